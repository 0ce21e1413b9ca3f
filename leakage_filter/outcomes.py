"""Claims about events still to come: a headline that reports as done what the page itself says is
still ahead after t.

A preview page ("The Fed is widely expected to cut rates on Wednesday", "Zwei Tage vor der
Bundestagswahl", "日銀あす決定会合", "将于3月5日开幕") names an event dated after t. An undated
"most read" or "top news" headline on the same page that reports that event's outcome ("Fed cuts
rates for first time since 2008", "SPD gewinnt knapp", "日銀、YCCを柔軟化") was written after the
event: the page as served holds a later fact, wherever the headline stands (issue 13, item 2).

An event is the passage (the paragraph) around a forward-looking date after t; its words are the
event's description. A headline matches when it shares at least two salient words with one
event (Latin words of three letters or more, stemmed crudely, outside a stop list; Chinese and
Japanese character pairs, a katakana word whole; the page's headline counts with every event): two of them, besides the
headline's subject (its first word; a CJK headline's opening run as far as the event shares it),
from the very sentence that dates the event (or the page's headline, when it is a preview too),
capitalised words written together counting as one name ("Harbour Research"); or two names
(capitalised words, CJK pairs; in the page's own held text, one name however many words it has)
of the event's own passage, not of the page's title: an entity
alone is not the event ("Pfizer expects to file later this month" is not "Pfizer says vaccine 90%
effective"; "汇川湾科技" as an image's alt text is no outcome). In the page's own held text (an
image's alt, a hidden block) the shared words must also hold one the event's passage writes in
lower case: names alone ("Northcote headquarters in Derby") are the page's setting, not what
happened ("Northcote sets out targets at Derby investor day" is), unless the held text states a
value and opens with a name the event shares, which a setting does not: "US CPI (YoY) came in at
1.9%" in a hidden block beside "US CPI (YoY)" scheduled after t is the release's figure; so is held
text that opens with the event's subject and names its reporting period with a value
("Rheinwald AG meldete für das Q1 2026 ... 1.79 €" beside "Rheinwald AG: Zahlen zum Q1 2026"). The headline states no
preview of its own ("expected", "what to watch", "?", "将", "予想", "erwartet", ...) and no date
(a dated item is judged by its date: "01/11 : La Fed maintient ses taux"), and holds a word besides
the event's names it shares: a ticker's "Banco Serra Azul 180,25" names the subject, it tells nothing
of what happened.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from leakage_filter.dates import find_periods

__all__ = ["STATED_VALUE", "Event", "event_words", "is_preview", "outcome_match", "row_outcome", "same_subject"]

_LATIN = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*[A-Za-zÀ-ÿ]")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]+")
# A katakana word (a loanword or a name, with its long-vowel mark) is one word, never cut into
# pairs: pairs cut from loanwords match other loanwords ("オンライン" and "ファインテック" share "イン").
_KATAKANA_WORD = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}|[^\u30a0-\u30ff]+")
_STOP = frozenset(
    """the and for with from that this will would could have has had been are was were its their than then
    into over after before about more most some such what when where which while also only just under
    amid says said year years week weeks month months today time first last next since your they them
    end ends ending ended
    market markets stock stocks shares price prices points percent analysts investors traders
    der die das und mit von für auf den dem des ist sind wird werden nach vor eine einer einem einen
    les des une pour dans avec sur par plus sont être était cette mais comme
    los las una para con por del más sus como pero este esta""".split()
)
# A headline that is itself a preview, a question or an explainer reports no outcome.
_PREVIEW = re.compile(
    r"\?|？|\b(?:expected|expects|expecting|expect|anticipating|hoping|predicting|preview|what to (?:expect|watch|know)|ahead of|could|may|might|will|would"
    r"|set to|poised|due|looms|awaits?|eyes|odds|bets?|how|why|what|who|erwartet|erwartung|vorschau|dürfte|könnte"
    r"|soll|wird|attendu|attendue|avant|pourrait|devrait|va|espera|antes de|podría|prevé)\b"
    r"|前瞻|预计|有望|将|即将|或将|猜想|预测|予想|観測|見通し|控え|待ち|注目|へ$|か$"
    # a guess is no report: "probably", "wohl", "sans doute", "でしょう", "かもしれない", "可能"
    r"|\b(?:likely|probably|perhaps|possibly|wahrscheinlich|vermutlich|wohl|probablement|sans doute|peut-être"
    r"|probablemente|quizás?|provavelmente|talvez|probabilmente|forse)\b|でしょう|だろう|かもしれ|たぶん|おそらく|或许|也许|大概|可能",
    re.IGNORECASE,
)


# A value a result states: a rate, an amount, a decimal figure ("1.9%", "$2.15", "1,79 €", "5,130.43").
# Not a bare integer ("photo 1", "Q1"): an index or a label.
STATED_VALUE = re.compile(r"\d[.,]\d|\d\s?(?:%|€|\$|£|円|元|원)|[$€£¥₩]\s?\d")


def _stem(word: str) -> str:
    word = word.lower().strip("'’-")
    for suffix in ("ing", "ed", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    return word[:6]


def event_words(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(all salient words, the names among them) of a passage or a headline."""
    words: set[str] = set()
    names: set[str] = set()
    for match in _LATIN.finditer(text):
        raw = match.group()
        name = raw[0].isupper()  # a name, or a headline's first word (headlines start with names)
        if len(raw) < 3 or raw.lower() in _STOP:
            continue
        stem = _stem(raw)
        if stem in _STOP:
            continue
        words.add(stem)
        if name:
            names.add(stem)
    for run in _CJK_RUN.findall(text):
        pairs = set(_cjk_words(run))
        words |= pairs
        names |= pairs
    return frozenset(words), frozenset(names)


