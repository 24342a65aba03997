"""Contracts and the opening lay-down (generator/engine/contracts.py): clauses 4.1–4.4, 5.2,
5.5 (at opening), 7.4 (the opening), 3.6, 1.2 and ruling D11; the worked example of §11.

The solver that finds lay-downs is tested in ``tests/test_opening.py``.
"""

from __future__ import annotations

import dataclasses

import pytest

from generator.engine.cards import JOKER, Card, Suit, parse_card, parse_cards
from generator.engine.contracts import (LayDown, check_meld, describe_contract, remaining,
                                        sequences_conflict, validate_laydown, validate_opening)
from generator.engine.errors import ContractError, ImpossibleCardsError, MeldError
from generator.engine.melds import Group, Sequence, make_group, make_sequence
from generator.engine.profile import CATALAN_SOURCE, CONTRATO, MeldKind

P = parse_cards
C = parse_card


def g(text):
    return make_group(P(text))


def s(text):
    return make_sequence(P(text))


def refused(fn, *args, clause, error=ContractError, code=None):
    with pytest.raises(error) as err:
        fn(*args)
    assert err.value.clause == clause, str(err.value)
    assert str(err.value).endswith(f"(rule {clause})")
    if code is not None:
        assert err.value.code == code
    return err.value


#: One legal lay-down per round, with the number of cards the contract takes (4.1).
LEGAL = {
    1: ([g("7♣ 7♦ 7♥"), g("K♠ K♠ JK")], 6),
    2: ([g("7♣ 7♦ 7♥"), s("3♠ 4♠ 5♠ 6♠")], 7),
    3: ([s("3♠ 4♠ 5♠ 6♠"), s("9♥ 10♥ J♥ Q♥")], 8),
    4: ([g("2♠ 2♥ 2♦"), g("5♣ 5♣ 5♥"), g("Q♠ Q♦ JK")], 9),
    5: ([g("2♠ 2♥ 2♦"), g("5♣ 5♣ 5♥"), s("A♦ 2♦ 3♦ 4♦")], 10),
    6: ([g("2♠ 2♥ 2♦"), s("J♣ Q♣ K♣ A♣"), s("A♦ 2♦ 3♦ 4♦")], 11),
    7: ([s("A♠ 2♠ 3♠ 4♠ 5♠"), s("7♥ 8♥ 9♥ 10♥"), s("J♦ Q♦ K♦ A♦")], 13),
}


# -- 4.1 the contract of each round ---------------------------------------------------------

@pytest.mark.parametrize("round_", range(1, 8))
def test_4_1_every_contract_with_its_number_of_cards(round_):
    melds, n = LEGAL[round_]
    laydown = validate_laydown(round_, melds)
    assert len(laydown.cards) == n
    contract = CONTRATO.contract(round_)
    assert contract.min_cards(CONTRATO) == [6, 7, 8, 9, 10, 11, 12][round_ - 1]
    assert (len(laydown.groups), len(laydown.sequences)) == (contract.groups,
                                                             contract.sequences)


def test_4_1_the_seven_contracts():
    kinds = {r: CONTRATO.contract(r).kinds for r in range(1, 8)}
    G, S = MeldKind.GROUP, MeldKind.SEQUENCE
    assert kinds == {1: (G, G), 2: (G, S), 3: (S, S), 4: (G, G, G), 5: (G, G, S),
                     6: (G, S, S), 7: (S, S, S)}
    assert [describe_contract(r) for r in range(1, 8)] == [
        "two groups", "a group and a sequence", "two sequences", "three groups",
        "two groups and a sequence", "a group and two sequences", "three sequences"]
    assert [CONTRATO.contract(r).whole_hand for r in range(1, 8)] == [False] * 6 + [True]


