# -*- coding: utf-8 -*-
"""Write NOTES.md from src/audit.json and labels.jsonl."""
import collections, json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
A = json.load(open(os.path.join(ROOT, 'src', 'audit.json'), encoding='utf-8'))
L = [json.loads(l) for l in open(os.path.join(ROOT, 'labels.jsonl'), encoding='utf-8')]
byfile = collections.defaultdict(list)
for l in L:
    byfile[l['file']].append(l)
exp = collections.Counter(l['expected'] for l in L)
kinds = collections.Counter(l['kind'] for l in L)
langs = collections.Counter(a['lang'] for a in A)
styles = collections.Counter(a['style'] for a in A)
cs = collections.Counter(a['charset'] for a in A)
nd = [a['n_dates'] for a in A]
out = []
w = out.append
w('# indep-m-dense: long, date-dense pages with one deciding element\n')
w('Independent leakage corpus. %d pages, %d labels (%d reject / %d accept), %d files carry a matched pair '
  '(one t before the deciding element -> reject, one t after everything -> accept).\n' % (len(A), len(L), exp['reject'], exp['accept'], sum(1 for v in byfile.values() if len(v) == 2)))
w('## What it probes\n')
w('Every page is a long, realistic finance page (32 site styles: encyclopedia company page, IR history, annual report, long read, '
  'results preview/recap, explainer with timeline, sector report, fund factsheet, economic outlook, central-bank report digest, bond summary, '
  'quote page with price history, press release, earnings-call transcript, analyst blog, investor forum, live blog, directory profile, economic '
  'calendar, IPO news, dividend history, broker note, newsletter, ad-hoc announcement, investor day, Q&A thread, podcast page, rating action, '
  'commodity report, executive profile, local business news) carrying %d-%d date/time expressions (mean %.1f) in mixed roles: byline and update '
  'stamps, JSON-LD/meta dates, history/timeline entries, quarterly result tables with a "Reported" column, upcoming-date tables, "as of" stamps, '
  'quotes with dates, source footnotes, related / most-read modules, comment threads, captions, ticker widgets, price-history tables, '
  'economic-calendar rows, footers, "page generated" stamps and archive-capture banners.\n' % (min(nd), max(nd), sum(nd) / len(nd)))
w('- **Reject labels** have exactly one deciding element after t (one fact; where it is naturally repeated, e.g. publication in byline + '
  'meta + JSON-LD, all copies carry the same instant). Everything else on the page is before t or is forward-looking/service.')
w('- **Accept labels**: everything readable is public at t; the page still has several dates after t that are scheduled/forward-looking '
  '(results dates, AGM, dividend, bond maturity, policy meetings, calendar rows without actuals, targets) or service stamps after t '
  '(page generated, archive capture), and dates just before t (related headline 2-3 days before, ticker quote / comment / update stamp '
  'shortly before t, with zone).')
w('- **Injections**: 10 pages (en x5, de, fr, es, zh, ja) carry text addressed to AI/LLM reviewers in a hidden div, HTML comment, img alt, '
  'meta description, JSON-LD description, visible footer note, aria-label, white 1px text, noscript, data attribute. They are reject at any t.')
w('- Languages: %s. Charsets: %s (legacy charsets declared via meta; a few windows-1252 pages carry no declaration).\n' % (
    ', '.join('%s %d' % kv for kv in langs.most_common()), ', '.join('%s %d' % kv for kv in cs.most_common())))
w('## Zone conventions\n')
w('- Every site has one IANA zone (US sites New York/Chicago/Los Angeles, UK London, de Berlin/Vienna/Zurich, fr Paris, es Madrid/Mexico City/Buenos Aires, zh Shanghai, ja Tokyo).')
w('- Every timed stamp shows its zone (EST/EDT, GMT/BST, CET/CEST = MEZ/MESZ, 北京时间, JST, -03 ...); machine stamps carry an ISO offset; capture banners and some "generated" stamps are UTC.')
w('- A date without a time means the whole local day in the site zone.')
w('- Margins (enforced by the generator for every dated item, not only the deciding one): timed items >= 20 min from t '
  '(past items >= 40 min before t in practice); date-only items <= t\'s local day - 2 or >= t\'s local day + 2; month/year items end at least '
  'two days before t\'s local day.')
w('- Year-less or relative stamps (kind `leak_relative_date`) resolve against the page\'s own byline: a year-less "Updated 14 Mar, 16:05 EST" takes '
  'the byline\'s year (an update cannot precede publication); "Update (Friday, 09:40 BST)" is the first such weekday after the byline\'s weekday+date '
  '(within 6 days); "N days after this article was first published" counts from the byline date.\n')
w('## Generation\n')
w('`python3 src/gen.py` (stdlib only, seeded) writes pages/, labels.jsonl and src/audit.json; `python3 src/notes.py` writes this file; '
  '`python3 src/selfcheck.py` checks files, ids, UTC times, charset decoding and that AI-addressed text appears only on injection pages. '
  'The generator registers every date it prints with a role (past / deciding / future / service) and validates each label against the '
  'margins above before writing; pairs get t2 after the last past or deciding item.\n')
w('## Kinds\n')
w(', '.join('`%s` %d' % kv for kv in sorted(kinds.items())) + '\n')
w('## Labels I am least sure of\n')
w('- `leak_hidden_modified`: only JSON-LD dateModified / article:modified_time is after t; the visible page shows nothing new. Rejected per the brief (machine modification date), but a reader looking only at visible text would accept.')
w('- `leak_relative_date`: decided only after anchoring a year-less or weekday-only stamp to the byline (and "N days after publication"). The alternative reading of a year-less stamp as the previous year is excluded only because an update cannot precede publication.')
w('- `leak_period_result` rows where the quarter had already ended at t: decided by the row\'s own "Reported" date (after t) and by the page\'s own upcoming-dates table, not by the period end.')
w('- `leak_calendar_actual` / `clean_calendar_no_actual`: calendar pages show actuals for releases between publication and t (live widget) - accepted, since all of them were public at t.')
w('- `clean_capture_banner` / `clean_generated_stamp`: some capture/generation stamps are only a day or two after t.')
w('- `clean_passed_no_outcome`: a scheduled item ("Trading update", a macro release, a results date) lies between publication and t with no outcome reported; stale but not a leak.')
w('- `clean_near_before`: last comment or update 40 min to 3 h before t, stated with zone; close to the 20-minute rule but on the safe side.')
w('- Pages declaring iso-8859-1 are encoded as windows-1252 (as browsers decode them); a few windows-1252 pages have no charset declaration at all.')
w('- Accept labels of pairs (`clean_after_*`) sit after everything; scheduled dates between t1 and t2 have passed without outcome on the page.\n')
w('## Audit: one line per page\n')
w('file | lang | style | zone | charset | labels (t -> expected) | what decides\n')
for a in A:
    labs = byfile['pages/' + a['file']]
    ls = '; '.join('%s %s->%s' % (l['id'], l['forecast_time'], l['expected']) for l in labs)
    w('- `%s` | %s | %s | %s | %s | %s | %s%s' % (a['file'], a['lang'], a['style'], a['zone'], a['charset'], ls, a['decides'],
                                               ' (pair accept label: after everything)' if len(labs) == 2 else ''))
open(os.path.join(ROOT, 'NOTES.md'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
print('NOTES.md written', len(out), 'lines')
