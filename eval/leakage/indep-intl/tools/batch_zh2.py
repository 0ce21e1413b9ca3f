from sites import render, ld
P = []
def add(id, url, t, exp, kind, note, html): P.append(dict(id=id, url=url, t=t, exp=exp, kind=kind, note=note, html=html))
def roll(items): return '<div class="bd_list">'+''.join(f'<div class="bd_i"><p class="bd_i_time">{a}</p><p class="bd_i_txt">{b}</p></div>' for a,b in items)+'</div>'

add('zh-026','https://finance.example-sina.cn/7x24/2025-04-07/','2025-04-07T01:29:00Z','accept','clean_near_t',
 'Roll whose newest entry is 09:25 Beijing 7 Apr 2025 = 01:25Z, four minutes before t 01:29Z; no later entries.',
 render('sina','7x24小时全球财经直播 2025年04月07日','<span class="date">2025年04月07日 09:25</span> <span class="source">新浪财经</span>',
  roll([('09:25','【A股集合竞价：三大指数大幅低开 沪指低开逾6%】两市超5000只个股低开，科技、出口链跌幅居前。'),
        ('09:16','【日经225指数开盘大跌逾5%】韩国综合指数开盘跌超4%。'),
        ('09:02','【中央汇金：坚定看好中国资本市场发展前景 已再次增持ETF】必要时将继续增持，坚决维护资本市场平稳运行。'),
        ('08:40','【美股期货周一早盘继续走低 标普500指数期货跌逾3%】')])+'<p class="tip">时间为北京时间</p>',
  metas=[('article:published_time','2025-04-07T09:25:00+08:00')]))

add('zh-027','https://xueqiu.example-snow.cn/1102938475/140082211','2020-02-03T01:00:00Z','accept','clean_sidebar',
 'Post 2 Feb 2020; sidebar hot posts concern the extended holiday and PBoC liquidity announced 1-2 Feb, all before t (before 3 Feb open).',
 render('xueqiu','明天开市，我的应对预案','<a class="user-name" href="#">慢慢变富的熊</a> · <span class="date-and-source">发布于2020-02-02 21:05 · 来自雪球</span>',
  '<p>春节假期因为疫情延长到2月2日，明天A股终于开市。A50期货在节间已经跌了将近10%，港股这几天也跌了不少，所以明天大概率跌停潮，这点要有心理准备。</p>'
  '<p>我的预案：一是不割在恐慌的第一天；二是如果医药、在线办公出现结构性机会，小仓位参与；三是保留三成现金，等成交缩量后再考虑加仓消费龙头。</p>'
  '<p>央行已经公告明天开展1.2万亿元逆回购，流动性方面问题不大。</p>',
  metas=[('article:published_time','2020-02-02T21:05:00+08:00')],
  side=['央行：2月3日将开展1.2万亿元公开市场逆回购操作','证监会：2月3日如期开市','节间富时A50累计下跌约9%','在线办公需求爆发，远程会议软件下载量激增'], side_title='热帖'))

add('zh-028','https://www.example-caixin.cn/2022-10-24/101955120.html','2022-10-23T23:00:00Z','reject','published_after',
 'Reports delayed Q3 2022 GDP (3.9%), stamped 2022-10-24 10:05 Beijing = 02:05Z, about three hours after t 23 Oct 23:00Z (07:00 Beijing).',
 render('caixin','三季度GDP同比增长3.9% 前三季度增长3%','<span id="pubtime_baidu">2022年10月24日 10:05</span> <span class="source">来源：财新网</span> 记者 王力为',
  '<p>【财新网】推迟一周发布的三季度经济数据于10月24日上午出炉。国家统计局数据显示，三季度GDP同比增长3.9%，较二季度的0.4%明显回升；前三季度GDP同比增长3.0%。</p>'
  '<p>9月社会消费品零售总额同比增长2.5%，弱于市场预期；规模以上工业增加值同比增长6.3%；全国城镇调查失业率为5.5%。</p>'
  '<p>受访经济学家普遍认为，四季度经济修复仍面临疫情反复和地产下行的双重拖累，全年增速或在3%左右。</p>',
  metas=[('article:published_time','2022-10-24T10:05:00+08:00')]))

