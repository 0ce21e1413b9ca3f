"""A page's own release calendar, and the month figures it dates: "May 2026 — CPI release: 12 June
2026", "Juni 2026 — Inflationsdaten: 13. Juli 2026", "2026年9月 — 利率决议: 2026年9月22日".

A line that opens with a month and closes with a day, with only a label between, says when that
month's figure (or decision) comes out. A month's official figure, or a rate set at a month's
meeting, is public from that day on: a sentence that states it ("Consumer prices rose 2.0% year on
year in May 2026", "Die Verbraucherpreise lagen im Juni 2026 ... um 3,3 Prozent", "在2026年9月的议息会议上
... 将政策利率维持在3.25%") on a page whose own calendar puts that month's release after t holds a
figure nobody had at t (`rules`). A sentence must name a statistic or a policy rate and give a
rate; one that looks ahead is read as forward before this, and "shares fell 3% in May" names
no statistic.
"""

from __future__ import annotations

import re

from leakage_filter.dates import DateMention, names_statistic, states_rate

__all__ = ["calendar_month", "states_month_figure"]

_LABEL_WORDS = 4
_WORD = re.compile(r"[^\W\d_]{2,}")
# A rate a central bank sets at a month's meeting (the statistic lists of `dates` name none).
_POLICY_RATE = re.compile(
    r"\b(?:policy|interest|bank|repo|cash|base|benchmark|deposit)\s+rates?\b|\bLeitzins\w*|\btaux\s+directeur"
    r"|\btipos?\s+de\s+inter[eé]s|\btasa\s+de\s+inter[eé]s|\bSelic\b|利率|金利|기준금리",
    re.IGNORECASE,
)


def calendar_month(text: str, mentions: list[DateMention]) -> tuple[tuple[int, int], DateMention] | None:
    """((year, month), the day it comes out) when `text` is a calendar line: a month with its year
    opening it, a label of a few words, and a day no earlier than the month's first closing it."""
    dated = [m for m in mentions if not m.year_inferred]
    if len(dated) != 2:
        return None
    month, day = dated
    if (month.kind != "month" or day.kind not in ("absolute", "numeric") or text[: month.start].strip()
            or text[day.end :].strip(" .")):
        return None
    if len(_WORD.findall(text[month.end : day.start])) > _LABEL_WORDS or day.earliest < month.earliest:
        return None
    return (month.earliest.year, month.earliest.month), day


def states_month_figure(sentence: str) -> bool:
    """Whether `sentence` gives a statistic's or a policy rate's value (a rate: "2.0%", "3,3 Prozent")."""
    return states_rate(sentence) and (names_statistic(sentence) or _POLICY_RATE.search(sentence) is not None)
