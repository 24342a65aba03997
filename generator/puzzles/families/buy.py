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
from ...questions.common import table_capacity
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
        opened, sizes, discard_size, stock_size = _possible(round_, turn, opened, sizes,
                                                            discard_size, stock_size)
    discard = tuple(pool.draw(rng, n_discard, lambda c: True))
    stock = tuple(pool.draw(rng, SHOWN_STOCK, lambda c: True))
    return ctx.situation(round_, data=BuyData(
        active, discard, discard_size, stock, stock_size, _asks(rng, f, active, discard),
        rng.random() < f.takes, opened, sizes, turn))


def _possible(round_: int, turn: int, opened: tuple[bool, ...], sizes: tuple[int, ...],
              discard_size: int, stock_size: int):
    """The facts drawn, made into a position a round can reach (the check the verdict's
    reader makes: :func:`~generator.questions.common.round_facts_problems`), changing only
    what is impossible — so a candidate that was possible stays as drawn: in the final round
    nobody still playing has opened (7.4, D8), a seat drawn as opened then holds the deal plus
    0–2 purchases; the discard pile holds at most the turn's number of cards (2.3, 5.1); the
    stock holds what the hands, the discard pile and the table leave of the pack (2.5: no
    table while nobody has opened, else at least each opened seat's contract and at most what
    those melds can hold, 5.3). Rejects a
    position whose stock would be shorter than the cards shown."""
    deal = CONTRATO.deal_size(round_)
    if CONTRATO.contract(round_).whole_hand and any(opened):
        sizes = tuple(deal + 2 * (x % 3) if o else x for o, x in zip(opened, sizes))
        opened = (False,) * PLAYERS
    discard_size = min(discard_size, turn)
    held = sum(sizes) + discard_size
    n = sum(opened)
    contract = CONTRATO.contract(round_)
    least = n * contract.min_cards(CONTRATO)
    most = n * table_capacity(contract, CONTRATO)
    rest = CONTRATO.pack_size - held - stock_size
    if (rest != 0) if not n else (rest < least):
        stock_size = CONTRATO.pack_size - held - least
    elif n and rest > most:
        stock_size = CONTRATO.pack_size - held - most
    if stock_size < SHOWN_STOCK:
        raise Reject("the hands and the discard pile leave too short a stock")
    return opened, sizes, discard_size, stock_size


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
