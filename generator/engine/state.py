"""The state machine of a round and of a game (sections 2, 5–9 of ``rules-spec.md``).

Modelled on OpenSpiel: an immutable state, :func:`current_player`, :func:`legal_moves` and
:func:`apply` (which returns a new state and never changes the old one). The rules themselves
live apart, in the rule utilities (:mod:`.layoff`, :mod:`.jokers`, :mod:`.buying`,
:mod:`.running_out`, :mod:`.contracts`); this module only sequences them.

Seats are numbered 0–3 clockwise: the seat after ``s`` is ``(s + 1) % 4``, the player to
``s``'s left (2.1, 2.4). Piles are tuples with the **top last**. Cards in hands are physical
(undeclared jokers); melds on the table carry their jokers' declared values (3.7).

A round goes through these phases (:class:`Phase`):

- ``DRAW`` — the active player takes the stock (:class:`~.moves.DrawStock`) or the discard
  top (:class:`~.moves.TakeDiscard`, 5.1, 6.7, D13);
- ``BUY`` — after :class:`~.moves.DrawStock`, the other seats are polled one at a time in
  priority order (6.2, D3: soonest turn first, the discarder last); each answers
  :class:`~.moves.Buy` or :class:`~.moves.Pass`. A purchase takes the top and a penalty card
  (6.3) and the new top is offered again, without the last buyer (6.4, D4). When everyone
  has passed the active player draws the stock card (6.5). Polling in priority order gives
  exactly the result of simultaneous requests resolved by 6.2;
- ``PLAY`` — the active player may lay down (5.2, 5.3, 7.4), lay off (5.4, 5.5, D7, D8),
  swap jokers (7.1–7.3, D6) and ends the turn with :class:`~.moves.Discard` (5.1, D10, D12);
- ``OVER`` — somebody went out (8.1) or a needed draw was impossible (9.2, D9);
  :attr:`RoundState.penalties` holds each seat's penalty (8.1, 8.2).

Readings where the spec leaves a detail open (documented, tested):

- a purchase whose penalty card cannot be drawn (D9) still gives the bought card to the buyer;
  the round then ends at once under 9.2 and the active player draws nothing;
- D14 ends a round when the stock, already rebuilt :attr:`~.profile.Profile.max_reshuffles`
  times (3), would have to be rebuilt again (for a draw or a purchase's penalty card): the
  round ends as under 9.2, and its ``end_clause`` is ``"9.2"`` (it is scored as 9.2 says; a
  D14 ending is the one whose ``reshuffles`` reached the limit). So every round in which the
  stock keeps being drawn from ends: each rebuilt stock holds fewer than the pack's cards.
  Only turns that always take the discard top leave the stock as it is.

Randomness: the deal shuffles with an explicit :class:`random.Random` (2.5); a reshuffle of
the discard pile (9.1) uses a :class:`random.Random` seeded from the round's ``seed`` and the
number of reshuffles so far, so :func:`apply` is a pure function of its arguments.

>>> import random
>>> s = deal(1, dealer=3, rng=random.Random(5))
>>> current_player(s), len(s.hands[0]), len(s.stock), len(s.discard)
(0, 10, 66, 1)
>>> s = apply(s, DrawStock())
>>> s.phase, current_player(s)
(<Phase.BUY: 'buy'>, 1)
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Iterable

from .buying import may_buy, priority_order
from .cards import SUITS, Card, format_cards
from .contracts import validate_opening
from .counts import CARDS, JOKER_INDEX
from .deck import full_pack, physical_counts, shuffled_pack
from .errors import IllegalMoveError, MeldError
from .jokers import apply_joker_swap, legal_joker_swaps
from .layoff import check_lay_off, check_may_lay_off, lay_off_targets
from .melds import HIGH_ACE, LOW_ACE, Group, Meld, Sequence, make_group, make_sequence
from .moves import (Buy, Discard, DrawStock, LayDown, LayOff, Move, Pass, SwapJoker,
                    TakeDiscard, format_move)
from .opening import opening_laydowns
from .position import describe, read_fen, write_fen
from .profile import CONTRATO, GroupSuits, JokerSwaps, Profile
from .running_out import draw_from_stock
from .scoring import hand_penalty, running_totals, winners

__all__ = [
    "Phase", "TableMeld", "Window", "PurchaseRecord", "RoundState", "RoundResult", "GameState",
    "deal", "make_round_state", "new_game", "current_player", "legal_moves", "apply", "card_census",
    "opened_before_this_turn", "reshuffle_rng", "game_totals", "game_winners", "pack_counts",
]


class Phase(enum.Enum):
    """Where a round stands (see the module doc)."""

    DRAW = "draw"
    BUY = "buy"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table with the seat that laid it down and the turn it was laid down on.
    Lay-offs and swaps change ``meld`` but never ``owner`` or ``turn``."""

    meld: Meld
    owner: int
    turn: int


