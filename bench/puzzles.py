"""The puzzle generator's throughput: verified puzzles per second, per kind.

A separate section for the benchmark runner (:mod:`bench.run`): call :func:`bench_puzzles`
and print :func:`report` (a Markdown table), or run ``python -m bench.puzzles``.

For each kind, the kind's templates in ``puzzles/`` go through the whole chain —
generation (random families draw, solve and tag candidates), de-duplication, solving,
tagging, texts in pt/es/ca and verification — and the time is measured from a cold cache of
answers. The simulated rounds that "realistic" families sample from
(:mod:`generator.puzzles.games`) are shared by every kind: they are played once, first, and
timed on their own line.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass

from generator.puzzles import games
from generator.puzzles.generate import generate
from generator.puzzles.pipeline import dedupe, finish
from generator.puzzles.situation import KINDS
from generator.puzzles.solve import solve
from generator.puzzles.templates import TEMPLATES, load_config, load_templates

__all__ = ["KindThroughput", "PuzzleBench", "bench_puzzles", "report"]


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
class PuzzleBench:
    """The whole run: per kind, the shared simulated rounds (``games_seconds`` for
    ``games_rounds`` rounds), the seed."""

    kinds: tuple[KindThroughput, ...]
    games_rounds: int
    games_seconds: float
    seed: int

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
    for round_ in range(1, 8):
        played += len(games.rounds(seed, round_, config.games))
    games_seconds = time.perf_counter() - start
    results = []
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
    return PuzzleBench(tuple(results), played, games_seconds, seed)


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
