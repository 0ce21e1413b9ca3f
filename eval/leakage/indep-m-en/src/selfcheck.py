"""Self-check: every label's file exists, ids unique, forecast_time parses as UTC, pairs and split."""
import json, os, sys, collections
from datetime import datetime, timezone
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
L = [json.loads(l) for l in open(os.path.join(root, 'labels.jsonl'))]
ids = [l['id'] for l in L]
assert len(ids) == len(set(ids)), 'duplicate ids'
keys = {'id', 'file', 'url', 'forecast_time', 'expected', 'kind'}
for l in L:
    assert set(l) == keys, l
    assert os.path.isfile(os.path.join(root, l['file'])), l['file']
    assert l['forecast_time'].endswith('Z')
    t = datetime.strptime(l['forecast_time'], '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=timezone.utc)
    assert l['expected'] in ('accept', 'reject')
    assert l['url'].startswith('https://')
by = collections.defaultdict(list)
for l in L:
    by[l['file']].append(l)
pairs = [v for v in by.values() if len(v) == 2]
for a, b in pairs:
    assert {a['expected'], b['expected']} == {'accept', 'reject'}
    r, c = (a, b) if a['expected'] == 'reject' else (b, a)
    assert r['forecast_time'] < c['forecast_time']
files = set(os.listdir(os.path.join(root, 'pages')))
assert files == {l['file'][6:] for l in L}, 'orphan pages'
rej = sum(l['expected'] == 'reject' for l in L)
print(f"OK: {len(by)} pages, {len(L)} labels, {rej} reject / {len(L) - rej} accept, {len(pairs)} pairs ({2 * len(pairs)} labels), "
      f"{sum(l['kind'].startswith('injection') for l in L)} injections, {len({l['kind'] for l in L})} kinds")
