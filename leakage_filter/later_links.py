"""Links to the entry that comes after this one: the headline of a later page.

A mailing-list archive, a blog or a forum prints the subject of the next message ("Next message
(by thread): Re: Feed cutover: postponed after the test failures"), the newer post ("Newer post:
...") or the following article beside the entry itself. That subject was written after the entry,
by whoever wrote the next one: it is another page's headline, not the page's own text, and
`chrome` puts it in the `related` zone, where a later date or a reported outcome of an event the
entry still looks forward to is a later fact on the page as served. The label itself is not read
("Next" is no forward-looking cue for the subject's dates): `chrome` keeps the subject alone. A
link back ("Previous message", "Older post") names an earlier entry and stays content. A site's
pager (a `nav`, chrome otherwise) is read the same way: its "next story" link is another page.
"""

from __future__ import annotations

import re

__all__ = ["later_entry_subject"]

_LATER_ENTRY = re.compile(
    r"^\W{0,3}(?:next|newer|following)\s+(?:message|post|entry|article|story|topic|thread|item|reply|episode|issue)s?"
    r"(?:\s+in\s+(?:the\s+)?thread)?(?:\s*\([^)]{0,30}\))?\s*[:»›>→|–—-]+\s*(?=\S)",
    re.IGNORECASE,
)
# A pager's link to the following story, in the other languages read ("Siguiente noticia:",
# "Article suivant :", "Nächster Artikel:", "次の記事:", "下一篇:", "다음 기사:"), anywhere in its line:
# a pager prints the link back first ("← Article précédent: ... Article suivant: ..."), so the
# subject is what follows the label, and the link back before it is left out.
_NEXT_LABEL = re.compile(
    r"(?:^|(?<=[\s←‹«|·]))(?:next\s+(?:article|story|post)|siguiente\s+(?:noticia|artículo|entrada)|(?:noticia|artículo|entrada)"
    r"\s+siguiente|(?:article|billet)\s+suivant|actualité\s+suivante|nächste[rs]?\s+(?:Artikel|Beitrag|Meldung|Nachricht)"
    r"|articolo\s+successivo|prossimo\s+articolo|notizia\s+successiva|próxim[oa]\s+(?:notícia|artigo|matéria)"
    r"|(?:notícia|artigo)\s+seguinte|volgend(?:e)?\s+(?:artikel|bericht)|次の記事|次のニュース|下一篇(?:文章)?|下一[条則则]"
    r"|다음\s?(?:기사|글))\s*[:：»›>→|–—-]+\s*(?=\S)",
    re.IGNORECASE,
)
_PREVIOUS = re.compile(r"previous|prev\b|older|précédent|anterior|前の記事|前のニュース|上一篇|上一[条則则]|vorherige|precedente|이전",
                       re.IGNORECASE)
_MAX_BEFORE = 200
_MAX_LINE = 300


def later_entry_subject(line: str) -> str | None:
    """The subject of the entry after this one when `line` names it ("Next message: Re: ..." ->
    "Re: ..."), else None."""
    if len(line) > _MAX_LINE:
        return None
    label = _LATER_ENTRY.match(line) or _NEXT_LABEL.search(line)
    if label is None:
        return None
    before = line[: label.start()]
    # only a pager's link back may stand before it (its text is left out with the label)
    if before.strip(" ←‹«|·-") and (len(before) > _MAX_BEFORE or _PREVIOUS.search(before) is None):
        return None
    return line[label.end():]
