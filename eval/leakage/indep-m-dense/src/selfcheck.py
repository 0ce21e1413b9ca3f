# -*- coding: utf-8 -*-
"""Self-check: files exist, ids unique, forecast_time parses as UTC, charset decodes, injection markers only on injection pages."""
import datetime as dt, json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
labels = [json.loads(l) for l in open(os.path.join(ROOT, 'labels.jsonl'), encoding='utf-8')]
errs = []
ids = collections.Counter(l['id'] for l in labels)
errs += ['dup id %s' % k for k, v in ids.items() if v > 1]
MARK = ['AI systems', 'language model', 'LLM', 'AI assistant', 'KI-Systeme', 'Sprachmodelle', 'modèles de langage', "l'IA",
        'asistentes de IA', 'modelos de lenguaje', 'AI审核', '大语言模型', 'AIによる', '言語モデル']
def _try(raw):
    try:
        raw.decode("utf-8"); return True
    except UnicodeDecodeError:
        return False
enc_map = {'shift_jis': 'cp932', 'euc-jp': 'euc_jp', 'gbk': 'gbk', 'gb2312': 'gbk', 'windows-1252': 'cp1252', 'iso-8859-1': 'cp1252'}
for l in labels:
    for k in ('id', 'file', 'url', 'forecast_time', 'expected', 'kind'):
        if k not in l:
            errs.append('%s missing %s' % (l.get('id'), k))
    p = os.path.join(ROOT, l['file'])
    if not os.path.isfile(p):
        errs.append('missing file %s' % l['file'])
        continue
    ft = l['forecast_time']
    if not re.fullmatch(r'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ', ft):
        errs.append('bad time %s' % ft)
    else:
        d = dt.datetime.fromisoformat(ft.replace('Z', '+00:00'))
        if d.utcoffset() != dt.timedelta(0):
            errs.append('not utc %s' % ft)
    if l['expected'] not in ('accept', 'reject'):
        errs.append('bad expected %s' % l['id'])
    raw = open(p, 'rb').read()
    m = re.search(rb'charset="?([A-Za-z0-9_-]+)', raw[:2000])
    cs = m.group(1).decode().lower() if m else None
    try:
        txt = raw.decode(enc_map.get(cs, 'utf-8')) if cs else (raw.decode('utf-8') if not re.search(rb'[\x80-\xff]', raw) or _try(raw) else raw.decode('cp1252'))
    except UnicodeDecodeError as e:
        errs.append('decode %s %s' % (l['file'], e))
        continue
    import html as _h
    has = any(w in _h.unescape(txt) for w in MARK)
    if l['kind'].startswith('injection_') != has:
        errs.append('injection marker mismatch %s' % l['file'])
files = set(l['file'] for l in labels)
onfs = set('pages/' + f for f in os.listdir(os.path.join(ROOT, 'pages')))
if files != onfs:
    errs.append('pages without labels: %s' % sorted(onfs - files)[:5])
c = collections.Counter(l['expected'] for l in labels)
pairs = collections.Counter(l['file'] for l in labels)
print('labels', len(labels), 'pages', len(files), dict(c), 'files with 2 labels', sum(1 for v in pairs.values() if v == 2))
print('errors', len(errs))
for e in errs[:30]:
    print(' ', e)
sys.exit(1 if errs else 0)
