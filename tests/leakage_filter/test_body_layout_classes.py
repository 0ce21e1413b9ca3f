"""The `<body>` element's classes name the page's layout ("one-sidebar sidebar-second"), not a module
(`chrome._declared_zone`): the article under it is content. Counterpart: a block named "sidebar"
inside the body is still a related module."""

from __future__ import annotations

from leakage_filter.chrome import page_view

_ARTICLE = ("<div id='main'><h1>Kestrel Rail adds night services</h1><p>Kestrel Rail said it would run "
            "two extra night services between the coast and the capital from next month.</p></div>")


def test_a_layout_class_on_the_body_zones_nothing() -> None:
    view = page_view(f"<html><body class='page one-sidebar sidebar-second'>{_ARTICLE}</body></html>")
    assert "Kestrel Rail said" in view.zone_text("content")


def test_a_sidebar_block_is_still_related() -> None:
    view = page_view(f"<html><body>{_ARTICLE}<div class='sidebar'><p>Harbour Line cuts fares again</p></div></body></html>")
    assert "Harbour Line" in view.zone_text("related") and "Kestrel Rail said" in view.zone_text("content")
