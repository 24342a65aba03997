"""Cards and their notation (clauses 1.2, 1.3, 3.7).

A :class:`Card` is a small immutable value: a natural card (rank and suit) or a joker. A joker
may carry the card it stands for (``declared``, clause 3.7): a full card in a sequence
(``JK=7♠``) or a rank alone in a group (``JK=7``).

Notation, both ways:

- ranks ``A 2 3 4 5 6 7 8 9 10 J Q K`` (``T`` is read as 10; letters in either case);
- suits ``S H D C`` or ``♠ ♥ ♦ ♣`` (the outline forms ``♤ ♡ ♢ ♧`` and the emoji forms
  such as ``♥️``, with a variation selector, are read too);
- a joker ``JK``; a declared joker ``JK=7S`` / ``JK=7♠``; a group joker ``JK=7``.

>>> parse_card("7H")
Card.parse('7♥')
>>> parse_card("TS").ascii()
'10S'
>>> str(parse_card("JK=7s"))
'JK=7♠'
>>> [c.ascii() for c in parse_cards("K♣ A♥ 5♦ JK")]
['KC', 'AH', '5D', 'JK']
>>> parse_card("7X")
Traceback (most recent call last):
...
generator.engine.errors.CardNotationError: '7X': unknown suit 'X' (use S H D C or ♠ ♥ ♦ ♣)
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Iterable

from .errors import CardNotationError

__all__ = [
    "Suit", "Card", "JOKER", "RANKS", "ACE", "JACK", "QUEEN", "KING",
    "rank_symbol", "parse_rank", "parse_card", "parse_cards", "format_cards",
    "parse_packed_cards",
]

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
#: Ranks as numbers: 1 = ace, 2–10, 11 = jack, 12 = queen, 13 = king.
RANKS: tuple[int, ...] = tuple(range(1, 14))

_RANK_SYMBOLS = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_BY_SYMBOL = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10,
                   **{str(n): n for n in range(2, 11)}}


class Suit(enum.Enum):
    """The four suits. ``value`` is the ASCII letter; :attr:`symbol` the Unicode symbol.

    Suits are ordered ♠ ♥ ♦ ♣ (the order used to sort cards for display)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def order(self) -> int:
        return self._order

    def __lt__(self, other: "Suit") -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return self.order < other.order

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    #: Each suit is one object (an enum member), so its identity is its hash: a C-level
    #: hash, where ``Enum`` hashes its name in Python; every card hashed (sets, counters,
    #: dictionary keys) hashes its suit. Nothing may depend on the order of a set of cards
    #: anyway: it changed with the string hash seed before too.
    __hash__ = object.__hash__


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.DIAMONDS: 2, Suit.CLUBS: 3}
for _suit, _order in _SUIT_ORDER.items():
    # a plain attribute of each (constant) member: reading it hashes nothing, which the
    # card indices of :mod:`.counts` rely on in the solvers' inner loops
    _suit._order = _order
del _suit, _order
_SUIT_BY_SYMBOL = {
    "S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
    "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
    "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS,
}
#: Every suit, in display order.
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def rank_symbol(rank: int) -> str:
    """``1 → 'A'``, ``10 → '10'``, ``13 → 'K'``. Raises ``ValueError`` outside 1–13."""
    if rank not in RANKS:
        raise ValueError(f"no rank {rank}: ranks are 1 (ace) to 13 (king)")
    return _RANK_SYMBOLS.get(rank, str(rank))


def parse_rank(text: str) -> int:
    """Read a rank symbol (``'A'``, ``'10'``, ``'T'``, ``'q'``) as a number 1–13.

    Raises :class:`CardNotationError` for anything else."""
    rank = _RANK_BY_SYMBOL.get(text.upper())
    if rank is None:
        raise CardNotationError(f"unknown rank {text!r} (use A 2-10 J Q K)", token=text,
                                kind="unknown-rank")
    return rank