@dataclass(frozen=True)
class Window:
    """A buying window in progress (6.1–6.4): ``to_poll`` are the seats still to be asked for
    the current discard top, in priority order (the first is the current player);
    ``last_buyer`` bought the previous card of this window and may not buy this one (D4)."""

    to_poll: tuple[int, ...]
    last_buyer: int | None


@dataclass(frozen=True)
class PurchaseRecord:
    """A purchase made in the round (6.2, 6.3): on ``turn``, ``seat`` bought ``card`` and took
    ``penalty`` from the stock (``None`` when that draw was impossible, D9). Under house rules
    with another number of penalty cards (:attr:`~.profile.Profile.buy_penalty`),
    ``penalty`` is the first (``None`` for none) and ``more`` the others, in the order drawn."""

    turn: int
    seat: int
    card: Card
    penalty: Card | None
    more: tuple[Card, ...] = ()

    @property
    def penalties(self) -> tuple[Card, ...]:
        """Every penalty card taken, in the order drawn."""
        return (() if self.penalty is None else (self.penalty,)) + self.more


@dataclass(frozen=True)
class RoundState:
    """One round, immutable. Fields:

    - ``profile``, ``round`` (1–7), ``dealer`` (seat);
    - ``hands``: each seat's cards; ``stock``, ``discard``: the piles, top last;
    - ``table``: the melds laid down, in order (:class:`TableMeld`); indices are stable;
    - ``opened``: per seat, the turn it opened on, or ``None``;
    - ``turn``: the number of the current turn (1 for the first player's first turn);
      ``active``: the seat whose turn it is;
    - ``phase``, ``window`` (during ``BUY``), ``drawn`` / ``drawn_from``: the card the active
      player took this turn and from where (``"stock"``/``"discard"``);
    - ``purchases``: every purchase of the round; ``reshuffles``: how many times 9.1 applied;
    - ``seed``: seeds the reshuffles (9.1);
    - ``went_out``: the seat that went out (``None`` while playing or after 9.2);
      ``end_clause``: ``"8.1"`` (somebody went out) or ``"9.2"`` (no draw possible, or no
      rebuild allowed any more, D14);
      ``penalties``: per seat, when the round is over (8.1, 8.2, 9.2).
    """

    profile: Profile
    round: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    discard: tuple[Card, ...]
    table: tuple[TableMeld, ...]
    opened: tuple[int | None, ...]
    turn: int
    active: int
    phase: Phase
    seed: int
    window: Window | None = None
    drawn: Card | None = None
    drawn_from: str | None = None
    purchases: tuple[PurchaseRecord, ...] = ()
    reshuffles: int = 0
    went_out: int | None = None
    end_clause: str | None = None
    penalties: tuple[int, ...] | None = None
    #: what :func:`legal_moves` worked out for this very state (not part of its value)
    _memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    @property
    def players(self) -> int:
        return self.profile.players

    @property
    def melds(self) -> tuple[Meld, ...]:
        """The melds on the table, in the order they were laid down."""
        return tuple(t.meld for t in self.table)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    # -- text forms (generator/engine/position.py holds the grammar) -----------------------
    def fen(self, *, ascii: bool = False) -> str:
        """The position as one line of text, like a chess FEN (:mod:`.position`):
        ``RoundState.from_fen(s.fen()) == s``. ``ascii=True`` writes suits as letters (for
        links)."""
        return write_fen(self, ascii=ascii)

    @classmethod
    def from_fen(cls, text: str) -> "RoundState":
        """The state a position line describes (:mod:`.position`). Raises
        :class:`~.errors.PositionNotationError` naming the field, and the card, meld and
        pack errors (:class:`~.errors.CardNotationError`, :class:`~.errors.MeldError`,
        :class:`~.errors.ImpossibleCardsError`) for what the line holds."""
        f = read_fen(text)
        window = None if f["window"] is None else Window(*f["window"])
        return cls(
            profile=f["profile"], round=f["round"], dealer=f["dealer"], hands=f["hands"],
            stock=f["stock"], discard=f["discard"],
            table=tuple(TableMeld(m, owner, turn) for m, owner, turn in f["table"]),
            opened=f["opened"], turn=f["turn"], active=f["active"], phase=Phase(f["phase"]),
            seed=f["seed"], window=window, drawn=f["drawn"], drawn_from=f["drawn_from"],
            purchases=tuple(PurchaseRecord(*p) for p in f["purchases"]),
            reshuffles=f["reshuffles"], went_out=f["went_out"], end_clause=f["end_clause"],
            penalties=f["penalties"])

    def __str__(self) -> str:
        """A readable multi-line description (:func:`.position.describe`), for people and
        assertion messages."""
        return describe(self)


