"""Deterministic forecasters for the paper-table tests (loaded as `module:attribute`, like any user's).

`Universal` answers VAL (the cutoff price, 0-1m), CF (follows the supplied price trend, ignoring the
announcement: an honest reference that fails every trend-conflict case) and CALC (solves the template
and states money steps in billions, so only unit-aware matching scores it 1.0).
"""

from __future__ import annotations

from typing import Any

from tasks.calc_templates import template


class Universal:
    """One system answering several task families (so Table 1 has one row per regime)."""

    name = "universal"

    def forecast(self, instance: dict[str, Any], tools: Any) -> dict[str, Any]:
        instance_input = instance["input"]
        if "cutoff_price" in instance_input:
            price = instance_input["cutoff_price"]
            return {"bear": price * 0.97, "base": price, "bull": price * 1.03, "reversion_horizon": "0-1m"}
        if "announcement" in instance_input:
            closes = instance_input["closes"]
            return {"direction": "up" if closes[-1]["close"] >= closes[0]["close"] else "down"}
        solved = template(instance_input["template"]).solve(instance_input["parameters"])
        steps = [{"step": s.step, "value": s.value / 1000 if s.unit.endswith("million") else s.value,
                  "unit": s.unit.replace("million", "billion")} for s in solved.steps]
        return {"steps": steps, "final_answer": solved.final_answer, "unit": solved.unit}


UNIVERSAL = Universal()
