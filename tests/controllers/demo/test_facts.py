"""Facts in page text: what the corpus renders, the reader canary parses back exactly."""

from __future__ import annotations

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from controllers.demo.facts import Fact, format_day, parse_facts, render_close, render_macro

symbols = st.from_regex(r"[A-Z]{1,5}(\.[A-Z])?", fullmatch=True)
days = st.dates(min_value=date(1950, 1, 1), max_value=date(2099, 12, 31))
closes = st.decimals(min_value="0.01", max_value="999999.99", places=2).map(float)
styles = st.sampled_from(["long", "abbrev"])
filler = st.text(alphabet=st.characters(whitelist_categories=("Ll", "Zs", "Nd")), max_size=40)


@given(st.lists(st.tuples(symbols, days, closes, styles), min_size=1, max_size=5), filler)
def test_closes_round_trip(stated: list[tuple[str, date, float, str]], between: str) -> None:
    text = f" {between} ".join(render_close(s, d, c, style=style) for s, d, c, style in stated)  # type: ignore[arg-type]
    assert parse_facts(text) == [Fact(symbol=s, session=d, value=c, kind="close") for s, d, c, _ in stated]


@given(st.from_regex(r"[A-Z][A-Z0-9_]{0,11}", fullmatch=True), days,
       st.decimals(min_value="-99999.99", max_value="99999.99", places=2).map(float))
def test_macro_prints_round_trip(series: str, quarter_end: date, value: float) -> None:
    text = "The figures are out. " + render_macro("Real GDP", series, quarter_end, value) + " More later."
    assert parse_facts(text) == [Fact(symbol=series, session=quarter_end, value=value, kind="macro")]


def test_the_sentences_read_like_news() -> None:
    assert render_close("AAPL", date(2011, 7, 15), 1364.5) == "AAPL closed at $1,364.50 on July 15, 2011."
    assert render_close("IBM", date(2011, 9, 2), 3.1, style="abbrev") == "IBM closed at $3.10 on Sep. 2, 2011."
    assert format_day(date(2009, 9, 30)) == "September 30, 2009"


def test_text_that_is_not_a_fact_is_ignored() -> None:
    text = (
        "AAPL closed at $12.00 on February 30, 2011. AAPL closed higher on July 15, 2011. "
        "aapl closed at $3.00 on July 15, 2011. AAPL closed at 3.00 on July 15, 2011. AAPL will close on July 20, 2011."
    )
    assert parse_facts(text) == []
