"""Puzzles: templates (YAML) → generation → verification by the engine → tagging.

Generation, verification and tagging are separate steps; duplicates are removed on a canonical
key and every puzzle's ID comes from its content, so a rebuild gives the same IDs.

Each puzzle kind is one module of :mod:`.kinds` (can-open, lay-off, joker-swap,
contract-pair, buy, final-round, penalty, running-out, standings) with its part of the
template schema, its answer from the engine, its explanation and its own re-check; its random
families (how candidates are drawn, apart from judging them) are its module of
:mod:`.families`. The pipeline is generic, one module per step: :mod:`.schema` and :mod:`.templates`
(checking templates, read with line numbers by :mod:`generator.lang.source`), :mod:`.fields`
(cards, hands and table melds with file/line errors), :mod:`.generate` (situations, seeded,
from :mod:`.seeds`), :mod:`.games` (seeded simulated rounds to sample from), :mod:`.solve`
(the engine's answers), :mod:`.tagging` (tags, difficulty), :mod:`.explain` (the explanation
as a language-free plan of :mod:`generator.questions.lines`), :mod:`.texts` and
:mod:`.render` (words per language, through :mod:`generator.lang.render`; cards stay
``[[…]]`` markup for the site to draw), :mod:`.verify` (an independent re-check),
:mod:`.pipeline` (the chain).

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
