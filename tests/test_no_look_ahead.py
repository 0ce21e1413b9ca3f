"""A hostile user against the `asof` command line (issue 15): each way found to see the future, or
to be wrong without noticing, tried end to end on both backends.

1. a correction ingested without the latency of the original bar must not be visible early;
2. `asof live` repeated (and crashed, then resumed) locks one set of forecasts, not several;
3. `asof replay` re-runs the forecasters every time and says what came from recorded answers;
4. a pin beyond the store's position is refused;
5. database URL problems and a missing price folder are one-line errors; reads create nothing.

Commands run through click in this process, except the crash, which kills a real `asof live`
process mid-run. No test double anywhere: the forecasters are baselines or test forecasters of
`tests.controllers.run_data` / this module.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from controllers.cli.main import main
from controllers.forecasters.baselines import CutoffPrice
from controllers.runs.live import resolve, t3_runs
from controllers.runs.models import add_model
from controllers.runs.scoring import run_scores
from engine.clock import ManualClock
from engine.settings import Settings
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest
from tasks.generate import generate
from tests.controllers.run_data import CUTOFF, val_instances, write_instances
from tests.tasks.store_data import bars, build_store, sessions

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database URL for a store not created yet, on each backend."""
    if request.param == "postgres":
        return str(request.getfixturevalue("pg_url"))
    return f"sqlite:///{tmp_path / 'store' / 'asof.db'}"


def asof(*args: str) -> Result:
    """`asof ARGS` in this process; an uncaught exception (a traceback) fails the test."""
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    assert "Traceback" not in result.output, result.output
    return result


def store_args(url: str, tmp_path: Path) -> list[str]:
    return ["--store", url, "--data-dir", str(tmp_path / "data")]


# -- 1. corrections --------------------------------------------------------------------------------


def test_a_correction_without_the_latency_is_not_visible_early(url: str, tmp_path: Path) -> None:
    opts = store_args(url, tmp_path)
    assert asof("init", *opts).exit_code == 0
    original, fix = tmp_path / "bars.csv", tmp_path / "fix.csv"
    original.write_text("symbol,date,open,high,low,close,volume\nACME,2024-03-11,100,101,99,100,1000\n")
    fix.write_text("symbol,date,open,high,low,close,volume\nACME,2024-03-11,100,101,99,100.5,1000\n")
    assert asof("ingest", "prices", str(original), "--latency", "15m", *opts).exit_code == 0
    corrected = asof("ingest", "prices", str(fix), *opts)
    assert corrected.exit_code == 0 and "ingest clock's now" in corrected.output
    # The fix again, with any latency, is no news at all.
    assert "added 0" in asof("ingest", "prices", str(fix), "--latency", "1m", *opts).output
    early = json.loads(asof("prices", "ACME", "--as-of", "2024-03-11T20:05:00Z", "--json", *opts).output)
    assert early["bar"] is None
    later = json.loads(asof("prices", "ACME", "--as-of", "2024-03-12T20:05:00Z", "--json", *opts).output)
    assert (later["bar"]["close"], later["bar"]["kind"]) == (100.0, "original")
    # Changing it back, claiming a time before the value it changes, is refused.
    dated = asof("ingest", "prices", str(original), "--known-at", "2024-03-11T20:10:00Z", *opts)
    assert dated.exit_code == 1 and "correction must become known later" in dated.output
    # A backfill is explicit, and then the earlier instant is taken.
    backfill = asof("ingest", "prices", str(original), "--backfill", *opts)
    assert backfill.exit_code == 0 and "backfill" in backfill.output


def test_a_revised_print_of_one_release_is_a_correction_whatever_the_release_time(url: str, tmp_path: Path) -> None:
    opts = store_args(url, tmp_path)
    asof("init", *opts)
    first, fix = tmp_path / "first.csv", tmp_path / "fix.csv"
    first.write_text("series,period,value,release_date\nCPI,2024-06,314.1,2024-07-11\n")
    fix.write_text("series,period,value,release_date\nCPI,2024-06,314.2,2024-07-11\n")
    asof("ingest", "macro", str(first), "--release-time", "08:30", *opts)
    # Read with the default release time (end of that day) the fix is not a print of that day.
    early = asof("ingest", "macro", str(fix), "--known-at", "2024-07-11T12:00:00Z", *opts)
    assert early.exit_code == 1 and "correction must become known later" in early.output
    dated = asof("ingest", "macro", str(fix), "--known-at", "2024-07-20T12:00:00Z", *opts)
    assert dated.exit_code == 0 and "warning" not in dated.output
    listed = json.loads(asof("list", "macro", "--subject", "CPI", "--as-of", "2024-07-12T00:00:00Z", "--json", *opts).output)
    assert [r["payload"]["value"] for r in listed["records"]] == [314.1]


# -- 4. pins ---------------------------------------------------------------------------------------


