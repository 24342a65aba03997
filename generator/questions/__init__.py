"""The question layer: the situations players ask about, answered by the engine and explained
without words.

Above the rules engine (it imports only the standard library and :mod:`generator.engine`, so
that it can also run in a browser) and below the puzzles, the verdict tool and the site, which
all ask their questions here. One module per question, each with the same parts:

- ``read(data, profile) -> situation``: the situation as a value, from plain data (what YAML
  or JSON give); a mistake is a :class:`~.common.SituationError` naming the field (a path)
  and, for a rule, the clause;
- ``answer(situation, profile) -> answer``: the engine's answer and the facts behind it;
  ``answer.value`` and ``answer.details()`` are plain data (what ``contrato verdict --json``
  prints);
- ``explain(situation, answer, profile) -> Explanation``: sentence keys of
  ``docs/<lang>/verdict.ftl`` with typed parameters (:mod:`.lines`) and the clauses the
  answer rests on — declared per sentence key in the module's ``CLAUSES``, never read back
  from a translated text; :mod:`generator.lang.render` turns it into words;
- ``verify(situation, answer)``: the independent re-check (``AssertionError``);
- ``NAME``, ``FIELDS`` (required) and ``OPTIONAL`` (other fields).

:data:`QUESTIONS` lists them by name; :func:`ask` runs the whole chain on plain data.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Iterator, Mapping

from ..engine.profile import CONTRATO, Profile
from .common import Explanation, SituationError

#: Question name → the name of its module in this package (each module's ``NAME``).
MODULES: dict[str, str] = {
    "can-open": "can_open", "meld": "meld", "lay-off": "lay_off", "joker-swap": "joker_swap",
    "penalty": "penalty", "buy": "buy", "go-out": "go_out", "draw": "draw",
    "standings": "standings", "lay-down": "lay_down", "running-out": "running_out"}


class Questions(Mapping[str, ModuleType]):
    """Question name → its module, imported when first asked for: ``contrato verdict`` on
    one question imports that question's module, not the engine's every solver (issue 24:
    the command's start is its imports). Iterating gives the names, in :data:`MODULES`
    order, without importing anything."""

    def __init__(self, names=tuple(MODULES)) -> None:
        self._names = tuple(names)

    def __getitem__(self, name: str) -> ModuleType:
        if name not in self._names:
            raise KeyError(name)
        return importlib.import_module(f"{__name__}.{MODULES[name]}")

    def __contains__(self, name: object) -> bool:
        return name in self._names

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def __repr__(self) -> str:
        return f"Questions({list(self._names)!r})"


#: Question name → its module (:class:`Questions`: imported on first use).
QUESTIONS = Questions()


def ask(question: str, data: Mapping[str, Any],
        profile: Profile = CONTRATO) -> tuple[Any, Any, Explanation]:
    """Read, answer, re-check and explain a situation given as plain data (its fields,
    without ``question``): ``(situation, answer, explanation)``. Raises
    :class:`~.common.SituationError` for a bad situation (an unknown question names the field
    ``question``) and ``AssertionError`` if the re-check fails (a bug).

    >>> s, a, e = ask("penalty", {"hand": "K♣ A♥"})
    >>> a.value, e.clauses
    (25, ('8.1',))
    """
    module = QUESTIONS.get(question)
    if module is None:
        raise SituationError(("question",), f"unknown question {question!r}: questions are "
                                            + ", ".join(QUESTIONS), code="unknown-question",
                             question=str(question), questions=", ".join(QUESTIONS))
    situation = module.read(data, profile)
    found = module.answer(situation, profile)
    module.verify(situation, found, profile)
    return situation, found, module.explain(situation, found, profile)


__all__ = ["QUESTIONS", "MODULES", "Questions", "ask", "Explanation", "SituationError"]
