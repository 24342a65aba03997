"""The round and game state machine (clauses 2.1–2.6, 5.1, 5.3–5.5, 6.1–6.7, 7.1–7.4, 8.1,
8.2, 8.4, 9.1–9.5; rulings D3–D10, D12, D13), with concrete cards."""

import random
from dataclasses import replace

import pytest

from generator.engine.cards import JOKER, parse_card as C, parse_cards as P
from generator.engine.errors import ContractError, IllegalMoveError, MeldError
from generator.engine.melds import make_group, make_sequence
from generator.engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Pass, SwapJoker,
                                    TakeDiscard)
from generator.engine.state import (GameState, Phase, RoundResult, TableMeld, apply,
                                    card_census, current_player, deal, game_totals,
                                    game_winners, legal_moves, make_round_state, new_game,
                                    pack_counts)

FILLER = ["K♣ Q♣ J♣", "K♦ Q♦ J♦", "K♥ Q♥ J♥", "2♣ 3♣ 4♣"]


def state(round_=1, hands=FILLER, stock="2♦ 3♦ 4♦ 5♦ 6♦", discard="9♠", **kw):
    return make_round_state(round_, [P(h) for h in hands], stock=P(stock), discard=P(discard),
                            **kw)


def play(s, *moves):
    for m in moves:
        s = apply(s, m)
    return s


def refused(s, move, clause, error=IllegalMoveError):
    with pytest.raises(error) as e:
        apply(s, move)
    assert e.value.clause == clause, (e.value, clause)
    return e.value


def names(cards):
    return " ".join(str(c) for c in cards)


# -- 2. the deal -----------------------------------------------------------------------------

@pytest.mark.parametrize("round_,size,stock", [(1, 10, 66), (3, 10, 66), (4, 12, 58),
                                               (7, 12, 58)])
def test_deal_sizes_2_2_2_3_2_6(round_, size, stock):
    s = deal(round_, 2, random.Random(11))
    assert [len(h) for h in s.hands] == [size] * 4
    assert (len(s.stock), len(s.discard), len(s.table)) == (stock, 1, 0)
    assert card_census(s) == pack_counts()
    assert s.phase is Phase.DRAW


def test_first_player_is_left_of_dealer_2_4():
    for dealer in range(4):
        s = deal(1, dealer, random.Random(0))
        assert s.active == current_player(s) == (dealer + 1) % 4


def test_deal_one_at_a_time_from_dealers_left_2_2():
    from generator.engine.deck import shuffled_pack
    pack = shuffled_pack(random.Random(4))
    s = deal(1, 1, random.Random(4))
    # cards come off the top (end) of the shuffled pack: seat 2 first, then 3, 0, 1
    assert s.hands[2][0] == pack[-1] and s.hands[3][0] == pack[-2]
    assert s.hands[0][0] == pack[-3] and s.hands[1][0] == pack[-4]
    assert s.hands[2][1] == pack[-5]
    assert s.discard == (pack[-41],) and s.stock == tuple(pack[:-41])


def test_deal_deterministic_and_reshuffled_each_round_2_5():
    assert deal(2, 0, random.Random(9)) == deal(2, 0, random.Random(9))
    g = new_game(random.Random(3))
    assert g == new_game(random.Random(3))
    assert deal(2, 0, random.Random(9)).hands != deal(2, 0, random.Random(10)).hands


# -- 5.1 and D13: the draw -------------------------------------------------------------------

def test_turn_starts_with_a_draw_5_1():
    s = state()
    assert legal_moves(s) == [DrawStock(), TakeDiscard()]
    refused(s, Discard(C("K♣")), "5.1")
    refused(s, LayOff(0, C("K♣")), "5.1")
    s = play(s, TakeDiscard())
    refused(s, DrawStock(), "5.1")
    refused(s, TakeDiscard(), "5.1")


def test_turned_up_card_may_be_taken_D13():
    s = deal(1, 3, random.Random(2))
    top = s.discard[-1]
    s2 = apply(s, TakeDiscard())
    assert s2.hands[0][-1] == top and s2.discard == () and s2.drawn_from == "discard"
    assert s2.phase is Phase.PLAY and s2.window is None


