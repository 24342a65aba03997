"""Automatic players and whole simulated games: every step keeps the invariants of the state
machine (107 cards, valid melds, hand sizes, penalties), games are reproducible from a seed,
and the players only ever choose legal moves."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from generator.engine.moves import LayDown
from generator.engine.state import apply, game_totals, game_winners, legal_moves
from generator.sim.players import GreedyPlayer, RandomPlayer, make_players, play_game
from sim_invariants import checked_game


@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_greedy_games_keep_invariants(seed):
    record = checked_game(seed, ["greedy"] * 4).record
    totals = game_totals(record.game)
    assert totals == [sum(r.penalties[s] for r in record.game.results) for s in range(4)]
    assert game_winners(record.game) == [s for s in range(4) if totals[s] == min(totals)]


def test_mixed_game_keeps_invariants():
    checked_game(11, ["random", "greedy", "random", "greedy"])


def test_games_are_reproducible():
    a = play_game(5, make_players(["greedy", "random", "greedy", "random"]))
    b = play_game(5, make_players(["greedy", "random", "greedy", "random"]))
    assert a == b
    c = play_game(6, make_players(["greedy", "random", "greedy", "random"]))
    assert c.game.results != a.game.results


def test_greedy_goes_out_when_it_can():
    from generator.engine.cards import parse_cards as P
    from generator.engine.moves import Discard, DrawStock, Pass
    from generator.engine.state import make_round_state
    s = make_round_state(1, [P("7♣ 7♦ 7♥ 8♠ 8♥ 8♣"), P("K♦"), P("K♥"), P("2♣")],
                         stock=P("2♦ 3♦ 4♦"), discard=P("9♠"))
    g = GreedyPlayer()
    rng = random.Random(0)
    s = apply(s, g.choose(s, legal_moves(s), rng))
    while s.phase.value == "buy":
        s = apply(s, Pass())
    move = g.choose(s, legal_moves(s), rng)
    assert isinstance(move, LayDown)
    s = apply(s, move)
    move = g.choose(s, legal_moves(s), rng)
    assert isinstance(move, Discard)
    s = apply(s, move)
    assert s.went_out == 0 and s.penalties == (0, 10, 10, 2)
    assert DrawStock() not in legal_moves(s)


def test_random_player_picks_a_legal_move():
    from generator.engine.state import deal
    s = deal(3, 0, random.Random(1))
    rng = random.Random(2)
    for _ in range(50):
        moves = legal_moves(s)
        m = RandomPlayer().choose(s, moves, rng)
        assert m in moves
        s = apply(s, m)


def test_unknown_player_kind():
    with pytest.raises(ValueError):
        make_players(["greedy", "clever"])
    with pytest.raises(ValueError):
        play_game(1, make_players(["greedy"] * 3))


def test_simulate_command(capsys):
    from generator.cli import main
    assert main(["simulate", "--games", "1", "--seed", "3", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"games": 1' in out
    assert main(["simulate", "--players", "greedy,greedy"]) == 2
