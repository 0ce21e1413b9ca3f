"""Benchmark: page dating on real pages whose publication dates others annotated.

The pages and labels live in six sets, each frozen before anything was measured on it:
`eval/real_pages/` (with its `more/` part), `eval/real_pages_more/`, `eval/real_pages_third/`,
`eval/real_pages_fourth/`, `eval/real_pages_fifth/` and `eval/real_pages_sixth/` (see their READMEs: where each page and date comes from, and the
licences). Nothing here may be tuned page by page. Each set (and each frozen part of it) is reported apart, then all together.

Each page is read on its own, as `asof ingest pages FILE --url URL --captured-at CAPTURE` would
read it, with one capture time after every labelled date (so the capture never decides), and its
`known_at` is compared with the labelled day. htmldate alone is run on the same bytes and URL,
`find_date(original_date=True)` and `find_date()`, defaults otherwise.

Then the whole set is ingested twice into a scratch SQLite store, as one folder and as one WARC
(`response` records, written here from the same bytes), each in one `store_pages` call, and the
store is verified: quarantined pages and skipped records are reported, and `verify_store` must
pass.

Outcomes at day level:
- `exact`: on the labelled day; `later`: after it (safe: the page is hidden a little longer).
  A later page is counted apart, as on a stated modification, when the labelled day is a
  publication the page itself states (in its markup or text: not htmldate's guess, not the
  address) and the later day is a modification it states (role `modified`: `dateModified`,
  `article:modified_time`, an "Updated" stamp; not htmldate's latest date). The label is then the
  original publication and the bytes held are the modified ones, so the later day is right by
  design. The figure "exact or on a stated modification" adds those pages to `exact`; `exact`
  alone (the publication day) stays reported beside it. The same test applies to htmldate's
  date (its day is one of the page's stated modifications), with asof's reading of the page;
- `EARLIER`: before it (content visible before it was public: the figure that matters);
- `undated`: no date found (asof: `known_at` is the capture alone, or none);
- `refused`: asof could not read the page (an `InputError`).

asof's `published_at` (the first publication the page states, `pit_store.ingest.publication`) is
reported beside `known_at` with the same outcomes, `undated` where the page states none; an
EARLIER `published_at` whose labelled day is a modification the page states is counted apart (the
label is then a later version; the publication before it is right by design).

How asof's `known_at` (and `published_at`) is put on a day: a date-only (or month-only) basis
stands for the end of its day in `date_only_tz`, so its day is read back in that zone; a basis with
a time (or a day refined by an exact stamp of that day, `refined_by`; for `published_at`, a day
bounded by `known_at`) is an instant, exact when it falls on the labelled day in the label's own
offset (a label without an offset: anywhere on Earth, UTC+14 to UTC-12).
"""

from __future__ import annotations

import gzip
import io
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from time import process_time
from typing import Any, Literal
from zoneinfo import ZoneInfo

from htmldate import find_date
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from bench import Progress, Report, check
from engine.clock import ManualClock
from engine.errors import InputError
from engine.settings import Settings
from pit_store.ingest.documents import read_documents
from pit_store.ingest.page_batch import PageIngestReport, store_pages
from pit_store.store import PitStore
from pit_store.verify import verify_store

Outcome = Literal["exact", "later", "EARLIER", "undated", "refused"]
OUTCOMES: tuple[Outcome, ...] = ("exact", "later", "EARLIER", "undated", "refused")
KNOWN_AT, PUBLISHED_AT = "asof known_at", "asof published_at"
ORIGINAL, LATEST = "htmldate original_date=True", "htmldate find_date()"
METHODS = (KNOWN_AT, PUBLISHED_AT, ORIGINAL, LATEST)
"""`asof published_at` is the first publication the page states (`DateEvidence.published_at`),
reported beside `known_at`: evidence for a user auditing a page, never what decides visibility."""
_ASOF = (KNOWN_AT, PUBLISHED_AT)  # read by asof: a page it cannot read is refused

_EVAL = Path(__file__).resolve().parent.parent / "eval"
DEFAULT_SET = _EVAL / "real_pages"
DEFAULT_SETS = (
    DEFAULT_SET, _EVAL / "real_pages_more", _EVAL / "real_pages_third", _EVAL / "real_pages_fourth",
    _EVAL / "real_pages_fifth", _EVAL / "real_pages_sixth")
