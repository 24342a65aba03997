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

from types import ModuleType
from typing import Any, Mapping

from ..engine.profile import CONTRATO, Profile
from . import (buy, can_open, draw, go_out, joker_swap, lay_down, lay_off, meld, penalty,
               running_out, standings)
from .common import Explanation, SituationError

#: Question name → its module.
QUESTIONS: dict[str, ModuleType] = {m.NAME: m for m in (
    can_open, meld, lay_off, joker_swap, penalty, buy, go_out, draw, standings, lay_down,
    running_out)}


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


__all__ = ["QUESTIONS", "ask", "Explanation", "SituationError"]
