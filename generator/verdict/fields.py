"""The fields of each question of ``contrato verdict``: their names, kinds and which are
required — what a situation holds, apart from how it is written (YAML for the command line,
an address code or a form in the browser: :mod:`generator.verdict.share`).

Each field has a *kind*: ``round``, ``cards`` (a list of cards), ``card`` (one),
``meld``, ``melds`` (the table), ``kind`` (group or sequence), ``count``, ``turn``,
``bool``, ``seat``, ``seats``, ``index`` (a meld of the table, from 1), ``penalties``,
``players``, ``opened`` (no, this-turn, earlier), ``opened-before`` (no, earlier),
``hand-or-size`` (cards, or just how many), ``end`` (low or high), ``draws`` (stock or
discard), ``asks`` (seat → cards), ``pile-size``, ``sizes`` (a hand size per seat) and
``reshuffles`` (the rebuilds of the stock so far in the round, 0 to 3: D14). The JSON
Schema of a question
(:func:`schema_for`) is built from these kinds.

This module imports nothing but the standard library and the engine: the verdict page's
Python reads it (the schema is plain data; only :mod:`generator.verdict.situation` checks a
situation against it, with jsonschema).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.profile import CONTRATO, Profile

__all__ = ["Field", "QUESTIONS", "ONE_OF", "ALL_QUESTIONS", "question_fields", "KINDS",
           "schema_for", "schema_at", "BASE_SCHEMA"]


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
         "end", "draws", "asks", "pile-size", "sizes", "reshuffles")

#: Question → its fields (besides ``question``), in the order cards are checked.
QUESTIONS: dict[str, dict[str, Field]] = {
    "can-open": {"round": _f("round"), "hand": _f("cards")},
    "meld": {"meld": _f("meld"), "kind": _f("kind", False), "round": _f("round", False)},
    "lay-off": {"round": _f("round"), "table": _f("melds"), "opened": _f("opened"),
                "hand": _f("hand-or-size"), "card": _f("card", False, "hand"),
                "cards": _f("cards", False, "hand"), "target": _f("index", False),
                "end": _f("end", False)},
    "joker-swap": {"round": _f("round"), "table": _f("melds"), "opened": _f("opened"),
                   "hand": _f("cards"), "card": _f("card", False, "hand"),
                   "target": _f("index", False), "joker_to": _f("index", False),
                   "end": _f("end", False)},
    "penalty": {"hand": _f("cards")},
    "buy": {"active": _f("seat"), "discard": _f("cards"), "stock": _f("cards"),
            "asks": _f("asks"), "draws": _f("draws", False),
            "stock_size": _f("pile-size", False), "discard_size": _f("pile-size", False),
            "reshuffles": _f("reshuffles", False), "round": _f("round", False),
            "turn": _f("turn", False), "hands": _f("sizes", False),
            "opened": _f("seats", False)},
    "go-out": {"round": _f("round"), "hand": _f("cards"), "table": _f("melds", False),
               "opened": _f("opened-before")},
    "draw": {"stock": _f("pile-size"), "discard": _f("pile-size"),
             "reshuffles": _f("reshuffles", False)},
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


# -- JSON Schema of each question ------------------------------------------------------
# Each kind is a JSON Schema fragment plus a reader turning the validated YAML value into what
# the answers use. ``x-item`` names the items of an array in messages, ``x-hint`` explains a
# range, ``x-clause`` is the rule a range comes from. (Annotations: JSON Schema ignores them.)

_CARDS = {"type": ["string", "array"], "items": {"type": "string"}, "x-item": "card",
          "x-kind": "cards"}


def _cards_schema(profile: Profile) -> dict:
    return dict(_CARDS)


def _kinds(profile: Profile) -> dict[str, dict]:
    kinds = _kind_schemas(profile)
    # ``x-hint-key``: the hint's sentence in any language (``errors.hints.<key>``)
    for name, schema in kinds.items():
        if "x-hint" in schema:
            schema["x-hint-key"] = name
    kinds["seats"]["items"]["x-hint-key"] = "seat"
    kinds["sizes"]["items"]["x-hint-key"] = "count"
    kinds["penalties"]["items"]["x-hint-key"] = "penalties-row"
    kinds["penalties"]["items"]["items"]["x-hint-key"] = "penalty"
    return kinds


def _kind_schemas(profile: Profile) -> dict[str, dict]:
    rounds, players = profile.rounds, profile.players
    return {
        "round": {"type": "integer", "minimum": 1, "maximum": rounds, "x-clause": "4.1",
                  "x-hint": f"rounds are 1 to {rounds}"},
        "cards": _cards_schema(profile),
        "card": {"type": "string", "x-kind": "card"},
        "meld": dict(_CARDS, **{"x-kind": "meld"}),
        "melds": {"type": "array", "items": _cards_schema(profile), "x-item": "meld",
                  "x-kind": "melds"},
        "kind": {"enum": ["group", "sequence"]},
        "count": {"type": "integer", "minimum": 0, "x-hint": "a number of cards, 0 or more"},
        "turn": {"type": "integer", "minimum": 1, "x-hint": "turns are counted from 1"},
        "bool": {"type": "boolean"},
        "seat": {"type": "integer", "minimum": 1, "maximum": players, "x-clause": "1.1",
                 "x-hint": f"seats are 1 to {players}"},
        "seats": {"type": "array", "uniqueItems": True, "x-item": "seat",
                  "items": {"type": "integer", "minimum": 1, "maximum": players,
                            "x-clause": "1.1", "x-hint": f"seats are 1 to {players}"}},
        "index": {"type": "integer", "minimum": 1, "x-hint": "melds are numbered from 1"},
        "sizes": {"type": "array", "minItems": players, "maxItems": players, "x-item": "seat",
                  "x-clause": "1.1",
                  "x-hint": f"one hand size for each of the {players} players, in seat order",
                  "items": {"type": "integer", "minimum": 0,
                            "x-hint": "a number of cards, 0 or more"}},
        "penalties": {"type": "array", "minItems": 1, "maxItems": rounds, "x-item": "round",
                      "x-clause": "4.1",
                      "x-hint": f"give the penalties of 1 to {rounds} rounds (a game has {rounds})",
                      "items": {"type": "array", "minItems": players, "maxItems": players,
                                "x-item": "seat", "x-clause": "1.1",
                                "x-hint": f"one penalty for each of the {players} players",
                                "items": {"type": "integer", "minimum": 0, "x-clause": "8.1",
                                          "x-hint": "a penalty is 0 or more points"}}},
        "players": {"type": "array", "minItems": players, "maxItems": players,
                    "uniqueItems": True, "x-item": "player", "x-clause": "1.1",
                    "x-hint": f"{players} different names, in seat order",
                    "items": {"type": "string", "minLength": 1}},
        "opened": {"enum": [False, "no", "this-turn", "earlier"],
                   "x-hint": "has the player opened? no, on this very turn (this-turn) or on "
                             "an earlier turn (earlier)"},
        "opened-before": {"enum": [False, "no", "earlier"],
                          "x-hint": "before acting this turn, has the player opened? no, or "
                                    "on an earlier turn (earlier)"},
        "hand-or-size": {"type": ["string", "array", "integer"], "items": {"type": "string"},
                         "minimum": 0, "x-item": "card", "x-kind": "hand-or-size",
                         "x-hint": "a number of cards, 0 or more"},
        "end": {"enum": ["low", "high"]},
        "draws": {"enum": ["stock", "discard"]},
        "asks": {"type": "object", "x-kind": "asks",
                 "propertyNames": {"enum": [str(s) for s in range(1, players + 1)]},
                 "additionalProperties": dict(_CARDS)},
        "pile-size": {"type": "integer", "minimum": 0, "maximum": profile.pack_size,
                      "x-clause": "1.2",
                      "x-hint": f"a number of cards from 0 to {profile.pack_size}"},
        "reshuffles": {"type": "integer", "minimum": 0, "x-clause": "D14",
                       "x-hint": "how many times the stock has been rebuilt from the discard "
                                 "pile in this round so far, 0 to "
                                 f"{profile.max_reshuffles} (a rebuild more ends the round)",
                       **({} if profile.max_reshuffles is None
                          else {"maximum": profile.max_reshuffles})},
    }


def schema_for(question: str, profile: Profile = CONTRATO) -> dict:
    """The JSON Schema (draft 2020-12) of a situation asking ``question``."""
    kinds = _kinds(profile)
    fields = QUESTIONS[question]
    props: dict[str, Any] = {"question": {"const": question}}
    for name, f in fields.items():
        props[name] = kinds[f.kind]
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"contrato verdict situation: {question}",
        "type": "object",
        "properties": props,
        "required": ["question"] + [n for n, f in fields.items() if f.required],
        "additionalProperties": False,
    }
    if question in ONE_OF:
        schema["oneOf"] = [{"required": [n]} for n in ONE_OF[question]]
    return schema


#: The schema every situation meets before its question is known.
BASE_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["question"],
    "properties": {"question": {"type": "string"}},
}


def schema_at(schema: dict, path: tuple) -> dict:
    """The part of ``schema`` that describes the value at ``path`` (field names and list
    indexes): ``schema_at(schema_for("standings"), ("penalties", 1))`` is a round's row."""
    s = schema
    for step in path:
        if isinstance(step, str):
            s = s.get("properties", {}).get(step, {})
        else:
            s = s.get("items", {})
    return s
