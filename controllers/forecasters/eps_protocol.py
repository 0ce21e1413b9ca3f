"""The EPSBench protocol (3.3, B.3, Appendix J): its prompts, and what its final answer must be.

The prompts are Appendix J's (`prompts/epsbench_v1.py`, versioned, hashed over their texts); the
user message is filled from the instance: ticker, target quarter, the news window (its start when
the instance has one, up to the cutoff), the Q-1..Q-4 quarter labels, the Q-4 baseline and one line
per driver with its unit and the GAAP history references.

The final message is one JSON object with `fundamental_predictions` (the drivers),
`calculated_results_summary` (the calculator's income statement) and `eps_interval` (p10, p90),
written after the evidence block, one line per driver: `<field>: <evidence> -> <value>`. What is
locked (`EpsOutput`): the EPS the shared calculator computes from those drivers (EPSBench's
"recomputed" rule), the interval, the drivers and each driver's evidence line. The run is a single
attempt: an answer that does not parse, names drivers the schema does not have, comes before any
`financial_calculate` call, or reports an EPS that differs from the calculator's on its own drivers
(beyond the tool's 4-decimal rounding) is a format failure with its reason, and nothing is repaired.
An interval with p10 above p90 is dropped (a compliance failure in EPSBench) and the point is kept.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from string import Template
from typing import Any

from controllers.forecasters.eps_tools import EpsBenchToolbox
from controllers.forecasters.prompts import epsbench_v1
from engine.errors import InputError
from engine.hashing import content_hash
from tasks.eps import EpsInput, EpsOutput
from tasks.eps_calculator import DriverSpec, calculate

VERSION = epsbench_v1.VERSION
PROMPT_HASH = content_hash({"version": VERSION, "system": epsbench_v1.SYSTEM, "user": epsbench_v1.USER})
ROUNDING = 5e-5  # the tool reports EPS to 4 decimals
_EVIDENCE = re.compile(r"^\s*[-*]?\s*`?(?P<field>[A-Za-z_][A-Za-z0-9_]*)`?\s*:\s*(?P<evidence>.+?)\s*->\s*(?P<value>[^\s]+)\s*$")
_QUARTER = re.compile(r"^(?P<year>\d{4})Q(?P<q>[1-4])$")
_UNITS = {
    "yoy": "Decimal fraction. e.g. 0.05 = +5% YoY, -0.03 = -3% YoY, 0.0 = flat.",
    "bps": "Basis points. e.g. -20 = margin improved 20 bps, 50 = cost ratio rose 50 bps, 0 = unchanged.",
    "absolute": "Dollar amount for the target quarter, SAME units/scale as the Q-4 baseline above (not a growth "
                "rate). Predict the value directly; use 0 if none is expected. Sign matters (a loss/expense may be negative).",
    "rate_override": "Decimal rate for the target quarter (e.g. 0.14 = 14%).",
}


class AnswerProblem(InputError):
    """Why a final answer is a format failure."""


def quarter_labels(target_fq: str) -> dict[str, str]:
    """EPSBench's labels of the four quarters before `target_fq` ("2026Q3" -> q1 "Q2_2026" ... q4 "Q3_2025")."""
    match = _QUARTER.match(target_fq)
    if match is None:
        raise InputError(f"not a fiscal quarter like 2026Q3: {target_fq!r}", field="target_fq")
    index = int(match["year"]) * 4 + int(match["q"]) - 1
    return {f"q{k}": f"Q{(index - k) % 4 + 1}_{(index - k) // 4}" for k in range(1, 5)}


def _field_line(name: str, spec: DriverSpec) -> str:
    history = ""
    if spec.references:
        history = " [GAAP history---" + ", ".join(f"{k}={v:g}" for k, v in spec.references.items()) + "]"
    description = (spec.description or "").rstrip(".")
    return f"{name}: <float> // {description}. {_UNITS[spec.type]}{history}"


