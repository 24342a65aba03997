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
from generator.lang.catalogue import cited, load_catalogue, message_id
from generator.lang.render import plain_lines
from generator.questions import draw, lay_down, penalty, refusals, running_out, standings
from generator.questions.common import SituationError

MODULES = [questions.QUESTIONS[name] for name in questions.QUESTIONS]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.NAME)
@pytest.mark.parametrize("lang", LANGS)
def test_declared_sentences_cite_exactly_their_clauses(module, lang):
    texts = load_catalogue(lang, "verdict")
    for key, clauses in module.CLAUSES.items():
        literal = {c for c in clauses if not c.startswith("{")}
        for text in texts.readings(key):                # each selector variant
            assert cited(text) == literal, (lang, key)
            for marker in set(clauses) - literal:      # clauses given as a parameter
                assert "{$" + marker[1:] in text, (lang, key, marker)


@pytest.mark.parametrize("lang", LANGS)
def test_refusal_sentences_cite_what_the_layer_declares(lang):
    texts = load_catalogue(lang, "verdict")
    for key, clauses in refusals.SENTENCE_CLAUSES.items():
        for reading in texts.readings(key):
            assert cited(reading) == set(clauses), (lang, key)
    assert {k for k in texts.own if k.startswith("reasons-")} == {
        message_id(k) for k in refusals.SENTENCE_CLAUSES}


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
    s = standings.read({"penalties": [[10, 5, 20, 5]] * 6 + [[40, 35, 50, 35]]})
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


# -- running-out --------------------------------------------------------------------------------

RUN_OUT_HANDS = ["2♠ 9♦ K♣ JK", "3♥ 3♦ 5♣ 6♣ 8♠ 8♥ 10♦ J♣ Q♠ A♦ A♣ 4♥",
                 "2♥ 4♦ 5♠ 7♣ 9♠ 10♥ J♦ K♥ K♦ A♠", "6♦ Q♦ 2♣"]


def run_out(**fields):
    # every seat has opened: the table holds the 77 cards the hands and the piles do not
    # (2.5; two players' contracts could not, 5.3)
    data = {"round": 3, "active": 1, "opened": [1, 2, 3, 4], "hands": RUN_OUT_HANDS,
            "discard": "Q♥"}
    data.update(fields)
    return running_out.read(data)


def test_running_out_a_purchase_with_no_penalty_card_ends_the_round():
    """D9: the purchase's penalty card is a draw the empty piles cannot give (9.1); the round
    ends with every hand scored, the bought Q♥ in the buyer's (9.2, 8.1)."""
    s = run_out(event="buy", buyer=2)
    a = running_out.answer(s)
    assert (a.value, a.penalty) == ("round-ends", True)
    assert a.after.penalties == (36, 107, 82, 18)
    e = running_out.explain(s, a)
    assert [line.key for line in e.lines] == ["draw.round_ends"]
    assert set(e.clauses) == {"9.1", "9.2", "D9"}
    running_out.verify(s, a)


def test_running_out_reshuffle_keeps_the_top_and_a_take_draws_nothing():
    s = run_out(discard="Q♥ 7♦ 3♠")                        # top first: Q♥ stays
    a = running_out.answer(s)
    assert (a.value, a.stock_size) == ("reshuffle", 2) and a.after.discard[-1:] == tuple(
        parse_cards("Q♥"))
    assert running_out.explain(s, a).clauses == ("9.1",)
    s = run_out(stock="7♦", discard="Q♥ 3♠")
    assert (running_out.answer(s).value, running_out.answer(s).stock_size) == ("draw", 1)
    s = run_out(event="take")
    a = running_out.answer(s)
    assert a.value == "take" and a.after.hands[0][-1] == parse_cards("Q♥")[0]
    e = running_out.explain(s, a)
    assert [line.key for line in e.lines] == ["running_out.take"]
    assert e.clauses == ("6.7", "5.1")


@pytest.mark.parametrize("fields, path, clause", [
    ({"opened": [1]}, ("hands", 3), "2.2"),              # 3 cards before opening, round 3
    ({"opened": [1, 4], "hands": RUN_OUT_HANDS[:3] + [""]}, ("hands", 3), "5.5"),
    ({"event": "buy", "buyer": 1}, ("buyer",), "D3"),
    ({"event": "buy"}, ("buyer",), None),
    ({"discard": "2♠ 2♠"}, ("discard",), "1.2"),          # a third 2♠ (one in seat 1's hand)
    ({"active": 5}, ("active",), "1.1"),
    ({"hands": RUN_OUT_HANDS[:3]}, ("hands",), "1.1"),
])
def test_running_out_reader_names_field_and_clause(fields, path, clause):
    with pytest.raises(SituationError) as info:
        run_out(**fields)
    assert info.value.path == path and info.value.clause == clause


