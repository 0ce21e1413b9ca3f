import json, os, re, sys
from datetime import datetime, timezone
from collections import Counter
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ids = set(); n = 0; rej = 0; bad = 0
kinds = Counter()
for line in open(os.path.join(OUT, 'labels.jsonl'), encoding='utf-8'):
    d = json.loads(line); n += 1
    assert set(d) == {'id', 'file', 'url', 'forecast_time', 'expected', 'kind'}, d
    assert d['id'] not in ids; ids.add(d['id'])
    assert d['forecast_time'].endswith('Z')
    t = datetime.strptime(d['forecast_time'], '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=timezone.utc)
    assert d['url'].startswith('https://')
    assert d['expected'] in ('accept', 'reject')
    rej += d['expected'] == 'reject'
    kinds[d['kind']] += 1
    p = os.path.join(OUT, d['file']); assert os.path.exists(p), p
    raw = open(p, 'rb').read()
    txt = raw.decode('latin-1')
    # ISO timestamps with offsets anywhere in the page
    for m in re.finditer(r'20\d\d-\d\d-\d\dT\d\d:\d\d(:\d\d)?([+-]\d\d:\d\d|Z)', txt):
        s = m.group(0).replace('Z', '+00:00')
        if len(s) == 22: s = s[:16] + ':00' + s[16:]
        dt = datetime.fromisoformat(s)
        if dt > t and d['expected'] == 'accept':
            print('ACCEPT PAGE HAS LATER ISO', d['id'], s); bad += 1
    if d['expected'] == 'accept' and '&#x' in txt:
        print('charref in accept page', d['id'])
print(n, 'pages', rej, 'reject', n - rej, 'accept', 'bad', bad, 'kinds', len(kinds))
dup = [k for k, v in kinds.items() if v > 1]
print('repeated kinds:', dup)
