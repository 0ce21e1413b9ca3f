"""The stamps of a page's entries: comment and chat headers, answers' date lines, news-list items.

- *a handle, then a date and an exact time*: "网友 老球迷 2025-02-23 21:17", "たくみ 3/15 08:12",
  "mika_77 14.03. 09:40": a line that holds only who wrote and when (to the minute) is the stamp of
  the entry under it. A schedule names what is scheduled in words and rarely to the minute beside a
  one-word name; a handle is one or two tokens with no sentence punctuation and no digits but a
  number ending a name ("老股民2008"), after the post's number ("#7 半仓哥 ..."), and the stamp may
  open with its weekday ("vendredi 4 avril 2025 à 02h44 CEST"), set it between the date and the time
  ("2024年12月15日 星期日 21:51") and end in the zone the time is in ("北京时间", "(台北時間)"). The
  entry was written at that instant, whatever heading the thread stands under (a page titled
  "后期日程" still carries its readers' messages);
- *a date and time alone under an entry's heading*: "답변 2" / "2025.03.12 18:05", "Kommentar #3"
  / "14.03.2025 09:12": the answer's or comment's own stamp;
- *a date opening an item of a list headed as news*: "新着ニュース" / "2025.03.03 本学教授が受賞",
  "Aktuelles" / "03.03.2025 Neue Buslinie", or as a live blog: "실시간" / "2025.09.20 18:11 ...
  순이익 281.1억원", "Live-Ticker" / "01.02.2025 12:20 ...": the item's publication date (a list headed as a
  schedule is read as one before this, by its heading);
- *a photo caption's day*: "Beim Spatenstich am 14. März griffen ... Foto: R. Hentschel" -- a
  caption (`figcaption`, or a line ending in a photo credit) tells what the picture shows, which
  was taken that day; a caption with a forward cue ("soll am 14. März", "予定") is read by it first.
"""

from __future__ import annotations

import re

from leakage_filter.dates import DateMention
from leakage_filter.weekday_stamps import WEEKDAY_NAMES

__all__ = ["handle_stamp", "news_entry", "photo_caption"]

