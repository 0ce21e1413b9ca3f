"""The learned classifier: scikit-learn over text and date-relative features, calibrated.

Pipeline (`build_model`): word (1-2) and character (2-4) TF-IDF n-grams with fixed vocabulary
sizes (3,000 each) over the page text with dates replaced by their relation to t, weighted one
half, plus the standardised date-relative figures of `features`, weighted one; logistic regression
(liblinear, fixed `random_state`) wrapped in `CalibratedClassifierCV` (sigmoid, stratified
shuffled folds seeded the same, one final model: `ensemble=False`). Everything runs
single-threaded and the saved pickle is made process-independent (`_canonical`), so training is
reproducible bit for bit from a corpus and a seed.

The positive class is "must be rejected at t" (the corpus label), so the probability covers every
reason to reject a page the model can see: later facts, later stamps, no date of its own, text
addressed to reviewers. Verdict: p >= 0.6 `leak`, p < 0.4 `clean`, in between `ambiguous`;
confidence is p, 1 - p, or how close p is to 0.5.

A model is trained on one labelled corpus or several (their pages pooled, in the order given).
A model file is a joblib pickle with a JSON sidecar (`<model>.json`): version_hash (SHA-256 of
the model file's bytes), corpus_hash (SHA-256 over labels.jsonl and every page file; for several
corpora, over their hashes in order), corpus_hashes (each corpus's hash, in order), seed, sklearn
version, features version, page counts and `created_by`. `load` refuses a file whose
bytes do not match its sidecar's hash. A pickle runs code when loaded: load only model files you
trust (the shipped default, or ones you trained). The default model,
`leakage_filter/models/default.joblib`, is trained by `asof leakage train` on the generator's
train family (`DEFAULT_TRAINING` says which).
"""

from __future__ import annotations

import hashlib
import io
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

import joblib
import numpy as np
import pandas as pd
import sklearn
from pydantic import BaseModel, ConfigDict, ValidationError
from sklearn.calibration import CalibratedClassifierCV
from sklearn.compose import ColumnTransformer
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import StandardScaler

from engine.errors import InputError
from engine.hashing import sha256_hex
from leakage_filter.corpus_pages import load_page, read_corpus
from leakage_filter.features import FEATURES_VERSION, NUMERIC_FEATURES, PageFeatures, page_features
from leakage_filter.rules import unreadable
from leakage_filter.verdict import ClassifyContext, Verdict

__all__ = [
    "DEFAULT_MODEL",
    "DEFAULT_TRAINING",
    "LearnedClassifier",
    "ModelInfo",
    "TrainingRows",
    "build_model",
    "corpus_hash",
    "fit",
    "save_model",
    "train",
    "training_rows",
]

DEFAULT_MODEL = Path(__file__).parent / "models" / "default.joblib"
DEFAULT_TRAINING = {"family": "train", "seed": 20261130, "n": 1200, "model_seed": 7}
"""How the shipped default was made: `asof leakage corpus --family train --seed 20261130 --n 1200`,
then `asof leakage train --seed 7`."""

_LEAK_AT = 0.6
_CLEAN_BELOW = 0.4
_FOLDS = 5
_WEIGHTS = {"word": 0.5, "char": 0.5, "num": 1.0}


class ModelInfo(BaseModel):
    """The sidecar of a saved model."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    version_hash: str
    corpus_hash: str
    """One corpus: its `corpus_hash`; several: SHA-256 over their hashes in training order."""
    corpus_hashes: tuple[str, ...] = ()
    """Each training corpus's `corpus_hash`, in order (empty in sidecars written before it existed)."""
    seed: int
    sklearn_version: str
    features_version: str
    n_pages: int
    n_reject: int
    created_by: str


def _frame(rows: list[PageFeatures]) -> pd.DataFrame:
    data: dict[str, Any] = {"text": [row.text for row in rows]}
    for name in NUMERIC_FEATURES:
        data[name] = np.array([row.numeric[name] for row in rows], dtype=np.float64)
    return pd.DataFrame(data)


