"""`asof probe` and `asof boundary`: measure a model's knowledge boundary and use it for regimes.

The workflow, one command per step:
1. `asof probe generate --from 2012-10 --to 2013-09 --stocks AAPL --indices SPY --macro CPIAUCSL
   --out questions.jsonl --prompts-out prompts.jsonl`: questions read from the store as of each
   month's end. `questions.jsonl` is evaluator-only (it holds the correct option);
   `prompts.jsonl` is what the model sees (`text` is the whole message).
2. Ask every prompt independently N times (closed-book, a fresh context each) and write one answer
   line per request: `{"question_id": ..., "repeat": 0..N-1, "answer": "B"}`.
3. `asof probe score --questions questions.jsonl --answers answers.jsonl --model M`: the scored
   rows (`ProbeResponse`) are kept for M in the data folder (`probes/`), or written to `--out`;
   recall/dated variants give the knowledge-vs-claim summary.
4. `asof boundary estimate --model M`: the FinCutBench procedure on M's stored responses (or
   `--responses FILE`); the result goes to the model registry. Only a Localized estimate sets the
   measured boundary that `asof run --cutoff-source measured` uses.

`COMMANDS` (`probe`, `boundary`) are registered in `controllers/cli/main.py`; what they record is
`controllers/boundary/records.py`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from pydantic import ValidationError

from controllers.boundary.results import read_responses
from controllers.boundary.records import find_model, record_estimate, responses_path
from controllers.cli.support import emit, json_option, store_options
from controllers.runs.models import list_models
from controllers.store.actions import opened
from engine.errors import InputError
from engine.settings import Settings
from tasks.builders.probe import ProbeRequest, build_questions
from tasks.generate import write_jsonl
from tasks.probe import (
    VARIANTS, ProbeScoring, month_start, months, read_answers, read_questions, score_answers,
)

UNANSWERED_SHOWN = 5


class MonthParam(click.ParamType):
    """A calendar month, YYYY-MM."""

    name = "YYYY-MM"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value).strip()
        try:
            month_start(text)
        except InputError as exc:
            self.fail(exc.message, param, ctx)
        return text


MONTH = MonthParam()


def _split(text: str | None) -> tuple[str, ...]:
    return tuple(part.strip() for part in (text or "").split(",") if part.strip())


# -- probe ------------------------------------------------------------------------------------------


@click.group("probe")
def probe() -> None:
    """Knowledge probes: closed-book monthly questions for measuring a model's knowledge boundary."""


@probe.command("generate")
@click.option("--from", "first", type=MONTH, required=True, help="First month (YYYY-MM).")
@click.option("--to", "last", type=MONTH, required=True, help="Last month (YYYY-MM, inclusive).")
@click.option("--indices", help="Comma-separated index/ETF symbols (market_path axis).")
@click.option("--stocks", help="Comma-separated stock symbols (asset_moves axis, with their events).")
@click.option("--macro", help="Comma-separated macro series (macro axis, first-released prints).")
@click.option("--policy", help="Comma-separated policy-rate target series (one print per decision): FinDendro's "
              "policy facts, asked as the move from the previous target.")
@click.option("--no-events", is_flag=True, help="No questions on reactions to the stocks' announced events.")
@click.option("--variants", default="value", show_default=True,
              help=f"Comma-separated among {list(VARIANTS)}; recall and dated measure claims, not the boundary.")
@click.option("--seed", type=int, default=0, show_default=True, help="Distractor seed.")
@click.option("--pin", type=int, help="Read the store as of this recorded_seq (default: current position).")
@click.option("--out", type=click.Path(path_type=Path, dir_okay=False), required=True,
              help="Questions JSONL (evaluator-only: holds the correct option).")
@click.option("--prompts-out", type=click.Path(path_type=Path, dir_okay=False),
              help="Public prompts JSONL for the model (no answers).")
@store_options
def probe_generate(settings: Settings, first: str, last: str, indices: str | None, stocks: str | None,
                   macro: str | None, policy: str | None, no_events: bool, variants: str, seed: int, pin: int | None, out: Path,
                   prompts_out: Path | None) -> None:
    """Write the probe questions of months FROM..TO, read from the store as of each month's end."""
    try:
        request = ProbeRequest(first=first, last=last, indices=_split(indices), stocks=_split(stocks),
                               macro=_split(macro), policy=_split(policy), events=not no_events, variants=_split(variants),  # type: ignore[arg-type]
                               seed=seed, pin=pin)
    except ValidationError as exc:
        problem = exc.errors()[0]
        raise click.ClickException(f"option {'.'.join(map(str, problem['loc']))}: {problem['msg']}") from None
    if not (request.indices or request.stocks or request.macro or request.policy):
        raise click.ClickException("nothing to ask about: give --indices, --stocks, --macro or --policy")
    with opened(settings) as store:
        questions = build_questions(store, request)
    write_jsonl(out, [q.model_dump(mode="json") for q in questions])
    if prompts_out is not None:
        write_jsonl(prompts_out, [q.public().model_dump(mode="json") | {"text": q.public().text()} for q in questions])
    per_month: dict[str, int] = {}
    for question in questions:
        per_month[question.month] = per_month.get(question.month, 0) + (question.variant == "value")
    empty = [m for m in months(first, last) if not per_month.get(m)]
    click.echo(f"wrote {len(questions)} question(s) ({sum(per_month.values())} value) to {out}"
               + (f"; prompts to {prompts_out}" if prompts_out else ""))
    if empty:
        click.echo(f"no question for {len(empty)} month(s): {', '.join(empty)} (no fact public by their end)")


