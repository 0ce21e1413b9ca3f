# Sanity checks: ISO stamps in accept pages must be <= t; charsets decode; counts.
import json, re, datetime as D, collections, os
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
L = [json.loads(l) for l in open(os.path.join(OUT, 'labels.jsonl'))]
isore = re.compile(r'(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2}))')
bad = 0
for l in L:
    raw = open(os.path.join(OUT, l['file']), 'rb').read()
    m = re.search(rb'charset="?([\w-]+)', raw); cs = m.group(1).decode()
    txt = raw.decode(cs)
    t = D.datetime.fromisoformat(l['forecast_time'].replace('Z', '+00:00'))
    late = [s for s in isore.findall(txt) if D.datetime.fromisoformat(s.replace('Z', '+00:00')) > t]
    ms = [int(x) for x in re.findall(r'"publishedAt": (\d{13})', txt)]
    late += [str(x) for x in ms if x / 1000 > t.timestamp()]
    if l['expected'] == 'accept' and late:
        bad += 1; print('ACCEPT WITH LATE ISO', l['id'], l['kind'], late[:3])
print('bad', bad)
c = collections.Counter((l['kind'], l['expected']) for l in L)
for k, v in sorted(c.items()): print(k, v)
print(collections.Counter(l['expected'] for l in L))
