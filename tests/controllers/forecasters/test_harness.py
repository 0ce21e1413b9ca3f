"""The harness adapter: external commands evaluated through the runner on a SQLite store.

The harnesses are real processes talking MCP over HTTP on 127.0.0.1 to the job's server: the
example harness, and small scripts written here that hang, leave without answering, or submit an
invalid answer.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from controllers.forecasters.harness import DEFAULT_TIMEOUT, ExternalCommand, HarnessAdapter
from controllers.forecasters.registry import load_forecaster
from controllers.runs.executor import InlineExecutor
from controllers.runs.runner import Runner, locked, read_plan
from controllers.runs.verify import verify_run
from engine.errors import InputError
from retrieval.audit import request_rows
from tests.controllers.mcp_data import World, build_world, harness_spec, plan

INVALID = '''
import os, anyio
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

async def main():
    async with streamable_http_client(os.environ["ASOF_MCP_URL"]) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        await session.call_tool("submit", {"instance_id": os.environ["ASOF_INSTANCE_ID"],
                                           "output": {"bear": 2.0, "base": 1.0, "bull": 3.0, "reversion_horizon": 30}})

anyio.run(main)
'''


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    built = build_world(tmp_path_factory.mktemp("harness"))
    yield built
    built.store.close()


def script(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_example_harness_is_run_and_its_submission_locked(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_HARNESS_TIMEOUT", "120")
    spec = harness_spec()
    run_id = plan(world, "harness-example", (spec,))
    progress = Runner(world.store, InlineExecutor(world.store), progress=False).execute(run_id)
    assert progress.locked_now == 1 and progress.failures == 0

    (prediction,) = locked(world.store, run_id).values()
    assert prediction.forecaster == spec and prediction.instance_id == world.instance.instance_id
    output = json.loads(prediction.output_json or "")
    last_close = world.instance.input.history[-1].close  # type: ignore[union-attr]
    assert output["base"] == pytest.approx(last_close) and output["bear"] < output["base"] < output["bull"]
    rows = {row["request_id"]: row for row in request_rows(world.store.engine, run_id=run_id)}
    assert [rows[r]["tool"] for r in prediction.transcript] == ["instance", "search", "fetch", "prices", "submit"]
    assert rows[prediction.transcript[1]]["n_returned"] == 1  # the page known after t stays invisible
    assert {row["tool"] for row in rows.values()} == {"instance", "search", "fetch", "prices", "submit"}
    assert verify_run(world.store, run_id).ok
    assert read_plan(world.store, run_id).pins.forecasters[spec]["timeout_s"] == "120.0"  # type: ignore[union-attr]


def test_failing_harnesses_are_locked_as_failures_with_reasons(
    world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ASOF_HARNESS_TIMEOUT", "60")
    silent = harness_spec(script(tmp_path, "silent.py", "print('thinking...')\n"))
    invalid = harness_spec(script(tmp_path, "invalid.py", INVALID))
    run_id = plan(world, "harness-failures", (silent, invalid))
    progress = Runner(world.store, InlineExecutor(world.store), progress=False).execute(run_id)
    assert progress.locked_now == 2 and progress.failures == 2
    failures = {p.forecaster: p.failure or "" for p in locked(world.store, run_id).values()}
    assert failures[silent].startswith("HarnessFailure: the harness exited with status 0")
    assert "without a valid submission" in failures[silent] and "thinking..." in failures[silent]
    assert "last submission refused: invalid output" in failures[invalid]
    assert verify_run(world.store, run_id).ok


def test_a_hanging_harness_is_stopped_at_its_limit(world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_HARNESS_TIMEOUT", "1.5")
    hang = harness_spec(script(tmp_path, "hang.py", "import time\nprint('working', flush=True)\ntime.sleep(600)\n"))
    run_id = plan(world, "harness-hang", (hang,))
    progress = Runner(world.store, InlineExecutor(world.store), progress=False).execute(run_id)
    assert progress.locked_now == 1 and progress.failures == 1
    (prediction,) = locked(world.store, run_id).values()
    assert prediction.failure is not None and prediction.output_json is None
    assert prediction.failure.startswith("HarnessTimeout: the harness passed its 1.5s wall-time limit and was stopped")
    assert "working" in prediction.failure


def test_cmd_specs_load_as_external_commands(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ASOF_HARNESS_TIMEOUT", raising=False)
    loaded = load_forecaster("cmd:claude -p 'forecast {instance_id}' --mcp-config {mcp_config}", "VAL")
    assert isinstance(loaded, ExternalCommand) and isinstance(loaded, HarnessAdapter)
    assert loaded.command == ("claude", "-p", "forecast {instance_id}", "--mcp-config", "{mcp_config}")
    assert loaded.timeout == DEFAULT_TIMEOUT and loaded.name.startswith("cmd:claude")
    with pytest.raises(InputError, match="needs a program"):
        load_forecaster("cmd:")
    with pytest.raises(InputError, match="cannot split"):
        load_forecaster("cmd:python 'unclosed")
    monkeypatch.setenv("ASOF_HARNESS_TIMEOUT", "soon")
    with pytest.raises(InputError, match="expected seconds"):
        load_forecaster("cmd:python harness.py")
    monkeypatch.setenv("ASOF_HARNESS_TIMEOUT", "-1")
    with pytest.raises(InputError, match="must be positive"):
        load_forecaster("cmd:python harness.py")
