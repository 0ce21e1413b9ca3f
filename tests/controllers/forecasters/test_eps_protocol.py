"""The EPSBench protocol: its six tools over a real SQLite store as of t, its prompts, its answers.

The chat endpoint is the one boundary replaced: `Scripted` below plays a model's replies (no LLM
runs here); the store, the gateway and its audit, the calculator and the memo are real.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from controllers.forecasters.agent import AgentFailure, load_transcript
from controllers.forecasters.eps_agent import EpsBenchAgent
from controllers.forecasters.eps_protocol import PROMPT_HASH, AnswerProblem, final_output, messages, quarter_labels
from controllers.forecasters.eps_tools import EpsBenchToolbox
from controllers.forecasters.protocol import Tools
from controllers.forecasters.registry import load_forecaster
from engine.llm_settings import LlmSettings
from leakage_filter.llm_client import ChatReply, ToolCall, Usage
from pit_store.memo import Memo
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from retrieval.audit import request_rows
from retrieval.context import ForecastContext
from retrieval.gateway import Gateway
from tasks.eps import EpsInput, EpsOutput
from tasks.eps_calculator import calculate, load_schema
from tasks.eps_corpus import read_corpus
from tests.conftest import open_store

FIXTURE = Path(__file__).parents[2] / "tasks" / "fixtures" / "epsbench"
T = datetime(2026, 1, 27, 5, tzinfo=UTC)  # BA 2025Q4: release 2026-01-27, tau = 2026-01-26 (end of day, New York)
OPUS = json.loads((FIXTURE / "records.json").read_text())[2]  # opus-4.6 s1 on BA 2025Q4
assert OPUS["ticker"] == "BA" and OPUS["config"].startswith("opus")


def corpus_file(folder: Path) -> Path:
    rows = [
        {"ticker": "BA", "kind": "report_section", "quarter": "Q3_2025", "section": "Income_Statement",
         "published": "2025-10-29", "text": "Revenues 23,270. " * 1200},
        {"ticker": "BA", "kind": "report_section", "quarter": "Q3_2025", "section": "MD&A",
         "published": "2025-10-29", "text": "Commercial deliveries rose to 160 airplanes."},
        {"ticker": "BA", "kind": "transcript", "quarter": "Q3_2025", "published": "2025-10-29",
         "text": "CEO: we expect to close the Jeppesen sale in the fourth quarter."},
        {"ticker": "BA", "kind": "report_section", "quarter": "Q4_2025", "section": "Income_Statement",
         "published": "2026-02-02", "text": "Fourth quarter GAAP EPS 10.23."},
    ]
    path = folder / "corpus.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows))
    return path


def news(name: str, known: datetime, text: str) -> RecordDraft:
    return RecordDraft(record_type="document", entity_id=f"doc:{name}", known_at=known, source="test-news",
                       payload={"url": f"https://news.example.com/{name}", "title": name, "text": text})


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PitStore]:
    opened = open_store(f"sqlite:///{tmp_path / 'asof.db'}", tmp_path / "data")
    opened.append(read_corpus(corpus_file(tmp_path)), source="corpus")
    opened.append([news("ba-jeppesen", datetime(2025, 12, 1, tzinfo=UTC), "Boeing Jeppesen sale closes, gain expected."),
                   news("ba-results", datetime(2026, 1, 27, 12, tzinfo=UTC), "Boeing Jeppesen gain lifts EPS to 10.23.")],
                  source="test-news")
    yield opened
    opened.close()


def data() -> EpsInput:
    compiled, _ = load_schema(FIXTURE / "schemas" / "BA_2025Q4.json")
    return EpsInput(ticker="BA", target_fq="2025Q4", accounting_schema=compiled.schema,
                    news_window_start=datetime(2025, 10, 29, tzinfo=UTC))


def instance_input() -> dict[str, Any]:
    return {"instance_id": "eps-ba", "task": "EPS", "market": "US", "forecast_time": T.isoformat(),
            "input": data().model_dump(mode="json")}


def tools_for(store: PitStore, repeat: int = 0) -> Tools:
    context = ForecastContext(run_id="r", instance_id="eps-ba", forecast_time=T, policy="pit", pin=store.position())
    return Tools(lambda: Gateway(store, context, ensemble=None, clock=store.clock), memo=Memo(store.engine, store.clock),
                 repeat=repeat)


def call(box: EpsBenchToolbox, name: str, **arguments: Any) -> tuple[str, dict[str, Any]]:
    outcome = box.call(ToolCall(id="c", name=name, arguments=json.dumps(arguments)))
    return outcome.status, json.loads(outcome.content)


class TestTools:
    def test_filings_and_transcripts_as_of_t(self, store: PitStore) -> None:
        box = EpsBenchToolbox.for_instance(tools_for(store), instance_input())
        status, listed = call(box, "list_financial_report_sections", quarter="Q3_2025")
        assert status == "ok" and listed["sections"] == ["Income_Statement", "MD&A"]
        status, first = call(box, "read_financial_report_section", quarter="Q3_2025", section_name="Income_Statement")
        assert first["has_more"] and len(first["content"]) == 15_000
        _, second = call(box, "read_financial_report_section", quarter="Q3_2025", section_name="Income_Statement",
                         offset=first["next_offset"])
        assert second["offset"] == 15_000 and not second["has_more"]
        status, call_text = call(box, "read_earnings_call_transcript", quarter="Q3_2025")
        assert status == "ok" and "Jeppesen" in call_text["content"]

    def test_the_target_quarter_and_anything_after_t_are_refused_server_side(self, store: PitStore) -> None:
        box = EpsBenchToolbox.for_instance(tools_for(store), instance_input())
        for name, arguments in (("list_financial_report_sections", {"quarter": "Q4_2025"}),
                                ("read_financial_report_section", {"quarter": "Q4_2025", "section_name": "Income_Statement"}),
                                ("read_earnings_call_transcript", {"quarter": "Q4_2025"}),
                                ("read_news_article", {"article_id": "doc:ba-results"})):
            status, answer = call(box, name, **arguments)
            assert status == "tool_error" and "error" in answer
        fetches = [row for row in request_rows(store.engine, run_id="r") if row["tool"] == "fetch"]
        assert len(fetches) == 4 and all(row["n_returned"] == 0 for row in fetches)  # each refusal audited

    def test_news_search_serves_news_only_within_the_window(self, store: PitStore) -> None:
        box = EpsBenchToolbox.for_instance(tools_for(store), instance_input())
        status, found = call(box, "financial_search", query="Jeppesen")
        assert status == "ok" and [r["article_id"] for r in found["results"]] == ["doc:ba-jeppesen"]
        status, article = call(box, "read_news_article", article_id="doc:ba-jeppesen")
        assert status == "ok" and "gain expected" in article["content"]

    def test_calculator_is_the_shared_one(self, store: PitStore) -> None:
        box = EpsBenchToolbox.for_instance(tools_for(store), instance_input())
        status, result = call(box, "financial_calculate", **OPUS["fundamental_predictions"])
        assert status == "ok" and result["income_statement"]["key_metrics"]["eps"] == round(OPUS["eps_gaap_pred"], 4)
        assert set(result["income_statement"]["key_metrics"]) == {"eps", "total_revenue", "pretax_income"}
        assert box.calls[-1].eps == pytest.approx(OPUS["eps_gaap_pred"], rel=1e-12)
        status, bad = call(box, "financial_calculate", no_such_driver=1.0)
        assert status == "tool_error" and "unknown driver" in bad["error"]
        assert call(box, "shell", command="ls")[0] == "unknown_tool"


class TestProtocol:
    def test_prompts_are_appendix_j(self) -> None:
        assert quarter_labels("2026Q3") == {"q1": "Q2_2026", "q2": "Q1_2026", "q3": "Q4_2025", "q4": "Q3_2025"}
        system, user = messages(data(), "2026-01-26")
        assert system["content"].startswith("# Financial Forecaster (Fundamental Update)")
        assert "News window: 2025-10-29 to 2026-01-26." in user["content"]
        assert "Earnings call transcript (Q-1): quarter=Q3_2025" in user["content"]
        assert "shares_abs: <float> //" in user["content"] and "last_q=759.7" in user["content"]
        assert len(PROMPT_HASH) >= 16

    def answer(self, eps: float | None = None, interval: tuple[float, float] = (4.5, 10.5)) -> str:
        return json.dumps({"fundamental_predictions": OPUS["fundamental_predictions"],
                           "calculated_results_summary": {"key_metrics": {"eps": round(eps if eps is not None else OPUS["eps_gaap_pred"], 4)}},
                           "eps_interval": {"p10": interval[0], "p90": interval[1]}})

    def test_the_locked_eps_is_the_calculators(self, store: PitStore) -> None:
        box = EpsBenchToolbox.for_instance(tools_for(store), instance_input())
        with pytest.raises(AnswerProblem, match="before any successful financial_calculate"):
            final_output(self.answer(), box, [])
        call(box, "financial_calculate", **OPUS["fundamental_predictions"])
        said = ["gain_on_dispositions_abs: Jeppesen sale closes in Q4, ~$8.5bn gain -> 8500", "tax_rate: ttm -> 0.2"]
        output = EpsOutput.model_validate(final_output(self.answer(), box, said))
        assert output.eps == pytest.approx(OPUS["eps_gaap_pred"], rel=1e-12) and (output.p10, output.p90) == (4.5, 10.5)
        assert output.drivers == OPUS["fundamental_predictions"]
        assert output.evidence == {"gain_on_dispositions_abs": "Jeppesen sale closes in Q4, ~$8.5bn gain -> 8500",
                                   "tax_rate": "ttm -> 0.2"}
        with pytest.raises(AnswerProblem, match="not the calculator's") as caught:
            final_output(self.answer(eps=2.0), box, said)
        assert caught.value.field == "calculated_results_summary.key_metrics.eps"
        flipped = EpsOutput.model_validate(final_output(self.answer(interval=(9.0, 5.0)), box, said))
        assert flipped.interval is None and flipped.eps == pytest.approx(OPUS["eps_gaap_pred"])
        with pytest.raises(AnswerProblem, match="not JSON"):
            final_output("EPS will be about 8", box, said)
        with pytest.raises(AnswerProblem, match="reported a failure"):
            final_output("ERROR: financial_calculate timed out", box, said)


class Scripted:
    """The chat endpoint's double: plays the replies of a model, one per request, and keeps the requests."""

    def __init__(self, replies: list[ChatReply]) -> None:
        self.replies, self.requests = list(replies), []  # type: list[ChatReply], list[dict[str, Any]]

    def send(self, body: dict[str, Any], *, deadline_s: float | None = None) -> ChatReply:
        self.requests.append(json.loads(json.dumps(body)))
        return self.replies.pop(0)

    def close(self) -> None:
        pass


