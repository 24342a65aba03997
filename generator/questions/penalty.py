"""``penalty``: how many penalty points does a hand cost at the end of a round? (8.1, 8.2,
D12; 7.4 for the hand left in round 7)

- :class:`PenaltySituation`, read from plain data by :func:`read`: ``hand`` (the cards left;
  none for the player who went out), ``round`` (optional: in round 7 the hand left is the
  whole hand, 7.4);
- :func:`answer`: each card's value and their sum, from the engine
  (:func:`~generator.engine.scoring.penalty_breakdown`);
- :func:`explain`: the sentences ``penalty.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: the total again, through :func:`~generator.engine.scoring.hand_penalty`.

>>> s = read({"hand": "K♣ A♥ 5♦ JK"})
>>> answer(s).total
45
>>> [line.key for line in explain(s, answer(s)).lines]
['penalty.total', 'penalty.joker']
>>> explain(s, answer(s)).clauses
('8.1', 'D12')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.cards import Card
from ..engine.profile import CONTRATO, Profile
from ..engine.scoring import card_penalty, hand_penalty, penalty_breakdown
from .common import Explanation, SituationError, explanation, read_hand, read_int, require
from .common import size_problem
from .lines import Breakdown, Line, p

NAME = "penalty"
#: The fields of a situation: required, then optional.
FIELDS: tuple[str, ...] = ("hand",)
OPTIONAL: tuple[str, ...] = ("round",)

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "penalty.total": ("8.1",),
    "penalty.joker": ("D12",),
    "penalty.empty": ("8.2",),
}


@dataclass(frozen=True)
class PenaltySituation:
    """The cards left in a hand (physical cards, as written), and the round if known."""

    hand: tuple[Card, ...]
    round: int | None = None


@dataclass(frozen=True)
class PenaltyAnswer:
    """Each card with its penalty value (8.1), in the hand's order, and their sum."""

    breakdown: tuple[tuple[Card, int], ...]
    total: int

    @property
    def value(self) -> int:
        """The answer as plain data: the points."""
        return self.total

    def details(self) -> dict[str, Any]:
        """The facts behind it as plain data: ``{"cards": [["K♣", 10], …]}``."""
        return {"cards": [[c.unicode(), v] for c, v in self.breakdown]}


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> PenaltySituation:
    """The situation from plain data (``hand``, optional ``round``). Raises
    :class:`~.common.SituationError`: bad notation, cards the pack cannot hold (1.2), a
    round-7 hand that is not a whole hand (7.4), a joker written with a value (``JK=7♠``: a
    joker in hand has none yet, 3.7; refused as every question's hand refuses it)."""
    data = require(data, FIELDS, OPTIONAL)
    round_ = None
    if "round" in data:
        round_ = read_int(data, "round", 1, profile.rounds, "4.1")
    # a joker left in hand never declared a value (3.7): JK=7♠ is refused, as in every hand
    hand = read_hand(data, "hand", empty_ok=True, round_=round_, profile=profile)
    if round_ is not None and hand:
        why = size_problem(NAME, round_, len(hand), profile)
        if why:
            raise why.error(("hand",))
    return PenaltySituation(hand, round_)


def answer(s: PenaltySituation, profile: Profile = CONTRATO) -> PenaltyAnswer:
    """The penalty of the hand: each card's value (8.1: aces and jokers 15, K Q J and 10s 10,
    the others 5) and their sum (0 for no card: the player who went out, 8.2); under house
    rules, the values of ``profile.penalties``."""
    parts = tuple(penalty_breakdown(s.hand, profile))
    return PenaltyAnswer(parts, sum(v for _, v in parts))


def explain(s: PenaltySituation, a: PenaltyAnswer,
            profile: Profile = CONTRATO) -> Explanation:
    """``penalty.total`` with the sum (or ``penalty.empty``), and ``penalty.joker`` when a
    joker is left (D12)."""
    if not s.hand:
        return explanation([Line("penalty.empty")], ("8.2",), CLAUSES)
    lines = [Line("penalty.total", p(total=a.total, sum=Breakdown(a.breakdown)))]
    clauses = ["8.1"]
    if any(c.is_joker for c in s.hand) and profile.penalties.joker == CONTRATO.penalties.joker:
        lines.append(Line("penalty.joker"))         # "a joker costs 15" (D12)
        clauses.append("D12")
    return explanation(lines, clauses, CLAUSES)


def verify(s: PenaltySituation, a: PenaltyAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: the card values again one by one
    (:func:`~generator.engine.scoring.card_penalty`) and the whole hand at once
    (:func:`~generator.engine.scoring.hand_penalty`); ``AssertionError`` if they disagree
    with the answer."""
    if len(a.breakdown) != len(s.hand):
        raise AssertionError("not every card of the hand is counted, or one twice")
    if any(card_penalty(c, profile) != v for c, v in a.breakdown):
        raise AssertionError("a card's value is not the engine's")
    if a.total != hand_penalty(s.hand, profile):
        raise AssertionError("card values and hand penalty disagree")