@pytest.mark.parametrize("round_, melds", [
    (1, [g("7♣ 7♦ 7♥")]),                                     # partial opening
    (1, [g("7♣ 7♦ 7♥"), s("3♠ 4♠ 5♠ 6♠")]),                   # wrong kind
    (2, [g("7♣ 7♦ 7♥"), g("8♣ 8♦ 8♥")]),
    (2, [g("7♣ 7♦ 7♥"), s("3♠ 4♠ 5♠ 6♠"), g("9♣ 9♦ 9♥")]),   # an additional meld
    (3, [s("3♠ 4♠ 5♠ 6♠")]),
    (4, [g("7♣ 7♦ 7♥"), g("8♣ 8♦ 8♥")]),
    (6, [g("7♣ 7♦ 7♥"), g("8♣ 8♦ 8♥"), s("3♠ 4♠ 5♠ 6♠")]),
    (7, [s("3♠ 4♠ 5♠ 6♠"), s("9♥ 10♥ J♥ Q♥"), g("7♣ 7♦ 7♥")]),  # no group in round 7
    (7, []),
])
def test_4_1_wrong_melds_refused(round_, melds):
    e = refused(validate_laydown, round_, melds, clause="4.1", code="wrong-melds")
    assert e.params["round"] == round_


def test_1_4_only_the_complete_contract_opens():
    hand = P("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 9♦ 9♣")
    refused(validate_opening, 2, hand, [g("7♣ 7♦ 7♥")], clause="4.1")
    refused(validate_opening, 2, hand, [s("3♠ 4♠ 5♠ 6♠")], clause="4.1")
    assert len(validate_opening(2, hand, [g("7♣ 7♦ 7♥"), s("3♠ 4♠ 5♠ 6♠")]).melds) == 2


def test_4_1_no_such_round():
    for bad in (0, 8):
        with pytest.raises(ValueError):
            validate_laydown(bad, [])


def test_4_2_one_contract_per_round_for_every_player():
    # the contract depends on the round only: the same object for all four players
    assert all(CONTRATO.contract(r) is CONTRATO.contracts[r - 1] for r in range(1, 8))
    assert [c.round for c in CONTRATO.contracts] == list(range(1, 8))


# -- 4.3 same-suit sequences not contiguous -------------------------------------------------

def test_4_3_contiguous_same_suit_refused():
    e = refused(validate_laydown, 3, [s("3♥ 4♥ 5♥ 6♥"), s("7♥ 8♥ 9♥ 10♥")], clause="4.3",
                code="same-suit")
    assert e.params == {"first": "3♥ 4♥ 5♥ 6♥", "second": "7♥ 8♥ 9♥ 10♥"}
    # whichever is written first
    refused(validate_laydown, 3, [s("7♥ 8♥ 9♥ 10♥"), s("3♥ 4♥ 5♥ 6♥")], clause="4.3")


def test_4_3_with_a_gap_accepted():
    validate_laydown(3, [s("3♥ 4♥ 5♥ 6♥"), s("8♥ 9♥ 10♥ J♥")])


def test_4_3_overlap_with_two_physical_5s_and_6s_accepted():
    laydown = validate_laydown(3, [s("3♠ 4♠ 5♠ 6♠"), s("5♠ 6♠ 7♠ 8♠")])
    assert sorted(laydown.cards).count(C("5♠")) == 2
    assert sorted(laydown.cards).count(C("6♠")) == 2


def test_4_3_same_sequence_twice_accepted():
    validate_laydown(3, [s("3♠ 4♠ 5♠ 6♠"), s("3♠ 4♠ 5♠ 6♠")])


def test_4_3_jokers_count_at_their_declared_places():
    refused(validate_laydown, 3, [s("3♠ 4♠ 5♠ JK"), s("7♠ 8♠ 9♠ 10♠")], clause="4.3")
    refused(validate_laydown, 3, [s("3♠ 4♠ 5♠ 6♠"), s("JK 8♠ 9♠ 10♠")], clause="4.3")
    # the joker declared at the other end makes a gap
    validate_laydown(3, [s("JK 4♠ 5♠ 6♠"), s("8♠ 9♠ 10♠ J♠")])
    validate_laydown(3, [s("3♠ 4♠ 5♠ JK"), s("8♠ 9♠ 10♠ J♠")])


def test_4_3_different_suits_may_be_contiguous():
    validate_laydown(3, [s("3♠ 4♠ 5♠ 6♠"), s("7♥ 8♥ 9♥ 10♥")])


