"""EPSBench's filing sections and transcripts as dated store documents."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from engine.errors import InputError
from tasks.eps_corpus import doc_id, is_corpus, read_corpus, report_url, transcript_url


def write(tmp_path: Path, rows: list[dict[str, object]]) -> Path:
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows))
    return path


def test_sections_transcripts_and_a_table_of_contents(tmp_path: Path) -> None:
    path = write(tmp_path, [
        {"ticker": "ba", "kind": "report_section", "quarter": "Q3_2025", "section": "MD&A", "published": "2025-10-29", "text": "a"},
        {"ticker": "BA", "kind": "report_section", "quarter": "Q3_2025", "section": "Balance Sheet", "published": "2025-10-29",
         "text": "b"},
        {"ticker": "BA", "kind": "transcript", "quarter": "Q3_2025", "published": "2025-10-29T13:30:00Z", "text": "c"},
    ])
    drafts = {d.payload["url"]: d for d in read_corpus(path)}
    toc = drafts[report_url("BA", "Q3_2025")]
    assert toc.payload["text"] == "Balance Sheet\nMD&A"
    # A date is known at the end of that day in New York (fail closed); an instant as given.
    assert toc.known_at == datetime(2025, 10, 30, 3, 59, 59, 999999, tzinfo=UTC)
    assert drafts[transcript_url("BA", "Q3_2025")].known_at == datetime(2025, 10, 29, 13, 30, tzinfo=UTC)
    section = drafts[report_url("BA", "Q3_2025", "Balance Sheet")]
    assert section.entity_id == doc_id(report_url("BA", "Q3_2025", "Balance Sheet")) and is_corpus(section.payload["url"])
    assert not is_corpus("https://news.example.com/a")


@pytest.mark.parametrize(
    "row, field",
    [
        ({"ticker": "BA", "kind": "slides", "quarter": "Q3_2025", "published": "2025-10-29", "text": "x"}, "kind"),
        ({"ticker": "BA", "kind": "transcript", "quarter": "Q3_2025", "published": "2025-10-29T13:30:00", "text": "x"}, "published"),
        ({"ticker": "BA", "kind": "report_section", "quarter": "Q3_2025", "published": "2025-10-29", "text": "x"}, "section"),
        ({"ticker": "BA", "kind": "transcript", "quarter": "Q3_2025", "published": "2025-10-29", "text": "x", "url": "u"}, "url"),
    ],
)
def test_bad_lines_name_the_line_and_field(tmp_path: Path, row: dict[str, object], field: str) -> None:
    good = {"ticker": "BA", "kind": "transcript", "quarter": "Q2_2025", "published": "2025-07-29", "text": "ok"}
    path = write(tmp_path, [good, row])
    with pytest.raises(InputError) as caught:
        read_corpus(path)
    assert (caught.value.line, caught.value.field) == (2, field)


def test_sections_of_one_filing_share_its_publication(tmp_path: Path) -> None:
    path = write(tmp_path, [
        {"ticker": "BA", "kind": "report_section", "quarter": "Q3_2025", "section": "A", "published": "2025-10-29", "text": "a"},
        {"ticker": "BA", "kind": "report_section", "quarter": "Q3_2025", "section": "B", "published": "2025-11-03", "text": "b"},
    ])
    with pytest.raises(InputError, match="different publication times"):
        read_corpus(path)
