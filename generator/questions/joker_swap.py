"""``joker-swap``: which joker swaps may this player make now, and where does each freed
joker go, standing for which card? Or: is this one swap (this card, this joker, this place
for the freed joker) allowed? (7.1–7.3, 3.7, D2, D6–D8)

- :class:`JokerSwapSituation`, read from plain data by :func:`read`: ``round``, ``table``,
  ``opened`` (``no``, ``this-turn``, ``earlier``), ``hand``; to ask about one swap, ``card``
  (the natural card given), ``target`` (the meld whose joker it frees, from 1; found from the
  card when left out), ``joker_to`` (the meld the freed joker goes to, from 1) and ``end``
  (``low``/``high``, on a sequence);
- :func:`answer`: the engine's :func:`~generator.engine.layoff.check_may_lay_off` (for a
  swap), :func:`~generator.engine.jokers.legal_joker_swaps`, and for every other joker of the
  table the refusal of :func:`~generator.engine.jokers.check_joker_swap_at`; for one swap
  asked, :func:`~generator.engine.jokers.check_joker_swap` and
  :func:`~generator.engine.jokers.apply_joker_swap` (the refusal that decides, or the card the
  joker stands for where it goes);
- :func:`explain`: the sentences ``joker_swap.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: every swap listed accepted again by
  :func:`~generator.engine.jokers.check_joker_swap`.

>>> s = read({"round": 2, "table": ["5♠ JK 7♠ 8♠", "9♦ 9♣ 9♥"], "opened": "earlier",
...           "hand": "6♠ K♦ 2♣"})
>>> answer(s).value[0]["card"]
'6♠'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ..engine.cards import JOKER, Card
from ..engine.deck import physical_counts
from ..engine.errors import ContratoError, IllegalMoveError
from ..engine.jokers import (JokerSwap, apply_joker_swap, check_joker_swap, check_joker_swap_at,
                             check_may_swap, legal_joker_swaps)
from ..engine.layoff import check_may_lay_off
from ..engine.melds import Group, Meld
from ..engine.profile import CONTRATO, JokerSwaps, Profile
from .common import (Explanation, SituationError, check_position, check_possible, card_paths,
                     explanation, opened_flags, read_cards, read_hand, read_int, read_opened,
                     read_table, require)
from .lines import Cards, Join, Line, MeldTarget, p
from .refusals import reason

NAME = "joker-swap"
FIELDS: tuple[str, ...] = ("round", "table", "opened", "hand")
OPTIONAL: tuple[str, ...] = ("card", "target", "joker_to", "end")

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "joker_swap.may_not": (),
    "joker_swap.asked_may_not": (),
    "joker_swap.asked_no_jokers": (),
    "joker_swap.no_jokers": (),
    "joker_swap.none": (),
    "joker_swap.some": (),
    "joker_swap.swap": ("7.1", "7.2"),
    "joker_swap.spot": (),
    "joker_swap.cannot": (),
    "joker_swap.place": ("7.2", "3.7"),
    "joker_swap.asked_swap": ("7.1", "7.2"),
    "joker_swap.asked_place": ("7.1", "7.2", "3.7"),
    "joker_swap.asked_no": (),
    "joker_swap.asked_none_for": ("7.1",),
    "joker_swap.asked_none_for_groups": ("7.1",),
    "joker_swap.asked_only_group": ("7.3",),
}


@dataclass(frozen=True)
class JokerSwapSituation:
    """The table, the opening status and the hand of the player asking; for one swap asked,
    the natural ``card`` given, the ``target`` meld whose joker it frees, the meld
    ``joker_to`` where the freed joker goes and its ``end`` (melds from 0 here)."""

    round: int
    table: tuple[Meld, ...]
    opened: str
    hand: tuple[Card, ...]
    card: Card | None = None
    target: int | None = None
    joker_to: int | None = None
    end: str | None = None

    @property
    def asked(self) -> bool:
        """Whether one swap is asked about (rather than every swap there is)."""
        return self.card is not None or self.target is not None or self.joker_to is not None


@dataclass(frozen=True)
class JokerSwapAnswer:
    """``refusal``: the player may not swap now (or the one swap asked is refused: then
    ``asked``); else ``swaps`` (the legal ones, with where each freed joker may go and the card
    it stands for there) and ``refused``: ``(meld index, joker, error)`` for every other joker
    of the table. For one swap asked with its place: ``placed``, ``(meld index, end, joker)``
    where the freed joker goes."""

    refusal: ContratoError | None = None
    swaps: tuple[JokerSwap, ...] = ()
    refused: tuple[tuple[int, Card, ContratoError], ...] = ()
    asked: bool = False
    placed: tuple[int, str | None, Card] | None = None
    #: the refusal is about the freed joker's place (``joker_to``), not about the swap
    refused_place: bool = False
    #: one swap asked: the meld whose joker the card was tried for (from 0; the one asked, or
    #: the one whose joker stands for the card)
    target: int | None = None
    #: one card asked without a meld, and no joker of the table is one it could free (none
    #: stands for it in a sequence; under house rules that free a group's joker, no group of
    #: its rank holds one)
    none_for_card: bool = False

    @property
    def value(self) -> Any:
        if self.asked:      # yes only with the swap found (no joker, no refusal: no)
            return self.refusal is None and bool(self.swaps)
        return [_swap_json(sw) for sw in self.swaps]

    def details(self) -> dict[str, Any]:
        if self.refusal is not None:
            return {"code": self.refusal.code}
        out: dict[str, Any] = {"swaps": [_swap_json(sw) for sw in self.swaps]}
        if self.placed is not None:
            i, end, joker = self.placed
            out["placed"] = {"meld": i + 1, "end": end, "joker": joker.unicode()}
        return out


def _swap_json(sw: JokerSwap) -> dict[str, Any]:
    return {"meld": sw.meld_index + 1, "card": sw.natural.unicode(),
            "joker_to": [{"meld": i + 1, "end": e, "joker": v.unicode()}
                         for (i, e), v in zip(sw.targets, sw.values)]}


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> JokerSwapSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError`: bad notation,
    a table meld that is no meld, a declared joker in the hand (3.7), cards the pack cannot
    hold (1.2), a table and opening status that cannot stand together
    (:func:`~.common.check_position`), a ``card`` not in the hand (3.6), a ``target`` or
    ``joker_to`` the table does not have, an ``end`` without ``joker_to``."""
    data = require(data, FIELDS, OPTIONAL)
    round_ = read_int(data, "round", 1, profile.rounds, "4.1")
    table, located = read_table(data, "table", profile)
    opened = read_opened(data, "opened")
    check_position(round_, table, opened, profile)
    hand = read_hand(data, "hand", empty_ok=True, check=False, round_=round_, profile=profile)
    check_possible(located + [(("hand",), hand, card_paths(data["hand"], ("hand",), hand))],
                   profile)
    card = None
    if "card" in data:
        given = read_cards(data["card"], ("card",))
        if len(given) != 1:
            raise SituationError(("card",), f"one card, not {len(given)}", code="one-card",
                                 count=len(given))
        card = given[0]
        if physical_counts(given) - physical_counts(hand):
            raise SituationError(("card",), f"{card} is not in the hand (list the whole hand, "
                                            f"the card included)", "3.6",
                                 code="not-in-hand", cards=card.unicode())
    target = joker_to = None
    for name in ("target", "joker_to"):
        if name in data:
            index = read_int(data, name, 1) - 1
            if index >= len(table):
                raise SituationError((name,), f"there is no meld {index + 1} on the table "
                                              f"(melds 1 to {len(table)})", code="no-meld",
                                     n=index + 1, melds=len(table))
            if name == "target":
                target = index
            else:
                joker_to = index
    end = data.get("end")
    if end is not None:
        if end not in ("low", "high"):
            raise SituationError(("end",), "end is low or high", code="end-value")
        if joker_to is None:
            raise SituationError(("end",), "'end' says where on 'joker_to' the freed joker "
                                           "goes: give 'joker_to' too", code="end-without-joker-to")
        if isinstance(table[joker_to], Group):
            raise SituationError(("end",), f"meld {joker_to + 1} of the table is a group: a "
                                           f"group has no ends, leave 'end' out", "3.5",
                                 code="end-on-group", n=joker_to + 1)
    return JokerSwapSituation(round_, table, opened, hand, card, target, joker_to, end)


