"""Versioned prompt templates of the agent forecaster.

A template is a system, a user and a repair text with `$placeholders`, named by a version
(`forecast-v1`) and identified by a hash of its texts; the agent records the version and the hash in
every transcript, so a change of wording is a new, distinguishable configuration. One generic
template serves every task family: the instance's question and public input, and the JSON schema
of the task's output (`tasks.registry.task_spec(...).output_model`), are filled in per instance.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from string import Template
from typing import Any

from pydantic import BaseModel, ConfigDict

from controllers.forecasters.prompts import forecast_v1
from engine.errors import InputError
from engine.hashing import canonical_json, content_hash
from tasks.registry import task_spec


class PromptTemplate(BaseModel):
    """One version of the agent's prompt."""

    model_config = ConfigDict(frozen=True)

    version: str
    system: str
    user: str
    repair: str

    @property
    def hash(self) -> str:
        """A hash of the version name and every text."""
        return content_hash(self.model_dump())

    def messages(self, instance_input: Mapping[str, Any], tool_names: Sequence[str], max_turns: int) -> list[dict[str, str]]:
        """The opening system and user messages for one public instance."""
        task = task_spec(str(instance_input["task"]))
        values = {
            "task": task.name,
            "market": instance_input.get("market", ""),
            "horizon": instance_input.get("horizon", ""),
            "forecast_time": instance_input.get("forecast_time") or "unknown",
            "question": instance_input.get("question", ""),
            "input": canonical_json(instance_input.get("input", {})),
            "output_schema": canonical_json(task.output_model.model_json_schema()),
            "tool_names": ", ".join(tool_names),
            "max_turns": max_turns,
        }
        return [
            {"role": "system", "content": Template(self.system).substitute(values)},
            {"role": "user", "content": Template(self.user).substitute(values)},
        ]

    def repair_message(self, problem: str) -> dict[str, str]:
        """The one message asking the model to correct an invalid final answer."""
        return {"role": "user", "content": Template(self.repair).substitute(problem=problem)}


TEMPLATES: dict[str, PromptTemplate] = {
    template.version: template
    for template in (
        PromptTemplate(version=forecast_v1.VERSION, system=forecast_v1.SYSTEM, user=forecast_v1.USER,
                       repair=forecast_v1.REPAIR),
    )
}
DEFAULT_VERSION = forecast_v1.VERSION


def get_template(version: str = DEFAULT_VERSION) -> PromptTemplate:
    """The template called `version`; an unknown version is an error naming the known ones."""
    if version not in TEMPLATES:
        raise InputError(f"unknown prompt template {version!r} (known: {sorted(TEMPLATES)})", field="prompt")
    return TEMPLATES[version]
