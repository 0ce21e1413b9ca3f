"""Dated items of a side module that announce what is still to come, not what happened.

A newsletter box ("Next issue: Apr 8, 2022", "Nächste Ausgabe: 24.07.2025", "Próximo número: ..."),
a sponsored block ("Webinar: Mar 22, 2025. Register"), an events rail ("Forum Taux – 22 août 2022
S'inscrire", "Webinar: 2025年8月28日. 申し込む") dates a thing that has not happened yet: a date
after t there tells a forecaster nothing that became public after t. A side module's item that
reports something stays a later item: a headline, a replay or recap of a later event ("On demand
... (held 15 Sep 2025)"), a newsletter's latest issue, an upload.

An item is scheduled when
- a "next" label names the date (the label, a noun or two, a colon or dash, then the date: "Next
  issue:", "Upcoming webinar –", "Prochain numéro :", "下期：", "次回：", "다음 호:"), or
- it names an event (a webinar, a conference, an AGM, a forum, in English, German, French,
  Spanish, Portuguese, Italian, Chinese, Japanese, Korean) and, after the date, asks the reader to
  sign up ("Register", "Jetzt anmelden", "S'inscrire", "Inscríbete", "报名", "申し込む",
  "신청하기"), or says "save the date", or
- after the date, it offers to add itself to the reader's calendar ("Add to calendar", "Zum
  Kalender hinzufügen", "加入日历", "캘린더에 추가"; `calendar_offer`, also for a calendar in the
  page's own content) and states no figure (a result),
and no word of it reports the item as done ("held", "replay", "recap", "on demand", "fand statt",
"Rückblick", "rediffusion", "se celebró", "回放", "開催された", "다시보기").

The counterparts, items that are out already whatever module holds them:
- `reported_item`: an item whose words report it as done or as a recording of it ("En replay Forum
  Taux (tenu le 18 décembre 2024): ..."), even in a list under a schedule's heading ("Agenda",
  "Upcoming events");
- `calendar_row`: a row of a calendar ("FY2026 — full-year results: May 14, 2026", "6月 — CPI数据发布:
  2026年7月14日") whose date is the value of its label, closing the row: the label's words ("results",
  "发布", "the year ended") name what is scheduled, they report nothing; unless a word reports it done;
- `latest_item`: a "latest" label naming the date ("Latest issue (Aug 26, 2022 7:47 AM ET):",
  "Último número (24 de febrero de 2023, 17:04 CET):", "Letzte Ausgabe:", "最新号："): the date is
  the stamp of an issue already out, not the subject of the headline after it.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["calendar_offer", "calendar_row", "event_named", "latest_item", "reported_item", "scheduled_item"]

_ITEM_CHARS = 200  # a side module's item is short: a longer text is an article's teaser or body

# "Next issue:", "Upcoming webinar –", "Nächste Ausgabe:", "Próximo número:", "下期：": at the start of
# the item or after a separator, at most three words, then a colon or a dash (or nothing) and the date.
_NEXT_WORD = (
    r"(?:next|upcoming|forthcoming|coming\s+up|nächste[nrs]?|kommende[nrs]?|prochaine?s?|próxim[oa]s?|prossim[oa]"
    r"|(?-i:下一?期|下一?场|下一?次|下回|次号|次回|다음(?:\s*(?:호|회))?))"
)
_NEXT_LABEL = re.compile(
    rf"(?:^|[|·•;.。!！?？]\s*){_NEXT_WORD}(?:\s*[^\W\d_]+){{0,3}}\s*[:：–—-]?\s*(?:on\s+|am\s+|le\s+|el\s+)?$",
    re.IGNORECASE,
)
_EVENT_NOUN = re.compile(
    r"\b(?:webinars?|webcasts?|conferences?|summits?|forums?|seminars?|workshops?|symposium|meetups?|investor\s+day"
    r"|capital\s+markets\s+day|agm|annual\s+general\s+meeting|town\s+hall|roundtable|expo"
    r"|konferenz|tagung|hauptversammlung|veranstaltung|gipfel|seminar"
    r"|webinaire|conférence|séminaire|assemblée\s+générale|salon|sommet|rencontre"
    r"|webinario|seminario(?:\s+web)?|conferencia|foro|cumbre|junta\s+general|jornada|congreso|conferência|assembleia"
    r"|convegno|assemblea)\b"
    r"|研讨会|研討會|论坛|論壇|峰会|峰會|说明会|說明會|发布会|發布會|股东大会|股東大會|路演|直播"
    r"|セミナー|ウェビナー|説明会|総会|フォーラム|カンファレンス|シンポジウム"
    r"|웨비나|세미나|설명회|총회|포럼|컨퍼런스|콘퍼런스",
    re.IGNORECASE,
)
_SIGN_UP = re.compile(
    r"\b(?:register(?:\s+(?:now|here|today|free))?|sign\s+up|rsvp|book\s+(?:now|your\s+(?:seat|place|spot))|reserve\s+your\s+(?:seat|place|spot)"
    r"|join\s+us|(?:jetzt\s+)?anmelden|registrieren|s'inscrire|s’inscrire|inscrivez-vous|inscríbete|regístrate|inscribirse"
    r"|inscreva-se|iscriviti)\b"
    r"|立即报名|立即報名|报名|報名|预约|預約|申し込む|申し込み|申込|参加登録|신청하기|사전\s*등록|등록하기",
    re.IGNORECASE,
)
# An offer to put the item in the reader's calendar: a site offers it for what is still to come.
_ADD_TO_CALENDAR = re.compile(
    r"\b(?:add\s+to\s+(?:my\s+|your\s+)?calendar|(?:zum|in\s+den)\s+kalender\s+hinzufügen|in\s+den\s+kalender\s+eintragen"
    r"|ajouter\s+(?:à\s+(?:mon\s+|l'|votre\s+)?|au\s+)(?:calendrier|agenda)|añadir\s+al\s+calendario|agregar\s+al\s+calendario"
    r"|adicionar\s+ao\s+calendário|aggiungi\s+al\s+calendario)\b"
    r"|加入日历|添加到日历|加入日曆|加到行事曆|加入行事曆|カレンダーに(?:追加|登録)|캘린더에\s*추가|일정\s*추가",
    re.IGNORECASE,
)
# A figure in the item (an amount, a percentage, a decimal): a result, not a calendar entry.
_FIGURE = re.compile(r"[$€£¥₩]\s?\d|\d\s?(?:%|％)|\b\d+[.,]\d{1,2}\b(?![.:])|\d\s?(?:€|円|元|원|億|亿|万|bn|million|billion)")
_SAVE_THE_DATE = re.compile(r"\bsave\s+the\s+date\b|\bmerken\s+sie\s+sich\b|\bréservez\s+la\s+date\b|\breserva\s+la\s+fecha\b", re.IGNORECASE)
# Words that report an item as done or as a recording of it: the item is a later fact.
_REPORTED = re.compile(
    r"\b(?:held|took\s+place|happened|replay|replays|recap|recording|recorded|on[\s-]demand|watch\s+again|was|were"
    r"|fand|stattgefunden|rückblick|aufzeichnung|nachlese|tenu|tenue|rediffusion|revoir|celebr[óa]|celebrado"
    r"|grabación|resumen|diferido|realizad[oa]|gravação|registrazione|svolto|tenutosi)\b"
    r"|举行了|已举行|舉行了|回放|回顾|回顧|录像|錄影|開催された|開催しました|アーカイブ|録画|見逃し|개최된|개최했|다시\s*보기|지난",
    re.IGNORECASE,
)


# "Latest issue (", "Último número:", "Dernier numéro :", "Letzte Ausgabe", "最新号": at the start of the
# item, at most two words, then a bracket, a colon or a dash right before the date.
_LATEST_WORD = (
    r"(?:latest|most\s+recent|newest|last|letzte[nrs]?|neueste[nrs]?|aktuelle[nrs]?|derni[eè]re?s?|[uú]ltim[oa]s?|più\s+recente"
    r"|(?-i:最新一?期?|最近一期|最新号|前号|최신\s*호|지난\s*호))"
)
_LATEST_LABEL = re.compile(rf"^\W{{0,3}}{_LATEST_WORD}(?:\s*[^\W\d_]+){{0,2}}\s*[(（:：–—-]\s*$", re.IGNORECASE)


def reported_item(text: str) -> bool:
    """Whether a side module's item reports itself as done or as a recording ("held", "replay",
    "tenu le", "回放"): a later item even under a schedule's heading."""
    return _REPORTED.search(text) is not None


