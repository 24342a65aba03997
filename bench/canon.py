"""The engine's lay-downs in the canonical form of :mod:`bench.cpsat_model`.

A group becomes ``("G", rank, suits of its natural cards sorted ♠ ♥ ♦ ♣, jokers)`` and a
sequence ``("S", suit letter, low place, "N"/"J" for each place from low to high)``; a lay-down
is the sorted tuple of its melds. Only the lay-down's public attributes are read.
"""

from __future__ import annotations

from bench.cpsat_model import SUIT_ORDER, Canonical

__all__ = ["engine_canonical", "describe_canonical"]


def engine_canonical(laydown) -> Canonical:
    """A :class:`~generator.engine.contracts.LayDown` in canonical form."""
    melds = []
    for meld in laydown.melds:
        if meld.kind.value == "group":
            suits = sorted((c.suit.value for c in meld.cards if not c.is_joker),
                           key=SUIT_ORDER.index)
            melds.append(("G", meld.rank, tuple(suits), meld.jokers))
        else:
            fill = tuple("J" if c.is_joker else "N" for c in meld.cards)
            melds.append(("S", meld.suit.value, meld.low, fill))
    return tuple(sorted(melds))


_RANK = {1: "A", 11: "J", 12: "Q", 13: "K"}


def _rank(r: int) -> str:
    return _RANK.get(r, str(r))


def describe_canonical(laydown: Canonical) -> str:
    """A canonical lay-down in card notation: ``7H 7C JK=7 | 3S 4S JK=5S 6S``."""
    parts = []
    for meld in laydown:
        if meld[0] == "G":
            _, rank, suits, jokers = meld
            cards = [_rank(rank) + s for s in suits] + [f"JK={_rank(rank)}"] * jokers
        else:
            _, suit, low, fill = meld
            cards = []
            for i, f in enumerate(fill):
                place = low + i
                card = _rank(1 if place == 14 else place) + suit
                cards.append(card if f == "N" else "JK=" + card)
        parts.append(" ".join(cards))
    return " | ".join(parts)