def test_turned_up_card_may_be_bought_D13():
    s = deal(1, 3, random.Random(2))
    top, penalty, nxt = s.discard[-1], s.stock[-1], s.stock[-2]
    s2 = play(s, DrawStock(), Buy())          # seat 1 is polled first and buys
    assert s2.hands[1][-2:] == (top, penalty)
    assert s2.purchases[0].seat == 1 and s2.purchases[0].card == top
    # the discard pile is now empty: the window closes and seat 0 draws the next stock card
    assert s2.window is None and s2.phase is Phase.PLAY and s2.hands[0][-1] == nxt


# -- 6. buying -------------------------------------------------------------------------------

def test_window_opens_only_on_stock_draw_6_1_6_7():
    s = state(active=2)
    s_take = apply(s, TakeDiscard())
    assert s_take.phase is Phase.PLAY and s_take.window is None   # 6.7: nobody buys
    refused(s_take, Buy(), "6.1")
    refused(s, Buy(), "6.1")
    refused(s, Pass(), "6.1")
    s_stock = apply(s, DrawStock())
    assert s_stock.phase is Phase.BUY


def test_polled_in_priority_order_discarder_last_active_never_6_2_D3():
    s = play(state(active=2), DrawStock())
    polled = []
    while s.phase is Phase.BUY:
        polled.append(current_player(s))
        assert legal_moves(s) == [Buy(), Pass()]
        s = apply(s, Pass())
    assert polled == [3, 0, 1]   # seat 1 discarded the 9♠: lowest priority; seat 2 never
    assert s.hands[2][-1] == C("6♦") and s.purchases == ()


def test_soonest_seat_gets_it_6_2():
    # seat 1 passes, seat 2 buys: seat 3 (who would also want it) is never asked for 9♠
    s = play(state(discard="8♠ 9♠"), DrawStock(), Pass(), Buy())
    assert s.purchases[-1].seat == 2
    assert s.window.to_poll == (1, 3) and s.window.last_buyer == 2


def test_purchase_takes_penalty_and_gives_no_turn_6_3():
    s = play(state(discard="8♠ 9♠"), DrawStock(), Buy())
    assert names(s.hands[1]) == "K♦ Q♦ J♦ 9♠ 6♦"
    assert names(s.discard) == "8♠" and names(s.stock) == "2♦ 3♦ 4♦ 5♦"
    assert s.active == 0 and s.phase is Phase.BUY
    refused(s, Discard(C("K♦")), "6.3")
    refused(s, LayDown(()), "6.3")
    refused(s, DrawStock(), "6.5")


def test_next_top_same_price_no_two_consecutive_6_4_D4_no_limit_6_6():
    s = play(state(discard="7♠ 8♠ 9♠", stock="2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦"), DrawStock(), Buy())
    # seat 1 bought 9♠; for 8♠ seats 2, 3 are asked, not seat 1 (D4)
    assert s.window.to_poll == (2, 3)
    s = apply(s, Buy())                      # seat 2 buys 8♠
    assert s.window.to_poll == (1, 3)        # seat 1 may buy again now (6.4, 6.6)
    s = apply(s, Buy())                      # seat 1 buys 7♠
    assert [(p.seat, str(p.card), str(p.penalty)) for p in s.purchases] == [
        (1, "9♠", "8♦"), (2, "8♠", "7♦"), (1, "7♠", "6♦")]
    # the discard pile is empty: the window closes and the active player draws (6.5)
    assert s.phase is Phase.PLAY and s.hands[0][-1] == C("5♦") and s.discard == ()


def test_buying_again_in_a_later_window_D4():
    s = play(state(discard="8♠ 9♠", stock="2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦"), DrawStock(), Buy(),
             Pass(), Pass(), Discard(C("K♣")))
    assert s.active == 1
    s = play(s, DrawStock(), Pass(), Pass(), Buy())       # seat 0 (the discarder) buys K♣
    assert s.purchases[-1].seat == 0
    s = play(s, Pass(), Pass(), Discard(C("9♠")), DrawStock(), Pass(), Pass())
    # seat 1 bought in turn 1 and may buy again in turn 3
    s = play(s, Buy())
    assert (s.purchases[-1].seat, s.purchases[-1].turn, str(s.purchases[-1].card)) == (
        1, 3, "9♠")


