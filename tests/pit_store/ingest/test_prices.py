"""Reading price bars: vendor layouts, session closes as event times, latency, and bad input."""

from __future__ import annotations

import gzip
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import InputError, NaiveDatetimeError
from pit_store.calendars import calendar_for, exchange_calendar, is_session, session_close
from pit_store.ingest.prices import interval_length, read_prices
from pit_store.price_bars import INPUT_SCHEMA

NEW_YORK = ZoneInfo("America/New_York")
SHANGHAI = ZoneInfo("Asia/Shanghai")
HONG_KONG = ZoneInfo("Asia/Hong_Kong")

YAHOO = """Date,Open,High,Low,Close,Adj Close,Volume
2024-11-27,234.47,235.69,233.81,234.93,234.10,33498400
2024-11-29,234.81,237.81,233.97,237.33,236.50,28481400
"""

GENERIC = """ Symbol , TIMESTAMP ,open,high,low,close,adj_close,volume
MSFT,2024-01-05,10,11,9,10.5,10.4,100
AAPL,2024-01-05,20,21,19,20.5,20.4,200
AAPL,2024-01-04,20,21,19,20.5,20.4,200
"""

STOOQ = """<TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>
AAPL.US,D,20240702,000000,216.15,220.38,215.1,220.27,58046178,0
AAPL.US,D,20240703,000000,220,221.55,219.03,221.55,37369801,0
"""

