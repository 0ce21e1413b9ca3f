"""Spans counted from the page's own publication, in languages other than English.

An addendum often dates itself only by its distance from the page: "Précision : deux jours après
la première publication, ...", "Nachtrag: zwei Tage nach Veröffentlichung dieses Artikels ...",
"本文发布两天后，...", "配信から3日後、...", "기사 게재 이틀 뒤 ...", "haberin yayımlanmasından bir gün
sonra ...", "dagen efter att artikeln publicerades ...". Such a sentence was written that long
after the page's own date, whatever date the page shows. `publication_offsets` finds them in
French, Spanish, Portuguese, Italian, German, Dutch, Swedish, Polish, Russian, Turkish,
Indonesian, Vietnamese, Chinese, Japanese and Korean (English is read by the rules' own pattern)
and gives each with its span.

Only the page's OWN publication counts: "deux jours après la publication de ses résultats" (the
company's report), "公司发布财报两天后" count from something else and are not read. A month counts
as 28 days, the least it can be, so a span is never placed later than it surely is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import timedelta

__all__ = ["publication_offsets"]

# Count words of every language read (a word belongs to one count; digits are read as numbers).
_COUNTS = {
    1: "un une uno una um ein einen einem eine een één en ett jeden jedna jedną один одну одного bir satu se một 一 하루",
    2: "deux dos dois duas due zwei twee två dwa dwie два две iki dua hai 二 两 兩 이틀",
    3: "trois tres três tre drei drie trzy три üç uc tiga ba 三 사흘",
    4: "quatre cuatro quatro quattro vier fyra cztery четыре dört dort empat bốn 四 나흘",
    5: "cinq cinco cinque fünf vijf fem pięć пять beş bes lima năm 五 닷새",
    6: "six seis sei sechs zes sex sześć шесть altı alti enam sáu 六 엿새",
    7: "sept siete sete sette sieben zeven sju siedem семь yedi tujuh bảy 七 이레",
    10: "dix diez dez dieci zehn tien tio dziesięć десять on sepuluh mười 十 열흘",
}
_COUNT_OF = {word: number for number, words in _COUNTS.items() for word in words.split()}
_UNITS = {
    "h": "heure heures hora horas ora ore stunde stunden uur uren timme timmar godzin godziny godzinę час часа часов "
         "saat jam giờ 小时 小時 時間 시간",
    "d": "jour jours día días dia dias giorno giorni tag tage tagen dag dagen dagar dzień dni день дня дней gün hari "
         "ngày 天 日 일",
    "w": "semaine semaines semana semanas settimana settimane woche wochen week weken vecka veckor tydzień tygodnie "
         "tygodni неделю недели недель hafta minggu pekan tuần 周 週 星期 週間 주",
    "m": "mois mes meses mês mese mesi monat monate monaten maand maanden månad månader miesiąc miesiące месяц месяца "
         "месяцев ay bulan tháng 个月 個月 か月 カ月 ヶ月 개월",
}
_UNIT_OF = {word: unit for unit, words in _UNITS.items() for word in words.split()}
# The korean native day counts carry their unit: 하루 is one day, 이틀 two days.
_KO_DAYS = frozenset("하루 이틀 사흘 나흘 닷새 엿새 이레 열흘".split())
_DAYS = {"h": timedelta(hours=1), "d": timedelta(days=1), "w": timedelta(days=7), "m": timedelta(days=28)}


def _words(*numbers: int) -> str:
    return "|".join(sorted((w for n in numbers for w in _COUNTS[n].split()), key=len, reverse=True))


def _unit_words(lang_words: str) -> str:
    return "|".join(sorted(lang_words.split(), key=len, reverse=True))


_ALL_COUNTS = (1, 2, 3, 4, 5, 6, 7, 10)
_N = rf"(?P<n>\d{{1,3}}|{_words(*_ALL_COUNTS)})"
_U = rf"(?P<u>{_unit_words(' '.join(_UNITS.values()))})"
_APOS = "['’]"

# The page's own publication, per language: the noun (with what may qualify it: "première",
# "initiale", "of this article"), and no other object after it ("de ses résultats").
_OWN_FR = (rf"(?:(?:la|sa)\s+)?(?:première\s+)?(?:publication|parution|mise\s+en\s+ligne)"
           rf"(?:\s+(?:initiale|originale|d{_APOS}origine))?"
           rf"(?:\s+(?:de\s+(?:cet|cette|ce)\s+\w+|de\s+l{_APOS}article|du\s+présent\s+\w+))?(?!\s+(?:de|des|du|d{_APOS}))"
           rf"|que\s+(?:cet|cette|l{_APOS})\s*(?:article|dépêche|note|texte|brève|information)\s+(?:a|ait)\s+été\s+(?:publiée?|mise?\s+en\s+ligne)")
_OWN_ES_PT_IT = (
    r"(?:(?:la|a|su|sua)\s+)?(?:primera\s+|primeira\s+|prima\s+)?(?:publicación|publicação|pubblicazione|divulgação|difusión)"
    r"(?:\s+(?:original|inicial|originale|iniziale))?"
    r"(?:\s+(?:de\s+(?:este|esta)\s+\w+|d[eo]\s+(?:presente\s+)?(?:artigo|texto)|dest[ae]\s+\w+|di\s+questo\s+\w+|dell['’]articolo))?"
    r"(?!\s+(?:de|del|dos|das|da|do|di|dei|della|delle|degli)\b)"
    r"|publicarse\s+(?:este|esta|la|el)\s+\w+|(?:que\s+)?(?:este|esta)\s+\w+\s+(?:fue|foi|fosse|fuera)\s+publicad[oa]"
)
_OWN_DE = (r"(?:(?:der|ihrer|seiner)\s+)?(?:Erst)?(?:[Vv]eröffentlichung|Erscheinen|Publikation)"
           r"(?:\s+(?:dieses|dieser)\s+\w+)?(?!\s+(?:der|des|von|vom|eines|einer)\b)")
_OWN_NL = (r"(?:(?:de|het)\s+)?(?:eerste\s+)?(?:publicatie|verschijnen|plaatsing)(?:\s+van\s+(?:dit|deze)\s+\w+)?"
           r"(?!\s+(?:van|der)\b)")
_OWN_SV = r"(?:publiceringen|publicering)(?!\s+av\b)|att\s+(?:artikeln|texten|notisen|nyheten)\s+publicerades"
_OWN_PL = r"(?:pierwszej\s+)?publikacji(?:\s+(?:tego|tej)\s+\w+)?(?!\s+(?:wyników|raportu|danych)\b)"
_OWN_RU = r"(?:первой\s+|первоначальной\s+)?публикации(?:\s+(?:этой|этого|данной|данного)\s+\w+)?(?!\s+(?:результатов|отчёта|отчета|данных)\b)"

_LATIN_AFTER = [
    # "deux jours après la première publication", "dos días después de la publicación", "dois dias após a
    # publicação", "due giorni dopo la pubblicazione", "zwei Tage nach Veröffentlichung", "twee dagen na
    # publicatie", "två dagar efter publiceringen", "dwa dni po publikacji", "через два дня после публикации"
    rf"\b{_N}\s+{_U}\s+(?:après|después\s+de|tras|após|depois\s+d[ae]|dopo|nach|na|efter|po|после|спустя)\s+"
    rf"(?:{_OWN_FR}|{_OWN_ES_PT_IT}|{_OWN_DE}|{_OWN_NL}|{_OWN_SV}|{_OWN_PL}|{_OWN_RU})",
    # Turkish, the count after the publication: "(haberin) yayımlanmasından bir gün sonra"
    rf"\b(?:haberin\s+|yazının\s+|yazinin\s+|makalenin\s+|bu\s+haberin\s+)?(?:yay[ıi]mlanmas[ıi]ndan|yay[ıi]nlanmas[ıi]ndan|yay[ıi]ndan)"
    rf"\s+{_N}\s+{_U}\s+sonra",
    # Indonesian: "dua hari setelah artikel ini diterbitkan", "sehari setelah publikasi"
    rf"\b(?:{_N}\s+{_U}|(?P<se>se)(?P<u2>hari|minggu|pekan|bulan|jam))\s+(?:setelah|sesudah|usai)\s+"
    r"(?:(?:artikel|berita|tulisan|laporan)\s+ini\s+(?:pertama\s+kali\s+)?(?:diterbitkan|dimuat|terbit|dipublikasikan|tayang|dirilis)"
    r"|publikasi(?:\s+(?:artikel|berita)\s+ini)?(?!\s+(?:laporan|hasil|data)\b))",
    # Vietnamese: "hai ngày sau khi bài viết được đăng"
    rf"(?<!\w){_N}\s+{_U}\s+sau\s+khi\s+(?:bài\s+viết|bài\s+báo|bản\s+tin|tin\s+này|bài\s+này)(?:\s+này)?\s+(?:được\s+)?"
    r"(?:đăng|công\s+bố|xuất\s+bản)",
]
# "le lendemain de la publication", "al día siguiente de la publicación", "no dia seguinte à publicação",
# "il giorno dopo la pubblicazione", "am Tag nach der Veröffentlichung", "de dag na publicatie",
# "dagen efter publiceringen", "на следующий день после публикации"
_LATIN_NEXT_DAY = (
    r"\b(?:le\s+lendemain\s+de|al\s+día\s+siguiente\s+de|no\s+dia\s+seguinte\s+(?:à|a)|il\s+giorno\s+dopo|"
    r"am\s+Tag\s+nach|de\s+dag\s+na|dagen\s+efter|dzień\s+po|на\s+следующий\s+день\s+после)\s+"
    rf"(?:{_OWN_FR}|{_OWN_ES_PT_IT}|{_OWN_DE}|{_OWN_NL}|{_OWN_SV}|{_OWN_PL}|{_OWN_RU})"
)
_CJK_N = r"(?P<n>\d{1,3}|[一二两兩三四五六七十])"
_CJK = [
    # "本文发布两天后", "本报道刊出後3日", "文章首次发布后的第二天"
    rf"(?:本文|本篇|此文|该文|該文|本报道|本報導|本报|本報|本则|本則|本稿|原文|文章|报道|報導|報道)(?:首次|最初|初次)?"
    rf"(?:发布|發布|發佈|刊发|刊發|刊出|刊登|发表|發表|发稿|發稿|见报|見報)(?:后|後|之后|之後)?的?第?\s*{_CJK_N}\s*"
    r"(?P<u>小时|小時|个月|個月|天|日|周|週|星期)",
    # "配信から2日後", "本記事の掲載から1週間後"
    rf"(?:(?:本記事|この記事|記事|本稿)の?(?:配信|掲載|公開|公表|初出)|配信|掲載|初出)(?:から|より|の)\s*{_CJK_N}\s*"
    r"(?P<u>時間|日|週間|か月|カ月|ヶ月)(?:後|経って|たって)",
    # "기사 게재 이틀 뒤", "보도 3일 후", "이 기사가 나간 지 하루 만에"
    r"(?:(?:이\s*|본\s*)?기사(?:가|의)?\s*(?:게재|출고|송고|발행|보도)(?:된|한)?|보도|(?:이\s*)?기사가\s*나간)\s*(?:지\s*)?"
    rf"(?:(?P<ko>{'|'.join(sorted(_KO_DAYS, key=len, reverse=True))})|(?P<n>\d{{1,3}})\s*(?P<u>시간|일|주|개월))\s*(?:뒤|후|만에)",
]
# "发布次日", "掲載の翌日", "게재 다음 날"
_CJK_NEXT_DAY = (
    r"(?:本文|本篇|此文|本报道|本報導|原文|文章|报道|報導)(?:首次)?(?:发布|發布|發佈|刊发|刊發|刊出|刊登|发表|發表)(?:的)?(?:次日|翌日|第二天)"
    r"|(?:記事の?)?(?:配信|掲載)の?翌日|기사\s*(?:게재|출고|보도)\s*다음\s*날"
)

_PATTERNS = tuple(re.compile(p, re.IGNORECASE) for p in _LATIN_AFTER + _CJK)
_NEXT_DAY = (re.compile(_LATIN_NEXT_DAY, re.IGNORECASE), re.compile(_CJK_NEXT_DAY))
# speed: every phrase holds one of these (lowercased) pieces, so text with none is not scanned
_HINTS = ("public", "publiz", "pubbl", "parution", "mise en ligne", "erschein", "verschijn", "plaatsing", "publik",
          "публик", "yay", "artikel", "berita", "tulisan", "laporan", "sau khi", "发", "發", "刊", "报", "報", "配信",
          "掲載", "初出", "기사", "보도", "veröffentl", "divulga", "difusi", "lendemain")


def _count(word: str) -> int | None:
    return int(word) if word.isdigit() else _COUNT_OF.get(word.lower())


def publication_offsets(text: str) -> Iterator[tuple[int, int, timedelta]]:
    """(start, end, span after the page's own publication) of each phrase in `text` that counts a
    span from the page's own publication (see the module docstring)."""
    lowered = text.lower()
    if not any(map(lowered.__contains__, _HINTS)):  # speed: map, no generator frame per hint
        return
    for pattern in _PATTERNS:
        for match in pattern.finditer(text):
            groups = match.groupdict()
            if groups.get("ko"):
                days = {"하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "닷새": 5, "엿새": 6, "이레": 7, "열흘": 10}[groups["ko"]]
                yield match.start(), match.end(), timedelta(days=days)
                continue
            if groups.get("se"):
                count, unit = 1, _UNIT_OF.get(groups["u2"].lower())
            else:
                count, unit = _count(groups["n"] or ""), _UNIT_OF.get((groups["u"] or "").lower())
            if count is not None and unit is not None:
                yield match.start(), match.end(), count * _DAYS[unit]
    for pattern in _NEXT_DAY:
        for match in pattern.finditer(text):
            yield match.start(), match.end(), timedelta(days=1)
