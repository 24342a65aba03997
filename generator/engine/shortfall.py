"""How many cards a hand lacks to lay down its contract, on card counts (4.1, 4.3, 5.2, 7.4).

The opening solver (:mod:`.opening`) lists lay-downs; this module answers the questions that
need no list, fast enough to be asked at every turn of a simulated game:

- :func:`contract_shortfall` — the fewest cards (jokers, the most flexible cards) that added to
  a hand would let it form the contract of rounds 1–6: the contract's groups and sequences at
  their exact lengths (5.2), two sequences of one suit never contiguous (4.3). 0 means the hand
  holds the contract now (:func:`~.opening.can_open` also asks for a card left for the
  discard, 5.5);
- :func:`whole_hand_may_fit` — a quick necessary condition for round 7 (the whole hand in the
  contract's sequences, 7.4): ``False`` means it certainly cannot.

The search, for a contract of ``g`` groups and ``s`` sequences: choose the ``s`` sequences'
places (a suit and a low end), then the ``g`` groups' ranks. For chosen places, natural cards
go first to the sequences (each place wants one exact card), then to the groups (any card of
the rank): no other sharing uses fewer jokers, since a group slot takes any suit of its rank
while a sequence place takes one card only. The groups' ranks are then chosen greedily: a rank
with ``n`` natural cards left gives ``n // 3`` groups needing no joker and, when ``n % 3`` is
not 0, one group needing ``3 - n % 3``; the cheapest ``g`` of those (and groups of jokers only,
D1, needing 3) are the best. The sequences are tried in order of the jokers each needs alone,
and a choice is cut as soon as those jokers plus the groups' (which taking cards away only
raises) reach the best found: together, sequences need at least the sum of what each needs
alone, since two of them at one place need two copies.

Cards are counted by :func:`~.counts.card_index` (53 counts, the joker last); nothing here
checks that the cards exist together (1.2): the callers do.

>>> from .cards import parse_cards
>>> from .counts import counts_of
>>> contract_shortfall(2, counts_of(parse_cards("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦")))
0
>>> contract_shortfall(2, counts_of(parse_cards("7♣ 7♦ 3♠ 4♠ 6♠ 8♥ 2♦")))
2
>>> contract_shortfall(3, counts_of(parse_cards("3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ K♣")))   # 4.3
1
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from typing import Sequence

from .counts import JOKER_INDEX
from .profile import CONTRATO, Profile, SameSuitRule

__all__ = ["contract_shortfall", "melds_shortfall", "closest_melds", "ClosestMelds",
           "holds_contract", "whole_hand_may_fit"]

_HIGH_ACE = 14


def _place_index(suit: int, place: int) -> int:
    """The card index of a place (1–14) of a sequence of ``suit`` (both ace places: the ace)."""
    return suit * 13 + (0 if place in (1, _HIGH_ACE) else place - 1)


#: Every sequence of each length, by suit (♠ ♥ ♦ ♣), from the low ace up, as ``(low, high,
#: places as bits, card indices)``. A constant table, built once.
_WINDOWS: dict[int, tuple[tuple[tuple[int, int, int, tuple[int, ...]], ...], ...]] = {
    n: tuple(tuple((low, low + n - 1, ((1 << n) - 1) << low,
                    tuple(_place_index(suit, p) for p in range(low, low + n)))
                   for low in range(1, _HIGH_ACE - n + 2))
             for suit in range(4))
    for n in range(1, _HIGH_ACE + 1)}


#: The places of each rank (1-13) as bits of a sequence's places: the ace at 1 and 14.
_PLACE_BITS = ((1 << 1) | (1 << _HIGH_ACE),) + tuple(1 << (r + 1) for r in range(1, 13))


def _groups_jokers(ranks: Sequence[int], groups: int, length: int) -> int:
    """The fewest jokers ``groups`` groups of ``length`` cards need, given the natural cards
    of each rank (``ranks[r]``, 13 entries): greedy over the cheapest groups (module doc)."""
    free = 0
    partial = [0] * length                 # partial[c]: groups of one rank needing c jokers
    for n in ranks:
        free += n // length
        rest = n % length
        if rest:
            partial[length - rest] += 1
    need = groups - free
    if need <= 0:
        return 0
    jokers = 0
    for c in range(1, length):
        take = partial[c] if partial[c] < need else need
        jokers += take * c
        need -= take
        if not need:
            return jokers
    return jokers + need * length


def contract_shortfall(round_: int, counts: Sequence[int], profile: Profile = CONTRATO, *,
                       limit: int | None = None, same_suit_rule: bool = True) -> int:
    """The fewest cards the hand with ``counts`` (:func:`~.counts.counts_of`) lacks to form
    the contract of ``round_`` (rounds 1–6): the fewest jokers that, added to its own, would
    let it lay down the contract's melds at their exact lengths (5.2) with 4.3 applied
    (``same_suit_rule=False`` drops it). 0 when it holds the contract now.

    With ``limit``, the search stops early: any answer above ``limit`` is returned as
    ``limit + 1``. ``ValueError`` for round 7 (see :func:`whole_hand_may_fit`) or a round
    that does not exist.
    """
    contract = profile.contract(round_)
    if contract.whole_hand:
        raise ValueError(f"round {round_}: the whole hand is laid down (7.4); use "
                         f"whole_hand_may_fit")
    return melds_shortfall(counts, contract.groups, contract.sequences, profile, limit=limit,
                           same_suit_rule=same_suit_rule)


def melds_shortfall(counts: Sequence[int], groups: int, sequences: int,
                    profile: Profile = CONTRATO, *, limit: int | None = None,
                    same_suit_rule: bool = True) -> int:
    """The fewest cards the hand with ``counts`` lacks to form ``groups`` groups and
    ``sequences`` sequences at the profile's contract lengths (5.2), with 4.3 applied: the
    search of :func:`contract_shortfall` for any number of melds (a player sizing up round
    7's three sequences uses it). ``limit`` as there."""
    held = counts[JOKER_INDEX]
    cap = None if limit is None else limit + held
    best = _least_jokers(counts, groups, sequences, profile, same_suit_rule, cap, False)
    return max(0, best - held) if cap is None or best <= cap else limit + 1


@dataclass(frozen=True)
class ClosestMelds:
    """One best choice of melds for a hand (:func:`closest_melds`): ``shortfall`` (the cards
    it lacks); ``sequences`` as ``(suit order, low place)``; ``groups`` as ranks (a rank twice
    for two groups of it, D11); ``wanted``: the natural cards (by index) any of which would
    fill a place this choice, or another best choice of sequences, lacks: each lowers the
    shortfall by one; ``used``: per card index, the natural cards this choice lays down (the
    others can go without raising the shortfall)."""

    shortfall: int
    sequences: tuple[tuple[int, int], ...]
    groups: tuple[int, ...]
    wanted: frozenset[int]
    used: tuple[int, ...]


def closest_melds(counts: Sequence[int], groups: int, sequences: int,
                  profile: Profile = CONTRATO, *, limit: int,
                  same_suit_rule: bool = True) -> ClosestMelds | None:
    """The melds (``groups`` groups and ``sequences`` sequences at the contract lengths, 4.3
    applied) the hand with ``counts`` is closest to, found by the search of
    :func:`melds_shortfall`; ``None`` when it lacks more than ``limit`` cards. Natural cards go
    to the sequences first, then to the groups (module doc)."""
    held = counts[JOKER_INDEX]
    every: list = []
    best = _least_jokers(counts, groups, sequences, profile, same_suit_rule, limit + held,
                         False, every)
    if best > limit + held:
        return None
    wanted = set()
    short = profile.sequence_length < 14      # no window holds the ace's place twice
    for other in every[1:]:                # the places any other best choice lacks
        if short and (len(other) == 1 or (len(other) == 2 and other[0][1] != other[1][1])):
            for w in other:                # no card wanted twice: the places without one
                wanted.update(i for i in w[4] if not counts[i])
            continue
        wants: dict[int, int] = {}
        for w in other:
            for i in w[4]:
                wants[i] = wants.get(i, 0) + 1
        wanted.update(i for i, d in wants.items() if d > counts[i])
    chosen = every[0] if every else []
    demand: dict[int, int] = {}
    for w in chosen:
        for i in w[4]:
            demand[i] = demand.get(i, 0) + 1
    used = [0] * 53
    left = [counts[r] + counts[13 + r] + counts[26 + r] + counts[39 + r] for r in range(13)]
    for i, d in demand.items():                  # each card on its own: any order
        have = counts[i]
        used[i] = d if d < have else have
        left[i % 13] -= used[i]
        if d > have:
            wanted.add(i)
    ranks: list[int] = []
    if groups:
        glen = profile.group_length
        # the greedy choice of module doc: whole groups of natural cards, then the groups
        # lacking fewest cards, then groups of jokers only
        whole = [r for r in range(13) for _ in range(left[r] // glen)]
        ranks = whole[:groups]
        partial = sorted((glen - left[r] % glen, r) for r in range(13) if left[r] % glen)
        for cost, r in partial[:groups - len(ranks)]:
            ranks.append(r)
            wanted.update(s * 13 + r for s in range(4))
        if len(ranks) < groups:                      # groups of jokers only (D1)
            taken = set(ranks)
            wanted.update(i for i in range(52) if i % 13 not in taken)
            ranks += [None] * (groups - len(ranks))
        for r in set(x for x in ranks if x is not None):
            n = min(glen * ranks.count(r), left[r])
            for s in range(4):                       # laid down in suit order
                take = min(n, counts[s * 13 + r] - used[s * 13 + r])
                used[s * 13 + r] += take
                n -= take
    return ClosestMelds(max(0, best - held), tuple((w[1], w[2]) for w in chosen),
                        tuple(r + 1 if r is not None else 0 for r in ranks),
                        frozenset(wanted), tuple(used))


def holds_contract(round_: int, counts: Sequence[int], profile: Profile = CONTRATO, *,
                   same_suit_rule: bool = True) -> bool:
    """Whether the hand with ``counts`` can form the contract of ``round_`` (rounds 1–6)
    with its own jokers: :func:`contract_shortfall` is 0, found without the whole search."""
    contract = profile.contract(round_)
    if contract.whole_hand:
        raise ValueError(f"round {round_}: the whole hand is laid down (7.4); use "
                         f"whole_hand_may_fit")
    held = counts[JOKER_INDEX]
    return _least_jokers(counts, contract.groups, contract.sequences, profile,
                         same_suit_rule, held, True) <= held


def _least_jokers(counts: Sequence[int], groups: int, sequences: int, profile: Profile,
                  same_suit_rule: bool, cap: int | None, first: bool,
                  found: list | None = None) -> int:
    """The fewest jokers the contract's melds need with these natural cards (jokers in
    ``counts`` ignored), searched up to ``cap`` (above it: ``cap + 1``); with ``first``, any
    answer at most ``cap`` ends the search. ``found`` receives the sequences of every best
    choice (lists of windows ``(need, suit, low, high, card indices, ranks held)``: the
    places no natural card fills, then the ranks (0–12) of the places one fills, when the
    contract has groups), when there is one, in the order met."""
    glen = profile.group_length
    ranks = [counts[r] + counts[13 + r] + counts[26 + r] + counts[39 + r] for r in range(13)]
    floor = _groups_jokers(ranks, groups, glen) if groups else 0
    worst = 10 ** 6 if cap is None else cap + 1
    if not sequences or floor >= worst:
        if found is not None:
            found[:] = []
        return floor if floor < worst else worst
    # each sequence alone: the places no natural card fills
    length = profile.sequence_length
    lowest, highest = profile.lowest_place, profile.highest_place
    slack = worst - floor                  # a sequence needing this many jokers is useless
    windows = []
    for suit in range(4):
        base = suit * 13
        suit_counts = counts[base:base + 13]
        if sum(suit_counts) + slack <= length:
            continue                       # too few cards of the suit for any sequence
        present = sum(compress(_PLACE_BITS, suit_counts))
        if length - present.bit_count() >= slack:
            continue                       # too few cards of the suit for any sequence
        for low, high, bits, idxs in _WINDOWS[length][suit]:
            if low < lowest or high > highest:
                continue                   # an ace where the profile lets none stand (3.3)
            need = length - (present & bits).bit_count()
            if need < slack:               # with the ranks of the places a card fills
                windows.append((need, suit, low, high, idxs,
                                tuple(i % 13 for i in idxs if counts[i]) if groups else ()))
    if not windows:
        return worst
    windows.sort()                          # by the jokers needed alone (then suit, place)
    apart = None
    if same_suit_rule and profile.same_suit_rule is not SameSuitRule.ANY:
        apart = profile.same_suit_rule
    any_suit = apart is SameSuitRule.DIFFERENT_SUITS

    def shared_cost(chosen) -> int:
        """The jokers of sequences of which two share a suit (a place may be wanted twice)."""
        demand: dict[int, int] = {}
        for w in chosen:
            for i in w[4]:
                demand[i] = demand.get(i, 0) + 1
        jokers = 0
        if groups:
            left = list(ranks)
            for i, d in demand.items():
                have = counts[i]
                if d > have:
                    jokers += d - have
                    left[i % 13] -= have
                else:
                    left[i % 13] -= d
            return jokers + _groups_jokers(left, groups, glen)
        for i, d in demand.items():
            have = counts[i]
            if d > have:
                jokers += d - have
        return jokers

    def apart_cost(chosen, jokers: int) -> int:
        """The jokers of sequences in different suits: each needs its own (``jokers``, their
        sum), and the groups take the cards they leave."""
        if not groups:
            return jokers
        left = list(ranks)
        for w in chosen:
            for r in w[5]:
                left[r] -= 1
        if groups == 1:                    # _groups_jokers for one group
            most = max(left)
            return jokers + (glen - most if most < glen else 0)
        return jokers + _groups_jokers(left, groups, glen)

    best = worst
    n = len(windows)
    if sequences == 1:
        for w in windows:
            bound = floor + w[0]
            if bound > best or (bound == best and found is None):
                break                      # windows are sorted: the rest need more
            c = apart_cost((w,), w[0])
            if c < best:
                best = c
                if found is not None:
                    found[:] = [[w]]
                if first:
                    break
            elif c == best and found is not None:
                found.append([w])
        return best
    if sequences == 2:
        for k in range(n):
            w = windows[k]
            bound = floor + w[0]
            if bound > best or (bound == best and found is None):
                break
            for k2 in range(k, n):
                x = windows[k2]
                both = bound + x[0]
                if both > best or (both == best and found is None):
                    break
                if x[1] == w[1]:
                    if apart is not None and (any_suit or w[3] + 1 == x[2]
                                              or x[3] + 1 == w[2]):
                        continue           # 4.3
                    # a card both want: each counted it held; with one copy, a joker more
                    # (and one card fewer taken from the groups)
                    short = [i % 13 for i in x[4] if i in w[4] and counts[i] == 1]
                    if not groups:
                        c = w[0] + x[0] + len(short)
                    else:
                        left = list(ranks)
                        for r in w[5]:
                            left[r] -= 1
                        for r in x[5]:
                            left[r] -= 1
                        for r in short:
                            left[r] += 1
                        c = w[0] + x[0] + len(short) + _groups_jokers(left, groups, glen)
                else:
                    c = apart_cost((w, x), w[0] + x[0])
                if c < best:
                    best = c
                    if found is not None:
                        found[:] = [[w, x]]
                    if first:
                        return best
                elif c == best and found is not None:
                    found.append([w, x])
        return best
    chosen: list[tuple] = []

    def conflict(w) -> bool:
        if apart is None:
            return False
        for c in chosen:
            if c[1] == w[1] and (any_suit or c[3] + 1 == w[2] or w[3] + 1 == c[2]):
                return True
        return False

    def walk(start: int, bound: int) -> bool:
        """Add sequences from ``windows[start:]``; ``bound``: the jokers the chosen ones need
        alone plus the groups' floor. True to stop (``first`` and an answer found)."""
        nonlocal best
        if len(chosen) == sequences:
            if len({w[1] for w in chosen}) == len(chosen):
                c = apart_cost(chosen, bound - floor)
            else:
                c = shared_cost(chosen)
            if c < best:
                best = c
                if found is not None:
                    found[:] = [list(chosen)]
                return first
            if c == best and found is not None:
                found.append(list(chosen))
            return False
        for k in range(start, n):
            w = windows[k]
            if bound + w[0] > best or (bound + w[0] == best and found is None):
                return False                  # windows are sorted: the rest need more
            if conflict(w):
                continue
            chosen.append(w)
            stop = walk(k, bound + w[0])
            chosen.pop()
            if stop:
                return True
        return False

    walk(0, floor)
    return best


def whole_hand_may_fit(round_: int, counts: Sequence[int], profile: Profile = CONTRATO) -> bool:
    """A necessary condition for laying the whole hand down in round ``round_``'s sequences
    (7.4): ``False`` means no lay-down exists; ``True`` means one may (the opening solver
    decides). Every natural card must go into a sequence of its suit, so the hand holds at most
    as many suits as the contract has sequences, and the jokers must fill every place the
    natural cards leave empty: in a suit given one sequence, at least the places between its
    lowest and highest card (an ace low or high, whichever is nearer; no card twice, unless
    both aces end a sequence of every place); in a suit given ``k`` sequences, at least
    ``k`` times the shortest sequence minus its cards.
    """
    contract = profile.contract(round_)
    k_total = contract.sequences
    length = profile.sequence_length
    jokers = counts[JOKER_INDEX]
    suits = []
    for s in range(4):
        n = sum(counts[s * 13:s * 13 + 13])
        if n:
            suits.append(s)
    if len(suits) > k_total:
        return False
    one = [_one_sequence_jokers(counts, s, length) for s in suits]
    sizes = [sum(counts[s * 13:s * 13 + 13]) for s in suits]

    def least(i: int, left: int) -> int:
        """The fewest jokers suits ``i…`` need with ``left`` sequences among them (the
        sequences beyond one per suit may also be jokers only)."""
        if i == len(suits):
            return left * length if left else 0
        best = 10 ** 6
        for k in range(1, left - (len(suits) - i - 1) + 1):
            own = one[i] if k == 1 else max(0, k * length - sizes[i])
            rest = least(i + 1, left - k)
            if own + rest < best:
                best = own + rest
        return best

    return least(0, k_total) <= jokers


def _one_sequence_jokers(counts: Sequence[int], suit: int, length: int) -> int:
    """The fewest jokers one sequence holding every natural card of ``suit`` needs (a large
    number when no single sequence can hold them: a card twice)."""
    base = suit * 13
    aces = counts[base]
    places = []
    for r in range(1, 13):                    # ranks 2..K are places 2..13
        n = counts[base + r]
        if n > 1:
            return 10 ** 6
        if n:
            places.append(r + 1)
    naturals = aces + len(places)
    if aces > 1:                              # both aces: the sequence is every place
        return _HIGH_ACE - naturals
    if not aces:
        if not places:
            return 10 ** 6
        return max(places[-1] - places[0] + 1, length) - naturals
    if not places:
        return length - 1
    low = places[-1]                          # ace low: places 1..highest
    high = _HIGH_ACE - places[0] + 1          # ace high: lowest..14
    return max(min(low, high), length) - naturals
