"""JavaScript data literals read as JSON (`pit_store.ingest.js_literal`)."""

from __future__ import annotations

import pytest

from pit_store.ingest.js_literal import MAX_LITERAL_CHARS, js_literal


def test_bare_keys_single_quotes_trailing_commas_and_js_words() -> None:
    text = "x = {a:[{b:'it\\'s \"so\"', c:1.5e2, d:undefined, e:!0, f:!1,}], 'g':null, $h:-3,};"
    assert js_literal(text, text.index("{")) == {
        "a": [{"b": "it's \"so\"", "c": 150.0, "d": None, "e": True, "f": False}], "g": None, "$h": -3}


@pytest.mark.parametrize(
    "text",
    [
        "{a: init()}",  # a call
        "{a: b}",  # a variable
        "{a: function () { return 1 }}",
        "{a: 1 + 2}",  # an operator
        "{a: [1, 2}",  # unbalanced
        "{a: 'open",  # an unterminated string
        "not a literal",
    ],
)
def test_code_and_broken_literals_give_none(text: str) -> None:
    assert js_literal(text, 0) is None


def test_a_literal_past_the_bound_is_not_read() -> None:
    assert js_literal("[" + "1," * MAX_LITERAL_CHARS + "1]", 0) is None
