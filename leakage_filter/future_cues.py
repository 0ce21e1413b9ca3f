"""Forward-looking cues of languages whose cue lists in `dates` miss them (a language table).

A date after t that a page only schedules ("decidirá el 3 de enero", "açıklayacak", "सुनाएगा",
"발표 예정", "決算発表へ") is no leak; without a cue the date reads as neutral and the page is
rejected as ambiguous. These are forward cues only: none of them turns a statement of fact into a
schedule when a nearer fact cue governs the date (the nearest cue of the clause still decides in
`dates.tense_at`), so a page that reports an outcome after t is judged as before.

Rules, by language:
- Spanish, Portuguese and Italian synthetic future: a word of three or more letters ending in
  stressed "-rá"/"-rán"/"-rão"/"-rà"/"-ranno" ("decidirá", "mantendrán", "divulgarão",
  "diffonderà"). The accent is required: the unaccented endings are other tenses.
- Turkish future participle and its case/person forms ("açıklayacak", "yapılacağı",
  "gerçekleşecek"), and the passive of expecting/planning ("bekleniyor", "planlanıyor").
- Hindi future: a verb ending in a vowel sign or vowel and "-गा/-गी/-गे" ("सुनाएगा", "होगी",
  "रहेंगे"); a bare "लगा" (a past) has no vowel before "ग" and is no cue.
- Russian, Swedish, Indonesian, Vietnamese and Arabic: their future auxiliaries and words of
  schedule or expectation ("будет", "ожидается"; "väntas", "ska"; "akan", "dijadwalkan"; "sẽ",
  "dự kiến"; "سوف", "من المقرر").
- Korean: a forecast noun closing a headline or clause ("...증가 전망", "동결 전망 우세"), and a
  future attributive before a schedule noun ("발표할 예정"); a noun inside a clause
  ("계획 철회를 발표했다") is still no tense.
- Japanese: a headline's "<act>へ" ("決算発表へ": heading toward announcing).
- Polish: the future of "być" and of reporting verbs, and words of plan or expectation ("będzie",
  "odbędzie się", "opublikuje", "planuje", "zaplanowano", "przewiduje"), and a meeting called
  for a day ("zwołano na 08.01.2026": the impersonal past of calling names the day it will sit),
  the perfective future "poda" (will give: "poda wyniki 22.08.2026") and "oczekują" (they expect).
- Korean: a day noun of a schedule as the subject the date completes ("다음 이자 지급일이
  2026.08.05이라고 밝혔다": the next payment day is ...): the date is that day, whatever verb
  reports the sentence.
- Calling a meeting, in the present tense: Portuguese, Spanish, Italian "convoca(m/n/no)", French
  "convoque(nt)", German "lädt (zur Hauptversammlung)": a meeting is called for a day still to come
  (the past forms, "convocou", "convocó", "a convoqué", "lud", are other words).
- Expecting, in French, Portuguese and Dutch: "(s')attendent", "projeta(m)", "rekenen op"; and the
  French "avant" (before, as the English list's "before": "avant les résultats du 12/08").
- French conditional, the future seen from the past ("a annoncé le 4 septembre qu'il publierait
  ses résultats le 2 octobre"): a verb in "-rait"/"-raient"; never "aurait"/"serait" (with a
  participle the reported past: "aurait publié") nor the nouns "portrait", "extrait", "retrait".
"""

from __future__ import annotations

import re

__all__ = ["MORE_FORWARD"]

_ROMANCE_FUTURE = r"[^\W\d_]{2,}(?:rá|rán|rão|rà|ranno)(?![^\W\d_])"
_TURKISH = r"[^\W\d_]+(?:acak|ecek|acağ|eceğ)[^\W\d_]*|bekleniyor|beklenen|planlanıyor|planlanan|öngörülüyor"
_HINDI = r"[\u0900-\u097f]*(?:[\u0947\u094b\u0948\u094c\u090f\u0913\u090a]|\u0947\u0902|\u094b\u0902|\u0942\u0902?)ग[\u093e\u0940\u0947](?![\u0900-\u097f])|उम्मीद|संभावना"
_RUSSIAN = r"(?<![^\W\d_])(?:будет|будут|состоится|состоятся|ожидается|ожидаются|ожидают|ждут|планирует|планируется|намерен[а-я]*|опубликует|отчитается|представит|объявит)(?![^\W\d_])"
_SWEDISH = r"(?<![^\W\d_])(?:väntas|förväntas|beräknas|planeras|ska|skall|kommer att)(?![^\W\d_])"
_INDONESIAN = r"(?<![^\W\d_])(?:akan|dijadwalkan|direncanakan|diperkirakan|diproyeksikan|proyeksikan|memproyeksikan|mendatang)(?![^\W\d_])"
_VIETNAMESE = r"(?<![^\W\d_])(?:sẽ|dự kiến|dự báo|theo kế hoạch|sắp)(?![^\W\d_])"
_ARABIC = r"سوف|من المقرر|من المتوقع|المرتقب|ويتوقع|يتوقع|وتوقعات|توقعات|تعتزم|يعتزم"
_KOREAN = r"(?:전망|예정|예상)(?=\s*(?:우세|$|[…,.·|\-–—:]))|[\uac00-\ud7a3]*[할될릴일]\s+(?:예정|전망|계획)"
_JAPANESE = r"(?:発表|開催|実施|決定|上場|公表|開示)へ"
_POLISH = (
    r"(?<![^\W\d_])(?:będzie|będą|odbędzie|odbędą|opublikuje|przedstawi|ogłosi|zamierza|planuje|planują|planowan[aey]|planowany"
    r"|zaplanowan[aoey]|zaplanowany|zaplanowano|przewiduje|przewidywan[aey]|spodziewa się|oczekuje się"
    r"|zwołan[aoey]|zwołano|zwołał|zwołała|poda|podadzą|oczekują)(?![^\W\d_])"
)
_KOREAN_DAY = r"(?:지급|배당|발표|개최|만기|상장|납입|상환|마감|공시|결제|예정)일(?:은|이|는)(?=\s*\d)"
_CALLING_EXPECTING = (
    r"(?<![^\W\d_])(?:convoca|convocam|convocan|convocano|convoque|convoquent|lädt|attendent|s'attendent|s'attend"
    r"|projeta|projetam|rekenen op|rekent op|avant)(?![^\W\d_])"
)

_FRENCH_CONDITIONAL = (
    r"(?<![^\W\d_])(?!(?:aur|ser|portr|extr|retr|attr|abstr|distr|soustr)ai)[^\W\d_]{2,}r(?:ait|aient)(?![^\W\d_])"
)

MORE_FORWARD = re.compile(
    "|".join((_ROMANCE_FUTURE, _TURKISH, _HINDI, _RUSSIAN, _SWEDISH, _INDONESIAN, _VIETNAMESE, _ARABIC, _KOREAN, _KOREAN_DAY, _JAPANESE, _POLISH,
              _CALLING_EXPECTING, _FRENCH_CONDITIONAL)),
    re.IGNORECASE | re.MULTILINE,
)
