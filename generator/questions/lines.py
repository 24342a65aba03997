"""An explanation as a language-independent plan: :class:`Line` values and the typed
parameters they carry.

A plan is a list of lines: a sentence key of a text catalogue (``docs/<lang>/verdict.ftl``
for the question layer and the verdict, ``docs/<lang>/puzzles.ftl`` for puzzles) with its
parameters — numbers, cards, melds, seats, word keys, never words — so that a renderer can
choose the forms each language needs (:mod:`generator.lang.render`). The clauses a sentence
cites are declared once, beside the code that uses its key (a ``CLAUSES`` mapping), for every
language; a test checks that every language's sentence cites them with ``§`` markup, so an
answer's clauses are exactly what its explanation cites
(:func:`generator.questions.common.explanation`, for the verdict and the puzzles alike).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..engine.melds import Group, Meld, Sequence


# -- parameter values: facts that each language renders in its own words ---------------------

@dataclass(frozen=True)
class Cards:
    """Cards, drawn as cards."""
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class ContractWords:
    """The words for a round's contract ("a group and a sequence"); ``groups`` and
    ``sequences`` count its melds when the profile's contract is given."""
    round: int
    groups: int | None = None
    sequences: int | None = None


@dataclass(frozen=True)
class LengthWords:
    """The exact lengths of a round's contract melds ("3 cards in each group")."""
    round: int


@dataclass(frozen=True)
class KindWords:
    """A number of melds of one kind ("a group", "two sequences")."""
    kind: str       # "group" | "sequence"
    count: int = 1


@dataclass(frozen=True)
class MissingWords:
    """What a partial lay-down lacks ("a group and a sequence")."""
    groups: int
    sequences: int


@dataclass(frozen=True)
class ClauseRefs:
    """Clauses cited inside a sentence ("§5.2", "§3.1, §3.2"): which ones depends on the
    profile (how long melds are laid down), so they are a parameter; the sentence's declared
    clauses name the place with ``"{name}"``."""
    clauses: tuple[str, ...]


@dataclass(frozen=True)
class CardList:
    """Cards named one by one, as a comma list ("JK=6♠, JK=9♠")."""
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class CardCount:
    """A number of cards ("1 card", "5 cards")."""
    n: int


@dataclass(frozen=True)
class Breakdown:
    """Each card with its penalty value, summed: ``K♣ 10 + A♥ 15``."""
    items: tuple[tuple[Card, int], ...]


@dataclass(frozen=True)
class RankWord:
    """A rank's spoken name ("seven")."""
    rank: int


@dataclass(frozen=True)
class Word:
    """A phrase of ``docs/<lang>/puzzles.ftl`` by dotted key ("the high end")."""
    key: str


@dataclass(frozen=True)
class Seat:
    """A player, by seat (0–3): the player's name in the language (``names:``)."""
    seat: int


@dataclass(frozen=True)
class SeatList:
    """Several players by seat (0–3), joined as a list ("Ana and Bruno"); ``names``: the
    players' names in seat order, when the situation gives them."""
    seats: tuple[int, ...]
    names: tuple[str, ...] = ()


@dataclass(frozen=True)
class Totals:
    """Each player's total, as a list ("player 1: 57, player 2: 42 and …"): ``(seat,
    total)`` pairs; ``names`` as in :class:`SeatList`."""
    items: tuple[tuple[int, int], ...]
    names: tuple[str, ...] = ()


@dataclass(frozen=True)
class MeldRef:
    """A meld of the table by its number (from 0 here, shown from 1) with its cards, or
    without them (``short``: the meld was just shown)."""
    index: int
    cards: tuple[Card, ...] = ()
    short: bool = False


@dataclass(frozen=True)
class MeldList:
    """Melds drawn side by side, joined by " + "."""
    melds: tuple[Meld, ...]


@dataclass(frozen=True)
class MeldTarget:
    """A meld of the table by its number (from 0 here, shown from 1), with its cards when
    ``meld`` is given and the end when ``end`` is (``"low"``/``"high"``, or ``"both"``: either
    end of one sequence, said once); ``article``: said with its article, as in a list ("a
    combinação 2"); ``to``: with the preposition of a place a card goes to, as each item of
    a list of places does ("a la combinació 1 … o a la combinació 2", not "… o la
    combinació 2"; review 3 ca #9)."""
    index: int
    meld: Meld | None = None
    end: str | None = None
    article: bool = False
    to: bool = False


