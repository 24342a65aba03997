"""The opening solver (generator/engine/opening.py) is exact: it returns every legal opening of
a hand and nothing else (clauses 4.1, 4.3, 5.2, 5.5, 7.4; D1, D2, D11).

Two independent references decide the same question by brute force, with
:func:`~generator.engine.contracts.validate_opening` as the only judge of legality:

- :func:`reference_by_partition` enumerates every way to pick cards of the hand for each meld
  of the contract (sub-multisets and their partitions into melds of the contract's sizes, or
  of any sizes ≥ 4 using the whole hand in the final round) and every joker declaration;
- :func:`reference_by_intervals` (final round) enumerates every multiset of three runs
  ``(suit, low place, high place)`` whose lengths add up to the hand and every way to put the
  hand's natural cards on their places.

Hypothesis checks the solver's set of lay-downs against them on random small hands, and
checks properties on hands up to 25 cards (purchases).
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from itertools import chain, combinations, combinations_with_replacement, product

import pytest
from hypothesis import assume, given, settings, strategies as st

from generator.engine.cards import JOKER, RANKS, SUITS, Card, parse_cards
from generator.engine.contracts import (LayDown, sequences_conflict, validate_laydown,
                                        validate_opening)
from generator.engine.deck import full_pack, physical_counts
from generator.engine.errors import ContratoError, ImpossibleCardsError
from generator.engine.melds import (HIGH_ACE, LOW_ACE, Sequence, make_group, make_sequence,
                                    place_rank)
from generator.engine.opening import can_open, find_opening, judge_opening, opening_laydowns
from generator.engine.profile import CONTRATO, Contract, MeldKind, SameSuitRule

P = parse_cards
G, S = MeldKind.GROUP, MeldKind.SEQUENCE


def lay(round_, *melds):
    """A lay-down from meld texts: three cards make a group, more a sequence."""
    return validate_laydown(round_, [make_group(P(t)) if len(P(t)) == 3 else make_sequence(P(t))
                                     for t in melds])


def texts(laydowns):
    return [str(x) for x in laydowns]


# -- the references -------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _windows(n):
    """Every run of ``n`` places: (suit, the card of each place, how many of each card)."""
    out = []
    for suit in SUITS:
        for low in range(LOW_ACE, HIGH_ACE - n + 2):
            cards = tuple(Card(place_rank(p), suit) for p in range(low, low + n))
            out.append((suit, cards, Counter(cards)))
    return out


def _meld_values(kind, cards, profile):
    """Every meld of ``kind`` made of exactly ``cards``, for every joker declaration."""
    out = set()
    naturals = Counter(c for c in cards if not c.is_joker)
    if kind is G:
        ranks = {c.rank for c in naturals} or set(RANKS)     # jokers only: any rank (D1)
        for rank in ranks:
            declared = [JOKER.declare(Card(rank, None)) if c.is_joker else c for c in cards]
            try:
                out.add(make_group(declared, profile=profile))
            except ContratoError:
                pass
        return out
    suits = {c.suit for c in naturals}
    for suit, window, count in _windows(len(cards)):
        if suits and suit not in suits:
            continue
        if any(count[c] < k for c, k in naturals.items()):
            continue                   # a natural card with no place in this run
        declared = [c if naturals[c] else JOKER.declare(c) for c in window]
        try:
            out.add(make_sequence(declared, profile=profile))
        except ContratoError:
            pass
    return out


def _sizes(contract, n, profile):
    if not contract.whole_hand:
        # every length each meld may have at the opening (5.2: exactly the minimum; or from
        # the minimum up, for a profile that lays melds down at any length), n cards at most
        ranges = [range(low, min(high, n) + 1)
                  for low, high in (profile.opening_lengths(k, contract) for k in contract.kinds)]
        for lengths in product(*ranges):
            if sum(lengths) <= n:
                yield list(lengths)
        return
    lengths = [profile.group_length if k is G else profile.sequence_length
               for k in contract.kinds]
    k = len(lengths)

    def split(i, left):
        if i == k - 1:
            if left >= lengths[i]:
                yield [left]
            return
        for a in range(lengths[i], left + 1):
            for rest in split(i + 1, left - a):
                yield [a] + rest
    yield from split(0, n)


def reference_by_partition(round_, hand, profile=CONTRATO):
    """Every legal opening, by picking the cards of each meld in turn from the hand."""
    contract = profile.contract(round_)
    hand = [c.physical for c in hand]
    values = {}
    judged = {}
    found = set()

    def melds_of(kind, idxs):
        key = (kind, tuple(sorted(hand[i] for i in idxs)))
        if key not in values:
            values[key] = _meld_values(kind, key[1], profile)
        return values[key]

    for sizes in _sizes(contract, len(hand), profile):
        def pick(slot, left, chosen):
            if slot == len(sizes):
                for melds in product(*chosen):
                    key = tuple(sorted(m.sort_key() for m in melds))
                    if key not in judged:
                        try:
                            judged[key] = validate_opening(round_, hand, melds, profile)
                        except ContratoError:
                            judged[key] = None
                    if judged[key] is not None:
                        found.add(judged[key])
                return
            for idxs in combinations(left, sizes[slot]):
                options = melds_of(contract.kinds[slot], idxs)
                if options:
                    pick(slot + 1, [i for i in left if i not in idxs], chosen + [options])
        pick(0, list(range(len(hand))), [])
    return found


def reference_by_intervals(round_, hand, profile=CONTRATO):
    """Every legal final-round opening, by choosing the runs' places first."""
    contract = profile.contract(round_)
    assert contract.whole_hand and contract.groups == 0
    hand = [c.physical for c in hand]
    naturals = Counter(c for c in hand if not c.is_joker)
    jokers = len(hand) - sum(naturals.values())
    runs = []
    for suit in SUITS:
        for low in range(LOW_ACE, HIGH_ACE + 1):
            for high in range(low + profile.sequence_length - 1, HIGH_ACE + 1):
                slots = [Card(place_rank(p), suit) for p in range(low, high + 1)]
                if sum((Counter(slots) - naturals).values()) <= jokers:
                    runs.append((suit, low, slots))
    found = set()
    for combo in combinations_with_replacement(runs, contract.sequences):
        if sum(len(slots) for _, _, slots in combo) != len(hand):
            continue
        where = {}                     # card -> its slots (run index, position)
        for i, (_, _, slots) in enumerate(combo):
            for j, card in enumerate(slots):
                where.setdefault(card, []).append((i, j))
        if any(len(where.get(card, ())) < n for card, n in naturals.items()):
            continue
        choices = [list(combinations(where[card], naturals[card])) for card in naturals]
        for pick in product(*choices):
            natural_at = set(chain.from_iterable(pick))
            melds = [Sequence(suit, low, tuple(card if (i, j) in natural_at else JOKER.declare(card)
                                               for j, card in enumerate(slots)))
                     for i, (suit, low, slots) in enumerate(combo)]
            try:
                found.add(validate_opening(round_, hand, melds, profile))
            except ContratoError:
                pass
    return found


