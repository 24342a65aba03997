"""Follow-up questions (``generator/questions/follow.py``, issue 25): after a ruling, the next
questions start from its result — the lay-down found on the table and out of the hand, the
cards laid off or the joker swapped where the answer puts them — so that nobody enters the same
cards twice. Concrete cards with the exact positions, then properties over random hands: no
card appears or vanishes, and every next situation is one the question reads."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from generator.engine.cards import parse_cards
from generator.engine.deck import full_pack
from generator.engine.house import profile_named
from generator.engine.profile import CONTRATO
from generator.lang import LANGS
from generator.lang.catalogue import cited, load_catalogue
from generator.questions import QUESTIONS
from generator.questions.follow import KEYS, follow_ups
from generator.verdict import browser


def ruled(question, data, profile=CONTRATO):
    module = QUESTIONS[question]
    s = module.read(data, profile)
    a = module.answer(s, profile)
    return s, a, follow_ups(question, s, a, profile)


def shown(fs):
    """(question, table, opened, hand, pick) of each follow-up."""
    return [(f.question, f.data.get("table"), f.data["opened"], f.data["hand"], f.pick)
            for f in fs]


def asked(f, profile=CONTRATO, card=None):
    """The follow-up asked (with ``card`` laid off when it asks for one)."""
    data = dict(f.data)
    if f.pick == "card":
        data["card"] = card
    module = QUESTIONS[f.question]
    s = module.read(data, profile)
    return module.answer(s, profile)


# -- can I open? → yes, like this ---------------------------------------------------------------

def test_the_lay_down_found_goes_on_the_table_and_leaves_the_hand():
    """The review's case: "can I open?" → yes; "and can I lay off the 8♥?" is asked from the
    lay-down on the table, opened on this turn, with the four cards left — no, not on the turn
    one opens (5.4)."""
    s, a, fs = ruled("can-open", {"round": 2, "hand": "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣"})
    assert a.value is True
    assert shown(fs) == [
        ("lay-off", ["7♥ 7♦ 7♣", "3♠ 4♠ 5♠ 6♠"], "this-turn", "8♥ 2♦ K♠ Q♣", "card"),
        # going out is judged from the draw: the same hand, not opened yet
        ("go-out", None, "no", "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣", None)]
    assert [f.after.key for f in fs] == ["follow.lay_down", "follow.same_hand"]
    layoff = asked(fs[0], card="8♥")
    assert layoff.refusal is not None and layoff.refusal.code == "opening-turn"
    assert "5.4" in layoff.refusal.clauses
    assert asked(fs[1]).value is False          # 4 cards left, no lay-off: no way out


def test_a_lay_down_with_a_joker_offers_the_joker_swaps():
    s, a, fs = ruled("can-open", {"round": 1, "hand": "7♣ 7♦ JK 9♠ 9♥ 9♦ 2♣ 4♥ 6♦ K♠ Q♣"})
    assert a.value is True
    assert [f.question for f in fs] == ["lay-off", "joker-swap", "go-out"]
    swap = fs[1]
    assert swap.data["table"] == ["7♦ 7♣ JK=7", "9♠ 9♥ 9♦"]
    assert swap.data["hand"] == "2♣ 4♥ 6♦ K♠ Q♣"
    # a joker goes back only from a sequence (7.3), and never on the opening turn (7.1)
    assert asked(swap).refusal is not None


@pytest.mark.parametrize("data", [
    {"round": 2, "hand": "7♣ 7♦ 8♥ 3♠ 4♠ 5♠ 9♠ 8♦ 2♦ K♠ Q♣"},                 # no
    {"round": 7, "hand": "3♠ 4♠ 5♠ 6♠ 7♠ 8♥ 9♥ 10♥ J♥ Q♥ 2♦ 2♣ 2♥"},           # round 7: out
])
def test_no_follow_up_after_a_no_or_a_last_round_opening(data):
    assert ruled("can-open", data)[2] == ()


# -- lay-off → the table and the hand updated ---------------------------------------------------

TABLE = ["5♠ 6♠ 7♠ 8♠", "K♣ K♦ K♥"]


def test_one_card_and_no_target_gives_a_position_per_place_it_fits():
    _, a, fs = ruled("lay-off", {"round": 2, "table": TABLE, "opened": "earlier",
                                 "hand": "9♠ K♦ 2♣", "card": "9♠"})
    assert a.value == [{"meld": 1, "end": "high"}]
    assert shown(fs) == [
        ("lay-off", ["5♠ 6♠ 7♠ 8♠ 9♠", "K♥ K♦ K♣"], "earlier", "K♦ 2♣", "card"),
        ("go-out", ["5♠ 6♠ 7♠ 8♠ 9♠", "K♥ K♦ K♣"], "earlier", "K♦ 2♣", None)]
    assert fs[0].after.key == "follow.lay_off"
    # the next card from there: the K♦ goes on the kings, and then the 2♣ is discarded
    assert asked(fs[0], card="K♦").value == [{"meld": 2, "end": None}]
    assert asked(fs[1]).value is True


def test_a_joker_that_fits_both_ends_gives_both_positions():
    _, a, fs = ruled("lay-off", {"round": 2, "table": TABLE, "opened": "earlier",
                                 "hand": "JK 2♣ 3♦", "card": "JK", "target": 1})
    assert a.either_end == ("low", "high")
    assert [f.data["table"][0] for f in fs if f.question == "lay-off"] == [
        "JK=4♠ 5♠ 6♠ 7♠ 8♠", "5♠ 6♠ 7♠ 8♠ JK=9♠"]
    assert {f.data["hand"] for f in fs} == {"2♣ 3♦"}


def test_several_cards_on_a_target_in_the_answers_order():
    _, a, fs = ruled("lay-off", {"round": 2, "table": TABLE, "opened": "earlier",
                                 "hand": "10♠ 9♠ 4♠ 2♣", "cards": "10♠ 9♠ 4♠", "target": 1})
    assert a.value is True
    assert shown(fs)[0] == ("lay-off", ["4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠", "K♥ K♦ K♣"], "earlier",
                            "2♣", "card")
    assert fs[0].after.key == "follow.moves"
    # in the order the answer gives (the ruling above says it)
    assert [str(m) for m in fs[0].moves] == ["4♠>1-", "9♠>1+", "10♠>1+"]
    assert [(m.card, m.end) for m in fs[0].moves] == list(a.order)


def test_a_plan_over_the_table_with_a_joker_swap():
    """Several cards, no target: the plan the answer found, a swap included — the 6♠ frees
    the joker, which goes on the table at once (7.2)."""
    _, a, fs = ruled("lay-off", {"round": 2, "table": ["5♠ JK 7♠ 8♠", "K♣ K♦ K♥"],
                                 "opened": "earlier", "hand": "6♠ K♠ 2♣",
                                 "cards": "6♠ K♠"})
    assert a.value is True
    lay, out, swaps = fs
    assert [str(m) for m in lay.moves] == ["6♠x1>2", "K♠>2"]
    assert [str(m) for m in lay.moves] == [str(m) for m in a.plan]
    # the 6♠ takes the joker's place, the joker joins the kings as a king, then the K♠
    assert lay.data["table"] == ["5♠ 6♠ 7♠ 8♠", "K♠ K♥ K♦ K♣ JK=K"]
    assert lay.data["hand"] == "2♣" and lay.data["opened"] == "earlier"
    assert [out.question, swaps.question] == ["go-out", "joker-swap"]
    assert asked(out).value is True                     # the 2♣ is discarded: out


def test_only_the_size_of_the_hand():
    """The hand given as a number: the next lay-off is asked with one card fewer."""
    _, _, fs = ruled("lay-off", {"round": 2, "table": TABLE, "opened": "earlier", "hand": 5,
                                 "card": "9♠", "target": 1})
    assert shown(fs) == [("lay-off", ["5♠ 6♠ 7♠ 8♠ 9♠", "K♥ K♦ K♣"], "earlier", 4, "card")]


def test_no_follow_up_after_a_refused_lay_off():
    assert ruled("lay-off", {"round": 2, "table": TABLE, "opened": "this-turn",
                             "hand": "9♠ K♦ 2♣ 3♣", "card": "9♠"})[2] == ()
    assert ruled("lay-off", {"round": 2, "table": TABLE, "opened": "earlier",
                             "hand": "9♦ K♦ 2♣", "card": "9♦", "target": 1})[2] == ()


# -- joker-swap → each swap, each place for the freed joker --------------------------------------

def test_each_swap_and_each_place_of_the_freed_joker():
    _, a, fs = ruled("joker-swap", {"round": 2, "table": ["5♠ JK 7♠ 8♠", "9♦ 9♣ 9♥"],
                                    "opened": "earlier", "hand": "6♠ K♦ 2♣"})
    assert [sw["card"] for sw in a.value] == ["6♠"]
    tables = [f.data["table"] for f in fs if f.question == "lay-off"]
    assert tables == [["JK=4♠ 5♠ 6♠ 7♠ 8♠", "9♥ 9♦ 9♣"],
                      ["5♠ 6♠ 7♠ 8♠ JK=9♠", "9♥ 9♦ 9♣"],
                      ["5♠ 6♠ 7♠ 8♠", "9♥ 9♦ 9♣ JK=9"]]
    assert {f.data["hand"] for f in fs} == {"K♦ 2♣"}
    # from each place: a card to lay off, or going out (the swaps were the ruling itself)
    assert [f.question for f in fs] == ["lay-off", "go-out"] * 3
    assert {f.after.key for f in fs} == {"follow.swap"}
    # each says the card the freed joker stands for at its place (3.7; ca #7 of the 7th reading)
    assert [str(dict(f.after.params)["joker"].cards[0]) for f in fs] == [
        "JK=4♠", "JK=4♠", "JK=9♠", "JK=9♠", "JK=9", "JK=9"]


def test_one_swap_asked_with_its_place():
    _, a, fs = ruled("joker-swap", {"round": 2, "table": ["5♠ JK 7♠ 8♠", "9♦ 9♣ 9♥"],
                                    "opened": "earlier", "hand": "6♠ K♦ 2♣", "card": "6♠",
                                    "joker_to": 2})
    assert a.value is True
    assert {tuple(f.data["table"]) for f in fs} == {("5♠ 6♠ 7♠ 8♠", "9♥ 9♦ 9♣ JK=9")}


def test_a_group_joker_under_house_rules():
    """h1-wa: a group's joker is taken back for a card of its rank (7.3 changed)."""
    profile = profile_named("h1-wa")
    _, a, fs = ruled("joker-swap", {"round": 2, "table": ["9♦ 9♣ JK", "5♠ 6♠ 7♠ 8♠"],
                                    "opened": "earlier", "hand": "9♠ 2♥ 3♥"}, profile)
    assert a.value and a.value[0]["card"] == "9♠"
    tables = {tuple(f.data["table"]) for f in fs}
    assert ("9♠ 9♦ 9♣ JK=9", "5♠ 6♠ 7♠ 8♠") in tables
    assert ("9♠ 9♦ 9♣", "JK=4♠ 5♠ 6♠ 7♠ 8♠") in tables
    assert ruled("joker-swap", {"round": 2, "table": ["9♦ 9♣ JK", "5♠ 6♠ 7♠ 8♠"],
                                "opened": "earlier", "hand": "9♠ 2♥ 3♥"})[2] == ()


