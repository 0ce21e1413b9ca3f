"""Knowledge probes: questions from a real store (bokeh-sampledata prices, the example CPI vintages and
earnings calendar), seeded distractors, the public view, and the scorer."""

from __future__ import annotations

import json
import re
from collections import Counter
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from controllers.store.quickstart import EXAMPLES, sample_prices
from engine.errors import InputError
from pit_store.as_of import price_as_of
from pit_store.ingest.events import read_events
from pit_store.ingest.macro import read_macro
from pit_store.ingest.prices import read_prices
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from tasks.builders.probe import ProbeRequest, build_questions
from tasks.probe import (
    LETTERS, ProbeAnswer, ProbeFact, ProbeQuestion, format_value, month_end, month_start, options_for, questions_for,
    read_answers, score_answers,
)
from tests.conftest import open_store

FIRST, LAST = date(2012, 8, 1), date(2013, 3, 31)


def real_bars(symbols: tuple[str, ...], latency: timedelta) -> pa.Table:
    """Real daily bars of `symbols` from bokeh-sampledata, August 2012 to their end (2013-03-01)."""
    table = read_prices(sample_prices(), latency=latency)
    keep = pc.and_(pc.is_in(table["symbol"], pa.array(symbols)),
                   pc.and_(pc.greater_equal(table["session"], pa.scalar(FIRST)), pc.less_equal(table["session"], pa.scalar(LAST))))
    return table.filter(keep)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> PitStore:
    folder = tmp_path_factory.mktemp("probe")
    opened = open_store(f"sqlite:///{folder / 'asof.db'}", folder / "data")
    append_prices(opened, real_bars(("AAPL", "MSFT"), timedelta(minutes=15)), source="bokeh")
    opened.append(read_events(EXAMPLES / "events.jsonl"), source="events")
    opened.append(read_macro(EXAMPLES / "cpi_vintages.csv"), source="cpi")
    return opened


REQUEST = ProbeRequest(first="2012-10", last="2013-03", indices=("MSFT",), stocks=("AAPL",), macro=("CPIAUCSL",),
                       variants=("value", "recall", "dated"), seed=7)


@pytest.fixture(scope="module")
def questions(store: PitStore) -> list[ProbeQuestion]:
    return build_questions(store, REQUEST)


def value_questions(questions: list[ProbeQuestion], **match: str) -> list[ProbeQuestion]:
    return [q for q in questions if q.variant == "value" and all(getattr(q, k) == v for k, v in match.items())]


def correct_number(question: ProbeQuestion) -> float:
    return float(question.options[question.correct].replace(",", "").rstrip("%"))


def test_every_month_has_closes_and_returns_on_both_price_axes(questions: list[ProbeQuestion]) -> None:
    counts = Counter((q.month, q.axis, q.kind) for q in questions if q.variant == "value")
    for month in ("2012-10", "2012-11", "2012-12", "2013-01", "2013-02"):
        for axis in ("market_path", "asset_moves"):
            assert counts[(month, axis, "month_end_close")] == 1
            assert counts[(month, axis, "monthly_return")] == 1
    # The sample data end on 2013-03-01: March's last close (2013-03-28) is not in the store.
    assert not [q for q in questions if q.month == "2013-03"]
    # Close and return of one symbol-month test the same close: one fact group.
    groups = {q.fact_group for q in value_questions(questions, month="2013-01", subject="AAPL", axis="asset_moves")
              if q.kind != "event_reaction"}
    assert groups == {"AAPL:2013-01"}


def test_answers_are_the_store_values_as_of_the_month_end(store: PitStore, questions: list[ProbeQuestion]) -> None:
    close = value_questions(questions, month="2013-01", subject="AAPL", kind="month_end_close")[0]
    bar = price_as_of(store, "AAPL", datetime(2013, 2, 1, tzinfo=UTC))
    assert bar is not None and bar.session == date(2013, 1, 31)
    assert close.options[close.correct] == format_value(bar.close, 2, "price")
    assert "2013-01-31" in close.prompt and "January 2013" in close.prompt
    monthly = value_questions(questions, month="2013-01", subject="AAPL", kind="monthly_return")[0]
    before = price_as_of(store, "AAPL", datetime(2013, 1, 1, tzinfo=UTC))
    assert before is not None and before.adj_close is not None and bar.adj_close is not None
    assert correct_number(monthly) == round((bar.adj_close / before.adj_close - 1) * 100, 1)


