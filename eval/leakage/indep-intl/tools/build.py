import json, os, sys, importlib, collections, re
from sites import enrich, STYLES
sys.path.insert(0, os.path.dirname(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BATCHES = [b for b in ['batch_zh1','batch_zh2','batch_ja','batch_de','batch_fr','batch_es','batch_extra'] if os.path.exists(os.path.join(ROOT,'tools',b+'.py'))]
REJ = {'published_after','updated_after','metadata_mismatch','later_fact_body','relative_date_leak','sidebar_leak','comments_leak','injection','evasion_unicode','hidden_text_leak'}
ACC = {'clean_plain','clean_scheduled_future','clean_past_dates','clean_sidebar','clean_near_t','clean_timezone'}
pages = []
for b in BATCHES:
    pages += importlib.import_module(b).PAGES
pages.sort(key=lambda p: (['zh','ja','de','fr','es'].index(p['id'].split('-')[0]), int(p['id'].split('-')[1])))
ids = set()
lines = []
for p in pages:
    assert p['id'] not in ids, p['id']; ids.add(p['id'])
    assert p['t'].endswith('Z')
    assert (p['kind'] in REJ) == (p['exp']=='reject') and (p['kind'] in REJ|ACC), p['id']
    assert p.get('note'), p['id']
    fn = f"pages/{p['id']}.html"
    html = p['html']
    m = re.search(r'<html lang="([^"]+)">', html)
    site = next(k for k,v in STYLES.items() if v['nav'] in html)
    html = enrich(html, site, p['url'], p['id'])
    with open(os.path.join(ROOT, fn), 'w', encoding='utf-8') as f: f.write(html)
    lines.append(json.dumps({"id":p['id'],"file":fn,"url":p['url'],"forecast_time":p['t'],"expected":p['exp'],"kind":p['kind']}, ensure_ascii=False))
with open(os.path.join(ROOT,'labels.jsonl'),'w',encoding='utf-8') as f: f.write('\n'.join(lines)+'\n')
with open(os.path.join(ROOT,'tools','notes_data.json'),'w',encoding='utf-8') as f:
    json.dump([{k:p[k] for k in ('id','exp','kind','note','t')} for p in pages], f, ensure_ascii=False, indent=0)
c = collections.Counter((p['id'][:2],p['kind']) for p in pages)
print(len(pages), collections.Counter(p['exp'] for p in pages), collections.Counter(p['id'][:2] for p in pages))
for k,v in sorted(c.items()): print(k,v)
