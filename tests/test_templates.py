"""Puzzle templates: JSON Schema errors and engine errors with file, line and field; checks of
random families' parameters; families that cannot make their count; a fuzz of the loader."""

from __future__ import annotations

import random
import textwrap

import pytest
import yaml
from hypothesis import HealthCheck, given, settings, strategies as st

from generator.engine import CONTRATO, parse_cards
from generator.engine.deck import shuffled_pack
from generator.puzzles.errors import TemplateError, VerificationError
from generator.puzzles.generate import run_family
from generator.puzzles.families.can_open import BUILD_OPTIONS, BUILD_ROUNDS
from generator.puzzles.pipeline import build, finish
from generator.puzzles.templates import (Config, FixedTemplate, RandomTemplate, load_config,
                                         load_template_text, load_templates)


def load(text: str, name: str = "can-open/t.yaml"):
    return load_template_text(textwrap.dedent(text), name)


def problem_of(text: str, name: str = "can-open/t.yaml"):
    with pytest.raises(TemplateError) as info:
        load(text, name)
    return info.value


def write(folder, files: dict[str, str], seed: int = 7, tries: int = 200) -> None:
    (folder / "config.yaml").write_text(f"seed: {seed}\ntries_per_puzzle: {tries}\n",
                                        encoding="utf-8")
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")


GOOD = """\
kind: can-open
situations:
  - round: 2
    hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣
"""


def test_a_good_template_loads():
    t = load(GOOD)
    assert isinstance(t, FixedTemplate)
    (s,) = t.situations
    assert (s.kind, s.round, len(s.hand), s.template) == ("can-open", 2, 11, "can-open/t.yaml#1")


# -- schema errors: file, line, field ------------------------------------------------------

def test_a_misspelt_field_is_an_error_with_line_and_suggestion():
    err = problem_of("""\
        kind: can-open
        situations:
          - round: 2
            hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣
          - roud: 3
            hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣
        """)
    messages = [str(p) for p in err.problems]
    assert "can-open/t.yaml:5: situations[1].roud: unknown field 'roud'; did you mean " \
           "'round'?" in messages
    # the misspelt field also leaves 'round' missing, reported at the same situation
    assert any(p.field == "situations[1]" and "missing field: 'round'" in p.message
               and p.line == 5 for p in err.problems)


def test_a_misspelt_top_level_field():
    err = problem_of("""\
        kind: can-open
        situatons:
          - round: 2
            hand: 7♣ 7♦ 7♥
        """)
    typo = [p for p in err.problems if p.field == "situatons"]
    assert [(p.file, p.line) for p in typo] == [("can-open/t.yaml", 2)]
    assert "did you mean 'situations'" in typo[0].message
    # with neither 'situations' nor 'random' left, that is said too, naming the fields it has
    assert any(p.line == 1 and "exactly one of 'situations'" in p.message
               and "(its fields: 'kind', 'situatons')" in p.message for p in err.problems)


def test_a_misspelt_random_parameter():
    err = problem_of("""\
        kind: can-open
        random:
          count: 2
          round: 3
          build: contract
          jokers: 1
          joker_plac: end
        """)
    (p,) = err.problems
    assert (p.line, p.field) == (7, "random.joker_plac")
    assert "did you mean 'joker_place'" in p.message


@pytest.mark.parametrize("value, words", [
    ('"two"', "a round is a whole number from 1 to 7 (rule 4.1)"),
    ("8", "a round is a whole number from 1 to 7 (rule 4.1)"),
    ("0", "a round is a whole number from 1 to 7 (rule 4.1)"),
])
def test_a_bad_round(value, words):
    err = problem_of(f"""\
        kind: penalty
        situations:
          - hand: K♣ A♥ 5♦ JK
            round: {value}
        """, "penalty/t.yaml")
    (p,) = err.problems
    assert (p.file, p.line, p.field) == ("penalty/t.yaml", 4, "situations[0].round")
    assert words in p.message and p.clause == "4.1"


def test_a_missing_field_points_at_its_mapping():
    err = problem_of("""\
        kind: can-open
        situations:
          - round: 2
        """)
    (p,) = err.problems
    assert (p.line, p.field) == (3, "situations[0]")
    assert p.message == "missing field: 'hand'"


def test_situations_and_random_together_are_refused():
    err = problem_of("""\
        kind: can-open
        situations:
          - {round: 2, hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣}
        random: {count: 1, round: 1, build: contract}
        """)
    assert any("exactly one of 'situations'" in p.message and "not both" in p.message
               for p in err.problems)


