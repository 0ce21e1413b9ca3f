"""Assemble eval/real_pages_fourth/ from page text read out of the stored copy of adbar/htmldate.

Same method as eval/real_pages_third/build.py. The search index serves a repository file 16,000
characters at a time (`read_file`, `offset`); each slice's text, as the index returned it
(JSON-escaped), was saved as one JSON string in `slices/<file>.<n>.json`, n = 0, 1, ... in offset
order (the slices are kept in this folder). This script joins the slices of each page, refuses a
page whose text is already in another frozen set (by SHA-256: real_pages, real_pages_more,
real_pages_third), and writes `pages/*.gz` and `labels.jsonl`. Run once, before asof was run on any
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
LATER_COMMIT = "b304b790f785ca64c0f0a82e240895be0437dd95"
LABELS_COMMIT = "483f76911c481576f684b292d423e7a49dd9dc8d"
OTHER_SETS = ("real_pages", "real_pages_more", "real_pages_third")

# file in tests/eval/ -> (URL, annotated date, the index's total_chars, commit the page was read at),
# URL and date as tests/eval_default.json gives them
MANIFEST: dict[str, tuple[str, str, int, str]] = {
    "channel4.com-Israel.html": (
        "https://www.channel4.com/news/israel-hunts-hamas-leaders-in-gaza-foreigners-and-wounded-allowed-to-leave-for-first-time",
        "2023-11-01", 31875, PAGES_COMMIT),
    "blogs.taz.de-FKK.html": (
        "https://blogs.taz.de/fkk/schoene-pferde-auf-warschauer-hinterhoefen/", "2023-10-31", 39870, PAGES_COMMIT),
    "aero.de-Fraport.html": (
        "https://www.aero.de/news-46212/Fraport-verdient-im-Sommer-so-viel-wie-noch-nie.html",
        "2023-11-07", 42717, PAGES_COMMIT),
    "courrierinternational.com-Hamas.html": (
        "https://www.courrierinternational.com/video/gaza-en-video-voila-a-quoi-ressemblent-les-tunnels-du-hamas",
        "2023-10-27", 51080, PAGES_COMMIT),
    "treyhunner.com-pathlib.html": (
        "https://treyhunner.com/2018/12/why-you-should-be-using-pathlib/", "2018-12-21", 49236, LATER_COMMIT),
    "Volksstimme.ch-loehne.html": (
        "https://www.volksstimme.ch/gute-loehne-alleine-reichen-nicht", "2023-11-07", 49710, PAGES_COMMIT),
    "Tageswoche.ch-weg.html": (
        "https://tageswoche.ch/gesellschaft/wir-sind-dann-mal-weg-und-dieser-titel-muss-auch-weg-oder/index.html",
        "2018-11-16", 55624, PAGES_COMMIT),
    "tarnkappe.info-Black.html": (
        "https://tarnkappe.info/artikel/empfehlungen/happy-halloween-hide-me-senkt-kurzfristig-die-preise-282156.html",
        "2023-11-01", 62352, PAGES_COMMIT),
    "achgut.com-Asyl-Abend.html": (
        "https://www.achgut.com/artikel/nach_dem_asyl_abend_im_kanzleramt", "2023-11-07", 66589, PAGES_COMMIT),
    "thepoke.com-Waddingham.html": (
        "https://www.thepoke.com/2023/11/03/hannah-waddingham-is-basically-in-every-christmas-ad-and-people-love-it-17-favourite-responses/",
        "2023-11-03", 72675, PAGES_COMMIT),
    "akweb.de-Antisemitismus.html": (
        "https://www.akweb.de/politik/und-jetzt-der-importierte-antisemitismus-rassismus-migration-politik-deutschland/",
        "2023-11-01", 68587, PAGES_COMMIT),
    "uncutnews.ch-ID-Diktat.html": (
        "https://uncutnews.ch/digitale-id-diktat-un-und-gates-stiftung-setzen-auf-totale-kontrolle/",
        "2023-11-06", 68954, PAGES_COMMIT),
    "moritz-meyer.net-lokalblog.html": (
        "https://moritz-meyer.net/blog/netzwerk-lokalblogs-cashcamp/", "2020-09-18", 74343, LATER_COMMIT),
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


def main(raw: Path) -> None:
    seen = known_hashes()
    (HERE / "pages").mkdir(exist_ok=True)
    rows = []
    for name, (url, day, index_chars, commit) in MANIFEST.items():
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
