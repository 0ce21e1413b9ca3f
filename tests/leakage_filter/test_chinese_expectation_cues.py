"""Chinese wording that looks ahead at a date (`dates.tense_at`): a bare verb in an attributive
"<date><verb>的" ("8月9日公布的出口数据") names a thing by its day and tells no tense; what the market
watches ("市场关注") or expects ("市场预期", Hong Kong "市场料") is forward. Their counterparts stay
facts: a release reported done ("公布了的", "公布，...增长"), and a beat of expectations ("超市场预期")."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.dates import tense_at

from .conftest import judge

_T, _PAGE = datetime(2024, 7, 22, 16, 0, tzinfo=UTC), datetime(2024, 7, 21, 9, 0, tzinfo=UTC)


def _tense(text: str, date: str) -> str:
    start = text.index(date)
    return tense_at(text, start, start + len(date))[0]


@pytest.mark.parametrize(
    "sentence",
    [
        "机构认为2024年8月9日公布的经济数据将成为短期关键变量。",
        "市場關注民國113年8月9日公布的出口數據。",
        "市场关注2024年8月9日公布的出口数据。",
        "在联系汇率制度下,市场预期2024年8月9日议息后基本利率维持3.25%。",
        "金管局跟隨聯儲局?市場料2024年8月9日基本利率維持3.25%",
        "集團2024年8月9日季度溢利料按年上升3.3%",
    ],
)
def test_an_attributive_or_expected_date_is_forward(sentence: str) -> None:
    date = next(d for d in ("民國113年8月9日", "2024年8月9日") if d in sentence)
    assert _tense(sentence, date) == "forward"


@pytest.mark.parametrize(
    "sentence",
    [
        "2024年8月9日公布了的出口数据显示增长5%。",
        "出口数据于2024年8月9日公布,同比增长5%。",
        "海港水泥2024年8月9日净利润同比增长10%,超市场预期",
        "公司资料显示,2024年8月9日公布业绩。",
    ],
)
def test_a_reported_release_stays_a_fact(sentence: str) -> None:
    assert _tense(sentence, "2024年8月9日") == "fact"


def _page(sentence: str) -> str:
    return (f"<html lang='zh-CN'><body><article><h1>出口展望</h1><p>2024年7月21日 10:00</p>"
            f"<p>{sentence}</p></article></body></html>")


def test_a_page_watching_a_later_release_is_clean_and_one_reporting_it_is_not() -> None:
    assert judge(_page("市场关注2024年8月9日公布的出口数据。"), t=_T, page=_PAGE).label == "clean"
    assert judge(_page("2024年8月9日公布的出口数据显示,出口同比增长5.2%,已超预期。"), t=_T, page=_PAGE).label != "clean"
