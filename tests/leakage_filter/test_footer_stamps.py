"""A "Last update:" stamp in the site's footer dates the version served: after t it is a leak,
though other footer dates ("© 2026") stay the site's and are ignored."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE, _T = datetime(2021, 8, 27, 16, 0, tzinfo=UTC), datetime(2021, 8, 27, 18, 0, tzinfo=UTC)


def _page(footer: str, lang: str = "en-US") -> str:
    return (f"<html lang='{lang}'><body><article><h1>Monetary policy statement</h1><p>August 27, 2021</p>"
            "<p>The committee left its policy settings unchanged.</p></article>"
            f"<footer><p>Contact us · Privacy</p><p>{footer}</p></footer></body></html>")


def test_a_footer_update_stamp_after_t_is_a_leak() -> None:
    for footer in ("Last update: August 29, 2021 08:13", "Page last updated 29 August 2021"):
        verdict = judge(_page(footer), t=_T, page=_PAGE)
        assert verdict.label == "leak" and "updated_after_t" in verdict.reason, footer


def test_a_footer_update_before_t_and_a_copyright_year_are_fine() -> None:
    for footer in ("Last update: August 27, 2021 11:40", "© 2007-2022 Central Bank"):
        verdict = judge(_page(footer), t=_T, page=_PAGE)
        assert verdict.label == "clean", (footer, verdict.reason)


def test_a_footer_update_of_the_pages_own_local_day_is_its_publication() -> None:
    # Stored 20:26Z on 28 May = 01:56 on 29 May in India; the footer's day-only 29 May is that day.
    html = ("<html lang='en-IN'><body><article><h1>Policy statement</h1><p>29 May 2025, 01:56 IST</p>"
            "<p>The committee left its policy settings unchanged.</p></article>"
            "<footer><p>Last update: 29 May 2025</p></footer></body></html>")
    verdict = judge(html, t=datetime(2025, 5, 28, 21, 6, tzinfo=UTC), page=datetime(2025, 5, 28, 20, 26, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason


def test_a_site_notice_about_another_document_is_not_the_pages_stamp() -> None:
    verdict = judge(_page("We use cookies. Our cookie policy was updated on August 30, 2021."), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_footer_site_update_stamp_after_t_is_a_leak_in_any_language() -> None:
    for footer, lang in (("Site updated: August 29, 2021 08:13 UTC", "en-US"),
                         ("Site atualizado em: 29 de agosto de 2021 às 10h47", "pt-BR"),
                         ("Seite aktualisiert am 29. August 2021, 10:47 Uhr", "de-DE"),
                         ("Página actualizada el 29 de agosto de 2021", "es-ES")):
        verdict = judge(_page(footer, lang), t=_T, page=_PAGE)
        assert verdict.label == "leak", (footer, verdict.reason)


def test_a_footer_site_update_stamp_before_t_is_clean() -> None:
    for footer, lang in (("Site updated: August 27, 2021 11:40 UTC", "en-US"), ("Site atualizado em: 26 de agosto de 2021 às 10h47", "pt-BR")):
        verdict = judge(_page(footer, lang), t=_T, page=_PAGE)
        assert verdict.label == "clean", (footer, verdict.reason)


def test_a_stamp_word_after_another_noun_is_no_stamp() -> None:
    # "a trading update on" names an event, not the copy's stamp; forward, it is a plan
    verdict = judge(_page("Investor day trading update on August 29, 2021"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
