"""The LLM judge: a leakage classifier that asks a chat-completions endpoint, and fails closed.

The judge sends the fixed prompt of `judge_prompt` and accepts only an answer that validates
strictly as `JudgeAnswer`, and, as the paper rejects "uncertain classifications", a `clean`
answer below `min_confidence` (default `DEFAULT_MIN_CONFIDENCE`, or `ASOF_LLM_MIN_CONFIDENCE`) is an
`ambiguous` verdict with the reason `llm_low_confidence`. Anything else (no reply in time, an HTTP error, a refusal, an empty
or non-JSON answer, an unknown label, missing or extra fields) becomes an `ambiguous` verdict whose
reason says what went wrong and which keeps the raw text, and the gateway rejects it. With no
endpoint configured there is no judge: `open_judge` raises `JudgeUnavailable`, and
`UnavailableJudge` stands in where a configured set names the judge (a replay served from the
verdict cache): it answers `ambiguous` with the reason `classifier_unavailable`, never a guess.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from datetime import date, datetime

from pydantic import ValidationError

from engine.errors import AsofError, InputError
from engine.llm_settings import LlmSettings
from engine.timestamps import ensure_utc
from leakage_filter.judge_prompt import PROMPT_HASH, PROMPT_VERSION, JudgeAnswer, build_messages
from leakage_filter.llm_client import ChatClient, ChatError
from leakage_filter.verdict import ClassifyContext, Evidence, Verdict

UNAVAILABLE_REASON = "classifier_unavailable"
DEFAULT_MAX_CONTENT_CHARS = 200_000
MIN_CONFIDENCE_VAR = "ASOF_LLM_MIN_CONFIDENCE"
DEFAULT_MIN_CONFIDENCE = 0.7
"""A `clean` the judge itself gives less than 0.7 leaves it a 30% or greater doubt: the paper rejects
uncertain classifications. Not calibrated on a judge's answers (no endpoint is reachable here);
`asof leakage eval --classifier llm` on a labelled corpus is how to choose it for a given model."""


def min_confidence_from_env(environ: Mapping[str, str] | None = None) -> float:
    """`ASOF_LLM_MIN_CONFIDENCE` as a number in [0, 1], else the default. Raises `InputError` if bad."""
    text = (os.environ if environ is None else environ).get(MIN_CONFIDENCE_VAR, "").strip()
    if not text:
        return DEFAULT_MIN_CONFIDENCE
    try:
        value = float(text)
    except ValueError:
        raise InputError(f"not a number: {text!r}", field=MIN_CONFIDENCE_VAR) from None
    if not 0.0 <= value <= 1.0:
        raise InputError(f"must be within [0, 1], got {value}", field=MIN_CONFIDENCE_VAR)
    return value


class JudgeUnavailable(AsofError):
    """No LLM endpoint is configured, so there is no judge to ask."""


def judge_id(model: str) -> str:
    """The classifier id of the judge for `model` with the current prompt."""
    return f"llm@{model}@{PROMPT_VERSION}"


class LlmJudge:
    """Asks one model, through the fixed prompt, whether content was public at t."""

    def __init__(
        self,
        settings: LlmSettings,
        *,
        client: ChatClient | None = None,
        max_content_chars: int = DEFAULT_MAX_CONTENT_CHARS,
        min_confidence: float = DEFAULT_MIN_CONFIDENCE,
    ) -> None:
        if not 0.0 <= min_confidence <= 1.0:
            raise ValueError(f"min_confidence must be within [0, 1], got {min_confidence}")
        self.settings = settings
        self.client = client or ChatClient(settings)
        self.max_content_chars = max_content_chars
        self.min_confidence = min_confidence

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> "LlmJudge | None":
        """The judge for the endpoint in the environment, or None when none is configured."""
        settings = LlmSettings.from_env(environ)
        return None if settings is None else cls(settings, min_confidence=min_confidence_from_env(environ))

    @property
    def classifier_id(self) -> str:
        return judge_id(self.settings.model)

    @property
    def prompt_hash(self) -> str:
        """Hash of the prompt template, recorded with every verdict and part of the cache key."""
        return PROMPT_HASH

    def close(self) -> None:
        """Release the HTTP client."""
        self.client.close()

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        """Ask the model; any failure is an `ambiguous` verdict with the reason."""
        forecast_time = ensure_utc(forecast_time, field="forecast_time")
        if len(content) > self.max_content_chars:
            # A judge that saw part of a page cannot vouch for the rest of it.
            return self._failure("content_too_long", f"{len(content)} characters > {self.max_content_chars}")
        try:
            reply = self.client.complete(build_messages(content, forecast_time, context))
        except ChatError as exc:
            return self._failure(f"llm_{exc.code}", exc.detail, raw=exc.raw)
        if reply.refusal:
            return self._failure("llm_refusal", reply.refusal, raw=reply.refusal)
        if reply.content is None or not reply.content.strip():
            return self._failure("llm_empty_answer", f"finish_reason={reply.finish_reason}", raw=reply.content)
        try:
            answer = JudgeAnswer.model_validate_json(reply.content)
        except ValidationError as exc:
            return self._failure(_invalid_code(exc), _first_error(exc), raw=reply.content)
        if answer.label == "clean" and answer.confidence < self.min_confidence:
            detail = f"clean at {answer.confidence:g} < {self.min_confidence:g}: {answer.reason}"
            return self._failure("llm_low_confidence", detail, raw=reply.content)
        return Verdict(
            label=answer.label,
            confidence=answer.confidence,
            reason=answer.reason,
            evidence=tuple(_evidence(item.text, item.date, item.note, content) for item in answer.evidence),
            classifier_id=self.classifier_id,
            prompt_hash=PROMPT_HASH,
            raw_answer=reply.content,
        )

    def _failure(self, code: str, detail: str, *, raw: str | None = None) -> Verdict:
        return failure_verdict(self.classifier_id, code, detail, prompt_hash=PROMPT_HASH, raw=raw)


class UnavailableJudge:
    """The judge's place in a configured set when no endpoint is configured: it never answers."""

    def __init__(self, model: str) -> None:
        self.model = model

    @property
    def classifier_id(self) -> str:
        return judge_id(self.model)

    @property
    def prompt_hash(self) -> str:
        """The prompt a real judge would use (so cached verdicts of that judge are found)."""
        return PROMPT_HASH

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        """Always `ambiguous`: there is no endpoint to ask."""
        ensure_utc(forecast_time, field="forecast_time")
        return Verdict(
            label="ambiguous",
            confidence=0.0,
            reason=UNAVAILABLE_REASON,
            classifier_id=self.classifier_id,
            prompt_hash=PROMPT_HASH,
        )


