"""Where a page says it is from: its language tag's region, else its URL's country domain.

A page declares its region in `<html lang="en-IN">`, or its site's country domain says it (`.co.uk`,
`.com.au`, `.de`). The region settles what a date alone leaves open: the day/month order of a
numeric date ("07/04/2025": 7 April on an Indian page) and which zone a name several zones share
stands for ("IST" on an Indian page is India's time). The language alone (`de`, `fr`, `ja`) settles
the order only: a language is spoken in several zones. The tables are shared with the leakage
rules' reading of a page's locale (`leakage_filter.page_locale`).
"""

from __future__ import annotations

from typing import Literal, NamedTuple
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from pit_store.ingest.region_hints import zone_from_words

__all__ = ["DOMAINS", "LANGUAGES", "REGIONS", "DayOrder", "PageRegion", "page_region", "region_evidence", "site_host",
           "year_first"]

DayOrder = Literal["DMY", "MDY"]

REGIONS: dict[str, tuple[DayOrder | None, str]] = {
    "gb": ("DMY", "Europe/London"), "uk": ("DMY", "Europe/London"), "ie": ("DMY", "Europe/Dublin"),
    "us": ("MDY", "America/New_York"), "ca": (None, "America/Toronto"), "au": ("DMY", "Australia/Sydney"),
    "nz": ("DMY", "Pacific/Auckland"), "in": ("DMY", "Asia/Kolkata"), "sg": ("DMY", "Asia/Singapore"),
    "hk": ("DMY", "Asia/Hong_Kong"), "za": ("DMY", "Africa/Johannesburg"), "de": ("DMY", "Europe/Berlin"),
    "at": ("DMY", "Europe/Vienna"), "ch": ("DMY", "Europe/Zurich"), "fr": ("DMY", "Europe/Paris"),
    "be": ("DMY", "Europe/Brussels"), "es": ("DMY", "Europe/Madrid"), "mx": ("DMY", "America/Mexico_City"),
    "ar": ("DMY", "America/Argentina/Buenos_Aires"), "it": ("DMY", "Europe/Rome"), "nl": ("DMY", "Europe/Amsterdam"),
    "cn": ("DMY", "Asia/Shanghai"), "tw": ("DMY", "Asia/Taipei"), "jp": ("DMY", "Asia/Tokyo"),
    "kr": ("DMY", "Asia/Seoul"), "br": ("DMY", "America/Sao_Paulo"), "pt": ("DMY", "Europe/Lisbon"),
    "cl": ("DMY", "America/Santiago"), "co": ("DMY", "America/Bogota"), "pe": ("DMY", "America/Lima"),
    "ng": ("DMY", "Africa/Lagos"), "ke": ("DMY", "Africa/Nairobi"), "gh": ("DMY", "Africa/Accra"),
    "my": ("DMY", "Asia/Kuala_Lumpur"), "pk": ("DMY", "Asia/Karachi"), "ae": ("DMY", "Asia/Dubai"),
    "bd": ("DMY", "Asia/Dhaka"), "lk": ("DMY", "Asia/Colombo"), "il": ("DMY", "Asia/Jerusalem"),
    "pl": ("DMY", "Europe/Warsaw"), "cz": ("DMY", "Europe/Prague"), "sk": ("DMY", "Europe/Bratislava"),
    "se": ("DMY", "Europe/Stockholm"), "no": ("DMY", "Europe/Oslo"), "dk": ("DMY", "Europe/Copenhagen"),
    "fi": ("DMY", "Europe/Helsinki"), "gr": ("DMY", "Europe/Athens"), "tr": ("DMY", "Europe/Istanbul"),
    "ua": ("DMY", "Europe/Kyiv"), "th": ("DMY", "Asia/Bangkok"), "vn": ("DMY", "Asia/Ho_Chi_Minh"),
    "ru": ("DMY", "Europe/Moscow"), "id": ("DMY", "Asia/Jakarta"),
}  # fmt: skip
"""Region code -> (numeric day order, zone). Canada writes both orders: no order."""
LANGUAGES: dict[str, tuple[DayOrder, str | None]] = {
    "de": ("DMY", "Europe/Berlin"), "fr": ("DMY", "Europe/Paris"), "es": ("DMY", "Europe/Madrid"),
    "it": ("DMY", "Europe/Rome"), "nl": ("DMY", "Europe/Amsterdam"), "ja": ("DMY", "Asia/Tokyo"),
    "zh": ("DMY", "Asia/Shanghai"), "ko": ("DMY", "Asia/Seoul"),
    "pt": ("DMY", None),  # day first in Brazil and Portugal alike; their clocks differ by hours: no zone
}  # fmt: skip
"""Language -> (order, the zone its main country uses)."""
DOMAINS: tuple[tuple[str, str], ...] = (
    (".co.uk", "gb"), (".org.uk", "gb"), (".ac.uk", "gb"), (".uk", "gb"), (".ie", "ie"), (".com.au", "au"),
    (".au", "au"), (".co.nz", "nz"), (".nz", "nz"), (".in", "in"), (".sg", "sg"), (".hk", "hk"), (".co.za", "za"), (".de", "de"),
    (".at", "at"), (".ch", "ch"), (".fr", "fr"), (".be", "be"), (".es", "es"), (".mx", "mx"), (".it", "it"),
    (".nl", "nl"), (".cn", "cn"), (".tw", "tw"), (".jp", "jp"), (".kr", "kr"), (".br", "br"), (".pt", "pt"),
    (".ng", "ng"), (".ke", "ke"), (".gh", "gh"), (".my", "my"), (".pk", "pk"), (".ae", "ae"),
    (".bd", "bd"), (".lk", "lk"), (".il", "il"), (".pl", "pl"), (".cz", "cz"), (".sk", "sk"), (".se", "se"),
    (".no", "no"), (".dk", "dk"), (".fi", "fi"), (".gr", "gr"), (".tr", "tr"), (".ua", "ua"), (".th", "th"),
    (".vn", "vn"), (".ru", "ru"), (".id", "id"),
)  # fmt: skip
"""Host suffix -> region code, most specific first."""
# The zone a region's sites print a clock time in without naming one ("17:38 Uhr" on a .de page):
# the region's zone where one zone covers the country, its westernmost where it has a western
# island zone (the Canaries, the Azores, Easter Island: the later reading), none where the country
# spans several mainland zones (a US, Canadian, Australian, Mexican, Brazilian, Russian or
# Indonesian page's "13:20" may be any of them).
_MULTI_ZONE = frozenset({"us", "ca", "au", "mx", "br", "ru", "id"})
_WESTERN_ISLANDS = {"es": "Atlantic/Canary", "pt": "Atlantic/Azores", "cl": "Pacific/Easter"}


