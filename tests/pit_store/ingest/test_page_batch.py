"""Storing a crawl page by page (`pit_store.ingest.page_batch.store_pages`) on hand-built folders
and WARCs: isolation, quarantine, strict mode, re-runs, WARC record kinds, never-visible pages."""

from __future__ import annotations

import gzip
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
import trafilatura

from engine.errors import InputError
from pit_store.as_of import cutoff, entity_as_of
from pit_store.ingest.documents import document_entity_id, read_documents
from pit_store.ingest.page_batch import PageIngestReport, store_pages
from pit_store.store import PitStore
from tests.conftest import open_store
from tests.pit_store.ingest.warcs import Record, record_id, write

PAGES = Path(__file__).parent / "pages"
CAPTURE = datetime(2024, 3, 10, tzinfo=UTC)


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[PitStore]:
    """A fresh store on each backend (PostgreSQL skips where no server answers, fails under CI)."""
    url = request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")
    opened = open_store(url, tmp_path / "data")
    try:
        yield opened
    finally:
        opened.close()


def crawl(tmp_path: Path) -> Path:
    """Three good pages and three that cannot be read."""
    root = tmp_path / "crawl"
    root.mkdir()
    shutil.copy(PAGES / "meta_only.html", root / "a.html")
    (root / "b.html.gz").write_bytes(b"not gzip")
    shutil.copy(PAGES / "url_only.html", root / "c.html")
    (root / "d.html").write_bytes(b"")
    (root / "e.html").write_bytes(b"<html><body><script>only script</script></body></html>")
    latin = (PAGES / "updated_only.html").read_text(encoding="utf-8").replace('<meta charset="utf-8">', "")
    (root / "f.html").write_bytes(latin.replace("Acme", "Acmé").encode("cp1252"))  # undeclared, not UTF-8
    return root


def test_bad_pages_are_quarantined_and_the_rest_is_stored(tmp_path: Path, store: PitStore) -> None:
    root = crawl(tmp_path)
    report = store_pages(store, root, captured_at=CAPTURE)
    assert (report.read, report.added, report.unchanged) == (3, 3, 0)
    assert not report.ok
    where = {q.where: q.error for q in report.quarantined}
    assert set(where) == {str(root / "b.html.gz"), str(root / "d.html"), str(root / "e.html")}
    assert "gzip error" in where[str(root / "b.html.gz")]
    assert "empty file" in where[str(root / "d.html")]
    assert "no visible text" in where[str(root / "e.html")]
    assert store.counts()["document"] == 3
    # Each page is its own batch.
    assert report.first_seq is not None and report.last_seq == report.first_seq + 2


def test_rerun_after_fixing_a_page_adds_only_that_page(tmp_path: Path, store: PitStore) -> None:
    root = crawl(tmp_path)
    store_pages(store, root, captured_at=CAPTURE)
    (root / "b.html.gz").write_bytes(gzip.compress((PAGES / "chinese.html").read_bytes()))
    again = store_pages(store, root, captured_at=CAPTURE)
    assert (again.read, again.added, again.unchanged) == (4, 1, 3)
    assert {q.where for q in again.quarantined} == {str(root / "d.html"), str(root / "e.html")}
    assert store.counts()["document"] == 4


