"""How a player sizes up a hand: what the new automatic players (:mod:`.greedy`,
:mod:`.strong`) decide with. Heuristics, not rules: every rule stays in the engine.

- :func:`shortfall` — how many cards the hand lacks to lay down the round's contract
  (:func:`~generator.engine.shortfall.contract_shortfall`, rounds 1–6); in round 7, where the
  whole hand goes down in sequences (7.4), the same for three sequences of four plus one for
  every card of a suit beyond the three kept (the suit with the fewest cards);
- :func:`connections` — a card's partners in the hand: for a contract with groups, the other
  cards of its rank (a pair); with sequences, the cards of its suit one, two or three ranks
  away (a near-sequence; the ace is next to the two and to the king). Whole numbers, so that
  ties are exact;
- :func:`visible` — every card a player sees besides their own hand: the discard pile (its
  cards stay face up one on another and players remember them) and the table.

Cards are counted by :func:`~generator.engine.counts.card_index` (53 counts, the joker last).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import compress
from typing import Sequence

from ..engine.counts import JOKER_INDEX
from ..engine.profile import Contract, Profile
from ..engine.shortfall import contract_shortfall, melds_shortfall
from ..engine.state import RoundState

__all__ = ["shortfall", "connections", "neighbours", "visible", "suit_sizes", "RANK_NEAR"]

def _near(rank: int, gap: int) -> tuple[int, ...]:
    out = {x for x in (rank - gap, rank + gap) if 1 <= x <= 13}
    if rank + gap == 14:
        out.add(1)                                 # beyond the king: the high ace
    if rank == 1:
        out.add(14 - gap)                          # the high ace's neighbours
    return tuple(sorted(out))


#: Sequence neighbours of each rank (index 1–13) at gaps 1, 2, 3: the ace is low and high.
RANK_NEAR: tuple[tuple[tuple[int, ...], ...], ...] = ((),) + tuple(
    tuple(_near(r, g) for g in (1, 2, 3)) for r in range(1, 14))
#: Weights of a partner at gap 1, 2, 3 in a sequence, and of another card of the rank.
GAP_WEIGHT = (4, 2, 1)
PAIR_WEIGHT = 4


def suit_sizes(counts: Sequence[int]) -> list[int]:
    """Natural cards of each suit (♠ ♥ ♦ ♣)."""
    return [sum(counts[s * 13:s * 13 + 13]) for s in range(4)]


def shortfall(round_: int, counts: Sequence[int], profile: Profile, *,
              limit: int = 4) -> int:
    """How many cards the hand lacks (see the module doc), at most ``limit + 1``."""
    contract = profile.contract(round_)
    if not contract.whole_hand:
        return contract_shortfall(round_, counts, profile, limit=limit)
    return min(limit + 1, run_plan(counts, contract.sequences, profile).cost)


@dataclass(frozen=True)
class RunPlan:
    """Round 7 (7.4): the sequences a hand aims at, ``(suit, low place, high place)``; the
    card indices of the places it still lacks (``missing``, a joker fills one) and of the cards
    held that no sequence of the plan takes (``outside``: another suit, too far, a second
    copy); ``cost``: the cards lacking once the jokers are placed plus the cards outside —
    about the draws and discards still needed."""

    runs: tuple[tuple[int, int, int], ...]
    missing: tuple[int, ...]
    outside: tuple[int, ...]
    cost: int


def run_plan(counts: Sequence[int], sequences: int, profile: Profile,
             memo: dict | None = None) -> RunPlan:
    """The plan of ``sequences`` sequences (of the profile's minimum length or more) that
    keeps the most cards of the hand and lacks the fewest: each sequence takes one card a
    place; at most two in one suit, apart, with a place between them (4.3), never sharing a
    place (a plan keeps no second copy). A heuristic for a player, not a rule. Each suit's
    options depend only on the ranks it holds: they are cached by those
    (:func:`_options_of_places`); ``memo`` is no longer used (kept for callers)."""
    length = profile.sequence_length
    jokers = counts[JOKER_INDEX]
    per_suit = [_options_of_places(sum(compress(_RANK_BITS, counts[s * 13:s * 13 + 13])),
                                   length) for s in range(4)]
    best, best_share = None, None
    for share in _SHARES.get(sequences) or tuple(_shares(sequences, 4)):
        total = 0
        for s, k in enumerate(share):
            if k > 2 or (k and not per_suit[s][k][1]):
                break
            total += per_suit[s][k][0]
        else:
            if best is None or total > best:
                best, best_share = total, share
    runs = tuple((s, lo, hi) for s, k in enumerate(best_share)
                 for lo, hi in per_suit[s][k][1])
    left = list(counts[:52])
    missing = []
    for s, lo, hi in runs:
        for p in range(lo, hi + 1):
            i = s * 13 + (0 if p in (1, 14) else p - 1)
            if left[i]:
                left[i] -= 1
            else:
                missing.append(i)
    outside = [i for i, n in enumerate(left) if n for _ in range(n)]
    cost = max(0, len(missing) - jokers) + len(outside)
    return RunPlan(runs, tuple(missing), tuple(outside), cost)


def _shares(k: int, suits: int):
    """Every way to give ``k`` sequences to ``suits`` suits."""
    if suits == 1:
        yield (k,)
        return
    for first in range(k, -1, -1):
        for rest in _shares(k - first, suits - 1):
            yield (first,) + rest


_SHARES = {k: tuple(_shares(k, 4)) for k in range(1, 4)}


#: Bit ``r`` for the rank index ``r`` (0–12) of a suit's 13 counts.
_RANK_BITS = tuple(1 << r for r in range(13))


@lru_cache(maxsize=None)                              # at most 2 ** 13 per length
def _options_of_places(present: int, length: int) -> tuple[tuple[int, tuple], ...]:
    """:func:`_suit_options` of a suit holding the ranks of the bits of ``present`` (bit
    ``r``: rank index ``r``): they depend on nothing else (which ranks are held, not how
    many copies, nor the suit). A pure function of its arguments, cached."""
    return _suit_options([present >> r & 1 for r in range(13)], 0, length)


def _suit_options(counts: Sequence[int], suit: int,
                  length: int) -> tuple[tuple[int, tuple], ...]:
    """For 0, 1 and 2 sequences in ``suit``: the best ``2 × cards kept − places`` (the cards
    lacking plus the cards outside are the suit's cards minus it) and those sequences."""
    base = suit * 13
    if not any(counts[base:base + 13]):               # jokers only: the shortest ones
        return ((0, ()), (-length, ((1, length),)),
                (-2 * length, ((1, length), (length + 2, 2 * length + 1))))
    prefix = [0] * 15
    places = []
    for p in range(1, 15):
        here = 1 if counts[base + (0 if p in (1, 14) else p - 1)] else 0
        prefix[p] = prefix[p - 1] + here
        if here:
            places.append(p)
    none = (-10 ** 6, ())
    ending = [none] * 16                              # best one ending at or before t
    starting = [none] * 17                            # best one starting at or after t
    # a best sequence longer than the shortest starts and ends on cards held (a place
    # without a card at an end only costs); a shortest one can be moved to start or end on
    # one: so only those are tried
    for a, lo in enumerate(places):
        for hi in places[a:]:
            if hi - lo + 1 >= length:
                spans = ((lo, hi),)
            else:
                spans = tuple(x for x in ((lo, lo + length - 1), (hi - length + 1, hi))
                              if x[0] >= 1 and x[1] <= 14)
            for l, h in spans:
                score = 2 * (prefix[h] - prefix[l - 1]) - (h - l + 1)
                if score > ending[h][0]:
                    ending[h] = (score, (l, h))
                if score > starting[l][0]:
                    starting[l] = (score, (l, h))
    for t in range(1, 15):
        if ending[t - 1][0] > ending[t][0]:
            ending[t] = ending[t - 1]
    for t in range(14, 0, -1):
        if starting[t + 1][0] > starting[t][0]:
            starting[t] = starting[t + 1]
    one = ending[14]
    two = none
    for t in range(length, 14 - length):
        left, right = ending[t], starting[t + 2]
        if left[1] and right[1] and left[0] + right[0] > two[0]:
            two = (left[0] + right[0], (left[1], right[1]))
    return ((0, ()), (one[0], (one[1],)), two)


def connections(counts: Sequence[int], index: int, contract: Contract) -> int:
    """The partners of the card ``index`` in the hand ``counts`` (which holds it): see the
    module doc. A joker partners everything: a large number."""
    if index == JOKER_INDEX:
        return 1000
    rank, base = index % 13 + 1, index - index % 13
    score = 0
    if contract.groups:
        same = counts[rank - 1] + counts[13 + rank - 1] + counts[26 + rank - 1] + \
            counts[39 + rank - 1] - 1
        score += PAIR_WEIGHT * same
    if contract.sequences:
        for weight, ranks in zip(GAP_WEIGHT, RANK_NEAR[rank]):
            for r in ranks:
                if counts[base + r - 1]:
                    score += weight
    return score


def neighbours(index: int, contract: Contract) -> list[int]:
    """The card indices a card ``index`` partners with (see :func:`connections`)."""
    rank, base = index % 13 + 1, index - index % 13
    out = []
    if contract.groups:
        out += [s * 13 + rank - 1 for s in range(4)]
    if contract.sequences:
        out += [base + r - 1 for ranks in RANK_NEAR[rank] for r in ranks]
    return out


def visible(state: RoundState) -> list[int]:
    """Counts of the cards every player sees (the discard pile and the table)."""
    seen = [0] * 53
    for c in state.discard:
        seen[JOKER_INDEX if c.rank is None else c.suit._order * 13 + c.rank - 1] += 1
    for t in state.table:
        for c in t.meld.cards:
            seen[JOKER_INDEX if c.rank is None else c.suit._order * 13 + c.rank - 1] += 1
    return seen
