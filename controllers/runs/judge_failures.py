"""Pages the leakage judge could not be asked about, counted from the audit trail.

A judge failure (no answer: timeout, HTTP 401, connection refused, a server misconfiguration) rejects
the page for that request but is not a verdict and is not cached (`leakage_filter.cache`); `asof
search` and `asof run` show the count and the reasons, so a run whose judge never answered does not
read as a run whose pages were all leaks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from sqlalchemy import Engine

from leakage_filter.cache import failure_summary, is_call_failure
from retrieval.audit import audit_rows


def judge_failures(engine: Engine, run_id: str, *, request_id: str | None = None) -> dict[str, int]:
    """Rejected candidates of `run_id` (one request, if given) whose deciding verdict was a failure, by reason."""
    counts: Counter[str] = Counter()
    for row in audit_rows(engine, run_id=run_id, decision="reject"):
        if request_id is not None and row["request_id"] != request_id:
            continue
        reason = row["evidence"].get("reason") if isinstance(row["evidence"], dict) else None
        if isinstance(reason, str) and is_call_failure(reason):
            counts[failure_summary(reason)] += 1
    return dict(counts.most_common())


def render_judge_failures(counts: Mapping[str, int]) -> list[str]:
    """'judge failed on N pages: <reason>' lines (none when the judge always answered)."""
    return [f"judge failed on {n} page{'s' if n != 1 else ''}: {reason}" for reason, n in counts.items()]
