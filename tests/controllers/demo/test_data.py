"""The demo's data: real bars and macro prints from installed packages, split at the run date, ingested normally."""

from __future__ import annotations

import csv
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from controllers.store import actions
from controllers.demo.data import (
    BENCHMARK,
    DEMO_SYMBOLS,
    MACRO_SERIES,
    MONTHLY_SERIES,
    benchmark_bars,
    employment_events,
    employment_prints,
    employment_release,
    ingest_sources,
    macro_prints,
    macro_release,
    stock_bars,
    write_sources,
)
from engine.errors import InputError
from engine.settings import Settings
from pit_store.as_of import cutoff, macro_as_of, price_as_of
from pit_store.store import PitStore

NEW_YORK = ZoneInfo("America/New_York")
R = datetime(2012, 7, 1, tzinfo=UTC)
START, END = date(2009, 1, 1), date(2013, 3, 1)


def test_stock_bars_are_the_packaged_quandl_file() -> None:
    bars = stock_bars(date(2000, 1, 1), date(2013, 12, 31))
    counts = bars.groupby("symbol").size().to_dict()
    assert counts == {"AAPL": 3270, "GOOG": 2148, "IBM": 3270, "MSFT": 3270}  # FB left out
    aapl = bars[bars["symbol"] == "AAPL"]
    assert (aapl["session"].min(), aapl["session"].max()) == (date(2000, 3, 1), date(2013, 3, 1))
    day = bars[(bars["symbol"] == "AAPL") & (bars["session"] == date(2011, 7, 15))].iloc[0]
    assert day["close"] == pytest.approx(364.92)
    assert day["known_at"].to_pydatetime() == datetime(2011, 7, 15, 20, 0, tzinfo=UTC)  # 16:00 EDT close
    with pytest.raises(InputError, match="FB"):
        stock_bars(START, END, ("AAPL", "FB"))


def test_benchmark_is_the_sp500_history() -> None:
    every = benchmark_bars(date(1950, 1, 1), date(2015, 12, 31))
    assert len(every) == 16607
    assert (every["session"].min(), every["session"].max()) == (date(1950, 1, 3), date(2015, 12, 31))
    assert set(every["symbol"]) == {BENCHMARK}
    demo = benchmark_bars(START, END)
    assert demo["session"].is_monotonic_increasing and demo["session"].min() >= START and demo["session"].max() <= END


def test_macro_prints_cover_the_dataset() -> None:
    prints = macro_prints(date(1959, 1, 1), date(2009, 12, 31))
    assert len(prints) == 203 * len(MACRO_SERIES)
    assert (prints["period"].iloc[0], prints["period"].iloc[-1]) == ("1959Q1", "2009Q3")
    gdp = prints[(prints["series"] == "REALGDP") & (prints["period"] == "2009Q3")].iloc[0]
    assert gdp["value"] == pytest.approx(12990.341) and gdp["quarter_end"] == date(2009, 9, 30)
    assert gdp["known_at"] == datetime(2009, 10, 30, 20, 0, tzinfo=UTC)  # 16:00 EDT, the last Friday of October


def test_release_rule_examples() -> None:
    assert macro_release(2005, 2) == datetime(2005, 7, 29, 16, 0, tzinfo=NEW_YORK)  # July 31 was a Sunday
    assert macro_release(2008, 4) == datetime(2009, 1, 30, 16, 0, tzinfo=NEW_YORK)
    assert macro_release(1995, 4) == datetime(1996, 3, 29, 16, 0, tzinfo=NEW_YORK)  # the shutdown delay
    with pytest.raises(InputError, match="quarter"):
        macro_release(2005, 5)