def _cjk_words(run: str) -> list[str]:
    """The words of a CJK run in order: its katakana words whole, the pairs of its other characters."""
    found: list[str] = []
    for match in _KATAKANA_WORD.finditer(run):
        piece = match.group()
        if "\u30a1" <= piece[0] <= "\u30fc":
            found.append(piece)
        else:
            found += [piece[i : i + 2] for i in range(len(piece) - 1)]
    return found


@dataclass(frozen=True, slots=True)
class Event:
    """An event the page says is still ahead: its passage, the date it is named by, and words."""

    passage: str
    when: str
    words: frozenset[str]
    names: frozenset[str]
    clause: frozenset[str]
    """The words of the sentence that dates the event."""


_STAMPED_ITEM = re.compile(
    r"^\s*\d{1,2}[./]\d{1,2}\.?(?:[./]\d{2,4})?\s*[:：\-–—|]|[(\[（]\s*\d{1,2}[./月]\d{1,2}日?\s*[)\]）]\s*$"
    # a day and a clock closing the item, as news lists print them: "... 08/01 23h43", "... 26.08 05:36"
    r"|\s\d{1,2}[./]\d{1,2}\.?\s+\d{1,2}[:h]\d{2}\s*$"
)


def is_preview(text: str) -> bool:
    """Whether a headline or title looks ahead ("expected", "set to", "?", "将", "予想", ...)."""
    return _PREVIEW.search(text) is not None


def _name_groups(headline: str) -> dict[str, int]:
    """Each capitalised word of a headline with the name it belongs to: capitalised words written
    one after another are one name ("Zackery Research")."""
    groups: dict[str, int] = {}
    group, last_end = 0, -2
    for match in _LATIN.finditer(headline):
        raw = match.group()
        if not raw[0].isupper():
            last_end = -2
            continue
        if not headline[last_end : match.start()].isspace():
            group += 1
        last_end = match.end()
        groups.setdefault(_stem(raw), group)
    return groups


def _lead_name(headline: str, groups: dict[str, int]) -> set[str]:
    """The words of the name a headline opens with ("Seidelmann Software SE" of "Seidelmann
    Software SE: Hauptversammlung beschloss ..."): whose result it states."""
    first = _LATIN.search(headline)
    if first is None or first.start() >= 2 or not first.group()[0].isupper():
        return set()
    lead = groups.get(_stem(first.group()))
    return {word for word, group in groups.items() if group == lead}


def same_subject(headline: str, event: Event) -> bool:
    """Whether the name a headline opens with is one the event's passage names ("Seidelmann
    Software SE: Hauptversammlung beschloss ..." and "Seidelmann Software SE: Hauptversammlung")."""
    return bool(_lead_name(headline, _name_groups(headline)) & event.names)


def _cjk_subject(headline: str, shared: frozenset[str]) -> set[str]:
    """The pairs that name a CJK headline's subject: its opening run, as far as the event shares it
    ("汇川湾科技" of "汇川湾科技限售股上市流通")."""
    run = _CJK_RUN.match(headline.lstrip())
    subject: set[str] = set()
    if run is None:
        return subject
    for word in _cjk_words(run.group()):
        if word not in shared:
            break
        subject.add(word)
    return subject


