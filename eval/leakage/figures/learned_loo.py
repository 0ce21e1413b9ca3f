"""Does a learned model trained on independent pages earn a place beside the rules? (issue 13.4)

Leave one corpus out over the independent corpora: for each, the learned model is trained on the
others (`leakage_filter.learned.fit`, seed 7, the shipped pipeline) and every decision is scored on
the held-out one under the gateway's `pit_llm` page decision (ingest, the date stage, then the
classifiers; no LLM endpoint):

- `rules`: the rules alone (the default ensemble without an endpoint);
- `learned`: the learned model alone;
- `rules+learned`: both, the first rejection decides (`--classifier rules+learned`);
- `veto`: the rules decide, except that a rules `clean` is rejected when the model says `leak`
  with confidence >= tau_veto;
- `tie`: the rules decide, except that a rules `ambiguous` (never an injection finding) is
  accepted when the model says `clean` with confidence >= 1 - tau_tie;
- `veto+tie`: both restricted roles.

The thresholds of a fold are chosen on the other corpora only (nested leave one out: for each of
them, a model trained on the remaining two scores it): tau_veto is the one adding the most correct
rejections while adding no false reject there (none: the veto is off), tau_tie the one removing the
most false rejects while adding no missed leak there. The fold being scored never chooses.

Also printed: what each threshold would do on the held-out folds themselves (an upper bound no
deployment can have, since there the scored fold chooses), and how well the model ranks the pages
the rules pass.

Run from the repository root (about 2.5 minutes of CPU on one core; single-threaded, deterministic):

    PYTHONPATH=$PWD OMP_NUM_THREADS=1 python eval/leakage/figures/learned_loo.py eval/leakage/indep-en \
        eval/leakage/indep-intl eval/leakage/indep-c-en eval/leakage/indep-c-intl > eval/leakage/figures/learned-loo.txt
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import numpy as np
from sklearn.metrics import roc_auc_score

from engine.errors import InputError
from leakage_filter.corpus_pages import load_page, read_corpus
from leakage_filter.ensemble import Ensemble
from leakage_filter.learned import LearnedClassifier, ModelInfo, TrainingRows, fit, training_rows
from leakage_filter.page_judgement import judge_page
from leakage_filter.rules import RulesClassifier
from leakage_filter.verdict import ClassifyContext, Verdict

SEED = 7
VETO_GRID = tuple(round(x, 2) for x in np.arange(0.60, 1.00, 0.01))
TIE_GRID = tuple(round(x, 2) for x in np.arange(0.00, 0.40, 0.01))
NEVER_ACCEPTED = ("injection",)  # text addressed to reviewers rejects whatever a model says
ROLES = ("rules", "learned", "rules+learned", "veto", "tie", "veto+tie")


@dataclass(frozen=True)
class Page:
    corpus: str
    id: str
    kind: str
    must_reject: bool
    rules: Verdict | None
    """The rules' verdict when the page reached the classifiers (None: rejected before)."""
    content: str = ""
    forecast_time: datetime | None = None
    context: ClassifyContext | None = None


class _Recorder:
    """Stands in the ensemble to record the rules' verdict; answers clean so nothing stops early."""

    classifier_id = "recorder"

    def __init__(self) -> None:
        self.rules = RulesClassifier()
        self.last: Verdict | None = None

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        self.last = self.rules.classify(content, forecast_time, context)
        return Verdict(label="clean", confidence=1.0, reason="recorded", classifier_id=self.classifier_id)


def read_pages(corpus: Path) -> list[Page]:
    """Every page of `corpus` with the stage it reaches and the rules' verdict."""
    pages = []
    for item in read_corpus(corpus):
        base = {"corpus": corpus.name, "id": item.id, "kind": item.kind or "", "must_reject": item.expected == "reject"}
        try:
            page = load_page(item.file, item.url)
        except InputError:
            pages.append(Page(**base, rules=None))
            continue
        recorder = _Recorder()
        judgement = judge_page(page.known_at, page.candidates, item.forecast_time, ensemble=Ensemble([recorder]),
                               content=page.content, snippet=None, context=page.context)
        rules = recorder.last if judgement.accept else None
        pages.append(Page(**base, rules=rules, content=page.content, forecast_time=item.forecast_time, context=page.context))
    return pages


def learned_verdicts(model: LearnedClassifier, pages: list[Page]) -> dict[str, Verdict]:
    return {p.id: model.classify(p.content, p.forecast_time, p.context) for p in pages if p.rules is not None}


def accepts(page: Page, learned: Verdict | None, role: str, veto: float | None, tie: float | None) -> bool:
    """The decision of `role` on a page (see the module docstring)."""
    if page.rules is None:
        return False
    rules_clean = page.rules.label == "clean"
    if role == "rules":
        return rules_clean
    assert learned is not None
    if role == "learned":
        return learned.label == "clean"
    if role == "rules+learned":
        return rules_clean and learned.label == "clean"
    if rules_clean:
        vetoed = veto is not None and "veto" in role and learned.label == "leak" and learned.confidence >= veto
        return not vetoed
    code = page.rules.reason.split(":", 1)[0].strip()
    tie_breaks = tie is not None and "tie" in role and page.rules.label == "ambiguous" and code not in NEVER_ACCEPTED
    return tie_breaks and learned.label == "clean" and learned.confidence >= 1.0 - tie


def confusion(pages: list[Page], learned: dict[str, Verdict], role: str, veto: float | None = None, tie: float | None = None) -> dict[str, int]:
    cells = {"tp": 0, "fn": 0, "fp": 0, "tn": 0}
    for page in pages:
        accepted = accepts(page, learned.get(page.id), role, veto, tie)
        cells[("fn" if accepted else "tp") if page.must_reject else ("tn" if accepted else "fp")] += 1
    return cells


