"""Comment ages counted from the copy's own stamp (`rules._comment_ages`, `comment_ages`): on a copy
saved at a stated instant, "@user 5h ago ..." was posted five hours before it, after t when that is;
a comment whose age reaches back before t stays clean though the copy was taken after t (policy: the
copy's time is no content). The comment's opening handle and compact age ("5h ago") are read."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from leakage_filter.comment_ages import comment_age

from .conftest import judge

_PAGE = datetime(2026, 3, 2, 4, 0, tzinfo=UTC)
_T = datetime(2026, 3, 5, 20, 0, tzinfo=UTC)


def _watch_page(comment: str) -> str:
    return (
        "<html><body>"
        '<div id="saved">Saved from https://clips.example/watch?v=q7 on 2026-03-06 07:12 UTC</div>'
        "<main><h1>Morning markets live: bank results preview</h1><p>Streamed live on Mar 2, 2026</p>"
        "<p>Live from the studio ahead of the bank's results, due later this month.</p></main>"
        f'<section class="comments"><h3>2 Comments</h3><div>@early_bird 3 days ago Useful preview, thanks.</div>'
        f"<div>{comment}</div></section></body></html>"
    )


@pytest.mark.parametrize(("line", "age"), [
    ("@dividend_dave 5h ago Watching this after the results.", timedelta(hours=5)),
    ("@ravi.k 2 days ago Good call on the banks.", timedelta(days=2)),
    ("bondking · 3 days ago", timedelta(days=3)),
])
def test_a_comments_age_is_read_after_its_handle_or_at_its_line_end(line: str, age: timedelta) -> None:
    assert comment_age(line) == age


def test_a_comment_counted_back_from_the_copys_stamp_to_after_t_leaks() -> None:
    verdict = judge(_watch_page("@late_viewer 5h ago Watching after the results came out."), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "comment_after_t" in verdict.reason, verdict.reason


def test_comments_posted_before_t_on_a_copy_taken_after_t_stay_clean() -> None:
    verdict = judge(_watch_page("@early_viewer 2 days ago Waiting for the numbers."), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
