"""Page model and renderer for the indep-m-evasion corpus."""
import datetime as dt, json, zlib
from zoneinfo import ZoneInfo
from common import *


def h32(s):
    return zlib.crc32(s.encode('utf-8'))

UI = {
    "en": ("Skip to content", "Most read", "By", "Published", "Updated", ["Markets", "Companies", "Economy", "Opinion", "Data"], "All rights reserved.", ["About us", "Contact", "Privacy", "Terms"]),
    "de": ("Zum Inhalt springen", "Meistgelesen", "Von", "Veröffentlicht", "Aktualisiert", ["Märkte", "Unternehmen", "Konjunktur", "Meinung", "Daten"], "Alle Rechte vorbehalten.", ["Impressum", "Kontakt", "Datenschutz", "AGB"]),
    "fr": ("Aller au contenu", "Les plus lus", "Par", "Publié le", "Mis à jour le", ["Marchés", "Entreprises", "Économie", "Opinions", "Données"], "Tous droits réservés.", ["À propos", "Contact", "Confidentialité", "Mentions légales"]),
    "es": ("Saltar al contenido", "Lo más leído", "Por", "Publicado", "Actualizado", ["Mercados", "Empresas", "Economía", "Opinión", "Datos"], "Todos los derechos reservados.", ["Quiénes somos", "Contacto", "Privacidad", "Aviso legal"]),
    "pt": ("Pular para o conteúdo", "Mais lidas", "Por", "Publicado em", "Atualizado em", ["Mercados", "Empresas", "Economia", "Opinião", "Dados"], "Todos os direitos reservados.", ["Quem somos", "Contato", "Privacidade", "Termos"]),
    "it": ("Vai al contenuto", "I più letti", "di", "Pubblicato il", "Aggiornato il", ["Mercati", "Aziende", "Economia", "Commenti", "Dati"], "Tutti i diritti riservati.", ["Chi siamo", "Contatti", "Privacy", "Note legali"]),
    "ru": ("Перейти к содержанию", "Самое читаемое", "Автор:", "Опубликовано", "Обновлено", ["Рынки", "Компании", "Экономика", "Мнения", "Данные"], "Все права защищены.", ["О нас", "Контакты", "Конфиденциальность", "Условия"]),
    "zh": ("跳到正文", "热门文章", "作者：", "发布时间：", "更新时间：", ["市场", "公司", "宏观", "评论", "数据"], "版权所有", ["关于我们", "联系我们", "隐私政策", "用户协议"]),
    "zh-tw": ("跳到主要內容", "熱門文章", "記者", "發布時間：", "更新時間：", ["市場", "產業", "總經", "評論", "數據"], "版權所有", ["關於我們", "聯絡我們", "隱私權政策", "服務條款"]),
    "ja": ("本文へ移動", "よく読まれている記事", "記者：", "公開：", "更新：", ["マーケット", "企業", "経済", "オピニオン", "データ"], "無断転載を禁じます。", ["会社概要", "お問い合わせ", "プライバシー", "利用規約"]),
    "ko": ("본문 바로가기", "많이 본 뉴스", "기자", "입력", "수정", ["증시", "기업", "경제", "오피니언", "데이터"], "무단 전재 및 재배포 금지", ["회사소개", "문의", "개인정보처리방침", "이용약관"]),
    "ar": ("انتقل إلى المحتوى", "الأكثر قراءة", "بقلم", "نُشر في", "آخر تحديث", ["الأسواق", "الشركات", "الاقتصاد", "آراء", "بيانات"], "جميع الحقوق محفوظة.", ["من نحن", "اتصل بنا", "الخصوصية", "الشروط"]),
    "hi": ("सामग्री पर जाएं", "सबसे ज़्यादा पढ़ी गई", "लेखक:", "प्रकाशित:", "अपडेट:", ["बाज़ार", "कंपनियां", "अर्थव्यवस्था", "राय", "आंकड़े"], "सर्वाधिकार सुरक्षित।", ["हमारे बारे में", "संपर्क", "गोपनीयता", "नियम"]),
    "fa": ("رفتن به محتوا", "پربازدیدترین‌ها", "نویسنده:", "تاریخ انتشار:", "به‌روزرسانی:", ["بازار", "شرکت‌ها", "اقتصاد", "دیدگاه", "داده‌ها"], "کلیه حقوق محفوظ است.", ["درباره ما", "تماس", "حریم خصوصی", "قوانین"]),
    "th": ("ข้ามไปยังเนื้อหา", "ข่าวยอดนิยม", "โดย", "เผยแพร่", "ปรับปรุงล่าสุด", ["ตลาดหุ้น", "บริษัท", "เศรษฐกิจ", "บทความ", "ข้อมูล"], "สงวนลิขสิทธิ์", ["เกี่ยวกับเรา", "ติดต่อ", "ความเป็นส่วนตัว", "ข้อกำหนด"]),
    "vi": ("Chuyển đến nội dung", "Đọc nhiều", "Tác giả:", "Đăng lúc", "Cập nhật", ["Thị trường", "Doanh nghiệp", "Vĩ mô", "Góc nhìn", "Dữ liệu"], "Bảo lưu mọi quyền.", ["Giới thiệu", "Liên hệ", "Quyền riêng tư", "Điều khoản"]),
}

