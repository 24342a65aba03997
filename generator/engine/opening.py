"""The opening solver: can this hand lay down the round's contract now, and in how many ways?

Exact by construction: it enumerates every meld the hand can make at the contract's lengths
and every combination of them that the resources allow, so no lay-down is missed and none is
illegal (each one returned passes :func:`~generator.engine.contracts.validate_opening`).
Lay-downs are distinct as multisets of melds with joker values (``JK JK JK`` as 7s and as 8s
are two lay-downs, D1).

- Rounds 1–6 (5.2, 5.5): melds at their exact minimum lengths, at least one card kept for the
  discard. A profile may lay melds down at any length from the minimum
  (:attr:`~generator.engine.profile.OpeningLengths.AT_LEAST`: the Catalan source's runs of 3 or
  more and sets of 3 or 4) and go out by melding every card
  (:attr:`~generator.engine.profile.GoingOut.MELD_OR_DISCARD`); the solver enumerates those
  lengths and lay-downs just the same.
- Round 7 (7.4): the whole hand in exactly three sequences of at least 4 cards, 4.3 applied.
  Solved suit by suit: the sequences of one suit are intervals of places that must cover every
  natural card of that suit; the places no natural fills are the jokers.

>>> hand = parse_cards("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣")
>>> [str(l) for l in opening_laydowns(2, hand)]
['7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠']
>>> can_open(1, hand)
False
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations, product
from operator import attrgetter
from typing import Iterable, Iterator, Sequence as Seq

from .cards import JOKER, RANKS, SUITS, Card, Suit, parse_cards  # noqa: F401  (doctest)
from .contracts import LayDown, sequences_conflict
from .deck import check_cards, checked_counts
from .melds import HIGH_ACE, LOW_ACE, Group, Meld, Sequence, place_rank
from .profile import (CONTRATO, Ace, Contract, GroupSuits, MeldKind, OpeningLengths, Profile,
                      SameSuitRule)
from .shortfall import holds_contract, whole_hand_may_fit

__all__ = ["opening_laydowns", "list_openings", "Listing", "can_open", "find_opening",
           "first_opening_leaving",
           "OpeningVerdict", "judge_opening", "opening_length_clauses", "candidate_melds",
           "openings_follow_counts"]

_Key = tuple  # (rank, suit) of a natural card, or "JK"


@dataclass(frozen=True)
class _Candidate:
    meld: Meld
    need: tuple[tuple[_Key, int], ...]   # natural cards used, as (key, count)
    jokers: int


def _counts(hand: Seq[Card], profile: Profile) -> tuple[Counter, int]:
    check_cards(hand, profile)
    nat = Counter((c.rank, c.suit) for c in hand if not c.is_joker)
    return nat, sum(c.is_joker for c in hand)


def _group_candidates(nat: Counter, jokers: int, profile: Profile,
                      lengths: tuple[int, int]) -> list[_Candidate]:
    """Every group the hand can make with ``lengths[0]`` to ``lengths[1]`` cards (5.2: exactly
    3 in this profile), natural cards by suit as multisets, the rest jokers (D1); with
    :attr:`GroupSuits.DISTINCT`, no suit twice."""
    low, high = lengths
    distinct = profile.group_suits is GroupSuits.DISTINCT
    out = []
    for rank in RANKS:
        pool = []
        for suit in SUITS:
            pool += [suit] * (min(1, nat[(rank, suit)]) if distinct else nat[(rank, suit)])
        value = Card(rank, None)
        seen = set()
        for n in range(0, min(high, len(pool)) + 1):
            for suits in combinations(pool, n):
                if suits in seen:
                    continue
                seen.add(suits)
                need = tuple(sorted(Counter((rank, s) for s in suits).items(),
                                    key=lambda kv: kv[0][1].order))
                for size in range(max(low, n), high + 1):
                    if size - n > jokers:
                        break
                    cards = tuple(Card(rank, s) for s in suits) + (Card.joker(value),) * (size - n)
                    out.append(_Candidate(Group(rank, cards), need, size - n))
    out.sort(key=lambda c: c.meld.sort_key())     # canonical order (see _search_exact)
    return out


def _sequence_candidates(nat: Counter, jokers: int, profile: Profile,
                         lengths: tuple[int, int]) -> list[_Candidate]:
    """Every sequence the hand can make with ``lengths[0]`` to ``lengths[1]`` cards (5.2:
    exactly 4 in this profile): each place holds its natural card if the hand has it, or a
    joker declared as that card (D2) — a joker may stand in for a card the hand holds too."""
    low_len, high_len = lengths
    out = []
    first, last = profile.lowest_place, profile.highest_place
    for suit in SUITS:
        for low in range(first, last - low_len + 2):
            for length in range(low_len, min(high_len, last - low + 1) + 1):
                places = range(low, low + length)
                wanted = [Card(place_rank(p), suit) for p in places]
                held = [i for i, card in enumerate(wanted) if nat[(card.rank, suit)]]
                missing = length - len(held)
                if missing > jokers:
                    break                # a longer interval from ``low`` misses more places
                for k in range(0, jokers - missing + 1):
                    for stand_in in combinations(held, k):
                        on = set(held) - set(stand_in)
                        cards = tuple(card if i in on else JOKER.declare(card)
                                      for i, card in enumerate(wanted))
                        need = Counter((c.rank, suit) for c in cards if not c.is_joker)
                        if any(nat[key] < n for key, n in need.items()):
                            continue     # both aces of A-…-A from a hand with one
                        out.append(_Candidate(Sequence(suit, low, cards), tuple(need.items()),
                                              length - len(on)))
    out.sort(key=lambda c: c.meld.sort_key())     # canonical order (see _search_exact)
    return out


# -- rounds 1-6 at exact lengths (5.2): the fast listing ---------------------------------------
#
# The same lay-downs as :func:`_search_exact` for a profile whose contract melds are laid down
# at exactly their minimum lengths (:attr:`OpeningLengths.EXACT`), in a form the simulated
# games can afford at every turn: natural cards as indices into a list of counts
# (:mod:`.counts`), the candidates' cards taken from constant tables instead of being built and
# checked again, and each lay-down's sort key assembled from its melds' keys worked out once.

#: The natural card and the joker declared as it at each place 1-14 of each suit (by suit
#: order), and the joker declared as each rank in a group, with their sort keys
#: (:meth:`Card.sort_key`): built once, shared by every call.
_NATURAL_AT = tuple(tuple(Card(place_rank(p), s) if p else None for p in range(15))
                    for s in SUITS)
_JOKER_AT = tuple(tuple(JOKER.declare(c) if c else None for c in row) for row in _NATURAL_AT)
_GROUP_JOKER = {r: Card.joker(Card(r, None)) for r in RANKS}
_NATURAL_KEY = tuple(tuple(c.sort_key() if c else None for c in row) for row in _NATURAL_AT)
_JOKER_KEY = tuple(tuple(c.sort_key() if c else None for c in row) for row in _JOKER_AT)
_GROUP_JOKER_KEY = {r: c.sort_key() for r, c in _GROUP_JOKER.items()}


#: the sort key of a candidate of the fast listing
_KEY = attrgetter("key")


class _Indexed:
    """A candidate meld of the fast listing, its :class:`Meld` built only when a lay-down
    holds it: the natural cards it uses as ``(card index, count)``, its jokers, its sort key
    (:meth:`Meld.sort_key`); a sequence's ``suit``, ``low`` and ``high`` places (what
    :func:`~.contracts.sequences_conflict` reads, 4.3)."""

    __slots__ = ("rank", "suit", "low", "high", "cards", "need", "jokers", "key",
                 "is_sequence", "_meld")

    def __init__(self, rank, suit, low, cards, need, jokers, key, is_sequence) -> None:
        self.rank, self.suit, self.low, self.cards = rank, suit, low, cards
        self.high = None if low is None else low + len(cards) - 1
        self.need, self.jokers, self.key, self.is_sequence = need, jokers, key, is_sequence
        self._meld = None

    @property
    def meld(self) -> Meld:
        if self._meld is None:
            self._meld = (Sequence(self.suit, self.low, self.cards) if self.is_sequence
                          else Group(self.rank, self.cards))
        return self._meld


def _groups_at(counts: list[int], jokers: int, length: int, distinct: bool) -> list[_Indexed]:
    """Every group of exactly ``length`` cards (5.2) the natural cards (``counts`` by card
    index) and ``jokers`` can make (D1): by rank, then by the number of natural cards, suits in
    order; with ``distinct`` (:attr:`GroupSuits.DISTINCT`), no suit twice."""
    out = []
    for rank in RANKS:
        pool = []
        for suit in SUITS:
            n = counts[suit._order * 13 + rank - 1]
            pool += [suit] * (min(1, n) if distinct else n)
        if length - len(pool) > jokers:
            continue                              # not enough cards of the rank
        joker, joker_key = _GROUP_JOKER[rank], _GROUP_JOKER_KEY[rank]
        seen = set()
        for n in range(max(0, length - jokers), min(length, len(pool)) + 1):
            for suits in combinations(pool, n):
                if suits in seen:
                    continue
                seen.add(suits)
                need = Counter(s._order * 13 + rank - 1 for s in suits)
                nj = length - n
                cards = tuple(_NATURAL_AT[s._order][rank] for s in suits) + (joker,) * nj
                key = (0, rank, tuple(_NATURAL_KEY[s._order][rank] for s in suits)
                       + (joker_key,) * nj)
                out.append(_Indexed(rank, None, None, cards, tuple(sorted(need.items())), nj,
                                    key, False))
    return out


def _sequences_at(counts: list[int], jokers: int, length: int) -> list[_Indexed]:
    """Every sequence of exactly ``length`` cards (5.2) the natural cards (``counts`` by card
    index) and ``jokers`` can make: by suit, then low end, each place its natural card if the
    hand holds it or a joker declared as that card (D2; a joker may stand in for a card the
    hand holds too)."""
    out = []
    for suit in SUITS:
        order = suit._order
        naturals, declared = _NATURAL_AT[order], _JOKER_AT[order]
        natural_keys, declared_keys = _NATURAL_KEY[order], _JOKER_KEY[order]
        base = order * 13
        for low in range(LOW_ACE, HIGH_ACE - length + 2):
            options = []
            missing = 0
            for p in range(low, low + length):
                i = base + (0 if p == HIGH_ACE else p - 1)
                joker = (declared[p], declared_keys[p], None)
                if counts[i]:
                    options.append((joker, (naturals[p], natural_keys[p], i)))
                else:
                    options.append((joker,))
                    missing += 1
            if missing > jokers:
                continue                          # not enough cards of the suit here
            for picked in product(*options):
                nj = 0
                need: dict[int, int] = {}
                for _, _, i in picked:
                    if i is None:
                        nj += 1
                    else:
                        need[i] = need.get(i, 0) + 1
                if nj > jokers:
                    continue
                if any(counts[i] < n for i, n in need.items()):
                    continue                      # both aces of A-…-A from a hand with one
                key = (1, order, low, length, tuple(k for _, k, _ in picked))
                out.append(_Indexed(None, suit, low, tuple(c for c, _, _ in picked),
                                    tuple(need.items()), nj, key, True))
    return out


def _search_exact_keyed(round_: int, counts: list[int], profile: Profile,
                        same_suit: bool) -> Iterator[tuple[tuple, LayDown]]:
    """Every lay-down of rounds 1-6 at exact lengths (5.2), as ``(sort key, lay-down)``,
    :meth:`LayDown.sort_key` being the key: what :func:`_search_exact` lists for a profile
    with :attr:`OpeningLengths.EXACT`, from the hand's ``counts`` (53, by card index, jokers
    last) which the caller checked against the pack and found large enough (4.1, 5.5)."""
    contract = profile.contract(round_)
    jokers = counts[52]
    counts = counts[:52]
    groups = (_groups_at(counts, jokers, profile.group_length,
                         profile.group_suits is GroupSuits.DISTINCT)
              if contract.groups else [])
    seqs = _sequences_at(counts, jokers, profile.sequence_length) if contract.sequences else []
    slots = [groups] * contract.groups + [seqs] * contract.sequences
    last = len(slots)
    chosen: list[_Indexed] = []
    found: list[tuple[tuple, LayDown]] = []
    check_suits = same_suit and profile.same_suit_rule is not SameSuitRule.ANY

    def rec(slot: int, start: int, jokers_left: int) -> None:
        # one lay-down at each leaf, appended to ``found`` (a plain recursion: a generator's
        # yield would pass through every level)
        if slot == last:
            ordered = sorted(chosen, key=_KEY)
            found.append((tuple(c.key for c in ordered),
                          LayDown(round_, tuple(c.meld for c in ordered))))
            return
        pool = slots[slot]
        # same kind as the previous slot: non-decreasing index, so each multiset once
        first = start if slot > 0 and slots[slot - 1] is pool else 0
        for i in range(first, len(pool)):
            cand = pool[i]
            if cand.jokers > jokers_left:
                continue
            short = False
            for k, n in cand.need:
                if counts[k] < n:
                    short = True
                    break
            if short:
                continue
            if check_suits and cand.is_sequence and any(
                    sequences_conflict(c, cand, profile)      # 4.3, on suits and places
                    for c in chosen if c.is_sequence):
                continue
            for k, n in cand.need:
                counts[k] -= n
            chosen.append(cand)
            rec(slot + 1, i, jokers_left - cand.jokers)
            chosen.pop()
            for k, n in cand.need:
                counts[k] += n

    rec(0, 0, jokers)
    return iter(found)


def _fits(cand: _Candidate, nat: Counter, jokers: int) -> bool:
    if cand.jokers > jokers:
        return False
    return all(nat[k] >= n for k, n in cand.need)


def _take(cand: _Candidate, nat: Counter) -> None:
    for k, n in cand.need:
        nat[k] -= n


def _give(cand: _Candidate, nat: Counter) -> None:
    for k, n in cand.need:
        nat[k] += n


def _search_exact(round_: int, nat: Counter, jokers: int, profile: Profile,
                  same_suit: bool, least: int = 0) -> Iterator[LayDown]:
    """Every lay-down of the contract of a round that ends with a discard (rounds 1-6), each
    meld at the opening lengths (5.2), leaving a card for the discard (5.5) when the profile
    keeps one; each once, in canonical order (:meth:`LayDown.sort_key`): the candidates of each
    kind are sorted by their melds' ``sort_key``, groups come before sequences in both the
    slots and a lay-down's melds, and a slot never takes a candidate before the previous slot's
    of its kind; so the order of the chosen indexes is the order of the lay-downs. Lazy: the
    first lay-downs cost only the search that reaches them. With ``least``, only lay-downs of
    at least that many cards (cut as soon as the longest melds left cannot reach it)."""
    contract = profile.contract(round_)
    groups = (_group_candidates(nat, jokers, profile,
                                profile.opening_lengths(MeldKind.GROUP, contract))
              if contract.groups else [])
    seqs = (_sequence_candidates(nat, jokers, profile,
                                 profile.opening_lengths(MeldKind.SEQUENCE, contract))
            if contract.sequences else [])
    slots = [groups] * contract.groups + [seqs] * contract.sequences
    chosen: list[_Candidate] = []
    # 5.5: at least one card stays in hand (at the exact lengths the callers' size check
    # already ensures it)
    most = sum(nat.values()) + jokers - (1 if profile.keeps_discard else 0)
    # the most cards the slots from each one on can still lay down
    reach = [0] * (len(slots) + 1)
    for i in range(len(slots) - 1, -1, -1):
        reach[i] = reach[i + 1] + max((len(c.meld) for c in slots[i]), default=0)

    def rec(slot: int, start: int, jokers_left: int) -> Iterator[LayDown]:
        if least and sum(len(c.meld) for c in chosen) + reach[slot] < least:
            return
        if slot == len(slots):
            if least <= sum(len(c.meld) for c in chosen) <= most:
                yield LayDown.of(round_, [c.meld for c in chosen])
            return
        pool = slots[slot]
        # same kind as the previous slot: non-decreasing index, so each multiset once
        first = start if slot > 0 and slots[slot - 1] is pool else 0
        for i in range(first, len(pool)):
            cand = pool[i]
            if not _fits(cand, nat, jokers_left):
                continue
            if same_suit and cand.meld.kind is MeldKind.SEQUENCE and any(
                    sequences_conflict(c.meld, cand.meld, profile)
                    for c in chosen if c.meld.kind is MeldKind.SEQUENCE):
                continue
            _take(cand, nat)
            chosen.append(cand)
            yield from rec(slot + 1, i, jokers_left - cand.jokers)
            chosen.pop()
            _give(cand, nat)

    yield from rec(0, 0, jokers)


# -- round 7: the whole hand in sequences ---------------------------------------------------

def _suit_places(nat: Counter, suit: Suit) -> tuple[list[int], int]:
    """Natural counts by place 2..13 (index = place) and the number of aces of a suit."""
    counts = [0] * 15
    for rank in range(2, 14):
        counts[rank] = nat[(rank, suit)]
    return counts, nat[(1, suit)]


def _interval_sets(counts: list[int], aces: int, k: int, jokers: int, profile: Profile,
                   apart: bool = False, wanted: frozenset[int] | None = None,
                   ) -> Iterator[tuple[tuple[tuple[int, int], ...], int]]:
    """Every multiset of ``k`` intervals of places covering the suit's natural cards, with the
    jokers it needs (≤ ``jokers``), in the order of
    ``combinations_with_replacement(intervals, k)`` (intervals by low place, then high place);
    with ``apart``, only multisets with no two contiguous intervals (4.3); with ``wanted``,
    only those needing one of these numbers of jokers.

    A depth-first walk over the intervals in that order, cut where no completion can pass:
    the jokers a set needs are its places beyond the hand's cards (``excess``, counted with
    the two aces' places together), which only grows as intervals are added; the shortest
    possible rest of the set adds the places it cannot spend on cards still uncovered
    (``deficit``). A set is cut when those jokers pass the most allowed, when a natural card
    below the low end of the next interval is still uncovered (every later interval starts at
    or above it), or, with ``apart``, when two chosen intervals are contiguous."""
    length, longest = profile.sequence_length, profile.max_sequence_length
    most = jokers if wanted is None else max(wanted, default=-1)
    present = [p for p in range(2, 14) if counts[p]]
    intervals = []
    first, last = profile.lowest_place, profile.highest_place
    for low in range(first, last + 1):
        for high in range(low + length - 1, min(last, low + longest - 1) + 1):
            # the fewest jokers this interval alone needs
            filled = sum(1 for p in range(max(low, 2), min(high, 13) + 1) if counts[p])
            filled += min(aces, (low == LOW_ACE) + (high == HIGH_ACE))
            if high - low + 1 - filled <= jokers:
                intervals.append((low, high))
    # slot of a place: the two places of the ace share slot 0 (the hand's aces go to either)
    slot = [0, 0] + list(range(2, 14)) + [0]          # index: place 0 (unused) to 14
    held = [aces, 0] + counts[2:14]                   # index: slot
    cover = [0] * 14
    chosen: list[tuple[int, int]] = []
    n = len(intervals)
    state = [0, sum(held)]                   # excess (jokers), deficit (uncovered cards)

    def walk(start: int) -> Iterator[tuple[tuple[tuple[int, int], ...], int]]:
        left = k - len(chosen)
        if left == 0:
            excess, deficit = state
            if deficit == 0 and (wanted is None or excess in wanted):
                yield tuple(chosen), excess
            return
        # the lowest natural place not yet covered enough: the next interval must reach it
        short = next((p for p in present if counts[p] > cover[p]), None)
        rest = (left - 1) * length
        for i in range(start, n):
            low, high = intervals[i]
            if short is not None and short < low:
                return                       # later intervals start at or above ``low``
            if apart and any(h + 1 == low or high + 1 == l for l, h in chosen):
                continue
            excess, deficit = state
            for p in range(low, high + 1):
                q = slot[p]
                if cover[q] >= held[q]:
                    excess += 1
                else:
                    deficit -= 1
                cover[q] += 1
            if excess + max(0, rest - deficit) <= most:
                saved = state[:]
                state[0], state[1] = excess, deficit
                chosen.append((low, high))
                yield from walk(i)
                chosen.pop()
                state[:] = saved
            for p in range(low, high + 1):
                cover[slot[p]] -= 1

    yield from walk(0)


def _whole_hand_shares(round_: int, nat: Counter, jokers: int, profile: Profile,
                       same_suit: bool) -> Iterator[tuple[tuple[Suit, int], ...]]:
    """Every way to share the contract's sequences among the suits, as ``(suit, how many)``
    for each suit that gets some: every suit with natural cards at least one; a suit without
    only if the jokers alone can fill a sequence."""
    contract = profile.contract(round_)
    k_total = contract.sequences
    suits_with = [s for s in SUITS if any(nat[(r, s)] for r in RANKS)]
    if len(suits_with) > k_total:
        return
    free = [s for s in SUITS if s not in suits_with] if jokers >= profile.sequence_length else []
    allowed = suits_with + free
    per_suit_max = 1 if (same_suit and profile.same_suit_rule is
                         SameSuitRule.DIFFERENT_SUITS) else k_total

    def splits(i: int, left: int) -> Iterator[tuple[tuple[Suit, int], ...]]:
        if i == len(allowed):
            if left == 0:
                yield ()
            return
        s = allowed[i]
        lo = 1 if s in suits_with else 0
        for k in range(lo, min(left, per_suit_max) + 1):
            for rest in splits(i + 1, left - k):
                yield ((s, k),) + rest if k else rest

    yield from splits(0, k_total)


def _apart(profile: Profile, same_suit: bool) -> bool:
    """Whether two sequences of one suit must not be contiguous (4.3 applied and the profile
    allows same-suit sequences at all)."""
    return same_suit and profile.same_suit_rule is SameSuitRule.NOT_CONTIGUOUS


def _without_one(nat: Counter, jokers: int) -> Iterator[tuple[Counter, int]]:
    """The hand less each distinct card in turn (naturals by suit and rank, the joker last):
    the cards laid down when one card is kept for a final discard (house rules, 7.4)."""
    for key in sorted((k for k, n in nat.items() if n), key=lambda k: (k[1].order, k[0])):
        rest = Counter(nat)
        rest[key] -= 1
        yield rest, jokers
    if jokers:
        yield Counter(nat), jokers - 1


def _filling_keys(suit: Suit, combo: tuple[tuple[int, int], ...], counts: list[int],
                  aces: int) -> Iterator[tuple[tuple, ...]]:
    """Every way to place the suit's natural cards in the intervals ``combo`` (jokers fill the
    rest), as light keys: per sequence ``(suit order, low, length, joker flags by
    place)``, which sort exactly as :meth:`Sequence.sort_key` (a natural card before a joker
    at the same place)."""
    choices = []
    for p in range(2, 14):
        cov = [i for i, (l, h) in enumerate(combo) if l <= p <= h]
        if cov:
            choices.append(([(i, p) for i in cov], counts[p]))
    ace_slots = [(i, p) for p in (LOW_ACE, HIGH_ACE) for i, (l, h) in enumerate(combo)
                 if l <= p <= h]
    if ace_slots:
        choices.append((ace_slots, aces))
    options = [list(combinations(slots, n)) for slots, n in choices]
    order = suit.order
    for pick in product(*options):
        natural_at = {slot for chosen in pick for slot in chosen}
        yield tuple((order, l, h - l + 1, tuple(int((i, p) not in natural_at)
                                                for p in range(l, h + 1)))
                    for i, (l, h) in enumerate(combo))


def _key_laydown(round_: int, key: tuple) -> LayDown:
    """The lay-down of a light key (:func:`_filling_keys`)."""
    melds = []
    for order, low, length, flags in key:
        suit = SUITS[order]
        cards = []
        for p, joker in zip(range(low, low + length), flags):
            card = Card(place_rank(p), suit)
            cards.append(JOKER.declare(card) if joker else card)
        melds.append(Sequence(suit, low, tuple(cards)))
    return LayDown.of(round_, melds)


#: Round 7: lay-downs enumerated (as light keys) before the listing gives up being complete.
#: Far above any hand met (the most found is about 3,000, one suit with three jokers).
WHOLE_HAND_KEYS = 20_000


def _whole_hand_keys(round_: int, nat: Counter, jokers: int, profile: Profile,
                     same_suit: bool, cap: int) -> tuple[list[tuple], bool]:
    """Round 7's distinct lay-downs as light keys, sorted (canonical order), and whether that
    is all of them (at most ``cap`` are enumerated): every card of the hand, or, with a final
    discard (house rules, 7.4), every card but one, each card left out in turn."""
    if not profile.contract(round_).final_discard:
        return _all_cards_keys(round_, nat, jokers, profile, same_suit, cap)
    found: set[tuple] = set()
    for rest, spare in _without_one(nat, jokers):
        keys, complete = _all_cards_keys(round_, rest, spare, profile, same_suit, cap)
        found.update(keys)
        if not complete or len(found) > cap:
            return sorted(found), False
    return sorted(found), True


def _all_cards_keys(round_: int, nat: Counter, jokers: int, profile: Profile,
                    same_suit: bool, cap: int) -> tuple[list[tuple], bool]:
    """The lay-downs of every card of ``nat`` and ``jokers`` in round 7's sequences as light
    keys, sorted, and whether that is all of them (at most ``cap`` are enumerated). The suits'
    interval sets are joined by the jokers they need, so only choices that add up to the
    hand's jokers are visited."""
    apart = _apart(profile, same_suit)
    known: dict[tuple[Suit, int], dict[int, list[tuple]]] = {}

    def options(s: Suit, k: int) -> dict[int, list[tuple]]:
        if (s, k) not in known:
            counts, aces = _suit_places(nat, s)
            by_need: dict[int, list[tuple]] = {}
            for combo, need in _interval_sets(counts, aces, k, jokers, profile, apart):
                by_need.setdefault(need, []).append((s, combo, counts, aces))
            known[(s, k)] = by_need
        return known[(s, k)]

    found: set[tuple] = set()
    for share in _whole_hand_shares(round_, nat, jokers, profile, same_suit):
        per_suit = [options(s, k) for s, k in share]
        for needs in _need_splits([set(o) for o in per_suit], jokers):
            for pick in product(*(o[n] for o, n in zip(per_suit, needs))):
                fills = [list(_filling_keys(s, combo, counts, aces))
                         for s, combo, counts, aces in pick]
                for parts in product(*fills):
                    found.add(tuple(sorted(k for part in parts for k in part)))
                    if len(found) > cap:
                        return sorted(found), False
    return sorted(found), True