def test_running_out_reader_reports_independent_problems_together():
    with pytest.raises(SituationError) as info:
        run_out(opened=[1], event="buy", buyer=1)
    # seat 4's 3 cards before opening; the 77 cards one player's contract cannot hold (2.5,
    # issue 26); the active player buying
    assert [e.path for e in (info.value,) + info.value.also] == [("hands", 3), ("hands",),
                                                                  ("buyer",)]
    assert [e.code for e in (info.value,) + info.value.also][:2] == ["hand-size-unopened",
                                                                     "cards-count"]


def test_running_out_recheck_catches_a_wrong_outcome():
    s = run_out(discard="Q♥ 7♦ 3♠")
    a = running_out.answer(s)
    with pytest.raises(AssertionError):
        running_out.verify(s, dataclasses.replace(a, outcome="draw"))
    with pytest.raises(AssertionError):
        running_out.verify(s, dataclasses.replace(a, stock_size=3))


# nobody has opened; the stock, empty, was rebuilt three times; the pile holds the 3 cards left
LAST_HANDS = ["8♥ 5♠ 4♣ J♥ 5♠ K♠ J♦ 6♠ 6♣ 7♣ K♦ 6♦ 3♣ 2♣ A♠ 5♣ K♣ 8♥ 4♦ 9♥ K♣ 9♣",
              "4♣ 10♠ 10♠ 3♠ J♣ A♠ 7♠ A♥ 5♦ A♦ 5♥ K♠ JK 7♠ K♥ 5♦ K♦ 6♥ 6♦ A♦ 9♦ Q♥ 7♣ J♦ 10♣ "
              "6♠ 7♦ 3♦",
              "Q♣ Q♥ 4♠ 2♥ JK 9♣ 9♠ A♥ 9♠ J♣ 8♦ K♥ 9♦ 5♣ Q♦ 5♥ 8♦ A♣ Q♠ J♥ 6♥ Q♦",
              "10♥ 4♥ 3♥ J♠ 3♠ 7♥ 10♣ 10♦ 2♦ 2♠ Q♠ 2♠ 2♣ 9♥ 3♥ 3♣ JK 8♣ 2♦ A♣ 4♥ 2♥ 8♣ J♠ 7♥ "
              "Q♣ 4♠ 8♠ 7♦ 4♦ 8♠ 10♦"]


@pytest.mark.parametrize("round_, following", [(5, 6), (6, 7), (7, None)])
def test_running_out_the_round_after_or_the_end_of_the_game_9_3(round_, following):
    """When the round ends (here D14: a fourth rebuild), the game goes on to the next round,
    except after round 7: the game is over (9.3; third pt reading #1). The re-check plays
    the round as a game's and catches a wrong claim."""
    s = running_out.read({"round": round_, "active": 2, "opened": [], "hands": LAST_HANDS,
                          "discard": "10♥ 3♦ 6♣", "reshuffles": 3})
    a = running_out.answer(s)
    assert (a.value, a.limit, a.next_round) == ("round-ends", True, following)
    assert a.game_over == (following is None)
    running_out.verify(s, a)
    with pytest.raises(AssertionError, match="9.3"):
        running_out.verify(s, dataclasses.replace(a, next_round=None if following else 8))


# -- lay-down -----------------------------------------------------------------------------------

@pytest.mark.parametrize("round_, melds, valid, clauses", [
    (3, ["3♥ 4♥ 5♥ 6♥", "7♥ 8♥ 9♥ 10♥"], False, ("4.3",)),        # contiguous: 4.3's example
    (3, ["3♥ 4♥ 5♥ 6♥", "5♥ 6♥ 7♥ 8♥"], True, ("4.1", "4.3")),     # overlap, the second deck
    (3, ["3♠ 4♠ 5♠ JK=6♠", "7♠ 8♠ 9♠ 10♠"], False, ("4.3",)),      # the joker at its place (D2)
    (2, ["7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠ 7♠"], False, ("5.2",)),           # a contract meld too long
    (1, ["7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠"], False, ("4.1",)),              # round 1: two groups
    (7, ["2♦ 3♦ 4♦ 5♦ 6♦ 7♦", "4♦ 5♦ 6♦ 7♦ 8♦", "9♥ 10♥ J♥ Q♥ K♥ A♥"], True,
     ("4.1", "7.4", "4.3")),
])
def test_lay_down_answers_with_the_contract_rules(round_, melds, valid, clauses):
    s = lay_down.read({"round": round_, "melds": melds})
    a = lay_down.answer(s)
    assert a.value is valid
    assert lay_down.explain(s, a).clauses == clauses
    lay_down.verify(s, a)