def test_macro_print_is_the_first_release_in_its_release_month(questions: list[ProbeQuestion]) -> None:
    macro = value_questions(questions, axis="macro")
    # CPI for December 2012: first released 231.221 on 2013-01-16, revised to 231.098 on 2013-02-21.
    assert [(q.month, q.fact_group) for q in macro] == [("2013-01", "CPIAUCSL:2012-12")]
    assert macro[0].options[macro[0].correct] == "231.221"
    assert all(re.fullmatch(r"\d{3}\.\d{3}", option) for option in macro[0].options)


def test_event_reaction_is_asked_when_the_close_after_it_is_public(store: PitStore, questions: list[ProbeQuestion]) -> None:
    events = value_questions(questions, kind="event_reaction")
    assert [(q.month, q.subject, q.axis) for q in events] == [("2013-01", "AAPL", "asset_moves")]
    before = price_as_of(store, "AAPL", datetime(2013, 1, 23, 21, 29, tzinfo=UTC))
    after = price_as_of(store, "AAPL", datetime(2013, 1, 25, tzinfo=UTC))
    assert before is not None and after is not None and after.session == date(2013, 1, 24)
    assert before.adj_close is not None and after.adj_close is not None
    assert correct_number(events[0]) == round((after.adj_close / before.adj_close - 1) * 100, 1)
    assert events[0].fact_group.startswith("event:")


def test_every_fact_was_first_public_inside_its_month(questions: list[ProbeQuestion]) -> None:
    for question in questions:
        assert month_start(question.month) <= question.first_known < month_end(question.month), question


def test_no_question_on_a_month_whose_facts_were_not_public_by_its_end(tmp_path: Path) -> None:
    # The bar of 2013-01-31 (January's last session) reached the public only on 2 February: January
    # has no close or return question; February's return still starts from that close.
    late = open_store(f"sqlite:///{tmp_path / 'late.db'}", tmp_path / "data")
    try:
        bars = real_bars(("AAPL",), timedelta(minutes=15))
        last = pc.equal(bars["session"], pa.scalar(date(2013, 1, 31)))
        append_prices(late, bars.filter(pc.invert(last)), source="bokeh")
        append_prices(late, bars.filter(last), source="bokeh-late", known_at_floor=datetime(2013, 2, 2, tzinfo=UTC))
        found = build_questions(late, ProbeRequest(first="2013-01", last="2013-02", stocks=("AAPL",), events=False))
        assert sorted((q.month, q.kind) for q in found) == [("2013-02", "month_end_close"), ("2013-02", "monthly_return")]
        assert "from the close of 2013-01-31" in next(q.prompt for q in found if q.kind == "monthly_return")
        # Pinned before any price was stored, the same request has nothing to ask.
        assert build_questions(late, ProbeRequest(first="2013-02", last="2013-02", stocks=("AAPL",), pin=0)) == []
    finally:
        late.close()


def test_generation_is_deterministic_and_the_seed_moves_distractors(store: PitStore, questions: list[ProbeQuestion]) -> None:
    january = REQUEST.model_copy(update={"first": "2013-01", "last": "2013-01"})
    questions = [q for q in questions if q.month == "2013-01"]
    assert build_questions(store, january) == questions
    reseeded = build_questions(store, january.model_copy(update={"seed": 8}))

    def by_fact(found: list[ProbeQuestion]) -> dict[tuple[str, ...], ProbeQuestion]:
        return {(q.month, q.kind, q.subject, q.variant, q.fact_group): q for q in found}

    before, after = by_fact(questions), by_fact(reseeded)
    assert before.keys() == after.keys()
    assert all(after[k].options[after[k].correct] == q.options[q.correct] for k, q in before.items())
    assert sum(after[k].options != q.options for k, q in before.items()) >= len(before) / 2
    # The seed is part of a question's identity: answers to one draw cannot be scored against another.
    assert not {q.question_id for q in questions} & {q.question_id for q in reseeded}


