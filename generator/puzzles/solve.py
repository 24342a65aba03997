"""The answers, from the engine: what a puzzle's situation means under the rules.

The generator never decides a rule itself: each kind's ``solve``
(:mod:`generator.puzzles.kinds`) asks the engine and gathers the facts its explanation needs.
:func:`solve` dispatches on the situation's kind and remembers the facts of the situations it
has seen (a situation is an immutable value), so generation, rendering and a hand-written
template's check do not ask the engine twice.
"""

from __future__ import annotations

import functools

from .kinds import get
from .situation import Situation


@functools.lru_cache(maxsize=8192)
def solve(situation: Situation):
    """The facts of a situation, from its kind's :meth:`~.kinds.base.Kind.solve`. Raises
    :class:`~.kinds.base.Unsuitable` for a situation that cannot make a puzzle."""
    return get(situation.kind).solve(situation)
