"""Benchmark hands: seeded, drawn from shuffled 107-card packs (1.2, 2.5).

Every hand is a real hand: its cards come from one shuffled pack
(:func:`~generator.engine.deck.shuffled_pack`), so no natural card appears more than twice and
no more than 3 jokers exist. The number of jokers is chosen (0, 1, 2 or 3): the naturals are
drawn from the pack in its shuffled order and the chosen number of the pack's jokers is added.

Kinds of hand, in equal shares in every round, each with 0, 1, 2 and 3 jokers in equal shares:

- ``deal``: a normal hand after the draw, the deal plus one card (2.2): 11 cards in rounds
  1–3, 13 in rounds 4–7;
- ``bought``: a hand grown by purchases, two cards a purchase (the card and the penalty card,
  6.3), up to 25 cards; in round 7 these are the long hands with purchases (15–25 cards);
- ``built``: openable by construction: a legal lay-down of the round's contract (4.1, 4.3, 5.2;
  in round 7 three sequences that use the whole hand, 7.4) plus random cards, of any size
  from the normal hand to 25 cards. Part or all of the jokers stand in the lay-down;
- ``near``: a ``built`` hand with one natural card of its lay-down swapped for another natural
  card that the pack still holds, which lands on either side of the answer;
- ``adjacent`` (rounds 3, 6 and 7, whose contracts hold two or more sequences): built like
  ``built`` but with two sequences of one suit that touch (``3-4-5-6`` and ``7-8-9-10``), the
  lay-down that 4.3 forbids, so the answer often rests on 4.3.

Only the engine's cards, pack and profile are used here (never its solver).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from generator.engine.cards import RANKS, SUITS, Card
from generator.engine.deck import shuffled_pack
from generator.engine.profile import CONTRATO

__all__ = ["BenchHand", "KINDS", "MAX_HAND", "kinds_for", "make_hands", "hand_sizes"]

KINDS = ("deal", "bought", "built", "near", "adjacent")
MAX_HAND = 25
LOW_ACE, HIGH_ACE = 1, 14


@dataclass(frozen=True)
class BenchHand:
    """One benchmark hand: ``cards`` for ``round``, of a ``kind`` in :data:`KINDS`, holding
    ``jokers`` jokers; ``openable`` is True when the hand was built around a legal lay-down
    (so both solvers must say yes); ``label`` names its seed."""

    round: int
    kind: str
    jokers: int
    cards: tuple[Card, ...]
    openable: bool
    label: str

    def text(self) -> str:
        """The hand sorted, in ASCII notation (``7H 10S JK``)."""
        return " ".join(c.ascii() for c in sorted(self.cards, key=Card.sort_key))


def hand_sizes(round_: int) -> list[int]:
    """The hand sizes after a draw in ``round_``: deal + 1, then + 2 per purchase, to 25."""
    first = CONTRATO.deal_size(round_) + 1
    return list(range(first, MAX_HAND + 1, 2))


def _place_rank(place: int) -> int:
    return 1 if place == HIGH_ACE else place


class _Pool:
    """The cards of one shuffled pack not yet in the hand, in shuffled order."""

    def __init__(self, rng: random.Random):
        pack = shuffled_pack(rng)
        self.naturals = [c for c in pack if not c.is_joker]
        self.jokers = [c for c in pack if c.is_joker]

    def take(self, card: Card) -> Card | None:
        """Take one copy of ``card`` (None if both copies are gone)."""
        for i, c in enumerate(self.naturals):
            if c == card:
                return self.naturals.pop(i)
        return None

    def take_rank(self, rank: int) -> Card | None:
        for i, c in enumerate(self.naturals):
            if c.rank == rank:
                return self.naturals.pop(i)
        return None

    def take_any(self) -> Card:
        return self.naturals.pop(0)


def _random_hand(rng: random.Random, size: int, jokers: int) -> list[Card]:
    pool = _Pool(rng)
    return pool.naturals[:size - jokers] + pool.jokers[:jokers]


def _split(rng: random.Random, total: int, parts: int, least: int, most: int) -> list[int]:
    """Random lengths ≥ ``least`` and ≤ ``most`` adding up to ``total``."""
    while True:
        cuts = sorted(rng.randint(0, total - parts * least) for _ in range(parts - 1))
        extra = [b - a for a, b in zip([0] + cuts, cuts + [total - parts * least])]
        lengths = [least + e for e in extra]
        if all(n <= most for n in lengths):
            return lengths


def _contiguous(a: tuple, b: tuple) -> bool:
    """Two same-suit sequences (suit, low, high) that 4.3 forbids together."""
    return a[0] == b[0] and (a[2] + 1 == b[1] or b[2] + 1 == a[1])


def _try_build(rng: random.Random, round_: int, size: int, jokers: int,
               adjacent: bool = False) -> tuple[list[Card], int] | None:
    """One attempt at a hand with a legal lay-down: the hand, its lay-down first, and the
    number of cards in the lay-down; None when the pack's copies ran out. With ``adjacent``
    the second sequence is of the first one's suit and touches it, which 4.3 forbids."""
    contract = CONTRATO.contract(round_)
    pool = _Pool(rng)
    if contract.whole_hand:
        lengths = _split(rng, size, contract.sequences, CONTRATO.sequence_length,
                         CONTRATO.max_sequence_length)
        in_melds = jokers                       # 7.4: the whole hand, jokers included
    else:
        lengths = [CONTRATO.sequence_length] * contract.sequences
        in_melds = rng.randint(0, jokers)
    slots = contract.groups * CONTRATO.group_length + sum(lengths)
    joker_slots = set(rng.sample(range(slots), in_melds))
    hand: list[Card] = []
    slot = 0
    for _ in range(contract.groups):
        rank = rng.choice(RANKS)
        for _ in range(CONTRATO.group_length):
            if slot in joker_slots:
                hand.append(pool.jokers.pop())
            else:
                card = pool.take_rank(rank)
                if card is None:
                    return None
                hand.append(card)
            slot += 1
    seqs: list[tuple] = []
    for n, length in enumerate(lengths):
        suit = rng.choice(SUITS)
        low = rng.randint(LOW_ACE, HIGH_ACE - length + 1)
        if adjacent and n == 1:
            first_suit, first_low, first_high = seqs[0]
            lows = [p for p in (first_high + 1, first_low - length)
                    if LOW_ACE <= p <= HIGH_ACE - length + 1]
            if not lows:
                return None
            suit, low = first_suit, rng.choice(lows)
        shape = (suit, low, low + length - 1)
        others = seqs[1:] if adjacent and n == 1 else seqs   # the touching pair is meant
        if any(_contiguous(shape, other) for other in others):
            return None                          # 4.3: not a legal lay-down, draw again
        seqs.append(shape)
        for place in range(low, low + length):
            if slot in joker_slots:
                hand.append(pool.jokers.pop())
            else:
                card = pool.take(Card(_place_rank(place), suit))
                if card is None:
                    return None
                hand.append(card)
            slot += 1
    laid = len(hand)
    hand += pool.jokers[:jokers - in_melds]
    while len(hand) < size:
        hand.append(pool.take_any())
    return hand, laid


