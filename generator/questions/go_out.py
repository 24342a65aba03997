"""``go-out``: can this player go out on this turn, and how? (5.2–5.5, 7.1–7.4, 8.1)

- :class:`GoOutSituation`, read from plain data by :func:`read`: ``round``, ``hand`` (after
  the draw), ``table`` (the melds, in the order laid down), ``opened`` (before this turn:
  ``no`` or ``earlier``);
- :func:`answer`: the engine's exact search,
  :func:`~generator.engine.going_out.go_out_plan` (a way out, move by move), and for a player
  who has not opened, how far the hand is from the contract
  (:func:`~generator.engine.opening.judge_opening`);
- :func:`explain`: the sentences ``go_out.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: the way out played again, move by move, through the engine's state machine.

>>> s = read({"round": 2, "hand": "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥", "opened": False})
>>> answer(s).value
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.cards import Card
from ..engine.contracts import remaining
from ..engine.going_out import GoOutPlan, go_out_plan, tables_before
from ..engine.jokers import freed_joker
from ..engine.melds import Meld
from ..engine.moves import Discard, LayDown, LayOff, SwapJoker
from ..engine.opening import OpeningVerdict, judge_opening
from ..engine.profile import CONTRATO, Profile, SameSuitRule
from .common import (final_key, Explanation, check_position, SituationError, check_possible,
                     card_paths, explanation, read_hand, read_int, read_opened, read_table,
                     require)
from .lines import CardCount, Cards, ContractWords, Join, Line, MeldList, MeldTarget, p

NAME = "go-out"
FIELDS: tuple[str, ...] = ("round", "hand", "opened")
OPTIONAL: tuple[str, ...] = ("table",)

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "go_out.ok": (),
    "go_out.ok_final": ("7.4",),
    "go_out.ok_final_discard": ("7.4",),
    "go_out.lay_down": (),
    "go_out.lay_off": (),
    "go_out.swap": ("7.1", "7.2", "3.7"),
    "go_out.discard": ("5.5",),
    "go_out.no_lay_off": ("5.4", "5.5", "7.1"),
    "go_out.no_lay_off_meld": ("5.4", "5.5", "7.1"),
    "go_out.no_final": ("7.4",),
    "go_out.no_final_discard": ("7.4",),
    "go_out.same_suit": ("4.3",),
    "go_out.same_suit_distinct": ("4.3",),
    "go_out.no_open": ("5.2", "5.5", "5.4"),
    "go_out.no_open_meld": ("5.2", "5.5", "5.4"),
    "go_out.opens_but": (),
    "go_out.cannot_open": (),
}


@dataclass(frozen=True)
class GoOutSituation:
    """A hand after the draw, the table, and whether the player opened before this turn
    (``"no"`` or ``"earlier"``)."""

    round: int
    hand: tuple[Card, ...]
    table: tuple[Meld, ...]
    opened: str


@dataclass(frozen=True)
class GoOutAnswer:
    """``plan``: a way out (``None``: none); ``opening``: for a player who has not opened and
    cannot go out, the engine's opening verdict (how far the hand is)."""

    plan: GoOutPlan | None
    opening: OpeningVerdict | None = None

    @property
    def value(self) -> bool:
        return self.plan is not None

    def details(self) -> dict[str, Any]:
        if self.plan is None:
            return {}
        return {"moves": [move_json(m) for m in self.plan.moves]}


