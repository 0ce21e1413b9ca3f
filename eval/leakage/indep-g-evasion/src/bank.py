# Text banks for article bodies (fictional companies; hand-written wording).
import random
from common import *

COS = [
 dict(co='Harrowgate Pumps', full='Harrowgate Pumps plc', tk='HGP', ceo='Alison Dray', prod='industrial pumps', city='Leeds', ccy='p'),
 dict(co='Calloway Freight', full='Calloway Freight Inc.', tk='CLWY', ceo='Marcus Teller', prod='trucking and rail logistics', city='Columbus', ccy='$'),
 dict(co='Bramblecote Foods', full='Bramblecote Foods Corp.', tk='BRMF', ceo='Janet Osei', prod='packaged snacks', city='Minneapolis', ccy='$'),
 dict(co='Tessaract Semiconductor', full='Tessaract Semiconductor Inc.', tk='TSRX', ceo='Daniel Whitcombe', prod='power-management chips', city='San Jose', ccy='$'),
 dict(co='Northwend Energy', full='Northwend Energy Ltd', tk='NWE', ceo='Fiona Barrett', prod='gas and solar assets', city='Perth', ccy='A$'),
 dict(co='Pallister Retail', full='Pallister Retail Group plc', tk='PLR', ceo='Owen Castle', prod='homewares stores', city='Manchester', ccy='p'),
 dict(co='Ostrander Biologics', full='Ostrander Biologics, Inc.', tk='OSTB', ceo='Helena Vasquez', prod='antibody therapies', city='Cambridge, Mass.', ccy='$'),
 dict(co='Kilmory Bank', full='Kilmory Bank plc', tk='KLMY', ceo='Ruaridh Baird', prod='mortgages and SME lending', city='Glasgow', ccy='p'),
 dict(co='Quillon Software', full='Quillon Software Corp.', tk='QLSW', ceo='Priyanka Rao', prod='payroll software', city='Austin', ccy='$'),
 dict(co='Redgum Minerals', full='Redgum Minerals Ltd', tk='RGM', ceo='Tom Halloran', prod='lithium and copper', city='Adelaide', ccy='A$'),
 dict(co='Marlow & Finch', full='Marlow & Finch Insurance plc', tk='MFI', ceo='Catherine Yeo', prod='specialty insurance', city='London', ccy='p'),
 dict(co='Sahyadri Cements', full='Sahyadri Cements Ltd', tk='SAHYCEM', ceo='Vikram Joshi', prod='cement and clinker', city='Pune', ccy='Rs '),
 dict(co='Ellwood Dynamics', full='Ellwood Dynamics Corp.', tk='ELWD', ceo='Grant Mercer', prod='aerospace components', city='Wichita', ccy='$'),
 dict(co='Cobaltline Shipping', full='Cobaltline Shipping ASA', tk='CBLS', ceo='Ingrid Solheim', prod='container shipping', city='Bergen', ccy='NOK '),
]
ANALYSTS = ['Rachel Amis at Thornbury Securities', 'Kenji Mori, an analyst at Halden Capital', 'Laura Pettit of Greystone Research', 'Sam Okafor at Beacon Hill Partners', 'Noor Aziz, head of equities at Calder Asset Management', 'Tobias Lindqvist of Fjell Markets', 'Marta Ruiz at Solano Brokers']

EN_PARAS = [
 "<p>Shares in {co} rose {x}% in early trading after the company said demand for its {prod} had held up better than expected over the winter months.</p>",
 "<p>{co} ({tk}) slipped {y}% by midday, giving back part of last week's gains, as investors weighed a cautious tone from management on input costs.</p>",
 "<p>\"We are seeing orders stabilise, but we are not calling the bottom yet,\" chief executive {ceo} told analysts on a call, adding that pricing discipline would remain the priority.</p>",
 "<p>{an} said the update was \"about as good as the market could have hoped for\" and kept a buy rating on the stock, while trimming her margin assumptions slightly.</p>",
 "<p>The company is due to report full-year results on {due}, and has said it will hold a capital markets day later in the year.</p>",
 "<p>Headquartered in {city}, {co} employs roughly {emp:,} people and generates about two-thirds of its revenue outside its home market.</p>",
 "<p>The stock has underperformed its sector over the past twelve months, weighed down by concerns over working capital and a slower-than-planned integration of an acquired business.</p>",
 "<p>Net debt stood at about {debt} times earnings before interest, tax, depreciation and amortisation at the last reporting date, within the range the board has said it is comfortable with.</p>",
 "<p>Some investors remain sceptical. \"The guidance leaves very little room for error,\" said {an}. \"If volumes disappoint in the second half, there is no cushion.\"</p>",
 "<p>Trading volumes were about {vol} times the 30-day average, according to exchange data, suggesting institutional buyers were active.</p>",
 "<p>The board reiterated its intention to pay a progressive dividend and said a share buyback of up to {bb} million was under consideration, subject to market conditions.</p>",
 "<p>Rivals have been cutting prices to win share, and {co} has so far declined to follow, arguing that its service network justifies a premium.</p>",
 "<p>A spokesperson for {co} declined to comment on market speculation about a possible bid, saying the company \"does not comment on rumours\".</p>",
 "<p>Wider markets were mixed, with bond yields edging higher and the dollar little changed against a basket of currencies.</p>",
 "<p>The company's annual general meeting is scheduled for {agm}, where shareholders will vote on a new long-term incentive plan.</p>",
]

