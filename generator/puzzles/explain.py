"""The explanation of a puzzle as a language-independent plan.

A plan is a list of :class:`Line` values: a sentence key of ``docs/<lang>/puzzles.yaml``
with its parameters (numbers, cards, melds, lay-downs — never words) and the clauses the
sentence cites. :mod:`.render` turns a plan into text in each language. The clauses a
sentence cites are declared here, in :data:`CLAUSES`, once for every language; a test checks
that every language's sentence cites them with ``§`` markup, so the puzzle's ``clauses`` are
exactly what its explanation cites.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ..engine import CONTRATO
from ..engine.cards import Card
from ..engine.contracts import LayDown
from ..engine.melds import HIGH_ACE, LOW_ACE, Group, Meld, Sequence
from .situation import Situation
from .solve import CanOpenFacts, PenaltyFacts, mistake_card
from .tagging import joker_free_key

#: The clauses each sentence cites (key relative to the kind's ``explain`` section, or
#: ``mistakes.<name>`` / ``remarks.<name>``). Every language's text must cite them all.
CLAUSES: dict[str, tuple[str, ...]] = {
    # can-open
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
    # penalty
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
    # remarks a template may add
    "remarks.source-11": ("5.4", "11"),
    "remarks.source-8-3": ("8.3",),
    "remarks.no-wrap": ("3.3",),
}

#: Remarks a template may add (``remarks: [...]``), by the kind they fit.
REMARKS: dict[str, tuple[str, ...]] = {
    "source-11": ("can-open",),
    "source-8-3": ("penalty",),
    "no-wrap": ("can-open",),
}

#: How many lay-downs an explanation lists before it only gives the count.
FEW = 3


# -- parameter values: facts that each language renders in its own words ---------------------

@dataclass(frozen=True)
class Cards:
    """Cards, drawn as cards."""
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class ContractWords:
    """The words for a round's contract ("a group and a sequence")."""
    round: int


@dataclass(frozen=True)
class LengthWords:
    """The exact lengths of a round's contract melds ("3 cards in each group")."""
    round: int


@dataclass(frozen=True)
class KindWords:
    """A number of melds of one kind ("a group", "two sequences")."""
    kind: str       # "group" | "sequence"
    count: int = 1


@dataclass(frozen=True)
class MissingWords:
    """What a partial lay-down lacks ("a group and a sequence")."""
    groups: int
    sequences: int


@dataclass(frozen=True)
class Breakdown:
    """Each card with its penalty value, summed: ``K♣ 10 + A♥ 15``."""
    items: tuple[tuple[Card, int], ...]


@dataclass(frozen=True)
class RankWord:
    """A rank's spoken name ("seven")."""
    rank: int


@dataclass(frozen=True)
class Line:
    """One sentence of an explanation.

    - ``key``: dotted key in ``docs/<lang>/puzzles.yaml``; ``count`` chooses ``_one`` /
      ``_other`` when set;
    - ``params``: ``(name, value)`` pairs; values are ints or the marker types above;
    - ``laydowns`` / ``melds``: shown as a list under the sentence;
    - ``item``: the sentence itself is a list item (consecutive items make one list).
    """

    key: str
    params: tuple[tuple[str, Any], ...] = ()
    count: int | None = None
    laydowns: tuple[LayDown, ...] = ()
    melds: tuple[Meld, ...] = ()
    item: bool = False

    @property
    def clauses(self) -> tuple[str, ...]:
        return CLAUSES[self.key]


def plan_clauses(lines: list[Line]) -> tuple[str, ...]:
    """The clauses a plan cites, in order of first citation."""
    out: list[str] = []
    for line in lines:
        for c in line.clauses:
            if c not in out:
                out.append(c)
    return tuple(out)


def _p(**kw: Any) -> tuple[tuple[str, Any], ...]:
    return tuple(kw.items())


def _cards(meld_or_cards) -> Cards:
    if isinstance(meld_or_cards, (Group, Sequence)):
        return Cards(tuple(meld_or_cards.cards))
    return Cards(tuple(meld_or_cards))


# -- can-open ---------------------------------------------------------------------------------

def _contract_line(round_: int) -> Line:
    if CONTRATO.contract(round_).whole_hand:
        return Line("can-open.explain.contract_final")
    return Line("can-open.explain.contract", _p(round=round_, contract=ContractWords(round_),
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
                            _p(meld=_cards(seq), card=Cards((card,)))))
    for group in laydown.groups:
        if group.jokers == len(group.cards):
            out.append(Line("can-open.explain.group_of_jokers",
                            _p(meld=_cards(group), rank=RankWord(group.rank))))
        elif group.jokers:
            out.append(Line("can-open.explain.joker_group",
                            _p(meld=_cards(group), rank=RankWord(group.rank))))
    return out


def _natural_at(seq: Sequence, place: int) -> bool:
    return seq.low <= place <= seq.high and not seq.card_at(place).is_joker


