"""Aware-UTC time: naive input is an error, everything else normalises to UTC."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel

from engine.errors import InputError, NaiveDatetimeError
from engine.timestamps import UtcDateTime, end_of_day, ensure_utc, parse_duration, parse_utc, to_iso, zone


def test_parse_accepts_offsets_and_z() -> None:
    assert parse_utc("2024-03-05T16:00:00-05:00") == datetime(2024, 3, 5, 21, tzinfo=UTC)
    assert parse_utc("2024-03-05T21:00:00Z") == datetime(2024, 3, 5, 21, tzinfo=UTC)
    assert parse_utc("2024-03-05 21:00:00+00:00").tzinfo is UTC


@pytest.mark.parametrize("text", ["2024-03-05T16:00:00", "2024-03-05 16:00", "2024-03-05"])
def test_naive_or_date_only_text_is_refused(text: str) -> None:
    with pytest.raises(NaiveDatetimeError, match="offset|date, not an instant"):
        parse_utc(text, field="known_at")


def test_errors_name_the_field() -> None:
    with pytest.raises(InputError) as caught:
        parse_utc("yesterday", field="released_at")
    assert "released_at" in str(caught.value) and "unparseable" in str(caught.value)
    with pytest.raises(NaiveDatetimeError):
        ensure_utc(datetime(2024, 1, 1))  # noqa: DTZ001 - the point of the test
    with pytest.raises(NaiveDatetimeError):
        parse_utc(date(2024, 1, 1))


def test_pydantic_field_normalises_and_serialises() -> None:
    class Model(BaseModel):
        at: UtcDateTime

    model = Model(at="2024-03-05T08:00:00+08:00")
    assert model.at == datetime(2024, 3, 5, 0, tzinfo=UTC)
    assert model.model_dump(mode="json") == {"at": "2024-03-05T00:00:00.000000Z"}
    with pytest.raises(NaiveDatetimeError):
        Model(at=datetime(2024, 3, 5))  # noqa: DTZ001


@given(st.datetimes(min_value=datetime(1900, 1, 2), max_value=datetime(2200, 1, 1), timezones=st.sampled_from([UTC, timezone(timedelta(hours=8)), timezone(timedelta(hours=-5, minutes=-30))])))
def test_iso_round_trip(value: datetime) -> None:
    assert parse_utc(to_iso(value)) == value


def test_end_of_day_is_the_last_microsecond_in_the_zone() -> None:
    assert end_of_day(date(2024, 3, 5), ZoneInfo("America/New_York")) == datetime(2024, 3, 6, 4, 59, 59, 999999, tzinfo=UTC)
    assert end_of_day(date(2024, 3, 5), zone("Etc/GMT+12")) == datetime(2024, 3, 6, 11, 59, 59, 999999, tzinfo=UTC)
    with pytest.raises(InputError, match="unknown timezone"):
        zone("Mars/Olympus")


@pytest.mark.parametrize(
    ("text", "expected"),
    [("90s", timedelta(seconds=90)), ("15m", timedelta(minutes=15)), ("1h", timedelta(hours=1)),
     ("2d", timedelta(days=2)), ("250ms", timedelta(milliseconds=250)), ("30", timedelta(seconds=30))],
)
def test_durations(text: str, expected: timedelta) -> None:
    assert parse_duration(text) == expected


@pytest.mark.parametrize("text", ["-5m", "soon", "nan"])
def test_bad_durations(text: str) -> None:
    with pytest.raises(InputError):
        parse_duration(text, field="latency")


def test_day_contains_spans_the_day_everywhere_on_earth() -> None:
    from engine.timestamps import day_contains

    day = date(2024, 10, 1)
    assert day_contains(day, datetime(2024, 9, 30, 10, 0, tzinfo=UTC))  # 00:00 in UTC+14
    assert not day_contains(day, datetime(2024, 9, 30, 9, 59, tzinfo=UTC))
    assert day_contains(day, datetime(2024, 10, 2, 11, 59, tzinfo=UTC))  # 23:59 in UTC-12
    assert not day_contains(day, datetime(2024, 10, 2, 12, 0, tzinfo=UTC))
    with pytest.raises(NaiveDatetimeError):
        day_contains(day, datetime(2024, 10, 1, 12, 0))  # naive: an error, not a guess
