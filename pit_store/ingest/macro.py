"""Macro releases: every vintage of a series' print for a reference period is one version.

"CPI for June 2024" is one entity; its first release and each later revision are versions, each
known when it was released, so an as-of read answers "as known on July 20" and "as revised later"
with the value the public had then. Formats: release rows (CSV or JSON Lines), ALFRED vintage files
(`realtime_start`, `realtime_end`, `date`, `value`) and ALFRED "wide" downloads (`date` plus one
`SERIES_YYYYMMDD` column per vintage).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Any, Literal
from zoneinfo import ZoneInfo

from engine.errors import InputError
from engine.ids import stable_id
from engine.timestamps import end_of_day, zone
from pit_store.ingest.release_time import known_at_from_day
from pit_store.ingest.rows import (
    as_number,
    present,
    read_csv,
    read_jsonl,
    require,
    require_date,
    require_number,
    require_str,
    require_utc,
)
from pit_store.records import RecordDraft

__all__ = ["read_macro", "reference_period", "ReferencePeriod", "Frequency"]

Frequency = Literal["D", "M", "Q", "A"]
"""FRED frequency codes: how to read a reference period given as a full date."""

SOURCE_RELEASES = "macro-releases"
SOURCE_ALFRED = "alfred-vintages"
SOURCE_ALFRED_WIDE = "alfred-wide"

RELEASE_FIELDS = frozenset(
    {"series", "period", "value", "released_at", "release_date", "release_time", "vintage"}
)
ALFRED_FIELDS = frozenset({"series_id", "realtime_start", "realtime_end", "date", "value"})

# ALFRED writes these where an observation does not exist in a vintage.
_ALFRED_MISSING = frozenset({".", "#N/A"})
_WIDE_DATE_COLUMNS = frozenset({"date", "observation_date"})
_WIDE_VINTAGE_COLUMN = re.compile(r"^(?P<series>.+)_(?P<vintage>\d{8})$")
_FULL_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_MONTH = re.compile(r"^(\d{4})-(\d{2})$")
_QUARTER = re.compile(r"^(\d{4})-?Q([1-4])$", re.IGNORECASE)
_YEAR = re.compile(r"^(\d{4})$")
_UTC_ZONE = zone("UTC")


@dataclass(frozen=True)
class ReferencePeriod:
    """The calendar span a print describes: `first` to `last` inclusive, with a canonical label."""

    label: str
    first: date
    last: date


def read_macro(
    path: Path,
    *,
    series: str | None = None,
    tz: str = "America/New_York",
    release_time: time | None = None,
    frequency: Frequency | None = None,
) -> list[RecordDraft]:
    """Read macro prints from `path` into drafts, one per vintage, sorted by `known_at` then entity.

    `.jsonl`/`.ndjson`/`.json` files hold release rows; `.csv` files hold release rows, an ALFRED
    vintage table (header has `realtime_start`) or an ALFRED wide table (`date` plus
    `SERIES_YYYYMMDD` columns); `.gz` variants are read too. A print released on a date only is
    known at the end of that day in `tz`, or at `release_time` (wall clock in `tz`) on it.
    `series` names the series where the file has no series column (else the file stem does) and
    must agree with the column where there is one;
    `frequency` says how to read a period given as a full date (default: a date on the 1st of a
    month is that month, any other date is that day). ALFRED "." values (no observation in that
    vintage) are skipped; any other bad value raises `InputError` and nothing is returned.
    """
    if frequency is not None and frequency not in ("D", "M", "Q", "A"):
        raise InputError(f"unknown frequency {frequency!r} (use D, M, Q or A)", field="frequency")
    context = _Context(
        file=str(path),
        series=series,
        fallback_series=Path(path.name.removesuffix(".gz")).stem,
        tzinfo=zone(tz, field="tz"),
        release_time=release_time,
        frequency=frequency,
    )
    name = path.name.lower().removesuffix(".gz")
    if name.endswith((".jsonl", ".ndjson", ".json")):
        drafts = _releases(read_jsonl(path), context)
    elif name.endswith(".csv"):
        drafts = _csv(path, context)
    else:
        raise InputError("unsupported file type: use .csv, .jsonl, .ndjson or .json", file=str(path))
    return _checked(drafts, context.file)


def reference_period(
    text: str, frequency: Frequency | None = None, *, field: str = "period"
) -> ReferencePeriod:
    """Parse a reference period: 'YYYY-MM-DD', 'YYYY-MM', 'YYYYQn' or 'YYYY'.

    A full date is read by `frequency` (the span containing it); without one, a date on the 1st
    of a month is that month (FRED dates monthly observations so) and any other date is the day.
    """
    value = text.strip()
    try:
        if _FULL_DATE.match(value):
            day = date.fromisoformat(value)
            chosen = frequency or ("M" if day.day == 1 else "D")
            if chosen == "D":
                return ReferencePeriod(day.isoformat(), day, day)
            if chosen == "M":
                return _month(day.year, day.month)
            if chosen == "Q":
                return _quarter(day.year, (day.month - 1) // 3 + 1)
            return _year(day.year)
        if match := _MONTH.match(value):
            return _month(int(match[1]), int(match[2]))
        if match := _QUARTER.match(value):
            return _quarter(int(match[1]), int(match[2]))
        if match := _YEAR.match(value):
            return _year(int(match[1]))
    except ValueError:
        pass
    raise InputError(
        f"not a reference period: {text!r} (expected YYYY-MM-DD, YYYY-MM, YYYYQn or YYYY)", field=field
    )


@dataclass(frozen=True)
class _Context:
    file: str
    series: str | None
    fallback_series: str
    tzinfo: ZoneInfo
    release_time: time | None
    frequency: Frequency | None


@dataclass(frozen=True)
class _Print:
    series: str
    period: ReferencePeriod
    value: float
    vintage: str | None
    known_at: datetime


def _csv(path: Path, context: _Context) -> list[tuple[RecordDraft, int]]:
    rows = read_csv(path)
    first = next(rows, None)
    if first is None:
        raise InputError("no data rows", file=context.file)
    header = list(first[1])
    rows = itertools.chain([first], rows)
    if "realtime_start" in header:
        return _alfred(rows, header, context)
    if header[0].strip().lower() in _WIDE_DATE_COLUMNS and len(header) > 1 and all(
        _WIDE_VINTAGE_COLUMN.match(column) for column in header[1:]
    ):
        return _alfred_wide(rows, header, context)
    return _releases(rows, context)


def _releases(
    rows: Iterable[tuple[int, Mapping[str, Any]]], context: _Context
) -> list[tuple[RecordDraft, int]]:
    drafts = []
    for line, row in rows:
        try:
            _no_unknown(row, RELEASE_FIELDS)
            series = _series(row, "series", context)
            period = reference_period(require_str(row, "period"), context.frequency)
            known_at, field = _release_instant(row, context)
            vintage = require_str(row, "vintage") if present(row, "vintage") else _release_day(row)
            printed = _Print(series, period, require_number(row, "value"), vintage, known_at)
            drafts.append((_draft(printed, context, field, SOURCE_RELEASES, {"line": line}), line))
        except InputError as exc:
            raise exc.located(file=context.file, line=line) from None
    if not drafts:
        raise InputError("empty file: no release rows", file=context.file)
    return drafts


def _release_instant(row: Mapping[str, Any], context: _Context) -> tuple[datetime, str]:
    """When a release row became public, and the field that said so."""
    if present(row, "released_at"):
        for other in ("release_date", "release_time"):
            if present(row, other):
                raise InputError(
                    "give released_at or release_date (+ release_time), not both", field=other
                )
        return require_utc(row, "released_at"), "released_at"
    if not present(row, "release_date"):
        raise InputError("missing value: give released_at or release_date", field="released_at")
    at = context.release_time
    if present(row, "release_time"):
        at = _wall_time(require_str(row, "release_time"))
    return known_at_from_day(require_date(row, "release_date"), context.tzinfo, at), "release_date"


def _release_day(row: Mapping[str, Any]) -> str | None:
    """A release row's vintage when it names none: its release date as written, as ALFRED names a
    vintage. It keeps the print's identity apart from the --tz and --release-time flags, which
    move only the instant it became known (see `pit_store.identity`)."""
    return require_date(row, "release_date").isoformat() if present(row, "release_date") else None


def _alfred(
    rows: Iterable[tuple[int, Mapping[str, Any]]], header: list[str], context: _Context
) -> list[tuple[RecordDraft, int]]:
    try:
        _no_unknown(dict.fromkeys(header), ALFRED_FIELDS)
    except InputError as exc:
        raise exc.located(file=context.file, line=1) from None
    drafts = []
    for line, row in rows:
        try:
            value = require(row, "value")
            if isinstance(value, str) and value.strip() in _ALFRED_MISSING:
                continue
            start = require_date(row, "realtime_start")
            if present(row, "realtime_end") and require_date(row, "realtime_end") < start:
                raise InputError("realtime_end is before realtime_start", field="realtime_end")
            printed = _Print(
                series=_series(row, "series_id", context),
                period=reference_period(require_str(row, "date"), context.frequency, field="date"),
                value=as_number(value, "value"),
                vintage=start.isoformat(),
                known_at=known_at_from_day(start, context.tzinfo, context.release_time),
            )
            # realtime_end stays out of the payload: it changes when a later vintage appears, and
            # the version it closes is still the same content.
            provenance = {"line": line, "realtime_end": row.get("realtime_end") or None}
            draft = _draft(printed, context, "realtime_start", SOURCE_ALFRED, provenance)
            drafts.append((draft, line))
        except InputError as exc:
            raise exc.located(file=context.file, line=line) from None
    return drafts


def _alfred_wide(
    rows: Iterable[tuple[int, Mapping[str, Any]]], header: list[str], context: _Context
) -> list[tuple[RecordDraft, int]]:
    """One draft per vintage in which an observation's value changed (a repeat is no revision)."""
    vintages = sorted(_wide_column(column, context) for column in header[1:])
    latest: dict[tuple[str, str], float] = {}
    drafts = []
    for line, row in rows:
        try:
            period = reference_period(row[header[0]], context.frequency, field=header[0])
            for series, day, column in vintages:
                text = row[column].strip()
                if not text or text in _ALFRED_MISSING:
                    continue
                value = as_number(text, column)
                if latest.get((series, period.label)) == value:
                    continue
                latest[(series, period.label)] = value
                known_at = known_at_from_day(day, context.tzinfo, context.release_time)
                printed = _Print(series, period, value, day.isoformat(), known_at)
                provenance = {"line": line, "column": column}
                draft = _draft(printed, context, column, SOURCE_ALFRED_WIDE, provenance)
                drafts.append((draft, line))
        except InputError as exc:
            raise exc.located(file=context.file, line=line) from None
    return drafts


