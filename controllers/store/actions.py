"""What the store commands of the CLI do, kept apart from argument parsing so tests call them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pyarrow as pa

from engine.clock import Clock
from engine.errors import InputError
from engine.settings import Settings
from engine.exports import COUNT, DAY, INSTANT, NUMBER, typed_table, write_export
from engine.timestamps import ensure_utc, to_iso
from pit_store.as_of import (
    PriceBar,
    bar_versions,
    cutoff,
    documents_as_of,
    entity_as_of,
    events_as_of,
    filings_as_of,
    macro_as_of,
    price_as_of,
    price_history_as_of,
)
from pit_store import checkpoint as checkpoints
from pit_store.database import head_revision
from pit_store.ingest.documents import document_entity_id
from pit_store.ingest.events import read_events
from pit_store.ingest.filings import read_filings
from pit_store.ingest.macro import read_macro
from pit_store.ingest.page_batch import PageIngestReport, store_pages
from pit_store.ingest.prices import read_prices
from pit_store.price_store import append_prices
from pit_store.records import IngestReport, RecordType
from pit_store.store import PitStore
from pit_store.verify import VerifyReport, verify_store


@contextmanager
def opened(settings: Settings, clock: Clock | None = None) -> Iterator[PitStore]:
    """Open the migrated store for one command and close it afterwards (a simulation passes its clock)."""
    store = PitStore.open(settings, clock)
    try:
        yield store
    finally:
        store.close()


def init(settings: Settings) -> str:
    """Create or migrate the store; its price folder is recorded in it (see `pit_store.locations`)."""
    store = PitStore.open(settings, create=True)
    try:
        return f"store ready at {settings.store_url} (schema {head_revision()}); price files in {store.data_dir}"
    finally:
        store.close()


def render_report(report: IngestReport) -> str:
    """One line per batch: what was read, added and skipped."""
    span = f", recorded_seq {report.first_seq}..{report.last_seq}" if report.added else ""
    lines = [
        f"{report.record_type}: read {report.read}, added {report.added}, "
        f"unchanged {report.skipped_duplicates}{span}"
    ]
    lines.extend(f"warning: {w}" for w in report.warnings)
    return "\n".join(lines)


def ingest_pages(
    settings: Settings, path: Path, *, captured_at: datetime | None, url: str | None, date_only_tz: str,
    strict: bool = False, clock: Clock | None = None,
) -> PageIngestReport:
    """Store pages, each page its own batch (a bad page is quarantined), or all or nothing (`strict`)."""
    with opened(settings, clock) as store:
        return store_pages(store, path, captured_at=captured_at, url=url, date_only_tz=date_only_tz, strict=strict)


def ingest_prices(
    settings: Settings,
    path: Path,
    *,
    symbol: str | None,
    calendar: str | None,
    interval: str,
    latency: timedelta,
    bar_time: str,
    known_at: datetime | None,
    backfill: bool = False,
    clock: Clock | None = None,
) -> IngestReport:
    """Read a bar file (all or nothing) and store it as one batch.

    A changed bar is a correction known at `known_at`, else at the clock's now (the report says
    so); `backfill` keeps the bars' own earlier `known_at` and records the batch as a backfill.
    """
    bars = read_prices(path, symbol=symbol, calendar=calendar, interval=interval, latency=latency, bar_time=bar_time)  # type: ignore[arg-type]
    with opened(settings, clock) as store:
        return append_prices(store, bars, source=str(path), known_at_floor=known_at, backfill=backfill)


_READERS = {"filing": read_filings, "macro": read_macro, "event": read_events}


def ingest_records(
    settings: Settings,
    record_type: RecordType,
    path: Path,
    *,
    known_at: datetime | None = None,
    backfill: bool = False,
    clock: Clock | None = None,
    **options: Any,
) -> IngestReport:
    """Read filings, macro releases or events (all or nothing) and store them as one batch.

    For filings and macro prints, `known_at` and `backfill` work as for price corrections.
    """
    drafts = _READERS[record_type](path, **options)
    with opened(settings, clock) as store:
        return store.append(drafts, source=str(path), corrections_known_at=known_at, backfill=backfill)


def show(
    settings: Settings, entity: str, *, as_of: datetime | None, history: bool, pin: int | None
) -> dict[str, Any]:
    """An entity's full history, its version visible at `as_of`, or its latest recorded version."""
    if "://" in entity:  # a page URL names its document entity
        entity = document_entity_id(entity)
    with opened(settings) as store:
        is_bar = entity.startswith("price:")
        versions: list[Any] = bar_versions(store, entity, pin=pin) if is_bar else store.history(entity, pin=pin)
        if not versions:
            raise InputError(f"no entity {entity!r} in the store")
        result: dict[str, Any] = {"entity_id": entity, "versions": len(versions)}
        if history:
            result["history"] = [v.model_dump(mode="json") for v in versions]
        elif as_of is None:
            result["latest_recorded"] = versions[-1].model_dump(mode="json")
        else:
            at = cutoff(store, as_of, pin=pin)
            visible: Any
            if is_bar:
                first = versions[0]
                bars = price_history_as_of(
                    store, first.symbol, first.event_time, first.event_time + timedelta(microseconds=1), at,
                    interval=first.interval,
                )
                visible = bars[0] if bars else None
            else:
                visible = entity_as_of(store, entity, at)
            result["as_of"] = to_iso(as_of)
            result["visible"] = visible.model_dump(mode="json") if visible else None
        return result