# -- dealing ---------------------------------------------------------------------------------

def deal(round_: int, dealer: int, rng: random.Random,
         profile: Profile = CONTRATO) -> RoundState:
    """Shuffle all 107 cards with ``rng`` (2.5) and deal round ``round_``: one card at a time,
    face down, starting with the dealer's left, 10 or 12 each (2.2); the next card starts the
    discard pile (2.3), the rest is the stock — 66 or 58 cards (2.6). The player to the
    dealer's left plays first (2.4). ``rng`` also gives the round's reshuffle seed.
    """
    profile.contract(round_)
    if not isinstance(dealer, int) or not 0 <= dealer < profile.players:
        raise ValueError(f"no seat {dealer!r}: seats are 0 to {profile.players - 1}")
    pack = shuffled_pack(rng, profile)
    size = profile.deal_size(round_)
    hands: list[list[Card]] = [[] for _ in range(profile.players)]
    for _ in range(size):
        for k in range(1, profile.players + 1):
            hands[(dealer + k) % profile.players].append(pack.pop())
    discard = (pack.pop(),)
    return RoundState(
        profile=profile, round=round_, dealer=dealer,
        hands=tuple(tuple(h) for h in hands), stock=tuple(pack), discard=discard, table=(),
        opened=(None,) * profile.players, turn=1, active=(dealer + 1) % profile.players,
        phase=Phase.DRAW, seed=rng.getrandbits(64))


def make_round_state(round_: int, hands: Iterable[Iterable[Card]], *, stock: Iterable[Card],
                     discard: Iterable[Card], table: Iterable[TableMeld | Meld] = (),
                     opened: Iterable[int | None] | None = None, active: int = 0,
                     turn: int = 1, dealer: int | None = None, seed: int = 0,
                     profile: Profile = CONTRATO) -> RoundState:
    """A round state at the start of ``active``'s turn (phase ``DRAW``), built from explicit
    cards: for tests, puzzles and verdicts. The cards need not make up the whole pack, but they
    must be able to exist together (1.2, :class:`~.errors.ImpossibleCardsError`). ``table``
    entries may be plain melds (owner: the first seat that has opened, else 0; turn 0).
    ``opened`` gives each seat's opening turn (``None``: not opened); ``dealer`` defaults to
    the seat before ``active``.
    """
    from .deck import check_cards
    profile.contract(round_)
    hands = tuple(tuple(c.physical for c in h) for h in hands)
    if len(hands) != profile.players:
        raise ValueError(f"{len(hands)} hands: the profile has {profile.players} seats (1.1)")
    opened = (None,) * profile.players if opened is None else tuple(opened)
    owner = next((s for s, t in enumerate(opened) if t is not None), 0)
    table = tuple(t if isinstance(t, TableMeld) else TableMeld(t, owner, 0) for t in table)
    stock, discard = tuple(stock), tuple(discard)
    check_cards([c for h in hands for c in h] + list(stock) + list(discard)
                + [c for t in table for c in t.meld.cards], profile)
    return RoundState(profile=profile, round=round_,
                      dealer=(active - 1) % profile.players if dealer is None else dealer,
                      hands=hands, stock=stock, discard=discard, table=table, opened=opened,
                      turn=turn, active=active, phase=Phase.DRAW, seed=seed)


# -- queries ---------------------------------------------------------------------------------

def current_player(state: "RoundState | GameState") -> int | None:
    """The seat that must move now: the active player, or the seat polled in a buying window;
    ``None`` when the round (or game) is over."""
    if isinstance(state, GameState):
        return None if state.round is None else current_player(state.round)
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.BUY:
        return state.window.to_poll[0]
    return state.active


def opened_before_this_turn(state: RoundState, seat: int | None = None) -> bool:
    """Whether ``seat`` (default: the active one) opened on an earlier turn (5.4, 7.1)."""
    seat = state.active if seat is None else seat
    t = state.opened[seat]
    return t is not None and t < state.turn


def card_census(state: RoundState) -> Counter:
    """Every physical card of the round — hands, stock, discard pile, table — counted (1.2,
    3.6). Equal to the pack's counts in every reachable state."""
    counts = Counter()
    for h in state.hands:
        counts += physical_counts(h)
    counts += physical_counts(state.stock)
    counts += physical_counts(state.discard)
    for t in state.table:
        counts += physical_counts(t.meld.cards)
    return counts


