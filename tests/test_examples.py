"""The derived example files are exactly what `examples/build.py` builds from their sources."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.fixture(scope="module")
def rebuilt(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    build = runpy.run_path(str(EXAMPLES / "build.py"))["build"]
    target = tmp_path_factory.mktemp("examples")
    return {path.relative_to(target).as_posix(): path for path in build(target)}


def test_the_committed_derived_files_are_rebuilt_byte_for_byte(rebuilt: dict[str, Path]) -> None:
    assert sorted(rebuilt) == ["crawl.warc.gz", "prices/bars.csv"]
    for name, path in rebuilt.items():
        assert path.read_bytes() == (EXAMPLES / name).read_bytes(), f"examples/{name} differs: run python examples/build.py"


def test_the_warc_holds_each_example_page_with_its_canonical_url(rebuilt: dict[str, Path]) -> None:
    from pit_store.ingest.html_source import scan_pages

    scan = scan_pages(rebuilt["crawl.warc.gz"])
    assert not scan.quarantined
    bodies = {page.raw for page in scan.pages}
    assert bodies == {page.read_bytes() for page in (EXAMPLES / "pages").glob("*.html")}
    assert all(page.target_uri and page.target_uri.startswith("https://") for page in scan.pages)
