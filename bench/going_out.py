"""The going-out search's speed on the positions puzzle sampling meets.

:func:`~generator.engine.going_out.go_out_plan` is asked, for every distinct position of the
seeded simulated rounds the puzzle generator samples from (:mod:`generator.puzzles.games`,
rounds 1–6, the seed and number of rounds of ``puzzles/config.yaml``), whether the player to
move — one who opened on an earlier turn — can lay off every card but one and discard the last
(5.5, 7.1, 7.2). Purchases make those hands grow well past the deal, and a hand with no way out
is the search's worst case: every order of the lay-offs that fit must be refuted. Times are
the best of ``repeat`` calls, grouped by the size of the hand. Run alone with
``python -m bench.going_out``.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field

from generator.engine.cards import Card, format_cards
from generator.engine.going_out import go_out_plan
from generator.engine.melds import Meld
from generator.engine.state import Phase, opened_before_this_turn

__all__ = ["Situation", "SizeRow", "GoingOutBench", "situations", "bench_going_out", "report"]

#: Hand sizes grouped in the report: (lowest, highest) cards in hand, after the draw.
BUCKETS = ((1, 4), (5, 8), (9, 12), (13, 16), (17, 99))


@dataclass(frozen=True)
class Situation:
    """A position: the round, the hand after the draw, the melds on the table."""

    round: int
    hand: tuple[Card, ...]
    table: tuple[Meld, ...]

    def text(self) -> str:
        return (f"round {self.round}, hand {format_cards(sorted(self.hand, key=Card.sort_key))}; "
                f"table {' / '.join(str(m) for m in self.table)}")


@dataclass
class SizeRow:
    """The positions with ``low``–``high`` cards in hand: how many, how many go out, the summed
    and the longest time (seconds), and the slowest position."""

    low: int
    high: int
    positions: int = 0
    ways_out: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    slowest_at: Situation | None = None

    def add(self, situation: Situation, seconds: float, way_out: bool) -> None:
        self.positions += 1
        self.ways_out += way_out
        self.seconds += seconds
        if seconds > self.slowest:
            self.slowest, self.slowest_at = seconds, situation


@dataclass
class GoingOutBench:
    """The whole section: one row per size of hand, the seed and the rounds sampled."""

    seed: int
    games: int
    rows: list[SizeRow] = field(default_factory=list)

    @property
    def total(self) -> SizeRow:
        tot = SizeRow(min(r.low for r in self.rows), max(r.high for r in self.rows))
        for r in self.rows:
            tot.positions += r.positions
            tot.ways_out += r.ways_out
            tot.seconds += r.seconds
            if r.slowest > tot.slowest:
                tot.slowest, tot.slowest_at = r.slowest, r.slowest_at
        return tot


def situations(seed: int, games: int) -> list[Situation]:
    """Every distinct position of the sampled rounds (1–6) where the player to move opened on
    an earlier turn, in the order met."""
    from generator.puzzles import games as sampled

    out, seen = [], set()
    for round_ in range(1, 7):
        for state in sampled.states(seed, round_, games, "drift"):
            if state.phase is not Phase.PLAY or not opened_before_this_turn(state):
                continue
            hand = state.hands[state.active]
            key = (round_, tuple(sorted(hand, key=Card.sort_key)), tuple(state.melds))
            if key not in seen:
                seen.add(key)
                out.append(Situation(round_, tuple(hand), tuple(state.melds)))
    return out


def bench_going_out(seed: int | None = None, games: int | None = None,
                    repeat: int = 3) -> GoingOutBench:
    """Time :func:`go_out_plan` on every position of :func:`situations` (best of ``repeat``).
    ``seed`` and ``games`` default to ``puzzles/config.yaml``'s."""
    from generator.puzzles.templates import load_config

    config = load_config()
    seed = config.seed if seed is None else seed
    games = config.games if games is None else games
    result = GoingOutBench(seed, games, [SizeRow(lo, hi) for lo, hi in BUCKETS])
    for sit in situations(seed, games):
        best, plan = float("inf"), None
        for _ in range(max(1, repeat)):
            start = time.perf_counter()
            plan = go_out_plan(sit.round, sit.hand, sit.table, opened_before_this_turn=True)
            best = min(best, time.perf_counter() - start)
        row = next(r for r in result.rows if r.low <= len(sit.hand) <= r.high)
        row.add(sit, best, plan is not None)
    result.rows = [r for r in result.rows if r.positions]
    return result


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}"


def report(result: GoingOutBench) -> str:
    """A Markdown section: one row per size of hand, a total, the slowest position."""
    lines = ["## Going-out search (positions of puzzle sampling)", "",
             f"Every distinct position of the simulated rounds 1–6 the puzzle generator samples "
             f"from (seed {result.seed}, {result.games} rounds of each) where the player to "
             f"move opened on an earlier turn: can they lay off all but one card and discard "
             f"the last (`go_out_plan`, 5.5, 7.1, 7.2)? Best of the calls on each position.", "",
             "| cards in hand | positions | way out | mean ms | slowest ms | calls/s |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    rows = result.rows + ([result.total] if result.rows else [])
    for i, r in enumerate(rows):
        last = i == len(rows) - 1
        label = "**all**" if last else (f"{r.low}–{r.high}" if r.high < 99 else f"{r.low}+")
        rate = f"{r.positions / r.seconds:,.0f}" if r.seconds else "—"
        mean = _ms(r.seconds / r.positions) if r.positions else "—"
        lines.append(f"| {label} | {r.positions} | {r.ways_out} | {mean} | {_ms(r.slowest)} "
                     f"| {rate} |")
    slow = result.total.slowest_at if result.rows else None
    if slow is not None:
        lines += ["", f"Slowest position ({_ms(result.total.slowest)} ms, "
                      f"{len(slow.hand)} cards): {slow.text()}."]
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.going_out",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=None, help="default: puzzles/config.yaml")
    parser.add_argument("--games", type=int, default=None,
                        help="simulated rounds per round number (default: puzzles/config.yaml)")
    parser.add_argument("--repeat", type=int, default=3, help="best of N calls (3)")
    args = parser.parse_args(argv)
    sys.stdout.write(report(bench_going_out(args.seed, args.games, args.repeat)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
