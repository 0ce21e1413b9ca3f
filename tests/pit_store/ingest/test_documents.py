"""Document ingestion (`pit_store.ingest.documents.read_documents`) on hand-written pages."""

from __future__ import annotations

import gzip
import io
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from engine.errors import InputError
from engine.hashing import content_hash, sha256_hex
from engine.ids import stable_id
from engine.timestamps import end_of_day
from pit_store.ingest.documents import normalise_url, read_documents
from pit_store.records import RecordDraft

PAGES = Path(__file__).parent / "pages"
UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def eod(day: date) -> datetime:
    return end_of_day(day, UTC_MINUS_12)


def page_text(name: str) -> str:
    return (PAGES / name).read_text(encoding="utf-8")


def one(path: Path, **kwargs: object) -> RecordDraft:
    drafts = read_documents(path, **kwargs)  # type: ignore[arg-type]
    assert len(drafts) == 1
    return drafts[0]


def candidates(draft: RecordDraft, prefix: str = "") -> list[dict[str, object]]:
    return [c for c in draft.provenance["date_candidates"] if str(c["source"]).startswith(prefix)]


def raises_naming(path: Path | str, match: str, **kwargs: object) -> InputError:
    with pytest.raises(InputError, match=match) as info:
        read_documents(Path(path), **kwargs)  # type: ignore[arg-type]
    assert str(path) in str(info.value)
    return info.value


# --- WARC fixtures, built with warcio --------------------------------------------------------


@dataclass(frozen=True)
class Rec:
    """One WARC record to write; `n` numbers its fixed WARC-Record-ID (random ids would make
    every run's sources differ)."""

    uri: str
    body: bytes
    date: str
    n: int
    kind: str = "response"
    content_type: str = "text/html; charset=utf-8"
    status: str = "200 OK"

    @property
    def record_id(self) -> str:
        return f"urn:uuid:00000000-0000-4000-8000-{self.n:012d}"


def write_warc(path: Path, records: list[Rec], *, gzip_records: bool = True) -> Path:
    with open(path, "wb") as out:
        writer = WARCWriter(out, gzip=gzip_records)
        for rec in records:
            http_headers = None
            if rec.kind == "response":
                http_headers = StatusAndHeaders(
                    rec.status, [("Content-Type", rec.content_type)], protocol="HTTP/1.1"
                )
            record = writer.create_warc_record(
                rec.uri,
                rec.kind,
                payload=io.BytesIO(rec.body),
                http_headers=http_headers,
                warc_headers_dict={"WARC-Date": rec.date, "WARC-Record-ID": f"<{rec.record_id}>"},
            )
            writer.write_record(record)
    return path


# --- the hand-written pages -------------------------------------------------------------------


def test_meta_only_page() -> None:
    path = PAGES / "meta_only.html"
    draft = one(path)
    assert draft.record_type == "document" and draft.kind is None and draft.event_time is None
    assert draft.known_at == utc(2024, 3, 5, 14, 30)
    assert draft.provenance["known_at_basis"] == "meta:article:published_time"
    assert draft.entity_id == stable_id("doc", "file:meta_only.html")
    assert draft.source == str(path)
    raw = path.read_bytes()
    assert draft.blob == raw
    assert draft.payload == {
        "url": "file:meta_only.html",
        "title": "Acme beats revenue estimates",
        "text": draft.payload["text"],
        "html_sha256": sha256_hex(raw),
        "lang": "en",
        "author": "Jane Roe",
        "sitename": "Example News",
    }
    assert "quarterly revenue of 1.2 billion dollars" in draft.payload["text"]
    assert draft.provenance["file"] == str(path)
    assert draft.provenance["captured_at"] is None and draft.provenance["warc_record_id"] is None
    meta = candidates(draft, "meta")
    assert meta == [
        {
            "source": "meta:article:published_time",
            "value": "2024-03-05T14:30:00.000000Z",
            "precision": "time",
            "role": "published",
            "trusted": True,
            "why_untrusted": None,
            "refined_by": None,
            "context": "meta:article:published_time=2024-03-05T14:30:00+00:00",
        }
    ]


