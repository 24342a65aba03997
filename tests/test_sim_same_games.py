"""The same game for the same seed: fingerprints of whole simulated games, recorded once.

Each game of :data:`GAMES` is played again from its seed and compared with what was recorded:
the number of moves, a SHA-256 of every move in order (the seat that made it and the move's
text, :func:`~generator.engine.moves.format_move`), each round's penalties (8.1, 9.2) and the
totals (8.4). Any change to the engine or to the players that changes one decision, one
reshuffle or one deal anywhere in a game changes its fingerprint; a speed-up must not.

The games of ``basic`` and ``random`` were recorded on commit 7c5455c, before issue 16's
speed-ups (``basic`` was called ``greedy`` then), and must stay identical: a new kind of
player gets new entries, never changed ones. The one exception is a deliberate change of the
rules: ruling D14 (at most three rebuilds of the stock in a round) ends round 6 of
``basic`` × 4, seed 2026, at its fourth rebuild, and that game was recorded again. ``greedy`` and ``strong`` (issue 16) were
recorded when they were written; a change to their judgement is a new player, and its games
are recorded again on purpose (say so in the commit). To print the
fingerprints of the current code (to add a new player's games)::

    .venv/bin/python tests/test_sim_same_games.py
"""

from __future__ import annotations

import hashlib
import sys

import pytest

from generator.engine.moves import format_move
from generator.engine.state import current_player, game_totals
from generator.sim.players import make_players, play_game

#: (player kinds by seat, seed) -> (moves, SHA-256 of the moves, penalties per round, totals)
GAMES = {
    (('basic', 'basic', 'basic', 'basic'), 2026): (
        # re-recorded for ruling D14: round 6 ends at the fourth rebuild of the stock
        1699, "9f024e2f5fb7588efe46e53ce8beb1366aed598e69e6350925646b9dac67d7e1",
        [[23, 6, 0, 29], [110, 0, 27, 48], [30, 129, 47, 0], [0, 2, 2, 6], [0, 20, 119, 127], [192, 96, 95, 268], [122, 95, 0, 152]],
        [477, 348, 290, 630]),
    (('basic', 'basic', 'basic', 'basic'), 2027): (
        1458, "39636f113add163ba75342d53194bd52be2d0e2fdd557b3cdc95987f549a9063",
        [[3, 3, 8, 0], [0, 87, 11, 172], [44, 6, 0, 2], [6, 6, 2, 0], [5, 153, 138, 0], [5, 140, 0, 137], [140, 0, 109, 93]],
        [203, 395, 268, 404]),
    (('basic', 'basic', 'basic', 'basic'), 2028): (
        1270, "275d23b60e369f6fc81ee8c80ee0208fe1330e15a23933c12f52ecf3c0372791",
        [[11, 57, 52, 0], [0, 4, 5, 25], [122, 48, 0, 6], [15, 0, 106, 13], [7, 136, 0, 108], [83, 11, 0, 144], [126, 111, 0, 95]],
        [364, 367, 163, 391]),
    (('random', 'random', 'random', 'random'), 2026): (
        1417, "3b1055b95f0a262a31a7d07cf08439452b3f98b5be27cab962a4d312776f9a2e",
        [[118, 155, 177, 71], [181, 156, 165, 188], [138, 184, 208, 158], [125, 35, 137, 148], [130, 108, 128, 173], [158, 194, 188, 106], [194, 212, 248, 183]],
        [1044, 1044, 1251, 1027]),
    (('random', 'random', 'random', 'random'), 2027): (
        1446, "1310ec5a4ca5a567c3784960551655b233c60c0da7f58be2471367b425c1a193",
        [[164, 93, 148, 113], [136, 198, 188, 196], [174, 187, 154, 180], [70, 119, 148, 76], [194, 151, 140, 88], [83, 237, 187, 181], [230, 221, 177, 209]],
        [1051, 1206, 1142, 1043]),
    (('random', 'random', 'random', 'random'), 2028): (
        1372, "20f178521a94b3ec76253a49f580cf973ce2bcfedee4ff1783827fbbebaf866d",
        [[53, 154, 213, 105], [172, 143, 113, 199], [181, 202, 185, 140], [173, 76, 111, 118], [64, 160, 126, 94], [189, 89, 197, 157], [247, 184, 228, 178]],
        [1079, 1008, 1173, 991]),
    (('basic', 'random', 'basic', 'random'), 11): (
        1258, "6c0290e8d80709b80797bb26ae3f44d3424fd025e32266285f3a96199a659e4f",
        [[0, 171, 29, 145], [6, 151, 0, 132], [4, 220, 6, 387], [3, 204, 0, 88], [136, 62, 0, 175], [138, 227, 16, 203], [101, 332, 157, 247]],
        [388, 1367, 208, 1377]),
    (('basic', 'random', 'basic', 'random'), 12): (
        1291, "1720560faa24233d98b05fcfdf51cb9a1684eec8b7ea10fdb46a4a62c7f3e8b9",
        [[4, 202, 0, 70], [0, 184, 68, 69], [0, 222, 10, 247], [16, 153, 0, 219], [152, 49, 0, 84], [139, 277, 113, 192], [96, 356, 143, 242]],
        [407, 1443, 334, 1123]),
    (('greedy', 'greedy', 'greedy', 'greedy'), 2026): (
        1095, "cb0b471d3d1ab85656ec2c7046754df8ac0e1d2037ad84a3909790c90a2c711f",
        [[0, 8, 6, 3], [3, 4, 0, 65], [128, 104, 0, 38], [86, 0, 40, 18], [114, 7, 89, 0], [38, 127, 0, 130], [115, 134, 121, 0]],
        [484, 384, 256, 254]),
    (('greedy', 'greedy', 'greedy', 'greedy'), 2027): (
        920, "3b1ed4a380cf2697614630e3ddd3bb3c0310c7951f3c21e9a9f6cb8b8130bbc0",
        [[8, 0, 74, 5], [8, 28, 0, 9], [87, 160, 0, 2], [13, 9, 0, 83], [78, 119, 0, 18], [2, 126, 132, 0], [96, 0, 130, 86]],
        [292, 442, 336, 203]),
    (('strong', 'strong', 'strong', 'strong'), 2026): (
        1450, "46b9ed5b89ba8dc1c04171a09d059aa43b6e00cbfb7101cc6dbf2a6f713657d7",
        [[0, 20, 91, 3], [2, 0, 25, 16], [55, 0, 19, 23], [5, 0, 56, 120], [21, 0, 113, 5], [24, 79, 0, 101], [104, 137, 105, 0]],
        [211, 236, 409, 268]),
    (('strong', 'strong', 'strong', 'strong'), 2027): (
        1195, "05e08556a756c208c1b54c3e09331eccac463854489a66930165337e24e3e76a",
        [[50, 0, 25, 26], [19, 0, 87, 12], [78, 108, 0, 4], [127, 15, 0, 50], [31, 92, 0, 2], [3, 0, 82, 77], [122, 0, 121, 83]],
        [430, 215, 315, 254]),
    (('strong', 'greedy', 'strong', 'greedy'), 13): (
        974, "a82877c6aac8bcc3a212a0dc8b0bf628cb44053861be843ef2e9bb37703b745f",
        [[20, 20, 0, 74], [83, 0, 36, 14], [59, 12, 2, 0], [0, 6, 75, 110], [0, 11, 97, 8], [89, 33, 94, 0], [123, 93, 137, 0]],
        [374, 175, 441, 206]),
}


