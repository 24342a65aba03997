"""Card words: the names of ranks and suits in each language with their grammatical gender,
spoken card names, and the card markup every text carries.

Words come from ``docs/<lang>/cards.ftl`` (``rank-Q = dama`` with ``.gender = feminine``;
``suit-H``; ``card-name``, ``card-joker…``), which every catalogue includes
(:data:`~.catalogue.SHARED`). In a text, cards are written as markup, ``[[7♥ JK=8♥]]``
(:func:`cards_markup`): the site draws them as cards (:func:`generator.site.markup.render_cards`),
a plain-text reader sees the notation.
"""

from __future__ import annotations

from typing import Iterable

from ..engine.cards import Card, rank_symbol
from . import LANGS
from .catalogue import Catalogue, load_catalogue

#: The grammatical genders a word of ``cards.ftl`` may have.
GENDERS = ("masculine", "feminine")


def words(lang: str) -> Catalogue:
    """The card words of ``lang`` (``docs/<lang>/cards.ftl``). ``ValueError`` for another
    language."""
    if lang not in LANGS:
        raise ValueError(f"no language {lang!r}: use one of {', '.join(LANGS)}")
    return load_catalogue(lang, "cards")


def rank_word(rank: int, lang: str) -> str:
    """A rank's spoken name: ``7`` → "sete" (pt)."""
    return words(lang).raw(f"rank-{rank_symbol(rank)}")


def rank_gender(rank: int, lang: str) -> str:
    """A rank's grammatical gender: ``12`` (Q) → "feminine" (pt "dama")."""
    return words(lang).attribute(f"rank-{rank_symbol(rank)}", "gender")


def rank_plural(rank: int, lang: str) -> str:
    """A rank's name for several cards of it: ``9`` → "noves" (pt), "nueves" (es), "nous"
    (ca), as in "um grupo de noves" (``.plural`` in ``cards.ftl``)."""
    return words(lang).attribute(f"rank-{rank_symbol(rank)}", "plural")


def joker_word(lang: str) -> str:
    """The word for a joker: "joker" (pt), "comodín" (es), "comodí" (ca)."""
    return words(lang).raw("card-joker")


def suit_word(suit: str, lang: str) -> str:
    """A suit's name by its letter (``S H D C``): ``"H"`` → "copas" (pt)."""
    return words(lang).raw(f"suit-{suit}")


def suit_gender(suit: str, lang: str) -> str:
    """A suit's grammatical gender by its letter: ``"D"`` → "masculine" (pt "ouros")."""
    return words(lang).attribute(f"suit-{suit}", "gender")


def rank_article(rank: int, lang: str) -> str:
    """A rank's definite article: ``1`` (A) → "o" (pt "o ás"), "l'" (ca "l'as")."""
    return words(lang).attribute(f"rank-{rank_symbol(rank)}", "article")


def rank_the(rank: int, lang: str) -> str:
    """A rank as printed on the cards, with its definite article: ``9`` → "el 9" (ca),
    ``1`` → "l'A" (ca), ``12`` → "a Q" (pt)."""
    article = rank_article(rank, lang)
    return article + ("" if article.endswith("'") else " ") + rank_symbol(rank)


def card_grammar(card: Card, lang: str) -> tuple[str, str]:
    """How a card shown as a token is spoken of: the gender and the definite article of its
    rank ("a [[Q♥]]", "o [[5♥]]", ca "l'[[A♥]]"), or of the word joker for a joker ("o
    [[JK]]"), declared or not."""
    w = words(lang)
    key = "card-joker" if card.is_joker else f"rank-{rank_symbol(card.rank)}"
    return w.attribute(key, "gender"), w.attribute(key, "article")


def card_copies(card: Card, n: int, shown: str, lang: str) -> str:
    """``n`` copies of one card, as a list of cards says them: "os dois [[J♥]]", "as duas
    [[Q♥]]", es "los dos [[J♥]]", ca "les dues [[Q♥]]"; undeclared jokers by their word, "os
    dois jokers", "los tres comodines" (``card-copies`` of ``cards.ftl``)."""
    gender = card_grammar(card, lang)[0]
    joker = card.is_joker and card.declared is None
    return words(lang).format("card-copies", n=n, gender=gender, card=shown,
                              joker="yes" if joker else "no")


def spoken(card: Card, lang: str) -> str:
    """A card's name read aloud: ``7♥`` → "sete de copas" (pt)."""
    w = words(lang)

    def natural(c: Card) -> str:
        rank = w.raw(f"rank-{rank_symbol(c.rank)}")
        if c.suit is None:
            return rank
        return w.format("card-name", rank=rank, suit=w.raw(f"suit-{c.suit.value}"))

    if card.is_joker:
        if card.declared is None:
            return w.raw("card-joker")
        if card.declared.suit is None:
            return w.format("card-joker_as_rank",
                            rank=w.raw(f"rank-{rank_symbol(card.declared.rank)}"))
        return w.format("card-joker_as", card=natural(card.declared))
    return natural(card)


def cards_markup(cards: Iterable[Card]) -> str:
    """Cards as markup: ``[[7♥ JK=8♥]]``; no card at all is ``[[ ]]``.

    >>> from generator.engine import parse_cards
    >>> cards_markup(parse_cards("7H JK=8H 10S"))
    '[[7♥ JK=8♥ 10♠]]'
    """
    return "[[" + (" ".join(c.unicode() for c in cards) or " ") + "]]"
