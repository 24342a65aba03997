"""Laying off (clauses 5.4, 5.5, 3.2, 3.4, 3.5, 3.7, 7.4; rulings D2, D7, D8)."""

from collections import Counter

import pytest

from generator.engine.cards import parse_card as C, parse_cards as P
from generator.engine.errors import IllegalMoveError, MeldError
from generator.engine.layoff import check_lay_off, lay_off_targets
from generator.engine.melds import make_group, make_sequence

RUN = make_sequence(P("5♥ 6♥ 7♥ 8♥"))
GROUP = make_group(P("7♣ 7♦ 7♥"))


def lay(meld, card, *, round_=2, opened=True, left=3, end=None, opened_now=False):
    return check_lay_off(round_, meld, C(card), opened_before_this_turn=opened,
                         cards_left_after=left, end=end, opened_this_turn=opened_now)


def test_extends_sequence_at_high_and_low_end():
    assert lay(RUN, "9♥").unicode() == "5♥ 6♥ 7♥ 8♥ 9♥"
    assert lay(RUN, "4♥").unicode() == "4♥ 5♥ 6♥ 7♥ 8♥"


def test_group_grows_with_its_rank_suits_may_repeat_3_5():
    assert lay(GROUP, "7♥").unicode() == "7♥ 7♥ 7♦ 7♣"
    assert len(lay(lay(GROUP, "7♠"), "7♠", left=2)) == 5


def test_a_group_has_no_ends_3_5():
    # a card of the group's rank and a joker fit the group, but not "at an end" of it
    for card in ("7♠", "JK"):
        for end in ("low", "high"):
            with pytest.raises(MeldError) as e:
                lay(GROUP, card, end=end)
            assert e.value.clause == "3.5" and e.value.code == "group-no-end", (card, end)
            assert str(e.value).endswith("(rule 3.5)") and "no ends" in str(e.value)
    # the refusal comes before the rank is looked at: the end is the mistake named
    with pytest.raises(MeldError) as e:
        lay(GROUP, "8♣", end="high")
    assert e.value.code == "group-no-end"
    # the turn rules come first (D7)
    with pytest.raises(IllegalMoveError) as e:
        lay(GROUP, "7♠", end="low", opened=False)
    assert e.value.clause == "D7"
    assert lay(GROUP, "7♠").unicode() == "7♠ 7♥ 7♦ 7♣"


def test_group_refuses_other_rank_3_5():
    with pytest.raises(MeldError) as e:
        lay(GROUP, "8♣")
    assert e.value.clause == "3.5"


def test_sequence_refuses_card_that_is_not_next_3_2():
    for card in ("10♥", "9♠", "6♥"):
        with pytest.raises(MeldError) as e:
            lay(RUN, card)
        assert e.value.clause == "3.2", card


def test_nothing_below_low_ace_or_above_high_ace_3_4():
    low = make_sequence(P("A♠ 2♠ 3♠ 4♠"))
    with pytest.raises(MeldError) as e:
        lay(low, "K♠", end="low")
    assert e.value.clause == "3.4"
    high = make_sequence(P("J♦ Q♦ K♦ A♦"))
    with pytest.raises(MeldError) as e:
        lay(high, "JK", end="high")
    assert e.value.clause == "3.4"
    # the ace goes at the other end though: A-2-…-K-A (3.4)
    assert lay(high, "10♦").unicode() == "10♦ J♦ Q♦ K♦ A♦"


def test_fourteen_cards_is_the_limit_3_4():
    full = make_sequence(P("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"))
    assert len(full) == 14
    with pytest.raises(MeldError) as e:
        lay(full, "JK", end="high")
    assert e.value.clause == "3.4"
    thirteen = make_sequence(P("2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"))
    assert lay(thirteen, "A♣").unicode().startswith("A♣ 2♣")


def test_joker_declares_its_end_D2():
    assert lay(RUN, "JK", end="low").cards[0] == C("JK=4♥")
    assert lay(RUN, "JK", end="high").cards[-1] == C("JK=9♥")
    with pytest.raises(MeldError) as e:
        lay(RUN, "JK")
    assert e.value.clause == "D2"
    # a joker declared in advance picks its end itself
    assert lay(RUN, "JK=9♥").cards[-1] == C("JK=9♥")
    # in a group a joker takes the group's rank (3.7)
    assert lay(GROUP, "JK").cards[-1] == C("JK=7")
    with pytest.raises(MeldError) as e:
        lay(GROUP, "JK=8")
    assert e.value.clause == "3.7"


