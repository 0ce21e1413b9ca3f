"""Corporate event calendar reader: schedule, move, realise, cancel; and every bad input."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.pit_store.ingest.located import assert_located
from pit_store.ingest.events import read_events

HEADER = "company,event,fiscal_period,status,event_time,known_at,source_note\n"
CALENDAR = HEADER + (
    # ACME announces its Q1 date, moves it, then reports.
    "ACME,earnings,2024Q1,scheduled,2024-05-02T16:30:00-04:00,2024-04-01T09:00:00-04:00,IR site\n"
    "ACME,earnings,2024Q1,scheduled,2024-05-05T16:30:00-04:00,2024-04-20T09:00:00-04:00,press release\n"
    "ACME,Earnings,2024q1,realised,2024-05-05T16:32:00-04:00,,\n"
    # Widget schedules an investor day, then cancels it.
    "WIDGET,investor_day,2024H1,scheduled,2024-06-10T10:00:00Z,2024-03-01T12:00:00Z,\n"
    "WIDGET,investor_day,2024H1,cancelled,,2024-05-15T12:00:00Z,8-K\n"
)


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def test_schedule_move_and_realisation_are_versions_of_one_event(tmp_path: Path) -> None:
    path = write(tmp_path, "calendar.csv", CALENDAR)
    drafts = read_events(path)
    acme = [d for d in drafts if d.payload["company"] == "ACME"]

    assert len({d.entity_id for d in acme}) == 1  # case of event and period does not split it
    assert [d.payload["status"] for d in acme] == ["scheduled", "scheduled", "realised"]
    assert [d.known_at for d in acme] == [
        datetime(2024, 4, 1, 13, tzinfo=UTC),
        datetime(2024, 4, 20, 13, tzinfo=UTC),
        datetime(2024, 5, 5, 20, 32, tzinfo=UTC),  # realised: known when it happened
    ]
    assert [d.event_time for d in acme] == [
        datetime(2024, 5, 2, 20, 30, tzinfo=UTC),
        datetime(2024, 5, 5, 20, 30, tzinfo=UTC),
        datetime(2024, 5, 5, 20, 32, tzinfo=UTC),
    ]
    assert all(d.kind is None and d.record_type == "event" for d in acme)
    assert acme[1].payload == {
        "company": "ACME",
        "event": "earnings",
        "fiscal_period": "2024Q1",
        "status": "scheduled",
        "event_time": "2024-05-05T20:30:00.000000Z",
    }
    assert acme[1].provenance == {"file": str(path), "line": 3, "source_note": "press release"}
    assert acme[2].provenance["source_note"] is None
    assert acme[0].source == "event-calendar"


def test_cancellation_is_a_retraction(tmp_path: Path) -> None:
    drafts = read_events(write(tmp_path, "calendar.csv", CALENDAR))
    widget = [d for d in drafts if d.payload["company"] == "WIDGET"]
    assert widget[0].entity_id == widget[1].entity_id
    assert [d.kind for d in widget] == [None, "retraction"]
    assert widget[1].event_time is None and widget[1].payload["event_time"] is None
    assert widget[1].known_at == datetime(2024, 5, 15, 12, tzinfo=UTC)


def test_jsonl_matches_csv(tmp_path: Path) -> None:
    header, *lines = CALENDAR.strip().splitlines()
    names = header.split(",")
    rows = [{k: v for k, v in zip(names, line.split(","), strict=True) if v} for line in lines]
    jsonl = "".join(json.dumps(row) + "\n" for row in rows)
    from_csv = read_events(write(tmp_path, "c.csv", CALENDAR))
    from_jsonl = read_events(write(tmp_path, "c.jsonl", jsonl))
    assert [(d.entity_id, d.kind, d.known_at, d.event_time, d.payload) for d in from_csv] == [
        (d.entity_id, d.kind, d.known_at, d.event_time, d.payload) for d in from_jsonl
    ]


def test_confirmed_and_distinct_periods(tmp_path: Path) -> None:
    text = HEADER + (
        "ACME,earnings,2024Q2,confirmed,2024-08-01T16:30:00-04:00,2024-07-15T09:00:00-04:00,\n"
        "ACME,earnings,2024Q3,scheduled,2024-11-01T16:30:00-04:00,2024-07-15T09:00:00-04:00,\n"
    )
    drafts = read_events(write(tmp_path, "c.csv", text))
    assert drafts[0].entity_id != drafts[1].entity_id
    assert {d.payload["status"] for d in drafts} == {"confirmed", "scheduled"}


def test_drafts_sorted_and_deterministic(tmp_path: Path) -> None:
    path = write(tmp_path, "calendar.csv", CALENDAR)
    drafts = read_events(path)
    keys = [(d.known_at, d.entity_id) for d in drafts]
    assert keys == sorted(keys)
    assert read_events(path) == drafts


@settings(max_examples=25, deadline=None)
@given(order=st.permutations(range(5)))
def test_row_order_does_not_change_the_result(tmp_path_factory: pytest.TempPathFactory, order: list[int]) -> None:
    header, *lines = CALENDAR.strip().splitlines()
    folder = tmp_path_factory.mktemp("events")
    baseline = read_events(write(folder, "a.csv", CALENDAR))
    shuffled = read_events(write(folder, "b.csv", "\n".join([header, *(lines[i] for i in order)]) + "\n"))
    assert [(d.entity_id, d.kind, d.known_at, d.payload) for d in baseline] == [
        (d.entity_id, d.kind, d.known_at, d.payload) for d in shuffled
    ]


def row(**overrides: Any) -> str:
    values = {
        "company": "ACME",
        "event": "earnings",
        "fiscal_period": "2024Q1",
        "status": "scheduled",
        "event_time": "2024-05-02T16:30:00-04:00",
        "known_at": "2024-04-01T09:00:00-04:00",
        "source_note": "",
    }
    values.update(overrides)
    return HEADER + ",".join(values[name] for name in HEADER.strip().split(",")) + "\n"


# (file name, content, expected line, expected field, message fragment)
BAD_INPUTS: list[tuple[str, str | bytes, int | None, str | None, str]] = [
    ("status.csv", row(status="rumoured"), 2, "status", "unknown status"),
    ("nostatus.csv", row(status=""), 2, "status", "missing"),
    ("noknown.csv", row(known_at=""), 2, "known_at", "required for status 'scheduled'"),
    ("noknown_confirmed.csv", row(status="confirmed", known_at=""), 2, "known_at", "required"),
    ("noknown_cancelled.csv", row(status="cancelled", event_time="", known_at=""), 2, "known_at", "required"),
    ("notime.csv", row(event_time=""), 2, "event_time", "required for status 'scheduled'"),
    ("naive_event.csv", row(event_time="2024-05-02T16:30:00"), 2, "event_time", "naive"),
    ("naive_known.csv", row(known_at="2024-04-01 09:00"), 2, "known_at", "naive"),
    ("garbled.csv", row(event_time="after the close"), 2, "event_time", "unparseable"),
    ("dateonly.csv", row(event_time="2024-05-02"), 2, "event_time", "date"),
    ("early.csv", row(status="realised", known_at="2024-05-01T00:00:00Z"), 2, "known_at", "before it happened"),
    ("nocompany.csv", row(company=""), 2, "company", "missing"),
    ("noevent.csv", row(event=" "), 2, "event", "missing"),
    ("badperiod.csv", row(fiscal_period="Q1-24"), 2, "fiscal_period", "fiscal period"),
    ("noperiod.csv", row(fiscal_period=""), 2, "fiscal_period", "missing"),
    ("contradiction.csv", row() + row(status="confirmed").split("\n", 1)[1], 3, "known_at", "contradicts line 2"),
    ("unknown.jsonl", json.dumps({"company": "A", "event": "earnings", "fiscal_period": "2024Q1",
                                  "status": "realised", "event_time": "2024-05-02T20:30:00Z", "when": "x"}) + "\n",
     1, "when", "unknown field"),
    ("number.jsonl", json.dumps({"company": 7, "event": "earnings", "fiscal_period": "2024Q1",
                                 "status": "realised", "event_time": "2024-05-02T20:30:00Z"}) + "\n",
     1, "company", "expected text"),
    ("badjson.jsonl", '{"company": "A"\n', 1, None, "invalid JSON"),
    ("cells.csv", HEADER + "ACME,earnings\n", 2, None, "cells"),
    ("empty.csv", "", None, None, "empty"),
    ("headeronly.csv", HEADER, None, None, "no event rows"),
    ("empty.jsonl", "", None, None, "no event rows"),
    ("latin1.csv", row(company="Soci\u00e9t\u00e9").encode("latin-1"), None, None, "UTF-8"),
    ("calendar.txt", CALENDAR, None, None, "unsupported"),
]


@pytest.mark.parametrize(
    ("name", "content", "line", "field", "fragment"), BAD_INPUTS, ids=[case[0] for case in BAD_INPUTS]
)
def test_bad_input_names_file_line_and_field(
    tmp_path: Path, name: str, content: str | bytes, line: int | None, field: str | None, fragment: str
) -> None:
    assert_located(read_events, write(tmp_path, name, content), line, field, fragment)


def test_cancellation_needs_no_event_time(tmp_path: Path) -> None:
    drafts = read_events(write(tmp_path, "c.csv", row(status="cancelled", event_time="")))
    assert drafts[0].kind == "retraction" and drafts[0].event_time is None


def test_same_state_twice_is_not_a_contradiction(tmp_path: Path) -> None:
    drafts = read_events(write(tmp_path, "c.csv", row() + row().split("\n", 1)[1]))
    assert len(drafts) == 2 and drafts[0].payload == drafts[1].payload
