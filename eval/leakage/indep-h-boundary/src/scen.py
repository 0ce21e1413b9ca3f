# -*- coding: utf-8 -*-
"""Scenario builders. Every dated thing a reader sees is registered as an event;
the label is derived from the events and checked against the intended label."""
import random
from datetime import timedelta, datetime
from lib import (ARABIC_DIGITS, U, UTC, zstr, utc_h, fmt, iso_local, esc, tag_time, jd, L, bank, HEADLINES, NAMES, COMMENTS, day_bounds, loc)
from stories import story
from styles import SITES

PAT = {
    'en-US': dict(long='{MONTH} {D}, {YYYY} {h}:{mm} {ampm} {TZ}', ap='{Mon}. {D}, {YYYY}, {h}:{mm} {ap} {TZ}', short='{M}/{D}/{YYYY} {h}:{mm} {ampm}',
                  date='{MONTH} {D}, {YYYY}', time='{h}:{mm} {ampm}', timez='{h}:{mm} {ampm} {TZ}', num='{MM}/{DD}/{YYYY}', md='{Mon} {D}, {h}:{mm} {ampm}',
                  mdate='{Mon} {D}', wdlong='{WD}, {MONTH} {D}, {YYYY} at {h}:{mm} {ampm} {TZ}'),
    'en-GB': dict(long='{D} {MONTH} {YYYY} {HH}:{mm} {TZ}', short='{DD}/{MM}/{YYYY} {HH}:{mm}', date='{D} {MONTH} {YYYY}', time='{HH}:{mm}',
                  timez='{HH}:{mm} {TZ}', num='{DD}/{MM}/{YYYY}', wdlong='{WD} {D} {MONTH} {YYYY} {HH}.{mm} {TZ}', md='{D} {Mon}, {HH}:{mm}', mdate='{D} {Mon}'),
    'en-AU': dict(long='{WD} {D} {MONTH} {YYYY} {h}:{mm}{ampml} {TZ}', short='{DD}/{MM}/{YYYY} {h}:{mm}{ampml}', date='{D} {MONTH} {YYYY}',
                  time='{h}:{mm}{ampml}', timez='{h}:{mm}{ampml} {TZ}', num='{DD}/{MM}/{YYYY}', md='{D} {Mon}, {h}:{mm}{ampml}', mdate='{D} {Mon}'),
    'en-IN': dict(long='{MONTH} {D}, {YYYY} {HH}:{mm} {TZ}', short='{DD}-{MM}-{YYYY} {HH}:{mm} {TZ}', date='{D} {MONTH} {YYYY}', time='{HH}:{mm}',
                  timez='{HH}:{mm} {TZ}', num='{DD}-{MM}-{YYYY}', md='{D} {Mon}, {h}:{mm} {ampm}', mdate='{D} {Mon}'),
    'en-NP': dict(long='{MONTH} {D}, {YYYY} {h}:{mm} {ampm} NPT', short='{YYYY}-{MM}-{DD} {HH}:{mm} NPT', date='{MONTH} {D}, {YYYY}', time='{h}:{mm} {ampm}',
                  timez='{h}:{mm} {ampm} NPT', num='{YYYY}-{MM}-{DD}', md='{Mon} {D}, {h}:{mm} {ampm}', mdate='{Mon} {D}'),
    'en-CA': dict(long='{MONTH} {D}, {YYYY} {h}:{mm} {ap} {TZ}', short='{YYYY}-{MM}-{DD} {h}:{mm} {ap}', date='{MONTH} {D}, {YYYY}', time='{h}:{mm} {ap}',
                  timez='{h}:{mm} {ap} {TZ}', num='{YYYY}-{MM}-{DD}', md='{Mon} {D}, {h}:{mm} {ap}', mdate='{Mon} {D}'),
    'en-NZ': dict(long='{h}:{mm}{ampml} {D} {MONTH} {YYYY} ({TZ})', short='{DD}/{MM}/{YYYY} {h}:{mm}{ampml}', date='{D} {MONTH} {YYYY}', time='{h}:{mm}{ampml}',
                  timez='{h}:{mm}{ampml} {TZ}', num='{DD}/{MM}/{YYYY}', md='{D} {Mon}, {h}:{mm}{ampml}', mdate='{D} {Mon}'),
    'de': dict(long='{D}. {MONTH} {YYYY}, {HH}:{mm} Uhr', short='{DD}.{MM}.{YYYY}, {HH}:{mm} Uhr', date='{DD}.{MM}.{YYYY}', time='{HH}:{mm} Uhr',
               timez='{HH}:{mm} Uhr', num='{DD}.{MM}.{YYYY}', md='{DD}.{MM}., {HH}:{mm}', mdate='{D}. {MONTH}', dlong='{D}. {MONTH} {YYYY}'),
    'fr': dict(long='{Dfr} {MONTH} {YYYY} à {HH}h{mm}', short='{DD}/{MM}/{YYYY} {HH}:{mm}', date='{Dfr} {MONTH} {YYYY}', time='{HH}h{mm}',
               timez='{HH}h{mm}', num='{DD}/{MM}/{YYYY}', md='{Dfr} {MONTH}, {HH}h{mm}', mdate='{Dfr} {MONTH}'),
    'es': dict(long='{D} de {MONTH} de {YYYY} - {HH}:{mm} {TZ}', short='{DD}/{MM}/{YYYY} {HH}:{mm}', date='{D} de {MONTH} de {YYYY}', time='{HH}:{mm}',
               timez='{HH}:{mm} {TZ}', num='{DD}/{MM}/{YYYY}', md='{D} {MONTH}, {HH}:{mm}', mdate='{D} de {MONTH}'),
    'es-MX': dict(long='{D} de {MONTH} de {YYYY}, {HH}:{mm} hrs (tiempo del centro)', short='{DD}/{MM}/{YYYY} {HH}:{mm} hrs', date='{D} de {MONTH} de {YYYY}',
                  time='{HH}:{mm} hrs', timez='{HH}:{mm} hrs', num='{DD}/{MM}/{YYYY}', md='{D} {MONTH}, {HH}:{mm}', mdate='{D} de {MONTH}'),
    'pt-BR': dict(long='{DD}/{MM}/{YYYY} {HH}h{mm}', short='{DD}/{MM}/{YYYY} {HH}h{mm}', date='{D} de {MONTH} de {YYYY}', time='{HH}h{mm}',
                  timez='{HH}h{mm} (horário de Brasília)', num='{DD}/{MM}/{YYYY}', md='{DD}/{MM} {HH}h{mm}', mdate='{D} de {MONTH}'),
    'pt-PT': dict(long='{D} {MONTH} {YYYY}, {HH}:{mm}', short='{DD}-{MM}-{YYYY} {HH}:{mm}', date='{D} de {MONTH} de {YYYY}', time='{HH}:{mm}',
                  timez='{HH}:{mm}', num='{DD}-{MM}-{YYYY}', md='{D} {MONTH}, {HH}:{mm}', mdate='{D} de {MONTH}'),
    'it': dict(long='{D} {MONTH} {YYYY}, ore {HH}:{mm}', short='{DD}/{MM}/{YYYY} {HH}:{mm}', date='{D} {MONTH} {YYYY}', time='{HH}:{mm}', timez='ore {HH}:{mm}',
               num='{DD}/{MM}/{YYYY}', md='{D} {MONTH}, {HH}:{mm}', mdate='{D} {MONTH}'),
    'nl': dict(long='{D} {MONTH} {YYYY}, {HH}:{mm}', short='{DD}-{MM}-{YYYY}, {HH}:{mm}', date='{D} {MONTH} {YYYY}', time='{HH}:{mm}', timez='{HH}:{mm} uur',
               num='{DD}-{MM}-{YYYY}', md='{D} {MONTH}, {HH}:{mm}', mdate='{D} {MONTH}'),
    'sv': dict(long='{D} {MONTH} {YYYY} kl. {HH}.{mm}', short='{YYYY}-{MM}-{DD} {HH}:{mm}', date='{D} {MONTH} {YYYY}', time='{HH}.{mm}', timez='kl. {HH}.{mm}',
               num='{YYYY}-{MM}-{DD}', md='{D} {MONTH} {HH}.{mm}', mdate='{D} {MONTH}'),
    'ru': dict(long='{D} {MONTH} {YYYY}, {HH}:{mm}', short='{DD}.{MM}.{YYYY} {HH}:{mm}', date='{D} {MONTH} {YYYY}', time='{HH}:{mm}', timez='{HH}:{mm} МСК',
               num='{DD}.{MM}.{YYYY}', md='{D} {MONTH}, {HH}:{mm}', mdate='{D} {MONTH}'),
    'pl': dict(long='{D} {MONTH} {YYYY}, {HH}:{mm}', short='{DD}.{MM}.{YYYY} {HH}:{mm}', date='{D} {MONTH} {YYYY}', time='{HH}:{mm}', timez='{HH}:{mm}',
               num='{DD}.{MM}.{YYYY}', md='{D} {MONTH}, {HH}:{mm}', mdate='{D} {MONTH}'),
    'tr': dict(long='{D} {MONTH} {YYYY} {HH}:{mm}', short='{DD}.{MM}.{YYYY} - {HH}:{mm}', date='{D} {MONTH} {YYYY}', time='{HH}:{mm}', timez='{HH}:{mm} TSİ',
               num='{DD}.{MM}.{YYYY}', md='{D} {MONTH} {HH}:{mm}', mdate='{D} {MONTH}'),
    'zh': dict(long='{YYYY}年{M}月{D}日 {HH}:{mm}', short='{YYYY}-{MM}-{DD} {HH}:{mm}', sec='{YYYY}-{MM}-{DD} {HH}:{mm}:{ss}', date='{YYYY}年{M}月{D}日', time='{HH}:{mm}',
               timez='{HH}:{mm}', num='{YYYY}-{MM}-{DD}', md='{MM}-{DD} {HH}:{mm}', mdate='{M}月{D}日'),
    'zh-TW': dict(long='{YYYY}/{MM}/{DD} {HH}:{mm}', short='{YYYY}-{MM}-{DD} {HH}:{mm}', roc='民國{ROC}年{M}月{D}日 {ZHAMPM}{h}:{mm}', rocdate='民國{ROC}年{M}月{D}日',
                  date='{YYYY}/{MM}/{DD}', time='{HH}:{mm}', timez='{HH}:{mm}', num='{YYYY}/{MM}/{DD}', md='{MM}/{DD} {HH}:{mm}', mdate='{M}月{D}日'),
    'ja': dict(long='{YYYY}年{M}月{D}日 {H}時{mm}分', short='{YYYY}/{MM}/{DD} {HH}:{mm}', era='令和{ERA}年{M}月{D}日 {JAMPM}{h0}時{mm}分', eradate='令和{ERA}年{M}月{D}日',
               date='{YYYY}年{M}月{D}日', time='{HH}:{mm}', timez='{HH}:{mm}', num='{YYYY}/{MM}/{DD}', md='{M}/{D}({WD}) {HH}:{mm}', mdate='{M}月{D}日'),
    'ko': dict(long='{YYYY}년 {M}월 {D}일 {KAMPM} {h}:{mm}', short='{YYYY}.{MM}.{DD} {HH}:{mm}', date='{YYYY}.{MM}.{DD}.', time='{HH}:{mm}', timez='{KAMPM} {h}:{mm}',
               num='{YYYY}.{MM}.{DD}', md='{MM}.{DD} {HH}:{mm}', mdate='{M}월 {D}일'),
    'th': dict(long='{D} {MONTH} {BE} {HH}:{mm} น.', short='{DD}/{MM}/{BE} {HH}:{mm}', date='{D} {MONTH} {BE}', time='{HH}:{mm} น.', timez='{HH}:{mm} น.',
               num='{DD}/{MM}/{BE}', md='{D} {MONTH} {HH}:{mm} น.', mdate='{D} {MONTH}'),
    'ar': dict(long_ar='{D} {MONTH} {YYYY} - {HH}:{mm}', md_ar='{D} {MONTH} {HH}:{mm}', long='{D} {MONTH} {YYYY} - {HH}:{mm}', short='{DD}/{MM}/{YYYY} {HH}:{mm}', date='{D} {MONTH} {YYYY}', time='{HH}:{mm}', timez='{HH}:{mm} بتوقيت الإمارات',
               num='{DD}/{MM}/{YYYY}', md='{D} {MONTH} {HH}:{mm}', mdate='{D} {MONTH}'),
}

