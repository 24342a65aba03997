"""House rules (``generator/engine/house.py``): the code read and written, and every option
honoured by the engine, clause by clause, with concrete cards — the same position judged under
this site's profile and under the house rule, with the value each gives. The default profile is
untouched (``HouseRules().profile() is CONTRATO``; the golden playthroughs check the rest), and
every house profile keeps the state machine's invariants (pack conserved, no card twice, melds
valid, penalties the sums of the cards left)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from generator.engine.buying import resolve_buying_window
from generator.engine.cards import parse_card, parse_cards as C
from generator.engine.contracts import validate_opening
from generator.engine.deck import check_cards, full_pack
from generator.engine.errors import (ContractError, HouseRulesCodeError, IllegalMoveError,
                                     ImpossibleCardsError, MeldError)
from generator.engine.going_out import go_out_plan
from generator.engine.house import (OPTIONS, REFUSED, HouseRules, changes, code_of,
                                    decode, fields_of, is_code, profile_named)
from generator.engine.jokers import apply_joker_swap, check_joker_swap, legal_joker_swaps
from generator.engine.layoff import check_lay_off, lay_off_targets
from generator.engine.melds import make_group as G, make_sequence as S
from generator.engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Pass,
                                    SwapJoker)
from generator.engine.opening import can_open
from generator.engine.profile import (CATALAN_SOURCE, CONTRATO, Ace, GroupSuits, JokerSwaps,
                                      OpeningLengths, Penalties, SameSuitRule)
from generator.engine.scoring import card_penalty, hand_penalty, running_totals
from generator.engine.state import (Phase, RoundState, apply, deal, legal_moves,
                                    make_round_state)
from sim_invariants import checked_game
from test_state_properties import check_state, check_step, pick


def P(code: str):
    """The profile of a house-rules code."""
    return decode(code).profile()


# -- the code ------------------------------------------------------------------------------------

def test_this_profile_is_h1_and_its_profile_is_contrato_itself():
    assert HouseRules().code() == "h1"
    assert HouseRules().profile() is CONTRATO
    assert decode("h1") == HouseRules() and decode(" H1 ") == HouseRules()
    assert code_of(CONTRATO) == "h1"


def test_a_code_names_only_what_differs_in_a_fixed_order():
    rules = decode("h1-p15.10.25-wa")            # parts in any order are read
    assert rules.joker_swaps is JokerSwaps.ANY_MELD
    assert rules.penalties == Penalties(15, 10, 25)
    assert rules.code() == "h1-wa-p15.10.25"      # and written in the order of OPTIONS
    assert rules.profile().name == "h1-wa-p15.10.25"
    assert profile_named("h1-wa-p15.10.25") == rules.profile()
    assert code_of(rules.profile()) == "h1-wa-p15.10.25"


def test_the_catalan_source_as_a_starting_point():
    rules = HouseRules.of(CATALAN_SOURCE)
    assert rules.code() == "h1-d1-j1-n4-s3-oa-gd-m4-ud-bn-xm"
    p = rules.profile()
    # the pack, the deal, the lengths and the groups of the Catalan source (V1, V2, V4, V5, V7)
    assert (p.decks, p.jokers, p.deal_sizes) == (1, 1, (10, 10, 10, 10, 12, 12, 12))
    assert (p.sequence_length, p.opening, p.group_suits, p.longest_group) == (
        3, OpeningLengths.AT_LEAST, GroupSuits.DISTINCT, 4)
    assert p.same_suit_rule is SameSuitRule.DIFFERENT_SUITS and not p.buying
    # its own rules V1–V14 are not a code: the Catalan profile itself has none
    assert code_of(CATALAN_SOURCE) is None
    assert profile_named("catalan-source") is CATALAN_SOURCE


@pytest.mark.parametrize("code, problem, token, clause", [
    ("h2-wa", "version", "h2", None),
    ("x1", "syntax", None, None),
    ("h1-w9", "bad-value", "w9", None),
    ("h1-z1", "unknown-option", "z1", None),
    ("h1-wa-ws", "twice", "ws", None),
    ("h1-bn-q2", "conflict", "q2", None),
    ("h1-bn-l1", "conflict", "l1", None),
    ("h1-d1", "conflict", "d1", None),             # 3 jokers with one deck (1.2)
    ("h1-j5", "conflict", "j5", None),             # five jokers with two decks
    ("h1-p15.10", "bad-value", "p15.10", None),
    ("h1-p15.10.101", "bad-value", "p15.10.101", None),
    ("h1-l0", "bad-value", "l0", None),
    ("h1-ar", "unmodelled", "ar", "3.3"),          # round the corner: refused with the reason
    ("h1-d4", "unmodelled", "d4", "1.2"),
])
def test_a_bad_code_is_refused_naming_the_part_and_why(code, problem, token, clause):
    with pytest.raises(HouseRulesCodeError) as info:
        decode(code)
    err = info.value
    assert (err.problem, err.token, err.clause) == (problem, token, clause)
    assert repr(code) in str(err) and err.code == "house-rules-code"
    if token:
        assert repr(token) in str(err)


def test_the_refused_rules_each_give_a_clause_and_a_reason():
    assert len(REFUSED) >= 8
    for part, clause, why in REFUSED:
        assert clause and len(why) > 30
        if part:
            with pytest.raises(HouseRulesCodeError, match="not modelled|four or more"):
                decode(f"h1-{part}")


def test_is_code_and_unknown_names():
    assert is_code("h1-wa") and is_code("H1") and not is_code("contrato")
    with pytest.raises(KeyError, match="contrato, catalan-source"):
        profile_named("liverpool")


def test_the_options_cannot_be_built_out_of_range():
    with pytest.raises(ValueError):
        HouseRules(decks=4)
    with pytest.raises(ValueError):
        HouseRules(jokers=3, decks=1)
    with pytest.raises(ValueError):
        HouseRules(buying=False, buy_penalty=2)
    with pytest.raises(ValueError):
        HouseRules(penalties=Penalties(ace=-1))


def test_changes_are_clause_by_clause():
    diff = changes(decode("h1-ah-wa-bn"))
    assert [(o.key, o.clauses, base, value) for o, base, value in diff] == [
        ("b", ("6.1",), True, False),
        ("w", ("7.1", "7.3"), JokerSwaps.SEQUENCES, JokerSwaps.ANY_MELD),
        ("a", ("3.3",), Ace.LOW_OR_HIGH, Ace.HIGH)]
    assert changes(HouseRules()) == []
    assert fields_of(decode("h1-wa-p1.10.25"))["penalties"] == [1, 10, 25]
    assert fields_of(decode("h1-wa"))["joker_swaps"] == "any-meld"


def _rules():
    """Any house rules the options allow."""
    def build(draw):
        values = {}
        for opt in OPTIONS:
            if opt.numbers:
                values[opt.name] = Penalties(*(draw(st.integers(lo, hi))
                                               for lo, hi in opt.numbers))
            else:
                values[opt.name] = draw(st.sampled_from([v for _, v in opt.choices]))
        if not values["buying"]:
            values["buy_penalty"], values["buy_limit"] = 1, None
        values["jokers"] = min(values["jokers"], 2 * values["decks"])
        return HouseRules(**values)
    return st.composite(lambda draw: build(draw))()


@settings(max_examples=200, deadline=None)
@given(rules=_rules())
def test_every_code_reads_back_as_the_same_rules(rules):
    code = rules.code()
    assert decode(code) == rules
    assert decode(code.upper()) == rules
    assert rules.profile().name == (code if code != "h1" else "contrato")
    assert code_of(rules.profile()) == code
    # every option that differs is one part of the code
    assert len(code.split("-")) == 1 + len(changes(rules))


# -- the pack and the deal (1.2, 2.2) -------------------------------------------------------------

def test_one_deck_and_one_joker():
    p = P("h1-d1-j1")
    assert p.pack_size == 53 and len(full_pack(p)) == 53
    check_cards(C("7♥ JK"), p)
    with pytest.raises(ImpossibleCardsError) as info:      # a second 7♥ with one deck
        check_cards(C("7♥ 7♥"), p)
    assert info.value.clause == "1.2"
    with pytest.raises(ImpossibleCardsError):              # a second joker
        check_cards(C("JK JK"), p)
    check_cards(C("7♥ 7♥"), CONTRATO)


def test_three_decks_and_no_jokers():
    p = P("h1-d3-j0")
    assert p.pack_size == 156
    check_cards(C("7♥ 7♥ 7♥"), p)
    with pytest.raises(ImpossibleCardsError):
        check_cards(C("JK"), p)
    s = deal(1, 0, random.Random(3), p)
    assert not any(c.is_joker for h in s.hands for c in h + s.stock + s.discard)


@pytest.mark.parametrize("code, sizes", [
    ("h1", (10, 10, 10, 12, 12, 12, 12)),
    ("h1-n4", (10, 10, 10, 10, 12, 12, 12)),
    ("h1-n11", (11,) * 7)])
def test_cards_dealt(code, sizes):
    p = P(code) if code != "h1" else CONTRATO
    assert p.deal_sizes == sizes
    for round_ in (1, 4, 7):
        s = deal(round_, 0, random.Random(round_), p)
        assert [len(h) for h in s.hands] == [sizes[round_ - 1]] * 4
        assert len(s.stock) == p.pack_size - 4 * sizes[round_ - 1] - 1


def targets(meld, card, profile=CONTRATO):
    """Where ``card`` may be laid off on a table of ``meld`` alone (round 2, three cards left)."""
    return list(lay_off_targets(2, [meld], parse_card(card), opened_before_this_turn=True,
                                cards_left_after=3, profile=profile))


# -- melds (3.1–3.5) ------------------------------------------------------------------------------

def test_sequences_of_three():
    with pytest.raises(MeldError) as info:
        S(C("5♠ 6♠ 7♠"))
    assert info.value.clause == "3.2"
    assert str(S(C("5♠ 6♠ 7♠"), profile=P("h1-s3"))) == "5♠ 6♠ 7♠"
    # and the contract sequence of round 2 opens with three cards
    hand = C("5♠ 6♠ 7♠ 9♦ 9♣ 9♥ 2♦")
    assert can_open(2, hand, P("h1-s3")) and not can_open(2, hand)


def test_groups_of_distinct_suits():
    assert str(G(C("7♥ 7♥ 7♠"))) == "7♠ 7♥ 7♥"
    with pytest.raises(MeldError) as info:
        G(C("7♥ 7♥ 7♠"), profile=P("h1-gd"))
    assert (info.value.code, info.value.clause) == ("group-repeated-suit", "3.1")
    # a group of 7♥ 7♦ 7♠ takes 7♣ but not a second 7♥
    p = P("h1-gd")
    g = G(C("7♥ 7♦ 7♠"), profile=p)
    assert targets(g, "7♣", p) == [(0, None)]
    assert targets(g, "7♥", p) == []
    assert targets(G(C("7♥ 7♦ 7♠")), "7♥") == [(0, None)]


def test_the_longest_group():
    p = P("h1-m4")
    g = G(C("7♥ 7♦ 7♠ 7♣"), profile=p)
    assert targets(g, "7♥", p) == []
    assert targets(G(C("7♥ 7♦ 7♠ 7♣")), "7♥") == [(0, None)]
    with pytest.raises(MeldError) as info:
        G(C("7♥ 7♦ 7♠ 7♣ JK"), profile=p)
    assert info.value.clause == "3.5"


@pytest.mark.parametrize("cards, low_or_high, low, high", [
    ("A♠ 2♠ 3♠ 4♠", True, True, "ace-high-only"),
    ("J♠ Q♠ K♠ A♠", True, "ace-low-only", True),
    ("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", True, "ace-low-only", "ace-high-only"),
    ("5♠ 6♠ 7♠ 8♠", True, True, True),
])
def test_the_ace_low_high_or_both(cards, low_or_high, low, high):
    """3.3: this profile's ace is low or high; a house ace only low (``al``) refuses J-Q-K-A,
    only high (``ah``) refuses A-2-3-4, each citing 3.3."""
    for profile, want in ((CONTRATO, low_or_high), (P("h1-al"), low), (P("h1-ah"), high)):
        if want is True:
            S(C(cards), profile=profile)
        else:
            with pytest.raises(MeldError) as info:
                S(C(cards), profile=profile)
            assert (info.value.code, info.value.clause) == (want, "3.3"), profile.name


def test_the_ace_on_lay_offs_and_openings():
    run = S(C("J♠ Q♠ K♠ JK"))                          # the joker stands for the high ace
    assert run.high == 14
    low = P("h1-al")
    run = S(C("10♠ J♠ Q♠ K♠"), profile=low)
    assert targets(run, "A♠") == [(0, "high")]
    assert targets(run, "A♠", low) == []
    with pytest.raises(MeldError) as info:
        check_lay_off(2, run, parse_card("A♠"), opened_before_this_turn=True,
                      cards_left_after=3, profile=low)
    assert (info.value.code, info.value.clause) == ("ace-low-only", "3.3")
    # round 3 (two sequences): Q-K-A♥ with a joker opens only where the ace may be high
    hand = C("J♥ Q♥ K♥ A♥ 3♦ 4♦ 5♦ 6♦ 9♣")
    assert can_open(3, hand) and can_open(3, hand, P("h1-ah"))
    assert not can_open(3, hand, low)
    hand = C("A♥ 2♥ 3♥ 4♥ 3♦ 4♦ 5♦ 6♦ 9♣")
    assert can_open(3, hand, low) and not can_open(3, hand, P("h1-ah"))


# -- contracts and the opening (4.3, 5.2) ---------------------------------------------------------

def test_opening_lengths_exact_or_at_least():
    hand = C("7♥ 7♦ 7♣ 7♠ K♠ K♥ K♦ 2♣ 4♦")
    melds = [G(C("7♥ 7♦ 7♣ 7♠")), G(C("K♠ K♥ K♦"))]
    with pytest.raises(ContractError) as info:
        validate_opening(1, hand, melds)
    assert (info.value.code, info.value.clause) == ("group-length", "5.2")
    assert len(validate_opening(1, hand, melds, profile=P("h1-oa")).melds) == 2


@pytest.mark.parametrize("code, second, ok", [
    ("h1", "7♠ 8♠ 9♠ 10♠", False),        # 4.3: contiguous, one suit
    ("h1", "8♠ 9♠ 10♠ J♠", True),         # a gap: fine
    ("h1-ua", "7♠ 8♠ 9♠ 10♠", True),      # house: same suit, contiguous or not
    ("h1-ud", "8♠ 9♠ 10♠ J♠", False),     # house: never two sequences of one suit
    ("h1-ud", "7♥ 8♥ 9♥ 10♥", True),
])
def test_same_suit_sequences_of_one_contract(code, second, ok):
    p = CONTRATO if code == "h1" else P(code)
    hand = C("3♠ 4♠ 5♠ 6♠ 2♥ 4♦") + C(second)
    melds = [S(C("3♠ 4♠ 5♠ 6♠")), S(C(second))]
    if ok:
        validate_opening(3, hand, melds, profile=p)
    else:
        with pytest.raises(ContractError) as info:
            validate_opening(3, hand, melds, profile=p)
        assert (info.value.code, info.value.clause) == ("same-suit", "4.3")


# -- the final round (7.4) ------------------------------------------------------------------------

FINAL = C("3♠ 4♠ 5♠ 6♠ 7♥ 8♥ 9♥ 10♥ J♦ Q♦ K♦ A♦")
MELDS = [S(C("3♠ 4♠ 5♠ 6♠")), S(C("7♥ 8♥ 9♥ 10♥")), S(C("J♦ Q♦ K♦ A♦"))]


def test_final_round_whole_hand_no_discard():
    assert validate_opening(7, FINAL, MELDS)
    plan = go_out_plan(7, FINAL, [], opened_before_this_turn=False)
    assert [type(m) for m in plan.moves] == [LayDown] and plan.clause == "7.4"
    with pytest.raises(ContractError) as info:
        validate_opening(7, FINAL + C("2♣"), MELDS)
    assert (info.value.code, info.value.clause) == ("whole-hand", "7.4")


def test_final_round_every_card_but_one_then_a_discard():
    p = P("h1-fd")
    assert p.contracts[-1].whole_hand and p.contracts[-1].final_discard
    with pytest.raises(ContractError) as info:            # no card left to discard
        validate_opening(7, FINAL, MELDS, profile=p)
    assert (info.value.code, info.value.clause) == ("whole-hand-discard", "7.4")
    validate_opening(7, FINAL + C("2♣"), MELDS, profile=p)
    with pytest.raises(ContractError):                     # two cards left: not the rule
        validate_opening(7, FINAL + C("2♣ 5♦"), MELDS, profile=p)
    plan = go_out_plan(7, FINAL + C("2♣"), [], opened_before_this_turn=False, profile=p)
    assert plan.moves == (LayDown(tuple(MELDS)), Discard(parse_card("2♣")))
    # played: the lay-down leaves 2♣, its discard goes out
    s = make_round_state(7, [FINAL, C("K♣"), C("K♥"), C("2♦")], stock=C("2♣ 5♥"),
                         discard=C("9♠"), profile=p)
    s = apply(s, DrawStock())
    while s.phase is Phase.BUY:
        s = apply(s, Pass())
    assert s.hands[0][-1] == parse_card("5♥")
    s = apply(s, LayDown(tuple(MELDS)))
    assert s.phase is Phase.PLAY and s.hands[0] == (parse_card("5♥"),)
    s = apply(s, Discard(parse_card("5♥")))
    assert s.went_out == 0 and s.penalties == (0, 10, 10, 2)


def test_final_round_like_the_others():
    p = P("h1-fn")
    assert not p.contracts[-1].whole_hand
    # 7.4: the whole hand at once, sequences of at least four (here one of five)
    hand = C("3♠ 4♠ 5♠ 6♠ 7♠ 7♥ 8♥ 9♥ 10♥ J♦ Q♦ K♦ A♦")
    five = [S(C("3♠ 4♠ 5♠ 6♠ 7♠")), S(C("7♥ 8♥ 9♥ 10♥")), S(C("J♦ Q♦ K♦ A♦"))]
    validate_opening(7, hand, five)
    # like the other rounds: exact lengths (5.2) ...
    with pytest.raises(ContractError) as info:
        validate_opening(7, hand, five, profile=p)
    assert (info.value.code, info.value.clause) == ("sequence-length", "5.2")
    # ... and a card kept for the discard (5.5)
    validate_opening(7, FINAL + C("2♣"), MELDS, profile=p)
    with pytest.raises(ContractError) as info:
        validate_opening(7, FINAL, MELDS, profile=p)
    assert info.value.clause == "5.5"


# -- buying (6.1, 6.3, 6.6) -----------------------------------------------------------------------

HANDS = [C("Q♣ 2♦"), C("Q♦ 3♦"), C("Q♥ 4♦"), C("Q♠ 5♦")]
STOCK = C("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠")                     # the top is the last card


def _window(profile, everyone_buys=True):
    s = make_round_state(1, HANDS, stock=STOCK, discard=C("7♥ 9♣"), active=0, seed=5,
                         profile=profile)
    s = apply(s, DrawStock())
    polled = []
    while s.phase is Phase.BUY:
        polled.append(s.window.to_poll[0])
        s = apply(s, Buy() if everyone_buys else Pass())
    return s, polled


def test_buying_as_this_profile():
    s, polled = _window(CONTRATO)
    assert polled == [1, 2]                                  # 6.2, then D4 after a purchase
    assert [(p.seat, str(p.card), [str(c) for c in p.penalties]) for p in s.purchases] == [
        (1, "9♣", ["9♠"]), (2, "7♥", ["8♠"])]


def test_no_buying():
    p = P("h1-bn")
    s, polled = _window(p)
    assert polled == [] and s.purchases == () and s.phase is Phase.PLAY
    assert s.hands[0][-1] == parse_card("9♠")               # the active player drew the stock
    out = resolve_buying_window(0, C("7♥ 9♣"), STOCK, {1: C("9♣")}, profile=p)
    assert out.purchases == () and [(r.seat, r.reason, r.clause) for r in out.refusals] == [
        (1, "no-buying", "6.1")]


@pytest.mark.parametrize("code, penalties", [
    ("h1-q0", [[], []]),
    ("h1-q2", [["9♠", "8♠"], ["7♠", "6♠"]]),
])
def test_penalty_cards_of_a_purchase(code, penalties):
    s, _ = _window(P(code))
    assert [[str(c) for c in p.penalties] for p in s.purchases] == penalties
    extra = len(penalties[0])
    assert [len(h) for h in s.hands] == [3, 3 + extra, 3 + extra, 2]
    # the position text writes them and reads them back
    assert RoundState.from_fen(s.fen()) == s


def test_a_limit_of_purchases_per_round():
    p = P("h1-l1")
    # seat 1 has bought once this round: in the next window it is not polled any more
    s = make_round_state(1, [C("Q♣ 2♦ 3♣"), C("Q♦ 3♦"), C("Q♥ 4♦ 6♣"), C("Q♠ 5♦")],
                         stock=STOCK, discard=C("7♥ 9♣"), active=0, seed=5, profile=p)
    s = apply(s, DrawStock())
    assert s.window.to_poll[0] == 1
    s = apply(s, Buy())                                      # seat 1 buys 9♣
    s = apply(s, Pass())                                     # seat 2 passes on 7♥
    s = apply(s, Pass())                                     # seat 3 passes on 7♥
    s = apply(s, Discard(parse_card("3♣")))                  # seat 0 discards: seat 1 plays
    s = apply(s, DrawStock())
    polled = []
    while s.phase is Phase.BUY:
        polled.append(s.window.to_poll[0])
        s = apply(s, Pass())
    assert polled == [2, 3, 0]
    s = apply(s, Discard(parse_card("3♦")))                  # seat 1 discards: seat 2 plays
    s = apply(s, DrawStock())
    polled = []
    while s.phase is Phase.BUY:
        polled.append(s.window.to_poll[0])
        s = apply(s, Pass())
    assert polled == [3, 0]                                  # without seat 1 (6.6)
    out = resolve_buying_window(2, C("3♦"), STOCK, {1: C("3♦")}, profile=p, bought={1: 1})
    assert [(r.seat, r.reason, r.clause) for r in out.refusals] == [(1, "limit", "6.6")]


# -- joker swaps (7.1, 7.3) -----------------------------------------------------------------------

TABLE = [G(C("9♦ 9♣ JK")), S(C("5♠ JK 7♠ 8♠"))]
HAND = C("9♠ 6♠ 2♥ 3♥")


def test_joker_swaps_in_sequences_only():
    swaps = legal_joker_swaps(2, TABLE, HAND, opened_before_this_turn=True)
    assert [(s.meld_index, str(s.natural)) for s in swaps] == [(1, "6♠")]
    with pytest.raises(MeldError) as info:
        check_joker_swap(2, TABLE, HAND, 0, parse_card("9♠"), opened_before_this_turn=True)
    assert (info.value.code, info.value.clause) == ("swap-in-group", "7.3")


def test_joker_swaps_in_groups_too():
    p = P("h1-wa")
    swaps = legal_joker_swaps(2, TABLE, HAND, opened_before_this_turn=True, profile=p)
    assert [(s.meld_index, str(s.natural)) for s in swaps] == [(0, "9♠"), (1, "6♠")]
    table, hand = apply_joker_swap(2, TABLE, HAND, 0, parse_card("9♠"), 1, "low",
                                   opened_before_this_turn=True, profile=p)
    assert [str(m) for m in table] == ["9♠ 9♦ 9♣", "JK=4♠ 5♠ JK=6♠ 7♠ 8♠"]
    assert list(hand) == C("6♠ 2♥ 3♥")
    with pytest.raises(MeldError) as info:                 # a card of another rank
        check_joker_swap(2, TABLE, C("10♠ 2♥"), 0, parse_card("10♠"),
                         opened_before_this_turn=True, profile=p)
    assert info.value.clause == "7.1"
    # with groups of distinct suits, only a suit the group's natural cards leave free
    q = P("h1-gd-wa")
    table = [G(C("9♦ 9♣ JK"), profile=q), S(C("5♠ JK 7♠ 8♠"))]
    with pytest.raises(MeldError) as info:
        check_joker_swap(2, table, C("9♦ 2♥"), 0, parse_card("9♦"),
                         opened_before_this_turn=True, profile=q)
    assert info.value.clause == "3.1"
    check_joker_swap(2, table, C("9♥ 2♥"), 0, parse_card("9♥"), opened_before_this_turn=True,
                     profile=q)


def test_no_joker_swaps():
    p = P("h1-wn")
    assert legal_joker_swaps(2, TABLE, HAND, opened_before_this_turn=True, profile=p) == []
    with pytest.raises(IllegalMoveError) as info:
        check_joker_swap(2, TABLE, HAND, 1, parse_card("6♠"), opened_before_this_turn=True,
                         profile=p)
    assert (info.value.code, info.value.clause) == ("no-joker-swaps", "7.1")


def _drawn(profile):
    s = make_round_state(2, [C("9♠ 2♥ 3♥"), C("K♣"), C("K♥"), C("2♦")], stock=C("4♥ 5♥"),
                         discard=C("10♠"), table=TABLE, opened=(0, None, None, None),
                         turn=3, profile=profile)
    s = apply(s, DrawStock())
    while s.phase is Phase.BUY:
        s = apply(s, Pass())
    return s


def test_a_group_swap_through_the_state_machine():
    p = P("h1-wa")
    s = _drawn(p)
    move = SwapJoker(0, parse_card("9♠"), 1, "low")
    assert move in legal_moves(s)
    assert move not in legal_moves(_drawn(CONTRATO))
    after = apply(s, move)
    assert str(after.table[0].meld) == "9♠ 9♦ 9♣"
    assert str(after.table[1].meld) == "JK=4♠ 5♠ JK=6♠ 7♠ 8♠"
    assert list(after.hands[0]) == C("2♥ 3♥ 5♥")


# -- going out (5.5) ------------------------------------------------------------------------------

def _laid_off_7(profile):
    """Seat 1 has opened; it draws K♣ and lays off 7♣: K♣ is left, and fits the kings."""
    table = [G(C("7♥ 7♦ 7♠")), G(C("K♠ K♥ K♦"))]
    s = make_round_state(1, [C("7♣"), C("2♣"), C("2♥"), C("2♦")], stock=C("4♥ K♣"),
                         discard=C("10♠"), table=table, opened=(0, None, None, None),
                         turn=5, profile=profile)
    s = apply(s, DrawStock())
    while s.phase is Phase.BUY:
        s = apply(s, Pass())
    return apply(s, LayOff(0, parse_card("7♣"), None))


def test_going_out_by_discarding():
    s = _laid_off_7(CONTRATO)
    last = LayOff(1, parse_card("K♣"), None)
    assert last not in legal_moves(s)                      # 5.5: a card stays to discard
    with pytest.raises(ContratoErrors) as info:
        apply(s, last)
    assert info.value.clause == "5.5"
    s = apply(s, Discard(parse_card("K♣")))
    assert s.went_out == 0 and s.discard[-1] == parse_card("K♣")


def test_going_out_by_melding_every_card():
    p = P("h1-xm")
    s = _laid_off_7(p)
    last = LayOff(1, parse_card("K♣"), None)
    assert last in legal_moves(s)
    after = apply(s, last)
    assert after.phase is Phase.OVER and after.went_out == 0 and after.end_clause == "8.1"
    assert after.discard == s.discard and str(after.table[1].meld) == "K♠ K♥ K♦ K♣"
    # discarding it still goes out too
    assert apply(s, Discard(parse_card("K♣"))).went_out == 0
    plan = go_out_plan(1, C("7♣ K♣"), [t.meld for t in _laid_off_7(CONTRATO).table][:1]
                       + [G(C("K♠ K♥ K♦"))], opened_before_this_turn=True, profile=p)
    assert plan is not None and plan.clause == "5.5"


ContratoErrors = (ContractError, IllegalMoveError, MeldError)


# -- penalties (8.1) ------------------------------------------------------------------------------

def test_penalties_of_the_table():
    hand = C("A♠ K♠ JK 5♦")
    assert hand_penalty(hand) == 15 + 10 + 15 + 5
    p = P("h1-p1.10.25")
    assert [card_penalty(c, p) for c in hand] == [1, 10, 25, 5]
    assert hand_penalty(hand, p) == 41
    # a round of penalties below the cheapest card is impossible only where it is so (8.1)
    with pytest.raises(ValueError, match="8.1"):
        running_totals([[0, 1, 20, 30]])
    assert running_totals([[0, 1, 20, 30]], p) == [0, 1, 20, 30]
    free = P("h1-p0.0.0")
    assert running_totals([[0, 0, 20, 30]], free) == [0, 0, 20, 30]


# -- the position text -----------------------------------------------------------------------------

def test_a_house_profile_in_the_position_text():
    p = P("h1-wa-p15.10.25")
    s = deal(2, 1, random.Random(4), p)
    line = s.fen()
    assert line.split()[-1] == "h1-wa-p15.10.25"
    assert RoundState.from_fen(line) == s
    assert deal(2, 1, random.Random(4)).fen().split()[-1] != "h1"


# -- invariants under every house profile ---------------------------------------------------------

HOUSES = ["h1-d1-j1-n4-s3-oa-gd-m4-ud-bn-xm", "h1-wa-p1.10.25", "h1-wn-ah", "h1-al-fd",
          "h1-q2-l1", "h1-q0-ua-fn", "h1-d3-j6-n11", "h1-d1-j0-gd-oa", "h1-xm-wa-fd"]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), round_=st.integers(1, 7), steps=st.integers(1, 200),
       code=st.sampled_from(HOUSES))
def test_random_legal_play_keeps_invariants_under_house_rules(seed, round_, steps, code):
    """The pack conserved (its own size), every meld valid under the profile, hand sizes
    consistent with draws, purchases (the profile's penalty cards), lay-downs and discards,
    penalties the sums of the cards left in hand."""
    profile = P(code)
    rng = random.Random(seed)
    s = deal(round_, rng.randrange(4), rng, profile)
    check_state(s)
    for _ in range(steps):
        moves = legal_moves(s)
        if not moves:
            break
        move = pick(moves, rng)
        after = apply(s, move)
        check_step(s, move, after)
        s = after


@settings(max_examples=25, deadline=None)
@given(rules=_rules(), seed=st.integers(0, 2**32 - 1), round_=st.integers(1, 7))
def test_random_legal_play_keeps_invariants_under_any_house_rules(rules, seed, round_):
    """Any combination of the options, not only the listed ones: 120 random legal moves keep
    the pack (of the profile's size), the melds and the penalties (1.2, 3.1–3.7, 8.1)."""
    profile = rules.profile()
    rng = random.Random(seed)
    s = deal(round_, rng.randrange(4), rng, profile)
    check_state(s)
    for _ in range(120):
        moves = legal_moves(s)
        if not moves:
            break
        move = pick(moves, rng)
        after = apply(s, move)
        check_step(s, move, after)
        s = after


@pytest.mark.parametrize("code", ["h1-d1-j1-n4-s3-oa-gd-m4-ud-bn-xm", "h1-q2-l1-al-fd-wa"])
def test_a_whole_game_under_house_rules_keeps_every_invariant(code):
    """Simulated players (``generator/sim``) play a whole game under the house profile; every
    step is checked (``tests/sim_invariants.py``: the pack conserved, melds valid, penalties
    the cards left) and the totals are the sums of the rounds' penalties (8.4)."""
    seen = checked_game(3, ["greedy", "random", "greedy", "random"], P(code))
    assert len(seen.record.game.results) == 7
