"""Contracts and the opening lay-down (clauses 4.1–4.4, 5.2, 5.5, 7.4).

:func:`validate_laydown` checks that a list of melds is exactly the round's contract;
:func:`validate_opening` also checks it against the hand it comes from. Both raise
:class:`~generator.engine.errors.ContractError` naming the clause that fails.

>>> melds = [make_group(parse_cards("7♣ 7♦ 7♥")), make_sequence(parse_cards("3♠ 4♠ 5♠ 6♠"))]
>>> validate_laydown(2, melds).unicode()
'7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠'
>>> validate_laydown(3, [make_sequence(parse_cards("3♥ 4♥ 5♥ 6♥")),
...                      make_sequence(parse_cards("7♥ 8♥ 9♥ 10♥"))])
Traceback (most recent call last):
...
generator.engine.errors.ContractError: 3♥ 4♥ 5♥ 6♥ and 7♥ 8♥ 9♥ 10♥: two contract sequences of one suit must not be contiguous; leave a gap or overlap them (rule 4.3)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Iterable, Sequence as Seq

from .cards import Card, format_cards, parse_cards  # noqa: F401  (doctest)
from .deck import check_cards, physical_counts
from .errors import ContractError, MeldError
from .melds import (HIGH_ACE, LOW_ACE, Group, Meld, Sequence, ace_place_error,  # noqa: F401
                    make_group, make_sequence, place_rank)
from .profile import CONTRATO, MeldKind, Profile, SameSuitRule

__all__ = ["check_table", "LayDown", "sequences_conflict", "check_meld", "validate_laydown",
           "validate_opening", "describe_contract", "remaining"]


@dataclass(frozen=True, repr=False)
class LayDown:
    """A contract laid down: the round and its melds in canonical order (groups by rank, then
    sequences by suit and place). Two lay-downs are equal exactly when they hold the same
    melds with the same joker values."""

    round: int
    melds: tuple[Meld, ...]

    @classmethod
    def of(cls, round_: int, melds: Iterable[Meld]) -> "LayDown":
        return cls(round_, tuple(sorted(melds, key=lambda m: m.sort_key())))

    @classmethod
    def parse(cls, text: str, round_: int | None = None, *,
              profile: Profile = CONTRATO) -> "LayDown":
        """The lay-down written in ``text``: melds separated by ``|``, as :meth:`unicode` and
        :meth:`ascii` write them (each meld read by
        :meth:`Meld.parse <generator.engine.melds.Meld.parse>`). ``round_`` defaults to the
        one round whose contract these melds make (every round's contract differs in this
        profile); the melds are then checked with :func:`validate_laydown`.

        Raises :class:`~generator.engine.errors.CardNotationError` and
        :class:`~generator.engine.errors.MeldError` for what the melds hold,
        :class:`~generator.engine.errors.ContractError` when they make no round's contract
        (4.1) or not this one's (4.1, 4.3, 5.2).

        >>> LayDown.parse("3♠ 4♠ 5♠ 6♠ | 7h 7d 7c")
        LayDown.parse('7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠')
        >>> LayDown.parse("7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠").round
        2
        >>> LayDown.parse("7♥ 7♦ 7♣ | 8♥ 8♦ 8♣ | 3♠ 4♠ 5♠ 6♠ 7♠")
        Traceback (most recent call last):
        ...
        generator.engine.errors.ContractError: 3♠ 4♠ 5♠ 6♠ 7♠: a contract sequence has exactly 4 cards when it is laid down; more cards may be laid off later (rule 5.2)
        """
        if not isinstance(text, str):
            raise TypeError(f"a lay-down is read from text, not {type(text).__name__}")
        parts = text.split("|")
        if any(not p.strip() for p in parts):
            raise ContractError(f"{text.strip()!r}: a lay-down is melds separated by | "
                                f"(7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠), with a meld between each pair of "
                                f"bars", clause="4.1", code="wrong-melds")
        melds = [Meld.parse(p, profile=profile) for p in parts]
        if round_ is None:
            round_ = _round_of(melds, profile)
        return validate_laydown(round_, melds, profile)

    def __repr__(self) -> str:
        try:
            same = _round_of(self.melds, CONTRATO) == self.round
        except ContractError:
            same = False
        return (f"LayDown.parse({self.unicode()!r})" if same
                else f"LayDown.parse({self.unicode()!r}, {self.round})")

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card laid down (jokers with their declared values)."""
        return tuple(c for m in self.melds for c in m.cards)

    @property
    def groups(self) -> tuple[Group, ...]:
        return tuple(m for m in self.melds if m.kind is MeldKind.GROUP)

    @property
    def sequences(self) -> tuple[Sequence, ...]:
        return tuple(m for m in self.melds if m.kind is MeldKind.SEQUENCE)

    def sort_key(self) -> tuple:
        return tuple(m.sort_key() for m in self.melds)

    def unicode(self) -> str:
        return " | ".join(m.unicode() for m in self.melds)

    def ascii(self) -> str:
        return " | ".join(m.ascii() for m in self.melds)

    def __str__(self) -> str:
        return self.unicode()


