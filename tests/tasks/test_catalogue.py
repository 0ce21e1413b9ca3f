"""The task catalogue: docs/tasks.md is exactly what `python -m tasks.catalogue` prints, and the
generator reads types, constraints, defaults and descriptions from the models themselves."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, model_validator

from tasks.base import Close, Frozen, PositiveNumber, Text, one_of
from tasks.catalogue import describe, model_rules, model_table, render
from tasks.instance import INPUT_MODELS
from tasks.registry import registered, task_spec

PAGE = Path(__file__).resolve().parents[2] / "docs" / "tasks.md"


def test_the_committed_page_is_what_the_generator_prints() -> None:
    assert PAGE.read_text(encoding="utf-8") == render(), "docs/tasks.md is stale: python -m tasks.catalogue > docs/tasks.md"


def test_every_family_and_every_field_of_its_schemas_is_on_the_page() -> None:
    page = render()
    for name in registered():
        spec = task_spec(name)
        assert f"\n## {name}\n" in page
        for model in (INPUT_MODELS[name], spec.output_model, spec.label_model):
            assert f"### {model.__name__}\n" in page
            for field in model.model_fields:
                assert f"| `{field}` |" in page, (name, model.__name__, field)


class Example(Frozen):
    """A hand-written model to read back."""

    price: PositiveNumber
    """The price."""
    window: Annotated[int, Field(strict=True), one_of(30, 90)] = 30
    label: Literal["a", "b"] | None = None
    closes: tuple[Close, ...] = ()
    names: Annotated[tuple[Text, ...], Field(min_length=2)]

    @model_validator(mode="after")
    def _rule(self) -> "Example":
        if self.window == 90 and self.label is None:
            raise ValueError(f"a {self.window}-day window needs a label")
        return self


def test_types_constraints_defaults_and_docs_are_read_from_the_model() -> None:
    nested: list[type] = []
    rows = {line.split(" | ")[0].strip("| `"): line for line in model_table(Example, nested)[2:]}
    assert rows["price"] == "| `price` | number (> 0) | required | The price. |"
    assert "integer, one of `30`, `90` | optional, default `30`" in rows["window"]
    assert 'one of `"a"`, `"b"` or null | optional' in rows["label"]
    assert "array of [Close](#close)" in rows["closes"] and nested == [Close]
    assert "array (length >= 2) of text (length >= 1) | required" in rows["names"]
    assert model_rules(Example) == ["a {self.window}-day window needs a label"]


def test_a_changed_schema_changes_the_page() -> None:
    before = describe(PositiveNumber, [], [])
    after = describe(Annotated[float, Field(strict=True, ge=1)], [], [])
    assert before == "number (> 0)" and after == "number (>= 1)"
