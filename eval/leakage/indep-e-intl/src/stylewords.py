# -*- coding: utf-8 -*-
# keys: ann, code, typ, dl, rating, target, analyst, rdate, buy, floor, rev, nav, nextrel, refp, filed, live, cal, sched, done, fund, perf, views, author, ticker
K = 'ann code typ dl rating target analyst rdate buy floor rev nav nextrel refp filed live cal sched done fund perf views author ticker'.split()
_raw = {
'zh-Hans': '公告详情|证券代码|公告类型|下载PDF|投资评级|目标价|分析师|报告日期|买入|楼|本页面最后修订于|单位净值（截至）|下次发布时间|统计期|报送时间|直播|业绩预约披露日历|预约|已披露|基金概况|阶段业绩|阅读|作者|7×24快讯',
'zh-Hant': '公告內容|股票代號|公告類別|下載PDF|投資評等|目標價|分析師|報告日期|買進|樓|本頁面最後修訂於|淨值（截至）|下次發布|統計期間|申報時間|直播|法說會行事曆|預定|已公布|基金概況|績效表現|瀏覽|作者|即時快訊',
'ja': '適時開示|証券コード|開示区分|PDFをダウンロード|レーティング|目標株価|アナリスト|レポート日|買い|番|最終更新|基準価額（基準日）|次回公表予定|対象期間|提出日時|ライブ|決算発表予定日|予定|発表済み|ファンド概要|期間別騰落率|閲覧|著者|ニュース速報',
'de': 'Mitteilung|WKN/ISIN|Meldungsart|PDF herunterladen|Empfehlung|Kursziel|Analyst|Studiendatum|Kaufen|Beitrag|Diese Seite wurde zuletzt bearbeitet am|Rücknahmepreis (Stand)|Nächste Veröffentlichung|Berichtszeitraum|Eingereicht am|Live|Termine: Quartalszahlen|geplant|veröffentlicht|Fondsporträt|Wertentwicklung|Aufrufe|Autor|Ticker',
'fr': 'Communiqué|Code ISIN|Type d’information|Télécharger le PDF|Recommandation|Objectif de cours|Analyste|Date de l’étude|Acheter|Message|Dernière modification de cette page le|Valeur liquidative (au)|Prochaine publication|Période de référence|Déposé le|En direct|Agenda des résultats|prévu|publié|Fiche fonds|Performances|Vues|Auteur|Fil info',
'es': 'Hecho relevante|Código ISIN|Tipo de comunicación|Descargar PDF|Recomendación|Precio objetivo|Analista|Fecha del informe|Comprar|Mensaje|Última edición de esta página|Valor liquidativo (a fecha)|Próxima publicación|Periodo de referencia|Registrado el|En directo|Calendario de resultados|previsto|publicado|Ficha del fondo|Rentabilidad|Visitas|Autor|Última hora',
'ko': '공시 상세|종목코드|공시 유형|PDF 다운로드|투자의견|목표주가|애널리스트|작성일|매수|번째 글|최종 수정|기준가(기준일)|다음 발표 예정|대상 기간|제출 일시|라이브|실적 발표 일정|예정|발표 완료|펀드 개요|기간 수익률|조회|작성자|속보',
'it': 'Comunicato|Codice ISIN|Tipo comunicazione|Scarica PDF|Giudizio|Prezzo obiettivo|Analista|Data report|Comprare|Messaggio|Ultima modifica della pagina|NAV (al)|Prossima pubblicazione|Periodo di riferimento|Depositato il|Diretta|Calendario trimestrali|previsto|pubblicato|Scheda fondo|Rendimenti|Visualizzazioni|Autore|Flash',
'pt': 'Fato relevante|Código|Tipo de documento|Baixar PDF|Recomendação|Preço-alvo|Analista|Data do relatório|Compra|Mensagem|Última edição desta página|Valor da cota (em)|Próxima divulgação|Período de referência|Protocolado em|Ao vivo|Agenda de resultados|previsto|divulgado|Lâmina do fundo|Rentabilidade|Visualizações|Autor|Plantão',
'nl': 'Persbericht|ISIN|Soort melding|PDF downloaden|Advies|Koersdoel|Analist|Rapportdatum|Kopen|Bericht|Laatst bewerkt op|Intrinsieke waarde (per)|Volgende publicatie|Verslagperiode|Ingediend op|Live|Cijferagenda|gepland|gepubliceerd|Fondsprofiel|Rendement|Weergaven|Auteur|Nieuwsflits',
'pl': 'Raport bieżący|Kod ISIN|Rodzaj raportu|Pobierz PDF|Rekomendacja|Cena docelowa|Analityk|Data raportu|Kupuj|Post|Ostatnia edycja strony|Wartość jednostki (na dzień)|Następna publikacja|Okres sprawozdawczy|Złożono|Na żywo|Kalendarz wyników|planowane|opublikowane|Karta funduszu|Stopy zwrotu|Wyświetlenia|Autor|Z ostatniej chwili',
'sv': 'Pressmeddelande|ISIN|Typ av meddelande|Ladda ner PDF|Rekommendation|Riktkurs|Analytiker|Rapportdatum|Köp|Inlägg|Sidan ändrades senast|Fondkurs (per)|Nästa publicering|Referensperiod|Inlämnad|Direkt|Rapportkalender|planerad|publicerad|Faktablad|Avkastning|Visningar|Skribent|Nyhetsflöde',
'tr': 'KAP Bildirimi|Hisse kodu|Bildirim türü|PDF indir|Tavsiye|Hedef fiyat|Analist|Rapor tarihi|Al|Mesaj|Bu sayfa en son düzenlendi|Pay değeri (tarih)|Sonraki yayım|Dönem|Gönderim zamanı|Canlı|Bilanço takvimi|planlanan|açıklandı|Fon künyesi|Getiri|Görüntülenme|Yazar|Son dakika',
}
SW = {lg: dict(zip(K, s.split('|'))) for lg, s in _raw.items()}
for lg, d in SW.items():
    assert len(d) == len(K), lg
