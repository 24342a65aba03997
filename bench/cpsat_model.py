"""An independent model of the opening, written from ``rules-spec.md`` for OR-Tools CP-SAT.

The question is the one the engine's opening solver answers: can this hand (after the draw)
lay down the contract of the round now, and which lay-downs exist? This module does not import
the engine's solver, its melds or its contracts: only the card values of the hand are read
(``rank`` 1–13, ``suit`` with its letter in ``suit.value``, ``is_joker``), so a mistake in the
engine cannot leak into the check.

The model, clause by clause:

- **4.1** the contract of each round, in :data:`CONTRACTS` (groups, sequences, whole hand).
- **3.1, 5.2** a contract group is exactly 3 cards of one rank, suits may repeat. Variables:
  the group's rank (one-hot), how many natural cards of each (rank, suit) it uses, how many
  jokers fill it.
- **3.2, 3.3, 5.2** a contract sequence is exactly 4 consecutive places of one suit. Places are
  1–14: place 1 is a low ace, 2–13 the ranks 2–K, 14 a high ace, and nothing lies outside them
  (no wrap-around). Variables: the suit (one-hot), the low and high places, and for every place
  whether a natural card of that suit or a joker fills it.
- **7.4** round 7: exactly three sequences of at least 4 places (at most 14, 3.4) that use the
  whole hand: every card of the hand in exactly one sequence, no card kept.
- **4.3** two sequences of one suit are never contiguous (the high place of one is not just
  below the low place of the other), in round 7 too. Jokers count at their places.
- **3.6, 1.2** each physical card is used once: the natural cards of a (rank, suit) used by all
  melds together are at most the copies in hand; the jokers used at most the jokers in hand.
- **3.7, D1, D2** a joker fills any slot, with the value of that slot (a group's rank; a
  sequence's suit and place), so a group of three jokers is legal for any rank.
- **5.5** rounds 1–6: at least one card stays in hand for the compulsory discard.

Lay-downs are compared in a canonical form (:data:`Canonical`): a sorted tuple of melds,
a group as ``("G", rank, suits of its natural cards sorted, jokers)`` and a sequence as
``("S", suit letter, low place, "N"/"J" for each place from low to high)``. Two lay-downs are
the same exactly when they hold the same melds with the same joker values (as the engine counts
them: two copies of ``7♥`` are the same card value).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

from ortools.sat.python import cp_model

__all__ = ["CONTRACTS", "Canonical", "HandCounts", "hand_counts", "cpsat_can_open",
           "cpsat_laydowns", "EnumerationResult"]

#: Contract of each round (4.1): (groups, sequences, whole hand at once).
CONTRACTS: dict[int, tuple[int, int, bool]] = {
    1: (2, 0, False), 2: (1, 1, False), 3: (0, 2, False), 4: (3, 0, False),
    5: (2, 1, False), 6: (1, 2, False), 7: (0, 3, True),
}
GROUP_LENGTH = 3          # 3.1, 5.2
SEQUENCE_LENGTH = 4       # 3.2, 5.2, 7.4 (at least, in round 7)
LOW_ACE, HIGH_ACE = 1, 14  # 3.3
PLACES = range(LOW_ACE, HIGH_ACE + 1)
SUIT_ORDER = ("S", "H", "D", "C")
RANKS = range(1, 14)

#: A lay-down in canonical form (see the module doc).
Canonical = tuple


def _rank_at(place: int) -> int:
    """The rank at a place of a sequence: 1 and 14 are aces (3.3)."""
    return 1 if place == HIGH_ACE else place


@dataclass(frozen=True)
class HandCounts:
    """A hand as counts: ``naturals[(rank, suit letter)]`` copies and ``jokers``."""

    naturals: dict
    jokers: int

    @property
    def size(self) -> int:
        return sum(self.naturals.values()) + self.jokers


def hand_counts(hand: Iterable) -> HandCounts:
    """Count a hand of :class:`~generator.engine.cards.Card` values (declared jokers in hand
    are plain jokers). Raises ``ValueError`` for a third copy of a natural card or a fourth
    joker (1.2)."""
    nat: Counter = Counter()
    jokers = 0
    for card in hand:
        if card.is_joker:
            jokers += 1
        else:
            nat[(card.rank, card.suit.value)] += 1
    if jokers > 3 or any(n > 2 for n in nat.values()):
        raise ValueError("cards that cannot exist together in a 107-card pack (1.2)")
    return HandCounts(dict(nat), jokers)


class _Model:
    """The CP-SAT model of one hand in one round, with the variables needed to read a lay-down."""

    def __init__(self, round_: int, hand: HandCounts, symmetry_breaking: bool = True):
        if round_ not in CONTRACTS:
            raise ValueError(f"no round {round_!r}: rounds are 1 to 7 (4.1)")
        n_groups, n_seqs, whole = CONTRACTS[round_]
        self.round, self.hand = round_, hand
        m = self.model = cp_model.CpModel()
        nat, jokers = hand.naturals, hand.jokers
        used_of: dict = {key: [] for key in nat}   # usage terms of each natural (rank, suit)
        joker_terms = []

        # -- groups (3.1, 5.2, D1) ------------------------------------------------------
        self.groups = []
        for g in range(n_groups):
            is_rank = {r: m.new_bool_var(f"g{g}_rank{r}") for r in RANKS}
            m.add_exactly_one(is_rank.values())
            rank = m.new_int_var(1, 13, f"g{g}_rank")
            m.add_map_domain(rank, [is_rank[r] for r in RANKS], offset=1)  # rank r ⇔ is_rank[r]
            uses = {}
            for (r, s), n in nat.items():
                u = m.new_int_var(0, n, f"g{g}_uses_{r}{s}")
                m.add(u <= n * is_rank[r])        # only cards of the group's rank
                uses[(r, s)] = u
                used_of[(r, s)].append(u)
            jk = m.new_int_var(0, jokers, f"g{g}_jokers")
            m.add(sum(uses.values()) + jk == GROUP_LENGTH)   # exactly 3 cards
            joker_terms.append(jk)
            self.groups.append((rank, uses, jk))

        # -- sequences (3.2–3.4, 5.2, 7.4, D2) ---------------------------------------------
        self.seqs = []
        for q in range(n_seqs):
            is_suit = {s: m.new_bool_var(f"q{q}_suit{s}") for s in SUIT_ORDER}
            m.add_exactly_one(is_suit.values())
            suit_no = m.new_int_var(0, 3, f"q{q}_suitno")
            m.add_map_domain(suit_no, [is_suit[s] for s in SUIT_ORDER])      # index of the suit
            low = m.new_int_var(LOW_ACE, HIGH_ACE, f"q{q}_low")
            high = m.new_int_var(LOW_ACE, HIGH_ACE, f"q{q}_high")
            if whole:
                m.add(high - low + 1 >= SEQUENCE_LENGTH)     # 7.4: at least 4
            else:
                m.add(high - low + 1 == SEQUENCE_LENGTH)     # 5.2: exactly 4
            natural_at, joker_at = {}, {}
            for p in PLACES:
                inside = m.new_bool_var(f"q{q}_in{p}")
                above_low = m.new_bool_var(f"q{q}_ge{p}")
                below_high = m.new_bool_var(f"q{q}_le{p}")
                m.add(low <= p).only_enforce_if(above_low)
                m.add(low > p).only_enforce_if(~above_low)
                m.add(high >= p).only_enforce_if(below_high)
                m.add(high < p).only_enforce_if(~below_high)
                m.add_bool_and([above_low, below_high]).only_enforce_if(inside)
                m.add_bool_or([~above_low, ~below_high]).only_enforce_if(~inside)
                fills = []
                for s in SUIT_ORDER:
                    key = (_rank_at(p), s)
                    if key not in nat:
                        continue
                    z = m.new_bool_var(f"q{q}_nat{p}{s}")
                    m.add_implication(z, is_suit[s])   # a natural card of the sequence's suit
                    used_of[key].append(z)
                    natural_at[(p, s)] = z
                    fills.append(z)
                j = m.new_bool_var(f"q{q}_jk{p}")
                joker_at[p] = j
                joker_terms.append(j)
                # every place inside holds exactly one card, places outside none
                m.add(sum(fills) + j == inside)
            self.seqs.append((is_suit, suit_no, low, high, natural_at, joker_at))

        # -- 4.3: sequences of one suit never contiguous -----------------------------------
        for a in range(n_seqs):
            for b in range(a + 1, n_seqs):
                sa, _, la, ha, _, _ = self.seqs[a]
                sb, _, lb, hb, _, _ = self.seqs[b]
                for s in SUIT_ORDER:
                    both = [sa[s], sb[s]]
                    m.add(ha + 1 != lb).only_enforce_if(both)
                    m.add(hb + 1 != la).only_enforce_if(both)

        # -- 3.6 / 1.2: each physical card once; 7.4 whole hand; 5.5 keep one -------------
        for key, terms in used_of.items():
            if whole:
                m.add(sum(terms) == nat[key])
            else:
                m.add(sum(terms) <= nat[key])
        if whole:
            m.add(sum(joker_terms) == jokers)
        else:
            m.add(sum(joker_terms) <= jokers)
            laid = sum(sum(terms) for terms in used_of.values()) + sum(joker_terms)
            m.add(hand.size - laid >= 1)   # 5.5

        # -- canonical order: melds of one kind sorted by a key that is equal only for
        # identical melds, so each lay-down (a multiset of melds) is exactly one solution.
        # Any lay-down can be so sorted, so no lay-down is lost.
        if symmetry_breaking:
            keys = [self._group_key(g) for g in self.groups]
            for a, b in zip(keys, keys[1:]):
                self._lex_leq(a, b)
            keys = [self._sequence_key(q) for q in self.seqs]
            for a, b in zip(keys, keys[1:]):
                self._lex_leq(a, b)

    @staticmethod
    def _group_key(group) -> list:
        """(rank, how many natural cards of each suit in base 3): the group itself."""
        rank, uses, _ = group
        suits = sum(3 ** i * sum(u for (_, suit), u in uses.items() if suit == s)
                    for i, s in enumerate(SUIT_ORDER))
        return [rank, suits]

    @staticmethod
    def _sequence_key(seq) -> list:
        """(suit and low place, high place, joker places as bits): the sequence itself."""
        _, suit_no, low, high, _, joker_at = seq
        return [suit_no * 16 + low, high, sum(2 ** p * j for p, j in joker_at.items())]

    def _lex_leq(self, a: list, b: list) -> None:
        """Key ``a`` ≤ key ``b`` lexicographically."""
        m = self.model
        ties = []            # literals: a[i] == b[i] for the positions so far
        for x, y in zip(a, b):
            m.add(x <= y).only_enforce_if(ties)
            tie = m.new_bool_var("tie")
            m.add(x == y).only_enforce_if(tie)
            m.add(x != y).only_enforce_if(~tie)
            ties = ties + [tie]

    def read(self, value) -> Canonical:
        """The lay-down of the current solution, in canonical form."""
        melds = []
        for rank, uses, jk in self.groups:
            suits = []
            for (r, s), u in uses.items():
                suits += [s] * value(u)
            melds.append(("G", value(rank), tuple(sorted(suits, key=SUIT_ORDER.index)),
                          value(jk)))
        for is_suit, _, low, high, natural_at, joker_at in self.seqs:
            suit = next(s for s in SUIT_ORDER if value(is_suit[s]))
            lo, hi = value(low), value(high)
            fill = []
            for p in range(lo, hi + 1):
                if value(joker_at[p]):
                    fill.append("J")
                else:
                    assert value(natural_at[(p, suit)])
                    fill.append("N")
            melds.append(("S", suit, lo, tuple(fill)))
        return tuple(sorted(melds))


def _solver(workers: int = 1) -> cp_model.CpSolver:
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = workers   # one worker: deterministic, like the engine
    return solver


def cpsat_can_open(round_: int, hand: Iterable | HandCounts) -> bool:
    """Whether CP-SAT finds a legal opening of ``hand`` in ``round_`` (see the module doc).

    ``hand`` is an iterable of cards or a :class:`HandCounts`. Raises ``RuntimeError`` if the
    solver ends without a proof either way (it has no time limit, so this means a model error).
    """
    counts = hand if isinstance(hand, HandCounts) else hand_counts(hand)
    model = _Model(round_, counts)
    status = _solver().solve(model.model)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return True
    if status == cp_model.INFEASIBLE:
        return False
    raise RuntimeError(f"CP-SAT ended with status {status} (model invalid?)")


@dataclass(frozen=True)
class EnumerationResult:
    """Every distinct lay-down found (canonical forms), and whether the search was complete
    (``complete`` is False when it stopped at ``limit`` raw solutions)."""

    laydowns: frozenset
    raw_solutions: int
    complete: bool


class _Collector(cp_model.CpSolverSolutionCallback):
    def __init__(self, model: _Model, limit: int | None):
        super().__init__()
        self._model, self._limit = model, limit
        self.found: set = set()
        self.raw = 0
        self.stopped = False

    def on_solution_callback(self) -> None:
        self.raw += 1
        self.found.add(self._model.read(self.value))
        if self._limit is not None and self.raw >= self._limit:
            self.stopped = True
            self.stop_search()


def cpsat_laydowns(round_: int, hand: Iterable | HandCounts,
                   limit: int | None = None) -> EnumerationResult:
    """Every distinct legal opening of ``hand`` in ``round_``, by CP-SAT solution enumeration.

    Raw solutions are read into canonical form and deduplicated (two groups of one rank may be
    found in either order). ``limit`` caps the raw solutions (``complete`` then says whether
    the enumeration finished)."""
    counts = hand if isinstance(hand, HandCounts) else hand_counts(hand)
    model = _Model(round_, counts)
    solver = _solver()
    solver.parameters.enumerate_all_solutions = True
    collector = _Collector(model, limit)
    status = solver.solve(model.model, collector)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE, cp_model.INFEASIBLE):
        raise RuntimeError(f"CP-SAT ended with status {status} (model invalid?)")
    return EnumerationResult(frozenset(collector.found), collector.raw,
                             complete=not collector.stopped)
