"""docs/formats.md quotes the errors the readers really give: every quoted error line is produced
here by feeding the bad input it describes to the `asof` command (or reader) the page names, on a
fresh store in a temporary folder. A changed message or a quoted line nobody produces fails."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from controllers.cli.main import main
from engine.errors import InputError
from tasks.probe import read_answers

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "formats.md"
EXAMPLES = ROOT / "examples"
FILINGS = {"company": "AAPL", "form": "10-Q", "fiscal_period": "2013Q1", "period_end": "2012-12-29",
           "item": "Revenues", "value": 1, "unit": "USD"}
NAIVE_INSTANCE = {
    "instance_id": "val:x", "task": "VAL", "market": "US", "forecast_time": "2012-06-01T20:15:00",
    "resolution_time": None, "horizon": "30", "pin": None, "question": "q",
    "input": {"symbol": "AAPL", "cutoff_session": "2012-06-01", "cutoff_price": 10.0, "horizons": [30], "history": []},
}

FILES: dict[str, str] = {
    "AAPL.csv": "date,open,high,low,close\n2013-01-18,500,505,498,eleven\n",
    "holiday.csv": "symbol,date,open,high,low,close,volume\nAAPL,2013-01-18,500,505,498,500.5,100\nAAPL,2013-01-21,500,505,498,501,100\n",
    "MSFT.csv": "timestamp,open,high,low,close\n2013-01-18T14:30:00,500,505,498,500\n",
    "extra.csv": "symbol,date,open,high,low,close,vwap\nAAPL,2013-01-18,500,505,498,500.5,500\n",
    "crawl/empty.html": "",
    "f1.jsonl": json.dumps({**FILINGS, "accepted_at": "2013-01-24"}) + "\n",
    "f2.jsonl": json.dumps({**FILINGS, "filed": "2013-01-24"}) + "\n",
    "arr.json": json.dumps([{**FILINGS, "value": "n/a", "accepted_at": "2013-01-24T21:05:00Z"}]),
    "cf.json": (EXAMPLES / "companyfacts.json").read_text().replace('"filed": "2013-01-24"}', '"filed": "24/01/2013"}', 1),
    "m1.csv": "series,period,value,released_at,release_date\nCPIAUCSL,2012-12,231.2,2013-01-16T13:30:00Z,2013-01-16\n",
    "GDP.csv": "period,value,release_date\n2013-03,1.0,2013-02-01\n",
    "m2.csv": "series_id,realtime_start,realtime_end,date,value\nCPIAUCSL,2013-01-16,2013-01-10,2012-12-01,231.221\n",
    "e1.jsonl": json.dumps({"company": "AAPL", "event": "earnings", "fiscal_period": "2013Q1", "status": "scheduled",
                            "event_time": "2013-01-23T21:30:00Z"}) + "\n",
    "e2.jsonl": json.dumps({"company": "AAPL", "event": "earnings", "fiscal_period": "2013Q1", "status": "realised",
                            "event_time": "2013-01-23T21:30:00Z", "known_at": "2013-01-23T20:00:00Z"}) + "\n",
    "ev.csv": "company,event,fiscal_period,status,event_time,known_at\nAAPL,earnings,2013Q1,moved,2013-01-23T21:30:00Z,2013-01-10T00:00:00Z\n",
    "inst.jsonl": json.dumps(NAIVE_INSTANCE) + "\n",
    "l.jsonl": json.dumps({"instance_id": "a", "market": "US", "label": {"cutoff_price": 10}}) + "\n",
    "p.jsonl": json.dumps({"instance_id": "a", "market": "US",
                           "output": {"bear": 9, "base": 10, "bull": 11, "reversion_horizon": "1-3m"}}) + "\n",
    "corp/labels.jsonl": json.dumps({"id": "a", "file": "pages/a.html", "url": "https://x.example/a",
                                     "forecast_time": "2013-01-22T15:00:00Z", "expected": "maybe"}) + "\n",
    "ans.jsonl": "".join(json.dumps({"question_id": "q", "repeat": 0, "answer": a}) + "\n" for a in "AB"),
}

COMMANDS: list[list[str]] = [
    ["ingest", "prices", "AAPL.csv"],
    ["ingest", "prices", "holiday.csv"],
    ["ingest", "prices", "MSFT.csv", "--interval", "5m"],
    ["ingest", "prices", "extra.csv"],
    ["ingest", "pages", "crawl"],
    *[["ingest", "filings", name] for name in ("f1.jsonl", "f2.jsonl", "arr.json", "cf.json")],
    *[["ingest", "macro", name] for name in ("m1.csv", "GDP.csv", "m2.csv")],
    *[["ingest", "events", name] for name in ("e1.jsonl", "e2.jsonl", "ev.csv")],
    ["models", "add", "x", "--release-date", "2012-01-01"],
    ["models", "add", "m", "--vendor-cutoff", "2011-06-30"],
    ["run", "--task", "VAL", "--model", "m", "--forecaster", "cutoff_price", "--instances", "inst.jsonl"],
    ["score", "VAL", "--predictions", "p.jsonl", "--labels", "l.jsonl"],
    ["score", "EVT", "--predictions", "examples/tasks/evt_predictions.jsonl", "--labels", "examples/tasks/evt_labels.jsonl"],
    ["leakage", "eval", "--corpus", "corp"],
]


def quoted_lines() -> set[str]:
    """The error, quarantine and format-failure lines quoted in the page's code blocks."""
    blocks = re.findall(r"```\n(.*?)```", PAGE.read_text(encoding="utf-8"), flags=re.S)
    return {line for block in blocks for line in block.splitlines()
            if line.startswith(("Error: ", "quarantined: ", "failure "))}


@pytest.fixture
def produced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> set[str]:
    for name in ("ASOF_STORE", "ASOF_DATA", "ASOF_LLM_BASE_URL", "ASOF_LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    for name, text in FILES.items():
        Path(name).parent.mkdir(parents=True, exist_ok=True)
        Path(name).write_text(text, encoding="utf-8")
    shutil.copy(EXAMPLES / "pages" / "apple-preview.html", "crawl/apple-preview.html")
    Path("corp/pages").mkdir()
    shutil.copy(EXAMPLES / "pages" / "apple-preview.html", "corp/pages/a.html")
    (tmp_path / "examples").symlink_to(EXAMPLES)
    runner = CliRunner()
    assert runner.invoke(main, ["init"]).exit_code == 0
    lines: set[str] = set()
    for command in COMMANDS:
        result = runner.invoke(main, command)
        lines.update(line.strip() for line in result.output.splitlines())
    with pytest.raises(InputError) as caught:
        read_answers(Path("ans.jsonl"))
    lines.add(f"Error: {caught.value}")
    return lines


def test_every_error_the_formats_page_quotes_is_what_the_reader_gives(produced: set[str]) -> None:
    quoted = quoted_lines()
    assert len(quoted) >= 20
    assert sorted(quoted - produced) == []


def test_the_page_describes_every_example_the_tour_ingests() -> None:
    page = PAGE.read_text(encoding="utf-8")
    for name in ("prices/bars.csv", "prices/fix.csv", "crawl.warc.gz", "filings.jsonl", "companyfacts.json",
                 "cpi_vintages.csv", "CPIAUCSL.csv", "events.jsonl", "outcomes.jsonl", "leakage_corpus/",
                 "tasks/val_predictions.jsonl", "tasks/evt_labels.jsonl", "tasks/MSFT_2026Q3.json"):
        assert f"examples/{name}" in page, name
        assert (EXAMPLES / name).exists(), name