def _search_whole_hand(round_: int, nat: Counter, jokers: int, profile: Profile,
                       same_suit: bool) -> Iterator[LayDown]:
    """Every round-7 lay-down (4.3 applied with ``same_suit``), each once, in canonical
    order (all of them: :func:`list_openings` caps them)."""
    keys, _ = _whole_hand_keys(round_, nat, jokers, profile, same_suit, 10 ** 9)
    for key in keys:
        yield _key_laydown(round_, key)


def _need_splits(needs: list[set[int]], total: int) -> Iterator[tuple[int, ...]]:
    """Every choice of one number from each set adding up to ``total``."""
    if not needs:
        if total == 0:
            yield ()
        return
    for n in sorted(needs[0]):
        if n <= total:
            for rest in _need_splits(needs[1:], total - n):
                yield (n,) + rest


def _whole_hand_possible(round_: int, nat: Counter, jokers: int, profile: Profile) -> bool:
    """Whether :func:`_whole_hand_keys` (4.3 applied) finds anything, without listing (with
    a final discard: whether it does for the hand less some card)."""
    if profile.contract(round_).final_discard:
        return any(_all_cards_possible(round_, rest, spare, profile)
                   for rest, spare in _without_one(nat, jokers))
    return _all_cards_possible(round_, nat, jokers, profile)