def test_no_follow_up_after_going_out():
    _, a, fs = ruled("go-out", {"round": 2, "hand": "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥",
                                "opened": False})
    assert a.value is True and fs == ()


# -- the page gets them, said in its language ----------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_verdict_page_gets_them_in_its_language(lang):
    out = json.loads(browser.rule(json.dumps({"situation": {
        "question": "can-open", "round": 2, "hand": "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣"},
        "lang": lang})))
    first = out["follow"][0]
    assert first["situation"] == {"question": "lay-off", "round": 2,
                                  "table": ["7♥ 7♦ 7♣", "3♠ 4♠ 5♠ 6♠"],
                                  "opened": "this-turn", "hand": "8♥ 2♦ K♠ Q♣"}
    assert first["pick"] == "card"
    assert first["after"] == {"pt": "Depois de abrir com 7♥ 7♦ 7♣ + 3♠ 4♠ 5♠ 6♠:",
                              "es": "Después de abrir con 7♥ 7♦ 7♣ + 3♠ 4♠ 5♠ 6♠:",
                              "ca": "Després de baixar 7♥ 7♦ 7♣ + 3♠ 4♠ 5♠ 6♠:"}[lang]
    assert out["follow"][1]["situation"]["opened"] is False
    # the JSON of the ruling itself stays the command line's
    assert "follow" not in out["verdict"]


