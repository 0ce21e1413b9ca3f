"""The words pages of many languages print before their own publication and update stamps.

"Gepubliceerd: 8 februari 2025", "입력 2022-02-26 08:44", "Opublikowano: ...", "Обновлено ...",
"Cập nhật lúc ...": a label that says the stamp after it is the page's publication or its update.
Page dating reads a `<time>` element's role from the words just before it and a line's role from
the marker it starts with (`page_dates`); both read these tables, beside their English, German,
French, Spanish and CJK words. Lower case; a label is matched as a whole word.
"""

from __future__ import annotations

import re

__all__ = ["DAY_FIRST_UPDATED_LABELS", "PUBLISHED_LABELS", "UPDATED_LABELS", "WORLD_STAMP_WORDS"]

PUBLISHED_LABELS: tuple[str, ...] = (
    "gepubliceerd", "geplaatst",  # Dutch
    "pubblicato", "pubblicata", "postado", "postada",  # Italian, Portuguese
    "opublikowano", "opublikowany", "dodano",  # Polish
    "publikováno", "zveřejněno", "vydáno",  # Czech
    "publicerad", "publicerat", "publiceret", "udgivet", "publisert", "julkaistu",  # Nordic
    "yayınlanma", "yayınlandı", "yayın tarihi",  # Turkish
    "опубликовано", "дата публикации", "размещено", "опубліковано", "дата публікації",  # Russian, Ukrainian
    "δημοσιεύθηκε", "δημοσιεύτηκε", "δημοσίευση",  # Greek
    "פורסם", "פורסמה",  # Hebrew
    "تاريخ النشر", "نُشر", "نشر في", "تاریخ انتشار", "منتشر شده",  # Arabic, Persian
    "เผยแพร่", "โพสต์เมื่อ",  # Thai
    "ngày đăng", "đăng lúc", "đăng ngày", "xuất bản",  # Vietnamese
    "diterbitkan", "dipublikasikan", "diposting", "terbit",  # Indonesian
    "प्रकाशित", "प्रकाशन तिथि",  # Hindi
    "입력", "등록", "게시", "작성", "발행",  # Korean
)  # fmt: skip
"""Labels of a publication stamp."""

UPDATED_LABELS: tuple[str, ...] = (
    "bijgewerkt", "gewijzigd",  # Dutch
    "aggiornato", "aggiornata", "modificato", "atualizado", "atualizada", "actualizada",  # Italian, Portuguese
    "zaktualizowano", "aktualizacja",  # Polish
    "aktualizováno", "upraveno",  # Czech
    "uppdaterad", "uppdaterat", "opdateret", "oppdatert", "päivitetty",  # Nordic
    "güncellendi", "güncelleme", "güncellenme",  # Turkish
    "обновлено", "изменено", "оновлено",  # Russian, Ukrainian
    "ενημερώθηκε", "ενημέρωση",  # Greek
    "עודכן", "עודכנה",  # Hebrew
    "آخر تحديث", "تم التحديث", "تحديث", "به‌روزرسانی", "بهروزرسانی", "بروزرسانی",  # Arabic, Persian
    "อัปเดต", "แก้ไขล่าสุด",  # Thai
    "cập nhật",  # Vietnamese
    "diperbarui",  # Indonesian
    "अपडेट", "अद्यतन",  # Hindi
    "수정", "업데이트",  # Korean
)  # fmt: skip
"""Labels of an update stamp."""

DAY_FIRST_UPDATED_LABELS: frozenset[str] = frozenset({
    "aktualisiert", "zuletzt aktualisiert", "geändert", "stand",  # German
    "mis à jour", "modifié",  # French
    "actualizado", "actualizada", "aggiornato", "aggiornata", "modificato", "atualizado", "atualizada",
    "bijgewerkt", "gewijzigd", "zaktualizowano", "aktualizacja", "aktualizováno", "upraveno",
    "uppdaterad", "uppdaterat", "opdateret", "oppdatert", "päivitetty", "güncellendi", "güncelleme",
    "güncellenme", "обновлено", "изменено", "оновлено", "ενημερώθηκε", "ενημέρωση",
})  # fmt: skip
"""Update labels of languages whose writers put the day before the month wherever they write a
numeric date (not English, not Korean): a numeric date after one is day first when the page's
declared region is day first too (`page_dates`: the label's language and the region agree). A
language alone never settles it: Spanish is also written in the United States, French in Canada,
where those regions name no day-first order."""

WORLD_STAMP_WORDS = "|".join(sorted(map(re.escape, (*PUBLISHED_LABELS, *UPDATED_LABELS)), key=len, reverse=True))
"""Every label above as one regular-expression alternation, longest first."""
