"""How many cards a hand lacks to lay down its contract (generator/engine/shortfall.py), card
counts (generator/engine/counts.py) and the pack check on them (deck.checked_counts).

The reference is the opening solver's own listing search (``opening._search_exact``, which
enumerates every lay-down with a given number of jokers and knows nothing of the pack's
limits): the shortfall of a hand is the fewest jokers that, added to it, let that search find a
lay-down. Round 7's quick test must never say "no" to a hand the listing can lay down.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from generator.engine.cards import JOKER, RANKS, SUITS, Card, parse_cards
from generator.engine.counts import CARDS, JOKER_INDEX, card_index, counts_of
from generator.engine.deck import check_cards, checked_counts, full_pack
from generator.engine.errors import ImpossibleCardsError
from generator.engine.opening import _search_exact, _search_whole_hand, opening_laydowns
from generator.engine.profile import CATALAN_SOURCE, CONTRATO, GoingOut, GroupSuits
from generator.engine.shortfall import contract_shortfall, holds_contract, whole_hand_may_fit

P = parse_cards
PACK = full_pack()


def _no_discard(profile):
    """The profile without 5.5's card kept for the discard: the shortfall counts melds only."""
    return dataclasses.replace(profile, going_out=GoingOut.MELD_OR_DISCARD)


def reference_shortfall(round_, hand, profile=CONTRATO, same_suit=True, most=6):
    """The fewest jokers added to ``hand`` with which the listing search finds a lay-down."""
    profile = _no_discard(profile)
    nat = Counter((c.rank, c.suit) for c in hand if not c.is_joker)
    jokers = sum(c.is_joker for c in hand)
    for k in range(most + 1):
        if next(_search_exact(round_, Counter(nat), jokers + k, profile, same_suit),
                None) is not None:
            return k
    return most + 1


hands = st.integers(1, 2 ** 32).flatmap(
    lambda seed: st.integers(4, 16).map(lambda n: tuple(
        __import__("random").Random(seed).sample(PACK, n))))


@settings(max_examples=150)
@given(round_=st.integers(1, 6), hand=hands)
def test_shortfall_is_the_fewest_jokers_the_listing_needs(round_, hand):
    expected = reference_shortfall(round_, hand)
    counts = counts_of(hand)
    assert contract_shortfall(round_, counts, limit=6) == expected
    assert contract_shortfall(round_, counts) == expected or expected == 7
    assert holds_contract(round_, counts) == (expected == 0)
    # a limit only cuts the search: below it the answer is exact, above it limit + 1
    for limit in (0, 1, 2):
        assert contract_shortfall(round_, counts, limit=limit) == min(expected, limit + 1)


@settings(max_examples=60)
@given(round_=st.integers(1, 6), hand=hands)
def test_without_4_3_and_in_the_catalan_profile(round_, hand):
    counts = counts_of(hand)
    assert contract_shortfall(round_, counts, limit=6, same_suit_rule=False) == \
        reference_shortfall(round_, hand, same_suit=False)
    # runs of 3, several runs of one contract in different suits (the search does not check
    # the pack, so the hand may hold cards that one deck has not); the count search knows
    # groups whose suits may repeat only (the opening solver does not use it otherwise)
    nat = Counter((c.rank, c.suit) for c in hand if not c.is_joker)
    runs = dataclasses.replace(_no_discard(CATALAN_SOURCE), group_suits=GroupSuits.ANY)
    found = next(_search_exact(round_, nat, sum(c.is_joker for c in hand), runs, True), None)
    assert holds_contract(round_, counts, CATALAN_SOURCE) == (found is not None)


def test_shortfall_by_hand():
    # round 2, a group and a sequence: 7♣ 7♦ and 3♠ 4♠ _ 6♠ lack one card each
    assert contract_shortfall(2, counts_of(P("7♣ 7♦ 3♠ 4♠ 6♠ 8♥ 2♦"))) == 2
    assert contract_shortfall(2, counts_of(P("7♣ 7♦ 3♠ 4♠ 6♠ 8♥ JK"))) == 1
    # round 3: 3♥…10♥ is two contiguous sequences, refused by 4.3; one card more bridges
    assert contract_shortfall(3, counts_of(P("3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥"))) == 1
    assert contract_shortfall(3, counts_of(P("3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥")),
                              same_suit_rule=False) == 0
    # D11: two groups of one rank; D1: a group of jokers only
    assert contract_shortfall(1, counts_of(P("7♣ 7♦ 7♥ 7♠ 7♣ 7♦"))) == 0
    assert contract_shortfall(1, counts_of(P("7♣ 7♦ 7♥ JK JK JK"))) == 0
    # aces low and high: A-2-3-4 and J-Q-K-A
    assert contract_shortfall(3, counts_of(P("A♠ 2♠ 3♠ 4♠ J♠ Q♠ K♠ A♠"))) == 0
    assert contract_shortfall(6, counts_of(P("K♦"))) == 10
    with pytest.raises(ValueError, match="7.4"):
        contract_shortfall(7, counts_of(P("K♦")))
    with pytest.raises(ValueError, match="7.4"):
        holds_contract(7, counts_of(P("K♦")))


@settings(max_examples=120)
@given(hand=st.integers(1, 2 ** 32).flatmap(lambda seed: st.integers(12, 20).map(
    lambda n: tuple(__import__("random").Random(seed).sample(PACK, n)))))
def test_round_7_quick_test_never_refuses_a_hand_that_can_open(hand):
    nat = Counter((c.rank, c.suit) for c in hand if not c.is_joker)
    jokers = sum(c.is_joker for c in hand)
    found = next(_search_whole_hand(7, nat, jokers, CONTRATO, True), None)
    if found is not None:
        assert whole_hand_may_fit(7, counts_of(hand))


