"""Statistics of simulated games (generator/sim/stats.py) and ``contrato simulate``: a fixed seed
gives fixed numbers, the numbers agree with the games' own records (openings = LayDown moves,
purchases = Buy moves, reshuffles, penalties per round add up to the totals, 8.4), the result
does not depend on the number of processes or on Python's hash seed, and the command prints
every field, with a progress bar only on a terminal and never with ``--quiet``."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from generator.cli import main
from generator.engine.moves import Buy, LayDown, SwapJoker
from generator.engine.state import apply, game_totals
from generator.sim.players import make_players, play_game
from generator.sim.stats import (CHUNK, RoundObserver, aggregate, own_turn, play_games,
                                 start_games, summarize_game)

ROOT = Path(__file__).resolve().parents[1]
GREEDY = ["basic"] * 4          # the first player: the numbers below are its games
RANDOM = ["random"] * 4


@pytest.fixture(scope="module")
def greedy_stats():
    """Two games of the basic player from seed 3 (round 6 and 7 of them run out of stock)."""
    return aggregate(play_games(2, 3, GREEDY), seed=3, kinds=GREEDY)


def column(stats, key):
    return [r[key] for r in stats["rounds"]]


def test_fixed_seed_gives_fixed_numbers(greedy_stats):
    s = greedy_stats
    assert (s["games"], s["seed"], s["players"], s["format"]) == (2, 3, GREEDY, 2)
    assert column(s, "round") == [1, 2, 3, 4, 5, 6, 7]
    assert column(s, "openings") == [8, 7, 6, 8, 6, 3, 2]
    assert column(s, "purchases") == [11, 15, 23, 14, 15, 27, 16]
    assert column(s, "penalties") == [116, 204, 390, 118, 331, 751, 709]
    # D14: the round 6 that rebuilt the stock a fourth time now ends at that rebuild (9.2)
    assert column(s, "reshuffles") == [0, 0, 0, 0, 0, 3, 2]
    assert column(s, "went_out") == [2, 2, 2, 2, 2, 1, 2]
    assert column(s, "opening_turn") == [3.62, 6.14, 8.33, 4.88, 5.17, 10.0, 30.0]
    assert s["average_total"] == [263.0, 303.0, 294.0, 449.5]
    assert s["winning_total"] == {"average": 258.5, "lowest": 215, "highest": 302,
                                  "ci": [0.0, 811.22]}      # 2 games: a wide interval


def test_no_winner_column_counts_the_round_d14_ended(greedy_stats):
    """The stats page labels the column «Sin ganador (9.2, D14)»: the round 6 that needed a
    fourth rebuild (D14) ended with no winner and is counted there, as 9.2 endings are."""
    ended = []

    def step(before, move, after):
        final = apply(before.round, move)
        if final.is_over and final.went_out is None:
            # a stock with no card left and a discard pile a rebuild could have used (9.1)
            ended.append((final.round, final.reshuffles, final.end_clause,
                          len(before.round.stock), len(before.round.discard) > 1))

    for seed in (3, 4):
        play_game(seed, make_players(GREEDY), on_step=step)
    # only D14 stopped the rebuild: the stock had already been rebuilt three times
    assert ended == [(6, 3, "9.2", 0, True)]
    assert column(greedy_stats, "no_draw") == [0, 0, 0, 0, 0, 1, 0]


def test_random_players_fixed_numbers():
    s = aggregate(play_games(2, 1, RANDOM), seed=1, kinds=RANDOM)
    assert column(s, "openings") == [8, 8, 4, 8, 5, 4, 0]
    assert column(s, "opening_turn")[-1] is None          # nobody made round 7's contract
    assert column(s, "purchases") == [68, 68, 68, 60, 60, 60, 60]
    # random players buy every card: each round ends with the stock gone and no draw (9.2)
    assert s["rounds_without_draw"] == 14 and s["rounds_went_out"] == 0
    assert column(s, "rounds_stock_ran_out") == [2] * 7


def test_statistics_agree_with_the_game_records(greedy_stats):
    """Replay the same games, counting moves ourselves."""
    laydowns, buys, swaps, reshuffles = Counter(), Counter(), Counter(), Counter()
    turns: dict[int, list[int]] = {r: [] for r in range(1, 8)}
    penalties = Counter()
    totals = [0] * 4
    ran_out = Counter()

    def step(before, move, after):
        rnd = before.round
        if isinstance(move, LayDown):
            laydowns[rnd.round] += 1
            turns[rnd.round].append(own_turn(rnd.turn))
        buys[rnd.round] += isinstance(move, Buy)
        swaps[rnd.round] += isinstance(move, SwapJoker)
        final = apply(rnd, move)
        reshuffles[rnd.round] += final.reshuffles - rnd.reshuffles
        if final.is_over:
            penalties[rnd.round] += sum(final.penalties)
            ran_out[rnd.round] += final.reshuffles > 0 or final.end_clause == "9.2"

    for seed in (3, 4):
        record = play_game(seed, make_players(GREEDY), on_step=step)
        totals = [a + b for a, b in zip(totals, game_totals(record.game))]
    s = greedy_stats
    assert column(s, "openings") == [laydowns[r] for r in range(1, 8)]
    assert column(s, "purchases") == [buys[r] for r in range(1, 8)]
    assert column(s, "reshuffles") == [reshuffles[r] for r in range(1, 8)]
    assert column(s, "rounds_stock_ran_out") == [ran_out[r] for r in range(1, 8)]
    assert column(s, "penalties") == [penalties[r] for r in range(1, 8)]
    assert column(s, "opening_turn") == [round(sum(t) / len(t), 2) for t in turns.values()]
    assert s["joker_swaps_per_game"] == round(sum(swaps.values()) / 2, 2)
    # penalties per round add up to the totals (8.4)
    assert sum(column(s, "penalties")) == sum(totals)
    assert s["average_total"] == [t / 2 for t in totals]
    # shares and averages are the counts divided by what they are shares of
    for r in s["rounds"]:
        assert r["openers_per_round"] == round(r["openings"] / 2, 2)
        assert r["opened_share"] == round(r["openings"] / 8, 2)
        assert r["went_out"] + r["no_draw"] == 2
        assert r["rounds_with_reshuffle"] <= r["rounds_stock_ran_out"]
        assert r["penalty_per_player"] == round(r["penalties"] / 8, 2)


def test_round_summaries_match_the_game_results():
    observer = RoundObserver()
    record = play_game(5, make_players(["greedy", "random", "greedy", "random"]),
                       on_step=observer)
    assert [(r.round, r.penalties, r.went_out, r.end_clause) for r in observer.rounds] == [
        (x.round, x.penalties, x.went_out, x.end_clause) for x in record.game.results]
    assert sum(r.moves for r in observer.rounds) == record.moves
    g = summarize_game(5, ["greedy", "random", "greedy", "random"])
    assert g.rounds == tuple(observer.rounds) and g.totals == game_totals(record.game)


def test_processes_do_not_change_the_result():
    one = play_games(3, 20, RANDOM, jobs=1)
    two = play_games(3, 20, RANDOM, jobs=2)
    assert one == two
    assert [g.seed for g in two] == [20, 21, 22]
    # chunks of consecutive seeds (CHUNK), the last one shorter, back in seed order; started
    # in the background and collected later
    many = CHUNK + 3
    started = start_games(many, 30, RANDOM, jobs=2)
    assert started.collect() == play_games(many, 30, RANDOM, jobs=1)
    assert [g.seed for g in play_games(many, 30, RANDOM, jobs=3)] == list(range(30, 30 + many))


def test_same_numbers_whatever_the_hash_seed():
    outs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run(
            [sys.executable, "-m", "generator", "simulate", "--games", "1", "--seed", "9",
             "--players", "greedy,random,greedy,random", "--json", "--quiet"],
            cwd=ROOT, env=env, capture_output=True, text=True, check=True).stdout
        outs.append(out)
    assert outs[0] == outs[1] and json.loads(outs[0])["games"] == 1


def test_bad_arguments():
    with pytest.raises(ValueError, match="whole number"):
        play_games(-1, 1, RANDOM)
    with pytest.raises(ValueError, match="unknown player kind"):
        play_games(1, 1, ["random", "random", "random", "clever"])
    with pytest.raises(ValueError, match=r"1\.1"):
        play_games(1, 1, ["random"] * 3)
    assert main(["simulate", "--games", "1", "--jobs", "-1"]) == 2
    assert main(["simulate", "--games", "1", "--players", "random,random,random,clever"]) == 2


# --- the command ---------------------------------------------------------------------------

ARGS = ["simulate", "--games", "2", "--seed", "1", "--players", "random,random,random,random"]


def test_simulate_json_fields(capsys):
    assert main(ARGS + ["--json"]) == 0
    captured = capsys.readouterr()
    stats = json.loads(captured.out)
    assert captured.err == ""                      # not a terminal: no progress bar
    assert set(stats) >= {
        "games", "seed", "players", "average_total", "victories", "shared_victories",
        "winning_total", "rounds_went_out", "rounds_without_draw", "moves_per_game",
        "average_total_ci",
        "purchases_per_game", "joker_swaps_per_game", "rounds"}
    assert len(stats["rounds"]) == 7
    assert set(stats["rounds"][0]) == {
        "round", "openings", "openers_per_round", "opened_share", "rounds_with_opening",
        "opening_turn", "went_out", "no_draw", "penalties", "penalty_per_player",
        "penalty_highest", "purchases", "purchases_per_round", "rounds_with_purchase",
        "reshuffles", "reshuffles_per_round", "rounds_with_reshuffle",
        "rounds_stock_ran_out", "turns_per_round", "ci"}
    assert stats == aggregate(play_games(2, 1, RANDOM), seed=1, kinds=RANDOM)


def test_simulate_text_report(capsys):
    assert main(ARGS) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "2 games from seed 1, players: random, random, random, random"
    assert out[1].startswith("  seat 1 (random): average total 1041.5, victories 1")
    assert out[5] == ("  winners' totals: average 875.0, lowest 873, highest 877; shared "
                      "victories (9.4): 0")
    assert out[6] == "  rounds ended by going out (8.1): 0, with no draw possible (9.2): 14"
    head = next(i for i, line in enumerate(out) if line.split()[:2] == ["round", "contract"])
    assert out[head].split() == ["round", "contract", "opened", "turn", "out", "9.2",
                                 "penalty", "bought", "stock", "ran", "out", "reshuffles"]
    rows = [line.split() for line in out[head + 1:]]
    assert [r[:2] for r in rows] == [["1", "2G"], ["2", "G+S"], ["3", "2S"], ["4", "3G"],
                                     ["5", "2G+S"], ["6", "G+2S"], ["7", "3S"]]
    assert rows[0] == ["1", "2G", "4.00", "8.6", "0", "2", "131.9", "34.00", "2", "0.00"]
    assert rows[6][3] == "—"                          # nobody opened in round 7


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_only_on_a_terminal_and_not_with_quiet(monkeypatch, capsys):
    term = _Terminal()
    monkeypatch.setattr(sys, "stderr", term)
    assert main(ARGS + ["--json"]) == 0
    # the bar with its total (how far it got before closing depends on tqdm's refresh
    # interval, hence on the machine's load: not asserted)
    assert "simulate" in term.getvalue() and "0/2" in term.getvalue()
    quiet = _Terminal()
    monkeypatch.setattr(sys, "stderr", quiet)
    assert main(ARGS + ["--json", "--quiet"]) == 0
    assert quiet.getvalue() == ""
    assert json.loads(capsys.readouterr().out.split("\n}\n")[0] + "\n}")["games"] == 2


def test_confidence_intervals(greedy_stats):
    """Every average and share of a round has its 95% interval, around it."""
    from generator.sim.stats import mean_ci, share_ci
    for r in greedy_stats["rounds"]:
        ci = r["ci"]
        for key in ("openers_per_round", "penalty_per_player", "purchases_per_round",
                    "reshuffles_per_round", "turns_per_round"):
            low, high = ci[key]
            assert low <= r[key] <= high, (r["round"], key)
        for key in ("went_out", "no_draw", "rounds_with_purchase", "rounds_stock_ran_out"):
            low, high = ci[key]
            assert low <= r[key] / 2 <= high, (r["round"], key)
    low, high = greedy_stats["winning_total"]["ci"]
    assert low <= greedy_stats["winning_total"]["average"] <= high
    # by hand: 4 values, Student's t with 3 degrees of freedom (3.182); Wilson for 30 of 40
    assert mean_ci([2, 4, 6, 8]) == [round(5 - 3.182446 * 2.581989 / 2, 2),
                                     round(5 + 3.182446 * 2.581989 / 2, 2)]
    assert mean_ci([3, 3]) == [3, 3] and mean_ci([]) is None
    assert share_ci(0, 0) is None and share_ci(0, 10)[0] == 0.0
    assert share_ci(30, 40) == [0.5981, 0.8581]