@dataclass(frozen=True)
class MeldWords:
    """What a meld is, in words ("a group of 3 cards of rank 7", "a sequence of 4 spades,
    5–8"). ``spans``: the sequences the same cards may be, when their jokers have no value
    yet and may stand at either end ("3♠–6♠ or 4♠–7♠")."""
    meld: Meld
    spans: tuple[Meld, ...] = ()


@dataclass(frozen=True)
class KindPlural:
    """A kind of meld in the plural ("groups", "sequences")."""
    kind: str       # "group" | "sequence"


@dataclass(frozen=True)
class CardAtEnd:
    """A card and, when it matters, the end of a sequence it goes to ("5♠ (at the low
    end)")."""
    card: Card
    end: str | None = None


@dataclass(frozen=True)
class Reason:
    """An engine refusal in the player's language: its ``code`` and ``clause`` choose the
    sentence (``reasons.<code>`` of the catalogue, see
    :data:`generator.engine.errors.REFUSALS`), ``params`` fill it (the error's own and the
    situation's, ``(name, value)``); ``text`` is the engine's English message, for a code no
    catalogue explains; ``lower``: continued after a colon (first letter small)."""
    code: str
    clause: str | None
    params: tuple[tuple[str, Any], ...]
    text: str
    lower: bool = False


@dataclass(frozen=True)
class MeldSpan:
    """A meld named in a title: a sequence by its ends ("7♥–10♥"), a group by its cards
    ("7♠ 7♥ JK")."""
    meld: Meld


@dataclass(frozen=True)
class OfRank:
    """"of" and a rank's symbol, as a language writes it ("de 7"; Catalan elides: "d'8")."""
    rank: int


@dataclass(frozen=True)
class Series:
    """Values joined by commas only ("7♠ 7♥ 7♦, 9♣–Q♣"), for a list a sentence continues."""
    items: tuple[Any, ...]


@dataclass(frozen=True)
class HouseValue:
    """The value of a house-rules option (:mod:`generator.engine.house`): the option's
    letter ``key`` and the code's text for the value (``"a"``; ``"none"`` for a value the code
    leaves out; ``"15.10.25"`` for penalties), put in words from ``docs/<lang>/house.ftl``."""
    key: str
    value: str


@dataclass(frozen=True)
class HouseLabel:
    """The name of a house-rules option (:mod:`generator.engine.house`) by its letter
    ``key`` ("O ás nas sequências"), from ``docs/<lang>/house.ftl``."""
    key: str


@dataclass(frozen=True)
class Listing:
    """Values of any of these types joined as a list ("a, b and c"); ``either``: one of
    them, whichever ("a, b or c": the places a card may go)."""
    items: tuple[Any, ...]
    either: bool = False


@dataclass(frozen=True)
class Join:
    """Already-planned pieces joined as a list ("a, b and c"); each piece is a
    :class:`Line` rendered inline (its key and parameters). ``clauses``: the pieces are
    whole clauses with their own verb ("Carla gets 4♥ and K♣, and Bruno gets J♣"), which
    some languages join with a comma before the last "and". ``either``: one of the pieces,
    whichever ("a, b or c": the places a freed joker may go)."""
    items: tuple["Line", ...]
    clauses: bool = False
    either: bool = False


@dataclass(frozen=True)
class Line:
    """One sentence of an explanation.

    - ``key``: dotted key of a message of the catalogue (``docs/<lang>/puzzles.ftl`` or
      ``verdict.ftl``; the message ID is the key with hyphens: ``can-open-explain-ways``);
    - ``params``: ``(name, value)`` pairs; values are ints or the marker types above (the
      message picks its plural and gender forms from them, :mod:`generator.lang.render`);
    - ``count``: also given to the message as ``$count`` (the plural selector of messages
      moved from the old YAML pairs ``key_one`` / ``key_other``);
    - ``laydowns`` / ``melds``: shown as a list under the sentence;
    - ``item``: the sentence itself is a list item (consecutive items make one list).
    """

    key: str
    params: tuple[tuple[str, Any], ...] = ()
    count: int | None = None
    laydowns: tuple = ()
    melds: tuple[Meld, ...] = ()
    item: bool = False


def p(**kw: Any) -> tuple[tuple[str, Any], ...]:
    """Line parameters from keywords, in order."""
    return tuple(kw.items())


def cards_of(meld_or_cards) -> Cards:
    """A meld's cards (or a card list) as a :class:`Cards` parameter."""
    if isinstance(meld_or_cards, (Group, Sequence)):
        return Cards(tuple(meld_or_cards.cards))
    return Cards(tuple(meld_or_cards))
