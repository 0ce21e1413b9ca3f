"""Deciding what a batch adds: version numbers, kinds, supersession, and duplicates.

One rule for every record type (documents, filings, macro, events and price bars alike):
- an exact duplicate (same entity, same content hash, same `known_at`) adds nothing, so re-ingesting
  a file is a no-op;
- a draft whose content equals the version that was current at the draft's own `known_at` adds
  nothing either (a second capture of an unchanged page, a re-reported unchanged value): it is no new
  knowledge. A value that changes and later changes back is *not* a duplicate, because the version
  current at the later time differs;
- anything else becomes the next version number. Backfills arrive out of order: a version may carry
  an earlier `known_at` than versions recorded before it; as-of reads order by `known_at`, not by
  version number.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from engine.errors import InputError
from pit_store.records import VersionKind


@dataclass(frozen=True, slots=True)
class Existing:
    """What the planner needs to know of a version already stored (or planned earlier in a batch)."""

    version: int
    known_at: datetime | None
    content_hash: str
    recorded_seq: int


@dataclass(frozen=True, slots=True)
class Candidate:
    """A draft as the planner sees it; `index` points back into the caller's list."""

    index: int
    entity_id: str
    known_at: datetime | None
    content_hash: str
    kind: VersionKind | None


@dataclass(frozen=True, slots=True)
class Planned:
    """A candidate that will be stored, with its assigned version, kind and supersession."""

    index: int
    version: int
    kind: VersionKind
    supersedes: int | None


def current_at(versions: Iterable[Existing], t: datetime) -> Existing | None:
    """The version visible at `t`: latest `known_at <= t`, ties broken by the later `recorded_seq`."""
    best: Existing | None = None
    for version in versions:
        if version.known_at is None or version.known_at > t:
            continue
        if best is None or (version.known_at, version.recorded_seq) > (best.known_at, best.recorded_seq):  # type: ignore[operator]
            best = version
    return best


def _order_key(candidate: Candidate) -> tuple[int, datetime | None, int]:
    # Never-visible drafts go last; the rest in the order they became known.
    return (candidate.known_at is None, candidate.known_at, candidate.index)


def plan_versions(
    candidates: Sequence[Candidate],
    existing: Mapping[str, Sequence[Existing]],
    revision_kind: VersionKind,
    *,
    revisions_need_later_known_at: bool = False,
) -> list[Planned]:
    """Plan the versions a batch adds, in the order they must receive `recorded_seq` numbers.

    Two drafts of one entity with the same `known_at` but different content in a single batch are
    contradictory (which one was public?) and raise `InputError`. With
    `revisions_need_later_known_at` (price bars), a revision must also become known strictly after
    the version it replaces: a corrected bar stamped with the original bar's close would rewrite
    what was knowable in between.
    """
    history: dict[str, list[Existing]] = {key: list(value) for key, value in existing.items()}
    planned: list[Planned] = []
    seen_in_batch: dict[tuple[str, datetime | None], str] = {}
    # Planned versions get provisional sequence numbers above anything stored, in plan order.
    provisional_seq = max((v.recorded_seq for vs in history.values() for v in vs), default=0)
    for candidate in sorted(candidates, key=_order_key):
        key = (candidate.entity_id, candidate.known_at)
        earlier = seen_in_batch.get(key)
        if earlier is not None and earlier != candidate.content_hash:
            raise InputError(
                f"two versions of {candidate.entity_id} known at the same instant "
                f"({candidate.known_at}) with different content in one batch"
            )
        seen_in_batch[key] = candidate.content_hash
        versions = history.setdefault(candidate.entity_id, [])
        if _adds_nothing(candidate, versions):
            continue
        previous = current_at(versions, candidate.known_at) if candidate.known_at else None
        if revisions_need_later_known_at and previous is not None and previous.known_at == candidate.known_at:
            raise InputError(
                f"{candidate.entity_id} already has version {previous.version} with different content "
                f"known at {candidate.known_at}: a correction must say when it became known"
            )
        kind = candidate.kind or (revision_kind if _has_earlier(versions, candidate.known_at) else "original")
        version = max((v.version for v in versions), default=0) + 1
        provisional_seq += 1
        versions.append(Existing(version, candidate.known_at, candidate.content_hash, provisional_seq))
        planned.append(Planned(candidate.index, version, kind, previous.version if previous else None))
    return planned


def _adds_nothing(candidate: Candidate, versions: Sequence[Existing]) -> bool:
    if any(v.content_hash == candidate.content_hash and v.known_at == candidate.known_at for v in versions):
        return True
    if candidate.known_at is None:
        return any(v.content_hash == candidate.content_hash for v in versions)
    current = current_at(versions, candidate.known_at)
    return current is not None and current.content_hash == candidate.content_hash


def _has_earlier(versions: Sequence[Existing], known_at: datetime | None) -> bool:
    if known_at is None:
        return bool(versions)
    return any(v.known_at is not None and v.known_at <= known_at for v in versions)