def test_active_draws_after_requests_6_5():
    s = play(state(discard="8♠ 9♠"), DrawStock(), Pass(), Buy(), Pass())
    assert s.phase is Phase.BUY and s.hands[0] == tuple(P("K♣ Q♣ J♣"))
    s = apply(s, Pass())
    assert s.phase is Phase.PLAY
    assert s.hands[0][-1] == C("5♦") and s.drawn == C("5♦") and s.drawn_from == "stock"


def test_opened_player_may_buy_D5():
    table = [make_group(P("5♠ 5♥ 5♦")), make_group(P("6♠ 6♥ 6♦"))]
    s = state(table=[TableMeld(m, 1, 1) for m in table], opened=(None, 1, None, None), turn=3)
    s = play(s, DrawStock(), Buy())
    assert s.purchases[-1].seat == 1 and len(s.hands[1]) == 5


# -- 5.2–5.5: opening and laying off ---------------------------------------------------------

ROUND1 = ["7♣ 7♦ 7♥ 8♠ 8♥ 8♣ K♣ 2♣", "K♦ Q♦ J♦", "K♥ Q♥ J♥", "2♦ 3♣ 4♣"]
OPENING = LayDown([make_group(P("7♣ 7♦ 7♥")), make_group(P("8♠ 8♥ 8♣"))])


def test_opening_lays_the_contract_5_2():
    s = play(state(hands=ROUND1), TakeDiscard(), OPENING)
    assert names(s.hands[0]) == "K♣ 2♣ 9♠"
    assert [t.owner for t in s.table] == [0, 0] and s.opened == (1, None, None, None)
    assert OPENING in legal_moves(play(state(hands=ROUND1), TakeDiscard()))
    # an opening with an extra card or a missing meld is refused
    bad = LayDown([make_group(P("7♣ 7♦ 7♥ JK")), make_group(P("8♠ 8♥ 8♣"))])
    refused(play(state(hands=ROUND1), TakeDiscard()), bad, "5.2", ContractError)
    refused(play(state(hands=ROUND1), TakeDiscard()),
            LayDown([make_group(P("7♣ 7♦ 7♥"))]), "4.1", ContractError)


def test_no_new_meld_after_opening_5_3():
    s = play(state(hands=["7♣ 7♦ 7♥ 8♠ 8♥ 8♣ 2♣ 2♠ 2♥ 5♠ 5♥ 5♦ K♣"] + FILLER[1:]),
             TakeDiscard(), OPENING)
    second = LayDown([make_group(P("2♣ 2♠ 2♥")), make_group(P("5♠ 5♥ 5♦"))])
    refused(s, second, "5.3")
    assert not any(isinstance(m, LayDown) for m in legal_moves(s))


def test_no_lay_off_on_opening_turn_then_next_turn_5_4():
    s = play(state(hands=ROUND1, discard="7♠"), TakeDiscard(), OPENING)
    refused(s, LayOff(0, C("7♠")), "5.4")
    assert not any(isinstance(m, LayOff) for m in legal_moves(s))
    s = play(s, Discard(C("2♣")))
    for _ in range(3):    # the other seats take the stock, nobody buys, and discard
        s = play(s, DrawStock(), Pass(), Pass(), Pass(), Discard(s.hands[s.active][0]))
    assert s.active == 0 and s.turn == 5
    s = play(s, DrawStock(), Pass(), Pass(), Pass())
    s2 = apply(s, LayOff(0, C("7♠")))
    assert names(s2.table[0].meld.cards) == "7♠ 7♥ 7♦ 7♣" and s2.table[0].owner == 0
    assert LayOff(0, C("7♠")) in legal_moves(s)


