# -*- coding: utf-8 -*-
"""Special page types: forum threads, seismic tables, flight boards, wiki histories, social threads,
reviews, release pages, quote pages, events, notices, press releases, Q&A, podcasts."""
from datetime import timedelta, datetime
from lib import UTC, zstr, utc_h, fmt, iso_local, esc, jd, bank, NAMES, COMMENTS, HEADLINES, day_bounds, loc, tzof
from scen import Ctx, article, finish, comment_block, live_block
from stories import story

LIVE = {
    'en': [('Union confirms talks will resume', 'A spokesperson said negotiators would meet at the conciliation service.'),
           ('Commuters face long queues', 'Our reporter at Central station says queues stretch out of the concourse.'),
           ('Operator issues statement', 'The operator said it was doing everything possible to keep services running.'),
           ('Minister urges both sides to compromise', 'The transport minister said the dispute was “in nobody’s interest”.'),
           ('Bus replacement services stretched', 'Extra buses have been drafted in from neighbouring depots.'),
           ('Shares react', 'The stock moved sharply in early trading before paring losses.'),
           ('What we know so far', 'Here is a summary of the main developments.'),
           ('Picket line outside the depot', 'Around 40 workers gathered in the rain.'),
           ('Airport reports knock-on delays', 'Rail links to the airport are running a reduced service.'),
           ('Analysts weigh in', 'One analyst described the update as “messy but not disastrous”.')],
    'de': [('Gewerkschaft kündigt Gespräche an', 'Ein Sprecher sagte, man wolle sich am Nachmittag treffen.'), ('Volle Bahnsteige', 'Unser Reporter berichtet von langen Schlangen.'),
           ('Stellungnahme der Betreiber', 'Man tue alles, um den Betrieb aufrechtzuerhalten.'), ('Ministerin appelliert', 'Beide Seiten sollten aufeinander zugehen.'),
           ('Ersatzverkehr überlastet', 'Zusätzliche Busse wurden angefordert.'), ('Das wissen wir bisher', 'Ein Überblick über die wichtigsten Entwicklungen.')],
    'fr': [('Les syndicats annoncent une réunion', 'Une rencontre est prévue avec la direction.'), ('Quais bondés', 'Notre journaliste décrit de longues files d’attente.'),
           ('La direction réagit', 'La SNCF dit tout faire pour maintenir le trafic.'), ('Le ministre appelle au dialogue', 'Il juge le conflit « dans l’intérêt de personne ».'),
           ('Ce que l’on sait', 'Le point sur la situation.')],
    'es': [('Los sindicatos anuncian una reunión', 'Se reunirán con la dirección.'), ('Andenes abarrotados', 'Nuestro reportero describe largas colas.'),
           ('La empresa responde', 'Aseguran que hacen todo lo posible.'), ('Lo que sabemos', 'Resumen de lo ocurrido.')],
    'pt': [('Sindicato anuncia reunião', 'Encontro com a prefeitura está previsto.'), ('Pontos lotados', 'Nossa equipe registra longas filas.'),
           ('Prefeitura se pronuncia', 'Esquema de contingência ampliado.'), ('O que se sabe', 'Resumo da situação.')],
    'zh': [('工会表示将恢复谈判', '发言人称双方将于下午会面。'), ('站台人流密集', '记者在中心站看到排队人群延伸至站外。'), ('运营方发布声明', '运营方称正全力保障运营。'),
           ('主管部门呼吁双方让步', '有关负责人表示争议不符合任何一方利益。'), ('接驳公交运力紧张', '已从邻近车场调集车辆。'), ('目前掌握的情况', '梳理主要进展。')],
    'ja': [('労組、協議再開へ', '午後に会社側と協議する見通し。'), ('駅ホームに長い列', '中央駅では改札の外まで列が伸びている。'), ('運営会社がコメント', '運行確保に全力を挙げるとした。'),
           ('国交相が歩み寄り求める', '「誰の利益にもならない」と述べた。'), ('代行バスに混雑', '近隣の営業所から応援を受けている。'), ('これまでの経緯', '主な動きをまとめた。')],
    'ko': [('노조 "협상 재개"', '오후 사측과 만날 예정이다.'), ('정류장마다 긴 줄', '중앙역 앞은 대기 줄이 길게 늘어섰다.'), ('시 "비상수송 확대"', '전세버스를 추가 투입한다.'), ('지금까지 상황', '주요 내용을 정리했다.')],
    'it': [('Sindacati: riprendono i colloqui', 'Incontro previsto nel pomeriggio.'), ('Banchine affollate', 'Lunghe code in stazione.'), ('Cosa sappiamo', 'Il punto della situazione.')],
    'nl': [('Bonden hervatten overleg', 'Er wordt vanmiddag gepraat.'), ('Drukte op perrons', 'Lange rijen op het station.'), ('Wat we weten', 'Een overzicht.')],
}


