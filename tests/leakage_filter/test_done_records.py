"""A date surely after t paired with words that record its event as done is a later record, in
layouts with no header row: a field label ("Date dismissed") before a date, a definition list
(`dt`/`dd`), or a history row whose event cell says what happened ("Permit granted"). A label or
an event kept open ("Expected date", "Hearing scheduled") leaves the date a plan."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.chrome import Segment
from leakage_filter.done_records import done_beside, entry_record, records_done

from .conftest import judge

_T, _PAGE = datetime(2025, 6, 2, 12, 0, tzinfo=UTC), datetime(2025, 6, 1, 9, 0, tzinfo=UTC)


def _field_table(label: str, when: str) -> str:
    return ("<html lang='en-GB'><body><h1>Planning application 25/0417/FUL</h1><p>Posted 1 June 2025</p>"
            "<table><tr><td>Site</td><td>Former bus depot, Mill Lane, Hexham</td></tr>"
            "<tr><td>Received</td><td>14 April 2025</td></tr>"
            f"<tr><td>{label}</td><td>{when}</td></tr></table>"
            "<p>Comments may be sent to the planning office by post or online.</p></body></html>")


def _history(event: str) -> str:
    return ("<html lang='en-GB'><body><h1>Licence record: Harbour Street Kitchen</h1><p>Posted 1 June 2025</p>"
            "<h3>History</h3><table><tr><td>03/02/2025</td><td>Application received</td></tr>"
            f"<tr><td>19/06/2025</td><td>{event}</td></tr></table></body></html>")


def _definition_list(label: str) -> str:
    return ("<html lang='en-GB'><body><h1>Moorcroft v Dunley Haulage</h1><p>Posted 1 June 2025</p>"
            f"<dl><dt>Court</dt><dd>County Court at Carlisle</dd><dt>{label}</dt><dd>24 July 2025</dd></dl>"
            "</body></html>")


def test_a_done_field_label_before_a_later_date_is_a_leak() -> None:
    for label in ("Date dismissed", "Decision issued", "Permission granted"):
        verdict = judge(_field_table(label, "30 June 2025"), t=_T, page=_PAGE)
        assert verdict.label == "leak" and "reports its event done" in verdict.reason, (label, verdict.reason)


def test_an_open_field_label_keeps_the_date_a_plan() -> None:
    for label in ("Expected decision date", "Consultation closing", "Target date"):
        verdict = judge(_field_table(label, "30 June 2025"), t=_T, page=_PAGE)
        assert verdict.label == "clean", (label, verdict.reason)


def test_a_history_row_whose_event_happened_is_a_leak() -> None:
    for event in ("Licence granted by committee", "Objection lodged by a neighbour", "Premises sold"):
        verdict = judge(_history(event), t=_T, page=_PAGE)
        assert verdict.label == "leak", (event, verdict.reason)
    assert judge(_history("Committee hearing scheduled"), t=_T, page=_PAGE).label == "clean"


def test_a_definition_list_field_is_read_like_a_label_cell() -> None:
    assert judge(_definition_list("Date closed"), t=_T, page=_PAGE).label == "leak"
    assert judge(_definition_list("Next hearing"), t=_T, page=_PAGE).label == "clean"


def test_the_next_label_of_a_field_table_is_not_read_as_an_event() -> None:
    # [Opens | 20 June 2025 | Date registered | ...]: the cell after the date names the next field.
    cells = [Segment(text=x, zone="content", block="td") for x in ("Opens", "20 June 2025", "Date registered", "4 May 2025")]
    assert done_beside(cells, 1) is None
    assert done_beside(cells, 3) == "Date registered"


def test_words_that_keep_an_event_open() -> None:
    assert records_done("Awarded to Fellside Builders")
    assert not records_done("To be awarded after evaluation")
    assert not records_done("Anticipated date results provided")


def test_a_participle_hyphened_to_a_word_names_a_kind_not_an_event() -> None:
    # "AM-settled", "court-approved": the kind of contract or plan, still to come
    assert not records_done("Quarterly index futures expiry (AM-settled)")
    assert not records_done("Court-approved restructuring plan vote")
    # the participle standing apart, even after a dash with spaces, records the event
    assert records_done("Quarterly index futures expiry - settled")
    assert records_done("Claim settled")


def _reviews(second: str) -> str:
    return ("<html lang='en-GB'><body><h1>Fenwick 2-slice toaster, brushed steel</h1><p>Posted 1 June 2025</p>"
            "<h2>Customer reviews</h2><div>Browns evenly, crumb tray is easy to empty.</div>"
            "<div><span>Gwen, Verified Purchase · Reviewed in Wales on 28 May 2025</span><span>4 found this useful</span></div>"
            f"<div>{second}</div></body></html>")


def test_a_user_entry_dated_after_t_is_a_leak() -> None:
    for entry in ("Stopped working after a fortnight. Rated by Osian on 21 June 2025",
                  "Q: Does it fit bagels? A: Only thin ones. (answered 19 June 2025)"):
        verdict = judge(_reviews(entry), t=_T, page=_PAGE)
        assert verdict.label == "leak" and "reports its event done" in verdict.reason, (entry, verdict.reason)


def test_user_entries_before_t_and_a_planned_review_are_clean() -> None:
    assert judge(_reviews("Great value. Reviewed in Kent on 30 May 2025"), t=_T, page=_PAGE).label == "clean"
    assert judge(_reviews("The warranty terms will be reviewed on 30 June 2025."), t=_T, page=_PAGE).label == "clean"


def test_entry_record_words() -> None:
    text = "Osian · Reviewed in the United Kingdom on 21 June 2025"
    assert entry_record(text, text.index("21")) == "Reviewed in the United Kingdom on"
    assert entry_record("Dispatched on 21 June 2025", 14) is None


def _lifecycle(day: str, event: str) -> str:
    return ("<html lang='en-GB'><body><h1>Tender 2025/RD/17: resurfacing of Quarry Road</h1><p>Posted 1 June 2025</p>"
            "<table><tr><th>Date</th><th>Stage</th></tr><tr><td>1 June 2025</td><td>Published</td></tr>"
            f"<tr><td>{day}</td><td>{event}</td></tr></table></body></html>")


def test_a_headed_row_after_t_recorded_as_done_is_a_leak() -> None:
    assert judge(_lifecycle("30 June 2025", "Contract awarded to Fellside Builders"), t=_T, page=_PAGE).label == "leak"
    assert judge(_lifecycle("30 June 2025", "Clarification meeting scheduled"), t=_T, page=_PAGE).label == "clean"


def test_a_headed_row_on_t_own_day_recorded_as_published_is_clean() -> None:
    # The tender's own publication row, day only, on the day of t: the page's own event, not later.
    t = datetime(2025, 6, 1, 15, 0, tzinfo=UTC)
    assert judge(_lifecycle("1 June 2025", "Bid clarifications published"), t=t, page=_PAGE).label == "clean"


def _corrigenda(day: str, notice: str) -> str:
    return ("<html lang='en-GB'><body><h1>Tender 2025/RD/17: resurfacing of Quarry Road</h1><p>Posted 1 June 2025</p>"
            "<p><b>Changes to this tender</b></p><table><tr><th>Date</th><th>Notice</th><th>Kind</th></tr>"
            f"<tr><td>{day}</td><td>{notice}</td><td>Change notice</td></tr></table></body></html>")


def test_a_row_opening_with_a_later_date_that_names_a_change_notice_is_a_leak() -> None:
    # The row records a notice issued on its date: an extension, a corrigendum, an addendum.
    for notice in ("Extension of the tender closing date to 18 July 2025", "Corrigendum 2: revised bill of quantities",
                   "Addendum to the drawings, sheet 4"):
        verdict = judge(_corrigenda("20 June 2025", notice), t=_T, page=_PAGE)
        assert verdict.label == "leak" and "reports its event done" in verdict.reason, (notice, verdict.reason)


def test_a_change_notice_issued_before_t_is_clean_though_its_new_term_is_later() -> None:
    # Issued on the page's own day; the new closing date inside the notice is the changed term, a plan.
    verdict = judge(_corrigenda("1 June 2025", "Extension of the tender closing date to 18 July 2025"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
    # A later row that only plans a change is no record of one.
    verdict = judge(_corrigenda("20 June 2025", "Extension of the closing date expected"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