def _round_of(melds: Seq[Meld], profile: Profile) -> int:
    """The one round whose contract is these melds' groups and sequences (4.1)."""
    groups = sum(m.kind is MeldKind.GROUP for m in melds)
    seqs = len(melds) - groups
    rounds = [c.round for c in profile.contracts
              if (c.groups, c.sequences) == (groups, seqs)]
    if len(rounds) != 1:
        what = "no round's contract" if not rounds else (
            f"the contract of rounds {', '.join(map(str, rounds))}: say which round")
        raise ContractError(f"{groups} group(s) and {seqs} sequence(s) are {what}",
                            clause="4.1", code="wrong-melds", round=None, groups=groups,
                            sequences=seqs)
    return rounds[0]


def describe_contract(round_: int, profile: Profile = CONTRATO) -> str:
    """English words for a round's contract: ``2 → 'a group and a sequence'``."""
    c = profile.contract(round_)
    words = {0: "no", 1: "a", 2: "two", 3: "three"}
    parts = []
    if c.groups:
        parts.append(f"{words[c.groups]} group{'s' if c.groups > 1 else ''}")
    if c.sequences:
        parts.append(f"{words[c.sequences]} sequence{'s' if c.sequences > 1 else ''}")
    return " and ".join(parts)


def sequences_conflict(a: Sequence, b: Sequence,
                       profile: Profile = CONTRATO) -> str | None:
    """Why two contract sequences may not stand together, or ``None`` if they may (4.3).

    In this profile two sequences of one suit must not be contiguous: one may not end on the
    place just below where the other starts (``3-4-5-6`` with ``7-8-9-10``). A gap or an
    overlap of places is fine (jokers count at their declared places). The ace is never a
    bridge: ``J-Q-K-A`` and ``2-3-4-5`` are not contiguous, since nothing wraps (3.3).
    With :attr:`SameSuitRule.DIFFERENT_SUITS` any two sequences of one suit conflict; with
    :attr:`SameSuitRule.ANY` none do.
    """
    if a.suit != b.suit or profile.same_suit_rule is SameSuitRule.ANY:
        return None
    if profile.same_suit_rule is SameSuitRule.DIFFERENT_SUITS:
        return "two sequences of one contract may not share a suit"
    if a.high + 1 == b.low or b.high + 1 == a.low:
        return ("two contract sequences of one suit must not be contiguous; leave a gap or "
                "overlap them")
    return None


def check_meld(meld: Meld, profile: Profile = CONTRATO) -> Meld:
    """Check that a meld object really is the meld it says (3.1–3.4, 3.7, D1, D2), however it
    was built, and return it.

    A :class:`Group` holds cards of its rank with every joker declared as that rank
    (``JK=7``); a :class:`Sequence` holds, from place ``low`` upwards, exactly the card of
    each place (a joker declared as that card) within places 1–14. Raises :class:`MeldError`
    citing the clause that fails, :class:`~generator.engine.errors.ImpossibleCardsError`
    (1.2) for cards the pack cannot hold, ``TypeError`` for an object that is not a meld.
    """
    if isinstance(meld, Group):
        rebuilt = make_group(meld.cards, rank=meld.rank, profile=profile)
        if Counter(rebuilt.cards) != Counter(meld.cards):
            raise MeldError(f"{meld}: every joker of a group stands for the group's rank "
                            f"(JK={rebuilt.cards[-1].declared.ascii()})", clause="3.7",
                            code="group-joker-undeclared")
        return meld
    if isinstance(meld, Sequence):
        text = meld.unicode() or "(no cards)"
        if not meld.cards or meld.low < LOW_ACE or meld.high > HIGH_ACE:
            raise MeldError(f"{text}: a sequence lies within places 1 (low ace) to 14 (high ace)",
                            clause="3.4", code="beyond-ace", meld=text,
                            card=meld.cards[0 if meld.low < LOW_ACE else -1].ascii()
                            if meld.cards else "JK")
        for place, card in zip(range(meld.low, meld.high + 1), meld.cards):
            value = Card(place_rank(place), meld.suit)
            if card.is_joker and card.declared != value:
                raise MeldError(f"{text}: the joker at place {place} must stand for {value}",
                                clause="D2", code="sequence-joker-place")
            if not card.is_joker and card != value:
                raise MeldError(f"{text}: {card} is not the card of its place ({value})",
                                clause="3.2", code="sequence-gap")
        if meld.low < profile.lowest_place or meld.high > profile.highest_place:
            raise ace_place_error(text, profile)
        check_cards(meld.cards, profile)
        if len(meld) < profile.sequence_length:
            raise MeldError(f"{text}: a sequence has at least {profile.sequence_length} cards",
                            clause="3.2", code="sequence-too-short")
        return meld
    raise TypeError(f"not a meld: {meld!r}")


