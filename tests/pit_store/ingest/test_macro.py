"""Macro readers: release rows, ALFRED vintage files and wide downloads, the release-time rule."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from tests.pit_store.ingest.located import assert_located
from pit_store.ingest.macro import read_macro, reference_period
from pit_store.ingest.release_time import known_at_from_day
from pit_store.records import RecordDraft

# CPI-U for June 2024: first printed 2024-07-11, revised with the seasonal factors 2025-02-12.
# July's observation did not exist in the July vintage: ALFRED writes "." for it.
ALFRED_CPI = """realtime_start,realtime_end,date,value
2024-07-11,2025-02-11,2024-06-01,314.175
2025-02-12,9999-12-31,2024-06-01,313.534
2024-07-11,2024-08-13,2024-07-01,.
2024-08-14,9999-12-31,2024-07-01,314.540
"""

WIDE_CPI = """observation_date,CPIAUCSL_20240711,CPIAUCSL_20240814,CPIAUCSL_20250212
2024-06-01,314.175,314.175,313.534
2024-07-01,.,314.540,314.540
"""

JUNE_FIRST_PRINT_EOD = datetime(2024, 7, 12, 3, 59, 59, 999999, tzinfo=UTC)  # end of 2024-07-11 EDT
JUNE_REVISION_EOD = datetime(2025, 2, 13, 4, 59, 59, 999999, tzinfo=UTC)  # end of 2025-02-12 EST


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def as_of(drafts: list[RecordDraft], entity_id: str, t: datetime) -> RecordDraft | None:
    """The store's visibility rule, enough for a reader test: the latest version known by t."""
    known = [d for d in drafts if d.entity_id == entity_id and d.known_at is not None and d.known_at <= t]
    return max(known, key=lambda d: (d.known_at, d.payload["vintage"])) if known else None


class TestAlfredVintages:
    def test_each_vintage_is_a_version_of_one_entity(self, tmp_path: Path) -> None:
        drafts = read_macro(write(tmp_path, "CPIAUCSL.csv", ALFRED_CPI))

        june = [d for d in drafts if d.payload["period"] == "2024-06"]
        assert len(drafts) == 3  # the "." row is skipped
        assert len(june) == 2 and june[0].entity_id == june[1].entity_id
        assert [d.known_at for d in june] == [JUNE_FIRST_PRINT_EOD, JUNE_REVISION_EOD]
        assert [d.payload for d in june] == [
            {"series": "CPIAUCSL", "period": "2024-06", "value": 314.175, "vintage": "2024-07-11"},
            {"series": "CPIAUCSL", "period": "2024-06", "value": 313.534, "vintage": "2025-02-12"},
        ]
        first = june[0]
        assert first.record_type == "macro" and first.kind is None
        assert first.source == "alfred-vintages"
        assert first.valid_from == datetime(2024, 6, 1, tzinfo=UTC)
        assert first.valid_to == datetime(2024, 7, 1, tzinfo=UTC)
        assert first.event_time == datetime(2024, 6, 30, 23, 59, 59, 999999, tzinfo=UTC)
        assert first.provenance["line"] == 2
        assert first.provenance["realtime_end"] == "2025-02-11"

    def test_as_known_on_july_20_and_as_revised_later(self, tmp_path: Path) -> None:
        drafts = read_macro(write(tmp_path, "CPIAUCSL.csv", ALFRED_CPI))
        june = drafts[0].entity_id
        assert as_of(drafts, june, datetime(2024, 7, 11, 12, tzinfo=UTC)) is None
        july_20 = as_of(drafts, june, datetime(2024, 7, 20, tzinfo=UTC))
        revised = as_of(drafts, june, datetime(2025, 3, 1, tzinfo=UTC))
        assert july_20 is not None and july_20.payload["value"] == 314.175
        assert revised is not None and revised.payload["value"] == 313.534

    def test_release_time_of_day(self, tmp_path: Path) -> None:
        drafts = read_macro(write(tmp_path, "CPIAUCSL.csv", ALFRED_CPI), release_time=time(8, 30))
        assert drafts[0].known_at == datetime(2024, 7, 11, 12, 30, tzinfo=UTC)  # 08:30 EDT
        assert drafts[-1].known_at == datetime(2025, 2, 12, 13, 30, tzinfo=UTC)  # 08:30 EST

    def test_series_from_column_argument_or_file_stem(self, tmp_path: Path) -> None:
        header, *rows = ALFRED_CPI.strip().splitlines()
        with_column = "\n".join(["series_id," + header, *("CPI_X," + row for row in rows)]) + "\n"
        assert {d.payload["series"] for d in read_macro(write(tmp_path, "a.csv", with_column))} == {"CPI_X"}
        zipped = gzip.compress(ALFRED_CPI.encode())
        named = read_macro(write(tmp_path, "b.csv.gz", zipped), series="CPI")
        assert {d.payload["series"] for d in named} == {"CPI"}
        from_stem = read_macro(write(tmp_path, "c.csv.gz", zipped))
        assert {d.payload["series"] for d in from_stem} == {"c"}

    def test_quarterly_series_by_frequency(self, tmp_path: Path) -> None:
        gdp = "realtime_start,date,value\n2024-07-25,2024-04-01,28629.153\n2024-08-29,2024-04-01,28652.337\n"
        drafts = read_macro(write(tmp_path, "GDP.csv", gdp), frequency="Q")
        assert {d.payload["period"] for d in drafts} == {"2024Q2"}
        assert drafts[0].valid_to == datetime(2024, 7, 1, tzinfo=UTC)
        assert len({d.entity_id for d in drafts}) == 1

    def test_all_missing_is_an_empty_result(self, tmp_path: Path) -> None:
        text = "realtime_start,realtime_end,date,value\n2024-07-11,2024-08-13,2024-07-01,.\n"
        assert read_macro(write(tmp_path, "X.csv", text)) == []