def answer(s: JokerSwapSituation, profile: Profile = CONTRATO) -> JokerSwapAnswer:
    """The swaps the engine allows now (7.1, 7.2, D6), each with where the freed joker may
    go and the card it stands for there (3.7), and why each other joker stays; or, for one
    swap asked, whether the engine allows it, with the refusal that decides."""
    flags = dict(opened_flags(s.opened), profile=profile)
    try:
        check_may_lay_off(s.round, action="swap a joker", **flags)
    except IllegalMoveError as err:
        return JokerSwapAnswer(refusal=err, asked=s.asked)
    if s.asked:
        return _answer_one(s, flags, profile)
    swaps = tuple(legal_joker_swaps(s.round, s.table, s.hand, **flags))
    legal = {(sw.meld_index, sw.natural) for sw in swaps}
    swapped = {sw.meld_index for sw in swaps}
    refused = []
    for i, meld in enumerate(s.table):
        for k, c in enumerate(meld.cards):
            if not c.is_joker or (i, c.declared) in legal:
                continue
            if isinstance(meld, Group) and profile.joker_swaps is JokerSwaps.ANY_MELD and (
                    i in swapped):
                continue        # house rules: the group's joker goes for a card of its rank
            # asked about the joker, not about a card: the refusal that decides (7.1 when the
            # hand lacks its exact natural card, 7.3 in a group …)
            place = None if isinstance(meld, Group) else meld.low + k
            try:
                check_joker_swap_at(s.round, s.table, s.hand, i, place, **flags)
            except ContratoError as err:
                refused.append((i, c, err))
            if isinstance(meld, Group):
                break                       # a group's jokers share one refusal: said once
    return JokerSwapAnswer(swaps=swaps, refused=tuple(refused))


