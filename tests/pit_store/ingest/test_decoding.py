"""Decoding page bytes like a browser (`pit_store.ingest.decoding.decode_page`)."""

from __future__ import annotations

import codecs

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from pit_store.ingest.decoding import decode_page

GERMAN = "<html><head>{meta}<title>Grüße</title></head><body><p>Die Bürgermeisterwahl in Fulda: Ergebnisse, Stimmen und Äußerungen der Kandidaten.</p></body></html>"


def page(meta: str = "") -> str:
    return GERMAN.format(meta=meta)


def test_bom_beats_every_declaration() -> None:
    raw = codecs.BOM_UTF16_LE + page('<meta charset="windows-1252">').encode("utf-16-le")
    decoded = decode_page(raw, http_charset="iso-8859-1", where="p.html")
    assert "Grüße" in decoded.text
    assert decoded.decoding.origin == "bom" and decoded.decoding.encoding == "utf-16-le"


def test_http_charset_beats_meta() -> None:
    raw = page('<meta charset="utf-8">').encode("cp1252")
    decoded = decode_page(raw, http_charset="windows-1252", where="p.html")
    assert decoded.decoding.origin == "http" and decoded.decoding.encoding == "cp1252"
    assert decoded.decoding.confidence == 1.0


def test_meta_charset_used_when_the_bytes_agree() -> None:
    decoded = decode_page(page('<meta charset="iso-8859-1">').encode("cp1252"), http_charset=None, where="p.html")
    assert (decoded.decoding.origin, decoded.decoding.encoding, decoded.decoding.declared) == ("declared", "cp1252", "iso-8859-1")


def test_meta_utf8_on_latin_bytes_is_detected() -> None:
    decoded = decode_page(page('<meta charset="utf-8">').encode("cp1252"), http_charset=None, where="p.html")
    assert "Grüße" in decoded.text
    assert decoded.decoding.origin == "detected" and decoded.decoding.declared == "utf-8"
    assert "contradicted" in (decoded.decoding.note or "")
    assert 0 < decoded.decoding.confidence <= 1


def test_http_latin_label_on_utf8_bytes_reads_utf8() -> None:
    decoded = decode_page(page().encode("utf-8"), http_charset="iso-8859-1", where="p.html")
    assert "Grüße" in decoded.text and decoded.decoding.encoding == "utf-8"
    assert "(http) contradicted" in (decoded.decoding.note or "")


def test_plain_utf8_without_declaration() -> None:
    decoded = decode_page(page().encode("utf-8"), http_charset=None, where="p.html")
    assert decoded.decoding.model_dump() == {
        "encoding": "utf-8", "origin": "utf-8", "confidence": 1.0, "declared": None, "note": None,
    }


def test_bytes_no_encoding_fits_name_the_page() -> None:
    with pytest.raises(InputError, match="cannot decode") as info:
        decode_page(bytes(range(256)) * 8, http_charset=None, where="junk.html")
    assert info.value.file == "junk.html"


@settings(max_examples=80, deadline=None)
@given(st.binary(max_size=400), st.sampled_from([None, "utf-8", "shift_jis", "klingon"]))
def test_any_bytes_decode_or_raise_an_input_error(raw: bytes, charset: str | None) -> None:
    try:
        decoded = decode_page(raw, http_charset=charset, where="fuzz.html")
    except InputError as exc:
        assert exc.file == "fuzz.html"
    else:
        assert isinstance(decoded.text, str) and 0 <= decoded.decoding.confidence <= 1