def validate_laydown(round_: int, melds: Iterable[Meld], profile: Profile = CONTRATO) -> LayDown:
    """Check that ``melds`` are exactly the contract of ``round_`` and return the lay-down.

    - the right number of groups and sequences (4.1);
    - each meld at the exact minimum length: 3 for a group, 4 for a sequence (5.2); in the
      final round, sequences of at least 4 (7.4); with a profile whose melds are laid down at
      any length (:attr:`~generator.engine.profile.OpeningLengths.AT_LEAST`), each meld between
      its shortest and longest (see :meth:`~generator.engine.profile.Profile.opening_lengths`);
    - two sequences of one suit not contiguous (4.3, in round 7 too);
    - cards that can exist together, each physical card in one meld only (1.2, 3.6).

    Each meld is checked first with :func:`check_meld` (:class:`MeldError` for an object
    that is not the meld it says). Raises :class:`ContractError` naming the failing clause,
    :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for cards that cannot all
    exist together (three ``5♠`` across overlapping sequences).
    """
    contract = profile.contract(round_)
    melds = tuple(melds)
    for m in melds:
        check_meld(m, profile)
    groups = [m for m in melds if m.kind is MeldKind.GROUP]
    seqs = [m for m in melds if m.kind is MeldKind.SEQUENCE]
    if len(groups) != contract.groups or len(seqs) != contract.sequences:
        raise ContractError(
            f"round {round_} needs {describe_contract(round_, profile)}, not "
            f"{len(groups)} group(s) and {len(seqs)} sequence(s)", clause="4.1",
            code="wrong-melds", round=round_, groups=len(groups), sequences=len(seqs))
    for m in groups + seqs:
        # shorter than the minimum is no meld at all (check_meld, 3.1/3.2); beyond the opening
        # lengths (5.2: exactly the minimum, in rounds 1-6 of this profile) is no opening
        low, high = profile.opening_lengths(m.kind, contract)
        if not low <= len(m) <= high:
            kind = "group" if m.kind is MeldKind.GROUP else "sequence"
            exactly = f"exactly {low}" if low == high else f"{low} to {high}"
            raise ContractError(
                f"{m}: a contract {kind} has {exactly} cards when it is laid down; more cards "
                f"may be laid off later", clause="5.2", code=f"{kind}-length", meld=m.unicode(),
                low=low, high=high, exact="yes" if low == high else "no", size=len(m))
    for a, b in combinations(seqs, 2):
        why = sequences_conflict(a, b, profile)
        if why:
            clause = "4.3"
            raise ContractError(f"{a} and {b}: {why}", clause=clause, code="same-suit",
                                first=a.unicode(), second=b.unicode())
    check_cards([c for m in melds for c in m.cards], profile)
    return LayDown.of(round_, melds)


def validate_opening(round_: int, hand: Seq[Card], melds: Iterable[Meld],
                     profile: Profile = CONTRATO) -> LayDown:
    """Check a proposed opening against the hand it is laid down from.

    Besides :func:`validate_laydown`: every card comes from ``hand``, each physical card once
    (3.6); in rounds 1–6 a card stays in hand for the compulsory discard (5.5; unless the
    profile goes out by melding every card, :attr:`~generator.engine.profile.GoingOut`); in the final
    round the lay-down uses the whole hand (7.4; every card but one under a profile whose final
    round ends with a discard, :attr:`~generator.engine.profile.Contract.final_discard`). Raises :class:`ContractError`, and
    :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for a hand the pack cannot
    deal.
    """
    check_cards(hand, profile)
    laydown = validate_laydown(round_, melds, profile)
    contract = profile.contract(round_)
    have = physical_counts(hand)
    used = physical_counts(laydown.cards)
    missing = used - have
    if missing:
        cards = format_cards(sorted(missing.elements(), key=Card.sort_key))
        raise ContractError(f"the lay-down uses {cards}, which the hand does not hold (each "
                            f"physical card counts once)", clause="3.6", code="not-in-hand",
                            cards=cards)
    left = sum((have - used).values())
    if contract.whole_hand:
        check_whole_hand(round_, hand, laydown.cards, profile)
    elif left == 0 and profile.keeps_discard:
        raise ContractError("the lay-down would leave no card for the compulsory discard",
                            clause="5.5", code="keep-discard")
    return laydown


