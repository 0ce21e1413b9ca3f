"""An update dated by its distance from the page's own publication ("Two days after this story was
first published, ...", "Three days after this article first appeared", "本文发布三天后") counts from
the first publication the page shows, never from the story's last date (no sequel) nor from the
store's date, which may already be that update's (the ingest reads the phrase too). Over by t: a
version before t; after t: a leak."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.dates import find_dates
from leakage_filter.sequels import find_sequels

from .conftest import judge

PUBLISHED = datetime(2026, 9, 23, 17, 5, tzinfo=UTC)
UPDATE_STORED = datetime(2026, 9, 25, 17, 5, tzinfo=UTC)  # the store's date: the update's own


def test_a_span_after_the_pages_publication_is_no_sequel() -> None:
    assert find_sequels("Two days after this story was first published, the board resigned.") == []
    assert find_sequels("Three days after this article first appeared, the bank cut rates.") == []
    assert len(find_sequels("A fortnight after this note went out, the bank cut rates.")) == 1  # still a step
    anchor = date(2026, 9, 23)
    assert "sequel" not in [m.kind for m in find_dates("基金2026年9月1日关闭。本文发布三天后，公司宣布撤回要约。", anchor=anchor, cjk=True)]
    assert "sequel" in [m.kind for m in find_dates("基金2026年9月1日关闭，三天后公司宣布撤回要约。", anchor=anchor, cjk=True)]


def _page(note: str) -> str:
    return ("<html><body><article><h1>Halden Group board under pressure</h1><p>Published 23 September 2026, 18:05 BST</p>"
            "<p>On 1 October the fund will vote on the proposal, the company said in a statement on its plans.</p>"
            f"<p>{note}</p></article></body></html>")


@pytest.mark.parametrize(
    "note",
    [
        "Two days after this story was first published, the chairman resigned.",
        "Three days after this article first appeared, the chairman resigned.",
    ],
)
def test_the_update_counts_from_the_first_publication_shown(note: str) -> None:
    offset = 3 if "Three" in note else 2
    after = datetime(2026, 9, 23 + offset + 1, 13, 0, tzinfo=UTC)
    clean = judge(_page(note), t=after, page=UPDATE_STORED)
    assert clean.label == "clean", clean.reason
    before = datetime(2026, 9, 24, 9, 0, tzinfo=UTC)
    assert judge(_page(note), t=before, page=PUBLISHED).label == "leak"
