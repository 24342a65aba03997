"""The pack (clause 1.2): two 52-card decks and 3 jokers, 107 cards; every natural card exists
in exactly two physical copies.

>>> len(full_pack())
107
>>> check_cards(parse_cards("7H 7H 7H"))
Traceback (most recent call last):
...
generator.engine.errors.ImpossibleCardsError: a third 7♥: the pack has only 2 of each natural card (rule 1.2)
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from typing import Iterable

from .cards import JOKER, RANKS, SUITS, Card, parse_cards  # noqa: F401  (doctest)
from .counts import CARDS
from .errors import ImpossibleCardsError
from .profile import CONTRATO, Profile

__all__ = ["full_pack", "shuffled_pack", "physical_counts", "check_cards", "checked_counts"]


def full_pack(profile: Profile = CONTRATO) -> tuple[Card, ...]:
    """Every physical card of the pack, in a fixed order (♠ ♥ ♦ ♣ by rank, then jokers):
    107 cards for this profile (1.2)."""
    return _pack(profile.decks, profile.jokers)


@functools.lru_cache(maxsize=None)
def _pack(decks: int, jokers: int) -> tuple[Card, ...]:
    # each physical card its own object (code that tells two copies apart by identity, as
    # some players do, keeps working), already in that order; cards are immutable values, so
    # every deal shares the same objects (made once, not 104 again per round)
    naturals = tuple(Card(c.rank, c.suit) for c in CARDS[:52] for _ in range(decks))
    return naturals + (JOKER,) * jokers


def shuffled_pack(rng: random.Random, profile: Profile = CONTRATO) -> list[Card]:
    """The pack shuffled with the given seeded generator (2.5). Pure: only ``rng`` changes."""
    cards = list(full_pack(profile))
    rng.shuffle(cards)
    return cards


def physical_counts(cards: Iterable[Card]) -> Counter:
    """How many of each physical card: declared jokers count as plain jokers."""
    return Counter(c.physical for c in cards)


def check_cards(cards: Iterable[Card], profile: Profile = CONTRATO) -> Counter:
    """Check that the cards can all exist at once in the pack.

    Returns their physical counts. Raises :class:`ImpossibleCardsError` (clause 1.2) for a
    third copy of a natural card, a fourth joker (for this profile), or a natural card without
    a suit (a rank alone, such as a group joker's value ``7``, is not a card of the pack).

    >>> check_cards(parse_cards("JK JK JK JK"))
    Traceback (most recent call last):
    ...
    generator.engine.errors.ImpossibleCardsError: 4 jokers: the pack has only 3 (rule 1.2)
    """
    cards = cards if isinstance(cards, (list, tuple)) else list(cards)
    found = _fast_counts(cards, profile)
    if found is not None:
        return Counter({CARDS[i]: n for i, n in enumerate(found) if n})
    counts = physical_counts(cards)
    for card, n in sorted(counts.items(), key=lambda kv: kv[0].sort_key()):
        if not card.is_joker and card.suit is None:
            raise ImpossibleCardsError(
                f"{card} has no suit: it is not a card of the pack", code="not-a-card",
                card=card.ascii())
        if card.is_joker:
            if n > profile.jokers:
                raise ImpossibleCardsError(
                    f"{n} jokers: the pack has only {profile.jokers}",
                    code="too-many-jokers", count=n, limit=profile.jokers)
        elif n > profile.decks:
            nth = {2: "second", 3: "third", 4: "fourth"}.get(n, f"{n}th")
            have = "one" if profile.decks == 1 else str(profile.decks)
            raise ImpossibleCardsError(
                f"a {nth} {card}: the pack has only {have} of each natural card",
                code="too-many-copies", card=card.ascii(), count=n, limit=profile.decks)
    return counts


def _fast_counts(cards, profile: Profile) -> list[int] | None:
    """The counts by card index (:mod:`.counts`) when the pack can hold the cards, else
    ``None`` (a card without a suit, too many copies or jokers: :func:`check_cards` says
    which). Hashes nothing."""
    found = [0] * 53
    try:
        for c in cards:
            rank = c.rank
            found[52 if rank is None else c.suit._order * 13 + rank - 1] += 1
    except AttributeError:          # a natural card without a suit
        return None
    if found[52] > profile.jokers or max(found[:52]) > profile.decks:
        return None
    return found


def checked_counts(cards: Iterable[Card], profile: Profile = CONTRATO) -> list[int]:
    """The cards' counts by card index (:func:`~.counts.counts_of`: 53 counts, the joker
    last), after the same check as :func:`check_cards` (1.2), which raises the same
    :class:`ImpossibleCardsError`."""
    cards = cards if isinstance(cards, (list, tuple)) else list(cards)
    found = _fast_counts(cards, profile)
    if found is None:
        check_cards(cards, profile)
        raise AssertionError("check_cards accepted cards the fast check refused")
    return found
