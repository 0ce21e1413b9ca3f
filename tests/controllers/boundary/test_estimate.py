"""Boundary estimation end to end on simulated answers with planted boundaries (issue 9, item 4).

Tolerances: a sharp drop (one month from high to low) is recovered exactly. A planted decline over
several months is recovered within one month for Start and Boundary: with 200 questions a month the
monthly accuracy has a standard error near 0.03, while the planted slope is 0.08 a month, so a
neighbouring month fits almost as well; the paper's own knot check tolerates the same one month.
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from controllers.boundary.estimate import estimate_boundary
from controllers.boundary.results import BoundaryEstimate, boundary_instant, month_index, read_responses
from controllers.boundary.simulation import SCENARIOS, Scenario, simulate
from engine.errors import InputError
from tasks.probe import ProbeResponse

FEW = 40
"""Resamples for tests that only need the stability to exist (one test runs the paper's 1,000)."""


def _near(found: str | None, planted: str | None, months: int) -> bool:
    return found is not None and planted is not None and abs(month_index(found) - month_index(planted)) <= months


@pytest.fixture(scope="module")
def sharp() -> list[ProbeResponse]:
    return simulate(SCENARIOS["sharp"])


def test_sharp_drop_is_recovered_exactly_with_the_papers_1000_resamples(sharp: list[ProbeResponse]) -> None:
    estimate = estimate_boundary(sharp, resamples=1000, seed=2048)
    assert (estimate.status, estimate.start, estimate.boundary) == ("Localized", "2025-03", "2025-04")
    assert estimate.window == ("2024-12", "2025-12") and estimate.decline and estimate.decline.check == 1
    assert estimate.decline.passed and estimate.decline.p_value <= 0.025 and estimate.decline.splits == 10
    assert estimate.knots and estimate.knots.passed and estimate.knots.start_shift == 0 and not estimate.right_edge
    assert estimate.fit and estimate.fit.high == pytest.approx(0.8, abs=0.05)
    assert estimate.fit.low == pytest.approx(0.3, abs=0.05)
    stability = estimate.stability
    assert stability and stability.resamples == 1000 and stability.seed == 2048
    assert stability.localization_rate > 0.95 and stability.tight and stability.boundary_range
    assert _near(stability.boundary_range[0], "2025-04", 1) and _near(stability.boundary_range[1], "2025-04", 1)
    assert sum(stability.outcomes.values()) == 1000
    assert set(estimate.axes) == {"asset", "macro", "market", "sector"}
    assert all(_near(axis.boundary, "2025-04", 1) for axis in estimate.axes.values())
    assert estimate.leading_axes and estimate.leading_axis == "/".join(estimate.leading_axes)


def test_slow_decline_needs_one_expansion_and_is_recovered_within_a_month() -> None:
    planted = SCENARIOS["slow"]  # Start 2024-12 is the initial window's first month: its high phase is too short
    estimate = estimate_boundary(simulate(planted), resamples=FEW)
    assert estimate.status == "Localized" and estimate.decline and estimate.decline.check == 2
    assert estimate.window == ("2024-06", "2025-12") and estimate.decline.alpha == pytest.approx(0.05 / 6)
    assert _near(estimate.start, planted.start, 1) and _near(estimate.boundary, planted.boundary, 1)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_noisy_months_still_give_the_planted_boundary_within_a_month(seed: int) -> None:
    planted = SCENARIOS["noisy"].model_copy(update={"seed": seed})
    estimate = estimate_boundary(simulate(planted), resamples=0)
    assert estimate.status == "Localized"
    assert _near(estimate.start, planted.start, 1) and _near(estimate.boundary, planted.boundary, 1)
    assert estimate.stability is None and estimate.leading_axis is None  # no resampling, no Tight label


def test_no_decline_is_nd_after_the_whole_range() -> None:
    estimate = estimate_boundary(simulate(SCENARIOS["flat"]), resamples=FEW)
    assert (estimate.status, estimate.start, estimate.boundary) == ("ND", None, None)
    assert estimate.window == ("2024-01", "2025-12") and estimate.decline and estimate.decline.check == 3
    assert not estimate.decline.passed
    assert estimate.stability and estimate.stability.localization_rate < 0.1
    assert all(axis.status == "ND" for axis in estimate.axes.values()) and estimate.leading_axis is None


def test_a_missing_month_in_the_initial_window_is_pending() -> None:
    estimate = estimate_boundary(simulate(SCENARIOS["missing"]), resamples=FEW)
    assert (estimate.status, estimate.boundary, estimate.decline, estimate.stability) == ("Pending", None, None, None)
    assert estimate.incomplete == ("2025-08",)
    month = next(m for m in estimate.monthly if m.month == "2025-08")
    assert (month.n, month.accuracy, month.complete) == (0, None, False)


def test_a_missing_month_the_search_never_needs_changes_nothing(sharp: list[ProbeResponse]) -> None:
    gap = [r for r in sharp if r.month != "2024-05"]
    estimate = estimate_boundary(gap, resamples=0)
    assert (estimate.status, estimate.boundary, estimate.incomplete) == ("Localized", "2025-04", ("2024-05",))


def test_a_missing_month_in_a_needed_window_keeps_the_last_complete_one() -> None:
    answers = [r for r in simulate(SCENARIOS["slow"]) if r.month != "2024-07"]
    estimate = estimate_boundary(answers, resamples=FEW)
    assert (estimate.status, estimate.boundary) == ("Pending", None)
    assert estimate.window == ("2024-12", "2025-12") and estimate.decline and estimate.decline.check == 1
    assert estimate.knots and not estimate.knots.passed and estimate.knots.left_edge
    assert estimate.stability and estimate.stability.outcomes["Pending"] > 0


def test_missing_rounds_and_axes_make_a_month_incomplete(sharp: list[ProbeResponse]) -> None:
    short = [r for r in sharp if not (r.question_id == "q-2025-06-macro-003" and r.repeat == 2)]
    assert estimate_boundary(short, resamples=0).incomplete == ("2025-06",)
    no_axis = [r for r in sharp if not (r.month == "2025-07" and r.axis == "asset")]
    assert estimate_boundary(no_axis, resamples=0).status == "Pending"


def test_start_at_the_left_limit_is_unresolved_when_the_range_cannot_grow() -> None:
    planted = Scenario(first="2025-01", months=13, start="2025-02", boundary="2025-03")
    estimate = estimate_boundary(simulate(planted), resamples=0)
    assert (estimate.status, estimate.start, estimate.boundary) == ("Unresolved", None, None)
    assert estimate.decline and estimate.decline.passed and estimate.knots and estimate.knots.left_edge
    assert estimate.fit and estimate.fit.start == "2025-02"


def test_a_boundary_at_the_latest_allowed_month_is_flagged() -> None:
    planted = Scenario(first="2025-01", months=13, start="2025-11", boundary="2025-12")
    estimate = estimate_boundary(simulate(planted), resamples=0)
    assert (estimate.status, estimate.boundary, estimate.right_edge) == ("Localized", "2025-12", True)


def test_release_month_sets_the_window_and_provisional_flag(sharp: list[ProbeResponse]) -> None:
    earlier = estimate_boundary(sharp, resamples=0, release="2025-09")
    assert earlier.window == ("2024-09", "2025-09") and earlier.boundary == "2025-04"
    later = estimate_boundary(sharp, resamples=0, release="2026-02")
    # The initial window 2025-02..2025-12 puts Start at its left limit: one expansion.
    assert later.provisional and later.window == ("2024-08", "2025-12") and later.release == "2026-02"
    assert later.decline and later.decline.check == 2 and later.boundary == "2025-04"
    declared = estimate_boundary(sharp, resamples=0, observed_range=("2023-10", "2025-12"))
    assert declared.observed == ("2023-10", "2025-12") and declared.status == "Localized"
    with pytest.raises(InputError, match="release"):
        estimate_boundary(sharp, resamples=0, release="2020-01")


def test_leading_axis_is_the_latest_tight_axis() -> None:
    planted = SCENARIOS["sharp"].model_copy(update={"axis_shift": {"macro": 2}})
    estimate = estimate_boundary(simulate(planted), resamples=FEW)
    assert estimate.axes["macro"].boundary == "2025-06" and estimate.leading_axis == "macro"
    assert estimate.boundary in ("2025-04", "2025-05", "2025-06")


def test_monthly_intervals_hold_the_point_estimate(sharp: list[ProbeResponse]) -> None:
    estimate = estimate_boundary(sharp, resamples=0)
    assert len(estimate.monthly) == 24 and all(m.n == 200 for m in estimate.monthly)
    for month in estimate.monthly + estimate.axes["macro"].monthly:
        assert month.low is not None and month.high is not None and month.accuracy is not None
        assert month.low <= month.accuracy <= month.high and month.high - month.low < 0.35


@settings(max_examples=5, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 1000))
def test_same_seed_same_result_in_any_input_order(shuffle: int, seed: int) -> None:
    answers = simulate(Scenario(first="2025-01", months=13, questions=40, start="2025-06", boundary="2025-08",
                                month_noise=0.05, seed=seed % 7))
    first = estimate_boundary(answers, resamples=30, seed=seed)
    shuffled = list(answers)
    random.Random(shuffle).shuffle(shuffled)
    assert estimate_boundary(shuffled, resamples=30, seed=seed) == first