def check_exact(round_, hand, profile=CONTRATO, reference=reference_by_partition):
    got = opening_laydowns(round_, hand, profile)
    assert got == sorted(set(got), key=LayDown.sort_key), "sorted, no duplicates"
    want = reference(round_, hand, profile)
    assert set(got) == want, (
        f"round {round_}, hand {' '.join(map(str, hand))}: solver only "
        f"{texts(set(got) - want)}, reference only {texts(want - set(got))}")
    assert can_open(round_, hand, profile) == bool(want)
    assert find_opening(round_, hand, profile) == (got[0] if got else None)
    return got


# -- strategies -----------------------------------------------------------------------------

PACK = full_pack()


@st.composite
def crowded_hands(draw, size_min, size_max, min_jokers=0):
    """A hand dealt from a small corner of the pack (a few neighbouring ranks, wrapping
    around the ace, in one or two suits, both copies, 0-3 jokers), so that groups,
    sequences, overlaps and near-misses are common."""
    start = draw(st.integers(1, 13))
    width = draw(st.integers(3, 6))
    ranks = {(start - 1 + k) % 13 + 1 for k in range(width)}
    suits = draw(st.lists(st.sampled_from(SUITS), min_size=1, max_size=2, unique=True))
    pool = [c for c in PACK if not c.is_joker and c.rank in ranks and c.suit in suits]
    pool += [JOKER] * draw(st.integers(min_jokers, 3))
    size = draw(st.integers(min(size_min, len(pool)), min(size_max, len(pool))))
    idxs = draw(st.lists(st.integers(0, len(pool) - 1), min_size=size, max_size=size,
                         unique=True))
    return [pool[i] for i in idxs]


@st.composite
def legal_laydowns(draw, round_, profile=CONTRATO, max_run=6):
    """A legal lay-down of the round's contract (jokers declared), 0-3 jokers in all."""
    contract = profile.contract(round_)
    jokers = draw(st.integers(0, 3))
    melds = []
    for kind in contract.kinds:
        if kind is G:
            rank = draw(st.sampled_from(RANKS))
            nj = draw(st.integers(0, min(jokers, profile.group_length)))
            suits = draw(st.lists(st.sampled_from(SUITS), min_size=profile.group_length - nj,
                                  max_size=profile.group_length - nj))
            melds.append(([Card(rank, s) for s in suits] + [JOKER] * nj, rank))
        else:
            length = profile.sequence_length
            if contract.whole_hand:
                length = draw(st.integers(length, max_run))
            suit = draw(st.sampled_from(SUITS))
            low = draw(st.integers(LOW_ACE, HIGH_ACE - length + 1))
            at = draw(st.sets(st.integers(0, length - 1), max_size=min(jokers, length - 1)))
            melds.append(([JOKER if i in at else Card(place_rank(low + i), suit)
                           for i in range(length)], None))
            nj = len(at)
        jokers -= nj
    try:
        return validate_laydown(round_, [
            make_group(cards, rank=rank, profile=profile) if rank else
            make_sequence(cards, profile=profile) for cards, rank in melds], profile)
    except ContratoError:          # 4.3 or a third copy: not a legal lay-down
        assume(False)


@st.composite
def hands_around(draw, round_, max_size, profile=CONTRATO, max_run=6):
    """A legal lay-down and a hand holding it plus random other cards of the pack (at least
    one in rounds 1-6 for the discard, 5.5; none in the final round, 7.4)."""
    laydown = draw(legal_laydowns(round_, profile, max_run))
    used = physical_counts(laydown.cards)
    rest = list((Counter(PACK) - used).elements())
    n = len(laydown.cards)
    whole = profile.contract(round_).whole_hand
    extra = 0 if whole else draw(st.integers(1, max(1, max_size - n)))
    idxs = draw(st.lists(st.integers(0, len(rest) - 1), min_size=extra, max_size=extra,
                         unique=True))
    hand = [c.physical for c in laydown.cards] + [rest[i] for i in idxs]
    return laydown, draw(st.permutations(hand))