def render_show(data: dict[str, Any]) -> str:
    """Text form of `show`."""
    lines = [f"{data['entity_id']}: {data['versions']} version(s)"]
    if "history" in data:
        lines.append(_version_table(data["history"]))
    elif "latest_recorded" in data:
        lines.append("latest recorded version:")
        lines.append(_version_block(data["latest_recorded"]))
    elif data["visible"] is None:
        lines.append(f"nothing visible as of {data['as_of']}")
    else:
        lines.append(f"visible as of {data['as_of']}:")
        lines.append(_version_block(data["visible"]))
    return "\n".join(lines)


_HISTORY_COLUMNS = ("version", "kind", "supersedes", "known_at", "recorded_seq", "recorded_at", "content_hash")


def _version_table(rows: list[dict[str, Any]]) -> str:
    table = [[str(row.get(c, "")) if row.get(c) is not None else "-" for c in _HISTORY_COLUMNS] for row in rows]
    widths = [max(len(c), *(len(r[i]) for r in table)) for i, c in enumerate(_HISTORY_COLUMNS)]
    header = "  ".join(c.ljust(w) for c, w in zip(_HISTORY_COLUMNS, widths, strict=True))
    body = ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)) for r in table]
    return "\n".join([header, *body])


# What a user auditing a page's dates reads of its provenance (`--json` shows all of it).
_AUDITED_PROVENANCE = ("known_at_basis", "published_at", "published_at_basis", "published_at_precision")


def _version_block(row: dict[str, Any]) -> str:
    lines = []
    for key, value in row.items():
        if key == "provenance":
            lines.extend(f"  provenance.{field}: {value[field] if value[field] is not None else '-'}"
                         for field in _AUDITED_PROVENANCE if field in value)
            continue
        if key == "payload":
            for field, item in value.items():
                text = str(item)
                lines.append(f"  payload.{field}: {text[:200] + '...' if len(text) > 200 else text}")
            continue
        lines.append(f"  {key}: {value if value is not None else '-'}")
    return "\n".join(lines)


def price(
    settings: Settings, symbol: str, t: datetime, *, interval: str, embargo: timedelta, pin: int | None
) -> dict[str, Any]:
    """The latest bar of `symbol` visible at `t`."""
    with opened(settings) as store:
        position = store.resolve_pin(pin)
        bar = price_as_of(store, symbol, t, pin=position, embargo=embargo, interval=interval)
    return {
        "symbol": symbol,
        "as_of": to_iso(t),
        "pin": position,
        "bar": bar.model_dump(mode="json") if bar else None,
    }


