"""The count search of :mod:`generator.engine.shortfall` as it stood before issue 16's round of
speed-ups (commit f9f307b), kept word for word as the reference the faster search must equal
(tests/test_shortfall.py): the same fewest jokers, the same best choices in the same order,
the same closest melds."""

from __future__ import annotations

from itertools import compress
from typing import Sequence

from generator.engine.counts import JOKER_INDEX
from generator.engine.profile import CONTRATO, Profile, SameSuitRule
from generator.engine.shortfall import _PLACE_BITS, _WINDOWS, ClosestMelds


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
    for other in every[1:]:                # the places any other best choice lacks
        wants: dict[int, int] = {}
        for w in other:
            for i in w[4]:
                wants[i] = wants.get(i, 0) + 1
        wanted.update(i for i, d in wants.items() if d > counts[i])
    chosen = every[0] if every else []
    demand = [0] * 52
    for w in chosen:
        for i in w[4]:
            demand[i] += 1
    used = [0] * 53
    left = [counts[r] + counts[13 + r] + counts[26 + r] + counts[39 + r] for r in range(13)]
    for i in range(52):
        if demand[i]:
            used[i] = min(demand[i], counts[i])
            left[i % 13] -= used[i]
            if demand[i] > counts[i]:
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


def _least_jokers(counts: Sequence[int], groups: int, sequences: int, profile: Profile,
                  same_suit_rule: bool, cap: int | None, first: bool,
                  found: list | None = None) -> int:
    """The fewest jokers the contract's melds need with these natural cards (jokers in
    ``counts`` ignored), searched up to ``cap`` (above it: ``cap + 1``); with ``first``, any
    answer at most ``cap`` ends the search. ``found`` receives the sequences of every best
    choice (lists of windows ``(need, suit, low, high, card indices)``), when there is one."""
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
    for suit, table in enumerate(_WINDOWS[length]):
        base = suit * 13
        if sum(counts[base:base + 13]) + slack <= length:
            continue                       # too few cards of the suit for any sequence
        present = sum(compress(_PLACE_BITS, counts[base:base + 13]))
        if length - present.bit_count() >= slack:
            continue                       # too few cards of the suit for any sequence
        for low, high, bits, idxs in table:
            if low < lowest or high > highest:
                continue                   # an ace where the profile lets none stand (3.3)
            need = length - (present & bits).bit_count()
            if need < slack:
                windows.append((need, suit, low, high, idxs))
    if not windows:
        return worst
    windows.sort()                          # by the jokers needed alone (then suit, place)
    apart = None
    if same_suit_rule and profile.same_suit_rule is not SameSuitRule.ANY:
        apart = profile.same_suit_rule
    best = worst
    chosen: list[tuple] = []
    n = len(windows)

    def conflict(w) -> bool:
        if apart is None:
            return False
        for c in chosen:
            if c[1] == w[1] and (apart is SameSuitRule.DIFFERENT_SUITS
                                 or c[3] + 1 == w[2] or w[3] + 1 == c[2]):
                return True
        return False

    def cost() -> int:
        if len(chosen) == 1 or len({w[1] for w in chosen}) == len(chosen):
            # one sequence a suit: no card wanted twice, each needs its own jokers
            jokers = 0
            if not groups:
                for w in chosen:
                    jokers += w[0]
                return jokers
            left = list(ranks)
            for w in chosen:
                jokers += w[0]
                for i in w[4]:
                    if counts[i]:
                        left[i % 13] -= 1
            return jokers + _groups_jokers(left, groups, glen)
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

    def walk(start: int, bound: int) -> bool:
        """Add sequences from ``windows[start:]``; ``bound``: the jokers the chosen ones need
        alone plus the groups' floor. True to stop (``first`` and an answer found)."""
        nonlocal best
        if len(chosen) == sequences:
            c = cost()
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
