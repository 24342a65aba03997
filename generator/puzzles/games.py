"""Situations from seeded simulated rounds, for families that ask for realism
(``source: game``).

A round is dealt and played to its end with the engine's state machine
(:func:`~generator.engine.state.deal`, :func:`~generator.engine.state.apply`), every move
chosen at random among the legal ones the engine lists by :func:`choose` — with a few
preferences so that rounds look like play (take a way out the
engine finds when a few cards are left, lay down when possible, lay off often, buy now and then). The rules are all the
engine's: the policy only picks among the moves the engine lists, and ``apply`` checks each
again, so every state visited is a
possible one (107 cards, hand sizes that fit the round and the purchases made, valid melds).

:func:`states` plays ``games`` rounds of a round number once per seed (cached) and returns
every state visited, in order; families then pick states with their own seeded generator.
"""

from __future__ import annotations

import functools
import random

from ..engine.cards import Card
from ..engine.going_out import go_out_plan
from ..engine.jokers import legal_joker_swaps
from ..engine.layoff import lay_off_targets
from ..engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Move, Pass, SwapJoker,
                            TakeDiscard)
from ..engine.opening import can_open, opening_laydowns
from ..engine.state import Phase, RoundState, apply, deal, opened_before_this_turn
from .seeds import derive_seed

#: The longest round played (moves); a round still going then is cut there.
MAX_MOVES = 4000


def _distinct(cards) -> list[Card]:
    return sorted(set(c.physical for c in cards), key=Card.sort_key)


def choose(state: RoundState, rng: random.Random) -> Move:
    """A random legal move with play-like preferences (see the module doc). Every move comes
    from one of the engine's lists (:func:`~generator.engine.opening.opening_laydowns`,
    :func:`~generator.engine.layoff.lay_off_targets`,
    :func:`~generator.engine.jokers.legal_joker_swaps`, a card of the hand to discard) and
    :func:`~generator.engine.state.apply` checks it again; the lists are asked only when the
    move could be made (a player who has not opened is asked for lay-downs only when
    :func:`~generator.engine.opening.can_open` says yes), which keeps the rounds fast."""
    if state.phase is Phase.DRAW:
        if state.discard and rng.random() < 0.25:
            return TakeDiscard()
        return DrawStock()
    if state.phase is Phase.BUY:
        return Buy() if rng.random() < 0.12 else Pass()
    seat = state.active
    hand = state.hands[seat]
    profile = state.profile
    before = opened_before_this_turn(state)
    size = len(hand)
    contract = profile.contract(state.round)
    # a way out is looked for only where it is cheap to search: an opener with a few cards
    # left, or a player who has not opened holding just the contract and a card to discard
    if (before and size <= 4) or (state.opened[seat] is None and (
            contract.whole_hand or size == contract.min_cards(profile) + 1)):
        plan = go_out_plan(state.round, hand, state.melds, opened_before_this_turn=before,
                           profile=profile)
        if plan is not None and rng.random() < 0.9:
            return plan.moves[0]
    if state.opened[seat] is None and can_open(state.round, hand, profile) \
            and rng.random() < 0.95:
        return LayDown(rng.choice(opening_laydowns(state.round, hand, profile)).melds)
    if before and not contract.whole_hand and rng.random() < 0.7:
        moves: list[Move] = [
            LayOff(i, c, e) for c in _distinct(hand)
            for i, e in lay_off_targets(state.round, state.melds, c,
                                        opened_before_this_turn=True,
                                        cards_left_after=size - 1, profile=profile)]
        moves += [SwapJoker(sw.meld_index, sw.natural, j, e)
                  for sw in legal_joker_swaps(state.round, state.melds, hand,
                                              opened_before_this_turn=True, profile=profile)
                  for j, e in sw.targets]
        if moves:
            return rng.choice(moves)
    return Discard(rng.choice(_distinct(hand)))


def play(round_: int, seed: int) -> tuple[RoundState, ...]:
    """Every state of one simulated round from ``seed`` (dealer: seat 3), the deal first."""
    rng = random.Random(seed)
    state = deal(round_, 3, rng)
    out = [state]
    for _ in range(MAX_MOVES):
        if state.is_over:
            break
        state = apply(state, choose(state, rng))
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
