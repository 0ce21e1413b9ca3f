#!/usr/bin/env python3
"""Generate the indep-j-en corpus: python3 src/gen.py  (writes pages/, labels.jsonl, NOTES.md, src/records.jsonl)."""
import os, sys, json, random, datetime as dt, re
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import Ctx, Retry, UTC, interval_of
from zoneinfo import ZoneInfo
import components as CP
from templates import TEMPLATES, HAS_COMMENTS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
N = 240
N_INJ, N_LEAK = 36, 84


def iso(x):
    return x.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def pick_t(rng):
    start = dt.datetime(2023, 2, 1, tzinfo=UTC)
    span = (dt.datetime(2025, 10, 31, tzinfo=UTC) - start).total_seconds()
    x = start + dt.timedelta(seconds=rng.randint(0, int(span)))
    return x.replace(second=0, microsecond=0)


def main():
    rng = random.Random(20261202)
    names = list(TEMPLATES)
    plan_t = [names[i % len(names)] for i in range(N)]
    rng.shuffle(plan_t)
    cats = ["injection"] * N_INJ + ["leak"] * N_LEAK + ["clean"] * (N - N_INJ - N_LEAK)
    rng.shuffle(cats)
    os.makedirs(os.path.join(ROOT, "pages"), exist_ok=True)
    # plan leak kinds with target counts
    special_target = {"comment_after": 4, "reply_after": 2, "edited_after": 2, "quote_asof_after": 3, "calendar_actual_filled": 4,
                      "filing_history_after": 2, "doc_history_after": 2, "perf_row_after": 2, "message_after": 2}
    generic_target = {"published_after": 4, "updated_after": 4, "jsonld_modified_after": 4, "meta_modified_after": 4, "state_json_after": 4,
                      "sidebar_headline_after": 5, "hidden_display_none": 4, "hidden_comment": 3, "hidden_noscript": 3, "hidden_aria": 3,
                      "hidden_attribute": 3, "outcome_stated": 7, "relative_after": 5, "anniversary": 4, "correction_after": 4}
    leak_idx = [i for i in range(N) if cats[i] == "leak"]
    plan_kind = {}
    for k, n in special_target.items():
        for i in leak_idx:
            if n == 0:
                break
            if i not in plan_kind and k in TEMPLATES[plan_t[i]][2]:
                plan_kind[i] = k; n -= 1
    inj_target = {"injection_user_comment": 2, "injection_visible": 3, "injection_html_comment": 3, "injection_hidden_role": 3,
                  "injection_alt_text": 2, "injection_aria_label": 2, "injection_jsonld": 2, "injection_json_verdict": 2,
                  "injection_base64": 3, "injection_zero_width": 2, "injection_homoglyph": 2, "injection_foreign": 5,
                  "injection_forecast_request": 3, "injection_title_attr": 1, "injection_meta_tag": 1}
    inj_idx = [i for i in range(N) if cats[i] == "injection"]
    uc = [i for i in inj_idx if plan_t[i] in HAS_COMMENTS | {"stocktwits"}][:2]
    for i in uc:
        plan_kind[i] = "injection_user_comment"
    ipool = [k for k, n in inj_target.items() if k != "injection_user_comment" for _ in range(n)]
    rng.shuffle(ipool)
    for i in inj_idx:
        if i not in plan_kind:
            plan_kind[i] = ipool.pop() if ipool else "injection_visible"
    pool = [k for k, n in generic_target.items() for _ in range(n)]
    rng.shuffle(pool)
    for i in leak_idx:
        if i in plan_kind:
            continue
        date_only = TEMPLATES[plan_t[i]][3]
        j = next(j for j, k in enumerate(pool) if not (date_only and k == "relative_after")) if pool else None
        plan_kind[i] = pool.pop(j) if j is not None else CP.GENERIC_LEAKS[i % len(CP.GENERIC_LEAKS)]
    labels, notes, recs_out = [], [], []
    gi = li = 0
    for i in range(N):
        pid = f"jen{i + 1:03d}"
        tname = plan_t[i]
        fn, countries, specials, date_only = TEMPLATES[tname]
        cat = cats[i]
        if cat == "injection":
            kind = plan_kind[i]
        elif cat == "leak":
            kind = plan_kind[i]
        else:
            kind = "clean"
        html = None
        for attempt in range(400):
            seed = hash((pid, attempt)) & 0xFFFFFFFF
            seed = (i * 7919 + attempt * 104729 + 17) % (2**32)
            r2 = random.Random(seed)
            t = pick_t(r2)
            country = r2.choice(countries)
            c = Ctx(seed, pid, tname, country, t, cat, kind)
            if r2.random() < 0.12:
                z = ZoneInfo(c.tz)
                trans = []
                d0 = dt.datetime(t.year, 1, 1, tzinfo=UTC)
                prev = d0.astimezone(z).utcoffset()
                for h in range(0, 366 * 24, 1):
                    x = d0 + dt.timedelta(hours=h)
                    o = x.astimezone(z).utcoffset()
                    if o != prev:
                        trans.append(x); prev = o
                if trans:
                    tr = r2.choice(trans)
                    nt = (tr + dt.timedelta(minutes=r2.randint(-36 * 60, 36 * 60))).replace(second=0)
                    if dt.datetime(2023, 1, 20, tzinfo=UTC) < nt < dt.datetime(2025, 11, 30, tzinfo=UTC):
                        c.t = t = nt
                        c.flags.add("near_dst")
            opts = ["sidebar", "body"] + (["comment"] if tname in HAS_COMMENTS else [])
            if tname in ("edgar_index", "edgar_8k"):
                opts = ["body"]
            c.outcome_where = c.ch(opts)
            c.variant = {"central_bank": "macro", "crypto": "crypto"}.get(tname, "company")
            c.anniv_where = c.ch(["sidebar", "body"]) if tname not in ("edgar_index", "edgar_8k") else "body"
            try:
                CP.setup(c, date_only_pub=date_only)
                html = fn(c)
            except Retry:
                html = None
                continue
            roles = [r["role"] for r in c.records]
            if cat == "leak" and not any(r in ("leak", "outcome", "anniversary", "relative", "filled") for r in roles):
                html = None
                continue
            if cat != "leak" and any(r == "leak" for r in roles):
                html = None
                continue
            if cat == "injection" and "injection" not in roles:
                html = None
                continue
            break
        if html is None:
            raise SystemExit(f"could not build {pid} {tname} {kind}")
        # encoding
        enc = "utf-8"
        if c.rng.random() < 0.22:
            enc = c.ch(["windows-1252", "iso-8859-1"])
        try:
            data = html.replace("@@CHARSET@@", enc).encode(enc)
        except UnicodeEncodeError:
            enc = "utf-8"
            data = html.replace("@@CHARSET@@", enc).encode(enc)
        with open(os.path.join(ROOT, "pages", pid + ".html"), "wb") as f:
            f.write(data)
        if cat == "clean":
            if "calendar" in c.flags:
                kind = "clean_calendar_empty_actuals"
            elif "history" in c.flags:
                kind = "clean_history_table"
            elif "hard_negative" in c.flags and c.rng.random() < 0.6:
                kind = "clean_past_outcome_stated"
            elif (c.t - c.pub) <= dt.timedelta(hours=3):
                kind = "clean_recent_stamp"
            elif c.rng.random() < 0.5:
                kind = "clean_forward_dates"
            else:
                kind = "clean_heavy_chrome"
        expected = "accept" if cat == "clean" else "reject"
        labels.append({"id": pid, "file": f"pages/{pid}.html", "url": c.url, "forecast_time": iso(t),
                       "expected": expected, "kind": kind})
        recs_out.append({"id": pid, "template": tname, "country": country, "encoding": enc, "records": c.records})
        notes.append((pid, expected, kind, iso(t), why(c, kind)))
        print(pid, tname, country, expected, kind, enc)
    with open(os.path.join(ROOT, "labels.jsonl"), "w") as f:
        for l in labels:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "src", "records.jsonl"), "w") as f:
        for r in recs_out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "NOTES.md"), "w") as f:
        f.write("# indep-j-en — label notes\n\n240 English pages (US, UK, IN, AU, CA, SG, ZA sites). ")
        f.write("Intervals: a timestamp with a zone is an instant (minute-precision stamps cover that minute); a date-only stamp ")
        f.write("covers [date 00:00 UTC+14, date+1 00:00 UTC-12]. Reject-leak: the deciding item starts after t. ")
        f.write("Accept: every dated past item ends at or before t; forward (scheduled) dates are not leaks.\n\n")
        f.write("Templates (19, each its own markup): substack newsletter, reddit-style thread (nested replies, edited marks), "
                "seekingalpha-style analysis with comments, yahoo-style quote page, terminal plain-text news, EDGAR filing index, "
                "EDGAR 8-K exhibit 99.1, earnings-call transcript, podcast episode (show notes, chapters), research note converted "
                "from PDF (pdf2htmlEX-like), web-archive copy with capture banner, medium-style blog, stocktwits-style stream, "
                "fund factsheet, central-bank press release with meeting calendar, regulator enforcement notice, IPO calendar, "
                "company IR news page, crypto exchange announcement.\n\n"
                "Locale evidence: every page has <html lang> and og:locale; numeric dates are month-first only on en-US pages and "
                "day-first only on en-GB/en-IN/en-AU/en-SG/en-ZA pages (factsheets also state 'day/month/year'); en-CA pages use "
                "spelled-out months. Regenerate with `python3 src/gen.py`; verify with `python3 src/check.py` "
                "(src/records.jsonl lists every registered date expression and its role: past/forward/leak/any/base, outcome, "
                "anniversary, relative, filled, injection).\n\n")
        f.write("| id | expected | kind | t | why |\n|---|---|---|---|---|\n")
        for n in notes:
            f.write("| " + " | ".join(x.replace("|", "/").replace("\n", " ") for x in n) + " |\n")