class TestWideDownloads:
    def test_wide_gives_the_same_drafts_as_the_vintage_table(self, tmp_path: Path) -> None:
        """A vintage column repeating the previous value is no revision, as in ALFRED's long form."""
        wide = read_macro(write(tmp_path, "wide.csv", WIDE_CPI))
        long = read_macro(write(tmp_path, "CPIAUCSL.csv", ALFRED_CPI))
        assert [(d.entity_id, d.known_at, d.payload) for d in wide] == [
            (d.entity_id, d.known_at, d.payload) for d in long
        ]
        assert wide[0].source == "alfred-wide"
        assert wide[0].provenance["column"] == "CPIAUCSL_20240711"


class TestReleaseRows:
    def test_csv_release_rows_in_every_time_form(self, tmp_path: Path) -> None:
        text = (
            "series,period,value,released_at,release_date,release_time,vintage\n"
            "CPI,2024-06,314.175,2024-07-11T08:30:00-04:00,,,first\n"
            "CPI,2024-06-01,313.534,,2025-02-12,08:30,annual\n"
            "GDP,2024Q2,28629.153,,2024-07-25,,advance\n"
            "POP,2023,334.9,2024-01-02T15:00:00Z,,,\n"
        )
        drafts = read_macro(write(tmp_path, "releases.csv", text))
        by_series = {(d.payload["series"], d.payload["vintage"]): d for d in drafts}
        first, revised = by_series[("CPI", "first")], by_series[("CPI", "annual")]
        assert first.entity_id == revised.entity_id
        assert first.known_at == datetime(2024, 7, 11, 12, 30, tzinfo=UTC)
        assert revised.known_at == datetime(2025, 2, 12, 13, 30, tzinfo=UTC)
        gdp = by_series[("GDP", "advance")]
        assert gdp.known_at == datetime(2024, 7, 26, 3, 59, 59, 999999, tzinfo=UTC)
        assert gdp.payload["period"] == "2024Q2"
        assert gdp.event_time == datetime(2024, 6, 30, 23, 59, 59, 999999, tzinfo=UTC)
        population = by_series[("POP", None)]
        assert population.valid_from == datetime(2023, 1, 1, tzinfo=UTC)
        assert population.valid_to == datetime(2024, 1, 1, tzinfo=UTC)
        assert drafts[0].source == "macro-releases"

    def test_jsonl_rows_with_series_and_release_time_arguments(self, tmp_path: Path) -> None:
        rows = [
            {"period": "2024-06", "value": 4.1, "release_date": "2024-07-05"},
            {"period": "2024-06", "value": 4.0, "release_date": "2024-08-02", "vintage": "second"},
        ]
        path = write(tmp_path, "unrate.jsonl", "".join(json.dumps(r) + "\n" for r in rows))
        drafts = read_macro(path, series="UNRATE", release_time=time(8, 30))
        assert [d.known_at for d in drafts] == [
            datetime(2024, 7, 5, 12, 30, tzinfo=UTC),
            datetime(2024, 8, 2, 12, 30, tzinfo=UTC),
        ]
        assert drafts[0].entity_id == drafts[1].entity_id
        # Without a vintage the release date names it, as in ALFRED (flags move only the instant).
        assert drafts[0].payload == {"series": "UNRATE", "period": "2024-06", "value": 4.1, "vintage": "2024-07-05"}

    def test_file_stem_names_a_series_without_a_column(self, tmp_path: Path) -> None:
        path = write(tmp_path, "PAYEMS.csv", "period,value,release_date\n2024-06,158559,2024-07-05\n")
        assert read_macro(path)[0].payload["series"] == "PAYEMS"

    def test_same_fact_from_two_formats_has_the_same_content(self, tmp_path: Path) -> None:
        rows = "series,period,value,release_date,vintage\nCPIAUCSL,2024-06,314.175,2024-07-11,2024-07-11\n"
        release = read_macro(write(tmp_path, "r.csv", rows))[0]
        vintage = read_macro(write(tmp_path, "CPIAUCSL.csv", ALFRED_CPI))[0]
        assert (release.entity_id, release.known_at, release.payload) == (
            vintage.entity_id,
            vintage.known_at,
            vintage.payload,
        )

    def test_order_and_determinism(self, tmp_path: Path) -> None:
        lines = ALFRED_CPI.strip().splitlines()
        reversed_text = "\n".join([lines[0], *reversed(lines[1:])]) + "\n"
        (tmp_path / "a").mkdir()
        (tmp_path / "b").mkdir()
        a = read_macro(write(tmp_path / "a", "CPIAUCSL.csv", ALFRED_CPI))
        b = read_macro(write(tmp_path / "b", "CPIAUCSL.csv", reversed_text))
        assert [(d.entity_id, d.known_at, d.payload) for d in a] == [
            (d.entity_id, d.known_at, d.payload) for d in b
        ]
        assert read_macro(tmp_path / "a" / "CPIAUCSL.csv") == a
        keys = [(d.known_at, d.entity_id) for d in a]
        assert keys == sorted(keys)


