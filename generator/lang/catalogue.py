"""The text catalogues of each language: Project Fluent files ``docs/<lang>/<name>.ftl``
(``puzzles``, ``verdict``, …), read and formatted by the Fluent project's own Python library
(``fluent.syntax`` parses, ``fluent.runtime`` formats, Babel's CLDR data gives each language's
plural rules and number format).

A sentence is a Fluent *message*. The code names it by a dotted key (``can-open.explain.ways``),
the file by the same key with hyphens (``can-open-explain-ways``, :func:`message_id`). Its
values are Fluent variables (``{ $n }``): numbers (a selector ``{ $n -> [one] … *[other] … }``
picks the form by the language's CLDR plural category), and texts — words, card markup, names
— with the grammatical facts the code adds beside them (``$rank_gender``, ``$player_article``:
:mod:`.render`), which selectors use for agreement. Every variable with a text value also comes
capitalised, for the start of a sentence: ``{ $Player }`` is ``{ $player }`` with a capital
first letter. A message's lines are joined with spaces, as in a paragraph.

Every catalogue also holds the card words (``docs/<lang>/cards.ftl``: ranks and suits with
their gender, :mod:`.cards`). A missing message, an unknown variable, a file Fluent cannot
parse or a message defined twice is a :class:`~.located.SourceError` naming the file and line.
``§4.3`` in a sentence cites a clause (:func:`cited`).

No YAML here: the verdict page runs this module in the browser (Pyodide), with the ``.ftl``
files and the libraries of :mod:`.libraries`.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import os
import pickle
import re
from pathlib import Path
from typing import Any, Iterator

from fluent.runtime import FluentBundle, resolver as _resolver
from fluent.runtime.types import FluentType
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Transformer, Visitor

from . import DOCS, LANGS, ROOT
from .located import SourceError
from .migrate import message_id, pending

__all__ = ["Catalogue", "load_catalogue", "message_id", "cited", "LOCALES", "SHARED",
           "shown_path"]

#: Each language's locale, for its plural rules and number format (CLDR, through Babel).
#: European Portuguese counts 0 as plural ("0 cartas"); Brazilian ``pt`` would not.
LOCALES: dict[str, str] = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}
#: The catalogues every other catalogue includes, in this order (their messages can be
#: referenced from any file of the language).
SHARED: tuple[str, ...] = ("cards",)

#: A clause cited in a text: ``§6.2``, ``§D4`` (the site links them, :mod:`generator.site.markup`).
CLAUSE_REF = re.compile(r"§(D\d{1,2}|\d{1,2}(?:\.\d{1,2})?)")


def cited(text: str) -> set[str]:
    """The clause IDs a text cites with ``§`` markup.

    >>> sorted(cited("a group (§3.1) of jokers (§D1)"))
    ['3.1', 'D1']
    """
    return set(CLAUSE_REF.findall(text))


#: The longest text one placeable may resolve to. ``fluent.runtime`` stops at 2,500
#: characters (a guard against hostile *messages*); ours are the project's own, but a
#: verdict's values are the player's cards: a way out laying off 75 cards, written inside a
#: plural selector, resolves to several thousand characters. The situation itself is capped
#: at 64 KB (generator/lang/source.py), so this bound is never the limit.
_resolver.MAX_PART_LENGTH = max(_resolver.MAX_PART_LENGTH, 1_000_000)


class _Text(str, FluentType):
    """A text value as Fluent takes it, of any length (``fluent.runtime`` refuses plain
    strings longer than 2,500 characters inside a message; a verdict may list many cards)."""

    def format(self, locale: Any) -> str:
        return str(self)


def _argument(name: str, value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise TypeError(f"the variable ${name} is {type(value).__name__}: a message takes "
                        f"numbers and texts")
    return _Text(value) if isinstance(value, str) else value


def capitalised(text: str) -> str:
    """``text`` with a capital first letter: "l'Anna" → "L'Anna", "a Ana" → "A Ana".

    >>> capitalised("en Bernat"), capitalised("7♥"), capitalised("")
    ('En Bernat', '7♥', '')
    """
    return text[:1].upper() + text[1:]


def arguments(params: dict[str, Any]) -> dict[str, Any]:
    """The Fluent variables of ``params`` (numbers and texts), each text also capitalised
    under its name with a capital first letter (``player`` → ``Player``), unless given."""
    out = {name: _argument(name, value) for name, value in params.items()}
    for name, value in params.items():
        if isinstance(value, str) and name[:1].islower():
            out.setdefault(capitalised(name), _Text(capitalised(value)))
    return out


class _Flat(Transformer):
    """A message's lines joined with spaces (Fluent keeps the line breaks of a multiline
    pattern; a sentence is one paragraph)."""

    def visit_TextElement(self, node: FTL.TextElement) -> FTL.TextElement:
        node.value = node.value.replace("\n", " ")
        return node


class Catalogue:
    """The messages of one catalogue in one language (see the module doc): ``name`` (e.g.
    ``puzzles``) read from ``files`` — the shared catalogues first, then its own."""

    def __init__(self, lang: str, name: str, files: list[tuple[str, str]]) -> None:
        self.lang = lang
        self.name = name
        self.locale = LOCALES[lang]
        self.bundle = FluentBundle([self.locale], use_isolating=False)
        #: message ID → (file, line, source text of its value), for errors and tests
        self.where: dict[str, tuple[str, int, str]] = {}
        #: the IDs of this catalogue's own file, in order
        self.own: list[str] = []
        self._entries: dict[str, FTL.Message] = {}
        for shown, text in files:
            resource = _parsed(shown, text)
            for entry in resource.body:
                if not isinstance(entry, FTL.Message):
                    continue
                ident = entry.id.name
                if ident in self.where:
                    file, line, _ = self.where[ident]
                    raise SourceError.one(shown, _line(text, entry.span.start), ident,
                                          f"the message {ident} is defined twice (first in "
                                          f"{file}:{line})")
                value = text[entry.value.span.start:entry.value.span.end] if entry.value else ""
                self.where[ident] = (shown, _line(text, entry.span.start), value)
                self._entries[ident] = entry
                if shown == files[-1][0]:
                    self.own.append(ident)
            self.bundle.add_resource(resource)

    # -- looking up ----------------------------------------------------------------------

    def has(self, key: str) -> bool:
        """Whether ``key`` names a message."""
        return self.bundle.has_message(message_id(key))

    def _message(self, key: str):
        ident = message_id(key)
        if not self.bundle.has_message(ident):
            file = self.where[self.own[0]][0] if self.own else self.name
            raise SourceError.one(file, None, ident, "missing text: every language needs "
                                                     "this message")
        return ident, self.bundle.get_message(ident)

    def _error(self, ident: str, message: str) -> SourceError:
        file, line, _ = self.where[ident]
        return SourceError.one(file, line, ident, message)

    def _format(self, ident: str, pattern: Any, params: dict[str, Any]) -> str:
        text, errors = self.bundle.format_pattern(pattern, arguments(params))
        if errors:
            raise self._error(ident, "cannot format: " + "; ".join(str(e) for e in errors))
        return text

    # -- formatting ----------------------------------------------------------------------

    def raw(self, key: str) -> str:
        """The message at ``key``, which takes no variables."""
        return self.fill(key, {})

    def format(self, key: str, **params: Any) -> str:
        """The message at ``key`` with its variables (numbers and texts) from ``params``."""
        return self.fill(key, params)

    def fill(self, key: str, params: dict[str, Any]) -> str:
        """:meth:`format` with the variables as a mapping."""
        ident, message = self._message(key)
        if message.value is None:
            raise self._error(ident, "the message has attributes only, no text")
        return self._format(ident, message.value, params)

    def attribute(self, key: str, name: str, **params: Any) -> str:
        """The attribute ``name`` of the message at ``key`` (``rank-Q.gender``)."""
        ident, message = self._message(key)
        if name not in message.attributes:
            raise self._error(ident, f"the message has no attribute .{name}")
        return self._format(ident, message.attributes[name], params)

    def attributes(self, key: str) -> tuple[str, ...]:
        """The names of the attributes of the message at ``key``."""
        return tuple(self._message(key)[1].attributes)

    # -- reading the source (tests, checks) ------------------------------------------------

    def keys(self) -> dict[str, str]:
        """This catalogue's own messages (not the shared ones): Fluent ID → source text of
        the value."""
        return {ident: self.where[ident][2] for ident in self.own}

    def source(self, key: str) -> str:
        """The Fluent source of the value of the message at ``key`` (a dotted key or a
        message ID), selectors and all."""
        return self.where[message_id(key)][2]

    def variables(self, key: str) -> set[str]:
        """The variables the message at ``key`` (a dotted key or a message ID) uses,
        selectors included."""
        entry = self._entries[message_id(key)]
        found: set[str] = set()

        class Variables(Visitor):
            def visit_VariableReference(self, node: FTL.VariableReference) -> None:
                found.add(node.id.name)
        Variables().visit(entry.value)
        return found

    def readings(self, key: str) -> list[str]:
        """Every way the message at ``key`` (a dotted key or a message ID) can read: one text
        per combination of its selectors' variants, variables shown as ``{$name}``,
        references to other messages replaced by their readings."""
        entry = self._entries[message_id(key)]
        return sorted(set(_readings(entry.value, self._entries)))


def _readings(node: Any, entries: dict[str, FTL.Message], depth: int = 0) -> Iterator[str]:
    if depth > 20:
        return
    if isinstance(node, FTL.Pattern):
        parts = [list(_readings(e, entries, depth + 1)) for e in node.elements]
        for combo in itertools.product(*parts):
            yield "".join(combo).replace("\n", " ")
    elif isinstance(node, FTL.TextElement):
        yield node.value
    elif isinstance(node, FTL.Placeable):
        yield from _readings(node.expression, entries, depth + 1)
    elif isinstance(node, FTL.SelectExpression):
        for variant in node.variants:
            yield from _readings(variant.value, entries, depth + 1)
    elif isinstance(node, FTL.VariableReference):
        yield "{$" + node.id.name + "}"
    elif isinstance(node, FTL.MessageReference) and node.id.name in entries:
        target = entries[node.id.name]
        value = (target.value if node.attribute is None else
                 next((a.value for a in target.attributes if a.id.name == node.attribute.name),
                      None))
        if value is None:
            yield "{" + node.id.name + "}"
        else:
            yield from _readings(value, entries, depth + 1)
    elif isinstance(node, (FTL.StringLiteral, FTL.NumberLiteral)):
        yield node.parse()["value"] if isinstance(node, FTL.StringLiteral) else node.value
    else:
        yield "{…}"


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _parse(shown: str, text: str) -> FTL.Resource:
    """Parse a Fluent file; anything Fluent cannot read (``Junk``) is a :class:`SourceError`
    with its line and the parser's message."""
    resource = FluentParser(with_spans=True).parse(text)
    problems = []
    for entry in resource.body:
        if isinstance(entry, FTL.Junk):
            why = "; ".join(a.message for a in entry.annotations) or "not Fluent syntax"
            start = entry.annotations[0].span.start if entry.annotations else entry.span.start
            problems.append(SourceError.one(shown, _line(text, start), None,
                                            f"not valid Fluent: {why}").problems[0])
    if problems:
        raise SourceError(problems)
    return resource


