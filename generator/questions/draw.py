"""``draw``: a card must be drawn — from the stock, from a reshuffled stock, or is the round
over? (5.1, 9.1, 9.2, D9, D14)

- :class:`DrawSituation`, read from plain data by :func:`read`: ``stock`` and ``discard``, the
  number of cards in each pile (together at most what the deal leaves outside the hands,
  2.6), and optional ``reshuffles``, how many times the stock has been rebuilt in the round
  so far (0 to 3, D14; 0 when not given);
- :func:`answer`: the engine's :func:`~generator.engine.running_out.needed_draw`;
- :func:`explain`: the sentences ``draw.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: the outcome again from the rules' three cases.

>>> a = answer(read({"stock": 0, "discard": 6}))
>>> a.value, a.stock_size
('reshuffle', 5)
>>> answer(read({"stock": 0, "discard": 6, "reshuffles": 3})).value
'round-ends'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.profile import CONTRATO, Profile
from ..engine.running_out import needed_draw
from .common import (Explanation, explanation, piles_problem, read_int, read_reshuffles,
                     require)
from .lines import CardCount, Line, p

NAME = "draw"
FIELDS: tuple[str, ...] = ("stock", "discard")
OPTIONAL: tuple[str, ...] = ("reshuffles",)

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "draw.draw": ("5.1",),
    "draw.reshuffle": ("9.1",),
    "draw.last_reshuffle": ("D14",),
    "draw.round_ends": ("9.1", "9.2", "D9"),
    "draw.round_ends_limit": ("D14", "9.2"),
}

#: What each outcome rests on, most important first.
_RESTS_ON = {"draw": ("5.1",), "reshuffle": ("9.1",), "round-ends": ("9.2", "9.1", "D9"),
             "limit": ("D14", "9.2", "9.1")}


@dataclass(frozen=True)
class DrawSituation:
    """How many cards the stock and the discard pile hold (the discard's top included), and
    how many times the stock has been rebuilt in the round so far (9.1, D14)."""

    stock: int
    discard: int
    reshuffles: int = 0


@dataclass(frozen=True)
class DrawAnswer:
    """``kind``: ``"draw"``, ``"reshuffle"`` or ``"round-ends"``; ``stock_size``: the cards
    of the stock drawn from (after a reshuffle: the new stock); ``clause``: what the outcome
    rests on (``"D14"`` when the round ends because the stock may not be rebuilt again)."""

    kind: str
    stock_size: int
    clause: str = "5.1"

    @property
    def value(self) -> str:
        """The answer as plain data: the outcome's word."""
        return self.kind

    def details(self) -> dict[str, Any]:
        return {"stock_size": self.stock_size}


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> DrawSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError` for a size that
    is not a whole number from 0 to the pack's size, piles holding more than the deal leaves
    outside the hands (2.6: :func:`~.common.piles_problem`), or ``reshuffles`` outside 0 to
    3 (D14)."""
    data = require(data, FIELDS, OPTIONAL)
    stock = read_int(data, "stock", 0, profile.pack_size, "1.2")
    discard = read_int(data, "discard", 0, profile.pack_size, "1.2")
    why = piles_problem(stock, discard, profile)
    if why:
        raise why
    reshuffles = read_reshuffles(data, profile)
    return DrawSituation(stock, discard, reshuffles)


def answer(s: DrawSituation, profile: Profile = CONTRATO) -> DrawAnswer:
    """What the draw does (:func:`~generator.engine.running_out.needed_draw`): 5.1 from the
    stock; 9.1 from a new stock of the discard pile but its top; 9.2 the round ends; D14 the
    round ends because the stock was already rebuilt three times."""
    outcome = needed_draw(s.stock, s.discard, reshuffles=s.reshuffles,
                          limit=profile.max_reshuffles)
    return DrawAnswer(outcome.kind, outcome.stock_size, outcome.clause)


def explain(s: DrawSituation, a: DrawAnswer, profile: Profile = CONTRATO) -> Explanation:
    """One sentence: ``draw.draw``, ``draw.reshuffle`` or ``draw.round_ends``
    (``draw.round_ends_limit`` when D14 ends the round); after a reshuffle that is the last
    one a round allows, ``draw.last_reshuffle`` (D14)."""
    limit = a.clause == "D14"
    key = {"draw": "draw.draw", "reshuffle": "draw.reshuffle",
           "round-ends": "draw.round_ends_limit" if limit else "draw.round_ends"}[a.kind]
    # n: the discard pile's cards as a number, for draw.round_ends to say what the
    # situation gives (0: both piles empty; 1: only the top, which is not shuffled, 9.1)
    params = p(stock=CardCount(s.stock), discard=CardCount(s.discard),
               size=CardCount(a.stock_size), reshuffles=s.reshuffles, n=s.discard)
    lines = [Line(key, params)]
    clauses = list(_RESTS_ON["limit" if limit else a.kind])
    most = profile.max_reshuffles
    if a.kind == "reshuffle" and most is not None and s.reshuffles + 1 == most:
        lines.append(Line("draw.last_reshuffle", p(count=most)))
        clauses.append("D14")
    return explanation(lines, clauses, CLAUSES)


def verify(s: DrawSituation, a: DrawAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: a stock with cards is drawn from (5.1); an empty one is
    made again from the discard pile but its top when that leaves a card (9.1) and it has
    been rebuilt fewer times than the round allows (D14); otherwise the round ends (9.2)."""
    most = profile.max_reshuffles
    if s.stock:
        expected = ("draw", s.stock, "5.1")
    elif s.discard < 2:
        expected = ("round-ends", 0, "9.2")
    elif most is not None and s.reshuffles >= most:
        expected = ("round-ends", 0, "D14")
    else:
        expected = ("reshuffle", s.discard - 1, "9.1")
    if (a.kind, a.stock_size, a.clause) != expected:
        raise AssertionError(f"the draw gives {a.kind} ({a.clause}), the rules {expected[0]} "
                             f"({expected[2]})")
