"""Issue 14, done means: real pages annotated by others, as one folder and as one WARC, each in one
`asof ingest pages` command, quarantined pages listed, and `asof store verify` passing afterwards.

A slice of `eval/real_pages/` (both frozen parts) and of each other frozen set keeps this quick; `python -m bench page_dates`
does the same with the library calls on the whole set.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from bench import page_dates
from controllers.cli.main import main

QUARANTINED_EXIT = 3


def real_slice() -> list[page_dates.Label]:
    sets = page_dates.load_sets(page_dates.DEFAULT_SETS)
    parts = sets.pop(page_dates.DEFAULT_SET.name)
    first = parts.pop("first")
    # Pages from both sources of the first part (htmldate's German pages, newspaper4k's CJK and
    # English news), every later part, and a few pages of each other set.
    chosen = [*first[:3], *[label for label in first if label.file.name.startswith("newspaper4k-")][:3]]
    others = [label for other in sets.values() for labels in other.values() for label in labels[:3]]
    return [*chosen, *(label for labels in parts.values() for label in labels), *others]


def test_the_real_set_as_one_folder_and_one_warc_then_verify(tmp_path: Path) -> None:
    labels = real_slice()
    crawl = tmp_path / "crawl"
    crawl.mkdir()
    for label in labels:
        (crawl / label.file.name).write_bytes(label.file.read_bytes())
    (crawl / "truncated.html.gz").write_bytes(labels[0].file.read_bytes()[:40])  # a cut download
    warc = page_dates.write_warc(labels, tmp_path / "crawl.warc.gz")
    cli = CliRunner(env={"ASOF_STORE": f"sqlite:///{tmp_path / 's.db'}", "ASOF_DATA": str(tmp_path / "data")})
    assert cli.invoke(main, ["init"]).exit_code == 0

    folder = cli.invoke(main, ["ingest", "pages", str(crawl), "--captured-at", "2030-01-01T00:00:00Z", "--json"])
    assert folder.exit_code == QUARANTINED_EXIT, folder.output
    report = json.loads(folder.output)
    assert report["read"] == len(labels)
    assert [q["where"] for q in report["quarantined"]] == [str(crawl / "truncated.html.gz")]
    assert report["quarantined"][0]["error"]

    as_warc = cli.invoke(main, ["ingest", "pages", str(warc)])
    assert as_warc.exit_code == 0, as_warc.output
    assert f"read {len(labels)}," in as_warc.output and "quarantined 0" in as_warc.output

    verified = cli.invoke(main, ["store", "verify"])
    assert verified.exit_code == 0 and "verified" in verified.output, verified.output
