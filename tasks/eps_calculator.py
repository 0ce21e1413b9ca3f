"""The EPSBench accounting calculator: a company schema, driver values, and every line to EPS.

A schema (EPSBench 3.2, B.1, Appendix I) holds the year-ago quarter's leaf values
(`variables_baseline`), formulas forming a DAG (`formulas`, ending in `eps`), and the drivers the
forecaster sets (`prediction_schema`). The rules follow the released calculator
(JadeXu16/epsbench, `stage_2_shared/calculator.py`); with V a line, A its anchor, q-4 the baseline:

- `yoy`: each constituent leaf (or the variable) becomes V_{q-4} (1 + g);
- `rate_override`: without an anchor the line *is* the rate (a `tax_rate` leaf that a formula
  `pretax_income * tax_rate` then applies); with an anchor (an asof extension) the leaf is the rate
  times the anchor;
- `absolute`: the leaf takes the value given;
- `bps`: the constituents together become A_q (sum V_{q-4} / A_{q-4} + delta / 10,000), split by
  their baseline shares. A_q is the anchor as computed before any `bps` driver applies (the
  released calculator evaluates the anchor once, after the yoy, rate and absolute drivers); an
  anchor that is itself a leaf reads its current value. The `variable` of a driver with
  constituents is a label only (JPM's `other_operating_expense` is no line of the DAG);
- `static_rules` (after the drivers): `carry_forward` (the baseline), `oracle` (a given value),
  `historical_peg` (the baseline ratio to an anchor), `ttm_average` (a given trailing value).

A driver value is a finite number, or for a driver with `references` the name of one ("ttm").
Two modes. The default, `epsbench`, reads every released schema as shipped: unknown top-level keys
are kept as `metadata` (`revenue_field` is understood and checked: it names the revenue line), and
a driver left out takes EPSBench's value (0 for `yoy` and `bps`, the baseline for `absolute`, the
`default` or else the baseline for `rate_override`). `strict` is asof's stricter reading: unknown
top-level keys, a driver variable that is no line, a `bps` anchor that closes a cycle and a
missing driver without a `default` are all errors. In both modes the schema is checked when
loaded: formula syntax, names that are neither a leaf nor a formula, a constituent that is no
baseline leaf, a leaf set by two drivers and cycles are `InputError`s naming the field.
`_validation` (reported EPS) is evaluator-only and kept apart from the public schema.
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
Mode = Literal["epsbench", "strict"]
MODES: tuple[Mode, ...] = ("epsbench", "strict")


class DriverSpec(Frozen):
    """One forecaster input of a schema."""

    variable: Text
    type: Literal["yoy", "bps", "absolute", "rate_override"]
    anchor: Text | None = None
    constituents: Annotated[tuple[Text, ...], Field(min_length=1)] | None = None
    default: Number | None = None
    references: dict[Text, Number] = Field(default_factory=dict)
    description: str | None = None


class StaticRule(Frozen):
    """A line the forecaster does not set (EPSBench `static_rules`)."""

    strategy: Literal["carry_forward", "oracle", "historical_peg", "ttm_average"] = "carry_forward"
    value: Number | None = None
    anchor: Text | None = None
    ttm_value: Number | None = None


class EpsSchema(Frozen):
    """The public part of a company-quarter schema (no reported EPS)."""

    ticker: Text
    target_fq: Text
    baseline_fq: Text
    variables_baseline: dict[Text, Number]
    formulas: dict[Text, Text]
    prediction_schema: dict[Text, DriverSpec] = Field(default_factory=dict)
    static_rules: dict[Text, StaticRule] = Field(default_factory=dict)
    revenue_field: Text | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)


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
    mode: Mode = "epsbench"


_KNOWN_KEYS = set(EpsSchema.model_fields) - {"metadata"}


def split_schema(
    document: Any, *, file: str | None = None, mode: Mode = "epsbench"
) -> tuple[EpsSchema, dict[str, Any]]:
    """The public schema and the evaluator-only `_validation` block of a schema document.

    In `epsbench` mode a top-level key the schema does not define is kept under `metadata`; in
    `strict` mode it is an error naming the key.
    """
    if not isinstance(document, dict):
        raise InputError("a schema is a JSON object", file=file)
    validation = document.get(EVALUATOR_ONLY_KEY) or {}
    if not isinstance(validation, dict):
        raise InputError("must be a JSON object", file=file, field=EVALUATOR_ONLY_KEY)
    public = {k: v for k, v in document.items() if k in _KNOWN_KEYS or k == "metadata"}
    extra = {k: v for k, v in document.items() if k not in _KNOWN_KEYS and k not in ("metadata", EVALUATOR_ONLY_KEY)}
    if extra and mode == "strict":
        raise InputError("unknown top-level key (strict mode)", file=file, field=sorted(extra)[0])
    if extra:
        public["metadata"] = {**(public.get("metadata") or {}), **extra}
    if isinstance(public.get("static_rules"), dict):
        # EPSBench writes a bare strategy name as shorthand for {"strategy": name}.
        public["static_rules"] = {
            k: {"strategy": v} if isinstance(v, str) else v for k, v in public["static_rules"].items()
        }
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


def load_schema(path: Path, *, mode: Mode = "epsbench") -> tuple[CompiledSchema, dict[str, Any]]:
    """Read, split and compile a schema file; returns the compiled public schema and `_validation`."""
    schema, validation = split_schema(load_json(path), file=str(path), mode=mode)
    try:
        return compile_schema(schema, mode=mode), validation
    except InputError as exc:
        raise exc.located(file=str(path)) from None


def compile_schema(schema: EpsSchema, *, mode: Mode = "epsbench") -> CompiledSchema:
    """Check a schema and order its lines; every problem is an `InputError` naming the field."""
    if mode not in MODES:
        raise InputError(f"unknown calculator mode {mode!r} (modes: {list(MODES)})", field="mode")
    leaves = set(schema.variables_baseline)
    both = sorted(leaves & set(schema.formulas))
    if both:
        raise InputError(f"{both[0]!r} is both a baseline leaf and a formula", field=f"formulas.{both[0]}")
    if OUTPUT_LINE not in schema.formulas:
        raise InputError(f"the schema has no '{OUTPUT_LINE}' formula", field="formulas")
    known = leaves | set(schema.formulas)
    if schema.revenue_field is not None and schema.revenue_field not in known:
        raise InputError(f"names {schema.revenue_field!r}, which is no line of the schema", field="revenue_field")
    expressions = {name: parse(text, field=f"formulas.{name}") for name, text in schema.formulas.items()}
    for name, expression in expressions.items():
        unknown = sorted(names(expression) - known)
        if unknown:
            raise InputError(
                f"refers to {unknown[0]!r}, which is neither a baseline leaf nor a formula (unknown name or missing leaf)",
                field=f"formulas.{name}",
            )
    targets = _driver_targets(schema, leaves, known, mode)
    _check_static_rules(schema, leaves, known, targets)
    edges: dict[str, set[str]] = {name: names(expression) for name, expression in expressions.items()}
    for driver_name, driver in schema.prediction_schema.items():
        # A rate times its anchor is evaluated in DAG order, so its anchor must not depend on it;
        # a bps anchor is read before the bps drivers apply, a dependency only strict mode refuses.
        if driver.anchor is not None and (driver.type == "rate_override" or mode == "strict"):
            for leaf in targets[driver_name]:
                edges.setdefault(leaf, set()).add(driver.anchor)
    return CompiledSchema(schema, expressions, targets, _topological(known, edges), mode)


def _driver_targets(schema: EpsSchema, leaves: set[str], known: set[str], mode: Mode) -> dict[str, tuple[str, ...]]:
    """The leaves each driver sets; refuses unknown lines, formula targets and doubly-set leaves."""
    targets: dict[str, tuple[str, ...]] = {}
    owner: dict[str, str] = {}
    for name, driver in schema.prediction_schema.items():
        field = f"prediction_schema.{name}"
        if driver.variable not in known and (mode == "strict" or driver.constituents is None):
            raise InputError(f"unknown variable {driver.variable!r}", field=f"{field}.variable")
        if driver.type == "bps" and driver.anchor is None:
            raise InputError("a bps driver needs an anchor line", field=f"{field}.anchor")
        if driver.anchor is not None and driver.anchor not in known:
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


def _check_static_rules(
    schema: EpsSchema, leaves: set[str], known: set[str], targets: Mapping[str, tuple[str, ...]]
) -> None:
    """A static rule sets a baseline leaf no driver sets; a peg names a known anchor."""
    driven = {leaf for chosen in targets.values() for leaf in chosen}
    for line, rule in schema.static_rules.items():
        field = f"static_rules.{line}"
        if line not in leaves:
            raise InputError(f"{line!r} is not a baseline leaf", field=field)
        if line in driven:
            raise InputError(f"leaf {line!r} is also set by a driver", field=field)
        if rule.anchor is not None and rule.anchor not in known:
            raise InputError(f"unknown anchor {rule.anchor!r}", field=f"{field}.anchor")


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


def _value(spec: DriverSpec, name: str, raw: Any) -> float:
    """A given driver value as a number: a finite number or a named reference."""
    if isinstance(raw, str):
        if raw not in spec.references:
            raise InputError(f"unknown reference {raw!r} (references: {sorted(spec.references)})", field=name)
        return spec.references[raw]
    if isinstance(raw, (int, float)) and not isinstance(raw, bool) and raw == raw and abs(raw) != float("inf"):
        return float(raw)
    raise InputError(f"expected a finite number or a reference name, got {raw!r}", field=name)


def _missing_value(compiled: CompiledSchema, name: str) -> float | None:
    """What a driver left out means: EPSBench's value, or in strict mode its `default` (None: error)."""
    spec = compiled.schema.prediction_schema[name]
    baseline = compiled.schema.variables_baseline
    if compiled.mode == "strict":
        return spec.default
    if spec.type in ("yoy", "bps"):
        return 0.0
    if spec.type == "absolute":
        return baseline[spec.variable]
    return spec.default if spec.default is not None else baseline[spec.variable]


