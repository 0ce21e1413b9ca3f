# -*- coding: utf-8 -*-
"""Self-check: parse labels, files exist and decode in declared charset, counts."""
import collections, json, os, re, sys
from datetime import datetime
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
rows = [json.loads(l) for l in open(os.path.join(ROOT, 'labels.jsonl'), encoding='utf-8')]
err = 0
ids = set()
for r in rows:
    for k in ('id', 'file', 'url', 'forecast_time', 'expected', 'kind'):
        if k not in r:
            print('missing key', k, r); err += 1
    if r['id'] in ids:
        print('dup id', r['id']); err += 1
    ids.add(r['id'])
    if r['expected'] not in ('accept', 'reject'):
        print('bad label', r); err += 1
    if not re.match(r'^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$', r['forecast_time']):
        print('bad t', r); err += 1
    datetime.fromisoformat(r['forecast_time'].replace('Z', '+00:00'))
    if not re.match(r'^https://[a-z0-9.-]+\.example/', r['url']):
        print('bad url', r['url']); err += 1
    if r['file'] != 'pages/%s.html' % r['id']:
        print('bad file', r); err += 1
    p = os.path.join(ROOT, r['file'])
    if not os.path.exists(p):
        print('missing', p); err += 1
        continue
    b = open(p, 'rb').read()
    m = re.search(rb'charset="?([A-Za-z0-9_-]+)', b[:2000])
    cs = m.group(1).decode() if m else ('utf-8-sig' if b.startswith(b'\xef\xbb\xbf') else 'utf-8')
    try:
        b.decode(cs)
    except Exception as e:
        print('decode fail', r['id'], cs, e); err += 1
expected_ids = {'e-intl-%03d' % i for i in range(1, 201)}
if ids != expected_ids:
    print('id set mismatch', sorted(ids ^ expected_ids)[:10]); err += 1
lab = collections.Counter(r['expected'] for r in rows)
kinds = collections.Counter((r['kind'], r['expected']) for r in rows)
print('pages', len(rows), dict(lab))
for (k, l), n in sorted(kinds.items()):
    print('  %-32s %-6s %d' % (k, l, n))
    if n < 3:
        print('   (small kind)')
if not (0.4 <= lab['reject'] / len(rows) <= 0.6):
    print('label balance off'); err += 1
print('ERRORS', err)
sys.exit(1 if err else 0)
