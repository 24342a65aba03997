"""``lay-down``: may these melds be laid down together as the round's contract? (4.1, 4.3,
5.2, 7.4, 3.6, D2)

- :class:`LayDownSituation`, read from plain data by :func:`read`: ``round`` and ``melds``
  (each written as cards, jokers with their values where needed; in round 7 the lay-down is
  the whole hand after the draw, 7.4);
- :func:`answer`: the engine's :func:`~generator.engine.contracts.validate_laydown` — in
  round 7 :func:`~generator.engine.contracts.validate_opening` of the whole hand — its
  lay-down or its refusal (the right number of groups and sequences, 4.1; their lengths, 5.2,
  7.4; two sequences of one suit that continue each other, 4.3);
- :func:`explain`: the sentences ``lay_down.*`` of ``docs/<lang>/verdict.ftl`` and the
  engine's refusal (``reasons.*``);
- :func:`verify`: a valid lay-down has the contract's melds, each made again from its own
  notation; a refused one fails on one of the contract's rules.

>>> s = read({"round": 3, "melds": ["3♥ 4♥ 5♥ 6♥", "7♥ 8♥ 9♥ 10♥"]})
>>> a = answer(s)
>>> a.value, a.error.clause
(False, '4.3')
>>> answer(read({"round": 3, "melds": ["3♥ 4♥ 5♥ 6♥", "8♥ 9♥ 10♥ J♥"]})).value
True
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Any, Mapping

from ..engine.cards import Card
from ..engine.contracts import LayDown, validate_laydown, validate_opening
from ..engine.errors import ContractError
from ..engine.melds import Meld, free_jokers, make_meld, meld_readings
from ..engine.profile import CONTRATO, MeldKind, Profile
from .common import (Explanation, SituationError, check_possible, explanation, read_int,
                     read_table, require, size_problem)
from .lines import ContractWords, Line, MeldList, p
from .refusals import reason

NAME = "lay-down"
FIELDS: tuple[str, ...] = ("round", "melds")
OPTIONAL: tuple[str, ...] = ()

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "lay_down.ok": ("4.1",),
    "lay_down.ok_final": ("4.1", "7.4"),
    "lay_down.refused": (),
    "can_open.same_suit_ok": ("4.3",),
}

#: The rules a refusal of a lay-down rests on.
CONTRACT_RULES = ("4.1", "4.3", "5.2", "7.4", "3.6", "5.5", "1.2")


@dataclass(frozen=True)
class LayDownSituation:
    """The melds laid down together, in ``round`` (in round 7: the whole hand)."""

    round: int
    melds: tuple[Meld, ...]
    #: each meld's cards as written: its jokers without a value may stand for any card
    #: that makes the meld (3.7, D2), whatever the order they are written in
    written: tuple[tuple[Card, ...], ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the lay-down (physical cards)."""
        return tuple(c.physical for m in self.melds for c in m.cards)


@dataclass(frozen=True)
class LayDownAnswer:
    """``laydown``: the engine's lay-down when valid; ``error``: its refusal otherwise."""

    laydown: LayDown | None
    error: ContractError | None = None

    @property
    def value(self) -> bool:
        return self.laydown is not None

    def details(self) -> dict[str, Any]:
        if self.error is not None:
            return {"code": self.error.code}
        return {"laydown": [m.unicode() for m in self.laydown.melds]}


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> LayDownSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError`: bad notation,
    cards that make no meld (3.1–3.7, D1, D2), cards the pack cannot hold together (1.2); in
    round 7, a lay-down that cannot be a whole hand after the draw (2.2, 6.3, 7.4)."""
    data = require(data, FIELDS, OPTIONAL)
    round_ = read_int(data, "round", 1, profile.rounds, "4.1")
    melds, located = read_table(data, "melds", profile, of="the lay-down", free=True)
    check_possible(located, profile)
    s = LayDownSituation(round_, melds, tuple(cards for _, cards, _ in located))
    if profile.contract(round_).whole_hand:
        why = size_problem("final-round", round_, len(s.cards), profile)
        if why:
            raise SituationError(("melds",), *why)
    return s


def _choices(s: LayDownSituation, profile: Profile) -> list[tuple[Meld, ...]]:
    """The lay-downs the written melds may be: each meld as read, then, for a meld whose
    jokers have no value yet, every other meld of its kind its cards make (3.7, D2)."""
    options = []
    for meld, cards in zip(s.melds, s.written or [()] * len(s.melds)):
        others = (tuple(m for m in meld_readings(cards, meld.kind, profile=profile)
                        if m != meld) if free_jokers(cards) else ())
        options.append((meld,) + others)
    return list(product(*options))


def answer(s: LayDownSituation, profile: Profile = CONTRATO) -> LayDownAnswer:
    """The engine's lay-down, or its refusal (:class:`~generator.engine.errors.
    ContractError`). Jokers written without a value may stand for any card that makes their
    meld (3.7, D2): the lay-down is valid when one choice of their values is (the first
    such, the melds as read first), so the answer does not depend on where they were
    written; a refusal is the one of the melds as read.

    >>> answer(read({"round": 3, "melds": ["3♥ 4♥ 5♥ JK", "7♥ 8♥ 9♥ 10♥"]})).value
    True
    """
    first: ContractError | None = None
    for melds in _choices(s, profile):
        try:
            if profile.contract(s.round).whole_hand:
                laydown = validate_opening(s.round, s.cards, melds, profile)
            else:
                laydown = validate_laydown(s.round, melds, profile)
        except ContractError as err:
            first = first or err
            continue
        return LayDownAnswer(laydown)
    return LayDownAnswer(None, first)


def explain(s: LayDownSituation, a: LayDownAnswer,
            profile: Profile = CONTRATO) -> Explanation:
    """Yes, with the contract (and that two sequences of one suit may be in it when they do
    not continue each other, 4.3), or no with the engine's refusal."""
    contract = profile.contract(s.round)
    params = p(round=s.round, contract=ContractWords(s.round, contract.groups,
                                                     contract.sequences),
               laydown=MeldList(a.laydown.melds if a.laydown is not None else s.melds))
    if a.error is not None:
        lines = [Line("lay_down.refused", params),
                 Line("reason", p(reason=reason(a.error, profile, round=s.round)))]
        return explanation(lines, (a.error.clause,), CLAUSES)
    lines = [Line("lay_down.ok_final" if contract.whole_hand else "lay_down.ok", params)]
    suits = [m.suit for m in a.laydown.melds if m.kind is MeldKind.SEQUENCE]
    if len(set(suits)) < len(suits):
        lines.append(Line("can_open.same_suit_ok"))
    return explanation(lines, (), CLAUSES)


def verify(s: LayDownSituation, a: LayDownAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: a valid lay-down has as many groups and sequences as the
    contract, each meld made again from its own notation
    (:func:`~generator.engine.melds.make_meld`) the same; a refusal rests on one of the
    contract's rules (:data:`CONTRACT_RULES`). ``AssertionError`` otherwise."""
    if a.error is not None:
        if a.error.clause not in CONTRACT_RULES:
            raise AssertionError(f"a lay-down refused under {a.error.clause}")
        return
    contract = profile.contract(s.round)
    kinds = [m.kind for m in a.laydown.melds]
    if (kinds.count(MeldKind.GROUP), kinds.count(MeldKind.SEQUENCE)) != (contract.groups,
                                                                         contract.sequences):
        raise AssertionError("the lay-down is not the contract's melds")
    for m in a.laydown.melds:
        if make_meld(m.cards, m.kind, profile=profile) != m:
            raise AssertionError(f"{m.unicode()} is not the meld its cards make")
