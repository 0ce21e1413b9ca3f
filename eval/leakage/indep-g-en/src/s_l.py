"""Long pages: leaks buried deep in large tables / transcripts."""
import random
from datetime import timedelta
from common import *
from s_a import docket
from s_c import product

def long_docket():
    rnd = random.Random(42)
    c = dict(caption="Securities and Investor Class v. Northgate Orchard Holdings, Inc., et al.", court="U.S. District Court, Southern District of New York", no="1:24-cv-03318",
             filed="04/30/2024", nos="850 Securities/Commodities", judge="Hon. Adaeze N. Okafor", slug="nysd-1-24-cv-03318-in-re-northgate-orchard-securities")
    kinds = ["NOTICE OF APPEARANCE by {p} on behalf of {d}.", "LETTER MOTION for Extension of Time to File Response addressed to Judge Adaeze N. Okafor from {p}.",
             "ORDER granting [{n}] Letter Motion for Extension of Time. SO ORDERED.", "MEMORANDUM OF LAW in Support re: [{n}] MOTION to Dismiss filed by {d}.",
             "DECLARATION of {p} in Support re: [{n}] MOTION to Dismiss. (Attachments: # 1 Exhibit 1, # 2 Exhibit 2)", "STIPULATION AND PROPOSED ORDER regarding briefing schedule.",
             "TRANSCRIPT of Proceedings re: CONFERENCE held on {d2} before Judge Adaeze N. Okafor. Redaction Request due 21 days."]
    ps = ["Marisol Fenwick","Jonah T. Beale","Priyanka Oduya","Lars Whitcombe","Keiko Marsh"]
    ds = ["Northgate Orchard Holdings, Inc.","Harlan V. Pruitt","Colette Amadi","Lead Plaintiff Ironwood Pension Fund"]
    d = L(2024,4,30,12,0,"America/New_York"); es = [("04/30/2024","1","CLASS ACTION COMPLAINT against Northgate Orchard Holdings, Inc., Harlan V. Pruitt, Colette Amadi. (Filing Fee $ 405.00) (Entered: 04/30/2024)")]
    n = 1
    while True:
        d += timedelta(days=rnd.randint(3, 14))
        if d >= L(2025,3,1,0,0,"America/New_York"): break
        n += rnd.randint(1, 3)
        txt = rnd.choice(kinds).format(p=rnd.choice(ps), d=rnd.choice(ds), n=max(1,n-rnd.randint(1,4)), d2=(d-timedelta(days=9)).strftime('%m/%d/%Y'))
        es.append((d.strftime('%m/%d/%Y'), str(n), txt + f" (Entered: {d.strftime('%m/%d/%Y')})"))
    last = es[-1][0]
    docket("court-08",L(2025,3,3,0,0,"UTC"),"accept","clean_long_docket_entered_dates",
           f"Long SDNY-style docket of {len(es)} entries from 04/30/2024 to {last}; every '(Entered: …)' date equals the filed date and is before t 3 Mar 2025.",c,es)
    es2 = list(es); i = len(es2) - 9
    dd, nn, tt = es2[i]
    es2[i] = (dd, nn, tt.rsplit(" (Entered:", 1)[0] + " (Entered: 03/19/2025)")
    docket("court-09",L(2025,3,3,0,0,"UTC"),"reject","buried_entered_date_after_filed",
           f"Entry #{nn} (9th from the end of {len(es2)}) has Date Filed {dd} but '(Entered: 03/19/2025)' — it reached the public docket after t 3 Mar 2025.",c,es2)
    es3 = list(es) + [("03/14/2025", str(n+2), "MEMORANDUM OPINION AND ORDER granting in part and denying in part [41] Motion to Dismiss. (Entered: 03/14/2025)")]
    docket("court-10",L(2025,3,3,0,0,"UTC"),"reject","long_docket_last_entry_ruling_after_t",
           f"Final entry 03/14/2025 ruling on motion to dismiss after t; {len(es3)} entries.",c,es3)

def long_div():
    rows = []
    y = 2024
    rnd = random.Random(7)
    for yy in range(2024, 2004, -1):
        f = round(rnd.uniform(6, 14), 1); i = round(rnd.uniform(3, 7), 1)
        rows.append((f"FY{yy} Final", f"{f} sen", f"{ordn(rnd.randint(2,27))} {MON[rnd.randint(4,6)]} {yy+1}" if yy < 2024 else "to be approved at AGM, 18 June 2025"))
        rows.append((f"FY{yy} Interim", f"{i} sen", f"{ordn(rnd.randint(2,27))} {MON[rnd.randint(8,10)]} {yy}"))
    def page(id, t, exp, kind, note, rws):
        trs = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a,b,c in rws)
        html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>Dividend History | Kinabalu Plantations Berhad</title>
