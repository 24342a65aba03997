"""``buy``: who gets which discard when players ask to buy out of turn, and what does each
player get? (6.1–6.7, D3, D4, 9.1, 9.2, D9, D14)

- :class:`BuySituation`, read from plain data by :func:`read`: ``active`` (the seat whose
  turn it is, from 1), ``discard`` (the discard pile, **top first**: the whole pile, since a
  reshuffle takes all of it but the top, 9.1), ``stock`` (the stock's cards, top first: the
  whole stock, or only its top cards when ``stock_size`` says how many it holds in all — the
  cards beyond those listed are drawn unseen), ``asks`` (seat → the cards it asks for, in the
  order the players spoke: asking for ``7♥`` asks for either copy, whichever lies on top;
  ``JK`` for any joker), optional ``draws`` (``stock``, the default, or ``discard``: the
  active player takes the discard top, 6.7) and ``reshuffles`` (how many times the stock has
  been rebuilt in the round so far, 0 to 3: a fourth rebuild ends the round, D14). The piles
  together hold at most what the deal leaves outside the hands (2.6);
- :func:`answer`: the engine's :func:`~generator.engine.buying.resolve_buying_window`;
- :func:`explain`: the sentences ``buy.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: every card accounted for — each purchase takes the discard top it names
  and a penalty card from the stock, in order.

Seats are numbered from 0 here, as in the engine (shown from 1).

>>> s = read({"active": 1, "discard": "7♥ 2♣", "stock": "K♠ 4♦", "asks": {3: "7♥"}})
>>> answer(s).value
[{'seat': 3, 'cards': ['7♥', 'K♠']}, {'seat': 1, 'cards': ['4♦']}]
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.buying import BuyingOutcome, Refusal, resolve_buying_window
from ..engine.cards import JOKER, Card
from ..engine.deck import physical_counts
from ..engine.errors import IllegalMoveError
from ..engine.profile import CONTRATO, Profile
from .common import (Explanation, RoundFacts, SituationError, check_possible, card_paths,
                     explanation, raise_first, read_cards, read_int,
                     read_reshuffles, require, round_facts_problems)
from .lines import CardCount, Cards, Line, Seat, p

NAME = "buy"
FIELDS: tuple[str, ...] = ("active", "discard", "stock", "asks")
OPTIONAL: tuple[str, ...] = ("draws", "stock_size", "reshuffles", "bought", "discard_size",
                             "round", "turn", "hands", "opened")

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "buy.active_takes": ("6.7", "D3"),
    "buy.nobody": (),
    "buy.bought": ("6.2", "6.3"),
    "buy.bought_many": ("6.2", "6.3"),
    "buy.bought_free": ("6.2", "6.3"),
    "buy.bought_reshuffled": ("6.3", "9.1"),
    "buy.bought_reshuffled_known": ("6.3", "9.1"),
    "buy.bought_unlisted": ("6.2", "6.3"),
    "buy.bought_no_penalty": ("9.1",),
    "buy.bought_no_penalty_limit": ("6.3", "D14"),
    # the purchase stands though its penalty card cannot be drawn: the engine's reading,
    # said as this site's, not as a rule (es review 3 #12)
    "buy.bought_kept": ("6.2", "6.3"),
    "buy.penalty_short": ("9.1",),
    "buy.penalty_short_limit": ("D14",),
    "buy.refused_priority": ("6.2",),
    "buy.refused_priority_discarder": ("6.2", "D3"),
    "buy.refused_consecutive": ("6.4", "D4"),
    "buy.ask_not_reached": ("6.2", "6.4"),
    "buy.ask_not_in_pile": ("6.2",),
    "buy.refused_active": ("6.7",),
    "buy.refused_limit": ("6.6",),
    "buy.refused_no_buying": ("6.1",),
    "buy.reshuffled": ("9.1",),
    "buy.reshuffled_for_penalty": ("9.1",),
    "buy.round_ends": ("9.2", "D9"),
    "buy.round_ends_limit": ("D14", "9.2"),
    "buy.round_ends_active": ("6.5", "9.1", "9.2", "D9"),
    "buy.round_ends_limit_active": ("6.5", "D14", "9.2"),
    "buy.active_draws": ("6.5",),
    "buy.active_draws_reshuffled": ("6.5", "9.1"),
    "buy.active_draws_reshuffled_known": ("6.5", "9.1"),
    "buy.active_draws_unlisted": ("6.5",),
}

_REFUSED = {"priority": "buy.refused_priority", "consecutive": "buy.refused_consecutive",
            "active-takes-discard": "buy.refused_active", "limit": "buy.refused_limit",
            "no-buying": "buy.refused_no_buying"}


@dataclass(frozen=True)
class BuySituation:
    """``active``: the active seat (0–3); ``discard``: the discard pile, top first;
    ``stock``: the stock's cards listed, top first, and ``stock_size`` how many it holds in
    all (``None``: exactly those listed); ``asks``: ``(seat, cards)`` in the order the players
    spoke; ``takes_discard``: the active player takes the discard top instead of drawing;
    ``bought``: ``(seat, purchases)`` each seat made earlier in the round (what a house limit
    of purchases counts, 6.6); ``reshuffles``: the rebuilds of the stock earlier in the round
    (9.1, D14)."""

    active: int
    discard: tuple[Card, ...]
    stock: tuple[Card, ...]
    asks: tuple[tuple[int, tuple[Card, ...]], ...]
    takes_discard: bool = False
    stock_size: int | None = None
    bought: tuple[tuple[int, int], ...] = ()
    reshuffles: int = 0
    #: what the situation says besides of the round (each ``None`` when not said), checked
    #: to stand together (:func:`~.common.round_facts_problems`): the discard pile's size (its
    #: cards below those listed are unknown), the round, the turn, each seat's hand size
    #: before the draw, and the seats that have opened
    discard_size: int | None = None
    round: int | None = None
    turn: int | None = None
    hands: tuple[int, ...] | None = None
    opened: tuple[bool, ...] | None = None

    @property
    def unlisted(self) -> int:
        """Cards of the stock below those listed (drawn unseen)."""
        return 0 if self.stock_size is None else self.stock_size - len(self.stock)

    @property
    def unlisted_discard(self) -> int:
        """Cards of the discard pile below those listed (unknown)."""
        return 0 if self.discard_size is None else self.discard_size - len(self.discard)

    def facts(self) -> RoundFacts:
        """What the situation says of the round, for :func:`~.common.round_facts_problems`."""
        return RoundFacts(self.round, self.turn, self.hands, self.opened,
                          len(self.stock) + self.unlisted,
                          len(self.discard) + self.unlisted_discard,
                          paths=(("sizes", ("hands",)),
                                 ("discard", ("discard_size",) if self.discard_size is not None
                                  else ("discard",)),
                                 ("piles", ("stock_size",) if self.stock_size is not None
                                  else ("discard",))))


@dataclass(frozen=True)
class BuyAnswer:
    """The engine's :class:`~generator.engine.buying.BuyingOutcome`; ``got``: what each seat
    received, in order, ``None`` for a card nobody can name: drawn from a reshuffled stock
    (chance, unless every card it can be is the same card) or from the stock's unlisted
    cards; ``penalties``: each purchase's penalty cards as shown (one card in this profile,
    6.3, another number under house rules); ``active_card``: the active player's draw as
    shown; ``sources``: for each draw shown, where it came from (``"listed"``,
    ``"unlisted"``, ``"reshuffled"``)."""

    outcome: BuyingOutcome
    got: tuple[tuple[int, tuple[Card | None, ...]], ...]
    penalties: tuple[tuple[Card | None, ...], ...] = ()
    active_card: Card | None = None
    sources: tuple[str, ...] = ()

    @property
    def value(self) -> list[dict]:
        return [{"seat": seat + 1, "cards": [c.unicode() if c else None for c in cards]}
                for seat, cards in self.got]

    def details(self) -> dict[str, Any]:
        o = self.outcome
        return {"purchases": [{"seat": pu.seat + 1, "card": pu.card.unicode()}
                              for pu in o.purchases],
                "reshuffles": o.reshuffles, "round_ends": o.round_ends,
                "end_clause": o.end_clause}


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> BuySituation:
    """The situation from plain data. Raises :class:`~.common.SituationError`: a seat outside
    1–4 (1.1), bad notation, cards the pack cannot hold (1.2)."""
    data = require(data, FIELDS, OPTIONAL)
    active = read_int(data, "active", 1, profile.players, "1.1") - 1
    discard = read_cards(data["discard"], ("discard",), empty_ok=True)
    stock = read_cards(data["stock"], ("stock",), empty_ok=True)
    check_possible([(("discard",), discard, card_paths(data["discard"], ("discard",), discard)),
                    (("stock",), stock, card_paths(data["stock"], ("stock",), stock))],
                   profile)
    asks_data = data["asks"]
    if not isinstance(asks_data, dict):
        raise SituationError(("asks",), "asks maps a seat to the cards it asks for",
                             code="asks-type")
    asks = []
    for key, value in asks_data.items():
        seat = _seat(key, "asks", profile)
        if seat - 1 in [s for s, _ in asks]:
            raise SituationError(("asks",), f"seat {seat} is given twice: each seat asks "
                                                f"once, for every card it wants", "6.2",
                                 code="seat-twice", seat=seat)
        asks.append((seat - 1, read_cards(value, ("asks", key), empty_ok=True)))
    draws = data.get("draws", "stock")
    if draws not in ("stock", "discard"):
        raise SituationError(("draws",), "draws is stock or discard", code="draws-value")
    size = None
    if "stock_size" in data:
        size = read_int(data, "stock_size", len(stock), profile.pack_size - len(discard), "1.2")
    discard_size = None
    if "discard_size" in data:
        discard_size = read_int(data, "discard_size", max(len(discard), 1),
                                profile.pack_size - (len(stock) if size is None else size),
                                "1.2")
    reshuffles = read_reshuffles(data, profile)
    bought = []
    bought_data = data.get("bought", {})
    if not isinstance(bought_data, dict):
        raise SituationError(("bought",), "bought maps a seat to the purchases it made earlier "
                                          "in the round", code="bought-type")
    for key, value in bought_data.items():
        seat = _seat(key, "bought", profile)
        if seat - 1 in [s for s, _ in bought]:
            raise SituationError(("bought",), f"seat {seat} is given twice",
                                 code="bought-seat-twice", seat=seat)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise SituationError(("bought", key), "a number of purchases, 0 or more",
                                 code="bought-value")
        bought.append((seat - 1, value))
    round_, turn, hands, opened = _read_round(data, profile)
    s = BuySituation(active, discard, stock, tuple(asks), draws == "discard", size,
                     tuple(bought), reshuffles, discard_size, round_, turn, hands, opened)
    raise_first(round_facts_problems(s.facts(), profile))
    return s


def _read_round(data: Mapping[str, Any], profile: Profile):
    """``round``, ``turn``, ``hands`` (one hand size per seat, seats 1 to 4, before the
    active player's draw) and ``opened`` (the seats that have opened), each ``None`` when not
    given; ``hands`` and ``opened`` go with ``round`` (what a hand holds depends on it)."""
    round_ = read_int(data, "round", 1, profile.rounds, "4.1") if "round" in data else None
    turn = read_int(data, "turn", 1) if "turn" in data else None
    hands = opened = None
    for name in ("hands", "opened"):
        if name in data and round_ is None:
            raise SituationError((name,), f"'{name}' goes with 'round': what a hand holds "
                                          f"depends on the round (2.2)", "2.2",
                                 code="needs-round", name=name)
    if "hands" in data:
        value = data["hands"]
        if not isinstance(value, (list, tuple)) or len(value) != profile.players:
            raise SituationError(("hands",), f"hands lists the {profile.players} hand sizes, "
                                             f"seats 1 to {profile.players}", "1.1",
                                 code="hands-sizes", players=profile.players)
        sizes = []
        for i, x in enumerate(value):
            if isinstance(x, bool) or not isinstance(x, int) or x < 0:
                raise SituationError(("hands", i), "a hand size is a number of cards, 0 or "
                                                   "more", code="hand-size-value")
            sizes.append(x)
        hands = tuple(sizes)
    if "opened" in data:
        value = data["opened"]
        if not isinstance(value, (list, tuple)) or any(
                isinstance(x, bool) or not isinstance(x, int) or not 1 <= x <= profile.players
                for x in value):
            raise SituationError(("opened",), f"opened lists seats, 1 to {profile.players}",
                                 "1.1", code="opened-seats", players=profile.players)
        opened = tuple(seat + 1 in value for seat in range(profile.players))
    elif hands is not None:
        opened = (False,) * profile.players
    return round_, turn, hands, opened


def _seat(key: Any, field: str, profile: Profile) -> int:
    """A seat named by a key of ``asks`` or ``bought``: ``2`` or ``"2"``, nothing else (not
    ``"02"``: one seat, one spelling); :class:`~.common.SituationError` (1.1) otherwise."""
    text = str(key) if isinstance(key, (int, str)) and not isinstance(key, bool) else ""
    if text not in {str(n) for n in range(1, profile.players + 1)}:
        raise SituationError((field, key), f"no seat {key}: seats are 1 to "
                                           f"{profile.players}", "1.1", code="no-seat",
                             seat=str(key), players=profile.players)
    return int(text)


def answer(s: BuySituation, profile: Profile = CONTRATO) -> BuyAnswer:
    """The buying window played out (6.2–6.4, D3, D4; 6.7 when the active player takes the
    discard), then the active player's draw (6.5); a reshuffle (9.1) or the end of the round
    (9.2) when the stock runs out. Raises :class:`~.common.SituationError` when the active
    player asks to buy (D3) or takes from an empty discard pile (5.1)."""
    # the stock's unlisted cards stand as jokers for the engine: they are never a discard top
    # that someone asks for, and never shown (:class:`_Piles`)
    stock = s.stock + (JOKER,) * s.unlisted
    # the discard pile's unlisted cards likewise, below those listed: never bought (a purchase
    # that would reach them is refused below: nobody can say what they are)
    discard = s.discard + (JOKER,) * s.unlisted_discard
    try:
        out = resolve_buying_window(
            s.active, discard[::-1], stock[::-1], dict(s.asks),
            active_takes_discard=s.takes_discard, players=profile.players,
            rng=random.Random(0), profile=profile, bought=dict(s.bought),
            reshuffled=s.reshuffles)
    except IllegalMoveError as err:
        path = ("asks", str(s.active + 1)) if err.code == "active-buys" else ("discard",)
        raise SituationError(path, err.reason, err.clause, placed=True, code="refused",
                             cause=err) from None
    # the cards drawn from the stock, in order: the purchases' penalties, then the active
    # draw, followed on the piles as they stand: a listed card is named; an unlisted one is
    # not; after a reshuffle (9.1) a drawn card is chance, named only when every card the new
    # stock holds is the same card
    if _reaches_unlisted(s, out, profile):
        raise SituationError(("discard",), f"the purchases reach the discard pile's cards below "
                                           f"the {len(s.discard)} listed, which nobody can name: "
                                           f"list them", code="discard-unlisted-bought",
                             listed=len(s.discard))
    track = _Piles(list(s.stock), s.unlisted, list(s.discard) + [None] * s.unlisted_discard)
    sources: list[str] = []

    def shown(card: Card | None) -> Card | None:
        if card is None:
            return None
        named, source = track.draw()
        sources.append(source)
        return named

    got: dict[int, list[Card | None]] = {}
    penalties: list[tuple[Card | None, ...]] = []
    active_card = None
    if s.takes_discard:
        got.setdefault(s.active, []).append(s.discard[0])
    else:
        for pu in out.purchases:
            got.setdefault(pu.seat, []).append(pu.card)
            track.bought()
            penalties.append(tuple(shown(c) for c in pu.penalties))
            got[pu.seat].extend(penalties[-1])
        if not out.round_ends:
            active_card = shown(out.active_draw)
            got.setdefault(s.active, []).append(active_card)
    return BuyAnswer(out, tuple((seat, tuple(cards)) for seat, cards in got.items()),
                     tuple(penalties), active_card, tuple(sources))


def _reaches_unlisted(s: BuySituation, out: BuyingOutcome, profile: Profile) -> bool:
    """Whether the window reaches the discard pile's unlisted cards with a request they might
    answer: every listed card bought, and a player who may buy next (not the active one, not
    the last buyer, D3, D4) asks for a card of which the situation does not show every copy
    (1.2) — the card below could be it, and nobody can say (6.4)."""
    if not s.unlisted_discard or s.takes_discard or len(out.purchases) < len(s.discard):
        return False
    if len(out.purchases) > len(s.discard):
        return True
    last = out.purchases[-1].seat if out.purchases else None
    shown = physical_counts(list(s.discard) + list(s.stock))
    for seat, wanted in s.asks:
        if seat in (s.active, last):
            continue
        for card in wanted:
            limit = profile.jokers if card.is_joker else profile.decks
            if shown[card.physical] < limit:
                return True
    return False


class _Piles:
    """The stock and the discard pile as a player sees them during the window: which card
    each draw is, when anyone can say (see :func:`answer`)."""

    def __init__(self, listed: list[Card], unlisted: int, discard: list[Card]) -> None:
        self.listed, self.unlisted, self.discard = listed, unlisted, discard
        self.pool: list[Card] = []           # a reshuffled stock: its cards, order unknown
        self.known = True                    # whether the pool is still known card by card

    def bought(self) -> None:
        """The discard top is bought."""
        self.discard = self.discard[1:]

    def draw(self) -> tuple[Card | None, str]:
        """The next stock card as shown, and where it came from."""
        if self.listed:
            return self.listed.pop(0), "listed"
        if self.unlisted:
            self.unlisted -= 1
            return None, "unlisted"
        if not self.pool:                    # 9.1: the discard pile but its top
            self.pool, self.discard = self.discard[1:], self.discard[:1]
            self.known = None not in self.pool    # unlisted cards: unknown from the start
        forced = self.known and len({c.physical for c in self.pool}) == 1
        card = self.pool.pop() if forced else None
        if not forced:
            self.pool.pop()                  # one card fewer, which one nobody knows
            self.known = False
        return card, "reshuffled"


def explain(s: BuySituation, a: BuyAnswer, profile: Profile = CONTRATO) -> Explanation:
    """Each purchase with its penalty card and the requests it beat, the reshuffle and the end
    of the round when they happen, and the active player's draw."""
    out = a.outcome
    lines: list[Line] = []
    clauses: list[str] = []
    refusals = list(out.refusals)

    def refused(r, first: bool = False) -> None:
        key = _REFUSED[r.reason]
        if (r.reason == "priority" and r.seat == (s.active - 1) % profile.players and first
                and s.turn != 1):                  # turn 1: the top was turned at the deal
            # the discarder asks last (D3) for the card just discarded: the window's first
            # card; a card below it was discarded earlier, by whoever (6.2 alone)
            key = "buy.refused_priority_discarder"
        lines.append(Line(key, p(seat=Seat(r.seat), card=Cards((r.card,)))))
        clauses.extend([r.clause] + (["6.4"] if r.reason == "consecutive" else []))

    if s.takes_discard:
        lines.append(Line("buy.active_takes", p(active=Seat(s.active),
                                                card=Cards(s.discard[:1]))))
        clauses += ["6.7", "D3"]
    else:
        clauses.append("6.1")
        if not out.purchases:
            lines.append(Line("buy.nobody"))
        sources = iter(a.sources)
        for n, (pu, penalty) in enumerate(zip(out.purchases, a.penalties)):
            seat = Seat(pu.seat)
            clauses += ["6.2", "6.3"]
            drawn = [next(sources) for _ in penalty]     # where each penalty card came from
            if profile.buy_penalty == 0:          # house rules: no penalty card
                lines.append(Line("buy.bought_free", p(seat=seat, card=Cards((pu.card,)))))
            elif not pu.penalties:                # the stock ran out (9.2), or D14
                key = ("buy.bought_no_penalty_limit" if out.end_clause == "D14"
                       else "buy.bought_no_penalty")
                # n: the cards the discard pile holds once this card is bought: the top
                # alone, or none when the purchase took its last card (ca #1 of the tenth
                # reading: "only its top card" was said of an emptied pile)
                lines.append(Line(key, p(seat=seat, card=Cards((pu.card,)),
                                         n=len(out.discard))))
                lines.append(Line("buy.bought_kept", p(seat=seat, card=Cards((pu.card,)))))
                continue
            elif "unlisted" in drawn:
                lines.append(Line("buy.bought_unlisted", p(seat=seat, card=Cards((pu.card,)))))
            elif all(c is not None for c in penalty) and len(penalty) > 1:
                lines.append(Line("buy.bought_many", p(seat=seat, card=Cards((pu.card,)),
                                                       penalty=Cards(penalty),
                                                       count=len(penalty))))
            elif all(c is not None for c in penalty) and drawn == ["reshuffled"]:
                lines.append(Line("buy.bought_reshuffled_known", p(
                    seat=seat, card=Cards((pu.card,)), penalty=Cards(penalty))))
            elif all(c is not None for c in penalty):
                lines.append(Line("buy.bought", p(seat=seat, card=Cards((pu.card,)),
                                                  penalty=Cards(penalty))))
            else:
                lines.append(Line("buy.bought_reshuffled", p(seat=seat,
                                                             card=Cards((pu.card,)))))
            if out.round_ends and len(penalty) < profile.buy_penalty:
                # house rules' penalty of several cards, cut short: the next card could not
                # be drawn (9.1 with nothing to rebuild, or D14), which ends the round
                key = ("buy.penalty_short_limit" if out.end_clause == "D14"
                       else "buy.penalty_short")
                lines.append(Line(key, p(missing=profile.buy_penalty - len(penalty),
                                         n=len(out.discard))))
                clauses.append("D14" if out.end_clause == "D14" else "9.1")
            if len(out.purchases) > 1:
                clauses.append("6.4")
            # the requests for this card that were not granted, right after its purchase
            for r in [r for r in refusals if r.card.physical == pu.card.physical]:
                refusals.remove(r)
                refused(r, first=n == 0)
    for r in refusals:
        refused(r)
    # the requests the window never answered, each said (never a silent skip): a card that
    # never came to the top while the purchases lasted (6.2, 6.4), or one the discard pile
    # does not hold (when every card of the pile is listed)
    answered = ({(pu.seat, pu.card.physical) for pu in out.purchases}
                | {(r.seat, r.card.physical) for r in out.refusals})
    for seat, wanted in s.asks:
        for card in wanted:
            if (seat, card.physical) in answered:
                continue
            if not profile.buying:                # house rules without buying: refused
                refused(Refusal(seat, card, "no-buying", "6.1"))
                continue
            held = any(c.physical == card.physical for c in s.discard)
            key = ("buy.ask_not_in_pile" if not held and not s.unlisted_discard
                   else "buy.ask_not_reached")
            lines.append(Line(key, p(seat=Seat(seat), card=Cards((card,)))))
            clauses.extend(CLAUSES[key])
    if out.reshuffles:
        # the rebuild is said right after the purchase whose penalty card needs it, so that
        # "the top card" it leaves is the one under the card just bought (es #9 of the fifth
        # reading); with no such purchase, before the active player draws from it
        bought = next((n for n, line in enumerate(lines)
                       if line.key.startswith("buy.bought_reshuffled")), None)
        if bought is None:
            lines.append(Line("buy.reshuffled"))
        else:
            lines.insert(bought + 1, Line("buy.reshuffled_for_penalty"))
        clauses.append("9.1")
    if out.round_ends and out.end_draw == "active":
        # the window is over and the active player's draw (6.5) is the one that cannot be made:
        # said, or a reader takes it that the purchase ended the round (ca #5 of the seventh
        # reading); the stock empty "again" when this window rebuilt it (rebuilt > 0)
        if out.end_clause == "D14":
            lines.append(Line("buy.round_ends_limit_active", p(
                active=Seat(s.active), count=profile.max_reshuffles,
                discard=CardCount(len(out.discard)))))
            clauses += ["6.5", "D14", "9.2"]
        else:
            lines.append(Line("buy.round_ends_active", p(active=Seat(s.active),
                                                        rebuilt=out.reshuffles,
                                                        n=len(out.discard))))
            clauses += ["6.5", "9.1", "9.2", "D9"]
    elif out.round_ends and out.end_clause == "D14":
        lines.append(Line("buy.round_ends_limit", p(count=profile.max_reshuffles)))
        clauses += ["D14", "9.2"]
    elif out.round_ends:
        lines.append(Line("buy.round_ends"))
        clauses += ["9.2", "D9"]
    elif not s.takes_discard:
        source = a.sources[-1] if a.sources else "listed"
        if source == "unlisted":
            lines.append(Line("buy.active_draws_unlisted", p(active=Seat(s.active))))
        elif a.active_card is not None:
            key = ("buy.active_draws_reshuffled_known" if source == "reshuffled"
                   else "buy.active_draws")
            lines.append(Line(key, p(active=Seat(s.active), card=Cards((a.active_card,)))))
        else:
            lines.append(Line("buy.active_draws_reshuffled", p(active=Seat(s.active))))
        clauses.append("6.5")
    return explanation(lines, clauses, CLAUSES)


def verify(s: BuySituation, a: BuyAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: purchases take the discard tops in order (6.2), nobody buys
    twice in a row (6.4), the active player never buys (D3); under house rules, nobody buys
    without buying (6.1), beyond the limit (6.6), or takes another number of penalty cards
    than the rules' (6.3) unless the stock ran out (D9)."""
    tops = list(s.discard)
    last = None
    made = dict(s.bought)
    purchases = a.outcome.purchases
    if purchases and not profile.buying:
        raise AssertionError("a purchase under rules without buying (6.1)")
    for k, pu in enumerate(purchases):
        made[pu.seat] = made.get(pu.seat, 0) + 1
        if profile.buy_limit is not None and made[pu.seat] > profile.buy_limit:
            raise AssertionError("a purchase beyond the limit (6.6)")
        if len(pu.penalties) != profile.buy_penalty and not (
                k == len(purchases) - 1 and a.outcome.round_ends):
            raise AssertionError("another number of penalty cards than the rules' (6.3)")
        if pu.seat == s.active:
            raise AssertionError("the active player bought (D3)")
        if not tops or pu.card.physical != tops[0].physical:
            raise AssertionError("a purchase is not the discard top of its time (6.2)")
        if pu.seat == last:
            raise AssertionError("two purchases in a row by one seat (6.4)")
        tops.pop(0)
        last = pu.seat
