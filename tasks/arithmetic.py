"""A safe arithmetic expression parser for accounting formulas (never `eval`).

Grammar: numbers, names (`[A-Za-z_][A-Za-z0-9_]*`), `+ - * /`, unary `+`/`-` and parentheses,
with the usual precedence. Parsing yields a small immutable tree; evaluation looks names up in a
mapping and nothing else, so a formula can never run code.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass

from engine.errors import InputError

_TOKEN = re.compile(r"(?P<number>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<op>[-+*/()])")


@dataclass(frozen=True)
class Num:
    """A numeric literal."""

    value: float


@dataclass(frozen=True)
class Name:
    """A reference to another line."""

    name: str


@dataclass(frozen=True)
class Unary:
    """`+x` or `-x`."""

    op: str
    operand: "Expr"


@dataclass(frozen=True)
class Binary:
    """`left op right` for op in + - * /."""

    op: str
    left: "Expr"
    right: "Expr"


Expr = Num | Name | Unary | Binary


def _tokens(text: str, field: str | None) -> list[tuple[str, str, int]]:
    """(kind, text, 1-based column) for each token; an unknown character is an error."""
    tokens: list[tuple[str, str, int]] = []
    position = 0
    while position < len(text):
        if text[position].isspace():
            position += 1
            continue
        match = _TOKEN.match(text, position)
        if match is None or match.lastgroup is None:
            raise InputError(f"unexpected character {text[position]!r} at column {position + 1} in {text!r}", field=field)
        tokens.append((match.lastgroup, match.group(), position + 1))
        position = match.end()
    return tokens


class _Parser:
    def __init__(self, text: str, field: str | None) -> None:
        self.text = text
        self.field = field
        self.tokens = _tokens(text, field)
        self.index = 0

    def error(self, message: str) -> InputError:
        return InputError(f"{message} in {self.text!r}", field=self.field)

    def peek(self) -> tuple[str, str, int] | None:
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def take(self) -> tuple[str, str, int]:
        token = self.peek()
        if token is None:
            raise self.error("unexpected end of formula")
        self.index += 1
        return token

    def expression(self) -> Expr:
        node = self.term()
        while (token := self.peek()) is not None and token[1] in "+-" and token[0] == "op":
            self.index += 1
            node = Binary(token[1], node, self.term())
        return node

    def term(self) -> Expr:
        node = self.unary()
        while (token := self.peek()) is not None and token[1] in "*/" and token[0] == "op":
            self.index += 1
            node = Binary(token[1], node, self.unary())
        return node

    def unary(self) -> Expr:
        token = self.peek()
        if token is not None and token[0] == "op" and token[1] in "+-":
            self.index += 1
            return Unary(token[1], self.unary())
        return self.atom()

    def atom(self) -> Expr:
        kind, value, column = self.take()
        if kind == "number":
            return Num(float(value))
        if kind == "name":
            return Name(value)
        if value == "(":
            node = self.expression()
            closing = self.take()
            if closing[1] != ")":
                raise self.error(f"expected ')' at column {closing[2]}")
            return node
        raise self.error(f"unexpected {value!r} at column {column}")


def parse(text: str, *, field: str | None = None) -> Expr:
    """Parse a formula; syntax errors are `InputError`s naming `field` and the column."""
    if not isinstance(text, str) or not text.strip():
        raise InputError("empty formula", field=field)
    parser = _Parser(text, field)
    node = parser.expression()
    extra = parser.peek()
    if extra is not None:
        raise parser.error(f"unexpected {extra[1]!r} at column {extra[2]}")
    return node


def names(node: Expr) -> set[str]:
    """Every name a formula refers to."""
    if isinstance(node, Name):
        return {node.name}
    if isinstance(node, Unary):
        return names(node.operand)
    if isinstance(node, Binary):
        return names(node.left) | names(node.right)
    return set()


def evaluate(node: Expr, values: Mapping[str, float], *, field: str | None = None) -> float:
    """The formula's value given `values` for its names (division by zero is an `InputError`)."""
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Name):
        if node.name not in values:
            raise InputError(f"no value for {node.name!r}", field=field)
        return values[node.name]
    if isinstance(node, Unary):
        operand = evaluate(node.operand, values, field=field)
        return -operand if node.op == "-" else operand
    left = evaluate(node.left, values, field=field)
    right = evaluate(node.right, values, field=field)
    if node.op == "+":
        result = left + right
    elif node.op == "-":
        result = left - right
    elif node.op == "*":
        result = left * right
    else:
        if right == 0:
            raise InputError("division by zero", field=field)
        result = left / right
    if not math.isfinite(result):
        raise InputError("result is not a finite number", field=field)
    return result
