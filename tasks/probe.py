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

Each fact yields FinDendro's four prompts, sharing its four candidate values and `base_id`:
- `value` (Task 1): the plain question, the four candidates; only these count toward the boundary;
- `recall` (Task 2): "Recall the value from your memory" with eight options, each candidate twice:
  once claiming to know it, once as a guess;
- `predict` (Task 2): "Predict <fact>" without a declared date, each candidate twice: once as an
  outcome already known, once as a prediction of an unknown outcome;
- `dated` (Task 3): "Assume that today is <the last day of the month before>. ... Predict ..." with
  the same eight paired options (whether a declared date removes the claims, FinDendro section 4).
Options are shuffled per prompt (seeded by the fact and the prompt), never in ascending order, so
an option's position says nothing about the answer. Controls: a numerical fact is *controlled* when
repeating the previous period's value (persistence) picks a wrong candidate; knowledge (Knows) is
measured on controlled facts, where a guesser's expected accuracy is chance (1/4).
The correct option index is evaluator-only: `ProbeQuestion.public()` is what a model may see.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter, defaultdict
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
ProbeVariant = Literal["value", "recall", "predict", "dated"]
VARIANTS: tuple[ProbeVariant, ...] = ("value", "recall", "predict", "dated")
PAIRED: tuple[ProbeVariant, ...] = ("recall", "predict", "dated")
"""Variants whose options pair each candidate with a claim of knowing it or not."""
Unit = Literal["price", "percent", "level", "quarter_points"]
FactKind = Literal["month_end_close", "monthly_return", "macro_print", "event_reaction", "policy_decision"]
FAMILIES: dict[str, str] = {"month_end_close": "stock prices", "monthly_return": "stock prices",
                            "event_reaction": "stock prices", "macro_print": "macroeconomic",
                            "policy_decision": "policy decisions"}
"""FinDendro's fact families, by fact kind (the per-family breakdown)."""
QUARTER_POINT = 0.25
"""A policy-rate move is counted in quarter points (25 basis points)."""

Month = Annotated[str, Field(pattern=r"^\d{4}-(0[1-9]|1[0-2])$")]
"""A calendar month, `YYYY-MM`."""

IDK = "I do not know"
LETTERS = "ABCDEFGH"
CHOICES = 4
CLAIMS: dict[ProbeVariant, tuple[str, str]] = {
    "recall": ("I know this value", f"{IDK} it; this is my guess"),
    "predict": ("I already know this outcome", f"{IDK} it; this is my prediction of an unknown outcome"),
    "dated": ("I already know this outcome", f"{IDK} it; this is my prediction of an unknown outcome"),
}
"""The two claims each candidate is paired with (knowing, not knowing), per paired variant."""
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
    previous: float | None = None
    """The same series' value one period earlier (the persistence answer), when known."""

    @property
    def key(self) -> str:
        """What identifies the fact (stable across runs and seeds)."""
        return f"{self.kind}|{self.subject}|{self.month}|{self.describe}"


