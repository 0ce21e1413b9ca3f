"""The one way controllers build a gateway for a forecast context (CLI, runner, MCP server, demo)."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from engine.llm_settings import LlmSettings
from leakage_filter.ensemble import Ensemble, default_classifiers
from pit_store.memo import Memo
from pit_store.store import PitStore
from retrieval.context import ForecastContext
from retrieval.gateway import Gateway

_ENSEMBLES: WeakKeyDictionary[PitStore, Ensemble] = WeakKeyDictionary()


def gateway_for(store: PitStore, context: ForecastContext) -> Gateway:
    """A gateway on `store` for `context`, with the default classifier ensemble under pit_llm.

    The ensemble is the rules, plus the LLM judge when `ASOF_LLM_*` is configured; it is built once
    per store, and every verdict is remembered in the store's memo so a replay asks nobody twice.
    """
    ensemble = None
    if context.policy == "pit_llm":
        ensemble = _ENSEMBLES.get(store)
        if ensemble is None:
            ensemble = Ensemble(default_classifiers(Memo(store.engine, store.clock), LlmSettings.from_env()))
            _ENSEMBLES[store] = ensemble
    return Gateway(store, context, ensemble=ensemble, clock=store.clock)
