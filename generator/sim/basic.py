"""The first automatic player (issue 3), kept decision for decision: :class:`BasicPlayer`.

It goes out whenever the exact search finds a way
(:func:`~generator.engine.going_out.go_out_plan`), opens as soon as it can (keeping the
cheapest hand), lays off and swaps jokers whenever it can, takes or buys a discard top that
helps, and discards its least useful, most expensive card. A card's usefulness, before the
player has opened: 3 for every other card of its rank when the contract has groups, and
``2 / gap`` for every other card of its suit at most 3 ranks away when it has sequences; after
opening: 50 if it fits a meld on the table; a joker 100. After turn 200 of a round it buys
every card, so that the stock runs out (9.2) rather than cycling forever through 9.1.

It plays exactly the games it played before issue 16 (``tests/test_sim_same_games.py``), so
it is the reference that speed-ups are measured and proved on (``make bench``); it is written
for speed: a seat's hand is looked at again only when it changes, and the sums of the
heuristic are made in the same order as before, so that even float rounding is the same.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..engine.cards import Card
from ..engine.counts import JOKER_INDEX, counts_of
from ..engine.going_out import go_out_plan
from ..engine.melds import Group
from ..engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Move, Pass, SwapJoker,
                            TakeDiscard)
from ..engine.opening import can_open
from ..engine.scoring import card_penalty, hand_penalty
from ..engine.shortfall import contract_shortfall
from ..engine.state import Phase, RoundState

__all__ = ["BasicPlayer", "fitting_cards"]

_DRAW_STOCK, _TAKE_DISCARD, _BUY, _PASS = DrawStock(), TakeDiscard(), Buy(), Pass()


def fitting_cards(table, longest: int = 14) -> frozenset[int]:
    """The card indices (:mod:`~generator.engine.counts`) of the cards that may be laid off
    on the table's melds (3.4, 3.5): every card of a group's rank and the joker; for a
    sequence with room, the next card of its suit beyond each end that is not an ace's, and
    the joker (``longest``: the longest sequence, 3.4)."""
    fit = set()
    for t in table:
        m = t.meld
        if isinstance(m, Group):
            fit.update(s * 13 + m.rank - 1 for s in range(4))
            fit.add(JOKER_INDEX)
        elif len(m.cards) < longest:
            base, high = m.suit._order * 13, m.low + len(m.cards) - 1
            if m.low > 1:
                fit.add(base + (m.low - 2 if m.low > 2 else 0))
                fit.add(JOKER_INDEX)
            if high < 14:
                fit.add(base + (high if high < 13 else 0))
                fit.add(JOKER_INDEX)
    return frozenset(fit)


def _index(card: Card) -> int:
    return JOKER_INDEX if card.rank is None else card.suit._order * 13 + card.rank - 1


class _Heuristic:
    """The usefulness of every card of a hand before the player has opened (module doc), and
    the same for the hand with one more card without looking at every card again.

    The first player summed each card's terms card by card in the hand's order; so does this
    one wherever the order can change the float: only a term of 2/3 (a card 3 ranks away)
    is inexact, so without one the sum is made from the counts of neighbours at once."""

    __slots__ = ("cards", "groups", "sequences", "by_suit", "of_rank", "near", "keys",
                 "order")

    def __init__(self, cards: Sequence[Card], groups: bool, sequences: bool) -> None:
        self.cards = cards
        self.groups, self.sequences = groups, sequences
        by_suit: list[list[tuple[int, int]]] = [[], [], [], []]
        of_rank = [0] * 14
        near = [[0] * 20 for _ in range(4)]      # by suit, rank + 3 (room for ±3)
        for pos, c in enumerate(cards):
            if c.rank is not None:
                suit = c.suit._order
                by_suit[suit].append((pos, c.rank))
                of_rank[c.rank] += 1
                near[suit][c.rank + 3] += 1
        self.by_suit, self.of_rank, self.near = by_suit, of_rank, near
        self.keys = [self._key(pos, c, None) for pos, c in enumerate(cards)]
        self.order: list[int] | None = None        # positions by key, made when needed

    def _key(self, pos: int, c: Card, extra: Card | None) -> tuple:
        """``(usefulness, -penalty, display order)`` of the card at ``pos``, in the hand
        with ``extra`` added at its end when given."""
        rank = c.rank
        if rank is None:
            return (100.0, -15, JOKER_INDEX)
        suit = c.suit._order
        score = 0.0
        if self.groups:
            score += 3.0 * (self.of_rank[rank] - 1
                            + (extra is not None and extra.rank == rank))
        if self.sequences:
            gap_x = 0                            # the extra card's gap, when it counts
            if extra is not None and extra.rank is not None and extra.suit is c.suit:
                gap_x = extra.rank - rank if extra.rank > rank else rank - extra.rank
            row, i = self.near[suit], rank + 3
            if row[i - 3] or row[i + 3] or gap_x == 3:
                for other, r in self.by_suit[suit]:
                    if other != pos and r != rank:
                        gap = r - rank if r > rank else rank - r
                        if gap <= 3:
                            score += 2.0 / gap
                if 0 < gap_x <= 3:
                    score += 2.0 / gap_x
            else:                                # whole terms only: exact in any order
                score += (2.0 * (row[i - 1] + row[i + 1] + (gap_x == 1))
                          + (row[i - 2] + row[i + 2] + (gap_x == 2)))
        return (score, -card_penalty(c), suit * 13 + rank - 1)

    def worst(self) -> int:
        """The position of the least useful card (the first of equals)."""
        return _first_min(self.keys)

    def worst_with(self, card: Card) -> bool:
        """Whether ``card``, added at the end of the hand, would be its least useful card and
        no other card as little useful (the first player's "is not the card I'd throw")."""
        mine = _Heuristic._key_of_new(self, card)
        if self.order is None:
            self.order = sorted(range(len(self.keys)), key=self.keys.__getitem__)
        for pos in self.order:
            key = self.keys[pos]
            if key > mine:
                return True            # keys only grow with a card more: none is as low
            c = self.cards[pos]
            if not self._touched(c, card) or self._key(pos, c, card) <= mine:
                return False
        return True

    def least_with(self, card: Card) -> Card:
        """The least useful card of the hand with ``card`` added at its end (the same card
        as :meth:`worst` of that hand would give, as a value)."""
        best = self._key_of_new(card)
        least = card
        if self.order is None:
            self.order = sorted(range(len(self.keys)), key=self.keys.__getitem__)
        for pos in self.order:
            key = self.keys[pos]
            if key >= best:
                break                  # keys only grow with a card more
            c = self.cards[pos]
            if not self._touched(c, card):
                return c               # lower than any key after it, changed or not
            changed = self._key(pos, c, card)
            if changed < best:
                best, least = changed, c
        return least

    def _touched(self, c: Card, card: Card) -> bool:
        """Whether adding ``card`` changes the usefulness of ``c``."""
        if c.rank is None or card.rank is None:
            return False
        if self.groups and c.rank == card.rank:
            return True
        return (self.sequences and c.suit is card.suit and c.rank != card.rank
                and abs(c.rank - card.rank) <= 3)

    def _key_of_new(self, card: Card) -> tuple:
        """The key of ``card`` added at the end of the hand (every card of the hand is an
        "other" card for it)."""
        rank = card.rank
        if rank is None:
            return (100.0, -15, JOKER_INDEX)
        suit = card.suit._order
        score = 0.0
        if self.groups:
            score += 3.0 * self.of_rank[rank]
        if self.sequences:
            row, i = self.near[suit], rank + 3
            if row[i - 3] or row[i + 3]:
                for _, r in self.by_suit[suit]:
                    if r != rank:
                        gap = r - rank if r > rank else rank - r
                        if gap <= 3:
                            score += 2.0 / gap
            else:
                score += 2.0 * (row[i - 1] + row[i + 1]) + (row[i - 2] + row[i + 2])
        return (score, -card_penalty(card), suit * 13 + rank - 1)


def _keys_opened(cards: Sequence[Card], fit: frozenset[int]) -> list[tuple]:
    """Like :meth:`_Heuristic._key` for a player who has opened: 50 for a card that fits the
    table (``fit``: :func:`fitting_cards`)."""
    keys = []
    for c in cards:
        if c.rank is None:
            keys.append((100.0, -15, JOKER_INDEX))
        else:
            i = c.suit._order * 13 + c.rank - 1
            keys.append((50.0 if i in fit else 0.0, -card_penalty(c), i))
    return keys


def _first_min(keys: list[tuple]) -> int:
    best = 0
    for i in range(1, len(keys)):
        if keys[i] < keys[best]:
            best = i
    return best


class BasicPlayer:
    """The first automatic player (see the module doc). Deterministic given the state."""

    name = "basic"

    def __init__(self, *, buy_limit: int = 16, patience: int = 200) -> None:
        #: no purchase once the hand holds this many cards ...
        self.buy_limit = buy_limit
        #: ... until the round has lasted this many turns: then every card is bought, so the
        #: stock runs out and the round ends (9.2) instead of cycling forever through 9.1
        self.patience = patience
        # per seat: what was worked out about its hand (see _seen)
        self._near: dict[int, list] = {}
        self._fit: tuple | None = None         # (table, fitting_cards(table))
        self._going_out: dict = {}             # go_out_plan's memo of each suit's test

    def choose(self, state: RoundState, moves: Sequence[Move], rng: random.Random) -> Move:
        if state.phase is Phase.DRAW:
            top = state.discard[-1] if state.discard else None
            if top is not None and _TAKE_DISCARD in moves and self._helps(top, state,
                                                                          state.active):
                return _TAKE_DISCARD
            return _DRAW_STOCK
        if state.phase is Phase.BUY:
            seat = state.window.to_poll[0]
            if state.turn > self.patience:
                return _BUY
            if len(state.hands[seat]) < self.buy_limit and self._helps(state.discard[-1],
                                                                       state, seat):
                return _BUY
            return _PASS
        return self._play(state, moves)

    # -- the discard top ---------------------------------------------------------------------

    def _helps(self, card: Card, state: RoundState, seat: int) -> bool:
        if card.rank is None:
            return True
        hand = state.hands[seat]
        if state.opened[seat] is not None:
            contract = state.profile.contract(state.round)
            return not contract.whole_hand and _index(card) in self._fitting(state)
        seen = self._seen(state, seat)
        # worth taking only if it would not be the card thrown away next (no endless
        # take-and-discard of one card, which D10 allows) ... or if it lets the hand open
        if not seen[2].worst_with(card):
            return True
        if seen[3] is None:
            seen[3] = self._could_open_with_one_more(state, hand)
        return seen[3] and can_open(state.round, hand + (card,), state.profile)

    def _fitting(self, state: RoundState) -> frozenset[int]:
        """:func:`fitting_cards` of the table, kept until the table changes."""
        table = state.table
        if self._fit is None or self._fit[0] is not table:
            self._fit = (table, fitting_cards(table, state.profile.max_sequence_length))
        return self._fit[1]

    def _seen(self, state: RoundState, seat: int) -> list:
        """What this player worked out about a seat's hand before it has opened, kept until
        the hand changes: ``[hand, round, heuristic, could one more card let it open]``."""
        hand = state.hands[seat]
        seen = self._near.get(seat)
        if seen is None or seen[0] is not hand or seen[1] != state.round:
            contract = state.profile.contract(state.round)
            seen = [hand, state.round,
                    _Heuristic(hand, contract.groups > 0, contract.sequences > 0), None]
            self._near[seat] = seen
        return seen

    @staticmethod
    def _could_open_with_one_more(state: RoundState, hand) -> bool:
        """False when no single card added to the hand could let it open: in rounds 1–6 when
        it lacks two cards or more (:func:`~generator.engine.shortfall.contract_shortfall`),
        in round 7 when it holds more suits than the contract has sequences (7.4)."""
        counts = counts_of(hand)
        contract = state.profile.contract(state.round)
        if contract.whole_hand:
            suits = sum(1 for s in range(4) if any(counts[s * 13:s * 13 + 13]))
            return suits <= contract.sequences
        return contract_shortfall(state.round, counts, state.profile, limit=1) <= 1

    # -- the turn ------------------------------------------------------------------------------

    def _play(self, state: RoundState, moves: Sequence[Move]) -> Move:
        seat = state.active
        hand = state.hands[seat]
        profile = state.profile
        contract = profile.contract(state.round)
        opened = state.opened[seat]
        if opened is None:
            laydowns = [m for m in moves if isinstance(m, LayDown)]
            if laydowns:
                if contract.whole_hand or len(hand) == contract.min_cards(profile) + 1:
                    return laydowns[0]        # the way out: the first lay-down, then discard
                total = hand_penalty(hand)
                return min(laydowns, key=lambda m: (
                    total - sum(card_penalty(c) for mm in m.melds for c in mm.cards),
                    sum(isinstance(mm, Group) for mm in m.melds)))
        elif opened < state.turn:
            melds = state.melds
            if not _no_way_out(hand, melds):
                if len(self._going_out) > 4096:
                    self._going_out.clear()
                plan = go_out_plan(state.round, hand, melds, opened_before_this_turn=True,
                                   profile=profile, memo=self._going_out)
                if plan is not None and plan.moves[0] in moves:
                    return plan.moves[0]
            for m in moves:
                if isinstance(m, SwapJoker):
                    return m
            layoffs = [m for m in moves if isinstance(m, LayOff)]
            if layoffs:
                return max(layoffs, key=lambda m: (card_penalty(m.card), m.card.sort_key()))
        if opened is None:
            seen = self._near.get(seat)
            if (seen is not None and seen[1] == state.round and len(hand) == len(seen[0]) + 1
                    and hand[:-1] == seen[0]):          # the hand seen, and the card drawn
                return Discard(seen[2].least_with(hand[-1]))
            return Discard(hand[self._seen(state, seat)[2].worst()])
        return Discard(hand[_first_min(_keys_opened(hand, self._fitting(state)))])


def _no_way_out(hand: Sequence[Card], melds) -> bool:
    """A quick "no": whether two cards of the hand can go on no meld this turn whatever is
    laid off first, so there is no way out (every card but one must be laid off, 5.5).

    A natural card with no group of its rank must go on a sequence of its suit: at a place a
    joker holds (a swap, 7.1), or beyond an end with every place in between filled first by
    cards of the hand. When the hand holds a joker, or could free one (its exact natural card
    is in hand), a gap may be bridged: then only a sequence of the suit is asked for."""
    ranks = set()
    runs: list[list[tuple[int, int, int]]] = [[], [], [], []]
    wanted = set()
    for m in melds:
        if isinstance(m, Group):
            ranks.add(m.rank)
        else:
            jokers = 0
            for i, c in enumerate(m.cards):
                if c.rank is None:
                    jokers |= 1 << (m.low + i)
                    wanted.add(_index(c.declared))
            runs[m.suit._order].append((m.low, m.low + len(m.cards) - 1, jokers))
    held = [0] * 53
    for c in hand:
        held[_index(c)] += 1
    bridge = held[JOKER_INDEX] > 0 or any(held[i] for i in wanted)
    stuck = 0
    for c in hand:
        rank = c.rank
        if rank is None or rank in ranks:
            continue
        suit = c.suit._order
        if _reaches(rank, suit, runs[suit], held, bridge):
            continue
        stuck += 1
        if stuck > 1:
            return True
    return False


def _reaches(rank: int, suit: int, runs, held: list[int], bridge: bool) -> bool:
    """Whether a card of ``rank`` and ``suit`` could join one of the suit's sequences
    (``(low, high, joker places as bits)``) this turn (see :func:`_no_way_out`)."""
    if not runs:
        return False
    if bridge:
        return True
    base = suit * 13
    for place in ((1, 14) if rank == 1 else (rank,)):
        for low, high, jokers in runs:
            if low <= place <= high:
                if jokers >> place & 1:
                    return True
            elif place < low:
                if all(held[base + (q - 1 if q < 14 else 0)] for q in range(place + 1, low)):
                    return True
            elif all(held[base + (q - 1 if q < 14 else 0)] for q in range(high + 1, place)):
                return True
    return False