def build_model(seed: int, n_folds: int = _FOLDS) -> CalibratedClassifierCV:
    """The untrained pipeline (see the module docstring)."""
    features = ColumnTransformer(
        [
            ("word", TfidfVectorizer(ngram_range=(1, 2), max_features=3000, min_df=2, sublinear_tf=True), "text"),
            (
                "char",
                TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 4), max_features=3000, min_df=2, sublinear_tf=True),
                "text",
            ),
            ("num", StandardScaler(), list(NUMERIC_FEATURES)),
        ],
        # Date-relative figures carry across sites; n-grams partly learn a site's templates, so
        # they weigh half.
        transformer_weights=_WEIGHTS,
        n_jobs=1,
    )
    classifier = LogisticRegression(C=1.0, solver="liblinear", max_iter=2000, random_state=seed)
    folds = StratifiedKFold(n_splits=n_folds, shuffle=True, random_state=seed)
    return CalibratedClassifierCV(
        Pipeline([("features", features), ("clf", classifier)]), method="sigmoid", cv=folds, ensemble=False, n_jobs=1
    )


def corpus_hash(corpus_dir: Path) -> str:
    """SHA-256 over a corpus's labels.jsonl and, in label order, each page file's path and bytes."""
    root = Path(corpus_dir)
    digest = hashlib.sha256((root / "labels.jsonl").read_bytes())
    for item in read_corpus(root):
        digest.update(item.file.relative_to(root.resolve()).as_posix().encode())
        digest.update(hashlib.sha256(item.file.read_bytes()).digest())
    return digest.hexdigest()


def _combined_hash(hashes: Sequence[str]) -> str:
    """One corpus: its own hash (so single-corpus sidecars keep their meaning); several: SHA-256
    over the hex hashes, one a line, in order."""
    return hashes[0] if len(hashes) == 1 else sha256_hex("".join(f"{h}\n" for h in hashes).encode())


@dataclass(frozen=True, slots=True)
class TrainingRows:
    """The readable pages of one or more corpora as the model sees them, with their labels."""

    rows: list[PageFeatures]
    labels: np.ndarray
    """1: the page must be rejected at its t; 0: it may be accepted."""


def training_rows(corpus_dir: Path) -> TrainingRows:
    """The features and labels of a corpus's pages; a page the store cannot ingest is left out (the
    gateway rejects it before any classifier runs). Raises `InputError` for a bad corpus."""
    rows: list[PageFeatures] = []
    labels: list[int] = []
    for item in read_corpus(corpus_dir):
        try:
            page = load_page(item.file, item.url)
        except InputError:
            continue  # the gateway rejects pages it cannot ingest before any classifier runs
        rows.append(page_features(page.content, item.forecast_time, page.context))
        labels.append(1 if item.expected == "reject" else 0)
    return TrainingRows(rows, np.array(labels, dtype=np.int64))


def fit(data: TrainingRows, *, seed: int) -> CalibratedClassifierCV:
    """The pipeline of `build_model` fitted on `data` (fewer calibration folds when a class is small).

    Raises `InputError` unless there are at least two pages of each class."""
    n_reject = int(data.labels.sum())
    smallest = min(n_reject, len(data.labels) - n_reject)
    if smallest < 2:
        raise InputError("training needs at least two readable pages of each class")
    model = build_model(seed, n_folds=min(_FOLDS, smallest))
    model.fit(_frame(data.rows), data.labels)
    return model


