"""Inline SVG charts for the report (no plotting library, no network, no CDN).

- `svg_bars`: a horizontal bar chart with optional interval whiskers, an axis with ticks, labels
  cut to fit their column (the full label in a tooltip) and values in a column of their own, so a
  value never sits on a whisker.
- `panels`: small multiples, one panel per key (task and model), rows within a panel, one thin bar
  per series (regimes, or the two gaps) and one legend for all panels.

Text widths are estimated from character counts (`CHAR_WIDTH` per character at `FONT` px, on the
wide side), so labels and titles fit without a browser to measure them; the report's browser test
checks that they do.
"""

from __future__ import annotations

import html
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

WIDTH = 640
PANEL_WIDTH = 395
"""Three panels side by side in the report's 1240px page."""
BAR_HEIGHT = 16
FONT = 11
CHAR_WIDTH = 6.6
"""Estimated px per character at `FONT` px (generous: digits and capitals are the widest)."""
MAX_LABEL = 240
VALUE_COLUMN = 56
AXIS = 26
TICK_SPACING = 60
"""Least px between axis ticks, so their labels never touch."""
COLOURS = {"T1": "#4c72b0", "T2": "#dd8452", "T3": "#55a868", "search_only": "#c44e52", "pit": "#8172b3",
           "pit_llm": "#937860", "Δ(T1,T2)": "#4c72b0", "Δ(T2,T3)": "#55a868"}


@dataclass(frozen=True)
class Bar:
    """One horizontal bar: label, value, optional interval, colour key."""

    label: str
    value: float
    low: float | None = None
    high: float | None = None
    colour: str = "#4c72b0"
    text: str | None = None
    """What the label column shows (default: `label`; "" for the later bars of a group)."""


def text_width(text: str, font: float = FONT) -> float:
    """Estimated rendered width of `text` in px."""
    return len(text) * CHAR_WIDTH * font / FONT


def fit(text: str, width: float, font: float = FONT) -> str:
    """`text` cut (with an ellipsis) to fit `width` px."""
    if text_width(text, font) <= width:
        return text
    keep = max(int(width / (CHAR_WIDTH * font / FONT)) - 1, 1)
    return text[:keep] + "…"


def wrap(text: str, width: float, font: float) -> list[str]:
    """`text` broken into lines of at most `width` px (a word longer than a line is cut)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", font) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(fit(word, width, font))
    return lines or [""]


def ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values from at or below `low` to at or above `high` (about `count` steps)."""
    span = (high - low) or 1.0
    raw = span / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first, last = math.floor(low / step + 1e-9), math.ceil(high / step - 1e-9)
    return [round(i * step, 10) for i in range(first, last + 1)]


def number(value: float, integers: bool = False) -> str:
    """A value as the chart prints it: an integer as an integer, else three decimals."""
    if integers or (isinstance(value, int) and not isinstance(value, bool)):
        return f"{int(round(value)):,}"
    return f"{value:.3f}"


def _tick_label(value: float, integers: bool) -> str:
    if integers or float(value).is_integer():
        return f"{int(round(value)):,}"
    return f"{value:g}"


def _title_lines(title: str, width: float) -> list[str]:
    return wrap(title, width - 8, 13) if title else []


