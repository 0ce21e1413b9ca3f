"""Single-valued kinds (price bars, a filing's line item, a macro print of one vintage): one identity
rule whatever flags an ingest ran with (issue 15, finding 1), and pins that name existing positions
(finding 4). Written once; each backend subclasses `SingleValuedSuite` beside `StoreSuite`.

The two properties run `EXAMPLES` examples each (1,000 by default: the CI size);
`python -m bench stress` runs them at nightly size through `ASOF_SINGLE_VALUED_EXAMPLES`.
"""

from __future__ import annotations

import json
import os
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clock import ManualClock
from engine.errors import InputError
from pit_store.as_of import cutoff, entity_as_of, filings_as_of, macro_as_of, price_as_of, prices_as_of
from pit_store.ingest.filings import read_filings
from pit_store.ingest.macro import read_macro
from pit_store.ingest.prices import read_prices
from pit_store.price_bars import INPUT_SCHEMA
from pit_store.price_store import append_prices, duck, registered_files
BACKFILL_METADATA = b"asof.backfill"
from pit_store.records import IngestReport, RecordVersion
from pit_store.store import PitStore

EXAMPLES = int(os.environ.get("ASOF_SINGLE_VALUED_EXAMPLES", "1000"))
PROPERTY = settings(
    max_examples=EXAMPLES,
    deadline=None,
    # Examples share the test's store: each writes its own symbol or series.
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.differing_executors, HealthCheck.too_slow],
)

SESSION = "2024-03-11"
CLOSE = datetime(2024, 3, 11, 20, tzinfo=UTC)  # XNYS closes at 16:00 EDT
MICRO = timedelta(microseconds=1)


def price_csv(folder: Path, symbol: str, close: float) -> Path:
    path = folder / f"{symbol}-{uuid.uuid4().hex[:6]}.csv"
    path.write_text(f"symbol,date,open,high,low,close,volume\n{symbol},{SESSION},{close},{close + 1},{close - 1},{close},1000\n")
    return path


def ingest_prices(
    store: PitStore,
    path: Path,
    *,
    latency: timedelta = timedelta(0),
    calendar: str | None = None,
    known_at: datetime | None = None,
    backfill: bool = False,
) -> IngestReport:
    """What `asof ingest prices` does with these flags."""
    bars = read_prices(path, latency=latency, calendar=calendar)
    return append_prices(store, bars, source=str(path), known_at_floor=known_at, backfill=backfill)


def clock(store: PitStore) -> ManualClock:
    assert isinstance(store.clock, ManualClock)
    return store.clock


@dataclass(frozen=True)
class BarStep:
    """One `asof ingest prices` of the example's bar."""

    value: float
    latency: int  # minutes
    given: int | None  # --known-at, minutes after the close
    backfill: bool
    advance: int  # the clock moves forward by this many minutes first


@dataclass(frozen=True)
class MacroStep:
    """One `asof ingest macro` of a release row of the example's series."""

    vintage: str  # its release date
    value: float
    release_time: time | None
    tz: str
    given: int | None  # known_at of corrections, days after 2024-07-11 12:00Z
    backfill: bool
    advance: int = 1


BACKFILL = st.sampled_from([False, False, False, True])
BAR_STEPS = st.builds(
    BarStep,
    value=st.sampled_from([10.0, 11.0, 12.0]),
    latency=st.sampled_from([0, 1, 15, 60, 1440]),
    given=st.one_of(st.none(), st.sampled_from([-60, 0, 10, 30, 240, 2880])),
    backfill=BACKFILL,
    advance=st.sampled_from([0, 1, 180, 2000]),
)
MACRO_STEPS = st.builds(
    MacroStep,
    vintage=st.sampled_from(["2024-07-11", "2024-08-14"]),
    value=st.sampled_from([1.0, 1.1, 1.2]),
    release_time=st.sampled_from([None, time(8, 30), time(10, 0)]),
    tz=st.sampled_from(["America/New_York", "UTC"]),
    given=st.one_of(st.none(), st.sampled_from([-1, 0, 1, 40, 600])),
    backfill=BACKFILL,
)


