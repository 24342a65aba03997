"""The fields of each question of ``contrato verdict``: their names, kinds and which are
required — what a situation holds, apart from how it is written (YAML for the command line,
an address code or a form in the browser: :mod:`generator.verdict.share`).

Each field has a *kind*: ``round``, ``cards`` (a list of cards), ``card`` (one),
``meld``, ``melds`` (the table), ``kind`` (group or sequence), ``count``, ``turn``,
``bool``, ``seat``, ``seats``, ``index`` (a meld of the table, from 1), ``penalties``,
``players``, ``opened`` (no, this-turn, earlier), ``opened-before`` (no, earlier),
``hand-or-size`` (cards, or just how many), ``end`` (low or high), ``draws`` (stock or
discard), ``asks`` (seat → cards) and ``pile-size``. The JSON Schema of a question
(:func:`generator.verdict.situation.schema_for`) is built from these kinds.

This module imports nothing but the standard library: the verdict page's Python reads it.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Field", "QUESTIONS", "ONE_OF", "ALL_QUESTIONS", "question_fields", "KINDS"]


@dataclass(frozen=True)
class Field:
    """A field of a question: its ``kind``; whether it is ``required``; ``within``: the
    field whose cards these are part of (``"hand"``): checked to be in it (3.6), not counted
    twice (1.2)."""

    kind: str
    required: bool = True
    within: str | None = None


def _f(kind: str, required: bool = True, within: str | None = None) -> Field:
    return Field(kind, required, within)


#: Every kind of field.
KINDS = ("round", "cards", "card", "meld", "melds", "kind", "count", "turn", "bool", "seat",
         "seats", "index", "penalties", "players", "opened", "opened-before", "hand-or-size",
         "end", "draws", "asks", "pile-size")

#: Question → its fields (besides ``question``), in the order cards are checked.
QUESTIONS: dict[str, dict[str, Field]] = {
    "can-open": {"round": _f("round"), "hand": _f("cards")},
    "meld": {"meld": _f("meld"), "kind": _f("kind", False), "round": _f("round", False)},
    "lay-off": {"round": _f("round"), "table": _f("melds"), "opened": _f("opened"),
                "hand": _f("hand-or-size"), "card": _f("card", False, "hand"),
                "cards": _f("cards", False, "hand"), "target": _f("index", False),
                "end": _f("end", False)},
    "joker-swap": {"round": _f("round"), "table": _f("melds"), "opened": _f("opened"),
                   "hand": _f("cards")},
    "penalty": {"hand": _f("cards")},
    "buy": {"active": _f("seat"), "discard": _f("cards"), "stock": _f("cards"),
            "asks": _f("asks"), "draws": _f("draws", False)},
    "go-out": {"round": _f("round"), "hand": _f("cards"), "table": _f("melds", False),
               "opened": _f("opened-before")},
    "draw": {"stock": _f("pile-size"), "discard": _f("pile-size")},
    "standings": {"penalties": _f("penalties"), "players": _f("players", False)},
}

#: Fields of which exactly one must be given.
ONE_OF: dict[str, tuple[str, ...]] = {"lay-off": ("card", "cards")}

#: The questions, in the order the README and the page list them.
ALL_QUESTIONS = ("can-open", "meld", "lay-off", "joker-swap", "penalty", "buy", "go-out",
                 "draw", "standings")


def question_fields(question: str) -> dict[str, Field]:
    """The fields of ``question`` (without ``question`` itself)."""
    return QUESTIONS[question]
