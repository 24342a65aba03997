"""The moves of a round, as small immutable values (clauses 5.1–5.5, 6.1–6.7, 7.1–7.4).

A move says *what* is done; who does it is the state's current player
(:func:`generator.engine.state.current_player`). Meld indices refer to the table in the order
melds were laid down (a meld never leaves the table, so an index never changes in a round).

- :class:`DrawStock` — the active player takes the stock card (5.1); this opens the buying
  window (6.1) before the card is drawn (6.5).
- :class:`TakeDiscard` — the active player takes the discard top (5.1, 6.7, D13).
- :class:`Buy` / :class:`Pass` — the polled seat asks for the discard top or not (6.2–6.4).
- :class:`LayDown` — the opening: the whole contract at once (5.2; round 7: 7.4).
- :class:`LayOff` — one card added to a meld on the table (5.4, 3.4, 3.5).
- :class:`SwapJoker` — a natural card replaces the joker it stands for in a sequence and the
  freed joker goes to a meld in the same move (7.1, 7.2, D6).
- :class:`Discard` — the card that ends the turn (5.1); the last card goes out (5.5).

These same values are the steps of a going-out plan (:mod:`~generator.engine.going_out`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .cards import Card
from .melds import Meld

__all__ = ["DrawStock", "TakeDiscard", "Buy", "Pass", "LayDown", "LayOff", "SwapJoker",
           "Discard", "Move", "format_move"]


@dataclass(frozen=True)
class DrawStock:
    """Take the top card of the stock (5.1); the buying window opens first (6.1, 6.5)."""


@dataclass(frozen=True)
class TakeDiscard:
    """Take the discard top, free of penalty; nobody buys this turn (5.1, 6.7, D10, D13)."""


@dataclass(frozen=True)
class Buy:
    """The polled seat asks for the discard top (6.2); it pays the stock top as penalty (6.3)."""


@dataclass(frozen=True)
class Pass:
    """The polled seat does not ask for the discard top."""


@dataclass(frozen=True)
class LayDown:
    """Open with ``melds``: exactly the round's contract (4.1, 5.2; round 7 the whole hand,
    7.4). Jokers in the melds carry their declared values (3.7)."""

    melds: tuple[Meld, ...]

    def __init__(self, melds) -> None:
        object.__setattr__(self, "melds", tuple(melds))


@dataclass(frozen=True)
class LayOff:
    """Add ``card`` (from hand) to the meld at ``meld_index`` (5.4). ``end`` is ``"low"`` or
    ``"high"`` for a sequence (needed when both ends fit, D2), ``None`` for a group."""

    meld_index: int
    card: Card
    end: str | None = None


@dataclass(frozen=True)
class SwapJoker:
    """Give ``natural`` (from hand) for the joker that stands for it in the sequence at
    ``meld_index`` (7.1) and add the freed joker to the meld at ``target_index`` at
    ``target_end`` (7.2; the target may be the same sequence)."""

    meld_index: int
    natural: Card
    target_index: int
    target_end: str | None = None


@dataclass(frozen=True)
class Discard:
    """Put ``card`` from hand on the discard pile and end the turn (5.1, D10, D12)."""

    card: Card


Move = Union[DrawStock, TakeDiscard, Buy, Pass, LayDown, LayOff, SwapJoker, Discard]


def format_move(move: Move) -> str:
    """A short English description of a move, for logs and error messages.

    >>> format_move(LayOff(2, Card.parse("8♥"), "high"))
    'lay off 8♥ on meld 2 (high end)'
    """
    if isinstance(move, DrawStock):
        return "draw from the stock"
    if isinstance(move, TakeDiscard):
        return "take the discard top"
    if isinstance(move, Buy):
        return "buy the discard top"
    if isinstance(move, Pass):
        return "pass"
    if isinstance(move, LayDown):
        return "lay down " + " | ".join(m.unicode() for m in move.melds)
    if isinstance(move, LayOff):
        end = f" ({move.end} end)" if move.end else ""
        return f"lay off {move.card} on meld {move.meld_index}{end}"
    if isinstance(move, SwapJoker):
        end = f" ({move.target_end} end)" if move.target_end else ""
        return (f"swap {move.natural} for the joker of meld {move.meld_index}, joker to meld "
                f"{move.target_index}{end}")
    if isinstance(move, Discard):
        return f"discard {move.card}"
    raise TypeError(f"not a move: {move!r}")
