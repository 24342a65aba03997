"""Generation: templates → situations.

A hand-written template gives its situations as they are. A random family draws situations
with its own :class:`random.Random`, seeded from the global seed and the template's name
(:func:`derive_seed`), so the same templates and seed give the same puzzles, and one family's
puzzles do not change when another template is added.

A family draws candidate situations (its kind's module of :mod:`.families` says how it builds
them), asks the engine about each one (:mod:`.solve`), tags it (:mod:`.tagging`) and keeps it only
if it carries every ``require`` tag and no ``avoid`` tag and is not a duplicate of one it
already has. After ``count`` × ``tries_per_puzzle`` tries without enough puzzles, the family
fails with a :class:`~.errors.TemplateError` saying how many it made and why the others were
refused.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Iterable

from ..engine.errors import ContratoError
from .errors import Problem, TemplateError
from .families import get as get_family
from .families.base import FamilyContext, Reject
from .kinds.base import Unsuitable
from .seeds import derive_seed
from .situation import Situation
from .solve import solve
from .tagging import computed
from .templates import Config, FixedTemplate, RandomTemplate, Template


def run_family(template: RandomTemplate, seed: int, config: Config) -> list[Situation]:
    """The ``count`` distinct situations of a random family (see the module doc). Raises
    :class:`~.errors.TemplateError` at the family's ``count`` when it cannot make them."""
    drawer = get_family(template.kind)
    rng = random.Random(derive_seed(seed, template.name))
    params = template.params
    require = set(params.get("require", ()))
    avoid = set(params.get("avoid", ()))
    family = drawer.parse(params)
    ctx = FamilyContext(template, seed, config)
    made: list[Situation] = []
    keys: set[str] = set()
    refused: Counter = Counter()
    tries = template.count * config.tries_per_puzzle
    for _ in range(tries):
        if len(made) == template.count:
            break
        try:
            situation = drawer.candidate(rng, family, ctx)
        except Reject as why:
            refused[str(why)] += 1
            continue
        if situation.key in keys:
            refused["a duplicate of a puzzle the family already has"] += 1
            continue
        try:
            facts = solve(situation)
        except Unsuitable as why:
            refused[why.brief] += 1
            continue
        except ContratoError as err:       # a candidate the engine refuses: a bad build
            refused[f"the engine refused the candidate ({err.clause})"] += 1
            continue
        tags = computed(situation, facts) | set(situation.tags)
        missing = sorted(require - tags)
        if missing:
            refused[f"lacked tag {missing[0]!r}"] += 1
            continue
        unwanted = sorted(avoid & tags)
        if unwanted:
            refused[f"had avoided tag {unwanted[0]!r}"] += 1
            continue
        keys.add(situation.key)
        made.append(situation)
    if len(made) < template.count:
        reasons = "; ".join(f"{n} × {why}" for why, n in refused.most_common(4))
        raise template.where.error(
            ("random", "count"),
            f"the family made only {len(made)} of {template.count} distinct puzzles in "
            f"{tries} tries (refused: {reasons or 'none'}); loosen 'require'/'avoid', change "
            f"the parameters, or lower 'count'", at_key=True)
    return made


def generate(templates: Iterable[Template], seed: int, config: Config) -> list[Situation]:
    """Every situation of the templates, in template order (hand-written situations in file
    order, a family's in the order drawn). Duplicates are *not* removed here (see
    :func:`generator.puzzles.pipeline.dedupe`). Raises :class:`~.errors.TemplateError` listing
    every family that failed."""
    out: list[Situation] = []
    problems: list[Problem] = []
    for template in templates:
        if isinstance(template, FixedTemplate):
            out.extend(template.situations)
            continue
        try:
            out.extend(run_family(template, seed, config))
        except TemplateError as err:
            problems.extend(err.problems)
    if problems:
        raise TemplateError(problems)
    return out
