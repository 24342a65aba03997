"""JSON Schemas of the puzzle templates (``puzzles/<kind>/*.yaml``) and of
``puzzles/config.yaml``, checked with the ``jsonschema`` library (draft 2020-12).

The template schema is assembled from each kind's part (its ``situation_properties``,
:mod:`.kinds`; its random families' ``properties``, :mod:`.families`) and the fields every
kind shares (:mod:`.schema_parts`). Every mapping is closed (``additionalProperties: false``): a
misspelt field is an error, never ignored. Keys named ``x-message`` are ours (``jsonschema``
ignores unknown keywords): the message shown instead of the library's when that subschema
fails.
"""

from __future__ import annotations

from . import schema_parts as sp
from .families import get as get_family
from .kinds import registry
from .kinds.base import Kind
from .situation import KINDS


def situation_schema(kind: Kind) -> dict:
    """The schema of one hand-written situation of ``kind``."""
    properties = {
        "round": sp.ROUND,
        "title": sp.TEXT,
        "note": sp.TEXT,
        "tags": {"type": "array", "items": sp.TAG, "uniqueItems": True},
        "remarks": sp.remarks(kind.remarks),
        **kind.situation_properties,
    }
    return sp.closed(properties, kind.situation_required)


def random_schema(kind: Kind) -> dict:
    """The schema of a random family of ``kind``."""
    family = get_family(kind.name)
    properties = {
        "count": {"type": "integer", "minimum": 1, "maximum": 200},
        "round": sp.one_or_list(sp.ROUND, 7),
        "title": sp.TEXT,
        "note": sp.TEXT,
        "require": sp.tags(kind.tags),
        "avoid": sp.tags(kind.tags),
        "remarks": sp.remarks(kind.remarks),
        **family.properties,
    }
    return sp.closed(properties, family.required)


def _for_kind(kind: Kind) -> dict:
    return {"if": {"properties": {"kind": {"const": kind.name}}, "required": ["kind"]},
            "then": {"properties": {"situations": {"items": situation_schema(kind)},
                                    "random": random_schema(kind)}}}


TEMPLATE_SCHEMA: dict = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "A puzzle template: hand-written situations or one seeded random family",
    "type": "object",
    "additionalProperties": False,
    "required": ["kind"],
    "properties": {
        "kind": {"enum": list(KINDS)},
        "description": {"type": "string"},
        "tags": {"type": "array", "items": sp.TAG, "uniqueItems": True},
        "situations": {"type": "array", "minItems": 1, "maxItems": 500},
        "random": {"type": "object"},
    },
    "allOf": [
        {"oneOf": [{"required": ["situations"], "not": {"required": ["random"]}},
                   {"required": ["random"], "not": {"required": ["situations"]}}],
         "x-message": "a template has exactly one of 'situations' (hand-written) and "
                      "'random' (one seeded family): not both, not neither"},
        *(_for_kind(kind) for kind in registry().values()),
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
        "games": {"type": "integer", "minimum": 0, "maximum": 50},
        "people_games": {"type": "integer", "minimum": 0, "maximum": 50},
        "description": {"type": "string"},
    },
}
