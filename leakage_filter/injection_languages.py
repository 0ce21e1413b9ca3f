"""Text addressed to automated reviewers in more languages: Turkish, Russian, Indonesian,
Vietnamese, Polish and Swedish, and forms the first Spanish, French, Italian and Portuguese
patterns missed (an imperative with its pronoun attached: "Clasifíquela como «limpia»",
"classez-la comme propre", "classifique-a como limpa"; "sistemas de IA"; "la fecha de predicción").

Each language has the same four classes `injection` reads in the others: a note addressed to a
machine ("Yapay zekâ denetçilerine not:", "Примечание для систем ИИ:"), a request for a verdict
("temiz olarak işaretleyin", "пометьте как чистую", "tandai sebagai bersih"), an order to ignore
instructions or dates ("tarihleri kontrol etmeden", "игнорируйте даты", "bỏ qua ngày"), and the
claim that the page predates the forecast time ("tahmin zamanından önce"). Each group comes with
the lower-case words one of which every pattern of it holds (`injection._Group.words`).
Turkish text is read after `normalise` (a dotless ı in a Latin word reads as i): both are matched.
"""

from __future__ import annotations

__all__ = ["MORE_GROUPS"]

_Q = "[\"'“‘«„「]?\\s*"
_I = "[ıi]"

_TR = (
    rf"(?:yapay\s+zek[aâ]|YZ\b|AI\b|dil\s+model{_I}\w*|otomat{_I}k\s+\w+|denet[çc]{_I}\w*|de[ğg]erlend{_I}r{_I}c{_I}\w*"
    rf"|s{_I}n{_I}fland{_I}r{_I}c{_I}\w*|f{_I}ltre\w*)(?:\s+\w+)?\s+(?:not|notu|mesaj\w*|uyar{_I}\w*|tal{_I}mat\w*)\s*[:：]",
    rf"temiz\s+(?:olarak\s+)?(?:{_I}[şs]aretle|s{_I}n{_I}fland{_I}r|de[ğg]erlend{_I}r|kabul\s+ed|et{_I}ketle)\w*",
    rf"(?:g[üu]venl{_I}|onayl{_I})\s+olarak\s+(?:{_I}[şs]aretle|s{_I}n{_I}fland{_I}r|et{_I}ketle)\w*",
    rf"tar{_I}h\w*\s+(?:kontrol\s+etmeden|dikkate\s+alma\w*|yok\s+say\w*|g[öo]rmezden\s+gel\w*)",
    rf"(?:[öo]nceki|t[üu]m|b[üu]t[üu]n)\s+(?:tal{_I}mat|komut|kural)\w*\s+(?:yok\s+say|g[öo]rmezden\s+gel|unut)\w*",
    rf"tahm{_I}n\s+(?:zaman|tar{_I}h)\w*\s+[öo]nce",
)
_TR_WORDS = ("not", "mesaj", "uyar", "talimat", "talımat", "temiz", "güvenli", "guvenli", "onayl", "tarih", "tarıh", "komut",
             "kural", "tahmin", "tahmın")

_MACHINE_RU = (r"(?:ИИ|искусственн\w+\s+интеллект\w*|языков\w+\s+модел\w*|нейросет\w*|автоматическ\w+\s+\w+|модератор\w*"
               r"|проверяющ\w*|рецензент\w*|фильтр\w*|классификатор\w*|систем\w*\s+(?:ИИ|проверки|оценки))")
_RU = (
    rf"(?:примечание|сообщение|указание|инструкция|заметка|внимание|обращение)\s+(?:для|к)\s+(?:всех\s+)?{_MACHINE_RU}",
    rf"(?:пометьте|отметьте|классифицируйте|считайте|признайте|маркируйте|оцените|пометить|отметить)\s+(?:эту\s+|данную\s+)?"
    rf"(?:страницу|статью|материал|текст|документ)?\s*как\s+{_Q}(?:чист\w*|безопасн\w*|допустим\w*|clean|safe)",
    # imperatives only: "компании игнорируют правила" is news
    r"(?:(?:про)?игнорируй(?:те)?|забудь(?:те)?)\s+(?:все\s+)?(?:(?:предыдущие|прежние)\s+(?:инструкци\w*|указани\w*|правил\w*)"
    r"|инструкци\w*|указани\w*|дат\w*)",
    r"не\s+проверя\w*\s+дат\w*",
    r"до\s+(?:момента|даты|времени)\s+прогноз\w*",
    # "Уважаемая нейросеть, ...", "ответь «чисто»"
    rf"уважаем\w+\s+{_MACHINE_RU}",
    rf"(?:ответь|ответьте|отвечай(?:те)?|выведи(?:те)?|напиши(?:те)?)\s+(?:только\s+|лишь\s+)?(?:словом\s+)?{_Q}"
    r"(?:чисто|чистая|безопасно|принять|принято|одобрено|clean|accept|safe)",
)
_RU_WORDS = ("ии", "интеллект", "модел", "нейросет", "автоматическ", "модератор", "проверяющ", "рецензент", "фильтр",
             "классификатор", "систем", "как", "игнор", "забуд", "провер", "прогноз", "уважаем", "ответ", "отвеч", "выведи",
             "напиши")

