# Shared helpers: time formatting, obfuscation transforms, text banks. stdlib only.
import base64, codecs, datetime as dt, html, random, urllib.parse
from zoneinfo import ZoneInfo

UTC = dt.timezone.utc

def T(s):
    """'2025-03-05T14:00' -> aware UTC datetime"""
    return dt.datetime.fromisoformat(s).replace(tzinfo=UTC)

def z(d):
    return d.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')

def loc(d, tz):
    return d.astimezone(ZoneInfo(tz))

MONTHS = {
 'en': ['January','February','March','April','May','June','July','August','September','October','November','December'],
 'de': ['Januar','Februar','März','April','Mai','Juni','Juli','August','September','Oktober','November','Dezember'],
 'fr': ['janvier','février','mars','avril','mai','juin','juillet','août','septembre','octobre','novembre','décembre'],
 'es': ['enero','febrero','marzo','abril','mayo','junio','julio','agosto','septiembre','octubre','noviembre','diciembre'],
 'it': ['gennaio','febbraio','marzo','aprile','maggio','giugno','luglio','agosto','settembre','ottobre','novembre','dicembre'],
 'pt': ['janeiro','fevereiro','março','abril','maio','junho','julho','agosto','setembro','outubro','novembro','dezembro'],
 'nl': ['januari','februari','maart','april','mei','juni','juli','augustus','september','oktober','november','december'],
 'ru': ['января','февраля','марта','апреля','мая','июня','июля','августа','сентября','октября','ноября','декабря'],
}
SHORT_EN = [m[:3] for m in MONTHS['en']]
DOW_EN = ['Mon','Tue','Wed','Thu','Fri','Sat','Sun']

def tzabbr(d):
    return d.tzname()

# ---------------- obfuscation transforms ----------------
ZW = '\u200b'
def zw_words(s, every=2):
    out = []
    for w in s.split(' '):
        if len(w) > 3:
            w = ZW.join(w[i:i+every] for i in range(0, len(w), every))
        out.append(w)
    return ' '.join(out)

def shy(s):
    return ' '.join(('\u00ad'.join(w[i:i+3] for i in range(0, len(w), 3)) if len(w) > 4 else w) for w in s.split(' '))

CYR = {'a':'а','e':'е','o':'о','p':'р','c':'с','x':'х','y':'у','i':'і','s':'ѕ','j':'ј','A':'А','E':'Е','O':'О','P':'Р','C':'С','T':'Т','H':'Н','K':'К','M':'М','B':'В','X':'Х'}
GRK = {'o':'ο','v':'ν','i':'ι','u':'υ','A':'Α','B':'Β','E':'Ε','H':'Η','I':'Ι','K':'Κ','M':'Μ','N':'Ν','O':'Ο','P':'Ρ','T':'Τ','X':'Χ','Y':'Υ','Z':'Ζ'}
def homo(s, table):
    return ''.join(table.get(ch, ch) for ch in s)

def fullwidth(s):
    return ''.join(chr(ord(c) + 0xFEE0) if '!' <= c <= '~' else ('\u3000' if c == ' ' else c) for c in s)

def mathbold(s):
    o = []
    for c in s:
        if 'A' <= c <= 'Z': o.append(chr(0x1D400 + ord(c) - 65))
        elif 'a' <= c <= 'z': o.append(chr(0x1D41A + ord(c) - 97))
        elif '0' <= c <= '9': o.append(chr(0x1D7CE + ord(c) - 48))
        else: o.append(c)
    return ''.join(o)

def mathsans(s):
    o = []
    for c in s:
        if 'A' <= c <= 'Z': o.append(chr(0x1D5A0 + ord(c) - 65))
        elif 'a' <= c <= 'z': o.append(chr(0x1D5BA + ord(c) - 97))
        else: o.append(c)
    return ''.join(o)

def spaced(s):
    return '   '.join(' '.join(w) for w in s.split(' '))

def split_tags(s, rnd):
    out, i = [], 0
    tags = ['span', 'b', 'i', 'span class="x"', 'em', 'font']
    while i < len(s):
        n = rnd.randint(2, 5)
        tg = rnd.choice(tags)
        out.append('<%s>%s</%s>' % (tg, html.escape(s[i:i+n]), tg.split()[0]))
        i += n
    return ''.join(out)

def rlo(s):
    return '\u202e' + s[::-1] + '\u202c'

def leet(s):
    m = {'a':'4','e':'3','i':'1','o':'0','s':'5','t':'7','l':'1','A':'4','E':'3','I':'1','O':'0','S':'5','T':'7'}
    return ''.join(m.get(c, c) for c in s)

def b64(s): return base64.b64encode(s.encode()).decode()
def hexs(s): return s.encode().hex()
def rot13(s): return codecs.encode(s, 'rot13')
def urlenc(s): return urllib.parse.quote(s)
def entities(s): return ''.join('&#%d;' % ord(c) for c in s)
def hexentities(s): return ''.join('&#x%x;' % ord(c) for c in s)
def tagchars(s): return ''.join(chr(0xE0000 + ord(c)) for c in s)

def digits(s, base):
    return ''.join(chr(base + ord(c) - 48) if '0' <= c <= '9' else c for c in s)
ARABIC_INDIC = 0x0660; PERSIAN = 0x06F0; DEVANAGARI = 0x0966; THAI = 0x0E50; FULLW = 0xFF10; BENGALI = 0x09E6

def esc(s): return html.escape(s, quote=True)
