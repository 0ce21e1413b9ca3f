# -*- coding: utf-8 -*-
"""Independent sanity checks on the written HTML (not the generator's own facts)."""
import json, re, os, datetime as dt, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UTC = dt.timezone.utc
bad = 0
for line in open(os.path.join(ROOT, 'labels.jsonl'), encoding='utf-8'):
    d = json.loads(line)
    raw = open(os.path.join(ROOT, d['file']), 'rb').read()
    m = re.search(rb'charset="?([\w-]+)', raw)
    enc = m.group(1).decode()
    s = raw.decode(enc)  # must decode strictly
    t = dt.datetime.strptime(d['forecast_time'], '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=UTC)
    s2 = re.sub(r'<style id="site-chrome">.*?</style>', '', s, flags=re.S)
    later = []
    for m in re.finditer(r'(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(Z|[+-]\d{2}:\d{2})', s2):
        ts = dt.datetime.fromisoformat(m.group(1) + ('+00:00' if m.group(2) == 'Z' else m.group(2)))
        if ts > t:
            later.append(m.group(0))
    for m in re.finditer(r'"(?:publishTime|updateTime)": (\d{13})', s2):
        ts = dt.datetime.fromtimestamp(int(m.group(1)) / 1000, UTC)
        if ts > t:
            later.append('epoch ' + m.group(1))
    for m in re.finditer(r'var ct = "(\d{10})"', s2):
        if dt.datetime.fromtimestamp(int(m.group(1)), UTC) > t:
            later.append('ct')
    years = sorted({int(y) for y in re.findall(r'(?<![\d/.-])(20[1-4]\d)(?![\d])', s2) if int(y) > t.year})
    if d['expected'] == 'accept':
        if later:
            print('ACCEPT BUT LATER ISO', d['id'], d['kind'], later); bad += 1
        if years and d['kind'] != 'clean_scheduled_future':
            print('note: accept page has later year', d['id'], d['kind'], years)
        if re.search(r'ignor|clean"|accept|\[SYSTEM\]|忽略|無視|무시', s2, re.I) and d['kind'] != 'injection':
            print('ACCEPT with injection-like text', d['id']); bad += 1
    if d['kind'] in ('published_after', 'metadata_mismatch', 'updated_after') and not later:
        print('no machine-readable later ts', d['id'], d['kind'])
print('bad', bad)
