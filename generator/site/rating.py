"""A puzzle's rating on the Glicko-2 scale, calibrated from signals measured on the puzzle.

The player's rating lives in the browser (``docs/javascripts/practice.js`` updates it with
the Glicko-2 method of the vendored ``glicko2`` npm package after each first attempt); each
puzzle is the opponent of that one game, with the rating given here.

Signals (:class:`Signals`, measured on the puzzle as the generator made it):

- ``cards``: cards in play — every card the situation shows (hand, table, discard pile…);
- ``choices``: how many answers are offered;
- ``misreadings``: how many wrong choices the explanation names as a plausible misreading
  of the rules (a distractor built from a known mistake, :func:`generator.site.reasons.
  choice_reasons`); a wrong choice without one is easier to rule out;
- ``clauses``: how many rules the answer rests on;
- ``difficulty``: the generator's own 1–5 from the engine's facts (jokers, near misses,
  many ways to open…: :mod:`generator.puzzles.tagging`), standing in for the solver's
  effort until the tagging measures it.

Model (:func:`solve_chance`): a reference player of rating 1500 who has read the rules
knows the answer with probability ``σ(z)``, where ``z`` falls with each signal, and
otherwise guesses among the plausible answers (``1 / (1 + misreadings)``, at least 2);
the puzzle's rating is the rating against which that player's Glicko expected score is
that chance: ``R = 1500 + 400·log10(1/p − 1)``. The weights are set by hand so that the
generator's difficulty bands stay in order and the spread is wide enough to choose
puzzles near a player; they are not fitted to players' results (the site collects
none). Rounded to 10.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..puzzles.model import Puzzle
from . import markup
from .reasons import misreadings

#: The rating of the reference player; also a new player's rating in the browser.
REFERENCE = 1500
#: Weights of the knowledge model (see the module docstring).
BASE, PER_DIFFICULTY, PER_CARDS_DOUBLING, PER_CLAUSE = 3.0, 0.9, 0.6, 0.12
#: Cards below this count hardly add effort; above, each doubling does.
CARDS_SCALE = 6
#: A card as :func:`generator.site.markup.card_html` writes it (its class attribute).
_CARD = re.compile(r'class="card (?:red|black|joker)"')


@dataclass(frozen=True)
class Signals:
    """What a puzzle's rating is computed from (see the module docstring)."""

    cards: int
    choices: int
    misreadings: int
    clauses: int
    difficulty: int


def signals(p: Puzzle) -> Signals:
    """The signals of ``p``, measured on its Portuguese text (every language shows the same
    cards and choices; misreadings: :func:`generator.site.reasons.misreadings`)."""
    t = p.texts["pt"]
    situation = markup.render(t.situation, "pt", "")   # cards as HTML, [[…]] or already so
    return Signals(cards=len(_CARD.findall(situation)), choices=len(t.choices),
                   misreadings=misreadings(p), clauses=len(set(p.clauses)),
                   difficulty=p.difficulty)


def solve_chance(s: Signals) -> float:
    """The chance that the reference player solves the puzzle at the first attempt (0–1)."""
    z = (BASE - PER_DIFFICULTY * (s.difficulty - 1)
         - PER_CARDS_DOUBLING * math.log2(1 + s.cards / CARDS_SCALE)
         - PER_CLAUSE * (s.clauses - 1))
    knows = 1 / (1 + math.exp(-z))
    if s.choices <= 2:
        plausible = 2
    else:
        plausible = max(2, 1 + s.misreadings) if s.misreadings else s.choices
    guess = 1 / plausible if s.choices else 0.0
    return guess + (1 - guess) * knows


def rating(s: Signals) -> int:
    """The puzzle's rating: the opponent rating at which the reference player's Glicko
    expected score equals :func:`solve_chance`, rounded to 10.

    >>> rating(Signals(cards=4, choices=4, misreadings=3, clauses=1, difficulty=1))
    1000
    >>> rating(Signals(cards=40, choices=4, misreadings=3, clauses=6, difficulty=5))
    1660
    """
    p = min(max(solve_chance(s), 0.01), 0.99)
    return int(round((REFERENCE + 400 * math.log10(1 / p - 1)) / 10) * 10)


def puzzle_rating(p: Puzzle) -> int:
    """:func:`rating` of :func:`signals` of ``p``."""
    return rating(signals(p))
