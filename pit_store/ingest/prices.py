"""Price bars from vendor exports (CSV, gzipped CSV, Parquet) as the validated Arrow table.

Header names match case-insensitively, ignoring surrounding spaces and Stooq's angle brackets, so
these layouts read as they are exported:
- generic: symbol, timestamp | date | datetime, open, high, low, close, adj_close, volume;
- Yahoo Finance: Date, Open, High, Low, Close, Adj Close, Volume (symbol from the argument or the
  file name);
- Stooq: <TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT> (DATE as
  YYYYMMDD; open interest is accepted and not kept);
- bokeh sample-data stock files: date, open, high, low, close, volume, adj_close.

Time: a daily bar's date is its session label and the bar closes at that session's close on the
symbol's exchange calendar (early closes included, never midnight). An intraday bar closes at its
end: the stamp itself when the vendor stamps bar ends, else start + interval, capped at the session
close (a vendor's last hourly bar of a 09:30-16:00 day starts at 15:30 and ends at 16:00).
`known_at` is the close plus the ingest latency.

The whole file is checked with vectorised Arrow/NumPy/pandas operations; a failing check locates
its first failing row only to name it. Every error is one `InputError` with file, line and field
(CSV lines count the header as line 1; a Parquet row is its index + 1, and the message says so).
"""

from __future__ import annotations

import csv
import gzip
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, timedelta
from pathlib import Path
from typing import Literal

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv
import pyarrow.parquet as pq

from engine.errors import InputError, NaiveDatetimeError
from pit_store.calendars import calendar_for, not_session_message, session_closes, sessions_of
from pit_store.ingest.rows import open_text
from pit_store.price_bars import INPUT_SCHEMA

__all__ = ["read_prices", "interval_length"]

BarTime = Literal["start", "end"]

DAILY = "1d"

_COLUMN_ALIASES: Mapping[str, str] = {
    "symbol": "symbol",
    "ticker": "symbol",
    "timestamp": "timestamp",
    "datetime": "timestamp",
    "date_time": "timestamp",
    "date": "timestamp",
    "time": "time",
    "open": "open",
    "high": "high",
    "low": "low",
    "close": "close",
    "adj_close": "adj_close",
    "adjclose": "adj_close",
    "adjusted_close": "adj_close",
    "volume": "volume",
    "vol": "volume",
    "per": "per",
    "openint": "openint",
}
"""Normalised header name -> canonical field."""

_REQUIRED = ("timestamp", "open", "high", "low", "close")
_PRICES = ("open", "high", "low", "close", "adj_close")
_VALUES = ("open", "high", "low", "close", "adj_close", "volume")

_PARQUET_SUFFIXES = (".parquet", ".pq")
_CSV_SUFFIXES = (".csv", ".txt")

_INTERVAL = re.compile(r"^(\d+)(m|h)$")
_NUMBER = r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$"
_NON_FINITE = frozenset({"nan", "inf", "infinity"})
_COMPACT_DATE = r"^(\d{4})(\d{2})(\d{2})$"
_COMPACT_TIME = r"^(\d{2})(\d{2})(\d{2})$"
_MIDNIGHT = r"^(\d{4}-\d{2}-\d{2})[T ]00:00(:00(\.0+)?)?\s*([Zz]|[+-]\d{2}(:?\d{2})?)?$"
_ZERO_TIME = r"^(0+|00:00(:00)?)?$"
_AWARE = r"\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}(:?\d{2})?)$"
_NAT = np.iinfo(np.int64).min


def interval_length(interval: str) -> timedelta | None:
    """The length of an intraday interval ("1m", "5m", "1h", ...); None for daily ("1d").

    Raises `InputError` for anything else.
    """
    if interval == DAILY:
        return None
    match = _INTERVAL.match(interval)
    if not match or int(match.group(1)) == 0:
        raise InputError(
            f"unsupported interval {interval!r}: use '1d' or minutes/hours such as '5m', '1h'",
            field="interval",
        )
    amount = int(match.group(1))
    return timedelta(minutes=amount) if match.group(2) == "m" else timedelta(hours=amount)


