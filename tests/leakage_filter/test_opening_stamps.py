"""A headline the page holds but does not show, opened by its own stamp ("BREAKING Jun 22, 2024,
9:10 AM EDT: Vintry closes at record"): the stamp dates the item, whatever its words' tense
(`rules._opening_stamp`). After t a leak in any language; the same banner stamped before t, and a
hidden line whose date is governed ("due on") or carries no time, keep their readings."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE = datetime(2024, 6, 20, 9, 0, tzinfo=UTC)
_T = datetime(2024, 6, 22, 12, 19, tzinfo=UTC)


def _page(banner: str) -> str:
    return ("<html><body><main><article><h1>Weekly petroleum status report</h1>"
            "<p>Release date: June 20, 2024. Crude stocks fell by 2.8 million barrels in the week, the "
            "agency said, while gasoline inventories rose slightly.</p></article>"
            f'<div class="breaking-banner" hidden><strong>{banner}</strong></div></main></body></html>')


@pytest.mark.parametrize("banner", [
    "BREAKING Jun 22, 2024, 9:10 AM EDT: Vintry (VNTY) closes at record after second-quarter beat",
    "BREAKING Jun 22, 2024, 9:51 PM EDT: Halvorsen reports third-quarter EPS of $3.21 vs $0.35 expected",
    "Eilmeldung 22.06.2024, 18:40 Uhr: Vintry schließt auf Rekordhoch",
    "速報 2024年6月22日 23:36 JST：Vintry株が上場来高値で引ける",
])
def test_a_hidden_headline_opened_by_a_stamp_after_t_leaks(banner: str) -> None:
    verdict = judge(_page(banner), t=_T, page=_PAGE)
    # a time with no zone ("18:40 Uhr") may still be before t somewhere: ambiguous, rejected as well
    assert verdict.label != "clean" and "hidden_entry_after_t" in verdict.reason, verdict.reason


def test_the_same_banner_stamped_before_t_is_clean() -> None:
    banner = "BREAKING Jun 22, 2024, 7:10 AM EDT: Vintry (VNTY) opens higher after second-quarter beat"
    assert judge(_page(banner), t=_T, page=_PAGE).label == "clean"


def test_a_governed_date_in_a_hidden_line_is_no_stamp() -> None:
    # "due on <date>, <time>: ..." names the subject's day; hidden text is never read as a schedule,
    # but the line is not an entry's stamp either: at most ambiguous, never this rule's leak.
    banner = "Results due on Jun 25, 2024, 8:00 AM EDT: webcast details to follow"
    verdict = judge(_page(banner), t=_T, page=_PAGE)
    assert "hidden_entry_after_t" not in verdict.reason, verdict.reason