def en_body(c, t, rnd, n=None):
    n = n or rnd.randint(4, 8)
    due = t + dt.timedelta(days=rnd.randint(9, 40)); agm = t + dt.timedelta(days=rnd.randint(45, 90))
    vals = dict(c, x='%.1f' % rnd.uniform(1.2, 9.5), y='%.1f' % rnd.uniform(0.6, 4.0), an=rnd.choice(ANALYSTS),
                due='%d %s' % (due.day, MONTHS['en'][due.month-1]), agm='%s %d' % (MONTHS['en'][agm.month-1], agm.day),
                emp=rnd.randint(18, 240) * 100, debt='%.1f' % rnd.uniform(0.6, 2.4), vol='%.1f' % rnd.uniform(1.5, 3.8), bb=rnd.choice([50, 75, 100, 150, 200]))
    picks = rnd.sample(EN_PARAS, n)
    return [x.format(**vals) for x in picks]

SIDE_EN = ["How to read a cash-flow statement without falling asleep", "Five things to watch in bond markets", "Why small caps keep lagging their bigger peers",
 "Pension funds rethink their property exposure", "Inside the long fight over bank capital rules", "Freight rates: what the shipping data is really saying",
 "The quiet comeback of the dividend investor", "Copper, cobalt and the battery supply chain", "Your questions on ISAs answered",
 "Is the office market finally turning?", "What rising insurance premiums mean for households", "A beginner's guide to corporate bonds"]

def side_en(rnd, k=5):
    return rnd.sample(SIDE_EN, k)

# ---- German ----
DE_PARAS = [
 "<p>Die Aktie von {co} legte am Vormittag um {x} Prozent zu. Händler verwiesen auf eine robuste Auftragslage im Geschäft mit {prod}.</p>",
 "<p>Vorstandschef {ceo} sagte in einer Telefonkonferenz, man sehe \"erste Anzeichen einer Stabilisierung\", wolle aber an der vorsichtigen Prognose festhalten.</p>",
 "<p>Analysten der Rheinauer Privatbank bestätigten ihr Kursziel und die Einstufung \"Kaufen\". Die Bewertung sei im Branchenvergleich weiterhin günstig.</p>",
 "<p>Die Zahlen für das Gesamtjahr will das Unternehmen am {due} vorlegen. Die Hauptversammlung ist für den {agm} geplant.</p>",
 "<p>Im breiten Markt ging es zuletzt uneinheitlich zu. Der DAX pendelte um die Nulllinie, während die Renditen deutscher Staatsanleihen leicht anzogen.</p>",
 "<p>Das Unternehmen mit Sitz in {city} beschäftigt rund {emp:,} Mitarbeiter und erzielt den Großteil seines Umsatzes im Ausland.</p>".replace(',}', '}'),
]
DE_COS = [dict(co='Veltmark', full='Veltmark AG', ceo='Jürgen Hollweg', prod='Antriebstechnik', city='Mannheim'),
          dict(co='Brunnhofer Chemie', full='Brunnhofer Chemie SE', ceo='Sabine Kreutzer', prod='Spezialchemikalien', city='Ludwigshafen'),
          dict(co='Weserstahl', full='Weserstahl AG', ceo='Markus Öhlschläger', prod='Grobblech', city='Bremen')]
def de_body(c, t, rnd, n=4):
    due = t + dt.timedelta(days=rnd.randint(10, 40)); agm = t + dt.timedelta(days=rnd.randint(50, 90))
    v = dict(c, x=('%.1f' % rnd.uniform(1, 6)).replace('.', ','), due='%d. %s' % (due.day, MONTHS['de'][due.month-1]), agm='%d. %s' % (agm.day, MONTHS['de'][agm.month-1]), emp=rnd.randint(20, 90) * 100)
    return [x.format(**v) for x in rnd.sample(DE_PARAS, n)]
