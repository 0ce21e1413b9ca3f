# -*- coding: utf-8 -*-
"""Self-check for the d-intl corpus. Run from the corpus root: python3 src/verify.py"""
import collections
import datetime as dt
import html
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REJECT = {'published_after', 'updated_after', 'metadata_mismatch', 'sidebar_leak', 'comments_leak', 'hidden_text_leak',
          'later_fact_body', 'relative_date_leak', 'period_claim', 'injection', 'evasion_unicode'}
ACCEPT = {'clean_plain', 'clean_near_t', 'clean_timezone', 'clean_numeric_dates', 'clean_updated_before', 'clean_scheduled_future',
          'clean_sidebar', 'clean_comments', 'clean_past_dates', 'clean_anniversary', 'clean_yearless'}
PYCS = {'gbk': 'gbk', 'gb18030': 'gb18030', 'big5': 'big5', 'shift_jis': 'shift_jis', 'euc-jp': 'euc_jp', 'euc-kr': 'euc_kr',
        'windows-1252': 'cp1252', 'iso-8859-1': 'latin-1', 'utf-8': 'utf-8'}
ISO = re.compile(r'(20\d\d-\d\d-\d\dT\d\d:\d\d(?::\d\d)?)([+-]\d\d:\d\d|Z)')
SUSPECT = ['ACCEPT', 'AC\u00adCE', '\u0410\u0421\u0421\u0415\u0420\u0422', 'LLM', '\u200b', '\u200d', 'AI評審', 'AIレビュアー', 'KI-Gutachter', 'reviewer']

errs = []


def err(*a):
    errs.append(' '.join(str(x) for x in a))


def parse_iso(s, off):
    d = dt.datetime.fromisoformat(s)
    if off == 'Z':
        return d.replace(tzinfo=dt.timezone.utc)
    sign = 1 if off[0] == '+' else -1
    h, m = int(off[1:3]), int(off[4:6])
    return d.replace(tzinfo=dt.timezone(sign * dt.timedelta(hours=h, minutes=m)))


def main():
    labels = [json.loads(l) for l in open(os.path.join(ROOT, 'labels.jsonl'), encoding='utf-8') if l.strip()]
    markers = json.load(open(os.path.join(ROOT, 'src', 'markers.json'), encoding='utf-8'))
    ids = [l['id'] for l in labels]
    if len(ids) != len(set(ids)):
        err('duplicate ids')
    kinds = collections.Counter()
    for l in labels:
        for k in ('id', 'file', 'url', 'forecast_time', 'expected', 'kind'):
            if k not in l:
                err(l.get('id'), 'missing field', k)
        if set(l) != {'id', 'file', 'url', 'forecast_time', 'expected', 'kind'}:
            err(l['id'], 'extra fields')
        if not re.fullmatch(r'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ', l['forecast_time']):
            err(l['id'], 'forecast_time not UTC Z')
        t = dt.datetime.strptime(l['forecast_time'], '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=dt.timezone.utc)
        if l['expected'] == 'reject' and l['kind'] not in REJECT:
            err(l['id'], 'reject with accept kind')
        if l['expected'] == 'accept' and l['kind'] not in ACCEPT:
            err(l['id'], 'accept with reject kind')
        if not l['url'].startswith('https://') or '.example' not in l['url']:
            err(l['id'], 'url not fictional https')
        kinds[l['kind']] += 1
        fp = os.path.join(ROOT, l['file'])
        if not os.path.exists(fp):
            err(l['id'], 'file missing'); continue
        raw = open(fp, 'rb').read()
        m = re.search(rb'charset="?([A-Za-z0-9_-]+)', raw[:800])
        if not m:
            err(l['id'], 'no charset declaration'); continue
        cs = m.group(1).decode().lower()
        try:
            txt = raw.decode(PYCS[cs])
        except (KeyError, UnicodeDecodeError) as e:
            err(l['id'], 'decode failed', cs, e); continue
        if cs != 'utf-8':
            try:
                raw.decode('utf-8')
                if any(b > 127 for b in raw):
                    err(l['id'], 'declared legacy charset but bytes are valid UTF-8 with non-ASCII')
            except UnicodeDecodeError:
                pass
        un = html.unescape(txt)
        if l['expected'] == 'reject':
            mk = markers.get(l['id'])
            if not mk:
                err(l['id'], 'no marker'); continue
            if mk not in txt and mk not in un and html.escape(mk) not in txt:
                err(l['id'], 'marker not found:', mk)
        else:
            for s in SUSPECT:
                if s in un:
                    err(l['id'], 'accept page contains suspect string', repr(s))
            for mm in ISO.finditer(txt):
                d = parse_iso(mm.group(1), mm.group(2))
                if d >= t:
                    err(l['id'], 'accept page has ISO instant at/after t:', mm.group(0), l['forecast_time'])
    for k, n in kinds.items():
        if n < 6:
            err('kind', k, 'has only', n)
    c = collections.Counter(l['expected'] for l in labels)
    print('pages', len(labels), dict(c))
    print('kinds', dict(kinds))
    if errs:
        print('\n'.join(errs))
        print('FAILED', len(errs))
        sys.exit(1)
    print('OK')


if __name__ == '__main__':
    main()