def test_four_prompts_share_candidates_and_pair_each_with_a_claim(questions: list[ProbeQuestion]) -> None:
    by_base: dict[str, dict[str, ProbeQuestion]] = {}
    for question in questions:
        by_base.setdefault(question.base_id, {})[question.variant] = question
    for family in by_base.values():
        value, recall, dated = family["value"], family["recall"], family["dated"]
        truth = value.options[value.correct]
        assert sorted(value.options) == sorted({o.rsplit(" (", 1)[0] for o in recall.options})
        assert len(recall.options) == len(dated.options) == 8 and len(value.options) == 4
        for paired in (recall, dated):
            assert paired.options[paired.correct].startswith(truth + " (") and paired.claims(paired.correct)
            stated = [o.rsplit(" (", 1)[0] for o in paired.options]
            assert all(stated.count(v) == 2 for v in value.options)  # once knowing, once guessing
        assert {value.fact_group, recall.fact_group, dated.fact_group} == {value.fact_group}
    dated = next(q for q in questions if q.variant == "dated" and q.month == "2013-01")
    assert dated.prompt.startswith("Assume that today is December 31, 2012.")


def test_public_view_hides_the_answer(questions: list[ProbeQuestion]) -> None:
    question = questions[0]
    public = question.public()
    dumped = json.dumps(public.model_dump(mode="json"))
    assert "correct" not in dumped and "first_known" not in dumped and "fact_group" not in dumped
    text = public.text()
    assert text.startswith(question.prompt) and "A. " in text and "D. " in text and "letter" in text


# -- distractors ----------------------------------------------------------------------------------------

UNIT_PATTERN = {"price": r"\d{1,3}(,\d{3})*", "level": r"-?\d{1,3}(,\d{3})*", "percent": r"[+-]\d+"}


@st.composite
def facts(draw: st.DrawFn) -> ProbeFact:
    unit = draw(st.sampled_from(["price", "percent", "level"]))
    decimals = draw(st.integers(0, 4))
    low = 10.0 ** -decimals if unit == "price" else -1e5
    value = draw(st.floats(low, 1e5, allow_nan=False, allow_infinity=False))
    spread = draw(st.floats(1e-6, 1e4, allow_nan=False, allow_infinity=False))
    return ProbeFact(kind="month_end_close", subject="X", month="2013-01", axis="asset_moves", fact_group="X:2013-01",
                     describe=f"a fact {draw(st.integers(0, 10**6))}", value=value, decimals=decimals, unit=unit,
                     spread=spread, first_known=datetime(2013, 1, 31, 21, tzinfo=UTC))


@settings(max_examples=150, deadline=None)
@given(facts(), st.integers(0, 2**32))
def test_distractors_are_distinct_same_format_and_deterministic(fact: ProbeFact, seed: int) -> None:
    options, correct = options_for(fact, seed)
    assert len(options) == 4 and len(set(options)) == 4
    fraction = rf"\.\d{{{fact.decimals}}}" if fact.decimals else ""
    suffix = "%" if fact.unit == "percent" else ""
    for option in options:
        assert re.fullmatch(UNIT_PATTERN[fact.unit] + fraction + suffix, option), option
    expected = format_value(round(fact.value / 10.0 ** -fact.decimals) / 10**fact.decimals, fact.decimals, fact.unit)
    assert options.count(expected) == 1 and options[correct] == expected
    numbers = [float(o.replace(",", "").rstrip("%")) for o in options]
    assert numbers == sorted(numbers)
    if fact.unit == "price":
        assert min(numbers) > 0
    assert options_for(fact, seed) == (options, correct)


def test_the_correct_option_takes_every_position() -> None:
    fact = ProbeFact(kind="monthly_return", subject="X", month="2013-01", axis="market_path", fact_group="g",
                     describe="d", value=3.14, decimals=1, unit="percent", spread=2.0,
                     first_known=datetime(2013, 1, 31, tzinfo=UTC))
    positions = Counter(options_for(fact, seed)[1] for seed in range(400))
    assert set(positions) == {0, 1, 2, 3} and min(positions.values()) > 60


def test_a_question_refuses_bad_options() -> None:
    fact = ProbeFact(kind="macro_print", subject="S", month="2013-01", axis="macro", fact_group="S:2012-12",
                     describe="d", value=1.5, decimals=1, unit="level", spread=0.2,
                     first_known=datetime(2013, 1, 16, tzinfo=UTC))
    question = questions_for(fact, seed=0)[0]
    with pytest.raises(ValueError, match="distinct"):
        ProbeQuestion.model_validate(question.model_dump() | {"options": ("1.0", "1.0", "1.2", "1.3")})
    with pytest.raises(ValueError, match="correct"):
        ProbeQuestion.model_validate(question.model_dump() | {"correct": 4})


