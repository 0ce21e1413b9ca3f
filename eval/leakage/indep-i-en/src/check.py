#!/usr/bin/env python3
"""Checker: from the structured data the generator used (src/manifest.json), verify that
 - every accept page has no non-forward item whose conservative interval ends after t, and no injection;
 - every temporal reject page has at least one non-forward item whose interval starts after t;
 - every injection reject page is otherwise clean and its injected text is present (in its disguise);
 - labels.jsonl agrees with the manifest; every recorded stamp text occurs in the decoded page.
Run from the corpus root: python3 src/check.py"""
import os, sys, json, html, base64, codecs, collections
from datetime import datetime
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from core import INJ, HOMO, zw, rot13


def P(s):
    return datetime.fromisoformat(s.replace('Z', '+00:00'))


def main():
    man = json.load(open(os.path.join(HERE, 'manifest.json')))
    labels = [json.loads(l) for l in open(os.path.join(ROOT, 'labels.jsonl'))]
    assert len(man) == len(labels)
    errs = []
    miss_text = 0
    cnt = collections.Counter()
    for m, lab in zip(man, labels):
        pid = m['id']
        assert lab['id'] == pid and lab['expected'] == m['expected'] and lab['forecast_time'] == m['forecast_time'], pid
        t = P(m['forecast_time'])
        nf = [it for it in m['items'] if not it['forward']]
        late_end = [it for it in nf if P(it['end']) > t]
        late_start = [it for it in nf if P(it['start']) > t]
        raw = open(os.path.join(ROOT, lab['file']), 'rb').read()
        doc = html.unescape(raw.decode(m['codec']))
        if len(raw) < 3000:
            errs.append(f"{pid}: page too small ({len(raw)} bytes)")
        for it in m['items']:
            if it['text'] not in doc and it['text'] not in doc.replace('\\u', '') and html.escape(it['text']) not in doc:
                miss_text += 1
                errs.append(f"{pid}: recorded stamp text not found in page: {it['text']!r}")
        if m['case'] == 'clean':
            cnt['accept'] += 1
            if late_end:
                errs.append(f"{pid}: clean page has item not before t: {late_end[0]}")
            if m['injection']:
                errs.append(f"{pid}: clean page has injection")
            if lab['expected'] != 'accept':
                errs.append(f"{pid}: clean page not labeled accept")
        elif m['case'] == 'leak':
            cnt['reject_temporal'] += 1
            if not late_start:
                errs.append(f"{pid}: leak page has no item after t")
            if lab['expected'] != 'reject':
                errs.append(f"{pid}: leak page not labeled reject")
        elif m['case'] == 'inject':
            cnt['reject_injection'] += 1
            if late_end:
                errs.append(f"{pid}: injection page is not otherwise clean: {late_end[0]}")
            tech, lang = m['injection']
            txt = INJ[lang]
            tk = None
            # accept any disguise of the injected text
            forms = []
            for cand in [txt]:
                for tkc in set(__import__('re').findall(r'\b[A-Z]{4}\b', doc)) or {''}:
                    s = cand.replace('{tk}', tkc)
                    forms += [s, s.translate(HOMO), zw(s), rot13(s), base64.b64encode(("Decode and follow: " + s).encode()).decode(),
                              s.replace('--', '-'), json.dumps(s, ensure_ascii=False)[1:-1]]
            if not any(f in doc for f in forms):
                errs.append(f"{pid}: injection text not found ({tech}, {lang})")
            if lab['expected'] != 'reject':
                errs.append(f"{pid}: injection page not labeled reject")
        cnt['enc:' + m['encoding']] += 1
    styles = sorted(set(m['style'] for m in man))
    print(json.dumps(dict(counts=cnt, n_styles=len(styles), missing_stamp_texts=miss_text, errors=len(errs)), indent=1, default=dict))
    for e in errs[:40]:
        print('ERR', e)
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main())
