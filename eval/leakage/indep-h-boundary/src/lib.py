# -*- coding: utf-8 -*-
"""Shared helpers: time handling, locale-aware date formatting, text banks.
Python 3 standard library only (zoneinfo needs the system tz database)."""
import re, json, html
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

UTC = timezone.utc


def U(s):
    """Parse 'YYYY-MM-DDTHH:MM[:SS]Z' as aware UTC datetime."""
    s = s.rstrip('Z')
    fmt = '%Y-%m-%dT%H:%M:%S' if s.count(':') == 2 else '%Y-%m-%dT%H:%M'
    return datetime.strptime(s, fmt).replace(tzinfo=UTC)


def zstr(dt):
    return dt.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')


def utc_h(dt):
    return dt.astimezone(UTC).strftime('%Y-%m-%d %H:%M UTC')


def tzof(name):
    if name in ('UTC', 'Z'):
        return UTC
    if isinstance(name, str) and (name.startswith('+') or name.startswith('-')):
        sign = 1 if name[0] == '+' else -1
        hh, mm = name[1:].split(':')
        return timezone(sign * timedelta(hours=int(hh), minutes=int(mm)))
    return ZoneInfo(name)


def loc(dt, tz):
    return dt.astimezone(tzof(tz))


def iso_local(dt, tz, seconds=True, ms=False):
    d = loc(dt, tz)
    s = d.strftime('%Y-%m-%dT%H:%M:%S' if seconds else '%Y-%m-%dT%H:%M')
    if ms:
        s += '.000'
    off = d.utcoffset()
    tot = int(off.total_seconds()) // 60
    sign = '+' if tot >= 0 else '-'
    tot = abs(tot)
    return s + '%s%02d:%02d' % (sign, tot // 60, tot % 60)


def day_bounds(y, m, d, tz):
    """UTC instants of start and end (exclusive) of local calendar day."""
    z = tzof(tz)
    start = datetime(y, m, d, tzinfo=z).astimezone(UTC)
    nd = datetime(y, m, d) + timedelta(days=1)
    end = datetime(nd.year, nd.month, nd.day, tzinfo=z).astimezone(UTC)
    return start, end


MONTHS = {
    'en': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    'de': ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    'fr': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    'es': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    'pt': ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    'it': ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    'nl': ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    'sv': ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
    'ru': ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
    'pl': ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
    'tr': ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
    'th': ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
    'ar': ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
}
WEEKDAYS = {
    'en': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    'de': ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    'fr': ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    'es': ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    'pt': ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
    'it': ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
    'nl': ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
    'sv': ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
    'ru': ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
    'pl': ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'],
    'tr': ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'],
    'ja': ['月', '火', '水', '木', '金', '土', '日'],
    'zh': ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
    'ko': ['월', '화', '수', '목', '금', '토', '일'],
    'th': ['วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี', 'วันศุกร์', 'วันเสาร์', 'วันอาทิตย์'],
    'ar': ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'],
}
ARABIC_DIGITS = str.maketrans('0123456789', '٠١٢٣٤٥٦٧٨٩')
FULLWIDTH = str.maketrans('0123456789', '０１２３４５６７８９')


def fmt(dt, tz, pat, lang='en'):
    """Format UTC instant dt in zone tz with a brace pattern.
    Tokens: YYYY YY MM M DD D HH H mm ss hh h ampm ap ampml MONTH Mon WD wd TZ OFF
    ERA (Reiwa) ROC (Minguo) BE (Buddhist) KAMPM JAMPM ZHAMPM Dfr"""
    d = loc(dt, tz)
    base = lang.split('-')[0]
    h12 = d.hour % 12 or 12
    pm = d.hour >= 12
    off = int(d.utcoffset().total_seconds()) // 60
    offs = '%s%02d:%02d' % ('+' if off >= 0 else '-', abs(off) // 60, abs(off) % 60)
    months = MONTHS.get(base, MONTHS['en'])
    wds = WEEKDAYS.get(base, WEEKDAYS['en'])
    tzn = d.tzname() or ''
    if tzn.startswith('+') or tzn.startswith('-'):
        tzn = 'UTC' + tzn
    if d.year >= 2019:
        era = d.year - 2018
    else:
        era = d.year - 1988
    vals = {
        'YYYY': '%04d' % d.year, 'YY': '%02d' % (d.year % 100),
        'MM': '%02d' % d.month, 'M': str(d.month),
        'DD': '%02d' % d.day, 'D': str(d.day),
        'Dfr': '1er' if d.day == 1 else str(d.day),
        'HH': '%02d' % d.hour, 'H': str(d.hour), 'mm': '%02d' % d.minute, 'ss': '%02d' % d.second,
        'hh': '%02d' % h12, 'h': str(h12), 'h0': str(d.hour % 12),
        'ampm': 'PM' if pm else 'AM', 'ap': 'p.m.' if pm else 'a.m.', 'ampml': 'pm' if pm else 'am',
        'MONTH': months[d.month - 1], 'Mon': MONTHS['en'][d.month - 1][:3],
        'WD': wds[d.weekday()], 'wd': WEEKDAYS['en'][d.weekday()][:3],
        'TZ': tzn, 'OFF': offs, 'TZde': {'CET': 'MEZ', 'CEST': 'MESZ'}.get(tzn, tzn),
        'ERA': '元' if era == 1 else str(era), 'ROC': str(d.year - 1911), 'BE': str(d.year + 543),
        'KAMPM': '오후' if pm else '오전', 'JAMPM': '午後' if pm else '午前', 'ZHAMPM': '下午' if pm else '上午',
    }
    return re.sub(r'\{(\w+)\}', lambda m: vals[m.group(1)], pat)


def esc(s):
    return html.escape(s, quote=True)


def tag_time(dt, tz, pat, lang, machine=True, cls=None, mtz=None, pre=''):
    vis = fmt(dt, tz, pat, lang)
    c = (' class="%s"' % cls) if cls else ''
    if machine:
        return '%s<time%s datetime="%s">%s</time>' % (pre, c, iso_local(dt, mtz or tz), vis)
    return '%s<span%s>%s</span>' % (pre, c, vis)


def jd(obj):
    return json.dumps(obj, ensure_ascii=False, indent=None, separators=(',', ':'))


# --------------------------------------------------------------------------
# Locale UI strings and text banks
# --------------------------------------------------------------------------
LOC = {}

LOC['en'] = dict(
    pub='Published', upd='Updated', by='By', comments='Comments', most_read='Most read', latest='Latest news',
    related='Related stories', live='LIVE', cookie='We use cookies to personalise content and ads, to provide social media features and to analyse our traffic.',
    cookie_ok='Accept all', cookie_no='Manage preferences', nav=['Home', 'News', 'Business', 'Politics', 'Sport', 'Culture', 'Opinion', 'Weather'],
    footer='All rights reserved.', reply='Reply', share='Share', subscribe='Subscribe', search='Search', read_more='Read more',
    min_ago='{n} min ago', h_ago='{n}h ago', d_ago='{n} days ago', yesterday='Yesterday', posted='Posted', newsletter='Sign up for our morning briefing',
    ad='Advertisement', key_events='Key events',
)
LOC['de'] = dict(
    pub='Veröffentlicht', upd='Aktualisiert', by='Von', comments='Kommentare', most_read='Meistgelesen', latest='Neueste Meldungen',
    related='Mehr zum Thema', live='LIVE', cookie='Wir verwenden Cookies und ähnliche Technologien, um Inhalte zu personalisieren und Zugriffe zu analysieren.',
    cookie_ok='Alle akzeptieren', cookie_no='Einstellungen', nav=['Startseite', 'Politik', 'Wirtschaft', 'Panorama', 'Sport', 'Kultur', 'Wissen', 'Regional'],
    footer='Alle Rechte vorbehalten.', reply='Antworten', share='Teilen', subscribe='Abonnieren', search='Suche', read_more='Weiterlesen',
    min_ago='vor {n} Min.', h_ago='vor {n} Std.', d_ago='vor {n} Tagen', yesterday='Gestern', posted='Geschrieben', newsletter='Newsletter bestellen',
    ad='Anzeige', key_events='Wichtige Ereignisse',
)
LOC['fr'] = dict(
    pub='Publié le', upd='Mis à jour le', by='Par', comments='Commentaires', most_read='Les plus lus', latest='En continu',
    related='Sur le même sujet', live='EN DIRECT', cookie='Nous utilisons des cookies pour mesurer l’audience et vous proposer des contenus personnalisés.',
    cookie_ok='Accepter', cookie_no='Paramétrer', nav=['Accueil', 'International', 'Politique', 'Économie', 'Société', 'Sport', 'Culture', 'Régions'],
    footer='Tous droits réservés.', reply='Répondre', share='Partager', subscribe='S’abonner', search='Rechercher', read_more='Lire la suite',
    min_ago='il y a {n} min', h_ago='il y a {n} h', d_ago='il y a {n} jours', yesterday='Hier', posted='Posté le', newsletter='Recevoir la newsletter',
    ad='Publicité', key_events='Les temps forts',
)
LOC['es'] = dict(
    pub='Publicado', upd='Actualizado', by='Por', comments='Comentarios', most_read='Lo más leído', latest='Última hora',
    related='Noticias relacionadas', live='DIRECTO', cookie='Utilizamos cookies propias y de terceros para mejorar nuestros servicios y mostrarle publicidad.',
    cookie_ok='Aceptar', cookie_no='Configurar', nav=['Portada', 'España', 'Internacional', 'Economía', 'Deportes', 'Cultura', 'Sociedad', 'Andalucía'],
    footer='Todos los derechos reservados.', reply='Responder', share='Compartir', subscribe='Suscríbete', search='Buscar', read_more='Seguir leyendo',
    min_ago='hace {n} min', h_ago='hace {n} h', d_ago='hace {n} días', yesterday='Ayer', posted='Publicado el', newsletter='Recibe nuestro boletín',
    ad='Publicidad', key_events='Claves',
)
LOC['pt'] = dict(
    pub='Publicado em', upd='Atualizado em', by='Por', comments='Comentários', most_read='Mais lidas', latest='Últimas',
    related='Veja também', live='AO VIVO', cookie='Utilizamos cookies essenciais e tecnologias semelhantes de acordo com a nossa Política de Privacidade.',
    cookie_ok='Prosseguir', cookie_no='Configurações', nav=['Início', 'Brasil', 'Economia', 'Política', 'Mundo', 'Esportes', 'Cultura', 'Rio'],
    footer='Todos os direitos reservados.', reply='Responder', share='Compartilhar', subscribe='Assine', search='Buscar', read_more='Leia mais',
    min_ago='há {n} min', h_ago='há {n} horas', d_ago='há {n} dias', yesterday='Ontem', posted='Postado em', newsletter='Receba a newsletter',
    ad='Publicidade', key_events='Destaques',
)
LOC['it'] = dict(
    pub='Pubblicato il', upd='Aggiornato il', by='di', comments='Commenti', most_read='I più letti', latest='Ultim’ora',
    related='Leggi anche', live='DIRETTA', cookie='Questo sito utilizza cookie tecnici e di profilazione, anche di terze parti.',
    cookie_ok='Accetta', cookie_no='Personalizza', nav=['Home', 'Cronaca', 'Politica', 'Economia', 'Sport', 'Cultura', 'Lago', 'Meteo'],
    footer='Riproduzione riservata.', reply='Rispondi', share='Condividi', subscribe='Abbonati', search='Cerca', read_more='Continua',
    min_ago='{n} min fa', h_ago='{n} ore fa', d_ago='{n} giorni fa', yesterday='Ieri', posted='Scritto il', newsletter='Iscriviti alla newsletter',
    ad='Pubblicità', key_events='Momenti chiave',
)
LOC['nl'] = dict(
    pub='Gepubliceerd', upd='Bijgewerkt', by='Door', comments='Reacties', most_read='Meest gelezen', latest='Net binnen',
    related='Lees ook', live='LIVE', cookie='Wij gebruiken cookies om de site te verbeteren en advertenties te tonen.',
    cookie_ok='Akkoord', cookie_no='Instellingen', nav=['Home', 'Binnenland', 'Buitenland', 'Economie', 'Sport', 'Cultuur', 'Regio', 'Weer'],
    footer='Alle rechten voorbehouden.', reply='Reageer', share='Delen', subscribe='Abonneren', search='Zoeken', read_more='Lees verder',
    min_ago='{n} min geleden', h_ago='{n} uur geleden', d_ago='{n} dagen geleden', yesterday='Gisteren', posted='Geplaatst', newsletter='Ontvang de nieuwsbrief',
    ad='Advertentie', key_events='Hoogtepunten',
)
LOC['sv'] = dict(
    pub='Publicerad', upd='Uppdaterad', by='Av', comments='Kommentarer', most_read='Mest läst', latest='Senaste nytt',
    related='Läs också', live='DIREKT', cookie='Vi använder kakor för att ge dig en bättre upplevelse.',
    cookie_ok='Godkänn', cookie_no='Inställningar', nav=['Start', 'Nyheter', 'Ekonomi', 'Sport', 'Kultur', 'Norrland', 'Väder'],
    footer='Ansvarig utgivare: Karin Lundgren.', reply='Svara', share='Dela', subscribe='Prenumerera', search='Sök', read_more='Läs mer',
    min_ago='{n} min sedan', h_ago='{n} tim sedan', d_ago='{n} dagar sedan', yesterday='I går', posted='Postad', newsletter='Få vårt nyhetsbrev',
    ad='Annons', key_events='Viktiga händelser',
)
LOC['ru'] = dict(
    pub='Опубликовано', upd='Обновлено', by='Автор:', comments='Комментарии', most_read='Самое читаемое', latest='Лента новостей',
    related='Читайте также', live='ОНЛАЙН', cookie='Мы используем файлы cookie, чтобы сайт работал лучше.',
    cookie_ok='Согласен', cookie_no='Подробнее', nav=['Главная', 'Политика', 'Экономика', 'Общество', 'Спорт', 'Культура', 'Регион'],
    footer='Все права защищены.', reply='Ответить', share='Поделиться', subscribe='Подписаться', search='Поиск', read_more='Читать далее',
    min_ago='{n} мин назад', h_ago='{n} ч назад', d_ago='{n} дн. назад', yesterday='Вчера', posted='Добавлено', newsletter='Подписка на рассылку',
    ad='Реклама', key_events='Главное',
)
LOC['pl'] = dict(
    pub='Opublikowano', upd='Aktualizacja', by='Autor:', comments='Komentarze', most_read='Najczęściej czytane', latest='Najnowsze',
    related='Czytaj także', live='NA ŻYWO', cookie='Używamy plików cookies, aby ułatwić korzystanie z serwisu.',
    cookie_ok='Akceptuję', cookie_no='Ustawienia', nav=['Strona główna', 'Kraj', 'Świat', 'Biznes', 'Sport', 'Kultura', 'Region'],
    footer='Wszelkie prawa zastrzeżone.', reply='Odpowiedz', share='Udostępnij', subscribe='Subskrybuj', search='Szukaj', read_more='Czytaj dalej',
    min_ago='{n} min temu', h_ago='{n} godz. temu', d_ago='{n} dni temu', yesterday='Wczoraj', posted='Dodano', newsletter='Zapisz się do newslettera',
    ad='Reklama', key_events='Najważniejsze',
)
LOC['tr'] = dict(
    pub='Yayınlanma', upd='Güncelleme', by='Yazan:', comments='Yorumlar', most_read='En çok okunanlar', latest='Son dakika',
    related='İlgili haberler', live='CANLI', cookie='Sitemizde çerezler kullanılmaktadır.',
    cookie_ok='Kabul et', cookie_no='Ayarlar', nav=['Anasayfa', 'Gündem', 'Ekonomi', 'Dünya', 'Spor', 'Kültür', 'İstanbul'],
    footer='Tüm hakları saklıdır.', reply='Yanıtla', share='Paylaş', subscribe='Abone ol', search='Ara', read_more='Devamı',
    min_ago='{n} dk önce', h_ago='{n} saat önce', d_ago='{n} gün önce', yesterday='Dün', posted='Gönderildi', newsletter='Bültene kaydol',
    ad='Reklam', key_events='Öne çıkanlar',
)
LOC['zh'] = dict(
    pub='发布时间', upd='更新时间', by='作者', comments='网友评论', most_read='热门排行', latest='滚动新闻',
    related='相关阅读', live='直播', cookie='本网站使用Cookie以改善您的浏览体验。继续浏览即表示您同意。',
    cookie_ok='同意', cookie_no='了解更多', nav=['首页', '新闻', '财经', '科技', '体育', '娱乐', '汽车', '房产'],
    footer='版权所有 未经许可不得转载', reply='回复', share='分享', subscribe='订阅', search='搜索', read_more='查看全文',
    min_ago='{n}分钟前', h_ago='{n}小时前', d_ago='{n}天前', yesterday='昨天', posted='发表于', newsletter='订阅早报',
    ad='广告', key_events='要点',
)
LOC['zh-TW'] = dict(LOC['zh'], pub='發布時間', upd='更新時間', by='記者', comments='讀者留言', most_read='熱門新聞', latest='即時新聞',
    related='延伸閱讀', cookie='本網站使用Cookie提供更好的服務，繼續瀏覽即表示同意。', cookie_ok='我知道了', cookie_no='隱私權政策',
    nav=['首頁', '政治', '社會', '國際', '財經', '體育', '生活', '地方'], footer='版權所有，禁止轉載', reply='回覆', share='分享',
    min_ago='{n}分鐘前', h_ago='{n}小時前', d_ago='{n}天前', yesterday='昨天', posted='發表於', newsletter='訂閱電子報', ad='廣告', key_events='重點')
LOC['ja'] = dict(
    pub='配信', upd='更新', by='記者', comments='コメント', most_read='アクセスランキング', latest='新着ニュース',
    related='関連記事', live='速報', cookie='当サイトではサービス向上のためCookieを使用しています。',
    cookie_ok='同意する', cookie_no='詳細', nav=['トップ', '国内', '国際', '経済', 'スポーツ', 'エンタメ', '地域', '天気'],
    footer='無断転載を禁じます。', reply='返信', share='シェア', subscribe='購読', search='検索', read_more='続きを読む',
    min_ago='{n}分前', h_ago='{n}時間前', d_ago='{n}日前', yesterday='昨日', posted='投稿日', newsletter='メールマガジン登録',
    ad='広告', key_events='ポイント',
)
LOC['ko'] = dict(
    pub='입력', upd='수정', by='기자', comments='댓글', most_read='많이 본 뉴스', latest='최신 뉴스',
    related='관련 기사', live='실시간', cookie='이 사이트는 더 나은 서비스를 위해 쿠키를 사용합니다.',
    cookie_ok='동의', cookie_no='설정', nav=['홈', '정치', '경제', '사회', '국제', '스포츠', '연예', '지역'],
    footer='무단 전재 및 재배포 금지', reply='답글', share='공유', subscribe='구독', search='검색', read_more='더보기',
    min_ago='{n}분 전', h_ago='{n}시간 전', d_ago='{n}일 전', yesterday='어제', posted='작성일', newsletter='뉴스레터 구독',
    ad='광고', key_events='핵심',
)
LOC['th'] = dict(
    pub='เผยแพร่', upd='ปรับปรุง', by='โดย', comments='ความคิดเห็น', most_read='ข่าวยอดนิยม', latest='ข่าวล่าสุด',
    related='ข่าวที่เกี่ยวข้อง', live='สด', cookie='เว็บไซต์นี้ใช้คุกกี้เพื่อประสบการณ์ที่ดีขึ้น', cookie_ok='ยอมรับ', cookie_no='ตั้งค่า',
    nav=['หน้าแรก', 'การเมือง', 'เศรษฐกิจ', 'สังคม', 'ต่างประเทศ', 'กีฬา', 'บันเทิง'], footer='สงวนลิขสิทธิ์', reply='ตอบกลับ', share='แชร์',
    subscribe='สมัครสมาชิก', search='ค้นหา', read_more='อ่านต่อ', min_ago='{n} นาทีที่แล้ว', h_ago='{n} ชั่วโมงที่แล้ว', d_ago='{n} วันที่แล้ว',
    yesterday='เมื่อวาน', posted='โพสต์เมื่อ', newsletter='รับจดหมายข่าว', ad='โฆษณา', key_events='ประเด็นสำคัญ',
)
LOC['ar'] = dict(
    pub='نُشر في', upd='آخر تحديث', by='بقلم', comments='التعليقات', most_read='الأكثر قراءة', latest='آخر الأخبار',
    related='أخبار ذات صلة', live='مباشر', cookie='يستخدم هذا الموقع ملفات تعريف الارتباط لتحسين تجربتك.', cookie_ok='موافق', cookie_no='الإعدادات',
    nav=['الرئيسية', 'محليات', 'اقتصاد', 'عربي ودولي', 'رياضة', 'ثقافة'], footer='جميع الحقوق محفوظة', reply='رد', share='شارك',
    subscribe='اشترك', search='بحث', read_more='اقرأ المزيد', min_ago='منذ {n} دقيقة', h_ago='منذ {n} ساعات', d_ago='منذ {n} أيام',
    yesterday='أمس', posted='نُشر', newsletter='النشرة البريدية', ad='إعلان', key_events='أبرز النقاط',
)


def L(lang):
    if lang in LOC:
        return LOC[lang]
    if lang.startswith('zh-TW') or lang.startswith('zh-Hant'):
        return LOC['zh-TW']
    return LOC[lang.split('-')[0]]


# headline banks for old related links (must never refer to events after t; they are generic)
HEADLINES = {
    'en': ['Council approves new cycle lanes on Harbour Road', 'Why mortgage brokers are bracing for a busy spring',
           'Regional rail operator trials contactless ticketing', 'Five things we learned from the budget hearing',
           'Local bakery wins national sourdough award', 'Water utility warns of planned outages in eastern suburbs',
           'Opinion: the library deserves a proper home', 'Valdren Systems names new chief financial officer',
           'Ferry timetable changes explained', 'School enrolment figures show steady rise',
           'Inside the warehouse where the city keeps its lost property', 'Harrow & Finch cuts prices on winter range',
           'Storm clean-up costs pass early estimates', 'A guide to the new parking permit zones',
           'Northpoint Energy shares slip after guidance trim', 'Police appeal for witnesses after lorry fire'],
    'de': ['Stadtrat beschließt neue Radwege am Hafen', 'Warum Handwerker kaum Nachwuchs finden', 'Regionalbahn testet kontaktloses Ticket',
           'Bäckerei aus der Altstadt gewinnt Preis', 'Wasserwerk kündigt Arbeiten in Nordstadt an', 'Kommentar: Die Bibliothek braucht ein neues Haus',
           'Grünfeld AG ernennt neue Finanzchefin', 'Fährfahrplan: Das ändert sich', 'Mehr Anmeldungen an Grundschulen', 'Sturmschäden teurer als erwartet'],
    'fr': ['Le conseil municipal adopte le plan vélo', 'Pourquoi les courtiers s’attendent à un printemps chargé', 'Le TER teste le billet sans contact',
           'Une boulangerie lyonnaise primée', 'Travaux sur le réseau d’eau dans le quartier nord', 'Tribune : la médiathèque mérite mieux',
           'Groupe Valmoret nomme un nouveau directeur financier', 'Horaires des bacs : ce qui change', 'Hausse des inscriptions scolaires'],
    'es': ['El pleno aprueba el nuevo carril bici del puerto', 'Por qué las inmobiliarias esperan una primavera intensa', 'Renfe Sur prueba el billete sin contacto',
           'Una panadería de Triana gana el premio nacional', 'Cortes de agua programados en la zona norte', 'Opinión: la biblioteca merece una sede digna',
           'Grupo Albahaca nombra nueva directora financiera', 'Cambios en los horarios del ferry', 'Sube la matrícula escolar'],
    'pt': ['Câmara aprova nova ciclovia na orla', 'Por que corretores esperam um outono movimentado', 'Metrô testa pagamento por aproximação',
           'Padaria de Niterói ganha prêmio nacional', 'Cedae anuncia manutenção na Zona Norte', 'Opinião: a biblioteca merece uma sede',
           'Grupo Itaóca nomeia nova diretora financeira', 'Barcas mudam horários', 'Matrículas escolares crescem'],
    'it': ['Il consiglio comunale approva le piste ciclabili', 'Perché gli agenti immobiliari attendono una primavera intensa', 'Traghetti, cambiano gli orari',
           'Panificio di Como premiato a Milano', 'Lavori alla rete idrica nella zona nord', 'Commento: la biblioteca merita una sede'],
    'nl': ['Gemeenteraad stemt in met nieuwe fietspaden', 'Waarom makelaars een drukke lente verwachten', 'Veerdienst past dienstregeling aan',
           'Bakkerij uit Gouda wint prijs', 'Werkzaamheden aan waterleiding in Noord', 'Column: de bibliotheek verdient beter'],
    'sv': ['Kommunen klubbar nya cykelbanor', 'Därför väntar mäklarna en intensiv vår', 'Färjetrafiken ändrar tidtabell',
           'Bageri i Umeå vinner pris', 'Vattenavstängning i norra delarna', 'Krönika: biblioteket förtjänar bättre'],
    'ru': ['Городская дума одобрила новые велодорожки', 'Почему риелторы ждут оживления весной', 'Пригородные поезда переходят на новый график',
           'Пекарня из Заречья получила премию', 'В северном районе отключат воду', 'Мнение: библиотеке нужно новое здание'],
    'pl': ['Rada miasta przyjęła plan ścieżek rowerowych', 'Dlaczego pośrednicy spodziewają się ruchu wiosną', 'Zmiany w rozkładzie promów',
           'Piekarnia z Kazimierza nagrodzona', 'Przerwy w dostawie wody na północy miasta', 'Felieton: biblioteka zasługuje na więcej'],
    'tr': ['Belediye meclisi yeni bisiklet yollarını onayladı', 'Emlakçılar neden yoğun bir bahar bekliyor', 'Vapur sefer saatleri değişti',
           'Kadıköy’deki fırına ödül', 'Kuzey ilçelerinde planlı su kesintisi', 'Yorum: Kütüphane daha iyisini hak ediyor'],
    'zh': ['市政府发布新一轮老旧小区改造计划', '机构：二季度消费有望继续回暖', '地铁三号线东延段进入试运行', '本地老字号糕点入选非遗名录',
           '北区部分路段将进行管网检修', '评论：城市图书馆需要更好的空间', '新川科技公布新任首席财务官', '轮渡时刻表调整说明', '中小学招生人数稳步增长'],
    'zh-TW': ['市府公布老舊社區更新計畫', '法人：第二季消費可望回溫', '捷運環狀線東段試營運', '在地老字號糕餅入選文化資產',
              '北區部分路段管線檢修', '社論：城市圖書館需要更好的空間', '南港電子公布新任財務長', '渡輪班表調整說明'],
    'ja': ['市議会、自転車道整備計画を可決', '住宅ローン金利、春の動向は', '地下鉄東西線で新型車両の試運転', '老舗和菓子店が全国菓子大博覧会で受賞',
           '北区で水道管工事、一部断水へ', '社説　図書館の移転計画を急げ', 'ミナト電機、新CFOを発表', 'フェリーの時刻表が変わります', '小中学校の入学者数が増加'],
    'ko': ['시의회, 자전거도로 확충안 통과', '부동산 중개업계 "봄 성수기 기대"', '지하철 3호선 연장 구간 시운전', '전통 제과점 명인 선정',
           '북구 일부 지역 단수 예정', '사설: 도서관 이전 서둘러야', '한빛전자, 신임 CFO 선임', '여객선 운항 시간표 변경 안내'],
    'th': ['สภากรุงเทพฯ อนุมัติทางจักรยานใหม่', 'นักวิเคราะห์คาดการบริโภคฟื้นตัว', 'รถไฟฟ้าสายสีส้มทดลองเดินรถ', 'ร้านขนมเก่าแก่คว้ารางวัล',
           'ประปาแจ้งหยุดจ่ายน้ำบางพื้นที่', 'บทบรรณาธิการ: ห้องสมุดควรได้รับการดูแล'],
    'ar': ['المجلس البلدي يقر مسارات جديدة للدراجات', 'لماذا يتوقع الوسطاء ربيعاً نشطاً', 'تعديل مواعيد العبّارات', 'مخبز قديم يفوز بجائزة وطنية',
           'انقطاع مياه مجدول في الأحياء الشمالية', 'رأي: المكتبة تستحق مقراً أفضل'],
}

NAMES = {
    'en': ['Martha K.', 'dbrennan', 'Priya_S', 'OldHarbourGuy', 'J. Whitcombe', 'lenamaria', 'Tom Ashby', 'quietcommuter', 'R. Okafor', 'sallyfromleeds', 'kw_84', 'Dev Patel'],
    'de': ['Hans-Peter M.', 'nordlicht72', 'S. Krüger', 'Elbkind', 'Ulrike', 'fk_mainz', 'Bernd aus Köln', 'K. Yilmaz'],
    'fr': ['Claire D.', 'jpm69', 'Lucie_M', 'Ardéchois', 'F. Bernard', 'nico.l', 'Sophie R.'],
    'es': ['Manolo G.', 'luciamr', 'Pepe_Triana', 'A. Ruiz', 'sevillana77', 'Jordi P.'],
    'pt': ['Carlos M.', 'anapaula_rj', 'Zé da Tijuca', 'L. Ferreira', 'marinaf', 'Rodrigo S.'],
    'it': ['Marco B.', 'giulia_co', 'Lariano', 'P. Conti'], 'nl': ['Henk', 'sanne_v', 'Pieter de B.', 'Goudse Kees'],
    'sv': ['Lasse', 'annika_n', 'Umebo', 'Erik J.'], 'ru': ['Сергей', 'marina_v', 'Волжанин', 'А. Петров'],
    'pl': ['Krzysiek', 'ania_k', 'Krakus', 'M. Nowak'], 'tr': ['Mehmet', 'ayse_k', 'Boğazlı', 'E. Demir'],
    'zh': ['新川网友', '老张', '江边的风', '小雨点', '路人甲', 'momo2021', '北区居民'],
    'zh-TW': ['南港人', '阿明', '路過的', 'Vivian', '老李'], 'ja': ['名無しさん', 'たかし', 'みなと在住', 'hiro', 'ゆき'],
    'ko': ['김민수', 'hanbit77', '부산갈매기', '이영희', 'jjang'], 'th': ['สมชาย', 'nid_bkk', 'คนฝั่งธน', 'ป้าแดง'], 'ar': ['أحمد', 'سارة', 'أبو خالد', 'مريم'],
}

COMMENTS = {
    'en': ['About time. This has been promised for years.', 'Does anyone know whether this affects the weekend service?',
           'I drove past this morning and it was already chaos.', 'Good reporting, thanks for the detail on the costs.',
           'The figures don’t add up to me – where is the rest of the money going?', 'My neighbour works there and says staff were told nothing.',
           'Same thing happened in 2019 and nobody learned anything.', 'Agree with the comment above.', 'Can we get a map of the affected streets?',
           'Honestly this is a non-story.', 'Well said, Martha.', 'Cautiously optimistic about this one.'],
    'de': ['Wurde auch Zeit.', 'Weiß jemand, ob das auch die Buslinien betrifft?', 'Bin heute früh vorbeigefahren, totales Chaos.',
           'Danke für den ausführlichen Bericht.', 'Die Zahlen passen für mich nicht zusammen.', 'Das gleiche Theater hatten wir schon 2019.', 'Sehe ich genauso.'],
    'fr': ['Il était temps.', 'Quelqu’un sait si cela concerne aussi les bus ?', 'Je suis passé ce matin, c’était le chaos.',
           'Merci pour cet article détaillé.', 'Les chiffres ne collent pas.', 'Même histoire qu’en 2019.', 'Tout à fait d’accord.'],
    'es': ['Ya era hora.', '¿Alguien sabe si afecta también a los autobuses?', 'Pasé esta mañana y era un caos.', 'Gracias por la información.',
           'Las cifras no cuadran.', 'Lo mismo que en 2019.', 'Totalmente de acuerdo.'],
    'pt': ['Já era hora.', 'Alguém sabe se afeta os ônibus também?', 'Passei hoje cedo e estava um caos.', 'Obrigado pela matéria.',
           'Os números não fecham.', 'Mesma coisa de 2019.', 'Concordo plenamente.'],
    'it': ['Era ora.', 'Qualcuno sa se riguarda anche i bus?', 'Grazie per l’articolo.', 'I conti non tornano.'],
    'nl': ['Werd tijd.', 'Weet iemand of dit ook de bussen raakt?', 'Bedankt voor het stuk.', 'De cijfers kloppen niet.'],
    'sv': ['Äntligen.', 'Vet någon om bussarna påverkas?', 'Tack för bra rapportering.', 'Siffrorna går inte ihop.'],
    'ru': ['Давно пора.', 'Кто-нибудь знает, автобусы это затронет?', 'Спасибо за подробности.', 'Цифры не сходятся.'],
    'pl': ['Najwyższy czas.', 'Czy ktoś wie, czy to dotyczy autobusów?', 'Dzięki za artykuł.', 'Liczby się nie zgadzają.'],
    'tr': ['Nihayet.', 'Otobüsleri de etkiliyor mu bilen var mı?', 'Haber için teşekkürler.', 'Rakamlar tutmuyor.'],
    'zh': ['终于等到了，支持！', '请问公交线路受影响吗？', '早上路过已经开始施工了。', '感谢详细报道。', '数字对不上吧？', '2019年也是这样。', '同意楼上。'],
    'zh-TW': ['終於等到了。', '請問公車路線有受影響嗎？', '感謝詳細報導。', '數字好像對不起來。', '推樓上。'],
    'ja': ['やっとですね。', 'バス路線にも影響ありますか？', '今朝通ったらもう工事してました。', '詳しい記事ありがとうございます。', '数字が合わない気がする。', '同意です。'],
    'ko': ['드디어네요.', '버스 노선도 영향 있나요?', '아침에 지나가 보니 벌써 공사 중이더라고요.', '자세한 기사 감사합니다.', '숫자가 안 맞는 것 같네요.'],
    'th': ['ในที่สุดก็มา', 'มีใครรู้ไหมว่ารถเมล์ได้รับผลกระทบไหม', 'ขอบคุณสำหรับข่าว', 'ตัวเลขไม่ตรงกัน'],
    'ar': ['أخيراً.', 'هل يشمل ذلك الحافلات؟', 'شكراً على التقرير.', 'الأرقام غير منطقية.'],
}


def bank(d, lang):
    if lang in d:
        return d[lang]
    if lang.startswith('zh-TW') and 'zh-TW' in d:
        return d['zh-TW']
    return d[lang.split('-')[0]]
