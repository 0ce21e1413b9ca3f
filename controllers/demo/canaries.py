"""Canary forecasters: systems whose leakage is known by construction, so the demo can prove its controls.

- `Reader` uses any outcome it finds in retrieved text. It searches for pages stating the closes
  it must forecast and copies them; with nothing found it answers like an honest baseline. Its
  score therefore measures *retrieval* leakage: high wherever the policy lets later pages through.
- `Memoriser` has a declared cutoff c_m and "remembers" every daily close public by c_m (its
  weights are the real price file shipped in bokeh-sampledata, cut at c_m). For an outcome resolved
  before c_m it answers with the true value; after c_m it falls back to the honest baseline. Its
  score measures *parametric* leakage: a clear Δ(T1,T2) > 0 when regimes are split at c_m.

Both answer all six tasks, so each has a FinForesight Overall. They use what they recall on VAL,
RANK and EVT (the closes that settle the window); the memoriser also recalls the monthly labour
prints public by its cutoff for FUND. Everywhere else, and whenever recall fails, they answer as
the `naive` baseline does: uninformed on purpose (on VAL the cutoff-price answer scores exactly 0,
no error reduction and a zero-width range that no realised price enters), so a canary's score above
naive is leakage and nothing else. CF and CALC are always naive's answers (their labels are not
outcomes to remember). Each declared demo model has its memoriser as a module attribute
(`memoriser_<year>`), loadable as `controllers.demo.canaries:memoriser_2010`.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from bisect import bisect_right
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from typing import Any

import pandas as pd

from controllers.demo.data import benchmark_bars, employment_prints, stock_bars
from controllers.demo.facts import parse_facts
from controllers.forecasters.baselines import Naive
from controllers.forecasters.protocol import Tools
from controllers.store.quickstart import NEW_YORK
from engine.timestamps import parse_utc
from retrieval.gateway import GatewayError
from tasks.evt import EvtInput
from tasks.fund import FundInput
from tasks.market_data import session_close_after
from tasks.probe import IDK, LETTERS, PublicProbeQuestion
from tasks.rank import RankInput
from tasks.val import ValInput

MEMORY_START, MEMORY_END = date(2000, 1, 1), date(2013, 12, 31)
BAND = 0.005
CLOSE_TIME = time(16)
SETTLE = timedelta(days=6)
"""A close stated for a session up to this long before the target still counts (weekends, holidays)."""


_NAIVE = Naive()


@dataclass(frozen=True)
class DemoModel:
    """A declared model of the demo: a name and the knowledge cutoff its memoriser has."""

    name: str
    cutoff: datetime
    attribute: str

    @property
    def memoriser(self) -> str:
        """The forecaster name that loads this model's memoriser."""
        return f"{__name__}:{self.attribute}"


DEMO_MODELS: tuple[DemoModel, ...] = (
    DemoModel("canary-2010", parse_utc("2010-06-30T23:59:59Z"), "memoriser_2010"),
    DemoModel("canary-2011", parse_utc("2011-06-30T23:59:59Z"), "memoriser_2011"),
)
READER = f"{__name__}:reader"


def _closest(series: Mapping[date, float], target: date) -> float | None:
    """The close of the last session at or before `target` (within SETTLE), or None."""
    sessions = sorted(series)
    at = bisect_right(sessions, target)
    if at == 0 or (target - sessions[at - 1]) > SETTLE:
        return None
    return series[sessions[at - 1]]


