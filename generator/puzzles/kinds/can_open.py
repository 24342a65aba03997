"""``can-open``: can this hand open (lay down the round's contract) now?

The generator never decides a rule itself. It asks the question layer
(:mod:`generator.questions.can_open`, the situation the verdict tool reads too), which asks
:func:`generator.engine.judge_opening`; and, to say how close a hand gets or which meld is a
trap, :func:`generator.engine.opening_laydowns` under a *sub-contract* (the same profile with
the round's contract replaced by fewer melds: :func:`sub_contract_profile`). Verification runs
the layer's re-check (:func:`generator.engine.can_open`, an independent search that stops at
the first lay-down, and :func:`generator.engine.validate_opening` for every lay-down listed),
asks :func:`generator.engine.opening_laydowns` again, and checks every lay-down 4.3 blocks.

Random families: :mod:`generator.puzzles.families.can_open`.

Difficulty counts the ideas the answer needs beyond the contract itself (jokers, aces high or
low, 4.3, a card wanted by two melds, two copies of one card, the whole hand of round 7, the
size of the hand) and adds one when there are several near-misses to see through.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from ...engine import (CONTRATO, Contract, MeldKind, OpeningVerdict, Profile, opening_laydowns,
                       validate_opening)
from ...engine.cards import Card
from ...engine.contracts import LayDown
from ...engine.errors import ContractError
from ...engine.melds import HIGH_ACE, LOW_ACE, Group, Meld, Sequence as Run
from ...lang.cards import cards_markup
from ...lang.render import phrase
from .. import schema_parts as sp
from ...questions import can_open as q_can_open
from ...questions.common import size_problem
from ...questions.lines import (Cards, ContractWords, KindWords, LengthWords, Line, MissingWords,
                     RankWord, cards_of, p)
from ..situation import Situation
from ..texts import load_texts
from .reading import load_hand_after_draw
from .base import Tag, fail, recheck
from .common import drawn_hand_text

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
    """Ask the question layer (:mod:`generator.questions.can_open`: the engine's
    :func:`~generator.engine.judge_opening`) about a can-open situation, then the engine for
    what the explanation shows besides (see :class:`CanOpenFacts`)."""
    verdict = q_can_open.answer(q_can_open.CanOpenSituation(round_, tuple(hand)),
                                profile).verdict
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

def _every_shown(test):
    """Every lay-down the explanation shows (there is one at least) passes ``test``."""
    return lambda s, f: bool(f.shown) and all(test(l) for l in f.shown)


def _near_miss(s: Situation, f: CanOpenFacts) -> bool:
    contract = CONTRATO.contract(s.round)
    v = f.verdict
    return not v.can_open and bool(
        v.blocked or len(v.best_partial) == contract.groups + contract.sequences - 1
        or len(f.final_partial) == contract.sequences)


#: Every tag the tagger computes for can-open puzzles: what it means, and when a puzzle has
#: it.
TAGS: tuple[Tag, ...] = (
    Tag("yes", "the hand can open now", lambda s, f: f.can_open),
    Tag("no", "the hand cannot open now", lambda s, f: not f.can_open),
    Tag("one-way", "exactly one legal lay-down",
        lambda s, f: f.can_open and len(f.verdict.laydowns) == 1),
    Tag("many-ways", "four or more legal lay-downs",
        lambda s, f: f.can_open and len(f.verdict.laydowns) >= 4),
    Tag("same-suit-block", "no, only because of 4.3 (contiguous same-suit sequences)",
        lambda s, f: not f.can_open and f.verdict.reason == "same-suit"),
    Tag("incomplete", "no, the contract is not in the hand",
        lambda s, f: not f.can_open and f.verdict.reason == "no-contract"),
    Tag("too-few-cards", "no, too few cards (5.5, 7.4)",
        lambda s, f: not f.can_open and f.verdict.reason == "too-few-cards"),
    Tag("joker", "the hand holds a joker", lambda s, f: any(c.is_joker for c in s.hand)),
    Tag("joker-at-end", "every shown lay-down has a joker at an end of a sequence",
        _every_shown(lambda l: _seq_jokers(l, "end"))),
    Tag("joker-in-middle", "every shown lay-down has a joker inside a sequence",
        _every_shown(lambda l: _seq_jokers(l, "middle"))),
    Tag("joker-in-group", "every shown lay-down has a joker in a group",
        _every_shown(lambda l: any(g.jokers for g in l.groups))),
    Tag("joker-choice", "some shown lay-downs differ only in a joker's declared value (D2)",
        lambda s, f: len({joker_free_key(l) for l in f.shown}) < len(f.shown)),
    Tag("ace-high", "every shown lay-down has a high ace (J-Q-K-A)",
        _every_shown(lambda l: _natural_at(l, HIGH_ACE))),
    Tag("ace-low", "every shown lay-down has a low ace (A-2-3-4)",
        _every_shown(lambda l: _natural_at(l, LOW_ACE))),
    Tag("two-copies", "a shown lay-down uses both copies of one card",
        lambda s, f: any(_both_copies(l) for l in f.shown)),
    Tag("same-suit-sequences", "yes, with two sequences of one suit (4.3 satisfied)",
        lambda s, f: f.can_open and any(a.suit == b.suit for l in f.verdict.laydowns
                                        for a, b in combinations(l.sequences, 2))),
    Tag("same-rank-groups", "a shown lay-down has two groups of one rank (D11)",
        lambda s, f: any(a.rank == b.rank for l in f.shown
                         for a, b in combinations(l.groups, 2))),
    Tag("greedy-trap", "yes, but a meld of the hand belongs to no lay-down (3.6)",
        lambda s, f: f.can_open and bool(f.traps)),
    Tag("shared-card", "no: the missing meld exists but needs cards already used (3.6)",
        lambda s, f: bool(f.shared)),
    Tag("near-miss", "no, but one meld short, or blocked by 4.3, or (round 7) cards left over",
        _near_miss),
    Tag("after-purchase", "the hand is larger than after a normal draw (purchases, 6.3)",
        lambda s, f: len(s.hand) > CONTRATO.deal_size(s.round) + 1),
    Tag("whole-hand", "the final round: the whole hand goes down (7.4)",
        lambda s, f: CONTRATO.contract(s.round).whole_hand),
)

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


def _free_meld_key(meld) -> tuple:
    """A meld with its jokers' declared values forgotten (see :func:`joker_free_key`)."""
    return (meld.kind.value, tuple(sorted(c.physical.sort_key() for c in meld.cards)))


