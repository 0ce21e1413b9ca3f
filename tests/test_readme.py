"""Every shell command in the README's code blocks is run by a test.

The quick tour runs here, as written, in order, in a temporary folder holding only a link to
`examples/`, on a fresh store (the default `.asof/asof.db` under that folder). The ids the README
writes as placeholders (`RUN_ID`, `HASH`, ...) are filled in from what earlier commands stored or
printed, as a reader would copy them. The few commands that need what a test cannot start here (a
live date, an LLM endpoint, a Dask cluster, a server that runs until stopped) are listed in
`COVERED` with the test file that runs them, and that file must hold the command. A README command
that is neither run here nor listed fails the test, so a new command cannot go unexercised.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from controllers.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"

SETUP = {"source .venv/bin/activate"}
"""Shell set-up: the test calls `asof` in-process instead."""

COVERED: dict[str, tuple[str, str]] = {
    "make demo": ("tests/controllers/demo/test_demo.py", '"demo", "--quick"'),
    "make test": ("Makefile", "test:"),
    "asof live --task VAL": ("tests/controllers/runs/test_live.py", "live_run("),
    "asof run --task VAL --model m --forecaster agent:qwen3": ("tests/controllers/forecasters/test_agent.py", "agent"),
    "asof mcp serve --run RUN": ("tests/controllers/forecasters/test_mcp_server.py", '"serve"'),
    "asof run ... --forecaster 'cmd:": ("tests/controllers/forecasters/test_harness.py", "cmd:"),
    "asof run ... --executor dask": ("tests/controllers/runs/test_dask_executor.py", "--executor"),
}
"""README command prefix -> (file that runs it, text that file must hold)."""


def readme_commands(text: str) -> list[str]:
    """The shell commands of every ```bash block, continuation lines joined, comments dropped."""
    commands: list[str] = []
    for block in re.findall(r"```bash\n(.*?)```", text, flags=re.S):
        joined = re.sub(r"\\\n\s*", " ", block)
        for line in joined.splitlines():
            words = shlex.split(line, comments=True)
            if words:
                commands.append(shlex.join(words))
    return commands


def covered_by(command: str) -> tuple[str, str] | None:
    return next((where for prefix, where in COVERED.items() if command.startswith(prefix)), None)


def test_readme_commands_are_each_run_or_covered() -> None:
    commands = readme_commands(README.read_text(encoding="utf-8"))
    assert len(commands) > 40
    unaccounted = [c for c in commands if c not in SETUP and covered_by(c) is None and not c.startswith("asof ")]
    assert unaccounted == []
    for prefix, (path, needle) in COVERED.items():
        assert any(c.startswith(prefix) for c in commands), f"COVERED lists {prefix!r}, which the README no longer has"
        assert needle in (ROOT / path).read_text(encoding="utf-8"), f"{path} does not run {prefix!r}"


class Tour:
    """The tour's folder and the ids its commands printed or stored, for the README's placeholders."""

    def __init__(self, runner: CliRunner) -> None:
        self.runner = runner
        self.ids: dict[str, str] = {}

    def invoke(self, words: list[str]) -> Result:
        return self.runner.invoke(main, words, catch_exceptions=False)

    def json(self, *words: str) -> object:
        result = self.invoke([*words, "--json"])
        assert result.exit_code == 0, result.output
        return json.loads(result.output)

    def fill(self, command: str) -> str:
        for name in sorted(self.ids, key=len, reverse=True):
            command = re.sub(rf"\b{name}\b", self.ids[name], command)
        assert not re.search(r"\b(ENTITY_ID|DOC_ID|RUN_ID|HASH|RUN_A|RUN_B)\b", command), command
        return command

    def before(self, command: str) -> None:
        """Fill in what a reader would have copied from earlier output, or written themselves."""
        if "ENTITY_ID" in command:
            listing = self.json("list", "filings", "--subject", "AAPL", "--as-of", "2014-01-01T00:00:00Z")
            self.ids["ENTITY_ID"] = next(r["entity_id"] for r in listing["records"] if r["payload"]["item"] == "Revenues")
        if "DOC_ID" in command:
            listing = self.json("list", "documents", "--as-of", "2013-01-25T00:00:00Z")
            self.ids["DOC_ID"] = next(r["entity_id"] for r in listing["records"] if r["payload"]["url"].endswith("apple-q1-preview"))
        if "RUN_A" in command:
            runs = self.json("runs", "list")
            self.ids["RUN_A"] = self.ids["RUN_ID"]
            self.ids["RUN_B"] = next(r["run_id"] for r in runs if r["run_id"].startswith("replay:"))
        if command.startswith("asof probe score"):
            # The model's answers to the prompts: here an answerer that always picks A.
            prompts = [json.loads(line) for line in Path("p.jsonl").read_text().splitlines()]
            Path("answers.jsonl").write_text(
                "".join(json.dumps({"question_id": p["question_id"], "repeat": 0, "answer": "A"}) + "\n" for p in prompts)
            )

    def after(self, command: str, result: Result) -> None:
        if command.startswith("asof run ") and "cutoff_price" in command:
            self.ids["RUN_ID"] = re.search(r"\brun (run:\S+): \d+/\d+ job", result.output).group(1)  # type: ignore[union-attr]
            self.ids["HASH"] = re.search(r"\bhead (sha256:[0-9a-f]{64})", result.output).group(1)  # type: ignore[union-attr]


CHECKS: dict[str, Callable[[str], bool]] = {
    "asof ingest prices examples/prices/bars.csv": lambda out: "added 873" in out,
    "asof ingest prices examples/prices/fix.csv": lambda out: "added 1" in out,
    "asof ingest pages examples/crawl.warc.gz": lambda out: "added 4" in out,
    "asof prices AAPL --as-of 2013-01-23T20:59:00Z --start": lambda out: (
        "bar(s) written" in out or json.loads(out)["bars"][-1]["session"] == "2013-01-22"),
    "asof prices AAPL": lambda out: "session 2013-01-22" in out,
    "asof score VAL": lambda out: "over 9 instance(s)" in out,
    "asof score EVT": lambda out: json.loads(out)["format_failures"] == 1,
    "asof verify ": lambda out: "ok" in out.lower(),
    "asof replay": lambda out: "identical" in out,
}
"""Command prefix -> what its output must show (beyond exit status 0)."""


def test_the_quick_tour_runs_as_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ASOF_STORE", "ASOF_DATA", "ASOF_LLM_BASE_URL", "ASOF_LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    tour = Tour(CliRunner())
    commands = [c for c in readme_commands(README.read_text(encoding="utf-8")) if c.startswith("asof ") and covered_by(c) is None]
    for command in commands:
        tour.before(command)
        filled = tour.fill(command)
        result = tour.invoke(shlex.split(filled)[1:])
        assert result.exit_code == 0, f"{filled}\n{result.output}"
        check = next((test for prefix, test in CHECKS.items() if filled.startswith(prefix)), None)
        assert check is None or check(result.output), f"{filled}\n{result.output}"
        tour.after(command, result)
    assert (tmp_path / "report").is_dir() and (tmp_path / "rejected.csv").is_file()
    # The README's Python block runs on the store the tour built (the same folder, the same model).
    for block in re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S):
        exec(compile(block, "README.md", "exec"), {"__name__": "__readme__"})
