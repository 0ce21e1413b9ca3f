"""Variant generator for the robustness metrics: prompt rewrites and numerical perturbations.

A prompt variant keeps the input and label and rewords the question (a paraphrase from
`tasks.questions`). A numerical perturbation rescales the money amounts of an instance by a factor
(a change of price scale, as a unit conversion would make) and rescales or recomputes the label to
match, so a response that follows the genuine input change keeps its score: prices and their realised
values for VAL, closes for EVT and CF (labels unchanged: returns do not move), closes and currency
fundamentals for RANK (label unchanged), the metric's history and value for FUND, and the money
parameters of CALC with the reference recomputed by its template. EPS has no robustness protocol.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.errors import InputError
from engine.ids import stable_id
from tasks.base import Close, Frozen
from tasks.calc import CalcInput, CalcLabel
from tasks.calc_templates import template
from tasks.cf import CfInput
from tasks.evt import EvtInput
from tasks.fund import FundInput, FundLabel
from tasks.instance import Generated, Resolution, TaskInstance, Variant
from tasks.questions import WORDINGS, render
from tasks.rank import RankInput
from tasks.val import ValInput, ValLabel

FACTORS = (0.9, 1.1)
CURRENCIES = ("USD", "CNY", "HKD", "EUR", "GBP", "JPY")


def _scaled_closes(closes: Sequence[Close], factor: float) -> tuple[Close, ...]:
    return tuple(c.model_copy(update={"close": c.close * factor}) for c in closes)


def _is_money(unit: Any) -> bool:
    return isinstance(unit, str) and unit.upper().startswith(CURRENCIES)


def _rank_signals(signals: dict[str, dict[str, Any]], factor: float) -> dict[str, dict[str, Any]]:
    scaled: dict[str, dict[str, Any]] = {}
    for code, entry in signals.items():
        copy = dict(entry)
        if "technical" in copy:
            copy["technical"] = {**copy["technical"], "last_close": copy["technical"]["last_close"] * factor}
        if "fundamental" in copy:
            copy["fundamental"] = {
                item: ({**value, "value": value["value"] * factor} if _is_money(value.get("unit")) else value)
                for item, value in copy["fundamental"].items()
            }
        scaled[code] = copy
    return scaled


def scale(data: Frozen, label: Frozen | None, factor: float) -> tuple[Frozen, Frozen | None]:
    """The input and label of an instance with its money amounts multiplied by `factor`."""
    if isinstance(data, ValInput):
        new_label = label
        if isinstance(label, ValLabel):
            new_label = label.model_copy(update={
                "cutoff_price": label.cutoff_price * factor,
                "realized": {h: p * factor for h, p in label.realized.items()},
            })
        return data.model_copy(update={"cutoff_price": data.cutoff_price * factor,
                                       "history": _scaled_closes(data.history, factor)}), new_label
    if isinstance(data, EvtInput):
        return data.model_copy(update={"history": _scaled_closes(data.history, factor)}), label
    if isinstance(data, CfInput):
        return data.model_copy(update={"closes": _scaled_closes(data.closes, factor)}), label
    if isinstance(data, RankInput):
        return data.model_copy(update={"signals": _rank_signals(data.signals, factor)}), label
    if isinstance(data, FundInput):
        history = tuple(p.model_copy(update={"value": p.value * factor}) for p in data.history)
        new_label = label
        if isinstance(label, FundLabel):
            new_label = label.model_copy(update={"actual_value": label.actual_value * factor})
        return data.model_copy(update={"history": history}), new_label
    if isinstance(data, CalcInput):
        chosen = template(data.template)
        parameters = {k: (v * factor if k in chosen.money else v) for k, v in data.parameters.items()}
        solved: CalcLabel = chosen.solve(parameters)
        return data.model_copy(update={"parameters": parameters, "question": chosen.question(parameters)}), (
            solved if label is not None else None
        )
    raise InputError(f"no numerical perturbation for {type(data).__name__}", field="task")


def _variant_instance(instance: TaskInstance, data: Frozen, variant: Variant) -> TaskInstance:
    ident = stable_id("variant", instance.instance_id, variant.kind, variant.index, variant.factor)
    question = render(instance.task, data, instance.forecast_time, variant.index if variant.kind == "prompt" else 0)
    return TaskInstance.model_validate({
        **{name: getattr(instance, name) for name in TaskInstance.model_fields},
        "instance_id": ident, "question": question, "input": data,
        "variant_of": instance.instance_id, "variant": variant,
    })


def prompt_variants(generated: Generated) -> list[Generated]:
    """One variant per alternative wording; input and label unchanged."""
    instance = generated.instance
    built = []
    for index in range(1, len(WORDINGS[instance.task])):
        variant = _variant_instance(instance, instance.input, Variant(kind="prompt", index=index))
        built.append(Generated(instance=variant, resolution=_relabel(generated.resolution, variant, None)))
    return built


def perturb_variants(generated: Generated, factors: Sequence[float] = FACTORS) -> list[Generated]:
    """One variant per factor, with the money amounts of input and label rescaled."""
    instance = generated.instance
    if instance.task == "EPS":
        raise InputError("EPS has no robustness protocol: no numerical perturbation", field="task")
    built = []
    for index, factor in enumerate(factors, start=1):
        if not factor > 0:
            raise InputError(f"a perturbation factor must be positive, got {factor}", field="factor")
        label = generated.resolution.label if generated.resolution else None
        data, new_label = scale(instance.input, label, factor)
        variant = _variant_instance(instance, data, Variant(kind="perturb", index=index, factor=factor))
        built.append(Generated(instance=variant, resolution=_relabel(generated.resolution, variant, new_label)))
    return built


def _relabel(resolution: Resolution | None, instance: TaskInstance, label: Frozen | None) -> Resolution | None:
    if resolution is None:
        return None
    return Resolution(instance_id=instance.instance_id, market=resolution.market, label=label or resolution.label)
