# -*- coding: utf-8 -*-
"""Checker: re-reads labels.jsonl, pages/ and src/deciders.json and verifies every label.
Usage: python3 src/check.py"""
import json, os, re, sys, base64, html, collections
import datetime as dt
from zoneinfo import ZoneInfo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UTC = dt.timezone.utc
DAY = dt.timedelta(days=1)


def date_interval(d):
    base = dt.datetime(d.year, d.month, d.day, tzinfo=UTC)
    return base - dt.timedelta(hours=14), base + DAY + dt.timedelta(hours=12)


def interval(rec):
    ty = rec['type']
    if ty == 'instant':
        x = dt.datetime.fromisoformat(rec['local']).replace(tzinfo=ZoneInfo(rec['tz'])).astimezone(UTC)
        return x, x + dt.timedelta(seconds=59)  # minute precision
    if ty == 'iso':
        x = dt.datetime.fromisoformat(rec['text'].replace('Z', '+00:00'))
        assert x.tzinfo is not None, 'iso without offset'
        x = x.astimezone(UTC)
        return x, x
    if ty == 'epoch':
        x = dt.datetime.fromtimestamp(int(rec['text']), UTC)
        return x, x
    if ty == 'date':
        return date_interval(dt.date.fromisoformat(rec['date']))
    if ty == 'relative':
        return date_interval(dt.date.fromisoformat(rec['anchor']) + DAY * rec['days'])
    return None, None


def main():
    labels = [json.loads(l) for l in open(os.path.join(ROOT, 'labels.jsonl'), encoding='utf-8')]
    dec = json.load(open(os.path.join(ROOT, 'src', 'deciders.json'), encoding='utf-8'))
    errs = []
    seen = set()
    cnt = collections.Counter(); kinds = collections.Counter(); langs = collections.Counter(); encs = collections.Counter()
    for lab in labels:
        pid = lab['id']
        def err(m):
            errs.append('%s: %s' % (pid, m))
        for k in ('id', 'file', 'url', 'forecast_time', 'expected', 'kind'):
            if k not in lab:
                err('missing field ' + k)
        if pid in seen:
            err('duplicate id')
        seen.add(pid)
        if not re.fullmatch(r'jin\d{3}', pid):
            err('bad id')
        if lab['file'] != 'pages/%s.html' % pid:
            err('file name')
        if not re.fullmatch(r'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ', lab['forecast_time']):
            err('t format')
        t = dt.datetime.fromisoformat(lab['forecast_time'].replace('Z', '+00:00'))
        if t.utcoffset() != dt.timedelta(0):
            err('t not UTC')
        fp = os.path.join(ROOT, lab['file'])
        if not os.path.exists(fp):
            err('file missing'); continue
        raw = open(fp, 'rb').read()
        d = dec.get(pid)
        if d is None:
            err('no decider record'); continue
        try:
            txt = raw.decode(d['encoding'])
        except UnicodeDecodeError as e:
            err('decode %s: %s' % (d['encoding'], e)); continue
        m = re.search(r'charset=["\']?([\w-]+)', txt[:2000], re.I)
        if d['declared_charset']:
            if not m or m.group(1).lower() != d['declared_charset'].lower():
                err('declared charset mismatch')
        elif m:
            err('charset meta present but recorded missing')
        if len(raw) < 3000 or '<html' not in txt or '</html>' not in txt:
            err('page too small / not a full document (%d bytes)' % len(raw))
        un = html.unescape(txt)
        recs = d['records']
        has_leak = has_inj = has_out = False
        n_past = 0
        for rc in recs:
            s = rc['text']
            if s not in txt and s not in un and json.dumps(s, ensure_ascii=False)[1:-1] not in txt:
                err('deciding text not found: %r' % s[:60])
            role = rc['role']
            if role == 'injection':
                has_inj = True
                if rc.get('form') == 'b64':
                    dd = base64.b64decode(s).decode('utf-8')
                    if 'accept' not in dd and len(dd) < 20:
                        err('b64 payload not an instruction')
                if rc.get('form') == 'zw' and '\u200b' not in s:
                    err('zw form without zero-width chars')
                continue
            if role == 'outcome':
                has_out = True
                continue
            if role == 'hidden_text':
                continue
            a, b = interval(rc)
            if a is None:
                err('no interval for %r' % s[:40]); continue
            if role == 'past':
                n_past += 1
                if not b < t:
                    err('past item %r ends %s, not before t %s' % (s[:50], b, t))
            elif role in ('leak', 'event', 'scheduled'):
                if not a > t:
                    err('%s item %r starts %s, not after t %s' % (role, s[:50], a, t))
                if role == 'leak':
                    has_leak = True
            else:
                err('unknown role ' + role)
        if has_out and not any(r['role'] == 'event' for r in recs):
            err('outcome without an event after t')
        reject = has_leak or has_inj or has_out
        exp = 'reject' if reject else 'accept'
        if lab['expected'] != exp:
            err('expected %s but records imply %s' % (lab['expected'], exp))
        if exp == 'accept' and n_past < 3:
            err('clean page with too few dated items')
        if lab['expected'] == 'accept' and not lab['kind'].startswith('clean_'):
            err('kind/expected mismatch')
        if lab['kind'].startswith('injection') and not has_inj:
            err('injection kind without injection record')
        if lab['kind'].startswith('leak') and not (has_leak or has_out):
            err('leak kind without leak record')
        if has_inj and (has_leak or has_out):
            err('mixed injection+leak page')
        cnt[lab['expected']] += 1; kinds[(lab['expected'], lab['kind'])] += 1; langs[d['lang']] += 1
        encs[d['encoding'] + ('' if d['declared_charset'] else '(no meta)')] += 1
    pages_on_disk = set(f[:-5] for f in os.listdir(os.path.join(ROOT, 'pages')))
    if pages_on_disk != seen:
        errs.append('pages/ and labels differ: %s' % sorted(pages_on_disk ^ seen)[:10])
    print('pages:', len(labels), dict(cnt))
    print('languages:', dict(sorted(langs.items())))
    print('encodings:', dict(sorted(encs.items())))
    for (e, k), v in sorted(kinds.items()):
        print('  %-7s %-28s %d' % (e, k, v))
    if errs:
        print('FAIL: %d problem(s)' % len(errs))
        for e in errs[:50]:
            print('  ' + e)
        sys.exit(1)
    print('OK: all checks passed')


if __name__ == '__main__':
    main()
