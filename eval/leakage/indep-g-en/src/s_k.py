from common import *
from s_c import listing, job
from s_a import docket, muni
from s_d import mail
from s_f import fx, board

def build():
    hc = [("2025-07-02","New listing","$459,000"),("2025-07-09","Open house","Sat Jul 12, 1-3 p.m. NDT")]
    listing("re-07",L(2025,7,10,1,45,"UTC"),"accept","clean_newfoundland_ndt_half_hour",
            "Open-house row 2025-07-09 posted; agent note '9 Jul 10:15 p.m. NDT' (UTC-2:30) = 00:45Z 10 Jul; t 01:45Z 10 Jul — local date 9 Jul vs UTC date 10 Jul.","ca","12 Battery Road, St. John's, NL","$459,000",hc,
            "Clapboard house overlooking the Narrows, harbour views from every room. Offers, if any, reviewed Jul 15.","https://www.rockhouserealty.ca/listings/st-johns/12-battery-road-1290311",agent="Updated 9 Jul 10:15 p.m. NDT by Gerald Coady, RockHouse Realty")
    c = dict(caption="Harrow Point Capital LP v. Delmarva Aquafarms, Inc.", court="U.S. District Court, District of Delaware", no="1:25-cv-00233",
             filed="02/21/2025", nos="190 Contract", judge="Hon. Gregory P. Lindqvist", slug="ded-1-25-cv-00233-harrow-point-v-delmarva-aquafarms")
    e = [("02/21/2025 3:10 PM EST","1","COMPLAINT filed by Harrow Point Capital LP."),("03/04/2025 9:30 PM EST","9","Emergency MOTION for Temporary Restraining Order by Harrow Point Capital LP. Hearing requested 3/6/2025.")]
    docket("court-06",L(2025,3,5,2,45,"UTC"),"accept","clean_et_evening_is_next_utc_day",
           "Entry 9 at 03/04/2025 9:30 PM EST = 02:30Z 5 March; t 02:45Z 5 Mar. Requested hearing 3/6 is future.",c,e)
    docket("court-07",L(2025,3,5,2,15,"UTC"),"reject","et_evening_entry_after_t",
           "Entry 9 at 9:30 PM EST 4 Mar = 02:30Z 5 Mar, after t 02:15Z 5 Mar (local date 4 Mar looks earlier than t's UTC date).",c,e)
    b = """Evening all,

Reminder that the Halifax dark-fibre maintenance window is tonight
23:00-03:00 ADT. Expect BGP flaps on the Moncton path.

-- Marc"""
    mail("ml-06",L(2025,7,15,1,20,"UTC"),"accept","clean_adt_rfc_offset",
         "Date 'Mon, 14 Jul 2025 22:10:05 -0300' (ADT) = 01:10Z 15 Jul; t 01:20Z. Maintenance window forward.","Maintenance tonight: Moncton path","Marc Thibodeau","Mon, 14 Jul 2025 22:10:05 -0300",b,"<I>(none)</I>",list_="atl-netops")
    R = [("USD","298.10","305.40"),("GBP","381.55","395.20"),("INR","3.41","3.58"),("AUD","186.30","195.10")]
    fx("fx-06",L(2025,3,14,4,0,"UTC"),"accept","clean_sri_lanka_slst",
       "'Exchange rates as at 14.03.2025 09:00 a.m. (Sri Lanka time, UTC+5:30)' = 03:30Z; t 04:00Z. dd.mm.yyyy.","Lanka Ceylon Trust Bank","lankaceylontrust.lk/rates/exchange-rates","Exchange rates as at 14.03.2025 09:00 a.m. (Sri Lanka time, UTC+5:30)",R)
    G = [("Gold 99 (tael)","HK$ 27,140","+210"),("Gold (oz) London","US$ 2,931","+18"),("Silver (oz)","US$ 32.70","-0.12")]
    board("cmd-05",L(2025,3,3,7,0,"UTC"),"accept","clean_hk_gold_board_hkt",
          "HK gold dealers' board: 'Updated 03/03/2025 14:35 HKT' (day-first, 3 March) = 06:35Z; t 07:00Z.","Kam Shing Gold Dealers — Price Board","kamshinggold.com.hk/prices",G,"Updated 03/03/2025 14:35 HKT")
    tz = "America/Los_Angeles"
    r = [(L(2025,10,31,16,20,tz),"Annual Financial Information","FY2025 Continuing Disclosure Annual Report",1520),
         (L(2025,11,1,18,30,tz),"Event Notice","Notice of Rating Affirmation (AA+, stable)",58)]
    muni("muni-08","Arroyo Seco Water Reclamation District","California",tz,"PT","03771W",r,L(2025,11,3,0,0,"UTC"),"accept","clean_pacific_dst_change_weekend",
         "Posts 10/31/2025 4:20 PM PT (PDT, = 23:20Z) and 11/01/2025 6:30 PM PT (PDT, = 01:30Z 2 Nov); t 3 Nov 00:00Z (DST ended 2 Nov). Zone label 'PT' only.",
         sched=["Series 2016 bonds callable on or after June 1, 2026"])
    job("job-07",L(2025,5,11,0,0,"UTC"),"accept","clean_dubai_relative_two_weeks",
        "'Posted 2 weeks ago (20/04/2025)'; JSON-LD datePosted 2025-04-20, validThrough 2025-05-31. t 11 May 00:00Z; '2 weeks ago' (14-20 days) puts the render between 4 and 10 May, before t. validThrough is forward.","Credit Risk Manager","Jumeirah Trade Bank","Dubai, United Arab Emirates",("2025-04-20","2025-05-31","Posted 2 weeks ago (20/04/2025)"),
        "<p>DIFC-based corporate bank seeks a credit risk manager for its GCC trade-finance book. UAE nationals encouraged to apply (Emiratisation).</p>",url="https://www.careerharbour.ae/job/credit-risk-manager-jumeirah-trade-bank-dubai-77120")
    job("job-08",L(2025,4,20,10,0,"UTC"),"accept","clean_dubai_gst_posted_morning",
        "'Posted 20/04/2025, 09:12 GST' = 05:12Z; t 10:00Z.","Credit Risk Manager","Jumeirah Trade Bank","Dubai, United Arab Emirates",("2025-04-20","2025-05-31","Posted 20/04/2025, 09:12 GST"),
        "<p>DIFC-based corporate bank seeks a credit risk manager for its GCC trade-finance book.</p>",url="https://www.careerharbour.ae/job/credit-risk-manager-jumeirah-trade-bank-dubai-77120?utm_source=mail")