def test_jsonld_with_later_date_modified() -> None:
    draft = one(PAGES / "jsonld_modified.html")
    assert draft.known_at == utc(2024, 3, 7, 8, 15)  # dateModified, 09:15 at +01:00
    assert draft.provenance["known_at_basis"] == "jsonld:dateModified"
    published = candidates(draft, "jsonld:datePublished")
    assert [c["value"] for c in published] == ["2024-03-05T14:30:00.000000Z"]
    # The first publication the page states is recorded beside it, for a user auditing the page.
    assert {k: v for k, v in draft.provenance.items() if k.startswith("published_at")} == {
        "published_at": "2024-03-05T14:30:00.000000Z", "published_at_basis": "jsonld:datePublished",
        "published_at_precision": "time", "published_at_bounded": False}
    # The canonical link names the page: normalised (case, default port, fragment).
    assert draft.payload["url"] == "https://news.example.com/markets/acme-beats"
    assert draft.entity_id == stable_id("doc", "https://news.example.com/markets/acme-beats")


def test_updated_paragraph_as_the_only_date() -> None:
    draft = one(PAGES / "updated_only.html")
    assert draft.known_at == eod(date(2024, 3, 5)) == utc(2024, 3, 6, 11, 59, 59, 999999)
    body = candidates(draft, "body")
    assert [(c["source"], c["role"], c["precision"]) for c in body] == [("body:updated", "modified", "day")]
    assert draft.provenance["known_at_basis"] == "body:updated"
    # htmldate reports the update as the publication date: kept as a candidate, not relied on.
    original = candidates(draft, "htmldate:original")
    assert [(c["role"], c["value"]) for c in original] == [("published", "2024-03-06T11:59:59.999999Z")]


def test_update_after_publication_is_not_hidden_by_htmldate() -> None:
    draft = one(PAGES / "updated_after_meta.html")
    htmldate = {c["source"]: c["value"] for c in candidates(draft, "htmldate")}
    # The htmldate calls (article and whole page) only see the 1 March publication date (a day in
    # UTC, the one zone the page's own stamp names) ...
    assert htmldate == {
        "htmldate:original": "2024-03-01T23:59:59.999999Z",
        "htmldate:latest": "2024-03-01T23:59:59.999999Z",
        "htmldate:page": "2024-03-01T23:59:59.999999Z",
    }
    # ... but the page says it was updated on 6 March at 16:30 UTC: it is known only from then.
    assert draft.known_at == utc(2024, 3, 6, 16, 30)
    assert draft.provenance["known_at_basis"] == "body:updated"


def test_url_only_date() -> None:
    draft = one(PAGES / "url_only.html")
    assert draft.payload["url"] == "https://news.example.com/2024/03/05/acme-beats-estimates.html"
    assert [c["source"] for c in candidates(draft) if not str(c["source"]).startswith("htmldate")] == ["url"]
    assert draft.known_at == eod(date(2024, 3, 5))
    assert draft.provenance["known_at_basis"] == "url"


def test_no_date_at_all() -> None:
    path = PAGES / "no_date.html"
    draft = one(path)
    assert draft.known_at is None
    assert draft.provenance["known_at_basis"] == "none"
    assert draft.provenance["date_candidates"] == []
    assert draft.provenance["flags"] == ["no_date_candidates"]
    assert (draft.provenance["published_at"], draft.provenance["published_at_basis"]) == (None, "none")
    captured = one(path, captured_at=datetime(2024, 3, 5, 18, 0, tzinfo=ZoneInfo("America/New_York")))
    assert captured.known_at == utc(2024, 3, 5, 23, 0)
    assert captured.provenance["known_at_basis"] == "captured_at"
    assert captured.provenance["captured_at"] == "2024-03-05T23:00:00.000000Z"
    assert captured.payload == draft.payload  # the capture is provenance, not content


def test_date_only_known_at_is_end_of_day_in_the_latest_zone() -> None:
    draft = one(PAGES / "url_only.html")
    assert draft.known_at == datetime(2024, 3, 5, 23, 59, 59, 999999, tzinfo=ZoneInfo("Etc/GMT+12"))
    shanghai = one(PAGES / "url_only.html", date_only_tz="Asia/Shanghai")
    assert shanghai.known_at == utc(2024, 3, 5, 15, 59, 59, 999999)


def test_capture_caps_a_later_claimed_date() -> None:
    draft = one(PAGES / "jsonld_modified.html", captured_at=utc(2024, 3, 8))
    assert draft.known_at == utc(2024, 3, 7, 8, 15)
    early = one(PAGES / "meta_only.html", captured_at=utc(2024, 3, 5, 14, 30))
    assert early.known_at == utc(2024, 3, 5, 14, 30)