@dataclass(frozen=True)
class _Raw:
    """A file's cells, still as the file typed them (CSV: all text), with their source lines."""

    path: Path
    parquet: bool
    table: pa.Table  # columns keyed by the file's own header names
    lines: np.ndarray  # int64, one per row

    def fail(
        self,
        message: str,
        position: int,
        field: str | None,
        error: type[InputError] = InputError,
    ) -> InputError:
        """An error at row `position` (`InputError.line` is the CSV line or the Parquet row)."""
        line = int(self.lines[position])
        if self.parquet:
            message = f"{message} (Parquet row {line})"
        return error(message, file=str(self.path), line=line, field=field)

    def cell(self, name: str, position: int) -> object:
        return self.table.column(name)[position].as_py()

    @property
    def unit(self) -> str:
        return "rows" if self.parquet else "lines"


@dataclass(frozen=True)
class _Symbols:
    """Symbols dictionary-encoded: `names` sorted, `codes[i]` the index of row i's symbol."""

    codes: np.ndarray  # int64, one per row
    names: list[str]

    def first_row(self, index: int) -> int:
        return int(np.flatnonzero(self.codes == index)[0])


def read_prices(
    path: Path,
    *,
    symbol: str | None = None,
    calendar: str | None = None,
    interval: str = DAILY,
    latency: timedelta = timedelta(0),
    bar_time: BarTime = "start",
) -> pa.Table:
    """Read and validate a price file into a table with `price_bars.INPUT_SCHEMA`, sorted by
    symbol then event time.

    `symbol` names the file's single symbol (needed when the file has no symbol column; it must
    agree with one if present; default the file name). `calendar` overrides the exchange calendar
    derived from each symbol. `interval` is "1d" or an intraday length ("5m", "1h"); intraday
    timestamps must carry a UTC offset, and `bar_time` says whether they mark each bar's start or
    end. `latency` (>= 0) is added to each bar's close to give `known_at`.

    Identical duplicate bars collapse to one; any bad cell, a daily bar on a non-session, an
    intraday bar outside every session or conflicting duplicates raise one `InputError`.
    """
    step = interval_length(interval)
    if latency < timedelta(0):
        raise InputError(f"latency must not be negative, got {latency}", field="latency")
    if bar_time not in ("start", "end"):
        raise InputError(f"bar_time must be 'start' or 'end', got {bar_time!r}", field="bar_time")
    raw = _load(Path(path))
    columns = _map_columns(raw)
    raw = _drop_blank_rows(raw)
    if raw.table.num_rows == 0:
        raise InputError("no price bars in file", file=str(raw.path))
    if "per" in columns:
        _check_period(raw, columns["per"], interval, step)
    symbols = _symbols(raw, columns.get("symbol"), symbol)
    values = {
        name: _numbers(raw, columns[name], required=name in _REQUIRED)
        for name in _VALUES
        if name in columns
    }
    _check_values(raw, columns, values)
    calendars = _calendars(raw, symbols, calendar)
    groups = _calendar_groups(symbols, calendars)
    if step is None:
        sessions, event_ns = _daily_times(raw, columns, groups)
    else:
        sessions, event_ns = _intraday_times(raw, columns, groups, step, bar_time)
    known_ns = event_ns + _nanoseconds(latency)
    order = _sorted_unique(raw, symbols, event_ns, values, columns)
    row_symbols = pa.array(symbols.codes[order])
    absent = np.full(raw.table.num_rows, np.nan)
    return pa.Table.from_arrays(
        [
            pa.array(symbols.names, type=pa.string()).take(row_symbols),
            pa.repeat(pa.scalar(interval, pa.string()), len(order)),
            pa.array(sessions[order], type=pa.date32()),
            _timestamps(event_ns[order]),
            _timestamps(known_ns[order]),
            *[
                pa.array(values.get(name, absent)[order], type=pa.float64(), from_pandas=True)
                for name in _VALUES
            ],
            pa.array(calendars, type=pa.string()).take(row_symbols),
            pa.array(raw.lines[order], type=pa.int64()),
        ],
        schema=INPUT_SCHEMA,
    )