def _distinct(cards: Iterable[Card]) -> dict[int, Card]:
    """One card of each physical card in ``cards`` (a hand: physical cards), by card index
    (:mod:`.counts`: the display order), the first met."""
    first: dict[int, Card] = {}
    for c in cards:
        rank = c.rank
        i = JOKER_INDEX if rank is None else c.suit._order * 13 + rank - 1
        if i not in first:
            first[i] = c
    return {i: first[i] for i in sorted(first)}


def legal_moves(state: "RoundState | GameState") -> list[Move]:
    """Every legal move of the current player, in a fixed order (draws, buying answers,
    lay-downs, lay-offs, joker swaps, discards). Empty when the round or game is over.

    Lay-downs are every distinct legal opening (:func:`~.opening.opening_laydowns`);
    lay-offs every card and target (:func:`~.layoff.lay_off_targets`); swaps every swap and
    place for the freed joker (:func:`~.jokers.legal_joker_swaps`); discards one per distinct
    card. Every move listed is accepted by :func:`apply`. Worked out once per state (a second
    call returns a copy of the same list).
    """
    if isinstance(state, GameState):
        return [] if state.round is None else legal_moves(state.round)
    memo = state._memo
    moves = memo.get("moves")
    if moves is None:
        moves = memo["moves"] = _legal_moves(state)
    return list(moves)


#: Moves that are the same every time, made once: the draws and the buying answers.
_DRAWS = (DrawStock(), TakeDiscard())
_DRAW_STOCK_ONLY = (DrawStock(),)
_ANSWERS = (Buy(), Pass())


def _legal_moves(state: RoundState) -> tuple[Move, ...]:
    if state.phase is Phase.OVER:
        return ()
    if state.phase is Phase.DRAW:
        return _DRAWS if state.discard else _DRAW_STOCK_ONLY
    if state.phase is Phase.BUY:
        return _ANSWERS
    hand = state.hands[state.active]
    distinct = _distinct(hand)
    moves: list[Move] = []
    if state.opened[state.active] is None:
        moves += [LayDown(l.melds) for l in opening_laydowns(state.round, hand, state.profile)]
    if (opened_before_this_turn(state) and not state.profile.contract(state.round).whole_hand
            and (len(hand) > 1 or not state.profile.keeps_discard)):
        # 5.5: a card stays for the discard (unless the profile goes out by melding)
        fits = _lay_off_places(state.table, state.profile)
        for index, card in distinct.items():
            for i, end in fits.get(index, ()):
                moves.append(LayOff(i, card, end))
        if _may_swap(state.table, hand, state.profile):
            melds = state.melds
            for swap in legal_joker_swaps(state.round, melds, hand, opened_before_this_turn=True,
                                          profile=state.profile):
                for j, end in swap.targets:
                    moves.append(SwapJoker(swap.meld_index, swap.natural, j, end))
    moves += [Discard(c) for c in distinct.values()]    # the hand's own card objects
    return tuple(moves)


def _index(card: Card) -> int:
    rank = card.rank
    return JOKER_INDEX if rank is None else card.suit._order * 13 + rank - 1


def _lay_off_places(table: Iterable[TableMeld], profile: Profile) -> dict[int, list]:
    """Where each physical card (by index) may be laid off on ``table``, in table order, the
    low end before the high end: what :func:`~.layoff.lay_off_targets` answers card by card
    for a player who may lay off (3.4, 3.5, D2), for all cards at once. A group takes every
    card of its rank and the joker (while it has room, and in a suit of its own where suits
    may not repeat); a sequence with room takes the next card of its suit beyond each end
    that is not the last place the profile allows (an ace's, 3.4; a 2's or a king's when the
    ace is only high or only low, 3.3), and the joker there."""
    fits: dict[int, list] = {}
    distinct = profile.group_suits is not GroupSuits.ANY
    for i, t in enumerate(table):
        m = t.meld
        if isinstance(m, Group):
            if len(m.cards) >= profile.longest_group:
                continue
            taken = {c.suit for c in m.cards if c.rank is not None} if distinct else ()
            for suit, s in enumerate(SUITS):
                if s not in taken:
                    fits.setdefault(suit * 13 + m.rank - 1, []).append((i, None))
            fits.setdefault(JOKER_INDEX, []).append((i, None))
            continue
        if len(m.cards) >= profile.max_sequence_length:
            continue
        suit = m.suit._order * 13
        low, high = m.low, m.low + len(m.cards) - 1
        if low > profile.lowest_place:
            place = low - 1
            fits.setdefault(suit + (0 if place == LOW_ACE else place - 1), []).append(
                (i, "low"))
            fits.setdefault(JOKER_INDEX, []).append((i, "low"))
        if high < profile.highest_place:
            place = high + 1
            fits.setdefault(suit + (0 if place == HIGH_ACE else place - 1), []).append(
                (i, "high"))
            fits.setdefault(JOKER_INDEX, []).append((i, "high"))
    return fits


