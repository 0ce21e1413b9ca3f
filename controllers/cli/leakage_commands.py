"""`asof leakage ...`: generate corpora, train the learned classifier, evaluate, classify one page.

    asof leakage corpus --out DIR --family train|heldout --seed N --n N
    asof leakage train --corpus DIR [--corpus DIR ...] --out MODEL [--seed N]
    asof leakage eval --corpus DIR [--classifier ensemble|rules|learned|llm|rules+learned] [--model MODEL]
                      [--min-confidence P] [--json]
    asof leakage classify FILE --as-of T [--url URL] [--classifier NAME] [--model MODEL] [--json]

`eval` and `classify` take the `pit_llm` page decision as the gateway would: the page ingested as
the store would hold it, the metadata stage, then the classifiers named by `--classifier`:
`ensemble` (the default) is exactly what the gateway asks (the rules, then the LLM judge when
`ASOF_LLM_*` configures an endpoint; without one it says so on stderr); `llm` is the judge alone
(an error without an endpoint); `rules`, `learned` and `rules+learned` measure those members.
`--model` replaces the shipped learned model. `--min-confidence` is the LLM judge's threshold (a
`clean` it gives less confidence is rejected; default `ASOF_LLM_MIN_CONFIDENCE`, else 0.7): run
`eval --classifier llm` at a few values on a labelled corpus to choose it for a given model.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import click

from controllers.cli.support import INSTANT, emit, json_option
from engine.errors import AsofError
from engine.llm_settings import LlmSettings
from leakage_filter.corpora.generate import generate_corpus
from leakage_filter.ensemble import default_classifiers
from leakage_filter.evaluation import evaluate, page_decision, pit_llm_decision, render_report
from leakage_filter.learned import DEFAULT_TRAINING, LearnedClassifier, train
from leakage_filter.llm_judge import open_judge
from leakage_filter.rules import RulesClassifier
from leakage_filter.verdict import LeakageClassifier

__all__ = ["CLASSIFIER_NAMES", "classifiers_named", "leakage"]

CLASSIFIER_NAMES = ("ensemble", "rules", "learned", "llm", "rules+learned")
NO_JUDGE_NOTE = (
    "note: no LLM endpoint configured (ASOF_LLM_BASE_URL, ASOF_LLM_MODEL): the ensemble is the rules alone, "
    "not the paper's LLM leakage filter"
)


@click.group("leakage")
def leakage() -> None:
    """The leakage filter: corpora, training, evaluation, one-page classification."""


def classifiers_named(
    name: str, model: Path | None = None, llm: LlmSettings | None = None, *, min_confidence: float | None = None
) -> tuple[LeakageClassifier, ...]:
    """The classifiers a `--classifier` name stands for; `model` replaces the default learned one,
    `llm` is the judge's endpoint (`llm` without one raises `JudgeUnavailable`), `min_confidence`
    its threshold (None: from the environment)."""
    if name not in CLASSIFIER_NAMES:
        raise click.BadParameter(f"unknown classifier {name!r} (expected one of {', '.join(CLASSIFIER_NAMES)})")
    if name == "ensemble":
        return tuple(default_classifiers(None, llm, min_confidence=min_confidence))
    if name == "llm":
        return (open_judge(llm, min_confidence=min_confidence),)
    members: list[LeakageClassifier] = []
    if name in ("rules", "rules+learned"):
        members.append(RulesClassifier())
    if name in ("learned", "rules+learned"):
        members.append(LearnedClassifier.load(model) if model is not None else LearnedClassifier.default())
    return tuple(members)


def _run(action: Callable[[], Any]) -> Any:
    try:
        return action()
    except AsofError as exc:
        raise click.ClickException(str(exc)) from None


classifier_option = click.option(
    "--classifier", type=click.Choice(CLASSIFIER_NAMES), default="ensemble", show_default=True,
    help="Which classifiers decide (ensemble: what the gateway asks under pit_llm).",
)


def _members(classifier: str, model: Path | None, min_confidence: float | None = None) -> tuple[LeakageClassifier, ...]:
    """The named classifiers with the endpoint from the environment; says when the ensemble has no judge."""
    llm = _run(LlmSettings.from_env)
    if classifier == "ensemble" and llm is None:
        click.echo(NO_JUDGE_NOTE, err=True)
    return _run(lambda: classifiers_named(classifier, model, llm, min_confidence=min_confidence))
model_option = click.option("--model", type=click.Path(path_type=Path, dir_okay=False), help="A trained model file instead of the shipped default.")


@leakage.command("corpus")
@click.option("--out", type=click.Path(path_type=Path, file_okay=False), required=True, help="Empty or new folder for the corpus.")
@click.option("--family", type=click.Choice(["train", "heldout"]), required=True, help="Template family.")
@click.option("--seed", type=int, required=True)
@click.option("--n", "n", type=click.IntRange(min=1), required=True, help="Number of pages.")
def corpus_command(out: Path, family: str, seed: int, n: int) -> None:
    """Generate a labelled corpus of synthetic pages (clearly marked as generated)."""
    labels = _run(lambda: generate_corpus(out, seed=seed, family=family, n=n))  # type: ignore[arg-type]
    click.echo(f"wrote {n} generated pages ({family} family, seed {seed}) and {labels}")


@leakage.command("train")
@click.option("--corpus", "corpus_dirs", type=click.Path(path_type=Path, file_okay=False, exists=True), required=True,
              multiple=True, help="A labelled corpus; repeat to pool several (in the order given).")
@click.option("--out", type=click.Path(path_type=Path, dir_okay=False), required=True, help="Model file to write (.joblib); the sidecar goes beside it.")
@click.option("--seed", type=int, default=DEFAULT_TRAINING["model_seed"], show_default=True)
@json_option
def train_command(corpus_dirs: tuple[Path, ...], out: Path, seed: int, as_json: bool) -> None:
    """Train the learned classifier on one or more labelled corpora (reproducible bit for bit from
    the corpora, their order and the seed)."""
    info = _run(lambda: train(corpus_dirs, out, seed=seed))
    data = info.model_dump(mode="json")
    emit(data, as_json, lambda d: f"trained learned@{d['version_hash'][:12]} on {d['n_pages']} pages "
         f"({d['n_reject']} to reject), corpus {d['corpus_hash'][:12]} ({len(d['corpus_hashes'])} pooled), "
         f"seed {d['seed']} -> {out}")


@leakage.command("eval")
@click.option("--corpus", "corpus_dir", type=click.Path(path_type=Path, file_okay=False, exists=True), required=True)
@classifier_option
@model_option
@click.option("--min-confidence", type=click.FloatRange(0.0, 1.0), default=None,
              help="The LLM judge's threshold: a clean it is less sure of rejects (default: ASOF_LLM_MIN_CONFIDENCE, else 0.7).")
@json_option
def eval_command(corpus_dir: Path, classifier: str, model: Path | None, min_confidence: float | None, as_json: bool) -> None:
    """Precision, recall, F1 and false rejects of the pit_llm decision on a labelled corpus."""
    members = _members(classifier, model, min_confidence)
    report = _run(lambda: evaluate(corpus_dir, pit_llm_decision(members)))
    emit(report.to_json(), as_json, lambda _data: render_report(report))


def _render_classified(data: dict[str, Any]) -> str:
    lines = [f"decision: {data['decision']} (stage {data['stage']}, {data['reason_code'] or 'ok'})", f"  {data['reason']}"]
    for verdict in data["verdicts"]:
        lines.append(f"{verdict['classifier_id']}: {verdict['label']} ({verdict['confidence']:.2f}) {verdict['reason']}")
        lines += [f"    - {e['note']}" for e in verdict["evidence"][:8]]
    return "\n".join(lines)


@leakage.command("classify")
@click.argument("file", type=click.Path(path_type=Path, dir_okay=False, exists=True))
@click.option("--as-of", "as_of", type=INSTANT, required=True, help="The forecast time t.")
@click.option("--url", help="The page URL (default: its canonical link, else a file: URL).")
@classifier_option
@model_option
@json_option
def classify_command(file: Path, as_of: datetime, url: str | None, classifier: str, model: Path | None, as_json: bool) -> None:
    """Decide one page under pit_llm at --as-of and show every stage's evidence."""
    members = _members(classifier, model)
    decision = page_decision(file, url, as_of, members)
    data = {
        "file": str(file),
        "as_of": as_of.isoformat(),
        "decision": "accept" if decision.accept else "reject",
        "stage": decision.stage,
        "reason_code": decision.reason_code,
        "reason": decision.reason,
        "verdicts": [v.model_dump(mode="json") for v in decision.verdicts],
    }
    emit(data, as_json, _render_classified)
