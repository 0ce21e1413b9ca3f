# Writes ../NOTES.md from audit.json and the kind table in gen.py
import json, os, collections
import gen
OUT = gen.OUT
A = json.load(open(os.path.join(OUT, 'src', 'audit.json')))
L = [json.loads(l) for l in open(os.path.join(OUT, 'labels.jsonl'))]
o = []
o.append('# indep-f-en — English-language financial pages, temporal-leakage test corpus\n')
o.append('%d pages: %d reject, %d accept, %d kinds. Forecast times 2022-01 … 2026-11 (UTC).\n' % (len(L), sum(l['expected'] == 'reject' for l in L), sum(l['expected'] == 'accept' for l in L), len(gen.KINDS)))
o.append('''## How it was built
`python3 src/gen.py` (stdlib only, fixed seeds) regenerates `pages/`, `labels.jsonl` and `src/audit.json`; `python3 src/notes.py` rewrites this file;
`python3 src/check.py` is a sanity check (every machine-readable ISO stamp on an accept page is <= t; counts).

* `src/common.py` – time formatting with real IANA zones (zoneinfo, so DST is right: EST/EDT, GMT/BST, AEDT/AEST …), fixed abbreviations for
  SGT/PHT/IST/HKT/SAST/WAT/EAT, fictional companies per country.
* `src/skins.py` – 31 fictional sites, each with its own locale, zone, date patterns (main stamp, comment/sidebar stamp) and renderer
  (generic news/AMP/WordPress/Next.js/gov, plus vBulletin forum, Telegram web preview, video page, LinkedIn-like post, Q&A, pdftohtml, published doc).
* `src/content.py` – finance text whose past references (quarter ended …, weekday) are consistent with the publication instant, and
  forward-looking paragraphs (results due, AGM, note maturities, next central-bank meeting) that are always after t and never leaks.
* `src/gen.py` – one builder per kind. Each picks t at random, derives every stamp on the page from t (before/after with a margin; for
  date-only stamps the whole local day is placed before or after t), renders through a skin, and records the deciding evidence.

Every page is produced by the same chrome regardless of label: cookie banners, nav, sidebars, JSON-LD, og/article meta, `__NEXT_DATA__`,
AMP boilerplate, comment sections, forward-looking dates, old dates and legacy charsets occur on both accept and reject pages.
URLs never contain dates.
''')
o.append('## Site styles (skin: style, country, zone — pages)\n')
sc = collections.Counter(a['skin'] for a in A)
o.append('| skin | style | domain | country | zone | pages |\n|---|---|---|---|---|---|')
for s in gen.SKINS:
    o.append('| %s | %s | %s | %s | %s | %d |' % (s['id'], s['style'], s['dom'], s['c'], s['tz'], sc[s['id']]))
cc = collections.Counter(a['country'] for a in A)
o.append('\nCountries: ' + ', '.join('%s %d' % kv for kv in sorted(cc.items())) + '.\n')
o.append('Date styles used: US month-first words ("Mar 4, 2025 / 09:15 AM MST", AP "Oct. 7, 2023 9:41 a.m."), numeric month-first ("03-04-2025, 09:41 PM"), '
         'Commonwealth day-first ("Tue 4 Mar 2025 14.05 GMT", "04/03/2025 14:05 IST", "Tuesday, 4th March 2025"), 12h am/pm and 24h clocks, '
         'zone names (ET/PT/CT/MT/HT, EST/EDT, GMT/BST, AEDT/AEST/AWST, IST, SGT, HKT, SAST, WAT, EAT, PHT), UTC offsets ("(+08:00)", "GMT -5"), '
         'time-only stamps under day headers (live blogs, Telegram), relative stamps ("Today, 07:02 AM", "41m ago", "3 days ago", "4 hours after ... first published"), '
         'ISO 8601 with offsets / Z / epoch milliseconds in metadata, and stamps inside tables.\n')
cs = [a for a in A if a['charset'] != 'utf-8']
o.append('## Charsets\n%d pages are encoded in legacy charsets (bytes really in that encoding; characters outside it written as numeric references, as legacy CMSs do): %s. The rest are UTF-8.\n' % (
    len(cs), ', '.join('%s (%s)' % (a['id'], a['charset']) for a in sorted(cs, key=lambda a: a['id']))))
o.append('## Kinds\n| kind | expected | pages | what it tests |\n|---|---|---|---|')
kc = collections.Counter(a['kind'] for a in A)
for k, lab, fn, pool, cnt, what in gen.KINDS:
    o.append('| %s | %s | %d | %s |' % (k, lab, kc[k], what))
o.append('\n## Audit (one line per page: id, label, kind, skin, t, deciding evidence)\n')
for a in sorted(A, key=lambda a: a['id']):
    o.append('- %s **%s** `%s` %s t=%s — %s' % (a['id'], a['label'], a['kind'], a['skin'], a['t'], a['evidence']))
o.append(open(os.path.join(OUT, 'src', 'doubts.md')).read())
open(os.path.join(OUT, 'NOTES.md'), 'w').write('\n'.join(o) + '\n')
print('NOTES.md written')
