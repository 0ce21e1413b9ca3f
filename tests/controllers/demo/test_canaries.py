"""The canaries leak exactly what they are built to leak (the demo's checks depend on it).

The reader is exercised end to end through the real gateway by the demo test; here: the memoriser's
recall boundary, its fallback, and the reader's fallback when retrieval finds nothing.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest

from controllers.demo.canaries import DEMO_MODELS, Memoriser, Reader, answer_probe, memoriser_2010
from controllers.demo.data import benchmark_bars, employment_prints, employment_release
from controllers.forecasters.baselines import CutoffPrice
from controllers.forecasters.registry import load_forecaster
from engine.errors import InputError
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
    with pytest.raises(InputError, match="naive has no answer for EPS"):
        Reader().forecast({"task": "EPS", "forecast_time": "2012-01-01T00:00:00Z"}, NoPages())  # type: ignore[arg-type]


def evt_instance(event: datetime) -> dict[str, Any]:
    bars = benchmark_bars((event - timedelta(days=20)).date(), (event - timedelta(days=1)).date())
    history = [{"session": b.session.isoformat(), "close": float(b.close), "known_at": b.known_at.isoformat()}
               for b in bars.itertuples()]
    data = {"symbol": "SPX", "company": "SPX", "event": "employment situation", "fiscal_period": None,
            "scheduled_at": event.isoformat(), "window_start_session": history[-1]["session"], "sessions_after_event": 1,
            "return_definition": "close to close", "history": history}
    return {"task": "EVT", "forecast_time": history[-1]["known_at"], "input": data}


def test_memoriser_knows_evt_directions_to_its_cutoff_and_answers_naive_after() -> None:
    before, after = employment_release(2010, 4), employment_release(2010, 8)  # 7 May 2010, 3 September 2010
    for event, remembers in ((before, True), (after, False)):
        instance = evt_instance(event)
        answer = memoriser_2010.forecast(instance, NoPages())  # type: ignore[arg-type]
        if remembers:
            closes = benchmark_bars(event.date() - timedelta(days=3), event.date()).set_index("session")["close"]
            went_up = closes.iloc[-1] > closes.iloc[-2]
            assert answer == {"direction": "up" if went_up else "down", "probability_up": 1.0 if went_up else 0.0}
        else:
            assert answer == load_forecaster("base_rate").forecast(instance, None)  # type: ignore[arg-type]


def test_memoriser_recalls_labour_prints_public_by_its_cutoff() -> None:
    def fund(month_end: date) -> dict[str, Any]:
        data = {"source": "macro", "subject": "UNEMPLOY", "metric": "UNEMPLOY", "unit": None,
                "target_period_start": month_end.replace(day=1).isoformat(), "target_period_end": month_end.isoformat(),
                "target_fiscal_period": None,
                "history": [{"period_start": None, "period_end": None, "fiscal_period": None, "value": 1.0,
                             "known_at": "2009-01-09T13:30:00Z"}]}
        return {"task": "FUND", "forecast_time": "2010-01-01T00:00:00Z", "input": data}

    prints = employment_prints(date(2010, 5, 1), date(2010, 6, 30)).set_index(["series", "month_end"])["value"]
    # May 2010's print came out on 4 June, before the cutoff; June's on 2 July, after it.
    assert memoriser_2010.forecast(fund(date(2010, 5, 31)), NoPages()) == {  # type: ignore[arg-type]
        "predicted_value": prints[("UNEMPLOY", date(2010, 5, 31))]}
    assert memoriser_2010.forecast(fund(date(2010, 6, 30)), NoPages()) == {"predicted_value": 1.0}  # type: ignore[arg-type]


def test_memoriser_claims_to_know_what_it_remembers_and_marks_guesses() -> None:
    from tasks.probe import LETTERS, PublicProbeQuestion

    def asked(day: str) -> PublicProbeQuestion:
        values = ("100.00", "201.62", "250.00", "300.00")
        options = tuple(f"{v} ({claim})" for v in values for claim in ("I know this value", "I do not know it; this is my guess"))
        return PublicProbeQuestion(question_id=f"q{day}", variant="recall", options=options,
                                   prompt=f"Recall the value from your memory: what was the closing price of AAPL on {day}?")

    remembered = memoriser_2010.recall("AAPL", date(2010, 1, 4))
    assert remembered is not None
    question = asked("2010-01-04")
    chosen = question.options[LETTERS.index(answer_probe(memoriser_2010, question, 0))]
    assert chosen.endswith("(I know this value)") and abs(float(chosen.split(" ")[0]) - remembered) < 60
    later = asked("2011-01-04")  # after its cutoff: a guess, said to be one
    for repeat in range(5):
        assert "I do not know" in later.options[LETTERS.index(answer_probe(memoriser_2010, later, repeat))]
