"""More words that tell realised results from guidance, for the languages `dates` reads least.

`dates.period_statement` calls a period's results realised when the sentence names a results
noun and the nearest cue is a realised verb, guidance when it is a guidance word. Its own lists
cover English, Chinese, Japanese, Korean and the main forms of German, French, Spanish, Italian,
Portuguese and Dutch; these add:
- the copulas and compound pasts that carry a figure in those languages ("a été de", "è stato di",
  "fue de", "foi de", "war", "a vu son chiffre d'affaires progresser", "si è attestato") and their
  conditional modals of guidance ("devrait", "dovrebbe", "debería", "dürfte");
- German results nouns in the genitive ("des Nettogewinns", "des Umsatzes");
- results nouns, realised verbs and guidance words of Swedish, Polish, Russian, Turkish,
  Indonesian and Vietnamese ("nettoomsättningen ökade", "zysk netto wyniósł", "выручка выросла",
  "net kârı arttı", "laba bersih naik", "doanh thu tăng"; "väntas", "ожидает", "bekliyor",
  "diperkirakan", "dự kiến");
- amounts written with those languages' million and billion words ("813,4 milioni", "млрд");
- Korean attributive pasts ("13.4% 증가한 19.9억원으로 추정된다": estimated at 19.9bn, up 13.4%)
  modify the figure; the clause's own predicate after them tells its tense (`KOREAN_ESTIMATED`:
  "추정된다", "전망이다", "예상된다"), so with it and no finite realised verb ("기록했다") they are
  guidance. A "컨센서스" named before ("컨센서스를 웃돈 ... 증가한 ...으로 집계됐다") is no predicate.
`typographic` lets a pattern's straight apostrophe match a typographic one too: pages write
"chiffre d’affaires" and "s’est établi" at least as often as with "'".
"""

from __future__ import annotations

__all__ = [
    "KOREAN_ATTRIBUTIVE", "KOREAN_ESTIMATED", "MORE_AMOUNT", "MORE_GUIDANCE", "MORE_REALISED", "MORE_RESULTS_NOUN", "UNTENSED_REALISED", "typographic",
]


def typographic(pattern: str) -> str:
    """`pattern` with each straight apostrophe also matching a typographic one (’)."""
    return pattern.replace("'", "['’]")


