"""Random families of ``running-out`` puzzles: turns of simulated rounds whose stock holds at
most ``stock`` cards (``source: game``, the only source: a whole state of play, every card
somewhere), where ``event`` happens (``draw``, ``buy`` — asked only with an empty stock — or
``take``). The position keeps the round's rebuilds of the stock so far (9.1): after the third,
an empty stock ends the round (D14).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...engine.state import Phase
from .. import schema_parts as sp
from ...questions.running_out import EVENTS
from ..kinds.running_out import PLAYERS, RunOutData
from ..situation import Situation
from .base import (Family, FamilyContext, Reject, as_range, as_tuple, check_ranges,
                   check_require_avoid)

@dataclass(frozen=True)
class RunOutFamily:
    rounds: tuple[int, ...]
    events: tuple[str, ...]
    stock: tuple[int, int]


def _from_game(rng: random.Random, ctx: FamilyContext, f: RunOutFamily) -> Situation:
    round_ = rng.choice(f.rounds)
    states = ctx.game_states(round_, lambda st: st.phase is Phase.DRAW
                             and len(st.stock) <= 2 and len(st.discard) >= 1,
                             table="drift")       # people's rounds rarely run the stock out
    states = [st for st in states if f.stock[0] <= len(st.stock) <= f.stock[1]]
    if not states:
        raise Reject("no simulated turn with so small a stock")
    st = rng.choice(states)
    event = rng.choice(f.events)
    buyer = None
    if event == "buy" and st.stock:
        raise Reject("a purchase is asked about with an empty stock only")
    if event == "buy":
        buyer = rng.choice([x for x in range(PLAYERS) if x != st.active])
    return ctx.situation(round_, data=RunOutData(
        round_, st.active, st.turn, st.hands, st.melds, st.opened, st.stock, st.discard, event,
        buyer, reshuffles=st.reshuffles))   # the rebuilds so far: a fourth ends the round (D14)


def check(params, where, problems) -> None:
    check_require_avoid(params, where, problems)
    check_ranges(params, ("stock",), where, problems)


def parse(params) -> RunOutFamily:
    return RunOutFamily(as_tuple(params["round"]), as_tuple(params.get("event", list(EVENTS))),
                        as_range(params.get("stock"), (0, 1)))


def candidate(rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
    return _from_game(rng, ctx, family)


FAMILY = Family(
    kind="running-out", candidate=candidate, parse=parse, check=check,
    properties={
        "source": {"enum": ["game"]},
        "event": sp.one_or_list({"enum": list(EVENTS)}, 3),
        "stock": sp.number_range(0, 2),
    })
