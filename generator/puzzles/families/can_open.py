"""Random families of ``can-open`` (and ``final-round``) puzzles: hands after the draw.

Families build candidate hands (``build``); the engine decides every answer, a build
only aims:

``deal``
    the first cards of a shuffled pack (``jokers``: exactly that many jokers);
``contract``
    the round's contract planted, then random cards: ``jokers`` in the melds at
    ``joker_place`` (end / middle / group / any), ``ace`` high or low in the first sequence,
    ``two_copies`` (a group with a repeated suit), ``same_suit`` (two sequences of one suit
    with a ``gap`` or an ``overlap``), ``filler_jokers`` among the other cards;
``near-miss``
    a planted contract with one of its cards swapped for a random one;
``contiguous``
    two contract sequences of one suit, one just above the other (4.3);
``overlap``
    two melds that need the same single card (a group and a sequence through it, or two
    same-suit sequences overlapping); ``rescue`` adds the card that makes it work;
``same-rank-groups``
    two contract groups of one rank (D11).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from ...engine import CONTRATO
from ...engine.cards import JOKER, RANKS, SUITS, Card
from ...engine.deck import shuffled_pack
from ...engine.melds import place_rank
from .. import schema_parts as sp
from ..situation import Situation, sort_hand
from .base import Family, FamilyContext, Reject, as_tuple, check_require_avoid
from .pool import (Planted, Pool, flat, place_jokers, plant_group, plant_sequence,
                   split_lengths)


def _contract(round_: int):
    return CONTRATO.contract(round_)


def _rounds_with(pred: Callable[[Any], bool]) -> tuple[int, ...]:
    return tuple(c.round for c in CONTRATO.contracts if pred(c))


#: How a random can-open family builds its hands.
BUILDS: tuple[str, ...] = ("deal", "contract", "near-miss", "contiguous", "overlap",
                           "same-rank-groups")

BUILD_ROUNDS: dict[str, tuple[int, ...]] = {
    "deal": _rounds_with(lambda c: True),
    "contract": _rounds_with(lambda c: True),
    "near-miss": _rounds_with(lambda c: True),
    "contiguous": _rounds_with(lambda c: c.sequences >= 2),
    "overlap": _rounds_with(lambda c: c.sequences >= 1 and (c.groups >= 1 or c.sequences >= 2)
                            and not c.whole_hand),
    "same-rank-groups": _rounds_with(lambda c: c.groups >= 2),
}

#: The options each build understands (besides count, round, purchases, require, avoid, …).
BUILD_OPTIONS: dict[str, tuple[str, ...]] = {
    "deal": ("jokers",),
    "contract": ("jokers", "joker_place", "ace", "two_copies", "same_suit", "filler_jokers"),
    "near-miss": ("jokers", "joker_place", "ace", "two_copies", "same_suit", "filler_jokers"),
    "contiguous": ("jokers", "joker_place", "filler_jokers"),
    "overlap": ("rescue", "filler_jokers"),
    "same-rank-groups": ("jokers", "filler_jokers"),
}
_BUILD_ONLY = ("jokers", "joker_place", "ace", "two_copies", "same_suit", "rescue",
               "filler_jokers")




def _low_for(rng: random.Random, length: int, ace: str | None) -> int:
    if ace == "high":
        return 14 - length + 1
    if ace == "low":
        return 1
    return rng.randint(1, 14 - length + 1)


def _second_low(rng: random.Random, low: int, length: int, length2: int, how: str) -> int:
    """A place for a second same-suit sequence: with a gap, or overlapping (4.3)."""
    high = low + length - 1
    if how == "overlap":
        options = [l for l in range(low - length2 + 1, high + 1) if 1 <= l <= 15 - length2]
    else:
        options = [l for l in range(1, 15 - length2 + 1)
                   if l >= high + 2 or l + length2 - 1 <= low - 2]
    if not options:
        raise Reject("no room for a second sequence of the suit")
    return rng.choice(options)


def check_build_params(params: Mapping, where, problems) -> None:
    """The checks of a can-open family's parameters that a schema cannot express: options
    that the build does not use, rounds the build cannot make, joker counts beyond the 3 of
    the pack (1.2)."""
    base = ("random",)

    def bad(field: str, message: str, clause: str | None = None) -> None:
        problems.append(where.problem(base + (field,), message, clause))

    rounds = as_tuple(params["round"])
    check_require_avoid(params, where, problems)
    build = params["build"]
    allowed = BUILD_OPTIONS[build]
    for name in _BUILD_ONLY:
        if name in params and name not in allowed:
            users = [b for b in BUILDS if name in BUILD_OPTIONS[b]]
            bad(name, f"build {build!r} does not use {name!r} (only {', '.join(users)})")
    wrong = [r for r in rounds if r not in BUILD_ROUNDS[build]]
    if wrong:
        problems.append(where.problem(base + ("round",), (
            f"build {build!r} cannot make round(s) {', '.join(map(str, wrong))}: it works in "
            f"rounds {', '.join(map(str, BUILD_ROUNDS[build]))} (rule 4.1)"), "4.1"))
    jokers = params.get("jokers", 0)
    if jokers + params.get("filler_jokers", 0) > CONTRATO.jokers:
        bad("filler_jokers" if "filler_jokers" in params else "jokers",
            f"jokers and filler_jokers together exceed the {CONTRATO.jokers} jokers of the pack "
            f"(rule 1.2)", "1.2")
    place = params.get("joker_place")
    if place is not None and not jokers:
        bad("joker_place", "joker_place needs jokers: 1 or more")
    need = {
        "ace": (lambda c: c.sequences >= 1, "sequence"),
        "same_suit": (lambda c: c.sequences >= 2, "second sequence"),
        "two_copies": (lambda c: c.groups >= 1, "group"),
    }
    if place == "group":
        need["joker_place"] = (lambda c: c.groups >= 1, "group")
    elif place in ("end", "middle"):
        need["joker_place"] = (lambda c: c.sequences >= 1, "sequence")
    for name, (pred, what) in need.items():
        if params.get(name) in (None, False):
            continue
        lacking = [r for r in rounds if not pred(_contract(r))]
        if lacking:
            bad(name, f"the contract of round(s) {', '.join(map(str, lacking))} has no {what} "
                      f"(rule 4.1)", "4.1")



@dataclass(frozen=True)
class CanOpenFamily:
    """The parameters of a can-open family, with defaults."""

    rounds: tuple[int, ...]
    purchases: tuple[int, ...]
    build: str
    jokers: int | None
    joker_place: str
    ace: str | None
    two_copies: bool
    same_suit: str | None
    rescue: bool
    filler_jokers: int


def parse(params: dict) -> CanOpenFamily:
    return CanOpenFamily(
        rounds=as_tuple(params["round"]),
        purchases=as_tuple(params.get("purchases", 0)),
        build=params["build"],
        jokers=params.get("jokers"),
        joker_place=params.get("joker_place", "any"),
        ace=params.get("ace"),
        two_copies=params.get("two_copies", False),
        same_suit=params.get("same_suit"),
        rescue=params.get("rescue", False),
        filler_jokers=params.get("filler_jokers", 0),
    )


def _contract_melds(rng: random.Random, pool: Pool, f: CanOpenFamily, round_: int,
                    size: int) -> list[Planted]:
    """The round's contract as planted melds (jokers placed); no filler yet."""
    contract = _contract(round_)
    melds: list[Planted] = []
    for g in range(contract.groups):
        melds.append(plant_group(rng, pool, dup=f.two_copies and g == 0))
    if contract.whole_hand:
        lengths = split_lengths(rng, size - f.filler_jokers, contract.sequences)
    else:
        lengths = [CONTRATO.sequence_length] * contract.sequences
    first_suit = None
    first = None
    for j, length in enumerate(lengths):
        if j == 0:
            suit = rng.choice(SUITS)
            low = _low_for(rng, length, f.ace)
            first_suit, first = suit, (low, length)
        elif j == 1 and f.same_suit:
            suit = first_suit
            low = _second_low(rng, first[0], first[1], length, f.same_suit)
        else:
            suit = rng.choice([s for s in SUITS if s != first_suit])
            low = rng.randint(1, 14 - length + 1)
        melds.append(plant_sequence(pool, suit, low, length))
    if f.jokers:
        place_jokers(rng, pool, melds, f.jokers, f.joker_place)
    return melds