def live_entries(ctx, mins):
    bankl = LIVE.get(ctx.lang.split('-')[0], LIVE['en'])
    out = []
    for i, m in enumerate(mins):
        tt, tx = bankl[i % len(bankl)]
        out.append((ctx.T(m), tt, tx))
    return out


# ------------------------------------------------------------------ forum
def forum_thread(ctx, post_mins, key, title, texts=None, tz_note=None, crumb='General', board_tz_label=None):
    names = bank(NAMES, ctx.lang)
    cm = bank(COMMENTS, ctx.lang)
    posts = []
    for i, m in enumerate(post_mins):
        dt = ctx.T(m)
        nm = names[(i + len(ctx.id)) % len(names)]
        tx = texts[i] if texts and i < len(texts) else cm[(i * 3) % len(cm)]
        posts.append('''<div id="p%(pid)d" class="post has-profile %(bg)s"><div class="inner">
<dl class="postprofile" id="profile%(pid)d"><dt class="has-profile-rank"><a href="./memberlist.php?mode=viewprofile&amp;u=%(uid)d" class="username">%(nm)s</a></dt><dd class="profile-posts"><strong>Posts:</strong> %(np)d</dd></dl>
<div class="postbody"><div id="post_content%(pid)d"><h3 %(first)s><a href="#p%(pid)d">%(re)s%(title)s</a></h3>
<p class="author"><span class="responsive-hide">%(by)s <strong>%(nm)s</strong> &raquo; </span>%(stamp)s</p>
<div class="content">%(tx)s</div></div></div></div></div>''' % dict(by='by' if ctx.lang.startswith('en') else esc(ctx.L['posted']), pid=410000 + i * 13, bg='bg1' if i % 2 else 'bg2', uid=2000 + i * 31, nm=esc(nm), np=10 + i * 17,
            first='class="first"' if i == 0 else '', re='' if i == 0 else 'Re: ', title=esc(title), stamp=ctx.st(dt, key, machine=(ctx.S['shell'] != 'forum' or i % 2 == 0)), tx=esc(tx)))
    tzl = board_tz_label or 'All times are <span title="%s">UTC%s</span>' % (ctx.tz, iso_local(ctx.T(post_mins[-1]), ctx.tz)[-6:])
    main = '<h2 class="topic-title"><a href="./viewtopic.php?t=88123">%s</a></h2>\n<div class="action-bar bar-top"><div class="pagination">%d posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>\n%s\n<div class="timezone">%s</div>' % (
        esc(title), len(post_mins), '\n'.join(posts), tzl)
    return dict(main=main, head=[], tail=[], asides=[], title='%s - %s' % (title, ctx.S['name']), crumb=crumb)


# ------------------------------------------------------------------ tables
def quake_table(ctx, row_mins, key, heading, cols, region_names, upd_min=None, upd_label='Last updated', unit_note=''):
    rng = ctx.rng
    rows = []
    for i, m in enumerate(sorted(row_mins, reverse=True)):
        dt = ctx.T(m)
        mag = '%.1f' % (2.5 + rng.random() * 3)
        dep = rng.choice([10, 20, 30, 40, 50, 60, 80])
        rows.append('<TR BGCOLOR="%s"><TD NOWRAP>%s</TD><TD>%s</TD><TD ALIGN="right">%d km</TD><TD ALIGN="right">M%s</TD><TD ALIGN="center">%s</TD></TR>' % (
            '#FFFFFF' if i % 2 else '#F0F4F8', esc(ctx.f(dt, key)), esc(region_names[i % len(region_names)]), dep, mag, rng.choice(['1', '2', '3', '2', '1'])))
        ctx.ev(dt, '"%s" row' % ctx.f(dt, key))
    upd = ''
    if upd_min is not None:
        upd = '<P><FONT SIZE="1">%s: %s</FONT></P>' % (esc(upd_label), esc(ctx.f(ctx.T(upd_min), key)))
        ctx.ev(ctx.T(upd_min), '"%s: %s"' % (upd_label, ctx.f(ctx.T(upd_min), key)))
    main = '<H2>%s</H2>%s\n<TABLE BORDER="1" CELLPADDING="3" CELLSPACING="0" WIDTH="100%%"><TR BGCOLOR="#C8D8E8">%s</TR>\n%s\n</TABLE>%s<P>%s</P>' % (
        esc(heading), upd, ''.join('<TH>%s</TH>' % esc(c) for c in cols), '\n'.join(rows), upd, esc(unit_note))
    return dict(main=main, head=[], tail=[], asides=[], title=heading)


