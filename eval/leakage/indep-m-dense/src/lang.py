# -*- coding: utf-8 -*-
"""Localisation: date formatting, numbers and phrase pools for six languages."""
import datetime as dt

MONTHS = {
    'en': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
           'September', 'October', 'November', 'December'],
    'de': ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August',
           'September', 'Oktober', 'November', 'Dezember'],
    'fr': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août',
           'septembre', 'octobre', 'novembre', 'décembre'],
    'es': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto',
           'septiembre', 'octubre', 'noviembre', 'diciembre'],
}
MABBR = {
    'en': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    'de': ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    'fr': ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    'es': ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
}
WEEKDAYS = {
    'en': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    'de': ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    'fr': ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    'es': ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    'zh': ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
    'ja': ['月', '火', '水', '木', '金', '土', '日'],
}

ZONE_WORD = {
    'de': {'CET': 'MEZ', 'CEST': 'MESZ', 'GMT': 'GMT', 'UTC': 'UTC'},
}


def zname(lang, d):
    """Zone label for an aware local datetime."""
    ab = d.tzname()
    if lang == 'de':
        return ZONE_WORD['de'].get(ab, ab)
    if lang == 'zh':
        return '北京时间' if ab in ('CST',) else ab
    if lang == 'ja':
        return 'JST' if ab == 'JST' else ab
    return ab


def fmt_day(lang, variant, d, weekday=False):
    y, m, dd = d.year, d.month, d.day
    wd = WEEKDAYS[lang][d.weekday()]
    if variant == 'iso':
        s = '%04d-%02d-%02d' % (y, m, dd)
        return s
    if lang == 'en':
        if variant == 'us':
            s = '%s %d, %d' % (MONTHS['en'][m - 1], dd, y)
        elif variant == 'us_short':
            s = '%s %d, %d' % (MABBR['en'][m - 1], dd, y)
        elif variant == 'uk_short':
            s = '%d %s %d' % (dd, MABBR['en'][m - 1], y)
        else:
            s = '%d %s %d' % (dd, MONTHS['en'][m - 1], y)
        if weekday:
            s = wd + ', ' + s
        return s
    if lang == 'de':
        if variant == 'num':
            s = '%02d.%02d.%04d' % (dd, m, y)
        else:
            s = '%d. %s %d' % (dd, MONTHS['de'][m - 1], y)
        return (wd + ', ' + s) if weekday else s
    if lang == 'fr':
        if variant == 'num':
            s = '%02d/%02d/%04d' % (dd, m, y)
        else:
            s = '%s %s %d' % ('1er' if dd == 1 else str(dd), MONTHS['fr'][m - 1], y)
        return (wd + ' ' + s) if weekday else s
    if lang == 'es':
        if variant == 'num':
            s = '%02d/%02d/%04d' % (dd, m, y)
        elif variant == 'short':
            s = '%d %s %d' % (dd, MABBR['es'][m - 1], y)
        else:
            s = '%d de %s de %d' % (dd, MONTHS['es'][m - 1], y)
        return (wd + ', ' + s) if weekday else s
    if lang in ('zh', 'ja'):
        if variant == 'num':
            s = ('%04d-%02d-%02d' if lang == 'zh' else '%04d/%02d/%02d') % (y, m, dd)
        else:
            s = '%d年%d月%d日' % (y, m, dd)
        if weekday:
            s = s + ('（%s）' % wd if lang == 'ja' else ' ' + wd)
        return s
    raise ValueError(lang)