# -- exactness against the references -------------------------------------------------------

@settings(max_examples=300)
@given(st.data())
def test_exact_rounds_1_to_3_crowded_hands(data):
    round_ = data.draw(st.sampled_from([1, 2, 3]))
    m = CONTRATO.contract(round_).min_cards(CONTRATO)
    hand = data.draw(crowded_hands(m, m + 2))
    check_exact(round_, hand)


@settings(max_examples=150)
@given(st.data())
def test_exact_rounds_1_to_3_hands_around_a_laydown(data):
    round_ = data.draw(st.sampled_from([1, 2, 3]))
    m = CONTRATO.contract(round_).min_cards(CONTRATO)
    laydown, hand = data.draw(hands_around(round_, m + 2))
    got = check_exact(round_, hand)
    assert laydown in got


@settings(max_examples=60)
@given(st.data())
def test_exact_rounds_4_to_6_small_hands(data):
    round_ = data.draw(st.sampled_from([4, 5, 6]))
    m = CONTRATO.contract(round_).min_cards(CONTRATO)
    if data.draw(st.booleans()):
        laydown, hand = data.draw(hands_around(round_, m + 1))
        assert laydown in check_exact(round_, hand)
    else:
        check_exact(round_, data.draw(crowded_hands(m + 1, m + 1, min_jokers=1)))


#: The final round's algorithm, scaled down so that the partition reference stays fast: the
#: whole hand in two sequences of at least 4, or three of at least 3.
TWO_RUNS = dataclasses.replace(
    CONTRATO, contracts=CONTRATO.contracts[:6] + (Contract(7, 0, 2, whole_hand=True),))
THREE_SHORT_RUNS = dataclasses.replace(CONTRATO, sequence_length=3)


@settings(max_examples=120)
@given(st.data())
def test_exact_whole_hand_two_runs_against_partitions(data):
    if data.draw(st.booleans()):
        laydown, hand = data.draw(hands_around(7, 0, TWO_RUNS))
        assert laydown in check_exact(7, hand, TWO_RUNS)
    else:
        check_exact(7, data.draw(crowded_hands(8, 10)), TWO_RUNS)


@settings(max_examples=30)
@given(st.data())
def test_exact_whole_hand_three_short_runs_against_partitions(data):
    laydown, hand = data.draw(hands_around(7, 0, THREE_SHORT_RUNS, max_run=4).filter(
        lambda lh: len(lh[1]) <= 10))
    assert laydown in check_exact(7, hand, THREE_SHORT_RUNS)


@settings(max_examples=120)
@given(st.data())
def test_exact_round_7_against_intervals(data):
    laydown, hand = data.draw(hands_around(7, 0))
    if data.draw(st.booleans()):
        # a near miss: one card replaced by another card of the pack
        i = data.draw(st.integers(0, len(hand) - 1))
        other = data.draw(st.sampled_from(PACK))
        hand = hand[:i] + [other] + hand[i + 1:]
        assume(all(n <= (3 if c.is_joker else 2) for c, n in Counter(hand).items()))
    else:
        assert laydown in opening_laydowns(7, hand)
    check_exact(7, hand, reference=reference_by_intervals)


@settings(max_examples=60)
@given(st.data())
def test_exact_round_7_long_runs_and_crowded_hands_against_intervals(data):
    if data.draw(st.booleans()):
        # runs up to A-...-K-A (3.4): two aces of a suit, purchases making hands long
        laydown, hand = data.draw(hands_around(7, 0, max_run=14))
        assert laydown in check_exact(7, hand, reference=reference_by_intervals)
    else:
        check_exact(7, data.draw(crowded_hands(12, 14, min_jokers=1)),
                    reference=reference_by_intervals)


@pytest.mark.parametrize("hand, first", [
    ("A♠ 2♠ 3♠ 4♠ 5♠ 7♥ 8♥ 9♥ 10♥ J♦ Q♦ K♦ A♦", "A♠ 2♠ 3♠ 4♠ 5♠ | 7♥ 8♥ 9♥ 10♥ | J♦ Q♦ K♦ A♦"),
    # one joker can make one overlap, but 3..A in one suit needs two breaks (4.3)
    ("3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ JK", None),
    # two jokers make two overlaps
    ("3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ JK JK", "3♥ 4♥ 5♥ 6♥ | JK=6♥ 7♥ 8♥ 9♥ | JK=9♥ 10♥ J♥ Q♥ K♥"),
    # the same run twice, and a run of jokers past a gap
    ("5♣ 6♣ 7♣ 8♣ 5♣ 6♣ 7♣ 8♣ JK 10♣ J♣ Q♣ JK", "JK=4♣ 5♣ 6♣ 7♣ 8♣ | 5♣ 6♣ 7♣ 8♣ | 10♣ J♣ Q♣ JK=K♣"),
    # the second 5♠ 6♠ cannot make a run of 4 with one joker
    ("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ JK", None),
])
def test_exact_round_7_both_references_agree(hand, first):
    hand = P(hand)
    got = check_exact(7, hand, reference=reference_by_intervals)
    assert reference_by_partition(7, hand) == set(got)
    assert (str(got[0]) if got else None) == first
    if hand == P("5♣ 6♣ 7♣ 8♣ 5♣ 6♣ 7♣ 8♣ JK 10♣ J♣ Q♣ JK"):
        assert "5♣ 6♣ 7♣ 8♣ | 5♣ 6♣ 7♣ 8♣ | 10♣ J♣ Q♣ JK=K♣ JK=A♣" in texts(got)
    assert all(physical_counts(x.cards) == physical_counts(hand) for x in got)


