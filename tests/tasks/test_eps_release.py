"""EPSBench's released tables through the store: instances as of tau, labels at the release, scores."""

from __future__ import annotations

import csv
import json
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from engine.errors import InputError
from pit_store.store import PitStore
from tasks import scoring
from tasks.builders.request import GenerationRequest
from tasks.eps import EpsLabel
from tasks.eps_release import ingest_release, read_release
from tasks.generate import generate
from tasks.io import PredictionLine
from tasks.registry import task_spec
from tasks.spec import LabelLine
from tests.conftest import open_store

FIXTURE = Path(__file__).parent / "fixtures" / "epsbench"
SCHEMAS = tuple(sorted((FIXTURE / "schemas").glob("*.json")))
RECORDS = json.loads((FIXTURE / "records.json").read_text())
RESOLVE = datetime(2026, 7, 1, tzinfo=UTC)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PitStore]:
    opened = open_store(f"sqlite:///{tmp_path / 'asof.db'}", tmp_path / "data")
    yield opened
    opened.close()


def generated(store: PitStore) -> dict[str, object]:
    request = GenerationRequest(task="EPS", schemas=SCHEMAS, start=datetime(2025, 12, 1, tzinfo=UTC),
                                end=datetime(2026, 6, 30, tzinfo=UTC), horizon="0d", resolve_at=RESOLVE)
    return {g.instance.input.ticker: g for g in generate(store, request)}  # type: ignore[union-attr]


def test_release_instances_labels_and_the_released_scores(store: PitStore) -> None:
    counts = ingest_release(store, FIXTURE)
    assert counts["instances"] == 13 and counts["price_bars"] == 13
    built = generated(store)
    assert sorted(built) == ["ABBV", "BA", "JPM", "TMO"]
    ba = built["BA"]
    # t = the end of tau (2026-01-26) in New York = 00:00 of the release day.
    assert ba.instance.forecast_time == datetime(2026, 1, 27, 5, tzinfo=UTC)  # type: ignore[attr-defined]
    # The news window opens at the previous call (instances.csv news_window_start 2025-10-29).
    assert ba.instance.input.news_window_start == datetime(2025, 10, 29, 4, tzinfo=UTC)  # type: ignore[attr-defined]
    label = ba.resolution.label  # type: ignore[attr-defined]
    assert (label.actual_eps, label.price, label.consensus_eps) == (10.23, 248.43, None)
    scores = {(r["ticker"], r["run"]): r for r in csv.DictReader((FIXTURE / "scores.csv").open())
              if r["config"].startswith("opus")}
    spec = task_spec("EPS")
    for record in (r for r in RECORDS if r["config"].startswith("opus")):
        generated_one = built[record["ticker"]]
        instance_id = generated_one.instance.instance_id  # type: ignore[attr-defined]
        output = {"eps": record["eps_gaap_pred"], "p10": record["eps_p10"], "p90": record["eps_p90"]}
        result = scoring.score(spec, [PredictionLine(1, instance_id, "US", "s1", output)],
                               [LabelLine(1, instance_id, "US", generated_one.resolution.label)])  # type: ignore[attr-defined]
        row = scores[(record["ticker"], "s1")]
        assert result.score == pytest.approx(float(row["pde"]), rel=1e-9)
        assert result.aux["mean_interval_score"] == pytest.approx(float(row["interval_score"]), rel=1e-9)
        assert result.aux["coverage"] == float(row["interval_covered"])


def test_the_actual_is_invisible_before_the_release_day_ends(store: PitStore) -> None:
    ingest_release(store, FIXTURE)
    request = GenerationRequest(task="EPS", schemas=SCHEMAS, start=datetime(2025, 12, 1, tzinfo=UTC),
                                end=datetime(2026, 6, 30, tzinfo=UTC), horizon="0d",
                                resolve_at=datetime(2026, 1, 27, 12, tzinfo=UTC))  # BA's release day, noon UTC
    ba = next(g for g in generate(store, request) if g.instance.input.ticker == "BA")  # type: ignore[union-attr]
    assert ba.resolution is None


def test_a_consensus_file_gives_the_consensus_of_tau(store: PitStore, tmp_path: Path) -> None:
    folder = tmp_path / "release"
    shutil.copytree(FIXTURE, folder)
    # Made-up numbers (IBES is not released): only the path from the file to the label is tested.
    (folder / "consensus.csv").write_text("ticker,fiscal_quarter,eps_gaap_consensus\nBA,2025Q4,9.99\n")
    ingest_release(store, folder)
    label: EpsLabel = generated(store)["BA"].resolution.label  # type: ignore[attr-defined, union-attr]
    assert label.consensus_eps == 9.99


@pytest.mark.parametrize(
    "name, change, fragment, field",
    [
        ("prices.csv", ("BA,2025Q4,2026-01-26,248.43", "BA,2025Q4,2026-01-27,248.43"), "before the release", "price_date"),
        ("prices.csv", ("BA,2025Q4,2026-01-26,248.43", "BA,2025Q4,2026-01-26,-1"), "positive", "close_price"),
        ("ground_truth.csv", ("BA,2025Q4,10.23", "BA,2025Q4,n/a"), "not a number", "eps_gaap_diluted"),
        ("instances.csv", ("BA,2025Q4,2026-01-27,2026-01-26", "BA,2025Q4,2026-01-27,2026-01-27"), "before the release", "cutoff"),
    ],
)
def test_bad_rows_are_refused_with_nothing_stored(store: PitStore, tmp_path: Path, name: str, change: tuple[str, str],
                                                  fragment: str, field: str) -> None:
    folder = tmp_path / "release"
    shutil.copytree(FIXTURE, folder)
    text = (folder / name).read_text()
    assert change[0] in text
    (folder / name).write_text(text.replace(change[0], change[1]))
    with pytest.raises(InputError, match=fragment) as caught:
        ingest_release(store, folder)
    assert caught.value.file == str(folder / name) and caught.value.field == field and caught.value.line is not None
    assert store.position() == 0 or not generated(store)


def test_an_instance_missing_from_a_table_is_named(tmp_path: Path) -> None:
    folder = tmp_path / "release"
    shutil.copytree(FIXTURE, folder)
    lines = (folder / "prices.csv").read_text().splitlines()
    (folder / "prices.csv").write_text("\n".join(line for line in lines if not line.startswith("TMO")) + "\n")
    with pytest.raises(InputError, match="TMO 2025Q4 of instances.csv has no row here"):
        read_release(folder)
