"""`docs/notebook.md` runs as written: the Python API's walk-through is executed, not just shown."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import asof

ROOT = Path(__file__).resolve().parents[2]


def test_the_notebook_page_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    page = (ROOT / "docs" / "notebook.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", page, re.S)
    assert blocks, "docs/notebook.md has no python block"
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    for block in blocks:
        exec(compile(block, "docs/notebook.md", "exec"), {"__name__": "__notebook__"})
    printed = capsys.readouterr().out
    assert "bars stored" in printed and "report:" in printed
    assert (tmp_path / "notebook" / "report").is_dir()


def test_the_stable_names_exist() -> None:
    assert {"open_store", "instant", "Store", "PriceBar", "SearchResponse", "RunRequest"} <= set(asof.__all__)
    assert all(hasattr(asof, name) for name in asof.__all__)


def test_a_naive_instant_and_a_missing_store_are_errors(tmp_path: Path) -> None:
    with pytest.raises(asof.NaiveDatetimeError):
        asof.instant("2013-01-23T20:59:00")
    with pytest.raises(asof.StoreError):
        asof.open_store(f"sqlite:///{tmp_path / 'missing.db'}")
    assert not (tmp_path / "missing.db").exists()  # opening never creates a store
