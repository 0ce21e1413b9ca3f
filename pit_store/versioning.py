"""Deciding what a batch adds: version numbers, kinds, supersession, and duplicates.

Two identity rules, one per family of record kinds.

Evidence (documents, corporate events, and a new filing or vintage of a single-valued kind): each
version is evidence of its own time.
- an exact duplicate (same entity, same content hash, same `known_at`) adds nothing, so re-ingesting
  a file is a no-op;
- a draft whose content equals the version that was current at the draft's own `known_at` adds
  nothing either (a second capture of an unchanged page): it is no new knowledge. A value that
  changes and later changes back is *not* a duplicate, because the version current at the later
  time differs;
- anything else becomes the next version number. Backfills arrive out of order: a version may carry
  an earlier `known_at` than versions recorded before it (an archive capture ingested late); as-of
  reads order by `known_at`, not by version number;
- a silent edit is known no earlier than it was seen. A capture (a WARC record's date, a crawl's
  `--captured-at`) witnesses what the live page showed at that instant. A draft whose `known_at`
  is not after the capture of an earlier-captured, different content cannot have been public then
  (the page showed the other content), so its stated dates describe the original, not the edit:
  it becomes known when it was itself seen (its capture, else the moment it was stored). A later
  update stamp on the page, read into `known_at` at ingest, keeps its own time. A file stored
  without a capture time witnesses nothing about the live page (it may be an old crawl).

Single-valued (price bars, a filing line item of one filing, a macro print of one vintage): a
*slot* (the bar; the entity within one accession; the entity within one vintage) has one true value.
Once a slot holds a value, whatever flags the next ingest was run with (latency, time zone, release
time), an incoming draft is judged against the slot's latest value alone:
- the same value adds nothing, whatever `known_at` the flags gave it (a smaller latency is no proof
  that the bar was public earlier);
- a different value is a correction. It becomes known at the batch's correction instant (given by
  the caller, else the ingest clock's now), which must be later than the `known_at` of the version
  it corrects, so no instant that already showed a value is rewritten;
- only an explicit backfill may put a value at the draft's own, possibly earlier, `known_at`; the
  planned version says it was one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
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
    slot: str | None = None
    witnessed_at: datetime | None = None
    """Documents: when the live page was captured showing this content; None if never (or another kind)."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A draft as the planner sees it; `index` points back into the caller's list."""

    index: int
    entity_id: str
    known_at: datetime | None
    content_hash: str
    kind: VersionKind | None
    slot: str | None = None
    """Single-valued kinds: which value of the entity this is (None: the entity has one value)."""
    witnessed_at: datetime | None = None
    """Documents: when this content was seen (capture, else storage; see the module docstring)."""
    captured: bool = False
    """Whether `witnessed_at` is a capture of the live page (only a capture can contradict another draft)."""


@dataclass(frozen=True, slots=True)
class Planned:
    """A candidate that will be stored, with its assigned version, kind, supersession and `known_at`."""

    index: int
    version: int
    kind: VersionKind
    supersedes: int | None
    known_at: datetime | None
    corrected: bool = False
    """A single-valued correction: `known_at` is the batch's correction instant, not the draft's."""
    backfill: bool = False


@dataclass(frozen=True, slots=True)
class SingleValued:
    """How a batch of a single-valued kind treats a value that differs from the stored one."""

    corrections_known_at: datetime
    """When the batch's corrections became public: given by the caller, or the ingest clock's now."""
    backfill: bool = False
    """An explicit backfill: changed values keep the drafts' own (possibly earlier) `known_at`."""


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
    single_valued: SingleValued | None = None,
) -> list[Planned]:
    """Plan the versions a batch adds, in the order they must receive `recorded_seq` numbers.

    Two drafts of one entity with the same `known_at` but different content in a single batch are
    contradictory (which one was public?) and raise `InputError`. With `single_valued`, a draft of
    a slot that already holds a value follows the single-valued rule (module docstring); a
    correction that would not become known after the version it corrects raises `InputError`.
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
        slot = [v for v in versions if v.slot == candidate.slot] if single_valued else []
        step = (
            _single_valued_step(candidate, versions, slot, revision_kind, single_valued)
            if single_valued and slot
            else _evidence_step(candidate, versions, revision_kind)
        )
        if step is None:
            continue
        kind, supersedes, known_at, corrected = step
        version = max((v.version for v in versions), default=0) + 1
        provisional_seq += 1
        versions.append(Existing(version, known_at, candidate.content_hash, provisional_seq, candidate.slot,
                                 candidate.witnessed_at if candidate.captured else None))
        backfill = bool(single_valued and single_valued.backfill)
        planned.append(Planned(candidate.index, version, kind, supersedes, known_at, corrected, backfill))
    return planned


_Step = tuple[VersionKind, int | None, datetime | None, bool]


def _evidence_step(candidate: Candidate, versions: Sequence[Existing], revision_kind: VersionKind) -> _Step | None:
    if _adds_nothing(candidate, versions):
        return None
    known_at = seen_no_earlier(candidate, versions)
    if known_at != candidate.known_at and _adds_nothing(replace(candidate, known_at=known_at), versions):
        return None
    previous = current_at(versions, known_at) if known_at else None
    kind = candidate.kind or (revision_kind if _has_earlier(versions, known_at) else "original")
    return kind, previous.version if previous else None, known_at, False


def seen_no_earlier(candidate: Candidate, versions: Sequence[Existing]) -> datetime | None:
    """The draft's `known_at`, or its witness when an earlier-witnessed different content contradicts it.

    If the page was captured showing other content at w (before this draft was seen) and the draft
    claims to have been public by w, the claim is about the original: the edit is known from when
    it was itself seen. A draft that is never visible (`known_at` None) stays so.
    """
    if candidate.known_at is None or candidate.witnessed_at is None:
        return candidate.known_at
    contradicting = [v.witnessed_at for v in versions
                     if v.witnessed_at is not None and v.content_hash != candidate.content_hash
                     and v.witnessed_at < candidate.witnessed_at]
    if contradicting and candidate.known_at <= max(contradicting):
        return candidate.witnessed_at
    return candidate.known_at


def _single_valued_step(
    candidate: Candidate,
    versions: Sequence[Existing],
    slot: Sequence[Existing],
    revision_kind: VersionKind,
    rule: SingleValued,
) -> _Step | None:
    latest = max(slot, key=lambda v: (v.known_at is not None, v.known_at, v.recorded_seq))  # type: ignore[arg-type, return-value]
    if rule.backfill:
        if _adds_nothing(candidate, versions):
            return None
        kind: VersionKind = "correction" if candidate.content_hash != latest.content_hash else revision_kind
        previous = current_at(versions, candidate.known_at) if candidate.known_at else None
        return kind, previous.version if previous else None, candidate.known_at, False
    if candidate.content_hash == latest.content_hash:
        return None
    known_at = rule.corrections_known_at
    if latest.known_at is not None and known_at <= latest.known_at:
        raise InputError(
            f"{candidate.entity_id} version {latest.version} (known at {latest.known_at.isoformat()}) holds a "
            f"different value: a correction must become known later, and this one would be known at "
            f"{known_at.isoformat()}; say when it became known (a later known_at), or mark the ingest a backfill"
        )
    return "correction", latest.version, known_at, True


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
