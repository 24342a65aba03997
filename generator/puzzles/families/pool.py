"""Drawing cards for random situations without ever making an impossible one.

:class:`Pool` holds the physical cards not yet used — the 107 of the pack (1.2) — so a
situation built from it never has a third copy of a card or a fourth joker. The planting
helpers lay out melds (a group, a sequence from its low end) from the pool; the engine still
decides what they are.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Iterable

from ...engine import CONTRATO, full_pack
from ...engine.cards import JOKER, RANKS, SUITS, Card
from ...engine.melds import place_rank
from .base import Reject


class Pool:
    """The physical cards not yet used: the 107 of the pack (1.2)."""

    def __init__(self, used: Iterable[Card] = ()) -> None:
        self.left = Counter(full_pack(CONTRATO))
        for c in used:
            self.take(c.physical)

    def take(self, card: Card) -> Card:
        card = card.physical if card.is_joker else card
        if self.left[card] <= 0:
            raise Reject("the plan needed a card already used twice")
        self.left[card] -= 1
        return card

    def give(self, card: Card) -> None:
        self.left[card.physical] += 1

    def has(self, card: Card) -> bool:
        return self.left[card.physical] > 0

    def available(self, pred: Callable[[Card], bool] = lambda c: True) -> list[Card]:
        return [c for c in self.left.elements() if pred(c)]

    def draw(self, rng: random.Random, n: int,
             pred: Callable[[Card], bool] = lambda c: not c.is_joker) -> list[Card]:
        pool = self.available(pred)
        if n > len(pool):
            raise Reject("not enough cards of the kind wanted")
        cards = rng.sample(pool, n)
        for c in cards:
            self.take(c)
        return cards


@dataclass
class Planted:
    kind: str            # "group" | "sequence"
    cards: list[Card]    # a sequence from its low end


def plant_group(rng: random.Random, pool: Pool, rank: int | None = None,
                dup: bool = False) -> Planted:
    rank = rank or rng.choice(RANKS)
    if dup:
        suit = rng.choice(SUITS)
        other = rng.choice([s for s in SUITS if s != suit])
        suits = [suit, suit, other]
    else:
        suits = rng.sample(SUITS, 3)
    return Planted("group", [pool.take(Card(rank, s)) for s in suits])


def plant_sequence(pool: Pool, suit, low: int, length: int) -> Planted:
    if low < 1 or low + length - 1 > 14:
        raise Reject("a sequence would pass an ace")
    return Planted("sequence", [pool.take(Card(place_rank(p), suit))
                                for p in range(low, low + length)])


def place_jokers(rng: random.Random, pool: Pool, melds: list[Planted], n: int,
                 where: str) -> None:
    """Replace ``n`` planted cards by jokers at ``where``: ``end`` / ``middle`` of a
    sequence, ``group``, or ``any``."""
    spots = []
    for m_i, m in enumerate(melds):
        for i in range(len(m.cards)):
            if m.kind == "group":
                ok = where in ("group", "any")
            elif i in (0, len(m.cards) - 1):
                ok = where in ("end", "any")
            else:
                ok = where in ("middle", "any")
            if ok and not m.cards[i].is_joker:
                spots.append((m_i, i))
    if n > len(spots):
        raise Reject("no room for the jokers where wanted")
    for m_i, i in rng.sample(spots, n):
        pool.give(melds[m_i].cards[i])
        melds[m_i].cards[i] = pool.take(JOKER)


def split_lengths(rng: random.Random, total: int, parts: int, least: int = 4) -> list[int]:
    """A random split of ``total`` cards into ``parts`` sequences of ``least``–14 cards."""
    if total < parts * least or total > parts * 14:
        raise Reject("the cards do not split into sequences")
    out = [least] * parts
    for _ in range(total - parts * least):
        choices = [i for i in range(parts) if out[i] < 14]
        out[rng.choice(choices)] += 1
    return out


def flat(melds: Iterable[Planted]) -> list[Card]:
    return [c for m in melds for c in m.cards]
