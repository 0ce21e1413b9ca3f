#!/usr/bin/env python3
"""Verifies the corpus against the structured data the generator used (data/manifest.json).

For every page:
  * every registered item's needles occur in the page bytes (encoded as the page is);
  * clean (accept): no injection, and every non-forward item ends at or before t
    (date-only items use the widest plausible day: UTC+14 start .. UTC-12 end);
  * leak (reject, no injection): exactly one non-forward item lies wholly after t, and no other
    non-forward item is undecidable (straddles t);
  * injection (reject): injection needle present, and otherwise clean as above;
  * independent scan: every ISO-8601 date/datetime literal in the bytes that lies (partly) after t
    must belong to a registered forward item or to the page's single leak item.
Also prints counts. Exit status 1 on any failure.
"""
import os, re, sys, json
from datetime import timedelta
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timeutil import parse_iso, date_only_interval
from datetime import date

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ISO_DT = re.compile(rb"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2}))")
ISO_D = re.compile(rb"(?<![\d/])(\d{4}-\d{2}-\d{2})(?![\dT])")


def main():
    man = json.load(open(os.path.join(ROOT, "data", "manifest.json"), encoding="utf-8"))
    labels = [json.loads(l) for l in open(os.path.join(ROOT, "labels.jsonl"), encoding="utf-8")]
    lab = {l["id"]: l for l in labels}
    errs = []
    for p in man:
        pid, t = p["id"], parse_iso(p["forecast_time"])
        L = lab[pid]
        if L["expected"] != p["expected"] or L["forecast_time"] != p["forecast_time"]:
            errs.append((pid, "labels.jsonl disagrees with manifest"))
        raw = open(os.path.join(ROOT, L["file"]), "rb").read()
        if len(raw) < 4000:
            errs.append((pid, "page too small %d" % len(raw)))
        enc = p["encoding"]
        for it in p["items"]:
            for n in it["needles"]:
                if n.encode(enc, "xmlcharrefreplace") not in raw:
                    errs.append((pid, "needle missing: %r (%s)" % (n, it["el"])))
        later, straddle = [], []
        for it in p["items"]:
            if it["forward"]:
                continue
            s, e = parse_iso(it["start"]), parse_iso(it["end"])
            if s > t:
                later.append(it)
            elif e > t:
                straddle.append(it)
            if it["leak"] and not s > t:
                errs.append((pid, "item flagged leak but not after t: %s" % it["el"]))
            if s > t and not it["leak"]:
                errs.append((pid, "unflagged later item: %s %s" % (it["el"], it["needles"])))
        if straddle:
            errs.append((pid, "undecidable items straddling t: %s" % [(x["el"], x["needles"][0]) for x in straddle]))
        inj = p["injection"]
        if inj and inj["needle"].encode(enc, "xmlcharrefreplace") not in raw:
            errs.append((pid, "injection needle missing"))
        if p["expected"] == "accept":
            if later or inj:
                errs.append((pid, "accept page has later item or injection"))
        else:
            if inj:
                if later:
                    errs.append((pid, "injection page also has a later item"))
            elif len(later) != 1:
                # a single chrome element may register its text stamp and ISO attr as one item; require 1
                errs.append((pid, "leak page must have exactly one later item, has %d" % len(later)))
        # independent ISO scan
        ok_iso = set()
        for it in p["items"]:
            if it["forward"] or it["leak"]:
                ok_iso.update(n.encode("ascii", "ignore") for n in it["needles"])
        for m in ISO_DT.finditer(raw):
            v = parse_iso(m.group(1).decode())
            if v > t and m.group(1) not in ok_iso:
                errs.append((pid, "stray ISO datetime after t: %s" % m.group(1).decode()))
        for m in ISO_D.finditer(raw):
            try:
                d = date.fromisoformat(m.group(1).decode())
            except ValueError:
                continue
            if date_only_interval(d)[1] > t and m.group(1) not in ok_iso:
                errs.append((pid, "stray/undecidable ISO date near or after t: %s" % m.group(1).decode()))
    n = len(man)
    acc = sum(1 for p in man if p["expected"] == "accept")
    inj = sum(1 for p in man if p["injection"])
    langs = {}
    for p in man:
        langs[p["lang"]] = langs.get(p["lang"], 0) + 1
    print("pages=%d accept=%d reject=%d (leak=%d injection=%d)" % (n, acc, n - acc, n - acc - inj, inj))
    print("languages:", dict(sorted(langs.items())))
    print("site styles:", len(set(p["site"] for p in man)))
    print("kinds:", len(set(p["kind"] for p in man)))
    for e in errs[:60]:
        print("ERROR", *e)
    print("errors:", len(errs))
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