def _may_swap(table: Iterable[TableMeld], hand: Iterable[Card], profile: Profile) -> bool:
    """Whether the hand holds the natural card some joker of a sequence stands for (7.1), or,
    under house rules that let a group's joker be taken back, a card of the rank of a group
    holding a joker: without one there is no swap to look for."""
    if profile.joker_swaps is JokerSwaps.NONE:
        return False
    wanted = {c.declared for t in table if isinstance(t.meld, Sequence)
              for c in t.meld.cards if c.is_joker}
    if wanted and any(c in wanted for c in hand):
        return True
    if profile.joker_swaps is JokerSwaps.ANY_MELD:
        ranks = {t.meld.rank for t in table if isinstance(t.meld, Group) and t.meld.jokers}
        return any(c.rank in ranks for c in hand)
    return False


# -- applying moves --------------------------------------------------------------------------

def _refuse(move: Move, why: str, clause: str, code: str) -> IllegalMoveError:
    return IllegalMoveError(f"{format_move(move)}: {why}", clause=clause, code=code)


def _remove(hand: tuple[Card, ...], card: Card, move: Move) -> tuple[Card, ...]:
    target = card.physical
    try:
        want = _index(target)
    except AttributeError:                 # not a card of the pack: found nowhere below
        want = -1
    for i, c in enumerate(hand):
        rank = c.rank
        if (JOKER_INDEX if rank is None else c.suit._order * 13 + rank - 1) == want:
            return hand[:i] + hand[i + 1:]
    raise _refuse(move, f"{target} is not in the hand ({format_cards(hand)})", "3.6",
                  "not-in-hand")


def _set(seq: tuple, index: int, value) -> tuple:
    return seq[:index] + (value,) + seq[index + 1:]


def _evolve(value, **changes):
    """``dataclasses.replace`` for the states of this module, without running ``__init__``
    again: a copy of the fields with ``changes`` (every transition makes one or two, so this
    is most of the state machine's own cost), and an empty memo for a round state."""
    new = _new(type(value))
    fields = value.__dict__.copy()
    fields.update(changes)
    if "_memo" in fields:
        fields["_memo"] = {}
    _setattr(new, "__dict__", fields)     # frozen dataclasses: past their __setattr__
    return new


_new, _setattr = object.__new__, object.__setattr__


def reshuffle_rng(state: RoundState) -> random.Random:
    """The generator of the next reshuffle of this round (9.1): seeded from the round's
    ``seed``, its number and the reshuffles so far, so that :func:`apply` stays pure."""
    return random.Random(f"{state.seed}:{state.round}:{state.reshuffles}")


def _end_round(state: RoundState, *, went_out: int | None, clause: str) -> RoundState:
    penalties = tuple(hand_penalty(h, state.profile) for h in state.hands)
    return _evolve(state, phase=Phase.OVER, window=None, went_out=went_out, end_clause=clause,
                   penalties=penalties)


def _active_draws_stock(state: RoundState) -> RoundState:
    """6.5: requests are over, the active player draws the stock card (9.1, 9.2)."""
    stock = state.stock
    if stock:                                # the stock's top card (5.1): no 9.1 to apply
        card = stock[-1]
        hands = _set(state.hands, state.active, state.hands[state.active] + (card,))
        return _evolve(state, window=None, hands=hands, stock=stock[:-1], phase=Phase.PLAY,
                       drawn=card, drawn_from="stock")
    draw = draw_from_stock(stock, state.discard, reshuffle_rng(state),
                           reshuffles=state.reshuffles, limit=state.profile.max_reshuffles)
    state = _evolve(state, window=None, reshuffles=state.reshuffles + draw.reshuffled)
    if draw.round_ends:
        return _end_round(state, went_out=None, clause="9.2")
    hands = _set(state.hands, state.active, state.hands[state.active] + (draw.card,))
    return _evolve(state, hands=hands, stock=draw.stock, discard=draw.discard,
                   phase=Phase.PLAY, drawn=draw.card, drawn_from="stock")


