"""The question layer (``generator.questions``): one reader per question, the engine's answer,
a language-free explanation whose clauses are declared per sentence, and the re-check.

Every question module is checked the same way: its declared sentences exist in every
language and cite exactly the declared clauses; its reader names the field and clause of a
mistake; its answer passes its own re-check and a tampered one does not."""

from __future__ import annotations

import dataclasses

import pytest

from generator import questions
from generator.engine.cards import parse_cards
from generator.lang import LANGS
from generator.lang.catalogue import cited, load_catalogue
from generator.questions import penalty, refusals, standings
from generator.questions.common import SituationError

MODULES = [questions.QUESTIONS[name] for name in questions.QUESTIONS]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.NAME)
@pytest.mark.parametrize("lang", LANGS)
def test_declared_sentences_cite_exactly_their_clauses(module, lang):
    texts = load_catalogue(lang, "verdict")
    for key, clauses in module.CLAUSES.items():
        text = texts.raw(key)
        literal = {c for c in clauses if not c.startswith("{")}
        assert cited(text) == literal, (lang, key)
        for marker in set(clauses) - literal:          # clauses given as a parameter
            assert marker in text, (lang, key, marker)


@pytest.mark.parametrize("lang", LANGS)
def test_refusal_sentences_cite_what_the_layer_declares(lang):
    texts = load_catalogue(lang, "verdict")
    for key, clauses in refusals.SENTENCE_CLAUSES.items():
        assert cited(texts.raw(key)) == set(clauses), (lang, key)
    assert {k for k in texts.keys() if k.startswith("reasons.")} == set(
        refusals.SENTENCE_CLAUSES)


def test_the_layer_lists_its_questions():
    assert {"penalty", "standings"} <= set(questions.QUESTIONS)
    for name, module in questions.QUESTIONS.items():
        assert module.NAME == name
        for attr in ("read", "answer", "explain", "verify", "FIELDS", "OPTIONAL", "CLAUSES"):
            assert hasattr(module, attr), (name, attr)


# -- penalty ------------------------------------------------------------------------------------

def test_penalty_reads_answers_and_explains():
    s = penalty.read({"hand": ["K♣", "A♥", "5♦", "JK"], "round": 3})
    a = penalty.answer(s)
    assert a.total == 45 and a.value == 45
    assert a.details() == {"cards": [["K♣", 10], ["A♥", 15], ["5♦", 5], ["JK", 15]]}
    e = penalty.explain(s, a)
    assert [line.key for line in e.lines] == ["penalty.total", "penalty.joker"]
    assert e.clauses == ("8.1", "D12")
    penalty.verify(s, a)


def test_penalty_of_no_card_is_zero():
    s = penalty.read({"hand": []})
    a = penalty.answer(s)
    assert a.total == 0 and penalty.explain(s, a).clauses == ("8.2",)


@pytest.mark.parametrize("data, path, clause, words", [
    ({"hand": "7♥ 7♥ K♠ 7♥"}, ("hand",), "1.2", "a third 7♥"),
    ({"hand": ["JK", "JK", "JK", "JK"]}, ("hand", 3), "1.2", "4 jokers"),
    ({"hand": "7♥ 7X"}, ("hand",), None, "card 2 '7X'"),
    ({"hand": "K♣ A♥ 5♦ JK", "round": 7}, ("hand",), "7.4", "12 cards plus 2"),
    ({"hand": "K♣", "colour": "red"}, ("colour",), None, "unknown field 'colour'"),
    ({}, (), None, "missing field 'hand'"),
    ({"hand": "K♣", "round": 9}, ("round",), "4.1", "from 1 to 7"),
])
def test_penalty_reader_names_field_and_clause(data, path, clause, words):
    with pytest.raises(SituationError) as info:
        penalty.read(data)
    err = info.value
    assert err.path == path and err.clause == clause and words in err.message
    if clause:
        assert f"rule {clause}" in str(err) or clause in str(err)


def test_penalty_recheck_catches_a_wrong_total():
    s = penalty.read({"hand": "K♣ A♥"})
    a = penalty.answer(s)
    with pytest.raises(AssertionError):
        penalty.verify(s, dataclasses.replace(a, total=a.total + 1))
    with pytest.raises(AssertionError):
        penalty.verify(s, dataclasses.replace(a, breakdown=a.breakdown[:1]))


# -- standings ----------------------------------------------------------------------------------

def test_standings_reads_answers_and_explains():
    s = standings.read({"penalties": [[0, 12, 30, 7], [45, 0, 3, 10]],
                        "players": ["Ana", "Bruno", "Carla", "Duarte"]})
    a = standings.answer(s)
    assert a.totals == (45, 12, 33, 17) and a.winners == (1,) and not a.final
    assert a.value == [2]
    e = standings.explain(s, a)
    assert [line.key for line in e.lines] == ["standings.totals", "standings.leader"]
    assert e.clauses == ("8.4", "9.3")
    standings.verify(s, a)


def test_standings_tie_after_the_last_round():
    s = standings.read({"penalties": [[10, 5, 20, 5]] * 7})
    a = standings.answer(s)
    assert a.final and a.winners == (1, 3)
    assert standings.explain(s, a).clauses == ("8.4", "9.4", "9.3")


@pytest.mark.parametrize("data, path, clause", [
    ({"penalties": [[0, 12, 30, 7], [0, 0, 3, 10]]}, ("penalties", 1), "8.2"),
    ({"penalties": [[0, 1, 30, 7]]}, ("penalties", 0), "8.1"),
    ({"penalties": [[0, 12, 30]]}, ("penalties", 0), "1.1"),
    ({"penalties": [[0, 12, 30, -7]]}, ("penalties", 0, 3), "8.1"),
    ({"penalties": [[0, 12, 30, 7]], "round": 2}, ("round",), None),
    ({"penalties": [[0, 12, 30, 7]], "players": ["Ana", "Ana", "B", "C"]}, ("players",), "1.1"),
])
def test_standings_reader_names_field_and_clause(data, path, clause):
    with pytest.raises(SituationError) as info:
        standings.read(data)
    assert info.value.path == path and info.value.clause == clause


def test_standings_recheck_catches_wrong_winners():
    s = standings.read({"penalties": [[0, 12, 30, 7]]})
    a = standings.answer(s)
    with pytest.raises(AssertionError):
        standings.verify(s, dataclasses.replace(a, winners=(1,)))
    with pytest.raises(AssertionError):
        standings.verify(s, dataclasses.replace(a, totals=(1, 12, 30, 7)))


def test_cards_read_in_any_notation_are_the_same_situation():
    assert penalty.read({"hand": "7H 10S JK"}) == penalty.read({"hand": ["7♥", "10♠", "JK"]})
    assert penalty.read({"hand": "7H"}).hand == tuple(parse_cards("7♥"))