def fmt_time(lang, variant, d):
    """d: aware local datetime. Always states the zone."""
    z = zname(lang, d)
    hh, mm = d.hour, d.minute
    if lang == 'en':
        if variant in ('us', 'us_short'):
            h12 = hh % 12 or 12
            ap = 'a.m.' if hh < 12 else 'p.m.'
            return '%s, %d:%02d %s %s' % (fmt_day(lang, variant, d), h12, mm, ap, z)
        if variant == 'iso':
            return '%s %02d:%02d %s' % (fmt_day(lang, 'iso', d), hh, mm, z)
        return '%s %02d:%02d %s' % (fmt_day(lang, variant, d), hh, mm, z)
    if lang == 'de':
        return '%s, %02d:%02d Uhr %s' % (fmt_day(lang, variant, d), hh, mm, z)
    if lang == 'fr':
        if variant == 'num':
            return '%s %02d:%02d %s' % (fmt_day(lang, variant, d), hh, mm, z)
        return 'le %s à %02dh%02d (%s)' % (fmt_day(lang, variant, d), hh, mm, z)
    if lang == 'es':
        return '%s - %02d:%02d %s' % (fmt_day(lang, variant, d), hh, mm, z)
    if lang == 'zh':
        if variant == 'num':
            return '%s %02d:%02d（%s）' % (fmt_day(lang, variant, d), hh, mm, z)
        return '%s %02d:%02d（%s）' % (fmt_day(lang, variant, d), hh, mm, z)
    if lang == 'ja':
        if variant == 'num':
            return '%s %02d:%02d %s' % (fmt_day(lang, variant, d), hh, mm, z)
        return '%s %d時%02d分（%s）' % (fmt_day(lang, variant, d), hh, mm, z)
    raise ValueError(lang)


def fmt_month(lang, y, m):
    if lang == 'en':
        return '%s %d' % (MONTHS['en'][m - 1], y)
    if lang == 'de':
        return '%s %d' % (MONTHS['de'][m - 1], y)
    if lang == 'fr':
        return '%s %d' % (MONTHS['fr'][m - 1], y)
    if lang == 'es':
        return '%s de %d' % (MONTHS['es'][m - 1], y)
    return '%d年%d月' % (y, m)


def fmt_year(lang, y):
    if lang in ('zh', 'ja'):
        return '%d年' % y
    return str(y)


def fmt_yearless(lang, d, with_time=None):
    """Day and month without a year (for relative/year-less stamps)."""
    if lang == 'en':
        s = '%d %s' % (d.day, MABBR['en'][d.month - 1])
    elif lang == 'de':
        s = '%02d.%02d.' % (d.day, d.month)
    elif lang == 'fr':
        s = '%d %s' % (d.day, MONTHS['fr'][d.month - 1])
    elif lang == 'es':
        s = '%d de %s' % (d.day, MONTHS['es'][d.month - 1])
    else:
        s = '%d月%d日' % (d.month, d.day)
    if with_time is not None:
        z = zname(lang, with_time)
        if lang == 'de':
            s += ', %02d:%02d Uhr %s' % (with_time.hour, with_time.minute, z)
        elif lang in ('zh', 'ja'):
            s += ' %02d:%02d（%s）' % (with_time.hour, with_time.minute, z)
        else:
            s += ', %02d:%02d %s' % (with_time.hour, with_time.minute, z)
    return s


def fnum(lang, x, dec=1):
    s = ('{:,.%df}' % dec).format(x)
    if lang in ('de', 'es'):
        s = s.replace(',', '_').replace('.', ',').replace('_', '.')
    elif lang == 'fr':
        s = s.replace(',', '\u202f').replace('.', ',')
    return s


def qlabel(lang, y, q):
    if lang == 'en':
        return 'Q%d %d' % (q, y)
    if lang == 'de':
        return 'Q%d %d' % (q, y)
    if lang == 'fr':
        return 'T%d %d' % (q, y)
    if lang == 'es':
        return '%dT %d' % (q, y)
    if lang == 'zh':
        return '%d年第%s季度' % (y, '一二三四'[q - 1])
    if lang == 'ja':
        return '%d年%d～%d月期' % (y, 3 * q - 2, 3 * q)


