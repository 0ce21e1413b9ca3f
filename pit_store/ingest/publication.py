"""A page's stated first publication, for users auditing a page: its own evidence beside `known_at`.

`known_at` is the latest trustworthy date a page states (a modified page is known from its
modification). What a user auditing a page also wants to see is when the page says it was first
published. This module chooses that date from the page's date candidates (`page_dates`), by one
rule:

- Only trusted candidates of role `published` count: never a modification (`dateModified`, an
  "Updated" stamp, htmldate's latest date), never a date untrusted as after the capture, before
  1990, a year alone, a date the text only talks about.
- Never a date read from a side region: htmldate's pass over the whole page (`htmldate:page`, which
  sees footers, sidebars and comments) and the page's own item in a listing beside it
  (`listing:own-item`: a listing may show an item's update time) are not publications. Neither is
  the latest stamp a page writes (`written:latest`), a fallback for pages with no date of their own.
- Sources in order of strength, the first that states a publication decides:
  1. the document's own metadata, the publisher's statement about this document: JSON-LD
     (`datePublished`, `uploadDate`), publication `<meta>` tags (`article:published_time`,
     `DC.date`, ...), embedded application state (`state:*`);
  2. the page's markup and visible text: microdata, `<time>` and stamp attributes, a
     "Published ..." line or field, a byline stamp, a sentence about the page, an embargo line.
     A `<time>` in the article may be another item's (a previous post's), which is why the
     document's metadata comes first;
  3. a creation stamp (`dateCreated`, `DC.date.created`, ...): when the item was created in the
     publisher's system, which may be before it was published (a draft), so only when nothing
     above states a publication;
  4. htmldate's original date on the article (`htmldate:original`, its guess from the markup and
     text), only where its pass over the whole page gives the same day (`htmldate:page`): where
     the side regions change its answer, the date it prefers is in a side region, and its choice
     on the article alone is not settled by the page (a home page's or a legal text's oldest
     mention, not its publication); and never where it may be a modification the page states
     (htmldate reports an "Updated" date as the publication when it is the page's only date): the
     same instant, or without a time of its own the same day;
  5. the date in the address (`url`, the publisher's path).
- Within that source class the earliest is the first publication: a page that states two
  publications (a visible byline and a later machine stamp, an "Originally published" line) was
  first published at the earlier. Candidates are compared by their value as `page_dates` resolves
  it: a day without a time stands for the end of its day, so an exact stamp of that day comes
  before the day alone (the more precise one is chosen). Of equal values the first found wins
  (JSON-LD, meta, markup, text: `extract_claims`'s order).
- Never after `known_at` (so never after the capture): the page was public then. A day whose end
  is later (the page's exact stamp that day, or the capture, dates it earlier) counts as published
  by `known_at`, and the choice says so (`bounded`).
- `None` when the page states no publication at all.

Values are taken before `page_dates` refines a day by an exact stamp of the same day, since that
stamp may be a modification's; the candidate's own precision comes with the choice.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Generic, NamedTuple, Protocol, TypeVar

__all__ = ["Publication", "first_publication"]

_NOT_PUBLICATIONS = ("htmldate:page", "listing:own-item", "written:latest")
_METADATA = ("jsonld:", "meta:", "state:")
_FALLBACKS = ("htmldate:original", "url")


class Dated(Protocol):
    """What the rule reads of a date candidate (`page_dates.DateCandidate`)."""

    @property
    def source(self) -> str: ...
    @property
    def value(self) -> datetime: ...
    @property
    def precision(self) -> str: ...
    @property
    def role(self) -> str: ...
    @property
    def trusted(self) -> bool: ...


_D = TypeVar("_D", bound=Dated)


class Publication(NamedTuple, Generic[_D]):
    """The chosen first publication: its instant, the candidate it comes from (its source and
    precision), and whether `known_at` bounds the instant (the candidate's value is later)."""

    at: datetime
    candidate: _D
    bounded: bool


def _strength(source: str) -> int:
    """The source class of a publication candidate, strongest (0) first (see the module docstring)."""
    if source.lower().endswith("created"):
        return 2
    if source.startswith(_METADATA):
        return 0
    if source in _FALLBACKS:
        return 3 + _FALLBACKS.index(source)
    return 1


def first_publication(
    candidates: Iterable[_D], known_at: datetime | None, *, htmldate_settled: bool
) -> Publication[_D] | None:
    """The first publication the page states among `candidates` (see the module docstring), or None.

    `known_at` (aware UTC, or None) is the page's, never after its capture. `htmldate_settled`:
    htmldate's original date on the article is on the day it gives for the whole page and cannot
    be a modification the page states (else `htmldate:original` is not used).
    """
    eligible = [c for c in candidates if c.trusted and c.role == "published" and c.source not in _NOT_PUBLICATIONS
                and (c.source != "htmldate:original" or htmldate_settled)]
    if not eligible:
        return None
    strongest = min(_strength(c.source) for c in eligible)
    chosen = min((c for c in eligible if _strength(c.source) == strongest), key=lambda c: c.value)
    bounded = known_at is not None and known_at < chosen.value
    return Publication(known_at if bounded and known_at is not None else chosen.value, chosen, bounded)
