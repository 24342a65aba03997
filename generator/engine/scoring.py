"""Penalty scoring (clauses 8.1–8.4).

>>> hand_penalty(parse_cards("K♣ A♥ 5♦ JK"))
45
>>> card_penalty(parse_card("10H")), card_penalty(parse_card("2S")), card_penalty(parse_card("QD"))
(10, 2, 10)
"""

from __future__ import annotations

from typing import Iterable, Sequence

from .cards import ACE, Card, parse_card, parse_cards  # noqa: F401  (doctest)
from .profile import CONTRATO, Profile

__all__ = ["card_penalty", "hand_penalty", "penalty_breakdown", "running_totals", "winners"]

#: Penalty of an ace and of a joker (8.1).
ACE_PENALTY = 15
JOKER_PENALTY = 15
FACE_PENALTY = 10


def card_penalty(card: Card, profile: Profile = CONTRATO) -> int:
    """Points a card left in hand costs (8.1): K, Q, J = 10; A = 15; joker = 15 (D12);
    2–10 = face value. A declared joker still costs 15. Under house rules, the ace, the
    faces and the joker cost what ``profile.penalties`` says.

    >>> from dataclasses import replace
    >>> from .profile import Penalties
    >>> card_penalty(parse_card("AS"), replace(CONTRATO, penalties=Penalties(ace=1, joker=25)))
    1
    """
    if profile is CONTRATO:
        if card.is_joker:
            return JOKER_PENALTY
        if card.rank == ACE:
            return ACE_PENALTY
        if card.rank >= 11:
            return FACE_PENALTY
        return card.rank
    if card.is_joker:
        return profile.penalties.joker
    return profile.penalties.of_rank(card.rank)


def penalty_breakdown(hand: Iterable[Card], profile: Profile = CONTRATO
                      ) -> list[tuple[Card, int]]:
    """Each card of the hand with its penalty, in the given order (8.1)."""
    return [(c, card_penalty(c, profile)) for c in hand]


def hand_penalty(hand: Iterable[Card], profile: Profile = CONTRATO) -> int:
    """The penalty of a hand: the sum of its cards' values (8.1, example 8.3 = 45). An empty
    hand, the player who went out, scores 0 (8.2)."""
    return sum(card_penalty(c, profile) for c in hand)


def running_totals(round_penalties: Sequence[Sequence[int]],
                   profile: Profile = CONTRATO) -> list[int]:
    """Totals per seat after the given rounds (8.4): ``round_penalties[r][seat]``.
    Nothing is reset between rounds (8.4, 9.5). Raises ``ValueError`` (8.1, 8.2) for rows no
    round can produce: a negative or fractional penalty, a penalty below the cheapest card's
    but above 0 (1, when the cheapest card, a 2, costs 2), or two players on 0 (only the
    player who went out empties their hand) when every card costs something.

    >>> running_totals([[0, 12, 30, 7], [45, 0, 3, 10]])
    [45, 12, 33, 17]
    """
    if not round_penalties:
        return []
    cheapest = profile.penalties.cheapest
    seats = len(round_penalties[0])
    for i, row in enumerate(round_penalties, start=1):
        if len(row) != seats:
            raise ValueError(f"round {i} has {len(row)} penalties, expected {seats}")
        for p in row:
            if not isinstance(p, int) or isinstance(p, bool) or p < 0:
                raise ValueError(f"round {i}: a penalty is a whole number ≥ 0, not {p!r} (8.1)")
            if 0 < p < cheapest:
                raise ValueError(f"round {i}: a penalty of {p} is impossible, the cheapest card "
                                 f"left in hand costs {cheapest} (8.1)")
        if cheapest > 0 and sum(p == 0 for p in row) > 1:
            raise ValueError(f"round {i}: only the player who went out scores 0; every other "
                             f"player still holds cards (8.1, 8.2)")
    return [sum(row[s] for row in round_penalties) for s in range(seats)]


def winners(totals: Sequence[int]) -> list[int]:
    """Seats (0-based) with the lowest total: they share the victory (9.3, 9.4).

    >>> winners([45, 12, 33, 12])
    [1, 3]
    """
    if not totals:
        return []
    low = min(totals)
    return [s for s, t in enumerate(totals) if t == low]
