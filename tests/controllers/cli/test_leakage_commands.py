"""`asof leakage` commands through click's test runner (the group as `controllers/cli/main.py` registers it)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from controllers.cli.leakage_commands import classifiers_named, leakage
from engine.llm_settings import LlmSettings
from leakage_filter.llm_judge import JudgeUnavailable
from leakage_filter.corpora.base import KINDS
from leakage_filter.learned import corpus_hash
from tests.chat_server import MODEL, ChatServer, Scripted, chat_server, completion  # noqa: F401 (chat_server: a fixture)

LEAK = (
    "<html><head><meta property='article:published_time' content='2025-09-12T14:00:00Z'></head><body><article>"
    "<h1>Orbit Labs</h1><p>Orbit Labs makes test kits for hospitals and clinics across the country and abroad.</p>"
    "<p>Demand for its kits stayed strong through the summer, the company said, citing new contracts.</p>"
    "<p>On October 28, 2025, Orbit Labs reported third-quarter revenue of $1.2 billion.</p></article></body></html>"
)


def run(*args: str) -> Result:
    return CliRunner().invoke(leakage, list(args), catch_exceptions=False)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("cli") / "corpus"
    result = run("corpus", "--out", str(folder), "--family", "heldout", "--seed", "3", "--n", str(len(KINDS)))
    assert result.exit_code == 0 and "generated pages" in result.output
    return folder


def test_corpus_train_and_eval_with_the_trained_model(corpus: Path, tmp_path: Path) -> None:
    model = tmp_path / "m.joblib"
    trained = run("train", "--corpus", str(corpus), "--out", str(model), "--seed", "2", "--json")
    assert trained.exit_code == 0
    info = json.loads(trained.output)
    assert info["seed"] == 2 and (tmp_path / "m.json").exists()
    evaluated = run("eval", "--corpus", str(corpus), "--classifier", "learned", "--model", str(model), "--json")
    report = json.loads(evaluated.output)
    assert list(report) == ["precision", "recall", "f1", "false_reject_rate", "confusion", "per_kind", "errors"]
    assert sum(report["confusion"].values()) == len(KINDS)


def test_train_pools_several_corpora(corpus: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    assert run("corpus", "--out", str(other), "--family", "train", "--seed", "4", "--n", str(len(KINDS))).exit_code == 0
    trained = run("train", "--corpus", str(corpus), "--corpus", str(other), "--out", str(tmp_path / "m.joblib"), "--seed", "2")
    assert trained.exit_code == 0 and f"on {2 * len(KINDS)} pages" in trained.output and "(2 pooled)" in trained.output
    sidecar = json.loads((tmp_path / "m.json").read_text())
    assert sidecar["corpus_hashes"] == [corpus_hash(corpus), corpus_hash(other)]
    twice = CliRunner().invoke(leakage, ["train", "--corpus", str(corpus), "--corpus", str(corpus), "--out", str(tmp_path / "x.joblib")])
    assert twice.exit_code == 1 and "given twice" in twice.output and not (tmp_path / "x.joblib").exists()


def test_eval_default_classifiers_prints_a_table(corpus: Path) -> None:
    result = run("eval", "--corpus", str(corpus))
    assert result.exit_code == 0
    assert "precision" in result.output and "false-reject rate" in result.output
    assert "clean_chrome_later" in result.output


def test_classify_one_page(tmp_path: Path) -> None:
    page = tmp_path / "orbit.html"
    page.write_text(LEAK)
    result = run("classify", str(page), "--as-of", "2025-09-30T23:59:59Z", "--url", "https://news.example.com/orbit", "--json")
    data = json.loads(result.stdout)
    assert data["decision"] == "reject" and data["stage"] == "classifier"
    # As in the gateway, the first rejecting member decides and later members are not asked.
    assert [v["classifier_id"].split("@")[0] for v in data["verdicts"]] == ["rules"]
    assert data["verdicts"][0]["label"] == "leak"
    clean = tmp_path / "clean.html"
    clean.write_text(LEAK.replace("On October 28, 2025, Orbit Labs reported", "Orbit Labs will report on October 28, 2025"))
    text = run("classify", str(clean), "--as-of", "2025-09-30T23:59:59Z", "--classifier", "rules")
    assert text.exit_code == 0 and text.output.startswith("decision: accept")


def test_errors(tmp_path: Path) -> None:
    naive = CliRunner().invoke(leakage, ["classify", str(tmp_path), "--as-of", "2025-09-30"])
    assert naive.exit_code == 2
    page = tmp_path / "p.html"
    page.write_text(LEAK)
    naive = CliRunner().invoke(leakage, ["classify", str(page), "--as-of", "2025-09-30T10:00:00"])
    assert naive.exit_code == 2 and "offset" in naive.output
    not_corpus = CliRunner().invoke(leakage, ["eval", "--corpus", str(tmp_path), "--classifier", "rules"])
    assert not_corpus.exit_code == 1 and "labels.jsonl is missing" in not_corpus.output
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "x").write_text("x")
    refused = CliRunner().invoke(leakage, ["corpus", "--out", str(tmp_path / "full"), "--family", "train", "--seed", "1", "--n", "2"])
    assert refused.exit_code == 1 and "not empty" in refused.output
    bad_model = CliRunner().invoke(leakage, ["eval", "--corpus", str(tmp_path), "--classifier", "learned", "--model", str(page)])
    assert bad_model.exit_code == 1 and "sidecar" in bad_model.output


def test_classifier_names() -> None:
    assert [c.classifier_id.split("@")[0] for c in classifiers_named("rules+learned")] == ["rules", "learned"]
    assert [c.classifier_id.split("@")[0] for c in classifiers_named("ensemble")] == ["rules"]
    llm = LlmSettings(base_url="http://127.0.0.1:9/v1", model="qwen")
    assert [c.classifier_id for c in classifiers_named("ensemble", llm=llm)] == ["rules@3", "llm@qwen@judge-v1"]
    assert [c.classifier_id for c in classifiers_named("llm", llm=llm)] == ["llm@qwen@judge-v1"]
    with pytest.raises(JudgeUnavailable, match="no LLM endpoint configured"):
        classifiers_named("llm")
    with pytest.raises(Exception, match="unknown classifier"):
        classifiers_named("bert")


def test_the_ensemble_says_when_it_has_no_judge(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ASOF_LLM_BASE_URL", raising=False)
    monkeypatch.delenv("ASOF_LLM_MODEL", raising=False)
    result = CliRunner().invoke(leakage, ["eval", "--corpus", str(corpus), "--json"], catch_exceptions=False)
    assert result.exit_code == 0 and "no LLM endpoint configured" in result.stderr
    assert json.loads(result.stdout)["confusion"]
    refused = CliRunner().invoke(leakage, ["eval", "--corpus", str(corpus), "--classifier", "llm"])
    assert refused.exit_code == 1 and "no LLM endpoint configured" in refused.stderr


def _judge_answer(label: str, confidence: float) -> Scripted:
    return completion(json.dumps({"label": label, "confidence": confidence, "reason": "test", "evidence": []}))


def test_eval_measures_the_llm_judge_over_an_openai_compatible_endpoint(
    corpus: Path, chat_server: ChatServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `chat_server` is the loopback chat-completions double (tests/chat_server.py): the one protocol
    # boundary replaced, since no LLM endpoint can run here. The judge, its client and the eval are real.
    monkeypatch.setenv("ASOF_LLM_BASE_URL", chat_server.base_url)
    monkeypatch.setenv("ASOF_LLM_MODEL", MODEL)
    monkeypatch.delenv("ASOF_LLM_MIN_CONFIDENCE", raising=False)
    chat_server.default = _judge_answer("clean", 0.9)
    sure = json.loads(run("eval", "--corpus", str(corpus), "--classifier", "llm", "--json").stdout)
    asked = len(chat_server.requests)
    assert asked > 0 and all(r["body"]["model"] == MODEL for r in chat_server.requests)
    # A judge that calls everything clean accepts every page the date stage let through.
    assert sure["confusion"]["tn"] + sure["confusion"]["fn"] == asked
    chat_server.default = _judge_answer("clean", 0.6)
    unsure = json.loads(run("eval", "--corpus", str(corpus), "--classifier", "llm", "--json").stdout)
    assert unsure["confusion"]["tn"] == 0 and unsure["confusion"]["fp"] == sure["confusion"]["fp"] + sure["confusion"]["tn"]
    assert any("llm_low_confidence" in e["reason"] for e in unsure["errors"])
    lowered = json.loads(run("eval", "--corpus", str(corpus), "--classifier", "llm", "--min-confidence", "0.5", "--json").stdout)
    assert lowered["confusion"] == sure["confusion"]
    chat_server.default = _judge_answer("leak", 0.95)
    ensemble = run("eval", "--corpus", str(corpus), "--json")
    assert "no LLM endpoint" not in ensemble.stderr
    assert json.loads(ensemble.stdout)["confusion"]["tn"] == 0  # the rules pass some, the judge rejects them
