"""The canaries leak exactly what they are built to leak (the demo's checks depend on it).

The reader is exercised end to end through the real gateway by the demo test; here: the memoriser's
recall boundary, its fallback, and the reader's fallback when retrieval finds nothing.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest

from controllers.demo.canaries import DEMO_MODELS, Memoriser, Reader, memoriser_2010
from controllers.forecasters.baselines import CutoffPrice
from controllers.forecasters.registry import load_forecaster
from engine.timestamps import parse_utc


def val_instance(t: datetime, horizons: tuple[int, ...] = (30,)) -> dict[str, Any]:
    sessions = [t.date() - timedelta(days=i) for i in range(5, 0, -1)]
    history = [{"session": s.isoformat(), "close": 200 + i, "known_at": (t - timedelta(days=5 - i)).isoformat()}
               for i, s in enumerate(sessions)]
    return {"task": "VAL", "forecast_time": t.isoformat(), "instance_id": "i",
            "input": {"symbol": "AAPL", "cutoff_session": sessions[-1].isoformat(), "cutoff_price": 204,
                      "horizons": list(horizons), "history": history}}


def test_memoriser_knows_closes_public_by_its_cutoff_and_nothing_later() -> None:
    memo = Memoriser(parse_utc("2010-06-30T20:00:00Z"))  # 16:00 New York (EDT) on June 30
    assert memo.knows(date(2010, 6, 30)) and not memo.knows(date(2010, 7, 1))
    recalled = memo.closes(None, "AAPL", [date(2010, 1, 4)], parse_utc("2009-12-01T00:00:00Z"))  # type: ignore[arg-type]
    assert recalled[date(2010, 1, 4)] == 214.01  # the real close in bokeh-sampledata
    assert memo.closes(None, "AAPL", [date(2010, 8, 2)], parse_utc("2010-07-01T00:00:00Z")) == {}  # type: ignore[arg-type]


def test_memoriser_answers_t1_with_the_truth_and_t2_uninformed() -> None:
    early = val_instance(parse_utc("2009-12-04T21:00:00Z"))  # window ends 2010-01-03: remembered (Dec 31 close)
    answer = memoriser_2010.forecast(early, None)  # type: ignore[arg-type]
    assert answer["base"] == 210.732  # AAPL closed at 210.732 on 2009-12-31
    assert answer["bear"] == pytest.approx(210.732 * 0.995) and answer["bull"] == pytest.approx(210.732 * 1.005)
    late = val_instance(parse_utc("2010-07-02T21:00:00Z"))
    assert memoriser_2010.forecast(late, None) == CutoffPrice().forecast(late, None)  # type: ignore[arg-type]


def test_every_declared_model_has_a_loadable_memoriser_with_its_cutoff() -> None:
    cutoffs = [model.cutoff for model in DEMO_MODELS]
    assert cutoffs == sorted(cutoffs) and len(set(cutoffs)) == len(cutoffs) >= 2
    for model in DEMO_MODELS:
        loaded = load_forecaster(model.memoriser, "VAL")
        assert isinstance(loaded, Memoriser) and loaded.cutoff == model.cutoff


class NoPages:
    """Tools whose search finds nothing (what the reader sees at a live forecast's date)."""

    def search(self, query: str, k: int = 10) -> Any:
        return type("Response", (), {"hits": ()})()


def test_reader_falls_back_to_the_uninformed_answer_when_nothing_is_found() -> None:
    instance = val_instance(datetime(2012, 6, 1, 20, tzinfo=UTC), (30, 90))
    assert Reader().forecast(instance, NoPages()) == CutoffPrice().forecast(instance, None)  # type: ignore[arg-type]


def test_canaries_refuse_tasks_they_do_not_answer() -> None:
    with pytest.raises(ValueError, match="VAL and RANK"):
        Reader().forecast({"task": "EVT", "forecast_time": "2012-01-01T00:00:00Z"}, NoPages())  # type: ignore[arg-type]
