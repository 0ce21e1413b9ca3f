"""Social, export, search and legal/IR templates."""
import json
from datetime import timedelta
from lib import esc, CUR, CBANK, COMPANIES, headline, quarter_of, UTC, MON
from slots import jsonld, related, comments, footer, capture_banner, doc, masthead, inj, COMMENTERS, COMMENT_TXT, LATE_COMMENT
from stories import story, co_of, AUTHORS
from t_news import tpl, T

POSTS = ["Interesting that the curve keeps steepening even as cut odds fall. Something has to give.",
         "{co} guidance looked sandbagged to me. Watching the margin line closely.",
         "Reminder: the data calendar is heavy this week. Position sizes small.",
         "Gold at these levels is a central bank story, not a retail one.",
         "Anyone else think the market is way too confident on the next decision?",
         "Bought a starter position in {co} today. Not advice."]


TG_TXT = ["USD/SGD holding 1.34 handle into the London open.", "Watchlist today: DBS-style bank names, REITs on yield moves.",
          "BTC funding rates flipped positive on major venues.", "Reminder: US CPI print this week, keep size light.",
          "Brent back above the 50-day. Energy names bid.", "Chart: S$NEER sitting near the upper half of the band.",
          "Gold consolidating. No change to our levels.", "Morning brief is out, link in bio."]


def replies_list(ctx, n, style, late_txt=None, inj_ok=False, bank=None):
    """list of (x, author, text, role) replies between P and t; optional late one (decide)."""
    hi = min(ctx.tmin - timedelta(minutes=45), ctx.P + timedelta(days=2))
    if ctx.R < hi + timedelta(minutes=30):
        hi = ctx.R - timedelta(minutes=30)
    xs = ctx.between(ctx.P + timedelta(minutes=3), hi, n)
    out = [(x, ctx.ch(COMMENTERS), ctx.ch(bank or COMMENT_TXT), 'past') for x in xs]
    if ctx.is_('clean_other_zone_before', 'clean_stamp_just_before'):
        out.append((ctx.tmin - timedelta(minutes=ctx.rng.randint(25, 50)), ctx.ch(COMMENTERS), ctx.ch(bank or COMMENT_TXT), 'past'))
    if late_txt is not None:
        out.append((ctx.D, ctx.ch(COMMENTERS), late_txt, 'decide'))
    if inj_ok:
        out.insert(ctx.rng.randint(0, len(out)), (xs[0], 'growth_alpha_bot', inj(ctx), 'past'))
        ctx.emitted = True
    return out


def post_text(ctx):
    co = co_of(ctx)[0]
    return ctx.ch(POSTS).format(co=co)


@tpl('bluesky')
def bluesky(ctx):
    s = ctx.site
    who = s.get('who', ('Rates Ramblings', 'ratesramblings.bsky.social'))
    late = ctx.ch(LATE_COMMENT).format(cb=CBANK[ctx.zkey]) if ctx.is_('leak_reply_post') else None
    reps = replies_list(ctx, ctx.rng.randint(3, 6), None, late, ctx.is_('injection_reply'))
    pst = ctx.f(ctx.P, 'long', 'free') + ' at ' + ctx.f(ctx.P, 'time12n')
    rl = ''.join(f'<div class="reply" data-indexed-at="{ctx.f(x, "isoms", role)}"><b>{esc(a)}</b> <span class="h">@{a.lower().replace(" ", "").replace(".", "")}.bsky.social</span> <span class="dt">{ctx.auto(x, "noyear_t", "noyear" if ctx.loc(x).year == ctx.loc(ctx.P).year else "short", role)}</span><p>{esc(t)}</p></div>\n' for x, a, t, role in reps)
    body = (f'<div id="root"><main><article class="post"><b>{esc(who[0])}</b> <span>@{who[1]}</span><p>{esc(post_text(ctx))}</p>'
            f'<p class="ts">{pst}</p><p class="stats">{ctx.rng.randint(2, 90)} reposts · {ctx.rng.randint(10, 400)} likes</p></article>\n'
            f'<section class="thread">{rl}</section>' + ctx.slot('article_end') + '</main></div>\n')
    head = f'<meta property="og:site_name" content="Bluesky Social"><meta name="description" content="{esc(post_text(ctx))}">\n' if not ctx.is_('injection_meta_description') else ''
    ctx.f(ctx.P, 'isot')
    return doc(ctx, f"{who[0]} (@{who[1]})", body, head + f'<meta name="article:published_time" content="{ctx.f(ctx.P, "isot")}">\n', lang='en')


