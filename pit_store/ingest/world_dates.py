"""Dates in the languages and calendars the main date readers have no table for.

The leakage rules' reader (`leakage_filter.dates`) knows English, CJK, German, French, Spanish,
Portuguese, Italian, Dutch, Turkish, Russian, Polish, Swedish and Indonesian month names. This
module reads what it cannot, so that a fact dated in another language is dated at all:
- day-month dates with month names in Czech, Danish, Norwegian, Finnish, Greek, Hebrew, Arabic
  (Egyptian-Gulf and Levantine names), Persian, Ukrainian, Hindi and Thai ("5. března 2025",
  "5 Μαρτίου 2025", "5 במרץ 2025", "5 آذار 2025", "5 березня 2025 року", "5 มีนาคม 2568");
  a year-less one takes the year nearest the anchor, as the main reader does;
- Vietnamese "ngày 5 tháng 3 năm 2025";
- native calendars: the Thai Buddhist era (2568 BE is 2025 CE, named or numeric "5/3/2568" on a
  Thai page), the Solar Hijri calendar of Iran and Afghanistan ("14 اسفند 1403", "1403/12/14" on
  a page in Arabic script), the Taiwanese Minguo era ("民國114年3月5日", a bare three-digit
  "114年3月5日"), and the Japanese eras before Reiwa (平成, 昭和);
- relative days: "yesterday" and "N days ago" in these languages and in Korean, Italian, Dutch,
  Polish, Turkish, Russian, Indonesian and Vietnamese. The Hindi "कल" is both yesterday and
  tomorrow: it keeps both readings (`earliest`, `day`), and the later one can decide.
Stamps (`find_stamp_dates`, for page dating only): page dating's own reader knows English and
German month names; the leakage rules read the languages of the main reader themselves. A page's
own stamp with a time ("Publiée le 9 mars 2025 à 22 h 10", "Lima, 7 de marzo de 2025 — 21:10",
"4 marca 2025 r., 17:42", "4 Mart 2025 18:45", "4 марта 2025, 10:15", "4 Maret 2025 pukul 16.15")
is read from one more table, a day-month-year date per language: French, Spanish, Italian,
Portuguese, Dutch, Polish, Turkish, Russian, Swedish and Indonesian; and a Chinese date written in
Chinese numerals ("二〇二五年六月二十日").
The text is expected with ASCII digits (the leakage rules normalise every script's digits first).
Hebrew and Persian month names need a year: "במאי" is also "director", "دی" and "مهر" are words.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Literal, NamedTuple

__all__ = ["WorldDate", "find_stamp_dates", "find_world_dates", "solar_hijri_to_gregorian"]


class WorldDate(NamedTuple):
    """A date found by this module, resolved to calendar days (`earliest` <= `day`)."""

    start: int
    end: int
    kind: Literal["absolute", "no_year", "relative"]
    day: date
    earliest: date


def _names(*groups: str) -> dict[str, int]:
    """Month names, twelve per space-separated group ('|' joins spellings of one month)."""
    table: dict[str, int] = {}
    for group in groups:
        months = group.split()
        assert len(months) == 12, group
        for number, spellings in enumerate(months, start=1):
            for spelling in spellings.split("|"):
                table[spelling.replace("_", " ").lower()] = number
    return table


_GREGORIAN = _names(
    "ledna února března dubna května června července srpna září října listopadu prosince",  # Czech
    "januar februar marts april maj juni juli august september oktober november december",  # Danish
    "januar februar mars april mai juni juli august september oktober november desember",  # Norwegian
    "tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta"
    " lokakuuta marraskuuta joulukuuta",  # Finnish
    "ιανουαρίου φεβρουαρίου μαρτίου απριλίου μαΐου|μαίου ιουνίου ιουλίου αυγούστου σεπτεμβρίου"
    " οκτωβρίου νοεμβρίου δεκεμβρίου",  # Greek (genitive)
    "يناير فبراير مارس أبريل|ابريل|إبريل مايو يونيو|يونيه يوليو|يوليه أغسطس|اغسطس سبتمبر أكتوبر|اكتوبر"
    " نوفمبر ديسمبر",  # Arabic (Egypt, Gulf)
    "كانون_الثاني شباط آذار نيسان أيار|ايار حزيران تموز آب أيلول|ايلول تشرين_الأول|تشرين_الاول"
    " تشرين_الثاني كانون_الأول|كانون_الاول",  # Arabic (Levant, Iraq)
    "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня",  # Ukrainian
    "जनवरी फ़रवरी|फरवरी मार्च अप्रैल|अप्रेल मई जून जुलाई अगस्त सितंबर|सितम्बर अक्टूबर|अक्तूबर नवंबर|नवम्बर"
    " दिसंबर|दिसम्बर",  # Hindi
    "มกราคม|ม.ค. กุมภาพันธ์|ก.พ. มีนาคม|มี.ค. เมษายน|เม.ย. พฤษภาคม|พ.ค. มิถุนายน|มิ.ย. กรกฎาคม|ก.ค."
    " สิงหาคม|ส.ค. กันยายน|ก.ย. ตุลาคม|ต.ค. พฤศจิกายน|พ.ย. ธันวาคม|ธ.ค.",  # Thai
)
# Only with a year (see the module docstring).
_YEAR_NEEDED = _names(
    "בינואר|ינואר בפברואר|פברואר במרץ|במרס|מרץ|מרס באפריל|אפריל במאי|מאי ביוני|יוני ביולי|יולי באוגוסט|אוגוסט"
    " בספטמבר|ספטמבר באוקטובר|אוקטובר בנובמבר|נובמבר בדצמבר|דצמבר",  # Hebrew
    "ژانویه فوریه مارس آوریل مه ژوئن ژوئیه|ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر",  # Persian (Gregorian)
)
# The languages only page dating's stamps read here (see the module docstring).
_STAMP_MONTHS = _names(
    "janvier février|fevrier mars avril mai juin juillet août|aout septembre octobre novembre décembre|decembre",  # French
    "enero febrero marzo abril mayo junio julio agosto septiembre|setiembre octubre noviembre diciembre",  # Spanish
    "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",  # Italian
    "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",  # Portuguese
    "januari februari maart april mei juni juli augustus september oktober november december",  # Dutch
    "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia",  # Polish
    "ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık",  # Turkish
    "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",  # Russian
    "januari februari mars april maj juni juli augusti september oktober november december",  # Swedish
    "januari februari maret april mei juni juli agustus september oktober november desember",  # Indonesian
)
_SOLAR_HIJRI = _names("فروردین اردیبهشت خرداد تیر مرداد|امرداد شهریور مهر آبان آذر دی بهمن اسفند")


def _alternation(names: dict[str, int]) -> str:
    return "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in sorted(names, key=len, reverse=True))


# A word ends where no letter follows ("marts" is not "martsen"); Devanagari's vowel signs are not
# letters to `\w`, so its block counts as letters; Thai writes no spaces, so its letters do not.
_LETTER_AFTER = r"(?![^\W\d_\u0e00-\u0e7f]|[\u0900-\u097f])"
_LETTER_BEFORE = r"(?<![^\W\d_\u0e00-\u0e7f])(?<![\u0900-\u097f])"
_DAY_MONTH = re.compile(
    rf"(?<!\d)(?P<d>\d{{1,2}})\.?\s*(?:ב?-?\s*)?(?P<m>{_alternation(_GREGORIAN | _YEAR_NEEDED)}){_LETTER_AFTER}"
    rf"(?:,?\s*(?:(?P<be>พ\.ศ\.|ค\.ศ\.)\s*)?(?P<y>\d{{4}})(?!\d)(?:\s*(?:року|р\.|م|г\.))?)?",
    re.IGNORECASE,
)
# "9 mars 2025", "7 de marzo de 2025", "4 marca 2025 r.", "19 февраля 2025 г.": the year is needed.
_STAMP_DAY_MONTH = re.compile(
    rf"(?<!\d)(?P<d>\d{{1,2}})\.?\s*(?:de\s+)?(?P<m>{_alternation(_STAMP_MONTHS)}){_LETTER_AFTER}"
    rf",?\s*(?:de\s+)?(?P<y>(?:19|20)\d{{2}})(?!\d)(?:\s*(?:r\.|г\.|года|yılı))?",
    re.IGNORECASE,
)
# "二〇二五年六月二十日": the year digit by digit, the month and day as numbers ("十二", "二十一").
_CJK_DIGITS = {c: n for n, c in enumerate("〇一二三四五六七八九")} | {"零": 0}
_CJK_NUMERAL_DATE = re.compile(
    r"(?P<y>[〇零一二三四五六七八九]{4})\s*年\s*(?P<m>[一二三四五六七八九十]{1,3})\s*月\s*(?P<d>[一二三四五六七八九十]{1,3})\s*[日号]"
)


def _cjk_number(text: str) -> int:
    """A Chinese numeral up to 99 ("二十一", "十", "十二") or written digit by digit ("二〇二五")."""
    if "十" not in text:
        return int("".join(str(_CJK_DIGITS[c]) for c in text))
    tens, _, units = text.partition("十")
    return (_CJK_DIGITS[tens] if tens else 1) * 10 + (_CJK_DIGITS[units] if units else 0)


_HIJRI_NAMED = re.compile(rf"(?<!\d)(?P<d>\d{{1,2}})\s*(?P<m>{_alternation(_SOLAR_HIJRI)}){_LETTER_AFTER}\s*(?:ماه\s*)?(?P<y>1[34]\d{{2}})(?!\d)")
_HIJRI_NUMERIC = re.compile(r"(?<![\d/.-])(?P<y>1[34]\d{2})[/-](?P<m>\d{1,2})[/-](?P<d>\d{1,2})(?![\d/.-])")
_THAI_NUMERIC = re.compile(r"(?<![\d/.-])(?P<d>\d{1,2})/(?P<m>\d{1,2})/(?P<y>25\d{2})(?![\d/.-])")
_VIETNAMESE = re.compile(
    r"(?:\bngày\s+)?(?<!\d)(?P<d>\d{1,2})\s+tháng\s+(?P<m>\d{1,2})(?!\d)(?:\s*(?:,|năm)\s*(?P<y>\d{4})(?!\d))?",
    re.IGNORECASE,
)
_ERAS = {"民國": 1911, "民国": 1911, "平成": 1988, "昭和": 1925}
_ERA_DATE = re.compile(
    r"(?:(?P<era>民國|民国|平成|昭和)\s*(?P<ey>\d{1,3}|元)|(?<![\d年])(?P<roc>1\d{2}))\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]"
)
_ARABIC_SCRIPT = re.compile(r"[\u0600-\u06ff]")
_THAI_SCRIPT = re.compile(r"[\u0e00-\u0e7f]")

_YESTERDAY = re.compile(
    rf"{_LETTER_BEFORE}(?:어제|ieri|gisteren|wczoraj|včera|igår|i\s+går|eilen|χθες|אתמול|أمس|امس|البارحة|دیروز"
    rf"|เมื่อวาน(?:นี้)?|hôm\s+qua|kemarin|dün|вчера|вчора){_LETTER_AFTER}",
    re.IGNORECASE,
)
_YESTERDAY_OR_TOMORROW = re.compile(rf"{_LETTER_BEFORE}कल{_LETTER_AFTER}")
_DAYS_AGO = re.compile(
    r"(?:před\s+(?P<a>\d{1,3})\s+dny|(?:for|för)\s+(?P<b>\d{1,3})\s+(?:dage|dager|dagar)\s+sedan|for\s+(?P<c>\d{1,3})\s+(?:dage|dager)\s+siden"
    r"|πριν(?:\s+από)?\s+(?P<d>\d{1,3})\s+(?:ημέρες|μέρες)|לפני\s+(?P<e>\d{1,3})\s+ימים|منذ\s+(?P<f>\d{1,3})\s+(?:أيام|ايام|يوما|يومًا|يوم)"
    r"|há\s+(?P<g>\d{1,3})\s+dias"
    r"|(?P<n>\d{1,3})\s*(?:일\s*전|giorni\s+fa|dagen\s+geleden|dni\s+temu|päivää\s+sitten|روز\s+(?:پیش|قبل)|วัน(?:ที่แล้ว|ก่อน)"
    r"|ngày\s+trước|hari\s+(?:yang\s+)?lalu|gün\s+önce|(?:дней|дня|день)\s+назад|(?:днів|дні|день)\s+тому|दिन\s+पहले))",
    re.IGNORECASE,
)


def solar_hijri_to_gregorian(year: int, month: int, day: int) -> date | None:
    """The Gregorian day of a Solar Hijri date (1300-1499 SH, the 33-year leap rule, exact there),
    None if it is not a valid date."""
    if not (1300 <= year <= 1499 and 1 <= month <= 12 and 1 <= day <= (31 if month <= 6 else 30)):
        return None
    if month == 12 and day == 30 and not _hijri_leap(year):
        return None
    nowruz, known = _NOWRUZ_1403, 1403
    while known < year:
        nowruz, known = nowruz + timedelta(days=366 if _hijri_leap(known) else 365), known + 1
    while known > year:
        known -= 1
        nowruz -= timedelta(days=366 if _hijri_leap(known) else 365)
    # Farvardin to Shahrivar have 31 days, Mehr to Bahman 30.
    return nowruz + timedelta(days=(month - 1) * 31 - max(0, month - 7) + day - 1)


_NOWRUZ_1403 = date(2024, 3, 20)  # 1 Farvardin 1403


def _hijri_leap(year: int) -> bool:
    return year % 33 in (1, 5, 9, 13, 17, 22, 26, 30)


def _valid(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _nearest_year(month: int, day: int, anchor: date) -> date | None:
    options = [d for y in (anchor.year - 1, anchor.year, anchor.year + 1) if (d := _valid(y, month, day))]
    return min(options, key=lambda d: abs((d - anchor).days), default=None)


def _gregorian_year(written: int, era: str | None) -> int:
    """A written year as CE: a Buddhist-era year (25xx, or named พ.ศ.) less 543."""
    return written - 543 if era == "พ.ศ." or (era is None and written >= 2400) else written


def _absolute(text: str, anchor: date) -> list[WorldDate]:
    found: list[WorldDate] = []
    for match in _DAY_MONTH.finditer(text):
        name = " ".join(match["m"].lower().split())
        month = _GREGORIAN.get(name) or _YEAR_NEEDED[name]
        if match["y"]:
            day = _valid(_gregorian_year(int(match["y"]), match["be"]), month, int(match["d"]))
            kind: Literal["absolute", "no_year"] = "absolute"
        elif name in _YEAR_NEEDED:
            continue
        else:
            day, kind = _nearest_year(month, int(match["d"]), anchor), "no_year"
        if day is not None:
            found.append(WorldDate(match.start(), match.end(), kind, day, day))
    arabic = _ARABIC_SCRIPT.search(text) is not None
    for pattern, named in ((_HIJRI_NAMED, True), (_HIJRI_NUMERIC, False)):
        if not arabic:
            break
        for match in pattern.finditer(text):
            month = _SOLAR_HIJRI[match["m"]] if named else int(match["m"])
            if (day := solar_hijri_to_gregorian(int(match["y"]), month, int(match["d"]))) is not None:
                found.append(WorldDate(match.start(), match.end(), "absolute", day, day))
    if _THAI_SCRIPT.search(text):
        for match in _THAI_NUMERIC.finditer(text):
            if (day := _valid(int(match["y"]) - 543, int(match["m"]), int(match["d"]))) is not None:
                found.append(WorldDate(match.start(), match.end(), "absolute", day, day))
    for match in _VIETNAMESE.finditer(text):
        if not match["y"] and not match.group().lower().startswith("ngày"):
            continue  # "5 tháng 3" alone may be a count of months
        month, dom = int(match["m"]), int(match["d"])
        day = _valid(int(match["y"]), month, dom) if match["y"] else _nearest_year(month, dom, anchor)
        if day is not None:
            found.append(WorldDate(match.start(), match.end(), "absolute" if match["y"] else "no_year", day, day))
    for match in _ERA_DATE.finditer(text):
        if match["era"]:
            year = _ERAS[match["era"]] + (1 if match["ey"] == "元" else int(match["ey"]))
        else:
            year = 1911 + int(match["roc"])  # a three-digit year before 年 is only a Minguo year
        if (day := _valid(year, int(match["m"]), int(match["d"]))) is not None:
            found.append(WorldDate(match.start(), match.end(), "absolute", day, day))
    return found


def _relative(text: str, anchor: date) -> list[WorldDate]:
    found = [WorldDate(m.start(), m.end(), "relative", anchor - timedelta(days=1), anchor - timedelta(days=1))
             for m in _YESTERDAY.finditer(text)]
    found += [WorldDate(m.start(), m.end(), "relative", anchor + timedelta(days=1), anchor - timedelta(days=1))
              for m in _YESTERDAY_OR_TOMORROW.finditer(text)]
    for match in _DAYS_AGO.finditer(text):
        count = int(next(g for g in match.groups() if g is not None))
        day = anchor - timedelta(days=count)
        found.append(WorldDate(match.start(), match.end(), "relative", day, day))
    return found


# Decimal digits of the scripts pages write dates in, folded to ASCII one for one (positions kept).
_DIGIT_ZEROS = (0x0660, 0x06F0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0E50,
                0x0ED0, 0x0F20, 0x1040, 0x17E0, 0xFF10)
_DIGITS = {zero + n: str(n) for zero in _DIGIT_ZEROS for n in range(10)}


def _kept(found: list[WorldDate]) -> list[WorldDate]:
    """`found` in order, without overlaps: the earlier, then the longer, wins."""
    kept: list[WorldDate] = []
    for item in sorted(found, key=lambda w: (w.start, -w.end)):
        if not kept or item.start >= kept[-1].end:
            kept.append(item)
    return kept


def find_stamp_dates(text: str) -> list[WorldDate]:
    """The full dates of `text` a page's stamp may be written in: those `find_world_dates` reads
    with their year, and the day-month-year dates of the stamp table (see the module docstring)."""
    text = text.translate(_DIGITS)
    found = [w for w in _absolute(text, date(2000, 1, 1)) if w.kind == "absolute"]
    for match in _STAMP_DAY_MONTH.finditer(text):
        month = _STAMP_MONTHS[" ".join(match["m"].lower().split())]
        if (day := _valid(int(match["y"]), month, int(match["d"]))) is not None:
            found.append(WorldDate(match.start(), match.end(), "absolute", day, day))
    for match in _CJK_NUMERAL_DATE.finditer(text):
        if "十" in match["m"][1:] or "十" in match["d"][2:]:
            continue  # not a number ("十十")
        day = _valid(_cjk_number(match["y"]), _cjk_number(match["m"]), _cjk_number(match["d"]))
        if day is not None:
            found.append(WorldDate(match.start(), match.end(), "absolute", day, day))
    return _kept(found)


def find_world_dates(text: str, anchor: date) -> list[WorldDate]:
    """Every date this module reads in `text` (see the module docstring), in order, without
    overlaps (the earlier, then the longer, wins); year-less and relative ones against `anchor`.
    Digits of other scripts ("۱۴۰۳", "๒๕๖๘") are read as their values."""
    text = text.translate(_DIGITS)
    return _kept([*_absolute(text, anchor), *_relative(text, anchor)])
