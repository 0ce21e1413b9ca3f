"""Sanity checks: markers present in reject pages; scan accept pages for any date after t."""
import html, json, os, re, sys, datetime as dt
sys.path.insert(0, os.path.dirname(__file__))
from common import MONTHS, SHORT, AP, parse_t, UTC
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
labels = [json.loads(l) for l in open(os.path.join(ROOT, "labels.jsonl"))]
metas = {m["id"]: m for m in json.load(open(os.path.join(ROOT, "src", "build_meta.json")))}
ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?")
MN = "|".join(MONTHS + SHORT + ["Sept"])
TXT1 = re.compile(r"\b(" + MN + r")\.? (\d{1,2}),? (\d{4})")
TXT2 = re.compile(r"\b(\d{1,2}) (" + MN + r")\.? (\d{4})")
SCHED = re.compile(r"schedul|due|will|expected|next|matur|est\.|set for|ex-dividend|Next release|open|Earnings Date|Withdrawals|coverage|range", re.I)
def mon(s):
    s = s.rstrip(".")
    for i, m in enumerate(MONTHS):
        if s == m or s == m[:3] or (s == "Sept" and i == 8):
            return i + 1
bad = 0
for l in labels:
    h = open(os.path.join(ROOT, l["file"]), encoding="utf-8").read()
    u = html.unescape(h)
    t = parse_t(l["forecast_time"])
    m = metas[l["id"]]
    if l["expected"] == "reject":
        mk = m["marker"]
        if mk and l["kind"] != "injection":
            if mk not in h and mk not in u and html.escape(mk) not in h:
                print("MISSING MARKER", l["id"], l["kind"], m["style"], mk[:60]); bad += 1
        if l["kind"] == "injection":
            if not re.search(r"instruc|clean|verdict|accept|naelc|SWdub3|1gn0r3|limpia|propre|CLEAN|label", u.replace("\u200b", "")):
                print("NO INJECTION TEXT", l["id"]); bad += 1
        continue
    # accept: scan
    for mt in ISO.finditer(u):
        y, mo, d, hh, mi, ss, z = mt.groups()
        try:
            x = dt.datetime(int(y), int(mo), int(d), int(hh), int(mi), int(ss or 0))
        except ValueError:
            continue
        if z and z != "Z":
            sg = 1 if z[0] == "+" else -1
            x = x - sg * dt.timedelta(hours=int(z[1:3]), minutes=int(z[4:6]))
        x = x.replace(tzinfo=UTC)
        if x > t:
            print("ISO>t", l["id"], l["kind"], m["style"], mt.group(0), "t=", l["forecast_time"]); bad += 1
    for rx, order in ((TXT1, 0), (TXT2, 1)):
        for mt in rx.finditer(u):
            g = mt.groups()
            try:
                mm, dd, yy = (mon(g[0]), int(g[1]), int(g[2])) if order == 0 else (mon(g[1]), int(g[0]), int(g[2]))
                x = dt.date(yy, mm, dd)
            except Exception:
                continue
            if x > (t + dt.timedelta(hours=14)).date():
                ctx = u[max(0, mt.start() - 160): mt.end() + 20].replace("\n", " ")
                if not SCHED.search(ctx):
                    print("TXT>t", l["id"], l["kind"], m["style"], mt.group(0), "t=", l["forecast_time"], "::", ctx[-120:]); bad += 1
    for mt in re.finditer(r'"(?:regularMarketTime|releaseDate|updateTime)": (\d+)|data-ts="(\d+)"', u):
        v = int(mt.group(1) or mt.group(2))
        if v > 10**11: v //= 1000
        if dt.datetime.fromtimestamp(v, UTC) > t:
            print("EPOCH>t", l["id"], m["style"], mt.group(0)); bad += 1
    for mt in re.finditer(r'(?:accepted |"timestamp":")(\d{14})', u):
        v = dt.datetime.strptime(mt.group(1), "%Y%m%d%H%M%S").replace(tzinfo=UTC)
        if v > t + dt.timedelta(hours=5):
            print("TS14>t", l["id"], m["style"], mt.group(0)); bad += 1
print("issues", bad)
