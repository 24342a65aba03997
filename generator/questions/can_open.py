"""``can-open``: can this hand open — lay down the round's contract — now? (4.1–4.3, 5.2,
5.5, 7.4, D1, D2)

- :class:`CanOpenSituation`, read from plain data by :func:`read`: ``round``, ``hand`` (after
  the draw), optional ``took`` (``{card, from}``: the card just drawn, from the ``stock`` or
  the ``discard``; it is part of the hand; with ``from: discard``, optional ``below``: the
  cards left in the discard pile under it, top first, which only the top may be taken from,
  5.1);
- :func:`answer`: the engine's :func:`~generator.engine.opening.judge_opening` (every legal
  lay-down, or why none) and the cards left after the first lay-down;
- :func:`explain`: the sentences ``can_open.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: each lay-down again through
  :func:`~generator.engine.contracts.validate_opening`, and yes/no through
  :func:`~generator.engine.opening.can_open`.

>>> a = answer(read({"round": 2, "hand": "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣"}))
>>> a.value, a.verdict.laydowns[0].unicode()
(True, '7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.cards import Card
from ..engine.contracts import remaining, validate_opening
from ..engine.errors import ContratoError
from ..engine.opening import (OpeningVerdict, can_open, first_opening_leaving, judge_opening,
                              opening_length_clauses)
from ..engine.profile import CONTRATO, OpeningLengths, Profile, SameSuitRule
from .common import (Explanation, SituationError, card_paths, check_possible, explanation,
                     final_key, read_cards, read_hand, read_int, read_one_card, require)
from .lines import CardCount, Cards, ClauseRefs, ContractWords, Line, MeldList, p

NAME = "can-open"
FIELDS: tuple[str, ...] = ("round", "hand")
OPTIONAL: tuple[str, ...] = ("took",)

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "can_open.ok": ("4.1", "5.2"),
    "can_open.ok_final": ("7.4",),
    "can_open.ok_final_discard": ("7.4",),
    "can_open.ok_at_least": ("4.1", "{lengths}"),
    "can_open.other_ways": (),
    "can_open.other_ways_more": (),
    "can_open.keep": ("5.5",),
    "can_open.keep_one": ("5.5",),
    "can_open.keep_or_meld": ("5.5",),
    "can_open.meld_all": ("5.5", "8.1"),
    "can_open.same_suit_ok": ("4.3",),
    "can_open.too_few": ("{lengths}", "5.5"),
    "can_open.too_few_meld_all": ("4.1", "{lengths}"),
    "can_open.too_few_final": ("7.4",),
    "can_open.too_few_final_discard": ("7.4",),
    "can_open.same_suit": ("4.3",),
    "can_open.same_suit_distinct": ("4.3",),
    "can_open.no_contract": ("4.1", "5.2"),
    "can_open.no_contract_at_least": ("4.1", "{lengths}"),
    "can_open.no_final": ("7.4",),
    "can_open.no_final_discard": ("7.4",),
    "can_open.partial": ("5.2",),
    "can_open.partial_at_least": (),
}

#: Lay-downs listed in the answer's details, at most.
SHOWN = 50
#: Lay-downs counted, at most: beyond, the answer says "more than" (a 43-card hand has over a
#: million openings in round 5; listing them took 53 s and 1.6 GB).
LIMIT = 1000


@dataclass(frozen=True)
class CanOpenSituation:
    """A hand after the draw in ``round``; ``took``/``took_from``: the card just drawn and its
    pile (``"stock"``/``"discard"``), when the situation says; ``took_below``: the discard
    pile left under it, top first (5.1: out of reach)."""

    round: int
    hand: tuple[Card, ...]
    took: Card | None = None
    took_from: str | None = None
    took_below: tuple[Card, ...] = ()


@dataclass(frozen=True)
class CanOpenAnswer:
    """The engine's :class:`~generator.engine.opening.OpeningVerdict`; ``rest``: the cards
    left after its first lay-down (rounds 1–6); ``all_down``: the player could instead lay
    down every card in this opening turn, under a profile whose players go out by melding
    their last cards (5.5) — an opening the engine finds that leaves no card (longer melds
    at opening, for instance); lay-offs wait for the next turn (5.4)."""

    verdict: OpeningVerdict
    rest: tuple[Card, ...] = ()
    whole_hand: bool = False
    all_down: bool = False

    @property
    def value(self) -> bool:
        return self.verdict.can_open

    def details(self) -> dict[str, Any]:
        v = self.verdict
        out: dict[str, Any] = {
            "laydowns": [[m.unicode() for m in l.melds] for l in v.laydowns[:SHOWN]],
            "laydown_count": v.count, "laydown_count_exact": v.complete,
            "reason": v.reason}
        if v.can_open and not self.whole_hand:
            out["rest"] = [c.unicode() for c in self.rest]
        if v.reason == "same-suit":
            out["blocked"] = [[m.unicode() for m in l.melds] for l in v.blocked[:SHOWN]]
        if v.reason == "no-contract" and v.best_partial:
            out["best_partial"] = [m.unicode() for m in v.best_partial]
        return out


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> CanOpenSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError`: bad notation,
    a declared joker in the hand (3.7: it has no value before it is played), cards the pack
    cannot hold (1.2; the pile ``below`` with the hand too), a ``took`` card that is not in the
    hand, a pile ``below`` a card not taken from the discard pile."""
    data = require(data, FIELDS, OPTIONAL)
    round_ = read_int(data, "round", 1, profile.rounds, "4.1")
    hand = read_hand(data, "hand", empty_ok=True, round_=round_, profile=profile)
    took = took_from = None
    below: tuple[Card, ...] = ()
    if "took" in data:
        value = data["took"]
        if not isinstance(value, dict) or set(value) - {"below"} != {"card", "from"} \
                or value["from"] not in ("stock", "discard"):
            raise SituationError(("took",), "took is {card: …, from: stock or discard} (and "
                                            "below: the discard pile under it)",
                                 code="took-type")
        took = read_one_card(value["card"], ("took", "card"), in_hand=hand,
                             why=": the card just taken is part of it")
        took_from = value["from"]
        if "below" in value:
            at = ("took", "below")
            if took_from != "discard":
                raise SituationError(at, "'below' is the discard pile under the card taken: "
                                         "it goes with from: discard", code="took-below")
            below = read_cards(value["below"], at)
            check_possible([(("hand",), hand, card_paths(data["hand"], ("hand",), hand)),
                            (at, below, card_paths(value["below"], at, below))], profile)
    return CanOpenSituation(round_, hand, took, took_from, below)


