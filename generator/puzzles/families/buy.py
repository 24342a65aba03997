"""Random families of ``buy`` puzzles: a buying window.

``source: build`` (default) draws the piles from the pack; ``source: game`` takes them, with
the hand sizes, the opening status and the turn, from a turn of a simulated round. Either way
``asking`` players (a number or a range) ask for the top card, with ``chain``, some for the
card below it too (6.4, D4); ``discarder``: the player who discarded it asks too (D3);
``takes``: the probability that the active player takes the discard top (6.7); ``dealt``: the
first turn of the round (D13); ``opened``: the probability that a player has opened (D5).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...engine import CONTRATO
from ...engine.buying import priority_order
from ...engine.cards import Card
from ...questions.common import RoundFacts, round_facts_problems
from .. import schema_parts as sp
from ..kinds.buy import PLAYERS, SHOWN_DISCARD, SHOWN_STOCK, BuyData
from ..situation import Situation
from .base import (Family, FamilyContext, Reject, as_range, as_tuple, check_ranges,
                   check_require_avoid)
from .pool import Pool

@dataclass(frozen=True)
class BuyFamily:
    rounds: tuple[int, ...]
    asking: tuple[int, int]
    chain: bool
    discarder: bool
    takes: float
    dealt: bool
    opened: float
    source: str


def _asks(rng: random.Random, f: BuyFamily, active: int,
          discard: tuple[Card, ...]) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """Who asks for what, in the order they spoke: ``asking`` players ask for the top card;
    with ``chain``, some ask for the card below it (and a buyer of the first may want the
    second too, D4)."""
    others = list(priority_order(active, PLAYERS))
    discarder = others[-1]
    n = rng.randint(*f.asking)
    seats = rng.sample(others, min(n, len(others)))
    if f.discarder and discarder not in seats:
        seats[-1] = discarder
    top = discard[-1]
    asks = {s: [top] for s in seats}
    if f.chain and len(discard) >= 2:
        below = discard[-2]
        for s in rng.sample(others, rng.randint(1, 2)):
            asks.setdefault(s, []).append(below)
    order = list(asks)
    rng.shuffle(order)
    return tuple((s, tuple(asks[s])) for s in order)


def _build(rng: random.Random, ctx: FamilyContext, f: BuyFamily) -> Situation:
    round_ = rng.choice(f.rounds)
    deal = CONTRATO.deal_size(round_)
    active = rng.randrange(PLAYERS)
    pool = Pool()
    if f.dealt:
        turn, discard_size, n_discard = 1, 1, 1
        opened = (False,) * PLAYERS
        sizes = (deal,) * PLAYERS
        stock_size = CONTRATO.initial_stock(round_)
    else:
        turn = rng.randint(6, 40)
        n_discard = rng.randint(2, SHOWN_DISCARD)
        discard_size = n_discard + rng.randint(0, 20)
        opened = tuple(rng.random() < f.opened for _ in range(PLAYERS))
        sizes = tuple(rng.randint(1, 9) if o else deal + 2 * rng.randint(0, 2)
                      for o in opened)
        stock_size = rng.randint(SHOWN_STOCK, 40)
    discard = tuple(pool.draw(rng, n_discard, lambda c: True))
    stock = tuple(pool.draw(rng, SHOWN_STOCK, lambda c: True))
    asks = _asks(rng, f, active, discard)
    takes = rng.random() < f.takes
    # every draw made (the next candidate is the same whatever happens to this one): a
    # position no round reaches is no candidate — the verdict's reader would refuse it
    # (round_facts_problems): in round 7 nobody still playing has opened, the piles are
    # those the turns played and the purchases give, the cards add up to the pack
    why = round_facts_problems(RoundFacts(round_, turn, sizes, opened, stock_size,
                                          discard_size))
    if why:
        raise Reject(f"an impossible position ({why[0].code})")
    return ctx.situation(round_, data=BuyData(
        active, discard, discard_size, stock, stock_size, asks, takes, opened, sizes, turn))


def _from_game(rng: random.Random, ctx: FamilyContext, f: BuyFamily) -> Situation:
    from ...engine.state import Phase
    round_ = rng.choice(f.rounds)
    states = ctx.game_states(round_, lambda st: st.phase is Phase.DRAW
                             and len(st.stock) >= SHOWN_STOCK
                             and ((st.turn == 1) if f.dealt else len(st.discard) >= 2))
    if not states:
        raise Reject("no simulated turn with piles that fit")
    st = rng.choice(states)
    discard = st.discard[-SHOWN_DISCARD:]
    opened = tuple(t is not None for t in st.opened)
    sizes = tuple(len(h) for h in st.hands)
    return ctx.situation(round_, data=BuyData(
        st.active, discard, len(st.discard), st.stock[-SHOWN_STOCK:], len(st.stock),
        _asks(rng, f, st.active, discard), rng.random() < f.takes, opened, sizes, st.turn))


def check(params, where, problems) -> None:
    check_require_avoid(params, where, problems)
    check_ranges(params, ("asking",), where, problems)


def parse(params) -> BuyFamily:
    return BuyFamily(
        rounds=as_tuple(params["round"]), asking=as_range(params.get("asking"), (1, 3)),
        chain=params.get("chain", False), discarder=params.get("discarder", False),
        takes=params.get("takes", 0.0), dealt=params.get("dealt", False),
        opened=params.get("opened", 0.3), source=params.get("source", "build"))


def candidate(rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
    if family.source == "game":
        return _from_game(rng, ctx, family)
    return _build(rng, ctx, family)


FAMILY = Family(
    kind="buy", candidate=candidate, parse=parse, check=check,
    properties={
        "source": {"enum": ["build", "game"]},
        "asking": sp.number_range(1, 3),
        "chain": {"type": "boolean"},
        "discarder": {"type": "boolean"},
        "takes": {"type": "number", "minimum": 0, "maximum": 1},
        "dealt": {"type": "boolean"},
        "opened": {"type": "number", "minimum": 0, "maximum": 1},
    })
