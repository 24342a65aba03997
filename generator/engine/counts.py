"""Physical cards as small numbers, and hands as counts (for the solvers' inner loops).

Every physical card has an index 0–52: a natural card ``suit.order * 13 + rank - 1`` (♠ ♥ ♦ ♣,
each from the ace to the king: the display order of :meth:`Card.sort_key`), the joker 52. A
hand is then a list of 53 counts. Declared jokers count as jokers (a joker's value is not part
of the physical card, 3.7). Reading a card's index hashes nothing, so it is cheap enough for
the inner loops of the opening search and of the state machine's legal moves.

>>> from .cards import parse_cards
>>> [card_index(c) for c in parse_cards("A♠ K♠ 2♥ JK=7♣ JK")]
[0, 12, 14, 52, 52]
>>> CARDS[14], CARDS[JOKER_INDEX]
(Card.parse('2♥'), Card.parse('JK'))
>>> c = counts_of(parse_cards("7♥ 7♥ JK"))
>>> c[19], c[JOKER_INDEX], sum(c)
(2, 1, 3)
"""

from __future__ import annotations

from typing import Iterable

from .cards import JOKER, RANKS, SUITS, Card

__all__ = ["JOKER_INDEX", "CARDS", "card_index", "counts_of", "index_rank", "index_suit"]

#: The joker's index; naturals are 0–51.
JOKER_INDEX = 52
#: The physical card of each index (naturals in display order, then the joker).
CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in RANKS) + (JOKER,)


def card_index(card: Card) -> int:
    """The index of ``card``'s physical card (0–51 naturals, 52 the joker).

    ``card`` must be a card of the pack: a natural card without a suit (a group joker's value,
    ``Card(7, None)``) has no index (``AttributeError``); :func:`~.deck.check_cards` says why
    such a card is refused."""
    rank = card.rank
    if rank is None:
        return JOKER_INDEX
    return card.suit._order * 13 + rank - 1


def counts_of(cards: Iterable[Card]) -> list[int]:
    """How many of each physical card: a list of 53 counts indexed by :func:`card_index`."""
    counts = [0] * 53
    for c in cards:
        rank = c.rank
        counts[JOKER_INDEX if rank is None else c.suit._order * 13 + rank - 1] += 1
    return counts


def index_rank(index: int) -> int:
    """The rank (1–13) of a natural card's index."""
    return index % 13 + 1


def index_suit(index: int) -> int:
    """The suit order (0–3: ♠ ♥ ♦ ♣) of a natural card's index."""
    return index // 13