SITES = {
    # key: name, domain, fmt-lang, html lang, dir, tz
    "harbor": ("Harbordesk Markets", "harbordeskmarkets.com", "en-us", "en-US", "ltr", "America/New_York"),
    "ferrous": ("The Ferrous Ledger", "ferrousledger.co.uk", "en-gb", "en-GB", "ltr", "Europe/London"),
    "quill": ("Quillstone Research", "quillstone-research.com", "en-gb", "en", "ltr", "UTC"),
    "pine": ("Pinecrest Investor", "pinecrestinvestor.net", "en-us", "en-US", "ltr", "America/Chicago"),
    "tide": ("Tidewater Trading Forum", "tidewaterforum.net", "en-us", "en-US", "ltr", "America/Los_Angeles"),
    "gully": ("Gullwing Capital Notes", "gullwingnotes.io", "en-gb", "en", "ltr", "Asia/Singapore"),
    "sable": ("Sablecrest Security Review", "sablecrest-review.com", "en-us", "en-US", "ltr", "America/New_York"),
    "kabu": ("株ナビ新報", "kabunavi-shinpo.jp", "ja", "ja", "ltr", "Asia/Tokyo"),
    "cjhd": ("财经汇点", "caijinghuidian.cn", "zh", "zh-CN", "ltr", "Asia/Shanghai"),
    "twcx": ("台灣財訊網", "tw-caixun.com.tw", "zh-tw", "zh-TW", "ltr", "Asia/Taipei"),
    "boerse": ("Börsenblick", "boersenblick-nachrichten.de", "de", "de", "ltr", "Europe/Berlin"),
    "cote": ("La Cote Matin", "lacotematin.fr", "fr", "fr", "ltr", "Europe/Paris"),
    "iberico": ("Mercado Ibérico Hoy", "mercadoibericohoy.es", "es", "es", "ltr", "Europe/Madrid"),
    "pregao": ("Pregão Diário", "pregaodiario.com.br", "pt", "pt-BR", "ltr", "America/Sao_Paulo"),
    "piazza": ("Piazza Affari Oggi", "piazzaaffarioggi.it", "it", "it", "ltr", "Europe/Rome"),
    "birzha": ("Биржевой вестник", "birzhevoy-vestnik.ru", "ru", "ru", "ltr", "Europe/Moscow"),
    "maru": ("증권마루", "jeunggwonmaru.co.kr", "ko", "ko", "ltr", "Asia/Seoul"),
    "souq": ("السوق اليوم", "alsouq-alyoum.ae", "ar", "ar", "rtl", "Asia/Dubai"),
    "riyadh": ("مرصد الرياض المالي", "marsad-riyadh.sa", "ar", "ar", "rtl", "Asia/Riyadh"),
    "darpan": ("बाज़ार दर्पण", "bazaardarpan.in", "hi", "hi", "ltr", "Asia/Kolkata"),
    "emrooz": ("بازار امروز", "bazaar-emrooz.ir", "fa", "fa", "rtl", "Asia/Tehran"),
    "thun": ("ตลาดทุนวันนี้", "talatthun-today.co.th", "th", "th", "ltr", "Asia/Bangkok"),
    "wire": ("Bellmont Newswire", "bellmontnewswire.com", "en-us", "en-US", "ltr", "America/New_York"),
    "songhong": ("Nhịp Thị Trường", "nhipthitruong.vn", "vi", "vi", "ltr", "Asia/Ho_Chi_Minh"),
}