def driver_values(compiled: CompiledSchema, drivers: Mapping[str, Any]) -> dict[str, float]:
    """Each driver's numeric value: given, a named reference, or what the mode gives a missing one."""
    specs = compiled.schema.prediction_schema
    unknown = sorted(set(drivers) - set(specs))
    if unknown:
        raise InputError(f"unknown driver (schema drivers: {sorted(specs)})", field=unknown[0])
    values: dict[str, float] = {}
    missing: list[str] = []
    for name, spec in specs.items():
        raw = drivers.get(name)
        value = _missing_value(compiled, name) if raw is None else _value(spec, name, raw)
        if value is None:
            missing.append(name)
        else:
            values[name] = value
    if missing:
        raise InputError(f"no value and no default for driver(s) {missing} (strict mode)", field=missing[0])
    return values


def calculate(compiled: CompiledSchema, drivers: Mapping[str, Any] | None = None) -> Calculation:
    """Evaluate the schema: the baseline when `drivers` is None, else the forecast quarter."""
    baseline = _run(compiled, {})
    if drivers is None:
        return baseline
    schema = compiled.schema
    values = driver_values(compiled, drivers)
    overrides: dict[str, Expr] = {}
    bps: list[str] = []
    for name, value in values.items():
        spec = schema.prediction_schema[name]
        leaves = compiled.targets[name]
        if spec.type == "yoy":
            for leaf in leaves:
                overrides[leaf] = Num(schema.variables_baseline[leaf] * (1.0 + value))
        elif spec.type == "absolute" or (spec.type == "rate_override" and spec.anchor is None):
            overrides[leaves[0]] = Num(value)
        elif spec.type == "rate_override":
            overrides[leaves[0]] = Binary("*", Num(value), Name(spec.anchor or ""))
        else:
            bps.append(name)
    # Anchors of margins and pegs are read before the bps drivers apply (the released calculator).
    before_bps = _run(compiled, overrides).lines
    for name in bps:
        overrides.update(_bps(compiled, baseline.lines, before_bps, overrides, name, values[name]))
    for line, rule in schema.static_rules.items():
        overrides[line] = Num(_static(compiled, baseline.lines, before_bps, overrides, line, rule))
    return _run(compiled, overrides)


