"""asof's Python API: a point-in-time store, a gateway bound to t, and backtests, for notebooks.

    import asof

    with asof.open_store("sqlite:///.asof/asof.db") as store:
        t = asof.instant("2013-01-23T20:59:00Z")
        bars = store.prices("AAPL", start=asof.instant("2013-01-01T00:00:00Z"), end=t, as_of=t)  # DataFrame
        hits = store.search("Apple quarterly results", as_of=t, policy="pit")                   # audited
        bar = store.price("AAPL", as_of=t)                                                       # PriceBar

The names exported here are the stable API (`asof.__all__`); the rooms underneath (`pit_store`,
`retrieval`, `tasks`, `controllers`, ...) may change between versions. Every instant is an aware
UTC datetime (`asof.instant` parses ISO-8601 with an offset; a naive time is an error).
"""

from __future__ import annotations

from asof.store import Store, instant, open_store
from controllers.runs.backtest import Backtest
from controllers.runs.runner import RunRequest
from engine.errors import InputError, NaiveDatetimeError, StoreError
from pit_store.as_of import PriceBar
from pit_store.records import IngestReport, RecordDraft, RecordVersion
from retrieval.gateway import Document, SearchHit, SearchResponse
from tasks.instance import Generated, TaskInstance

__all__ = [
    "Backtest",
    "Document",
    "Generated",
    "IngestReport",
    "InputError",
    "NaiveDatetimeError",
    "PriceBar",
    "RecordDraft",
    "RecordVersion",
    "RunRequest",
    "SearchHit",
    "SearchResponse",
    "Store",
    "StoreError",
    "TaskInstance",
    "instant",
    "open_store",
]