def test_lay_off_on_other_players_melds_5_4():
    table = [TableMeld(make_sequence(P("3♥ 4♥ 5♥ 6♥")), 2, 1),
             TableMeld(make_group(P("9♣ 9♦ 9♥")), 1, 2)]
    s = state(hands=["7♥ 9♠ 2♦"] + FILLER[1:], table=table, opened=(1, 2, 1, None), turn=5,
              discard="K♠")
    s = play(s, TakeDiscard(), LayOff(0, C("7♥")), LayOff(1, C("9♠")))
    assert names(s.table[0].meld.cards) == "3♥ 4♥ 5♥ 6♥ 7♥" and s.table[0].owner == 2
    assert names(s.hands[0]) == "2♦ K♠"


def test_keep_a_card_for_the_discard_and_go_out_5_5_8_1_8_2():
    table = [TableMeld(make_sequence(P("3♥ 4♥ 5♥ 6♥")), 0, 1)]
    s = state(hands=["7♥"] + FILLER[1:] , table=table, opened=(1, None, None, None),
              turn=5, discard="8♥ 9♥", stock="2♦ 3♦")
    s = play(s, TakeDiscard(), LayOff(0, C("7♥")))
    refused(s, LayOff(0, C("9♥")), "5.5")
    assert legal_moves(s) == [Discard(C("9♥"))]
    s = apply(s, Discard(C("9♥")))
    assert s.phase is Phase.OVER and s.went_out == 0 and s.end_clause == "8.1"
    # penalties: K Q J = 30 each; 2♣ 3♣ 4♣ = 9; table cards cost nothing
    assert s.penalties == (0, 30, 30, 9)
    refused(s, DrawStock(), "8.1")
    assert legal_moves(s) == [] and current_player(s) is None


def test_not_opened_may_not_lay_off_or_swap_D7():
    table = [TableMeld(make_sequence(P("3♥ JK 5♥ 6♥")), 1, 1)]
    s = play(state(hands=["7♥ 4♥ 2♠"] + FILLER[1:], table=table, opened=(None, 1, None, None),
                   turn=5), TakeDiscard())
    refused(s, LayOff(0, C("7♥")), "D7")
    refused(s, SwapJoker(0, C("4♥"), 0, "high"), "D7")
    assert all(isinstance(m, Discard) for m in legal_moves(s))


def test_discard_the_card_just_taken_D10():
    s = play(state(discard="5♠"), TakeDiscard())
    assert Discard(C("5♠")) in legal_moves(s)
    s = apply(s, Discard(C("5♠")))
    assert names(s.discard) == "5♠" and names(s.hands[0]) == "K♣ Q♣ J♣" and s.active == 1


def test_joker_may_be_discarded_and_costs_15_D12():
    s = play(state(hands=["JK K♣"] + FILLER[1:], discard="JK"), TakeDiscard(),
             Discard(JOKER))
    assert s.discard[-1] == JOKER and names(s.hands[0]) == "K♣ JK"
    from generator.engine.scoring import hand_penalty
    assert hand_penalty(s.hands[0]) == 25


def test_card_not_in_hand_3_6():
    s = play(state(), TakeDiscard())
    refused(s, Discard(C("A♠")), "3.6")


# -- 7. jokers and the final round -----------------------------------------------------------

def test_joker_swap_in_state_7_1_7_2():
    table = [TableMeld(make_sequence(P("5♠ JK 7♠ 8♠")), 1, 1),
             TableMeld(make_group(P("9♦ 9♣ JK")), 1, 1)]
    s = play(state(hands=["6♠ 9♠ 2♦"] + FILLER[1:], table=table, opened=(2, 1, None, None),
                   turn=5), TakeDiscard())
    moves = legal_moves(s)
    assert SwapJoker(0, C("6♠"), 0, "high") in moves
    assert SwapJoker(0, C("6♠"), 1, None) in moves
    s2 = apply(s, SwapJoker(0, C("6♠"), 0, "high"))
    assert names(s2.table[0].meld.cards) == "5♠ 6♠ 7♠ 8♠ JK=9♠"
    assert names(s2.hands[0]) == "9♠ 2♦ 9♠"
    assert card_census(s2) == card_census(s)


