"""Scorers and pairing: every format-failure path, label errors, and each family's measures."""

from __future__ import annotations

import json
import math
import statistics
from pathlib import Path
from typing import Any

import pytest

from engine.errors import InputError
from tasks import scoring
from tasks.io import parse_labels, parse_predictions, read_labels, read_predictions
from tasks.registry import register, registered, task_spec
from tasks.scoring import TaskResult


def score(task: str, predictions: list[dict[str, Any]], labels: list[dict[str, Any]]) -> TaskResult:
    spec = task_spec(task)
    return scoring.score(spec, parse_predictions(enumerate(predictions, 1)), parse_labels(spec, enumerate(labels, 1)))


def pred(iid: str, output: Any, market: str = "US", **extra: Any) -> dict[str, Any]:
    return {"instance_id": iid, "market": market, "output": output, **extra}


def lab(iid: str, label: Any, market: str = "US", **extra: Any) -> dict[str, Any]:
    return {"instance_id": iid, "market": market, "label": label, **extra}


EVT_OK = {"direction": "up", "probability_up": 0.8}


def reasons(result: TaskResult) -> list[str]:
    return [f["reason"] for f in result.aux["format_failure_details"]]


class TestFormatFailures:
    @pytest.mark.parametrize(
        "output, fragment",
        [
            ({"direction": "up", "probability_up": 1.2}, "probability_up"),
            ({"direction": "up", "probability_up": -0.1}, "probability_up"),
            ({"direction": "up", "probability_up": math.nan}, "finite"),
            ({"direction": "up", "probability_up": math.inf}, "finite"),
            ({"direction": "up", "probability_up": "0.7"}, "probability_up"),
            ({"direction": "up", "probability_up": True}, "probability_up"),
            ({"direction": "up"}, "probability_up"),
            ({"direction": "sideways", "probability_up": 0.5}, "direction"),
            ({**EVT_OK, "confidence": 0.9}, "confidence"),
        ],
    )
    def test_bad_output_is_a_counted_failure_and_the_run_goes_on(self, output: dict[str, Any], fragment: str) -> None:
        result = score("EVT", [pred("a", output), pred("b", EVT_OK)], [lab("a", {"up": 1}), lab("b", {"up": 1})])
        assert result.format_failures == 1 and result.n == 1
        assert fragment in reasons(result)[0]
        assert result.score == pytest.approx(1 - 0.04 / 0.25)

    @pytest.mark.parametrize(
        "line, fragment",
        [
            ({"market": "US", "output": EVT_OK}, "instance_id"),
            ({"instance_id": "a", "output": EVT_OK}, "market"),
            ({"instance_id": "a", "market": "US"}, "missing 'output'"),
            ({"instance_id": "a", "market": "US", "output": [0.5]}, "JSON object"),
            ({"instance_id": "a", "market": "US", "output": EVT_OK, "extra": 1}, "unknown field"),
            ({"instance_id": "a", "market": "HK", "output": EVT_OK}, "does not match"),
        ],
    )
    def test_bad_envelopes_are_failures(self, line: dict[str, Any], fragment: str) -> None:
        result = score("EVT", [line], [lab("a", {"up": 1})])
        assert result.n == 0 and result.score is None
        assert any(fragment in r for r in reasons(result))

    def test_unknown_id_duplicate_and_missing_predictions(self) -> None:
        result = score(
            "EVT",
            [pred("ghost", EVT_OK), pred("a", EVT_OK), pred("a", EVT_OK), pred("b", EVT_OK)],
            [lab("a", {"up": 1}), lab("b", {"up": 0}), lab("c", {"up": 1})],
        )
        got = reasons(result)
        assert result.format_failures == 3 and result.n == 1
        assert any("unknown instance id" in r for r in got)
        assert any("duplicate predictions for one instance (lines 2, 3)" in r for r in got)
        assert any("no prediction" in r for r in got)

    def test_result_has_exactly_the_documented_shape(self) -> None:
        data = score("EVT", [pred("a", EVT_OK)], [lab("a", {"up": 1})]).model_dump(mode="json")
        assert set(data) == {"task", "n", "score", "by_market", "aux", "format_failures"}
        assert data["by_market"] == {"US": {"n": 1, "score": pytest.approx(0.84)}}