# A row's value: after its label's colon, a short date (a digit in it), at most a closing mark after.
_ROW_VALUE = re.compile(r"[:：]\s*(?P<value>[^:：]{1,40})$")
_ROW_END = re.compile(r"[\s.。)）]*$")


def calendar_row(text: str, start: int, end: int) -> bool:
    """Whether the date at text[start:end] is in a short row "LABEL: DATE" ("FY2026 — full-year
    results: May 14, 2026", "2026年7月 — 政策决定: 2026年7月20日"): the value closing the row, or a
    date of its label naming what the row schedules; and no word of the row reports it done."""
    row = _ROW_VALUE.search(text)
    if len(text) > _ITEM_CHARS or row is None or not any(c.isdigit() for c in row["value"]) or _REPORTED.search(text):
        return False
    if start >= row.start("value"):
        return _ROW_END.fullmatch(text, end) is not None
    return end <= row.start()


def event_named(text: str) -> bool:
    """Whether `text` (a heading, an item) names an event: a webinar, a conference, an AGM, an
    investor day, ... ("Q1 Earnings Conference Call", "Hauptversammlung 2025", "股东大会")."""
    return _EVENT_NOUN.search(text) is not None


@lru_cache(maxsize=4096)  # speed: a page is read at many forecast times; the answer does not depend on t
def calendar_offer(text: str, start: int, end: int) -> bool:
    """Whether a short item offers, after its date (text[start:end]), to add itself to the reader's
    calendar ("2026.07.06 세림바이오 2분기 실적 발표 캘린더에 추가", "瑞泓物流第2季度业绩发布 加入日历"):
    an event still to come; unless a word of it reports it done or, beside the date, it states a
    figure (a result)."""
    if len(text) > _ITEM_CHARS or _REPORTED.search(text) or _FIGURE.search(text[:start] + " " + text[end:]):
        return False
    return _ADD_TO_CALENDAR.search(text, end) is not None


def latest_item(text: str, start: int) -> bool:
    """Whether a "latest" label names the date at `start` ("Latest issue (", "Último número:"): the
    stamp of an item already out."""
    return _LATEST_LABEL.match(text, 0, start) is not None


def scheduled_item(text: str, start: int, end: int) -> bool:
    """Whether the date at text[start:end] of a side module's item dates a thing still to come: a
    "next" label names it, or the item names an event and asks the reader to sign up (or to save
    the date), and no word of the item reports it as done (see the module docstring)."""
    if len(text) > _ITEM_CHARS or _REPORTED.search(text):
        return False
    if _NEXT_LABEL.search(text, 0, start):
        return True
    if _SAVE_THE_DATE.search(text) or calendar_offer(text, start, end):
        return True
    return event_named(text) and _SIGN_UP.search(text, end) is not None
