# -*- coding: utf-8 -*-
"""Checker: python3 src/check.py — verifies labels against the generator's structured data (model/pages.jsonl)."""
import os, sys, json, html, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timeutil import interval, parse_z

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    labels = {}
    for line in open(os.path.join(ROOT, "labels.jsonl"), encoding="utf-8"):
        l = json.loads(line)
        labels[l["id"]] = l
    errs = []
    cnt = collections.Counter()
    encs = collections.Counter()
    for line in open(os.path.join(ROOT, "model", "pages.jsonl"), encoding="utf-8"):
        mo = json.loads(line)
        pid = mo["id"]
        lab = labels[pid]
        t = parse_z(lab["forecast_time"])
        assert lab["forecast_time"] == mo["forecast_time"]
        raw = open(os.path.join(ROOT, lab["file"]), "rb").read()
        if len(raw) < 5000:
            errs.append("%s too small" % pid)
        doc = html.unescape(raw.decode(mo["encoding"]))
        for it in mo["items"]:
            if it["text"] not in doc:
                errs.append("%s item text missing: %s %r" % (pid, it["where"], it["text"]))
        if mo["injection"] and mo["injection"]["text"] not in doc:
            errs.append("%s injection text missing" % pid)
        later = []
        not_before = []
        for it in mo["items"]:
            if it["role"] == "forward":
                continue
            s, e = interval(it, mo["zone"])
            if s > t:
                later.append(it)
            if e > t:
                not_before.append(it)
        if lab["expected"] == "accept":
            if not_before:
                errs.append("%s clean page has non-forward item not before t: %s" % (pid, not_before[0]))
            if mo["injection"]:
                errs.append("%s clean page has injection" % pid)
        else:
            if mo["injection"]:
                if not_before:
                    errs.append("%s injection page is not otherwise clean" % pid)
            elif not later:
                errs.append("%s leaking page has no item strictly after t" % pid)
            elif not any(i["leak"] for i in later):
                errs.append("%s flagged leak item not after t" % pid)
        cnt[lab["expected"]] += 1
        if mo["injection"]:
            cnt["injection"] += 1
        encs[mo["encoding"] if mo["encoding"] == mo["declared"] else mo["encoding"] + ">" + (mo["declared"] or "none")] += 1
    print(dict(cnt))
    print("encodings:", dict(encs))
    legacy = sum(v for k, v in encs.items() if k != "utf-8")
    print("legacy-encoded pages:", legacy)
    if errs:
        print("\n".join(errs[:50]))
        print("ERRORS:", len(errs))
        sys.exit(1)
    print("OK: all %d pages verified" % len(labels))


if __name__ == "__main__":
    main()
