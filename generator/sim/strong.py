"""A stronger player: :class:`StrongPlayer`, the greedy player (:mod:`.greedy`) with a memory
and a sense of danger. It sees nothing the others do not: its own hand, the table, the discard
pile (face up, remembered), the purchases (6.2) and the sizes of the hands.

What it does differently:

- **live cards**: of two cards with as many partners, it keeps the one that more cards still
  unseen could join (a pair of 7s whose other six 7s lie in the discard pile or on the table
  is dead);
- **danger**: once another player has opened, a round may end at any turn (8.1): it lets go
  of its expensive cards first, and stops buying unless the card lets it open at once or
  brings it within one card of the contract, since a purchase's extra card (6.3) may stay in
  hand;
- **no gifts**: it does not discard a card the next player has shown they want: a card of a
  rank or next to a card they bought this round, or, once they have opened, a card that fits
  the table (they would take it free, 5.1, and lay it off);
- **opening**: of the lay-downs, it keeps the hand whose cards can be laid off soonest (they
  fit the table as it will stand), then the cheapest.
"""

from __future__ import annotations

from typing import Sequence

from ..engine.cards import Card
from ..engine.counts import JOKER_INDEX
from ..engine.moves import LayDown
from ..engine.profile import Contract
from ..engine.scoring import card_penalty
from ..engine.state import RoundState, TableMeld
from .basic import _index, fitting_cards
from .evaluate import GAP_WEIGHT, PAIR_WEIGHT, RANK_NEAR, connections, neighbours, visible
from .greedy import GreedyPlayer, _penalty

__all__ = ["StrongPlayer"]

#: The partners of each card (:func:`~.evaluate.neighbours`) by the kinds of meld of the
#: contract: (groups?, sequences?) -> card index -> partner indices.
_NEIGHBOURS = {(g, q): tuple(tuple(neighbours(i, Contract(0, int(g), int(q))))
                             for i in range(52))
               for g in (False, True) for q in (False, True)}
#: The same without the card itself: the cards whose live copies count (:meth:`_spare_keys`).
_OTHERS = {k: tuple(tuple(j for j in near[i] if j != i) for i in range(52))
           for k, near in _NEIGHBOURS.items()}
#: What :func:`~.evaluate.connections` looks at, by the kinds of meld of the contract: per
#: card index, the four cards of its rank (groups) and the sequence partners with their
#: weights (sequences).
_PAIRS = {(g, q): tuple((tuple(s * 13 + i % 13 for s in range(4)) if g else (),
                         tuple((w, i - i % 13 + r - 1)
                               for w, ranks in zip(GAP_WEIGHT, RANK_NEAR[i % 13 + 1])
                               for r in ranks) if q else ())
                        for i in range(52))
          for g in (False, True) for q in (False, True)}
#: :func:`~.greedy._penalty` of each card index.
_PENALTIES = tuple(_penalty(i) for i in range(53))


