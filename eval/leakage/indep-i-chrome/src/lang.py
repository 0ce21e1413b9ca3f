# -*- coding: utf-8 -*-
"""Language resources: labels, date formats, headline / body / comment templates."""

MON_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON_EN_S = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MON_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
          "Oktober", "November", "Dezember"]
MON_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
          "octobre", "novembre", "décembre"]
MON_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
          "octubre", "noviembre", "diciembre"]
MON_PT = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
          "outubro", "novembro", "dezembro"]
MON_IT = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
          "settembre", "ottobre", "novembre", "dicembre"]

WD = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    "ja": ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"],
    "zh": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
    "zh_tw": ["週一", "週二", "週三", "週四", "週五", "週六", "週日"],
    "ko": ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"],
}


def base_lang(loc):
    return loc.split("_")[0] if loc.startswith("en") else loc


def fmt_date(loc, d):
    y, m, dd = d.year, d.month, d.day
    if loc in ("en_us", "en_in"):
        return "%s %d, %d" % (MON_EN_S[m - 1], dd, y)
    if loc in ("en_uk", "en_sg"):
        return "%d %s %d" % (dd, MON_EN_S[m - 1], y)
    if loc == "de":
        return "%02d.%02d.%d" % (dd, m, y)
    if loc == "fr":
        return "%d %s %d" % (dd, MON_FR[m - 1], y)
    if loc == "it":
        return "%d %s %d" % (dd, MON_IT[m - 1], y)
    if loc == "es":
        return "%d de %s de %d" % (dd, MON_ES[m - 1], y)
    if loc == "pt":
        return "%d de %s de %d" % (dd, MON_PT[m - 1], y)
    if loc in ("ja", "zh", "zh_tw"):
        return "%d年%d月%d日" % (y, m, dd)
    if loc == "ko":
        return "%d년 %d월 %d일" % (y, m, dd)
    raise ValueError(loc)


def fmt_dt(loc, ldt, zlabel):
    d = fmt_date(loc, ldt.date())
    h, mi = ldt.hour, ldt.minute
    if loc == "en_us":
        ap = "AM" if h < 12 else "PM"
        h12 = h % 12 or 12
        return "%s %d:%02d %s ET" % (d, h12, mi, ap)
    if loc == "en_sg":
        ap = "AM" if h < 12 else "PM"
        return "%s %d:%02d%s SGT" % (d, h % 12 or 12, mi, ap)
    if loc in ("en_uk", "en_in"):
        return "%s %02d:%02d %s" % (d, h, mi, zlabel)
    if loc == "de":
        return "%s, %02d:%02d Uhr %s" % (d, h, mi, {"CET": "MEZ", "CEST": "MESZ"}[zlabel])
    if loc == "fr":
        return "%s à %02dh%02d %s" % (d, h, mi, zlabel)
    if loc in ("es", "it"):
        return "%s, %02d:%02d %s" % (d, h, mi, zlabel)
    if loc == "pt":
        return "%s às %02dh%02d (horário de Brasília)" % (d, h, mi)
    if loc == "ja":
        return "%s %02d:%02d JST" % (d, h, mi)
    if loc == "zh":
        return "%s %02d:%02d（北京时间）" % (d, h, mi)
    if loc == "zh_tw":
        return "%s %02d:%02d（台北時間）" % (d, h, mi)
    if loc == "ko":
        return "%s %02d:%02d KST" % (d, h, mi)
    raise ValueError(loc)


AGO = {
    "en": ("{n} min ago", "{n}h ago", "{n}d ago"),
    "de": ("vor {n} Min.", "vor {n} Std.", "vor {n} Tagen"),
    "fr": ("il y a {n} min", "il y a {n} h", "il y a {n} j"),
    "es": ("hace {n} min", "hace {n} h", "hace {n} días"),
    "pt": ("há {n} min", "há {n} h", "há {n} dias"),
    "it": ("{n} min fa", "{n} ore fa", "{n} giorni fa"),
    "ja": ("{n}分前", "{n}時間前", "{n}日前"),
    "zh": ("{n}分钟前", "{n}小时前", "{n}天前"),
    "zh_tw": ("{n}分鐘前", "{n}小時前", "{n}天前"),
    "ko": ("{n}분 전", "{n}시간 전", "{n}일 전"),
}

KEYS = ["most_read", "trending", "related", "comments", "updated", "published", "newsletter",
        "nl_pitch", "subscribe", "latest_issue", "next_issue", "events", "register", "markets",
        "as_of", "video", "sponsored", "corrections", "tags", "next_article", "archive",
        "last_updated", "about_author", "edited", "reply", "close", "history", "date", "open",
        "high", "low", "volume", "actual", "forecast", "previous", "event", "time", "home",
        "live", "doc_history", "version", "change", "latest_by", "replay", "held", "correction",
        "update", "days_later", "email"]

