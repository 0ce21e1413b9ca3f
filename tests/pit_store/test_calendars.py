"""Exchange calendars: symbol -> calendar, session closes (early closes included), intraday sessions."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import InputError, NaiveDatetimeError
from pit_store.calendars import (
    calendar_for,
    calendar_range,
    exchange_calendar,
    is_session,
    normalise_code,
    session_close,
    session_closes,
    session_of,
    sessions_of,
)

NEW_YORK = ZoneInfo("America/New_York")
SHANGHAI = ZoneInfo("Asia/Shanghai")
HONG_KONG = ZoneInfo("Asia/Hong_Kong")


@pytest.mark.parametrize(
    ("symbol", "code"),
    [
        ("AAPL", "XNYS"),
        ("aapl", "XNYS"),
        ("BRK.B", "XNYS"),
        ("AAPL.US", "XNYS"),
        ("600519.SS", "XSHG"),
        ("600519.SH", "XSHG"),
        ("000001.SZ", "XSHG"),
        ("0700.HK", "XHKG"),
        ("7203.T", "XTKS"),
        ("VOD.L", "XLON"),
    ],
)
def test_calendar_for_maps_suffixes(symbol: str, code: str) -> None:
    assert calendar_for(symbol) == code


def test_override_wins_and_is_normalised() -> None:
    assert calendar_for("600519.SS", "xnys") == "XNYS"
    assert calendar_for("AAPL", "XSHE") == "XSHG"  # Shenzhen is an alias of Shanghai
    assert calendar_for("AAPL", "NYSE") == "XNYS"  # exchange-calendars' own alias
    assert normalise_code(" xhkg ") == "XHKG"


def test_unknown_calendar_and_suffix_are_errors() -> None:
    with pytest.raises(InputError, match="unknown exchange calendar 'NOPE'") as caught:
        calendar_for("AAPL", "NOPE")
    assert caught.value.field == "calendar"
    with pytest.raises(InputError, match=r"suffix '\.XYZ'") as caught:
        calendar_for("FOO.XYZ")
    assert caught.value.field == "symbol"
    with pytest.raises(InputError, match="empty symbol"):
        calendar_for("  ")


def test_calendars_are_cached_and_reach_back_before_the_default_window() -> None:
    assert exchange_calendar("XNYS") is exchange_calendar("xnys")
    assert calendar_range("XNYS")[0] <= date(1990, 1, 2)
    assert calendar_range("XSHG")[0] <= date(1991, 1, 2)  # XSHG's own history starts in 1990
    assert is_session("XNYS", date(1995, 3, 1))


@pytest.mark.parametrize(
    ("code", "day", "local", "tz"),
    [
        ("XNYS", date(2024, 1, 5), datetime(2024, 1, 5, 16, 0), NEW_YORK),  # EST: 21:00 UTC
        ("XNYS", date(2024, 7, 5), datetime(2024, 7, 5, 16, 0), NEW_YORK),  # EDT: 20:00 UTC
        ("XNYS", date(2024, 11, 29), datetime(2024, 11, 29, 13, 0), NEW_YORK),  # day after Thanksgiving
        ("XNYS", date(2024, 7, 3), datetime(2024, 7, 3, 13, 0), NEW_YORK),  # eve of Independence Day
        ("XSHG", date(2024, 3, 5), datetime(2024, 3, 5, 15, 0), SHANGHAI),
        ("XHKG", date(2024, 3, 5), datetime(2024, 3, 5, 16, 0), HONG_KONG),
    ],
)
def test_session_close_is_the_exchange_close(code: str, day: date, local: datetime, tz: ZoneInfo) -> None:
    close = session_close(code, day)
    assert close.tzinfo is UTC
    assert close == local.replace(tzinfo=tz)


def test_utc_closes_follow_daylight_saving() -> None:
    assert session_close("XNYS", date(2024, 1, 5)) == datetime(2024, 1, 5, 21, 0, tzinfo=UTC)
    assert session_close("XNYS", date(2024, 7, 5)) == datetime(2024, 7, 5, 20, 0, tzinfo=UTC)


def test_non_session_is_an_error() -> None:
    assert not is_session("XNYS", date(2024, 7, 4))
    assert not is_session("XNYS", date(2024, 7, 6))  # Saturday
    with pytest.raises(InputError, match="2024-07-04 is not a trading session of XNYS"):
        session_close("XNYS", date(2024, 7, 4))
    with pytest.raises(InputError, match="2024-10-01 is not a trading session of XSHG"):
        session_close("XSHG", date(2024, 10, 1))  # National Day
    with pytest.raises(InputError, match="outside the XNYS calendar"):
        session_close("XNYS", date(1950, 1, 3))


def test_session_closes_is_vectorised_with_a_mask() -> None:
    days = pd.Series(pd.to_datetime(["2024-07-03", "2024-07-04", "2024-07-05", "1950-01-03"]), index=[10, 11, 12, 13])
    closes = session_closes("XNYS", days)
    assert list(closes.index) == [10, 11, 12, 13]
    assert closes.isna().tolist() == [False, True, False, True]
    assert closes[10] == pd.Timestamp("2024-07-03 17:00", tz=UTC)
    assert closes[12] == pd.Timestamp("2024-07-05 20:00", tz=UTC)
    plain = session_closes("XNYS", np.array(["2024-07-05"], dtype="datetime64[D]"))
    assert plain.iloc[0] == pd.Timestamp("2024-07-05 20:00", tz=UTC)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.dates(min_value=date(1995, 1, 1), max_value=date(2026, 6, 30)), min_size=1, max_size=30))
def test_vectorised_closes_agree_with_scalar_ones(days: list[date]) -> None:
    for code in ("XNYS", "XSHG"):
        closes = session_closes(code, np.array(days, dtype="datetime64[D]"))
        for day, close in zip(days, closes, strict=True):
            if is_session(code, day):
                assert close.to_pydatetime() == session_close(code, day)
            else:
                assert pd.isna(close)


def test_sessions_of_respects_bar_start_and_end_stamps() -> None:
    instants = pd.DatetimeIndex(
        [
            "2024-03-05 14:30Z",  # NYSE open
            "2024-03-05 21:00Z",  # NYSE close
            "2024-03-05 18:00Z",  # mid-session
            "2024-03-05 23:00Z",  # after hours
        ]
    )
    left = sessions_of("XNYS", instants, closed="left")
    right = sessions_of("XNYS", instants, closed="right")
    day = pd.Timestamp("2024-03-05")
    assert left.tolist()[:1] == [day] and pd.isna(left[1]) and left[2] == day and pd.isna(left[3])
    assert pd.isna(right[0]) and right[1] == day and right[2] == day and pd.isna(right[3])


def test_session_of_single_instants() -> None:
    lunch = datetime(2024, 3, 5, 12, 30, tzinfo=HONG_KONG)  # the lunch break belongs to its session
    assert session_of("XHKG", lunch) == date(2024, 3, 5)
    close = datetime(2024, 3, 5, 15, 0, tzinfo=SHANGHAI)
    assert session_of("XSHG", close, closed="right") == date(2024, 3, 5)
    with pytest.raises(InputError, match="outside every XSHG session"):
        session_of("XSHG", close)
    with pytest.raises(NaiveDatetimeError, match="naive datetime"):
        session_of("XNYS", datetime(2024, 3, 5, 10, 0))
    with pytest.raises(NaiveDatetimeError):
        sessions_of("XNYS", pd.DatetimeIndex(["2024-03-05 10:00"]))


def test_intraday_session_of_late_us_bar_is_its_own_day() -> None:
    # 15:59 New York on a winter day is 20:59 UTC, still the same session.
    start = datetime(2024, 1, 5, 15, 59, tzinfo=NEW_YORK)
    assert session_of("XNYS", start) == date(2024, 1, 5)
    assert session_of("XNYS", start + timedelta(minutes=1), closed="right") == date(2024, 1, 5)