def price_history(
    settings: Settings, symbol: str, t: datetime, start: datetime, end: datetime, *, interval: str,
    embargo: timedelta, pin: int | None,
) -> list[PriceBar]:
    """The bars of `symbol` closing in `[start, end)`, each as known at `t` (its version current then)."""
    if ensure_utc(end, field="end") <= ensure_utc(start, field="start"):
        raise InputError("--end must be after --start", field="end")
    with opened(settings) as store:
        return price_history_as_of(store, symbol, start, end, cutoff(store, t, pin=pin, embargo=embargo), interval=interval)


def bar_table(bars: list[PriceBar]) -> pa.Table:
    """Bars as a typed table, one column per `PriceBar` field (typed even when empty)."""
    types = {"version": COUNT, "recorded_seq": COUNT, "volume": NUMBER, "adj_close": NUMBER, "session": DAY,
             "event_time": INSTANT, "known_at": INSTANT, **dict.fromkeys(("open", "high", "low", "close"), NUMBER)}
    return typed_table([bar.model_dump() for bar in bars], columns=tuple(PriceBar.model_fields), types=types)


def write_bars(bars: list[PriceBar], out: Path) -> Path:
    """Write bars as a typed table; the format follows the suffix (.csv, .parquet or .json)."""
    fmt = out.suffix.lstrip(".").lower()
    if fmt not in ("csv", "parquet", "json"):
        raise InputError(f"{out}: the file name must end in .csv, .parquet or .json", file=str(out))
    return write_export(bar_table(bars), out, fmt)


def render_bars(data: dict[str, Any]) -> str:
    """Text form of a price history: one line per bar."""
    lines = [f"{data['symbol']}: {len(data['bars'])} bar(s) closing in [{data['start']}, {data['end']}) "
             f"as known at {data['as_of']}"]
    lines.append(f"  {'session':<10}  {'known_at':<25} {'open':>10} {'high':>10} {'low':>10} {'close':>10} {'volume':>12}  v")
    for bar in data["bars"]:
        volume = "-" if bar["volume"] is None else f"{bar['volume']:.0f}"
        lines.append(f"  {bar['session']:<10}  {bar['known_at']:<25} {bar['open']:>10.4f} {bar['high']:>10.4f} "
                     f"{bar['low']:>10.4f} {bar['close']:>10.4f} {volume:>12}  {bar['version']}")
    return "\n".join(lines)


def render_price(data: dict[str, Any]) -> str:
    """Text form of `prices`."""
    bar = data["bar"]
    if bar is None:
        return f"{data['symbol']}: no bar visible as of {data['as_of']}"
    return (
        f"{data['symbol']} as of {data['as_of']} (pin {data['pin']}): bar of session {bar['session']} "
        f"closed {bar['event_time']}, known {bar['known_at']}\n"
        f"  open {bar['open']}  high {bar['high']}  low {bar['low']}  close {bar['close']}  "
        f"adj_close {bar['adj_close']}  volume {bar['volume']}  (version {bar['version']}, {bar['kind']})"
    )


def list_visible(
    settings: Settings, record_type: str, t: datetime, *, subject: str | None, limit: int, pin: int | None
) -> dict[str, Any]:
    """Records of one type visible at `t`."""
    with opened(settings) as store:
        at = cutoff(store, t, pin=pin)
        if record_type == "documents":
            found = documents_as_of(store, at, url=subject, limit=limit)
        elif subject is None and record_type in ("filings", "macro"):
            raise InputError(f"listing {record_type} needs --subject (a company or a series)")
        elif record_type == "filings":
            found = filings_as_of(store, subject or "", at)
        elif record_type == "macro":
            found = macro_as_of(store, subject or "", at)
        else:
            found = events_as_of(store, at, company=subject)
    return {
        "record_type": record_type,
        "as_of": to_iso(t),
        "pin": at.pin,
        "total": len(found),
        "records": [v.model_dump(mode="json", exclude={"provenance"}) for v in found[:limit]],
    }