def fingerprint(seed: int, kinds) -> tuple:
    """``(moves, sha256 hex, penalties per round, totals)`` of the game of ``seed``."""
    h = hashlib.sha256()

    def step(before, move, after):
        h.update(f"{current_player(before)} {format_move(move)}\n".encode())

    record = play_game(seed, make_players(list(kinds)), on_step=step)
    game = record.game
    return (record.moves, h.hexdigest(), [list(r.penalties) for r in game.results],
            game_totals(game))


@pytest.mark.parametrize("kinds,seed", list(GAMES), ids=[
    f"{'-'.join(k)}-{s}" for k, s in GAMES])
def test_same_game_for_the_same_seed(kinds, seed):
    assert fingerprint(seed, kinds) == tuple(GAMES[(kinds, seed)])


#: The games recorded: several seeds for each table.
TABLES = {
    ("basic",) * 4: (2026, 2027, 2028),
    ("random",) * 4: (2026, 2027, 2028),
    ("basic", "random", "basic", "random"): (11, 12),
    ("greedy",) * 4: (2026, 2027),
    ("strong",) * 4: (2026, 2027),
    ("strong", "greedy", "strong", "greedy"): (13,),
}

if __name__ == "__main__":                                   # print the current fingerprints
    print("GAMES = {")
    for kinds, seeds in TABLES.items():
        for seed in seeds:
            moves, digest, penalties, totals = fingerprint(seed, kinds)
            print(f"    ({kinds!r}, {seed}): (\n        {moves}, \"{digest}\",\n"
                  f"        {penalties},\n        {totals}),")
    print("}")
    sys.exit(0)