L = {
    "en": ["Most read", "Trending now", "Related coverage", "Comments", "Updated", "Published",
           "The Morning Brief", "Markets news before the opening bell, every weekday.", "Sign up",
           "Latest issue", "Next issue", "Upcoming events", "Register", "Markets at a glance",
           "as of", "Video", "Sponsored", "Corrections & clarifications", "Topics", "Up next",
           "Archive", "Site last updated", "About the author", "edited", "Reply", "Close",
           "Price history", "Date", "Open", "High", "Low", "Volume", "Actual", "Forecast",
           "Previous", "Event", "Time", "Home", "LIVE", "Document history", "Version", "Change",
           "Latest by", "On demand", "held", "Correction", "UPDATE", "days later",
           "Your email address"],
    "de": ["Meistgelesen", "Im Trend", "Mehr zum Thema", "Kommentare", "Aktualisiert",
           "Veröffentlicht", "Der Börsen-Morgen", "Die wichtigsten Marktnachrichten vor Handelsbeginn.",
           "Anmelden", "Letzte Ausgabe", "Nächste Ausgabe", "Termine", "Jetzt anmelden",
           "Märkte im Überblick", "Stand", "Video", "Anzeige", "Korrekturen", "Themen",
           "Nächster Artikel", "Archiv", "Seite zuletzt aktualisiert", "Über den Autor",
           "bearbeitet", "Antworten", "Schluss", "Kurshistorie", "Datum", "Eröffnung", "Hoch",
           "Tief", "Volumen", "Ist", "Prognose", "Vorher", "Termin", "Zeit", "Startseite",
           "LIVE", "Dokumentenhistorie", "Version", "Änderung", "Zuletzt von", "Aufzeichnung",
           "stattgefunden am", "Korrektur", "UPDATE", "Tage später", "Ihre E-Mail-Adresse"],
    "fr": ["Les plus lus", "Tendances", "À lire aussi", "Commentaires", "Mis à jour", "Publié",
           "La Matinale", "L'essentiel des marchés avant l'ouverture.", "S'inscrire",
           "Dernier numéro", "Prochain numéro", "Agenda", "S'inscrire", "Les marchés en bref",
           "au", "Vidéos", "Contenu sponsorisé", "Rectificatifs", "Thèmes", "Article suivant",
           "Archives", "Site mis à jour le", "L'auteur", "modifié", "Répondre", "Clôture",
           "Historique des cours", "Date", "Ouverture", "Plus haut", "Plus bas", "Volume",
           "Réel", "Prévision", "Précédent", "Événement", "Heure", "Accueil", "EN DIRECT",
           "Historique du document", "Version", "Modification", "Dernier article",
           "En replay", "tenu le", "Rectificatif", "MISE À JOUR", "jours plus tard", "Votre e-mail"],
    "es": ["Lo más leído", "Tendencias", "Noticias relacionadas", "Comentarios", "Actualizado",
           "Publicado", "El Despertador", "Las claves del mercado antes de la apertura.",
           "Suscribirse", "Último número", "Próximo número", "Próximos eventos", "Inscríbase",
           "Mercados de un vistazo", "a las", "Vídeos", "Patrocinado", "Fe de erratas", "Temas",
           "Siguiente artículo", "Hemeroteca", "Sitio actualizado", "Sobre el autor", "editado",
           "Responder", "Cierre", "Histórico de cotizaciones", "Fecha", "Apertura", "Máximo",
           "Mínimo", "Volumen", "Real", "Previsión", "Anterior", "Evento", "Hora", "Portada",
           "EN DIRECTO", "Historial del documento", "Versión", "Cambio", "Lo último de",
           "Bajo demanda", "celebrado el", "Corrección", "ACTUALIZACIÓN", "días después",
           "Su correo electrónico"],
    "pt": ["Mais lidas", "Em alta", "Leia também", "Comentários", "Atualizado", "Publicado",
           "Abertura de Mercado", "As notícias do mercado antes do pregão.", "Assinar",
           "Última edição", "Próxima edição", "Eventos", "Inscreva-se", "Mercados agora",
           "às", "Vídeos", "Patrocinado", "Correções", "Temas", "Próxima matéria", "Arquivo",
           "Site atualizado em", "Sobre o autor", "editado", "Responder", "Fechamento",
           "Histórico de cotações", "Data", "Abertura", "Máxima", "Mínima", "Volume", "Real",
           "Projeção", "Anterior", "Evento", "Hora", "Início", "AO VIVO", "Histórico do documento",
           "Versão", "Alteração", "Últimas de", "Sob demanda", "realizado em", "Correção",
           "ATUALIZAÇÃO", "dias depois", "Seu e-mail"],
    "it": ["Più letti", "Di tendenza", "Articoli correlati", "Commenti", "Aggiornato",
           "Pubblicato", "Il Buongiorno di Borsa", "Le notizie dei mercati prima dell'apertura.",
           "Iscriviti", "Ultimo numero", "Prossimo numero", "Eventi", "Registrati",
           "Mercati in sintesi", "alle", "Video", "Contenuto sponsorizzato", "Rettifiche",
           "Argomenti", "Prossimo articolo", "Archivio", "Sito aggiornato il", "L'autore",
           "modificato", "Rispondi", "Chiusura", "Storico prezzi", "Data", "Apertura", "Massimo",
           "Minimo", "Volume", "Effettivo", "Previsione", "Precedente", "Evento", "Ora", "Home",
           "LIVE", "Cronologia documento", "Versione", "Modifica", "Ultimo di", "On demand",
           "tenutosi il", "Rettifica", "AGGIORNAMENTO", "giorni dopo", "La tua email"],
    "ja": ["アクセスランキング", "注目ニュース", "関連記事", "コメント", "更新", "配信",
           "朝刊マーケットメール", "取引開始前に市場ニュースをお届けします。", "登録する",
           "最新号", "次号", "イベント", "申し込む", "マーケット概況", "時点", "動画", "PR",
           "訂正・おわび", "タグ", "次の記事", "アーカイブ", "サイト最終更新", "執筆者",
           "編集済み", "返信", "終値", "株価履歴", "日付", "始値", "高値", "安値", "出来高",
           "結果", "予想", "前回", "指標", "時刻", "ホーム", "ライブ", "文書履歴", "版", "変更内容",
           "最新記事", "アーカイブ配信", "開催", "訂正", "追記", "日後", "メールアドレス"],
    "zh": ["阅读排行", "热门", "相关阅读", "评论", "更新", "发布", "早间财经简报",
           "每个交易日开盘前送达。", "订阅", "最新一期", "下一期", "活动预告", "报名",
           "行情速览", "截至", "视频", "推广", "更正", "标签", "下一篇", "文章归档",
           "网站最后更新", "作者简介", "已编辑", "回复", "收盘", "历史行情", "日期", "开盘",
           "最高", "最低", "成交量", "实际", "预期", "前值", "事件", "时间", "首页", "直播",
           "文件历史", "版本", "变更", "作者最新", "回放", "举办于", "更正", "更新", "天后",
           "您的邮箱"],
    "zh_tw": ["熱門排行", "焦點", "相關新聞", "留言", "更新", "發布", "早安財經報",
              "每個交易日開盤前送達。", "訂閱", "最新一期", "下一期", "活動預告", "報名",
              "行情速覽", "截至", "影音", "廣告", "更正啟事", "標籤", "下一篇", "文章彙整",
              "網站最後更新", "作者簡介", "已編輯", "回覆", "收盤", "歷史股價", "日期", "開盤",
              "最高", "最低", "成交量", "實際", "預期", "前值", "事件", "時間", "首頁", "直播",
              "文件歷程", "版本", "變更", "作者最新", "重播", "舉辦於", "更正", "更新", "天後",
              "您的電子郵件"],
    "ko": ["많이 본 뉴스", "실시간 인기", "관련 기사", "댓글", "수정", "입력", "모닝 브리핑",
           "장 시작 전 시장 뉴스를 보내드립니다.", "구독하기", "최신호", "다음 호", "행사 안내",
           "신청하기", "시장 한눈에", "기준", "영상", "광고", "정정보도", "태그", "다음 기사",
           "기사 보관함", "사이트 최종 업데이트", "기자 소개", "수정됨", "답글", "종가",
           "주가 이력", "날짜", "시가", "고가", "저가", "거래량", "실제", "예상", "이전", "지표",
           "시간", "홈", "라이브", "문서 이력", "버전", "변경 사항", "기자의 최신 기사", "다시보기",
           "개최", "정정", "추가", "일 후", "이메일 주소"],
}