SIDE_DE = ["Dividendenaktien: Worauf Anleger jetzt achten sollten", "Anleihen: Lohnt sich der Einstieg noch?", "Gold bleibt gefragt", "Zinswende: Was Sparer wissen müssen", "Musterdepot: Drei neue Werte", "Immobilienaktien unter Druck"]

# ---- French ----
FR_PARAS = [
 "<p>Le titre {co} gagnait {x}% en début de séance à la Bourse de Paris, porté par des commandes plus solides que prévu dans les {prod}.</p>",
 "<p>« Nous restons prudents sur le second semestre », a déclaré {ceo}, directeur général du groupe, lors d'une conférence avec les analystes.</p>",
 "<p>Le groupe publiera ses résultats annuels le {due} et tiendra son assemblée générale le {agm}.</p>",
 "<p>Plusieurs bureaux d'analyse ont relevé leur objectif de cours, estimant que la valorisation restait attractive par rapport au secteur.</p>",
 "<p>Le CAC 40 évoluait sans grande direction, les investisseurs attendant de nouveaux indicateurs sur l'inflation en zone euro.</p>",
]
FR_COS = [dict(co='Groupe Maurelle', ceo='Claire Besson', prod='équipements ferroviaires'), dict(co='Solvane', ceo='Antoine Ravel', prod='emballages recyclables')]
def fr_body(c, t, rnd, n=4):
    due = t + dt.timedelta(days=rnd.randint(10, 40)); agm = t + dt.timedelta(days=rnd.randint(50, 90))
    v = dict(c, x=('%.1f' % rnd.uniform(1, 6)).replace('.', ','), due='%d %s' % (due.day, MONTHS['fr'][due.month-1]), agm='%d %s' % (agm.day, MONTHS['fr'][agm.month-1]))
    return [x.format(**v) for x in rnd.sample(FR_PARAS, n)]
SIDE_FR = ["Livret A : ce qui change pour les épargnants", "Assurance-vie : les fonds euros résistent", "Immobilier : les taux de crédit se stabilisent", "Bourse : comment investir dans les PME", "Retraite : le point sur les réformes"]

# ---- Spanish ----
ES_PARAS = [
 "<p>Las acciones de {co} subían un {x}% en la sesión, después de que la compañía confirmara una cartera de pedidos récord en {prod}.</p>",
 "<p>\"Mantenemos una visión prudente para la segunda mitad del año\", explicó su consejero delegado, {ceo}, ante los analistas.</p>",
 "<p>La empresa presentará sus resultados anuales el {due} y celebrará su junta de accionistas el {agm}.</p>",
 "<p>El Ibex 35 cotizaba con ligeros avances, apoyado por la banca, mientras la prima de riesgo se mantenía estable.</p>",
 "<p>Los analistas de Carrasco Valores reiteraron su recomendación de compra y elevaron el precio objetivo.</p>",
]
ES_COS = [dict(co='Aguas del Duero', ceo='Lucía Ferrándiz', prod='gestión de agua'), dict(co='Grupo Albarán', ceo='Javier Montalvo', prod='infraestructuras')]
def es_body(c, t, rnd, n=4):
    due = t + dt.timedelta(days=rnd.randint(10, 40)); agm = t + dt.timedelta(days=rnd.randint(50, 90))
    v = dict(c, x=('%.1f' % rnd.uniform(1, 6)).replace('.', ','), due='%d de %s' % (due.day, MONTHS['es'][due.month-1]), agm='%d de %s' % (agm.day, MONTHS['es'][agm.month-1]))
    return [x.format(**v) for x in rnd.sample(ES_PARAS, n)]
SIDE_ES = ["Hipotecas: el euríbor da un respiro", "Cómo tributan los dividendos", "Las claves del mercado esta semana", "Fondos indexados para principiantes"]

