"""Golden playthroughs and move counts of the state machine (as OpenSpiel's playthroughs and
python-chess's perft files): text files in tests/golden/ that a faster or rewritten engine must
reproduce byte for byte, written by ``make golden`` and compared by tests/test_golden.py.

- ``round-R-seed-S.txt``: one round dealt from a seed and played by :func:`choose` (a seeded
  pick among the legal moves that needs nothing but :func:`~generator.engine.state.legal_moves`
  and its order, so that it changes only when the engine does). Each step is two lines: the
  position (:meth:`RoundState.fen <generator.engine.state.RoundState.fen>`), then the number
  of legal moves and the move played (:mod:`generator.engine.moves` notation). The last line
  says how the round ended.
- ``counts.txt``: fixed positions (a state's line) with, for the player to move, the number
  of distinct opening lay-downs (:func:`~generator.engine.opening.opening_laydowns`), of
  lay-off targets over the distinct cards of the hand
  (:func:`~generator.engine.layoff.lay_off_targets`), of joker swaps with their places for the
  freed joker (:func:`~generator.engine.jokers.legal_joker_swaps`) and of legal moves.

Run ``.venv/bin/python tests/golden_playthroughs.py`` (``make golden``) to write the files
again after a deliberate change of the rules' outcome or of the notation; review the diff.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from generator.engine.cards import Card, parse_cards
from generator.engine.jokers import legal_joker_swaps
from generator.engine.layoff import lay_off_targets
from generator.engine.melds import make_meld
from generator.engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Pass, SwapJoker,
                                    TakeDiscard)
from generator.engine.opening import opening_laydowns
from generator.engine.state import (Phase, RoundState, apply, deal, legal_moves,
                                    make_round_state, opened_before_this_turn)

GOLDEN = Path(__file__).parent / "golden"

#: (round, seed, buy probability) of the dealt rounds: every round's contract, joker swaps,
#: purchases, reshuffles of the discard pile (9.1) and rounds that end with no draw possible
#: (9.2), one of them the final round's.
ROUNDS = (
    (1, 5, 0.3), (2, 4, 1.0), (3, 8, 1.0), (4, 2, 1.0), (5, 7, 1.0), (6, 6, 1.0), (7, 1, 1.0),
    (5, 4, 1.0),
)

#: A round that lasts longer than this is cut (the rules let a round cycle through 9.1).
MAX_STEPS = 2000


def _use(card: Card, hand) -> int:
    """How well ``card`` goes with ``hand``: jokers most, then a card with others of its rank
    or of its suit close by (a heuristic of this file, not a rule)."""
    if card.is_joker:
        return 99
    return sum(2 if c.rank == card.rank else 1 for c in hand if c is not card and not c.is_joker
               and (c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2)))


def choose(state: RoundState, moves: list, rng: random.Random, buy: float):
    """A seeded, simple player that makes rounds progress and end: it takes the discard top
    when it goes with the hand, buys such a card with probability ``buy``, opens, lays off and
    swaps jokers whenever it can (a random one of those), and otherwise discards a card that
    goes least with the rest (a random one among them). It needs only the position and the
    legal moves in their order, so it changes only when the engine does."""
    hand = state.hands[state.active] if state.window is None else (
        state.hands[state.window.to_poll[0]])
    top = state.discard[-1] if state.discard else None
    if TakeDiscard() in moves:
        return TakeDiscard() if _use(top, hand) >= 2 else DrawStock()
    if Buy() in moves:
        return Buy() if _use(top, hand) >= 2 and rng.random() < buy else Pass()
    progress = [m for m in moves if isinstance(m, (LayDown, LayOff, SwapJoker))]
    if progress:
        return rng.choice(progress)
    discards = [m for m in moves if isinstance(m, Discard)]
    if not discards:
        return rng.choice(moves)
    low = min(_use(m.card, hand) for m in discards)
    return rng.choice([m for m in discards if _use(m.card, hand) == low])


def _final_round_start() -> RoundState:
    """Round 7 from a fixed position: seat 1 draws 7♥ and lays its whole hand down (7.4) in
    one of several ways (the joker below J♦ or above K♦)."""
    P = parse_cards
    return make_round_state(
        7, [P("3♥ 4♥ 5♥ 6♥ 9♣ 10♣ J♣ Q♣ J♦ Q♦ K♦ JK"), P("2♣ 2♠ 5♣ 8♠ 9♠ K♠ 4♠ 4♦ 6♦ 7♣ 3♣ 3♦"),
            P("2♥ 5♠ 6♠ 7♠ 10♠ J♠ Q♠ A♠ 8♥ 9♥ 10♥ J♥"), P("Q♥ K♥ A♥ 2♦ 3♠ 5♦ 7♦ 8♦ 9♦ 10♦ A♦ 4♣")],
        stock=P("6♣ 8♣ 7♥"), discard=P("K♣"), active=0, seed=7)


#: Rounds from a fixed position: file name, the position, the seed of the player's choices, the
#: buy probability.
FIXED = (("round-7-opening", _final_round_start, 7, 0.0),)


def playthrough(round_: int, seed: int, buy: float) -> str:
    """The golden text of a dealt round (see the module doc)."""
    state = deal(round_, seed % 4, random.Random(seed))
    title = f"round {round_}, seed {seed}, dealer seat {seed % 4 + 1}, buys {buy}"
    return _play(title, state, random.Random(f"golden:{round_}:{seed}"), buy)


def _play(title: str, state: RoundState, rng: random.Random, buy: float) -> str:
    lines = [f"# {title}: each step is the position, then '<number of legal moves> legal: "
             f"<move played>' (tests/golden_playthroughs.py)"]
    steps = 0
    while not state.is_over and steps < MAX_STEPS:
        moves = legal_moves(state)
        move = choose(state, moves, rng, buy)
        lines.append(state.fen())
        lines.append(f"{len(moves)} legal: {move}")
        state = apply(state, move)
        steps += 1
    lines.append(state.fen())
    if state.is_over:
        who = "nobody" if state.went_out is None else f"seat {state.went_out + 1}"
        lines.append(f"over after {steps} moves: {who} went out ({state.end_clause}); "
                     f"penalties {' '.join(map(str, state.penalties))}")
    else:
        lines.append(f"cut after {steps} moves")
    return "\n".join(lines) + "\n"


def counts_line(state: RoundState) -> str:
    """The counts of the position, for the seat to move (see the module doc)."""
    seat = state.active
    hand = state.hands[seat]
    laydowns = (len(opening_laydowns(state.round, hand, state.profile))
                if state.opened[seat] is None else 0)
    before = opened_before_this_turn(state)
    distinct = sorted(set(hand), key=Card.sort_key)
    targets = sum(len(lay_off_targets(state.round, state.melds, c, opened_before_this_turn=before,
                                      cards_left_after=len(hand) - 1, profile=state.profile))
                  for c in distinct) if before else 0
    swaps = sum(len(s.targets) for s in legal_joker_swaps(
        state.round, state.melds, hand, opened_before_this_turn=before,
        profile=state.profile)) if before else 0
    return (f"{state.fen()}\nlaydowns {laydowns} layoffs {targets} swaps {swaps} "
            f"legal {len(legal_moves(state))}")


def _fixed_positions() -> list[RoundState]:
    """Hand-picked positions where counting is easy to get wrong: two copies of a card,
    jokers at a sequence's ends, aces low and high, a hand that opens many ways, the final
    round's whole hand."""
    P = parse_cards

    def m(text: str):
        return make_meld(P(text))

    out = [
        # round 1: two groups from two copies of each card and a joker
        make_round_state(1, [P("7♥ 7♥ 7♣ 7♦ 9♠ 9♠ 9♦ JK K♣ 2♦ 5♥"), P("2♣"), P("3♣"), P("4♣")],
                         stock=P("6♣ 8♣"), discard=P("10♣")),
        # round 3: two sequences in one suit, aces at both ends, a joker to place
        make_round_state(3, [P("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ J♠ Q♠ K♠ JK"), P("2♣"), P("3♣"),
                             P("4♣")], stock=P("6♣ 8♣"), discard=P("10♣")),
        # round 7: the whole hand in three sequences, 13 cards after the draw, the joker in
        # several places; then a hand that would need K-A-2 (3.3) and cannot open
        make_round_state(7, [P("3♥ 4♥ 5♥ 6♥ 9♣ 10♣ J♣ Q♣ J♦ Q♦ K♦ JK"), P("2♣"), P("3♣"),
                             P("4♣")], stock=P("6♣ A♦"), discard=P("10♣")),
        make_round_state(7, [P("3♥ 4♥ 5♥ 6♥ 9♣ 10♣ J♣ Q♣ K♦ A♦ 2♦ JK"), P("2♣"), P("3♣"),
                             P("4♣")], stock=P("6♣ 4♦"), discard=P("10♣")),
        # round 2, opened earlier: lay-offs at both ends, joker swaps, a group
        make_round_state(2, [P("9♥ 9♦ 4♠ 9♠ J♦ 10♦ JK K♣"), P("2♣ 8♣"), P("3♣ 2♠"),
                             P("4♣ 6♣")],
                         stock=P("6♦ 8♦"), discard=P("10♣"),
                         table=[m("9♣ 9♣ 9♥"), m("5♠ JK=6♠ 7♠ 8♠"), m("JK=J♦ Q♦ K♦ A♦"),
                                m("5♥ 6♥ 7♥ 8♥")],
                         opened=(1, 1, None, None), turn=5),
    ]
    play = []
    for s in out:
        while s.phase is not Phase.PLAY:      # the active player draws the stock card
            s = apply(s, Pass() if s.phase is Phase.BUY else DrawStock())
        play.append(s)
    return play


