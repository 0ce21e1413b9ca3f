"""A JavaScript object or array literal read as JSON.

Application state is often assigned as a JavaScript literal rather than strict JSON
(`window.__NUXT__ = {data:[{...}],state:{}}`, `window.__STATE__ = {user:{id:'u1'},}`): bare
identifier keys, single-quoted strings, trailing commas, `undefined`, `!0` / `!1`. `js_literal`
rewrites the one literal starting at a position into JSON and parses it. It reads data only: a
literal holding code (a function, a call, a variable, an operator) is not data and gives None, as
does anything unbalanced or longer than `MAX_LITERAL_CHARS`.
"""

from __future__ import annotations

import json
import re

__all__ = ["MAX_LITERAL_CHARS", "js_literal"]

MAX_LITERAL_CHARS = 500_000

_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
_NUMBER = re.compile(r"-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_WORDS = {"true": "true", "false": "false", "null": "null", "undefined": "null", "!0": "true", "!1": "false"}


def _string(text: str, start: int) -> tuple[str, int] | None:
    """The JSON form of the quoted string starting at `start`, and the position after it."""
    quote, pos, out = text[start], start + 1, []
    while pos < len(text):
        char = text[pos]
        if char == "\\" and pos + 1 < len(text):
            escaped = text[pos + 1]
            out.append("'" if escaped == "'" else "\\" + escaped)
            pos += 2
            continue
        if char == quote:
            return '"' + "".join(out) + '"', pos + 1
        out.append('\\"' if char == '"' else char)
        pos += 1
    return None


def js_literal(text: str, start: int) -> object | None:
    """The value of the object or array literal starting at `text[start]` (see the module
    docstring), or None when it is not a data literal."""
    if start >= len(text) or text[start] not in "[{":
        return None
    out: list[str] = []
    depth, pos, limit = 0, start, min(len(text), start + MAX_LITERAL_CHARS)
    while pos < limit:
        char = text[pos]
        if char in " \t\r\n":
            pos += 1
            continue
        if char in "[{":
            depth += 1
            out.append(char)
            pos += 1
        elif char in "]}":
            if out and out[-1] == ",":
                out.pop()  # a trailing comma
            depth -= 1
            out.append(char)
            pos += 1
            if depth == 0:
                try:
                    return json.loads("".join(out))
                except (ValueError, RecursionError):
                    return None
        elif char in ",:":
            out.append(char)
            pos += 1
        elif char in "\"'":
            found = _string(text, pos)
            if found is None:
                return None
            out.append(found[0])
            pos = found[1]
        elif text.startswith(("!0", "!1"), pos):
            out.append(_WORDS[text[pos : pos + 2]])
            pos += 2
        elif (number := _NUMBER.match(text, pos)) is not None:
            out.append(number.group())
            pos = number.end()
        elif (ident := _IDENT.match(text, pos)) is not None:
            word, after = ident.group(), ident.end()
            while after < limit and text[after] in " \t\r\n":
                after += 1
            if after < limit and text[after] == ":" and out and out[-1] in "{,":
                out.append(json.dumps(word))  # a bare key
            elif word in _WORDS:
                out.append(_WORDS[word])
            else:
                return None  # a variable, a call, a function: code, not data
            pos = ident.end()
        else:
            return None
    return None
