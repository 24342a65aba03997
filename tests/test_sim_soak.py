"""Soak: many whole simulated games, every invariant checked at every step
(:func:`sim_invariants.checked_game`: 107 cards conserved, no card in two places, every meld on
the table valid, hand sizes consistent, penalties and totals = sums of round penalties).

The normal test run plays a few games (:data:`GAMES`, one per table of :data:`TABLES`);
``make soak`` plays many more in every core::

    make soak                      # SOAK_GAMES=300 games from seed SOAK_SEED=100000
    make soak SOAK_GAMES=2000 SOAK_SEED=7

Environment: ``CONTRATO_SOAK_GAMES``, ``CONTRATO_SOAK_SEED``, ``CONTRATO_SOAK_JOBS`` (0: one
process per core). A failure names the seed and the players, so ``checked_game(seed, kinds)``
replays it.
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import ProcessPoolExecutor

from sim_invariants import checked_game

GAMES = int(os.environ.get("CONTRATO_SOAK_GAMES", "3"))
SEED = int(os.environ.get("CONTRATO_SOAK_SEED", "100000"))
JOBS = int(os.environ.get("CONTRATO_SOAK_JOBS", "0")) or (os.cpu_count() or 1)
#: The tables played in turn: game ``SEED + i`` uses ``TABLES[i % len(TABLES)]``.
TABLES = (("strong",) * 4, ("greedy",) * 4, ("basic", "random", "strong", "greedy"),
          ("random",) * 4, ("basic",) * 4)


def soak_game(seed: int) -> tuple[int, int]:
    """Check the game of ``seed`` at every step; ``(seed, moves checked)``."""
    kinds = TABLES[(seed - SEED) % len(TABLES)]
    try:
        return seed, checked_game(seed, kinds).steps
    except AssertionError as err:
        raise AssertionError(f"game {seed} with players {', '.join(kinds)}: {err!r}") from err


def test_soak():
    from tqdm import tqdm
    seeds = range(SEED, SEED + GAMES)
    done = []
    with tqdm(total=GAMES, desc="soak", unit="game", file=sys.stderr,
              disable=not sys.stderr.isatty()) as bar:
        if JOBS == 1 or GAMES < 2:
            results = map(soak_game, seeds)
            for r in results:
                done.append(r)
                bar.update()
        else:
            with ProcessPoolExecutor(max_workers=min(JOBS, GAMES)) as pool:
                for r in pool.map(soak_game, seeds):
                    done.append(r)
                    bar.update()
    assert [s for s, _ in done] == list(seeds)
    assert all(steps > 0 for _, steps in done)
    print(f"\nsoak: {GAMES} games from seed {SEED}, {sum(n for _, n in done)} moves checked")