def test_group_jokers_stay_7_3_and_swap_needs_a_discard_D6():
    table = [TableMeld(make_group(P("9♦ 9♣ JK")), 1, 1),
             TableMeld(make_sequence(P("5♠ JK 7♠ 8♠")), 1, 1)]
    s = play(state(hands=["9♥"] + FILLER[1:], table=table, opened=(2, 1, None, None), turn=5,
                   discard="6♠"), TakeDiscard())
    refused(s, SwapJoker(0, C("9♥"), 1, "high"), "7.3", MeldError)
    s = apply(s, LayOff(0, C("9♥")))
    # only 6♠ is left: giving it would leave nothing to discard (D6)
    refused(s, SwapJoker(1, C("6♠"), 1, "high"), "D6")
    assert legal_moves(s) == [Discard(C("6♠"))]


def test_swap_on_opening_turn_7_1():
    table = [TableMeld(make_sequence(P("5♠ JK 7♠ 8♠")), 1, 1)]
    s = play(state(hands=["7♣ 7♦ 7♥ 8♠ 8♥ 8♣ 6♠ 2♣"] + FILLER[1:], table=table,
                   opened=(None, 1, None, None), turn=5), TakeDiscard(), OPENING)
    refused(s, SwapJoker(0, C("6♠"), 0, "high"), "7.1")


ROUND7 = "A♠ 2♠ 3♠ 4♠ 5♥ 6♥ 7♥ 8♥ 9♥ 9♦ 10♦ J♦"


def test_final_round_whole_hand_goes_out_no_discard_7_4():
    s = play(state(round_=7, hands=[ROUND7] + FILLER[1:], discard="Q♦"), TakeDiscard())
    lay = [m for m in legal_moves(s) if isinstance(m, LayDown)]
    assert lay and all(sum(len(m) for m in l.melds) == 13 for l in lay)
    s2 = apply(s, lay[0])
    assert s2.phase is Phase.OVER and s2.went_out == 0 and s2.penalties[0] == 0
    assert s2.hands[0] == ()
    # a lay-down that keeps a card is refused (7.4)
    part = LayDown([make_sequence(P("A♠ 2♠ 3♠ 4♠")), make_sequence(P("5♥ 6♥ 7♥ 8♥")),
                    make_sequence(P("9♦ 10♦ J♦ Q♦"))])
    refused(s, part, "7.4", ContractError)


def test_final_round_no_lay_off_D8():
    # a round-7 state where (hypothetically) seat 1 has melds on the table: nobody lays off
    table = [TableMeld(make_sequence(P("3♥ 4♥ 5♥ 6♥")), 1, 1)]
    s = play(state(round_=7, hands=["7♥ 2♠"] + FILLER[1:], table=table,
                   opened=(1, None, None, None), turn=5), TakeDiscard())
    refused(s, LayOff(0, C("7♥")), "D8")
    assert all(isinstance(m, Discard) for m in legal_moves(s))
    table = [TableMeld(make_sequence(P("3♥ JK 5♥ 6♥")), 1, 1)]
    s = play(state(round_=7, hands=["4♥ 2♠"] + FILLER[1:], table=table,
                   opened=(1, None, None, None), turn=5), TakeDiscard())
    refused(s, SwapJoker(0, C("4♥"), 0, "high"), "D8")


def test_final_round_purchased_cards_included_7_4():
    s = play(state(round_=7, hands=["K♣", "A♠ 2♠ 3♠ 4♠ 5♥ 6♥ 7♥ 8♥ 9♦ 10♦ J♦", "K♥", "2♣"],
                   discard="9♥ Q♦", stock="3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♣ 2♥"), DrawStock(), Buy())
    assert names(s.hands[1][-2:]) == "Q♦ 2♥"   # bought Q♦, penalty 2♥: 13 cards
    s = play(s, Pass(), Pass(), Discard(C("K♣")), DrawStock())
    s = play(s, Pass(), Pass(), Pass())
    assert s.active == 1 and len(s.hands[1]) == 14   # 2♥ fits nowhere; no way out
    assert not any(isinstance(m, LayDown) for m in legal_moves(s))


