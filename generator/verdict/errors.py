"""Every error of ``contrato verdict`` in the chosen language (issue 11): the one line printed on
standard error for a situation the tool cannot answer, and for its own faults.

A :class:`~generator.verdict.situation.SituationError` carries, besides its English message,
a ``code`` and language-free ``params``; :func:`localized` says it with the sentences of
``docs/<lang>/verdict.ftl``:

- where: ``errors.at.*`` — the file, ``linha 3``, ``campo 'hand'``, and the place inside the
  field (``carta 2``, ``ronda 1, jogador 3``: ``errors.items.*``);
- what: ``errors.<code>`` filled with the params (a value given is described by
  ``errors.given.*``, what a field expects by ``errors.expected.*``, a range's explanation by
  ``errors.hints.*``, a profile's unsupported question by ``errors.unsupported_why.*``); an
  engine refusal that is the message (``cause``: a third 7♥, a meld that is no meld) is said
  by its own sentence ``reasons.<code>`` (:func:`generator.lang.render.plain_reason`);
- the clause, as ``(§1.2)``, unless the sentence cites it already.

:data:`CODES` lists every code the tool may raise; a test drives each one in every language
and finds no English sentence.
"""

from __future__ import annotations

import datetime
import os
import re
from typing import Any

from ..engine.errors import (CardNotationError, ContratoError, HouseRulesCodeError,
                             NeitherMeldError)
from ..engine.profile import CONTRATO
from ..lang.catalogue import Catalogue, cited
from ..lang.house import texts as house_texts
from ..engine.cards import parse_card
from ..lang.render import each_card, lower_first, plain_listing, plain_reason
from ..questions.refusals import reason
from .answers import texts
from .data import Expected, Given, SituationError

__all__ = ["CODES", "localized", "internal_error", "usage_error"]

