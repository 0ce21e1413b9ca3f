"""Filing readers: line items (JSON, JSONL) and EDGAR companyfacts, including every bad input."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from tests.pit_store.ingest.located import assert_located
from pit_store.ingest.filings import fiscal_period_label, read_filings

REVENUE_PERIOD = {"start": "2023-01-01", "end": "2023-03-31"}


def companyfacts(**overrides: Any) -> dict[str, Any]:
    """A small companyfacts document: one quarterly value reported three times, one instant fact."""
    document: dict[str, Any] = {
        "cik": 320193,
        "entityName": "Example Corp",
        "facts": {
            "us-gaap": {
                "Revenues": {
                    "label": "Revenues",
                    "description": "Revenue recognised.",
                    "units": {
                        "USD": [
                            {**REVENUE_PERIOD, "val": 1000, "accn": "0000320193-23-000010",
                             "fy": 2023, "fp": "Q1", "form": "10-Q", "filed": "2023-05-05",
                             "frame": "CY2023Q1"},
                            {**REVENUE_PERIOD, "val": 1000, "accn": "0000320193-24-000005",
                             "fy": 2023, "fp": "FY", "form": "10-K", "filed": "2024-02-20"},
                            {**REVENUE_PERIOD, "val": 950, "accn": "0000320193-24-000030",
                             "fy": 2023, "fp": "FY", "form": "10-K/A", "filed": "2024-06-03"},
                        ]
                    },
                },
                "Assets": {
                    "label": "Assets",
                    "units": {
                        "USD": [
                            {"end": "2023-03-31", "val": 5.5e9, "accn": "0000320193-23-000010",
                             "fy": 2023, "fp": "Q1", "form": "10-Q", "filed": "2023-05-05"}
                        ]
                    },
                },
            },
            "dei": {
                "EntityCommonStockSharesOutstanding": {
                    "label": "Shares",
                    "units": {
                        "shares": [
                            {"end": "2023-04-28", "val": 15000000000, "accn": "0000320193-23-000010",
                             "fy": None, "fp": None, "form": "10-Q", "filed": "2023-05-05"}
                        ]
                    },
                }
            },
        },
    }
    document.update(overrides)
    return document


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def jsonl(items: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(item) + "\n" for item in items)


def line_item(**overrides: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "company": "ACME",
        "form": "10-Q",
        "fiscal_period": "2024Q1",
        "period_start": "2024-01-01",
        "period_end": "2024-03-31",
        "item": "Revenue",
        "value": 123.5,
        "unit": "USD",
        "accepted_at": "2024-04-25T16:05:00-04:00",
        "accession": "0001-24-000001",
    }
    item.update(overrides)
    return {key: value for key, value in item.items() if value is not None}


class TestCompanyFacts:
    def test_report_comparative_and_restatement_are_versions_of_one_entity(self, tmp_path: Path) -> None:
        drafts = read_filings(write(tmp_path, "CIK0000320193.json", json.dumps(companyfacts())))
        revenue = [d for d in drafts if d.payload["item"] == "us-gaap:Revenues"]

        assert len(revenue) == 3
        assert len({d.entity_id for d in revenue}) == 1
        # End of each filed day in New York (EDT in May and June, EST in February).
        assert [d.known_at for d in revenue] == [
            datetime(2023, 5, 6, 3, 59, 59, 999999, tzinfo=UTC),
            datetime(2024, 2, 21, 4, 59, 59, 999999, tzinfo=UTC),
            datetime(2024, 6, 4, 3, 59, 59, 999999, tzinfo=UTC),
        ]
        assert [d.kind for d in revenue] == [None, None, "amendment"]
        assert [d.payload["value"] for d in revenue] == [1000.0, 1000.0, 950.0]
        assert [d.payload["form"] for d in revenue] == ["10-Q", "10-K", "10-K/A"]
        first = revenue[0]
        assert first.record_type == "filing"
        assert first.source == "edgar-companyfacts"
        assert first.valid_from == datetime(2023, 1, 1, tzinfo=UTC)
        assert first.valid_to == datetime(2023, 4, 1, tzinfo=UTC)
        assert first.event_time == datetime(2023, 3, 31, 23, 59, 59, 999999, tzinfo=UTC)
        assert first.payload == {
            "company": "CIK0000320193",
            "item": "us-gaap:Revenues",
            "unit": "USD",
            "period_start": "2023-01-01",
            "period_end": "2023-03-31",
            "fiscal_period": "2023Q1",
            "value": 1000.0,
            "form": "10-Q",
            "accession": "0000320193-23-000010",
            "amends": None,
        }
        assert first.provenance["json_path"] == "facts.us-gaap.Revenues.units.USD[0]"
        assert first.provenance["entity_name"] == "Example Corp"

    def test_instant_facts_have_an_event_time_but_no_interval(self, tmp_path: Path) -> None:
        drafts = read_filings(write(tmp_path, "cf.json", json.dumps(companyfacts())))
        assets = next(d for d in drafts if d.payload["item"] == "us-gaap:Assets")
        shares = next(d for d in drafts if d.payload["unit"] == "shares")

        assert assets.valid_from is None and assets.valid_to is None
        assert assets.event_time == datetime(2023, 3, 31, 23, 59, 59, 999999, tzinfo=UTC)
        assert assets.payload["period_start"] is None
        assert shares.payload["fiscal_period"] is None  # EDGAR gave fy/fp as null
        assert shares.payload["value"] == 15e9

    def test_frame_and_labels_do_not_change_the_content(self, tmp_path: Path) -> None:
        """A later download that only reassigns frames or relabels concepts adds nothing."""
        edited = companyfacts()
        revenue = edited["facts"]["us-gaap"]["Revenues"]
        revenue["label"] = "Revenues (relabelled)"
        revenue["units"]["USD"][1]["frame"] = "CY2023Q1"
        del revenue["units"]["USD"][0]["frame"]
        before = read_filings(write(tmp_path, "a.json", json.dumps(companyfacts())))
        after = read_filings(write(tmp_path, "b.json", json.dumps(edited)))
        assert [(d.entity_id, d.known_at, d.payload) for d in before] == [
            (d.entity_id, d.known_at, d.payload) for d in after
        ]

    def test_zone_argument_sets_the_end_of_the_filed_day(self, tmp_path: Path) -> None:
        drafts = read_filings(write(tmp_path, "cf.json", json.dumps(companyfacts())), tz="UTC")
        assert drafts[0].known_at == datetime(2023, 5, 5, 23, 59, 59, 999999, tzinfo=UTC)

    def test_gzipped_download_reads_the_same(self, tmp_path: Path) -> None:
        text = json.dumps(companyfacts())
        plain = read_filings(write(tmp_path, "cf.json", text))
        zipped = read_filings(write(tmp_path, "cf.json.gz", gzip.compress(text.encode())))
        assert [d.payload for d in plain] == [d.payload for d in zipped]

    def test_drafts_are_sorted_by_known_at_then_entity(self, tmp_path: Path) -> None:
        drafts = read_filings(write(tmp_path, "cf.json", json.dumps(companyfacts())))
        keys = [(d.known_at, d.entity_id) for d in drafts]
        assert keys == sorted(keys)
        assert len(drafts) == 5


class TestLineItems:
    def test_jsonl_line_items(self, tmp_path: Path) -> None:
        items = [
            line_item(),
            line_item(item="NetIncome", value="12.25", unit="USD"),
            line_item(
                form="10-Q/A",
                value=120,
                accepted_at="2024-05-10T20:00:00Z",
                accession="0001-24-000009",
                amends="0001-24-000001",
            ),
        ]
        drafts = read_filings(write(tmp_path, "items.jsonl", jsonl(items)))

        revenue = [d for d in drafts if d.payload["item"] == "Revenue"]
        assert len(revenue) == 2 and revenue[0].entity_id == revenue[1].entity_id
        assert revenue[0].known_at == datetime(2024, 4, 25, 20, 5, tzinfo=UTC)
        assert revenue[0].kind is None
        assert revenue[0].provenance == {"file": str(tmp_path / "items.jsonl"), "line": 1}
        assert revenue[1].kind == "amendment"
        assert revenue[1].payload["amends"] == "0001-24-000001"
        assert revenue[1].payload["value"] == 120.0
        income = next(d for d in drafts if d.payload["item"] == "NetIncome")
        assert income.payload["value"] == 12.25
        assert income.entity_id != revenue[0].entity_id
        assert income.source == "filing-line-items"

    def test_amends_alone_marks_an_amendment(self, tmp_path: Path) -> None:
        drafts = read_filings(write(tmp_path, "i.jsonl", jsonl([line_item(amends="0001-24-000001")])))
        assert drafts[0].kind == "amendment"

    def test_fiscal_period_alone_is_a_period(self, tmp_path: Path) -> None:
        item = line_item(period_start=None, period_end=None, fiscal_period="2023fy")
        drafts = read_filings(write(tmp_path, "i.jsonl", jsonl([item])))
        draft = drafts[0]
        assert draft.payload["fiscal_period"] == "2023FY"
        assert draft.valid_from is None and draft.event_time is None
        other = read_filings(write(tmp_path, "j.jsonl", jsonl([{**item, "fiscal_period": "2024FY"}])))
        assert other[0].entity_id != draft.entity_id

    def test_identity_ignores_form_accession_and_fiscal_label(self, tmp_path: Path) -> None:
        items = [line_item(), line_item(form="10-K", fiscal_period="2024FY", accession="x")]
        drafts = read_filings(write(tmp_path, "i.jsonl", jsonl(items)))
        assert drafts[0].entity_id == drafts[1].entity_id

    def test_json_array_and_single_object(self, tmp_path: Path) -> None:
        array = read_filings(write(tmp_path, "a.json", json.dumps([line_item(), line_item(item="X")])))
        assert len(array) == 2
        assert array[0].provenance["json_path"] in {"[0]", "[1]"}
        single = read_filings(write(tmp_path, "s.json", "\n\n" + json.dumps(line_item(), indent=2)))
        assert len(single) == 1
        assert single[0].provenance["line"] == 3
        assert single[0].payload == array[0].payload or single[0].payload == array[1].payload

    def test_reading_twice_gives_identical_drafts(self, tmp_path: Path) -> None:
        path = write(tmp_path, "cf.json", json.dumps(companyfacts()))
        assert read_filings(path) == read_filings(path)

    @settings(max_examples=30, deadline=None)
    @given(order=st.permutations(range(6)))
    def test_line_order_does_not_change_the_result(
        self, tmp_path_factory: pytest.TempPathFactory, order: list[int]
    ) -> None:
        items = [
            line_item(item=f"Item{i % 3}", accepted_at=f"2024-04-2{i // 3}T12:00:00Z", value=i)
            for i in range(6)
        ]
        folder = tmp_path_factory.mktemp("perm")
        baseline = read_filings(write(folder, "a.jsonl", jsonl(items)))
        shuffled = read_filings(write(folder, "b.jsonl", jsonl([items[i] for i in order])))
        assert [(d.entity_id, d.known_at, d.payload) for d in baseline] == [
            (d.entity_id, d.known_at, d.payload) for d in shuffled
        ]


def test_fiscal_period_label_normalises_and_rejects() -> None:
    assert fiscal_period_label(" 2024 q1 ") == "2024Q1"
    assert fiscal_period_label("2024h2") == "2024H2"
    with pytest.raises(InputError) as caught:
        fiscal_period_label("Q1 2024")
    assert caught.value.field == "fiscal_period"


def _cf_with(change: dict[str, Any]) -> str:
    document = companyfacts()
    entry = document["facts"]["us-gaap"]["Revenues"]["units"]["USD"][1]
    for key, value in change.items():
        if value is None:
            del entry[key]
        else:
            entry[key] = value
    return json.dumps(document)


FACT1 = "facts.us-gaap.Revenues.units.USD[1]"

# (file name, content, expected line, expected field, message fragment)
BAD_INPUTS: list[tuple[str, str | bytes, int | None, str | None, str]] = [
    ("naive.jsonl", jsonl([line_item(), line_item(accepted_at="2024-04-25T16:05:00")]), 2, "accepted_at", "naive"),
    ("garbled.jsonl", jsonl([line_item(accepted_at="yesterday")]), 1, "accepted_at", "unparseable"),
    ("date_only.jsonl", jsonl([line_item(accepted_at="2024-04-25")]), 1, "accepted_at", "date"),
    ("text.jsonl", jsonl([line_item(value="n/a")]), 1, "value", "not a number"),
    ("nan.jsonl", '{"company":"A","form":"10-Q","item":"R","unit":"USD","period_end":"2024-03-31",'
     '"accepted_at":"2024-04-25T16:05:00Z","value":NaN}\n', 1, "value", "finite"),
    ("inf.jsonl", jsonl([line_item(value="inf")]), 1, "value", "finite"),
    ("bool.jsonl", jsonl([line_item(value=True)]), 1, "value", "boolean"),
    ("missing.jsonl", jsonl([line_item(company=None)]), 1, "company", "missing"),
    ("blank.jsonl", jsonl([line_item(unit="  ")]), 1, "unit", "missing"),
    ("noperiod.jsonl", jsonl([line_item(fiscal_period=None, period_start=None, period_end=None)]), 1,
     "period_end", "no period"),
    ("startonly.jsonl", jsonl([line_item(period_end=None)]), 1, "period_end", "no period"),
    ("baddate.jsonl", jsonl([line_item(period_end="2024-02-30")]), 1, "period_end", "not a date"),
    ("reversed.jsonl", jsonl([line_item(period_start="2024-04-01")]), 1, "period_start", "after it ends"),
    ("badfp.jsonl", jsonl([line_item(fiscal_period="first quarter")]), 1, "fiscal_period", "fiscal period"),
    ("unknown.jsonl", jsonl([line_item(acepted_at="x")]), 1, "acepted_at", "unknown field"),
    ("badline.jsonl", jsonl([line_item()]) + '{"company": "A",\n', 2, None, "invalid JSON"),
    ("scalar.jsonl", jsonl([line_item()]) + "[1, 2]\n", 2, None, "JSON object"),
    ("malformed.json", '[\n  {"company": "A"},\n  {"company": \n]', 4, None, "malformed JSON"),
    ("empty.json", "", None, None, "empty"),
    ("blank.json", "  \n\n", None, None, "empty"),
    ("emptyarray.json", "[]", None, None, "no line items"),
    ("number.json", "42", None, None, "expected a JSON array"),
    ("latin1.jsonl", json.dumps(line_item(company="Soci\u00e9t\u00e9"), ensure_ascii=False).encode("latin-1"),
     None, None, "UTF-8"),
    ("arrayitem.json", json.dumps([line_item(), line_item(value="x")]), None, "[1].value", "not a number"),
    ("arrayscalar.json", json.dumps([line_item(), 3]), None, "[1]", "JSON object"),
    ("cf_val.json", _cf_with({"val": None}), None, f"{FACT1}.val", "missing"),
    ("cf_text.json", _cf_with({"val": "lots"}), None, f"{FACT1}.val", "not a number"),
    ("cf_filed.json", _cf_with({"filed": "2024-02-31"}), None, f"{FACT1}.filed", "not a date"),
    ("cf_end.json", _cf_with({"end": None}), None, f"{FACT1}.end", "missing"),
    ("cf_form.json", _cf_with({"form": None}), None, f"{FACT1}.form", "missing"),
    ("cf_order.json", _cf_with({"start": "2023-06-01"}), None, f"{FACT1}.period_start", "after it ends"),
    ("cf_cik.json", json.dumps(companyfacts(cik="abc")), None, "cik", "CIK"),
    ("cf_nofacts.json", json.dumps({"cik": 1}), None, "facts", "JSON object"),
    ("cf_units.json", json.dumps(companyfacts(facts={"us-gaap": {"X": {"units": {"USD": {}}}}})), None,
     "facts.us-gaap.X.units.USD", "list"),
]


@pytest.mark.parametrize(
    ("name", "content", "line", "field", "fragment"), BAD_INPUTS, ids=[case[0] for case in BAD_INPUTS]
)
def test_bad_input_names_file_line_and_field(
    tmp_path: Path, name: str, content: str | bytes, line: int | None, field: str | None, fragment: str
) -> None:
    assert_located(read_filings, write(tmp_path, name, content), line, field, fragment)


def test_missing_file_and_unknown_zone(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="not found"):
        read_filings(tmp_path / "absent.json")
    path = write(tmp_path, "cf.json", json.dumps(companyfacts()))
    with pytest.raises(InputError) as caught:
        read_filings(path, tz="Mars/Olympus")
    assert caught.value.field == "tz"


def test_company_without_facts_yields_nothing(tmp_path: Path) -> None:
    assert read_filings(write(tmp_path, "cf.json", json.dumps(companyfacts(facts={})))) == []