def _all_cards_possible(round_: int, nat: Counter, jokers: int, profile: Profile) -> bool:
    """Whether :func:`_all_cards_keys` (4.3 applied) finds anything, without listing.

    It yields for a share of the sequences among the suits and a choice of intervals in each
    suit whose jokers needed add up to the hand's jokers; every such choice has a filling
    (each place is covered at least as often as the hand holds its card). So: the numbers of
    jokers the first suits of a share can need, then a search of the last suit for an interval
    set needing what is left (stopping at the first)."""
    apart = _apart(profile, True)
    known: dict[tuple[Suit, int], frozenset[int]] = {}
    everything = frozenset(range(jokers + 1))

    def needs(s: Suit, k: int) -> frozenset[int]:
        if (s, k) not in known:
            counts, aces = _suit_places(nat, s)
            found: set[int] = set()
            for _, need in _interval_sets(counts, aces, k, jokers, profile, apart):
                found.add(need)
                if found == everything:
                    break
            known[(s, k)] = frozenset(found)
        return known[(s, k)]

    for share in _whole_hand_shares(round_, nat, jokers, profile, True):
        sums = {0}
        for s, k in share[:-1]:
            sums = {a + b for a in sums for b in needs(s, k) if a + b <= jokers}
        s, k = share[-1]
        wanted = frozenset(jokers - a for a in sums)
        counts, aces = _suit_places(nat, s)
        if next(_interval_sets(counts, aces, k, jokers, profile, apart, wanted), None) is not None:
            return True
    return False


