"""One check for every reader's bad-input tests: the error names the file, line and field."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from engine.errors import InputError


def assert_located(read: Callable[[Path], object], path: Path, line: int | None, field: str | None, fragment: str) -> None:
    """`read(path)` raises an `InputError` naming `path`, `line` and `field`, with `fragment` in its message."""
    with pytest.raises(InputError) as caught:
        read(path)
    error = caught.value
    assert error.file == str(path)
    assert error.line == line
    assert error.field == field
    assert fragment.lower() in error.message.lower()
