"""When a fact published on a calendar day became public: the one rule for date-only sources.

A source that gives only a date (EDGAR's `filed`, ALFRED's `realtime_start`, a release date)
cannot be proven public before that day ends in the publisher's zone, so it is known at the end of
the day. A caller who knows the release time of day (CPI at 08:30 New York) may say so instead.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, tzinfo

from engine.errors import InputError
from engine.timestamps import end_of_day, zone


def known_at_from_day(day: date, tz: str | tzinfo, at: time | None = None) -> datetime:
    """The instant (UTC) a fact published on `day` in zone `tz` became public.

    `at` is a local wall-clock time in `tz`; without it the fact is known at the end of `day`.
    A wall time that falls twice (clocks set back) or never (clocks set forward) on `day` resolves
    to the later candidate instant, so the fact is never made public too early.
    """
    tz_zone = zone(tz, field="tz") if isinstance(tz, str) else tz
    tz_name = getattr(tz_zone, "key", str(tz_zone))
    if at is None:
        return end_of_day(day, tz_zone)
    if at.tzinfo is not None:
        raise InputError(
            f"release time {at.isoformat()!r} has an offset: give a wall-clock time in {tz_name}",
            field="release_time",
        )
    return max(
        datetime.combine(day, at.replace(fold=fold), tzinfo=tz_zone).astimezone(UTC) for fold in (0, 1)
    )
