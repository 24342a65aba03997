"""``can-open``: can this hand open (lay down the round's contract) now?

The generator never decides a rule itself. It asks :func:`generator.engine.judge_opening`,
and, to say how close a hand gets or which meld is a trap,
:func:`generator.engine.opening_laydowns` under a *sub-contract* (the same profile with the
round's contract replaced by fewer melds: :func:`sub_contract_profile`). Verification asks
:func:`generator.engine.can_open` (an independent search that stops at the first lay-down) and
:func:`generator.engine.validate_opening` for every lay-down listed.

Random families build candidate hands (``build``); the engine decides every answer, a build
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

Difficulty counts the ideas the answer needs beyond the contract itself (jokers, aces high or
low, 4.3, a card wanted by two melds, two copies of one card, the whole hand of round 7, the
size of the hand) and adds one when there are several near-misses to see through.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Callable, Mapping, Sequence

from ...engine import (CONTRATO, Contract, MeldKind, OpeningVerdict, Profile, can_open,
                       judge_opening, opening_laydowns, validate_opening)
from ...engine.cards import JOKER, RANKS, SUITS, Card
from ...engine.contracts import LayDown
from ...engine.deck import shuffled_pack
from ...engine.errors import ContractError, ContratoError
from ...engine.melds import HIGH_ACE, LOW_ACE, Group, Meld, Sequence as Run, place_rank
from ...lang.cards import cards_markup
from .. import schema_parts as sp
from ..fields import parse_card_one, parse_hand
from ...questions.common import size_problem
from ...questions.lines import (Cards, ContractWords, KindWords, LengthWords, Line, MissingWords,
                     RankWord, cards_of, p)
from ..situation import Situation, sort_hand
from ..texts import load_texts
from .base import FamilyContext, Kind, Reject, as_tuple, check_require_avoid, fail
from .pool import (Planted, Pool, flat, place_jokers, plant_group, plant_sequence,
                   split_lengths)

# -- the engine's answer --------------------------------------------------------------------

def sub_contract_profile(round_: int, groups: int, sequences: int,
                         profile: Profile = CONTRATO) -> Profile:
    """``profile`` with the contract of ``round_`` replaced by ``groups`` groups and
    ``sequences`` sequences at their exact lengths, keeping a card for the discard (5.2, 5.5).
    Asking the engine for the lay-downs of this profile lists the melds (or sets of melds) a
    hand can make, without the generator knowing how a meld is validated."""
    sub = Contract(round_, groups, sequences)
    return dataclasses.replace(profile, contracts=tuple(
        sub if c.round == round_ else c for c in profile.contracts))


def melds_of(round_: int, hand: Sequence[Card], kind: MeldKind,
             profile: Profile = CONTRATO) -> list[Meld]:
    """Every distinct contract-length meld of ``kind`` the hand can make (jokers included),
    in the engine's canonical order."""
    groups, seqs = (1, 0) if kind is MeldKind.GROUP else (0, 1)
    sub = sub_contract_profile(round_, groups, seqs, profile)
    return [l.melds[0] for l in opening_laydowns(round_, hand, sub)]


def overused(hand: Sequence[Card], melds: Sequence[Meld]) -> tuple[Card, ...]:
    """Physical cards the melds need more often than the hand holds them (3.6)."""
    need = Counter(c.physical for m in melds for c in m.cards)
    have = Counter(c.physical for c in hand)
    return tuple(sorted((need - have).elements(), key=Card.sort_key))


@dataclass(frozen=True)
class CanOpenFacts:
    """The engine's answer to "can this hand open now?" and what the explanation shows.

    - ``verdict``: :func:`~generator.engine.judge_opening`'s verdict;
    - ``traps`` (yes, rounds 1–6): natural melds of the hand that belong to no legal
      lay-down — taking one leaves the rest of the contract incomplete (3.6);
    - ``shared`` (no, rounds 1–6): a meld the best partial lay-down lacks that the hand does
      make on its own, with the cards it would need twice (3.6);
    - ``final_partial`` (no, round 7): the most 4-card sequences the hand lays at once.
    """

    verdict: OpeningVerdict
    traps: tuple[Meld, ...] = ()
    shared: tuple[tuple[Meld, tuple[Card, ...]], ...] = ()
    final_partial: tuple[Meld, ...] = ()

    @property
    def can_open(self) -> bool:
        return self.verdict.can_open

    @property
    def shown(self):
        """The lay-downs the explanation is about: the legal ones, else those 4.3 blocks."""
        return self.verdict.laydowns or self.verdict.blocked