#: Every error code of the tool, with what it is about (the sentences are
#: ``errors.<code>`` in ``docs/<lang>/verdict.ftl``).
CODES: dict[str, str] = {
    # the command line and reading the text
    "usage": "options the command does not understand", "no-file": "no such file", "is-folder": "a folder given as the file",
    "cannot-read": "a file the system cannot read", "unknown-profile": "--profile unknown", "compare-without-house": "--compare without house rules",
    "too-large": "a text over 64 KB", "too-large-read": "more than 64 KB read",
    "not-utf8": "a character no UTF-8 text holds", "not-utf8-byte": "bytes that are not UTF-8",
    "yaml-too-deep": "nesting too deep", "yaml-too-many": "aliases expanding too far",
    "yaml-self-alias": "an alias inside its own value", "yaml-character": "a control character",
    "yaml-syntax": "not YAML", "yaml-value": "a value YAML cannot build",
    "yaml-number-too-long": "a number of thousands of digits",
    "yaml-number-form": "a whole number not in plain digits (02, +2, 0x10)",
    "field-twice": "a field given twice", "empty": "an empty situation",
    "key-twice": "a key given twice once read (2 and \"2\")",
    # the schema
    "not-a-mapping-given": "not a mapping of fields", "missing-question": "no question",
    "unknown-question": "an unknown question",
    "unsupported": "a question the profile's rules leave to the engine",
    "unsupported-clause": "an answer resting on a rule the profile lacks",
    "missing-field-of": "a missing field", "unknown-field-of": "an unknown field",
    "card-and-cards": "both card and cards", "missing-card-or-cards": "neither card nor cards",
    "no-seat": "a seat outside 1-4", "wrong-type": "a value of the wrong type",
    "not-one-of": "a value outside a list", "not-one-of-hint": "a value outside a list",
    "items-count": "too few or too many items", "not-allowed": "a number out of range",
    "repeated": "an item repeated", "invalid": "any other schema violation",
    # the question layer
    "cards-type": "cards neither text nor list", "card-notation": "a card badly written",
    "hand-joker-declared": "a joker in hand with a value", "no-cards": "no cards",
    "impossible-cards": "cards the pack cannot hold", "not-a-mapping": "not a mapping",
    "missing-field": "a missing field", "unknown-field": "an unknown field",
    "not-a-number": "not a whole number", "number-range": "a number out of range",
    "number-at-least": "a number too small", "table-type": "a table that is no list",
    "table-meld": "a table meld that is no meld",
    "table-meld-ambiguous": "a table meld of either kind",
    "table-meld-jokers": "a table meld whose jokers' values the order does not say",
    "opened-value": "opened neither no, this-turn nor earlier",
    "table-position": "a table that is not whole contracts",
    "opened-final-round": "opened in round 7", "opened-empty-table": "opened, empty table",
    "this-turn-contract": "opened this turn, no contract at opening length on the table",
    "hand-size-drawn": "a hand size no draw gives", "hand-size-final": "a round-7 hand size",
    "hand-size-unopened": "a hand size of a player who has not opened",
    "hand-size-house": "a hand size house rules' purchases cannot give",
    "took-type": "took badly written", "one-card": "several cards for one",
    "took-below": "a pile below a card not taken from the discard pile",
    "piles-too-big": "piles over what the deal leaves outside the hands",
    "stock-too-big": "a stock over what the deal leaves in it",
    "too-many-cards": "more cards in the situation than the pack",
    "table-too-long": "more melds than one contract per player",
    "hand-too-big": "a hand over what a round allows",
    "hand-too-big-any": "a hand over what any round allows",
    "row-high": "a penalty above what a hand can cost",
    "seat-twice": "a seat asking twice", "bought-seat-twice": "a seat's purchases given twice",
    "kind-value": "kind neither group nor sequence", "meld-ambiguous": "a meld of either kind",
    "row-length": "a row of penalties not one per player", "row-two-zeros": "two players on 0",
    "row-low": "a penalty below a card's", "row-low-final": "a round-7 penalty too low",
    "penalties-type": "penalties not rows", "too-many-rounds": "more rows than rounds",
    "row-type": "a row that is no list", "penalty-value": "a penalty below 0",
    "round-not-rows": "round is not the number of rows", "players-names": "bad names",
    "asks-type": "asks not a mapping", "draws-value": "draws neither stock nor discard",
    "bought-type": "bought not a mapping", "bought-value": "a purchase count below 0",
    "refused": "an engine refusal the question presupposes",
    "not-in-hand": "cards not in the hand", "no-meld": "a meld number the table lacks",
    "end-value": "end neither low nor high", "end-without-joker-to": "end without joker_to",
    "end-on-group": "an end for a group", "swap-card-or-target": "neither card nor target",
    "no-joker-there": "a target with no joker", "card-or-cards": "card or cards",
    "hand-too-small": "more cards laid off than held", "end-alone": "end without one card",
    "table-empty": "nothing on the table",
    # a round's facts (buy; generator/questions/common.py round_facts_problems)
    "needs-round": "hands or opened without round", "hands-sizes": "hands not 4 sizes",
    "hand-size-value": "a hand size below 0", "opened-seats": "opened not a list of seats",
    "seat-opened-final-round": "a seat opened in round 7",
    "seat-no-card": "an opened seat with no card", "first-turn": "a first turn not the deal",
    "discard-turn": "a discard pile larger than the turn allows",
    "piles-turn": "a stock and a discard pile no play gives by that turn",
    "piles-total": "a stock and a discard pile whose total no play gives",
    "cards-count": "hands and piles that do not add up to the pack",
    "discard-unlisted-bought": "purchases reaching the discard pile's unlisted cards",
}


#: Numbers from here on are said as written, not formatted by the language (CLDR number
#: formatting refuses integers of 26 digits and more).
HUGE = 10 ** 15


def _given(g: Given, t: Catalogue) -> str:
    v = g.value
    if v is None:
        return t.raw("errors.given.nothing")
    if isinstance(v, bool):
        return t.raw("errors.given.yes" if v else "errors.given.no")
    if isinstance(v, (int, float)):
        return t.format("errors.given.number",
                        value=v if isinstance(v, int) and abs(v) < HUGE else str(v))
    if isinstance(v, str):
        return t.format("errors.given.text", value=f"«{v}»")
    if isinstance(v, list):
        return t.raw("errors.given.list")
    if isinstance(v, dict):
        return t.raw("errors.given.mapping")
    if isinstance(v, (datetime.date, datetime.datetime)):
        return t.raw("errors.given.date")
    if isinstance(v, (bytes, bytearray)):
        return t.raw("errors.given.bytes")
    return t.raw("errors.given.other")


