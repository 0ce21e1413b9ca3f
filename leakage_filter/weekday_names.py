"""Weekday names of the languages asof reads, each to its number (0 Monday .. 6 Sunday).

One table for every reader of a weekday (the date finder's European weekdays, the sequels'
"on Monday", the update labels that name only their weekday), so a name added here is read by all.
"""

from __future__ import annotations

__all__ = ["CJK_WEEKDAYS", "JA_WEEKDAYS", "WORD_WEEKDAYS"]

# Written as words, lower case: English, German, French, Spanish, Portuguese, Italian, Dutch, Arabic, Korean.
WORD_WEEKDAYS: dict[str, int] = {
    **{n: i for i, n in enumerate(("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"))},
    **{n: i for i, n in enumerate(("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"))},
    "sonnabend": 5,
    **{n: i for i, n in enumerate(("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"))},
    **{n: i for i, n in enumerate(("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"))},
    "miercoles": 2, "sabado": 5,
    **{n: i for i, n in enumerate(("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira"))},
    "segunda": 0, "terça": 1, "quarta": 2, "quinta": 3, "sexta": 4,
    **{n: i for i, n in enumerate(("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"))},
    **{n: i for i, n in enumerate(("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"))},
    **{n: i for i, n in enumerate(("الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"))},
    "الإثنين": 0, "الاربعاء": 2, "الاحد": 6,
    **{n: i for i, n in enumerate(("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"))},
}  # fmt: skip
# The Chinese weekday's last character ("星期六", "週日", "周天").
CJK_WEEKDAYS: dict[str, int] = {**{c: i for i, c in enumerate("一二三四五六日")}, "天": 6}
# The Japanese weekday's character ("木曜日", "(金)").
JA_WEEKDAYS: dict[str, int] = {c: i for i, c in enumerate("月火水木金土日")}
