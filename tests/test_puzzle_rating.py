"""Each puzzle's rating and difficulty, calibrated when the generator tags it
(generator/puzzles/rating.py, tagging.py): the signals are measured on the puzzle as the player
sees it, each counts in its direction, the difficulty is the rating's band, and the site's
puzzles spread over the five bands."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter, defaultdict
from dataclasses import replace

import pytest
from hypothesis import given, strategies as st

from generator.engine import parse_cards
from generator.engine.opening import candidate_melds
from generator.puzzles import rating
from generator.puzzles.errors import VerificationError
from generator.puzzles.explain import plan
from generator.puzzles.pipeline import build
from generator.puzzles.situation import KINDS
from generator.puzzles.solve import solve
from generator.puzzles.tagging import tag
from generator.puzzles.verify import verify
from generator.site import markup, reasons

#: A card as generator.site.markup.card_html writes it.
_CARD = re.compile(r'class="card (?:red|black|joker)"')


@pytest.fixture(scope="module")
def site(puzzle_build):
    return puzzle_build


def by_id(site, pid):
    return next((p, s) for p, s in zip(site.puzzles, site.situations) if p.id == pid)


# -- the model ----------------------------------------------------------------------------------

signals = st.builds(rating.Signals, cards=st.integers(0, 120), choices=st.integers(2, 4),
                    misreadings=st.integers(0, 3), effort=st.integers(0, 400),
                    ideas=st.integers(1, 7), clauses=st.integers(1, 10))


@given(signals, st.sampled_from(["cards", "effort", "ideas", "clauses"]))
def test_a_puzzle_with_more_to_weigh_is_never_rated_easier(s, field):
    harder = replace(s, **{field: getattr(s, field) + 1})
    assert rating.rating(harder) >= rating.rating(s)
    assert rating.difficulty(rating.rating(harder)) >= rating.difficulty(rating.rating(s))


@given(signals)
def test_more_plausible_answers_make_a_puzzle_harder_and_guessing_bounds_it(s):
    assert 0 < rating.solve_chance(s) < 1
    if s.choices > 2 and 1 <= s.misreadings < s.choices - 1:       # 0: none named, all count
        assert rating.rating(replace(s, misreadings=s.misreadings + 1)) >= rating.rating(s)
    if s.choices == 2:        # a guess is right one time in two: never above the reference
        assert rating.rating(s) <= rating.REFERENCE


def test_the_difficulty_is_the_band_of_the_rating():
    assert [rating.difficulty(r) for r in (700, 1140, 1150, 1270, 1280, 1400, 1520, 1530,
                                           2000)] == [1, 1, 2, 2, 3, 4, 4, 5, 5]


# -- the signals, measured ----------------------------------------------------------------------

def test_a_penalty_hand_is_measured_card_by_card(site):
    """The source example: the cards shown, four totals of which three named mistakes, the
    cards to value (the solver's effort), the clauses the explanation cites."""
    p, s = by_id(site, "pe-78ab9d9f02")
    t = tag(s, solve(s))
    assert t.signals == rating.Signals(cards=len(s.hand), choices=4, misreadings=3,
                                       effort=len(s.hand), ideas=t.signals.ideas,
                                       clauses=len(set(p.clauses)))
    assert (p.rating, p.difficulty) == (t.rating, t.difficulty)


def test_an_opening_hand_is_measured_by_the_melds_it_can_make(site):
    p, s = by_id(site, "co-5d2b5c6100")            # the rules' example, round 2
    t = tag(s, solve(s))
    assert t.signals.choices == 2 and t.signals.misreadings == 0
    assert t.signals.effort == candidate_melds(s.round, s.hand) > 1
    assert t.signals.cards >= len(s.hand)


def test_candidate_melds_count_what_the_hand_can_make():
    # round 1 (groups): 7♠ 7♥ 7♦, and each pair of them with the joker
    assert candidate_melds(1, parse_cards("7♠ 7♥ 7♦ JK 9♣")) == 4
    # round 2 (a group and a sequence): no group; 3♥–6♥ and 4♥–7♥
    assert candidate_melds(2, parse_cards("3♥ 4♥ 5♥ 6♥ 7♥ K♣")) == 2
    # round 7 (sequences of 4 or more): 3♥–6♥, 3♥–7♥, 4♥–7♥
    assert candidate_melds(7, parse_cards("3♥ 4♥ 5♥ 6♥ 7♥ K♣")) == 3
    assert candidate_melds(1, parse_cards("2♠ 5♥ 9♦ K♣")) == 0


def test_signals_agree_with_the_puzzle_as_the_player_sees_it(site):
    """Cards counted in the situation's HTML, choices in the text, misreadings as the
    explanation lists them (what "why is this wrong?" shows: generator/site/reasons.py)."""
    for p, s in zip(site.puzzles, site.situations):
        facts = solve(s)
        _, explained = plan(s, facts)
        got = tag(s, facts, explained).signals
        t = p.texts["pt"]
        shown = len(_CARD.findall(markup.render(t.situation, "pt", "")))
        if not s.note:                          # an author's note may show cards of its own
            assert got.cards == shown, (p.id, got, shown)
        assert got.choices == len(t.choices), p.id
        assert got.misreadings == reasons.misreadings(p), p.id
        assert got.clauses == len(set(p.clauses)), p.id


# -- the site's puzzles ---------------------------------------------------------------------------

def test_every_puzzle_is_rated_and_its_difficulty_is_the_band(site):
    for p in site.puzzles:
        assert p.rating % 10 == 0 and 700 <= p.rating <= 2000, (p.id, p.rating)
        assert p.difficulty == rating.difficulty(p.rating), p.id


def test_ratings_spread_over_the_five_bands_and_each_kind_over_three(site):
    bands = Counter(p.difficulty for p in site.puzzles)
    assert set(bands) == {1, 2, 3, 4, 5}
    assert all(n >= len(site.puzzles) // 20 for n in bands.values()), bands   # 5% or more
    by_kind = defaultdict(set)
    for p in site.puzzles:
        by_kind[p.kind].add(p.difficulty)
    assert all(len(by_kind[k]) >= 3 for k in KINDS), dict(by_kind)
    assert len({p.rating for p in site.puzzles}) >= 40      # enough to find one near a player


def test_more_ideas_mean_a_higher_rating_on_average(site):
    """Ideas (jokers, 4.3, a near-miss…) counted by each kind raise the rating: the mean
    rating of the puzzles needing more ideas is higher, kind by kind."""
    for kind in ("can-open", "lay-off", "buy", "final-round"):
        by_ideas = defaultdict(list)
        for p, s in zip(site.puzzles, site.situations):
            if p.kind == kind:
                by_ideas[tag(s, solve(s)).signals.ideas].append(p.rating)
        means = [sum(v) / len(v) for _, v in sorted(by_ideas.items()) if len(v) >= 3]
        assert means == sorted(means), (kind, means)


def test_verification_refuses_a_difficulty_outside_the_rating_band(site):
    p, s = by_id(site, "pe-78ab9d9f02")
    wrong = 1 + p.difficulty % 5
    with pytest.raises(VerificationError, match="band of its rating"):
        verify(s, dataclasses.replace(p, difficulty=wrong))
