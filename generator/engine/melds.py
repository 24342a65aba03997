"""Melds: groups (sets) and sequences (runs), clauses 3.1–3.7 and rulings D1, D2.

A meld is an immutable value holding its cards with every joker declared (3.7):

- :class:`Group` — cards of one rank, suits may repeat (3.1); grows with more cards of its
  rank (3.5). Jokers stand for the group's rank.
- :class:`Sequence` — consecutive ranks of one suit (3.2), written from its low end to its
  high end. Places are numbered 1–14: place 1 is a low ace, 2–13 the ranks 2–K, 14 a high ace
  (3.3). Nothing lies below place 1 or above place 14, so a sequence never wraps (K-A-2, 3.3),
  never passes through an ace and holds at most 14 cards (3.4).

Build them with :func:`make_group`, :func:`make_sequence` or :func:`make_meld`, which raise
:class:`~generator.engine.errors.MeldError` citing the clause that fails.

>>> make_sequence(parse_cards("J♥ Q♥ K♥ A♥")).places
(11, 14)
>>> make_sequence(parse_cards("JK 4♠ 5♠ 6♠")).cards[0]
Card.parse('JK=3♠')
>>> make_group(parse_cards("7♥ 7♥ 7♣")).rank
7
>>> make_sequence(parse_cards("K♠ A♠ 2♠ 3♠"))
Traceback (most recent call last):
...
generator.engine.errors.MeldError: K♠ A♠ 2♠ 3♠: the ace is low or high, a sequence never wraps around it (rule 3.3)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import product
from typing import Iterable

from .cards import ACE, KING, Card, Suit, format_cards, parse_cards, rank_symbol  # noqa: F401
from .deck import check_cards
from .errors import MeldError, NeitherMeldError
from .profile import CONTRATO, Ace, GroupSuits, JokerSwaps, MeldKind, Profile

__all__ = [
    "Group", "Sequence", "Meld", "make_group", "make_sequence", "make_meld",
    "place_rank", "LOW_ACE", "HIGH_ACE", "NeitherMeldError", "ace_place_error",
    "sequence_readings", "meld_readings", "free_jokers", "canonical_order",
    "sequence_refusal", "meld_refusal",
]

LOW_ACE, HIGH_ACE = 1, 14


def place_rank(place: int) -> int:
    """The rank at a place of a sequence: ``1 → ace``, ``2..13 → itself``, ``14 → ace``."""
    if not 1 <= place <= 14:
        raise ValueError(f"no place {place}: places are 1 (low ace) to 14 (high ace)")
    return ACE if place == HIGH_ACE else place


def _rank_places(rank: int) -> tuple[int, ...]:
    return (LOW_ACE, HIGH_ACE) if rank == ACE else (rank,)


class Meld:
    """A meld on the table or in a lay-down: a :class:`Group` or a :class:`Sequence` (never
    built itself). What both share is here: the ``cards`` (jokers declared, 3.7), their
    number, the jokers and natural cards among them, and the notation both ways.

    ``str()`` and :meth:`unicode` write the cards in order (``'7♥ 7♦ JK=7'``,
    ``'JK=3♠ 4♠ 5♠ 6♠'``), :meth:`ascii` with suit letters; :meth:`parse` reads them back,
    and ``repr()`` is that call.

    >>> Meld.parse("3♠ 4♠ 5♠ 6♠")
    Sequence.parse('3♠ 4♠ 5♠ 6♠')
    >>> Meld.parse("7h 7d jk").ascii()
    '7H 7D JK=7'
    >>> Group.parse("7♠ JK JK JK"), Sequence.parse("7♠ JK JK JK")
    (Group.parse('7♠ JK=7 JK=7 JK=7'), Sequence.parse('7♠ JK=8♠ JK=9♠ JK=10♠'))
    """

    __slots__ = ()
    cards: tuple[Card, ...]
    kind: MeldKind

    @classmethod
    def parse(cls, text: str, *, profile: Profile = CONTRATO) -> "Meld":
        """The meld written in ``text``: card tokens separated by spaces or commas (see
        :func:`~generator.engine.cards.parse_cards`). ``Group.parse`` and ``Sequence.parse``
        read that kind; ``Meld.parse`` lets the cards decide, as :func:`make_meld` does (a
        meld written with its jokers declared is never ambiguous).

        Raises :class:`~generator.engine.errors.CardNotationError` for a bad token,
        :class:`~generator.engine.errors.MeldError` citing the clause the cards break, and
        :class:`~generator.engine.errors.ImpossibleCardsError` (1.2)."""
        return make_meld(parse_cards(text), None if cls is Meld else cls.kind, profile=profile)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def jokers(self) -> int:
        """How many jokers the meld holds."""
        return sum(c.rank is None for c in self.cards)

    @property
    def naturals(self) -> tuple[Card, ...]:
        """The natural cards, in order."""
        return tuple(c for c in self.cards if c.rank is not None)

    def unicode(self) -> str:
        return format_cards(self.cards)

    def ascii(self) -> str:
        return format_cards(self.cards, ascii=True)

    def __str__(self) -> str:
        return format_cards(self.cards)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({format_cards(self.cards)!r})"


def _broken(text: str, why: str, clause: str, code: str, **params) -> MeldError:
    return MeldError(f"{text}: {why}", clause=clause, code=code, **params)


def ace_place_error(meld: str, profile: Profile) -> MeldError:
    """The refusal of a sequence that would put an ace where ``profile`` does not let it
    stand (3.3): below a 2 when the ace is only high, above a king when it is only low."""
    if profile.ace is Ace.HIGH:
        return MeldError(f"{meld}: the ace is only high in these rules: J-Q-K-A is a sequence, "
                         f"A-2-3 is not", clause="3.3", code="ace-high-only", cards=meld)
    return MeldError(f"{meld}: the ace is only low in these rules: A-2-3 is a sequence, "
                     f"Q-K-A is not", clause="3.3", code="ace-low-only", cards=meld)


@dataclass(frozen=True, repr=False)
class Group(Meld):
    """A group (3.1): ``cards`` of one ``rank``; jokers are declared with the rank only
    (``JK=7``). Cards are kept in display order (naturals by suit, then jokers).

    Building one checks what the value itself can show: a rank 1–13 and, as a tuple, at least
    one card, every natural card of that rank (3.1) and every joker declared as that rank
    (3.7); :class:`~generator.engine.errors.MeldError` otherwise. The length (3.1) and the
    pack's limits (1.2) depend on the profile: :func:`make_group` and
    :func:`~generator.engine.contracts.check_meld` check them."""

    rank: int
    cards: tuple[Card, ...]

    kind = MeldKind.GROUP

    def __post_init__(self) -> None:
        rank, cards = self.rank, self.cards
        if type(cards) is not tuple or not cards or type(rank) is not int or not (
                1 <= rank <= 13):
            if type(cards) is not tuple:
                raise TypeError(f"a group's cards are a tuple, not {type(cards).__name__}")
            if type(rank) is not int or not 1 <= rank <= 13:
                raise ValueError(f"no rank {rank!r}: ranks are 1 (ace) to 13 (king)")
            raise _broken("(no cards)", "a group has cards", "3.1", "group-too-short")
        for c in cards:
            if c.rank is None:
                d = c.declared
                if d is None or d.rank != rank or d.suit is not None:
                    raise _broken(format_cards(cards), f"every joker of a group stands for the "
                                  f"group's rank (JK={rank_symbol(rank)})", "3.7",
                                  "group-joker-undeclared")
            elif c.rank != rank:
                raise _broken(format_cards(cards), f"a group is cards of one rank: {c} is no "
                              f"{rank_symbol(rank)}", "3.1", "group-mixed-ranks")

    def accepts(self, card: Card) -> bool:
        """Whether ``card`` can be laid off on this group (3.5): a card of its rank, an
        undeclared joker, or a joker declared as this rank (``JK=7``, not ``JK=7♠``: 3.7).
        (The pack's limits, 1.2, are checked by :meth:`add`.)"""
        if card.is_joker:
            return card.declared is None or (card.declared.rank == self.rank
                                             and card.declared.suit is None)
        return card.rank == self.rank

    def add(self, card: Card, profile: Profile = CONTRATO) -> "Group":
        """This group with one more card (3.5). A joker takes the group's rank (3.7).

        Raises :class:`MeldError`: 3.5 for a card of another rank, 3.7 for a joker declared
        as another rank; :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for a
        third copy of a card or a fourth joker."""
        if card.is_joker:
            if card.declared is not None and card.declared.rank != self.rank:
                raise MeldError(f"{card} cannot join a group of {rank_symbol(self.rank)}s",
                                clause="3.7", code="joker-declared-elsewhere")
            if card.declared is not None and card.declared.suit is not None:
                raise _suited_joker(str(self), card)
            return make_group(self.cards + (card.physical,), rank=self.rank, profile=profile)
        if card.rank != self.rank:
            raise MeldError(f"{card} is not a {rank_symbol(self.rank)}: a group grows only with "
                            f"cards of its rank", clause="3.5", code="group-other-rank")
        return make_group(self.cards + (card,), rank=self.rank, profile=profile)

    def swap_joker(self, natural: Card, profile: Profile = CONTRATO) -> tuple["Group", Card]:
        """Replace one joker of this group by ``natural``, a card of the group's rank, under a
        profile that lets jokers be taken back from groups
        (:attr:`~generator.engine.profile.JokerSwaps.ANY_MELD`; in this site's profile they
        cannot be, 7.3).

        Returns the new group and the freed joker (undeclared). Raises :class:`MeldError`:
        7.3 when the profile keeps jokers in groups; 7.1 for a joker offered, a card of
        another rank or a group with no joker; 3.1 when no two cards of a group may share a
        suit and ``natural``'s suit is taken.

        >>> from .profile import CONTRATO
        >>> from dataclasses import replace
        >>> house = replace(CONTRATO, joker_swaps=JokerSwaps.ANY_MELD)
        >>> g, joker = Group.parse("9♦ 9♣ JK").swap_joker(Card.parse("9♠"), house)
        >>> str(g), str(joker)
        ('9♠ 9♦ 9♣', 'JK')
        """
        if profile.joker_swaps is not JokerSwaps.ANY_MELD:
            raise MeldError(f"{self}: a joker in a group cannot be recovered", clause="7.3",
                            code="swap-in-group")
        if natural.is_joker:
            raise MeldError("a joker is replaced by a natural card, not by another joker",
                            clause="7.1", code="swap-with-joker")
        i = next((i for i, c in enumerate(self.cards) if c.is_joker), None)
        if i is None:
            raise MeldError(f"{self} has no joker to take back", clause="7.1",
                            code="swap-no-joker")
        if natural.rank != self.rank:
            raise MeldError(f"{natural} is not a {rank_symbol(self.rank)}: a joker of {self} is "
                            f"taken back only with a card of the group's rank", clause="7.1",
                            code="swap-not-exact", card=natural.ascii(), kind="group",
                            wanted=rank_symbol(self.rank), joker_count=self.jokers)
        cards = self.cards[:i] + self.cards[i + 1:] + (natural,)
        return make_group(cards, rank=self.rank, profile=profile), self.cards[i].physical

    def sort_key(self) -> tuple:
        return (0, self.rank, tuple(c.sort_key() for c in self.cards))


@dataclass(frozen=True, repr=False)
class Sequence(Meld):
    """A sequence (3.2): ``cards`` of one ``suit`` from place ``low`` upwards, one card a place;
    every joker declared as the card of its place (D2).

    Building one checks what the value itself can show: as a tuple, at least one card, within
    places 1 to 14 (3.3, 3.4), each natural card the card of its place (3.2) and each joker
    declared as it (D2); :class:`~generator.engine.errors.MeldError` otherwise. The length
    (3.2) and the pack's limits (1.2) depend on the profile: :func:`make_sequence` and
    :func:`~generator.engine.contracts.check_meld` check them."""

    suit: Suit
    low: int
    cards: tuple[Card, ...]

    kind = MeldKind.SEQUENCE

    def __post_init__(self) -> None:
        suit, place, cards = self.suit, self.low, self.cards
        if type(cards) is not tuple or type(suit) is not Suit or type(place) is not int:
            if type(cards) is not tuple:
                raise TypeError(f"a sequence's cards are a tuple, not {type(cards).__name__}")
            if type(suit) is not Suit:
                raise TypeError(f"a sequence's suit is a Suit, not {suit!r}")
            raise TypeError(f"a sequence's low place is a number, not {place!r}")
        if place < LOW_ACE or place + len(cards) - 1 > HIGH_ACE or not cards:
            text = format_cards(cards) or "(no cards)"
            raise _broken(text, "a sequence lies within places 1 (low ace) to 14 (high ace)",
                          "3.4", "beyond-ace", meld=text,
                          card=(cards[0] if place < LOW_ACE else cards[-1]).ascii()
                          if cards else "JK")
        for c in cards:
            v = c if c.rank is not None else c.declared
            if v is None or v.suit is not suit or v.rank != (place if place < 14 else 1):
                value = f"{rank_symbol(place if place < 14 else 1)}{suit.symbol}"
                if c.rank is None:
                    raise _broken(format_cards(cards), f"the joker at place {place} must stand "
                                  f"for {value}", "D2", "sequence-joker-place")
                raise _broken(format_cards(cards), f"{c} is not the card of its place "
                              f"({value})", "3.2", "sequence-gap")
            place += 1

    @property
    def high(self) -> int:
        """The place of the high end (14 = high ace)."""
        return self.low + len(self.cards) - 1

    @property
    def places(self) -> tuple[int, int]:
        """``(low, high)`` places: ``J-Q-K-A`` → ``(11, 14)``."""
        return (self.low, self.high)

    def joker_places(self) -> tuple[int, ...]:
        """The places where jokers stand (D2)."""
        return tuple(self.low + i for i, c in enumerate(self.cards) if c.is_joker)

    def card_at(self, place: int) -> Card:
        if not self.low <= place <= self.high:
            raise ValueError(f"place {place} is outside {self.low}–{self.high}")
        return self.cards[place - self.low]

    def ends_for(self, card: Card, profile: Profile = CONTRATO) -> tuple[str, ...]:
        """Where ``card`` can be laid off (3.4): a subset of ``("low", "high")``.

        A natural card fits an end if it is the next card of the suit beyond it; a joker fits
        any end with room. Nothing goes below a low ace or above a high ace, and a sequence
        holds at most 14 cards (3.4); with a profile whose ace is only high (or only low),
        nothing goes below a 2 (or above a king) either (3.3)."""
        if len(self.cards) >= profile.max_sequence_length:
            return ()
        ends = []
        if self.low > profile.lowest_place and (card.is_joker or (
                card.suit == self.suit and place_rank(self.low - 1) == card.rank)):
            if not (card.is_joker and card.declared is not None
                    and card.declared != Card(place_rank(self.low - 1), self.suit)):
                ends.append("low")
        if self.high < profile.highest_place and (card.is_joker or (
                card.suit == self.suit and place_rank(self.high + 1) == card.rank)):
            if not (card.is_joker and card.declared is not None
                    and card.declared != Card(place_rank(self.high + 1), self.suit)):
                ends.append("high")
        return tuple(ends)

    def add(self, card: Card, end: str | None = None, profile: Profile = CONTRATO) -> "Sequence":
        """This sequence with ``card`` laid off at ``end`` (``"low"`` or ``"high"``; may be
        omitted when only one end fits). A joker is declared as the card of its new place (D2).

        Raises :class:`MeldError`: 3.4 for a card below a low ace or above a high ace (an end
        asked for that is an ace, or the card that would wrap around it: a king under
        ``A-2-3-4``, a two over ``J-Q-K-A``) or past 14 cards; 3.2 for a card that is not the
        next of the suit; 3.7 for a joker declared as another card; D2 when a joker's end is
        not said, 3.3 when an ace fits both ends (``2-…-K``) and its end is not said. :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for a fourth
        joker."""
        if end is not None and end not in ("low", "high"):
            raise ValueError(f"end must be 'low' or 'high', not {end!r}")
        ends = self.ends_for(card, profile)
        if not ends or (end is not None and end not in ends):
            self._refuse(card, end, profile)
        if end is None:
            if len(ends) > 1:
                # a joker declares its end (D2); a natural ace is low or high (3.3)
                raise MeldError(f"{card} fits both ends of {self}: say which end",
                                clause="D2" if card.is_joker else "3.3", code="which-end")
            end = ends[0]
        if card.is_joker:
            check_cards(self.cards + (card,), profile)
        if end == "low":
            place = self.low - 1
            value = Card(place_rank(place), self.suit)
            new = (value if not card.is_joker else card.physical.declare(value),) + self.cards
            return Sequence(self.suit, place, new)
        place = self.high + 1
        value = Card(place_rank(place), self.suit)
        new = self.cards + ((value if not card.is_joker else card.physical.declare(value)),)
        return Sequence(self.suit, self.low, new)

    def _refuse(self, card: Card, end: str | None, profile: Profile) -> None:
        """Raise the :class:`MeldError` that says why ``card`` cannot go at ``end``."""
        where = "" if end is None else f" at the {end} end"
        if len(self.cards) >= profile.max_sequence_length:
            raise MeldError(f"{self} already has {len(self.cards)} cards: a sequence holds "
                            f"at most {profile.max_sequence_length}", clause="3.4",
                            code="sequence-full")
        value = card.declared if card.is_joker else card
        if value is not None and value.suit != self.suit:
            if card.is_joker:
                raise MeldError(f"{card} is declared as a card of another suit than {self}",
                                clause="3.7", code="joker-declared-elsewhere")
            raise MeldError(f"{card} is not of the suit of {self}: a sequence is in one suit",
                            clause="3.2", code="other-suit", suit=self.suit.symbol)
        # 3.7: a natural card whose place is inside the sequence, held by a joker: the joker's
        # value is fixed (only the swap of 7.1 exchanges them)
        places = _rank_places(value.rank) if not card.is_joker else ()
        if places and all(self.low <= p <= self.high for p in places) and any(
                self.card_at(p).is_joker for p in places):
            raise MeldError(f"{card} cannot be laid off on {self}: a joker already stands for "
                            f"{card} there, and a joker's value does not change", clause="3.7",
                            code="place-held-by-joker", card=card.ascii())
        # 3.4: an end that is an ace takes nothing; the card that would sit beyond the ace
        # (a king under a low ace, a two over a high ace) is refused for that reason. 3.3
        # under a profile whose ace stands at one end only: nothing goes below a 2 (an ace
        # that is only high) or above a king (an ace that is only low)
        beyond_low = KING if self.low == LOW_ACE else place_rank(self.low - 1)
        beyond_high = 2 if self.high == HIGH_ACE else place_rank(self.high + 1)
        low_blocked = self.low == profile.lowest_place and (
            end == "low" or (end is None and value is not None and value.rank == beyond_low))
        high_blocked = self.high == profile.highest_place and (
            end == "high" or (end is None and value is not None and value.rank == beyond_high))
        if (low_blocked and self.low == LOW_ACE) or (high_blocked and self.high == HIGH_ACE):
            raise MeldError(f"{card} cannot go beyond the ace of {self}{where}: nothing goes "
                            f"below a low ace or above a high ace", clause="3.4",
                            code="beyond-ace", end="low" if low_blocked else "high")
        if low_blocked or high_blocked:
            raise ace_place_error(str(self), profile)
        if card.is_joker:
            raise MeldError(f"{card} does not stand for the next card of {self}{where}: a "
                            f"joker's declared value does not change", clause="3.7",
                            code="joker-declared-elsewhere")
        # what does fit: the natural card beyond each end, where anything goes there (3.4;
        # 3.3 under a profile whose ace stands at one end only)
        fits = {e: next((Card(place_rank(p), self.suit) for p in (
                    self.low - 1 if e == "low" else self.high + 1,)
                    if e in self.ends_for(Card(place_rank(p), self.suit), profile)), None)
                for e in ("low", "high")
                if LOW_ACE <= (self.low - 1 if e == "low" else self.high + 1) <= HIGH_ACE}
        open_ends = [e for e in ("low", "high") if fits.get(e) is not None]
        raise MeldError(f"{card} does not extend {self}{where}: only the next card of the "
                        f"suit fits", clause="3.2", code="does-not-extend",
                        end=end or "any", ends="both" if len(open_ends) == 2 else (
                            open_ends[0] if open_ends else "none"),
                        low_card=fits["low"].ascii() if fits.get("low") else "",
                        high_card=fits["high"].ascii() if fits.get("high") else "")

    def swap_joker(self, natural: Card) -> tuple["Sequence", Card]:
        """Replace the joker that stands for ``natural`` by that natural card (7.1).

        Returns the new sequence and the freed joker (undeclared). Raises :class:`MeldError`
        citing 7.1 when no joker here stands for exactly that card."""
        if natural.is_joker:
            raise MeldError("a joker is replaced by a natural card, not by another joker",
                            clause="7.1", code="swap-with-joker")
        for i, c in enumerate(self.cards):
            if c.is_joker and c.declared == natural:
                cards = self.cards[:i] + (natural,) + self.cards[i + 1:]
                return Sequence(self.suit, self.low, cards), c.physical
        jokers = [c for c in self.cards if c.is_joker]
        if not jokers:
            raise MeldError(f"{self} has no joker to take back", clause="7.1",
                            code="swap-no-joker")
        raise MeldError(f"no joker in {self} stands for {natural}: only the exact natural card "
                        f"(same rank and suit) frees a joker", clause="7.1", code="swap-not-exact",
                        card=natural.ascii(), kind="sequence", joker_count=len(jokers),
                        wanted=" ".join(c.declared.unicode() for c in jokers),
                        wanted_card=jokers[0].declared.ascii())

    def sort_key(self) -> tuple:
        return (1, self.suit.order, self.low, len(self.cards),
                tuple(c.sort_key() for c in self.cards))


def _describe(cards: Iterable[Card]) -> str:
    return format_cards(cards) or "(no cards)"


def _suited_joker(text: str, joker: Card) -> MeldError:
    """A joker declared as a card of a sequence (``JK=7♠``) offered to a group: in a group a
    joker stands for the group's rank only (3.7), written ``JK=7``; never silently read so."""
    value = f"JK={rank_symbol(joker.declared.rank)}"
    return MeldError(f"{text}: {joker} declares a card of a sequence, rank and suit; a joker in "
                     f"a group stands for the group's rank only ({value})", clause="3.7",
                     code="group-joker-suit", card=str(joker), value=value)


def make_group(cards: Iterable[Card], *, rank: int | None = None,
               profile: Profile = CONTRATO) -> Group:
    """A group from ``cards`` (3.1, 3.5, 3.7, D1).

    All natural cards share one rank; suits may repeat (3.1; not with
    :attr:`~generator.engine.profile.GroupSuits.DISTINCT`). Jokers take that rank; a group of
    jokers only must declare its rank (D1), either on a joker (``JK=7``) or with ``rank``. A
    joker declared with a suit (``JK=7♠``, a card of a sequence) is refused (3.7): in a group
    a joker stands for the rank only.
    At least ``profile.group_length`` (3) cards, at most ``profile.longest_group`` (3.5). Raises :class:`MeldError`, and
    :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for cards the pack cannot
    hold together (a third ``7♥``, a fourth joker).

    >>> str(make_group(parse_cards("JK JK JK"), rank=7))
    'JK=7 JK=7 JK=7'
    """
    cards = tuple(cards)
    if rank is not None:
        rank_symbol(rank if isinstance(rank, int) and not isinstance(rank, bool) else 0)
    check_cards(cards, profile)
    text = _describe(cards)
    if not cards:
        raise MeldError(f"{text}: a group has at least {profile.group_length} cards",
                        clause="3.1", code="group-too-short")
    ranks = {c.rank for c in cards if not c.is_joker}
    declared = {c.declared.rank for c in cards if c.is_joker and c.declared is not None}
    if len(ranks) > 1:
        names = ", ".join(rank_symbol(r) for r in sorted(ranks))
        raise MeldError(f"{text}: a group is cards of one rank, not {names}", clause="3.1",
                        code="group-mixed-ranks")
    if rank is not None and ranks and rank not in ranks:
        raise MeldError(f"{text}: these are not {rank_symbol(rank)}s; a group is cards of one "
                        f"rank", clause="3.1", code="group-mixed-ranks")
    suited = [c for c in cards if c.is_joker and c.declared is not None
              and c.declared.suit is not None]
    if suited:
        raise _suited_joker(text, suited[0])
    wanted = ranks | declared | ({rank} if rank is not None else set())
    if len(wanted) > 1:
        raise MeldError(f"{text}: a joker in a group stands for the group's rank", clause="3.7",
                        code="group-joker-rank")
    if not wanted:
        raise MeldError(f"{text}: a group of jokers only must declare its rank", clause="D1",
                        code="group-undeclared")
    (the_rank,) = wanted
    if len(cards) < profile.group_length:
        raise MeldError(f"{text}: a group has at least {profile.group_length} cards",
                        clause="3.1", code="group-too-short")
    if profile.group_suits is GroupSuits.DISTINCT:
        suits = [c.suit for c in cards if not c.is_joker]
        repeated = sorted({s for s in suits if suits.count(s) > 1}, key=lambda s: s.order)
        if repeated:
            raise MeldError(f"{text}: no two cards of a group share a suit "
                            f"({repeated[0].symbol} twice)", clause="3.1",
                            code="group-repeated-suit", suit=repeated[0].symbol)
    if len(cards) > profile.longest_group:
        raise MeldError(f"{text}: a group has at most {profile.longest_group} cards",
                        clause="3.5", code="group-too-long")
    value = Card(the_rank, None)
    normal = [c if not c.is_joker else Card.joker(value) for c in cards]
    normal.sort(key=Card.sort_key)
    return Group(the_rank, tuple(normal))


def _sequence_from_places(cards: tuple[Card, ...], places: list[int], suit: Suit,
                          text: str, profile: Profile) -> Sequence:
    order = sorted(range(len(cards)), key=lambda i: places[i])
    ps = [places[i] for i in order]
    for a, b in zip(ps, ps[1:]):
        if a == b:
            raise MeldError(f"{text}: two cards for one place of a sequence", clause="3.2",
                            code="sequence-repeat")
        if b != a + 1:
            raise MeldError(f"{text}: a sequence is consecutive ranks, with no gap", clause="3.2",
                            code="sequence-gap")
    low = ps[0]
    out = []
    for i in order:
        c = cards[i]
        value = Card(place_rank(places[i]), suit)
        out.append(c.physical.declare(value) if c.is_joker else c)
    seq = Sequence(suit, low, tuple(out))
    if len(seq) < profile.sequence_length:
        raise MeldError(f"{text}: a sequence has at least {profile.sequence_length} cards",
                        clause="3.2", code="sequence-too-short")
    if len(seq) > profile.max_sequence_length:
        raise MeldError(f"{text}: a sequence holds at most {profile.max_sequence_length} cards",
                        clause="3.4", code="sequence-too-long")
    return seq


def make_sequence(cards: Iterable[Card], *, profile: Profile = CONTRATO) -> Sequence:
    """A sequence from ``cards`` (3.2–3.4, 3.7, D2).

    - With no undeclared joker, the order of ``cards`` does not matter: each card's place
      comes from its rank (or a joker's declared value); an ace is placed low or high,
      whichever makes the run consecutive (low if both do and the ace is written first).
    - With undeclared jokers, ``cards`` are read from the low end to the high end and each
      joker stands for the card of its place (D2): ``JK 4♠ 5♠ 6♠`` declares ``JK=3♠``.

    One suit (3.2), consecutive places with no repeat (3.2), no wrap-around (3.3), nothing
    beyond an ace and at most 14 cards (3.4), at least ``profile.sequence_length`` (4) cards;
    the ace only where ``profile.ace`` lets it stand (3.3: code ``ace-low-only`` or
    ``ace-high-only`` for a sequence that needs it at the other end).
    Raises :class:`MeldError` citing the failing clause, and
    :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for cards the pack cannot
    hold together (a fourth joker).

    >>> make_sequence(parse_cards("A♠ 2♠ 3♠ 5♠"))
    Traceback (most recent call last):
    ...
    generator.engine.errors.MeldError: A♠ 2♠ 3♠ 5♠: a sequence is consecutive ranks, with no gap (rule 3.2)
    """
    cards = tuple(cards)
    check_cards(cards, profile)
    try:
        return _make_sequence(cards, profile)
    except MeldError as err:
        if profile.ace is Ace.LOW_OR_HIGH or err.code in ("sequence-too-short",
                                                           "sequence-too-long"):
            raise
        try:       # a sequence only for an ace at the other end: 3.3 under these rules
            _make_sequence(cards, replace(profile, ace=Ace.LOW_OR_HIGH))
        except MeldError:
            raise err from None
        raise ace_place_error(_describe(cards), profile) from None


def _sequence_suit_problem(cards: tuple[Card, ...], text: str) -> MeldError | None:
    """What keeps ``cards`` (described as ``text``) from being one suit's sequence, or
    ``None``: a joker declared with a rank only (D2), two suits (3.2), or no card that fixes
    the suit (D2)."""
    if any(c.is_joker and c.declared is not None and c.declared.suit is None for c in cards):
        return MeldError(f"{text}: a joker in a sequence stands for a rank and a suit",
                         clause="D2", code="sequence-joker-rankless")
    suits = {c.effective_suit for c in cards if c.effective_suit is not None}
    if len(suits) > 1:
        return MeldError(f"{text}: a sequence is in one suit", clause="3.2",
                         code="sequence-mixed-suits")
    if not suits:
        return MeldError(f"{text}: a sequence needs a natural card or a declared joker to fix "
                         f"its suit", clause="D2", code="sequence-undeclared")
    return None


def _make_sequence(cards: tuple[Card, ...], profile: Profile) -> Sequence:
    text = _describe(cards)
    if not cards:
        raise MeldError(f"{text}: a sequence has at least {profile.sequence_length} cards",
                        clause="3.2", code="sequence-too-short")
    suit_problem = _sequence_suit_problem(cards, text)
    if suit_problem is not None:
        raise suit_problem
    (suit,) = {c.effective_suit for c in cards if c.effective_suit is not None}
    if len(cards) > profile.max_sequence_length:
        raise MeldError(f"{text}: a sequence holds at most {profile.max_sequence_length} cards",
                        clause="3.4", code="sequence-too-long")
    undeclared = any(c.is_joker and c.declared is None for c in cards)
    if undeclared:
        # Read in order: the first card with a value fixes every place (D2).
        anchors = [(i, c.effective_rank) for i, c in enumerate(cards) if c.effective_rank]
        options = []
        i0, r0 = anchors[0]
        for p0 in _rank_places(r0):
            low = p0 - i0
            places = [low + i for i in range(len(cards))]
            if places[0] < profile.lowest_place or places[-1] > profile.highest_place:
                continue
            if all(place_rank(places[i]) == c.effective_rank for i, c in enumerate(cards)
                   if c.effective_rank):
                options.append(places)
        if not options:
            _raise_sequence_shape(cards, text, profile=profile)
        return _sequence_from_places(cards, options[0], suit, text, profile)
    # Every card has a value: place each by rank, trying both places of each ace.
    aces = [i for i, c in enumerate(cards) if c.effective_rank == ACE]
    first_error: MeldError | None = None
    ace_places = tuple(p for p in (LOW_ACE, HIGH_ACE)
                       if profile.lowest_place <= p <= profile.highest_place)
    tries = list(product(ace_places, repeat=len(aces)))
    if aces and aces[0] != 0:
        tries.sort(key=lambda t: [-p for p in t])  # an ace written last prefers high
    for choice in tries:
        places = [c.effective_rank for c in cards]
        for i, p in zip(aces, choice):
            places[i] = p
        try:
            return _sequence_from_places(cards, places, suit, text, profile)
        except MeldError as err:
            if err.code in ("sequence-too-short", "sequence-too-long"):
                raise
            # two cards for one place decides only when every choice of the aces' places
            # puts two cards on one (two aces may stand at both ends, 3.4)
            if first_error is None or (first_error.code == "sequence-repeat"
                                       and err.code != "sequence-repeat"):
                first_error = err
    _raise_sequence_shape(cards, text, first_error, profile=profile)
    raise AssertionError("unreachable")


def _raise_sequence_shape(cards: tuple[Card, ...], text: str,
                          err: MeldError | None = None, *,
                          profile: Profile = CONTRATO) -> None:
    """Raise the error that says why ``cards`` are no sequence (they have one suit and
    14 cards at most): 3.3 when they would run around the ace (``K-A-2``, naturals on both
    sides of it) — under a profile whose ace stands at one end only, the refusal of the ace
    at the other end (``ace-low-only``: the king beside it would need a high ace;
    ``ace-high-only``: the two beside it, a low one) —, 3.4 when jokers would stand below a
    low ace or above a high ace (``JK A♠ 2♠ 3♠``, ``J♠ Q♠ K♠ A♠ JK``), otherwise 3.2 (a gap,
    a repeated place, or cards that are not consecutive read from the low end) or ``err``,
    the placement's own error."""
    valued = [(i, c.effective_rank) for i, c in enumerate(cards) if c.effective_rank]
    ranks = {r for _, r in valued}
    if ACE in ranks and KING in ranks and 2 in ranks:
        if profile.ace is not Ace.LOW_OR_HIGH:
            raise ace_place_error(text, profile)
        raise MeldError(f"{text}: the ace is low or high, a sequence never wraps around it",
                        clause="3.3", code="sequence-wraps")
    undeclared = any(c.is_joker and c.declared is None for c in cards)
    if undeclared and valued:
        # Read in order, around the cycle of ranks: do the cards follow each other?
        i0, r0 = valued[0]
        follows = all((r0 - 1 + i - i0) % 13 + 1 == r for i, r in valued)
        ace_at = [i for i in range(1, len(cards) - 1) if (r0 - 1 + i - i0) % 13 == 0]
        if follows and ace_at:
            # an ace's place falls strictly inside the run: the run goes round the ace
            (ia,) = ace_at[:1]
            below = any(i < ia for i, _ in valued)
            above = any(i > ia for i, _ in valued)
            if below and above:
                if profile.ace is not Ace.LOW_OR_HIGH:
                    raise ace_place_error(text, profile)
                raise MeldError(f"{text}: the ace is low or high, a sequence never wraps "
                                f"around it", clause="3.3", code="sequence-wraps")
            # the card named: the first beyond the ace (a joker, as only jokers can be there)
            beyond = cards[ia + 1:ia + 2] if below else cards[ia - 1:ia]
            raise MeldError(f"{text}: nothing goes below a low ace or above a high ace",
                            clause="3.4", code="beyond-ace", meld=text,
                            card=beyond[0].ascii() if beyond else "JK")
    if err is not None:
        raise err
    raise MeldError(f"{text}: these cards are not consecutive places of one suit, read from "
                    f"the low end", clause="3.2", code="sequence-gap")


def make_meld(cards: Iterable[Card], kind: MeldKind | str | None = None, *,
              profile: Profile = CONTRATO) -> Meld:
    """A group or a sequence from ``cards``. With ``kind`` omitted the cards decide; when
    they could be either (``7♠ JK JK JK``), :class:`MeldError` asks for the kind (D2).

    >>> make_meld(parse_cards("3♠ 4♠ 5♠ 6♠")).kind
    <MeldKind.SEQUENCE: 'sequence'>
    """
    cards = tuple(cards)
    if isinstance(kind, str):
        kind = MeldKind(kind)
    if kind is MeldKind.GROUP:
        return make_group(cards, profile=profile)
    if kind is MeldKind.SEQUENCE:
        return make_sequence(cards, profile=profile)
    errors = []
    found = []
    for maker in (make_group, make_sequence):
        try:
            found.append(maker(cards, profile=profile))
        except MeldError as err:
            errors.append(err)
    if len(found) == 1:
        return found[0]
    if len(found) == 2:
        raise MeldError(f"{_describe(cards)} could be a group or a sequence: say which "
                        f"(or declare the jokers)", clause="D2", code="meld-ambiguous")
    naturals = [c for c in cards if not c.is_joker]
    # cards of one rank (or jokers only, D1) were most likely meant as a group
    raise NeitherMeldError(_describe(cards), errors[0], errors[1],
                           meant_group=len({c.rank for c in naturals}) <= 1)



def free_jokers(cards: Iterable[Card]) -> int:
    """How many jokers among ``cards`` have no declared value yet (3.7)."""
    return sum(c.is_joker and c.declared is None for c in cards)


def sequence_readings(cards: Iterable[Card], *, profile: Profile = CONTRATO
                      ) -> tuple[Sequence, ...]:
    """Every sequence ``cards`` can make, whatever the order they are written in: each joker
    without a declared value may stand for any card of the sequence (3.7: its value is
    declared when it is played; D2: at an end it says which end, in a gap the card it
    fills). Natural cards and declared jokers keep their value; an ace stands low or high
    (3.3). Sorted from the lowest sequence up; empty when the cards make none.

    >>> [s.unicode() for s in sequence_readings(parse_cards("3♠ 5♠ 6♠ JK"))]
    ['3♠ JK=4♠ 5♠ 6♠']
    >>> [s.unicode() for s in sequence_readings(parse_cards("4♠ 5♠ 6♠ JK"))]
    ['JK=3♠ 4♠ 5♠ 6♠', '4♠ 5♠ 6♠ JK=7♠']
    >>> [s.unicode() for s in sequence_readings(parse_cards("Q♦ K♦ A♦ JK"))]
    ['JK=J♦ Q♦ K♦ A♦']
    """
    cards = tuple(cards)
    check_cards(cards, profile)
    n = len(cards)
    if not profile.sequence_length <= n <= profile.longest_sequence:
        return ()
    fixed = [c for c in cards if not (c.is_joker and c.declared is None)]
    if any(c.is_joker and c.declared.suit is None for c in fixed):
        return ()
    suits = {c.effective_suit for c in fixed}
    if len(suits) != 1:
        return ()
    (suit,) = suits
    ace_places = tuple(p for p in (LOW_ACE, HIGH_ACE)
                       if profile.lowest_place <= p <= profile.highest_place)
    found: dict[tuple[Card, ...], Sequence] = {}
    aces = [i for i, c in enumerate(fixed) if c.effective_rank == ACE]
    for choice in product(ace_places, repeat=len(aces)):
        places = [c.effective_rank for c in fixed]
        for i, p in zip(aces, choice):
            places[i] = p
        if len(set(places)) != len(places):
            continue           # two cards for one place (3.2)
        at = dict(zip(places, fixed))
        lo, hi = min(places), max(places)
        for low in range(max(profile.lowest_place, hi - n + 1),
                         min(lo, profile.highest_place - n + 1) + 1):
            out = tuple(at[p] if p in at else Card.joker(Card(place_rank(p), suit))
                        for p in range(low, low + n))
            found.setdefault(out, Sequence(suit, low, out))
    return tuple(sorted(found.values(), key=lambda s: s.low))


def meld_readings(cards: Iterable[Card], kind: MeldKind | str | None = None, *,
                  profile: Profile = CONTRATO) -> tuple[Meld, ...]:
    """Every meld ``cards`` can make, whatever their order (3.7, D1, D2): the group they make
    (its jokers take its rank), then every sequence (:func:`sequence_readings`); only that
    ``kind`` when given. The same for every order of the same cards.

    >>> [m.unicode() for m in meld_readings(parse_cards("JK 7♠ 7♥"))]
    ['7♠ 7♥ JK=7']
    """
    cards = tuple(cards)
    if isinstance(kind, str):
        kind = MeldKind(kind)
    out: list[Meld] = []
    if kind in (None, MeldKind.GROUP):
        try:
            out.append(make_group(cards, profile=profile))
        except MeldError:
            pass
    if kind in (None, MeldKind.SEQUENCE):
        out.extend(sequence_readings(cards, profile=profile))
    return tuple(out)


def _fits(fixed: list[Card], n: int, lowest: int, highest: int) -> bool | None:
    """Whether ``n`` cards holding ``fixed`` (natural cards and declared jokers) and
    ``n - len(fixed)`` jokers without a value make one run of places within ``lowest`` to
    ``highest``, each joker standing for the card of a place no card holds (D2: in a gap,
    else at an end), an ace at either of its places (3.3). ``None`` when every choice of the
    aces' places puts two cards on one place (3.2)."""
    aces = [i for i, c in enumerate(fixed) if c.effective_rank == ACE]
    distinct = False
    for choice in product((LOW_ACE, HIGH_ACE), repeat=len(aces)):
        places = [c.effective_rank for c in fixed]
        for i, p in zip(aces, choice):
            places[i] = p
        if len(set(places)) != len(places):
            continue
        distinct = True
        lo, hi = min(places), max(places)
        if lo >= lowest and hi <= highest and max(lowest, hi - n + 1) <= min(
                lo, highest - n + 1):
            return True
    return False if distinct else None


def sequence_refusal(cards: Iterable[Card], *, profile: Profile = CONTRATO) -> MeldError:
    """Why ``cards`` make no sequence whatever the order they are written in, as
    :func:`sequence_readings` reads them: each joker without a value stands for the card of
    a place no other card holds — a gap it fills (D2), else one beyond an end. The reason is
    the one that holds for every such reading:

    - 1.2 (raised: :class:`~generator.engine.errors.ImpossibleCardsError`), then the suit
      and the jokers' values (3.2, D2) and at most 14 cards (3.4), as :func:`make_sequence`;
    - ``sequence-too-short`` (3.2) when the cards would make a run but are too few:
      ``5♦ JK 7♦`` (the joker is the 6♦), ``K♠ A♠ JK`` (the joker is the Q♠);
    - 3.3 when they make a run only with the ace where the profile does not let it stand
      (``ace-low-only``, ``ace-high-only``) or around the ace (``sequence-wraps``:
      ``K♠ JK 3♠ JK`` needs ``K-A-2-3``);
    - ``sequence-repeat`` (3.2) when every place of the aces puts two cards on one place;
    - otherwise the cards are too far apart: ``sequence-gap-jokers`` (3.2; ``joker_count``,
      the jokers without a value, are too few to fill the places between them), or
      ``sequence-gap`` when there are none.

    Raises ``ValueError`` when the cards do make a sequence.

    >>> sequence_refusal(parse_cards("5♦ JK 7♦")).code
    'sequence-too-short'
    >>> sequence_refusal(parse_cards("5♦ 8♦ JK")).params["joker_count"]
    1
    """
    cards = tuple(cards)
    check_cards(cards, profile)
    text = _describe(cards)
    n = len(cards)
    suit_problem = _sequence_suit_problem(cards, text)
    if suit_problem is not None:
        return suit_problem
    if n > profile.max_sequence_length:
        return MeldError(f"{text}: a sequence holds at most {profile.max_sequence_length} "
                         f"cards", clause="3.4", code="sequence-too-long")
    fixed = [c for c in cards if not (c.is_joker and c.declared is None)]
    free = n - len(fixed)
    fits = _fits(fixed, n, profile.lowest_place, profile.highest_place)
    if fits:
        if n < profile.sequence_length:
            return MeldError(f"{text}: a sequence has at least {profile.sequence_length} "
                             f"cards", clause="3.2", code="sequence-too-short")
        raise ValueError(f"{text} make a sequence")
    if _fits(fixed, n, LOW_ACE, HIGH_ACE):
        return ace_place_error(text, profile)       # the ace where these rules do not put it
    if fits is None:
        return MeldError(f"{text}: two cards for one place of a sequence", clause="3.2",
                         code="sequence-repeat")
    ranks = [c.effective_rank for c in fixed]
    if n <= 13 and len(set(ranks)) == len(ranks) and any(
            all((r - start) % 13 < n for r in ranks) for start in range(1, 14)):
        # a run only around the ace: K-A-2 (3.3)
        if profile.ace is not Ace.LOW_OR_HIGH:
            return ace_place_error(text, profile)
        return MeldError(f"{text}: the ace is low or high, a sequence never wraps around it",
                         clause="3.3", code="sequence-wraps")
    if free:
        return MeldError(f"{text}: a sequence is consecutive ranks, and {free} joker(s) cannot "
                         f"fill the places between these cards", clause="3.2",
                         code="sequence-gap-jokers", joker_count=free)
    return MeldError(f"{text}: a sequence is consecutive ranks, with no gap", clause="3.2",
                     code="sequence-gap")


def meld_refusal(cards: Iterable[Card], kind: MeldKind | str | None = None, *,
                 profile: Profile = CONTRATO) -> MeldError:
    """Why ``cards`` make no meld (of ``kind`` when given) whatever the order they are
    written in — the refusal :func:`meld_readings` stands for when it finds none: the
    group's (:func:`make_group`, which no order changes), the sequence's
    (:func:`sequence_refusal`: each joker without a value read in the place it fills), or,
    with no kind, both (:class:`~generator.engine.errors.NeitherMeldError`, as
    :func:`make_meld`). Raises ``ValueError`` when they make one.

    >>> meld_refusal(parse_cards("5♦ JK 7♦"), "sequence").code
    'sequence-too-short'
    """
    cards = tuple(cards)
    if isinstance(kind, str):
        kind = MeldKind(kind)
    as_group = None
    if kind in (None, MeldKind.GROUP):
        try:
            make_group(cards, profile=profile)
        except MeldError as err:
            as_group = err
        else:
            raise ValueError(f"{_describe(cards)} make a group")
        if kind is MeldKind.GROUP:
            return as_group
    as_sequence = sequence_refusal(cards, profile=profile)
    if kind is MeldKind.SEQUENCE:
        return as_sequence
    naturals = [c for c in cards if not c.is_joker]
    return NeitherMeldError(_describe(cards), as_group, as_sequence,
                            meant_group=len({c.rank for c in naturals}) <= 1)


def canonical_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in an order that does not depend on how they were written: cards with a
    value by rank (an ace high beside a king or a queen, else low), then the jokers without
    a value. Used to say why cards make no meld the same way for every order."""
    cards = tuple(cards)
    fixed = [c for c in cards if not (c.is_joker and c.declared is None)]
    free = [c for c in cards if c.is_joker and c.declared is None]
    high = any(c.effective_rank in (12, KING) for c in fixed)

    def key(c: Card) -> tuple:
        r = c.effective_rank
        return (HIGH_ACE if r == ACE and high else r,
                c.effective_suit.order if c.effective_suit else -1, c.is_joker)
    return tuple(sorted(fixed, key=key)) + tuple(free)