def _buy(state: RoundState, move: Move) -> RoundState:
    seat = state.window.to_poll[0]
    top = state.discard[-1]
    profile = state.profile
    if profile.buy_penalty == 1:             # this profile's purchase (6.3), the common case
        hands = _set(state.hands, seat, state.hands[seat] + (top,))
        draw = draw_from_stock(state.stock, state.discard[:-1],
                               None if state.stock else reshuffle_rng(state),
                               reshuffles=state.reshuffles, limit=profile.max_reshuffles)
        record = PurchaseRecord(state.turn, seat, top, draw.card)
        state = _evolve(state, purchases=state.purchases + (record,),
                        reshuffles=state.reshuffles + draw.reshuffled)
        if draw.round_ends:   # D9: the penalty card cannot be drawn
            return _end_round(_evolve(state, hands=hands, discard=state.discard[:-1]),
                              went_out=None, clause="9.2")
        hands = _set(hands, seat, hands[seat] + (draw.card,))
        state = _evolve(state, hands=hands, stock=draw.stock, discard=draw.discard)
    else:                                    # house rules: another number of penalty cards
        state = _evolve(state, hands=_set(state.hands, seat, state.hands[seat] + (top,)),
                        discard=state.discard[:-1])
        taken: list[Card] = []
        for _ in range(profile.buy_penalty):
            draw = draw_from_stock(state.stock, state.discard,
                                   None if state.stock else reshuffle_rng(state),
                                   reshuffles=state.reshuffles, limit=profile.max_reshuffles)
            state = _evolve(state, stock=draw.stock, discard=draw.discard,
                            reshuffles=state.reshuffles + draw.reshuffled)
            if draw.round_ends:              # D9
                break
            taken.append(draw.card)
        record = PurchaseRecord(state.turn, seat, top, taken[0] if taken else None,
                                tuple(taken[1:]))
        state = _evolve(state, purchases=state.purchases + (record,),
                        hands=_set(state.hands, seat, state.hands[seat] + tuple(taken)))
        if len(taken) < profile.buy_penalty:
            return _end_round(state, went_out=None, clause="9.2")
    if not state.discard:
        return _active_draws_stock(state)
    order = _buyers(state, exclude=seat)
    if not order:
        return _active_draws_stock(state)
    return _evolve(state, window=Window(order, seat))


def _buyers(state: RoundState, exclude: int | None = None) -> tuple[int, ...]:
    """The seats to poll for the discard top, in priority order (6.2, D3): every seat but the
    active one and ``exclude`` (the last buyer, D4), without those that may buy no more in
    this round under house rules (6.6)."""
    order = priority_order(state.active, state.players)
    profile = state.profile
    if profile.buy_limit is not None:
        made = Counter(p.seat for p in state.purchases)
        order = tuple(s for s in order if may_buy(s, made, profile))
    return order if exclude is None else tuple(s for s in order if s != exclude)


def _check_melds(move: LayDown, profile: Profile) -> None:
    for m in move.melds:
        try:
            rebuilt = (make_group(m.cards, rank=m.rank, profile=profile) if isinstance(m, Group)
                       else make_sequence(m.cards, profile=profile))
        except MeldError:
            raise
        except Exception as err:   # not a meld value at all
            raise TypeError(f"not a meld: {m!r}") from err
        if rebuilt != m:
            raise MeldError(f"{m}: the meld's cards do not match its declared shape",
                            clause="3.7", code="meld-mismatch")


def _listed(state: RoundState, move: Move) -> bool:
    """Whether ``move`` is in the legal moves :func:`legal_moves` listed for this very state
    (each one checked when it was made: :func:`~.opening.opening_laydowns` lists only
    lay-downs that pass :func:`~.contracts.validate_opening`)."""
    moves = state._memo.get("moves")
    if not moves:
        return False
    listed = state._memo.get("listed")
    if listed is None:
        listed = state._memo["listed"] = frozenset(moves)
    return move in listed


