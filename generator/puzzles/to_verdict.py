"""A puzzle's situation as situations of ``contrato verdict``: what "open in the verdict page"
loads, so that a player can change one card and ask the engine again.

:func:`verdict_situations` gives, for a puzzle's :class:`~.situation.Situation`, the plain data
``contrato verdict`` reads (cards in Unicode notation, seats and melds from 1, piles top
first), the one closest to the puzzle's own question first:

==================  ===============================================================
puzzle kind         verdict situations (the first is the puzzle's own question)
==================  ===============================================================
``can-open``        ``can-open``
``final-round``     ``go-out`` (round 7, nothing laid down yet), ``can-open``
``penalty``         ``penalty``
``lay-off``         ``lay-off``; ``go-out`` when the player opened on an earlier
                    turn; ``meld`` for each meld of the table
``joker-swap``      ``joker-swap``; ``meld`` for each meld of the table
``contract-pair``   ``lay-off`` (a card laid off later), or ``can-open`` for the
                    lay-down (in rounds 3 and 6 the lay-down and cards that join
                    nothing, :func:`_with_spare_cards`; in round 7 the whole hand, which
                    may go down in another way than the lay-down shown: no question of
                    the tool judges one given lay-down); ``meld`` for each sequence of
                    the pair in its round
``buy``             ``buy`` (with every fact the page shows: the piles' sizes, the
                    round, the turn, the hand sizes, who has opened)
``running-out``     ``buy`` (the whole piles: the draw, a purchase or the discard
                    taken; the round, the turn, the hand sizes, who has opened),
                    ``draw``, ``penalty`` for each hand
``standings``       ``standings``
==================  ===============================================================

The conversion is checked where it matters: :func:`_with_spare_cards` keeps a lay-down's
spare cards only when the question layer's answer agrees with the lay-down's validity.
"""

from __future__ import annotations

from typing import Any, Iterable

from ..engine import CONTRATO
from ..engine.cards import SUITS, Card
from ..engine.deck import physical_counts
from ..engine.melds import Meld, Sequence
from .situation import Situation

__all__ = ["verdict_situations"]


def _cards(cards: Iterable[Card]) -> str | list:
    text = " ".join(c.unicode() for c in cards)
    return text or []


def _melds(melds: Iterable[Meld]) -> list:
    return [_cards(m.cards) for m in melds]


def _opened(opened: str) -> Any:
    return False if opened == "no" else opened


def _table_melds(melds: Iterable[Meld]) -> list[dict]:
    return [{"question": "meld", "meld": _cards(m.cards)} for m in melds]


def _can_open(s: Situation) -> list[dict]:
    return [{"question": "can-open", "round": s.round, "hand": _cards(s.hand)}]


def _final_round(s: Situation) -> list[dict]:
    return [{"question": "go-out", "round": s.round, "hand": _cards(s.hand), "opened": False},
            {"question": "can-open", "round": s.round, "hand": _cards(s.hand)}]


def _penalty(s: Situation) -> list[dict]:
    return [{"question": "penalty", "hand": _cards(s.hand)}]


def _lay_off(s: Situation) -> list[dict]:
    d = s.data
    out = [{"question": "lay-off", "round": s.round, "table": _melds(d.table),
            "opened": _opened(d.opened), "hand": _cards(s.hand), "card": d.card.unicode(),
            "target": d.target + 1}]
    if d.opened == "earlier":
        out.append({"question": "go-out", "round": s.round, "hand": _cards(s.hand),
                    "table": _melds(d.table), "opened": "earlier"})
    return out + _table_melds(d.table)


def _joker_swap(s: Situation) -> list[dict]:
    d = s.data
    return [{"question": "joker-swap", "round": s.round, "table": _melds(d.table),
             "opened": _opened(d.opened), "hand": _cards(s.hand)}] + _table_melds(d.table)


def _contract_pair(s: Situation) -> list[dict]:
    d = s.data
    pair = [{"question": "meld", "meld": _cards(m.cards), "round": s.round}
            for m in d.melds[:2]]
    if d.question == "later":
        found = {"question": "lay-off", "round": s.round, "table": _melds(d.melds),
                 "opened": "earlier", "hand": _cards(s.hand), "card": d.card.unicode(),
                 "target": d.target + 1}
        if d.end is not None and d.card.is_joker:
            found["end"] = d.end
        return [found] + pair
    laid = [c.physical for m in d.melds for c in m.cards]
    if CONTRATO.contract(s.round).whole_hand:
        return [{"question": "can-open", "round": s.round, "hand": _cards(laid)}] + pair
    hand = _with_spare_cards(s.round, laid, d.melds)
    return ([{"question": "can-open", "round": s.round, "hand": _cards(hand)}]
            if hand else []) + pair


