"""The puzzle generator end to end: the site's puzzles, the two source examples with their
literal IDs, determinism, de-duplication, escaping of template text, clause citations in
every language, verification, and the ``contrato puzzles`` command."""

from __future__ import annotations

import dataclasses
import re
import json
import os
import subprocess
import sys
import textwrap
from argparse import Namespace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from generator.engine import (CONTRATO, can_open, card_penalty, hand_penalty, judge_opening,
                              opening_laydowns, parse_cards)
from generator.engine.deck import shuffled_pack
from generator.puzzles import VerificationError, generate_site_puzzles
from generator.puzzles.cli import run
from generator.puzzles.pipeline import build, finish
from generator.puzzles.situation import (ID_PREFIX, KINDS, Situation, id_from_key, puzzle_id,
                                         sort_hand)
from generator.puzzles.kinds.can_open import solve_can_open
from generator.puzzles.kinds.penalty import MISTAKES, solve_penalty
from generator.puzzles.tagging import tag
from generator.lang import LANGS
from generator.lang.catalogue import cited
from generator.puzzles.verify import verify
from generator.site import markup

ROOT = Path(__file__).resolve().parents[1]

#: The literal IDs of the two source examples: a published link must keep pointing at them.
SOURCE_CAN_OPEN_ID = "co-5d2b5c6100"
SOURCE_PENALTY_ID = "pe-78ab9d9f02"


@pytest.fixture(scope="module")
def site(puzzle_build):
    return puzzle_build


def by_id(result, pid):
    for p, s in zip(result.puzzles, result.situations):
        if p.id == pid:
            return p, s
    raise AssertionError(f"no puzzle {pid}")


def write(folder: Path, files: dict[str, str], seed: int = 5) -> Path:
    (folder / "config.yaml").write_text(f"seed: {seed}\ntries_per_puzzle: 200\n",
                                        encoding="utf-8")
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return folder


# -- the site's puzzles ---------------------------------------------------------------------

def test_counts_rounds_and_mix(site):
    for kind in ("can-open", "penalty"):
        mine = [p for p in site.puzzles if p.kind == kind]
        assert len(mine) >= 21, kind
        assert {p.round for p in mine} == set(range(1, 8)), kind
    can_open = [p for p in site.puzzles if p.kind == "can-open"]
    yes = sum(p.correct == 0 for p in can_open)
    assert yes >= 10 and len(can_open) - yes >= 10
    tags = {t for p in can_open for t in p.tags}
    for wanted in ("joker-at-end", "ace-high", "ace-low", "two-copies", "greedy-trap",
                   "same-suit-block", "same-suit-sequences", "same-rank-groups",
                   "after-purchase", "whole-hand", "shared-card", "near-miss"):
        assert wanted in tags, wanted
    assert {p.difficulty for p in site.puzzles} >= {1, 2, 3, 4, 5}
    penalty_tags = {t for p in site.puzzles if p.kind == "penalty" for t in p.tags}
    assert {"ace", "joker", "face", "big-hand", "final-round"} <= penalty_tags


def test_catalan_situations_name_the_card_taken_with_its_article(site):
    # issue 15: "després de robar el 5♥ del munt", not "robar 5♥": the situation lines get the
    # card with its article ($card_the) as the other Catalan sentences do
    bare = re.compile(r"(robar|d'agafar|només hi ha|la de dalt és) \[\[")
    named = re.compile(r"(robar|d'agafar|només hi ha|la de dalt és) (el |l'|la )\[\[")
    found = set()
    for puzzle in site.puzzles:
        text = puzzle.texts["ca"].situation
        assert not bare.search(text), (puzzle.id, text)
        found.update(m[1] for m in named.finditer(text))
    assert found == {"d'agafar", "només hi ha", "la de dalt és"}, found
    # a card drawn from the stock (no site puzzle shows one yet), and the article's forms
    from generator.engine.cards import parse_card, parse_cards
    from generator.puzzles.kinds.common import drawn_hand_text
    from generator.puzzles.texts import load_texts
    for card, said in (("5♥", "robar el [[5♥]] del munt"), ("A♠", "robar l'[[A♠]] del munt"),
                       ("Q♦", "robar la [[Q♦]] del munt")):
        drawn = Namespace(hand=tuple(parse_cards(f"{card} 7♣ 8♣")), took=parse_card(card),
                          took_from="stock")
        assert said in drawn_hand_text("can-open", drawn, "ca", load_texts("ca"))


