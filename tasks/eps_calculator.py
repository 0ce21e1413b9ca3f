"""The EPSBench accounting calculator: a company schema, driver values, and every line to EPS.

A schema (EPSBench 3.2, B.1, Appendix I) holds the year-ago quarter's leaf values
(`variables_baseline`), formulas forming a DAG (`formulas`, ending in `eps`), and the drivers the
forecaster sets (`prediction_schema`). Driver forms, with V a line, A its anchor, q-4 the baseline:

- `yoy`: V_q = V_{q-4} (1 + g), applied to each constituent leaf;
- `bps`: V_q = A_q (V_{q-4} / A_{q-4} + delta / 10,000); with several constituents the change in the
  ratio is split by their baseline shares, so the constituents sum to exactly that V_q;
- `absolute`: the leaf takes the value given;
- `rate_override`: the leaf is the rate times its anchor (an effective tax rate on pretax income).

A driver value is a number, or for a driver with `references` the name of one (e.g. "ttm"). With
drivers given, a driver left out takes its `default`, and one without a default is an error; with
no drivers at all the calculator evaluates the baseline (schema verification). The schema is
checked when loaded, before any forecast runs: formula syntax, names that are neither a leaf nor a
formula, a driver naming an unknown line, a leaf set by two drivers, and cycles (including those a
`bps` or `rate_override` anchor would close) are all `InputError`s. `_validation` (reported EPS) is
evaluator-only and kept apart from the public schema.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError

from engine.errors import InputError
from tasks.arithmetic import Binary, Expr, Name, Num, evaluate, names, parse
from tasks.base import Frozen, Number, Text

OUTPUT_LINE = "eps"
BPS = 10_000.0
EVALUATOR_ONLY_KEY = "_validation"


class DriverSpec(Frozen):
    """One forecaster input of a schema."""

    variable: Text
    type: Literal["yoy", "bps", "absolute", "rate_override"]
    anchor: Text | None = None
    constituents: Annotated[tuple[Text, ...], Field(min_length=1)] | None = None
    default: Number | None = None
    references: dict[Text, Number] = Field(default_factory=dict)
    description: str | None = None


class EpsSchema(Frozen):
    """The public part of a company-quarter schema (no reported EPS)."""

    ticker: Text
    target_fq: Text
    baseline_fq: Text
    variables_baseline: dict[Text, Number]
    formulas: dict[Text, Text]
    prediction_schema: dict[Text, DriverSpec] = Field(default_factory=dict)


class Calculation(Frozen):
    """The calculator's answer: EPS and every line (leaves and formulas) in evaluation order."""

    eps: float
    lines: dict[str, float]


@dataclass(frozen=True)
class CompiledSchema:
    """A checked schema: parsed formulas, the driver targets, and a topological order of all lines."""

    schema: EpsSchema
    expressions: Mapping[str, Expr]
    targets: Mapping[str, tuple[str, ...]]
    order: tuple[str, ...]


def split_schema(document: Any, *, file: str | None = None) -> tuple[EpsSchema, dict[str, Any]]:
    """The public schema and the evaluator-only `_validation` block of a schema document."""
    if not isinstance(document, dict):
        raise InputError("a schema is a JSON object", file=file)
    public = {k: v for k, v in document.items() if k != EVALUATOR_ONLY_KEY}
    validation = document.get(EVALUATOR_ONLY_KEY) or {}
    if not isinstance(validation, dict):
        raise InputError("must be a JSON object", file=file, field=EVALUATOR_ONLY_KEY)
    try:
        schema = EpsSchema.model_validate(public)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise InputError(first["msg"], file=file, field=".".join(str(p) for p in first["loc"])) from None
    return schema, dict(validation)