class TestLabels:
    def test_bad_label_names_line_and_field(self) -> None:
        with pytest.raises(InputError) as caught:
            parse_labels(task_spec("EVT"), [(1, lab("a", {"up": 1})), (2, lab("b", {"up": 2}))], file="l.jsonl")
        assert caught.value.line == 2 and caught.value.field == "label.up" and caught.value.file == "l.jsonl"

    @pytest.mark.parametrize(
        "line, field",
        [
            ({"instance_id": "a", "market": "US"}, "label"),
            ({"market": "US", "label": {"up": 1}}, "instance_id"),
            ({"instance_id": "a", "label": {"up": 1}}, "market"),
            ({**lab("a", {"up": 1}), "regime": "T9"}, "regime"),
            ({**lab("a", {"up": 1}), "note": "x"}, "note"),
            (lab("a", {"up": True}), "label.up"),
        ],
    )
    def test_label_envelope_errors(self, line: dict[str, Any], field: str) -> None:
        with pytest.raises(InputError) as caught:
            parse_labels(task_spec("EVT"), [(7, line)])
        assert caught.value.field == field and caught.value.line == 7

    def test_duplicate_label_ids_are_refused(self) -> None:
        with pytest.raises(InputError, match="duplicate label"):
            parse_labels(task_spec("EVT"), [(1, lab("a", {"up": 1})), (2, lab("a", {"up": 0}))])

    def test_mixed_regimes_are_never_scored_together(self) -> None:
        with pytest.raises(InputError, match="never averaged across regimes"):
            score("EVT", [], [lab("a", {"up": 1}, regime="T1"), lab("b", {"up": 1}, regime="T2")])
        with pytest.raises(InputError, match="regimes"):
            score("EVT", [], [lab("a", {"up": 1}, regime="T1"), lab("b", {"up": 1})])
        one = score("EVT", [pred("a", EVT_OK)], [lab("a", {"up": 1}, regime="T2")])
        assert one.aux["regime"] == "T2"

    def test_no_labels_is_an_error(self) -> None:
        with pytest.raises(InputError, match="no labels"):
            score("EVT", [pred("a", EVT_OK)], [])


class TestFiles:
    def test_unparseable_prediction_line_is_an_error_naming_the_line(self, tmp_path: Path) -> None:
        path = tmp_path / "p.jsonl"
        path.write_text(json.dumps(pred("a", EVT_OK)) + "\n{not json\n")
        with pytest.raises(InputError) as caught:
            read_predictions(path)
        assert caught.value.line == 2 and "p.jsonl" in str(caught.value)

    def test_nan_in_a_file_is_a_format_failure(self, tmp_path: Path) -> None:
        path = tmp_path / "p.jsonl"
        path.write_text('{"instance_id": "a", "market": "US", "output": {"direction": "up", "probability_up": NaN}}\n')
        labels = tmp_path / "l.jsonl"
        labels.write_text(json.dumps(lab("a", {"up": 1})) + "\n")
        spec = task_spec("EVT")
        result = scoring.score(spec, read_predictions(path), read_labels(spec, labels))
        assert result.format_failures == 1 and result.aux["format_failure_details"][0]["line"] == 1


class TestRegistry:
    def test_unknown_task_is_an_error(self) -> None:
        with pytest.raises(InputError, match="unknown task 'NOPE'"):
            task_spec("NOPE")
        assert registered() == ["VAL", "RANK", "EVT", "FUND", "CF", "CALC", "EPS"]
        assert task_spec("evt").name == "EVT"

    def test_registering_a_name_twice_is_refused(self) -> None:
        with pytest.raises(ValueError, match="already registered"):
            register(task_spec("EVT"))