def _too_few(contract: Contract, size: int, profile: Profile) -> bool:
    """Whether a hand of ``size`` cards is too small to lay down ``contract``: fewer cards
    than its melds' minimum lengths (4.1), or no card left for the discard (5.5) when the
    profile keeps one; the whole-hand round needs no discard (7.4)."""
    need = contract.min_cards(profile)
    if (contract.final_discard if contract.whole_hand else profile.keeps_discard):
        need += 1
    return size < need


@dataclass(frozen=True)
class Listing:
    """A capped listing of lay-downs, for answers that must not list everything (a hand of
    43 cards has over a million openings in round 5).

    - ``items``: the first lay-downs in canonical order (:meth:`LayDown.sort_key`), at most
      the number asked for;
    - ``count``: how many lay-downs there are when ``complete``; otherwise the limit that was
      reached: there are more than ``count``.
    """

    items: tuple[LayDown, ...]
    count: int
    complete: bool

    def __bool__(self) -> bool:
        return bool(self.items)


def list_openings(round_: int, hand: Seq[Card], profile: Profile = CONTRATO, *,
                  shown: int | None = 10, limit: int | None = 1000,
                  same_suit_rule: bool = True) -> Listing:
    """The first ``shown`` openings of ``hand`` in canonical order, and how many there are,
    counted up to ``limit`` (then "more than ``limit``"). ``shown=None`` lists them all (and
    counts them all); ``limit=None`` counts them all.

    The work is bounded by the cap, never by the number of lay-downs: rounds 1–6 are searched
    lazily in canonical order and stop after ``limit + 1`` lay-downs; round 7 (at most 42 cards
    in three sequences) enumerates light keys only, up to :data:`WHOLE_HAND_KEYS`, and builds
    the melds of the lay-downs shown. A round-7 listing that passes that many is the first of
    those met, sorted (no hand is known to reach it). The order of ``hand`` never matters.

    Raises what :func:`opening_laydowns` raises.
    """
    contract = profile.contract(round_)
    for name, cap in (("shown", shown), ("limit", limit)):
        if cap is not None and (not isinstance(cap, int) or cap < 0):
            raise ValueError(f"{name} must be a whole number ≥ 0 or None, not {cap!r}")
    if _may_open(round_, hand, profile, same_suit_rule) is False:
        return Listing((), 0, True)               # most hands: no listing to build
    nat, jokers = _counts(hand, profile)
    size = sum(nat.values()) + jokers
    if _too_few(contract, size, profile):
        return Listing((), 0, True)
    if contract.whole_hand:
        if same_suit_rule and not _whole_hand_possible(round_, nat, jokers, profile):
            return Listing((), 0, True)           # answered without listing
        cap = WHOLE_HAND_KEYS if limit is None else max(limit, WHOLE_HAND_KEYS)
        if limit is None and shown is None:
            cap = 10 ** 9
        keys, complete = _whole_hand_keys(round_, nat, jokers, profile, same_suit_rule, cap)
        count = len(keys)
        if limit is not None and shown is not None and count > limit:
            count, complete = limit, False
        keys = keys if shown is None else keys[:shown]
        return Listing(tuple(_key_laydown(round_, k) for k in keys), count, complete)
    items: list[LayDown] = []
    count, over = 0, False
    for laydown in _search_exact(round_, nat, jokers, profile, same_suit_rule):
        if shown is None or len(items) < shown:
            items.append(laydown)
        if limit is not None and shown is not None and count == limit:
            over = True
        else:
            count += 1
        if over and len(items) >= shown:
            break
    return Listing(tuple(items), count, not over)