@probe.command("score")
@click.option("--questions", type=click.Path(path_type=Path, exists=True, dir_okay=False), required=True)
@click.option("--answers", type=click.Path(path_type=Path, exists=True, dir_okay=False), required=True,
              help='Answer JSONL: {"question_id", "repeat", "answer"} per request.')
@click.option("--repeats", type=click.IntRange(1), help="Rounds each question was asked (default: the most answered).")
@click.option("--partial", is_flag=True, help="Keep going when some (question, round) has no answer.")
@click.option("--out", type=click.Path(path_type=Path, dir_okay=False), help="Write the scored responses here.")
@click.option("--model", help="Keep the scored responses for this model (read by `boundary estimate`).")
@json_option
@store_options
def probe_score(settings: Settings, questions: Path, answers: Path, repeats: int | None, partial: bool,
                out: Path | None, model: str | None, as_json: bool) -> None:
    """Score answers: write ProbeResponse rows and print monthly accuracy and knowledge-vs-claim."""
    if out is None and model is None:
        raise click.ClickException("say where the responses go: --out FILE and/or --model NAME")
    try:
        scoring = score_answers(read_questions(questions), read_answers(answers), repeats=repeats)
    except InputError as exc:
        raise click.ClickException(str(exc.located(file=str(answers)))) from None
    if scoring.unanswered and not partial:
        shown = ", ".join(f"{q} #{r}" for q, r in scoring.unanswered[:UNANSWERED_SHOWN])
        raise click.ClickException(
            f"{len(scoring.unanswered)} (question, round) pair(s) have no answer, e.g. {shown}: answer them, or "
            "pass --partial (a question missing some rounds makes its month incomplete and the estimate Pending; "
            "write a wrong answer for a request that failed)")
    rows = [r.model_dump(mode="json") for r in scoring.responses]
    targets = [p for p in (out, responses_path(settings, model) if model else None) if p is not None]
    for target in targets:
        write_jsonl(target, rows)
    data = _score_summary(scoring) | {"written": [str(t) for t in targets]}
    emit(data, as_json, _render_score)


def _score_summary(scoring: ProbeScoring) -> dict[str, Any]:
    by_month: dict[str, list[float]] = {}
    for response in scoring.responses:
        by_month.setdefault(response.month, []).append(response.correct)
    return {
        "responses": len(scoring.responses),
        "accuracy_by_month": {m: sum(v) / len(v) for m, v in sorted(by_month.items())},
        "unanswered": len(scoring.unanswered), "invalid": scoring.invalid,
        "claims": scoring.claims.model_dump(mode="json"),
    }


def _render_score(data: dict[str, Any]) -> str:
    def share(value: float | None) -> str:
        return "-" if value is None else f"{value:.3f}"

    lines = [f"scored {data['responses']} value answer(s); {data['invalid']} naming no option (wrong); "
             f"{data['unanswered']} unanswered; written to {', '.join(data['written'])}"]
    lines.extend(f"  {month}: accuracy {value:.3f} (all rounds pooled)" for month, value in data["accuracy_by_month"].items())
    claims = data["claims"]
    if claims["facts"] or claims["dated_accuracy"] is not None:
        lines.append(f"knowledge vs claim over {claims['facts']} fact(s): knows {share(claims['knows'])} "
                     f"(on {claims['controlled']} controlled, chance 0.25), says it knows {share(claims['says'])}, "
                     f"accuracy when it says {share(claims['acc_given_says'])}, "
                     f"when it denies {share(claims['acc_given_denies'])}, within-quarter gap {share(claims['gap'])} "
                     f"[{share(claims['gap_low'])}, {share(claims['gap_high'])}]; predict says "
                     f"{share(claims['predict_says'])} -> dated {share(claims['dated_says'])}, accuracy "
                     f"{share(claims['predict_accuracy'])} -> {share(claims['dated_accuracy'])}; "
                     f"knowledge ends {claims['knowledge_end'] or '-'}, claims end {claims['claims_end'] or '-'}; "
                     f"controls: persistence {share(claims['persistence_accuracy'])}, "
                     f"dominant outcome {share(claims['dominant_accuracy'])}")
        lines.extend(f"  {name}: knows {share(f['knows'])}, says {share(f['says'])}, gap {share(f['gap'])}"
                     for name, f in claims["by_family"].items())
    return "\n".join(lines)


