"""The benchmark's CP-SAT model of the opening (bench/cpsat_model.py) agrees with the engine's
opening solver, and both give the answer the rules give, on fixed hands (4.1, 4.3, 5.2, 5.5,
7.4, D1, D2, D11).

The model is written from rules-spec.md without the engine's solver; ``make bench`` checks it
against the engine on hundreds of random hands. Skipped when OR-Tools (the ``bench``
optional dependencies) is not installed. No timing here: speed is measured by ``make bench``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("ortools")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:          # bench/ is run from the repository root, not installed
    sys.path.insert(0, str(ROOT))

from bench.canon import engine_canonical  # noqa: E402
from bench.cpsat_model import cpsat_can_open, cpsat_laydowns  # noqa: E402
from generator.engine.cards import parse_cards  # noqa: E402
from generator.engine.opening import can_open, opening_laydowns  # noqa: E402

# (round, hand, can open?, why) — the answer worked out by hand from the rules
CASES = [
    (1, "7♣ 7♦ 7♥ 8♠ 8♠ 8♥ K♦", True, "4.1: two groups, one card kept"),
    (1, "7♣ 7♦ 7♥ 8♠ 8♠ 8♥", False, "5.5: two groups but no card left to discard"),
    (1, "JK JK JK 5♠ 5♥ 5♦ 9♣", True, "D1: a group of three jokers"),
    (1, "JK 5♠ 5♥ 9♣ 9♦ 9♥ K♦", True, "one joker completes a group"),
    (1, "JK 5♠ 5♥ 9♣ 9♦ Q♠ K♦", False, "one joker cannot complete two pairs"),
    (1, "7♣ 7♦ 8♠ 8♥ 9♣ 9♦ K♦", False, "three pairs and no joker"),
    (2, "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣", True, "section 11's worked example"),
    (2, "K♠ A♠ 2♠ 3♠ 9♥ 9♦ 9♣ 5♦", False, "3.3: K-A-2-3 wraps around the ace"),
    (2, "J♥ Q♥ K♥ A♥ 4♣ 4♦ 4♠ 8♦", True, "3.3: the ace high"),
    (2, "A♦ 2♦ 3♦ 4♦ 4♣ 4♥ 4♠ 8♦", True, "3.3: the ace low"),
    (2, "Q♠ K♠ A♠ JK 5♦ 5♣ 5♥ 2♣", True, "D2: the joker only fits below Q (J♠), not above A"),
    (2, "JK 4♠ 5♠ 6♠ 9♦ 9♣ 9♥ K♦", True, "D2: a joker at one end of the sequence"),
    (3, "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ K♣", False, "4.3: 3-6 and 7-10 of hearts are contiguous"),
    (3, "3♥ 4♥ 5♥ 6♥ 5♥ 6♥ 7♥ 8♥ K♣", True, "4.3: an overlap made with distinct cards"),
    (3, "3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ JK K♣", True, "4.3: the joker at the high end, JK=J♥ leaves a gap"),
    (3, "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ JK Q♣", True, "4.3: overlap through the joker, 3-6 and JK=6♥-9"),
    (4, "7♥ 7♥ 7♣ 7♠ 7♠ 7♦ 2♣ 2♦ 2♥ K♠", True, "D11: two groups of one rank"),
    (5, "7♥ 7♣ 7♠ 2♣ 2♦ 2♥ 3♠ 4♠ 5♠ 7♦", False, "a sequence short of one card, no card kept"),
    (6, "9♦ 9♣ 9♥ 3♠ 4♠ 5♠ 6♠ 8♠ 9♠ 10♠ JK K♦", True, "4.3: JK=J♠ keeps the spades apart"),
    (7, "A♠ 2♠ 3♠ 4♠ 5♥ 6♥ 7♥ 8♥ 9♣ 10♣ J♣ Q♣ K♣", True, "7.4: the whole hand in three"),
    (7, "A♠ 2♠ 3♠ 4♠ 5♥ 6♥ 7♥ 8♥ 9♣ 10♣ J♣ Q♣ 2♦", False, "7.4: 2♦ fits no sequence"),
    (7, "A♥ 2♥ 3♥ 4♥ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠", False, "4.3 in round 7: 5-K of spades split"),
    (7, "A♥ 2♥ 3♥ 4♥ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ JK", True, "4.3 in round 7: JK=8♠ overlaps"),
    (7, "2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ JK JK", True, "7.4: purchases, 15 cards"),
]


@pytest.mark.parametrize("round_, text, expected, why", CASES,
                         ids=[f"r{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_cpsat_model_agrees_with_the_engine(round_, text, expected, why):
    hand = parse_cards(text)
    assert can_open(round_, hand) is expected, f"engine: {why}"
    assert cpsat_can_open(round_, hand) is expected, f"CP-SAT: {why}"


@pytest.mark.parametrize("round_, text, count", [
    (2, "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣", 1),
    # only the overlap at place 6 (4.3), the joker standing for 6♥ in either sequence
    (3, "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ JK Q♣", 2),
    # 13 ranks for the group of jokers (D1), the 5s with each pair of their suits or 3 of them
    (1, "JK JK JK 5♠ 5♥ 5♦ 9♣", None),
    (7, "A♥ 2♥ 3♥ 4♥ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ JK", None),
])
def test_cpsat_enumeration_lists_the_engines_laydowns(round_, text, count):
    hand = parse_cards(text)
    engine = {engine_canonical(l) for l in opening_laydowns(round_, hand)}
    listed = cpsat_laydowns(round_, hand)
    assert listed.complete
    assert listed.laydowns == engine
    # the model's canonical order makes each lay-down exactly one solution
    assert listed.raw_solutions == len(listed.laydowns)
    if count is not None:
        assert len(engine) == count
