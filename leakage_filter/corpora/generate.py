"""Write a generated, labelled corpus of one template family (see `corpora.base`)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from engine.errors import InputError
from engine.timestamps import to_iso
from leakage_filter.corpora import heldout, train
from leakage_filter.corpora.base import KINDS, Family, GeneratedPage, generator_tag

_FAMILIES: dict[str, Callable[[str, random.Random], GeneratedPage]] = {"train": train.make_page, "heldout": heldout.make_page}


def _family(family: Family) -> Callable[[str, random.Random], GeneratedPage]:
    try:
        return _FAMILIES[family]
    except KeyError:
        raise InputError(f"unknown corpus family {family!r} (expected 'train' or 'heldout')", field="family") from None


def generate_corpus(out_dir: Path, *, seed: int, family: Family, n: int) -> Path:
    """Write `n` generated pages of `family` and their labels into `out_dir`; return labels.jsonl.

    Kinds are spread evenly (n // len(KINDS) each, the remainder to the first kinds) and shuffled.
    `out_dir` must not exist or be empty (a corpus is never silently mixed with another).
    """
    if n < 1:
        raise InputError("n must be at least 1", field="n")
    make_page = _family(family)
    out_dir = Path(out_dir)
    if out_dir.exists() and any(out_dir.iterdir()):
        raise InputError("output folder is not empty", file=str(out_dir))
    rng = random.Random(f"asof-corpus:{family}:{seed}")
    names = tuple(KINDS)
    kinds = [names[index % len(names)] for index in range(n)]
    rng.shuffle(kinds)
    pages_dir = out_dir / "pages"
    pages_dir.mkdir(parents=True, exist_ok=True)
    lines = []
    width = max(4, len(str(n)))
    for index, kind in enumerate(kinds, start=1):
        page = make_page(kind, rng)
        page_id = f"p{index:0{width}d}"
        relative = f"pages/{page_id}.html"
        (out_dir / relative).write_text(page.html, encoding="utf-8")
        label = {
            "id": page_id,
            "file": relative,
            "url": page.url,
            "forecast_time": to_iso(page.forecast_time),
            "expected": page.expected,
            "kind": page.kind,
            "generated_by": f"{generator_tag(family)}, seed {seed}",
        }
        lines.append(json.dumps(label, ensure_ascii=False))
    labels = out_dir / "labels.jsonl"
    labels.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return labels