def check_whole_hand(round_: int, hand: Seq[Card], laid: Iterable[Card],
                     profile: Profile = CONTRATO) -> None:
    """In the final round, the cards ``laid`` down from ``hand`` must be the whole hand (7.4:
    no discard, no card kept; every card but the one discarded under a profile whose final
    round ends with a discard, :attr:`~generator.engine.profile.Contract.final_discard`),
    whatever the melds are: a way of going out that leaves a card in hand fails on this before
    anything else. Nothing to check in the other rounds. Raises :class:`ContractError` (7.4).

    >>> hand = parse_cards("3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ A♦ 2♦ 3♦ 4♦ K♣")
    >>> check_whole_hand(7, hand, hand[:-1])
    Traceback (most recent call last):
    ...
    generator.engine.errors.ContractError: in the final round the opening uses the whole hand; K♣ would be left (rule 7.4)
    """
    contract = profile.contract(round_)
    if not contract.whole_hand:
        return
    rest = physical_counts(hand) - physical_counts(laid)
    left = sum(rest.values())
    keep = 1 if contract.final_discard else 0
    if left == keep:
        return
    cards = format_cards(sorted(rest.elements(), key=Card.sort_key))
    if keep and not left:
        raise ContractError("in the final round the opening lays down every card but "
                            "one, which is discarded to go out; no card would be left",
                            clause="7.4", code="whole-hand-discard", cards="")
    if keep:
        raise ContractError(f"in the final round the opening lays down every card but "
                            f"the one discarded; {cards} would be left", clause="7.4",
                            code="whole-hand-discard", cards=cards)
    raise ContractError(f"in the final round the opening uses the whole hand; {cards} "
                        f"would be left", clause="7.4", code="whole-hand", cards=cards)


def remaining(hand: Seq[Card], laydown: LayDown) -> list[Card]:
    """The cards of ``hand`` left after laying down ``laydown`` (physical cards)."""
    left = Counter(c.physical for c in hand) - physical_counts(laydown.cards)
    return sorted(left.elements(), key=Card.sort_key)


def check_table(round_: int, melds: Seq[Meld], profile: Profile = CONTRATO) -> int:
    """Check that ``melds`` can be the table of ``round_``: whole contracts only, since each
    player who opened laid down exactly the round's contract (4.1, 5.2) and nobody creates a
    new meld afterwards (5.3); lay-offs only lengthen melds. So the table holds ``k`` times the
    contract's groups and sequences, for ``k`` players who opened (0 to ``profile.players``),
    and a round-7 table is empty (7.4: whoever opens goes out).

    Returns ``k``. Raises :class:`ContractError` (5.3) otherwise.

    >>> check_table(2, [make_group(parse_cards("7♣ 7♦ 7♥")),
    ...                 make_sequence(parse_cards("3♠ 4♠ 5♠ 6♠ 7♠"))])
    1
    """
    contract = profile.contract(round_)
    groups = sum(m.kind is MeldKind.GROUP for m in melds)
    seqs = sum(m.kind is MeldKind.SEQUENCE for m in melds)
    per = contract.groups + contract.sequences
    k, rest = divmod(len(melds), per)
    if contract.whole_hand and melds:
        raise ContractError("in the final round no meld stays on the table: whoever opens goes "
                            "out at once", clause="7.4", code="table-final-round")
    if (rest or k > profile.players or groups != k * contract.groups
            or seqs != k * contract.sequences):
        raise ContractError(
            f"a round-{round_} table holds whole contracts ({describe_contract(round_, profile)} "
            f"for each player who opened), not {groups} group(s) and {seqs} sequence(s): "
            f"nobody creates a new meld after opening", clause="5.3", code="table-not-contracts",
            round=round_, groups=groups, sequences=seqs)
    return k