def _interned(value: Any, memo: dict[int, tuple[Any, Any]]) -> Any:
    """`value` with every string in its object graph interned (containers rebuilt or updated).

    `memo` maps id(original) -> (original, result): an object met twice gets one result, and the
    originals stay alive so their ids are not reused during the walk.
    """
    if isinstance(value, str):
        return sys.intern(value)
    if value is None or isinstance(value, (int, float, bool, bytes, type)):
        return value
    if id(value) in memo:
        return memo[id(value)][1]
    memo[id(value)] = (value, value)
    result = value
    if isinstance(value, dict):
        items = [(_interned(k, memo), _interned(v, memo)) for k, v in value.items()]
        value.clear()
        value.update(items)
    elif isinstance(value, list):
        value[:] = [_interned(item, memo) for item in value]
    elif isinstance(value, tuple):
        parts = [_interned(item, memo) for item in value]
        result = type(value)(*parts) if hasattr(value, "_fields") else tuple(parts)
    elif isinstance(value, np.ndarray) and value.dtype == object:
        for index, item in np.ndenumerate(value):
            value[index] = _interned(item, memo)
    elif hasattr(value, "__dict__"):
        _interned(vars(value), memo)
    memo[id(value)] = (value, result)
    return result


def _canonical(model: CalibratedClassifierCV) -> None:
    """Make a fitted model's pickle independent of the process that fitted it.

    A fitted word `TfidfVectorizer` caches `id(self.stop_words)` (a memory address) as
    `_stop_words_id`; it is only a cache key, recomputed when absent. And pickle shares equal
    strings only when they are the same object, which depends on the process's history (interning):
    interning every string of the model makes the sharing, hence the bytes, the same everywhere.
    """
    for calibrated in model.calibrated_classifiers_:
        for _name, transformer, _columns in calibrated.estimator.named_steps["features"].transformers_:
            if isinstance(transformer, TfidfVectorizer) and hasattr(transformer, "_stop_words_id"):
                del transformer._stop_words_id
    _interned(model, {})


