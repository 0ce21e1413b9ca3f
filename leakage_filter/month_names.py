"""Month names of Turkish, Russian, Polish, Swedish, Indonesian and Czech (and the abbreviations of Spanish,
Portuguese and Italian, below), for dates written day first
("26 Ekim 2025", "26 октября 2025 года", "26 października 2025", "26 oktober 2025", "26 Maret
2025"). `dates` reads them with its Italian and Dutch names (day, month, year, no "de"), so a
comment, a related headline or a fact dated in these languages is dated at all. Russian and
Polish write the month in the genitive after a day; the nominative is read too. Turkish names
are listed with and without their dotless ı and other letters, since pages (and `normalise`,
which reads a dotless ı inside a Latin word as i) write both.
"""

from __future__ import annotations

__all__ = ["CZECH_MONTHS", "LANGUAGES", "MORE_MONTHS", "ROMANCE_ABBREVIATIONS"]

_TR = {
    "ocak": 1, "şubat": 2, "subat": 2, "mart": 3, "nisan": 4, "mayıs": 5, "mayis": 5, "haziran": 6, "temmuz": 7,
    "ağustos": 8, "agustos": 8, "eylül": 9, "eylul": 9, "ekim": 10, "kasım": 11, "kasim": 11, "aralık": 12, "aralik": 12,
}  # fmt: skip
_RU = {
    "января": 1, "февраля": 2, "марта": 3, "апреля": 4, "мая": 5, "июня": 6, "июля": 7, "августа": 8, "сентября": 9,
    "октября": 10, "ноября": 11, "декабря": 12, "январь": 1, "февраль": 2, "март": 3, "апрель": 4, "май": 5, "июнь": 6,
    "июль": 7, "август": 8, "сентябрь": 9, "октябрь": 10, "ноябрь": 11, "декабрь": 12,
}  # fmt: skip
_PL = {
    "stycznia": 1, "lutego": 2, "marca": 3, "kwietnia": 4, "maja": 5, "czerwca": 6, "lipca": 7, "sierpnia": 8,
    "września": 9, "wrzesnia": 9, "października": 10, "pazdziernika": 10, "listopada": 11, "grudnia": 12,
}  # fmt: skip
_SV = {
    "januari": 1, "februari": 2, "mars": 3, "april": 4, "maj": 5, "juni": 6, "juli": 7, "augusti": 8,
    "september": 9, "oktober": 10, "november": 11, "december": 12,
}  # fmt: skip
_ID = {
    "januari": 1, "februari": 2, "maret": 3, "april": 4, "mei": 5, "juni": 6, "juli": 7, "agustus": 8,
    "september": 9, "oktober": 10, "november": 11, "desember": 12,
}  # fmt: skip

# Czech writes the month in the genitive after a day with a dot ("11. června 2026"; `dates` reads
# the dot); the nominatives (leden, únor, ...) are ordinary words too ("květen" is also a flower
# month in prose, "duben" an oak), so only the genitives are listed.
_CS = {
    "ledna": 1, "února": 2, "března": 3, "dubna": 4, "května": 5, "června": 6, "července": 7, "srpna": 8,
    "září": 9, "října": 10, "listopadu": 11, "prosince": 12,
}  # fmt: skip

CZECH_MONTHS: dict[str, int] = _CS

MORE_MONTHS: dict[str, int] = {**_TR, **_RU, **_PL, **_SV, **_ID, **_CS}
"""Every name above, lower case, with its month number."""

ROMANCE_ABBREVIATIONS: dict[str, int] = {
    "ene": 1, "gen": 1, "jan": 1, "feb": 2, "fev": 2, "mar": 3, "abr": 4, "apr": 4, "may": 5, "mai": 5, "mag": 5,
    "jun": 6, "giu": 6, "jul": 7, "lug": 7, "ago": 8, "sep": 9, "sept": 9, "set": 9, "oct": 10, "out": 10, "ott": 10,
    "nov": 11, "dic": 12, "dez": 12,
}  # fmt: skip
"""The three-letter months of Spanish, Portuguese and Italian ("24 ago 2025", "3 ene 2025", "5 de
set. de 2025"). "ago", "set" and "out" are English words too, so `dates` reads these only in the
full day-month-year shape, never a day and a month alone."""

LANGUAGES = frozenset({"tr", "ru", "pl", "sv", "id", "cs"})
"""The languages whose dates these names are (the rules read day-month dates on their pages)."""