def _apply_play(state: RoundState, move: Move) -> RoundState:
    seat = state.active
    hand = state.hands[seat]
    if type(move) is Discard:                # the move of every turn, first
        rest = _remove(hand, move.card, move)
        if not rest:   # 5.5: discarding the last card is going out
            return _end_round(_evolve(state, hands=_set(state.hands, seat, rest),
                                      discard=state.discard + (move.card.physical,)),
                              went_out=seat, clause="8.1")
        return _evolve(state, hands=_set(state.hands, seat, rest),
                       discard=state.discard + (move.card.physical,), turn=state.turn + 1,
                       active=(seat + 1) % state.profile.players, phase=Phase.DRAW,
                       drawn=None, drawn_from=None)
    profile = state.profile
    contract = profile.contract(state.round)
    before = opened_before_this_turn(state)
    now = state.opened[seat] == state.turn
    if isinstance(move, LayDown):
        if state.opened[seat] is not None:
            raise _refuse(move, "after opening a player never creates a new meld", "5.3",
                          "new-meld-after-opening")
        if not _listed(state, move):            # a lay-down of the engine's own list is legal
            _check_melds(move, profile)
            validate_opening(state.round, hand, move.melds, profile)
        for m in move.melds:
            for c in m.cards:
                hand = _remove(hand, c, move)
        table = state.table + tuple(TableMeld(m, seat, state.turn) for m in move.melds)
        state = _evolve(state, hands=_set(state.hands, seat, hand), table=table,
                        opened=_set(state.opened, seat, state.turn))
        if not hand:   # 7.4: the opening goes out, no discard (or the profile's, 5.5)
            return _end_round(state, went_out=seat, clause="8.1")
        return state
    if isinstance(move, LayOff):
        check_may_lay_off(state.round, opened_before_this_turn=before, opened_this_turn=now,
                          profile=profile)
        if not 0 <= move.meld_index < len(state.table):
            raise _refuse(move, f"there is no meld {move.meld_index} on the table", "5.4",
                          "no-such-meld")
        rest = _remove(hand, move.card, move)
        entry = state.table[move.meld_index]
        meld = check_lay_off(state.round, entry.meld, move.card.physical if move.card.declared
                             is None else move.card, opened_before_this_turn=before,
                             opened_this_turn=now, cards_left_after=len(rest), end=move.end,
                             profile=profile)
        state = _evolve(state, hands=_set(state.hands, seat, rest),
                        table=_set(state.table, move.meld_index, replace(entry, meld=meld)))
        if not rest:   # house rules: melding the last card goes out (5.5)
            return _end_round(state, went_out=seat, clause="8.1")
        return state
    if isinstance(move, SwapJoker):
        melds, rest = apply_joker_swap(
            state.round, state.melds, hand, move.meld_index, move.natural, move.target_index,
            move.target_end, opened_before_this_turn=before, opened_this_turn=now,
            profile=profile)
        table = tuple(replace(t, meld=m) for t, m in zip(state.table, melds))
        state = _evolve(state, hands=_set(state.hands, seat, rest), table=table)
        if not rest:   # house rules: melding the last card goes out (5.5)
            return _end_round(state, went_out=seat, clause="8.1")
        return state
    if isinstance(move, Discard):
        rest = _remove(hand, move.card, move)
        state = _evolve(state, hands=_set(state.hands, seat, rest),
                        discard=state.discard + (move.card.physical,))
        if not rest:   # 5.5: discarding the last card is going out
            return _end_round(state, went_out=seat, clause="8.1")
        return _evolve(state, turn=state.turn + 1, active=(seat + 1) % state.players,
                       phase=Phase.DRAW, drawn=None, drawn_from=None)
    raise TypeError(f"not a move: {move!r}")


def _apply_round(state: RoundState, move: Move) -> RoundState:
    if not isinstance(move, (DrawStock, TakeDiscard, Buy, Pass, LayDown, LayOff, SwapJoker,
                             Discard)):
        raise TypeError(f"not a move: {move!r}")
    if state.phase is Phase.OVER:
        raise _refuse(move, "the round is over", state.end_clause or "8.1", "round-over")
    if state.phase is Phase.DRAW:
        if isinstance(move, DrawStock):
            if not state.discard or not state.profile.buying:   # 6.1; house rules: no buying
                return _active_draws_stock(state)
            order = (_buyers(state) if state.profile.buy_limit is not None
                     else priority_order(state.active, state.players))
            if not order:                    # 6.6 under house rules: nobody may buy more
                return _active_draws_stock(state)
            return _evolve(state, phase=Phase.BUY, window=Window(order, None))
        if isinstance(move, TakeDiscard):
            if not state.discard:
                raise _refuse(move, "the discard pile is empty", "5.1", "no-discard")
            top = state.discard[-1]
            hands = _set(state.hands, state.active, state.hands[state.active] + (top,))
            return _evolve(state, hands=hands, discard=state.discard[:-1], phase=Phase.PLAY,
                           drawn=top, drawn_from="discard")
        if isinstance(move, (Buy, Pass)):
            raise _refuse(move, "no buying window is open: a purchase is possible only when "
                          "the active player takes the stock", "6.1", "no-window")
        raise _refuse(move, "a turn starts by taking the stock card or the discard top",
                      "5.1", "draw-first")
    if state.phase is Phase.BUY:
        if isinstance(move, Pass):
            rest = state.window.to_poll[1:]
            if not rest:
                return _active_draws_stock(state)
            return _evolve(state, window=_evolve(state.window, to_poll=rest))
        if isinstance(move, Buy):
            return _buy(state, move)
        if isinstance(move, (DrawStock, TakeDiscard)):
            raise _refuse(move, "the buying window is open: the active player draws the stock "
                          "card when requests end", "6.5", "window-open")
        raise _refuse(move, "during the buying window a buyer neither lays down nor discards "
                      "nor gets a turn", "6.3", "window-open")
    if isinstance(move, (DrawStock, TakeDiscard)):
        raise _refuse(move, "a turn has one draw only", "5.1", "already-drawn")
    if isinstance(move, (Buy, Pass)):
        raise _refuse(move, "no buying window is open", "6.1", "no-window")
    return _apply_play(state, move)


