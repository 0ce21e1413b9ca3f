"""A cookie banner that reports a policy change dated after t (`site_notices`): the copy was
served after t; the same notice dated before t, or announcing a change ahead, is chrome."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.site_notices import policy_change_notice

from .conftest import judge

_T = datetime(2024, 5, 10, 12, 0, tzinfo=UTC)
_PAGE = datetime(2024, 5, 2, 8, 0, tzinfo=UTC)


def _page(banner: str) -> str:
    return ("<html><body><div id=\"cookie-banner\" class=\"cookie-banner\"><p>" + banner + "</p>"
            "<button>OK</button></div><main><h1>Le port de Brest agrandit son terminal</h1>"
            "<p>Les travaux du nouveau quai ont commencé, selon la direction du port.</p></main></body></html>")


@pytest.mark.parametrize("banner", [
    "Nous utilisons des cookies. Notre politique de confidentialité a été mise à jour le 2 juin 2024.",
    "Wir verwenden Cookies. Wir haben unsere Datenschutzerklärung am 2. Juni 2024 aktualisiert.",
    "Usamos cookies. Atualizamos nossa Política de Privacidade em 2 de junho de 2024.",
])
def test_a_policy_change_notice_dated_after_t_dates_the_copy_served(banner: str) -> None:
    verdict = judge(_page(banner), t=_T, page=_PAGE)
    assert verdict.label in ("leak", "ambiguous"), verdict.reason


def test_the_same_notice_dated_before_t_is_clean() -> None:
    banner = "Nous utilisons des cookies. Notre politique de confidentialité a été mise à jour le 2 avril 2024."
    assert judge(_page(banner), t=_T, page=_PAGE).label == "clean"


def test_a_change_announced_ahead_or_a_plain_consent_line_is_no_notice() -> None:
    assert not policy_change_notice("Our privacy policy will be updated on 2 June 2024.")
    assert not policy_change_notice("Nous utilisons des cookies pour mesurer l'audience.")
    assert policy_change_notice("プライバシーポリシーを2024年6月2日に改定しました。")
