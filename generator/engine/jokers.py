"""Joker swaps (clauses 7.1–7.3, rulings D6–D8).

During laying off, a player who opened on an earlier turn may give the exact natural card a
joker stands for in a **sequence** (same rank and suit, 7.1) and take the joker back; the freed
joker must be added to a meld on the table in that same turn (7.2) — the engine does both in
one step. Jokers in groups are never recovered (7.3).

A swap is legal only if (D6) the freed joker can go to some meld on the table (7.2) and the
player still holds a card to discard afterwards (5.5). Nobody who has not opened swaps (D7);
nobody swaps in the final round (D8).

House rules (:attr:`~.profile.Profile.joker_swaps`) may let a joker of a group be taken back
too, for any natural card of the group's rank (the group keeps its rank; no suit twice where
suits may not repeat), or forbid every swap (7.1). Under a profile that goes out by melding
every card (:attr:`~.profile.GoingOut.MELD_OR_DISCARD`) no card need stay for a discard (D6).

>>> from .cards import parse_cards, parse_card
>>> from .melds import make_sequence, make_group
>>> table = [make_sequence(parse_cards("5♠ JK=6♠ 7♠ 8♠")), make_group(parse_cards("9♦ 9♣ JK=9"))]
>>> [(s.meld_index, str(s.natural), s.targets)
...  for s in legal_joker_swaps(3, table, parse_cards("6♠ K♥"), opened_before_this_turn=True)]
[(0, '6♠', ((0, 'low'), (0, 'high'), (1, None)))]
>>> new_table, hand = apply_joker_swap(3, table, parse_cards("6♠ K♥"), 0, parse_card("6♠"),
...                                    0, "high", opened_before_this_turn=True)
>>> str(new_table[0]), [str(c) for c in hand]
('5♠ 6♠ 7♠ 8♠ JK=9♠', ['K♥'])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .cards import JOKER, Card, rank_symbol
from .errors import IllegalMoveError, MeldError
from .layoff import Target, check_end, check_may_lay_off, lay_off_on, lay_off_targets
from .melds import Group, Meld, Sequence as Run
from .profile import CONTRATO, JokerSwaps, Profile

__all__ = ["JokerSwap", "legal_joker_swaps", "check_joker_swap", "check_joker_swap_at",
           "apply_joker_swap", "swap_on_table", "placed_joker", "check_may_swap"]


@dataclass(frozen=True)
class JokerSwap:
    """One possible swap: ``natural`` (from hand) replaces the joker at ``place`` of the
    sequence at ``meld_index`` (7.1; ``place`` is ``None`` for a joker of a group, under
    house rules that let it be taken back); ``targets`` lists every ``(meld index, end)``
    where the freed joker can then go in the same turn (7.2), on the table *after* the swap
    (the same meld included); ``end`` is ``None`` for a group. ``values``: for each target,
    the card the joker stands for once there (3.7: ``JK=9♠`` at the high end of ``5♠–8♠``,
    ``JK=9`` on a group of 9s)."""

    meld_index: int
    natural: Card
    place: int | None
    targets: tuple[Target, ...]
    values: tuple[Card, ...] = ()


def placed_joker(meld: Meld, end: str | None, profile: Profile = CONTRATO) -> Card:
    """The joker as it stands once laid off on ``meld`` at ``end`` (``None`` for a group):
    declared as the card of its new place (3.7, D2).

    >>> from .cards import parse_cards
    >>> from .melds import make_sequence
    >>> str(placed_joker(make_sequence(parse_cards("5♠ 6♠ 7♠ 8♠")), "low"))
    'JK=4♠'

    Raises what :meth:`~.melds.Sequence.add` raises when it does not fit there."""
    if isinstance(meld, Group):
        return next(c for c in meld.add(JOKER, profile).cards if c.is_joker)
    grown = meld.add(JOKER, end, profile)
    return grown.cards[0] if grown.low < meld.low else grown.cards[-1]


def _remove_one(hand: Sequence[Card], card: Card) -> tuple[Card, ...] | None:
    hand = tuple(hand)
    target = card.physical
    for i, c in enumerate(hand):
        if c.physical == target:
            return hand[:i] + hand[i + 1:]
    return None


def check_joker_swap(round_: int, table: Sequence[Meld], hand: Sequence[Card],
                     meld_index: int, natural: Card, *, opened_before_this_turn: bool,
                     opened_this_turn: bool = False,
                     profile: Profile = CONTRATO) -> JokerSwap:
    """Check that ``natural`` from ``hand`` may free the joker standing for it in the meld at
    ``meld_index`` of ``table``, and return the swap with the freed joker's targets.

    Raises :class:`IllegalMoveError`: D8 in round 7; 7.1 on the turn of the opening; D7 when
    not opened; 3.6 when ``natural`` is not in hand; 7.1 for no meld at ``meld_index``; D6 when
    no card would be left to discard or the freed joker could go nowhere (7.2). Raises
    :class:`MeldError`: 7.1 for a meld that holds no joker (``swap-no-joker``); 7.3 for a
    joker in a group; 7.1 when no joker of the sequence stands for exactly ``natural`` (or
    ``natural`` is a joker).
    """
    check_may_swap(profile)
    check_may_lay_off(round_, opened_before_this_turn=opened_before_this_turn,
                      opened_this_turn=opened_this_turn, profile=profile,
                      action="swap a joker")
    if not 0 <= meld_index < len(table):
        raise IllegalMoveError(f"there is no meld {meld_index} on the table (melds 0 to "
                               f"{len(table) - 1})", clause="7.1", code="no-such-meld",
                               meld_index=meld_index)
    meld = table[meld_index]
    if not meld.jokers:
        raise MeldError(f"{meld} holds no joker to take back", clause="7.1",
                        code="swap-no-joker")
    if isinstance(meld, Group) and profile.joker_swaps is not JokerSwaps.ANY_MELD:
        raise MeldError(f"{meld}: a joker in a group cannot be recovered", clause="7.3",
                        code="swap-in-group")
    if natural.is_joker:
        raise MeldError("a joker is replaced by a natural card, not by another joker",
                        clause="7.1", code="swap-with-joker")
    rest = _remove_one(hand, natural)
    if rest is None:
        raise IllegalMoveError(f"{natural} is not in the hand", clause="3.6",
                               code="not-in-hand", card=natural.ascii())
    if isinstance(meld, Group):
        new_meld, _ = meld.swap_joker(natural, profile)   # MeldError 7.1, 3.1
        place = None
    else:
        new_meld, _ = meld.swap_joker(natural)          # MeldError 7.1 if not exact
        place = next(meld.low + i for i, c in enumerate(meld.cards)
                     if c.is_joker and c.declared == natural)
    if len(rest) < 1 and profile.keeps_discard:
        raise IllegalMoveError(
            f"after giving {natural} no card would be left to discard: the swap is not "
            f"allowed", clause="D6", code="swap-keep-discard")
    new_table = list(table)
    new_table[meld_index] = new_meld
    targets = tuple(lay_off_targets(round_, new_table, JOKER, opened_before_this_turn=True,
                                    cards_left_after=len(rest), profile=profile))
    if not targets:
        raise IllegalMoveError(
            f"the joker freed by {natural} could go on no meld of the table this turn (7.2)",
            clause="D6", code="swap-joker-nowhere")
    values = tuple(placed_joker(new_table[j], e, profile) for j, e in targets)
    return JokerSwap(meld_index, natural.physical, place, targets, values)


def check_joker_swap_at(round_: int, table: Sequence[Meld], hand: Sequence[Card],
                        meld_index: int, place: int | None = None, *,
                        opened_before_this_turn: bool, opened_this_turn: bool = False,
                        profile: Profile = CONTRATO) -> JokerSwap:
    """Check that this hand may free the joker at ``place`` of the meld at ``meld_index`` (the
    first joker of the meld when ``place`` is ``None``), and return the swap; otherwise raise
    the refusal that decides it, asked about the joker rather than about a card:

    - :class:`IllegalMoveError` D8, 7.1 (the opening turn), D7 as :func:`check_joker_swap`;
      7.1 (``no-such-meld``) for no meld there;
    - :class:`MeldError` 7.3 for a joker in a group (never recovered in this site's profile;
      under house rules that free it, any natural card of the group's rank does, the first
      the swap allows); ``ValueError`` for a place that holds no joker;
    - :class:`IllegalMoveError` 7.1 (``swap-no-exact-card``) when the hand does not hold the
      exact natural card the joker stands for (same rank and suit; a card of another suit
      does not free it, whatever else the hand holds);
    - :class:`IllegalMoveError` D6 as :func:`check_joker_swap` (no card left to discard, or
      the freed joker could go nowhere, 7.2).
    """
    check_may_lay_off(round_, opened_before_this_turn=opened_before_this_turn,
                      opened_this_turn=opened_this_turn, profile=profile,
                      action="swap a joker")
    if not 0 <= meld_index < len(table):
        raise IllegalMoveError(f"there is no meld {meld_index} on the table (melds 0 to "
                               f"{len(table) - 1})", clause="7.1", code="no-such-meld",
                               meld_index=meld_index)
    meld = table[meld_index]
    if isinstance(meld, Group):
        if not meld.jokers:
            raise ValueError(f"{meld} holds no joker")
        check_may_swap(profile)
        if profile.joker_swaps is not JokerSwaps.ANY_MELD:
            raise MeldError(f"{meld}: a joker in a group cannot be recovered", clause="7.3",
                            code="swap-in-group")
        # house rules that free a group's joker: any natural card of its rank (3.1), the
        # first of the hand's that the swap allows
        naturals = sorted({c.physical for c in hand if not c.is_joker and c.rank == meld.rank},
                          key=Card.sort_key)
        refusal: Exception | None = None
        for natural in naturals:
            try:
                return check_joker_swap(round_, table, hand, meld_index, natural,
                                        opened_before_this_turn=opened_before_this_turn,
                                        opened_this_turn=opened_this_turn, profile=profile)
            except (IllegalMoveError, MeldError) as err:
                refusal = refusal or err
        if refusal is not None:
            raise refusal
        raise IllegalMoveError(
            f"the joker of {meld} is freed only by a natural card of its rank, which the hand "
            f"does not hold", clause="7.1", code="swap-no-card-of-rank",
            rank=rank_symbol(meld.rank))
    places = meld.joker_places()
    if place is None and places:
        place = places[0]
    if place not in places:
        raise ValueError(f"no joker at place {place} of {meld}")
    natural = meld.card_at(place).declared
    if _remove_one(hand, natural) is None:
        raise IllegalMoveError(
            f"the joker {meld.card_at(place)} of {meld} is freed only by {natural} itself "
            f"(same rank and suit), which the hand does not hold", clause="7.1",
            code="swap-no-exact-card", card=natural.ascii())
    return check_joker_swap(round_, table, hand, meld_index, natural,
                            opened_before_this_turn=opened_before_this_turn,
                            opened_this_turn=opened_this_turn, profile=profile)


def legal_joker_swaps(round_: int, table: Sequence[Meld], hand: Sequence[Card], *,
                      opened_before_this_turn: bool, opened_this_turn: bool = False,
                      profile: Profile = CONTRATO) -> list[JokerSwap]:
    """Every legal joker swap for this hand now, in table order then place order (one entry per
    distinct natural card, however many copies the hand holds). Empty when the player may not
    swap at all (D8, D7, 7.1). See :func:`check_joker_swap` for the conditions (7.1–7.3, D6).
    """
    try:
        check_may_swap(profile)
        check_may_lay_off(round_, opened_before_this_turn=opened_before_this_turn,
                          opened_this_turn=opened_this_turn, profile=profile,
                          action="swap a joker")
    except IllegalMoveError:
        return []
    in_hand = {c.physical for c in hand if not c.is_joker}
    swaps = []
    for i, meld in enumerate(table):
        if isinstance(meld, Run):
            offered = [c.declared for c in meld.cards if c.is_joker and c.declared in in_hand]
        elif profile.joker_swaps is JokerSwaps.ANY_MELD and meld.jokers:
            # any natural card of the group's rank (one entry per distinct card)
            offered = sorted({c for c in in_hand if c.rank == meld.rank}, key=Card.sort_key)
        else:
            continue
        for natural in offered:
            try:
                swaps.append(check_joker_swap(
                    round_, table, hand, i, natural,
                    opened_before_this_turn=True, profile=profile))
            except (IllegalMoveError, MeldError):
                continue
    return swaps


def check_may_swap(profile: Profile = CONTRATO) -> None:
    """Check that ``profile`` lets players take jokers back at all (7.1). Raises
    :class:`IllegalMoveError` citing 7.1 (code ``no-joker-swaps``) under house rules where no
    joker is ever taken back."""
    if profile.joker_swaps is JokerSwaps.NONE:
        raise IllegalMoveError("no joker is ever taken back under these rules", clause="7.1",
                               code="no-joker-swaps")


def apply_joker_swap(round_: int, table: Sequence[Meld], hand: Sequence[Card],
                     meld_index: int, natural: Card, target_index: int,
                     target_end: str | None = None, *, opened_before_this_turn: bool,
                     opened_this_turn: bool = False,
                     profile: Profile = CONTRATO) -> tuple[tuple[Meld, ...], tuple[Card, ...]]:
    """Do a joker swap and place the freed joker (7.1, 7.2): returns ``(table, hand)`` after it.

    The joker goes to the meld at ``target_index`` of the table after the swap (it may be the
    same sequence), at ``target_end`` for a sequence (D2: required when both ends have room),
    declared as the card of its new place (3.7). Raises what :func:`check_joker_swap` raises,
    and :class:`MeldError` when the joker does not fit the target (3.4: a full sequence or
    beyond an ace; 3.5: an end given for a group, which has none; D2: no end said for a
    sequence with room at both ends) or ``IllegalMoveError`` (7.2) for no meld at
    ``target_index``.
    """
    check_joker_swap(round_, table, hand, meld_index, natural,
                     opened_before_this_turn=opened_before_this_turn,
                     opened_this_turn=opened_this_turn, profile=profile)
    return (swap_on_table(table, meld_index, natural, target_index, target_end, profile),
            _remove_one(hand, natural))


def swap_on_table(table: Sequence[Meld], meld_index: int, natural: Card, target_index: int,
                  target_end: str | None = None,
                  profile: Profile = CONTRATO) -> tuple[Meld, ...]:
    """The table after ``natural`` takes the place of the joker of the meld at ``meld_index``
    and the freed joker goes to the meld at ``target_index`` (at ``target_end`` of a
    sequence), by the rules of melds alone (3.4, 3.5, 3.7, D2, 7.2) — who may swap, and when,
    is :func:`check_joker_swap`'s part. Raises :class:`MeldError` for a meld without that
    joker or a joker that does not fit the target, ``IllegalMoveError`` (7.2) for no meld at
    ``target_index``."""
    new_table, joker = _freed(table, meld_index, natural, target_index, profile)
    # MeldError 3.5: a group has no ends
    new_table[target_index] = lay_off_on(new_table[target_index], joker, target_end, profile)
    return tuple(new_table)


def freed_joker(table: Sequence[Meld], meld_index: int, natural: Card, target_index: int,
                target_end: str | None = None, profile: Profile = CONTRATO) -> Card:
    """The freed joker of :func:`swap_on_table` as it stands at its new place: declared as the
    card it stands for there (3.7, D2), the target meld taken with ``natural`` already in it
    when it is the same meld.

    >>> from .cards import parse_cards
    >>> from .melds import make_sequence
    >>> table = [make_sequence(parse_cards("5♦ JK=6♦ 7♦ 8♦"))]
    >>> str(freed_joker(table, 0, parse_cards("6♦")[0], 0, "low"))
    'JK=4♦'

    Raises what :func:`swap_on_table` raises."""
    new_table, _ = _freed(table, meld_index, natural, target_index, profile)
    return placed_joker(new_table[target_index], target_end, profile)


def _freed(table: Sequence[Meld], meld_index: int, natural: Card, target_index: int,
           profile: Profile) -> tuple[list[Meld], Card]:
    """The table with ``natural`` in the place of its joker, and the joker taken off."""
    meld = table[meld_index]
    if isinstance(meld, Group):
        new_meld, joker = meld.swap_joker(natural.physical, profile)
    else:
        new_meld, joker = meld.swap_joker(natural.physical)
    new_table = list(table)
    new_table[meld_index] = new_meld
    if not 0 <= target_index < len(new_table):
        raise IllegalMoveError(f"there is no meld {target_index} on the table for the freed "
                               f"joker", clause="7.2", code="no-such-meld",
                               meld_index=target_index)
    return new_table, joker