@pytest.mark.parametrize("data, path, clause", [
    ({"round": 3, "melds": ["3♥ 4♥ 6♥ 7♥"]}, ("melds", 0), "3.2"),
    ({"round": 3, "melds": ["3♥ 4♥ 5♥ 6♥", "3♥ 4♥ 5♥ 6♥", "2♥ 3♥ 4♥ 5♥"]}, ("melds", 2), "1.2"),
    ({"round": 7, "melds": ["3♠ 4♠ 5♠ 6♠", "8♠ 9♠ 10♠ J♠", "A♥ 2♥ 3♥ 4♥"]}, ("melds",), "2.2"),
    ({"round": 8, "melds": ["3♠ 4♠ 5♠ 6♠"]}, ("round",), "4.1"),
])
def test_lay_down_reader_names_field_and_clause(data, path, clause):
    with pytest.raises(SituationError) as info:
        lay_down.read(data)
    assert info.value.path == path and info.value.clause == clause


def test_lay_down_recheck_catches_a_wrong_answer():
    s = lay_down.read({"round": 3, "melds": ["3♥ 4♥ 5♥ 6♥", "8♥ 9♥ 10♥ J♥"]})
    a = lay_down.answer(s)
    wrong = lay_down.answer(lay_down.read({"round": 2, "melds": ["7♣ 7♦ 7♥",
                                                                 "3♠ 4♠ 5♠ 6♠"]}))
    with pytest.raises(AssertionError):
        lay_down.verify(s, dataclasses.replace(a, laydown=wrong.laydown))


def test_running_out_reads_and_writes_a_position_line():
    """The layer reads the engine's one-line position (like a chess FEN) as well as the
    fields, and writes it back: the same situation both ways, in either card notation."""
    s = run_out(discard="Q♥ 7♦ 3♦", table=["3♠ 4♠ 5♠ 6♠"], event="buy", buyer=2)
    line = running_out.position(s)
    assert line.split()[:5] == ["3", "4", "60", "1", "D"]
    assert running_out.read({"position": line, "event": "buy", "buyer": 2}) == s
    assert running_out.read({"position": running_out.position(s, ascii=True), "event": "buy",
                             "buyer": 2}) == s
    a = running_out.answer(s)
    assert a.value == "reshuffle" or a.value == "round-ends"


@pytest.mark.parametrize("fields, clause, words", [
    ({"position": "3 4 60 1 D -"}, None, "position"),                       # a field missing
    ({"position": "3 4 60 1 P 2♠9♦K♣JK/3♥3♦5♣6♣8♠8♥10♦J♣Q♠A♦A♣4♥/2♥4♦5♠7♣9♠10♥J♦K♥K♦A♠/"
                  "6♦Q♦2♣ 1,-,-,1 - Q♥ - - 0 0"}, "5.1", "start of a turn"),
    ({"position": "3 4 60 1 D 2♠9♦K♣JK/3♥3♦5♣6♣8♠8♥10♦J♣Q♠A♦A♣4♥/2♥4♦5♠7♣9♠10♥J♦K♥K♦A♠/"
                  "6♦Q♦2♣ 1,-,-,- - Q♥ - - 0 0"}, "2.2", "has not opened"),  # seat 4: 3 cards
])
def test_running_out_position_errors_name_the_field(fields, clause, words):
    with pytest.raises(SituationError) as info:
        running_out.read(fields)
    assert info.value.path[:1] in (("position",), ("hands",))
    assert info.value.clause == clause and words in info.value.message