def _expected(e: Expected, t: Catalogue) -> str:
    if e.kind is not None:
        return t.raw(f"errors.expected.{'cards' if e.kind == 'meld' else e.kind}")
    words = [t.raw(f"errors.expected.{x}") for x in e.types]
    return t.raw("errors.expected.or").join(words)


def _place(place: tuple, t: Catalogue) -> str:
    parts = [f"{n!r}" if item == "key" else t.format(f"errors.items.{item}", n=n)
             for item, n in place]
    return ", ".join(parts) + ": " if parts else ""


def _cause(err: Exception, lang: str, t: Catalogue, **context: Any) -> str:
    """An engine refusal in words (its ``reasons.<code>`` sentence)."""
    if isinstance(err, CardNotationError):
        return t.format(f"errors.card.{err.kind}", token=err.token)
    if isinstance(err, HouseRulesCodeError):
        # the code's problem in the house-rules page's own words (docs/<lang>/house.ftl)
        token = f"«{err.token}»" if err.token else ""
        detail = house_texts(lang).format(f"problems.{err.problem}", token=token)
        return t.format("reasons.house-rules-code", text=err.text, detail=detail)
    lower = context.pop("lower", False)
    if isinstance(err, NeitherMeldError):
        parts = [t.format("meld.as_group" if e is err.as_group else "meld.as_sequence",
                          reason=_cause(e, lang, t, lower=True, **context))
                 for e in err.causes]
        return " ".join(parts)
    if isinstance(err, ContratoError):
        return plain_reason(reason(err, CONTRATO, lower=lower, **context), lang, t)
    raise TypeError(f"not an engine refusal: {err!r}")


def _message(err: SituationError, lang: str, t: Catalogue) -> str:
    params = dict(err.params)
    for k, v in params.items():
        if isinstance(v, Given):
            params[k] = _given(v, t)
        elif isinstance(v, Expected):
            params[k] = _expected(v, t)
        elif v is None:
            params[k] = ""
        elif isinstance(v, bool) or not isinstance(v, (int, str)) or (
                isinstance(v, int) and abs(v) >= HUGE):
            params[k] = str(v)          # a value as given (nan, 1.5, 10**30 …): as written
    if isinstance(params.get("cards"), str):
        # the cards an error names, each after its article; after a negation the list
        # ends with "nor" ("la mà no té l'A♠ ni el 6♥")
        try:
            named = [parse_card(token) for token in params["cards"].split()]
        except ContratoError:
            named = []
        if named:
            params["cards_each"] = each_card(named, lang, lambda c: c.unicode(),
                                             lambda xs: plain_listing(xs, t, "words.nor"))
    code = err.code
    if code == "yaml-value":
        key = f"errors.yaml_kinds.{params['kind']}"
        params["kind"] = t.raw(key) if t.has(key) else params["kind"]
    if code == "items-count":
        # what the list holds, in the count's own words («foram indicadas 8 rondas»): the
        # hint's key says it (penalties, penalties-row, sizes, players)
        params["what"] = params.get("hint") or "other"
    if params.get("hint"):
        params["hint"] = t.fill(f"errors.hints.{params['hint']}", params)
    elif code in ("items-count", "not-allowed", "repeated"):
        code += "-plain"                                # a range with no hint of its own
    if code == "unsupported":
        key = f"errors.unsupported_why.{params.get('area')}"
        params["why"] = t.raw(key) if t.has(key) else t.raw("errors.unsupported_why.other")
    if code == "card-notation":
        said = _cause(err.cause, lang, t)
        return (t.format("errors.card-notation-at", pos=params["pos"], what=lower_first(said))
                if params.get("pos") else said)
    if code == "table-meld" and isinstance(err.cause, NeitherMeldError):
        # the meld's problem as a group and as a sequence: sentences of their own, each with
        # its kind (``Como grupo: …``), after the one that says which meld is wrong
        said = _cause(err.cause, lang, t, meld=params["meld"])
        return t.format("errors.table-meld-neither", n=params["n"], reasons=said.rstrip("."))
    if code == "table-meld-jokers":
        choices = params["choices"].split("|")
        return t.format("errors.table-meld-jokers", n=params["n"], meld=params["meld"],
                        choices=plain_listing(choices, t, "words.or"), example=choices[0])
    if code in ("table-meld", "table-meld-ambiguous"):
        said = _cause(err.cause, lang, t, lower=True, meld=params["meld"])
        return t.format(f"errors.{code}", n=params["n"], reason=lower_first(said).rstrip("."))
    if err.cause is not None and code in ("impossible-cards", "table-position", "refused"):
        return _cause(err.cause, lang, t, lower=True).rstrip(".")
    return t.fill(f"errors.{code}", params)


