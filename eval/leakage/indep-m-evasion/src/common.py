"""Shared helpers for the indep-m-evasion corpus generator (stdlib only)."""
import base64, datetime as dt, html, json, math, random, struct, zlib
from zoneinfo import ZoneInfo

UTC = dt.timezone.utc
R = random.Random(77031)

# ---------------------------------------------------------------- digits / scripts
DIGITS = {
    "fullwidth": 0xFF10, "arabic": 0x0660, "persian": 0x06F0, "devanagari": 0x0966,
    "thai": 0x0E50, "mathbold": 0x1D7CE, "bengali": 0x09E6,
}


def digits(s, script):
    base = DIGITS[script]
    return "".join(chr(base + int(c)) if c.isdigit() and c.isascii() else c for c in str(s))


def fullwidth(s):
    out = []
    for c in s:
        o = ord(c)
        if c == " ":
            out.append("\u3000")
        elif 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        else:
            out.append(c)
    return "".join(out)


CYR = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
       "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458", "A": "\u0410", "B": "\u0412",
       "E": "\u0415", "K": "\u041a", "M": "\u041c", "H": "\u041d", "O": "\u041e", "P": "\u0420",
       "C": "\u0421", "T": "\u0422", "X": "\u0425", "I": "\u0406"}
GRK = {"o": "\u03bf", "A": "\u0391", "B": "\u0392", "E": "\u0395", "I": "\u0399", "K": "\u039a",
       "M": "\u039c", "N": "\u039d", "O": "\u039f", "P": "\u03a1", "T": "\u03a4", "X": "\u03a7",
       "v": "\u03bd", "i": "\u03b9", "u": "\u03c5", "a": "\u03b1"}
LAT_FOR_CYR = {"\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c",
               "\u0445": "x", "\u0443": "y", "\u0410": "A", "\u0415": "E", "\u041e": "O",
               "\u0420": "P", "\u0421": "C", "\u0422": "T", "\u041d": "H", "\u041a": "K",
               "\u041c": "M", "\u0412": "B", "\u0425": "X"}


def homoglyph(s, table, rate=1.0, rng=None):
    rng = rng or R
    return "".join(table[c] if c in table and rng.random() < rate else c for c in s)


def interleave(s, ch, every_word=False):
    """Insert an invisible character inside every word (between letters)."""
    words = s.split(" ")
    out = []
    for w in words:
        if len(w) > 3:
            k = max(1, len(w) // 2)
            w = w[:k] + ch + w[k:]
            if len(w) > 7:
                w = w[:2] + ch + w[2:]
        out.append(w)
    return " ".join(out)


def every_char(s, ch):
    return "".join(c + ch if c != " " else c for c in s)


def rot13(s):
    import codecs
    return codecs.encode(s, "rot_13")


def tag_chars(s):
    return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in s) + "\U000E007F"


def leet(s):
    tb = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
          "I": "1", "O": "0", "S": "5", "T": "7"}
    return "".join(tb.get(c, c) for c in s)


def spaced(s):
    return "  ".join(" ".join(w) for w in s.upper().split(" "))


def entities(s):
    return "".join("&#%d;" % ord(c) for c in s)


def pct_all(s):
    return "".join("%%%02X" % b for b in s.encode("utf-8"))


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def hexs(s):
    return s.encode("utf-8").hex()


def css_escape(s):
    out = []
    for c in s:
        if ord(c) > 0x7E or c in '"\\':
            out.append("\\%06X" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def esc(s):
    return html.escape(s, quote=True)


# ---------------------------------------------------------------- calendars
def roman(n):
    vals = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
            (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for v, s in vals:
        while n >= v:
            out += s
            n -= v
    return out


def _g2jd(y, m, d):
    return dt.date(y, m, d).toordinal() + 1721424.5


ISL_EPOCH = 1948439.5


def _isl2jd(y, m, d):
    return d + math.ceil(29.5 * (m - 1)) + (y - 1) * 354 + math.floor((3 + 11 * y) / 30) + ISL_EPOCH - 1


def hijri(date):
    """Tabular (arithmetical) Islamic calendar; may differ 1-2 days from Umm al-Qura."""
    jd = math.floor(_g2jd(date.year, date.month, date.day)) + 0.5
    y = math.floor((30 * (jd - ISL_EPOCH) + 10646) / 10631)
    m = min(12, math.ceil((jd - (29 + _isl2jd(y, 1, 1))) / 29.5) + 1)
    d = int(jd - _isl2jd(y, m, 1) + 1)
    return int(y), int(m), d


HIJRI_MONTHS = ["محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب",
                "شعبان", "رمضان", "شوال", "ذو القعدة", "ذو الحجة"]
NOWRUZ = {1403: dt.date(2024, 3, 20), 1404: dt.date(2025, 3, 21), 1405: dt.date(2026, 3, 21),
          1406: dt.date(2027, 3, 21)}
PERSIAN_MONTHS = ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر",
                  "دی", "بهمن", "اسفند"]


def persian(date):
    for y in sorted(NOWRUZ, reverse=True):
        if date >= NOWRUZ[y]:
            off = (date - NOWRUZ[y]).days
            for m in range(12):
                ml = 31 if m < 6 else 30
                if m == 11:
                    ml = (NOWRUZ[y + 1] - NOWRUZ[y]).days - 336
                if off < ml:
                    return y, m + 1, off + 1
                off -= ml
    raise ValueError(date)


def chinese_num(n, digitwise=False):
    cn = "〇一二三四五六七八九"
    if digitwise:
        return "".join(cn[int(c)] for c in str(n))
    if n < 10:
        return cn[n]
    if n < 20:
        return "十" + (cn[n - 10] if n > 10 else "")
    return cn[n // 10] + "十" + (cn[n % 10] if n % 10 else "")


ORD = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
       "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
       "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second",
       "twenty-third", "twenty-fourth", "twenty-fifth", "twenty-sixth", "twenty-seventh",
       "twenty-eighth", "twenty-ninth", "thirtieth", "thirty-first"]
UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words_num(n):
    if n < 20:
        return UNITS[n]
    return TENS[n // 10] + ("-" + UNITS[n % 10] if n % 10 else "")


def year_words(y):
    return "two thousand and " + words_num(y - 2000)


# ---------------------------------------------------------------- month names
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
           "octubre", "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
           "outubro", "novembro", "dezembro"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"],
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
           "октября", "ноября", "декабря"],
    "ar": ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
           "نوفمبر", "ديسمبر"],
    "hi": ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
           "नवंबर", "दिसंबर"],
    "th": ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
           "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"],
    "vi": ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"],
}
MON3 = [m[:3] for m in MONTHS["en"]]


