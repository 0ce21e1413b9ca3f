"""Auxiliary per-locale data: authors, calendar events, disclosure titles, rates titles, close times."""

AUTHORS = {
    'zh_cn': ["王晓明", "李静", "陈浩然", "刘洋", "张雪"], 'zh_tw': ["林佳慧", "陳冠宇", "黃子軒"], 'zh_hk': ["梁家傑", "何嘉欣"],
    'ja': ["佐藤健太", "田中美咲", "鈴木一郎", "高橋由紀"], 'ko': ["김민수 기자", "이지현 기자", "박준호 기자"],
    'de': ["Katrin Vogel", "Thomas Berger", "Jana Schuster", "Martin Krüger"], 'fr': ["Claire Dubois", "Julien Moreau", "Sophie Laurent"],
    'es': ["Laura Martín", "Javier Ruiz", "Carmen Ortega"], 'es_mx': ["Alejandro Treviño", "Mariana López"],
    'pt_br': ["Ana Souza", "Rafael Lima", "Beatriz Costa"], 'pt_pt': ["Miguel Ferreira", "Inês Carvalho"],
    'it': ["Giulia Bianchi", "Marco Rossi", "Francesca Greco"], 'nl': ["Pieter de Vries", "Sanne Jansen"], 'sv': ["Erik Lindqvist", "Anna Berg"],
    'pl': ["Tomasz Nowak", "Katarzyna Wiśniewska"], 'ru': ["Алексей Смирнов", "Ольга Иванова"], 'tr': ["Mehmet Yılmaz", "Ayşe Demir"],
    'id': ["Rina Wulandari", "Agus Santoso"], 'vi': ["Nguyễn Minh Anh", "Trần Quốc Bảo"], 'ar': ["أحمد الكعبي", "سارة المنصوري"], 'hi': ["अमित शर्मा", "प्रिया वर्मा"],
}

EVENTS = {
    'zh_cn': ["CPI年率", "PPI年率", "官方制造业PMI", "GDP年率", "城镇调查失业率", "社会消费品零售总额年率", "M2货币供应年率"],
    'zh_tw': ["CPI年增率", "出口年增率", "失業率", "GDP年增率", "外銷訂單年增率", "工業生產年增率"],
    'zh_hk': ["CPI年增率", "出口年增率", "失業率", "GDP年增率", "零售銷售年增率"],
    'ja': ["全国消費者物価指数(前年比)", "鉱工業生産(速報値)", "完全失業率", "実質GDP(速報値)", "貿易収支", "機械受注(前月比)"],
    'ko': ["소비자물가지수(전년비)", "수출증가율", "실업률", "GDP 성장률(속보치)", "산업생산(전월비)"],
    'de': ["Verbraucherpreise (J/J)", "Ifo-Geschäftsklima", "Arbeitslosenquote", "BIP (Q/Q)", "Einkaufsmanagerindex Industrie", "Industrieproduktion (M/M)"],
    'fr': ["Inflation (a/a)", "PIB (t/t)", "Taux de chômage", "Confiance des ménages", "Production industrielle (m/m)"],
    'es': ["IPC (a/a)", "PIB (t/t)", "Tasa de paro", "PMI manufacturero", "Ventas minoristas (a/a)"],
    'pt_br': ["IPCA (a/a)", "PIB (t/t)", "Taxa de desemprego", "Produção industrial (m/m)", "Vendas no varejo (a/a)"],
    'it': ["Inflazione (a/a)", "PIL (t/t)", "Tasso di disoccupazione", "Produzione industriale (m/m)"],
}

CAL_TITLE = {
    'zh_cn': "本周财经日历", 'zh_tw': "本週財經行事曆", 'zh_hk': "本週經濟日誌", 'ja': "経済指標カレンダー", 'ko': "주간 경제지표 일정",
    'de': "Wirtschaftskalender: Termine der Woche", 'fr': "Agenda économique de la semaine", 'es': "Calendario económico semanal",
    'pt_br': "Agenda econômica da semana", 'it': "Calendario macroeconomico della settimana",
}