def messages(data: EpsInput, cutoff: str) -> list[dict[str, str]]:
    """The system and user messages of Appendix J for one instance; `cutoff` is tau (YYYY-MM-DD)."""
    schema = data.accounting_schema
    match = _QUARTER.match(data.target_fq)
    window = (f"News window: {data.news_window_start.date().isoformat()} to {cutoff}. financial_search will only "
              f"return articles with pub_date in this range.\n" if data.news_window_start else
              f"News window: up to {cutoff}. financial_search will only return articles published by then.\n")
    values = {
        "ticker": data.ticker,
        "target_label": f"{match['year']} Q{match['q']}" if match else data.target_fq,
        "news_window": window,
        **quarter_labels(data.target_fq),
        "baseline": "\n".join(f"{k}: {v:,.4f}" for k, v in schema.variables_baseline.items()),
        "fields": "\n".join(_field_line(name, spec) for name, spec in schema.prediction_schema.items()),
    }
    return [{"role": "system", "content": epsbench_v1.SYSTEM},
            {"role": "user", "content": Template(epsbench_v1.USER).substitute(values)}]


def evidence_lines(texts: Sequence[str], fields: Sequence[str]) -> dict[str, str]:
    """Each driver's evidence line from the assistant's messages (the last line for a field wins)."""
    found: dict[str, str] = {}
    for text in texts:
        for line in text.splitlines():
            match = _EVIDENCE.match(line)
            if match and match["field"] in fields:
                found[match["field"]] = f"{match['evidence']} -> {match['value']}"
    return found


def _json_object(text: str) -> dict[str, Any]:
    body = text.strip()
    fenced = re.search(r"```(?:json)?\s*(\{.*\})\s*```", body, re.DOTALL)
    if fenced:
        body = fenced.group(1)
    try:
        answer = json.loads(body)
    except json.JSONDecodeError as exc:
        raise AnswerProblem(f"not JSON ({exc.msg} at position {exc.pos})", field="answer") from None
    if not isinstance(answer, dict):
        raise AnswerProblem("not a JSON object", field="answer")
    return answer


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def final_output(text: str, toolbox: EpsBenchToolbox, said: Sequence[str]) -> dict[str, Any]:
    """The locked output of a final message, or `AnswerProblem` naming why it is a format failure."""
    if text.strip().startswith("ERROR:"):
        raise AnswerProblem(f"the agent reported a failure: {text.strip()[:300]}", field="answer")
    answer = _json_object(text)
    drivers = answer.get("fundamental_predictions")
    if not isinstance(drivers, dict) or not drivers:
        raise AnswerProblem("no fundamental_predictions object", field="fundamental_predictions")
    if not toolbox.calls:
        raise AnswerProblem("final answer before any successful financial_calculate call", field="financial_calculate")
    try:
        eps = calculate(toolbox.schema, drivers).eps
    except InputError as exc:
        raise AnswerProblem(f"drivers the calculator refuses: {exc}", field="fundamental_predictions") from None
    summary = answer.get("calculated_results_summary")
    reported = _number(((summary or {}).get("key_metrics") or {}).get("eps")) if isinstance(summary, Mapping) else None
    if reported is not None and abs(reported - eps) > ROUNDING * max(1.0, abs(eps)):
        raise AnswerProblem(f"reported EPS {reported} is not the calculator's {eps:.6g} for these drivers",
                            field="calculated_results_summary.key_metrics.eps")
    interval = answer.get("eps_interval") if isinstance(answer.get("eps_interval"), Mapping) else {}
    low, high = _number(interval.get("p10")), _number(interval.get("p90"))
    if low is not None and high is not None and low > high:
        low = high = None
    fields = list(toolbox.data.accounting_schema.prediction_schema)
    return EpsOutput(eps=eps, p10=low, p90=high, drivers=drivers,
                     evidence=evidence_lines(said, fields) or None).model_dump(mode="json", exclude_none=True)