def test_an_unknown_kind_and_a_tag_not_computed():
    err = problem_of("kind: trivia\nsituations: [{round: 1, hand: 7♥}]\n")
    assert err.problems[0].field == "kind" and "'trivia' is not one of" in str(err)
    err = problem_of("""\
        kind: can-open
        random: {count: 1, round: 1, build: contract, require: [yess]}
        """)
    (p,) = err.problems
    assert p.field == "random.require[0]" and "not a tag the tagger computes" in p.message


def test_yaml_syntax_error_has_a_line():
    err = problem_of("kind: can-open\nsituations:\n  - round: [2\n    hand: x\n")
    (p,) = err.problems
    assert p.file == "can-open/t.yaml" and p.line is not None and p.line >= 3
    assert p.message.startswith("not valid YAML")


def test_a_duplicate_key_is_an_error():
    err = problem_of("kind: can-open\nkind: penalty\nsituations: [{round: 1, hand: 7♥}]\n")
    (p,) = err.problems
    assert (p.line, p.field) == (2, "kind") and "duplicate key 'kind' (first at line 1)" \
        in p.message


def test_unsafe_yaml_tags_are_refused():
    err = problem_of("kind: !!python/object:os.system echo\n")
    assert err.problems[0].line == 1 and "not valid YAML" in err.problems[0].message


def test_an_empty_template():
    err = problem_of("")
    assert err.problems[0].line == 1 and "empty template" in err.problems[0].message


def test_a_template_in_a_kind_folder_must_be_of_that_kind():
    err = problem_of("kind: penalty\nsituations: [{round: 1, hand: K♣ A♥ 5♦ JK}]\n",
                     "can-open/t.yaml")
    (p,) = err.problems
    assert (p.line, p.field) == (1, "kind") and "must be of kind 'can-open'" in p.message


# -- engine errors --------------------------------------------------------------------------

def test_a_third_copy_of_a_card_cites_1_2_with_file_and_line():
    err = problem_of("""\
        kind: can-open
        situations:
          - round: 2
            hand: 7♥ 7♥ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣
        """)
    (p,) = err.problems
    assert (p.file, p.line, p.field, p.clause) == ("can-open/t.yaml", 4, "situations[0].hand",
                                                   "1.2")
    assert "a third 7♥" in p.message and "(rule 1.2)" in p.message
    assert str(err).startswith("can-open/t.yaml:4: situations[0].hand: a third 7♥")


def test_a_fourth_joker_points_at_the_card_in_a_list():
    err = problem_of("""\
        kind: penalty
        situations:
          - round: 1
            hand:
              - JK
              - JK
              - JK
              - JK
        """, "penalty/t.yaml")
    (p,) = err.problems
    assert (p.line, p.field, p.clause) == (8, "situations[0].hand[3]", "1.2")
    assert "4 jokers" in p.message and "rule 1.2" in p.message


def test_bad_card_notation():
    err = problem_of("""\
        kind: can-open
        situations:
          - round: 2
            hand: 7♣ 7♦ 7X 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣
        """)
    (p,) = err.problems
    assert (p.line, p.field) == (4, "situations[0].hand")
    assert "card 3 '7X'" in p.message and "unknown suit" in p.message


def test_a_declared_joker_in_hand_is_refused():
    err = problem_of("""\
        kind: can-open
        situations:
          - round: 3
            hand: [JK=7♠, 8♠, 9♠, 10♠, 2♥, 3♥, 4♥, 5♥, K♦, K♣, Q♦]
        """)
    (p,) = err.problems
    assert p.field == "situations[0].hand[0]" and p.clause == "3.7"


def test_a_can_open_hand_must_fit_the_round():
    err = problem_of("""\
        kind: can-open
        situations:
          - round: 2
            hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠
          - round: 7
            hand: 2♠ 3♠ 4♠ 5♠ 6♠ 2♥ 3♥ 4♥ 5♥ 2♦ 3♦ 4♦ 5♦ 6♦
        """)
    first, second = err.problems
    assert (first.line, first.clause) == (4, "2.2")
    assert "holds 11 cards, plus 2 for each purchase" in first.message and "not 10" in \
        first.message
    assert (second.line, second.clause) == (6, "2.2") and "not 14" in second.message


