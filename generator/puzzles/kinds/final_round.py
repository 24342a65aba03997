"""``final-round``: can this round-7 hand go out now, and how?

The situation: the round-7 hand after the draw — 13 cards, plus 2 for each purchase out of turn
(6.3). The choices are ways to play it — "lay down these three sequences and go out", "lay down
these and discard that card", "lay down these and keep that card to lay off on a later turn" —
and "it cannot go out this turn"; exactly one is right.

The situation is read by the question layer's can-open reader (a hand after the draw,
:mod:`generator.questions.can_open`) and its question is the layer's go-out question in round 7
(:mod:`generator.questions.go_out`: the engine's exact search, whether the whole hand goes down
at once in three sequences of at least 4 cards with 4.3 respected: 7.4, 4.3).
:func:`~generator.engine.opening.judge_opening` lists the lay-downs, and every offered
lay-down is judged by :func:`~generator.engine.contracts.validate_opening` against the whole
hand: a card left over is refused (7.4, no discard and no card kept), two contiguous
sequences of one suit too (4.3); keeping a card to lay off later is refused by
:func:`~generator.engine.layoff.check_may_lay_off` as well (D8: nobody lays off in round 7).
The wrong lay-downs are found by the engine too: the lay-downs 4.3 blocks, and those of the
hand without one card (``opening_laydowns`` of 12 or 14 cards). Verification runs the layer's
re-check of its way out, judges every choice again and plays the right one through the state
machine (the round ends with the player out).

Random families: :mod:`generator.puzzles.families.final_round`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...engine import CONTRATO, judge_opening, opening_laydowns, validate_opening
from ...engine.cards import Card
from ...engine.contracts import LayDown, check_whole_hand, validate_laydown
from ...engine.errors import ContractError, ContratoError, IllegalMoveError
from ...engine.layoff import check_may_lay_off
from ...engine.moves import LayDown as LayDownMove, TakeDiscard
from ...engine.state import apply, make_round_state
from .. import schema_parts as sp
from ...questions import go_out as q_go_out
from ...questions.common import size_problem
from ...questions.lines import Cards, Line, MeldList, p
from ..situation import Situation
from ..seeds import content_hash
from .base import Judged, Tag, Unsuitable, fail, pick_distinct, recheck
from .common import drawn_hand_text
from .reading import load_hand_after_draw

ROUND = next(c.round for c in CONTRATO.contracts if c.whole_hand)


@dataclass(frozen=True)
class GoOut:
    """Lay down ``melds`` (meant to be the whole hand) and go out."""
    melds: tuple


@dataclass(frozen=True)
class GoOutDiscard:
    """Lay down ``melds`` and discard ``card``."""
    melds: tuple
    card: Card


@dataclass(frozen=True)
class KeepForLater:
    """Lay down ``melds`` and keep ``card`` to lay off on a later turn."""
    melds: tuple
    card: Card


@dataclass(frozen=True)
class CannotGoOut:
    """"This hand cannot go out this turn"."""


@dataclass(frozen=True)
class FinalFacts:
    can: bool
    laydowns: tuple[LayDown, ...]
    blocked: tuple[LayDown, ...]
    near: tuple[tuple[Card, LayDown], ...]
    options: tuple[Judged, ...]
    correct: int


def _shown(f) -> tuple[LayDown, ...]:
    """The lay-downs the explanation shows: the legal ones, else those 4.3 blocks."""
    return f.laydowns or f.blocked


TAGS: tuple[Tag, ...] = (
    Tag("yes", "the hand goes out", lambda s, f: f.can),
    Tag("no", "the hand cannot go out", lambda s, f: not f.can),
    Tag("after-purchase", "the hand grew by purchases (6.3)",
        lambda s, f: len(s.hand) > CONTRATO.deal_size(ROUND) + 1),
    Tag("joker", "the hand holds a joker", lambda s, f: any(c.is_joker for c in s.hand)),
    Tag("same-suit", "two sequences of one suit (4.3)",
        lambda s, f: any(a.suit == b.suit for l in _shown(f)
                         for a, b in combinations(l.sequences, 2))),
    Tag("blocked", "only contiguous same-suit sequences would take the whole hand (4.3)",
        lambda s, f: bool(f.blocked) and not f.can),
    Tag("near", "the hand without one card would go out", lambda s, f: bool(f.near)),
    Tag("long", "a sequence of 6 cards or more",
        lambda s, f: any(len(m) >= 6 for l in _shown(f) for m in l.melds)),
    Tag("many-ways", "three lay-downs or more", lambda s, f: len(f.laydowns) >= FEW),
)

CLAUSES: dict[str, tuple[str, ...]] = {
    "final-round.answer.yes": (), "final-round.answer.no": (),
    "final-round.move.go_out": (), "final-round.move.discard": (),
    "final-round.move.keep": (), "final-round.move.none": (),
    "final-round.explain.rule": ("7.4", "D8"),
    "final-round.explain.thirteen": ("2.2", "7.4"),
    "final-round.explain.purchases": ("6.3", "7.4"),
    "final-round.explain.ways": (),
    "final-round.explain.ways_many": (),
    "final-round.explain.same_suit": ("4.3",),
    "final-round.explain.same_suit_overlap": ("4.3", "3.6"),
    "final-round.explain.blocked": ("4.3",),
    "final-round.explain.no_way": ("7.4",),
    "final-round.explain.near": ("7.4",),
    "final-round.explain.wrong": (),
    "final-round.wrong.same-suit": ("4.3",),
    "final-round.wrong.whole-hand": ("7.4",),
    "final-round.wrong.whole-hand_same-suit": ("7.4", "4.3"),
    "final-round.wrong.keep": ("D8", "7.4"),
    "final-round.wrong.none": ("7.4",),
}

#: How many lay-downs an explanation lists before it only gives the count.
FEW = 3


# -- the engine's answer ---------------------------------------------------------------------

def judge(hand: tuple[Card, ...], claim: Any, can: bool) -> Judged:
    """The engine's judgement of one offered way to play the hand."""
    if isinstance(claim, CannotGoOut):
        return Judged(claim, not can, None if not can else "7.4", None if not can else "none")
    if isinstance(claim, GoOutDiscard):
        # the move itself fails first: round 7 has no discard, whatever the melds (7.4; third
        # pt reading #4); contiguous sequences of one suit are said besides (4.3)
        try:
            check_whole_hand(ROUND, hand, [c for m in claim.melds for c in m.cards])
        except ContractError as err:
            try:
                validate_laydown(ROUND, claim.melds)
            except ContractError as also:
                if also.clause == "4.3":
                    return Judged(claim, False, err.clause, "whole-hand_same-suit")
            return Judged(claim, False, err.clause, "whole-hand")
    try:
        validate_opening(ROUND, hand, claim.melds)
    except ContractError as err:
        if isinstance(claim, KeepForLater):
            try:
                check_may_lay_off(ROUND, opened_before_this_turn=True)
            except IllegalMoveError as why:
                return Judged(claim, False, why.clause, "keep")
        return Judged(claim, False, err.clause, err.code)
    if not isinstance(claim, GoOut):
        return Judged(claim, False, "7.4", "whole-hand")
    return Judged(claim, True)