class PageRegion(NamedTuple):
    """What a page's language tag and URL say about its day order and zone."""

    order: DayOrder | None
    zone: ZoneInfo | None
    """Only from a region (tag or domain), never from a language alone."""
    basis: str
    clock: ZoneInfo | None = None
    """The zone a clock time without a zone name is read in (see `_MULTI_ZONE`); only from a region."""
    names: ZoneInfo | None = None
    """The zone a name several zones share ("IST") stands for: the region's, else the one the page's
    words settle (`region_evidence`); it settles nothing else."""
    update_order: DayOrder | None = None
    """The order an update stamp's numeric date is read in: set only where two independent signs of
    the writer's convention agree (`page_dates`: the declared order and the page's own unambiguous
    numeric dates); one alone never settles an update (an editor may write another convention)."""


# Top-level names reserved for documentation and tests (RFC 2606, RFC 6761): never a real site's,
# so the country domain is the one before them ("news.example.co.uk.example" is a UK example).
_RESERVED_TLDS = (".example", ".test", ".invalid", ".localhost")


def site_host(url: str | None) -> str:
    """The URL's host, lower-cased, with a reserved test name at its end taken off ('' if none)."""
    try:
        host = (urlsplit(url or "").hostname or "").lower()
    except ValueError:
        return ""
    for reserved in _RESERVED_TLDS:
        if host.endswith(reserved):
            return host[: -len(reserved)]
    return host


def page_region(lang_tag: str, url: str | None) -> PageRegion:
    """The region a page declares: its `lang` tag's region, else its URL's country domain, else its
    language alone (order only, no zone); `PageRegion(None, None, "none")` without evidence."""
    tag = lang_tag.strip().lower().replace("_", "-")
    language, _, region = tag.partition("-")
    region = region.split("-")[-1] if region else ""
    if region not in REGIONS:
        host = site_host(url)
        region = next((country for suffix, country in DOMAINS if host.endswith(suffix)), "")
        basis = f"domain {host}"
    else:
        basis = f"lang {tag}"
    if region:
        order, zone = REGIONS[region]
        clock = None if region in _MULTI_ZONE else ZoneInfo(_WESTERN_ISLANDS.get(region, zone))
        return PageRegion(order, ZoneInfo(zone), basis, clock, ZoneInfo(zone))
    if language in LANGUAGES:
        return PageRegion(LANGUAGES[language][0], None, f"lang {tag}")
    return PageRegion(None, None, "none")


WORDS_BASIS = "words of the page"


def region_evidence(lang_tag: str, url: str | None, text: str) -> PageRegion:
    """The one reading of a page's region that page dating and the leakage rules share: its
    declared region (`page_region`), and where that names no zone, the zone its words settle
    (`region_hints.zone_from_words`: Indian market words make "IST" India's time) as `names`
    only: words settle a shared zone name, never a day's zone, a clock or a day order."""
    region = page_region(lang_tag, url)
    if region.names is None and (zone := zone_from_words(text)) is not None:
        basis = WORDS_BASIS if region.basis == "none" else f"{region.basis}, {WORDS_BASIS}"
        return region._replace(names=zone, basis=basis)
    return region


# The regions whose dates run year, month, day ("2025年3月7日", "2025-03-07"), so that a date
# without its year is a month and a day ("3/7", "03-07"): China, Japan, Korea, Taiwan. Not Hong
# Kong, whose English pages write the day first.
_YEAR_FIRST_ZONES = frozenset({"Asia/Shanghai", "Asia/Tokyo", "Asia/Seoul", "Asia/Taipei"})


def year_first(region: PageRegion) -> bool:
    """Whether the page's region (tag or domain) writes its dates year, month, day."""
    return region.clock is not None and region.clock.key in _YEAR_FIRST_ZONES