# -- 9. running out --------------------------------------------------------------------------

def test_empty_stock_reshuffles_discard_but_top_9_1():
    s = state(stock="", discard="2♠ 3♠ 4♠ 9♠", seed=42)
    s = play(s, DrawStock(), Pass(), Pass(), Pass())
    assert s.reshuffles == 1 and names(s.discard) == "9♠"
    assert sorted([s.hands[0][-1], *s.stock]) == sorted(P("2♠ 3♠ 4♠"))
    # deterministic: the same state gives the same reshuffle
    again = play(state(stock="", discard="2♠ 3♠ 4♠ 9♠", seed=42), DrawStock(), Pass(), Pass(),
                 Pass())
    assert again == s


def test_penalty_card_also_reshuffles_9_1():
    s = play(state(stock="", discard="2♠ 3♠ 4♠ 9♠", seed=1), DrawStock(), Buy())
    assert s.reshuffles == 1 and names(s.hands[1][-2:-1]) == "9♠"
    assert names(s.discard) == "4♠" and len(s.stock) == 1


def test_impossible_draw_ends_round_no_winner_9_2():
    s = play(state(stock="", discard="9♠"), DrawStock(), Pass(), Pass(), Pass())
    assert s.phase is Phase.OVER and s.went_out is None and s.end_clause == "9.2"
    assert s.penalties == (30, 30, 30, 9)


def test_impossible_penalty_draw_ends_round_D9():
    s = play(state(stock="", discard="4♠ 9♠"), DrawStock(), Buy())
    assert s.phase is Phase.OVER and s.end_clause == "9.2"
    assert s.purchases[-1].penalty is None and names(s.hands[1]) == "K♦ Q♦ J♦ 9♠"
    assert s.penalties == (30, 39, 30, 9)


def test_third_rebuild_is_allowed_D14():
    # the stock rebuilt twice already: a third rebuild (9.1) is still allowed
    s = replace(state(stock="", discard="2♠ 3♠ 4♠ 9♠", seed=42), reshuffles=2)
    s = play(s, DrawStock(), Pass(), Pass(), Pass())
    assert s.phase is Phase.PLAY and s.reshuffles == 3 and names(s.discard) == "9♠"
    assert sorted([s.hands[0][-1], *s.stock]) == sorted(P("2♠ 3♠ 4♠"))


def test_fourth_rebuild_ends_the_round_as_9_2_D14():
    # rebuilt three times: the empty stock is not rebuilt again, the round ends with no
    # winner and every hand scores (9.2), though the discard pile holds three cards under 9♠
    s = replace(state(stock="", discard="2♠ 3♠ 4♠ 9♠", seed=42), reshuffles=3)
    s = play(s, DrawStock(), Pass(), Pass(), Pass())
    assert s.phase is Phase.OVER and s.went_out is None and s.end_clause == "9.2"
    assert s.reshuffles == 3 and names(s.discard) == "2♠ 3♠ 4♠ 9♠" and s.stock == ()
    assert s.penalties == (30, 30, 30, 9)
    assert legal_moves(s) == []


def test_fourth_rebuild_for_a_penalty_card_ends_the_round_D14_D9():
    # the buyer keeps the 9♠ bought; the penalty card would need a fourth rebuild
    s = replace(state(stock="", discard="2♠ 3♠ 4♠ 9♠", seed=1), reshuffles=3)
    s = play(s, DrawStock(), Buy())
    assert s.phase is Phase.OVER and s.end_clause == "9.2" and s.reshuffles == 3
    assert s.purchases[-1].card == C("9♠") and s.purchases[-1].penalty is None
    assert names(s.hands[1]) == "K♦ Q♦ J♦ 9♠" and names(s.discard) == "2♠ 3♠ 4♠"
    assert s.penalties == (30, 39, 30, 9)


def test_stock_with_cards_is_drawn_whatever_the_rebuilds_D14():
    s = replace(state(stock="5♦ 6♦", discard="2♠ 3♠ 9♠"), reshuffles=3)
    s = play(s, DrawStock(), Pass(), Pass(), Pass())
    assert s.phase is Phase.PLAY and names(s.hands[0][-1:]) == "6♦" and s.reshuffles == 3


