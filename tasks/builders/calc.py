"""CALC instances from templates: seeded parameters, reference steps computed by the template.

Regimes: a CALC problem is a capability diagnostic whose answer is computed, not observed, and its
parameters are drawn at generation, so it did not exist before then: its information time is the
generation instant (the request's `--from`, else the store clock's now), and it resolves at that
same instant. A model whose cutoff precedes generation therefore sees it in T2 (scored at once);
FinForesight reports CALC apart from the Overall, beside the T2 forecasting scores (Table 1).
`label_of` recomputes the reference from the public parameters, so a run needs no label file.
"""

from __future__ import annotations

import random

from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest, instance_id
from tasks.calc import CalcInput, CalcLabel
from tasks.calc_templates import TEMPLATES, template
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.questions import render


def build(store: PitStore, request: GenerationRequest, pin: int) -> list[Generated]:
    """`request.count` problems cycling through the templates; the store is not read."""
    rng = random.Random(request.seed)
    names = sorted(TEMPLATES)
    made_at = request.start or store.clock.now()
    built: list[Generated] = []
    for index in range(request.count):
        chosen = TEMPLATES[names[index % len(names)]]
        parameters = chosen.sample(rng)
        data = CalcInput(topic=chosen.topic, template=chosen.name, question=chosen.question(parameters),
                         parameters=parameters, answer_unit=chosen.answer_unit)
        ident = instance_id("CALC", chosen.name, request.seed, index)
        instance = TaskInstance(
            instance_id=ident, task="CALC", market=request.market, forecast_time=made_at, resolution_time=made_at,
            horizon="none", pin=None, question=render("CALC", data, None), input=data,
        )
        resolution = Resolution(instance_id=ident, market=request.market, label=label_of(data))
        built.append(Generated(instance=instance, resolution=resolution))
    return built


def label_of(data: CalcInput) -> CalcLabel:
    """The reference steps and answer of a problem, recomputed from its template and parameters."""
    return template(data.template).solve(data.parameters)