COS = {
    "en": [("Halvorsen Metals", "HVMT"), ("Brightwater Logistics", "BWLX"), ("Corvane Therapeutics", "CRVN"),
           ("Pellucid Semiconductor", "PLSD"), ("Marrow & Finch Bancorp", "MFBC"), ("Quenby Foods", "QNBY"),
           ("Taliesin Energy", "TLSN"), ("Vireo Payments", "VIRP"), ("Northgate Copper", "NGCU"),
           ("Lumenfield Solar", "LMFS"), ("Duskmoor Airlines", "DSKA"), ("Saffron Row Retail", "SFRW"),
           ("Kestrel Ridge Insurance", "KRIG"), ("Amberlane Chemicals", "AMBL"), ("Oriel Data Systems", "ORDS")],
    "de": [("Rheinfels Maschinenbau AG", "RFM"), ("Krämer & Vogt Logistik", "KVL"), ("Sternwald Energie", "SWE")],
    "fr": [("Groupe Valmorel", "VALM"), ("Lisière Industries", "LISI2"), ("Banque Perrault-Ducasse", "BPDU")],
    "es": [("Grupo Alcarria", "ALC"), ("Navalmora Energía", "NVM"), ("Tordesillas Seguros", "TDS")],
    "pt": [("Cerrado Agro", "CRDA3"), ("Banco Itapema", "BITP4"), ("Lusomar Logística", "LUSO3")],
    "it": [("Ferrante Meccanica", "FRM"), ("Banca Valdarno", "BVD"), ("Orsolini Energia", "ORS")],
    "ru": [("Северный Кабель", "SVKB"), ("Волжский Терминал", "VLTR"), ("Бирюза Телеком", "BRZT")],
    "zh": [("华岳新材", "688931"), ("东澜物流", "603877"), ("鼎丰电子", "002995")],
    "zh-tw": [("宏勤半導體", "6799"), ("台岳光電", "3388")],
    "ja": [("北辰精機", "6489"), ("丸栄フーズ", "2937"), ("青葉電材", "5817")],
    "ko": [("한빛소재", "317850"), ("대성정밀", "092460"), ("누리바이오", "288330")],
    "ar": [("الخليج للملاحة", "GNAV"), ("مجموعة الواحة القابضة", "WAHA"), ("رمال للطاقة", "RMAL")],
    "hi": [("सरस्वती केमिकल्स", "SARCHEM"), ("नर्मदा स्टील", "NARSTL"), ("गंगा फिनसर्व", "GANGAFS")],
    "fa": [("پتروشیمی آریانور", "آریان"), ("سیمان دماوندنو", "سدنو"), ("بانک ارغوان", "وارغ")],
    "th": [("สยามพัฒน์โลจิสติกส์", "SPLOG"), ("ไทยรุ่งเรืองพลังงาน", "TRRE")],
    "vi": [("Công ty Cổ phần Sông Hồng Xanh", "SHX"), ("Ngân hàng Phú Lộc", "PLB")],
}


def base_lang(fl):
    return "en" if fl.startswith("en") else fl


def quarter_before(P):
    q = (P.month - 1) // 3 + 1
    y = P.year
    # last quarter that plausibly reported before P (quarter ended >= 25 days before P)
    qend = lambda y, q: dt.date(y, q * 3, 28)
    q -= 1
    if q == 0:
        q, y = 4, y - 1
    if (P.date() - qend(y, q)).days < 25:
        q -= 1
        if q == 0:
            q, y = 4, y - 1
    return q, y


def qlabel(lang, q, y):
    return {
        "en": f"Q{q} {y}",
        "de": f"{q}. Quartal {y}",
        "fr": f"{'1er' if q == 1 else str(q) + 'e'} trimestre {y}",
        "es": f"{['primer', 'segundo', 'tercer', 'cuarto'][q-1]} trimestre de {y}",
        "pt": f"{q}º trimestre de {y}",
        "it": f"{['primo', 'secondo', 'terzo', 'quarto'][q-1]} trimestre {y}",
        "ru": f"{['I', 'II', 'III', 'IV'][q-1]} квартал {y} года",
        "zh": f"{y}年第{'一二三四'[q-1]}季度",
        "zh-tw": f"{y}年第{'一二三四'[q-1]}季",
        "ja": f"{y}年{['1～3', '4～6', '7～9', '10～12'][q-1]}月期",
        "ko": f"{y}년 {q}분기",
        "ar": f"الربع {['الأول', 'الثاني', 'الثالث', 'الرابع'][q-1]} من عام {y}",
        "hi": f"{y} की {['पहली', 'दूसरी', 'तीसरी', 'चौथी'][q-1]} तिमाही",
        "fa": f"سه‌ماهه {['اول', 'دوم', 'سوم', 'چهارم'][q-1]}",
        "th": f"ไตรมาส {q}/{y+543}",
        "vi": f"quý {q}/{y}",
    }[lang]


