"""Random families of ``contract-pair`` puzzles: two sequences of one suit in a contract.

``question`` (``lay-down`` or ``later``); ``relation`` (``contiguous | gap | overlap | any``:
where the second sequence starts); ``jokers`` in the pair (declared at their places); ``ace``:
the pair is J-Q-K-A with A-2-3-4 (never contiguous: no wrap-around); ``purchases`` (round 7:
the hand grows by 2 each, 6.3, so the sequences are longer).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...engine import CONTRATO
from ...engine.cards import JOKER, RANKS, SUITS, Card
from ...engine.errors import ContratoError, MeldError
from ...engine.melds import Meld, make_group, make_sequence, place_rank
from .. import schema_parts as sp
from ..kinds.contract_pair import ROUNDS, PairData
from ..situation import Situation
from .base import (Family, FamilyContext, Reject, as_range, as_tuple, check_ranges,
                   check_require_avoid, check_rounds)
from .pool import Pool, split_lengths

@dataclass(frozen=True)
class PairFamily:
    rounds: tuple[int, ...]
    question: str
    relation: tuple[str, ...]
    jokers: tuple[int, int]
    ace: bool
    purchases: tuple[int, ...]


def _place_cards(pool: Pool, suit, low: int, length: int, jokers: set[int]) -> list[Card]:
    """The cards of a sequence from place ``low``; the places in ``jokers`` are jokers
    declared as the card of their place (D2)."""
    out = []
    for pl in range(low, low + length):
        value = Card(place_rank(pl), suit)
        out.append(pool.take(JOKER).declare(value) if pl in jokers else pool.take(value))
    return out


def _build(rng: random.Random, ctx: FamilyContext, f: PairFamily) -> Situation:
    round_ = rng.choice(f.rounds)
    contract = CONTRATO.contract(round_)
    pool = Pool()
    relation = rng.choice(f.relation)
    if f.question == "later":
        relation = "gap"
    if contract.whole_hand:
        size = CONTRATO.deal_size(round_) + 1 + 2 * rng.choice(f.purchases)
        lengths = split_lengths(rng, size, 3)
        rng.shuffle(lengths)
    else:
        lengths = [4] * contract.sequences
    la, lb = lengths[0], lengths[1]
    suit = rng.choice(SUITS)
    if f.ace:
        if la > 4 or lb > 4:
            raise Reject("an ace-to-ace pair is two sequences of 4")
        low_a, low_b = 11, 1
    else:
        low_a = rng.randint(1, 15 - la)
        high_a = low_a + la - 1
        if relation == "contiguous":
            low_b = high_a + 1
        elif relation == "gap":
            low_b = high_a + 1 + (1 if f.question == "later" else rng.randint(1, 3))
        elif relation == "overlap":
            low_b = rng.randint(max(1, low_a - lb + 1), high_a)
        else:
            low_b = rng.randint(1, 15 - lb)
        if low_b < 1 or low_b + lb - 1 > 14:
            raise Reject("no room in the suit for the second sequence")
    places_a = set(range(low_a, low_a + la))
    places_b = set(range(low_b, low_b + lb))
    n_jokers = rng.randint(*f.jokers)
    spots = [("a", pl) for pl in places_a] + [("b", pl) for pl in places_b]
    chosen = rng.sample(spots, min(n_jokers, len(spots)))
    try:
        a = _place_cards(pool, suit, low_a, la, {pl for w, pl in chosen if w == "a"})
        b = _place_cards(pool, suit, low_b, lb, {pl for w, pl in chosen if w == "b"})
        melds: list[Meld] = [make_sequence(a), make_sequence(b)]
    except (MeldError, ContratoError):
        raise Reject("the planted pair is not two sequences")
    if rng.random() < 0.5:
        melds[0], melds[1] = melds[1], melds[0]
    for _ in range(contract.groups):
        rank = rng.choice(RANKS)
        cards = pool.draw(rng, 3, lambda c, r=rank: c.rank == r)
        melds.append(make_group(cards))
    for length in lengths[2:]:
        other = rng.choice([x for x in SUITS if x != suit])
        low = rng.randint(1, 15 - length)
        melds.append(make_sequence(_place_cards(pool, other, low, length, set())))
    if f.question == "later":
        x, y = sorted(melds[:2], key=lambda m: m.low)
        gap = Card(place_rank(x.high + 1), suit)
        card = pool.take(JOKER) if (rng.random() < 0.3 and pool.has(JOKER)) else (
            pool.take(gap) if pool.has(gap) else None)
        if card is None:
            raise Reject("the card of the gap is used twice already")
        target = melds.index(x) if rng.random() < 0.5 else melds.index(y)
        end = "high" if melds[target] is x else "low"
        return ctx.situation(round_, hand=(card,),
                             data=PairData("later", tuple(melds), card, target, end))
    return ctx.situation(round_, data=PairData("lay-down", tuple(melds)))


def check(params, where, problems) -> None:
    check_require_avoid(params, where, problems)
    check_ranges(params, ("jokers",), where, problems)
    check_rounds(params, ROUNDS, "the contract needs two sequences or more", where, problems)


def parse(params) -> PairFamily:
    return PairFamily(
        rounds=as_tuple(params["round"]), question=params.get("question", "lay-down"),
        relation=as_tuple(params.get("relation", "any")),
        jokers=as_range(params.get("jokers"), (0, 1)), ace=params.get("ace", False),
        purchases=as_tuple(params.get("purchases", 0)))


def candidate(rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
    return _build(rng, ctx, family)


FAMILY = Family(
    kind="contract-pair", candidate=candidate, parse=parse, check=check,
    properties={
        "question": {"enum": ["lay-down", "later"]},
        "relation": sp.one_or_list({"enum": ["contiguous", "gap", "overlap", "any"]}, 4),
        "jokers": sp.number_range(0, 3),
        "ace": {"type": "boolean"},
        "purchases": sp.one_or_list({"type": "integer", "minimum": 0, "maximum": 4}, 5),
    })
