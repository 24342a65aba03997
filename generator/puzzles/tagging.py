"""Tagging: tags and a difficulty from 1 to 5 for each puzzle, from the engine's facts only.

Tags are for filtering on the site and for choosing puzzles in templates (``require`` /
``avoid``). Each tag below is computed from :mod:`.solve`'s facts; "shown lay-downs" are the
legal lay-downs, or for a hand that 4.3 blocks, the lay-downs it blocks.

Difficulty counts the ideas the answer needs beyond the contract itself (jokers, aces high or
low, 4.3, a card wanted by two melds, two copies of one card, the whole hand of round 7, the
size of the hand) and adds one when there are several near-misses to see through.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations

from ..engine import CONTRATO
from ..engine.contracts import LayDown
from ..engine.melds import HIGH_ACE, LOW_ACE
from .situation import Situation
from .solve import CanOpenFacts, PenaltyFacts

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

#: Every tag the tagger computes for penalty puzzles.
PENALTY_TAGS: dict[str, str] = {
    "ace": "the hand holds an ace",
    "joker": "the hand holds a joker",
    "face": "the hand holds a K, Q or J",
    "big-hand": "ten cards or more",
    "final-round": "round 7: the whole hand is left (7.4)",
}

COMPUTED_TAGS: dict[str, dict[str, str]] = {"can-open": CAN_OPEN_TAGS, "penalty": PENALTY_TAGS}


@dataclass(frozen=True)
class Tagging:
    """Tags (sorted, computed ones and the template's) and the difficulty, 1–5."""

    tags: tuple[str, ...]
    difficulty: int


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


def penalty_tags(situation: Situation, facts: PenaltyFacts) -> set[str]:
    """The computed tags of a penalty puzzle (see :data:`PENALTY_TAGS`)."""
    hand = situation.hand
    tags = set()
    if any(c.rank == 1 for c in hand):
        tags.add("ace")
    if any(c.is_joker for c in hand):
        tags.add("joker")
    if any(c.rank in (11, 12, 13) for c in hand):
        tags.add("face")
    if len(hand) >= 10:
        tags.add("big-hand")
    if CONTRATO.contract(situation.round).whole_hand:
        tags.add("final-round")
    return tags


def penalty_difficulty(situation: Situation, facts: PenaltyFacts, tags: set[str]) -> int:
    """1–5: one point, one more for aces, jokers or faces to value and one more when all
    three are there, one for a hand of 8 cards or more and one for 12 or more."""
    kinds = len(tags & {"ace", "joker", "face"})
    size = len(situation.hand)
    score = 1 + (kinds >= 1) + (kinds >= 3) + (size >= 8) + (size >= 12)
    return max(1, min(5, score))


def tag(situation: Situation, facts) -> Tagging:
    """Tags (computed + the template's) and difficulty of a solved situation."""
    if situation.kind == "can-open":
        tags = can_open_tags(situation, facts)
        difficulty = can_open_difficulty(situation, facts, tags)
    else:
        tags = penalty_tags(situation, facts)
        difficulty = penalty_difficulty(situation, facts, tags)
    return Tagging(tuple(sorted(tags | set(situation.tags))), difficulty)