def test_site_order_is_kind_then_round(site):
    keys = [(KINDS.index(p.kind), p.round) for p in site.puzzles]
    assert keys == sorted(keys)


def test_the_source_can_open_example(site):
    p, s = by_id(site, SOURCE_CAN_OPEN_ID)
    assert s.key == "can-open|2|3S 4S 5S 6S KS 7H 8H 7D 10D 2C 7C"
    assert "source-example" in p.tags and p.correct == 0 and p.round == 2
    (only,) = opening_laydowns(2, s.hand)
    assert only.unicode() == "7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠"
    assert set(p.clauses) >= {"4.1", "5.2", "5.4", "11"}
    for lang in LANGS:
        t = p.texts[lang]
        assert "§5.4" in t.explanation and "§11" in t.explanation
        assert 'aria-label' in markup.render(t.situation, lang)   # cards drawn as cards


def test_the_source_penalty_example(site):
    p, s = by_id(site, SOURCE_PENALTY_ID)
    assert s.hand == sort_hand(parse_cards("K♣ A♥ 5♦ JK"))
    assert "source-example" in p.tags
    for lang in LANGS:
        t = p.texts[lang]
        assert t.choices[p.correct] == "45" and len(set(t.choices)) == 4
        assert "45" in t.answer and "§8.3" in t.explanation and "**45**" in t.explanation


def test_ids_come_from_content_and_are_unique(site):
    ids = [p.id for p in site.puzzles]
    assert len(ids) == len(set(ids))
    for p, s in zip(site.puzzles, site.situations):
        assert p.id == id_from_key(s.kind, s.key)
        if p.kind in ("can-open", "penalty"):
            assert p.id == puzzle_id(s.kind, s.round, s.hand)
        assert p.id.startswith(ID_PREFIX[p.kind] + "-")
        assert len(p.id) == 13
    # the same hand in another order, or declared the other way, is the same puzzle
    assert puzzle_id("penalty", 1, parse_cards("JK 5♦ A♥ K♣")) == SOURCE_PENALTY_ID


def test_every_explanation_cites_its_clauses_in_every_language(site):
    for p, s in zip(site.puzzles, site.situations):
        assert p.clauses
        for lang in LANGS:
            assert set(p.clauses) <= cited(p.texts[lang].explanation), (p.id, lang)
        if p.kind == "can-open":
            assert set(judge_opening(s.round, s.hand).clauses) <= set(p.clauses), p.id
        elif p.kind == "penalty":
            assert "8.1" in p.clauses


def test_answers_agree_with_the_engine(site):
    for p, s in zip(site.puzzles, site.situations):
        if p.kind == "can-open":
            assert p.correct == (0 if can_open(s.round, s.hand) else 1)
            for lang in LANGS:
                assert len(p.texts[lang].choices) == 2
        elif p.kind == "penalty":
            total = hand_penalty(s.hand)
            for lang in LANGS:
                values = [int(c) for c in p.texts[lang].choices]
                assert len(set(values)) == 4 and values.count(total) == 1
                assert values[p.correct] == total


def test_penalty_choices_are_spread(site):
    places = {p.correct for p in site.puzzles if p.kind == "penalty"}
    assert len(places) >= 3       # the right answer is not always the largest


def test_penalty_wrong_choices_each_come_from_a_named_mistake(site):
    for p, s in zip(site.puzzles, site.situations):
        if p.kind != "penalty":
            continue
        facts = solve_penalty(s.hand)
        assert len(facts.wrong) == 3
        for name, value in facts.wrong:
            assert MISTAKES[name](s.hand) == value
            for lang in LANGS:
                assert f"**{value}**" in p.texts[lang].explanation


# -- determinism ----------------------------------------------------------------------------

def test_two_runs_give_identical_puzzles(site):
    again = generate_site_puzzles()                 # the public entry point: build() again
    assert again == list(site.puzzles)
    assert [p.id for p in again] == [p.id for p in site.puzzles]


def _json_in_subprocess(hash_seed: str, out: Path) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    subprocess.run([sys.executable, "-m", "generator", "puzzles", "--json", str(out)],
                   cwd=ROOT, env=env, check=True, capture_output=True)
    return out.read_bytes()