def counts() -> str:
    """The counts file: the fixed positions, then positions of the golden rounds (every
    tenth play-phase step of each)."""
    lines = ["# position, then the counts for the seat to move (tests/golden_playthroughs.py)"]
    for s in _fixed_positions():
        lines.append(counts_line(s))
    for round_, seed, buy in ROUNDS:
        state = deal(round_, seed % 4, random.Random(seed))
        rng = random.Random(f"golden:{round_}:{seed}")
        plays = 0
        for _ in range(MAX_STEPS):
            if state.is_over:
                break
            if state.phase is Phase.PLAY:
                if plays % 10 == 0:
                    lines.append(counts_line(state))
                plays += 1
            state = apply(state, choose(state, legal_moves(state), rng, buy))
    return "\n".join(lines) + "\n"


def files() -> dict[str, str]:
    """Every golden file's name and text."""
    out = {f"round-{r}-seed-{s}.txt": playthrough(r, s, b) for r, s, b in ROUNDS}
    for name, start, seed, buy in FIXED:
        out[f"{name}.txt"] = _play(f"{name}, from a fixed position, choices seed {seed}, buys "
                                   f"{buy}", start(), random.Random(f"golden:{seed}"), buy)
    out["counts.txt"] = counts()
    return out


def main() -> int:
    GOLDEN.mkdir(exist_ok=True)
    wanted = files()
    for old in GOLDEN.glob("*.txt"):
        if old.name not in wanted:
            old.unlink()
            print(f"removed {old.name}")
    for name, text in wanted.items():
        path = GOLDEN / name
        changed = not path.exists() or path.read_text(encoding="utf-8") != text
        path.write_text(text, encoding="utf-8")
        print(f"{'wrote  ' if changed else 'same   '} {path.relative_to(GOLDEN.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
