"""The explanation of a puzzle as a language-independent plan (see
:mod:`generator.questions.lines` for the :class:`~generator.questions.lines.Line` values and
their parameters).

Each kind plans its own explanation (:meth:`Kind.plan
<generator.puzzles.kinds.base.Kind.plan>`) and declares the clauses each of its sentences
cites (its ``clauses``); :data:`CLAUSES` gathers them all, :data:`REMARKS` the remarks a
template may add, by the kinds they fit. A test checks that every language's sentence cites
its declared clauses with ``§`` markup, so the puzzle's ``clauses`` are exactly what its
explanation cites.
"""

from __future__ import annotations

from ..questions.lines import Line
from .kinds import all_clauses, get, remarks
from .situation import Situation

#: Every sentence key a plan may use → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = all_clauses()

#: Remarks a template may add (``remarks: [...]``), by the kinds they fit.
REMARKS: dict[str, tuple[str, ...]] = remarks()


def plan(situation: Situation, facts) -> tuple[Line, list[Line]]:
    """The answer line and the explanation lines of a solved situation."""
    return get(situation.kind).plan(situation, facts)
