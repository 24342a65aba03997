"""A puzzle's rating and its difficulty, calibrated in the tagging step from measured signals.

Each puzzle is the opponent of one game for the player who answers it: its rating is on the
Glicko-2 scale the practice page keeps the player's rating on (``docs/javascripts/
practice.js``), and its difficulty (1–5, the site's words "very easy" … "very hard") is the
band of that rating (:data:`BANDS`), so the two never disagree.

Signals (:class:`Signals`, measured on the situation and the engine's facts, in no
language, by :func:`measure`):

- ``cards``: cards in play — every card the situation shows the player (hands, melds,
  piles), counted in its card markup (:func:`shown_cards`; every language shows the same);
- ``choices``: how many answers are offered;
- ``misreadings``: how many wrong choices come from a named misreading of the rules (the
  engine's refusal or a known mistake that produces them); a wrong choice without one is
  easier to rule out;
- ``effort``: the solver's effort, what the engine weighs to find the answer (:data:`EFFORT`):
  the melds a hand can make for the contract (:func:`~generator.engine.opening.
  candidate_melds`), the places a card or a joker may go on the table, the cards asked for,
  the numbers summed;
- ``ideas``: the rules the answer needs beyond the plain case — jokers, aces, 4.3, a
  near-miss, a refusal by timing… (each kind's ``*_difficulty``);
- ``clauses``: how many rules the answer rests on.

Model (:func:`solve_chance`): a reference player of rating 1500 who has read the rules
knows the answer with probability ``σ(z)``, where ``z`` falls with each signal, and
otherwise guesses among the plausible answers (``1 + misreadings``, at least 2; every choice
when none is named); the puzzle's rating is the rating against which that player's Glicko
expected score is that chance: ``R = 1500 + 400·log10(1/p − 1)``, rounded to 10. The
weights are set by hand so that each signal counts in the same direction and the ratings
spread wide enough to offer puzzles near a player; they are not fitted to players' results
(the site collects none).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Callable

from ..engine.melds import Group
from ..engine.opening import candidate_melds
from .kinds import get
from .kinds.base import Judged
from .situation import Situation
from .texts import load_texts

#: The rating of the reference player; also a new player's rating in the browser.
REFERENCE = 1500
#: Weights of the knowledge model (see the module docstring).
BASE, PER_IDEA, PER_CARDS_DOUBLING, PER_EFFORT_DOUBLING, PER_CLAUSE = 3.2, 0.75, 0.45, 0.3, 0.12
#: Cards (effort) below this count hardly add to the work; above, each doubling does.
CARDS_SCALE, EFFORT_SCALE = 6, 4
#: The lowest rating of each difficulty from 2 up: below 1150 is 1 ("very easy"), 1525 and
#: above is 5 ("very hard"); set so that the site's puzzles fall in the five bands about as
#: a bell (a tenth very easy, a tenth very hard) and every kind spans three bands or more.
BANDS = (1150, 1275, 1400, 1525)


@dataclass(frozen=True)
class Signals:
    """What a puzzle's rating is computed from (see the module docstring)."""

    cards: int
    choices: int
    misreadings: int
    effort: int
    ideas: int
    clauses: int


#: Card markup in a situation's text: ``[[7♥ JK=8♥ 10♠]]``.
_MARKUP = re.compile(r"\[\[([^\]]*)\]\]")


def shown_cards(text: str) -> int:
    """How many cards a situation's text shows, in its card markup.

    >>> shown_cards("Hand: [[7♥ JK=8♥ 10♠]]; discard top [[K♣]]; no card [[ ]].")
    4
    """
    return sum(len(m.split()) for m in _MARKUP.findall(text))


def _table_places(table) -> int:
    """The places a card may join on a table: a group takes one more card, a sequence two
    ends."""
    return sum(1 if isinstance(m, Group) else 2 for m in table)


def _opening(s: Situation, facts) -> int:
    return candidate_melds(s.round, s.hand)


def _pair(s: Situation, facts) -> int:
    return _table_places(s.data.melds)


def _lay_off(s: Situation, facts) -> int:
    return _table_places(s.data.table)


