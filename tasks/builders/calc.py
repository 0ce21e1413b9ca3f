"""CALC instances from templates: seeded parameters, reference steps computed by the template."""

from __future__ import annotations

import random

from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest, instance_id
from tasks.calc import CalcInput
from tasks.calc_templates import TEMPLATES
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.questions import render


def build(store: PitStore, request: GenerationRequest, pin: int) -> list[Generated]:
    """`request.count` problems cycling through the templates; the store is not read."""
    rng = random.Random(request.seed)
    names = sorted(TEMPLATES)
    built: list[Generated] = []
    for index in range(request.count):
        chosen = TEMPLATES[names[index % len(names)]]
        parameters = chosen.sample(rng)
        data = CalcInput(topic=chosen.topic, template=chosen.name, question=chosen.question(parameters),
                         parameters=parameters, answer_unit=chosen.answer_unit)
        ident = instance_id("CALC", chosen.name, request.seed, index)
        instance = TaskInstance(
            instance_id=ident, task="CALC", market=request.market, forecast_time=None, resolution_time=None,
            horizon="none", pin=None, question=render("CALC", data, None), input=data,
        )
        label = chosen.solve(parameters)
        resolution = Resolution(instance_id=ident, market=request.market, label=label)
        built.append(Generated(instance=instance, resolution=resolution))
    return built
