"""The corpus generator: labelled, marked as generated, deterministic, two distinct families."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.errors import InputError
from leakage_filter.corpora.base import ACCEPT_KINDS, KINDS, REJECT_KINDS, generator_tag
from leakage_filter.corpora.generate import generate_corpus
from leakage_filter.corpus_pages import read_corpus
from pit_store.ingest.documents import read_documents


def labels(folder: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in (folder / "labels.jsonl").read_text().splitlines()]


@pytest.fixture(scope="module")
def corpora(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("corpora")
    for family in ("train", "heldout"):
        generate_corpus(root / family, seed=5, family=family, n=len(KINDS) * 2)  # type: ignore[arg-type]
    return {"train": root / "train", "heldout": root / "heldout"}


def test_every_kind_is_covered_with_its_expected_decision(corpora: dict[str, Path]) -> None:
    assert set(KINDS) == set(REJECT_KINDS) | set(ACCEPT_KINDS)
    for folder in corpora.values():
        rows = labels(folder)
        assert sorted({r["kind"] for r in rows}) == sorted(KINDS)
        for row in rows:
            assert row["expected"] == KINDS[str(row["kind"])]
            assert str(row["forecast_time"]).endswith("Z")
        assert len(read_corpus(folder)) == len(KINDS) * 2


def test_pages_are_marked_as_generated_and_extractable(corpora: dict[str, Path]) -> None:
    for family, folder in corpora.items():
        for row in labels(folder):
            assert "asof corpus generator" in str(row["generated_by"])
            page = folder / str(row["file"])
            assert f'content="{generator_tag(family)}"' in page.read_text(encoding="utf-8")  # type: ignore[arg-type]
            draft = read_documents(page, url=str(row["url"]))[0]  # trafilatura finds the main text
            assert len(draft.payload["text"]) > 150


def test_generation_is_deterministic(tmp_path: Path, corpora: dict[str, Path]) -> None:
    generate_corpus(tmp_path / "again", seed=5, family="train", n=len(KINDS) * 2)
    for row in labels(corpora["train"]):
        assert (tmp_path / "again" / str(row["file"])).read_bytes() == (corpora["train"] / str(row["file"])).read_bytes()
    assert (tmp_path / "again" / "labels.jsonl").read_bytes() == (corpora["train"] / "labels.jsonl").read_bytes()


def _sentences(folder: Path) -> set[str]:
    found: set[str] = set()
    for row in labels(folder):
        text = (folder / str(row["file"])).read_text(encoding="utf-8")
        found |= {s.strip() for s in re.split(r"<[^>]+>|[.!?。]", text) if len(s.strip()) > 40}
    return found


def test_families_share_no_sentence_and_no_site(corpora: dict[str, Path]) -> None:
    assert not _sentences(corpora["train"]) & _sentences(corpora["heldout"])
    hosts = {family: {str(r["url"]).split("/")[2] for r in labels(folder)} for family, folder in corpora.items()}
    assert not hosts["train"] & hosts["heldout"]


def test_refuses_a_non_empty_folder_and_bad_arguments(tmp_path: Path) -> None:
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / "keep.txt").write_text("mine")
    with pytest.raises(InputError, match="not empty"):
        generate_corpus(tmp_path / "x", seed=1, family="train", n=3)
    with pytest.raises(InputError, match="family"):
        generate_corpus(tmp_path / "y", seed=1, family="other", n=3)  # type: ignore[arg-type]
    with pytest.raises(InputError, match="at least 1"):
        generate_corpus(tmp_path / "z", seed=1, family="train", n=0)