def _answer_one(s: JokerSwapSituation, flags: dict, profile: Profile) -> JokerSwapAnswer:
    """One swap asked: the card (or the target's first joker), then the freed joker's place."""
    try:
        if s.card is None:
            # asked about the joker of a meld: the hand's card for it, or why none frees it
            if s.target is None:
                raise SituationError(("card",), "say which natural card is given ('card') or "
                                                "which meld's joker is freed ('target')",
                                     code="swap-card-or-target")
            if not any(c.is_joker for c in s.table[s.target].cards):
                raise SituationError(("target",), f"meld {s.target + 1} of the table holds "
                                                  f"no joker", code="no-joker-there",
                                     n=s.target + 1)
            sw = check_joker_swap_at(s.round, s.table, s.hand, s.target, None, **flags)
        else:
            target = s.target
            if target is None:
                if not any(c.is_joker for m in s.table for c in m.cards):
                    return JokerSwapAnswer(asked=True)      # no joker on the table at all
                # the meld whose joker the card could free: one standing for it in a
                # sequence, or (house rules) a group of its rank holding one
                target = next((i for i, m in enumerate(s.table) if _frees(m, s.card, profile)),
                              None)
                if target is None:
                    # no joker may be taken back at all under these house rules: that decides
                    check_may_swap(profile)
                    # the only jokers of the card's rank are in groups: 7.3 decides (the
                    # engine's refusal for the first such group), not 7.1
                    target = next((i for i, m in enumerate(s.table) if isinstance(m, Group)
                                   and m.jokers and m.rank == s.card.rank), None)
                if target is None:
                    return JokerSwapAnswer(asked=True, none_for_card=True)
            sw = check_joker_swap(s.round, s.table, s.hand, target, s.card, **flags)
    except ContratoError as err:
        return JokerSwapAnswer(refusal=err, asked=True,
                               target=s.target if s.card is None else target)
    if s.joker_to is None:
        return JokerSwapAnswer(swaps=(sw,), asked=True, target=sw.meld_index)
    if s.end is None:
        # a sequence with room at both ends: both places, each with its value (D2: the player
        # says which when playing it)
        spots = [(t, v) for t, v in zip(sw.targets, sw.values) if t[0] == s.joker_to]
        if len(spots) > 1:
            return JokerSwapAnswer(swaps=(replace(sw, targets=tuple(t for t, _ in spots),
                                                  values=tuple(v for _, v in spots)),),
                                   asked=True)
    try:
        table, _ = apply_joker_swap(s.round, s.table, s.hand, sw.meld_index, sw.natural,
                                    s.joker_to, s.end, **flags)
    except ContratoError as err:
        # the freed joker does not go there: said of the joker and of that meld
        return JokerSwapAnswer(refusal=err, asked=True, refused_place=True)
    old, new = s.table[s.joker_to], table[s.joker_to]
    if s.joker_to == sw.meld_index:
        old = old.swap_joker(sw.natural)[0]
    joker = next(c for c in new.cards if c.is_joker) if isinstance(new, Group) else (
        new.cards[0] if new.low < old.low else new.cards[-1])
    end = None if isinstance(new, Group) else ("low" if new.low < old.low else "high")
    return JokerSwapAnswer(swaps=(sw,), asked=True, placed=(s.joker_to, end, joker))


