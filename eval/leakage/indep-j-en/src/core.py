"""Core helpers for the indep-j-en corpus generator (stdlib only)."""
import datetime as dt
import random
import json
import html as H
from zoneinfo import ZoneInfo

UTC = dt.timezone.utc
ABBR_MAP = {"+08": "SGT"}
GENERIC = {"America/New_York": "ET", "America/Toronto": "ET", "America/Chicago": "CT",
           "America/Los_Angeles": "PT", "America/Vancouver": "PT"}

COUNTRIES = {
    "US": dict(lang="en-US", locale="en_US", tzs=["America/New_York", "America/New_York", "America/Chicago", "America/Los_Angeles"], cur="$", order="mdy", tld=".com"),
    "UK": dict(lang="en-GB", locale="en_GB", tzs=["Europe/London"], cur="£", order="dmy", tld=".co.uk"),
    "IN": dict(lang="en-IN", locale="en_IN", tzs=["Asia/Kolkata"], cur="₹", order="dmy", tld=".in"),
    "AU": dict(lang="en-AU", locale="en_AU", tzs=["Australia/Sydney", "Australia/Melbourne", "Australia/Perth"], cur="A$", order="dmy", tld=".com.au"),
    "CA": dict(lang="en-CA", locale="en_CA", tzs=["America/Toronto", "America/Vancouver"], cur="C$", order="mdy_text", tld=".ca"),
    "SG": dict(lang="en-SG", locale="en_SG", tzs=["Asia/Singapore"], cur="S$", order="dmy", tld=".com.sg"),
    "ZA": dict(lang="en-ZA", locale="en_ZA", tzs=["Africa/Johannesburg"], cur="R", order="dmy", tld=".co.za"),
}


class Retry(Exception):
    pass


def tzabbr(local, tz):
    n = local.tzname()
    return ABBR_MAP.get(n, n)


def ampm(h):
    return "a.m." if h < 12 else "p.m."


def h12(h):
    return (h % 12) or 12


