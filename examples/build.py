"""Rebuild the derived example files: `python examples/build.py` (from the repository root).

Two files in `examples/` are made from others, so that they are reproducible and stay small:

- `prices/bars.csv`: real daily bars of AAPL, IBM and MSFT from 3 January 2012 to 1 March 2013,
  cut from the public-domain Quandl WIKI prices shipped in the `bokeh-sampledata` package
  (`_data/stocks.csv.gz`, the file `asof quickstart` reads whole), in asof's generic layout.
- `crawl.warc.gz`: the four pages of `examples/pages/` as a WARC 1.1 archive of `response`
  records (one per page, its canonical URL as `WARC-Target-URI`, each captured on
  2013-01-26T00:00:00Z), written with `warcio`; record ids and dates are fixed so that a rebuild
  gives the same records.

`tests/test_examples.py` rebuilds both into a temporary folder and compares them with the
committed files.
"""

from __future__ import annotations

import csv
import gzip
import io
import re
import sys
import uuid
import zlib
from datetime import date
from importlib import resources
from pathlib import Path

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

EXAMPLES = Path(__file__).resolve().parent
SYMBOLS = ("AAPL", "IBM", "MSFT")
FIRST, LAST = date(2012, 1, 3), date(2013, 3, 1)
CAPTURED = "2013-01-26T00:00:00Z"
_CANONICAL = re.compile(rb'<link rel="canonical" href="([^"]+)">')


def bars_csv() -> str:
    """The real bars as CSV text: symbol,date,open,high,low,close,adj_close,volume."""
    source = resources.files("bokeh_sampledata") / "_data" / "stocks.csv.gz"
    with gzip.open(str(source), "rt", encoding="utf-8", newline="") as handle:
        rows = [row for row in csv.DictReader(handle)]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["symbol", "date", "open", "high", "low", "close", "adj_close", "volume"])
    chosen = [
        row for row in rows
        if row["Ticker"] in SYMBOLS and FIRST <= date.fromisoformat(row["Date"]) <= LAST
    ]
    for row in sorted(chosen, key=lambda r: (r["Ticker"], r["Date"])):
        writer.writerow([row[name] for name in ("Ticker", "Date", "Open", "High", "Low", "Close", "Adj Close", "Volume")])
    return out.getvalue()


def crawl_warc() -> bytes:
    """The example pages as a gzipped WARC of response records with fixed ids and dates."""
    buffer = io.BytesIO()
    writer = WARCWriter(buffer, gzip=True, warc_version="WARC/1.1")
    for page in sorted((EXAMPLES / "pages").glob("*.html")):
        body = page.read_bytes()
        found = _CANONICAL.search(body)
        if found is None:
            raise SystemExit(f"{page}: no canonical link to use as the target URI")
        url = found.group(1).decode()
        http = StatusAndHeaders("200 OK", [("Content-Type", "text/html; charset=utf-8")], protocol="HTTP/1.1")
        record = writer.create_warc_record(
            url, "response", payload=io.BytesIO(body), http_headers=http,
            warc_headers_dict={
                "WARC-Date": CAPTURED,
                "WARC-Record-ID": f"<urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, url)}>",
            },
        )
        writer.write_record(record)
    return _zero_gzip_mtimes(buffer.getvalue())


def _zero_gzip_mtimes(data: bytes) -> bytes:
    """Each gzip member's header mtime set to 0 so that a rebuild is byte for byte the same."""
    out = bytearray(data)
    position = 0
    while position < len(out):
        if out[position:position + 2] != b"\x1f\x8b":
            raise ValueError("not a gzip member")
        out[position + 4:position + 8] = b"\0\0\0\0"
        decompressor = zlib.decompressobj(16 + 15)
        decompressor.decompress(bytes(out[position:]))
        position = len(out) - len(decompressor.unused_data)
    return bytes(out)


def build(target: Path) -> list[Path]:
    """Write both derived files under `target` (an `examples/`-shaped folder); return their paths."""
    bars = target / "prices" / "bars.csv"
    bars.parent.mkdir(parents=True, exist_ok=True)
    bars.write_text(bars_csv(), encoding="utf-8")
    warc = target / "crawl.warc.gz"
    warc.write_bytes(crawl_warc())
    return [bars, warc]


if __name__ == "__main__":
    for path in build(Path(sys.argv[1]) if len(sys.argv) > 1 else EXAMPLES):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