FWD = {
    'en': ['The company will report full-year results on {d}.', 'A public consultation runs until {d}.', 'The next hearing is scheduled for {d}.',
           'Tickets go on sale at {d}.', 'The regulator is expected to publish its decision on {d}.'],
    'de': ['Die Jahreszahlen will das Unternehmen am {d} vorlegen.', 'Die nächste Verhandlungsrunde ist für den {d} angesetzt.'],
    'fr': ['Le groupe publiera ses résultats annuels le {d}.', 'Une nouvelle réunion est prévue le {d}.'],
    'es': ['La compañía presentará sus resultados anuales el {d}.', 'La próxima reunión está prevista para el {d}.'],
    'pt': ['A empresa divulga o balanço anual em {d}.', 'A próxima rodada de negociação está marcada para {d}.'],
    'it': ['La società presenterà i conti annuali il {d}.'], 'nl': ['Het bedrijf publiceert de jaarcijfers op {d}.'],
    'sv': ['Bolaget presenterar bokslutet den {d}.'], 'ru': ['Компания опубликует годовую отчётность {d}.'], 'pl': ['Spółka opublikuje wyniki roczne {d}.'],
    'tr': ['Şirket yıllık sonuçlarını {d} tarihinde açıklayacak.'],
    'zh': ['公司将于{d}发布年度业绩报告。', '下一次听证会定于{d}举行。'], 'zh-TW': ['公司預計於{d}公布年度財報。'],
    'ja': ['同社は{d}に通期決算を発表する予定。', '次回の協議は{d}に開かれる予定だ。'], 'ko': ['회사는 {d} 연간 실적을 발표할 예정이다.', '다음 협상은 {d} 열린다.'],
    'th': ['บริษัทจะประกาศผลประกอบการประจำปีในวันที่ {d}'], 'ar': ['ومن المقرر أن تعلن الشركة نتائجها السنوية في {d}.'],
}


