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
from typing import Iterable, Iterator, Sequence as Seq

from .cards import JOKER, RANKS, SUITS, Card, Suit, parse_cards  # noqa: F401  (doctest)
from .contracts import LayDown, sequences_conflict
from .deck import check_cards, checked_counts
from .melds import HIGH_ACE, LOW_ACE, Group, Meld, Sequence, place_rank
from .profile import (CONTRATO, Ace, Contract, GroupSuits, MeldKind, OpeningLengths, Profile,
                      SameSuitRule)
from .shortfall import holds_contract, whole_hand_may_fit

__all__ = ["opening_laydowns", "can_open", "find_opening", "OpeningVerdict", "judge_opening",
           "opening_length_clauses"]

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
    return out


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
                  same_suit: bool) -> Iterator[LayDown]:
    """Every lay-down of the contract of a round that ends with a discard (rounds 1-6), each
    meld at the opening lengths (5.2), leaving a card for the discard (5.5) when the profile
    keeps one."""
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

    def rec(slot: int, start: int, jokers_left: int) -> Iterator[LayDown]:
        if slot == len(slots):
            if sum(len(c.meld) for c in chosen) <= most:
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


def _fillings(suit: Suit, combo: tuple[tuple[int, int], ...], counts: list[int],
              aces: int) -> Iterator[tuple[Sequence, ...]]:
    """Every way to place the suit's natural cards in the intervals (jokers fill the rest)."""
    # per place, the intervals covering it
    choices = []   # list of (place(s), covering slots, naturals to place)
    for p in range(2, 14):
        cov = [i for i, (l, h) in enumerate(combo) if l <= p <= h]
        if cov:
            choices.append(([(i, p) for i in cov], counts[p]))
    ace_slots = [(i, p) for p in (LOW_ACE, HIGH_ACE) for i, (l, h) in enumerate(combo)
                 if l <= p <= h]
    if ace_slots:
        choices.append((ace_slots, aces))
    options = [list(combinations(slots, n)) for slots, n in choices]
    for pick in product(*options):
        natural_at = {slot for chosen in pick for slot in chosen}
        seqs = []
        for i, (l, h) in enumerate(combo):
            cards = []
            for p in range(l, h + 1):
                card = Card(place_rank(p), suit)
                cards.append(card if (i, p) in natural_at else JOKER.declare(card))
            seqs.append(Sequence(suit, l, tuple(cards)))
        yield tuple(seqs)


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


def _search_whole_hand(round_: int, nat: Counter, jokers: int, profile: Profile,
                       same_suit: bool) -> Iterator[LayDown]:
    if profile.contract(round_).final_discard:
        for rest, spare in _without_one(nat, jokers):
            yield from _search_all_cards(round_, rest, spare, profile, same_suit)
        return
    yield from _search_all_cards(round_, nat, jokers, profile, same_suit)


def _search_all_cards(round_: int, nat: Counter, jokers: int, profile: Profile,
                      same_suit: bool) -> Iterator[LayDown]:
    apart = _apart(profile, same_suit)
    known: dict[tuple[Suit, int], list[tuple]] = {}

    def options(s: Suit, k: int) -> list[tuple]:
        # a suit's options are the same in every share that gives it k sequences
        if (s, k) not in known:
            counts, aces = _suit_places(nat, s)
            known[(s, k)] = [(s, combo, need, counts, aces) for combo, need
                             in _interval_sets(counts, aces, k, jokers, profile, apart)]
        return known[(s, k)]

    for share in _whole_hand_shares(round_, nat, jokers, profile, same_suit):
        per_suit = [options(s, k) for s, k in share]
        for pick in product(*per_suit):
            if sum(need for _, _, need, _, _ in pick) != jokers:
                continue
            fills = [list(_fillings(s, combo, counts, aces)) for s, combo, _, counts, aces in pick]
            for parts in product(*fills):
                yield LayDown.of(round_, [m for part in parts for m in part])


def _whole_hand_possible(round_: int, nat: Counter, jokers: int, profile: Profile) -> bool:
    """Whether :func:`_search_whole_hand` (4.3 applied) yields anything, without listing (with
    a final discard: whether it does for the hand less some card)."""
    if profile.contract(round_).final_discard:
        return any(_all_cards_possible(round_, rest, spare, profile)
                   for rest, spare in _without_one(nat, jokers))
    return _all_cards_possible(round_, nat, jokers, profile)


def _all_cards_possible(round_: int, nat: Counter, jokers: int, profile: Profile) -> bool:
    """Whether :func:`_search_all_cards` (4.3 applied) yields anything, without listing.

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
    if _may_open(round_, hand, profile, same_suit_rule) is False:
        return []                                 # most hands: no listing to build
    nat, jokers = _counts(hand, profile)
    if _too_few(contract, sum(nat.values()) + jokers, profile):
        return []
    if contract.whole_hand:
        if same_suit_rule and not _whole_hand_possible(round_, nat, jokers, profile):
            return []                             # answered without listing
        found = set(_search_whole_hand(round_, nat, jokers, profile, same_suit_rule))
    else:
        found = set(_search_exact(round_, nat, jokers, profile, same_suit_rule))
    return sorted(found, key=LayDown.sort_key)


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


def find_opening(round_: int, hand: Seq[Card], profile: Profile = CONTRATO) -> LayDown | None:
    """One legal opening (the first in canonical order), or ``None``."""
    found = opening_laydowns(round_, hand, profile)
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

    - ``laydowns``: every legal opening (empty when the answer is no);
    - ``clauses``: the clause IDs the answer rests on, most specific first;
    - ``reason``: a stable key for why not (``None`` when it can open):
      ``"too-few-cards"`` (5.5 / 7.4: the hand is too small), ``"same-suit"`` (only lay-downs
      with contiguous same-suit sequences exist, 4.3), ``"no-contract"`` (4.1, 5.2);
    - ``blocked``: for ``"same-suit"``, the lay-downs that 4.3 forbids;
    - ``best_partial``: for ``"no-contract"`` in rounds 1–6, the largest part of the contract
      the hand could lay down (as melds), to show how close it is.
    """

    round: int
    laydowns: tuple[LayDown, ...]
    clauses: tuple[str, ...]
    reason: str | None
    blocked: tuple[LayDown, ...] = ()
    best_partial: tuple[Meld, ...] = ()

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


def judge_opening(round_: int, hand: Seq[Card], profile: Profile = CONTRATO) -> OpeningVerdict:
    """Decide whether ``hand`` can open in ``round_`` and say why (see :class:`OpeningVerdict`).

    Raises :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for impossible cards.
    """
    contract = profile.contract(round_)
    laydowns = tuple(opening_laydowns(round_, hand, profile))
    lengths = opening_length_clauses(contract, profile)
    base = ("4.1",) + lengths
    if laydowns:
        clauses = base + (("4.3",) if any(_same_suit_pair(l) for l in laydowns) else ())
        return OpeningVerdict(round_, laydowns, clauses, None)
    nat, jokers = _counts(hand, profile)
    if _too_few(contract, len(hand), profile):
        keep = ("5.5",) if profile.keeps_discard and not contract.whole_hand else ()
        return OpeningVerdict(round_, (), keep + lengths + ("4.1",), "too-few-cards")
    blocked = tuple(opening_laydowns(round_, hand, profile, same_suit_rule=False))
    if blocked:
        return OpeningVerdict(round_, (), ("4.3",) + base, "same-suit", blocked=blocked)
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