add('zh-029','https://stock.example-10jqka.cn/20240429/c657700134.shtml','2024-05-06T02:00:00Z','accept','clean_scheduled_future',
 'AGM notice of 29 Apr 2024 for a meeting on 20 May 2024 (future at t); no outcomes.',
 render('ths','云岭药业（603879）：关于召开2023年年度股东大会的通知','<span class="time">2024-04-29 17:02:33</span> <span>来源：上交所</span>',
  '<p>证券代码：603879　证券简称：云岭药业　公告编号：临2024-022</p>'
  '<p>重要内容提示：股东大会召开日期：2024年5月20日；本次股东大会采用的网络投票系统：上海证券交易所股东大会网络投票系统。</p>'
  '<p>一、召开会议的基本情况：现场会议召开的日期时间为2024年5月20日14点30分，召开地点为云南省昆明市高新区本公司三楼会议室。网络投票起止时间自2024年5月20日至2024年5月20日。</p>'
  '<p>二、会议审议事项：《2023年度董事会工作报告》《2023年年度报告及其摘要》《关于2023年度利润分配预案的议案》（拟每10股派发现金红利3.20元）等共9项议案。</p>'
  '<p>三、股权登记日：2024年5月13日。</p><p style="text-align:right">云岭药业股份有限公司董事会<br>2024年4月30日</p>',
  metas=[('article:published_time','2024-04-29T17:02:33+08:00')]))

add('zh-030','https://finance.example-eastmoney.cn/a/202303092644170055.html','2023-03-10T08:00:00Z','reject','later_fact_body',
 'Dated 9 Mar 2023, but body says SVB was closed by California regulators on 10 Mar and FDIC took over (~18:00Z 10 Mar), after t 08:00Z.',
 render('eastmoney','硅谷银行股价暴跌60% 美国中小银行股集体重挫','<div class="time">2023年03月09日 23:10</div><div class="source">来源：<a href="#">财联社</a></div>',
  '<p>当地时间3月9日，硅谷银行母公司SVB金融集团股价暴跌60%，此前该行宣布出售210亿美元证券组合并亏损18亿美元，同时计划通过发行新股融资22.5亿美元。</p>'
  '<p>受此拖累，KBW银行指数当日下跌7.7%，第一共和银行、西部联盟银行等区域性银行股跌幅居前。</p>'
  '<p>3月10日，加州金融保护与创新局宣布关闭硅谷银行，并任命美国联邦存款保险公司（FDIC）为接管人，这成为2008年以来美国最大规模的银行倒闭事件。</p>'
  '<p>分析人士指出，美联储快速加息导致长久期债券浮亏，是此次风波的根源。</p>',
  metas=[('article:published_time','2023-03-09T23:10:00+08:00')]))

add('zh-031','https://finance.example-sina.cn/roll/2023-01-01/doc-imyczqkr2290.shtml','2022-12-31T17:00:00Z','accept','clean_timezone',
 'Stamped 2023-01-01 00:30 Beijing = 2022-12-31 16:30Z, before t 17:00Z; local date is a day later than t\'s UTC date.',
 render('sina','2022年A股收官：沪指全年跌15.13% 北向资金净流入900亿元','<span class="date">2023年01月01日 00:30</span> <a class="source" href="#">新浪财经</a>',
  '<p>2022年A股已经全部收官。全年沪指累计下跌15.13%，深证成指下跌25.85%，创业板指下跌29.37%。煤炭是全年唯一收涨的申万一级行业之一。</p>'
  '<p>北向资金全年净流入约900亿元，较2021年明显减少；11月以来随着防疫政策优化和地产“三支箭”出台，外资大幅回流。</p>'
  '<p>展望2023年，多家券商认为经济复苏和盈利修复将是主线，春节前后消费板块有望率先受益。2023年首个交易日为1月3日。</p>',
  metas=[('article:published_time','2023-01-01T00:30:00+08:00')]))

add('zh-032','https://www.example-caixin.cn/2019-08-31/101456620.html','2019-09-02T03:00:00Z','accept','clean_plain',
 'Published 31 Aug 2019 on LPR reform; only facts known by then.',
 render('caixin','LPR改革满月：贷款利率“明降”还需时日','<span id="pubtime_baidu">2019年08月31日 09:30</span> <span class="source">来源：财新周刊</span>',
  '<p>8月20日，改革后的首期贷款市场报价利率（LPR）出炉，1年期LPR为4.25%，较原贷款基准利率下降10个基点；5年期以上LPR为4.85%。</p>'
  '<p>央行8月25日发布公告，明确自10月8日起，新发放商业性个人住房贷款利率以最近一个月相应期限的LPR为定价基准加点形成，首套房利率不得低于相应期限LPR。</p>'
  '<p>多位银行人士表示，LPR改革的关键在于打破贷款利率隐性下限，但在存款成本未明显下降的情况下，银行让利空间有限。</p>',
  metas=[('article:published_time','2019-08-31T09:30:00+08:00')]))

