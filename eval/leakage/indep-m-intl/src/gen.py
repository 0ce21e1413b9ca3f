# -*- coding: utf-8 -*-
"""Generator for the indep-m-intl corpus. Python stdlib only, seeded.
Run: python3 src/gen.py   (writes pages/, labels.jsonl, audit.json)"""
import sys, os, json, html, random, datetime as dt, string
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import fmt, iso
import loc_cjk, loc_eu, loc_other
from extra import FIN, REG, MISC, base

UTC = dt.timezone.utc
R = random.Random(20260304)
LOCS = {L.code: L for L in loc_cjk.LOCS + loc_eu.LOCS + loc_other.LOCS}
LOCS["de-DE"].stat = "Statistischen Bundesamt"
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
def td(**kw): return dt.timedelta(**kw)
def esc(s): return html.escape(str(s), quote=True)
class SD(dict):
    def __missing__(self, k): return "{" + k + "}"
def fill(s, slots): return s.format_map(SD(slots))

# ---------------------------------------------------------------- plan
LANG_PLAN = [  # base, labels, pairs, [(subcode, pages)]
 ("zh", 40, 6, [("zh-CN", 19), ("zh-TW", 8), ("zh-HK", 7)]),
 ("ja", 30, 4, [("ja", 26)]),
 ("de", 25, 4, [("de-DE", 13), ("de-AT", 4), ("de-CH", 4)]),
 ("fr", 20, 3, [("fr-FR", 9), ("fr-BE", 3), ("fr-CH", 2), ("fr-CA", 3)]),
 ("es", 20, 3, [("es-ES", 7), ("es-MX", 3), ("es-AR", 2), ("es-CL", 2), ("es-CO", 3)]),
 ("ko", 15, 2, [("ko", 13)]),
 ("pt", 15, 2, [("pt-BR", 9), ("pt-PT", 4)]),
 ("it", 7, 1, [("it", 6)]), ("ru", 6, 1, [("ru", 5)]), ("nl", 4, 1, [("nl", 3)]), ("pl", 4, 1, [("pl", 3)]),
 ("tr", 4, 1, [("tr", 3)]), ("uk", 3, 0, [("uk", 3)]), ("ar", 4, 1, [("ar", 3)]), ("he", 3, 0, [("he", 3)]),
 ("hi", 3, 0, [("hi", 3)]), ("id", 3, 0, [("id", 3)]), ("vi", 3, 0, [("vi", 3)]), ("th", 4, 1, [("th", 3)]),
 ("sv", 3, 1, [("sv", 2)]), ("no", 3, 0, [("no", 3)]), ("el", 3, 0, [("el", 3)]),
]
INJ_PLAN = {"zh-CN": 2, "zh-TW": 1, "ja": 2, "de-DE": 1, "de-AT": 1, "fr-FR": 1, "es-MX": 1, "ko": 1, "pt-BR": 1, "ru": 1, "ar": 1, "it": 1, "tr": 1}
LEAK_KINDS = ["leak_reader_comment", "leak_related_headline", "leak_ticker_quote_time", "leak_table_row", "leak_calendar_actual",
              "leak_update_stamp", "leak_correction", "leak_embedded_json", "leak_meta_modified", "leak_hidden_element",
              "leak_live_entry", "leak_published_after_t", "leak_appended_update", "leak_results_figure"]
CLEAN_KINDS = ["clean_scheduled_date", "clean_local_midnight_stamp", "clean_forecast_consensus", "clean_render_stamp",
               "clean_archive_banner", "clean_old_content", "clean_past_event_no_outcome", "clean_financial_words",
               "clean_ai_disclosure", "clean_day_first_numeric", "clean_era_year", "clean_relative_time", "clean_epoch_json",
               "clean_estimates_table"]
INJ_KINDS = ["injection_html_comment", "injection_hidden_div", "injection_alt_text", "injection_meta_description", "injection_jsonld",
             "injection_visible_footer", "injection_forum_signature", "injection_title_attr", "injection_aria_label", "injection_noscript",
             "injection_data_attr", "injection_script_string", "injection_reader_comment", "injection_css_content", "injection_white_text"]
SKELS = ["news", "forum", "disclosure", "regulator", "cbank", "stats", "broker", "ir", "quote", "live", "video", "wiki", "blog", "msgapp", "appjson"]
KIND_SKEL = {
 "leak_reader_comment": ["news", "forum", "blog", "video", "msgapp", "quote", "appjson"],
 "leak_related_headline": ["news", "blog", "video", "msgapp", "broker", "quote", "cbank", "live"],
 "leak_ticker_quote_time": ["quote", "news", "forum", "ir", "broker", "live"],
 "leak_table_row": ["stats", "cbank", "disclosure", "regulator", "ir"],
 "leak_calendar_actual": ["news", "quote", "stats", "live", "appjson", "blog"],
 "leak_update_stamp": ["news", "regulator", "cbank", "stats", "broker", "ir", "wiki", "blog", "disclosure", "forum"],
 "leak_correction": ["news", "blog", "regulator", "broker", "cbank", "msgapp"],
 "leak_embedded_json": ["appjson", "news", "video", "msgapp", "quote"],
 "leak_meta_modified": ["news", "blog", "broker", "ir", "wiki", "cbank"],
 "leak_hidden_element": ["news", "quote", "blog", "forum", "ir"],
 "leak_live_entry": ["live", "quote", "news"],
 "leak_published_after_t": ["news", "blog", "broker", "regulator", "cbank", "stats", "disclosure", "msgapp", "video", "forum"],
 "leak_appended_update": ["news", "blog", "forum", "msgapp"],
 "leak_results_figure": ["quote", "broker", "ir", "wiki", "news"],
 "clean_forecast_consensus": ["news", "quote", "live", "stats", "appjson", "blog"],
 "clean_epoch_json": ["appjson", "msgapp"],
 "injection_forum_signature": ["forum", "news", "blog", "video", "quote"],
 "injection_reader_comment": ["forum", "news", "blog", "video", "quote", "appjson"],
 "injection_jsonld": ["news", "blog", "video", "broker", "quote", "ir", "cbank", "wiki", "msgapp", "live"],
 "clean_relative_time": ["forum", "quote", "video", "news", "blog", "appjson"],
 "clean_past_event_no_outcome": ["news", "cbank", "ir", "blog", "broker"],
 "clean_estimates_table": ["broker"],
 "clean_local_midnight_stamp": ["news", "blog", "msgapp", "disclosure", "cbank", "stats", "video", "wiki"],
}
MSG_OK = {"zh-CN", "zh-TW", "zh-HK", "ja", "ko", "ru", "uk", "ar", "th", "vi", "id"}
DAYFIRST_OK = {"zh-HK", "de-DE", "de-AT", "de-CH", "fr-FR", "fr-BE", "fr-CH", "es-ES", "es-MX", "es-AR", "es-CL", "es-CO", "pt-BR", "pt-PT",
               "it", "el", "ar", "he", "hi", "id", "vi", "tr", "pl", "ru", "uk", "nl", "no"}
ERA_OK = {"zh-TW", "ja", "th"}

def utc_offset_pos(L):
    return L.local(dt.datetime(2025, 6, 1, tzinfo=UTC)).utcoffset() > td()

def compat_skels(L, kind):
    s = list(KIND_SKEL.get(kind, SKELS))
    if base(L.code) not in REG: s = [x for x in s if x != "regulator"] or ["news"]
    if L.code not in MSG_OK: s = [x for x in s if x != "msgapp"] or ["news"]
    return s

def build_specs():
    specs = []
    leak_pool = (LEAK_KINDS * 8)[:96]; R.shuffle(leak_pool)
    clean_pool = (CLEAN_KINDS * 6)[:79]; R.shuffle(clean_pool)
    inj_pool = list(INJ_KINDS); R.shuffle(inj_pool)
    # per-subloc slots
    slots = []
    pair_budget = {}
    for b, labels, pairs, subs in LANG_PLAN:
        assert sum(n for _, n in subs) == labels - pairs, b
        subslots = []
        for code, n in subs: subslots += [code] * n
        R.shuffle(subslots)
        for i, code in enumerate(subslots):
            slots.append({"code": code, "pair": i < pairs})
    # injections
    inj_left = dict(INJ_PLAN)
    for s in slots:
        if not s["pair"] and inj_left.get(s["code"], 0) > 0:
            s["cat"] = "inj"; inj_left[s["code"]] -= 1
    assert sum(inj_left.values()) == 0
    rest = [s for s in slots if "cat" not in s and not s["pair"]]
    # era-year clean first to ERA_OK locales
    for code in ["zh-TW", "ja", "ja", "th", "zh-TW"]:
        for s in rest:
            if s["code"] == code and "cat" not in s:
                s["cat"] = "clean"; s["kind"] = "clean_era_year"; clean_pool.remove("clean_era_year"); break
    # remaining clean_era_year in pool must also go to ERA_OK; handle in dealing
    free = [s for s in rest if "cat" not in s]
    R.shuffle(free)
    n_clean_left = len(clean_pool)
    for i, s in enumerate(free):
        s["cat"] = "clean" if i < n_clean_left else "leak"
    for s in slots:
        if s["pair"]: s["cat"] = "leak"
    # deal kinds with constraints
    def ok(kind, code):
        L = LOCS[code]
        if kind == "clean_era_year": return code in ERA_OK
        if kind == "clean_day_first_numeric": return code in DAYFIRST_OK
        if kind == "clean_local_midnight_stamp": return utc_offset_pos(L)
        return True
    for s in slots:
        if s["cat"] == "inj":
            s["kind"] = inj_pool.pop()
        elif s["cat"] == "clean" and "kind" not in s:
            for k in clean_pool:
                if ok(k, s["code"]): s["kind"] = k; clean_pool.remove(k); break
            else:
                s["kind"] = "clean_scheduled_date"
        elif s["cat"] == "leak":
            s["kind"] = leak_pool.pop()
    assert not inj_pool
    return slots

# ---------------------------------------------------------------- numbers
def rates(code):
    b = base(code)
    tab = {"zh-CN": (3.0, 3.45), "zh-TW": (1.875, 2.0), "zh-HK": (4.25, 4.75), "ja": (0.25, 0.75), "ko": (2.5, 3.25), "de-CH": (0.0, 0.5),
           "fr-CH": (0.0, 0.5), "fr-CA": (2.25, 3.0), "es-MX": (7.5, 9.5), "es-CL": (4.5, 5.0), "es-CO": (9.25, 9.75), "ar": (4.5, 5.0),
           "he": (4.25, 4.5), "hi": (5.5, 6.25), "id": (4.75, 5.75), "vi": (4.5, 4.5), "th": (1.5, 2.0), "sv": (1.75, 2.25), "no": (4.0, 4.5), "pl": (4.5, 5.75)}
    lo, hi = tab.get(code, tab.get(b, (2.0, 2.75)))
    step = 0.125 if code == "zh-TW" else (0.05 if code == "zh-CN" else 0.25)
    n = int(round((hi - lo) / step)) if hi > lo else 0
    return lo + step * R.randint(0, n)
