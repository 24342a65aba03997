"""Running out of stock (clauses 9.1, 9.2 and rulings D9, D14).

Piles are sequences of cards with the **top last** (``stock[-1]`` is the next card drawn,
``discard[-1]`` the face-up discard top).

- 9.1: when a draw from an empty stock is needed, the discard pile except its top card is
  shuffled to form a new stock. This holds for a purchase's penalty card too.
- 9.2 / D9: if the draw is still impossible (the discard pile holds at most its top card),
  the round ends with no winner and every player scores the penalty of their hand.
- D14: the stock is rebuilt under 9.1 at most three times in a round
  (:attr:`~.profile.Profile.max_reshuffles`); when a fourth rebuild would be needed, for a
  draw or a purchase's penalty card, the round ends instead, as under 9.2.

>>> needed_draw(5, 1)
DrawOutcome(kind='draw', stock_size=5, clause='5.1')
>>> needed_draw(0, 7)
DrawOutcome(kind='reshuffle', stock_size=6, clause='9.1')
>>> needed_draw(0, 1)
DrawOutcome(kind='round-ends', stock_size=0, clause='9.2')
>>> needed_draw(0, 7, reshuffles=3, limit=3)
DrawOutcome(kind='round-ends', stock_size=0, clause='D14')
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from .cards import Card

__all__ = ["DrawOutcome", "StockDraw", "needed_draw", "reshuffle", "draw_from_stock"]


@dataclass(frozen=True)
class DrawOutcome:
    """What a needed draw from the stock leads to.

    - ``kind``: ``"draw"`` (the stock has a card, 5.1), ``"reshuffle"`` (the stock is empty:
      the discard pile but its top becomes the stock first, 9.1) or ``"round-ends"`` (nothing
      to draw even after 9.1: the round ends with no winner, 9.2, D9);
    - ``stock_size``: the stock's size just before the card is taken (after the reshuffle);
      0 when the round ends;
    - ``clause``: ``"5.1"``, ``"9.1"``, ``"9.2"``, or ``"D14"`` when the round ends because
      the stock was already rebuilt as often as a round allows.
    """

    kind: str
    stock_size: int
    clause: str


def needed_draw(stock_size: int, discard_size: int, *, reshuffles: int = 0,
                limit: int | None = None) -> DrawOutcome:
    """Decide what happens when a card must be drawn from a stock of ``stock_size`` cards while
    the discard pile holds ``discard_size`` cards (its top included), the stock having been
    rebuilt ``reshuffles`` times so far in the round, at most ``limit`` times in all (D14:
    :attr:`~.profile.Profile.max_reshuffles`; ``None``, no limit). See :class:`DrawOutcome`:
    a stock with cards is drawn from (5.1); an empty one is rebuilt from the discard pile but
    its top (9.1) when that leaves a card and the limit allows one more rebuild; otherwise the
    round ends (9.2, D9; ``"D14"`` when only the limit stops the rebuild).

    Raises ``ValueError`` for a negative size or count.
    """
    for name, n in (("stock_size", stock_size), ("discard_size", discard_size),
                    ("reshuffles", reshuffles)):
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError(f"{name} must be a whole number ≥ 0, not {n!r}")
    if stock_size > 0:
        return DrawOutcome("draw", stock_size, "5.1")
    if discard_size >= 2:
        if limit is not None and reshuffles >= limit:
            return DrawOutcome("round-ends", 0, "D14")
        return DrawOutcome("reshuffle", discard_size - 1, "9.1")
    return DrawOutcome("round-ends", 0, "9.2")


def reshuffle(discard: Sequence[Card], rng: random.Random) -> tuple[tuple[Card, ...],
                                                                     tuple[Card, ...]]:
    """Form a new stock from the discard pile (9.1): every card but the top is shuffled with
    ``rng``. Returns ``(new_stock, new_discard)``, top last; ``new_discard`` holds only the old
    top (or nothing if the pile was empty). Pure: only ``rng`` changes.

    >>> from .cards import parse_cards
    >>> stock, pile = reshuffle(parse_cards("2♠ 3♠ 4♠ K♥"), random.Random(1))
    >>> sorted(str(c) for c in stock), [str(c) for c in pile]
    (['2♠', '3♠', '4♠'], ['K♥'])
    """
    if rng is None or not hasattr(rng, "shuffle"):
        raise ValueError("a reshuffle needs an explicit random.Random (9.1)")
    cards = list(discard[:-1])
    rng.shuffle(cards)
    return tuple(cards), tuple(discard[-1:])


@dataclass(frozen=True)
class StockDraw:
    """The result of :func:`draw_from_stock`: the card drawn (``None`` when the round ends,
    9.2), the piles afterwards (top last), whether the discard pile was reshuffled (9.1), and
    the clause the draw rests on (:attr:`DrawOutcome.clause`: ``"D14"`` when the round ends
    because the stock may not be rebuilt again)."""

    card: Card | None
    stock: tuple[Card, ...]
    discard: tuple[Card, ...]
    reshuffled: bool
    clause: str = "5.1"

    @property
    def round_ends(self) -> bool:
        return self.card is None


def draw_from_stock(stock: Sequence[Card], discard: Sequence[Card],
                    rng: random.Random | None = None, *, reshuffles: int = 0,
                    limit: int | None = None) -> StockDraw:
    """Draw the top card of the stock, reshuffling the discard pile first if the stock is empty
    (9.1). When even that gives no card, or the stock was already rebuilt ``limit`` times in
    the round (``reshuffles`` so far, D14), the draw is impossible: ``card`` is ``None`` and
    the round ends (9.2, D9, D14), with the piles unchanged.

    ``rng`` is needed only for a reshuffle; ``ValueError`` if one is needed and missing.
    """
    stock, discard = tuple(stock), tuple(discard)
    outcome = needed_draw(len(stock), len(discard), reshuffles=reshuffles, limit=limit)
    if outcome.kind == "round-ends":
        return StockDraw(None, stock, discard, False, outcome.clause)
    reshuffled = False
    if outcome.kind == "reshuffle":
        if rng is None:
            raise ValueError("the stock is empty: reshuffling the discard pile (9.1) needs an "
                             "explicit random.Random")
        stock, discard = reshuffle(discard, rng)
        reshuffled = True
    return StockDraw(stock[-1], stock[:-1], discard, reshuffled, outcome.clause)
