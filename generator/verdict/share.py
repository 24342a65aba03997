"""A situation to share: its code for an address (both ways) and its YAML.

The verdict page (``<lang>/verdict/``) keeps the situation after ``#`` in its address, so that
one link shows everyone the same situation and the same ruling. The code is the situation's
fields, as in YAML, in the engine's card notation with ASCII suits (nothing to escape in an
address), cards packed one after the other as in a position's line
(:func:`~generator.engine.cards.parse_packed_cards`)::

    code     = question ("&" name "=" value)* ["&profile=" profile]
    question = can-open | meld | lay-off | joker-swap | penalty | buy | go-out | draw
             | standings
    value    = cards       7C7D7H3S4S5S6S        "-" for no card at all
             | melds       7C7D7H,5H6H7H8H       melds of the table in order, "-" for none
             | number      2                     round, target, active, stock, discard,
                                                 reshuffles …
             | word        this-turn             opened (no | this-turn | earlier), end, kind,
                                                 draws
             | asks        2:9C,3:7H,4:7H        seat ":" cards, in the order they spoke
             | penalties   0,12,30,7/45,0,3,10   one round after another, seats in order
             | players     Ana,Bruno,Carla,Duarte   each name percent-encoded
             | hand        9H2DKS  or  3         (lay-off) the cards, or just how many

For instance the README's lay-off example is
``lay-off&round=2&table=7C7D7H,5H6H7H8H&opened=this-turn&hand=9H2DKS&card=9H&target=2``.
Fields come in the order of :data:`~generator.verdict.fields.QUESTIONS`; a field that is
not given is left out. Unicode suits, ``T`` for 10 and any order of fields are read too.

:func:`encode` writes the code of a situation given as plain data (what YAML gives: cards as
a string or a list, in either notation); :func:`decode` reads it back as *canonical* plain
data — cards as one Unicode string (``"7♥ 7♦"``, ``[]`` for none), ``opened: no`` as
``False`` —, the very data ``contrato verdict`` reads from :func:`situation_yaml`'s text.
``decode(encode(d))`` answers exactly as ``d``. Neither needs YAML: both run in the browser.

>>> code = encode({"question": "penalty", "hand": "K♣ A♥ 5♦ JK"})
>>> code
'penalty&hand=KCAH5DJK'
>>> decode(code)
{'question': 'penalty', 'hand': 'K♣ A♥ 5♦ JK'}
>>> print(situation_yaml(decode(code)), end="")
question: penalty
hand: K♣ A♥ 5♦ JK
"""

from __future__ import annotations

import json
import re
from typing import Any, Mapping
from urllib.parse import quote, unquote

from ..engine.cards import Card, format_cards, parse_card, parse_packed_cards
from ..engine.errors import CardNotationError
from .fields import QUESTIONS

__all__ = ["AddressError", "encode", "decode", "canonical", "situation_yaml", "PROFILE_KEY"]

#: The field naming the rules' profile (``contrato verdict --profile``); left out for the
#: site's own profile.
PROFILE_KEY = "profile"
DEFAULT_PROFILE = "contrato"

_NUMBER_KINDS = {"round", "count", "turn", "seat", "index", "pile-size", "reshuffles"}
_WORD_KINDS = {"kind", "end", "draws"}
_OPENED_KINDS = {"opened", "opened-before"}
_CARD_KINDS = {"cards", "meld"}
_WORD = re.compile(r"^[a-z][a-z0-9.-]*$")       # a profile's name or a house-rules code


class AddressError(ValueError):
    """A situation that has no code, or a code that is no situation. ``field`` is the field
    concerned (``None`` for the whole); ``str()`` names it."""

    def __init__(self, message: str, field: str | None = None) -> None:
        self.field = field
        self.reason = message
        super().__init__(f"field {field!r}: {message}" if field else message)


# -- cards ------------------------------------------------------------------------------------

