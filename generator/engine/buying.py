"""The buying window (clauses 6.1–6.7, 9.1, 9.2; rulings D3–D5, D9, D13, D14).

Piles are sequences with the **top last**. Seats are numbered 0..players-1 clockwise: the seat
after the active one (``active + 1``) plays next, and the seat before it (``active - 1``) is the
one that discarded the top card.

- 6.1: the window opens only when the active player takes the stock; if they take the
  discard top, nobody buys (6.7).
- 6.2 / D3: the other players may ask for the discard top; of those asking, the one whose turn
  comes soonest after the active player gets it; the discarder comes last. The active player
  never buys.
- 6.3: the buyer also takes the stock top as a penalty card (9.1 applies to it, D9; so does
  the limit of rebuilds, D14).
- 6.4 / D4: the new discard top is then offered at the same price; the player who bought the
  last card may not buy the next one in the same window.
- 6.5: when requests end, the active player draws the stock card.
- 6.6: no limit of purchases; D5: a player who has opened may buy too.

House rules (:class:`~.profile.Profile`) may forbid buying (``buying``), take another number
of penalty cards (``buy_penalty``: 0, 1, 2 …) or limit the purchases of each player in a round
(``buy_limit``).

>>> from .cards import parse_cards
>>> out = resolve_buying_window(0, parse_cards("9♣ 7♥"), parse_cards("2♦ 3♦ 4♦ 5♦"),
...                             {1: parse_cards("9♣"), 3: parse_cards("7♥"),
...                              2: parse_cards("7♥")})
>>> [(p.seat, str(p.card), str(p.penalty)) for p in out.purchases]
[(2, '7♥', '5♦'), (1, '9♣', '4♦')]
>>> str(out.active_draw), [str(c) for c in out.added[0]]
('3♦', ['3♦'])
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Collection, Mapping, Sequence

from .cards import Card
from .errors import IllegalMoveError
from .profile import CONTRATO, Profile
from .running_out import draw_from_stock

__all__ = ["Purchase", "Refusal", "BuyingOutcome", "priority_order", "window_buyer",
           "resolve_buying_window", "may_buy"]


@dataclass(frozen=True)
class Purchase:
    """One purchase (6.2, 6.3): ``seat`` took ``card`` from the discard pile and ``penalty``
    from the stock (``None`` when that draw was impossible and the round ended, 9.2, D9; the
    bought card stays in the buyer's hand). Under house rules with another number of penalty
    cards (:attr:`~.profile.Profile.buy_penalty`), ``penalty`` is the first of them
    (``None`` for none) and ``more`` the others, in the order drawn; :attr:`penalties` all."""

    seat: int
    card: Card
    penalty: Card | None
    more: tuple[Card, ...] = ()

    @property
    def penalties(self) -> tuple[Card, ...]:
        """Every penalty card taken, in the order drawn."""
        return (() if self.penalty is None else (self.penalty,)) + self.more


@dataclass(frozen=True)
class Refusal:
    """A request that was not granted: ``seat`` asked for ``card`` and did not get it.

    ``reason`` is ``"priority"`` (a seat whose turn comes sooner asked too, 6.2 / D3),
    ``"consecutive"`` (it bought the previous card of this window, 6.4 / D4),
    ``"active-takes-discard"`` (the active player took the discard top, 6.7), ``"limit"``
    (it has made the purchases house rules allow in a round, 6.6) or ``"no-buying"`` (house
    rules without buying, 6.1); ``clause`` the clause it rests on."""

    seat: int
    card: Card
    reason: str
    clause: str


@dataclass(frozen=True)
class BuyingOutcome:
    """What a turn's draw and its buying window come to.

    - ``purchases``: in order (seat, bought card, penalty card);
    - ``active_draw``: the card the active player took (``None`` if the round ended first);
      ``active_source``: ``"stock"`` or ``"discard"``;
    - ``stock``, ``discard``: the piles afterwards, top last;
    - ``added``: cards added to each seat's hand, indexed by seat, in the order received;
    - ``reshuffles``: how many times the discard pile became the stock (9.1) in this window;
    - ``round_ends``: a needed draw was impossible: the round ends with no winner (9.2, D9),
      or the stock would have had to be rebuilt more often than a round allows (D14);
      ``end_clause``: ``"9.2"`` or ``"D14"`` then, ``None`` otherwise; ``end_draw``: whose
      draw it was then, ``"penalty"`` (a purchase's penalty card, 6.3) or ``"active"`` (the
      active player's draw after the window, 6.5), ``None`` otherwise;
    - ``refusals``: requests not granted, with the clause (see :class:`Refusal`).
    """

    purchases: tuple[Purchase, ...]
    active_draw: Card | None
    active_source: str
    stock: tuple[Card, ...]
    discard: tuple[Card, ...]
    added: tuple[tuple[Card, ...], ...]
    reshuffles: int
    round_ends: bool
    refusals: tuple[Refusal, ...] = ()
    end_clause: str | None = None
    end_draw: str | None = None


def priority_order(active_seat: int, players: int = 4) -> tuple[int, ...]:
    """The seats that may ask for the discard top, soonest turn first (6.2, D3): the active
    seat excluded, the discarder (the seat before the active one) last.

    >>> priority_order(2)
    (3, 0, 1)
    """
    _check_seat(active_seat, players)
    return tuple((active_seat + k) % players for k in range(1, players))


def window_buyer(card: Card, active_seat: int, wants: Mapping[int, Collection[Card]], *,
                 last_buyer: int | None = None, players: int = 4,
                 barred: Collection[int] = ()) -> int | None:
    """The seat that gets ``card`` (the current discard top) in the window, or ``None``: the
    first seat of :func:`priority_order` that asks for it, did not buy the previous card of
    this window (6.2, 6.4, D3, D4) and is not ``barred`` (a seat that has made every purchase
    house rules allow in a round, 6.6)."""
    for seat in priority_order(active_seat, players):
        if seat != last_buyer and seat not in barred and _asks(wants, seat, card):
            return seat
    return None


def may_buy(seat: int, bought: Mapping[int, int] | Sequence[int],
            profile: Profile = CONTRATO) -> bool:
    """Whether ``seat`` may still buy in this round (6.1, 6.6), given the purchases each seat
    has made in it (``bought[seat]``): always in this profile; never under house rules without
    buying; under a limit, while the seat has made fewer purchases than the limit."""
    if not profile.buying:
        return False
    if profile.buy_limit is None:
        return True
    made = bought.get(seat, 0) if isinstance(bought, Mapping) else bought[seat]
    return made < profile.buy_limit


def _asks(wants: Mapping[int, Collection[Card]], seat: int, card: Card) -> bool:
    return any(c.physical == card.physical for c in wants.get(seat, ()))


def _check_seat(seat: int, players: int) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise ValueError(f"no seat {seat!r}: seats are 0 to {players - 1} (1.1)")


def resolve_buying_window(active_seat: int, discard: Sequence[Card], stock: Sequence[Card],
                          wants: Mapping[int, Collection[Card]], *,
                          active_takes_discard: bool = False, players: int | None = None,
                          rng: random.Random | None = None, profile: Profile = CONTRATO,
                          bought: Mapping[int, int] | None = None,
                          reshuffled: int = 0) -> BuyingOutcome:
    """Play out one turn's draw with its buying window.

    ``wants[seat]`` is the collection of cards ``seat`` asks for if it is the discard top
    during this window (physical cards: a joker asked for matches any joker). With
    ``active_takes_discard`` the active player takes the discard top and nobody buys (6.7);
    otherwise purchases follow 6.2–6.4 / D3 / D4 until nobody asks for the top (or the
    discard pile is empty), then the active player draws the stock card (6.5).

    Every draw from an empty stock reshuffles the discard pile except its top (9.1), with
    ``rng`` (``ValueError`` if a reshuffle is needed and ``rng`` is ``None``). A draw still
    impossible ends the round (9.2, D9): ``round_ends`` is true and nothing more happens. So
    does a draw from an empty stock once the stock has been rebuilt
    :attr:`~.profile.Profile.max_reshuffles` times in the round (D14: ``reshuffled`` times
    before this window, plus this window's).

    Under house rules (``profile``): a purchase takes ``profile.buy_penalty`` cards from the
    stock (each a draw under 9.1 and 9.2); a seat that has made ``profile.buy_limit``
    purchases in the round (``bought[seat]`` before this window, plus this window's) asks in
    vain (refusal ``"limit"``, 6.6); without buying nobody buys (refusal ``"no-buying"``,
    6.1). ``players`` defaults to the profile's.

    Raises :class:`IllegalMoveError`: D3 when the active seat asks to buy; 5.1 when the active
    player takes the discard top of an empty pile. ``ValueError`` for a seat out of range.
    """
    players = profile.players if players is None else players
    made = dict(bought or {})
    _check_seat(active_seat, players)
    for seat in wants:
        _check_seat(seat, players)
    if wants.get(active_seat):
        raise IllegalMoveError("the active player may not buy: they may take the discard top "
                               "for free instead (6.7)", clause="D3", code="active-buys",
                               seat=active_seat)
    stock, discard = tuple(stock), tuple(discard)
    added: list[list[Card]] = [[] for _ in range(players)]
    refusals: list[Refusal] = []
    if active_takes_discard:
        if not discard:
            raise IllegalMoveError("the discard pile is empty: there is no top card to take",
                                   clause="5.1", code="no-discard")
        top = discard[-1]
        for seat in priority_order(active_seat, players):
            if _asks(wants, seat, top):
                refusals.append(Refusal(seat, top, "active-takes-discard", "6.7"))
        added[active_seat].append(top)
        return BuyingOutcome((), top, "discard", stock, discard[:-1],
                             tuple(map(tuple, added)), 0, False, tuple(refusals))
    purchases: list[Purchase] = []
    reshuffles = 0
    last_buyer: int | None = None
    while discard:
        top = discard[-1]
        barred = {s for s in range(players) if not may_buy(s, made, profile)}
        buyer = window_buyer(top, active_seat, wants, last_buyer=last_buyer, players=players,
                             barred=barred)
        for seat in priority_order(active_seat, players):
            if seat != buyer and _asks(wants, seat, top):
                if not profile.buying:
                    refusals.append(Refusal(seat, top, "no-buying", "6.1"))
                elif seat in barred:
                    refusals.append(Refusal(seat, top, "limit", "6.6"))
                elif seat == last_buyer:
                    refusals.append(Refusal(seat, top, "consecutive", "D4"))
                else:
                    refusals.append(Refusal(seat, top, "priority", "6.2"))
        if buyer is None:
            break
        discard = discard[:-1]
        added[buyer].append(top)
        made[buyer] = made.get(buyer, 0) + 1
        taken: list[Card] = []
        ends: str | None = None
        for _ in range(profile.buy_penalty):
            draw = draw_from_stock(stock, discard, rng, reshuffles=reshuffled + reshuffles,
                                   limit=profile.max_reshuffles)
            reshuffles += draw.reshuffled
            stock, discard = draw.stock, draw.discard
            if draw.round_ends:
                ends = draw.clause
                break
            taken.append(draw.card)
        added[buyer].extend(taken)
        purchases.append(Purchase(buyer, top, taken[0] if taken else None, tuple(taken[1:])))
        if ends:
            return BuyingOutcome(tuple(purchases), None, "stock", stock, discard,
                                 tuple(map(tuple, added)), reshuffles, True, tuple(refusals),
                                 ends, "penalty")
        last_buyer = buyer
    draw = draw_from_stock(stock, discard, rng, reshuffles=reshuffled + reshuffles,
                           limit=profile.max_reshuffles)
    reshuffles += draw.reshuffled
    if draw.round_ends:
        return BuyingOutcome(tuple(purchases), None, "stock", draw.stock, draw.discard,
                             tuple(map(tuple, added)), reshuffles, True, tuple(refusals),
                             draw.clause, "active")
    added[active_seat].append(draw.card)
    return BuyingOutcome(tuple(purchases), draw.card, "stock", draw.stock, draw.discard,
                         tuple(map(tuple, added)), reshuffles, False, tuple(refusals))
