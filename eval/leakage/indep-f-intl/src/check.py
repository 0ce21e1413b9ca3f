"""Sanity checks: decode pages in declared charset; machine-readable stamps vs t."""
import json, re, os, datetime as dt
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CS = {'shift_jis': 'shift_jis', 'euc-jp': 'euc_jp', 'gbk': 'gbk', 'gb2312': 'gb2312', 'gb18030': 'gb18030', 'big5': 'big5',
      'euc-kr': 'euc_kr', 'iso-8859-1': 'iso8859_1', 'windows-1252': 'cp1252', 'iso-8859-15': 'iso8859_15', 'windows-1251': 'cp1251',
      'koi8-r': 'koi8_r', 'iso-8859-9': 'iso8859_9', 'windows-1256': 'cp1256', 'utf-8': 'utf-8'}
bad = 0
for line in open(os.path.join(OUT, 'labels.jsonl'), encoding='utf-8'):
    L = json.loads(line)
    b = open(os.path.join(OUT, L['file']), 'rb').read()
    m = re.search(rb'charset="?([A-Za-z0-9_-]+)', b[:600])
    if b.startswith(b'\xef\xbb\xbf'):
        assert not m, L['id']
        s = b[3:].decode('utf-8')
    else:
        s = b.decode(CS[m.group(1).decode().lower()])
    t = dt.datetime.strptime(L['forecast_time'], '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=dt.timezone.utc)
    stamps = []
    for x in re.findall(r'"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d))"', s):
        stamps.append(dt.datetime.fromisoformat(x.replace('Z', '+00:00')))
    for x in re.findall(r'"ts": (\d{13})', s):
        stamps.append(dt.datetime.fromtimestamp(int(x) / 1000, dt.timezone.utc))
    for x in re.findall(r'last-modified" content="([^"]+)"', s):
        stamps.append(dt.datetime.strptime(x, '%a, %d %b %Y %H:%M:%S GMT').replace(tzinfo=dt.timezone.utc))
    late = [x for x in stamps if x > t]
    if L['expected'] == 'accept' and late:
        print('ACCEPT WITH LATE STAMP', L['id'], L['kind'], late[:2]); bad += 1
    if L['kind'] in ('published_after_t', 'meta_modified_after_t', 'live_entry_after_t', 'app_state_after_t', 'zone_offset_after_t', 'visible_update_after_t') and not late:
        print('REJECT WITHOUT LATE MACHINE STAMP', L['id'], L['kind']); bad += 1
    if L['kind'] == 'no_verifiable_date':
        yrs = re.findall(r'(?<!\d)(19|20)\d\d(?!\d)', re.sub(r'<[^>]+>', ' ', s))
        if stamps or yrs:
            print('NO_DATE HAS DATE?', L['id'], stamps[:1], yrs[:3]); bad += 1
print('problems:', bad)
