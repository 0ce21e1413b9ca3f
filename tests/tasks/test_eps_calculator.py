"""The safe arithmetic parser and the accounting calculator: driver forms and every schema error."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from tasks.arithmetic import evaluate, names, parse
from tasks.eps_calculator import calculate, compile_schema, load_schema, split_schema

MSFT = Path(__file__).resolve().parents[2] / "examples" / "tasks" / "MSFT_2026Q3.json"


def document() -> dict[str, Any]:
    return json.loads(MSFT.read_text())


def compiled(doc: dict[str, Any] | None = None):  # type: ignore[no-untyped-def]
    return compile_schema(split_schema(doc if doc is not None else document())[0])


DRIVERS = {
    "product_revenue_yoy": 0.10, "service_and_other_revenue_yoy": 0.20, "cogs_margin_delta_bps": -20,
    "rd_yoy": 0.10, "sales_and_marketing_yoy": 0.0, "general_and_administrative_yoy": 0.05,
    "other_expense_net_abs": 0.0,
}


class TestParser:
    @pytest.mark.parametrize(
        "text, value",
        [("1+2*3", 7.0), ("(1+2)*3", 9.0), ("-2*-3", 6.0), ("10/4-1", 1.5), ("a-b-c", -4.0), ("a/b/c", 1 / 6),
         ("+a", 1.0), ("1e3 + .5", 1000.5), ("2*(a+(b*c))", 14.0)],
    )
    def test_precedence_and_associativity(self, text: str, value: float) -> None:
        assert evaluate(parse(text), {"a": 1.0, "b": 2.0, "c": 3.0}) == pytest.approx(value)

    @pytest.mark.parametrize("text", ["", "1+", "(1+2", "1 2", "a b", "__import__('os')", "a**2", "a;b", "1+)", "x.y"])
    def test_anything_else_is_refused(self, text: str) -> None:
        with pytest.raises(InputError):
            parse(text, field="formulas.x")

    def test_errors_name_the_field_and_column(self) -> None:
        with pytest.raises(InputError) as caught:
            parse("a + $b", field="formulas.total")
        assert caught.value.field == "formulas.total" and "column 5" in str(caught.value)

    def test_names_and_division_by_zero(self) -> None:
        assert names(parse("(a+b)/c - 2")) == {"a", "b", "c"}
        with pytest.raises(InputError, match="division by zero"):
            evaluate(parse("a/(b-b)"), {"a": 1.0, "b": 2.0})

    @settings(max_examples=60, deadline=None)
    @given(st.lists(st.integers(-50, 50), min_size=1, max_size=6), st.lists(st.sampled_from("+-*"), min_size=5, max_size=5))
    def test_agrees_with_integer_arithmetic(self, numbers: list[int], operators: list[str]) -> None:
        ops = operators[: len(numbers) - 1]
        text = str(numbers[0]) + "".join(f" {op} ({n})" for op, n in zip(ops, numbers[1:], strict=True))
        # Reference in exact integers: products first, then sums and differences left to right.
        products, signs = [numbers[0]], []
        for op, n in zip(ops, numbers[1:], strict=True):
            if op == "*":
                products[-1] *= n
            else:
                signs.append(op)
                products.append(n)
        expected = products[0]
        for sign, term in zip(signs, products[1:], strict=True):
            expected = expected + term if sign == "+" else expected - term
        assert evaluate(parse(text), {}) == expected


class TestSchema:
    def test_validation_block_is_kept_apart_from_the_public_schema(self) -> None:
        schema, validation = split_schema(document())
        assert "_validation" not in schema.model_dump() and validation["target_fq_eps"] == 4.27

    def test_drivers_apply_each_form(self) -> None:
        result = calculate(compiled(), {**DRIVERS, "shares_abs": "ttm"})
        lines = result.lines
        assert lines["product_revenue"] == pytest.approx(15319.0 * 1.1)
        assert lines["total_revenue"] == pytest.approx(15319.0 * 1.1 + 54747.0 * 1.2)
        # bps: combined cost ratio moves by -20 bps against total revenue, split by baseline shares.
        assert lines["total_cogs"] / lines["total_revenue"] == pytest.approx(21919.0 / 70066.0 - 0.0020)
        assert lines["product_cogs"] / lines["service_and_other_cogs"] == pytest.approx(3037.0 / 18882.0)
        assert lines["income_taxes"] == 5553.0 and lines["shares"] == 7462.0  # default and named reference
        assert result.eps == pytest.approx(lines["net_income"] / 7462.0)

    def test_rate_override_applies_a_rate_to_its_anchor(self) -> None:
        doc = document()
        doc["prediction_schema"]["income_taxes_abs"] = {"variable": "income_taxes", "type": "rate_override", "anchor": "pretax_income"}
        result = calculate(compiled(doc), {**DRIVERS, "income_taxes_abs": 0.18})
        assert result.lines["income_taxes"] == pytest.approx(0.18 * result.lines["pretax_income"])

    def test_missing_driver_takes_epsbench_values_and_strict_mode_refuses(self) -> None:
        partial = dict(DRIVERS)
        del partial["rd_yoy"], partial["other_expense_net_abs"]
        lines = calculate(compiled(), partial).lines
        # growth 0 for yoy, the baseline for absolute (not its `default`, as the released calculator)
        assert lines["rd"] == 8198.0 and lines["other_expense_net"] == 623.0 and lines["shares"] == 7461.0
        strict = compile_schema(split_schema(document())[0], mode="strict")
        with pytest.raises(InputError, match="no value and no default") as caught:
            calculate(strict, partial)
        assert caught.value.field == "rd_yoy"

    def test_unknown_drivers_references_and_values(self) -> None:
        schema = compiled()
        with pytest.raises(InputError, match="unknown driver"):
            calculate(schema, {**DRIVERS, "capex_yoy": 0.1})
        with pytest.raises(InputError, match="unknown reference"):
            calculate(schema, {**DRIVERS, "shares_abs": "median"})
        with pytest.raises(InputError, match="finite number"):
            calculate(schema, {**DRIVERS, "rd_yoy": True})

    def _broken(self, change: Any, mode: str = "epsbench") -> InputError:
        doc = copy.deepcopy(document())
        change(doc)
        with pytest.raises(InputError) as caught:
            compile_schema(split_schema(doc, mode=mode)[0], mode=mode)  # type: ignore[arg-type]
        return caught.value

    def test_cycle_is_refused_before_any_forecast(self) -> None:
        error = self._broken(lambda d: d["formulas"].update(total_revenue="product_revenue+service_and_other_revenue+eps"))
        assert "cycle" in str(error) and "total_revenue" in str(error)

    def test_bps_anchor_on_its_own_total_is_read_before_the_margin_applies(self) -> None:
        def anchor_on_gross_profit(d: dict[str, Any]) -> None:
            d["prediction_schema"]["cogs_margin_delta_bps"]["anchor"] = "gross_profit"
        assert "cycle" in str(self._broken(anchor_on_gross_profit, mode="strict"))
        doc = document()
        anchor_on_gross_profit(doc)
        result = calculate(compiled(doc), {**DRIVERS, "cogs_margin_delta_bps": 0})
        before = (15319.0 * 1.1 + 54747.0 * 1.2) - 21919.0  # gross profit before the margin driver
        assert result.lines["total_cogs"] == pytest.approx(before * 21919.0 / (70066.0 - 21919.0))

    def test_released_forms_strict_mode_refuses(self) -> None:
        doc = document()
        doc["revenue_field"] = "total_revenue"
        doc["schema_version"] = "v4"
        doc["prediction_schema"]["opex_yoy"] = {"variable": "operating_costs", "type": "yoy", "constituents": ["rd"]}
        del doc["prediction_schema"]["rd_yoy"]
        schema = split_schema(doc)[0]
        assert schema.revenue_field == "total_revenue" and schema.metadata == {"schema_version": "v4"}
        assert calculate(compile_schema(schema), {"opex_yoy": 0.5}).lines["rd"] == 8198.0 * 1.5
        with pytest.raises(InputError, match="unknown top-level key") as caught:
            split_schema(doc, mode="strict")
        assert caught.value.field == "schema_version"
        del doc["schema_version"]
        with pytest.raises(InputError, match="unknown variable"):
            compile_schema(split_schema(doc, mode="strict")[0], mode="strict")
        doc["revenue_field"] = "sales"
        with pytest.raises(InputError, match="no line") as caught:
            compile_schema(split_schema(doc)[0])
        assert caught.value.field == "revenue_field"

    def test_anchorless_rate_override_is_the_rate_a_formula_applies(self) -> None:
        doc = document()
        doc["variables_baseline"]["tax_rate"] = 0.15
        del doc["variables_baseline"]["income_taxes"]
        doc["formulas"]["income_taxes"] = "pretax_income * tax_rate"
        doc["prediction_schema"]["income_taxes_abs"] = {"variable": "tax_rate", "type": "rate_override", "default": 0.2}
        schema = compiled(doc)
        with_rate = calculate(schema, {**DRIVERS, "income_taxes_abs": 0.18}).lines
        assert with_rate["tax_rate"] == 0.18 and with_rate["income_taxes"] == pytest.approx(0.18 * with_rate["pretax_income"])
        missing = {k: v for k, v in DRIVERS.items()}
        assert calculate(schema, missing).lines["tax_rate"] == 0.2  # its default, else the baseline

    def test_static_rules(self) -> None:
        doc = document()
        del doc["prediction_schema"]["other_expense_net_abs"], doc["prediction_schema"]["sales_and_marketing_yoy"]
        doc["static_rules"] = {"other_expense_net": {"strategy": "oracle", "value": 10.0},
                               "sales_and_marketing": {"strategy": "historical_peg", "anchor": "total_revenue"}}
        drivers = {k: v for k, v in DRIVERS.items() if k not in ("other_expense_net_abs", "sales_and_marketing_yoy")}
        lines = calculate(compiled(doc), drivers).lines
        assert lines["other_expense_net"] == 10.0
        assert lines["sales_and_marketing"] == pytest.approx(6212.0 / 70066.0 * lines["total_revenue"])
        doc["static_rules"] = {"rd": "carry_forward"}
        assert "also set by a driver" in str(self._broken(lambda d: d.update(static_rules={"rd": "carry_forward"})))

    @pytest.mark.parametrize(
        "change, fragment",
        [
            (lambda d: d["formulas"].update(net_income="pretax_income-income_tax"), "neither a baseline leaf"),
            (lambda d: d["variables_baseline"].pop("shares"), "neither a baseline leaf"),
            (lambda d: d["formulas"].pop("eps"), "no 'eps' formula"),
            (lambda d: d["formulas"].update(shares="1"), "both a baseline leaf and a formula"),
            (lambda d: d["formulas"].update(gross_profit="total_revenue -* total_cogs"), "unexpected"),
            (lambda d: d["prediction_schema"]["rd_yoy"].update(variable="research", constituents=None), "unknown variable"),
            (lambda d: d["prediction_schema"]["rd_yoy"].update(constituents=["total_opex"]), "not a baseline leaf"),
            (lambda d: d["prediction_schema"]["cogs_margin_delta_bps"].pop("anchor"), "needs an anchor"),
            (lambda d: d["prediction_schema"]["cogs_margin_delta_bps"].update(anchor="sales"), "unknown anchor"),
            (lambda d: d["prediction_schema"]["rd_yoy"].update(type="qoq"), "type"),
            (lambda d: d["prediction_schema"]["sales_and_marketing_yoy"].update(constituents=["rd"]), "already set"),
            (lambda d: d["prediction_schema"]["shares_abs"].update(constituents=["shares", "rd"]), "variable only"),
        ],
    )
    def test_schema_errors_are_clear(self, change: Any, fragment: str) -> None:
        assert fragment in str(self._broken(change))

    def test_load_schema_names_the_file(self, tmp_path: Path) -> None:
        doc = document()
        doc["formulas"]["eps"] = "earnings_to_common/share_count"
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(doc))
        with pytest.raises(InputError) as caught:
            load_schema(path)
        assert caught.value.file == str(path) and caught.value.field == "formulas.eps"
        path.write_text("{\n  \"ticker\": ,\n}")
        with pytest.raises(InputError) as caught:
            load_schema(path)
        assert caught.value.line == 2


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda d: d["prediction_schema"]["rd_yoy"].update(default="ten"), "prediction_schema.rd_yoy.default"),
        (lambda d: d["variables_baseline"].update(rd="8198"), "variables_baseline.rd"),
        (lambda d: d["prediction_schema"]["rd_yoy"].update(constituents=["research"]), "prediction_schema.rd_yoy.constituents"),
    ],
)
def test_bad_released_forms_name_the_file_and_field(tmp_path: Path, change: Any, field: str) -> None:
    doc = document()
    change(doc)
    path = tmp_path / "schema.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(InputError) as caught:
        load_schema(path)
    assert caught.value.file == str(path) and caught.value.field == field