_TOKEN = r"[^\s\d.,;!?。，、！？:：()（）\[\]【】|·•]{1,16}"
# A handle may end in a number when letters open it ("老股民2008", "trader_77"; never "Q3").
_NAME = rf"(?:[^\W\d]{{2,12}}\d{{1,4}}|{_TOKEN})"
# Before the handle a post's number ("#7"); after it the weekday the stamp opens with ("vendredi").
_HANDLE = re.compile(
    rf"\W{{0,2}}(?:#\s?\d{{1,6}}\s+)?(?P<handle>{_NAME}(?:\s+{_NAME})?)\s*[:：|·•-]?\s*"
    rf"(?:(?:{WEEKDAY_NAMES})\W{{0,2}}\s*)?",
    re.IGNORECASE,
)
# After the date: its weekday where Chinese, Japanese and Korean set it ("星期日", "(土)", "일요일"),
# the time (after a comma or a dash where a CMS sets one: "5 Μαΐου 2026, 02:07", "10 de julio de
# 2026 - 15:22"; with the word for o'clock after it: "um 20:52 Uhr"), and the zone the time was
# read in ("CEST", "北京时间", "(台北時間)").
_CLOCK_ONLY = re.compile(
    rf"\s*(?:[(（]?(?:{WEEKDAY_NAMES})[)）]?\s*)?(?:[,，\-–—]\s*)?(?:(?:à|at|um|às|alle|om|a\s+las)\s+)?"
    r"(?:\d{1,2}[:：h]\d{2}(?::\d{2})?(?:\s*Uhr\b)?)?"
    r"\s*(?:[(（][^()（）\d]{1,12}[)）]|(?-i:[A-Z]{2,5})|[^\W\d]{1,4}(?:时间|時間))?\s*",
    re.IGNORECASE,
)
_WEEKDAY = re.compile(WEEKDAY_NAMES, re.IGNORECASE)
_HANDLE_CHARS = 24
_HEADING_CHARS = 40
# Headings of one entry of a thread: an answer, a reply, a comment (with its number).
_ENTRY_HEADING = re.compile(
    r"답변|댓글|回答|回复|回覆|评论|評論|留言|コメント|返信|\b(?:answer|reply|comment|antwort|kommentar|réponse|commentaire"
    r"|respuesta|comentario|resposta|risposta|commento|reactie|odpowiedź|komentarz|ответ|комментарий|відповідь|коментар)\b",
    re.IGNORECASE,
)
# Headings of a list of news items ("新着ニュース", "Aktuelles", "Latest news", "最新消息"), and of a
# live blog's entries ("Live-Ticker", "실시간", "速報", "En direct"): each entry is stamped when posted.
_NEWS_HEADING = re.compile(
    r"新着|ニュース|お知らせ|新闻|新聞|要闻|要聞|最新|热点|熱點|뉴스|소식|실시간|속보|速報|速报|実況|直播|实时|即時|快讯|快訊|ライブ"
    r"|\b(?:news|latest|nachrichten|aktuelles|meldungen"
    r"|actualités|actualites|noticias|notizie|nieuws|novinky|aktualności|wiadomości|новини|новости|haberler|berita"
    r"|uutiset|nyheter|nyheder|notícias"
    # a live page's feed of entries ("Live updates", "Live-Ticker", "실시간", "速報", "En direct")
    r"|live(?:-?\s*(?:blog|updates?|ticker|coverage|feed))?|liveticker|en\s+direct|en\s+vivo|ao\s+vivo|in\s+diretta"
    r"|na\s+żywo|canl[ıi]|trực\s+tiếp|langsung|онлайн|в\s+прямом\s+эфире)\b",
    re.IGNORECASE,
)
_BULLET = re.compile(r"[\s·•・▪▸►\-–—*]*")
_HEADLINE_WORDS = re.compile(r"[^\W\d_]{2,}|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]")


def handle_stamp(text: str, mention: DateMention, heading: str) -> bool:
    """Whether `mention`, a date with an exact time, is all a line says besides a short handle
    before it, or besides nothing under an entry's heading (see the module docstring)."""
    if mention.at is None or _CLOCK_ONLY.fullmatch(text, mention.end) is None:
        return False
    if not text[: mention.start].strip():
        return len(heading) <= _HEADING_CHARS and _ENTRY_HEADING.search(heading) is not None
    handle = _HANDLE.fullmatch(text, 0, mention.start) if mention.start <= 2 * _HANDLE_CHARS else None
    # a weekday alone before the date is the date's own ("mercredi 4 septembre 2024 à 22h30"), no handle
    return handle is not None and len(handle["handle"]) <= _HANDLE_CHARS and not _WEEKDAY.fullmatch(handle["handle"])


def news_entry(text: str, mention: DateMention, heading: str) -> bool:
    """Whether `mention` opens (after a list bullet) an item with a headline after it, in a list
    headed as news (see the module docstring)."""
    return (
        len(heading) <= _HEADING_CHARS and _NEWS_HEADING.search(heading) is not None
        and _BULLET.fullmatch(text, 0, mention.start) is not None and _HEADLINE_WORDS.search(text, mention.end) is not None
    )


# A photo credit ending a caption ("Foto: R. Hentschel", "Photo : AFP", "写真＝共同", "图/新华社").
_CREDIT = re.compile(
    r"(?:\b(?:foto|photo|bild|fotó|fotografia|fotografía|zdjęcie|фото)\s*[:：/©]|©|写真[＝=:：]|摄影[：:]|图/|圖/|사진[=:：])"
    r"[^.。!?]{0,60}$",
    re.IGNORECASE,
)


def photo_caption(text: str, block: str) -> bool:
    """Whether a segment is a photo's caption: a `figcaption`, or text ending in a photo credit."""
    return block == "figcaption" or _CREDIT.search(text) is not None