# --- loading -----------------------------------------------------------------------------------


def _load(path: Path) -> _Raw:
    name = path.name.lower()
    base = name[: -len(".gz")] if name.endswith(".gz") else name
    if base.endswith(_PARQUET_SUFFIXES) and not name.endswith(".gz"):
        return _load_parquet(path)
    if base.endswith(_CSV_SUFFIXES):
        return _load_csv(path)
    raise InputError(
        "unsupported price file type: expected .csv, .txt (optionally .gz) or .parquet", file=str(path)
    )


def _csv_header(path: Path) -> list[str]:
    try:
        with open_text(path) as handle:
            header = next(csv.reader(handle), None)
    except UnicodeDecodeError as exc:
        # The text reader decodes ahead of the header, so the bad byte may lie further down.
        line = _first_undecodable_line(path)
        raise InputError(f"not valid UTF-8 ({exc.reason})", file=str(path), line=line) from None
    except csv.Error as exc:
        raise InputError(f"malformed CSV header: {exc}", file=str(path), line=1) from None
    except (OSError, EOFError) as exc:
        raise InputError(f"cannot read file: {exc}", file=str(path)) from None
    if not header:
        raise InputError("empty file (no header row)", file=str(path))
    header[0] = header[0].removeprefix("\ufeff")
    return header


def _load_csv(path: Path) -> _Raw:
    header = _csv_header(path)
    names = [f"c{i}" for i in range(len(header))]
    invalid: list[pacsv.InvalidRow] = []

    def on_invalid(row: pacsv.InvalidRow) -> str:
        invalid.append(row)
        return "skip"

    try:
        table = pacsv.read_csv(
            str(path),
            # Single-threaded so that invalid rows carry their line numbers.
            read_options=pacsv.ReadOptions(skip_rows=1, column_names=names, use_threads=False),
            # Blank lines stay as all-empty rows so that row i is line i + 2; they are dropped later.
            parse_options=pacsv.ParseOptions(ignore_empty_lines=False, invalid_row_handler=on_invalid),
            convert_options=pacsv.ConvertOptions(
                column_types={name: pa.string() for name in names},
                strings_can_be_null=False,
                quoted_strings_can_be_null=False,
            ),
        )
    except (pa.ArrowInvalid, OSError, EOFError) as exc:
        if "UTF8" in str(exc):
            raise InputError("not valid UTF-8", file=str(path), line=_first_undecodable_line(path)) from None
        raise InputError(f"cannot read CSV: {exc}", file=str(path)) from None
    if invalid:
        first = invalid[0]
        raise InputError(
            f"expected {first.expected_columns} cells, found {first.actual_columns}",
            file=str(path),
            line=first.number,
        )
    return _Raw(
        path=path,
        parquet=False,
        table=table.rename_columns(header),
        lines=np.arange(2, table.num_rows + 2, dtype=np.int64),
    )


def _first_undecodable_line(path: Path) -> int | None:
    """The first line that is not UTF-8 (failure path only: Arrow does not say where)."""
    opener = gzip.open if path.name.lower().endswith(".gz") else open
    with opener(path, "rb") as handle:
        for number, line in enumerate(handle, start=1):
            try:
                line.decode("utf-8")
            except UnicodeDecodeError:
                return number
    return None


def _load_parquet(path: Path) -> _Raw:
    if not path.exists():
        raise InputError("file not found", file=str(path))
    try:
        table = pq.read_table(path)
    except (pa.ArrowException, OSError) as exc:
        raise InputError(f"not a readable Parquet file: {exc}", file=str(path)) from None
    lines = np.arange(1, table.num_rows + 1, dtype=np.int64)
    return _Raw(path=path, parquet=True, table=table, lines=lines)


