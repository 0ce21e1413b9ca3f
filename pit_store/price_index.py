"""An in-memory index of the price bars at one pinned position: as-of lookups by binary search.

Price files never change once committed and a run pins its position, so the answer to "which bar
was the latest known at t" depends only on the files registered by the pin. Instead of scanning and
aggregating every bar per call (what the DuckDB query in `as_of.prices_as_of_duckdb` does), the
index is built once per (files, pin, interval), cached per process, and answers many `(symbol, t)`
pairs with numpy `searchsorted`:

- bars (one per symbol and bar time) sorted by (symbol, first known, bar time), with the running
  latest bar time within each symbol: the latest bar first known by t is one binary search away,
  whatever order the bars became known in (a backfill can make an old bar known late, or a bar
  known before its version 1);
- versions sorted by (bar, known_at, recorded_seq): the version current at t is a binary search
  inside its bar's few versions;
- the returned columns of every version are held in one columnar table in the same order, so the
  answer to any number of lookups is one `take` of the rows found (nothing is scanned per call).

A new file (an ingest) makes a new key, so a later read builds a new index; older keys age out.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.dataset as ds

VALUE_COLUMNS = (
    "session", "event_time", "known_at", "open", "high", "low", "close", "adj_close", "volume",
    "entity_id", "version", "kind", "recorded_seq",
)
"""What a lookup returns of each bar."""

_CACHE_SIZE = 8
"""Indexes kept per process (a run reads at one pin; a few stores, pins or symbol sets may alternate)."""


@dataclass(frozen=True)
class IndexKey:
    """What an index depends on: the store's price folder, the symbols (None: all), their files at
    the pin (how many, and the last one's name, which holds its batch id), the pin, the interval."""

    data_dir: str
    symbols: tuple[str, ...] | None
    files: int
    last_file: str
    pin: int
    interval: str


@dataclass
class PriceIndex:
    """The bars of one (files, pin, interval): see the module docstring."""

    known_ranks: np.ndarray
    """Distinct first-known instants (microseconds), ascending: the dense ranks of the bar key."""
    bar_key: np.ndarray
    """Per bar in (symbol, first known, bar time) order: code * (len(known_ranks) + 1) + first-known rank."""
    latest_bar: np.ndarray
    """Per position of `bar_key`: the bar (in version order) with the latest bar time among the
    symbol's bars up to that position."""
    bar_start: np.ndarray
    """Per bar in (symbol, bar time) order: its first row in the version arrays (plus one end)."""
    version_known: np.ndarray
    """Per version, in (symbol, bar time, known_at, recorded_seq) order: its known_at (microseconds)."""
    values: pa.Table
    """The `VALUE_COLUMNS` of every version, in the same order (one contiguous chunk per column)."""
    symbol_names: pa.Array
    """The symbols, sorted: a symbol's code is its position."""

    def lookup(self, symbols: Sequence[str], cuts_us: np.ndarray) -> np.ndarray:
        """For each (symbol, cut) the row of the version visible at the cut, or -1 where no bar was."""
        n = len(symbols)
        found = np.full(n, -1, dtype=np.int64)
        if n == 0 or not len(self.bar_key):
            return found
        codes = pc.fill_null(pc.index_in(pa.array(symbols, pa.string()), value_set=self.symbol_names), -1)
        codes = codes.to_numpy(zero_copy_only=False).astype(np.int64)
        stride = len(self.known_ranks) + 1
        # Distinct first-known instants <= cut; a bar of the symbol is known iff its rank is below.
        ranks = np.searchsorted(self.known_ranks, cuts_us, side="right")
        position = np.searchsorted(self.bar_key, codes * stride + ranks, side="left") - 1
        safe = np.maximum(position, 0)
        hit = (codes >= 0) & (position >= 0) & (self.bar_key[safe] // stride == codes)
        bar = self.latest_bar[safe[hit]]
        # The version current at the cut: the last of the bar's versions (by known_at, then
        # recorded_seq) known by it; the first-known version always is, so there is one.
        low, high = self.bar_start[bar], self.bar_start[bar + 1]
        cut = cuts_us[hit]
        while True:  # vectorised binary search for the last version with known_at <= cut
            open_ = high - low > 1
            if not open_.any():
                break
            middle = (low + high) // 2
            known_by_cut = self.version_known[middle] <= cut
            go_up = open_ & known_by_cut
            go_down = open_ & ~known_by_cut
            low = np.where(go_up, middle, low)
            high = np.where(go_down, middle, high)
        found[hit] = low
        return found

    def rows(self, versions: np.ndarray) -> pa.Table:
        """The `VALUE_COLUMNS` of `versions` (rows from `lookup`), in their order; -1 gives nulls."""
        return self.values.take(pa.array(versions, mask=versions < 0))


def build(paths: Sequence[str], symbols: Sequence[str], pin: int, interval: str) -> PriceIndex:
    """Index the bars of `interval` recorded by `pin` in `paths` (file i holds bars of `symbols[i]`)."""
    names = sorted(set(symbols))
    symbol_names = pa.array(names, pa.string())
    # One scan of every file, in parallel, keeping the rows of the interval recorded by the pin.
    wanted = (ds.field("interval") == interval) & (ds.field("recorded_seq") <= pin)
    stored = ds.dataset(list(paths), format="parquet").to_table(columns=[*VALUE_COLUMNS, "symbol"], filter=wanted)
    if not stored.num_rows:
        empty = np.empty(0, dtype=np.int64)
        values = stored.select(list(VALUE_COLUMNS))
        return PriceIndex(empty, empty, empty, np.zeros(1, dtype=np.int64), empty, values, symbol_names)
    code = pc.index_in(stored["symbol"], value_set=symbol_names).to_numpy(zero_copy_only=False).astype(np.int64)
    event, known = _micros(stored["event_time"]), _micros(stored["known_at"])
    seq = stored["recorded_seq"].to_numpy()
    # Versions by (symbol, bar time, known_at, recorded_seq): each bar's versions are one run.
    order = np.lexsort((seq, known, event, code))
    code, event, known = code[order], event[order], known[order]
    values = stored.select(list(VALUE_COLUMNS)).take(pa.array(order)).combine_chunks()
    new_bar = np.ones(len(code), dtype=bool)
    new_bar[1:] = (code[1:] != code[:-1]) | (event[1:] != event[:-1])
    bar_start = np.append(np.flatnonzero(new_bar), len(code)).astype(np.int64)
    starts = bar_start[:-1]
    bar_code, bar_event = code[starts], event[starts]
    bar_first = np.minimum.reduceat(known, starts)
    # Bars by (symbol, first known, bar time), and the running latest bar time within each symbol.
    by_known = np.lexsort((bar_event, bar_first, bar_code))
    known_ranks = np.unique(bar_first)
    stride = len(known_ranks) + 1
    bar_key = bar_code[by_known] * stride + np.searchsorted(known_ranks, bar_first[by_known])
    # Bars are numbered in (symbol, bar time) order, so within a symbol a larger number is a later
    # bar time, and symbols' numbers do not overlap: a running maximum is the latest bar so far.
    latest_bar = np.maximum.accumulate(by_known)
    return PriceIndex(known_ranks, bar_key, latest_bar, bar_start, known, values, symbol_names)


def _micros(column: pa.ChunkedArray) -> np.ndarray:
    return column.cast(pa.int64()).to_numpy()


_CACHE: OrderedDict[IndexKey, PriceIndex] = OrderedDict()
_CACHE_LOCK = threading.Lock()


def find(key: IndexKey) -> PriceIndex | None:
    """The index for `key` if this process holds it."""
    with _CACHE_LOCK:
        return _CACHE.get(key)


def cached(key: IndexKey, manifest: Callable[[], tuple[list[str], list[str]]]) -> PriceIndex:
    """The index for `key`; the first time it is asked for in this process it is built from the
    files `manifest` lists (their paths and symbols)."""
    with _CACHE_LOCK:
        index = _CACHE.get(key)
        if index is not None:
            _CACHE.move_to_end(key)
            return index
        paths, symbols = manifest()
        index = build(paths, symbols, key.pin, key.interval)
        _CACHE[key] = index
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
        return index
