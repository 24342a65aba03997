"""``joker-swap``: which joker swaps may this player make now, and where does each freed
joker go? (7.1–7.3, 3.7, D6–D8)

- :class:`JokerSwapSituation`, read from plain data by :func:`read`: ``round``, ``table``,
  ``opened`` (``no``, ``this-turn``, ``earlier``), ``hand``;
- :func:`answer`: the engine's :func:`~generator.engine.layoff.check_may_lay_off` (for a
  swap), :func:`~generator.engine.jokers.legal_joker_swaps`, and for every other joker of the
  table the refusal of :func:`~generator.engine.jokers.check_joker_swap`;
- :func:`explain`: the sentences ``joker_swap.*`` of ``docs/<lang>/verdict.yaml``;
- :func:`verify`: every swap listed accepted again by
  :func:`~generator.engine.jokers.check_joker_swap`.

>>> s = read({"round": 2, "table": ["5♠ JK 7♠ 8♠", "9♦ 9♣ 9♥"], "opened": "earlier",
...           "hand": "6♠ K♦ 2♣"})
>>> answer(s).value[0]["card"]
'6♠'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.cards import Card
from ..engine.errors import ContratoError, IllegalMoveError
from ..engine.jokers import JokerSwap, check_joker_swap, legal_joker_swaps
from ..engine.layoff import check_may_lay_off
from ..engine.melds import Group, Meld
from ..engine.profile import CONTRATO, JokerSwaps, Profile
from .common import (Explanation, check_possible, card_paths, explanation, opened_flags,
                     read_hand, read_int, read_opened, read_table, require)
from .lines import Cards, Line, Listing, MeldTarget, p
from .refusals import reason

NAME = "joker-swap"
FIELDS: tuple[str, ...] = ("round", "table", "opened", "hand")
OPTIONAL: tuple[str, ...] = ()

#: Sentence key (``docs/<lang>/verdict.yaml``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "joker_swap.may_not": (),
    "joker_swap.no_jokers": (),
    "joker_swap.none": (),
    "joker_swap.some": (),
    "joker_swap.swap": ("7.1", "7.2"),
    "joker_swap.cannot": (),
    "joker_swap.place": ("7.2", "3.7"),
}


@dataclass(frozen=True)
class JokerSwapSituation:
    """The table, the opening status and the hand of the player asking."""

    round: int
    table: tuple[Meld, ...]
    opened: str
    hand: tuple[Card, ...]


@dataclass(frozen=True)
class JokerSwapAnswer:
    """``refusal``: the player may not swap now; else ``swaps`` (the legal ones, with where
    each freed joker may go) and ``refused``: ``(meld index, joker, error)`` for every other
    joker of the table."""

    refusal: ContratoError | None = None
    swaps: tuple[JokerSwap, ...] = ()
    refused: tuple[tuple[int, Card, ContratoError], ...] = ()

    @property
    def value(self) -> list[dict]:
        return [{"meld": sw.meld_index + 1, "card": sw.natural.unicode(),
                 "joker_to": [{"meld": i + 1, "end": e} for i, e in sw.targets]}
                for sw in self.swaps]

    def details(self) -> dict[str, Any]:
        if self.refusal is not None:
            return {"code": self.refusal.code}
        return {"swaps": self.value}


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> JokerSwapSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError`: bad notation,
    a table meld that is no meld, a declared joker in the hand (3.7), cards the pack cannot
    hold (1.2)."""
    data = require(dict(data), FIELDS, OPTIONAL)
    round_ = read_int(data, "round", 1, profile.rounds, "4.1")
    table, located = read_table(data, "table", profile)
    opened = read_opened(data, "opened")
    hand = read_hand(data, "hand", empty_ok=True, check=False, profile=profile)
    check_possible(located + [(("hand",), hand, card_paths(data["hand"], ("hand",), hand))],
                   profile)
    return JokerSwapSituation(round_, table, opened, hand)


