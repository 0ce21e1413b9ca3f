"""Generated, labelled corpora of web pages for training and measuring the leakage filter.

Every page is synthetic, written by this generator and labelled so: a `<meta name="generator"
content="asof corpus generator (<family> family)">` tag in each page and `generated_by` in each
label. A corpus is a directory with `labels.jsonl` and `pages/`; each label line is
`{"id", "file", "url", "forecast_time", "expected", "kind", "generated_by"}`.

Two template families, written separately: `train` (`corpora.train`) and `heldout`
(`corpora.heldout`) use different sites, page layouts, companies, wording and date styles, so a
model trained on one and measured on the other is measured on pages its generator never produced.
Both cover the same kinds (`KINDS`): what must be rejected at t (published or updated after t,
related modules listing later headlines, later dated statements under an earlier byline, no date
at all, text addressed to automated reviewers, corrections stamped after t, results for a period
not over at t, later dates without a year or in numeric form, Chinese pages stating later facts)
and what must be accepted (plain pages, scheduled later dates, guidance for later periods, pages
full of old dates, site chrome carrying later dates, pages dated only by their URL, related
modules of older headlines, Chinese clean pages).

Chrome pages (`clean_chrome_later`) carry their later dates where both the ingest and the rules
treat them as chrome: page footers and navigation bars (the ingest drops those before looking for
dates), copyright lines, and cookie or consent notices whose date follows no stamp marker at the
start of a line (the ingest's statement search skips them; the page's `<meta>`/JSON-LD date is
what htmldate reports). A masthead "today's date" in a plain `<div>` outside the article is not
safe: htmldate's latest-date search reports it as the page's modified date (6 of 21 such pages
in a design run), so the metadata stage rejects a clean page. The heldout family keeps its
masthead inside `<nav>`; the masthead case is an ingest limitation, not a labelling choice.

Generation (`corpora.generate`) is deterministic: the same family, seed and n give the same bytes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Literal

__all__ = [
    "ACCEPT_KINDS",
    "KINDS",
    "REJECT_KINDS",
    "Family",
    "GeneratedPage",
    "PageDates",
    "generator_tag",
]

Family = Literal["train", "heldout"]
Expected = Literal["reject", "accept"]

REJECT_KINDS = (
    "published_after",
    "updated_after",
    "related_later",
    "dated_statement_after",
    "no_date",
    "injection",
    "correction_after",
    "period_not_over",
    "later_no_year",
    "later_numeric",
    "zh_leak",
)
ACCEPT_KINDS = (
    "clean_plain",
    "clean_scheduled",
    "clean_guidance",
    "clean_old_dates",
    "clean_chrome_later",
    "clean_url_dated",
    "clean_related_old",
    "zh_clean",
)
KINDS: dict[str, Expected] = {**dict.fromkeys(REJECT_KINDS, "reject"), **dict.fromkeys(ACCEPT_KINDS, "accept")}


@dataclass(frozen=True, slots=True)
class GeneratedPage:
    """One generated page and its label."""

    html: str
    url: str
    forecast_time: datetime
    kind: str

    @property
    def expected(self) -> Expected:
        """What the `pit_llm` decision must be for this page."""
        return KINDS[self.kind]


@dataclass(frozen=True, slots=True)
class PageDates:
    """The dates a page is built around: t, the page's own date, and a later (post-t) date."""

    t: datetime
    published: datetime
    later: datetime
    """A date after t (3 to 80 days later) for the later facts of leaking pages."""
    earlier: datetime
    """A date before the page (5 to 300 days earlier) for its past facts."""

    @staticmethod
    def draw(rng: random.Random) -> "PageDates":
        """t between 2022 and mid-2026 at a drawn time of day; the page 3 to 150 days before it."""
        day = date(2022, 1, 3) + timedelta(days=rng.randrange(0, 1600))
        hour, minute, second = rng.choice([(23, 59, 59), (20, 0, 0), (16, 30, 0), (12, 0, 0), (8, 0, 0)])
        t = datetime(day.year, day.month, day.day, hour, minute, second, tzinfo=UTC)
        published = (t - timedelta(days=rng.randint(3, 150))).replace(
            hour=rng.randint(6, 20), minute=rng.choice([0, 5, 15, 30, 45]), second=0
        )
        later = (t + timedelta(days=rng.randint(3, 80))).replace(hour=rng.randint(8, 18), minute=0, second=0)
        earlier = published - timedelta(days=rng.randint(5, 300))
        return PageDates(t=t, published=published, later=later, earlier=earlier)


def generator_tag(family: Family) -> str:
    """The value of the generator meta tag every generated page carries."""
    return f"asof corpus generator ({family} family)"
