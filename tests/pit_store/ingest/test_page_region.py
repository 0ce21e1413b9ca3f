"""`page_region`: the day order and zone a page declares by its language tag or its site's domain."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from pit_store.ingest.page_region import page_region, site_host


def test_the_tag_region_wins_over_the_domain() -> None:
    region = page_region("en-IN", "https://news.example.co.uk/a")
    assert (region.order, region.zone) == ("DMY", ZoneInfo("Asia/Kolkata"))


def test_the_country_domain_speaks_when_the_tag_has_no_region() -> None:
    region = page_region("en", "https://www.valor.com.br/x")
    assert (region.order, region.zone) == ("DMY", ZoneInfo("America/Sao_Paulo"))


def test_a_language_alone_settles_the_order_but_no_zone() -> None:
    region = page_region("pt", "https://site.com/x")
    assert region.order == "DMY" and region.zone is None


def test_a_reserved_test_name_is_taken_off_before_the_country_domain_is_read() -> None:
    assert site_host("https://research.in.example/story") == "research.in"
    assert page_region("", "https://research.in.example/story").zone == ZoneInfo("Asia/Kolkata")
    # a bare reserved name leaves no country to read
    assert page_region("", "https://www.example/x").zone is None
    assert site_host("http://[::1") == ""
