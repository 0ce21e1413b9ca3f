"""Dates written in words, rewritten in digits so the date readers see them.

"el veintiuno de marzo de dos mil veinticinco", "the twenty-first of March, twenty twenty-five",
"March twenty-first, two thousand twenty-five" name a day as surely as "21 March 2025"; a
correction stamped that way went unseen. `digit_dates` rewrites, in English and Spanish, a day
written in words (cardinal or ordinal, 1 to 31) next to a month's name, and a year written in
words after it, as digits: "21 de marzo de 2025", "21 March, 2025". Only words beside a month
name are touched ("twenty-one analysts" stays as written).
"""

from __future__ import annotations

import re

from leakage_filter.regex_guard import guarded

__all__ = ["digit_dates"]

_UNITS_EN = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_ORD_EN = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
_TEENS_EN = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TEENS_ORD_EN = ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                 "eighteenth", "nineteenth"]


def _english_days() -> dict[str, int]:
    days: dict[str, int] = {}
    for n, (unit, ordinal) in enumerate(zip(_UNITS_EN, _ORD_EN, strict=True), start=1):
        days[unit] = days[ordinal] = n
        days[f"twenty-{unit}"] = days[f"twenty-{ordinal}"] = 20 + n
    for n, (teen, ordinal) in enumerate(zip(_TEENS_EN, _TEENS_ORD_EN, strict=True), start=10):
        days[teen] = days[ordinal] = n
    days.update({"twenty": 20, "twentieth": 20, "thirty": 30, "thirtieth": 30, "thirty-one": 31, "thirty-first": 31})
    return days


_SPANISH_DAYS = dict(zip(
    "uno primero dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete "
    "dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete "
    "veintiocho veintinueve treinta".split(),
    [1, 1, *range(2, 31)],
    strict=True,
)) | {"veintiún": 21, "treinta y uno": 31}
_DAYS = _english_days() | _SPANISH_DAYS
# Years 2000-2099: "two thousand (and) twenty-five", "twenty twenty-five", "dos mil veinticinco".
_EN_TAIL = {k: v for k, v in _english_days().items() if not k.endswith(("st", "nd", "rd", "th"))} | {
    "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_ES_TAIL = {k: v for k, v in _SPANISH_DAYS.items() if k not in ("primero", "veintiún")} | {"treinta y uno": 31}

# "May" only capitalised: "may one day" is the verb.
_MONTHS = (r"january|february|march|april|(?-i:May|MAY)|june|july|august|september|october|november|december"
           r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre")


def _alternatives(words: dict[str, int]) -> str:
    return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))


_DAY = _alternatives(_DAYS)
_YEAR = (rf"(?:two thousand(?: and)?|twenty)[ -](?P<en_y>{_alternatives(_EN_TAIL)})"
         rf"|dos mil (?P<es_y>{_alternatives(_ES_TAIL)})")
_SPELLED = guarded(re.compile(
    rf"\b(?:(?P<d1>{_DAY})\s+(?P<of>de|of)\s+(?P<m1>{_MONTHS})|(?P<m2>{_MONTHS})\s+(?:the\s+)?(?P<d2>{_DAY}))\b"
    rf"(?:(?P<sep>,?\s+(?:de(?:l)?\s+|of\s+)?)(?P<year>{_YEAR})\b)?",
    re.IGNORECASE,
))
_HINT = guarded(re.compile(rf"\b(?:{_MONTHS})\b", re.IGNORECASE))


def _digits(match: re.Match[str]) -> str:
    day = _DAYS[(match["d1"] or match["d2"]).lower()]
    year = ""
    if match["year"]:
        tail = _EN_TAIL.get((match["en_y"] or "").lower()) or _ES_TAIL.get((match["es_y"] or "").lower())
        year = f"{match['sep']}{2000 + tail}" if tail else match["sep"] + match["year"]
    if match["m1"]:  # "the twenty-first of March" reads "21 March", "veintiuno de marzo" "21 de marzo"
        return f"{day} {match['m1']}{year}" if match["of"].lower() == "of" else f"{day} {match['of']} {match['m1']}{year}"
    return f"{match['m2']} {day}{year}"


# speed: a day word just before "de/of <month>" or just after the month, before the large expression runs
def _beside_day_word(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 40):start].lower().split()
    if len(before) >= 2 and before[-1] in ("de", "of") and before[-2] in _DAYS:
        return True
    after = [word.strip(",.;:") for word in text[end:end + 40].lower().split()[:2]]
    if after[:1] == ["the"]:
        after = after[1:]
    return bool(after) and after[0] in _DAYS


_MONTH_WORDS = tuple(word for word in re.sub(r"\(\?-i:May\|MAY\)", "may", _MONTHS).split("|"))


def digit_dates(text: str) -> str:
    """`text` with dates written in words beside a month's name rewritten in digits."""
    lowered = text.lower()
    for word in _MONTH_WORDS:  # speed: one substring search per month name, the expressions only at a hit
        at = lowered.find(word)
        while at >= 0:
            month = _HINT.match(text, at)
            if month is not None and _beside_day_word(text, month.start(), month.end()):
                return _SPELLED.sub(_digits, text)
            at = lowered.find(word, at + len(word))
    return text