# The column order of bokeh.sampledata.stocks' CSV files (AAPL.csv, GOOG.csv, ...).
BOKEH = """date,open,high,low,close,volume,adj_close
2000-03-01,118.56,132.06,118.5,130.31,38478000,31.68
2000-03-02,127.0,127.94,120.69,122.0,11136800,29.66
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    if name.endswith(".gz"):
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text, encoding="utf-8")
    return path


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def column(table: pa.Table, name: str) -> list[object]:
    return table.column(name).to_pylist()


# --- layouts -----------------------------------------------------------------------------------


def test_yahoo_layout_takes_the_symbol_from_the_file_name(tmp_path: Path) -> None:
    table = read_prices(write(tmp_path, "AAPL.csv", YAHOO))
    assert table.schema == INPUT_SCHEMA
    assert column(table, "symbol") == ["AAPL", "AAPL"]
    assert column(table, "interval") == ["1d", "1d"]
    assert column(table, "calendar") == ["XNYS", "XNYS"]
    assert column(table, "session") == [date(2024, 11, 27), date(2024, 11, 29)]
    assert column(table, "adj_close") == [234.10, 236.50]
    assert column(table, "volume") == [33498400.0, 28481400.0]
    assert column(table, "line") == [2, 3]


def test_symbol_argument_names_a_file_without_a_symbol_column(tmp_path: Path) -> None:
    table = read_prices(write(tmp_path, "download.csv", YAHOO), symbol="msft")
    assert column(table, "symbol") == ["MSFT", "MSFT"]


def test_gzipped_csv_reads_like_plain(tmp_path: Path) -> None:
    plain = read_prices(write(tmp_path, "AAPL.csv", YAHOO))
    zipped = read_prices(write(tmp_path, "AAPL.csv.gz", YAHOO))
    assert zipped.equals(plain)


def test_generic_layout_is_case_and_space_tolerant_and_sorted(tmp_path: Path) -> None:
    table = read_prices(write(tmp_path, "bars.csv", GENERIC))
    assert column(table, "symbol") == ["AAPL", "AAPL", "MSFT"]
    assert column(table, "session") == [date(2024, 1, 4), date(2024, 1, 5), date(2024, 1, 5)]
    assert column(table, "line") == [4, 3, 2]


def test_stooq_layout(tmp_path: Path) -> None:
    table = read_prices(write(tmp_path, "aapl.us.txt", STOOQ))
    assert column(table, "symbol") == ["AAPL.US", "AAPL.US"]
    assert column(table, "calendar") == ["XNYS", "XNYS"]
    assert column(table, "close") == [220.27, 221.55]
    assert column(table, "adj_close") == [None, None]  # Stooq exports no adjusted close
    # 2024-07-03 is an early close (13:00 New York = 17:00 UTC).
    assert column(table, "event_time") == [utc(2024, 7, 2, 20), utc(2024, 7, 3, 17)]


def test_bokeh_sampledata_layout(tmp_path: Path) -> None:
    table = read_prices(write(tmp_path, "AAPL.csv", BOKEH))
    assert column(table, "symbol") == ["AAPL", "AAPL"]
    assert column(table, "open") == [118.56, 127.0]
    assert column(table, "adj_close") == [31.68, 29.66]
    assert column(table, "volume") == [38478000.0, 11136800.0]
    assert column(table, "event_time") == [utc(2000, 3, 1, 21), utc(2000, 3, 2, 21)]


def test_optional_columns_may_be_absent_or_empty(tmp_path: Path) -> None:
    text = "date,open,high,low,close,volume\n2024-01-05,10,11,9,10,\n"
    table = read_prices(write(tmp_path, "X.csv", text))
    assert column(table, "adj_close") == [None]
    assert column(table, "volume") == [None]


def test_blank_lines_keep_line_numbers(tmp_path: Path) -> None:
    text = "\ufeffDate,Open,High,Low,Close\n2024-01-04,10,11,9,10\n\n2024-01-05,10,11,9,10\n"
    table = read_prices(write(tmp_path, "X.csv", text))
    assert column(table, "line") == [2, 4]


# --- session closes as event times -------------------------------------------------------------


def test_us_daily_bar_closes_at_four_in_new_york(tmp_path: Path) -> None:
    text = "date,open,high,low,close\n2024-01-05,10,11,9,10\n2024-07-05,10,11,9,10\n2024-11-29,10,11,9,10\n"
    table = read_prices(write(tmp_path, "AAPL.csv", text))
    events = column(table, "event_time")
    assert [e.astimezone(NEW_YORK).time().isoformat() for e in events] == ["16:00:00", "16:00:00", "13:00:00"]
    assert events == [utc(2024, 1, 5, 21), utc(2024, 7, 5, 20), utc(2024, 11, 29, 18)]
    assert column(table, "known_at") == events  # no latency given


@pytest.mark.parametrize(
    ("symbol", "calendar", "local"),
    [
        ("600519.SS", "XSHG", datetime(2024, 3, 5, 15, 0, tzinfo=SHANGHAI)),
        ("000001.SZ", "XSHG", datetime(2024, 3, 5, 15, 0, tzinfo=SHANGHAI)),
        ("0700.HK", "XHKG", datetime(2024, 3, 5, 16, 0, tzinfo=HONG_KONG)),
    ],
)
def test_asian_daily_bars_close_at_their_exchange_close(
    tmp_path: Path, symbol: str, calendar: str, local: datetime
) -> None:
    text = f"symbol,date,open,high,low,close\n{symbol},2024-03-05,10,11,9,10\n"
    table = read_prices(write(tmp_path, "asia.csv", text))
    assert column(table, "calendar") == [calendar]
    assert column(table, "event_time") == [local]


def test_calendar_argument_overrides_the_symbol(tmp_path: Path) -> None:
    text = "date,open,high,low,close\n2024-03-05,10,11,9,10\n"
    table = read_prices(write(tmp_path, "FUND.csv", text), calendar="XSHE")
    assert column(table, "calendar") == ["XSHG"]
    assert column(table, "event_time") == [utc(2024, 3, 5, 7)]


def test_latency_is_added_to_known_at(tmp_path: Path) -> None:
    table = read_prices(write(tmp_path, "AAPL.csv", YAHOO), latency=timedelta(minutes=15))
    for event, known in zip(column(table, "event_time"), column(table, "known_at"), strict=True):
        assert known - event == timedelta(minutes=15)


def test_daily_bar_on_a_holiday_names_the_line(tmp_path: Path) -> None:
    text = "Date,Open,High,Low,Close\n2024-07-03,10,11,9,10\n2024-07-04,10,11,9,10\n"
    with pytest.raises(InputError, match="2024-07-04 is not a trading session of XNYS") as caught:
        read_prices(write(tmp_path, "AAPL.csv", text))
    assert (caught.value.line, caught.value.field) == (3, "Date")
    assert caught.value.file == str(tmp_path / "AAPL.csv")


def test_daily_bar_on_a_weekend_and_outside_the_calendar(tmp_path: Path) -> None:
    weekend = "date,open,high,low,close\n2024-07-06,10,11,9,10\n"
    with pytest.raises(InputError, match="not a trading session of XNYS"):
        read_prices(write(tmp_path, "A.csv", weekend))
    ancient = "date,open,high,low,close\n1950-01-03,10,11,9,10\n"
    with pytest.raises(InputError, match="outside the XNYS calendar"):
        read_prices(write(tmp_path, "B.csv", ancient))


def test_daily_dates_may_be_local_midnight_timestamps(tmp_path: Path) -> None:
    text = "Date,Open,High,Low,Close\n2024-01-05 00:00:00-05:00,10,11,9,10\n"
    table = read_prices(write(tmp_path, "AAPL.csv", text))
    assert column(table, "session") == [date(2024, 1, 5)]
    timed = "Date,Open,High,Low,Close\n2024-01-05 16:00:00-05:00,10,11,9,10\n"
    with pytest.raises(InputError, match="not a date") as caught:
        read_prices(write(tmp_path, "B.csv", timed))
    assert caught.value.line == 2


def test_daily_stooq_time_must_be_midnight(tmp_path: Path) -> None:
    text = STOOQ.replace("20240703,000000", "20240703,153000")
    with pytest.raises(InputError, match="no time of day") as caught:
        read_prices(write(tmp_path, "aapl.us.txt", text))
    assert (caught.value.line, caught.value.field) == (3, "<TIME>")


# --- the visibility rule at the table level ----------------------------------------------------


@pytest.mark.parametrize(
    ("symbol", "day", "tz", "before_close"),
    [
        ("AAPL", date(2024, 1, 5), NEW_YORK, (15, 59)),
        ("AAPL", date(2024, 7, 5), NEW_YORK, (15, 59)),
        ("600519.SS", date(2024, 3, 5), SHANGHAI, (14, 59)),
    ],
)
def test_bar_is_not_known_before_its_close(
    tmp_path: Path, symbol: str, day: date, tz: ZoneInfo, before_close: tuple[int, int]
) -> None:
    latency = timedelta(minutes=5)
    text = f"symbol,date,open,high,low,close\n{symbol},{day.isoformat()},10,11,9,10\n"
    table = read_prices(write(tmp_path, "bar.csv", text), latency=latency)
    (known,) = column(table, "known_at")
    (calendar,) = column(table, "calendar")
    just_before = datetime.combine(day, datetime.min.time().replace(hour=before_close[0], minute=before_close[1]), tz)
    assert known > just_before
    assert known == session_close(calendar, day) + latency
    assert known.astimezone(tz).date() == day  # never midnight, never the next day's open


# --- intraday ----------------------------------------------------------------------------------

INTRADAY = """symbol,timestamp,open,high,low,close,volume
AAPL,2024-03-05T09:30:00-05:00,10,11,9,10.5,100
AAPL,2024-03-05T15:30:00-05:00,10,11,9,10.5,100
0700.HK,2024-03-05T01:30:00Z,10,11,9,10.5,100
"""


def test_intraday_bars_stamped_at_start_close_one_interval_later(tmp_path: Path) -> None:
    table = read_prices(write(tmp_path, "bars.csv", INTRADAY), interval="1h", latency=timedelta(seconds=1))
    assert column(table, "symbol") == ["0700.HK", "AAPL", "AAPL"]
    assert column(table, "interval") == ["1h", "1h", "1h"]
    assert column(table, "session") == [date(2024, 3, 5)] * 3
    # The last US bar starts at 15:30 and ends with the session at 16:00, not at 16:30.
    assert column(table, "event_time") == [utc(2024, 3, 5, 2, 30), utc(2024, 3, 5, 15, 30), utc(2024, 3, 5, 21)]
    assert column(table, "known_at") == [e + timedelta(seconds=1) for e in column(table, "event_time")]


def test_intraday_bars_stamped_at_end(tmp_path: Path) -> None:
    text = "symbol,timestamp,open,high,low,close\nAAPL,2024-03-05T16:00:00-05:00,10,11,9,10\n"
    table = read_prices(write(tmp_path, "bars.csv", text), interval="5m", bar_time="end")
    assert column(table, "event_time") == [utc(2024, 3, 5, 21)]
    assert column(table, "session") == [date(2024, 3, 5)]
    with pytest.raises(InputError, match="bar start .* is outside every XNYS session") as caught:
        read_prices(write(tmp_path, "bars.csv", text), interval="5m", bar_time="start")
    assert caught.value.line == 2


def test_intraday_bar_outside_sessions_is_an_error(tmp_path: Path) -> None:
    text = "symbol,timestamp,open,high,low,close\nAAPL,2024-07-04T10:00:00-04:00,10,11,9,10\n"
    with pytest.raises(InputError, match="outside every XNYS session") as caught:
        read_prices(write(tmp_path, "bars.csv", text), interval="1m")
    assert (caught.value.line, caught.value.field) == (2, "timestamp")


def test_naive_intraday_timestamp_is_an_error(tmp_path: Path) -> None:
    text = "symbol,timestamp,open,high,low,close\nAAPL,2024-03-05T10:00:00Z,10,11,9,10\nAAPL,2024-03-05 10:01:00,10,11,9,10\n"
    with pytest.raises(NaiveDatetimeError, match="naive timestamp '2024-03-05 10:01:00'.*add an offset") as caught:
        read_prices(write(tmp_path, "bars.csv", text), interval="1m")
    assert (caught.value.line, caught.value.field) == (3, "timestamp")


def test_stooq_intraday_times_are_naive(tmp_path: Path) -> None:
    text = STOOQ.replace(",D,", ",5,").replace("000000", "153000")
    with pytest.raises(NaiveDatetimeError, match="naive timestamp '2024-07-02T15:30:00'"):
        read_prices(write(tmp_path, "aapl.us.txt", text), interval="5m")


def test_stooq_period_must_match_the_interval(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="period 'D' does not match interval '5m'") as caught:
        read_prices(write(tmp_path, "aapl.us.txt", STOOQ), interval="5m")
    assert (caught.value.line, caught.value.field) == (2, "<PER>")


def test_unparseable_intraday_timestamp(tmp_path: Path) -> None:
    text = "symbol,timestamp,open,high,low,close\nAAPL,2024-13-05T10:00:00Z,10,11,9,10\n"
    with pytest.raises(InputError, match="unparseable timestamp") as caught:
        read_prices(write(tmp_path, "bars.csv", text), interval="1m")
    assert caught.value.line == 2


def test_interval_and_argument_checks(tmp_path: Path) -> None:
    assert interval_length("1d") is None
    assert interval_length("15m") == timedelta(minutes=15)
    assert interval_length("1h") == timedelta(hours=1)
    for bad in ("0m", "1w", "5", "1D"):
        with pytest.raises(InputError, match="unsupported interval"):
            interval_length(bad)
    path = write(tmp_path, "AAPL.csv", YAHOO)
    with pytest.raises(InputError, match="latency must not be negative"):
        read_prices(path, latency=timedelta(seconds=-1))
    with pytest.raises(InputError, match="bar_time"):
        read_prices(path, bar_time="middle")  # type: ignore[arg-type]


# --- bad input ---------------------------------------------------------------------------------

HEADER = "Date,Open,High,Low,Close,Adj Close,Volume\n"
GOOD = "2024-01-04,10,11,9,10.5,10.5,100\n"


@pytest.mark.parametrize(
    ("row", "field", "message"),
    [
        ("2024-01-5x,10,11,9,10.5,10.5,100", "Date", "not a date: '2024-01-5x'"),
        ("2024-02-30,10,11,9,10.5,10.5,100", "Date", "not a date"),
        (",10,11,9,10.5,10.5,100", "Date", "missing value"),
        ("2024-01-05,abc,11,9,10.5,10.5,100", "Open", "not a number: 'abc'"),
        ("2024-01-05,10,11,9,,10.5,100", "Close", "missing value"),
        ("2024-01-05,10,11,9,NaN,10.5,100", "Close", "not a finite number: 'NaN'"),
        ("2024-01-05,10,inf,9,10.5,10.5,100", "High", "not a finite number: 'inf'"),
        ("2024-01-05,10,11,-9,10.5,10.5,100", "Low", "negative price -9.0"),
        ("2024-01-05,0,11,9,10.5,10.5,100", "Open", "zero price"),
        ("2024-01-05,10,11,9,10.5,-1,100", "Adj Close", "negative price"),
        ("2024-01-05,10,9,11,10,10,100", "High", "high 9.0 is below low 11.0"),
        ("2024-01-05,12,11,9,10.5,10.5,100", "Open", r"open 12.0 outside \[low 9.0, high 11.0\]"),
        ("2024-01-05,10,11,9,8.5,10.5,100", "Close", "close 8.5 outside"),
        ("2024-01-05,10,11,9,10.5,10.5,-5", "Volume", "negative volume -5.0"),
        ("2024-01-05,10,11,9,10.5,10.5,1x", "Volume", "not a number: '1x'"),
    ],
)
def test_bad_cells_name_file_line_and_field(tmp_path: Path, row: str, field: str, message: str) -> None:
    path = write(tmp_path, "AAPL.csv", HEADER + GOOD + row + "\n")
    with pytest.raises(InputError, match=message) as caught:
        read_prices(path)
    assert (caught.value.file, caught.value.line, caught.value.field) == (str(path), 3, field)


def test_missing_columns_are_listed(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"missing column\(s\) \['high', 'low'\]") as caught:
        read_prices(write(tmp_path, "AAPL.csv", "Date,Open,Close\n2024-01-04,10,10\n"))
    assert caught.value.line == 1


def test_extra_columns_are_named(tmp_path: Path) -> None:
    text = "Date,Open,High,Low,Close,Dividends,Stock Splits\n2024-01-04,10,11,9,10,0,0\n"
    with pytest.raises(InputError, match=r"unknown column\(s\) \['Dividends', 'Stock Splits'\]"):
        read_prices(write(tmp_path, "AAPL.csv", text))


def test_doubled_columns_are_an_error(tmp_path: Path) -> None:
    text = "date,timestamp,open,high,low,close\n2024-01-04,2024-01-04,10,11,9,10\n"
    with pytest.raises(InputError, match="both give timestamp"):
        read_prices(write(tmp_path, "AAPL.csv", text))


def test_wrong_cell_count_names_the_line(tmp_path: Path) -> None:
    text = HEADER + GOOD + "2024-01-05,10,11,9\n"
    with pytest.raises(InputError, match="expected 7 cells, found 4") as caught:
        read_prices(write(tmp_path, "AAPL.csv", text))
    assert caught.value.line == 3


def test_empty_and_header_only_files(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="empty file"):
        read_prices(write(tmp_path, "A.csv", ""))
    with pytest.raises(InputError, match="no price bars"):
        read_prices(write(tmp_path, "B.csv", HEADER))


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="file not found"):
        read_prices(tmp_path / "missing.csv")
    with pytest.raises(InputError, match="unsupported price file type"):
        read_prices(write(tmp_path, "prices.json", "{}"))
    broken = tmp_path / "AAPL.csv.gz"
    broken.write_bytes(b"not gzip at all")
    with pytest.raises(InputError, match="cannot read file"):
        read_prices(broken)
    latin = tmp_path / "L.csv"
    latin.write_bytes(HEADER.encode() + "2024-01-04,10,11,9,10,10,100\n2024-01-05,caf\xe9\n".encode("latin-1"))
    with pytest.raises(InputError, match="not valid UTF-8") as caught:
        read_prices(latin)
    assert caught.value.line == 3
    with pytest.raises(InputError, match="not a readable Parquet file"):
        read_prices(write(tmp_path, "bad.parquet", "not parquet"))


def test_symbol_column_and_argument_must_agree(tmp_path: Path) -> None:
    path = write(tmp_path, "bars.csv", GENERIC)
    with pytest.raises(InputError, match="symbol 'AAPL' differs from the symbol argument 'MSFT'") as caught:
        read_prices(path, symbol="MSFT")
    assert (caught.value.line, caught.value.field) == (3, " Symbol ")
    agreeing = "symbol,date,open,high,low,close\naapl,2024-01-04,10,11,9,10\n"
    assert column(read_prices(write(tmp_path, "one.csv", agreeing), symbol="AAPL"), "symbol") == ["AAPL"]


def test_symbol_without_a_known_calendar_names_the_line(tmp_path: Path) -> None:
    text = "symbol,date,open,high,low,close\nAAPL,2024-01-04,10,11,9,10\nFOO.XYZ,2024-01-04,10,11,9,10\n"
    with pytest.raises(InputError, match="suffix '.XYZ'") as caught:
        read_prices(write(tmp_path, "bars.csv", text))
    assert caught.value.line == 3


# --- duplicates --------------------------------------------------------------------------------


def test_identical_duplicates_collapse(tmp_path: Path) -> None:
    table = read_prices(write(tmp_path, "AAPL.csv", HEADER + GOOD + GOOD + GOOD.replace("10.5,100", "10.50,100.0")))
    assert table.num_rows == 1
    assert column(table, "line") == [2]


def test_conflicting_duplicates_name_both_lines(tmp_path: Path) -> None:
    other = "2024-01-05,10,11,9,10.5,10.5,100\n"
    text = HEADER + GOOD + other + GOOD.replace("10.5,10.5", "10.6,10.5")
    with pytest.raises(InputError, match="conflicting duplicate bar for AAPL .*lines 2 and 4 differ in close") as caught:
        read_prices(write(tmp_path, "AAPL.csv", text))
    assert (caught.value.line, caught.value.field) == (4, "Close")


def test_intraday_duplicates_are_judged_by_close_instant(tmp_path: Path) -> None:
    text = (
        "symbol,timestamp,open,high,low,close\n"
        "AAPL,2024-03-05T14:30:00Z,10,11,9,10\n"
        "AAPL,2024-03-05T09:30:00-05:00,10,11,9,10\n"
        "AAPL,2024-03-05T09:30:00-05:00,10,11,9,10.5\n"
    )
    with pytest.raises(InputError, match="lines 2 and 4 differ in close"):
        read_prices(write(tmp_path, "bars.csv", text), interval="1m")


# --- Parquet -----------------------------------------------------------------------------------


def frame_from_csv(text: str) -> pd.DataFrame:
    rows = [line.split(",") for line in text.strip().splitlines()]
    return pd.DataFrame(rows[1:], columns=rows[0])


def test_parquet_reads_like_csv(tmp_path: Path) -> None:
    from_csv = read_prices(write(tmp_path, "bars.csv", GENERIC))
    frame = frame_from_csv(GENERIC)
    frame[frame.columns[2:]] = frame[frame.columns[2:]].astype(float)
    path = tmp_path / "bars.parquet"
    frame.to_parquet(path)
    from_parquet = read_prices(path)
    assert from_parquet.schema == INPUT_SCHEMA
    assert from_parquet.drop_columns(["line"]).equals(from_csv.drop_columns(["line"]))
    assert column(from_parquet, "line") == [line - 1 for line in column(from_csv, "line")]


def test_parquet_with_typed_dates_and_timestamps(tmp_path: Path) -> None:
    daily = pa.table(
        {
            "date": pa.array([date(2024, 11, 29)], pa.date32()),
            "open": [10.0],
            "high": [11],
            "low": [9],
            "close": [10.0],
        }
    )
    pq.write_table(daily, tmp_path / "AAPL.parquet")
    assert column(read_prices(tmp_path / "AAPL.parquet"), "event_time") == [utc(2024, 11, 29, 18)]

    stamps = pa.array([datetime(2024, 3, 5, 14, 30)], pa.timestamp("ms", tz="UTC"))
    intraday = daily.drop_columns(["date"]).append_column("timestamp", stamps)
    pq.write_table(intraday, tmp_path / "MSFT.parquet")
    table = read_prices(tmp_path / "MSFT.parquet", interval="1m")
    assert column(table, "event_time") == [utc(2024, 3, 5, 14, 31)]

    naive = daily.drop_columns(["date"]).append_column("timestamp", stamps.cast(pa.timestamp("ms")))
    pq.write_table(naive, tmp_path / "IBM.parquet")
    with pytest.raises(NaiveDatetimeError, match="naive timestamp"):
        read_prices(tmp_path / "IBM.parquet", interval="1m")


def test_parquet_errors_say_row(tmp_path: Path) -> None:
    frame = frame_from_csv(HEADER + GOOD + "2024-01-05,10,11,9,-10.5,10.5,100")
    path = tmp_path / "AAPL.parquet"
    frame.to_parquet(path)
    with pytest.raises(InputError, match=r"negative price -10.5 \(Parquet row 2\)") as caught:
        read_prices(path)
    assert (caught.value.line, caught.value.field) == (2, "Close")
    nan = pd.DataFrame({"date": ["2024-01-04"], "open": [float("inf")], "high": [1.0], "low": [1.0], "close": [1.0]})
    nan.to_parquet(path)
    with pytest.raises(InputError, match=r"not a finite number: inf \(Parquet row 1\)"):
        read_prices(path)
    duplicated = frame_from_csv(HEADER + GOOD + GOOD.replace("10.5,100", "10.5,200"))
    duplicated.to_parquet(path)
    with pytest.raises(InputError, match="rows 1 and 2 differ in volume"):
        read_prices(path)


# --- properties --------------------------------------------------------------------------------

SESSIONS = exchange_calendar("XNYS").sessions
RECENT = SESSIONS[(SESSIONS >= "2015-01-01") & (SESSIONS <= "2024-12-31")]


@st.composite
def bar_files(draw: st.DrawFn) -> tuple[pd.DataFrame, timedelta]:
    count = draw(st.integers(min_value=1, max_value=12))
    positions = draw(st.lists(st.integers(0, len(RECENT) - 1), min_size=count, max_size=count, unique=True))
    lows = draw(st.lists(st.floats(0.01, 1e4), min_size=count, max_size=count))
    spans = draw(st.lists(st.floats(0, 100), min_size=count, max_size=count))
    symbols = draw(st.lists(st.sampled_from(["AAPL", "600519.SS", "0700.HK"]), min_size=count, max_size=count))
    rows = []
    for position, low, span, symbol in zip(positions, lows, spans, symbols, strict=True):
        high = low + span
        rows.append((symbol, RECENT[position].date().isoformat(), low, high, low, high))
    frame = pd.DataFrame(rows, columns=["symbol", "date", "open", "high", "low", "close"])
    latency = timedelta(seconds=draw(st.integers(0, 3600)))
    return frame, latency


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(bar_files())
def test_every_bar_is_known_at_its_session_close_plus_latency(tmp_path: Path, case: tuple[pd.DataFrame, timedelta]) -> None:
    frame, latency = case
    frame = frame[[_is_session_row(row) for row in frame.itertuples()]]
    if frame.empty:
        return
    path = tmp_path / "bars.csv"
    frame.to_csv(path, index=False)
    table = read_prices(path, latency=latency)
    for row in table.to_pylist():
        assert row["event_time"] == session_close(row["calendar"], row["session"])
        assert row["known_at"] == row["event_time"] + latency
    keys = list(zip(column(table, "symbol"), column(table, "event_time"), strict=True))
    assert keys == sorted(keys)
    shuffled = frame.sample(frac=1.0, random_state=0)
    shuffled.to_csv(path, index=False)
    assert read_prices(path, latency=latency).drop_columns(["line"]).equals(table.drop_columns(["line"]))


def _is_session_row(row: object) -> bool:
    return is_session(calendar_for(row.symbol), date.fromisoformat(row.date))  # type: ignore[attr-defined]


def test_many_rows_read_quickly(tmp_path: Path) -> None:
    days = RECENT.strftime("%Y-%m-%d").to_numpy()
    repeats = 80
    frame = pd.DataFrame(
        {
            "symbol": np.repeat([f"S{i}" for i in range(repeats)], len(days)),
            "date": np.tile(days, repeats),
            "open": 10.0,
            "high": 11.0,
            "low": 9.0,
            "close": 10.5,
            "volume": 1000,
        }
    )
    path = tmp_path / "many.csv"
    frame.to_csv(path, index=False)
    start = time.perf_counter()
    table = read_prices(path)
    assert table.num_rows == len(frame)
    assert time.perf_counter() - start < 10
