"""Spans counted from the page itself or from the story's own day, in phrasings the first rules
missed: "three days after this was first published", "five days after publication", "a week after
the announcement above", "Edit (four days on):", and a deadline met in the past perfect ("By the
end of the following week, the stock had recovered")."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE, _T = datetime(2025, 3, 4, 9, 0, tzinfo=UTC), datetime(2025, 3, 4, 18, 0, tzinfo=UTC)


def _story(sentence: str) -> str:
    return ("<html lang='en-GB'><body><article><h1>Fenwick wins rail contract</h1><p>4 March 2025, 09:00 GMT</p>"
            "<p>Fenwick Rail plc said it had won a £400m contract from a transport agency.</p>"
            f"<p>{sentence}</p></article></body></html>")


@pytest.mark.parametrize(
    "sentence",
    [
        "Three days after this was first published, Fenwick said the agency had signed the contract.",
        "Editor's addendum, five days after publication: the shares closed 4% higher.",
        "A week after the announcement above, Fenwick disclosed that 57% of holders had accepted.",
        "Edit (four days on): the retail offer came in above expectations and the shares closed higher.",
        "By the end of the following week, the stock had recovered all of the day's losses.",
    ],
)
def test_a_later_span_from_the_page_is_a_leak(sentence: str) -> None:
    verdict = judge(_story(sentence), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


@pytest.mark.parametrize(
    "sentence",
    [
        "Two days after publication of its last results, in 2024, the shares fell 3%.",
        "A week after the announcement, shares had fallen 3%, the company said of its 2023 deal.",
        "By the end of the following week the company will have signed the contract.",
        "Until the end of next week, the company had planned to keep its bid open.",
    ],
)
def test_spans_from_something_else_or_still_ahead_are_not(sentence: str) -> None:
    verdict = judge(_story(sentence), t=_T, page=_PAGE)
    assert verdict.label != "leak", verdict.reason
