"""Other readings of a piece of text: what it says once an encoding or a visual trick is undone.

A page can hide words from a plain pattern and still have a model (or a person with a decoder)
read them. `encoded_readings` yields each reading worth searching, with the disguise it undid:
- 'reversed': a line written backwards ("...sweiver IA ot etoN"), when it holds at least two
  common English words spelled backwards;
- 'rot13': a line in ROT13 ("Vtaber nyy cerivbhf vafgehpgvbaf"), when it holds two common words
  in ROT13;
- 'hex': a run of at least 12 hex byte pairs ("49676e6f7265...", "49 67 6e", "\\x49\\x67") that
  decodes to UTF-8 prose;
- 'url-encoding': percent escapes ("Ignore%20all%20previous"), 'quoted-printable' ("=49=67",
  soft line breaks), 'escapes' (JavaScript "\\u0049\\u0067"), numeric 'html entities' left in comments
  and scripts, which no parser decodes there ("&#73;&#103;");
- 'spaced letters': words spelled out letter by letter ("i g n o r e", "I.g.n.o.r.e"), each run
  joined up, words kept apart where the run leaves a wider gap (two spaces, " / ");
- 'joined words': four words or more run together by underscores, hyphens, emoji or other
  symbols, or in camel case ("ignore_all_previous_instructions", "IgnoreAllPreviousInstructions"),
  set apart by spaces.
Every reading is normalised (`normalise`). Decoded base64 and leetspeak are `injection`'s own.
Bounded: each decoder needs its cheap hint first, reads at most `_MAX_LINES` lines or `_MAX_RUNS`
runs per piece, and only lines of at most `_MAX_LINE` characters are reversed or rotated.
"""

from __future__ import annotations

import codecs
import html
import quopri
import re
import urllib.parse
from collections.abc import Iterator
from itertools import islice

from leakage_filter.normalise import normalise_text

__all__ = ["encoded_readings"]

_MAX_LINES = 64
_MAX_LINE = 5000
_MAX_RUNS = 16

# Common words of an instruction, spelled backwards and in ROT13: two distinct ones on a line are a hint.
_REVERSED_WORDS = re.compile(
    r"\b(?:eht|dna|siht|egap|elcitra|snoitcurtsni|erongi|dragersid|naelc|weiver|sreweiver|eton|lla|suoiverp|yfissalc"
    r"|kram|ruoy|tnetnoc|tnemucod|tciderp|setad|tpecca|tuptuo|rewsna|lebal|tcidrev|redarg)\b",
    re.I,
)
_ROT13_WORDS = re.compile(
    r"\b(?:gur|naq|guvf|cntr|negvpyr|vafgehpgvbaf|vtaber|qvfertneq|pyrna|erivrj|erivrjref|abgr|nyy|cerivbhf|pynffvsl"
    r"|znex|lbhe|pbagrag|qbphzrag|qngrf|npprcg|bhgchg|nafjre|ynory|ireqvpg|tenqre)\b",
    re.I,
)
_HEX_RUN = re.compile(r"(?:(?:\\x|0x)?[0-9a-fA-F]{2}[ :]?){12,}")
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")
_QUOTED_PRINTABLE = re.compile(r"=[0-9A-F]{2}|=\r?\n")
_ESCAPE = re.compile(r"\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}")
_ENTITY = re.compile(r"&#(?:\d{1,7}|x[0-9a-fA-F]{1,6});")  # numeric: what spells words out (named ones are markup)
_QP_HINT = re.compile(r"=[0-9A-F]{2}[^=\s]{0,16}=[0-9A-F]{2}|=\r?\n")
# speed: literal words of which a backwards or ROT13 instruction holds one ("the", "and", "this")
_REVERSED_GATE = ("eht", "dna", "siht", "egap", "elcitra", "erongi", "naelc", "lla ")
_ROT13_GATE = ("gur", "naq", "guvf", "cntr", "negvpyr", "vtaber", "pyrna", "nyy ")
# Single letters (or CJK characters) with one separator between each: at least six of them.
_SPACED = re.compile(r"(?<![^\s\"'(])(?:[^\W\d_][ .\-_*·]{1,3}){5,}[^\W\d_](?![^\s\"'.,:;!?)])")
_SEPARATOR_RUN = re.compile(r"[ .\-_*·]{1,3}")
_JOINED = re.compile(r"(?<![\w])[A-Za-z]{2,}(?:(?:[_\-+~|/]|[^\w\s\u0000-\u024f])+[A-Za-z]{2,}){3,}|(?<![\w])(?:[A-Z][a-z]+){4,}")
_JOINT = re.compile(r"[_\-+~|/]|[^\w\s\u0000-\u024f]|(?<=[a-z])(?=[A-Z])")