# ---------------------------------------------------------------- UI strings
UI = {
 'en': dict(published='Published', updated='Updated', by='By', related='Related coverage', mostread='Most read',
            comments='Comments', sources='Sources and notes', timeline='Timeline', history='History',
            results='Quarterly results', quarter='Quarter', revenue='Revenue', net='Net income', eps='EPS',
            reported='Reported', upcoming='Upcoming dates', event='Event', date='Date', asof='as of',
            keyfacts='Key facts', update='Update', correction='Correction', copyright='All rights reserved.',
            generated='Page generated', archive='Archived snapshot captured', price='Price', close='Close',
            volume='Volume', change='Change', weekending='Week ending', last='Last', delayed='delayed 15 min',
            retrieved='Retrieved', lastedited='This page was last edited on', actual='Actual', forecast='Forecast',
            previous='Previous', indicator='Indicator', time='Time', photo='Photo', share='Share', print='Print',
            terms='Key terms', maturity='Maturity', coupon='Coupon', issue='Issue date', perf='Performance',
            month='Month', fundret='Fund', bench='Benchmark', reply='Reply', posted='posted', nextmeet='Next meetings',
            readmore='Read more', subscribe='Subscribe', contact='Media contact', about='About',
            disclaimer='This material is for information only and is not investment advice.'),
 'de': dict(published='Veröffentlicht', updated='Aktualisiert', by='Von', related='Mehr zum Thema', mostread='Meistgelesen',
            comments='Kommentare', sources='Quellen und Anmerkungen', timeline='Chronik', history='Geschichte',
            results='Quartalszahlen', quarter='Quartal', revenue='Umsatz', net='Konzernergebnis', eps='EPS',
            reported='Veröffentlicht', upcoming='Termine', event='Termin', date='Datum', asof='Stand',
            keyfacts='Eckdaten', update='Nachtrag', correction='Korrektur', copyright='Alle Rechte vorbehalten.',
            generated='Seite erzeugt', archive='Archivkopie erstellt am', price='Kurs', close='Schluss',
            volume='Volumen', change='Veränd.', weekending='Woche bis', last='Letzter Kurs', delayed='verzögert 15 Min.',
            retrieved='Abgerufen am', lastedited='Diese Seite wurde zuletzt am', actual='Ist', forecast='Prognose',
            previous='Vorwert', indicator='Indikator', time='Zeit', photo='Foto', share='Teilen', print='Drucken',
            terms='Eckdaten der Anleihe', maturity='Fälligkeit', coupon='Kupon', issue='Emissionstag', perf='Wertentwicklung',
            month='Monat', fundret='Fonds', bench='Vergleichsindex', reply='Antworten', posted='geschrieben', nextmeet='Nächste Sitzungen',
            readmore='Weiterlesen', subscribe='Abonnieren', contact='Pressekontakt', about='Über',
            disclaimer='Diese Information stellt keine Anlageberatung dar.'),
 'fr': dict(published='Publié', updated='Mis à jour', by='Par', related='À lire aussi', mostread='Les plus lus',
            comments='Commentaires', sources='Sources et notes', timeline='Chronologie', history='Historique',
            results='Résultats trimestriels', quarter='Trimestre', revenue="Chiffre d'affaires", net='Résultat net', eps='BPA',
            reported='Publié le', upcoming='Agenda', event='Événement', date='Date', asof='au',
            keyfacts='Chiffres clés', update='Mise à jour', correction='Rectificatif', copyright='Tous droits réservés.',
            generated='Page générée', archive='Copie archivée le', price='Cours', close='Clôture',
            volume='Volume', change='Var.', weekending='Semaine au', last='Dernier cours', delayed='différé 15 min',
            retrieved='Consulté le', lastedited='Dernière modification de cette page le', actual='Réel', forecast='Prévision',
            previous='Précédent', indicator='Indicateur', time='Heure', photo='Photo', share='Partager', print='Imprimer',
            terms="Caractéristiques de l'émission", maturity='Échéance', coupon='Coupon', issue="Date d'émission", perf='Performances',
            month='Mois', fundret='Fonds', bench='Indice de référence', reply='Répondre', posted='posté', nextmeet='Prochaines réunions',
            readmore='Lire la suite', subscribe="S'abonner", contact='Contact presse', about='À propos de',
            disclaimer="Ce document est fourni à titre d'information et ne constitue pas un conseil en investissement."),
 'es': dict(published='Publicado', updated='Actualizado', by='Por', related='Noticias relacionadas', mostread='Lo más leído',
            comments='Comentarios', sources='Fuentes y notas', timeline='Cronología', history='Historia',
            results='Resultados trimestrales', quarter='Trimestre', revenue='Ingresos', net='Beneficio neto', eps='BPA',
            reported='Publicado', upcoming='Próximas fechas', event='Evento', date='Fecha', asof='a',
            keyfacts='Datos clave', update='Actualización', correction='Fe de errores', copyright='Todos los derechos reservados.',
            generated='Página generada', archive='Copia archivada el', price='Precio', close='Cierre',
            volume='Volumen', change='Var.', weekending='Semana al', last='Último', delayed='diferido 15 min',
            retrieved='Consultado el', lastedited='Última edición de esta página:', actual='Real', forecast='Previsión',
            previous='Anterior', indicator='Indicador', time='Hora', photo='Foto', share='Compartir', print='Imprimir',
            terms='Condiciones de la emisión', maturity='Vencimiento', coupon='Cupón', issue='Fecha de emisión', perf='Rentabilidad',
            month='Mes', fundret='Fondo', bench='Índice de referencia', reply='Responder', posted='publicado', nextmeet='Próximas reuniones',
            readmore='Leer más', subscribe='Suscríbete', contact='Contacto de prensa', about='Acerca de',
            disclaimer='Este documento tiene carácter informativo y no constituye asesoramiento de inversión.'),
 'zh': dict(published='发布时间', updated='更新时间', by='作者', related='相关阅读', mostread='热门文章',
            comments='网友评论', sources='资料来源', timeline='大事记', history='发展历程',
            results='季度业绩', quarter='报告期', revenue='营业收入', net='净利润', eps='每股收益',
            reported='披露日期', upcoming='重要日程', event='事项', date='日期', asof='截至',
            keyfacts='基本数据', update='更新', correction='更正', copyright='版权所有',
            generated='页面生成时间', archive='网页快照抓取于', price='价格', close='收盘',
            volume='成交量', change='涨跌幅', weekending='周截至', last='最新价', delayed='延时15分钟',
            retrieved='访问日期', lastedited='本词条最后编辑于', actual='公布值', forecast='预测值',
            previous='前值', indicator='指标', time='时间', photo='图', share='分享', print='打印',
            terms='债券要素', maturity='到期日', coupon='票面利率', issue='发行日', perf='业绩表现',
            month='月份', fundret='基金', bench='业绩基准', reply='回复', posted='发表于', nextmeet='后续会议安排',
            readmore='阅读全文', subscribe='订阅', contact='媒体联系', about='关于',
            disclaimer='本资料仅供参考，不构成投资建议。'),
 'ja': dict(published='公開', updated='更新', by='筆者', related='関連記事', mostread='よく読まれている記事',
            comments='コメント', sources='出所・注記', timeline='年表', history='沿革',
            results='四半期業績', quarter='決算期', revenue='売上高', net='純利益', eps='1株利益',
            reported='発表日', upcoming='今後の予定', event='予定', date='日付', asof='時点',
            keyfacts='基本情報', update='追記', correction='訂正', copyright='無断転載を禁じます。',
            generated='ページ生成', archive='アーカイブ取得日時', price='株価', close='終値',
            volume='出来高', change='前週比', weekending='週末', last='現在値', delayed='15分遅れ',
            retrieved='閲覧日', lastedited='最終更新', actual='結果', forecast='予想',
            previous='前回', indicator='指標', time='時刻', photo='写真', share='共有', print='印刷',
            terms='社債の概要', maturity='償還日', coupon='利率', issue='発行日', perf='運用実績',
            month='月', fundret='ファンド', bench='ベンチマーク', reply='返信', posted='投稿', nextmeet='今後の会合日程',
            readmore='続きを読む', subscribe='購読', contact='報道関係お問い合わせ', about='について',
            disclaimer='本資料は情報提供を目的としたものであり、投資勧誘を目的としたものではありません。'),
}
