"""Generation: templates → situations.

A hand-written template gives its situations as they are. A random family draws hands with
its own :class:`random.Random`, seeded from the global seed and the template's name
(:func:`derive_seed`), so the same templates and seed give the same puzzles, and one family's
puzzles do not change when another template is added.

A family builds candidate hands (``build``), asks the engine about each one (:mod:`.solve`),
tags it (:mod:`.tagging`) and keeps it only if it carries every ``require`` tag and no
``avoid`` tag and is not a duplicate of one it already has. After ``count`` ×
``tries_per_puzzle`` tries without enough puzzles, the family fails with a
:class:`~.errors.TemplateError` saying how many it made and why the others were refused.

Can-open builds (the engine decides the answer in every case; a build only aims):

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

Penalty families draw the cards left in hand: ``size``, ``jokers``, ``aces``, ``faces`` as a
number or a ``[min, max]`` range.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from ..engine import CONTRATO, full_pack
from ..engine.cards import JOKER, RANKS, SUITS, Card
from ..engine.deck import shuffled_pack
from ..engine.melds import place_rank
from . import source
from .errors import Problem, TemplateError
from .schema import BUILDS
from .situation import Situation, sort_hand
from .solve import NotEnoughMistakes, solve
from .tagging import tag
from .templates import (Config, FixedTemplate, RandomTemplate, Template, size_problem,
                        text_by_lang)


def derive_seed(seed: int, name: str) -> int:
    """The seed of one template: 64 bits of SHA-256 of ``"<seed>/<name>"``."""
    digest = hashlib.sha256(f"{seed}/{name}".encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


class Reject(Exception):
    """A candidate hand given up; ``str(reason)`` says why (counted in failure messages)."""


# -- rounds and what they contain ------------------------------------------------------------

def _contract(round_: int):
    return CONTRATO.contract(round_)


def _rounds_with(pred: Callable[[Any], bool]) -> tuple[int, ...]:
    return tuple(c.round for c in CONTRATO.contracts if pred(c))


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


def _as_tuple(value: Any) -> tuple:
    return tuple(value) if isinstance(value, list) else (value,)


def _as_range(value: Any, default: tuple[int, int] | None) -> tuple[int, int] | None:
    if value is None:
        return default
    if isinstance(value, list):
        return (value[0], value[1])
    return (value, value)


def check_params(kind: str, params: dict, where: source.Located,
                 problems: list[Problem]) -> None:
    """The checks of a random family's parameters that a schema cannot express: options
    that the build does not use, rounds the build cannot make, ranges upside down, joker
    counts beyond the 3 of the pack (1.2). Appends to ``problems``."""
    base = ("random",)

    def bad(field: str, message: str, clause: str | None = None) -> None:
        problems.append(where.problem(base + (field,), message, clause))

    rounds = _as_tuple(params["round"])
    overlap = set(params.get("require", ())) & set(params.get("avoid", ()))
    if overlap:
        bad("avoid", f"tag(s) both required and avoided: {', '.join(sorted(overlap))}")
    if kind == "penalty":
        ranges = {}
        for name in ("size", "jokers", "aces", "faces"):
            r = _as_range(params.get(name), None)
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
        return
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


# -- cards available -------------------------------------------------------------------------

class _Pool:
    """The physical cards not yet used: the 107 of the pack (1.2)."""

    def __init__(self) -> None:
        self.left = Counter(full_pack(CONTRATO))

    def take(self, card: Card) -> Card:
        if self.left[card] <= 0:
            raise Reject("the plan needed a card already used twice")
        self.left[card] -= 1
        return card

    def give(self, card: Card) -> None:
        self.left[card] += 1

    def available(self, pred: Callable[[Card], bool] = lambda c: True) -> list[Card]:
        return [c for c in self.left.elements() if pred(c)]

    def draw(self, rng: random.Random, n: int,
             pred: Callable[[Card], bool] = lambda c: not c.is_joker) -> list[Card]:
        pool = self.available(pred)
        if n > len(pool):
            raise Reject("not enough cards of the kind wanted")
        cards = rng.sample(pool, n)
        for c in cards:
            self.take(c)
        return cards


@dataclass
class _Planted:
    kind: str            # "group" | "sequence"
    cards: list[Card]    # a sequence from its low end


def _group(rng: random.Random, pool: _Pool, rank: int | None = None,
           dup: bool = False) -> _Planted:
    rank = rank or rng.choice(RANKS)
    if dup:
        suit = rng.choice(SUITS)
        other = rng.choice([s for s in SUITS if s != suit])
        suits = [suit, suit, other]
    else:
        suits = rng.sample(SUITS, 3)
    return _Planted("group", [pool.take(Card(rank, s)) for s in suits])


def _sequence(pool: _Pool, suit, low: int, length: int) -> _Planted:
    if low < 1 or low + length - 1 > 14:
        raise Reject("a sequence would pass an ace")
    return _Planted("sequence", [pool.take(Card(place_rank(p), suit))
                                 for p in range(low, low + length)])


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


def _place_jokers(rng: random.Random, pool: _Pool, melds: list[_Planted], n: int,
                  where: str) -> None:
    spots = []
    for m_i, m in enumerate(melds):
        for i in range(len(m.cards)):
            if m.kind == "group":
                ok = where in ("group", "any")
            elif i in (0, len(m.cards) - 1):
                ok = where in ("end", "any")
            else:
                ok = where in ("middle", "any")
            if ok and not m.cards[i].is_joker:
                spots.append((m_i, i))
    if n > len(spots):
        raise Reject("no room for the jokers where wanted")
    for m_i, i in rng.sample(spots, n):
        pool.give(melds[m_i].cards[i])
        melds[m_i].cards[i] = pool.take(JOKER)


def _lengths(rng: random.Random, total: int, parts: int, least: int = 4) -> list[int]:
    """A random split of ``total`` cards into ``parts`` sequences of ``least``–14 cards."""
    if total < parts * least or total > parts * 14:
        raise Reject("the cards do not split into sequences")
    out = [least] * parts
    for _ in range(total - parts * least):
        choices = [i for i in range(parts) if out[i] < 14]
        out[rng.choice(choices)] += 1
    return out


@dataclass(frozen=True)
class _Family:
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


def _family(params: dict) -> _Family:
    return _Family(
        rounds=_as_tuple(params["round"]),
        purchases=_as_tuple(params.get("purchases", 0)),
        build=params["build"],
        jokers=params.get("jokers"),
        joker_place=params.get("joker_place", "any"),
        ace=params.get("ace"),
        two_copies=params.get("two_copies", False),
        same_suit=params.get("same_suit"),
        rescue=params.get("rescue", False),
        filler_jokers=params.get("filler_jokers", 0),
    )


def _contract_melds(rng: random.Random, pool: _Pool, f: _Family, round_: int,
                    size: int) -> list[_Planted]:
    """The round's contract as planted melds (jokers placed); no filler yet."""
    contract = _contract(round_)
    melds: list[_Planted] = []
    for g in range(contract.groups):
        melds.append(_group(rng, pool, dup=f.two_copies and g == 0))
    if contract.whole_hand:
        lengths = _lengths(rng, size - f.filler_jokers, contract.sequences)
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
        melds.append(_sequence(pool, suit, low, length))
    if f.jokers:
        _place_jokers(rng, pool, melds, f.jokers, f.joker_place)
    return melds