def test_chinese_page() -> None:
    draft = one(PAGES / "chinese.html")
    assert "宁德时代周二公布的财报显示" in draft.payload["text"]
    assert draft.payload["title"] == "宁德时代一季度营收超预期"
    assert draft.payload["lang"] == "zh-CN"
    body = candidates(draft, "body")
    assert [(c["source"], c["role"], c["precision"], c["context"]) for c in body] == [
        ("body:发布时间", "published", "time", "发布时间：2024年3月5日 10:30")
    ]
    # 10:30 without an offset, on a zh-CN page: read in China's one zone, its region's clock (the
    # labelled stamp itself, `DateClaim.clock`).
    assert draft.known_at == utc(2024, 3, 5, 2, 30)
    assert draft.provenance["known_at_basis"] == "body:发布时间"


def test_chinese_page_in_gbk(tmp_path: Path) -> None:
    text = page_text("chinese.html").replace('charset="utf-8"', 'charset="gb2312"')
    path = tmp_path / "gbk.html"
    path.write_bytes(text.encode("gbk"))
    draft = one(path)
    assert draft.payload["text"] == one(PAGES / "chinese.html").payload["text"]
    assert draft.known_at == utc(2024, 3, 5, 2, 30)  # its zh-CN clock, as above


def test_related_sidebar_does_not_move_known_at() -> None:
    draft = one(PAGES / "sidebar.html")
    assert draft.known_at == utc(2024, 3, 5, 14, 30)
    assert not [c for c in candidates(draft) if str(c["value"]).startswith("2024-04")]
    assert "side_regions_excluded" in draft.provenance["flags"]


def test_forward_looking_statements_are_not_page_dates() -> None:
    draft = one(PAGES / "forward_looking.html")
    assert candidates(draft, "body") == []
    assert draft.known_at == utc(2024, 3, 5, 14, 30)


def test_url_argument_names_a_single_page() -> None:
    draft = one(PAGES / "no_date.html", url="HTTPS://Example.com:443/2024/03/05/acme#comments")
    assert draft.payload["url"] == "https://example.com/2024/03/05/acme"
    assert draft.entity_id == stable_id("doc", "https://example.com/2024/03/05/acme")
    assert draft.known_at == eod(date(2024, 3, 5))


# --- WARC -------------------------------------------------------------------------------------


def test_warc_capture_earlier_than_the_claimed_date(tmp_path: Path) -> None:
    body = (PAGES / "jsonld_modified.html").read_bytes()
    uri = "https://news.example.com/markets/acme-beats"
    page = Rec(uri, body, "2024-03-01T12:00:00Z", 2)
    path = write_warc(
        tmp_path / "crawl.warc.gz",
        [
            Rec(uri, b"GET / HTTP/1.1\r\n\r\n", "2024-03-01T12:00:00Z", 1, kind="request"),
            page,
            Rec(uri + ".png", b"\x89PNG", "2024-03-01T12:00:01Z", 3, content_type="image/png"),
            Rec("https://news.example.com/gone", body, "2024-03-01T12:00:02Z", 4, status="404 Not Found"),
            Rec(uri, b"via: test", "2024-03-01T12:00:03Z", 5, kind="metadata"),
        ],
    )
    # The capture date of a WARC record is its own WARC-Date, whatever --captured-at says.
    draft = one(path, captured_at=utc(2030, 1, 1))
    assert draft.known_at == utc(2024, 3, 1, 12)
    assert draft.provenance["known_at_basis"] == "captured_at"
    assert draft.provenance["captured_at"] == "2024-03-01T12:00:00.000000Z"
    assert "dates_after_capture" in draft.provenance["flags"]
    assert candidates(draft)
    assert all(c["why_untrusted"] == "after_capture" for c in candidates(draft))
    assert draft.source == f"{path}#{page.record_id}"
    assert draft.provenance["warc_record_id"] == page.record_id
    assert draft.blob == body
    assert draft.entity_id == stable_id("doc", uri)