def test_only_the_questions_the_profile_answers():
    """The Catalan source's profile answers can-open but none of the follow-up questions
    (lay-off, go-out, joker-swap: rules the engine does not model there): none is offered."""
    request = {"situation": {"question": "can-open", "round": 2,
                             "hand": "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣"}, "lang": "pt"}
    site = json.loads(browser.rule(json.dumps(request)))
    catalan = json.loads(browser.rule(json.dumps(dict(request, profile="catalan-source"))))
    assert site["ok"] and catalan["ok"]
    assert [f["question"] for f in site["follow"]] == ["lay-off", "go-out"]
    assert catalan["follow"] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_sentences_exist_and_cite_nothing(lang):
    texts = load_catalogue(lang, "verdict")
    for key in KEYS:
        for reading in texts.readings(key):
            assert cited(reading) == set(), (lang, key)


# -- properties -----------------------------------------------------------------------------------

PACK = [c.unicode() for c in full_pack()]


def physical(cards):
    return Counter("JK" if c.startswith("JK") else c for c in cards)


def everything(data):
    """Every card of a situation's table and hand (a hand given as a number: none)."""
    cards = [c for m in data.get("table", []) for c in m.split()]
    if isinstance(data["hand"], str):
        cards += data["hand"].split()
    return physical(cards)