FX = {"zh-CN": (7.08, 7.32, 4), "zh-TW": (29.5, 33.0, 3), "zh-HK": (7.77, 7.85, 4), "ja": (140, 158, 2), "ko": (1320, 1470, 1),
      "de-CH": (0.92, 0.97, 4), "fr-CH": (0.92, 0.97, 4), "fr-CA": (0.69, 0.74, 4), "es-MX": (17.2, 20.4, 4), "pl": (4.2, 4.35, 4),
      "ru": (10.8, 12.4, 2), "he": (3.5, 3.8, 3), "th": (32, 36, 2)}
FX0 = {"es-AR": (1050, 1350, 0), "es-CL": (900, 980, 1), "es-CO": (3900, 4300, 0), "ru": (78, 98, 2), "uk": (40.8, 42.2, 2), "tr": (36, 41, 4),
       "id": (15800, 16600, 0), "hi": (84, 88, 2), "vi": (24900, 26100, 0)}

def num(L, x, nd=2):
    s = f"{x:.{nd}f}"
    return s.replace(".", L.dec) if L.dec != "." else s

def make_slots(pg):
    L = pg.L; code = L.code
    cos = list(L.cos); R.shuffle(cos)
    co, tk = cos[0]; co2 = cos[1 % len(cos)][0]; co3 = cos[2 % len(cos)][0]
    ld = L.local(pg.t).date()
    qn = (ld.month - 1) // 3 + 1
    py, pq = (ld.year - 1, 4) if qn == 1 else (ld.year, qn - 1)
    ppy, ppq = (py - 1, 4) if pq == 1 else (py, pq - 1)
    back = 1 if ld.day >= 25 else 2
    pm = (ld.month - 1 - back) % 12 + 1; pmy = ld.year if ld.month > back else ld.year - 1
    r1 = rates(code); r2 = rates(code)
    if code == "zh-CN": r2 = r1 + 0.5
    r1m = r1 - 0.10 if code == "zh-CN" else (r2 - 0.125 if code == "zh-TW" else (r2 + 0.25 if code == "ja" else r2 - 0.25))
    r3 = {"pt-BR": R.choice([14.25, 14.75, 15.0]), "ru": R.choice([16.5, 17.0, 18.0, 21.0]), "tr": R.choice([38.0, 42.5, 46.0]), "uk": R.choice([14.5, 15.5])}.get(code, 10.0)
    r3m = r3 - (0.5 if code != "tr" else 2.5)
    lo, hi, nd = FX.get(code, (1.03, 1.18, 4))
    lo0, hi0, nd0 = FX0.get(code, (80, 90, 2))
    months = getattr(L, "months", None)
    is_cjk = code.split("-")[0] in ("zh", "ja", "ko")
    if is_cjk:
        month_prev = L.month(pmy, pm); pm_lbl = str(pm)
    else:
        month_prev = months[pm - 1]; pm_lbl = months[pm - 1]
        if code == "pl":
            month_prev = "styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrześniu październiku listopadzie grudniu".split()[pm - 1]
        if code == "el":
            month_prev = "Ιανουάριο Φεβρουάριο Μάρτιο Απρίλιο Μάιο Ιούνιο Ιούλιο Αύγουστο Σεπτέμβριο Οκτώβριο Νοέμβριο Δεκέμβριο".split()[pm - 1]
    month_cur = months[ld.month - 1] if months and not is_cjk else str(ld.month)
    period = L.period(py, pq)
    pn = period
    if code == "pl": pn = period.replace("kwartale", "kwartał")
    S = dict(co=co, tk=tk, co2=co2, co3=co3, cb=L.cb, stat=L.stat, exch=L.exch, idx=L.idx, cur=L.cur,
             period=period, period_nom=pn, period_mac=period, prev_period=L.period(ppy, ppq), month_prev=month_prev, month_prev_loc=month_prev,
             month_cur=month_cur, pm=pm_lbl, co_gen=co,
             n1=num(L, _n1 := R.uniform(1.5, 9.5), 1), n1b=num(L, _n1 * R.uniform(1.15, 1.4), 1), n2=num(L, R.uniform(10, 60), 1), n3=num(L, R.uniform(80, 400), 1),
             pct=num(L, R.uniform(1.2, 28) if pg.topic == "co" else R.uniform(0.4, 4.8), 1), pct2=num(L, R.uniform(0.3, 4.5), 1), r1=num(L, r1, 2), r2=num(L, r2, 2 if code != "zh-TW" else 3),
             r1m=num(L, r1m, 2 if code != "zh-TW" else 3), r3=num(L, r3, 2), r3m=num(L, r3m, 2),
             fx=num(L, R.uniform(lo, hi), nd), fx0=num(L, R.uniform(lo0, hi0), nd0), fx1=num(L, R.uniform(5.3, 6.1), 2),
             k=str(R.randint(2, 9)), pips=str(R.randint(40, 380)), oil=num(L, R.uniform(58, 86), 2), gold=str(R.randint(23, 33) * 100),
             price=num(L, R.uniform(12, 480), 2))
    pg.period_pending = (py, pq); pg.period_prev = (ppy, ppq)
    return S

def vary(pg):
    """fresh numeric slot values for sidebar items"""
    L = pg.L
    d = dict(pg.S)
    d.update(n1=num(L, R.uniform(1.5, 9.5), 1), n2=num(L, R.uniform(10, 60), 1), pct=num(L, R.uniform(0.3, 3.5), 1), k=str(R.randint(2, 9)),
             oil=num(L, R.uniform(58, 86), 2), gold=str(R.randint(23, 33) * 100))
    cos = [c for c, _ in L.cos if c != pg.S["co"]]
    d["co2"] = R.choice(cos); d["co3"] = R.choice(cos)
    return d

# ---------------------------------------------------------------- page object
class Page:
    pass

def rand_t(L, kind):
    day0 = dt.datetime(2025, 3, 24, tzinfo=L.tzinfo)
    for _ in range(1000):
        d = day0 + td(days=R.randint(0, 420))
        if kind == "clean_local_midnight_stamp":
            t = dt.datetime(d.year, d.month, d.day, R.choice([22, 23, 23, 0, 1]), R.choice(range(0, 60, 5)), tzinfo=UTC)
            p = t - td(minutes=50)
            if L.local(p).date() > t.date() and L.local(t).date() > t.date():
                return t
            continue
        else:
            loc = d.replace(hour=R.randint(8, 23), minute=R.choice(range(0, 60, 5)))
        return loc.astimezone(UTC)
    raise RuntimeError

def ld(pg, x): return pg.L.local(x).date()

