"""Recording a measured boundary: where a model's scored probe responses are kept, and the registry entry an estimate becomes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from controllers.boundary.estimate import estimate_boundary
from controllers.boundary.results import BoundaryEstimate, boundary_instant
from controllers.runs.models import MeasuredDetail, ModelEntry, add_model, list_models
from engine.hashing import content_hash, sha256_hex
from engine.settings import Settings
from pit_store.store import PitStore
from tasks.probe import ProbeResponse, month_of


def responses_path(settings: Settings, model: str) -> Path:
    """Where `probe score --model` keeps a model's scored responses (read by `boundary estimate`)."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", model.strip()).strip("._") or "model"
    return settings.data_dir / "probes" / f"{safe}-{sha256_hex(model.strip())[:8]}.responses.jsonl"


def responses_hash(responses: list[Any]) -> str:
    """A hash of a response set that ignores line order (what the registry records)."""
    return content_hash(sorted((r.question_id, r.repeat, r.month, r.axis, r.fact_group, r.correct) for r in responses))


def measured_detail(estimate: BoundaryEstimate, responses: list[Any], resamples: int, seed: int) -> MeasuredDetail:
    """The registry's summary of an estimate."""
    stability = estimate.stability
    return MeasuredDetail(
        status=estimate.status, start=estimate.start, boundary=estimate.boundary,
        localization_rate=stability.localization_rate if stability else None,
        boundary_range=stability.boundary_range if stability else None,
        tight=stability.tight if stability else None, leading_axis=estimate.leading_axes,
        responses_hash=responses_hash(responses), resamples=resamples, seed=seed,
    )


def find_model(models: list[ModelEntry], name: str) -> ModelEntry | None:
    """The registry entry named `name` (surrounding spaces ignored), if any."""
    return next((m for m in models if m.name == name.strip()), None)


def record_estimate(store: PitStore, model: str, rows: list[ProbeResponse], *, resamples: int, seed: int,
                    release: str | None = None, progress: bool = False) -> tuple[ModelEntry, BoundaryEstimate]:
    """Estimate `model`'s boundary from scored responses and record it in the registry.

    The release month defaults to the registry's release date; a boundary that is not Localized is
    recorded as such and leaves the model without a measured cutoff.
    """
    existing = find_model(list_models(store), model)
    if release is None and existing is not None and existing.release_date is not None:
        release = month_of(existing.release_date)
    estimate = estimate_boundary(rows, resamples=resamples, seed=seed, progress=progress, release=release)
    localized = estimate.status == "Localized" and estimate.boundary is not None
    entry = add_model(store, model, measured_boundary=boundary_instant(estimate.boundary) if localized else None,  # type: ignore[arg-type]
                      measured_detail=measured_detail(estimate, rows, resamples, seed))
    return entry, estimate
