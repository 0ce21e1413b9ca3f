# self-check: files exist, ids unique, forecast_time parses as UTC, fields present
import json, os, sys, datetime as dt
root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ids = set(); n = 0; bad = 0
for line in open(os.path.join(root, "labels.jsonl"), encoding="utf-8"):
    l = json.loads(line); n += 1
    assert set(l) == {"id", "file", "url", "forecast_time", "expected", "kind"}, l
    assert l["id"] not in ids, l["id"]; ids.add(l["id"])
    assert os.path.isfile(os.path.join(root, l["file"])), l["file"]
    assert l["forecast_time"].endswith("Z")
    t = dt.datetime.strptime(l["forecast_time"], "%Y-%m-%dT%H:%M:%SZ")
    assert l["expected"] in ("accept", "reject")
    assert l["url"].startswith("https://")
print("ok", n, "labels", len(ids), "ids")
