"""Self-check: parse labels, check files exist and decode, check counts."""
import json, os, re, sys, collections
from datetime import datetime
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ok = True
recs = []
with open(os.path.join(ROOT, 'labels.jsonl')) as f:
    for n, line in enumerate(f, 1):
        r = json.loads(line)
        assert set(r) == {'id', 'file', 'url', 'forecast_time', 'expected', 'kind'}, (n, r)
        assert re.fullmatch(r'e-en-\d{3}', r['id']), r['id']
        assert r['file'] == 'pages/%s.html' % r['id']
        assert re.fullmatch(r'https://[a-z0-9.-]+\.example/.*', r['url']), r['url']
        assert re.fullmatch(r'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ', r['forecast_time']), r['forecast_time']
        datetime.fromisoformat(r['forecast_time'].replace('Z', '+00:00'))
        assert r['expected'] in ('accept', 'reject')
        assert re.fullmatch(r'[a-z][a-z0-9_]*', r['kind'])
        recs.append(r)
ids = [r['id'] for r in recs]
assert len(ids) == len(set(ids)) == 200, len(ids)
assert ids == ['e-en-%03d' % i for i in range(1, 201)]
files = sorted(os.listdir(os.path.join(ROOT, 'pages')))
assert files == sorted(r['id'] + '.html' for r in recs), 'page set mismatch'
for r in recs:
    b = open(os.path.join(ROOT, r['file']), 'rb').read()
    m = re.search(rb'<meta charset="([^"]+)"', b[:3000])
    cs = m.group(1).decode() if m else 'utf-8'
    py = {'utf-8': 'utf-8', 'windows-1252': 'cp1252', 'ISO-8859-1': 'latin-1'}[cs]
    txt = b.decode(py)
    assert '<html' in txt and '</html>' in txt, r['id']
c = collections.Counter(r['expected'] for r in recs)
k = collections.Counter(r['kind'] for r in recs)
print('labels:', dict(c))
print('kinds:', dict(sorted(k.items())))
assert 0.4 <= c['reject'] / 200 <= 0.6
assert min(k.values()) >= 6, k
print('SELFCHECK OK')
