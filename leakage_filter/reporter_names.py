"""Who reports: the company a results statement or a results date is about, by its written name.

A page that dates one company's results after t ("Harrowgate Systems Q1 2026 earnings release is
scheduled for May 22, 2026") says nothing of when others report the same quarter: in an earnings
season dozens do. "Ostrander Mining reported Q1 2026 EPS of $0.97" beside it is another company's
report, out already, not the scheduled one told early. `other_reporter` says so only when both
sides name a company and the names share no word; any doubt keeps the statement a leak.

A name is a run of capitalised words written one after another ("Voss & Lindner Chemie AG",
"Calderon Freight"), at least two, whose first word is distinctive: three letters or more, some of
them lower case (not an acronym nor a time zone), not part of a date, and never written in lower
case elsewhere on the page ("The", "Das", "Shares" are; "Harrowgate" is not). "The company", "Das
Unternehmen", "Apple" alone name no company this check can tell apart: they stay leaks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from leakage_filter.dates import find_dates, has_results_noun

__all__ = ["lower_words", "other_reporter", "schedule_names"]

_WORD = re.compile(r"(?<![\w'’-])[^\W\d_][^\W\d_'’.-]*(?:[’'.-][^\W\d_]+)*\.?(?!\w)")
# Between the words of one name: a space, or an ampersand ("Voss & Lindner").
_JOINER = re.compile(r"\s+(?:&\s+)?|\s*&\s*")
# A clock with its suffix and zone ("06:30 Uhr MESZ", "6:00 p.m. BST"): read as a name otherwise.
_CLOCK = re.compile(r"\d{1,2}[:.h]\d{2}\s*(?:Uhr|[ap]\.\s?m\.|[ap]m)?(?-i:\s*\(?[A-Z]{2,5}\)?)?", re.IGNORECASE)
# How many lower-case words may stand between a statement's subject and its period
# ("Voss & Lindner Chemie AG meldete für das Q1 2026").
_SUBJECT_GAP_WORDS = 3
_SOME_DAY = date(2000, 1, 1)


def lower_words(text: str) -> frozenset[str]:
    """The words `text` writes in lower case: a capitalised word among them is a common word."""
    return frozenset(m.group().rstrip(".") for m in _WORD.finditer(text) if m.group()[0].islower())


def _distinctive(word: str, lower: frozenset[str]) -> bool:
    bare = word.rstrip(".")
    return (len(bare) >= 3 and bare[0].isupper() and any(c.islower() for c in bare[1:])
            and bare.lower() not in lower)


def _runs(text: str) -> list[tuple[int, int, list[str]]]:
    """(start, end, words) of each run of capitalised words in `text`, dates and clocks blanked."""
    blanked = _CLOCK.sub(lambda m: " " * len(m.group()), text)
    for mention in find_dates(blanked, anchor=_SOME_DAY):
        blanked = blanked[: mention.start] + " " * (mention.end - mention.start) + blanked[mention.end :]
    runs: list[tuple[int, int, list[str]]] = []
    for match in _WORD.finditer(blanked):
        word = match.group()
        if not word[0].isupper():
            continue
        if runs and _JOINER.fullmatch(blanked[runs[-1][1] : match.start()]):
            start, _, words = runs[-1]
            runs[-1] = (start, match.end(), [*words, word])
        else:
            runs.append((match.start(), match.end(), [word]))
    return runs


def _name(words: list[str], lower: frozenset[str]) -> frozenset[str]:
    """The distinctive words of a run that is a company's name, else nothing. Words before its
    first distinctive one are not the name ("ET Brightmoor Energy" after a clock, "The Walt Disney")."""
    head = next((i for i, w in enumerate(words) if _distinctive(w, lower)), len(words))
    if len(words) - head < 2:
        return frozenset()
    return frozenset(w.rstrip(".").lower() for w in words[head:] if _distinctive(w, lower))


def schedule_names(sentence: str, lower: frozenset[str]) -> frozenset[str]:
    """Every word of every company name in a sentence that dates a results report (empty: it names none)."""
    names: set[str] = set()
    for _, _, words in _runs(sentence):
        names |= _name(words, lower)
    return frozenset(names)


def _subject(clause: str, at: int, lower: frozenset[str]) -> frozenset[str]:
    """The name of the company whose results the clause states at `at`: the name closest before it,
    with at most a few lower-case words between ("Calderon Freight reported Q1 2026 EPS")."""
    before = _runs(clause[:at])
    # a results noun of its own ("Voss & Lindner Chemie AG: Zahlen zum Q1 2026") is no name: look past it
    while before and all(has_results_noun(word) for word in before[-1][2]):
        before.pop()
    if not before:
        return frozenset()
    _, end, words = before[-1]
    gap = _WORD.findall(clause[end:at])
    if len(gap) > _SUBJECT_GAP_WORDS or any(w[0].isupper() and not has_results_noun(w) for w in gap):
        return frozenset()
    return _name(words, lower)


def other_reporter(clause: str, at: int, schedules: Iterable[str], lower: frozenset[str]) -> bool:
    """Whether the results stated at `clause[at]` are another company's than every scheduled report
    of that period (`schedules`: the sentences that date them after t): each side names a company
    and no word of one name is written on the other side."""
    subject = _subject(clause, at, lower)
    if not subject:
        return False
    clause_words = {w.rstrip(".").lower() for w in _WORD.findall(clause)}
    for sentence in schedules:
        names = schedule_names(sentence, lower)
        sentence_words = {w.rstrip(".").lower() for w in _WORD.findall(sentence)}
        if not names or names & clause_words or subject & sentence_words:
            return False
    return True
