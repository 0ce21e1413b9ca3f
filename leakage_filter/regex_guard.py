"""A first-character guard for large regular expressions (speed, never meaning).

Python's regex engine tries every alternative of a case-insensitive alternation at every position
it scans: a cue list of 150 words costs 150 failed attempts at each word start. `guarded` reads
the pattern's own parse tree for the set of characters any match can start with and puts a
lookahead for that set in front, so positions that cannot start a match are skipped with one
class test. The set is derived from the pattern itself (a word added to a cue list is in the
guard at once: there is no second list to keep), case-folded (a superset of what the pattern's
own flags fold), and the guarded pattern has the same groups and finds the same matches. Where
the set cannot be read (a pattern that may match the empty string or start with any character,
verbose or locale patterns) the pattern is returned unchanged.
"""

from __future__ import annotations

import re

try:  # Python 3.11+
    import re._constants as _c
    import re._parser as _parser
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _parser  # type: ignore[no-redef]

__all__ = ["first_characters", "guarded"]

_ZERO_WIDTH = frozenset({_c.AT, _c.ASSERT, _c.ASSERT_NOT})
_REPEATS = frozenset(op for op in (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", None)) if op is not None)
_CATEGORIES = {
    _c.CATEGORY_DIGIT: r"\d", _c.CATEGORY_NOT_DIGIT: r"\D", _c.CATEGORY_WORD: r"\w", _c.CATEGORY_NOT_WORD: r"\W",
    _c.CATEGORY_SPACE: r"\s", _c.CATEGORY_NOT_SPACE: r"\S",
}  # fmt: skip
_MAX_RANGE = 0x3000  # a wider range is written as a range, not expanded


class _Unknown(Exception):
    """The pattern's first characters cannot be read as a class."""


def _class_items(op: object, av: object) -> list[str]:
    """One parsed item as class members (escaped), or `_Unknown`."""
    if op is _c.LITERAL:
        return [f"\\U{av:08x}"]
    if op is _c.RANGE:
        low, high = av  # type: ignore[misc]
        return [f"\\U{low:08x}-\\U{high:08x}"]
    if op is _c.CATEGORY and av in _CATEGORIES:
        return [_CATEGORIES[av]]
    raise _Unknown


def _first(items: object) -> tuple[list[str], bool]:
    """(class members any match of the sequence can start with, whether it can match empty)."""
    members: list[str] = []
    for op, av in items:  # type: ignore[attr-defined]
        if op in _ZERO_WIDTH:
            continue  # consumes nothing: the first character comes from what follows
        if op is _c.LITERAL:
            return members + _class_items(op, av), False
        if op is _c.IN:
            for inner_op, inner_av in av:
                members += _class_items(inner_op, inner_av)  # NEGATE and the rest raise
            return members, False
        if op is _c.SUBPATTERN:
            got, empty = _first(av[3])
        elif op is getattr(_c, "ATOMIC_GROUP", None):
            got, empty = _first(av)
        elif op is _c.BRANCH:
            got, empty = [], False
            for alternative in av[1]:
                alt, alt_empty = _first(alternative)
                got += alt
                empty = empty or alt_empty
        elif op in _REPEATS:
            got, empty = _first(av[2])
            empty = empty or av[0] == 0
        else:
            raise _Unknown
        members += got
        if not empty:
            return members, False
    return members, True


def first_characters(pattern: re.Pattern[str]) -> str | None:
    """A regex class (case-insensitive) holding every character a match of `pattern` can start
    with, or None when that cannot be read or the pattern can match the empty string."""
    if not isinstance(pattern.pattern, str) or pattern.flags & (re.VERBOSE | re.LOCALE):
        return None
    try:
        members, empty = _first(_parser.parse(pattern.pattern, pattern.flags))
    except (_Unknown, re.error, TypeError, ValueError):
        return None
    if empty or not members:
        return None
    return "(?i:[" + "".join(dict.fromkeys(members)) + "])"


def guarded(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern` behind a lookahead for the characters its matches can start with (see module):
    the same groups and the same matches, found faster. Unchanged when no guard can be read."""
    guard = first_characters(pattern)
    if guard is None:
        return pattern
    try:
        return re.compile(f"(?={guard})(?:{pattern.pattern})", pattern.flags)
    except re.error:  # e.g. global inline flags not at the start once wrapped
        return pattern
