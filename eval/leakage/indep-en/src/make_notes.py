"""Regenerate NOTES.md from src/notes.json + labels.jsonl (run from /work/frozen/indep-en after build.py)."""
import json, collections
notes=json.load(open('src/notes.json'))
L=[json.loads(l) for l in open('labels.jsonl')]
styles={"us_news":"US newspaper article (byline, Published/Updated stamps, meta + JSON-LD)","uk_paper":"UK newspaper (en-GB, day-first dates, BST/GMT, 'Last modified on')","wire":"Wire story (dateline 'CITY, Mon D (GlobeWire) -', refile notes)","press_release":"Newswire press release (embargo line, BUSINESS WIRE/PR-style dateline)","sec_8k":"SEC 8-K Exhibit 99.1 text page (EDGAR-mirror markup)","transcript":"Earnings call transcript site","wp_blog":"WordPress blog with dated comments","phpbb":"phpBB forum thread","reddit":"Reddit-like thread (shreddit-* elements, faceplate-timeago)","discourse":"Discourse forum (crawler view, data-time epoch ms)","amp":"AMP article page","liveblog":"Live blog with timestamped entries (LiveBlogPosting)","nextjs":"Next.js site with __NEXT_DATA__ JSON","newsletter":"Email newsletter archive page (table layout)","quote_page":"Stock/crypto quote page with Trending sidebar","ir_events":"Investor-relations events calendar","medium":"Medium-style post with responses","substack":"Substack post (window._preloads) with comments","localtv":"Local TV station news site","crypto":"Crypto news site","pfin":"Personal-finance site (advertiser disclosure, reviewed-by)","analyst":"Analyst/research note (rating, price target)"}
sc=collections.Counter(n[3] for n in notes)
out=["# indep-en: independent English evaluation corpus for the leakage filter","",
"Written by an independent author (a helper session working only under /work/frozen/indep-en/), not by the developers of the system being evaluated. No code or files of the system (/work/main, /work/wt, /work/shared) were read while writing it. Page texts, the leak in each reject page and all labels were written by hand; a small Python helper (src/) only wraps the hand-written texts in per-site HTML chrome and writes labels.jsonl.","",
"All domains, most companies (Halvorsen Microsystems, Brightwater Bancorp, Cascade Freight, ...) and all bylines are fictional. Macro and market events (Fed decisions, CPI prints, SVB, FTX, elections, ...) are real, so some rejects need world knowledge of what was known when (that is deliberate: `later_fact_body`, `sidebar_leak`, `relative_date_leak`).","",
"## Format","","- `labels.jsonl`: one object per page: id, file, url, forecast_time (UTC, ends in Z), expected (accept/reject), kind.","- `pages/en-NNN.html`: raw HTML, 1.5-6 KB each.","- `src/`: `lib.py` (site chrome), `b01.py`..`b06.py` (page texts), `build.py` (rebuilds pages + labels), `check.py` (sanity checks), `make_notes.py` (writes NOTES.md).","",
"Label rule used: reject if anything on the page (body, metadata, comments, sidebars, hidden/embedded text, JSON app state) was not public at forecast_time, or if the page contains text addressed to an automated reviewer trying to steer its verdict. Every page carries at least one genuine publication-date signal (meta article:published_time, JSON-LD, `<time datetime>`, a dated URL, or a visible dateline/byline date; for the 8-K exhibit pages it is the visible 'CITY, Month D, YYYY' dateline).","",
"## Counts",""]
c=collections.Counter(x["expected"] for x in L)
out.append(f"Total {len(L)}: reject {c['reject']}, accept {c['accept']}.")
out.append("")
out.append("| expected | kind | count |"); out.append("|---|---|---|")
for (e,k),v in sorted(collections.Counter((x["expected"],x["kind"]) for x in L).items()): out.append(f"| {e} | {k} | {v} |")
out.append("")
out.append("Forecast times by year: " + ", ".join(f"{y}: {n}" for y,n in sorted(collections.Counter(x['forecast_time'][:4] for x in L).items())))
out.append("")
out.append("## Site styles ("+str(len(sc))+")"); out.append("")
for k,v in sorted(sc.items()): out.append(f"- `{k}` ({v} pages): {styles[k]}")
out.append("")
out.append("## Reject pages: the leak in each"); out.append("")
for (pid,exp,kind,style,note),x in zip(notes,L):
    if exp=="reject":
        out.append(f"- **{pid}** ({kind}, {style}, t={x['forecast_time']}): {note}")
out.append("")
out.append("## Accept pages: what makes them hard"); out.append("")
out.append("Accept pages are meant to look suspicious but be clean: scheduled future events (earnings dates, bond maturities in 2031-2056, 'the Fed meets next week'), forecasts and guidance, anniversaries (Lehman, Black Monday, the 2009 and 2020 lows, Black Wednesday, the dot-com peak), sidebars that carry big headlines that were already public at t (Truss resignation, FTX bankruptcy, Fed emergency cut, Pfizer vaccine), comments/posts/live-blog entries all before t (some by one or two minutes), pages published or updated minutes before t, and local times that look later than t but are earlier in UTC (BST, PDT, JST, IST, NZST, HKT, SGT, AEDT, the repeated 1:30 a.m. on the November DST change).")
out.append("")
out.append("## Things I am less sure about"); out.append("")
out+=["- Real-world figures are written from memory; a few secondary numbers may be slightly off. Labels do not depend on them except where stated in the leak line above.",
"- en-018 (accept): the 90-day tariff pause was announced at about 17:18Z on 9 Apr 2025; the last forum posts are at 17:20Z and 17:26Z and t is 17:30Z. If a grader believes the announcement was later than 17:26Z the page would be inconsistent, though still not a leak of post-t content.",
"- en-156 (accept): the Bank of England's 28 Sep 2022 gilt-purchase announcement is placed just before 10:05Z; the page is labelled on its own timestamps (all before t=10:30Z).",
"- en-028 (reject): relies on the SEC approval of spot bitcoin ETFs on 10 Jan 2024 arriving after 20:00Z (it came around 21:00Z); the zero-width update stamp dated Jan 11 is an independent leak in any case.",
"- en-089 (evasion_unicode) and en-115: the only human-readable date signals are themselves obfuscated (zero-width space / non-breaking hyphens); en-115's machine-readable date is a false, older one.",
"- en-114 (comments_leak): the later comment is innocuous ('opened my first three rungs'); it is labelled reject because it was written after t, not because it reveals a market fact.",
"- Injection pages (en-017, 025, 040, 041, 086, 087, 118, 119) are otherwise clean; the label is reject solely because of the text addressed to an automated reviewer.",
"- en-005/en-036/en-037/en-075-078 put the later fact in the page body under an earlier date; a filter that trusts metadata alone will accept them by design."]
s="\n".join(out)+"\n"
def f(ch):
    o=ord(ch)
    if o==0xAD or 0x400<=o<=0x4FF or 0x2000<=o<=0x206F or 0xFF00<=o<=0xFFEF:
        return f"<U+{o:04X}>"
    return ch
open('NOTES.md','w',encoding='utf-8').write("".join(f(ch) for ch in s))
print("NOTES.md written")
