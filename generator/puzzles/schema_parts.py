"""Pieces of the template JSON Schema shared by every kind (see :mod:`.schema`).

Keys named ``x-message`` are ours (``jsonschema`` ignores unknown keywords): the message
shown instead of the library's when that subschema fails.
"""

from __future__ import annotations

from typing import Iterable

TAG = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
       "x-message": "a tag is lower-case words joined by hyphens, like joker-at-end"}

ROUND = {"type": "integer", "minimum": 1, "maximum": 7,
         "x-message": "a round is a whole number from 1 to 7 (rule 4.1)"}

SEAT = {"type": "integer", "minimum": 1, "maximum": 4,
        "x-message": "a seat is a whole number from 1 to 4, clockwise (rule 1.1)"}

OPENED = {"enum": ["no", "this-turn", "earlier"],
          "x-message": "opened is no, this-turn (opened on this very turn) or earlier"}


def one_or_list(item: dict, max_items: int = 20) -> dict:
    """A value or a non-empty list of such values (a random choice among them)."""
    return {"if": {"type": "array"},
            "then": {"type": "array", "items": item, "minItems": 1, "maxItems": max_items,
                     "x-message": f"a list of 1 to {max_items} values"},
            "else": item}


def number_range(minimum: int, maximum: int) -> dict:
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
TEXT = {
    "if": {"type": "object"},
    "then": {"type": "object", "additionalProperties": False,
             "required": ["pt", "es", "ca"],
             "properties": {lang: {"type": "string", "minLength": 1, "maxLength": 300,
                                   "x-message": _TEXT_MESSAGE}
                            for lang in ("pt", "es", "ca")}},
    "else": {"type": "string", "minLength": 1, "maxLength": 300, "x-message": _TEXT_MESSAGE},
}

_HAND_MESSAGE = "a hand is a string of cards (\"7♥ 8♥ JK\") or a list of cards"
HAND = {
    "if": {"type": "array"},
    "then": {"type": "array", "minItems": 1, "maxItems": 40,
             "items": {"type": "string", "x-message": "a card is text, like 7♥ or JK"}},
    "else": {"type": "string", "minLength": 1, "x-message": _HAND_MESSAGE},
}

#: Cards that may be none at all (an empty pile): a string or a list, possibly empty.
CARDS_OR_NONE = {
    "if": {"type": "array"},
    "then": {"type": "array", "maxItems": 107,
             "items": {"type": "string", "x-message": "a card is text, like 7♥ or JK"}},
    "else": {"type": "string", "x-message": "cards are a string (\"7♥ 8♥ JK\") or a list"},
}

CARD = {"type": "string", "minLength": 1, "x-message": "a card is text, like 7♥ or JK"}

#: The card just drawn and where from (can-open, final-round); ``below``: the discard pile
#: under it, top first, shown with the situation.
TOOK = {"type": "object", "additionalProperties": False, "required": ["card", "from"],
        "properties": {"card": {"type": "string", "minLength": 1},
                       "from": {"enum": ["stock", "discard"]},
                       "below": HAND}}

#: The melds on the table, in the order laid down.
TABLE = {"type": "array", "maxItems": 24, "items": HAND,
         "x-message": "the table is a list of melds, each a string or a list of cards"}


def tags(names: Iterable[str]) -> dict:
    names = sorted(names)
    return {"type": "array", "uniqueItems": True,
            "items": {"enum": names,
                      "x-message": "not a tag the tagger computes; use one of: "
                                   + ", ".join(names)}}


def remarks(names: Iterable[str]) -> dict:
    names = sorted(names)
    if not names:
        return {"type": "array", "maxItems": 0,
                "x-message": "this kind has no remarks"}
    return {"type": "array", "uniqueItems": True,
            "items": {"enum": names, "x-message": "no such remark; use one of: "
                                                  + ", ".join(names)}}


def closed(properties: dict, required: Iterable[str]) -> dict:
    """An object with exactly these properties (a misspelt field is an error)."""
    return {"type": "object", "additionalProperties": False, "required": list(required),
            "properties": properties}
