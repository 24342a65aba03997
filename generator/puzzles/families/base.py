"""What every random family provides, and the helpers families share.

A random family (a template with ``random:``) draws candidate situations of one puzzle kind
with its own seeded :class:`random.Random`; it never judges them. Judging — the engine's
answer, tags, the explanation, the re-check — is the kind's (:mod:`generator.puzzles.kinds`),
as lichess-puzzler keeps its generator apart from its tagger. Each kind's family is one
module of :mod:`generator.puzzles.families` with one :class:`Family` value:

- ``properties`` / ``required``: the JSON Schema of the family's own parameters (``count``,
  ``round``, ``title``, ``note``, ``remarks``, ``require`` and ``avoid`` are common:
  :mod:`generator.puzzles.schema`);
- ``check(params, where, problems)``: the checks a schema cannot express (ranges the right
  way up, rounds the build can make…), each a :class:`~generator.lang.source.Problem`;
- ``parse(params)``: the parameters once, with their defaults;
- ``candidate(rng, family, ctx)``: one candidate :class:`~generator.puzzles.situation.Situation`
  (or :class:`Reject`: give this one up).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

from ...lang import source
from ..errors import Problem
from ..situation import Situation, text_by_lang


class Reject(Exception):
    """A candidate situation given up by a random family; ``str(reason)`` says why (counted
    in the family's failure message)."""


# -- parameters of random families -------------------------------------------------------------

def as_tuple(value: Any) -> tuple:
    """A parameter that is one value or a list of them, as a tuple."""
    return tuple(value) if isinstance(value, list) else (value,)


def as_range(value: Any, default: tuple[int, int] | None) -> tuple[int, int] | None:
    """A parameter that is a number or ``[min, max]``, as ``(min, max)``."""
    if value is None:
        return default
    if isinstance(value, list):
        return (value[0], value[1])
    return (value, value)


def check_ranges(params: Mapping, names: Iterable[str], where: source.Located,
                 problems: list[Problem]) -> None:
    """``[min, max]`` parameters the right way up."""
    for name in names:
        r = as_range(params.get(name), None)
        if r is not None and r[0] > r[1]:
            problems.append(where.problem(("random", name),
                                          f"a range is [min, max]: {r[0]} > {r[1]}"))


def check_rounds(params: Mapping, allowed: Sequence[int], why: str, where: source.Located,
                 problems: list[Problem], clause: str = "4.1") -> None:
    """Every round of the family among ``allowed``."""
    wrong = [r for r in as_tuple(params["round"]) if r not in allowed]
    if wrong:
        problems.append(where.problem(("random", "round"), (
            f"round(s) {', '.join(map(str, wrong))} cannot make this kind: {why} "
            f"(rounds {', '.join(map(str, allowed))}; rule {clause})"), clause))


def check_require_avoid(params: Mapping, where: source.Located,
                        problems: list[Problem]) -> None:
    """No tag both required and avoided."""
    both = set(params.get("require", ())) & set(params.get("avoid", ()))
    if both:
        problems.append(where.problem(("random", "avoid"), f"tag(s) both required and "
                                                           f"avoided: {', '.join(sorted(both))}"))


@dataclass
class FamilyContext:
    """What a family's ``candidate`` may use besides its ``rng``: the template (name, tags,
    parameters) and the global seed (for the shared pool of simulated games,
    :mod:`generator.puzzles.games`)."""

    template: Any
    seed: int
    config: Any = None
    memo: dict = field(default_factory=dict)

    def remember(self, key: str, make: Callable[[], Any]) -> Any:
        """``make()`` computed once per family (for example the simulated states a family
        draws from, filtered once rather than for every candidate)."""
        if key not in self.memo:
            self.memo[key] = make()
        return self.memo[key]

    def game_states(self, round_: int, keep: Callable[[Any], bool],
                    table: str = "people") -> list:
        """The states of the simulated rounds of ``round_`` played by ``table``
        (:mod:`generator.puzzles.games`: ``people``, or ``drift`` for rounds that run the
        stock out) that ``keep`` accepts, computed once per family and round."""
        from .. import games
        return self.remember(f"games/{table}/{round_}", lambda: [
            st for st in games.states(self.seed, round_, self.config.games_of(table), table)
            if keep(st)])

    def situation(self, round_: int, **fields: Any) -> Situation:
        """A situation of this family (template name, tags, title, note, remarks filled)."""
        t = self.template
        p = t.params
        return Situation(kind=t.kind, round=round_, template=f"{t.name}#random",
                         tags=t.tags, remarks=tuple(p.get("remarks", ())),
                         title=text_by_lang(p.get("title")), note=text_by_lang(p.get("note")),
                         **fields)


def _no_checks(params: Mapping, where: source.Located, problems: list[Problem]) -> None:
    check_require_avoid(params, where, problems)


@dataclass(frozen=True)
class Family:
    """How one kind's random families draw candidates (see the module doc)."""

    kind: str
    candidate: Callable[[random.Random, Any, FamilyContext], Situation]
    parse: Callable[[Mapping], Any] = dict
    check: Callable[[Mapping, source.Located, list[Problem]], None] = _no_checks
    properties: Mapping[str, Any] = field(default_factory=dict)
    required: tuple[str, ...] = ("count", "round")
