#!/usr/bin/env python3
"""Independent checker: python3 src/check.py
Re-reads labels.jsonl, src/records.jsonl and pages/, re-parses every registered date expression from its
text, and verifies the label arithmetic against the forecast time t."""
import os, sys, json, re, base64, html, datetime as dt
from collections import Counter
from zoneinfo import ZoneInfo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UTC = dt.timezone.utc
PLUS14 = dt.timezone(dt.timedelta(hours=14))
MINUS12 = dt.timezone(dt.timedelta(hours=-12))
GENERIC = {"ET": {"America/New_York", "America/Toronto"}, "CT": {"America/Chicago"}, "PT": {"America/Los_Angeles", "America/Vancouver"}}
MDY_LANG = {"en-US"}
DMY_LANG = {"en-GB", "en-IN", "en-AU", "en-SG", "en-ZA"}
errors = []


def err(pid, msg):
    errors.append(f"{pid}: {msg}")


def parse_t(s):
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", s):
        raise ValueError("t not in ...Z form")
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)


def local_to_utc(naive, tzname, abbr):
    z = ZoneInfo(tzname)
    out = set()
    for fold in (0, 1):
        a = naive.replace(tzinfo=z, fold=fold)
        name = a.tzname()
        name = "SGT" if name == "+08" else name
        ok = (abbr == name) or (abbr in GENERIC and tzname in GENERIC[abbr])
        if ok and a.astimezone(UTC).astimezone(z).replace(tzinfo=None) == naive:
            out.add(a.astimezone(UTC))
    if len(out) != 1:
        raise ValueError(f"wall time {naive} {abbr} in {tzname} resolves to {len(out)} instants")
    return out.pop()


