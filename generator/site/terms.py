"""One term per idea: ``docs/<lang>/terms.yaml``, the site's word for each concept of the game
in one language, the words it does not use for it, and the words players search with.

Each concept (``joker``, ``go-out``…) has:

- ``term``: the site's word (documentation for writers; the texts use it);
- ``rule`` / ``glossary``: the clause that defines it and its glossary entry (anchor);
- ``search``: other words players use for it. They become search keywords of that clause and
  of that glossary entry (hidden: :mod:`generator.site.search_hook`), so that search finds
  the rule in the players' words;
- ``avoid``: what the site must not write for it — regular expressions, matched
  case-insensitively as whole words in the visible text of every built page
  (``tests/test_terms.py``); ``inflect``: words (verbs, mostly) avoided in every inflected
  form — a word of a page is caught when the language's Snowball stemmer
  (``snowballstemmer``) gives it the stem of one of them: ``encaixar`` catches "encaixa",
  "encaixou", "encaixado" — and ``allow``: the precise places where those words are
  legitimate (the glossary naming a synonym, the variants page quoting another game), each
  with ``where`` (``glossary/#comodi``: a page and the section under a heading; ``glossary/``
  alone: the page's top, before its first section heading; ``variants/*``: the whole page;
  a clause of the rules page, ``rules/#r3-2``, covers its own page ``rules/3-2/`` too),
  optionally ``words`` (only these of the ``avoid`` list) and ``why``.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from .texts import DOCS, SiteSourceError, _load_yaml, _schema_error, display_path

_WORDS = {"type": "array", "items": {"type": "string", "minLength": 1}}
TERMS_SCHEMA = {
    "type": "object",
    "required": ["concepts"],
    "additionalProperties": False,
    "properties": {
        "concepts": {
            "type": "object",
            "minProperties": 1,
            "propertyNames": {"pattern": r"^[a-z]+(-[a-z]+)*$"},
            "additionalProperties": {
                "type": "object",
                "required": ["term"],
                "additionalProperties": False,
                "properties": {
                    "term": {"type": "string", "minLength": 1},
                    "rule": {"type": "string",
                             "pattern": r"^(D[1-9][0-9]?|[1-9][0-9]?\.[1-9][0-9]?)$"},
                    "glossary": {"type": "string", "pattern": r"^[a-z0-9]+(-[a-z0-9]+)*$"},
                    "search": _WORDS,
                    "avoid": _WORDS,
                    "inflect": {"type": "array",
                                "items": {"type": "string", "pattern": r"^\w+$"}},
                    "allow": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "required": ["where", "why"],
                            "additionalProperties": False,
                            "properties": {
                                "where": {"type": "string",
                                          "pattern": r"^([a-z0-9-]+/)*(#[a-z0-9-]+|\*)?$"},
                                "words": _WORDS,
                                "why": {"type": "string", "minLength": 1},
                            },
                        },
                    },
                },
            },
        },
    },
}


@dataclass(frozen=True)
class Allow:
    """A place where some ``avoid`` words of a concept are legitimate."""
    where: str
    words: tuple[str, ...] | None
    why: str

    def covers(self, place: str, word: str) -> bool:
        """Whether the text at ``place`` (``glossary/#comodi``, ``glossary/``) may use
        ``word`` (one of the concept's ``avoid`` patterns)."""
        if self.words is not None and word not in self.words:
            return False
        if self.where.endswith("*"):
            return place.split("#")[0] == self.where[:-1]
        if self.where.startswith("rules/#") and place.split("#")[0] == self.clause_page():
            return True
        return place == self.where

    def clause_page(self) -> str | None:
        """For a clause of the rules page (``rules/#r3-2``), its own page (``rules/3-2/``),
        which carries the same text."""
        anchor = self.where[len("rules/#"):]
        return f"rules/{anchor[1:] if anchor.startswith('r') else anchor}/"


@dataclass(frozen=True)
class Concept:
    """One idea of the game in one language (see the module doc)."""
    name: str
    term: str
    rule: str | None
    glossary: str | None
    search: tuple[str, ...]
    avoid: tuple[str, ...]
    allow: tuple[Allow, ...]
    inflect: tuple[str, ...] = ()
    lang: str = "pt"

    def patterns(self) -> list[tuple[str, re.Pattern]]:
        """Each ``avoid`` entry and its compiled whole-word, case-insensitive pattern."""
        return _patterns(self.avoid)

    def uses(self, text: str) -> list[tuple[str, re.Match]]:
        """Every use in ``text`` of an ``avoid`` pattern or of a form of an ``inflect`` word,
        as ``(the entry, the match)``, in the order of the entries."""
        found = [(a, m) for a, pattern in self.patterns() for m in pattern.finditer(text)]
        if self.inflect:
            stems = _stems(self.lang, text)
            for word in self.inflect:
                found += [(word, m) for m in stems.get(stem(self.lang, word), ())]
        return found

    def allowed(self, place: str, word: str) -> bool:
        return any(a.covers(place, word) for a in self.allow)


@functools.lru_cache(maxsize=None)
def _patterns(avoid: tuple[str, ...]) -> list[tuple[str, re.Pattern]]:
    return [(a, re.compile(rf"(?<!\w)(?:{a})(?!\w)", re.I)) for a in avoid]


#: The Snowball stemmer of each language of the site.
STEMMERS = {"pt": "portuguese", "es": "spanish", "ca": "catalan"}


@functools.lru_cache(maxsize=None)
def _stemmer(lang: str):
    import snowballstemmer
    return snowballstemmer.stemmer(STEMMERS[lang])


def stem(lang: str, word: str) -> str:
    """``word``'s Snowball stem in ``lang`` (lower case): ``stem("pt", "encaixou")`` is
    ``"encaix"``, as for "encaixar"."""
    return _stem_lower(lang, word.lower())


@functools.lru_cache(maxsize=65536)
def _stem_lower(lang: str, word: str) -> str:
    # a site's pages say the same few thousand words again and again: each stemmed once
    return _stemmer(lang).stemWord(word)


@functools.lru_cache(maxsize=4)
def _stems(lang: str, text: str) -> dict[str, list[re.Match]]:
    """The words of ``text`` by their stem (one text is asked about by every concept)."""
    out: dict[str, list[re.Match]] = {}
    for m in re.finditer(r"\w+", text):
        out.setdefault(stem(lang, m.group(0)), []).append(m)
    return out


@functools.lru_cache(maxsize=None)
def load_terms(lang: str, docs: Path = DOCS) -> tuple[Concept, ...]:
    """The concepts of ``<docs>/<lang>/terms.yaml``. Raises :class:`SiteSourceError` naming
    the file for a bad shape or a pattern that is not a regular expression."""
    path = Path(docs) / lang / "terms.yaml"
    data, _ = _load_yaml(path)
    _schema_error(path, data, TERMS_SCHEMA)
    out = []
    for name, c in data["concepts"].items():
        for word in c.get("avoid", []):
            try:
                re.compile(word)
            except re.error as err:
                raise SiteSourceError(f"{display_path(path)}: concept {name}: avoid {word!r} "
                                      f"is not a regular expression: {err}") from None
        out.append(Concept(
            name=name, term=c["term"], rule=c.get("rule"), glossary=c.get("glossary"),
            search=tuple(c.get("search", [])), avoid=tuple(c.get("avoid", [])),
            allow=tuple(Allow(a["where"], tuple(a["words"]) if "words" in a else None,
                              a["why"]) for a in c.get("allow", [])),
            inflect=tuple(c.get("inflect", [])), lang=lang))
    return tuple(out)


def search_words(lang: str, docs: Path = DOCS) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """The ``search`` words of every concept, by the clause (``{"8.1": ["bater", …]}``) and by
    the glossary anchor (``{"sair": [...]}``) they are keywords of."""
    by_rule: dict[str, list[str]] = {}
    by_entry: dict[str, list[str]] = {}
    for c in load_terms(lang, docs):
        for key, table in ((c.rule, by_rule), (c.glossary, by_entry)):
            if key is not None:
                words = table.setdefault(key, [])
                words += [w for w in c.search if w not in words]
    return by_rule, by_entry
