# writes NOTES.md from audit.json
import json, os, collections
root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
A = json.load(open(os.path.join(root, "src", "audit.json"), encoding="utf-8"))
L = [json.loads(x) for x in open(os.path.join(root, "labels.jsonl"), encoding="utf-8")]
by = collections.defaultdict(list)
for l in L: by[l["file"]].append(l)
head = open(os.path.join(root, "src", "NOTES_head.md"), encoding="utf-8").read()
out = [head, "", "## Counts", ""]
out.append(f"- pages: {len(A)}; labels: {len(L)}; " + ", ".join(f"{k}: {v}" for k, v in collections.Counter(l['expected'] for l in L).items()))
out.append(f"- pairs (same file, reject then accept): {sum(1 for a in A if a['pair'])} files / {2 * sum(1 for a in A if a['pair'])} labels")
out.append("- labels per locale: " + ", ".join(f"{k} {v}" for k, v in sorted(collections.Counter(l['id'].rsplit('-', 1)[0] for l in L).items())))
out.append("- skeletons: " + ", ".join(f"{k} {v}" for k, v in sorted(collections.Counter(a['skel'] for a in A).items())))
out.append("- byte encodings: " + ", ".join(f"{k} {v}" for k, v in sorted(collections.Counter(a['codec'] for a in A).items())))
out.append("- kinds: " + ", ".join(f"{k} {v}" for k, v in sorted(collections.Counter(l['kind'] for l in L).items())))
out += ["", "## Audit (one line per page)", "",
        "Format: file | locale | page style | bytes/declared | kind | label(s) | what decides it. Times: local ISO with offset, UTC in brackets.", ""]
for a in A:
    ls = by[a["file"]]
    lab = "; ".join(f"{l['id']} t={l['forecast_time']} {l['expected']}" for l in ls)
    decl = a["declared"] if a["declared"] else "undeclared"
    cs = f"{a['codec']}/{decl}" + (" (DECLARATION CONTRADICTS BYTES)" if a["wrong_decl"] else "")
    if a["kind"].startswith("leak_"):
        why = f"deciding: {a['dec']}; instant {a['D_local']} [{a['D_utc']}]" + ("" if a["dec_timed"] else " (date-only, local day)")
        if a["pair"]: why += f"; accept label t is after it and after every other stamp (latest other content {a['max_content_utc']})"
        else: why += f"; every other content stamp <= {a['max_content_utc']}"
    elif a["kind"].startswith("injection_"):
        why = f"prompt injection ({a['kind'][10:]}): \"{a['inj'][:70]}...\"; rest of page public at t (latest content {a['max_content_utc']})"
    else:
        why = f"clean: latest content stamp {a['max_content_utc']} (publ. {a['P_local']}); scheduled date {a['S']}"
        if a["R_utc"]: why += f"; render stamp {a['R_utc']}"
        if a["A_utc"]: why += f"; archive capture {a['A_utc']}"
    out.append(f"- {a['file']} | {a['loc']} | {a['skel']} | {cs} | {a['kind']} | {lab} | {why}")
open(os.path.join(root, "NOTES.md"), "w", encoding="utf-8").write("\n".join(out) + "\n")
print("NOTES.md written")