def fdate(lang, d, script=None):
    """Date-only display in the site's local language."""
    y, m, dd = d.year, d.month, d.day
    if lang in ("en", "en-us"):
        s = f"{MONTHS['en'][m-1]} {dd}, {y}"
    elif lang == "en-gb":
        s = f"{dd} {MONTHS['en'][m-1]} {y}"
    elif lang == "de":
        s = f"{dd}. {MONTHS['de'][m-1]} {y}"
    elif lang == "fr":
        s = f"{'1er' if dd == 1 else dd} {MONTHS['fr'][m-1]} {y}"
    elif lang in ("es", "pt"):
        s = f"{dd} de {MONTHS[lang][m-1]} de {y}"
    elif lang == "it":
        s = f"{dd} {MONTHS['it'][m-1]} {y}"
    elif lang == "ru":
        s = f"{dd} {MONTHS['ru'][m-1]} {y} г."
    elif lang in ("zh", "zh-tw", "ja"):
        s = f"{y}年{m}月{dd}日"
    elif lang == "ko":
        s = f"{y}년 {m}월 {dd}일"
    elif lang == "ar":
        s = f"{dd} {MONTHS['ar'][m-1]} {y}"
    elif lang == "hi":
        s = f"{dd} {MONTHS['hi'][m-1]} {y}"
    elif lang == "th":
        s = f"{dd} {MONTHS['th'][m-1]} {y + 543}"
    elif lang == "fa":
        py, pm, pd = persian(d)
        s = f"{pd} {PERSIAN_MONTHS[pm-1]} {py}"
    elif lang == "vi":
        s = f"ngày {dd}/{m}/{y}"
    else:
        raise ValueError(lang)
    return digits(s, script) if script else s


def tzlabel(x):
    n = x.tzname()
    if n and n[0] in "+-":
        off = x.utcoffset()
        mins = int(off.total_seconds() // 60)
        sign = "+" if mins >= 0 else "-"
        mins = abs(mins)
        return f"GMT{sign}{mins//60}" + (f":{mins%60:02d}" if mins % 60 else "")
    return n


def ftime(lang, x, zone=True, script=None):
    """Date and time display."""
    d = fdate(lang, x.date())
    hm = f"{x.hour:02d}:{x.minute:02d}"
    z = (" " + tzlabel(x)) if zone else ""
    if lang in ("en", "en-us"):
        h12 = x.hour % 12 or 12
        ap = "a.m." if x.hour < 12 else "p.m."
        s = f"{d}, {h12}:{x.minute:02d} {ap}{z}"
    elif lang == "en-gb":
        s = f"{d}, {hm}{z}"
    elif lang == "de":
        s = f"{d}, {hm} Uhr{z}"
    elif lang == "fr":
        s = f"{d} à {x.hour:02d}h{x.minute:02d}{z}"
    elif lang in ("zh", "zh-tw"):
        s = f"{d} {hm}{z}"
    elif lang == "ja":
        s = f"{d} {x.hour}時{x.minute:02d}分{z}"
    elif lang == "ko":
        s = f"{d} {hm}{z}"
    else:
        s = f"{d}, {hm}{z}"
    return digits(s, script) if script else s


def iso(x):
    return x.isoformat(timespec="seconds")


def zuz(x):
    return x.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# ---------------------------------------------------------------- tiny PNG
def png_sparkline(w=60, h=16, seed=1, color=(20, 110, 60)):
    rng = random.Random(seed)
    ys = []
    y = h / 2
    for _ in range(w):
        y = min(h - 2, max(1, y + rng.uniform(-1.6, 1.6)))
        ys.append(int(y))
    rows = []
    for r in range(h):
        row = bytearray([0])
        for c in range(w):
            on = abs(ys[c] - r) <= 0
            row += bytes(color + (255,)) if on else bytes((255, 255, 255, 0))
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    return base64.b64encode(png).decode()


GIF1x1 = "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
