"""Situations from seeded simulated rounds, for families that ask for realism
(``source: game``).

A round is dealt and played to its end with the engine's state machine
(:func:`~generator.engine.state.deal`, :func:`~generator.engine.state.legal_moves`,
:func:`~generator.engine.state.apply`), every move chosen at random among the legal ones by
:func:`choose` — with a few preferences so that rounds look like play (take a way out the
engine finds when a few cards are left, lay down when possible, lay off often, buy now and then). The rules are all the
engine's: the policy only picks among the moves the engine lists, so every state visited is a
possible one (107 cards, hand sizes that fit the round and the purchases made, valid melds).

:func:`states` plays ``games`` rounds of a round number once per seed (cached) and returns
every state visited, in order; families then pick states with their own seeded generator.
"""

from __future__ import annotations

import functools
import random
from typing import Sequence

from ..engine.going_out import go_out_plan
from ..engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Move, Pass, SwapJoker,
                            TakeDiscard)
from ..engine.state import (Phase, RoundState, apply, deal, legal_moves,
                            opened_before_this_turn)
from .kinds.base import derive_seed

#: The longest round played (moves); a round still going then is cut there.
MAX_MOVES = 4000


def choose(state: RoundState, moves: Sequence[Move], rng: random.Random) -> Move:
    """A random legal move with play-like preferences (see the module doc)."""
    if state.phase is Phase.DRAW:
        if TakeDiscard() in moves and rng.random() < 0.25:
            return TakeDiscard()
        return DrawStock()
    if state.phase is Phase.BUY:
        return Buy() if rng.random() < 0.12 else Pass()
    seat = state.active
    before = opened_before_this_turn(state)
    size = len(state.hands[seat])
    contract = state.profile.contract(state.round)
    # a way out is looked for only where it is cheap to search: an opener with a few cards
    # left, or a player who has not opened holding just the contract and a card to discard
    if (before and size <= 4) or (state.opened[seat] is None and (
            contract.whole_hand or size == contract.min_cards(state.profile) + 1)):
        plan = go_out_plan(state.round, state.hands[seat], state.melds,
                           opened_before_this_turn=before, profile=state.profile)
        if plan is not None and plan.moves[0] in moves and rng.random() < 0.9:
            return plan.moves[0]
    laydowns = [m for m in moves if isinstance(m, LayDown)]
    if laydowns and rng.random() < 0.95:
        return rng.choice(laydowns)
    layoffs = [m for m in moves if isinstance(m, (LayOff, SwapJoker))]
    if layoffs and rng.random() < 0.7:
        return rng.choice(layoffs)
    return rng.choice([m for m in moves if isinstance(m, Discard)])


def play(round_: int, seed: int) -> tuple[RoundState, ...]:
    """Every state of one simulated round from ``seed`` (dealer: seat 3), the deal first."""
    rng = random.Random(seed)
    state = deal(round_, 3, rng)
    out = [state]
    for _ in range(MAX_MOVES):
        if state.is_over:
            break
        state = apply(state, choose(state, legal_moves(state), rng))
        out.append(state)
    return tuple(out)


@functools.lru_cache(maxsize=64)
def rounds(seed: int, round_: int, games: int) -> tuple[tuple[RoundState, ...], ...]:
    """``games`` simulated rounds of round number ``round_``, each as its states in order;
    the same ``seed`` always gives the same rounds."""
    return tuple(play(round_, derive_seed(seed, f"games/{round_}/{i}")) for i in range(games))


def states(seed: int, round_: int, games: int) -> tuple[RoundState, ...]:
    """Every state visited in :func:`rounds`, in order."""
    return tuple(s for r in rounds(seed, round_, games) for s in r)
