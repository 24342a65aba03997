"""The situation format of ``contrato verdict``: YAML in, a checked :class:`Situation` out.

A situation is one YAML mapping. ``question`` names the question; the other fields are the
facts it needs, named with the rules' terms. Each question has its own JSON Schema
(:func:`schema_for`), built from the field kinds; the schema rejects unknown and missing
fields and wrong types; then the question layer reads the situation (one reader per question,
:mod:`generator.questions`): cards read by the engine, every card of the situation able to
exist at once in the profile's pack (clause 1.2), and the question's own checks.

Cards are written as in the rules (``7♥``, ``10S``, ``JK``, ``JK=7♠``), either as one string
(``hand: 7♣ 7♦ 7♥``) or as a YAML list (``hand: [7C, 7D, 7H]``).

The field kinds and each question's schema are in :mod:`generator.verdict.fields`, the
reading of the checked data by the question layer in :mod:`generator.verdict.data` (the path
the verdict page takes in the browser, which has no YAML); this module adds the YAML, with the
line of every field, and the schema check.

Every mistake raises :class:`SituationError`, whose one-line message names the source, the line,
the field and, for a rule, the clause::

    situation.yaml, line 3, field 'hand': a third 7♥: the pack has only 2 of each natural card (rule 1.2)

>>> s = load_situation("question: penalty\\nhand: K♣ A♥ 5♦ JK\\n")
>>> s.question, [c.ascii() for c in s.value.hand]
('penalty', ['KC', 'AH', '5D', 'JK'])
>>> load_situation("question: penalty\\nhand: 7H 7H 7H\\n")
Traceback (most recent call last):
...
generator.verdict.data.SituationError: <situation>, line 2, field 'hand': a third 7♥: the pack has only 2 of each natural card (rule 1.2)
"""

from __future__ import annotations

from typing import Any

import jsonschema
import yaml

from ..engine.profile import CONTRATO, Profile
from .data import (LAYER, Situation, SituationError, check_question, from_data,
                   place_in_field, string_keys)
from .fields import (ALL_QUESTIONS, BASE_SCHEMA, ONE_OF, QUESTIONS, question_fields,
                     schema_at, schema_for)

__all__ = ["QUESTIONS", "ALL_QUESTIONS", "ONE_OF", "LAYER", "Situation", "SituationError",
           "load_situation", "schema_for", "question_fields"]


# -- YAML with line numbers -------------------------------------------------------------------

