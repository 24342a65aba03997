"""The answers, from the engine: what a puzzle's situation means under the rules.

The generator never decides a rule itself. For ``can-open`` it asks
:func:`generator.engine.judge_opening`, and, to say how close a hand gets or which meld is a
trap, :func:`generator.engine.opening_laydowns` under a *sub-contract* (the same profile with
the round's contract replaced by fewer melds: :func:`sub_contract_profile`). For ``penalty``
it asks :func:`generator.engine.card_penalty`; the wrong choices are the same count made with
one named mistake (:data:`MISTAKES`).
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

from ..engine import (CONTRATO, Contract, MeldKind, OpeningVerdict, Profile, card_penalty,
                      judge_opening, opening_laydowns)
from ..engine.cards import ACE, Card
from ..engine.melds import Meld
from .situation import Situation

# -- can-open -----------------------------------------------------------------------------


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


# -- penalty ------------------------------------------------------------------------------

FACE_RANKS = (11, 12, 13)


def _with(value_of: Callable[[Card], int | None]) -> Callable[[Sequence[Card]], int | None]:
    """A mistake that counts some cards wrongly: ``value_of`` gives the wrong value of a card
    or ``None`` to count it right. The mistake applies only if it touches some card."""
    def total(hand: Sequence[Card]) -> int | None:
        wrong = [value_of(c) for c in hand]
        if all(w is None for w in wrong):
            return None
        return sum(card_penalty(c) if w is None else w for c, w in zip(hand, wrong))
    return total


def _forgot_card(hand: Sequence[Card]) -> int | None:
    if len(hand) < 2:
        return None
    return sum(card_penalty(c) for c in hand[:-1])


def _counted_twice(hand: Sequence[Card]) -> int | None:
    if len(hand) < 2:
        return None
    return sum(card_penalty(c) for c in hand) + card_penalty(hand[0])


#: The named mistakes that give the wrong choices of a penalty puzzle, most plausible first.
#: Each maps a hand (display order) to the total the mistake gives, or ``None`` when the
#: mistake cannot happen with this hand (no ace for ``ace-as-1``…). ``forgot-card`` leaves
#: out the last card shown, ``counted-twice`` counts the first card shown twice,
#: ``two-as-wild`` counts a 2 as a wild card worth 15 (twos are natural here, 1.3).
MISTAKES: dict[str, Callable[[Sequence[Card]], int | None]] = {
    "ace-as-1": _with(lambda c: 1 if c.rank == ACE else None),
    "joker-as-0": _with(lambda c: 0 if c.is_joker else None),
    "faces-as-rank": _with(lambda c: c.rank if c.rank in FACE_RANKS else None),
    "two-as-wild": _with(lambda c: 15 if c.rank == 2 else None),
    "forgot-card": _forgot_card,
    "counted-twice": _counted_twice,
    "ace-as-10": _with(lambda c: 10 if c.rank == ACE else None),
    "joker-as-10": _with(lambda c: 10 if c.is_joker else None),
}


def mistake_card(name: str, hand: Sequence[Card]) -> Card | None:
    """The card a mistake is about, when it is about one card (forgotten, counted twice)."""
    if name == "forgot-card":
        return hand[-1]
    if name == "counted-twice":
        return hand[0]
    return None


WRONG_CHOICES = 3


@dataclass(frozen=True)
class PenaltyFacts:
    """The penalty of a hand (8.1) and the four choices offered.

    - ``breakdown``: each card (display order) with its value; ``total``: their sum;
    - ``wrong``: the three wrong choices as ``(mistake, value)``;
    - ``choices``: the four values in increasing order; ``correct``: the index of ``total``.
    """

    breakdown: tuple[tuple[Card, int], ...]
    total: int
    wrong: tuple[tuple[str, int], ...]
    choices: tuple[int, ...]
    correct: int


class NotEnoughMistakes(ValueError):
    """A penalty hand for which fewer than three named mistakes give distinct wrong totals."""


def solve_penalty(hand: Sequence[Card]) -> PenaltyFacts:
    """The penalty of ``hand`` (8.1) and three wrong choices, each the total of a named
    mistake (:data:`MISTAKES`) — distinct, positive, not the right total.

    So that the right answer is not always the largest (most mistakes undercount), the place
    of the right total among the four sorted choices is aimed at a position derived from the
    hand's content (a hash: the same hand always gets the same choices); the wrong choices
    below and above it are the most plausible mistakes on each side. Raises
    :class:`NotEnoughMistakes` when fewer than three mistakes give distinct totals.
    """
    hand = tuple(hand)
    breakdown = tuple((c, card_penalty(c)) for c in hand)
    total = sum(v for _, v in breakdown)
    options: list[tuple[str, int]] = []
    seen = {total}
    for name, mistake in MISTAKES.items():
        value = mistake(hand)
        if value is None or value <= 0 or value in seen:
            continue
        seen.add(value)
        options.append((name, value))
    if len(options) < WRONG_CHOICES:
        raise NotEnoughMistakes(
            f"only {len(options)} named mistake(s) give a distinct wrong total for this hand; "
            f"a penalty puzzle needs {WRONG_CHOICES} (include an ace, a joker, a 2 or a face "
            f"card)")
    lower = [o for o in options if o[1] < total]
    higher = [o for o in options if o[1] > total]
    text = " ".join(c.ascii() for c in sorted(hand, key=Card.sort_key))
    aim = int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:8], 16) % (WRONG_CHOICES + 1)
    feasible = [t for t in range(WRONG_CHOICES + 1)
                if len(lower) >= t and len(higher) >= WRONG_CHOICES - t]
    below = min(feasible, key=lambda t: (abs(t - aim), t))
    wrong = lower[:below] + higher[:WRONG_CHOICES - below]
    choices = tuple(sorted([total] + [v for _, v in wrong]))
    return PenaltyFacts(breakdown, total, tuple(wrong), choices, choices.index(total))


def solve(situation: Situation):
    """The facts of a situation: :class:`CanOpenFacts` or :class:`PenaltyFacts`."""
    if situation.kind == "can-open":
        return solve_can_open(situation.round, situation.hand)
    if situation.kind == "penalty":
        return solve_penalty(situation.hand)
    raise ValueError(f"no puzzle kind {situation.kind!r}")