@dataclass(frozen=True, slots=True)
class Card:
    """One card: natural (``rank`` 1–13 and ``suit``) or a joker (``rank`` and ``suit`` None).

    ``declared`` is only for jokers: the natural card the joker stands for in a meld
    (clause 3.7). For a joker in a group only the rank matters, so ``declared`` may have
    ``suit=None``. A joker's declared value is part of the value: ``JK=7♠ != JK``; use
    :attr:`physical` to compare physical cards.
    """

    rank: int | None
    suit: Suit | None
    declared: "Card | None" = None

    def __post_init__(self) -> None:
        if self.suit is not None and not isinstance(self.suit, Suit):
            raise ValueError(f"a suit is a Suit, not {self.suit!r}")
        if self.rank is None:
            if self.suit is not None:
                raise ValueError("a joker has no suit of its own")
            d = self.declared
            if d is not None and (not isinstance(d, Card) or d.is_joker
                                  or d.declared is not None):
                raise ValueError("a joker stands for a natural card")
        else:
            if not isinstance(self.rank, int) or isinstance(self.rank, bool) or (
                    self.rank not in RANKS):
                raise ValueError(f"no rank {self.rank}: ranks are 1 (ace) to 13 (king)")
            if self.declared is not None:
                raise ValueError("only a joker declares a value")

    # -- constructors ---------------------------------------------------------------------
    @classmethod
    def joker(cls, declared: "Card | None" = None) -> "Card":
        """A joker, optionally declared as ``declared`` (a natural card or a rank-only card)."""
        return cls(None, None, declared)

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Same as :func:`parse_card`."""
        return parse_card(text)

    # -- properties -----------------------------------------------------------------------
    @property
    def is_joker(self) -> bool:
        return self.rank is None

    @property
    def physical(self) -> "Card":
        """The physical card: a joker without its declared value, a natural card itself."""
        return JOKER if self.is_joker else self

    @property
    def effective_rank(self) -> int | None:
        """The rank the card plays as: its own, or a declared joker's (None if undeclared)."""
        if self.is_joker:
            return None if self.declared is None else self.declared.rank
        return self.rank

    @property
    def effective_suit(self) -> Suit | None:
        if self.is_joker:
            return None if self.declared is None else self.declared.suit
        return self.suit

    def declare(self, value: "Card") -> "Card":
        """This joker declared as ``value`` (clause 3.7). Raises ``ValueError`` on a natural card."""
        if not self.is_joker:
            raise ValueError("only a joker declares a value")
        return Card(None, None, value)

    # -- notation -------------------------------------------------------------------------
    def ascii(self) -> str:
        """ASCII notation: ``'7H'``, ``'10S'``, ``'JK'``, ``'JK=7S'``, ``'JK=7'``."""
        if self.is_joker:
            return "JK" if self.declared is None else "JK=" + self.declared.ascii()
        return rank_symbol(self.rank) + (self.suit.value if self.suit else "")

    def unicode(self) -> str:
        """Unicode notation: ``'7♥'``, ``'10♠'``, ``'JK'``, ``'JK=7♠'``."""
        if self.is_joker:
            return "JK" if self.declared is None else "JK=" + self.declared.unicode()
        return rank_symbol(self.rank) + (self.suit.symbol if self.suit else "")

    def __str__(self) -> str:
        return self.unicode()

    def __repr__(self) -> str:
        return f"Card.parse({self.unicode()!r})"

    def sort_key(self) -> tuple:
        """Display order: naturals by suit (♠ ♥ ♦ ♣) then rank, jokers last."""
        if self.is_joker:
            d = self.declared
            return (1, 0 if d is None else 1, () if d is None else d.sort_key())
        return (0, self.suit.order if self.suit else -1, self.rank)

    def __lt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.sort_key() < other.sort_key()


#: The undeclared joker.
JOKER = Card(None, None)

_TOKEN = re.compile(r"^(?P<rank>10|[2-9AJQKTajqkt])(?P<suit>.*)$")


def _parse_natural(text: str, *, allow_rankless: bool) -> Card:
    m = _TOKEN.match(text)
    if m is None:
        if text[:1].isdigit() or text[:2] in ("1", "11", "12", "13", "0"):
            raise CardNotationError(f"unknown rank in {text!r} (use A 2-10 J Q K)", token=text,
                                    kind="unknown-rank")
        raise CardNotationError("not a card (examples: 7H, 10S, 7♥, JK, JK=7♠)", token=text)
    rank = _RANK_BY_SYMBOL[m.group("rank").upper()]
    # emoji presentation (♥️) and text presentation (♥︎) selectors add nothing to the suit
    suit_text = m.group("suit").replace("\ufe0f", "").replace("\ufe0e", "")
    if suit_text == "":
        if allow_rankless:
            return Card(rank, None)
        raise CardNotationError("missing suit (use S H D C or ♠ ♥ ♦ ♣)", token=text,
                                kind="missing-suit")
    suit = _SUIT_BY_SYMBOL.get(suit_text.upper() if suit_text.isascii() else suit_text)
    if suit is None:
        raise CardNotationError(f"unknown suit {suit_text!r} (use S H D C or ♠ ♥ ♦ ♣)",
                                token=text, kind="unknown-suit")
    return Card(rank, suit)


