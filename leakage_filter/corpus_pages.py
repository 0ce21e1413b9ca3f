"""A labelled corpus of pages: reading `labels.jsonl`, and loading a page as the store would.

Each line: `{"id", "file", "url", "forecast_time", "expected": "reject"|"accept", "kind"?,
"generated_by"?}`. Training (`learned`) and evaluation (`evaluation`) both read corpora through here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from engine.errors import InputError
from engine.timestamps import UtcDateTime
from leakage_filter.verdict import ClassifyContext
from pit_store.ingest.documents import read_documents
from pit_store.ingest.html_source import decode_html
from pit_store.ingest.rows import read_jsonl, require_str, require_utc

Expected = Literal["reject", "accept"]
_LABEL_FIELDS = frozenset({"id", "file", "url", "forecast_time", "expected", "kind", "generated_by"})


class CorpusItem(BaseModel):
    """One labelled page of a corpus."""

    model_config = ConfigDict(frozen=True)

    id: str
    file: Path
    url: str
    forecast_time: UtcDateTime
    expected: Expected
    kind: str | None = None


def read_corpus(corpus_dir: Path) -> list[CorpusItem]:
    """Read and check a corpus's `labels.jsonl`, all or nothing.

    Raises `InputError` naming the line and field for an unknown field, a missing or empty value,
    a naive time, an `expected` other than reject/accept, a duplicate id, or a file that is
    missing or outside the corpus directory.
    """
    root = Path(corpus_dir)
    labels = root / "labels.jsonl"
    if not labels.is_file():
        raise InputError("not a corpus: labels.jsonl is missing", file=str(root))
    base = root.resolve()
    items: list[CorpusItem] = []
    seen: set[str] = set()
    for line, row in read_jsonl(labels):
        try:
            items.append(_item(row, base, seen))
        except InputError as exc:
            raise exc.located(file=str(labels), line=line) from None
    if not items:
        raise InputError("empty corpus: no label lines", file=str(labels))
    return items


def _item(row: dict[str, Any], base: Path, seen: set[str]) -> CorpusItem:
    unknown = sorted(set(row) - _LABEL_FIELDS)
    if unknown:
        raise InputError(f"unknown field (allowed: {sorted(_LABEL_FIELDS)})", field=unknown[0])
    page_id = require_str(row, "id")
    if page_id in seen:
        raise InputError(f"duplicate id {page_id!r}", field="id")
    seen.add(page_id)
    path = (base / require_str(row, "file")).resolve()
    if not path.is_relative_to(base):
        raise InputError("the page file must be inside the corpus directory", field="file")
    if not path.is_file():
        raise InputError(f"page file not found: {path}", field="file")
    expected = require_str(row, "expected")
    if expected not in ("reject", "accept"):
        raise InputError(f"expected must be 'reject' or 'accept', got {expected!r}", field="expected")
    kind = row.get("kind")
    if kind is not None and (not isinstance(kind, str) or not kind.strip()):
        raise InputError("kind must be a non-empty string when given", field="kind")
    return CorpusItem(
        id=page_id,
        file=path,
        url=require_str(row, "url"),
        forecast_time=require_utc(row, "forecast_time"),
        expected=expected,  # type: ignore[arg-type]
        kind=kind,
    )


@dataclass(frozen=True, slots=True)
class LoadedPage:
    """A corpus page as the store would hold it: raw HTML, context, `known_at`, candidates."""

    content: str
    context: ClassifyContext
    known_at: datetime | None
    candidates: list[dict[str, Any]]


def load_page(file: Path, url: str | None) -> LoadedPage:
    """Ingest one page file as the store would (no capture time). Raises `InputError` if it can't.

    Without `url`, the page's canonical link (else a `file:` URL) names it, as in the ingest.
    """
    draft = read_documents(file, url=url)[0]
    content = decode_html(draft.blob or b"", http_charset=None, where=str(file))
    context = ClassifyContext(url=draft.payload["url"], title=draft.payload.get("title"), page_known_at=draft.known_at)
    return LoadedPage(content, context, draft.known_at, list(draft.provenance["date_candidates"]))
