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
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

__all__ = ["GAME_MODULES", "PLAYER_KINDS", "SimResult", "find_game_player", "bench_games"]

#: Where a function ``play_game(seed[, players])`` playing one whole game (7 rounds, 4
#: players) is looked for, in order.
GAME_MODULES = ("generator.sim", "generator.sim.players", "generator.sim.game")
#: The kinds of automatic player timed, four of a kind at the table.
PLAYER_KINDS = ("strong", "greedy", "basic", "random")


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


# -- issue 16: side by side, the new players, their strength ----------------------------------

#: The last commit before issue 16's speed-ups: its players are measured against today's.
BASELINE_COMMIT = "7c5455c9ee55a3a6814ecce75a2be7ae4076f92d"
#: Today's player kind that plays the baseline's games decision for decision, by the
#: baseline's kind name.
SAME_PLAYERS = {"greedy": "basic", "random": "random"}
#: The new players timed alone.
NEW_KINDS = ("greedy", "strong")
ROOT = Path(__file__).resolve().parents[1]
WORKER = Path(__file__).resolve().with_name("sim_worker.py")


@dataclass(frozen=True)
class Timed:
    """The games one worker process played: per game CPU seconds, wall seconds, moves and
    fingerprint."""

    kinds: str
    games: list[dict]

    @property
    def cpu(self) -> float:
        return sum(g["cpu"] for g in self.games)

    @property
    def per_cpu_second(self) -> float:
        return len(self.games) / self.cpu if self.cpu else 0.0

    @property
    def moves(self) -> float:
        return sum(g["moves"] for g in self.games) / max(1, len(self.games))


def _unpack_baseline(into: Path) -> bool:
    """The baseline commit's ``generator/`` unpacked under ``into``; False when git or the
    commit is not there (a shallow clone, an export)."""
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", BASELINE_COMMIT,
                                  "generator"], capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return False
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return True


