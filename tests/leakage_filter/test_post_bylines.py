"""A forum post's byline and time ("by NAME » Tue Apr 09, 2024 01:30 AM") is that post's stamp: a
post stamped after t means the thread was served after t, even where no class name marks the
posts as comments; a byline stamped before t is fine, and a sentence with a date is no byline."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)
_T = datetime(2025, 1, 9, 12, 0, tzinfo=UTC)


def _thread(last: str) -> str:
    posts = "".join(
        f"<div class='post'><h3>Re: Tidewater Grain rights issue</h3><p class='author'>by <strong>{who}</strong> » {when}</p>"
        f"<div class='content'>{what}</div></div>"
        for who, when, what in [
            ("grainwatcher", "Mon Jan 06, 2025 09:00 AM", "The rights issue is priced at a deep discount to the last close."),
            ("silo_sam", "Tue Jan 07, 2025 04:12 PM", "I will take up my rights, the balance sheet needs it."),
            ("harvest_moon", last, "Underwriters ended up with a fifth of the new shares."),
        ]
    )
    return (
        "<html lang='en-GB'><body><h2>Tidewater Grain rights issue</h2>"
        f"{posts}<p class='timezone'>All times are <span title='Europe/London'>UTC</span></p></body></html>"
    )


def test_a_post_stamped_after_t_in_its_byline_is_a_leak() -> None:
    verdict = judge(_thread("Mon Jan 20, 2025 11:45 AM"), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "entry_date_after_t" in verdict.reason, verdict.reason


def test_posts_stamped_before_t_are_clean() -> None:
    verdict = judge(_thread("Wed Jan 08, 2025 10:05 PM"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
