"""The puzzle kinds, one module each (see :mod:`.base` for what a kind provides).

=================  =======  ===============================================================
kind               prefix   the question
=================  =======  ===============================================================
``can-open``       ``co``   can this hand open now? (4.1–4.3, 5.2, 5.5, 7.4, D1, D2, D11)
``lay-off``        ``lo``   may this card go on that meld now? (3.4, 3.5, 5.4, 5.5, D7, D8)
``joker-swap``     ``js``   which joker swap may be made, where does the joker go? (7.1–7.3,
                            D6–D8)
``contract-pair``  ``cp``   are these two same-suit sequences a valid contract? (4.3, 4.4)
``buy``            ``bu``   who gets which discard, and what does each player get? (6.1–6.7,
                            D3–D5, D13)
``final-round``    ``fr``   can this round-7 hand go out, and how? (7.4, 4.3, D8)
``penalty``        ``pe``   how many penalty points? (8.1, D12)
``running-out``    ``ro``   the stock is empty: what happens now? (9.1, 9.2, D9)
``standings``      ``st``   totals after the rounds: who wins? (8.4, 9.3–9.5)
=================  =======  ===============================================================
"""

from __future__ import annotations

import functools
import importlib

from ..situation import KINDS
from .base import Kind
from .common import SHARED_CLAUSES


@functools.lru_cache(maxsize=None)
def registry() -> dict[str, Kind]:
    """Kind name → its :class:`~.base.Kind`, in :data:`~..situation.KINDS` order."""
    found = {}
    for name in KINDS:
        kind = Kind(importlib.import_module(f"{__name__}.{name.replace('-', '_')}"))
        assert kind.name == name, name
        found[name] = kind
    return found


def get(name: str) -> Kind:
    """The kind called ``name``; ``KeyError`` for another."""
    return registry()[name]


@functools.lru_cache(maxsize=None)
def all_clauses() -> dict[str, tuple[str, ...]]:
    """Every sentence key of ``docs/<lang>/puzzles.yaml`` that a plan may use → its clauses
    (the kinds' own and the shared ones of :mod:`.common`)."""
    out = dict(SHARED_CLAUSES)
    for kind in registry().values():
        out.update(kind.clauses)
    return out


@functools.lru_cache(maxsize=None)
def remarks() -> dict[str, tuple[str, ...]]:
    """Remark name → the kinds that may use it."""
    out: dict[str, list[str]] = {}
    for kind in registry().values():
        for r in kind.remarks:
            out.setdefault(r, []).append(kind.name)
    return {r: tuple(k) for r, k in out.items()}