def _entities(stems: set[str] | frozenset[str], groups: dict[str, int]) -> set[str]:
    """`stems`, the words of one capitalised name of the headline counted as one."""
    return {word for word in stems if word not in groups} | {f"#{groups[word]}" for word in stems if word in groups}


# Any day serves: periods are compared by their part of the year, and by year only when both state it.
_SOME_DAY = date(2000, 1, 1)


def _periods(text: str) -> list[tuple[str, str | None]]:
    """(part of the year, stated year or None) of each reporting period `text` names: ('Q2', None)."""
    return [(p.label[4:], None if p.year_inferred else p.label[:4]) for p in find_periods(text, anchor=_SOME_DAY)]


def _other_period(headline: str, event: Event) -> bool:
    """Whether the headline names a reporting period and the event's passage names periods, none of
    them that one: "mejora tras un segundo trimestre sólido" is not the outcome of the third-quarter
    results "previsto el 01/11/2025"; "第1四半期営業益増" is not the 第2四半期決算 still ahead."""
    named = _periods(headline)
    ahead = _periods(event.passage) if named else []
    return bool(ahead) and not any(
        part == other and (year is None or other_year is None or year == other_year)
        for part, year in named for other, other_year in ahead
    )


def _same_period(headline: str, event: Event) -> bool:
    """Whether the headline names a reporting period the event's passage names too ("Q1 2026" in
    "Rheinwald meldete für das Q1 2026 ..." and "Rheinwald: Zahlen zum Q1 2026")."""
    named = _periods(headline)
    return bool(named) and any(
        part == other and (year is None or other_year is None or year == other_year)
        for part, year in named for other, other_year in _periods(event.passage)
    )


def outcome_match(headline: str, events: list[Event], *, own: bool = False) -> tuple[Event, frozenset[str]] | None:
    """The event whose outcome `headline` reports, with the shared words, or None (see module).
    `own`: the text is the page's own, held but not shown as prose, not a related headline."""
    if _PREVIEW.search(headline) or _STAMPED_ITEM.search(headline):
        return None
    words, names = event_words(headline)
    first = _LATIN.search(headline)
    subject = _stem(first.group()) if first is not None and first.start() < 2 else ""
    groups = _name_groups(headline)
    for event in events:
        shared = words & event.words
        if shared == words and words <= event.names:
            continue  # nothing but the event's names, and figures: a label ("Banco Serra Azul 180,25"), no report
        # beyond the headline's subject ("Central bank governor says ..." is not "central bank cuts
        # rates"; "汇川湾科技" alone names the company, not its event)
        cjk_subject = _cjk_subject(headline, shared)
        said = (shared & event.clause) - {subject} - cjk_subject
        named = (shared & names & event.names) - cjk_subject
        # a name said counts once, however many words it has ("Zackery Research"); so does a name
        # in the page's own held text (an image's alt, a hidden block): the page's own words about
        # its subject name it everywhere ("Straits Harbour Bank — photo 1")
        spoken = _entities(said, groups)
        entities = _entities(named, groups) if own else named
        # the page's own held text that shares only the event's names ("Northcote headquarters in
        # Derby" beside "Northcote will hold an investor day in Derby") says who and where, the
        # page's setting; an outcome shares what happens, a word the passage writes in lower case
        # (CJK has no case: its pairs are judged as before), unless it states a value; held text
        # that names the event's subject and its reporting period with a value is the period's result
        valued = own and STATED_VALUE.search(headline) is not None and bool(shared & _lead_name(headline, groups))
        if own and not shared - event.names and not any(_CJK_RUN.match(word) for word in shared) and not valued:
            continue
        if len(shared) >= 2 and (len(spoken) >= 2 or len(entities) >= 2) and not _other_period(headline, event):
            return event, shared
        if valued and _same_period(headline, event):
            return event, shared
    return None


def row_outcome(headline: str, event: Event) -> frozenset[str] | None:
    """The words a headline shares with a calendar row's event whose result it states, else None:
    it opens with the subject the row names, states a value, and shares a word of what happens that
    the row writes in lower case ("Telmaris: Dividende de 1.51 € par action approuvé" and the row
    "8 août | Telmaris : assemblée générale, vote du dividende"). A row names a kind of event many
    headlines share ("dividende", "results"): only its own subject ties another page's headline to it."""
    if _PREVIEW.search(headline) or _STAMPED_ITEM.search(headline) or STATED_VALUE.search(headline) is None:
        return None
    groups = _name_groups(headline)
    lead = _lead_name(headline, groups)
    if not lead & event.names or _other_period(headline, event):
        return None
    shared = event_words(headline)[0] & event.words
    return shared if shared - event.names - lead else None
