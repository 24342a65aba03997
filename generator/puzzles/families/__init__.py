"""Random families, one module per puzzle kind: how candidate situations are drawn (see
:mod:`.base` for what a family provides).

Generation is kept apart from judging: a family draws candidates with its own seeded
generator and never decides an answer; the kind (:mod:`generator.puzzles.kinds`) asks the
engine, tags and explains. Families may import the kinds' situation values; kinds never
import families.

- :mod:`.pool`: the cards not yet used (107, 1.2) and planted melds;
- :mod:`.tables`: tables of melds and hand sizes (lay-off, joker-swap);
- one module per kind, each with its :class:`~.base.Family` value ``FAMILY``.
"""

from __future__ import annotations

from . import (buy, can_open, contract_pair, final_round, joker_swap, lay_off, penalty,
               running_out, standings)
from .base import Family, FamilyContext, Reject

#: Kind name → its random families.
FAMILIES: dict[str, Family] = {m.FAMILY.kind: m.FAMILY for m in (
    can_open, lay_off, joker_swap, contract_pair, buy, final_round, penalty, running_out,
    standings)}


def get(kind: str) -> Family:
    """The random families of ``kind``; ``KeyError`` for another."""
    return FAMILIES[kind]


__all__ = ["FAMILIES", "Family", "FamilyContext", "Reject", "get"]
