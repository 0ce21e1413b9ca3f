"""India's statutory fiscal year: "Q3 FY25" on a page in rupees ended on 31 December 2024.

`dates.find_periods` ends a period on its calendar quarter ("Q3 FY25" = the third quarter of 2025,
ending 30 September 2025). Indian companies must close their financial year on 31 March (the
Companies Act's "financial year"; the income-tax "previous year" likewise), and Indian pages name
it by the year it ends in: FY25 runs from April 2024 to March 2025, its third quarter from October
to December 2024. A period written the fiscal way ("FY", "fiscal") in a sentence whose amounts are
Indian (rupees, "Rs", "INR", crore, lakh) is that statutory period. Both marks are needed: a period
named by the calendar ("the third quarter of 2024") keeps the calendar, and an Indian page's "Q3
FY25" of a foreign company (no rupee amount beside it) keeps the later, calendar reading.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from leakage_filter.dates import PeriodMention

__all__ = ["fiscal_written", "statutory_period"]

_FISCAL_WORDS = re.compile(r"(?<![^\W\d])FY|\bfiscal\b", re.IGNORECASE)  # "FY25", "Q2FY25", not "JFY"
_INDIAN_AMOUNT = re.compile(r"₹|\bRs\.?\s?\d|\bINR\s?\d|\d\s?(?:crore|lakh)\b|\b(?:crore|lakh)s?\b", re.IGNORECASE)
_LABEL = re.compile(r"(?P<year>\d{4})(?P<part>Q[1-4]|H[12]|FY)")
# The end of each part of fiscal year N as (years before N, month, day)
_ENDS = {
    "Q1": (1, 6, 30), "Q2": (1, 9, 30), "Q3": (1, 12, 31), "Q4": (0, 3, 31),
    "H1": (1, 9, 30), "H2": (0, 3, 31), "FY": (0, 3, 31),
}  # fmt: skip


def fiscal_written(period: PeriodMention) -> bool:
    """Whether `period` is written the fiscal way ("Q2FY25", "fiscal 2025"): its year need not be the calendar's."""
    return _FISCAL_WORDS.search(period.text) is not None


def statutory_period(period: PeriodMention, sentence: str) -> PeriodMention:
    """`period` ending where India's April-to-March fiscal year ends it, when it is written the
    fiscal way and `sentence` states Indian amounts; else `period` unchanged."""
    label = _LABEL.fullmatch(period.label)
    if label is None or period.year_inferred or not fiscal_written(period) or not _INDIAN_AMOUNT.search(sentence):
        return period
    back, month, day = _ENDS[label["part"]]
    return replace(period, end_day=date(int(label["year"]) - back, month, day))
