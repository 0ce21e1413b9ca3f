"""Measured knowledge boundaries: FinCutBench's procedure (seed 000, Section 5 and Appendix B).

A model answers closed-book four-option questions about facts first public in each month; its
monthly accuracy falls where its training data ends. `estimate_boundary` reads the scored answers
and returns Start (the last month of the high plateau), Boundary (the first month at the low
plateau), the status (`Localized`, `ND`, `Unresolved`, `Pending`), monthly accuracy with exact 95%
intervals, the resampling stability (Localization Rate, Boundary Range, Tight/Wide), per-axis
diagnostics and the leading axis. The result models and month labels live in `results`, the
numeric steps in `fit` (decline test, fits, knot checks, window expansion) and `stability`
(resampling, summaries, intervals).

Choices where the paper leaves room, each documented where it is made:
- Observation range: `observed_range` (the question bank's first and last months) when given, else
  the first and last months with responses; responses outside it are ignored. `release` (the tested
  version's release month) defaults to the range's last month. Windows follow Eq. 1: the initial
  window is [release - 12, min(release, last)], each expansion adds six earlier months, the last
  one stops at the range's first month.
- Completeness (Pending): a month is complete when it has responses, every axis seen anywhere in the
  range appears in it, and each of its questions has as many distinct rounds as the most-answered
  question. A question with no row at all cannot be seen from responses alone.
- Status after the range is exhausted comes from the last window tested: ND if it detects no
  decline, Unresolved if it does but the knots fail. Pending: a window the search needs has an
  incomplete month; the last complete window's result is kept (no Start/Boundary). If the initial
  window itself is incomplete nothing is tested and no stability is run.
- Question score: the mean of its rounds' `correct`. A fact group is the resampling and Hoeffding
  unit and must stay within one month and one axis (an error otherwise). Monthly intervals resample
  questions, as the paper's do (its fact groups hold one question each).
- Leading axis: among axes Localized in the overall window whose Boundary Range is Tight, the latest
  Boundary; ties are kept (`leading_axes`, and `leading_axis` joins them with "/" as the paper's
  tables do). Without resampling there is no Tight label and so no leading axis.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from tqdm import tqdm

from controllers.boundary.fit import (
    CHECK_LOW,
    MAIN_LOW,
    NONE,
    STATUS_NAMES,
    Outcome,
    alpha,
    fit_window,
    select_window,
)
from controllers.boundary.stability import (
    Stratum,
    Summary,
    mean_interval,
    observed,
    pooled,
    resampled,
    summarize,
)
from controllers.boundary.results import (
    AxisEstimate,
    BoundaryEstimate,
    DeclineTest,
    KnotCheck,
    MonthAccuracy,
    PhaseFit,
    Stability,
    Status,
    month_index,
    month_label,
)
from engine.errors import InputError
from tasks.probe import ProbeResponse

INITIAL_MONTHS = 12
"""The initial window reaches this many months before the release month (13 months in all)."""
EXPANSION_MONTHS = 6
CHUNK = 100
"""Replicates per vectorised batch: bounds memory and gives the progress bar its steps."""


@dataclass(frozen=True)
class _Question:
    month: int
    axis: str
    fact_group: str
    rounds: int
    score: float


@dataclass(frozen=True)
class ProbeSet:
    """Validated answers ready for the procedure: questions, the month grid, windows and strata.

    Month indices in `complete`, `windows` and the strata count from `first` (column 0).
    """

    first: int
    last: int
    release: int
    axes: tuple[str, ...]
    questions: Mapping[str, _Question]
    complete: np.ndarray
    """Whether each month of the range has every axis and every round of its questions."""
    windows: tuple[tuple[int, int], ...]
    """The windows of Eq. 1, (first, last) column of each, in check order."""
    strata: tuple[Stratum, ...]


def _questions(responses: Sequence[ProbeResponse], first: int, last: int) -> dict[str, _Question]:
    """One record per question in [first, last], checked for consistency; its score is its rounds' mean."""
    rows: dict[str, list[ProbeResponse]] = defaultdict(list)
    for response in responses:
        if first <= month_index(response.month) <= last:
            rows[response.question_id].append(response)
    questions: dict[str, _Question] = {}
    for question_id, answers in sorted(rows.items()):
        head = answers[0]
        for answer in answers:
            for name in ("month", "axis", "fact_group"):
                if getattr(answer, name) != getattr(head, name):
                    raise InputError(f"question {question_id!r} has two values: {getattr(head, name)!r} and "
                                     f"{getattr(answer, name)!r}", field=name)
        rounds = sorted(answer.repeat for answer in answers)
        if len(set(rounds)) != len(rounds):
            raise InputError(f"question {question_id!r} has two answers in one round", field="repeat")
        # Sum in round order so the score does not depend on the input order.
        scores = [answer.correct for answer in sorted(answers, key=lambda a: a.repeat)]
        questions[question_id] = _Question(month_index(head.month), head.axis, head.fact_group, len(rounds),
                                           sum(scores) / len(scores))
    homes: dict[str, tuple[int, str]] = {}
    for question_id, question in questions.items():
        home = homes.setdefault(question.fact_group, (question.month, question.axis))
        if home != (question.month, question.axis):
            raise InputError(f"fact group {question.fact_group!r} spans months or axes (question {question_id!r}): "
                             "a fact group must stay within one month and one axis", field="fact_group")
    return questions