class SingleValuedSuite:
    """Behaviour every backend must show. Subclasses provide the `store_url` fixture."""

    # -- prices: the reproductions -------------------------------------------------------

    def test_a_fix_ingested_without_the_latency_is_not_visible_early(self, store: PitStore, tmp_path: Path) -> None:
        ingest_prices(store, price_csv(tmp_path, "ACME", 100.0), latency=timedelta(minutes=15))
        report = ingest_prices(store, price_csv(tmp_path, "ACME", 101.0))
        now = store.clock.now()
        assert report.added == 1
        assert any("ingest clock's now" in w for w in report.warnings)
        assert price_as_of(store, "ACME", CLOSE + timedelta(minutes=5)) is None
        first = price_as_of(store, "ACME", CLOSE + timedelta(minutes=15))
        assert first is not None and (first.close, first.kind) == (100.0, "original")
        fixed = price_as_of(store, "ACME", now)
        assert fixed is not None and (fixed.close, fixed.kind, fixed.known_at) == (101.0, "correction", now)

    def test_the_same_bar_with_a_smaller_latency_adds_nothing(self, store: PitStore, tmp_path: Path) -> None:
        path = price_csv(tmp_path, "ACME", 100.0)
        ingest_prices(store, path, latency=timedelta(minutes=15))
        assert ingest_prices(store, path).added == 0
        assert price_as_of(store, "ACME", CLOSE + timedelta(minutes=5)) is None

    def test_a_fix_with_the_same_latency_becomes_known_when_given(self, store: PitStore, tmp_path: Path) -> None:
        ingest_prices(store, price_csv(tmp_path, "ACME", 100.0), latency=timedelta(minutes=15))
        early = CLOSE + timedelta(minutes=10)
        with pytest.raises(InputError, match=r"version 1 \(known at 2024-03-11T20:15:00\+00:00\)"):
            ingest_prices(store, price_csv(tmp_path, "ACME", 101.0), latency=timedelta(minutes=15), known_at=early)
        assert store.position() == 1
        published = CLOSE + timedelta(hours=2)
        report = ingest_prices(store, price_csv(tmp_path, "ACME", 101.0), latency=timedelta(minutes=15), known_at=published)
        assert report.warnings == ()
        assert price_as_of(store, "ACME", published - MICRO).close == 100.0  # type: ignore[union-attr]
        assert price_as_of(store, "ACME", published).close == 101.0  # type: ignore[union-attr]

    def test_a_backfill_is_explicit_and_recorded_as_one(self, store: PitStore, tmp_path: Path) -> None:
        ingest_prices(store, price_csv(tmp_path, "ACME", 100.0), latency=timedelta(minutes=15))
        report = ingest_prices(store, price_csv(tmp_path, "ACME", 101.0), backfill=True)
        assert any("backfill" in w for w in report.warnings)
        shown = price_as_of(store, "ACME", CLOSE + timedelta(minutes=5))
        assert shown is not None and (shown.close, shown.kind, shown.version) == (101.0, "correction", 2)
        with store.engine.connect() as connection:
            files = registered_files(connection, store.data_dir)
        marks = [(pq.read_schema(f).metadata or {}).get(BACKFILL_METADATA) for f in files]
        assert marks == [None, b"true"]

    def test_a_daily_bar_is_its_session_whatever_the_calendar(self, store: PitStore, tmp_path: Path) -> None:
        ingest_prices(store, price_csv(tmp_path, "ACME", 100.0))
        with pytest.raises(InputError, match="one session has one bar"):
            ingest_prices(store, price_csv(tmp_path, "ACME", 100.0), calendar="XLON")
        assert store.position() == 1

    # -- filings and macro -----------------------------------------------------------------------

    def test_a_changed_line_item_of_one_filing_is_a_correction(self, store: PitStore, tmp_path: Path) -> None:
        accepted = datetime(2024, 5, 2, 20, 5, tzinfo=UTC)

        def filing(value: float, accession: str, form: str = "10-Q") -> Path:
            item = {"company": "ACME", "form": form, "period_start": "2024-01-01", "period_end": "2024-03-31",
                    "item": "Revenue", "value": value, "unit": "USD", "accepted_at": accepted.isoformat(), "accession": accession}
            path = tmp_path / f"{uuid.uuid4().hex[:6]}.json"
            path.write_text(json.dumps(item))
            return path

        store.append(read_filings(filing(10.0, "0001-24-1")), source="q1")
        report = store.append(read_filings(filing(12.0, "0001-24-1")), source="q1 typo fix")
        assert report.added == 1 and report.warnings
        seen = filings_as_of(store, "ACME", cutoff(store, accepted + timedelta(hours=1)))
        assert [v.payload["value"] for v in seen] == [10.0]
        fixed = filings_as_of(store, "ACME", cutoff(store, store.clock.now()))
        assert [(v.payload["value"], v.kind) for v in fixed] == [(12.0, "correction")]
        # A restatement is another filing: evidence of its own time, not a correction.
        later = accepted + timedelta(days=30)
        item = json.loads(filing(11.0, "0001-24-2", "10-Q/A").read_text()) | {"accepted_at": later.isoformat()}
        (tmp_path / "amend.json").write_text(json.dumps(item))
        store.append(read_filings(tmp_path / "amend.json"), source="restated")
        assert store.history(fixed[0].entity_id)[-1].known_at == later

    def test_a_changed_print_of_one_vintage_is_a_correction_whatever_the_release_time(
        self, store: PitStore, tmp_path: Path
    ) -> None:
        def release(value: float) -> Path:
            path = tmp_path / f"CPI-{uuid.uuid4().hex[:6]}.csv"
            path.write_text(f"series,period,value,release_date\nCPI,2024-06,{value},2024-07-11\n")
            return path

        store.append(read_macro(release(314.1), release_time=time(8, 30)), source="cpi")
        # The same print read with another release time is no new knowledge ...
        assert store.append(read_macro(release(314.1), release_time=time(8, 0)), source="cpi").added == 0
        # ... and a changed value is a correction, not a print "released" at the end of that day.
        report = store.append(read_macro(release(314.2)), source="cpi fix")
        assert report.added == 1
        day_after = cutoff(store, datetime(2024, 7, 12, 12, tzinfo=UTC))
        assert [v.payload["value"] for v in macro_as_of(store, "CPI", day_after)] == [314.1]
        assert [v.payload["value"] for v in macro_as_of(store, "CPI", cutoff(store, store.clock.now()))] == [314.2]
        # Re-ingesting the fix is a no-op: the correction stays in the slot of the print it corrects.
        assert store.append(read_macro(release(314.2)), source="cpi fix").added == 0

    # -- finding 4: pins ---------------------------------------------------------------------------

    def test_a_pin_beyond_the_position_is_refused_naming_both(self, store: PitStore, tmp_path: Path) -> None:
        ingest_prices(store, price_csv(tmp_path, "ACME", 100.0))
        assert store.position() == 1
        for read in (
            lambda: cutoff(store, CLOSE, pin=99999),
            lambda: price_as_of(store, "ACME", CLOSE, pin=2),
            lambda: store.history("x", pin=2),
        ):
            with pytest.raises(InputError, match="pin (99999|2) is beyond the store's position 1"):
                read()
        assert cutoff(store, CLOSE, pin=1).pin == 1

    # -- the property ------------------------------------------------------------------------------

    @PROPERTY
    @given(steps=st.one_of(st.lists(BAR_STEPS, min_size=1, max_size=4), st.lists(MACRO_STEPS, min_size=1, max_size=4)))
    def test_no_ingest_rewrites_what_an_instant_showed(
        self, store: PitStore, tmp_path: Path, steps: list[BarStep] | list[MacroStep]
    ) -> None:
        """For any sequence of ingests with any flags, a single-valued entity's value as of any t
        changes only where an explicit backfill says so, where the ingest adds a slot's first
        value (a bar's first; a new vintage, evidence of its own time), or from a correction's
        known_at on, which is later than every version of the slot it corrects."""
        name = uuid.uuid4().hex[:10].upper()
        # A bar closes 3 hours before the clock's now, so the clock can stamp a correction both
        # before a long latency has passed (refused) and after.
        close = clock(store).now() - timedelta(hours=3)
        entity = _BarEntity(store, f"P{name}", close) if isinstance(steps[0], BarStep) else _MacroEntity(store, f"S{name}", tmp_path)
        versions = entity.versions()
        for step in steps:
            clock(store).advance(timedelta(minutes=step.advance))
            position = store.position()
            try:
                entity.ingest(step)
            except InputError:
                assert (store.position(), entity.versions()) == (position, versions)
                continue
            before, versions = versions, entity.versions()
            added = versions[len(before):]
            for version in added:
                if version.kind == "correction" and not step.backfill:
                    # Its known_at is the given one or the ingest clock's, never one the flags derived.
                    assert version.known_at == (entity.given_at(step) or store.clock.now())
            after = store.position()
            for t in _instants(versions):
                was, now = _visible(versions, t, position), _visible(versions, t, after)
                if (was and was.value) == (now and now.value) or step.backfill:
                    continue
                assert now is not None and now in added
                same_slot = [v.known_at for v in before if v.slot == now.slot]
                assert not same_slot or now.known_at > max(same_slot), (
                    f"as of {t} {was} was shown before the ingest and {now} after"
                )
        # The oracle `_visible` is the store's own as-of read.
        instants, position = _instants(versions), store.position()
        assert entity.shown(instants) == [_visible(versions, t, position) for t in instants]


