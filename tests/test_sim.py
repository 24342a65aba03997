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


# --- the players of issue 16 ----------------------------------------------------------------

@pytest.mark.parametrize("kinds", [["strong"] * 4, ["greedy"] * 4,
                                   ["basic", "strong", "random", "greedy"]])
def test_new_players_keep_invariants(kinds):
    seen = checked_game(77, kinds)
    assert seen.record.game.is_over


def _poll(round_, hand, top, opened=None, others_opened=False):
    """A buying window in which seat 1 (``hand``) is asked for ``top``."""
    from generator.engine.cards import parse_cards as P
    from generator.engine.moves import DrawStock
    from generator.engine.state import make_round_state
    stock = P("2♦ 3♦ 4♦ 5♦ 6♦")
    hands = [P("K♣ K♥"), P(hand), P("Q♣ Q♥"), P("J♣ J♥")]
    s = make_round_state(round_, hands, stock=stock, discard=P(top),
                         opened=[None, opened, 1 if others_opened else None, None], turn=2)
    s = apply(s, DrawStock())
    assert s.window.to_poll[0] == 1
    return s


def test_greedy_buys_only_what_brings_it_closer():
    from generator.engine.moves import Buy, Pass
    from generator.sim.greedy import GreedyPlayer as Greedy
    rng = random.Random(0)
    # round 1 (two groups): 7♣ 7♦ 9♠ 9♥ + two loose cards lack two cards; a 7 fills one
    s = _poll(1, "7♣ 7♦ 9♠ 9♥ 2♣ 5♥ K♠", "7♥")
    assert Greedy().choose(s, legal_moves(s), rng) == Buy()
    s = _poll(1, "7♣ 7♦ 9♠ 9♥ 2♣ 5♥ K♠", "4♥")
    assert Greedy().choose(s, legal_moves(s), rng) == Pass()
    # a hand that already holds its contract buys nothing
    s = _poll(1, "7♣ 7♦ 7♠ 9♠ 9♥ 9♣ K♠", "K♥")
    assert Greedy().choose(s, legal_moves(s), rng) == Pass()


def test_greedy_keeps_pairs_and_near_sequences():
    from generator.engine.cards import parse_cards as P
    from generator.engine.moves import Discard, DrawStock, Pass
    from generator.engine.state import make_round_state
    from generator.sim.greedy import GreedyPlayer as Greedy
    # round 2 (a group and a sequence): the lone 9♦ goes, not the pair or the run of hearts
    s = make_round_state(2, [P("7♣ 7♦ 4♥ 5♥ 6♥ 9♦ K♠ K♣ 2♣ 2♦"), P("A♣"), P("A♦"), P("A♠")],
                         stock=P("Q♠ J♠ 10♠"), discard=P("3♣"))
    g = Greedy()
    s = apply(s, g.choose(s, legal_moves(s), random.Random(0)))
    while s.phase.value == "buy":
        s = apply(s, Pass())
    move = g.choose(s, legal_moves(s), random.Random(0))
    assert isinstance(move, Discard) and str(move.card) in ("9♦", "10♠")


def test_strong_does_not_buy_far_from_the_contract_when_another_has_opened():
    from generator.engine.moves import Buy, Pass
    from generator.sim.greedy import GreedyPlayer as Greedy
    from generator.sim.strong import StrongPlayer as Strong
    rng = random.Random(0)
    # round 2: 7♣ 7♦ + 4♥ 5♥ lacks three cards; 6♥ brings it to two
    s = _poll(2, "7♣ 7♦ 4♥ 5♥ 9♠ J♦ K♠", "6♥", others_opened=True)
    assert Strong().choose(s, legal_moves(s), rng) == Pass()
    assert Greedy(near=4).choose(s, legal_moves(s), rng) == Buy()


def test_strong_and_greedy_go_out_when_they_can():
    from generator.engine.cards import parse_cards as P
    from generator.engine.moves import DrawStock, Pass
    from generator.engine.state import make_round_state
    from generator.sim.greedy import GreedyPlayer as Greedy
    from generator.sim.strong import StrongPlayer as Strong
    for player in (Greedy(), Strong()):
        s = make_round_state(1, [P("7♣ 7♦ 7♥ 8♠ 8♥ 8♣"), P("K♦"), P("K♥"), P("2♣")],
                             stock=P("2♦ 3♦ 4♦"), discard=P("9♠"))
        rng = random.Random(0)
        s = apply(s, player.choose(s, legal_moves(s), rng))
        while s.phase.value == "buy":
            s = apply(s, Pass())
        s = apply(s, player.choose(s, legal_moves(s), rng))          # lay down
        s = apply(s, player.choose(s, legal_moves(s), rng))          # discard the last card
        assert s.went_out == 0, type(player).__name__


