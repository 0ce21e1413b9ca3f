"""The forecaster protocol: what the runner calls, and the tools it hands a forecaster.

Bringing your own system: write a class with a `name` and a method

    forecast(instance_input: dict, tools: Tools) -> dict

`instance_input` is the public instance as JSON (`instance_id`, `task`, `market`, `forecast_time`,
`horizon`, `question`, `input`; never its outcome). `tools` is the only way to reach evidence: its
methods (`search`, `fetch`, `prices`, `filings`, `macro`, `events`) go through the gateway bound to
this instance's forecast time and policy, and every call is audited and referenced from the locked
prediction. Return the task's output as a JSON object (e.g. VAL: bear, base, bull,
reversion_horizon). Raising, or returning something that is not a valid output, is recorded as a
locked failure of that job; the run goes on. Point `--forecaster package.module:attribute` at your
object (or a zero-argument factory) and the runner needs no change: LLM agents, MCP clients and
other harnesses plug in the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from typing import Any, Protocol, runtime_checkable

from pit_store.memo import Memo
from retrieval.gateway import Gateway


class Tools:
    """The gateway's tools for one forecast, remembering the audit id of every call (the transcript).

    `memo` is the store's request-hash cache when the runner provides it: an LLM forecaster keeps
    its responses there (so a replay makes no calls) and its full transcript, whose reference it
    appends to `transcript`. `repeat` is the job's repeat index, part of such a cache's key so that
    repeats are separate samples while a replay of the same job finds its answers.
    """

    def __init__(self, gateway: Callable[[], Gateway], memo: Memo | None = None, repeat: int = 0) -> None:
        self._make = gateway
        self._gateway: Gateway | None = None
        self.memo = memo
        self.repeat = repeat
        self.transcript: list[str] = []

    def _gw(self) -> Gateway:
        # Built on first use: most baselines never call a tool, and a pit_llm gateway loads classifiers.
        if self._gateway is None:
            self._gateway = self._make()
        return self._gateway

    @property
    def gateway(self) -> Gateway:
        """The gateway behind these tools (built on first use): its forecast context and its audit."""
        return self._gw()

    def _noted(self, response: Any) -> Any:
        self.transcript.append(response.request_id)
        return response

    def search(self, query: str, k: int = 10) -> Any:
        """Search documents visible at t under the policy."""
        return self._noted(self._gw().search(query, k))

    def fetch(self, doc_id: str) -> Any:
        """Fetch a document's full text as visible at t."""
        return self._noted(self._gw().fetch(doc_id))

    def prices(self, symbols: Sequence[str], start: datetime, end: datetime, interval: str = "1d") -> Any:
        """Bars known at t (the window is clamped to t)."""
        return self._noted(self._gw().prices(symbols, start, end, interval))

    def filings(self, company: str, item: str | None = None) -> Any:
        """Filing line items known at t."""
        return self._noted(self._gw().filings(company, item))

    def macro(self, series: str, period: date | None = None) -> Any:
        """Macro prints (vintages) known at t."""
        return self._noted(self._gw().macro(series, period))

    def events(self, company: str) -> Any:
        """Corporate events known at t."""
        return self._noted(self._gw().events(company))


@runtime_checkable
class Forecaster(Protocol):
    """What the runner calls: a named system answering one public instance with its tools.

    A forecaster whose answers depend on settings outside its name (a prompt template, budgets, a
    time limit) also has `pins() -> dict[str, str]`; the run plan pins what it returns.
    """

    name: str

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        """The task output for `instance_input` as a JSON object."""
        ...