def _detail_lines(laydown: LayDown) -> list[Line]:
    """Jokers, aces, two copies, same-suit sequences, same-rank groups of one lay-down."""
    out = _joker_lines(laydown)
    for seq in laydown.sequences:
        if _natural_at(seq, HIGH_ACE):
            out.append(Line("can-open.explain.ace_high", _p(meld=_cards(seq))))
        if _natural_at(seq, LOW_ACE):
            out.append(Line("can-open.explain.ace_low", _p(meld=_cards(seq))))
    for group in laydown.groups:
        naturals = [c for c in group.cards if not c.is_joker]
        twice = sorted({c for c in naturals if naturals.count(c) > 1}, key=Card.sort_key)
        for card in twice:
            out.append(Line("can-open.explain.group_two_copies",
                            _p(meld=_cards(group), card=Cards((card,)))))
    for a, b in combinations(laydown.sequences, 2):
        if a.suit != b.suit:
            continue
        key = "same_suit_overlap" if (a.low <= b.high and b.low <= a.high) else "same_suit_gap"
        out.append(Line(f"can-open.explain.{key}", _p(first=_cards(a), second=_cards(b))))
    for a, b in combinations(laydown.groups, 2):
        if a.rank == b.rank:
            out.append(Line("can-open.explain.same_rank_groups",
                            _p(first=_cards(a), second=_cards(b))))
    return out


def _ways(laydowns: tuple[LayDown, ...], key: str) -> Line:
    n = len(laydowns)
    if n > FEW:
        return Line(f"{key}_many", _p(n=n, shown=FEW), laydowns=laydowns[:FEW])
    return Line(key, _p(n=n), count=n, laydowns=laydowns)


def _contiguous_pair(laydown: LayDown) -> tuple[Sequence, Sequence] | None:
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
        answer = Line("can-open.answer.yes", _p(n=n), count=n)
        lines.append(_ways(v.laydowns, "can-open.explain.ways"))
        if contract.whole_hand:
            lines.append(Line("can-open.explain.whole_hand", _p(n=size)))
        else:
            left = size - contract.min_cards(CONTRATO)
            lines.append(Line("can-open.explain.keep_discard", _p(n=left), count=left))
        lines += _detail_lines(v.laydowns[0])
        if len({joker_free_key(l) for l in v.laydowns}) < n:
            lines.append(Line("can-open.explain.joker_choice"))
        if facts.traps:
            trap = facts.traps[0]
            lines.append(Line("can-open.explain.trap",
                              _p(meld=_cards(trap), kind=KindWords(trap.kind.value))))
    elif v.reason == "too-few-cards":
        answer = Line("can-open.answer.no_too_few")
        if contract.whole_hand:
            lines.append(Line("can-open.explain.too_few_final",
                              _p(n=size, need=contract.min_cards(CONTRATO))))
        else:
            lines.append(Line("can-open.explain.too_few",
                              _p(n=size, need=contract.min_cards(CONTRATO))))
    elif v.reason == "same-suit":
        answer = Line("can-open.answer.no_same_suit")
        lines.append(_ways(v.blocked, "can-open.explain.blocked"))
        pair = _contiguous_pair(v.blocked[0])
        if pair is not None:
            lines.append(Line("can-open.explain.blocked_why",
                              _p(first=_cards(pair[0]), second=_cards(pair[1]))))
    elif contract.whole_hand:
        answer = Line("can-open.answer.no_final")
        partial = facts.final_partial
        if len(partial) == contract.sequences:
            lines.append(Line("can-open.explain.final_three", _p(n=size), melds=partial))
        elif partial:
            lines.append(Line("can-open.explain.final_some", _p(n=len(partial)),
                              count=len(partial), melds=partial))
        else:
            lines.append(Line("can-open.explain.final_nothing"))
    else:
        answer = Line("can-open.answer.no_contract")
        partial = v.best_partial
        if partial:
            groups = contract.groups - sum(1 for m in partial if isinstance(m, Group))
            seqs = contract.sequences - sum(1 for m in partial if isinstance(m, Sequence))
            lines.append(Line("can-open.explain.partial",
                              _p(missing=MissingWords(groups, seqs)), melds=partial))
            for meld, twice in facts.shared[:1]:
                lines.append(Line("can-open.explain.shared",
                                  _p(meld=_cards(meld), kind=KindWords(meld.kind.value),
                                     cards=Cards(twice)), count=len(twice)))
        else:
            lines.append(Line("can-open.explain.nothing"))
    lines += [Line(f"remarks.{r}") for r in situation.remarks]
    return answer, lines


# -- penalty ----------------------------------------------------------------------------------

def plan_penalty(situation: Situation, facts: PenaltyFacts) -> tuple[Line, list[Line]]:
    """The answer line and the explanation lines of a penalty puzzle."""
    answer = Line("penalty.answer", _p(n=facts.total), count=facts.total)
    lines = [Line("penalty.explain.values"),
             Line("penalty.explain.breakdown",
                  _p(items=Breakdown(facts.breakdown), total=facts.total))]
    if CONTRATO.contract(situation.round).whole_hand:
        lines.append(Line("penalty.explain.final_round"))
    lines.append(Line("penalty.explain.wrong"))
    for name, value in sorted(facts.wrong, key=lambda nv: nv[1]):
        params = _p(value=value)
        card = mistake_card(name, situation.hand)
        if card is not None:
            params += _p(card=Cards((card,)))
        lines.append(Line(f"penalty.mistakes.{name}", params, item=True))
    lines += [Line(f"remarks.{r}") for r in situation.remarks]
    return answer, lines


def plan(situation: Situation, facts) -> tuple[Line, list[Line]]:
    """The answer line and the explanation lines of a solved situation."""
    if situation.kind == "can-open":
        return plan_can_open(situation, facts)
    return plan_penalty(situation, facts)