def test_4_3_ace_is_no_bridge():
    # J-Q-K-A and 2-3-4-5 of one suit: not contiguous, since nothing wraps (3.3)
    validate_laydown(3, [s("J♠ Q♠ K♠ A♠"), s("2♠ 3♠ 4♠ 5♠")])
    validate_laydown(3, [s("J♠ Q♠ K♠ A♠"), s("A♠ 2♠ 3♠ 4♠")])
    validate_laydown(3, [s("10♠ J♠ Q♠ K♠"), s("A♠ 2♠ 3♠ 4♠")])
    # but A-2-3-4 with 5-6-7-8 is contiguous
    refused(validate_laydown, 3, [s("A♠ 2♠ 3♠ 4♠"), s("5♠ 6♠ 7♠ 8♠")], clause="4.3")
    refused(validate_laydown, 3, [s("7♠ 8♠ 9♠ 10♠"), s("J♠ Q♠ K♠ A♠")], clause="4.3")


def test_4_3_in_round_6_and_round_7_too():
    refused(validate_laydown, 6, [g("2♠ 2♥ 2♦"), s("3♠ 4♠ 5♠ 6♠"), s("7♠ 8♠ 9♠ 10♠")],
            clause="4.3")
    refused(validate_laydown, 7, [s("A♠ 2♠ 3♠ 4♠ 5♠"), s("6♠ 7♠ 8♠ 9♠"),
                                  s("J♦ Q♦ K♦ A♦")], clause="4.3")
    validate_laydown(7, [s("A♠ 2♠ 3♠ 4♠"), s("6♠ 7♠ 8♠ 9♠"), s("J♠ Q♠ K♠ A♠")])
    refused(validate_laydown, 7, [s("A♠ 2♠ 3♠ 4♠ 5♠"), s("7♠ 8♠ 9♠ 10♠"),
                                  s("J♠ Q♠ K♠ A♠")], clause="4.3")
    validate_laydown(7, [s("A♠ 2♠ 3♠ 4♠ 5♠ 6♠"), s("5♠ 6♠ 7♠ 8♠"), s("J♦ Q♦ K♦ A♦")])


def test_4_3_sequences_conflict_function():
    a, b = s("3♠ 4♠ 5♠ 6♠"), s("7♠ 8♠ 9♠ 10♠")
    assert sequences_conflict(a, b) and sequences_conflict(b, a)
    assert sequences_conflict(a, s("8♠ 9♠ 10♠ J♠")) is None
    assert sequences_conflict(a, s("7♥ 8♥ 9♥ 10♥")) is None
    # the neighbouring variant forbids two runs of one suit (§V)
    assert sequences_conflict(a, s("9♠ 10♠ J♠ Q♠"), CATALAN_SOURCE)


def test_4_3_three_copies_across_overlaps_impossible():
    # three sequences through 5♠ need three 5♠: the pack has two (1.2, 3.6)
    refused(validate_laydown, 7, [s("3♠ 4♠ 5♠ 6♠"), s("5♠ 6♠ 7♠ 8♠"), s("4♠ 5♠ 6♠ 7♠")],
            clause="1.2", error=ImpossibleCardsError)


# -- 4.4 additions may close the gap --------------------------------------------------------

def test_4_4_laying_off_may_close_the_gap():
    low, high = s("3♠ 4♠ 5♠ 6♠"), s("8♠ 9♠ 10♠ J♠")
    validate_laydown(3, [low, high])
    grown = low.add(C("7♠"))
    assert grown.high + 1 == high.low        # now contiguous: legal after the opening
    assert grown.unicode() == "3♠ 4♠ 5♠ 6♠ 7♠"


# -- 5.2 exact lengths at opening -----------------------------------------------------------

@pytest.mark.parametrize("round_", [1, 2, 4, 5, 6])
def test_5_2_a_four_card_group_refused_at_opening(round_):
    melds = list(LEGAL[round_][0])
    i = next(k for k, m in enumerate(melds) if m.kind is MeldKind.GROUP)
    melds[i] = melds[i].add(JOKER) if melds[i].jokers < 1 else melds[i].add(
        Card(melds[i].rank, Suit.CLUBS))
    assert len(melds[i]) == 4
    e = refused(validate_laydown, round_, melds, clause="5.2", code="group-length")
    assert e.params["meld"] == melds[i].unicode()


