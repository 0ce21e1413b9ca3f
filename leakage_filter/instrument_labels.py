"""Dates that name an instrument, not a day something happened.

A futures or options contract, a bond or a note is named by the month (or day) it falls due: "the
December 2024 contract traded at a premium to spot", "its March 2031 notes", "Brent for June
2025 delivery". The date there is the instrument's term, fixed in advance, however past the
verb after it ("traded", "fell"); what the sentence reports happened on the page's own day.

Only a date that a determiner (or "for ... delivery") makes part of the instrument's name is a
label: "In December 2024 contracts were signed" and "the contract traded at a premium in December
2024" date what happened, and stay facts. One capitalised word may stand between the date and
the noun ("the December 2024 Brent contract").
"""

from __future__ import annotations

import re

__all__ = ["instrument_label"]

_DETERMINER = re.compile(r"\b(?:the|a|an|its|their|this|that|each|every)\s+$", re.IGNORECASE)
_FOR = re.compile(r"\bfor\s+$", re.IGNORECASE)
_NOUN = re.compile(
    r"[\s-]+(?:[A-Z][A-Za-z]*\s+)?(?:contracts?|futures?|options?|notes|bonds?|debentures?|swaps?|forwards?"
    r"|calls?|puts?|expiry|expiration|maturity|maturities|strip|series)\b"
)
_DELIVERY = re.compile(r"\s+(?:delivery|settlement|expiry|loading|shipment)\b", re.IGNORECASE)


def instrument_label(text: str, start: int, end: int) -> bool:
    """Whether the date at text[start:end] is part of an instrument's name ("the December 2024
    contract", "for June 2025 delivery"), so its term, not the day of what the clause reports."""
    before = text[max(0, start - 12) : start]
    if _DETERMINER.search(before):
        return _NOUN.match(text, end) is not None
    if _FOR.search(before):
        return _DELIVERY.match(text, end) is not None
    return False