@tpl('threads')
def threads(ctx):
    s = ctx.site
    late = ctx.ch(LATE_COMMENT).format(cb=CBANK[ctx.zkey]) if ctx.is_('leak_reply_post') else None
    reps = replies_list(ctx, ctx.rng.randint(3, 5), None, late)
    rl = ''.join(f'<div class="r"><a>{esc(a.replace(" ", "_").lower())}</a> <time datetime="{ctx.f(x, "isoms", role)}" title="{ctx.f(x, "usnum_t", role)}">{ctx.auto(x, "noyear_t", "us_num2", role)}</time><p>{esc(t)}</p></div>' for x, a, t, role in reps)
    body = (f'<div class="app"><div class="post"><a class="u">{esc(s.get("who", "macro.mira"))}</a> <time datetime="{ctx.f(ctx.P, "isoms")}" title="{ctx.f(ctx.P, "usnum_t")}">{ctx.f(ctx.P, "us_num2") if ctx.loc(ctx.P).date() <= ctx.loc(ctx.tmin).date() - timedelta(days=2) else ctx.f(ctx.P, "noyear_t")}</time>'
            f'<p>{esc(post_text(ctx))}</p></div><div class="replies">{rl}</div>' + ctx.slot('article_end') + '</div>\n')
    return doc(ctx, f"@{s.get('who', 'macro.mira')} on Threads", body, lang='en')


@tpl('mastodon')
def mastodon(ctx):
    s = ctx.site
    late = ctx.ch(LATE_COMMENT).format(cb=CBANK[ctx.zkey]) if ctx.is_('leak_reply_post') else None
    reps = replies_list(ctx, ctx.rng.randint(2, 5), None, late)
    edited = ''
    if ctx.is_('leak_edited_marker'):
        edited = f' <span class="edited" title="Edited {ctx.f(ctx.D, "dt24", "decide")}">*</span>'
    def toot(x, a, t, role):
        return (f'<div class="status"><a class="display-name">{esc(a)}</a> <span>@{a.split()[0].lower()}@fintoot.nz</span> '
                f'<a class="status__relative-time"><time datetime="{ctx.f(x, "isoms", role)}" title="{ctx.f(x, "dt24", role)}">{ctx.auto(x, "noyear_t24", "noyear_uk" if ctx.loc(x).year == ctx.loc(ctx.P).year else "short_uk", role)}</time></a><p>{esc(t)}</p></div>\n')
    body = (f'<div id="mastodon"><div class="detailed-status"><a class="display-name">{esc(s.get("who", "Kahu Investing"))}</a>'
            f'<p>{esc(post_text(ctx))}</p><div class="meta"><time datetime="{ctx.f(ctx.P, "isoms")}">{ctx.f(ctx.P, "dt24_long")}</time>{edited} · {ctx.rng.randint(1, 40)} boosts</div></div>\n'
            + ''.join(toot(*r) for r in reps) + ctx.slot('article_end') + '</div>\n' + footer(ctx))
    return doc(ctx, f"{s.get('who', 'Kahu Investing')}: \"{post_text(ctx)[:40]}…\" - fintoot.nz", body, lang='en-NZ')


@tpl('discord')
def discord(ctx):
    s = ctx.site
    late = ctx.ch(["lol they actually did the placement this morning at a 9% discount", "results just dropped, revenue miss, we're cooked",
                   "RBA cut!! 25bp"]) if ctx.is_('leak_channel_message') else None
    msgs = replies_list(ctx, ctx.rng.randint(6, 10), None, late, ctx.is_('injection_channel_message'))
    msgs[0:0] = []
    exp = ctx.R
    out = ''
    for x, a, t, role in msgs:
        ed = ''
        if ctx.is_('leak_edited_marker') and role == 'past' and not ctx.emitted:
            ed = f' <span class="chatlog__edited-timestamp" title="{ctx.f(ctx.D, "uknum_t", "decide")}">(edited)</span>'
        out += (f'<div class="chatlog__message-group"><div class="chatlog__message"><span class="chatlog__author" title="{esc(a)}">{esc(a)}</span> '
                f'<span class="chatlog__timestamp" title="{ctx.f(x, "wd_dt12", role)}">{ctx.f(x, "uknum_t12", role)}</span>'
                f'<div class="chatlog__content"><span class="chatlog__markdown-preserve">{esc(t)}</span>{ed}</div></div></div>\n')
    body = (f'<div class="preamble"><div class="preamble__guild">{esc(s.get("guild", "ASX Small Caps Hangout"))}</div><div class="preamble__channel">#{s.get("chan", "general-chat")}</div>'
            f'<div class="preamble__date-range">After {ctx.f(ctx.P - timedelta(days=1), "uk_num")}</div></div>\n<div class="chatlog">{out}</div>\n'
            f'<div class="postamble"><div class="postamble__entries">Exported {len(msgs)} message(s)</div><div>Exported on {ctx.f(exp, "wd_dt12", "render")} by DiscordChatExporter</div></div>\n')
    return doc(ctx, f"{s.get('guild', 'ASX Small Caps Hangout')} - {s.get('chan', 'general-chat')}", body, '<style>.chatlog{font-family:Whitney}</style>\n', lang='en')


