"""The buying window (clauses 6.1–6.7, 9.1, 9.2; rulings D3, D4, D5, D9, D13, D14)."""

import random

import pytest

from generator.engine.buying import priority_order, resolve_buying_window, window_buyer
from generator.engine.cards import parse_card as C, parse_cards as P
from generator.engine.errors import IllegalMoveError

STOCK = P("2♦ 3♦ 4♦ 5♦ 6♦")   # top is 6♦


def names(cards):
    return [str(c) for c in cards]


def test_priority_soonest_after_active_discarder_last_6_2_D3():
    assert priority_order(0) == (1, 2, 3)
    assert priority_order(2) == (3, 0, 1)
    # seat 1 discarded (active 2): it asks like anyone else but comes last
    assert window_buyer(C("7♥"), 2, {1: P("7♥"), 0: P("7♥")}) == 0
    assert window_buyer(C("7♥"), 2, {1: P("7♥")}) == 1


def test_single_purchase_with_penalty_then_active_draws_6_3_6_5():
    out = resolve_buying_window(0, P("9♣ 7♥"), STOCK, {2: P("7♥")})
    assert [(p.seat, str(p.card), str(p.penalty)) for p in out.purchases] == [(2, "7♥", "6♦")]
    assert str(out.active_draw) == "5♦" and out.active_source == "stock"
    assert names(out.added[2]) == ["7♥", "6♦"] and names(out.added[0]) == ["5♦"]
    assert out.added[1] == () and out.added[3] == ()
    assert names(out.discard) == ["9♣"] and names(out.stock) == ["2♦", "3♦", "4♦"]
    assert not out.round_ends


def test_simultaneous_requests_6_2():
    out = resolve_buying_window(1, P("7♥"), STOCK, {0: P("7♥"), 3: P("7♥"), 2: P("7♥")})
    assert [p.seat for p in out.purchases] == [2]
    assert {(r.seat, r.reason, r.clause) for r in out.refusals} == {
        (3, "priority", "6.2"), (0, "priority", "6.2")}


def test_next_top_offered_at_the_same_price_no_consecutive_purchase_6_4_D4():
    # seat 1 wants both cards: it buys 7♥ and may not buy 9♣ next; seat 3 gets 9♣
    out = resolve_buying_window(0, P("9♣ 7♥"), STOCK, {1: P("7♥ 9♣"), 3: P("9♣")})
    assert [(p.seat, str(p.card)) for p in out.purchases] == [(1, "7♥"), (3, "9♣")]
    assert [(r.seat, str(r.card), r.clause) for r in out.refusals] == [(1, "9♣", "D4")]
    # alone, seat 1 gets only the first card
    out = resolve_buying_window(0, P("9♣ 7♥"), STOCK, {1: P("7♥ 9♣")})
    assert [(p.seat, str(p.card)) for p in out.purchases] == [(1, "7♥")]
    assert names(out.discard) == ["9♣"]


def test_alternating_buyers_no_limit_6_6():
    out = resolve_buying_window(0, P("4♣ 3♣ 2♣ A♣"), P("2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦"),
                                {1: P("A♣ 3♣"), 2: P("2♣ 4♣")})
    assert [(p.seat, str(p.card), str(p.penalty)) for p in out.purchases] == [
        (1, "A♣", "10♦"), (2, "2♣", "9♦"), (1, "3♣", "8♦"), (2, "4♣", "7♦")]
    assert out.discard == () and str(out.active_draw) == "6♦"
    assert len(out.added[1]) == len(out.added[2]) == 4


def test_active_player_may_not_buy_D3():
    with pytest.raises(IllegalMoveError) as e:
        resolve_buying_window(0, P("7♥"), STOCK, {0: P("7♥")})
    assert e.value.clause == "D3"


def test_active_takes_discard_nobody_buys_6_7_and_6_1():
    out = resolve_buying_window(0, P("9♣ 7♥"), STOCK, {1: P("7♥"), 2: P("7♥")},
                                active_takes_discard=True)
    assert out.purchases == () and str(out.active_draw) == "7♥"
    assert out.active_source == "discard" and out.stock == tuple(STOCK)
    assert names(out.discard) == ["9♣"]
    assert {(r.seat, r.clause) for r in out.refusals} == {(1, "6.7"), (2, "6.7")}


def test_deal_card_may_be_taken_or_bought_D13():
    # the card turned up at the deal is a discard top like any other
    out = resolve_buying_window(1, P("Q♠"), STOCK, {}, active_takes_discard=True)
    assert str(out.active_draw) == "Q♠"
    out = resolve_buying_window(1, P("Q♠"), STOCK, {3: P("Q♠")})
    assert [(p.seat, str(p.card)) for p in out.purchases] == [(3, "Q♠")]


