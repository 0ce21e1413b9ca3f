"""asof against EPSBench's own release: its schemas as shipped, its calculator's records, its scores.

The fixture (tests/tasks/fixtures/epsbench, CC BY 4.0, see its README) holds four released schemas,
eight released forecast records (driver values with the EPS the release's calculator computed from
them) and 34 rows of the release's `data/scores.csv` with the ground truth and prices behind them.
"""

from __future__ import annotations

import csv
import json
import math
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from engine.errors import InputError
from tasks.eps import EpsLabel, EpsOutput, instance_pde, interval_score, pde, score_scope, win_loss
from tasks.eps_calculator import calculate, load_schema
from tasks.spec import Item

FIXTURE = Path(__file__).parent / "fixtures" / "epsbench"
SCHEMAS = sorted((FIXTURE / "schemas").glob("*.json"))
RECORDS: list[dict[str, Any]] = json.loads((FIXTURE / "records.json").read_text())


def rows(name: str) -> list[dict[str, str]]:
    with (FIXTURE / name).open(newline="") as handle:
        return list(csv.DictReader(handle))


ACTUAL = {(r["ticker"], r["fiscal_quarter"]): float(r["eps_gaap_diluted"]) for r in rows("ground_truth.csv")}
PRICE = {(r["ticker"], r["fiscal_quarter"]): float(r["close_price"]) for r in rows("prices.csv")}
SCORES = rows("scores.csv")


def optional(text: str | None) -> float | None:
    return float(text) if text not in (None, "") else None


class TestSchemasAsShipped:
    @pytest.mark.parametrize("path", SCHEMAS, ids=lambda p: p.stem)
    def test_every_released_schema_loads(self, path: Path) -> None:
        compiled, validation = load_schema(path)
        assert compiled.schema.revenue_field in compiled.order and "target_fq_eps" in validation
        assert "_validation" not in compiled.schema.model_dump()

    def test_four_of_four_and_strict_mode_names_what_it_refuses(self) -> None:
        assert len(SCHEMAS) == 4
        # asof's strict reading refuses JPM: its bps driver's variable is no line of the DAG.
        with pytest.raises(InputError, match="unknown variable") as caught:
            load_schema(FIXTURE / "schemas" / "JPM_2025Q4.json", mode="strict")
        assert caught.value.field == "prediction_schema.other_operating_expense_margin_delta_bps.variable"

    def test_the_rate_is_a_line_a_formula_applies(self) -> None:
        compiled, _ = load_schema(FIXTURE / "schemas" / "BA_2025Q4.json")
        # The year-ago quarter through the DAG: BA's -6.33 (reported -6.34).
        assert calculate(compiled).eps == pytest.approx(-6.3333058985132515, abs=1e-12)
        lines = calculate(compiled, {"tax_rate": 0.2}).lines
        assert lines["tax_rate"] == 0.2 and lines["tax_provision"] == pytest.approx(0.2 * lines["pretax_income"])

    def test_missing_drivers_take_epsbench_values(self) -> None:
        compiled, _ = load_schema(FIXTURE / "schemas" / "BA_2025Q4.json")
        lines = calculate(compiled, {}).lines
        # growth and margin 0, absolute lines at the baseline (shares 618.8, not the default
        # 712.0333), the rate at its default 0.015132.
        assert lines["shares"] == 618.8 and lines["tax_rate"] == 0.015132
        assert lines["total_cogs"] == pytest.approx(14010.0 + 2821.0)


class TestReleasedCalculatorOutput:
    @pytest.mark.parametrize("record", RECORDS, ids=lambda r: f"{r['ticker']}-{r['config'].split('__')[0]}")
    def test_records_reproduce(self, record: dict[str, Any]) -> None:
        compiled, _ = load_schema(FIXTURE / "schemas" / f"{record['ticker']}_{record['fiscal_quarter']}.json")
        result = calculate(compiled, record["fundamental_predictions"])
        assert result.eps == pytest.approx(record["eps_gaap_pred"], rel=1e-12, abs=1e-12)
        assert result.lines["pretax_income"] == pytest.approx(record["pretax_pred"], rel=1e-12)
        revenue = compiled.schema.revenue_field or "total_revenue"
        assert result.lines[revenue] == pytest.approx(record["revenue_pred"], rel=1e-12)
        if record["operating_pred"] is not None:
            assert result.lines["operating_income"] == pytest.approx(record["operating_pred"], rel=1e-12)

    def test_record_eps_is_the_score_rows_forecast(self) -> None:
        by_key = {(r["ticker"], r["fiscal_quarter"], r["run"]): r for r in SCORES if r["config"].startswith("opus")}
        checked = 0
        for record in RECORDS:
            row = by_key.get((record["ticker"], record["fiscal_quarter"], record["run"]))
            if record["config"].startswith("opus") and row is not None:
                compiled, _ = load_schema(FIXTURE / "schemas" / f"{record['ticker']}_{record['fiscal_quarter']}.json")
                assert calculate(compiled, record["fundamental_predictions"]).eps == pytest.approx(float(row["eps_pred"]), rel=1e-12)
                checked += 1
        assert checked == 4  # ABBV, BA, JPM, TMO


def label_of(row: dict[str, str], consensus: float | None = None) -> EpsLabel:
    key = (row["ticker"], row["fiscal_quarter"])
    return EpsLabel(actual_eps=ACTUAL[key], price=PRICE[key], consensus_eps=consensus)


