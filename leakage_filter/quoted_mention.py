"""An instruction quoted as an example is a mention, not an address.

A news story about attacks on chatbots quotes the words attackers type ('phrases such as "ignore
previous instructions"', 'commands like "disregard your rules"'): the page reports them, it does
not say them to its reader. A match of an injection pattern counts as mentioned when it stands
inside quotation marks that open right before it, close soon after it in the same sentence, and
follow a word that introduces an example or a quotation of words ("such as", "like", "the
phrase", "typed", "words"). Anything else, quoted or not, is still read as addressed to the reader.
"""

from __future__ import annotations

import re

__all__ = ["quoted_mention"]

_OPEN = "\"'“‘«"
_CLOSE = "\"'”’»"
_INTRODUCED = re.compile(
    r"\b(?:such as|like|phrases?|words?|commands?|prompts?|strings?|lines?|text|typ(?:e|es|ed|ing)|enter(?:s|ed|ing)?"
    r"|paste[sd]?|pasting|wrote|writing|called|dubbed|known as)\s*[:,]?\s*$",
    re.IGNORECASE,
)
_CLOSE_WITHIN = 80
_LEAD_IN = 40


def quoted_mention(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is quoted as an example of words (see the module docstring)."""
    before = text[:start].rstrip()
    if not before or before[-1] not in _OPEN:
        return False
    after = text[end : end + _CLOSE_WITHIN]
    close = next((i for i, ch in enumerate(after) if ch in _CLOSE), None)
    if close is None or any(ch in ".!?\n" for ch in after[:close]):
        return False
    lead = before[:-1]
    return _INTRODUCED.search(lead[-_LEAD_IN:]) is not None
