"""Exchange calendars: which market a symbol trades on, and when its sessions open and close.

A price bar becomes public when its session closes, so every close comes from `exchange-calendars`
(holidays and early closes included), never from an assumed time of day. Calendars are slow to
build, so each one is built once per process and kept with its schedule as NumPy arrays for the
vectorised lookups that price tables of millions of rows need.

Codes are exchange-calendars ISO codes (XNYS, XSHG, XHKG, ...). `XSHE` (Shenzhen) is accepted as an
alias of `XSHG`: exchange-calendars has no separate Shenzhen calendar because both mainland
exchanges trade the same sessions.
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from functools import cache
from typing import Literal

import exchange_calendars as xc
from exchange_calendars.errors import InvalidCalendarName
import numpy as np
import pandas as pd

from engine.errors import InputError, NaiveDatetimeError
from engine.timestamps import ensure_utc

__all__ = [
    "DEFAULT_CALENDAR",
    "SUFFIX_CALENDARS",
    "calendar_for",
    "calendar_range",
    "exchange_calendar",
    "is_session",
    "normalise_code",
    "not_session_message",
    "session_close",
    "session_closes",
    "session_of",
    "sessions_of",
]

DEFAULT_CALENDAR = "XNYS"
"""Symbols without an exchange suffix are taken to be US listings."""

SUFFIX_CALENDARS: Mapping[str, str] = {
    # Yahoo Finance style suffixes
    "SS": "XSHG",
    "SH": "XSHG",
    "SZ": "XSHG",  # Shenzhen trades Shanghai's sessions (see module docstring)
    "HK": "XHKG",
    "T": "XTKS",
    "L": "XLON",
    "TO": "XTSE",
    "DE": "XETR",
    "PA": "XPAR",
    "AX": "XASX",
    "KS": "XKRX",
    "SI": "XSES",
    # Stooq style suffixes
    "US": "XNYS",
    "UK": "XLON",
    "JP": "XTKS",
}
"""Ticker suffix (after the last '.') -> exchange-calendars code."""

_ALIASES: Mapping[str, str] = {"XSHE": "XSHG"}

_EARLIEST_START = pd.Timestamp("1990-01-01")
"""Build calendars from here (or the calendar's own first date) so old histories can be read."""


@dataclass(frozen=True)
class _Schedule:
    """One calendar's sessions as sorted arrays: labels as days, opens/closes as UTC nanoseconds."""

    code: str
    labels: np.ndarray  # datetime64[D]
    opens: np.ndarray  # int64 ns since epoch, UTC
    closes: np.ndarray  # int64 ns since epoch, UTC


def normalise_code(code: str) -> str:
    """The canonical exchange-calendars code for `code` (case-insensitive; aliases resolved).

    Raises `InputError` for a code exchange-calendars does not know.
    """
    text = code.strip().upper()
    text = _ALIASES.get(text, text)
    try:
        return xc.resolve_alias(text)
    except InvalidCalendarName:
        raise InputError(f"unknown exchange calendar {code!r}", field="calendar") from None


def calendar_for(symbol: str, override: str | None = None) -> str:
    """The exchange-calendars code for `symbol`.

    An explicit `override` wins. Otherwise the ticker suffix decides (`600519.SS` -> XSHG,
    `0700.HK` -> XHKG, `7203.T` -> XTKS, `VOD.L` -> XLON, ...); a symbol without a suffix, or
    with a one-letter share-class suffix such as `BRK.B`, is a US listing (XNYS). Any other
    suffix is an error rather than a guess: a wrong calendar would date every bar wrongly.
    """
    if override is not None:
        return normalise_code(override)
    text = symbol.strip().upper()
    if not text:
        raise InputError("empty symbol", field="symbol")
    _, dot, suffix = text.rpartition(".")
    if not dot:
        return DEFAULT_CALENDAR
    if suffix in SUFFIX_CALENDARS:
        return SUFFIX_CALENDARS[suffix]
    if len(suffix) == 1 and suffix.isalpha():
        return DEFAULT_CALENDAR
    raise InputError(
        f"no exchange calendar known for suffix '.{suffix}' of symbol {symbol!r}; pass a calendar",
        field="symbol",
    )


@cache
def _build(code: str) -> xc.ExchangeCalendar:
    with warnings.catch_warnings():
        # Deprecation notices pandas raises inside exchange-calendars: nothing a caller can act on.
        warnings.simplefilter("ignore", DeprecationWarning)
        warnings.simplefilter("ignore", FutureWarning)
        try:
            return xc.get_calendar(code, start=_EARLIEST_START)
        except ValueError:
            # Some calendars (XSHG, XTKS) begin later than 1990: start at their own first date.
            bound = type(xc.get_calendar(code)).bound_min()
            return xc.get_calendar(code, start=max(_EARLIEST_START, bound))


def exchange_calendar(code: str) -> xc.ExchangeCalendar:
    """The (cached) exchange-calendars object for `code`, covering 1990 (or its start) to date."""
    return _build(normalise_code(code))


@cache
def _schedule(code: str) -> _Schedule:
    schedule = _build(code).schedule
    return _Schedule(
        code=code,
        labels=schedule.index.values.astype("datetime64[D]"),
        opens=pd.DatetimeIndex(schedule["open"]).as_unit("ns").asi8,
        closes=pd.DatetimeIndex(schedule["close"]).as_unit("ns").asi8,
    )


def _schedule_for(code: str) -> _Schedule:
    return _schedule(normalise_code(code))


def calendar_range(code: str) -> tuple[date, date]:
    """The first and last session the cached calendar covers."""
    labels = _schedule_for(code).labels
    return labels[0].astype(date), labels[-1].astype(date)


def _day_index(schedule: _Schedule, days: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Positions of `days` (datetime64[D]) in the schedule, and which of them are sessions."""
    position = np.searchsorted(schedule.labels, days)
    inside = position < len(schedule.labels)
    clipped = np.where(inside, position, 0)
    found = inside & (schedule.labels[clipped] == days) & ~np.isnat(days)
    return clipped, found


def is_session(code: str, day: date) -> bool:
    """Whether `day` is a trading session of calendar `code`."""
    _, found = _day_index(_schedule_for(code), np.array([day], dtype="datetime64[D]"))
    return bool(found[0])


def session_close(code: str, day: date) -> datetime:
    """The close of session `day` on calendar `code` as an aware UTC datetime.

    Early closes (half days) come from the calendar. Raises `InputError` when `day` is not a
    session ("2024-07-04 is not a trading session of XNYS").
    """
    schedule = _schedule_for(code)
    position, found = _day_index(schedule, np.array([day], dtype="datetime64[D]"))
    if not found[0]:
        raise InputError(_not_session_message(schedule, day))
    return pd.Timestamp(int(schedule.closes[position[0]]), tz=UTC).to_pydatetime()


def _not_session_message(schedule: _Schedule, day: date) -> str:
    first, last = schedule.labels[0].astype(date), schedule.labels[-1].astype(date)
    if not first <= day <= last:
        return (
            f"{day.isoformat()} is outside the {schedule.code} calendar "
            f"(sessions {first.isoformat()} to {last.isoformat()})"
        )
    return f"{day.isoformat()} is not a trading session of {schedule.code}"


def not_session_message(code: str, day: date) -> str:
    """The message used when `day` is not a session of `code` (or lies outside the calendar)."""
    return _not_session_message(_schedule_for(code), day)


def _as_days(days: pd.Series | pd.Index | np.ndarray) -> tuple[np.ndarray, pd.Index | None]:
    index = days.index if isinstance(days, pd.Series) else None
    values = pd.DatetimeIndex(pd.to_datetime(np.asarray(days)))
    if values.tz is not None:
        raise InputError("session labels are calendar dates, not instants", field="session")
    return values.values.astype("datetime64[D]"), index


def session_closes(code: str, days: pd.Series | pd.Index | np.ndarray) -> pd.Series:
    """UTC closes for many session labels at once; NaT where a day is not a session.

    `closes.isna()` is the mask of non-sessions. A Series input keeps its index.
    """
    schedule = _schedule_for(code)
    labels, index = _as_days(days)
    position, found = _day_index(schedule, labels)
    closes = np.where(found, schedule.closes[position], np.iinfo(np.int64).min)
    return pd.Series(
        pd.DatetimeIndex(closes.view("datetime64[ns]")).tz_localize(UTC), index=index, name="close"
    )


def _as_instants(instants: pd.Series | pd.Index | np.ndarray) -> tuple[np.ndarray, pd.Index | None]:
    index = instants.index if isinstance(instants, pd.Series) else None
    values = pd.DatetimeIndex(instants)
    if values.tz is None:
        raise NaiveDatetimeError("naive instants: give timezone-aware (UTC) times", field="timestamp")
    return values.tz_convert(UTC).as_unit("ns").asi8, index


def sessions_of(
    code: str,
    instants: pd.Series | pd.Index | np.ndarray,
    *,
    closed: Literal["left", "right"] = "left",
) -> pd.Series:
    """The session label (datetime64, midnight) containing each aware instant; NaT outside sessions.

    `closed="left"` tests `open <= t < close` (a bar stamped at its start); `closed="right"` tests
    `open < t <= close` (a bar stamped at its end). A lunch break counts as inside its session.
    """
    schedule = _schedule_for(code)
    times, index = _as_instants(instants)
    side: Literal["left", "right"] = "right" if closed == "left" else "left"
    position = np.searchsorted(schedule.opens, times, side=side) - 1
    clipped = np.clip(position, 0, None)
    closes = schedule.closes[clipped]
    within = times < closes if closed == "left" else times <= closes
    found = (position >= 0) & within & (times != np.iinfo(np.int64).min)
    labels = np.where(found, schedule.labels[clipped].astype("datetime64[ns]"), np.datetime64("NaT"))
    return pd.Series(labels, index=index, name="session")


def session_of(
    code: str, instant: datetime, *, closed: Literal["left", "right"] = "left"
) -> date:
    """The session an intraday bar stamped at `instant` belongs to (see `sessions_of`).

    Raises `InputError` if the instant lies outside every session of the calendar.
    """
    moment = ensure_utc(instant, field="timestamp")
    label = sessions_of(code, pd.DatetimeIndex([moment]), closed=closed).iloc[0]
    if pd.isna(label):
        raise InputError(
            f"{moment.isoformat()} is outside every {normalise_code(code)} session",
            field="timestamp",
        )
    return label.date()
