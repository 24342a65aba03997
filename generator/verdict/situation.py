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

import re
from typing import Any

import jsonschema
import yaml
import yamlcore

from ..engine.profile import CONTRATO, Profile
from ..lang.source import bounds_problem
from ..questions.common import SituationError as QuestionError
from .data import number_form
from .data import (LAYER, Expected, Given, Situation, SituationError, check_question,
                   describe_value, expected_words, from_data, place_text, place_within,
                   precount, string_keys)
from .fields import (ALL_QUESTIONS, BASE_SCHEMA, ONE_OF, QUESTIONS, question_fields,
                     schema_at, schema_for)

__all__ = ["QUESTIONS", "ALL_QUESTIONS", "ONE_OF", "LAYER", "Situation", "SituationError",
           "load_situation", "schema_for", "question_fields", "Given", "Expected", "MAX_BYTES",
           "MAX_DEPTH", "MAX_VALUES"]


# -- YAML with line numbers -------------------------------------------------------------------

def _lines(node: yaml.Node, path: tuple, out: dict, source: str) -> None:
    """Record the 1-based line of every value (``path``) and key (``path + ('key',)``)."""
    out[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
            out[path + (key, "key")] = key_node.start_mark.line + 1
            _lines(value_node, path + (key,), out, source)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _lines(item, path + (i,), out, source)


def _key_text(key: Any) -> str:
    """A mapping key as :func:`~.data.string_keys` writes it: ``2`` and ``"2"`` are one key."""
    return str(key).lower() if isinstance(key, bool) else str(key)


def _as_written(node: yaml.ScalarNode) -> str:
    """A key as the text wrote it: ``2``, ``"2"`` or ``'2'``."""
    quote = node.style if node.style in ("'", '"') else ""
    return f"{quote}{node.value}{quote}"


def _keys_once(root: yaml.Node, loader: yaml.BaseLoader, source: str) -> None:
    """Every mapping of the document names each key once, *as read*: ``2:`` and ``"2":``
    are the same seat of ``asks`` once read (:func:`~.data.string_keys`), and the second
    would silently replace the first. :class:`SituationError` at the second: ``field-twice``
    for a field of the situation, ``key-twice`` for a key inside one (a seat of ``asks``).
    The keys are built by the loader itself (YAML 1.2's reading of each)."""
    stack: list[tuple[yaml.Node, tuple]] = [(root, ())]
    while stack:
        node, path = stack.pop()
        if isinstance(node, yaml.SequenceNode):
            stack.extend((item, path + (i,)) for i, item in enumerate(node.value))
            continue
        if not isinstance(node, yaml.MappingNode):
            continue
        seen: dict[str, tuple[int, str]] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                continue                        # the constructor refuses it, at its line
            key = _key_text(loader.construct_object(key_node))
            line = key_node.start_mark.line + 1
            if key in seen:
                first, written = seen[key]
                if not path:
                    raise SituationError(f"the field {key!r} is given twice (first on line "
                                         f"{first})", source=source, line=line, field=key,
                                         code="field-twice", name=key, first=first)
                raise SituationError(f"{_as_written(key_node)} and {written} (line {first}) "
                                     f"are the same key {key!r}: each key once", source=source,
                                     line=line, field=str(path[0]), code="key-twice",
                                     name=key, written=_as_written(key_node), other=written,
                                     first=first)
            seen[key] = (line, _as_written(key_node))
            stack.append((value_node, path + (key,)))


#: The largest situation read, in bytes of UTF-8: every card of the pack in one situation
#: takes under 2 KB; beyond, the text is refused before it is parsed.
MAX_BYTES = 64 * 1024
#: The deepest nesting of a situation (``penalties`` is a list of lists: 3 levels).
MAX_DEPTH = 20
#: The most values a situation may hold once YAML's aliases are expanded.
MAX_VALUES = 20_000


#: The loader of YAML 1.2's core schema (the library ``yamlcore``, by PyYAML's maintainer), on
#: libyaml's parser when PyYAML has it: ``no`` and ``yes`` are words, ``1:00`` is text,
#: ``010`` is ten (YAML 1.1, PyYAML's own schema, reads ``no`` as false, ``1:00`` as 60 and
#: ``010`` as 8).
CORE_LOADER = getattr(yamlcore, "CCoreLoader", yamlcore.CoreLoader)

_INT_TAG = "tag:yaml.org,2002:int"
#: A whole number in plain digits, the one form every YAML reader reads alike.
_PLAIN_INT = re.compile(r"-?(?:0|[1-9][0-9]*)")


class _Loader(CORE_LOADER):
    """YAML 1.2's core schema (:data:`CORE_LOADER`) whose constructors let no Python error
    out: a value that cannot be what YAML reads it as (``!!int abc``, a number of thousands
    of digits) is a :class:`yaml.constructor.ConstructorError` at its line. A whole number not
    written in plain digits (``02``, ``+2``, ``0x10``, ``0o17``) is refused the same way: YAML
    1.1 reads ``010`` as 8, YAML 1.2 as 10, and ``0o17`` as text or 15; a situation says
    each number one way only."""

    def construct_object(self, node, deep=False):
        if (node.tag == _INT_TAG and isinstance(node, yaml.ScalarNode)
                and not _PLAIN_INT.fullmatch(node.value) and len(node.value) <= 40):
            try:
                number = str(self.construct_yaml_int_core(node))     # yamlcore's reading
            except (ValueError, TypeError, OverflowError, IndexError):
                number = None                 # no number at all: said below (yaml-value)
            if number is not None:
                error = yaml.constructor.ConstructorError(
                    None, None, f"{node.value!r} is not a whole number in plain digits: write "
                                f"{number}", node.start_mark)
                error.contrato = ("yaml-number-form", {"value": node.value, "number": number,
                                                       "form": number_form(node.value)})
                raise error
        try:
            return super().construct_object(node, deep=deep)
        except (ValueError, TypeError, AttributeError, KeyError, IndexError,
                OverflowError) as err:
            value = node.value if isinstance(node.value, str) else ""
            shown = value if len(value) <= 24 else value[:20] + "…"
            kind = str(node.tag).rsplit(":", 1)[-1]
            digits = sum(ch.isdigit() for ch in value)
            if kind == "int" and digits > 100:
                problem = f"a number of {digits:,} digits is too long"
                said = ("yaml-number-too-long", {"digits": digits})
            else:
                problem = f"{shown!r} cannot be read as YAML's {kind}"
                said = ("yaml-value", {"value": shown, "kind": kind})
            error = yaml.constructor.ConstructorError(None, None, problem, node.start_mark)
            error.contrato = said                   # the message in any language
            raise error from None


def _read_yaml(text: str, source: str) -> tuple[Any, dict]:
    """The data of a YAML text and the line of each value: bounded in time and memory
    whatever the text (:func:`~generator.lang.source.bounds_problem` first: no deep nesting,
    no alias bomb), and every problem a :class:`SituationError` of one line."""
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError as err:     # a lone surrogate: no UTF-8 text holds one
        raise SituationError(f"not UTF-8 text (character {err.start + 1})",
                             source=source, code="not-utf8", position=err.start + 1) from None
    if size > MAX_BYTES:
        raise SituationError(f"{size:,} bytes: a situation is at most {MAX_BYTES // 1024} KB "
                             f"(every card of the pack takes under 2 KB)", source=source,
                             code="too-large", size=size, most=MAX_BYTES // 1024)
    bounded = bounds_problem(text, max_values=MAX_VALUES, max_depth=MAX_DEPTH)
    if bounded is not None:
        line, problem = bounded
        code, params = (("yaml-too-deep", {"most": MAX_DEPTH}) if "levels deep" in problem
                        else ("yaml-too-many", {"most": MAX_VALUES}) if "values" in problem
                        else ("yaml-self-alias", {"alias": problem.split()[2]}))
        raise SituationError(f"not read: {problem}", source=source, line=line, code=code,
                             **params)
    try:
        loader = _Loader(text)
    except yaml.YAMLError as err:
        raise SituationError("not valid YAML: a character YAML does not accept (a control "
                             "character or a broken byte)", source=source,
                             code="yaml-character", position=None) from None
    try:
        node = loader.get_single_node()
        if node is not None:
            _keys_once(node, loader, source)
        data = None if node is None else loader.construct_document(node)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        problem = err.problem or err.context or "not valid YAML"
        code, params = getattr(err, "contrato", ("yaml-syntax", {}))
        if code == "yaml-syntax" and mark is not None:
            params = {"column": mark.column + 1}
        raise SituationError(f"not valid YAML: {problem}", source=source,
                             line=None if mark is None else mark.line + 1, code=code,
                             **params) from None
    except yaml.YAMLError as err:   # a reader error: a character YAML refuses (NUL, …)
        position = getattr(err, "position", None)
        where = "" if position is None else f" at character {position + 1}"
        raise SituationError(f"not valid YAML: a character YAML does not accept{where} "
                             f"(a control character or a broken byte)", source=source,
                             code="yaml-character",
                             position=None if position is None else position + 1) from None
    finally:
        loader.dispose()
    lines: dict = {}
    if node is not None:
        _lines(node, (), lines, source)
    return data, lines


# -- schema errors as one line ----------------------------------------------------------------

def _option(value: Any) -> str:
    """An allowed value as written in YAML: ``False`` → ``no``."""
    if value is False:
        return "no"
    if value is True:
        return "yes"
    return str(value)


class _Checker:
    def __init__(self, schema: dict, lines: dict, source: str, question: str | None,
                 profile: Profile = CONTRATO) -> None:
        self.schema = schema
        self.lines = lines
        self.source = source
        self.question = question
        self.numbers = {"rounds": profile.rounds, "players": profile.players,
                        "pack": profile.pack_size, "reshuffles": profile.max_reshuffles}

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
        place = place_within(path, self.schema_at)
        where = place_text(place)
        hint = {"hint": schema.get("x-hint-key"), **self.numbers}
        field = path[0] if path else None
        line = self.line(path)
        clause = schema.get("x-clause")
        fields = [n for n in self.schema.get("properties", {})]
        which = f"the question {self.question}" if self.question else "a situation"
        v = err.validator
        if "propertyNames" in err.schema_path:
            return SituationError(
                f"{where}no seat {err.instance}: seats are 1 to {len(schema.get('enum', []))}"
                f" (rule 1.1)", source=self.source,
                line=self.lines.get(path + (err.instance, "key"), line), field=field,
                clause="1.1", code="no-seat", place=place, seat=str(err.instance),
                players=len(schema.get("enum", [])))
        if v == "oneOf" and not path:
            names = [s["required"][0] for s in self.schema["oneOf"]]
            given = [n for n in names if n in err.instance]
            if given:
                msg = (f"give either {names[0]!r} or {names[1]!r}, not both: one card goes in "
                       f"{names[0]!r}, several in {names[1]!r}")
                return SituationError(msg, source=self.source,
                                      line=self.lines.get((given[-1], "key")), field=given[-1],
                                      code="card-and-cards", one=names[0], several=names[1])
            return SituationError(f"missing field {names[0]!r} (or {names[1]!r} for several "
                                  f"cards): {which} needs it", source=self.source,
                                  code="missing-card-or-cards", one=names[0],
                                  several=names[1], question=self.question)
        if v == "required":
            missing = [n for n in self.schema.get("required", []) if n not in err.instance]
            name = missing[0] if missing else "?"
            if name == "question":
                msg = ("missing field 'question': say which question to answer ("
                       + ", ".join(ALL_QUESTIONS) + ")")
                return SituationError(msg, source=self.source, code="missing-question",
                                      questions=", ".join(ALL_QUESTIONS))
            needs = ", ".join(n for n in self.schema["required"] if n != "question")
            msg = f"missing field {name!r}: {which} needs {needs}"
            return SituationError(msg, source=self.source, line=None, field=None,
                                  code="missing-field-of", name=name, question=self.question,
                                  needs=needs)
        if v == "additionalProperties":
            allowed = set(self.schema.get("properties", {}))
            extra = [k for k in err.instance if k not in allowed]
            key = extra[0]
            return SituationError(
                f"unknown field {key!r}: {which} takes " + ", ".join(fields),
                source=self.source, line=self.lines.get((key, "key")), field=str(key),
                code="unknown-field-of", name=str(key), question=self.question,
                fields=", ".join(fields))
        given = Given(err.instance)
        if v == "type":
            if not path:
                return SituationError(
                    f"a situation is a mapping of fields (question: …), not {describe_value(err.instance)}",
                    source=self.source, line=line, code="not-a-mapping-given", given=given)
            msg = f"{where}must be {expected_words(schema)}, not {describe_value(err.instance)}"
            code, params = "wrong-type", {"expected": Expected(schema), "given": given}
            # a field's type is the notation's, not a rule's: no clause is cited (the field's
            # x-clause is the rule its values obey, e.g. 1.2 for the stock's size)
            clause = None
        elif v in ("const", "enum"):
            # each option once as written (opened's false and "no" are both "no")
            options = list(dict.fromkeys(map(_option, schema.get("enum")
                                             or [schema.get("const")])))
            msg = (f"{where}must be one of " + ", ".join(options)
                   + f", not {describe_value(err.instance)}")
            if schema.get("x-hint"):
                msg += f": {schema['x-hint']}"
            code = "not-one-of-hint" if schema.get("x-hint") else "not-one-of"
            params = {"options": ", ".join(options), "given": given, **hint}
        elif v in ("minItems", "maxItems"):
            n = len(err.instance)
            item = schema.get("x-item", "item")
            msg = f"{where}{n} {item}{'' if n == 1 else 's'} given: {schema.get('x-hint', err.message)}"
            code, params = "items-count", {"count": n, "item": item, **hint}
        elif v in ("minimum", "maximum", "minLength"):
            shown = repr(err.instance) if isinstance(err.instance, str) else err.instance
            msg = f"{where}{shown} is not allowed: {schema.get('x-hint', err.message)}"
            code, params = "not-allowed", {"value": shown, **hint}
        elif v == "uniqueItems":
            msg = f"{where}an item is repeated: {schema.get('x-hint', 'each item once')}"
            code, params = "repeated", hint
        else:
            msg = f"{where}{err.message}"
            code, params = "invalid", {}
        if clause:
            msg += f" (rule {clause})"
        return SituationError(msg, source=self.source, line=line, field=field, clause=clause,
                              code=code, place=place, **params)


# -- the situation ----------------------------------------------------------------------------

def load_situation(text: str, *, source: str = "<situation>",
                   profile: Profile = CONTRATO) -> Situation:
    """Read and check a situation written in YAML.

    Steps: YAML (with lines; bounded whatever the text: :data:`MAX_BYTES`, :data:`MAX_DEPTH`,
    :data:`MAX_VALUES`), the base schema (a mapping with a ``question``), the counts that
    need no card read (:func:`~.data.precount`: the pack, the table's melds), the question's
    schema (:func:`schema_for`: no unknown or missing field, right types and ranges), cards
    read by the engine, and every card of the situation able to exist at once in the pack
    (1.2). Raises :class:`SituationError` at the first mistake.
    """
    data, lines = _read_yaml(text, source)
    data = string_keys(data)
    if data is None:
        raise SituationError("the situation is empty: write at least 'question:' and its "
                             "fields", source=source, code="empty")
    _Checker(BASE_SCHEMA, lines, source, None, profile).check(data)
    question = check_question(data, source=source, lines=lines, profile=profile)
    try:        # the counts first: a situation far beyond the rules is refused at once (1.2)
        precount(question, data, profile)
    except QuestionError as err:
        raise Situation(question, {}, lines, source, None, profile).from_layer(err) from None
    _Checker(schema_for(question, profile), lines, source, question, profile).check(data)
    # the question layer reads it (generator.questions): one reader per question
    return from_data(data, source=source, lines=lines, profile=profile)
