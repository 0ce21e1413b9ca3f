"""Dates in languages and calendars the main readers have no table for (`world_dates`).

Hand-written sentences, one language or calendar per case: a fact dated in Greek, Thai or Persian
must be dated at all, or a leak in it is invisible to every rule.
"""

from __future__ import annotations

from datetime import date

import pytest

from pit_store.ingest.world_dates import find_world_dates, solar_hijri_to_gregorian

ANCHOR = date(2025, 6, 20)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Valná hromada se konala 12. května 2025 v Brně.", date(2025, 5, 12)),  # Czech
        ("Selskabet offentliggjorde tallene den 3. marts 2025.", date(2025, 3, 3)),  # Danish
        ("Styret la fram regnskapet 14. februar 2025.", date(2025, 2, 14)),  # Norwegian
        ("Yhtiö julkaisi tuloksensa 7. huhtikuuta 2025.", date(2025, 4, 7)),  # Finnish
        ("Η εταιρεία ανακοίνωσε στις 9 Μαΐου 2025 τα αποτελέσματα.", date(2025, 5, 9)),  # Greek
        ("החברה דיווחה ב-4 בפברואר 2025 על רווח.", date(2025, 2, 4)),  # Hebrew
        ("أعلنت الشركة في 11 أغسطس 2024 عن أرباحها.", date(2024, 8, 11)),  # Arabic (Egypt, Gulf)
        ("صدر القرار في 2 تشرين الثاني 2024.", date(2024, 11, 2)),  # Arabic (Levant)
        ("Компанія оприлюднила звіт 18 вересня 2024 року.", date(2024, 9, 18)),  # Ukrainian
        ("कंपनी ने 22 जुलाई 2024 को नतीजे जारी किए।", date(2024, 7, 22)),  # Hindi
        ("บริษัทแจ้งผลประกอบการเมื่อ 8 สิงหาคม 2567", date(2024, 8, 8)),  # Thai, Buddhist era
        ("ประชุมวันที่ 8 ส.ค. พ.ศ. 2567", date(2024, 8, 8)),  # Thai abbreviation, era named
        ("ประกาศ ณ วันที่ 30/9/2567", date(2024, 9, 30)),  # Thai numeric, Buddhist era
        ("Công ty công bố kết quả ngày 15 tháng 8 năm 2024.", date(2024, 8, 15)),  # Vietnamese
        ("گزارش شرکت در ۲۵ دی ۱۴۰۳ منتشر شد.", date(2025, 1, 14)),  # Persian, Solar Hijri, Persian digits
        ("تاریخ انتشار: 1403/05/10", date(2024, 7, 31)),  # Solar Hijri, numeric, on a page in Arabic script
        ("董事會於民國113年11月8日通過決議。", date(2024, 11, 8)),  # Minguo era
        ("公司於113年11月8日公告。", date(2024, 11, 8)),  # a bare three-digit year: Minguo
        ("平成30年6月1日に設立。", date(2018, 6, 1)),  # Heisei
        ("أعلنت الشركة في ١١ أغسطس ٢٠٢٤ عن أرباحها.", date(2024, 8, 11)),  # Arabic-Indic digits
        ("बैठक ५ मार्च २०२५ को हुई।", date(2025, 3, 5)),  # Devanagari digits
    ],
)
def test_a_dated_fact_in_another_language_is_dated(text: str, day: date) -> None:
    (found,) = [w for w in find_world_dates(text, ANCHOR) if w.kind == "absolute"]
    assert found.day == day == found.earliest


def test_a_year_less_date_takes_the_year_nearest_the_anchor() -> None:
    (found,) = find_world_dates("Výsledky přišly 2. června.", ANCHOR)
    assert (found.kind, found.day) == ("no_year", date(2025, 6, 2))


@pytest.mark.parametrize(
    "text",
    ["Ο σκηνοθέτης είπε 5 λέξεις.", "הבמאי 5 במאי הגיע", "قیمت 5 دی بود", "Sold 5 tháng 3 trước"],
)
def test_words_that_only_look_like_dates_are_not_read(text: str) -> None:
    # Hebrew "במאי" is also "director", Persian "دی" a word: they need a year; "N tháng M" alone may be a count.
    assert [w for w in find_world_dates(text, ANCHOR) if w.kind != "relative"] == []


@pytest.mark.parametrize(
    ("text", "days_back"),
    [
        ("어제 실적이 발표됐다", 1), ("ieri la società ha comunicato", 1), ("gisteren meldde het bedrijf", 1),
        ("wczoraj spółka podała", 1), ("včera firma oznámila", 1), ("χθες η εταιρεία", 1), ("אתמול החברה", 1),
        ("أمس أعلنت الشركة", 1), ("دیروز شرکت اعلام کرد", 1), ("เมื่อวานนี้บริษัทแจ้ง", 1), ("hôm qua công ty", 1),
        ("kemarin perusahaan", 1), ("dün şirket açıkladı", 1), ("вчера компания", 1), ("вчора компанія", 1),
        ("před 3 dny", 3), ("för 4 dagar sedan", 4), ("for 2 dage siden", 2), ("5 giorni fa", 5), ("6 dagen geleden", 6),
        ("2 dni temu", 2), ("3 päivää sitten", 3), ("πριν από 4 ημέρες", 4), ("לפני 3 ימים", 3), ("منذ 5 أيام", 5),
        ("3 روز پیش", 3), ("2 วันที่แล้ว", 2), ("4 ngày trước", 4), ("3 hari yang lalu", 3), ("5 gün önce", 5),
        ("3 дня назад", 3), ("2 дні тому", 2), ("3 दिन पहले", 3), ("há 4 dias", 4), ("3일 전", 3),
    ],
)
def test_relative_days_count_from_the_anchor(text: str, days_back: int) -> None:
    (found,) = find_world_dates(text, ANCHOR)
    assert found.kind == "relative" and (ANCHOR - found.day).days == days_back


def test_hindi_kal_keeps_both_yesterday_and_tomorrow() -> None:
    (found,) = find_world_dates("कल कंपनी नतीजे बताएगी", ANCHOR)
    assert (found.earliest, found.day) == (date(2025, 6, 19), date(2025, 6, 21))  # the later reading can decide
    assert find_world_dates("कला प्रदर्शनी", ANCHOR) == []  # "art", not "kal"


@pytest.mark.parametrize(
    ("shamsi", "gregorian"),
    [((1403, 1, 1), date(2024, 3, 20)), ((1404, 1, 1), date(2025, 3, 21)), ((1399, 12, 30), date(2021, 3, 20)),
     ((1398, 7, 1), date(2019, 9, 23)), ((1403, 10, 11), date(2024, 12, 31))],
)
def test_solar_hijri_dates_convert(shamsi: tuple[int, int, int], gregorian: date) -> None:
    assert solar_hijri_to_gregorian(*shamsi) == gregorian


def test_invalid_solar_hijri_dates_are_none() -> None:
    assert solar_hijri_to_gregorian(1402, 12, 30) is None  # 1402 is not a leap year
    assert solar_hijri_to_gregorian(1403, 7, 31) is None  # Mehr has 30 days