def _lines(node: yaml.Node, path: tuple, out: dict, source: str) -> None:
    """Record the 1-based line of every value (``path``) and key (``path + ('key',)``)."""
    out[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        seen: dict[Any, int] = {}
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
            line = key_node.start_mark.line + 1
            if key in seen:
                raise SituationError(f"the field {key!r} is given twice (first on line "
                                     f"{seen[key]})", source=source, line=line, field=key)
            seen[key] = line
            out[path + (key, "key")] = line
            _lines(value_node, path + (key,), out, source)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _lines(item, path + (i,), out, source)


def _read_yaml(text: str, source: str) -> tuple[Any, dict]:
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        problem = err.problem or err.context or "not valid YAML"
        raise SituationError(f"not valid YAML: {problem}", source=source,
                             line=None if mark is None else mark.line + 1) from None
    except yaml.YAMLError as err:   # a reader error: a character YAML refuses (NUL, …)
        position = getattr(err, "position", None)
        where = "" if position is None else f" at character {position + 1}"
        raise SituationError(f"not valid YAML: a character YAML does not accept{where} "
                             f"(a control character or a broken byte)", source=source) from None
    lines: dict = {}
    if node is not None:
        _lines(node, (), lines, source)
    return data, lines


# -- schema errors as one line ----------------------------------------------------------------

def _describe(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{'yes' if value else 'no'} (a true/false value)"
    if isinstance(value, int):
        return f"the number {value}"
    if isinstance(value, float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping (key: value)"
    return type(value).__name__


_TYPE_WORDS = {
    "integer": "a whole number", "string": "text", "array": "a list", "boolean": "true or false",
    "object": "a mapping of fields (key: value)", "number": "a number",
}


def _expected(schema: dict) -> str:
    kind = schema.get("x-kind")
    if kind in ("cards", "meld"):
        return "cards, as text (7♣ 7♦ 7♥) or a list ([7C, 7D, 7H])"
    if kind == "card":
        return "one card, such as 7♥ or JK"
    if kind == "melds":
        return "a list of melds, each written as cards"
    t = schema.get("type")
    if isinstance(t, list):
        return " or ".join(_TYPE_WORDS.get(x, x) for x in t)
    return _TYPE_WORDS.get(t, str(t))


def _option(value: Any) -> str:
    """An allowed value as written in YAML: ``False`` → ``no``."""
    if value is False:
        return "no"
    if value is True:
        return "yes"
    return str(value)


class _Checker:
    def __init__(self, schema: dict, lines: dict, source: str, question: str | None) -> None:
        self.schema = schema
        self.lines = lines
        self.source = source
        self.question = question

    def schema_at(self, path: tuple) -> dict:
        return schema_at(self.schema, path)

    def line(self, path: tuple) -> int | None:
        for n in range(len(path), -1, -1):
            if path[:n] in self.lines:
                return self.lines[path[:n]]
        return None

    def check(self, data: Any) -> None:
        validator = jsonschema.Draft202012Validator(self.schema)
        errors = list(validator.iter_errors(data))
        if not errors:
            return
        # the first mistake in the text; at equal lines, the most specific
        err = min(errors, key=lambda e: (self.line(tuple(e.absolute_path)) or 0,
                                         -len(e.absolute_path), e.validator))
        raise self.error(err)

    def error(self, err: jsonschema.ValidationError) -> SituationError:
        path = tuple(err.absolute_path)
        schema = err.schema if isinstance(err.schema, dict) else {}
        where = place_in_field(path, self.schema_at)
        field = path[0] if path else None
        line = self.line(path)
        clause = schema.get("x-clause")
        fields = [n for n in self.schema.get("properties", {})]
        which = f"the question {self.question}" if self.question else "a situation"
        v = err.validator
        if "propertyNames" in err.schema_path:
            return SituationError(
                f"{where + ': ' if where else ''}no seat {err.instance}: seats are 1 to {len(schema.get('enum', []))}"
                f" (rule 1.1)", source=self.source,
                line=self.lines.get(path + (err.instance, "key"), line), field=field,
                clause="1.1")
        if v == "oneOf" and not path:
            names = [s["required"][0] for s in self.schema["oneOf"]]
            given = [n for n in names if n in err.instance]
            if given:
                msg = (f"give either {names[0]!r} or {names[1]!r}, not both: one card goes in "
                       f"{names[0]!r}, several in {names[1]!r}")
                return SituationError(msg, source=self.source,
                                      line=self.lines.get((given[-1], "key")), field=given[-1])
            return SituationError(f"missing field {names[0]!r} (or {names[1]!r} for several "
                                  f"cards): {which} needs it", source=self.source)
        if v == "required":
            missing = [n for n in self.schema.get("required", []) if n not in err.instance]
            name = missing[0] if missing else "?"
            if name == "question":
                msg = ("missing field 'question': say which question to answer ("
                       + ", ".join(ALL_QUESTIONS) + ")")
            else:
                needs = ", ".join(n for n in self.schema["required"] if n != "question")
                msg = f"missing field {name!r}: {which} needs {needs}"
            return SituationError(msg, source=self.source, line=None, field=None)
        if v == "additionalProperties":
            allowed = set(self.schema.get("properties", {}))
            extra = [k for k in err.instance if k not in allowed]
            key = extra[0]
            return SituationError(
                f"unknown field {key!r}: {which} takes " + ", ".join(fields),
                source=self.source, line=self.lines.get((key, "key")), field=str(key))
        if v == "type":
            if not path:
                return SituationError(
                    f"a situation is a mapping of fields (question: …), not {_describe(err.instance)}",
                    source=self.source, line=line)
            msg = f"{where}must be {_expected(schema)}, not {_describe(err.instance)}"
        elif v in ("const", "enum"):
            options = schema.get("enum") or [schema.get("const")]
            msg = (f"{where}must be one of " + ", ".join(map(_option, options))
                   + f", not {_describe(err.instance)}")
            if schema.get("x-hint"):
                msg += f": {schema['x-hint']}"
        elif v in ("minItems", "maxItems"):
            n = len(err.instance)
            item = schema.get("x-item", "item")
            msg = f"{where}{n} {item}{'' if n == 1 else 's'} given: {schema.get('x-hint', err.message)}"
        elif v in ("minimum", "maximum", "minLength"):
            shown = repr(err.instance) if isinstance(err.instance, str) else err.instance
            msg = f"{where}{shown} is not allowed: {schema.get('x-hint', err.message)}"
        elif v == "uniqueItems":
            msg = f"{where}an item is repeated: {schema.get('x-hint', 'each item once')}"
        else:
            msg = f"{where}{err.message}"
        if clause:
            msg += f" (rule {clause})"
        return SituationError(msg, source=self.source, line=line, field=field, clause=clause)


# -- the situation ----------------------------------------------------------------------------

def load_situation(text: str, *, source: str = "<situation>",
                   profile: Profile = CONTRATO) -> Situation:
    """Read and check a situation written in YAML.

    Steps: YAML (with lines), the base schema (a mapping with a ``question``), the question's
    schema (:func:`schema_for`: no unknown or missing field, right types and ranges), cards
    read by the engine, and every card of the situation able to exist at once in the pack
    (1.2). Raises :class:`SituationError` at the first mistake.
    """
    data, lines = _read_yaml(text, source)
    data = string_keys(data)
    if data is None:
        raise SituationError("the situation is empty: write at least 'question:' and its "
                             "fields", source=source)
    _Checker(BASE_SCHEMA, lines, source, None).check(data)
    question = check_question(data, source=source, lines=lines)
    _Checker(schema_for(question, profile), lines, source, question).check(data)
    # the question layer reads it (generator.questions): one reader per question
    return from_data(data, source=source, lines=lines, profile=profile)
