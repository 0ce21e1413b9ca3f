"""`asof --help` loads no heavy module: the command list is read without importing the commands.

An import test, not a timing test (speed lives in `bench/`): each check runs in a fresh interpreter
and reads its `sys.modules`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest

from controllers.cli.main import COMMANDS, main

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("scipy", "sklearn", "mcp", "dask", "distributed", "duckdb", "pandas", "pyarrow", "numpy", "trafilatura",
         "htmldate", "dateparser", "lxml", "httpx", "sqlalchemy", "alembic", "exchange_calendars", "statsmodels",
         "pit_store", "retrieval", "leakage_filter", "tasks")
"""Third-party libraries that take tenths of a second each to import, and asof's own rooms."""


def loaded_after(*args: str) -> list[str]:
    """The top-level packages of HEAVY that `asof ARGS` has imported when it exits."""
    code = (
        "import json, sys\n"
        "from controllers.cli.main import main\n"
        f"try:\n    main({list(args)!r})\nexcept SystemExit:\n    pass\n"
        f"print(json.dumps(sorted({{m.split('.')[0] for m in sys.modules}} & set({list(HEAVY)!r}))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return list(json.loads(done.stdout.strip().splitlines()[-1]))


@pytest.mark.parametrize("args", [("--help",), ("--version",), ("ingest", "--help"), ("store", "--help")])
def test_help_loads_no_heavy_module(args: tuple[str, ...]) -> None:
    assert loaded_after(*args) == []


def help_text(import_all: bool) -> str:
    """`asof --help` in a fresh interpreter, optionally after importing every command first."""
    code = ("import click\nfrom controllers.cli.main import COMMANDS, main\n"
            + ("for name in COMMANDS:\n    assert main.get_command(click.Context(main), name) is not None\n" if import_all else "")
            + "try:\n    main(['--help'], prog_name='asof')\nexcept SystemExit:\n    pass\n")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout


def test_the_listed_help_is_each_commands_own() -> None:
    # The listing reads docstrings from source; with every command imported it must read the same.
    lazy = help_text(import_all=False)
    assert lazy == help_text(import_all=True)
    assert all(f"\n  {name} " in lazy for name in COMMANDS)
    assert main.get_command(click.Context(main), "nope") is None
