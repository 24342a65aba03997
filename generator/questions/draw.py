"""``draw``: a card must be drawn — from the stock, from a reshuffled stock, or is the round
over? (5.1, 9.1, 9.2, D9)

- :class:`DrawSituation`, read from plain data by :func:`read`: ``stock`` and ``discard``, the
  number of cards in each pile (together at most the pack, 1.2);
- :func:`answer`: the engine's :func:`~generator.engine.running_out.needed_draw`;
- :func:`explain`: the sentences ``draw.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: the outcome again from the rules' three cases.

>>> a = answer(read({"stock": 0, "discard": 6}))
>>> a.value, a.stock_size
('reshuffle', 5)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.profile import CONTRATO, Profile
from ..engine.running_out import needed_draw
from .common import Explanation, SituationError, explanation, read_int, require
from .lines import CardCount, Line, p

NAME = "draw"
FIELDS: tuple[str, ...] = ("stock", "discard")
OPTIONAL: tuple[str, ...] = ()

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "draw.draw": ("5.1",),
    "draw.reshuffle": ("9.1",),
    "draw.round_ends": ("9.1", "9.2", "D9"),
}

#: What each outcome rests on, most important first.
_RESTS_ON = {"draw": ("5.1",), "reshuffle": ("9.1",), "round-ends": ("9.2", "9.1", "D9")}


@dataclass(frozen=True)
class DrawSituation:
    """How many cards the stock and the discard pile hold (the discard's top included)."""

    stock: int
    discard: int


@dataclass(frozen=True)
class DrawAnswer:
    """``kind``: ``"draw"``, ``"reshuffle"`` or ``"round-ends"``; ``stock_size``: the cards
    of the stock drawn from (after a reshuffle: the new stock)."""

    kind: str
    stock_size: int

    @property
    def value(self) -> str:
        """The answer as plain data: the outcome's word."""
        return self.kind

    def details(self) -> dict[str, Any]:
        return {"stock_size": self.stock_size}


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> DrawSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError` for a size that
    is not a whole number from 0 to the pack's size, or piles holding more than the pack
    (1.2)."""
    data = require(data, FIELDS, OPTIONAL)
    stock = read_int(data, "stock", 0, profile.pack_size, "1.2")
    discard = read_int(data, "discard", 0, profile.pack_size, "1.2")
    if stock + discard > profile.pack_size:
        raise SituationError(("discard",), f"{stock} (stock) + {discard} (discard) cards: the "
                                           f"pack has only {profile.pack_size}", "1.2",
                             code="piles-too-big", stock=stock, discard=discard,
                             pack=profile.pack_size)
    return DrawSituation(stock, discard)


def answer(s: DrawSituation, profile: Profile = CONTRATO) -> DrawAnswer:
    """What the draw does (:func:`~generator.engine.running_out.needed_draw`): 5.1 from the
    stock; 9.1 from a new stock of the discard pile but its top; 9.2 the round ends."""
    outcome = needed_draw(s.stock, s.discard)
    return DrawAnswer(outcome.kind, outcome.stock_size)


def explain(s: DrawSituation, a: DrawAnswer, profile: Profile = CONTRATO) -> Explanation:
    """One sentence: ``draw.draw``, ``draw.reshuffle`` or ``draw.round_ends``."""
    key = {"draw": "draw.draw", "reshuffle": "draw.reshuffle",
           "round-ends": "draw.round_ends"}[a.kind]
    line = Line(key, p(stock=CardCount(s.stock), discard=CardCount(s.discard),
                       size=CardCount(a.stock_size)))
    return explanation([line], _RESTS_ON[a.kind], CLAUSES)


def verify(s: DrawSituation, a: DrawAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: a stock with cards is drawn from (5.1); an empty one is
    made again from the discard pile but its top when that leaves a card (9.1); otherwise the
    round ends (9.2)."""
    if s.stock:
        expected = ("draw", s.stock)
    elif s.discard >= 2:
        expected = ("reshuffle", s.discard - 1)
    else:
        expected = ("round-ends", 0)
    if (a.kind, a.stock_size) != expected:
        raise AssertionError(f"the draw gives {a.kind}, the rules {expected[0]}")