def render_list(data: dict[str, Any]) -> str:
    """Text form of `list`."""
    lines = [f"{data['total']} {data['record_type']} visible as of {data['as_of']} (pin {data['pin']})"]
    for row in data["records"]:
        payload = row["payload"]
        summary = payload.get("title") or payload.get("item") or " ".join(
            str(payload[k]) for k in ("event", "fiscal_period", "status") if payload.get(k)
        )
        value = payload.get("value")
        # A macro print or filing item is about a period: show it, or "= 3.1" says nothing.
        period = f"  [{row['valid_from'][:10]}, {row['valid_to'][:10]})" if row.get("valid_from") and row.get("valid_to") \
            else (f"  from {row['valid_from'][:10]}" if row.get("valid_from") else "")
        lines.append(
            f"  {row['known_at']}  v{row['version']} {row['kind']:<10} {row['subject'][:60]}  "
            f"{summary}{period}{'' if value is None else f' = {value}'}"
        )
    return "\n".join(lines)


def verify(settings: Settings, checkpoint_file: Path | None = None) -> VerifyReport:
    """Run the integrity checks (and prove nothing anchored in `checkpoint_file` was cut or rewritten)."""
    anchor = checkpoints.read(checkpoint_file) if checkpoint_file is not None else None
    with opened(settings) as store:
        return verify_store(store, anchor)


def checkpoint(settings: Settings, out: Path | None) -> dict[str, Any]:
    """Take a checkpoint of every chain head; write it to `out`, or by default under the data folder."""
    with opened(settings) as store:
        return write_checkpoint(store, out)


def write_checkpoint(store: PitStore, out: Path | None = None, *, label: str = "store") -> dict[str, Any]:
    """Take and write a checkpoint (default file: `DATA_DIR/checkpoints/TIME-LABEL.json`); return it and its path.

    A copy belongs somewhere the database's writers cannot reach (docs/tamper_evidence.md).
    """
    taken = checkpoints.take(store, store.clock.now())
    path = out or store.data_dir / "checkpoints" / f"{taken.taken_at:%Y%m%dT%H%M%S%fZ}-{label}.json"
    checkpoints.write(taken, path)
    return {"path": str(path), **taken.model_dump(mode="json")}


def render_checkpoint(data: dict[str, Any]) -> str:
    """Text form of a checkpoint."""
    lines = [f"checkpoint written to {data['path']} (store position {data['store_position']})"]
    lines.extend(f"  chain {name:<7} link {head['seq']}: {head['hash']}" for name, head in data["chains"].items())
    lines.extend(f"  run {run_id}: event {head['seq']}: {head['hash']}" for run_id, head in data["runs"].items())
    lines.append("keep a copy where the database's writers cannot reach it (a commit, a ticket, a signed note)")
    return "\n".join(lines)


def render_verify(data: dict[str, Any]) -> str:
    """Text form of `store verify`."""
    lines = [f"{'ok  ' if c['ok'] else 'FAIL'}  {c['name']}: {c['detail']}" for c in data["checks"]]
    lines.extend(f"note  {w}" for w in data["warnings"])
    lines.append("store verified" if data["ok"] else "store FAILED verification")
    return "\n".join(lines)


def stats(settings: Settings) -> dict[str, Any]:
    """Versions per record type and the store position."""
    with opened(settings) as store:
        return {"position": store.position(), "versions": store.counts()}


def render_stats(data: dict[str, Any]) -> str:
    """Text form of `store stats`."""
    lines = [f"position (latest recorded_seq): {data['position']}"]
    lines.extend(f"  {kind:<9} {count}" for kind, count in sorted(data["versions"].items()))
    return "\n".join(lines)
