"""Benchmark: pages classified per second by the rules and the learned leakage classifiers.

Data: 2,000 synthetic pages (quick: 200) written by the corpus generator's train family from a
fixed seed, each judged at its own forecast time with the context the gateway gives (URL, title,
the ingested `known_at`). Ingestion is done once beforehand and not timed: the figures are the
classifiers' own cost on raw HTML. Each classifier runs over every page `repeats` times; the
median pass gives pages per second. Checks: every pass returns the same labels (the classifiers
are deterministic), and the labels agree with the generator's expectations at a stated rate.
Also reported: how many pages the rules alone reject, i.e. LLM-judge calls a rules pre-filter
avoids under `pit_llm` (any rejecting member decides, so the judge need not be asked).

Cold or cached: the rules keep the t-independent reading of the last pages they read (page view,
locale, date mentions and their roles, injection answer; `functools` caches in `leakage_filter`).
Every timed pass starts with those caches emptied (`clear_reading_caches`), so the single-reading
figures are cold: a warm process (parsers loaded, patterns compiled) reading pages it has not
seen. The many-times pass reads each page at its own t (cold) and then at three other t's, and
reports the re-reads on their own: what a page costs once its t-independent reading is cached.

Decision identity (`python -m bench.leakage --record FILE`, then `--check-against FILE` after a
change meant to be speed only): every page of the frozen eval corpora (`eval/leakage/indep-*`)
and of the generated corpus, each judged at its own t and at the other forecast times of the
many-times pass, gets the gateway's `pit_llm` decision (rules ensemble) and the rules' verdict
(label, confidence, reason, evidence, as a digest). The check lists every question whose decision
or verdict differs from the recorded one and fails if any does.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from bench import Progress, Report, check, interleaved, render
from engine.clock import SystemClock
from engine.hashing import content_hash
from engine.settings import Settings
from leakage_filter.cache import CachedClassifier
from leakage_filter.ensemble import Ensemble
from leakage_filter.page_judgement import judge_page
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


def clear_reading_caches() -> int:
    """Empty every `functools` cache of the `leakage_filter` modules loaded (the per-content readings
    the classifiers keep), so that a timed pass reads every page cold; the number emptied."""
    emptied = 0
    for name, module in list(sys.modules.items()):
        if name == "leakage_filter" or name.startswith("leakage_filter."):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)) and callable(getattr(value, "cache_info", None)):
                    value.cache_clear()
                    emptied += 1
    return emptied


def _many_times(pages: list[_Page], size: LeakageSize, report: Report) -> None:
    """The rules judging each page at several forecast times in a row, as a run's instances read the
    same page at different t: the t-independent reading of a page (its view, its dates and their
    roles, its injection check) is computed at the first t and kept for the others."""
    rules = RulesClassifier()
    rereads: list[float] = []

    def one_pass() -> int:
        clear_reading_caches()
        rejected, again = 0, 0.0
        for p in pages:
            rejected += rules.classify(p.page.content, p.t, p.page.context).label != "clean"
            start = time.process_time()
            rejected += sum(rules.classify(p.page.content, p.t + shift, p.page.context).label != "clean" for shift in _TIMES[1:])
            again += time.process_time() - start
        rereads.append(again)
        return rejected

    timing = interleaved({"rules x4": one_pass}, size.repeats)["rules x4"]
    report.add(f"rules pages/s, each page at {len(_TIMES)} forecast times", len(pages) * len(_TIMES) / timing.seconds,
               "pages/s", timing.note())
    report.add(f"rules pages/s of CPU, each page at {len(_TIMES)} forecast times", len(pages) * len(_TIMES) / timing.cpu,
               "pages/s", "median CPU seconds; the first t cold, the others cached")
    report.add("rules pages/s of CPU, a page read again at another t", len(pages) * (len(_TIMES) - 1) / statistics.median(rereads),
               "pages/s", f"cached: its t-independent reading kept; median of {len(rereads)} CPU sums")


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
        clear_reading_caches()  # cold: no page of this pass was read before (see the module docstring)
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
        report.add(f"{name} pages/s of CPU", len(pages) / timing.cpu, "pages/s",
                   "cold, median CPU seconds: the figure on a busy machine")
        report.add(f"{name} ms/page", 1000 * timing.seconds / len(pages), "ms")
        report.add(f"{name} agreement with labels", 100 * agree, "%", "classifier alone, no metadata stage")
        report.checks[f"{name} deterministic"] = f"{size.repeats} pass(es) gave identical labels on {len(pages)} pages"
    _many_times(pages, size, report)
    avoided = sum(label != "clean" for label in timings["rules"].result)
    report.add("LLM calls avoided by the rules pre-filter", avoided, "count", f"of {len(pages)} pages the rules reject")
    _replay(pages, report, log)
    report.notes.append("ingestion (trafilatura, htmldate) ran once before timing and is not included")
    return report


EVAL_CORPORA = ("indep-en", "indep-intl", "indep-c-en", "indep-c-intl")
"""The frozen eval corpora the identity check reads, under `eval/leakage/`."""
_EVAL_ROOT = Path(__file__).resolve().parent.parent / "eval" / "leakage"


def _identity_pages(generated: int, log: Progress) -> Iterator[tuple[str, str, _Page]]:
    """(corpus, page id, page) for every eval corpus page, then `generated` pages of the bench corpus."""
    for name in EVAL_CORPORA:
        items = read_corpus(_EVAL_ROOT / name)
        log(f"{name}: ingesting {len(items)} pages")
        for item in items:
            yield name, item.id, _Page(load_page(item.file, item.url), item.forecast_time, item.expected)
    with tempfile.TemporaryDirectory() as folder:
        generate_corpus(Path(folder), seed=SEED, family="train", n=generated)
        log(f"generated: ingesting {generated} pages")
        for item in read_corpus(Path(folder)):
            yield "generated", item.id, _Page(load_page(item.file, item.url), item.forecast_time, item.expected)


def decision_records(generated: int = FULL.pages, *, log: Progress | None = None) -> list[dict[str, Any]]:
    """One record per (page, forecast time): the `pit_llm` decision and the rules' full verdict."""
    log = log or Progress("leakage")
    rules = RulesClassifier()
    ensemble = Ensemble([rules])
    records = []
    for corpus, page_id, p in _identity_pages(generated, log):
        for shift in _TIMES:
            t = p.t + shift
            judgement = judge_page(p.page.known_at, p.page.candidates, t, ensemble=ensemble,
                                   content=p.page.content, snippet=None, context=p.page.context)
            verdict = rules.classify(p.page.content, t, p.page.context)
            records.append({
                "key": f"{corpus}/{page_id}@{shift.total_seconds() / 3600:g}h",
                "accept": judgement.accept, "stage": judgement.stage, "reason_code": judgement.reason_code,
                "label": verdict.label, "confidence": verdict.confidence, "reason": verdict.reason,
                "verdict": content_hash(verdict.model_dump(mode="json")),
            })
    return records


