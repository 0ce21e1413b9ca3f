"""The columnar form of price bars, shared by the price reader and the Parquet store.

Bars travel as Arrow tables, not one pydantic object per bar: a store holds millions of them.
`INPUT_SCHEMA` is what a reader produces; the store adds the version columns of `STORED_SCHEMA`.
`event_time` is the instant the bar closed (a daily bar: its session's close on its exchange
calendar); `known_at` is that close plus the ingest latency.
"""

from __future__ import annotations

import pyarrow as pa

TS = pa.timestamp("us", tz="UTC")

INPUT_SCHEMA = pa.schema(
    [
        pa.field("symbol", pa.string(), nullable=False),
        pa.field("interval", pa.string(), nullable=False),  # "1d" or e.g. "1m", "5m", "1h"
        pa.field("session", pa.date32(), nullable=False),  # exchange session the bar belongs to
        pa.field("event_time", TS, nullable=False),  # bar close instant (UTC)
        pa.field("known_at", TS, nullable=False),  # close + latency
        pa.field("open", pa.float64(), nullable=False),
        pa.field("high", pa.float64(), nullable=False),
        pa.field("low", pa.float64(), nullable=False),
        pa.field("close", pa.float64(), nullable=False),
        pa.field("adj_close", pa.float64(), nullable=True),
        pa.field("volume", pa.float64(), nullable=True),
        pa.field("calendar", pa.string(), nullable=False),  # exchange-calendars code, e.g. XNYS
        pa.field("line", pa.int64(), nullable=False),  # source row, for error messages
    ]
)

VERSION_FIELDS = [
    pa.field("entity_id", pa.string(), nullable=False),
    pa.field("version", pa.int32(), nullable=False),
    pa.field("kind", pa.string(), nullable=False),
    pa.field("supersedes", pa.int32(), nullable=True),
    pa.field("content_hash", pa.string(), nullable=False),
    pa.field("recorded_seq", pa.int64(), nullable=False),
    pa.field("recorded_at", TS, nullable=False),
    pa.field("batch_id", pa.string(), nullable=False),
    pa.field("source", pa.string(), nullable=False),
]

STORED_SCHEMA = pa.schema([*INPUT_SCHEMA, *VERSION_FIELDS])

VALUE_COLUMNS = ("open", "high", "low", "close", "adj_close", "volume")
