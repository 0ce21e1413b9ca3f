"""Evaluation: corpus reading, the pit_llm decision, and metrics on tiny hand-made corpora."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from engine.errors import InputError
from leakage_filter.corpus_pages import CorpusItem, read_corpus
from leakage_filter.evaluation import PageDecision, evaluate, pit_llm_decision, render_report
from leakage_filter.rules import RulesClassifier
from leakage_filter.verdict import ClassifyContext, Verdict

BODY = "<p>Acme said demand for its sensors stayed strong across Europe and Asia, and its order book grew.</p>" * 3
META = "<meta property='article:published_time' content='2025-09-12T14:00:00Z'>"
PAGES = {
    "leak": f"<html><head>{META}</head><body><article><h1>Acme</h1>{BODY}<p>On October 28, 2025, Acme reported record revenue.</p></article></body></html>",
    "clean": f"<html><head>{META}</head><body><article><h1>Acme</h1>{BODY}<p>Acme will report results on October 28, 2025.</p></article></body></html>",
    "nodate": f"<html><body><article><h1>Acme</h1>{BODY}</article></body></html>",
    "later": f"<html><head><meta property='article:published_time' content='2025-10-12T14:00:00Z'></head><body><article><h1>Acme</h1>{BODY}</article></body></html>",
    "empty": "<html><body></body></html>",
}
T = "2025-09-30T23:59:59Z"


def write_corpus(folder: Path, rows: list[dict[str, object]], pages: dict[str, str] = PAGES) -> Path:
    (folder / "pages").mkdir(parents=True, exist_ok=True)
    for name, html in pages.items():
        (folder / "pages" / f"{name}.html").write_text(html, encoding="utf-8")
    (folder / "labels.jsonl").write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    return folder


def row(page_id: str, page: str, expected: str, kind: str | None = None, **extra: object) -> dict[str, object]:
    data: dict[str, object] = {"id": page_id, "file": f"pages/{page}.html", "url": f"https://news.example.com/{page}", "forecast_time": T, "expected": expected}
    if kind:
        data["kind"] = kind
    return {**data, **extra}


def test_metrics_on_a_known_confusion(tmp_path: Path) -> None:
    rows = [
        row("a", "leak", "reject", "k1"), row("b", "leak", "reject", "k1"), row("c", "leak", "reject", "k2"),
        row("d", "clean", "accept", "k3"), row("e", "clean", "accept", "k3"),
    ]  # fmt: skip
    corpus = write_corpus(tmp_path, rows)
    rejected = {"a", "b", "d"}  # c is a missed leak, d a false reject

    def decide(item: CorpusItem) -> PageDecision:
        return PageDecision(accept=item.id not in rejected, stage="test", reason_code="x" if item.id in rejected else None)

    report = evaluate(corpus, decide)
    assert report.confusion == {"tp": 2, "fn": 1, "fp": 1, "tn": 1}
    assert (report.precision, report.recall, report.f1, report.false_reject_rate) == (0.6667, 0.6667, 0.6667, 0.5)
    assert [e["id"] for e in report.errors] == ["c", "d"]
    assert report.per_kind["k1"] == {"n": 2, "expected": "reject", "correct": 2, "errors": [], "accuracy": 1.0}
    assert report.per_kind["k3"]["errors"] == ["d"]
    data = report.to_json()
    assert list(data) == ["precision", "recall", "f1", "false_reject_rate", "confusion", "per_kind", "errors"]
    assert json.loads(json.dumps(data)) == data
    assert "false-reject rate 0.500" in render_report(report)


def test_undefined_ratios_are_none(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path, [row("a", "clean", "accept")])
    report = evaluate(corpus, lambda item: PageDecision(accept=True, stage="test"))
    assert (report.precision, report.recall, report.f1, report.false_reject_rate) == (None, None, None, 0.0)
    assert "(none)" in report.per_kind


def test_pit_llm_decision_with_the_rules(tmp_path: Path) -> None:
    rows = [
        row("leak", "leak", "reject", "dated_statement_after"),
        row("clean", "clean", "accept", "clean_scheduled"),
        row("nodate", "nodate", "reject", "no_date"),
        row("later", "later", "reject", "published_after"),
        row("empty", "empty", "reject", "unreadable"),
    ]
    corpus = write_corpus(tmp_path, rows)
    decide = pit_llm_decision([RulesClassifier()])
    decisions = {item.id: decide(item) for item in read_corpus(corpus)}
    assert (decisions["leak"].stage, decisions["leak"].reason_code) == ("classifier", "classifier_leak")
    assert decisions["leak"].verdicts[0].classifier_id == "rules@3"
    assert decisions["clean"].accept
    assert (decisions["nodate"].stage, decisions["nodate"].reason_code) == ("page_dates", "no_verifiable_date")
    assert decisions["later"].reason_code == "published_after_cutoff"
    assert (decisions["empty"].stage, decisions["empty"].reason_code) == ("ingest", "unreadable_page")
    report = evaluate(corpus, decide)
    assert report.confusion == {"tp": 4, "fn": 0, "fp": 0, "tn": 1} and report.errors == ()


class Broken:
    classifier_id = "broken@0"

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        raise RuntimeError("boom")


def test_a_classifier_error_rejects(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path, [row("clean", "clean", "accept")])
    decision = pit_llm_decision([RulesClassifier(), Broken()])(read_corpus(corpus)[0])
    # A member that raises gives an invalid answer (the gateway's code for it), and rejects.
    assert not decision.accept and decision.reason_code == "classifier_invalid"
    assert "broken@0" in decision.reason and "boom" in decision.reason


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ([row("a", "clean", "accept", colour="red")], "unknown field"),
        ([row("a", "clean", "accept"), row("a", "leak", "reject")], "duplicate id"),
        ([row("a", "clean", "maybe")], "expected must be"),
        ([{**row("a", "clean", "accept"), "forecast_time": "2025-09-30T23:59:59"}], "naive"),
        ([{**row("a", "clean", "accept"), "file": "../outside.html"}], "inside the corpus"),
        ([{**row("a", "clean", "accept"), "file": "pages/missing.html"}], "not found"),
        ([{**row("a", "clean", "accept"), "kind": ""}], "kind"),
        ([{k: v for k, v in row("a", "clean", "accept").items() if k != "url"}], "url"),
    ],
)
def test_bad_labels_name_the_line_and_field(tmp_path: Path, rows: list[dict[str, object]], message: str) -> None:
    (tmp_path / "outside.html").write_text("x")
    corpus = write_corpus(tmp_path / "c", rows)
    with pytest.raises(InputError, match=message) as info:
        read_corpus(corpus)
    assert "labels.jsonl" in str(info.value) and "line" in str(info.value)


def test_missing_or_empty_labels(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="labels.jsonl is missing"):
        read_corpus(tmp_path)
    (tmp_path / "labels.jsonl").write_text("\n")
    with pytest.raises(InputError, match="empty corpus"):
        read_corpus(tmp_path)
