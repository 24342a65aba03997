"""Random families of ``joker-swap`` puzzles: a table with jokers, a hand, the opening status.

``source: build`` (default) plants the contracts of one to three players (:mod:`.tables`) with
``jokers`` jokers in sequences (``group_joker``: one more in a group) and gives the hand the
exact card of a joker (``natural``: a probability, default 0.8), a card of the same rank in
another suit (``near``), and ``hand_size`` cards in all. ``source: game`` takes a turn of a
simulated round whose table has a joker in a sequence; with probability ``natural`` the joker's
card, if it lies unseen in the stock, changes places with a card of the hand (the situation
stays possible: every card is where some deal could have put it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...engine import CONTRATO
from ...engine.cards import JOKER, SUITS, Card
from ...engine.melds import Group, Sequence as Run
from ...engine.state import Phase, opened_before_this_turn
from .. import schema_parts as sp
from ..kinds.common import TABLE_ROUNDS
from ..kinds.joker_swap import JokerSwapData
from ..situation import Situation, sort_hand
from .base import (Family, FamilyContext, Reject, as_range, as_tuple, check_ranges,
                   check_require_avoid, check_rounds)
from .pool import Pool
from .tables import build_table, hand_size

@dataclass(frozen=True)
class JokerSwapFamily:
    rounds: tuple[int, ...]
    opened: tuple[str, ...]
    jokers: tuple[int, int]
    group_joker: bool
    natural: float
    near: bool
    sizes: tuple[int, int]
    purchases: tuple[int, ...]
    source: str


def _seq_jokers(table) -> list[tuple[int, Card]]:
    return [(i, c.declared) for i, m in enumerate(table) if isinstance(m, Run)
            for c in m.cards if c.is_joker]


def _built(rng: random.Random, ctx: FamilyContext, f: JokerSwapFamily) -> Situation:
    round_ = rng.choice(f.rounds)
    opened = rng.choice(f.opened)
    if not CONTRATO.contract(round_).sequences:
        raise Reject("the contract of the round has no sequence to hold a joker")
    pool = Pool()
    table = build_table(rng, pool, round_, players=rng.randint(1, 3),
                        jokers=rng.randint(*f.jokers), group_jokers=False)
    if f.group_joker:
        groups = [i for i, m in enumerate(table) if isinstance(m, Group)]
        if not groups or not pool.has(JOKER):
            raise Reject("no group to hold a joker")
        i = rng.choice(groups)
        table[i] = table[i].add(pool.take(JOKER), CONTRATO)
    jokers = _seq_jokers(table)
    if not jokers:
        raise Reject("no joker in a sequence")
    size = hand_size(rng, round_, opened, f.sizes, rng.choice(f.purchases))
    if size < 1:
        raise Reject("no card would be in the hand")
    hand: list[Card] = []
    _, value = rng.choice(jokers)
    if rng.random() < f.natural and pool.has(value):
        hand.append(pool.take(value))
    if f.near and len(hand) < size:
        near = [Card(value.rank, s) for s in SUITS if s != value.suit
                and pool.has(Card(value.rank, s))]
        if near:
            hand.append(pool.take(rng.choice(near)))
    if f.group_joker and len(hand) < size:
        g = next(m for m in table if isinstance(m, Group) and m.jokers)
        options = pool.available(lambda c: c.rank == g.rank)
        if options:
            hand.append(pool.take(rng.choice(options)))
    if len(hand) > size:
        raise Reject("the planted cards do not fit the hand size")
    hand += pool.draw(rng, size - len(hand))
    return ctx.situation(round_, hand=sort_hand(hand),
                         data=JokerSwapData(tuple(table), opened))


def _from_game(rng: random.Random, ctx: FamilyContext, f: JokerSwapFamily) -> Situation:
    round_ = rng.choice(f.rounds)
    states = ctx.game_states(round_, lambda st: st.phase is Phase.PLAY
                             and bool(_seq_jokers(st.melds)))
    if not states:
        raise Reject("no simulated turn with a joker in a sequence on the table")
    st = rng.choice(states)
    seat = st.active
    opened = ("earlier" if opened_before_this_turn(st) else
              "this-turn" if st.opened[seat] is not None else "no")
    if opened not in f.opened:
        raise Reject(f"the simulated player's opening status is not {'/'.join(f.opened)}")
    hand = list(st.hands[seat])
    _, value = rng.choice(_seq_jokers(st.melds))
    if rng.random() < f.natural and value in st.stock and value not in hand and hand:
        hand[rng.randrange(len(hand))] = value
    return ctx.situation(round_, hand=sort_hand(hand), data=JokerSwapData(st.melds, opened))


def check(params, where, problems) -> None:
    check_require_avoid(params, where, problems)
    check_ranges(params, ("jokers", "hand_size"), where, problems)
    check_rounds(params, TABLE_ROUNDS, "in round 7 whoever opens goes out at once, so no meld "
                                       "is ever on the table", where, problems, "D8")
    no_seq = [r for r in as_tuple(params["round"])
              if r in TABLE_ROUNDS and not CONTRATO.contract(r).sequences]
    if no_seq and params.get("source", "build") == "build":
        problems.append(where.problem(("random", "round"), (
            f"the contract of round(s) {', '.join(map(str, no_seq))} has no sequence to "
            f"hold a joker that can be swapped (rules 4.1, 7.3)"), "7.3"))


def parse(params) -> JokerSwapFamily:
    return JokerSwapFamily(
        rounds=as_tuple(params["round"]),
        opened=as_tuple(params.get("opened", "earlier")),
        jokers=as_range(params.get("jokers"), (1, 2)),
        group_joker=params.get("group_joker", False),
        natural=params.get("natural", 0.8), near=params.get("near", True),
        sizes=as_range(params.get("hand_size"), (2, 5)),
        purchases=as_tuple(params.get("purchases", 0)),
        source=params.get("source", "build"))


def candidate(rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
    if family.source == "game":
        return _from_game(rng, ctx, family)
    return _built(rng, ctx, family)


FAMILY = Family(
    kind="joker-swap", candidate=candidate, parse=parse, check=check,
    properties={
        "source": {"enum": ["build", "game"]},
        "opened": sp.one_or_list(sp.OPENED, 3),
        "jokers": sp.number_range(1, 3),
        "group_joker": {"type": "boolean"},
        "natural": {"type": "number", "minimum": 0, "maximum": 1},
        "near": {"type": "boolean"},
        "hand_size": sp.number_range(1, 20),
        "purchases": sp.one_or_list({"type": "integer", "minimum": 0, "maximum": 4}, 5),
    })
