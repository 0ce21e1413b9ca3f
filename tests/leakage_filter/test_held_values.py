"""Text the page holds but does not show (a hidden block, a `data-*` attribute) that names an event
the page dates after t and states a value ("came in at 2.4%", "EPS of 1.12 €") is that event's
result, even when it shares only the event's names (`outcomes.outcome_match`, own text); one that
names the subject and the event's reporting period with a value is too. A calendar row's date
cell dates the event its other cells name (`rules._row_text`). Held text naming the event with no
value, and a page without the held text, stay clean."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2025, 9, 1, 7, 0, tzinfo=UTC)
_T = datetime(2025, 9, 3, 7, 0, tzinfo=UTC)


def _list_page(held: str) -> str:
    return (
        "<html lang='en'><body><article><h1>Data releases ahead</h1><p>By Cal Ruiz · Published 1 September 2025</p>"
        "<h2>Upcoming</h2><ul><li>9 September 2025 Ruritania PPI (MoM) (Statistics Office)</li></ul>"
        f"{held}</article></body></html>"
    )


def _table_page(row_attributes: str) -> str:
    return (
        "<html lang='en'><body><article><h1>Results diary</h1><p>By Cal Ruiz · Published 1 September 2025</p>"
        "<table><tr><th>Date</th><th>Event</th><th>Consensus</th></tr>"
        f"<tr{row_attributes}><td>10 September 2025</td><td>Tamsin Foods: Q2 2025 results</td><td>0.88</td></tr>"
        "</table></article></body></html>"
    )


def test_a_hidden_block_stating_the_scheduled_release_figure_leaks() -> None:
    held = "<div style='display:none'>Ruritania PPI (MoM) came in at 0.7%, against a consensus of 0.4%.</div>"
    verdict = judge(_list_page(held), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_hidden_block_naming_the_release_without_a_value_is_clean() -> None:
    held = "<div style='display:none'>Ruritania PPI (MoM) (Statistics Office)</div>"
    verdict = judge(_list_page(held), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_row_attribute_stating_the_period_result_leaks() -> None:
    summary = " data-summary='Tamsin Foods posted Q2 2025 earnings per share of 0.93 on revenue of 1.20 bn.'"
    verdict = judge(_table_page(summary), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_the_same_row_without_the_attribute_is_clean() -> None:
    verdict = judge(_table_page(""), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_row_attribute_for_another_period_is_clean() -> None:
    summary = " data-summary='Tamsin Foods posted Q1 2025 earnings per share of 0.81 on revenue of 1.10 bn.'"
    verdict = judge(_table_page(summary), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason



def _meetings_page(held: str) -> str:
    return (
        "<html lang='de'><body><article><h1>Hauptversammlungen</h1><p>Von Cal Ruiz · Veröffentlicht 01.09.2025</p>"
        "<h2>Kommende Termine</h2><ul><li>12.09.2025 Orland Papier AG: Hauptversammlung / Dividendenbeschluss</li>"
        "<li>20.09.2025 Brisk Nahrung AG: Hauptversammlung / Dividendenbeschluss</li></ul>"
        "<h2>Vergangene Termine</h2><ul><li>29.08.2025 Brisk Nahrung AG: Hauptversammlung / Dividendenbeschluss</li></ul>"
        f"{held}</article></body></html>"
    )


def test_a_hidden_result_of_another_company_is_not_the_scheduled_event() -> None:
    # German capitalises its nouns: the shared "Hauptversammlung", "Dividende" are no subject
    held = "<div hidden>Kelmar Bank AG: Hauptversammlung beschloss Dividende von 1,61 € je Aktie.</div>"
    verdict = judge(_meetings_page(held), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_hidden_result_of_an_event_also_held_before_t_is_the_earlier_one() -> None:
    # Brisk Nahrung met on 29 August, before t, and meets again on 20 September
    held = "<div hidden>Brisk Nahrung AG: Hauptversammlung beschloss Dividende von 0,90 € je Aktie.</div>"
    verdict = judge(_meetings_page(held), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_hidden_result_of_the_company_meeting_only_after_t_leaks() -> None:
    held = "<div hidden>Orland Papier AG: Hauptversammlung beschloss Dividende von 2,10 € je Aktie.</div>"
    verdict = judge(_meetings_page(held), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason
