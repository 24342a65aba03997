"""Joker swaps (clauses 7.1–7.3; rulings D6, D7, D8)."""

import pytest

from generator.engine.cards import JOKER, parse_card as C, parse_cards as P
from generator.engine.errors import IllegalMoveError, MeldError
from generator.engine.jokers import apply_joker_swap, check_joker_swap, legal_joker_swaps
from generator.engine.melds import make_group, make_sequence

RUN = make_sequence(P("5♠ JK=6♠ 7♠ 8♠"))
GROUP = make_group(P("9♦ 9♣ JK=9"))


def swap(table, hand, index, natural, *, round_=3, opened=True, opened_now=False):
    return check_joker_swap(round_, table, P(hand), index, C(natural),
                            opened_before_this_turn=opened, opened_this_turn=opened_now)


def test_exact_natural_card_frees_the_joker_7_1():
    s = swap([RUN], "6♠ K♥", 0, "6♠")
    assert (s.meld_index, s.natural, s.place) == (0, C("6♠"), 6)
    # the freed joker can go to either end of the same sequence
    assert s.targets == ((0, "low"), (0, "high"))


def test_same_rank_other_suit_is_not_exact_7_1():
    with pytest.raises(MeldError) as e:
        swap([RUN], "6♥ K♥", 0, "6♥")
    assert e.value.clause == "7.1"
    assert legal_joker_swaps(3, [RUN], P("6♥ K♥"), opened_before_this_turn=True) == []


def test_joker_in_a_group_is_never_recovered_7_3():
    with pytest.raises(MeldError) as e:
        swap([GROUP, RUN], "9♠ K♥", 0, "9♠")
    assert e.value.clause == "7.3"
    assert legal_joker_swaps(3, [GROUP], P("9♠ 9♦ K♥"), opened_before_this_turn=True) == []


def test_freed_joker_must_have_somewhere_to_go_7_2_D6():
    # a sequence of 14 cards with a joker, nothing else on the table: after the swap the run
    # still holds 14 cards, so the freed joker fits nowhere
    full = make_sequence(P("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ JK=8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"))
    with pytest.raises(IllegalMoveError) as e:
        swap([full], "8♣ K♥", 0, "8♣")
    assert e.value.clause == "D6"
    assert legal_joker_swaps(3, [full], P("8♣ K♥"), opened_before_this_turn=True) == []
    # with a group on the table the joker can go there
    s = swap([full, make_group(P("4♥ 4♥ 4♦"))], "8♣ K♥", 0, "8♣")
    assert s.targets == ((1, None),)


def test_a_card_must_remain_for_the_discard_D6():
    with pytest.raises(IllegalMoveError) as e:
        swap([RUN], "6♠", 0, "6♠")
    assert e.value.clause == "D6"
    assert legal_joker_swaps(3, [RUN], P("6♠"), opened_before_this_turn=True) == []


def test_not_opened_D7_opening_turn_7_1_final_round_D8():
    with pytest.raises(IllegalMoveError) as e:
        swap([RUN], "6♠ K♥", 0, "6♠", opened=False)
    assert e.value.clause == "D7"
    with pytest.raises(IllegalMoveError) as e:
        swap([RUN], "6♠ K♥", 0, "6♠", opened=False, opened_now=True)
    assert e.value.clause == "7.1"
    with pytest.raises(IllegalMoveError) as e:
        swap([RUN], "6♠ K♥", 0, "6♠", round_=7)
    assert e.value.clause == "D8"
    for kw in ({"opened_before_this_turn": False},
               {"opened_before_this_turn": False, "opened_this_turn": True}):
        assert legal_joker_swaps(3, [RUN], P("6♠ K♥"), **kw) == []
    assert legal_joker_swaps(7, [RUN], P("6♠ K♥"), opened_before_this_turn=True) == []


def test_card_not_in_hand_3_6():
    with pytest.raises(IllegalMoveError) as e:
        swap([RUN], "K♥ Q♥", 0, "6♠")
    assert e.value.clause == "3.6"


def test_legal_swaps_list_every_joker_and_target():
    two = make_sequence(P("JK=9♥ 10♥ JK=J♥ Q♥"))
    table = [RUN, GROUP, two]
    swaps = legal_joker_swaps(3, table, P("6♠ 6♠ J♥ 9♥ 2♣"), opened_before_this_turn=True)
    assert [(s.meld_index, str(s.natural), s.place) for s in swaps] == [
        (0, "6♠", 6), (2, "9♥", 9), (2, "J♥", 11)]
    # the joker freed by 9♥ may go to any end with room, on the group, or back on meld 2
    # (low as 8♥ or high as K♥)
    by = {str(s.natural): s.targets for s in swaps}
    assert by["9♥"] == ((0, "low"), (0, "high"), (1, None), (2, "low"), (2, "high"))


def test_apply_swap_places_the_joker_with_a_declared_value():
    table, hand = apply_joker_swap(3, [RUN, GROUP], P("6♠ K♥"), 0, C("6♠"), 0, "low",
                                   opened_before_this_turn=True)
    assert table[0].unicode() == "JK=4♠ 5♠ 6♠ 7♠ 8♠"
    assert table[1] == GROUP
    assert hand == tuple(P("K♥"))
    table, hand = apply_joker_swap(3, [RUN, GROUP], P("6♠ K♥"), 0, C("6♠"), 1, None,
                                   opened_before_this_turn=True)
    assert table[0].unicode() == "5♠ 6♠ 7♠ 8♠"
    assert table[1].cards.count(C("JK=9")) == 2


def test_apply_swap_refuses_a_bad_target():
    high = make_sequence(P("J♦ Q♦ JK=K♦ A♦"))
    with pytest.raises(MeldError) as e:
        apply_joker_swap(3, [high], P("K♦ 2♣"), 0, C("K♦"), 0, "high",
                         opened_before_this_turn=True)
    assert e.value.clause == "3.4"
    with pytest.raises(MeldError) as e:
        apply_joker_swap(3, [RUN], P("6♠ 2♣"), 0, C("6♠"), 0, None,
                         opened_before_this_turn=True)
    assert e.value.clause == "D2"
    with pytest.raises(IllegalMoveError) as e:
        apply_joker_swap(3, [RUN], P("6♠ 2♣"), 0, C("6♠"), 5, None,
                         opened_before_this_turn=True)
    assert e.value.clause == "7.2"


def test_the_freed_joker_goes_on_a_group_with_no_end_3_5():
    for end in ("low", "high"):
        with pytest.raises(MeldError) as e:
            apply_joker_swap(3, [RUN, GROUP], P("6♠ K♥"), 0, C("6♠"), 1, end,
                             opened_before_this_turn=True)
        assert e.value.clause == "3.5" and e.value.code == "group-no-end"
        assert str(e.value).endswith("(rule 3.5)")
    table, _ = apply_joker_swap(3, [RUN, GROUP], P("6♠ K♥"), 0, C("6♠"), 1, None,
                                opened_before_this_turn=True)
    assert table[1].cards.count(C("JK=9")) == 2


def test_swapped_joker_is_physical():
    table, _ = apply_joker_swap(3, [RUN, GROUP], P("6♠ K♥"), 0, C("6♠"), 0, "high",
                                opened_before_this_turn=True)
    assert [c.physical for c in table[0].cards].count(JOKER) == 1


# -- asked about a joker: the refusal that decides (issue 11) -----------------------------------

from generator.engine.jokers import check_joker_swap_at  # noqa: E402


def swap_at(table, hand, index, place=None, *, opened=True):
    return check_joker_swap_at(3, table, P(hand), index, place, opened_before_this_turn=opened)


def test_a_joker_whose_exact_card_the_hand_lacks_cites_7_1_not_3_6():
    # the hand holds 6♥, a card of another suit: only the exact natural card frees JK=6♠ (7.1)
    for hand in ("6♥ K♥", "K♥ Q♣", "7♠ 6♦ 2♣"):
        with pytest.raises(IllegalMoveError) as e:
            swap_at([RUN], hand, 0, 6)
        assert (e.value.code, e.value.clauses, e.value.params["card"]) == (
            "swap-no-exact-card", ("7.1",), "6S")
    # with the exact card the swap is the same as asked with the card
    assert swap_at([RUN], "6♠ K♥", 0, 6) == swap([RUN], "6♠ K♥", 0, "6♠")
    assert swap_at([RUN], "6♠ K♥", 0) == swap([RUN], "6♠ K♥", 0, "6♠")    # its first joker


def test_asked_about_a_joker_the_other_refusals_keep_their_clauses():
    with pytest.raises(MeldError) as e:
        swap_at([GROUP], "9♠ K♥", 0)
    assert (e.value.code, e.value.clause) == ("swap-in-group", "7.3")
    with pytest.raises(IllegalMoveError) as e:
        swap_at([RUN], "6♠ K♥", 0, 6, opened=False)
    assert e.value.clause == "D7"
    with pytest.raises(IllegalMoveError) as e:
        swap_at([RUN], "6♠", 0, 6)
    assert (e.value.code, e.value.clause) == ("swap-keep-discard", "D6")
    with pytest.raises(ValueError):
        swap_at([RUN], "6♠ K♥", 0, 7)                  # no joker at place 7