def test_later_capture_of_the_same_url_is_the_same_entity(tmp_path: Path) -> None:
    uri = "https://news.example.com/markets/acme-beats"
    first = (PAGES / "meta_only.html").read_bytes()
    second = first.replace(b"Shares of Acme rose four percent", b"Shares of Acme rose six percent")
    recs = [
        Rec(uri, first, "2024-03-05T15:00:00Z", 1),
        Rec(uri.replace("news.example", "NEWS.Example"), second, "2024-03-06T15:00:00Z", 2),
    ]
    a, b = read_documents(write_warc(tmp_path / "two.warc", recs, gzip_records=False))
    assert a.entity_id == b.entity_id == stable_id("doc", uri)
    assert content_hash(a.payload) != content_hash(b.payload)
    assert a.known_at == b.known_at == utc(2024, 3, 5, 14, 30)
    assert (a.provenance["captured_at"], b.provenance["captured_at"]) == (
        "2024-03-05T15:00:00.000000Z",
        "2024-03-06T15:00:00.000000Z",
    )


def test_warc_http_charset_wins_over_meta(tmp_path: Path) -> None:
    body = page_text("chinese.html").encode("gbk")  # <meta> says utf-8
    gbk = "text/html; charset=GBK"
    rec = Rec("https://cn.example.com/a", body, "2024-03-06T00:00:00Z", 1, content_type=gbk)
    path = write_warc(tmp_path / "gbk.warc.gz", [rec])
    assert "宁德时代周二公布的财报显示" in one(path).payload["text"]


# --- directories and gzip -------------------------------------------------------------------


def test_directory_with_gzip_and_warc(tmp_path: Path) -> None:
    root = tmp_path / "crawl"
    (root / "b" / "deep").mkdir(parents=True)
    shutil.copy(PAGES / "meta_only.html", root / "a.html")
    (root / "b" / "chinese.HTM.gz").write_bytes(gzip.compress((PAGES / "chinese.html").read_bytes()))
    shutil.copy(PAGES / "url_only.html", root / "b" / "deep" / "c.htm")
    warc = Rec("https://x.example.com/", (PAGES / "no_date.html").read_bytes(), "2024-03-05T12:00:00Z", 1)
    write_warc(root / "b" / "d.warc.gz", [warc])
    (root / "notes.txt").write_text("not a page")
    (root / "b" / "image.png").write_bytes(b"\x89PNG")

    drafts = read_documents(root, captured_at=utc(2024, 3, 10))
    assert [d.source for d in drafts] == [
        str(root / "a.html"),
        str(root / "b" / "chinese.HTM.gz"),
        f"{root / 'b' / 'd.warc.gz'}#{warc.record_id}",
        str(root / "b" / "deep" / "c.htm"),
    ]
    assert [d.payload["url"] for d in drafts] == [
        "file:a.html",
        "file:b/chinese.HTM.gz",
        "https://x.example.com/",
        "https://news.example.com/2024/03/05/acme-beats-estimates.html",
    ]
    chinese = drafts[1]
    assert chinese.blob == (PAGES / "chinese.html").read_bytes()  # decompressed HTML
    assert chinese.provenance["captured_at"] == "2024-03-10T00:00:00.000000Z"
    assert chinese.known_at == utc(2024, 3, 5, 2, 30)  # its zh-CN clock
    assert drafts[2].known_at == utc(2024, 3, 5, 12)  # the WARC's own capture, no dates


def test_same_input_gives_identical_drafts(tmp_path: Path) -> None:
    root = tmp_path / "pages"
    shutil.copytree(PAGES, root)
    body = (PAGES / "sidebar.html").read_bytes()
    write_warc(root / "z.warc.gz", [Rec("https://news.example.com/a", body, "2024-03-06T00:00:00Z", 9)])
    first = read_documents(root, captured_at=utc(2024, 3, 10))
    second = read_documents(root, captured_at=utc(2024, 3, 10))
    assert first == second
    assert [content_hash(d.payload) for d in first] == [content_hash(d.payload) for d in second]
    assert [content_hash(d.provenance) for d in first] == [content_hash(d.provenance) for d in second]


# --- URLs -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("HTTPS://News.Example.COM:443/a/B?x=1&y=2#frag", "https://news.example.com/a/B?x=1&y=2"),
        ("http://example.com", "http://example.com/"),
        ("http://example.com:8080/a", "http://example.com:8080/a"),
        ("http://[2001:DB8::1]:80/a", "http://[2001:db8::1]/a"),
        ("file:sub/page.html#top", "file:sub/page.html"),
    ],
)
def test_normalise_url(url: str, expected: str) -> None:
    assert normalise_url(url) == expected