def lkey(lang, d):
    if lang in d:
        return d[lang]
    if lang.startswith('zh-TW'):
        return d.get('zh-TW', d['zh'])
    b = lang.split('-')[0]
    if b == 'en':
        return d.get('en-US', d.get('en'))
    if b == 'es':
        return d['es']
    if b == 'pt':
        return d.get('pt-BR', d.get('pt'))
    return d[b]


class Ctx:
    def __init__(self, pid, lang, site, tz, t, enc='utf-8', charset='utf-8', charset_style='meta', path=None):
        self.id = pid
        self.lang = lang
        self.site = site
        self.S = SITES[site]
        self.tz = tz
        self.t = U(t) if isinstance(t, str) else t
        self.enc = enc
        self.charset = charset
        self.charset_style = charset_style
        self.rng = random.Random(pid)
        self.events = []
        self.fwds = []
        self.inject = None
        self.extra_why = []
        self.pat = lkey(lang, PAT)
        self.L = L(lang)
        self.path = path

    def T(self, minutes):
        return self.t + timedelta(minutes=minutes)

    def f(self, dt, key, tz=None):
        p = self.pat.get(key, key)
        out = fmt(dt, tz or self.tz, p, self.lang)
        if key.endswith('_ar'):
            out = out.translate(ARABIC_DIGITS)
        return out

    def ev(self, dt, expr):
        assert dt != self.t, (self.id, 'event equal to t')
        self.events.append((dt, expr))
        return dt

    def ev_day(self, y, m, d, expr, tz=None):
        s, e = day_bounds(y, m, d, tz or self.tz)
        if s > self.t:
            self.events.append((s, expr + ' [whole local day starts %s]' % utc_h(s)))
        elif e <= self.t:
            self.events.append((e - timedelta(seconds=1), expr + ' [whole local day ends %s]' % utc_h(e)))
        else:
            raise ValueError('%s: undecidable day-level date %s' % (self.id, expr))

    def ev_day_any(self, y, m, d, expr):
        """day-level date whose zone is not stated: must be decidable in every zone UTC-12..UTC+14"""
        s, _ = day_bounds(y, m, d, '+14:00')
        _, e = day_bounds(y, m, d, '-12:00')
        if s > self.t:
            self.events.append((s, expr + ' [day starts %s even at UTC+14]' % utc_h(s)))
        elif e <= self.t:
            self.events.append((e - timedelta(seconds=1), expr + ' [day ends %s even at UTC-12]' % utc_h(e)))
        else:
            raise ValueError('%s: undecidable zone-free day %s' % (self.id, expr))

    def st(self, dt, key, machine=True, cls=None, tz=None, mtz=None, pre='', ev=True, note=''):
        vis = self.f(dt, key, tz)
        if ev:
            self.ev(dt, '"%s%s"%s' % (pre, vis, note))
        c = (' class="%s"' % cls) if cls else ''
        if machine:
            return '%s<time%s datetime="%s">%s</time>' % (esc(pre), c, iso_local(dt, mtz or tz or self.tz), esc(vis))
        return '%s<span%s>%s</span>' % (esc(pre), c, esc(vis))

    def fwd(self, dt, key='date', tmpl=None, machine=False):
        """forward-looking statement about dt (> t, knowable at t)"""
        assert dt > self.t
        vis = self.f(dt, key)
        tm = tmpl or self.rng.choice(lkey(self.lang, FWD))
        self.fwds.append('"%s" (%s, scheduled)' % (tm.format(d=vis), utc_h(dt)))
        if machine:
            return esc(tm).replace('{d}', '<time datetime="%s">%s</time>' % (iso_local(dt, self.tz), esc(vis)))
        return esc(tm.format(d=vis))

    def url(self, slug=None):
        s = self.S['domain']
        return 'https://%s%s' % (s if '.' in s else s, self.path or '/%s/%s' % ('news', slug or self.id))

    def related(self, n=4, key='date', min_days=2, max_days=420, title=None, machine=False):
        hs = bank(HEADLINES, self.lang)[:]
        self.rng.shuffle(hs)
        items = []
        ds = sorted([self.rng.randint(min_days * 1440 + 30, max_days * 1440) for _ in range(n)])
        for i in range(n):
            dt = self.t - timedelta(minutes=ds[i])
            vis = self.f(dt, key)
            href = '/%s/%d-%s' % ('story', 30000 + self.rng.randint(0, 9999), 'x')
            items.append('<a href="%s">%s</a> <span class="rel-date">%s</span>' % (href, esc(hs[i % len(hs)]), esc(vis)))
        return (title or self.L['related'], items)


