"""A quote's close label may stand before its day with a comma ("Close, 2026-06-13 20:02"), as with
a colon or nothing (`yearless_numeric.close_label`): that day's closing level, a reported fact."""

from __future__ import annotations

import pytest

from leakage_filter.yearless_numeric import close_label


@pytest.mark.parametrize("text", ["Close, 2026-06-13 20:02", "Schluss 14.03.", "close: 14/03", "Closing, 13 Jun"])
def test_close_labels(text: str) -> None:
    day = next(i for i, c in enumerate(text) if c.isdigit())
    assert close_label(text, day)


def test_a_word_before_the_label_is_no_label() -> None:
    text = "Markets closed higher, 2026-06-13"
    assert not close_label(text, text.index("2026"))
