"""Variant generator for the robustness metrics: prompt rewrites and numerical perturbations.

A prompt variant keeps the input and label and rewords the question (a paraphrase from
`tasks.questions`). A numerical perturbation rescales the money amounts of an instance by a factor
(a change of price scale, as a unit conversion would make) and rescales or recomputes the label to
match, so a response that follows the genuine input change keeps its score: prices and their realised
values for VAL, closes for EVT and CF (labels unchanged: returns do not move), closes and currency
fundamentals for RANK (label unchanged), the metric's history and value for FUND, and the money
parameters of CALC with the reference recomputed by its template. EPS has no robustness protocol.

B.1's other numerical edits besides rescaling: `precision` (VAL, EVT and FUND inputs restated to
three significant figures, labels unchanged but VAL's cutoff price, which follows its input; CALC
money amounts moved in their second decimal, the reference recomputed), `unit` (FUND history in
thousands of its unit, the label with it; CALC money restated in billions instead of millions:
same values, same reference, an answer in either scale matches) and `distractor` (CALC: a
non-essential value added to the question, same reference).
"""

from __future__ import annotations

import random
import re
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
CALC_EDITS: tuple[str, ...] = ("precision", "unit", "distractor")
_MILLIONS = re.compile(r"(?P<currency>[A-Z]{3}) (?P<value>\d+(?:\.\d+)?) million")
DISTRACTORS = ("The company employs {n:,} people across {k} offices.",
               "Its shares were first listed {k} years ago; {n:,} shareholders attended the last meeting.")
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
            new_label = rescale_outcome(label, factor).model_copy(update={"cutoff_price": label.cutoff_price * factor})
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
        return data.model_copy(update={"history": history}), (rescale_outcome(label, factor) if label else None)
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


def rescale_outcome(label: Frozen, factor: float) -> Frozen:
    """A label read from the store for a rescaled variant, in the variant's money scale.

    VAL's realised prices and FUND's actual value are money; VAL's cutoff price comes from the
    (already rescaled) input; directions and rankings do not move.
    """
    if isinstance(label, ValLabel):
        return label.model_copy(update={"realized": {h: p * factor for h, p in label.realized.items()}})
    if isinstance(label, FundLabel):
        return label.model_copy(update={"actual_value": label.actual_value * factor})
    return label


def calc_edit(data: CalcInput, edit: str, seed: str) -> CalcInput:
    """A CALC input with one of B.1's edits beyond rescaling (`precision`, `unit`, `distractor`)."""
    chosen = template(data.template)
    if edit == "precision":
        parameters = {k: (round(v * 1.001, 2) if k in chosen.money else v) for k, v in data.parameters.items()}
        return data.model_copy(update={"parameters": parameters, "question": chosen.question(parameters)})
    if edit == "unit":
        def billions(found: re.Match[str]) -> str:
            return f"{found['currency']} {float(found['value']) / 1000:g} billion"
        return data.model_copy(update={"question": _MILLIONS.sub(billions, data.question)})
    if edit == "distractor":
        rng = random.Random(seed)
        sentence = rng.choice(DISTRACTORS).format(n=rng.randrange(1_000, 90_000), k=rng.randrange(3, 40))
        return data.model_copy(update={"question": f"{data.question} {sentence}"})
    raise InputError(f"unknown CALC edit {edit!r} (known: {list(CALC_EDITS)})", field="edit")


def _three_figures(value: float) -> float:
    return float(f"{value:.3g}")


def _coarse(closes: Sequence[Close]) -> tuple[Close, ...]:
    return tuple(c.model_copy(update={"close": _three_figures(c.close)}) for c in closes)


Edit = tuple[str, Frozen, Frozen | None, float | None]
"""(edit name, edited input, its label or None, the money factor a store-read label needs or None)."""


def edits(data: Frozen, label: Frozen | None, seed: str) -> list[Edit]:
    """B.1's edits other than rescaling that apply to this input (none for RANK and CF)."""
    if isinstance(data, ValInput):
        coarse = data.model_copy(update={"cutoff_price": _three_figures(data.cutoff_price),
                                         "history": _coarse(data.history)})
        relabelled = label.model_copy(update={"cutoff_price": coarse.cutoff_price}) if isinstance(label, ValLabel) else label
        return [("precision", coarse, relabelled, None)]
    if isinstance(data, EvtInput):
        return [("precision", data.model_copy(update={"history": _coarse(data.history)}), label, None)]
    if isinstance(data, FundInput):
        found: list[Edit] = [("precision", data.model_copy(update={"history": tuple(
            p.model_copy(update={"value": _three_figures(p.value)}) for p in data.history)}), label, None)]
        if data.unit:
            thousands, _ = scale(data, None, 0.001)
            restated = thousands.model_copy(update={"unit": f"{data.unit} thousand"})
            found.append(("unit", restated, rescale_outcome(label, 0.001) if label else None, 0.001))
        return found
    if isinstance(data, CalcInput):
        return [(edit, edited := calc_edit(data, edit, seed), template(edited.template).solve(edited.parameters), None)
                for edit in CALC_EDITS]
    return []


def perturb_variants(generated: Generated, factors: Sequence[float] = FACTORS) -> list[Generated]:
    """One variant per factor (money amounts of input and label rescaled), then one per other B.1 edit."""
    instance = generated.instance
    if instance.task == "EPS":
        raise InputError("EPS has no robustness protocol: no numerical perturbation", field="task")
    built = []
    label = generated.resolution.label if generated.resolution else None
    for index, factor in enumerate(factors, start=1):
        if not factor > 0:
            raise InputError(f"a perturbation factor must be positive, got {factor}", field="factor")
        data, new_label = scale(instance.input, label, factor)
        variant = _variant_instance(instance, data, Variant(kind="perturb", index=index, factor=factor, edit="rescale"))
        built.append(Generated(instance=variant, resolution=_relabel(generated.resolution, variant, new_label)))
    for index, (edit, edited, new_label, factor) in enumerate(edits(instance.input, label, instance.instance_id),
                                                              start=len(factors) + 1):
        variant = _variant_instance(instance, edited, Variant(kind="perturb", index=index, edit=edit, factor=factor))  # type: ignore[arg-type]
        built.append(Generated(instance=variant, resolution=_relabel(generated.resolution, variant, new_label)))
    return built


def _relabel(resolution: Resolution | None, instance: TaskInstance, label: Frozen | None) -> Resolution | None:
    if resolution is None:
        return None
    return Resolution(instance_id=instance.instance_id, market=resolution.market, label=label or resolution.label)


VARIANT_KINDS = {"prompt": prompt_variants, "numeric": perturb_variants}
"""`asof run --variants` kinds: prompt rewrites and numerical perturbations."""


def with_variants(instances: Sequence[TaskInstance], kinds: Sequence[str]) -> tuple[TaskInstance, ...]:
    """The instances, each followed by its variants of the asked kinds (prompt, numeric)."""
    unknown = sorted(set(kinds) - set(VARIANT_KINDS))
    if unknown:
        raise InputError(f"unknown variant kind(s) {unknown} (known: {sorted(VARIANT_KINDS)})", field="variants")
    found: list[TaskInstance] = []
    for instance in instances:
        found.append(instance)
        for kind in kinds:
            found.extend(g.instance for g in VARIANT_KINDS[kind](Generated(instance=instance, resolution=None)))
    return tuple(found)
