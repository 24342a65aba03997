"""Statistics of whole simulated games (issue 3): what happens in each round, over many games.

The engine is not touched: :class:`RoundObserver` is the ``on_step`` hook of
:func:`~generator.sim.players.play_game`. When a round ends it reads the round's final
:class:`~generator.engine.state.RoundState` (the state the ending move leads to) and keeps a
:class:`RoundSummary`: who opened (lay down, 5.2) and on which turn, how the round ended
(8.1 or 9.2), the penalties (8.1), purchases (6.2), reshuffles of the discard pile (9.1).

- :func:`summarize_game` — one game from a seed → :class:`GameSummary`;
- :func:`play_games` — games with seeds ``seed``, ``seed + 1``, …, optionally in several
  processes (same result, in seed order) and with a progress bar on standard error;
  :func:`start_games` starts them in the background (the site build goes on meanwhile);
- :func:`aggregate` — the summaries → a JSON-ready dict of statistics (:data:`FORMAT`).

Same seed, game count and player kinds → the same statistics, whatever the number of
processes. Averages are rounded to :data:`DIGITS` decimals.

>>> g = summarize_game(3, ["random"] * 4)
>>> [r.round for r in g.rounds]
[1, 2, 3, 4, 5, 6, 7]
>>> g.totals == [sum(r.penalties[s] for r in g.rounds) for s in range(4)]
True
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Iterable, Sequence

from ..engine.moves import SwapJoker
from ..engine.profile import CONTRATO
from ..engine.scoring import winners
from ..engine.state import RoundState, apply
from .players import make_players, play_game

__all__ = ["FORMAT", "DIGITS", "RoundSummary", "GameSummary", "RoundObserver", "mean_ci",
           "share_ci",
           "summarize_game", "play_games", "start_games", "GamesInProgress", "aggregate",
           "own_turn"]

#: Version of the dict :func:`aggregate` returns (part of the site's cache key).
FORMAT = 2
#: Decimals kept in averages and shares.
DIGITS = 2


def own_turn(turn: int, players: int = CONTRATO.players) -> int:
    """The player's own turn number (1 = their first turn of the round) for the round's turn
    number ``turn`` (1 = the first player's first turn; play goes clockwise, 2.4).

    >>> [own_turn(t) for t in (1, 4, 5, 9)]
    [1, 1, 2, 3]
    """
    return (turn - 1) // players + 1


@dataclass(frozen=True)
class RoundSummary:
    """What happened in one finished round.

    - ``round`` (1–7), ``dealer`` (seat 0–3), ``turns``: the number of the last turn played;
    - ``openings``: ``(seat, turn)`` for every player who laid down the contract (5.2, 7.4),
      in the order they opened; ``turn`` is the round's turn number (see :func:`own_turn`);
    - ``went_out``: the seat that went out (8.1), ``None`` when no draw was possible (9.2);
      ``end_clause``: ``"8.1"`` or ``"9.2"``;
    - ``penalties``: per seat, points (8.1, 8.2, 9.2);
    - ``purchases``: purchases out of turn (6.2, 6.3); ``reshuffles``: times the discard pile
      became the stock (9.1); ``joker_swaps`` (7.1); ``moves``: moves of the round.
    """

    round: int
    dealer: int
    turns: int
    openings: tuple[tuple[int, int], ...]
    went_out: int | None
    end_clause: str
    penalties: tuple[int, ...]
    purchases: int
    reshuffles: int
    joker_swaps: int
    moves: int

    @classmethod
    def from_state(cls, final: RoundState, *, joker_swaps: int, moves: int) -> "RoundSummary":
        """The summary of a round from its final state (phase ``OVER``); ``ValueError`` for
        a round still being played."""
        if not final.is_over:
            raise ValueError(f"round {final.round} is not over")
        openings = sorted(((s, t) for s, t in enumerate(final.opened) if t is not None),
                          key=lambda st: (st[1], st[0]))
        return cls(round=final.round, dealer=final.dealer, turns=final.turn,
                   openings=tuple(openings), went_out=final.went_out,
                   end_clause=final.end_clause, penalties=tuple(final.penalties),
                   purchases=len(final.purchases), reshuffles=final.reshuffles,
                   joker_swaps=joker_swaps, moves=moves)


@dataclass(frozen=True)
class GameSummary:
    """One finished game: its ``seed``, the ``players`` kinds by seat, ``moves`` made, the
    seven :class:`RoundSummary` ``rounds``, ``totals`` per seat (8.4) and ``winners``
    (seats with the lowest total, 9.3, 9.4)."""

    seed: int
    players: tuple[str, ...]
    moves: int
    rounds: tuple[RoundSummary, ...]
    totals: list[int]
    winners: list[int]


class RoundObserver:
    """``on_step(before, move, after)`` for :func:`~generator.sim.players.play_game` (game
    states): keeps a :class:`RoundSummary` of every round that ends, in :attr:`rounds`."""

    def __init__(self) -> None:
        self.rounds: list[RoundSummary] = []
        self._moves = 0
        self._swaps = 0

    def __call__(self, before, move, after) -> None:
        self._moves += 1
        self._swaps += isinstance(move, SwapJoker)
        if len(after.results) == len(before.results):
            return
        # the round ended with this move: its final state, read again from the engine
        final = apply(before.round, move)
        self.rounds.append(RoundSummary.from_state(final, joker_swaps=self._swaps,
                                                   moves=self._moves))
        self._moves = self._swaps = 0


def summarize_game(seed: int, kinds: Sequence[str]) -> GameSummary:
    """Play the game of ``seed`` with players of ``kinds`` (one per seat,
    :func:`~generator.sim.players.make_players`) and summarize it."""
    observer = RoundObserver()
    record = play_game(seed, make_players(kinds), on_step=observer)
    totals = [sum(r.penalties[s] for r in observer.rounds) for s in range(len(kinds))]
    return GameSummary(seed=seed, players=tuple(kinds), moves=record.moves,
                       rounds=tuple(observer.rounds), totals=totals, winners=winners(totals))


#: Games per task of the worker processes: small enough that the cores share the work evenly
#: and the progress bar moves, large enough that a task's overhead does not count.
CHUNK = 10


class GamesInProgress:
    """Games being played by :func:`start_games`: in worker processes (one per core), or
    not yet (one process: :meth:`collect` plays them). :meth:`collect` waits for them and
    returns their summaries in seed order; :meth:`cancel` gives them up."""

    def __init__(self, games: int, seed: int, kinds: tuple[str, ...], jobs: int) -> None:
        self.games, self.seed, self.kinds = games, seed, kinds
        self._pool: ProcessPoolExecutor | None = None
        self._tasks: list = []
        if jobs > 1 and games > 1:
            tasks = [(seed + start, min(CHUNK, games - start), kinds)
                     for start in range(0, games, CHUNK)]
            self._pool = ProcessPoolExecutor(max_workers=min(jobs, len(tasks)))
            self._tasks = [self._pool.submit(_summarize_chunk, t) for t in tasks]

    def collect(self, *, progress: bool = False, desc: str = "games") -> list[GameSummary]:
        """The summaries, in seed order (a progress bar on standard error when ``progress``
        and it is a terminal)."""
        from tqdm import tqdm
        bar = tqdm(total=self.games, desc=desc, unit="game", file=sys.stderr, leave=False,
                   disable=not progress or not sys.stderr.isatty())
        out: list[GameSummary] = []
        try:
            if self._pool is None:
                for s in range(self.seed, self.seed + self.games):
                    out.append(summarize_game(s, self.kinds))
                    bar.update()
            else:
                for task in self._tasks:
                    part = task.result()
                    out += part
                    bar.update(len(part))
        finally:
            bar.close()
            self.cancel()
        return out

    def cancel(self) -> None:
        """Stop the worker processes (the games not started are dropped; nothing to do once
        collected)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


def _summarize_chunk(task: tuple[int, int, tuple[str, ...]]) -> list[GameSummary]:
    first, count, kinds = task
    return [summarize_game(s, kinds) for s in range(first, first + count)]


def start_games(games: int, seed: int, kinds: Sequence[str], *,
                jobs: int = 1) -> GamesInProgress:
    """Start the games of :func:`play_games` in ``jobs`` worker processes (``0``: one per
    core) in chunks of :data:`CHUNK` consecutive seeds, and return at once: the caller goes on
    with other work and calls :meth:`GamesInProgress.collect` when it needs the summaries.
    ``ValueError`` as :func:`play_games`, before any process starts."""
    if not isinstance(games, int) or isinstance(games, bool) or games < 0:
        raise ValueError(f"the number of games must be a whole number ≥ 0, not {games!r}")
    kinds = tuple(kinds)
    make_players(kinds)                 # unknown kinds fail here, before any process starts
    if len(kinds) != CONTRATO.players:
        raise ValueError(f"{len(kinds)} players: the profile has exactly "
                         f"{CONTRATO.players} (1.1)")
    jobs = (os.cpu_count() or 1) if jobs == 0 else max(1, jobs)
    return GamesInProgress(games, seed, kinds, jobs)


def play_games(games: int, seed: int, kinds: Sequence[str], *, jobs: int = 1,
               progress: bool = False, desc: str = "games") -> list[GameSummary]:
    """Summaries of ``games`` games with seeds ``seed``, ``seed + 1``, …, in that order.

    ``jobs`` processes play them (``0``: one per core) in chunks of consecutive seeds; the
    result does not depend on it. ``progress`` shows a progress bar (tqdm) on standard error
    when it is a terminal. ``ValueError`` for a negative count or an unknown player kind.
    """
    return start_games(games, seed, kinds, jobs=jobs).collect(progress=progress, desc=desc)


def _avg(total: float, n: int) -> float | None:
    return round(total / n, DIGITS) if n else None


def mean_ci(values: Sequence[float], level: float = 0.95) -> list[float] | None:
    """The ``level`` confidence interval ``[low, high]`` of the mean of ``values`` (Student's
    t, :func:`scipy.stats.t.interval`; the games are independent), rounded to :data:`DIGITS`
    decimals (not below 0 for values that are not); ``None`` for no value, the mean itself
    twice when they are all equal or one.

    >>> mean_ci([2, 4, 6, 8])
    [0.89, 9.11]
    """
    n = len(values)
    if not n:
        return None
    mean = sum(values) / n
    if n == 1 or all(v == values[0] for v in values):
        return [round(mean, DIGITS)] * 2
    from scipy import stats
    low, high = stats.t.interval(level, n - 1, loc=mean, scale=stats.sem(values))
    if min(values) >= 0:
        low = max(0.0, low)                     # counts and points are never negative
    return [round(float(low), DIGITS), round(float(high), DIGITS)]


def share_ci(count: int, n: int, level: float = 0.95) -> list[float] | None:
    """The ``level`` confidence interval ``[low, high]`` of the share ``count / n`` (Wilson,
    :func:`scipy.stats.binomtest`), as fractions rounded to 4 decimals; ``None`` when
    ``n`` is 0.

    >>> share_ci(30, 40)
    [0.5981, 0.8581]
    """
    if not n:
        return None
    from scipy import stats
    ci = stats.binomtest(count, n).proportion_ci(confidence_level=level, method="wilson")
    return [round(float(ci.low), 4), round(float(ci.high), 4)]


def aggregate(summaries: Iterable[GameSummary], *, seed: int, kinds: Sequence[str],
              rounds: int = CONTRATO.rounds) -> dict:
    """The statistics of the games, JSON-ready (:data:`FORMAT` 2):

    - ``games``, ``seed``, ``players`` (kinds by seat), ``format``;
    - per seat: ``average_total`` (8.4), ``victories`` (a shared victory counts for every
      winner, 9.4); ``shared_victories``: games won by more than one seat;
    - ``winning_total``: ``{"average", "ci", "lowest", "highest"}`` of the winners' total per
      game; ``average_total_ci``: of a player's total;
    - ``rounds_went_out`` / ``rounds_without_draw``: rounds ended by 8.1 / by 9.2;
    - per game: ``moves_per_game``, ``purchases_per_game``, ``joker_swaps_per_game``;
    - ``rounds``: one entry per round 1–7 with, over all games: ``openings`` (players who laid
      down the contract), ``openers_per_round`` (average, 0–4), ``opened_share`` (of the
      players), ``rounds_with_opening``, ``opening_turn`` (average own turn of an opening, see
      :func:`own_turn`; ``None`` if nobody opened), ``went_out``, ``no_draw`` (9.2),
      ``penalty_per_player`` (average), ``penalty_highest``, ``penalties`` (sum over all
      players and games), ``purchases`` and ``purchases_per_round``,
      ``rounds_with_purchase``, ``reshuffles`` and ``reshuffles_per_round``,
      ``rounds_with_reshuffle``, ``rounds_stock_ran_out`` (a needed draw found the stock
      empty: the discard pile was reshuffled, 9.1, or the round ended, 9.2),
      ``turns_per_round`` (average); ``ci``: the 95% confidence intervals of the averages
      (:func:`mean_ci`) and of the shares of rounds (:func:`share_ci`, as fractions) by key.

    Counts are whole numbers; averages are rounded to :data:`DIGITS` decimals.
    """
    summaries = list(summaries)
    kinds = list(kinds)
    seats = len(kinds)
    n = len(summaries)
    totals = [0] * seats
    wins = [0] * seats
    shared = 0
    winning: list[int] = []
    moves = purchases = swaps = 0
    per_round: dict[int, list[RoundSummary]] = {r: [] for r in range(1, rounds + 1)}
    for g in summaries:
        for s in range(seats):
            totals[s] += g.totals[s]
        for s in g.winners:
            wins[s] += 1
        shared += len(g.winners) > 1
        winning.append(min(g.totals))
        moves += g.moves
        for r in g.rounds:
            per_round[r.round].append(r)
            purchases += r.purchases
            swaps += r.joker_swaps
    ends = Counter(r.end_clause for rs in per_round.values() for r in rs)
    table = []
    for rnd, rs in per_round.items():
        k = len(rs)
        openings = [t for r in rs for _, t in r.openings]
        penalties = [p for r in rs for p in r.penalties]
        table.append({
            "round": rnd,
            "openings": len(openings),
            "openers_per_round": _avg(len(openings), k),
            "opened_share": _avg(len(openings), k * seats),
            "rounds_with_opening": sum(bool(r.openings) for r in rs),
            "opening_turn": _avg(sum(own_turn(t, seats) for t in openings), len(openings)),
            "went_out": sum(r.end_clause == "8.1" for r in rs),
            "no_draw": sum(r.end_clause == "9.2" for r in rs),
            "penalties": sum(penalties),
            "penalty_per_player": _avg(sum(penalties), len(penalties)),
            "penalty_highest": max(penalties, default=None),
            "purchases": sum(r.purchases for r in rs),
            "purchases_per_round": _avg(sum(r.purchases for r in rs), k),
            "rounds_with_purchase": sum(r.purchases > 0 for r in rs),
            "reshuffles": sum(r.reshuffles for r in rs),
            "reshuffles_per_round": _avg(sum(r.reshuffles for r in rs), k),
            "rounds_with_reshuffle": sum(r.reshuffles > 0 for r in rs),
            "rounds_stock_ran_out": sum(r.reshuffles > 0 or r.end_clause == "9.2" for r in rs),
            "turns_per_round": _avg(sum(r.turns for r in rs), k),
            # 95% confidence intervals (games are independent; a round's numbers are one
            # draw each): of the means over rounds, and of the shares of rounds
            "ci": {
                "openers_per_round": mean_ci([len(r.openings) for r in rs]),
                "opening_turn": mean_ci([own_turn(t, seats) for t in openings]),
                "penalty_per_player": mean_ci([sum(r.penalties) / seats for r in rs]),
                "purchases_per_round": mean_ci([r.purchases for r in rs]),
                "reshuffles_per_round": mean_ci([r.reshuffles for r in rs]),
                "turns_per_round": mean_ci([r.turns for r in rs]),
                "went_out": share_ci(sum(r.end_clause == "8.1" for r in rs), k),
                "no_draw": share_ci(sum(r.end_clause == "9.2" for r in rs), k),
                "rounds_with_purchase": share_ci(sum(r.purchases > 0 for r in rs), k),
                "rounds_stock_ran_out": share_ci(
                    sum(r.reshuffles > 0 or r.end_clause == "9.2" for r in rs), k),
            },
        })
    return {
        "format": FORMAT,
        "games": n, "seed": seed, "players": kinds,
        "average_total": [_avg(t, n) if n else 0.0 for t in totals],
        "average_total_ci": mean_ci([sum(g.totals) / seats for g in summaries]),
        "victories": wins,
        "shared_victories": shared,
        "winning_total": {"average": _avg(sum(winning), n), "ci": mean_ci(winning),
                          "lowest": min(winning, default=None),
                          "highest": max(winning, default=None)},
        "rounds_went_out": ends["8.1"], "rounds_without_draw": ends["9.2"],
        "moves_per_game": round(moves / n, 1) if n else 0.0,
        "purchases_per_game": _avg(purchases, n) if n else 0.0,
        "joker_swaps_per_game": _avg(swaps, n) if n else 0.0,
        "rounds": table,
    }