class StrongPlayer(GreedyPlayer):
    """See the module doc."""

    name = "strong"

    def __init__(self, *, buy_limit: int = 16, near: int = 2) -> None:
        super().__init__(buy_limit=buy_limit, near=near)
        self._seen_cards: tuple | None = None   # (discard pile, table, visible counts)

    def _visible(self, state: RoundState) -> list[int]:
        """Cards seen by everyone (discard pile and table), kept until they change."""
        key = (state.discard, state.table)
        if self._seen_cards is None or self._seen_cards[0] is not key[0] \
                or self._seen_cards[1] is not key[1]:
            self._seen_cards = (state.discard, state.table, visible(state))
        return self._seen_cards[2]

    @staticmethod
    def _danger(state: RoundState, seat: int) -> bool:
        """Whether another player has opened: the round may end at any turn."""
        return any(t is not None for s, t in enumerate(state.opened) if s != seat)

    def _worth(self, state: RoundState, seat: int, after: int, before: int,
               buying: bool) -> bool:
        if after >= before:
            return False
        contract = state.profile.contract(state.round)
        if buying and not contract.whole_hand and (
                (before > self.near and contract.sequences)
                or (self._danger(state, seat) and after > 1)):
            return False
        return True

    def _spare_keys(self, state: RoundState, seat: int, counts: list[int],
                    candidates: list[int], contract, before: int) -> dict[int, tuple]:
        """Fewest partners, then fewest live cards to join them, then most expensive; never
        a gift if it can help it; in danger, the costly cards sooner (module doc)."""
        seen = self._visible(state)
        gifts = self._gifts(state, seat)
        near = _NEIGHBOURS[(contract.groups > 0, contract.sequences > 0)]
        danger = self._danger(state, seat)
        shed = danger and before > self.near          # too far to open soon
        kind = (contract.groups > 0, contract.sequences > 0)
        others = _OTHERS[kind]
        pairs = _PAIRS[kind]
        keys = {}
        for i in candidates:
            if i == JOKER_INDEX:                   # a hand of jokers only: as before
                live = 0
                for j in near[i]:
                    if j != i:
                        left = 2 - seen[j] - counts[j]
                        if left > 0:
                            live += left
                links = connections(counts, i, contract)
            else:
                live = 0
                for j in others[i]:
                    left = 2 - seen[j] - counts[j]
                    if left > 0:
                        live += left
                # connections(counts, i, contract), from the table of its partners
                same, near_ones = pairs[i]
                links = 0
                if same:
                    links = PAIR_WEIGHT * (counts[same[0]] + counts[same[1]] + counts[same[2]]
                                           + counts[same[3]] - 1)
                for weight, j in near_ones:
                    if counts[j]:
                        links += weight
            pen = _PENALTIES[i]
            if shed:
                keys[i] = (i in gifts, -pen, links, live, i)
            elif danger:
                keys[i] = (i in gifts, links - pen // 5, live, -pen, i)
            else:
                keys[i] = (i in gifts, links, live, -pen, i)
        return keys

    def _gifts(self, state: RoundState, seat: int) -> frozenset[int]:
        """The cards the next player has shown they want: once they have opened, the cards
        that fit the table (they would take one free, 5.1, and lay it off); before, a card of
        the rank of one they bought this round (for groups) or of its suit, at most two ranks
        away (for sequences). None in round 7, where nobody shows a plan before going out."""
        nxt = (seat + 1) % state.profile.players
        contract = state.profile.contract(state.round)
        if contract.whole_hand:
            return frozenset()
        if state.opened[nxt] is not None:
            return self._fitting(state)
        wanted = set()
        for p in state.purchases:
            if p.seat != nxt or p.card.rank is None:
                continue
            j = _index(p.card)
            rank, base = j % 13, j - j % 13
            if contract.groups:
                wanted.update(s * 13 + rank for s in range(4))
            if contract.sequences:
                wanted.update(base + r for r in range(max(0, rank - 2), min(12, rank + 2) + 1))
        return frozenset(wanted)

    def _shed(self, state: RoundState, hand: Sequence[Card]) -> Card:
        """After opening: the most expensive card that fits nowhere, not one the next
        player has shown they want."""
        fit = self._fitting(state)
        gifts = self._gifts(state, state.active)
        return max(hand, key=lambda c: (_index(c) != JOKER_INDEX, _index(c) not in fit,
                                        _index(c) not in gifts, card_penalty(c), _index(c)))

    def _laydown(self, state: RoundState, hand: Sequence[Card],
                 laydowns: list[LayDown]) -> LayDown:
        contract = state.profile.contract(state.round)
        if contract.whole_hand or len(hand) == contract.min_cards(state.profile) + 1:
            return laydowns[0]
        total = sum(card_penalty(c) for c in hand)
        longest = state.profile.max_sequence_length
        now = self._fitting(state)       # the cards fitting the table: a union over melds

        def key(m: LayDown) -> tuple:
            fit = now | fitting_cards(tuple(TableMeld(x, state.active, state.turn)
                                            for x in m.melds), longest)
            left = _left(hand, m)
            stuck = sum(1 for c in left if _index(c) not in fit)
            return (stuck, total - sum(card_penalty(c) for x in m.melds for c in x.cards))

        return min(laydowns, key=key)


def _left(hand: Sequence[Card], laydown: LayDown) -> list[Card]:
    """The cards of ``hand`` left after ``laydown``."""
    used: dict[int, int] = {}
    for m in laydown.melds:
        for c in m.cards:
            i = JOKER_INDEX if c.rank is None else _index(c)
            used[i] = used.get(i, 0) + 1
    left = []
    for c in hand:
        i = _index(c)
        if used.get(i):
            used[i] -= 1
        else:
            left.append(c)
    return left