BODY = {
    "en": [
        "{co} ({tk}) reported {q} revenue of ${rev} million on {prev}, up {chg}% from a year earlier, with adjusted earnings of ${eps} a share.",
        "Management kept its full-year outlook unchanged and said order intake in the quarter was the strongest since the pandemic, although it flagged higher freight and insurance costs.",
        "Analysts were broadly positive. \u201cThe margin story is intact,\u201d one sell-side analyst wrote in a note to clients, adding that the balance sheet leaves room for further buybacks.",
        "The shares closed the latest session at ${px}, leaving them up {ytd}% so far this year and trading at roughly {pe} times forward earnings.",
        "Investors will next look for detail on pricing at the company\u2019s capital markets day, which has not yet been scheduled.",
    ],
    "de": ["{co} hat am {prev} Zahlen für das {q} vorgelegt. Der Umsatz stieg um {chg} Prozent auf {rev} Millionen Euro, das Ergebnis je Aktie lag bei {eps} Euro.",
           "Analysten werteten die Zahlen als solide, verwiesen aber auf die schwächere Nachfrage in Südeuropa. Die Aktie schloss zuletzt bei {px} Euro.",
           "Der Vorstand bestätigte den Ausblick für das Gesamtjahr und kündigte an, die Investitionen in die Automatisierung fortzusetzen."],
    "fr": ["{co} a publié le {prev} ses résultats du {q}. Le chiffre d'affaires a progressé de {chg} % à {rev} millions d'euros, et le bénéfice par action s'est établi à {eps} euros.",
           "Les analystes saluent une marge opérationnelle en hausse, tout en restant prudents sur le second semestre. Le titre a clôturé à {px} euros lors de la dernière séance.",
           "La direction a confirmé ses objectifs annuels et n'exclut pas de nouvelles acquisitions ciblées."],
    "es": ["{co} presentó el {prev} sus resultados del {q}. Los ingresos crecieron un {chg} % hasta {rev} millones de euros y el beneficio por acción fue de {eps} euros.",
           "Los analistas destacaron la mejora del margen, aunque advierten de la presión de los costes energéticos. La acción cerró la última sesión en {px} euros.",
           "La compañía mantuvo sus previsiones para el conjunto del año y reiteró su política de dividendos."],
    "pt": ["A {co} divulgou em {prev} os resultados do {q}. A receita subiu {chg}% para R$ {rev} milhões e o lucro por ação foi de R$ {eps}.",
           "Analistas destacaram a geração de caixa, mas alertaram para o custo do crédito. A ação fechou o último pregão a R$ {px}.",
           "A administração manteve as projeções para o ano e disse que segue avaliando aquisições."],
    "it": ["{co} ha presentato il {prev} i conti del {q}. I ricavi sono saliti del {chg}% a {rev} milioni di euro e l'utile per azione si è attestato a {eps} euro.",
           "Gli analisti apprezzano il miglioramento dei margini, ma restano cauti sulla seconda metà dell'anno. Il titolo ha chiuso l'ultima seduta a {px} euro.",
           "Il management ha confermato la guidance annuale e il piano di riacquisto di azioni proprie."],
    "ru": ["Компания {co} {prev} опубликовала результаты за {q}. Выручка выросла на {chg}% до {rev} млн рублей, прибыль на акцию составила {eps} руб.",
           "Аналитики отметили рост маржи, но предупредили о давлении со стороны процентных ставок. Акции завершили последние торги на уровне {px} руб.",
           "Руководство подтвердило годовой прогноз и планы по выплате дивидендов."],
    "zh": ["{co}于{prev}公布{q}业绩，营业收入同比增长{chg}%至{rev}亿元，每股收益{eps}元。",
           "分析师认为公司毛利率改善明显，但提醒下游需求仍存在不确定性。该股上一交易日收于{px}元。",
           "公司管理层表示，全年经营目标保持不变，并将继续加大研发投入。"],
    "zh-tw": ["{co}於{prev}公布{q}財報，營收年增{chg}%至新台幣{rev}億元，每股盈餘{eps}元。",
              "法人認為毛利率改善，但提醒終端需求仍有變數。該股前一交易日收在{px}元。",
              "公司表示全年營運目標不變，並將持續擴充先進製程產能。"],
    "ja": ["{co}は{prev}、{q}決算を発表した。売上高は前年同期比{chg}％増の{rev}億円、1株当たり利益は{eps}円だった。",
           "アナリストは利益率の改善を評価する一方、海外需要の先行きには慎重な見方を示した。株価は前営業日に{px}円で取引を終えた。",
           "会社側は通期の業績予想を据え置き、自社株買いの継続も表明した。"],
    "ko": ["{co}는 {prev} {q} 실적을 발표했다. 매출은 전년 동기 대비 {chg}% 증가한 {rev}억 원, 주당순이익은 {eps}원이었다.",
           "애널리스트들은 수익성 개선을 긍정적으로 평가했지만 하반기 수요에 대해서는 신중한 입장을 보였다. 주가는 전 거래일 {px}원에 마감했다.",
           "회사 측은 연간 실적 전망을 유지하고 배당 정책도 변함없다고 밝혔다."],
    "ar": ["أعلنت شركة {co} في {prev} نتائج {q}، إذ ارتفعت الإيرادات بنسبة {chg}٪ إلى {rev} مليون درهم، وبلغ ربح السهم {eps} درهم.",
           "ورأى المحللون أن تحسن الهوامش كان لافتاً، لكنهم حذروا من تقلب أسعار الشحن. وأغلق السهم في الجلسة السابقة عند {px} درهم.",
           "وأكدت الإدارة توقعاتها للعام بأكمله، مشيرة إلى خطط للتوسع في الأسواق المجاورة."],
    "hi": ["{co} ने {prev} को {q} के नतीजे जारी किए। राजस्व {chg}% बढ़कर {rev} करोड़ रुपये रहा और प्रति शेयर आय {eps} रुपये रही।",
           "विश्लेषकों ने मार्जिन में सुधार को सकारात्मक बताया, लेकिन ग्रामीण मांग को लेकर सतर्कता जताई। पिछले सत्र में शेयर {px} रुपये पर बंद हुआ।",
           "प्रबंधन ने पूरे साल का अनुमान बरकरार रखा है।"],
    "fa": ["شرکت {co} در تاریخ {prev} نتایج {q} را منتشر کرد. درآمد با رشد {chg} درصدی به {rev} میلیارد ریال رسید و سود هر سهم {eps} ریال بود.",
           "تحلیل‌گران بهبود حاشیه سود را مثبت ارزیابی می‌کنند، اما نسبت به نوسان نرخ ارز هشدار می‌دهند. سهم در آخرین جلسه معاملاتی با قیمت {px} ریال بسته شد.",
           "مدیریت شرکت می‌گوید برنامه‌های توسعه‌ای سال جاری بدون تغییر ادامه می‌یابد."],
    "th": ["บริษัท {co} รายงานผลประกอบการ{q}เมื่อวันที่ {prev} โดยมีรายได้เพิ่มขึ้น {chg}% เป็น {rev} ล้านบาท และกำไรต่อหุ้น {eps} บาท",
           "นักวิเคราะห์มองว่าอัตรากำไรดีขึ้น แต่ยังกังวลต่อความต้องการในต่างประเทศ หุ้นปิดการซื้อขายล่าสุดที่ {px} บาท",
           "ผู้บริหารยืนยันเป้าหมายทั้งปีตามเดิม"],
    "vi": ["{co} công bố kết quả kinh doanh {q} vào {prev}. Doanh thu tăng {chg}% lên {rev} tỷ đồng, lợi nhuận trên mỗi cổ phiếu đạt {eps} đồng.",
           "Các chuyên gia phân tích đánh giá biên lợi nhuận được cải thiện, nhưng lưu ý rủi ro từ chi phí nguyên liệu. Cổ phiếu đóng cửa phiên gần nhất ở mức {px} đồng."],
}