class TestVal:
    LABEL = {"cutoff_price": 100.0, "horizons": [30, 90], "realized": {"30": 104.0, "90": 110.0}}

    def test_errors_pool_over_the_scope_before_the_ratio(self) -> None:
        out = {"bear": 95.0, "base": 106.0, "bull": 112.0, "reversion_horizon": 30}
        other = {"cutoff_price": 50.0, "horizons": [30], "realized": {"30": 40.0}}
        result = score("VAL", [pred("a", out), pred("b", {**out, "bear": 45.0, "base": 50.0, "bull": 60.0})],
                       [lab("a", self.LABEL), lab("b", other)])
        # model |106-104| + |106-110| + |50-40| = 16; baseline 4 + 10 + 10 = 24.
        assert result.aux["s_rel"] == pytest.approx(1 - 16 / 24)
        # a enters at 30 (hit); b's 40 is below its bear and all windows settled: never (miss).
        assert result.aux["horizon_hit_rate"] == 0.5
        assert result.aux["range_hit"] == pytest.approx(2 / 3)
        assert result.score == pytest.approx((1 / 3 + 0.5) / 2)

    def test_entry_window_waits_for_earlier_windows_to_settle(self) -> None:
        out = {"bear": 120.0, "base": 125.0, "bull": 130.0, "reversion_horizon": 90}
        unsettled = {"cutoff_price": 100.0, "horizons": [30, 90, 180], "realized": {"30": 104.0}}
        result = score("VAL", [pred("a", out)], [lab("a", unsettled)])
        assert result.aux["determined"] == 0 and result.score is None

    def test_targets_out_of_order_are_a_failure(self) -> None:
        result = score("VAL", [pred("a", {"bear": 120.0, "base": 110.0, "bull": 130.0, "reversion_horizon": 30})],
                       [lab("a", self.LABEL)])
        assert "bear <= base <= bull" in reasons(result)[0]

    def test_bucket_outside_the_list_is_a_failure(self) -> None:
        result = score("VAL", [pred("a", {"bear": 1.0, "base": 2.0, "bull": 3.0, "reversion_horizon": 60})], [lab("a", self.LABEL)])
        assert result.format_failures == 1

    def test_realized_window_outside_the_instance_is_a_label_error(self) -> None:
        with pytest.raises(InputError):
            score("VAL", [], [lab("a", {"cutoff_price": 1.0, "horizons": [30], "realized": {"90": 2.0}})])


class TestRank:
    RETURNS = {"A": 0.05, "B": 0.01, "C": -0.02, "D": 0.03, "E": -0.04, "F": 0.0}

    @pytest.mark.parametrize(
        "ranking, fragment",
        [
            (["A", "A", "B", "C", "D", "E"], "repeats"),
            (["A", "B", "C", "D", "E"], "misses"),
            (["A", "B", "C", "D", "E", "F", "Z"], "unknown"),
            ([], "at least 1"),
        ],
    )
    def test_bad_rankings_are_failures(self, ranking: list[str], fragment: str) -> None:
        result = score("RANK", [pred("a", {"ranking": ranking})], [lab("a", {"realized_returns": self.RETURNS})])
        assert result.format_failures == 1 and fragment in reasons(result)[0]

    def test_perfect_and_reversed_rankings(self) -> None:
        best = sorted(self.RETURNS, key=lambda c: -self.RETURNS[c])
        perfect = score("RANK", [pred("a", {"ranking": best})], [lab("a", {"realized_returns": self.RETURNS})])
        worst = score("RANK", [pred("a", {"ranking": best[::-1]})], [lab("a", {"realized_returns": self.RETURNS})])
        assert perfect.score == 1.0 and perfect.aux["long_short_spread"] == pytest.approx((0.05 + 0.03) / 2 - (-0.02 - 0.04) / 2)
        assert worst.score == 0.0

    def test_cohort_of_two_is_a_label_error(self) -> None:
        with pytest.raises(InputError, match="realized_returns"):
            score("RANK", [], [lab("a", {"realized_returns": {"A": 0.1, "B": 0.2}})])


class TestFund:
    def test_zero_actual_is_unscorable_and_counted(self) -> None:
        result = score("FUND", [pred("a", {"predicted_value": 5.0}), pred("b", {"predicted_value": 90.0})],
                       [lab("a", {"actual_value": 0.0}), lab("b", {"actual_value": 100.0})])
        assert result.n == 1 and result.aux["unscorable"] == 1 and result.format_failures == 0
        assert result.score == pytest.approx(0.9)

    def test_utility_is_clipped_and_auxiliaries(self) -> None:
        result = score(
            "FUND",
            [pred("a", {"predicted_value": 400.0}), pred("b", {"predicted_value": 95.0}), pred("c", {"predicted_value": -100.0})],
            [lab("a", {"actual_value": 100.0}), lab("b", {"actual_value": 100.0}), lab("c", {"actual_value": -100.0})],
        )
        assert result.score == pytest.approx((-1.0 + 0.95 + 1.0) / 3)
        assert result.aux["mape"] == pytest.approx((3.0 + 0.05 + 0.0) / 3)
        assert result.aux["median_ape"] == pytest.approx(0.05) and result.aux["within_10pct"] == pytest.approx(2 / 3)