def model_for(corpora: list[str], rows: dict[str, TrainingRows]) -> LearnedClassifier:
    parts = [rows[name] for name in corpora]
    data = TrainingRows([r for part in parts for r in part.rows], np.concatenate([part.labels for part in parts]))
    info = ModelInfo(version_hash="loo-" + "+".join(corpora), corpus_hash="", seed=SEED, sklearn_version="",
                     features_version="", n_pages=len(data.labels), n_reject=int(data.labels.sum()), created_by="learned_loo")
    return LearnedClassifier(fit(data, seed=SEED), info)


def choose(inner: list[tuple[list[Page], dict[str, Verdict]]]) -> tuple[float | None, float | None]:
    """The veto and tie thresholds the inner folds choose (None: no threshold gains, the role is off).

    Veto: the most correct rejections added with no false reject added (ties: the higher, safer
    threshold). Tie: the most false rejects removed with no missed leak added (ties: the lower)."""
    def change(role: str, **threshold: float) -> dict[str, int]:
        total = {"tp": 0, "fn": 0, "fp": 0, "tn": 0}
        for pages, learned in inner:
            base, cells = confusion(pages, learned, "rules"), confusion(pages, learned, role, **threshold)
            total = {k: total[k] + cells[k] - base[k] for k in total}
        return total

    vetoes = [(d["tp"], t) for t in VETO_GRID if (d := change("veto", veto=t))["fp"] == 0 and d["tp"] > 0]
    ties = [(-d["fp"], -t) for t in TIE_GRID if (d := change("tie", tie=t))["fn"] == 0 and d["fp"] < 0]
    return (max(vetoes)[1] if vetoes else None, -max(ties)[1] if ties else None)


def rate(cells: dict[str, int]) -> str:
    recall = cells["tp"] / (cells["tp"] + cells["fn"]) if cells["tp"] + cells["fn"] else float("nan")
    frr = cells["fp"] / (cells["fp"] + cells["tn"]) if cells["fp"] + cells["tn"] else float("nan")
    return f"{recall:.3f} | {frr:.3f} | {cells['tp']} {cells['fn']} {cells['fp']} {cells['tn']}"


def main(corpora: list[Path]) -> None:
    names = [c.name for c in corpora]
    pages = {c.name: read_pages(c) for c in corpora}
    rows = {c.name: training_rows(c) for c in corpora}
    outer: dict[str, dict[str, Verdict]] = {}
    models: dict[str, LearnedClassifier] = {}
    thresholds: dict[str, tuple[float | None, float | None]] = {}
    for held in names:
        rest = [n for n in names if n != held]
        models[held] = model_for(rest, rows)
        outer[held] = learned_verdicts(models[held], pages[held])
        inner = [(pages[j], learned_verdicts(model_for([n for n in rest if n != j], rows), pages[j])) for j in rest]
        thresholds[held] = choose(inner)
        print(f"# fold {held}: trained on {', '.join(rest)}; inner folds choose veto {thresholds[held][0]}, tie {thresholds[held][1]}", flush=True)
    for title, keep in (("all pages", lambda p: True), ("without clean_no_date", lambda p: p.kind != "clean_no_date")):
        print(f"\n## {title}\n\n| held out | decision | recall | false-reject rate | tp fn fp tn |\n|---|---|---|---|---|")
        pooled = {role: {"tp": 0, "fn": 0, "fp": 0, "tn": 0} for role in ROLES}
        for held in names:
            kept = [p for p in pages[held] if keep(p)]
            veto, tie = thresholds[held]
            for role in ROLES:
                cells = confusion(kept, outer[held], role, veto=veto, tie=tie)
                pooled[role] = {k: pooled[role][k] + cells[k] for k in cells}
                print(f"| {held} | {role} | {rate(cells)} |")
        for role in ROLES:
            print(f"| **pooled** | {role} | {rate(pooled[role])} |")
    print("\n## upper bound: each threshold on the held-out folds themselves, pooled change against the rules\n")
    for role, grid in (("veto", (0.6, 0.7, 0.8, 0.9, 0.95, 0.99)), ("tie", (0.05, 0.1, 0.2, 0.3, 0.39))):
        for t in grid:
            delta = {"tp": 0, "fn": 0, "fp": 0, "tn": 0}
            for held in names:
                base = confusion(pages[held], outer[held], "rules")
                cells = confusion(pages[held], outer[held], role, **{role: t})
                delta = {k: delta[k] + cells[k] - base[k] for k in delta}
            print(f"- {role} at {t}: correct rejections {delta['tp']:+d}, false rejects {delta['fp']:+d}")
    print("\n## the model's ranking where it could add a rejection (ROC AUC of its leak probability on the pages the rules pass)\n")
    for held in names:
        passed = [p for p in pages[held] if p.rules is not None and p.rules.label == "clean"]
        score = [models[held].probability(p.content, p.forecast_time, p.context)[0] for p in passed]
        print(f"- {held}: {roc_auc_score([p.must_reject for p in passed], score):.3f} ({sum(p.must_reject for p in passed)} leaks among {len(passed)} pages the rules pass)")
    print("\n## pages labelled clean that report realised results of a period not over at t (labels not edited)\n")
    for held in names:
        for p in pages[held]:
            if not p.must_reject and p.rules is not None and p.rules.reason.startswith("period_not_over"):
                print(f"- {held} {p.id} [{p.kind}]: {p.rules.reason[:140]}")


if __name__ == "__main__":
    main([Path(arg) for arg in sys.argv[1:]])
