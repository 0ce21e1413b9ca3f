# -*- coding: utf-8 -*-
"""Checker: re-reads labels.jsonl, src/decisions.jsonl and pages; verifies files, t, deciding expressions and interval arithmetic."""
import json, os, re, sys, html, datetime as dt, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timeutil import *
from gen import TPL, f_dt, f_date, f_md, num_date

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
errors = []
def err(pid, msg):
    errors.append(f"{pid}: {msg}")

def start_end(kind, value):
    if kind == "date":
        return date_interval(dt.date.fromisoformat(value))
    u = parse_t(value)
    return u, u

def prose_units(lang, doc):
    m = re.search(r"<article.*?</article>", doc, re.S)
    art = m.group(0) if m else doc
    ps = re.findall(r"<p[^>]*>(.*?)</p>", art, re.S)
    txt = " ".join(re.sub(r"<[^>]+>", "", p) for p in ps)
    if lang in ("zh", "ja"):
        return len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", txt))
    return len(re.findall(r"[A-Za-zÄÖÜäöüß0-9']+", txt))

labels = [json.loads(l) for l in open(os.path.join(ROOT, "labels.jsonl"), encoding="utf-8")]
decs = {d["id"]: d for d in (json.loads(l) for l in open(os.path.join(ROOT, "src", "decisions.jsonl"), encoding="utf-8"))}
ids = set()
for lab in labels:
    pid = lab["id"]
    if pid in ids: err(pid, "duplicate id")
    ids.add(pid)
    for k in ("id", "file", "url", "forecast_time", "expected", "kind"):
        if k not in lab: err(pid, f"label missing {k}")
    if lab["file"] != f"pages/{pid}.html": err(pid, "file name")
    path = os.path.join(ROOT, lab["file"])
    if not os.path.exists(path):
        err(pid, "missing file"); continue
    raw = open(path, "rb").read()
    m = re.search(rb'<meta charset="([^"]+)"', raw)
    cs = m.group(1).decode() if m else "utf-8"
    try:
        doc = raw.decode(cs)
    except Exception as e:
        err(pid, f"decode {cs}: {e}"); continue
    m2 = re.search(r'charset=([A-Za-z0-9_-]+)"', doc)
    if not m2 or m2.group(1).lower() != cs.lower(): err(pid, "http-equiv charset mismatch")
    udoc = html.unescape(doc)
    def present(s):
        return s in doc or s in udoc or html.escape(s) in doc
    try:
        t = parse_t(lab["forecast_time"])
    except Exception as e:
        err(pid, f"t does not parse: {e}"); continue
    if lab["expected"] not in ("reject", "accept"): err(pid, "expected value")
    d = decs.get(pid)
    if not d: err(pid, "no decision record"); continue
    if d["t"] != lab["forecast_time"] or d["expected"] != lab["expected"] or d["kind"] != lab["kind"]:
        err(pid, "decision record disagrees with label")
    if d["encoding"].lower() != cs.lower(): err(pid, "encoding mismatch")
    T = TPL[d["template"]]; zone = T["zone"]; loc = T["loc"]
    if f'lang="{loc}"' not in doc: err(pid, "html lang")
    # publication
    P = parse_t(d["pub"])
    if P > t: err(pid, "page published after t")
    if not present(d["pub_expr"]): err(pid, f"pub expr missing {d['pub_expr']}")
    mld = re.search(r'"datePublished": "([^"]+)"', doc)
    if not mld or dt.datetime.fromisoformat(mld.group(1)).astimezone(UTC) != P: err(pid, "JSON-LD datePublished != pub")
    mpt = re.search(r'article:published_time" content="([^"]+)"', doc)
    if not mpt or dt.datetime.fromisoformat(mpt.group(1)).astimezone(UTC) != P: err(pid, "meta published_time != pub")
    # prose length
    pu = prose_units(d["lang"], doc)
    need = 2500 if d["lang"] in ("zh", "ja") else 1500
    if pu < need: err(pid, f"prose too short {pu}")
    # background dated items must all be <= t
    for c in d["checks"]:
        if not present(c["expr"]): err(pid, f"check expr missing: {c['expr']}")
        if c["kind"] in ("date", "instant"):
            s_, e_ = start_end(c["kind"], c["value"])
            if e_ > t: err(pid, f"background item after t: {c}")
            if c["kind"] == "instant" and c["expr"] != f_dt(loc, parse_t(c["value"]), zone): err(pid, f"instant text mismatch {c}")
    for f in d["forwards"]:
        if not present(f["expr"]): err(pid, f"forward expr missing {f['expr']}")
        s_, e_ = start_end(f["kind"], f["value"])
        if s_ <= t: err(pid, f"forward item not after t {f}")
    dec = d["deciding"]; dv = dec["derive"]
    if not present(dec["expr"]): err(pid, f"deciding expr missing: {dec['expr']!r}")
    Pd = to_local(P, zone).date()
    typ = dv["type"]
    if typ == "injection":
        if lab["expected"] != "reject" or not lab["kind"].startswith("injection"): err(pid, "injection label")
        continue
    val = dec["value"]
    if typ == "rel_days":
        a = dt.date.fromisoformat(dv["anchor"])
        if a != Pd: err(pid, "anchor != publication date")
        if (a + dv["n"] * D).isoformat() != val: err(pid, "rel_days arithmetic")
    elif typ == "weekday_after":
        a = dt.date.fromisoformat(dv["anchor"])
        if a != Pd: err(pid, "anchor != publication date")
        if next_weekday_after(a, dv["weekday"]).isoformat() != val: err(pid, "weekday arithmetic")
        wname = {"en": WEEKDAYS["en"], "zh": WEEKDAYS["zh"], "ja": WEEKDAYS["ja"], "de": WEEKDAYS["de"]}[d["lang"]][dv["weekday"]]
        if wname not in dec["expr"]: err(pid, "weekday name not in expr")
    elif typ == "anniversary":
        b = dt.date.fromisoformat(dv["base"])
        if not present(f_date(loc, b)): err(pid, "anniversary base date missing")
        if b.replace(year=b.year + 1).isoformat() != val: err(pid, "anniversary arithmetic")
        if b >= Pd: err(pid, "anniversary base not in the past")
    elif typ in ("yearless_after", "yearless_before"):
        a = dt.date.fromisoformat(dv["anchor"])
        if a != Pd: err(pid, "anchor != publication date")
        fn = yearless_after if typ == "yearless_after" else yearless_before
        if fn(a, dv["m"], dv["d"]).isoformat() != val: err(pid, "yearless arithmetic")
        if dv["md"] not in dec["expr"] or re.search(r"20\d\d", dec["expr"]): err(pid, "yearless expr carries a year or lacks m/d")
    elif typ == "report_calendar":
        if not present(dv["calendar_expr"]): err(pid, "calendar row missing")
        if not present(dv["sentence"]): err(pid, "period sentence missing")
        if f_date(loc, dt.date.fromisoformat(val)) not in dv["calendar_expr"] or dec["expr"] not in dv["calendar_expr"]: err(pid, "calendar row does not give this period's report date")
    elif typ == "local_time":
        y, mo, dd = map(int, dv["local"][:10].split("-")); hh, mi = map(int, dv["local"][11:].split(":"))
        u = from_local(y, mo, dd, hh, mi, dv["zone"])
        if zt(u) != val: err(pid, "tz conversion")
        if f_dt(loc, u, zone) != dec["expr"]: err(pid, "stamp text != conversion")
    elif typ == "numeric_date":
        a, b, y = map(int, dv["text"].split("/"))
        got = dt.date(y, a, b) if dv["order"] == "mdy" else dt.date(y, b, a)
        if got.isoformat() != val: err(pid, "numeric date parse")
        if a > 12 or b > 12: err(pid, "deciding numeric date should be ambiguous without locale")
        ea, eb, _ = map(int, dv["evidence"].split("/"))
        dayfield = eb if dv["order"] == "mdy" else ea
        if dayfield <= 12: err(pid, "evidence does not settle order")
        if not present(dv["evidence"]): err(pid, "evidence missing")
        if (dv["order"] == "mdy") != (loc == "en-US"): err(pid, "locale/order mismatch")
    else:
        err(pid, f"unknown derive {typ}")
    s_, e_ = start_end(dec["kind"], val)
    if lab["expected"] == "reject":
        if not (s_ > t): err(pid, f"leak value does not start after t: {val} vs {lab['forecast_time']}")
    else:
        if not (e_ <= t): err(pid, f"clean value does not end by t: {val} vs {lab['forecast_time']}")
    if d.get("pair"):
        q = decs.get(d["pair"])
        if not q or q.get("pair") != pid or q["expected"] == d["expected"]: err(pid, "pair mismatch")

cnt = collections.Counter((l["expected"], l["kind"]) for l in labels)
print(f"pages: {len(labels)}  expected: {dict(collections.Counter(l['expected'] for l in labels))}")
for (e, k), n in sorted(cnt.items()):
    print(f"  {e:7s} {k:34s} {n}")
print("languages:", dict(collections.Counter(d["lang"] for d in decs.values())))
print("encodings:", dict(collections.Counter(d["encoding"] for d in decs.values())))
print("templates:", len(set(d["template"] for d in decs.values())))
if errors:
    print(f"FAIL: {len(errors)} errors"); [print("  " + e) for e in errors[:60]]; sys.exit(1)
print("OK: all checks passed")