def test_a_pin_beyond_the_position_is_refused(url: str, tmp_path: Path) -> None:
    opts = store_args(url, tmp_path)
    asof("init", *opts)
    prices = tmp_path / "NYA.csv"
    prices.write_text("date,open,high,low,close,volume\n2024-03-11,100,101,99,100,1000\n")
    asof("ingest", "prices", str(prices), *opts)
    for command in (
        ["prices", "NYA", "--as-of", "2024-03-12T00:00:00Z", "--pin", "99999"],
        ["search", "NYA", "--as-of", "2024-03-12T00:00:00Z", "--pin", "1001"],
        ["show", "price:NYA:1d:2024-03-11T20:00:00.000000Z", "--history", "--pin", "2"],
    ):
        refused = asof(*command, *opts)
        assert refused.exit_code == 1 and "is beyond the store's position 1" in refused.output, refused.output


# -- 5. failures and read-only commands -----------------------------------------------------------


@pytest.mark.parametrize("url_problem", [
    "postgresql://postgres@127.0.0.1:1/asof",  # a closed port
    "postgresql+nodriver://postgres@127.0.0.1/asof",  # no such driver
    "mysql://root@127.0.0.1/asof",  # not a backend asof has
])
def test_database_url_problems_are_one_line_errors(url_problem: str, tmp_path: Path) -> None:
    for command in (["init"], ["store", "stats"]):
        failed = asof(*command, "--store", url_problem)
        assert failed.exit_code == 1 and len(failed.output.strip().splitlines()) == 1, failed.output


@pytest.mark.postgres
def test_an_unknown_postgres_database_is_a_one_line_error(pg_database: str) -> None:
    missing = pg_database.rsplit("/", 1)[0] + "/asof_no_such_db"
    for command in (["init"], ["store", "stats"]):
        failed = asof(*command, "--store", missing)
        assert failed.exit_code == 1 and 'database "asof_no_such_db" does not exist' in failed.output


def test_read_only_commands_create_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    nowhere = f"sqlite:///{tmp_path / 'no' / 'dir' / 'x.db'}"
    for command in (
        ["store", "stats", "--store", nowhere],
        ["search", "ACME", "--as-of", "2024-03-12T00:00:00Z"],  # the default store, before `asof init`
        ["prices", "ACME", "--as-of", "2024-03-12T00:00:00Z", "--store", nowhere],
    ):
        failed = asof(*command)
        assert failed.exit_code == 1 and "run `asof init` first" in failed.output, failed.output
    assert list(tmp_path.iterdir()) == []