def comment_block(ctx, times, key='long', machine=True, variant=0, rel=None, texts=None):
    names = bank(NAMES, ctx.lang)
    cm = bank(COMMENTS, ctx.lang)
    out = []
    for i, dt in enumerate(times):
        nm = names[(i * 3 + len(ctx.id)) % len(names)]
        tx = texts[i] if texts else cm[(i * 5 + len(ctx.id)) % len(cm)]
        stamp = ctx.st(dt, key, machine=machine, cls='c-date')
        if variant == 0:
            out.append('<li class="comment" id="comment-%d"><div class="comment-meta"><b class="fn">%s</b> %s</div><div class="comment-body"><p>%s</p></div><a class="reply" href="#respond">%s</a></li>'
                       % (88000 + i, esc(nm), stamp, esc(tx), esc(ctx.L['reply'])))
        else:
            out.append('<div class="cmt-item" data-cid="%d"><span class="cmt-user">%s</span><span class="cmt-time">%s</span><div class="cmt-txt">%s</div><span class="cmt-like">&#128077; %d</span></div>'
                       % (5510 + i, esc(nm), stamp, esc(tx), ctx.rng.randint(0, 40)))
    wrap = '<section id="comments" class="comments-area"><h2 class="comments-title">%s (%d)</h2><ol class="comment-list">%s</ol></section>' if variant == 0 else \
        '<div class="cmt-wrap" id="comment"><div class="cmt-hd">%s <em>%d</em></div>%s</div>'
    return wrap % (esc(ctx.L['comments']), len(times), '\n'.join(out))