# -- the game --------------------------------------------------------------------------------

@dataclass(frozen=True)
class RoundResult:
    """A finished round: ``penalties`` per seat (8.1, 8.2, 9.2), the seat that went out
    (``None`` after 9.2) and the clause the end rests on (``"8.1"`` or ``"9.2"``)."""

    round: int
    dealer: int
    penalties: tuple[int, ...]
    went_out: int | None
    end_clause: str


@dataclass(frozen=True)
class GameState:
    """A game of 7 rounds: ``first_dealer`` (chosen at random, 2.1), the finished rounds'
    ``results``, and the ``round`` being played (``None`` once the game is over). ``seed``
    seeds each round's deal (2.5)."""

    profile: Profile
    first_dealer: int
    seed: int
    results: tuple[RoundResult, ...]
    round: RoundState | None

    @property
    def is_over(self) -> bool:
        return self.round is None


def next_round(round_: int, profile: Profile = CONTRATO) -> int | None:
    """The round played after round ``round_`` ends (9.3): the next one, with the next
    contract whatever happened (9.5), or ``None`` after the last round (7): the game is over
    and the lowest total wins. Raises ``ValueError`` for a round that does not exist (4.1).

    >>> next_round(6), next_round(7)
    (7, None)
    """
    profile.contract(round_)
    return round_ + 1 if round_ < profile.rounds else None


def _deal_round(profile: Profile, seed: int, first_dealer: int, round_: int) -> RoundState:
    dealer = (first_dealer + round_ - 1) % profile.players   # 2.1: the deal passes left
    return deal(round_, dealer, random.Random(f"{seed}:deal:{round_}"), profile)


def new_game(rng: random.Random, profile: Profile = CONTRATO) -> GameState:
    """A new game: the first dealer is drawn at random with ``rng`` (2.1), then round 1 is
    dealt. Everything random afterwards derives from a seed drawn from ``rng``."""
    first = rng.randrange(profile.players)
    seed = rng.getrandbits(64)
    return GameState(profile, first, seed, (), _deal_round(profile, seed, first, 1))


def apply(state: "RoundState | GameState", move: Move) -> "RoundState | GameState":
    """The state after ``move`` by the current player; ``state`` is unchanged.

    On a :class:`GameState`, a round that ends is scored and the next one is dealt (9.3):
    its contract is the next one whatever happened before (9.5); after round 7 the game is
    over. Raises :class:`IllegalMoveError`, :class:`MeldError` or :class:`ContractError`
    naming the clause for a move the rules refuse (``TypeError`` for a value that is not a
    move).
    """
    if isinstance(state, GameState):
        if state.round is None:
            raise _refuse(move, "the game is over after the last round", "9.3", "game-over")
        after = _apply_round(state.round, move)
        if not after.is_over:
            return _evolve(state, round=after)
        result = RoundResult(after.round, after.dealer, after.penalties, after.went_out,
                             after.end_clause)
        results = state.results + (result,)
        following = next_round(after.round, state.profile)
        if following is None:
            return _evolve(state, results=results, round=None)
        return _evolve(state, results=results, round=_deal_round(
            state.profile, state.seed, state.first_dealer, following))
    return _apply_round(state, move)


def game_totals(game: GameState) -> list[int]:
    """Each seat's total penalty over the finished rounds (8.4, 9.5)."""
    if not game.results:
        return [0] * game.profile.players
    return running_totals([r.penalties for r in game.results], game.profile)


def game_winners(game: GameState) -> list[int]:
    """The seats with the lowest total once the game is over (9.3, 9.4: ties share the
    victory); empty while it is still being played."""
    return winners(game_totals(game)) if game.is_over else []


def pack_counts(profile: Profile = CONTRATO) -> Counter:
    """The physical counts of the whole pack, for comparison with :func:`card_census`."""
    return physical_counts(full_pack(profile))