def opening_laydowns(round_: int, hand: Seq[Card], profile: Profile = CONTRATO, *,
                     same_suit_rule: bool = True) -> list[LayDown]:
    """Every distinct legal opening of ``hand`` (after the draw) in ``round_``, sorted.

    ``hand`` may hold 0–3 jokers (declared values are ignored: a joker in hand is free) and
    any number of cards (purchases make hands grow). An empty list means the contract cannot
    be laid down now. ``same_suit_rule=False`` drops 4.3 (used to explain a refusal).

    Raises :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for cards that cannot
    exist together and ``ValueError`` for a round that does not exist.
    """
    contract = profile.contract(round_)
    if profile.opening is OpeningLengths.EXACT and not contract.whole_hand:
        # the fast listing of every lay-down (issue 16: the simulated games ask at every
        # turn); capped listings go through list_openings' lazy search in canonical order
        counts = checked_counts(hand, profile)
        if _too_few(contract, sum(counts), profile) or (
                _counted(profile) and not holds_contract(round_, counts, profile,
                                                         same_suit_rule=same_suit_rule)):
            return []                             # most hands: no listing to build
        keyed = dict(_search_exact_keyed(round_, counts, profile, same_suit_rule))
        return [keyed[k] for k in sorted(keyed)]
    return list(list_openings(round_, hand, profile, shown=None, limit=None,
                              same_suit_rule=same_suit_rule).items)


def candidate_melds(round_: int, hand: Seq[Card], profile: Profile = CONTRATO) -> int:
    """How many melds of the contract's kinds ``hand`` can make at the lengths a lay-down
    of ``round_`` takes (5.2: groups of 3 and sequences of 4; the final round's sequences
    from 4 cards up, 7.4), jokers standing in for any card (D1, D2): the choices the exact
    search weighs before it picks the contract's melds among them. A measure of how much
    there is to look at in a hand (the puzzles' difficulty uses it), not an answer.

    >>> candidate_melds(1, parse_cards("7♠ 7♥ 7♦ 9♣ 2♠"))
    1
    >>> candidate_melds(2, parse_cards("3♥ 4♥ 5♥ 6♥ 7♥ K♣"))
    2
    >>> candidate_melds(1, parse_cards("7♠ 7♥ 7♦ JK 9♣"))
    4

    Raises :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for cards that cannot
    exist together and ``ValueError`` for a round that does not exist.
    """
    contract = profile.contract(round_)
    nat, jokers = _counts(hand, profile)
    n = 0
    if contract.groups:
        n += len(_group_candidates(nat, jokers, profile,
                                   profile.opening_lengths(MeldKind.GROUP, contract)))
    if contract.sequences:
        n += len(_sequence_candidates(nat, jokers, profile,
                                      profile.opening_lengths(MeldKind.SEQUENCE, contract)))
    return n


