"""Regime assignment edge cases and the matched eligible set."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from controllers.runs.regimes import (
    FUTURE, NO_RESOLUTION, STRADDLES, Assignment, assign, matched_set, select,
)
from tasks.base import Close
from tasks.instance import TaskInstance
from tasks.val import ValInput

C = datetime(2024, 6, 1, tzinfo=UTC)
R = datetime(2024, 10, 1, tzinfo=UTC)


def instance(t: datetime, resolution: datetime | None, ident: str = "i") -> TaskInstance:
    close = Close(session=date(2023, 12, 29), close=10.0, known_at=datetime(2023, 12, 29, 21, tzinfo=UTC))
    data = ValInput(symbol="AAA", cutoff_session=close.session, cutoff_price=10.0, horizons=(30,), history=(close,))
    return TaskInstance(instance_id=ident, task="VAL", market="US", forecast_time=t, resolution_time=resolution,
                        horizon="30", pin=1, question="q", input=data)


def test_edges() -> None:
    us = timedelta(microseconds=1)
    assert assign(instance(C, C + timedelta(days=30)), C, R).regime == "T2"  # t exactly at c_m
    assert assign(instance(C - us, C + timedelta(days=1)), C, R).reason == STRADDLES
    assert assign(instance(C - timedelta(days=30), C), C, R).regime == "T1"  # resolution exactly at c_m
    assert assign(instance(C - timedelta(days=30), C + us), C, R).reason == STRADDLES
    assert assign(instance(R - timedelta(days=30), R), C, R).regime == "T2"  # resolution exactly at r
    assert assign(instance(R - timedelta(days=30), R + us), C, R).regime == "T3"
    assert assign(instance(R, R + timedelta(days=30)), C, R).regime == "T3"  # t exactly at r
    assert assign(instance(R + us, R + timedelta(days=30)), C, R).reason == FUTURE
    assert assign(instance(C, None), C, R).reason == NO_RESOLUTION


@given(st.integers(0, 400), st.integers(1, 400))
def test_every_instance_gets_exactly_one_outcome(start: int, length: int) -> None:
    t = datetime(2024, 1, 1, tzinfo=UTC) + timedelta(days=start)
    found = assign(instance(t, t + timedelta(days=length)), C, R)
    assert (found.regime is None) != (found.reason is None)
    if found.regime == "T1":
        assert t + timedelta(days=length) <= C
    if found.regime == "T2":
        assert t >= C and t + timedelta(days=length) <= R
    if found.regime == "T3":
        assert t + timedelta(days=length) > R


def test_select_counts_each_filter() -> None:
    items = [instance(C - timedelta(days=60), C - timedelta(days=30), "a"), instance(C, C + timedelta(days=1), "b"),
             instance(C - timedelta(days=1), C + timedelta(days=1), "c"), instance(R, R + timedelta(days=1), "d")]
    chosen = select(items, C, R, ("T1", "T2"))
    assert [(i.instance_id, r) for i, r in chosen.kept] == [("a", "T1"), ("b", "T2")]
    assert chosen.removed == {STRADDLES: 1, "not_requested_T3": 1}


def test_matched_set_across_models() -> None:
    early = [Assignment("a", "T1", None), Assignment("b", "T2", None), Assignment("c", "T2", None), Assignment("d", "T3", None)]
    late = [Assignment("a", "T1", None), Assignment("b", "T1", None), Assignment("c", None, STRADDLES), Assignment("d", "T3", None)]
    matched = matched_set({"early": early, "late": late})
    assert matched.by_regime == {"T1": ("a",), "T2": (), "T3": ("d",)}
    assert matched.removed == {"regime_mismatch": 1, STRADDLES: 1}
    partial = matched_set({"early": early, "late": late[:2]})
    assert partial.removed["missing_for_some_model"] == 2