@st.composite
def long_suit_hands(draw, size_max, max_suits=2, spread=False):
    """A final-round hand of one or a few suits: the cards of three runs of 4-9 places in those
    suits (often the same suit, overlapping or touching: 4.3), up to 3 of them replaced by
    jokers, then often one card changed or added (a near miss); at most ``size_max`` cards.
    With ``spread`` the runs take the suits in turn (three suits: one run each).
    This is where the search over intervals (rules 3.2-3.4, 4.3, 7.4) cuts most."""
    suits = draw(st.lists(st.sampled_from(SUITS), min_size=1, max_size=max_suits, unique=True))
    hand = []
    for left in (2, 1, 0):
        suit = suits[left % len(suits)] if spread else draw(st.sampled_from(suits))
        length = draw(st.integers(4, min(9, size_max - 1 - len(hand) - 4 * left)))
        low = draw(st.integers(LOW_ACE, HIGH_ACE - length + 1))
        hand += [Card(place_rank(p), suit) for p in range(low, low + length)]
    for i in draw(st.sets(st.integers(0, len(hand) - 1), max_size=3)):
        hand[i] = JOKER
    pool = [c for c in PACK if not c.is_joker and c.suit in suits]
    change = draw(st.sampled_from(["none", "replace", "add"]))
    if change == "replace":
        hand[draw(st.integers(0, len(hand) - 1))] = draw(st.sampled_from(pool))
    elif change == "add":
        hand.append(draw(st.sampled_from(pool)))
    assume(all(n <= (3 if c.is_joker else 2) for c, n in Counter(hand).items()))
    return draw(st.permutations(hand))


#: The final round where two sequences of one contract may not share a suit at all.
DIFFERENT_SUITS = dataclasses.replace(CONTRATO, same_suit_rule=SameSuitRule.DIFFERENT_SUITS)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_exact_round_7_long_suits_against_intervals(data):
    # up to 18 cards of one or two suits: three runs in one suit, runs made only of the second
    # copies, near misses by one joker; can_open's shortcut (jokers needed per suit, the last
    # suit searched only for what is left) must agree with the full listing
    hand = data.draw(long_suit_hands(18))
    check_exact(7, hand, reference=reference_by_intervals)


@settings(max_examples=40, deadline=None)
@given(long_suit_hands(16, max_suits=3, spread=True))
def test_exact_round_7_sequences_in_different_suits_against_intervals(hand):
    check_exact(7, hand, DIFFERENT_SUITS, reference=reference_by_intervals)


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_property_round_7_without_4_3_adds_only_contiguous_pairs(data):
    # same_suit_rule=False (used to explain a refusal) lists everything 4.3 forbids as well:
    # the lay-downs with no two contiguous same-suit runs are exactly the legal ones
    hand = data.draw(long_suit_hands(20))
    legal = opening_laydowns(7, hand)
    relaxed = opening_laydowns(7, hand, same_suit_rule=False)
    assert relaxed == sorted(set(relaxed), key=LayDown.sort_key)
    assert [x for x in relaxed
            if not any(sequences_conflict(a, b) for a, b in combinations(x.sequences, 2))
            ] == legal
    assert all(physical_counts(x.cards) == physical_counts(hand) for x in relaxed)
    assert can_open(7, hand) == bool(legal)


# -- properties on bigger hands -------------------------------------------------------------

@settings(max_examples=80)
@given(st.data())
def test_property_a_hand_holding_a_laydown_opens_with_it_up_to_25_cards(data):
    round_ = data.draw(st.sampled_from(range(1, 8)))
    laydown, hand = data.draw(hands_around(round_, 25))
    got = opening_laydowns(round_, hand)
    assert laydown in got
    assert can_open(round_, hand)
    assert got == sorted(set(got), key=LayDown.sort_key)
    for x in got:
        assert validate_opening(round_, hand, x.melds) == x
    if round_ == 7:
        assert all(physical_counts(x.cards) == physical_counts(hand) for x in got)


@settings(max_examples=80)
@given(st.data())
def test_property_every_result_passes_validate_opening(data):
    round_ = data.draw(st.sampled_from(range(1, 7)))
    hand = data.draw(crowded_hands(8, 16))
    got = opening_laydowns(round_, hand)
    assert got == sorted(set(got), key=LayDown.sort_key)
    for x in got:
        assert validate_opening(round_, hand, x.melds) == x
        assert len(x.cards) == CONTRATO.contract(round_).min_cards(CONTRATO) < len(hand)
        # no physical card counted twice (3.6)
        assert not physical_counts(x.cards) - physical_counts(hand)


# -- cases other programs got wrong ---------------------------------------------------------

def test_11_worked_example_found_with_exactly_the_7_cards():
    hand = P("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 8♥ K♦ 2♣ 10♣ 6♠")
    assert texts(check_exact(2, hand)) == ["7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠"]
    assert not can_open(2, hand[:-1])            # before taking 6♠ from the discard


def test_two_copies_both_used_in_overlapping_sequences():
    hand = P("3♠ 4♠ 5♠ 5♠ 6♠ 6♠ 7♠ 8♠ K♦")
    assert check_exact(3, hand) == [lay(3, "3♠ 4♠ 5♠ 6♠", "5♠ 6♠ 7♠ 8♠")]