@dataclass(frozen=True)
class _Version:
    version: int
    known_at: datetime
    recorded_seq: int
    value: float
    kind: str
    slot: str | None = None


class _BarEntity:
    """A bar ingested as `asof ingest prices` would, with any latency, --known-at and --backfill."""

    def __init__(self, store: PitStore, symbol: str, close: datetime) -> None:
        self.store, self.symbol, self.close = store, symbol, close

    def given_at(self, step: BarStep) -> datetime | None:
        return None if step.given is None else self.close + timedelta(minutes=step.given)

    def ingest(self, step: BarStep) -> None:
        value, latency = step.value, timedelta(minutes=step.latency)
        row = dict(symbol=self.symbol, interval="1d", session=self.close.date(), event_time=self.close,
                   known_at=self.close + latency, open=value, high=value + 1, low=value - 1, close=value,
                   adj_close=value, volume=100.0, calendar="XNYS", line=2)
        bars = pa.Table.from_pylist([row], schema=INPUT_SCHEMA)
        append_prices(self.store, bars, source="step", known_at_floor=self.given_at(step), backfill=step.backfill)

    def versions(self) -> list[_Version]:
        with self.store.engine.connect() as connection:
            files = registered_files(connection, self.store.data_dir, symbols=[self.symbol])
        if not files:
            return []
        rows = duck().sql(
            "SELECT version, known_at, recorded_seq, close, kind FROM read_parquet($files) ORDER BY version",
            params={"files": files},
        ).fetchall()
        return [_Version(*row) for row in rows]

    def shown(self, instants: list[datetime]) -> list[_Version | None]:
        rows = prices_as_of(self.store, [(self.symbol, t) for t in instants]).to_pylist()
        return [
            None if row["version"] is None
            else _Version(row["version"], row["known_at"], row["recorded_seq"], row["close"], row["kind"])
            for row in rows
        ]


