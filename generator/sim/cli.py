"""``contrato simulate``: play whole games with automatic players and print statistics.

For the whole run: per seat the average total penalty and victories (a shared victory counts
for every winner, 9.4), the winners' totals, how rounds ended (somebody went out, 8.1, or no
draw was possible, 9.2), moves, purchases and joker swaps per game. Then one line per round
(contract 4.1): how many players opened (laid down the contract, 5.2) and on which of their own
turns on average, how the rounds ended, the average penalty per player (8.1), purchases out of
turn (6.2), and how often the stock ran out and the discard pile was reshuffled (9.1).

The numbers come from :mod:`generator.sim.stats`; same arguments → the same output, whatever
``--jobs``. A progress bar goes to standard error when it is a terminal, unless ``--quiet``.
"""

from __future__ import annotations

import json
import sys

from ..engine.profile import CONTRATO
from .players import make_players
from .stats import aggregate, play_games

#: Columns of the per-round table: (heading, key in a round's statistics, format).
ROUND_COLUMNS = (
    ("opened", "openers_per_round", "{:.2f}"),
    ("turn", "opening_turn", "{:.1f}"),
    ("out", "went_out", "{}"),
    ("9.2", "no_draw", "{}"),
    ("penalty", "penalty_per_player", "{:.1f}"),
    ("bought", "purchases_per_round", "{:.2f}"),
    ("stock ran out", "rounds_stock_ran_out", "{}"),
    ("reshuffles", "reshuffles_per_round", "{:.2f}"),
)


def contract_label(round_: int) -> str:
    """A short name of the round's contract (4.1): ``"2G"``, ``"G+S"``, ``"3S"``…

    >>> [contract_label(r) for r in range(1, 8)]
    ['2G', 'G+S', '2S', '3G', '2G+S', 'G+2S', '3S']
    """
    c = CONTRATO.contract(round_)
    parts = [f"{n if n > 1 else ''}{x}" for n, x in ((c.groups, "G"), (c.sequences, "S")) if n]
    return "+".join(parts)


def simulate(games: int, seed: int, kinds: list[str], *, jobs: int = 1,
             progress: bool = False, scheduler: str | None = None, workers: int = 0) -> dict:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, … and return the statistics of
    :func:`generator.sim.stats.aggregate` (a JSON-ready dict): in ``jobs`` processes, or on
    the Dask cluster of ``scheduler``, or on a local one of ``workers`` processes
    (:mod:`generator.sim.distributed`): the same numbers in every case. ``ValueError`` for a
    bad count or player kind."""
    if scheduler or workers:
        from .distributed import play_games_distributed
        make_players(kinds)                          # unknown kinds fail here
        summaries = play_games_distributed(games, seed, kinds, scheduler=scheduler,
                                           workers=workers or 2)
    else:
        summaries = play_games(games, seed, kinds, jobs=jobs, progress=progress,
                               desc="simulate")
    return aggregate(summaries, seed=seed, kinds=kinds)


def _fmt(fmt: str, value) -> str:
    return "—" if value is None else fmt.format(value)


def format_report(stats: dict) -> str:
    """The statistics as the text ``contrato simulate`` prints (English, one fact a line, then
    the per-round table)."""
    kinds = stats["players"]
    lines = [f"{stats['games']} games from seed {stats['seed']}, players: {', '.join(kinds)}"]
    for s, kind in enumerate(kinds):
        lines.append(f"  seat {s + 1} ({kind}): average total {stats['average_total'][s]}, "
                     f"victories {stats['victories'][s]}")
    w = stats["winning_total"]
    lines.append(f"  winners' totals: average {_fmt('{}', w['average'])}, lowest "
                 f"{_fmt('{}', w['lowest'])}, highest {_fmt('{}', w['highest'])}; shared "
                 f"victories (9.4): {stats['shared_victories']}")
    lines.append(f"  rounds ended by going out (8.1): {stats['rounds_went_out']}, with no draw "
                 f"possible (9.2): {stats['rounds_without_draw']}")
    lines.append(f"  per game: {stats['moves_per_game']} moves, {stats['purchases_per_game']} "
                 f"purchases, {stats['joker_swaps_per_game']} joker swaps")
    lines.append("")
    lines.append("Per round (averages per round played; 'opened': players who laid down the "
                 "contract, of 4;")
    lines.append("'turn': their own turn of the opening; 'out'/'9.2': rounds ended so; "
                 "'penalty': per player;")
    lines.append("'bought': purchases out of turn; 'stock ran out': rounds where a draw "
                 "found the stock empty, 9.1 or 9.2):")
    head = ["round", "contract"] + [c[0] for c in ROUND_COLUMNS]
    rows = [[str(r["round"]), contract_label(r["round"])]
            + [_fmt(fmt, r[key]) for _, key, fmt in ROUND_COLUMNS] for r in stats["rounds"]]
    widths = [max(len(x) for x in col) for col in zip(head, *rows)]
    for row in [head] + rows:
        cells = [row[0].rjust(widths[0]), row[1].ljust(widths[1])]
        cells += [x.rjust(wd) for x, wd in zip(row[2:], widths[2:])]
        lines.append("  " + "  ".join(cells).rstrip())
    return "\n".join(lines)


def run(args) -> int:
    kinds = [k.strip() for k in args.players.split(",")]
    if len(kinds) != 4:
        print(f"contrato simulate: --players needs 4 kinds, got {len(kinds)} (rule 1.1)",
              file=sys.stderr)
        return 2
    if args.games < 0:
        print("contrato simulate: --games must be ≥ 0", file=sys.stderr)
        return 2
    jobs = getattr(args, "jobs", 1)
    if jobs < 0:
        print("contrato simulate: --jobs must be ≥ 0 (0: one per core)", file=sys.stderr)
        return 2
    workers = getattr(args, "workers", 0) or 0
    if workers < 0:
        print("contrato simulate: --workers must be ≥ 0", file=sys.stderr)
        return 2
    try:
        stats = simulate(args.games, args.seed, kinds, jobs=jobs,
                         progress=not getattr(args, "quiet", False),
                         scheduler=getattr(args, "scheduler", None), workers=workers)
    except ImportError as err:
        print(f"contrato simulate: {err}", file=sys.stderr)
        return 2
    except ValueError as err:
        print(f"contrato simulate: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(stats, ensure_ascii=False, indent=2))
    else:
        print(format_report(stats))
    return 0
