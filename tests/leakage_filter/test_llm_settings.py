"""LLM endpoint settings from the environment: absent, complete, partial, or wrong."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.errors import InputError
from engine.llm_settings import LlmSettings

BASE = {"ASOF_LLM_BASE_URL": "http://127.0.0.1:8000/v1/", "ASOF_LLM_MODEL": "qwen2.5-7b-instruct"}


@pytest.mark.parametrize("environ", [{}, {"ASOF_LLM_BASE_URL": " ", "ASOF_LLM_MODEL": ""}, {"ASOF_LLM_API_KEY": "sk"}])
def test_not_configured_is_none(environ: dict[str, str]) -> None:
    assert LlmSettings.from_env(environ) is None


def test_complete_configuration() -> None:
    settings = LlmSettings.from_env(
        {
            **BASE,
            "ASOF_LLM_API_KEY": "sk-secret",
            "ASOF_LLM_TIMEOUT": "1500ms",
            "ASOF_LLM_DEADLINE": "2m",
            "ASOF_LLM_MAX_RETRIES": "5",
            "ASOF_LLM_JSON_MODE": "off",
        }
    )
    assert settings is not None
    assert settings.base_url == "http://127.0.0.1:8000/v1"
    assert settings.model == "qwen2.5-7b-instruct"
    assert settings.api_key is not None and settings.api_key.get_secret_value() == "sk-secret"
    assert (settings.timeout_s, settings.deadline_s, settings.max_retries, settings.json_mode) == (1.5, 120.0, 5, False)
    assert "sk-secret" not in repr(settings) and "sk-secret" not in str(settings.model_dump())


def test_defaults() -> None:
    settings = LlmSettings.from_env(BASE)
    assert settings is not None and settings.api_key is None
    assert (settings.timeout_s, settings.deadline_s, settings.max_retries, settings.json_mode) == (60.0, 180.0, 3, True)


def test_another_model_variable_shares_the_endpoint() -> None:
    environ = {**BASE, "ASOF_AGENT_MODEL": "llama-3.1-70b"}
    settings = LlmSettings.from_env(environ, model_var="ASOF_AGENT_MODEL")
    assert settings is not None and settings.model == "llama-3.1-70b"
    with pytest.raises(InputError) as caught:
        LlmSettings.from_env({"ASOF_LLM_BASE_URL": BASE["ASOF_LLM_BASE_URL"]}, model_var="ASOF_AGENT_MODEL")
    assert caught.value.field == "ASOF_AGENT_MODEL"


@pytest.mark.parametrize(
    ("environ", "field"),
    [
        ({"ASOF_LLM_MODEL": "m"}, "ASOF_LLM_BASE_URL"),
        ({"ASOF_LLM_BASE_URL": "http://x/v1"}, "ASOF_LLM_MODEL"),
        ({**BASE, "ASOF_LLM_BASE_URL": "127.0.0.1:8000/v1"}, "ASOF_LLM_BASE_URL"),
        ({**BASE, "ASOF_LLM_TIMEOUT": "soon"}, "ASOF_LLM_TIMEOUT"),
        ({**BASE, "ASOF_LLM_TIMEOUT": "0"}, "ASOF_LLM_TIMEOUT"),
        ({**BASE, "ASOF_LLM_DEADLINE": "-5s"}, "ASOF_LLM_DEADLINE"),
        ({**BASE, "ASOF_LLM_MAX_RETRIES": "-1"}, "ASOF_LLM_MAX_RETRIES"),
        ({**BASE, "ASOF_LLM_JSON_MODE": "maybe"}, "ASOF_LLM_JSON_MODE"),
    ],
)
def test_bad_configuration_names_the_variable(environ: dict[str, str], field: str) -> None:
    with pytest.raises(InputError) as caught:
        LlmSettings.from_env(environ)
    assert caught.value.field == field


def test_settings_are_frozen() -> None:
    settings = LlmSettings(base_url="https://api.example.com/v1", model="m")
    with pytest.raises(ValueError):
        settings.model = "other"  # type: ignore[misc]


@given(seconds=st.integers(min_value=1, max_value=10_000))
def test_durations_in_seconds_or_with_units(seconds: int) -> None:
    plain = LlmSettings.from_env({**BASE, "ASOF_LLM_TIMEOUT": str(seconds)})
    unit = LlmSettings.from_env({**BASE, "ASOF_LLM_TIMEOUT": f"{seconds * 1000}ms"})
    assert plain is not None and unit is not None and plain.timeout_s == unit.timeout_s == seconds