def format_value(value: float, decimals: int, unit: Unit) -> str:
    """An option's text: the value at `decimals` places, signed with `%` for percentages; a policy move in words."""
    if unit == "percent":
        return f"{value:+.{decimals}f}%"
    if unit == "quarter_points":
        moved = round(value) * 25
        return "unchanged" if moved == 0 else f"{'raised' if moved > 0 else 'cut'} by {abs(moved)} basis points"
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
    """Four distinct candidate values in ascending order, and the index of the correct one (prompts shuffle them).

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
    """The option stating the true value (for a paired variant: the one claiming to know it)."""
    candidate_of: tuple[int, ...] = ()
    """For each option, which of the four candidate values it states."""
    claims_knowing: tuple[bool, ...] = ()
    """For each option of a paired variant, whether it claims to know the answer (empty for `value`)."""
    persistence: int | None = Field(default=None, ge=0, lt=CHOICES)
    """The candidate repeating the previous period's value would pick (None: no previous value known)."""
    first_known: UtcDateTime

    @property
    def controlled(self) -> bool:
        """Whether the fact counts toward Knows: every policy decision (its options balance the dominant
        "unchanged" outcome), and a numerical fact where persistence picks a wrong candidate."""
        if self.kind == "policy_decision":
            return True
        return self.persistence is not None and self.persistence != self.candidate_of[self.correct]

    @model_validator(mode="after")
    def _options(self) -> "ProbeQuestion":
        expected = CHOICES * (2 if self.variant in PAIRED else 1)
        if len(self.options) != expected:
            raise ValueError(f"a {self.variant} question has {expected} options, not {len(self.options)}")
        if len(set(self.options)) != len(self.options):
            raise ValueError("options must be distinct")
        if self.correct >= expected:
            raise ValueError(f"correct must index one of the {expected} options")
        if sorted(self.candidate_of) != sorted(list(range(CHOICES)) * (expected // CHOICES)):
            raise ValueError("every candidate must appear once per claim")
        if (self.variant in PAIRED) != bool(self.claims_knowing) or (
                self.claims_knowing and (len(self.claims_knowing) != expected
                                         or sorted(zip(self.candidate_of, self.claims_knowing)) !=
                                         [(c, k) for c in range(CHOICES) for k in (False, True)])):
            raise ValueError("a paired question offers each candidate once claiming to know it and once not")
        if self.claims_knowing and not self.claims_knowing[self.correct]:
            raise ValueError("correct names the option that states the true value and claims to know it")
        return self

    def is_right(self, choice: int | None) -> bool:
        """Whether an option states the true value (whatever it claims)."""
        return choice is not None and self.candidate_of[choice] == self.candidate_of[self.correct]

    def claims(self, choice: int | None) -> bool | None:
        """Whether an option claims to know the answer (None for `value` or no valid choice)."""
        return None if choice is None or not self.claims_knowing else self.claims_knowing[choice]

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
                f"If you do not know it, select an option that says '{IDK}'.")
    if variant == "predict":
        return f"Predict {fact.describe}."
    return (f"Assume that today is {_dated_day(fact.month)}. Answer as you would on that date. "
            f"Predict {fact.describe}.")


def persistence_choice(candidates: Sequence[str], previous: float | None) -> int | None:
    """The candidate nearest the previous period's value (what repeating it would answer)."""
    if previous is None:
        return None
    numbers = [float(c.replace(",", "").rstrip("%")) for c in candidates]
    return min(range(len(numbers)), key=lambda i: abs(numbers[i] - previous))


def questions_for(fact: ProbeFact, *, seed: int, variants: Sequence[ProbeVariant] = ("value",)) -> list[ProbeQuestion]:
    """The questions of one fact, one per variant, sharing the same four candidates (shuffled per prompt)."""
    candidates, truth = options_for(fact, seed)
    base_id = stable_id("probe", fact.key, seed)
    persistent = None if fact.unit == "quarter_points" else persistence_choice(candidates, fact.previous)
    built = []
    for variant in dict.fromkeys(variants):
        question_id = base_id if variant == "value" else f"{base_id}:{variant}"
        slots: list[tuple[int, bool | None]] = (
            [(c, k) for c in range(CHOICES) for k in (True, False)] if variant in PAIRED
            else [(c, None) for c in range(CHOICES)])
        _rng(seed, question_id).shuffle(slots)
        texts = tuple(candidates[c] if k is None else f"{candidates[c]} ({CLAIMS[variant][0 if k else 1]})"
                      for c, k in slots)
        built.append(ProbeQuestion(
            question_id=question_id, base_id=base_id, month=fact.month, axis=fact.axis, fact_group=fact.fact_group,
            variant=variant, kind=fact.kind, subject=fact.subject, prompt=prompt_for(fact, variant), options=texts,
            correct=slots.index((truth, True if variant in PAIRED else None)),
            candidate_of=tuple(c for c, _ in slots), claims_knowing=tuple(bool(k) for _, k in slots if k is not None),
            persistence=persistent, first_known=fact.first_known,
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


class FamilyClaims(Frozen):
    """Knows and Says of one fact family (FinDendro figure 4: the knowledge-claim gap)."""

    facts: int
    knows: float | None
    says: float | None
    gap: float | None
    """knows - says: positive when the family's self-reports understate its knowledge."""


class ClaimSummary(Frozen):
    """Knowledge versus claim (FinDendro table 4).

    `knows`: Task 1 (value) accuracy on controlled facts; `says`: share of Recall answers claiming
    to know, over every fact asked; `acc_given_says` / `acc_given_denies`: value accuracy on facts
    grouped by those claims; `gap` with `gap_low`/`gap_high`: their within-quarter difference,
    weighted by quarter size, with a 95% bootstrap interval (facts resampled within each quarter);
    `predict_*` / `dated_*`: claim share and accuracy of Predict without and with a declared date;
    `persistence_accuracy`: how often repeating last period's value would be right (the control);
    `dominant_accuracy`: how often always naming each family's most frequent correct rank (the
    dominant outcome, chosen in hindsight) would be right: near chance when ranks are balanced;
    `knowledge_end` / `claims_end`: the last quarter whose accuracy (claim share) is at least halfway
    from its floor (chance; zero) to its peak: a simple rule that puts the two side by side.
    """

    facts: int
    controlled: int = 0
    knows: float | None
    says: float | None
    acc_given_says: float | None
    acc_given_denies: float | None
    gap: float | None = None
    gap_low: float | None = None
    gap_high: float | None = None
    predict_says: float | None = None
    predict_accuracy: float | None = None
    dated_says: float | None = None
    dated_accuracy: float | None
    persistence_accuracy: float | None = None
    dominant_accuracy: float | None = None
    chance: float = 1 / CHOICES
    by_family: dict[str, FamilyClaims] = Field(default_factory=dict)
    knowledge_end: str | None = None
    claims_end: str | None = None


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
                      repeat=r, correct=1.0 if q.is_right(choice) else 0.0)
        for q in sorted(questions, key=lambda q: (q.month, q.question_id)) if q.variant == "value"
        for r, choice in sorted(picked[q.question_id].items())
    )
    unanswered = tuple((q.question_id, r) for q in questions for r in range(expected) if r not in picked[q.question_id])
    invalid = sum(choice is None for per in picked.values() for choice in per.values())
    return ProbeScoring(responses=responses, claims=claim_summary(questions, picked), unanswered=unanswered,
                        invalid=invalid)


def quarter_of(month: str) -> str:
    """`2023-05` -> `2023Q2`."""
    return f"{month[:4]}Q{(int(month[5:]) - 1) // 3 + 1}"


GAP_RESAMPLES = 1000
GAP_LEVEL = 0.95


def within_period_gap(rows: Sequence[tuple[str, float, float]], *, resamples: int = GAP_RESAMPLES, seed: int = 0,
                      level: float = GAP_LEVEL) -> tuple[float | None, float | None, float | None]:
    """Acc|says - Acc|denies within each period, weighted by period size, and a bootstrap interval.

    `rows` are (period, value accuracy, claim share) per fact; a fact counts toward "says" with its
    claim share and toward "denies" with the rest. Periods with only one side are left out.
    """
    by_period: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for period, accuracy, claim in rows:
        by_period[period].append((accuracy, claim))

    def gap(groups: Iterable[list[tuple[float, float]]]) -> float | None:
        parts: list[tuple[float, int]] = []
        for facts in groups:
            says = _weighted([a for a, _ in facts], [c for _, c in facts])
            denies = _weighted([a for a, _ in facts], [1 - c for _, c in facts])
            if says is not None and denies is not None:
                parts.append((says - denies, len(facts)))
        return _weighted([d for d, _ in parts], [float(n) for _, n in parts])

    estimate = gap(by_period.values())
    if estimate is None:
        return None, None, None
    rng = random.Random(seed)
    draws = sorted(d for _ in range(resamples)
                   if (d := gap([[facts[rng.randrange(len(facts))] for _ in facts] for facts in by_period.values()]))
                   is not None)
    tail = (1 - level) / 2
    return estimate, draws[int(tail * (len(draws) - 1))], draws[int(round((1 - tail) * (len(draws) - 1)))]


def last_period_above(series: dict[str, float], floor: float) -> str | None:
    """The last period whose value is at least halfway from `floor` to the series' peak."""
    if not series:
        return None
    peak = max(series.values())
    if peak <= floor:
        return None
    level = floor + (peak - floor) / 2
    return max(period for period, value in series.items() if value >= level)


def claim_summary(questions: Sequence[ProbeQuestion], picked: dict[str, dict[int, int | None]]) -> ClaimSummary:
    """FinDendro's knowledge-vs-claim measures over the facts answered in `value` and the paired variants."""
    variants: dict[str, dict[ProbeVariant, ProbeQuestion]] = defaultdict(dict)
    for question in questions:
        variants[question.base_id][question.variant] = question

    def answered(question: ProbeQuestion | None) -> list[int | None]:
        return list(picked.get(question.question_id, {}).values()) if question is not None else []

    def accuracy(question: ProbeQuestion | None) -> float | None:
        return _mean(float(question.is_right(c)) for c in answered(question)) if question is not None else None

    def said(question: ProbeQuestion | None) -> float | None:
        return _mean(float(bool(question.claims(c))) for c in answered(question)) if question is not None else None

    knows: list[float] = []
    rows: list[tuple[str, float, float]] = []
    says: list[float] = []
    persistence: list[float] = []
    families: dict[str, dict[str, list[float]]] = defaultdict(lambda: {"knows": [], "says": []})
    quarters: dict[str, dict[str, list[float]]] = defaultdict(lambda: {"knows": [], "says": []})
    paired: dict[str, dict[str, list[float]]] = {v: {"says": [], "accuracy": []} for v in ("predict", "dated")}
    for family in variants.values():
        value = family.get("value")
        right = accuracy(value)
        claim = said(family.get("recall"))
        if claim is not None:
            says.append(claim)
            families[FAMILIES[family["recall"].kind]]["says"].append(claim)
            quarters[quarter_of(family["recall"].month)]["says"].append(claim)
        for name in ("predict", "dated"):
            if (s := said(family.get(name))) is not None:
                paired[name]["says"].append(s)
                paired[name]["accuracy"].append(accuracy(family.get(name)) or 0.0)
        if value is None or right is None:
            continue
        if claim is not None:
            rows.append((quarter_of(value.month), right, claim))
        if value.controlled:
            knows.append(right)
            families[FAMILIES[value.kind]]["knows"].append(right)
            quarters[quarter_of(value.month)]["knows"].append(right)
    for question in questions:
        if question.variant == "value" and question.persistence is not None:
            persistence.append(0.0 if question.controlled else 1.0)
    ranks: dict[str, Counter[int]] = defaultdict(Counter)
    for question in questions:
        if question.variant == "value":
            ranks[FAMILIES[question.kind]][question.candidate_of[question.correct]] += 1  # candidates ascend: index = rank
    dominant = [counts.most_common(1)[0][1] / sum(counts.values()) for counts in ranks.values()]
    weights = [float(sum(counts.values())) for counts in ranks.values()]
    gap, low, high = within_period_gap(rows)
    by_family = {
        name: FamilyClaims(facts=max(len(v["knows"]), len(v["says"])), knows=_mean(v["knows"]), says=_mean(v["says"]),
                           gap=None if not v["knows"] or not v["says"] else _mean(v["knows"]) - _mean(v["says"]))  # type: ignore[operator]
        for name, v in sorted(families.items())
    }
    return ClaimSummary(
        facts=len(rows), controlled=len(knows), knows=_mean(knows), says=_mean(says),
        acc_given_says=_weighted([a for _, a, _ in rows], [c for _, _, c in rows]),
        acc_given_denies=_weighted([a for _, a, _ in rows], [1 - c for _, _, c in rows]),
        gap=gap, gap_low=low, gap_high=high,
        predict_says=_mean(paired["predict"]["says"]), predict_accuracy=_mean(paired["predict"]["accuracy"]),
        dated_says=_mean(paired["dated"]["says"]), dated_accuracy=_mean(paired["dated"]["accuracy"]),
        persistence_accuracy=_mean(persistence), dominant_accuracy=_weighted(dominant, weights), by_family=by_family,
        knowledge_end=last_period_above({q: m for q, v in quarters.items() if (m := _mean(v["knows"])) is not None},
                                        1 / CHOICES),
        claims_end=last_period_above({q: m for q, v in quarters.items() if (m := _mean(v["says"])) is not None}, 0.0),
    )
