"""Typed tabular exports: one set of rows written as CSV, Parquet and JSON with the same columns.

Every export of asof (scores, gaps, predictions, audit rows, report tables) goes through here, so a
researcher can aggregate any of them in DuckDB or pandas without casting: instants are
`timestamp[us, UTC]`, scores and estimates doubles, counts integers, ids text. A column's type is
the one the caller declares, else the one every non-null value agrees on; a column whose values
disagree (a number here, a word there) is text, never a silently coerced number.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from engine.errors import InputError
from engine.timestamps import ensure_utc

__all__ = ["INSTANT", "DAY", "NUMBER", "COUNT", "TEXT", "FLAG", "typed_table", "export_text", "write_export", "write_all"]

INSTANT = pa.timestamp("us", tz="UTC")
DAY = pa.date32()
NUMBER = pa.float64()
COUNT = pa.int64()
TEXT = pa.string()
FLAG = pa.bool_()

FORMATS = ("csv", "parquet", "json")

_NUMBER_NAMES = ("score", "estimate", "low", "high", "mean", "median", "delta", "gap", "rate", "share",
                 "precision", "recall", "f1", "value", "confidence", "brier", "mae", "rmse")
"""Column-name parts that mean a real-valued measure: such a column is a double even when every value
happens to be whole (a score of 1 is 1.0, and a later run's 0.5 must not change the column's type)."""


def _instant(value: Any) -> datetime | None:
    """An aware instant from a datetime or an ISO-8601 string with an offset; None if it is neither."""
    if isinstance(value, datetime):
        return ensure_utc(value)
    if isinstance(value, str) and len(value) >= 16 and value[4:5] == "-" and value[10:11] in ("T", " "):
        try:
            parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
        return ensure_utc(parsed) if parsed.tzinfo is not None else None
    return None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _infer(name: str, values: Sequence[Any]) -> pa.DataType:
    """The type every non-null value agrees on (see the module docstring)."""
    present = [v for v in values if v is not None]
    if not present:
        return NUMBER if any(part in name for part in _NUMBER_NAMES) else TEXT
    if all(isinstance(v, bool) for v in present):
        return FLAG
    if all(_is_number(v) for v in present):
        if all(isinstance(v, int) for v in present) and not any(part in name for part in _NUMBER_NAMES):
            return COUNT
        return NUMBER
    if all(_instant(v) is not None for v in present):
        return INSTANT
    if all(isinstance(v, date) and not isinstance(v, datetime) for v in present):
        return DAY
    return TEXT


def _text(value: Any) -> str | None:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (dict, list, tuple)):
        return json.dumps(value, ensure_ascii=False, default=str)
    if isinstance(value, datetime):
        return ensure_utc(value).isoformat()
    return str(value)


def _convert(name: str, values: Sequence[Any], kind: pa.DataType) -> pa.Array:
    """Values as an Arrow array of `kind`; a value that does not fit names the column and the row."""
    if kind == TEXT:
        return pa.array([_text(v) for v in values], TEXT)
    out: list[Any] = []
    for row, value in enumerate(values):
        if value is None:
            out.append(None)
        elif kind == INSTANT:
            instant = _instant(value)
            if instant is None:
                raise InputError(f"column {name!r}, row {row}: {value!r} is not an aware instant")
            out.append(instant)
        elif kind == DAY:
            if isinstance(value, str):
                try:
                    value = date.fromisoformat(value)
                except ValueError:
                    raise InputError(f"column {name!r}, row {row}: {value!r} is not a calendar day") from None
            if not isinstance(value, date) or isinstance(value, datetime):
                raise InputError(f"column {name!r}, row {row}: {value!r} is not a calendar day")
            out.append(value)
        elif kind == FLAG:
            if not isinstance(value, bool):
                raise InputError(f"column {name!r}, row {row}: {value!r} is not true or false")
            out.append(value)
        elif _is_number(value):
            if kind == COUNT and not float(value).is_integer():
                raise InputError(f"column {name!r}, row {row}: {value!r} is not a whole number")
            out.append(int(value) if kind == COUNT else float(value))
        else:
            raise InputError(f"column {name!r}, row {row}: {value!r} is not a number")
    return pa.array(out, kind)


def typed_table(rows: Sequence[Mapping[str, Any]], *, columns: Sequence[str] | None = None,
                types: Mapping[str, pa.DataType] | None = None) -> pa.Table:
    """Rows as an Arrow table: columns in `columns` order (else first seen), types declared or inferred."""
    names = list(columns) if columns is not None else list(dict.fromkeys(k for row in rows for k in row))
    declared = dict(types or {})
    arrays: dict[str, pa.Array] = {}
    for name in names:
        values = [row.get(name) for row in rows]
        arrays[name] = _convert(name, values, declared.get(name) or _infer(name, values))
    return pa.table(arrays) if names else pa.table({})


def _json_value(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat().replace("+00:00", "Z")
    if isinstance(value, date):
        return value.isoformat()
    return value


def export_text(table: pa.Table, fmt: str) -> str:
    """A typed table as CSV or JSON text (records with the table's columns; instants in ISO-8601 Z)."""
    records = [{k: _json_value(v) for k, v in r.items()} for r in table.to_pylist()]
    if fmt == "json":
        return json.dumps(records, indent=2, ensure_ascii=False) + "\n"
    if fmt != "csv":
        raise InputError(f"{fmt!r} is not a text format; use csv or json")
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=table.column_names)
    writer.writeheader()
    writer.writerows({k: _text(v) if isinstance(v, (dict, list)) else v for k, v in r.items()} for r in records)
    return buffer.getvalue()


def write_export(table: pa.Table, path: Path, fmt: str) -> Path:
    """Write one typed table as `fmt` (csv, parquet or json: records with the same columns)."""
    if fmt not in FORMATS:
        raise InputError(f"unknown export format {fmt!r}; use one of {', '.join(FORMATS)}")
    if fmt == "parquet":
        pq.write_table(table, path)
    else:
        with open(path, "w", encoding="utf-8", newline="") as handle:
            handle.write(export_text(table, fmt))
    return path


def write_all(rows: Sequence[Mapping[str, Any]], folder: Path, name: str, *,
              columns: Sequence[str] | None = None, types: Mapping[str, pa.DataType] | None = None,
              formats: Sequence[str] = ("csv", "parquet")) -> list[str]:
    """Write rows as `name.csv`, `name.parquet` (and `name.json` if asked); return the file names."""
    table = typed_table(rows, columns=columns, types=types)
    return [write_export(table, folder / f"{name}.{fmt}", fmt).name for fmt in formats]