def flight_board(ctx, airport, rows, upd_min, key='time'):
    """rows: (flight, city, sched_min, status, actual_min or None). actual is an event; scheduled future times are forward-looking."""
    trs = []
    state = {"airport": airport, "updated": iso_local(ctx.T(upd_min), ctx.tz), "flights": []}
    ctx.ev(ctx.T(upd_min), '"Last updated %s"' % ctx.f(ctx.T(upd_min), key))
    for fl, city, sm, status, am in rows:
        sdt = ctx.T(sm)
        st = status
        if am is not None:
            adt = ctx.T(am)
            st = '%s %s' % (status, ctx.f(adt, key))
            ctx.ev(adt, '"%s %s" (%s)' % (status, ctx.f(adt, key), fl))
        else:
            assert status in ('Scheduled', 'Planmäßig', '定刻', 'On time', 'Cancelled'), status
            if sdt > ctx.t:
                ctx.fwds.append('%s scheduled %s (%s)' % (fl, ctx.f(sdt, key), utc_h(sdt)))
            else:
                ctx.ev(sdt, 'scheduled %s (%s) %s' % (ctx.f(sdt, key), fl, status))
        trs.append('<tr class="fl-row"><td class="fl-no">%s</td><td>%s</td><td><time datetime="%s">%s</time></td><td class="fl-status">%s</td></tr>' % (
            esc(fl), esc(city), iso_local(sdt, ctx.tz), esc(ctx.f(sdt, key)), esc(st)))
        state['flights'].append({"no": fl, "city": city, "sched": iso_local(sdt, ctx.tz), "status": status,
                                 "actual": iso_local(ctx.T(am), ctx.tz) if am is not None else None})
    main = '<div class="Board"><h1>%s – Arrivals</h1><p class="Board-date">%s</p><p class="Board-upd">Last updated <span>%s</span> · times local (%s)</p><table class="Board-table"><thead><tr><th>Flight</th><th>From</th><th>Scheduled</th><th>Status</th></tr></thead><tbody>%s</tbody></table></div>' % (
        esc(airport), esc(fmt(ctx.T(upd_min), ctx.tz, '{WD}, {MONTH} {D}, {YYYY}', 'en')), esc(ctx.f(ctx.T(upd_min), key)), esc(ctx.tz), '\n'.join(trs))
    return dict(main=main, head=[], tail=[], asides=[], title='%s arrivals | Skyboard' % airport, state=state,
                noscript='Live arrivals for %s. Enable JavaScript for updates.' % airport)


def wiki_history(ctx, rev_mins, page_name, key='{HH}:{mm}, {D} {MONTH} {YYYY}', sizes=None, summaries=None):
    users = ['Atlasfan', 'K. Marsh', '82.14.201.7', 'Cartographer9', 'Ruth_N', 'Bot-Maintenance', 'Pendle', 'Morwenna']
    summ = summaries or ['/* History */ copyedit', 'added source', 'Undid revision by 82.14.201.7 (talk)', 'update infobox', '/* Transport */ fix link',
                         'Reverted edits', 'wording', 'added 2023 figures']
    lis = []
    size = 18422
    for i, m in enumerate(sorted(rev_mins, reverse=True)):
        dt = ctx.T(m)
        vis = fmt(dt, 'UTC', key, 'en')
        ctx.ev(dt, 'revision "%s" (UTC)' % vis)
        delta = ctx.rng.choice([35, -12, 210, 4, -880, 61, 7])
        lis.append('<li data-mw-revid="%d"><span class="mw-history-histlinks">(cur | prev)</span> <a href="/w/index.php?title=%s&amp;oldid=%d" class="mw-changeslist-date">%s</a> <span class="history-user"><a href="/wiki/User:%s">%s</a></span> <span class="history-size">(%s bytes)</span> <span class="mw-plusminus-%s">%+d</span> <span class="comment">(%s)</span></li>' % (
            1188223 - i * 97, esc(page_name), 1188223 - i * 97, esc(vis), esc(users[i % len(users)]), esc(users[i % len(users)]), '{:,}'.format(size), 'pos' if delta > 0 else 'neg', delta, esc(summ[i % len(summ)])))
        size -= delta
    main = '<h1 id="firstHeading" class="firstHeading">%s: Revision history</h1><div class="mw-history-legend">Diff selection: mark the radio boxes of the revisions to compare. All times are shown in UTC.</div><ul id="pagehistory" class="mw-contributions-list">%s</ul>' % (
        esc(page_name), '\n'.join(lis))
    return dict(main=main, head=[], tail=[], asides=[('Tools', ['<a href="/wiki/Special:WhatLinksHere">What links here</a>', '<a href="/wiki/Special:RecentChangesLinked">Related changes</a>'])],
                title='%s: Revision history - OpenAtlas Wiki' % page_name, pn=page_name, action='history')