def plan(pg):
    L, kind = pg.L, pg.kind
    t = pg.t = rand_t(L, kind)
    if kind == "clean_day_first_numeric":
        while True:
            y = R.choice([2025, 2026]); m = R.randint(1, 11) if y == 2025 else R.randint(1, 4)
            if y == 2025 and m < 4: continue
            day = R.randint(m + 1, 12)
            P = dt.datetime(y, m, day, R.randint(7, 20), R.choice(range(0, 60, 5)), tzinfo=L.tzinfo).astimezone(UTC)
            t = P + td(minutes=R.randint(90, 60 * 40)); t = t.replace(minute=(t.minute // 5) * 5, second=0)
            # every date near P shown numerically; t must keep local day/month so that swapped reading is later than t
            lt = L.local(t)
            if lt.day <= 12 and lt.day > lt.month and lt.month == L.local(P).month: break
        pg.t = t
    T = {}
    if kind == "clean_old_content":
        T["P"] = t - td(days=R.randint(120, 800), minutes=R.randint(0, 600))
    elif kind == "clean_local_midnight_stamp":
        T["P"] = t - td(minutes=R.randint(27, 50))
        if ld(pg, T["P"]) == T["P"].date() and False: pass
    elif kind == "clean_day_first_numeric":
        T["P"] = P
    elif kind == "clean_past_event_no_outcome":
        T["P"] = t - td(days=R.randint(6, 20), minutes=R.randint(0, 600))
    elif kind == "leak_published_after_t":
        T["P"] = t + td(minutes=R.randint(40, 60 * 40))
    elif pg.skel == "live" or kind == "leak_live_entry":
        T["P"] = t - td(minutes=R.randint(150, 420))
    else:
        T["P"] = t - td(minutes=R.randint(90, 60 * 60))
    if kind not in ("clean_local_midnight_stamp", "clean_day_first_numeric"):
        for _ in range(8):
            if 7 <= L.local(T["P"]).hour <= 22: break
            T["P"] += td(hours=3) if kind == "leak_published_after_t" else -td(hours=3)
    T["P"] = T["P"].replace(second=R.randint(0, 59), microsecond=0)
    P = T["P"]
    hi = t - td(minutes=25)  # latest allowed non-deciding timed stamp
    base_t = min(P, t)
    quiet = kind in ("clean_local_midnight_stamp", "leak_published_after_t")
    def between(a, b):
        if b <= a: return None
        for _ in range(6):
            x = a + td(seconds=R.randint(0, int((b - a).total_seconds())))
            if 7 <= L.local(x).hour <= 23: break
        return x
    # comments
    T["comments"] = []
    if not quiet and pg.skel in ("news", "forum", "blog", "video", "msgapp", "quote", "appjson", "live") and hi > P + td(minutes=10):
        n = R.randint(2, 6)
        T["comments"] = sorted(between(P + td(minutes=3), hi) for _ in range(n))
    T["U"] = None
    if not quiet and R.random() < 0.3 and hi > P + td(minutes=30) and kind not in ("leak_update_stamp", "leak_correction", "leak_appended_update", "leak_meta_modified", "leak_embedded_json"):
        T["U"] = between(P + td(minutes=15), hi)
    # sidebar (before t)
    T["side"] = sorted((between(base_t - td(days=12), min(hi, base_t + td(hours=30)) if not quiet else base_t - td(minutes=30)) for _ in range(R.randint(5, 8))), reverse=True)
    T["Q"] = None if quiet else between(max(P, t - td(hours=20)), hi)
    # calendar rows: before t with actual, after t without
    T["cal"] = [(between(t - td(days=3), hi), True) for _ in range(R.randint(2, 3))] + [(t + td(minutes=R.randint(70, 60 * 24 * 5)), False) for _ in range(R.randint(2, 3))]
    # live entries
    T["live"] = sorted((between(P, hi) for _ in range(R.randint(4, 7))), reverse=True) if not quiet else []
    T["E"] = t + td(minutes=R.randint(50, 240))  # scheduled event time (live pages)
    # scheduled dates (date-only, >= t local +3)
    T["S"] = ld(pg, max(P, t)) + td(days=R.randint(3, 25))
    T["S2"] = T["S"] + td(days=R.randint(20, 70))
    if kind == "clean_past_event_no_outcome":
        lo_d, hi_d = ld(pg, P) + td(days=2), ld(pg, t) - td(days=2)
        T["S"] = lo_d + td(days=R.randint(0, max(0, (hi_d - lo_d).days)))
    T["dprev"] = [ld(pg, base_t) - td(days=R.randint(3, 40)) for _ in range(3)]
    T["dprev"][1] = ld(pg, base_t) - td(days=R.randint(2, 9))
    T["rep_prev"] = ld(pg, base_t) - td(days=R.randint(20, 80))  # report date of previous period
    # deciding element
    D = None
    dec_timed = True
    if kind.startswith("leak_"):
        if kind == "leak_published_after_t":
            D = P
        elif kind in ("leak_related_headline",):
            T["S"] = ld(pg, t) + td(days=R.randint(2, 8))
            D = dt.datetime.combine(T["S"], dt.time(R.randint(15, 20), R.choice(range(0, 60, 5))), tzinfo=L.tzinfo).astimezone(UTC)
            dec_timed = R.random() < 0.5
        elif kind == "leak_results_figure":
            T["S"] = ld(pg, t) + td(days=R.randint(3, 20))
            D = dt.datetime.combine(T["S"], dt.time(0, 0), tzinfo=L.tzinfo).astimezone(UTC)
            dec_timed = False
        elif kind == "leak_table_row":
            day = ld(pg, t) + td(days=R.randint(2, 12))
            D = dt.datetime.combine(day, dt.time(R.randint(9, 17), R.choice([0, 30])), tzinfo=L.tzinfo).astimezone(UTC)
            dec_timed = pg.skel == "disclosure"
        elif kind == "leak_live_entry":
            D = T["E"] + td(minutes=R.randint(0, 20))
        elif kind == "leak_calendar_actual":
            D = t + td(minutes=R.randint(45, 60 * 40))
        elif kind in ("leak_correction", "leak_update_stamp"):
            if R.random() < 0.35:
                day = ld(pg, t) + td(days=R.randint(2, 10))
                D = dt.datetime.combine(day, dt.time(R.randint(8, 20), R.randint(0, 59)), tzinfo=L.tzinfo).astimezone(UTC); dec_timed = False
            else:
                D = t + td(minutes=R.randint(40, 60 * 48))
        else:
            D = t + td(minutes=R.randint(40, 60 * 52))
        D = D.replace(second=R.randint(0, 59) if dec_timed else 0, microsecond=0)
    T["D"] = D; pg.dec_timed = dec_timed
    # render stamp
    content = [P] + T["comments"] + T["side"] + [x for x in (T["U"], T["Q"]) if x] + T["live"] + ([D] if D else [])
    mx = max(content)
    if kind == "clean_render_stamp":
        T["R"] = max(mx, t) + td(minutes=R.randint(60, 60 * 24 * 20))
    elif R.random() < 0.75:
        T["R"] = max(mx, t) + td(minutes=R.randint(15, 60 * 30))
    else:
        T["R"] = mx + td(minutes=R.randint(5, 60))
    if pg.pair:  # R must be after everything; keep it so
        pass
    T["R"] = T["R"].replace(second=R.randint(0, 59), microsecond=0)
    T["A"] = (max(T["R"], t) + td(days=R.randint(1, 300), minutes=R.randint(0, 1000))).replace(second=R.randint(0, 59), microsecond=0) if kind == "clean_archive_banner" or R.random() < 0.06 else None
    pg.T = T
    # label times
    pg.ts = [t]
    if pg.pair:
        last_timed = max(content)
        t2 = last_timed + td(minutes=R.randint(40, 60 * 36))
        if not dec_timed:
            dd = ld(pg, D) if kind != "leak_results_figure" else T["S"]
            while ld(pg, t2) < dd + td(days=2): t2 += td(hours=6)
        if kind == "leak_related_headline": 
            while ld(pg, t2) < T["S"] + td(days=2): t2 += td(hours=6)
        t2 = t2.replace(minute=(t2.minute // 5) * 5, second=0, microsecond=0)
        if t2 < last_timed + td(minutes=30): t2 += td(minutes=30)
        pg.ts.append(t2)

# ---------------------------------------------------------------- display
def date_only_ok(pg, x):
    return all(abs((ld(pg, x) - ld(pg, t)).days) >= 2 for t in pg.ts)

def show(pg, x, mode="auto", deciding=False, date_ok=True, role="content"):
    """format an instant x for display in the page locale."""
    pg._donly = False
    out = _show(pg, x, mode, deciding, date_ok)
    pg.shown.append((x, "dec" if deciding else role, out, pg._donly))
    return out

def _show(pg, x, mode="auto", deciding=False, date_ok=True):
    L = pg.L
    if mode == "rel":
        s = rel(pg, x)
        if s: return s
        mode = "auto"
    if pg.kind == "clean_day_first_numeric" and not deciding:
        pats = [p for p in L.dt_pats if ("{DD}/{MM}" in p or "{DD}.{MM}" in p or "{D}/{M}" in p or "{DD}-{MM}" in p)] or L.dt_pats
        return fmt(L, x, R.choice(pats))
    if pg.kind == "clean_era_year" and not deciding:
        pats = [p for p in L.dt_pats if ("ROC" in p or "REI" in p or "BE" in p)] or L.dt_pats
        return fmt(L, x, R.choice(pats))
    if mode == "d":
        if date_ok and date_only_ok(pg, x):
            pg._donly = True; return fmt(L, x, R.choice(L.d_pats))
        mode = "dt"
    if mode == "short":
        if L.local(x).year == L.local(pg.T["P"]).year and all(L.local(t).year == L.local(x).year for t in pg.ts):
            return fmt(L, x, R.choice(L.short_dt))
        mode = "dt"
    if mode == "auto":
        r = R.random()
        if r < 0.2 and date_ok and not deciding and date_only_ok(pg, x):
            pg._donly = True; return fmt(L, x, R.choice(L.d_pats))
        if r < 0.4 and not deciding: return _show(pg, x, "short")
    return fmt(L, x, R.choice(L.dt_pats))

def show_date(pg, d, pat=None, role="body"):
    out = _show_date(pg, d, pat)
    if hasattr(pg, "shown"):
        x = dt.datetime.combine(d, dt.time(12, 0), tzinfo=pg.L.tzinfo).astimezone(UTC)
        pg.shown.append((x, role, out, True))
    return out

def _show_date(pg, d, pat=None):
    """date-only value d (a date) -> local date string (body style)."""
    x = dt.datetime.combine(d, dt.time(12, 0), tzinfo=pg.L.tzinfo).astimezone(UTC)
    if pg.kind == "clean_day_first_numeric":
        pats = [p for p in pg.L.d_pats if "{DD}" in p and "{MM}" in p] or pg.L.d_pats
        return fmt(pg.L, x, R.choice(pats))
    if pg.kind == "clean_era_year":
        pats = [p for p in pg.L.d_pats if ("ROC" in p or "REI" in p or "BE" in p)] or pg.L.d_pats
        return fmt(pg.L, x, R.choice(pats))
    return fmt(pg.L, x, pat or pg.L.body_d)

def rel(pg, x):
    L = pg.L; Rn = pg.T["R"]; tmin = min(pg.ts) - td(minutes=20)
    if x > tmin: return None
    sec = (Rn - x).total_seconds()
    if sec < 0: return None
    lx, lr = L.local(x), L.local(Rn)
    if sec < 3600:
        n = max(1, int(sec // 60))
        if Rn - td(minutes=n) <= tmin: return L.rel(n, "m")
        return None
    if sec < 86400 and lx.date() == lr.date():
        n = int(sec // 3600)
        if Rn - td(hours=n) <= tmin: return L.rel(n, "h")
        return None
    dd = (lr.date() - lx.date()).days
    if dd == 1: return f"{L.yest[1]} {lx.hour:02d}:{lx.minute:02d}"
    if dd == 2 and len(L.yest) > 2 and R.random() < 0.5: return f"{L.yest[2]} {lx.hour:02d}:{lx.minute:02d}"
    if dd < 7:
        n = int(sec // 86400)
        if n >= 1 and Rn - td(days=n) <= tmin and ld(pg, Rn - td(days=n)) <= ld(pg, min(pg.ts)) - td(days=0): return L.rel(n, "d")
    return None

def epoch(x): return int(x.timestamp())

# ---------------------------------------------------------------- blocks
def W(pg, k): return pg.L.w[k]

def month_year(pg, d):
    L = pg.L; b = L.code.split("-")[0]
    x = dt.datetime.combine(d, dt.time(12), tzinfo=L.tzinfo).astimezone(UTC)
    pat = {"zh": "{Y}年{M}月", "ja": "{Y}年{M}月", "ko": "{Y}년 {M}월", "vi": "tháng {M}/{Y}", "th": "{MON} {BE}"}.get(b, "{MON} {Y}")
    return fmt(L, x, pat)

def comment_text(pg):
    if not getattr(pg, "_cpool", None):
        pg._cpool = list(pg.L.comments); R.shuffle(pg._cpool)
    return pg._cpool.pop()

def b_comments(pg, cls="comments"):
    L = pg.L; T = pg.T
    items = []
    relmode = pg.kind == "clean_relative_time" or (R.random() < 0.4 and pg.show_render)
    users = list(L.users)
    for i, c in enumerate(T["comments"]):
        s = show(pg, c, "rel" if relmode else "auto")
        txt = comment_text(pg)
        if pg.kind == "injection_reader_comment" and i == len(T["comments"]) - 1:
            txt = txt + " " + pg.inj
        items.append((c, R.choice(users), s, txt, False))
    if pg.kind == "leak_reader_comment":
        D = T["D"]
        s = show(pg, D, R.choice(["dt", "short"]), deciding=True)
        items.append((D, R.choice(users), s, comment_text(pg), True))
        pg.dec = f"reader comment stamped '{s}'"
    items.sort(key=lambda z: z[0])
    out = [f'<section class="{cls}"><h3>{esc(W(pg, "comments"))} ({len(items)})</h3><ul>']
    for i, (c, u, s, txt, dec) in enumerate(items):
        sig = ""
        if pg.kind == "injection_forum_signature" and i == 0:
            sig = f'<div class="signature">-- {esc(pg.inj)}</div>'
        out.append(f'<li class="cmt" id="c{1000 + i * 7}"><span class="user">{esc(u)}</span> <span class="time">{esc(s)}</span>'
                   f'<p>{esc(txt)}</p>{sig}<a href="#" class="reply">{esc(W(pg, "reply"))}</a> <span class="like">{R.randint(0, 80)}</span></li>')
    out.append("</ul></section>")
    return "\n".join(out)

def b_sidebar(pg, title=None, cls="related"):
    L = pg.L; T = pg.T
    items = []
    relmode = pg.kind == "clean_relative_time"
    for x in T["side"]:
        s = show(pg, x, "rel" if relmode and R.random() < 0.7 else R.choice(["auto", "d", "short"]))
        items.append((x, fill(R.choice(L.heads), vary(pg)), s, False))
    if pg.kind == "leak_related_headline":
        D = T["D"]
        s = show(pg, D, "dt" if pg.dec_timed else "d", deciding=True, date_ok=True)
        txt = fill(L.leak_co if pg.topic == "co" else L.leak_mac, pg.S)
        items.append((D, txt, s, True))
        pg.dec = f"related headline '{txt}' dated '{s}'"
    items.sort(key=lambda z: z[0], reverse=True)
    out = [f'<aside class="{cls}"><h3>{esc(title or W(pg, "related"))}</h3><ul>']
    for x, txt, s, d in items:
        out.append(f'<li><a href="/news/{R.randint(100000, 999999)}.html">{esc(txt)}</a> <span class="date">{esc(s)}</span></li>')
    out.append("</ul></aside>")
    return "\n".join(out)

def b_quote(pg, cls="quote-strip"):
    L = pg.L; T = pg.T; S = pg.S
    chg = R.uniform(-4, 4)
    if pg.kind == "leak_ticker_quote_time":
        x = T["D"]; s = show(pg, x, "dt", deciding=True)
        pg.dec = f"ticker quote time '{s}'"
    elif T["Q"]:
        x = T["Q"]; s = show(pg, x, "dt")
    else:
        return ""
    vol = f"{R.randint(1000, 990000):,}".replace(",", {".": ",", ",": "."}[L.dec] if L.code.split("-")[0] in ("de", "es", "pt", "it", "nl", "tr", "id", "el") else ",")
    return (f'<div class="{cls}" data-symbol="{esc(S["tk"])}"><b>{esc(S["co"])}</b> <span class="sym">{esc(S["tk"])}</span> '
            f'<span class="px">{W(pg, "price")} {S["price"]}</span> <span class="chg {"up" if chg >= 0 else "down"}">{W(pg, "change")} {num(L, chg, 2)}%</span> '
            f'<span class="vol">{W(pg, "volume")} {vol}</span> <span class="qtime">{W(pg, "quote_time")} {esc(s)}</span></div>')

def cal_value(pg, lo, hi, nd=1):
    return num(pg.L, R.uniform(lo, hi), nd)

def b_calendar(pg):
    L = pg.L; T = pg.T
    rows = []
    evs = [fill(e, pg.S) for e in L.cal_events]
    for x, has in T["cal"]:
        rows.append((x, R.choice(evs[:3] if has else evs), cal_value(pg, 0.2, 4.5) if has else L.cal_none, cal_value(pg, 0.2, 4.5), cal_value(pg, 0.2, 4.5), False))
    if pg.kind == "leak_calendar_actual":
        x = T["D"]; ev = R.choice(evs[:3])
        rows.append((x, ev, cal_value(pg, 0.2, 4.5), cal_value(pg, 0.2, 4.5), cal_value(pg, 0.2, 4.5), True))
    rows.sort(key=lambda z: z[0])
    out = [f'<section class="ecal"><h3>{esc(W(pg, "calendar"))}</h3><p class="tz">{esc(W(pg, "tz_note"))}</p><table><thead><tr><th>{W(pg, "col_time")}</th><th>{W(pg, "col_event")}</th>'
           f'<th>{W(pg, "col_actual")}</th><th>{W(pg, "col_forecast")}</th><th>{W(pg, "col_prev")}</th></tr></thead><tbody>']
    for x, ev, a, f, p, d in rows:
        s = show(pg, x, "dt" if d else R.choice(["dt", "short"]), deciding=d, role="content" if x < pg.t else "sched")
        if d: pg.dec = f"calendar row '{ev}' scheduled '{s}' already shows actual {a}"
        out.append(f'<tr><td>{esc(s)}</td><td>{esc(ev)}</td><td class="act">{esc(a)}</td><td>{esc(f)}</td><td>{esc(p)}</td></tr>')
    out.append("</tbody></table></section>")
    return "\n".join(out)

def b_live(pg):
    L = pg.L; T = pg.T; S = pg.S
    ents = [(x, fill(R.choice(L.live_pre), vary(pg)), False) for x in T["live"]]
    if pg.kind == "leak_live_entry":
        ents.append((T["D"], fill(L.live_leak, S), True))
    ents.sort(key=lambda z: z[0], reverse=True)
    pday = ld(pg, T["P"])
    out = [f'<section class="live"><h2>{esc(W(pg, "live"))} · {esc(show_date(pg, pday, pg.L.body_dw))}</h2><p class="tz">{esc(W(pg, "tz_note"))}</p>'
           f'<p class="pinned">{esc(W(pg, "next_release"))}: {esc(show(pg, T["E"], "dt", role="sched"))}</p><ol>']
    for x, txt, d in ents:
        lx = pg.L.local(x)
        s = f"{lx.hour:02d}:{lx.minute:02d}" if lx.date() == pday and not d else show(pg, x, "short" if not d else "dt", deciding=d)
        if d: pg.dec = f"live entry '{txt}' at '{s}'"
        out.append(f'<li><time datetime="{iso(L, x)}">{esc(s)}</time> <p>{esc(txt)}</p></li>')
    out.append("</ol></section>")
    return "\n".join(out)

def fin_values(pg):
    L = pg.L
    return (num(L, R.uniform(50, 900), 1), num(L, R.uniform(5, 90), 1), num(L, R.uniform(0.1, 6), 2))

def b_fincard(pg):
    L = pg.L; fw = FIN[base(L.code)]
    if pg.kind == "leak_results_figure":
        per = L.period(*pg.period_pending)
        rv, pf, ep = fin_values(pg)
        pg.dec = f"financial card shows results for {per} although the page says that report is due {pg.S['d_sched']}"
        note = ""
    else:
        per = L.period(*pg.period_prev)
        rv, pf, ep = fin_values(pg)
        note = f'<p class="note">{esc(W(pg, "release_date"))}: {esc(show_date(pg, pg.T["rep_prev"], pg.L.d_pats[0], role="content"))}</p>'
    return (f'<div class="fincard"><h4>{esc(fw[3])} · {esc(per)}</h4><table><tr><th>{esc(fw[0])}</th><td>{rv}</td></tr>'
            f'<tr><th>{esc(fw[1])}</th><td>{pf}</td></tr><tr><th>{esc(fw[2])}</th><td>{ep}</td></tr></table>{note}</div>')

def b_hidden(pg):
    if pg.kind != "leak_hidden_element": return ""
    D = pg.T["D"]; s = show(pg, D, "dt", deciding=True)
    txt = fill(pg.L.leak_co if pg.topic == "co" else pg.L.leak_mac, pg.S)
    pg.dec = f"hidden (display:none) teaser '{txt}' stamped '{s}'"
    return f'<div class="breaking-preload" style="display:none" aria-hidden="true"><a href="/news/{R.randint(100000, 999999)}.html">{esc(txt)}</a> <span>{esc(s)}</span></div>'

def body_paras(pg):
    L = pg.L
    paras = [fill(p, pg.S) for p in (L.body_co if pg.topic == "co" else L.body_mac)]
    if pg.kind == "clean_financial_words": paras.insert(R.randint(1, len(paras)), L.finwords)
    if L.code.startswith("fr"):
        paras = [p.replace("Selon l'Statbel", "Selon Statbel").replace("de avril", "d'avril").replace("de août", "d'août").replace("de octobre", "d'octobre") for p in paras]
    return paras

def b_article(pg, cls="article-body"):
    L = pg.L; T = pg.T
    ps = body_paras(pg)
    out = [f'<div class="{cls}">']
    for i, p in enumerate(ps):
        out.append(f"<p>{esc(p)}</p>")
        if i == 0:
            if pg.kind == "injection_html_comment": out.append(f"<!-- {pg.inj} -->")
            if pg.kind == "injection_alt_text":
                out.append(f'<figure><img src="/img/{R.randint(10000, 99999)}.jpg" alt="{esc(pg.inj)}" width="640" height="360"></figure>')
            if pg.kind == "injection_white_text":
                out.append(f'<span style="color:#ffffff;font-size:1px">{esc(pg.inj)}</span>')
            if pg.kind == "injection_aria_label":
                out.append(f'<span class="icon-info" role="note" aria-label="{esc(pg.inj)}"></span>')
            if pg.kind == "injection_title_attr":
                out.append(f'<p><a href="/tag/{R.randint(100, 999)}" title="{esc(pg.inj)}">#{esc(pg.S["co"])}</a></p>')
            if pg.kind == "injection_data_attr":
                out.append(f'<div class="promo" data-note="{esc(pg.inj)}" data-id="{R.randint(1000, 9999)}"></div>')
            if pg.kind == "injection_hidden_div":
                out.append(f'<div class="sr-only" style="display:none">{esc(pg.inj)}</div>')
            if pg.kind == "injection_css_content":
                out.append(f'<style>.note-{pg.n}::after{{content:"{pg.inj}";font-size:0}}</style><span class="note-{pg.n}"></span>')
            if pg.kind == "injection_noscript":
                out.append(f"<noscript>{esc(pg.inj)}</noscript>")
    if pg.kind == "clean_ai_disclosure": out.append(f'<p class="ai-note"><em>{esc(L.aidisc)}</em></p>')
    if pg.kind == "leak_correction":
        s = show(pg, T["D"], "dt" if pg.dec_timed else "d", deciding=True)
        c = fill(L.correction, dict(pg.S, d=s)); out.append(f'<p class="correction">{esc(c)}</p>')
        pg.dec = f"appended correction dated '{s}'"
    if pg.kind == "leak_appended_update":
        s = show(pg, T["D"], "dt", deciding=True)
        c = fill(L.appended, dict(pg.S, d=s)); out.append(f'<p class="update-note">{esc(c)}</p>')
        pg.dec = f"appended update dated '{s}'"
    out.append("</div>")
    return "\n".join(out)

def b_meta_line(pg, cls="meta"):
    L = pg.L; T = pg.T
    if pg.kind == "leak_published_after_t":
        ps = show(pg, T["P"], "dt", deciding=True); pg.dec = f"publication stamp '{ps}' (after t)"
    elif pg.kind == "clean_local_midnight_stamp":
        ps = show(pg, T["P"], "dt")
    else:
        ps = show(pg, T["P"], R.choice(["dt", "dt", "auto"]))
    parts = [f'<span class="pub">{esc(W(pg, "pub"))} {esc(ps)}</span>']
    if pg.kind == "leak_update_stamp":
        us = show(pg, T["D"], "dt" if pg.dec_timed else "d", deciding=True)
        parts.append(f'<span class="upd">{esc(W(pg, "upd"))} {esc(us)}</span>'); pg.dec = f"update stamp '{us}'"
    elif T["U"]:
        parts.append(f'<span class="upd">{esc(W(pg, "upd"))} {esc(show(pg, T["U"], "dt"))}</span>')
    parts.append(f'<span class="src">{esc(W(pg, "source"))}: {esc(pg.site[0])}</span>')
    parts.append(f'<span class="views">{W(pg, "views")} {R.randint(200, 98000)}</span>')
    return f'<div class="{cls}">' + " | ".join(parts) + f'</div><p class="tz">{esc(W(pg, "tz_note"))}</p>'

def b_render(pg):
    if not pg.show_render: return ""
    return f'<p class="render">{esc(W(pg, "render"))}: {esc(show(pg, pg.T["R"], "dt", role="render"))}</p>'

def b_archive(pg):
    if not pg.T["A"]: return ""
    return f'<div id="wm-banner" style="background:#ffd;border:1px solid #cc9;padding:4px">{esc(W(pg, "archive"))}: {esc(fmt(pg.L, pg.T["A"], pg.L.dt_pats[0]))} · {esc(pg.url)}</div>'

def b_footer(pg):
    y = pg.L.local(min(pg.T["P"], pg.t)).year
    inj = f'<p class="small-note" style="font-size:10px;color:#999">{esc(pg.inj)}</p>' if pg.kind == "injection_visible_footer" else ""
    return (f'<footer><p>{esc(W(pg, "disclaimer"))}</p>{inj}<p>© 2008-{y} {esc(pg.site[0])} {esc(W(pg, "rights"))} · {esc(pg.site[1])}</p>'
            f'{b_render(pg)}</footer>')

def nav(pg):
    return (f'<header class="top"><a class="logo" href="/">{esc(pg.site[0])}</a><nav><a href="/">{esc(W(pg, "home"))}</a> <a href="/markets/">{esc(W(pg, "markets"))}</a> '
            f'<a href="/notices/">{esc(W(pg, "notices"))}</a> <a href="/login">{esc(W(pg, "login"))}</a> <form action="/search"><input name="q" placeholder="{esc(W(pg, "search"))}"></form></nav></header>')

def jsonld(pg, typ="NewsArticle", extra=None):
    T = pg.T; L = pg.L
    d = {"@context": "https://schema.org", "@type": typ, "headline": pg.title, "datePublished": iso(L, T["P"]),
         "publisher": {"@type": "Organization", "name": pg.site[0]}, "inLanguage": L.lang, "mainEntityOfPage": pg.url}
    if pg.kind == "leak_embedded_json" and pg.skel == "msgapp":
        pass
    elif pg.kind == "leak_embedded_json" and pg.skel != "appjson":
        d["dateModified"] = iso(L, T["D"]); pg.dec = f"JSON-LD dateModified {d['dateModified']}"
    elif pg.kind in ("leak_update_stamp", "leak_correction", "leak_appended_update", "leak_meta_modified"):
        pass
    else:
        d["dateModified"] = iso(L, T["U"] or T["P"])
    if pg.kind == "injection_jsonld": d["description"] = pg.inj
    if extra: d.update(extra)
    return '<script type="application/ld+json">' + json.dumps(d, ensure_ascii=False) + "</script>"

CSS = "body{font-family:sans-serif;margin:0}.top{background:#%s;color:#fff;padding:6px}main{display:flex;gap:16px;padding:12px}.main{flex:3}aside{flex:1;font-size:13px}.tz,.render{color:#777;font-size:12px}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 6px}"

def head(pg, desc=None):
    L = pg.L; T = pg.T
    metas = []
    if pg.decl_style == "meta" and pg.decl: metas.append(f'<meta charset="{pg.decl}">')
    elif pg.decl_style == "http" and pg.decl: metas.append(f'<meta http-equiv="Content-Type" content="text/html; charset={pg.decl}">')
    dsc = desc or pg.desc
    if pg.kind == "injection_meta_description": dsc = dsc + " " + pg.inj
    metas.append(f'<title>{esc(pg.title)} - {esc(pg.site[0])}</title>')
    metas.append(f'<meta name="description" content="{esc(dsc)}">')
    metas.append(f'<link rel="canonical" href="{esc(pg.url)}">')
    metas.append(f'<meta property="og:title" content="{esc(pg.title)}"><meta property="og:url" content="{esc(pg.url)}"><meta property="og:site_name" content="{esc(pg.site[0])}">')
    if pg.skel not in ("forum", "disclosure", "stats", "appjson"):
        metas.append(f'<meta property="article:published_time" content="{iso(L, T["P"])}">')
    if pg.kind == "leak_meta_modified":
        metas.append(f'<meta property="article:modified_time" content="{iso(L, T["D"])}">')
        pg.dec = f"<meta article:modified_time {iso(L, T['D'])}>"
    elif T["U"] and pg.skel in ("news", "blog", "broker"):
        metas.append(f'<meta property="article:modified_time" content="{iso(L, T["U"])}">')
    metas.append(f'<style>{CSS % pg.color}</style>')
    if pg.skel not in ("forum", "disclosure", "appjson", "stats"):
        metas.append(jsonld(pg, "VideoObject" if pg.skel == "video" else ("Report" if pg.skel == "broker" else "NewsArticle"),
                            {"uploadDate": iso(L, T["P"])} if pg.skel == "video" else None))
    if pg.kind == "injection_script_string":
        metas.append('<script>window._pageCfg = ' + json.dumps({"channel": pg.skel, "aid": pg.n, "reviewNote": pg.inj}, ensure_ascii=False) + ";</script>")
    doctype = R.choice(['<!DOCTYPE html>', '<!DOCTYPE html>', '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">'])
    dirattr = ' dir="rtl"' if getattr(L, "rtl", False) else ""
    return f'{doctype}\n<html lang="{L.lang}"{dirattr}>\n<head>\n' + "\n".join(metas) + "\n</head>\n"

# ---------------------------------------------------------------- skeletons
def sk_news(pg):
    parts = [b_archive(pg), nav(pg), '<main><div class="main"><article>', f"<h1>{esc(pg.title)}</h1>", b_meta_line(pg)]
    if pg.topic == "co" or pg.kind == "leak_ticker_quote_time": parts.append(b_quote(pg))
    parts.append(b_article(pg))
    if pg.kind in ("leak_results_figure",) or (pg.topic == "co" and R.random() < 0.4): parts.append(b_fincard(pg))
    if pg.kind in ("leak_calendar_actual", "clean_forecast_consensus") or R.random() < 0.3: parts.append(b_calendar(pg))
    if pg.kind == "leak_live_entry": parts.append(b_live(pg))
    parts.append(b_hidden(pg))
    parts.append(f'<div class="share">{esc(W(pg, "share"))}: WeChat · X · Facebook</div></article>')
    if pg.T["comments"] or pg.kind in ("leak_reader_comment", "injection_reader_comment"): parts.append(b_comments(pg))
    parts.append("</div>" + b_sidebar(pg) + "</main>")
    parts.append(b_footer(pg))
    return parts

def sk_blog(pg):
    L = pg.L; T = pg.T
    months = sorted({ld(pg, x).replace(day=1) for x in T["side"]} | {ld(pg, min(T["P"], pg.t)).replace(day=1) - td(days=k * 31) for k in range(1, 4)}, reverse=True)
    arch = "".join(f'<li><a href="/archive/{m.year}/{m.month:02d}/">{esc(month_year(pg, m))}</a> ({R.randint(2, 14)})</li>' for m in months)
    parts = [b_archive(pg), nav(pg), '<main><div class="main"><article class="post">', f'<h1 class="entry-title">{esc(pg.title)}</h1>', b_meta_line(pg, "entry-meta"),
             b_article(pg, "entry-content")]
    if pg.kind in ("leak_calendar_actual", "clean_forecast_consensus"): parts.append(b_calendar(pg))
    parts.append(b_hidden(pg))
    parts.append("</article>")
    if pg.T["comments"] or pg.kind in ("leak_reader_comment", "injection_reader_comment"): parts.append(b_comments(pg, "comment-list"))
    parts.append("</div>" + b_sidebar(pg) + f'<aside class="archive"><h3>{esc(MISC[base(L.code)][0])}</h3><ul>{arch}</ul></aside></main>')
    parts.append(b_footer(pg))
    return parts

def sk_forum(pg):
    L = pg.L; T = pg.T
    op = R.choice(L.users)
    parts = [b_archive(pg), nav(pg), '<main><div class="main"><div class="thread">', f'<h1 class="thread-title">{esc(pg.title)}</h1>']
    parts.append(b_quote(pg))
    if pg.kind == "leak_published_after_t":
        ps = show(pg, T["P"], "dt", deciding=True); pg.dec = f"opening post stamp '{ps}' (after t)"
    else:
        ps = show(pg, T["P"], "dt")
    upd = ""
    if pg.kind == "leak_update_stamp":
        us = show(pg, T["D"], "dt" if pg.dec_timed else "d", deciding=True); pg.dec = f"post edit stamp '{us}'"
        upd = f'<div class="edited">{esc(W(pg, "upd"))} {esc(us)}</div>'
    elif T["U"]:
        upd = f'<div class="edited">{esc(W(pg, "upd"))} {esc(show(pg, T["U"], "dt"))}</div>'
    parts.append(f'<div class="post op" id="floor1"><div class="author">{esc(op)} <span class="floor">#1</span></div><div class="ptime">{esc(W(pg, "pub"))} {esc(ps)}</div>{upd}'
                 f'<p class="tz">{esc(W(pg, "tz_note"))}</p>')
    parts.append(b_article(pg, "post-body"))
    parts.append(b_hidden(pg))
    parts.append("</div>")
    parts.append(b_comments(pg, "replies"))
    parts.append("</div></div>" + b_sidebar(pg, cls="hot-threads") + "</main>")
    parts.append(b_footer(pg))
    return parts

def sk_msgapp(pg):
    L = pg.L; T = pg.T
    acct = pg.site[0]
    if pg.kind == "leak_published_after_t":
        ps = show(pg, T["P"], "dt", deciding=True); pg.dec = f"article publish time '{ps}' (after t)"
    else:
        ps = show(pg, T["P"], "dt")
    city = {"zh-CN": "上海", "zh-TW": "台北", "zh-HK": "香港", "ja": "東京", "ko": "서울", "ru": "Москва", "uk": "Київ", "ar": "الرياض", "th": "กรุงเทพฯ", "vi": "Hà Nội", "id": "Jakarta"}.get(L.code, "")
    parts = [b_archive(pg), f'<div class="rich_media"><h1 class="rich_media_title">{esc(pg.title)}</h1>',
             f'<div class="rich_media_meta_list"><span class="original">{esc(W(pg, "author"))}</span> <a class="account_nickname">{esc(acct)}</a> '
             f'<em id="publish_time">{esc(ps)}</em> <span class="ip_wording">{esc(city)}</span></div><p class="tz">{esc(W(pg, "tz_note"))}</p>']
    parts.append(b_article(pg, "rich_media_content"))
    parts.append(f'<div class="read_num">{esc(W(pg, "views"))} {(R.choice(["10万+", str(R.randint(800, 99000))]) if L.code.startswith("zh") else str(R.randint(800, 99000)))}</div>')
    if T["comments"] or pg.kind in ("leak_reader_comment", "injection_reader_comment"): parts.append(b_comments(pg, "discuss_list"))
    parts.append(b_sidebar(pg, cls="related_article"))
    parts.append("</div>")
    mt = T["U"] or T["P"]
    js = {"ct": str(epoch(T["P"])), "publish_time": fmt(L, T["P"], "{Y}-{MM}-{DD}"), "nickname": acct, "title": pg.title}
    if pg.kind == "leak_embedded_json":
        js["update_time"] = str(epoch(T["D"])); pg.dec = f"embedded update_time epoch {js['update_time']} (= {T['D'].isoformat()})"
    else:
        js["update_time"] = str(epoch(mt))
    js["svr_time"] = str(epoch(T["R"]))
    parts.append("<script>\n" + "\n".join(f'var {k} = {json.dumps(v, ensure_ascii=False)};' for k, v in js.items()) + "\n</script>")
    parts.append(b_footer(pg))
    return parts

def sk_video(pg):
    L = pg.L; T = pg.T
    if pg.kind == "leak_published_after_t":
        ps = show(pg, T["P"], "dt", deciding=True); pg.dec = f"video upload stamp '{ps}' (after t)"
    else:
        ps = show(pg, T["P"], "dt")
    chapters = "".join(f"<li>{m:02d}:{s:02d} {esc(h)}</li>" for (m, s), h in zip(sorted((R.randint(0, 25), R.randint(0, 59)) for _ in range(4)), [fill(x, vary(pg)) for x in R.sample(L.heads, 4)]))
    paras = body_paras(pg)[:2]
    parts = [b_archive(pg), nav(pg), '<main><div class="main"><div class="player" data-duration="PT%dM%dS"></div>' % (R.randint(3, 40), R.randint(0, 59)),
             f'<h1>{esc(pg.title)}</h1><div class="vmeta">{esc(W(pg, "upload"))} {esc(ps)} · {R.randint(1000, 500000)} {esc(W(pg, "views"))}</div><p class="tz">{esc(W(pg, "tz_note"))}</p>',
             '<div class="description">' + "".join(f"<p>{esc(p)}</p>" for p in paras) + f"<ul>{chapters}</ul></div>"]
    tmp = pg.kind
    parts.append(b_article(pg, "transcript") if pg.kind.startswith("injection_") else "")
    if T["comments"] or pg.kind in ("leak_reader_comment", "injection_reader_comment"): parts.append(b_comments(pg))
    parts.append("</div>" + b_sidebar(pg, cls="up-next") + "</main>")
    parts.append(b_footer(pg))
    return parts

def sk_quote(pg):
    L = pg.L; T = pg.T; S = pg.S
    parts = [b_archive(pg), nav(pg), f'<main><div class="main"><h1>{esc(S["co"])} ({esc(S["tk"])})</h1>', b_quote(pg, "quote-header"),
             f'<p class="tz">{esc(W(pg, "tz_note"))}</p>', '<div class="chart" data-range="1d"></div>']
    if not T["Q"] and pg.kind != "leak_ticker_quote_time":
        parts.append("")
    parts.append(b_fincard(pg))
    parts.append(f'<h2>{esc(pg.title)}</h2>' + b_meta_line(pg) + b_article(pg))
    if pg.kind in ("leak_calendar_actual", "clean_forecast_consensus") or R.random() < 0.3: parts.append(b_calendar(pg))
    if pg.kind == "leak_live_entry": parts.append(b_live(pg))
    parts.append(b_hidden(pg))
    if T["comments"] or pg.kind in ("leak_reader_comment", "injection_reader_comment"): parts.append(b_comments(pg, "stock-talk"))
    parts.append("</div>" + b_sidebar(pg, cls="news-strip") + "</main>")
    parts.append(b_footer(pg))
    return parts

def sk_live(pg):
    L = pg.L; T = pg.T
    parts = [b_archive(pg), nav(pg), f'<main><div class="main"><h1>{esc(pg.title)}</h1>', b_meta_line(pg)]
    if pg.kind == "leak_ticker_quote_time" or T["Q"]: parts.append(b_quote(pg))
    parts.append(b_live(pg))
    parts.append(b_article(pg, "live-intro"))
    if pg.kind in ("leak_calendar_actual", "clean_forecast_consensus") or R.random() < 0.5: parts.append(b_calendar(pg))
    if T["comments"] or pg.kind in ("leak_reader_comment", "injection_reader_comment"): parts.append(b_comments(pg))
    parts.append("</div>" + b_sidebar(pg) + "</main>")
    parts.append(b_footer(pg))
    return parts

def table_rows_dates(pg, n, lo_days=3, hi_days=25):
    last = ld(pg, min(pg.T["P"], pg.t)) - td(days=R.randint(lo_days, hi_days))
    return [last - td(days=30 * i + R.randint(-2, 2)) for i in range(n)]

def sk_stats(pg):
    L = pg.L; T = pg.T; fw = FIN[base(L.code)]
    if pg.kind == "leak_table_row":
        last = ld(pg, T["D"])
        rels = [last] + [last - td(days=30 * i + R.randint(-2, 2)) for i in range(1, 7)]
    else:
        rels = table_rows_dates(pg, 7)
        nxt = rels[0] + td(days=30)
        while nxt < ld(pg, pg.t) + td(days=2): nxt += td(days=30)
        T["S"] = nxt; pg.S["d_sched"] = show_date(pg, nxt, L.d_pats[0])
    ev = fill(R.choice(L.cal_events[:2]), pg.S)
    rows = []
    for i, r in enumerate(rels):
        per = month_year(pg, (r.replace(day=1) - td(days=1)))
        d = (i == 0 and pg.kind == "leak_table_row")
        s = show_date(pg, r, L.d_pats[0], role="dec" if d else "content")
        if d: pg.dec = f"data table row for {per} with release date '{s}'"
        rows.append(f'<tr><td>{esc(per)}</td><td>{num(L, R.uniform(-1, 4.5), 1)}</td><td>{esc(s)}</td></tr>')
    if pg.kind == "leak_published_after_t":
        ps = show(pg, T["P"], "dt", deciding=True); pg.dec = f"release stamp '{ps}' (after t)"
    else:
        ps = show(pg, T["P"], "dt")
    upd = ""
    if pg.kind == "leak_update_stamp":
        us = show(pg, T["D"], "dt" if pg.dec_timed else "d", deciding=True); pg.dec = f"update stamp '{us}'"
        upd = f' | {esc(W(pg, "upd"))} {esc(us)}'
    nxt_s = "" if pg.kind == "leak_table_row" else f'<p class="next">{esc(W(pg, "next_release"))}: {esc(pg.S["d_sched"])}</p>'
    parts = [b_archive(pg), nav(pg), f'<main><div class="main"><h1>{esc(pg.title)}</h1><div class="meta">{esc(W(pg, "release_date"))}: {esc(ps)}{upd}</div>',
             f'<p class="tz">{esc(W(pg, "tz_note"))}</p>', b_article(pg),
             f'<h3>{esc(ev)}</h3><table class="series"><thead><tr><th>{esc(W(pg, "period"))}</th><th>{esc(W(pg, "value"))}</th><th>{esc(W(pg, "release_date"))}</th></tr></thead><tbody>'
             + "".join(rows) + "</tbody></table>", nxt_s]
    if pg.kind in ("leak_calendar_actual", "clean_forecast_consensus"): parts.append(b_calendar(pg))
    parts.append("</div>" + b_sidebar(pg) + "</main>")
    parts.append(b_footer(pg))
    return parts

def sk_cbank(pg):
    L = pg.L; T = pg.T
    dates = [T["dprev"][0]] + [T["dprev"][0] - td(days=42 * i + R.randint(-3, 3)) for i in range(1, 6)]
    rate = pg.S["r2"]
    rows = []
    if pg.kind == "leak_table_row":
        T["S"] = ld(pg, T["D"]); pg.S["d_sched"] = show_date(pg, T["S"])
        s = show_date(pg, T["S"], L.d_pats[0], role="dec"); pg.dec = f"decision-history row dated '{s}' with a decided rate"
        rows.append(f'<tr class="latest"><td>{esc(s)}</td><td>{esc(pg.S["r1m"])}%</td></tr>')
    else:
        rows.append(f'<tr class="next"><td>{esc(show_date(pg, T["S"], L.d_pats[0]))}</td><td>{esc(L.cal_none)}</td></tr>')
    for d in dates:
        rows.append(f'<tr><td>{esc(show_date(pg, d, L.d_pats[0], role="content"))}</td><td>{esc(rate)}%</td></tr>')
    if pg.kind == "leak_published_after_t":
        ps = show(pg, T["P"], "dt", deciding=True); pg.dec = f"press release stamp '{ps}' (after t)"
    else:
        ps = show(pg, T["P"], "dt")
    upd = ""
    if pg.kind == "leak_update_stamp":
        us = show(pg, T["D"], "dt" if pg.dec_timed else "d", deciding=True); pg.dec = f"update stamp '{us}'"
        upd = f' | {esc(W(pg, "upd"))} {esc(us)}'
    pg.topic = "mac"
    parts = [b_archive(pg), nav(pg), f'<main><div class="main"><h1>{esc(pg.title)}</h1><div class="meta">{esc(W(pg, "pub"))} {esc(ps)}{upd}</div>',
             f'<p class="tz">{esc(W(pg, "tz_note"))}</p>', b_article(pg),
             f'<table class="decisions"><thead><tr><th>{esc(W(pg, "release_date"))}</th><th>{esc(W(pg, "value"))}</th></tr></thead><tbody>' + "".join(rows) + "</tbody></table>",
             b_hidden(pg), "</div>" + b_sidebar(pg) + "</main>", b_footer(pg)]
    return parts

def ann_title(pg, c):
    hs = [h for h in pg.L.heads if "{co2}" in h or "{co3}" in h]
    d = vary(pg); d["co2"] = d["co3"] = c
    return fill(R.choice(hs), d)

def sk_disclosure(pg):
    L = pg.L; T = pg.T; fw = FIN[base(L.code)]
    rows = []
    for _ in range(R.randint(6, 10)):
        x = T["P"] - td(minutes=R.randint(0, 60 * 24 * 4))
        if x > pg.t - td(minutes=25): x = pg.t - td(minutes=30)
        for _ in range(6):
            if 7 <= L.local(x).hour <= 21: break
            x -= td(hours=4)
        c, tk = R.choice(L.cos)
        rows.append((x, tk, c, ann_title(pg, c), False))
    main_row = (T["P"], pg.S["tk"], pg.S["co"], pg.title, pg.kind == "leak_published_after_t")
    rows.append(main_row)
    if pg.kind == "leak_table_row":
        c, tk = R.choice(L.cos)
        rows.append((T["D"], tk, c, ann_title(pg, c), True))
    rows.sort(key=lambda z: z[0], reverse=True)
    trs = []
    for x, tk, c, ttl, d in rows:
        s = show(pg, x, "dt", deciding=d)
        if d: pg.dec = f"announcement list row '{ttl}' stamped '{s}'"
        trs.append(f'<tr><td>{esc(s)}</td><td>{esc(tk)}</td><td>{esc(c)}</td><td><a href="/disclosure/{R.randint(10**7, 10**8)}.pdf">{esc(ttl)}</a> <span class="pdf">[{esc(W(pg, "attach"))}]</span></td></tr>')
    upd = ""
    if pg.kind == "leak_update_stamp":
        us = show(pg, T["D"], "dt" if pg.dec_timed else "d", deciding=True); pg.dec = f"announcement revision stamp '{us}'"
        upd = f'<p class="rev">{esc(W(pg, "upd"))} {esc(us)}</p>'
    parts = [b_archive(pg), nav(pg), f'<main><div class="main"><h2>{esc(W(pg, "list_title"))}</h2><p class="tz">{esc(W(pg, "tz_note"))}</p>',
             f'<table class="ann"><thead><tr><th>{esc(W(pg, "col_time"))}</th><th>{esc(fw[6])}</th><th>{esc(fw[4])}</th><th>{esc(fw[5])}</th></tr></thead><tbody>' + "".join(trs) + "</tbody></table>",
             f'<div class="ann-detail"><h1>{esc(pg.title)}</h1>{upd}', b_article(pg), "</div></div></main>", b_footer(pg)]
    return parts

def sk_regulator(pg):
    L = pg.L; T = pg.T
    reg = REG[base(L.code)]
    lt = L.local(min(T["P"], pg.t))
    ref = fill(reg[3], {"Y": lt.year, "ROC": lt.year - 1911, "k": pg.S["k"]})
    pg.title = reg[0]
    sl = dict(pg.S, d_sched=show_date(pg, T["S2"], pg.L.body_dw), d_prev=show_date(pg, T["dprev"][0]))
    if pg.kind == "leak_published_after_t":
        ps = show(pg, T["P"], "dt", deciding=True); pg.dec = f"notice issue stamp '{ps}' (after t)"
    else:
        ps = show(pg, T["P"], R.choice(["dt", "d"]))
    upd = ""
    if pg.kind == "leak_update_stamp":
        us = show(pg, T["D"], "dt" if pg.dec_timed else "d", deciding=True); pg.dec = f"notice amended stamp '{us}'"
        upd = f' | {esc(W(pg, "upd"))} {esc(us)}'
    items = []
    for x in T["side"]:
        items.append((x, fill(R.choice(L.heads), vary(pg)), show(pg, x, "d"), False))
    if pg.kind == "leak_table_row":
        s = show(pg, T["D"], "d", deciding=True); txt = fill(L.leak_co if pg.topic == "co" else L.leak_mac, pg.S)
        items.append((T["D"], txt, s, True)); pg.dec = f"notice list row '{txt}' dated '{s}'"
    items.sort(key=lambda z: z[0], reverse=True)
    lis = "".join(f'<tr><td>{esc(s)}</td><td><a href="/notice/{R.randint(1000, 9999)}.html">{esc(txt)}</a></td></tr>' for _, txt, s, _ in items)
    parts = [b_archive(pg), nav(pg), f'<main><div class="main"><h1>{esc(reg[0])}</h1><div class="docno">{esc(ref)}</div><div class="meta">{esc(W(pg, "pub"))} {esc(ps)}{upd}</div>',
             f'<p class="tz">{esc(W(pg, "tz_note"))}</p><div class="notice"><p>{esc(fill(reg[1], sl))}</p><p>{esc(fill(reg[2], sl))}</p></div>',
             b_article(pg, "explanation"), f'<p><a href="/files/{R.randint(1000, 9999)}.pdf">{esc(W(pg, "attach"))}</a></p>',
             f'<table class="notice-list"><tbody>{lis}</tbody></table></div></main>', b_footer(pg)]
    return parts

def estimates_table(pg):
    L = pg.L; fw = FIN[base(L.code)]
    lt = pg.L.local(min(pg.t, pg.T["P"]))
    fy_a = lt.year - 1 if lt.month >= 5 else lt.year - 2
    cols = [f"{fy_a}A", f"{fy_a + 1}E", f"{fy_a + 2}E", f"{fy_a + 3}E"]
    rows = []
    for name in fw[:3]:
        base_v = R.uniform(5, 400)
        vals = [num(L, base_v * (1 + 0.1 * i), 1 if name != fw[2] else 2) for i in range(4)]
        rows.append(f'<tr><th>{esc(name)}</th>' + "".join(f"<td>{v}</td>" for v in vals) + "</tr>")
    return f'<table class="est"><thead><tr><th></th>' + "".join(f"<th>{c}</th>" for c in cols) + "</tr></thead><tbody>" + "".join(rows) + "</tbody></table>"

def sk_broker(pg):
    L = pg.L; T = pg.T
    if pg.kind == "leak_published_after_t":
        ps = show(pg, T["P"], "dt", deciding=True); pg.dec = f"report date '{ps}' (after t)"
    else:
        ps = show(pg, T["P"], R.choice(["dt", "d"]))
    upd = ""
    if pg.kind == "leak_update_stamp":
        us = show(pg, T["D"], "dt" if pg.dec_timed else "d", deciding=True); pg.dec = f"report update stamp '{us}'"
        upd = f'<div>{esc(W(pg, "upd"))}: {esc(us)}</div>'
    box = (f'<div class="rating-box"><div>{esc(W(pg, "rating"))}: <b>{esc(R.choice([W(pg, "buy"), W(pg, "hold")]))}</b></div>'
           f'<div>{esc(W(pg, "target"))}: {num(L, R.uniform(20, 600), 2)}</div><div>{esc(W(pg, "report_date"))}: {esc(ps)}</div>{upd}</div>')
    parts = [b_archive(pg), nav(pg), f'<main><div class="main"><h1>{esc(pg.title)}</h1>', box, f'<p class="tz">{esc(W(pg, "tz_note"))}</p>']
    if pg.kind == "leak_ticker_quote_time" or T["Q"]: parts.append(b_quote(pg))
    parts.append(b_article(pg))
    parts.append(estimates_table(pg))
    if pg.kind == "leak_results_figure": parts.append(b_fincard(pg))
    parts.append("</div>" + b_sidebar(pg) + "</main>")
    parts.append(b_footer(pg))
    return parts

def sk_ir(pg):
    L = pg.L; T = pg.T
    pg.topic = "co"
    cal = (f'<section class="ir-cal"><h3>{esc(MISC[base(L.code)][2])}</h3><ul><li>{esc(pg.S["d_sched"])} · {esc(pg.S["period"])}</li>'
           f'<li>{esc(show_date(pg, T["S2"], L.d_pats[0], role="sched"))} · {esc(MISC[base(L.code)][3])}</li></ul></section>')
    items = []
    for x in T["side"]:
        items.append((x, fill(R.choice(L.heads), vary(pg)), show(pg, x, R.choice(["d", "dt"])), False))
    ttl_self = (T["P"], pg.title, None, pg.kind == "leak_published_after_t")
    if pg.kind == "leak_table_row":
        s = show(pg, T["D"], "d", deciding=True); txt = fill(R.choice(L.heads), vary(pg))
        items.append((T["D"], txt, s, True)); pg.dec = f"IR news-release row '{txt}' dated '{s}'"
    items.sort(key=lambda z: z[0], reverse=True)
    lis = "".join(f'<tr><td>{esc(s)}</td><td><a href="/ir/news/{R.randint(1000, 9999)}">{esc(txt)}</a></td></tr>' for _, txt, s, _ in items)
    parts = [b_archive(pg), nav(pg), f'<main><div class="main"><h1>{esc(pg.S["co"])} – IR</h1>']
    parts.append(b_quote(pg, "ir-stock"))
    parts.append(f'<p class="tz">{esc(W(pg, "tz_note"))}</p>' + cal + b_fincard(pg))
    parts.append(f'<h2>{esc(pg.title)}</h2>' + b_meta_line(pg) + b_article(pg))
    parts.append(b_hidden(pg))
    parts.append(f'<table class="releases"><tbody>{lis}</tbody></table></div></main>')
    parts.append(b_footer(pg))
    return parts

def sk_wiki(pg):
    L = pg.L; T = pg.T; S = pg.S
    pg.topic = "co"
    fw = FIN[base(L.code)]
    founded = R.randint(1952, 2009)
    refs = []
    for x in T["side"][:4]:
        refs.append(f'<li>{esc(fill(R.choice(L.heads), vary(pg)))}. {esc(pg.site[0])}. {esc(show(pg, x, "d"))}.</li>')
    last = T["D"] if pg.kind == "leak_update_stamp" else (T["U"] or T["P"])
    ls = show(pg, last, "dt", deciding=pg.kind == "leak_update_stamp")
    if pg.kind == "leak_update_stamp": pg.dec = f"wiki 'last edited' footer '{ls}'"
    info = (f'<table class="infobox"><caption>{esc(S["co"])}</caption><tr><th>{esc(fw[6])}</th><td>{esc(S["exch"])}: {esc(S["tk"])}</td></tr>'
            f'<tr><th>{esc(MISC[base(L.code)][4])}</th><td>{founded}</td></tr></table>')
    parts = [b_archive(pg), nav(pg), f'<main><div class="main"><h1 class="firstHeading">{esc(S["co"])}</h1>', info, b_fincard(pg), b_article(pg, "mw-parser-output"),
             f'<h2>{esc(MISC[base(L.code)][1])}</h2><ol class="references">{"".join(refs)}</ol></div></main>',
             f'<div id="footer-info-lastmod">{esc(W(pg, "edited"))} {esc(ls)}</div>', b_footer(pg)]
    return parts

def sk_appjson(pg):
    L = pg.L; T = pg.T
    ms = lambda x: epoch(x) * 1000
    comments = [{"uid": R.randint(10**5, 10**6), "nick": R.choice(L.users), "ctime": ms(c), "text": comment_text(pg)} for c in T["comments"]]
    if pg.kind == "leak_reader_comment":
        comments.append({"uid": R.randint(10**5, 10**6), "nick": R.choice(L.users), "ctime": ms(T["D"]), "text": comment_text(pg)})
    if pg.kind == "injection_reader_comment" and comments:
        comments[-1]["text"] += " " + pg.inj
    art = {"id": pg.n * 7919, "title": pg.title, "source": pg.site[0], "publishTime": ms(T["P"]), "content": body_paras(pg)}
    if pg.kind == "leak_embedded_json":
        art["updateTime"] = ms(T["D"]); pg.dec = f"__INITIAL_STATE__ article.updateTime {ms(T['D'])} ms (= {T['D'].isoformat()})"
    else:
        art["updateTime"] = ms(T["U"] or T["P"])
    state = {"article": art, "comments": comments, "related": [{"title": fill(R.choice(L.heads), vary(pg)), "time": ms(x)} for x in T["side"]],
             "serverTime": ms(T["R"]), "locale": L.lang}
    if pg.kind == "leak_calendar_actual" or pg.kind == "clean_forecast_consensus":
        pass
    # visible SSR
    ps = show(pg, T["P"], "dt")
    vis = [b_archive(pg), f'<div id="app" data-server-rendered="true"><h1>{esc(pg.title)}</h1><div class="meta">{esc(W(pg, "pub"))} {esc(ps)} · {esc(pg.site[0])}</div>',
           f'<p class="tz">{esc(W(pg, "tz_note"))}</p>', b_article(pg)]
    if pg.kind in ("leak_calendar_actual", "clean_forecast_consensus"): vis.append(b_calendar(pg))
    if pg.kind == "leak_reader_comment":
        s = show(pg, T["D"], "dt", deciding=True)
        pg.dec = f"comment in embedded state ctime {ms(T['D'])} (= '{s}'), also rendered"
        vis.append(f'<div class="cmt-latest"><span>{esc(comments[-1]["nick"])}</span> <time>{esc(s)}</time> <p>{esc(comments[-1]["text"])}</p></div>')
    vis.append("</div>")
    vis.append(b_sidebar(pg, cls="feed-related"))
    vis.append('<script>window.__INITIAL_STATE__ = ' + json.dumps(state, ensure_ascii=False) + ";</script>")
    vis.append(b_footer(pg))
    return vis

SK = {"news": sk_news, "blog": sk_blog, "forum": sk_forum, "msgapp": sk_msgapp, "video": sk_video, "quote": sk_quote, "live": sk_live,
      "stats": sk_stats, "cbank": sk_cbank, "disclosure": sk_disclosure, "regulator": sk_regulator, "broker": sk_broker, "ir": sk_ir,
      "wiki": sk_wiki, "appjson": sk_appjson}
PATHS = {"news": "/news/{y}{m:02d}{d:02d}/{n}.html", "blog": "/blog/{y}/{m:02d}/{slug}.html", "forum": "/thread-{n}-1-1.html", "msgapp": "/s/{slug}",
         "video": "/video/{slug}", "quote": "/quote/{tk}.html", "live": "/live/{y}{m:02d}{d:02d}-{n}", "stats": "/data/release/{y}/{n}.htm",
         "cbank": "/policy/press/{y}/{n}.html", "disclosure": "/disclosure/detail?id={n}", "regulator": "/notice/{y}/{n}.shtml",
         "broker": "/research/{y}{m:02d}{d:02d}/{n}.html", "ir": "/ir/{tk}/index.html", "wiki": "/wiki/{slug}", "appjson": "/a/{n}"}
SUB = {"forum": "bbs.", "msgapp": "mp.", "video": "v.", "quote": "quote.", "live": "live.", "stats": "data.", "cbank": "policy.", "disclosure": "disclosure.",
       "regulator": "reg.", "broker": "research.", "ir": "ir.", "wiki": "wiki.", "appjson": "m.", "news": "www.", "blog": "blog."}

# ---------------------------------------------------------------- build
def prep(pg):
    T = pg.T; L = pg.L
    if pg.skel == "stats" and pg.kind != "leak_table_row":
        last = ld(pg, min(T["P"], pg.t)) - td(days=R.randint(3, 25))
        pg.stats_last = last
    if pg.kind == "leak_table_row" and pg.skel == "cbank":
        T["S"] = ld(pg, T["D"])
    if pg.skel == "stats" and pg.kind == "leak_table_row":
        T["S"] = ld(pg, T["D"])

def date_slots(pg):
    T = pg.T
    pg.S.update(d_prev=show_date(pg, T["dprev"][0]), d_prev2=show_date(pg, T["dprev"][1]), d_prev3=show_date(pg, T["dprev"][2]),
                d_sched=show_date(pg, T["S"]), d_sched2=show_date(pg, T["S2"]))

def verify(pg):
    """check every displayed stamp against the label times."""
    M = td(minutes=20)
    errs = []
    for i, t in enumerate(pg.ts):
        exp_reject = (i == 0 and not pg.kind.startswith("clean_"))
        for x, role, st, donly in pg.shown:
            if role in ("sched", "render", "body"): continue
            if role == "dec" and exp_reject:
                if donly:
                    if (ld(pg, x) - ld(pg, t)).days < 2: errs.append(("deciding date too close", st, x, t))
                elif x < t + M: errs.append(("deciding too early", st, x, t))
            else:
                if donly:
                    if (ld(pg, t) - ld(pg, x)).days < 2: errs.append(("date-only stamp too close", role, st, x, t))
                elif x > t - M: errs.append(("content after t", role, st, x, t))
        if pg.T["Q"] and pg.T["Q"] > t - M and not (exp_reject and pg.kind == "leak_ticker_quote_time"): errs.append(("Q", t))
        if pg.kind == "leak_results_figure":
            if exp_reject and (pg.T["S"] - ld(pg, t)).days < 2: errs.append(("results S too close", t))
            if not exp_reject and (ld(pg, t) - pg.T["S"]).days < 2: errs.append(("results S not passed", t))
        if not exp_reject and pg.T["D"] and pg.T["D"] > t - M: errs.append(("D after accept t", t))
        if not exp_reject and pg.T["U"] and pg.T["U"] > t - M: errs.append(("U after t", t))
        for x in pg.T["comments"] + pg.T["side"] + pg.T["live"]:
            if x > t - M and not (exp_reject): errs.append(("list item after t", x, t))
            if x > pg.ts[0] - M: errs.append(("list item after t1", x))
    if pg.kind.startswith("leak_") and not any(r == "dec" for _, r, _, _ in pg.shown) and pg.kind not in ("leak_meta_modified", "leak_embedded_json", "leak_results_figure"):
        errs.append(("no shown deciding stamp",))
    if errs:
        raise RuntimeError((pg.n, pg.L.code, pg.kind, pg.skel, errs[:3]))

def main():
    specs = build_specs()
    skel_count = {k: 0 for k in SKELS}
    pages = []
    legacy_idx = []
    for n, sp in enumerate(specs, 1):
        pg = Page(); pg.n = n; pg.L = L = LOCS[sp["code"]]; pg.kind = sp["kind"]; pg.pair = sp["pair"]
        opts = compat_skels(L, pg.kind)
        mn = min(skel_count[x] for x in opts)
        pg.skel = R.choice([x for x in opts if skel_count[x] <= mn + 1])
        skel_count[pg.skel] += 1
        if pg.skel in ("cbank", "stats", "live"): pg.topic = "mac"
        elif pg.skel in ("ir", "broker", "quote", "disclosure", "wiki") or pg.kind == "leak_results_figure": pg.topic = "co"
        else: pg.topic = R.choice(["co", "mac"])
        if pg.kind == "leak_live_entry": pg.topic = "mac" if pg.skel != "quote" else pg.topic
        # plan times, slots
        pg.t = None
        plan(pg)
        pg.S = make_slots(pg)
        prep(pg)
        if pg.skel == "stats" and pg.kind != "leak_table_row":
            nxt = pg.stats_last + td(days=30)
            while nxt < ld(pg, pg.t) + td(days=2): nxt += td(days=30)
            pg.T["S"] = nxt
        date_slots(pg)
        pg.inj = R.choice(L.inj) if pg.kind.startswith("injection_") else ""
        site = L.sites[(n * 7) % len(L.sites)]
        pg.site = site
        pg.title = fill(R.choice(L.titles_co if pg.topic == "co" else L.titles_mac), pg.S)
        if pg.skel == "stats": pg.title = fill(L.titles_mac[1], pg.S)
        pg.desc = body_paras(pg)[0][:120]
        lt = L.local(min(pg.T["P"], pg.t))
        slug = "".join(R.choice(string.ascii_lowercase + string.digits) for _ in range(10))
        pg.url = "https://" + SUB[pg.skel] + site[1] + PATHS[pg.skel].format(y=lt.year, m=lt.month, d=lt.day, n=R.randint(10**5, 10**7), slug=slug, tk=pg.S["tk"])
        pg.color = "%06x" % R.randint(0, 0x777777)
        pg.show_render = pg.kind in ("clean_render_stamp", "clean_relative_time") or R.random() < 0.55
        # charset
        cs = L.charsets
        if len(cs) > 1 and R.random() < 0.6:
            pg.codec, pg.decl = R.choice(cs[1:])
        else:
            pg.codec, pg.decl = cs[0]
        pg.decl_style = R.choices(["meta", "http", "none"], [0.45, 0.4, 0.15])[0]
        pg.decl_true = pg.decl
        if len(cs) > 1: legacy_idx.append(len(pages))
        pg.dec = None
        pages.append(pg)
        pg.shown = []
    # a few pages whose declaration contradicts the bytes
    for i in R.sample(legacy_idx, 7):
        pg = pages[i]
        if pg.codec.replace("-", "").lower() == "utf8":
            pg.decl = R.choice([c for c in pg.L.charsets if c[0] != "utf-8"])[1]
        else:
            pg.decl = "utf-8"
        pg.decl_style = R.choice(["meta", "http"])
        pg.wrong_decl = True
    os.makedirs(os.path.join(ROOT, "pages"), exist_ok=True)
    labels, audit = [], []
    for pg in pages:
        body = SK[pg.skel](pg)
        hd = head(pg)
        doc = hd + f'<body class="{pg.skel}">\n' + "\n".join(x for x in body if x) + "\n</body>\n</html>\n"
        if pg.kind.startswith("injection_") and pg.inj not in doc and esc(pg.inj) not in doc:
            raise RuntimeError(("injection not placed", pg.n, pg.kind, pg.skel))
        if pg.kind.startswith("leak_") and not pg.dec:
            raise RuntimeError(("no deciding element", pg.n, pg.kind, pg.skel))
        verify(pg)
        fname = f"{pg.n:03d}_{pg.L.code}_{pg.skel}.html"
        data = doc.encode(pg.codec, errors="xmlcharrefreplace")
        if pg.decl_style == "none" or not pg.decl: pass
        open(os.path.join(ROOT, "pages", fname), "wb").write(data)
        pg.file = "pages/" + fname
        exp = []
        if pg.pair:
            exp = [("a", pg.ts[0], "reject", pg.kind), ("b", pg.ts[1], "accept", "clean_after_" + pg.kind[5:])]
        elif pg.kind.startswith("clean_"):
            exp = [("a", pg.ts[0], "accept", pg.kind)]
        else:
            exp = [("a", pg.ts[0], "reject", pg.kind)]
        for suf, t, e, k in exp:
            labels.append({"id": f"{pg.L.code}-{pg.n:03d}{suf}", "file": pg.file, "url": pg.url, "forecast_time": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "expected": e, "kind": k})
        T = pg.T
        content = [T["P"]] + T["comments"] + T["side"] + [x for x in (T["U"], T["Q"]) if x] + T["live"]
        au = {"file": pg.file, "loc": pg.L.code, "skel": pg.skel, "kind": pg.kind, "pair": pg.pair, "codec": pg.codec,
              "declared": (pg.decl if pg.decl_style != "none" else None), "decl_style": pg.decl_style, "wrong_decl": getattr(pg, "wrong_decl", False),
              "ts": [t.isoformat() for t in pg.ts], "P_local": iso(pg.L, T["P"]), "P_utc": T["P"].isoformat(),
              "D_local": iso(pg.L, T["D"]) if T["D"] else None, "D_utc": T["D"].isoformat() if T["D"] else None, "dec_timed": pg.dec_timed,
              "dec": pg.dec, "R_utc": T["R"].isoformat() if pg.show_render else None, "A_utc": T["A"].isoformat() if T["A"] else None,
              "S": str(T["S"]), "n_shown": len(pg.shown), "max_content_utc": max(content).isoformat(), "inj": pg.inj or None}
        audit.append(au)
    with open(os.path.join(ROOT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for l in labels: f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "src", "audit.json"), "w", encoding="utf-8") as f:
        json.dump(audit, f, ensure_ascii=False, indent=1)
    print(len(pages), "pages", len(labels), "labels", skel_count)

if __name__ == "__main__":
    main()