def test_a_round_7_penalty_hand_is_the_whole_hand():
    err = problem_of("""\
        kind: penalty
        situations:
          - round: 7
            hand: K♣ A♥ 5♦ JK
        """, "penalty/t.yaml")
    (p,) = err.problems
    assert p.clause == "7.4" and "12 cards plus 2 per purchase" in p.message


def test_a_penalty_hand_needs_three_named_mistakes():
    err = problem_of("""\
        kind: penalty
        situations:
          - round: 1
            hand: 5♦
        """, "penalty/t.yaml")
    assert "named mistake" in err.problems[0].message and err.problems[0].line == 4


def test_the_card_taken_must_be_in_the_hand():
    err = problem_of("""\
        kind: can-open
        situations:
          - round: 2
            hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣
            took: {card: 9♠, from: discard}
        """)
    (p,) = err.problems
    assert (p.line, p.field) == (5, "situations[0].took.card") and "not in the hand" in \
        p.message


def test_the_discard_pile_below_the_card_taken():
    # shown with the situation (the variants page's #several-discards): from the discard only
    t = load("""\
        kind: can-open
        situations:
          - round: 1
            hand: 8♥ 8♣ Q♠ Q♦ Q♥ 2♠ 4♦ 6♣ 9♥ J♠ K♣
            took: {card: K♣, from: discard, below: 8♦ 3♣}
        """)
    (s,) = t.situations
    assert s.took_below == tuple(parse_cards("8♦ 3♣"))
    err = problem_of("""\
        kind: can-open
        situations:
          - round: 1
            hand: 8♥ 8♣ Q♠ Q♦ Q♥ 2♠ 4♦ 6♣ 9♥ J♠ K♣
            took: {card: K♣, from: stock, below: 8♦}
        """)
    (p,) = err.problems
    assert (p.line, p.field) == (5, "situations[0].took.below") and "from: discard" in p.message
    # cards that cannot exist with the hand: a third 8♥ (1.2)
    err = problem_of("""\
        kind: can-open
        situations:
          - round: 1
            hand: 8♥ 8♣ Q♠ Q♦ Q♥ 2♠ 4♦ 6♣ 9♥ J♠ K♣
            took: {card: K♣, from: discard, below: 8♥ 8♥}
        """)
    (p,) = err.problems
    assert p.field == "situations[0].took.below" and p.clause == "1.2"


# -- random families: parameters, impossible families --------------------------------------

@pytest.mark.parametrize("params, field, words", [
    ("{count: 1, round: 1, build: contiguous}", "random.round",
     "build 'contiguous' cannot make round(s) 1"),
    ("{count: 1, round: [1, 2], build: contract, ace: high}", "random.ace",
     "the contract of round(s) 1 has no sequence (rule 4.1)"),
    ("{count: 1, round: 3, build: contract, jokers: 2, filler_jokers: 2}",
     "random.filler_jokers", "exceed the 3 jokers of the pack (rule 1.2)"),
    ("{count: 1, round: 3, build: deal, ace: low}", "random.ace",
     "build 'deal' does not use 'ace'"),
    ("{count: 1, round: 3, build: contract, joker_place: end}", "random.joker_place",
     "joker_place needs jokers"),
    ("{count: 1, round: 3, build: contract, require: [\"yes\"], avoid: [\"yes\"]}",
     "random.avoid", "both required and avoided: yes"),
])
def test_family_parameters_that_do_not_fit(params, field, words):
    err = problem_of(f"kind: can-open\nrandom: {params}\n")
    assert any(p.field == field and words in p.message and p.line == 2
               for p in err.problems), str(err)


def test_penalty_family_parameters():
    err = problem_of("kind: penalty\nrandom: {count: 1, round: 7, size: [3, 8]}\n",
                     "penalty/t.yaml")
    assert err.problems[0].field == "random.size" and err.problems[0].clause == "7.4"
    err = problem_of("kind: penalty\nrandom: {count: 1, round: 1, aces: [3, 1]}\n",
                     "penalty/t.yaml")
    assert err.problems[0].field == "random.aces" and "3 > 1" in err.problems[0].message


def test_an_impossible_family_fails_clearly(tmp_path):
    # round 1 has only groups: no hand can be refused by 4.3
    write(tmp_path, {"can-open/impossible.yaml": """\
        kind: can-open
        random:
          count: 2
          round: 1
          build: contract
          require: ["no", same-suit-block]
        """}, tries=10)
    with pytest.raises(TemplateError) as info:
        build(tmp_path)
    (p,) = info.value.problems
    assert p.file.endswith("can-open/impossible.yaml")
    assert (p.line, p.field) == (3, "random.count")
    assert "made only 0 of 2 distinct puzzles in 20 tries" in p.message
    assert "lacked tag" in p.message


