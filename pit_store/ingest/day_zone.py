"""The zone in which a page's dates alone (no time: "Published 13 March 2025", a URL's day) end.

A date alone is a day in a zone: the publisher's. Without evidence of that zone the day may be
anyone's, so it ends where days end last (`date_only_tz`, UTC-12). When the page's own evidence
settles ONE zone, its day ends at the end of that day there. The sources, strongest first:

1. the zone the page's markup declares for every time it prints ("All times are UTC+10:00",
   forum software; `page_dates._declared_zone`);
2. the zone its text declares for its dates and times ("Times shown in SGT", a column headed
   "Date/Time (MYT)"; `written_stamps.declared_zone`);
3. the one zone every clock time on the page names (`written_stamps.sole_zone`: "10:15 IST" on an
   Indian page, "09:40 +05:30" throughout), only when a line of the page's own text (side
   regions cut) writes a date and such a time (a stamp, not a plan: "will close at 18:00 CET" is
   none): a publisher that stamps its pages in one zone dates them in that zone. A site's footer
   or a sidebar stamp alone says nothing of the article's day, but any other zone named anywhere
   on the page unsettles it. A zone named only in prose without a date ("the
   first ferry leaves at 06:15 UTC") says where an event happens, not where the page is from, so
   it settles nothing;
4. the clock of a single-zone region the page declares (`PageRegion.clock`: a `lang` tag with a
   region or a country domain; its westernmost zone where the country has a western island zone:
   Spain's Canaries, Portugal's Azores, Chile's Easter Island). Never from a language alone (a
   language is spoken in many zones).

A declaration (1, 2) is the page's word for all its dates and stands alone. The sole zone of the
stamps (3) and the region's clock (4) are inferences: where both exist and differ (a .co.uk page
stamping every time in EST), a day ends at the later of its two ends (fail closed).

A country spanning several zones settles nothing and keeps UTC-12. Its westernmost zone would be
safe only if every day its pages write were a day in one of its zones; the gain is either nil (the
United States reach UTC-11 in American Samoa: one hour) or rests on tags that pages copy from
templates (`en-US`, `en-AU` on sites far from either), where a wrong country makes a page known
up to a day early. Words of the page (`region_hints`) settle a shared zone name only, never a day.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import tzinfo

from pit_store.ingest.page_region import PageRegion
from pit_store.ingest.written_stamps import declared_zone, names_clock_zone, sole_zone

__all__ = ["day_zones"]


def day_zones(
    markup_zone: tzinfo | None, lines: list[str], own_lines: list[str], region: PageRegion,
    dated: Callable[[str], bool],
) -> tuple[tzinfo, ...]:
    """The zones the page's evidence settles for its dates alone, () for none (see the module
    docstring): a day ends at the latest of its ends in them. `lines` are the whole page's text
    lines, `own_lines` those without its side regions; `dated` tells a line that writes a date
    (the sole zone of the page's clock times counts only when an own line like that names one)."""
    declared = markup_zone or declared_zone(lines, region.names)
    if declared is not None:
        return (declared,)
    stamped = any(names_clock_zone(line) and dated(line) for line in own_lines)
    stamp_zone = sole_zone(lines, region.names) if stamped else None
    return tuple(dict.fromkeys(zone for zone in (stamp_zone, region.clock) if zone is not None))
