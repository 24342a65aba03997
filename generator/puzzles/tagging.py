"""Tagging: tags, a rating and a difficulty from 1 to 5 for each puzzle, from the engine's
facts only.

Tags are for filtering on the site and for choosing puzzles in templates (``require`` /
``avoid``); each kind declares its own as predicates (its ``TAGS``: rows of
:class:`~generator.puzzles.kinds.base.Tag`, name, meaning and the test over the situation and
the solved facts) and counts the ideas its answer needs (its difficulty, see each kind's
module). :func:`computed` gives the tags alone (what generation filters on); :func:`tag` adds
the template's own tags and calibrates the puzzle: its signals measured (:func:`.rating.measure`:
cards in play, choices and plausible misreadings, the solver's effort, ideas, clauses), its
rating on the players' Glicko-2 scale and its difficulty, the band of that rating
(:mod:`.rating`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..questions.common import Explanation
from .explain import plan
from .kinds import get, registry
from .rating import Signals, difficulty, measure, rating
from .situation import Situation


@dataclass(frozen=True)
class Tagging:
    """Tags (sorted, computed ones and the template's), the rating (Glicko-2 scale, the
    reference player 1500), the difficulty (1–5, the rating's band) and the signals both
    come from."""

    tags: tuple[str, ...]
    difficulty: int
    rating: int
    signals: Signals


def computed_tags() -> dict[str, dict[str, str]]:
    """Kind → the tags its tagger computes, with what each means."""
    return {name: kind.tags for name, kind in registry().items()}


def computed(situation: Situation, facts) -> set[str]:
    """The tags a solved situation's kind computes (not the template's); ``ValueError`` for
    a tag its kind does not declare."""
    kind = get(situation.kind)
    tags = set(kind.tags_of(situation, facts))
    unknown = tags - set(kind.tags)
    if unknown:
        raise ValueError(f"{situation.kind}: undeclared tags {sorted(unknown)}")
    return tags


def tag(situation: Situation, facts, explained: Explanation | None = None) -> Tagging:
    """Tags (computed + the template's), rating and difficulty of a solved situation.
    ``explained``: its explanation (:func:`generator.puzzles.explain.plan`), whose cited
    clauses count among the signals; made here when not given."""
    kind = get(situation.kind)
    tags = computed(situation, facts)
    if explained is None:
        _, explained = plan(situation, facts)
    signals = measure(situation, facts, ideas=kind.difficulty(situation, facts, tags),
                      clauses=len(set(explained.clauses)))
    rated = rating(signals)
    return Tagging(tuple(sorted(tags | set(situation.tags))), difficulty(rated), rated,
                   signals)