def _pair(laydown: LayDown):
    """The first two sequences of one suit that touch (4.3), low first."""
    for a, b in combinations(laydown.sequences, 2):
        if a.suit == b.suit and (a.high + 1 == b.low or b.high + 1 == a.low):
            return (a, b) if a.low < b.low else (b, a)
    return None


def going_out(hand: tuple[Card, ...]) -> tuple[q_go_out.GoOutSituation, q_go_out.GoOutAnswer]:
    """The question layer's go-out question for this round-7 hand (:mod:`generator.questions.
    go_out`: nobody has opened, the table is empty) and its answer: whether the hand goes out
    now, and how."""
    situation = q_go_out.GoOutSituation(ROUND, hand, (), "no")
    return situation, q_go_out.answer(situation, CONTRATO)


def solve(s: Situation) -> FinalFacts:
    hand = s.hand
    can = going_out(hand)[1].value
    verdict = judge_opening(ROUND, hand)           # every lay-down, or those 4.3 blocks
    if verdict.can_open != can:
        raise AssertionError("go_out_plan and judge_opening disagree on a round-7 hand")
    near, near_blocked = [], []
    for card in sorted(set(hand), key=Card.sort_key):
        rest = list(hand)
        rest.remove(card)
        found = opening_laydowns(ROUND, rest)
        if found:
            near.append((card, found[0]))
            break                      # one card too many is enough to show
        elif not near_blocked:
            loose = opening_laydowns(ROUND, rest, same_suit_rule=False)
            if loose:
                near_blocked.append((card, loose[0]))
    claims: list[Any] = [GoOut(l.melds) for l in verdict.blocked[:2]]
    for card, laydown in near or near_blocked:
        claims += [GoOutDiscard(laydown.melds, card), KeepForLater(laydown.melds, card)]
    judged = [judge(hand, c, can) for c in claims]
    if any(j.right for j in judged):
        raise Unsuitable("an offered wrong way is legal")
    key = s.key
    wrong_pool = [j for j in judged if j.code in ("same-suit", "whole-hand",
                                                  "whole-hand_same-suit", "keep")]
    if can:
        right = judge(hand, GoOut(verdict.laydowns[0].melds), can)
        wrongs = pick_distinct(key, wrong_pool, 2) + [judge(hand, CannotGoOut(), can)]
    else:
        right = judge(hand, CannotGoOut(), can)
        wrongs = pick_distinct(key, wrong_pool, 3)
    if not right.right:
        raise Unsuitable("the engine refuses its own lay-down")
    if len(wrongs) < 2:
        raise Unsuitable("fewer than two wrong ways to offer (the hand is far from going out: "
                         "no card's removal lets it go out, and 4.3 blocks nothing)",
                         "fewer than two wrong ways to offer", ("hand",))
    options = sorted([right] + wrongs, key=lambda j: content_hash(f"{key}|{j.claim!r}"))
    return FinalFacts(can, verdict.laydowns, verdict.blocked, tuple(near), tuple(options),
                      next(i for i, o in enumerate(options) if o.right))


