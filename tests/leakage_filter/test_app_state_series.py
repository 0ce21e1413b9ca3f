"""Application state that holds data from after t under keys that do not say "date": a quote
widget's price series (`{"t": ..., "close": ...}`), a chart's epoch points, an article's edit log
(`revisions[].at`), and state assigned as a JavaScript literal with bare keys."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.observations import read_observations
from leakage_filter.structured import structured_data
from pit_store.ingest.html_source import parse_html

from .conftest import judge

_T = datetime(2025, 6, 10, 12, 0, tzinfo=UTC)
_PAGE = datetime(2025, 6, 2, 7, 30, tzinfo=UTC)


def _page(state: str) -> str:
    return ("<html lang='de'><body><article><h1>Nordhafen Logistik gewinnt Großauftrag</h1>"
            "<p>2. Juni 2025, 09:30 Uhr</p><p>Die Aktie legte im Handel um 6 Prozent zu.</p></article>"
            f"<script>{state}</script></body></html>")


def test_a_price_series_record_after_t_is_a_leak_whatever_its_key() -> None:
    state = ('window.__APP__ = {"quote": {"points": [{"t": "2025-06-01T15:30:00Z", "last": "41,20"},'
             ' {"t": "2025-06-18T15:30:00Z", "last": "44,05"}]}};')
    verdict = judge(_page(state), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "metadata_observed_after_t" in verdict.reason
    assert judge(_page(state.replace("2025-06-18", "2025-06-05")), t=_T, page=_PAGE).label == "clean"


def test_epoch_points_of_a_chart_are_observations() -> None:
    later = int(datetime(2025, 6, 20, tzinfo=UTC).timestamp())
    state = f'var chart = [{{"x": {later}, "y": 12.5}}];'
    assert judge(_page(state), t=_T, page=_PAGE).label == "leak"


def test_an_edit_log_entry_after_t_is_an_edit_whatever_its_key() -> None:
    state = ('window.__STORE__ = {"story": {"id": 7, "revisions": [{"rev": 1, "at": "2025-06-02T07:30:00Z"},'
             ' {"rev": 2, "at": "2025-06-14T10:00:00Z", "note": "Überschrift geändert"}]}};')
    verdict = judge(_page(state), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "metadata_updated_after_t" in verdict.reason


def test_a_javascript_literal_with_bare_keys_is_read() -> None:
    state = ("window.__NUXT__ = {data:[{story:{title:'Nordhafen', updatedAt:'2025-06-15T08:00:00Z'}}],"
             "state:{},flag:!0,};")
    found = structured_data(parse_html(_page(state), where="test"))
    assert [(d.path, d.role) for d in found.dates] == [("state.data.story.updatedAt", "updated")]
    assert judge(_page(state), t=_T, page=_PAGE).label == "leak"


def test_scheduled_lists_and_records_without_a_figure_are_not_observations() -> None:
    ahead = [{"date": "2025-07-30", "eps": "1,10"}]
    assert list(read_observations("state.estimates", ahead)) == []  # a forecast, dated ahead
    assert list(read_observations("state.calendar", ahead)) == []
    labels = [{"t": "2025-07-30T00:00:00Z", "label": "Hauptversammlung"}]
    assert list(read_observations("state.items", labels)) == []  # no figure beside the instant
    two = [{"from": "2025-06-01", "to": "2025-06-30", "v": 3}]
    assert list(read_observations("state.items", two)) == []  # a span, not one observation
    ids = [{"t": "2025-06-01", "id": 12}]
    assert list(read_observations("state.items", ids)) == []  # an id is no figure
    assert list(read_observations("state.series", [{"d": "2025-06-03", "close": 9}])) == [
        ("d", date(2025, 6, 3), None, "2025-06-03")]


def test_a_live_feed_entry_after_t_is_a_leak_but_a_calendar_entry_is_not() -> None:
    feed = ('window.__APP__ = {"story": {"id": 3}, "ticker": [{"t": "2025-06-01T09:00:00Z", "text": "Handel eröffnet"},'
            ' {"t": "2025-06-12T14:05:00Z", "text": "Aktie schließt deutlich tiefer"}]};')
    verdict = judge(_page(feed), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "metadata_observed_after_t" in verdict.reason
    assert judge(_page(feed.replace("2025-06-12", "2025-06-04")), t=_T, page=_PAGE).label == "clean"
    # the page's scheduled dates: a calendar's titled entries, a day alone beside a message
    dated = [{"t": "2025-07-01T08:00:00Z", "title": "Hauptversammlung"}, {"at": "2025-07-02", "text": "Dividende"}]
    assert list(read_observations("state.items", dated)) == []
    entries = [{"at": "2025-07-01T08:00:00Z", "message": "Termin bestätigt"}]
    assert list(read_observations("state.agenda", entries)) == []  # a list named for what is ahead
    calendar = ('window.__APP__ = {"calendar": [{"t": "2025-06-20T08:00:00Z", "text": "Zinsentscheid"}],'
                ' "items": [{"start": "2025-06-25T10:00:00Z", "title": "Quartalszahlen Nordhafen"}]};')
    assert judge(_page(calendar), t=_T, page=_PAGE).label == "clean"


def test_state_a_function_returns_is_read_for_dates() -> None:
    state = 'window.__NUXT__=(function(){return {"story": {"id": 5, "updatedAt": "2025-06-15T08:00:00Z"}}})();'
    verdict = judge(_page(state), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "metadata_updated_after_t" in verdict.reason


def test_a_quote_objects_close_date_after_t_is_an_observation() -> None:
    state = 'window.__QUOTE__={"symbol": "NRHF", "lastClose": "44,81", "closeDate": "2025-06-21"};'
    verdict = judge(_page(state), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "metadata_observed_after_t" in verdict.reason
    snake = 'window.__Q__={"close_price": 44.81, "trade_date": "2025-06-21"};'
    assert judge(_page(snake), t=_T, page=_PAGE).label == "leak"


def test_a_quote_objects_close_date_before_t_or_its_scheduled_days_stay_clean() -> None:
    before = 'window.__QUOTE__={"symbol": "NRHF", "lastClose": "44,81", "closeDate": "2025-06-02"};'
    assert judge(_page(before), t=_T, page=_PAGE).label == "clean"
    ahead = 'window.__QUOTE__={"lastClose": "44,81", "closeDate": "2025-06-02", "nextEarningsDate": "2025-07-30"};'
    assert judge(_page(ahead), t=_T, page=_PAGE).label == "clean"
    target = 'window.__NOTE__={"targetPrice": 52, "date": "2025-12-31"};'  # a target's horizon, no quote
    assert judge(_page(target), t=_T, page=_PAGE).label == "clean"


def test_a_chart_series_of_date_value_points_after_t_is_a_leak() -> None:
    state = ('var navSeries = [["2025-06-02", 71.46], ["2025-06-03", 69.23], ["2025-06-04", 69.0],'
             ' ["2025-06-16", 73.73]]; renderChart("nav-chart", navSeries);')
    verdict = judge(_page(state), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "metadata_observed_after_t" in verdict.reason
    assert judge(_page(state.replace("2025-06-16", "2025-06-05")), t=_T, page=_PAGE).label == "clean"


def test_epoch_millisecond_points_with_several_figures_are_a_series() -> None:
    days = [datetime(2025, 6, day, tzinfo=UTC) for day in (2, 3, 20)]
    points = ", ".join(f"[{int(day.timestamp() * 1000)}, 10.1, 10.6, 9.9, 10.4]" for day in days)
    assert judge(_page(f"var ohlc = [{points}];"), t=_T, page=_PAGE).label == "leak"


def test_dated_arrays_that_are_no_series_are_not_observations() -> None:
    assert list(read_observations("state", [["2025-07-30", 1.1], ["2025-08-30", 1.2]])) == []  # two: no series
    unordered = [["2025-07-30", 1.1], ["2025-06-30", 1.2], ["2025-08-30", 1.3]]
    assert list(read_observations("state", unordered)) == []  # out of date order
    worded = [["2025-07-30", "Hauptversammlung"], ["2025-08-30", "Dividende"], ["2025-09-30", "Zahlen"]]
    assert list(read_observations("state", worded)) == []  # words beside the days: a schedule
    ahead = [["2025-07-30", 1.1], ["2025-08-30", 1.2], ["2025-09-30", 1.3]]
    assert list(read_observations("state.coupons", ahead)) == []  # named for payments to come