#: What draw.round_ends says of the discard pile the situation gives (review 4, pt #3): one
#: card is the top, which is not shuffled; none leaves both piles empty (9.1). No hedge.
DRAW_ENDS = {
    "pt": ("o descarte só tem a carta de cima, que não se baralha",
           "O monte e o descarte estão vazios"),
    "es": ("el descarte solo tiene la carta de arriba, que no se baraja",
           "El mazo y el descarte están vacíos"),
    "ca": ("la pila de descarts només té la carta de dalt, que no es barreja",
           "El munt i la pila de descarts són buits"),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("discard", [0, 1])
def test_draw_round_ends_says_what_the_discard_pile_holds(lang, discard):
    s = draw.read({"stock": 0, "discard": discard})
    a = draw.answer(s)
    assert a.value == "round-ends"
    e = draw.explain(s, a)
    assert [line.key for line in e.lines] == ["draw.round_ends"]
    assert dict(e.lines[0].params)["n"] == discard
    text = " ".join(plain_lines(e.lines, lang, load_catalogue(lang, "verdict")))
    one, none = DRAW_ENDS[lang]
    assert (one in text, none in text) == (discard == 1, discard == 0)
    assert "nenhuma)" not in text and "ninguna)" not in text and "(o cap)" not in text


# -- lay-off: the rule by which a card that fits both ends has its end said --------------------

#: A♦ on the twelve diamonds from 2 to K fits both ends, as the joker does (thirteenth pt
#: reading #1, ca #1: the ace was told «isso fixa o seu valor (§D2, §3.7)», the joker's rules).
ACE_TABLE = ["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦", "7♣ 7♠ 7♥"]


@pytest.mark.parametrize("card, rule, key, clauses", [
    ("A♦", "3.3", "lay_off.ok_either_end_ace", ("5.4", "3.4", "3.3")),
    ("JK", "D2", "lay_off.ok_either_end", ("5.4", "3.4", "3.7", "D2")),
])
def test_lay_off_either_end_says_the_engine_s_rule_for_the_end(card, rule, key, clauses):
    from generator.questions import lay_off
    s = lay_off.read({"round": 2, "table": ACE_TABLE, "opened": "earlier",
                      "hand": f"{card} 5♣ 9♣", "card": card, "target": 1})
    a = lay_off.answer(s)
    assert a.value is True and a.either_end == ("low", "high") and a.end_rule == rule
    e = lay_off.explain(s, a)
    assert [line.key for line in e.lines] == [key] and e.clauses == clauses
    lay_off.verify(s, a)
    with pytest.raises(AssertionError):      # the other rule is not the engine's
        lay_off.verify(s, dataclasses.replace(a, end_rule="D2" if rule == "3.3" else "3.3"))


# -- can-open: the cards left go down this turn only where the engine finds such an opening ----

@pytest.mark.parametrize("hand, profile, all_down, key", [
    # exact lengths (5.2), no lay-off on the opening turn (5.4): the Q♣ stays for the discard,
    # whether or not the table goes out by melding (thirteenth es reading #8)
    ("7♣ 7♦ 7♥ Q♠ Q♦ Q♥ Q♣", "contrato", False, "can_open.keep_one"),
    ("7♣ 7♦ 7♥ Q♠ Q♦ Q♥ Q♣", "h1-xm", False, "can_open.keep_one"),
    # melds of any length from the minimum: the Q♣ may go down with the queens
    ("7♣ 7♦ 7♥ Q♠ Q♦ Q♥ Q♣", "h1-oa-xm", True, "can_open.keep_or_meld"),
    ("7♣ 7♦ 7♥ Q♠ Q♦ Q♥ Q♣ 7♠", "h1-oa-xm", True, "can_open.keep_or_meld"),
    # …but not a 2♦ that fits no meld, nor a 2♦ and a Q♣ together
    ("7♣ 7♦ 7♥ Q♠ Q♦ Q♥ 2♦", "h1-oa-xm", False, "can_open.keep_one"),
    ("7♣ 7♦ 7♥ Q♠ Q♦ Q♥ Q♣ 2♦", "h1-oa-xm", False, "can_open.keep"),
])
def test_can_open_says_the_cards_left_may_go_down_only_when_they_may(hand, profile, all_down,
                                                                     key):
    from generator.engine.house import profile_named
    from generator.questions import can_open
    rules = profile_named(profile)
    s = can_open.read({"round": 1, "hand": hand}, rules)
    a = can_open.answer(s, rules)
    assert a.value is True and a.all_down is all_down
    assert [line.key for line in can_open.explain(s, a, rules).lines][-1] == key
    can_open.verify(s, a, rules)
    if not all_down:
        with pytest.raises(AssertionError):
            can_open.verify(s, dataclasses.replace(a, all_down=True), rules)