def answer(s: CanOpenSituation, profile: Profile = CONTRATO) -> CanOpenAnswer:
    """The first legal lay-downs of the round's contract (:data:`SHOWN`, canonical order) and
    how many there are (counted up to :data:`LIMIT`), or why there is none
    (:func:`~generator.engine.opening.judge_opening`): bounded whatever the hand."""
    v = judge_opening(s.round, s.hand, profile, shown=SHOWN, limit=LIMIT)
    whole = profile.contract(s.round).whole_hand
    rest = tuple(remaining(s.hand, v.laydowns[0])) if v.can_open and not whole else ()
    # the cards left may go down this turn only in an opening that takes them all: no
    # lay-off on the opening turn (5.4), no other meld after it (5.3); where a card must stay
    # for the discard (5.5), none does (thirteenth es reading #8: under h1-xm, exact lengths,
    # «si no la baja» offered what the rules do not allow)
    all_down = bool(rest) and not profile.keeps_discard and \
        first_opening_leaving(s.round, s.hand, 0, profile) is not None
    return CanOpenAnswer(v, rest, whole, all_down)


def explain(s: CanOpenSituation, a: CanOpenAnswer,
            profile: Profile = CONTRATO) -> Explanation:
    """Yes with a lay-down (and the card kept for the discard), or no with the reason: too
    few cards, only same-suit sequences that continue each other (4.3), no contract."""
    v = a.verdict
    contract = profile.contract(s.round)
    words = ContractWords(s.round, contract.groups, contract.sequences)
    # how long the melds are when laid down: exactly the minimum (5.2), or at least it
    exact = profile.opening is OpeningLengths.EXACT
    lengths = ClauseRefs(opening_length_clauses(contract, profile))
    lines: list[Line] = []
    if v.can_open:
        first = MeldList(v.laydowns[0].melds)
        if contract.whole_hand:
            lines.append(Line(final_key("can_open.ok_final", contract),
                              p(round=s.round, laydown=first)))
        elif exact:
            lines.append(Line("can_open.ok", p(round=s.round, contract=words,
                                               laydown=first)))
        else:
            lines.append(Line("can_open.ok_at_least", p(round=s.round, contract=words,
                                                        laydown=first, lengths=lengths)))
        if not v.complete:
            lines.append(Line("can_open.other_ways_more", p(count=v.count)))
        elif v.count > 1:
            lines.append(Line("can_open.other_ways", p(count=v.count)))
        if not contract.whole_hand:
            if not a.rest:                       # melding every card goes out (not 5.5)
                lines.append(Line("can_open.meld_all"))
            elif a.all_down:
                # the player may lay every card down this turn or discard one (5.5)
                lines.append(Line("can_open.keep_or_meld", p(rest=Cards(a.rest))))
            else:
                key = "can_open.keep_one" if len(a.rest) == 1 else "can_open.keep"
                lines.append(Line(key, p(rest=Cards(a.rest))))
        if "4.3" in v.clauses:
            lines.append(Line("can_open.same_suit_ok"))
        return explanation(lines, v.clauses, CLAUSES)
    if v.reason == "too-few-cards":
        if contract.whole_hand:
            key = final_key("can_open.too_few_final", contract)
        else:
            key = "can_open.too_few" if profile.keeps_discard else "can_open.too_few_meld_all"
        lines.append(Line(key, p(round=s.round, contract=words,
                                 need=contract.min_cards(profile),
                                 size=CardCount(len(s.hand)), lengths=lengths)))
    elif v.reason == "same-suit":
        key = ("can_open.same_suit" if profile.same_suit_rule is SameSuitRule.NOT_CONTIGUOUS
               else "can_open.same_suit_distinct")
        lines.append(Line(key, p(round=s.round, laydown=MeldList(v.blocked[0].melds))))
    else:
        if contract.whole_hand:
            key = final_key("can_open.no_final", contract)
        else:
            key = "can_open.no_contract" if exact else "can_open.no_contract_at_least"
        lines.append(Line(key, p(round=s.round, contract=words, lengths=lengths)))
        if v.best_partial:
            lines.append(Line("can_open.partial" if exact else "can_open.partial_at_least",
                              p(melds=MeldList(v.best_partial))))
    return explanation(lines, v.clauses, CLAUSES)


def verify(s: CanOpenSituation, a: CanOpenAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: yes/no again through
    :func:`~generator.engine.opening.can_open`, and every lay-down accepted by
    :func:`~generator.engine.contracts.validate_opening`; ``AssertionError`` otherwise."""
    if can_open(s.round, s.hand, profile) != a.value:
        raise AssertionError("can_open and judge_opening disagree")
    if a.all_down:
        # an opening that leaves no card, accepted as the opening of this hand
        found = first_opening_leaving(s.round, s.hand, 0, profile)
        if found is None or remaining(s.hand, found):
            raise AssertionError("no opening lays down every card")
        validate_opening(s.round, s.hand, found.melds, profile)
    if a.all_down and (profile.keeps_discard or not a.rest):
        raise AssertionError("every card down is said where a card stays for the discard")
    for laydown in a.verdict.laydowns:
        try:
            validate_opening(s.round, s.hand, laydown.melds, profile)
        except ContratoError as err:
            raise AssertionError(f"{laydown.unicode()} is not an opening: {err}") from None
