"""Random families of ``lay-off`` puzzles: a table, a hand, one card and one meld.

``source: build`` (default) plants the contracts of one to three players who have opened,
extended by earlier lay-offs (:mod:`.tables`), and aims the card (``card: fits | near | joker
| ace | any``) at a ``target`` meld (``sequence | group | any``); ``full`` makes the target a
sequence of 13 or 14 cards, ``ace_end`` ends it on an ace, ``took_discard`` gives a hand of
two cards, one just taken from the discard pile (D10). ``source: game`` picks a turn of a
simulated round (:mod:`generator.puzzles.games`): its table, the active player's hand, and one
of its cards. No family is in round 7: whoever opens there goes out at once (7.4, D8).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...engine import CONTRATO
from ...engine.cards import JOKER, SUITS, Card
from ...engine.layoff import lay_off_targets
from ...engine.melds import Group, Meld, Sequence as Run, place_rank
from ...engine.state import Phase, opened_before_this_turn
from .. import schema_parts as sp
from ..kinds.common import TABLE_ROUNDS
from ..kinds.lay_off import LayOffData
from ..situation import Situation, sort_hand
from .base import (Family, FamilyContext, Reject, as_range, as_tuple, check_ranges,
                   check_require_avoid, check_rounds)
from .pool import Pool
from .tables import build_table, hand_size


def _aim_card(rng: random.Random, pool: Pool, meld: Meld, how: str) -> Card:
    """A card for the target: one that fits (``fits``), one that almost fits (``near``), a
    joker, an ace, or any card (the engine decides what it does)."""
    if how == "joker":
        return pool.take(JOKER)
    naturals = [c for c in pool.available(lambda c: not c.is_joker)]
    if how == "any":
        return pool.take(rng.choice(naturals + [JOKER] * (1 if pool.has(JOKER) else 0)))
    if how == "ace":
        suit = meld.suit if isinstance(meld, Run) else rng.choice(SUITS)
        options = [c for c in naturals if c.rank == 1 and c.suit == suit]
    elif isinstance(meld, Group):
        if how == "fits":
            options = [c for c in naturals if c.rank == meld.rank]
        else:
            options = [c for c in naturals if abs(c.rank - meld.rank) == 1]
    else:
        fits = [c for c in naturals if meld.ends_for(c, CONTRATO)]
        if how == "fits":
            options = fits
        else:
            beyond = [place_rank(pl) for pl in (meld.low - 2, meld.high + 2) if 1 <= pl <= 14]
            options = [c for c in naturals if c.suit == meld.suit and c.rank in beyond
                       and c not in fits]
            options += [c for c in naturals if c.suit != meld.suit
                        and any(c.rank == f.rank for f in fits)]
    if not options:
        raise Reject("no card of the kind wanted is left")
    return pool.take(rng.choice(options))


@dataclass(frozen=True)
class LayOffFamily:
    rounds: tuple[int, ...]
    opened: tuple[str, ...]
    target: str
    card: tuple[str, ...]
    full: bool
    ace_end: bool
    took_discard: bool
    sizes: tuple[int, int]
    purchases: tuple[int, ...]
    jokers: tuple[int, int]
    source: str


def _state_situation(rng: random.Random, ctx: FamilyContext, f: LayOffFamily) -> Situation:
    """A turn of a simulated round: its table, the active player's hand after the draw, one
    of its cards, one meld (the engine's answer may be anything)."""
    round_ = rng.choice(f.rounds)
    states = ctx.game_states(round_, lambda st: st.phase is Phase.PLAY and st.table
                             and len(st.hands[st.active]) >= 1)
    if not states:
        raise Reject("no simulated turn with a meld on the table")
    st = rng.choice(states)
    seat = st.active
    opened = ("earlier" if opened_before_this_turn(st) else
              "this-turn" if st.opened[seat] is not None else "no")
    if opened not in f.opened:
        raise Reject(f"the simulated player's opening status is not {'/'.join(f.opened)}")
    hand = st.hands[seat]
    card = rng.choice(hand)
    table = st.melds
    fits = [i for i, _ in lay_off_targets(round_, table, card, opened_before_this_turn=True,
                                          cards_left_after=1)]
    target = rng.choice(fits) if fits and rng.random() < 0.6 else rng.randrange(len(table))
    took = st.drawn if st.drawn_from == "discard" else None
    return ctx.situation(round_, hand=sort_hand(hand),
                         took=took, took_from="discard" if took else None,
                         data=LayOffData(table, opened, card.physical, target))


def _built_situation(rng: random.Random, ctx: FamilyContext, f: LayOffFamily) -> Situation:
    round_ = rng.choice(f.rounds)
    opened = rng.choice(f.opened)
    pool = Pool()
    contract = CONTRATO.contract(round_)
    if f.target == "sequence" and not contract.sequences:
        raise Reject("the contract of the round has no sequence")
    if f.target == "group" and not contract.groups:
        raise Reject("the contract of the round has no group")
    players = rng.randint(1, 3) if opened != "no" else rng.randint(1, 3)
    table = build_table(rng, pool, round_, players=players, jokers=rng.randint(*f.jokers),
                        full=f.full, ace_end=f.ace_end)
    wanted = {"sequence": Run, "group": Group}.get(f.target, (Run, Group))
    if f.full or f.ace_end:
        wanted = Run
    targets = [i for i, m in enumerate(table) if isinstance(m, wanted)]
    if f.full or f.ace_end:
        targets = targets[:1]
    if not targets:
        raise Reject("no meld of the kind wanted on the table")
    target = rng.choice(targets)
    card = _aim_card(rng, pool, table[target], rng.choice(f.card))
    took = None
    if f.took_discard:
        if opened != "earlier":
            raise Reject("going out on the card just taken needs a player who opened earlier")
        (took,) = pool.draw(rng, 1)
        hand = [card, took]
    else:
        size = hand_size(rng, round_, opened, f.sizes, rng.choice(f.purchases))
        if size < 1:
            raise Reject("no card would be in the hand")
        hand = [card] + pool.draw(rng, size - 1, lambda c: True)
    return ctx.situation(round_, hand=sort_hand(hand), took=took,
                         took_from="discard" if took else None,
                         data=LayOffData(tuple(table), opened, card, target))


def check(params, where, problems) -> None:
    check_require_avoid(params, where, problems)
    check_ranges(params, ("hand_size", "jokers"), where, problems)
    check_rounds(params, TABLE_ROUNDS, "in round 7 whoever opens goes out at once, so no meld "
                                       "is ever on the table", where, problems, "D8")
    if params.get("took_discard") and set(as_tuple(params.get("opened", "earlier"))) \
            != {"earlier"}:
        problems.append(where.problem(("random", "took_discard"), (
            "took_discard needs opened: earlier (the player goes out by laying off and "
            "discarding)")))


def parse(params) -> LayOffFamily:
    return LayOffFamily(
        rounds=as_tuple(params["round"]),
        opened=as_tuple(params.get("opened", "earlier")),
        target=params.get("target", "any"),
        card=as_tuple(params.get("card", "any")),
        full=params.get("full", False), ace_end=params.get("ace_end", False),
        took_discard=params.get("took_discard", False),
        sizes=as_range(params.get("hand_size"), (1, 5)),
        purchases=as_tuple(params.get("purchases", 0)),
        jokers=as_range(params.get("jokers"), (0, 1)),
        source=params.get("source", "build"))


def candidate(rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
    if family.source == "game":
        return _state_situation(rng, ctx, family)
    return _built_situation(rng, ctx, family)


FAMILY = Family(
    kind="lay-off", candidate=candidate, parse=parse, check=check,
    properties={
        "source": {"enum": ["build", "game"]},
        "opened": sp.one_or_list(sp.OPENED, 3),
        "target": {"enum": ["sequence", "group", "any"]},
        "card": sp.one_or_list({"enum": ["fits", "near", "joker", "ace", "any"]}, 5),
        "full": {"type": "boolean"},
        "ace_end": {"type": "boolean"},
        "took_discard": {"type": "boolean"},
        "hand_size": sp.number_range(1, 20),
        "purchases": sp.one_or_list({"type": "integer", "minimum": 0, "maximum": 4}, 5),
        "jokers": sp.number_range(0, 3),
    })
