"""The injected clock. Nothing deep in asof calls `datetime.now()`: it asks a `Clock`.

A clock only moves forward (nautilus_trader's rule): a `ManualClock` refuses to go back, and
`SystemClock` never returns an instant earlier than one it already returned.
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from typing import Protocol, runtime_checkable

from engine.errors import AsofError
from engine.timestamps import ensure_utc


@runtime_checkable
class Clock(Protocol):
    """Source of the current instant (aware UTC)."""

    def now(self) -> datetime:
        """Return the current instant, never earlier than a previous answer."""
        ...


class SystemClock:
    """Wall-clock time, made monotone so that recorded times never run backwards."""

    def __init__(self) -> None:
        self._last: datetime | None = None
        self._lock = threading.Lock()

    def now(self) -> datetime:
        with self._lock:
            current = datetime.now(UTC)
            if self._last is not None and current < self._last:
                current = self._last
            self._last = current
            return current


class ManualClock:
    """A clock tests and simulations set by hand; it refuses to move backwards."""

    def __init__(self, start: datetime) -> None:
        self._now = ensure_utc(start, field="start")

    def now(self) -> datetime:
        return self._now

    def set(self, instant: datetime) -> None:
        """Move to `instant`; moving backwards is an error."""
        instant = ensure_utc(instant, field="instant")
        if instant < self._now:
            raise AsofError(f"clock cannot move backwards from {self._now} to {instant}")
        self._now = instant

    def advance(self, delta: timedelta) -> datetime:
        """Move forward by `delta` and return the new instant."""
        if delta < timedelta(0):
            raise AsofError("clock cannot move backwards")
        self._now = self._now + delta
        return self._now