#: Where parsed catalogues are kept between runs (:func:`_parsed`): one pickle per file
#: content. Parsing ``verdict.ftl`` with ``fluent.syntax`` (pure Python) is most of
#: ``contrato verdict``'s time, and more of the verdict page's start (issue 24); the page's
#: bundle ships the ones its languages need (:mod:`generator.site.runtime`).
CACHE = ROOT / ".cache" / "ftl"
#: Changed when what is kept changes (the key of every kept file with it).
CACHE_FORMAT = "1"


def cache_key(text: str) -> str:
    """The name of the kept parse of a catalogue's ``text``: its hash, with
    :data:`CACHE_FORMAT` and a hash of the parser's own file (another version of Fluent
    parses afresh)."""
    key = f"{CACHE_FORMAT}\0{_parser_hash()}\0{text}"
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


@functools.lru_cache(maxsize=1)
def _parser_hash() -> str:
    from fluent.syntax import parser
    try:
        return hashlib.sha256(Path(parser.__file__).read_bytes()).hexdigest()
    except (OSError, TypeError):
        return "?"


def _parsed(shown: str, text: str, cache: Path | None = None) -> FTL.Resource:
    """:func:`_parse` with each message's lines joined (:class:`_Flat`), kept in ``cache``
    (default :data:`CACHE`) by :func:`cache_key`: read from there when it is, written there
    when it can be (a folder that cannot be written is no error); a file Fluent cannot read is
    never kept, so its error is raised every time."""
    folder = CACHE if cache is None else Path(cache)
    path = folder / f"{_cache_name(text)}.pickle"
    try:
        kept = pickle.loads(path.read_bytes())
        if isinstance(kept, FTL.Resource):
            return kept
    except Exception:                   # missing, unreadable or from elsewhere: parse again
        pass
    resource = _Flat().visit(_parse(shown, text))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.part")
        tmp.write_bytes(pickle.dumps(resource, protocol=4))
        os.replace(tmp, path)
    except OSError:
        pass
    return resource


