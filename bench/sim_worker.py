"""Play seeded games and print one JSON line per game: the worker of :mod:`bench.sim`'s
side-by-side section, run in a process of its own with ``PYTHONPATH`` pointing at the code to
measure (today's tree, or an older commit's ``generator/`` unpacked elsewhere).

    python bench/sim_worker.py KIND,KIND,KIND,KIND FIRST_SEED GAMES

Per game: ``seed``, ``cpu`` (this process's CPU seconds), ``wall`` (seconds), ``moves`` and
``sha256`` of every move with its seat (as ``tests/test_sim_same_games.py`` fingerprints them),
so that two versions of the code can be shown to play the same games.
"""

import hashlib
import json
import sys
import time


def main(argv: list[str]) -> int:
    kinds, first, games = argv[0].split(","), int(argv[1]), int(argv[2])
    from generator.engine.moves import format_move
    from generator.engine.state import current_player
    from generator.sim.players import make_players, play_game

    for seed in range(first, first + games):
        digest = hashlib.sha256()
        spent = [0.0]                       # time spent fingerprinting, not playing

        def step(before, move, after, digest=digest, spent=spent):
            start = time.process_time()
            digest.update(f"{current_player(before)} {format_move(move)}\n".encode())
            spent[0] += time.process_time() - start

        cpu, wall = time.process_time(), time.perf_counter()
        record = play_game(seed, make_players(kinds), on_step=step)
        cpu = time.process_time() - cpu - spent[0]
        wall = time.perf_counter() - wall - spent[0]
        print(json.dumps({"seed": seed, "cpu": cpu, "wall": wall, "moves": record.moves,
                          "sha256": digest.hexdigest()}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
