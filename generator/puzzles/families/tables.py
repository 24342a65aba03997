"""Tables of melds for random families: the contracts of the players who have opened, with
earlier lay-offs, every meld made by the engine; and hand sizes that fit a player's opening
status. Shared by the ``lay-off`` and ``joker-swap`` families.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import CONTRATO
from ...engine.cards import JOKER, SUITS, Card
from ...engine.errors import ContratoError, MeldError
from ...engine.melds import Meld, make_group, make_sequence, place_rank
from .base import Reject
from .pool import Pool, plant_group, plant_sequence


def _extend(rng: random.Random, pool: Pool, cards: list[Card], low: int, suit,
            extra: int) -> tuple[list[Card], int]:
    """``cards`` of a sequence from place ``low``, extended by up to ``extra`` cards at
    random ends (earlier lay-offs), within places 1–14."""
    for _ in range(extra):
        ends = []
        if low > 1:
            ends.append("low")
        if low + len(cards) - 1 < 14:
            ends.append("high")
        if not ends:
            break
        end = rng.choice(ends)
        place = low - 1 if end == "low" else low + len(cards)
        card = Card(place_rank(place), suit)
        if not pool.has(card):
            continue
        pool.take(card)
        if end == "low":
            cards.insert(0, card)
            low -= 1
        else:
            cards.append(card)
    return cards, low


def build_table(rng: random.Random, pool: Pool, round_: int, *, players: int,
                extra: int = 2, jokers: int = 0, full: bool = False, ace_end: bool = False,
                group_jokers: bool = False) -> list[Meld]:
    """The melds of ``players`` contracts of ``round_`` with earlier lay-offs; the first
    sequence is ``full`` (13–14 cards) or ends on an ace (``ace_end``) when asked; ``jokers``
    jokers replace cards at random (in groups too when ``group_jokers``). Every meld is made
    by the engine."""
    contract = CONTRATO.contract(round_)
    planted: list[tuple[str, list[Card], Any, int]] = []
    first_seq = True
    for _ in range(players):
        for _g in range(contract.groups):
            g = plant_group(rng, pool)
            planted.append(("group", g.cards, None, 0))
        for _s in range(contract.sequences):
            suit = rng.choice(SUITS)
            if first_seq and full:
                length = rng.choice((13, 14))
                low = 1 if length == 14 else rng.choice((1, 2))
            elif first_seq and ace_end:
                length = 4
                low = rng.choice((1, 11))
            else:
                length = 4
                low = rng.randint(1, 11)
            seq = plant_sequence(pool, suit, low, length)
            cards = seq.cards
            if not (first_seq and (full or ace_end)):
                cards, low = _extend(rng, pool, cards, low, suit, rng.randint(0, extra))
            planted.append(("sequence", cards, suit, low))
            first_seq = False
    if rng.random() < 0.5:
        for kind, cards, _, _ in planted:
            if kind == "group" and rng.random() < 0.5:
                card = pool.draw(rng, 1, lambda c, r=cards[0].rank: c.rank == r)
                cards.extend(card)
    spots = [(i, j) for i, (kind, cards, _, _) in enumerate(planted)
             for j in range(len(cards)) if kind == "sequence" or group_jokers]
    for i, j in rng.sample(spots, min(jokers, len(spots))):
        kind, cards, _, _ = planted[i]
        if sum(c.is_joker for c in cards) + 1 >= len(cards):
            continue
        pool.give(cards[j])
        cards[j] = pool.take(JOKER)
    melds: list[Meld] = []
    for kind, cards, suit, low in planted:
        try:
            if kind == "group":
                rank = next(c.rank for c in cards if not c.is_joker)
                melds.append(make_group(cards, rank=rank, profile=CONTRATO))
            else:
                melds.append(make_sequence(cards, profile=CONTRATO))
        except (MeldError, ContratoError):
            raise Reject("a planted meld is not a meld")
    return melds


def hand_size(rng: random.Random, round_: int, opened: str, sizes: tuple[int, int],
              purchases: int) -> int:
    """The size of a hand after the draw: not opened — the deal + 1 + 2 per purchase (2.2,
    6.3); opened this turn — that, minus the contract just laid down (5.2); opened earlier —
    any size in ``sizes``."""
    deal = CONTRATO.deal_size(round_)
    if opened == "no":
        return deal + 1 + 2 * purchases
    if opened == "this-turn":
        return deal + 1 + 2 * purchases - CONTRATO.contract(round_).min_cards(CONTRATO)
    return rng.randint(*sizes)
