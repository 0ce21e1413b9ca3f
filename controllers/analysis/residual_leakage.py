"""Residual leakage: did any page the gateway *accepted* reveal the outcome? (answer-aware audit)

The gateway is answer-blind by design; this check runs afterwards, for instances whose outcome has
resolved, and scans every accepted page for the realised outcome: a reported number within a
relative tolerance, the realised direction stated as a fact near the subject, or the resolution
date's headline. The rate of instances with such a page, per policy, is how a user knows the
filter worked. It lives in `controllers` because it reads outcomes, which `retrieval` never may.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import date
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.errors import InputError
from pit_store.ingest.rows import read_jsonl
from pit_store.store import PitStore
from retrieval.audit import audit_rows

_NUMBER = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(trillion|billion|million|thousand|bn|mn|m|k|%)?", re.I)
_SCALE = {"trillion": 1e12, "billion": 1e9, "bn": 1e9, "million": 1e6, "mn": 1e6, "m": 1e6, "thousand": 1e3, "k": 1e3}
_UP = r"(rose|gained|climbed|jumped|surged|rallied|advanced|increased|went up|closed higher|ended higher|上涨|上升|收涨)"
_DOWN = r"(fell|dropped|declined|slid|slumped|tumbled|plunged|decreased|went down|closed lower|ended lower|下跌|下降|收跌)"


class Outcome(BaseModel):
    """A resolved outcome, as the evaluator knows it (never shown to a forecaster)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    instance_id: str
    subject: str = Field(min_length=1)
    """How pages name the thing (company name or ticker)."""
    values: tuple[float, ...] = ()
    """Realised numbers (EPS, revenue, closing price); a page stating one within tolerance reveals it."""
    direction: Literal["up", "down"] | None = None
    resolved_on: date | None = None
    tolerance: float = Field(default=0.005, gt=0, lt=1)


class Finding(BaseModel):
    """One accepted page that reveals one instance's outcome."""

    model_config = ConfigDict(frozen=True)

    run_id: str
    instance_id: str
    policy: str
    entity_id: str
    version: int | None
    how: Literal["value", "direction", "resolution_date"]
    excerpt: str


class ResidualReport(BaseModel):
    """Residual leakage per policy: instances with at least one revealing accepted page."""

    model_config = ConfigDict(frozen=True)

    by_policy: dict[str, dict[str, float | int]]
    findings: tuple[Finding, ...]


def read_outcomes(path: Path) -> dict[str, Outcome]:
    """Outcome lines (JSONL) by instance id; errors name the file and line."""
    outcomes: dict[str, Outcome] = {}
    for line, row in read_jsonl(path):
        try:
            outcome = Outcome.model_validate(row)
        except ValueError as exc:
            raise InputError(f"invalid outcome: {exc}", file=str(path), line=line) from None
        if outcome.instance_id in outcomes:
            raise InputError(f"duplicate outcome for {outcome.instance_id}", file=str(path), line=line)
        outcomes[outcome.instance_id] = outcome
    return outcomes


def numbers(text: str) -> Iterable[tuple[float, str]]:
    """Every number in `text` with its scale word applied, and the matched text."""
    for match in _NUMBER.finditer(text):
        whole, fraction, unit = match.group(1).replace(",", ""), match.group(2), (match.group(3) or "").lower()
        value = float(f"{whole}.{fraction}" if fraction else whole) * _SCALE.get(unit, 1.0)
        yield value, match.group(0)


def reveals(text: str, outcome: Outcome) -> tuple[str, str] | None:
    """How `text` reveals `outcome`, with an excerpt, or None."""
    for value, shown in numbers(text):
        for target in outcome.values:
            if target and abs(value - target) <= outcome.tolerance * abs(target):
                return "value", _excerpt(text, shown)
    if outcome.direction is not None:
        verbs = _UP if outcome.direction == "up" else _DOWN
        pattern = re.compile(rf"{re.escape(outcome.subject)}[^.。!?\n]{{0,80}}?{verbs}", re.I)
        found = pattern.search(text)
        if found:
            return "direction", found.group(0)[:200]
    if outcome.resolved_on is not None:
        day = outcome.resolved_on
        for shown in (f"{day:%B} {day.day}, {day.year}", f"{day:%b}. {day.day}, {day.year}", f"{day:%b} {day.day}, {day.year}",
                      day.isoformat(), f"{day.year}年{day.month}月{day.day}日"):
            if shown in text and re.search(re.escape(outcome.subject), text, re.I):
                return "resolution_date", _excerpt(text, shown)
    return None


def _excerpt(text: str, shown: str) -> str:
    at = text.find(shown)
    return text[max(0, at - 80) : at + len(shown) + 80].strip()


def residual_leakage(store: PitStore, outcomes: dict[str, Outcome], *, run_id: str | None = None) -> ResidualReport:
    """Scan the accepted pages of every audited instance with a resolved outcome."""
    accepted = audit_rows(store.engine, run_id=run_id, decision="accept")
    pages: dict[tuple[str, str, str], set[tuple[str, int | None]]] = defaultdict(set)
    for row in accepted:
        if row["instance_id"] in outcomes and row["tool"] in ("search", "fetch"):
            pages[(row["policy"], row["run_id"], row["instance_id"])].add((row["entity_id"], row["version"]))
    findings: list[Finding] = []
    revealed: dict[str, set[tuple[str, str]]] = defaultdict(set)
    audited: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for (policy, run, instance), versions in sorted(pages.items()):
        audited[policy].add((run, instance))
        for entity_id, version in sorted(versions, key=lambda v: (v[0], v[1] or 0)):
            text = _page_text(store, entity_id, version)
            found = reveals(text, outcomes[instance])
            if found is not None:
                revealed[policy].add((run, instance))
                findings.append(Finding(run_id=run, instance_id=instance, policy=policy, entity_id=entity_id,
                                        version=version, how=found[0], excerpt=found[1]))
    by_policy = {
        policy: {"instances": len(runs), "revealed": len(revealed[policy]),
                 "rate": len(revealed[policy]) / len(runs) if runs else 0.0}
        for policy, runs in sorted(audited.items())
    }
    return ResidualReport(by_policy=by_policy, findings=tuple(findings))


def _page_text(store: PitStore, entity_id: str, version: int | None) -> str:
    history: Sequence = store.history(entity_id)
    chosen = next((v for v in history if v.version == version), None)
    if chosen is None:
        return ""
    return f"{chosen.payload.get('title') or ''}\n{chosen.payload.get('text') or ''}"
