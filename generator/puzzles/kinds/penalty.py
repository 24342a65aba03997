"""``penalty``: how many penalty points does this hand cost at the end of the round?

The total is the engine's :func:`~generator.engine.card_penalty` summed (8.1); the three wrong
choices are the same count made with one named mistake (:data:`MISTAKES`: an ace as 1, a
joker as 0, a 2 as a wild card…), each said in the explanation. Verification re-adds with
:func:`~generator.engine.hand_penalty`.

Random families: :mod:`generator.puzzles.families.penalty`.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Callable, Sequence

from ...engine import CONTRATO, card_penalty, hand_penalty
from ...engine.cards import ACE, Card
from ...lang.cards import cards_markup
from .. import schema_parts as sp
from ...questions import penalty as q_penalty
from ...questions.common import size_problem
from ...questions.lines import Breakdown, Cards, Line, p
from ..situation import Situation, sort_hand
from .reading import read_through
from .base import Tag, Unsuitable, fail, recheck

# -- the engine's answer --------------------------------------------------------------------

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


#: The cards a mistake miscounts, when it is about all the cards of one kind (the sentence
#: says "the ace" or "the aces": pt review of issue 27, a hand with two jokers).
MISCOUNTED: dict[str, Callable[[Card], bool]] = {
    "ace-as-1": lambda c: not c.is_joker and c.rank == ACE,
    "ace-as-10": lambda c: not c.is_joker and c.rank == ACE,
    "joker-as-0": lambda c: c.is_joker,
    "joker-as-10": lambda c: c.is_joker,
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


class NotEnoughMistakes(Unsuitable):
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
    found = q_penalty.answer(q_penalty.PenaltySituation(hand))
    breakdown, total = found.breakdown, found.total
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
            f"card)", "fewer than 3 named mistakes fit the hand",
            ("hand",))
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


# -- tags and difficulty -------------------------------------------------------------------

#: Every tag the tagger computes for penalty puzzles: what it means, and when a puzzle has it.
TAGS: tuple[Tag, ...] = (
    Tag("ace", "the hand holds an ace", lambda s, f: any(c.rank == 1 for c in s.hand)),
    Tag("joker", "the hand holds a joker", lambda s, f: any(c.is_joker for c in s.hand)),
    Tag("face", "the hand holds a K, Q or J",
        lambda s, f: any(c.rank in (11, 12, 13) for c in s.hand)),
    Tag("big-hand", "ten cards or more", lambda s, f: len(s.hand) >= 10),
    Tag("final-round", "round 7: the whole hand is left (7.4)",
        lambda s, f: CONTRATO.contract(s.round).whole_hand),
)


def difficulty(situation: Situation, facts: PenaltyFacts, tags: set[str]) -> int:
    """1–5: one point, one more for aces, jokers or faces to value and one more when all
    three are there, one for a hand of 8 cards or more and one for 12 or more."""
    kinds = len(tags & {"ace", "joker", "face"})
    size = len(situation.hand)
    score = 1 + (kinds >= 1) + (kinds >= 3) + (size >= 8) + (size >= 12)
    return max(1, min(5, score))


# -- the explanation -----------------------------------------------------------------------

def plan(situation: Situation, facts: PenaltyFacts) -> tuple[Line, list[Line]]:
    """The answer line and the explanation lines of a penalty puzzle."""
    answer = Line("penalty.answer", p(n=facts.total), count=facts.total)
    lines = [Line("penalty.explain.values"),
             Line("penalty.explain.breakdown",
                  p(items=Breakdown(facts.breakdown), total=facts.total))]
    if CONTRATO.contract(situation.round).whole_hand:
        lines.append(Line("penalty.explain.final_round"))
    lines.append(Line("penalty.explain.wrong"))
    for name, value in sorted(facts.wrong, key=lambda nv: nv[1]):
        params = p(value=value)
        card = mistake_card(name, situation.hand)
        if card is not None:
            params += p(card=Cards((card,)))
        if name in MISCOUNTED:
            params += p(n=sum(1 for c in situation.hand if MISCOUNTED[name](c)))
        lines.append(Line(f"penalty.mistakes.{name}", params, item=True))
    lines += [Line(f"remarks.{r}") for r in situation.remarks]
    return answer, lines


# -- words -------------------------------------------------------------------------------------

def situation_text(s: Situation, lang: str, texts) -> str:
    n = len(s.hand)
    key = "penalty.situation.left_final" if CONTRATO.contract(s.round).whole_hand \
        else "penalty.situation.left"
    return (texts.format(key, count=n, n=n, round=s.round) + "\n"
            + cards_markup(s.hand))


# -- the kind ----------------------------------------------------------------------------------

CLAUSES: dict[str, tuple[str, ...]] = {
    "penalty.answer": (),
    "penalty.explain.values": ("8.1",),
    "penalty.explain.breakdown": (),
    "penalty.explain.final_round": ("7.4",),
    "penalty.explain.wrong": (),
    "penalty.mistakes.ace-as-1": ("3.3", "8.1"),
    "penalty.mistakes.joker-as-0": ("8.1", "D12"),
    "penalty.mistakes.faces-as-rank": ("8.1",),
    "penalty.mistakes.forgot-card": ("8.1",),
    "penalty.mistakes.counted-twice": ("3.6", "8.1"),
    "penalty.mistakes.two-as-wild": ("1.3", "8.1"),
    "penalty.mistakes.ace-as-10": ("8.1",),
    "penalty.mistakes.joker-as-10": ("8.1",),
    "remarks.source-8-3": ("8.3",),
}


NAME = "penalty"
REMARKS = ("source-8-3",)
SITUATION_REQUIRED = ("round", "hand")
SITUATION_PROPERTIES = {"hand": sp.HAND}


def load(item, base, where, problems):
    if isinstance(item["hand"], str) and not item["hand"].split():
        problems.append(where.problem(base + ("hand",), "empty hand"))
        return None
    found = read_through(q_penalty, {"hand": item["hand"], "round": item["round"]}, base, where,
                         problems)
    if found is None:
        return None
    return {"hand": sort_hand(found.hand)}


def solve(s):
    return solve_penalty(s.hand)


def choices(s, facts, lang, texts):
    return tuple(str(v) for v in facts.choices)


def verify(s, puzzle, langs, facts):
    hand = s.hand
    why = size_problem(NAME, s.round, len(hand))
    if why:
        raise fail(puzzle, why[0])
    layer = q_penalty.PenaltySituation(hand, s.round)
    recheck(q_penalty, layer, q_penalty.answer(layer), puzzle)
    total = hand_penalty(hand)
    if "8.1" not in puzzle.clauses:
        raise fail(puzzle, "the explanation does not rest on 8.1")
    reference = None
    for lang, text in puzzle.texts.items():
        try:
            values = tuple(int(c) for c in text.choices)
        except ValueError:
            raise fail(puzzle, f"{lang}: a choice is not a number") from None
        if reference is None:
            reference = values
        elif values != reference:
            raise fail(puzzle, f"{lang}: choices differ from another language's")
        if len(values) != 4 or len(set(values)) != 4:
            raise fail(puzzle, f"{lang}: not 4 distinct choices")
        if values.count(total) != 1 or values[puzzle.correct] != total:
            raise fail(puzzle, f"{lang}: the right total {total} is not exactly the "
                               f"choice marked right")
    mistakes = {m(hand) for m in MISTAKES.values()}
    for i, value in enumerate(reference):
        if i != puzzle.correct and value not in mistakes:
            raise fail(puzzle, f"wrong choice {value} comes from no named mistake")
