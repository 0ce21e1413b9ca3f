"""Where an OpenAI-compatible chat-completions endpoint lives, and how long to wait for it.

Read from the environment: `ASOF_LLM_BASE_URL` (e.g. `http://127.0.0.1:8000/v1`), `ASOF_LLM_MODEL`
and `ASOF_LLM_API_KEY`, plus the optional `ASOF_LLM_TIMEOUT` (one request), `ASOF_LLM_DEADLINE`
(all attempts together), `ASOF_LLM_MAX_RETRIES`, `ASOF_LLM_MAX_TOKENS` (the completion budget
of one request; by default derived from the context the endpoint reports) and `ASOF_LLM_JSON_MODE` (send
`response_format: json_object`; some servers reject it). With no base URL and no model the
endpoint is simply not configured; half a configuration is an error, never a silent fallback.
Other users of the same endpoint (an agent forecaster) read their model name from their own
variable through `model_var`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

from engine.errors import InputError
from engine.timestamps import parse_duration

BASE_URL_VAR = "ASOF_LLM_BASE_URL"
MODEL_VAR = "ASOF_LLM_MODEL"
API_KEY_VAR = "ASOF_LLM_API_KEY"
TIMEOUT_VAR = "ASOF_LLM_TIMEOUT"
DEADLINE_VAR = "ASOF_LLM_DEADLINE"
MAX_RETRIES_VAR = "ASOF_LLM_MAX_RETRIES"
JSON_MODE_VAR = "ASOF_LLM_JSON_MODE"
MAX_TOKENS_VAR = "ASOF_LLM_MAX_TOKENS"

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


class LlmSettings(BaseModel):
    """A chat-completions endpoint, the model to ask, and the time allowed for an answer."""

    model_config = ConfigDict(frozen=True)

    base_url: str
    """Up to and including the API prefix (`.../v1`); requests go to `{base_url}/chat/completions`."""
    model: str = Field(min_length=1)
    api_key: SecretStr | None = None
    timeout_s: float = Field(default=60.0, gt=0)
    """Longest wait for one request."""
    deadline_s: float = Field(default=180.0, gt=0)
    """Longest wait for one answer, all retries and backoff included."""
    max_retries: int = Field(default=3, ge=0)
    """Retries after the first attempt, for transient failures only."""
    max_tokens: int | None = Field(default=None, ge=1)
    """`max_tokens` of each request; None: a share of the endpoint's reported context, if any."""
    json_mode: bool = True
    """Ask for `response_format: {"type": "json_object"}`."""

    @field_validator("base_url")
    @classmethod
    def _http_url(cls, value: str) -> str:
        value = value.strip().rstrip("/")
        if not value.startswith(("http://", "https://")):
            raise ValueError(f"base URL must start with http:// or https://, got {value!r}")
        return value

    @classmethod
    def from_env(
        cls, environ: Mapping[str, str] | None = None, *, model_var: str = MODEL_VAR
    ) -> "LlmSettings | None":
        """Settings from the environment, or None when no endpoint is configured.

        Raises `InputError` naming the variable when the configuration is partial or a value is bad.
        """
        env = os.environ if environ is None else environ

        def value(name: str) -> str | None:
            text = env.get(name, "").strip()
            return text or None

        base_url, model = value(BASE_URL_VAR), value(model_var)
        if base_url is None and model is None:
            return None
        if base_url is None:
            raise InputError(f"{model_var} is set but {BASE_URL_VAR} is not", field=BASE_URL_VAR)
        if model is None:
            raise InputError(f"{BASE_URL_VAR} is set but {model_var} is not", field=model_var)
        fields: dict[str, object] = {"base_url": base_url, "model": model, "api_key": value(API_KEY_VAR)}
        for name, key in ((TIMEOUT_VAR, "timeout_s"), (DEADLINE_VAR, "deadline_s")):
            text = value(name)
            if text is not None:
                fields[key] = parse_duration(text, field=name).total_seconds()
        for name, key in ((MAX_RETRIES_VAR, "max_retries"), (MAX_TOKENS_VAR, "max_tokens")):
            text = value(name)
            if text is not None:
                if not text.isdigit():
                    raise InputError(f"not a non-negative integer: {text!r}", field=name)
                fields[key] = int(text)
        json_mode = value(JSON_MODE_VAR)
        if json_mode is not None:
            if json_mode.lower() not in _TRUE | _FALSE:
                raise InputError(f"expected true or false, got {json_mode!r}", field=JSON_MODE_VAR)
            fields["json_mode"] = json_mode.lower() in _TRUE
        try:
            return cls.model_validate(fields)
        except ValidationError as exc:
            error = exc.errors()[0]
            field = {**_VARS, "model": model_var}.get(str(error["loc"][0])) if error["loc"] else None
            raise InputError(error["msg"], field=field) from None


_VARS = {
    "base_url": BASE_URL_VAR,
    "model": MODEL_VAR,
    "api_key": API_KEY_VAR,
    "timeout_s": TIMEOUT_VAR,
    "deadline_s": DEADLINE_VAR,
    "max_retries": MAX_RETRIES_VAR,
    "max_tokens": MAX_TOKENS_VAR,
    "json_mode": JSON_MODE_VAR,
}