# ---- Japanese ----
JA_PARAS = [
 "<p>{co}の株価が一時前日比{x}％高となった。{prod}の受注が想定を上回ったことが好感された。</p>",
 "<p>{ceo}社長は記者団に対し「需要は底堅いが、原材料高の影響は引き続き注視する」と述べた。</p>",
 "<p>同社は{due}に通期決算を発表する予定だ。市場では増益を見込む声が多い。</p>",
 "<p>東京株式市場では日経平均株価が小幅に続伸し、輸出関連株に買いが入った。</p>",
 "<p>アナリストの間では、株主還元の拡充に対する期待も高まっている。</p>",
]
JA_COS = [dict(co='三峰精機', ceo='山路健一', prod='半導体製造装置向け部品'), dict(co='北斗化成', ceo='渡会美和', prod='高機能樹脂')]
def ja_body(c, t, rnd, n=4):
    due = t + dt.timedelta(days=rnd.randint(10, 40))
    v = dict(c, x='%.1f' % rnd.uniform(1, 6), due='%d月%d日' % (due.month, due.day))
    return [x.format(**v) for x in rnd.sample(JA_PARAS, n)]
SIDE_JA = ["日銀、金融政策の現状維持を決定", "新NISA、積立額の上限は", "円相場、1ドル＝150円台で推移", "半導体関連株に資金流入", "春闘の賃上げ率に注目"]

# ---- Chinese ----
ZH_PARAS = [
 "<p>{co}股价盘中一度上涨{x}%，公司表示{prod}业务订单好于预期。</p>",
 "<p>公司董事长{ceo}在投资者交流会上表示：“下游需求正在逐步恢复，但原材料价格仍有不确定性。”</p>",
 "<p>根据公司公告，年度报告预计于{due}披露。</p>",
 "<p>当日沪深两市成交额有所放大，北向资金小幅净流入。</p>",
 "<p>多家券商维持“买入”评级，认为公司估值处于历史较低水平。</p>",
]
ZH_COS = [dict(co='澜川电子', ceo='周启明', prod='功率器件'), dict(co='华岳新材', ceo='韩雪松', prod='锂电隔膜')]
def zh_body(c, t, rnd, n=4):
    due = t + dt.timedelta(days=rnd.randint(10, 40))
    v = dict(c, x='%.2f' % rnd.uniform(1, 6), due='%d月%d日' % (due.month, due.day))
    return [x.format(**v) for x in rnd.sample(ZH_PARAS, n)]
SIDE_ZH = ["央行开展逆回购操作", "三大指数集体收涨", "新能源板块午后走强", "券商板块异动拉升", "人民币汇率小幅波动"]

# ---- Russian ----
RU_PARAS = [
 "<p>Акции компании «{co}» подорожали на {x}% в ходе торгов на Мосбирже после публикации операционных данных.</p>",
 "<p>Генеральный директор {ceo} заявил, что компания сохраняет прогноз по добыче на текущий год.</p>",
 "<p>Финансовую отчетность по МСФО компания опубликует {due}.</p>",
 "<p>Аналитики отмечают, что дивидендная доходность бумаг остается одной из самых высоких в секторе.</p>",
]
RU_COS = [dict(co='Северный никель', ceo='Андрей Колесов'), dict(co='Волжская энергия', ceo='Ирина Смолина')]
def ru_body(c, t, rnd, n=4):
    due = t + dt.timedelta(days=rnd.randint(10, 40))
    v = dict(c, x=('%.1f' % rnd.uniform(1, 6)).replace('.', ','), due='%d %s' % (due.day, MONTHS['ru'][due.month-1]))
    return [x.format(**v) for x in rnd.sample(RU_PARAS, n)]
SIDE_RU = ["Рубль укрепился к доллару", "ЦБ сохранил ключевую ставку", "Нефть дорожает на фоне сокращения запасов", "Индекс Мосбиржи растет третий день"]

# ---- Korean ----
KO_PARAS = [
 "<p>{co} 주가가 장중 {x}% 상승했다. 반도체 장비용 부품 수주가 예상을 웃돈 영향이다.</p>",
 "<p>{ceo} 대표는 \"하반기 수요 회복을 기대하고 있다\"고 말했다.</p>",
 "<p>회사는 {due} 연간 실적을 발표할 예정이다.</p>",
 "<p>코스피는 외국인 순매수에 힘입어 소폭 상승 마감했다.</p>",
]
KO_COS = [dict(co='한결테크', ceo='박지훈'), dict(co='세원소재', ceo='이수민')]
def ko_body(c, t, rnd, n=4):
    due = t + dt.timedelta(days=rnd.randint(10, 40))
    v = dict(c, x='%.1f' % rnd.uniform(1, 6), due='%d월 %d일' % (due.month, due.day))
    return [x.format(**v) for x in rnd.sample(KO_PARAS, n)]
SIDE_KO = ["원·달러 환율 하락", "코스닥 바이오주 강세", "한은 기준금리 동결", "2차전지주 반등"]