def _wide_column(column: str, context: _Context) -> tuple[str, date, str]:
    """A wide table's vintage column as (series, vintage date, column name)."""
    match = _WIDE_VINTAGE_COLUMN.match(column)
    if match is None:
        raise InputError("not a SERIES_YYYYMMDD vintage column", file=context.file, line=1, field=column)
    series, digits = match["series"], match["vintage"]
    if context.series is not None and context.series != series:
        raise InputError(
            f"column names series {series!r}, not {context.series!r}",
            file=context.file,
            line=1,
            field=column,
        )
    try:
        return series, date(int(digits[:4]), int(digits[4:6]), int(digits[6:])), column
    except ValueError:
        raise InputError(
            f"vintage {digits!r} is not a date (YYYYMMDD)", file=context.file, line=1, field=column
        ) from None


def _draft(
    printed: _Print, context: _Context, release_field: str, source: str, provenance: dict[str, Any]
) -> RecordDraft:
    """A print as a draft; a release dated before its reference period begins is an error."""
    released_on = printed.known_at.astimezone(context.tzinfo).date()
    if released_on < printed.period.first:
        raise InputError(
            f"released {released_on} ({context.tzinfo.key}), before reference period "
            f"{printed.period.label} begins",
            field=release_field,
        )
    period = printed.period
    return RecordDraft(
        record_type="macro",
        entity_id=stable_id("macro", printed.series, period.label),
        valid_from=datetime.combine(period.first, time(0), UTC),
        valid_to=datetime.combine(period.last + timedelta(days=1), time(0), UTC),
        event_time=end_of_day(period.last, _UTC_ZONE),
        known_at=printed.known_at,
        source=source,
        payload={
            "series": printed.series,
            "period": period.label,
            "value": printed.value,
            "vintage": printed.vintage,
        },
        provenance={"file": context.file, **provenance},
    )