@given(
    st.sampled_from(["http", "HTTP", "https", "Https"]),
    st.from_regex(r"[a-zA-Z][a-zA-Z0-9-]{0,10}(\.[a-zA-Z]{2,5}){1,2}", fullmatch=True),
    st.from_regex(r"(/[a-zA-Z0-9._~-]{0,8}){0,3}", fullmatch=True),
    st.from_regex(r"([a-z]=[0-9]{1,3})?", fullmatch=True),
)
def test_normalise_url_is_idempotent(scheme: str, host: str, path: str, query: str) -> None:
    url = f"{scheme}://{host}{path}" + (f"?{query}" if query else "") + "#f"
    once = normalise_url(url)
    assert normalise_url(once) == once
    assert once == once.split("#")[0] and once.startswith(scheme.lower() + "://" + host.lower())


# --- bad input --------------------------------------------------------------------------------


def test_missing_path(tmp_path: Path) -> None:
    raises_naming(tmp_path / "nope.html", "file not found")


@pytest.mark.parametrize("content", [b"", b"  \n\t "])
def test_empty_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "empty.html"
    path.write_bytes(content)
    raises_naming(path, "empty file")


@pytest.mark.parametrize(
    "content",
    [
        b"this is not gzip at all",
        gzip.compress((PAGES / "meta_only.html").read_bytes())[:-40],  # truncated
        b"\x1f\x8b\x08\x00" + b"\x00" * 20,  # a gzip header followed by garbage
    ],
)
def test_gzip_errors(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "page.html.gz"
    path.write_bytes(content)
    raises_naming(path, "gzip error")


def test_gzip_of_nothing(tmp_path: Path) -> None:
    path = tmp_path / "page.htm.gz"
    path.write_bytes(gzip.compress(b""))
    raises_naming(path, "empty file")


def test_undeclared_non_utf8_bytes_are_detected(tmp_path: Path) -> None:
    text = page_text("no_date.html").replace('<meta charset="utf-8">', "")
    path = tmp_path / "latin.html"
    path.write_bytes(text.replace("Acme Corp", "Acmé Corp").encode("cp1252"))
    draft = one(path)
    assert "Acmé Corp" in draft.payload["text"]
    decoding = draft.provenance["decoding"]
    assert decoding["origin"] == "detected" and decoding["declared"] is None
    assert 0 < decoding["confidence"] <= 1


def test_meta_charset_contradicted_by_the_bytes_is_detected(tmp_path: Path) -> None:
    path = tmp_path / "lying.html"
    path.write_bytes(page_text("chinese.html").encode("gbk"))  # says utf-8
    draft = one(path)
    assert "宁德时代" in draft.payload["text"]
    decoding = draft.provenance["decoding"]
    assert decoding["origin"] == "detected" and decoding["declared"] == "utf-8"
    assert decoding["encoding"] in {"gb18030", "gbk", "gb2312", "cp936"}
    assert "contradicted" in decoding["note"]


def test_single_byte_meta_on_utf8_bytes_is_read_as_utf8(tmp_path: Path) -> None:
    # A page re-saved as UTF-8 that still declares windows-1252: the bytes are the evidence.
    text = page_text("no_date.html").replace('charset="utf-8"', 'charset="windows-1252"')
    path = tmp_path / "resaved.html"
    path.write_bytes(text.replace("Acme Corp", "Acmé Corp").encode("utf-8"))
    draft = one(path)
    assert "Acmé Corp" in draft.payload["text"]
    assert draft.provenance["decoding"]["encoding"] == "utf-8"
    assert draft.provenance["decoding"]["declared"] == "windows-1252"


def test_euc_kr_page_declared_and_undeclared(tmp_path: Path) -> None:
    korean = "삼성전자는 3분기 영업이익이 시장 예상을 웃돌았다고 밝혔다. 반도체 부문의 회복이 실적을 이끌었다."
    html = f"<html><head>{{meta}}<title>실적</title></head><body><article><h1>실적 발표</h1><p>{korean}</p><p>{korean}</p></article></body></html>"
    declared = tmp_path / "declared.html"
    declared.write_bytes(html.format(meta='<meta charset="euc-kr">').encode("euc-kr"))
    undeclared = tmp_path / "undeclared.html"
    undeclared.write_bytes(html.format(meta="").encode("euc-kr"))
    assert korean[:10] in one(declared).payload["text"]
    assert one(declared).provenance["decoding"] == {
        "encoding": "cp949", "origin": "declared", "confidence": 1.0, "declared": "euc-kr", "note": None,
    }
    assert korean[:10] in one(undeclared).payload["text"]
    assert one(undeclared).provenance["decoding"]["origin"] == "detected"


def test_declared_latin1_decodes_as_windows_1252(tmp_path: Path) -> None:
    text = page_text("no_date.html").replace('charset="utf-8"', 'charset="ISO-8859-1"')
    path = tmp_path / "latin.html"
    path.write_bytes(text.replace("Acme Corp", "Acmé Corp – ").encode("cp1252"))
    assert "Acmé Corp – " in one(path).payload["text"]


def test_xml_declaration_names_the_charset(tmp_path: Path) -> None:
    text = page_text("no_date.html").replace('<meta charset="utf-8">', "").replace("Acme Corp", "Acmé Corp")
    path = tmp_path / "page.xhtml.html"
    path.write_bytes(b'<?xml version="1.0" encoding="ISO-8859-1"?>\n' + text.encode("latin-1"))
    assert "Acmé Corp" in one(path).payload["text"]


def test_unknown_declared_charset_falls_back_to_the_bytes(tmp_path: Path) -> None:
    text = page_text("no_date.html").replace('charset="utf-8"', 'charset="klingon-8"')
    path = tmp_path / "klingon.html"
    path.write_text(text, encoding="utf-8")
    decoding = one(path).provenance["decoding"]
    assert decoding["encoding"] == "utf-8" and "unknown charset 'klingon-8'" in decoding["note"]


def test_utf8_bom_is_honoured(tmp_path: Path) -> None:
    path = tmp_path / "bom.html"
    text = page_text("chinese.html").replace('charset="utf-8"', 'charset="gbk"')
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))  # the BOM beats the <meta>
    assert "宁德时代" in one(path).payload["text"]