def test_the_price_folder_lives_with_the_store(url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    here, elsewhere = tmp_path / "here", tmp_path / "elsewhere"
    here.mkdir()
    elsewhere.mkdir()
    monkeypatch.chdir(here)
    assert asof("init", "--store", url).exit_code == 0
    prices = tmp_path / "ACME.csv"
    prices.write_text("date,open,high,low,close,volume\n2024-03-11,100,101,99,100,1000\n")
    assert asof("ingest", "prices", str(prices), "--store", url).exit_code == 0
    monkeypatch.chdir(elsewhere)
    found = asof("prices", "ACME", "--as-of", "2024-03-12T00:00:00Z", "--json", "--store", url)
    assert found.exit_code == 0 and json.loads(found.output)["bar"]["close"] == 100.0
    assert list(elsewhere.iterdir()) == []
    moved = asof("prices", "ACME", "--as-of", "2024-03-12T00:00:00Z", "--store", url, "--data-dir", str(tmp_path / "gone"))
    assert moved.exit_code == 1 and "price folder" in moved.output and "not found" in moved.output


# -- 2. live runs ----------------------------------------------------------------------------------


@pytest.fixture
def live_world(url: str, tmp_path: Path) -> Iterator[tuple[list[str], Path, int]]:
    """A store with synthetic bars up to yesterday and VAL instances of the last days (unresolved
    at the real now, so `asof live` takes them); yields the store options, instance file and count."""
    today = datetime.now(UTC).date()
    days = sessions(today - timedelta(days=120), today - timedelta(days=1))
    store = PitStore.open(Settings(store_url=url, data_dir=tmp_path / "data"), ManualClock(datetime.now(UTC)), create=True)
    try:
        for symbol in ("AAA", "BBB"):
            append_prices(store, bars(symbol, days), source=f"test-{symbol}")
        add_model(store, "m1", vendor_cutoff=CUTOFF)
        start = datetime.combine(days[-6], datetime.min.time(), UTC)
        request = GenerationRequest(task="VAL", symbols=("AAA", "BBB"), start=start,
                                    end=datetime.combine(days[-2], datetime.max.time(), UTC), horizon="30", every=1)
        instances = [g.instance for g in generate(store, request)]
    finally:
        store.close()
    assert len(instances) >= 6
    yield store_args(url, tmp_path), write_instances(tmp_path / "live.jsonl", instances), len(instances)


def test_live_twice_and_a_crash_resumed_lock_one_set(live_world: tuple[list[str], Path, int], tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    opts, instances, n = live_world
    ids = [json.loads(line)["instance_id"] for line in instances.read_text().splitlines()]
    kill = tmp_path / "kill"
    kill.mkdir()
    (kill / ids[n // 2]).touch()  # the process dies in the middle of the run
    executions = tmp_path / "executions.log"
    args = ["live", "--task", "VAL", "--model", "m1", "--forecaster", "tests.controllers.run_data:Recording",
            "--policy", "pit", "--instances", str(instances), "--workers", "0", "--no-progress", "--json", *opts]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ASOF_TEST_EXECUTIONS": str(executions), "ASOF_TEST_KILL": str(kill)}
    crashed = subprocess.run([sys.executable, "-c", "from controllers.cli.main import main; main()", *args], env=env, cwd=ROOT,
                             capture_output=True, text=True, timeout=300)
    assert crashed.returncode == -9, crashed.stderr[-2000:]
    monkeypatch.setenv("ASOF_TEST_EXECUTIONS", str(executions))
    resumed = json.loads(asof(*args).output)
    assert resumed["locked_now"] == n and resumed["jobs"] == n
    again = asof(*args)
    repeat = json.loads(again.output)
    assert (repeat["run_id"], repeat["locked_before"], repeat["locked_now"]) == (resumed["run_id"], n, n)
    # Locking the same forecasts again under other options or another id is refused, naming the run.
    for variant in (["--repeats", "2"], ["--run-id", "my-second-try"]):
        refused = CliRunner().invoke(main, [*args, *variant])
        assert refused.exit_code == 1 and resumed["run_id"] in refused.output, refused.output
    # So is a "backtest" with T3 and today's run date: it would lock the same live forecasts.
    backtest = ["run", *args[1:args.index("--json")], "--regimes", "T3", *opts]
    refused = CliRunner().invoke(main, backtest)
    assert refused.exit_code == 1 and resumed["run_id"] in refused.output, refused.output
    # Weeks later the outcomes are in: exactly one set is scored.
    later = datetime.now(UTC) + timedelta(days=60)
    settings = Settings(store_url=opts[1], data_dir=Path(opts[3]))
    store = PitStore.open(settings, ManualClock(later))
    try:
        today = datetime.now(UTC).date()
        after = sessions(today, (later - timedelta(days=5)).date())
        for symbol in ("AAA", "BBB"):
            append_prices(store, bars(symbol, after, start_index=200), source=f"later-{symbol}")
        report = resolve(store)
        assert t3_runs(store) == [resumed["run_id"]] and list(report.runs) == [resumed["run_id"]]
        assert report.runs[resumed["run_id"]].scored == n
        assert [g.result.n for g in run_scores(store, resumed["run_id"])] == [n]
    finally:
        store.close()


# -- 3. replay -------------------------------------------------------------------------------------


class Scaled(CutoffPrice):
    """The cutoff-price baseline scaled by `ASOF_TEST_SCALE` (a forecaster someone edits between runs)."""

    name = "scaled"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        answer = super().forecast(instance_input, tools)
        scale = float(os.environ.get("ASOF_TEST_SCALE", "0.95"))
        return {**answer, "bear": answer["bear"] * scale, "base": answer["base"] * scale}


def test_replay_reruns_the_forecasters_every_time(url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = build_store(url, tmp_path / "data")
    add_model(store, "m1", vendor_cutoff=CUTOFF)
    instances = write_instances(tmp_path / "instances.jsonl", val_instances(store))
    store.close()
    opts = store_args(url, tmp_path)
    monkeypatch.setenv("ASOF_TEST_SCALE", "0.95")
    ran = asof("run", "--task", "VAL", "--model", "m1", "--forecaster", "tests.test_no_look_ahead:Scaled",
               "--policy", "pit", "--instances", str(instances), "--regimes", "T1,T2",
               "--run-date", "2024-10-01T00:00:00Z", "--workers", "0", "--no-progress", "--json", *opts)
    run_id = json.loads(ran.output)["run"]["run_id"]
    day = json.loads(instances.read_text().splitlines()[0])["forecast_time"][:10]

    def replay() -> tuple[int, dict[str, Any]]:
        result = CliRunner().invoke(main, ["replay", "--date", day, "--compare", run_id, "--json", *opts])
        assert "Traceback" not in result.output
        return result.exit_code, json.loads(result.output)[0]

    code, first = replay()
    assert code == 0 and first["identical"] == first["compared"] == first["rerun"] > 0
    assert first["cached_answers"] == 0 and first["new_calls"] == 0  # baselines call no endpoint
    monkeypatch.setenv("ASOF_TEST_SCALE", "0.90")
    code, changed = replay()
    assert code == 1 and changed["identical"] == 0 and changed["replay_run"] != first["replay_run"]
    monkeypatch.setenv("ASOF_TEST_SCALE", "0.95")
    code, reverted = replay()
    assert code == 0 and reverted["identical"] == reverted["compared"]
    assert len({first["replay_run"], changed["replay_run"], reverted["replay_run"]}) == 3
