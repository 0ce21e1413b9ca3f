"""The `asof` CLI end to end on a SQLite store in a temporary folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from controllers.cli.main import main

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"

YAHOO = """Date,Open,High,Low,Close,Adj Close,Volume
2024-03-04,10,11,9,10.5,10.5,1000
2024-03-05,10.5,12,10,11.5,11.5,1200
"""


@pytest.fixture
def cli(tmp_path: Path) -> CliRunner:
    runner = CliRunner(env={"ASOF_STORE": f"sqlite:///{tmp_path / 's.db'}", "ASOF_DATA": str(tmp_path / "data")})
    assert runner.invoke(main, ["init"]).exit_code == 0
    return runner


def run(cli: CliRunner, *args: str) -> Result:
    return cli.invoke(main, list(args), catch_exceptions=False)


def test_price_ingest_and_as_of_read(cli: CliRunner, tmp_path: Path) -> None:
    bars = tmp_path / "ACME.csv"
    bars.write_text(YAHOO)
    ingested = run(cli, "ingest", "prices", str(bars), "--latency", "15m")
    assert ingested.exit_code == 0 and "added 2" in ingested.output
    # 2024-03-05 closes 16:00 New York = 21:00 UTC; known 15 minutes later.
    before = json.loads(run(cli, "prices", "ACME", "--as-of", "2024-03-05T21:14:00Z", "--json").output)
    after = json.loads(run(cli, "prices", "ACME", "--as-of", "2024-03-05T21:15:00Z", "--json").output)
    assert before["bar"]["session"] == "2024-03-04"
    assert after["bar"]["session"] == "2024-03-05" and after["bar"]["close"] == 11.5
    again = run(cli, "ingest", "prices", str(bars), "--latency", "15m")
    assert "added 0" in again.output


def test_bad_input_names_file_line_and_field_and_writes_nothing(cli: CliRunner, tmp_path: Path) -> None:
    bars = tmp_path / "BAD.csv"
    bars.write_text(YAHOO.replace("11.5,11.5", "eleven,11.5"))
    result = cli.invoke(main, ["ingest", "prices", str(bars)])
    assert result.exit_code == 1
    assert "BAD.csv" in result.output and "line 3" in result.output and "close" in result.output.lower()
    stats = json.loads(run(cli, "store", "stats", "--json").output)
    assert stats == {"position": 0, "versions": {}}


def test_naive_as_of_is_refused(cli: CliRunner) -> None:
    result = cli.invoke(main, ["prices", "ACME", "--as-of", "2024-03-05T21:00:00"])
    assert result.exit_code == 2 and "offset" in result.output


def test_uninitialised_store_says_what_to_do(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["store", "stats", "--store", f"sqlite:///{tmp_path / 'none.db'}"])
    assert result.exit_code == 1 and "asof init" in result.output


def test_examples_pages_filings_macro_events(cli: CliRunner) -> None:
    assert "added 4" in run(cli, "ingest", "pages", str(EXAMPLES / "pages")).output
    assert "added 3" in run(cli, "ingest", "filings", str(EXAMPLES / "filings.jsonl")).output
    assert "added 2" in run(cli, "ingest", "macro", str(EXAMPLES / "cpi_vintages.csv")).output
    assert "added 2" in run(cli, "ingest", "events", str(EXAMPLES / "events.jsonl")).output

    docs = json.loads(run(cli, "list", "documents", "--as-of", "2013-01-23T21:01:00Z", "--json").output)
    assert [d["payload"]["url"] for d in docs["records"]] == ["https://news.example.com/markets/apple-q1-preview"]

    cpi = json.loads(run(cli, "list", "macro", "--subject", "CPIAUCSL", "--as-of", "2013-01-20T12:00:00Z", "--json").output)
    assert [r["payload"]["value"] for r in cpi["records"]] == [231.221]

    filings = json.loads(run(cli, "list", "filings", "--subject", "AAPL", "--as-of", "2013-04-01T00:00:00Z", "--json").output)
    revenue = next(r for r in filings["records"] if r["payload"]["item"] == "Revenues")
    history = json.loads(run(cli, "show", revenue["entity_id"], "--history", "--json").output)
    assert [(v["version"], v["kind"]) for v in history["history"]] == [(1, "original"), (2, "amendment")]
    early = json.loads(run(cli, "show", revenue["entity_id"], "--as-of", "2013-02-01T00:00:00Z", "--json").output)
    assert early["visible"]["payload"]["value"] == 54512000000

    page = json.loads(run(cli, "show", "https://blog.example.org/apple-earnings-what-to-watch", "--json").output)
    latest = page["latest_recorded"]
    # "Updated January 24, 2013" is read as the page's exact dateModified of that day, 08:10Z
    assert latest["provenance"]["known_at_basis"] and latest["known_at"].startswith("2013-01-24T08:10")
    # ... while the page states its first publication four days before: shown beside known_at.
    assert latest["provenance"]["published_at"] == "2013-01-20T09:00:00.000000Z"
    text = run(cli, "show", "https://blog.example.org/apple-earnings-what-to-watch").output
    assert "provenance.known_at_basis: jsonld:dateModified" in text
    assert "provenance.published_at: 2013-01-20T09:00:00.000000Z" in text
    assert "provenance.published_at_basis: jsonld:datePublished" in text
    assert "verified" in run(cli, "store", "verify").output


def test_show_as_of_pin_reproduces_an_earlier_read(cli: CliRunner) -> None:
    run(cli, "ingest", "filings", str(EXAMPLES / "filings.jsonl"))
    listing = json.loads(run(cli, "list", "filings", "--subject", "AAPL", "--as-of", "2014-01-01T00:00:00Z", "--json").output)
    revenue = next(r for r in listing["records"] if r["payload"]["item"] == "Revenues")
    pinned = json.loads(run(cli, "show", revenue["entity_id"], "--as-of", "2014-01-01T00:00:00Z", "--pin", "2", "--json").output)
    assert pinned["visible"]["version"] == 1
    unknown = cli.invoke(main, ["show", "doc:nothing"])
    assert unknown.exit_code == 1 and "no entity" in unknown.output


def test_checkpoint_then_verify_catches_a_cut_tail(cli: CliRunner, tmp_path: Path) -> None:
    run(cli, "ingest", "filings", str(EXAMPLES / "filings.jsonl"))
    run(cli, "ingest", "events", str(EXAMPLES / "events.jsonl"))
    anchor = tmp_path / "team-repo" / "checkpoint.json"
    taken = json.loads(run(cli, "store", "checkpoint", "-o", str(anchor), "--json").output)
    assert taken["chains"]["store"]["seq"] == 2 and json.loads(anchor.read_text())["store_position"] == taken["store_position"]
    again = cli.invoke(main, ["store", "checkpoint", "-o", str(anchor)])
    assert again.exit_code != 0 and "never overwritten" in again.output
    assert "store verified" in run(cli, "store", "verify", "--checkpoint", str(anchor)).output
    # Cut the last batch as someone with database access would: triggers dropped and put back as they were.
    import sqlite3

    database = sqlite3.connect(tmp_path / "s.db")
    triggers = database.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    for name, _ in triggers:
        database.execute(f'DROP TRIGGER "{name}"')
    batch, first = database.execute("SELECT batch_id, first_seq FROM batches ORDER BY first_seq DESC LIMIT 1").fetchone()
    database.execute("DELETE FROM supersessions WHERE by_seq >= ?", (first,))  # its versions' facts go with it
    database.execute("DELETE FROM records WHERE batch_id = ?", (batch,))
    database.execute("DELETE FROM batches WHERE batch_id = ?", (batch,))
    database.execute("DELETE FROM chain_links WHERE item = ?", (batch,))
    for _, sql in triggers:
        database.execute(sql)
    database.commit()
    database.close()
    assert "store verified" in run(cli, "store", "verify").output  # a clean cut at the tail
    cut = cli.invoke(main, ["store", "verify", "--checkpoint", str(anchor)])
    assert cut.exit_code == 1 and "link 2 is gone" in cut.output
    bad = cli.invoke(main, ["store", "verify", "--checkpoint", str(tmp_path / "missing.json")])
    assert bad.exit_code != 0 and "missing.json" in bad.output


def crawl_folder(tmp_path: Path) -> Path:
    """The example pages plus one unreadable file."""
    root = tmp_path / "crawl"
    root.mkdir()
    for page in sorted((EXAMPLES / "pages").iterdir()):
        (root / page.name).write_bytes(page.read_bytes())
    (root / "broken.html.gz").write_bytes(b"not gzip at all")
    return root


def test_ingest_pages_quarantines_a_bad_page_and_says_so(cli: CliRunner, tmp_path: Path) -> None:
    root = crawl_folder(tmp_path)
    result = cli.invoke(main, ["ingest", "pages", str(root)])
    assert result.exit_code == 3
    assert "added 4" in result.output and "quarantined 1" in result.output
    assert f"quarantined: {root / 'broken.html.gz'}: gzip error" in result.output
    data = json.loads(cli.invoke(main, ["ingest", "pages", str(root), "--json"]).output)
    assert (data["ok"], data["added"], data["unchanged"]) == (False, 0, 4)
    assert [q["where"] for q in data["quarantined"]] == [str(root / "broken.html.gz")]
    (root / "broken.html.gz").unlink()
    assert cli.invoke(main, ["ingest", "pages", str(root)]).exit_code == 0


def test_ingest_pages_strict_stores_nothing(cli: CliRunner, tmp_path: Path) -> None:
    root = crawl_folder(tmp_path)
    result = cli.invoke(main, ["ingest", "pages", str(root), "--strict"])
    assert result.exit_code == 1 and "gzip error" in result.output
    stats = cli.invoke(main, ["store", "stats", "--json"])
    assert json.loads(stats.output)["position"] == 0


def test_ingest_pages_reports_never_visible_pages(cli: CliRunner, tmp_path: Path) -> None:
    page = tmp_path / "undated.html"
    page.write_text(
        "<html><body><article><h1>Notice</h1><p>The office is closed for maintenance work this week, "
        "and opening hours will be announced on the website when the work is done.</p></article></body></html>"
    )
    result = cli.invoke(main, ["ingest", "pages", str(page)])
    assert result.exit_code == 0
    assert "never visible 1" in result.output
    assert f"warning: {page}: stored, never visible under pit: no verifiable date" in result.output


def test_commands_are_imported_only_when_named() -> None:
    """`asof` imports a command's module when the command is asked for (an MCP client waits on
    `asof mcp serve`), and every command module's commands are reachable by name."""
    import subprocess
    import sys

    import click

    from controllers.cli import boundary_commands, run_commands
    from controllers.cli.main import COMMANDS

    context = click.Context(main)
    for command in (*run_commands.COMMANDS, *boundary_commands.COMMANDS):
        assert main.get_command(context, command.name or "") is command
    assert all(main.get_command(context, name) is not None for name in COMMANDS)
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys; from controllers.cli.main import main; import click; "
         "main.get_command(click.Context(main), 'mcp'); "
         "print(sorted(m for m in ('sklearn', 'scipy', 'pandas', 'controllers.runs.runner', 'retrieval.gateway') "
         "if m in sys.modules))"],
        capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parents[3])
    assert loaded.stdout.strip() == "[]"