@settings(max_examples=60)
@given(st.integers(1, 6), st.randoms(use_true_random=False))
def test_no_card_appears_or_vanishes_and_every_next_situation_reads(round_, rng):
    """Random hands of a round (the deal and the draw): after "yes, like this", each next
    situation holds exactly the cards before, is read by its question, and a card laid off
    from there — each card of the hand in turn, as a player who opened earlier — leads to
    positions that keep every card too."""
    size = CONTRATO.deal_size(round_) + 1
    hand = rng.sample(PACK, size)
    _, a, fs = ruled("can-open", {"round": round_, "hand": " ".join(hand)})
    if not a.value:
        assert fs == ()
        return
    for f in fs:
        assert everything(f.data) == physical(hand)
        card = f.data["hand"].split()[0] if f.pick else None
        asked(f, card=card)                           # read and answered: no refusal raised
    table = fs[0].data["table"]
    rest = fs[0].data["hand"].split()
    for card in dict.fromkeys(rest):
        before = {"round": round_, "table": table, "opened": "earlier", "hand": " ".join(rest),
                  "card": card}
        _, b, gs = ruled("lay-off", before)
        for g in gs:
            assert everything(g.data) == everything(before)
            assert g.data["opened"] == "earlier"
            assert len(g.data["hand"].split()) == len(rest) - 1
            asked(g, card=g.data["hand"].split()[0] if g.pick else None)
