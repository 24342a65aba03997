"""A situation of ``contrato verdict`` given as plain data — what YAML, JSON or the verdict
page's form give —, read by the question layer into a checked :class:`Situation`.

This is the path the verdict page takes in the browser (:mod:`generator.verdict.browser`),
where there is neither YAML nor jsonschema: :func:`from_data` reads the question's fields with
the question layer (:mod:`generator.questions`, one reader per question: cards read by the
engine, every card able to exist at once in the pack, 1.2, the question's own checks).
``contrato verdict`` takes the same path after reading the YAML and checking it against the
question's JSON Schema (:func:`generator.verdict.situation.load_situation`).

Every mistake is a :class:`SituationError`, whose one-line message names the source, the line
(when the situation was written in a file), the field and, for a rule, the clause.

>>> s = from_data({"question": "penalty", "hand": "K♣ A♥ 5♦ JK"})
>>> s.question, [c.ascii() for c in s.value.hand]
('penalty', ['KC', 'AH', '5D', 'JK'])
>>> from_data({"question": "penalty", "hand": "7H 7H 7H"})
Traceback (most recent call last):
...
generator.verdict.data.SituationError: <situation>, field 'hand': a third 7♥: the pack has only 2 of each natural card (rule 1.2)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from ..engine.profile import CONTRATO, Profile
from ..questions import QUESTIONS as _LAYER_QUESTIONS
from ..questions.common import SituationError as QuestionError, cites_clause
from .fields import ALL_QUESTIONS, schema_at, schema_for

__all__ = ["Situation", "SituationError", "LAYER", "from_data", "check_question",
           "string_keys", "place_in_field"]


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


#: The question layer's module of each question (one reader each, shared with the puzzles).
LAYER = {name: _LAYER_QUESTIONS[name] for name in ALL_QUESTIONS}


def place_in_field(path: tuple, schema_at: Callable[[tuple], dict]) -> str:
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
        schema = schema_for(self.question, self.profile)
        where = "" if err.placed else place_in_field(
            err.path, lambda path: schema_at(schema, path))
        return SituationError(where + err.message,
                              source=self.source, line=self.line(*err.path) if err.path else None,
                              field=err.field, clause=err.clause)

    def error(self, message: str, *path: Any, clause: str | None = None) -> SituationError:
        """A :class:`SituationError` located at ``path`` (a field and item indexes)."""
        return SituationError(message, source=self.source, line=self.line(*path) if path else None,
                              field=path[0] if path else None, clause=clause)


def string_keys(data: Any) -> Any:
    """Mapping keys as text (``asks: {3: 7♥}`` → ``{"3": …}``), so that the schema sees them."""
    if isinstance(data, dict):
        return {(k if isinstance(k, str) else str(k).lower() if isinstance(k, bool) else str(k)):
                string_keys(v) for k, v in data.items()}
    if isinstance(data, list):
        return [string_keys(v) for v in data]
    return data


def check_question(data: Any, *, source: str = "<situation>",
                   lines: Mapping[tuple, int] | None = None) -> str:
    """The question a situation asks: ``data`` must be a mapping whose ``question`` is one of
    :data:`~generator.verdict.fields.ALL_QUESTIONS`; :class:`SituationError` otherwise."""
    lines = lines or {}
    if data is None:
        raise SituationError("the situation is empty: write at least 'question:' and its "
                             "fields", source=source)
    if not isinstance(data, dict):
        raise SituationError("a situation is a mapping of fields (question: …)", source=source)
    if "question" not in data:
        raise SituationError("missing field 'question': say which question to answer ("
                             + ", ".join(ALL_QUESTIONS) + ")", source=source)
    question = data["question"]
    if question not in ALL_QUESTIONS:
        raise SituationError(f"unknown question {question!r}: questions are "
                             + ", ".join(ALL_QUESTIONS), source=source,
                             line=lines.get(("question",)), field="question")
    return question


def from_data(data: Any, *, source: str = "<situation>",
              lines: Mapping[tuple, int] | None = None,
              profile: Profile = CONTRATO) -> Situation:
    """The checked situation of ``data`` (plain data: ``question`` and its fields; mapping
    keys may be numbers, as YAML gives ``asks: {3: 7♥}``), read by the question layer.
    ``lines``: where each field was written (``("hand",)`` → 3), for messages. Raises
    :class:`SituationError` at the first mistake."""
    lines = dict(lines or {})
    data = string_keys(data)
    question = check_question(data, source=source, lines=lines)
    fields_data = {k: v for k, v in data.items() if k != "question"}
    situation = Situation(question, {}, lines, source, None, profile)
    try:
        value = LAYER[question].read(fields_data, profile)
    except QuestionError as err:
        raise situation.from_layer(err) from None
    return Situation(question, {}, lines, source, value, profile)