def open_judge(settings: LlmSettings | None, *, min_confidence: float | None = None) -> LlmJudge:
    """The judge for `settings` rejecting a `clean` below `min_confidence` (None: from the
    environment, else the default); `JudgeUnavailable` when there is no endpoint."""
    if settings is None:
        raise JudgeUnavailable(
            "no LLM endpoint configured: set ASOF_LLM_BASE_URL and ASOF_LLM_MODEL (and ASOF_LLM_API_KEY if needed)"
        )
    return LlmJudge(settings, min_confidence=min_confidence_from_env() if min_confidence is None else min_confidence)


def failure_verdict(
    classifier_id: str, code: str, detail: str, *, prompt_hash: str | None = None, raw: str | None = None
) -> Verdict:
    """An `ambiguous` verdict for a classifier that could not give an answer: `code: detail`."""
    return Verdict(
        label="ambiguous",
        confidence=0.0,
        reason=f"{code}: {detail}" if detail else code,
        classifier_id=classifier_id,
        prompt_hash=prompt_hash,
        raw_answer=raw,
    )


def _invalid_code(exc: ValidationError) -> str:
    if any(error["type"] == "json_invalid" for error in exc.errors()):
        return "llm_invalid_json"
    return "llm_invalid_answer"


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"])
    return f"{where}: {error['msg']}" if where else error["msg"]


def _evidence(text: str, day: date | None, note: str, content: str) -> Evidence:
    """Evidence with the quote's position in the page when the page really contains it.

    The judge names a calendar day without a zone; it stays a day in the note rather than being
    turned into an invented instant.
    """
    start = content.find(text) if text else -1
    found = start >= 0
    parts = [day.isoformat()] if day is not None else []
    parts.append(note)
    if not found:
        parts.append("(quote not found in the page)")
    return Evidence(
        kind="date" if day is not None else "span",
        text=text,
        start=start if found else None,
        end=start + len(text) if found else None,
        note=" ".join(part for part in parts if part),
    )
