"""The clock, hashing, ids and settings."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clock import ManualClock, SystemClock
from engine.errors import AsofError, InputError
from engine.hashing import canonical_json, content_hash
from engine.ids import stable_id
from engine.settings import Settings


def test_manual_clock_only_moves_forward() -> None:
    clock = ManualClock(datetime(2024, 1, 1, tzinfo=UTC))
    clock.advance(timedelta(hours=1))
    assert clock.now() == datetime(2024, 1, 1, 1, tzinfo=UTC)
    with pytest.raises(AsofError):
        clock.set(datetime(2023, 12, 31, tzinfo=UTC))
    with pytest.raises(AsofError):
        clock.advance(timedelta(seconds=-1))
    with pytest.raises(InputError):
        ManualClock(datetime(2024, 1, 1))  # noqa: DTZ001 - naive on purpose


def test_system_clock_is_aware_and_monotone() -> None:
    clock = SystemClock()
    readings = [clock.now() for _ in range(100)]
    assert all(r.tzinfo is UTC for r in readings)
    assert readings == sorted(readings)


def test_canonical_json_is_order_free_and_typed() -> None:
    a = {"b": 1, "a": [1.5, "x"], "t": datetime(2024, 1, 1, tzinfo=UTC)}
    b = {"t": datetime(2024, 1, 1, tzinfo=UTC), "a": [1.5, "x"], "b": 1}
    assert canonical_json(a) == canonical_json(b) == '{"a":[1.5,"x"],"b":1,"t":"2024-01-01T00:00:00.000000Z"}'
    assert content_hash(a) == content_hash(b)
    with pytest.raises(ValueError, match="NaN"):
        canonical_json({"x": float("nan")})


@given(st.dictionaries(st.text(), st.one_of(st.integers(), st.text(), st.floats(allow_nan=False, allow_infinity=False))))
def test_hash_is_stable_under_key_order(value: dict[str, object]) -> None:
    reordered = dict(reversed(list(value.items())))
    assert content_hash(value) == content_hash(reordered)


def test_stable_ids() -> None:
    assert stable_id("doc", "https://a.example/x") == stable_id("doc", "https://a.example/x")
    assert stable_id("doc", "a", "b") != stable_id("doc", "ab")
    assert stable_id("doc", "x").startswith("doc:")
    with pytest.raises(ValueError):
        stable_id("bad:ns", "x")


def test_settings_precedence(tmp_path: Path) -> None:
    default = Settings.resolve(cwd=tmp_path, environ={})
    assert default.store_url == f"sqlite:///{tmp_path / '.asof' / 'asof.db'}"
    assert default.data_dir == tmp_path / ".asof" / "data"
    env = Settings.resolve(cwd=tmp_path, environ={"ASOF_STORE": "postgresql://x/db", "ASOF_DATA": "/d"})
    assert (env.store_url, env.data_dir) == ("postgresql://x/db", Path("/d"))
    explicit = Settings.resolve("sqlite:///e.db", "/e", cwd=tmp_path, environ={"ASOF_STORE": "postgresql://x/db"})
    assert (explicit.store_url, explicit.data_dir) == ("sqlite:///e.db", Path("/e"))
    assert env.data_dir_given and explicit.data_dir_given and not default.data_dir_given


def test_price_folder_defaults_to_beside_a_sqlite_store_wherever_the_command_runs(tmp_path: Path) -> None:
    elsewhere = Settings.resolve("sqlite:////srv/stores/a/asof.db", cwd=tmp_path, environ={})
    assert (elsewhere.data_dir, elsewhere.data_dir_given) == (Path("/srv/stores/a/data"), False)
    server = Settings.resolve("postgresql://x/db", cwd=tmp_path, environ={})
    assert (server.data_dir, server.data_dir_given) == (tmp_path / ".asof" / "data", False)
