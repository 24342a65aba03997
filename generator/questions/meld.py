"""``meld``: is this a valid meld — on the table, or as a meld of a round's contract at the
opening? (3.1–3.7, D1, D2, 4.1, 5.2, 7.4)

- :class:`MeldSituation`, read from plain data by :func:`read`: ``meld`` (its cards, jokers
  with their values if needed), optional ``kind`` (``group``/``sequence``, for cards that
  could be either) and ``round`` (judge it as a meld of that round's contract);
- :func:`answer`: the engine's :func:`~generator.engine.melds.make_meld`, then for a round
  :func:`~generator.engine.contracts.validate_laydown` of a contract holding only it;
- :func:`explain`: the sentences ``meld.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: a valid meld is built again from its own notation.

>>> answer(read({"meld": "3♠ 4♠ 5♠ 6♠ 7♠", "round": 2})).value
False
>>> answer(read({"meld": "3♠ 4♠ 5♠ 6♠ 7♠"})).value
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.cards import Card, format_cards
from ..engine.contracts import validate_laydown
from ..engine.errors import NeitherMeldError, ContratoError, MeldError
from ..engine.melds import (Group, Meld, free_jokers, make_group, make_meld, meld_readings,
                            meld_refusal)
from ..engine.profile import CONTRATO, Contract, MeldKind, OpeningLengths, Profile
from .common import (Explanation, SituationError, check_possible, card_paths, explanation,
                     read_cards, read_int, require)
from .lines import (CardList, Cards, ClauseRefs, ContractWords, KindPlural, Line, Listing,
                    MeldList, MeldWords, RankWord, p)
from .refusals import reason

NAME = "meld"
FIELDS: tuple[str, ...] = ("meld",)
OPTIONAL: tuple[str, ...] = ("kind", "round")

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "meld.jokers": ("3.7",),
    "meld.jokers_group": ("3.7",),
    "meld.jokers_only": ("D1",),
    "meld.jokers_choice": ("3.7", "D2"),
    "meld.invalid": (),
    "meld.undeclared": (),
    "meld.undeclared_group": ("D1",),
    "meld.undeclared_group_contract": ("4.1", "D1"),
    "meld.valid_table": (),
    "meld.valid_contract": ("4.1", "5.2"),
    "meld.valid_final": ("4.1", "7.4"),
    "meld.valid_contract_at_least": ("4.1", "{lengths}"),
    "meld.not_in_contract": ("4.1",),
    "meld.no_contract": (),
    "meld.as_group": (),
    "meld.as_sequence": (),
    "meld.as_sequence_not_in_contract": ("4.1",),
}


@dataclass(frozen=True)
class MeldSituation:
    """The cards as written, the kind if said, the round if the question is about a
    contract."""

    cards: tuple[Card, ...]
    kind: str | None = None
    round: int | None = None


@dataclass(frozen=True)
class MeldAnswer:
    """``meld``: the meld the cards make (``None`` when they make none); ``valid``: the
    answer; ``error``: the engine's refusal when not valid (``None`` for a meld outside the
    round's contract, 4.1); ``clauses``: what the answer rests on; ``readings``: when jokers
    without a value could stand for different cards, every meld the cards make (the
    player declares which when playing them, 3.7, D2), ``meld`` the first of them;
    ``undeclared``: jokers only, without the rank a group of them must declare (D1), that
    make a valid group — for the round's contract when asked — once it is declared."""

    meld: Meld | None
    valid: bool
    error: ContratoError | None
    clauses: tuple[str, ...]
    readings: tuple[Meld, ...] = ()
    undeclared: bool = False

    @property
    def value(self) -> bool:
        return self.valid

    def details(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.error is not None:
            out["code"] = self.error.code
        if self.meld is not None:
            out.update(meld=self.meld.unicode(), kind=self.meld.kind.value)
        if len(self.readings) > 1:
            out["readings"] = [m.unicode() for m in self.readings]
        return out


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> MeldSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError`: bad notation,
    no card, cards the pack cannot hold (1.2), a kind that is neither group nor sequence."""
    data = require(data, FIELDS, OPTIONAL)
    value = data["meld"]
    if isinstance(value, str) and not value.split() or value == []:
        raise SituationError(("meld",), "a meld needs cards", code="no-cards")
    cards = read_cards(value, ("meld",), declared=True)
    check_possible([(("meld",), cards, card_paths(value, ("meld",), cards))], profile)
    kind = data.get("kind")
    if kind not in (None, "group", "sequence"):
        raise SituationError(("kind",), "kind is group or sequence", code="kind-value")
    round_ = read_int(data, "round", 1, profile.rounds, "4.1") if "round" in data else None
    return MeldSituation(cards, kind, round_)


def meld_clauses(meld: Meld, profile: Profile = CONTRATO) -> tuple[str, ...]:
    """The clauses that make a valid meld: 3.1 for a group (3.5 when longer than the
    profile's group, 3.7 with jokers, D1 only for a group of jokers only: fourteenth pt
    reading #5, «Q♠ Q♦ JK» cited D1), 3.2 for a sequence (3.3 with an ace, 3.4 when
    longer than a contract's run — where melds are laid down at any length the minimum of
    3.2 says it all —, 3.7 and D2 with jokers)."""
    if isinstance(meld, Group):
        return ("3.1",) + (("3.5",) if len(meld) > profile.group_length else ()) + (
            ("3.7",) if meld.jokers else ()) + (("D1",) if meld.jokers == len(meld) else ())
    ace = any(c.effective_rank == 1 for c in meld.cards)
    longer = len(meld) > profile.sequence_length and profile.opening is OpeningLengths.EXACT
    return ("3.2",) + (("3.3",) if ace else ()) + (("3.4",) if longer else ()) + (
        ("3.7", "D2") if meld.jokers else ())


def _ambiguous(cards: tuple[Card, ...]) -> SituationError:
    return SituationError(("meld",), f"{format_cards(cards)} could be a group or a "
                                     f"sequence: add 'kind: group' or 'kind: "
                                     f"sequence', or declare the jokers (JK=7, JK=8♠)",
                          "D2", code="meld-ambiguous", meld=format_cards(cards))


def answer(s: MeldSituation, profile: Profile = CONTRATO) -> MeldAnswer:
    """The meld the cards make (:func:`~generator.engine.melds.make_meld`) and, for a round,
    whether it fits that round's contract at the opening: a kind the contract holds (4.1),
    the exact length (5.2; round 7: at least, 7.4). Raises :class:`~.common.SituationError`
    for cards that could be a group or a sequence (D2: say the kind or the jokers' values).

    A joker written without a value has none yet: it may stand for any card that makes the
    meld (3.7, D2), wherever it was written (:func:`~generator.engine.melds.meld_readings`);
    the answer is the same for every order of the same cards.

    >>> a = answer(read({"meld": "3♠ 5♠ 6♠ JK"}))
    >>> a.value, a.meld.unicode()
    (True, '3♠ JK=4♠ 5♠ 6♠')
    >>> [m.unicode() for m in answer(read({"meld": "4♠ 5♠ 6♠ JK"})).readings]
    ['JK=3♠ 4♠ 5♠ 6♠', '4♠ 5♠ 6♠ JK=7♠']
    """
    if free_jokers(s.cards):
        readings = meld_readings(s.cards, s.kind, profile=profile)
        if len({m.kind for m in readings}) > 1:
            raise _ambiguous(s.cards)
        if not readings:
            # no card the jokers could stand for makes a meld: the engine's reason, the
            # same for every order of the cards, each joker read in the place it fills (D2)
            err = meld_refusal(s.cards, s.kind, profile=profile)
            return _refused(s, err, profile)
        judged = [_judge(s, m, profile) for m in readings]
        good = [a for a in judged if a.valid]
        first = (good or judged)[0]
        if len(readings) == 1:
            return first
        return dataclasses.replace(first, readings=tuple(a.meld for a in (good or judged)))
    try:
        meld = make_meld(s.cards, s.kind, profile=profile)
    except MeldError as err:
        if err.code == "meld-ambiguous":
            raise _ambiguous(s.cards) from None
        return _refused(s, err, profile)
    return _judge(s, meld, profile)


def _refused(s: MeldSituation, err: MeldError, profile: Profile) -> MeldAnswer:
    """Cards that make no meld as written, with the engine's refusal ``err``. Jokers only,
    refused as a group because its rank is not declared (D1), are a group once it is: the
    same cards declared as 7s (``JK=7``) are judged, and when they are valid (for the
    round's contract when asked) the answer says what is missing, not that no such meld
    exists; asked as a group for a round whose contract holds none, that is the answer
    (4.1). Without a kind, the sequence's refusal is the engine's, or, for a round whose
    contract holds no sequence, that (4.1), and then the sequence's clauses are not cited."""
    group = err.as_group if isinstance(err, NeitherMeldError) else err
    if group.code == "group-undeclared":
        try:
            declared = _judge(s, make_group(s.cards, rank=7, profile=profile), profile)
        except MeldError:
            declared = None
        if declared is not None and declared.valid:
            clauses = err.clauses
            if isinstance(err, NeitherMeldError) and not _sequences_in(s, profile):
                clauses = err.as_group.clauses
            return MeldAnswer(None, False, err, (("4.1",) if s.round is not None else ())
                              + clauses, undeclared=True)
        if declared is not None and declared.error is None and s.kind == "group":
            return MeldAnswer(None, False, err, ("4.1",), undeclared=True)
    return MeldAnswer(None, False, err, err.clauses)


def _sequences_in(s: MeldSituation, profile: Profile) -> bool:
    """Whether a sequence may be laid down: on the table, or in the round's contract (4.1)."""
    return s.round is None or MeldKind.SEQUENCE in profile.contract(s.round).kinds


def _judge(s: MeldSituation, meld: Meld, profile: Profile) -> MeldAnswer:
    """One meld: valid on the table, or for the round's contract at the opening."""
    if s.round is None:
        return MeldAnswer(meld, True, None, meld_clauses(meld, profile))
    contract = profile.contract(s.round)
    if meld.kind not in contract.kinds:
        return MeldAnswer(meld, False, None, ("4.1",))
    # the engine checks one meld as a contract that holds only it (5.2, 7.4, 4.3, 1.2)
    one = Contract(s.round, int(meld.kind is MeldKind.GROUP),
                   int(meld.kind is MeldKind.SEQUENCE), contract.whole_hand)
    alone = dataclasses.replace(profile, contracts=tuple(one if c.round == s.round else c
                                                        for c in profile.contracts))
    try:
        validate_laydown(s.round, [meld], alone)
    except ContratoError as err:
        return MeldAnswer(meld, False, err, (err.clause, "4.1"))
    # how long it may be when laid down: exactly the minimum (5.2), at least the minimum in
    # the final round (7.4) or with a profile that lays melds down at any length (3.1, 3.2)
    if contract.whole_hand:
        length: tuple[str, ...] = ("7.4",)
    elif profile.opening is OpeningLengths.EXACT:
        length = ("5.2",)
    else:
        length = ()
    return MeldAnswer(meld, True, None, ("4.1",) + length + meld_clauses(meld, profile))


def _jokers(a: MeldAnswer) -> list[Line]:
    """What the jokers stand for: their values, or, when they have none yet and could stand
    for different cards, every choice (the player declares one when playing them, 3.7,
    D2); a group's jokers all stand for its rank, said once ("the 3 jokers stand for sevens",
    not "JK=7, JK=7, JK=7": seventh pt reading #8)."""
    if len(a.readings) > 1:
        choices = tuple(Cards(tuple(c for c in m.cards if c.is_joker)) for m in a.readings)
        return [Line("meld.jokers_choice", p(choices=Listing(choices, either=True),
                                             n=a.meld.jokers))]
    if isinstance(a.meld, Group) and a.meld.jokers:
        # a group of jokers only is a meld by D1, the one answer that rests on it
        # (fourteenth pt reading #5: «Q♠ Q♦ JK» cited D1)
        only = [Line("meld.jokers_only", p())] if a.meld.jokers == len(a.meld) else []
        return only + [Line("meld.jokers_group", p(n=a.meld.jokers,
                                                   group_rank=RankWord(a.meld.rank)))]
    jokers = [c for c in a.meld.cards if c.is_joker]
    return [Line("meld.jokers", p(jokers=CardList(tuple(jokers))))] if jokers else []


def _shown(s: MeldSituation, a: MeldAnswer) -> MeldList | Cards:
    """The meld as the answer names it: with its jokers' values, or as written when they
    could stand for different cards."""
    return Cards(s.cards) if len(a.readings) > 1 else MeldList((a.meld,))


def _what(a: MeldAnswer) -> MeldWords:
    return MeldWords(a.meld, a.readings if len(a.readings) > 1 else ())


def explain(s: MeldSituation, a: MeldAnswer, profile: Profile = CONTRATO) -> Explanation:
    """Valid with what it is (and what its jokers stand for), or why not: the engine's reason
    (:func:`~.refusals.reason`), or a kind the round's contract does not hold."""
    if a.meld is None and a.undeclared:
        # jokers only, a group once its rank is declared (D1): "no, as they are", then what
        # is missing for the group and, with no kind said, why not a sequence; or that the
        # round's contract holds no group (4.1) (ninth es reading #6: the verdict first, and
        # «as a group» beside «as a sequence»)
        lines = [Line("meld.undeclared", p())]
        if s.round is None:
            lines.append(Line("meld.undeclared_group", p()))
        else:
            contract = profile.contract(s.round)
            words = ContractWords(s.round, contract.groups, contract.sequences)
            if MeldKind.GROUP not in contract.kinds:
                line = Line("meld.not_in_contract", p(round=s.round, contract=words,
                                                      kind=KindPlural("group")))
                return explanation([line], a.clauses, CLAUSES)
            lines.append(Line("meld.undeclared_group_contract",
                              p(round=s.round, contract=words)))
        if isinstance(a.error, NeitherMeldError):
            # no kind said: why not a sequence, the contract's kinds deciding first (4.1),
            # else the engine's refusal (D2)
            if not _sequences_in(s, profile):
                lines.append(Line("meld.as_sequence_not_in_contract", p(round=s.round)))
            else:
                lines.append(Line("meld.as_sequence", p(reason=reason(
                    a.error.as_sequence, profile, lower=True, meld=Cards(s.cards)))))
        return explanation(lines, a.clauses, CLAUSES)
    if a.meld is None:
        shown = Cards(s.cards)
        lines = [Line("meld.invalid", p(meld=shown))]
        if isinstance(a.error, NeitherMeldError):
            # neither a group nor a sequence: both refusals decide, each said (3.1, 3.2 …)
            for err in a.error.causes:
                key = "meld.as_group" if err is a.error.as_group else "meld.as_sequence"
                lines.append(Line(key, p(reason=reason(err, profile, lower=True,
                                                       meld=shown))))
        else:
            lines.append(Line("reason", p(reason=reason(a.error, profile, meld=shown))))
        return explanation(lines, a.clauses, CLAUSES)
    meld = _shown(s, a)
    if s.round is None:
        lines = [Line("meld.valid_table", p(meld=meld, what=_what(a)))]
        return explanation(lines + _jokers(a), a.clauses, CLAUSES)
    contract = profile.contract(s.round)
    words = ContractWords(s.round, contract.groups, contract.sequences)
    if a.error is None and not a.valid:
        line = Line("meld.not_in_contract", p(round=s.round, contract=words,
                                              kind=KindPlural(a.meld.kind.value)))
        return explanation([line], a.clauses, CLAUSES)
    if not a.valid:
        lines = [Line("meld.no_contract", p(meld=meld, round=s.round)),
                 Line("reason", p(reason=reason(a.error, profile, meld=meld)))]
        return explanation(lines, a.clauses, CLAUSES)
    if contract.whole_hand:
        key = "meld.valid_final"
    elif profile.opening is OpeningLengths.EXACT:
        key = "meld.valid_contract"
    else:
        key = "meld.valid_contract_at_least"
    lengths = ClauseRefs(("3.1",) if isinstance(a.meld, Group) else ("3.2",))
    lines = [Line(key, p(meld=meld, round=s.round, contract=words, what=_what(a),
                         lengths=lengths))]
    return explanation(lines + _jokers(a), a.clauses, CLAUSES)


def verify(s: MeldSituation, a: MeldAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: a valid meld is made again from its own cards, as the kind
    it is (the same meld); an invalid one has the engine's reason."""
    if a.valid:
        again = make_meld(a.meld.cards, a.meld.kind.value, profile=profile)
        if again != a.meld:
            raise AssertionError("the meld is not made again from its own cards")
    elif a.error is None and (s.round is None
                              or a.meld.kind in profile.contract(s.round).kinds):
        raise AssertionError("a meld refused without a reason")