def labels(loc):
    vals = L[base_lang(loc)]
    assert len(vals) == len(KEYS), (loc, len(vals), len(KEYS))
    return dict(zip(KEYS, vals))


COMPANIES = {
    "latin": ["Zorvex Dynamics", "Altamira Biologics", "Brightwell Freight", "Calderon Minerals",
              "Dunmore Semiconductor", "Elaris Foods", "Fenwick Grid", "Granton Pharma",
              "Halvard Shipping", "Istrana Networks", "Jovian Motors", "Kestrelline Bank",
              "Lumora Retail", "Maravel Energy", "Norland Aerospace", "Obrix Software",
              "Pellucid Water", "Quarrow Insurance", "Rendale Steel", "Sivanta Health",
              "Tolvane Chemicals", "Ulmaro Telecom", "Veltrix Robotics", "Wendmoor Homes",
              "Xandor Cloud", "Yarrowby Brewing", "Zenthos Lithium", "Corvane Airlines"],
    "ja": ["北辰精機", "ミナトロジ", "青嶺化学", "ヤマセ電子", "東雲フーズ", "霧島重工", "白浜ファーマ"],
    "zh": ["华锐科技", "远拓能源", "蓝江生物", "恒泽物流", "北辰半导体", "金穗食品", "海岳矿业"],
    "zh_tw": ["台鑫電子", "宏晟光電", "聯岳精密", "瑞峰半導體", "東昇航運"],
    "ko": ["한빛반도체", "대원로지스", "청림바이오", "세진모터스", "가온에너지", "누리통신"],
}