def _cards_of(value: Any, field: str) -> list[Card]:
    """Cards written as YAML gives them: one string (spaces or commas between, or packed) or
    a list of tokens."""
    try:
        if isinstance(value, str):
            tokens = value.replace(",", " ").replace(";", " ").split()
            if len(tokens) == 1 and not _one_card(tokens[0]):
                return parse_packed_cards(tokens[0])
            return [parse_card(t) for t in tokens]
        if isinstance(value, (list, tuple)):
            return [parse_card(t) if isinstance(t, str) else _not_card(t) for t in value]
    except CardNotationError as err:
        raise AddressError(str(err), field) from None
    raise AddressError("cards are text (7♥ 8♥) or a list of cards", field)


def _one_card(token: str) -> bool:
    try:
        parse_card(token)
    except CardNotationError:
        return False
    return True


def _not_card(value: Any) -> Card:
    raise CardNotationError(f"not a card: {value!r}", token=repr(value))


def _packed(cards: list[Card]) -> str:
    return format_cards(cards, ascii=True, sep="") or "-"


def _unpacked(text: str, field: str) -> list[Card]:
    if text == "-":
        return []
    try:
        return parse_packed_cards(text)
    except CardNotationError as err:
        raise AddressError(str(err), field) from None


def _shown(cards: list[Card]) -> str | list:
    """Canonical plain data of a card list: one Unicode string, ``[]`` for none."""
    return format_cards(cards) if cards else []


# -- fields -----------------------------------------------------------------------------------

def _int(value: Any, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise AddressError(f"a whole number, not {value!r}", field)
    if value < 0:
        raise AddressError(f"{value} is below 0", field)
    return value


def _digits(text: str, field: str) -> int:
    if not text.isascii() or not text.isdigit():
        raise AddressError(f"a whole number, not {text!r}", field)
    return int(text)


def _opened(value: Any, field: str) -> str:
    value = "no" if value is False else value
    if value not in ("no", "this-turn", "earlier"):
        raise AddressError(f"no, this-turn or earlier, not {value!r}", field)
    return value


def _encode_field(kind: str, value: Any, name: str) -> str:
    if kind in _NUMBER_KINDS:
        return str(_int(value, name))
    if kind in _CARD_KINDS:
        return _packed(_cards_of(value, name))
    if kind == "card":
        cards = _cards_of(value, name)
        if len(cards) != 1:
            raise AddressError("one card", name)
        return cards[0].ascii()
    if kind == "hand-or-size":
        if isinstance(value, int) and not isinstance(value, bool):
            return str(_int(value, name))
        return _packed(_cards_of(value, name))
    if kind == "melds":
        if not isinstance(value, (list, tuple)):
            raise AddressError("a list of melds", name)
        return ",".join(_packed(_cards_of(m, name)) for m in value) or "-"
    if kind in _WORD_KINDS:
        if not isinstance(value, str) or not _WORD.match(value):
            raise AddressError(f"a word, not {value!r}", name)
        return value
    if kind in _OPENED_KINDS:
        return _opened(value, name)
    if kind == "bool":
        if not isinstance(value, bool):
            raise AddressError(f"yes or no, not {value!r}", name)
        return "yes" if value else "no"
    if kind == "seats":
        if not isinstance(value, (list, tuple)):
            raise AddressError("a list of seats", name)
        return ",".join(str(_int(s, name)) for s in value) or "-"
    if kind == "sizes":
        if not isinstance(value, (list, tuple)) or not value:
            raise AddressError("a hand size for each seat", name)
        return ",".join(str(_int(n, name)) for n in value)
    if kind == "asks":
        if not isinstance(value, Mapping):
            raise AddressError("seats and the cards each asks for", name)
        return ",".join(f"{_seat(seat, name)}:{_packed(_cards_of(cards, name))}"
                        for seat, cards in value.items()) or "-"
    if kind == "penalties":
        if not isinstance(value, (list, tuple)) or not all(
                isinstance(row, (list, tuple)) for row in value):
            raise AddressError("one list of penalties per round", name)
        return "/".join(",".join(str(_int(n, name)) for n in row) for row in value)
    if kind == "players":
        if not isinstance(value, (list, tuple)) or not all(isinstance(n, str) for n in value):
            raise AddressError("a list of names", name)
        return ",".join(quote(n, safe="") for n in value)
    raise AddressError(f"no code for fields of kind {kind!r}", name)


def _seat(seat: Any, field: str) -> int:
    """A seat of ``asks``: YAML gives ``2:`` as a number, JSON as text."""
    if isinstance(seat, bool) or not str(seat).isdigit():
        raise AddressError(f"no seat {seat!r}", field)
    return int(str(seat))


def _decode_field(kind: str, text: str, name: str) -> Any:
    if kind != "players":
        text = unquote(text)
    if kind in _NUMBER_KINDS:
        return _digits(text, name)
    if kind in _CARD_KINDS:
        return _shown(_unpacked(text, name))
    if kind == "card":
        cards = _unpacked(text, name)
        if len(cards) != 1:
            raise AddressError(f"one card, not {text!r}", name)
        return cards[0].unicode()
    if kind == "hand-or-size":
        if text.isascii() and text.isdigit():
            return int(text)
        return _shown(_unpacked(text, name))
    if kind == "melds":
        return [] if text == "-" else [_shown(_unpacked(m, name)) for m in text.split(",")]
    if kind in _WORD_KINDS:
        if not _WORD.match(text):
            raise AddressError(f"a word, not {text!r}", name)
        return text
    if kind in _OPENED_KINDS:
        value = _opened(text, name)
        return False if value == "no" else value
    if kind == "bool":
        if text not in ("yes", "no"):
            raise AddressError(f"yes or no, not {text!r}", name)
        return text == "yes"
    if kind == "seats":
        return [] if text == "-" else [_digits(s, name) for s in text.split(",")]
    if kind == "sizes":
        return [_digits(n, name) for n in text.split(",")]
    if kind == "asks":
        out: dict[str, Any] = {}
        for item in ([] if text == "-" else text.split(",")):
            seat, sep, cards = item.partition(":")
            _digits(seat, name)
            if not sep or seat in out:
                raise AddressError(f"seat:cards, each seat once, not {item!r}", name)
            out[seat] = _shown(_unpacked(cards, name))
        return out
    if kind == "penalties":
        return [[_digits(n, name) for n in row.split(",")] for row in text.split("/")]
    if kind == "players":
        return [unquote(n) for n in text.split(",")]
    raise AddressError(f"no code for fields of kind {kind!r}", name)


# -- the whole situation ----------------------------------------------------------------------

def _fields(question: Any) -> dict:
    if question not in QUESTIONS:
        raise AddressError(f"unknown question {question!r}: questions are "
                           + ", ".join(QUESTIONS), "question")
    return QUESTIONS[question]


def encode(data: Mapping[str, Any], profile: str = DEFAULT_PROFILE) -> str:
    """The code of the situation ``data`` (plain data, as read from YAML: ``question`` and its
    fields). Raises :class:`AddressError` for an unknown question or field, or a value the
    field cannot hold (a bad card, a word where a number goes)."""
    if not isinstance(data, Mapping):
        raise AddressError("a situation is a mapping of fields (question: …)")
    fields = _fields(data.get("question"))
    for name in data:
        if name != "question" and name not in fields:
            raise AddressError(f"unknown field {name!r}: the question {data['question']} "
                               f"takes " + ", ".join(fields), str(name))
    parts = [data["question"]]
    for name, f in fields.items():
        if name in data:
            parts.append(f"{name}={_encode_field(f.kind, data[name], name)}")
    if profile != DEFAULT_PROFILE:
        if not _WORD.match(profile):
            raise AddressError(f"no profile {profile!r}", PROFILE_KEY)
        parts.append(f"{PROFILE_KEY}={profile}")
    return "&".join(parts)


def decode(code: str) -> dict[str, Any]:
    """The canonical plain data of a situation's code (see the module doc), with
    ``"profile"`` when the code names one. Raises :class:`AddressError` for a code that is
    no situation (unknown question or field, a field given twice, a bad value)."""
    if not isinstance(code, str):
        raise AddressError("a code is text")
    code = code[1:] if code.startswith("#") else code
    question, *items = code.split("&") if code else [""]
    fields = _fields(unquote(question))
    given: dict[str, str] = {}
    for item in items:
        name, sep, text = item.partition("=")
        if not sep:
            raise AddressError(f"name=value, not {item!r}", name or None)
        if name in given:
            raise AddressError("given twice", name)
        if name != PROFILE_KEY and name not in fields:
            raise AddressError(f"unknown field {name!r}: the question {question} takes "
                               + ", ".join(fields), name)
        given[name] = text
    data: dict[str, Any] = {"question": unquote(question)}
    for name, f in fields.items():
        if name in given:
            data[name] = _decode_field(f.kind, given[name], name)
    if PROFILE_KEY in given:
        profile = unquote(given[PROFILE_KEY])
        if not _WORD.match(profile):
            raise AddressError(f"no profile {profile!r}", PROFILE_KEY)
        if profile != DEFAULT_PROFILE:
            data[PROFILE_KEY] = profile
    return data


def canonical(data: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` in canonical form: ``decode(encode(data))``."""
    return decode(encode(data))


# -- YAML -------------------------------------------------------------------------------------

_NOT_PRINTABLE = re.compile("[\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff]")


def _quoted(text: str) -> str:
    """A YAML double-quoted scalar: JSON's escapes, and ``\\uXXXX`` for the characters YAML
    does not take as they are (DEL, C1 controls, line separators, lone surrogates)."""
    return _NOT_PRINTABLE.sub(lambda m: f"\\u{ord(m.group(0)):04x}",
                              json.dumps(text, ensure_ascii=False))


def _yaml_scalar(kind: str, value: Any) -> str:
    if value is False:
        return "no"
    if value is True:
        return "yes"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list) and not value:
        return "[]"
    if isinstance(value, str) and kind not in ("players",):
        return value
    return _quoted(value)


def situation_yaml(data: Mapping[str, Any]) -> str:
    """The YAML ``contrato verdict`` reads, written as the README writes situations, for
    canonical data (:func:`decode`): one field a line, table melds and penalty rows one
    under the other, names quoted. No YAML library needed (it runs in the browser)."""
    data = canonical(data) if PROFILE_KEY not in data else {
        **canonical({k: v for k, v in data.items() if k != PROFILE_KEY}),
        PROFILE_KEY: data[PROFILE_KEY]}
    fields = QUESTIONS[data["question"]]
    lines = [f"question: {data['question']}"]
    for name, f in fields.items():
        if name not in data:
            continue
        value = data[name]
        if f.kind == "melds" and value:
            lines.append(f"{name}:")
            lines += [f"  - {m}" for m in value]
        elif f.kind == "penalties":
            lines.append(f"{name}:")
            lines += ["  - [" + ", ".join(str(n) for n in row) + "]" for row in value]
        elif f.kind == "asks" and value:
            lines.append(f"{name}:")
            lines += [f"  {seat}: {_yaml_scalar('cards', cards)}"
                      for seat, cards in value.items()]
        elif f.kind in ("players", "seats", "sizes"):
            lines.append(f"{name}: [" + ", ".join(
                _quoted(v) if isinstance(v, str) else str(v) for v in value) + "]")
        elif f.kind == "asks":
            lines.append(f"{name}: {{}}")
        else:
            lines.append(f"{name}: {_yaml_scalar(f.kind, value)}")
    if PROFILE_KEY in data:
        lines.append(f"# contrato verdict --profile {data[PROFILE_KEY]}")
    return "\n".join(lines) + "\n"