def _fill(rng: random.Random, pool: _Pool, cards: list[Card], size: int,
          jokers: int) -> list[Card]:
    if len(cards) + jokers > size:
        raise Reject("the planted cards do not fit the hand size")
    cards = cards + [pool.take(JOKER) for _ in range(jokers)]
    return cards + pool.draw(rng, size - len(cards))


def _flat(melds: Iterable[_Planted]) -> list[Card]:
    return [c for m in melds for c in m.cards]


def _build_can_open(rng: random.Random, f: _Family, round_: int, size: int) -> list[Card]:
    pool = _Pool()
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
        cards = _flat(melds)
        if contract.whole_hand:
            cards += [pool.take(JOKER) for _ in range(f.filler_jokers)]
        cards = _fill(rng, pool, cards, size, fillers)
        if build == "near-miss":
            naturals = [i for i, c in enumerate(cards[:len(_flat(melds))]) if not c.is_joker]
            i = rng.choice(naturals)
            gone = cards[i]
            (swap,) = pool.draw(rng, 1, lambda c: not c.is_joker and c != gone)
            pool.give(gone)
            cards[i] = swap
        return cards
    if build == "contiguous":
        melds = []
        for _ in range(contract.groups):
            melds.append(_group(rng, pool))
        if contract.whole_hand:
            lengths = _lengths(rng, size - f.filler_jokers, contract.sequences)
        else:
            lengths = [CONTRATO.sequence_length] * contract.sequences
        suit = rng.choice(SUITS)
        span = lengths[0] + lengths[1]
        if span > 14:
            raise Reject("two contiguous sequences longer than a suit")
        low = rng.randint(1, 14 - span + 1)
        melds.append(_sequence(pool, suit, low, lengths[0]))
        melds.append(_sequence(pool, suit, low + lengths[0], lengths[1]))
        for length in lengths[2:]:
            other = rng.choice([s for s in SUITS if s != suit])
            melds.append(_sequence(pool, other, rng.randint(1, 14 - length + 1), length))
        if f.jokers:
            _place_jokers(rng, pool, melds, f.jokers, f.joker_place)
        cards = _flat(melds)
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
            cards += _sequence(pool, suit, low, 4).cards
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
            cards += _sequence(pool, suit, low, 8 - k).cards
            if f.rescue:
                for p in range(low + 4 - k, low + 4):
                    cards.append(pool.take(Card(place_rank(p), suit)))
            seqs_left -= 2
        for _ in range(groups_left):
            cards += _group(rng, pool).cards
        for _ in range(seqs_left):
            other = rng.choice([s for s in SUITS if s != suit])
            cards += _sequence(pool, other, rng.randint(1, 11), 4).cards
        return _fill(rng, pool, cards, size, f.filler_jokers)
    if build == "same-rank-groups":
        rank = rng.choice(RANKS)
        jokers = f.jokers or 0
        copies = [Card(rank, s) for s in SUITS for _ in range(CONTRATO.decks)]
        cards = [pool.take(c) for c in rng.sample(copies, 6 - jokers)]
        cards += [pool.take(JOKER) for _ in range(jokers)]
        for _ in range(contract.groups - 2):
            cards += _group(rng, pool).cards
        for _ in range(contract.sequences):
            cards += _sequence(pool, rng.choice(SUITS), rng.randint(1, 11), 4).cards
        return _fill(rng, pool, cards, size, f.filler_jokers)
    raise ValueError(f"no build {build!r}")