TITLE = {
    "en": "{co} keeps outlook after {q} beat; margins in focus",
    "de": "{co} bestätigt Prognose nach solidem {q}",
    "fr": "{co} confirme ses objectifs après un {q} solide",
    "es": "{co} mantiene previsiones tras un {q} sólido",
    "pt": "{co} mantém projeções após {q} forte",
    "it": "{co} conferma la guidance dopo il {q}",
    "ru": "{co} подтвердила прогноз после результатов за {q}",
    "zh": "{co}{q}营收增长{chg}% 毛利率改善",
    "zh-tw": "{co}{q}營收年增{chg}% 毛利率走揚",
    "ja": "{co}、{q}は{chg}％増収　通期予想据え置き",
    "ko": "{co}, {q} 매출 {chg}% 증가…연간 전망 유지",
    "ar": "{co} تحافظ على توقعاتها بعد نتائج {q}",
    "hi": "{co} के {q} नतीजे: राजस्व {chg}% बढ़ा",
    "fa": "رشد {chg} درصدی درآمد {co} در {q}",
    "th": "{co} รายได้{q}โต {chg}%",
    "vi": "{co}: doanh thu {q} tăng {chg}%",
}

SIDE = {
    "en": ["Oil steadies as traders weigh inventory data", "{co2} names new chief financial officer", "Treasury yields drift lower ahead of auction", "Why small caps lagged in the last month", "{co2} shares slip after guidance trim"],
    "de": ["DAX schließt knapp im Plus", "{co2} ernennt neuen Finanzvorstand", "Anleiherenditen geben leicht nach"],
    "fr": ["Le CAC 40 termine en légère hausse", "{co2} nomme un nouveau directeur financier", "Les taux souverains reculent"],
    "es": ["El Ibex cierra con leves avances", "{co2} nombra nuevo director financiero", "La prima de riesgo se modera"],
    "pt": ["Ibovespa fecha em leve alta", "{co2} anuncia novo diretor financeiro", "Dólar recua frente ao real"],
    "it": ["Piazza Affari chiude in lieve rialzo", "{co2} nomina un nuovo direttore finanziario", "Lo spread BTP-Bund si restringe"],
    "ru": ["Индекс Мосбиржи завершил день ростом", "{co2} назначила нового финансового директора", "Рубль укрепился к доллару"],
    "zh": ["沪指窄幅震荡 成交额小幅萎缩", "{co2}聘任新任财务总监", "国债收益率小幅下行"],
    "zh-tw": ["台股量縮震盪 終場小漲", "{co2}宣布新任財務長", "新台幣小幅走升"],
    "ja": ["日経平均、小幅に反発", "{co2}、新CFOを選任", "長期金利がやや低下"],
    "ko": ["코스피 소폭 상승 마감", "{co2}, 신임 CFO 선임", "원·달러 환율 하락"],
    "ar": ["مؤشر السوق يغلق على ارتفاع طفيف", "{co2} تعين مديراً مالياً جديداً", "استقرار أسعار النفط"],
    "hi": ["सेंसेक्स मामूली बढ़त के साथ बंद", "{co2} ने नए सीएफओ की नियुक्ति की", "रुपया डॉलर के मुकाबले मज़बूत"],
    "fa": ["شاخص کل بورس با رشد اندک بسته شد", "{co2} مدیر مالی جدید منصوب کرد", "ثبات نسبی در بازار ارز"],
    "th": ["SET ปิดบวกเล็กน้อย", "{co2} แต่งตั้งประธานเจ้าหน้าที่การเงินคนใหม่", "เงินบาทแข็งค่าเล็กน้อย"],
    "vi": ["VN-Index tăng nhẹ cuối phiên", "{co2} bổ nhiệm giám đốc tài chính mới", "Tỷ giá ổn định"],
}