def _built_hand(rng: random.Random, round_: int, size: int, jokers: int,
                adjacent: bool = False) -> tuple[list[Card], int]:
    for _ in range(1000):
        built = _try_build(rng, round_, size, jokers, adjacent)
        if built is not None:
            return built
    raise RuntimeError(f"could not build an openable hand for round {round_}")


def _near_hand(rng: random.Random, round_: int, size: int, jokers: int) -> list[Card]:
    hand, laid = _built_hand(rng, round_, size, jokers)
    naturals = [i for i, c in enumerate(hand[:laid]) if not c.is_joker]
    if not naturals:       # a lay-down of jokers only: swap any natural card
        naturals = [i for i, c in enumerate(hand) if not c.is_joker]
    i = rng.choice(naturals)
    counts: dict = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    others = [Card(r, s) for s in SUITS for r in RANKS
              if Card(r, s) != hand[i] and counts.get(Card(r, s), 0) < CONTRATO.decks]
    hand[i] = rng.choice(others)
    return hand


def kinds_for(round_: int) -> tuple[str, ...]:
    """The kinds of hand used in ``round_``: ``adjacent`` only where the contract holds two
    sequences or more."""
    if CONTRATO.contract(round_).sequences >= 2:
        return KINDS
    return tuple(k for k in KINDS if k != "adjacent")


def make_hands(round_: int, count: int, seed: int | str) -> list[BenchHand]:
    """``count`` hands for ``round_``: kinds in turn (:func:`kinds_for`), then jokers 0–3 in
    turn, so every 16 (or 20) hands hold each kind with each number of jokers once.
    Deterministic: hand ``i`` depends only on ``seed``, ``round_`` and ``i``."""
    sizes = hand_sizes(round_)
    kinds = kinds_for(round_)
    out = []
    for i in range(count):
        label = f"{seed}:{round_}:{i}"
        rng = random.Random(label)
        kind = kinds[i % len(kinds)]
        jokers = (i // len(kinds)) % (CONTRATO.jokers + 1)
        if kind == "deal":
            cards = _random_hand(rng, sizes[0], jokers)
        elif kind == "bought":
            cards = _random_hand(rng, rng.choice(sizes[1:]), jokers)
        elif kind == "built":
            cards, _ = _built_hand(rng, round_, rng.choice(sizes), jokers)
        elif kind == "near":
            cards = _near_hand(rng, round_, rng.choice(sizes), jokers)
        else:
            cards, _ = _built_hand(rng, round_, rng.choice(sizes), jokers, adjacent=True)
        rng.shuffle(cards)
        assert sum(c.is_joker for c in cards) == jokers
        out.append(BenchHand(round_, kind, jokers, tuple(cards), kind == "built", label))
    return out
