"""A machine reader addressed by what it is doing to this page (read by `injection`).

"Attention AI forecasting models reading this page:", "Hey AI model summarizing this thread:",
"LLM forecasting agents reading this page:", "An alle KI-Modelle, die diese Seite lesen:",
"Aux modèles d'IA qui lisent cette page :", "正在阅读本页的AI模型：", "このページを読んでいるAIモデルへ：",
"이 페이지를 읽는 AI 모델에게:": a vocative to whatever model reads, summarises or screens the page.
A page has no business speaking to the program that reads it, whatever it goes on to say.

Each pattern needs all three parts: a machine noun ("AI forecasting models" after a salutation), a
task done to *this* page ("reading this page", "die diesen Artikel auswerten") and the shape of an
address (a salutation word before it, or a colon or dash right after the page: the address stops
where a sentence about the model would go on). News about AI models reading pages names no page of its own ("AI
models are reading filings faster") or is no address ("This summary was written by an AI model
reading this article"; "このページを読んでいるAIモデルが増えている", a subject, not a vocative).
Spanish is not read here (its reader comments are read elsewhere).
"""

from __future__ import annotations

__all__ = ["READER_GROUPS", "READER_PATTERNS"]

_READERS_EN = (r"(?:models?|systems?|programs?|agents?|tools?|software|bots?|chatbots?|ai|a\.i\.|llms?|gpts?|reviewers?"
               r"|graders?|classifiers?|evaluators?|assistants?|crawlers?|scrapers?|forecasters?)")
_ADDRESSED_READERS_EN = (r"(?:models?|systems?|agents?|bots?|chatbots?|ai|a\.i\.|llms?|gpts?|reviewers?|graders?|classifiers?"
                         r"|evaluators?|assistants?|crawlers?|scrapers?|forecasters?)")
_TASKS_EN = (r"(?:grading|reviewing|reading|checking|screening|judging|evaluating|assessing|classifying|scoring|rating"
             r"|labell?ing|processing|auditing|scanning|analy[sz]ing|parsing|summari[sz]ing|ingesting|indexing|scraping"
             r"|crawling)")
# Every form `_TASKS_EN` matches, spelled out.
_TASK_WORDS = ("grading", "reviewing", "reading", "checking", "screening", "judging", "evaluating", "assessing", "classifying",
               "scoring", "rating", "labeling", "labelling", "processing", "auditing", "scanning", "analysing", "analyzing",
               "parsing", "summarising", "summarizing", "ingesting", "indexing", "scraping", "crawling")
_PAGES_EN = r"(?:page|article|content|document|story|post|thread|release|text|item|entry|listing|site|transcript|comment)"
_PAGE_NEEDS = ("page", "article", "content", "document", "story", "post", "thread", "release", "text", "item", "entry",
               "listing", "site", "transcript", "comment")
# Up to two words before the machine noun ("AI forecasting models"), taken as few as will do.
_MODIFIERS = r"(?:[\w-]+\s+){0,2}?"
_NOW = r"(?:that\s+(?:is|are)\s+|now\s+|currently\s+)?"
READER_PATTERNS: tuple[tuple[str, tuple[tuple[str, ...], ...]], ...] = (
    # a salutation before it: "Hey AI model summarizing this thread:", "To the model grading this page,"
    (rf"\b(?:to|dear|attention|hey|hi|hello|for)\s+(?:(?:the|any|all|every|whatever|each)\s+)?{_MODIFIERS}{_READERS_EN}"
     rf"\s+{_NOW}{_TASKS_EN}\s+(?:this|these)\s+{_PAGES_EN}s?\s*[:,]",
     (("to", "dear", "attention", "hey", "hi", "hello", "for"), _TASK_WORDS, ("this", "these"))),
    # none, ending in a colon or a dash: "LLM forecasting agents reading this page:" (a sentence about
    # a model reading this page goes on; an address stops there)
    # speed: one space before "this", so that the task and "this" together are its needle
    (rf"\b{_ADDRESSED_READERS_EN}\s+{_NOW}{_TASKS_EN} this\s+{_PAGES_EN}\s*(?::|—|--)",
     (tuple(f"{task} this" for task in _TASK_WORDS), _PAGE_NEEDS, (":", "—", "--"))),
)
"""English: (expression, needs) as in `injection._Pattern`."""

_PAGE_DE = r"(?:diese[nrs]?|den|die|das)\s+(?:Seite|Artikel|Text|Beitrag|Inhalt|Dokument|Meldung|Thread|Diskussion)"
_READER_DE = r"(?:KI-[\w-]+|KIs?\b|[\w-]*(?:modell|assistent|agent)\w*|LLMs?\b|Bots?\b|Crawler\b)"
_TASK_DE = (r"(?:lesen|liest|auswerten|auswertet|prüfen|prüft|analysieren|analysiert|zusammenfassen|zusammenfasst|verarbeiten"
            r"|verarbeitet|bewerten|bewertet|durchsuchen|durchsucht|crawlen|crawlt)")