<style>table{{font:12px Tahoma}} tr:nth-child(even){{background:#f0f6ee}}</style></head><body>
<div class="kpb"><img src="/img/kpb-logo.png" alt="Kinabalu Plantations Berhad (Registration No. 196801000412)"> Corporate · Estates · Investor Centre · Sustainability (RSPO)</div>
<h1>Dividend History</h1><p>Single-tier dividends. Payment dates as announced to the exchange.</p>
<table border="1" cellpadding="3"><tr><th>Entitlement</th><th>Rate</th><th>Payment date</th></tr>{trs}</table>
<p>For the FY2024 final dividend, the entitlement date will be fixed after shareholders' approval.</p>{bulk("kpb",50,23)}</body></html>"""
        add(id, "https://www.kinabaluplantations.com.my/investor-centre/dividend-history", t, exp, kind, note, html)
    page("div-05",L(2025,3,1,0,0,"UTC"),"accept","clean_long_dividend_history_20y",
         "40 rows FY2005-FY2024; FY2024 final 'to be approved at AGM, 18 June 2025' is forward-looking; all payment dates up to late 2024. t 1 Mar 2025.",rows)
    r2 = list(rows); r2.insert(1, ("FY2024 Special", "5.0 sen", "declared 27th May 2025; paid 25th June 2025"))
    page("div-06",L(2025,3,1,0,0,"UTC"),"reject","buried_special_dividend_row",
         "Second row 'FY2024 Special 5.0 sen — declared 27th May 2025' (sorted by financial year, so it sits among older rows) after t.",r2)

def long_reviews():
    rnd = random.Random(99)
    titles = ["Value for money","Works as described","Stopped working","Excellent","Packaging damaged","Good but heavy","Not bad","Loved it","Average","Delivery was late but product fine"]
    texts = ["Using daily for chutney, no complaints.","The lid leaks slightly on the big jar.","Installation guy came next day.","Motor heats up after 10 minutes.","Amma is happy, that's all that matters.","Better than my old Preethi-type mixer.","Noise is high but grinding is fine."]
    names = ["Kavya","R. Iyer","Suresh B","Farhan","Meenal","Gurpreet S.","Ananya","Dev","Lakshmi N","Tony J"]
    rv = []
    for i in range(28):
        d = L(2024,11,1) + timedelta(days=rnd.randint(0, 95))
        rv.append((rnd.randint(1,5), rnd.choice(titles), rnd.choice(texts), rnd.choice(names), dmy_long(d), rnd.randint(0,60)))
    product("prod-07",L(2025,2,5,12,0,"UTC"),"accept","clean_long_review_list_28",
            "28 reviews dated 1 Nov 2024 - 4 Feb 2025 in random order; t 5 Feb 2025.",rv,url="https://www.kartbazaar.in/voltsy-aero-5-mixer-grinder-750w/product-reviews/KB77130?page=1")
    rv2 = list(rv); rv2.insert(17, (2,"Jar cracked","Second jar cracked after the March update batch, very disappointed.","Nitin","11 March 2025",4))
    product("prod-08",L(2025,2,5,12,0,"UTC"),"reject","buried_review_18_of_29_after_t",
            "Review #18 of 29 dated '11 March 2025' (after t 5 Feb), buried mid-list; all others ≤ 4 Feb.",rv2,url="https://www.kartbazaar.in/voltsy-aero-5-mixer-grinder-750w/product-reviews/KB77130?page=1&sort=recent")

def long_fx():
    rnd = random.Random(5)
    d = L(2024,12,2,0,0,"Asia/Karachi"); px = 278.4; rows = []
    while d < L(2025,2,28,0,0,"Asia/Karachi"):
        if d.weekday() < 5:
            px += rnd.uniform(-0.35, 0.4); rows.append((d.strftime("%d-%m-%Y"), f"{px:.4f}", f"{px*1.038:.4f}"))
        d += timedelta(days=1)
    def page(id, t, exp, kind, note, rws, foot):
        trs = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a,b,c in reversed(rws))
        html = f"""<html><head><meta charset="utf-8"><title>PKR Weighted Average Customer Exchange Rates - Historical | Karachi Forex Digest</title></head>
<body bgcolor="#fffef6"><h2>Historical Weighted Average Customer Rates (USD/PKR)</h2><p>Source: interbank reporting, compiled daily after 5:00 pm PKT.</p>
<table border=1 cellpadding=2><tr><th>Date (dd-mm-yyyy)</th><th>Buying</th><th>Selling (EUR/PKR approx.)</th></tr>{trs}</table>
<p><small>{foot}</small></p>{bulk("kfd",25,29)}</body></html>"""
        add(id, "https://www.karachiforexdigest.com.pk/history/usd-pkr", t, exp, kind, note, html)
    last = rows[-1][0]
    page("fx-07",L(2025,2,27,15,0,"UTC"),"accept","clean_long_fx_history_last_row_evening",
         f"{len(rows)} weekday rows to {last} (27 Feb 2025); rows compiled after 5:00 pm PKT = 12:00Z; t 27 Feb 15:00Z (20:00 PKT).",rows,"Rates are indicative.")
    page("fx-08",L(2025,2,27,11,0,"UTC"),"reject","long_fx_last_row_not_compiled_at_t",
         f"Last row {last} is compiled after 5:00 pm PKT (12:00Z) per the page; t 27 Feb 11:00Z (16:00 PKT), so that row was not yet public.",rows,"Rates are indicative.")

def build():
    long_docket(); long_div(); long_reviews(); long_fx()
