"""The rule set as parameters (generator/engine/profile.py), clause by clause for both profiles:
this site's (``CONTRATO``, rules-spec.md) and the Catalan source's (``CATALAN_SOURCE``,
rules-spec.md §V, its rules numbered V1–V14 as on the variants page).

Each Catalan rule is tested with the source's own examples where it gives one: the run
"3-4-5-6 of spades" (V5), the set "king of hearts, of spades and of diamonds" (V4), "not two
fives of diamonds and a five of hearts" with more than one deck (V4).
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from generator.engine.cards import parse_cards
from generator.engine.contracts import validate_laydown, validate_opening
from generator.engine.deck import check_cards, full_pack
from generator.engine.errors import ContractError, ImpossibleCardsError, MeldError
from generator.engine.melds import make_group, make_meld, make_sequence
from generator.engine.opening import can_open, judge_opening, opening_laydowns
from generator.engine.profile import (CATALAN_RULES, CATALAN_SOURCE, CONTRATO, PROFILES,
                                      GoingOut, GroupSuits, MeldKind, OpeningLengths)

P = parse_cards
CAT = CATALAN_SOURCE
#: the Catalan source's pack for more than 5 players (V1): two decks and two jokers
CAT_TWO_DECKS = dataclasses.replace(CAT, decks=2, jokers=2)
SPEC = (__import__("pathlib").Path(__file__).parents[1] / "docs" / "pt" / "rules.yaml")


def laydown(round_, profile, *texts):
    """A lay-down from meld texts (the cards decide group or sequence)."""
    return validate_laydown(round_, [make_meld(P(t), profile=profile) for t in texts], profile)


def refused(fn, *args, clause, code, error=ContractError, **kwargs):
    with pytest.raises(error) as err:
        fn(*args, **kwargs)
    assert (err.value.clause, err.value.code) == (clause, code), str(err.value)
    return err.value


# -- the parameters ---------------------------------------------------------------------------

def test_the_two_profiles_parameters():
    assert (CONTRATO.opening, CONTRATO.group_suits, CONTRATO.going_out) == (
        OpeningLengths.EXACT, GroupSuits.ANY, GoingOut.DISCARD)
    assert (CAT.opening, CAT.group_suits, CAT.going_out) == (
        OpeningLengths.AT_LEAST, GroupSuits.DISTINCT, GoingOut.MELD_OR_DISCARD)
    assert PROFILES == {"contrato": CONTRATO, "catalan-source": CAT}


def test_opening_lengths_exact_or_at_least():
    # 5.2: exactly 3 and 4 in rounds 1-6; 7.4: sequences of at least 4 in round 7
    assert CONTRATO.opening_lengths(MeldKind.GROUP, CONTRATO.contract(1)) == (3, 3)
    assert CONTRATO.opening_lengths(MeldKind.SEQUENCE, CONTRATO.contract(2)) == (4, 4)
    assert CONTRATO.opening_lengths(MeldKind.SEQUENCE, CONTRATO.contract(7)) == (4, 14)
    # V4, V5, V8: sets of 3 or 4, runs of 3 or more, in every deal
    for round_ in range(1, 8):
        assert CAT.opening_lengths(MeldKind.GROUP, CAT.contract(round_)) == (3, 4)
        assert CAT.opening_lengths(MeldKind.SEQUENCE, CAT.contract(round_)) == (3, 14)
    # the longest group: every copy and joker (3.5), or the profile's limit (V4)
    assert CONTRATO.longest_group == 11 and CAT.longest_group == 4
    assert dataclasses.replace(CONTRATO, group_suits=GroupSuits.DISTINCT).longest_group == 4


# -- V1 / 1.2 the pack; V2 / 2.2 the deal ------------------------------------------------------

def test_v1_pack_one_deck_one_joker():
    assert CAT.pack_size == 53 == len(full_pack(CAT)) and CONTRATO.pack_size == 107
    refused(check_cards, P("K♥ K♥"), CAT, clause="1.2", code="too-many-copies",
            error=ImpossibleCardsError)
    refused(check_cards, P("JK JK"), CAT, clause="1.2", code="too-many-jokers",
            error=ImpossibleCardsError)


def test_v2_ten_cards_in_the_first_four_deals_twelve_in_the_last_three():
    assert [CAT.deal_size(r) for r in range(1, 8)] == [10, 10, 10, 10, 12, 12, 12]
    assert [CONTRATO.deal_size(r) for r in range(1, 8)] == [10, 10, 10, 12, 12, 12, 12]   # 2.2
    # the rest is the stock, after the discard pile's first card (V2; 2.6)
    assert CAT.initial_stock(4) == 53 - 40 - 1 and CAT.initial_stock(5) == 53 - 48 - 1


# -- V4 / 3.1, 3.5 sets ---------------------------------------------------------------------------

def test_v4_a_set_is_3_or_4_cards_of_one_rank():
    # the source's example: king of hearts, of spades and of diamonds
    assert len(make_group(P("K♥ K♠ K♦"), profile=CAT)) == 3
    assert len(make_group(P("K♥ K♠ K♦ K♣"), profile=CAT)) == 4
    assert len(make_group(P("K♥ K♠ JK"), profile=CAT)) == 3
    refused(make_group, P("K♥ K♠"), profile=CAT, clause="3.1", code="group-too-short",
            error=MeldError)
    refused(make_group, P("K♥ K♠ K♦ K♣ JK"), profile=CAT, clause="3.5", code="group-too-long",
            error=MeldError)
    # this profile: no limit but the cards that exist (3.5)
    assert len(make_group(P("K♥ K♠ K♦ K♣ K♥ JK"))) == 6


def test_v4_with_more_than_one_deck_no_two_cards_of_a_set_share_a_suit():
    # the source's example: not two fives of diamonds and a five of hearts
    refused(make_group, P("5♦ 5♦ 5♥"), profile=CAT_TWO_DECKS, clause="3.1",
            code="group-repeated-suit", error=MeldError)
    assert len(make_group(P("5♦ 5♠ 5♥"), profile=CAT_TWO_DECKS)) == 3
    # this profile: suits may repeat (3.1)
    assert len(make_group(P("5♦ 5♦ 5♥"))) == 3
    # a joker takes a free suit: 4 cards at most even with two decks
    refused(make_group, P("5♦ 5♠ 5♥ 5♣ JK"), profile=CAT_TWO_DECKS, clause="3.5",
            code="group-too-long", error=MeldError)


# -- V5 / 3.2 runs; V3 / 3.3 the ace ----------------------------------------------------------------

def test_v5_a_run_is_3_or_more_cards_of_one_suit():
    # the source's example: 3-4-5-6, all spades
    assert len(make_sequence(P("3♠ 4♠ 5♠ 6♠"), profile=CAT)) == 4
    assert len(make_sequence(P("3♠ 4♠ 5♠"), profile=CAT)) == 3
    refused(make_sequence, P("3♠ 4♠"), profile=CAT, clause="3.2", code="sequence-too-short",
            error=MeldError)
    refused(make_sequence, P("3♠ 4♠ 5♠"), clause="3.2", code="sequence-too-short",
            error=MeldError)                                   # this profile: 4 (3.2)


def test_v3_ace_high_or_low_never_around():
    assert make_sequence(P("Q♠ K♠ A♠"), profile=CAT).places == (12, 14)
    assert make_sequence(P("A♠ 2♠ 3♠"), profile=CAT).places == (1, 3)
    refused(make_sequence, P("K♠ A♠ 2♠"), profile=CAT, clause="3.3", code="sequence-wraps",
            error=MeldError)


# -- V6 / 4.1 contracts; the opening lengths (5.2 here, at least there) -----------------------------

def test_v6_the_same_seven_contracts():
    assert [(c.groups, c.sequences) for c in CAT.contracts] == [
        (2, 0), (1, 1), (0, 2), (3, 0), (2, 1), (1, 2), (0, 3)]
    assert CAT.contracts == CONTRATO.contracts


def test_5_2_exact_lengths_here_at_least_there():
    # round 2 with the source's run 3-4-5-6: exactly a run of 4 here, fine there as well
    assert laydown(2, CONTRATO, "7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠")
    assert laydown(2, CAT, "7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠")
    assert laydown(2, CAT, "7♣ 7♦ 7♥ 7♠", "2♠ 3♠ 4♠ 5♠ 6♠ JK")
    assert laydown(2, CAT, "7♣ 7♦ 7♥", "3♠ 4♠ 5♠")
    refused(laydown, 2, CONTRATO, "7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠ 7♠", clause="5.2",
            code="sequence-length")
    refused(laydown, 2, CONTRATO, "7♣ 7♦ 7♥ 7♠", "3♠ 4♠ 5♠ 6♠", clause="5.2",
            code="group-length")
    # given without a kind, the cards are neither a group (too long, 3.5) nor a sequence (3.2):
    # both refusals decide (issue 11), the group's first
    err = refused(laydown, 2, CAT, "7♣ 7♦ 7♥ 7♠ JK", "3♠ 4♠ 5♠", clause="3.5",
                  code="meld-neither", error=MeldError)
    assert err.clauses == ("3.5", "3.2") and err.as_group.code == "group-too-long"
    refused(laydown, 1, CAT, "7♣ 7♦ 7♥", "3♠ 4♠ 5♠", clause="4.1", code="wrong-melds")


# -- V7 / 4.3 runs of one suit -------------------------------------------------------------------

def test_v7_runs_of_one_contract_in_different_suits():
    assert laydown(3, CAT, "3♠ 4♠ 5♠", "9♥ 10♥ J♥")
    refused(laydown, 3, CAT, "3♠ 4♠ 5♠", "9♠ 10♠ J♠", clause="4.3", code="same-suit")
    # here: allowed with a gap (4.3)
    assert laydown(3, CONTRATO, "3♠ 4♠ 5♠ 6♠", "9♠ 10♠ J♠ Q♠")


# -- V8 / 7.4 the last deal ----------------------------------------------------------------------

def test_v8_deal_7_every_card_at_once_in_three_runs():
    hand = P("3♠ 4♠ 5♠ 6♠ 7♠ 7♥ 8♥ 9♥ 9♦ 10♦ J♦ Q♦ K♦")
    (only,) = opening_laydowns(7, hand, CAT)
    assert sorted(len(m) for m in only.melds) == [3, 5, 5]
    # a meld of 3 is too short here (3.2), and the card left over can't be discarded (7.4)
    assert not can_open(7, hand)
    refused(validate_opening, 7, hand + P("2♣"), only.melds, CAT, clause="7.4",
            code="whole-hand")
    # V7 in the last deal too: two runs of one suit
    assert not can_open(7, P("3♠ 4♠ 5♠ 7♠ 8♠ 9♠ 9♦ 10♦ J♦ Q♦ K♦ A♦ 2♦"), CAT)


# -- V11 / 5.5 the discard -------------------------------------------------------------------------

def test_v11_melding_every_card_needs_no_discard_5_5_keeps_one():
    hand = P("7♣ 7♦ 7♥ 8♠ 8♥ 8♦")
    melds = opening_laydowns(1, hand, CAT)[0].melds
    assert validate_opening(1, hand, melds, CAT)
    refused(validate_opening, 1, hand, melds, clause="5.5", code="keep-discard")
    assert can_open(1, hand, CAT) and not can_open(1, hand)
    # fewer cards than the contract needs: no in both (4.1)
    assert not can_open(1, hand[:5], CAT)
    assert judge_opening(1, hand[:5], CAT).reason == "too-few-cards"


# -- citations: each clause the engine cites, in the Catalan source's own rules --------------------

def test_catalan_rules_are_v1_to_v14():
    assert list(CATALAN_RULES) == [f"V{i}" for i in range(1, 15)]
    cited = {v for _, vs in CAT.citations for v in vs}
    assert cited <= set(CATALAN_RULES)


def test_cite_this_profile_is_itself_the_catalan_source_its_own_rules():
    assert CONTRATO.cite("5.2") == ("5.2",) and CONTRATO.cite("D10") == ("D10",)
    assert CAT.cite("4.3") == ("V7",) and CAT.cite("3.2") == ("V5",)
    assert CAT.cite("3.1") == CAT.cite("3.5") == ("V4",)
    assert CAT.cite("7.4") == ("V8",) and CAT.cite("5.5") == ("V11",)
    # no counterpart there: exact lengths, buying, ties, the rulings on points it is silent on
    for clause in ("5.2", "5.3", "5.4", "6.2", "9.1", "9.4", "D6", "D10", "D11"):
        assert CAT.cite(clause) is None, clause


def test_every_cited_clause_exists_in_the_spec():
    ids = set(re.findall(r"^\s*(?:- )?id: ['\"]?([0-9]+\.[0-9]+|D[0-9]+)", SPEC.read_text(),
                         flags=re.M))
    assert {c for c, _ in CAT.citations} <= ids, {c for c, _ in CAT.citations} - ids
