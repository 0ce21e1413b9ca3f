"""A site's pager names the story after this one ("Article suivant : ...", "次の記事: ...",
"Siguiente noticia: ..."), in its nav, after the link back: that headline and its stamp belong to a
later page (`later_links`); a later stamp there rejects, an earlier one or a link back does not."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.later_links import later_entry_subject

from .conftest import judge

_PAGE = datetime(2025, 11, 3, 8, 0, tzinfo=UTC)
_T = datetime(2025, 11, 5, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("line", "subject"),
    [
        ("← Article précédent : Orbis recule Article suivant : Lumen publie ses ventes 6 novembre 2025 →",
         "Lumen publie ses ventes 6 novembre 2025 →"),
        ("← 前の記事: 北斗化学が続落 次の記事: 南海電工が急伸 2025年11月6日 9:10", "南海電工が急伸 2025年11月6日 9:10"),
        ("Siguiente noticia: Iberluz dispara su beneficio", "Iberluz dispara su beneficio"),
        ("Nächster Artikel: Rheinstahl hebt Prognose", "Rheinstahl hebt Prognose"),
        ("下一篇：华远科技三季度净利增长", "华远科技三季度净利增长"),
    ],
)
def test_the_next_story_is_cut_from_the_pager(line: str, subject: str) -> None:
    assert later_entry_subject(line) == subject


@pytest.mark.parametrize(
    "line",
    [
        "Article précédent : Orbis recule",  # a link back only
        "We come back to it in the next article: margins first.",  # prose, not a pager
        "Markets | Economy | Next story: Oil slides",  # a menu before it, not a link back
    ],
)
def test_prose_and_links_back_are_left_alone(line: str) -> None:
    assert later_entry_subject(line) is None


def _story(stamp: str) -> str:
    return (
        "<html lang='fr'><head><title>Orbis relève ses objectifs</title>"
        "<meta property='article:published_time' content='2025-11-03T08:00:00Z'></head><body><article>"
        "<h1>Orbis relève ses objectifs</h1><p>Publié le 3 novembre 2025 à 9h00</p>"
        "<p>Le groupe Orbis a relevé lundi ses objectifs annuels après un bon troisième trimestre.</p></article>"
        "<nav class='pager'><a rel='prev' href='/a/1'>← Article précédent : Vallée Énergie recule</a> "
        f"<a rel='next' href='/a/3'>Article suivant : Lumen publie ses ventes <time>{stamp}</time> →</a></nav>"
        "</body></html>"
    )


def test_a_next_story_stamped_after_t_rejects_and_one_before_t_does_not() -> None:
    assert judge(_story("7 novembre 2025 à 10h15"), t=_T, page=_PAGE).label != "clean"
    assert judge(_story("4 novembre 2025 à 10h15"), t=_T, page=_PAGE).label == "clean"
