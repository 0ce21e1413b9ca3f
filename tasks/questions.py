"""Question texts: each family's question, in a base wording and paraphrases for prompt variants.

Wording 0 is the base question; the others say the same thing differently and are what the
prompt-rewrite variants use. Every wording is filled from the public input only.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from engine.errors import InputError
from engine.timestamps import to_iso
from tasks.base import Frozen, TaskName
from tasks.calc import CalcInput
from tasks.cf import CfInput
from tasks.eps import EpsInput
from tasks.evt import EvtInput
from tasks.fund import FundInput
from tasks.rank import RankInput
from tasks.val import BUCKETS, ValInput

WORDINGS: dict[TaskName, tuple[str, ...]] = {
    "VAL": (
        "Using public information available at {t}, estimate bear, base and bull price targets for {symbol} "
        "and the reversion horizon ({buckets}) in which its price first enters your bear-bull range. "
        "The close on {session} was {price}; windows evaluated: {horizons} days.",
        "It is {t}. {symbol} last closed at {price} on {session}. Give bear, base and bull prices and say in "
        "which horizon ({buckets}) the price will first trade inside your bear-to-bull range "
        "(evaluated at {horizons} days).",
        "As of {t}, set three valuation scenarios (bear, base, bull) for {symbol}, whose reference close is "
        "{price} ({session}), and name the reversion horizon among {buckets}. Evaluated at {horizons} days.",
    ),
    "RANK": (
        "Using {signals} signals available at {t}, rank {cohort} from highest to lowest expected "
        "{window}-day return in excess of {benchmark}. Return every code exactly once.",
        "It is {t}. Order these stocks by how much you expect each to beat {benchmark} over the next "
        "{window} days, best first, using the {signals} signals given: {cohort}. List each code once.",
        "Given {signals} information as of {t}, produce a complete ranking of {cohort} by expected "
        "{window}-day excess return over {benchmark} (rank 1 = highest). No code may be missing or repeated.",
    ),
    "EVT": (
        "{company} has an event ({event}) scheduled at {scheduled}. Using information available at {t}, predict "
        "the direction of {symbol} and probability_up for the return {definition}.",
        "It is {t}. Ahead of {company}'s {event} ({scheduled}), will {symbol} be up or down, {definition}? "
        "Give the direction and the probability that it is up.",
        "Forecast the market reaction of {symbol} to {company}'s {event} scheduled for {scheduled}: the "
        "direction and probability_up of the return {definition}, using only what was public at {t}.",
    ),
    "FUND": (
        "Using values published by {t}, predict {metric} of {subject} for {period} (unit: {unit}).",
        "It is {t}. {subject} has not yet published {metric} for {period}. What value ({unit}) will it report?",
        "Forecast the not-yet-disclosed {metric} of {subject} for {period} in {unit}, from what was public at {t}.",
    ),
    "CF": (
        "{symbol}'s last {n} closes are given. Suppose this announcement is made: \"{announcement}\" "
        "Predict the direction of its excess return over the next {horizon} days.",
        "Assume the following fictional news about {symbol}: \"{announcement}\" Given its last {n} closes, "
        "will its {horizon}-day excess return be up or down?",
        "Counterfactual: \"{announcement}\" With {symbol}'s recent {n} closes held fixed, say whether its "
        "excess return over {horizon} days would be up or down, with one sentence of reasoning.",
    ),
    "CALC": (
        "{question} Show numbered steps with units and give the final answer in {unit}.",
        "Solve step by step, numbering each step and stating its unit: {question} Final answer in {unit}.",
        "{question} Report each intermediate result as a numbered step with its unit, then the final answer ({unit}).",
    ),
    "EPS": (
        "Forecast {ticker}'s GAAP diluted EPS for fiscal {target} using only information available at {t}: set "
        "each driver of the schema, compute EPS with the calculator, and report p10 and p90.",
        "It is {t}. Estimate diluted EPS of {ticker} for {target} by choosing the schema's driver values; "
        "report the calculator's EPS and an 80% interval (p10, p90).",
        "Using documents dated no later than {t}, set the accounting drivers for {ticker} {target}, "
        "run the calculator for EPS, and give p10 and p90 bounds.",
    ),
}


def _time(value: datetime | None) -> str:
    return to_iso(value) if value is not None else "the forecast date"


def _context(task: TaskName, data: Frozen, t: datetime | None) -> dict[str, Any]:
    when = _time(t)
    if isinstance(data, ValInput):
        return {"t": when, "symbol": data.symbol, "session": data.cutoff_session, "price": data.cutoff_price,
                "horizons": ", ".join(str(h) for h in data.horizons), "buckets": ", ".join(BUCKETS[h] for h in data.horizons) + " (m: months)"}
    if isinstance(data, RankInput):
        kinds = {"F": "fundamental", "T": "technical", "H": "fundamental and technical"}
        return {"t": when, "signals": kinds[data.variant], "cohort": ", ".join(data.cohort),
                "window": data.window_days, "benchmark": data.benchmark}
    if isinstance(data, EvtInput):
        return {"t": when, "company": data.company, "event": data.event, "scheduled": to_iso(data.scheduled_at),
                "symbol": data.symbol, "definition": data.return_definition}
    if isinstance(data, FundInput):
        period = data.target_fiscal_period or f"the period ending {data.target_period_end}"
        return {"t": when, "metric": data.metric, "subject": data.subject, "period": period,
                "unit": data.unit or "as reported"}
    if isinstance(data, CfInput):
        return {"symbol": data.symbol, "n": len(data.closes), "announcement": data.announcement, "horizon": data.horizon_days}
    if isinstance(data, CalcInput):
        return {"question": data.question, "unit": data.answer_unit}
    if isinstance(data, EpsInput):
        return {"t": when, "ticker": data.ticker, "target": data.target_fq}
    raise InputError(f"no question wording for {type(data).__name__}", field="task")


def render(task: TaskName, data: Frozen, t: datetime | None, wording: int = 0) -> str:
    """The question for `data` in wording `wording` (0 = base)."""
    options = WORDINGS[task]
    if not 0 <= wording < len(options):
        raise InputError(f"{task} has wordings 0..{len(options) - 1}", field="wording")
    return options[wording].format(**_context(task, data, t))
