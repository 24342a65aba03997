"""Situations from seeded simulated rounds, for families that ask for realism
(``source: game``).

Two tables play the rounds families sample from (:data:`TABLES`):

- ``people`` (what ``source: game`` families sample): the automatic players of
  :mod:`generator.sim` — the strong, greedy and basic players
  (:mod:`generator.sim.players`), seated differently in each round — who keep the game
  moving as people do: they keep pairs and near-sequences, open as soon as they can, lay off
  and go out, buy only what helps. Their turns look like real play: rounds of a few dozen
  turns, hands of 6 to 17 cards, players who open as the round goes on;
- ``drift``: every move at random among the legal ones the engine lists (:func:`choose`),
  with a few preferences so that rounds move at all (take a way out the engine finds when a
  few cards are left, lay down when possible, lay off often, buy now and then). Such rounds
  drag on until the stock runs out (9.1, 9.2) — the unusual that ``running-out`` puzzles
  are about, and only they sample these.

The rules are all the engine's: a player only picks among the moves the engine lists, and
``apply`` checks each again, so every state visited is a possible one (107 cards, hand sizes
that fit the round and the purchases made, valid melds).

:func:`states` plays ``games`` rounds of a round number once per seed and table (cached) and
returns every state visited, in order; families then pick states with their own seeded
generator. ``make bench`` compares the turns and hand sizes of the puzzles sampled with those
of the rounds (:func:`round_shape`, ``bench/puzzles.py``).
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
from ..engine.state import (Phase, RoundState, apply, current_player, deal, legal_moves,
                            opened_before_this_turn)
from ..sim.players import make_players
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


#: The players of the ``people`` table (kinds of :data:`generator.sim.players.PLAYER_KINDS`),
#: seats 1–4 of the first round; round ``i`` of a pool seats them turned by ``i`` places.
PEOPLE = ("strong", "greedy", "basic", "greedy")

#: The tables rounds are played by (see the module docstring).
TABLES = ("people", "drift")


def play(round_: int, seed: int, table: str = "drift", turn: int = 0
         ) -> tuple[RoundState, ...]:
    """Every state of one simulated round from ``seed`` (dealer: seat 3), the deal first,
    played by ``table`` (:data:`TABLES`; ``people`` seats :data:`PEOPLE` turned by
    ``turn`` places). A round still going after :data:`MAX_MOVES` moves is cut there."""
    if table not in TABLES:
        raise ValueError(f"unknown table {table!r} (use: {', '.join(TABLES)})")
    rng = random.Random(seed)
    state = deal(round_, 3, rng)
    out = [state]
    if table == "drift":
        for _ in range(MAX_MOVES):
            if state.is_over:
                break
            state = apply(state, choose(state, rng))
            out.append(state)
        return tuple(out)
    players = make_players(PEOPLE[turn % 4:] + PEOPLE[:turn % 4])
    for _ in range(MAX_MOVES):
        if state.is_over:
            break
        state = apply(state, players[current_player(state)].choose(
            state, legal_moves(state), rng))
        out.append(state)
    return tuple(out)


@functools.lru_cache(maxsize=64)
def rounds(seed: int, round_: int, games: int, table: str = "people"
           ) -> tuple[tuple[RoundState, ...], ...]:
    """``games`` simulated rounds of round number ``round_`` played by ``table``
    (:data:`TABLES`), each as its states in order; the same ``seed`` always gives the same
    rounds."""
    if table == "drift":
        return tuple(play(round_, derive_seed(seed, f"games/{round_}/{i}"))
                     for i in range(games))
    return tuple(play(round_, derive_seed(seed, f"{table}/{round_}/{i}"), table, i)
                 for i in range(games))


def states(seed: int, round_: int, games: int, table: str = "people"
           ) -> tuple[RoundState, ...]:
    """Every state visited in :func:`rounds`, in order."""
    return tuple(s for r in rounds(seed, round_, games, table) for s in r)


def round_shape(state: RoundState) -> tuple[int, int, int]:
    """``(turn, hand size of the active player, players who have not opened)`` of a state:
    what tells a turn of real play from an unlikely one (turn 38 with three players still
    closed, hands of 20 cards)."""
    return (state.turn, len(state.hands[state.active]),
            sum(o is None for o in state.opened))