def output_of(row: dict[str, str]) -> EpsOutput:
    return EpsOutput(eps=float(row["eps_pred"]), p10=optional(row["eps_p10"]), p90=optional(row["eps_p90"]))


class TestReleasedScores:
    @pytest.mark.parametrize("row", SCORES, ids=lambda r: f"{r['ticker']}-{r['fiscal_quarter']}-{r['run']}")
    def test_run_measures_match(self, row: dict[str, str]) -> None:
        label, output = label_of(row), output_of(row)
        assert pde(output.eps, label) == pytest.approx(float(row["pde"]), rel=1e-9)
        low, high = output.interval or (math.nan, math.nan)
        assert interval_score(low, high, label) == pytest.approx(float(row["interval_score"]), rel=1e-9)
        assert (1 if low <= label.actual_eps <= high else 0) == int(row["interval_covered"])

    @staticmethod
    def instances() -> dict[tuple[str, str], list[dict[str, str]]]:
        grouped: dict[tuple[str, str], list[dict[str, str]]] = defaultdict(list)
        for row in SCORES:
            grouped[(row["ticker"], row["fiscal_quarter"])].append(row)
        return {key: sorted(runs, key=lambda r: r["run"]) for key, runs in grouped.items() if len(runs) == 3}

    @staticmethod
    def consensus_for(runs: list[dict[str, str]]) -> float:
        """A consensus EPS whose PDE lies between the runs that beat it and those that lost (IBES is not released)."""
        wins = [float(r["pde"]) for r in runs if r["run_vs_consensus"] == "win"]
        losses = [float(r["pde"]) for r in runs if r["run_vs_consensus"] == "loss"]
        low, high = max(wins, default=0.0), min(losses, default=max(wins) * 2)
        assert low < high
        label = label_of(runs[0])
        return label.actual_eps + (low + high) / 2 * label.price

    def test_instance_outcome_is_the_median_of_its_runs(self) -> None:
        instances = self.instances()
        assert len(instances) == 10
        items = []
        for runs in instances.values():
            label = label_of(runs[0], self.consensus_for(runs))
            item = Item(runs[0]["ticker"], "US", label, tuple(output_of(r) for r in runs))
            tally = win_loss([(instance_pde(item), label)])
            assert ("win" if tally["wins"] else "loss") == runs[0]["instance_vs_consensus"]
            items.append(item)
        result = score_scope(items)
        released_wins = sum(runs[0]["instance_vs_consensus"] == "win" for runs in instances.values())
        assert result.aux["wins"] == released_wins == 4 and result.aux["losses"] == 6

    def test_a_failed_run_is_infinite_inside_the_median(self) -> None:
        # CAT 2026Q1 runs: win, loss, win -> win. With s1 failed, EPSBench's median of
        # [inf, loss, win] is the loss; dropping the failure instead would average loss and win.
        runs = self.instances()[("CAT", "2026Q1")]
        label = label_of(runs[0], self.consensus_for(runs))
        kept = Item("CAT", "US", label, tuple(output_of(r) for r in runs[1:]))
        whole = Item("ABBV", "US", label, tuple(output_of(r) for r in runs))  # sets the grid to 3 runs
        scope = score_scope([kept, whole])
        assert instance_pde(kept, 3) == float(runs[1]["pde"]) == pytest.approx(pde(float(runs[1]["eps_pred"]), label))
        assert (scope.aux["wins"], scope.aux["losses"]) == (1, 1)
        assert win_loss([(instance_pde(kept), label)])["wins"] == 1  # the rule asof used before


# Two more released records (stage_4_experiments/<config>/s1/records/MSFT/2026Q3, CC BY 4.0) on the
# absolute-tax form, against the repository's example schema (the paper's Appendix I instance).
MSFT_RECORDS = [
    ({"product_revenue_yoy": -0.03, "service_and_other_revenue_yoy": 0.21, "cogs_margin_delta_bps": 166, "rd_yoy": 0.12,
      "sales_and_marketing_yoy": 0.07, "general_and_administrative_yoy": 0.09, "other_expense_net_abs": -850,
      "income_taxes_abs": 7100, "shares_abs": 7458}, 4.0779319887322725, 37513.216771965286),
    ({"product_revenue_yoy": 0.19, "service_and_other_revenue_yoy": 0.23, "cogs_margin_delta_bps": 60, "rd_yoy": 0.26,
      "sales_and_marketing_yoy": 0.13, "general_and_administrative_yoy": 0.07, "other_expense_net_abs": 550,
      "income_taxes_abs": 6300, "shares_abs": 7435}, 4.334727828557841, 38528.70140532755),
]


@pytest.mark.parametrize("drivers, eps, pretax", MSFT_RECORDS, ids=["opus-4.6", "glm-4.5-air"])
def test_absolute_tax_records_reproduce(drivers: dict[str, float], eps: float, pretax: float) -> None:
    compiled, _ = load_schema(Path(__file__).resolve().parents[2] / "examples" / "tasks" / "MSFT_2026Q3.json")
    result = calculate(compiled, drivers)
    assert result.eps == pytest.approx(eps, rel=1e-12) and result.lines["pretax_income"] == pytest.approx(pretax, rel=1e-12)