def openings_follow_counts(profile: Profile = CONTRATO) -> bool:
    """Whether, under ``profile``, the card counts alone rule an opening out: then a hand
    whose counts fail :func:`~.shortfall.holds_contract` (rounds 1–6) or
    :func:`~.shortfall.whole_hand_may_fit` (the final round) has no legal opening
    (:func:`opening_laydowns` lists none, 4.1, 5.2, 7.4), and a player who knows it need
    not ask for the list. True for this site's profile; house rules whose melds the count
    search does not know (suits that may not repeat in a group, an ace only high or low, a
    final discard) answer ``False``.

    >>> openings_follow_counts(CONTRATO)
    True
    """
    return _counted(profile)


def _counted(profile: Profile) -> bool:
    """Whether the card-count search of :mod:`.shortfall` answers for this profile: melds
    laid down at exactly their minimum lengths or longer (a longer meld holds a shortest one),
    groups whose suits may repeat (3.1), an ace low or high (3.3) and a final round that lays
    down the whole hand with no discard (7.4)."""
    final = profile.contracts[-1]
    return (profile.group_suits is GroupSuits.ANY and profile.ace is Ace.LOW_OR_HIGH
            and not final.final_discard)


def _may_open(round_: int, hand: Seq[Card], profile: Profile, same_suit: bool) -> bool | None:
    """From the card counts alone (:mod:`.shortfall`), fast: rounds 1–6, whether a lay-down
    exists; the final round, ``False`` when none can. ``None`` when this profile's melds are
    not what the count search knows (then the listing decides). Raises
    :class:`~.errors.ImpossibleCardsError` (1.2) for cards the pack cannot hold."""
    if not _counted(profile):
        return None
    contract = profile.contract(round_)
    counts = checked_counts(hand, profile)
    if _too_few(contract, sum(counts), profile):
        return False
    if contract.whole_hand:
        return whole_hand_may_fit(round_, counts, profile)
    return holds_contract(round_, counts, profile, same_suit_rule=same_suit)


def first_opening_leaving(round_: int, hand: Seq[Card], left: int,
                          profile: Profile = CONTRATO) -> LayDown | None:
    """The first opening in canonical order that leaves at most ``left`` cards in hand (going
    out: 1 for the discard, 0 where a profile melds every card), or ``None``. Rounds 1–6
    search only lay-downs long enough (bounded whatever the hand); round 7 leaves nothing by
    definition (7.4)."""
    contract = profile.contract(round_)
    nat, jokers = _counts(hand, profile)
    size = sum(nat.values()) + jokers
    if contract.whole_hand:
        return find_opening(round_, hand, profile)
    if _too_few(contract, size, profile):
        return None
    return next(_search_exact(round_, nat, jokers, profile, True, least=size - left), None)


def find_opening(round_: int, hand: Seq[Card], profile: Profile = CONTRATO) -> LayDown | None:
    """The first legal opening in canonical order, or ``None``; bounded like
    :func:`list_openings` (it never lists every lay-down)."""
    found = list_openings(round_, hand, profile, shown=1, limit=1).items
    return found[0] if found else None


