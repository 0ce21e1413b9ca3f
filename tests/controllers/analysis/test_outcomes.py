"""`asof audit outcomes`: a scored run's outcomes, written in the format `audit residual` reads."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

from click.testing import CliRunner

from controllers.analysis.outcomes import outcomes_of_runs
from controllers.analysis.residual_leakage import read_outcomes
from controllers.cli.main import main
from controllers.runs.executor import InlineExecutor
from controllers.runs.runner import RunRequest, Runner, plan_run
from controllers.runs.scoring import StoreLabels, score_locked
from pit_store.as_of import price_as_of
from tests.controllers.run_data import RUN_DATE, make_store, val_instances


def test_val_outcomes_name_the_resolving_session_and_round_trip(tmp_path: Path) -> None:
    store = make_store(tmp_path / "s")
    try:
        instances = tuple(val_instances(store))
        request = RunRequest(task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit",),
                             instances=instances, regimes=("T1", "T2"), run_date=RUN_DATE)
        run_id, plan = plan_run(store, request, "rev")
        Runner(store, InlineExecutor(store), progress=False).execute(run_id)
        score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
        found = outcomes_of_runs(store, [run_id])
        first = next(i for i in instances if i.instance_id == found[0].instance_id)
        assert first.forecast_time is not None
        bar = price_as_of(store, first.input.symbol, first.forecast_time + timedelta(days=min(first.input.horizons)))  # type: ignore[union-attr]
        url = f"sqlite:///{tmp_path / 's' / 'asof.db'}"
    finally:
        store.close()
    assert found and all(o.subject and o.resolved_on for o in found)
    assert bar is not None and found[0].resolved_on == bar.session  # the session whose close resolved it
    out = tmp_path / "outcomes.jsonl"
    env = {"ASOF_STORE": url, "ASOF_DATA": str(tmp_path / "s" / "data")}
    written = CliRunner(env=env).invoke(main, ["audit", "outcomes", "--run", run_id, "--out", str(out)], catch_exceptions=False)
    assert written.exit_code == 0 and f"{len(found)} outcome(s) written" in written.output
    assert set(read_outcomes(out)) == {o.instance_id for o in found}
    residual = CliRunner(env=env).invoke(main, ["audit", "residual", "--outcomes", str(out), "--run", run_id, "--json"],
                                         catch_exceptions=False)
    assert json.loads(residual.output)["findings"] == []  # the baseline searched nothing
