"""A reader comment's header, "handle | date, time" (`leakage_filter.entry_headers.handle_stamp`),
where a CMS sets the time after a comma or a dash ("trader_ath | 5 Μαΐου 2026, 02:07",
"elbolsista | viernes, 10 de julio de 2026 - 15:22") or ends it with the word for o'clock ("HansW
25. Mai 2026 um 20:52 Uhr"): the comment's own stamp. A comment stamped after t leaks; the same
thread with every comment before t is clean, and the same date and time in a sentence or a
schedule's line ("Nächster Termin: ...") stays a plan."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE = datetime(2026, 5, 20, 8, 0, tzinfo=UTC)
_T = datetime(2026, 5, 22, 12, 0, tzinfo=UTC)


def _article(lang: str, title: str, byline: str, body: str, heading: str, stamp: str, comment: str) -> str:
    # a print view: the comments follow the story (several paragraphs) in its one column, headed by a bold line
    paragraphs = "".join(f"<p>{body} ({n})</p>" for n in range(1, 8))
    return (f'<html lang="{lang}"><body><div style="width:680px"><h2>{title}</h2><div class="meta">{byline}</div>'
            f"{paragraphs}<p><b>{heading}</b></p><p>{stamp}<br/>{comment}</p><p>© 2026</p></div></body></html>")


_THREADS = [
    ("el", "Η Αιγαίο Ενέργεια αυξάνει το μέρισμα", "Δημοσιεύθηκε 20 Μαΐου 2026, 09:00",
     "Η Αιγαίο Ενέργεια αυξάνει το μέρισμα κατά τέσσερα τοις εκατό.",
     "Σχόλια", "trader_ath | 25 Μαΐου 2026, 02:07", "trader_ath | 21 Μαΐου 2026, 14:07", "Περιμένω διόρθωση."),
    ("es", "Grupo Andino eleva el dividendo", "Publicado miércoles, 20 de mayo de 2026 - 09:00",
     "Grupo Andino eleva su dividendo un cuatro por ciento.",
     "Comentarios", "elbolsista | lunes, 25 de mayo de 2026 - 15:22", "elbolsista | jueves, 21 de mayo de 2026 - 15:22",
     "Yo sigo a largo plazo."),
    ("de", "Hansa Logistik erhöht die Dividende", "Veröffentlicht am 20. Mai 2026 um 09:00 Uhr",
     "Hansa Logistik erhöht die Dividende um vier Prozent.",
     "Kommentare", "HansW 25. Mai 2026 um 20:52 Uhr", "HansW 21. Mai 2026 um 20:52 Uhr", "Zahlen gut, Bewertung sportlich."),
]
_FIELDS = ("lang", "title", "byline", "body", "heading", "after", "before", "comment")


@pytest.mark.parametrize(_FIELDS, _THREADS)
def test_a_comment_stamped_after_t_leaks(lang: str, title: str, byline: str, body: str, heading: str, after: str,
                                         before: str, comment: str) -> None:
    verdict = judge(_article(lang, title, byline, body, heading, after, comment), t=_T, page=_PAGE)
    assert verdict.reason.startswith("entry_date_after_t"), verdict.reason


@pytest.mark.parametrize(_FIELDS, _THREADS)
def test_the_same_comment_stamped_before_t_is_clean(lang: str, title: str, byline: str, body: str, heading: str,
                                                    after: str, before: str, comment: str) -> None:
    verdict = judge(_article(lang, title, byline, body, heading, before, comment), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


@pytest.mark.parametrize("line", [
    "Die Hauptversammlung findet am 25. Mai 2026 um 10:00 Uhr statt.",
    "Nächster Termin: Hauptversammlung am 25. Mai 2026, 10:00 Uhr",
])
def test_the_same_date_and_time_in_a_sentence_or_a_schedule_line_stays_a_plan(line: str) -> None:
    page = _article("de", "Hansa Logistik erhöht die Dividende", "Veröffentlicht am 20. Mai 2026 um 09:00 Uhr",
                    "Hansa Logistik erhöht die Dividende um vier Prozent.", "Ausblick", line, "Einladung folgt.")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
