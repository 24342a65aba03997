"""Issue 26 §2: every fact a puzzle page shows belongs to the situation the puzzle exports for
the verdict (generator/puzzles/to_verdict.py), and no puzzle shows a position the verdict's
reader refuses — one check of possibility (generator/questions/common.py,
``round_facts_problems``), made by the verdict's reader and by the puzzle generator alike."""

from __future__ import annotations

import pytest

from generator.engine import CONTRATO
from generator.engine.cards import parse_cards
from generator.puzzles.kinds import buy as k_buy
from generator.puzzles.kinds.base import Unsuitable
from generator.puzzles.pipeline import build
from generator.puzzles.situation import Situation
from generator.puzzles.templates import load_withdrawn
from generator.questions import buy as q_buy
from generator.questions.common import RoundFacts, SituationError, round_facts_problems
from generator.verdict.answers import answer
from generator.verdict.situation import load_situation
from generator.verdict.share import situation_yaml

#: The round-7 buying puzzles of the issue: players who had opened still held cards.
ISSUE_26 = ("bu-68aea3b5c1", "bu-45dff89e0f", "bu-b0e27fa819", "bu-b763533cc2",
            "bu-ed133744fd", "bu-feb1bb83cf")


@pytest.fixture(scope="module")
def site():
    return build()


def test_every_published_puzzle_s_situations_are_read_by_the_verdict_s_reader(site):
    """Each situation a puzzle exports, written as the YAML the command reads, is read by
    the verdict's reader — the schema and the question layer, with the round's facts checked
    — and answered (a refused one raises)."""
    for p in site.puzzles:
        assert p.verdict, p.id
        for data in p.verdict:
            situation = load_situation(situation_yaml(data), source=p.id)
            answer(situation)


def test_a_buying_puzzle_exports_every_fact_it_shows(site):
    """Round, turn, each hand's size, who has opened, the piles' sizes and their cards shown,
    who asks for what and what the active player takes: all in the buy situation."""
    seen = 0
    for p, s in zip(site.puzzles, site.situations):
        if s.kind != "buy":
            continue
        seen += 1
        d = s.data
        (v,) = p.verdict
        assert (v["round"], v["turn"], v["hands"]) == (s.round, d.turn, list(d.sizes)), p.id
        assert v["opened"] == [seat + 1 for seat in range(4) if d.opened[seat]], p.id
        assert (v["stock_size"], v["discard_size"]) == (d.stock_size, d.discard_size), p.id
        assert parse_cards(v["discard"]) == list(d.discard[::-1]), p.id
        assert parse_cards(v["stock"]) == list(d.stock[::-1]), p.id
        assert v["active"] == d.active + 1 and (v.get("draws") == "discard") == d.takes
        # and the page says the same facts: the hand sizes and who has opened, seat by seat
        text = p.texts["pt"].situation
        for seat in range(4):
            assert f"{d.sizes[seat]} carta" in text
        assert text.count("já abriu") == sum(d.opened), p.id
    assert seen >= 50


def test_a_running_out_puzzle_exports_its_hands_and_piles(site):
    seen = 0
    for p, s in zip(site.puzzles, site.situations):
        if s.kind != "running-out":
            continue
        seen += 1
        d = s.data
        buy, draw, *penalties = p.verdict
        assert buy["hands"] == [len(h) for h in d.hands] and buy["turn"] == d.turn
        assert buy["opened"] == [seat + 1 for seat in range(4) if d.opened[seat] is not None]
        assert (draw["stock"], draw["discard"]) == (len(d.stock), len(d.discard))
        assert [parse_cards(x["hand"]) if x["hand"] else [] for x in penalties] == [
            list(h) for h in d.hands], p.id
    assert seen >= 30


def test_no_puzzle_shows_an_opened_player_in_round_7(site):
    for p, s in zip(site.puzzles, site.situations):
        if s.round == 7 and s.kind in ("buy", "running-out"):
            opened = s.data.opened
            assert not any(o if isinstance(o, bool) else o is not None for o in opened), p.id


def test_the_issue_s_impossible_puzzles_are_withdrawn_with_a_page(site):
    from generator.site.pages import render_withdrawn
    from generator.site.texts import load_ui
    withdrawn = {w.id: w for w in load_withdrawn()}
    ids = {p.id: p for p in site.puzzles}
    for pid in ISSUE_26:
        w = withdrawn[pid]
        assert pid not in ids and w.why == "final-round-opened" and w.instead in ids
    for w in withdrawn.values():
        for lang in ("pt", "es", "ca"):
            page = render_withdrawn(w, ids[w.instead], lang, load_ui(lang))
            assert f"({w.instead}.md)" in page and "kind=" in page
    with pytest.raises(ValueError):
        render_withdrawn(withdrawn[ISSUE_26[0]], None, "pt", load_ui("pt"))


