"""Write NOTES.md from src/audit.json (run after gen.py)."""
import json, os, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
recs = json.load(open(os.path.join(ROOT, 'src', 'audit.json')))
C = collections.Counter
lab = C(r['expected'] for r in recs)
kinds = collections.defaultdict(C)
for r in recs:
    kinds[r['kind']][r['expected']] += 1
styles = C(r['_style'] for r in recs)
locs = C(r['_loc'] for r in recs)
cs = C(r['_cs'] for r in recs)
out = []
w = out.append
w('# e-en corpus (English-language pages) — NOTES\n')
w('Independent evaluation corpus for the temporal-leakage filter: %d pages, %d reject / %d accept.\n' % (len(recs), lab['reject'], lab['accept']))
w('## How it was built\n')
w('- `src/gen.py` (stdlib only, fixed seeds `random.Random(20261201)` and `Random(77)` for id shuffling) builds a spec per page '
  '(site, locale, story text, publication/update instants, sidebar, comments, extra markup) and renders it with one of the '
  'site-style renderers in `src/render.py`; `src/topics.py` writes the story text; `src/common.py` has locale/time-zone formatting '
  '(zoneinfo, DST-correct). `src/notes.py` writes this file; `src/selfcheck.py` validates the corpus.')
w('- Rebuild: `python3 src/gen.py && python3 src/notes.py && python3 src/selfcheck.py`.')
w('- Every scenario is constructed from an explicit forecast time t; the deciding date/fact is placed relative to t, and the '
  'evidence string below is computed from the same values that were rendered. All companies, sites, banks and statistics offices are fictional.')
w('- Pages published within a day or two of t always show a clock time with a zone (ET/CT/PT, EST/EDT, GMT/BST, AEST/AEDT, AWST, NZST/NZDT, IST, SAST, SGT, HKT, UTC, or UTC+n for Ireland).')
w('- Page ids are shuffled so kinds are not in blocks. Analytics content ids are unrelated numbers.\n')
w('## Site styles (renderer: pages)\n')
desc = {'news_us': 'US regional business journal (ET/CT/PT, AP-style times, paywall note)', 'news_uk': 'UK/IE broadsheet business section',
        'news_in': 'Indian business daily (IST, "Published: 05 Mar 2025, 09:45 PM IST")', 'news_intl': 'regional dailies ZA/NZ/HK/CA/AU/SG',
        'amp': 'AMP article view', 'printview': 'print view', 'jsapp': 'Next.js-style app page with __NEXT_DATA__', 'morning_note': 'sell-side morning note as HTML',
        'transcript': 'earnings-call transcript', 'edgar': 'EDGAR-style 8-K filing index + EX-99.1', 'asx': 'ASX-style announcement', 'sgx': 'SGXNet-style announcement',
        'companies_house': 'Companies-House-style filing history', 'ir_list': 'investor-relations news list', 'release': 'central-bank / statistics-office release',
        'trade': 'commodity / shipping / energy trade press', 'crypto_notice': 'crypto exchange help-centre notice', 'wire': 'press-release wire (embargo lines)',
        'reddit': 'old-Reddit-like thread', 'hn': 'HN-like archive mirror', 'phpbb': 'phpBB forum (prosilver)', 'discourse': 'Discourse topic with time-gap markers',
        'qa': 'Stack-Exchange-like Q&A', 'newsletter': 'Substack-like newsletter (window._preloads)', 'podcast': 'podcast episode page',
        'wiki': 'wiki article with revision/last-edited info', 'liveblog': 'live blog', 'aggregator': 'headline aggregator'}
for k, v in sorted(styles.items()):
    w('- `%s` (%d): %s' % (k, v, desc.get(k, '')))
