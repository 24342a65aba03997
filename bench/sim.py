"""Whole simulated games per second, through the simulation's own entry point.

The hook is :func:`find_game_player`: it looks for ``play_game`` in the modules of
:data:`GAME_MODULES` and, where the function takes players (``play_game(seed, players)``), builds
four players of one kind with the same module's ``make_players(kinds)``. A simulation that
moves or renames its entry point needs only :data:`GAME_MODULES` (or this function) updated.
When nothing is found the benchmark says "not available yet" and carries on.
"""

from __future__ import annotations

import importlib
import inspect
import time
import traceback
from dataclasses import dataclass
from typing import Callable

__all__ = ["GAME_MODULES", "PLAYER_KINDS", "SimResult", "find_game_player", "bench_games"]

#: Where a function ``play_game(seed[, players])`` playing one whole game (7 rounds, 4
#: players) is looked for, in order.
GAME_MODULES = ("generator.sim", "generator.sim.players", "generator.sim.game")
#: The kinds of automatic player timed, four of a kind at the table.
PLAYER_KINDS = ("greedy", "random")


@dataclass(frozen=True)
class SimResult:
    """One row of the simulation section. ``status`` is ``"ok"``, ``"not available yet"`` or
    ``"error"``; ``hook`` names the function; times in seconds."""

    status: str
    hook: str = ""
    players: str = ""
    games: int = 0
    moves: int = 0
    total: float = 0.0
    slowest: float = 0.0
    slowest_seed: int | None = None
    error: str = ""

    @property
    def games_per_second(self) -> float:
        return self.games / self.total if self.total else 0.0

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.total if self.total else 0.0


def find_game_player(kind: str) -> tuple[str, Callable[[int], object]] | None:
    """``(description, play)`` where ``play(seed)`` plays one whole game with four players of
    ``kind``; None if the simulation offers no such function yet."""
    for name in GAME_MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        play = getattr(module, "play_game", None)
        if not callable(play):
            continue
        params = list(inspect.signature(play).parameters)
        if len(params) >= 2 and params[1] == "players":
            make = getattr(module, "make_players", None)
            if not callable(make):
                continue
            players = make([kind] * 4)
            return (f"{name}.play_game(seed, 4 × {kind})",
                    lambda seed, play=play, players=players: play(seed, players))
        return f"{name}.play_game(seed)", play
    return None


def bench_games(games: int, seed: int, kind: str) -> SimResult:
    """Play ``games`` whole games from seeds ``seed``, ``seed + 1``, …; time each one."""
    found = find_game_player(kind)
    if found is None:
        return SimResult("not available yet", players=kind)
    hook, play = found
    total, slowest, slowest_seed, moves = 0.0, 0.0, None, 0
    for i in range(games):
        s = seed + i
        start = time.perf_counter()
        try:
            record = play(s)
        except Exception:  # a crashing game is reported, with the seed that reproduces it
            return SimResult("error", hook, kind, i, moves, total, slowest, slowest_seed,
                             f"{hook} with seed {s} raised:\n{traceback.format_exc()}")
        took = time.perf_counter() - start
        total += took
        moves += getattr(record, "moves", 0) or 0
        if took > slowest:
            slowest, slowest_seed = took, s
    return SimResult("ok", hook, kind, games, moves, total, slowest, slowest_seed)
