"""Reading the fields of a hand-written situation: cards, hands, table melds, with every
problem reported at its file, line and field (:class:`~.errors.Problem`).

The engine decides what a card, a meld or a possible set of cards is
(:func:`~generator.engine.cards.parse_card`, :func:`~generator.engine.melds.make_meld`,
:func:`~generator.engine.deck.check_cards`); these helpers only say *where* a problem is.
"""

from __future__ import annotations

from typing import Any, Iterable

from ..engine import CONTRATO, check_cards
from ..engine.cards import Card, parse_card
from ..engine.errors import CardNotationError, ImpossibleCardsError, MeldError
from ..engine.melds import Meld, make_meld
from ..lang import source
from .errors import Problem


def _tokens(value: Any, path: tuple) -> list[tuple[str, tuple]]:
    if isinstance(value, str):
        return [(t, path) for t in value.replace(",", " ").replace(";", " ").split()]
    return [(str(t), path + (i,)) for i, t in enumerate(value)]


def parse_cards(value: Any, path: tuple, where: source.Located, problems: list[Problem], *,
                declared: bool = False, empty_ok: bool = False,
                check: bool = True) -> tuple[Card, ...] | None:
    """Cards written as one string (``"7♥ 8♥ JK"``) or a list. ``declared``: jokers may carry
    a value (``JK=7♠``, on the table); otherwise a declared joker is refused (3.7: a joker in
    hand or in a pile has no value yet). ``check``: the cards must be able to exist together
    (1.2). Appends a problem and returns ``None`` on the first mistake."""
    tokens = _tokens(value, path)
    cards: list[Card] = []
    paths: list[tuple] = []
    for pos, (token, at) in enumerate(tokens, start=1):
        try:
            card = parse_card(token)
        except CardNotationError as err:
            where_ = f"card {pos} " if at == path else ""
            problems.append(where.problem(at, f"{where_}{token!r}: {err.detail}"))
            return None
        if card.is_joker and card.declared is not None and not declared:
            problems.append(where.problem(
                at, f"{token!r}: a joker in hand has no declared value yet (it declares one "
                    f"when it is played); write JK (rule 3.7)", "3.7"))
            return None
        cards.append(card)
        paths.append(at)
    if not cards and not empty_ok:
        problems.append(where.problem(path, "no cards"))
        return None
    if check and not check_possible(cards, paths, path, where, problems):
        return None
    return tuple(cards)


def check_possible(cards: list[Card], paths: list[tuple], path: tuple,
                   where: source.Located, problems: list[Problem]) -> bool:
    """Whether the cards can all exist at once (1.2); if not, a problem at the first card
    beyond the pack's limit (``paths``: where each card was written)."""
    try:
        check_cards(cards, CONTRATO)
    except ImpossibleCardsError as err:
        at = path
        bad = err.params.get("card")
        seen = 0
        for card, p in zip(cards, paths):
            if (bad is None and card.is_joker) or (bad is not None
                                                   and card.physical.ascii() == bad):
                seen += 1
                if seen > err.params.get("limit", 0):
                    at = p
                    break
        problems.append(where.problem(at, str(err), err.clause))
        return False
    return True


def parse_hand(value: Any, path: tuple, where: source.Located,
               problems: list[Problem]) -> tuple[Card, ...] | None:
    """A hand: notation, no declared joker (3.7), cards the pack can hold (1.2)."""
    if isinstance(value, str) and not value.split():
        problems.append(where.problem(path, "empty hand"))
        return None
    cards = parse_cards(value, path, where, problems)
    return cards


def parse_card_one(value: Any, path: tuple, where: source.Located,
                   problems: list[Problem]) -> Card | None:
    """One card (a joker without a value, or a natural card)."""
    cards = parse_cards(value, path, where, problems)
    if cards is None:
        return None
    if len(cards) != 1:
        problems.append(where.problem(path, f"one card, not {len(cards)}"))
        return None
    return cards[0]


def parse_table(value: Any, path: tuple, where: source.Located,
                problems: list[Problem]) -> tuple[Meld, ...] | None:
    """Melds on the table, in the order laid down: each a string or list of cards, undeclared
    jokers standing for the card of their place in a sequence (D2) or the group's rank. Each
    must be a meld (:func:`~generator.engine.melds.make_meld`, clauses 3.1–3.7, D1, D2)."""
    melds: list[Meld] = []
    for i, item in enumerate(value):
        at = path + (i,)
        cards = parse_cards(item, at, where, problems, declared=True)
        if cards is None:
            return None
        try:
            melds.append(make_meld(cards, profile=CONTRATO))
        except MeldError as err:
            hint = (" (declare the jokers: JK=7 in a group, JK=8♠ in a sequence)"
                    if err.code == "meld-ambiguous" else "")
            problems.append(where.problem(at, f"not a meld: {err}{hint}", err.clause))
            return None
    return tuple(melds)


def check_together(groups: Iterable[tuple[tuple, Iterable[Card]]], where: source.Located,
                   problems: list[Problem]) -> bool:
    """All the cards of a situation together (hands, table, piles) must be able to exist at
    once (1.2). ``groups``: ``(path, cards)`` of each field; the problem is reported at the
    field where the pack's limit is passed."""
    cards: list[Card] = []
    paths: list[tuple] = []
    first = None
    for path, group in groups:
        first = first or path
        for c in group:
            cards.append(c)
            paths.append(path)
    return check_possible(cards, paths, first or (), where, problems)
