# -*- coding: utf-8 -*-
"""Build the corpus: python3 src/build.py  (writes pages/, labels.jsonl, NOTES.md next to src/)."""
import os, sys, json, codecs
from datetime import datetime, timedelta
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import UTC, esc, fmt, iso_local, jd, utc_h, tzof, bank, NAMES, COMMENTS
from scen import article
from builders import *
from styles import render
import plan_en, plan_intl

COVERAGE = "Coverage: time zones incl. DST transitions (US, UK, EU, AU, NZ, Lisbon), half-/quarter-hour zones (Adelaide, India, Nepal, Newfoundland), zones ahead of UTC whose local date is t's next day; 12/24-hour clocks and 12:xx AM/PM, 午前/午後0時, 오전/오후 12시, 上午/下午12時; day-first vs month-first numerics; Reiwa, ROC (Minguo) and Buddhist-era years, Arabic-Indic digits; relative times anchored to the page's update stamp; weekday-relative updates; year-less dates; machine stamps (time@datetime, JSON-LD, article/og meta, __NEXT_DATA__, window.__INITIAL_STATE__/__STATE__, epoch fields) agreeing or disagreeing with visible stamps; live blogs/tickers, tables, comment threads, forums, wiki histories; scheduled future dates; day-level-only pages (decided against the whole local day, or against every zone UTC-12..UTC+14 where no zone is stated); 11 injection pages.\n\nEncoding column: Python codec name of the bytes; 'X bytes (declares Y)' marks pages whose declaration lies, is a compatible-but-different label, or is missing. Each why names the decisive expression and its UTC instant. Doubt: none - every label was derived mechanically from the registered dated items and cross-checked against the intended label.\n\n"

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    results = plan_en.pages() + plan_intl.pages()
    ids = [r['id'] for r in results]
    assert len(ids) == len(set(ids)), 'duplicate ids'
    os.makedirs(os.path.join(OUT, 'pages'), exist_ok=True)
    labels, notes = [], []
    for r in results:
        html = render(r['page'], r['site'])
        data = html.encode(r['enc'], errors='xmlcharrefreplace')
        fn = 'pages/%s.html' % r['id']
        with open(os.path.join(OUT, fn), 'wb') as f:
            f.write(data)
        labels.append(json.dumps({"id": r['id'], "file": fn, "url": r['page']['url'], "forecast_time": r['t'], "expected": r['expected'], "kind": r['kind']}, ensure_ascii=False))
        decl = r['charset'] if r['charset'] else 'none declared'
        same = bool(r['charset']) and codecs.lookup(r['charset']).name == codecs.lookup(r['enc']).name
        encs = codecs.lookup(r['enc']).name if same else '%s bytes (declares %s)' % (codecs.lookup(r['enc']).name, decl)
        notes.append('%s | %s | %s | %s | %s | [%s, %s, zone %s] %s' % (r['id'], r['expected'], r['kind'], encs, r['t'], r['lang'], r['site'], r['tz'], r['why'].replace('\n', ' ')))
    with open(os.path.join(OUT, 'labels.jsonl'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(labels) + '\n')
    acc = sum(1 for r in results if r['expected'] == 'accept')
    with open(os.path.join(OUT, 'NOTES.md'), 'w', encoding='utf-8') as f:
        f.write('# indep-h-boundary: time-near-t corpus\n\n%d pages, %d accept / %d reject. Rebuild: `python3 src/build.py` (stdlib only; needs the system tz database for zoneinfo).\n\n' % (len(results), acc, len(results) - acc))
        f.write('Rule: reject if any visible or machine-readable content (stamps, comments, rows, sidebars, inline JSON, meta) is dated after t, or if text addresses an AI/automated reviewer; scheduled/forward-looking dates are not leaks. Every dated item was registered by the generator and the label derived from them (see src/scen.py finish()).\n\n')
        f.write(COVERAGE)
        f.write('id | expected | kind | encoding | t | why\n---|---|---|---|---|---\n')
        f.write('\n'.join(notes) + '\n')
    print(len(results), 'pages', acc, 'accept', len(results) - acc, 'reject')


if __name__ == '__main__':
    main()