INDICES = {
    "en_us": ["VX Composite", "Harbor 200", "Meridian Tech 100", "Small-Cap 1500"],
    "en_uk": ["Thames 150", "Albion Mid 250", "PanEuro 60"],
    "en_sg": ["Straits 40", "Lion City Tech", "ASEAN 80"],
    "en_in": ["Deccan 50", "Arabian Sea 30", "Indus Midcap"],
    "de": ["Rhein-Index 40", "MittelDax-Aequ 50", "PanEuro 60"],
    "fr": ["Seine 40", "PanEuro 60", "Paris Moyennes 90"],
    "es": ["Ibérico 35", "PanEuro 60", "Madrid Medianas"],
    "pt": ["Ibovista", "Índice Paulista 50", "Small Brasil"],
    "it": ["Piazza 40", "PanEuro 60", "Mid Italia 60"],
    "ja": ["関東300", "東都グロース", "日経風総合"],
    "zh": ["申海综指", "深港100", "科创新锐50"],
    "zh_tw": ["台灣加權風指數", "櫃買精選", "台科50"],
    "ko": ["한빛200", "코스닥풍 지수", "한국중형 150"],
}
CCY = {"en_us": "$", "en_uk": "£", "en_sg": "S$", "en_in": "₹", "de": "€", "fr": "€", "es": "€",
       "pt": "R$", "it": "€", "ja": "¥", "zh": "¥", "zh_tw": "NT$", "ko": "₩"}

# headline templates: {co} company, {p} percent, {px} price, {idx} index, {q} quarter, {amt} amount
HEAD = {
    "en": ["{co} shares jump {p}% after quarterly results beat forecasts",
           "{co} cuts full-year outlook, stock slides {p}%",
           "{idx} closes {p}% higher as rate-cut bets build",
           "{co} agrees {amt}bn takeover of rival",
           "{co} names new chief financial officer",
           "{co} prices {amt}bn of bonds as demand tops order book",
           "Regulator fines {co} over disclosure failures",
           "{co} wins contract worth {amt}bn, shares rise {p}%"],
    "de": ["{co}-Aktie springt nach Quartalszahlen um {p} Prozent",
           "{co} senkt Jahresprognose – Aktie fällt {p} Prozent",
           "{idx} schließt {p} Prozent fester",
           "{co} übernimmt Konkurrenten für {amt} Mrd.",
           "{co} beruft neuen Finanzvorstand"],
    "fr": ["{co} s'envole de {p}% après des résultats supérieurs aux attentes",
           "{co} abaisse ses prévisions annuelles, le titre recule de {p}%",
           "Le {idx} termine en hausse de {p}%",
           "{co} rachète un concurrent pour {amt} milliards",
           "{co} nomme un nouveau directeur financier"],
    "es": ["{co} se dispara un {p}% tras batir previsiones",
           "{co} recorta su previsión anual y cae un {p}%",
           "El {idx} cierra con una subida del {p}%",
           "{co} compra a un rival por {amt} millardos",
           "{co} nombra nuevo director financiero"],
    "pt": ["Ações da {co} sobem {p}% após balanço acima do esperado",
           "{co} corta projeção anual e ação cai {p}%",
           "{idx} fecha em alta de {p}%",
           "{co} compra rival por {amt} bilhões",
           "{co} anuncia novo diretor financeiro"],
    "it": ["{co} vola del {p}% dopo i conti sopra le attese",
           "{co} taglia le stime annuali, titolo in calo del {p}%",
           "Il {idx} chiude in rialzo del {p}%",
           "{co} acquisisce un concorrente per {amt} miliardi",
           "{co} nomina il nuovo direttore finanziario"],
    "ja": ["{co}、決算が予想上回り株価{p}%高", "{co}が通期予想を下方修正、株価{p}%安",
           "{idx}、{p}%高で取引終了", "{co}、同業を{amt}億円で買収へ", "{co}、新CFOを選任"],
    "zh": ["{co}业绩超预期 股价大涨{p}%", "{co}下调全年指引 股价跌{p}%", "{idx}收涨{p}%",
           "{co}拟以{amt}亿元收购同业", "{co}任命新任首席财务官"],
    "zh_tw": ["{co}財報優於預期 股價大漲{p}%", "{co}下修全年展望 股價跌{p}%", "{idx}收漲{p}%",
              "{co}擬以{amt}億元併購同業", "{co}任命新財務長"],
    "ko": ["{co}, 실적 예상 상회에 주가 {p}% 급등", "{co}, 연간 전망 하향…주가 {p}% 하락",
           "{idx}, {p}% 상승 마감", "{co}, 경쟁사 {amt}조원에 인수", "{co}, 신임 CFO 선임"],
}