class _MacroEntity:
    """A print read by `read_macro` with any --release-time and --tz, then stored."""

    def __init__(self, store: PitStore, series: str, folder: Path) -> None:
        self.store, self.series, self.path = store, series, folder / f"{series}.csv"
        self.entity: str | None = None

    def given_at(self, step: MacroStep) -> datetime | None:
        return None if step.given is None else datetime(2024, 7, 11, 12, tzinfo=UTC) + timedelta(days=step.given)

    def ingest(self, step: MacroStep) -> None:
        self.path.write_text(f"series,period,value,release_date\n{self.series},2024-06,{step.value},{step.vintage}\n")
        drafts = read_macro(self.path, release_time=step.release_time, tz=step.tz)
        self.entity = drafts[0].entity_id
        self.store.append(drafts, source="step", corrections_known_at=self.given_at(step), backfill=step.backfill)

    def versions(self) -> list[_Version]:
        if self.entity is None:
            return []
        return [self._version(v) for v in self.store.history(self.entity)]

    def shown(self, instants: list[datetime]) -> list[_Version | None]:
        found = [entity_as_of(self.store, self.entity, cutoff(self.store, t)) if self.entity else None for t in instants]
        return [None if v is None else self._version(v) for v in found]

    @staticmethod
    def _version(v: RecordVersion) -> _Version:
        assert v.known_at is not None
        return _Version(v.version, v.known_at, v.recorded_seq, v.payload["value"], v.kind, v.payload["vintage"])


def _visible(versions: list[_Version], t: datetime, pin: int) -> _Version | None:
    """The documented as-of rule: latest known_at by t among versions recorded by pin (ties: later seq)."""
    known = [v for v in versions if v.known_at <= t and v.recorded_seq <= pin]
    return max(known, key=lambda v: (v.known_at, v.recorded_seq), default=None)


def _instants(versions: list[_Version]) -> list[datetime]:
    """Every instant at which what is visible can change, and the instant just before each."""
    return sorted({t for v in versions for t in (v.known_at - MICRO, v.known_at)})