@functools.lru_cache(maxsize=None)
def _cache_name(text: str) -> str:
    return cache_key(text)


def shown_path(path: Path) -> str:
    """A path as shown in messages: relative to the repository when inside it."""
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def _read(path: Path) -> tuple[str, str]:
    shown = shown_path(path)
    try:
        return shown, Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise SourceError.one(shown, None, None, f"not UTF-8 text ({err.reason})") from None
    except OSError as err:
        raise SourceError.one(shown, None, None, f"cannot read: {err.strerror}") from None


@functools.lru_cache(maxsize=None)
def _load(docs: str, lang: str, name: str) -> Catalogue:
    names = [n for n in SHARED if n != name] + [name]
    files = [_read(Path(docs) / lang / f"{n}.ftl") for n in names]
    legacy = Path(docs) / lang / f"{name}.yaml"
    if legacy.exists():
        # a branch merged before its YAML texts were moved: read the keys the Fluent file
        # lacks until ``python -m generator.lang.migrate`` moves them (see that module)
        shown, text = files[-1]
        extra = pending(legacy, text, shown_path(legacy))
        files[-1] = (shown, text if not extra else text.rstrip("\n") + "\n\n" + extra)
    return Catalogue(lang, name, files)


def load_catalogue(lang: str, name: str, docs: Path = DOCS) -> Catalogue:
    """The catalogue ``<docs>/<lang>/<name>.ftl`` with the shared ones (read once, then
    cached). Raises :class:`~.located.SourceError` for an unknown language or a bad file."""
    if lang not in LANGS:
        raise SourceError.one(str(docs), None, None,
                              f"no language {lang!r}: use one of {', '.join(LANGS)}")
    return _load(str(docs), lang, name)