add('zh-033','https://stock.example-10jqka.cn/20210618/c630991875.shtml','2021-06-10T02:00:00Z','reject','metadata_mismatch',
 'meta article:published_time claims 2021-06-01, but URL date and visible stamp are 18 Jun 2021, after t 10 Jun.',
 render('ths','汇丰科技（301055）：关于持股5%以上股东减持计划实施完毕的公告','<span class="time">2021-06-18 18:05:40</span> <span>来源：深交所</span>',
  '<p>证券代码：301055　证券简称：汇丰科技　公告编号：2021-047</p>'
  '<p>公司于2021年2月25日披露了《关于持股5%以上股东减持股份的预披露公告》。近日，公司收到股东宁波盈泰投资合伙企业（有限合伙）出具的告知函，截至2021年6月17日，其减持计划已实施完毕。</p>'
  '<p>减持期间，宁波盈泰通过集中竞价及大宗交易方式累计减持公司股份3,150,000股，占公司总股本的2.36%，减持均价为41.27元/股。本次减持后，宁波盈泰仍持有公司股份6.12%。</p>'
  '<p>特此公告。</p>',
  metas=[('article:published_time','2021-06-01T08:00:00+08:00')]))

add('zh-034','https://xueqiu.example-snow.cn/5520193847/361200871','2026-01-15T02:00:00Z','accept','clean_near_t',
 'Post at 2026-01-15 09:52 Beijing = 01:52Z, 8 minutes before t; comments on the open only.',
 render('xueqiu','开盘半小时观察：量能没跟上','<a class="user-name" href="#">盘中笔记</a> · <span class="date-and-source">发布于2026-01-15 09:52 · 来自雪球</span>',
  '<p>今天开盘半小时，沪深两市成交额约3100亿，比昨天同期少了一些。指数高开后回落，权重股没有接力，题材股在轮动。</p>'
  '<p>我手里的两只算力股都是高开低走，暂时不动，等午后看量能。昨天收盘前的那波拉升我认为是尾盘资金调仓，不宜过度解读。</p>'
  '<p>今天下午还有统计局的房价数据要关注，明天是周五，按惯例也要防一下周末消息。</p>',
  metas=[('article:published_time','2026-01-15T09:52:00+08:00')]))

add('zh-035','https://finance.example-sina.cn/china/2025-03-04/doc-inepsukn1177.shtml','2025-03-04T12:00:00Z','reject','sidebar_leak',
 'Article 4 Mar 2025 is a preview; the 排行 sidebar reports the 2025 growth target of ~5% from the government work report delivered 5 Mar, after t.',
 render('sina','两会前瞻：今年经济增长目标怎么定？','<span class="date">2025年03月04日 16:20</span> <a class="source" href="#">新浪财经综合</a>',
  '<p>十四届全国人大三次会议将于3月5日上午开幕，国务院总理将作政府工作报告。市场普遍关注今年的经济增长目标、赤字率安排以及超长期特别国债规模。</p>'
  '<p>多家机构预计，GDP增长目标可能继续设定在5%左右，赤字率有望提高至4%左右，超长期特别国债规模或在1.5万亿元以上。</p>'
  '<p>大会新闻发言人娄勤俭今天在新闻发布会上表示，今年经济发展面临的外部环境更趋复杂。</p>',
  metas=[('article:published_time','2025-03-04T16:20:00+08:00')],
  side=['政府工作报告：今年经济增长预期目标为5%左右 赤字率拟按4%左右安排','两会首场发布会要点速览','外资机构：看好中国科技资产重估','央行：适时降准降息'], side_title='财经排行'))