def test_no_limit_without_the_ruling_D14():
    # a profile without D14 (max_reshuffles None) rebuilds a fourth time
    from generator.engine.profile import CONTRATO
    free = replace(CONTRATO, max_reshuffles=None)
    s = replace(state(stock="", discard="2♠ 3♠ 4♠ 9♠", seed=42), reshuffles=3, profile=free)
    s = play(s, DrawStock(), Pass(), Pass(), Pass())
    assert s.phase is Phase.PLAY and s.reshuffles == 4


def test_every_round_of_random_players_ends_within_three_rebuilds_D14():
    for seed in range(3):
        g = play_random_game(seed)
        assert len(g.results) == 7
    rng = random.Random(4)
    for round_ in (1, 7):
        s = deal(round_, 0, rng)
        while not s.is_over:
            s = apply(s, rng.choice(legal_moves(s)))
            assert s.reshuffles <= 3


# -- 8.4, 9.3–9.5: the game ------------------------------------------------------------------

def play_random_game(seed):
    rng = random.Random(seed)
    g = new_game(random.Random(seed))
    while not g.is_over:
        g = apply(g, rng.choice(legal_moves(g)))
    return g


def test_game_runs_seven_rounds_dealer_passes_left_8_4_9_3():
    g = play_random_game(5)
    assert [r.round for r in g.results] == [1, 2, 3, 4, 5, 6, 7]
    assert [r.dealer for r in g.results] == [(g.first_dealer + k) % 4 for k in range(7)]
    totals = game_totals(g)
    assert totals == [sum(r.penalties[s] for r in g.results) for s in range(4)]
    assert game_winners(g) == [s for s in range(4) if totals[s] == min(totals)]
    assert legal_moves(g) == [] and current_player(g) is None
    refused(g, DrawStock(), "9.3")


def test_next_contract_whatever_happened_9_5():
    g = new_game(random.Random(8))
    # end round 1 at once by exhausting the piles: nobody opened; penalties still count
    r = make_round_state(1, [P("K♣"), P("K♦"), P("K♥"), P("2♣")], stock=(), discard=P("9♠"))
    g = GameState(g.profile, 0, g.seed, (), r)
    g = play(g, DrawStock(), Pass(), Pass(), Pass())
    assert g.results[0].penalties == (10, 10, 10, 2) and g.results[0].end_clause == "9.2"
    assert g.round.round == 2 and g.round.dealer == 1 and len(g.round.hands[0]) == 10
    assert game_totals(g) == [10, 10, 10, 2]


def test_ties_share_the_victory_9_4():
    results = tuple(RoundResult(k, 0, p, None, "9.2") for k, p in
                    enumerate([(10, 0, 30, 5), (5, 15, 0, 10), (2, 2, 10, 2)], start=1))
    g = GameState(new_game(random.Random(1)).profile, 0, 0, results, None)
    assert game_totals(g) == [17, 17, 40, 17]
    assert game_winners(g) == [0, 1, 3]
    assert game_winners(replace_round(g)) == []


def replace_round(g):
    from dataclasses import replace
    return replace(g, round=deal(1, 0, random.Random(0)))


def test_penalties_add_up_over_rounds_8_4():
    from dataclasses import replace
    g = new_game(random.Random(8))
    r1 = make_round_state(1, [P("K♣"), P("K♦ A♠"), P("K♥"), P("2♣")], stock=(),
                          discard=P("9♠"))
    g = play(replace(g, round=r1), DrawStock(), Pass(), Pass(), Pass())
    r2 = make_round_state(2, [P("JK"), P("5♦"), P("7♥ 3♠"), P("2♦")], stock=(),
                          discard=P("9♠"))
    g = play(replace(g, round=r2), DrawStock(), Pass(), Pass(), Pass())
    assert [r.penalties for r in g.results] == [(10, 25, 10, 2), (15, 5, 10, 2)]
    assert game_totals(g) == [25, 30, 20, 4]      # nothing reset with the new contract
    assert g.round.round == 3
