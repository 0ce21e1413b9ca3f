"""Row-level readers shared by the structured sources (filings, macro, events, prices).

Each yields `(line_number, mapping)` so every later error can name the file and the line, and
offers typed field getters that raise `InputError` naming the field.
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import math
from collections.abc import Iterator, Mapping
from datetime import date, datetime
from pathlib import Path
from typing import Any

from engine.errors import InputError
from engine.timestamps import parse_utc


def open_text(path: Path) -> io.TextIOBase:
    """Open a (possibly gzipped) UTF-8 text file; decoding errors become `InputError`s later."""
    if not path.exists():
        raise InputError("file not found", file=str(path))
    if path.suffix == ".gz":
        return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8", errors="strict", newline="")
    return open(path, encoding="utf-8", errors="strict", newline="")


def read_jsonl(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield `(line, object)` for each non-blank line of a JSON Lines file."""
    try:
        with open_text(path) as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    value = parse_json(line, file=str(path), line=number)
                except json.JSONDecodeError as exc:
                    raise InputError(f"invalid JSON: {exc.msg}", file=str(path), line=number) from None
                if not isinstance(value, dict):
                    raise InputError("expected a JSON object", file=str(path), line=number)
                yield number, value
    except UnicodeDecodeError as exc:
        raise InputError(f"not valid UTF-8 ({exc.reason})", file=str(path)) from None
    except (OSError, EOFError) as exc:
        raise InputError(f"cannot read file: {exc}", file=str(path)) from None


MAX_JSON_DEPTH = 64
"""Deeper nesting than any source format needs; refused before anything recurses over it."""


def parse_json(text: str, *, file: str, line: int | None = None) -> Any:
    """The JSON value of `text`, checked: an error naming the file and line instead of a crash.

    Malformed JSON, nesting past `MAX_JSON_DEPTH` (or past the parser's own recursion limit), an
    integer with more digits than Python converts, and text holding a lone surrogate (a `\\udcff`
    escape, which no database column can store) are each an `InputError`. A malformed value keeps
    `json.JSONDecodeError` semantics for callers that tell JSON Lines apart (`exc.msg`): it is
    raised as is, for the caller to locate.
    """
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        raise
    except RecursionError:
        raise InputError("JSON nested too deeply", file=file, line=line) from None
    except ValueError as exc:  # e.g. an integer past sys.get_int_max_str_digits()
        raise InputError(f"invalid JSON: {exc}".splitlines()[0], file=file, line=line) from None
    check_json_value(value, file=file, line=line)
    return value


def check_json_value(value: Any, *, file: str, line: int | None = None) -> None:
    """Refuse nesting past `MAX_JSON_DEPTH` and text that is not valid Unicode (walked without recursion)."""
    pending: list[tuple[Any, int]] = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, (dict, list)):
            if depth > MAX_JSON_DEPTH:
                raise InputError(f"JSON nested deeper than {MAX_JSON_DEPTH} levels", file=file, line=line)
            children = [*item.keys(), *item.values()] if isinstance(item, dict) else item
            pending.extend((child, depth + 1) for child in children)
        elif isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError as exc:
                raise InputError(
                    f"text with a lone surrogate {item[exc.start]!r} (not valid Unicode)", file=file, line=line
                ) from None


def read_csv(path: Path, *, required: set[str] | None = None) -> Iterator[tuple[int, dict[str, str]]]:
    """Yield `(line, row)` for each data row of a CSV file with a header row.

    Rows with more or fewer cells than the header are errors (they usually mean a shifted column).
    """
    try:
        with open_text(path) as handle:
            reader = csv.reader(handle)
            header = next(reader, None)
            if header is None:
                raise InputError("empty file (no header row)", file=str(path))
            header = [name.strip() for name in header]
            missing = (required or set()) - set(header)
            if missing:
                raise InputError(
                    f"missing column(s) {sorted(missing)}; header is {header}", file=str(path), line=1
                )
            for row in reader:
                number = reader.line_num
                if not row or all(not cell.strip() for cell in row):
                    continue
                if len(row) != len(header):
                    raise InputError(
                        f"expected {len(header)} cells, found {len(row)}", file=str(path), line=number
                    )
                yield number, dict(zip(header, row, strict=True))
    except UnicodeDecodeError as exc:
        raise InputError(f"not valid UTF-8 ({exc.reason})", file=str(path)) from None
    except csv.Error as exc:
        raise InputError(f"malformed CSV: {exc}", file=str(path)) from None
    except (OSError, EOFError) as exc:
        raise InputError(f"cannot read file: {exc}", file=str(path)) from None


def present(row: Mapping[str, Any], name: str) -> bool:
    """Whether field `name` holds a value (not missing, not blank text)."""
    value = row.get(name)
    return value is not None and not (isinstance(value, str) and not value.strip())


def require(row: Mapping[str, Any], name: str) -> Any:
    """The value of field `name`; missing or empty is an error naming the field."""
    if not present(row, name):
        raise InputError("missing value", field=name)
    return row[name]


def require_str(row: Mapping[str, Any], name: str) -> str:
    """A non-empty string field."""
    value = require(row, name)
    if not isinstance(value, str):
        raise InputError(f"expected text, got {type(value).__name__}", field=name)
    return value.strip()


def require_number(row: Mapping[str, Any], name: str) -> float:
    """A finite number field (numbers or numeric text)."""
    return as_number(require(row, name), name)


def as_number(value: Any, name: str) -> float:
    """Convert `value` to a finite float or raise an error naming field `name`."""
    if isinstance(value, bool):
        raise InputError("expected a number, got a boolean", field=name)
    try:
        number = float(value.replace(",", "") if isinstance(value, str) else value)
    except (TypeError, ValueError):
        raise InputError(f"not a number: {value!r}", field=name) from None
    if not math.isfinite(number):
        raise InputError(f"not a finite number: {value!r}", field=name)
    return number


def require_utc(row: Mapping[str, Any], name: str) -> datetime:
    """An aware ISO-8601 timestamp field, as UTC (naive is an error)."""
    return parse_utc(require(row, name), field=name)


def require_date(row: Mapping[str, Any], name: str) -> date:
    """A calendar date field (YYYY-MM-DD)."""
    value = require(row, name)
    if isinstance(value, date) and not isinstance(value, datetime):
        return value
    try:
        return date.fromisoformat(str(value).strip())
    except ValueError:
        raise InputError(f"not a date (YYYY-MM-DD): {value!r}", field=name) from None