def reply(content: str | None, *calls: tuple[str, dict[str, Any]]) -> ChatReply:
    return ChatReply(content=content, attempts=1, usage=Usage(prompt_tokens=100, completion_tokens=10, total_tokens=110),
                     tool_calls=tuple(ToolCall(id=f"c{i}", name=n, arguments=json.dumps(a)) for i, (n, a) in enumerate(calls)))


def test_a_run_locks_drivers_evidence_and_the_calculators_eps(store: PitStore) -> None:
    answer = TestProtocol().answer()
    script = Scripted([
        reply(None, ("read_earnings_call_transcript", {"quarter": "Q3_2025"}), ("financial_search", {"query": "Jeppesen"})),
        reply(None, ("read_earnings_call_transcript", {"quarter": "Q4_2025"})),  # after tau: an error, the run goes on
        reply("gain_on_dispositions_abs: Jeppesen sale, transcript Q3_2025 -> 8500",
              ("financial_calculate", OPUS["fundamental_predictions"])),
        reply(answer),
    ])
    settings = LlmSettings(base_url="http://127.0.0.1:9", model="scripted")
    agent = EpsBenchAgent(settings, client_factory=lambda _: script)  # type: ignore[arg-type, return-value]
    tools = tools_for(store)
    output = EpsOutput.model_validate(agent.forecast(instance_input(), tools))
    assert output.eps == pytest.approx(calculate(load_schema(FIXTURE / "schemas" / "BA_2025Q4.json")[0],
                                                 OPUS["fundamental_predictions"]).eps, rel=1e-15)
    assert output.evidence == {"gain_on_dispositions_abs": "Jeppesen sale, transcript Q3_2025 -> 8500"}
    transcript = load_transcript(tools.memo, tools.transcript[-1])  # type: ignore[arg-type]
    assert transcript["prompt"]["hash"] == PROMPT_HASH and transcript["protocol"] == "epsbench-agent"
    statuses = [r["status"] for turn in transcript["turns"] for r in turn.get("tool_results", [])]
    assert statuses == ["ok", "ok", "tool_error", "ok"]
    assert [t["function"]["name"] for t in script.requests[0]["tools"]][-1] == "financial_calculate"
    # A replay of the same job is served from the memo: no endpoint call, the same output.
    replayed = EpsBenchAgent(settings, client_factory=lambda _: Scripted([]))  # type: ignore[arg-type, return-value]
    assert replayed.forecast(instance_input(), tools_for(store)) == output.model_dump(mode="json", exclude_none=True)
    # Single attempt: a bad final message fails the job, with no repair turn (another repeat: a new sample).
    failing = Scripted([reply(None, ("financial_calculate", OPUS["fundamental_predictions"])), reply("EPS is about 8")])
    agent = EpsBenchAgent(settings, client_factory=lambda _: failing)  # type: ignore[arg-type, return-value]
    with pytest.raises(AgentFailure, match="invalid_answer"):
        agent.forecast(instance_input(), tools_for(store, repeat=1))
    assert failing.replies == []


def test_selected_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_LLM_BASE_URL", "http://127.0.0.1:9")
    monkeypatch.setenv("ASOF_LLM_MODEL", "judge")
    forecaster = load_forecaster("epsbench-agent:m-eps", "EPS")
    assert forecaster.name == "epsbench-agent:m-eps"
