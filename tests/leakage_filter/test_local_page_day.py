"""The page's own day is the stored instant's day in the page's zone, not in UTC.

A Chinese page stored at 2019-05-31T17:30Z was published at 01:30 on 1 June in Beijing: a fact it
dates 1 June is on its own day, not after it. A US page stored at 2024-03-05T02:00Z was published
at 21:00 on 4 March in New York: a fact it dates 5 March is after its own day (the page changed
after its stamp: known from the end of 5 March, not before).
"""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.rules import analyse
from leakage_filter.verdict import ClassifyContext

from .conftest import judge


def test_a_fact_on_the_pages_local_day_is_not_after_it() -> None:
    html = ("<html lang='zh-cn'><body><article><h1>公告</h1><p>公司于2019年6月1日披露，一季度营业收入同比增长12%。</p>"
            "</article></body></html>")
    verdict = judge(html, t=datetime(2019, 6, 2, 5, 20, tzinfo=UTC), page=datetime(2019, 5, 31, 17, 30, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason


def test_a_fact_after_the_pages_local_day_is_flagged() -> None:
    html = ("<html lang='en-us'><body><article><h1>Acme</h1><p>Acme reported on March 5, 2024 that revenue rose 12% "
            "to $5.1 billion.</p></article></body></html>")
    stored, t = datetime(2024, 3, 5, 2, 0, tzinfo=UTC), datetime(2024, 3, 6, 20, 0, tzinfo=UTC)
    codes = {f.code for f in analyse(html, t, ClassifyContext(page_known_at=stored)).findings}
    assert "fact_after_page_date" in codes  # it dates this version, over by t
    assert judge(html, t=t, page=stored).label == "clean"
    assert judge(html, t=datetime(2024, 3, 5, 20, 0, tzinfo=UTC), page=stored).label != "clean"  # 5 March not over


def test_the_compound_past_of_any_verb_states_a_fact() -> None:
    # "a lancé", "ha lanzado", "hat ... übernommen": not in any verb list, still a past fact, so a
    # later date they govern is a later fact, not a schedule.
    page, t = datetime(2021, 9, 2, 23, 26, tzinfo=UTC), datetime(2021, 9, 7, 5, 26, tzinfo=UTC)
    for lang, sentence in (
        ("fr", "Le 04.11.2021, Sabliers Industries a lancé une offre publique sur un concurrent."),
        ("es", "El 04/11/2021 Sabliers ha lanzado una oferta pública sobre un competidor."),
        ("de", "Am 04.11.2021 hat Sabliers den Konkurrenten vollständig übernommen."),
    ):
        html = f"<html lang='{lang}'><body><article><h1>Sabliers</h1><p>{sentence}</p></article></body></html>"
        verdict = judge(html, t=t, page=page)
        assert verdict.label == "leak", (lang, verdict.reason)
    scheduled = ("<html lang='fr'><body><article><h1>Sabliers</h1><p>Le groupe a prévu de publier ses comptes le "
                 "04.11.2021.</p></article></body></html>")
    assert judge(scheduled, t=t, page=page).label == "clean"
