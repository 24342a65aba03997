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

Notation, both ways (``str(move)`` and :func:`parse_move`): short, unambiguous and free of
any language's words. Tables' melds are numbered from 1 in the text (``meld_index + 1``), as a
player counts them; cards are written as :mod:`~generator.engine.cards` writes them (ASCII
forms are read too, and :meth:`ascii` writes them).

==============  ============================  =======================================
move            text                          read as
==============  ============================  =======================================
DrawStock       ``#``                         the stock
TakeDiscard     ``_``                         the discard pile
Buy             ``$``                         pays a penalty card (6.3)
Pass            ``-``                         no
LayDown         ``7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠``    the melds, as a lay-down prints them
LayOff          ``8♥>2`` ``8♥>2+`` ``8♥>2-``  8♥ to meld 2 (at its high / low end)
SwapJoker       ``9♠x1>3+``                   9♠ for the joker of meld 1, the joker
                                              to meld 3 (high end)
Discard         ``7♥>_``                      7♥ to the discard pile
==============  ============================  =======================================

>>> str(LayOff(1, Card.parse("8♥"), "high"))
'8♥>2+'
>>> parse_move("9sx1>3-")
SwapJoker.parse('9♠x1>3-')
>>> [str(m) for m in (DrawStock(), TakeDiscard(), Buy(), Pass(), Discard(Card.parse("JK")))]
['#', '_', '$', '-', 'JK>_']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from .cards import Card, parse_card, parse_cards
from .errors import CardNotationError, MoveNotationError
from .melds import Meld, make_meld
from .profile import CONTRATO, Profile

__all__ = ["DrawStock", "TakeDiscard", "Buy", "Pass", "LayDown", "LayOff", "SwapJoker",
           "Discard", "Move", "format_move", "parse_move"]


class _Notation:
    """The notation methods every move shares: :meth:`unicode` and :meth:`ascii` write it,
    ``str()`` is the Unicode form, ``repr()`` a call that reads it back, :meth:`parse` reads a
    move of this kind (:class:`~generator.engine.errors.MoveNotationError` for another)."""

    __slots__ = ()

    def unicode(self) -> str:
        return self._text(False)

    def ascii(self) -> str:
        return self._text(True)

    def __str__(self) -> str:
        return self._text(False)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({self._text(False)!r})"

    @classmethod
    def parse(cls, text: str, *, profile: Profile = CONTRATO) -> "Move":
        move = parse_move(text, profile=profile)
        if not isinstance(move, cls):
            raise MoveNotationError(f"{text!r} is a {type(move).__name__} move, not a "
                                    f"{cls.__name__}", text=text)
        return move


def _end(end: str | None) -> str:
    return {None: "", "high": "+", "low": "-"}.get(end, f"?{end}")


@dataclass(frozen=True, repr=False)
class DrawStock(_Notation):
    """Take the top card of the stock (5.1); the buying window opens first (6.1, 6.5)."""

    def _text(self, ascii: bool) -> str:
        return "#"


@dataclass(frozen=True, repr=False)
class TakeDiscard(_Notation):
    """Take the discard top, free of penalty; nobody buys this turn (5.1, 6.7, D10, D13)."""

    def _text(self, ascii: bool) -> str:
        return "_"


@dataclass(frozen=True, repr=False)
class Buy(_Notation):
    """The polled seat asks for the discard top (6.2); it pays the stock top as penalty (6.3)."""

    def _text(self, ascii: bool) -> str:
        return "$"


@dataclass(frozen=True, repr=False)
class Pass(_Notation):
    """The polled seat does not ask for the discard top."""

    def _text(self, ascii: bool) -> str:
        return "-"


@dataclass(frozen=True, repr=False)
class LayDown(_Notation):
    """Open with ``melds``: exactly the round's contract (4.1, 5.2; round 7 the whole hand,
    7.4). Jokers in the melds carry their declared values (3.7)."""

    melds: tuple[Meld, ...]

    def __init__(self, melds) -> None:
        object.__setattr__(self, "melds", tuple(melds))

    def _text(self, ascii: bool) -> str:
        return " | ".join(m.ascii() if ascii else m.unicode() for m in self.melds)


@dataclass(frozen=True, repr=False)
class LayOff(_Notation):
    """Add ``card`` (from hand) to the meld at ``meld_index`` (5.4). ``end`` is ``"low"`` or
    ``"high"`` for a sequence (needed when both ends fit, D2), ``None`` for a group."""

    meld_index: int
    card: Card
    end: str | None = None

    def _text(self, ascii: bool) -> str:
        card = self.card.ascii() if ascii else self.card.unicode()
        return f"{card}>{self.meld_index + 1}{_end(self.end)}"


