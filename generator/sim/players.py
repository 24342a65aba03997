"""Automatic players and whole games from a seed.

A player is any object with ``choose(state, moves, rng) -> move``: given a
:class:`~generator.engine.state.RoundState`, the legal moves of its seat
(:func:`~generator.engine.state.legal_moves`, as a sequence: :func:`play_game` hands a
:class:`LegalMoves`, listed only if the player looks) and a seeded :class:`random.Random`,
it returns one of those moves. Players only *choose*; every rule is enforced by the engine. The kinds
(:data:`PLAYER_KINDS`, as ``contrato simulate --players`` names them):

- ``random`` (:class:`RandomPlayer`) — a uniformly random legal move;
- ``basic`` (:class:`~.basic.BasicPlayer`) — the first automatic player, kept decision for
  decision: the same games as before the speed-ups, the reference they are measured on;
- ``greedy`` (:class:`~.greedy.GreedyPlayer`) — plays like people: counts the cards it lacks
  for the contract, keeps pairs and near-sequences, takes and buys only what brings it
  closer, opens and goes out as soon as it can;
- ``strong`` (:class:`~.strong.StrongPlayer`) — the greedy player with a memory and a
  sense of danger (see its module).

:func:`play_game` plays 7 rounds (9.3) from a seed; :func:`play_round` one round.
Same seed and players → the same game, move by move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence as SequenceABC
from dataclasses import dataclass, replace
from typing import Iterator, Protocol, Sequence

from ..engine.moves import Move
from ..engine.profile import CONTRATO, Profile
from ..engine.state import GameState, RoundState, apply, current_player, legal_moves, new_game
from .basic import BasicPlayer
from .greedy import GreedyPlayer
from .strong import StrongPlayer

__all__ = ["Player", "LegalMoves", "RandomPlayer", "BasicPlayer", "GreedyPlayer", "StrongPlayer", "PLAYER_KINDS",
           "make_players", "play_round", "play_game", "GameRecord"]


class Player(Protocol):
    def choose(self, state: RoundState, moves: Sequence[Move], rng: random.Random) -> Move:
        ...


class RandomPlayer:
    """Chooses uniformly among the legal moves."""

    name = "random"

    def choose(self, state: RoundState, moves: Sequence[Move], rng: random.Random) -> Move:
        return rng.choice(list(moves))


class LegalMoves(SequenceABC):
    """The legal moves of a state (:func:`~generator.engine.state.legal_moves`), listed on
    first use: what :func:`play_round` and :func:`play_game` hand a player. A sequence like
    the list itself (same moves, same order); a player that decides without looking at it
    (a draw, a buying answer, a discard when it knows it cannot lay down) spares the engine
    the listing. :func:`~generator.engine.state.apply` checks every move all the same."""

    __slots__ = ("_state", "_moves")

    def __init__(self, state: RoundState) -> None:
        self._state = state
        self._moves: list[Move] | None = None

    def _listed(self) -> list[Move]:
        if self._moves is None:
            self._moves = legal_moves(self._state)
        return self._moves

    def __len__(self) -> int:
        return len(self._listed())

    def __getitem__(self, index):
        return self._listed()[index]

    def __iter__(self) -> Iterator[Move]:
        return iter(self._listed())

    def __contains__(self, move) -> bool:
        return move in self._listed()

    def __eq__(self, other) -> bool:
        return list(self) == list(other) if isinstance(other, SequenceABC) else NotImplemented

    __hash__ = None

    def __repr__(self) -> str:
        return f"LegalMoves({self._listed()!r})"


#: The kinds of player by name.
PLAYER_KINDS = {"random": RandomPlayer, "basic": BasicPlayer, "greedy": GreedyPlayer,
                "strong": StrongPlayer}


def make_players(kinds: Sequence[str]) -> list[Player]:
    """Players from kind names (:data:`PLAYER_KINDS`); ``ValueError`` for another."""
    out = []
    for k in kinds:
        if k not in PLAYER_KINDS:
            raise ValueError(f"unknown player kind {k!r} (use: {', '.join(PLAYER_KINDS)})")
        out.append(PLAYER_KINDS[k]())
    return out


def play_round(state: RoundState, players: Sequence[Player], rng: random.Random, *,
               max_moves: int = 100_000) -> tuple[RoundState, list[Move]]:
    """Play a round to its end; returns the final state and the moves in order.

    ``max_moves`` is an assertion, not a rule: ruling D14 ends every round whose stock keeps
    being drawn from (at most three rebuilds, each of fewer cards than the pack), so a round
    goes on only while every turn takes the discard top, which the players of
    :data:`PLAYER_KINDS` are not made to do (each draws from the stock when the discard top
    does not help it); ``RuntimeError`` past it points to a bug."""
    moves_made: list[Move] = []
    while not state.is_over:
        if len(moves_made) >= max_moves:
            raise RuntimeError(f"round not over after {max_moves} moves")
        seat = current_player(state)
        move = players[seat].choose(state, LegalMoves(state), rng)
        state = apply(state, move)
        moves_made.append(move)
    return state, moves_made


@dataclass(frozen=True)
class GameRecord:
    """A finished game: the final :class:`GameState` and the number of moves made."""

    game: GameState
    moves: int


def play_game(seed: int, players: Sequence[Player], *, on_step=None,
              max_moves: int = 200_000, profile: Profile = CONTRATO) -> GameRecord:
    """Play a whole game of 7 rounds from ``seed`` with ``players`` (one per seat), under
    ``profile`` (this site's by default; house rules too).
    ``on_step(before, move, after)`` is called after every move (for checks and statistics).
    ``RuntimeError`` if the game is not over after ``max_moves``: an assertion kept from
    before ruling D14, which now ends every round whose stock keeps being drawn from (the
    stock is rebuilt at most three times, 9.1, D14); only players that never draw from the
    stock could still play for ever, and those of :data:`PLAYER_KINDS` draw from it whenever
    the discard top does not help them.
    """
    if len(players) != profile.players:
        raise ValueError(f"{len(players)} players: the profile has exactly {profile.players} "
                         f"(1.1)")
    game = new_game(random.Random(seed), profile)
    rng = random.Random(f"players:{seed}")
    count = 0
    if on_step is None:
        # the moves of a round applied to the round alone; its last move to the game (which
        # scores the round and deals the next: the same as applying every move to the game)
        while not game.is_over:
            state = game.round
            while True:
                if count >= max_moves:
                    raise RuntimeError(f"game {seed} not over after {max_moves} moves")
                move = players[current_player(state)].choose(state, LegalMoves(state), rng)
                count += 1
                after = apply(state, move)
                if after.is_over:
                    game = apply(replace(game, round=state), move)
                    break
                state = after
        return GameRecord(game, count)
    while not game.is_over:
        if count >= max_moves:
            raise RuntimeError(f"game {seed} not over after {max_moves} moves")
        state = game.round
        move = players[current_player(state)].choose(state, LegalMoves(state), rng)
        after = apply(game, move)
        on_step(game, move, after)
        game = after
        count += 1
    return GameRecord(game, count)
