"""The day order of an update stamp labelled in a day-first language (`page_dates._labelled_region`):
settled where the label's language and the page's declared region agree, else the later reading.
Hand-written pages, each with its counterpart."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import lxml.html

from pit_store.ingest.page_dates import date_evidence


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def known_at(body: str, url: str, lang: str) -> datetime | None:
    tree = lxml.html.document_fromstring(
        f'<html lang="{lang}"><head><title>Aviso de grúa</title></head><body><article><h1>Aviso de grúa</h1>'
        f"{body}<p>La autoridad portuaria pinta la estación de prácticos y la nueva grúa llega en barcaza; "
        "el muelle sigue abierto a los transbordadores durante las obras.</p></article></body></html>"
    )
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12")).known_at


def test_a_spanish_update_stamp_on_a_spanish_site_is_day_first() -> None:
    body = "<p>Actualizado 12/02/2025 09:05</p>"
    assert known_at(body, "https://www.puertonorte.es/avisos/grua", lang="es-ES") < utc(2025, 2, 13)  # type: ignore[operator]


def test_the_update_stays_the_later_reading_without_both_signs() -> None:
    body = "<p>Actualizado 12/02/2025 09:05</p>"
    # the language alone (no region): Spanish is also written month first in the United States
    assert known_at(body, "https://www.puertonorte.example/avisos/grua", lang="es") > utc(2025, 12, 1)  # type: ignore[operator]
    # an English label on a Spanish site: whoever edits may write another convention
    english = "<p>Updated 12/02/2025 09:05</p>"
    assert known_at(english, "https://www.puertonorte.es/avisos/grua", lang="es-ES") > utc(2025, 12, 1)  # type: ignore[operator]


def test_a_german_update_field_on_a_german_site_is_day_first() -> None:
    field = "<table><tr><th>Aktualisiert</th><td>04/03/2025</td></tr></table>"
    # 4 March, the end of that day in Berlin (the region's clock), not the later reading, 3 April
    assert known_at(field, "https://www.hafenamt.de/meldungen/kran", lang="de-DE") == utc(2025, 3, 4, 22, 59, 59, 999999)
    # counterpart: the same field labelled in English keeps the later reading
    english = "<table><tr><th>Updated</th><td>04/03/2025</td></tr></table>"
    assert known_at(english, "https://www.hafenamt.de/meldungen/kran", lang="de-DE") == utc(2025, 4, 3, 21, 59, 59, 999999)
