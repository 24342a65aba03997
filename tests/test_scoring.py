"""Penalty scoring (generator/engine/scoring.py): clauses 8.1–8.4, 9.3, 9.4 and ruling D12."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from generator.engine.cards import JOKER, RANKS, SUITS, Card, parse_card, parse_cards
from generator.engine.deck import full_pack
from generator.engine.scoring import (card_penalty, hand_penalty, penalty_breakdown,
                                      running_totals, winners)

P = parse_cards


@pytest.mark.parametrize("rank, value", [
    (1, 15), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (7, 7), (8, 8), (9, 9), (10, 10),
    (11, 10), (12, 10), (13, 10)])
def test_8_1_penalty_of_every_rank_in_every_suit(rank, value):
    for suit in SUITS:
        assert card_penalty(Card(rank, suit)) == value


def test_8_1_named_cards():
    assert [card_penalty(parse_card(t)) for t in "K♣ Q♦ J♥ A♠ 10♥ 2♣".split()] == [
        10, 10, 10, 15, 10, 2]


def test_D12_joker_costs_15_declared_or_not():
    assert card_penalty(JOKER) == 15
    assert card_penalty(parse_card("JK=2♠")) == 15
    assert card_penalty(parse_card("JK=7")) == 15
    assert hand_penalty(P("JK JK JK")) == 45


def test_8_3_example_is_45():
    assert hand_penalty(P("K♣ A♥ 5♦ JK")) == 10 + 15 + 5 + 15 == 45
    assert penalty_breakdown(P("K♣ A♥ 5♦ JK")) == list(zip(P("K♣ A♥ 5♦ JK"), [10, 15, 5, 15]))


def test_8_2_the_player_who_went_out_scores_0():
    assert hand_penalty([]) == 0
    assert penalty_breakdown([]) == []


def test_8_1_the_whole_pack():
    # 2 decks × 4 suits × (15 + 2..10 + 3 × 10) + 3 jokers × 15
    per_suit = 15 + sum(range(2, 11)) + 30
    assert per_suit == 99
    assert hand_penalty(full_pack()) == 2 * 4 * per_suit + 45 == 837


def test_8_4_penalties_add_up_over_rounds_never_reset():
    rounds = [[0, 12, 30, 7], [45, 0, 3, 10], [5, 5, 0, 90]]
    assert running_totals(rounds) == [50, 17, 33, 107]
    assert running_totals(rounds[:1]) == [0, 12, 30, 7]
    assert running_totals([]) == []


def test_8_4_bad_penalty_rows_refused():
    with pytest.raises(ValueError):
        running_totals([[0, 1, 2, 3], [0, 1, 2]])
    for bad in (-1, 2.5, True, "3"):
        with pytest.raises(ValueError) as err:
            running_totals([[0, 1, 2, bad]])
        assert "8.1" in str(err.value)


def test_9_3_lowest_total_wins_and_9_4_ties_share():
    assert winners([45, 12, 33, 20]) == [1]
    assert winners([45, 12, 33, 12]) == [1, 3]
    assert winners([0, 0, 0, 0]) == [0, 1, 2, 3]
    assert winners([]) == []


@given(st.lists(st.sampled_from(full_pack()), max_size=30))
def test_property_hand_penalty_is_the_sum_of_card_values(cards):
    values = {r: 15 if r == 1 else min(r, 10) for r in RANKS}
    expected = sum(15 if c.is_joker else values[c.rank] for c in cards)
    assert hand_penalty(cards) == expected == sum(v for _, v in penalty_breakdown(cards))
    assert hand_penalty(cards) == sum(card_penalty(c) for c in reversed(cards))


def _possible_row(row):
    # a round's penalties: at most one player on 0 (the one who went out), nobody on 1 (8.1)
    return sum(p == 0 for p in row) <= 1 and 1 not in row


@given(st.lists(st.lists(st.integers(0, 200), min_size=4, max_size=4).filter(_possible_row),
                max_size=7))
def test_property_totals_are_column_sums_and_winners_hold_the_minimum(rows):
    totals = running_totals(rows)
    if rows:
        assert totals == [sum(r[s] for r in rows) for s in range(4)]
        best = winners(totals)
        assert best and all(totals[w] == min(totals) for w in best)
        assert all(totals[s] > min(totals) for s in range(4) if s not in best)


@pytest.mark.parametrize("row, clause_words", [
    ([0, 0, 12, 30], "only the player who went out scores 0"),
    ([0, 1, 12, 30], "a penalty of 1 is impossible"),
])
def test_8_1_8_2_impossible_round_penalties_refused(row, clause_words):
    with pytest.raises(ValueError, match=clause_words):
        running_totals([[0, 5, 7, 9], row])