def _start(code: Path, kinds: tuple[str, ...], seed: int, games: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(code), PYTHONHASHSEED="0")
    return subprocess.Popen([sys.executable, str(WORKER), ",".join(kinds), str(seed),
                             str(games)], cwd=str(code), env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _finish(proc: subprocess.Popen, kinds: tuple[str, ...]) -> Timed:
    out, err = proc.communicate()
    if proc.returncode:
        raise RuntimeError(f"{' '.join(kinds)}: the worker failed:\n{err}")
    return Timed(",".join(kinds), [json.loads(line) for line in out.splitlines() if line])


def bench_side_by_side(games: int, seed: int) -> dict:
    """Today's players on the baseline's code and on today's, two processes at a time (the
    same load for both), then the new players alone: ``{"pairs": [(baseline, today, same
    games)], "new": [Timed], "baseline": bool}``."""
    result = {"pairs": [], "new": [], "baseline": False}
    with tempfile.TemporaryDirectory(prefix="contrato-baseline-") as tmp:
        base = Path(tmp)
        result["baseline"] = _unpack_baseline(base)
        for old, new in SAME_PLAYERS.items():
            now = _start(ROOT, (new,) * 4, seed, games)
            before = _start(base, (old,) * 4, seed, games) if result["baseline"] else None
            today = _finish(now, (new,) * 4)
            then = _finish(before, (old,) * 4) if before else None
            same = None if then is None else sum(
                a["sha256"] == b["sha256"] for a, b in zip(then.games, today.games))
            result["pairs"].append((then, today, same))
    for kind in NEW_KINDS:
        a = _start(ROOT, (kind,) * 4, seed, (games + 1) // 2)
        b = _start(ROOT, (kind,) * 4, seed + (games + 1) // 2, games // 2)
        one, two = _finish(a, (kind,) * 4), _finish(b, (kind,) * 4)
        result["new"].append(Timed(one.kinds, one.games + two.games))
    return result


#: The script each callgrind run plays: ``KIND FIRST_SEED GAMES`` (0 games: the start-up alone).
_COUNTED = (
    "import sys\n"
    "from generator.sim.players import make_players, play_game\n"
    "kind, first, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])\n"
    "for seed in range(first, first + games):\n"
    "    play_game(seed, make_players([kind] * 4))\n")


def _instructions(code: Path, kind: str, seed: int, games: int) -> int | None:
    """The instructions (``valgrind --tool=callgrind``: counted, not timed, so the same
    whatever else the machine does) one process spends playing ``games`` games of four
    ``kind`` players from ``seed`` with the code under ``code``; ``None`` without valgrind."""
    env = dict(os.environ, PYTHONPATH=str(code), PYTHONHASHSEED="0")
    try:
        run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                              sys.executable, "-c", _COUNTED, kind, str(seed), str(games)],
                             cwd=str(code), env=env, capture_output=True, text=True)
    except OSError:
        return None
    for line in run.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    return None


def bench_instructions(games: int, seed: int) -> dict | None:
    """Instructions per game of the baseline's ``greedy`` and today's ``basic`` on the same
    seeds (start-up subtracted: a run of 0 games), two processes at a time: ``{"then": …,
    "today": …, "games": …}`` in instructions per game; ``None`` without valgrind or the
    baseline commit."""
    from concurrent.futures import ThreadPoolExecutor
    with tempfile.TemporaryDirectory(prefix="contrato-baseline-") as tmp:
        base = Path(tmp)
        if not _unpack_baseline(base):
            return None
        jobs = {("then", 0): (base, "greedy", 0), ("then", games): (base, "greedy", games),
                ("today", 0): (ROOT, "basic", 0), ("today", games): (ROOT, "basic", games)}
        with ThreadPoolExecutor(max_workers=2) as pool:
            done = {k: pool.submit(_instructions, code, kind, seed, n)
                    for k, (code, kind, n) in jobs.items()}
            counted = {k: f.result() for k, f in done.items()}
    if any(v is None for v in counted.values()):
        return None
    return {"games": games,
            "then": (counted[("then", games)] - counted[("then", 0)]) / games,
            "today": (counted[("today", games)] - counted[("today", 0)]) / games}


def report_instructions(counted: dict | None, seed: int) -> str:
    """The Markdown of the instructions section."""
    out = ["## Whole games, side by side, in instructions", ""]
    if counted is None:
        return "\n".join(out + ["Not measured: valgrind or the baseline commit is missing.",
                                 ""])
    then, today = counted["then"], counted["today"]
    out += ["| players | code | games | instructions per game (millions) |",
            "| --- | --- | ---: | ---: |",
            f"| `greedy` × 4 | `{BASELINE_COMMIT[:7]}` (before) | {counted['games']} | "
            f"{then / 1e6:,.0f} |",
            f"| `basic` × 4 | today | {counted['games']} | {today / 1e6:,.0f} |", "",
            f"Speed-up on the same games, in instructions: `basic` **{then / today:,.1f}×**.",
            "", f"Seeds {seed}, …; `valgrind --tool=callgrind` counts the instructions a "
            "process executes, so the count does not depend on what else runs on the machine "
            "(the CPU-seconds of the table above move by ±15 % with the load); the start-up "
            "(imports) is counted in a run of no game and taken away.", ""]
    return "\n".join(out)


def _won_by(args: tuple[int, tuple[str, ...], str]) -> float | None:
    """The share of ``kind``'s victory in one game; ``None`` for a game stopped by the move
    cap of :func:`~generator.sim.players.play_game`: a round nobody can end (every card still
    in play fits no meld on the table, and 9.1 reshuffles the discards for ever; seed 2873 of
    two greedy and two strong players is one)."""
    from generator.sim.stats import summarize_game
    seed, kinds, kind = args
    try:
        g = summarize_game(seed, kinds)
    except RuntimeError as err:
        if "not over after" in str(err):
            return None
        raise
    return sum(kinds[w] == kind for w in g.winners) / len(g.winners)


def bench_strength(games: int, seed: int, strong: str = "strong",
                   other: str = "greedy") -> dict:
    """``games`` games of two ``strong`` against two ``other`` players, seats alternating
    game by game: the share of games a ``strong`` player won (a shared victory counts by the
    share of its winners), with its 95% confidence interval (Wilson, scipy)."""
    from concurrent.futures import ProcessPoolExecutor

    from scipy.stats import binomtest

    a, b = (strong, other, strong, other), (other, strong, other, strong)
    tasks = [(seed + i, a if i % 2 == 0 else b, strong) for i in range(games)]
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = list(pool.map(_won_by, tasks, chunksize=8))
    shares = [x for x in results if x is not None]
    stopped = [seed + i for i, x in enumerate(results) if x is None]
    games = len(shares)
    won = sum(shares)
    ci = binomtest(round(won), games).proportion_ci(confidence_level=0.95, method="wilson")
    return {"strong": strong, "other": other, "games": games, "won": won,
            "share": won / games if games else 0.0, "low": ci.low, "high": ci.high,
            "stopped": stopped}


def report_issue16(side: dict, strength: dict, games: int, seed: int) -> str:
    """The Markdown of the side-by-side section and of the players' strength."""
    out = ["## Whole games, side by side: before issue 16 and now", ""]
    if not side["baseline"]:
        out += [f"The baseline commit `{BASELINE_COMMIT[:7]}` is not in this repository "
                "(a shallow clone?): only today's numbers are shown.", ""]
    rows = ["| players | code | games | games per CPU-second | moves per game | "
            "same games as before |", "| --- | --- | ---: | ---: | ---: | ---: |"]
    ratios = []
    for then, today, same in side["pairs"]:
        if then is not None:
            rows.append(f"| `{then.kinds.split(',')[0]}` × 4 | `{BASELINE_COMMIT[:7]}` "
                        f"(before) | {len(then.games)} | {then.per_cpu_second:,.2f} | "
                        f"{then.moves:,.0f} | — |")
        rows.append(f"| `{today.kinds.split(',')[0]}` × 4 | today | {len(today.games)} | "
                    f"{today.per_cpu_second:,.2f} | {today.moves:,.0f} | "
                    f"{'—' if same is None else f'{same} / {len(today.games)}'} |")
        if then is not None and then.per_cpu_second:
            ratios.append((today.kinds.split(",")[0],
                           today.per_cpu_second / then.per_cpu_second))
    for timed in side["new"]:
        rows.append(f"| `{timed.kinds.split(',')[0]}` × 4 | today (new player) | "
                    f"{len(timed.games)} | {timed.per_cpu_second:,.2f} | {timed.moves:,.0f} "
                    f"| — |")
    out += rows + [""]
    if ratios:
        out.append("Speed-up on the same games: " + "; ".join(
            f"`{k}` **{r:,.1f}×**" for k, r in ratios) + ".")
    out += ["", f"Seeds {seed}, {seed} + 1, …; the code of `{BASELINE_COMMIT[:7]}` (the last "
            "commit before issue 16) and today's play the same seeds in two processes at once, "
            "so that both see the same load; `basic` is today's name of that commit's "
            "`greedy`, and a game is the same when the SHA-256 of all its moves (seat and "
            "move) is. Games per CPU-second: games over the CPU time of the process playing "
            "them (per core, whatever else runs on the machine); the new players' games are "
            "shorter (rounds end sooner) and their thinking costlier.", ""]
    s = strength
    out += ["## The players' strength", "",
            f"{s['games']:,} games of two `{s['strong']}` against two `{s['other']}` players "
            f"(seats alternating from one game to the next; seeds {seed}, …): a "
            f"`{s['strong']}` player won **{100 * s['share']:.1f} %** of the games (95 % "
            f"confidence interval {100 * s['low']:.1f}–{100 * s['high']:.1f} %, Wilson, "
            f"`scipy.stats.binomtest`; a shared victory counts by the share of its "
            f"winners). Two players of one kind would win 50 %.", ""]
    if s.get("stopped"):
        out += [f"Not counted: {len(s['stopped'])} game(s) stopped by the move cap (seeds "
                f"{', '.join(map(str, s['stopped']))}): a round nobody can end — every card "
                "still in play fits no meld on the table, and 9.1 reshuffles the discard pile "
                "for ever (the rules have no other end; a real table would agree one).", ""]
    return "\n".join(out)


#: What the profile of issue 16 found before any speed-up (commit 7c5455c, 5 games of four
#: greedy players, cProfile): kept here, since every run of the bench replaces BENCHMARKS.md.
BEFORE = """Before issue 16 (commit `7c5455c`, cProfile of 5 games of four `greedy`, today's
`basic`): the opening solver took about three quarters of a game, mostly to answer "no" —
`can_open` 40 % (one call per poll of every seat, from the players), `opening_laydowns` 38 %
(every lay-down listed at every turn of a player who had not opened, even when there was
none), within them the candidate melds rebuilt at every call (`_sequence_candidates` 40 %,
`_group_candidates` 13 %, a million `Card` objects per game, 11 %); the players' quadratic
usefulness 13 %; the round-7 listing again in `go_out_plan` 10 %; the pack check of the same
hand in every call 8 %; `apply` itself 6 %. So: a count search answers "can it open?" without
listing (`engine/shortfall.py`), the listing starts only when the answer is yes, cards are
indexed without hashing, legal moves are worked out once per state, transitions copy the
state once, and the first player looks at a hand again only when it changes. The lay-downs at
exact lengths (5.2) are listed on card indices from constant cards, a meld built only when a
lay-down holds it (`opening._search_exact_keyed`; the general search of issue 18 for the
profiles that lay longer melds down), and the pack's cards are made once."""


def profile_games(kind: str = "strong", games: int = 3, seed: int = 2026, *,
                  heading: bool = True) -> str:
    """Where today's games spend their time: cProfile of ``games`` games of four ``kind``,
    the functions with the largest cumulative share (a call inside another counts in both);
    with ``heading``, the section's title and, after the table, what the profile before
    issue 16 found."""
    import cProfile
    import pstats

    from generator.sim.players import make_players, play_game

    prof = cProfile.Profile(time.process_time)
    prof.enable()
    for s in range(seed, seed + games):
        play_game(s, make_players([kind] * 4))
    prof.disable()
    stats = pstats.Stats(prof)
    total = sum(v[2] for v in stats.stats.values()) or 1.0
    rows = []
    for (path, line, name), (_, calls, _, cum, _) in stats.stats.items():
        if "/generator/" not in path or name.startswith("<"):
            continue
        where = path.split("/generator/", 1)[1]
        rows.append((cum / total, calls, f"`{where}:{name}`"))
    rows.sort(reverse=True)
    out = ["## Where a whole game's time goes", ""] if heading else []
    out += [f"Today: cProfile of {games} games of four `{kind}` players (seeds {seed}, …), "
            "each function's cumulative time as a share of the whole:", "",
            "| function | calls | share |", "| --- | ---: | ---: |"]
    out += [f"| {name} | {calls:,} | {100 * share:.0f} % |" for share, calls, name in rows[:14]]
    out += ["", BEFORE, ""] if heading else [""]
    return "\n".join(out)