class _Recall(ABC):
    """Answers every task, from what it can recall where it can; `closes` says which closes (per forecast)."""

    name = ""

    @abstractmethod
    def closes(self, tools: Tools, symbol: str, targets: Iterable[date], t: datetime) -> dict[date, float]:
        """Closes of `symbol` this system recalls around the target dates."""

    def value(self, subject: str, period_end: date) -> float | None:
        """A macro print it recalls (none by default)."""
        return None

    def naive(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        """The `naive` baseline's answer: what it says when it recalls nothing."""
        return _NAIVE.forecast(instance_input, tools)

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        t = parse_utc(instance_input["forecast_time"], field="forecast_time")
        answer = {"VAL": self._val, "RANK": self._rank, "EVT": self._evt, "FUND": self._fund}.get(instance_input["task"])
        return answer(instance_input, tools, t) if answer is not None else self.naive(instance_input, tools)

    def _evt(self, instance_input: dict[str, Any], tools: Tools, t: datetime) -> dict[str, Any]:
        data = EvtInput.model_validate(instance_input["input"])
        _, end = session_close_after(data.symbol, data.scheduled_at, data.sessions_after_event)
        first = {c.session: c.close for c in data.history}.get(data.window_start_session)
        last = self.closes(tools, data.symbol, [end], t).get(end)
        if first is None or last is None:
            return self.naive(instance_input, tools)
        return {"direction": "up" if last > first else "down", "probability_up": 1.0 if last > first else 0.0}

    def _fund(self, instance_input: dict[str, Any], tools: Tools, t: datetime) -> dict[str, Any]:
        data = FundInput.model_validate(instance_input["input"])
        found = None if data.target_period_end is None else self.value(data.subject, data.target_period_end)
        return self.naive(instance_input, tools) if found is None else {"predicted_value": found}

    def _val(self, instance_input: dict[str, Any], tools: Tools, t: datetime) -> dict[str, Any]:
        data = ValInput.model_validate(instance_input["input"])
        targets = {h: (t + timedelta(days=h)).date() for h in data.horizons}
        recalled = self.closes(tools, data.symbol, targets.values(), t)
        found = [price for h in data.horizons if (price := _closest(recalled, targets[h])) is not None]
        if len(found) < len(data.horizons):
            return self.naive(instance_input, tools)
        ordered = sorted(found)
        base = ordered[len(ordered) // 2]
        # A recalled close may be rounded (pages print cents): a tight band around it still contains the truth.
        return {"bear": ordered[0] * (1 - BAND), "base": base, "bull": ordered[-1] * (1 + BAND),
                "reversion_horizon": min(data.horizons)}

    def _rank(self, instance_input: dict[str, Any], tools: Tools, t: datetime) -> dict[str, Any]:
        data = RankInput.model_validate(instance_input["input"])
        target = (t + timedelta(days=data.window_days)).date()
        window = tools.prices(list(data.cohort), t - timedelta(days=10), t)
        returns: dict[str, float] = {}
        for code in data.cohort:
            bars = window.bars.get(code) or ()
            end = _closest(self.closes(tools, code, [target], t), target)
            if not bars or end is None:
                return self.naive(instance_input, tools)
            returns[code] = end / bars[-1].close - 1
        # The benchmark's return is common to every code, so raw returns rank like excess returns.
        return {"ranking": sorted(data.cohort, key=lambda code: (-returns[code], code))}


class Reader(_Recall):
    """Copies any close it finds in retrieved pages (measures retrieval leakage)."""

    name = "reader"
    hits = 3

    def closes(self, tools: Tools, symbol: str, targets: Iterable[date], t: datetime) -> dict[date, float]:
        wanted = sorted(set(targets))
        found: dict[date, float] = {}
        seen: set[str] = set()
        for month in sorted({(d.year, d.month) for d in wanted}):
            day = date(month[0], month[1], 1)
            for hit in tools.search(f"{symbol} closed {day:%B} {day.year}", self.hits).hits:
                if all(_closest(found, target) is not None for target in wanted):
                    return found  # every target is covered: read no further
                if hit.doc_id in seen:
                    continue
                seen.add(hit.doc_id)
                try:
                    text = tools.fetch(hit.doc_id).text
                except GatewayError:
                    continue  # withheld on a full read (the policy's last word): nothing to copy
                found.update({f.session: f.value for f in parse_facts(text) if f.symbol == symbol and f.kind == "close"})
        return found


@lru_cache(maxsize=1)
def _price_file() -> dict[str, tuple[tuple[date, ...], tuple[float, ...]]]:
    """Daily closes per symbol of the demo's real series (the memoriser's 'training data')."""
    bars = pd.concat([stock_bars(MEMORY_START, MEMORY_END), benchmark_bars(MEMORY_START, MEMORY_END)])
    return {symbol: (tuple(rows["session"]), tuple(float(c) for c in rows["close"]))
            for symbol, rows in bars.sort_values(["symbol", "session"]).groupby("symbol")}


@lru_cache(maxsize=1)
def _print_table() -> tuple[dict[tuple[str, date], float], dict[tuple[str, date], datetime]]:
    table = employment_prints(MEMORY_START, MEMORY_END)
    keys = list(zip(table["series"], table["month_end"], strict=True))
    return (dict(zip(keys, (float(v) for v in table["value"]), strict=True)),
            dict(zip(keys, (parse_utc(str(k)) for k in table["known_at"]), strict=True)))


def _prints() -> dict[tuple[str, date], float]:
    """The monthly labour prints (the memoriser's other 'training data'), by (series, month end)."""
    return _print_table()[0]


def _print_times() -> dict[tuple[str, date], datetime]:
    """When each of `_prints` became public."""
    return _print_table()[1]


class Memoriser(_Recall):
    """Recalls every close public by its cutoff (measures parametric leakage)."""

    name = "memoriser"

    def __init__(self, cutoff: datetime) -> None:
        self.cutoff = cutoff

    def knows(self, day: date) -> bool:
        """Whether a close of `day` (16:00 New York) was public by the cutoff."""
        return datetime.combine(day, CLOSE_TIME, NEW_YORK) <= self.cutoff

    def recall(self, symbol: str, session: date) -> float | None:
        """The close of `symbol` on `session` if it remembers it (the session is in its data)."""
        sessions, closes = _price_file().get(symbol, ((), ()))
        at = bisect_right(sessions, session)
        if not self.knows(session) or at == 0 or sessions[at - 1] != session:
            return None
        return closes[at - 1]

    def value(self, subject: str, period_end: date) -> float | None:
        """A monthly labour print it remembers: one public by its cutoff."""
        return _prints().get((subject, period_end)) if self._knows_print(subject, period_end) else None

    def _knows_print(self, subject: str, period_end: date) -> bool:
        released = _print_times().get((subject, period_end))
        return released is not None and released <= self.cutoff

    def closes(self, tools: Tools, symbol: str, targets: Iterable[date], t: datetime) -> dict[date, float]:
        sessions, closes = _price_file().get(symbol, ((), ()))
        recalled: dict[date, float] = {}
        for target in targets:
            if not self.knows(target):
                continue  # beyond its training data: it cannot remember this
            low, high = bisect_right(sessions, target - SETTLE), bisect_right(sessions, target)
            recalled.update(zip(sessions[low:high], closes[low:high], strict=True))
        return recalled


_ASKED_CLOSE = re.compile(r"closing price of (?P<symbol>\S+) on (?P<day>\d{4}-\d{2}-\d{2})")
_ASKED_CHANGE = re.compile(r"percentage change of (?P<symbol>\S+) over .*?from the close of "
                           r"(?P<start>\d{4}-\d{2}-\d{2}) to the close of (?P<end>\d{4}-\d{2}-\d{2})")


def answer_probe(memoriser: Memoriser, question: PublicProbeQuestion, repeat: int) -> str:
    """A memoriser's closed-book answer (an option letter) to a probe question.

    It reads the question like a model would: a close or a monthly change it remembers picks the
    nearest option; anything else is a guess, drawn independently for each repeat. Where the options
    pair each value with a claim (FinDendro's Recall and Predict prompts), it reports honestly: it
    claims to know what it remembers and marks a guess as one, so its Knows and Says agree.
    """
    remembered: float | None = None
    if (asked := _ASKED_CLOSE.search(question.prompt)) is not None:
        remembered = memoriser.recall(asked["symbol"], date.fromisoformat(asked["day"]))
    elif (asked := _ASKED_CHANGE.search(question.prompt)) is not None:
        start = memoriser.recall(asked["symbol"], date.fromisoformat(asked["start"]))
        end = memoriser.recall(asked["symbol"], date.fromisoformat(asked["end"]))
        remembered = None if start is None or end is None else (end / start - 1) * 100
    choices = [i for i, option in enumerate(question.options) if option != IDK]
    if question.variant != "value":
        claims = [i for i in choices if not question.options[i].rpartition(" (")[2].startswith(IDK)]
        choices = claims if remembered is not None else sorted(set(choices) - set(claims))
    if remembered is None:
        return LETTERS[random.Random(f"{question.question_id}:{repeat}").choice(choices)]
    return LETTERS[min(choices, key=lambda i: abs(_number(question.options[i]) - remembered))]


def _number(option: str) -> float:
    return float(option.partition(" (")[0].replace(",", "").replace("%", ""))


reader = Reader()
memoriser_2010 = Memoriser(DEMO_MODELS[0].cutoff)
memoriser_2011 = Memoriser(DEMO_MODELS[1].cutoff)
