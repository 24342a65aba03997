"""Automatic players and whole games from a seed.

A player is any object with ``choose(state, moves, rng) -> move``: given a
:class:`~generator.engine.state.RoundState`, the list of legal moves of its seat
(:func:`~generator.engine.state.legal_moves`) and a seeded :class:`random.Random`, it returns
one of those moves. Players only *choose*; every rule is enforced by the engine.

- :class:`RandomPlayer` — a uniformly random legal move.
- :class:`GreedyPlayer` — goes out whenever the exact search finds a way
  (:func:`~generator.engine.going_out.go_out_plan`), opens as soon as it can (keeping the
  cheapest hand), lays off and swaps jokers whenever it can, takes or buys a discard top that
  helps, and discards its least useful, most expensive card.

:func:`play_game` plays 7 rounds (9.3) from a seed; :func:`play_round` one round.
Same seed and players → the same game, move by move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol, Sequence

from ..engine.cards import Card
from ..engine.going_out import go_out_plan
from ..engine.layoff import lay_off_targets
from ..engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Move, Pass, SwapJoker,
                            TakeDiscard)
from ..engine.opening import can_open
from ..engine.profile import MeldKind
from ..engine.scoring import card_penalty, hand_penalty
from ..engine.state import (GameState, Phase, RoundState, apply, current_player, legal_moves,
                            new_game, opened_before_this_turn)

__all__ = ["Player", "RandomPlayer", "GreedyPlayer", "PLAYER_KINDS", "make_players",
           "play_round", "play_game", "GameRecord"]


class Player(Protocol):
    def choose(self, state: RoundState, moves: Sequence[Move], rng: random.Random) -> Move:
        ...


class RandomPlayer:
    """Chooses uniformly among the legal moves."""

    name = "random"

    def choose(self, state: RoundState, moves: Sequence[Move], rng: random.Random) -> Move:
        return rng.choice(list(moves))


def _usefulness(card: Card, hand: Sequence[Card], state: RoundState, seat: int) -> float:
    """How much ``card`` helps ``seat`` (higher is better): a heuristic, not a rule."""
    if card.is_joker:
        return 100.0
    if state.opened[seat] is not None:
        fits = lay_off_targets(state.round, state.melds, card, opened_before_this_turn=True,
                               cards_left_after=1, profile=state.profile)
        return 50.0 if fits else 0.0
    contract = state.profile.contract(state.round)
    others = [c for c in hand if c is not card and not c.is_joker]
    score = 0.0
    if contract.groups:
        score += 3.0 * sum(c.rank == card.rank for c in others)
    if contract.sequences:
        for c in others:
            if c.suit == card.suit and c.rank != card.rank:
                gap = abs(c.rank - card.rank)
                gap = min(gap, abs(14 - c.rank if c.rank == 1 else 99),
                          abs(14 - card.rank) if card.rank == 1 else 99)
                if gap <= 3:
                    score += 2.0 / gap
    return score


def _worst(hand: Sequence[Card], state: RoundState, seat: int) -> Card:
    return min(hand, key=lambda c: (_usefulness(c, hand, state, seat), -card_penalty(c),
                                    c.sort_key()))


def _helps(card: Card, state: RoundState, seat: int) -> bool:
    hand = state.hands[seat]
    if card.is_joker:
        return True
    if state.opened[seat] is not None:
        return _usefulness(card, hand, state, seat) > 0
    if can_open(state.round, hand + (card,), state.profile):
        return True
    # worth taking only if it would not be the card thrown away next (no endless
    # take-and-discard of one card, which D10 allows)
    return _worst(hand + (card,), state, seat) is not card


class GreedyPlayer:
    """A simple strong-ish player (see the module doc). Deterministic given the state."""

    name = "greedy"

    def __init__(self, *, buy_limit: int = 16, patience: int = 200) -> None:
        #: no purchase once the hand holds this many cards ...
        self.buy_limit = buy_limit
        #: ... until the round has lasted this many turns: then every card is bought, so the
        #: stock runs out and the round ends (9.2) instead of cycling forever through 9.1
        self.patience = patience

    def choose(self, state: RoundState, moves: Sequence[Move], rng: random.Random) -> Move:
        seat = current_player(state)
        if state.phase is Phase.DRAW:
            top = state.discard[-1] if state.discard else None
            if top is not None and TakeDiscard() in moves and _helps(top, state, seat):
                return TakeDiscard()
            return DrawStock()
        if state.phase is Phase.BUY:
            top = state.discard[-1]
            if state.turn > self.patience:
                return Buy()
            if len(state.hands[seat]) < self.buy_limit and _helps(top, state, seat):
                return Buy()
            return Pass()
        hand = state.hands[seat]
        plan = go_out_plan(state.round, hand, state.melds,
                           opened_before_this_turn=opened_before_this_turn(state),
                           profile=state.profile)
        if plan is not None and plan.moves[0] in moves:
            return plan.moves[0]
        laydowns = [m for m in moves if isinstance(m, LayDown)]
        if laydowns:
            return min(laydowns, key=lambda m: _left_after(hand, m))
        swaps = [m for m in moves if isinstance(m, SwapJoker)]
        if swaps:
            return swaps[0]
        layoffs = [m for m in moves if isinstance(m, LayOff)]
        if layoffs:
            return max(layoffs, key=lambda m: (card_penalty(m.card), m.card.sort_key()))
        return Discard(_worst(hand, state, seat))


def _left_after(hand: Sequence[Card], laydown: LayDown) -> tuple:
    left = list(hand)
    for c in (c for m in laydown.melds for c in m.cards):
        left.remove(c.physical)
    groups = sum(m.kind is MeldKind.GROUP for m in laydown.melds)
    return (hand_penalty(left), groups)


PLAYER_KINDS = {"random": RandomPlayer, "greedy": GreedyPlayer}


def make_players(kinds: Sequence[str]) -> list[Player]:
    """Players from kind names (``"random"``, ``"greedy"``); ``ValueError`` for another."""
    out = []
    for k in kinds:
        if k not in PLAYER_KINDS:
            raise ValueError(f"unknown player kind {k!r} (use: {', '.join(PLAYER_KINDS)})")
        out.append(PLAYER_KINDS[k]())
    return out


def play_round(state: RoundState, players: Sequence[Player], rng: random.Random, *,
               max_moves: int = 100_000) -> tuple[RoundState, list[Move]]:
    """Play a round to its end; returns the final state and the moves in order."""
    moves_made: list[Move] = []
    while not state.is_over:
        if len(moves_made) >= max_moves:
            raise RuntimeError(f"round not over after {max_moves} moves")
        seat = current_player(state)
        move = players[seat].choose(state, legal_moves(state), rng)
        state = apply(state, move)
        moves_made.append(move)
    return state, moves_made


@dataclass(frozen=True)
class GameRecord:
    """A finished game: the final :class:`GameState` and the number of moves made."""

    game: GameState
    moves: int


def play_game(seed: int, players: Sequence[Player], *, on_step=None,
              max_moves: int = 200_000) -> GameRecord:
    """Play a whole game of 7 rounds from ``seed`` with ``players`` (one per seat).
    ``on_step(before, move, after)`` is called after every move (for checks and statistics).
    ``RuntimeError`` if the game is not over after ``max_moves`` (players that never draw from
    the stock could play forever: the rules end a round only by going out or by 9.2).
    """
    if len(players) != 4:
        raise ValueError(f"{len(players)} players: the profile has exactly 4 (1.1)")
    game = new_game(random.Random(seed))
    rng = random.Random(f"players:{seed}")
    count = 0
    while not game.is_over:
        if count >= max_moves:
            raise RuntimeError(f"game {seed} not over after {max_moves} moves")
        state = game.round
        move = players[current_player(state)].choose(state, legal_moves(state), rng)
        after = apply(game, move)
        if on_step is not None:
            on_step(game, move, after)
        game = after
        count += 1
    return GameRecord(game, count)