def can_open(round_: int, hand: Seq[Card], profile: Profile = CONTRATO) -> bool:
    """Whether the contract of ``round_`` can be laid down from ``hand`` now (4.1, 5.2, 7.4)."""
    contract = profile.contract(round_)
    quick = _may_open(round_, hand, profile, True)
    if quick is False or (quick and not contract.whole_hand):
        return quick
    nat, jokers = _counts(hand, profile)
    if _too_few(contract, sum(nat.values()) + jokers, profile):
        return False
    if contract.whole_hand:
        return _whole_hand_possible(round_, nat, jokers, profile)
    return next(_search_exact(round_, nat, jokers, profile, True), None) is not None


@dataclass(frozen=True)
class OpeningVerdict:
    """The answer to "can this hand open now?", with what it rests on.

    - ``laydowns``: the legal openings in canonical order (empty when the answer is no):
      all of them, or the first ones when :func:`judge_opening` was given ``shown``;
    - ``clauses``: the clause IDs the answer rests on, most specific first (4.3 when the first
      lay-down holds two sequences of one suit, the one the answer shows);
    - ``reason``: a stable key for why not (``None`` when it can open):
      ``"too-few-cards"`` (5.5 / 7.4: the hand is too small), ``"same-suit"`` (only lay-downs
      with contiguous same-suit sequences exist, 4.3), ``"no-contract"`` (4.1, 5.2);
    - ``blocked``: for ``"same-suit"``, the lay-downs that 4.3 forbids;
    - ``best_partial``: for ``"no-contract"`` in rounds 1–6, the largest part of the contract
      the hand could lay down (as melds), to show how close it is (the first in canonical
      order of its size);
    - ``count``: how many lay-downs there are (``blocked`` ones for ``"same-suit"``), exact
      when ``complete``; otherwise the ``limit`` reached: there are more.
    """

    round: int
    laydowns: tuple[LayDown, ...]
    clauses: tuple[str, ...]
    reason: str | None
    blocked: tuple[LayDown, ...] = ()
    best_partial: tuple[Meld, ...] = ()
    count: int | None = None
    complete: bool = True

    def __post_init__(self) -> None:
        if self.count is None:
            object.__setattr__(self, "count", len(self.laydowns or self.blocked))

    @property
    def can_open(self) -> bool:
        return bool(self.laydowns)


def _best_partial(round_: int, nat: Counter, jokers: int,
                  profile: Profile) -> tuple[Meld, ...]:
    contract = profile.contract(round_)
    best: tuple[Meld, ...] = ()
    for g in range(contract.groups, -1, -1):
        for s in range(contract.sequences, -1, -1):
            if g + s <= len(best) or g + s == contract.groups + contract.sequences:
                continue
            sub = Contract(round_, g, s)
            trial = Profile(**{**profile.__dict__, "contracts": tuple(
                sub if c.round == round_ else c for c in profile.contracts)})
            found = next(_search_exact(round_, Counter(nat), jokers, trial, True), None)
            if found is not None:
                best = found.melds
    return best


def judge_opening(round_: int, hand: Seq[Card], profile: Profile = CONTRATO, *,
                  shown: int | None = None, limit: int | None = None) -> OpeningVerdict:
    """Decide whether ``hand`` can open in ``round_`` and say why (see :class:`OpeningVerdict`).

    ``shown`` and ``limit`` cap the lay-downs listed and counted as :func:`list_openings`
    does (``None``: all of them, which a big hand makes slow: give caps to answer any hand
    in bounded time). The order of ``hand`` never changes the verdict.

    Raises :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for impossible cards.
    """
    contract = profile.contract(round_)
    found = list_openings(round_, hand, profile, shown=shown, limit=limit)
    laydowns = found.items
    lengths = opening_length_clauses(contract, profile)
    base = ("4.1",) + lengths
    if laydowns:
        clauses = base + (("4.3",) if _same_suit_pair(laydowns[0]) else ())
        return OpeningVerdict(round_, laydowns, clauses, None, count=found.count,
                              complete=found.complete)
    nat, jokers = _counts(hand, profile)
    if _too_few(contract, len(hand), profile):
        keep = ("5.5",) if profile.keeps_discard and not contract.whole_hand else ()
        return OpeningVerdict(round_, (), keep + lengths + ("4.1",), "too-few-cards")
    loose = list_openings(round_, hand, profile, shown=shown, limit=limit,
                          same_suit_rule=False)
    if loose.items:
        return OpeningVerdict(round_, (), ("4.3",) + base, "same-suit", blocked=loose.items,
                              count=loose.count, complete=loose.complete)
    partial = () if contract.whole_hand else _best_partial(round_, nat, jokers, profile)
    return OpeningVerdict(round_, (), base, "no-contract", best_partial=partial)


def opening_length_clauses(contract: Contract, profile: Profile = CONTRATO) -> tuple[str, ...]:
    """The clauses that set how long the melds of ``contract`` are when laid down: ``("5.2",)``
    (exactly the minimum) in this profile's rounds 1–6, ``("7.4",)`` in its final round; with
    melds laid down at any length (:attr:`OpeningLengths.AT_LEAST`), the clauses of the
    shortest meld of each kind in the contract: ``("3.1", "3.2")`` for a group and a
    sequence."""
    if contract.whole_hand:
        return ("7.4",)
    if profile.opening is OpeningLengths.EXACT:
        return ("5.2",)
    return (("3.1",) if contract.groups else ()) + (("3.2",) if contract.sequences else ())


def _same_suit_pair(laydown: LayDown) -> bool:
    seqs = laydown.sequences
    return any(a.suit == b.suit for a, b in combinations(seqs, 2))
