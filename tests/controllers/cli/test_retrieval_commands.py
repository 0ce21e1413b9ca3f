"""`asof search` under pit_llm when the judge cannot be asked: the user is told, and the next search asks again.

The judge talks to the loopback chat-completions double (`ChatServer`, tests/chat_server.py): a test
double at the protocol boundary that answers like a real server would (here HTTP 401 with an OpenAI
error body, then a verdict), since no LLM endpoint can run here.
"""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

from click.testing import CliRunner

from controllers.cli.main import main
from pit_store.records import RecordDraft
from tests.chat_server import MODEL, ChatServer, Scripted, chat_server, completion  # noqa: F401 (the fixture)
from tests.conftest import open_store
from tests.retrieval.test_gateway_classifiers import CLEAN, T


def test_search_says_the_judge_failed_and_asks_again_after_the_fix(tmp_path: Path, chat_server: ChatServer) -> None:
    url, data = f"sqlite:///{tmp_path / 's.db'}", tmp_path / "data"
    store = open_store(url, data)
    store.append([RecordDraft(record_type="document", entity_id="doc:acme", known_at=T - timedelta(days=10), source="t",
                              payload={"url": "https://news.example.com/acme", "title": "Acme quarter", "text": CLEAN})],
                 source="t")
    store.close()
    env = {"ASOF_STORE": url, "ASOF_DATA": str(data), "ASOF_LLM_BASE_URL": chat_server.base_url,
           "ASOF_LLM_MODEL": MODEL, "ASOF_LLM_MAX_RETRIES": "0"}
    args = ["search", "Acme revenue", "--as-of", T.isoformat(), "--policy", "pit_llm"]
    chat_server.push(Scripted(status=401, body={"error": {"message": "Invalid API key", "type": "invalid_request_error"}}))
    first = CliRunner(env=env).invoke(main, args, catch_exceptions=False)
    assert first.exit_code == 0, first.output
    assert "0 result(s)" in first.output
    assert "judge failed on 1 page: llm_http_401: HTTP 401: Invalid API key" in first.output
    verdict = {"label": "clean", "confidence": 0.9, "reason": "only scheduled dates", "evidence": []}
    chat_server.push(completion(json.dumps(verdict)))
    second = CliRunner(env=env).invoke(main, [*args, "--json"], catch_exceptions=False)
    shown = json.loads(second.output)
    assert [hit["doc_id"] for hit in shown["hits"]] == ["doc:acme"] and shown["judge_failures"] == {}
    assert len(chat_server.requests) == 2


def test_rejudge_asks_again_about_the_pages_a_run_failed_on(tmp_path: Path, chat_server: ChatServer) -> None:
    url, data = f"sqlite:///{tmp_path / 's.db'}", tmp_path / "data"
    store = open_store(url, data)
    store.append([RecordDraft(record_type="document", entity_id="doc:acme", known_at=T - timedelta(days=10), source="t",
                              payload={"url": "https://news.example.com/acme", "title": "Acme quarter", "text": CLEAN})],
                 source="t")
    store.close()
    env = {"ASOF_STORE": url, "ASOF_DATA": str(data), "ASOF_LLM_BASE_URL": chat_server.base_url,
           "ASOF_LLM_MODEL": MODEL, "ASOF_LLM_MAX_RETRIES": "0"}
    search = ["search", "Acme revenue", "--as-of", T.isoformat(), "--policy", "pit_llm", "--run", "r1"]
    chat_server.push(Scripted(status=503, body={"error": {"message": "Loading model"}}))
    assert "judge failed on 1 page: llm_retries_exhausted" in CliRunner(env=env).invoke(main, search).output
    verdict = {"label": "clean", "confidence": 0.9, "reason": "only scheduled dates", "evidence": []}
    chat_server.push(completion(json.dumps(verdict)))
    rejudged = CliRunner(env=env).invoke(main, ["audit", "rejudge", "--run", "r1", "--json"], catch_exceptions=False)
    report = json.loads(rejudged.output)
    assert report["requests"] == 1 and sum(report["failed_before"].values()) == 1 and report["failed_after"] == {}
    again = json.loads(CliRunner(env=env).invoke(main, [*search, "--json"], catch_exceptions=False).output)
    assert [hit["doc_id"] for hit in again["hits"]] == ["doc:acme"]
    assert len(chat_server.requests) == 2  # the verdict the rejudge got is cached: the search asked nobody
