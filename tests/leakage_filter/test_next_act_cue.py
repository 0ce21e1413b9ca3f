"""A Chinese "next" act named as a noun (`dates.tense_at`): "下一次公布...的日期为<date>" (the date
of the next release) schedules the release, whatever verb follows "下一次"; its counterparts, the
last release ("上一次公布") and a release on the date ("于<date>公布"), stay facts."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.dates import tense_at

from .conftest import judge

_T, _PAGE = datetime(2024, 7, 22, 16, 0, tzinfo=UTC), datetime(2024, 7, 21, 9, 0, tzinfo=UTC)


def _tense(text: str, date: str) -> str:
    start = text.index(date)
    return tense_at(text, start, start + len(date))[0]


@pytest.mark.parametrize(("sentence", "tense"), [
    ("央行下一次公布贷款市场报价利率的日期为2024-08-20。", "forward"),
    ("统计局下次发布工业数据的时间是2024年8月15日。", "forward"),
    ("央行上一次公布贷款市场报价利率的日期为2024-08-20。", "fact"),
    ("央行于2024-08-20公布贷款市场报价利率。", "fact"),
])
def test_the_next_act_is_scheduled_the_last_one_reported(sentence: str, tense: str) -> None:
    date = "2024-08-20" if "2024-08-20" in sentence else "2024年8月15日"
    assert _tense(sentence, date) == tense


def test_a_page_naming_the_next_release_date_is_clean_and_its_report_twin_leaks() -> None:
    body = "<html><body><article><h1>利率观察</h1><p>2024年7月21日</p><p>{}</p></article></body></html>"
    assert judge(body.format("央行下一次公布贷款市场报价利率的日期为2024-08-20。"), t=_T, page=_PAGE).label == "clean"
    assert judge(body.format("央行于2024-08-20公布贷款市场报价利率，一年期下调10个基点。"), t=_T, page=_PAGE).label == "leak"
