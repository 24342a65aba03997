"""Laying off: adding cards from hand to melds on the table (clauses 5.4, 5.5, 3.4, 3.5, 7.4;
rulings D2, D7, D8).

Who may lay off, and when:

- never in the final round: it has no laying-off phase, whoever opens goes out (7.4, D8);
- only a player who has opened (D7), and only from their next own turn after opening (5.4);
- before the final round a card must stay in hand for the compulsory discard (5.5).

Where a card fits:

- a group takes any card of its rank and any joker (3.5, 3.7);
- a sequence takes the next card of its suit at either end, up to 14 cards, never beyond an
  ace (3.4); a joker goes to an end with room and takes the value of that place; when both
  ends fit, the end must be said (D2).

>>> from .melds import make_sequence, make_group
>>> from .cards import parse_cards, parse_card
>>> seq = make_sequence(parse_cards("5♥ 6♥ 7♥ 8♥"))
>>> str(check_lay_off(2, seq, parse_card("9♥"), opened_before_this_turn=True,
...                   cards_left_after=3))
'5♥ 6♥ 7♥ 8♥ 9♥'
>>> check_lay_off(2, seq, parse_card("9♥"), opened_before_this_turn=False,
...               opened_this_turn=True, cards_left_after=3)
Traceback (most recent call last):
...
generator.engine.errors.IllegalMoveError: no laying off on the turn of the opening: wait for your next turn (rule 5.4)
>>> lay_off_targets(2, [make_group(parse_cards("7♣ 7♦ 7♥")), seq], parse_card("JK"),
...                 opened_before_this_turn=True, cards_left_after=1)
[(0, None), (1, 'low'), (1, 'high')]
"""

from __future__ import annotations

from typing import Sequence

from .cards import Card
from .errors import IllegalMoveError, MeldError
from .melds import Group, Meld
from .profile import CONTRATO, Profile

__all__ = ["check_may_lay_off", "check_lay_off", "check_end", "lay_off_targets", "Target"]

#: Where a card may go: ``(meld index, end)``, with ``end`` ``None`` for a group and
#: ``"low"`` / ``"high"`` for a sequence.
Target = tuple[int, "str | None"]


def check_may_lay_off(round_: int, *, opened_before_this_turn: bool,
                      opened_this_turn: bool = False, cards_left_after: int | None = None,
                      profile: Profile = CONTRATO, action: str = "lay off") -> None:
    """Check that the player may lay off at all now, whatever the card (7.4/D8, D7, 5.4, 5.5).

    - round 7 (the contract that uses the whole hand): ``IllegalMoveError`` citing D8;
    - opened on this very turn: citing 5.4; not opened at all: citing D7;
    - ``cards_left_after`` (cards in hand after the lay-off) below 1 in rounds 1–6: citing 5.5
      (unless the profile goes out by melding every card, :attr:`~.profile.GoingOut`).

    ``action`` is ``"lay off"`` or ``"swap a joker"``; for a swap the opening-turn refusal
    cites 7.1 ("a player who opened on an earlier turn").
    """
    contract = profile.contract(round_)
    if contract.whole_hand:
        raise IllegalMoveError(
            f"round {round_} has no laying-off phase: nobody may {action}, whoever opens goes "
            f"out at once (7.4)", clause="D8", code="final-round-no-layoff", round=round_)
    if not opened_before_this_turn:
        if opened_this_turn:
            noun = "laying off" if action == "lay off" else "joker swap"
            raise IllegalMoveError(
                f"no {noun} on the turn of the opening: wait for your next turn",
                clause="5.4" if action == "lay off" else "7.1", code="opening-turn")
        raise IllegalMoveError(f"a player who has not opened may not {action}", clause="D7",
                               code="not-opened")
    if cards_left_after is not None:
        if not isinstance(cards_left_after, int) or cards_left_after < 0:
            raise ValueError(f"cards_left_after must be a whole number ≥ 0, "
                             f"not {cards_left_after!r}")
        if cards_left_after < 1 and profile.keeps_discard:
            raise IllegalMoveError(
                "a card must stay in hand for the compulsory discard; going out is discarding "
                "the last card", clause="5.5", code="keep-discard")


def check_lay_off(round_: int, meld: Meld, card: Card, *, opened_before_this_turn: bool,
                  cards_left_after: int, end: str | None = None,
                  opened_this_turn: bool = False, profile: Profile = CONTRATO) -> Meld:
    """Lay ``card`` off on ``meld`` and return the extended meld, or refuse.

    - ``opened_before_this_turn``: the player opened on an earlier turn (5.4);
      ``opened_this_turn`` tells a refusal under 5.4 (opened now) from D7 (not opened);
    - ``cards_left_after``: cards in the player's hand after this lay-off (5.5);
    - ``end``: ``"low"`` or ``"high"`` for a sequence (required when both ends fit, D2);
      must be ``None`` for a group.

    Raises :class:`IllegalMoveError` (D8, D7, 5.4, 5.5 — see :func:`check_may_lay_off`) or
    :class:`MeldError`: 3.4 beyond an ace or past 14 cards; 3.2 a card that is not the next of
    the sequence's suit; 3.5 a card of another rank on a group, or an end given for a group (a
    group has no ends); 3.7 a joker declared as something else; D2 a joker that fits both ends
    with no end said.
    """
    check_may_lay_off(round_, opened_before_this_turn=opened_before_this_turn,
                      opened_this_turn=opened_this_turn, cards_left_after=cards_left_after,
                      profile=profile)
    check_end(meld, card, end)
    if isinstance(meld, Group):
        return meld.add(card, profile)
    return meld.add(card, end, profile)


def check_end(meld: Meld, card: Card, end: str | None) -> None:
    """Check that no end is given for a group: a group grows with cards of its rank and has
    no ends (3.5). Raises :class:`MeldError` citing 3.5. (A sequence's ends are checked by
    :meth:`~generator.engine.melds.Sequence.add`.)"""
    if isinstance(meld, Group) and end is not None:
        raise MeldError(f"{card} on {meld}: a group has no ends, it grows with cards of its "
                        f"rank (no {end!r} end to give)", clause="3.5", code="group-no-end",
                        end=end)


def _fits(meld: Meld, card: Card, profile: Profile) -> list[str | None]:
    if isinstance(meld, Group):
        try:
            meld.add(card, profile)
        except MeldError:
            return []
        return [None]
    return list(meld.ends_for(card, profile))


def lay_off_targets(round_: int, table: Sequence[Meld], card: Card, *,
                    opened_before_this_turn: bool, cards_left_after: int,
                    opened_this_turn: bool = False,
                    profile: Profile = CONTRATO) -> list[Target]:
    """Every ``(meld index, end)`` where ``card`` may be laid off now, in table order (low end
    before high end). Empty when the player may not lay off at all (D8, D7, 5.4, 5.5) or the
    card fits nowhere. Same arguments as :func:`check_lay_off`; ``table`` is the melds on the
    table in the order they were laid down.
    """
    try:
        check_may_lay_off(round_, opened_before_this_turn=opened_before_this_turn,
                          opened_this_turn=opened_this_turn, cards_left_after=cards_left_after,
                          profile=profile)
    except IllegalMoveError:
        return []
    return [(i, end) for i, meld in enumerate(table) for end in _fits(meld, card, profile)]
