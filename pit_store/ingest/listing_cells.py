"""Table cells that date a data table's rows, not the page.

An economic calendar, an events table or a filing index prints one date and time per row, in a
column under a heading ("Time", "Date"): each cell is the stamp of its row's event, which may be a
scheduled one, never the page's own stamp. A cell like that would read as a stamp line ("Mar 22,
2023, 2:00 PM EDT" alone in its block) and date the page at the latest row. A column counts as a
listing's when the table has column headings (`<th>` cells: a data table, not a layout table that
holds a page's byline) and at least two of its rows write a date in that column. Whether a later
row reports something after t is the classifiers' business (filled rows, row statuses), not the
page's dating.
"""

from __future__ import annotations

from collections.abc import Callable

from lxml.html import HtmlElement

__all__ = ["row_date_cells"]

_LISTED_ROWS = 2  # rows with a date in one column that make it a listing's


def _cell_text(cell: HtmlElement) -> str:
    return " ".join(cell.text_content().split())


def _own_rows(table: HtmlElement) -> list[HtmlElement]:
    """The table's rows, not those of a table nested in one of its cells."""
    return [row for row in table.iter("tr") if next(row.iterancestors("table"), None) is table]


def row_date_cells(tree: HtmlElement, dated: Callable[[str], bool]) -> set[str]:
    """The texts (whitespace collapsed) of the cells in a data table's date columns (see the module
    docstring); `dated` tells whether a text writes a date."""
    listed: set[str] = set()
    for table in tree.iter("table"):
        rows = _own_rows(table)
        if not any(cell.tag == "th" for row in rows for cell in row):
            continue
        columns: dict[int, list[str]] = {}
        for row in rows:
            cells = [cell for cell in row if isinstance(cell.tag, str) and cell.tag in ("td", "th")]
            for index, cell in enumerate(cells):
                text = _cell_text(cell)
                if cell.tag == "td" and text and dated(text):
                    columns.setdefault(index, []).append(text)
        for texts in columns.values():
            if len(texts) >= _LISTED_ROWS:
                listed.update(texts)
    return listed
