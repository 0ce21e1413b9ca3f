"""An event's result held for machines on the element that lists the event: `<p data-actual="3.226%">
30-year JGB auction is scheduled for 5 July</p>`, `<tr data-result="$2.95">`.

A calendar or an events list is often filled by a script from a feed: each item carries its fields
as `data-*` attributes, and the "actual" or "result" field is set once the event has happened (a
widget shows it, a reader of the text does not). An element whose text dates its event after t and
whose result attribute already holds a figure was written after the event, whatever its text says.

`result_attributes(tree)` reads every element whose attribute is named as the event's outcome
(`data-actual`, `data-result`, `data-outcome`, `data-reported`, `data-eps-actual`,
`data-actual-value`) and holds a figure ("3.226%", "$2.95", "1.07", "15"): the attribute and the
element's text. A name that also says the figure is an expectation or a standing one
(`data-actual-forecast`, `data-previous`, `data-consensus`) or a count or a reference
(`data-result-count`, `data-result-id`) is no result; nor is an empty, dashed or zero placeholder
("", "—", "0", "TBD"), which is what a feed sets before the event.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lxml.html import HtmlElement

from leakage_filter.normalise import normalise_text

__all__ = ["HeldResult", "result_attributes"]

_RESULT_NAME = re.compile(
    r"data-(?:[a-z0-9]+[-_])*(?:actual|result|outcome|reported)(?:[-_](?:value|figure|print))?", re.IGNORECASE
)
# Words of a name that make its figure an expectation, a standing figure or a reference, not the result.
_NOT_RESULT = re.compile(
    r"forecast|consensus|expect\w*|estimate[sd]?|previous|prior|prev|count|index|id|url|type|format|label|text", re.I
)
# A figure: an optional sign and currency, digits, an optional unit ("3.226%", "$2.95", "1,070원", "2.85x").
_FIGURE = re.compile(r"[-+−]?[$€£¥₩]?\s?\d[\d.,]*\s?(?:%|％|bps?|x|倍|円|元|원|€|\$|£|p)?", re.IGNORECASE)
_PART = re.compile(r"[-_]")
_ZERO = re.compile(r"[-+−]?0(?:[.,]0*)?")
_MAX_TEXT = 400  # an item or a row: a longer element is a section, not one event's entry


@dataclass(frozen=True, slots=True)
class HeldResult:
    """A result attribute and the text of the element it stands on."""

    name: str
    value: str
    text: str
    """The element's text, normalised, its pieces joined by single spaces."""


def _result_value(name: str, value: str) -> bool:
    """Whether attribute `name` holds an event's result figure (see the module docstring)."""
    if _RESULT_NAME.fullmatch(name) is None or any(_NOT_RESULT.fullmatch(part) for part in _PART.split(name[5:])):
        return False
    value = value.strip()
    return _FIGURE.fullmatch(value) is not None and _ZERO.fullmatch(value) is None


def result_attributes(tree: HtmlElement) -> tuple[HeldResult, ...]:
    """Every element of `tree` holding its event's result in a `data-*` attribute, with its text."""
    found: list[HeldResult] = []
    for element in tree.iter():
        if not isinstance(element.tag, str) or not element.attrib:
            continue
        for name, value in element.attrib.items():
            if name.startswith("data-") and _result_value(name, value):
                text = " ".join(normalise_text(" ".join(element.itertext())).split())
                if text and len(text) <= _MAX_TEXT:
                    found.append(HeldResult(name=name, value=value.strip(), text=text))
                break
    return tuple(found)
