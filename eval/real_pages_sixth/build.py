"""Assemble eval/real_pages_sixth/ from page text read out of the stored copy of adbar/htmldate.

Same method as eval/real_pages_fourth/build.py (and eval/real_pages_third/). The search index serves a repository file 16,000
characters at a time (`read_file`, `offset`); each slice's text, as the index returned it
(JSON-escaped), was saved as one JSON string in `slices/<file>.<n>.json`, n = 0, 1, ... in offset
order (the slices are kept in this folder). This script joins the slices of each page, refuses a
page whose text is already in another frozen set (by SHA-256: real_pages, real_pages_more,
real_pages_third, real_pages_fourth, real_pages_fifth; by file name: the third and fourth sets), and writes `pages/*.gz` and `labels.jsonl`. Run once, before asof was run on any
page: `python build.py` (or `python build.py RAW` for slices kept elsewhere).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EVAL = HERE.parent
PAGES_COMMIT = "52705a377bfeb280ce2ed2b50c0d84a23ba987c5"
LABELS_COMMIT = "483f76911c481576f684b292d423e7a49dd9dc8d"
OTHER_SETS = ("real_pages", "real_pages_more", "real_pages_third", "real_pages_fourth", "real_pages_fifth")
# file names of the htmldate tests/eval/ pages already used by the third and fourth sets
USED_NAMES_SETS = ("real_pages_third", "real_pages_fourth")

# file in tests/eval/ -> (URL, annotated date, the index's total_chars, commit the page was read at),
# URL and date as tests/eval_default.json gives them
MANIFEST: dict[str, tuple[str, str, int, str]] = {
    "Express.co.uk-bubbly.html": (
        "https://www.express.co.uk/news/uk/1830835/bubbly-daughter-found-dead-foot-mum-bed-inquest-heard",
        "2023-11-02", 155040, PAGES_COMMIT),
    "Journalistenwatch.com-Ladensterben.html": (
        "https://journalistenwatch.com/2023/11/01/ladensterben-immer-dramatischer/", "2023-11-01", 237738, PAGES_COMMIT),
    "News4max.com-orionids.html": (
        "https://news4max.com/orionids-meteor-shower-2023-cosmic-ballet/", "2023-10-17", 183621, PAGES_COMMIT),
}


def page_text(raw: Path, name: str) -> str:
    """One page: its slices joined in offset order."""
    slices = sorted(raw.glob(f"{name}.*.json"), key=lambda p: int(p.name.rsplit(".", 2)[1]))
    if not slices:
        raise SystemExit(f"{raw}: no slices for {name}")
    return "".join(json.loads(p.read_text(encoding="utf-8")) for p in slices)


def known_hashes() -> set[str]:
    """SHA-256 of every page already in the other frozen sets."""
    seen = set()
    for folder in OTHER_SETS:
        for path in (EVAL / folder).rglob("*.gz"):
            seen.add(hashlib.sha256(gzip.decompress(path.read_bytes())).hexdigest())
    return seen


def used_names() -> set[str]:
    """tests/eval/ file names the third and fourth sets already hold (from their labels.jsonl)."""
    names = set()
    for folder in USED_NAMES_SETS:
        for line in (EVAL / folder / "labels.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                names.add(json.loads(line)["file"].split("htmldate-eval-", 1)[-1].removesuffix(".gz"))
    return names


def main(raw: Path) -> None:
    seen = known_hashes()
    names = used_names()
    (HERE / "pages").mkdir(exist_ok=True)
    rows = []
    for name, (url, day, index_chars, commit) in MANIFEST.items():
        if name in names:
            print(f"skipped {name}: already used by the third or fourth set")
            continue
        data = page_text(raw, name).encode("utf-8")
        digest = hashlib.sha256(data).hexdigest()
        if digest in seen:
            print(f"skipped {name}: already in another set")
            continue
        seen.add(digest)
        target = f"pages/htmldate-eval-{name}.gz"
        (HERE / target).write_bytes(gzip.compress(data, mtime=0))
        stored = len(data.decode("utf-8"))
        print(f"{name}: index {index_chars}, stored {stored} ({stored - index_chars:+d})")
        rows.append({
            "file": target, "url": url, "date": day,
            "source": f"adbar/htmldate tests/eval/{name} (stored repository copy at commit {commit})",
            "label_source": "adbar/htmldate tests/eval_default.json (hand-annotated publication date for this "
                            f"URL; stored copy at commit {LABELS_COMMIT})",
            "sha256": digest,
            "index_chars": index_chars,
            "stored_chars": stored,
            "licence": "label: htmldate project, Apache-2.0; page text (c) its site, as distributed in the "
                       "htmldate repository",
        })
    lines = [json.dumps(row, ensure_ascii=False) for row in rows]
    (HERE / "labels.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} pages written")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "slices")