class TestReferencePeriod:
    @pytest.mark.parametrize(
        ("text", "frequency", "label", "first", "last"),
        [
            ("2024-06-01", None, "2024-06", date(2024, 6, 1), date(2024, 6, 30)),
            ("2024-06-03", None, "2024-06-03", date(2024, 6, 3), date(2024, 6, 3)),
            ("2024-06-01", "D", "2024-06-01", date(2024, 6, 1), date(2024, 6, 1)),
            ("2024-02", None, "2024-02", date(2024, 2, 1), date(2024, 2, 29)),
            ("2024q4", None, "2024Q4", date(2024, 10, 1), date(2024, 12, 31)),
            ("2024-Q1", None, "2024Q1", date(2024, 1, 1), date(2024, 3, 31)),
            ("2024-11-01", "Q", "2024Q4", date(2024, 10, 1), date(2024, 12, 31)),
            ("2024-07-01", "A", "2024", date(2024, 1, 1), date(2024, 12, 31)),
            ("2023", None, "2023", date(2023, 1, 1), date(2023, 12, 31)),
        ],
    )
    def test_forms(self, text: str, frequency: Any, label: str, first: date, last: date) -> None:
        period = reference_period(text, frequency)
        assert (period.label, period.first, period.last) == (label, first, last)

    @pytest.mark.parametrize("text", ["2024-13", "2024Q5", "June 2024", "2024-02-30", "24-06", ""])
    def test_rejects(self, text: str) -> None:
        with pytest.raises(InputError) as caught:
            reference_period(text)
        assert caught.value.field == "period"

    @settings(max_examples=200, deadline=None)
    @given(
        day=st.dates(min_value=date(1900, 1, 1), max_value=date(2200, 12, 31)),
        frequency=st.sampled_from(["D", "M", "Q", "A"]),
    )
    def test_periods_tile_the_calendar(self, day: date, frequency: Any) -> None:
        """Every day lies in exactly one period, and the next period starts the day after it ends."""
        period = reference_period(day.isoformat(), frequency)
        assert period.first <= day <= period.last
        following = reference_period((period.last + timedelta(days=1)).isoformat(), frequency)
        assert following.first == period.last + timedelta(days=1)
        assert reference_period(period.label, None) == period or frequency == "D"