def prepare_probes(responses: Sequence[ProbeResponse], *, release: str | None = None,
                   observed_range: tuple[str, str] | None = None) -> ProbeSet:
    """Validate `responses` and lay them out for the procedure (see `estimate_boundary` for the options)."""
    if observed_range is None:
        if not responses:
            raise InputError("no responses")
        months = [month_index(r.month) for r in responses]
        first, last = min(months), max(months)
    else:
        first, last = (month_index(m) for m in observed_range)
        if first > last:
            raise InputError(f"observation range {observed_range} ends before it starts", field="observed")
    questions = _questions(responses, first, last)
    if not questions:
        raise InputError(f"no responses in {month_label(first)}..{month_label(last)}")
    axes = tuple(sorted({q.axis for q in questions.values()}))
    rounds = max(q.rounds for q in questions.values())
    complete = np.zeros(last - first + 1, dtype=bool)
    present: dict[int, set[str]] = defaultdict(set)
    short: set[int] = set()
    for question in questions.values():
        present[question.month].add(question.axis)
        if question.rounds < rounds:
            short.add(question.month)
    for month, seen in present.items():
        complete[month - first] = len(seen) == len(axes) and month not in short
    release_index = last if release is None else month_index(release)
    if release_index < first:
        raise InputError(f"release month {release} is before the first observed month {month_label(first)}",
                         field="release")
    return ProbeSet(first, last, release_index, axes, questions, complete, _windows(first, last, release_index),
                    _strata(first, axes, questions, complete))


def _windows(first: int, last: int, release: int) -> tuple[tuple[int, int], ...]:
    """Eq. 1 as column indices: lo_j = max(first, release - 12 - 6(j - 1)), hi = min(release, last)."""
    hi = min(release, last) - first
    windows = []
    check = 1
    while True:
        lo = max(first, release - INITIAL_MONTHS - EXPANSION_MONTHS * (check - 1)) - first
        windows.append((lo, hi))
        if lo == 0:
            return tuple(windows)
        check += 1


