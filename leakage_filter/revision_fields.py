"""A table or list field that dates a revision of the document: "Supplement dated | Jun 13, 2026".

An offering circular, a fact sheet or a filing summary lays out its own dates as key / value rows
("Date of this document | 7 March 2026", "Supplement dated | 13 June 2026", "Last revised | ...",
"Amendment date | ..."). A value that is only a date under a label naming a supplement, an
amendment, an addendum, a corrigendum, a revision or an update is the date of a later version of
the document: the page as served holds that version, so after t it is an update stamp after t,
whatever tense the cell lacks (a bare date in a cell has none). A label looking ahead ("Next
update", "Expected revision") names a plan and is not read here.

So is a date cell of a table headed as the document's own history ("Document history", "Version
history", "Änderungshistorie", "Historique des versions", "改訂履歴", "История изменений"): each
row is a version of the document, and the page as served holds the last one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from leakage_filter.chrome import Segment

__all__ = ["revision_label", "version_history"]

_LABEL_CELLS = frozenset({"th", "dt", "td"})
_VALUE_CELLS = frozenset({"td", "dd"})
_LABEL_CHARS = 40
_REVISION_LABEL = re.compile(
    r"(?:date\s+of\s+(?:the\s+|this\s+|last\s+|latest\s+)?)?(?:latest\s+|last\s+)?"
    r"(?:supplement(?:ary\s+(?:circular|prospectus|document))?|addendum|amendment|amended|corrigendum|erratum|revision|revised"
    r"|updated?|modified|re-?issued)"
    r"(?:\s+(?:dated|date|on|as\s+of))?\s*[:：]?",
    re.IGNORECASE,
)


def revision_label(segments: Sequence[Segment], index: int) -> str | None:
    """The label of the revision field that segment `index` is the value of ("Supplement dated"),
    else None (see the module docstring)."""
    segment = segments[index]
    if segment.block not in _VALUE_CELLS or index == 0:
        return None
    label = segments[index - 1]
    text = label.text.strip()
    if label.block not in _LABEL_CELLS or label.zone != segment.zone or len(text) > _LABEL_CHARS:
        return None
    return text if _REVISION_LABEL.fullmatch(text) else None


_HEADING_CHARS = 60
_HISTORY_HEADING = re.compile(
    r"\b(?:document|version|revision|change|amendment|edit|update)s?\s+(?:history|log)\b|\bchange-?log\b"
    r"|\bhistory\s+of\s+(?:changes|amendments|revisions|versions)\b|\b(?:record\s+of\s+)?amendments\b"
    r"|Änderungshistorie|Versionshistorie|Änderungsverlauf|Versionsverlauf|historique\s+des\s+(?:versions|modifications|révisions)"
    r"|historial\s+de\s+(?:versiones|cambios|revisiones|modificaciones)|histórico\s+de\s+(?:versões|alterações|revisões)"
    r"|cronologia\s+(?:delle\s+)?(?:versioni|modifiche|revisioni)|storico\s+(?:delle\s+)?(?:versioni|modifiche|revisioni)"
    r"|versiegeschiedenis|wijzigingsgeschiedenis|historia\s+(?:wersji|zmian)|история\s+(?:изменений|версий|редакций)"
    r"|історія\s+(?:змін|версій|редакцій)|sürüm\s+geçmişi|değişiklik\s+geçmişi|revizyon\s+geçmişi"
    r"|lịch\s+sử\s+(?:sửa\s+đổi|phiên\s+bản|cập\s+nhật)|riwayat\s+(?:revisi|perubahan|versi)"
    r"|改訂履歴|変更履歴|更新履歴|改版履歴|版本历史|修订历史|修訂歷史|修订记录|修訂記錄|变更记录|變更記錄|更新记录|변경\s*이력|개정\s*이력|수정\s*이력",
    re.IGNORECASE,
)


def version_history(segment: Segment) -> str | None:
    """The heading of the document's own version history (see the module docstring) that table
    cell `segment` stands under, else None."""
    heading = segment.heading.strip()
    if segment.block not in _VALUE_CELLS or len(heading) > _HEADING_CHARS:
        return None
    return heading if _HISTORY_HEADING.search(heading) else None
