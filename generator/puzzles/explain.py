"""The explanation of a puzzle: a language-free :class:`~generator.questions.common.
Explanation`, made by the same code as the verdict's (:func:`generator.questions.common.
explanation`: sentence keys with typed parameters, :mod:`generator.questions.lines`, and the
clauses each sentence is declared to cite), rendered in each language by
:mod:`generator.lang.render` like the verdict's.

Each kind plans its own sentences (:meth:`Kind.plan <generator.puzzles.kinds.base.Kind.plan>`)
and declares the clauses each cites (its ``CLAUSES``); :data:`CLAUSES` gathers them all,
:data:`REMARKS` the remarks a template may add, by the kinds they fit. A test checks that every
language's sentence cites its declared clauses with ``§`` markup, so the puzzle's ``clauses``
are exactly what its explanation cites.
"""

from __future__ import annotations

from ..questions.common import Explanation, explanation
from ..questions.lines import Line
from .kinds import all_clauses, get, remarks
from .situation import Situation

#: Every sentence key a plan may use → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = all_clauses()

#: Remarks a template may add (``remarks: [...]``), by the kinds they fit.
REMARKS: dict[str, tuple[str, ...]] = remarks()


def plan(situation: Situation, facts) -> tuple[Line, Explanation]:
    """The answer line and the explanation of a solved situation: its kind's sentences and
    the clauses they cite, in order of first citation, each once."""
    answer, lines = get(situation.kind).plan(situation, facts)
    return answer, explanation(lines, (), CLAUSES)