@pytest.mark.parametrize("text", [
    "A♠ 2♠ 3♠ 4♠ 5♥ 6♥ 7♥ 8♥ 9♥ J♦ Q♦ K♦ A♦",
    "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 5♥ 7♥ 8♥ 9♥ 10♥",
    "3♣ 4♣ 5♣ 6♣ 8♣ 9♣ 10♣ J♣ K♣ A♣ JK JK JK",
    "2♥ 3♥ 4♥ 5♥ 2♥ 3♥ 4♥ 5♥ 7♦ 8♦ JK 10♦ JK",
])
def test_round_7_hands_that_open_pass_the_quick_test(text):
    hand = P(text)
    assert opening_laydowns(7, hand)
    assert whole_hand_may_fit(7, counts_of(hand))


def test_round_7_quick_no():
    # four suits, or a suit with two 5♥ and one sequence to spare, or gaps no joker fills
    assert not whole_hand_may_fit(7, counts_of(P("A♠ 2♠ 3♠ 4♠ 5♥ 6♥ 7♥ 8♥ 9♦ 10♦ J♦ Q♦ K♣")))
    assert not whole_hand_may_fit(7, counts_of(P(
        "2♠ 5♠ 8♠ J♠ 2♥ 3♥ 4♥ 5♥ 2♦ 3♦ 4♦ 5♦ 6♦")))


def test_card_indices_and_counts():
    assert [card_index(c) for c in CARDS] == list(range(53))
    assert CARDS[JOKER_INDEX] is JOKER
    assert all(CARDS[card_index(Card(r, s))] == Card(r, s) for s in SUITS for r in RANKS)
    assert counts_of(PACK) == [2] * 52 + [3]
    assert card_index(Card.parse("JK=7♠")) == JOKER_INDEX


def test_checked_counts_agrees_with_check_cards():
    hand = P("7♥ 7♥ JK=7♣ JK K♠")
    assert checked_counts(hand) == counts_of(hand)
    assert check_cards(hand) == Counter({Card.parse("7♥"): 2, JOKER: 2, Card.parse("K♠"): 1})
    for bad, code in (("7♥ 7♥ 7♥", "too-many-copies"), ("JK JK JK JK", "too-many-jokers")):
        with pytest.raises(ImpossibleCardsError) as err:
            checked_counts(P(bad))
        assert err.value.code == code
    with pytest.raises(ImpossibleCardsError) as err:
        checked_counts([Card(7, None)])
    assert err.value.code == "not-a-card"
    with pytest.raises(ImpossibleCardsError):
        checked_counts(P("7♥ 7♥"), CATALAN_SOURCE)


@settings(max_examples=100)
@given(round_=st.integers(1, 6), hand=hands)
def test_closest_melds(round_, hand):
    """The closest melds' shortfall is the search's; each card they want lowers it by one;
    each card beyond what they use can go without raising it."""
    from generator.engine.shortfall import closest_melds
    counts = counts_of(hand)
    contract = CONTRATO.contract(round_)
    best = closest_melds(counts, contract.groups, contract.sequences, limit=3)
    expected = contract_shortfall(round_, counts, limit=3)
    if expected > 3:
        assert best is None
        return
    assert best.shortfall == expected
    assert len(best.sequences) == contract.sequences and len(best.groups) == contract.groups
    for i in sorted(best.wanted)[:6]:
        if counts[i] < 2:
            more = list(counts)
            more[i] += 1
            assert contract_shortfall(round_, more, limit=3) == max(0, expected - 1), i
    for i in range(52):
        if counts[i] > best.used[i]:
            less = list(counts)
            less[i] -= 1
            assert contract_shortfall(round_, less, limit=4) == expected, i


# -- the faster search equals the one it replaced (issue 16) ---------------------------------

counts_strategy = st.lists(st.integers(0, 2), min_size=52, max_size=52).flatmap(
    lambda nat: st.integers(0, 4).map(lambda jokers: nat + [jokers]))
sparse_counts = st.integers(1, 2 ** 32).flatmap(
    lambda seed: st.integers(4, 24).map(lambda n: counts_of(
        __import__("random").Random(seed).sample(PACK, n))))


@settings(max_examples=300)
@given(counts=st.one_of(counts_strategy, sparse_counts), groups=st.integers(0, 3),
       sequences=st.integers(0, 3), limit=st.integers(0, 4), same_suit=st.booleans(),
       profile=st.sampled_from([CONTRATO, CATALAN_SOURCE]))
def test_the_count_search_equals_the_reference(counts, groups, sequences, limit, same_suit,
                                               profile):
    """``_least_jokers`` (one and two sequences searched without recursion, a shared suit's
    cost from the cards both want) finds what the search of f9f307b found: the same fewest jokers, the
    same best choices in the same order; ``closest_melds`` the same melds."""
    import shortfall_reference as ref
    from generator.engine import shortfall
    for cap, first in ((None, False), (limit + counts[JOKER_INDEX], False),
                       (counts[JOKER_INDEX], True)):
        got, want = [], []
        assert shortfall._least_jokers(counts, groups, sequences, profile, same_suit, cap,
                                       first, got) == \
            ref._least_jokers(counts, groups, sequences, profile, same_suit, cap, first, want)
        assert [[w[:5] for w in c] for c in got] == [[w[:5] for w in c] for c in want]
        assert shortfall._least_jokers(counts, groups, sequences, profile, same_suit, cap,
                                       first) == \
            ref._least_jokers(counts, groups, sequences, profile, same_suit, cap, first)
    assert shortfall.closest_melds(counts, groups, sequences, profile, limit=limit,
                                   same_suit_rule=same_suit) == \
        ref.closest_melds(counts, groups, sequences, profile, limit=limit,
                          same_suit_rule=same_suit)
