# -*- coding: utf-8 -*-
"""Writes NOTES.md from labels.jsonl and src/audit.tsv (produced by gen.py)."""
import collections, json, os
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
rows = [json.loads(l) for l in open(os.path.join(ROOT, 'labels.jsonl'), encoding='utf-8')]
aud = {l.split('\t')[0]: l.rstrip('\n').split('\t') for l in open(os.path.join(ROOT, 'src', 'audit.tsv'), encoding='utf-8')}
HEAD = open(os.path.join(ROOT, 'src', 'notes_head.md'), encoding='utf-8').read()
out = [HEAD]
c = collections.Counter(r['expected'] for r in rows)
out.append('\n## Counts\n\nTotal %d pages: %d reject, %d accept.\n' % (len(rows), c['reject'], c['accept']))
out.append('\n### By kind\n\n| kind | label | n |\n|---|---|---|')
for (k, l), n in sorted(collections.Counter((r['kind'], r['expected']) for r in rows).items(), key=lambda x: (x[0][1], x[0][0])):
    out.append('| %s | %s | %d |' % (k, l, n))
for title, col in (('language/region', 3), ('site style', 4), ('charset as written', 5)):
    out.append('\n### By %s\n\n| value | reject | accept |\n|---|---|---|' % title)
    cc = collections.defaultdict(collections.Counter)
    for r in rows:
        cc[aud[r['id']][col]][r['expected']] += 1
    for v in sorted(cc):
        out.append('| %s | %d | %d |' % (v, cc[v]['reject'], cc[v]['accept']))
out.append('\n## Audit (one line per page)\n\nFormat: id | label | kind | region | style | forecast_time | deciding evidence\n')
for r in rows:
    a = aud[r['id']]
    out.append('- %s | %s | %s | %s | %s | t=%s | %s' % (r['id'], r['expected'], r['kind'], a[3], a[4], r['forecast_time'], a[6]))
open(os.path.join(ROOT, 'NOTES.md'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
