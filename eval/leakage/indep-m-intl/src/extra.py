# -*- coding: utf-8 -*-
# extra per-language vocab: revenue, profit, eps, summary, company, title, code
FIN = {
 "zh-CN": ("营业收入", "归母净利润", "每股收益(元)", "财务摘要", "公司名称", "公告标题", "证券代码"),
 "zh-TW": ("營業收入", "稅後淨利", "每股盈餘(元)", "財務摘要", "公司名稱", "主旨", "公司代號"),
 "zh-HK": ("收益", "股東應佔溢利", "每股盈利", "財務摘要", "公司名稱", "標題", "股份代號"),
 "ja": ("売上高", "営業利益", "1株利益(円)", "業績ハイライト", "会社名", "表題", "コード"),
 "ko": ("매출액", "영업이익", "주당순이익(원)", "실적 요약", "회사명", "보고서명", "종목코드"),
 "de": ("Umsatz", "EBIT", "Ergebnis je Aktie", "Kennzahlen", "Unternehmen", "Titel", "Kürzel"),
 "fr": ("Chiffre d'affaires", "Résultat opérationnel", "BPA", "Chiffres clés", "Société", "Titre", "Mnémo"),
 "es": ("Ingresos", "Beneficio neto", "BPA", "Datos financieros", "Emisor", "Asunto", "Código"),
 "pt": ("Receita líquida", "Lucro líquido", "LPA", "Resumo financeiro", "Companhia", "Assunto", "Código"),
 "it": ("Ricavi", "Utile netto", "Utile per azione", "Dati finanziari", "Società", "Titolo", "Codice"),
 "nl": ("Omzet", "Nettowinst", "Winst per aandeel", "Kerncijfers", "Bedrijf", "Titel", "Ticker"),
 "pl": ("Przychody", "Zysk netto", "Zysk na akcję", "Wyniki finansowe", "Spółka", "Tytuł", "Ticker"),
 "sv": ("Nettoomsättning", "Rörelseresultat", "Resultat per aktie", "Nyckeltal", "Bolag", "Rubrik", "Kortnamn"),
 "no": ("Driftsinntekter", "Driftsresultat", "Resultat per aksje", "Nøkkeltall", "Selskap", "Tittel", "Ticker"),
 "el": ("Κύκλος εργασιών", "Καθαρά κέρδη", "Κέρδη ανά μετοχή", "Βασικά μεγέθη", "Εταιρεία", "Τίτλος", "Κωδικός"),
 "ru": ("Выручка", "Чистая прибыль", "Прибыль на акцию", "Финансовые показатели", "Эмитент", "Заголовок", "Тикер"),
 "uk": ("Виручка", "Чистий прибуток", "Прибуток на акцію", "Фінансові показники", "Емітент", "Заголовок", "Тікер"),
 "tr": ("Hasılat", "Net kâr", "Hisse başına kâr", "Finansal özet", "Şirket", "Başlık", "Kod"),
 "ar": ("الإيرادات", "صافي الربح", "ربحية السهم", "ملخص مالي", "الشركة", "العنوان", "الرمز"),
 "he": ("הכנסות", "רווח נקי", "רווח למניה", "נתונים כספיים", "חברה", "כותרת", "סימול"),
 "hi": ("राजस्व", "शुद्ध लाभ", "प्रति शेयर आय", "वित्तीय सारांश", "कंपनी", "शीर्षक", "कोड"),
 "id": ("Pendapatan", "Laba bersih", "Laba per saham", "Ringkasan keuangan", "Emiten", "Judul", "Kode"),
 "vi": ("Doanh thu", "Lợi nhuận sau thuế", "EPS", "Tóm tắt tài chính", "Doanh nghiệp", "Tiêu đề", "Mã CK"),
 "th": ("รายได้", "กำไรสุทธิ", "กำไรต่อหุ้น", "สรุปงบการเงิน", "บริษัท", "หัวข้อ", "ชื่อย่อ"),
}
REG = {
 "zh-CN": ("关于进一步规范上市公司回购股份有关事项的通知", "为进一步规范上市公司股份回购行为，保护投资者合法权益，现就有关事项通知如下。本通知自{d_sched}起施行。", "本通知征求意见稿已于{d_prev}向社会公开征求意见，共收到反馈意见{k}0余条。", "证监发〔{Y}〕{k}号"),
 "zh-TW": ("有關證券商辦理有價證券借貸業務之規定修正令", "為健全證券借貸市場，修正相關規定，並自{d_sched}起生效。", "本案草案已於{d_prev}預告，徵詢各界意見。", "金管證券字第{ROC}0{k}0號"),
 "zh-HK": ("有關上市發行人披露定期財務資料的指引更新", "經修訂的指引將於{d_sched}生效。", "諮詢文件已於{d_prev}發表，共收到{k}0份回應。", "通函第{k}/{Y}號"),
 "ja": ("企業内容等の開示に関する内閣府令の一部改正について", "本改正は{d_sched}から施行します。", "本件については、{d_prev}から意見募集を行い、{k}件のご意見をいただきました。", "金融庁告示第{k}号"),
 "ko": ("상장회사 자기주식 취득 관련 공시 기준 개정 안내", "개정 기준은 {d_sched}부터 시행됩니다.", "본 개정안은 {d_prev} 입법예고되어 {k}0여 건의 의견이 접수되었습니다.", "금융위원회 공고 제{Y}-{k}호"),
 "de": ("Allgemeinverfügung zur Meldung von Netto-Leerverkaufspositionen", "Die Allgemeinverfügung tritt am {d_sched} in Kraft.", "Der Entwurf war am {d_prev} zur Konsultation gestellt worden; es gingen {k}0 Stellungnahmen ein.", "Konsultation {k}/{Y}"),
 "fr": ("Position-recommandation relative à l'information périodique des sociétés cotées", "Ces dispositions s'appliquent à compter du {d_sched}.", "Le projet avait été soumis à consultation publique le {d_prev} ; {k}0 réponses ont été reçues.", "DOC-{Y}-0{k}"),
 "es": ("Circular sobre normas de información pública periódica de los emisores", "La presente circular entrará en vigor el {d_sched}.", "El proyecto se sometió a consulta pública el {d_prev} y se recibieron {k}0 observaciones.", "Circular {k}/{Y}"),
 "pt": ("Resolução sobre divulgação de informações periódicas por companhias abertas", "A resolução entra em vigor em {d_sched}.", "A minuta foi submetida a audiência pública em {d_prev}, com {k}0 manifestações recebidas.", "Resolução nº {k}{k}/{Y}"),
}
def base(code):
    if code in ("zh-TW", "zh-HK", "zh-CN"): return code
    return code.split("-")[0]
