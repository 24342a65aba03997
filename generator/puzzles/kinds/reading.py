"""Hand-written situations of the templates, read through the question layer.

A template item names its facts as the question layer does (``round``, ``hand``, ``table``,
``opened``, ``card``, ``target``, ``took``…), so a kind hands them to the layer's reader of
its question (:mod:`generator.questions`): one reader per question in the codebase, the same
the verdict tool uses. A :class:`~generator.questions.common.SituationError` becomes a
:class:`~generator.lang.source.Problem` at the file, line and field of the template.

What the layer accepts but a puzzle cannot show is checked here, after it: a hand whose
size does not fit the round, the opening status and the purchases (2.2, 5.1, 5.2, 6.3, 7.4),
a table in round 7 (D8).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Mapping

from ...engine import CONTRATO
from ...engine.cards import Card
from ...lang import source
from ...questions import can_open as q_can_open
from ...questions import joker_swap as q_joker_swap
from ...questions import lay_off as q_lay_off
from ...questions.common import (SituationError, opened_size_problem, read_one_card,
                                 size_problem)
from ..errors import Problem
from ..situation import sort_hand


def report(err: SituationError, base: tuple, where: source.Located,
           problems: list[Problem], fields: Mapping[str, str] | None = None) -> None:
    """``err`` and the problems found with it (its ``also``) as problems at their fields of
    the template item at ``base`` (``fields``: the template's name of a field the layer names
    otherwise)."""
    for one in (err,) + err.also:
        path = one.path
        if fields and path and path[0] in fields:
            path = (fields[path[0]],) + path[1:]
        problems.append(where.problem(base + path, one.message, one.clause))


def read_through(question: ModuleType, data: Mapping[str, Any], base: tuple,
                 where: source.Located, problems: list[Problem], *,
                 fields: Mapping[str, str] | None = None) -> Any:
    """The question layer's situation of ``question`` (a module of
    :mod:`generator.questions`) from a template item's fields, or ``None`` after appending
    the problem (:func:`report`)."""
    try:
        return question.read(data, CONTRATO)
    except SituationError as err:
        report(err, base, where, problems, fields)
        return None


def blank(value: Any) -> bool:
    """A hand written as text with no card in it (the schema refuses an empty list)."""
    return isinstance(value, str) and not value.split()


def load_hand_after_draw(kind: str, item: Mapping, base: tuple, where: source.Located,
                         problems: list[Problem]) -> dict | None:
    """``can-open`` and ``final-round``: the can-open question's situation (``round``,
    ``hand`` after the draw, ``took`` with the discard pile ``below`` it), and a hand size that
    fits the round and the purchases (2.2, 5.1, 6.3; 7.4). Returns
    :class:`~generator.puzzles.situation.Situation` fields."""
    if blank(item["hand"]):
        problems.append(where.problem(base + ("hand",), "empty hand"))
        return None
    data = {name: item[name] for name in ("round", "hand", "took") if name in item}
    found = read_through(q_can_open, data, base, where, problems)
    if found is None:
        return None
    why = size_problem(kind, found.round, len(found.hand))
    if why:
        problems.append(where.problem(base + ("hand",), *why))
        return None
    return {"hand": sort_hand(found.hand), "took": found.took.physical if found.took else None,
            "took_from": found.took_from, "took_below": found.took_below}


def load_table_situation(item: Mapping, base: tuple, where: source.Located,
                         problems: list[Problem], *, need_card: bool) -> dict | None:
    """``lay-off`` (``need_card``: with ``card`` and ``target``) and ``joker-swap``: round,
    table, opening status (``opened``, default ``earlier``) and hand, read by the lay-off or
    joker-swap question; then no round 7 (7.4, D8: nobody has a meld on the table there), a
    meld on the table, a hand size that fits (2.2, 5.2, 6.3) and ``took``, a card of the hand
    just taken from the discard pile. Returns ``{table, opened, hand, card, target, took}``
    (``target`` from 0)."""
    round_ = item["round"]
    if CONTRATO.contract(round_).whole_hand:
        problems.append(where.problem(base + ("round",), (
            "in round 7 whoever opens goes out at once, so there is never a meld on the "
            "table to lay off on (rules 7.4, D8)"), "D8"))
        return None
    if blank(item["hand"]):
        problems.append(where.problem(base + ("hand",), "empty hand"))
        return None
    data = {"round": round_, "table": item["table"], "opened": item.get("opened", "earlier"),
            "hand": item["hand"]}
    if need_card:
        data.update(card=item["card"], target=item["target"])
    found = read_through(q_lay_off if need_card else q_joker_swap, data, base, where,
                         problems)
    if found is None:
        return None
    try:
        if need_card:
            q_lay_off.check(found)
        elif not found.table:
            raise SituationError(("table",), "the table has no meld")
        hand: tuple[Card, ...] = found.hand
        why = opened_size_problem(round_, found.opened, len(hand), CONTRATO)
        if why:
            raise SituationError(("hand",), *why)
        took = None
        if "took" in item:
            took = read_one_card(item["took"], ("took",), in_hand=hand,
                                 why=": the card just taken from the discard pile is part "
                                     "of it")
    except SituationError as err:
        report(err, base, where, problems)
        return None
    out = {"table": found.table, "opened": found.opened, "hand": hand, "took": took}
    if need_card:
        out.update(card=found.cards[0], target=found.target)
    return out