def test_output_is_byte_identical_across_processes(site, tmp_path):
    """The command's JSON from another process, with another hash seed, is byte for byte
    the JSON of this run's puzzles (made in this process, its own hash seed)."""
    from generator.puzzles.cli import to_json
    other = "2" if os.environ.get("PYTHONHASHSEED") == "1" else "1"
    first = _json_in_subprocess(other, tmp_path / "a.json")
    second = to_json(site).encode("utf-8")
    assert first == second
    ids = [p["id"] for p in json.loads(first)]
    assert SOURCE_CAN_OPEN_ID in ids and SOURCE_PENALTY_ID in ids


def test_another_seed_changes_random_puzzles_only(site, other_seed_build):
    other = other_seed_build
    fixed = {p.id for p, s in zip(site.puzzles, site.situations) if "#random" not in s.template}
    other_fixed = {p.id for p, s in zip(other.puzzles, other.situations)
                   if "#random" not in s.template}
    assert fixed == other_fixed and SOURCE_CAN_OPEN_ID in fixed
    assert {p.id for p in other.puzzles} != {p.id for p in site.puzzles}


# -- de-duplication -------------------------------------------------------------------------

def test_duplicates_across_templates_are_removed_keeping_the_first(tmp_path):
    folder = write(tmp_path, {
        "penalty/a.yaml": """\
            kind: penalty
            situations:
              - {round: 1, hand: K♣ A♥ 5♦ JK}
              - {round: 2, hand: K♣ A♥ 5♦ JK}
            """,
        "penalty/b.yaml": """\
            kind: penalty
            situations:
              - {round: 1, hand: [JK, 5♦, A♥, K♣], title: later}
              - {round: 1, hand: K♣ A♥ 5♦ JK}
            """,
    })
    result = build(folder)
    assert [s.template for s in result.situations] == ["penalty/a.yaml#1", "penalty/a.yaml#2"]
    assert [p.id for p in result.puzzles][0] == SOURCE_PENALTY_ID
    assert [(d.template, k.template) for d, k in result.duplicates] == [
        ("penalty/b.yaml#1", "penalty/a.yaml#1"), ("penalty/b.yaml#2", "penalty/a.yaml#1")]


# -- template text cannot inject markup -----------------------------------------------------

def test_template_text_is_escaped(tmp_path):
    attack = '<script>alert(1)</script> [x](javascript:alert(1)) [[7♥]] §4.3 **b** {round}'
    folder = write(tmp_path, {"can-open/x.yaml": f"""\
        kind: can-open
        situations:
          - round: 2
            hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣
            title: {json.dumps(attack)}
            note:
              pt: {json.dumps(attack)}
              es: "<img src=x onerror=alert(1)>"
              ca: "&amp; ok"
        """})
    (p,) = build(folder).puzzles
    for lang in LANGS:
        t = p.texts[lang]
        for text in (t.title, t.situation):
            text = markup.render(text, lang)     # as the site shows it: cards drawn
            assert "<script" not in text and "<img" not in text
            assert "[x](" not in text and "[[" not in text and "§4.3" not in text
            assert "**b**" not in text and "{round}" not in text
    assert p.texts["pt"].title.startswith("&lt;script&gt;alert(1)&lt;/script&gt;")
    assert "&lt;img src=x onerror=alert(1)&gt;" in p.texts["es"].situation
    assert "&amp;amp; ok" in p.texts["ca"].situation


# -- verification catches wrong puzzles -----------------------------------------------------

def test_verification_refuses_a_wrong_answer(site):
    for pid in (SOURCE_CAN_OPEN_ID, SOURCE_PENALTY_ID):
        p, s = by_id(site, pid)
        verify(s, p)
        wrong = dataclasses.replace(p, correct=(p.correct + 1) % len(p.texts["pt"].choices))
        with pytest.raises(VerificationError, match=pid):
            verify(s, wrong)


