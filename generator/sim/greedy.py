"""A player who plays like people: :class:`GreedyPlayer`.

Before opening it counts how many cards its hand lacks to lay down the round's contract
(:func:`~.evaluate.shortfall`) and plays to bring that number down:

- it takes the discard top, or buys it out of turn (6.2), only when the card brings it closer
  to the contract (a joker always does), and never buys with a hand of :attr:`buy_limit`
  cards or more: a purchase costs a card from the stock (6.3) that may stay in hand;
- it discards the card it can best spare: one whose loss leaves the hand no further from the
  contract, the one with fewest partners first (pairs and near-sequences are kept,
  :func:`~.evaluate.connections`), the most expensive of those (8.1);
- it opens as soon as it can, keeping the cheapest hand, or goes out at once when the
  contract leaves it a single card (5.2, 5.5).

After opening it goes out whenever the exact search finds a way
(:func:`~generator.engine.going_out.go_out_plan`), swaps jokers and lays off everything it
can, the most expensive cards first, takes the discard top when it fits the table, never buys,
and discards its most expensive card that fits nowhere.

It sees only what a player at the table sees: its own hand, the table, the discard pile, the
purchases and the sizes of the other hands. Deterministic: the same state, the same move.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..engine.cards import Card
from ..engine.counts import JOKER_INDEX, counts_of
from ..engine.going_out import go_out_plan
from ..engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Move, Pass, SwapJoker,
                            TakeDiscard)
from ..engine.scoring import card_penalty
from ..engine.opening import openings_follow_counts
from ..engine.shortfall import ClosestMelds, closest_melds, holds_contract, whole_hand_may_fit
from ..engine.state import Phase, RoundState
from .basic import _index, _no_way_out, fitting_cards
from .evaluate import RunPlan, connections, run_plan, shortfall

__all__ = ["GreedyPlayer"]

_DRAW_STOCK, _TAKE_DISCARD, _BUY, _PASS = DrawStock(), TakeDiscard(), Buy(), Pass()


class GreedyPlayer:
    """See the module doc. Subclasses change its judgement through the ``_`` methods."""

    name = "greedy"

    def __init__(self, *, buy_limit: int = 16, near: int = 2) -> None:
        #: no purchase once the hand holds this many cards
        self.buy_limit = buy_limit
        #: how many cards a hand may lack for the player to count them exactly; further
        #: from the contract it looks at pairs and near-sequences only
        self.near = near
        self._hands: dict[int, tuple] = {}     # seat: (hand, round, counts, shortfall)
        self._fit: tuple | None = None         # (table, fitting_cards(table))
        self._plans: dict[int, tuple] = {}     # seat: (hand, run_plan) in round 7
        self._going_out: dict = {}             # go_out_plan's memo of each suit's test

    # -- what it knows --------------------------------------------------------------------------

    def _shortfall(self, state: RoundState, seat: int) -> tuple[list[int], int]:
        """The seat's hand as counts and its shortfall (at most :attr:`near` + 1), kept
        until the hand changes; see :meth:`_closest`."""
        seen = self._seen(state, seat)
        return seen[2], seen[3]

    def _closest(self, state: RoundState, seat: int) -> ClosestMelds | None:
        """The melds the seat's hand is closest to (rounds 1–6), or ``None`` when it lacks
        more than :attr:`near` cards: :func:`~generator.engine.shortfall.closest_melds`."""
        return self._seen(state, seat)[4]

    def _seen(self, state: RoundState, seat: int, keep: bool = True) -> tuple:
        """``(hand, round, counts, shortfall, closest melds, exact)`` of the seat's hand. Like
        a person, the player keeps its idea of the best melds while the hand changes by a
        card those melds do without (its own discard, a card drawn that joins nothing);
        ``exact``: the closest melds were worked out for this very hand (their shortfall is
        the hand's). ``keep=False`` looks without remembering (what is remembered decides
        which melds are kept next time)."""
        hand = state.hands[seat]
        seen = self._hands.get(seat)
        if seen is not None and seen[0] is hand and seen[1] == state.round:
            return seen
        counts = counts_of(hand)
        contract = state.profile.contract(state.round)
        exact = False
        if contract.whole_hand:
            closest = None
            before = min(self.near + 1, self._plan(state, seat).cost)
        else:
            closest = self._same_melds(seen, state.round, counts, contract)
            if closest is None:
                closest = closest_melds(counts, contract.groups, contract.sequences,
                                        state.profile, limit=self.near)
                exact = True
            before = self.near + 1 if closest is None else closest.shortfall
        seen = (hand, state.round, counts, before, closest, exact)
        if keep:
            self._hands[seat] = seen
        return seen

    def _may_lay_down(self, state: RoundState, seen: tuple) -> bool:
        """``False`` when the hand seen (:meth:`_seen`) has certainly no lay-down, known from
        its card counts without listing them (:func:`~generator.engine.opening.
        openings_follow_counts`): the count search says the contract is not held."""
        profile = state.profile
        if not openings_follow_counts(profile):
            return True
        if profile.contract(state.round).whole_hand:
            return whole_hand_may_fit(state.round, seen[2], profile)
        if seen[5]:                                # worked out for this hand, limit ≥ 0
            return seen[3] == 0
        return holds_contract(state.round, seen[2], profile)

    @staticmethod
    def _same_melds(seen: tuple | None, round_: int, counts: list[int],
                    contract) -> ClosestMelds | None:
        """The closest melds of the seat's previous hand when they still hold for this one
        (one card fewer that they do without, or one card more that they lack not and that
        joins no card of the hand), else ``None``."""
        if seen is None or seen[1] != round_ or seen[4] is None:
            return None
        old, closest = seen[2], seen[4]
        diff = [(i, n - m) for i, (n, m) in enumerate(zip(counts, old)) if n != m]
        if len(diff) != 1:
            return None
        i, change = diff[0]
        if change == -1 and old[i] > closest.used[i]:
            return closest
        if change == 1 and i != JOKER_INDEX and i not in closest.wanted \
                and connections(counts, i, contract) == 0:
            return closest
        return None

    def _plan(self, state: RoundState, seat: int) -> RunPlan:
        """Round 7: the seat's :func:`~.evaluate.run_plan`, kept until the hand changes."""
        hand = state.hands[seat]
        seen = self._plans.get(seat)
        if seen is None or seen[0] is not hand:
            contract = state.profile.contract(state.round)
            seen = (hand, run_plan(counts_of(hand), contract.sequences, state.profile))
            self._plans[seat] = seen
        return seen[1]

    def _fitting(self, state: RoundState) -> frozenset[int]:
        table = state.table
        if self._fit is None or self._fit[0] is not table:
            self._fit = (table, fitting_cards(table, state.profile.max_sequence_length))
        return self._fit[1]

    # -- the moves -------------------------------------------------------------------------------

    def choose(self, state: RoundState, moves: Sequence[Move], rng: random.Random) -> Move:
        phase = state.phase
        if phase is Phase.DRAW:
            if state.discard and self._wants(state.discard[-1], state, state.active, False):
                return _TAKE_DISCARD
            return _DRAW_STOCK
        if phase is Phase.BUY:
            seat = state.window.to_poll[0]
            return _BUY if self._wants(state.discard[-1], state, seat, True) else _PASS
        return self._play(state, moves)

    def _wants(self, card: Card, state: RoundState, seat: int, buying: bool) -> bool:
        """Whether to take (``buying`` false) or buy ``card``, the discard top."""
        hand = state.hands[seat]
        if state.opened[seat] is not None:
            # a card that fits the table is laid off at once: one card fewer than a draw
            return not buying and not state.profile.contract(state.round).whole_hand and \
                _index(card) in self._fitting(state)
        if buying and len(hand) >= self.buy_limit:
            return False
        if card.rank is None:
            return True
        i = _index(card)
        if state.profile.contract(state.round).whole_hand:
            plan = self._plan(state, seat)
            return self._worth(state, seat, plan.cost - 1 if i in plan.missing else plan.cost,
                               plan.cost, buying)
        counts, before = self._shortfall(state, seat)
        if before == 0:
            return self._worth(state, seat, 0, 0, buying)
        if before > self.near:
            # far from the contract, like people: a card that makes a pair or joins a
            # sequence next to a card of the hand
            contract = state.profile.contract(state.round)
            counts[i] += 1
            try:
                close = connections(counts, i, contract) >= 4
            finally:
                counts[i] -= 1
            return self._worth(state, seat, before - close, before, buying)
        # a card a best choice of melds lacks (one best choice: as a person sees it)
        after = before - 1 if i in self._closest(state, seat).wanted else before
        return self._worth(state, seat, after, before, buying)

    def _worth(self, state: RoundState, seat: int, after: int, before: int,
               buying: bool) -> bool:
        """Whether a card that changes the hand's shortfall from ``before`` to ``after`` is
        worth taking (or buying)."""
        return after < before

    def _play(self, state: RoundState, moves: Sequence[Move]) -> Move:
        seat = state.active
        hand = state.hands[seat]
        opened = state.opened[seat]
        if opened is None:
            # the listing is asked for only when the counts leave a lay-down possible (the
            # moves may be listed lazily: :class:`~.players.LegalMoves`)
            seen = self._seen(state, seat, keep=False)
            if self._may_lay_down(state, seen):
                laydowns = [m for m in moves if isinstance(m, LayDown)]
                if laydowns:
                    return self._laydown(state, hand, laydowns)
            self._hands[seat] = seen
            return Discard(self._spare(state, seat))
        if opened < state.turn:
            melds = state.melds
            if not _no_way_out(hand, melds):
                if len(self._going_out) > 4096:
                    self._going_out.clear()
                plan = go_out_plan(state.round, hand, melds, opened_before_this_turn=True,
                                   profile=state.profile, memo=self._going_out)
                if plan is not None and plan.moves[0] in moves:
                    return plan.moves[0]
            for m in moves:
                if isinstance(m, SwapJoker):
                    return m
            best = None
            for m in moves:
                if isinstance(m, LayOff) and (best is None or _dearer(m.card, best.card)):
                    best = m
            if best is not None:
                return best
        return Discard(self._shed(state, hand))

    def _laydown(self, state: RoundState, hand: Sequence[Card],
                 laydowns: list[LayDown]) -> LayDown:
        """The lay-down to open with: going out at once when it leaves one card (5.5), else
        the one that keeps the cheapest hand."""
        contract = state.profile.contract(state.round)
        if contract.whole_hand or len(hand) == contract.min_cards(state.profile) + 1:
            return laydowns[0]
        return min(laydowns, key=lambda m: -sum(card_penalty(c) for mm in m.melds
                                               for c in mm.cards))

    def _spare(self, state: RoundState, seat: int) -> Card:
        """The card to discard before opening (module doc)."""
        hand = state.hands[seat]
        counts, before = self._shortfall(state, seat)
        contract = state.profile.contract(state.round)
        first: dict[int, Card] = {}
        for c in hand:
            first.setdefault(_index(c), c)
        naturals = [i for i in first if i != JOKER_INDEX] or list(first)
        if contract.whole_hand:                     # round 7: a card the plan has no place for
            outside = set(self._plan(state, seat).outside) & set(naturals)
            naturals = list(outside) or naturals
        keys = self._spare_keys(state, seat, counts, naturals, contract, before)
        order = sorted(naturals, key=keys.__getitem__)
        if contract.whole_hand:
            return first[order[0]]
        if before > self.near:
            return first[order[0]]              # far from the contract: the fewest partners
        used = self._closest(state, seat).used
        for i in order:
            if counts[i] > used[i]:
                return first[i]                 # a card the best melds do without
        best, best_after = order[0], None
        for i in order:
            counts[i] -= 1
            try:                               # as low as before or not
                after = shortfall(state.round, counts, state.profile, limit=before)
            finally:
                counts[i] += 1
            if best_after is None or after < best_after:
                best, best_after = i, after
            if after <= before:                     # a card less never lowers it
                break
        return first[best]

    def _spare_keys(self, state: RoundState, seat: int, counts: list[int],
                    candidates: list[int], contract, before: int) -> dict[int, tuple]:
        """The order in which cards (indices) are offered for the discard, as sort keys:
        fewest partners, then most expensive."""
        return {i: (connections(counts, i, contract), -_penalty(i), i) for i in candidates}

    def _shed(self, state: RoundState, hand: Sequence[Card]) -> Card:
        """The card to discard after opening: the most expensive that fits nowhere (a joker
        last of all)."""
        fit = self._fitting(state)
        best = None
        for c in hand:
            if best is None or self._shed_key(c, fit) > self._shed_key(best, fit):
                best = c
        return best

    @staticmethod
    def _shed_key(c: Card, fit: frozenset[int]) -> tuple:
        i = _index(c)
        return (i != JOKER_INDEX, i not in fit, card_penalty(c), i)


def _penalty(index: int) -> int:
    if index == JOKER_INDEX:
        return 15
    rank = index % 13 + 1
    return 15 if rank == 1 else (10 if rank >= 11 else rank)


def _dearer(a: Card, b: Card) -> bool:
    return (card_penalty(a), _index(a)) > (card_penalty(b), _index(b))