"""Every frozen set, reported apart and together."""
CAPTURED_AT = datetime(2030, 1, 1, tzinfo=UTC)
"""After every labelled date: the capture proves existence but never decides the day."""
DATE_ONLY_TZ = "Etc/GMT+12"
_FIRST = ZoneInfo("Etc/GMT-14")  # where a calendar day begins first
_LAST = ZoneInfo(DATE_ONLY_TZ)  # and where it ends last


@dataclass(frozen=True)
class Label:
    """One page of the set: its file, URL and the labelled publication date."""

    file: Path
    url: str | None
    truth: str
    """ISO date, or date-time with or without an offset, as the annotators wrote it."""

    @property
    def day(self) -> date:
        """The labelled calendar day, as written."""
        return date.fromisoformat(self.truth[:10])

    @property
    def offset(self) -> timedelta | None:
        """The label's UTC offset when it gave a time with one."""
        try:
            parsed = datetime.fromisoformat(self.truth)
        except ValueError:
            return None
        return parsed.utcoffset()


def _label_rows(folder: Path) -> list[dict[str, str]]:
    listed = folder / "labels.json"
    if listed.is_file():
        rows: list[dict[str, str]] = json.loads(listed.read_text(encoding="utf-8"))
        return rows
    lines = (folder / "labels.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def _has_labels(folder: Path) -> bool:
    return (folder / "labels.json").is_file() or (folder / "labels.jsonl").is_file()


def load_labels(folder: Path) -> list[Label]:
    """The labelled pages of an evaluation folder (`labels.json`, a JSON list, or `labels.jsonl`,
    one object a line, beside `pages/`)."""
    return [Label(folder / row["file"], row.get("url"), row["date"]) for row in _label_rows(folder)]


def load_parts(folder: Path, own: str = "first") -> dict[str, list[Label]]:
    """The frozen parts of an evaluation folder: its own labels (named `own`) and each sub-folder
    that has labels (named after the sub-folder), reported apart and in total."""
    parts = {own: load_labels(folder)}
    for sub in sorted(child for child in folder.iterdir() if child.is_dir() and _has_labels(child)):
        parts[sub.name] = load_labels(sub)
    return parts


def load_sets(folders: Sequence[Path]) -> dict[str, dict[str, list[Label]]]:
    """Each evaluation folder's frozen parts, by folder name. The first folder's own part is
    "first"; another folder's own part takes the folder's name."""
    return {folder.name: load_parts(folder, "first" if index == 0 else folder.name)
            for index, folder in enumerate(folders)}


def _by_day(found: date, truth: date) -> Outcome:
    return "exact" if found == truth else ("later" if found > truth else "EARLIER")


def _by_instant(instant: datetime, label: Label) -> Outcome:
    offset = label.offset
    if offset is not None:
        local = instant.astimezone(UTC) + offset
        return _by_day(local.date(), label.day)
    first = datetime.combine(label.day, time(0), tzinfo=_FIRST)
    last = datetime.combine(label.day + timedelta(days=1), time(0), tzinfo=_LAST)
    return "EARLIER" if instant < first else ("later" if instant >= last else "exact")


Candidate = dict[str, Any]
"""One entry of a draft's `provenance["date_candidates"]`."""


def _candidate_outcome(candidate: Candidate, label: Label) -> Outcome:
    """Where one date candidate falls against the labelled day: a day-only (or month-only) date,
    not refined by an exact stamp, by its day in `date_only_tz`; any other as an instant."""
    instant = datetime.fromisoformat(str(candidate["value"]))
    if candidate["precision"] in ("day", "month") and not candidate.get("refined_by"):
        return _by_day(instant.astimezone(_LAST).date(), label.day)
    return _by_instant(instant, label)


def _stated(candidate: Candidate, role: str) -> bool:
    """A trusted candidate of `role` that the page states in its own markup or text: htmldate's
    dates are its guesses and the address's date is not a statement of what the page holds."""
    source = str(candidate["source"])
    return bool(candidate["trusted"]) and candidate["role"] == role and source != "url" and not source.startswith("htmldate:")


@dataclass(frozen=True)
class AsofResult:
    """How asof dated one page: the outcome, the deciding source and that candidate's role, and
    what the page states of its own publication and modifications."""

    outcome: Outcome
    basis: str
    role: str | None = None
    """The deciding candidate's role (`published`, `modified`, `statement`), when one decided."""
    publication_on_label: bool = False
    """The page states a publication on the labelled day: the label is its original publication."""
    modifications: tuple[Candidate, ...] = ()
    """The modifications the page states (role `modified`, its own markup or text)."""
    published: Outcome = "undated"
    """How the first publication the page states (`published_at`) compares with the label."""
    published_basis: str = "none"
    label_modified: bool = False
    """The labelled day is a modification the page states: an earlier `published_at` is then the
    publication before the labelled version, right by design."""

    @property
    def by_modification(self) -> bool:
        """Later because the page itself states a modification after the publication it also
        states on the labelled day (right by design). htmldate's latest date (role `modified` too)
        is only the latest date it found, so it does not count as a stated modification."""
        return (self.outcome == "later" and self.role == "modified" and not self.basis.startswith("htmldate:")
                and self.publication_on_label)

    def modified_on(self, found: str, label: Label) -> bool:
        """A later `found` day (htmldate's) is a day the page states a modification on, after the
        publication it states on the labelled day."""
        on_found = Label(label.file, label.url, found[:10])
        return self.publication_on_label and any(_candidate_outcome(c, on_found) == "exact" for c in self.modifications)


def asof_outcome(label: Label) -> AsofResult:
    """How asof's `known_at` (and `published_at`) for this page compares with its label, and what decided it."""
    try:
        (draft,) = read_documents(label.file, captured_at=CAPTURED_AT, url=label.url, date_only_tz=DATE_ONLY_TZ)
    except InputError as exc:
        return AsofResult("refused", str(exc), published="refused", published_basis=str(exc))
    provenance = draft.provenance
    candidates: list[Candidate] = provenance["date_candidates"]
    published = any(_stated(c, "published") and _candidate_outcome(c, label) == "exact" for c in candidates)
    modifications = tuple(c for c in candidates if _stated(c, "modified"))
    publication = provenance["published_at_basis"]
    # A day bounded by `known_at` is that instant (as a refined day is), else its day.
    first: Outcome = "undated" if provenance["published_at"] is None else _candidate_outcome(
        {"value": provenance["published_at"], "precision": provenance["published_at_precision"],
         "refined_by": "known_at" if provenance["published_at_bounded"] else None}, label)
    label_modified = any(_candidate_outcome(c, label) == "exact" for c in modifications)
    basis = provenance["known_at_basis"]
    if draft.known_at is None or basis in ("captured_at", "none"):
        return AsofResult("undated", basis, None, published, modifications, first, publication, label_modified)
    chosen = [c for c in candidates if c["source"] == basis and datetime.fromisoformat(c["value"]) == draft.known_at]
    role = chosen[0]["role"] if chosen else None
    outcome = _candidate_outcome(chosen[0], label) if chosen else _by_instant(draft.known_at, label)
    return AsofResult(outcome, basis, role, published, modifications, first, publication, label_modified)


def htmldate_date(label: Label, *, original_date: bool) -> str | None:
    """htmldate's date for this page alone (its defaults, the page URL given)."""
    found: str | None = find_date(_page_bytes(label), url=label.url, original_date=original_date)
    return found


def htmldate_outcome(found: str | None, label: Label) -> Outcome:
    """How htmldate's date for this page compares with its label."""
    return "undated" if not found else _by_day(date.fromisoformat(found[:10]), label.day)


def _page_bytes(label: Label) -> bytes:
    raw = label.file.read_bytes()
    return gzip.decompress(raw) if label.file.name.endswith(".gz") else raw


def write_warc(labels: list[Label], path: Path) -> Path:
    """The labelled pages as one WARC of `response` records captured at `CAPTURED_AT`."""
    with open(path, "wb") as out:
        writer = WARCWriter(out, gzip=True)
        for index, label in enumerate(labels):
            uri = label.url or f"https://unknown.invalid/{label.file.name}"
            http = StatusAndHeaders("200 OK", [("Content-Type", "text/html")], protocol="HTTP/1.1")
            record = writer.create_warc_record(
                uri, "response", payload=io.BytesIO(_page_bytes(label)), http_headers=http,
                warc_headers_dict={
                    "WARC-Date": CAPTURED_AT.strftime("%Y-%m-%dT%H:%M:%SZ"),
                    "WARC-Record-ID": f"<urn:uuid:00000000-0000-4000-8000-{index:012d}>",
                },
            )
            writer.write_record(record)
    return path


def ingest_as_crawl(labels: list[Label], workdir: Path) -> tuple[PageIngestReport, PageIngestReport, bool]:
    """The set as one folder and as one WARC, each one `store_pages` call; then verify the store."""
    crawl = workdir / "crawl"
    crawl.mkdir(parents=True, exist_ok=True)
    for index, label in enumerate(labels):
        # One folder for every part; a prefix keeps two parts' file names apart.
        (crawl / f"{index:04d}-{label.file.name}").write_bytes(label.file.read_bytes())
    warc = write_warc(labels, workdir / "real_pages.warc.gz")
    settings = Settings(store_url=f"sqlite:///{workdir / 'store.db'}", data_dir=workdir / "data")
    store = PitStore.open(settings, ManualClock(CAPTURED_AT), create=True)
    try:
        as_folder = store_pages(store, crawl, captured_at=CAPTURED_AT, date_only_tz=DATE_ONLY_TZ)
        as_warc = store_pages(store, warc, date_only_tz=DATE_ONLY_TZ)
        verified = verify_store(store).ok
    finally:
        store.close()
    return as_folder, as_warc, verified


def run(folder: Path | Sequence[Path] = DEFAULT_SETS, workdir: Path | None = None) -> Report:
    """Date every labelled page of each set with asof and with htmldate alone; count the outcomes
    per frozen part, per set and in total. With a `workdir`, also ingest all the pages as one
    folder and as one WARC and verify the store."""
    progress = Progress("page_dates")
    folders = (folder,) if isinstance(folder, Path) else tuple(folder)
    sets = load_sets(folders)
    parts = {name: labels for set_parts in sets.values() for name, labels in set_parts.items()}
    everything = [label for labels in parts.values() for label in labels]
    per_part = {name: {method: Counter[Outcome]() for method in METHODS} for name in parts}
    # Later pages on a modification the page states, after the publication it states on the label.
    on_modification = {name: Counter[str]() for name in parts}
    earlier: list[str] = []
    later: dict[str, list[str]] = {"modification": [], "other": []}
    publication_misses: dict[str, list[str]] = {
        "later": [], "EARLIER, the label a modification the page states": [], "EARLIER": [], "undated": [], "refused": []}
    asof_seconds = 0.0
    done = 0
    for name, labels in parts.items():
        for label in labels:
            started = process_time()
            result = asof_outcome(label)
            asof_seconds += process_time() - started
            per_part[name][KNOWN_AT][result.outcome] += 1
            per_part[name][PUBLISHED_AT][result.published] += 1
            if result.published != "exact":
                miss = "EARLIER, the label a modification the page states" if (
                    result.published == "EARLIER" and result.label_modified) else result.published
                publication_misses[miss].append(f"{name}/{label.file.name} ({result.published_basis})")
            where = f"{name}/{label.file.name} ({result.basis})"
            if result.outcome == "EARLIER":
                earlier.append(where)
            elif result.outcome == "later":
                later["modification" if result.by_modification else "other"].append(where)
            on_modification[name][KNOWN_AT] += result.by_modification
            for method, original in ((ORIGINAL, True), (LATEST, False)):
                found = htmldate_date(label, original_date=original)
                outcome = htmldate_outcome(found, label)
                per_part[name][method][outcome] += 1
                on_modification[name][method] += outcome == "later" and found is not None and result.modified_on(found, label)
            done += 1
            if done % 20 == 0:
                progress(f"{done}/{len(everything)} pages")

    def added(names: Iterable[str]) -> dict[str, Counter[Outcome]]:
        return {method: sum((per_part[name][method] for name in names), Counter[Outcome]()) for method in METHODS}

    def modified(names: Iterable[str]) -> Counter[str]:
        return sum((on_modification[name] for name in names), Counter[str]())

    total = added(parts)
    total_modified = modified(parts)
    report = Report(
        name="page_dates",
        title="page dating on real annotated pages: asof known_at and published_at vs htmldate alone",
        data=f"{len(everything)} real pages with dates annotated by others ("
        + "; ".join(f"{set_name}: " + ", ".join(f"{name} {len(labels)}" for name, labels in set_parts.items())
                    for set_name, set_parts in sets.items()) + ")",
        params={"captured_at": CAPTURED_AT.isoformat(), "date_only_tz": DATE_ONLY_TZ},
    )
    for method in METHODS:
        for outcome in OUTCOMES:
            if method not in _ASOF and outcome == "refused":
                continue
            report.add(f"{method}: {outcome}", total[method][outcome], "pages")
    for method in METHODS:
        report.add(f"{method}: exact or on a stated modification", total[method]["exact"] + total_modified[method], "pages",
                   "exact on the publication day, or later on a modification the page states after the publication"
                   " it states on the labelled day")
    report.add("asof later: by a modification the page states", len(later["modification"]), "pages",
               "right by design: the content held is the modified one")
    report.add("asof later: by another date", len(later["other"]), "pages")
    report.add("asof published_at EARLIER: the label a modification the page states",
               len(publication_misses["EARLIER, the label a modification the page states"]), "pages",
               "the page states its publication before the labelled day and a modification on it: right by design")
    for set_name, set_parts in sets.items():
        for method in (KNOWN_AT, PUBLISHED_AT, ORIGINAL):
            counts = added(set_parts)[method]
            for outcome in ("exact", "EARLIER"):
                report.add(f"{set_name}: {method}: {outcome}", counts[outcome], "pages")
            report.add(f"{set_name}: {method}: exact or on a stated modification",
                       counts["exact"] + modified(set_parts)[method], "pages")
    report.add("asof pages read and dated per second", len(everything) / asof_seconds if asof_seconds else 0.0, "pages/s",
               "read_documents alone, one page at a time, by CPU time (the shared machine inflates wall time)")
    report.notes.append("asof EARLIER pages: " + (", ".join(earlier) if earlier else "none"))
    report.notes.append("asof later pages, by a modification the page states: "
                        + (", ".join(later["modification"]) or "none"))
    report.notes.append("asof later pages, by another date: " + (", ".join(later["other"]) or "none"))
    for outcome, pages in publication_misses.items():
        report.notes.append(f"asof published_at {outcome} pages: " + (", ".join(pages) or "none"))
    for name, labels in parts.items():
        report.notes.append(f"part {name}:\n" + table(per_part[name], on_modification[name], len(labels)))
    if len(sets) > 1:
        for set_name, set_parts in sets.items():
            size = sum(len(labels) for labels in set_parts.values())
            report.notes.append(f"set {set_name}:\n" + table(added(set_parts), modified(set_parts), size))
    report.notes.append("all parts:\n" + table(total, total_modified, len(everything)))
    if workdir is not None:
        progress("ingesting the set as one folder and as one WARC")
        as_folder, as_warc, verified = ingest_as_crawl(everything, workdir)
        for kind, crawl in (("folder", as_folder), ("WARC", as_warc)):
            report.add(f"as one {kind}: pages stored or unchanged", crawl.read, "pages")
            report.add(f"as one {kind}: quarantined", len(crawl.quarantined), "pages")
            report.notes.extend(f"as one {kind}: {line}" for line in crawl.summary())
        check(verified, "verify_store fails after ingesting the set")
        report.checks["store verify"] = "verify_store passes after both ingests"
    return report


def table(counts: dict[str, Counter[Outcome]], on_modification: Counter[str], total: int) -> str:
    """The outcome counts as one Markdown table; `on_modification` (per method) are the later pages
    on a modification the page states, shown apart and added to `exact` in the last column."""
    lines = [
        f"pages: {total}",
        "| method | " + " | ".join(OUTCOMES) + " | later on a stated modification | exact or on a stated modification |",
        "|---" * (len(OUTCOMES) + 3) + "|",
    ]
    for method, counter in counts.items():
        cells = [str(counter[o]) if (method in _ASOF or o != "refused") else "-" for o in OUTCOMES]
        cells += [str(on_modification[method]), str(counter["exact"] + on_modification[method])]
        lines.append(f"| {method} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
