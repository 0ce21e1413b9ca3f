"""The model registry: each model's vendor-stated cutoff, release date and measured boundary.

A change to a model is a new row under the same name (the table is append-only); the latest row
wins. A run picks which cutoff c_m it uses with `cutoff_source`: the vendor's statement, or the
knowledge boundary measured by the probes (filled in later, so it may be missing).
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

from engine.errors import InputError
from engine.timestamps import UtcDateTime
from pit_store.model_registry import add_model_row, model_names, model_rows
from pit_store.store import PitStore

CutoffSource = Literal["vendor", "measured"]
CUTOFF_SOURCES: tuple[CutoffSource, ...] = ("vendor", "measured")


class ModelEntry(BaseModel):
    """The current registry entry of one model."""

    model_config = ConfigDict(frozen=True)

    name: str
    vendor_cutoff: UtcDateTime | None
    release_date: UtcDateTime | None
    measured_boundary: UtcDateTime | None
    notes: str
    recorded_at: UtcDateTime
    revisions: int

    def cutoff(self, source: CutoffSource) -> datetime:
        """c_m under `source`; a model without that cutoff is an error."""
        value = self.vendor_cutoff if source == "vendor" else self.measured_boundary
        if value is None:
            what = "vendor cutoff" if source == "vendor" else "measured knowledge boundary"
            raise InputError(f"model {self.name!r} has no {what} (see `asof models add`)", field="cutoff_source")
        return value


def add_model(
    store: PitStore, name: str, *, vendor_cutoff: datetime | None = None, release_date: datetime | None = None,
    measured_boundary: datetime | None = None, notes: str = "",
) -> ModelEntry:
    """Add a model or a new revision of one; fields left None keep their previous value."""
    name = name.strip()
    if not name:
        raise InputError("a model needs a name", field="name")
    previous = _latest(store, name)
    row = {
        "name": name,
        "vendor_cutoff": vendor_cutoff if vendor_cutoff is not None else (previous.vendor_cutoff if previous else None),
        "release_date": release_date if release_date is not None else (previous.release_date if previous else None),
        "measured_boundary": measured_boundary if measured_boundary is not None
        else (previous.measured_boundary if previous else None),
        "notes": notes or (previous.notes if previous else ""),
        "recorded_at": store.clock.now(),
    }
    if row["vendor_cutoff"] is None and row["measured_boundary"] is None:
        raise InputError(f"model {name!r} needs a vendor cutoff or a measured boundary", field="cutoff")
    with store.engine.begin() as connection:
        add_model_row(connection, row)
    entry = _latest(store, name)
    assert entry is not None
    return entry


def get_model(store: PitStore, name: str) -> ModelEntry:
    """The current entry of `name`; an unknown model is an error."""
    entry = _latest(store, name.strip())
    if entry is None:
        known = [m.name for m in list_models(store)]
        raise InputError(f"unknown model {name!r} (registered: {known})", field="model")
    return entry


def list_models(store: PitStore) -> list[ModelEntry]:
    """Every model's current entry, by name."""
    with store.engine.connect() as connection:
        names = model_names(connection)
    return [entry for name in names if (entry := _latest(store, name)) is not None]


def _latest(store: PitStore, name: str) -> ModelEntry | None:
    with store.engine.connect() as connection:
        rows = model_rows(connection, name)
    if not rows:
        return None
    last = rows[-1]
    return ModelEntry(
        name=last["name"], vendor_cutoff=last["vendor_cutoff"], release_date=last["release_date"],
        measured_boundary=last["measured_boundary"], notes=last["notes"], recorded_at=last["recorded_at"],
        revisions=len(rows),
    )
