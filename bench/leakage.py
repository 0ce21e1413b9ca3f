"""Benchmark: pages classified per second by the rules and the learned leakage classifiers.

Data: 2,000 synthetic pages (quick: 200) written by the corpus generator's train family from a
fixed seed, each judged at its own forecast time with the context the gateway gives (URL, title,
the ingested `known_at`). Ingestion is done once beforehand and not timed: the figures are the
classifiers' own cost on raw HTML. Each classifier runs over every page `repeats` times; the
median pass gives pages per second. Checks: every pass returns the same labels (the classifiers
are deterministic), and the labels agree with the generator's expectations at a stated rate.
Also reported: how many pages the rules alone reject, i.e. LLM-judge calls a rules pre-filter
avoids under `pit_llm` (any rejecting member decides, so the judge need not be asked).
"""

from __future__ import annotations

import sys
import tempfile
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from bench import Progress, Report, check, interleaved, render
from engine.clock import SystemClock
from engine.settings import Settings
from leakage_filter.cache import CachedClassifier
from leakage_filter.corpora.generate import generate_corpus
from leakage_filter.corpus_pages import LoadedPage, load_page, read_corpus
from leakage_filter.learned import LearnedClassifier
from leakage_filter.rules import RulesClassifier
from leakage_filter.verdict import LeakageClassifier
from pit_store.memo import Memo
from pit_store.store import PitStore

DATA_LABEL = "synthetic pages from the asof corpus generator (train family, seed 20261201)"
SEED = 20261201


@dataclass(frozen=True)
class LeakageSize:
    """How big a run is."""

    pages: int = 2000
    repeats: int = 3


FULL = LeakageSize()
QUICK = LeakageSize(pages=200, repeats=1)


@dataclass(frozen=True)
class _Page:
    page: LoadedPage
    t: datetime
    expected: str


def _pages(folder: Path, size: LeakageSize, log: Progress) -> list[_Page]:
    generate_corpus(folder, seed=SEED, family="train", n=size.pages)
    log(f"generated {size.pages} pages; ingesting them once (not timed)")
    return [_Page(load_page(item.file, item.url), item.forecast_time, item.expected) for item in read_corpus(folder)]


def _labels(classifier: LeakageClassifier, pages: list[_Page]) -> list[str]:
    return [classifier.classify(p.page.content, p.t, p.page.context).label for p in pages]


def _replay(pages: list[_Page], report: Report, log: Progress) -> None:
    """A run, then its replay, through the verdict cache: how many classifier calls the replay saves.

    Every member is wrapped as the gateway wraps it (`CachedClassifier`, memo in a SQLite store);
    an LLM judge would sit behind the same wrapper, so its calls are saved the same way.
    """
    with tempfile.TemporaryDirectory() as folder:
        store = PitStore.open(Settings(store_url=f"sqlite:///{folder}/memo.db", data_dir=Path(folder) / "data"),
                              SystemClock(), create=True)
        try:
            members = [CachedClassifier(RulesClassifier(), Memo(store.engine, store.clock)),
                       CachedClassifier(LearnedClassifier.default(), Memo(store.engine, store.clock))]
            first = [_labels(member, pages) for member in members]
            calls_before = sum(member.misses for member in members)
            replayed = [CachedClassifier(m.inner, Memo(store.engine, store.clock)) for m in members]
            again = [_labels(member, pages) for member in replayed]
        finally:
            store.close()
    check(first == again, "a replay through the cache gave different verdicts")
    hits = sum(member.hits for member in replayed)
    report.add("classifier calls in the first run", calls_before, "count")
    report.add("classifier calls avoided by the cache on replay", hits, "count",
               f"of {sum(m.hits + m.misses for m in replayed)} asked; new calls: {sum(m.misses for m in replayed)}")
    report.checks["replay identical"] = "the replay's verdicts equal the first run's"
    log("replay through the verdict cache done")


_TIMES = (timedelta(0), timedelta(hours=-6), timedelta(days=1), timedelta(days=-3))
"""The forecast times each page is judged at in the many-times pass: its own t and three others."""


def _many_times(pages: list[_Page], size: LeakageSize, report: Report) -> None:
    """The rules judging each page at several forecast times in a row, as a run's instances read the
    same page at different t: the t-independent reading of a page (its view, its injection check) is
    computed once per content."""
    rules = RulesClassifier()

    def one_pass() -> int:
        return sum(rules.classify(p.page.content, p.t + shift, p.page.context).label != "clean" for p in pages for shift in _TIMES)

    timing = interleaved({"rules x4": one_pass}, size.repeats)["rules x4"]
    report.add(f"rules pages/s, each page at {len(_TIMES)} forecast times", len(pages) * len(_TIMES) / timing.seconds,
               "pages/s", timing.note())


def measure(quick: bool = False, *, log: Progress | None = None) -> Report:
    """Run the benchmark at QUICK or FULL size and return its report."""
    size = QUICK if quick else FULL
    log = log or Progress("leakage")
    report = Report(
        name="leakage",
        title="Leakage classifiers: pages classified per second",
        data=DATA_LABEL,
        params={"pages": size.pages, "repeats": size.repeats},
    )
    with tempfile.TemporaryDirectory() as folder:
        pages = _pages(Path(folder) / "corpus", size, log)
    must_reject = [p.expected == "reject" for p in pages]
    classifiers: dict[str, LeakageClassifier] = {"rules": RulesClassifier(), "learned": LearnedClassifier.default()}
    passes: dict[str, list[list[str]]] = {name: [] for name in classifiers}

    def one_pass(name: str) -> list[str]:
        labels = _labels(classifiers[name], pages)
        passes[name].append(labels)
        return labels

    for classifier in classifiers.values():
        _labels(classifier, pages[:5])  # warm-up: first-use costs (parsers, model) are not per page
    log(f"timing {', '.join(c.classifier_id for c in classifiers.values())} over {len(pages)} pages x {size.repeats}")
    timings = interleaved({name: (lambda name=name: one_pass(name)) for name in classifiers}, size.repeats)
    for name, timing in timings.items():
        labels = timing.result
        check(all(p == passes[name][0] for p in passes[name]), f"{name}: labels differ between passes")
        agree = sum((label != "clean") == reject for label, reject in zip(labels, must_reject)) / len(pages)
        report.add(f"{name} pages/s", len(pages) / timing.seconds, "pages/s", timing.note())
        report.add(f"{name} ms/page", 1000 * timing.seconds / len(pages), "ms")
        report.add(f"{name} agreement with labels", 100 * agree, "%", "classifier alone, no metadata stage")
        report.checks[f"{name} deterministic"] = f"{size.repeats} pass(es) gave identical labels on {len(pages)} pages"
    _many_times(pages, size, report)
    avoided = sum(label != "clean" for label in timings["rules"].result)
    report.add("LLM calls avoided by the rules pre-filter", avoided, "count", f"of {len(pages)} pages the rules reject")
    _replay(pages, report, log)
    report.notes.append("ingestion (trafilatura, htmldate) ran once before timing and is not included")
    return report


def run(quick: bool = False) -> dict[str, object]:
    """Run the benchmark, print its table, and return the report as JSON data."""
    report = measure(quick)
    print(render(report))
    return report.to_json()


if __name__ == "__main__":
    run(quick="--quick" in sys.argv)
