"""A command's `--help` loads only what building its options needs (issue 21.6).

Each check runs the CLI in a fresh interpreter, as the `asof` script does, and reads `sys.modules`
afterwards: this asserts what is imported, not how long it takes (timing lives in `bench startup`).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
HEAVY = ("pandas", "pyarrow", "duckdb", "numpy", "retrieval.gateway", "controllers.runs.runner", "pit_store.as_of")
"""Modules a help text never needs: the data stack, and the runner that pulls it in."""


def _loaded_after(args: list[str]) -> tuple[str, list[str]]:
    """The usage text `asof ARGS` printed and which of `HEAVY` it had imported by its end."""
    script = (
        "import json, sys, io, contextlib\n"
        "from controllers.cli.main import main\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        "    try:\n"
        f"        main({args!r}, prog_name='asof')\n"
        "    except SystemExit as exc:\n"
        "        assert exc.code in (0, None), exc.code\n"
        f"print(json.dumps([out.getvalue(), sorted(m for m in {HEAVY!r} if m in sys.modules)]))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT)
    usage, loaded = json.loads(done.stdout)
    return usage, loaded


@pytest.mark.parametrize("args", [["verify", "--help"], ["run", "--help"], ["demo", "--help"], ["--help"]])
def test_help_imports_no_data_stack(args: list[str]) -> None:
    usage, loaded = _loaded_after(args)
    assert "Usage: asof" in usage
    assert loaded == []


def test_the_check_sees_a_command_that_does_load_them() -> None:
    """The probe is not blind: importing the runner (what `asof run` executes) shows up."""
    done = subprocess.run(
        [sys.executable, "-c", "import sys, controllers.runs.runner; print('pandas' in sys.modules, 'pyarrow' in sys.modules)"],
        capture_output=True, text=True, check=True, cwd=ROOT,
    )
    assert done.stdout.split() == ["True", "True"]