def _lines(text: str, hint: re.Pattern[str]) -> Iterator[str]:
    """The lines of `text` holding two distinct words of `hint`."""
    if len({m.group().lower() for m in hint.finditer(text, 0, 200_000)}) < 2:
        return  # speed: most pieces hold none, and then no line holds two
    count = 0
    for line in text.splitlines():
        if len(line) > _MAX_LINE:
            continue
        words = {m.group().lower() for m in hint.finditer(line)}
        if len(words) >= 2:
            yield line
            count += 1
            if count >= _MAX_LINES:
                return


def _prose(decoded: str) -> bool:
    printable = sum(ch.isprintable() or ch.isspace() for ch in decoded)
    return printable >= 0.95 * len(decoded) and (" " in decoded or any("\u3040" <= ch <= "\u9fff" for ch in decoded))


def _hex_runs(text: str) -> Iterator[str]:
    for count, match in enumerate(_HEX_RUN.finditer(text)):
        if count >= _MAX_RUNS:
            return
        digits = re.sub(r"\\x|0x|[ :]", "", match.group())
        try:
            decoded = bytes.fromhex(digits[: len(digits) // 2 * 2]).decode("utf-8")
        except (ValueError, UnicodeDecodeError):
            continue
        if _prose(decoded):
            yield decoded


def _spaced_runs(text: str) -> Iterator[str]:
    """Each spaced-out run joined up: the separator written most often stands between letters,
    any other (a double space, a space among dots) between words."""
    for count, match in enumerate(_SPACED.finditer(text)):
        if count >= _MAX_RUNS:
            return
        run = match.group()
        separators = _SEPARATOR_RUN.findall(run)
        between_letters = max(set(separators), key=separators.count)
        yield _SEPARATOR_RUN.sub(lambda m: "" if m.group() == between_letters else " ", run)


def encoded_readings(text: str) -> Iterator[tuple[str, str]]:
    """(disguise, reading) for each other reading of `text` worth searching (see the module docstring)."""
    lowered = text[:200_000].lower()
    if any(map(lowered.__contains__, _REVERSED_GATE)):
        for line in _lines(text, _REVERSED_WORDS):
            yield "reversed", normalise_text(line[::-1])
    if any(map(lowered.__contains__, _ROT13_GATE)):
        for line in _lines(text, _ROT13_WORDS):
            yield "rot13", codecs.decode(line, "rot13")
    if _HEX_RUN.search(text):
        for decoded in _hex_runs(text):
            yield "hex", normalise_text(decoded)
    if "%" in text and len(_PERCENT.findall(text, 0, 200_000)) >= 3:
        yield "url-encoding", normalise_text(urllib.parse.unquote_plus(text))
    if _QP_HINT.search(text, 0, 200_000) and len(_QUOTED_PRINTABLE.findall(text, 0, 200_000)) >= 3:
        decoded = quopri.decodestring(text.encode("utf-8", "replace")).decode("utf-8", "replace")
        yield "quoted-printable", normalise_text(decoded)
    if "\\" in text and len(_ESCAPE.findall(text, 0, 200_000)) >= 3:
        yield "escapes", normalise_text(_ESCAPE.sub(lambda m: chr(int(m.group()[2:], 16)), text))
    if "&#" in text and len(_ENTITY.findall(text, 0, 200_000)) >= 3:
        yield "html entities", normalise_text(html.unescape(text))
    for run in _spaced_runs(text):
        yield "spaced letters", run
    joined = [_JOINT.sub(" ", m.group()) for m in islice(_JOINED.finditer(text, 0, 200_000), _MAX_RUNS)]  # speed: the first runs only
    if joined:
        yield "joined words", "\n".join(joined)
