"""The page's own held text (an image's alt, a hidden block) names the page's subject everywhere:
one name, however many words it has, is not the outcome of the event the page dates after t.
A related headline that shares that name with the event still is ("Jeanne Morel re-elected")."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE, _T = datetime(2025, 4, 23, 21, 10, tzinfo=UTC), datetime(2025, 4, 23, 21, 48, tzinfo=UTC)
_STORY = ("<h1>Larch names Ana Ruiz as chief executive</h1><p>Larch Harbour Bank said Ana Ruiz would become chief "
          "executive with effect from 1 July 2025, succeeding Tom Hale.</p>")


def test_an_image_alt_naming_the_subject_is_no_outcome() -> None:
    html = (f"<html lang='en'><body><article>{_STORY}<figure><img src='a.jpg' alt='Larch Harbour Bank — photo 1'>"
            "</figure><div hidden><p>Ana Ruiz currently runs the group's retail division.</p></div></article></body></html>")
    verdict = judge(html, t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_held_text_reporting_the_event_is_still_an_outcome() -> None:
    html = (f"<html lang='en'><body><article>{_STORY}<div hidden><p>Ana Ruiz took over as chief executive of Larch "
            "Harbour Bank.</p></div></article></body></html>")
    verdict = judge(html, t=_T, page=_PAGE)
    assert verdict.label != "clean", verdict.reason