#: Cards tried, in order, as the spare cards of a lay-down's hand (low penalties first).
_SPARE = tuple(Card(r, suit) for r in (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1)
               for suit in SUITS)


def _joins(card: Card, melds: Iterable[Meld], taken: list[Card]) -> bool:
    """Whether ``card`` could join a meld of the lay-down or another spare card: its rank in
    a group, its suit within two ranks of a sequence's ends, or a spare card of its rank or
    of its suit nearby."""
    for m in melds:
        if isinstance(m, Sequence):
            if card.suit == m.suit and m.low - 2 <= card.rank <= m.high + 2:
                return True
            if card.rank in (m.low, m.high) or (m.high == 13 and card.rank == 1):
                return True
        elif card.rank == m.rank:
            return True
    return any(card.rank == t.rank or (card.suit == t.suit and abs(card.rank - t.rank) <= 4)
               for t in taken)


def _with_spare_cards(round_: int, laid: list[Card], melds) -> list[Card] | None:
    """A can-open hand for a lay-down of rounds 1–6: the lay-down's cards and as many spare
    cards as the round's hand after the draw needs (2.2, 5.1), cards that join nothing; kept
    only if the question layer says the hand can open exactly when the lay-down is valid
    (:func:`~generator.engine.contracts.validate_laydown`), ``None`` otherwise."""
    from ..engine.contracts import validate_laydown
    from ..engine.errors import ContratoError
    from ..questions import can_open

    size = CONTRATO.deal_size(round_) + 1
    need = size - len(laid)
    if need < 1:
        return None
    counts = physical_counts(laid)
    spare: list[Card] = []
    for card in _SPARE:
        if len(spare) == need:
            break
        if counts[card] >= CONTRATO.decks or _joins(card, melds, spare):
            continue
        spare.append(card)
    if len(spare) < need:
        return None
    hand = laid + spare
    try:
        validate_laydown(round_, list(melds))
        valid = True
    except ContratoError:
        valid = False
    found = can_open.answer(can_open.read({"round": round_, "hand": _cards(hand)}))
    return hand if found.value == valid else None


_BY_KIND = {"can-open": _can_open, "final-round": _final_round, "penalty": _penalty,
            "lay-off": _lay_off, "joker-swap": _joker_swap, "contract-pair": _contract_pair}


def _round_facts(round_: int, turn: int, sizes, opened) -> dict:
    """What a puzzle shows of the round, as the buy question's fields (seats from 1)."""
    return {"round": round_, "turn": turn, "hands": list(sizes),
            "opened": [seat + 1 for seat, o in enumerate(opened) if o]}


def _buy(s: Situation) -> list[dict]:
    """Every fact the page shows: the piles (their top cards and sizes), the round, the
    turn, each hand's size and who has opened."""
    d = s.data
    out = {"question": "buy", "active": d.active + 1, "discard": _cards(d.discard[::-1]),
           "stock": _cards(d.stock[::-1]),
           "asks": {str(seat + 1): _cards(cards) for seat, cards in d.asks}}
    if d.takes:
        out["draws"] = "discard"
    out.update(stock_size=d.stock_size, discard_size=d.discard_size,
               **_round_facts(s.round, d.turn, d.sizes, d.opened))
    return [out]


def _running_out(s: Situation) -> list[dict]:
    d = s.data
    asks = {}
    if d.event == "buy" and d.buyer is not None and d.discard:
        asks = {str(d.buyer + 1): d.discard[-1].unicode()}
    buy = {"question": "buy", "active": d.active + 1, "discard": _cards(d.discard[::-1]),
           "stock": _cards(d.stock[::-1]), "asks": asks}
    if d.event == "take":
        buy["draws"] = "discard"
    buy.update(_round_facts(s.round, d.turn, [len(h) for h in d.hands],
                            [t is not None for t in d.opened]))
    draw = {"question": "draw", "stock": len(d.stock), "discard": len(d.discard)}
    if d.reshuffles:                         # the rebuilds of the stock so far (D14)
        buy["reshuffles"] = draw["reshuffles"] = d.reshuffles
    # the hands' cards, each as what it would cost (the scores when the round ends, 9.2)
    return [buy, draw] + [{"question": "penalty", "hand": _cards(hand)} for hand in d.hands]


def _standings(s: Situation) -> list[dict]:
    return [{"question": "standings", "penalties": [list(row) for row in s.data.penalties]}]


_BY_KIND.update({"buy": _buy, "running-out": _running_out, "standings": _standings})


def verdict_situations(s: Situation) -> tuple[dict, ...]:
    """The situations of ``contrato verdict`` a puzzle's situation gives, its own question
    first (see the module doc); ``()`` for a kind without a counterpart."""
    convert = _BY_KIND.get(s.kind)
    return tuple(convert(s)) if convert else ()

