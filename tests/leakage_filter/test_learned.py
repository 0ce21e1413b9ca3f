"""The learned classifier: bit-for-bit training, model files, and the shipped default's behaviour."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from engine.hashing import sha256_hex
from leakage_filter.corpora.base import KINDS
from leakage_filter.corpora.generate import generate_corpus
from leakage_filter.learned import DEFAULT_MODEL, LearnedClassifier, ModelInfo, corpus_hash, train
from leakage_filter.verdict import ClassifyContext, LeakageClassifier, Verdict

from .conftest import PAGE, T

ROOT = Path(__file__).resolve().parents[2]
LEAK = (
    "<html><body><article><h1>Orbit Labs</h1><p>By Ann Lee | Sept. 12, 2025</p><p>Orbit Labs makes test kits for hospitals.</p>"
    "<p>On October 28, 2025, Orbit Labs reported third-quarter revenue of $1.2 billion, up 14%.</p></article></body></html>"
)
CLEAN = (
    "<html><body><article><h1>Orbit Labs</h1><p>By Ann Lee | Sept. 12, 2025</p><p>Orbit Labs makes test kits for hospitals.</p>"
    "<p>Orbit Labs will report third-quarter results on October 28, 2025, and expects revenue of $1.2 billion.</p></article></body></html>"
)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("learned") / "corpus"
    generate_corpus(folder, seed=11, family="train", n=len(KINDS))
    return folder


@pytest.fixture(scope="module")
def trained(corpus: Path) -> tuple[Path, ModelInfo]:
    model = corpus.parent / "models" / "m.joblib"
    return model, train(corpus, model, seed=3)


def test_training_is_reproducible_bit_for_bit(corpus: Path, trained: tuple[Path, ModelInfo], tmp_path: Path) -> None:
    model, first = trained
    second = train(corpus, tmp_path / "b.joblib", seed=3)
    assert first.version_hash == second.version_hash
    assert model.read_bytes() == (tmp_path / "b.joblib").read_bytes()
    # In another process too (another hash seed, other memory addresses).
    script = f"from leakage_filter.learned import train; print(train({str(corpus)!r}, {str(tmp_path / 'c.joblib')!r}, seed=3).version_hash)"
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    other = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert other.stdout.strip() == first.version_hash


def test_sidecar_records_the_training(corpus: Path, trained: tuple[Path, ModelInfo]) -> None:
    model_path, info = trained
    sidecar = json.loads(model_path.with_suffix(".json").read_text())
    assert sidecar == info.model_dump(mode="json")
    assert sidecar["corpus_hash"] == corpus_hash(corpus)
    assert sidecar["corpus_hashes"] == [corpus_hash(corpus)]
    assert sidecar["seed"] == 3 and sidecar["n_pages"] == len(KINDS)
    assert set(sidecar) >= {"version_hash", "corpus_hash", "seed", "sklearn_version", "created_by"}
    model = LearnedClassifier.load(model_path)
    assert model.classifier_id == f"learned@{info.version_hash[:12]}"
    assert isinstance(model, LeakageClassifier)


def test_load_refuses_a_model_that_does_not_match_its_sidecar(trained: tuple[Path, ModelInfo], tmp_path: Path) -> None:
    shutil.copy(trained[0], tmp_path / "m.joblib")
    shutil.copy(trained[0].with_suffix(".json"), tmp_path / "m.json")
    data = bytearray((tmp_path / "m.joblib").read_bytes())
    data[-1] ^= 0xFF
    (tmp_path / "m.joblib").write_bytes(bytes(data))
    with pytest.raises(InputError, match="does not match"):
        LearnedClassifier.load(tmp_path / "m.joblib")
    (tmp_path / "m.json").unlink()
    with pytest.raises(InputError, match="sidecar"):
        LearnedClassifier.load(tmp_path / "m.joblib")


def test_training_needs_both_classes(tmp_path: Path, corpus: Path) -> None:
    lines = [line for line in (corpus / "labels.jsonl").read_text().splitlines() if '"accept"' in line]
    one_class = tmp_path / "one"
    shutil.copytree(corpus / "pages", one_class / "pages")
    (one_class / "labels.jsonl").write_text("\n".join(lines) + "\n")
    with pytest.raises(InputError, match="each class"):
        train(one_class, tmp_path / "x.joblib", seed=1)


# A small hand-made corpus: each company gets one page reporting a later fact (must be rejected) and
# one announcing the same date ahead (may be accepted), all bylined well before t.
_COMPANIES = ("Orbit Labs", "Cedar Mills", "Halcyon Rail", "Pinewood Bank", "Tern Foods", "Quarry Energy")
_PAGE_OF = (
    "<html><head><meta property='article:published_time' content='2025-09-12T14:00:00Z'></head><body><article>"
    "<h1>{name}</h1><p>By Ann Lee | Sept. 12, 2025</p><p>{name} sells its goods in {n} countries.</p><p>{claim}</p>"
    "</article></body></html>"
)
_LEAK_CLAIM = "On October 2{n}, 2025, {name} reported third-quarter revenue of ${n}.4 billion, up {n}%."
_CLEAN_CLAIM = "{name} will report third-quarter results on October 2{n}, 2025, and expects revenue of ${n}.4 billion."


def _hand_made_corpus(folder: Path, companies: tuple[str, ...]) -> Path:
    (folder / "pages").mkdir(parents=True)
    lines = []
    for n, name in enumerate(companies, start=1):
        for expected, claim in (("reject", _LEAK_CLAIM), ("accept", _CLEAN_CLAIM)):
            page_id = f"{expected}-{n}"
            html = _PAGE_OF.format(name=name, n=n, claim=claim.format(name=name, n=n))
            (folder / "pages" / f"{page_id}.html").write_text(html, encoding="utf-8")
            lines.append(json.dumps({
                "id": page_id, "file": f"pages/{page_id}.html", "url": f"https://news.example.com/{page_id}",
                "forecast_time": "2025-09-30T23:59:59Z", "expected": expected,
            }))
    (folder / "labels.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def hand_made(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("hand")
    return _hand_made_corpus(root / "a", _COMPANIES[:3]), _hand_made_corpus(root / "b", _COMPANIES[3:])


def test_training_on_several_corpora_is_reproducible_bit_for_bit(hand_made: tuple[Path, Path], tmp_path: Path) -> None:
    a, b = hand_made
    first = train([a, b], tmp_path / "ab1.joblib", seed=5)
    second = train([a, b], tmp_path / "ab2.joblib", seed=5)
    assert (tmp_path / "ab1.joblib").read_bytes() == (tmp_path / "ab2.joblib").read_bytes()
    assert first == second
    script = (
        "from leakage_filter.learned import train; "
        f"print(train([{str(a)!r}, {str(b)!r}], {str(tmp_path / 'ab3.joblib')!r}, seed=5).version_hash)"
    )
    env = {**os.environ, "PYTHONHASHSEED": "54321"}
    other = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert other.stdout.strip() == first.version_hash
    # The sidecar names every corpus, in order; the pooled hash is over those hashes.
    hashes = (corpus_hash(a), corpus_hash(b))
    assert first.corpus_hashes == hashes
    assert first.corpus_hash == sha256_hex(f"{hashes[0]}\n{hashes[1]}\n".encode())
    assert (first.n_pages, first.n_reject) == (12, 6)
    assert json.loads((tmp_path / "ab1.json").read_text())["corpus_hashes"] == list(hashes)
    # The order is part of the training: the other order is another corpus hash.
    assert train([b, a], tmp_path / "ba.joblib", seed=5).corpus_hash != first.corpus_hash
    # One corpus keeps the single-corpus hash (what older sidecars record).
    assert train(a, tmp_path / "a.joblib", seed=5).corpus_hash == hashes[0]
    model = LearnedClassifier.load(tmp_path / "ab1.joblib")
    context = ClassifyContext(page_known_at=PAGE)
    assert model.probability(LEAK, T, context)[0] > model.probability(CLEAN, T, context)[0]


def test_training_refuses_no_corpus_or_one_given_twice(hand_made: tuple[Path, Path], tmp_path: Path) -> None:
    a, b = hand_made
    with pytest.raises(InputError, match="at least one corpus"):
        train([], tmp_path / "none.joblib", seed=1)
    with pytest.raises(InputError, match="given twice"):
        train([a, b, a / ".." / "a"], tmp_path / "twice.joblib", seed=1)
    assert not list(tmp_path.iterdir())


def test_an_older_sidecar_without_corpus_hashes_still_loads(trained: tuple[Path, ModelInfo], tmp_path: Path) -> None:
    shutil.copy(trained[0], tmp_path / "m.joblib")
    sidecar = json.loads(trained[0].with_suffix(".json").read_text())
    del sidecar["corpus_hashes"]
    (tmp_path / "m.json").write_text(json.dumps(sidecar))
    assert LearnedClassifier.load(tmp_path / "m.joblib").info.corpus_hashes == ()


def test_the_shipped_default_model() -> None:
    sidecar = json.loads(DEFAULT_MODEL.with_suffix(".json").read_text())
    assert DEFAULT_MODEL.stat().st_size < 5 * 1024 * 1024
    model = LearnedClassifier.default()
    assert model.classifier_id == f"learned@{sidecar['version_hash'][:12]}"
    context = ClassifyContext(page_known_at=PAGE)
    leak = model.classify(LEAK, T, context)
    clean = model.classify(CLEAN, T, context)
    assert leak.label != "clean" and "facts dated after t" in leak.reason
    assert clean.label == "clean" and clean.confidence > 0.6
    no_date = model.classify(CLEAN.replace("By Ann Lee | Sept. 12, 2025", "By Ann Lee"), T, ClassifyContext())
    assert no_date.label != "clean"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_default_never_raises(content: str) -> None:
    verdict = LearnedClassifier.default().classify(content, T, ClassifyContext(page_known_at=PAGE))
    assert isinstance(verdict, Verdict) and 0.0 <= verdict.confidence <= 1.0


def test_scoring_from_the_coefficients_equals_scikit_learn(corpus: Path, trained: tuple[Path, ModelInfo]) -> None:
    from leakage_filter.corpus_pages import load_page, read_corpus

    for model in (LearnedClassifier.default(), LearnedClassifier.load(trained[0])):
        rows, scored = [], []
        for item in read_corpus(corpus):
            page = load_page(item.file, item.url)
            p, features = model.probability(page.content, item.forecast_time, page.context)
            rows.append(features)
            scored.append(p)
        reference = model.probabilities_by_sklearn(rows)
        assert max(abs(a - b) for a, b in zip(scored, reference)) < 1e-9
        assert len(set(round(p, 6) for p in scored)) > 2  # the comparison is over varied answers
