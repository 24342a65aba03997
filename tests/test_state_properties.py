"""Property tests of the state machine over seeded random sequences of legal moves: 107 cards
conserved at every step (1.2, 3.6), every meld on the table valid (3.1–3.7), hand sizes
consistent with draws, purchases, lay-downs and discards, every listed move accepted, and
penalties equal to the cards left in hand (8.1, 8.2, 8.4)."""

import random

from hypothesis import assume, given, settings, strategies as st

from generator.engine.buying import resolve_buying_window
from generator.engine.cards import parse_cards
from generator.engine.going_out import go_out_plan
from generator.engine.melds import Group, make_group, make_sequence
from generator.engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Pass, SwapJoker,
                                    TakeDiscard)
from generator.engine.profile import CONTRATO
from generator.engine.scoring import hand_penalty
from generator.engine.state import (Phase, apply, card_census, current_player, deal,
                                    game_totals, legal_moves, make_round_state, new_game,
                                    opened_before_this_turn, pack_counts,
                                    reshuffle_rng)

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
    """The invariants of any state, under its own profile (house rules included): the pack
    conserved, every meld valid, penalties the cards left in hand."""
    p = s.profile
    assert card_census(s) == (PACK if p is CONTRATO else pack_counts(p))
    for t in s.table:
        m = t.meld
        rebuilt = (make_group(m.cards, rank=m.rank, profile=p) if isinstance(m, Group)
                   else make_sequence(m.cards, profile=p))
        assert rebuilt == m
        assert t.owner in range(p.players) and s.opened[t.owner] is not None
    assert all(not c.is_joker or c.declared is None for h in s.hands for c in h)
    # D14: the stock is rebuilt at most max_reshuffles times in a round
    assert p.max_reshuffles is None or s.reshuffles <= p.max_reshuffles
    if s.phase is Phase.OVER:
        assert s.penalties == tuple(hand_penalty(h, p) for h in s.hands)
        if s.went_out is not None:
            assert s.hands[s.went_out] == () and s.penalties[s.went_out] == 0
            assert s.end_clause == "8.1"
        else:
            assert s.end_clause == "9.2"
    else:
        assert all(s.hands[seat] for seat in range(p.players))


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
        expected[buyer] += 1 + len(after.purchases[-1].penalties)
        assert len(after.purchases[-1].penalties) == before.profile.buy_penalty or (
            after.phase is Phase.OVER and after.end_clause == "9.2")
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
        assert after.active == (a + 1) % before.players and after.turn == before.turn + 1


def where(state, move) -> str:
    """For an assertion message: the position before ``move``, readable and as its line (to
    replay the step: ``apply(RoundState.from_fen(line), parse_move(move))``), and the move."""
    return f"\n{state}\nposition: {state.fen()}\nmove: {move}"


def check_step(before, move, after):
    """:func:`check_state` and :func:`check_transition`, naming the position and the move."""
    try:
        check_state(after)
        check_transition(before, move, after)
    except AssertionError as err:
        raise AssertionError(f"{err}{where(before, move)}") from None


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
        check_step(s, move, after)
        assert apply(s, move) == after, where(s, move)   # pure and deterministic
        if after.phase is Phase.PLAY and s.phase is not Phase.PLAY:
            check_go_out_plan(after)
        s = after


def check_go_out_plan(s):
    """Right after the draw: a going-out plan, when one exists, is accepted move by move by
    the state machine and ends the round with this player out (8.1)."""
    plan = go_out_plan(s.round, s.hands[s.active], s.melds,
                       opened_before_this_turn=opened_before_this_turn(s), profile=s.profile)
    if plan is None:
        return
    for move in plan.moves:
        assert move in legal_moves(s)
        s = apply(s, move)
    assert s.phase is Phase.OVER and s.went_out == s.active and s.penalties[s.active] == 0


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


POOL = parse_cards("7♥ 8♥ 9♣ K♠ JK 2♦")


@settings(max_examples=60, deadline=None)
@given(active=st.integers(0, 3), discard=st.lists(st.sampled_from(POOL), min_size=1, max_size=5),
       wants=st.dictionaries(st.integers(0, 3), st.sets(st.sampled_from(POOL)), max_size=4),
       stock_size=st.integers(0, 8))
def test_polling_in_priority_order_equals_simultaneous_requests(active, discard, wants,
                                                                stock_size):
    """6.2: polling the seats one by one in priority order (the state machine) gives exactly
    the purchases of simultaneous requests resolved by the buying window."""
    from collections import Counter
    assume(all(n <= 2 for n in Counter(discard).values()))
    wants.pop(active, None)
    stock = parse_cards("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠")[:stock_size]
    hands = [parse_cards(c) for c in ("Q♣", "Q♦", "Q♥", "Q♠")]
    s = make_round_state(1, hands, stock=stock, discard=discard, active=active, seed=5)
    s = apply(s, DrawStock())
    while s.phase is Phase.BUY:
        seat = current_player(s)
        s = apply(s, Buy() if s.discard[-1] in wants.get(seat, ()) else Pass())
    # at most one reshuffle can happen in such a window: the state's first reshuffle generator
    start = make_round_state(1, hands, stock=stock, discard=discard, active=active, seed=5)
    out = resolve_buying_window(active, discard, stock, wants, rng=reshuffle_rng(start))
    assert [(p.seat, p.card, p.penalty) for p in out.purchases] == [
        (p.seat, p.card, p.penalty) for p in s.purchases]
    assert out.round_ends == (s.phase is Phase.OVER)
    assert out.stock == s.stock and out.discard == s.discard
    if not out.round_ends:
        assert s.drawn == out.active_draw
    for seat in range(4):
        assert s.hands[seat] == tuple(hands[seat]) + out.added[seat]
