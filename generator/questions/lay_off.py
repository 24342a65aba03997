"""``lay-off``: may these cards go on that meld now — or where may this card go, or may these
cards all go on the table this turn? (3.4, 3.5, 3.7, 5.4, 5.5, 7.1, 7.2, D2, D6, D7, D8)

- :class:`LayOffSituation`, read from plain data by :func:`read`: ``round``, ``table``,
  ``opened`` (``no``, ``this-turn``, ``earlier``), ``hand`` (its cards, or how many), the
  ``card`` — or several ``cards`` — to lay off (part of the hand), optional ``target`` (a meld
  of the table, from 1) and ``end`` (``low``/``high``, for one card on a sequence);
- :func:`answer`: the engine's :func:`~generator.engine.layoff.check_may_lay_off`, then
  :func:`~generator.engine.layoff.lay_off_targets` (one card, no target: where it fits),
  :func:`~generator.engine.going_out.lay_off_plan` (several cards, no target: a way to lay
  them all off on any melds, joker swaps included) or
  :func:`~generator.engine.layoff.lay_off_ways` (a target: the cards in any order, a way they
  go on, or the refusal that decides);
- :func:`explain`: the sentences ``lay_off.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: every target found, every step of an order and every move of a plan,
  checked again one by one.

>>> s = read({"round": 2, "table": ["5♠ 6♠ 7♠ 8♠", "K♣ K♦ K♥"], "opened": "earlier",
...           "hand": "9♠ K♦", "card": "9♠", "target": 1})
>>> answer(s).value
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.cards import JOKER, Card, format_cards, parse_card
from ..engine.deck import physical_counts
from ..engine.errors import ContratoError, IllegalMoveError
from ..engine.going_out import fits_after, lay_off_plan
from ..engine.jokers import apply_joker_swap
from ..engine.layoff import (check_lay_off, check_may_lay_off, lay_off_on, lay_off_targets,
                             lay_off_ways)
from ..engine.melds import Group, Meld
from ..engine.moves import LayOff, Move, SwapJoker
from ..engine.profile import CONTRATO, Profile
from .common import (Explanation, check_position, SituationError, check_possible, card_paths,
                     explanation, hand_size_problem, opened_flags, raise_first, read_cards, read_int, read_opened,
                     read_table, require)
from .go_out import move_json, step_lines
from .lines import CardAtEnd, Cards, Line, Listing, MeldList, MeldTarget, p
from .refusals import reason

NAME = "lay-off"
FIELDS: tuple[str, ...] = ("round", "table", "opened", "hand")
OPTIONAL: tuple[str, ...] = ("card", "cards", "target", "end")

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "lay_off.may_not": (),
    "lay_off.keep_all": ("5.5",),
    "lay_off.last_card": ("5.5",),
    "lay_off.keep_one": ("5.4",),
    "lay_off.keep_any": ("5.4",),
    "lay_off.keep_none": ("5.4",),
    "lay_off.nowhere": (),
    "lay_off.no_kin": ("3.5", "3.2"),
    "lay_off.miss": (),
    "lay_off.together": (),
    "lay_off.where": ("5.4",),
    "lay_off.ok_either_end": ("D2", "3.7"),
    "lay_off.ok_either_end_ace": ("3.3", "3.4"),
    "lay_off.ok": ("5.4",),
    "lay_off.refused": (),
    "lay_off.ok_plan": ("5.4",),
    "lay_off.no_plan": ("5.4",),
    "lay_off.stuck": ("3.4", "3.5"),
    "go_out.lay_off": (),
    "go_out.swap": ("7.1", "7.2", "3.7"),
}

#: The rule by which the player says the end of a card that fits both (the engine's
#: ``which-end`` clause) → the sentence that says so: a joker's end fixes the card it stands
#: for (D2, 3.7); a natural ace goes low or high (3.3).
EITHER_END: dict[str, str] = {"D2": "lay_off.ok_either_end", "3.3": "lay_off.ok_either_end_ace"}


@dataclass(frozen=True)
class LayOffSituation:
    """The table, the opening status, the hand's size (``hand``: its cards when given), the
    cards to lay off, the target meld (index from 0) and end when given."""

    round: int
    table: tuple[Meld, ...]
    opened: str
    size: int
    cards: tuple[Card, ...]
    target: int | None = None
    end: str | None = None
    hand: tuple[Card, ...] | None = None

    @property
    def left(self) -> int:
        """Cards left in the hand once these are laid off."""
        return self.size - len(self.cards)


@dataclass(frozen=True)
class LayOffAnswer:
    """One of: ``refusal`` (the player may not lay off now); ``targets`` (no target asked:
    where the one card fits, ``(meld index, end)``); ``either_end`` (a card that fits both
    ends of the target, with ``end_rule``: the clause by which the player says which end,
    as the engine's ``which-end`` refusal cites it — D2 for a joker, whose end fixes the card
    it stands for, 3.3 for a natural ace, low before the 2 or high after the king);
    ``order`` and ``result`` (the cards go on, in this order and at these
    ends, making ``result``); ``refusal`` with ``refused_card``/``refused_at`` (they do not:
    the engine's first refusal)."""

    refusal: ContratoError | None = None
    targets: tuple[tuple[int, str | None], ...] | None = None
    either_end: tuple[str, ...] = ()
    end_rule: str = ""
    order: tuple[tuple[Card, str | None], ...] = ()
    result: Meld | None = None
    refused_card: Card | None = None
    refused_at: Meld | None = None
    asked_target: bool = False
    #: several cards and no target: a way to lay them all off on any melds, swaps included
    #: (``None``: not asked so; empty: there is none), and the cards that fit nowhere alone
    plan: tuple[Move, ...] | None = None
    stuck: tuple[Card, ...] = ()
    #: one card that fits nowhere: each meld of its rank or suit (any meld, for a joker) with
    #: the engine's refusal there, ``(meld index, error)``
    misses: tuple[tuple[int, ContratoError], ...] = ()
    #: several cards, the whole hand, refused for the discard (5.5): the cards the player
    #: could keep for the discard while all the others go on the table this turn, and the
    #: moves that lay those others off when the first of them is kept (empty: none)
    keepers: tuple[Card, ...] = ()
    keep_plan: tuple[Move, ...] = ()

    @property
    def value(self) -> Any:
        if self.plan is not None:
            return bool(self.plan)
        if self.targets is not None:
            return [{"meld": i + 1, "end": e} for i, e in self.targets]
        if self.refusal is not None:
            return False if self.asked_target else []
        return True

    def details(self) -> dict[str, Any]:
        if self.plan is not None:
            return {"moves": [move_json(m) for m in self.plan],
                    "stuck": [c.unicode() for c in self.stuck]}
        if self.targets is not None:
            return {"targets": self.value}
        if self.either_end:
            return {"ends": list(self.either_end)}
        if self.result is not None:
            return {"result": self.result.unicode(),
                    "order": [[str(c), e] for c, e in self.order]}
        if self.refusal is not None and self.refusal.code == "keep-discard" and self.keepers:
            return {"code": self.refusal.code,
                    "keep": [c.unicode() for c in self.keepers],
                    "moves": [move_json(m) for m in self.keep_plan]}
        return {"code": self.refusal.code} if self.refusal is not None else {}


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> LayOffSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError`: bad notation,
    a table meld that is no meld, cards the pack cannot hold (1.2), cards to lay off that are
    not in the hand (3.6), more cards laid off than the hand holds (3.6), a target the table
    does not have (these three together, :func:`~.common.raise_first`), both ``card`` and
    ``cards`` or neither. The rest is checked with the answer (:func:`check`)."""
    data = require(data, FIELDS, OPTIONAL)
    round_ = read_int(data, "round", 1, profile.rounds, "4.1")
    table, located = read_table(data, "table", profile)
    opened = read_opened(data, "opened")
    check_position(round_, table, opened, profile)
    if ("card" in data) == ("cards" in data):
        raise SituationError((), "give either 'card' (one card) or 'cards' (several)",
                             code="card-or-cards")
    name = "card" if "card" in data else "cards"
    cards = read_cards(data[name], (name,), declared=False, empty_ok=True)
    if name == "card" and len(cards) != 1:
        raise SituationError(("card",), f"one card, not {len(cards)}", code="one-card",
                             count=len(cards))
    if not cards:
        raise SituationError((name,), "no card to lay off", code="no-cards")
    value = data["hand"]
    hand = None
    # independent problems, reported together (a puzzle template lists them all)
    errors: list[SituationError] = []
    if isinstance(value, int) and not isinstance(value, bool):
        size = read_int(data, "hand", 0)
        why = hand_size_problem(size, round_, profile)
        if why:
            raise why.error(("hand",))
        check_possible(located + [((name,), cards, card_paths(data[name], (name,), cards))],
                       profile)
    else:
        hand = read_cards(value, ("hand",), empty_ok=True)
        why = hand_size_problem(len(hand), round_, profile)
        if why:
            raise why.error(("hand",))
        check_possible(located + [(("hand",), hand, card_paths(value, ("hand",), hand))],
                       profile)
        missing = physical_counts(cards) - physical_counts(hand)
        if missing:
            shown = format_cards(sorted(missing.elements(), key=Card.sort_key))
            errors.append(SituationError((name,), f"{shown} is not in the hand (list the whole "
                                                  f"hand, the {name} included; each physical "
                                                  f"card counts once)", "3.6", code="not-in-hand",
                                         cards=shown))
        size = len(hand)
    errors += _size_problems(size, cards)
    target = data.get("target")
    if target is not None:
        target = read_int(data, "target", 1) - 1
        errors += _target_problems(target, table)
    raise_first(errors)
    end = data.get("end")
    if end not in (None, "low", "high"):
        raise SituationError(("end",), "end is low or high", code="end-value")
    return LayOffSituation(round_, table, opened, size, cards, target, end, hand)


def _size_problems(size: int, cards: tuple[Card, ...]) -> list[SituationError]:
    """No more cards laid off than the hand holds (3.6)."""
    if size < len(cards):
        return [SituationError(("hand",), f"the hand holds {size} card(s) but {len(cards)} "
                                          f"are laid off", "3.6", code="hand-too-small",
                               size=size, count=len(cards))]
    return []


def _target_problems(target: int, table: tuple[Meld, ...]) -> list[SituationError]:
    """A target meld (from 0) the table has."""
    if target >= len(table):
        return [SituationError(("target",), f"there is no meld {target + 1} on the table "
                                            f"(melds 1 to {len(table)})", code="no-meld",
                               n=target + 1, melds=len(table))]
    return []


def check(s: LayOffSituation, profile: Profile = CONTRATO) -> None:
    """What the situation must be for the question to make sense (checked before the answer):
    no more cards laid off than the hand holds (3.6), a target the table has, an end only for
    one card on a target, a table with a meld (5.4) — unless the engine refuses every lay-off
    in that round (round 7, D8: its table is empty because whoever opens goes out, 7.4), which
    is then the answer, not a fault of the situation. :class:`~.common.SituationError`."""
    raise_first(_size_problems(s.size, s.cards)
                + ([] if s.target is None else _target_problems(s.target, s.table)))
    if s.end is not None and (s.target is None or len(s.cards) > 1):
        raise SituationError(("end",), "'end' goes with one card and a 'target' sequence",
                             code="end-alone")
    if not s.table and not _no_lay_off_phase(s, profile):
        raise SituationError(("table",), "the table has no meld: there is nothing to lay off "
                                         "on", "5.4", code="table-empty")


def _no_lay_off_phase(s: LayOffSituation, profile: Profile) -> bool:
    """Whether the engine refuses any lay-off in this round, whoever the player (D8)."""
    try:
        check_may_lay_off(s.round, **opened_flags(s.opened), profile=profile)
    except IllegalMoveError as err:
        return err.code == "final-round-no-layoff"
    return False


def _ways(s: LayOffSituation, meld: Meld, end: str | None, profile: Profile):
    """The engine's ways to lay every card off on ``meld``, whatever order the cards are
    written in (5.4: :func:`~generator.engine.layoff.lay_off_ways`), or its refusal: the card
    that decides, the meld, the error."""
    flags = dict(opened_flags(s.opened), profile=profile)
    try:
        return lay_off_ways(s.round, meld, s.cards, end=end, cards_left_after=s.left,
                            **flags), None
    except ContratoError as err:
        named = err.params.get("card")
        card = parse_card(named) if isinstance(named, str) else s.cards[0]
        return None, (card, meld, err)


def answer(s: LayOffSituation, profile: Profile = CONTRATO) -> LayOffAnswer:
    """Whether the player may lay off now (5.4, 5.5, D7, D8), then where the card fits or
    whether the cards go on the target (3.4, 3.5, D2). Raises
    :class:`~.common.SituationError` for a situation :func:`check` refuses, several cards
    without a target, or an end given for a group (3.5)."""
    check(s, profile)
    flags = dict(opened_flags(s.opened), profile=profile)
    asked = s.target is not None
    try:
        check_may_lay_off(s.round, cards_left_after=s.left, **flags)
    except IllegalMoveError as err:
        if err.code == "keep-discard" and len(s.cards) > 1:
            keepers, plan = _all_but_one(s, flags)
            return LayOffAnswer(refusal=err, asked_target=asked, keepers=keepers,
                                keep_plan=plan)
        return LayOffAnswer(refusal=err, asked_target=asked)
    if not asked and len(s.cards) > 1:
        # several cards, no target: on any melds, in any order, joker swaps included
        plan = lay_off_plan(s.round, s.cards, s.table, cards_left_after=s.left, **flags)
        if plan is not None:
            return LayOffAnswer(plan=plan)
        # the cards that fit no meld whatever else is laid off before them (in any order,
        # joker swaps included): each tried with every set of the others that could help
        stuck = []
        for card in dict.fromkeys(c.physical for c in s.cards):
            others = list(s.cards)
            others.remove(next(c for c in others if c.physical == card))
            if fits_after(s.round, card, others, s.table, cards_left_after=s.left,
                          **flags) is None:
                stuck.append(card)
        return LayOffAnswer(plan=(), stuck=tuple(stuck))
    if asked and s.end is not None and isinstance(s.table[s.target], Group):
        raise SituationError(("end",), f"meld {s.target + 1} of the table is a group: a group "
                                       f"has no ends, leave 'end' out", "3.5",
                             code="end-on-group", n=s.target + 1)
    if not asked:
        found = lay_off_targets(s.round, s.table, s.cards[0], cards_left_after=s.left, **flags)
        misses = () if found else _misses(s.table, s.cards[0], profile)
        return LayOffAnswer(targets=tuple(found), misses=misses)
    meld = s.table[s.target]
    end = s.end
    if len(s.cards) == 1 and end is None:
        ends = [e for _, e in lay_off_targets(s.round, [meld], s.cards[0],
                                              cards_left_after=s.left, **flags)]
        if len(ends) > 1:
            # a joker (D2) or a natural ace (3.3) fitting both ends: the rule that makes the
            # player say the end is the one the engine cites when it is not said (thirteenth
            # pt reading #1, ca #1: a natural ace was told D2 and 3.7, the joker's rules)
            return LayOffAnswer(either_end=tuple(ends), end_rule=_end_rule(meld, s.cards[0],
                                                                          profile),
                                asked_target=True)
        if ends:
            end = ends[0]
    ways, refused = _ways(s, meld, end, profile)
    if ways:
        return LayOffAnswer(order=ways[0].steps, result=ways[0].result, asked_target=True)
    card, at, err = refused
    return LayOffAnswer(refusal=err, refused_card=card, refused_at=at, asked_target=True)


def _end_rule(meld: Meld, card: Card, profile: Profile) -> str:
    """The clause the engine cites when ``card``, which fits both ends of ``meld``, is laid
    off without its end (:meth:`~generator.engine.melds.Sequence.add`: ``which-end``, D2 for
    a joker, 3.3 for a natural ace)."""
    try:
        lay_off_on(meld, card, None, profile)
    except ContratoError as err:
        if err.code == "which-end":
            return err.clause
        raise
    raise AssertionError(f"{card} fits both ends of {meld} without its end said")


def _all_but_one(s: LayOffSituation, flags: dict[str, Any]) -> tuple[tuple[Card, ...],
                                                                     tuple[Move, ...]]:
    """The cards are the whole hand and one must stay for the discard (5.5): each card the
    player could keep while all the others go on the table this turn (on the target when one
    is asked, else on any melds, in any order, joker swaps included: 5.4, 7.1, 7.2, D6), and
    the moves for the first such card (empty when no card will do)."""
    keepers: list[Card] = []
    plan: tuple[Move, ...] = ()
    for card in dict.fromkeys(s.cards):
        others = list(s.cards)
        others.remove(card)
        if s.target is None:
            moves = lay_off_plan(s.round, others, s.table, cards_left_after=1, **flags)
        else:
            try:
                ways = lay_off_ways(s.round, s.table[s.target], others, cards_left_after=1,
                                    **flags)
            except ContratoError:
                ways = ()
            moves = (tuple(LayOff(s.target, c, e) for c, e in ways[0].steps) if ways
                     else None)
        if moves:
            keepers.append(card)
            plan = plan or tuple(moves)
    return tuple(keepers), plan


def kin(meld: Meld, card: Card) -> bool:
    """Whether ``meld`` is of the kind that could take ``card`` at all: a group of its rank or
    a sequence of its suit (any meld, for a joker)."""
    if card.is_joker:
        return True
    if isinstance(meld, Group):
        return meld.rank == card.rank
    return meld.suit == card.suit


def _misses(table: tuple[Meld, ...], card: Card,
            profile: Profile) -> tuple[tuple[int, ContratoError], ...]:
    """For a card that fits no meld: each meld that could take it by its kind (:func:`kin`)
    with the engine's refusal there (3.4, 3.5, 3.7, 3.3 …), the others being of another rank
    or suit."""
    out = []
    for i, meld in enumerate(table):
        if not kin(meld, card):
            continue
        try:
            lay_off_on(meld, card, None, profile)
        except ContratoError as err:
            if err.code != "which-end":
                out.append((i, err))
    return tuple(out)


#: Refusal codes whose sentence names the meld (the others are said after it).
_NAMES_MELD = frozenset({"does-not-extend", "other-suit", "beyond-ace", "sequence-full",
                         "place-held-by-joker", "group-other-rank", "gap-unfilled",
                         "joker-declared-elsewhere"})


def miss_line(i: int, meld: Meld, card: Card, err: ContratoError, profile: Profile,
              round_: int) -> Line:
    """One meld's refusal of ``card``, as a line: the engine's sentence when it names the
    meld, else after the meld's number and cards (``lay_off.miss``)."""
    why = reason(err, profile, card=card, meld=meld.unicode(), round=round_,
                 lower=err.code not in _NAMES_MELD)
    if err.code in _NAMES_MELD:
        return Line("reason", p(reason=why))
    return Line("lay_off.miss", p(card=Cards((card,)), target=MeldTarget(i, meld),
                                  reason=why))


def placed_clauses(meld: Meld, cards: tuple[Card, ...]) -> list[str]:
    """The clauses that let ``cards`` go on ``meld``: 3.5 on a group — with D1 when the group
    is jokers only (its declared rank stays) — and 3.4 on a sequence; for a joker among the
    cards, 3.7 (the value it takes stays) and, on a sequence only, D2 (the end or the gap it
    stands for): a joker on a group takes the group's rank, D2 has nothing to say there
    (finding 4 of the ninth Catalan reading: «7♥ 7♦ 7♣ JK=7 … Regles: 5.4, 3.5, 3.7, D2»)."""
    if isinstance(meld, Group):
        out = ["3.5"] + (["D1"] if meld.jokers == len(meld) else [])
        return out + (["3.7"] if any(c.is_joker for c in cards) else [])
    return ["3.4"] + (["3.7", "D2"] if any(c.is_joker for c in cards) else [])


def explain(s: LayOffSituation, a: LayOffAnswer, profile: Profile = CONTRATO) -> Explanation:
    """Where the card goes, that the cards go on (and what the meld becomes), or the engine's
    refusal."""
    card = Cards(s.cards[:1])
    if a.plan is not None:
        if a.plan:
            kinds = [c for m in a.plan if isinstance(m, LayOff)
                     for c in placed_clauses(s.table[m.meld_index], (m.card,))]
            swaps = (["7.1", "7.2", "D6", "3.7"] if any(isinstance(m, SwapJoker) for m in a.plan)
                     else [])
            steps = step_lines(a.plan, s.table, profile)
            return explanation([Line("lay_off.ok_plan", p(steps=steps))],
                               ["5.4"] + kinds + swaps, CLAUSES)
        lines = [Line("lay_off.no_plan")]
        if a.stuck:
            lines.append(Line("lay_off.stuck", p(cards=Cards(a.stuck))))
        else:
            lines.append(Line("lay_off.together"))
        return explanation(lines, (), CLAUSES)
    if (a.refusal is not None and a.refusal.code == "keep-discard"
            and len(s.cards) > 1):
        # the whole hand: all of it may not go, all but one may (es, pt, ca #1 of the fourth
        # Catalan reading: «ara no pot afegir cartes» when he could lay off all but one)
        lines = [Line("lay_off.keep_all")]
        if not a.keepers:
            lines.append(Line("lay_off.keep_none", p(n=len(s.cards) - 1)))
            return explanation(lines, ("5.5", "5.4"), CLAUSES)
        kinds = [c for m in a.keep_plan if isinstance(m, LayOff)
                 for c in placed_clauses(s.table[m.meld_index], (m.card,))]
        swaps = ["7.1", "7.2", "D6", "3.7"] if any(isinstance(m, SwapJoker) for m in a.keep_plan) \
            else []
        steps = step_lines(a.keep_plan, s.table, profile)
        if len(a.keepers) == 1:
            lines.append(Line("lay_off.keep_one", p(card=Cards(a.keepers[:1]), steps=steps)))
        else:
            lines.append(Line("lay_off.keep_any", p(card=Cards(a.keepers[:1]),
                                                    cards=Cards(a.keepers), steps=steps)))
        return explanation(lines, ["5.5", "5.4"] + kinds + swaps, CLAUSES)
    if a.refusal is not None and a.refusal.code == "keep-discard":
        # one card, the hand's last: this card may not go, not «may not lay off now»
        # (twelfth pt reading #5)
        return explanation([Line("lay_off.last_card", p(card=Cards(s.cards[:1])))],
                           a.refusal.clauses, CLAUSES)
    if a.refusal is not None and a.refused_card is None:
        lines = [Line("lay_off.may_not"),
                 Line("reason", p(reason=reason(a.refusal, profile, round=s.round)))]
        return explanation(lines, a.refusal.clauses, CLAUSES)
    if a.targets is not None:
        if not a.targets:
            # what decides, meld by meld: no meld of its rank or suit at all (3.5, 3.2), or
            # each such meld's own refusal
            lines = [Line("lay_off.nowhere", p(card=card))]
            if not a.misses:
                lines.append(Line("lay_off.no_kin", p(card=card)))
            clauses: list[str] = []
            for i, err in a.misses:
                lines.append(miss_line(i, s.table[i], s.cards[0], err, profile, s.round))
                clauses += err.clauses
            return explanation(lines, clauses, CLAUSES)
        # a sequence open at both ends is said once, "either end" (es #17 of the second
        # reading: «la combinación 1 (…) por abajo, la combinación 1 (…) por arriba»)
        ends = {i: [e for j, e in a.targets if j == i] for i, _ in a.targets}
        where = Listing(tuple(MeldTarget(i, s.table[i],
                                         "both" if len(ends[i]) == 2 else e, article=True,
                                         to=True)
                              for i, e in a.targets
                              if len(ends[i]) < 2 or e == ends[i][0]), either=True)
        clauses = ["5.4"] + [c for i, _ in a.targets
                             for c in placed_clauses(s.table[i], s.cards[:1])]
        return explanation([Line("lay_off.where", p(card=card, where=where))], clauses,
                           CLAUSES)
    meld = s.table[s.target]
    target = MeldTarget(s.target, meld)
    if a.either_end:
        return explanation([Line(EITHER_END[a.end_rule], p(card=card, target=target))],
                           ["5.4"] + placed_clauses(meld, s.cards), CLAUSES)
    if a.result is not None:
        placed = Listing(tuple(CardAtEnd(c, e) for c, e in a.order))
        clauses = ["5.4"] + placed_clauses(meld, s.cards)
        return explanation([Line("lay_off.ok", p(cards=placed, target=target,
                                                 result=MeldList((a.result,))))],
                           clauses, CLAUSES)
    lines = [Line("lay_off.refused", p(cards=Cards(s.cards), target=target)),
             Line("reason", p(reason=reason(a.refusal, profile, card=a.refused_card,
                                            meld=a.refused_at.unicode(), round=s.round)))]
    return explanation(lines, a.refusal.clauses, CLAUSES)      # the refusal's own clauses


def _replay(s: LayOffSituation, plan, todo: list[Card], left_after: int,
            flags: dict[str, Any]) -> None:
    """A plan played again with the rule utilities: every card of ``todo`` goes, the
    ``left_after`` other cards of the hand stay."""
    table, todo = list(s.table), list(todo)
    for m in plan:
        card = m.card if isinstance(m, LayOff) else m.natural
        todo.remove(card)
        left = len(todo) + left_after
        if isinstance(m, LayOff):
            table[m.meld_index] = check_lay_off(s.round, table[m.meld_index], m.card,
                                                end=m.end, cards_left_after=left, **flags)
        else:
            hand = [m.natural] + [JOKER] * left          # the swap needs only the sizes
            table = list(apply_joker_swap(s.round, table, hand, m.meld_index, m.natural,
                                          m.target_index, m.target_end, **flags)[0])
    if todo:
        raise AssertionError("the plan leaves cards it should have laid off")


def verify(s: LayOffSituation, a: LayOffAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: each target found accepts the card through
    :func:`~generator.engine.layoff.check_lay_off`; an order is played again step by step and
    makes the result; a plan on several melds is played again move by move."""
    flags = dict(opened_flags(s.opened), profile=profile)
    if a.plan:
        _replay(s, a.plan, list(s.cards), s.left, flags)
    if a.keepers:
        # the first card kept for the discard: the others go on, one card stays (5.5)
        others = list(s.cards)
        others.remove(a.keepers[0])
        _replay(s, a.keep_plan, others, 1, flags)
    for i, e in a.targets or ():
        try:
            check_lay_off(s.round, s.table[i], s.cards[0], end=e, cards_left_after=s.left,
                          **flags)
        except ContratoError as err:
            raise AssertionError(f"meld {i + 1} was listed but refuses the card: {err}") \
                from None
    for e in a.either_end:
        # each end said fits the card, and the end is the player's to say (D2, 3.3)
        check_lay_off(s.round, s.table[s.target], s.cards[0], end=e, cards_left_after=s.left,
                      **flags)
    if a.either_end and _end_rule(s.table[s.target], s.cards[0], profile) != a.end_rule:
        raise AssertionError("the rule for the end is not the engine's")
    if a.result is not None:
        meld, size = s.table[s.target], s.size
        for card, e in a.order:
            meld = check_lay_off(s.round, meld, card, end=e, cards_left_after=size - 1,
                                 **flags)
            size -= 1
        if meld != a.result:
            raise AssertionError("the order does not make the result")
