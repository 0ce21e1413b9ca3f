"""A later date a page carries about its own content keeps `known_at` at that date, even where an
annotator's publication date is earlier.

Each case is a class seen among the real pages `python -m bench page_dates` dates later than their
labels without a labelled modification: a `<time>` whose machine instant is later than the
publication its own text shows, a second, later stamp in the page's byline, a stated publication
later than the date in the address (a post published again), a page that holds a later post of
its own feed. Taking the earlier date would show the bytes held before the page says they
existed. Each test has its counterpart: where the page's dates agree, the publication day stands.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html

from pit_store.ingest.page_dates import DateEvidence, date_evidence

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")
BODY = "<p>La radio associative a changé de direction après une assemblée générale tenue dimanche soir.</p>"
URL = "https://luttes.example.org/article/la-radio-change-de-direction-1145"


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def day_of(found: DateEvidence) -> date:
    """The day `known_at` falls on where a day ends last (a day-only date's end stays on its day)."""
    assert found.known_at is not None
    return found.known_at.astimezone(UTC_MINUS_12).date()


def evidence(byline: str, *, head: str = "", url: str = URL) -> DateEvidence:
    html = (f"<html><head><title>La radio change de direction</title>{head}</head><body><article>"
            f"<h1>La radio change de direction</h1><div class='publi_infos'>{byline}</div>{BODY}</article></body></html>")
    return date_evidence(lxml.html.document_fromstring(html), url=url, captured_at=None, date_only_tz=UTC_MINUS_12)


def test_a_machine_instant_later_than_the_publication_its_text_shows_decides() -> None:
    found = evidence('<time datetime="2019-07-03T10:18:46Z">Publié le 29 juin 2019</time>')
    assert found.known_at == utc(2019, 7, 3, 10, 18, 46)


def test_a_machine_instant_on_the_day_its_text_shows_is_the_publication() -> None:
    found = evidence('<time datetime="2019-06-29T10:18:46Z">Publié le 29 juin 2019</time>')
    assert day_of(found) == date(2019, 6, 29)


def test_a_second_later_stamp_in_the_byline_decides() -> None:
    found = evidence('<time pubdate="pubdate" datetime="2019-06-09T17:00:00Z">Publié le 9 juin 2019</time>'
                     '<time pubdate="pubdate" datetime="2019-06-12T06:01:42Z"></time>')
    assert found.known_at == utc(2019, 6, 12, 6, 1, 42)


def test_a_lone_byline_stamp_is_the_publication() -> None:
    found = evidence('<time pubdate="pubdate" datetime="2019-06-09T17:00:00Z">Publié le 9 juin 2019</time>')
    assert found.known_at == utc(2019, 6, 9, 17)


REPUBLISHED_URL = "https://blog.example.de/home/2017/7/12/unter-uns-montauk"


def test_a_stated_publication_later_than_the_address_date_decides() -> None:
    head = '<meta itemprop="datePublished" content="2019-06-17T18:28:00+0200">'
    found = evidence('<time datetime="2019-06-17">Jun 17</time>', head=head, url=REPUBLISHED_URL)
    assert day_of(found) == date(2019, 6, 17)


def test_a_stated_publication_on_the_address_date_is_the_publication() -> None:
    head = '<meta itemprop="datePublished" content="2017-07-12T18:28:00+0200">'
    found = evidence('<time datetime="2017-07-12">Jul 12</time>', head=head, url=REPUBLISHED_URL)
    assert day_of(found) == date(2017, 7, 12)


def timeline(*stamps: tuple[int, str]) -> DateEvidence:
    """A profile page's timeline: each post with its exact stamp (`data-utime`, seconds since the epoch)."""
    posts = "".join(
        f'<div class="post"><p>Post {n}: Herbst in den Alpen, Wanderwege und Hütten im Oktober.</p>'
        f'<a href="/visitalps/posts/{n}"><abbr data-utime="{utime}" class="timestamp"><span>{shown}</span></abbr></a></div>'
        for n, (utime, shown) in enumerate(stamps))
    html = f"<html><head><title>Visit Alps</title></head><body><div id='timeline'><h1>Visit Alps</h1>{posts}</div></body></html>"
    return date_evidence(lxml.html.document_fromstring(html), url="https://social.example.com/visitalps/", captured_at=None,
                         date_only_tz=UTC_MINUS_12)


def test_a_timeline_that_holds_a_later_post_is_known_from_that_post() -> None:
    found = timeline((1507453920, "Gestern um 02:12"), (1507287600, "6. Oktober um 04:00"))
    assert found.known_at == utc(2017, 10, 8, 9, 12)


def test_a_timeline_of_one_day_is_known_from_its_latest_post_that_day() -> None:
    found = timeline((1507287600, "6. Oktober um 04:00"), (1507286600, "6. Oktober um 03:43"))
    assert found.known_at == utc(2017, 10, 6, 11)