MORE_RESULTS_NOUN = (
    r"\b(?:résultat net|Überschuss|Jahresüberschuss|Konzernumsatz|Umsatzerlöse|Nettoumsatz"
    # German genitives ("einen Anstieg des Nettogewinns", "ein Plus des Umsatzes")
    r"|(?:Netto|Konzern|Quartals)?[Gg]ewinne?s|(?:Konzern|Netto)?[Uu]msatzes|Ergebnisses|Erlöses|Überschusses"
    r"|omsättning(?:en)?|nettoomsättning(?:en)?|vinst(?:en)?|rörelseresultat(?:et)?|intäkter(?:na)?|försäljning(?:en)?"
    r"|przychody|przychodów|zysk(?:u)?|strat[ay]|sprzedaż"
    r"|выручка|выручки|выручку|прибыль|прибыли|убыток|убытка|доходы|доход|продажи"
    r"|gelir(?:i|leri)?|hasılat(?:ı)?|satışlar(?:ı)?|net (?:kâr|kar)(?:ı)?|kâr(?:ı)?|zarar(?:ı)?|FAVÖK|ciro(?:su)?"
    r"|pendapatan|laba(?: bersih)?|rugi(?: bersih)?|penjualan"
    r"|doanh thu|lợi nhuận|lãi ròng|lỗ ròng)\b"
)
# Indonesian and Vietnamese verbs carry no tense: "naik", "tăng" are "rose" after a result and
# "to rise" after "diperkirakan" / "dự kiến", so any guidance word in the clause makes them guidance.
UNTENSED_REALISED = (
    r"\b(?:naik|turun|meningkat|menurun|tumbuh|mencapai|melonjak|anjlok|merosot|tăng|giảm|đạt)\b"
)
MORE_REALISED = (
    r"\b(?:a été|ont été|était|étaient|s'est élevée?s?|s'élève|s'élèvent|a vu|ont vu|a enregistré|a réalisé|a dégagé"
    r"|a totalisé|est ressortie?s?|a affiché|a généré|s'est inscrite?"
    r"|fue|fueron|ha sido|han sido|ha registrado|ha obtenido|ha alcanzado|se elevó|ascendió|sumó|totalizó|generó|facturó|logró"
    r"|foi|foram|ficou|ficaram|gerou|obteve|faturou|chegou a"
    r"|è stato|è stata|sono stati|sono state|è salito|è salita|è cresciuto|è cresciuta|ha registrato|hanno registrato"
    r"|ha realizzato|ha chiuso|si è attestato|si è attestata|ha segnato|ha raggiunto|ammonta|ammontano"
    r"|war|waren|erwirtschaftete|verzeichnete|erreichte|kletterte|schrumpfte|erhöhte sich|verbesserte sich|ging zurück"
    r"|realiseerde|kwam uit"
    r"|ökade|minskade|steg|sjönk|uppgick|landade|blev|växte|förbättrades|försämrades|rapporterade|redovisade"
    r"|wyniósł|wyniosła|wyniosło|wyniosły|wzrósł|wzrosła|wzrosło|wzrosły|spadł|spadła|spadły|zwiększył|zwiększyła"
    r"|zmniejszył|zmniejszyła|osiągnął|osiągnęła|odnotował|odnotowała|zanotował|zanotowała"
    r"|составила|составил|составило|составили|выросла|вырос|выросло|выросли|снизилась|снизился|снизилось|сократилась"
    r"|сократился|увеличилась|увеличился|упала|упал|упало|достигла|достиг|получила|получил|показала|заработала|заработал"
    r"|arttı|azaldı|yükseldi|geriledi|düştü|oldu|gerçekleşti|ulaştı|elde etti|kaydetti|büyüdü"
    r"|tercatat|membukukan|meraih|mencatat|mencatatkan|ghi nhận|báo lãi|báo lỗ)\b"
    r"|" + UNTENSED_REALISED
)
MORE_GUIDANCE = (
    r"\b(?:devrait|devraient|pourrait|pourraient|table sur|vise|anticipe|attendue?s?|estimée?s?"
    r"|debería|deberían|podría|podrían|proyecta|anticipa|pronostica|dovrebbe|dovrebbero|potrebbe|punta a|deveria"
    r"|poderá|poderia|dürfte|dürften|sollte|sollten|könnte|prognostiziert|zou|zouden"
    r"|väntas|förväntas|räknar med|prognos|bedömer|kommer att"
    r"|prognozuje|oczekuje|spodziewa się|ma wynieść|prognoza|szacuje|planuje"
    r"|ожидает|ожидается|ожидают|прогноз|прогнозирует|планирует|рассчитывает|составит|вырастет|может"
    r"|bekliyor|bekleniyor|beklenti|tahmin|öngörü|hedef|hedefliyor|planlıyor|\w+(?:acak|ecek)(?:tır|tir)?"
    r"|diperkirakan|memperkirakan|diproyeksikan|menargetkan|proyeksi|akan|diharapkan"
    r"|dự kiến|kỳ vọng|mục tiêu|ước tính|sẽ|dự báo|kế hoạch)\b"
)
KOREAN_ATTRIBUTIVE = r"(?:늘어난|줄어든|증가한|감소한|기록한|상승한|하락한)"
KOREAN_ESTIMATED = KOREAN_ATTRIBUTIVE + r"(?:(?!\.\s)[^。;!?]){0,30}?(?:추정|전망|예상)(?:된다|됩니다|됐다|되며|이다|입니다)"
MORE_AMOUNT = (
    r"\d[\d.,]*\s?(?:milioni|miliardi|milhões|milhão|bilhões|bilhão|miljoen|miljard|Millionen|Milliarden|millón|miljoner"
    r"|miljarder|mln|mld|млн|млрд|milyon|milyar|juta|miliar|triliun|triệu|tỷ)|\d\s?(?:억|조)\s?원"
)
