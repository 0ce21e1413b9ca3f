import json, os, sys, importlib
sys.path.insert(0, os.path.dirname(__file__))
from common import PAGES, Z
MODS = [m for m in ["s_a","s_b","s_c","s_d","s_e","s_f","s_g","s_h","s_i","s_j","s_k","s_l"] if os.path.exists(os.path.join(os.path.dirname(__file__), m + ".py"))]
for m in MODS:
    importlib.import_module(m).build()
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
pd = os.path.join(root, "pages"); os.makedirs(pd, exist_ok=True)
for f in os.listdir(pd): os.remove(os.path.join(pd, f))
ids = set()
with open(os.path.join(root, "labels.jsonl"), "w") as lf, open(os.path.join(root, "NOTES.md"), "w") as nf:
    nf.write(open(os.path.join(os.path.dirname(__file__), "notes_header.md")).read())
    for p in PAGES:
        assert p["id"] not in ids, p["id"]; ids.add(p["id"])
        fn = f"pages/{p['id']}.html"
        with open(os.path.join(root, fn), "wb") as f:
            f.write(p["html"].encode(p["enc"], p["errors"]))
        lf.write(json.dumps({"id": p["id"], "file": fn, "url": p["url"], "forecast_time": Z(p["t"]),
                             "expected": p["expected"], "kind": p["kind"]}) + "\n")
        nf.write(f"- {p['id']} | {p['expected']} | {p['kind']} | {p['enc']} | t={Z(p['t'])} | {p['note']}\n")
r = sum(p["expected"] == "reject" for p in PAGES)
print(len(PAGES), "pages;", r, "reject;", len(PAGES) - r, "accept")
