"""A comment stamped "2 days ago" on a page published today was rendered two days after the page:
after t, the copy holds a comment from after t (`leakage_filter.comment_ages`); comments minutes or
hours old on a page published hours before t are clean, and so is a related story "2 days ago"."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from leakage_filter.comment_ages import comment_age, is_comments_heading

from .conftest import judge

_PAGE = datetime(2025, 6, 10, 9, 0, tzinfo=UTC)
_T = datetime(2025, 6, 10, 12, 0, tzinfo=UTC)


def _video(stamps: list[str], heading: str = "2 Comments") -> str:
    thread = "".join(f"<div class='c'><div>@viewer{i} {stamp}</div><p>Useful overview, thanks.</p></div>"
                     for i, stamp in enumerate(stamps))
    return ("<html lang='en-GB'><body><main><h1>Week ahead: what to watch in UK markets</h1>"
            "<p>We look at the retail sales figures due on Friday and what they could mean for sterling and gilts.</p>"
            f"</main><section><h3>{heading}</h3>{thread}</section></body></html>")


def test_the_age_of_a_stamp_line() -> None:
    assert comment_age("@bondking 2 days ago") == timedelta(days=2)
    assert comment_age("ravi_k · an hour ago") == timedelta(hours=1)
    assert comment_age("Posted a comment about the rate cut two days ago and nobody answered") is None
    assert is_comments_heading("3 Comments") and is_comments_heading("Replies (12)") and not is_comments_heading("More videos")


def test_a_comment_older_than_the_time_since_publication_leaks() -> None:
    verdict = judge(_video(["1 hour ago", "2 days ago"]), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_recent_comments_are_clean() -> None:
    verdict = judge(_video(["1 hour ago", "45 minutes ago"]), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_related_list_is_not_a_thread() -> None:
    verdict = judge(_video(["2 days ago"], heading="More videos"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
