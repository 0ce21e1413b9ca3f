"""Measuring a page decision on a labelled corpus: precision, recall, F1, false rejects, per kind.

A corpus is a directory with `labels.jsonl` and the page files (see `corpus` for the generator);
each line: `{"id", "file", "url", "forecast_time", "expected": "reject"|"accept", "kind"?,
"generated_by"?}`. The decision being measured is supplied by the caller; `pit_llm_decision`
builds the one the gateway takes under `pit_llm`: ingest the page file as the store would
(`read_documents(file, url=url)`, no capture time), the metadata stage (`page_checks.check_page`)
on its `known_at` and candidate dates, then every classifier on the raw HTML with the page's URL,
title and `known_at` as context. Any rejecting stage, and any `leak` or `ambiguous` verdict (or a
classifier error), rejects.

Metrics take "reject" as the positive class: precision and recall of rejections, F1, and the
false-reject rate on pages that must be accepted. A ratio with a zero denominator is None.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from engine.errors import InputError
from leakage_filter.ensemble import Ensemble
from leakage_filter.page_judgement import judge_page
from leakage_filter.corpus_pages import CorpusItem, LoadedPage, load_page, read_corpus
from leakage_filter.verdict import LeakageClassifier, Verdict

__all__ = [
    "CorpusItem",
    "EvalReport",
    "LoadedPage",
    "PageDecision",
    "evaluate",
    "load_page",
    "page_decision",
    "pit_llm_decision",
    "read_corpus",
    "render_report",
]

_NO_KIND = "(none)"


class PageDecision(BaseModel):
    """What a policy decided for one page, which stage decided and why."""

    model_config = ConfigDict(frozen=True)

    accept: bool
    stage: str
    reason_code: str | None = None
    reason: str = ""
    verdicts: tuple[Verdict, ...] = ()


def page_decision(file: Path, url: str | None, forecast_time: datetime, classifiers: Sequence[LeakageClassifier]) -> PageDecision:
    """The gateway's `pit_llm` decision for one page file at `forecast_time` (see the module docstring).

    Never raises for a bad page: an unreadable page is rejected at the `ingest` stage.
    """
    try:
        page = load_page(file, url)
    except InputError as exc:
        return PageDecision(accept=False, stage="ingest", reason_code="unreadable_page", reason=str(exc))
    judgement = judge_page(
        page.known_at, page.candidates, forecast_time, ensemble=Ensemble(classifiers),
        content=page.content, snippet=None, context=page.context,
    )
    verdicts = judgement.verdict.verdicts if judgement.verdict else ()
    if judgement.accept:
        return PageDecision(accept=True, stage=judgement.stage, reason="metadata and every classifier accept", verdicts=verdicts)
    if judgement.verdict is not None:
        reason = f"{judgement.verdict.decided_by}: {judgement.verdict.reason}"
    else:
        reason = "; ".join(e.note for e in judgement.evidence)
    return PageDecision(
        accept=False, stage=judgement.stage, reason_code=judgement.reason_code, reason=reason, verdicts=verdicts
    )


def pit_llm_decision(classifiers: Sequence[LeakageClassifier]) -> Callable[[CorpusItem], PageDecision]:
    """The `pit_llm` decision for corpus pages: `page_decision` on each item's file, URL and t."""
    members = tuple(classifiers)

    def decide(item: CorpusItem) -> PageDecision:
        return page_decision(item.file, item.url, item.forecast_time, members)

    return decide


class EvalReport(BaseModel):
    """Metrics of one decision on one corpus ("reject" is the positive class)."""

    model_config = ConfigDict(frozen=True)

    precision: float | None
    recall: float | None
    f1: float | None
    false_reject_rate: float | None
    confusion: dict[str, int]
    """tp: rejected and must be; fn: accepted but must be rejected; fp: rejected but must be
    accepted; tn: accepted and must be."""
    per_kind: dict[str, dict[str, Any]]
    """Per kind: n, expected (reject, accept or mixed), correct, accuracy and the error ids."""
    errors: tuple[dict[str, Any], ...]
    """Every wrong decision: id, kind, expected, decided, stage, reason_code, reason."""

    def to_json(self) -> dict[str, Any]:
        """The report as JSON data with exactly the keys precision, recall, f1,
        false_reject_rate, confusion, per_kind, errors."""
        return self.model_dump(mode="json")


def _ratio(numerator: int, denominator: int) -> float | None:
    return round(numerator / denominator, 4) if denominator else None


def evaluate(corpus_dir: Path, decide: Callable[[CorpusItem], PageDecision]) -> EvalReport:
    """Run `decide` on every page of the corpus and measure it against the labels."""
    items = read_corpus(corpus_dir)
    confusion = {"tp": 0, "fn": 0, "fp": 0, "tn": 0}
    per_kind: dict[str, dict[str, Any]] = {}
    errors: list[dict[str, Any]] = []
    for item in items:
        decision = decide(item)
        rejected = not decision.accept
        must_reject = item.expected == "reject"
        cell = ("tp" if rejected else "fn") if must_reject else ("fp" if rejected else "tn")
        confusion[cell] += 1
        kind = item.kind or _NO_KIND
        entry = per_kind.setdefault(kind, {"n": 0, "expected": item.expected, "correct": 0, "errors": []})
        entry["n"] += 1
        if entry["expected"] != item.expected:
            entry["expected"] = "mixed"
        if rejected == must_reject:
            entry["correct"] += 1
            continue
        entry["errors"].append(item.id)
        errors.append(
            {
                "id": item.id,
                "kind": kind,
                "expected": item.expected,
                "decided": "reject" if rejected else "accept",
                "stage": decision.stage,
                "reason_code": decision.reason_code,
                "reason": decision.reason,
            }
        )
    for entry in per_kind.values():
        entry["accuracy"] = _ratio(entry["correct"], entry["n"])
    tp, fn, fp, tn = confusion["tp"], confusion["fn"], confusion["fp"], confusion["tn"]
    precision, recall = _ratio(tp, tp + fp), _ratio(tp, tp + fn)
    return EvalReport(
        precision=precision,
        recall=recall,
        f1=_ratio(2 * tp, 2 * tp + fp + fn),
        false_reject_rate=_ratio(fp, fp + tn),
        confusion=confusion,
        per_kind=dict(sorted(per_kind.items())),
        errors=tuple(errors),
    )


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def render_report(report: EvalReport) -> str:
    """The report as a readable table."""
    c = report.confusion
    lines = [
        f"precision {_fmt(report.precision)}  recall {_fmt(report.recall)}  f1 {_fmt(report.f1)}  "
        f"false-reject rate {_fmt(report.false_reject_rate)}",
        f"confusion (reject = positive): tp {c['tp']}  fn {c['fn']}  fp {c['fp']}  tn {c['tn']}",
        "",
        f"{'kind':<24} {'expected':<8} {'n':>5} {'correct':>8} {'accuracy':>9}",
    ]
    for kind, entry in report.per_kind.items():
        lines.append(f"{kind:<24} {entry['expected']:<8} {entry['n']:>5} {entry['correct']:>8} {_fmt(entry['accuracy']):>9}")
    if report.errors:
        lines += ["", f"errors ({len(report.errors)}):"]
        lines += [
            f"  {e['id']} [{e['kind']}] expected {e['expected']}, decided {e['decided']} at {e['stage']}: {e['reason'][:160]}"
            for e in report.errors
        ]
    return "\n".join(lines)