def solve_can_open(round_: int, hand: Sequence[Card],
                   profile: Profile = CONTRATO) -> CanOpenFacts:
    """Ask the engine about a can-open situation (see :class:`CanOpenFacts`)."""
    verdict = judge_opening(round_, hand, profile)
    contract = profile.contract(round_)
    if contract.whole_hand:
        if verdict.can_open or verdict.reason != "no-contract":
            return CanOpenFacts(verdict)
        for k in range(contract.sequences, 0, -1):
            found = opening_laydowns(round_, hand, sub_contract_profile(round_, 0, k, profile))
            if found:
                return CanOpenFacts(verdict, final_partial=found[0].melds)
        return CanOpenFacts(verdict)
    if verdict.can_open:
        used = {m for l in verdict.laydowns for m in l.melds}
        traps = []
        for kind in set(contract.kinds):
            for meld in melds_of(round_, hand, kind, profile):
                if meld.jokers == 0 and meld not in used:
                    traps.append(meld)
        traps.sort(key=lambda m: m.sort_key())
        return CanOpenFacts(verdict, traps=tuple(traps))
    if verdict.reason != "no-contract" or not verdict.best_partial:
        return CanOpenFacts(verdict)
    partial = verdict.best_partial
    have = Counter(m.kind for m in partial)
    shared = []
    for kind, wanted in ((MeldKind.GROUP, contract.groups),
                         (MeldKind.SEQUENCE, contract.sequences)):
        if have[kind] >= wanted:
            continue
        options = []
        for meld in melds_of(round_, hand, kind, profile):
            twice = overused(hand, partial + (meld,))
            if twice and meld not in partial:
                options.append((len(twice), meld.jokers, meld.sort_key(), meld, twice))
        if options:
            best = min(options, key=lambda o: o[:3])
            shared.append((best[3], best[4]))
    return CanOpenFacts(verdict, shared=tuple(shared))



# -- tags and difficulty -------------------------------------------------------------------

#: Every tag the tagger computes for can-open puzzles, with what it means.
CAN_OPEN_TAGS: dict[str, str] = {
    "yes": "the hand can open now",
    "no": "the hand cannot open now",
    "one-way": "exactly one legal lay-down",
    "many-ways": "four or more legal lay-downs",
    "same-suit-block": "no, only because of 4.3 (contiguous same-suit sequences)",
    "incomplete": "no, the contract is not in the hand",
    "too-few-cards": "no, too few cards (5.5, 7.4)",
    "joker": "the hand holds a joker",
    "joker-at-end": "every shown lay-down has a joker at an end of a sequence",
    "joker-in-middle": "every shown lay-down has a joker inside a sequence",
    "joker-in-group": "every shown lay-down has a joker in a group",
    "joker-choice": "some shown lay-downs differ only in a joker's declared value (D2)",
    "ace-high": "every shown lay-down has a high ace (J-Q-K-A)",
    "ace-low": "every shown lay-down has a low ace (A-2-3-4)",
    "two-copies": "a shown lay-down uses both copies of one card",
    "same-suit-sequences": "yes, with two sequences of one suit (4.3 satisfied)",
    "same-rank-groups": "a shown lay-down has two groups of one rank (D11)",
    "greedy-trap": "yes, but a meld of the hand belongs to no lay-down (3.6)",
    "shared-card": "no: the missing meld exists but needs cards already used (3.6)",
    "near-miss": "no, but one meld short, or blocked by 4.3, or (round 7) cards left over",
    "after-purchase": "the hand is larger than after a normal draw (purchases, 6.3)",
    "whole-hand": "the final round: the whole hand goes down (7.4)",
}

def _seq_jokers(laydown: LayDown, where: str) -> bool:
    for seq in laydown.sequences:
        last = len(seq.cards) - 1
        for i, card in enumerate(seq.cards):
            if card.is_joker and ((i in (0, last)) == (where == "end")):
                return True
    return False


def _natural_at(laydown: LayDown, place: int) -> bool:
    return any(s.low <= place <= s.high and not s.card_at(place).is_joker
               for s in laydown.sequences)


def _both_copies(laydown: LayDown) -> bool:
    counts = Counter(c for c in laydown.cards if not c.is_joker)
    return any(n > 1 for n in counts.values())


