"""``running-out``: the stock is empty, or nearly: what happens after this draw, purchase or
take? (5.1, 6.3, 6.7, 9.1, 9.2, D9, D14)

- :class:`RunningOutSituation`, read from plain data by :func:`read`: ``round``, ``active``
  (the seat whose turn starts, from 1), ``hands`` (the four hands, seats 1 to 4), ``discard``
  and optional ``stock`` (each pile **top first**), ``table`` (the melds), ``opened`` (the
  seats that have opened), ``turn`` — or all of that as one ``position``, the engine's text
  of a round position (:mod:`generator.engine.position`, like a chess FEN; :func:`position`
  writes it) —, then ``event`` — ``draw`` (the active player draws from the stock and nobody
  buys, the default), ``buy`` (``buyer`` buys the discard top first) or ``take`` (the active
  player takes the discard top) — and ``buyer``; optional ``reshuffles``, how many times the
  stock has been rebuilt in the round so far (0 to 3, D14; in a ``position``, its field);
- :func:`answer`: the event played by the engine's state machine
  (:func:`~generator.engine.state.apply`): a plain draw, the discard pile but its top made a
  new stock (9.1, also for a purchase's penalty card, 6.3), or the round over with every hand
  scored when even that gives no card (9.2, D9, 8.1) or when the stock was already rebuilt
  three times (D14);
- :func:`explain`: the draw's sentences (``draw.*`` of ``docs/<lang>/verdict.ftl``, the same
  as the ``draw`` question's: :mod:`.draw`), or ``running_out.take``;
- :func:`verify`: the outcome again from :func:`~generator.engine.running_out.needed_draw`
  and the scores again from :func:`~generator.engine.scoring.hand_penalty`.

Seats are numbered from 0 in the values (shown from 1); the value's piles are the engine's,
top last.

>>> hands = ["2♠ 9♦ K♣ JK", "3♥ 3♦ 5♣ 6♣ 8♠ 8♥ 10♦ J♣ Q♠ A♦ A♣ 4♥",
...          "2♥ 4♦ 5♠ 7♣ 9♠ 10♥ J♦ K♥ K♦ A♠", "6♦ Q♦ 2♣"]
>>> s = read({"round": 3, "active": 1, "opened": [1, 2, 3, 4], "hands": hands,
...           "discard": "Q♥ 7♦ 3♠"})
>>> a = answer(s)
>>> a.value, a.stock_size
('reshuffle', 2)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.cards import Card
from ..engine.errors import ContratoError, ImpossibleCardsError
from ..engine.melds import Meld
from ..engine.moves import Buy, DrawStock, Pass, TakeDiscard
from ..engine.profile import CONTRATO, Profile
from ..engine.running_out import needed_draw
from ..engine.scoring import hand_penalty
from ..engine.state import (GameState, Phase, RoundState, TableMeld, apply, make_round_state,
                            next_round)
from . import draw
from .common import (Explanation, RoundFacts, SituationError, card_paths, check_possible,
                     explanation, raise_first, read_cards, read_int, read_reshuffles, read_table,
                     require, round_facts_problems)
from .lines import Line, Seat, p

NAME = "running-out"
FIELDS: tuple[str, ...] = ("round", "active", "hands", "discard")
OPTIONAL: tuple[str, ...] = ("turn", "stock", "table", "opened", "event", "buyer",
                             "reshuffles")

#: What may happen at the start of the active player's turn.
EVENTS = ("draw", "buy", "take")

#: The turn a situation is on when it does not say (the stock runs out late in a round; the
#: turn's number changes no answer).
LATE_TURN = 60

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites (and the draw's).
CLAUSES: dict[str, tuple[str, ...]] = {
    "running_out.take": ("6.7", "5.1"),
    **draw.CLAUSES,
}


@dataclass(frozen=True)
class RunningOutSituation:
    """A position at the start of ``active``'s turn and what happens next.

    - ``round``; ``active``: the active seat (from 0); ``turn``: the turn's number;
    - ``hands``: the hands of every seat; ``table``: the melds, in the order laid down;
      ``opened``: per seat, the turn it opened on, or ``None``;
    - ``stock`` / ``discard``: the piles, **top last** (the engine's order);
    - ``event``: one of :data:`EVENTS`; ``buyer``: the seat that buys (``buy``);
    - ``seed``: seeds the order of a reshuffled stock (9.1), which no answer depends on;
    - ``reshuffles``: the rebuilds of the stock earlier in the round (9.1, D14).
    """

    round: int
    active: int
    turn: int
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Meld, ...]
    opened: tuple[int | None, ...]
    stock: tuple[Card, ...]
    discard: tuple[Card, ...]
    event: str
    buyer: int | None = None
    seed: int = 0
    reshuffles: int = 0


@dataclass(frozen=True)
class RunningOutAnswer:
    """- ``after``: the state after the event (the draw, the purchase and its penalty card,
      or the take), played by the state machine;
    - ``outcome``: ``draw`` (from the stock), ``reshuffle`` (9.1), ``round-ends`` (9.2) or
      ``take`` (no draw is needed);
    - ``stock_size``: the stock drawn from (after a reshuffle: the new stock's size);
    - ``penalty``: the reshuffle, or the draw that cannot be made, is a purchase's penalty
      card (6.3, D9);
    - ``limit``: the round ends because the stock, already rebuilt three times, may not be
      rebuilt again though the discard pile could make one (D14);
    - ``next_round``: when the round ends, the round played next (9.3), ``None`` after the
      last round: the game is over (the engine's :func:`~generator.engine.state.next_round`).
      """

    after: RoundState
    outcome: str
    stock_size: int = 0
    penalty: bool = False
    limit: bool = False
    next_round: int | None = None

    @property
    def game_over(self) -> bool:
        """The round ends and it was the last one: the game is over (9.3)."""
        return self.after.is_over and self.next_round is None

    @property
    def value(self) -> str:
        return self.outcome

    def details(self) -> dict[str, Any]:
        out: dict[str, Any] = {"stock_size": self.stock_size, "penalty_card": self.penalty}
        if self.after.is_over:
            out["penalties"] = list(self.after.penalties)
        return out


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> RunningOutSituation:
    """The situation from plain data (its fields, or a ``position``: :func:`read_position`).
    Raises :class:`~.common.SituationError`: a seat outside 1–4 (1.1), bad notation, a table
    meld that is no meld, cards the pack cannot hold (1.2); then, together
    (:func:`~.common.raise_first`), the :func:`problems` of the position."""
    if isinstance(data, Mapping) and "position" in data:
        return read_position(data, profile)
    data = require(data, FIELDS, OPTIONAL)
    round_ = read_int(data, "round", 1, profile.rounds, "4.1")
    active = read_int(data, "active", 1, profile.players, "1.1") - 1
    turn = read_int(data, "turn", 1) if "turn" in data else LATE_TURN
    value = data["hands"]
    if not isinstance(value, (list, tuple)) or len(value) != profile.players:
        raise SituationError(("hands",), f"hands lists the {profile.players} hands, seats 1 to "
                                         f"{profile.players}", "1.1")
    located = []
    hands = []
    for i, item in enumerate(value):
        at = ("hands", i)
        hand = read_cards(item, at, empty_ok=True)
        hands.append(hand)
        located.append((at, hand, card_paths(item, at, hand)))
    piles = {}
    for name in ("stock", "discard"):
        item = data.get(name, "")
        piles[name] = read_cards(item, (name,), empty_ok=True)
        located.append(((name,), piles[name], card_paths(item, (name,), piles[name])))
    table, melds = read_table(data, "table", profile)
    check_possible(located + melds, profile)
    opened = _opened(data.get("opened", []), turn, profile)
    event, buyer = _event(data, profile)
    s = RunningOutSituation(
        round_, active, turn, tuple(hands), table, opened,
        piles["stock"][::-1], piles["discard"][::-1], event, buyer,
        reshuffles=read_reshuffles(data, profile))
    raise_first(problems(s, profile))
    return s


def _opened(value: Any, turn: int, profile: Profile) -> tuple[int | None, ...]:
    """Per seat, the turn it opened on (``None``: not opened), from ``opened``: the seats
    that have opened (a list: the turn is not said, 1 stands for it) or a mapping seat → the
    turn it opened on, before this one."""
    seats = range(1, profile.players + 1)
    if isinstance(value, Mapping):
        turns = {}
        for key, t in value.items():
            seat = int(key) if str(key).isdigit() else 0
            if seat not in seats or isinstance(t, bool) or not isinstance(t, int) or not (
                    1 <= t < turn):
                raise SituationError(("opened",), f"opened maps a seat, 1 to {profile.players}, "
                                                  f"to the turn it opened on, before turn "
                                                  f"{turn}", "1.1")
            turns[seat] = t
        return tuple(turns.get(seat) for seat in seats)
    if not isinstance(value, (list, tuple)) or any(
            isinstance(x, bool) or not isinstance(x, int) or x not in seats for x in value):
        raise SituationError(("opened",), f"opened lists seats, 1 to {profile.players}", "1.1")
    return tuple(1 if seat in value else None for seat in seats)


def _event(data: Mapping[str, Any], profile: Profile) -> tuple[str, int | None]:
    """``event`` (default ``draw``) and ``buyer`` (a seat from 1, as a seat from 0)."""
    event = data.get("event", "draw")
    if event not in EVENTS:
        raise SituationError(("event",), "event is " + ", ".join(EVENTS))
    buyer = data.get("buyer")
    if buyer is not None:
        buyer = read_int(data, "buyer", 1, profile.players, "1.1") - 1
    return event, buyer


def read_position(data: Mapping[str, Any], profile: Profile = CONTRATO) -> RunningOutSituation:
    """The situation from ``position`` (the engine's text of a round position,
    :meth:`RoundState.from_fen <generator.engine.state.RoundState.from_fen>`, at the start of
    a turn: phase ``D``), ``event`` and ``buyer``. Raises :class:`~.common.SituationError`
    at ``position`` for text that is no position (naming its field), cards or melds the
    engine refuses, a position of another profile or not at the start of a turn (5.1); then
    the :func:`problems` of the position."""
    data = require(data, ("position",), ("event", "buyer"))
    text = data["position"]
    if not isinstance(text, str):
        raise SituationError(("position",), "a position is one line of text (RoundState.fen)")
    try:
        state = RoundState.from_fen(text)
    except ContratoError as err:
        raise SituationError(("position",), str(err), err.clause) from None
    if state.profile.name != profile.name:
        raise SituationError(("position",), f"a position of the {state.profile.name} profile, "
                                            f"not {profile.name}")
    if state.phase is not Phase.DRAW:
        raise SituationError(("position",), "the position is at the start of a turn, before "
                                            "the draw (phase D)", "5.1")
    event, buyer = _event(data, profile)
    s = RunningOutSituation(
        state.round, state.active, state.turn, state.hands, tuple(t.meld for t in state.table),
        state.opened, state.stock, state.discard, event, buyer, state.seed, state.reshuffles)
    raise_first(problems(s, profile))
    return s


def position(s: RunningOutSituation, profile: Profile = CONTRATO, *,
             ascii: bool = False) -> str:
    """The situation's position as the engine's one line of text (``read({"position": …,
    "event": …})`` reads it back; ``ascii=True`` writes suits as letters, for links)."""
    return start(s, profile).fen(ascii=ascii)


def problems(s: RunningOutSituation, profile: Profile = CONTRATO) -> list[SituationError]:
    """What cannot be in the situation, in the order of its fields: the round's facts that
    cannot stand together (:func:`~.common.round_facts_problems`: a hand a seat cannot hold
    between turns — the deal plus 2 per purchase before opening, 2.2, 6.3; no card after
    opening, 5.5 —, an opening in round 7, D8, the first turn, a discard pile larger than the
    turn allows, cards that do not add up to the pack, 2.5), a buyer without ``event: buy``
    or the reverse, the active player buying (D3)."""
    out = round_facts_problems(RoundFacts(
        s.round, s.turn, tuple(len(h) for h in s.hands),
        tuple(t is not None for t in s.opened), len(s.stock), len(s.discard),
        paths=(("sizes", ("hands",)),)), profile)
    if (s.event == "buy") != (s.buyer is not None):
        out.append(SituationError(("buyer",), "a buyer goes with event: buy"))
    elif s.buyer == s.active:
        out.append(SituationError(("buyer",), "the active player may not buy", "D3"))
    return out


def start(s: RunningOutSituation, profile: Profile = CONTRATO) -> RoundState:
    """The state at the start of the active player's turn (phase ``DRAW``), the stock rebuilt
    ``s.reshuffles`` times so far."""
    state = make_round_state(
        s.round, s.hands, stock=s.stock, discard=s.discard,
        table=tuple(TableMeld(m, 0, 0) for m in s.table), opened=s.opened, active=s.active,
        turn=s.turn, seed=s.seed, profile=profile)
    return dataclasses.replace(state, reshuffles=s.reshuffles) if s.reshuffles else state


def play(s: RunningOutSituation, profile: Profile = CONTRATO) -> RoundState:
    """The state after the event: the take, or the draw and the buying window (the buyer
    buys when polled, everybody else passes). Raises :class:`~.common.SituationError` when
    the engine refuses the event (an empty discard pile: nothing to take or buy)."""
    try:
        state = start(s, profile)
        if s.event == "take":
            return apply(state, TakeDiscard())
        state = apply(state, DrawStock())
        bought = False
        while state.phase is Phase.BUY:
            seat = state.window.to_poll[0]
            if s.event == "buy" and seat == s.buyer and not bought:
                state = apply(state, Buy())
                bought = True
            else:
                state = apply(state, Pass())
    except ImpossibleCardsError as err:             # pragma: no cover (read checks 1.2)
        raise SituationError((), str(err), err.clause) from None
    except ContratoError as err:
        raise SituationError(("event",), err.reason, err.clause, placed=True) from None
    if s.event == "buy" and not bought:
        raise SituationError(("buyer",), "the buyer was never asked: the discard pile is "
                                         "empty", "5.1")
    return state


def _game_after(s: RunningOutSituation, profile: Profile = CONTRATO) -> GameState:
    """The game after the event, the situation's round played as a round of a game
    (:class:`~generator.engine.state.GameState`): when the round ends, the game deals the next
    round or is over (9.3). For :func:`verify`."""
    state = start(s, profile)
    game = GameState(profile, (state.dealer - s.round + 1) % profile.players, s.seed, (), state)
    if s.event == "take":
        return apply(game, TakeDiscard())
    game = apply(game, DrawStock())
    bought = False
    while not game.is_over and game.round.round == s.round and game.round.phase is Phase.BUY:
        seat = game.round.window.to_poll[0]
        buys = s.event == "buy" and seat == s.buyer and not bought
        game = apply(game, Buy() if buys else Pass())
        bought = bought or buys
    return game


def answer(s: RunningOutSituation, profile: Profile = CONTRATO) -> RunningOutAnswer:
    """What the event leads to, by the state machine (:func:`play`). Raises
    :class:`~.common.SituationError` when the engine refuses the event."""
    after = play(s, profile)
    if s.event == "take":
        return RunningOutAnswer(after, "take")
    buy = s.event == "buy"
    if after.is_over:
        piles = drawn_from(s)
        limit = needed_draw(piles.stock, piles.discard, reshuffles=s.reshuffles,
                            limit=profile.max_reshuffles).clause == "D14"
        return RunningOutAnswer(after, "round-ends", 0, buy and after.end_clause == "9.2" and (
            len(after.purchases) == 1 and after.purchases[0].penalty is None), limit,
            next_round(after.round, profile))
    if after.reshuffles > s.reshuffles:
        # the new stock: the discard pile but its top (a purchase took the old top first)
        pile = len(s.discard) - (1 if buy else 0)
        return RunningOutAnswer(after, "reshuffle", pile - 1, buy and not s.stock)
    return RunningOutAnswer(after, "draw", len(s.stock))


def drawn_from(s: RunningOutSituation) -> draw.DrawSituation:
    """The piles when the draw is needed: the stock, and the discard pile without the card a
    purchase took (the ``draw`` question's situation)."""
    return draw.DrawSituation(len(s.stock), len(s.discard) - (1 if s.event == "buy" else 0),
                              s.reshuffles)


def explain(s: RunningOutSituation, a: RunningOutAnswer,
            profile: Profile = CONTRATO) -> Explanation:
    """``running_out.take``, or the draw's own explanation (:func:`.draw.explain`) with the
    piles as they are when the draw is needed."""
    if a.outcome == "take":
        return explanation([Line("running_out.take", p(active=Seat(s.active)))], ("6.7",),
                           CLAUSES)
    piles = drawn_from(s)
    return draw.explain(piles, draw.answer(piles, profile), profile)


def verify(s: RunningOutSituation, a: RunningOutAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: the outcome is :func:`~generator.engine.running_out.
    needed_draw`'s for the piles when the draw is needed (a purchase's penalty card is a draw
    too: 6.3), the new stock has its size, and a round that ends scores every hand (9.2, 8.1).
    ``AssertionError`` otherwise."""
    if s.event == "take":
        if a.outcome != "take":
            raise AssertionError("taking the discard top needs no draw")
        return
    piles = drawn_from(s)
    expected = needed_draw(piles.stock, piles.discard, reshuffles=s.reshuffles,
                           limit=profile.max_reshuffles)
    if a.limit != (expected.clause == "D14"):
        raise AssertionError("the end of the round by the limit of rebuilds differs (D14)")
    if s.event == "draw" and a.outcome != expected.kind:
        raise AssertionError(f"needed_draw says {expected.kind}, the answer {a.outcome}")
    if s.event == "draw" and a.outcome == "reshuffle" and a.stock_size != expected.stock_size:
        raise AssertionError("the new stock's size differs from needed_draw's")
    if a.outcome == "round-ends":
        for seat, hand in enumerate(a.after.hands):
            if a.after.penalties[seat] != hand_penalty(hand):
                raise AssertionError("a penalty is not the hand's (9.2, 8.1)")
        # what follows, by the game's own state machine: the round played as a game's round
        game = _game_after(s, profile)
        following = None if game.is_over else game.round.round
        if a.next_round != following:
            raise AssertionError("the round after this one differs from the game's (9.3)")
