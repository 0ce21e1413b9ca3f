"""An image's alt text that names only the page's subject and a place ("Wrenfield headquarters in
Leeds") shares the names of an event the page dates after t, not what happens at it: no outcome.
Held text that tells what happened at the event ("Wrenfield unveils targets at Leeds investor
day") still is one."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE, _T = datetime(2024, 3, 4, 9, 0, tzinfo=UTC), datetime(2024, 3, 4, 9, 40, tzinfo=UTC)
_STORY = ("<h1>Wrenfield profit rises on firmer pricing</h1><p>Wrenfield Tools plc reported annual profit up 6 per "
          "cent on Monday, helped by firmer pricing in its hardware arm.</p><p>Wrenfield will hold an investor day "
          "in Leeds on 18 April 2024, where management is expected to set out new margin targets.</p>")


def _page(held: str) -> str:
    return f"<html lang='en'><body><article>{_STORY}{held}</article></body></html>"


def test_an_alt_naming_the_subject_and_its_city_is_no_outcome() -> None:
    verdict = judge(_page("<figure><img src='hq.jpg' alt='Wrenfield headquarters in Leeds'></figure>"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_an_alt_telling_what_happened_at_the_event_is_an_outcome() -> None:
    held = "<figure><img src='day.jpg' alt='Wrenfield unveils margin targets at Leeds investor day'></figure>"
    verdict = judge(_page(held), t=_T, page=_PAGE)
    assert verdict.label != "clean", verdict.reason


def test_a_related_headline_sharing_only_names_is_still_judged() -> None:
    # a related headline is another page's: the subject and place with a verb of its own report it
    related = "<aside class='related'><h3>Related</h3><ul><li><a href='/x'>Wrenfield cheers in Leeds</a></li></ul></aside>"
    html = f"<html lang='en'><body><article>{_STORY}</article>{related}</body></html>"
    verdict = judge(html, t=_T, page=_PAGE)
    assert verdict.label != "clean", verdict.reason