# -- tags and difficulty ---------------------------------------------------------------------

def difficulty(s: Situation, f: FinalFacts, tags: set[str]) -> int:
    """1, plus one per idea: purchases, a joker, two sequences of one suit, a near-miss
    (a card too many), a long sequence."""
    return 1 + sum(t in tags for t in ("after-purchase", "joker", "same-suit", "near", "long"))


# -- words -------------------------------------------------------------------------------------

def claim_line(claim: Any) -> Line:
    if isinstance(claim, CannotGoOut):
        return Line("final-round.move.none")
    melds = MeldList(tuple(claim.melds))
    if isinstance(claim, GoOut):
        return Line("final-round.move.go_out", p(melds=melds))
    key = "discard" if isinstance(claim, GoOutDiscard) else "keep"
    return Line(f"final-round.move.{key}", p(melds=melds, card=Cards((claim.card,))))


def plan(s: Situation, f: FinalFacts) -> tuple[Line, list[Line]]:
    n = len(s.hand)
    right = f.options[f.correct].claim
    if f.can:
        answer = Line("final-round.answer.yes", p(move=_inline(right)))
    else:
        answer = Line("final-round.answer.no")
    lines = [Line("final-round.explain.rule")]
    bought = (n - CONTRATO.deal_size(ROUND) - 1) // 2
    if bought:
        lines.append(Line("final-round.explain.purchases", p(k=bought, n=n), count=bought))
    else:
        lines.append(Line("final-round.explain.thirteen", p(n=n)))
    if f.can:
        ways = len(f.laydowns)
        if ways > FEW:
            lines.append(Line("final-round.explain.ways_many", p(n=ways, shown=FEW),
                              laydowns=f.laydowns[:FEW]))
        else:
            lines.append(Line("final-round.explain.ways", p(n=ways), count=ways,
                              laydowns=f.laydowns))
        for l in f.laydowns[:1]:
            for a, b in combinations(l.sequences, 2):
                if a.suit == b.suit:
                    # two runs of one suit are never contiguous here (4.3): a gap between
                    # them, or places in common, each run with its own cards (3.6)
                    overlap = a.low <= b.high and b.low <= a.high
                    key = "same_suit_overlap" if overlap else "same_suit"
                    lines.append(Line(f"final-round.explain.{key}",
                                      p(first=Cards(a.cards), second=Cards(b.cards))))
                    break
    elif f.blocked:
        lines.append(Line("final-round.explain.blocked", laydowns=f.blocked[:1]))
    else:
        lines.append(Line("final-round.explain.no_way", p(n=n)))
    if not f.can and f.near:
        card, laydown = f.near[0]
        lines.append(Line("final-round.explain.near", p(card=Cards((card,))),
                          laydowns=(laydown,)))
    lines.append(Line("final-round.explain.wrong"))
    for o in f.options:
        if o.right:
            continue
        params = p(move=_inline(o.claim))
        if o.code in ("same-suit", "whole-hand_same-suit"):
            a, b = _pair(LayDown.of(ROUND, o.claim.melds))
            params += p(first=Cards(a.cards), second=Cards(b.cards))
        lines.append(Line(f"final-round.wrong.{o.code}", params, item=True))
    return answer, lines