class Ctx:
    def __init__(self, seed, pid, template, country, t, category, kind):
        self.rng = random.Random(seed)
        self.id = pid
        self.template = template
        self.country = country
        self.C = COUNTRIES[country]
        self.tz = self.rng.choice(self.C["tzs"])
        self.t = t
        self.category = category  # leak / injection / clean
        self.kind = kind
        self.records = []
        self.flags = set()
        self.used_slot = None

    # ---------- random helpers
    def r(self, a, b):
        return self.rng.randint(a, b)

    def ch(self, seq):
        return self.rng.choice(seq)

    def past(self, min_min, max_min):
        m = self.rng.randint(min_min, max_min)
        x = self.t - dt.timedelta(minutes=m, seconds=self.rng.randint(0, 59))
        return x.replace(microsecond=0)

    def future(self, min_min, max_min):
        m = self.rng.randint(min_min, max_min)
        x = self.t + dt.timedelta(minutes=m, seconds=self.rng.randint(0, 59))
        return x.replace(microsecond=0)

    def past_days(self, a, b):
        return self.past(a * 1440, b * 1440)

    def fut_days(self, a, b):
        return self.future(a * 1440, b * 1440)

    # ---------- date formatting + registration
    def styles_instant(self):
        if not hasattr(self, "_is"):
            self._is = self.rng.choice(self._styles_instant())
        return [self._is]

    def styles_date(self):
        if not hasattr(self, "_ds"):
            self._ds = self.rng.choice(self._styles_date())
        return [self._ds, self._ds]

    def _styles_instant(self):
        o = self.C["order"]
        if o == "mdy":
            return ["us_short", "us_long", "us_num", "us_short"]
        if o == "mdy_text":
            return ["us_short", "us_long"]
        if self.country == "IN":
            return ["in_style", "uk_long", "uk_num"]
        return ["uk_long", "uk_short", "uk_num"]

    def _styles_date(self):
        o = self.C["order"]
        if o == "mdy":
            return ["d_us", "d_us_abbr", "d_num_mdy"]
        if o == "mdy_text":
            return ["d_us", "d_us_abbr"]
        return ["d_uk", "d_uk_abbr", "d_num_dmy"]

    def stamp(self, when, style=None, role="past", tz=None, date_only=False, note=""):
        """Format `when` (UTC instant) in a style, register it, return the text."""
        tz = tz or self.tz
        if style is None:
            style = self.ch(self.styles_date() if date_only else self.styles_instant())
        z = ZoneInfo(tz)
        loc = when.astimezone(z)
        ab = tzabbr(loc, tz)
        prec = "instant"
        rec = {"role": role, "style": style, "tz": tz, "note": note}
        mon, monab = loc.strftime("%B"), loc.strftime("%b")
        if style in ("us_short", "us_long", "us_num", "uk_long", "uk_short", "uk_num", "in_style", "term"):
            # ambiguous wall time (DST fall back) -> avoid
            alt = loc.replace(fold=1 - loc.fold)
            if alt.utcoffset() != loc.utcoffset() and style == "us_short":
                raise Retry("ambiguous wall time")
        if style == "us_short":
            g = GENERIC.get(tz, ab)
            text = f"{monab} {loc.day}, {loc.year}, {h12(loc.hour)}:{loc.minute:02d} {ampm(loc.hour)} {g}"
            rec.update(fmt="%b %d, %Y, %I:%M %p", abbr=g)
        elif style == "us_long":
            text = f"{mon} {loc.day}, {loc.year} at {h12(loc.hour)}:{loc.minute:02d} {'AM' if loc.hour < 12 else 'PM'} {ab}"
            rec.update(fmt="%B %d, %Y at %I:%M %p", abbr=ab)
        elif style == "us_num":
            text = f"{loc.month:02d}/{loc.day:02d}/{loc.year} {loc.hour:02d}:{loc.minute:02d} {ab}"
            rec.update(fmt="%m/%d/%Y %H:%M", abbr=ab)
        elif style == "uk_long":
            text = f"{loc.day} {mon} {loc.year}, {loc.hour:02d}:{loc.minute:02d} {ab}"
            rec.update(fmt="%d %B %Y, %H:%M", abbr=ab)
        elif style == "uk_short":
            text = f"{loc.day} {monab} {loc.year} {loc.hour:02d}:{loc.minute:02d} {ab}"
            rec.update(fmt="%d %b %Y %H:%M", abbr=ab)
        elif style == "uk_num":
            text = f"{loc.day:02d}/{loc.month:02d}/{loc.year} {loc.hour:02d}:{loc.minute:02d} {ab}"
            rec.update(fmt="%d/%m/%Y %H:%M", abbr=ab)
        elif style == "in_style":
            text = f"{monab} {loc.day:02d}, {loc.year}, {h12(loc.hour):02d}:{loc.minute:02d} {'AM' if loc.hour < 12 else 'PM'} {ab}"
            rec.update(fmt="%b %d, %Y, %I:%M %p", abbr=ab)
        elif style == "term":
            text = f"{loc.year}-{loc.month:02d}-{loc.day:02d} {loc.hour:02d}:{loc.minute:02d}:{loc.second:02d} {ab}"
            rec.update(fmt="%Y-%m-%d %H:%M:%S", abbr=ab)
        elif style == "iso":
            text = loc.isoformat()
            rec.update(fmt="iso")
        elif style == "iso_z":
            text = when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
            rec.update(fmt="iso", tz="UTC")
        elif style == "rfc":
            text = when.astimezone(UTC).strftime("%a, %d %b %Y %H:%M:%S GMT")
            rec.update(fmt="%a, %d %b %Y %H:%M:%S GMT", tz="UTC")
        elif style == "utc":
            text = when.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
            rec.update(fmt="%Y-%m-%d %H:%M UTC", tz="UTC")
        elif style == "epoch_ms":
            text = str(int(when.timestamp()) * 1000)
            rec.update(fmt="epoch_ms", tz="UTC")
        else:
            prec = "date"
            d = loc.date()
            if style == "d_us":
                text = f"{mon} {d.day}, {d.year}"; f = "%B %d, %Y"
            elif style == "d_us_abbr":
                text = f"{monab} {d.day}, {d.year}"; f = "%b %d, %Y"
            elif style == "d_num_mdy":
                text = f"{d.month:02d}/{d.day:02d}/{d.year}"; f = "%m/%d/%Y"
            elif style == "d_uk":
                text = f"{d.day} {mon} {d.year}"; f = "%d %B %Y"
            elif style == "d_uk_abbr":
                text = f"{d.day} {monab} {d.year}"; f = "%d %b %Y"
            elif style == "d_num_dmy":
                text = f"{d.day:02d}/{d.month:02d}/{d.year}"; f = "%d/%m/%Y"
            elif style == "d_iso":
                text = d.isoformat(); f = "%Y-%m-%d"
            elif style == "d_dash":
                text = f"{d.day:02d}-{monab}-{d.year}"; f = "%d-%b-%Y"
            elif style == "d_wk_uk":
                text = f"{loc.strftime('%A')} {d.day} {mon} {d.year}"; f = "%A %d %B %Y"
            elif style == "d_wk_us":
                text = f"{loc.strftime('%A')}, {mon} {d.day}, {d.year}"; f = "%A, %B %d, %Y"
            else:
                raise ValueError(style)
            rec.update(fmt=f)
        rec["prec"] = prec
        rec["text"] = text
        # generation-time constraint checks (same rules as checker)
        lo, hi = interval_of(rec)
        if role == "past" and hi > self.t:
            raise Retry(f"past item not before t: {text}")
        if role == "leak" and lo <= self.t:
            raise Retry(f"leak item not after t: {text}")
        if role == "forward" and lo <= self.t:
            raise Retry(f"forward item not after t: {text}")
        self.records.append(rec)
        return text

    def dstamp(self, when, style=None, role="past", tz=None, note=""):
        return self.stamp(when, style, role, tz, date_only=True, note=note)

    def add(self, role, text, **kw):
        rec = {"role": role, "text": text}
        rec.update(kw)
        self.records.append(rec)
        return text