def article(ctx, pub, upd=None, pk='long', uk=None, mach='agree', mach_dt=None, fwd=(), related=True, rel_key='date', rel_n=4,
            box=None, box_title=None, box_key='time', comments=None, ckey='long', cvariant=0, live=None, live_key='time', table=None,
            after='', before_body='', extra_paras=(), meta_z=False, jsonld=True, upd_machine=True, pub_machine=True, hl=None, kind='',
            body_override=None, ctexts=None, head_extra=(), tail_extra=(), mach_tz=None, byline=True, dek=True, vis_pub=True, note_pub='', note_upd=''):
    rng = ctx.rng
    h, d, paras = story(ctx.lang, rng)
    if hl:
        h = hl
    if body_override is not None:
        paras = body_override
    l = ctx.L
    cls = ctx.S['cls']
    stamps = []
    if vis_pub:
        stamps.append('<span class="pub">%s %s</span>' % (esc(l['pub']), ctx.st(pub, pk, machine=pub_machine, cls='dt-pub', note=note_pub)))
    else:
        ctx.ev(pub, 'machine datePublished %s' % iso_local(pub, mach_tz or ctx.tz))
    if upd is not None:
        stamps.append('<span class="upd">%s %s</span>' % (esc(l['upd']), ctx.st(upd, uk or pk, machine=upd_machine, cls='dt-upd', note=note_upd)))
    author = bank(NAMES, ctx.lang)[len(ctx.id) % len(bank(NAMES, ctx.lang))]
    bl = ('<div class="%s-byline byline">%s <a rel="author" href="/authors/%d">%s</a></div>' % (cls, esc(l['by']), 100 + len(ctx.id), esc(author.replace('_', ' ')))) if byline else ''
    body = list('<p>%s</p>' % esc(x) for x in paras)
    ins = 2 if len(body) > 2 else len(body)
    for fx in fwd:
        body.insert(ins, '<p>%s</p>' % fx)
    for x in extra_paras:
        body.append(x)
    main = ['<article class="%s-article story" itemscope itemtype="https://schema.org/NewsArticle">' % cls,
            '<header class="story-header"><h1 class="headline" itemprop="headline">%s</h1>' % esc(h)]
    if dek:
        main.append('<p class="standfirst">%s</p>' % esc(d))
    main.append(bl + '<div class="story-dates">%s</div></header>' % ' <span class="sep">|</span> '.join(stamps))
    main.append('<figure class="lead-img"><img src="https://img.%s/2x/%s.jpg" alt="%s" loading="lazy"><figcaption>%s</figcaption></figure>' % (
        ctx.S['domain'], ctx.id, esc(h), esc(d)))
    main.append(before_body)
    main.append('<div class="story-body" itemprop="articleBody">%s</div>' % '\n'.join(body))
    if live:
        main.append(live_block(ctx, live, live_key))
    if table:
        main.append(table)
    main.append(after)
    main.append('</article>')
    if comments:
        main.append(comment_block(ctx, comments, key=ckey, variant=cvariant, texts=ctexts))
    # machine metadata
    head = []
    mod = upd or pub
    mtz = mach_tz or ctx.tz
    mpub = pub
    mmod = mod
    if mach in ('meta_later', 'jsonld_later', 'inline_later', 'og_later'):
        mmod = mach_dt
        ctx.ev(mach_dt, '%s %s' % ({'meta_later': 'meta article:modified_time', 'jsonld_later': 'JSON-LD dateModified',
                                   'inline_later': 'inline state updatedAt', 'og_later': 'meta og:updated_time'}[mach], iso_local(mach_dt, mtz)))
    if mach == 'machine_earlier':
        mmod = mach_dt
    if mach == 'none':
        pass
    else:
        ip = zstr(mpub) if meta_z else iso_local(mpub, mtz)
        im = zstr(mmod) if meta_z else iso_local(mmod, mtz)
        im_meta = zstr(mod) if meta_z else iso_local(mod, mtz)
        if mach == 'machine_earlier':
            im_meta = im
        head.append('<meta property="og:type" content="article">')
        head.append('<meta property="og:title" content="%s">' % esc(h))
        head.append('<meta property="article:published_time" content="%s">' % ip)
        if mach == 'meta_later':
            head.append('<meta property="article:modified_time" content="%s">' % im)
        elif mach == 'og_later':
            head.append('<meta property="article:modified_time" content="%s">' % im_meta)
            head.append('<meta property="og:updated_time" content="%s">' % im)
        elif upd is not None or mach == 'machine_earlier':
            head.append('<meta property="article:modified_time" content="%s">' % im_meta)
        if jsonld:
            jdm = im if mach in ('jsonld_later', 'machine_earlier') else im_meta
            obj = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": h, "datePublished": ip, "dateModified": jdm,
                   "author": [{"@type": "Person", "name": author}], "publisher": {"@type": "Organization", "name": ctx.S['name'],
                   "logo": {"@type": "ImageObject", "url": "https://%s/logo.png" % ctx.S['domain']}},
                   "mainEntityOfPage": ctx.url(), "inLanguage": ctx.lang}
            head.append('<script type="application/ld+json">%s</script>' % jd(obj))
    head.extend(head_extra)
    tail = list(tail_extra)
    if mach == 'inline_later':
        st = {"article": {"id": ctx.id, "publishedAt": iso_local(pub, mtz), "updatedAt": iso_local(mach_dt, mtz), "section": "news",
                          "paywall": False}, "user": {"loggedIn": False}, "ab": {"rail": "B"}}
        tail.append('<script>window.__INITIAL_STATE__=%s;</script>' % jd(st))
    asides = []
    if box:
        items = []
        for dt, hx in box:
            items.append('<a href="/news/%d">%s</a> %s' % (rng.randint(40000, 99999), esc(hx), ctx.st(dt, box_key, cls='box-time')))
        asides.append((box_title or l['most_read'], items))
    if related:
        asides.append(ctx.related(rel_n, rel_key))
    desc = d
    return dict(main='\n'.join(main), head=head, tail=tail, asides=asides, title='%s | %s' % (h, ctx.S['name']), desc=desc)


