"""Random families of ``standings`` puzzles: the penalties of the rounds played.

Each round's penalties are the engine's :func:`~generator.engine.scoring.hand_penalty` of real
hands dealt from a shuffled pack (the player who went out scores 0; in round 7 the others keep
the whole hand, 7.4; ``void``: the probability that nobody went out, 9.2), or come from
simulated rounds (``source: game``); ``tie`` makes two players share the lowest total.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...engine import CONTRATO
from ...engine.deck import shuffled_pack
from ...engine.scoring import hand_penalty, running_totals
from ...questions.standings import least_penalty
from ..kinds.standings import PLAYERS, StandingsData
from ..situation import Situation
from .base import Family, FamilyContext, Reject, as_tuple

def _deal_row(rng: random.Random, round_: int, void: float) -> tuple[int, ...]:
    """One round's penalties: real hands from a shuffled pack, scored by the engine."""
    pack = shuffled_pack(rng, CONTRATO)
    whole = CONTRATO.contract(round_).whole_hand
    out_seat = None if rng.random() < void else rng.randrange(PLAYERS)
    row = []
    for seat in range(PLAYERS):
        if seat == out_seat:
            row.append(0)
            continue
        size = (CONTRATO.deal_size(round_) + 2 * rng.choice((0, 0, 0, 1)) if whole
                else rng.choice((1, 2, 3, 4, 5, 6, 7, 8, 10, 12)))
        hand, pack = pack[:size], pack[size:]
        row.append(hand_penalty(hand))
    return tuple(row)


def _tie(rng: random.Random, rows: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Move a second player onto the lowest total by changing one of their penalties (it
    stays a penalty some hand has: at least the round's least)."""
    totals = running_totals(rows)
    leader = min(range(PLAYERS), key=lambda s: (totals[s], s))
    other = rng.choice([s for s in range(PLAYERS) if s != leader])
    delta = totals[other] - totals[leader]
    for r in rng.sample(range(len(rows)), len(rows)):
        row = list(rows[r])
        if row[other] == 0:
            continue
        new = row[other] - delta
        least = (least_penalty(CONTRATO.deal_size(r + 1))
                 if CONTRATO.contract(r + 1).whole_hand else least_penalty(1))
        if new >= least:
            row[other] = new
            rows[r] = tuple(row)
            return rows
    raise Reject("no penalty can be changed to make a tie")


@dataclass(frozen=True)
class StandingsFamily:
    rounds: tuple[int, ...]
    void: float
    tie: bool
    source: str


def _build(rng: random.Random, ctx: FamilyContext, f: StandingsFamily) -> Situation:
    n = rng.choice(f.rounds)
    if f.source == "game":
        from .. import games
        rows = []
        for r in range(1, n + 1):
            finished = [rd[-1] for rd in games.rounds(ctx.seed, r, ctx.config.people_games,
                                                      "people")
                        if rd[-1].is_over]
            if not finished:
                raise Reject(f"no simulated round {r} ended")
            rows.append(tuple(rng.choice(finished).penalties))
    else:
        rows = [_deal_row(rng, r, f.void) for r in range(1, n + 1)]
    if f.tie:
        rows = _tie(rng, rows)
    return ctx.situation(n, data=StandingsData(tuple(rows)))


def parse(params) -> StandingsFamily:
    return StandingsFamily(as_tuple(params["round"]), params.get("void", 0.15),
                           params.get("tie", False), params.get("source", "build"))


def candidate(rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
    return _build(rng, ctx, family)


FAMILY = Family(
    kind="standings", candidate=candidate, parse=parse,
    properties={
        "source": {"enum": ["build", "game"]},
        "void": {"type": "number", "minimum": 0, "maximum": 1},
        "tie": {"type": "boolean"},
    })