def test_warc_http_charset_contradicted_by_the_bytes_is_detected(tmp_path: Path) -> None:
    body = page_text("chinese.html").encode("gbk")
    rec = Rec("https://cn.example.com/a", body, "2024-03-06T00:00:00Z", 7)
    (draft,) = read_documents(write_warc(tmp_path / "bad.warc.gz", [rec]))
    assert "宁德时代" in draft.payload["text"]
    assert draft.provenance["decoding"]["origin"] == "detected"
    assert "(http) contradicted" in draft.provenance["decoding"]["note"]


@pytest.mark.parametrize(
    "html",
    [
        b"<html><head><title>Nothing here</title></head><body></body></html>",
        b"<html><body><script>var x = 1;</script></body></html>",
        b"<!-- just a comment -->",
    ],
)
def test_no_text_at_all(tmp_path: Path, html: bytes) -> None:
    path = tmp_path / "hollow.html"
    path.write_bytes(html)
    raises_naming(path, "no visible text|malformed HTML")


def test_page_without_main_text_keeps_its_visible_text(tmp_path: Path) -> None:
    # A notice page trafilatura finds no article in: stored with its visible text, not refused.
    path = tmp_path / "notice.html"
    path.write_bytes(b"<html><body><footer><p>Acme Corp</p><p>Page last updated 5 March 2024</p></footer><script>x=1</script></body></html>")
    draft = one(path)
    assert draft.payload["text"].split() == "Acme Corp Page last updated 5 March 2024".split()
    assert draft.provenance["text_extraction"] in {"recall", "visible_text"}
    assert draft.known_at == eod(date(2024, 3, 5))  # the footer's stamp, read on the whole page


def test_naive_captured_at() -> None:
    path = PAGES / "meta_only.html"
    error = raises_naming(path, "naive datetime", captured_at=datetime(2024, 3, 5, 12))
    assert error.field == "captured_at"


def test_unknown_date_only_zone() -> None:
    raises_naming(PAGES / "meta_only.html", "unknown timezone", date_only_tz="Mars/Olympus")


def test_unsupported_file_type(tmp_path: Path) -> None:
    path = tmp_path / "page.txt"
    path.write_text("hello")
    raises_naming(path, "unsupported file type")


