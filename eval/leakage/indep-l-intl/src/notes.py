# -*- coding: utf-8 -*-
"""Write NOTES.md from src/label_notes.json (run after gen.py)."""
import json, os, collections, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from locales import LOC
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
N = json.load(open(os.path.join(ROOT, 'src', 'label_notes.json'), encoding='utf-8'))
acc = sum(1 for x in N if x['expected'] == 'accept')
pairs = sum(1 for x in N if x['kind'].startswith('pair_'))
files = len(set(json.loads(l)['file'] for l in open(os.path.join(ROOT, 'labels.jsonl'), encoding='utf-8')))
kinds = collections.Counter(x['kind'] for x in N)
o = []
o.append('# indep-l-intl — international / legacy-charset leakage corpus\n')
o.append('%d pages, %d labels (%d accept / %d reject); %d labels (%d%%) belong to matched pairs (same file, two forecast times).\n' % (
    files, len(N), acc, len(N) - acc, pairs, round(100 * pairs / len(N))))
o.append('''
## What it probes

Pages from fictional but ordinary local financial sites in zh-CN, zh-TW, zh-HK, ja, ko, de-DE/AT/CH, fr-FR/BE/CH/CA,
es-ES/MX/AR/CO, pt-BR/PT, it, nl, sv, pl, tr, ru, ar-SA/AE/EG, he, hi, th, vi, id, el, cs (34 locales, 22 languages).
Page types: news articles, blogs (WordPress), boards (Discuz!, 2ch-style dat view, Korean cafe board, phpBB, modern forum),
quote pages, fund NAV pages, economic calendars, disclosure/filing pages, central-bank/statistics releases, broker research
notes, live tickers/blogs. Skeletons range from 1990s table/font soup (upper-case tags, marquee tickers), XHTML 1.0 with XML
prolog, WAP/XHTML-MP, print views, Bootstrap, WordPress, AMP, government templates, to app shells (Next.js `__NEXT_DATA__`,
Nuxt `window.__NUXT__`, React root with `window.__PRELOADED_STATE__` where most of the content lives only in JSON).
Companies are fictional; index names and central-bank names are real.

Dates use local conventions: 年月日, 令和 era years (ja, 令和8年 = 2026), 民國 years (zh-TW, 115年 = 2026), Thai Buddhist-era
years (2569 = 2026), Arabic-Indic digits and 12-hour ص/م, Korean 오전/오후, HK 上午/下午, day-first numerals, local month
and weekday names (genitive months in pl/ru/cs/el, Levantine/Gulf double month names for ar-EG, Austrian "Jänner"),
Swiss 1’234.50 numbers, Indian lakh grouping, relative words (昨日, けさ, gestern, ce matin, 어제 ...) that refer to the day
before / morning of publication, and local zone names (北京时间, JST, KST, HKT, MESZ/MEZ, SELČ, HAE, TSİ, МСК, WIB,
IST, بتوقيت مكة المكرمة, שעון ישראל, hora argentina, horário de Brasília ...).

Charsets: GBK (declared gb2312 / GBK), GB18030, Big5 / cp950, Big5-HKSCS, Shift_JIS (windows-31j bytes), EUC-JP,
EUC-KR (cp949 bytes), windows-1251, KOI8-R, windows-1252 (declared iso-8859-1 or windows-1252), ISO-8859-15,
ISO-8859-2, windows-1250, windows-1254, ISO-8859-9, windows-1256, windows-1255, ISO-8859-7, windows-1253, TIS-620,
windows-874, windows-1258 (decomposed tone marks), UTF-8 (some with BOM). Declared by `<meta charset>`,
`http-equiv`, XML prolog, or not at all (about a fifth of legacy pages are undeclared). Characters outside a legacy
charset appear as numeric character references (as real CMSs emit them); JSON in legacy pages uses \\uXXXX escapes.

Leak probes (one small element after t in an otherwise clean page): related / most-read headline with a date, reader
comment or board reply, ticker strip "as of", live-blog entry, calendar row with the actual filled in, photo caption,
img alt text, `<noscript>` block, HTML comment, embedded JSON state, data-* attribute, JSON-LD VideoObject uploadDate,
JSON-LD dateModified, `article:modified_time` / `og:updated_time`, visible "updated" stamp, correction note, fund chart
series point, research rating-history row, statistics revision note, publication after t (visible, era-year, or only
in meta/JSON-LD). Injection probes: visible note in the page language, hidden English (display:none / off-screen /
visibility:hidden), HTML comment (English or another language), img alt, JSON state field, `<meta>` content, reader
comment, white 1px text in another language, aria-label/title attribute, `<noscript>` block.
Clean pages are made hard: scheduled future events (investor days, policy meetings, statistics release dates, calendar
rows without actuals, "next release"), earlier corrections / modification stamps before t, comments and related items
shortly (45–120 min) before t, other-zone stamps, relative day words, era years, and ordinary uses of AI / KI / IA /
ignore / approve / assistant in financial text.

## Conventions used for the labels

* Every page carries its own publication date (visible and/or meta/JSON-LD; quote pages: the quote time; fund pages:
  the NAV date; boards: the first post).
* **Zone convention:** a time shown without a zone label is in the site's home zone (table below). ISO stamps carry
  their offset; `data-ts` attributes are epoch milliseconds (UTC). Live-blog entries show only HH:MM and belong to the
  local day of the live blog's start stamp; 2ch-style and Korean board stamps are local site time.
* A date without a time is the whole local day in the site's zone; every such date is at least one full day away from
  t's local day (date D before t means t ≥ local midnight of D+2; after t means t < local midnight of D−1).
* Exact times are at least 40 minutes away from t (most are hours or days away).
* Scheduled events after t whose outcome is not reported are fine (accept). Calendar rows without an actual are fine
  even when their time is before t.
* Served/build/generated stamps are not content. Five accept pages (kind `*_served_after`) have such a stamp after t
  and nothing else after t; a few other pages carry a stamp before t or next to a real leak.

| locale | home zone | | locale | home zone |
|---|---|---|---|---|
''')
locs = list(LOC.items())
half = (len(locs) + 1) // 2
for a, b in zip(locs[:half], locs[half:] + [None]):
    o.append('| %s | %s | | %s | %s |\n' % (a[0], a[1]['tz'], b[0] if b else '', b[1]['tz'] if b else ''))