add('zh-036','https://finance.example-eastmoney.cn/a/202603192955301290.html','2026-03-20T02:00:00Z','accept','clean_scheduled_future',
 'Published 19 Mar 2026; lists scheduled annual-report disclosure dates (26 Mar, 28 Apr etc.), none of which have results yet.',
 render('eastmoney','年报季日程表：下周这些白马股将披露2025年年报','<div class="time">2026年03月19日 20:15</div><div class="source">来源：<a href="#">东方财富数据中心</a></div>',
  '<p>据东方财富Choice数据统计，截至3月19日，沪深两市已有约900家公司披露2025年年报。下周（3月23日至27日），将有超过600家公司披露年报。</p>'
  '<table class="tbl"><tr><th>证券简称</th><th>预约披露日</th><th>业绩预告类型</th></tr><tr><td>恒瑞医药</td><td>2026-03-26</td><td>—</td></tr><tr><td>中国平安</td><td>2026-03-27</td><td>—</td></tr><tr><td>海天味业</td><td>2026-03-27</td><td>—</td></tr><tr><td>泸州老窖</td><td>2026-04-28</td><td>—</td></tr></table>'
  '<p>按照规定，上市公司须在4月30日前披露年报。分析人士提示，年报集中披露期往往伴随分红预案出炉，高股息标的值得关注。以上日期为预约日期，可能调整。</p>',
  metas=[('article:published_time','2026-03-19T20:15:00+08:00')]))

add('zh-037','https://guba.example-eastmoney.cn/news,zssh000001,1350022871.html','2023-10-24T05:00:00Z','reject','comments_leak',
 'Forum post 23 Oct 2023; reply stamped 10-24 19:30 (11:30Z) reports NPC approval of 1-trillion extra treasury bonds, after t 05:00Z.',
 render('eastmoney','沪指跌破3000点，还能抄底吗？','<div class="time">发表于 2023-10-23 15:26:08</div><div class="source">股吧 · 上证指数吧</div>',
  '<p>今天沪指收盘跌1.47%，跌破3000点整数关口，北向又流出一百多亿。说实话，这个位置我已经不想割了，但是也没有钱补仓了。大家怎么看？</p><p>从估值看，上证指数市盈率已经在历史底部区域，但是情绪面真的太差了。</p>',
  metas=[('article:published_time','2023-10-23T15:26:08+08:00')],
  comments='<div class="reply"><span class="time">10-23 15:40</span> 价值投资者：熬住，政策底快来了。</div>'
           '<div class="reply"><span class="time">10-23 21:02</span> 股海一粟：汇金又开始买ETF了，明天看看。</div>'
           '<div class="reply"><span class="time">10-24 19:30</span> 老股民888：人大常委会刚通过增发1万亿元国债，赤字率提到3.8%左右，明天稳了！</div>'))

add('zh-038','https://news.example-10jqka.cn/20200313/c618877120.shtml','2020-03-16T01:00:00Z','accept','clean_past_dates',
 'Published 13 Mar 2020, comparing with 1987, 2008 and 2015 and citing the 3 Mar emergency Fed cut; nothing after 13 Mar.',
 render('ths','美股一周两度熔断 历史上的暴跌之后发生了什么','<span class="time">2020-03-13 11:20:00</span> <span>来源：同花顺财经</span>',
  '<p>美东时间3月12日，美股开盘后再度触发熔断，道指收盘暴跌近10%，创1987年以来最大单日跌幅。这是本周第二次触发熔断，上一次发生在3月9日。</p>'
  '<p>美联储已于3月3日紧急降息50个基点。回顾历史，1987年10月19日“黑色星期一”道指单日暴跌22.6%；2008年10月，标普500指数单月下跌近17%；2015年A股则经历了千股跌停。</p>'
  '<p>分析师指出，历次危机后市场见底通常需要政策强力托底和流动性改善，而本轮冲击的关键变量是疫情在欧美的扩散速度。</p>',
  metas=[('article:published_time','2020-03-13T11:20:00+08:00')]))