def move_json(move) -> dict:
    """A move of a way out as plain data, melds numbered from 1."""
    if isinstance(move, LayDown):
        return {"move": "lay-down", "melds": [m.unicode() for m in move.melds]}
    if isinstance(move, LayOff):
        return {"move": "lay-off", "card": move.card.unicode(), "meld": move.meld_index + 1,
                "end": move.end}
    if isinstance(move, SwapJoker):
        return {"move": "joker-swap", "card": move.natural.unicode(),
                "meld": move.meld_index + 1, "joker_to": move.target_index + 1,
                "end": move.target_end}
    return {"move": "discard", "card": move.card.unicode()}


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> GoOutSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError`: bad notation,
    a table meld that is no meld, cards the pack cannot hold (1.2), a table and opening status
    that cannot stand together (:func:`~.common.check_position`: 5.2, 5.3, 7.4, D8)."""
    data = require(data, FIELDS, OPTIONAL)
    round_ = read_int(data, "round", 1, profile.rounds, "4.1")
    table, located = read_table(data, "table", profile)
    opened = read_opened(data, "opened", ("no", "earlier"))
    check_position(round_, table, opened, profile)
    hand = read_hand(data, "hand", empty_ok=True, round_=round_, profile=profile)
    check_possible([(("hand",), hand, card_paths(data["hand"], ("hand",), hand))] + located,
                   profile)
    return GoOutSituation(round_, hand, table, opened)


def answer(s: GoOutSituation, profile: Profile = CONTRATO) -> GoOutAnswer:
    """A way out found by the engine's exact search, or none (with, for a player who has not
    opened, the opening verdict)."""
    before = s.opened == "earlier"          # impossible states: refused by read (D8, 5.3)
    plan = go_out_plan(s.round, s.hand, s.table, opened_before_this_turn=before,
                       profile=profile)
    if plan is not None or before:
        return GoOutAnswer(plan)
    return GoOutAnswer(None, judge_opening(s.round, s.hand, profile, shown=1, limit=1))


def step_lines(moves, table, profile: Profile = CONTRATO) -> Join:
    """The moves of a way out (or of a lay-off plan) as sentence pieces, each meld shown as it
    stands when that move is made (the moves before it played on ``table`` by the engine:
    :func:`~generator.engine.going_out.tables_before`)."""
    # whole clauses, each with its verb: joined as clauses ("…, e descarta", "…; descarta"),
    # not as a list whose last "and" follows the swap's own (es #18 of the second reading)
    return Join(tuple(step_line(m, t, profile) for m, t in zip(moves, tables_before(
                        table, moves, profile))),
                clauses=True)


def step_line(move, table, profile: Profile = CONTRATO) -> Line:
    """One move of a way out (or of a lay-off plan) as a sentence piece, the melds shown as
    they stand on ``table`` when the move is made (:func:`step_lines`); a joker swap says the
    card the freed joker stands for at its new place (3.7, D2), as the joker-swap answers do
    (ca #7 / pt #9 of the seventh reading)."""
    def meld_at(i: int) -> Meld | None:
        return table[i] if i < len(table) else None

    if isinstance(move, LayDown):
        return Line("go_out.lay_down", p(melds=MeldList(move.melds)))
    if isinstance(move, LayOff):
        return Line("go_out.lay_off", p(card=Cards((move.card,)),
                                        target=MeldTarget(move.meld_index,
                                                          meld_at(move.meld_index), move.end)))
    if isinstance(move, SwapJoker):
        joker = freed_joker(table, move.meld_index, move.natural, move.target_index,
                            move.target_end, profile)
        return Line("go_out.swap", p(card=Cards((move.natural,)),
                                     meld=MeldTarget(move.meld_index, meld_at(move.meld_index)),
                                     target=MeldTarget(move.target_index, None,
                                                       move.target_end),
                                     joker=Cards((joker,))))
    if isinstance(move, Discard):
        return Line("go_out.discard", p(card=Cards((move.card,))))
    raise TypeError(f"not a move of a way out: {move!r}")


def explain(s: GoOutSituation, a: GoOutAnswer, profile: Profile = CONTRATO) -> Explanation:
    """Yes with the moves, or why not: no lay-off leaves a card to discard (5.4, 5.5, 7.1),
    round 7's whole hand (7.4), or the contract to open first (5.2, 5.5, 5.4)."""
    contract = profile.contract(s.round)
    if a.plan is not None:
        clauses = {"5.2": ("5.2", "5.5", "4.1"), "5.5": ("5.4", "5.5"),
                   "7.4": ("7.4", "4.1")}[a.plan.clause]
        if any(isinstance(m, SwapJoker) for m in a.plan.moves):
            clauses += ("7.1", "7.2", "D6", "3.7")
        key = final_key("go_out.ok_final", contract) if contract.whole_hand else "go_out.ok"
        steps = step_lines(a.plan.moves, s.table, profile)
        return explanation([Line(key, p(steps=steps))], clauses + ("8.1",), CLAUSES)
    # a profile that goes out by melding every card too (house rules, not 5.5) says so
    meld_out = "" if profile.keeps_discard else "_meld"
    if a.opening is None:
        return explanation([Line("go_out.no_lay_off" + meld_out)], ("5.4", "5.5", "7.1"),
                           CLAUSES)
    v = a.opening
    if contract.whole_hand:
        lines = [Line(final_key("go_out.no_final", contract), p(round=s.round))]
        if v.reason == "same-suit":
            # the hand splits only into sequences 4.3 forbids: say so, as can-open does
            key = ("go_out.same_suit" if profile.same_suit_rule is SameSuitRule.NOT_CONTIGUOUS
                   else "go_out.same_suit_distinct")
            lines.append(Line(key, p(laydown=MeldList(v.blocked[0].melds))))
        return explanation(lines, ("7.4",) + v.clauses, CLAUSES)
    words = ContractWords(s.round, contract.groups, contract.sequences)
    lines = [Line("go_out.no_open" + meld_out, p(round=s.round, contract=words))]
    if v.can_open:
        rest = tuple(remaining(s.hand, v.laydowns[0]))
        lines.append(Line("go_out.opens_but", p(laydown=MeldList(v.laydowns[0].melds),
                                                rest=Cards(rest), count=CardCount(len(rest)))))
    else:
        lines.append(Line("go_out.cannot_open"))
    return explanation(lines, ("5.2", "5.5", "5.4") + v.clauses, CLAUSES)


def verify(s: GoOutSituation, a: GoOutAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: a way out ends with every card of the hand played, the last
    move a discard (5.5) or the whole hand laid down in round 7 (7.4); each card of the hand
    is used once."""
    if a.plan is None:
        return
    used: list[Card] = []
    for move in a.plan.moves:
        if isinstance(move, LayDown):
            used += [c.physical for m in move.melds for c in m.cards]
        elif isinstance(move, LayOff):
            used.append(move.card.physical)
        elif isinstance(move, SwapJoker):
            used.append(move.natural.physical)
        elif isinstance(move, Discard):
            used.append(move.card.physical)
    if sorted(used, key=Card.sort_key) != sorted((c.physical for c in s.hand),
                                                 key=Card.sort_key):
        raise AssertionError("the way out does not play every card of the hand once")
