"""FinDendro's protocol: four prompts, shuffled balanced options, controls, chance level, claims.

Simulated answerers stand in for models: a guesser picks any option at random, a memoriser picks the
true value up to its knowledge end, and its claims of knowing can run past that end.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tasks.probe import (
    LETTERS, ProbeAnswer, ProbeFact, ProbeQuestion, month_start, months, questions_for, quarter_of, score_answers,
    within_period_gap,
)

MONTHS = months("2020-01", "2023-12")


def fact(month: str, index: int, *, previous: float | None = -1e6, macro: bool = False) -> ProbeFact:
    value = 50.0 + index + (sum(map(ord, month)) % 17)
    return ProbeFact(kind="macro_print" if macro else "month_end_close", subject=f"S{index}", month=month,
                     axis="macro" if macro else "asset_moves",
                     fact_group=f"S{index}:{month}", describe=f"the close of S{index} in {month}", value=value,
                     decimals=2, unit="level" if macro else "price", spread=2.0, first_known=month_start(month) + timedelta(days=27),
                     previous=previous)


def all_questions(per_month: int = 12) -> list[ProbeQuestion]:
    return [q for m in MONTHS for i in range(per_month)
            for q in questions_for(fact(m, i, macro=bool(i % 2)), seed=3,
                                   variants=("value", "recall", "predict", "dated"))]


def option(question: ProbeQuestion, right: bool, knows: bool | None) -> str:
    candidates = [i for i in range(len(question.options))
                  if question.is_right(i) == right and question.claims(i) == knows]
    return LETTERS[candidates[0]]


def test_options_are_shuffled_and_balanced() -> None:
    questions = all_questions()
    for variant, width in (("value", 4), ("recall", 8), ("predict", 8), ("dated", 8)):
        chosen = [q for q in questions if q.variant == variant]
        positions = Counter(q.correct for q in chosen)
        expected = len(chosen) / width
        assert set(positions) == set(range(width))
        assert all(abs(n - expected) < 0.35 * expected for n in positions.values()), positions
    values = [q for q in questions if q.variant == "value"]
    ascending = sum([float(o) for o in q.options] == sorted(float(o) for o in q.options) for q in values)
    assert ascending < len(values) / 10  # shuffled per prompt, not listed in order
    family = {q.variant: q for q in questions if q.base_id == values[0].base_id}
    assert len({family[v].options for v in ("recall", "predict", "dated")}) == 3  # each prompt its own order
    assert "Predict" in family["predict"].prompt and "Assume" not in family["predict"].prompt
    assert family["dated"].prompt.startswith("Assume that today is December 31, 2019.")


def test_a_guesser_scores_near_chance_and_a_memoriser_near_one() -> None:
    questions = all_questions()
    rng = random.Random(0)
    guesses = [ProbeAnswer(question_id=q.question_id, repeat=r, answer=LETTERS[rng.randrange(len(q.options))])
               for q in questions for r in range(5)]  # five rounds: accuracy per fact is their mean
    guesser = score_answers(questions, guesses).claims
    # Persistence (here: the lowest candidate) is right a quarter of the time; those facts are not controlled.
    assert 0.65 < guesser.controlled / (len(MONTHS) * 12) < 0.85 and guesser.persistence_accuracy == pytest.approx(
        1 - guesser.controlled / (len(MONTHS) * 12))
    assert guesser.knows == pytest.approx(0.25, abs=0.03)
    # Always naming the family's most frequent correct rank (in hindsight) stays near chance: ranks are balanced.
    assert guesser.dominant_accuracy is not None and 0.25 <= guesser.dominant_accuracy < 0.3
    assert guesser.says == pytest.approx(0.5, abs=0.06) and guesser.gap is not None and abs(guesser.gap) < 0.1
    memory = [ProbeAnswer(question_id=q.question_id, repeat=0, answer=option(q, True, True if q.claims_knowing else None))
              for q in questions]
    memoriser = score_answers(questions, memory).claims
    assert memoriser.knows == 1.0 and memoriser.says == 1.0 and memoriser.predict_accuracy == 1.0


def test_understated_knowledge_and_claims_that_outlast_it() -> None:
    # Knows everything up to 2021Q2; claims to know up to 2022Q4 (but only for half of the facts it knows).
    questions = all_questions(per_month=8)
    answers = []
    for q in questions:
        known = quarter_of(q.month) <= "2021Q2"
        claimed = quarter_of(q.month) <= "2022Q4" and int(q.subject[1:]) % 2 == 0
        if q.variant == "value":
            pick = option(q, True, None) if known else LETTERS[(q.correct + 1) % 4]
        else:
            pick = option(q, known, claimed)
        answers.append(ProbeAnswer(question_id=q.question_id, repeat=0, answer=pick))
    claims = score_answers(questions, answers).claims
    assert claims.knowledge_end == "2021Q2" and claims.claims_end == "2022Q4"
    # Denials: every odd subject (3/8 of them known) and even subjects after 2022Q4 (none known).
    assert claims.acc_given_denies == pytest.approx(0.5 * 0.375 / 0.625) and claims.acc_given_says == pytest.approx(0.5)
    assert claims.by_family.keys() == {"stock prices", "macroeconomic"}
    stocks, macro = claims.by_family["stock prices"], claims.by_family["macroeconomic"]
    assert stocks.says == 0.75 and macro.says == 0.0  # odd subjects are the macro facts, never claimed
    assert macro.gap == pytest.approx(macro.knows - macro.says)  # type: ignore[operator]


def test_persistence_control() -> None:
    same = questions_for(fact("2021-03", 1, previous=fact("2021-03", 1).value), seed=0)[0]
    far = next(q for i in range(2, 20) if (q := questions_for(fact("2021-03", i, previous=-1e6), seed=0)[0]).controlled)
    unknown = questions_for(fact("2021-03", 30, previous=None), seed=0)[0]
    assert not same.controlled and not unknown.controlled
    answers = [ProbeAnswer(question_id=q.question_id, repeat=0, answer=LETTERS[q.correct]) for q in (same, far, unknown)]
    claims = score_answers([same, far, unknown], answers).claims
    assert claims.controlled == 1 and claims.persistence_accuracy == 0.5  # right where it was not controlled


def test_within_period_gap_weights_periods_and_brackets_the_estimate() -> None:
    rows = [("2021Q1", 1.0, 1.0), ("2021Q1", 0.0, 0.0), ("2021Q2", 1.0, 1.0), ("2021Q2", 1.0, 0.0),
            ("2021Q2", 0.0, 0.0), ("2021Q2", 0.0, 0.0), ("2021Q3", 1.0, 1.0)]
    estimate, low, high = within_period_gap(rows, resamples=400)
    # Q1: 1 - 0 = 1 (2 facts); Q2: 1 - 1/3 (4 facts); Q3 has no denial and is left out.
    assert estimate == pytest.approx((2 * 1.0 + 4 * (2 / 3)) / 6)
    assert low is not None and high is not None and low <= estimate <= high
    assert within_period_gap([("2021Q3", 1.0, 1.0)]) == (None, None, None)


def test_a_question_needs_each_candidate_with_both_claims() -> None:
    recall = questions_for(fact("2021-03", 1), seed=0, variants=("recall",))[0]
    broken = list(recall.claims_knowing)
    broken[0] = not broken[0]
    with pytest.raises(ValueError, match="once claiming"):
        ProbeQuestion.model_validate(recall.model_dump() | {"claims_knowing": tuple(broken)})
    with pytest.raises(ValueError, match="8 options"):
        ProbeQuestion.model_validate(recall.model_dump() | {"options": recall.options[:4]})
    assert datetime(2021, 3, 28, tzinfo=UTC) == recall.first_known


def test_policy_decisions_are_moves_in_words_and_always_controlled() -> None:
    from tasks.probe import format_value

    decision = ProbeFact(kind="policy_decision", subject="FOMC_UPPER", month="2022-06", axis="macro",
                         fact_group="FOMC_UPPER:2022-06", describe="the June 2022 decision", value=3.0, decimals=0,
                         unit="quarter_points", spread=1.0, first_known=datetime(2022, 6, 15, 18, tzinfo=UTC),
                         previous=2.0)
    (value, recall) = questions_for(decision, seed=1, variants=("value", "recall"))
    assert value.options[value.correct] == "raised by 75 basis points" and value.controlled
    assert format_value(0.0, 0, "quarter_points") == "unchanged" and format_value(-2.0, 0, "quarter_points") == "cut by 50 basis points"
    assert all(o.endswith("basis points") or o == "unchanged" for o in value.options)
    assert recall.options[recall.correct] == "raised by 75 basis points (I know this value)"


def test_policy_facts_from_a_stored_target_series(tmp_path: Path) -> None:
    from pit_store.ingest.macro import read_macro
    from tasks.builders.probe import ProbeRequest, build_questions
    from tests.conftest import open_store

    rows = [("2022-03-16", 0.5), ("2022-05-04", 1.0), ("2022-06-15", 1.75), ("2022-07-27", 2.5), ("2022-09-21", 3.25)]
    path = tmp_path / "fomc.jsonl"
    path.write_text("".join(json.dumps({"series": "FOMC_UPPER", "period": day, "value": value,
                                        "released_at": f"{day}T18:00:00+00:00"}) + "\n" for day, value in rows))
    store = open_store(f"sqlite:///{tmp_path / 'asof.db'}", tmp_path / "data")
    try:
        store.append(read_macro(path), source="fomc")
        asked = build_questions(store, ProbeRequest(first="2022-04", last="2022-09", policy=("FOMC_UPPER",),
                                                    events=False))
    finally:
        store.close()
    truths = {q.month: q.options[q.correct] for q in asked}
    assert truths == {"2022-05": "raised by 50 basis points", "2022-06": "raised by 75 basis points",
                      "2022-07": "raised by 75 basis points", "2022-09": "raised by 75 basis points"}
    assert all(q.kind == "policy_decision" and q.controlled for q in asked)
