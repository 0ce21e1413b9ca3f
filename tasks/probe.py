"""Knowledge probes: closed-book four-option questions about facts first public in a given month.

A model's knowledge boundary is measured from its monthly closed-book accuracy (FinCutBench,
section 5), not from what its vendor or the model itself says (FinDendro). Each question tests one
fact that first became public in its month (a month-end close, a monthly return, a macro print as
first released, the market's reaction to an announced event); `tasks/builders/probe.py` reads those
facts from the store as of the month's end. This module holds the records, the seeded distractors,
the prompt wordings and the scorer.

The probe is not a registered task family (`tasks/registry.py`): it has no forecast time, no
regime and no label resolving after the run date. Its questions are about the past, asked without
retrieval, and its scores feed the boundary estimate (`controllers/boundary/estimate.py`), never the gaps.

Variants of one fact share its options and `base_id`:
- `value`: the plain question (four options); only these count toward the boundary;
- `recall`: the same question with "I do not know" as a fifth option (what the model claims);
- `dated`: "Assume that today is <the last day of the month before>. ... Predict ..." (whether a
  declared date removes the knowledge, FinDendro section 4).
The correct option index is evaluator-only: `ProbeQuestion.public()` is what a model may see.
"""

from __future__ import annotations

import math
import random
import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, StrictInt, StrictStr, model_validator

from engine.errors import InputError
from engine.hashing import sha256_hex
from engine.ids import stable_id
from engine.timestamps import UtcDateTime
from tasks.base import Frozen
from tasks.io import read_models

Axis = Literal["macro", "market_path", "asset_moves"]
AXES: tuple[Axis, ...] = ("macro", "market_path", "asset_moves")
ProbeVariant = Literal["value", "recall", "dated"]
VARIANTS: tuple[ProbeVariant, ...] = ("value", "recall", "dated")
Unit = Literal["price", "percent", "level"]
FactKind = Literal["month_end_close", "monthly_return", "macro_print", "event_reaction"]

Month = Annotated[str, Field(pattern=r"^\d{4}-(0[1-9]|1[0-2])$")]
"""A calendar month, `YYYY-MM`."""

IDK = "I do not know"
LETTERS = "ABCDE"
CHOICES = 4
MAX_DECIMALS = 6


# -- months -----------------------------------------------------------------------------------------


def month_of(moment: date) -> str:
    """The `YYYY-MM` month containing a date or instant (UTC for an instant)."""
    if isinstance(moment, datetime):
        moment = moment.astimezone(UTC).date()
    return f"{moment.year:04d}-{moment.month:02d}"


def month_start(month: str) -> datetime:
    """The first instant of `month` (UTC)."""
    if not re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", month):
        raise InputError(f"not a month: {month!r} (expected YYYY-MM)", field="month")
    year, number = int(month[:4]), int(month[5:])
    return datetime(year, number, 1, tzinfo=UTC)


def next_month(month: str) -> str:
    """The month after `month`."""
    start = month_start(month)
    return f"{start.year + start.month // 12:04d}-{start.month % 12 + 1:02d}"


def previous_month(month: str) -> str:
    """The month before `month`."""
    start = month_start(month)
    return f"{start.year - (start.month == 1):04d}-{(start.month - 2) % 12 + 1:02d}"


def month_end(month: str) -> datetime:
    """The end of `month`: the first instant of the next one (periods are half-open)."""
    return month_start(next_month(month))


def months(first: str, last: str) -> list[str]:
    """Every month from `first` to `last` inclusive."""
    if month_start(last) < month_start(first):
        raise InputError(f"--to {last} is before --from {first}", field="to")
    found = [first]
    while found[-1] != last:
        found.append(next_month(found[-1]))
    return found


def month_name(month: str) -> str:
    """`2013-03` -> `March 2013`."""
    return month_start(month).strftime("%B %Y")


# -- facts and options --------------------------------------------------------------------------------


class ProbeFact(Frozen):
    """One fact first public in `month`, as read from the store as of the month's end."""

    kind: FactKind
    subject: str
    month: Month
    axis: Axis
    fact_group: str
    describe: str
    """The noun phrase a question asks about, with its units, date and precision made explicit."""
    value: float
    decimals: int = Field(ge=0, le=MAX_DECIMALS)
    unit: Unit
    spread: float = Field(gt=0)
    """A plausible size of the gap between neighbouring options (same units as `value`)."""
    first_known: UtcDateTime

    @property
    def key(self) -> str:
        """What identifies the fact (stable across runs and seeds)."""
        return f"{self.kind}|{self.subject}|{self.month}|{self.describe}"


