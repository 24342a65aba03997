"""Puzzles: templates (YAML) → generation → verification by the engine → tagging.

Generation, verification and tagging are separate steps; duplicates are removed on a canonical
key and every puzzle's ID comes from its content, so a rebuild gives the same IDs.

Steps, one module each: :mod:`.source` (YAML with line numbers), :mod:`.schema` and
:mod:`.templates` (checking templates), :mod:`.generate` (situations, seeded), :mod:`.solve`
(the engine's answers), :mod:`.tagging` (tags, difficulty), :mod:`.explain` (the explanation
as a language-free plan), :mod:`.texts` and :mod:`.render` (words per language),
:mod:`.verify` (an independent re-check), :mod:`.pipeline` (the chain).

Public entry points: :func:`generate_site_puzzles` and ``contrato puzzles``
(:mod:`.cli`).
"""

from __future__ import annotations

from .errors import Problem, TemplateError, VerificationError
from .model import Puzzle, PuzzleText

__all__ = ["generate_site_puzzles", "Puzzle", "PuzzleText", "TemplateError",
           "VerificationError", "Problem"]


def generate_site_puzzles(seed: int | None = None) -> list[Puzzle]:
    """Every puzzle of the site, verified, in a stable order (kind, round, template order).

    Reads the templates in ``puzzles/`` at the repository root (``seed``: default the one in
    ``puzzles/config.yaml``) and the texts in ``docs/<lang>/puzzles.yaml``. The same
    templates, texts and seed give equal puzzles with the same IDs.

    Raises :class:`TemplateError` (file, line, field of every problem) for bad templates and
    :class:`VerificationError` if the engine does not confirm a puzzle.
    """
    from .pipeline import build
    return list(build(seed=seed).puzzles)
