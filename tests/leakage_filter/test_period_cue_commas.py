"""Of two cues equally near a reporting period, one across a comma belongs to the phrase before the
period's own (`dates.period_statement`): "成本下降，公司下半年利润率有望继续改善" says costs fell and
the second half's margin is expected to improve, guidance for the half, not its result. A realised
verb inside the period's own phrase still makes it realised."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_periods, period_statement

from .conftest import judge

_ANCHOR = date(2025, 8, 4)


def _role(sentence: str) -> str:
    period = find_periods(sentence, anchor=_ANCHOR)[0]
    return period_statement(sentence, period)[0]


def test_a_tie_across_a_comma_goes_to_the_periods_own_phrase() -> None:
    assert _role("业内人士认为，原料价格回落叠加费用下降，公司下半年毛利率有望进一步提升。") == "guidance"


def test_a_realised_verb_in_the_periods_own_phrase_is_still_realised() -> None:
    # Counterpart: the fall is the half's own.
    assert _role("业内人士认为，原料价格回落，公司下半年毛利率下降了2个百分点。") == "realised"


def _page(sentence: str) -> str:
    return ("<html><body><article><h1>券商点评：景气回升</h1>"
            "<p class='byline'>记者 周立 2025年8月4日</p>"
            f"<p>{sentence}</p><p>公司董事会表示将继续推进海外业务。</p></article></body></html>")


def test_a_page_with_guidance_for_an_unnamed_half_is_clean() -> None:
    page = datetime(2025, 8, 4, 2, 0, tzinfo=UTC)
    verdict = judge(_page("业内人士认为，原料价格回落叠加费用下降，公司下半年毛利率有望进一步提升。"),
                    t=datetime(2025, 8, 6, tzinfo=UTC), page=page)
    assert verdict.label == "clean", verdict.reason


def test_a_result_for_an_unnamed_half_is_still_judged() -> None:
    # Counterpart: a realised result for "下半年" with no year on a page of August stays unclear.
    page = datetime(2025, 8, 4, 2, 0, tzinfo=UTC)
    verdict = judge(_page("业内人士认为，原料价格回落，公司下半年净利润下降12%。"),
                    t=datetime(2025, 8, 6, tzinfo=UTC), page=page)
    assert verdict.label != "clean", verdict.reason