@tpl('telegram')
def telegram(ctx):
    s = ctx.site
    late = ctx.ch(["SIGNAL UPDATE: BTC target 1 hit overnight, moved stop to entry.", "MAS policy statement out: slope of the S$NEER band reduced slightly."]) if ctx.is_('leak_channel_message') else None
    msgs = replies_list(ctx, ctx.rng.randint(6, 10), None, late, ctx.is_('injection_channel_message'), bank=TG_TXT)
    out = ''
    day = None
    i = 1000 + ctx.rng.randint(0, 8000)
    for x, a, t, role in msgs:
        d = ctx.loc(x).date()
        if d != day:
            day = d
            out += f'<div class="message service" id="message-{i}"><div class="body details">{ctx.f(x, "long_uk", "free")}</div></div>\n'
            i += 1
        out += (f'<div class="message default clearfix" id="message{i}"><div class="body"><div class="pull_right date details" title="{ctx.f(x, "tg", role)}">{ctx.f(x, "time24", role)}</div>'
                f'<div class="from_name">{esc(s.get("chan", "SG Macro & Crypto Desk"))}</div><div class="text">{esc(t)}</div></div></div>\n')
        i += 1
    body = (f'<div class="page_wrap"><div class="page_header"><div class="content"><div class="text bold">{esc(s.get("chan", "SG Macro & Crypto Desk"))}</div></div></div>'
            f'<div class="page_body chat_page"><div class="history">{out}</div></div></div>\n')
    return doc(ctx, 'Exported Data', body, '<link href="css/style.css" rel="stylesheet"/>\n', lang='en')


@tpl('youtube')
def youtube(ctx):
    s = ctx.site
    title = s.get('title', f"Market Outlook LIVE: {CBANK[ctx.zkey]} preview, Nifty levels, rupee")
    views = ctx.rng.randint(2000, 400000)
    late = ctx.ch(["Watching this after the announcement. Bang on call sir, Nifty up 400 today!", "Results came out yesterday, your target already hit."]) if ctx.is_('leak_video_comment') else None
    reps = replies_list(ctx, ctx.rng.randint(3, 6), None, late)
    cm = ''.join(f'<ytd-comment-renderer><a id="author-text">@{esc(a.replace(" ", "").lower())}</a> <a class="published-time-text">{ctx.rel(x, role)}</a><yt-formatted-string id="content-text">{esc(t)}</yt-formatted-string><span id="vote-count-middle">{ctx.rng.randint(0, 300)}</span></ytd-comment-renderer>\n' for x, a, t, role in reps)
    desc = (f"Live from our studio. {story(ctx, 'cb')[1][1]}\n\nChapters:\n0:00 Intro\n4:12 Rates\n17:40 Sector picks\n33:05 Your questions\n\n"
            f"Recorded {ctx.f(ctx.P, 'long', 'past')}. Not investment advice. Join the channel membership for early access.")
    body = (f'<div id="saved" style="font:11px monospace;background:#ffc">Saved from https://{s["domain"]}/watch?v={ctx.pid}x9 on {ctx.f(ctx.R, "dt24_iso_z", "render", zkey="IN")}</div>\n'
            f'<ytd-app><h1 class="title">{esc(title)}</h1><div id="info">{views:,} views · Streamed live on {ctx.f(ctx.P, "short")}</div>\n'
            f'<div id="description"><pre>{esc(desc)}</pre></div>' + ctx.slot('figure') +
            f'<div id="comments"><h2>{len(reps)} Comments</h2>{cm}</div>' + ctx.slot('article_end') + '</ytd-app>\n')
    head = f'<meta itemprop="uploadDate" content="{ctx.f(ctx.P, "isot")}">\n<script>var ytInitialData={{"responseContext":{{"serverTimestampMs":{ctx.f(ctx.R, "epoch_ms", "render")}}}}};</script>\n'
    return doc(ctx, f"{title} - YouTube", body, head, lang='en-IN')