def social_thread(ctx, post_min, reply_mins, key, texts, author='@harbourwatch@lakeside.social'):
    dt = ctx.T(post_min)
    arts = []
    names = ['@mira@lakeside.social', '@tomk@fosstodon.org', '@ferrydude@lakeside.social', '@civicdata@mstdn.ca', '@ajb@lakeside.social', '@eli@hachyderm.io']
    allm = [post_min] + list(reply_mins)
    for i, m in enumerate(allm):
        d = ctx.T(m)
        vis = ctx.f(d, key)
        ctx.ev(d, '"%s" (%s)' % (vis, 'post' if i == 0 else 'reply %d' % i))
        who = author if i == 0 else names[i % len(names)]
        arts.append('<article class="status %s" data-id="1120%04d"><div class="status__header"><a class="status__display-name" href="/%s">%s</a> <a class="status__relative-time" href="/%s/1120%04d"><time datetime="%s" title="%s">%s</time></a></div><div class="status__content"><p>%s</p></div><div class="status__action-bar"><button>Reply</button><button>Boost</button><button>Favourite</button></div></article>' % (
            'status--focal' if i == 0 else 'status--reply', i, esc(who), esc(who), esc(who), i, zstr(d).replace('Z', '.000Z'), esc(vis), esc(vis), esc(texts[i % len(texts)])))
    head = ['<meta property="og:type" content="article">', '<meta property="og:description" content="%s">' % esc(texts[0][:150]),
            '<meta property="og:published_time" content="%s">' % zstr(dt)]
    return dict(main='<div class="detailed-status__wrapper">%s</div>' % '\n'.join(arts), head=head, tail=[], asides=[], title='%s: "%s" - Lakeside Social' % (author, texts[0][:60]))


def qa_page(ctx, q_min, ans, key='{Mon} {D}, {YYYY} at {HH}:{mm}', title='', qtext='', edit_min=None):
    """StackExchange-like; times in UTC with title attribute."""
    def st(m, label):
        d = ctx.T(m)
        vis = fmt(d, 'UTC', key, 'en')
        ctx.ev(d, '"%s %s" (UTC)' % (label, vis))
        return '<div class="user-action-time">%s <span title="%s" class="relativetime">%s</span></div>' % (label, d.strftime('%Y-%m-%d %H:%M:%SZ'), vis)
    q = '<div id="question" class="question"><div class="s-prose js-post-body"><p>%s</p></div><div class="post-signature owner">%s<div class="user-details"><a href="/users/4410">mdavies</a></div></div>' % (esc(qtext), st(q_min, 'asked'))
    if edit_min is not None:
        q += '<div class="post-signature">%s</div>' % st(edit_min, 'edited')
    q += '</div>'
    answers = []
    for i, (m, text) in enumerate(ans):
        answers.append('<div id="answer-%d" class="answer"><div class="js-vote-count">%d</div><div class="s-prose js-post-body"><p>%s</p></div><div class="post-signature">%s<div class="user-details"><a href="/users/%d">user%d</a></div></div></div>' % (
            77120 + i, 3 - i, esc(text), st(m, 'answered'), 900 + i, 900 + i))
    main = '<div id="question-header"><h1 itemprop="name"><a href="/questions/77119" class="question-hyperlink">%s</a></h1></div>%s<div id="answers"><h2>%d Answers</h2>%s</div>' % (
        esc(title), q, len(ans), '\n'.join(answers))
    return dict(main=main, head=[], tail=[], asides=[('Linked', ['<a href="/q/70012">How do I convert a local time to UTC?</a>', '<a href="/q/61200">Cron job not firing after DST</a>'])],
                title='%s - AskStack' % title)
