import json, os, re, collections, datetime
ROOT=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REJ={'published_after','updated_after','metadata_mismatch','later_fact_body','relative_date_leak','sidebar_leak','comments_leak','injection','evasion_unicode','hidden_text_leak'}
ACC={'clean_plain','clean_scheduled_future','clean_past_dates','clean_sidebar','clean_near_t','clean_timezone'}
rows=[json.loads(l) for l in open(os.path.join(ROOT,'labels.jsonl'),encoding='utf-8')]
ids=set(); bad=0; sizes=[]
for r in rows:
    assert set(r)=={'id','file','url','forecast_time','expected','kind'}, r
    assert r['id'] not in ids; ids.add(r['id'])
    assert r['id'].split('-')[0] in ('zh','ja','de','fr','es')
    assert r['forecast_time'].endswith('Z'); datetime.datetime.strptime(r['forecast_time'],'%Y-%m-%dT%H:%M:%SZ')
    assert r['expected'] in ('accept','reject')
    assert (r['kind'] in REJ and r['expected']=='reject') or (r['kind'] in ACC and r['expected']=='accept'), r
    p=os.path.join(ROOT,r['file']); assert os.path.exists(p), p
    b=open(p,'rb').read(); b.decode('utf-8'); sizes.append((len(b),r['id']))
    assert b'<meta charset="utf-8">' in b[:300]
    assert r['url'].startswith('https://')
print('rows',len(rows))
print('expected',collections.Counter(r['expected'] for r in rows))
print('lang',collections.Counter(r['id'].split('-')[0] for r in rows))
print('kind',sorted(collections.Counter(r['kind'] for r in rows).items()))
sizes.sort(); print('smallest',sizes[:8]); print('largest',sizes[-3:])
print('years',sorted(collections.Counter(r['forecast_time'][:4] for r in rows).items()))
