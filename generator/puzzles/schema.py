"""JSON Schemas of the puzzle templates (``puzzles/<kind>/*.yaml``) and of
``puzzles/config.yaml``, checked with the ``jsonschema`` library (draft 2020-12).

Every mapping is closed (``additionalProperties: false``): a misspelt field is an error, never
ignored. Keys named ``x-message`` are ours (``jsonschema`` ignores unknown keywords): the
message shown instead of the library's when that subschema fails.
"""

from __future__ import annotations

from .explain import REMARKS
from .situation import KINDS
from .tagging import CAN_OPEN_TAGS, PENALTY_TAGS

#: How a random can-open family builds its hands (see :mod:`.generate`).
BUILDS: tuple[str, ...] = ("deal", "contract", "near-miss", "contiguous", "overlap",
                           "same-rank-groups")

_TAG = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
        "x-message": "a tag is lower-case words joined by hyphens, like joker-at-end"}

_ROUND = {"type": "integer", "minimum": 1, "maximum": 7,
          "x-message": "a round is a whole number from 1 to 7 (rule 4.1)"}


def _one_or_list(item: dict, max_items: int = 20) -> dict:
    """A value or a non-empty list of such values (a random choice among them)."""
    return {"if": {"type": "array"},
            "then": {"type": "array", "items": item, "minItems": 1, "maxItems": max_items,
                     "x-message": f"a list of 1 to {max_items} values"},
            "else": item}


def _range(minimum: int, maximum: int) -> dict:
    """A whole number, or ``[min, max]``."""
    number = {"type": "integer", "minimum": minimum, "maximum": maximum,
              "x-message": f"a whole number from {minimum} to {maximum}, or [min, max]"}
    return {"if": {"type": "array"},
            "then": {"type": "array", "items": number, "minItems": 2, "maxItems": 2,
                     "x-message": f"a range is [min, max] with whole numbers from {minimum} "
                                  f"to {maximum}"},
            "else": number}


_TEXT_MESSAGE = ("text of 1 to 300 characters, the same in every language, or a mapping "
                 "with pt, es and ca")
_TEXT = {
    "if": {"type": "object"},
    "then": {"type": "object", "additionalProperties": False,
             "required": ["pt", "es", "ca"],
             "properties": {lang: {"type": "string", "minLength": 1, "maxLength": 300,
                                   "x-message": _TEXT_MESSAGE}
                            for lang in ("pt", "es", "ca")}},
    "else": {"type": "string", "minLength": 1, "maxLength": 300, "x-message": _TEXT_MESSAGE},
}

_HAND_MESSAGE = "a hand is a string of cards (\"7♥ 8♥ JK\") or a list of cards"
_HAND = {
    "if": {"type": "array"},
    "then": {"type": "array", "minItems": 1, "maxItems": 40,
             "items": {"type": "string", "x-message": "a card is text, like 7♥ or JK"}},
    "else": {"type": "string", "minLength": 1, "x-message": _HAND_MESSAGE},
}


def _tags(names: dict) -> dict:
    return {"type": "array", "uniqueItems": True,
            "items": {"enum": sorted(names),
                      "x-message": "not a tag the tagger computes; use one of: "
                                   + ", ".join(sorted(names))}}


def _remarks(kind: str) -> dict:
    names = sorted(r for r, kinds in REMARKS.items() if kind in kinds)
    return {"type": "array", "uniqueItems": True,
            "items": {"enum": names, "x-message": "no such remark; use one of: "
                                                  + ", ".join(names)}}


_COMMON_SITUATION = {
    "round": _ROUND,
    "hand": _HAND,
    "title": _TEXT,
    "note": _TEXT,
    "tags": {"type": "array", "items": _TAG, "uniqueItems": True},
}

_CAN_OPEN_SITUATION = {
    "type": "object", "additionalProperties": False, "required": ["round", "hand"],
    "properties": {
        **_COMMON_SITUATION,
        "took": {"type": "object", "additionalProperties": False,
                 "required": ["card", "from"],
                 "properties": {"card": {"type": "string", "minLength": 1},
                                "from": {"enum": ["stock", "discard"]}}},
        "remarks": _remarks("can-open"),
    },
}

_PENALTY_SITUATION = {
    "type": "object", "additionalProperties": False, "required": ["round", "hand"],
    "properties": {**_COMMON_SITUATION, "remarks": _remarks("penalty")},
}

_COMMON_RANDOM = {
    "count": {"type": "integer", "minimum": 1, "maximum": 200},
    "round": _one_or_list(_ROUND, 7),
    "title": _TEXT,
    "note": _TEXT,
}

_CAN_OPEN_RANDOM = {
    "type": "object", "additionalProperties": False, "required": ["count", "round", "build"],
    "properties": {
        **_COMMON_RANDOM,
        "purchases": _one_or_list({"type": "integer", "minimum": 0, "maximum": 4}, 5),
        "build": {"enum": list(BUILDS)},
        "jokers": {"type": "integer", "minimum": 0, "maximum": 3},
        "joker_place": {"enum": ["end", "middle", "group", "any"]},
        "ace": {"enum": ["high", "low"]},
        "two_copies": {"type": "boolean"},
        "same_suit": {"enum": ["gap", "overlap"]},
        "rescue": {"type": "boolean"},
        "filler_jokers": {"type": "integer", "minimum": 0, "maximum": 3},
        "require": _tags(CAN_OPEN_TAGS),
        "avoid": _tags(CAN_OPEN_TAGS),
        "remarks": _remarks("can-open"),
    },
}

_PENALTY_RANDOM = {
    "type": "object", "additionalProperties": False, "required": ["count", "round"],
    "properties": {
        **_COMMON_RANDOM,
        "size": _range(1, 30),
        "jokers": _range(0, 3),
        "aces": _range(0, 8),
        "faces": _range(0, 24),
        "require": _tags(PENALTY_TAGS),
        "avoid": _tags(PENALTY_TAGS),
        "remarks": _remarks("penalty"),
    },
}


def _for_kind(kind: str, situation: dict, random: dict) -> dict:
    return {"if": {"properties": {"kind": {"const": kind}}, "required": ["kind"]},
            "then": {"properties": {"situations": {"items": situation}, "random": random}}}


TEMPLATE_SCHEMA: dict = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "A puzzle template: hand-written situations or one seeded random family",
    "type": "object",
    "additionalProperties": False,
    "required": ["kind"],
    "properties": {
        "kind": {"enum": list(KINDS)},
        "description": {"type": "string"},
        "tags": {"type": "array", "items": _TAG, "uniqueItems": True},
        "situations": {"type": "array", "minItems": 1, "maxItems": 500},
        "random": {"type": "object"},
    },
    "allOf": [
        {"oneOf": [{"required": ["situations"], "not": {"required": ["random"]}},
                   {"required": ["random"], "not": {"required": ["situations"]}}],
         "x-message": "a template has either 'situations' (hand-written) or 'random' (one "
                      "seeded family), not both"},
        _for_kind("can-open", _CAN_OPEN_SITUATION, _CAN_OPEN_RANDOM),
        _for_kind("penalty", _PENALTY_SITUATION, _PENALTY_RANDOM),
    ],
}

CONFIG_SCHEMA: dict = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "puzzles/config.yaml: the generator's settings",
    "type": "object",
    "additionalProperties": False,
    "required": ["seed"],
    "properties": {
        "seed": {"type": "integer", "minimum": 0, "maximum": 2**63 - 1},
        "tries_per_puzzle": {"type": "integer", "minimum": 1, "maximum": 100_000},
        "description": {"type": "string"},
    },
}