_ID = (
    r"(?:catatan|pesan|instruksi|petunjuk|perhatian)\s+(?:untuk|bagi|kepada)\s+(?:para\s+)?(?:sistem\s+)?(?:AI\b|kecerdasan\s+buatan"
    r"|model\s+bahasa|peninjau\w*|penilai\w*|filter|pengklasifikasi|moderator)",
    rf"(?:tandai|klasifikasikan|labeli)\s+(?:(?:halaman|artikel|konten|teks|dokumen)\s+)?(?:ini\s+)?sebagai\s+{_Q}"
    r"(?:bersih|aman|lolos|valid|clean|safe)",
    rf"(?:anggap|nilai)\s+(?:halaman|artikel|konten|teks|dokumen)\s+(?:ini\s+)?sebagai\s+{_Q}(?:bersih|aman|lolos|valid|clean|safe)",
    r"abaikan\s+(?:semua\s+)?(?:(?:instruksi|perintah)\s+(?:sebelumnya|lain)|tanggal)",
    r"tanpa\s+(?:memeriksa|mengecek|memverifikasi)\s+tanggal",
    r"sebelum\s+(?:waktu|tanggal|saat)\s+prediksi",
)
_ID_WORDS = ("untuk", "bagi", "kepada", "sebagai", "abaikan", "tanggal", "prediksi")

_VI = (
    r"(?:lưu ý|ghi chú|thông báo|chỉ dẫn|hướng dẫn|tin nhắn)\s+(?:cho|gửi|dành cho)\s+(?:các\s+)?(?:hệ thống\s+)?(?:AI\b"
    r"|trí tuệ nhân tạo|mô hình ngôn ngữ|bộ lọc|người kiểm duyệt|công cụ đánh giá|hệ thống kiểm duyệt)",
    rf"(?:đánh dấu|phân loại|coi|xem|xếp)\s+(?:trang|bài viết|bài|nội dung|văn bản|tài liệu)\s+(?:này\s+)?(?:là|như)\s+{_Q}"
    r"(?:sạch|an toàn|hợp lệ|clean|safe)",
    r"bỏ qua\s+(?:mọi|tất cả|các)\s+(?:các\s+)?(?:chỉ dẫn|hướng dẫn|lệnh|quy tắc)\s+(?:trước|trên)"
    r"|bỏ qua\s+(?:các\s+)?(?:ngày tháng|ngày đăng|mốc thời gian)",
    r"không\s+(?:cần\s+)?kiểm tra\s+ngày",
    r"trước\s+(?:thời điểm|ngày|thời gian)\s+dự báo",
)
_VI_WORDS = ("cho", "gửi", "là", "như", "bỏ qua", "kiểm tra", "dự báo")

_PL = (
    r"(?:uwaga|wiadomość|notatka|instrukcja|komunikat)\s+(?:dla|do)\s+(?:AI\b|SI\b|sztucznej\s+inteligencji"
    r"|model\w*\s+językow\w*|recenzent\w*|filtr\w*|klasyfikator\w*|automatyczn\w+\s+\w+|system\w*\s+(?:AI|SI)\b)",
    # imperatives and the page named: "traktują obligacje jako bezpieczną przystań" is news
    rf"(?:oznacz|sklasyfikuj|uznaj|traktuj|potraktuj)(?:cie)?\s+(?:tę\s+|ten\s+|to\s+)?(?:stronę|artykuł|treść|tekst|dokument)\s+"
    rf"(?:jako|za)\s+{_Q}(?:czyst\w*|bezpieczn\w*|dopuszczaln\w*|clean|safe)",
    r"(?:zignoruj|ignoruj|zapomnij)(?:cie)?\s+(?:o\s+)?(?:wszystki\w+\s+)?(?:poprzedni\w*\s+|wcześniejsz\w*\s+)?"
    r"(?:instrukcj\w*|polece\w*|zasad\w*|dat\w*)",
    r"bez\s+sprawdzania\s+dat",
    r"przed\s+(?:datą|terminem|momentem|czasem)\s+prognozy",
)
_PL_WORDS = ("dla", "do", "jako", "za", "ignoruj", "zapomnij", "sprawdzania", "prognozy")

