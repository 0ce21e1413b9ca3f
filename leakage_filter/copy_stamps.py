"""Stamps of the copy, not of its content: when a page was captured, saved, exported, fetched or
rendered.

A web archive's banner ("Archived on 9 Mar 2026 04:17", "Copia archivada el 2026-03-09 10:13:22",
"このページは 2026-03-09 10:13:22 UTC に取得されたアーカイブです"), a browser's save note ("Saved
from https://... on 2026-03-09 19:19 IST"), a chat export's footer ("Exported on Monday, March 9,
2026 at 12:47 PM"), a cache's or a server's render stamp ("Served from cache · fetched Tue, 09 Mar
2026 10:13:00 GMT", "Page rendered 2026-03-09 10:13:07", "Seite erstellt am 09.03.2026 um 10:13")
all carry the odd clock of a machine's instant, and all date the copy: a render time is not a
change of content, and a capture proves only that the content existed then. So such a date is no
entry stamped after t (the page's own stamps and statements are judged as on any page).

Only the words of making a copy count, right before the date (then an "on", "at", "le", "el", "am"
..., a colon, a weekday's abbreviation; or "from <address>", "by <tool>") or, in the languages that
put the verb last, right after its clock ("... UTC に取得", "... 에 저장", "... tarihinde
arşivlendi"). An edit ("updated", "edited", "saved changes") is no copy's stamp: it changes the
content, and is read by the rules as before.
"""

from __future__ import annotations

import re

from leakage_filter.capture_stamps import capture_stamp

__all__ = ["copy_stamp"]

# The words of making a copy, in the languages asof reads: capture, archive, fetch, export and
# render, alone; a page "served", "rendered", "built" or "created" only with the word for the page
# (a verdict rendered, a notice served, an issue created are entries); a save only "from" an
# address (a draft "saved" is an edit).
_COPY_WORDS = (
    r"captured|archived|snapshot(?:\s+taken)?|crawled|retrieved|fetched|exported|downloaded|generated|cached|compiled"
    r"|(?:page|copy)\s+(?:rendered|served|built|created|printed)|rendered\s+by\s+\S{1,80}"
    r"|erfasst|archiviert|abgerufen|exportiert|generiert|erzeugt|zwischengespeichert"
    r"|momentaufnahme|archivkopie|archivversion|seite\s+(?:erstellt|gerendert)"
    r"|captur[ée]e?|archiv[ée]e?|r[ée]cup[ée]r[ée]e?|export[ée]e?|g[ée]n[ée]r[ée]e?|instantan[ée]"
    r"|capturad[ao]|archivad[ao]|recuperad[ao]|exportad[ao]|generad[ao]|instant[áa]nea"
    r"|arquivad[ao]|gerad[ao]|acquisit[ao]|archiviat[ao]|catturat[ao]|esportat[ao]|generat[ao]"
    r"|istantanea|gearchiveerd|opgehaald|gegenereerd|geëxporteerd|vastgelegd"
    r"|zarchiwizowano|pobrano|wygenerowano|wyeksportowano|arşivlendi"
    r"|архивировано|сгенерировано|сгенерирована|экспортировано"
    r"|lưu\s+trữ|tạo\s+lúc|thu\s+thập|diarsipkan|dihasilkan|diekspor"
    r"|(?:saved|gespeichert|enregistr[ée]e?|guardad[ao]|salv[ao]|salvat[ao]|opgeslagen|zapisano|сохранено|disimpan)"
    r"\s+(?:from|von|aus|de|da|di|van|z|из|с|dari|từ)\s+\S{1,80}"
)
_PREPOSITION = r"(?:on|at|am|um|vom|le|du|à|el|del|em|no|il|alle|ore|op|om|dnia|w|в|pada|lúc|ngày)"
_COPY_BEFORE = re.compile(
    rf"(?<!\w)(?:{_COPY_WORDS})"
    rf"\s*(?:{_PREPOSITION}\s*)?[:：]?\s*(?:[^\W\d]{{2,4}}\.?,\s*)?$",
    re.IGNORECASE,
)
# A CJK or Korean label of the copy's time before the date ("取得日時：", "抓取时间:", "저장 일시:"):
# the words of archiving alone, those that also mean "obtain" or "make" only as a time's label.
_CJK_LABEL = r"(?:日時|日时|日期|时间|時間|時刻|于|於|일시|시각|시간)"
_CJK_BEFORE = re.compile(
    rf"(?:(?:アーカイブ|キャプチャ|快照|存档|归档|抓取|캡처|보관)\s*{_CJK_LABEL}?|(?:取得|保存|生成|获取|저장|생성|수집)\s*{_CJK_LABEL})"
    r"\s*[:：]?\s*$"
)
# After the date: its clock and zone, a particle, then the verb ("09:15:44 UTC に取得", "에 저장").
_AFTER = re.compile(
    r"[\s\d:：.,+\-()A-Za-z午前後上下오전후時时分시분秒초]{0,28}?(?:に|에|时|時|tarihinde\s+)?\s*"
    r"(?:取得され|保存され|アーカイブ|キャプチャ|抓取|存档|归档|캡처|저장|보관|arşivlendi|kaydedildi)"
)
_LOOK_BACK = 120  # the words right before a date, an address among them (bounded time on any text)


def copy_stamp(text: str, start: int, end: int) -> bool:
    """Whether the date at text[start:end] stamps the copy (captured, saved, exported, fetched,
    rendered), not its content (see module)."""
    before = text[max(0, start - _LOOK_BACK) : start]
    return (capture_stamp(text, start) or _COPY_BEFORE.search(before) is not None
            or _CJK_BEFORE.search(before) is not None or _AFTER.match(text, end) is not None)