def parse_card(text: str) -> Card:
    """Read one card token (see the module doc for the notation).

    Raises :class:`CardNotationError` naming the token for anything that is not a card.
    Suits may be given as letters in either case; surrounding white space is ignored.
    """
    if not isinstance(text, str):
        raise CardNotationError(f"expected text, got {type(text).__name__}", token=repr(text),
                                kind="not-text")
    token = text.strip()
    if token == "":
        raise CardNotationError("empty card", token=text, kind="empty")
    head, sep, tail = token.partition("=")
    if head.upper() in ("JK", "JOKER", "🃏"):
        if not sep:
            return JOKER
        if tail == "":
            raise CardNotationError("a declared joker needs a value after '='", token=token,
                                    kind="joker-value-missing")
        if tail.upper().startswith("JK"):
            raise CardNotationError("a joker stands for a natural card, not a joker",
                                    token=token, kind="joker-as-joker")
        try:
            value = _parse_natural(tail, allow_rankless=True)
        except CardNotationError as err:
            raise CardNotationError(f"bad declared value: {err.detail}", token=token,
                                    kind="bad-joker-value") from None
        return Card(None, None, value)
    if sep:
        raise CardNotationError("only a joker takes a declared value (JK=7♠)", token=token,
                                kind="value-on-natural")
    return _parse_natural(token, allow_rankless=False)


_SEPARATORS = re.compile(r"[\s,;]+")


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read a list of cards: a string of tokens separated by spaces or commas, or an iterable
    of tokens. Raises :class:`CardNotationError` naming the first bad token and its 1-based
    position in the list.

    >>> parse_cards("7♣, 7♦ 7h")
    [Card.parse('7♣'), Card.parse('7♦'), Card.parse('7♥')]
    >>> parse_cards("7H 8Z")
    Traceback (most recent call last):
    ...
    generator.engine.errors.CardNotationError: token 2 '8Z': unknown suit 'Z' (use S H D C or ♠ ♥ ♦ ♣)
    """
    if isinstance(text, str):
        tokens = [t for t in _SEPARATORS.split(text.strip()) if t]
    else:
        try:
            items = list(text)
        except TypeError:
            raise CardNotationError("expected text or a list of card tokens",
                                    token=repr(text)) from None
        tokens = [t if isinstance(t, str) else repr(t) for t in items]
    cards = []
    for i, tok in enumerate(tokens, start=1):
        try:
            cards.append(parse_card(tok))
        except CardNotationError as err:
            raise CardNotationError(err.detail, token=tok, position=i, kind=err.kind) from None
    return cards


def format_cards(cards: Iterable[Card], *, ascii: bool = False, sep: str = " ") -> str:
    """Cards as one string, in the given order, separated by ``sep`` (a space; ``""`` gives
    the packed form that :func:`parse_packed_cards` reads).

    >>> format_cards(parse_cards("10S JK=7 7H"), ascii=True, sep="")
    '10SJK=77H'
    """
    return sep.join(c.ascii() if ascii else c.unicode() for c in cards)


#: One card token at the start of a packed string: a joker with an optional declared value
#: (a rank, then a suit if one follows), or a rank and a suit.
_PACKED = re.compile(
    r"(?P<joker>JK(?:=(?P<drank>10|[2-9AJQKT])(?P<dsuit>[SHDC♠♥♦♣♤♡♢♧][\ufe0e\ufe0f]?)?)?)"
    r"|(?P<rank>10|[2-9AJQKT])(?P<suit>[SHDC♠♥♦♣♤♡♢♧][\ufe0e\ufe0f]?)",
    re.IGNORECASE)


def _every_value() -> list[Card]:
    naturals = [Card(r, s) for s in SUITS for r in RANKS]
    return (naturals + [JOKER] + [JOKER.declare(c) for c in naturals]
            + [JOKER.declare(Card(r, None)) for r in RANKS])


#: Every card value by its canonical text (Unicode and ASCII): a constant table that lets the
#: long card lists of a position be read without the token parser.
_WRITTEN: dict[str, Card] = {t: c for c in _every_value() for t in (c.unicode(), c.ascii())}


def parse_packed_cards(text: str) -> list[Card]:
    """Read cards written one after another with nothing between them (``'3♠4♠JK=5♠'``,
    ``'7H7DJK=7'``), the form of card lists inside a position's text. The tokens are those of
    :func:`parse_card`; reading is unambiguous because a suit never starts a card: after
    ``JK=7`` a suit belongs to the joker's value (``JK=7♠``), anything else starts the next
    card. Raises :class:`CardNotationError` naming the text and the 1-based place of the first
    character that starts no card.

    >>> parse_packed_cards("10SJK=77HJK")
    [Card.parse('10♠'), Card.parse('JK=7'), Card.parse('7♥'), Card.parse('JK')]
    >>> parse_packed_cards("7H8X")
    Traceback (most recent call last):
    ...
    generator.engine.errors.CardNotationError: '7H8X': no card starts at character 3 ('8X')
    """
    if not isinstance(text, str):
        raise CardNotationError(f"expected text, got {type(text).__name__}", token=repr(text))
    cards: list[Card] = []
    i = 0
    while i < len(text):
        m = _PACKED.match(text, i)
        if m is None:
            raise CardNotationError(f"no card starts at character {i + 1} "
                                    f"({text[i:i + 2]!r})", token=text)
        token = m.group(0)
        card = _WRITTEN.get(token)
        cards.append(parse_card(token) if card is None else card)
        i = m.end()
    return cards