@pytest.mark.parametrize("round_", [2, 3, 5, 6])
def test_5_2_a_five_card_sequence_refused_at_opening(round_):
    melds = list(LEGAL[round_][0])
    i = next(k for k, m in enumerate(melds) if m.kind is MeldKind.SEQUENCE)
    melds[i] = melds[i].add(JOKER, "low" if melds[i].low > 1 else "high")
    assert len(melds[i]) == 5
    refused(validate_laydown, round_, melds, clause="5.2", code="sequence-length")


# -- 5.5 a card stays for the discard (at opening) ------------------------------------------

def test_5_5_opening_that_empties_the_hand_refused_in_rounds_1_to_6():
    melds = [g("7♣ 7♦ 7♥"), g("K♠ K♠ JK")]
    hand = P("7♣ 7♦ 7♥ K♠ K♠ JK")
    refused(validate_opening, 1, hand, melds, clause="5.5", code="keep-discard")
    laydown = validate_opening(1, hand + P("2♣"), melds)
    assert remaining(hand + P("2♣"), laydown) == P("2♣")


def test_5_5_every_round_1_to_6_needs_one_card_more():
    for round_ in range(1, 7):
        melds, n = LEGAL[round_]
        hand = [c.physical for m in melds for c in m.cards]
        assert len(hand) == n
        refused(validate_opening, round_, hand, melds, clause="5.5")
        validate_opening(round_, hand + [C("9♣")], melds)


# -- 7.4 the final round's opening ----------------------------------------------------------

def test_7_4_whole_hand_in_three_sequences_13_cards_one_longer():
    melds, n = LEGAL[7]
    hand = P("A♠ 2♠ 3♠ 4♠ 5♠ 7♥ 8♥ 9♥ 10♥ J♦ Q♦ K♦ A♦")
    laydown = validate_opening(7, hand, melds)
    assert len(laydown.cards) == 13 == len(hand)
    assert sorted(len(m) for m in laydown.melds) == [4, 4, 5]
    assert remaining(hand, laydown) == []


def test_7_4_cards_left_over_refused():
    melds, _ = LEGAL[7]
    hand = P("A♠ 2♠ 3♠ 4♠ 5♠ 7♥ 8♥ 9♥ 10♥ J♦ Q♦ K♦ A♦ 2♣")
    e = refused(validate_opening, 7, hand, melds, clause="7.4", code="whole-hand")
    assert e.params["cards"] == "2♣"


def test_7_4_long_sequences_and_purchases():
    # 14-card sequence plus two of 4 after purchases: 22 cards at once
    melds = [s("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠"), s("7♥ 8♥ 9♥ JK"),
             s("JK Q♦ K♦ A♦")]
    hand = [c.physical for m in melds for c in m.cards]
    assert len(validate_opening(7, hand, melds).cards) == 22


def test_7_4_sequence_shorter_than_4_refused():
    short = Sequence(Suit.HEARTS, 7, tuple(P("7♥ 8♥ 9♥")))
    with pytest.raises(MeldError) as err:
        validate_laydown(7, [s("A♠ 2♠ 3♠ 4♠ 5♠"), short, s("J♦ Q♦ K♦ A♦")])
    assert err.value.clause == "3.2"


# -- D11 two groups of one rank -------------------------------------------------------------

def test_D11_two_groups_of_the_same_rank_in_round_1():
    melds = [g("7♣ 7♦ 7♥"), g("7♠ 7♣ 7♦")]
    hand = P("7♣ 7♦ 7♥ 7♠ 7♣ 7♦ 2♥")
    laydown = validate_opening(1, hand, melds)
    assert [m.rank for m in laydown.groups] == [7, 7]


def test_D11_two_identical_groups_and_three_groups_of_one_rank():
    validate_laydown(1, [g("7♣ 7♦ 7♥"), g("7♣ 7♦ 7♥")])
    validate_laydown(4, [g("7♣ 7♦ 7♥"), g("7♣ 7♦ 7♥"), g("7♠ 7♠ JK")])
    refused(validate_laydown, 4, [g("7♣ 7♦ 7♥"), g("7♣ 7♦ 7♥"), g("7♣ 7♠ JK")],
            clause="1.2", error=ImpossibleCardsError)


# -- 3.6 one physical card, one meld --------------------------------------------------------