@tpl('forum')
def forum(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    late = ctx.ch(["Trading halt lifted - placement done at 4.1c. Dilution city.", "Ann out this morning: offtake signed. Told you lot."]) if ctx.is_('leak_forum_post') else None
    reps = replies_list(ctx, ctx.rng.randint(4, 8), None, late)
    n = ctx.rng.randint(3000, 90000)
    out = ''
    for i, (x, a, t, role) in enumerate(reps):
        ed = ''
        if ctx.is_('leak_edited_marker') and i == 1:
            ed = f'<div class="edited">Last edited by {esc(a)}: {ctx.f(ctx.D, "dt24", "decide")}</div>'
        out += f'<div class="post" id="p{n + i}"><div class="hdr"><b>{esc(a)}</b> <span>#{n + i}</span> <span class="ts">{ctx.f(x, "dt24", role)}</span></div><div class="msg">{esc(t)}</div>{ed}<div class="meta">Sentiment: {ctx.ch(["Hold", "Buy", "None", "Sell"])} · Disclosure: {ctx.ch(["Held", "Not Held"])}</div></div>\n'
    body = masthead(ctx, ('Forums', 'Markets', 'Announcements')) + (f'<main><h1>{ex}:{tk} &mdash; {esc(name)}: {ctx.ch(["quarterly out soon", "capital raise incoming?", "drilling update"])}</h1>'
                                                                   f'<p class="started">Thread started {ctx.f(ctx.P, "dt24")}</p>' + out + ctx.slot('article_end') + '</main>\n' + related(ctx, 4, title='Hot threads') + footer(ctx))
    return doc(ctx, f"{tk} - {name} - Forum", body, lang='en-AU')


@tpl('reddit')
def reddit(ctx):
    s = ctx.site
    late = ctx.ch(LATE_COMMENT).format(cb=CBANK[ctx.zkey]) if ctx.is_('leak_reader_comment') else None
    reps = replies_list(ctx, ctx.rng.randint(3, 6), None, late, ctx.is_('injection_reader_comment'))
    def tm(x, role):
        return f'<time title="{ctx.f(x, "rfc", role)}" datetime="{ctx.f(x, "isot", role, zkey="UK")}">{ctx.rel(x, role)}</time>'
    cm = ''.join(f'<div class="comment"><p class="tagline"><a class="author">{esc(a.replace(" ", "_"))}</a> {ctx.rng.randint(1, 300)} points {tm(x, role)}</p><div class="md">{esc(t)}</div></div>\n' for x, a, t, role in reps)
    body = (f'<div class="side"><p>r/{s.get("sub", "AusFinance")}</p></div><div class="content"><div class="thing link"><p class="title">{esc(s.get("title", "Is anyone else worried about the next rate decision?"))}</p>'
            f'<p class="tagline">submitted {tm(ctx.P, "past")} by throwaway_{ctx.rng.randint(100, 999)}</p><div class="usertext">{esc(post_text(ctx))}</div></div>'
            f'<div class="commentarea">{cm}</div>' + ctx.slot('article_end') + '</div>\n'
            f'<p class="bottommenu">Rendered by PID {ctx.rng.randint(1000, 9999)} on reddit-service-r2 at {ctx.f(ctx.R, "isoms", "render")} running a1b2c3d.</p>\n')
    return doc(ctx, f"{s.get('title', 'Is anyone else worried about the next rate decision?')} : {s.get('sub', 'AusFinance')}", body, lang='en')


@tpl('hn')
def hn(ctx):
    s = ctx.site
    late = ctx.ch(["Update: they reported this morning and the number was worse than the rumour.", "This aged well; the Fed did exactly this yesterday."]) if ctx.is_('leak_reader_comment') else None
    reps = replies_list(ctx, ctx.rng.randint(3, 7), None, late)
    def age(x, role):
        return f'<span class="age" title="{ctx.f(x, "isot", role, zkey="UK")[:19]}">{ctx.rel(x, role)}</span>'
    cm = ''.join(f'<tr class="athing comtr"><td class="default"><span class="comhead"><a class="hnuser">{esc(a.replace(" ", "").lower())}</a> {age(x, role)}</span><div class="comment">{esc(t)}</div></td></tr>\n' for x, a, t, role in reps)
    body = (f'<table id="hnmain"><tr><td><b>Stacked News</b> | new | past | comments</td></tr><tr><td><span class="titleline"><a href="https://{s.get("link", "blog.corvane-semi.example/")}">{esc(s.get("title", "Show SN: I backtested LLM stock picks and they mostly lose to the index"))}</a></span>'
            f'<br><span class="subline">{ctx.rng.randint(20, 800)} points by founder_dan {age(ctx.P, "past")} | {len(reps)} comments</span></td></tr>{cm}</table>\n'
            f'<p class="gen" style="display:none">gen {ctx.f(ctx.R, "epoch", "render")}</p>' + ctx.slot('article_end'))
    return doc(ctx, f"{s.get('title', 'Show SN')} | Stacked News", body, lang='en')


@tpl('stocktwits')
def stocktwits(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    late = ctx.ch([f"${tk} guidance cut confirmed on the call. Out.", f"${tk} beat and raise!! told y'all"]) if ctx.is_('leak_channel_message') else None
    msgs = replies_list(ctx, ctx.rng.randint(5, 8), None, late)
    msgs.sort(key=lambda m: m[0], reverse=True)
    out = ''.join(f'<div class="msg"><b>{esc(a.replace(" ", ""))}</b> <span class="tag">{ctx.ch(["Bullish", "Bearish", ""])}</span> <a class="ts" href="#">{ctx.f(x, "usnum_t", role).replace(" ", ", ", 1)}</a><p>${tk} {esc(t)}</p></div>\n' for x, a, t, role in msgs)
    body = masthead(ctx, ('Trending', 'Watchlist', 'Rooms')) + f'<main><h1>${tk} &middot; {esc(name)}</h1><p>Sentiment: {ctx.rng.randint(30, 80)}% bullish &middot; Earnings {ctx.f(ctx.future(5, 40), "short", "future")} (est.)</p><div class="stream">{out}</div>' + ctx.slot('article_end') + '</main>\n' + footer(ctx)
    return doc(ctx, f"${tk} stream | {s['name']}", body, lang='en-US')


@tpl('x_post')
def x_post(ctx):
    s = ctx.site
    late = ctx.ch(LATE_COMMENT).format(cb=CBANK[ctx.zkey]) if ctx.is_('leak_reply_post') else None
    reps = replies_list(ctx, ctx.rng.randint(3, 5), None, late, ctx.is_('injection_reply'))
    lp = ctx.loc(ctx.P)
    ts = f'{ctx.f(ctx.P, "time12n")} · {ctx.f(ctx.P, "short")}'
    rl = ''.join(f'<article data-testid="tweet"><span>{esc(a)}</span> <time datetime="{ctx.f(x, "isoms", role)}">{ctx.auto(x, "noyear_t", "noyear" if ctx.loc(x).year == lp.year else "short", role)}</time><div lang="en">{esc(t)}</div></article>\n' for x, a, t, role in reps)
    body = (f'<div id="react-root"><main><article data-testid="tweet" class="focal"><span>{esc(s.get("who", "Dalal Street Notes"))}</span> <span>@{s.get("handle", "dalalnotes")}</span>'
            f'<div lang="en">{esc(post_text(ctx))}</div><a href="#"><time datetime="{ctx.f(ctx.P, "isoms")}">{ts}</time></a> · <span>{ctx.rng.randint(2, 90)}.{ctx.rng.randint(1, 9)}K Views</span></article>\n'
            f'{rl}' + ctx.slot('article_end') + '</main></div>\n')
    return doc(ctx, f"{s.get('who', 'Dalal Street Notes')} on X", body, lang='en')


@tpl('qa')
def qa(ctx):
    s = ctx.site
    asked = ctx.P
    ans = ctx.between(ctx.P + timedelta(minutes=20), min(ctx.tmin - timedelta(hours=1), ctx.P + timedelta(days=3)), 2)
    mod_role = 'decide' if ctx.is_('leak_edited_marker') else 'past'
    mod = ctx.D if mod_role == 'decide' else ans[-1] + (ctx.tmin - ans[-1]) / 3
    body = masthead(ctx, ('Questions', 'Tags', 'Users')) + (
        f'<main><h1>{esc(s.get("title", "How is interest on UK gilts taxed if held outside an ISA?"))}</h1>'
        f'<div class="meta">Asked <time datetime="{ctx.f(asked, "isoz")}">{ctx.fd(asked, "dt24", "short_uk")}</time> · Modified <time datetime="{ctx.f(mod, "isoz", mod_role)}">{ctx.f(mod, "short_uk" if mod_role == "past" and ctx.loc(mod).date() <= ctx.loc(ctx.tmin).date() - timedelta(days=2) else "dt24", mod_role)}</time> · Viewed {ctx.rng.randint(100, 9000)} times</div>'
        f'<div class="q"><p>I hold a short-dated gilt maturing in 2031 and am trying to understand how the coupon is taxed. {esc(story(ctx, "macro")[1][0])}</p></div>\n'
        + ''.join(f'<div class="answer"><p>{esc(ctx.ch(COMMENT_TXT))} Coupons are taxable as savings income; gains on gilts are generally exempt from CGT.</p><div class="user-action-time">answered {ctx.f(a, "dt24")}</div></div>\n' for a in ans)
        + ctx.slot('article_end') + '</main>\n' + related(ctx, 4, title='Hot Network Questions', style='short_uk') + footer(ctx))
    return doc(ctx, f"{s.get('title', 'How is interest on UK gilts taxed if held outside an ISA?')} - Personal Finance & Money Q&A", body, lang='en-GB')


@tpl('search')
def search(ctx):
    s = ctx.site
    q = s.get('q', f'{co_of(ctx)[0]} results date')
    res = []
    for x in ctx.past(6, 0.5, 300):
        res.append((x, headline(ctx), 'past'))
    if ctx.is_('leak_search_result'):
        res.insert(ctx.rng.randint(0, 3), (ctx.D, late_headline_s(ctx), 'decide'))
    out = ''
    for x, h, role in res:
        dom = ctx.ch(['marketpulse-quotes.com', 'meridianwire.co.uk', 'thebourse-daily.in', 'harbourpost.com.hk', 'capetradejournal.co.za', 'maplewire.ca'])
        out += (f'<div class="g"><a href="https://{dom}/{ctx.rng.randint(10**5, 10**6)}"><h3>{esc(h)}</h3><cite>https://{dom} &rsaquo; news</cite></a>'
                f'<div class="VwiC3b"><span class="date">{ctx.f(x, "short", role)}</span> &mdash; {esc(story(ctx)[1][0][:150])}&hellip;</div></div>\n')
    body = (f'<div id="searchform"><input name="q" value="{esc(q)}"></div><div id="result-stats">About {ctx.rng.randint(2, 90)},{ctx.rng.randint(100, 999)} results (0.{ctx.rng.randint(21, 69)} seconds)</div>\n'
            f'<div id="rso">{out}</div>' + ctx.slot('article_end') + '<div id="footcnt">Results are personalised. Seeklight &copy;</div>\n')
    return doc(ctx, f"{q} - Seeklight Search", body, lang='en')


def late_headline_s(ctx):
    co = co_of(ctx)[0]
    return ctx.ch([f"{co} results: revenue misses, shares sink 11%", f"{co} confirms agreed takeover by private equity consortium", f"{co} suspends dividend after quarterly loss"])


@tpl('cluster')
def cluster(ctx):
    s = ctx.site
    top = s.get('topic_h', f"{CBANK[ctx.zkey]} decision preview")
    cb = CBANK[ctx.zkey]
    bank = [f"What to expect from the {cb} this week", f"{cb} seen on hold as inflation cools", f"Traders trim bets on a {cb} cut",
            f"Economists split on {cb} timing", f"{cb} decision: five charts to watch", f"Bond market braces for {cb} verdict",
            f"Analysis: the {cb} faces a tricky balancing act", f"Mortgage holders look to the {cb} for relief"]
    items = [(x, ctx.ch(bank), ctx.ch(['Meridian Wire', 'The Bourse Daily', 'Harbour Post', 'Maple Wire', 'Cape Trade Journal', 'Kiwi Ledger']), 'past') for x in ctx.past(7, 0.05, 3, min_gap_h=0)]
    if ctx.is_('leak_cluster_story'):
        items.insert(1, (ctx.D, f"{CBANK[ctx.zkey]} holds rates steady, pushes back on cut bets", 'Meridian Wire', 'decide'))
    out = ''.join(f'<article><a class="src">{src}</a><h4><a href="#">{esc(h)}</a></h4><time datetime="{ctx.f(x, "isoz", role)}">{ctx.rel(x, role)}</time></article>\n' for x, h, src, role in items)
    body = (f'<header><span class="brand">NewsGrid</span></header><main><h2>Full coverage: {esc(top)}</h2><p class="upd">Generated {ctx.f(ctx.R, "dt12", "render")} for your region</p>'
            f'<section class="top">{out}</section>' + ctx.slot('article_end') + '</main>\n')
    return doc(ctx, f"{top} - NewsGrid", body, lang='en-US')


@tpl('events')
def events(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    up = ''
    for lab in ['Quarterly activities report', 'Annual General Meeting', 'Investor day']:
        x = ctx.future(4, 120)
        up += f'<li><time>{ctx.f(x, "long_uk", "future")}</time> {lab} <a href="#">Add to calendar</a></li>'
    past = [(x, ctx.ch(['Half-year results webcast', 'Site visit presentation', 'Quarterly activities report call', 'Broker conference fireside chat']), 'past') for x in ctx.past(4, 10, 300)]
    if ctx.is_('leak_event_replay'):
        past.insert(0, (ctx.D, 'Quarterly results webcast &ndash; replay and slides', 'decide'))
    pl = ''.join(f'<li><time>{ctx.f(x, "long_uk", role)}</time> {lab} <a href="#">Replay</a> <a href="#">Slides (PDF)</a></li>' for x, lab, role in past)
    jobs = ''
    if s.get('careers'):
        jobs = '<h2>Careers</h2><ul>' + ''.join(f'<li>{j} &middot; posted {ctx.f(x, "short_uk")}</li>' for j, x in zip(['Graduate Geologist', 'Senior Financial Analyst', 'Site Electrician'], ctx.past(3, 2, 40))) + '</ul>'
    body = masthead(ctx, ('About', 'Operations', 'Investors', 'Sustainability', 'Careers')) + (f'<main><h1>Investor events</h1><h2>Upcoming</h2><ul>{up}</ul><h2>Past events</h2><ul>{pl}</ul>{jobs}'
                                                                                             + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"Investor events | {name}", body, lang='en-AU')


@tpl('docket')
def docket(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    ents = [(x, ctx.ch(['MOTION to Dismiss filed by ' + name, 'MEMORANDUM OF LAW in Opposition', 'ORDER granting extension of time', 'NOTICE of Appearance', 'LETTER addressed to Judge from counsel', 'STIPULATION and PROPOSED ORDER']), 'past') for x in ctx.past(7, 3, 400)]
    ents.append((ctx.past(1, 400, 500)[0], f'CLASS ACTION COMPLAINT against {name}. Filing fee $405.', 'past'))
    if ctx.is_('leak_docket_entry'):
        ents.append((ctx.D, 'OPINION AND ORDER granting in part and denying in part motion to dismiss.', 'decide'))
    trial = ctx.future(60, 400)
    ents.sort(key=lambda e: e[0])
    rows = ''.join(f'<tr><td>{ctx.f(x, "us_num", role, zkey="US")}</td><td>{i + 1}</td><td>{esc(t)}{" (Entered: " + ctx.f(x + timedelta(days=1) if role == "past" and x + timedelta(days=1) < ctx.tmin - timedelta(days=3) else x, "us_num", role, zkey="US") + ")" if i % 2 else ""}</td></tr>\n' for i, (x, t, role) in enumerate(ents))
    body = (f'<div class="hdr"><h2>U.S. District Court<br>Southern District of New York (Foley Square)<br>CIVIL DOCKET FOR CASE #: 1:{ctx.loc(ents[0][0]).year % 100}-cv-0{ctx.rng.randint(1000, 9999)}</h2>'
            f'<p>In re {esc(name)} Securities Litigation</p><p>Date Filed: {ctx.f(ents[0][0], "us_num", "past", zkey="US")} &nbsp; Jury Demand: Plaintiff</p>'
            f'<p>Trial set for {ctx.f(trial, "us_num", "future", zkey="US")} (tentative)</p></div>\n'
            f'<table border="1"><tr><th>Date Filed</th><th>#</th><th>Docket Text</th></tr>{rows}</table>\n'
            f'<p class="mirror">Docket mirrored by {esc(s["name"])}. Mirror fetched {ctx.f(ctx.R, "dt12", "render", zkey="US")}.</p>' + ctx.slot('article_end'))
    return doc(ctx, f"In re {name} Securities Litigation, 1:cv | {s['name']}", body, lang='en-US')


@tpl('fed_register')
def fed_register(ctx):
    s = ctx.site
    agency = s.get('agency', 'Commodity Futures Trading Commission')
    pub = ctx.P
    filed = pub - timedelta(days=ctx.rng.randint(2, 5))
    eff = ctx.future(20, 90)
    cmt = ctx.future(10, 50)
    corr = ''
    if ctx.is_('leak_fr_correction'):
        corr = f'<div class="corr"><h3>Correction</h3><p>A correction to this document was published on {ctx.f(ctx.D, "long", "decide", zkey="US")} (see FR Doc. {ctx.loc(ctx.D).year}-{ctx.rng.randint(1000, 9999)}) to amend the effective date.</p></div>'
    body = masthead(ctx, ('Documents', 'Public inspection', 'Agencies')) + (
        f'<main><p class="type">Rule</p><h1>{esc(s.get("title", "Position Limits for Derivatives; Technical Amendments"))}</h1>'
        f'<dl><dt>Agency</dt><dd>{agency}</dd><dt>Action</dt><dd>Final rule.</dd><dt>Publication date</dt><dd>{ctx.f(pub, "long", "past", zkey="US")}</dd>'
        f'<dt>Document citation</dt><dd>{ctx.rng.randint(89, 91)} FR {ctx.rng.randint(10000, 99999)}</dd></dl>'
        f'<h2>DATES:</h2><p><em>Effective date:</em> This rule is effective {ctx.f(eff, "long", "future", zkey="US")}. <em>Comment date:</em> Comments on the information collection must be received on or before {ctx.f(cmt, "long", "future", zkey="US")}.</p>'
        f'<h2>SUMMARY:</h2><p>The Commission is amending its regulations to make technical corrections to rules adopted on {ctx.f(ctx.past(1, 100, 500)[0], "long", "past", zkey="US")}.</p>'
        '<h2>Document history</h2><ul>' + ''.join(f'<li>{lab}: {ctx.f(x, "us_num", "past", zkey="US")}</li>' for lab, x in zip(['Proposed rule published', 'Comment period reopened', 'Comment period closed'], sorted(ctx.past(3, 30, 400)))) + '</ul>'
        f'<p>Public inspection: {ctx.f(filed + timedelta(hours=ctx.rng.randint(6, 30)), "usnum_t", "past", zkey="US")}</p>'
        f'{corr}<p class="frdoc">[FR Doc. {ctx.loc(filed).year}-{ctx.rng.randint(10000, 29999)} Filed {ctx.f(filed, "usnum_t24", "past", zkey="US")} am]<br>BILLING CODE 6351-01-P</p>'
        + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"Federal Register :: {s.get('title', 'Position Limits for Derivatives; Technical Amendments')}", body, lang='en-US')


@tpl('transcript')
def transcript(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    call = ctx.P - timedelta(hours=ctx.rng.randint(2, 8))
    fy = ctx.loc(call).year
    ceo, cfo = ctx.rng.sample(AUTHORS, 2)
    gd = ctx.future(30, 80)
    lines = [('Operator', f"Good day and welcome to the {name} quarterly earnings conference call. Today's call is being recorded."),
             (ceo + ' - CEO', f"Thanks. Revenue for the quarter came in at ${ctx.rng.randint(300, 2000)} million, up {ctx.rng.randint(3, 19)}% year on year. We reported these results in our release yesterday."),
             (cfo + ' - CFO', f"For the full year we now expect revenue of ${ctx.rng.randint(2, 9)}.{ctx.rng.randint(0, 9)} billion to ${ctx.rng.randint(10, 12)}.{ctx.rng.randint(0, 9)} billion. That is guidance, not a commitment. We will update you at our investor day on {ctx.f(gd, 'long', 'future')}."),
             ('Operator', 'We will now begin the question-and-answer session.'),
             ('Analyst, Harrow & Finch', 'Can you talk about gross margin progression into the back half?'),
             (cfo + ' - CFO', 'Sure. We expect some pressure near term, then recovery. I would ignore the noise in the monthly data.')]
    if ctx.is_('injection_transcript_line'):
        lines.insert(5, ('Operator', inj(ctx)))
        ctx.emitted = True
    tx = ''.join(f'<p><strong>{esc(a)}</strong></p><p>{esc(t)}</p>\n' for a, t in lines)
    more = [(x, f"{c[0]} ({c[1]}) Q Earnings Call Transcript") for x, c in zip(ctx.past(4, 1, 30), ctx.rng.sample(COMPANIES['US'], 4))]
    if ctx.is_('leak_sidebar_dated'):
        more.insert(0, (ctx.D, f"{name} ({tk}) Q Earnings Call Transcript - following quarter"))
    ml = ''.join(f'<li>{esc(h)} <span>{ctx.f(x, "short", "decide" if ctx.is_("leak_sidebar_dated") and x == ctx.D else "past")}</span></li>' for x, h in more)
    body = masthead(ctx, ('Transcripts', 'Stocks', 'Earnings')) + (f'<main><h1>{esc(name)} ({tk}) Earnings Call Transcript</h1>'
                                                                  f'<p class="meta">Call date: {ctx.f(call, "wd_dt12")} &middot; Transcript posted {ctx.f(ctx.P, "dt12")}{ctx.slot("byline")}</p>'
                                                                  f'<h2>Prepared remarks and Q&amp;A</h2>{tx}' + ctx.slot('article_end') + f'</main><aside><h3>More transcripts</h3><ul>{ml}</ul></aside>\n' + footer(ctx))
    return doc(ctx, f"{name} ({tk}) Earnings Call Transcript | {s['name']}", body, jsonld(ctx, 'Article', f"{name} transcript", pubx=ctx.P), lang='en-US')


@tpl('exchange_ann')
def exchange_ann(ctx):
    s = ctx.site
    cos = COMPANIES['HK']
    rows = []
    for x in ctx.past(8, 0.05, 6, min_gap_h=1):
        c = ctx.ch(cos)
        rows.append((x, c, ctx.ch(['Announcements and Notices - [Other - Business Update]', 'Monthly Return of Equity Issuer', 'Announcements and Notices - [Change in Directors]', 'Next Day Disclosure Return']), 'past'))
    bm = ctx.future(4, 30)
    c = ctx.ch(cos)
    rows.append((ctx.past(1, 0.5, 3)[0], c, f'Announcements and Notices - [Date of Board Meeting] (meeting to be held on {ctx.f(bm, "uk_num", "future")} to approve interim results)', 'past'))
    if ctx.is_('leak_announcement_row'):
        rows.append((ctx.D, ctx.ch(cos), 'Announcements and Notices - [Interim Results] Interim Results Announcement for the Six Months Ended 30 June', 'decide'))
    rows.sort(key=lambda r: r[0], reverse=True)
    tb = ''.join(f'<tr><td class="release-time">{ctx.f(x, "uknum_t", role)}</td><td>{c[1]}</td><td>{esc(c[0]).upper()}</td><td>{d}</td></tr>\n' for x, c, d, role in rows)
    body = masthead(ctx, ('Listed company information', 'Search', 'Help')) + (f'<main><h1>Latest listed company information</h1><p>Release time shown in Hong Kong time (HKT).</p>'
                                                                             f'<table><tr><th>Release Time</th><th>Stock Code</th><th>Stock Short Name</th><th>Document</th></tr>{tb}</table>'
                                                                             + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"Listed Company Information | {s['name']}", body, lang='en-HK')