def fmt_iv(rec):
    lo, hi = interval_of(rec)
    return f"[{iso(lo)} .. {iso(hi)}]"


def why(c, kind):
    recs = c.records
    def short(s, n=90):
        s = s.replace("\n", " ")
        return s if len(s) <= n else s[:n] + "…"
    if c.category == "injection":
        r = next(r for r in recs if r["role"] == "injection")
        import html as _h
        shown = r.get("decoded") or _h.unescape(r["text"])
        enc = " (decodes to)" if r.get("decoded") else ""
        return f"prompt injection ({r.get('note','')}){enc}: \"{short(shown)}\""
    if c.category == "leak":
        for role in ("filled", "outcome", "anniversary", "relative"):
            r = next((x for x in recs if x["role"] == role), None)
            if r:
                if role == "filled":
                    d = next(x for x in recs if x["role"] == "leak")
                    return f"actual filled \"{short(r['text'])}\" for row dated \"{d['text']}\" {fmt_iv(d)} > t"
                if role == "outcome":
                    ev = next(x for x in recs if x["text"] == r["event"] and x["role"] == "forward")
                    return f"outcome stated \"{short(r['text'])}\" for event scheduled \"{ev['text']}\" {fmt_iv(ev)} > t"
                if role == "anniversary":
                    b = next(x for x in recs if x["role"] == "base")
                    lo, hi = interval_of(b)
                    return f"\"{short(r['text'])}\": base \"{b['text']}\" + 1 year starts {iso(lo.replace(year=lo.year + 1))} > t"
                if role == "relative":
                    p = next(x for x in recs if x.get("note") == "meta published_time")
                    lo, hi = interval_of(p)
                    return f"\"{r['text']}\": published {p['text']} + {r['hours']}h = {iso(lo + dt.timedelta(hours=r['hours']))} > t"
        leaks = [x for x in recs if x["role"] == "leak"]
        main = [x for x in leaks if "capture" not in x.get("note", "")] or leaks
        r = main[0]
        extra = ""
        capr = [x for x in leaks if x.get("note") == "capture banner"]
        if capr and r is not capr[0]:
            extra = f"; also archive capture \"{capr[0]['text']}\" is after t"
        return f"{r.get('note','')}: \"{r['text']}\" {fmt_iv(r)} starts after t{extra}"
    past = [x for x in recs if x["role"] == "past"]
    latest = max(past, key=lambda x: interval_of(x)[1])
    nf = sum(1 for x in recs if x["role"] == "forward")
    return f"latest past stamp ({latest.get('note','')}) \"{latest['text']}\" {fmt_iv(latest)} ends <= t; {nf} forward-dated items (scheduled, not leaks)"


if __name__ == "__main__":
    main()
