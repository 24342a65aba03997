"""Card words: the names of ranks and suits in each language, spoken card names, and the
card markup every text carries.

Names come from ``docs/<lang>/strings.yaml`` (``cards:``). In a text, cards are written as
markup, ``[[7♥ JK=8♥]]`` (:func:`cards_markup`): the site draws them as cards
(:func:`generator.site.markup.render_cards`), a plain-text reader sees the notation.
"""

from __future__ import annotations

import functools
from typing import Iterable

from ..engine.cards import Card, rank_symbol
from . import DOCS, LANGS
from .catalogue import read_file, shown_path


@functools.lru_cache(maxsize=None)
def strings(lang: str) -> dict:
    """The parsed ``docs/<lang>/strings.yaml`` (card words under ``cards:``, the site's
    interface strings under ``ui:``; :func:`~.catalogue.read_file`). ``ValueError`` for
    another language."""
    if lang not in LANGS:
        raise ValueError(f"no language {lang!r}: use one of {', '.join(LANGS)}")
    path = DOCS / lang / "strings.yaml"
    return read_file(path, shown_path(path), strict=False)[0]


def rank_word(rank: int, lang: str) -> str:
    """A rank's spoken name: ``7`` → "sete" (pt)."""
    return strings(lang)["cards"]["ranks"][rank_symbol(rank)]


def spoken(card: Card, lang: str) -> str:
    """A card's name read aloud: ``7♥`` → "sete de copas" (pt)."""
    s = strings(lang)["cards"]

    def natural(c: Card) -> str:
        rank = s["ranks"][rank_symbol(c.rank)]
        if c.suit is None:
            return rank
        return s["card"].format(rank=rank, suit=s["suits"][c.suit.value])

    if card.is_joker:
        if card.declared is None:
            return s["joker"]
        if card.declared.suit is None:
            return s["joker_as_rank"].format(rank=s["ranks"][rank_symbol(card.declared.rank)])
        return s["joker_as"].format(card=natural(card.declared))
    return natural(card)


def cards_markup(cards: Iterable[Card]) -> str:
    """Cards as markup: ``[[7♥ JK=8♥]]``; no card at all is ``[[ ]]``.

    >>> from generator.engine import parse_cards
    >>> cards_markup(parse_cards("7H JK=8H 10S"))
    '[[7♥ JK=8♥ 10♠]]'
    """
    return "[[" + (" ".join(c.unicode() for c in cards) or " ") + "]]"
