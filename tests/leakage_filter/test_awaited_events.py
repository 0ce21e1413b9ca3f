"""A date named as what markets wait for ("with the FOMC decision (April 7, 2026) in focus", "... on
the radar") is forward-looking, even after a past verb far before it (`dates` forward cues).
Counterpart: the same event told as done stays a fact."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2026, 3, 30, 7, 0, tzinfo=UTC)
_T = datetime(2026, 3, 31, 9, 0, tzinfo=UTC)


def _wrap(sentence: str) -> str:
    return ("<html><body><article><h1>Ether steadies in thin trade</h1>"
            "<p class='byline'>By Cal Ormond, March 30, 2026</p>"
            f"<p>{sentence}</p></article></body></html>")


def test_an_event_in_focus_is_ahead() -> None:
    verdict = judge(_wrap("Ether was changing hands at $2,914 on the larger venues, with the network upgrade "
                          "(April 9, 2026 14:00 UTC) in focus."), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_an_event_told_as_done_is_a_fact() -> None:
    # Counterpart: the upgrade went live on that day.
    verdict = judge(_wrap("Ether was changing hands at $2,914 after the network upgrade went live on "
                          "April 9, 2026."), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason
