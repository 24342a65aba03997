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

from ..engine.errors import ContractError, HouseRulesCodeError
from ..engine.house import profile_named
from ..engine.profile import CONTRATO, PROFILES, Profile
from ..questions import Questions
from ..questions.common import SituationError as QuestionError, cites_clause
from .fields import ALL_QUESTIONS, QUESTIONS as QUESTION_FIELDS, schema_at, schema_for

__all__ = ["Situation", "SituationError", "LAYER", "from_data", "check_question", "precount",
           "string_keys", "place_in_field", "place_within", "place_text", "Given", "Expected",
           "describe_value", "expected_words"]


class SituationError(ValueError):
    """A situation the tool cannot answer: bad YAML, a schema violation, a bad or impossible
    card, or a question the profile does not support.

    ``source`` is the file name (``"<stdin>"`` for standard input), ``line`` the 1-based line
    (``None`` if unknown), ``field`` the field concerned, ``clause`` the rule involved (or
    ``None``); ``str()`` is the one-line message, in English. For the message in a language
    (:func:`generator.verdict.errors.localized`): ``code`` and ``params`` (the sentence
    ``errors.<code>`` of ``docs/<lang>/verdict.ftl``), ``cause`` (an engine refusal said by its
    own sentence), ``place`` (where inside the field: ``(("round", 2), ("seat", 3))`` for
    items, ``(("key", "3"),)`` for a mapping's key)."""

    def __init__(self, message: str, *, source: str = "<situation>", line: int | None = None,
                 field: str | None = None, clause: str | None = None, code: str | None = None,
                 cause: Exception | None = None, place: tuple = (), **params: Any) -> None:
        self.source = source
        self.line = line
        self.field = field
        self.clause = clause
        self.code = code
        self.cause = cause
        self.place = place
        self.params = params
        if clause is not None and not cites_clause(message, clause):
            message = f"{message} (rule {clause})"
        where = [source]
        if line is not None:
            where.append(f"line {line}")
        if field is not None:
            where.append(f"field {field!r}")
        self.reason = message
        super().__init__(f"{', '.join(where)}: {message}")


def read_profile(name: str, *, source: str = "--profile") -> Profile:
    """The profile ``name`` stands for: a named profile (``contrato``, ``catalan-source``:
    :data:`~generator.engine.profile.PROFILES`) or a house-rules code (``h1-wa``,
    :func:`generator.engine.house.profile_named`). Raises :class:`SituationError`: code
    ``unknown-profile`` for a name that is neither, ``refused`` with the code's own refusal
    as its cause for a bad house-rules code (:class:`~generator.engine.errors.HouseRulesCodeError`).
    """
    try:
        return profile_named(name)
    except HouseRulesCodeError as err:
        raise SituationError(str(err), source=source, code="refused", cause=err) from None
    except KeyError:
        raise SituationError(f"unknown profile {name!r}: profiles are "
                             + ", ".join(PROFILES) + ", or a house-rules code", source=source,
                             code="unknown-profile", profile=name,
                             profiles=", ".join(PROFILES)) from None


#: The question layer's module of each question (one reader each, shared with the puzzles).
LAYER = Questions(ALL_QUESTIONS)


# -- the values of messages, in English (said in a language by generator.verdict.errors) ------

def describe_value(value: Any) -> str:
    """A value given, in English words (the text '7', a list …)."""
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


def expected_words(schema: dict) -> str:
    """What a field's schema expects, in English words."""
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


@dataclass(frozen=True)
class Given:
    """A value given in a situation, to be described in a language (the text ``'7'``, a
    list …): see :func:`generator.verdict.errors.localized`."""

    value: Any

    def __str__(self) -> str:
        return describe_value(self.value)


@dataclass(frozen=True)
class Expected:
    """What a field's schema expects, to be described in a language: its ``x-kind`` (cards,
    card, melds) or its JSON types."""

    kind: str | None
    types: tuple[str, ...]

    def __init__(self, schema: dict) -> None:
        t = schema.get("type")
        object.__setattr__(self, "kind", schema.get("x-kind") if schema.get("x-kind") in (
            "cards", "meld", "card", "melds") else None)
        object.__setattr__(self, "types", tuple(t) if isinstance(t, list) else (t,) if t else ())

    def __str__(self) -> str:
        return expected_words({"x-kind": self.kind, "type": list(self.types)})


def place_within(path: tuple, schema_at: Callable[[tuple], dict]) -> tuple:
    """The place inside a field, for messages that already name the field, as items
    ``(name, number)`` and keys ``("key", text)``: ``('penalties', 1, 2)`` → ``(("round", 2),
    ("seat", 3))``; ``('round',)`` → ``()`` (said in a language by
    :func:`generator.verdict.errors.localized`)."""
    parts = []
    for depth in range(1, len(path)):
        step = path[depth]
        if isinstance(step, int):
            parts.append((schema_at(path[:depth]).get("x-item", "item"), step + 1))
        else:
            parts.append(("key", str(step)))
    return tuple(parts)


def place_text(place: tuple) -> str:
    """:func:`place_within` in English: ``"round 2, seat 3: "``; ``""`` for no place."""
    parts = [repr(n) if item == "key" else f"{item} {n}" for item, n in place]
    return ", ".join(parts) + ": " if parts else ""


def place_in_field(path: tuple, schema_at: Callable[[tuple], dict]) -> str:
    """The place inside a field, in English: ``('penalties', 1, 2)`` → ``"round 2, seat 3: "``;
    ``('round',)`` → ``""``."""
    return place_text(place_within(path, schema_at))


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
        place = () if err.placed else place_within(
            err.path, lambda path: schema_at(schema, path))
        out = SituationError(place_text(place) + err.message,
                             source=self.source, line=self.line(*err.path) if err.path else None,
                             field=err.field, clause=err.clause, code=err.code,
                             cause=err.cause, place=place, **err.params)
        # under a profile with rules of its own (the Catalan source's V1–V14), the engine's
        # clause is said as that profile's rule on the same point (§1.2 → §V1: one deck)
        out.citations = self.profile.citations
        return out

    def error(self, message: str, *path: Any, clause: str | None = None, code: str | None = None,
              **params: Any) -> SituationError:
        """A :class:`SituationError` located at ``path`` (a field and item indexes)."""
        return SituationError(message, source=self.source, line=self.line(*path) if path else None,
                              field=path[0] if path else None, clause=clause, code=code,
                              **params)


def string_keys(data: Any) -> Any:
    """Mapping keys as text (``asks: {3: 7♥}`` → ``{"3": …}``), so that the schema sees them."""
    if isinstance(data, dict):
        return {(k if isinstance(k, str) else str(k).lower() if isinstance(k, bool) else str(k)):
                string_keys(v) for k, v in data.items()}
    if isinstance(data, list):
        return [string_keys(v) for v in data]
    return data


def check_question(data: Any, *, source: str = "<situation>",
                   lines: Mapping[tuple, int] | None = None,
                   profile: Profile = CONTRATO) -> str:
    """The question a situation asks: ``data`` must be a mapping whose ``question`` is one of
    :data:`~generator.verdict.fields.ALL_QUESTIONS` and that ``profile`` supports (checked
    before the fields are read: they may rest on rules it lacks); :class:`SituationError`
    otherwise."""
    lines = lines or {}
    if data is None:
        raise SituationError("the situation is empty: write at least 'question:' and its "
                             "fields", source=source, code="empty")
    if not isinstance(data, dict):
        raise SituationError("a situation is a mapping of fields (question: …)", source=source,
                             code="not-a-mapping")
    if "question" not in data:
        raise SituationError("missing field 'question': say which question to answer ("
                             + ", ".join(ALL_QUESTIONS) + ")", source=source,
                             code="missing-question", questions=", ".join(ALL_QUESTIONS))
    question = data["question"]
    if question not in ALL_QUESTIONS:
        raise SituationError(f"unknown question {question!r}: questions are "
                             + ", ".join(ALL_QUESTIONS), source=source,
                             line=lines.get(("question",)), field="question",
                             code="unknown-question", question=str(question),
                             questions=", ".join(ALL_QUESTIONS))
    why = profile.unsupported(question)
    if why:
        raise SituationError(f"the {profile.name} profile does not support this question: "
                             f"{why}", source=source, line=lines.get(("question",)),
                             field="question", code="unsupported", profile=profile.name,
                             area=question)
    return question


def _tokens(value: Any) -> int | None:
    """How many cards a field of cards holds as written (a string's words, a list's items),
    without reading one; ``None`` for a value that is no list of cards (the reader says so)."""
    if isinstance(value, str):
        return len(value.replace(",", " ").replace(";", " ").split())
    if isinstance(value, list):
        return len(value)
    return None


#: The kinds of field whose cards are physical cards of the situation (``asks`` names cards
#: wanted, not held; a field ``within`` another is part of it).
_CARD_KINDS = ("cards", "card", "meld", "melds", "hand-or-size")


def _table_length(name: str, round_: int, count: int, profile: Profile) -> None:
    """At most one contract per player on the table (4.1, 5.3), none in the final round
    (7.4): counted before any meld is read."""
    contract = profile.contract(round_)
    if contract.whole_hand and count:       # check_table's refusal, before any meld is read
        err = ContractError("in the final round no meld stays on the table: whoever opens "
                            "goes out at once", clause="7.4", code="table-final-round")
        raise QuestionError((name,), str(err), err.clause, code="table-position", cause=err)
    per = contract.groups + contract.sequences
    most = profile.players * per
    if count > most:
        raise QuestionError((name,), f"{count} melds: a round {round_} table holds at most "
                                     f"{most}, the contract's {per} for each of the "
                                     f"{profile.players} players (rules 4.1, 5.3)", "5.3",
                            code="table-too-long", count=count, most=most, round=round_,
                            n=per, players=profile.players)


def precount(question: str, data: Mapping[str, Any], profile: Profile = CONTRATO) -> None:
    """Count before anything is built, so that a situation far beyond the rules is refused at
    once, whatever its size: the cards of all its fields together at most the pack (1.2), and
    a table of at most one contract per player (4.1, 5.3: every contract's melds, lay-offs
    lengthen them). The question's reader then checks each card and meld."""
    fields = QUESTION_FIELDS[question]
    total = 0
    for name, f in fields.items():
        if name not in data or f.kind not in _CARD_KINDS or f.within is not None:
            continue
        value = data[name]
        if f.kind == "melds":
            if not isinstance(value, list):
                continue
            round_ = data.get("round")
            if type(round_) is int and 1 <= round_ <= profile.rounds:
                _table_length(name, round_, len(value), profile)
            counts = [_tokens(m) for m in value]
            total += sum(n for n in counts if n is not None)
        else:
            n = _tokens(value)
            total += n or 0
        if total > profile.pack_size:
            raise QuestionError((name,), f"{total} cards in the situation: the pack has "
                                         f"{profile.pack_size} (rule 1.2)", "1.2",
                                code="too-many-cards", count=total, pack=profile.pack_size)


def from_data(data: Any, *, source: str = "<situation>",
              lines: Mapping[tuple, int] | None = None,
              profile: Profile = CONTRATO) -> Situation:
    """The checked situation of ``data`` (plain data: ``question`` and its fields; mapping
    keys may be numbers, as YAML gives ``asks: {3: 7♥}``), read by the question layer.
    ``lines``: where each field was written (``("hand",)`` → 3), for messages. Raises
    :class:`SituationError` at the first mistake."""
    lines = dict(lines or {})
    data = string_keys(data)
    question = check_question(data, source=source, lines=lines, profile=profile)
    fields_data = {k: v for k, v in data.items() if k != "question"}
    situation = Situation(question, {}, lines, source, None, profile)
    try:
        precount(question, fields_data, profile)
        value = LAYER[question].read(fields_data, profile)
    except QuestionError as err:
        raise situation.from_layer(err) from None
    return Situation(question, {}, lines, source, value, profile)


def number_form(text: str) -> str:
    """What keeps a YAML whole number from plain digits (the ``form`` of ``yaml-number-form``):
    ``sign`` (``+2``), ``hex`` (``0x10``), ``octal`` (``0o17``) or ``zero``, a leading zero
    (``012``, ``-07``): the error names the one it is (fourteenth es reading #2: «012» was
    said not to be written only with digits).

    >>> [number_form(t) for t in ("+2", "0x10", "-0o17", "012", "-07")]
    ['sign', 'hex', 'octal', 'zero', 'zero']
    """
    if text.startswith("+"):
        return "sign"
    digits = text.lstrip("-").lower()
    return "hex" if digits.startswith("0x") else "octal" if digits.startswith("0o") else "zero"
