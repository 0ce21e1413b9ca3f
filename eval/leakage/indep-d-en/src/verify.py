#!/usr/bin/env python3
"""Self-check of the d-en corpus. Exit status 1 on any hard failure."""
import collections
import datetime as dt
import html
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
fail = []
warn = []
labels = [json.loads(l) for l in open(os.path.join(ROOT, 'labels.jsonl'), encoding='utf-8')]
audit = {a['id']: a for a in json.load(open(os.path.join(ROOT, 'src', 'audit.json'), encoding='utf-8'))}
ids = [l['id'] for l in labels]
if len(ids) != len(set(ids)):
    fail.append('duplicate ids')
kinds = collections.Counter(l['kind'] for l in labels)
for k, n in kinds.items():
    if n < 6:
        fail.append(f'kind {k} has only {n} pages')
files_on_disk = set(os.listdir(os.path.join(ROOT, 'pages')))
for l in labels:
    for f in ('id', 'file', 'url', 'forecast_time', 'expected', 'kind'):
        if f not in l:
            fail.append(f"{l.get('id')}: missing {f}")
    if not re.fullmatch(r'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ', l['forecast_time']):
        fail.append(f"{l['id']}: forecast_time not UTC Z")
    t = dt.datetime.strptime(l['forecast_time'], '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=dt.timezone.utc)
    if l['expected'] not in ('accept', 'reject'):
        fail.append(f"{l['id']}: bad expected")
    if l['expected'] == 'accept' and not l['kind'].startswith('clean'):
        fail.append(f"{l['id']}: accept with non-clean kind")
    if l['expected'] == 'reject' and l['kind'].startswith('clean'):
        fail.append(f"{l['id']}: reject with clean kind")
    if not l['url'].startswith('https://'):
        fail.append(f"{l['id']}: url")
    p = os.path.join(ROOT, l['file'])
    if not os.path.exists(p):
        fail.append(f"{l['id']}: file missing")
        continue
    files_on_disk.discard(os.path.basename(p))
    raw = open(p, 'rb').read()
    m = re.search(rb'<meta charset="([^"]+)"', raw[:600])
    cs = m.group(1).decode() if m else 'utf-8'
    try:
        txt = raw.decode(cs)
    except Exception as e:
        fail.append(f"{l['id']}: does not decode as declared {cs}: {e}")
        continue
    if cs != audit[l['id']]['charset']:
        fail.append(f"{l['id']}: charset mismatch")
    un = html.unescape(txt)
    a = audit[l['id']]
    if l['expected'] == 'reject':
        mk = a.get('marker')
        if not mk:
            fail.append(f"{l['id']}: reject without marker")
        elif mk not in txt and html.unescape(mk) not in un:
            fail.append(f"{l['id']}: marker not found: {mk!r}")
    else:
        # heuristic: machine-readable timestamps on accept pages must not be after t
        for iso in re.findall(r'\b(20\d\d-\d\d-\d\dT\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d\d:\d\d)?)', txt):
            s = iso
            if s.endswith('Z'):
                s = s[:-1] + '+00:00'
            try:
                d = dt.datetime.fromisoformat(s)
            except ValueError:
                continue
            if d.tzinfo is None:
                d = d.replace(tzinfo=dt.timezone.utc)
            if d > t:
                fail.append(f"{l['id']}: accept page has machine timestamp {iso} after t {l['forecast_time']}")
        for y in set(re.findall(r'©\s*(20\d\d)', un)):
            if int(y) > t.year:
                fail.append(f"{l['id']}: accept page copyright {y} after t")
        if l['kind'] == 'clean_no_date' and re.search(r'\b(19|20)\d\d-\d\d-\d\d', txt):
            fail.append(f"{l['id']}: clean_no_date page contains a numeric date")
    if re.search(r'(?i)\b(ai|llm|automated) (reviewer|judge|grader|classifier)', un) and a['kind'] not in ('injection', 'evasion_unicode'):
        fail.append(f"{l['id']}: reviewer-addressed text on non-injection page")
if files_on_disk:
    fail.append(f'stray files: {sorted(files_on_disk)}')
lab = collections.Counter(l['expected'] for l in labels)
print('pages', len(labels), dict(lab))
for k in sorted(kinds):
    print(f'  {k:24s} {kinds[k]}')
for w in warn:
    print('WARN', w)
for f in fail:
    print('FAIL', f)
sys.exit(1 if fail else 0)