AUTHORS = {"en": ["Maya Ellingsworth", "Tomas Reyburn", "Priya Castellane", "Owen Marsh-Tulley", "Hana Okafor-Lind"],
           "de": ["Jana Wiesental", "Lukas Brenner"], "fr": ["Claire Dumonteil", "Antoine Ferrer"],
           "es": ["Lucía Barranco", "Diego Olmedo"], "pt": ["Mariana Teixeira", "Rafael Quintela"],
           "it": ["Giulia Santangelo", "Marco Pellizzari"], "ru": ["Анна Белозёрова", "Илья Корнев"],
           "zh": ["林晓岚", "周启明"], "zh-tw": ["陳怡君", "吳冠廷"], "ja": ["佐伯 透", "三浦 彩"],
           "ko": ["김서연", "박준호"], "ar": ["ليلى الحمادي", "سامي العتيبي"], "hi": ["अनुराधा मेहता", "विकास त्रिपाठी"],
           "fa": ["مریم صالحی", "رضا کاظمی"], "th": ["ศิริพร วงศ์ใหญ่", "ธนากร ศรีสุข"], "vi": ["Nguyễn Thu Hà", "Trần Minh Quân"]}

CSS = """body{margin:0;font-family:Georgia,serif;color:#1b1b1b;background:#fff}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px}
.site-header{display:flex;gap:24px;align-items:center;padding:12px 24px;border-bottom:3px solid #0b3d5c}
.site-header nav a{margin-right:14px;color:#0b3d5c;text-decoration:none;font:600 14px/1 Arial,sans-serif}
.layout{display:grid;grid-template-columns:minmax(0,680px) 280px;gap:40px;padding:24px}
.byline{font:13px Arial,sans-serif;color:#555}.kicker{font:700 12px Arial;text-transform:uppercase;color:#a0262b}
.rail h2{font:700 15px Arial;border-bottom:1px solid #ddd}.rail li{margin:8px 0;font-size:14px}
.site-footer{padding:24px;border-top:1px solid #ddd;font:12px Arial,sans-serif;color:#666}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}"""


