"""The hash-chained run log: chaining, idempotent keys, verification of tampering."""

from __future__ import annotations

from datetime import UTC, datetime
from types import SimpleNamespace

import pytest
from sqlalchemy import create_engine

from engine import run_log
from engine.run_log import GENESIS, JobStarted, PredictionLocked, Scored, chain_hash, event_body, verify_chain
from pit_store.schema import metadata, run_events

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def locked(job: str, output: str | None = '{"x":1}') -> PredictionLocked:
    return PredictionLocked(
        job_key=job, instance_id="i", market="US", forecaster="f", policy="pit", repeat=0, regime="T2",
        forecast_time=NOW, output_json=output, output_hash=run_log.output_hash(output) if output else None,
        failure=None if output else "boom", context={}, transcript=(), seconds=0.0,
    )


@pytest.fixture
def engine():  # type: ignore[no-untyped-def]
    engine = create_engine("sqlite://")
    metadata.create_all(engine, tables=[run_events])
    yield engine
    engine.dispose()


def test_chain_and_idempotent_keys(engine) -> None:  # type: ignore[no-untyped-def]
    with engine.begin() as connection:
        first = run_log.append(connection, run_events, "r", locked("j1"), NOW)
        second = run_log.append(connection, run_events, "r", locked("j2", None), NOW)
        duplicate = run_log.append(connection, run_events, "r", locked("j1", '{"x":2}'), NOW)
        claim1 = run_log.append(connection, run_events, "r", JobStarted(job_key="j3", attempt=1, owner="o", lease_until=NOW), NOW)
        claim1b = run_log.append(connection, run_events, "r", JobStarted(job_key="j3", attempt=1, owner="p", lease_until=NOW), NOW)
        claim2 = run_log.append(connection, run_events, "r", JobStarted(job_key="j3", attempt=2, owner="p", lease_until=NOW), NOW)
        other_run = run_log.append(connection, run_events, "s", locked("j1"), NOW)
    assert first is not None and second is not None and claim1 is not None and claim2 is not None
    assert duplicate is None and claim1b is None
    assert first.prev_hash == GENESIS and second.prev_hash == first.hash
    assert second.hash == chain_hash(first.hash, event_body(locked("j2", None)))
    assert other_run is not None and other_run.seq == 1 and other_run.prev_hash == GENESIS
    with engine.connect() as connection:
        entries = run_log.read_entries(connection, run_events, "r")
        rows = list(connection.execute(run_events.select().where(run_events.c.run_id == "r").order_by(run_events.c.seq)))
    assert [e.seq for e in entries] == [1, 2, 3, 4]
    assert isinstance(entries[0].event, PredictionLocked) and entries[0].event.output_json == '{"x":1}'
    assert verify_chain(rows) == []


def test_verify_finds_every_kind_of_tampering(engine) -> None:  # type: ignore[no-untyped-def]
    scored = Scored(job_key="j1", instance_id="i", regime="T2", label_json='{"a":1}',
                    label_hash=run_log.content_hash({"a": 1}), instance_score=0.5, format_failure=None, resolved_at=NOW)
    with engine.begin() as connection:
        for event in (locked("j1"), locked("j2"), scored):
            run_log.append(connection, run_events, "r", event, NOW)
        rows = [SimpleNamespace(**r._mapping) for r in connection.execute(run_events.select().order_by(run_events.c.seq))]
    assert verify_chain(rows) == []
    dropped = [rows[0], rows[2]]
    assert any("sequence gap" in p.problem for p in verify_chain(dropped))
    assert any("prev_hash" in p.problem for p in verify_chain(dropped))
    bad_output = SimpleNamespace(**{**vars(rows[1]), "body": rows[1].body.replace('{\\"x\\":1}', '{\\"x\\":9}')})
    problems = verify_chain([rows[0], bad_output, rows[2]])
    assert {p.seq for p in problems} == {2, 3} or {p.seq for p in problems} == {2}
    assert any("output_hash" in p.problem for p in problems)
    rehashed = SimpleNamespace(**{**vars(bad_output), "hash": chain_hash(bad_output.prev_hash, bad_output.body)})
    chained = verify_chain([rows[0], rehashed, rows[2]])
    assert any(p.seq == 3 and "prev_hash" in p.problem for p in chained)  # recomputing one hash breaks the next link
    bad_label = SimpleNamespace(**{**vars(rows[2]), "body": rows[2].body.replace('"instance_score":0.5', '"instance_score":0.9')})
    assert any(p.seq == 3 and "hash does not match" in p.problem for p in verify_chain([rows[0], rows[1], bad_label]))
    not_canonical = SimpleNamespace(**{**vars(rows[0]), "body": rows[0].body.replace(",", ", ", 1)})
    not_canonical.hash = chain_hash(not_canonical.prev_hash, not_canonical.body)
    assert any("canonical" in p.problem for p in verify_chain([not_canonical]))


def claim(job: str, attempt: int = 1, owner: str = "o") -> JobStarted:
    return JobStarted(job_key=job, attempt=attempt, owner=owner, lease_until=NOW)


def chain(engine, run_id: str = "r") -> list:  # type: ignore[no-untyped-def]
    with engine.connect() as connection:
        return list(connection.execute(run_events.select().where(run_events.c.run_id == run_id).order_by(run_events.c.seq)))


def test_two_indexes_append_to_one_chain_and_see_each_others_keys(engine) -> None:  # type: ignore[no-untyped-def]
    # Two writers (as two worker processes would be), each with its own index, interleaving appends.
    a, b = run_log.ChainIndex(run_events, "r"), run_log.ChainIndex(run_events, "r")
    with engine.begin() as connection:
        run_log.append(connection, run_events, "r", locked("j0"), NOW)  # written outside both indexes
    for turn in range(6):
        writer = a if turn % 2 == 0 else b
        with engine.begin() as connection:
            written = writer.append(connection, [claim(f"j{turn}"), locked(f"j{turn}")], NOW)
        assert [e.event.kind for e in written] == (["JobStarted"] if turn == 0 else ["JobStarted", "PredictionLocked"])
    with engine.begin() as connection:
        assert a.append(connection, [locked("j5"), claim("j5", 1, "p")], NOW) == []  # b wrote both keys
        assert a.latest_claim("j5") == claim("j5") and a.latest_claim("nope") is None
    assert a.locked == {f"j{k}" for k in range(6)} and a.seq == b.seq + 0 == 12
    rows = chain(engine)
    assert len(rows) == 12 and not verify_chain(rows) and a.head == rows[-1].hash


def test_an_append_rolled_back_is_noticed_and_the_index_reads_the_run_afresh(engine) -> None:  # type: ignore[no-untyped-def]
    index = run_log.ChainIndex(run_events, "r")
    with engine.begin() as connection:
        index.append(connection, [claim("j1")], NOW)
    with pytest.raises(RuntimeError), engine.begin() as connection:
        index.append(connection, [claim("j2"), locked("j1")], NOW)
        raise RuntimeError("the transaction fails after the append")
    assert index.seq == 3  # the index moved on; the table did not
    with engine.begin() as connection:
        written = index.append(connection, [claim("j2"), locked("j1")], NOW)
    assert [e.seq for e in written] == [2, 3] and index.locked == {"j1"}
    rows = chain(engine)
    assert [r.seq for r in rows] == [1, 2, 3] and not verify_chain(rows)