def check_against(recorded: list[dict[str, Any]], now: list[dict[str, Any]]) -> list[str]:
    """The differences between two record lists, one line each (empty: identical)."""
    before = {r["key"]: r for r in recorded}
    after = {r["key"]: r for r in now}
    lines = [f"{key}: only in the recording" for key in before.keys() - after.keys()]
    lines += [f"{key}: not in the recording" for key in after.keys() - before.keys()]
    for key in sorted(before.keys() & after.keys()):
        old, new = before[key], after[key]
        changed = [field for field in old if old[field] != new[field]]
        if changed:
            decision = "DECISION " if any(f in changed for f in ("accept", "stage", "reason_code", "label")) else ""
            lines.append(f"{key}: {decision}{', '.join(changed)} differ: "
                         + "; ".join(f"{f} {str(old[f])[:160]!r} -> {str(new[f])[:160]!r}" for f in changed if f != "verdict"))
    return lines


def _identity(args: argparse.Namespace) -> int:
    log = Progress("leakage")
    records = decision_records(args.generated, log=log)
    if args.record:
        args.record.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in records), encoding="utf-8")
        print(f"recorded {len(records)} decisions to {args.record}")
        return 0
    recorded = [json.loads(line) for line in args.check_against.read_text(encoding="utf-8").splitlines() if line]
    differences = check_against(recorded, records)
    for line in differences:
        print(line)
    decisions = sum("DECISION" in line for line in differences)
    print(f"{len(records)} questions: {len(differences)} differ ({decisions} in the decision or label)"
          if differences else f"{len(records)} questions: decisions and verdicts identical to {args.check_against}")
    return 1 if differences else 0


def run(quick: bool = False) -> dict[str, object]:
    """Run the benchmark, print its table, and return the report as JSON data."""
    report = measure(quick)
    print(render(report))
    return report.to_json()


def main(argv: list[str]) -> int:
    """`python -m bench.leakage [--quick] [--record FILE | --check-against FILE] [--generated N]`."""
    parser = argparse.ArgumentParser(prog="python -m bench.leakage", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small benchmark sizes")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--record", type=Path, help="write every page's decision and verdict to FILE (no timing)")
    which.add_argument("--check-against", type=Path, help="compare every decision and verdict with FILE (no timing)")
    parser.add_argument("--generated", type=int, default=FULL.pages, help="generated pages in the identity check")
    args = parser.parse_args(argv)
    if args.record or args.check_against:
        return _identity(args)
    run(quick=args.quick)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
