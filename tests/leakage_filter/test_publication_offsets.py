"""An addendum dated only by its distance from the page's own publication, in languages other
than English: "deux semaines après la publication initiale", "本文发布三天后", "게재 이틀 뒤"."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from leakage_filter.publication_offsets import publication_offsets

from .conftest import judge

_PAGE, _T = datetime(2025, 3, 4, 9, 0, tzinfo=UTC), datetime(2025, 3, 4, 18, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        ("Mise à jour : trois jours après la publication initiale, le groupe a confirmé l'accord.", 3),
        ("Addendum : le lendemain de la mise en ligne de cet article, le titre a reculé.", 1),
        ("Actualización: una semana después de la publicación original, la empresa retiró la oferta.", 7),
        ("Atualização: dois dias depois da publicação desta nota, a companhia desistiu.", 2),
        ("Aggiornamento: cinque giorni dopo la pubblicazione, la società ha ritirato l'offerta.", 5),
        ("Nachtrag: zwei Wochen nach Veröffentlichung dieses Artikels zog der Konzern das Angebot zurück.", 14),
        ("Naschrift: drie dagen na publicatie van dit bericht trok het bedrijf het bod in.", 3),
        ("Uppdatering: två dagar efter publiceringen drog bolaget tillbaka budet.", 2),
        ("Aktualizacja: dwa dni po publikacji spółka wycofała ofertę.", 2),
        ("Обновление: через три дня после публикации компания отозвала предложение.", 3),
        ("Güncelleme: yazının yayınlanmasından iki gün sonra şirket teklifi geri çekti.", 2),
        ("Pembaruan: dua hari setelah artikel ini diterbitkan, perusahaan membatalkan tawaran.", 2),
        ("Cập nhật: ba ngày sau khi bài viết được đăng, công ty đã rút lại đề nghị.", 3),
        ("更新：本文发布三天后，该公司撤回了收购要约。", 3),
        ("補充：本報導刊出後兩週，公司宣布撤回。", 14),
        ("追記：記事の掲載から2日後、同社は提案を撤回した。", 2),
        ("업데이트: 이 기사 게재 이틀 뒤 회사는 제안을 철회했다.", 2),
    ],
)
def test_a_span_after_the_own_publication_is_read(sentence: str, span: int) -> None:
    assert [delta for _, _, delta in publication_offsets(sentence)] == [timedelta(days=span)]


@pytest.mark.parametrize(
    "sentence",
    [
        "Deux jours après la publication de ses résultats, le titre a reculé de 3 %.",  # the company's report
        "Dos días después de la publicación del informe anual, la acción cayó.",
        "Zwei Tage nach Veröffentlichung der Quartalszahlen fiel die Aktie.",
        "Drie dagen na publicatie van de jaarcijfers daalde het aandeel.",
        "公司发布财报两天后，股价下跌。",  # no word for this article: the company's report
        "Le groupe publiera ses comptes deux jours après l'assemblée.",
    ],
)
def test_spans_from_something_else_are_not_read(sentence: str) -> None:
    assert list(publication_offsets(sentence)) == []


def test_an_addendum_later_than_t_rejects_the_page() -> None:
    page = ("<html lang='fr'><body><article><h1>Valdor rachète ses actions</h1><p>Publié le 4 mars 2025 à 10h00</p>"
            "<p>Valdor lance un programme de rachat d'actions.</p>"
            "<p>Précision : deux jours après la première publication, Valdor a renoncé au rachat.</p>"
            "</article></body></html>")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "leak" and "updated_after_t" in verdict.reason
    assert judge(page, t=_PAGE + timedelta(days=3), page=_PAGE).label != "leak"  # written before that t


@pytest.mark.parametrize(
    "note",
    [
        "Nachtrag – zwei Tage nach Erscheinen dieses Artikels: Valdor verzichtete auf den Rückkauf.",
        "Update: two days after this story was first published, Valdor dropped the buyback.",
    ],
)
def test_an_addendum_counted_from_the_page_and_over_by_t_is_a_version_before_t(note: str) -> None:
    page = ("<html><body><article><h1>Valdor buys back shares</h1>"
            f"<p>Valdor starts a share buyback programme.</p><p>{note}</p></article></body></html>")
    # the update's day (6 March) had ended everywhere by t: this version was made before t
    assert judge(page, t=datetime(2025, 3, 7, 12, 0, tzinfo=UTC), page=_PAGE).label == "clean"
    # while that day may still be under way at t, it is not known to be before t
    assert judge(page, t=datetime(2025, 3, 6, 20, 0, tzinfo=UTC), page=_PAGE).label != "clean"
    assert judge(page, t=datetime(2025, 3, 5, 20, 0, tzinfo=UTC), page=_PAGE).label == "leak"


def test_a_span_after_publication_in_a_plan_is_no_update() -> None:
    def gazette(sentence: str) -> str:
        return ("<html lang='es-MX'><body><article><h1>Reglamento de Mercados</h1><p>Publicado el 14 de febrero de 2025</p>"
                f"<p>{sentence}</p></article></body></html>")

    stored, t = datetime(2025, 2, 14, 18, 0, tzinfo=UTC), datetime(2025, 2, 15, 16, 0, tzinfo=UTC)
    plan = judge(gazette("TRANSITORIO ÚNICO. El presente Reglamento entrará en vigor al día siguiente de su publicación."), t=t, page=stored)
    assert plan.label == "clean", plan.reason  # when the rule takes effect, not when the page changed
    update = judge(gazette("Actualización: al día siguiente de su publicación, el ayuntamiento retiró el reglamento."), t=t, page=stored)
    assert update.label != "clean", update.reason