def _fill(rng: random.Random, pool: Pool, cards: list[Card], size: int,
          jokers: int) -> list[Card]:
    if len(cards) + jokers > size:
        raise Reject("the planted cards do not fit the hand size")
    cards = cards + [pool.take(JOKER) for _ in range(jokers)]
    return cards + pool.draw(rng, size - len(cards))


def build_hand(rng: random.Random, f: CanOpenFamily, round_: int, size: int) -> list[Card]:
    pool = Pool()
    contract = _contract(round_)
    build = f.build
    if build == "deal":
        pack = shuffled_pack(rng, CONTRATO)
        if f.jokers is None:
            return pack[:size]
        naturals = [c for c in pack if not c.is_joker]
        return naturals[:size - f.jokers] + [JOKER] * f.jokers
    if build in ("contract", "near-miss"):
        melds = _contract_melds(rng, pool, f, round_, size)
        fillers = 0 if contract.whole_hand else f.filler_jokers
        cards = flat(melds)
        if contract.whole_hand:
            cards += [pool.take(JOKER) for _ in range(f.filler_jokers)]
        cards = _fill(rng, pool, cards, size, fillers)
        if build == "near-miss":
            naturals = [i for i, c in enumerate(cards[:len(flat(melds))]) if not c.is_joker]
            i = rng.choice(naturals)
            gone = cards[i]
            (swap,) = pool.draw(rng, 1, lambda c: not c.is_joker and c != gone)
            pool.give(gone)
            cards[i] = swap
        return cards
    if build == "contiguous":
        melds = []
        for _ in range(contract.groups):
            melds.append(plant_group(rng, pool))
        if contract.whole_hand:
            lengths = split_lengths(rng, size - f.filler_jokers, contract.sequences)
        else:
            lengths = [CONTRATO.sequence_length] * contract.sequences
        suit = rng.choice(SUITS)
        span = lengths[0] + lengths[1]
        if span > 14:
            raise Reject("two contiguous sequences longer than a suit")
        low = rng.randint(1, 14 - span + 1)
        melds.append(plant_sequence(pool, suit, low, lengths[0]))
        melds.append(plant_sequence(pool, suit, low + lengths[0], lengths[1]))
        for length in lengths[2:]:
            other = rng.choice([s for s in SUITS if s != suit])
            melds.append(plant_sequence(pool, other, rng.randint(1, 14 - length + 1), length))
        if f.jokers:
            place_jokers(rng, pool, melds, f.jokers, f.joker_place)
        cards = flat(melds)
        if contract.whole_hand:
            cards += [pool.take(JOKER) for _ in range(f.filler_jokers)]
            return _fill(rng, pool, cards, size, 0)
        return _fill(rng, pool, cards, size, f.filler_jokers)
    if build == "overlap":
        modes = []
        if contract.groups and contract.sequences:
            modes.append("group-sequence")
        if contract.sequences >= 2:
            modes.append("sequences")
        mode = rng.choice(modes)
        cards: list[Card] = []
        groups_left, seqs_left = contract.groups, contract.sequences
        suit = rng.choice(SUITS)
        if mode == "group-sequence":
            rank = rng.randint(2, 13)
            low = rng.randint(max(1, rank - 3), min(rank, 11))
            cards += plant_sequence(pool, suit, low, 4).cards
            others = rng.sample([s for s in SUITS if s != suit], 2)
            cards += [pool.take(Card(rank, s)) for s in others]
            if f.rescue:
                (extra,) = pool.draw(rng, 1, lambda c: c.rank == rank)
                cards.append(extra)
            groups_left -= 1
            seqs_left -= 1
        else:
            k = rng.randint(1, 3)
            low = rng.randint(1, 14 - (8 - k) + 1)
            cards += plant_sequence(pool, suit, low, 8 - k).cards
            if f.rescue:
                for place in range(low + 4 - k, low + 4):
                    cards.append(pool.take(Card(place_rank(place), suit)))
            seqs_left -= 2
        for _ in range(groups_left):
            cards += plant_group(rng, pool).cards
        for _ in range(seqs_left):
            other = rng.choice([s for s in SUITS if s != suit])
            cards += plant_sequence(pool, other, rng.randint(1, 11), 4).cards
        return _fill(rng, pool, cards, size, f.filler_jokers)
    if build == "same-rank-groups":
        rank = rng.choice(RANKS)
        jokers = f.jokers or 0
        copies = [Card(rank, s) for s in SUITS for _ in range(CONTRATO.decks)]
        cards = [pool.take(c) for c in rng.sample(copies, 6 - jokers)]
        cards += [pool.take(JOKER) for _ in range(jokers)]
        for _ in range(contract.groups - 2):
            cards += plant_group(rng, pool).cards
        for _ in range(contract.sequences):
            cards += plant_sequence(pool, rng.choice(SUITS), rng.randint(1, 11), 4).cards
        return _fill(rng, pool, cards, size, f.filler_jokers)
    raise ValueError(f"no build {build!r}")


def candidate(rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
    round_ = rng.choice(family.rounds)
    purchases = rng.choice(family.purchases)
    size = CONTRATO.deal_size(round_) + 1 + 2 * purchases
    cards = build_hand(rng, family, round_, size)
    return ctx.situation(round_, hand=sort_hand(cards))


#: The parameters of a can-open family (and of a final-round one, which adds a build).
PROPERTIES: dict[str, Any] = {
    "purchases": sp.one_or_list({"type": "integer", "minimum": 0, "maximum": 4}, 5),
    "build": {"enum": list(BUILDS)},
    "jokers": {"type": "integer", "minimum": 0, "maximum": 3},
    "joker_place": {"enum": ["end", "middle", "group", "any"]},
    "ace": {"enum": ["high", "low"]},
    "two_copies": {"type": "boolean"},
    "same_suit": {"enum": ["gap", "overlap"]},
    "rescue": {"type": "boolean"},
    "filler_jokers": {"type": "integer", "minimum": 0, "maximum": 3},
}

FAMILY = Family(kind="can-open", candidate=candidate, parse=parse, check=check_build_params,
                properties=PROPERTIES, required=("count", "round", "build"))
