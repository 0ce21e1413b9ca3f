"""Two later stamps pages in other languages hold, read for themselves: a script's plain
`var update_time = "<epoch>"` (`structured`: a messaging app's article view) and a statistics
series' "Valeur" column filled in a row released after t (`filled_rows`). Counterparts: a server's
clock after t, a row due after t with its value cell empty, a trade's "Value" column."""

from __future__ import annotations

from datetime import UTC, datetime

from lxml import html

from leakage_filter.filled_rows import actual_column
from leakage_filter.structured import structured_data

from .conftest import judge


_MSG_T = datetime(2025, 6, 9, 2, 20, tzinfo=UTC)
_MSG_PAGE = datetime(2025, 6, 8, 6, 18, tzinfo=UTC)


def _message_view(update: str, server: str) -> str:
    return ("<html lang='ko'><head><meta charset='utf-8'></head><body><div class='rich_media'>"
            "<h1>한빛정밀 주가 신고가</h1><p>2025년 6월 8일 오후 3:18 · 모든 시각은 한국시간(KST) 기준입니다</p>"
            "<p>한빛정밀 주가가 장중 52주 신고가를 기록했다. 외국인 순매수가 이어지며 거래량도 평소의 두 배 수준으로 늘었다고 "
            "시장 관계자들은 전했다. 회사 측은 별도의 공시 사항이 없다고 밝혔다.</p></div>"
            f"<script>\nvar ct = \"1749363532\";\nvar publish_time = \"2025-06-08\";\nvar update_time = \"{update}\";\n"
            f"var svr_time = \"{server}\";\n</script></body></html>")


def test_a_script_variable_update_time_is_read() -> None:
    dates = structured_data(html.fromstring(_message_view("1749508323", "1749509973"))).dates
    assert any(d.path == "var.update_time" and d.role == "updated" for d in dates)
    verdict = judge(_message_view("1749508323", "1749509973"), t=_MSG_T, page=_MSG_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_script_variable_server_time_is_the_service_s() -> None:
    # Counterpart: the edit stamp before t, only the server's clock after it.
    verdict = judge(_message_view("1749363532", "1749509973"), t=_MSG_T, page=_MSG_PAGE)
    assert verdict.label == "clean", verdict.reason


_STATS_T = datetime(2025, 8, 16, 13, 45, tzinfo=UTC)
_STATS_PAGE = datetime(2025, 8, 15, 11, 30, tzinfo=UTC)


def _series(first_row: str) -> str:
    return ("<html lang='fr'><head><meta charset='utf-8'></head><body>"
            "<h1>Production industrielle : la série mensuelle</h1><p>Publié le 15 août 2025 à 13h30 · heure de Paris</p>"
            "<p>La production industrielle de la zone euro est suivie chaque mois par les analystes, qui comparent "
            "la dernière valeur publiée avec la moyenne des six mois précédents et avec le consensus.</p>"
            "<table><thead><tr><th>Période</th><th>Valeur</th><th>Date de publication</th></tr></thead><tbody>"
            f"{first_row}<tr><td>juin 2025</td><td>2,7</td><td>26 juillet 2025</td></tr>"
            "<tr><td>mai 2025</td><td>4,1</td><td>29 juin 2025</td></tr></tbody></table></body></html>")


def test_a_series_row_released_after_t_with_its_value_is_a_leak() -> None:
    verdict = judge(_series("<tr><td>juillet 2025</td><td>3,3</td><td>26 août 2025</td></tr>"), t=_STATS_T, page=_STATS_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_series_row_due_after_t_without_its_value_is_not() -> None:
    # Counterpart: the row of the coming release, its value cell still empty.
    verdict = judge(_series("<tr><td>juillet 2025</td><td></td><td>26 août 2025</td></tr>"), t=_STATS_T, page=_STATS_PAGE)
    assert verdict.label != "leak", verdict.reason


def test_a_trade_value_column_is_no_released_figure() -> None:
    # Counterpart: "Value" beside a filing's date (no release-date header) is a trade's value.
    assert actual_column(["Période", "Valeur", "Date de publication"]) == 1
    assert actual_column(["Filing date", "Trade date", "Insider", "Price", "Qty", "Value"]) is None