def test_not_on_the_opening_turn_5_4():
    with pytest.raises(IllegalMoveError) as e:
        lay(RUN, "9♥", opened=False, opened_now=True)
    assert e.value.clause == "5.4"


def test_not_without_opening_D7():
    with pytest.raises(IllegalMoveError) as e:
        lay(RUN, "9♥", opened=False)
    assert e.value.clause == "D7"


def test_never_in_round_7_D8():
    with pytest.raises(IllegalMoveError) as e:
        lay(RUN, "9♥", round_=7)
    assert e.value.clause == "D8"
    assert lay_off_targets(7, [RUN], C("9♥"), opened_before_this_turn=True,
                           cards_left_after=5) == []


def test_keep_a_card_for_the_discard_5_5():
    with pytest.raises(IllegalMoveError) as e:
        lay(RUN, "9♥", left=0)
    assert e.value.clause == "5.5"
    assert lay(RUN, "9♥", left=1).high == 9


def test_targets_list_every_place():
    table = [GROUP, RUN, make_sequence(P("9♥ 10♥ J♥ Q♥")), make_group(P("9♠ 9♠ 9♦"))]
    targets = lambda card, **kw: lay_off_targets(  # noqa: E731
        2, table, C(card), opened_before_this_turn=kw.get("opened", True),
        cards_left_after=kw.get("left", 2))
    assert targets("9♥") == [(1, "high"), (3, None)]
    assert targets("8♥") == [(2, "low")]
    assert targets("JK") == [(0, None), (1, "low"), (1, "high"), (2, "low"), (2, "high"),
                             (3, None)]
    assert targets("2♣") == []
    assert targets("9♥", opened=False) == []
    assert targets("9♥", left=0) == []


# -- several cards on one meld, in any order (5.4) ---------------------------------------------

from itertools import permutations  # noqa: E402

from hypothesis import given, settings, strategies as st  # noqa: E402

from generator.engine.cards import JOKER  # noqa: E402
from generator.engine.errors import ContratoError  # noqa: E402
from generator.engine.layoff import lay_off_ways  # noqa: E402


def ways(meld, cards, **kw):
    return lay_off_ways(2, meld, P(cards), opened_before_this_turn=True, cards_left_after=1,
                        **kw)


def refusal(meld, cards, **kw):
    with pytest.raises(ContratoError) as e:
        ways(meld, cards, **kw)
    return e.value


def test_several_cards_in_any_order_5_4():
    run = make_sequence(P("5♠ 6♠ 7♠ 8♠"))
    for text in ("10♠ 9♠ J♠ Q♠ K♠ 4♠ 3♠", "3♠ 4♠ 9♠ 10♠ J♠ Q♠ K♠", "K♠ 3♠ Q♠ 4♠ J♠ 9♠ 10♠"):
        (way,) = ways(run, text)
        assert str(way.result) == "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"


def test_jokers_among_several_cards_fill_gaps_then_either_end_D2():
    run = make_sequence(P("5♠ 6♠ 7♠ 8♠"))
    (way,) = ways(run, "JK 10♠")                     # the joker bridges 9♠
    assert str(way.result) == "5♠ 6♠ 7♠ 8♠ JK=9♠ 10♠"
    assert [str(w.result) for w in ways(run, "JK JK")] == [
        "JK=3♠ JK=4♠ 5♠ 6♠ 7♠ 8♠", "JK=4♠ 5♠ 6♠ 7♠ 8♠ JK=9♠", "5♠ 6♠ 7♠ 8♠ JK=9♠ JK=10♠"]
    assert [str(w.result) for w in ways(run, "JK JK", end="high")] == [
        "5♠ 6♠ 7♠ 8♠ JK=9♠ JK=10♠"]
    # an ace goes low or high (3.3): both ways
    long = make_sequence(P("2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦"))
    assert [str(w.result) for w in ways(long, "JK A♦")] == [
        "A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ JK=A♦",
        "JK=A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦"]