def test_a_family_too_narrow_for_its_count_reports_duplicates(tmp_path):
    write(tmp_path, {"penalty/narrow.yaml": """\
        kind: penalty
        random: {count: 50, round: 1, size: 2, jokers: 2}
        """}, tries=20)
    with pytest.raises(TemplateError) as info:
        build(tmp_path)
    message = info.value.problems[0].message
    assert "of 50 distinct puzzles" in message and "duplicate" in message


def test_every_bad_file_is_reported_at_once(tmp_path):
    write(tmp_path, {
        "can-open/a.yaml": "kind: can-open\nsituations: [{round: 9, hand: 7♥}]\n",
        "penalty/b.yaml": "kind: penalty\nsituations: [{round: 1, hand: 7♥ 7♥ 7♥}]\n",
    })
    with pytest.raises(TemplateError) as info:
        load_templates(tmp_path)
    files = {p.file.split("/")[-2] + "/" + p.file.split("/")[-1] for p in info.value.problems}
    assert files == {"can-open/a.yaml", "penalty/b.yaml"}


def test_config_errors(tmp_path):
    (tmp_path / "config.yaml").write_text("seeed: 3\n", encoding="utf-8")
    with pytest.raises(TemplateError) as info:
        load_config(tmp_path)
    fields = {p.field for p in info.value.problems}
    assert "seeed" in fields and None in fields      # unknown key, and 'seed' missing
    (tmp_path / "config.yaml").unlink()
    with pytest.raises(TemplateError, match="missing: it gives the default seed"):
        load_config(tmp_path)
    # a folder that does not exist is said so, not taken for a folder without its config
    with pytest.raises(TemplateError, match="no such folder of puzzle templates") as info:
        load_config(tmp_path / "nowhere")
    assert "config.yaml" not in str(info.value)


def test_run_family_is_bounded_and_seeded():
    t = load("""\
        kind: can-open
        random: {count: 3, round: 3, build: contract, require: ["yes"]}
        """)
    assert isinstance(t, RandomTemplate)
    config = Config(seed=1, tries_per_puzzle=50)
    first = run_family(t, 1, config)
    assert [s.key for s in first] == [s.key for s in run_family(t, 1, config)]
    assert [s.key for s in first] != [s.key for s in run_family(t, 2, config)]
    assert len({s.key for s in first}) == 3


# -- fuzz: arbitrary YAML-ish text gives puzzles or a TemplateError ---------------------------

_WORDS = st.sampled_from([
    "kind", "can-open", "penalty", "situations", "random", "round", "hand", "count", "build",
    "contract", "deal", "near-miss", "overlap", "contiguous", "same-rank-groups", "jokers",
    "joker_place", "end", "ace", "high", "require", "avoid", "yes", "no", "took", "card",
    "from", "discard", "title", "note", "tags", "remarks", "size", "aces", "faces",
    "7♥", "JK", "K♣ A♥ 5♦ JK", "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣", "1", "2", "3", "7",
    "13", "-1", "[", "]", "{", "}", ":", "- ", "&a", "*a", "!!str", "<<", "~", "null",
    "true", "'", '"', "#", "\t", "  ", "\n", "JK=7♠", "10S", "purchases", "rescue",
])

_yamlish = st.lists(_WORDS | st.text(max_size=6), max_size=40).map(" ".join)


def _scalar():
    return st.one_of(st.integers(-2, 20), st.booleans(), st.none(), st.sampled_from([
        "7♥", "JK", "K♣ A♥ 5♦ JK", "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣", "7♥ 7♥ 7♥",
        "contract", "deal", "overlap", "near-miss", "end", "group", "high", "yes", "no",
        "discard", "<b>x</b>", "JK JK JK JK", "A♠ 2♠ 3♠ Q♦ K♦ A♦"]), st.text(max_size=5))


_KEYS = st.sampled_from(["kind", "situations", "random", "round", "hand", "count", "build",
                         "jokers", "joker_place", "ace", "require", "avoid", "title", "note",
                         "tags", "size", "aces", "faces", "purchases", "took", "remarks",
                         "rescue", "two_copies", "same_suit", "filler_jokers", "roud"])

_docs = st.recursive(_scalar(), lambda inner: st.lists(inner, max_size=4)
                     | st.dictionaries(_KEYS, inner, max_size=6), max_leaves=25)


