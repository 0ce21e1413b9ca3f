"""Headings that introduce a list of other pages, in the languages `chrome`'s own list reads least.

A list of other stories under "Mais lidas", "Leggi anche", "Weitere Meldungen", "Читайте также",
"Baca juga", "Tin liên quan", "관련 기사", "熱門文章" or "References" holds other pages' headlines,
each with its own date: a later one is a later fact on the page, not a plan the page states.
`chrome` reads a block under such a heading as a related-content module, as it does the English,
simplified Chinese and first European headings it lists itself ("References" stays content: a
wiki's citations, each with the day it was read). Where the site names the module
in its markup the class name says it already; this is for the lists it does not name.
"""

from __future__ import annotations

__all__ = ["MORE_RELATED_HEADINGS"]

MORE_RELATED_HEADINGS = (
    # German, French, Spanish, Portuguese, Italian, Dutch
    r"weitere (?:meldungen|artikel|nachrichten|news)|das könnte sie auch interessieren|auch interessant|mehr zum thema"
    r"|verwandte artikel|lesen sie auch|siehe auch|neueste meldungen|ähnliche artikel"
    r"|(?:à )?lire aussi|voir aussi|articles liés|sur le même sujet|dans la même rubrique|dernières (?:actualités|dépêches|nouvelles|infos)"
    r"|(?:también )?te puede interesar|noticias relacionadas|lee también|ver también|más noticias|lo más visto|últimas noticias"
    r"|mais (?:lidas|lidos|vistas|notícias)|leia também|veja também|notícias relacionadas|últimas notícias"
    r"|i più lett[ie]|più lett[ie]|leggi anche|articoli correlati|potrebbe interessarti|ultime notizie|altre notizie"
    r"|meest gelezen|lees ook|gerelateerde artikelen|meer nieuws|ook interessant"
    # Swedish, Polish, Russian, Turkish, Indonesian, Vietnamese
    r"|mest lästa?|läs (?:också|även)|relaterat|fler nyheter"
    r"|najczęściej czytane|czytaj (?:także|też)|zobacz (?:też|także)|powiązane artykuły|więcej wiadomości"
    r"|самое читаемое|популярное|читайте также|см\. также|похожие (?:новости|статьи)|другие новости|последние новости"
    r"|en çok okunan(?:lar)?|ilgili haberler|benzer haberler|bunlar da ilginizi çekebilir|diğer haberler"
    r"|terpopuler|paling banyak dibaca|baca juga|berita (?:terkait|lainnya)|artikel terkait"
    r"|(?:đọc|xem) nhiều nhất|tin liên quan|bài liên quan|đọc thêm|tin mới nhất"
    # Korean, Japanese, traditional Chinese
    r"|많이 본 (?:뉴스|기사)|관련 (?:기사|뉴스)|추천 기사|인기 기사|최신 기사|함께 볼만한 뉴스"
    r"|関連(?:記事|ニュース)|おすすめ記事|最新記事|こちらもおすすめ"
    r"|相關(?:閱讀|新聞|文章|報導|推薦)|推薦閱讀|延伸閱讀|熱門(?:文章|新聞|推薦)?|更多(?:新聞|報導)|最新(?:新聞|文章)|猜你喜歡"
)
"""An alternation (no anchors, no group) for `chrome`'s heading pattern."""
