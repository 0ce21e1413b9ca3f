"""Three `asof run` processes of one command on one PostgreSQL store execute every job exactly once.

Each process runs its jobs in a local worker process; they plan the same run at the same moment and
share its jobs through claims. The forecaster notes every execution in a file, so a job run twice
would show even if only one of its results were locked.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

from controllers.runs.runner import entries, locked
from controllers.runs.verify import verify_run
from engine.run_log import JobStarted, PredictionLocked
from tests.controllers.run_data import bokeh_instances, bokeh_labels, bokeh_store, write_instances

ROOT = Path(__file__).resolve().parents[3]
ASOF = "import sys; from controllers.cli.main import main; sys.exit(main())"


def test_three_concurrent_runs_execute_every_job_once(pg_url: str, tmp_path: Path) -> None:
    store = bokeh_store(pg_url, tmp_path / "data")
    try:
        instances = write_instances(tmp_path / "instances.jsonl", bokeh_instances(store))
        labels = bokeh_labels(store, tmp_path / "labels.jsonl")  # read once here, not by each process
        executions = tmp_path / "executions.txt"
        command = [sys.executable, "-c", ASOF, "run", "--task", "VAL", "--model", "m1",
                   "--forecaster", "tests.controllers.run_data:Recording", "--instances", str(instances),
                   "--regimes", "T1,T2", "--run-date", "2013-03-01T00:00:00Z", "--workers", "1", "--labels", str(labels), "--no-progress", "--json"]
        env = {**os.environ, "PYTHONPATH": str(ROOT), "ASOF_STORE": pg_url, "ASOF_DATA": str(store.data_dir),
               "ASOF_TEST_EXECUTIONS": str(executions), "ASOF_TEST_SLOW": "0.05"}
        env.pop("ASOF_TEST_KILL", None)
        children = [subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                    for _ in range(3)]
        outputs = [child.communicate(timeout=180) for child in children]
        assert all(child.returncode == 0 for child in children), [err[-2000:] for _, err in outputs]
        summaries = [json.loads(out)["run"] for out, _ in outputs]
        run_id = summaries[0]["run_id"]
        jobs = summaries[0]["jobs"]
        assert all(s["run_id"] == run_id and s["jobs"] == s["locked_now"] == jobs for s in summaries)
        assert sum(s["locked_now"] - s["locked_before"] for s in summaries) >= jobs  # all three saw the run end
        locks = Counter(e.event.job_key for e in entries(store, run_id, ["PredictionLocked"])
                        if isinstance(e.event, PredictionLocked))
        assert len(locks) == jobs and set(locks.values()) == {1}
        starts = [e.event for e in entries(store, run_id, ["JobStarted"]) if isinstance(e.event, JobStarted)]
        assert len(starts) == jobs and {s.attempt for s in starts} == {1}  # every job claimed once, by one process
        executed = Counter(line.split()[0] for line in executions.read_text().splitlines())
        assert executed == Counter({p.instance_id: 1 for p in locked(store, run_id).values()})
        assert verify_run(store, run_id).ok
    finally:
        store.close()
