"""Assemble eval/real_pages_third/ from page text read out of the stored copy of adbar/htmldate.

The search index serves a repository file 16,000 characters at a time (`read_file`, `offset`);
each slice's text, as the index returned it (JSON-escaped), was saved as one JSON string in
`RAW/<file>.<n>.json`, n = 0, 1, ... in offset order. This script joins the slices of each page,
refuses a page whose text is already in another set (by SHA-256), and writes `pages/*.gz` and
`labels.jsonl`. Run once, before asof was run on any page: `python build.py RAW`.
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

# file in tests/eval/ -> (URL, annotated date, the index's total_chars) as tests/eval_default.json gives them
MANIFEST: dict[str, tuple[str, str, int]] = {
    "kyffhaeuser-nachrichten.de-Regen.html": (
        "https://kyffhaeuser-nachrichten.de/news/news_lang.php?ArtNr=335614", "2023-10-31", 29621),
    "nnz-online.de-Quantensprung.html": (
        "https://nnz-online.de/news/news_lang.php?ArtNr=335853", "2023-11-06", 31698),
    "article.auone.jp-tax.html": (
        "https://article.auone.jp/detail/1/3/6/307_3_r_20231102_1698920402044235", "2023-11-02", 32127),
    "paz.de-Wettstreit.html": (
        "https://paz.de/artikel/wettstreit-der-scheinloesungen-a9878.html", "2023-11-06", 45559),
    "world.kbs.co.kr-Temperatures.html": (
        "https://world.kbs.co.kr/service/news_view.htm?lang=e&Seq_Code=181595", "2023-11-07", 62524),
    "sohu.com-Likeqiang.html": (
        "https://www.sohu.com/a/733320600_429139?edtsign=F1F53C718CC81F3F295E9DF8D8A43B7B14BD2D0F"
        "&edtcode=w450obQ2be7zSzjp7zczNQ%3D%3D&scm=1103.plate:282:0.0.1_1.0"
        "&ace=2B25E42306CD388788708AD21096B154D4D61A5B&code=dfex3yi87yr"
        "&spm=smpc.home.top-news1.1.1698939136813tSFKOXB_1467&_f=index_cpc_0_0", "2023-11-02", 22411),
    "ak-kurier.de-Betzdorf.html": (
        "https://www.ak-kurier.de/akkurier/www/artikel/136146-deutsche-bank-schliesst-nach-fast-60-jahren-filiale-in-betzdorf",
        "2023-11-06", 49170),
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
    for folder in ("real_pages", "real_pages_more"):
        for path in (EVAL / folder).rglob("*.gz"):
            seen.add(hashlib.sha256(gzip.decompress(path.read_bytes())).hexdigest())
    return seen


def main(raw: Path) -> None:
    seen = known_hashes()
    (HERE / "pages").mkdir(exist_ok=True)
    rows = []
    for name, (url, day, index_chars) in MANIFEST.items():
        data = page_text(raw, name).encode("utf-8")
        digest = hashlib.sha256(data).hexdigest()
        if digest in seen:
            print(f"skipped {name}: already in another set")
            continue
        seen.add(digest)
        target = f"pages/htmldate-eval-{name}.gz"
        (HERE / target).write_bytes(gzip.compress(data, mtime=0))
        rows.append({
            "file": target, "url": url, "date": day,
            "source": f"adbar/htmldate tests/eval/{name} (stored repository copy at commit {PAGES_COMMIT})",
            "label_source": "adbar/htmldate tests/eval_default.json (hand-annotated publication date for this "
                            f"URL; stored copy at commit {LABELS_COMMIT})",
            "sha256": digest,
            "index_chars": index_chars,
            "stored_chars": len(data.decode("utf-8")),
            "licence": "label: htmldate project, Apache-2.0; page text (c) its site, as distributed in the "
                       "htmldate repository",
        })
    lines = [json.dumps(row, ensure_ascii=False) for row in rows]
    (HERE / "labels.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} pages written")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
