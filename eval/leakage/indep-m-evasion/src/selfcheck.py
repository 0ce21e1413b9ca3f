"""Self-check: files exist, ids unique, forecast_time parses as UTC Z, pairs share a file."""
import datetime as dt, json, os, sys
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ids, n, files = set(), 0, {}
for line in open(os.path.join(root, "labels.jsonl"), encoding="utf-8"):
    l = json.loads(line); n += 1
    assert set(l) == {"id", "file", "url", "forecast_time", "expected", "kind"}, l
    assert l["id"] not in ids, l["id"]; ids.add(l["id"])
    assert os.path.isfile(os.path.join(root, l["file"])), l["file"]
    assert l["forecast_time"].endswith("Z")
    t = dt.datetime.strptime(l["forecast_time"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc)
    assert l["expected"] in ("accept", "reject") and l["url"].startswith("https://")
    files.setdefault(l["file"], []).append(l)
pages = set(os.listdir(os.path.join(root, "pages")))
assert pages == {f.split("/", 1)[1] for f in files}, "page/label mismatch"
pairs = [v for v in files.values() if len(v) == 2]
assert all({x["expected"] for x in v} == {"accept", "reject"} for v in pairs)
print("OK", n, "labels", len(pages), "pages", len(pairs), "pairs")