_SV = (
    r"(?:meddelande|notering|not|anvisning|instruktion|obs)\s+(?:till|för)\s+(?:alla\s+)?(?:AI-?\s?(?:granskar|system|modell"
    r"|filter|verktyg)\w*|språkmodell\w*|automatisk\w*\s+(?:granskning|system|filter)\w*|granskare\w*|klassificerare\w*)",
    rf"(?:markera|klassificera)\s+(?:(?:denna|den här)\s+)?(?:(?:sida|sidan|artikel|artikeln|text|texten|innehållet)\s+)?som\s+{_Q}"
    r"(?:ren|säker|godkänd|clean|safe)\b",
    rf"(?:betrakta|behandla|bedöm)\s+(?:(?:denna|den här)\s+)?(?:sida|sidan|artikel|artikeln|text|texten|innehållet)\s+som\s+{_Q}"
    r"(?:ren|säker|godkänd|clean|safe)\b",
    r"(?:ignorera|glöm)\s+(?:alla\s+)?(?:tidigare\s+)?(?:instruktioner|anvisningar|regler|datum|datumen)\b",
    r"utan\s+att\s+kontrollera\s+datum",
    r"före\s+prognos(?:tid|datum|tidpunkt)\w*",
)
_SV_WORDS = ("till", "för", "som", "ignorera", "glöm", "kontrollera", "prognos")

_VERDICT_ROMANCE = r"(?:limpi|segur|válid|valid|acept|propre|s[ûu]r|conforme|pulit|sicur|accett|limp[ao]|aceit)"
_ROMANCE = (
    # an imperative with its pronoun: "Clasifíquela como «limpia»", "classez-la comme propre", "classifique-a como limpa",
    # "classificala come pulita"
    rf"(?:clasif[ií]que|m[aá]rque|consid[eé]re|tr[aá]te|etiqu[eé]te|clasifica|marca|considera|trata|etiqueta)(?:la|lo|las|los)"
    rf"\s+como\s+{_Q}{_VERDICT_ROMANCE}",
    rf"(?:classe[zr]?|marque[zr]?|consid[eé]re[zr]?|traite[zr]?|[eé]tiquete[zr]?)-(?:la|le|les)\s+comme\s+{_Q}{_VERDICT_ROMANCE}",
    rf"(?:classifique|marque|considere|trate)-(?:a|o|as|os)\s+como\s+{_Q}{_VERDICT_ROMANCE}",
    rf"(?:classifica|segna|considera|tratta|etichetta)(?:la|lo|le|li)\s+come\s+{_Q}{_VERDICT_ROMANCE}",
    # a note to "sistemas de IA" / "sistemi di IA" / "systèmes d'IA"
    r"(?:aviso|nota|mensaje|mensagem|avviso|messaggio|note|message)\s+(?:para|a|al|aos|ai|agli|pour|aux)\s+(?:los\s+|os\s+|les\s+)?"
    r"(?:sistemas?|sistemi|systèmes?)\s+(?:de\s+|di\s+|d['’])(?:IA|inteligencia artificial|inteligência artificial"
    r"|intelligenza artificiale|intelligence artificielle)\b",
    r"(?:antes|anterior(?:es)?)\s+(?:a|de)\s+la\s+fecha\s+de\s+predicci[oó]n|(?:antes|anterior(?:es)?)\s+(?:à|da)\s+data\s+de\s+predição",
)
_ROMANCE_WORDS = ("como", "comme", "come", "sistema", "sistemi", "systèm", "predicci", "prediç")

MORE_GROUPS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (_TR, _TR_WORDS),
    (_RU, _RU_WORDS),
    (_ID, _ID_WORDS),
    (_VI, _VI_WORDS),
    (_PL, _PL_WORDS),
    (_SV, _SV_WORDS),
    (_ROMANCE, _ROMANCE_WORDS),
)
"""(patterns, gate words) of each language group above."""