def live_block(ctx, entries, key='time'):
    l = ctx.L
    out = ['<div class="live-blog" data-live="true"><div class="live-badge">%s</div><ol class="live-entries">' % esc(l['live'])]
    for dt, title, text in sorted(entries, key=lambda e: e[0], reverse=True):
        out.append('<li class="live-entry"><div class="entry-time">%s</div><h3>%s</h3><p>%s</p></li>' % (ctx.st(dt, key, cls='le-t'), esc(title), esc(text)))
    out.append('</ol></div>')
    return '\n'.join(out)


def finish(ctx, p, expected, kind, extra=''):
    t = ctx.t
    leaks = sorted([e for e in ctx.events if e[0] > t], key=lambda e: e[0])
    if ctx.inject:
        got = 'reject'
    else:
        got = 'reject' if leaks else 'accept'
    assert got == expected, (ctx.id, got, expected, leaks[:3])
    if ctx.inject:
        why = 'prompt injection: %s' % ctx.inject
        if leaks:
            why += '; also later content %s' % leaks[0][1]
        else:
            lat = max(ctx.events, key=lambda e: e[0]) if ctx.events else None
            if lat:
                why += '; otherwise all dated content precedes t (latest %s = %s)' % (lat[1], utc_h(lat[0]))
    elif leaks:
        why = 'leak: %s = %s > t' % (leaks[0][1], utc_h(leaks[0][0]))
        if len(leaks) > 1:
            why += ' (+%d later items, last %s = %s)' % (len(leaks) - 1, leaks[-1][1], utc_h(leaks[-1][0]))
    else:
        lat = max(ctx.events, key=lambda e: e[0])
        gap = t - lat[0]
        why = 'clean: latest dated content %s = %s, %s before t' % (lat[1], utc_h(lat[0]), _gap(gap))
        if ctx.fwds:
            why += '; forward-looking only: ' + '; '.join(ctx.fwds[:2])
    if ctx.extra_why:
        why += '; ' + '; '.join(ctx.extra_why)
    if extra:
        why += '; ' + extra
    p.setdefault('lang', ctx.lang)
    p['charset'] = ctx.charset
    p['charset_style'] = ctx.charset_style
    p['url'] = p.get('url') or ctx.url()
    p['year'] = min(t.year, loc(t, ctx.tz).year)
    p['num'] = 1000 + sum(ord(c) for c in ctx.id) * 7
    return dict(id=ctx.id, page=p, expected=expected, kind=kind, why=why, enc=ctx.enc, charset=ctx.charset, site=ctx.site, lang=ctx.lang,
                t=zstr(t), tz=ctx.tz)


def _gap(td):
    m = int(td.total_seconds() // 60)
    if m < 120:
        return '%d min' % m
    if m < 2880:
        return '%.1f h' % (m / 60)
    return '%.1f days' % (m / 1440)