def answer(s: JokerSwapSituation, profile: Profile = CONTRATO) -> JokerSwapAnswer:
    """The swaps the engine allows now (7.1, 7.2, D6), and why each other joker stays."""
    flags = dict(opened_flags(s.opened), profile=profile)
    try:
        check_may_lay_off(s.round, action="swap a joker", **flags)
    except IllegalMoveError as err:
        return JokerSwapAnswer(refusal=err)
    swaps = tuple(legal_joker_swaps(s.round, s.table, s.hand, **flags))
    legal = {(sw.meld_index, sw.natural) for sw in swaps}
    swapped = {sw.meld_index for sw in swaps}
    refused = []
    for i, meld in enumerate(s.table):
        for c in meld.cards:
            if not c.is_joker or (i, c.declared) in legal:
                continue
            if isinstance(meld, Group) and profile.joker_swaps is JokerSwaps.ANY_MELD:
                # house rules: a group's joker goes for any natural card of its rank
                if i in swapped:
                    continue
                tries = [h for h in s.hand if h.rank == meld.rank] or [c.declared]
            else:
                tries = [c.declared]
            err = _first_refusal(s, i, tries, flags)
            if err is not None:
                refused.append((i, c, err))
    return JokerSwapAnswer(swaps=swaps, refused=tuple(refused))


def _first_refusal(s: JokerSwapSituation, index: int, naturals: list[Card],
                   flags: dict) -> ContratoError | None:
    """Why the joker of meld ``index`` cannot be swapped for the first of ``naturals``
    (:func:`~generator.engine.jokers.check_joker_swap`), or ``None`` if it can."""
    for natural in naturals[:1]:
        try:
            check_joker_swap(s.round, s.table, s.hand, index, natural, **flags)
        except ContratoError as err:
            return err
    return None


def explain(s: JokerSwapSituation, a: JokerSwapAnswer,
            profile: Profile = CONTRATO) -> Explanation:
    """How many swaps, each with where the joker may go, why each other joker stays, and that
    a freed joker is played on the same turn (7.2)."""
    if a.refusal is not None:
        lines = [Line("joker_swap.may_not"),
                 Line("reason", p(reason=reason(a.refusal, profile, round=s.round)))]
        return explanation(lines, (a.refusal.clause,), CLAUSES)
    lines: list[Line] = []
    if not any(c.is_joker for m in s.table for c in m.cards):
        lines.append(Line("joker_swap.no_jokers"))
    elif a.swaps:
        lines.append(Line("joker_swap.some", p(count=len(a.swaps))))
    else:
        lines.append(Line("joker_swap.none"))
    for sw in a.swaps:
        where = Listing(tuple(MeldTarget(i, None, e, article=True) for i, e in sw.targets))
        lines.append(Line("joker_swap.swap", p(
            card=Cards((sw.natural,)), meld=MeldTarget(sw.meld_index, s.table[sw.meld_index]),
            where=where)))
    clauses = ["7.1", "7.2", "D6"]
    for i, joker, err in a.refused:
        clauses.append(err.clause)
        lines.append(Line("joker_swap.cannot", p(
            joker=Cards((joker,)), meld=MeldTarget(i, s.table[i]),
            reason=reason(err, profile, lower=True, card=joker.declared,
                          meld=s.table[i].unicode(), round=s.round))))
    if a.swaps:
        lines.append(Line("joker_swap.place"))
    return explanation(lines, clauses, CLAUSES)


def verify(s: JokerSwapSituation, a: JokerSwapAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: every swap listed is accepted by
    :func:`~generator.engine.jokers.check_joker_swap`."""
    flags = dict(opened_flags(s.opened), profile=profile)
    for sw in a.swaps:
        try:
            check_joker_swap(s.round, s.table, s.hand, sw.meld_index, sw.natural, **flags)
        except ContratoError as err:
            raise AssertionError(f"a swap listed is refused: {err}") from None
