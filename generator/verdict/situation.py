"""The situation format of ``contrato verdict``: YAML in, a checked :class:`Situation` out.

A situation is one YAML mapping. ``question`` names the question; the other fields are the
facts it needs, named with the rules' terms. Each question has its own JSON Schema
(:func:`schema_for`), built from the field kinds below; the schema rejects unknown and missing
fields and wrong types; then the question layer reads the situation (one reader per question,
:mod:`generator.questions`): cards read by the engine, every card of the situation able to
exist at once in the profile's pack (clause 1.2), and the question's own checks.

Cards are written as in the rules (``7♥``, ``10S``, ``JK``, ``JK=7♠``), either as one string
(``hand: 7♣ 7♦ 7♥``) or as a YAML list (``hand: [7C, 7D, 7H]``).

Every mistake raises :class:`SituationError`, whose one-line message names the source, the line,
the field and, for a rule, the clause::

    situation.yaml, line 3, field 'hand': a third 7♥: the pack has only 2 of each natural card (rule 1.2)

>>> s = load_situation("question: penalty\\nhand: K♣ A♥ 5♦ JK\\n")
>>> s.question, [c.ascii() for c in s.value.hand]
('penalty', ['KC', 'AH', '5D', 'JK'])
>>> load_situation("question: penalty\\nhand: 7H 7H 7H\\n")
Traceback (most recent call last):
...
generator.verdict.situation.SituationError: <situation>, line 2, field 'hand': a third 7♥: the pack has only 2 of each natural card (rule 1.2)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

import jsonschema
import yaml

from ..engine.profile import CONTRATO, Profile
from ..questions import QUESTIONS as _LAYER_QUESTIONS
from ..questions.common import SituationError as QuestionError, cites_clause

__all__ = ["QUESTIONS", "Situation", "SituationError", "load_situation", "schema_for",
           "question_fields"]


class SituationError(ValueError):
    """A situation the tool cannot answer: bad YAML, a schema violation, a bad or impossible
    card, or a question the profile does not support.

    ``source`` is the file name (``"<stdin>"`` for standard input), ``line`` the 1-based line
    (``None`` if unknown), ``field`` the field concerned, ``clause`` the rule involved (or
    ``None``); ``str()`` is the one-line message."""

    def __init__(self, message: str, *, source: str = "<situation>", line: int | None = None,
                 field: str | None = None, clause: str | None = None) -> None:
        self.source = source
        self.line = line
        self.field = field
        self.clause = clause
        if clause is not None and not cites_clause(message, clause):
            message = f"{message} (rule {clause})"
        where = [source]
        if line is not None:
            where.append(f"line {line}")
        if field is not None:
            where.append(f"field {field!r}")
        self.reason = message
        super().__init__(f"{', '.join(where)}: {message}")


# -- field kinds ------------------------------------------------------------------------------
# Each kind is a JSON Schema fragment plus a reader turning the validated YAML value into what
# the answers use. ``x-item`` names the items of an array in messages, ``x-hint`` explains a
# range, ``x-clause`` is the rule a range comes from. (Annotations: JSON Schema ignores them.)

_CARDS = {"type": ["string", "array"], "items": {"type": "string"}, "x-item": "card",
          "x-kind": "cards"}


def _cards_schema(profile: Profile) -> dict:
    return dict(_CARDS)


def _kinds(profile: Profile) -> dict[str, dict]:
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
        "opened": {"enum": [False, "this-turn", "earlier"],
                   "x-hint": "has the player opened? no, on this very turn (this-turn) or on "
                             "an earlier turn (earlier)"},
        "opened-before": {"enum": [False, "earlier"],
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
        "bought": {"type": "object", "x-kind": "bought",
                   "x-hint": "each seat's purchases earlier in the round (2: 1)",
                   "propertyNames": {"enum": [str(s) for s in range(1, players + 1)]},
                   "additionalProperties": {"type": "integer", "minimum": 0, "x-clause": "6.6",
                                            "x-hint": "a number of purchases, 0 or more"}},
        "pile-size": {"type": "integer", "minimum": 0, "maximum": profile.pack_size,
                      "x-clause": "1.2",
                      "x-hint": f"a number of cards from 0 to {profile.pack_size}"},
    }


@dataclass(frozen=True)
class _Field:
    kind: str
    required: bool = True
    #: cards that are part of another field (``"hand"``): checked to be in it (3.6), not
    #: counted twice (1.2)
    within: str | None = None


def _f(kind: str, required: bool = True, within: str | None = None) -> _Field:
    return _Field(kind, required, within)


#: Question → its fields (besides ``question``), in the order cards are checked.
QUESTIONS: dict[str, dict[str, _Field]] = {
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
            "asks": _f("asks"), "draws": _f("draws", False), "bought": _f("bought", False)},
    "go-out": {"round": _f("round"), "hand": _f("cards"), "table": _f("melds", False),
               "opened": _f("opened-before")},
    "draw": {"stock": _f("pile-size"), "discard": _f("pile-size")},
    "standings": {"penalties": _f("penalties"), "players": _f("players", False)},
}

#: The questions whose situation the question layer reads and answers (one reader each, shared
#: with the puzzles): question → its module of :mod:`generator.questions`.
LAYER = {name: _LAYER_QUESTIONS[name] for name in (
    "can-open", "meld", "lay-off", "joker-swap", "penalty", "buy", "go-out", "draw",
    "standings")}

#: Fields of which exactly one must be given.
ONE_OF: dict[str, tuple[str, ...]] = {"lay-off": ("card", "cards")}


def question_fields(question: str) -> dict[str, _Field]:
    """The fields of ``question`` (without ``question`` itself)."""
    return QUESTIONS[question]


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


def _where(path: tuple, schema_at: Callable[[tuple], dict]) -> str:
    """The place inside a field, for messages that already name the field:
    ``('penalties', 1, 2)`` → ``"round 2, seat 3: "``; ``('round',)`` → ``""``."""
    parts = []
    for depth in range(1, len(path)):
        step = path[depth]
        if isinstance(step, int):
            item = schema_at(path[:depth]).get("x-item", "item")
            parts.append(f"{item} {step + 1}")
        else:
            parts.append(f"{step!r}")
    return ", ".join(parts) + ": " if parts else ""


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
        s = self.schema
        for step in path:
            if isinstance(step, str):
                s = s.get("properties", {}).get(step, {})
            else:
                s = s.get("items", {})
        return s

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
        where = _where(path, self.schema_at)
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


ALL_QUESTIONS = ("can-open", "meld", "lay-off", "joker-swap", "penalty", "buy", "go-out",
                 "draw", "standings")


# -- the situation ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Situation:
    """A checked situation.

    - ``question``: one of :data:`QUESTIONS`;
    - ``values``: field → value, cards read by the engine: ``cards``/``meld`` fields are
      ``list[Card]``, ``card`` fields a :class:`Card`, ``melds`` a list of ``list[Card]``,
      numbers ``int``; absent optional fields are missing;
    - ``lines``: YAML path → 1-based line (``("hand",)``, ``("table", 0)``);
    - ``source``: the file name, or ``"<stdin>"``;
    - ``value``: for the questions of :data:`LAYER`, the question layer's situation (then
      ``values`` is empty).
    """

    question: str
    values: Mapping[str, Any]
    lines: Mapping[tuple, int] = field(repr=False)
    source: str = "<situation>"
    #: the question layer's situation (:data:`LAYER`)
    value: Any = None
    profile: Profile = field(default=CONTRATO, repr=False)

    def __getitem__(self, name: str) -> Any:
        return self.values[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.values.get(name, default)

    def __contains__(self, name: str) -> bool:
        return name in self.values

    def line(self, *path: Any) -> int | None:
        """The line of a field or of an item in it (``line("table", 1)``)."""
        for n in range(len(path), 0, -1):
            if tuple(path[:n]) in self.lines:
                return self.lines[tuple(path[:n])]
        return None

    def from_layer(self, err: QuestionError) -> SituationError:
        """The question layer's error at its field path, with the line it was written on and
        the place inside the field (``"round 2: "``, ``"card 3: "``)."""
        checker = _Checker(schema_for(self.question, self.profile), self.lines, self.source,
                           self.question)
        where = "" if err.placed else _where(err.path, checker.schema_at)
        return SituationError(where + err.message,
                              source=self.source, line=self.line(*err.path) if err.path else None,
                              field=err.field, clause=err.clause)

    def error(self, message: str, *path: Any, clause: str | None = None) -> SituationError:
        """A :class:`SituationError` located at ``path`` (a field and item indexes)."""
        return SituationError(message, source=self.source, line=self.line(*path) if path else None,
                              field=path[0] if path else None, clause=clause)


def load_situation(text: str, *, source: str = "<situation>",
                   profile: Profile = CONTRATO) -> Situation:
    """Read and check a situation written in YAML.

    Steps: YAML (with lines), the base schema (a mapping with a ``question``), the question's
    schema (:func:`schema_for`: no unknown or missing field, right types and ranges), cards
    read by the engine, and every card of the situation able to exist at once in the pack
    (1.2). Raises :class:`SituationError` at the first mistake.
    """
    data, lines = _read_yaml(text, source)
    data = _string_keys(data)
    if data is None:
        raise SituationError("the situation is empty: write at least 'question:' and its "
                             "fields", source=source)
    _Checker(BASE_SCHEMA, lines, source, None).check(data)
    question = data["question"]
    if question not in ALL_QUESTIONS:
        raise SituationError(f"unknown question {question!r}: questions are "
                             + ", ".join(ALL_QUESTIONS), source=source,
                             line=lines.get(("question",)), field="question")
    if question not in QUESTIONS:
        raise SituationError(f"the question {question!r} is not available yet: the engine "
                             f"module it needs has not landed", source=source,
                             line=lines.get(("question",)), field="question")
    schema = schema_for(question, profile)
    _Checker(schema, lines, source, question).check(data)
    # the question layer reads it (generator.questions): one reader per question
    fields_data = {k: v for k, v in data.items() if k != "question"}
    situation = Situation(question, {}, lines, source, None, profile)
    try:
        value = LAYER[question].read(fields_data, profile)
    except QuestionError as err:
        raise situation.from_layer(err) from None
    return Situation(question, {}, lines, source, value, profile)


def _string_keys(data: Any) -> Any:
    """Mapping keys as text (``asks: {3: 7♥}`` → ``{"3": …}``), so that the schema sees them."""
    if isinstance(data, dict):
        return {(k if isinstance(k, str) else str(k).lower() if isinstance(k, bool) else str(k)):
                _string_keys(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_string_keys(v) for v in data]
    return data