def test_verification_refuses_a_missing_citation_and_a_wrong_id(site):
    p, s = by_id(site, SOURCE_CAN_OPEN_ID)
    with pytest.raises(VerificationError, match="does not cite"):
        verify(s, dataclasses.replace(p, clauses=p.clauses + ("9.2",)))
    with pytest.raises(VerificationError, match="ID"):
        verify(s, dataclasses.replace(p, id="co-0000000000"))
    texts = dict(p.texts)
    texts["es"] = dataclasses.replace(texts["es"], choices=("No", "Sí"))
    with pytest.raises(VerificationError, match="yes/no"):
        verify(s, dataclasses.replace(p, texts=texts))


def test_verification_refuses_an_impossible_hand():
    s = Situation("penalty", 1, sort_hand(parse_cards("7♥ 7♥ 7♥ A♠")), "x#1")
    p = finish(Situation("penalty", 1, sort_hand(parse_cards("7♥ 7♥ A♠ K♠")), "x#1"))
    with pytest.raises(VerificationError, match="1.2"):
        verify(s, p)


# -- properties over random hands -----------------------------------------------------------

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 7), st.integers(0, 1), st.randoms(use_true_random=False))
def test_any_can_open_hand_gives_a_verified_puzzle(round_, purchases, rnd):
    size = CONTRATO.deal_size(round_) + 1 + 2 * purchases
    hand = sort_hand(shuffled_pack(rnd)[:size])
    situation = Situation("can-open", round_, hand, "prop#1")
    puzzle = finish(situation)          # verifies, or raises VerificationError
    tags = set(tag(situation, solve_can_open(round_, hand)).tags)
    assert ("yes" in tags) == (puzzle.correct == 0) == can_open(round_, hand)
    assert 1 <= puzzle.difficulty <= 5


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(2, 14))
def test_penalty_choices_invariants(rnd, size):
    hand = sort_hand(shuffled_pack(rnd)[:size])
    try:
        facts = solve_penalty(hand)
    except ValueError:
        return      # fewer than three named mistakes: such hands are refused
    assert facts.total == sum(card_penalty(c) for c in hand) == hand_penalty(hand)
    assert len(set(facts.choices)) == 4 and facts.choices.count(facts.total) == 1
    assert facts.choices[facts.correct] == facts.total
    assert all(v > 0 and v != facts.total for _, v in facts.wrong)
    assert all(MISTAKES[name](hand) == v for name, v in facts.wrong)


# -- the command ----------------------------------------------------------------------------

def test_cli_prints_a_summary_and_writes_json(tmp_path, capsys):
    out = tmp_path / "p.json"
    assert run(Namespace(dir="puzzles", seed=None, json_out=str(out))) == 0
    text = capsys.readouterr().out
    assert "can-open:" in text and "penalty:" in text and "round 7:" in text
    assert "(yes " in text
    data = json.loads(out.read_text(encoding="utf-8"))
    assert {d["kind"] for d in data} == set(KINDS)
    assert set(data[0]["texts"]) == set(LANGS)


def test_cli_reports_bad_templates_with_file_and_line(tmp_path, capsys):
    write(tmp_path, {"can-open/bad.yaml": "kind: can-open\nsituations:\n  - round: 2\n"
                                          "    hand: 7♥ 7♥ 7♥\n"})
    assert run(Namespace(dir=str(tmp_path), seed=None, json_out=None)) == 2
    err = capsys.readouterr().err
    assert "can-open/bad.yaml:4: situations[0].hand: a third 7♥" in err
    assert "(rule 1.2)" in err


def test_a_hand_written_situation_wins_over_the_same_random_one():
    """A random draw that meets a hand-written situation leaves the hand-written one in the
    site (its page and title do not depend on the seed); the random one is the duplicate."""
    from generator.engine.cards import parse_cards
    from generator.puzzles.pipeline import dedupe
    hand = tuple(parse_cards("7♥ 7♦ 7♣ 8♠ 9♠ 10♠ JK"))
    drawn = Situation(kind="penalty", round=1, hand=hand, template="penalty/random.yaml#random")
    written = Situation(kind="penalty", round=1, hand=hand, template="penalty/hand.yaml#3")
    other = Situation(kind="penalty", round=1, hand=hand[:3], template="penalty/random.yaml#random")
    kept, dropped = dedupe([drawn, other, written])
    assert kept == [other, written]
    assert dropped == [(drawn, written)]
    kept, dropped = dedupe([written, drawn])
    assert kept == [written] and dropped == [(drawn, written)]