def test_3_6_a_card_used_twice_refused():
    hand = P("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 8♥ 9♥")
    e = refused(validate_opening, 2, hand, [g("7♣ 7♦ 7♥"), s("JK 4♠ 5♠ 6♠")], clause="3.6",
                code="not-in-hand")
    assert e.params["cards"] == "6♠ JK"
    refused(validate_opening, 1, hand + P("2♥"), [g("7♣ 7♦ 7♥"), g("7♣ 7♦ 7♥")], clause="3.6")


def test_3_6_two_copies_in_hand_may_go_to_two_melds():
    hand = P("5♠ 5♠ 5♥ 5♦ 6♠ 7♠ 8♠ 2♣")
    laydown = validate_opening(2, hand, [g("5♠ 5♥ 5♦"), s("5♠ 6♠ 7♠ 8♠")])
    assert remaining(hand, laydown) == P("2♣")


def test_1_2_an_impossible_hand_refused():
    refused(validate_opening, 1, P("7♣ 7♣ 7♣ 8♦ 8♦ 8♥ 2♠"),
            [g("7♣ 7♦ 7♥"), g("8♦ 8♦ 8♥")], clause="1.2", error=ImpossibleCardsError)


# -- §11 worked example ---------------------------------------------------------------------

def test_11_worked_example_lays_down_exactly_the_7_cards():
    hand = P("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 8♥ K♦ 2♣ 10♣") + P("6♠")    # 6♠ taken from the discard
    melds = [make_group(P("7♣ 7♦ 7♥")), make_sequence(P("3♠ 4♠ 5♠ 6♠"))]
    laydown = validate_opening(2, hand, melds)
    assert len(laydown.cards) == 7
    assert laydown.unicode() == "7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠"
    assert remaining(hand, laydown) == P("8♥ K♦ 2♣ 10♣")   # 8♥ stays in hand (5.4)


# -- the meld objects themselves are checked ------------------------------------------------

def _unchecked(cls, *fields):
    """A meld object built without its own checks (as a careless caller could before melds
    checked themselves), to test that check_meld still refuses it."""
    meld = object.__new__(cls)
    for f, value in zip(dataclasses.fields(cls), fields):
        object.__setattr__(meld, f.name, value)
    return meld


def test_check_meld_refuses_hand_built_objects_that_are_not_melds():
    cases = [
        ((Group, 7, tuple(P("7♥ 7♦ 8♣"))), "3.1"),
        ((Group, 7, tuple(P("7♥ 7♦"))), "3.1"),
        ((Group, 7, tuple(P("7♥ 7♦ JK=8"))), "3.7"),
        ((Group, 7, tuple(P("7♥ 7♦ JK"))), "3.7"),             # joker not declared as 7
        ((Group, 7, tuple(P("7♥ 7♥ 7♥"))), "1.2"),
        ((Sequence, Suit.SPADES, 3, tuple(P("3♠ 4♠ 6♠ 7♠"))), "3.2"),
        ((Sequence, Suit.SPADES, 3, tuple(P("3♠ 4♠ 5♥ 6♠"))), "3.2"),
        ((Sequence, Suit.SPADES, 3, tuple(P("3♠ JK 5♠ 6♠"))), "D2"),
        ((Sequence, Suit.SPADES, 3, tuple(P("3♠ JK=9♠ 5♠ 6♠"))), "D2"),
        ((Sequence, Suit.SPADES, 12, tuple(P("Q♠ K♠ A♠ 2♠"))), "3.4"),
        ((Sequence, Suit.SPADES, 0, tuple(P("K♠ A♠ 2♠ 3♠"))), "3.4"),
        ((Sequence, Suit.SPADES, 3, ()), "3.4"),
    ]
    for (cls, *fields), clause in cases:
        meld = _unchecked(cls, *fields)
        with pytest.raises((MeldError, ImpossibleCardsError)) as err:
            check_meld(meld)
        assert err.value.clause == clause, (meld, str(err.value))
        other = g("9♣ 9♦ 9♥") if meld.kind is MeldKind.GROUP else s("9♥ 10♥ J♥ Q♥")
        round_ = 1 if meld.kind is MeldKind.GROUP else 3
        with pytest.raises((MeldError, ImpossibleCardsError)):
            validate_laydown(round_, [meld, other])
        # the meld's own checks refuse it when it is built, with the same clause, unless
        # only the profile can tell (a group's length, 3.1; the pack's copies, 1.2)
        if fields[-1] in (tuple(P("7♥ 7♦")), tuple(P("7♥ 7♥ 7♥"))):
            cls(*fields)
        else:
            with pytest.raises(MeldError) as err:
                cls(*fields)
            assert err.value.clause == clause, (fields, str(err.value))
    with pytest.raises(TypeError):
        check_meld("7♥ 7♦ 7♣")


