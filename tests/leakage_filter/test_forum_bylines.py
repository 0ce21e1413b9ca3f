"""A forum post's byline ("Post by NAME » Tue Mar 05, 2024 11:18 am") and its edit line ("Last
edited by NAME on Thu Mar 07, 2024 1:24 am, edited 1 time in total.") are the entry's own stamps:
after t the thread was served after t (never clean: a leak, or ambiguous with no zone); the same thread with every stamp before t is clean."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2024, 3, 4, 9, 10, tzinfo=UTC)
_T = datetime(2024, 3, 6, 12, 0, tzinfo=UTC)


def _thread(reply: str, edit: str) -> str:
    return ("<html><body><h2>Harlow Mills dividend: worth holding?</h2>"
            '<div class="post"><p class="author">Post by grainwatcher » Mon Mar 04, 2024 9:10 am</p>'
            "<div class=\"content\">Dividend up four percent, guidance repeated. I am holding for now.</div>"
            f'<div class="notice">Last edited by grainwatcher on {edit}, edited 1 time in total.</div></div>'
            '<div class="post"><h3>Re: Harlow Mills dividend: worth holding?</h3>'
            f'<p class="author">Post by millfan » {reply}</p>'
            '<div class="content">Same here, the yield is fine at this price.</div></div>'
            "</body></html>")


def test_a_reply_posted_after_t_leaks() -> None:
    verdict = judge(_thread("Wed Mar 06, 2024 6:18 pm", "Mon Mar 04, 2024 9:40 am"), t=_T, page=_PAGE)
    assert verdict.label != "clean" and verdict.reason.startswith("entry_date_after_t"), verdict.reason


def test_an_edit_line_after_t_leaks() -> None:
    verdict = judge(_thread("Tue Mar 05, 2024 11:18 am", "Thu Mar 07, 2024 1:24 am"), t=_T, page=_PAGE)
    assert verdict.label != "clean" and verdict.reason.startswith("entry_date_after_t"), verdict.reason


def test_the_same_thread_before_t_is_clean() -> None:
    verdict = judge(_thread("Tue Mar 05, 2024 11:18 am", "Mon Mar 04, 2024 9:40 am"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def _zoned_thread(reply: str) -> str:
    return ("<html><body><h2>Harlow Mills dividend: worth holding?</h2>"
            '<div class="post"><p class="author">Post by grainwatcher » Mon Mar 04, 2024 9:10 am</p>'
            '<div class="content">Dividend up four percent, guidance repeated. I am holding for now.</div></div>'
            '<div class="post"><h3>Re: Harlow Mills dividend: worth holding?</h3>'
            f'<p class="author">Post by millfan » {reply}</p>'
            '<div class="content">Same here, the yield is fine at this price.</div></div>'
            '<p class="footer-tz">All times are UTC+10 hours</p></body></html>')


def test_a_stamp_in_the_stated_zone_before_t_is_clean() -> None:
    # 9:30 pm at UTC+10 on 6 March is 11:30 UTC, before t (12:00 UTC), though 21:30 UTC would not be
    verdict = judge(_zoned_thread("Wed Mar 06, 2024 9:30 pm"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_stamp_in_the_stated_zone_after_t_leaks() -> None:
    verdict = judge(_zoned_thread("Wed Mar 06, 2024 10:30 pm"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason
