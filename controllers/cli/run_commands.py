"""The run commands of `asof`: models, run, verify, live, resolve, replay, gaps, report.

`controllers/cli/main.py` registers `COMMANDS`.
"""

from __future__ import annotations

import dataclasses
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from controllers.cli.support import INSTANT, emit, json_option, store_options
from controllers.runs.cutoff_sources import CUTOFF_SOURCES
from engine.errors import InputError
from engine.settings import Settings
from engine.timestamps import end_of_day, parse_utc, zone
from retrieval.context import POLICIES

# Each command imports what it runs inside its body: `asof run --help` and `asof verify --help` only
# build the options, and the runner's imports (forecasters, the gateway, pandas, pyarrow, DuckDB)
# take over a CPU-second.
if TYPE_CHECKING:
    from controllers.runs.executor import Executor
    from controllers.runs.models import ModelEntry
    from engine.run_log import RunPlanned
    from pit_store.store import PitStore

INCOMPLETE_EXIT = 3
"""`asof run`'s exit status when jobs are left unlocked (resume by running it again)."""


class Moment(click.ParamType):
    """An aware instant, or a date meaning the end of that UTC day (what a vendor cutoff states)."""

    name = "date|instant"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> datetime:
        if isinstance(value, datetime):
            return value
        text = str(value).strip()
        try:
            if len(text) == 10:
                return end_of_day(date.fromisoformat(text), zone("UTC"))
            return parse_utc(text, field=param.name if param else None)
        except (ValueError, InputError) as exc:
            self.fail(str(exc), param, ctx)


MOMENT = Moment()


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    return value


# -- models -------------------------------------------------------------------------------------


@click.group("models")
def models() -> None:
    """The model registry: cutoffs, release dates, measured knowledge boundaries."""


def _render_model(data: dict[str, Any]) -> str:
    detail = data["measured_detail"]
    measured = data["measured_boundary"] or (f"none ({detail['status']})" if detail else "-")
    return (f"{data['name']}: vendor cutoff {data['vendor_cutoff'] or '-'}, "
            f"self-reported {data['self_reported_cutoff'] or '-'}, release {data['release_date'] or '-'}, "
            f"measured boundary {measured} (revision {data['revisions']})")


@models.command("add")
@click.argument("name")
@click.option("--vendor-cutoff", type=MOMENT, help="Vendor-stated knowledge cutoff (a date means its end, UTC).")
@click.option("--release-date", type=MOMENT)
@click.option("--measured-boundary", type=MOMENT, help="Measured knowledge boundary (from the probes).")
@click.option("--self-reported-cutoff", type=MOMENT,
              help="The cutoff the model states when asked (recorded for comparison, never used as c_m).")
@click.option("--notes", default="")
@json_option
@store_options
def models_add(settings: Settings, name: str, vendor_cutoff: datetime | None, release_date: datetime | None,
               measured_boundary: datetime | None, self_reported_cutoff: datetime | None, notes: str,
               as_json: bool) -> None:
    """Add a model, or a new revision of one (fields not given keep their value)."""
    from controllers.runs.models import add_model
    from controllers.store.actions import opened
    with opened(settings) as store:
        entry = add_model(store, name, vendor_cutoff=vendor_cutoff, release_date=release_date,
                          measured_boundary=measured_boundary, notes=notes, self_reported_cutoff=self_reported_cutoff)
    emit(entry.model_dump(mode="json"), as_json, _render_model)


@models.command("list")
@json_option
@store_options
def models_list(settings: Settings, as_json: bool) -> None:
    """Every registered model."""
    from controllers.runs.models import list_models
    from controllers.store.actions import opened
    with opened(settings) as store:
        found: list[ModelEntry] = list_models(store)
    emit([m.model_dump(mode="json") for m in found], as_json,
         lambda rows: "\n".join(_render_model(r) for r in rows) or "no models registered")


@models.command("show")
@click.argument("name")
@json_option
@store_options
def models_show(settings: Settings, name: str, as_json: bool) -> None:
    """One model's current entry."""
    from controllers.runs.models import get_model
    from controllers.store.actions import opened
    with opened(settings) as store:
        entry = get_model(store, name)
    emit(entry.model_dump(mode="json"), as_json, _render_model)


# -- run / live ----------------------------------------------------------------------------------


def _split(values: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(part.strip() for value in values for part in value.split(",") if part.strip())




run_options = [
    click.option("--task", required=True, help="Task family (VAL, RANK, EVT, FUND, CF, CALC, EPS)."),
    click.option("--model", required=True, help="A registered model (see `asof models`)."),
    click.option("--forecaster", "forecasters", multiple=True, required=True,
                 help="Baseline name or module:attribute (repeat or comma-separate)."),
    click.option("--policy", "policies", multiple=True, default=("pit",), show_default=True,
                 help=f"Retrieval policy, among {list(POLICIES)} (repeat or comma-separate)."),
    click.option("--instances", type=click.Path(path_type=Path, exists=True, dir_okay=False), required=True,
                 help="Instance file from `asof tasks generate`."),
    click.option("--repeats", type=click.IntRange(1), default=1, show_default=True),
    click.option("--workers", type=click.IntRange(0), default=1, show_default=True,
                 help="Local worker processes (0: run in this process)."),
    click.option("--cutoff-source", type=click.Choice(CUTOFF_SOURCES), default="vendor", show_default=True),
    click.option("--labels", type=click.Path(path_type=Path, exists=True, dir_okay=False),
                 help="Evaluator label file (default: outcomes read from the store for VAL, RANK, EVT, FUND "
                      "and EPS, CF and CALC answers recomputed from their instances)."),
    click.option("--no-progress", is_flag=True, help="No progress bar."),
]


def _remember(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    ctx.meta[f"asof.{param.name}"] = value
    return value


# Kept in the click context (read by `_executor`) rather than passed on, so that every command
# taking the run options gets them without a parameter of its own.
executor_options = [
    click.option("--executor", type=click.Choice(["local", "dask"]), default="local", show_default=True,
                 expose_value=False, callback=_remember,
                 help="Where jobs run: local worker processes (--workers), or a Dask cluster (--scheduler; "
                      "needs a PostgreSQL store and the data folder mounted on every worker)."),
    click.option("--scheduler", metavar="tcp://HOST:PORT", expose_value=False, callback=_remember,
                 help="Dask scheduler address, with --executor dask."),
]


def with_run_options(command: Any) -> Any:
    """Add the options `run` and `live` share."""
    for option in reversed(run_options + executor_options):
        command = option(command)
    return command


def make_executor(store: PitStore, settings: Settings, workers: int, **options: Any) -> Executor:
    """`executor_choice.make_executor`, imported when a command runs jobs (a module attribute, so a
    test can replace it)."""
    from controllers.runs.executor_choice import make_executor as make

    return make(store, settings, workers, **options)


def _executor(store: PitStore, settings: Settings, workers: int) -> Executor:
    """The executor the current command's `--executor` / `--scheduler` / `--workers` ask for."""
    meta = click.get_current_context().meta
    return make_executor(store, settings, workers, kind=meta.get("asof.executor", "local"),
                         scheduler=meta.get("asof.scheduler"))


@click.command("run")
@with_run_options
@click.option("--regimes", default="T1,T2,T3", show_default=True, help="Regimes to run, comma-separated.")
@click.option("--run-date", type=INSTANT, help="The run date r (default: now).")
@click.option("--run-id", help="Name the run (default: derived from the command, so a re-run resumes it).")
@click.option("--variants", default="", help="Also run robustness variants beside each instance: prompt, numeric "
              "(comma-separated; FinForesight B.1). They enter only the robustness table, never the task scores.")
@json_option
@store_options
def run(settings: Settings, task: str, model: str, forecasters: tuple[str, ...], policies: tuple[str, ...],
        instances: Path, repeats: int, workers: int, cutoff_source: str, labels: Path | None, no_progress: bool,
        regimes: str, run_date: datetime | None, run_id: str | None, variants: str, as_json: bool) -> None:
    """Plan, execute (resumably) and score a backtest; T3 predictions are locked for `asof resolve`."""
    from controllers.runs.backtest import backtest
    from controllers.runs.judge_failures import judge_failures
    from controllers.runs.runner import RunRequest
    from controllers.runs.scoring import FileLabels, run_scores
    from controllers.store.actions import opened, write_checkpoint
    from leakage_filter.ensemble import missing_judge_note
    from tasks.io import read_instances
    from tasks.registry import task_spec
    from tasks.variants import with_variants
    with opened(settings) as store:
        request = RunRequest(
            task=task, model=model, forecasters=_split(forecasters), policies=_split(policies),
            instances=with_variants(read_instances(instances), _split((variants,))),
            regimes=_split((regimes,)),  # type: ignore[arg-type]
            repeats=repeats, cutoff_source=cutoff_source, run_date=run_date, run_id=run_id,  # type: ignore[arg-type]
        )
        executor = _executor(store, settings, workers)  # bad executor options are refused before the plan is written
        given = FileLabels(task_spec(task), labels) if labels is not None else None
        try:
            done = backtest(store, request, executor, labels=given, progress=not no_progress, on_plan=_say_missing_judge)
        finally:
            executor.close()
        planned_id, plan, scoring, summary = done.run_id, done.plan, done.scoring, _plain(done.progress)
        scores = [_plain(g) for g in run_scores(store, planned_id)]
        anchor = write_checkpoint(store, label="run")
        failed = judge_failures(store.engine, planned_id)
    data = {"run": summary, "removed": plan.removed, "scored": scoring.scored,
            "pending": [_plain(p) for p in scoring.pending], "scores": scores, "checkpoint": anchor,
            "classifiers": list(plan.pins.classifier_ids),
            "note": missing_judge_note(plan.policies, plan.pins.classifier_ids), "judge_failures": failed}
    emit(data, as_json, _render_run)
    if summary["incomplete"]:
        raise SystemExit(INCOMPLETE_EXIT)


def _say_missing_judge(plan: RunPlanned) -> None:
    """At the start of a run: say so on stderr when pit_llm has no LLM judge (see `missing_judge_note`)."""
    from leakage_filter.ensemble import missing_judge_note
    note = missing_judge_note(plan.policies, plan.pins.classifier_ids)
    if note is not None:
        click.echo(f"note: {note}", err=True)


def _render_run(data: dict[str, Any]) -> str:
    from controllers.runs.judge_failures import render_judge_failures
    from controllers.runs.scoring import ALL_REPEATS
    run = data["run"]
    lines = [f"note: {data['note']}"] if data.get("note") else []
    lines += [f"run {run['run_id']}: {run['locked_now']}/{run['jobs']} job(s) locked "
             f"({run['locked_now'] - run['locked_before']} now, {run['failures']} failure(s)); "
             f"removed: {data['removed'] or 'none'}; scored {data['scored']}, pending {len(data['pending'])}"]
    if run["lost"]:
        lines.append(f"  {len(run['lost'])} job(s) given up by the executor, locked as failures: {', '.join(run['lost'])}")
    if run["incomplete"]:
        lines.append(f"  INCOMPLETE: {len(run['incomplete'])} job(s) not locked (run again to resume): "
                     + ", ".join(run["incomplete"]))
    lines.extend(f"  {line}" for line in render_judge_failures(data["judge_failures"]))
    for group in data["scores"]:
        result = group["result"]
        score = "-" if result["score"] is None else f"{result['score']:.4f}"
        repeat = "all repeats" if group["repeat"] == ALL_REPEATS else f"repeat {group['repeat']}"
        lines.append(f"  {group['forecaster']:<18} {group['policy']:<12} {group['regime']} {repeat}: "
                     f"score {score} n={result['n']} failures={result['format_failures']}")
    anchor = data["checkpoint"]
    head = anchor["runs"][run["run_id"]]["hash"]
    lines.append(f"head {head} (keep it: `asof verify {run['run_id']} --head {head}`); "
                 f"checkpoint of every chain: {anchor['path']}")
    return "\n".join(lines)


@click.command("live")
@with_run_options
@click.option("--run-id", help="Name the run (default: derived from the plan and today's UTC date, so a repeat resumes it).")
@json_option
@store_options
def live(settings: Settings, task: str, model: str, forecasters: tuple[str, ...], policies: tuple[str, ...],
         instances: Path, repeats: int, workers: int, cutoff_source: str, labels: Path | None, no_progress: bool,
         run_id: str | None, as_json: bool) -> None:
    """Lock forecasts now for instances still unresolved (T3); `asof resolve` scores them later.

    Write-once: the same command again resumes the same run; locking any of its forecasts a second
    time on the same day (other options, another --run-id) is refused.
    """
    from controllers.runs.live import live_run
    from controllers.runs.runner import RunRequest, classifier_ids, code_revision
    from controllers.store.actions import opened
    from leakage_filter.ensemble import missing_judge_note
    from tasks.io import read_instances
    with opened(settings) as store:
        request = RunRequest(
            task=task, model=model, forecasters=_split(forecasters), policies=_split(policies),
            instances=tuple(read_instances(instances)), repeats=repeats, cutoff_source=cutoff_source,  # type: ignore[arg-type]
            run_id=run_id,
        )
        executor = _executor(store, settings, workers)
        note = missing_judge_note(request.policies, classifier_ids())
        if note is not None:
            click.echo(f"note: {note}", err=True)
        try:
            progress = live_run(store, request, code_revision(), executor, progress=not no_progress)
        finally:
            executor.close()
    emit(_plain(progress), as_json, _render_live)


def _render_live(data: dict[str, Any]) -> str:
    resumed = data["locked_before"]
    how = f"resumed, {resumed} locked before" if resumed else "new"
    return f"live run {data['run_id']} ({how}): {data['locked_now']}/{data['jobs']} locked"


@click.command("resolve")
@click.option("--run", "runs", multiple=True, help="Only these runs (default: every run with T3 instances).")
@click.option("--labels", type=click.Path(path_type=Path, exists=True, dir_okay=False),
              help="Evaluator label file (default: outcomes read from the store now).")
@json_option
@store_options
def resolve(settings: Settings, runs: tuple[str, ...], labels: Path | None, as_json: bool) -> None:
    """Score live predictions whose outcomes are in; list what is pending and why (safe to repeat)."""
    from controllers.runs.live import resolve as resolve_runs
    from controllers.runs.runner import read_plan
    from controllers.runs.scoring import FileLabels
    from controllers.store.actions import opened
    from tasks.registry import task_spec
    with opened(settings) as store:
        source = None
        if labels is not None:
            chosen = list(runs) or None
            tasks = {read_plan(store, r).task for r in (chosen or [])}  # type: ignore[union-attr]
            if len(tasks) != 1:
                raise click.ClickException("--labels needs --run of exactly one task")
            spec = task_spec(tasks.pop())
            source = lambda _store: FileLabels(spec, labels)  # noqa: E731
        report = resolve_runs(store, list(runs) or None, source)
    data = {run_id: _plain(r) for run_id, r in report.runs.items()}
    emit(data, as_json, _render_resolve)


def _render_resolve(data: dict[str, Any]) -> str:
    if not data:
        return "no live runs"
    lines = []
    for run_id, report in data.items():
        lines.append(f"{run_id}: scored {report['scored']} now, {report['already']} before, {len(report['pending'])} pending")
        lines.extend(f"  pending {p['instance_id']}: {p['why']}" for p in report["pending"])
    return "\n".join(lines)


# -- verify / replay / gaps / report -------------------------------------------------------------


@click.command("verify")
@click.argument("run_id")
@click.option("--head", help="A head hash kept from earlier (the end of the run, a checkpoint): it must still be in the chain.")
@json_option
@store_options
def verify(settings: Settings, run_id: str, head: str | None, as_json: bool) -> None:
    """Check a run's hash chain and every hash in it (exit 1 on any problem)."""
    from controllers.runs.verify import verify_run
    from controllers.store.actions import opened
    with opened(settings) as store:
        report = verify_run(store, run_id, head)
    data = {"run_id": report.run_id, "events": report.events, "head": report.head, "ok": report.ok,
            "problems": [p.model_dump() for p in report.problems]}
    emit(data, as_json, lambda d: f"{d['run_id']}: {d['events']} event(s), head {d['head']}: "
         + ("OK" if d["ok"] else "BROKEN\n" + "\n".join(f"  seq {p['seq']}: {p['problem']}" for p in d["problems"])))
    if not report.ok:
        raise SystemExit(1)


@click.command("replay")
@click.option("--date", "day", required=True, type=click.DateTime(["%Y-%m-%d"]), help="Forecast date D (UTC).")
@click.option("--task")
@click.option("--model")
@click.option("--policy", "policies", multiple=True)
@click.option("--compare", "compare", help="The run to replay and compare with (default: every run with D).")
@click.option("--workers", type=click.IntRange(0), default=0, show_default=True)
@json_option
@store_options
def replay(settings: Settings, day: datetime, task: str | None, model: str | None, policies: tuple[str, ...],
           compare: str | None, workers: int, as_json: bool) -> None:
    """Re-run one forecast date from the pinned store position and compare byte for byte (exit 1 on a difference)."""
    from controllers.runs.replay import replay as replay_run, runs_for
    from controllers.store.actions import opened
    with opened(settings) as store:
        sources = [compare] if compare else [r for r in runs_for(store, day.date(), task, model) if not r.startswith("replay:")]
        if not sources:
            raise click.ClickException(f"no run has an instance forecast on {day.date().isoformat()}")
        executor = make_executor(store, settings, workers)
        try:
            reports = [replay_run(store, source, day.date(), executor, policies=_split(policies) or None)
                       for source in sources]
        finally:
            executor.close()
    data = [_plain(r) for r in reports]
    emit(data, as_json, lambda rows: "\n".join(
        f"{r['source_run']} -> {r['replay_run']} (new run; {r['rerun']} job(s) re-run, "
        f"{r['cached_answers']} endpoint answer(s) from recorded answers, {r['new_calls']} new call(s)): "
        f"{r['identical']}/{r['compared']} identical"
        + "".join(f"\n  DIFF {d['forecaster']} {d['policy']} {d['instance_id']} #{d['repeat']}: "
                  f"{d['source']} != {d['replayed']}" for d in r["differences"]) for r in rows))
    if any(r.differences for r in reports):
        raise SystemExit(1)


@click.command("gaps")
@click.option("--run", "runs", multiple=True, help="Runs to analyse (default: all).")
@click.option("--reps", type=click.IntRange(50), default=1000, show_default=True, help="Bootstrap resamples.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--unmatched", is_flag=True, help="Do not restrict multi-model comparisons to the matched eligible set.")
@json_option
@store_options
def gaps(settings: Settings, runs: tuple[str, ...], reps: int, seed: int, unmatched: bool, as_json: bool) -> None:
    """Δ(T1,T2) and Δ(T2,T3) with bootstrap 90% intervals, and the policy table."""
    from controllers.analysis.gaps import gap_rows, matched_across_models, policy_table
    from controllers.analysis.tables import cells, gap_table, market_rows, policy_gaps, robustness_table, table1_rows
    from controllers.runs.verify import run_ids
    from controllers.store.actions import opened
    with opened(settings) as store:
        chosen = list(runs) or run_ids(store)
        rows = gap_rows(store, chosen, reps=reps, seed=seed, matched=not unmatched)
        matched = matched_across_models(store, chosen)
        chosen_set = None if unmatched else matched
        scored = cells(store, chosen, chosen_set)
        paper = {"table1": table1_rows(scored), "markets": market_rows(scored), "gaps_t1_t2": gap_table(rows, "t1_t2"),
                 "gaps_t2_t3": gap_table(rows, "t2_t3"),
                 "policy_gaps": policy_gaps(store, chosen, matched=chosen_set), "robustness": robustness_table(store, chosen)}
    data = {"instance_set": "unmatched" if unmatched else "matched", "gaps": [_plain(r) for r in rows],
            "policy_table": policy_table(rows), "matched": None if unmatched else _plain(matched), **paper}
    emit(data, as_json, _render_gaps)


def _interval(i: dict[str, Any]) -> str:
    if i["estimate"] is None:
        return "-"
    bounds = "" if i["low"] is None else f" [{i['low']:+.3f}, {i['high']:+.3f}]"
    return f"{i['estimate']:+.3f}{bounds}"


def _render_gaps(data: dict[str, Any]) -> str:
    lines = ["instances: each model's own eligible set (--unmatched)" if data["instance_set"] == "unmatched" else
             "instances: where a task has several models, only the instances eligible for all of them (the matched "
             "set; --unmatched for each model's own, as the demo's table shows)",
             "model/forecaster task market policy: S_T1 S_T2 S_T3 | Δ(T1,T2) | Δ(T2,T3)"]
    for r in data["gaps"]:
        scores = " ".join("-" if r["scores"][k] is None else f"{r['scores'][k]:.3f}" for k in ("T1", "T2", "T3"))
        lines.append(f"{r['model']}/{r['forecaster']} {r['task']} {r['market']} {r['policy']}: {scores} | "
                     f"{_interval(r['t1_t2'])} | {_interval(r['t2_t3'])}")
    for task, removed in ((data["matched"] or {}).get("removed") or {}).items():
        if len(data["matched"]["models"][task]) > 1:
            lines.append(f"{task}: matched set across {data['matched']['models'][task]} removed {removed or 'nothing'}")
    for row in data["table1"]:
        cells = " ".join(f"{k} {'-' if row[k] is None else format(row[k], '.3f')}"
                         for k in ("VAL", "RANK", "EVT", "FUND", "Overall", "CF", "CALC"))
        lines.append(f"table 1 {row['model']}/{row['forecaster']} {row['policy']} {row['regime']}: {cells}")
    shared = data["policy_gaps"]["mean_abs_gap"]
    if data["policy_gaps"]["rows"]:
        lines.append("policy table against one shared T3 reference (matched weeks), mean |gap|: "
                     + ", ".join(f"{p} {'-' if v is None else format(v, '.4f')}" for p, v in shared.items()))
    lines.append("policy table (each policy's own T2 and T3, mean |S_T2 - S_T3|):")
    for policy, row in data["policy_table"].items():
        value = "-" if row["mean_abs_gap"] is None else f"{row['mean_abs_gap']:.4f}"
        lines.append(f"  {policy:<12} {value} over {row['groups']} group(s)")
    return "\n".join(lines)


@click.command("report")
@click.option("--out", type=click.Path(path_type=Path, file_okay=False), required=True)
@click.option("--run", "runs", multiple=True, help="Runs to include (default: all).")
@click.option("--reps", type=click.IntRange(50), default=1000, show_default=True)
@click.option("--outcomes", type=click.Path(path_type=Path, exists=True, dir_okay=False),
              help="Resolved outcomes (JSONL, see `asof audit residual`) for the residual leakage plot.")
@click.option("--probe-questions", type=click.Path(path_type=Path, exists=True, dir_okay=False),
              help="Knowledge-probe questions (`asof probe generate`): with --probe-answers, adds FinDendro's "
                   "knowledge-vs-claim tables and where knowledge and claims end.")
@click.option("--probe-answers", type=click.Path(path_type=Path, exists=True, dir_okay=False))
@click.option("--probe-model", help="The model the probe answers are from (its measured boundary is shown beside).")
@store_options
def report(settings: Settings, out: Path, runs: tuple[str, ...], reps: int, outcomes: Path | None,
           probe_questions: Path | None, probe_answers: Path | None, probe_model: str | None) -> None:
    """Write an HTML report with plots, and Parquet/CSV exports, into --out."""
    from controllers.analysis.report import claims_section, write_report
    from controllers.analysis.residual_leakage import read_outcomes
    from controllers.runs.models import get_model
    from controllers.runs.verify import run_ids
    from controllers.store.actions import opened
    from tasks.probe import read_answers, read_questions, score_answers
    if (probe_questions is None) != (probe_answers is None):
        raise click.ClickException("--probe-questions and --probe-answers go together")
    with opened(settings) as store:
        chosen = list(runs) or run_ids(store)
        if not chosen:
            raise click.ClickException("no runs in the store")
        sections: list[str] = []
        if probe_questions is not None and probe_answers is not None:
            claims = score_answers(read_questions(probe_questions), read_answers(probe_answers)).claims
            measured = get_model(store, probe_model).measured_boundary if probe_model else None
            sections = claims_section(claims, probe_model, measured.isoformat() if measured else None)
        files = write_report(store, chosen, out, reps=reps, after=sections,
                             outcomes=read_outcomes(outcomes) if outcomes is not None else None)
    click.echo(f"{len(files)} file(s) written to {out}: " + ", ".join(files))


COMMANDS: tuple[click.Command, ...] = (models, run, verify, live, resolve, replay, gaps, report)
"""The commands `controllers/cli/main.py` registers."""