def _joker_swap(s: Situation, facts) -> int:
    jokers = sum(c.is_joker for m in s.data.table for c in m.cards)
    naturals = len({c.physical for c in s.hand if not c.is_joker})
    return jokers * max(1, naturals)


def _buy(s: Situation, facts) -> int:
    return sum(len(cards) for _, cards in s.data.asks) + len(s.data.discard)


def _penalty(s: Situation, facts) -> int:
    return len(s.hand)


def _running_out(s: Situation, facts) -> int:
    return len(s.data.stock) + len(s.data.discard) + len(facts.options)


def _standings(s: Situation, facts) -> int:
    return sum(len(row) for row in s.data.penalties)


#: The solver's effort per kind (see the module docstring): can-open and final-round, the
#: melds the hand can make for the contract; lay-off and contract-pair, the places on the
#: table; joker-swap, the table's jokers times the hand's natural cards; buy, the cards asked
#: for and the discards shown; penalty, the cards valued; running-out, the cards of the piles
#: and the outcomes to tell apart; standings, the penalties summed.
EFFORT: dict[str, Callable[[Situation, Any], int]] = {
    "can-open": _opening, "final-round": _opening, "contract-pair": _pair,
    "lay-off": _lay_off, "joker-swap": _joker_swap, "buy": _buy, "penalty": _penalty,
    "running-out": _running_out, "standings": _standings,
}


def _offered(facts) -> tuple[int, int]:
    """``(choices, misreadings)`` from the engine's facts: judged options (a wrong one with
    the engine's reason or a named mistake is a misreading), the penalty's named wrong
    totals, or a plain list of choices with no reason each; yes/no otherwise."""
    options = getattr(facts, "options", None)
    if options and all(isinstance(o, Judged) for o in options):
        return len(options), sum(1 for o in options
                                 if not o.right and o.code is not None)
    wrong = getattr(facts, "wrong", None)
    choices = getattr(facts, "choices", None)
    if choices and wrong is not None and all(isinstance(w, tuple) for w in wrong):
        return len(choices), len(wrong)
    if options:
        return len(options), 0
    return 2, 0


def measure(s: Situation, facts, ideas: int, clauses: int) -> Signals:
    """The signals of a solved situation (``ideas``: the kind's count of the ideas its
    answer needs; ``clauses``: the rules the explanation cites)."""
    choices, misreadings = _offered(facts)
    shown = get(s.kind).body(s, facts, "pt", load_texts("pt"))
    return Signals(cards=shown_cards(shown), choices=choices,
                   misreadings=misreadings, effort=EFFORT[s.kind](s, facts),
                   ideas=max(1, ideas), clauses=max(1, clauses))


def solve_chance(s: Signals) -> float:
    """The chance that the reference player solves the puzzle at the first attempt (0–1)."""
    z = (BASE - PER_IDEA * (s.ideas - 1)
         - PER_CARDS_DOUBLING * math.log2(1 + s.cards / CARDS_SCALE)
         - PER_EFFORT_DOUBLING * math.log2(1 + s.effort / EFFORT_SCALE)
         - PER_CLAUSE * (s.clauses - 1))
    knows = 1 / (1 + math.exp(-z))
    if s.choices <= 2:
        plausible = 2
    else:
        plausible = max(2, 1 + s.misreadings) if s.misreadings else s.choices
    guess = 1 / plausible
    return guess + (1 - guess) * knows


def rating(s: Signals) -> int:
    """The puzzle's rating: the opponent rating at which the reference player's Glicko
    expected score equals :func:`solve_chance`, rounded to 10.

    >>> rating(Signals(cards=3, choices=4, misreadings=3, effort=3, ideas=1, clauses=1))
    980
    >>> rating(Signals(cards=40, choices=4, misreadings=3, effort=60, ideas=5, clauses=6))
    1660
    """
    p = min(max(solve_chance(s), 0.01), 0.99)
    return int(round((REFERENCE + 400 * math.log10(1 / p - 1)) / 10) * 10)


def difficulty(rating_: int) -> int:
    """The difficulty, 1–5, of a rating: its band (:data:`BANDS`).

    >>> [difficulty(r) for r in (1000, 1150, 1399, 1400, 1700)]
    [1, 2, 3, 4, 5]
    """
    return 1 + sum(rating_ >= low for low in BANDS)