def joker_free_key(laydown: LayDown) -> tuple:
    """A lay-down with its jokers' declared values forgotten: two lay-downs with the same key
    differ only in what their jokers stand for (D2)."""
    return tuple(sorted((m.kind.value, tuple(sorted(
        (c.physical.sort_key() for c in m.cards)))) for m in laydown.melds))


def can_open_tags(situation: Situation, facts: CanOpenFacts) -> set[str]:
    """The computed tags of a can-open puzzle (see :data:`CAN_OPEN_TAGS`)."""
    v = facts.verdict
    shown = facts.shown
    tags = {"yes" if v.can_open else "no"}
    if v.can_open:
        if len(v.laydowns) == 1:
            tags.add("one-way")
        if len(v.laydowns) >= 4:
            tags.add("many-ways")
    else:
        tags.add({"same-suit": "same-suit-block", "no-contract": "incomplete",
                  "too-few-cards": "too-few-cards"}[v.reason])
    if any(c.is_joker for c in situation.hand):
        tags.add("joker")
    if shown:
        if all(_seq_jokers(l, "end") for l in shown):
            tags.add("joker-at-end")
        if all(_seq_jokers(l, "middle") for l in shown):
            tags.add("joker-in-middle")
        if all(any(g.jokers for g in l.groups) for l in shown):
            tags.add("joker-in-group")
        if len({joker_free_key(l) for l in shown}) < len(shown):
            tags.add("joker-choice")
        if all(_natural_at(l, HIGH_ACE) for l in shown):
            tags.add("ace-high")
        if all(_natural_at(l, LOW_ACE) for l in shown):
            tags.add("ace-low")
        if any(_both_copies(l) for l in shown):
            tags.add("two-copies")
        if any(a.rank == b.rank for l in shown for a, b in combinations(l.groups, 2)):
            tags.add("same-rank-groups")
    if v.can_open and any(a.suit == b.suit for l in v.laydowns
                          for a, b in combinations(l.sequences, 2)):
        tags.add("same-suit-sequences")
    if v.can_open and facts.traps:
        tags.add("greedy-trap")
    if facts.shared:
        tags.add("shared-card")
    contract = CONTRATO.contract(situation.round)
    melds_needed = contract.groups + contract.sequences
    if not v.can_open and (v.blocked or len(v.best_partial) == melds_needed - 1
                           or len(facts.final_partial) == contract.sequences):
        tags.add("near-miss")
    if len(situation.hand) > CONTRATO.deal_size(situation.round) + 1:
        tags.add("after-purchase")
    if contract.whole_hand:
        tags.add("whole-hand")
    return tags


def can_open_difficulty(situation: Situation, facts: CanOpenFacts, tags: set[str]) -> int:
    """1–5: one point, plus one per idea needed (see the module doc)."""
    ideas = {
        "joker": "joker" in tags,
        "ace": bool(tags & {"ace-high", "ace-low"}),
        "4.3": bool(tags & {"same-suit-block", "same-suit-sequences"}),
        "shared": bool(tags & {"greedy-trap", "shared-card"}),
        "copies": bool(tags & {"two-copies", "same-rank-groups"}),
        "whole-hand": "whole-hand" in tags,
        "size": len(situation.hand) >= 15,
    }
    near_misses = len(facts.traps) + len(facts.verdict.blocked) + len(facts.shared)
    score = 1 + sum(ideas.values()) + (1 if near_misses >= 2 else 0)
    return max(1, min(5, score))



# -- random families -----------------------------------------------------------------------


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