def format_value(value: float, decimals: int, unit: Unit) -> str:
    """An option's text: the value at `decimals` places, signed with `%` for percentages."""
    if unit == "percent":
        return f"{value:+.{decimals}f}%"
    return f"{value:,.{decimals}f}"


def decimals_of(value: float) -> int:
    """The decimal places a value was published with (at most `MAX_DECIMALS`)."""
    text = repr(float(value))
    if "e" in text or "E" in text:
        return 0 if float(value).is_integer() else MAX_DECIMALS
    fraction = text.split(".")[1].rstrip("0") if "." in text else ""
    return min(len(fraction), MAX_DECIMALS)


def _rng(seed: int, key: str) -> random.Random:
    """A generator seeded by the run's seed and the fact alone, so order and other facts do not matter."""
    return random.Random(int(sha256_hex(f"{seed}|{key}")[:16], 16))


def option_values(value: float, decimals: int, spread: float, *, positive: bool, rng: random.Random) -> tuple[list[float], int]:
    """Four distinct candidate values in ascending order, and the index of the correct one.

    The correct value's rank among the four is drawn uniformly, so neither the middle option nor an
    extreme gives it away; the gaps between neighbours are drawn around `spread` and work in whole
    units of the last published decimal, so every option has the same precision and all differ.
    `positive` keeps every candidate above zero (prices).
    """
    step = 10.0 ** -decimals
    units = round(value / step)
    rank = rng.randrange(CHOICES)
    room = units - 1 if positive else None
    if room is not None and room < rank:
        rank = max(room, 0)
    typical = max(spread / step, 1.0)

    def gaps(count: int, cap: int | None) -> list[int]:
        drawn = [max(1, round(typical * rng.uniform(0.5, 1.5))) for _ in range(count)]
        if cap is not None and count and sum(drawn) > cap:
            drawn = [max(1, cap // count)] * count
        return drawn

    below, above = gaps(rank, room), gaps(CHOICES - 1 - rank, None)
    lower = [units - sum(below[: i + 1]) for i in range(rank)]
    upper = [units + sum(above[: i + 1]) for i in range(CHOICES - 1 - rank)]
    ordered = sorted([*lower, units, *upper])
    return [u / 10**decimals for u in ordered], ordered.index(units)


def options_for(fact: ProbeFact, seed: int) -> tuple[tuple[str, ...], int]:
    """The fact's four option texts (ascending) and the correct index, deterministic under `seed`."""
    values, correct = option_values(fact.value, fact.decimals, fact.spread, positive=fact.unit == "price",
                                    rng=_rng(seed, fact.key))
    return tuple(format_value(v, fact.decimals, fact.unit) for v in values), correct


# -- questions ------------------------------------------------------------------------------------------

INSTRUCTION = "Answer from your own knowledge, without tools. Reply with the letter of exactly one option."


class PublicProbeQuestion(Frozen):
    """What a model sees: the prompt and the lettered options, nothing about the answer."""

    question_id: str
    variant: ProbeVariant
    prompt: str
    options: tuple[str, ...]

    def text(self) -> str:
        """The full message for one independent closed-book request."""
        lines = [self.prompt, *(f"{LETTERS[i]}. {option}" for i, option in enumerate(self.options)), INSTRUCTION]
        return "\n".join(lines)


class ProbeQuestion(Frozen):
    """A probe question (evaluator record): the public part plus the correct index and its fact."""

    question_id: str
    base_id: str
    """The `value` question of the same fact (its own id for a `value` question)."""
    month: Month
    axis: Axis
    fact_group: str
    """Questions testing the same fact share a group (the decline test treats groups as independent)."""
    variant: ProbeVariant
    kind: FactKind
    subject: str
    prompt: str
    options: tuple[str, ...]
    correct: int = Field(ge=0)
    first_known: UtcDateTime

    @model_validator(mode="after")
    def _options(self) -> "ProbeQuestion":
        expected = CHOICES + (self.variant == "recall")
        if len(self.options) != expected:
            raise ValueError(f"a {self.variant} question has {expected} options, not {len(self.options)}")
        if len(set(self.options)) != len(self.options):
            raise ValueError("options must be distinct")
        if self.variant == "recall" and self.options[-1] != IDK:
            raise ValueError(f"a recall question ends with {IDK!r}")
        if self.correct >= CHOICES:
            raise ValueError(f"correct must index one of the first {CHOICES} options")
        return self

    def public(self) -> PublicProbeQuestion:
        """The view a model may see (no correct index, no fact metadata)."""
        return PublicProbeQuestion(question_id=self.question_id, variant=self.variant, prompt=self.prompt,
                                   options=self.options)


def _dated_day(month: str) -> str:
    """The last day of the month before `month`, as FinDendro's dated prompt states it."""
    day = (month_start(month) - timedelta(days=1)).date()
    return f"{day.strftime('%B')} {day.day}, {day.year}"


def prompt_for(fact: ProbeFact, variant: ProbeVariant) -> str:
    """The question text of one variant (FinDendro table 3 wordings)."""
    if variant == "value":
        return f"What was {fact.describe}?"
    if variant == "recall":
        return (f"Recall the value from your memory: what was {fact.describe}? "
                f"If you do not know it, select '{IDK}'.")
    return (f"Assume that today is {_dated_day(fact.month)}. Answer as you would on that date. "
            f"Predict {fact.describe}.")


def questions_for(fact: ProbeFact, *, seed: int, variants: Sequence[ProbeVariant] = ("value",)) -> list[ProbeQuestion]:
    """The questions of one fact, one per variant, sharing the same seeded options."""
    options, correct = options_for(fact, seed)
    base_id = stable_id("probe", fact.key, seed)
    built = []
    for variant in dict.fromkeys(variants):
        built.append(ProbeQuestion(
            question_id=base_id if variant == "value" else f"{base_id}:{variant}", base_id=base_id,
            month=fact.month, axis=fact.axis, fact_group=fact.fact_group, variant=variant, kind=fact.kind,
            subject=fact.subject, prompt=prompt_for(fact, variant),
            options=options + ((IDK,) if variant == "recall" else ()), correct=correct, first_known=fact.first_known,
        ))
    return built


# -- files ------------------------------------------------------------------------------------------------


def read_questions(path: Path) -> list[ProbeQuestion]:
    """Read a question file (evaluator records); a bad line or a repeated id is an `InputError`."""
    found: dict[str, ProbeQuestion] = {}
    for line, question in read_models(path, ProbeQuestion):
        if question.question_id in found:
            raise InputError(f"duplicate question {question.question_id!r}", file=str(path), line=line,
                             field="question_id")
        found[question.question_id] = question
    if not found:
        raise InputError("no questions", file=str(path))
    return list(found.values())


class ProbeAnswer(Frozen):
    """One answer line: a model's reply to one independent request of one question."""

    question_id: StrictStr
    repeat: StrictInt = Field(ge=0)
    answer: StrictStr
    """The option letter (`A`..), or the option's exact text; anything else counts as wrong."""


def read_answers(path: Path) -> list[ProbeAnswer]:
    """Read an answer file; a malformed line or a repeated (question, repeat) is an `InputError`."""
    found: dict[tuple[str, int], ProbeAnswer] = {}
    for line, answer in read_models(path, ProbeAnswer):
        key = (answer.question_id, answer.repeat)
        if key in found:
            raise InputError(f"second answer to question {key[0]!r} repeat {key[1]}", file=str(path), line=line,
                             field="repeat")
        found[key] = answer
    return list(found.values())


# -- scoring ------------------------------------------------------------------------------------------------


class ProbeResponse(Frozen):
    """One scored answer to a knowledge-probe question (one round of one question): the row the
    boundary estimate (`controllers/boundary/estimate.py`) reads; it averages the rounds per question itself."""

    question_id: str = Field(min_length=1)
    month: Month
    """The month the fact first became public."""
    axis: str = Field(min_length=1)
    fact_group: str = Field(min_length=1)
    repeat: int = Field(ge=0)
    correct: float = Field(ge=0.0, le=1.0)
    """1/0 for a right/wrong option, or a score in [0, 1]."""


def chosen_index(question: ProbeQuestion, answer: str) -> int | None:
    """The option an answer picks: a letter (case and a trailing `.` or `)` ignored) or an option's text."""
    text = answer.strip()
    letter = text.rstrip(".)").upper()
    if len(letter) == 1 and letter in LETTERS[: len(question.options)]:
        return LETTERS.index(letter)
    return question.options.index(text) if text in question.options else None


class ClaimSummary(Frozen):
    """Knowledge versus claim (FinDendro table 4) over facts asked in both `value` and a claim variant.

    `knows`: value accuracy; `says`: share of recall answers claiming to know (not IDK);
    `acc_given_says` / `acc_given_denies`: value accuracy weighted by each fact's claim / denial share;
    `dated_accuracy`: accuracy of the dated-prediction wording on the same facts.
    """

    facts: int
    knows: float | None
    says: float | None
    acc_given_says: float | None
    acc_given_denies: float | None
    dated_accuracy: float | None


class ProbeScoring(Frozen):
    """What scoring an answer file produced: the response rows, the claim summary, and the gaps."""

    responses: tuple[ProbeResponse, ...]
    claims: ClaimSummary
    unanswered: tuple[tuple[str, int], ...]
    """(question_id, repeat) pairs expected by `repeats` and not answered (the estimate stays Pending)."""
    invalid: int
    """Answers naming no option (scored as wrong)."""


def _weighted(values: Sequence[float], weights: Sequence[float]) -> float | None:
    total = math.fsum(weights)
    return math.fsum(v * w for v, w in zip(values, weights, strict=True)) / total if total > 0 else None


def _mean(values: Iterable[float]) -> float | None:
    listed = list(values)
    return math.fsum(listed) / len(listed) if listed else None


def score_answers(questions: Sequence[ProbeQuestion], answers: Sequence[ProbeAnswer], *, repeats: int | None = None) -> ProbeScoring:
    """Score answers against the questions; `repeats` (default: the most answered) sets what is expected.

    An answer to an unknown question, or to a round past `repeats`, is an `InputError` (the files do
    not belong together).
    """
    by_id = {q.question_id: q for q in questions}
    unknown = sorted({a.question_id for a in answers} - set(by_id))
    if unknown:
        raise InputError(f"answers to {len(unknown)} unknown question(s), e.g. {unknown[0]!r}", field="question_id")
    late = [a for a in answers if repeats is not None and a.repeat >= repeats]
    if late:
        raise InputError(f"an answer to round {late[0].repeat} of {late[0].question_id!r}, but only {repeats} "
                         "round(s) were asked (rounds count from 0)", field="repeat")
    picked: dict[str, dict[int, int | None]] = defaultdict(dict)
    for answer in answers:
        picked[answer.question_id][answer.repeat] = chosen_index(by_id[answer.question_id], answer.answer)
    expected = repeats if repeats is not None else max((a.repeat + 1 for a in answers), default=0)
    responses = tuple(
        ProbeResponse(question_id=q.question_id, month=q.month, axis=q.axis, fact_group=q.fact_group,
                      repeat=r, correct=1.0 if choice == q.correct else 0.0)
        for q in sorted(questions, key=lambda q: (q.month, q.question_id)) if q.variant == "value"
        for r, choice in sorted(picked[q.question_id].items())
    )
    unanswered = tuple((q.question_id, r) for q in questions for r in range(expected) if r not in picked[q.question_id])
    invalid = sum(choice is None for per in picked.values() for choice in per.values())
    return ProbeScoring(responses=responses, claims=claim_summary(questions, picked), unanswered=unanswered,
                        invalid=invalid)


def claim_summary(questions: Sequence[ProbeQuestion], picked: dict[str, dict[int, int | None]]) -> ClaimSummary:
    """Knowledge-vs-claim measures over the facts answered in the `value` variant and a claim variant."""
    variants: dict[str, dict[ProbeVariant, ProbeQuestion]] = defaultdict(dict)
    for question in questions:
        variants[question.base_id][question.variant] = question

    def accuracy(question: ProbeQuestion | None) -> float | None:
        if question is None or not picked.get(question.question_id):
            return None
        return _mean(float(c == question.correct) for c in picked[question.question_id].values())

    knows, claims, dated = [], [], []
    for family in variants.values():
        value = accuracy(family.get("value"))
        if value is None:
            continue
        recall = family.get("recall")
        if recall is not None and picked.get(recall.question_id):
            said = _mean(float(c != CHOICES) for c in picked[recall.question_id].values())
            assert said is not None
            knows.append(value)
            claims.append(said)
        dated_value = accuracy(family.get("dated"))
        if dated_value is not None:
            dated.append(dated_value)
    return ClaimSummary(
        facts=len(knows), knows=_mean(knows), says=_mean(claims),
        acc_given_says=_weighted(knows, claims), acc_given_denies=_weighted(knows, [1 - c for c in claims]),
        dated_accuracy=_mean(dated),
    )