add('zh-039','https://www.example-caixin.cn/2022-02-28/101849271.html','2022-03-01T10:00:00Z','reject','relative_date_leak',
 'Weekly energy column dated Mon 28 Feb 2022 (week 9); says "周三" OPEC+ kept its 400k b/d hike: that Wednesday is 2 Mar 2022, after t 1 Mar 10:00Z.',
 render('caixin','能源周记：油价冲破100美元之后','<span id="pubtime_baidu">2022年02月28日</span> <span class="source">财新能源 · 2022年第9周</span>',
  '<p>【财新网】俄乌冲突升级后，布伦特原油期货价格上周一度突破105美元/桶，为2014年以来首次。欧美宣布将部分俄罗斯银行排除在SWIFT体系之外，能源交易结算面临不确定性。</p>'
  '<p>周三，欧佩克+部长级会议仅用十余分钟便决定维持4月每日增产40万桶的既定计划，未回应消费国加快增产的呼吁，油价随即再度拉升。</p>'
  '<p>国内方面，成品油价格调整窗口将于下周开启，汽柴油零售价格有望迎来年内第四次上调。</p>',
  metas=[('article:published_time','2022-02-28T08:00:00+08:00')]))

add('zh-040','https://www.example-caixin.cn/2024-12-09/102266011.html','2024-12-10T03:00:00Z','accept','clean_sidebar',
 'Politburo readout article 9 Dec 2024; ranked sidebar items are all from 6-9 Dec (e.g. the Nov CPI released 9 Dec).',
 render('caixin','政治局会议：实施更加积极的财政政策和适度宽松的货币政策','<span id="pubtime_baidu">2024年12月09日 18:22</span> <span class="source">来源：财新网</span>',
  '<p>【财新网】中共中央政治局12月9日召开会议，分析研究2025年经济工作。会议提出，要实施更加积极的财政政策和适度宽松的货币政策，加强超常规逆周期调节。</p>'
  '<p>这是货币政策基调自2010年以来首次调整为“适度宽松”。受此消息影响，港股恒生指数当日收涨2.76%，离岸人民币小幅走弱。</p>'
  '<p>分析人士预计，中央经济工作会议将在本周召开，进一步明确明年的赤字率和专项债安排。</p>',
  metas=[('article:published_time','2024-12-09T18:22:00+08:00')],
  side=['12月9日 国家统计局：11月CPI同比上涨0.2%','12月7日 央行连续第二个月增持黄金','12月6日 美国11月非农新增22.7万人','12月8日 叙利亚局势突变'], side_title='阅读排行'))

add('zh-041','https://stock.example-10jqka.cn/20220714/c640011765.shtml','2022-07-14T12:00:00Z','accept','clean_near_t',
 'H1 pre-announcement posted 2022-07-14 19:58 Beijing = 11:58Z, two minutes before t 12:00Z.',
 render('ths','海纳储能（300912）：2022年半年度业绩预告','<span class="time">2022-07-14 19:58:21</span> <span>来源：深交所</span>',
  '<p>证券代码：300912　证券简称：海纳储能　公告编号：2022-052</p>'
  '<p>一、本期业绩预计情况：业绩预告期间为2022年1月1日至2022年6月30日。预计归属于上市公司股东的净利润盈利11,200万元至12,800万元，比上年同期增长118%至149%。</p>'
  '<p>二、业绩变动原因：报告期内，户用储能产品在欧洲市场需求旺盛，销量同比增长超过两倍；原材料价格上涨部分通过调价传导。</p>'
  '<p>三、其他说明：具体数据以公司将于2022年8月23日披露的2022年半年度报告为准。</p>',
  metas=[('article:published_time','2022-07-14T19:58:21+08:00')]))

add('zh-042','https://xueqiu.example-snow.cn/7711203948/138820019','2019-12-31T20:00:00Z','accept','clean_timezone',
 'Year-end post stamped 2020-01-01 03:40 Beijing = 2019-12-31 19:40Z, before t 20:00Z.',
 render('xueqiu','2019年收益率+41.3%，写在新年的第一个凌晨','<a class="user-name" href="#">夜读年报</a> · <span class="date-and-source">发布于2020-01-01 03:40 · 来自雪球</span>',
  '<p>睡不着，把今年的账户做个总结。全年收益率41.3%，跑赢沪深300（+36.07%）一点点，主要贡献来自白酒和一只医疗服务股。</p>'
  '<p>最大的教训是5月贸易摩擦升级时恐慌减仓，踏空了之后的反弹。最大的收获是坚持了年报精读，今年读了62份年报。</p>'
  '<p>2020年的计划：仓位不超过八成，组合控制在8只以内，继续关注科创板的投资机会。祝大家新年快乐。</p>',
  metas=[('article:published_time','2020-01-01T03:40:00+08:00')]))