COMMENTS = {
    "en": ["Priced in already, the options market was implying a bigger move.",
           "Management keeps guiding conservatively. I'm holding.",
           "Anyone know when the ex-dividend date is?",
           "Margins are the story here, not revenue.",
           "Sold half my position last week, glad I did.",
           "The 2019 playbook all over again.",
           "Good write-up, thanks. The chart on page 2 is helpful.",
           "Volume was thin, I wouldn't read too much into it."],
    "de": ["Schon längst eingepreist.", "Ich bleibe investiert, Dividende passt.",
           "Wann ist eigentlich die Hauptversammlung?", "Die Marge ist entscheidend.",
           "Guter Artikel, danke!"],
    "fr": ["Déjà intégré dans les cours.", "Je reste à l'achat sur le long terme.",
           "Quelqu'un connaît la date du détachement du dividende ?", "Bon article, merci."],
    "es": ["Ya estaba descontado.", "Mantengo mis acciones.", "¿Alguien sabe cuándo paga el dividendo?",
           "Buen análisis, gracias."],
    "pt": ["Já estava no preço.", "Continuo comprado.", "Alguém sabe a data ex-dividendos?",
           "Ótima matéria, obrigado."],
    "it": ["Già scontato dal mercato.", "Resto investito.", "Qualcuno sa quando stacca il dividendo?",
           "Ottimo articolo, grazie."],
    "ja": ["もう織り込み済みでしょう。", "長期保有継続です。", "配当の権利落ち日はいつですか？",
           "利益率が鍵ですね。", "参考になりました。"],
    "zh": ["早就消化了。", "继续持有。", "有人知道除息日吗？", "毛利率才是关键。", "写得不错。"],
    "zh_tw": ["早就反映了。", "繼續持有。", "有人知道除息日嗎？", "毛利率才是重點。", "寫得很好。"],
    "ko": ["이미 선반영됐죠.", "장기 보유합니다.", "배당락일이 언제인가요?", "마진이 핵심입니다.",
           "좋은 기사 감사합니다."],
}

NAMES = {
    "en": ["Dana Whitcombe", "Marcus Oyelaran", "Priya Venkataram", "Tom Haskell", "Lena Marsh",
           "Jorge Abrantes", "Hannah Kessler", "Owen Pryce"],
    "de": ["Katrin Vossberg", "Jonas Brettschneider", "Miriam Ahlers"],
    "fr": ["Camille Roussel", "Étienne Marchal", "Inès Delorme"],
    "es": ["Lucía Arrieta", "Javier Montalbán", "Carmen Ibarrola"],
    "pt": ["Beatriz Quintela", "Rafael Mourão", "Luana Tavares"],
    "it": ["Giulia Ferrandi", "Marco Sellani", "Chiara Bottari"],
    "ja": ["佐伯 直樹", "森川 美穂", "高瀬 亮"],
    "zh": ["林晓峰", "王思远", "陈嘉怡"],
    "zh_tw": ["黃志明", "李佳穎", "張書豪"],
    "ko": ["김도윤", "박서연", "이준혁"],
}
USERS = ["valuegeek", "tapereader88", "contrarian_k", "divi_hunter", "macro_mo", "chartist42",
         "longterm_lisa", "bondvigilante", "quietquant", "oilbull", "sidewalk_trader", "nwtn"]