def test_nobody_asks_active_draws_stock():
    out = resolve_buying_window(3, P("7♥"), STOCK, {1: P("8♥")})
    assert out.purchases == () and str(out.active_draw) == "6♦"
    assert names(out.discard) == ["7♥"]


def test_joker_on_discard_can_be_bought():
    out = resolve_buying_window(0, P("JK"), STOCK, {2: P("JK")})
    assert [(p.seat, str(p.card)) for p in out.purchases] == [(2, "JK")]


def test_penalty_from_empty_stock_reshuffles_9_1():
    out = resolve_buying_window(0, P("2♠ 3♠ 4♠ 7♥"), (), {1: P("7♥")},
                                rng=random.Random(3))
    (p,) = out.purchases
    assert p.seat == 1 and str(p.card) == "7♥" and p.penalty in P("2♠ 3♠")
    # the top 4♠ stayed on the discard pile; the active player drew the other card
    assert names(out.discard) == ["4♠"] and out.reshuffles == 1
    assert sorted([p.penalty, out.active_draw]) == sorted(P("2♠ 3♠"))


def test_impossible_penalty_ends_the_round_D9():
    out = resolve_buying_window(0, P("4♠ 7♥"), (), {1: P("7♥")}, rng=random.Random(3))
    assert out.round_ends and out.active_draw is None
    assert [(p.seat, str(p.card), p.penalty) for p in out.purchases] == [(1, "7♥", None)]
    assert names(out.added[1]) == ["7♥"] and names(out.discard) == ["4♠"]


def test_impossible_active_draw_ends_the_round_9_2():
    out = resolve_buying_window(0, P("7♥"), (), {}, rng=random.Random(3))
    assert out.round_ends and out.purchases == () and out.active_draw is None


def test_penalty_needing_a_fourth_rebuild_ends_the_round_D14():
    # three rebuilds before this window: the 7♥ is bought, its penalty card would need a
    # fourth; the round ends (as 9.2) with the 2♠ 3♠ 4♠ still in the discard pile
    out = resolve_buying_window(0, P("2♠ 3♠ 4♠ 7♥"), (), {1: P("7♥")},
                                rng=random.Random(3), reshuffled=3)
    assert out.round_ends and out.end_clause == "D14" and out.reshuffles == 0
    assert [(p.seat, str(p.card), p.penalty) for p in out.purchases] == [(1, "7♥", None)]
    assert names(out.discard) == ["2♠", "3♠", "4♠"] and out.active_draw is None


def test_rebuild_within_the_window_is_the_third_D14():
    # two rebuilds before the window: the 7♥'s penalty card needs a third, which is allowed
    # (2♠ 3♠ become the stock under the 4♠); the 4♠ is bought next and takes the stock's
    # other card; the active player's draw then finds both piles empty: 9.2, not D14
    out = resolve_buying_window(0, P("2♠ 3♠ 4♠ 7♥"), (), {1: P("7♥"), 2: P("4♠")},
                                rng=random.Random(3), reshuffled=2)
    assert out.reshuffles == 1 and [str(p.card) for p in out.purchases] == ["7♥", "4♠"]
    assert sorted([out.purchases[0].penalty, out.purchases[1].penalty]) == sorted(P("2♠ 3♠"))
    assert out.round_ends and out.end_clause == "9.2" and out.discard == ()
    # with more cards under the 4♠ the third rebuild leaves the active player a card
    out = resolve_buying_window(0, P("5♣ 6♣ 2♠ 3♠ 4♠ 7♥"), (), {1: P("7♥")},
                                rng=random.Random(3), reshuffled=2)
    assert out.reshuffles == 1 and not out.round_ends and out.end_clause is None
    assert out.active_draw in P("5♣ 6♣ 2♠ 3♠") and names(out.discard) == ["4♠"]


def test_no_end_while_the_stock_has_cards_D14():
    out = resolve_buying_window(0, P("2♠ 7♥"), P("5♦ 6♦"), {1: P("7♥")},
                                rng=random.Random(3), reshuffled=3)
    assert not out.round_ends and names(out.purchases[0].penalties) == ["6♦"]
    assert str(out.active_draw) == "5♦"


def test_bad_seats():
    with pytest.raises(ValueError):
        resolve_buying_window(4, P("7♥"), STOCK, {})
    with pytest.raises(ValueError):
        resolve_buying_window(0, P("7♥"), STOCK, {5: P("7♥")})
