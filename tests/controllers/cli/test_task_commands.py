"""`asof score`, `asof eps calc` and `asof tasks generate`, invoked through their click objects."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import controllers.cli.main  # noqa: F401  (load the CLI before its task commands: they import its options)
from controllers.cli.task_commands import eps, score, tasks_group
from tests.tasks.store_data import build_store

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "tasks"


def jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return path


def invoke(command: Any, *args: str) -> Result:
    return CliRunner().invoke(command, list(args))


class TestScore:
    def test_json_result_has_the_documented_shape(self, tmp_path: Path) -> None:
        predictions = jsonl(tmp_path / "p.jsonl", [
            {"instance_id": "a", "market": "CN", "output": {"direction": "up", "probability_up": 0.7}},
            {"instance_id": "b", "market": "US", "output": {"direction": "up", "probability_up": 7}},
        ])
        labels = jsonl(tmp_path / "l.jsonl", [
            {"instance_id": "a", "market": "CN", "label": {"up": 1}},
            {"instance_id": "b", "market": "US", "label": {"up": 0}},
        ])
        result = invoke(score, "EVT", "--predictions", str(predictions), "--labels", str(labels), "--json")
        assert result.exit_code == 0, result.output
        data = json.loads(result.output)
        assert set(data) == {"task", "n", "score", "by_market", "aux", "format_failures"}
        assert data["task"] == "EVT" and data["n"] == 1 and data["format_failures"] == 1
        assert data["score"] == pytest.approx(0.64)
        assert data["by_market"] == {"CN": {"n": 1, "score": pytest.approx(0.64)}, "US": {"n": 0, "score": None}}
        assert data["aux"]["format_failure_details"][0]["line"] == 2

    def test_text_output_lists_markets_and_failures(self, tmp_path: Path) -> None:
        predictions = jsonl(tmp_path / "p.jsonl", [{"instance_id": "a", "market": "US", "output": {"predicted_value": "12"}}])
        labels = jsonl(tmp_path / "l.jsonl", [{"instance_id": "a", "market": "US", "label": {"actual_value": 10}},
                                               {"instance_id": "b", "market": "US", "label": {"actual_value": 10}}])
        result = invoke(score, "fund", "--predictions", str(predictions), "--labels", str(labels))
        assert result.exit_code == 0
        assert "FUND: score unavailable over 0 instance(s); 2 format failure(s)" in result.output
        assert "failure a (line 1): output.predicted_value" in result.output and "failure b (no line)" in result.output

    def test_unparseable_file_is_an_error_naming_the_line(self, tmp_path: Path) -> None:
        predictions = tmp_path / "p.jsonl"
        predictions.write_text('{"instance_id": "a", "market": "US", "output": {}}\n{"instance_id": \n')
        labels = jsonl(tmp_path / "l.jsonl", [{"instance_id": "a", "market": "US", "label": {"up": 1}}])
        result = invoke(score, "EVT", "--predictions", str(predictions), "--labels", str(labels))
        assert result.exit_code == 1 and "p.jsonl, line 2" in result.output

    def test_bad_label_and_unknown_task_are_errors(self, tmp_path: Path) -> None:
        predictions = jsonl(tmp_path / "p.jsonl", [])
        labels = jsonl(tmp_path / "l.jsonl", [{"instance_id": "a", "market": "US", "label": {"up": 0.5}}])
        result = invoke(score, "EVT", "--predictions", str(predictions), "--labels", str(labels))
        assert result.exit_code == 1 and "l.jsonl, line 1, field 'label.up'" in result.output
        unknown = invoke(score, "GUESS", "--predictions", str(predictions), "--labels", str(labels))
        assert unknown.exit_code == 1 and "unknown task 'GUESS'" in unknown.output


class TestEpsCalc:
    def test_baseline_reproduces_the_year_ago_eps(self) -> None:
        result = invoke(eps, "calc", "--schema", str(EXAMPLES / "MSFT_2026Q3.json"), "--json")
        assert result.exit_code == 0, result.output
        data = json.loads(result.output)
        assert set(data) == {"eps", "lines"} and round(data["eps"], 2) == 3.46
        assert data["lines"]["net_income"] == 25824.0
        text = invoke(eps, "calc", "--schema", str(EXAMPLES / "MSFT_2026Q3.json"))
        assert "EPS 3.461198" in text.output and "gross_profit" in text.output

    def test_drivers_example(self) -> None:
        result = invoke(eps, "calc", "--schema", str(EXAMPLES / "MSFT_2026Q3.json"),
                        "--drivers", str(EXAMPLES / "MSFT_2026Q3_drivers.json"), "--json")
        assert result.exit_code == 0, result.output
        data = json.loads(result.output)
        assert data["lines"]["shares"] == 7462.0 and data["eps"] > 3.46

    def test_schema_and_driver_errors_name_the_file(self, tmp_path: Path) -> None:
        doc = json.loads((EXAMPLES / "MSFT_2026Q3.json").read_text())
        doc["formulas"]["total_revenue"] = "product_revenue+eps"
        cyclic = tmp_path / "cyclic.json"
        cyclic.write_text(json.dumps(doc))
        result = invoke(eps, "calc", "--schema", str(cyclic))
        assert result.exit_code == 1 and "cyclic.json" in result.output and "cycle" in result.output
        drivers = tmp_path / "d.json"
        drivers.write_text(json.dumps({"rd_yoy": 0.1}))
        # EPSBench's rule: a missing driver takes its default (0 for growth, the baseline for absolute);
        # --strict keeps asof's stricter check and names the file.
        lenient = invoke(eps, "calc", "--schema", str(EXAMPLES / "MSFT_2026Q3.json"), "--drivers", str(drivers))
        assert lenient.exit_code == 0, lenient.output
        missing = invoke(eps, "calc", "--strict", "--schema", str(EXAMPLES / "MSFT_2026Q3.json"), "--drivers", str(drivers))
        assert missing.exit_code == 1 and "d.json" in missing.output and "no value and no default" in missing.output
        drivers.write_text("[1, 2]")
        wrong = invoke(eps, "calc", "--schema", str(EXAMPLES / "MSFT_2026Q3.json"), "--drivers", str(drivers))
        assert wrong.exit_code == 1 and "JSON object" in wrong.output


class TestGenerate:
    def test_generate_writes_instances_and_labels(self, tmp_path: Path) -> None:
        url = f"sqlite:///{tmp_path / 's.db'}"
        build_store(url, tmp_path / "data").close()
        out, labels = tmp_path / "val.jsonl", tmp_path / "val-labels.jsonl"
        result = invoke(
            tasks_group, "generate", "VAL", "--symbols", "AAA,BBB", "--from", "2024-03-01T00:00:00Z",
            "--to", "2024-03-02T00:00:00Z", "--horizon", "30", "--out", str(out), "--labels-out", str(labels),
            "--resolve-at", "2024-12-31T00:00:00Z", "--store", url, "--data-dir", str(tmp_path / "data"),
        )
        assert result.exit_code == 0, result.output
        assert "wrote 2 VAL instance(s)" in result.output and "2 label(s)" in result.output
        instances = [json.loads(line) for line in out.read_text().splitlines()]
        assert {i["input"]["symbol"] for i in instances} == {"AAA", "BBB"} and "label" not in instances[0]
        predictions = jsonl(tmp_path / "p.jsonl", [
            {"instance_id": i["instance_id"], "market": i["market"],
             "output": {"bear": 1.0, "base": i["input"]["cutoff_price"], "bull": 1000.0, "reversion_horizon": 30}}
            for i in instances
        ])
        scored = invoke(score, "VAL", "--predictions", str(predictions), "--labels", str(labels), "--json")
        data = json.loads(scored.output)
        assert data["n"] == 2 and data["aux"]["s_rel"] == pytest.approx(0.0) and data["score"] == pytest.approx(0.5)

    def test_generate_refuses_labels_without_a_resolution_instant(self, tmp_path: Path) -> None:
        result = invoke(tasks_group, "generate", "VAL", "--symbols", "AAA", "--from", "2024-03-01T00:00:00Z",
                        "--to", "2024-03-02T00:00:00Z", "--out", str(tmp_path / "o.jsonl"),
                        "--labels-out", str(tmp_path / "l.jsonl"), "--store", f"sqlite:///{tmp_path / 's.db'}")
        assert result.exit_code == 1 and "--resolve-at" in result.output

    def test_naive_dates_and_unknown_tasks_are_refused(self, tmp_path: Path) -> None:
        naive = invoke(tasks_group, "generate", "VAL", "--from", "2024-03-01", "--out", str(tmp_path / "o.jsonl"))
        assert naive.exit_code == 2
        unknown = invoke(tasks_group, "generate", "XYZ", "--out", str(tmp_path / "o.jsonl"))
        assert unknown.exit_code == 1 and "unknown task" in unknown.output

    def test_calc_needs_no_store_data(self, tmp_path: Path) -> None:
        url = f"sqlite:///{tmp_path / 's.db'}"
        build_store(url, tmp_path / "data").close()
        out, labels = tmp_path / "c.jsonl", tmp_path / "cl.jsonl"
        result = invoke(tasks_group, "generate", "CALC", "--count", "3", "--out", str(out), "--labels-out", str(labels),
                        "--store", url, "--data-dir", str(tmp_path / "data"))
        assert result.exit_code == 0, result.output
        assert len(out.read_text().splitlines()) == 3 == len(labels.read_text().splitlines())
