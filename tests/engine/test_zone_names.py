"""Zone names written beside times, shared by the ingest's page dating and the leakage rules."""

from __future__ import annotations

from datetime import timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from engine.timestamps import named_zone


@pytest.mark.parametrize(
    ("word", "offset"),
    [("EDT", -4), ("edt", -4), ("BST", 1), ("MESZ", 2), ("JST", 9), ("UTC+8", 8), ("GMT-05:00", -5), ("UTC+0530", 5.5)],
)
def test_fixed_abbreviations_and_offsets(word: str, offset: float) -> None:
    assert named_zone(word) == timezone(timedelta(hours=offset))


def test_place_names_follow_the_date() -> None:
    assert named_zone("ET") == ZoneInfo("America/New_York") and named_zone("北京时间") == ZoneInfo("Asia/Shanghai")
    assert named_zone("Mars time") is None and named_zone("UTC+99") is None


def test_a_shared_abbreviation_is_read_in_the_page_s_zone_else_the_westernmost() -> None:
    assert named_zone("CST") == timezone(timedelta(hours=-6))  # US Central: the latest instant
    assert named_zone("CST", cjk=True) == timezone(timedelta(hours=8))
    assert named_zone("IST") == timezone(timedelta(hours=1))  # Irish: westernmost of India, Israel, Ireland
    assert named_zone("IST", page_zone=ZoneInfo("Asia/Kolkata")) == timezone(timedelta(hours=5.5))
    assert named_zone("IST", page_zone=timezone(timedelta(hours=5, minutes=30))) == timezone(timedelta(hours=5.5))


def test_zone_abbreviations_of_more_countries() -> None:
    from datetime import timedelta, timezone

    from engine.timestamps import named_zone

    assert named_zone("МСК") == timezone(timedelta(hours=3))
    assert named_zone("TSİ") == timezone(timedelta(hours=3))  # "tsi" plus a combining dot once lowered
    assert named_zone("ICT") == timezone(timedelta(hours=7))
    assert named_zone("WITA") == timezone(timedelta(hours=8))