def load_json(path: Path) -> Any:
    """A whole JSON file; a missing file or bad JSON is an `InputError` naming the line."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("file not found", file=str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read file: {exc}", file=str(path)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON: {exc.msg} (column {exc.colno})", file=str(path), line=exc.lineno) from None


def load_schema(path: Path) -> tuple[CompiledSchema, dict[str, Any]]:
    """Read, split and compile a schema file; returns the compiled public schema and `_validation`."""
    schema, validation = split_schema(load_json(path), file=str(path))
    try:
        return compile_schema(schema), validation
    except InputError as exc:
        raise exc.located(file=str(path)) from None


def compile_schema(schema: EpsSchema) -> CompiledSchema:
    """Check a schema and order its lines; every problem is an `InputError` naming the field."""
    leaves = set(schema.variables_baseline)
    both = sorted(leaves & set(schema.formulas))
    if both:
        raise InputError(f"{both[0]!r} is both a baseline leaf and a formula", field=f"formulas.{both[0]}")
    if OUTPUT_LINE not in schema.formulas:
        raise InputError(f"the schema has no '{OUTPUT_LINE}' formula", field="formulas")
    known = leaves | set(schema.formulas)
    expressions = {name: parse(text, field=f"formulas.{name}") for name, text in schema.formulas.items()}
    for name, expression in expressions.items():
        unknown = sorted(names(expression) - known)
        if unknown:
            raise InputError(
                f"refers to {unknown[0]!r}, which is neither a baseline leaf nor a formula (unknown name or missing leaf)",
                field=f"formulas.{name}",
            )
    targets = _driver_targets(schema, leaves, known)
    edges: dict[str, set[str]] = {name: names(expression) for name, expression in expressions.items()}
    for driver_name, driver in schema.prediction_schema.items():
        if driver.anchor is not None:
            for leaf in targets[driver_name]:
                edges.setdefault(leaf, set()).add(driver.anchor)
    return CompiledSchema(schema, expressions, targets, _topological(known, edges))


def _driver_targets(schema: EpsSchema, leaves: set[str], known: set[str]) -> dict[str, tuple[str, ...]]:
    """The leaves each driver sets; refuses unknown lines, formula targets and doubly-set leaves."""
    targets: dict[str, tuple[str, ...]] = {}
    owner: dict[str, str] = {}
    for name, driver in schema.prediction_schema.items():
        field = f"prediction_schema.{name}"
        if driver.variable not in known:
            raise InputError(f"unknown variable {driver.variable!r}", field=f"{field}.variable")
        if driver.type in ("bps", "rate_override"):
            if driver.anchor is None:
                raise InputError(f"a {driver.type} driver needs an anchor line", field=f"{field}.anchor")
            if driver.anchor not in known:
                raise InputError(f"unknown anchor {driver.anchor!r}", field=f"{field}.anchor")
        chosen = driver.constituents if driver.constituents is not None else (driver.variable,)
        if driver.type in ("absolute", "rate_override") and chosen != (driver.variable,):
            message = f"a {driver.type} driver sets its variable only, not constituents"
            raise InputError(message, field=f"{field}.constituents")
        for leaf in chosen:
            if leaf not in leaves:
                raise InputError(
                    f"{leaf!r} is not a baseline leaf (a driver sets leaves; list the leaves as constituents)",
                    field=f"{field}.constituents" if driver.constituents is not None else f"{field}.variable",
                )
            if leaf in owner:
                raise InputError(f"leaf {leaf!r} is already set by driver {owner[leaf]!r}", field=field)
            owner[leaf] = name
        targets[name] = tuple(chosen)
    return targets


def _topological(nodes: set[str], edges: Mapping[str, set[str]]) -> tuple[str, ...]:
    """Depth-first topological order (dependencies first); a cycle is an error naming its path."""
    order: list[str] = []
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done

    def visit(node: str, path: list[str]) -> None:
        if state.get(node) == 2:
            return
        if state.get(node) == 1:
            cycle = path[path.index(node):] + [node]
            raise InputError(f"cycle: {' -> '.join(cycle)}", field=f"formulas.{node}")
        state[node] = 1
        path.append(node)
        for dependency in sorted(edges.get(node, ())):
            visit(dependency, path)
        path.pop()
        state[node] = 2
        order.append(node)

    for node in sorted(nodes):
        visit(node, [])
    return tuple(order)


def _driver_values(compiled: CompiledSchema, drivers: Mapping[str, Any]) -> dict[str, float]:
    """Each driver's numeric value: given, a named reference, or its default."""
    specs = compiled.schema.prediction_schema
    unknown = sorted(set(drivers) - set(specs))
    if unknown:
        raise InputError(f"unknown driver (schema drivers: {sorted(specs)})", field=unknown[0])
    values: dict[str, float] = {}
    missing: list[str] = []
    for name, spec in specs.items():
        raw = drivers.get(name)
        if raw is None:
            if spec.default is None:
                missing.append(name)
            else:
                values[name] = spec.default
        elif isinstance(raw, str):
            if raw not in spec.references:
                raise InputError(f"unknown reference {raw!r} (references: {sorted(spec.references)})", field=name)
            values[name] = spec.references[raw]
        elif isinstance(raw, (int, float)) and not isinstance(raw, bool) and raw == raw and abs(raw) != float("inf"):
            values[name] = float(raw)
        else:
            raise InputError(f"expected a finite number or a reference name, got {raw!r}", field=name)
    if missing:
        raise InputError(f"no value and no default for driver(s) {missing}", field=missing[0])
    return values


