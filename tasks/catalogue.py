"""The task catalogue (`docs/tasks.md`), generated from the schemas and the scorers themselves.

`python -m tasks.catalogue > docs/tasks.md` writes it: for each registered family, the module
docstring (what is forecast and the scoring formula, as the scorer implements it), the scorer's
range, direction and pooling, then the fields of its input, output and label models, and of every
model nested in them, with types and constraints read from the pydantic fields and descriptions from
the attribute docstrings. `tests/tasks/test_catalogue.py` regenerates it and fails when the
committed page differs, so the page cannot drift from the code.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import json
import sys
import textwrap
import types
import typing
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path
from typing import Any, Literal, Union

from pydantic import AfterValidator, BaseModel
from pydantic.fields import FieldInfo

from tasks import io
from tasks.instance import INPUT_MODELS, TaskInstance
from tasks.registry import registered, task_spec

__all__ = ["render", "main"]

_CONSTRAINTS: dict[str, str] = {
    "gt": "> {}",
    "ge": ">= {}",
    "lt": "< {}",
    "le": "<= {}",
    "min_length": "length >= {}",
    "max_length": "length <= {}",
}
"""The `annotated_types` constraints pydantic keeps in a field's metadata, by the attribute each has."""


def attribute_docs(model: type[BaseModel]) -> dict[str, str]:
    """The string literal written under each field of `model` (and of its model bases)."""
    docs: dict[str, str] = {}
    for cls in reversed(model.__mro__):
        if not (isinstance(cls, type) and issubclass(cls, BaseModel)) or cls is BaseModel:
            continue
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
        except (OSError, TypeError):
            continue
        body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
        for node, following in zip(body, body[1:]):
            if (
                isinstance(node, ast.AnnAssign)
                and isinstance(node.target, ast.Name)
                and isinstance(following, ast.Expr)
                and isinstance(following.value, ast.Constant)
                and isinstance(following.value.value, str)
            ):
                docs[node.target.id] = " ".join(inspect.cleandoc(following.value.value).split())
    return docs


def _choices(validator: AfterValidator) -> tuple[Any, ...] | None:
    """The allowed values of a `tasks.base.one_of` validator."""
    allowed = inspect.getclosurevars(validator.func).nonlocals.get("allowed")
    return tuple(allowed) if isinstance(allowed, tuple) else None


def _constraints(metadata: list[Any]) -> tuple[list[str], tuple[Any, ...] | None]:
    notes: list[str] = []
    choices: tuple[Any, ...] | None = None
    for item in metadata:
        if isinstance(item, FieldInfo):
            more, found = _constraints(list(item.metadata))
            notes += more
            choices = found or choices
        elif dataclasses.is_dataclass(item) and len(dataclasses.fields(item)) == 1 \
                and dataclasses.fields(item)[0].name in _CONSTRAINTS:
            name = dataclasses.fields(item)[0].name
            notes.append(_CONSTRAINTS[name].format(getattr(item, name)))
        elif isinstance(item, AfterValidator) and item.func.__qualname__.startswith("one_of."):
            choices = _choices(item)
    return notes, choices


def describe(annotation: Any, metadata: list[Any], nested: list[type[BaseModel]]) -> str:
    """A reader's description of a field type; models met on the way are appended to `nested`."""
    if typing.get_origin(annotation) is typing.Annotated:
        base, *extra = typing.get_args(annotation)
        return describe(base, [*extra, *metadata], nested)
    notes, choices = _constraints(metadata)
    text = _base(annotation, nested)
    if choices is not None:
        text = f"{text}, one of {', '.join(_literal(value) for value in choices)}"
    if notes:
        joined = ", ".join(notes)
        if text.startswith("array of "):
            text = f"array ({joined}) of {text.removeprefix('array of ')}"
        elif text.startswith("object (keys: "):
            text = f"object ({joined}; keys: {text.removeprefix('object (keys: ')}"
        else:
            text = f"{text} ({joined})"
    return text


def _literal(value: Any) -> str:
    return f'`"{value}"`' if isinstance(value, str) else f"`{value}`"


def _base(annotation: Any, nested: list[type[BaseModel]]) -> str:
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is Literal:
        return "one of " + ", ".join(_literal(value) for value in args)
    if origin in (Union, types.UnionType):
        present = [arg for arg in args if arg is not type(None)]
        text = " or ".join(describe(arg, [], nested) for arg in present)
        return f"{text} or null" if len(present) < len(args) else text
    if origin in (tuple, list):
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            return "array [" + ", ".join(describe(arg, [], nested) for arg in args) + "]"
        return f"array of {describe(args[0], [], nested)}"
    if origin is dict:
        return f"object (keys: {describe(args[0], [], nested)}; values: {describe(args[1], [], nested)})"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation not in nested:
            nested.append(annotation)
        return f"[{annotation.__name__}](#{annotation.__name__.lower()})"
    simple = {
        str: "text", float: "number", int: "integer", bool: "boolean", type(None): "null",
        datetime: "instant (ISO-8601 with an offset; read as UTC)", date: "date (YYYY-MM-DD)", Path: "path",
    }
    if annotation in simple:
        return simple[annotation]
    if annotation is Any:
        return "any JSON value"
    return str(annotation).replace("typing.", "")