def _drop_blank_rows(raw: _Raw) -> _Raw:
    """Drop the all-empty rows that blank CSV lines become (their line numbers are kept)."""
    if raw.parquet or raw.table.num_rows == 0:
        return raw
    blank = _bool(pc.equal(pc.utf8_trim_whitespace(raw.table.column(0)), ""))
    if not blank.any():
        return raw
    for column in raw.table.columns[1:]:
        blank &= _bool(pc.equal(pc.utf8_trim_whitespace(column), ""))
    keep = ~blank
    return _Raw(raw.path, raw.parquet, raw.table.filter(pa.array(keep)), raw.lines[keep])


# --- columns -----------------------------------------------------------------------------------


def _normalise_header(name: str) -> str:
    return re.sub(r"[\s\-]+", "_", name.strip().strip("<>").strip().lower())


def _map_columns(raw: _Raw) -> dict[str, str]:
    """Canonical field -> the file's header name; missing, unknown or doubled columns are errors."""
    mapping: dict[str, str] = {}
    unknown: list[str] = []
    for name in raw.table.column_names:
        canonical = _COLUMN_ALIASES.get(_normalise_header(name))
        if canonical is None:
            unknown.append(name)
        elif canonical in mapping:
            raise InputError(
                f"columns {mapping[canonical]!r} and {name!r} both give {canonical}",
                file=str(raw.path),
                line=None if raw.parquet else 1,
                field=name,
            )
        else:
            mapping[canonical] = name
    where = {"file": str(raw.path), "line": None if raw.parquet else 1}
    if unknown:
        raise InputError(
            f"unknown column(s) {unknown}; a price file has symbol, timestamp/date, open, high, "
            "low, close, adj_close, volume",
            **where,
        )
    if "time" in mapping and "timestamp" not in mapping:
        mapping["timestamp"] = mapping.pop("time")
    missing = [name for name in _REQUIRED if name not in mapping]
    if missing:
        raise InputError(
            f"missing column(s) {missing}; columns found: {raw.table.column_names}", **where
        )
    return mapping


