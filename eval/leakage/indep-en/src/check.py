"""Sanity checks for labels.jsonl (run from /work/frozen/indep-en)."""
import json, os, re, collections, sys
RK={"published_after","updated_after","metadata_mismatch","later_fact_body","relative_date_leak","sidebar_leak","comments_leak","injection","evasion_unicode","hidden_text_leak"}
AK={"clean_plain","clean_scheduled_future","clean_past_dates","clean_sidebar","clean_near_t","clean_timezone"}
L=[json.loads(l) for l in open('labels.jsonl')]
ids=set()
for x in L:
    assert set(x)=={"id","file","url","forecast_time","expected","kind"}, x
    assert x["id"] not in ids, x; ids.add(x["id"])
    assert os.path.exists(x["file"]), x
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", x["forecast_time"]), x
    assert x["kind"] in (RK if x["expected"]=="reject" else AK), x
print(len(L), "label lines OK")
print(dict(collections.Counter(x["expected"] for x in L)))
for k,v in sorted(collections.Counter((x["expected"],x["kind"]) for x in L).items()): print(" ",k,v)
