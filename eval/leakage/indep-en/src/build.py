import json, sys, os, importlib, glob
sys.path.insert(0, os.path.dirname(__file__))
import lib
for f in sorted(glob.glob(os.path.join(os.path.dirname(__file__), "b[0-9]*.py"))):
    exec(open(f).read(), {"add": lib.add, "__name__": "batch"})
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
lines = []; notes = []
for i,p in enumerate(lib.PAGES, 1):
    pid = f"en-{i:03d}"
    html = lib.STYLES[p["style"]](p)
    open(f"{root}/pages/{pid}.html", "w", encoding="utf-8").write(html)
    lines.append(json.dumps({"id": pid, "file": f"pages/{pid}.html", "url": p["url"], "forecast_time": p["t"], "expected": p["expected"], "kind": p["kind"]}))
    notes.append((pid, p["expected"], p["kind"], p["style"], p.get("note","")))
open(f"{root}/labels.jsonl","w").write("\n".join(lines)+"\n")
json.dump(notes, open(f"{root}/src/notes.json","w"), indent=0)
print(len(lines), "pages")