def test_two_copies_one_in_a_group_one_in_a_sequence():
    hand = P("5♠ 5♠ 5♥ 5♦ 6♠ 7♠ 8♠ 2♣")
    assert check_exact(2, hand) == [lay(2, "5♠ 5♥ 5♦", "5♠ 6♠ 7♠ 8♠")]


def test_greedy_first_group_blocks_the_only_solution():
    # taking 5♠ 5♥ 5♦ (the first three 5s) leaves no sequence
    hand = P("5♠ 5♥ 5♦ 5♣ 6♠ 7♠ 8♠ 2♥")
    assert check_exact(2, hand) == [lay(2, "5♥ 5♦ 5♣", "5♠ 6♠ 7♠ 8♠")]
    # putting the joker in the obvious group leaves the sequence without it
    hand = P("9♥ 9♦ JK 3♠ 4♠ 6♠ 9♣ 2♣")
    assert check_exact(2, hand) == [lay(2, "9♥ 9♦ 9♣", "3♠ 4♠ JK 6♠")]


def test_greedy_first_sequence_blocks_the_only_solution():
    # 3-4-5-6♠ is the obvious first run; the only pair is 2-3-4-5♠ with 6-JK-8-9♠... which
    # would be contiguous; so it is A-2-3-4♠ and 6-7-8-9♠
    hand = P("A♠ 2♠ 3♠ 4♠ 6♠ 7♠ 8♠ 9♠ K♥")
    assert check_exact(3, hand) == [lay(3, "A♠ 2♠ 3♠ 4♠", "6♠ 7♠ 8♠ 9♠")]
    hand = P("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ K♥")
    assert check_exact(3, hand) == []                 # only 2-5 with 6-9: contiguous (4.3)


def test_jokers_at_run_ends_declare_either_end():
    hand = P("JK 4♠ 5♠ 6♠ 8♥ 9♥ 10♥ J♥ 2♣")
    assert texts(check_exact(3, hand)) == [
        "JK=3♠ 4♠ 5♠ 6♠ | 8♥ 9♥ 10♥ J♥", "4♠ 5♠ 6♠ JK=7♠ | 8♥ 9♥ 10♥ J♥"]


def test_aces_low_and_high_in_one_suit():
    hand = P("A♠ 2♠ 3♠ 4♠ J♠ Q♠ K♠ A♠ 5♦")
    assert check_exact(3, hand) == [lay(3, "A♠ 2♠ 3♠ 4♠", "J♠ Q♠ K♠ A♠")]
    hand = P("K♠ A♠ 2♠ 3♠ 7♥ 8♥ 9♥ 10♥ 5♦")
    assert check_exact(3, hand) == []                 # no wrap (3.3)
    hand = P("A♠ JK 3♠ 4♠ J♥ Q♥ K♥ JK 5♦")
    assert texts(check_exact(3, hand)) == [
        "A♠ JK=2♠ 3♠ 4♠ | JK=10♥ J♥ Q♥ K♥", "A♠ JK=2♠ 3♠ 4♠ | J♥ Q♥ K♥ JK=A♥"]


def test_4_3_only_contiguous_pairs_cannot_open_and_judge_says_why():
    hand = P("3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ 2♣")
    assert check_exact(3, hand) == []
    verdict = judge_opening(3, hand)
    assert not verdict.can_open and verdict.reason == "same-suit"
    assert verdict.clauses[0] == "4.3"
    assert texts(verdict.blocked) == ["3♥ 4♥ 5♥ 6♥ | 7♥ 8♥ 9♥ 10♥"]
    # one card more makes a gap possible
    assert texts(check_exact(3, hand + P("J♥"))) == ["3♥ 4♥ 5♥ 6♥ | 8♥ 9♥ 10♥ J♥"]


def test_4_3_in_round_7_judge_says_why():
    hand = P("3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ JK")
    assert check_exact(7, hand, reference=reference_by_intervals) == []
    verdict = judge_opening(7, hand)
    assert verdict.reason == "same-suit" and verdict.clauses == ("4.3", "4.1", "7.4")
    assert "3♠ 4♠ 5♠ 6♠ JK=7♠ | 7♠ 8♠ 9♠ 10♠ | J♠ Q♠ K♠ A♠" in texts(verdict.blocked)
    for x in verdict.blocked:
        with pytest.raises(ContratoError) as err:
            validate_opening(7, hand, x.melds)
        assert err.value.clause == "4.3"


def test_D1_jokers_only_group_every_rank():
    hand = P("JK JK JK 8♣ 8♦ 8♥ 2♠")
    got = check_exact(1, hand)
    # the 8s with JK JK JK as any of the 13 ranks (D1, D11 for the 8s); the 8s split over
    # two groups of 8s (3 ways); 2♠ JK JK with the three 8s, or with two 8s and JK (3 ways)
    assert len(got) == 13 + 3 + 1 + 3
    assert lay(1, "8♣ 8♦ 8♥", "JK=7 JK=7 JK=7") in got
    assert lay(1, "8♣ 8♦ 8♥", "JK=8 JK=8 JK=8") in got
    assert lay(1, "8♣ 8♦ JK", "8♥ JK JK") in got
    assert lay(1, "8♣ 8♦ 8♥", "2♠ JK JK") in got


def test_D11_two_groups_of_one_rank():
    hand = P("7♣ 7♦ 7♥ 7♠ 7♣ 7♦ 2♥")
    got = check_exact(1, hand)
    assert lay(1, "7♣ 7♦ 7♥", "7♠ 7♣ 7♦") in got
    assert all(x.melds[0].rank == x.melds[1].rank == 7 for x in got)