class Page:
    def __init__(self, pid, site, slug, P, t, kind, expected, cls, note):
        self.pid, self.skey = pid, site
        self.name, self.domain, self.fl, self.hlang, self.dir, self.tzn = SITES[site]
        self.tz = ZoneInfo(self.tzn)
        self.lang = base_lang(self.fl)
        self.slug = slug
        self.P = P.astimezone(self.tz)
        self.url = f"https://www.{self.domain}/{slug}"
        self.file = f"{pid}.html"
        self.labels = [(t, expected, kind)]
        self.cls, self.note = cls, note
        self.injection = kind.startswith("injection_")
        self.events = []  # (what, role, value)  role: content|decide
        self.charset, self.codec, self.declare = "utf-8", "utf-8", True
        self.head_extra, self.byline_extra, self.after_article = [], [], []
        self.sidebar_extra, self.footer_extra, self.body_end, self.pre_body = [], [], [], []
        self.inserts = {}
        self.article_attrs = ""
        self.body_attrs = ""
        self.meta_desc = None
        self.og_desc = None
        self.jsonld_extra = {}
        self.jsonld_override = None
        self.pub_display = None
        self.show_pub_time = True
        self.comments = []  # (author, local datetime or None, html, extra_attr)
        self.style = "news"
        self.extra_css = ""
        lang = self.lang
        rng = R
        self.co, self.tk = rng.choice(COS[lang])
        others = [c for c in COS[lang] if c[0] != self.co] or COS["en"]
        self.co2 = rng.choice(others)[0]
        q, y = quarter_before(self.P)
        self.q = qlabel(lang, q, y)
        self.prev = (self.P - dt.timedelta(days=rng.randint(1, 6))).date()
        self.vals = dict(co=self.co, tk=self.tk, q=self.q, prev=fdate(self.fl, self.prev),
                         rev=f"{rng.randint(120, 4800):,}", chg=rng.randint(3, 19),
                         eps=f"{rng.uniform(0.2, 4.5):.2f}", px=f"{rng.uniform(8, 180):.2f}",
                         ytd=rng.randint(2, 28), pe=rng.randint(9, 24), co2=self.co2)
        self.title = TITLE[lang].format(**self.vals)
        self.body = [p.format(**self.vals) for p in BODY[lang]]
        self.author = rng.choice(AUTHORS[lang])
        self.section = UI[lang][5][1]
        self.add("published", "content", self.P)
        self.add("prev-results", "content", self.prev)
        self.side = []
        for i, h in enumerate(rng.sample(SIDE[lang], 3)):
            d = (self.P - dt.timedelta(days=rng.randint(1, 9))).date()
            self.side.append((d, h.format(co2=self.co2)))
            self.add("sidebar", "content", d)

    # ------------------------------------------------------------------
    def add(self, what, role, value):
        self.events.append((what, role, value))

    def label(self, t, expected, kind):
        self.labels.append((t, expected, kind))

    def local(self, x):
        return x.astimezone(self.tz)

    def ldate(self, t):
        return t.astimezone(self.tz).date()

    def insert(self, idx, html_):
        self.inserts.setdefault(idx, []).append(html_)

    def jsonld(self):
        if self.jsonld_override is not None:
            return self.jsonld_override
        d = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": self.title,
             "datePublished": iso(self.P), "author": {"@type": "Person", "name": self.author},
             "publisher": {"@type": "Organization", "name": self.name}, "mainEntityOfPage": self.url,
             "inLanguage": self.hlang}
        d.update(self.jsonld_extra)
        return d

    def render(self):
        ui = UI[self.lang]
        desc = self.meta_desc if self.meta_desc is not None else esc(self.body[0][:150])
        ogd = self.og_desc if self.og_desc is not None else desc
        pubd = self.pub_display or (ftime(self.fl, self.P) if self.show_pub_time else fdate(self.fl, self.P.date()))
        cs = f'<meta charset="{self.charset}">' if self.declare else ""
        if self.declare and self.codec != "utf-8" and R.random() < 0.5:
            cs = f'<meta http-equiv="Content-Type" content="text/html; charset={self.charset}">'
        parts = []
        for i, p in enumerate(self.body):
            parts.extend(self.inserts.get(("before", i), []))
            parts.append(p if p.lstrip().startswith("<") else f"<p>{p}</p>")
            parts.extend(self.inserts.get(i, []))
        body = "\n".join(parts)
        side = "\n".join(f'<li><a href="/news/{d.isoformat()}/{h32(h) % 99991}">{esc(h)}</a> <span class="d">{fdate(self.fl, d)}</span></li>' for d, h in self.side)
        nav = "".join(f'<a href="/{i}">{n}</a>' for i, n in enumerate(ui[5]))
        foot = " &middot; ".join(f'<a href="/p/{i}">{n}</a>' for i, n in enumerate(ui[7]))
        comments = ""
        if self.comments:
            lis = []
            for a, when, txt, attr in self.comments:
                w = f'<time datetime="{iso(when)}">{ftime(self.fl, when, zone=False)}</time>' if when is not None else ""
                lis.append(f'<li class="comment"{attr}><div class="c-meta"><b>{esc(a)}</b> {w}</div><div class="c-body">{txt}</div></li>')
            comments = '<section class="comments" id="comments"><h2>' + {"ko": "댓글", "ja": "コメント", "zh": "评论"}.get(self.lang, "Comments") + '</h2><ol>' + "\n".join(lis) + "</ol></section>"
        year = self.P.year
        html_ = f"""<!DOCTYPE html>
<html lang="{self.hlang}" dir="{self.dir}">
<head>
{cs}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(self.title)} | {esc(self.name)}</title>
<meta name="description" content="{desc}">
<link rel="canonical" href="{self.url}">
<meta property="og:type" content="article">
<meta property="og:title" content="{esc(self.title)}">
<meta property="og:description" content="{ogd}">
<meta property="og:url" content="{self.url}">
<meta property="og:site_name" content="{esc(self.name)}">
<meta property="article:published_time" content="{iso(self.P)}">
<meta name="twitter:card" content="summary_large_image">
<style>
{CSS}
{self.extra_css}
</style>
{chr(10).join(self.head_extra)}
<script type="application/ld+json">{json.dumps(self.jsonld(), ensure_ascii=False)}</script>
</head>
<body{self.body_attrs}>
<a class="skip" href="#main">{ui[0]}</a>
{chr(10).join(self.pre_body)}
<header class="site-header"><div class="logo"><a href="/">{esc(self.name)}</a></div><nav>{nav}</nav></header>
<main id="main" class="layout">
<article class="story"{self.article_attrs}>
<p class="kicker">{self.section}</p>
<h1>{esc(self.title)}</h1>
<div class="byline">{ui[2]} <a href="/authors/{h32(self.author) % 997}" rel="author">{esc(self.author)}</a> <span class="sep">|</span> {ui[3]} <time datetime="{iso(self.P)}" class="published">{pubd}</time> {' '.join(self.byline_extra)}</div>
{body}
{chr(10).join(self.after_article)}
{comments}
</article>
<aside class="rail"><h2>{ui[1]}</h2><ol>
{side}
</ol>
{chr(10).join(self.sidebar_extra)}
</aside>
</main>
<footer class="site-footer"><p>&copy; {year} {esc(self.name)}. {ui[6]}</p>
{chr(10).join(self.footer_extra)}
<nav>{foot}</nav></footer>
<script src="/static/js/app.{h32(self.domain) % 9999:04d}.min.js" defer></script>
{chr(10).join(self.body_end)}
</body>
</html>
"""
        return html_.encode(self.codec, errors="xmlcharrefreplace")
