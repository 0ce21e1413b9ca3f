"""Markup that would take unbounded time to read: refused before any parser sees it.

An HTML parser and an attribute walk are fast on real pages but slow down with the square of the
attributes on one element (100,000 attributes on a `<p>` take tens of seconds). No page needs
more than `MAX_ATTRIBUTES_PER_TAG` on one element, so such content is refused as unreadable
(`classifier_invalid`), which keeps the time per page bounded. The check costs one pass over the
text, and the per-tag count only runs when the page holds that many attributes at all.
"""

from __future__ import annotations

__all__ = ["MAX_ATTRIBUTES_PER_TAG", "dense_markup"]

MAX_ATTRIBUTES_PER_TAG = 2_000


def _attributes(text: str) -> int:
    return text.count('="') + text.count("='") + text.count("= \"")


def dense_markup(content: str) -> str | None:
    """Why `content` is too dense to parse in bounded time (an `unreadable_content` reason), or None."""
    if _attributes(content) <= MAX_ATTRIBUTES_PER_TAG:
        return None
    densest = max(_attributes(tag) for tag in content.split(">"))
    if densest <= MAX_ATTRIBUTES_PER_TAG:
        return None
    return f"unreadable_content: an element with about {densest} attributes (more than {MAX_ATTRIBUTES_PER_TAG}: not a page)"