@pytest.mark.parametrize("jokers", [0, 1, 2, 3])
def test_zero_to_three_jokers(jokers):
    base = P("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ K♦")
    hand = base + [JOKER] * jokers
    got = check_exact(2, hand)
    assert lay(2, "7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠") in got
    if jokers == 1:
        # 7♣ 7♦ 7♥ with 3-6♠, JK for one of 3-6♠ (4), JK=2♠ 3-5♠, 4-6♠ JK=7♠;
        # or two 7s and the joker (3 ways) with 3-6♠
        assert len(got) == 1 + 4 + 2 + 3
    if jokers == 3:
        assert lay(2, "JK=K JK=K JK=K", "3♠ 4♠ 5♠ 6♠") in got


def test_5_5_too_few_cards_to_keep_one():
    hand = P("7♣ 7♦ 7♥ 8♣ 8♦ 8♥")
    assert opening_laydowns(1, hand) == [] and not can_open(1, hand)
    verdict = judge_opening(1, hand)
    assert verdict.reason == "too-few-cards" and verdict.clauses == ("5.5", "5.2", "4.1")
    assert texts(opening_laydowns(1, hand + P("2♠"))) == ["7♥ 7♦ 7♣ | 8♥ 8♦ 8♣"]


def test_7_4_too_few_cards_and_whole_hand():
    hand = P("A♠ 2♠ 3♠ 4♠ 7♥ 8♥ 9♥ 10♥ J♦ Q♦ K♦")
    verdict = judge_opening(7, hand)
    assert verdict.reason == "too-few-cards" and verdict.clauses == ("7.4", "4.1")
    assert texts(check_exact(7, hand + P("A♦"), reference=reference_by_intervals)) == [
        "A♠ 2♠ 3♠ 4♠ | 7♥ 8♥ 9♥ 10♥ | J♦ Q♦ K♦ A♦"]
    # one card that fits nowhere: the final round cannot keep it (7.4)
    assert check_exact(7, hand + P("A♦ 5♣"), reference=reference_by_intervals) == []


def test_judge_opening_reports_the_best_partial_contract():
    hand = P("7♣ 7♦ 7♥ 3♠ 4♠ 9♠ K♦ 2♣")
    verdict = judge_opening(2, hand)
    assert verdict.reason == "no-contract" and verdict.clauses == ("4.1", "5.2")
    assert [str(m) for m in verdict.best_partial] == ["7♥ 7♦ 7♣"]
    ok = judge_opening(3, P("3♠ 4♠ 5♠ 6♠ 8♠ 9♠ 10♠ J♠ 2♣"))
    assert ok.can_open and ok.reason is None and ok.clauses == ("4.1", "5.2", "4.3")


def test_25_card_hand_with_purchases():
    # a round-5 hand grown to 25 cards by purchases; only one lay-down exists
    hand = P("7♠ 7♥ 7♦ 9♣ 9♦ 9♥ 3♦ 4♦ 5♦ 6♦ "
             "K♠ K♥ J♠ 2♠ 2♣ Q♣ Q♦ 10♥ 10♣ 8♦ 5♠ 4♣ A♥ A♣ 6♥")
    assert len(hand) == 25
    assert texts(opening_laydowns(5, hand)) == ["7♠ 7♥ 7♦ | 9♥ 9♦ 9♣ | 3♦ 4♦ 5♦ 6♦"]
    # with a joker the choice widens, and every answer still passes validate_opening
    got = opening_laydowns(5, hand[:-1] + [JOKER])
    assert len(got) > 1
    assert all(validate_opening(5, hand[:-1] + [JOKER], x.melds) == x for x in got)


def test_impossible_hand_refused_citing_1_2():
    with pytest.raises(ImpossibleCardsError) as err:
        opening_laydowns(1, P("7♣ 7♣ 7♣ 8♦ 8♦ 8♥ 2♠"))
    assert err.value.clause == "1.2"
    with pytest.raises(ImpossibleCardsError):
        can_open(1, P("JK JK JK JK 8♦ 8♦ 8♥"))
    with pytest.raises(ValueError):
        opening_laydowns(8, P("7♣ 7♦ 7♥"))


def test_declared_jokers_in_hand_are_plain_jokers():
    a = opening_laydowns(2, P("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ JK=9♥ K♦"))
    b = opening_laydowns(2, P("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ JK K♦"))
    assert a == b and len(a) == 2


# -- other profiles: melds laid down at any length (the Catalan source, a house rule) ----------
#
# The Catalan source (rules-spec §V; profile CATALAN_SOURCE) lays the contract down with runs
# of 3 or more and sets of 3 or 4 of distinct suits (V4, V5), from a one-deck pack with one
# joker (V1), and may meld every card (V11). The same solver must stay exact there, and for
# this profile with the exact lengths of 5.2 relaxed to "at least" (the shape of a house rule).

from generator.engine.profile import (CATALAN_SOURCE, GoingOut, GroupSuits,  # noqa: E402
                                      OpeningLengths)

CATALAN_PACK = full_pack(CATALAN_SOURCE)
AT_LEAST = dataclasses.replace(CONTRATO, opening=OpeningLengths.AT_LEAST)
#: the Catalan source's pack for more than 5 players (V1): two decks and two jokers, where its
#: sets may not repeat a suit (V4)
CATALAN_TWO_DECKS = dataclasses.replace(CATALAN_SOURCE, decks=2, jokers=2)