# archive, references, IR calendar, AGM, founded
MISC = {
 "zh-CN": ("文章归档", "参考资料", "投资者关系日历", "年度股东大会", "成立"), "zh-TW": ("文章彙整", "參考資料", "法說會與股東會行事曆", "股東常會", "成立"),
 "zh-HK": ("文章存檔", "參考資料", "投資者日誌", "股東週年大會", "成立"), "ja": ("アーカイブ", "脚注", "IRカレンダー", "定時株主総会", "設立"),
 "ko": ("보관함", "각주", "IR 일정", "정기주주총회", "설립"), "de": ("Archiv", "Einzelnachweise", "Finanzkalender", "Hauptversammlung", "Gründung"),
 "fr": ("Archives", "Références", "Agenda financier", "Assemblée générale", "Fondation"), "es": ("Archivo", "Referencias", "Calendario del inversor", "Junta general de accionistas", "Fundación"),
 "pt": ("Arquivo", "Referências", "Agenda do investidor", "Assembleia geral ordinária", "Fundação"), "it": ("Archivio", "Note", "Calendario finanziario", "Assemblea degli azionisti", "Fondazione"),
 "nl": ("Archief", "Bronnen", "Financiële kalender", "Algemene vergadering", "Opgericht"), "pl": ("Archiwum", "Przypisy", "Kalendarz inwestora", "Walne zgromadzenie", "Data założenia"),
 "sv": ("Arkiv", "Källor", "Finansiell kalender", "Årsstämma", "Grundat"), "no": ("Arkiv", "Referanser", "Finansiell kalender", "Generalforsamling", "Grunnlagt"),
 "el": ("Αρχείο", "Παραπομπές", "Οικονομικό ημερολόγιο", "Γενική Συνέλευση", "Ίδρυση"), "ru": ("Архив", "Примечания", "Календарь инвестора", "Годовое собрание акционеров", "Основание"),
 "uk": ("Архів", "Примітки", "Календар інвестора", "Загальні збори акціонерів", "Заснування"), "tr": ("Arşiv", "Kaynakça", "Yatırımcı takvimi", "Olağan Genel Kurul", "Kuruluş"),
 "ar": ("الأرشيف", "المراجع", "مفكرة المستثمرين", "الجمعية العامة العادية", "التأسيس"), "he": ("ארכיון", "הערות שוליים", "לוח אירועים למשקיעים", "אסיפה כללית שנתית", "שנת הקמה"),
 "hi": ("आर्काइव", "संदर्भ", "निवेशक कैलेंडर", "वार्षिक आम बैठक", "स्थापना"), "id": ("Arsip", "Referensi", "Kalender investor", "RUPS Tahunan", "Didirikan"),
 "vi": ("Lưu trữ", "Tham khảo", "Lịch sự kiện nhà đầu tư", "Đại hội đồng cổ đông thường niên", "Thành lập"), "th": ("คลังบทความ", "อ้างอิง", "ปฏิทินนักลงทุน", "ประชุมผู้ถือหุ้นสามัญประจำปี", "ก่อตั้ง"),
}
