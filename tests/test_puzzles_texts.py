"""The puzzle texts, ``docs/<lang>/puzzles.ftl`` (Project Fluent): the same messages and the
same parameters in every language, every reading of a sentence citing the clauses the
generator says it cites, the players' terms. (Agreement — plurals, genders, articles — is
tests/test_lang_grammar.py.)"""

from __future__ import annotations

import re

import pytest

from generator.puzzles.explain import CLAUSES, REMARKS
from generator.puzzles.kinds.penalty import MISTAKES
from generator.lang import LANGS
from generator.lang.catalogue import cited, message_id
from generator.puzzles.texts import escape_text, load_texts

#: Variables the renderer adds beside a parameter (generator/lang/render.py).
_DERIVED = re.compile(r"_(count|gender|article|name|the|each|plural|symbol)$")


@pytest.fixture(scope="module")
def catalogues():
    return {lang: load_texts(lang) for lang in LANGS}


@pytest.fixture(scope="module")
def texts(catalogues):
    """Every reading of every message, by message ID (selector variants one by one)."""
    return {lang: {ident: " | ".join(t.readings(ident)) for ident in t.own}
            for lang, t in catalogues.items()}


def _parameters(t, ident: str) -> set[str]:
    """The parameters a message takes: its variables without the renderer's derived ones
    (``$card_gender`` is ``card``) and without the capitalised copies (``$Player``)."""
    return {_DERIVED.sub("", v)[:1].lower() + _DERIVED.sub("", v)[1:]
            for v in t.variables(ident)}


def test_same_messages_in_every_language(catalogues):
    reference = set(catalogues["pt"].own)
    for lang in LANGS:
        assert set(catalogues[lang].own) == reference, lang


def test_same_parameters_in_every_language(catalogues):
    # a language may need a fact another does not (a gender, an article), never another value
    for ident in catalogues["pt"].own:
        shown = {lang: _parameters(catalogues[lang], ident) - {"count"} for lang in LANGS}
        for lang in LANGS:
            assert shown[lang] == shown["pt"], (lang, ident, shown)


def test_every_value_is_a_sentence(catalogues):
    for lang, t in catalogues.items():
        for ident in t.own:
            for reading in t.readings(ident):
                assert reading.strip(), (lang, ident)


def test_every_sentence_cites_its_declared_clauses(catalogues):
    for key, clauses in CLAUSES.items():
        for lang, t in catalogues.items():
            assert t.has(key), (lang, key)
            for reading in t.readings(key):
                assert set(clauses) <= cited(reading), (lang, key, clauses, reading)


def test_mistakes_and_remarks_have_texts_and_clauses(catalogues):
    for name in MISTAKES:
        assert f"penalty.mistakes.{name}" in CLAUSES
        for lang in LANGS:
            assert catalogues[lang].has(f"penalty.mistakes.{name}")
    for name in REMARKS:
        assert f"remarks.{name}" in CLAUSES
        for lang in LANGS:
            assert catalogues[lang].has(f"remarks.{name}")


def test_plurals_are_selectors_not_keys(catalogues):
    # "1 carta", "2 cartas": one message with the language's plural categories, chosen by
    # Fluent from the number, never two keys chosen by the code
    for lang, t in catalogues.items():
        for ident in t.own:
            assert not re.search(r"_(one|other)$", ident), (lang, ident)
    assert message_id("can-open.explain.ways") in catalogues["pt"].own


#: "to buy" in the three languages (not "comprimento", "comprobar", "comprender").
_BUY = re.compile(r"\bcompr(?!im|ob|en)\w*")


def _all(texts, lang) -> str:
    """Every reading of the language's messages, lower case, without the variables' names
    (``{$jokered_each}`` is no word a reader sees)."""
    return re.sub(r"\{\s*\$[\w-]+\s*\}", "{}", "\n".join(texts[lang].values())).lower()


#: What may stand between "buy" and "out of turn": the card bought ("compra 7♣ fora da vez").
_BOUGHT = re.compile(r"( \{\$\w+\})?")


def _purchases_named(texts, lang: str, out_of_turn: str) -> None:
    """In every sentence that speaks of buying, the first word of it says "out of turn",
    right after it or after the card bought; the same sentence may then say "buy" alone (a
    word three times in a sentence reads as machine-made). The buying puzzles (``buy.*``) say
    it in their title and kind name."""
    for key, text in texts[lang].items():
        key = key.replace("-", ".", 1)
        low = text.lower()
        first = _BUY.search(low)
        if first is None or key.startswith("buy."):
            continue
        card = _BOUGHT.match(low, first.end())
        assert low[card.end():].startswith(out_of_turn), (lang, key, text)


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
