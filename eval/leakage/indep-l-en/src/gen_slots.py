"""Generic slot renderers shared by styles (each style places them differently)."""
from core import esc, fmt, jd


def ld(c, typ='NewsArticle', extra=None):
    o = {"@context": "https://schema.org", "@type": typ, "headline": strip(c.title),
         "datePublished": c.ts(c.P, c.pubcat, 'iso'),
         "author": {"@type": "Person", "name": c.author},
         "publisher": {"@type": "Organization", "name": c.site}}
    if c.modin('jsonld'):
        o["dateModified"] = c.ts(c.mod[0], c.mod[1], 'iso')
    v = c.q('inj_jsonld')
    o["description"] = v['text'] if v else strip(c.summary)
    v = c.q('jsonld_extra')
    if v:
        o["mentions"] = [{"@type": "NewsArticle", "headline": strip(v['head']),
                          "datePublished": c.ts(v['u'], 'leak', 'iso')}]
    if extra:
        o.update(extra)
    return '<script type="application/ld+json">' + jd(o) + '</script>'


def strip(s):
    import re, html
    return html.unescape(re.sub('<[^>]+>', '', s))


def metas(c, og=True, style=0):
    v = c.q('inj_meta')
    desc = v['text'] if v else strip(c.summary)
    out = [f'<meta name="description" content="{esc(desc)}">']
    if og:
        out.append(f'<meta property="og:title" content="{esc(strip(c.title))}">')
        out.append(f'<meta property="og:type" content="article">')
        out.append(f'<meta property="article:published_time" content="{c.ts(c.P, c.pubcat, "iso" if style == 0 else "isoz")}">')
        if c.modin('meta'):
            out.append(f'<meta property="article:modified_time" content="{c.ts(c.mod[0], c.mod[1], "iso" if style == 0 else "isoz")}">')
        if c.modin('og'):
            out.append(f'<meta property="og:updated_time" content="{c.ts(c.mod[0], c.mod[1], "iso")}">')
    return '\n'.join(out)


def hcomment(c):
    v = c.q('html_comment')
    if v:
        return f'<!-- wire-sync {fmt(v["u"], "isoz", c.zone)} :: {strip(v["head"])} -->' if c.rng.random() < 0.5 else \
            f'<!-- editor: swap in final numbers once confirmed &mdash; "{strip(v["sent"])}" ({c.ts(v["u"], "leak", "sql")} local) -->'
    v = c.q('inj_html_comment')
    if v:
        return f'<!-- {v["text"]} -->'
    return ''


def noscript(c):
    v = c.q('noscript')
    if v:
        return f'<noscript><div class="nojs-headlines"><a href="/latest">{v["head"]}</a> <span>{c.ts(v["u"], "leak")}</span></div></noscript>'
    v = c.q('inj_noscript')
    if v:
        return f'<noscript><p>{v["text"]}</p></noscript>'
    return '<noscript><img height="1" width="1" style="display:none" src="/px/collect?nojs=1" alt=""></noscript>'


def hidden(c, kind=0):
    v = c.q('hidden_div')
    if v:
        return [f'<div class="breaking-strip" style="display:none" aria-hidden="true"><b>BREAKING</b> {v["head"]} &middot; {c.ts(v["u"], "leak")}</div>',
                f'<div hidden class="alert-banner" data-kind="flash">{v["sent"]} ({c.ts(v["u"], "leak")})</div>'][kind % 2]
    v = c.q('inj_hidden')
    if v:
        return [f'<div style="display:none">{v["text"]}</div>',
                f'<span class="sr-only" style="position:absolute;left:-9999px">{v["text"]}</span>',
                f'<div aria-hidden="true" style="height:0;overflow:hidden">{v["text"]}</div>'][kind % 3]
    v = c.q('inj_white')
    if v:
        return f'<p style="color:#ffffff;background:#ffffff;font-size:1px">{v["text"]}</p>'
    return ''


def visinj(c, tag='p', cls='note'):
    v = c.q('inj_visible')
    if v:
        return f'<{tag} class="{cls}">{v["text"]}</{tag}>'
    return ''


def state(c, var='window.__INITIAL_STATE__', extra=None):
    o = {"article": {"id": c.pid, "headline": strip(c.title), "published": c.ts(c.P, c.pubcat, 'isoms')}}
    if c.modin('state'):
        o["article"]["lastModified"] = c.ts(c.mod[0], c.mod[1], 'isoms')
    v = c.q('state_json')
    if v:
        o["sidebar"] = {"trending": [{"title": strip(v['head']), "ts": c.ts(v['u'], 'leak', 'epochms')}]}
    else:
        o["sidebar"] = {"trending": [{"title": strip(h), "ts": c.ts(u, 'content', 'epochms')} for (u, h) in c.related_clean[:2]]}
    v = c.q('inj_state')
    if v:
        o["article"]["aiSummaryHint"] = v['text']
    if extra:
        o.update(extra)
    return f'<script>{var} = {jd(o)};</script>'


def data_attr(c):
    v = c.q('data_attr')
    if v:
        return f' data-flash-headline="{esc(strip(v["head"]))}" data-flash-ts="{c.ts(v["u"], "leak", "epoch")}"'
    v = c.q('inj_attr')
    if v:
        return f' data-ai-note="{esc(v["text"])}"'
    return f' data-article-id="{c.pid}"'


def figure(c, img, fallback_alt, fallback_cap, f='d_us'):
    v = c.q('alt')
    alt = f'{strip(v["head"])}, {fmt(v["u"], "d_us" if c.locale == "us" else "d_uk", c.zone)}' if v else fallback_alt
    if v:
        c.ts(v['u'], 'leak', 'd_us' if c.locale == 'us' else 'd_uk')
    w = c.q('inj_alt')
    if w:
        alt = w['text']
    cap = fallback_cap
    v = c.q('caption')
    if v:
        cap = f'{v["sent"]} Photo taken {c.ts(v["u"], "leak")}.'
    return img, esc(strip(alt)), cap


def updated_line(c, f=None, label='Updated'):
    if c.modin('visible'):
        return f'{label} {c.ts(c.mod[0], c.mod[1], f)}'
    return ''


def correction(c):
    v = c.q('correction')
    if v:
        return f'<p class="correction"><em>Correction ({c.ts(v["u"], "leak")}): An earlier version of this article misstated a figure. {v["sent"]}</em></p>'
    return ''


def title_attr(c):
    v = c.q('title_attr')
    if v:
        return f' title="Latest: {esc(strip(v["head"]))} ({fmt(v["u"], "isoz", c.zone)})"'
    return ''


def ticker_items(c, base):
    """base: list of strings (clean). returns list of (text, stamp_html or '')"""
    out = [(b, '') for b in base]
    v = c.q('ticker')
    if v:
        out.insert(c.rng.randrange(len(out) + 1), (v['tick'], c.ts(v['u'] + c.tickdelay, 'leak', 'hm_z')))
    return out


def liveblog(c):
    v = c.q('liveblog')
    return v


def table_row(c):
    return c.q('table_row')
