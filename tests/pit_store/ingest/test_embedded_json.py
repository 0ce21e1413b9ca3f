"""The one reader of JSON embedded in scripts (`pit_store.ingest.embedded_json`), used by the page
dating and the leakage rules alike."""

from __future__ import annotations

from datetime import UTC, date, datetime

import lxml.html
import pytest

from pit_store.ingest.embedded_json import MAX_SCRIPT_CHARS, ScriptJson, json_date, script_json


def script(text: str, **attributes: str) -> lxml.html.HtmlElement:
    attrs = " ".join(f'{k.replace("_", "-")}="{v}"' for k, v in attributes.items())
    html = f"<html><head><script {attrs}>{text}</script></head><body></body></html>"
    return next(lxml.html.document_fromstring(html).iter("script"))


def test_json_scripts_are_read_whole_with_their_label() -> None:
    assert list(script_json(script('{"a": 1}', type="application/ld+json"))) == [ScriptJson("ld+json", {"a": 1})]
    assert list(script_json(script('{"b": 2}', type="application/json", id="__NEXT_DATA__"))) == [
        ScriptJson("next", {"b": 2})]
    assert list(script_json(script("[1, 2]", type="application/json"))) == [ScriptJson("json", [1, 2])]


def test_code_yields_assigned_state_then_parsed_strings() -> None:
    code = ('window.__STATE__ = {"story": {"title": "Dock strike ends"}}; var ids = [3, 4]; '
            'var cfg = {flag: true}; window.__DATA__ = JSON.parse("{\\"k\\": 5}");')
    found = list(script_json(script(code)))
    assert found == [
        ScriptJson("state", {"story": {"title": "Dock strike ends"}}),
        ScriptJson("state", [3, 4]),
        ScriptJson("state", {"flag": True}),  # a JavaScript data literal, bare key and all
        ScriptJson("parsed", {"k": 5}),
    ]
    assert list(script_json(script("var cfg = {flag: start()};"))) == []  # code, not data


def test_state_a_function_returns_is_read() -> None:
    code = 'window.__APP_STATE__=(function(){return {"story": {"editedAt": "2024-05-02T08:00:00Z"}}})();'
    assert list(script_json(script(code))) == [ScriptJson("state", {"story": {"editedAt": "2024-05-02T08:00:00Z"}})]
    bare = "window.__S__=(function(){ return {story:{id:4}, list:[1,2]}; }());"
    assert list(script_json(script(bare))) == [ScriptJson("state", {"story": {"id": 4}, "list": [1, 2]})]
    # what a function returns built from its arguments is code, not data
    assert list(script_json(script("window.__S__=(function(a){return {story:a}})(1);"))) == []
    assert list(script_json(script("function f(){ return total + 1; }"))) == []


def test_templates_and_empty_scripts_are_not_read() -> None:
    assert list(script_json(script('x = {"a": 1}', type="text/x-template"))) == []  # not code a browser runs
    assert list(script_json(script("   "))) == []


def test_bad_json_and_huge_scripts_are_skipped_not_raised() -> None:
    assert list(script_json(script('{"a": ', type="application/json"))) == []
    assert list(script_json(script("[" * 100_000 + "]" * 100_000, type="application/json"))) == []
    assert list(script_json(script('JSON.parse("{\\"a\\": ")'))) == []  # a string that is not JSON
    assert list(script_json(script("x = {" + " " * MAX_SCRIPT_CHARS + "}"))) == []


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2024-03-05", (date(2024, 3, 5), None)),
        ("2024-03-05T10:00:00", (date(2024, 3, 5), None)),  # no zone: the day only
        ("2024-03-05T10:00:00+08:00", (date(2024, 3, 5), datetime(2024, 3, 5, 2, tzinfo=UTC))),
        ("2024-03-05 10:00Z", (date(2024, 3, 5), datetime(2024, 3, 5, 10, tzinfo=UTC))),
        (1709632800, (date(2024, 3, 5), datetime(2024, 3, 5, 10, tzinfo=UTC))),
        (1709632800000, (date(2024, 3, 5), datetime(2024, 3, 5, 10, tzinfo=UTC))),
        (42, None),  # an id, not a time
        (True, None),
        ("March 5, 2024", None),  # prose is the page text's business
        ("2024-02-30", None),
        ("2024-03-05T10:00:00+08:00" + " " * 40, None),
    ],
)
def test_json_date(value: object, expected: tuple[date, datetime | None] | None) -> None:
    assert json_date(value) == expected
