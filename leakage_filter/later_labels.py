"""Labels of a correction or an addendum in more languages, read as stamp markers by `rules`.

"정정보도: 2025.07.16 17:00 ...", "Tambahan (Kamis, 1 Mei 2025 23:50 WIB): ...", "Uppdatering: ...
den 3 juni", "تصحيح (8 نوفمبر 2025): ...": a label heading a paragraph says the date after it is when that paragraph was added
to the page, not a date the article looks ahead to; a correction's is a correction's.
"""

from __future__ import annotations

import re
from typing import Literal

__all__ = ["LATER_LABELS", "LATER_ROLES"]

# label -> the role its stamp plays (lower case, as `rules`' stamp roles are keyed)
LATER_ROLES: dict[str, Literal["updated", "correction"]] = {
    "정정보도": "correction", "정정": "correction", "바로잡습니다": "correction",
    "tambahan": "updated", "ralat": "correction", "koreksi": "correction",
    "uppdatering": "updated", "rättelse": "correction", "oppdatering": "updated", "opdatering": "updated",
    "rettelse": "correction", "tillägg": "updated", "aggiornamento": "updated", "atualização": "updated",
    "actualização": "updated", "aktualizacja": "updated", "sprostowanie": "correction", "düzeltme": "correction",
    "güncelleme": "updated", "обновление": "updated", "исправление": "correction", "đính chính": "correction",
    "تصحيح": "correction", "تصويب": "correction", "اصلاحیه": "correction", "תיקון": "correction",
    "διόρθωση": "correction",
}  # fmt: skip
LATER_LABELS = "|".join(sorted(map(re.escape, LATER_ROLES), key=len, reverse=True))
"""Every label above as one regular-expression alternation, longest first."""
