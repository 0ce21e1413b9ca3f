"""Residual leakage: accepted pages that state the realised outcome are found, per policy."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from controllers.analysis.residual_leakage import Outcome, read_outcomes, residual_leakage, reveals
from engine.clock import ManualClock
from engine.errors import InputError
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from retrieval.context import ForecastContext
from retrieval.gateway import Gateway
from tests.conftest import open_store

T0 = datetime(2013, 1, 1, tzinfo=UTC)
APPLE = Outcome(instance_id="i1", subject="Apple", values=(13.81,), direction="down", resolved_on=date(2013, 1, 23))


def test_value_within_tolerance_is_found() -> None:
    assert reveals("Apple earned $13.81 per share.", APPLE) == ("value", "Apple earned $13.81 per share.")
    assert reveals("Apple earned 13.9 a share.", APPLE) is None
    revenue = Outcome(instance_id="i", subject="Apple", values=(54.5e9,))
    assert reveals("revenue of 54.5 billion dollars", revenue) is not None
    assert reveals("revenue of 54,512 million", revenue) is not None


def test_direction_stated_as_fact_near_the_subject() -> None:
    found = reveals("After the report Apple shares fell 12 percent.", APPLE.model_copy(update={"values": ()}))
    assert found is not None and found[0] == "direction"
    assert reveals("Apple shares rose.", APPLE.model_copy(update={"values": ()})) is None


def test_resolution_date_headline() -> None:
    outcome = Outcome(instance_id="i", subject="Apple", resolved_on=date(2013, 1, 23))
    assert reveals("Apple results, January 23, 2013: what happened", outcome) is not None
    assert reveals("Results on January 23, 2013 for another company", outcome) is None


def test_outcomes_file_errors_name_the_line(tmp_path: Path) -> None:
    path = tmp_path / "o.jsonl"
    path.write_text(json.dumps({"instance_id": "a", "subject": "X"}) + "\n" + json.dumps({"instance_id": "b"}) + "\n")
    with pytest.raises(InputError, match="line 2"):
        read_outcomes(path)


def test_rate_per_policy_over_audited_instances(tmp_path: Path, sqlite_url: str) -> None:
    store: PitStore = open_store(sqlite_url, tmp_path / "data")
    store.append([
        RecordDraft(record_type="document", entity_id="doc:leak", known_at=T0, source="t",
                    payload={"url": "https://x/leak", "title": "Apple preview", "text": "Apple will earn 13.81 per share."}),
        RecordDraft(record_type="document", entity_id="doc:ok", known_at=T0, source="t",
                    payload={"url": "https://x/ok", "title": "Apple preview", "text": "Apple reports on January 23."}),
    ], source="t")
    for policy, instance in (("search_only", "i1"), ("pit", "i1"), ("pit", "i2")):
        context = ForecastContext(run_id="r", instance_id=instance, forecast_time=T0 + timedelta(days=5),
                                  policy=policy, pin=store.position())  # type: ignore[arg-type]
        Gateway(store, context, ensemble=None, clock=ManualClock(T0)).search("Apple preview", k=5)
    outcomes = {"i1": APPLE, "i2": APPLE.model_copy(update={"instance_id": "i2", "values": (99.0,), "direction": None,
                                                             "resolved_on": None})}
    report = residual_leakage(store, outcomes)
    assert report.by_policy == {"pit": {"instances": 2, "revealed": 1, "rate": 0.5},
                                "search_only": {"instances": 1, "revealed": 1, "rate": 1.0}}
    assert {f.entity_id for f in report.findings} == {"doc:leak"}
    store.close()
