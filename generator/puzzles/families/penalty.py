"""Random families of ``penalty`` puzzles: the cards left in a hand.

``size``, ``jokers``, ``aces``, ``faces``: a number or a ``[min, max]`` range each; the hand
size fits the round (in round 7 the hand left is the whole hand, 7.4).
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from ...engine import CONTRATO
from ...engine.cards import Card
from ...questions.common import size_problem
from .. import schema_parts as sp
from ..situation import Situation, sort_hand
from .base import Family, FamilyContext, Reject, as_range, as_tuple, check_require_avoid
from .pool import Pool

_DEFAULT_PENALTY_SIZE = (3, 8)


def _penalty_sizes(round_: int, size: tuple[int, int]) -> list[int]:
    return [n for n in range(max(1, size[0]), size[1] + 1)
            if size_problem("penalty", round_, n) is None]


def _is_face(c: Card) -> bool:
    return not c.is_joker and c.rank in (11, 12, 13)


def _is_ace(c: Card) -> bool:
    return c.rank == 1


def _build_penalty(rng: random.Random, params: dict, round_: int) -> list[Card]:
    pool = Pool()
    size = rng.choice(_penalty_sizes(round_, as_range(params.get("size"),
                                                       _DEFAULT_PENALTY_SIZE)))
    wanted = {name: as_range(params.get(name), None) for name in ("jokers", "aces", "faces")}
    preds = {"jokers": lambda c: c.is_joker, "aces": _is_ace, "faces": _is_face}
    cards: list[Card] = []
    for name, r in wanted.items():
        if r is None:
            continue
        cards += pool.draw(rng, rng.randint(*r), preds[name])
    if len(cards) > size:
        raise Reject("the jokers, aces and faces asked for exceed the hand size")
    fixed = [preds[name] for name, r in wanted.items() if r is not None]
    cards += pool.draw(rng, size - len(cards), lambda c: not any(p(c) for p in fixed))
    return cards




def check_penalty_params(params: Mapping, where, problems) -> None:
    """Ranges the right way up, joker counts within the pack (1.2), sizes that fit the
    rounds (7.4)."""
    base = ("random",)

    def bad(field: str, message: str, clause: str | None = None) -> None:
        problems.append(where.problem(base + (field,), message, clause))

    rounds = as_tuple(params["round"])
    check_require_avoid(params, where, problems)
    ranges = {}
    for name in ("size", "jokers", "aces", "faces"):
        r = as_range(params.get(name), None)
        if r is not None and r[0] > r[1]:
            bad(name, f"a range is [min, max]: {r[0]} > {r[1]}")
        ranges[name] = r
    if ranges["jokers"] and ranges["jokers"][0] > CONTRATO.jokers:
        bad("jokers", f"the pack has only {CONTRATO.jokers} jokers (rule 1.2)", "1.2")
    size = ranges["size"] or _DEFAULT_PENALTY_SIZE
    for r in rounds:
        if not _penalty_sizes(r, size):
            bad("size", f"no hand size in {list(size)} fits round {r}: in round 7 the hand "
                        f"left is the whole hand, 12 cards plus 2 per purchase (rule 7.4)",
                "7.4")
    least = sum(x[0] for x in (ranges["jokers"], ranges["aces"], ranges["faces"]) if x)
    if least > size[1]:
        bad("size", f"the minimum jokers, aces and faces ({least}) do not fit in "
                    f"{size[1]} cards")


def candidate(rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
    round_ = rng.choice(as_tuple(family["round"]))
    cards = _build_penalty(rng, family, round_)
    return ctx.situation(round_, hand=sort_hand(cards))


FAMILY = Family(
    kind="penalty", candidate=candidate, check=check_penalty_params,
    properties={
        "size": sp.number_range(1, 30),
        "jokers": sp.number_range(0, 3),
        "aces": sp.number_range(0, 8),
        "faces": sp.number_range(0, 24),
    })
