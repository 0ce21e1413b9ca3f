"""`asof quickstart`: the end-to-end job on the embedded store, until `asof demo` replaces it.

Ingests real daily prices (bokeh-sampledata) and the hand-written example sources in `examples/`,
asks the store what was knowable at instants around Apple's results of 23 January 2013, re-runs
every ingest to show it adds nothing, and verifies the store.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from importlib import resources
from pathlib import Path
from zoneinfo import ZoneInfo

from controllers.store import actions
from engine.errors import StoreError
from engine.settings import Settings

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
NEW_YORK = ZoneInfo("America/New_York")


def sample_prices() -> Path:
    """The real daily bars shipped in bokeh-sampledata (AAPL, GOOG, IBM, MSFT, FB; 2000-2013)."""
    path = resources.files("bokeh_sampledata") / "_data" / "stocks.csv.gz"
    return Path(str(path))


def _ny(*args: int) -> datetime:
    return datetime(*args, tzinfo=NEW_YORK)  # type: ignore[misc]


def _ingests(settings: Settings) -> list[tuple[str, Callable[[], str]]]:
    return [
        ("prices (real, bokeh-sampledata)", lambda: actions.render_report(actions.ingest_prices(
            settings, sample_prices(), symbol=None, calendar="XNYS", interval="1d",
            latency=timedelta(0), bar_time="start", known_at=None))),
        ("pages (illustrative)", lambda: "\n".join(actions.ingest_pages(
            settings, EXAMPLES / "pages", captured_at=None, url=None, date_only_tz="Etc/GMT+12").summary())),
        ("filings (illustrative)", lambda: actions.render_report(
            actions.ingest_records(settings, "filing", EXAMPLES / "filings.jsonl"))),
        ("macro vintages (illustrative)", lambda: actions.render_report(actions.ingest_records(
            settings, "macro", EXAMPLES / "cpi_vintages.csv", series=None, tz="America/New_York", release_time=None,
            frequency="M"))),
        ("events (illustrative)", lambda: actions.render_report(
            actions.ingest_records(settings, "event", EXAMPLES / "events.jsonl"))),
    ]


def run(settings: Settings) -> Iterator[str]:
    """Yield the job's output line by line, as each step finishes (progress for a person)."""
    if not EXAMPLES.exists():
        raise StoreError(f"examples folder not found at {EXAMPLES}: run quickstart from a source checkout")
    yield "== 1. create the store"
    yield actions.init(settings)
    yield "== 2. ingest (each source is one transaction)"
    for name, step in _ingests(settings):
        yield f"-- {name}"
        yield step()
    yield "== 3. what was knowable when? (Apple reported after the close on 2013-01-23)"
    for label, t in [("15:59 New York, before the close", _ny(2013, 1, 23, 15, 59)),
                     ("16:01 New York, after the close", _ny(2013, 1, 23, 16, 1))]:
        yield f"-- AAPL bar at {label}"
        yield actions.render_price(
            actions.price(settings, "AAPL", t, interval="1d", embargo=timedelta(0), pin=None))
    yield "-- pages: the live blog was updated on 2013-01-24 with a date-only 'Updated' line, so it is known"
    yield "   only from the end of that day anywhere on Earth (UTC-12); the undated page is never visible"
    for label, t in [("2013-01-23 16:01 New York", _ny(2013, 1, 23, 16, 1)), ("2013-01-25 00:00 New York", _ny(2013, 1, 25)),
                     ("2013-01-26 00:00 New York", _ny(2013, 1, 26))]:
        yield f"-- pages visible at {label}"
        yield actions.render_list(
            actions.list_visible(settings, "documents", t, subject=None, limit=10, pin=None))
    for t in (_ny(2013, 2, 1), _ny(2013, 4, 1)):
        yield f"-- AAPL filing items as known at {t.date()} (a 10-Q/A restated revenue on 2013-03-15)"
        yield actions.render_list(
            actions.list_visible(settings, "filings", t, subject="AAPL", limit=10, pin=None))
    for t in (_ny(2013, 1, 20), _ny(2013, 3, 1)):
        yield f"-- CPI as known at {t.date()} (first release 2013-01-16, revised 2013-02-21)"
        yield actions.render_list(
            actions.list_visible(settings, "macro", t, subject="CPIAUCSL", limit=10, pin=None))
    for t in (_ny(2013, 1, 10), _ny(2013, 1, 24)):
        yield f"-- AAPL events as known at {t.date()}"
        yield actions.render_list(
            actions.list_visible(settings, "events", t, subject="AAPL", limit=10, pin=None))
    yield "== 4. re-run every ingest: nothing is added twice"
    for name, step in _ingests(settings):
        yield f"-- {name}: {step()}"
    yield "== 5. verify the store"
    report = actions.verify(settings)
    yield actions.render_verify(report.model_dump(mode="json") | {"ok": report.ok})
    if not report.ok:
        raise StoreError("store verification failed")
