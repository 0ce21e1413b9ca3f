"""Small WARCs built by hand with warcio, record by record, as crawlers write them."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from pathlib import Path

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter


def record_id(n: int) -> str:
    """A fixed WARC-Record-ID (random ids would make every run's sources differ)."""
    return f"urn:uuid:00000000-0000-4000-8000-{n:012d}"


@dataclass(frozen=True)
class Record:
    """One record: `kind` response | resource | revisit | request | metadata | warcinfo."""

    n: int
    kind: str
    uri: str
    date: str
    body: bytes = b""
    content_type: str = "text/html; charset=utf-8"
    status: str = "200 OK"
    http: tuple[tuple[str, str], ...] = ()
    """Extra HTTP headers (responses and revisits)."""
    refers_to: int | None = None
    """For a revisit: the `n` of the response whose payload it repeats."""
    extra: dict[str, str] = field(default_factory=dict)


def write(path: Path, records: list[Record], *, gzip_records: bool = False) -> Path:
    """Write `records` in order to a WARC at `path`."""
    digests: dict[int, str] = {}
    with open(path, "wb") as out:
        writer = WARCWriter(out, gzip=gzip_records)
        for rec in records:
            headers = {"WARC-Date": rec.date, "WARC-Record-ID": f"<{record_id(rec.n)}>", **rec.extra}
            if rec.kind == "revisit":
                assert rec.refers_to is not None
                http = StatusAndHeaders("304 Not Modified", list(rec.http), protocol="HTTP/1.1")
                record = writer.create_revisit_record(
                    rec.uri, digests[rec.refers_to], rec.uri, rec.date, http_headers=http, warc_headers_dict=headers
                )
                record.rec_headers.add_header("WARC-Refers-To", f"<{record_id(rec.refers_to)}>")
            else:
                http = None
                if rec.kind == "response":
                    http = StatusAndHeaders(
                        rec.status, [("Content-Type", rec.content_type), *rec.http], protocol="HTTP/1.1"
                    )
                elif rec.kind in {"resource", "metadata", "request"}:
                    headers["Content-Type"] = rec.content_type
                record = writer.create_warc_record(
                    rec.uri, rec.kind, payload=io.BytesIO(rec.body), http_headers=http, warc_headers_dict=headers
                )
                if rec.kind == "response":
                    digests[rec.n] = record.rec_headers.get_header("WARC-Payload-Digest")
            writer.write_record(record)
    return path