add('zh-043','https://finance.example-eastmoney.cn/a/202508203488120076.html','2025-08-21T00:00:00Z','reject','updated_after',
 'Published 20 Aug 2025, but JSON-LD dateModified is 2025-08-22T10:00+08:00 (02:00Z 22 Aug), after t 21 Aug 00:00Z.',
 render('eastmoney','沪指站上3760点创近十年新高 两市成交额连续6日超2万亿','<div class="time">2025年08月20日 15:35</div><div class="source">来源：<a href="#">东方财富研究中心</a></div>',
  '<p>8月20日，A股三大指数震荡走高，沪指收涨1.04%，盘中创下近十年新高。两市成交额约2.4万亿元，连续第6个交易日突破2万亿元。</p>'
  '<p>盘面上，半导体、算力、券商板块涨幅居前，融资余额突破2.1万亿元，创2015年以来新高。</p>'
  '<p>机构人士认为，居民存款搬家和中长期资金入市是本轮行情的重要推动力，但短期需警惕量能回落带来的波动。</p>',
  metas=[('article:published_time','2025-08-20T15:35:00+08:00')],
  jsonld=ld('沪指站上3760点创近十年新高 两市成交额连续6日超2万亿','2025-08-20T15:35:00+08:00','2025-08-22T10:00:00+08:00')))

add('zh-044','https://finance.example-sina.cn/china/2021-07-25/doc-ikqciyzk7718.shtml','2021-07-26T02:00:00Z','accept','clean_plain',
 'Published 25 Jul 2021 on the 24 Jul "double reduction" policy; t is 26 Jul 10:00 Beijing.',
 render('sina','“双减”意见落地 教培机构面临转型大考','<span class="date">2021年07月25日 10:15</span> <a class="source" href="#">新浪财经综合</a>',
  '<p>中共中央办公厅、国务院办公厅7月24日印发《关于进一步减轻义务教育阶段学生作业负担和校外培训负担的意见》，要求各地不再审批新的面向义务教育阶段学生的学科类校外培训机构，现有机构统一登记为非营利性机构。</p>'
  '<p>受相关消息影响，上周五美股教育中概股大跌，好未来、新东方单日跌幅均超过50%。</p>'
  '<p>业内人士分析，意见明确学科类培训机构一律不得上市融资，严禁资本化运作，行业商业模式面临根本性改变。</p>',
  metas=[('article:published_time','2021-07-25T10:15:00+08:00')]))

add('zh-045','https://www.example-caixin.cn/2020-11-06/101624408.html','2020-11-09T01:00:00Z','accept','clean_scheduled_future',
 'Published 6 Nov 2020; lists bonds maturing in Nov-Dec 2020 and 2021 (future) and a repayment plan; no outcomes.',
 render('caixin','年末偿债高峰将至 地方国企债券到期规模超4000亿','<span id="pubtime_baidu">2020年11月06日 19:00</span> <span class="source">来源：财新网</span>',
  '<p>【财新网】据Wind数据统计，11月至12月，地方国有企业信用债到期规模合计超过4000亿元，其中城投类债券约占六成。</p>'
  '<p>以东川城投为例，其发行的“17东川01”将于11月23日到期，本金12亿元；“18东川02”将于2021年3月回售。公司相关负责人表示，已落实偿债资金，将按期兑付。</p>'
  '<p>市场人士提醒，年末资金面季节性收紧，部分弱资质区域的再融资压力值得关注。</p>',
  metas=[('article:published_time','2020-11-06T19:00:00+08:00')]))

add('zh-046','https://finance.example-eastmoney.cn/a/202410083199004312.html','2024-10-08T01:35:00Z','accept','clean_near_t',
 'Open flash stamped 2024-10-08 09:31 Beijing = 01:31Z, four minutes before t 01:35Z.',
 render('eastmoney','A股节后首日：沪指高开逾10% 两市超5000只个股上涨','<div class="time">2024年10月08日 09:31</div><div class="source">来源：<a href="#">东方财富网</a></div>',
  '<p>国庆长假后首个交易日，A股全线大幅高开。沪指高开逾10%，深成指、创业板指高开超过12%，开盘后两市成交迅速放大。</p>'
  '<p>假期期间，港股持续大涨，国家发改委将于今日上午10时举行新闻发布会，介绍“系统落实一揽子增量政策”的有关情况。</p>',
  metas=[('article:published_time','2024-10-08T09:31:00+08:00')]))

