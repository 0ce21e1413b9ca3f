#!/usr/bin/env python3
"""Write NOTES.md from NOTES_head.md + src/audit.json."""
import collections, json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
audit = json.load(open(os.path.join(ROOT, 'src', 'audit.json'), encoding='utf-8'))
head = open(os.path.join(ROOT, 'src', 'NOTES_head.md'), encoding='utf-8').read()
kinds = collections.Counter((a['kind'], a['label']) for a in audit)
styles = collections.Counter(a['style'] for a in audit)
langs = collections.Counter(a['lang'] for a in audit)
cs = collections.Counter(a['charset'] for a in audit)
out = [head, '\n## Counts\n', '| kind | label | pages |', '|---|---|---|']
for (k, l), n in sorted(kinds.items(), key=lambda x: (x[0][1], x[0][0])):
    out.append(f'| {k} | {l} | {n} |')
out.append('\nStyles (' + str(len(styles)) + '): ' + ', '.join(f'{s} {n}' for s, n in sorted(styles.items())))
out.append('\nlang attribute: ' + ', '.join(f'{s} {n}' for s, n in sorted(langs.items())) + '  ("-" = no lang attribute)')
out.append('\nCharsets: ' + ', '.join(f'{s} {n}' for s, n in sorted(cs.items())))
out.append('\n## Audit (one line per page)\n')
out.append('`id | label | kind | style | t | the deciding evidence`\n')
for a in audit:
    ev = a['evidence'].replace('|', '/').replace('\n', ' ')
    out.append(f"{a['id']} | {a['label']} | {a['kind']} | {a['style']} ({a['cc']}, {a['lang']}, {a['charset']}) | {a['t']} | {ev}")
open(os.path.join(ROOT, 'NOTES.md'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