class TestCf:
    def labels(self) -> list[dict[str, Any]]:
        return [
            lab("p1+", {"direction": "up", "pair_id": "p1"}), lab("p1-", {"direction": "down", "pair_id": "p1", "trend_conflict": True}),
            lab("p2+", {"direction": "up", "pair_id": "p2"}), lab("p2-", {"direction": "down", "pair_id": "p2"}),
        ]

    def test_logic_pair_and_conflict_adherence(self) -> None:
        outputs = {"p1+": "up", "p1-": "down", "p2+": "down", "p2-": "down"}
        result = score("CF", [pred(i, {"direction": d}) for i, d in outputs.items()], self.labels())
        assert result.score == 0.75 and result.aux["pair_accuracy"] == 0.5 and result.aux["conflict_adherence"] == 1.0

    def test_pair_with_a_failed_member_is_left_out_of_pair_accuracy(self) -> None:
        outputs = [pred("p1+", {"direction": "up"}), pred("p1-", {"direction": "flat"}),
                   pred("p2+", {"direction": "up"}), pred("p2-", {"direction": "down"})]
        result = score("CF", outputs, self.labels())
        assert result.format_failures == 1 and result.aux["pairs"] == 1 and result.aux["pair_accuracy"] == 1.0

    @pytest.mark.parametrize(
        "labels, fragment",
        [
            ([lab("a", {"direction": "up", "pair_id": "p"})], "1 member"),
            ([lab("a", {"direction": "up", "pair_id": "p"}), lab("b", {"direction": "up", "pair_id": "p"})], "share direction"),
        ],
    )
    def test_broken_pairs_are_label_errors(self, labels: list[dict[str, Any]], fragment: str) -> None:
        with pytest.raises(InputError, match=fragment):
            score("CF", [], labels)

    def test_no_conflict_instances_means_unavailable(self) -> None:
        result = score("CF", [pred("a", {"direction": "up"})], [lab("a", {"direction": "up"})])
        assert result.aux["conflict_adherence"] is None and result.aux["pair_accuracy"] is None


class TestCalc:
    def test_duplicate_step_numbers_are_a_failure(self) -> None:
        out = {"steps": [{"step": 1, "value": 1.0, "unit": "%"}, {"step": 1, "value": 2.0, "unit": "%"}],
               "final_answer": 1.0, "unit": "x"}
        result = score("CALC", [pred("a", out)], [lab("a", {"final_answer": 1.0, "unit": "x"})])
        assert "unique" in reasons(result)[0]

    def test_tolerance_edges_and_zero_reference(self) -> None:
        label = {"steps": [{"step": 1, "value": 0.0, "unit": "USD"}], "final_answer": 1000.0, "unit": "USD"}
        inside = {"steps": [{"step": 1, "value": 0.001, "unit": "usd"}], "final_answer": 1002.0, "unit": " USD "}
        outside = {"steps": [{"step": 1, "value": 0.01, "unit": "USD"}], "final_answer": 1002.1, "unit": "USD"}
        assert score("CALC", [pred("a", inside)], [lab("a", label)]).score == 1.0
        assert score("CALC", [pred("a", outside)], [lab("a", label)]).score == 0.0


