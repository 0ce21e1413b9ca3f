"""The one tokenizer for search: indexing and querying use the same terms on every backend.

Text is NFKC-normalised and case-folded, split into runs of letters and digits; runs of CJK
characters (Chinese, Japanese kana, Korean) become overlapping character bigrams, so a Chinese query
finds Chinese pages without a segmenter, identically on SQLite FTS5 and PostgreSQL. Because a query
is reduced to these plain terms before it reaches any SQL, FTS operators, quotes, column filters
and SQL metacharacters in user text have nothing to act on.
"""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")
MAX_TERM_LENGTH = 40


def _cjk_bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def terms(text: str) -> list[str]:
    """The search terms of `text`, in order (repeats kept: they are term frequencies)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    found: list[str] = []
    for word in _WORD.findall(folded):
        position = 0
        for match in _CJK.finditer(word):
            if match.start() > position:
                found.append(word[position : match.start()])
            found.extend(_cjk_bigrams(match.group()))
            position = match.end()
        if position < len(word):
            found.append(word[position:])
    return [term for term in found if len(term) <= MAX_TERM_LENGTH]


def query_terms(query: str) -> list[str]:
    """The distinct terms of a query, in first-seen order."""
    return list(dict.fromkeys(terms(query)))