@st.composite
def _template_like(draw):
    """Mostly valid templates (legal hands of the right size, parameters that fit), with now
    and then one mutation (a misspelt key, a value of the wrong kind, an impossible card)."""
    kind = draw(st.sampled_from(["can-open", "penalty"]))
    doc: dict = {"kind": kind}
    if draw(st.booleans()):
        situations = []
        for _ in range(draw(st.integers(1, 2))):
            round_ = draw(st.integers(1, 7))
            deal = CONTRATO.deal_size(round_)
            if kind == "can-open":
                size = deal + 1 + 2 * draw(st.integers(0, 1))
            elif round_ == 7:
                size = deal + 2 * draw(st.integers(0, 1))
            else:
                size = draw(st.integers(2, 9))
            pack = shuffled_pack(random.Random(draw(st.integers(0, 2**32))))
            hand = [c.unicode() for c in pack[:size]]
            situations.append({"round": round_, "hand": " ".join(hand) if draw(st.booleans())
                               else hand})
        doc["situations"] = situations
    elif kind == "can-open":
        build_ = draw(st.sampled_from(sorted(BUILD_ROUNDS)))
        family = {"count": draw(st.integers(1, 2)),
                  "round": draw(st.sampled_from(BUILD_ROUNDS[build_])), "build": build_}
        if "jokers" in BUILD_OPTIONS[build_] and draw(st.booleans()):
            family["jokers"] = draw(st.integers(0, 2))
        if draw(st.booleans()):
            family["require"] = [draw(st.sampled_from(["yes", "no", "joker", "one-way"]))]
        if draw(st.booleans()):
            family["purchases"] = draw(st.integers(0, 2))
        doc["random"] = family
    else:
        family = {"count": draw(st.integers(1, 2)), "round": draw(st.integers(1, 6)),
                  "size": [2, draw(st.integers(2, 10))]}
        for name in ("jokers", "aces", "faces"):
            if draw(st.booleans()):
                family[name] = draw(st.integers(0, 2))
        doc["random"] = family
    mutation = draw(st.sampled_from(["none", "none", "key", "value", "card"]))
    target = doc.get("random") or doc["situations"][0]
    if mutation == "key":
        key = draw(st.sampled_from(sorted(target)))
        target[key + draw(st.sampled_from(["s", "_", "x"]))] = target.pop(key)
    elif mutation == "value":
        target[draw(st.sampled_from(sorted(target)))] = draw(_scalar())
    elif mutation == "card" and "hand" in target:
        hand = target["hand"]
        extra = draw(st.sampled_from(["7X", "JK=7♠", "JK", "1♥"]))
        target["hand"] = hand + [extra] if isinstance(hand, list) else f"{hand} {extra}"
    return doc


def _run(text: str) -> None:
    """Load a template from text and, when it loads, make and verify its puzzles."""
    try:
        template = load_template_text(text, "fuzz.yaml")
    except TemplateError as err:
        assert err.problems and all(p.file == "fuzz.yaml" for p in err.problems)
        return
    if isinstance(template, FixedTemplate):
        situations = list(template.situations)
    else:
        try:
            situations = run_family(template, 3, Config(seed=3, tries_per_puzzle=3))
        except TemplateError as err:
            assert err.problems[0].file == "fuzz.yaml"
            return
    for s in situations:
        finish(s)          # raises VerificationError on a wrong puzzle: a bug


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_yamlish)
def test_fuzz_text_gives_puzzles_or_a_template_error(text):
    _run(text)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_docs)
def test_fuzz_yaml_documents_give_puzzles_or_a_template_error(doc):
    _run(yaml.safe_dump(doc, allow_unicode=True))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_template_like())
def test_fuzz_template_shaped_documents(doc):
    _run(yaml.safe_dump(doc, allow_unicode=True))


def test_nasty_yaml_is_a_template_error():
    bombs = [
        "a: &a [*a]\n",                                            # recursive alias
        "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
        "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c]\n",
        "[" * 5000 + "]" * 5000,                                   # deep nesting
        "? [a, b]\n: c\n",                                         # a list as a key
        "1: x\n",                                                  # a number as a key
        "--- a\n--- b\n",                                          # two documents
        "\x00",
    ]
    for text in bombs:
        with pytest.raises(TemplateError):
            load_template_text(text, "bomb.yaml")
    assert VerificationError  # imported for the fuzz helpers