# -- boundary ---------------------------------------------------------------------------------------


@click.group("boundary")
def boundary() -> None:
    """Measured knowledge boundaries (FinCutBench): estimate from probe responses, store in the registry."""


@boundary.command("estimate")
@click.option("--model", required=True, help="The model (registered, or added by this command).")
@click.option("--responses", type=click.Path(path_type=Path, exists=True, dir_okay=False),
              help="Scored responses JSONL (default: those `probe score --model` kept for the model).")
@click.option("--resamples", type=click.IntRange(0), default=1000, show_default=True,
              help="Stratified resamples of the whole procedure (0: no stability).")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--release", type=MONTH, help="The model's release month (default: from the registry, else the last month answered).")
@click.option("--no-progress", is_flag=True, help="No progress bar.")
@json_option
@store_options
def boundary_estimate(settings: Settings, model: str, responses: Path | None, resamples: int, seed: int,
                      release: str | None, no_progress: bool, as_json: bool) -> None:
    """Estimate MODEL's knowledge boundary and record it in the model registry."""
    path = responses or responses_path(settings, model)
    if not path.exists():
        raise click.ClickException(f"no responses kept for model {model!r} (looked for {path}): run "
                                   "`asof probe score --model` first, or pass --responses FILE")
    rows = read_responses(path)
    if not rows:
        raise click.ClickException(f"{path}: no responses")
    with opened(settings) as store:
        existing = find_model(list_models(store), model)
        entry, estimate = record_estimate(store, model, rows, resamples=resamples, seed=seed, release=release,
                                          progress=not no_progress)
    data = {"model": entry.model_dump(mode="json"), "created": existing is None, "responses": str(path),
            "estimate": estimate.model_dump(mode="json")}
    emit(data, as_json, render_estimate)


def _pct(value: float | None) -> str:
    return "   -  " if value is None else f"{value * 100:5.1f}%"


def render_estimate(data: dict[str, Any]) -> str:
    """Monthly accuracy with intervals, the status, Start/Boundary, stability, and what was stored."""
    est, model = data["estimate"], data["model"]
    marks = {est["start"]: "Start", est["boundary"]: "Boundary"}
    lines = [f"model {model['name']}: responses {data['responses']}",
             f"observed {est['observed'][0]}..{est['observed'][1]}, release {est['release']}"
             + (" (provisional: after the last month answered)" if est["provisional"] else "")
             + f", stopping window {est['window'][0]}..{est['window'][1]}",
             "month     questions  accuracy  95% interval"]
    for row in est["monthly"]:
        interval = "" if row["low"] is None else f"[{_pct(row['low'])}, {_pct(row['high'])}]"
        flag = "" if row["complete"] else "  incomplete"
        mark = f"  <- {marks[row['month']]}" if row["month"] in marks else ""
        lines.append(f"{row['month']}   {row['n']:>9}  {_pct(row['accuracy'])}  {interval}{flag}{mark}")
    lines.append(f"status {est['status']}: Start {est['start'] or '-'}, Boundary {est['boundary'] or '-'}"
                 + (" (Boundary at the window's right edge)" if est["right_edge"] else ""))
    stability = est["stability"]
    if stability is not None:
        span = "-" if stability["boundary_range"] is None else "..".join(stability["boundary_range"])
        lines.append(f"stability over {stability['resamples']} resamples (seed {stability['seed']}): localization rate "
                     f"{stability['localization_rate']:.3f}, Boundary range {span} "
                     f"({'Tight' if stability['tight'] else 'Wide'})")
    for name, axis in sorted(est["axes"].items()):
        lines.append(f"  axis {name}: {axis['status']}, Start {axis['start'] or '-'}, Boundary {axis['boundary'] or '-'}")
    lines.append(f"leading axis: {est['leading_axis'] or '-'}")
    verb = "added to" if data["created"] else "recorded in"
    if model["measured_boundary"]:
        lines.append(f"{verb} the registry: measured boundary {model['measured_boundary']} "
                     "(`asof run --cutoff-source measured` uses it)")
    else:
        lines.append(f"{verb} the registry: status {est['status']}, measured boundary left unset "
                     "(`--cutoff-source measured` will refuse this model until an estimate is Localized)")
    return "\n".join(lines)


COMMANDS: tuple[click.Command, ...] = (probe, boundary)
"""The commands `controllers/cli/main.py` registers."""
