"""Shared helpers for the leakage filter tests: instants and a rules verdict in one call."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.rules import RulesClassifier
from leakage_filter.verdict import ClassifyContext, Verdict

T = datetime(2025, 9, 30, 23, 59, 59, tzinfo=UTC)
"""The forecast time most tests use."""
PAGE = datetime(2025, 9, 12, 14, 0, tzinfo=UTC)
"""A page date well before T."""


@pytest.fixture(scope="session")
def rules() -> RulesClassifier:
    return RulesClassifier()


def judge(
    content: str,
    *,
    t: datetime = T,
    page: datetime | None = PAGE,
    url: str | None = None,
    **context: object,
) -> Verdict:
    """The rules verdict for `content` at `t`, with the page dated `page`."""
    return RulesClassifier().classify(content, t, ClassifyContext(url=url, page_known_at=page, **context))  # type: ignore[arg-type]