def save_model(model: CalibratedClassifierCV, out: Path, info: dict[str, Any]) -> ModelInfo:
    """Write `model` to `out` and its sidecar to `out.json`; the version hash is of the bytes."""
    _canonical(model)
    buffer = io.BytesIO()
    joblib.dump(model, buffer, compress=("zlib", 3))
    data = buffer.getvalue()
    sidecar = ModelInfo(version_hash=sha256_hex(data), **info)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    _sidecar_path(out).write_text(json.dumps(sidecar.model_dump(mode="json"), indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return sidecar


def _sidecar_path(model_path: Path) -> Path:
    return model_path.with_name(model_path.name + ".json") if model_path.suffix != ".joblib" else model_path.with_suffix(".json")


def train(corpus_dirs: Path | Sequence[Path], out: Path, *, seed: int) -> ModelInfo:
    """Train on one labelled corpus or several (pooled in order) and save the model with its
    sidecar; return the sidecar.

    Needs at least two readable pages of each class in all. Raises `InputError` for a bad corpus,
    none given, or one given twice; nothing is written then.
    """
    dirs = [Path(corpus_dirs)] if isinstance(corpus_dirs, (str, Path)) else [Path(d) for d in corpus_dirs]
    if not dirs:
        raise InputError("training needs at least one corpus", field="corpus")
    seen: set[Path] = set()
    for folder in dirs:
        if folder.resolve() in seen:
            raise InputError("corpus given twice", file=str(folder))
        seen.add(folder.resolve())
    parts = [training_rows(folder) for folder in dirs]
    data = TrainingRows([row for part in parts for row in part.rows], np.concatenate([part.labels for part in parts]))
    try:
        model = fit(data, seed=seed)
    except InputError as exc:
        raise exc.located(file=", ".join(str(folder) for folder in dirs)) from None
    hashes = tuple(corpus_hash(folder) for folder in dirs)
    info = {
        "corpus_hash": _combined_hash(hashes),
        "corpus_hashes": hashes,
        "seed": seed,
        "sklearn_version": sklearn.__version__,
        "features_version": FEATURES_VERSION,
        "n_pages": len(data.labels),
        "n_reject": int(data.labels.sum()),
        "created_by": "asof leakage train (leakage_filter.learned)",
    }
    return save_model(model, out, info)


def _signals(numeric: dict[str, float]) -> str:
    shown = [
        ("n_fact_after", "facts dated after t"),
        ("n_updated_after", "update stamps after t"),
        ("n_correction_after", "corrections after t"),
        ("n_published_after", "publication stamps after t"),
        ("n_related_after", "related items after t"),
        ("n_neutral_after", "undetermined later dates"),
        ("n_period_not_over", "results for unfinished periods"),
        ("n_forward_after", "forward-looking later dates"),
        ("injection", "text addressed to reviewers"),
        ("anchor_none", "no page date"),
        ("unanalysable", "unanalysable content"),
    ]
    found = [f"{label}: {numeric[name]:g}" for name, label in shown if numeric.get(name)]
    return ", ".join(found) if found else "no date-relative signal"


class _TextBlock:
    """One fitted TF-IDF vectorizer folded with its coefficients: its share of the decision value."""

    def __init__(self, vectorizer: TfidfVectorizer, coef: np.ndarray, weight: float) -> None:
        self.analyse = vectorizer.build_analyzer()
        self.vocabulary: dict[str, int] = vectorizer.vocabulary_
        self.idf = vectorizer.idf_
        self.coef = coef
        self.weight = weight
        self.sublinear = bool(vectorizer.sublinear_tf)
        if vectorizer.norm != "l2" or not vectorizer.use_idf:
            raise InputError("the learned model's vectorizers must use idf and the l2 norm", field="model")

    def decision(self, text: str) -> float:
        counts: dict[int, int] = {}
        for term in self.analyse(text):
            index = self.vocabulary.get(term)
            if index is not None:
                counts[index] = counts.get(index, 0) + 1
        if not counts:
            return 0.0
        indices = np.fromiter(counts, dtype=np.int64, count=len(counts))
        tf = np.fromiter(counts.values(), dtype=np.float64, count=len(counts))
        values = (np.log(tf) + 1.0 if self.sublinear else tf) * self.idf[indices]
        norm = float(np.sqrt(values @ values))
        return self.weight * float(values @ self.coef[indices]) / norm if norm else 0.0


class _Scorer:
    """The fitted model's probability computed from its coefficients, one page at a time.

    The same arithmetic as `predict_proba` (TF-IDF blocks and standardised figures, weighted,
    dotted with the logistic regression's coefficients, then the sigmoid calibration), without the
    per-call data frame, column dispatch and validation that made up most of its time."""

    def __init__(self, model: CalibratedClassifierCV) -> None:
        (calibrated,) = model.calibrated_classifiers_
        (calibrator,) = calibrated.calibrators
        features = calibrated.estimator.named_steps["features"]
        regression = calibrated.estimator.named_steps["clf"]
        weights = features.transformer_weights or {}
        coef = regression.coef_[0]
        self.blocks: list[_TextBlock] = []
        start = 0
        self.numeric: tuple[list[str], np.ndarray, np.ndarray, np.ndarray, float] | None = None
        for name, transformer, columns in features.transformers_:
            if name == "remainder":
                continue
            weight = float(weights.get(name, 1.0))
            if isinstance(transformer, TfidfVectorizer):
                size = len(transformer.vocabulary_)
                self.blocks.append(_TextBlock(transformer, coef[start : start + size], weight))
            else:
                size = len(columns)
                self.numeric = (list(columns), transformer.mean_, transformer.scale_, coef[start : start + size], weight)
            start += size
        if start != coef.shape[0]:
            raise InputError("the learned model's coefficients do not match its features", field="model")
        self.intercept = float(regression.intercept_[0])
        self.a, self.b = float(calibrator.a_), float(calibrator.b_)

    def probability(self, features: PageFeatures) -> float:
        decision = self.intercept + sum(block.decision(features.text) for block in self.blocks)
        if self.numeric is not None:
            columns, mean, scale, coef, weight = self.numeric
            values = np.array([features.numeric[name] for name in columns], dtype=np.float64)
            decision += weight * float(((values - mean) / scale) @ coef)
        return float(1.0 / (1.0 + np.exp(self.a * decision + self.b)))


class LearnedClassifier:
    """A trained model behind the `LeakageClassifier` interface (see the module docstring)."""

    def __init__(self, model: CalibratedClassifierCV, info: ModelInfo) -> None:
        self._model = model
        self._scorer = _Scorer(model)
        self.info = info

    @property
    def classifier_id(self) -> str:
        """'learned@<first 12 hex digits of the model file's hash>'."""
        return f"learned@{self.info.version_hash[:12]}"

    @classmethod
    def load(cls, path: Path) -> "LearnedClassifier":
        """Load a model and check it against its sidecar. Raises `InputError` if they differ."""
        path = Path(path)
        sidecar = _sidecar_path(path)
        try:
            data = path.read_bytes()
            info = ModelInfo.model_validate_json(sidecar.read_text(encoding="utf-8"))
        except OSError as exc:
            raise InputError(f"cannot read the model or its sidecar: {exc}", file=str(path)) from None
        except ValidationError as exc:
            raise InputError(f"invalid model sidecar: {str(exc).splitlines()[0]}", file=str(sidecar)) from None
        if sha256_hex(data) != info.version_hash:
            raise InputError("model file does not match the version_hash of its sidecar", file=str(path))
        model = joblib.load(io.BytesIO(data))
        if not isinstance(model, CalibratedClassifierCV):
            raise InputError(f"not a leakage model: {type(model).__name__}", file=str(path))
        return cls(model, info)

    @staticmethod
    @lru_cache(maxsize=1)
    def default() -> "LearnedClassifier":
        """The shipped default model (loaded once per process)."""
        return LearnedClassifier.load(DEFAULT_MODEL)

    def probability(self, content: str, forecast_time: datetime, context: ClassifyContext) -> tuple[float, PageFeatures]:
        """The model's probability that the page must be rejected at `forecast_time`."""
        features = page_features(content, forecast_time, context)
        return self._scorer.probability(features), features

    def probabilities_by_sklearn(self, rows: list[PageFeatures]) -> np.ndarray:
        """The same probabilities through scikit-learn's `predict_proba`, in one batch (the reference
        the coefficient scoring is tested against)."""
        return self._model.predict_proba(_frame(rows))[:, 1]

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        """Judge `content` at `forecast_time`; never raises for bad content (ambiguous instead).

        Content the rules refuse to read (too long, binary, too dense), cannot analyse, or find
        no content text in is
        `ambiguous` without asking the model: it was never trained on such pages, and a
        probability over unread text would be a guess (it called a 20 MB page clean)."""
        problem = unreadable(content) if isinstance(content, str) else "unreadable_content: not text"
        if problem is not None:
            return Verdict(label="ambiguous", confidence=0.0, reason=problem, classifier_id=self.classifier_id)
        try:
            p, features = self.probability(content, forecast_time, context)
        except Exception as exc:  # the contract: bad content never raises, it is ambiguous (fail closed)
            reason = f"learned classifier failed on this content ({type(exc).__name__}: {exc})"
            return Verdict(label="ambiguous", confidence=0.5, reason=reason, classifier_id=self.classifier_id)
        if features.numeric.get("unanalysable") or not features.numeric.get("n_content_segments"):
            reason = "cannot analyse the content (the rules read no content text in it), so the model is not asked"
            return Verdict(label="ambiguous", confidence=0.5, reason=reason, classifier_id=self.classifier_id)
        signals = _signals(features.numeric)
        if p >= _LEAK_AT:
            label, confidence = "leak", p
        elif p < _CLEAN_BELOW:
            label, confidence = "clean", 1.0 - p
        else:
            label, confidence = "ambiguous", 1.0 - 2.0 * abs(p - 0.5)
        reason = f"model probability that the page must be rejected at t: {p:.3f} ({signals})"
        return Verdict(label=label, confidence=round(confidence, 4), reason=reason, classifier_id=self.classifier_id)