# -- scoring --------------------------------------------------------------------------------------------


def two_facts() -> list[ProbeQuestion]:
    made = []
    for month, value in (("2013-01", 10.0), ("2013-02", 20.0)):
        fact = ProbeFact(kind="month_end_close", subject="X", month=month, axis="asset_moves", fact_group=f"X:{month}",
                         describe=f"x in {month}", value=value, decimals=2, unit="price", spread=1.0,
                         first_known=month_start(month) + timedelta(days=20))
        made.extend(questions_for(fact, seed=0, variants=("value", "recall", "dated")))
    return made


def letter(question: ProbeQuestion, right: bool, knows: bool | None = None) -> str:
    """The letter of an option stating the true value (or not) and, for paired prompts, claiming to know (or not)."""
    for index in range(len(question.options)):
        if question.is_right(index) == right and question.claims(index) == knows:
            return LETTERS[index]
    raise AssertionError("no such option")


def test_scoring_rows_claims_and_gaps() -> None:
    questions = two_facts()
    jan, feb = (q for q in questions if q.variant == "value")
    jan_recall, feb_recall = (q for q in questions if q.variant == "recall")
    jan_dated = next(q for q in questions if q.variant == "dated" and q.month == "2013-01")
    answers = [
        ProbeAnswer(question_id=jan.question_id, repeat=0, answer=letter(jan, True)),
        ProbeAnswer(question_id=jan.question_id, repeat=1, answer=jan.options[jan.correct]),  # the option's text
        ProbeAnswer(question_id=feb.question_id, repeat=0, answer=letter(feb, False).lower() + ")"),
        ProbeAnswer(question_id=feb.question_id, repeat=1, answer="maybe"),  # names no option: wrong
        ProbeAnswer(question_id=jan_recall.question_id, repeat=0, answer=letter(jan_recall, True, False)),  # denies
        ProbeAnswer(question_id=jan_recall.question_id, repeat=1, answer=letter(jan_recall, False, False)),
        ProbeAnswer(question_id=feb_recall.question_id, repeat=0, answer=letter(feb_recall, False, True)),  # claims
        ProbeAnswer(question_id=jan_dated.question_id, repeat=0, answer=letter(jan_dated, True, False)),
    ]
    scored = score_answers(questions, answers, repeats=2)
    rows = [(r.month, r.repeat, r.correct) for r in scored.responses]
    assert rows == [("2013-01", 0, 1.0), ("2013-01", 1, 1.0), ("2013-02", 0, 0.0), ("2013-02", 1, 0.0)]
    assert scored.invalid == 1
    # Unanswered: recall of February round 1, dated round 1 of January, all of February's dated.
    assert len(scored.unanswered) == 4
    claims = scored.claims
    assert claims.facts == 2 and claims.says == pytest.approx(0.5)
    assert claims.acc_given_denies == pytest.approx(1.0)  # correct on the fact it says it does not know
    assert claims.acc_given_says == pytest.approx(0.0)
    assert claims.dated_accuracy == pytest.approx(1.0) and claims.dated_says == 0.0
    # February repeats January's candidate set only if persistence is right: here neither fact has a previous value.
    assert claims.controlled == 0 and claims.knows is None


def test_scoring_refuses_answers_to_unknown_questions_or_rounds() -> None:
    questions = two_facts()
    with pytest.raises(InputError, match="unknown question"):
        score_answers(questions, [ProbeAnswer(question_id="probe:nope", repeat=0, answer="A")])
    with pytest.raises(InputError, match="only 2 round"):
        score_answers(questions, [ProbeAnswer(question_id=questions[0].question_id, repeat=2, answer="A")], repeats=2)


def test_answer_file_errors_name_line_and_field(tmp_path: Path) -> None:
    path = tmp_path / "answers.jsonl"
    path.write_text('{"question_id": "q", "repeat": 0, "answer": "A"}\n{"question_id": "q", "repeat": "1", "answer": "A"}\n')
    with pytest.raises(InputError) as bad:
        read_answers(path)
    assert bad.value.line == 2 and bad.value.field == "repeat"
    path.write_text('{"question_id": "q", "repeat": 0, "answer": "A"}\n{"question_id": "q", "repeat": 0, "answer": "B"}\n')
    with pytest.raises(InputError) as twice:
        read_answers(path)
    assert twice.value.line == 2 and "second answer" in twice.value.message
