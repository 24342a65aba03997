"""The puzzle generator's throughput: verified puzzles per second, per kind.

A separate section for the benchmark runner (:mod:`bench.run`): call :func:`bench_puzzles`
and print :func:`report` (a Markdown table), or run ``python -m bench.puzzles``.

For each kind, the kind's templates in ``puzzles/`` go through the whole chain —
generation (random families draw, solve and tag candidates), de-duplication, solving,
tagging, texts in pt/es/ca and verification — and the time is measured from a cold cache of
answers. The simulated rounds that "realistic" families sample from
(:mod:`generator.puzzles.games`) are shared by every kind: they are played once, first, and
timed on their own line.

Realistic positions (issue 14): beside the throughput, :func:`shapes` sets the turn numbers
and hand sizes of the puzzles sampled from simulated rounds (``source: game``; retired ones
aside) beside those of the rounds themselves, for each table that plays them (``people``:
the automatic players; ``drift``: random play, which only ``running-out`` samples).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field

from generator.puzzles import games
from generator.puzzles.generate import generate
from generator.puzzles.pipeline import dedupe, finish
from generator.puzzles.situation import KINDS
from generator.puzzles.solve import solve
from generator.puzzles.templates import TEMPLATES, load_config, load_templates

__all__ = ["KindThroughput", "Shape", "PuzzleBench", "bench_puzzles", "shapes", "report"]


@dataclass(frozen=True)
class KindThroughput:
    """One kind: ``puzzles`` verified in ``seconds`` (best of the runs), ``candidates``
    situations generated before de-duplication."""

    kind: str
    puzzles: int
    candidates: int
    seconds: float

    @property
    def per_second(self) -> float:
        return self.puzzles / self.seconds if self.seconds else 0.0


@dataclass(frozen=True)
class Shape:
    """What a set of positions looks like: ``what`` they are, how many (``n``), the turn
    numbers and the hand sizes of the player to move (median and largest), and the mean
    number of players who have not opened."""

    what: str
    n: int
    turns: tuple[float, int]
    hands: tuple[float, int]
    closed: float


def _shape(what: str, rows: list[tuple[int, int, int]]) -> Shape:
    if not rows:
        return Shape(what, 0, (0, 0), (0, 0), 0.0)
    turns, hands, closed = zip(*rows)
    return Shape(what, len(rows), (statistics.median(turns), max(turns)),
                 (statistics.median(hands), max(hands)), statistics.fmean(closed))


def _situation_shape(s) -> tuple[int, int, int] | None:
    """``(turn, hand size, players not opened)`` of a sampled situation, where it shows
    them: the buy kind (turn, sizes, opened), running-out (turn, hands, opened), lay-off and
    joker-swap (the hand; turn and others' openings are not shown: 0)."""
    d = s.data
    if s.kind == "buy":
        return d.turn, d.sizes[d.active], sum(not o for o in d.opened)
    if s.kind == "running-out":
        return d.turn, len(d.hands[d.active]), sum(o is None for o in d.opened)
    if s.kind in ("lay-off", "joker-swap"):
        return 0, len(s.hand), 0
    return None


def shapes(seed: int, config, situations) -> tuple[Shape, ...]:
    """The positions of the simulated rounds, table by table (every state of rounds 1–7: the
    player to move), then the puzzles sampled from them, kind by kind (``situations``: the
    generator's, from ``source: game`` families, retired ones aside)."""
    out = []
    for table in games.TABLES:
        rows = [games.round_shape(st) for r in range(1, 8)
                for st in games.states(seed, r, config.games_of(table), table)]
        out.append(_shape(f"rounds played by `{table}` (every turn)", rows))
        ends = [games.round_shape(rd[-1]) for r in range(1, 8)
                for rd in games.rounds(seed, r, config.games_of(table), table)]
        out.append(_shape(f"rounds played by `{table}` (their last turn)", ends))
    by_kind: dict[str, list] = {}
    for s in situations:
        if "game" in s.template.split("/")[-1] and "retired" not in s.tags:
            shape = _situation_shape(s)
            if shape is not None:
                by_kind.setdefault(s.kind, []).append(shape)
    for kind, rows in by_kind.items():
        out.append(_shape(f"`{kind}` puzzles sampled", rows))
    return tuple(out)


@dataclass(frozen=True)
class PuzzleBench:
    """The whole run: per kind, the shared simulated rounds (``games_seconds`` for
    ``games_rounds`` rounds), the seed, and the shapes of the positions sampled
    (:func:`shapes`)."""

    kinds: tuple[KindThroughput, ...]
    games_rounds: int
    games_seconds: float
    seed: int
    shapes: tuple[Shape, ...] = field(default=())

    @property
    def total_puzzles(self) -> int:
        return sum(k.puzzles for k in self.kinds)

    @property
    def total_seconds(self) -> float:
        return sum(k.seconds for k in self.kinds) + self.games_seconds


def bench_puzzles(seed: int | None = None, repeat: int = 1, folder=TEMPLATES) -> PuzzleBench:
    """Time the generator kind by kind (best of ``repeat`` runs each). ``seed`` overrides
    the one of ``puzzles/config.yaml``."""
    config = load_config(folder)
    seed = config.seed if seed is None else seed
    templates = load_templates(folder)
    games.rounds.cache_clear()
    start = time.perf_counter()
    played = 0
    for table in games.TABLES:
        for round_ in range(1, 8):
            played += len(games.rounds(seed, round_, config.games_of(table), table))
    games_seconds = time.perf_counter() - start
    results = []
    sampled = []
    for kind in KINDS:
        mine = [t for t in templates if t.kind == kind]
        best, count, candidates = float("inf"), 0, 0
        for _ in range(max(1, repeat)):
            solve.cache_clear()
            start = time.perf_counter()
            situations = generate(mine, seed, config)
            kept, _ = dedupe(situations)
            puzzles = [finish(s) for s in kept]
            best = min(best, time.perf_counter() - start)
            count, candidates = len(puzzles), len(situations)
        results.append(KindThroughput(kind, count, candidates, best))
        sampled += kept
    return PuzzleBench(tuple(results), played, games_seconds, seed,
                       shapes(seed, config, sampled))


def report(result: PuzzleBench) -> str:
    """A Markdown section: one row per kind, then the shared simulated rounds and the total."""
    lines = ["## Puzzle generator", "",
             f"Seed {result.seed}; each kind from a cold cache of answers (generation, "
             f"solving, texts in three languages, verification).", "",
             "| kind | puzzles | seconds | verified puzzles / s |",
             "| --- | ---: | ---: | ---: |"]
    for k in result.kinds:
        lines.append(f"| {k.kind} | {k.puzzles} | {k.seconds:.3f} | {k.per_second:.1f} |")
    lines.append(f"| simulated rounds (shared, {result.games_rounds}) | — | "
                 f"{result.games_seconds:.3f} | — |")
    total = result.total_seconds
    lines.append(f"| **all** | **{result.total_puzzles}** | **{total:.3f}** | "
                 f"**{result.total_puzzles / total if total else 0:.1f}** |")
    if result.shapes:
        lines += ["", "Realistic positions: the turns and hand sizes of the puzzles sampled from "
                  "simulated rounds beside those of the rounds (`people`: the automatic "
                  "players, which `source: game` families sample; `drift`: random play, "
                  "sampled only by `running-out`, whose puzzles are about the stock running "
                  "out). Lay-off and joker-swap puzzles show no turn number.", "",
                  "| positions | n | turn: median | turn: max | hand: median | hand: max "
                  "| players not opened (mean) |",
                  "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for sh in result.shapes:
            lines.append(f"| {sh.what} | {sh.n} | {sh.turns[0]:g} | {sh.turns[1]} | "
                         f"{sh.hands[0]:g} | {sh.hands[1]} | {sh.closed:.2f} |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.puzzles", description=__doc__
                                     .split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=None, help="default: puzzles/config.yaml")
    parser.add_argument("--repeat", type=int, default=1, help="best of N runs per kind")
    args = parser.parse_args(argv)
    sys.stdout.write(report(bench_puzzles(args.seed, args.repeat)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
