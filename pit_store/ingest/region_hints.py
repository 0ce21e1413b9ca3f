"""A page's region read from its words, when neither its language tag nor its domain names one.

Only where the words belong to one zone and settle a zone name several zones share: Indian market
vocabulary (crore, lakh, ₹, Sensex, Nifty) makes "IST" India's time (UTC+5:30) rather than
Ireland's summer time, the reading a page without a region gets (the latest instant). The words
settle nothing else (not a numeric date's day order: Indian pages in US style exist).
"""

from __future__ import annotations

import re
from zoneinfo import ZoneInfo

__all__ = ["zone_from_words"]

_INDIAN_MARKET = re.compile(r"\b(?:crores?|lakhs?|Sensex|Nifty(?:\s?50)?)\b|₹\s?\d|\bRs\.?\s?\d", re.IGNORECASE)
_INDIA = ZoneInfo("Asia/Kolkata")
_MIN_HITS = 2  # one stray "crore" in a quote is not a page's region


def zone_from_words(text: str) -> ZoneInfo | None:
    """The zone a page's own words place it in, or None (see the module docstring)."""
    hits = 0
    for _ in _INDIAN_MARKET.finditer(text):
        hits += 1
        if hits >= _MIN_HITS:
            return _INDIA
    return None