@dataclass(frozen=True, repr=False)
class SwapJoker(_Notation):
    """Give ``natural`` (from hand) for the joker that stands for it in the sequence at
    ``meld_index`` (7.1) and add the freed joker to the meld at ``target_index`` at
    ``target_end`` (7.2; the target may be the same sequence)."""

    meld_index: int
    natural: Card
    target_index: int
    target_end: str | None = None

    def _text(self, ascii: bool) -> str:
        card = self.natural.ascii() if ascii else self.natural.unicode()
        return (f"{card}x{self.meld_index + 1}>{self.target_index + 1}"
                f"{_end(self.target_end)}")


@dataclass(frozen=True, repr=False)
class Discard(_Notation):
    """Put ``card`` from hand on the discard pile and end the turn (5.1, D10, D12)."""

    card: Card

    def _text(self, ascii: bool) -> str:
        return (self.card.ascii() if ascii else self.card.unicode()) + ">_"


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


_SIGNS = {"#": DrawStock(), "_": TakeDiscard(), "$": Buy(), "-": Pass()}
_ENDS = {"": None, "+": "high", "-": "low"}
#: ``card>n[+-]`` (lay-off), ``card>_`` (discard), ``cardxn>m[+-]`` (joker swap)
_CARD_MOVE = re.compile(r"(?P<card>[^\s>]+?)(?:x(?P<swap>\d+))?>(?P<to>_|\d+)(?P<end>[+-]?)",
                        re.IGNORECASE)


def _meld_number(text: str, whole: str) -> int:
    n = int(text)
    if n < 1:
        raise MoveNotationError(f"{whole!r}: melds are numbered from 1, not {text}", text=whole)
    return n - 1


def parse_move(text: str, *, profile: Profile = CONTRATO) -> Move:
    """Read a move from its text (see the module doc's table). White space around, and inside
    a move that is not a lay-down (``8♥ > 2 +``), is ignored.

    The move is read, not judged: whether it is legal is for
    :func:`~generator.engine.state.apply`. Raises
    :class:`~generator.engine.errors.MoveNotationError` for text that is no move,
    :class:`~generator.engine.errors.CardNotationError` for a bad card in it, and
    :class:`~generator.engine.errors.MeldError` (citing its clause) for a lay-down's meld that
    is no meld.

    >>> parse_move("8H>2+")
    LayOff.parse('8♥>2+')
    >>> parse_move(" 7♥ 7♦ 7♣ | JK 4♠ 5♠ 6♠ ")
    LayDown.parse('7♥ 7♦ 7♣ | JK=3♠ 4♠ 5♠ 6♠')
    >>> parse_move("8♥>0")
    Traceback (most recent call last):
    ...
    generator.engine.errors.MoveNotationError: '8♥>0': melds are numbered from 1, not 0
    """
    if not isinstance(text, str):
        raise MoveNotationError(f"expected text, got {type(text).__name__}", text=repr(text))
    t = text.strip()
    if t in _SIGNS:
        return _SIGNS[t]
    if t == "":
        raise MoveNotationError("empty move (examples: #  _  $  -  8♥>2+  7♥>_)", text=text)
    m = _CARD_MOVE.fullmatch("".join(t.split())) if ">" in t else None
    if m is not None:
        try:
            card = parse_card(m.group("card"))
        except CardNotationError as err:
            raise CardNotationError(f"{err.detail} (in the move {t!r})",
                                    token=err.token) from None
        to, end = m.group("to"), _ENDS[m.group("end")]
        if m.group("swap") is not None:
            if to == "_":
                raise MoveNotationError(f"{t!r}: a freed joker goes to a meld (7.2), not to "
                                        f"the discard pile", text=text)
            return SwapJoker(_meld_number(m.group("swap"), t), card, _meld_number(to, t), end)
        if to == "_":
            if end is not None:
                raise MoveNotationError(f"{t!r}: a discard has no end", text=text)
            return Discard(card)
        return LayOff(_meld_number(to, t), card, end)
    if ">" in t:
        raise MoveNotationError(f"{t!r} is no move: a card goes to a meld number or to the "
                                f"discard pile (8♥>2, 8♥>2+, 9♠x1>3-, 7♥>_)", text=text)
    parts = t.split("|")
    if len(parts) > 1 and any(not p.strip() for p in parts):
        raise MoveNotationError(f"{t!r}: a lay-down has a meld between each pair of bars "
                                f"(7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠)", text=text)
    try:
        melds = [parse_cards(p) for p in parts]
    except CardNotationError as err:
        if len(parts) == 1 and len(t.split()) == 1:
            raise MoveNotationError(f"{t!r} is no move (examples: #  _  $  -  8♥>2+  9♠x1>3-  "
                                    f"7♥>_  7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠)", text=text) from None
        raise CardNotationError(f"{err.detail} (in the lay-down {t!r})", token=err.token,
                                position=err.position) from None
    if len(parts) == 1 and len(melds[0]) == 1:
        raise MoveNotationError(f"{t!r}: a card alone is no move; a discard is written "
                                f"{melds[0][0]}>_", text=text)
    return LayDown(tuple(make_meld(cards, profile=profile) for cards in melds))