def _inline(claim: Any):
    from ...questions.lines import Join
    return Join((claim_line(claim),))


# -- the kind ----------------------------------------------------------------------------------

NAME = "final-round"
SITUATION_REQUIRED = ("round", "hand")
SITUATION_PROPERTIES = {
    "hand": sp.HAND,
    "took": sp.TOOK,
}


def load(item, base, where, problems):
    if item["round"] != ROUND:
        problems.append(where.problem(base + ("round",), (
            f"the final round is round {ROUND} (rule 7.4)"), "7.4"))
        return None
    return load_hand_after_draw(NAME, item, base, where, problems)


def body(s, facts, lang, texts):
    n = len(s.hand)
    parts = [texts.raw("final-round.situation.round")]
    parts.append(drawn_hand_text(NAME, s, lang, texts))
    bought = (n - CONTRATO.deal_size(ROUND) - 1) // 2
    if bought:
        parts.append(texts.format("can-open.situation.purchases", count=bought, n=bought,
                                  extra=2 * bought))
    return "\n\n".join(parts)


def verify(s, puzzle, langs, facts):
    hand = s.hand
    why = size_problem(NAME, s.round, len(hand))
    if why:
        raise fail(puzzle, why[0])
    # the question layer's re-check of its way out; then the choices offered, each judged
    # again here
    layer, found = going_out(hand)
    recheck(q_go_out, layer, found, puzzle)
    can = bool(opening_laydowns(ROUND, hand))
    if can != found.value:
        raise fail(puzzle, "the layer's way out and the search disagree")
    for i, o in enumerate(facts.options):
        c = o.claim
        if isinstance(c, CannotGoOut):
            ok = not can
        elif isinstance(c, GoOut):
            try:
                validate_opening(ROUND, hand, c.melds)
                ok = True
            except ContratoError:
                ok = False
            if ok:
                _verify_goes_out(hand, c.melds, puzzle)
        else:
            if Counter(x.physical for m in c.melds for x in m.cards) + Counter([c.card]) \
                    != Counter(hand):
                raise fail(puzzle, f"choice {i} does not use exactly the hand")
            ok = False
        if ok != (i == puzzle.correct):
            raise fail(puzzle, f"choice {i} is {'right' if ok else 'wrong'} for the "
                               f"engine, marked otherwise")
        if not ok and o.clause not in puzzle.clauses:
            raise fail(puzzle, f"the wrong choice {i} rests on {o.clause}, which the "
                               f"explanation does not cite")


def _verify_goes_out(hand, melds, puzzle) -> None:
    """The lay-down through the state machine: the round ends with the player out (7.4)."""
    rest = list(hand)
    last = rest.pop()
    state = make_round_state(ROUND, (tuple(rest), (), (), ()), stock=(), discard=(last,))
    try:
        state = apply(state, TakeDiscard())
        state = apply(state, LayDownMove(melds))
    except ContratoError as err:
        raise fail(puzzle, f"the state machine refuses the lay-down: {err}") from None
    if not state.is_over or state.went_out != 0:
        raise fail(puzzle, "the state machine does not end the round with the player out")