class TestKnownAtFromDay:
    def test_end_of_day_by_default(self) -> None:
        assert known_at_from_day(date(2024, 7, 11), "America/New_York") == JUNE_FIRST_PRINT_EOD

    def test_wall_time_in_zone(self) -> None:
        assert known_at_from_day(date(2024, 7, 15), "Asia/Shanghai", time(10)) == datetime(2024, 7, 15, 2, tzinfo=UTC)

    def test_repeated_wall_time_takes_the_later_instant(self) -> None:
        # 01:30 happens twice in New York on 2024-11-03: EDT (05:30Z) then EST (06:30Z).
        assert known_at_from_day(date(2024, 11, 3), "America/New_York", time(1, 30)) == datetime(
            2024, 11, 3, 6, 30, tzinfo=UTC
        )

    def test_skipped_wall_time_takes_the_later_instant(self) -> None:
        # 02:30 never happens in New York on 2024-03-10; the later reading is 07:30Z (03:30 EDT).
        assert known_at_from_day(date(2024, 3, 10), "America/New_York", time(2, 30)) == datetime(
            2024, 3, 10, 7, 30, tzinfo=UTC
        )

    def test_rejects_aware_time_and_unknown_zone(self) -> None:
        with pytest.raises(InputError) as caught:
            known_at_from_day(date(2024, 1, 2), "UTC", time(8, tzinfo=UTC))
        assert caught.value.field == "release_time"
        with pytest.raises(InputError) as caught:
            known_at_from_day(date(2024, 1, 2), "Nowhere/Town")
        assert caught.value.field == "tz"


RELEASE_HEADER = "series,period,value,released_at\n"

