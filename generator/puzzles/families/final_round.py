"""Random families of ``final-round`` puzzles: round-7 hands after the draw.

The can-open builds (:mod:`.can_open`: ``build``, ``jokers``, ``joker_place``, ``ace``,
``same_suit``, ``filler_jokers``, ``purchases``) in round 7, and one more, ``extra``: the three
sequences of a contract build one card short of the hand, and one random card more (which the
engine may or may not fit in).
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import CONTRATO
from ..kinds.final_round import ROUND
from ..situation import Situation, sort_hand
from . import can_open
from .base import Family, FamilyContext, as_tuple
from .pool import Pool


def check(params, where, problems) -> None:
    if any(r != ROUND for r in as_tuple(params["round"])):
        problems.append(where.problem(("random", "round"), (
            f"the final round is round {ROUND} (rule 7.4)"), "7.4"))
        return
    if params["build"] == "extra":           # a contract build with one card more
        can_open.check_build_params({**params, "build": "contract"}, where, problems)
    else:
        can_open.check_build_params(params, where, problems)


def parse(params) -> tuple[can_open.CanOpenFamily, bool]:
    """The can-open family, and whether a card is added (``extra``)."""
    if params["build"] == "extra":
        return (can_open.parse({**params, "build": "contract"}), True)
    return (can_open.parse(params), False)


def candidate(rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
    fam, extra = family
    purchases = rng.choice(fam.purchases)
    size = CONTRATO.deal_size(ROUND) + 1 + 2 * purchases
    if not extra:
        return ctx.situation(ROUND, hand=sort_hand(can_open.build_hand(rng, fam, ROUND, size)))
    # three sequences of one card fewer, and one card more: it may fit nowhere
    cards = can_open.build_hand(rng, fam, ROUND, size - 1)
    pool = Pool(cards)
    cards = cards + pool.draw(rng, 1)
    return ctx.situation(ROUND, hand=sort_hand(cards))


FAMILY = Family(
    kind="final-round", candidate=candidate, parse=parse, check=check,
    properties={**can_open.PROPERTIES,
                "build": {"enum": list(can_open.BUILDS) + ["extra"]}},
    required=("count", "round", "build"))