def _default(field: FieldInfo) -> str:
    if field.is_required():
        return "required"
    value = field.get_default(call_default_factory=True)
    if value is None:
        return "optional"
    return f"optional, default `{json.dumps(value, default=list)}`"


def model_table(model: type[BaseModel], nested: list[type[BaseModel]]) -> list[str]:
    """The Markdown table of `model`'s fields."""
    docs = attribute_docs(model)
    lines = ["| field | type | | meaning |", "|---|---|---|---|"]
    for name, field in model.model_fields.items():
        kind = describe(field.annotation, list(field.metadata), nested)
        lines.append(f"| `{name}` | {kind} | {_default(field)} | {docs.get(name, '')} |")
    return lines


def model_rules(model: type[BaseModel]) -> list[str]:
    """The messages of the errors `model`'s model validators raise (the rules across fields)."""
    rules: list[str] = []
    for decorator in model.__pydantic_decorators__.model_validators.values():
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(decorator.func)))
        except (OSError, TypeError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
                message = node.exc.args[0]
                if isinstance(message, ast.Constant) and isinstance(message.value, str):
                    rules.append(message.value)
                elif isinstance(message, ast.JoinedStr):
                    rules.append("".join(
                        part.value if isinstance(part, ast.Constant) else "{" + ast.unparse(part.value) + "}"
                        for part in message.values
                    ))
    return rules


def _model_section(model: type[BaseModel], role: str, nested: list[type[BaseModel]], level: str = "###") -> list[str]:
    doc = " ".join(inspect.cleandoc(model.__doc__ or "").split())
    rules = model_rules(model)
    checked = ["", "Refused when: " + "; ".join(f"*{rule}*" for rule in rules) + "."] if rules else []
    return [f"{level} {model.__name__}", "", f"{role}{doc}", "", *model_table(model, nested), *checked, ""]


def _family(name: str) -> Iterator[str]:
    spec = task_spec(name)
    module = sys.modules[spec.score_scope.__module__]
    low, high = spec.score_range
    nested: list[type[BaseModel]] = []
    yield f"## {name}"
    yield ""
    yield inspect.cleandoc(module.__doc__ or "")
    yield ""
    yield (
        f"Score range {low} to {'unbounded' if high is None else high}, "
        f"{'higher' if spec.higher_is_better else 'lower'} is better; markets pooled "
        f"{'with instance-count weights' if spec.pooling == 'weighted' else 'directly (all instances as one scope)'}"
        f"{'; several runs per instance are scored together' if spec.runs else ''}. "
        f"Scorer: `{module.__name__}.{spec.score_scope.__name__}`."
    )
    yield ""
    yield from _model_section(INPUT_MODELS[name], "The instance's `input` (public). ", nested)
    yield from _model_section(spec.output_model, "A prediction's `output`. ", nested)
    yield from _model_section(spec.label_model, "A label line's `label` (evaluator-only). ", nested)
    done = {INPUT_MODELS[name], spec.output_model, spec.label_model}
    for model in nested:  # grows while rendering: models nested in nested models
        if model not in done:
            done.add(model)
            yield from _model_section(model, "", nested, level="####")


def render() -> str:
    """The whole catalogue as Markdown."""
    envelope: list[type[BaseModel]] = []
    lines = [
        "# Task catalogue",
        "",
        "<!-- Generated by `python -m tasks.catalogue > docs/tasks.md`; do not edit by hand "
        "(tests/tasks/test_catalogue.py fails when this page and the code differ). -->",
        "",
        "Every task family asof scores: what a forecaster sees (`input`), what it answers (`output`), "
        "what the evaluator holds (`label`), and how a scope is scored. Numbers are JSON numbers "
        "(text such as `\"0.7\"` and booleans are refused, so are NaN and infinity); unknown fields "
        "are refused everywhere. How the files carrying them are read is in "
        "[formats.md](formats.md#task-instances).",
        "",
        "## The envelopes",
        "",
        *_model_section(TaskInstance, "One line of an instance file (`asof tasks generate --out`). ", envelope),
        "### Prediction line",
        "",
        f"Fields {', '.join(f'`{key}`' for key in sorted(io.PREDICTION_KEYS))}: `instance_id` and `market` "
        "(non-empty text), `output` (an object: the family's output below), `run` (text or integer, "
        "optional: EPS runs). " + " ".join(inspect.cleandoc(io.__doc__ or "").split("\n\n")[-1].split()),
        "",
        "### Label line",
        "",
        f"Fields {', '.join(f'`{key}`' for key in sorted(io.LABEL_KEYS))}: `instance_id` and `market` "
        "(non-empty text), `label` (an object: the family's label below), `regime` (`T1`, `T2` or "
        "`T3`, optional). An instance id may have one label line.",
        "",
    ]
    for model in envelope:
        if model not in INPUT_MODELS.values():
            lines += _model_section(model, "", envelope, level="####")
    for name in registered():
        lines += list(_family(name))
    return "\n".join(lines).rstrip() + "\n"


def main() -> None:
    """Print the catalogue (redirect it to docs/tasks.md)."""
    sys.stdout.write(render())


if __name__ == "__main__":
    main()
