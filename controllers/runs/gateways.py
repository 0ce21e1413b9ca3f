"""The one way controllers build a gateway for a forecast context (CLI, runner, MCP server, demo)."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from engine.llm_settings import LlmSettings
from engine.run_log import RunPlanned
from leakage_filter.cache import CachedClassifier
from leakage_filter.ensemble import Ensemble, default_classifiers
from leakage_filter.llm_judge import UnavailableJudge, judge_id
from pit_store import run_events
from pit_store.memo import Memo
from pit_store.store import PitStore
from retrieval.context import ForecastContext
from retrieval.gateway import Gateway

_ENSEMBLES: WeakKeyDictionary[PitStore, dict[str | None, Ensemble]] = WeakKeyDictionary()
_PINNED: WeakKeyDictionary[PitStore, dict[str, str | None]] = WeakKeyDictionary()


def gateway_for(store: PitStore, context: ForecastContext) -> Gateway:
    """A gateway on `store` for `context`, with the default classifier ensemble under pit_llm.

    The ensemble is the rules, plus the LLM judge when `ASOF_LLM_*` is configured; it is built once
    per store, and every verdict is remembered in the store's memo so a replay asks nobody twice.
    When the context's run pinned a judge and no endpoint is configured (an offline replay), the
    judge's place is kept by one that answers from the memo only (`UnavailableJudge`: a question
    never answered rejects), so the replay decides as its source did.
    """
    ensemble = None
    if context.policy == "pit_llm":
        settings = LlmSettings.from_env()
        offline_judge = _pinned_judge(store, context.run_id) if settings is None else None
        built = _ENSEMBLES.setdefault(store, {})
        ensemble = built.get(offline_judge)
        if ensemble is None:
            memo = Memo(store.engine, store.clock)
            members = default_classifiers(memo, settings)
            if offline_judge is not None:
                members.append(CachedClassifier(UnavailableJudge(offline_judge), memo))
            ensemble = built[offline_judge] = Ensemble(members)
    return Gateway(store, context, ensemble=ensemble, clock=store.clock)


def _pinned_judge(store: PitStore, run_id: str) -> str | None:
    """The model of the LLM judge `run_id` pinned (None: no plan, or no judge in it)."""
    pinned = _PINNED.setdefault(store, {})
    if run_id not in pinned:
        with store.engine.connect() as connection:
            found = run_events.read_entries(connection, run_id, ["RunPlanned"])
        plan = found[0].event if found else None
        ids = plan.pins.classifier_ids if isinstance(plan, RunPlanned) else ()
        pinned[run_id] = next((model for model in (_judge_model(i) for i in ids) if model is not None), None)
    return pinned[run_id]


def _judge_model(classifier_id: str) -> str | None:
    """The model of a judge id of the current prompt (`llm@MODEL@VERSION`), else None."""
    if not classifier_id.startswith("llm@"):
        return None
    model = classifier_id[len("llm@") : classifier_id.rfind("@")]
    return model if model and judge_id(model) == classifier_id else None