def parse_record(rec):
    """Independent parse of a record's text -> (lo, hi) UTC interval."""
    return interval_of(rec)


def interval_of(rec):
    text, f = rec["text"], rec["fmt"]
    if rec.get("prec") == "date":
        d = dt.datetime.strptime(text, f).date()
        start = dt.datetime(d.year, d.month, d.day, tzinfo=dt.timezone(dt.timedelta(hours=14)))
        end = dt.datetime(d.year, d.month, d.day, tzinfo=dt.timezone(dt.timedelta(hours=-12))) + dt.timedelta(days=1)
        return start.astimezone(UTC), end.astimezone(UTC)
    if f == "epoch_ms":
        x = dt.datetime.fromtimestamp(int(text) / 1000, UTC)
        return x, x
    if f == "iso":
        x = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
        return x.astimezone(UTC), x.astimezone(UTC)
    s = text
    ab = rec.get("abbr")
    if ab:
        assert s.endswith(" " + ab), (s, ab)
        s = s[: -len(ab) - 1]
    s = s.replace("a.m.", "AM").replace("p.m.", "PM")
    naive = dt.datetime.strptime(s, f)
    if rec["tz"] == "UTC":
        x = naive.replace(tzinfo=UTC)
        return x, x + dt.timedelta(minutes=1) if "%S" not in f else x
    z = ZoneInfo(rec["tz"])
    cands = []
    for fold in (0, 1):
        loc = naive.replace(tzinfo=z, fold=fold)
        if ab in (ABBR_MAP.get(loc.tzname(), loc.tzname()), GENERIC.get(rec["tz"])):
            # round-trip check: existing wall time
            if loc.astimezone(UTC).astimezone(z).replace(tzinfo=None) == naive:
                cands.append(loc.astimezone(UTC))
    cands = sorted(set(cands))
    if len(cands) != 1:
        raise ValueError(f"cannot resolve {text} in {rec['tz']}: {cands}")
    x = cands[0]
    width = dt.timedelta(seconds=1) if "%S" in f else dt.timedelta(minutes=1)
    return x, x + width - dt.timedelta(seconds=1) if width > dt.timedelta(seconds=1) else x


def esc(s):
    return H.escape(s, quote=True)
