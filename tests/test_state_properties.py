"""Property tests of the state machine over seeded random sequences of legal moves: 107 cards
conserved at every step (1.2, 3.6), every meld on the table valid (3.1–3.7), hand sizes
consistent with draws, purchases, lay-downs and discards, every listed move accepted, and
penalties equal to the cards left in hand (8.1, 8.2, 8.4)."""

import random

from hypothesis import given, settings, strategies as st

from generator.engine.melds import Group, make_group, make_sequence
from generator.engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Pass, SwapJoker,
                                    TakeDiscard)
from generator.engine.profile import CONTRATO
from generator.engine.scoring import hand_penalty
from generator.engine.state import (Phase, apply, card_census, current_player, deal,
                                    game_totals, legal_moves, new_game, pack_counts)

PACK = pack_counts()


def pick(moves, rng):
    """A random legal move, biased towards progress so that openings, lay-offs and swaps
    happen often, and towards passing so that the stock lasts."""
    progress = [m for m in moves if isinstance(m, (LayDown, LayOff, SwapJoker))]
    if progress and rng.random() < 0.8:
        return rng.choice(progress)
    if Buy() in moves:
        return Buy() if rng.random() < 0.15 else Pass()
    return rng.choice(moves)


def check_state(s):
    assert card_census(s) == PACK
    for t in s.table:
        m = t.meld
        rebuilt = (make_group(m.cards, rank=m.rank) if isinstance(m, Group)
                   else make_sequence(m.cards))
        assert rebuilt == m
        assert t.owner in range(4) and s.opened[t.owner] is not None
    assert all(not c.is_joker or c.declared is None for h in s.hands for c in h)
    if s.phase is Phase.OVER:
        assert s.penalties == tuple(hand_penalty(h) for h in s.hands)
        if s.went_out is not None:
            assert s.hands[s.went_out] == () and s.penalties[s.went_out] == 0
            assert s.end_clause == "8.1"
        else:
            assert s.end_clause == "9.2"
    else:
        assert all(s.hands[seat] for seat in range(4))


def check_transition(before, move, after):
    sizes0 = [len(h) for h in before.hands]
    sizes1 = [len(h) for h in after.hands]
    expected = list(sizes0)
    a = before.active
    drew = before.phase in (Phase.DRAW, Phase.BUY) and after.phase is Phase.PLAY
    if isinstance(move, TakeDiscard):
        expected[a] += 1
        assert after.discard == before.discard[:-1]
    elif isinstance(move, Buy):
        buyer = current_player(before)
        got_penalty = after.purchases[-1].penalty is not None
        expected[buyer] += 1 + got_penalty
        assert after.purchases[-1].card == before.discard[-1]
        assert len(after.purchases) == len(before.purchases) + 1
    elif isinstance(move, LayDown):
        expected[a] -= sum(len(m) for m in move.melds)
        assert len(after.table) == len(before.table) + len(move.melds)
        assert after.opened[a] == before.turn
    elif isinstance(move, (LayOff, SwapJoker)):
        expected[a] -= 1
        assert sum(len(t.meld) for t in after.table) == sum(
            len(t.meld) for t in before.table) + 1
    elif isinstance(move, Discard):
        expected[a] -= 1
        assert after.discard[-1] == move.card
    if drew and not isinstance(move, TakeDiscard):
        expected[a] += 1
        assert after.drawn_from == "stock"
    assert sizes1 == expected, (move, sizes0, sizes1)
    if not isinstance(move, (LayDown, LayOff, SwapJoker)):
        assert [t.meld for t in after.table] == [t.meld for t in before.table]
    if isinstance(move, Discard) and after.phase is not Phase.OVER:
        assert after.active == (a + 1) % 4 and after.turn == before.turn + 1


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), round_=st.integers(1, 7), steps=st.integers(1, 250))
def test_random_legal_play_keeps_invariants(seed, round_, steps):
    rng = random.Random(seed)
    s = deal(round_, rng.randrange(4), rng)
    check_state(s)
    for _ in range(steps):
        moves = legal_moves(s)
        if not moves:
            break
        move = pick(moves, rng)
        after = apply(s, move)
        check_state(after)
        check_transition(s, move, after)
        assert apply(s, move) == after          # pure and deterministic
        s = after


@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_game_totals_are_sums_of_penalties(seed):
    rng = random.Random(seed)
    g = new_game(random.Random(seed))
    while not g.is_over:
        g = apply(g, pick(legal_moves(g), rng))
    assert len(g.results) == CONTRATO.rounds
    assert game_totals(g) == [sum(r.penalties[s] for r in g.results) for s in range(4)]
    for r in g.results:
        assert (r.went_out is None) == (r.end_clause == "9.2")
