"""A puzzle's situation: what the player is shown, before any answer is computed.

The canonical key of a situation is its kind, round and sorted hand; the puzzle ID is derived
from that key only (``"co-"`` / ``"pe-"`` + the first 10 hex digits of its SHA-256), so a
rebuild gives the same ID and a published link keeps pointing at the same puzzle. Two
situations with the same key are duplicates, whatever template they came from.

>>> from generator.engine import parse_cards
>>> s = Situation("penalty", 3, sort_hand(parse_cards("K♣ A♥ 5♦ JK")), "penalty/x.yaml#1")
>>> s.key
'penalty|3|AH 5D KC JK'
>>> s.id == puzzle_id("penalty", 3, parse_cards("JK 5♦ A♥ K♣"))
True
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from ..engine.cards import Card

#: The puzzle kinds this generator makes, in the order puzzles are listed.
KINDS: tuple[str, ...] = ("can-open", "penalty")
ID_PREFIX = {"can-open": "co", "penalty": "pe"}


def sort_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Physical cards in display order (♠ ♥ ♦ ♣ by rank, jokers last)."""
    return tuple(sorted((c.physical for c in cards), key=Card.sort_key))


def canonical_key(kind: str, round_: int, hand: Iterable[Card]) -> str:
    """``kind|round|sorted hand in ASCII notation``: equal exactly for duplicate puzzles."""
    return f"{kind}|{round_}|{' '.join(c.ascii() for c in sort_hand(hand))}"


def puzzle_id(kind: str, round_: int, hand: Iterable[Card]) -> str:
    """The stable ID of a puzzle: prefix of its kind + 10 hex digits of the key's SHA-256."""
    digest = hashlib.sha256(canonical_key(kind, round_, hand).encode("utf-8")).hexdigest()
    return f"{ID_PREFIX[kind]}-{digest[:10]}"


@dataclass(frozen=True)
class Situation:
    """What a puzzle shows, as facts (no language).

    - ``kind``: one of :data:`KINDS`; ``round``: 1–7;
    - ``hand``: the hand, physical cards in display order (for ``can-open`` after the draw;
      for ``penalty`` the cards left when another player went out);
    - ``template``: ``"<file relative to puzzles/>#<n>"`` (hand-written situation ``n``) or
      ``"<file>#random"``;
    - ``tags``: tags the template adds; ``remarks``: keys of extra explanation sentences
      chosen by the template (see ``docs/<lang>/puzzles.yaml``, ``remarks:``);
    - ``title`` / ``note``: author text per language (raw; escaped when rendered);
    - ``took`` / ``took_from``: the card just drawn and where from (``"stock"`` or
      ``"discard"``), shown in the situation (can-open only).
    """

    kind: str
    round: int
    hand: tuple[Card, ...]
    template: str
    tags: tuple[str, ...] = ()
    remarks: tuple[str, ...] = ()
    title: Mapping[str, str] | None = field(default=None, compare=False)
    note: Mapping[str, str] | None = field(default=None, compare=False)
    took: Card | None = None
    took_from: str | None = None

    @property
    def key(self) -> str:
        return canonical_key(self.kind, self.round, self.hand)

    @property
    def id(self) -> str:
        return puzzle_id(self.kind, self.round, self.hand)