# -- the one check, where each side meets it -----------------------------------------------------

def _buy_data(**changes) -> k_buy.BuyData:
    base = dict(active=0, discard=tuple(parse_cards("9♣ 7♥")), discard_size=13,
                stock=tuple(parse_cards("2♣ K♠ 3♦ 4♦ 5♦")), stock_size=34,
                asks=((2, tuple(parse_cards("7♥"))),), takes=False,
                opened=(False, True, True, False), sizes=(16, 1, 2, 12), turn=13)
    base.update(changes)
    return k_buy.BuyData(**base)


def test_the_generator_refuses_what_the_reader_refuses():
    """A candidate whose facts the verdict's reader refuses is never a puzzle: the kind's
    solve says Unsuitable, with the reader's own code."""
    s = Situation(kind="buy", round=7, data=_buy_data())
    with pytest.raises(Unsuitable) as info:
        k_buy.solve(s)
    assert "seat-opened-final-round" in info.value.brief
    data = {"active": 1, "discard": "7♥ 9♣", "discard_size": 13,
            "stock": "5♦ 4♦ 3♦ K♠ 2♣", "stock_size": 34, "asks": {"3": "7♥"}, "round": 7,
            "turn": 13, "hands": [16, 1, 2, 12], "opened": [2, 3]}
    with pytest.raises(SituationError) as err:
        q_buy.read(data)
    assert err.value.code == "seat-opened-final-round" and err.value.clause == "D8"


@pytest.mark.parametrize("facts, code", [
    (RoundFacts(7, 13, (16, 12, 14, 12), (False, True, False, False)),
     "seat-opened-final-round"),
    (RoundFacts(2, 14, (10, 11, 10, 10)), "hand-size-unopened"),      # 2.2, 6.3
    (RoundFacts(2, 14, (10, 0, 10, 10), (False, True, False, False)), "seat-no-card"),
    (RoundFacts(2, 1, (10, 10, 10, 10), discard=2), "first-turn"),     # 2.3
    (RoundFacts(2, 1, (10, 10, 10, 10), stock=60, discard=1), "first-turn"),
    (RoundFacts(2, 5, discard=6), "discard-turn"),
    # nobody opened: no card on the table, so 26 cards are nowhere
    (RoundFacts(2, None, (10, 12, 10, 10), (False,) * 4, 30, 9), "cards-count"),
    # one seat opened in round 3: its two sequences cannot hold 77 cards (3.4, 5.3)
    (RoundFacts(3, 57, (4, 12, 10, 3), (True, False, False, True), 0, 1), "cards-count"),
    (RoundFacts(2, None, (10, 12, 10, 10), (False,) * 4, 60, 9), "cards-count"),  # 111 cards
    # turn 13 of round 7: 5 purchases (the hands) took 5 discards, so at most 1 + 12 − 5 = 8
    # cards lie there, not 13; and the stock cannot have run out yet (2.6, 5.1, 6.3)
    (RoundFacts(7, 13, (16, 14, 16, 12), (False,) * 4, 36, 13), "piles-turn"),
    (RoundFacts(2, 14, stock=40, discard=9), "piles-turn"),          # 9.5 purchases
    (RoundFacts(2, 5, stock=62, discard=4), "piles-turn"),           # half a purchase
    (RoundFacts(2, 5, stock=66, discard=2), "piles-too-big"),        # 68: the deal's 67 (2.6)
])
def test_each_impossible_fact_is_named(facts, code):
    problems = round_facts_problems(facts, CONTRATO)
    assert problems and problems[0].code == code, [e.message for e in problems]


@pytest.mark.parametrize("facts", [
    RoundFacts(2, 14, (10, 12, 10, 10), (False,) * 4, 56, 9),     # 42 + 56 + 9 = 107
    RoundFacts(1, 1, (10, 10, 10, 10), (False,) * 4, 66, 1),      # the deal (2.6)
    RoundFacts(7, 1, (12, 12, 12, 12), (False,) * 4, 58, 1),
    RoundFacts(3, 40, (4, 12, 10, 3), (True, False, False, True), 30, 20),   # 28 on the table
    RoundFacts(3, 9, (10, 10, 10, 5), (False, False, False, True), 57, 6),   # seat 4 bought
    RoundFacts(7, 13, (16, 14, 16, 12), (False,) * 4, 44, 5),       # 5 purchases, 3 takes
    RoundFacts(5),                                                # nothing said: nothing wrong
])
def test_possible_facts_pass(facts):
    assert round_facts_problems(facts, CONTRATO) == []