def test_check_meld_accepts_what_the_makers_build():
    for melds, _ in LEGAL.values():
        for m in melds:
            assert check_meld(m) is m


# -- lay-down values ------------------------------------------------------------------------

def test_laydown_is_canonical_whatever_the_order_of_melds():
    a = validate_laydown(6, [s("A♦ 2♦ 3♦ 4♦"), g("2♠ 2♥ 2♦"), s("J♣ Q♣ K♣ A♣")])
    b = validate_laydown(6, [g("2♦ 2♥ 2♠"), s("J♣ Q♣ K♣ A♣"), s("4♦ 3♦ 2♦ A♦")])
    assert a == b and hash(a) == hash(b)
    assert a.unicode() == "2♠ 2♥ 2♦ | A♦ 2♦ 3♦ 4♦ | J♣ Q♣ K♣ A♣"
    assert a.ascii() == "2S 2H 2D | AD 2D 3D 4D | JC QC KC AC"
    assert LayDown.of(6, reversed(a.melds)) == a


def test_laydown_differs_by_joker_value():
    a = validate_laydown(1, [make_group(P("JK JK JK"), rank=7), g("8♣ 8♦ 8♥")])
    b = validate_laydown(1, [make_group(P("JK JK JK"), rank=9), g("8♣ 8♦ 8♥")])
    assert a != b
    c = validate_laydown(2, [g("8♣ 8♦ 8♥"), s("JK 4♠ 5♠ 6♠")])
    d = validate_laydown(2, [g("8♣ 8♦ 8♥"), s("4♠ 5♠ 6♠ JK")])
    assert c != d


def test_other_profile_refuses_two_runs_of_a_suit():
    prof = dataclasses.replace(CATALAN_SOURCE, decks=2, jokers=3)
    with pytest.raises(ContractError) as err:
        validate_laydown(3, [make_sequence(P("3♠ 4♠ 5♠"), profile=prof),
                             make_sequence(P("9♠ 10♠ J♠"), profile=prof)], prof)
    assert err.value.clause == "4.3"


# -- the table: whole contracts only (5.3) ---------------------------------------------------

def test_5_3_table_holds_whole_contracts():
    from generator.engine.contracts import check_table
    g = lambda t: make_group(parse_cards(t))          # noqa: E731
    s = lambda t: make_sequence(parse_cards(t))       # noqa: E731
    assert check_table(2, []) == 0
    assert check_table(2, [g("7♣ 7♦ 7♥ 7♠"), s("3♠ 4♠ 5♠ 6♠ 7♠")]) == 1
    assert check_table(1, [g("5♥ 5♦ 5♣"), g("J♠ J♥ J♦"), g("2♣ 2♦ 2♠"), g("9♠ 9♥ 9♣")]) == 2
    # another player's sequence without that player's group: nobody makes a new meld (5.3)
    with pytest.raises(ContractError) as err:
        check_table(2, [g("7♣ 7♦ 7♥"), s("3♠ 4♠ 5♠ 6♠"), s("9♥ 10♥ J♥ Q♥")])
    assert err.value.clause == "5.3"
    with pytest.raises(ContractError) as err:
        check_table(1, [g("5♥ 5♦ 5♣"), g("J♠ J♥ J♦"), g("2♣ 2♦ 2♠")])
    assert err.value.clause == "5.3"
    # round 7: whoever opens goes out, so nothing stays on the table (7.4)
    with pytest.raises(ContractError) as err:
        check_table(7, [s("3♠ 4♠ 5♠ 6♠"), s("3♥ 4♥ 5♥ 6♥"), s("3♦ 4♦ 5♦ 6♦")])
    assert err.value.clause == "7.4"