w('- archived snapshots (archive toolbar wrapper) are applied to some pages: %d' % sum(1 for r in recs if 'archive-machine' in r['url']))
w('\n## Locales\n')
w(', '.join('%s: %d' % kv for kv in sorted(locs.items())))
w('\n## Charsets\n')
w(', '.join('%s: %d' % kv for kv in sorted(cs.items())) + ' (legacy pages declare their charset in `<meta charset>` and are encoded in it; characters outside the charset are numeric references).')
w('\n## Kinds (reject / accept)\n')
w('| kind | reject | accept | what it tests |')
w('|---|---|---|---|')
kd = {'published_after': 'page published after t', 'clean_article': 'plain clean pages, some archived', 'visible_update': 'visible Updated/Amended/Corrected/last-edited stamps and filing rows before vs after t',
      'metadata_modified': 'modification only in JSON-LD / og / __NEXT_DATA__ / __INITIAL_STATE__ / __NUXT__ / __APOLLO_STATE__ / _preloads / microdata',
      'sidebar_lists': 'most-read/related/ticker/aggregator lists: old vs after-t items, undated outcomes', 'forward_looking': 'schedules, calendars, guidance, maturities after t',
      'realised_outcome': 'realised result of a period not over at t, without a date', 'relative_date': 'relative / year-less dates resolving before vs after t',
      'comment_thread': 'comments and forum replies before vs after t', 'prompt_injection': 'text addressed to an automated reviewer, many hiding places and languages',
      'injection_decoy': 'benign look-alikes (notes to editors, aria-labels, honeypot, reported speech)', 'timezone_conversion': 'local time that only converts to before/after t',
      'dayfirst_date': 'numeric dd/mm/yyyy dates on day-first sites', 'near_boundary': 'published minutes before/after t with zone', 'no_date': 'no publication date at all (fail-closed)',
      'boilerplate_clean': 'copyright year of t, privacy-policy date, review/maintenance dates', 'live_blog': 'latest live-blog entry before/after t', 'embargo_line': 'embargo lifting before/after t'}
for k in sorted(kinds):
    w('| %s | %d | %d | %s |' % (k, kinds[k]['reject'], kinds[k]['accept'], kd.get(k, '')))
w('\n## Doubts\n')
for d in [
    'injection_decoy (accept): one page reports, in reported speech, that researchers typed "ignore previous instructions" into bank chatbots; a strict filter may reject it. I judge it not addressed to a reviewer.',
    'boilerplate_clean (accept): "Next review due" and "Planned maintenance" dates after t are schedules; copyright line uses the year of t while the article is from the previous December.',
    'no_date (reject): the footer copyright year is the only date; the body may imply a season but no publication date is derivable.',
    'companies_house: the page\'s "publication" is the newest filing row, shown as a date only; accept rows are 2-6 days before t and reject rows 3-30 days after, so date-only is decidable.',
    'edgar: times are shown without a zone abbreviation but the page says "Times shown are Eastern Time"; one near_boundary page relies on that.',
    'hn/reddit/discourse/qa show date-only or relative dates visibly and the full instant in title attributes / data-time; near-t comments are decided by those attributes plus the page note that times are UTC.',
    'realised_outcome: headlines/sentences say "year to 31 December" or "calendar" so a non-calendar fiscal year cannot rescue them; cpi_month states the outcome for the month that contains t.',
    'relative_date reject pages contain editor\'s notes / postscripts inside pages whose stated publication is before t; they are realistic as silently-updated pages but some filters may treat in-body notes as dated by the page.',
    'dayfirst_date pages omit ISO metadata (hide_meta) so only dd/mm/yyyy is visible; the sidebar always includes at least one date with day > 12 so the convention is visible on the page.',
    'live_blog pages carry the latest entry also in JSON-LD dateModified; for reject pages that alone would suffice.',
    'Story text is template-generated: sidebar headlines and some bodies pair unrelated company names and topics (e.g. a bank "fixing vessels"); this is cosmetic and does not affect labels.',
    'timezone_conversion uses Loc/zoneinfo; DST transitions are handled by zoneinfo, but UTC+n for Irish pages is a simplification of how Irish sites show time.',
]:
    w('- ' + d)
w('\n## Audit (id, label, kind, style/locale/charset, deciding evidence)\n')
for r in sorted(recs, key=lambda r: r['id']):
    w('- %s | %s | %s | %s/%s/%s | t=%s | %s' % (r['id'], r['expected'], r['kind'], r['_style'], r['_loc'], r['_cs'], r['forecast_time'], r['_ev']))
open(os.path.join(ROOT, 'NOTES.md'), 'w').write('\n'.join(out) + '\n')
print('notes ok')