def _strata(first: int, axes: tuple[str, ...], questions: Mapping[str, _Question],
            complete: np.ndarray) -> tuple[Stratum, ...]:
    """Complete months' month x axis strata, groups in name order (so input order never matters)."""
    cells: dict[tuple[int, int], dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for question_id in sorted(questions):
        question = questions[question_id]
        if complete[question.month - first]:
            cells[(axes.index(question.axis), question.month - first)][question.fact_group].append(question.score)
    strata = []
    for (axis, month), groups in sorted(cells.items()):
        names = sorted(groups)
        strata.append(Stratum(axis, month, np.array([len(groups[g]) for g in names], dtype=np.int64),
                              np.array([sum(groups[g]) for g in names])))
    return tuple(strata)


def _monthly(data: ProbeSet, axis: str | None) -> tuple[MonthAccuracy, ...]:
    """Accuracy and exact interval of every month in the range (one axis, or all questions)."""
    scores: dict[int, list[float]] = defaultdict(list)
    for question_id in sorted(data.questions):
        question = data.questions[question_id]
        if axis is None or question.axis == axis:
            scores[question.month].append(question.score)
    rows = []
    for offset in range(data.last - data.first + 1):
        month = data.first + offset
        values = np.array(scores.get(month, []))
        if values.size:
            low, high = mean_interval(values)
            accuracy: float | None = float(values.mean())
        else:
            low = high = accuracy = None
        rows.append(MonthAccuracy(month=month_label(month), n=int(values.size), accuracy=accuracy, low=low,
                                  high=high, complete=bool(data.complete[offset])))
    return tuple(rows)


def _label(data: ProbeSet, index: int) -> str | None:
    return None if index == NONE else month_label(data.first + int(index))


def _phase(data: ProbeSet, min_low: int, start: int, boundary: int, high: float, low: float, sse: float,
           left: bool, right: bool) -> PhaseFit | None:
    if start == NONE:
        return None
    return PhaseFit(min_low=min_low, start=_label(data, start), boundary=_label(data, boundary), high=float(high),
                    low=float(low), sse=float(sse), left_edge=bool(left), right_edge=bool(right))


def _parts(data: ProbeSet, outcome: Outcome, window: tuple[int, int]) -> dict[str, Any]:
    """The point-estimate fields of one scope (row 0 of an Outcome) that an estimate and an axis share."""
    o = {name: value[0] for name, value in vars(outcome).items()}
    splits = max(window[1] - window[0] + 1 - 3, 0)
    check = int(o["check"])
    decline = DeclineTest(check=check, alpha=alpha(check), splits=splits, p_value=float(o["p"]),
                          split=_label(data, o["split"]), passed=bool(o["decline"]))
    fit = _phase(data, MAIN_LOW, o["start"], o["boundary"], o["high"], o["low"], o["sse"], o["left_edge"],
                 o["right_edge"])
    other = _phase(data, CHECK_LOW, o["check_start"], o["check_boundary"], o["check_high"], o["check_low"],
                   o["check_sse"], o["check_left_edge"], o["check_right_edge"])
    right = bool(o["right_edge"] or o["check_right_edge"])
    knots = None
    if fit is not None:
        shifts = (None, None) if other is None else (
            abs(int(o["start"]) - int(o["check_start"])), abs(int(o["boundary"]) - int(o["check_boundary"])))
        knots = KnotCheck(check_fit=other, start_shift=shifts[0], boundary_shift=shifts[1],
                          left_edge=bool(o["left_edge"] or o["check_left_edge"]), right_edge=right,
                          passed=bool(o["knots"]))
    status: Status = STATUS_NAMES[int(o["status"])]  # type: ignore[assignment]
    located = status == "Localized"
    return {"status": status, "start": fit.start if located and fit else None,
            "boundary": fit.boundary if located and fit else None, "decline": decline, "fit": fit, "knots": knots,
            "right_edge": right}


def _stability(data: ProbeSet, summary: Summary, resamples: int, seed: int) -> Stability:
    boundary_range = None
    if summary.low is not None and summary.high is not None:
        boundary_range = (month_label(data.first + summary.low), month_label(data.first + summary.high))
    return Stability(resamples=resamples, seed=seed, localization_rate=summary.rate, boundary_range=boundary_range,
                     tight=summary.tight, exact_rate=summary.exact, within_one_rate=summary.within_one,
                     outcomes=dict(zip(STATUS_NAMES, summary.statuses)))


def _index(data: ProbeSet, label: str | None) -> int | None:
    return None if label is None else month_index(label) - data.first


@dataclass(frozen=True)
class Replicates:
    """Status and Boundary (column index, NONE if none) of every replicate: overall, then per axis."""

    status: np.ndarray
    boundary: np.ndarray
    axis_status: np.ndarray
    """(axes, resamples)."""
    axis_boundary: np.ndarray


def resample_procedure(probes: ProbeSet, check: int, resamples: int, seed: int, *, progress: bool = False,
                       chunk: int = CHUNK) -> Replicates:
    """The whole procedure on `resamples` stratified resamples (Algorithm 1, lines 2-21).

    Overall: window selection from scratch on each resample. Axes: test and fit in the full data's
    stopping window `check`. `chunk` replicates run as one array batch; results do not depend on it.
    """
    draws = resampled(probes.strata, len(probes.axes), probes.last - probes.first + 1, resamples, seed)
    overall = pooled(draws)
    lo, hi = probes.windows[check - 1]
    status = np.empty(resamples, dtype=np.int64)
    boundary = np.empty(resamples, dtype=np.int64)
    axis_status = np.empty((len(probes.axes), resamples), dtype=np.int64)
    axis_boundary = np.empty((len(probes.axes), resamples), dtype=np.int64)
    with tqdm(total=resamples, desc="boundary resamples", unit="resample", disable=not progress) as bar:
        for begin in range(0, resamples, chunk):
            rows = np.arange(begin, min(begin + chunk, resamples))
            result = select_window(overall.rows(rows), probes.windows, probes.complete)
            status[rows], boundary[rows] = result.status, result.boundary
            for a, part in enumerate(draws):
                trial = fit_window(part.rows(rows).span(lo, hi), check, lo)
                axis_status[a, rows], axis_boundary[a, rows] = trial.status, trial.boundary
            bar.update(rows.size)
    return Replicates(status, boundary, axis_status, axis_boundary)


def _leading(axes: Mapping[str, AxisEstimate]) -> tuple[str, ...]:
    """Axes Localized with a Tight range, at the latest Boundary (ties kept, in name order)."""
    eligible = {name: a.boundary for name, a in axes.items()
                if a.status == "Localized" and a.boundary is not None and a.stability is not None and a.stability.tight}
    if not eligible:
        return ()
    latest = max(month_index(b) for b in eligible.values())
    return tuple(sorted(name for name, b in eligible.items() if month_index(b) == latest))


def estimate_boundary(
    responses: Sequence[ProbeResponse],
    *,
    resamples: int = 1000,
    seed: int = 0,
    progress: bool = False,
    release: str | None = None,
    observed_range: tuple[str, str] | None = None,
) -> BoundaryEstimate:
    """Estimate a model's knowledge boundary from its scored probe answers (FinCutBench, Section 5).

    `release`: the tested version's release month (default: the last observed month); `observed_range`:
    the question bank's first and last months (default: those of the responses). `resamples` full
    reruns of the procedure on stratified resamples give the stability (0: none); `seed` makes them
    reproducible. Bad input (inconsistent questions, duplicate rounds) is an `InputError`.
    """
    if resamples < 0:
        raise InputError("must be at least 0", field="resamples")
    data = prepare_probes(responses, release=release, observed_range=observed_range)
    per_axis = observed(data.strata, len(data.axes), data.last - data.first + 1)
    outcome = select_window(pooled(per_axis), data.windows, data.complete)
    check = int(outcome.check[0])
    base = {
        "release": month_label(data.release),
        "observed": (month_label(data.first), month_label(data.last)),
        "provisional": data.release > data.last,
        "incomplete": tuple(month_label(data.first + i) for i in np.flatnonzero(~data.complete)),
        "monthly": _monthly(data, None),
    }
    if check == 0:  # the initial window is incomplete: nothing can be tested yet
        lo, hi = data.windows[0]
        return BoundaryEstimate(status="Pending", start=None, boundary=None,
                                window=(month_label(data.first + lo), month_label(data.first + hi)), decline=None,
                                fit=None, knots=None, right_edge=False, stability=None, axes={}, leading_axis=None,
                                leading_axes=(), **base)
    window = data.windows[check - 1]
    overall = _parts(data, outcome, window)
    replicates = resample_procedure(data, check, resamples, seed, progress=progress) if resamples else None
    axes: dict[str, AxisEstimate] = {}
    for a, name in enumerate(data.axes):
        part = _parts(data, fit_window(per_axis[a].span(*window), check, window[0]), window)
        stability = None
        if replicates is not None:
            summary = summarize(replicates.axis_status[a], replicates.axis_boundary[a], _index(data, part["boundary"]))
            stability = _stability(data, summary, resamples, seed)
        axes[name] = AxisEstimate(axis=name, **part, monthly=_monthly(data, name), stability=stability)
    stability = None
    if replicates is not None:
        summary = summarize(replicates.status, replicates.boundary, _index(data, overall["boundary"]))
        stability = _stability(data, summary, resamples, seed)
    leading = _leading(axes)
    return BoundaryEstimate(
        **overall, window=(month_label(data.first + window[0]), month_label(data.first + window[1])),
        stability=stability, axes=axes, leading_axis="/".join(leading) or None, leading_axes=leading, **base,
    )