def _contract_melds(rng: random.Random, pool: Pool, f: _Family, round_: int,
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


def _build_can_open(rng: random.Random, f: _Family, round_: int, size: int) -> list[Card]:
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



# -- the explanation -----------------------------------------------------------------------

#: How many lay-downs an explanation lists before it only gives the count.
FEW = 3


def _contract_line(round_: int) -> Line:
    if CONTRATO.contract(round_).whole_hand:
        return Line("can-open.explain.contract_final")
    return Line("can-open.explain.contract", p(round=round_, contract=ContractWords(round_),
                                                lengths=LengthWords(round_)))


def _joker_lines(laydown: LayDown) -> list[Line]:
    out = []
    for seq in laydown.sequences:
        last = len(seq.cards) - 1
        for i, card in enumerate(seq.cards):
            if not card.is_joker:
                continue
            key = ("joker_low" if i == 0 else "joker_high" if i == last else "joker_middle")
            out.append(Line(f"can-open.explain.{key}",
                            p(meld=cards_of(seq), card=Cards((card,)))))
    for group in laydown.groups:
        if group.jokers == len(group.cards):
            out.append(Line("can-open.explain.group_of_jokers",
                            p(meld=cards_of(group), rank=RankWord(group.rank))))
        elif group.jokers:
            out.append(Line("can-open.explain.joker_group",
                            p(meld=cards_of(group), rank=RankWord(group.rank))))
    return out


def _seq_natural_at(seq: Run, place: int) -> bool:
    return seq.low <= place <= seq.high and not seq.card_at(place).is_joker


def _detail_lines(laydown: LayDown) -> list[Line]:
    """Jokers, aces, two copies, same-suit sequences, same-rank groups of one lay-down."""
    out = _joker_lines(laydown)
    for seq in laydown.sequences:
        if _seq_natural_at(seq, HIGH_ACE):
            out.append(Line("can-open.explain.ace_high", p(meld=cards_of(seq))))
        if _seq_natural_at(seq, LOW_ACE):
            out.append(Line("can-open.explain.ace_low", p(meld=cards_of(seq))))
    for group in laydown.groups:
        naturals = [c for c in group.cards if not c.is_joker]
        twice = sorted({c for c in naturals if naturals.count(c) > 1}, key=Card.sort_key)
        for card in twice:
            out.append(Line("can-open.explain.group_two_copies",
                            p(meld=cards_of(group), card=Cards((card,)))))
    for a, b in combinations(laydown.sequences, 2):
        if a.suit != b.suit:
            continue
        key = "same_suit_overlap" if (a.low <= b.high and b.low <= a.high) else "same_suit_gap"
        out.append(Line(f"can-open.explain.{key}", p(first=cards_of(a), second=cards_of(b))))
    for a, b in combinations(laydown.groups, 2):
        if a.rank == b.rank:
            out.append(Line("can-open.explain.same_rank_groups",
                            p(first=cards_of(a), second=cards_of(b))))
    return out


def _ways(laydowns: tuple[LayDown, ...], key: str) -> Line:
    n = len(laydowns)
    if n > FEW:
        return Line(f"{key}_many", p(n=n, shown=FEW), laydowns=laydowns[:FEW])
    return Line(key, p(n=n), count=n, laydowns=laydowns)


def _contiguous_pair(laydown: LayDown) -> tuple[Run, Run] | None:
    for a, b in combinations(laydown.sequences, 2):
        if a.suit == b.suit and (a.high + 1 == b.low or b.high + 1 == a.low):
            return (a, b) if a.low < b.low else (b, a)
    return None


def plan_can_open(situation: Situation, facts: CanOpenFacts) -> tuple[Line, list[Line]]:
    """The answer line and the explanation lines of a can-open puzzle."""
    v = facts.verdict
    round_ = situation.round
    contract = CONTRATO.contract(round_)
    size = len(situation.hand)
    lines = [_contract_line(round_)]
    if v.can_open:
        n = len(v.laydowns)
        answer = Line("can-open.answer.yes", p(n=n), count=n)
        lines.append(_ways(v.laydowns, "can-open.explain.ways"))
        if contract.whole_hand:
            lines.append(Line("can-open.explain.whole_hand", p(n=size)))
        else:
            left = size - contract.min_cards(CONTRATO)
            lines.append(Line("can-open.explain.keep_discard", p(n=left), count=left))
        lines += _detail_lines(v.laydowns[0])
        if len({joker_free_key(l) for l in v.laydowns}) < n:
            lines.append(Line("can-open.explain.joker_choice"))
        if facts.traps:
            trap = facts.traps[0]
            lines.append(Line("can-open.explain.trap",
                              p(meld=cards_of(trap), kind=KindWords(trap.kind.value))))
    elif v.reason == "too-few-cards":
        answer = Line("can-open.answer.no_too_few")
        if contract.whole_hand:
            lines.append(Line("can-open.explain.too_few_final",
                              p(n=size, need=contract.min_cards(CONTRATO))))
        else:
            lines.append(Line("can-open.explain.too_few",
                              p(n=size, need=contract.min_cards(CONTRATO))))
    elif v.reason == "same-suit":
        answer = Line("can-open.answer.no_same_suit")
        lines.append(_ways(v.blocked, "can-open.explain.blocked"))
        pair = _contiguous_pair(v.blocked[0])
        if pair is not None:
            lines.append(Line("can-open.explain.blocked_why",
                              p(first=cards_of(pair[0]), second=cards_of(pair[1]))))
    elif contract.whole_hand:
        answer = Line("can-open.answer.no_final")
        partial = facts.final_partial
        if len(partial) == contract.sequences:
            lines.append(Line("can-open.explain.final_three", p(n=size), melds=partial))
        elif partial:
            lines.append(Line("can-open.explain.final_some", p(n=len(partial)),
                              count=len(partial), melds=partial))
        else:
            lines.append(Line("can-open.explain.final_nothing"))
    else:
        answer = Line("can-open.answer.no_contract")
        partial = v.best_partial
        if partial:
            groups = contract.groups - sum(1 for m in partial if isinstance(m, Group))
            seqs = contract.sequences - sum(1 for m in partial if isinstance(m, Run))
            lines.append(Line("can-open.explain.partial",
                              p(missing=MissingWords(groups, seqs)), melds=partial))
            for meld, twice in facts.shared[:1]:
                lines.append(Line("can-open.explain.shared",
                                  p(meld=cards_of(meld), kind=KindWords(meld.kind.value),
                                     cards=Cards(twice)), count=len(twice)))
        else:
            lines.append(Line("can-open.explain.nothing"))
    lines += [Line(f"remarks.{r}") for r in situation.remarks]
    return answer, lines




# -- words -------------------------------------------------------------------------------------

def situation_text(s: Situation, lang: str, texts) -> str:
    """The round, the contract and the hand (with the card just drawn, and purchases)."""
    deal = CONTRATO.deal_size(s.round)
    size = len(s.hand)
    purchases = (size - deal - 1) // 2
    parts = [texts.format("can-open.situation.contract", round=s.round,
                          contract=texts.raw(f"contracts.r{s.round}"))]
    hand = cards_markup(s.hand)
    if s.took is not None:
        parts.append(texts.format(f"can-open.situation.took_{s.took_from}", size=size,
                                  card=cards_markup((s.took,))) + "\n" + hand)
    else:
        parts.append(texts.format("can-open.situation.hand", size=size) + "\n" + hand)
    if purchases:
        parts.append(texts.format("can-open.situation.purchases", count=purchases,
                                  n=purchases, extra=2 * purchases))
    return "\n\n".join(parts)


# -- the kind ----------------------------------------------------------------------------------

CLAUSES: dict[str, tuple[str, ...]] = {
    "can-open.explain.contract": ("4.1", "5.2"),
    "can-open.explain.contract_final": ("4.1", "7.4"),
    "can-open.explain.ways": (),
    "can-open.explain.ways_many": (),
    "can-open.explain.keep_discard": ("5.5",),
    "can-open.explain.whole_hand": ("7.4",),
    "can-open.explain.joker_low": ("3.7", "D2"),
    "can-open.explain.joker_high": ("3.7", "D2"),
    "can-open.explain.joker_middle": ("3.7", "D2"),
    "can-open.explain.joker_group": ("3.7",),
    "can-open.explain.group_of_jokers": ("3.7", "D1"),
    "can-open.explain.joker_choice": ("D2",),
    "can-open.explain.ace_high": ("3.3",),
    "can-open.explain.ace_low": ("3.3",),
    "can-open.explain.group_two_copies": ("1.2", "3.1"),
    "can-open.explain.same_suit_gap": ("4.3",),
    "can-open.explain.same_suit_overlap": ("4.3", "3.6"),
    "can-open.explain.same_rank_groups": ("D11",),
    "can-open.explain.trap": ("3.6",),
    "can-open.explain.blocked": ("4.3",),
    "can-open.explain.blocked_many": ("4.3",),
    "can-open.explain.blocked_why": ("4.3",),
    "can-open.explain.partial": ("4.1", "5.2"),
    "can-open.explain.nothing": ("4.1",),
    "can-open.explain.shared": ("3.6",),
    "can-open.explain.final_three": ("7.4",),
    "can-open.explain.final_some": ("7.4",),
    "can-open.explain.final_nothing": ("3.2", "7.4"),
    "can-open.explain.too_few": ("5.5",),
    "can-open.explain.too_few_final": ("7.4",),
    "can-open.answer.yes": (),
    "can-open.answer.no_same_suit": (),
    "can-open.answer.no_contract": (),
    "can-open.answer.no_final": (),
    "can-open.answer.no_too_few": (),
    "remarks.source-11": ("5.4", "11"),
    "remarks.no-wrap": ("3.3",),
}


class CanOpen(Kind):
    name = "can-open"
    prefix = "co"
    tags = CAN_OPEN_TAGS
    clauses = CLAUSES
    remarks = ("source-11", "no-wrap")
    situation_required = ("round", "hand")
    situation_properties = {
        "hand": sp.HAND,
        "took": {"type": "object", "additionalProperties": False,
                 "required": ["card", "from"],
                 "properties": {"card": {"type": "string", "minLength": 1},
                                "from": {"enum": ["stock", "discard"]}}},
    }
    random_required = ("count", "round", "build")
    random_properties = {
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

    def load(self, item, base, where, problems):
        before = len(problems)
        hand = parse_hand(item["hand"], base + ("hand",), where, problems)
        if hand is None:
            return None
        why = size_problem(self.name, item["round"], len(hand))
        if why:
            problems.append(where.problem(base + ("hand",), *why))
        took = took_from = None
        if "took" in item:
            at = base + ("took", "card")
            took = parse_card_one(item["took"]["card"], at, where, problems)
            if took is not None:
                took_from = item["took"]["from"]
                if took.physical not in hand:
                    problems.append(where.problem(
                        at, f"{took} is not in the hand: the card just taken is part of it"))
        if len(problems) > before:
            return None
        return {"hand": sort_hand(hand), "took": took.physical if took else None,
                "took_from": took_from}

    def check_params(self, params, where, problems):
        check_build_params(params, where, problems)

    def family(self, params):
        return _family(params)

    def candidate(self, rng: random.Random, family: Any, ctx: FamilyContext) -> Situation:
        round_ = rng.choice(family.rounds)
        purchases = rng.choice(family.purchases)
        size = CONTRATO.deal_size(round_) + 1 + 2 * purchases
        cards = _build_can_open(rng, family, round_, size)
        return ctx.situation(round_, hand=sort_hand(cards))

    def solve(self, s):
        return solve_can_open(s.round, s.hand)

    tags_of = staticmethod(can_open_tags)
    difficulty = staticmethod(can_open_difficulty)
    plan = staticmethod(plan_can_open)
    situation_text = staticmethod(situation_text)

    def choices(self, s, facts, lang, texts):
        return (texts.raw("choices.yes"), texts.raw("choices.no"))

    def correct(self, s, facts):
        return 0 if facts.can_open else 1

    def verify(self, s, puzzle, langs, facts):
        hand, round_ = s.hand, s.round
        why = size_problem(self.name, round_, len(hand))
        if why:
            raise fail(puzzle, why[0])
        answer = can_open(round_, hand, CONTRATO)
        if puzzle.correct != (0 if answer else 1):
            raise fail(puzzle, f"marked {'yes' if puzzle.correct == 0 else 'no'}, the engine "
                               f"says {'yes' if answer else 'no'}")
        for lang in langs:
            texts = load_texts(lang)
            want = (texts.raw("choices.yes"), texts.raw("choices.no"))
            if puzzle.texts[lang].choices != want or want[0] == want[1]:
                raise fail(puzzle, f"{lang}: choices are not yes/no")
        laydowns = opening_laydowns(round_, hand, CONTRATO)
        if bool(laydowns) != answer:
            raise fail(puzzle, "the solver and the search disagree")
        for laydown in laydowns:
            try:
                validate_opening(round_, hand, laydown.melds, CONTRATO)
            except ContratoError as err:
                raise fail(puzzle, f"listed lay-down {laydown} is refused: {err}") from None
        verdict = judge_opening(round_, hand, CONTRATO)
        if not set(verdict.clauses) <= set(puzzle.clauses):
            raise fail(puzzle, f"the verdict rests on {verdict.clauses}, the explanation cites "
                               f"{puzzle.clauses}")
        if verdict.reason == "same-suit":
            if not verdict.blocked:
                raise fail(puzzle, "a 4.3 refusal with nothing blocked")
            for laydown in verdict.blocked:
                try:
                    validate_opening(round_, hand, laydown.melds, CONTRATO)
                except ContractError as err:
                    if err.clause != "4.3":
                        raise fail(puzzle, f"{laydown} is refused under {err.clause}, "
                                           f"not 4.3") from None
                else:
                    raise fail(puzzle, f"{laydown} is said to be blocked by 4.3 but is legal")


KIND = CanOpen()
