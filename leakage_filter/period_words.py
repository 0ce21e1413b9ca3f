"""Reporting periods named in Swedish, Polish, Russian, Turkish, Indonesian and Vietnamese.

`dates.find_periods` reads quarters, halves and fiscal years in English, Chinese, Japanese,
Korean, German, French, Spanish, Italian, Portuguese and Dutch; `more_periods` reads them in
these languages, with the year when one is written beside the period:
"tredje kvartalet 2025", "första halvåret"; "w trzecim kwartale 2025 r.", "I półroczu";
"в третьем квартале 2025 года", "первое полугодие"; "2025 yılının üçüncü çeyreğinde", "ilk
yarıyıl"; "kuartal III 2025", "triwulan kedua", "semester I"; "quý 3/2025", "6 tháng đầu năm",
"9 tháng". Each is (start, end, kind, index, year or None) with kind Q (quarter), H (half) or
9M (nine months), the form `dates` builds its `PeriodMention` from.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["PERIOD_HINTS", "PeriodWords", "more_periods"]

PeriodWords = tuple[int, int, str, int, int | None]

_YEAR = r"(?:19|20)\d{2}"
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4}
_ORDINAL_STEMS = (
    ("1", ("först", "pierwsz", "перв", "ilk", "birinci", "pertama", "satu")),
    ("2", ("andra", "drug", "втор", "ikinci", "kedua", "dua")),
    ("3", ("tredje", "trzec", "трет", "üçüncü", "ketiga", "tiga")),
    ("4", ("fjärde", "czwart", "четверт", "четвёрт", "dördüncü", "keempat", "empat")),
)


def _ordinal(word: str) -> int | None:
    word = word.lower().rstrip(".")
    if word.isdigit():
        return int(word) if 1 <= int(word) <= 4 else None
    if word in _ROMAN:
        return _ROMAN[word]
    return next((int(n) for n, stems in _ORDINAL_STEMS for stem in stems if word.startswith(stem)), None)


_FINDER = re.compile(
    "|".join(
        (
            # Swedish: "tredje kvartalet 2025", "kvartal 3 2025", "första halvåret 2024"
            rf"(?P<sv>\b(?P<sv_o>\w+\.?)\s+(?P<sv_k>kvartal(?:et)?|halvår(?:et)?)(?:\s+(?P<sv_y>{_YEAR}))?)",
            rf"(?P<svn>\bkvartal\s+(?P<svn_o>[1-4])(?:\s+(?P<svn_y>{_YEAR}))?)",
            # Polish: "w trzecim kwartale 2025 r.", "III kw. 2025", "pierwsze półrocze"
            rf"(?P<pl>\b(?P<pl_o>\w+)\s+(?P<pl_k>kwarta\w*|kw\.|półrocz\w*)(?:\s+(?P<pl_y>{_YEAR}))?)",
            # Russian: "в третьем квартале 2025 года", "II квартал", "первое полугодие"
            rf"(?P<ru>(?<!\w)(?P<ru_o>\w+?)(?:-?(?:м|й|го|е))?\s+(?P<ru_k>квартал\w*|полугоди\w*)(?:\s+(?P<ru_y>{_YEAR}))?)",
            # Turkish: "2025 yılının üçüncü çeyreğinde", "2025'in ilk çeyreği", "ilk yarıyıl"
            rf"(?P<tr>(?:\b(?P<tr_y>{_YEAR})(?:\s+y[ıi]l[ıi]n[ıi]n|['’]?\w{{1,3}})?\s+)?\b(?P<tr_o>\w+\.?)\s+"
            r"(?P<tr_k>çeyre\w*|yar[ıi]y[ıi]l\w*|yar[ıi]s[ıi]\w*|yar[ıi]da\w*))",
            # Indonesian: "kuartal III 2025", "triwulan kedua tahun 2024", "semester I"
            rf"(?P<id>\b(?P<id_k>kuartal|triwulan|semester)\s+(?P<id_o>\w+)(?:\s+(?:tahun\s+)?(?P<id_y>{_YEAR}))?)",
            # Vietnamese: "quý 3/2025", "quý III năm 2025", "6 tháng đầu năm 2025", "9 tháng"
            rf"(?P<vi>(?<!\w)quý\s+(?P<vi_o>[1-4]|i{{1,3}}|iv)(?:\s*(?:/|-|năm)\s*(?P<vi_y>{_YEAR}))?)",
            rf"(?P<vih>(?<!\w)(?:(?P<vih_six>6\s+tháng)|nửa)\s+(?:đầu|(?P<vih_late>cuối))\s+năm(?:\s+(?P<vih_y>{_YEAR}))?)",
            rf"(?P<vin>(?<!\w)9\s+tháng(?:\s+đầu\s+năm)?(?:\s+(?P<vin_y>{_YEAR}))?)",
        )
    ),
    re.IGNORECASE,
)
PERIOD_HINTS = ("kvartal", "halvår", "kwarta", "kw.", "półrocz", "квартал", "полугоди", "çeyre", "yar", "kuartal", "triwulan",
          "semester", "quý", "tháng", "nửa")
"""Every pattern holds one of these (lowercased): text with none names no period here (speed)."""


def _year(text: str | None) -> int | None:
    return int(text) if text else None


def more_periods(text: str) -> Iterator[PeriodWords]:
    """Each reporting period `text` names in the languages of the module docstring."""
    lowered = text.lower()
    if not any(hint in lowered for hint in PERIOD_HINTS):
        return
    for match in _FINDER.finditer(text):
        g, name = match.groupdict(), match.lastgroup
        if name == "vih":
            found: tuple[str, int, int | None] | None = ("H", 2 if g["vih_late"] else 1, _year(g["vih_y"]))
        elif name == "vin":
            found = ("9M", 3, _year(g["vin_y"]))
        else:
            word = g[f"{name}_o"]
            index = _ordinal(word or "")
            kind_word = (g.get(f"{name}_k") or "").lower()
            half = kind_word.startswith(("halv", "półr", "полуг", "yar", "semester"))
            year = _year(g.get(f"{name}_y"))
            found = None if index is None or (half and index > 2) else ("H" if half else "Q", index, year)
        if found is not None:
            yield match.start(), match.end(), *found