add('zh-047','https://news.example-10jqka.cn/20230129/c644390012.shtml','2023-01-30T01:00:00Z','accept','clean_sidebar',
 'Pre-open preview 29 Jan 2023; sidebar headlines refer to holiday-period data (22-28 Jan), all before t.',
 render('ths','兔年首个交易日前瞻：节间外围市场普涨','<span class="time">2023-01-29 20:30:00</span> <span>来源：同花顺财经</span>',
  '<p>春节假期期间，港股恒指累计上涨约2.9%，美股三大指数全线收涨，富时中国A50期货上涨约2.7%。假期消费数据亮眼，国内旅游出游3.08亿人次。</p>'
  '<p>分析人士认为，节后A股有望迎来“开门红”，但需关注美联储2月议息会议及国内1月PMI数据。</p>',
  metas=[('article:published_time','2023-01-29T20:30:00+08:00')],
  side=['1月27日 文旅部：春节假期国内旅游出游3.08亿人次','1月28日 电影春节档票房67.58亿元','1月26日 美国四季度GDP初值环比折年率2.9%','1月27日 港股恒指收涨0.52%'], side_title='热点回顾'))

add('zh-048','https://www.example-caixin.cn/2026-07-01/102481190.html','2026-06-30T23:59:00Z','accept','clean_timezone',
 'Stamped 2026-07-01 07:30 Beijing = 2026-06-30 23:30Z, before t 23:59Z; covers H1 2026 only.',
 render('caixin','上半年债市回顾：10年期国债收益率区间震荡','<span id="pubtime_baidu">2026年07月01日 07:30</span> <span class="source">来源：财新网</span>',
  '<p>【财新网】2026年上半年，10年期国债收益率整体呈现区间震荡格局，波动幅度较去年同期明显收窄。央行在二季度通过买断式逆回购和国债买卖持续投放中长期流动性。</p>'
  '<p>多位固收分析师认为，下半年利率走势取决于国内需求修复的力度和财政发力节奏，7月中旬将公布的二季度GDP数据值得关注。</p>',
  metas=[('article:published_time','2026-07-01T07:30:00+08:00')]))

add('zh-049','https://finance.example-sina.cn/stock/2024-02-05/doc-inafkqrm3309.shtml','2024-02-06T07:00:00Z','accept','clean_past_dates',
 'Published 5 Feb 2024 evening; references January 2024 and 2015/2016 episodes; t is 6 Feb 15:00 Beijing (close not mentioned).',
 render('sina','小微盘股闪崩背后：雪球产品敲入与量化踩踏','<span class="date">2024年02月05日 21:10</span> <a class="source" href="#">新浪财经</a>',
  '<p>2月5日，中证1000指数盘中一度跌超8%，收跌6.13%，万得微盘股指数连续大跌。市场人士指出，雪球结构产品集中敲入引发的对冲盘卖出，加剧了小盘股的下跌。</p>'
  '<p>1月以来，中证1000指数累计跌幅已超过25%。回顾2016年1月熔断期间，小盘股同样经历过流动性危机。</p>'
  '<p>证监会当晚表示，将引导上市公司加大回购增持力度，严厉打击恶意做空。</p>',
  metas=[('article:published_time','2024-02-05T21:10:00+08:00')]))

add('zh-050','https://xueqiu.example-snow.cn/4400192837/362019934','2025-11-03T02:00:00Z','accept','clean_plain',
 'Post 1 Nov 2025 discussing Q3 2025 reports, which were all due by 31 Oct, i.e. public before t (3 Nov).',
 render('xueqiu','三季报季结束，我的持仓体检','<a class="user-name" href="#">长期主义者007</a> · <span class="date-and-source">发布于2025-11-01 10:18 · 来自雪球</span>',
  '<p>三季报10月31日全部披露完了，周末把持仓的8家公司都过了一遍。总体来说，消费类公司营收增速继续放缓，但现金流还不错；科技类公司的合同负债增长比较快，说明订单在改善。</p>'
  '<p>最让我意外的是一家家电公司，三季度单季毛利率同比提升了2个百分点，主要是外销结构改善。最失望的是一家白酒公司，预收款下滑明显。</p>'
  '<p>下周一开盘打算把白酒仓位减掉一半，换成一点红利资产。</p>',
  metas=[('article:published_time','2025-11-01T10:18:00+08:00')]))

PAGES = P
