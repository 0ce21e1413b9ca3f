"""The words of other languages that record an event as done, keep it open, or make a date a user
entry's own (read by `done_records` and `row_status`, whose own tables are English).

- done: a status or an event cell saying the thing happened: "Offre pourvue", "vergeben",
  "adjudicado", "減價" (price cut), "成交", "成約済", "ухвалено"; and a numbered act, whose
  number is given when it is adopted ("Рішення No 1142", "Beschluss Nr. 17", "Décision n° 4");
- open: words keeping it ahead ("à pourvoir", "geplant", "previsto", "预计", "予定", "заплановано");
- entry record: the words before a user entry's date ("Respondida el", "Antwort des Unternehmens
  vom", "beantwortet am", "répondu le", "risposta del"): the entry was written that day.
Latin and Cyrillic words are matched whole; CJK ones wherever they stand.
"""

from __future__ import annotations

__all__ = ["MORE_DONE", "MORE_ENTRY_RECORD", "MORE_OPEN"]

MORE_DONE = (
    r"\b(?:pourvue?s?|attribuée?s?|clôturée?s?|vendue?s?|signée?s?|publiée?s?|annulée?s?|adjugée?s?"
    r"|vergeben|abgeschlossen|verkauft|unterzeichnet|beschlossen|genehmigt|erteilt|eingereicht|erledigt|storniert"
    r"|adjudicad[ao]s?|vendid[ao]s?|firmad[ao]s?|aprobad[ao]s?|resuelt[ao]s?|cubiert[ao]s?|preenchid[ao]s?"
    r"|aggiudicat[ao]|vendut[ao]|verkocht|gegund|afgerond|sprzedan[ey]|zatwierdzon[ey]|prodán[ao]?|schválen[ao]?"
    r"|ухвалено|прийнято|затверджено|продано|принято|утверждено|продан[оа]?"
    r"|(?:Рішення|Решение|Постанова|Розпорядження|Beschluss|Décision|Délibération|Resolución|Decisión|Uchwała|Usnesení)"
    r"\s+(?:No|№|Nr|n[°º])\.?\s*\d+)"
    r"|減價|减价|加價|加价|成交|售出|已售|撤盤|撤盘|簽約|签约|中標|中标|成約|売却済|契約済|販売終了|판매완료|거래완료"
)
MORE_OPEN = (
    r"\b(?:à\s+pourvoir|à\s+venir|prévue?s?|pas\s+encore|geplant|voraussichtlich|noch\s+nicht|offen|previst[ao]s?"
    r"|pendiente|por\s+(?:definir|confirmar)|gepland|planowan[ey]|заплановано|планируется)\b"
    r"|预计|預計|予定|待定|未成交|未售"
)
MORE_ENTRY_RECORD = (
    r"\b(?:respondid[ao]|contestad[ao]|comentad[ao]|valorad[ao]|avaliad[ao])\s+(?:el|em|a)"
    r"|\b(?:Antwort|Stellungnahme|Kommentar)\s+(?:des|der|von)\s+[^\s.;|·•]+(?:\s+[^\s.;|·•]+)?\s+vom"
    r"|\b(?:beantwortet|kommentiert|bewertet)\s+am"
    r"|\b(?:répondu|commenté|évalué)\s+le|\bréponse\s+(?:du|de\s+\S+\s+du)"
    r"|\b(?:rispost[ao]|commentat[ao])\s+il|\brisposta\s+del"
    r"|\b(?:beantwoord|gereageerd)\s+op"
)