def interval(rec):
    """Return (lo, hi) in UTC for a registered expression, parsed from its text."""
    text, fmt = rec["text"], rec["fmt"]
    if rec.get("prec") == "date":
        d = dt.datetime.strptime(text, fmt).date()
        lo = dt.datetime(d.year, d.month, d.day, tzinfo=PLUS14)
        hi = dt.datetime(d.year, d.month, d.day, tzinfo=MINUS12) + dt.timedelta(days=1)
        return lo.astimezone(UTC), hi.astimezone(UTC)
    if fmt == "epoch_ms":
        x = dt.datetime.fromtimestamp(int(text) // 1000, UTC)
        return x, x
    if fmt == "iso":
        m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(Z|[+-]\d\d:\d\d)", text)
        if not m:
            raise ValueError(f"bad iso {text}")
        x = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
        return x.astimezone(UTC), x.astimezone(UTC)
    s = text
    ab = rec.get("abbr")
    if ab:
        if not s.endswith(" " + ab):
            raise ValueError("abbr mismatch")
        s = s[: -(len(ab) + 1)]
    s = s.replace("a.m.", "AM").replace("p.m.", "PM")
    naive = dt.datetime.strptime(s, fmt)
    if rec["tz"] == "UTC":
        lo = naive.replace(tzinfo=UTC)
    else:
        lo = local_to_utc(naive, rec["tz"], ab)
    if "%S" in fmt:
        return lo, lo
    return lo, lo + dt.timedelta(seconds=59)


def present(text, page, page_un):
    return text in page or text in page_un or html.unescape(text) in page_un


def main():
    labels = [json.loads(l) for l in open(os.path.join(ROOT, "labels.jsonl"), encoding="utf-8")]
    recs = {r["id"]: r for r in (json.loads(l) for l in open(os.path.join(ROOT, "src", "records.jsonl"), encoding="utf-8"))}
    seen = set()
    by = Counter(); kinds = Counter(); encs = Counter(); tpls = Counter(); ctry = Counter()
    for lab in labels:
        pid = lab["id"]
        if pid in seen:
            err(pid, "duplicate id")
        seen.add(pid)
        for k in ("id", "file", "url", "forecast_time", "expected", "kind"):
            if k not in lab:
                err(pid, f"missing field {k}")
        if lab["file"] != f"pages/{pid}.html":
            err(pid, "file path")
        if not re.fullmatch(r"[a-z][a-z0-9_]*", lab["kind"]):
            err(pid, "kind not snake_case")
        if lab["expected"] not in ("accept", "reject"):
            err(pid, "expected value")
        try:
            t = parse_t(lab["forecast_time"])
        except Exception as e:
            err(pid, f"t: {e}"); continue
        path = os.path.join(ROOT, lab["file"])
        if not os.path.exists(path):
            err(pid, "file missing"); continue
        raw = open(path, "rb").read()
        m = re.search(rb'<meta charset="([A-Za-z0-9_-]+)"', raw[:3000])
        if not m:
            err(pid, "no declared charset"); continue
        enc = m.group(1).decode()
        try:
            page = raw.decode(enc)
        except Exception as e:
            err(pid, f"decode {enc}: {e}"); continue
        if len(raw) < 4000:
            err(pid, f"page too small ({len(raw)} bytes)")
        lang = re.search(r'<html lang="([^"]+)"', page).group(1)
        page_un = html.unescape(page)
        R = recs.get(pid)
        if not R:
            err(pid, "no records"); continue
        rr = R["records"]
        roles = Counter(r["role"] for r in rr)
        if not any(r.get("note") in ("meta published_time", "visible published", "factsheet as-at date", "report date", "filing date") for r in rr):
            err(pid, "no publication stamp")
        ivs = {}
        for j, r in enumerate(rr):
            if not present(r["text"], page, page_un):
                err(pid, f"expression not in page: {r['text'][:60]!r}")
            if "fmt" in r:
                try:
                    lo, hi = interval(r)
                except Exception as e:
                    err(pid, f"parse {r['text']!r}: {e}"); continue
                ivs[j] = (lo, hi)
                if r["fmt"] in ("%d/%m/%Y", "%d/%m/%Y %H:%M") and lang not in DMY_LANG:
                    err(pid, f"day-first numeric date on {lang} page")
                if r["fmt"] in ("%m/%d/%Y", "%m/%d/%Y %H:%M") and lang not in MDY_LANG:
                    err(pid, f"month-first numeric date on {lang} page")
                if r["role"] == "past" and not hi <= t:
                    err(pid, f"past item {r['text']!r} ends {hi} > t")
                if (lab["expected"] == "accept" or lab["kind"].startswith("injection")) and not (hi <= t or lo > t):
                    err(pid, f"accept page has a stamp straddling t: {r['text']!r}")
                if r["role"] in ("leak", "forward") and not lo > t:
                    err(pid, f"{r['role']} item {r['text']!r} starts {lo} <= t")
        decisive = []
        for j, r in enumerate(rr):
            role = r["role"]
            if role == "leak":
                decisive.append(r)
            elif role == "outcome":
                ev = [ivs[k] for k, x in enumerate(rr) if x["text"] == r["event"] and x["role"] == "forward" and k in ivs]
                if not ev or not ev[0][0] > t:
                    err(pid, "outcome event not after t")
                decisive.append(r)
            elif role == "anniversary":
                b = [k for k, x in enumerate(rr) if x["role"] == "base" and x["text"] == r["base"]]
                if not b:
                    err(pid, "anniversary base missing"); continue
                lo = ivs[b[0]][0]
                if not lo.replace(year=lo.year + r["years"]) > t:
                    err(pid, "anniversary not after t")
                decisive.append(r)
            elif role == "relative":
                p = [k for k, x in enumerate(rr) if x.get("note") == "meta published_time"]
                lo = ivs[p[0]][0]
                if not lo + dt.timedelta(hours=r["hours"]) > t:
                    err(pid, "relative expression resolves before t")
                decisive.append(r)
            elif role == "filled":
                if roles["leak"] < 1:
                    err(pid, "filled actual without later row date")
            elif role == "injection":
                if "decoded" in r:
                    d = r["decoded"]
                    txt = html.unescape(r["text"])
                    if re.fullmatch(r"[A-Za-z0-9+/=]+", txt):
                        ok = base64.b64decode(txt).decode() == d
                    elif "\u200b" in txt:
                        ok = txt.replace("\u200b", "") == d
                    else:
                        back = {"\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0456": "i"}
                        ok = "".join(back.get(ch, ch) for ch in txt) == d and txt != d
                    if not ok:
                        err(pid, "encoded injection does not decode to its instruction")
        exp = lab["expected"]
        k = lab["kind"]
        if exp == "accept":
            if decisive or roles["injection"]:
                err(pid, "accept page has leak/injection records")
            if not roles["past"]:
                err(pid, "accept page without any dated past item")
        else:
            if k.startswith("injection"):
                if not roles["injection"]:
                    err(pid, "injection page without injection")
                if decisive:
                    err(pid, "injection page also leaks (should be clean otherwise)")
            elif not decisive:
                err(pid, "reject page without a deciding later item")
        by[exp] += 1; kinds[(exp, k)] += 1; encs[enc] += 1; tpls[R["template"]] += 1; ctry[R["country"]] += 1
    if len(labels) != len(os.listdir(os.path.join(ROOT, "pages"))):
        errors.append("page count mismatch between labels and pages/")
    print(f"pages: {len(labels)}  by expected: {dict(by)}")
    print("encodings:", dict(encs))
    print("countries:", dict(ctry))
    print("templates:", dict(tpls))
    print("kinds:")
    for (e, k), n in sorted(kinds.items()):
        print(f"  {e:7s} {k:32s} {n}")
    if errors:
        print(f"FAIL: {len(errors)} problems")
        for e in errors[:80]:
            print("  ", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