@given(st.integers(1959, 2030), st.integers(1, 4))
def test_a_print_is_public_on_the_last_weekday_of_the_month_after_its_quarter(year: int, quarter: int) -> None:
    released = macro_release(year, quarter).astimezone(NEW_YORK)
    quarter_end = date(year + quarter // 4, quarter % 4 * 3 + 1, 1) - timedelta(days=1)
    assert released.time() == time(16, 0) and released.weekday() < 5
    assert released.date() >= quarter_end + timedelta(days=26)  # never before a real advance release
    later_weekdays = [released.date() + timedelta(days=n) for n in range(1, 4)]
    assert all(d.month != released.month or d.weekday() >= 5 for d in later_weekdays)


def test_employment_release_rule_gives_the_published_dates() -> None:
    # BLS's Employment Situation dates for these months (its release calendar).
    for (year, month), day in {(2012, 6): date(2012, 7, 6), (2012, 5): date(2012, 6, 1), (2011, 12): date(2012, 1, 6),
                               (2012, 2): date(2012, 3, 9), (2010, 7): date(2010, 8, 6)}.items():
        assert employment_release(year, month) == datetime.combine(day, time(8, 30), NEW_YORK)


@given(st.integers(1967, 2030), st.integers(1, 12))
def test_an_employment_print_comes_out_on_a_friday_early_in_the_next_month(year: int, month: int) -> None:
    released = employment_release(year, month).astimezone(NEW_YORK)
    assert released.weekday() == 4 and released.time() == time(8, 30)
    assert (released.year * 12 + released.month) - (year * 12 + month) == 1 and released.day <= 10


def test_employment_prints_and_their_calendar() -> None:
    prints = employment_prints(date(2012, 1, 1), date(2012, 6, 30))
    assert set(prints["series"]) == set(MONTHLY_SERIES) and len(prints) == 6 * len(MONTHLY_SERIES)
    june = prints[(prints["series"] == "UNEMPLOY") & (prints["period"] == "2012-06")].iloc[0]
    assert june["month_end"] == date(2012, 6, 30) and june["known_at"] == employment_release(2012, 6)
    events = employment_events(date(2012, 1, 1), date(2012, 6, 30))
    assert list(events["event_time"]) == [employment_release(2012, m) for m in range(1, 7)]
    # Each date is on the calendar from the release before it, never after the event.
    assert list(events["known_at"]) == [employment_release(2011, 12)] + [employment_release(2012, m) for m in range(1, 6)]
    assert set(events["company"]) == {BENCHMARK} and events["event"].is_unique


def _rows(path: Path | None) -> list[dict[str, str]]:
    assert path is not None
    with path.open(newline="") as handle:
        return list(csv.DictReader(handle))


def test_split_at_the_run_date_and_ingest_through_the_normal_paths(tmp_path: Path) -> None:
    before = write_sources(tmp_path / "before", start=START, end=END, public_by=R)
    after = write_sources(tmp_path / "after", start=START, end=END, after=R)
    whole = write_sources(tmp_path / "whole", start=START, end=END)
    for kind in ("stocks", "benchmark", "macro", "events"):
        assert before.rows[kind] + after.rows[kind] == whole.rows[kind]
    # 2009Q1 to Q3, all released before r; January 2009 to May 2012 monthly (May's came out on 1 June).
    assert before.rows["macro"] == 3 * len(MACRO_SERIES) + 41 * len(MONTHLY_SERIES)
    assert after.rows["macro"] == 9 * len(MONTHLY_SERIES)  # June 2012 to February 2013
    assert (before.rows["events"], after.rows["events"]) == (42, 8)  # June 2012's date was known on 1 June
    sessions = {row["symbol"] for row in _rows(before.stocks)}
    assert sessions == set(DEMO_SYMBOLS)
    assert max(row["date"] for row in _rows(before.stocks)) == "2012-06-29"
    assert min(row["date"] for row in _rows(after.stocks)) == "2012-07-02"
    assert max(row["release_date"] for row in _rows(before.macro) if "Q" in row["period"]) == "2009-10-30"
    assert max(row["release_date"] for row in _rows(before.macro)) == "2012-06-01"

    settings = Settings(store_url=f"sqlite:///{tmp_path / 'store.db'}", data_dir=tmp_path / "data")
    actions.init(settings)
    first = ingest_sources(settings, before)
    assert [line.split(":")[0] for line in first] == ["stocks (stocks.csv)", "benchmark (benchmark.csv)", "macro (macro.csv)",
                                                      "events (events.csv)"]
    assert "added 3524" in first[0]
    store = PitStore.open(settings)
    try:
        assert store.counts() == {"price": before.rows["stocks"] + before.rows["benchmark"], "macro": 36 + 82, "event": 42}
        bar = price_as_of(store, "AAPL", datetime(2013, 1, 1, tzinfo=UTC))
        assert bar is not None and bar.session == date(2012, 6, 29)  # nothing after r was ingested yet
        assert all(" added 0," in line for line in ingest_sources(settings, before))  # a re-run adds nothing
        ingest_sources(settings, after)
        bar = price_as_of(store, BENCHMARK, datetime(2013, 3, 2, tzinfo=UTC))
        assert bar is not None and bar.session == date(2013, 3, 1)
        at = cutoff(store, datetime(2009, 10, 30, 19, 59, tzinfo=UTC))
        assert {v.payload["period"] for v in macro_as_of(store, "UNEMP", at)} == {"2009Q1", "2009Q2"}
        monthly = macro_as_of(store, "UNEMPLOY", cutoff(store, datetime(2012, 6, 1, 12, 29, tzinfo=UTC)))
        assert max(v.payload["period"] for v in monthly) == "2012-04"  # May's print is a minute away
    finally:
        store.close()


def test_bad_ranges_are_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="before start"):
        write_sources(tmp_path, start=END, end=START)
    with pytest.raises(InputError, match="public_by"):
        write_sources(tmp_path, start=START, end=END, public_by=R, after=R)