DISC = {
    'zh_cn': ["关于回购股份进展情况的公告", "年度报告摘要", "关于召开临时股东大会的通知", "第四届董事会第十二次会议决议公告", "关于控股股东部分股份质押的公告", "关于获得政府补助的公告"],
    'zh_tw': ["公告本公司董事會決議股利分派", "公告本公司自結損益", "代子公司公告取得機器設備", "澄清媒體報導", "公告本公司財務報告"],
    'ja': ["自己株式の取得状況に関するお知らせ", "決算短信〔日本基準〕(連結)", "業績予想の修正に関するお知らせ", "配当予想の修正に関するお知らせ", "代表取締役の異動に関するお知らせ", "株主優待制度の変更に関するお知らせ"],
    'ko': ["주요사항보고서(자기주식취득결정)", "분기보고서", "현금ㆍ현물배당결정", "단일판매ㆍ공급계약체결", "최대주주변경", "기업설명회(IR)개최"],
    'de': ["Ad-hoc: Anpassung der Prognose", "Stimmrechtsmitteilung", "Directors' Dealings", "Veröffentlichung Finanzbericht", "Einberufung der Hauptversammlung", "Aktienrückkauf – Zwischenmeldung"],
    'fr': ["Communiqué financier : chiffre d'affaires", "Déclaration des transactions sur actions propres", "Mise à disposition du document d'enregistrement universel", "Nombre total de droits de vote", "Communiqué : modalités de l'assemblée générale"],
    'es': ["Información privilegiada: avance de resultados", "Otra información relevante: dividendo", "Convocatoria de junta general", "Operaciones de autocartera", "Cambio en el consejo de administración"],
}
DISC_TITLE = {'zh_cn': "上市公司公告", 'zh_tw': "重大訊息即時公告", 'ja': "適時開示情報一覧", 'ko': "오늘의 공시", 'de': "Kapitalmarktmitteilungen",
              'fr': "Informations réglementées du jour", 'es': "Comunicaciones de emisores"}

RATES = {
    'zh_cn': ("银行定期存款利率比较", ["三个月定期", "一年定期", "三年定期", "五年定期"], "年利率"),
    'zh_tw': ("各銀行定存利率比較", ["三個月定存", "一年定存", "二年定存"], "年利率"),
    'ja': ("定期預金金利ランキング", ["1年もの", "3年もの", "5年もの"], "年利"),
    'ko': ("은행 정기예금 금리 비교", ["6개월", "1년", "2년", "3년"], "연 금리"),
    'de': ("Festgeld-Vergleich: Die besten Zinsen", ["Festgeld 6 Monate", "Festgeld 12 Monate", "Festgeld 24 Monate"], "Zins p.a."),
    'fr': ("Comparatif des comptes à terme", ["Compte à terme 6 mois", "Compte à terme 12 mois", "Compte à terme 24 mois"], "Taux brut"),
    'es': ("Comparador de depósitos a plazo", ["Depósito 6 meses", "Depósito 12 meses", "Depósito 24 meses"], "TAE"),
    'pt_br': ("Comparador de CDBs", ["CDB 6 meses", "CDB 1 ano", "CDB 2 anos"], "Taxa a.a."),
    'it': ("Confronto conti deposito", ["Vincolato 6 mesi", "Vincolato 12 mesi", "Vincolato 24 mesi"], "Tasso lordo"),
}

# (local hour, minute) of market close; weekends skipped
CLOSE = {'zh_cn': (15, 0), 'zh_tw': (13, 30), 'zh_hk': (16, 0), 'ja': (15, 0), 'ko': (15, 30), 'de': (17, 30), 'fr': (17, 30), 'es': (17, 30),
         'es_mx': (14, 0), 'pt_br': (17, 0), 'pt_pt': (16, 30), 'it': (17, 30), 'nl': (17, 30), 'sv': (17, 30), 'pl': (17, 0), 'ru': (18, 40),
         'tr': (18, 0), 'id': (16, 0), 'vi': (14, 45), 'ar': (15, 0), 'hi': (15, 30)}

REVSUM = {'zh': ["更新数据", "补充来源", "修正错别字", "格式调整"], 'ja': ["出典追加", "誤字修正", "情報更新", "整形"], 'ko': ["출처 추가", "오타 수정", "내용 갱신"],
          'de': ["Aktualisierung", "Tippfehler", "Beleg ergänzt", "Formatierung"], 'fr': ["mise à jour", "typo", "ajout de source"],
          'es': ["actualización", "errata", "referencia añadida"], 'pt': ["atualização", "correção ortográfica", "fonte adicionada"],
          'it': ["aggiornamento", "refuso", "fonte aggiunta"], 'x': ["update", "typo", "ref"]}
WIKIUSERS = ["Kanzler1987", "Finbot", "Yamato-k", "EditorX", "Lumen42", "Marktbeobachter", "Sora_no", "Quill"]