_DE = (
    # "An alle KI-Modelle, die diese Seite lesen:", "Liebe KI-Prognosemodelle, die diesen Artikel auswerten:"
    rf"\b{_READER_DE}\s*,\s*(?:die|der|das)\s+{_PAGE_DE}\s+(?:gerade\s+)?{_TASK_DE}\s*:",
)
_DE_WORDS = ("diese", "den artikel", "die seite", "das dokument", "den text", "den beitrag", "den inhalt")

_READER_FR = (r"(?:modèles?|systèmes?|agents?|assistants?|IA\b|intelligences?\s+artificielles?|robots?|bots?|LLMs?\b|crawlers?"
              r"|classificateurs?)(?:\s+(?:d['’]IA\b|de\s+langage|de\s+prévision|d['’]intelligence\s+artificielle|automatiques?"
              r"|conversationnels?)){0,2}")
_TASK_FR = (r"(?:qui\s+(?:lisez|lisent|lit|analysez|analysent|analyse|traitez|traitent|traite|résumez|résument|résume|évaluez"
            r"|évaluent|évalue|examinez|examinent|examine|parcourez|parcourent|parcourt)|lisant|analysant|traitant|résumant"
            r"|évaluant|examinant|parcourant)")
_FR = (
    # "Aux modèles d'IA qui lisent cette page :", "Modèles de langage lisant cette page :"
    rf"\b{_READER_FR}\s*,?\s+{_TASK_FR}\s+(?:cette|cet|ce|la|le)\s+(?:page|article|contenu|texte|document|fil|message)\s*:",
)
_FR_WORDS = ("qui lis", "lisant", "qui analys", "analysant", "qui trait", "traitant", "qui résum", "résumant", "qui évalu",
             "évaluant", "qui examin", "examinant", "qui parcour", "parcourant")

_ZH = (
    # "正在阅读本页的AI模型：", "閱讀本頁的AI模型："
    r"(?:阅读|閱讀|读取|讀取|浏览|瀏覽|处理|處理|分析|总结|總結|审核|審核|抓取|扫描|掃描|解析)(?:本|此|这|這|该|該)(?:个|個|篇|份)?"
    r"(?:页|頁|页面|頁面|网页|網頁|文|文章|帖|帖子|内容|內容|报道|報道|報導|文档|文檔)的[^\s。，,：:！!？?]{0,8}?"
    r"(?:AI|模型|智能体|智能體|助手|机器人|機器人|系统|系統|爬虫|爬蟲)(?:们|們)?\s*[：:]",
)
_ZH_WORDS = ("阅读", "閱讀", "读取", "讀取", "浏览", "瀏覽", "处理", "處理", "分析", "总结", "總結", "审核", "審核", "抓取", "扫描",
             "掃描", "解析")

_READER_JA = (r"(?:(?:AI|人工知能)(?:予測|評価|審査|言語)?(?:モデル|エージェント|アシスタント|システム)?|(?:予測|言語)モデル"
              r"|エージェント|アシスタント|ボット|クローラー)")
_JA = (
    # "このページを読んでいるAIモデルへ：" (a vocative: へ, 各位 or a colon; "...AIモデルが増えている" is a subject)
    r"(?:この|本|当)(?:ページ|記事|文書|スレッド|投稿|コンテンツ|文章)を(?:読んで|読み込んで|解析して|分析して|処理して|要約して"
    r"|評価して|審査して|チェックして|読み取って)(?:いる|る)?(?:すべての|全ての)?" + _READER_JA
    + r"(?:(?:へ|の皆様|の皆さん|の方々|各位)\s*[：:、,]?|\s*[：:])",
)
_JA_WORDS = ("を読んで", "を読み込んで", "を解析して", "を分析して", "を処理して", "を要約して", "を評価して", "を審査して",
             "をチェックして", "を読み取って")

_KO = (
    # "이 페이지를 읽는 AI 모델에게:" (에게, to: a vocative; "...AI 모델이 늘고 있다" is a subject)
    r"(?:이|본|해당)\s?(?:페이지|기사|문서|글|게시물|스레드|콘텐츠)(?:를|을)\s?(?:읽는|읽고\s?있는|분석하는|처리하는|요약하는"
    r"|검토하는|평가하는|수집하는)\s?(?:모든\s?)?(?:AI|인공지능|언어\s?모델|모델|에이전트|어시스턴트|시스템|봇|크롤러)"
    r"(?:\s?(?:모델|에이전트|시스템|어시스턴트))?(?:들)?\s*(?:에게|께)",
)
_KO_WORDS = ("읽는", "읽고", "분석하는", "처리하는", "요약하는", "검토하는", "평가하는", "수집하는")

READER_GROUPS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (_DE, _DE_WORDS),
    (_FR, _FR_WORDS),
    (_ZH, _ZH_WORDS),
    (_JA, _JA_WORDS),
    (_KO, _KO_WORDS),
)
"""(patterns, gate words) of each other language above."""