def calculate(compiled: CompiledSchema, drivers: Mapping[str, Any] | None = None) -> Calculation:
    """Evaluate the schema: the baseline when `drivers` is None, else the forecast quarter."""
    baseline = _run(compiled, {})
    if drivers is None:
        return baseline
    schema = compiled.schema
    overrides: dict[str, Expr] = {}
    for name, value in _driver_values(compiled, drivers).items():
        spec = schema.prediction_schema[name]
        leaves = compiled.targets[name]
        if spec.type == "yoy":
            for leaf in leaves:
                overrides[leaf] = Num(schema.variables_baseline[leaf] * (1.0 + value))
        elif spec.type == "absolute":
            overrides[leaves[0]] = Num(value)
        elif spec.type == "rate_override":
            overrides[leaves[0]] = Binary("*", Num(value), Name(spec.anchor or ""))
        else:
            overrides.update(_bps(compiled, baseline.lines, name, value))
    return _run(compiled, overrides)


def _bps(compiled: CompiledSchema, baseline: Mapping[str, float], driver: str, delta: float) -> dict[str, Expr]:
    """V_q = A_q (V_{q-4} / A_{q-4} + delta / 10,000), split over constituents by baseline share."""
    spec = compiled.schema.prediction_schema[driver]
    anchor = spec.anchor or ""
    anchor_base = baseline[anchor]
    if anchor_base == 0:
        raise InputError(f"anchor {anchor!r} is 0 in the baseline: a margin cannot be formed", field=driver)
    leaves = compiled.targets[driver]
    total = sum(compiled.schema.variables_baseline[leaf] for leaf in leaves)
    expressions: dict[str, Expr] = {}
    for leaf in leaves:
        own = compiled.schema.variables_baseline[leaf]
        share = own / total if total != 0 else 1.0 / len(leaves)
        ratio = own / anchor_base + share * delta / BPS
        expressions[leaf] = Binary("*", Name(anchor), Num(ratio))
    return expressions


def _run(compiled: CompiledSchema, overrides: Mapping[str, Expr]) -> Calculation:
    values: dict[str, float] = {}
    for line in compiled.order:
        expression = overrides.get(line, compiled.expressions.get(line))
        if expression is None:
            values[line] = compiled.schema.variables_baseline[line]
        else:
            values[line] = evaluate(expression, values, field=f"formulas.{line}")
    return Calculation(eps=values[OUTPUT_LINE], lines=values)
