"""Tagging: tags and a difficulty from 1 to 5 for each puzzle, from the engine's facts only.

Tags are for filtering on the site and for choosing puzzles in templates (``require`` /
``avoid``); each kind computes its own (:attr:`Kind.tags
<generator.puzzles.kinds.base.Kind.tags>` lists them with what they mean) and its difficulty
(see each kind's module). :func:`tag` adds the template's own tags.
"""

from __future__ import annotations

from dataclasses import dataclass

from .kinds import get, registry
from .situation import Situation


@dataclass(frozen=True)
class Tagging:
    """Tags (sorted, computed ones and the template's) and the difficulty, 1–5."""

    tags: tuple[str, ...]
    difficulty: int


def computed_tags() -> dict[str, dict[str, str]]:
    """Kind → the tags its tagger computes, with what each means."""
    return {name: kind.tags for name, kind in registry().items()}


def tag(situation: Situation, facts) -> Tagging:
    """Tags (computed + the template's) and difficulty (1–5) of a solved situation."""
    tags, difficulty = get(situation.kind).tag(situation, facts)
    unknown = set(tags) - set(get(situation.kind).tags)
    if unknown:
        raise ValueError(f"{situation.kind}: undeclared tags {sorted(unknown)}")
    return Tagging(tuple(sorted(set(tags) | set(situation.tags))),
                   max(1, min(5, difficulty)))
