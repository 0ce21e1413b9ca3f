"""The page-dating benchmark (`bench.page_dates`) on a two-page slice of the real set, and the frozen
sets it reads by default."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
from datetime import UTC, datetime
from pathlib import Path

from bench import page_dates


def test_outcomes_and_crawl_ingest_on_a_slice(tmp_path: Path) -> None:
    rows = json.loads((page_dates.DEFAULT_SET / "labels.json").read_text(encoding="utf-8"))[:2]
    wrong = dict(rows[1], date="1999-01-01")  # a label nobody's page could match: asof is later
    folder = tmp_path / "set"
    (folder / "pages").mkdir(parents=True)
    for row in rows:
        shutil.copy(page_dates.DEFAULT_SET / row["file"], folder / row["file"])
    (folder / "labels.json").write_text(json.dumps([rows[0], wrong]), encoding="utf-8")
    work = tmp_path / "work"
    work.mkdir()
    report = page_dates.run(folder, workdir=work)
    figures = {m.name: m.value for m in report.metrics}
    asof = [figures[f"asof known_at: {o}"] for o in page_dates.OUTCOMES]
    assert sum(asof) == 2 and figures["asof known_at: later"] >= 1
    # The first publication the page states, reported beside known_at with the same outcomes.
    assert sum(figures[f"asof published_at: {o}"] for o in page_dates.OUTCOMES) == 2
    assert figures["asof published_at: later"] + figures["asof published_at: undated"] >= 1
    assert figures["as one folder: pages stored or unchanged"] == 2
    assert figures["as one WARC: quarantined"] == 0
    assert "store verify" in report.checks


def test_day_rules() -> None:
    label = page_dates.Label(Path("x"), None, "2024-03-05T23:30:00-05:00")
    # 23:30 in New York is 04:30 UTC the next day: still the labelled day in the label's offset.
    assert page_dates._by_instant(datetime(2024, 3, 6, 4, 30, tzinfo=UTC), label) == "exact"
    plain = page_dates.Label(Path("x"), None, "2024-03-05")
    assert page_dates._by_instant(datetime(2024, 3, 4, 9, 0, tzinfo=UTC), plain) == "EARLIER"
    assert page_dates._by_instant(datetime(2024, 3, 4, 11, 0, tzinfo=UTC), plain) == "exact"  # UTC+14
    assert page_dates._by_instant(datetime(2024, 3, 6, 12, 0, tzinfo=UTC), plain) == "later"


def test_frozen_parts_are_reported_apart_and_in_total(tmp_path: Path) -> None:
    rows = json.loads((page_dates.DEFAULT_SET / "labels.json").read_text(encoding="utf-8"))[:2]
    folder = tmp_path / "set"
    for where, row in ((folder, rows[0]), (folder / "second", rows[1])):
        (where / "pages").mkdir(parents=True)
        shutil.copy(page_dates.DEFAULT_SET / row["file"], where / row["file"])
        (where / "labels.json").write_text(json.dumps([row]), encoding="utf-8")
    parts = page_dates.load_parts(folder)
    assert {name: len(labels) for name, labels in parts.items()} == {"first": 1, "second": 1}
    report = page_dates.run(folder)
    figures = {m.name: m.value for m in report.metrics}
    assert sum(figures[f"asof known_at: {o}"] for o in page_dates.OUTCOMES) == 2
    assert [note.split(":")[0] for note in report.notes if note.startswith(("part ", "all parts"))] == [
        "part first", "part second", "all parts"]


def test_two_sets_are_reported_apart_and_together(tmp_path: Path) -> None:
    rows = json.loads((page_dates.DEFAULT_SET / "labels.json").read_text(encoding="utf-8"))[:2]
    first, second = tmp_path / "one", tmp_path / "two"
    for where, row in ((first, rows[0]), (second, rows[1])):
        (where / "pages").mkdir(parents=True)
        shutil.copy(page_dates.DEFAULT_SET / row["file"], where / row["file"])
    (first / "labels.json").write_text(json.dumps([rows[0]]), encoding="utf-8")
    (second / "labels.jsonl").write_text(json.dumps(rows[1]) + "\n\n", encoding="utf-8")  # one object a line
    sets = page_dates.load_sets((first, second))
    assert {name: {part: len(labels) for part, labels in parts.items()} for name, parts in sets.items()} == {
        "one": {"first": 1}, "two": {"two": 1}}
    report = page_dates.run((first, second))
    figures = {m.name: m.value for m in report.metrics}
    assert sum(figures[f"asof known_at: {o}"] for o in page_dates.OUTCOMES) == 2
    assert figures["one: asof known_at: exact"] + figures["two: asof known_at: exact"] == figures["asof known_at: exact"]
    assert [note.split(":")[0] for note in report.notes if note.startswith(("part ", "set ", "all parts"))] == [
        "part first", "part two", "set one", "set two", "all parts"]


def test_a_later_page_counts_as_by_modification_only_when_the_page_states_one() -> None:
    assert page_dates.AsofResult("later", "meta:article:modified_time", "modified", True).by_modification
    assert not page_dates.AsofResult("later", "htmldate:latest", "modified", True).by_modification
    assert not page_dates.AsofResult("later", "time", "published", True).by_modification
    assert not page_dates.AsofResult("exact", "jsonld:dateModified", "modified", True).by_modification
    # The label is not a publication the page states: the later day is not explained by a modification.
    assert not page_dates.AsofResult("later", "meta:article:modified_time", "modified", False).by_modification


def _candidate(source: str, role: str, value: str, precision: str = "time") -> page_dates.Candidate:
    return {"source": source, "role": role, "value": value, "precision": precision, "trusted": True, "refined_by": None}


def test_htmldate_later_day_counts_only_on_a_modification_the_page_states() -> None:
    label = page_dates.Label(Path("x"), None, "2020-01-15")
    stated = page_dates.AsofResult("later", "meta:article:modified_time", "modified", True, (
        _candidate("meta:article:modified_time", "modified", "2020-01-18T01:57:55+00:00"),))
    assert stated.modified_on("2020-01-18", label)
    assert not stated.modified_on("2020-01-20", label)  # a later day the page states no modification on
    unpublished = page_dates.AsofResult("later", "meta:article:modified_time", "modified", False, stated.modifications)
    assert not unpublished.modified_on("2020-01-18", label)


def test_only_the_pages_own_markup_or_text_states_a_date() -> None:
    assert page_dates._stated(_candidate("jsonld:datePublished", "published", "2020-01-15T01:00:00+00:00"), "published")
    assert not page_dates._stated(_candidate("url", "published", "2020-01-15T23:59:59+00:00", "day"), "published")
    assert not page_dates._stated(_candidate("htmldate:latest", "modified", "2020-01-18T00:00:00+00:00"), "modified")
    assert not page_dates._stated(dict(_candidate("time", "modified", "2020-01-18T00:00:00+00:00"), trusted=False), "modified")


def test_every_frozen_set_parses_and_its_pages_exist() -> None:
    sets = page_dates.load_sets(page_dates.DEFAULT_SETS)
    assert set(sets) == {"real_pages", "real_pages_more", "real_pages_third", "real_pages_fourth", "real_pages_fifth",
                         "real_pages_sixth"}
    assert sum(len(labels) for labels in sets["real_pages_third"].values()) == 7
    assert sum(len(labels) for labels in sets["real_pages_fourth"].values()) == 13
    assert sum(len(labels) for labels in sets["real_pages_fifth"].values()) == 9
    assert sum(len(labels) for labels in sets["real_pages_sixth"].values()) == 3
    for folder in page_dates.DEFAULT_SETS:
        rows = page_dates._label_rows(folder)
        for row, label in zip(rows, page_dates.load_labels(folder), strict=True):
            assert label.file.is_file(), label.file
            assert label.day.year > 1990  # the labelled date parses (one first-part URL is null, as its README says)
            if "sha256" in row:  # the sets that record it: the stored page is the one labelled
                assert hashlib.sha256(gzip.decompress(label.file.read_bytes())).hexdigest() == row["sha256"]
