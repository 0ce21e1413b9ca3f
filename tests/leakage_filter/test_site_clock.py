"""A site's clock ("<span class='today'>1 février 2025</span>" in its top strip) shows the day the copy
was served, not when the page was written: chrome (`chrome`), never a dateline after t. The same
date shown as the article's own dateline still dates the page."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

STORED = datetime(2024, 12, 26, 8, 7, tzinfo=UTC)
T = datetime(2025, 2, 1, 20, 30, tzinfo=UTC)  # 21:30 in Paris on 1 February: that day is under way


def _page(strip: str) -> str:
    return (f"<html lang='fr'><body><div class='wrap'>{strip} <a href='/'>Accueil</a> <a href='/reg'>Se connecter</a></div>"
            "<article><h1>Le groupe maintient ses objectifs</h1><p>26/12/2024 09:07</p>"
            "<p>Le groupe a confirmé ses objectifs annuels et publiera ses comptes le 20 mars 2025.</p></article></body></html>")


@pytest.mark.parametrize("name", ["today", "current-date", "date-today"])
def test_the_sites_clock_is_chrome(name: str) -> None:
    verdict = judge(_page(f"<span class='{name}'>1 février 2025</span>"), t=T, page=STORED)
    assert verdict.label == "clean", verdict.reason


def test_the_same_date_as_a_dateline_still_counts() -> None:
    verdict = judge(_page("<span class='dateline'>1 février 2025</span>"), t=T, page=STORED)
    assert verdict.label != "clean", verdict.reason
