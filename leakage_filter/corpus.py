"""Generated, labelled corpora of web pages for training and measuring the leakage filter.

Every page is synthetic, written by this generator and labelled so: a `<meta name="generator"
content="asof corpus generator (<family> family)">` tag in each page and `generated_by` in each
label. A corpus is a directory with `labels.jsonl` and `pages/`; each label line is
`{"id", "file", "url", "forecast_time", "expected", "kind", "generated_by"}`.

Two template families, written separately: `train` (`corpus_train`) and `heldout`
(`corpus_heldout`) use different sites, page layouts, companies, wording and date styles, so a
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

Generation is deterministic: the same family, seed and n give the same bytes.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Literal

from engine.errors import InputError
from engine.timestamps import to_iso

__all__ = [
    "ACCEPT_KINDS",
    "KINDS",
    "REJECT_KINDS",
    "Family",
    "GeneratedPage",
    "PageDates",
    "generate_corpus",
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


def _family(family: Family) -> Callable[[str, random.Random], GeneratedPage]:
    # Imported here: the family modules import this module's types.
    if family == "train":
        from leakage_filter.corpus_train import make_page
    elif family == "heldout":
        from leakage_filter.corpus_heldout import make_page
    else:
        raise InputError(f"unknown corpus family {family!r} (expected 'train' or 'heldout')", field="family")
    return make_page


def generate_corpus(out_dir: Path, *, seed: int, family: Family, n: int) -> Path:
    """Write `n` generated pages of `family` and their labels into `out_dir`; return labels.jsonl.

    Kinds are spread evenly (n // len(KINDS) each, the remainder to the first kinds) and shuffled.
    `out_dir` must not exist or be empty (a corpus is never silently mixed with another).
    """
    if n < 1:
        raise InputError("n must be at least 1", field="n")
    make_page = _family(family)
    out_dir = Path(out_dir)
    if out_dir.exists() and any(out_dir.iterdir()):
        raise InputError("output folder is not empty", file=str(out_dir))
    rng = random.Random(f"asof-corpus:{family}:{seed}")
    names = tuple(KINDS)
    kinds = [names[index % len(names)] for index in range(n)]
    rng.shuffle(kinds)
    pages_dir = out_dir / "pages"
    pages_dir.mkdir(parents=True, exist_ok=True)
    lines = []
    width = max(4, len(str(n)))
    for index, kind in enumerate(kinds, start=1):
        page = make_page(kind, rng)
        page_id = f"p{index:0{width}d}"
        relative = f"pages/{page_id}.html"
        (out_dir / relative).write_text(page.html, encoding="utf-8")
        label = {
            "id": page_id,
            "file": relative,
            "url": page.url,
            "forecast_time": to_iso(page.forecast_time),
            "expected": page.expected,
            "kind": page.kind,
            "generated_by": f"{generator_tag(family)}, seed {seed}",
        }
        lines.append(json.dumps(label, ensure_ascii=False))
    labels = out_dir / "labels.jsonl"
    labels.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return labels
