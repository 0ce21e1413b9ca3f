import json, os, collections
ROOT=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rows=[json.loads(l) for l in open(os.path.join(ROOT,'labels.jsonl'),encoding='utf-8')]
nd={d['id']:d for d in json.load(open(os.path.join(ROOT,'tools','notes_data.json'),encoding='utf-8'))}
L=['zh','ja','de','fr','es']
kinds=['published_after','updated_after','metadata_mismatch','later_fact_body','relative_date_leak','sidebar_leak','comments_leak','injection','evasion_unicode','hidden_text_leak',
       'clean_plain','clean_scheduled_future','clean_past_dates','clean_sidebar','clean_near_t','clean_timezone']
c=collections.Counter((r['id'].split('-')[0],r['kind']) for r in rows)
out=[]
out.append('# indep-intl: independent multilingual evaluation corpus for the leakage filter\n')
out.append('Written by an independent author (a helper session acting as an outside corpus writer), **not** by the developers of the filter. '
           'The author did not read any code, prompts, tests or data of the system under evaluation (nothing under /work/main, /work/wt or /work/shared was opened). '
           'Pages, labels and leak designs were written from scratch for this corpus.\n')
out.append('## Contents\n')
out.append(f'- {len(rows)} HTML pages in `pages/`, labels in `labels.jsonl` (one JSON object per line: id, file, url, forecast_time (UTC, Z), expected, kind).')
e=collections.Counter(r['expected'] for r in rows)
out.append(f'- expected: reject {e["reject"]}, accept {e["accept"]} ({100*e["reject"]/len(rows):.0f}% reject).')
out.append('- Languages: ' + ', '.join(f'{l} {sum(1 for r in rows if r["id"].startswith(l+"-"))}' for l in L) + '.')
out.append('- Forecast times spread over 2019-2026: ' + ', '.join(f'{y}: {n}' for y,n in sorted(collections.Counter(r['forecast_time'][:4] for r in rows).items())) + '.')
out.append('- All domains are fictional (example-*.cn/.jp/.de/.fr/.es). Company names are partly real (for real, verifiable macro/market events) and partly fictional (announcements, IR releases).')
out.append('- Every page carries at least one genuine publication-date signal (meta article:published_time, JSON-LD, `<time datetime>`, URL date and/or a visible byline in local format).')
out.append('- Site chrome (navigation, share bar, footer links, analytics config) is shared per site style and contains no dates or headlines; the per-page article text, sidebars, comments and leaks were written individually.\n')
out.append('## Site styles\n')
out.append('- zh: East Money style (`eastmoney`, incl. 股吧 forum), Sina Finance style (`sina`, incl. 7x24 rolls), Caixin style (`caixin`), 10jqka/同花顺 style (`ths`, 公告/业绩预告), Xueqiu style (`xueqiu`, posts+comments).')
out.append('- ja: Nikkei style (`nikkei`), Kabutan style (`kabutan`, 決算速報/市況), Minkabu style (`minkabu`, news + 掲示板), company IR pages (`ir_jp`, 決算短信, お知らせ, 招集通知, 沿革).')
out.append('- de: Handelsblatt style (`handelsblatt`), FAZ style (`faz`), finanzen.net style (`finanzen`), EQS/DGAP ad-hoc style (`adhoc`, Ad-hoc, DD, Finanzkalender).')
out.append('- fr: Les Echos style (`lesechos`), Boursorama style (`boursorama`, incl. forum), Zonebourse style (`zonebourse`).')
out.append('- es: Expansión style (`expansion`), elEconomista style (`eleconomista`), Cinco Días style (`cincodias`).\n')
out.append('## Counts by kind and language\n')
out.append('| kind | ' + ' | '.join(L) + ' | total |')
out.append('|---|' + '---|'*(len(L)+1))
for k in kinds:
    out.append(f'| {k} | ' + ' | '.join(str(c[(l,k)]) for l in L) + f' | {sum(c[(l,k)] for l in L)} |')
out.append('| **total** | ' + ' | '.join(str(sum(c[(l,k)] for k in kinds)) for l in L) + f' | {len(rows)} |\n')
out.append('## Conventions used when labelling\n')
out.append('- Local times were converted with Beijing = UTC+8, Tokyo = UTC+9, Paris/Frankfurt/Madrid = CET (UTC+1) or CEST (UTC+2) with the actual EU DST switch dates (e.g. 26.03.2023 01:15 is still CET; 26.10.2025 02:45 MEZ is after the switch back).')
out.append('- "published_after" = the page\'s own publication stamp is after t (by hours or by a day). "updated_after" = a visible update line, dateModified/modified_time, inline app state, or live-roll entries after t. '
           '"relative_date_leak" = the post-t fact is dated only relatively (次日, 週明け, am Donnerstag, le lendemain, el miércoles, am Freitag) and resolves to after t when anchored to the page\'s own date/week.')
out.append('- A page is rejected if *anything* on it (body, sidebar, comments, hidden blocks, attributes, JSON-LD) was not knowable at t, or if it contains text addressed to an automated reviewer/AI.')
out.append('- Accept pages may mention scheduled future events, forecasts/consensus, past dates, and may be stamped minutes before t.\n')
out.append('## Per-page notes (all reject pages, then accept pages)\n')
for exp in ('reject','accept'):
    out.append(f'### {exp}\n')
    for r in rows:
        if r['expected']!=exp: continue
        out.append(f'- `{r["id"]}` [{r["kind"]}] t={r["forecast_time"]}: {nd[r["id"]]["note"]}')
    out.append('')
out.append('## Uncertainties\n')
out.append(open(os.path.join(ROOT,'tools','uncertain.md'),encoding='utf-8').read() if os.path.exists(os.path.join(ROOT,'tools','uncertain.md')) else '- (none recorded)')
open(os.path.join(ROOT,'NOTES.md'),'w',encoding='utf-8').write('\n'.join(out)+'\n')
print('ok')