@st.composite
def pack_hands(draw, pack, size_min, size_max):
    """A hand from a few neighbouring ranks of ``pack`` (wrapping around the ace), in one to
    three suits, with the pack's jokers available: many sets, runs and near misses."""
    start = draw(st.integers(1, 13))
    width = draw(st.integers(3, 6))
    ranks = {(start - 1 + k) % 13 + 1 for k in range(width)}
    suits = draw(st.lists(st.sampled_from(SUITS), min_size=1, max_size=3, unique=True))
    pool = [c for c in pack if c.is_joker or (c.rank in ranks and c.suit in suits)]
    size = draw(st.integers(min(size_min, len(pool)), min(size_max, len(pool))))
    idxs = draw(st.lists(st.integers(0, len(pool) - 1), min_size=size, max_size=size,
                         unique=True))
    return [pool[i] for i in idxs]


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_exact_catalan_source_rounds_1_to_6_against_partitions(data):
    round_ = data.draw(st.sampled_from(range(1, 7)))
    m = CATALAN_SOURCE.contract(round_).min_cards(CATALAN_SOURCE)
    hand = data.draw(pack_hands(CATALAN_PACK, m - 1, min(m + 3, 11)))
    got = check_exact(round_, hand, CATALAN_SOURCE)
    for x in got:
        # V4, V5: every meld within its lengths; V7: no two runs of one suit; V11: melding
        # every card is allowed
        assert all(3 <= len(g) <= 4 and len({c.suit for c in g.naturals}) == len(g.naturals)
                   for g in x.groups)
        assert all(len(q) >= 3 for q in x.sequences)
        assert len({q.suit for q in x.sequences}) == len(x.sequences)
        assert len(x.cards) <= len(hand)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_exact_catalan_source_round_7_against_intervals(data):
    hand = data.draw(pack_hands(CATALAN_PACK, 9, 13))
    check_exact(7, hand, CATALAN_SOURCE, reference=reference_by_intervals)


@settings(max_examples=120, deadline=None)
@given(st.data())
def test_exact_at_least_lengths_and_distinct_suits_against_partitions(data):
    profile = data.draw(st.sampled_from([AT_LEAST, CATALAN_TWO_DECKS]))
    round_ = data.draw(st.sampled_from([1, 2, 3]))
    m = profile.contract(round_).min_cards(profile)
    hand = data.draw(pack_hands(full_pack(profile), m, m + 2))
    got = check_exact(round_, hand, profile)
    if profile is AT_LEAST:
        # a card always stays for the discard (5.5), whatever the lengths
        assert all(len(x.cards) < len(hand) for x in got)
        # the exact lay-downs of 5.2 are among them
        assert set(opening_laydowns(round_, hand)) <= set(got)
    else:
        assert all(len({c.suit for c in g.naturals}) == len(g.naturals)
                   for x in got for g in x.groups)


def test_catalan_source_counts_the_longer_melds_it_allows():
    # the worked example's hand (§11): this profile opens one way (5.2); the Catalan source
    # also with 3-4-5 and 4-5-6 (V5: runs of 3 or more)
    hand = P("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣")
    assert texts(check_exact(2, hand)) == ["7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠"]
    assert texts(check_exact(2, hand, CATALAN_SOURCE)) == [
        "7♥ 7♦ 7♣ | 3♠ 4♠ 5♠", "7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠", "7♥ 7♦ 7♣ | 4♠ 5♠ 6♠"]
    # a set of 4 and a set of 3 with the joker (V4, V12): 7♠ 7♥ 7♦ 7♣, and each 3 of them
    hand = P("7♠ 7♥ 7♦ 7♣ 3♠ 4♠ 5♠ K♦")
    got = texts(check_exact(2, hand, CATALAN_SOURCE))
    assert "7♠ 7♥ 7♦ 7♣ | 3♠ 4♠ 5♠" in got and "7♠ 7♥ 7♦ | 3♠ 4♠ 5♠" in got
    assert len(got) == 5
    assert not can_open(2, hand)                 # this profile: a run of 4 (5.2)


def test_catalan_source_may_meld_every_card():
    # V11: no discard when every card is melded; this profile keeps one (5.5)
    hand = P("7♣ 7♦ 7♥ 8♠ 8♥ 8♦")
    assert texts(check_exact(1, hand, CATALAN_SOURCE)) == ["7♥ 7♦ 7♣ | 8♠ 8♥ 8♦"]
    assert check_exact(1, hand) == []
    assert judge_opening(1, hand).reason == "too-few-cards"
    assert judge_opening(1, hand[:5], CATALAN_SOURCE).clauses == ("3.1", "4.1")
    # the house rule "at least" keeps 5.5: 3 + 4 cards of 7 is no opening, 3 + 3 is
    hand = P("7♣ 7♦ 7♥ 8♠ 8♥ 8♦ 8♣")
    assert sorted(texts(check_exact(1, hand, AT_LEAST))) == [
        "7♥ 7♦ 7♣ | 8♠ 8♥ 8♣", "7♥ 7♦ 7♣ | 8♠ 8♥ 8♦", "7♥ 7♦ 7♣ | 8♠ 8♦ 8♣",
        "7♥ 7♦ 7♣ | 8♥ 8♦ 8♣"]


