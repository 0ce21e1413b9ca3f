"""What a generation run asks for, and helpers every builder shares."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from engine.errors import InputError
from engine.ids import stable_id
from engine.timestamps import UtcDateTime, to_iso
from tasks.base import Frozen, TaskName
from tasks.rank import Variant


class GenerationRequest(Frozen):
    """A generation run: which task, over which symbols and forecast period, resolved as of when."""

    task: TaskName
    symbols: tuple[str, ...] = ()
    start: UtcDateTime | None = None
    end: UtcDateTime | None = None
    horizon: str | None = None
    resolve_at: UtcDateTime | None = None
    pin: int | None = None
    every: int = Field(default=1, ge=1)
    benchmark: str | None = None
    variant: Variant = "H"
    metric: str | None = None
    source: Literal["filings", "macro"] = "filings"
    schemas: tuple[Path, ...] = ()
    count: int = Field(default=10, ge=1)
    seed: int = 0
    market: str = "US"

    @model_validator(mode="after")
    def _period(self) -> "GenerationRequest":
        if self.start is not None and self.end is not None and self.end < self.start:
            raise ValueError("--to is before --from")
        return self

    def period(self) -> tuple[datetime, datetime]:
        """(start, end) of the forecast period; both are required for store-based tasks."""
        if self.start is None or self.end is None:
            raise InputError(f"{self.task} needs --from and --to", field="from")
        return self.start, self.end

    def need_symbols(self) -> tuple[str, ...]:
        """The symbols; store-based tasks need at least one."""
        if not self.symbols:
            raise InputError(f"{self.task} needs --symbols", field="symbols")
        return self.symbols


def instance_id(task: str, *parts: object) -> str:
    """A stable instance id from what identifies the instance."""
    return stable_id(task.lower(), *[to_iso(p) if isinstance(p, datetime) else p for p in parts])


def horizon_int(request: GenerationRequest, default: int, *, name: str) -> int:
    """The request's horizon as a positive integer (days or sessions)."""
    text = request.horizon if request.horizon is not None else str(default)
    try:
        value = int(text)
    except ValueError:
        raise InputError(f"{request.task} horizon is a whole number of {name}, got {text!r}", field="horizon") from None
    if value < 1:
        raise InputError(f"{request.task} horizon must be at least 1 {name}", field="horizon")
    return value
