"""An archive's capture stamp: the day a web archive took its copy of a page.

An archive's banner ("PageVault Captured 15 January 2026 00:37 HKT · 40 captures", "Archived on
3 May 2024") dates the copy, not the content: a capture proves the content existed then (the store
bounds a page's `known_at` by it from above), and says nothing of when the page was written or
what it tells. So a date right after "captured" / "archived" / "snapshot" (and an "on", "at" or
a colon) is no dateline of the page, and after t it is no leak by itself (policy: the page's own
stamps and statements are judged as on any page; a range of captures, "41 captures · 2 Jan 2025 –
30 Nov 2025", is not this and keeps its own reading).

The banner's words in other languages, as archives and snapshot services write them: "网页快照，
抓取时间:", "擷取時間:", "取得日時:", "수집 시각:", "pagina acquisita il:", "página capturada el:",
"capturée le", "archiviert am" (never a bare "acquired" or "取得日", a purchase's words); and
"saved" ("сторінку збережено:", "הדף נשמר:") only after the banner's own word for an archive copy
("Архівна копія –", "עותק ארכיון –"): "saved" alone is also a draft's or a user's word.
"""

from __future__ import annotations

import re

__all__ = ["capture_stamp"]

_CAPTURED = (
    r"\b(?:captured|archived|snapshot(?:\s+taken)?|crawled"
    r"|captur(?:ée?|ada|ado|ata|ato)|archiv(?:ée?|iert|iada|ada|iata|iato)|gearchiveerd"
    r"|(?:pagina|copia)\s+acquisit[ao])"  # "acquisita" alone is also a company's "acquired"
    r"|(?:擷取|撷取|抓取|截取|快照|存档|存檔|归档|歸檔|采集|採集)(?:时间|時間|日期)"
    r"|(?:取得|保存|アーカイブ|キャプチャ)(?:日時|時刻)"  # "取得日" alone is also a share purchase's day
    r"|(?:수집|보관|캡처|저장|아카이브)\s*(?:시각|일시|날짜|일자)"
    # "saved", only in the banner of an archive's copy
    r"|(?:архівн|архивн|ארכיון)[^\n:：]{0,30}?(?:збережено|збережена|сохранено|сохранена|נשמר|נשמרה)"
)
_CAPTURE_BEFORE = re.compile(
    rf"(?:{_CAPTURED})\s*(?:(?:on|at|le|el|em|am|il|op)\s*)?[:：]?\s*$", re.IGNORECASE
)
_LOOK_BACK = 60  # the words right before a date (bounded time on any text)


def capture_stamp(text: str, start: int) -> bool:
    """Whether the date at text[start:] is an archive's capture stamp (see module)."""
    return _CAPTURE_BEFORE.search(text, max(0, start - _LOOK_BACK), start) is not None