def svg_bars(bars: Sequence[Bar], title: str, *, integers: bool = False, width: int = WIDTH,
             domain: tuple[float, float] | None = None) -> str:
    """A horizontal bar chart (interval whiskers where given, an axis with ticks) as an SVG element.

    `integers` prints values and ticks as whole numbers (counts); `domain` fixes the axis range.
    """
    if not bars:
        return f"<p><em>{html.escape(title)}: nothing to plot.</em></p>"
    values = [b.value for b in bars] + [v for b in bars for v in (b.low, b.high) if v is not None]
    low, high = domain if domain is not None else (min(0.0, *values), max(0.0, *values))
    if high <= low:
        high = low + 1.0
    label_width = min(max(text_width(b.label if b.text is None else b.text) for b in bars) + 8, MAX_LABEL)
    left, right = label_width + 4, width - VALUE_COLUMN
    marks = ticks(low, high, max(2, min(5, int((right - left) / TICK_SPACING))))
    low, high = min(low, marks[0]), max(high, marks[-1])
    heading = _title_lines(title, width)
    top = 6 + 16 * len(heading)

    def x(value: float) -> float:
        return left + (value - low) / (high - low) * (right - left)

    height = top + len(bars) * (BAR_HEIGHT + 6) + AXIS
    bottom = height - AXIS
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img" font-family="sans-serif">']
    parts.extend(f'<text x="4" y="{16 + 16 * i}" font-size="13" font-weight="bold">{html.escape(line)}</text>'
                 for i, line in enumerate(heading))
    for mark in marks:
        parts.append(f'<line x1="{x(mark):.1f}" y1="{top}" x2="{x(mark):.1f}" y2="{bottom}" stroke="#e3e3e3"/>')
        parts.append(f'<text x="{x(mark):.1f}" y="{bottom + 14}" font-size="10" text-anchor="middle">'
                     f'{_tick_label(mark, integers)}</text>')
    parts.append(f'<line x1="{left}" y1="{bottom}" x2="{right}" y2="{bottom}" stroke="#666"/>')
    if low < 0 < high:
        parts.append(f'<line x1="{x(0):.1f}" y1="{top}" x2="{x(0):.1f}" y2="{bottom}" stroke="#666"/>')
    base = x(0.0 if low <= 0 <= high else low)
    for index, bar in enumerate(bars):
        y = top + 3 + index * (BAR_HEIGHT + 6)
        start, end = sorted((base, x(min(max(bar.value, low), high))))
        shown = fit(bar.label if bar.text is None else bar.text, label_width - 4)
        tip = f"{bar.label}: {number(bar.value, integers)}"
        if shown:
            parts.append(f'<text x="4" y="{y + 12}" font-size="{FONT}"><title>{html.escape(bar.label)}</title>'
                         f'{html.escape(shown)}</text>')
        parts.append(f'<rect x="{start:.1f}" y="{y}" width="{max(end - start, 1):.1f}" height="{BAR_HEIGHT}" '
                     f'fill="{bar.colour}"><title>{html.escape(tip)}</title></rect>')
        if bar.low is not None and bar.high is not None:
            mid = y + BAR_HEIGHT / 2
            whisker = [x(min(max(v, low), high)) for v in (bar.low, bar.high)]
            parts.append(f'<line x1="{whisker[0]:.1f}" y1="{mid}" x2="{whisker[1]:.1f}" y2="{mid}" '
                         f'stroke="#000" stroke-width="1.5"/>')
            parts.extend(f'<line x1="{edge:.1f}" y1="{y + 3}" x2="{edge:.1f}" y2="{y + BAR_HEIGHT - 3}" stroke="#000"/>'
                         for edge in whisker)
        parts.append(f'<text x="{right + 6}" y="{y + 12}" font-size="{FONT}">{number(bar.value, integers)}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


@dataclass(frozen=True)
class Point:
    """One value of a small-multiples chart: its panel, its row in the panel and its series."""

    panel: str
    row: str
    series: str
    value: float
    low: float | None = None
    high: float | None = None


def legend(series: Sequence[str]) -> str:
    """An HTML legend: one colour swatch per series."""
    items = "".join(f'<span class="key"><span class="swatch" style="background:{COLOURS.get(s, "#999")}"></span>'
                    f'{html.escape(s)}</span>' for s in series)
    return f'<div class="legend">{items}</div>'


def panels(points: Sequence[Point], series: Sequence[str], *, domain: Mapping[str, tuple[float, float]] | None = None,
           note: str = "") -> str:
    """Small multiples: one SVG panel per `panel` key, rows in first-seen order, one bar per series.

    `domain` fixes a panel's axis range (by panel key); panels share one legend.
    """
    if not points:
        return f"<p><em>{html.escape(note or 'nothing to plot')}.</em></p>"
    by_panel: dict[str, dict[str, dict[str, Point]]] = {}
    for point in points:
        by_panel.setdefault(point.panel, {}).setdefault(point.row, {})[point.series] = point
    shown = [s for s in series if any(s in row for rows in by_panel.values() for row in rows.values())]
    figures = []
    for name, rows in by_panel.items():
        bars = []
        for row, found in rows.items():
            present = [s for s in shown if s in found]
            bars.extend(Bar(f"{row} {s}", found[s].value, found[s].low, found[s].high, COLOURS.get(s, "#999"),
                            text=row if i == 0 else "") for i, s in enumerate(present))
        figures.append(f'<div class="panel">{svg_bars(bars, name, width=PANEL_WIDTH, domain=(domain or {}).get(name))}</div>')
    return legend(shown) + f'<div class="panels">{"".join(figures)}</div>'