def test_bad_inputs_are_named(sharp: list[ProbeResponse]) -> None:
    twice = sharp + [sharp[0]]
    with pytest.raises(InputError, match="two answers in one round"):
        estimate_boundary(twice, resamples=0)
    moved = sharp + [sharp[0].model_copy(update={"repeat": 9, "axis": "other"})]
    with pytest.raises(InputError, match="has two values") as raised:
        estimate_boundary(moved, resamples=0)
    assert raised.value.field == "axis"
    spanning = sharp + [ProbeResponse(question_id="new", month="2025-01", axis="macro",
                                      fact_group=sharp[0].fact_group, repeat=0, correct=1.0)]
    with pytest.raises(InputError, match="spans months or axes"):
        estimate_boundary(spanning, resamples=0)
    with pytest.raises(InputError, match="no responses"):
        estimate_boundary([], resamples=0)
    with pytest.raises(InputError, match="resamples"):
        estimate_boundary(sharp, resamples=-1)


def test_read_responses_round_trip_and_errors(tmp_path: Path) -> None:
    rows = simulate(Scenario(months=2, questions=4, rounds=1))
    path = tmp_path / "answers.jsonl"
    path.write_text("".join(json.dumps(r.model_dump()) + "\n" for r in rows))
    assert read_responses(path) == rows
    bad = tmp_path / "bad.jsonl"
    good = json.dumps(rows[0].model_dump())
    row = {"question_id": "q", "month": "2025-01", "axis": "a", "fact_group": "g", "repeat": 0, "correct": 1}
    for change, field in [({"month": "2025-13"}, "month"), ({"correct": 2}, "correct"), ({"correct": None}, "correct"),
                          ({"extra": 1}, "extra")]:
        text = json.dumps({k: v for k, v in {**row, **change}.items() if v is not None})
        bad.write_text(good + "\n" + text + "\n")
        with pytest.raises(InputError) as raised:
            read_responses(bad)
        assert (raised.value.file, raised.value.line, raised.value.field) == (str(bad), 2, field)
    bad.write_text("not json\n")
    with pytest.raises(InputError, match="line 1"):
        read_responses(bad)


def test_boundary_instant_is_the_first_instant_of_the_boundary_month() -> None:
    assert boundary_instant("2025-04") == datetime(2025, 4, 1, tzinfo=UTC)
    assert boundary_instant("2024-12").tzinfo is UTC
    with pytest.raises(InputError):
        boundary_instant("2025-4")


def test_the_estimate_serialises() -> None:
    estimate = estimate_boundary(simulate(SCENARIOS["sharp"].model_copy(update={"questions": 40})), resamples=10)
    assert BoundaryEstimate.model_validate_json(estimate.model_dump_json()) == estimate


def test_progress_bar_counts_the_resamples(capsys: pytest.CaptureFixture[str]) -> None:
    answers = simulate(SCENARIOS["sharp"].model_copy(update={"questions": 40}))
    quiet = estimate_boundary(answers, resamples=150, seed=3)
    assert "boundary resamples" not in capsys.readouterr().err
    shown = estimate_boundary(answers, resamples=150, seed=3, progress=True)
    assert "150/150" in capsys.readouterr().err and shown == quiet
