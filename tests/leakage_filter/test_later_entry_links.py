"""A link naming the entry after this one ("Next message (by thread): ...", "Newer post: ...") is a
later page's headline (`leakage_filter.later_links`): when it reports the outcome of an event the
entry still looks forward to after t, the page as served holds a later fact; a link back, or a next
entry that reports nothing of that event, is clean."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.later_links import later_entry_subject

from .conftest import judge

_PAGE = datetime(2025, 5, 6, 9, 15, tzinfo=UTC)
_T = datetime(2025, 5, 6, 10, 0, tzinfo=UTC)


def _message(next_subject: str | None) -> str:
    nav = (f"<li>Next message (by thread): <a href='000102.html'>[ops-list] {next_subject}</a></li>"
           if next_subject is not None else "")
    return (
        "<html><head><title>[ops-list] Gateway migration window</title></head><body>"
        "<h1>[ops-list] Gateway migration window</h1><b>Priya Raman</b><br><i>Tue May 6 09:15:00 UTC 2025</i>"
        "<ul><li>Previous message (by thread): <a href='000100.html'>[ops-list] Re: Holiday rota for May</a></li>"
        f"{nav}</ul><pre>Hello all,\n\nThe gateway migration rehearsal runs this Thursday from 08:00 UTC. "
        "The cut-over itself is planned for Monday 19 May.\n\nPriya</pre></body></html>"
    )


def test_the_label_is_cut_from_the_subject() -> None:
    assert later_entry_subject("Next message (by thread): Re: Rota") == "Re: Rota"
    assert later_entry_subject("Newer post » Quarterly notes") == "Quarterly notes"
    assert later_entry_subject("Previous message (by thread): Re: Rota") is None
    assert later_entry_subject("Next steps for the project were agreed") is None


def test_a_next_message_reporting_the_outcome_of_a_later_event_leaks() -> None:
    page = _message("Re: Gateway migration delayed to June after Thursday rehearsal failed")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason
    assert "outcome" in verdict.reason


def test_a_next_message_on_another_subject_is_clean() -> None:
    verdict = judge(_message("Re: Holiday rota for June"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_message_without_a_next_link_is_clean() -> None:
    verdict = judge(_message(None), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