# -- the lazy listing and what the players skip with it (issue 16) --------------------------

def test_legal_moves_view_is_the_listing():
    """:class:`LegalMoves` is the engine's list, the same moves in the same order, listed
    once and only when looked at."""
    from generator.engine.state import new_game
    from generator.sim.players import LegalMoves
    game = new_game(random.Random(4))
    state = game.round
    view = LegalMoves(state)
    assert view._moves is None                    # nothing listed yet
    assert list(view) == legal_moves(state) and len(view) == len(legal_moves(state))
    assert view[0] == legal_moves(state)[0] and legal_moves(state)[0] in view
    assert view == legal_moves(state)
    assert "LegalMoves(" in repr(view)


@pytest.mark.parametrize("kind", ["greedy", "strong"])
def test_a_player_that_skips_the_listing_had_no_lay_down(kind):
    """Whenever the greedy or strong player decides it cannot lay down from the counts alone
    (:meth:`~generator.sim.greedy.GreedyPlayer._may_lay_down`), the engine lists no
    lay-down for that state: skipping the listing never changes a move."""
    from generator.engine.opening import openings_follow_counts
    from generator.engine.profile import CONTRATO
    from generator.engine.state import Phase
    assert openings_follow_counts(CONTRATO)
    checked = 0
    for seed in (3, 4):
        players = make_players([kind] * 4)
        looked = []

        class Spy(type(players[0])):
            def _may_lay_down(self, state, seen):
                answer = super()._may_lay_down(state, seen)
                looked.append((state, answer))
                return answer

        spies = [Spy() for _ in range(4)]
        play_game(seed, spies)
        for state, answer in looked:
            assert state.phase is Phase.PLAY
            if not answer:
                assert not any(isinstance(m, LayDown) for m in legal_moves(state))
                checked += 1
    assert checked > 50


@settings(max_examples=200, deadline=None)
@given(counts=st.lists(st.integers(0, 2), min_size=53, max_size=53),
       index=st.integers(0, 51), groups=st.booleans(), sequences=st.booleans())
def test_strong_partner_tables_equal_connections(counts, index, groups, sequences):
    """The strong player's tables of partners give :func:`~generator.sim.evaluate.connections`
    and the live cards as :func:`~generator.sim.evaluate.neighbours` lists them."""
    from generator.engine.profile import Contract
    from generator.sim.evaluate import PAIR_WEIGHT, connections, neighbours
    from generator.sim.strong import _OTHERS, _PAIRS
    contract = Contract(0, int(groups), int(sequences))
    same, near = _PAIRS[(groups, sequences)][index]
    links = PAIR_WEIGHT * (sum(counts[j] for j in same) - 1) if same else 0
    links += sum(w for w, j in near if counts[j])
    assert links == connections(counts, index, contract)
    assert _OTHERS[(groups, sequences)][index] == tuple(
        j for j in neighbours(index, contract) if j != index)


@settings(max_examples=200, deadline=None)
@given(counts=st.lists(st.integers(0, 2), min_size=13, max_size=13), suit=st.integers(0, 3),
       length=st.integers(3, 5))
def test_round_7_suit_options_cache_equals_the_direct_computation(counts, suit, length):
    """A suit's options for round 7's plan, cached by the ranks it holds, are those worked
    out from the counts themselves (copies and suit do not matter)."""
    from generator.sim.evaluate import _options_of_places, _suit_options
    full = [0] * 53
    full[suit * 13:suit * 13 + 13] = counts
    present = sum(1 << r for r in range(13) if counts[r])
    assert _options_of_places(present, length) == _suit_options(full, suit, length)
    assert _options_of_places.__wrapped__(present, length) == _suit_options(full, suit, length)


def test_strong_opening_table_fit_is_a_union_over_melds():
    """The strong player's lay-down choice joins the table's fitting cards with the new
    melds' (what :func:`~generator.sim.basic.fitting_cards` of the whole table gives)."""
    from generator.engine.state import new_game, Phase
    from generator.sim.basic import fitting_cards
    from generator.engine.opening import opening_laydowns
    from generator.engine.state import TableMeld
    checked = 0
    for seed in range(5):
        game = new_game(random.Random(seed))
        players = make_players(["strong"] * 4)
        rng = random.Random(seed)
        while not game.is_over and checked < 20:
            state = game.round
            if state.phase is Phase.PLAY and state.table:
                for m in opening_laydowns(state.round, state.hands[state.active])[:3]:
                    new = tuple(TableMeld(x, state.active, state.turn) for x in m.melds)
                    assert fitting_cards(state.table + new) == \
                        fitting_cards(state.table) | fitting_cards(new)
                    checked += 1
            from generator.engine.state import current_player
            game = apply(game, players[current_player(state)].choose(state, legal_moves(state),
                                                                     rng))
    assert checked > 0
