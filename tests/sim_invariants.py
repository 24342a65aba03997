"""Invariants of a whole simulated game, checked at every step (a helper of ``test_sim.py`` and
of the soak, ``test_sim_soak.py``; not a test module itself).

At every move of :func:`checked_game`: the move is legal; the round state after it keeps the
state machine's invariants (``test_state_properties.check_state``: 107 cards conserved, so no
card in two places, 1.2, 3.6; every meld on the table valid, 3.1–3.7; penalties equal the cards
left in hand, 8.1, 8.2) and its transition is consistent (``check_transition``: hand sizes after
draws, purchases, lay-downs, lay-offs and discards). At every round's end the game records that
round's penalties; at the game's end the totals are the sums of the round penalties (8.4) and
the winners the seats with the lowest total (9.3, 9.4).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.engine.profile import CONTRATO
from generator.engine.state import apply, game_totals, game_winners, legal_moves
from generator.sim.players import GameRecord, make_players, play_game
from test_state_properties import check_step, where


@dataclass
class CheckedGame:
    """What :func:`checked_game` saw: the record, the moves checked and, per round, the moves
    of each kind (by class name) and the round's final state."""

    record: GameRecord
    steps: int = 0
    moves_by_round: dict = field(default_factory=dict)
    final_rounds: list = field(default_factory=list)


def checked_game(seed: int, kinds, profile=CONTRATO) -> CheckedGame:
    """Play the game of ``seed`` with players of ``kinds`` under ``profile`` (house rules
    too), checking every invariant above at every step; ``AssertionError`` at the first one
    broken."""
    seen = CheckedGame(record=None)

    def step(before, move, after):
        assert move in legal_moves(before), (seed, where(before.round, move))
        round_after = apply(before.round, move)
        check_step(before.round, move, round_after)
        seen.steps += 1
        counts = seen.moves_by_round.setdefault(before.round.round, {})
        counts[type(move).__name__] = counts.get(type(move).__name__, 0) + 1
        if round_after.is_over:
            seen.final_rounds.append(round_after)
            assert after.results[-1].penalties == round_after.penalties
            assert after.results[-1].went_out == round_after.went_out
            assert after.results[-1].end_clause == round_after.end_clause
        else:
            assert after.round == round_after
            assert after.results == before.results

    record = play_game(seed, make_players(kinds), on_step=step, profile=profile)
    seen.record = record
    game = record.game
    assert game.is_over and record.moves == seen.steps
    assert [r.round for r in game.results] == list(range(1, profile.rounds + 1))
    assert len(seen.final_rounds) == profile.rounds
    totals = game_totals(game)
    seats = range(profile.players)
    assert totals == [sum(r.penalties[s] for r in game.results) for s in seats]
    assert game_winners(game) == [s for s in seats if totals[s] == min(totals)]
    return seen
