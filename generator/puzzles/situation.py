"""A puzzle's situation: what the player is shown, before any answer is computed.

The canonical key of a situation (:attr:`Situation.key`): for ``can-open``, ``final-round``
and ``penalty`` its kind, round and sorted hand; for the other kinds the facts they show
(table, hand, piles, requests…) in a canonical order, as the kind's ``data`` gives them. The puzzle ID is derived from that key only (the kind's prefix, ``"co-"``,
``"lo-"``…, + the first 10 hex digits of its SHA-256), so a rebuild gives the same ID and a
published link keeps pointing at the same puzzle. Two situations with the same key are
duplicates, whatever template they came from.

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
from typing import Any, Iterable, Mapping

from ..engine.cards import Card
from ..lang import LANGS

#: The puzzle kinds this generator makes, in the order puzzles are listed (the site's
#: ``ui.kinds`` names each one).
KINDS: tuple[str, ...] = ("can-open", "lay-off", "joker-swap", "contract-pair", "buy",
                          "final-round", "penalty", "running-out", "standings")
ID_PREFIX = {"can-open": "co", "lay-off": "lo", "joker-swap": "js", "contract-pair": "cp",
             "buy": "bu", "final-round": "fr", "penalty": "pe", "running-out": "ro",
             "standings": "st"}


def text_by_lang(value: Any) -> Mapping[str, str] | None:
    """Author text as written in a template (a situation's ``title`` or ``note``) →
    ``{lang: text}`` (one string = every language)."""
    if value is None:
        return None
    if isinstance(value, str):
        return {lang: value for lang in LANGS}
    return dict(value)


def sort_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Physical cards in display order (♠ ♥ ♦ ♣ by rank, jokers last)."""
    return tuple(sorted((c.physical for c in cards), key=Card.sort_key))


def ascii_cards(cards: Iterable[Card]) -> str:
    """Cards in ASCII notation, in the given order (declared jokers with their values)."""
    return " ".join(c.ascii() for c in cards)


def canonical_key(kind: str, round_: int, hand: Iterable[Card]) -> str:
    """``kind|round|sorted hand in ASCII notation``: the key of a can-open or penalty
    situation."""
    return f"{kind}|{round_}|{' '.join(c.ascii() for c in sort_hand(hand))}"


def id_from_key(kind: str, key: str) -> str:
    """The stable ID of a puzzle: prefix of its kind + 10 hex digits of the key's SHA-256."""
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()
    return f"{ID_PREFIX[kind]}-{digest[:10]}"


def puzzle_id(kind: str, round_: int, hand: Iterable[Card]) -> str:
    """The ID of a can-open or penalty puzzle from its round and hand."""
    return id_from_key(kind, canonical_key(kind, round_, hand))


@dataclass(frozen=True)
class Situation:
    """What a puzzle shows, as facts (no language).

    - ``kind``: one of :data:`KINDS`; ``round``: 1–7 (for ``standings``: the rounds played);
    - ``hand``: the hand, physical cards in display order (``can-open``: after the draw;
      ``penalty``: the cards left when another player went out; other kinds: the hand of
      the player the question is about, or empty);
    - ``template``: ``"<file relative to puzzles/>#<n>"`` (hand-written situation ``n``) or
      ``"<file>#random"``;
    - ``tags``: tags the template adds; ``remarks``: keys of extra explanation sentences
      chosen by the template (see ``docs/<lang>/puzzles.yaml``, ``remarks:``);
    - ``title`` / ``note``: author text per language (raw; escaped when rendered);
    - ``took`` / ``took_from``: the card just drawn and where from (``"stock"`` or
      ``"discard"``), shown in the situation (can-open, final-round);
    - ``took_below``: the cards left in the discard pile under the one taken, top first,
      shown when the situation is about them (can-open: what another rule set would let the
      player take too); not part of the key;
    - ``data``: the kind's own facts (an immutable value of its module: table, piles,
      requests…), part of the key.
    """

    kind: str
    round: int
    hand: tuple[Card, ...] = ()
    template: str = ""
    tags: tuple[str, ...] = ()
    remarks: tuple[str, ...] = ()
    title: Mapping[str, str] | None = field(default=None, compare=False)
    note: Mapping[str, str] | None = field(default=None, compare=False)
    took: Card | None = None
    took_from: str | None = None
    took_below: tuple[Card, ...] = ()
    data: Any = None

    @property
    def key(self) -> str:
        """The canonical key: :func:`canonical_key` of the kind, round and hand, or the one
        the kind's ``data`` gives (its ``key(situation)``)."""
        if self.data is None:
            return canonical_key(self.kind, self.round, self.hand)
        return self.data.key(self)

    @property
    def id(self) -> str:
        return id_from_key(self.kind, self.key)
