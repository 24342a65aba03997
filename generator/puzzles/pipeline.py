"""The whole chain: templates → generation → de-duplication → solving → tagging → texts →
verification, in that order, each step in its own module.

:func:`build` is what :func:`generator.puzzles.generate_site_puzzles` and ``contrato
puzzles`` run. The result is deterministic: the same templates, texts and seed give equal
puzzles with the same IDs, in the same order.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .explain import plan
from .generate import generate
from .model import Puzzle
from .render import render_puzzle
from .situation import KINDS, Situation
from .solve import solve
from .tagging import tag
from .templates import TEMPLATES, load_config, load_templates
from ..lang import LANGS
from .verify import verify


@dataclass(frozen=True)
class Build:
    """What one run produced.

    - ``puzzles``: verified, in site order (kind, round, then template order);
    - ``situations``: the situation of each puzzle, same order;
    - ``duplicates``: ``(dropped, kept)`` pairs of situations with the same canonical key;
    - ``seed``: the global seed used.
    """

    puzzles: tuple[Puzzle, ...]
    situations: tuple[Situation, ...]
    duplicates: tuple[tuple[Situation, Situation], ...]
    seed: int


def dedupe(situations: list[Situation]) -> tuple[list[Situation],
                                                 list[tuple[Situation, Situation]]]:
    """Keep one situation of each canonical key (see :meth:`Kind.key
    <generator.puzzles.kinds.base.Kind.key>`): a hand-written one (``template`` not
    ``…#random``) before any random one, else the first. A puzzle a template writes by hand
    thus keeps its page under every seed, even when a random draw meets the same situation.
    Returns ``(kept, [(dropped, kept_instead), …])``, ``kept`` in the given order."""
    written: dict[str, Situation] = {}
    for s in situations:
        if not s.template.endswith("#random"):
            written.setdefault(s.key, s)
    first: dict[str, Situation] = {}
    kept, dropped = [], []
    for s in situations:
        chosen = first.get(s.key) or written.get(s.key, s)
        if chosen is not s:
            dropped.append((s, chosen))
            continue
        first[s.key] = s
        kept.append(s)
    return kept, dropped


def finish(situation: Situation, langs: tuple[str, ...] = LANGS) -> Puzzle:
    """Solve, tag, explain and render one situation, then verify the puzzle."""
    facts = solve(situation)
    answer, explained = plan(situation, facts)
    tagging = tag(situation, facts, explained)
    puzzle = render_puzzle(situation, facts, tagging, answer, explained, langs)
    verify(situation, puzzle, langs, facts)
    return puzzle


def build(folder: Path | str = TEMPLATES, seed: int | None = None,
          langs: tuple[str, ...] = LANGS) -> Build:
    """Run the whole chain on a template folder (default: ``puzzles/`` of the repository).
    ``seed`` overrides the one in ``config.yaml``.

    Raises :class:`~.errors.TemplateError` for bad templates (every problem at once),
    :class:`~.errors.VerificationError` if a puzzle fails verification.
    """
    folder = Path(folder)
    config = load_config(folder)
    seed = config.seed if seed is None else seed
    templates = load_templates(folder)
    situations = generate(templates, seed, config)
    kept, dropped = dedupe(situations)
    puzzles = [finish(s, langs) for s in kept]
    order = sorted(range(len(kept)), key=lambda i: (KINDS.index(kept[i].kind),
                                                   kept[i].round, i))
    return Build(tuple(puzzles[i] for i in order), tuple(kept[i] for i in order),
                 tuple(dropped), seed)