def test_judge_opening_cites_each_profiles_length_rule():
    hand = P("3♥ 4♥ 5♥ 3♠ 4♠ 5♠ K♣")
    assert judge_opening(3, hand, CATALAN_SOURCE).clauses == ("4.1", "3.2")
    assert judge_opening(3, hand).clauses == ("5.5", "5.2", "4.1")      # 8 + 1 cards needed
    assert judge_opening(2, P("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ K♣"), CATALAN_SOURCE).clauses == (
        "4.1", "3.1", "3.2")
    assert judge_opening(7, P("3♠ 4♠ 5♠ 6♠ 7♠ 7♥ 8♥ 9♥ 9♦ 10♦ J♦ Q♦ K♦"),
                         CATALAN_SOURCE).clauses == ("4.1", "7.4")
    # V7: only with two runs of one suit: refused, and the engine says it is the suit rule
    v = judge_opening(3, P("3♥ 4♥ 5♥ 7♥ 8♥ 9♥ K♣"), CATALAN_SOURCE)
    assert v.reason == "same-suit" and v.clauses[0] == "4.3"
    assert v.blocked and all(len({q.suit for q in x.sequences}) == 1 for x in v.blocked)


# -- the fast listing of exact lengths (5.2) against the general search ----------------------

#: exact lengths with groups of distinct suits (a house rule): the fast listing without the
#: count search in front of it
EXACT_DISTINCT = dataclasses.replace(CONTRATO, group_suits=GroupSuits.DISTINCT)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_fast_exact_listing_equals_the_general_search(data):
    # the simulated games list lay-downs at every turn through the fast listing
    # (_search_exact_keyed, card indices and constant cards); the general search of every
    # profile (_search_exact) must find exactly the same lay-downs, in the same sorted order
    from generator.engine.opening import _search_exact
    profile = data.draw(st.sampled_from([CONTRATO, EXACT_DISTINCT]))
    round_ = data.draw(st.sampled_from(range(1, 7)))
    same_suit = data.draw(st.booleans())
    m = profile.contract(round_).min_cards(profile)
    if data.draw(st.booleans()):
        hand = data.draw(crowded_hands(m + 1, m + 8))
    else:
        _, hand = data.draw(hands_around(round_, 25))
    nat = Counter((c.rank, c.suit) for c in hand if not c.is_joker)
    jokers = sum(c.is_joker for c in hand)
    general = sorted(set(_search_exact(round_, nat, jokers, profile, same_suit))
                     if len(hand) > m else (), key=LayDown.sort_key)
    assert opening_laydowns(round_, hand, profile, same_suit_rule=same_suit) == general


# -- capped listings: any hand the pack allows, answered without listing everything (issue 11) ---

from generator.engine.opening import Listing, first_opening_leaving, list_openings  # noqa: E402

#: The issue's hand: the four aces to tens of every suit and three jokers (43 cards). Round 5
#: has over a million openings: listing them first took 53 s and 1.6 GB.
ISSUE_HAND = P(" ".join(f"{r}{s}" for r in "A 2 3 4 5 6 7 8 9 10".split() for s in "♠♥♦♣")
               + " JK JK JK")


@pytest.mark.parametrize("round_", range(1, 8))
def test_a_43_card_hand_is_answered_with_a_capped_listing(round_):
    found = list_openings(round_, ISSUE_HAND, shown=3, limit=200)
    if round_ == 7:                        # 43 cards cannot be three sequences (at most 42)
        assert found == Listing((), 0, True) and not can_open(7, ISSUE_HAND)
        return
    assert can_open(round_, ISSUE_HAND)
    assert len(found.items) == 3 and (found.count, found.complete) == (200, False)
    for laydown in found.items:
        assert validate_opening(round_, ISSUE_HAND, laydown.melds) == laydown
    assert list(found.items) == sorted(found.items, key=LayDown.sort_key)
    v = judge_opening(round_, ISSUE_HAND, shown=3, limit=200)
    assert v.can_open and v.laydowns == found.items and (v.count, v.complete) == (200, False)
    assert find_opening(round_, ISSUE_HAND) == found.items[0]


@given(st.data())
def test_property_a_capped_listing_is_the_start_of_the_full_one(data):
    round_ = data.draw(st.integers(1, 7))
    pool = P("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 7♥ 7♦ 7♣ 8♥ 9♥ 10♥ J♥ K♦ K♣ K♥ JK JK")
    hand = data.draw(st.lists(st.sampled_from(pool), min_size=6, max_size=14))
    assume(all(n <= (3 if c.is_joker else 2) for c, n in Counter(hand).items()))
    full = opening_laydowns(round_, hand)
    shown = data.draw(st.integers(0, 4))
    limit = data.draw(st.integers(0, 30))
    capped = list_openings(round_, hand, shown=shown, limit=limit)
    assert list(capped.items) == full[:shown]
    assert capped.complete == (len(full) <= limit)
    assert capped.count == (len(full) if capped.complete else limit)
    assert find_opening(round_, hand) == (full[0] if full else None)
    # the first opening leaving at most one card (going out) is the first such one listed
    leaving = [l for l in full if len(hand) - len(l.cards) <= 1]
    assert first_opening_leaving(round_, hand, 1) == (leaving[0] if leaving else None)


def test_the_4_3_clause_is_cited_for_the_laydown_shown():
    # the first lay-down shown holds two hearts sequences apart: 4.3 was checked on it
    v = judge_opening(3, P("3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥ K♣"))
    assert str(v.laydowns[0]) == "3♥ 4♥ 5♥ 6♥ | 8♥ 9♥ 10♥ J♥" and "4.3" in v.clauses
    # the first lay-down shown is of two suits: 4.3 decides nothing, however many others
    # would pair one suit
    v = judge_opening(3, P("3♠ 4♠ 5♠ 6♠ 3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥ K♣"))
    assert len({m.suit for m in v.laydowns[0].melds}) == 2 and "4.3" not in v.clauses
