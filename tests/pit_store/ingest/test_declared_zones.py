"""A page's own statement of its zone in words (`written_stamps.declared_zone`) and the loose times
such a page's live roll prints. Hand-written pages, each with its counterpart."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html

from pit_store.ingest.page_dates import date_evidence
from pit_store.ingest.written_stamps import declared_zone, loose_stamps

LONDON = ZoneInfo("Europe/London")


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def known_at(body: str, url: str, lang: str = "") -> datetime | None:
    lang_attr = f' lang="{lang}"' if lang else ""
    tree = lxml.html.document_fromstring(
        f"<html{lang_attr}><head><title>Harbour notice</title></head><body><article><h1>Harbour notice</h1>"
        f"{body}<p>The harbour office repaints the pilot station and the new crane arrives by barge; "
        "the quay stays open to the ferries throughout the works.</p></article></body></html>"
    )
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12")).known_at


# --- declared zones written with a zone's own name, in Japanese or Chinese, or a shared name ---


def test_a_zone_named_in_words_is_declared() -> None:
    assert declared_zone(["Helpdesk · Times are East Africa Time."], None) == ZoneInfo("Africa/Nairobi")
    assert declared_zone(["All times are Japan time"], None) == ZoneInfo("Asia/Tokyo")
    # counterpart: a region that is no zone's name declares nothing
    assert declared_zone(["Times are East Coast friendly."], None) is None


def test_a_japanese_or_chinese_declaration_is_read() -> None:
    assert declared_zone(["表示時刻はすべて日本時間です。"], None) == ZoneInfo("Asia/Tokyo")
    assert declared_zone(["以上时间均为北京时间"], None) == ZoneInfo("Asia/Shanghai")
    # counterpart: a duration is no zone ("the meeting lasts two hours"), nor an unknown place's time
    assert declared_zone(["会議時間は2時間"], None) is None
    assert declared_zone(["時刻は火星時間"], None) is None


def test_a_shared_name_is_declared_only_where_the_region_settles_it() -> None:
    # "BST" is British summer time on a British page (its summer), Bangladesh's elsewhere too: none
    assert declared_zone(["Times shown in BST."], LONDON) is not None
    assert declared_zone(["Times shown in BST."], LONDON).utcoffset(None).total_seconds() == 3600  # type: ignore[union-attr]
    assert declared_zone(["Times shown in BST."], None) is None
    assert declared_zone(["All times CST"], ZoneInfo("Asia/Shanghai")) is not None
    assert declared_zone(["All times CST"], None) is None


# --- loose times on a page that declares its zone ---


def test_an_offset_is_no_loose_time() -> None:
    day = date(2020, 9, 19)
    assert loose_stamps("All times are UTC+10:00", day, UTC) == []
    assert loose_stamps("GMT -05:00", day, UTC) == []
    # counterpart: a range's end is a time of the day
    assert [s.instant for s in loose_stamps("10:00-12:00 session", day, UTC)] == [utc(2020, 9, 19, 10), utc(2020, 9, 19, 12)]


def test_a_live_roll_under_a_declaration_is_known_at_its_last_entry() -> None:
    url = "https://markets.harbourwire.example/roll/2024-11-06/"
    roll = "<p>2024年11月6日 09:30 开盘</p><p>11:20 港口吞吐量公布</p><p>14:52 午后收盘</p>"
    declared = known_at(roll + "<p>以上时间均为北京时间</p>", url)
    assert declared == utc(2024, 11, 6, 6, 52)  # 14:52 Beijing
    # counterpart: without the declaration the zone-less entries are no stamps; the day stands
    assert known_at(roll, url) == utc(2024, 11, 7, 11, 59, 59, 999999)