def _frees(meld: Meld, card: Card, profile: Profile) -> bool:
    """Whether a joker of ``meld`` is one that ``card`` could free by its kind (7.1): a
    sequence's joker standing for exactly ``card``; under house rules that free a group's
    joker (:attr:`~generator.engine.profile.JokerSwaps.ANY_MELD`), a group of its rank."""
    if isinstance(meld, Group):
        return (profile.joker_swaps is JokerSwaps.ANY_MELD and meld.jokers > 0
                and meld.rank == card.rank)
    return any(c.is_joker and c.declared == card for c in meld.cards)


def _where(s: JokerSwapSituation, sw: JokerSwap) -> Join:
    """Each place the freed joker may go, with the card it stands for there (3.7)."""
    return Join(tuple(Line("joker_swap.spot", p(
        target=MeldTarget(i, None, e, article=True), joker=Cards((v,))))
        for (i, e), v in zip(sw.targets, sw.values)), either=True)


def explain(s: JokerSwapSituation, a: JokerSwapAnswer,
            profile: Profile = CONTRATO) -> Explanation:
    """How many swaps, each with where the joker may go and what it stands for there, why
    each other joker stays, and that a freed joker is played on the same turn (7.2); for one
    swap asked, yes (with its place) or no (with the refusal that decides)."""
    if a.refusal is not None and not (a.asked and a.refusal.code not in _MAY_NOT):
        # may not swap at all now (D7, D8, 7.1 on the opening turn): asked about one swap, "no"
        lines = [Line("joker_swap.asked_may_not" if a.asked else "joker_swap.may_not"),
                 Line("reason", p(reason=reason(a.refusal, profile, round=s.round)))]
        return explanation(lines, a.refusal.clauses, CLAUSES)
    jokers = any(c.is_joker for m in s.table for c in m.cards)
    if a.asked:
        if a.none_for_card:
            key = ("joker_swap.asked_none_for_groups"
                   if profile.joker_swaps is JokerSwaps.ANY_MELD else "joker_swap.asked_none_for")
            return explanation([Line(key, p(card=Cards((s.card,))))], ("7.1",), CLAUSES)
        if (a.refusal is not None and a.refusal.code == "swap-in-group" and s.target is None
                and s.card is not None):
            # a card asked without a meld: the jokers it could free are all in groups (7.3)
            groups = [m for m in s.table if isinstance(m, Group) and m.jokers
                      and m.rank == s.card.rank]
            return explanation([Line("joker_swap.asked_only_group", p(
                card=Cards((s.card,)), count=sum(m.jokers for m in groups),
                groups=len(groups)))], a.refusal.clauses, CLAUSES)
        if a.refusal is not None:
            err = a.refusal
            index = s.joker_to if a.refused_place else a.target
            meld = s.table[index].unicode() if index is not None else ""
            card = JOKER if a.refused_place else s.card
            lines = [Line("joker_swap.asked_no"),
                     Line("reason", p(reason=reason(err, profile, card=card, round=s.round,
                                                    meld=meld)))]
            return explanation(lines, err.clauses, CLAUSES)
        if not a.swaps:
            return explanation([Line("joker_swap.asked_no_jokers")], ("7.1",), CLAUSES)
        sw = a.swaps[0]
        meld = MeldTarget(sw.meld_index, s.table[sw.meld_index])
        if a.placed is not None:
            i, end, joker = a.placed
            lines = [Line("joker_swap.asked_place", p(
                card=Cards((sw.natural,)), meld=meld,
                target=MeldTarget(i, None, end), joker=Cards((joker,))))]
            return explanation(lines, ("7.1", "7.2", "D6", "3.7"), CLAUSES)
        lines = [Line("joker_swap.asked_swap", p(card=Cards((sw.natural,)), meld=meld,
                                                 where=_where(s, sw),
                                                 where_count=len(sw.targets))),
                 Line("joker_swap.place")]
        return explanation(lines, ("7.1", "7.2", "D6"), CLAUSES)
    lines: list[Line] = []
    if not jokers:
        lines.append(Line("joker_swap.no_jokers"))
    elif a.swaps:
        lines.append(Line("joker_swap.some", p(count=len(a.swaps))))
    else:
        lines.append(Line("joker_swap.none"))
    for sw in a.swaps:
        lines.append(Line("joker_swap.swap", p(
            card=Cards((sw.natural,)), meld=MeldTarget(sw.meld_index, s.table[sw.meld_index]),
            where=_where(s, sw), where_count=len(sw.targets))))
    # the clauses that decide: a swap rests on 7.1, 7.2 and D6; a joker that stays, on its
    # refusal's clauses alone (7.3 for a group, 7.1 without its exact card …)
    clauses = ["7.1", "7.2", "D6"] if a.swaps else [] if jokers else ["7.1"]
    for i, joker, err in a.refused:
        clauses += err.clauses
        lines.append(Line("joker_swap.cannot", p(
            joker=Cards((joker,)), meld=MeldTarget(i, s.table[i]),
            reason=reason(err, profile, lower=True, card=joker.declared,
                          meld=s.table[i].unicode(), round=s.round))))
    if a.swaps:
        lines.append(Line("joker_swap.place"))
    return explanation(lines, clauses, CLAUSES)


#: Refusals that say the player may not swap at all now (whatever the swap): D8, D7, 7.1.
_MAY_NOT = ("final-round-no-layoff", "not-opened", "opening-turn")


def verify(s: JokerSwapSituation, a: JokerSwapAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: every swap listed is accepted by
    :func:`~generator.engine.jokers.check_joker_swap`, each freed joker's place by
    :func:`~generator.engine.jokers.apply_joker_swap` with the value said."""
    flags = dict(opened_flags(s.opened), profile=profile)
    for sw in a.swaps:
        try:
            check_joker_swap(s.round, s.table, s.hand, sw.meld_index, sw.natural, **flags)
            for (i, e), v in zip(sw.targets, sw.values):
                table, _ = apply_joker_swap(s.round, s.table, s.hand, sw.meld_index,
                                            sw.natural, i, e, **flags)
                if v not in table[i].cards:
                    raise AssertionError(f"the joker placed on meld {i + 1} is not {v}")
        except ContratoError as err:
            raise AssertionError(f"a swap listed is refused: {err}") from None