def _current(compiled: CompiledSchema, before_bps: Mapping[str, float], overrides: Mapping[str, Expr], line: str) -> float:
    """An anchor's value for a margin: a leaf's current value, a formula's value before the bps drivers."""
    if line in compiled.schema.variables_baseline:
        expression = overrides.get(line)
        return expression.value if isinstance(expression, Num) else before_bps[line]
    return before_bps[line]


def _bps(
    compiled: CompiledSchema,
    baseline: Mapping[str, float],
    before_bps: Mapping[str, float],
    overrides: Mapping[str, Expr],
    driver: str,
    delta: float,
) -> dict[str, Expr]:
    """sum V_q = A_q (sum V_{q-4} / A_{q-4} + delta / 10,000), split by baseline shares."""
    spec = compiled.schema.prediction_schema[driver]
    anchor = spec.anchor or ""
    anchor_base = baseline[anchor]
    if anchor_base == 0 and compiled.mode == "strict":
        raise InputError(f"anchor {anchor!r} is 0 in the baseline: a margin cannot be formed", field=driver)
    leaves = compiled.targets[driver]
    own = {leaf: compiled.schema.variables_baseline[leaf] for leaf in leaves}
    total = sum(own.values())
    ratio = total / anchor_base if anchor_base != 0 else 0.0
    new_total = _current(compiled, before_bps, overrides, anchor) * (ratio + delta / BPS)
    # A zero baseline total has no shares to split by: EPSBench sets every constituent to 0.
    return {leaf: Num(new_total * own[leaf] / total if total != 0 else 0.0) for leaf in leaves}


def _static(
    compiled: CompiledSchema,
    baseline: Mapping[str, float],
    before_bps: Mapping[str, float],
    overrides: Mapping[str, Expr],
    line: str,
    rule: StaticRule,
) -> float:
    """The value a static rule gives its line."""
    own = compiled.schema.variables_baseline[line]
    if rule.strategy == "oracle":
        return rule.value if rule.value is not None else own
    if rule.strategy == "ttm_average":
        return rule.ttm_value if rule.ttm_value is not None else own
    if rule.strategy == "historical_peg" and rule.anchor is not None:
        anchor_base = baseline[rule.anchor]
        ratio = own / anchor_base if anchor_base != 0 else 0.0
        return _current(compiled, before_bps, overrides, rule.anchor) * ratio
    return own


def _run(compiled: CompiledSchema, overrides: Mapping[str, Expr]) -> Calculation:
    values: dict[str, float] = {}
    for line in compiled.order:
        expression = overrides.get(line, compiled.expressions.get(line))
        if expression is None:
            values[line] = compiled.schema.variables_baseline[line]
        else:
            values[line] = evaluate(expression, values, field=f"formulas.{line}")
    return Calculation(eps=values[OUTPUT_LINE], lines=values)
