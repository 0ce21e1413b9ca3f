"""`asof.Store`: as-of reads that hide later versions, pinned reads that do not move, an audited gateway."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

import asof
from pit_store.records import RecordDraft
from tests.retrieval.test_gateway_classifiers import CLEAN, T


def _store(tmp_path: Path) -> asof.Store:
    store = asof.open_store(f"sqlite:///{tmp_path / 's.db'}", tmp_path / "data", create=True)
    store.pit.append([RecordDraft(record_type="document", entity_id="doc:acme", known_at=T - timedelta(days=3),
                                  source="t", payload={"url": "https://news.example.com/acme", "title": "Acme",
                                                       "text": CLEAN})], source="t")
    return store


def test_a_later_version_is_hidden_before_it_was_known_and_a_pin_holds(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        pin = store.position
        store.pit.append([RecordDraft(record_type="document", entity_id="doc:acme", known_at=T + timedelta(days=1),
                                      source="t", payload={"url": "https://news.example.com/acme", "title": "Acme v2",
                                                           "text": CLEAN + " Updated."})], source="t")
        assert store.entity("doc:acme", T).version == 1  # type: ignore[union-attr]
        assert store.entity("doc:acme", T + timedelta(days=2)).version == 2  # type: ignore[union-attr]
        assert store.entity("doc:acme", T + timedelta(days=2), pin=pin).version == 1  # type: ignore[union-attr]
        assert [v.version for v in store.history("doc:acme")] == [1, 2]


def test_search_fetch_and_audit_go_through_the_gateway(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        hits = store.search("Acme sensors", as_of=T, policy="pit")
        assert [h.doc_id for h in hits.hits] == ["doc:acme"]
        assert store.fetch("doc:acme", as_of=T, policy="pit").title == "Acme"
        assert store.search("Acme sensors", as_of=T - timedelta(days=5), policy="pit").hits == ()
        audit = store.audit(run="notebook")
        assert set(audit["url"]) == {"https://news.example.com/acme"} and set(audit["decision"]) == {"accept"}
        assert str(audit["forecast_time"].dtype) == "datetime64[us, UTC]"


def test_prices_of_an_unknown_symbol_is_an_empty_typed_frame(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        frame = store.prices("NOPE", start=T - timedelta(days=30), end=T, as_of=T)
        assert frame.empty and list(frame.columns)[:3] == ["symbol", "interval", "session"]
        with pytest.raises(asof.NaiveDatetimeError):
            store.price("NOPE", as_of=T.replace(tzinfo=None))
