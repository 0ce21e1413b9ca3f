"""A docket's "(Entered: <date>)" is the day the entry reached the page (`rules`): an update stamp,
so an entry entered after t is a later version, whatever the entry's own filing date; its
counterpart, every entry entered before t, stays clean."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge


def _docket(entered: str) -> str:
    return (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Docket</title></head><body><main>"
        "<h1>Marlow v. Fenbridge Corp.</h1><p>Filed 02/14/2024</p>"
        "<p>1 COMPLAINT against Fenbridge Corp. (Entered: 02/14/2024)</p>"
        f"<p>7 ORDER granting motion for extension of time. (Entered: {entered})</p>"
        "</main></body></html>"
    )


def test_an_entered_stamp_after_t_is_an_update() -> None:
    verdict = judge(_docket("05/22/2024"), t=datetime(2024, 5, 1, tzinfo=UTC), page=datetime(2024, 2, 14, tzinfo=UTC))
    assert verdict.label == "leak" and "updated_after_t" in verdict.reason, verdict.reason
    clean = judge(_docket("04/22/2024"), t=datetime(2024, 5, 1, tzinfo=UTC), page=datetime(2024, 2, 14, tzinfo=UTC))
    assert clean.label == "clean", clean.reason