# -- penalty ---------------------------------------------------------------------------------

_DEFAULT_PENALTY_SIZE = (3, 8)


def _penalty_sizes(round_: int, size: tuple[int, int]) -> list[int]:
    return [n for n in range(max(1, size[0]), size[1] + 1)
            if size_problem("penalty", round_, n) is None]


def _is_face(c: Card) -> bool:
    return not c.is_joker and c.rank in (11, 12, 13)


def _is_ace(c: Card) -> bool:
    return c.rank == 1


def _build_penalty(rng: random.Random, params: dict, round_: int) -> list[Card]:
    pool = _Pool()
    size = rng.choice(_penalty_sizes(round_, _as_range(params.get("size"),
                                                       _DEFAULT_PENALTY_SIZE)))
    wanted = {name: _as_range(params.get(name), None) for name in ("jokers", "aces", "faces")}
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


# -- families --------------------------------------------------------------------------------

def _situation(template: RandomTemplate, round_: int, cards: list[Card]) -> Situation:
    p = template.params
    return Situation(kind=template.kind, round=round_, hand=sort_hand(cards),
                     template=f"{template.name}#random", tags=template.tags,
                     remarks=tuple(p.get("remarks", ())), title=text_by_lang(p.get("title")),
                     note=text_by_lang(p.get("note")))


def run_family(template: RandomTemplate, seed: int, config: Config) -> list[Situation]:
    """The ``count`` distinct situations of a random family (see the module doc). Raises
    :class:`~.errors.TemplateError` at the family's ``count`` when it cannot make them."""
    rng = random.Random(derive_seed(seed, template.name))
    params = template.params
    require = set(params.get("require", ()))
    avoid = set(params.get("avoid", ()))
    family = _family(params) if template.kind == "can-open" else None
    made: list[Situation] = []
    keys: set[str] = set()
    refused: Counter = Counter()
    tries = template.count * config.tries_per_puzzle
    for _ in range(tries):
        if len(made) == template.count:
            break
        try:
            if family is not None:
                round_ = rng.choice(family.rounds)
                purchases = rng.choice(family.purchases)
                size = CONTRATO.deal_size(round_) + 1 + 2 * purchases
                cards = _build_can_open(rng, family, round_, size)
            else:
                round_ = rng.choice(_as_tuple(params["round"]))
                cards = _build_penalty(rng, params, round_)
        except Reject as why:
            refused[str(why)] += 1
            continue
        situation = _situation(template, round_, cards)
        if situation.key in keys:
            refused["a duplicate of a puzzle the family already has"] += 1
            continue
        try:
            facts = solve(situation)
        except NotEnoughMistakes:
            refused["fewer than 3 named mistakes fit the hand"] += 1
            continue
        tags = set(tag(situation, facts).tags)
        missing = sorted(require - tags)
        if missing:
            refused[f"lacked tag {missing[0]!r}"] += 1
            continue
        unwanted = sorted(avoid & tags)
        if unwanted:
            refused[f"had avoided tag {unwanted[0]!r}"] += 1
            continue
        keys.add(situation.key)
        made.append(situation)
    if len(made) < template.count:
        reasons = "; ".join(f"{n} × {why}" for why, n in refused.most_common(4))
        raise template.where.error(
            ("random", "count"),
            f"the family made only {len(made)} of {template.count} distinct puzzles in "
            f"{tries} tries (refused: {reasons or 'none'}); loosen 'require'/'avoid', change "
            f"the build, or lower 'count'", at_key=True)
    return made


def generate(templates: Iterable[Template], seed: int, config: Config) -> list[Situation]:
    """Every situation of the templates, in template order (hand-written situations in file
    order, a family's in the order drawn). Duplicates are *not* removed here (see
    :func:`generator.puzzles.pipeline.dedupe`). Raises :class:`~.errors.TemplateError` listing
    every family that failed."""
    out: list[Situation] = []
    problems: list[Problem] = []
    for template in templates:
        if isinstance(template, FixedTemplate):
            out.extend(template.situations)
            continue
        try:
            out.extend(run_family(template, seed, config))
        except TemplateError as err:
            problems.extend(err.problems)
    if problems:
        raise TemplateError(problems)
    return out