class TestEps:
    LABEL = {"actual_eps": 2.0, "price": 100.0, "consensus_eps": 1.9}

    def test_runs_medians_win_rate_surprise_and_intervals(self) -> None:
        runs = [pred("a", {"eps": e, "p10": e - 0.1, "p90": e + 0.1}, run=i) for i, e in enumerate((1.95, 2.2, 2.05))]
        runs += [pred("b", {"eps": 1.0, "p10": 0.9, "p90": 1.1}, run=0), pred("b", {"eps": 1.6}, run=1),
                 pred("b", {"eps": 1.4, "p10": 1.3, "p90": 1.5}, run=2)]
        runs.append(pred("d", {"eps": 3.0, "p10": 2.9, "p90": 3.1}, run=0))
        labels = [lab("a", self.LABEL), lab("b", {"actual_eps": 1.5, "price": 50.0, "consensus_eps": 1.4}),
                  lab("c", {"actual_eps": 1.0, "price": 10.0, "consensus_eps": 1.0}),
                  lab("d", {"actual_eps": 3.0, "price": 10.0, "consensus_eps": 3.0})]
        result = score("EPS", runs, labels)
        pde_a = statistics.median([0.05 / 100, 0.2 / 100, 0.05 / 100])
        pde_b = statistics.median([0.5 / 50, 0.1 / 50, 0.1 / 50])
        # d has one run of three: [0, inf, inf] has median inf, so it is out of the point score.
        assert result.aux["rules"] == "epsbench" and result.aux["runs_per_instance"] == 3
        assert result.score == pytest.approx(statistics.median([pde_a, pde_b])) and result.aux["n_finite"] == 2
        # a wins (0.0005 < 0.001); b ties consensus (0.002 = 0.002): left out; c (no run) and d lose.
        assert (result.aux["wins"], result.aux["losses"], result.aux["ties"]) == (1, 2, 1)
        assert result.aux["win_rate"] == pytest.approx(1 / 3)
        # Pooled runs: a's three above 1.9 like y (3 hits); b: 1.0 wrong, 1.6 right, 1.4 = consensus skipped;
        # d: y equals consensus, skipped.
        assert result.aux["surprise_accuracy"] == pytest.approx(4 / 5) and result.aux["surprise_runs"] == 5
        # b's run 1 has no interval: it keeps its point error but has no interval score.
        assert result.aux["runs"] == 7 and result.aux["runs_with_interval"] == 6
        assert result.aux["coverage"] == pytest.approx(4 / 6)
        assert result.aux["below_rate"] == pytest.approx(1 / 6) and result.aux["above_rate"] == pytest.approx(1 / 6)
        assert result.aux["mean_interval_score"] == pytest.approx(
            (0.2 / 100 + (0.2 + 10 * 0.1) / 100 + 0.2 / 100 + (0.2 + 10 * 0.4) / 50 + 0.2 / 50 + 0.2 / 10) / 6
        )
        assert result.format_failures == 1 and result.n == 3

    def test_p10_above_p90_and_duplicate_runs_are_failures(self) -> None:
        result = score(
            "EPS",
            [pred("a", {"eps": 2.0, "p10": 2.5, "p90": 1.5}, run=1), pred("a", {"eps": 2.0, "p10": 1.5, "p90": 2.5}, run=2),
             pred("a", {"eps": 2.1, "p10": 1.5, "p90": 2.5}, run=2)],
            [lab("a", self.LABEL)],
        )
        got = reasons(result)
        assert any("p10 must not exceed p90" in r for r in got) and any("duplicate predictions for one run" in r for r in got)
        assert result.n == 0 and result.aux["win_rate"] == 0.0

    def test_lower_is_better_and_not_pooled(self) -> None:
        spec = task_spec("EPS")
        assert not spec.higher_is_better and spec.pooling == "direct" and spec.runs


class TestEvt:
    def test_auxiliaries(self) -> None:
        rows = [("up", 0.9, 1), ("up", 0.8, 0), ("down", 0.2, 0), ("down", 0.3, 1)]
        result = score("EVT", [pred(f"i{k}", {"direction": d, "probability_up": p}) for k, (d, p, _) in enumerate(rows)],
                       [lab(f"i{k}", {"up": y}) for k, (_, _, y) in enumerate(rows)])
        assert result.aux["accuracy"] == 0.5 and result.aux["macro_f1"] == pytest.approx(0.5)
        assert result.aux["brier"] == pytest.approx((0.01 + 0.64 + 0.04 + 0.49) / 4)
        # Bins: 0.9 (y=1), 0.8 (y=0), 0.2 (y=0), 0.3 (y=1), one member each.
        assert result.aux["calibration_error"] == pytest.approx((0.1 + 0.8 + 0.2 + 0.7) / 4)
        assert result.score == 0.0
