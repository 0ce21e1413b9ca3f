"""The scorer registry: task families by name; an unregistered name is an error."""

from __future__ import annotations

from engine.errors import InputError
from tasks import calc, cf, eps, evt, fund, rank, val
from tasks.spec import TaskSpec

_REGISTRY: dict[str, TaskSpec] = {}


def register(spec: TaskSpec) -> TaskSpec:
    """Add a task family; registering a name twice is an error (one definition per scorer)."""
    if spec.name in _REGISTRY:
        raise ValueError(f"task {spec.name!r} is already registered")
    _REGISTRY[spec.name] = spec
    return spec


def task_spec(name: str) -> TaskSpec:
    """The registered family called `name` (case-insensitive)."""
    spec = _REGISTRY.get(name.strip().upper())
    if spec is None:
        raise InputError(f"unknown task {name!r} (registered: {registered()})", field="task")
    return spec


def registered() -> list[str]:
    """Registered task names, in registration order."""
    return list(_REGISTRY)


for _family in (val, rank, evt, fund, cf, calc, eps):
    register(_family.SPEC)