def test_several_cards_refused_by_the_card_that_decides():
    run = make_sequence(P("5♠ 6♠ 7♠ 8♠"))
    e = refusal(run, "J♠ 10♠")                      # 9♠ missing, no joker: 3.2
    assert (e.code, e.clause, e.params["card"]) == ("gap-unfilled", "3.2", "10S")
    assert (e.params["missing_card"], e.params["end"], e.params["jokers"]) == ("9S", "high", 0)
    # every empty place between the card and the run, not only the first (fourteenth pt
    # reading #1): 4♥ with J♥ on 7♥–10♥ leaves the 5♥ and the 6♥; with a joker, the 5♥ only
    hearts = make_sequence(P("7♥ 8♥ 9♥ 10♥"))
    e = refusal(hearts, "4♥ J♥")
    assert (e.params["card"], e.params["missing_cards"], e.params["missing"]) == (
        "4H", "5H 6H", 2)
    e = refusal(hearts, "4♥ JK")
    assert (e.params["missing_cards"], e.params["missing"], e.params["jokers"]) == ("5H", 1, 1)
    assert refusal(run, "10♠ J♠").params["card"] == "10S"      # the same, in any order
    e = refusal(run, "9♠ 9♠")                        # two cards for one place: 3.2
    assert (e.code, e.clause) == ("sequence-repeat", "3.2")
    e = refusal(run, "9♠ 9♥")                        # another suit: 3.2
    assert (e.code, e.clause, e.params["card"]) == ("other-suit", "3.2", "9H")
    e = refusal(GROUP, "7♠ 8♠")                      # another rank on a group: 3.5
    assert (e.code, e.clause) == ("group-other-rank", "3.5")
    e = refusal(GROUP, "7♠", end="low")              # a group has no ends: 3.5
    assert (e.code, e.clause) == ("group-no-end", "3.5")
    full = make_sequence(P("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣"))
    e = refusal(full, "A♣ JK")                       # 15 cards: 3.4
    assert (e.code, e.clause) == ("sequence-full", "3.4")


def test_a_natural_card_for_a_jokers_place_3_7():
    # 8♠ onto 5♠ 6♠ 7♠ JK=8♠: the joker holds that place and its value does not change (3.7);
    # only the swap of 7.1 gives the joker back for it
    held = make_sequence(P("5♠ 6♠ 7♠ JK=8♠"))
    for cards in ("8♠", "8♠ 9♠"):
        e = refusal(held, cards)
        assert (e.code, e.clauses, e.params["card"]) == ("place-held-by-joker", ("3.7",), "8S")
    with pytest.raises(MeldError) as err:
        lay(held, "8♠")
    assert (err.value.code, err.value.clause) == ("place-held-by-joker", "3.7")
    # a place held by a natural card is no continuation (3.2)
    assert refusal(held, "6♠").clause == "3.2"


def _accepted_in_some_order(meld, cards):
    """Brute force: every order and every end, each card checked by check_lay_off alone."""
    def rec(m, rest, left):
        if not rest:
            return {(m.sort_key() if hasattr(m, "sort_key") else None)}
        found = set()
        for i, card in enumerate(rest):
            ends = [None] if isinstance(m, type(GROUP)) else ["low", "high"]
            for end in ends:
                try:
                    new = check_lay_off(2, m, card, opened_before_this_turn=True,
                                        cards_left_after=left - 1, end=end)
                except ContratoError:
                    continue
                found |= rec(new, rest[:i] + rest[i + 1:], left - 1)
        return found

    return rec(meld, list(cards), len(cards) + 1)


_RUNS = [make_sequence(P(t)) for t in ("5♥ 6♥ 7♥ 8♥", "A♥ 2♥ 3♥ 4♥", "J♥ Q♥ K♥ A♥",
                                       "3♥ JK 5♥ 6♥", "2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥")]
_NEAR = P("A♥ 2♥ 3♥ 4♥ 9♥ 10♥ J♥ Q♥ K♥ 4♥ 9♥ 7♠ JK JK")


@settings(max_examples=200)
@given(st.sampled_from(_RUNS + [GROUP]), st.lists(st.sampled_from(_NEAR), max_size=5))
def test_lay_off_ways_agree_with_every_order_of_single_lay_offs(meld, cards):
    if sum(c.is_joker for c in cards) + meld.jokers > 3 or any(
            n > 2 - sum(x == c for x in meld.cards)
            for c, n in Counter(c for c in cards if not c.is_joker).items()):
        return
    brute = _accepted_in_some_order(meld, cards)
    try:
        found = {w.result.sort_key() for w in lay_off_ways(
            2, meld, cards, opened_before_this_turn=True, cards_left_after=1)}
    except ContratoError:
        found = set()
    assert found == brute
