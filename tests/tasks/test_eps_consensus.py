"""Consensus EPS as point-in-time records: ingest with known_at, read as of t, into the EPS label."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from engine.errors import InputError
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest
from tasks.eps_consensus import consensus_as_of, read_consensus
from tasks.generate import generate
from tests.tasks.store_data import at, build_store

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "tasks"
CONSENSUS = """ticker,fiscal_quarter,eps_gaap_consensus,as_of
AAA,2024Q1,1.40,2024-04-01
aaa,2024q1,1.45,2024-04-23T14:00:00Z
AAA,2024Q1,1.60,2024-04-24T21:00:00Z
BBB,2024Q1,0.50,2024-04-01
"""


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PitStore]:
    opened = build_store(f"sqlite:///{tmp_path / 'asof.db'}", tmp_path / "data")
    path = tmp_path / "consensus.csv"
    path.write_text(CONSENSUS)
    opened.append(read_consensus(path), source=str(path))
    yield opened
    opened.close()


def test_the_consensus_known_at_t_is_read(store: PitStore) -> None:
    pin = store.position()
    assert consensus_as_of(store, "AAA", "2024Q1", at("2024-03-31"), pin) is None
    # A date is known at the end of that day in New York (04:00 UTC the next morning in April).
    assert consensus_as_of(store, "AAA", "2024Q1", datetime(2024, 4, 2, 3, 59, tzinfo=UTC), pin) is None
    assert consensus_as_of(store, "AAA", "2024Q1", datetime(2024, 4, 2, 4, 0, tzinfo=UTC), pin) == 1.40
    assert consensus_as_of(store, "AAA", "2024Q1", at("2024-04-24", 20, 30), pin) == 1.45
    assert consensus_as_of(store, "aaa", "2024q1", at("2024-05-01"), pin) == 1.60
    assert consensus_as_of(store, "AAA", "2024Q2", at("2024-05-01"), pin) is None


def test_the_eps_label_carries_the_consensus_of_the_forecast_time(store: PitStore, tmp_path: Path) -> None:
    doc = json.loads((EXAMPLES / "MSFT_2026Q3.json").read_text())
    doc.update(ticker="AAA", target_fq="2024Q1", baseline_fq="2023Q1")
    path = tmp_path / "AAA_2024Q1.json"
    path.write_text(json.dumps(doc))
    request = GenerationRequest(task="EPS", schemas=(path,), start=at("2024-04-01"), end=at("2024-05-31"),
                                resolve_at=at("2024-12-31", 23))
    (built,) = generate(store, request)
    assert built.instance.forecast_time == at("2024-04-24", 20, 30)
    # 1.60 became known at 21:00, after t: the label uses 1.45, never a later consensus.
    assert built.resolution.label.consensus_eps == 1.45  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text, line, field",
    [
        ("ticker,fiscal_quarter,eps_gaap_consensus,as_of\nAAA,2024Q1,abc,2024-04-01\n", 2, "eps_gaap_consensus"),
        ("ticker,fiscal_quarter,eps_gaap_consensus,as_of\nAAA,2024Q1,1.0,2024-04-01T10:00:00\n", 2, "as_of"),
        ("ticker,fiscal_quarter,eps_gaap_consensus,as_of\nAAA,2024Q1,1.0,2024-04-01\nAAA,Q1,1.0,2024-04-01\n", 3,
         "fiscal_quarter"),
        ("ticker,fiscal_quarter,eps_gaap_consensus,as_of,source\nAAA,2024Q1,1.0,2024-04-01,ibes\n", 2, "source"),
    ],
)
def test_bad_rows_name_the_line_and_field(tmp_path: Path, text: str, line: int, field: str) -> None:
    path = tmp_path / "bad.csv"
    path.write_text(text)
    with pytest.raises(InputError) as caught:
        read_consensus(path)
    assert (caught.value.file, caught.value.line, caught.value.field) == (str(path), line, field)


def test_two_values_at_one_instant_contradict(tmp_path: Path) -> None:
    path = tmp_path / "twice.csv"
    path.write_text("ticker,fiscal_quarter,eps_gaap_consensus,as_of\nAAA,2024Q1,1.0,2024-04-01\nAAA,2024Q1,1.1,2024-04-01\n")
    with pytest.raises(InputError, match="two consensus values"):
        read_consensus(path)