def _checked(drafts: list[tuple[RecordDraft, int]], file: str) -> list[RecordDraft]:
    """Refuse two different prints of one period at one instant, then order deterministically."""
    seen: dict[tuple[str, datetime], tuple[dict[str, Any], int]] = {}
    for draft, line in drafts:
        key = (draft.entity_id, draft.known_at)
        earlier = seen.setdefault(key, (draft.payload, line))
        if earlier[0] != draft.payload:
            raise InputError(
                f"conflicts with line {earlier[1]}: two different prints of "
                f"{draft.payload['series']} {draft.payload['period']} released at the same time",
                file=file,
                line=line,
                field="value",
            )
    ranked = sorted(drafts, key=lambda pair: (pair[0].known_at, pair[0].entity_id, pair[1]))
    return [draft for draft, _ in ranked]


def _series(row: Mapping[str, Any], field: str, context: _Context) -> str:
    """The row's series; where the file has no such field, the caller's `series` or the file stem."""
    if field in row:
        name = require_str(row, field)
        if context.series is not None and context.series != name:
            raise InputError(f"row names series {name!r}, not {context.series!r}", field=field)
        return name
    return context.series if context.series is not None else context.fallback_series


def _wall_time(text: str) -> time:
    try:
        return time.fromisoformat(text)
    except ValueError:
        raise InputError(f"not a time of day (HH:MM): {text!r}", field="release_time") from None


def _no_unknown(row: Mapping[str, Any], allowed: frozenset[str]) -> None:
    unknown = sorted(set(row) - allowed)
    if unknown:
        raise InputError(f"unknown field (allowed: {sorted(allowed)})", field=unknown[0])



def _month(year: int, month: int) -> ReferencePeriod:
    first = date(year, month, 1)
    return ReferencePeriod(f"{year}-{month:02d}", first, _months_after(first, 1) - timedelta(days=1))


def _quarter(year: int, quarter: int) -> ReferencePeriod:
    first = date(year, 3 * quarter - 2, 1)
    return ReferencePeriod(f"{year}Q{quarter}", first, _months_after(first, 3) - timedelta(days=1))


def _year(year: int) -> ReferencePeriod:
    return ReferencePeriod(f"{year}", date(year, 1, 1), date(year, 12, 31))


def _months_after(first: date, months: int) -> date:
    index = first.month - 1 + months
    return date(first.year + index // 12, index % 12 + 1, 1)