o.append('\n## Kinds\n\n')
for k, n in sorted(kinds.items()):
    o.append('* `%s`: %d\n' % (k, n))
unsure = []
for x in N:
    if 'served_after' in x['kind']:
        unsure.append((x['id'], 'accept relies on the served/build stamp convention (stamp after t, nothing else after t)'))
    elif 'live_entry' in x['kind']:
        unsure.append((x['id'], 'live entry shows only HH:MM; its day is taken from the live blog start stamp'))
    elif x['kind'] in ('caption_after_t', 'alt_after_t'):
        unsure.append((x['id'], 'photo caption/alt describes an event after t (image swapped after publication)'))
    elif 'fund_series' in x['kind'] and x['expected'] == 'reject':
        unsure.append((x['id'], 'the only leak is one point in a chart data array inside a script'))
    elif x['kind'].startswith('clean_calendar'):
        unsure.append((x['id'], 'calendar rows without actual values may lie before t; accepted by the scheduled-event convention'))
o.append('\n## Labels I am least sure of\n\n')
for i, w in unsure:
    o.append('* %s — %s\n' % (i, w))
o.append('\n## Labels\n\n`id | expected | kind | t | why` (meta: locale/genre/skeleton/charset/declaration)\n\n')
for x in N:
    o.append('%s | %s | %s | %s | %s  [%s]\n' % (x['id'], x['expected'], x['kind'], x['t'], x['why'].replace('|', '/').replace('\n', ' '), x['meta']))
o.append('\n## Regenerate\n\n`python3 src/gen.py && python3 src/notes.py` (stdlib only, Python ≥ 3.9 with zoneinfo/tzdata; seeded).\n')
open(os.path.join(ROOT, 'NOTES.md'), 'w', encoding='utf-8').write(''.join(o))
print('NOTES.md written', len(N))