def test_empty_directory(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("hello")
    raises_naming(tmp_path, "no page files")


def test_url_only_for_a_single_page(tmp_path: Path) -> None:
    raises_naming(PAGES, "single HTML file", url="https://example.com/")


def test_one_bad_file_fails_the_whole_directory(tmp_path: Path) -> None:
    root = tmp_path / "crawl"
    root.mkdir()
    shutil.copy(PAGES / "meta_only.html", root / "a.html")
    (root / "b.html.gz").write_bytes(b"broken")
    shutil.copy(PAGES / "url_only.html", root / "c.html")
    with pytest.raises(InputError, match="gzip error") as info:
        read_documents(root)
    assert info.value.file == str(root / "b.html.gz")


def valid_warc(tmp_path: Path, *, gzip_records: bool) -> bytes:
    body = (PAGES / "meta_only.html").read_bytes()
    rec = Rec("https://news.example.com/a", body, "2024-03-06T00:00:00Z", 1)
    name = "ok.warc.gz" if gzip_records else "ok.warc"
    return write_warc(tmp_path / name, [rec], gzip_records=gzip_records).read_bytes()


@pytest.mark.parametrize(
    ("name", "corrupt"),
    [
        ("garbage.warc", lambda ok, gz: b"hello world\r\n" * 10),
        ("garbage.warc.gz", lambda ok, gz: b"not a warc at all\n" * 10),
        ("truncated.warc", lambda ok, gz: ok[:-300]),
        ("truncated.warc.gz", lambda ok, gz: gz[:-200]),
        ("bad-length.warc", lambda ok, gz: ok.replace(b"Content-Length: ", b"Content-Lenxth: ", 1)),
        ("tampered.warc", lambda ok, gz: ok.replace(b"Acme Corp", b"Acme Corq", 1)),
        ("mangled.warc.gz", lambda ok, gz: gz[:300] + b"\x00" * 50 + gz[350:]),
        ("empty.warc", lambda ok, gz: b""),
    ],
)
def test_corrupt_warc(tmp_path: Path, name: str, corrupt: Callable[[bytes, bytes], bytes]) -> None:
    ok, gz = valid_warc(tmp_path, gzip_records=False), valid_warc(tmp_path, gzip_records=True)
    path = tmp_path / name
    path.write_bytes(corrupt(ok, gz))
    raises_naming(path, "corrupt WARC|empty file")


def test_warc_date_missing_names_the_record(tmp_path: Path) -> None:
    rec = Rec("https://news.example.com/a", (PAGES / "meta_only.html").read_bytes(), "2024-03-06", 3)
    path = write_warc(tmp_path / "nodate.warc", [rec], gzip_records=False)
    error = raises_naming(path, "date, not an instant")
    assert error.field == "WARC-Date" and error.file == f"{path}#{rec.record_id}"


# --- robustness: damage is an InputError, never a crash ---------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=600), st.sampled_from(["p.html", "p.htm.gz", "p.warc", "p.warc.gz"]))
def test_any_bytes_give_drafts_or_an_input_error(
    tmp_path_factory: pytest.TempPathFactory, data: bytes, name: str
) -> None:
    path = tmp_path_factory.mktemp("fuzz") / name
    path.write_bytes(data)
    try:
        drafts = read_documents(path)
    except InputError as exc:
        assert str(path) in str(exc)
    else:
        assert all(d.record_type == "document" for d in drafts)


@settings(max_examples=60, deadline=None)
@given(st.booleans(), st.integers(min_value=0), st.integers(0, 40), st.binary(max_size=12))
def test_damaged_warc_gives_drafts_or_an_input_error(
    tmp_path_factory: pytest.TempPathFactory, gzip_records: bool, at: int, cut: int, insert: bytes
) -> None:
    folder = tmp_path_factory.mktemp("warc")
    recs = [Rec("https://x.example.com/", (PAGES / "meta_only.html").read_bytes(), "2024-03-01T00:00:00Z", 1)]
    good = write_warc(folder / "good.warc", recs, gzip_records=gzip_records).read_bytes()
    at %= len(good)
    path = folder / ("bad.warc.gz" if gzip_records else "bad.warc")
    path.write_bytes(good[:at] + insert + good[at + cut :])
    try:
        read_documents(path)
    except InputError as exc:
        assert str(path) in str(exc)


def test_control_characters_do_not_sink_a_page(tmp_path: Path) -> None:
    path = tmp_path / "ctl.html"
    path.write_bytes((PAGES / "updated_only.html").read_bytes().replace(b"Updated", b"\x01Updated\x0c"))
    draft = one(path)
    assert draft.known_at == eod(date(2024, 3, 5))
