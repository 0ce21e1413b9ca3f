"""Stamps that date the copy itself, wherever the markup files them: a data strip's "as of" and an
editor's note kept in an HTML comment.

- A market strip or ticker says when its figures were taken ("Data as of 15 October 2023, 7:36am
  AEDT", "Prices as of 2023-03-05 19:08 UTC"). The markup files such strips under page chrome,
  where the rules ignore dates, but the figures are part of the copy: a strip dated after t
  shows market data from after t, so the copy was served after t. Only a full date with a time
  of day after "as of" counts (a bare "as of 16:00" names no day).
- A CMS or desk note left in an HTML comment ("story updated 2024-06-02T20:32:00Z by desk
  editor", "Desk note 2025-06-16 04:58 UTC: ...", "article rev 11 saved 2025-07-09T05:14:00+07:00
  by desk-15 (đã sửa)", in any language asof reads) records an edit of this copy: one dated after
  t means the copy is later than t. Only a comment with an edit word and a date with a time of
  day counts; a build or cache stamp ("generated", "cached") says when a server rendered the
  page, not that anyone changed it, and is not read here.

An instant written as an ISO date and time is read in the zone it names ("UTC", "GMT", "Z", an
offset) or the zone word after it ("2026-03-19 09:37 EDT", read by `dates.find_dates`), else in
the page's zone; with none it is ambiguous which instant it is, so it counts only when its latest
reading (that clock in UTC-12, not the end of its day) is after t (fail closed: the later reading
wins). Other forms are read by `dates.find_dates`, which resolves a named zone to an instant.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone, tzinfo
from typing import Literal

from leakage_filter.dates import find_dates

__all__ = ["ServedStamp", "served_stamps"]

# "Data as of", "prices as of", "quotes as at": a strip's own time of the figures it shows.
_AS_OF = re.compile(r"\bas\s+(?:of|at)\s*:?\s*", re.IGNORECASE)
_AS_OF_SPAN = 60  # the stamp follows the words directly
# An edit recorded by a person or a CMS, not a render: "updated", "edited", "desk note", a
# numbered revision ("rev 11 saved ..."), and the edit words of the other languages asof reads
# ("đã sửa", "editado", "düzenlendi", "bearbeitet", "編集", "修改", "수정", "отредактировано").
_EDIT_WORDS = re.compile(
    r"\b(?:updated?|edited|edit|revised|revision|rev\.?\s*#?\d+|corrected|correction|amended|modified|changed|added"
    r"|desk\s+note|editor'?s?\s+note"
    r"|bearbeitet|geändert|aktualisiert|korrigiert|modifié|modifiée|édité|corrigé|mis\s+à\s+jour|editado|editada"
    r"|modificado|modificada|actualizado|actualizada|corregido|corrigido|atualizado|atualizada|modificato|aggiornato"
    r"|corretto|bijgewerkt|gewijzigd|zaktualizowano|edytowano|zmieniono|redigerad|ändrad|redigeret|ændret"
    r"|düzenlendi|güncellendi|değiştirildi|отредактировано|изменено|обновлено|исправлено|відредаговано|змінено"
    r"|đã\s+sửa|chỉnh\s+sửa|cập\s+nhật|diedit|diperbarui|diubah)(?!\w)"
    r"|編集|修正|更新|訂正|编辑|修改|수정|편집",
    re.IGNORECASE,
)
_RENDER_WORDS = re.compile(r"\b(?:generated|cached?|rendered|served|built|build|varnish|fetched|crawled)\b", re.IGNORECASE)
_ISO_STAMP = re.compile(
    r"\b(?P<day>\d{4}-\d{2}-\d{2})[T ](?P<clock>\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?\s*"
    # the zone: "Z", "UTC", an offset, or an offset from UTC in brackets ("(UTC+00:00)", "(GMT-05:00)")
    r"(?P<zone>Z\b|\((?:UTC|GMT)\s?[+-]\d{2}:?\d{2}\)|UTC\b|GMT\b|[+-]\d{2}:?\d{2}\b)?"
)
_WESTMOST = timezone(timedelta(hours=-12))  # where a wall-clock time comes last
_TIME_OF_DAY = re.compile(r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*[ap]\.?m\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class ServedStamp:
    """One stamp of the copy: where it stands, as written, its latest instant, whether sure."""

    where: Literal["as-of", "comment"]
    written: str
    instant: datetime
    sure: bool


def _iso_instant(match: re.Match[str], zone: tzinfo | None) -> tuple[datetime, bool] | None:
    try:
        local = datetime.fromisoformat(f"{match['day']}T{match['clock']}")
    except ValueError:
        return None
    named = (match["zone"] or "").strip("()").removeprefix("UTC").removeprefix("GMT").strip() or match["zone"]
    if named in ("Z", "UTC", "GMT"):
        return local.replace(tzinfo=UTC), True
    if named:
        sign = 1 if named[0] == "+" else -1
        digits = named[1:].replace(":", "")
        offset = timedelta(hours=int(digits[:2]), minutes=int(digits[2:]))
        return local.replace(tzinfo=timezone(sign * offset)).astimezone(UTC), True
    if zone is not None:
        return local.replace(tzinfo=zone).astimezone(UTC), True
    return local.replace(tzinfo=_WESTMOST).astimezone(UTC), False  # that clock where it comes last


def _stamp_in(text: str, anchor: date, zone: tzinfo | None) -> tuple[str, datetime, bool] | None:
    """The first date with a time of day in `text`, as (written, latest instant, sure)."""
    iso = _ISO_STAMP.search(text)
    if iso is not None:
        read = _iso_instant(iso, zone)
        if read is not None and not read[1]:
            # no zone the ISO form reads, nor the page's: a zone word after it ("2026-03-19 09:37 EDT") names it
            return _zoned_stamp(text, anchor, zone) or (iso.group().strip(), *read)
        return (iso.group().strip(), *read) if read else None
    if _TIME_OF_DAY.search(text) is None:
        return None
    return _zoned_stamp(text, anchor, zone)


def _zoned_stamp(text: str, anchor: date, zone: tzinfo | None) -> tuple[str, datetime, bool] | None:
    """The first date in `text` that `dates.find_dates` reads as an instant (a time and a zone)."""
    for mention in find_dates(text, anchor=anchor, zone=zone):
        if mention.at is not None and mention.kind in ("absolute", "numeric"):
            return mention.text, mention.at, True
    return None


def served_stamps(shown: Iterable[str], comments: Iterable[str], anchor: date, zone: tzinfo | None) -> list[ServedStamp]:
    """The copy's own stamps: "as of" stamps in the texts `shown` (any zone, chrome too) and edit
    notes in the HTML `comments`, each with its latest instant and whether that instant is sure."""
    found: list[ServedStamp] = []
    for text in shown:
        for marker in _AS_OF.finditer(text):
            stamp = _stamp_in(text[marker.end(): marker.end() + _AS_OF_SPAN], anchor, zone)
            if stamp is not None:
                found.append(ServedStamp("as-of", *stamp))
    for text in comments:
        if _EDIT_WORDS.search(text) is None or _RENDER_WORDS.search(text) is not None:
            continue
        stamp = _stamp_in(text, anchor, zone)
        if stamp is not None:
            found.append(ServedStamp("comment", *stamp))
    return found
