"""Records written after t in other languages (issue: classifier misses on non-English pages): a
status row that says its event happened, a numbered act, a user entry's reply date, an addendum's
day of the month, a news list's item date and an answer's stamp line; each with the same layout
kept open or dated before t. Hand-written pages."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

T = datetime(2025, 2, 20, 9, 0, tzinfo=UTC)
PAGE = datetime(2025, 2, 12, 9, 0, tzinfo=UTC)


def _status_table(lang: str, heads: tuple[str, str], rows: list[tuple[str, str]]) -> str:
    body = "".join(f"<tr><td>{day}</td><td>{status}</td></tr>" for day, status in rows)
    return (f"<html lang='{lang}'><body><article><h1>Annonce</h1><p>Texte.</p><h2>Suivi</h2>"
            f"<table><tr><th>{heads[0]}</th><th>{heads[1]}</th></tr>{body}</table></article></body></html>")


@pytest.mark.parametrize(
    ("lang", "heads", "done", "open_"),
    [
        ("fr", ("Date", "Statut"), "Offre pourvue", "Offre à pourvoir"),
        ("de", ("Datum", "Status"), "Stelle vergeben", "Vergabe geplant"),
        ("zh-HK", ("日期", "事項"), "減價", "預計開售"),
        ("uk", ("Дата", "Документ"), "Рішення No 1142", "Засідання заплановано"),
    ],
)
def test_a_status_row_dated_after_t_that_reports_its_event_done_leaks(lang: str, heads: tuple[str, str], done: str, open_: str) -> None:
    rows = [("12.02.2025", "Publiée"), ("06.03.2025", done)]
    leak = judge(_status_table(lang, heads, rows), t=T, page=PAGE)
    assert leak.label == "leak" and "reports its event done" in leak.reason
    kept_open = judge(_status_table(lang, heads, [("12.02.2025", "Publiée"), ("06.03.2025", open_)]), t=T, page=PAGE)
    assert "reports its event done" not in kept_open.reason


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("es", "¿Cobran comisión? — Respondida el {day} de marzo de 2025 por Banco Andino: No."),
        ("de", "Antwort des Unternehmens vom {day}.03.2025: Bitte kontaktieren Sie uns per E-Mail."),
    ],
)
def test_a_reply_dated_after_t_is_an_entry_written_after_t(lang: str, line: str) -> None:
    t, page = datetime(2025, 3, 15, 17, 0, tzinfo=UTC), datetime(2025, 3, 12, 9, 0, tzinfo=UTC)
    html = "<html lang='{lang}'><body><article><h1>Opiniones</h1><p>Texto.</p></article><section><h2>Preguntas</h2><p>{line}</p></section></body></html>"
    leak = judge(html.format(lang=lang, line=line.format(day="20")), t=t, page=page)
    assert leak.label == "leak" and "reports its event done" in leak.reason
    assert judge(html.format(lang=lang, line=line.format(day="11")), t=t, page=page).label == "clean"


def test_an_addendum_s_day_of_the_month_is_the_coming_one() -> None:
    # Page of 11 March; "追記：27日の総会..." was added later: the 27th of March, not of February.
    t, page = datetime(2025, 3, 12, 0, 0, tzinfo=UTC), datetime(2025, 3, 11, 3, 0, tzinfo=UTC)
    html = "<html lang='ja'><body><article><h1>株主総会について</h1><p>{body}</p></article></body></html>"
    leak = judge(html.format(body="追記：27日の総会、会社提案は可決されましたね。"), t=t, page=page)
    assert leak.label == "leak" and "27日" in leak.reason
    assert judge(html.format(body="27日の総会で会社提案が審議される予定です。"), t=t, page=page).label == "clean"


def _news_list(heading: str, day: str) -> str:
    return (f"<html lang='ja'><body><article><h1>プレスリリース</h1><p>本学は研究成果を発表した。</p></article>"
            f"<div class='rail'><h2>{heading}</h2><ul><li>{day} 本学教授が学会賞受賞</li></ul></div></body></html>")


def test_a_date_opening_a_news_list_item_is_its_stamp() -> None:
    t, page = datetime(2025, 2, 20, 0, 0, tzinfo=UTC), datetime(2025, 2, 18, 3, 0, tzinfo=UTC)
    leak = judge(_news_list("新着ニュース", "2025.03.03"), t=t, page=page)
    assert leak.label == "leak" and "entry_date_after_t" in leak.reason
    assert judge(_news_list("新着ニュース", "2025.02.17"), t=t, page=page).label == "clean"
    # the same list headed as a schedule lists what is planned
    assert judge(_news_list("今後の予定", "2025.03.03"), t=t, page=page).label == "clean"


def _answers(stamp: str) -> str:
    question = "지난주에 아파트 청약을 신청했습니다. 당첨자 발표는 보통 언제 나오는지, 발표 후에는 어떤 서류를 준비해야 하는지 궁금합니다. " * 4
    return (f"<html lang='ko'><body><article><h1>청약 질문</h1><p>{question}</p>"
            f"<h3>답변 1</h3><div>2025.03.08 20:11</div><p>보통 열흘 뒤입니다.</p>"
            f"<h3>답변 2</h3><div>{stamp}</div><p>저는 붙었어요.</p></article></body></html>")


def test_a_date_and_time_alone_under_an_answer_heading_is_its_stamp() -> None:
    t, page = datetime(2025, 3, 10, 0, 0, tzinfo=UTC), datetime(2025, 3, 8, 3, 0, tzinfo=UTC)
    leak = judge(_answers("2025.03.12 18:05"), t=t, page=page)
    assert leak.label == "leak" and "entry_date_after_t" in leak.reason
    assert judge(_answers("2025.03.09 18:05"), t=t, page=page).label == "clean"