def joker_choices(laydowns) -> list[str]:
    """The kinds of meld (``sequence``, then ``group``) in which two of ``laydowns`` differ
    only by what their jokers are declared as: a sequence's jokers at its ends (D2), a group of
    jokers only and its rank (D1, 3.7)."""
    by_key: dict[tuple, list] = {}
    for laydown in laydowns:
        by_key.setdefault(joker_free_key(laydown), []).append(laydown)
    found: set[str] = set()
    for same in by_key.values():
        for a in same:
            for b in same:
                ma = sorted(a.melds, key=_free_meld_key)
                mb = sorted(b.melds, key=_free_meld_key)
                found.update(x.kind.value for x, y in zip(ma, mb) if x != y)
    return [k for k in ("sequence", "group") if k in found]


def difficulty(situation: Situation, facts: CanOpenFacts, tags: set[str]) -> int:
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
            out.append(Line("can-open.explain.joker_group",       # «o joker» / «cada joker»
                            p(meld=cards_of(group), rank=RankWord(group.rank)),
                            count=group.jokers))
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


def plan(situation: Situation, facts: CanOpenFacts) -> tuple[Line, list[Line]]:
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
        for kind in joker_choices(v.laydowns):
            lines.append(Line("can-open.explain.joker_choice" + (
                "_group" if kind == "group" else "")))
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
            # ``shown``: the melds listed under it, which the shared line calls «above»:
            # one is «aquesta combinació», «na combinação acima» (eighth ca reading #1)
            shown = len(partial)
            lines.append(Line("can-open.explain.partial",
                              p(missing=MissingWords(groups, seqs), shown=shown),
                              melds=partial))
            for meld, twice in facts.shared[:1]:
                # the copies of those cards the hand holds: «o único exemplar» or «os
                # exemplares… todos» (third pt reading #8)
                held = Counter(c.physical for c in situation.hand)
                copies = sum(held[c.physical] for c in set(twice))
                if all(c.is_joker for c in twice):
                    # jokers are all one card: «precisa de um joker, e o único joker da mão…»,
                    # not «do JK, e o único exemplar» (eighth pt reading #5); ``free``: the
                    # hand's jokers the melds above leave, fewer than the meld needs
                    above = sum(c.is_joker for m in partial for c in m.cards)
                    lines.append(Line("can-open.explain.shared_joker",
                                      p(meld=cards_of(meld), kind=KindWords(meld.kind.value),
                                        n=meld.jokers, copies=copies,
                                        free=copies - above, shown=shown)))
                else:
                    lines.append(Line("can-open.explain.shared",
                                      p(meld=cards_of(meld), kind=KindWords(meld.kind.value),
                                        cards=Cards(twice), copies=copies, shown=shown),
                                      count=len(twice)))
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
    parts.append(drawn_hand_text(NAME, s, lang, texts))
    if s.took_below:
        parts.append(phrase("can-open.situation.below", lang, texts, card=Cards((s.took,)),
                            n=len(s.took_below))
                     + "\n" + cards_markup(s.took_below))
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
    "can-open.explain.joker_choice_group": ("3.7", "D1"),
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
    "can-open.explain.shared_joker": ("3.6",),
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
    "remarks.discard-top-only": ("5.1", "6.2"),
}


NAME = "can-open"
REMARKS = ("source-11", "no-wrap", "discard-top-only")
SITUATION_REQUIRED = ("round", "hand")
SITUATION_PROPERTIES = {
    "hand": sp.HAND,
    "took": sp.TOOK,
}


def load(item, base, where, problems):
    return load_hand_after_draw(NAME, item, base, where, problems)


def solve(s):
    return solve_can_open(s.round, s.hand)


def choices(s, facts, lang, texts):
    return (texts.raw("choices.yes"), texts.raw("choices.no"))


def correct(s, facts):
    return 0 if facts.can_open else 1


def verify(s, puzzle, langs, facts):
    hand, round_ = s.hand, s.round
    why = size_problem(NAME, round_, len(hand))
    if why:
        raise fail(puzzle, why[0])
    # the question layer's answer (judge_opening) and its re-check (can_open, and every
    # lay-down through validate_opening)
    layer = q_can_open.CanOpenSituation(round_, hand)
    found = q_can_open.answer(layer, CONTRATO)
    recheck(q_can_open, layer, found, puzzle)
    answer = found.value
    if puzzle.correct != (0 if answer else 1):
        raise fail(puzzle, f"marked {'yes' if puzzle.correct == 0 else 'no'}, the engine "
                           f"says {'yes' if answer else 'no'}")
    for lang in langs:
        texts = load_texts(lang)
        want = (texts.raw("choices.yes"), texts.raw("choices.no"))
        if puzzle.texts[lang].choices != want or want[0] == want[1]:
            raise fail(puzzle, f"{lang}: choices are not yes/no")
    if bool(opening_laydowns(round_, hand, CONTRATO)) != answer:
        raise fail(puzzle, "the solver and the search disagree")
    verdict = found.verdict
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
