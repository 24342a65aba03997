"""``contrato simulate``: play whole games with automatic players and print statistics.

Statistics per seat (average total penalty, victories, shared victories counted for every
winner, 9.4), how rounds ended (somebody went out, 8.1, or no draw was possible, 9.2), and
moves per game. Same arguments → the same output.
"""

from __future__ import annotations

import json
import sys
from collections import Counter

from ..engine.moves import Buy, SwapJoker
from ..engine.state import game_totals, game_winners
from .players import make_players, play_game


def simulate(games: int, seed: int, kinds: list[str]) -> dict:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, … and return the statistics as
    a JSON-ready dict."""
    players = make_players(kinds)
    totals = [0] * 4
    wins = [0] * 4
    ends = Counter()
    moves = 0
    counts = Counter()

    def step(before, move, after):
        if isinstance(move, (Buy, SwapJoker)):
            counts[type(move).__name__] += 1

    for g in range(games):
        record = play_game(seed + g, players, on_step=step)
        moves += record.moves
        for s, t in enumerate(game_totals(record.game)):
            totals[s] += t
        for s in game_winners(record.game):
            wins[s] += 1
        for r in record.game.results:
            ends["went-out" if r.went_out is not None else "no-draw"] += 1
    n = max(games, 1)
    return {
        "games": games, "seed": seed, "players": kinds,
        "average_total": [round(t / n, 2) for t in totals],
        "victories": wins,
        "rounds_went_out": ends["went-out"], "rounds_without_draw": ends["no-draw"],
        "moves_per_game": round(moves / n, 1),
        "purchases_per_game": round(counts["Buy"] / n, 2),
        "joker_swaps_per_game": round(counts["SwapJoker"] / n, 2),
    }


def run(args) -> int:
    kinds = [k.strip() for k in args.players.split(",")]
    if len(kinds) != 4:
        print(f"contrato simulate: --players needs 4 kinds, got {len(kinds)} (rule 1.1)",
              file=sys.stderr)
        return 2
    if args.games < 0:
        print("contrato simulate: --games must be ≥ 0", file=sys.stderr)
        return 2
    try:
        stats = simulate(args.games, args.seed, kinds)
    except ValueError as err:
        print(f"contrato simulate: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(stats, ensure_ascii=False, indent=2))
        return 0
    print(f"{stats['games']} games from seed {stats['seed']}, players: {', '.join(kinds)}")
    for s in range(4):
        print(f"  seat {s} ({kinds[s]}): average total {stats['average_total'][s]}, "
              f"victories {stats['victories'][s]}")
    print(f"  rounds ended by going out: {stats['rounds_went_out']}, with no draw possible "
          f"(9.2): {stats['rounds_without_draw']}")
    print(f"  per game: {stats['moves_per_game']} moves, {stats['purchases_per_game']} "
          f"purchases, {stats['joker_swaps_per_game']} joker swaps")
    return 0