def _check_period(raw: _Raw, name: str, interval: str, step: timedelta | None) -> None:
    """Stooq's <PER> column must agree with the interval being read (D = daily, N = N minutes)."""
    text = _strings(raw, name)
    expected = "D" if step is None else str(int(step.total_seconds() // 60))
    wrong = _bool(pc.not_equal(pc.utf8_upper(text), expected))
    if wrong.any():
        position = int(np.flatnonzero(wrong)[0])
        raise raw.fail(
            f"period {raw.cell(name, position)!r} does not match interval {interval!r}", position, name
        )


# --- cells -------------------------------------------------------------------------------------


def _bool(array: pa.ChunkedArray | pa.Array) -> np.ndarray:
    return np.asarray(pc.fill_null(array, False).to_numpy(zero_copy_only=False), dtype=bool)


def _strings(raw: _Raw, name: str, expected: str = "text") -> pa.ChunkedArray:
    """A column as trimmed text (nulls as empty); another Parquet type is an error."""
    column = raw.table.column(name)
    if pa.types.is_dictionary(column.type):
        column = column.cast(column.type.value_type)
    if not (pa.types.is_string(column.type) or pa.types.is_large_string(column.type)):
        raise InputError(
            f"column has type {column.type}; expected {expected}", file=str(raw.path), field=name
        )
    return pc.fill_null(pc.utf8_trim_whitespace(column), "")


def _first_empty(text: pa.ChunkedArray) -> int | None:
    empty = np.flatnonzero(_bool(pc.equal(text, "")))
    return int(empty[0]) if len(empty) else None


def _symbols(raw: _Raw, name: str | None, argument: str | None) -> _Symbols:
    """Each row's upper-case symbol: the file's column, else the argument, else the file name."""
    given = argument.strip().upper() if argument is not None else None
    rows = raw.table.num_rows
    if name is None:
        fixed = given or _symbol_from_file_name(raw.path)
        if not fixed:
            raise InputError("the file has no symbol column: pass a symbol", file=str(raw.path))
        return _Symbols(codes=np.zeros(rows, dtype=np.int64), names=[fixed])
    text = pc.utf8_upper(_strings(raw, name))
    empty = _first_empty(text)
    if empty is not None:
        raise raw.fail("missing value", empty, name)
    encoded = pc.dictionary_encode(text).combine_chunks()
    dictionary: list[str] = encoded.dictionary.to_pylist()
    ranking = sorted(range(len(dictionary)), key=dictionary.__getitem__)
    rank = np.empty(len(dictionary), dtype=np.int64)
    rank[ranking] = np.arange(len(dictionary))
    symbols = _Symbols(
        codes=rank[encoded.indices.to_numpy(zero_copy_only=False)],
        names=[dictionary[i] for i in ranking],
    )
    if given is not None:
        for index, found in enumerate(symbols.names):
            if found != given:
                position = symbols.first_row(index)
                raise raw.fail(
                    f"symbol {raw.cell(name, position)!r} differs from the symbol argument {given!r}",
                    position,
                    name,
                )
    return symbols


def _symbol_from_file_name(path: Path) -> str:
    name = path.name
    for suffix in (".gz", *_CSV_SUFFIXES, *_PARQUET_SUFFIXES):
        if name.lower().endswith(suffix):
            name = name[: -len(suffix)]
    return name.strip().upper()


def _numbers(raw: _Raw, name: str, *, required: bool) -> np.ndarray:
    """A column as finite float64 (NaN only for an absent optional value)."""
    column = raw.table.column(name)
    kind = column.type
    if pa.types.is_integer(kind) or pa.types.is_floating(kind) or pa.types.is_decimal(kind):
        absent = _bool(pc.is_null(column))
        numbers = pc.cast(column, pa.float64())
    else:
        text = _strings(raw, name, "numbers")
        empty = pc.equal(text, "")
        absent = _bool(empty)
        try:
            numbers = pc.cast(pc.if_else(empty, pa.scalar(None, pa.string()), text), pa.float64())
        except pa.ArrowInvalid:
            # Arrow names no row: find the first bad cell only now, on the failure path.
            raise _first_non_number(raw, name, text, absent) from None
    values = np.asarray(numbers.to_numpy(zero_copy_only=False), dtype=np.float64)
    if required and absent.any():
        raise raw.fail("missing value", int(np.flatnonzero(absent)[0]), name)
    non_finite = np.flatnonzero(~np.isfinite(values) & ~absent)
    if len(non_finite):
        position = int(non_finite[0])
        raise raw.fail(f"not a finite number: {raw.cell(name, position)!r}", position, name)
    return values


def _first_non_number(
    raw: _Raw, name: str, text: pa.ChunkedArray, absent: np.ndarray
) -> InputError:
    """The error for the first cell that is not a plain decimal number (failure path only)."""
    bad = np.flatnonzero(~_bool(pc.match_substring_regex(text, _NUMBER)) & ~absent)
    position = int(bad[0]) if len(bad) else 0
    cell = text[position].as_py()
    kind = "not a finite number" if cell.lower().lstrip("+-") in _NON_FINITE else "not a number"
    return raw.fail(f"{kind}: {cell!r}", position, name)


def _check_values(raw: _Raw, columns: Mapping[str, str], values: Mapping[str, np.ndarray]) -> None:
    """Prices positive, high >= low, open and close within [low, high], volume not negative."""

    def first(mask: np.ndarray, field: str, message: str) -> None:
        hits = np.flatnonzero(mask)
        if len(hits):
            position = int(hits[0])
            numbers = {key: float(found[position]) for key, found in values.items()}
            raise raw.fail(message.format(**numbers), position, columns[field])

    with np.errstate(invalid="ignore"):
        for name in _PRICES:
            if name in values:
                first(values[name] < 0, name, f"negative price {{{name}!r}}")
                first(values[name] == 0, name, f"zero price in {name}")
        if "volume" in values:
            first(values["volume"] < 0, "volume", "negative volume {volume!r}")
        low, high = values["low"], values["high"]
        first(high < low, "high", "high {high!r} is below low {low!r}")
        for name in ("open", "close"):
            outside = (values[name] < low) | (values[name] > high)
            first(outside, name, f"{name} {{{name}!r}} outside [low {{low!r}}, high {{high!r}}]")


# --- calendars and time ------------------------------------------------------------------------


def _calendars(raw: _Raw, symbols: _Symbols, override: str | None) -> list[str]:
    """The exchange calendar of each distinct symbol (in `symbols.names` order)."""
    resolved = []
    for index, name in enumerate(symbols.names):
        try:
            resolved.append(calendar_for(name, override))
        except InputError as exc:
            raise raw.fail(exc.message, symbols.first_row(index), exc.field) from None
    return resolved


def _calendar_groups(symbols: _Symbols, calendars: list[str]) -> dict[str, np.ndarray]:
    """Calendar code -> the rows on it, so session lookups run once per calendar."""
    if len(set(calendars)) == 1:
        return {calendars[0]: np.arange(len(symbols.codes))}
    groups: dict[str, np.ndarray] = {}
    for code in sorted(set(calendars)):
        members = [index for index, found in enumerate(calendars) if found == code]
        groups[code] = np.flatnonzero(np.isin(symbols.codes, members))
    return groups


def _daily_times(
    raw: _Raw, columns: Mapping[str, str], groups: Mapping[str, np.ndarray]
) -> tuple[np.ndarray, np.ndarray]:
    """Session labels (datetime64[D]) and closes (UTC ns) of daily bars."""
    name = columns["timestamp"]
    labels = _daily_labels(raw, name)
    if "time" in columns:
        time = _strings(raw, columns["time"])
        timed = np.flatnonzero(~_bool(pc.match_substring_regex(time, _ZERO_TIME)))
        if len(timed):
            position = int(timed[0])
            raise raw.fail(
                f"a daily bar has no time of day, got {raw.cell(columns['time'], position)!r}",
                position,
                columns["time"],
            )
    closes = np.full(len(labels), _NAT, dtype=np.int64)
    for code, rows in groups.items():
        found = session_closes(code, labels[rows])
        missing = found.isna().to_numpy()
        if missing.any():
            position = int(rows[np.flatnonzero(missing)[0]])
            message = not_session_message(code, labels[position].astype(object))
            raise raw.fail(message, position, name)
        closes[rows] = pd.DatetimeIndex(found).as_unit("ns").asi8
    return labels, closes


def _daily_labels(raw: _Raw, name: str) -> np.ndarray:
    """Dates as written: YYYY-MM-DD, YYYYMMDD, or a timestamp at local midnight (date kept)."""
    column = raw.table.column(name)
    if pa.types.is_date(column.type):
        return _date_array(column.cast(pa.date32()), raw, name)
    if pa.types.is_timestamp(column.type):
        stamps = column.to_pandas()
        if column.type.tz is not None:
            stamps = stamps.dt.tz_localize(None)
        return _midnight_dates(raw, name, stamps)
    text = _strings(raw, name, "dates")
    empty = _first_empty(text)
    if empty is not None:
        raise raw.fail("missing value", empty, name)
    lengths = pc.utf8_length(text)
    # Rewrite only when some cell needs it: the common all-ISO file skips two regex passes.
    if pc.any(pc.equal(lengths, 8)).as_py():
        text = pc.replace_substring_regex(text, _COMPACT_DATE, r"\1-\2-\3")
    if pc.any(pc.greater(lengths, 10)).as_py():
        text = pc.replace_substring_regex(text, _MIDNIGHT, r"\1")
    parsed = pd.to_datetime(
        pd.Series(text.to_numpy(zero_copy_only=False)), format="%Y-%m-%d", errors="coerce"
    )
    bad = np.flatnonzero(parsed.isna().to_numpy())
    if len(bad):
        position = int(bad[0])
        raise raw.fail(
            f"not a date: {raw.cell(name, position)!r} (a daily bar is labelled YYYY-MM-DD, "
            "YYYYMMDD or a timestamp at local midnight)",
            position,
            name,
        )
    return parsed.to_numpy().astype("datetime64[D]")


def _date_array(column: pa.ChunkedArray, raw: _Raw, name: str) -> np.ndarray:
    nulls = np.flatnonzero(_bool(pc.is_null(column)))
    if len(nulls):
        raise raw.fail("missing value", int(nulls[0]), name)
    return np.asarray(column.to_numpy(zero_copy_only=False), dtype="datetime64[D]")


def _midnight_dates(raw: _Raw, name: str, stamps: pd.Series) -> np.ndarray:
    nulls = np.flatnonzero(stamps.isna().to_numpy())
    if len(nulls):
        raise raw.fail("missing value", int(nulls[0]), name)
    timed = np.flatnonzero((stamps != stamps.dt.normalize()).to_numpy())
    if len(timed):
        position = int(timed[0])
        raise raw.fail(
            f"a daily bar is labelled by its date, got the time {stamps.iloc[position]}", position, name
        )
    return stamps.to_numpy().astype("datetime64[D]")


def _intraday_times(
    raw: _Raw,
    columns: Mapping[str, str],
    groups: Mapping[str, np.ndarray],
    step: timedelta,
    bar_time: BarTime,
) -> tuple[np.ndarray, np.ndarray]:
    """Session labels (datetime64[D]) and bar closes (UTC ns) of intraday bars."""
    name = columns["timestamp"]
    stamps = _aware_stamps(raw, columns)
    closed: Literal["left", "right"] = "left" if bar_time == "start" else "right"
    sessions = np.full(len(stamps), np.datetime64("NaT"), dtype="datetime64[D]")
    events = stamps + _nanoseconds(step) if bar_time == "start" else stamps.copy()
    for code, rows in groups.items():
        instants = pd.DatetimeIndex(stamps[rows].view("datetime64[ns]")).tz_localize(UTC)
        found = sessions_of(code, instants, closed=closed)
        outside = found.isna().to_numpy()
        if outside.any():
            position = int(rows[np.flatnonzero(outside)[0]])
            when = pd.Timestamp(int(stamps[position]), tz=UTC).isoformat()
            raise raw.fail(f"bar {bar_time} {when} is outside every {code} session", position, name)
        sessions[rows] = found.to_numpy().astype("datetime64[D]")
        if bar_time == "start":
            # A bar cannot close after its session does (the day's last bar is often shorter).
            closes = pd.DatetimeIndex(session_closes(code, found.to_numpy())).as_unit("ns").asi8
            events[rows] = np.minimum(events[rows], closes)
    return sessions, events


def _aware_stamps(raw: _Raw, columns: Mapping[str, str]) -> np.ndarray:
    """Intraday timestamps as UTC ns; a timestamp without an offset is an error, never a guess."""
    name = columns["timestamp"]
    column = raw.table.column(name)
    if pa.types.is_timestamp(column.type):
        nulls = np.flatnonzero(_bool(pc.is_null(column)))
        if len(nulls):
            raise raw.fail("missing value", int(nulls[0]), name)
        if column.type.tz is None:
            raise raw.fail(
                f"naive timestamp {raw.cell(name, 0)} (a column without a timezone): "
                "add an offset (store it as a UTC timestamp)",
                0,
                name,
                NaiveDatetimeError,
            )
        utc_ns = pc.cast(column, pa.timestamp("ns", tz="UTC")).cast(pa.int64())
        return np.asarray(utc_ns.to_numpy(), dtype=np.int64)
    text = _strings(raw, name, "timestamps")
    empty = _first_empty(text)
    if empty is not None:
        raise raw.fail("missing value", empty, name)
    if "time" in columns:
        day = pc.replace_substring_regex(text, _COMPACT_DATE, r"\1-\2-\3")
        clock = pc.replace_substring_regex(_strings(raw, columns["time"]), _COMPACT_TIME, r"\1:\2:\3")
        text = pc.binary_join_element_wise(day, clock, "T")
    naive = np.flatnonzero(~_bool(pc.match_substring_regex(text, _AWARE)))
    if len(naive):
        position = int(naive[0])
        raise raw.fail(
            f"naive timestamp {text[position].as_py()!r}: add an offset such as 'Z' or '-05:00' "
            "(asof never guesses a timezone)",
            position,
            name,
            NaiveDatetimeError,
        )
    parsed = pd.to_datetime(
        pd.Series(text.to_numpy(zero_copy_only=False)), format="ISO8601", utc=True, errors="coerce"
    )
    bad = np.flatnonzero(parsed.isna().to_numpy())
    if len(bad):
        position = int(bad[0])
        cell = text[position].as_py()
        raise raw.fail(f"unparseable timestamp {cell!r} (expected ISO-8601)", position, name)
    return pd.DatetimeIndex(parsed).as_unit("ns").asi8


def _nanoseconds(delta: timedelta) -> np.int64:
    seconds = delta.days * 86_400 + delta.seconds
    return np.int64(seconds * 1_000_000_000 + delta.microseconds * 1_000)


def _timestamps(nanoseconds: np.ndarray) -> pa.Array:
    micros = (nanoseconds // 1_000).view("datetime64[us]")
    return pa.array(micros, type=pa.timestamp("us", tz="UTC"))


# --- duplicates --------------------------------------------------------------------------------


def _sorted_unique(
    raw: _Raw,
    symbols: _Symbols,
    event_ns: np.ndarray,
    values: Mapping[str, np.ndarray],
    columns: Mapping[str, str],
) -> np.ndarray:
    """Row positions sorted by (symbol, event time), identical duplicates dropped.

    Every row for the same symbol and close instant must equal the first of them on every value
    (NaN equals NaN for an absent optional value); if not, the error names both lines.
    """
    codes = symbols.codes
    order = np.lexsort((raw.lines, event_ns, codes))
    same = (codes[order][1:] == codes[order][:-1]) & (event_ns[order][1:] == event_ns[order][:-1])
    if not same.any():
        return order
    starts = np.concatenate(([True], ~same))
    first_of_group = order[np.flatnonzero(starts)[np.cumsum(starts) - 1]]
    differs = {}
    for name, column in values.items():
        mine, theirs = column[order], column[first_of_group]
        differs[name] = ~((mine == theirs) | (np.isnan(mine) & np.isnan(theirs)))
    conflicting = np.logical_or.reduce(list(differs.values()))
    if conflicting.any():
        # Report the conflict that appears earliest in the file.
        hit = int(np.flatnonzero(conflicting)[np.argmin(raw.lines[order[conflicting]])])
        first, second = int(first_of_group[hit]), int(order[hit])
        name = next(name for name, mask in differs.items() if mask[hit])
        when = pd.Timestamp(int(event_ns[first]), tz=UTC).isoformat()
        raise raw.fail(
            f"conflicting duplicate bar for {symbols.names[codes[first]]} closing {when}: "
            f"{raw.unit} "
            f"{int(raw.lines[first])} and {int(raw.lines[second])} differ in {name} "
            f"({float(values[name][first])!r} vs {float(values[name][second])!r})",
            second,
            columns[name],
        )
    return order[starts]
