"""The puzzle texts, ``docs/<lang>/puzzles.yaml``: the same keys and placeholders in every
language, every sentence citing the clauses the generator says it cites, the players' terms."""

from __future__ import annotations

import re

import pytest

from generator.puzzles.explain import CLAUSES, REMARKS
from generator.puzzles.kinds.penalty import MISTAKES
from generator.lang import LANGS
from generator.lang.catalogue import cited, placeholders
from generator.puzzles.texts import escape_text, load_texts


@pytest.fixture(scope="module")
def texts():
    return {lang: load_texts(lang).keys() for lang in LANGS}


def test_same_keys_in_every_language(texts):
    reference = set(texts["pt"])
    for lang in LANGS:
        assert set(texts[lang]) == reference, lang


def test_same_placeholders_in_every_language(texts):
    for key, text in texts["pt"].items():
        for lang in LANGS:
            assert placeholders(texts[lang][key]) == placeholders(text), (lang, key)


def test_every_value_is_a_sentence(texts):
    for lang in LANGS:
        for key, text in texts[lang].items():
            assert isinstance(text, str) and text.strip(), (lang, key)


def _variants(key: str, keys: set[str]) -> list[str]:
    found = [k for k in (key, f"{key}_one", f"{key}_other") if k in keys]
    assert found, f"no text for {key}"
    if f"{key}_one" in found or f"{key}_other" in found:
        assert {f"{key}_one", f"{key}_other"} <= set(found), f"{key}: both plural forms"
    return found


def test_every_sentence_cites_its_declared_clauses(texts):
    for key, clauses in CLAUSES.items():
        for lang in LANGS:
            for variant in _variants(key, set(texts[lang])):
                assert set(clauses) <= cited(texts[lang][variant]), (lang, variant, clauses)


def test_mistakes_and_remarks_have_texts_and_clauses(texts):
    for name in MISTAKES:
        assert f"penalty.mistakes.{name}" in CLAUSES
        for lang in LANGS:
            assert f"penalty.mistakes.{name}" in texts[lang]
    for name in REMARKS:
        assert f"remarks.{name}" in CLAUSES
        for lang in LANGS:
            assert f"remarks.{name}" in texts[lang]


def test_plural_forms_come_in_pairs(texts):
    for lang in LANGS:
        keys = set(texts[lang])
        for key in keys:
            if key.endswith("_one"):
                assert key[:-4] + "_other" in keys, (lang, key)
            if key.endswith("_other"):
                assert key[:-6] + "_one" in keys, (lang, key)


#: "to buy" in the three languages (not "comprimento", "comprobar", "comprender").
_BUY = re.compile(r"\bcompr(?!im|ob|en)\w*")


def _all(texts, lang) -> str:
    return "\n".join(texts[lang].values()).lower()


def _purchases_named(texts, lang: str, out_of_turn: str) -> None:
    """In every sentence that speaks of buying, the first word of it says "out of turn"; the
    same sentence may then say "buy" alone (a word three times in a sentence reads as
    machine-made). The buying puzzles (``buy.*``) say it in their title and kind name."""
    for key, text in texts[lang].items():
        low = text.lower()
        first = _BUY.search(low)
        if first is None or key.startswith("buy."):
            continue
        assert low[first.end():].startswith(out_of_turn), (lang, key, text)


def test_portuguese_keeps_draw_and_purchase_apart(texts):
    text = _all(texts, "pt")
    # "comprar" only for the purchase out of turn, never for a draw
    assert not re.search(r"\bcompr\w* d[oa] (monte|descarte)", text)
    _purchases_named(texts, "pt", " fora da vez")
    assert "tirar" in text or "tirou" in text
    for brazilian in ("rodada", "tela", "carteador", "curinga", "você"):
        assert brazilian not in text


def test_spanish_terms(texts):
    text = _all(texts, "es")
    assert "robar" in text and "comodín" in text and "escalera" in text
    assert "joker" not in text
    _purchases_named(texts, "es", " fuera de turno")


def test_catalan_terms(texts):
    text = _all(texts, "ca")
    assert "robar" in text and "comodí" in text and "escala" in text
    for wrong in ("bromista", "acomiad", "vestit", "targeta", "oferta", "joker"):
        assert wrong not in text, wrong
    _purchases_named(texts, "ca", " fora de torn")


def test_escape_text_neutralises_markup():
    out = escape_text('<a href="x">[[7♥]]</a> [l](u) **b** _i_ `c` #h |t| !i ~s {k} §4.3 & \'q\'')
    for raw in ("<", ">", "[", "]", "**", "_", "`", "#h", "|", "{", "}", "§", '"'):
        assert raw not in out.replace("&#", "").replace("&lt;", "").replace("&gt;", "") \
            .replace("&quot;", "").replace("&amp;", ""), raw
    assert "&lt;a href=&quot;x&quot;&gt;" in out and "&amp;" in out
    assert escape_text("  two\n lines\t") == "two lines"