def test_a_parser_failure_on_one_page_is_quarantined(
    tmp_path: Path, store: PitStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Failure injection: the extractor crashes on one page (as parsers do on odd real pages).
    real = trafilatura.bare_extraction

    def flaky(text: str, **kwargs: object) -> object:
        if "宁德时代" in text:
            raise RecursionError("maximum recursion depth exceeded")
        return real(text, **kwargs)

    monkeypatch.setattr(trafilatura, "bare_extraction", flaky)
    root = tmp_path / "pages"
    root.mkdir()
    shutil.copy(PAGES / "chinese.html", root / "a.html")
    shutil.copy(PAGES / "meta_only.html", root / "b.html")
    report = store_pages(store, root, captured_at=CAPTURE)
    assert report.added == 1
    assert [(q.where, q.error.split(":")[0]) for q in report.quarantined] == [
        (str(root / "a.html"), "unexpected RecursionError while reading the page")
    ]


def test_strict_is_all_or_nothing(tmp_path: Path, store: PitStore) -> None:
    root = crawl(tmp_path)
    with pytest.raises(InputError, match="gzip error") as info:
        store_pages(store, root, captured_at=CAPTURE, strict=True)
    assert info.value.file == str(root / "b.html.gz")
    assert store.counts().get("document", 0) == 0
    for bad in ("b.html.gz", "d.html", "e.html"):
        (root / bad).unlink()
    report = store_pages(store, root, captured_at=CAPTURE, strict=True)
    assert report.ok and report.strict and report.added == 3


def test_page_without_a_date_or_capture_is_reported_never_visible(tmp_path: Path, store: PitStore) -> None:
    root = tmp_path / "pages"
    root.mkdir()
    shutil.copy(PAGES / "no_date.html", root / "undated.html")
    shutil.copy(PAGES / "meta_only.html", root / "dated.html")
    report = store_pages(store, root)  # no capture time: nothing proves when undated.html existed
    assert report.never_visible == (str(root / "undated.html"),)
    assert report.added == 2 and report.ok


def warc_body(name: str = "meta_only.html") -> bytes:
    return (PAGES / name).read_bytes()


def test_warc_record_kinds(tmp_path: Path, store: PitStore) -> None:
    url = "https://news.example.com/acme"
    records = [
        Record(1, "warcinfo", "", "2024-03-06T00:00:00Z", b"software: hand", content_type="application/warc-fields"),
        Record(2, "request", url, "2024-03-06T00:00:00Z", b"GET /acme HTTP/1.1\r\n\r\n", content_type="application/http; msgtype=request"),
        Record(3, "response", url, "2024-03-06T00:00:00Z", warc_body()),
        Record(4, "metadata", url, "2024-03-06T00:00:00Z", b"outlinks: none", content_type="application/warc-fields"),
        Record(5, "response", "https://news.example.com/r.pdf", "2024-03-06T00:00:00Z", b"%PDF-1.4 ...", content_type="application/pdf"),
        Record(6, "response", "https://news.example.com/gone", "2024-03-06T00:00:00Z", b"<html>gone</html>", status="404 Not Found"),
        Record(7, "response", "https://news.example.com/a.png", "2024-03-06T00:00:00Z", b"\x89PNG", content_type="image/png"),
        Record(8, "resource", "https://news.example.com/saved", "2024-03-07T00:00:00Z", warc_body("url_only.html"), content_type="text/html"),
        Record(9, "revisit", url, "2024-04-01T00:00:00Z", refers_to=3),
        Record(10, "response", "https://news.example.com/untyped", "2024-03-08T00:00:00Z", b"  " + warc_body("chinese.html"), content_type=""),
        Record(11, "response", "https://news.example.com/blob", "2024-03-08T00:00:00Z", b"GIF89a....", content_type=""),
    ]
    path = write(tmp_path / "crawl.warc", records)
    report = store_pages(store, path)
    assert report.skipped_records == {
        "metadata": 1,
        "request": 1,
        "response (HTTP 404)": 1,
        "response (PDF)": 1,
        "response (non-HTML image/png)": 1,
        "response (non-HTML (no type))": 1,
        "warcinfo": 1,
    }
    # response, resource, the untyped HTML response (sniffed) and the revisit (same content: adds
    # nothing, the store already has it)
    assert (report.read, report.added, report.unchanged) == (4, 3, 1) and report.ok
    saved = store.history(document_entity_id("https://news.example.com/saved"))
    assert saved[0].provenance["warc_record_type"] == "resource"


def test_revisit_resolves_to_the_payload_it_names(tmp_path: Path) -> None:
    url = "https://news.example.com/undated"
    records = [
        Record(1, "response", url, "2024-03-06T00:00:00Z", warc_body("no_date.html")),
        Record(2, "revisit", url, "2024-04-01T00:00:00Z", refers_to=1),
        Record(3, "revisit", "https://news.example.com/other", "2024-04-01T00:00:00Z", refers_to=1,
               extra={"WARC-Payload-Digest": "sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}),
    ]
    drafts = read_documents(write(tmp_path / "revisit.warc", records))
    original, revisit, other = drafts
    assert revisit.payload == original.payload and revisit.blob == original.blob
    assert revisit.provenance["revisit_of"] == record_id(1)
    assert revisit.provenance["captured_at"] == "2024-04-01T00:00:00.000000Z"
    # Resolved by WARC-Refers-To when the digest is unknown.
    assert other.provenance["revisit_of"] == record_id(1)


def test_unresolvable_revisit_is_counted(tmp_path: Path, store: PitStore) -> None:
    records = [
        Record(1, "response", "https://x.example.com/", "2024-03-06T00:00:00Z", warc_body()),
        Record(2, "revisit", "https://x.example.com/", "2024-04-01T00:00:00Z", refers_to=1,
               extra={"WARC-Payload-Digest": "sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}),
    ]
    path = write(tmp_path / "r.warc", records)
    data = path.read_bytes()
    path.write_bytes(data[data.rindex(b"WARC/1.0\r\n") :])  # only the revisit: its response is elsewhere
    report = store_pages(store, path)
    assert report.skipped_records == {"revisit (payload not in this batch)": 1}


def test_same_second_captures_are_two_versions_in_record_order(tmp_path: Path, store: PitStore) -> None:
    url = "https://news.example.com/undated"
    first = warc_body("no_date.html")
    second = first.replace(b"Acme Corp", b"Acme Corp.")  # one byte more
    records = [
        Record(1, "response", url, "2024-03-06T12:00:00Z", first),
        Record(2, "response", url, "2024-03-06T12:00:00Z", second),
    ]
    report = store_pages(store, write(tmp_path / "dup.warc", records))
    assert report.ok and report.added == 2
    versions = store.history(document_entity_id(url))
    assert [v.known_at for v in versions] == [datetime(2024, 3, 6, 12, tzinfo=UTC)] * 2
    visible = entity_as_of(store, document_entity_id(url), cutoff(store, datetime(2024, 3, 7, tzinfo=UTC)))
    assert visible is not None and visible.provenance["warc_record_id"] == record_id(2)


def test_damaged_record_is_quarantined_alone(tmp_path: Path, store: PitStore) -> None:
    records = [
        Record(1, "response", "https://a.example.com/", "2024-03-06T00:00:00Z", warc_body()),
        Record(2, "response", "https://b.example.com/", "2024-03-06T00:00:00Z", warc_body("url_only.html")),
        Record(3, "response", "https://c.example.com/", "2024-03-06T00:00:00Z", warc_body("chinese.html")),
    ]
    path = write(tmp_path / "d.warc", records)
    data = path.read_bytes()
    at = data.index(b"https://b.example.com/")
    body = data.index(b"<html", at)
    path.write_bytes(data[:body] + data[body:].replace(b"<html", b"<htmx", 1))  # same length, wrong digest
    report = store_pages(store, path)
    assert [q.where for q in report.quarantined] == [f"{path}#{record_id(2)}"]
    assert "digest" in report.quarantined[0].error
    assert report.added == 2


def test_truncated_warc_keeps_the_records_before_the_damage(tmp_path: Path, store: PitStore) -> None:
    records = [
        Record(1, "response", "https://a.example.com/", "2024-03-06T00:00:00Z", warc_body()),
        Record(2, "response", "https://b.example.com/", "2024-03-06T00:00:00Z", warc_body("url_only.html")),
    ]
    path = write(tmp_path / "t.warc", records)
    path.write_bytes(path.read_bytes()[:-400])
    report = store_pages(store, path)
    assert report.added == 1
    assert len(report.quarantined) == 1 and report.quarantined[0].where == str(path)
    assert "corrupt WARC" in report.quarantined[0].error


def test_warc_http_date_headers_are_evidence(tmp_path: Path) -> None:
    records = [
        Record(
            1, "response", "https://a.example.com/undated", "2024-03-06T00:00:00Z", warc_body("no_date.html"),
            http=(("Last-Modified", "Mon, 04 Mar 2024 09:30:00 GMT"), ("Date", "Wed, 06 Mar 2024 00:00:02 GMT")),
        ),
    ]
    (draft,) = read_documents(write(tmp_path / "h.warc", records))
    sources = {c["source"]: c for c in draft.provenance["date_candidates"]}
    assert sources["http:last-modified"]["value"] == "2024-03-04T09:30:00.000000Z"
    assert sources["http:date"]["role"] == "served"
    # Last-Modified is the only page date; the server's Date never dates the page.
    assert draft.known_at == datetime(2024, 3, 4, 9, 30, tzinfo=UTC)
    assert draft.provenance["known_at_basis"] == "http:last-modified"


def test_http_date_far_from_the_capture_is_flagged(tmp_path: Path) -> None:
    records = [
        Record(1, "response", "https://a.example.com/", "2024-03-06T00:00:00Z", warc_body(),
               http=(("Date", "Wed, 06 Mar 2019 00:00:02 GMT"),)),
    ]
    (draft,) = read_documents(write(tmp_path / "h.warc", records))
    assert "http_date_disagrees" in draft.provenance["flags"]
    assert draft.provenance["known_at_basis"] != "http:date"


def test_report_is_json_ready_and_readable(tmp_path: Path, store: PitStore) -> None:
    root = crawl(tmp_path)
    shutil.copy(PAGES / "no_date.html", root / "g.html")
    report = store_pages(store, root)
    again = PageIngestReport.model_validate_json(report.model_dump_json())
    assert again == report
    lines = report.summary()
    assert lines[0].startswith("pages: read 4, added 4, unchanged 0, quarantined 3, never visible 1")
    assert f"quarantined: {root / 'b.html.gz'}: gzip error" in "\n".join(lines)
    assert lines[-1] == f"warning: {root / 'g.html'}: stored, never visible under pit: no verifiable date"