# (file name, content, expected line, expected field, message fragment)
BAD_INPUTS: list[tuple[str, str | bytes, int | None, str | None, str]] = [
    ("naive.csv", RELEASE_HEADER + "CPI,2024-06,1,2024-07-11T08:30:00\n", 2, "released_at", "naive"),
    ("garbled.csv", RELEASE_HEADER + "CPI,2024-06,1,soon\n", 2, "released_at", "unparseable"),
    ("text.csv", RELEASE_HEADER + "CPI,2024-06,1,2024-07-11T12:30Z\nCPI,2024-07,abc,2024-08-14T12:30Z\n", 3, "value",
     "not a number"),
    ("dot.csv", RELEASE_HEADER + "CPI,2024-06,.,2024-07-11T12:30Z\n", 2, "value", "not a number"),
    ("nan.csv", RELEASE_HEADER + "CPI,2024-06,NaN,2024-07-11T12:30Z\n", 2, "value", "finite"),
    ("inf.jsonl", '{"series":"CPI","period":"2024-06","value":Infinity,"released_at":"2024-07-11T12:30Z"}\n', 1,
     "value", "finite"),
    ("noperiod.csv", RELEASE_HEADER + "CPI,,1,2024-07-11T12:30Z\n", 2, "period", "missing"),
    ("noseries.csv", RELEASE_HEADER + ",2024-06,1,2024-07-11T12:30Z\n", 2, "series", "missing"),
    ("nowhen.csv", "series,period,value\nCPI,2024-06,1\n", 2, "released_at", "missing"),
    ("both.csv", "series,period,value,released_at,release_date\nCPI,2024-06,1,2024-07-11T12:30Z,2024-07-11\n", 2,
     "release_date", "not both"),
    ("badtime.csv", "series,period,value,release_date,release_time\nCPI,2024-06,1,2024-07-11,half past eight\n", 2,
     "release_time", "time of day"),
    ("awaretime.csv", "series,period,value,release_date,release_time\nCPI,2024-06,1,2024-07-11,08:30+00:00\n", 2,
     "release_time", "offset"),
    ("badperiod.csv", RELEASE_HEADER + "CPI,June,1,2024-07-11T12:30Z\n", 2, "period", "reference period"),
    ("early.csv", RELEASE_HEADER + "CPI,2024-06,1,2024-05-31T12:30Z\n", 2, "released_at", "before reference period"),
    ("early_date.csv", "series,period,value,release_date\nGDP,2024Q2,1,2024-03-31\n", 2, "release_date",
     "before reference period"),
    ("unknown.csv", "series,period,value,released_at,note\nCPI,2024-06,1,2024-07-11T12:30Z,x\n", 2, "note",
     "unknown field"),
    ("conflict.csv", RELEASE_HEADER + "CPI,2024-06,1,2024-07-11T12:30Z\nCPI,2024-06,2,2024-07-11T12:30Z\n", 3,
     "value", "conflicts with line 2"),
    ("extra.csv", RELEASE_HEADER + "CPI,2024-06,1,2024-07-11T12:30Z,oops\n", 2, None, "cells"),
    ("headeronly.csv", RELEASE_HEADER, None, None, "no data rows"),
    ("empty.csv", "", None, None, "empty"),
    ("empty.jsonl", "\n\n", None, None, "empty"),
    ("badjson.jsonl", '{"series": "CPI"\n', 1, None, "invalid JSON"),
    ("latin1.csv", (RELEASE_HEADER + "CPI \u00e9t\u00e9,2024-06,1,2024-07-11T12:30Z\n").encode("latin-1"), None, None,
     "UTF-8"),
    ("alfred_text.csv", "realtime_start,date,value\n2024-07-11,2024-06-01,n/a\n", 2, "value", "not a number"),
    ("alfred_blank.csv", "realtime_start,date,value\n2024-07-11,2024-06-01,\n", 2, "value", "missing"),
    ("alfred_start.csv", "realtime_start,date,value\n07/11/2024,2024-06-01,1\n", 2, "realtime_start", "not a date"),
    ("alfred_end.csv", "realtime_start,realtime_end,date,value\n2024-07-11,2024-07-10,2024-06-01,1\n", 2,
     "realtime_end", "before realtime_start"),
    ("alfred_early.csv", "realtime_start,date,value\n2024-05-31,2024-06-01,1\n", 2, "realtime_start",
     "before reference period"),
    ("alfred_column.csv", "realtime_start,date,value,comment\n2024-07-11,2024-06-01,1,x\n", 1, "comment", "unknown"),
    ("alfred_conflict.csv", "realtime_start,date,value\n2024-07-11,2024-06-01,1\n2024-07-11,2024-06-01,2\n", 3, "value",
     "conflicts"),
    ("wide_date.csv", "date,CPI_20241340\n2024-06-01,1\n", 1, "CPI_20241340", "not a date"),
    ("wide_value.csv", "date,CPI_20240711\n2024-06-01,x\n", 2, "CPI_20240711", "not a number"),
    ("notes.txt", "anything", None, None, "unsupported"),
]


@pytest.mark.parametrize(
    ("name", "content", "line", "field", "fragment"), BAD_INPUTS, ids=[case[0] for case in BAD_INPUTS]
)
def test_bad_input_names_file_line_and_field(
    tmp_path: Path, name: str, content: str | bytes, line: int | None, field: str | None, fragment: str
) -> None:
    assert_located(read_macro, write(tmp_path, name, content), line, field, fragment)


def test_argument_errors(tmp_path: Path) -> None:
    path = write(tmp_path, "r.csv", RELEASE_HEADER + "CPI,2024-06,1,2024-07-11T12:30Z\n")
    with pytest.raises(InputError) as caught:
        read_macro(path, series="PCE")
    assert (caught.value.line, caught.value.field) == (2, "series")
    with pytest.raises(InputError) as caught:
        read_macro(path, frequency="W")  # type: ignore[arg-type]
    assert caught.value.field == "frequency"
    with pytest.raises(InputError) as caught:
        read_macro(path, tz="Mars/Olympus")
    assert caught.value.field == "tz"
    with pytest.raises(InputError) as caught:
        read_macro(write(tmp_path, "w.csv", WIDE_CPI), series="PCE")
    assert (caught.value.line, caught.value.field) == (1, "CPIAUCSL_20240711")
