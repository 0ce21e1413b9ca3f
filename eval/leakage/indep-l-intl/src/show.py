import json, sys
N = json.load(open('src/label_notes.json'))
L = [json.loads(l) for l in open('labels.jsonl')]
PY = {'gb2312': 'gbk', 'big5': 'cp950', 'shift_jis': 'cp932', 'euc-kr': 'cp949', 'iso-8859-1': 'cp1252', 'big5-hkscs': 'big5hkscs', 'iso-8859-8-i': 'iso8859_8'}
def show(idx, n=3000):
    l = L[idx]; x = N[idx]
    enc = x['meta'].split('/')[3]
    py = PY.get(enc.lower(), enc)
    b = open(l['file'], 'rb').read()
    print('=====', l['id'], x['expected'], x['kind'], x['meta'], l['forecast_time'], x['why'][:160])
    print(b.decode(py)[:n])
sel = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
for i, x in enumerate(N):
    if sel in x['meta'] or sel == x['id'] or sel == x['kind']:
        show(i, n)
