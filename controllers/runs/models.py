"""The model registry: each model's vendor-stated cutoff, release date and measured boundary.

A change to a model is a new row under the same name (the table is append-only); the latest row
wins. A run picks which cutoff c_m it uses with `cutoff_source`: the vendor's statement, or the
knowledge boundary measured by the probes (filled in later, so it may be missing). The model's own
answer about its cutoff (`self_reported_cutoff`) is recorded for comparison only: neither it nor
the vendor's statement is evidence of what the model knows (FinDendro), so it is never a source.
`measured_detail` summarises the latest boundary estimate, whatever its status; only a Localized
estimate sets `measured_boundary`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

from engine.errors import InputError
from engine.hashing import canonical_json
from engine.timestamps import UtcDateTime
from pit_store.model_registry import add_model_row, model_names, model_rows
from controllers.runs.cutoff_sources import CUTOFF_SOURCES, CutoffSource
from pit_store.store import PitStore

__all__ = ["CUTOFF_SOURCES", "CutoffSource", "MeasuredDetail", "ModelEntry", "add_model", "get_model", "list_models"]


class MeasuredDetail(BaseModel):
    """The summary of one boundary estimate kept in the registry (JSON in `measured_detail`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    status: Literal["Localized", "ND", "Unresolved", "Pending"]
    start: str | None
    """Start: the last month of the high plateau (YYYY-MM)."""
    boundary: str | None
    """Boundary: the first month at the low level (YYYY-MM)."""
    localization_rate: float | None
    boundary_range: tuple[str, str] | None
    """Central 90% of resampled Boundary months."""
    tight: bool | None
    """Boundary range spans at most six months."""
    leading_axis: tuple[str, ...]
    responses_hash: str
    resamples: int
    seed: int


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
    self_reported_cutoff: UtcDateTime | None = None
    measured_detail: MeasuredDetail | None = None

    def cutoff(self, source: CutoffSource) -> datetime:
        """c_m under `source`; a model without that cutoff is an error."""
        value = self.vendor_cutoff if source == "vendor" else self.measured_boundary
        if value is None and source == "measured" and self.measured_detail is not None:
            raise InputError(
                f"model {self.name!r} has no Localized knowledge boundary: its latest estimate is "
                f"{self.measured_detail.status} (see `asof boundary estimate`); use --cutoff-source vendor "
                "or measure again with more months", field="cutoff_source")
        if value is None:
            what = "vendor cutoff (see `asof models add`)" if source == "vendor" \
                else "measured knowledge boundary (see `asof boundary estimate`)"
            raise InputError(f"model {self.name!r} has no {what}", field="cutoff_source")
        return value


def add_model(
    store: PitStore, name: str, *, vendor_cutoff: datetime | None = None, release_date: datetime | None = None,
    measured_boundary: datetime | None = None, notes: str = "", self_reported_cutoff: datetime | None = None,
    measured_detail: MeasuredDetail | None = None,
) -> ModelEntry:
    """Add a model or a new revision of one; fields left None keep their previous value.

    A `measured_detail` is a new measurement: it replaces the measured boundary too, with
    `measured_boundary` as given (None when the estimate did not localize one). A measured boundary
    given without a detail (set by hand) drops the previous estimate's detail, which no longer
    describes it.
    """
    name = name.strip()
    if not name:
        raise InputError("a model needs a name", field="name")
    previous = _latest(store, name)
    measured = measured_detail is not None
    row = {
        "name": name,
        "vendor_cutoff": vendor_cutoff if vendor_cutoff is not None else (previous.vendor_cutoff if previous else None),
        "release_date": release_date if release_date is not None else (previous.release_date if previous else None),
        "measured_boundary": measured_boundary if measured_boundary is not None or measured
        else (previous.measured_boundary if previous else None),
        "notes": notes or (previous.notes if previous else ""),
        "recorded_at": store.clock.now(),
        "self_reported_cutoff": self_reported_cutoff if self_reported_cutoff is not None
        else (previous.self_reported_cutoff if previous else None),
        "measured_detail": _detail_text(measured_detail if measured or measured_boundary is not None
                                        else (previous.measured_detail if previous else None)),
    }
    if row["vendor_cutoff"] is None and row["measured_boundary"] is None and row["measured_detail"] is None:
        raise InputError(f"model {name!r} needs a vendor cutoff or a measured boundary", field="cutoff")
    with store.engine.begin() as connection:
        add_model_row(connection, row)
    entry = _latest(store, name)
    assert entry is not None
    return entry


def _detail_text(detail: MeasuredDetail | None) -> str | None:
    return canonical_json(detail.model_dump(mode="json")) if detail is not None else None


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
        revisions=len(rows), self_reported_cutoff=last["self_reported_cutoff"],
        measured_detail=MeasuredDetail.model_validate_json(last["measured_detail"]) if last["measured_detail"] else None,
    )