_SITE_CLAUSE = re.compile(r"§(D\d{1,2}|\d{1,2}\.\d{1,2})")
_REPEATED = re.compile(r"(§V\d{1,2})(?:, \1(?!\d))+")


def in_profile_rules(message: str, citations: tuple) -> str:
    """``message`` citing a profile's own rules (``citations``, see
    :attr:`~generator.engine.profile.Profile.citations`) where this site's clause has a
    counterpart there: under the Catalan source, ``§1.2`` (two decks here) is ``§V1`` (one
    deck there). A clause with no counterpart stays as it is.

    >>> in_profile_rules("só tem 1 de cada carta (§1.2)", (("1.2", ("V1",)),))
    'só tem 1 de cada carta (§V1)'
    """
    if not citations:
        return message
    rules = dict(citations)
    out = _SITE_CLAUSE.sub(lambda m: ", ".join("§" + r for r in rules[m.group(1)])
                           if m.group(1) in rules else m.group(0), message)
    return _REPEATED.sub(r"\1", out)


def localized(err: SituationError, lang: str, *, source: bool = True) -> str:
    """The one line that says ``err`` in ``lang`` (``pt``, ``es``, ``ca``), without the
    command's name: ``situation.yaml, linha 2, campo 'hand': … (§1.2)``. ``source=False``
    leaves the file's name out (the verdict page has no file: ``campo 'hand': …``). An error
    without a code (a bug: every error has one) is said in English."""
    try:
        return _localized(err, lang, source)
    except Exception:           # a sentence missing or broken: said in English, not lost
        if os.environ.get("CONTRATO_DEBUG"):
            raise
        return str(err)


def _localized(err: SituationError, lang: str, source: bool = True) -> str:
    t = texts(lang)
    if err.code is None:
        return str(err)
    where = [err.source] if source else []
    if err.line is not None:
        where.append(t.format("errors.at.line", line=err.line))
    if err.params.get("column") is not None:
        where.append(t.format("errors.at.column", column=err.params["column"]))
    if err.field is not None:
        where.append(t.format("errors.at.field", field=err.field))
    message = _place(err.place, t) + _message(err, lang, t)
    if err.clause and err.clause not in cited(message):
        message += f" (§{err.clause})"
    message = in_profile_rules(message, getattr(err, "citations", ()))
    if not where or (where == [err.source] and message.startswith(f"{err.source} ")):
        return message      # no place to name; or an option's sentence that names it first
    return f"{', '.join(where)}: {message}"


def internal_error(err: Exception, lang: str) -> str:
    """The line for a fault of the tool itself (exit status 1): in ``lang``, naming the
    exception for the report."""
    try:
        return texts(lang).format("errors.internal", error=f"{type(err).__name__}: {err}")
    except Exception:                               # the catalogue itself is broken
        return (f"internal error ({type(err).__name__}: {err}); please report it with the "
                f"situation (CONTRATO_DEBUG=1 shows the traceback)")


def usage_error(lang: str) -> str:
    """The line for a command line that ``contrato verdict`` does not understand (an unknown
    option, ``--lang`` without one of its languages …), in ``lang``."""
    return texts(lang).raw("errors.usage")
