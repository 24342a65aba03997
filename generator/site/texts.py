"""The hand-written texts of one language (``docs/<lang>/``), loaded and checked.

- :func:`load_rules` reads ``rules.yaml`` (shape checked with jsonschema, see
  ``docs/CONTENT.md``) and keeps the line of every text, so that a markup error can name it;
- :func:`load_ui` reads the ``ui:`` section of ``strings.yaml`` (the interface strings);
- :func:`render_text` renders a text's inline markup (:func:`generator.site.markup.render`)
  and turns a bad card into a :class:`SiteSourceError` naming the file, the line and the card.

Every problem is a :class:`SiteSourceError` whose message starts with the file (and line).
"""

from __future__ import annotations

import datetime
import functools
import re
from dataclasses import dataclass
from pathlib import Path

import jsonschema
import yaml

from ..engine.errors import CardNotationError
from ..lang import DOCS, ROOT  # noqa: F401  (the site's names for them)
from ..lang.catalogue import shown_path
from . import markup


class SiteSourceError(ValueError):
    """A hand-written text or a puzzle that cannot be turned into a page. The message names
    the file (relative to the repository) and, when known, the line."""


def display_path(path: Path) -> str:
    """``path`` relative to the repository when it is inside it, for messages."""
    return shown_path(path)


# --- inline markup ---------------------------------------------------------------------------

def render_text(text: str, lang: str, rules_url: str, *, where: str, line: int = 1,
                href=None) -> str:
    """:func:`markup.render` of ``text``; a bad ``[[…]]`` raises :class:`SiteSourceError`
    ``"<where>, line <n>: bad card markup [[…]]: <reason>"``. ``line`` is the line of the
    text's first character in its file."""
    for m in markup._CARDS.finditer(text):
        try:
            markup.token_html(m.group(1), lang)     # parsed once, kept for the rendering
        except CardNotationError as err:
            at = line + text.count("\n", 0, m.start())
            raise SiteSourceError(
                f"{where}, line {at}: bad card markup {m.group(0)}: {err}") from None
    return markup.render(text, lang, rules_url, href)


# --- rules.yaml ------------------------------------------------------------------------------

_TEXT = {"type": "string", "minLength": 1}
RULES_SCHEMA = {
    "type": "object",
    "required": ["title", "intro", "sections"],
    "additionalProperties": False,
    "properties": {
        "title": _TEXT,
        "intro": _TEXT,
        "sections": {
            "type": "array", "minItems": 1,
            "items": {
                "type": "object",
                "required": ["id", "title"],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "string", "pattern": r"^(D|[1-9][0-9]?)$"},
                    "title": _TEXT,
                    "intro": _TEXT,
                    "text": _TEXT,
                    "keywords": _TEXT,
                    "clauses": {
                        "type": "array", "minItems": 1,
                        "items": {
                            "type": "object",
                            "required": ["id", "title", "text"],
                            "additionalProperties": False,
                            "properties": {
                                "id": {"type": "string",
                                       "pattern": r"^(D[1-9][0-9]?|[1-9][0-9]?\.[1-9][0-9]?)$"},
                                "title": _TEXT,
                                "text": _TEXT,
                                "why": _TEXT,
                                "keywords": _TEXT,
                                # this site's reading where the rules are silent: a note
                                # under the clause, not a numbered ruling
                                "reading": _TEXT,
                            },
                        },
                    },
                },
                "oneOf": [{"required": ["clauses"]}, {"required": ["text"]}],
            },
        },
    },
}


@dataclass(frozen=True)
class Text:
    """A Markdown text of a YAML file and the line of its first character."""
    value: str
    line: int


@dataclass(frozen=True)
class Clause:
    """A clause (``6.2``) or a ruling (``D4``, with its reasoning ``why``), with its short
    ``title`` ("Quem compra primeiro"). ``keywords``: other words readers search with (a
    source's wrong word, a regional one), put in the page for the search index but not
    shown."""
    id: str
    title: str
    text: Text
    why: Text | None
    keywords: str | None = None
    #: this site's reading where the rules say nothing (a marked note under the clause, not a
    #: numbered ruling: the spec's rulings are D1-D14)
    reading: Text | None = None

    @property
    def is_ruling(self) -> bool:
        return self.id.startswith("D")


@dataclass(frozen=True)
class Section:
    """A section: normative (``clauses``), prose (``text``: 10, 11) or the rulings (``D``);
    ``keywords`` as for :class:`Clause`."""
    id: str
    title: str
    intro: Text | None
    text: Text | None
    clauses: tuple[Clause, ...]
    keywords: str | None = None


@dataclass(frozen=True)
class Rules:
    """``docs/<lang>/rules.yaml``; ``path`` for messages."""
    lang: str
    path: Path
    title: str
    intro: Text
    sections: tuple[Section, ...]

    def clause_ids(self) -> list[str]:
        """Every clause and ruling ID in page order."""
        return [c.id for s in self.sections for c in s.clauses]

    def clauses(self) -> list[Clause]:
        """Every clause and ruling in page order."""
        return [c for s in self.sections for c in s.clauses]

    def clause(self, cid: str) -> Clause:
        """The clause or ruling ``cid``; ``KeyError`` when there is none."""
        for c in self.clauses():
            if c.id == cid:
                return c
        raise KeyError(cid)

    def section_of(self, cid: str) -> Section:
        """The section holding clause ``cid``."""
        for s in self.sections:
            if any(c.id == cid for c in s.clauses):
                return s
        raise KeyError(cid)


def _line_of(node: yaml.Node) -> int:
    """The 1-based line where a scalar's text starts (a block scalar ``>-`` starts on the
    line after its indicator)."""
    line = node.start_mark.line + 1
    if isinstance(node, yaml.ScalarNode) and node.style in (">", "|"):
        line += 1
    return line


def _with_lines(node: yaml.Node):
    """The YAML value of ``node`` where every string is a :class:`Text` with its line."""
    if isinstance(node, yaml.MappingNode):
        return {k.value: _with_lines(v) for k, v in node.value}
    if isinstance(node, yaml.SequenceNode):
        return [_with_lines(v) for v in node.value]
    return Text(node.value, _line_of(node))


def _load_yaml(path: Path):
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        return yaml.safe_load(text), yaml.compose(text)
    except FileNotFoundError:
        raise SiteSourceError(f"{display_path(path)}: file missing") from None
    except yaml.YAMLError as err:
        raise SiteSourceError(f"{display_path(path)}: not valid YAML: {err}") from None


def _schema_error(path: Path, data, schema: dict) -> None:
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(data),
                    key=lambda e: list(e.absolute_path))
    if errors:
        err = errors[0]
        where = "/".join(str(p) for p in err.absolute_path) or "top level"
        raise SiteSourceError(f"{display_path(path)}: at {where}: {err.message}")


def _plain(text: Text | None) -> str | None:
    """Keywords as one line of plain words."""
    return " ".join(text.value.split()) if text is not None else None


@functools.lru_cache(maxsize=None)
def load_rules(lang: str, docs: Path = DOCS) -> Rules:
    """Read and check ``<docs>/<lang>/rules.yaml``.

    Raises :class:`SiteSourceError` for a missing file, bad YAML, a shape that does not
    follow ``docs/CONTENT.md`` or a clause ID given twice."""
    path = Path(docs) / lang / "rules.yaml"
    data, node = _load_yaml(path)
    _schema_error(path, data, RULES_SCHEMA)
    lined = _with_lines(node)
    sections = []
    seen: set[str] = set()
    for s in lined["sections"]:
        clauses = []
        for c in s.get("clauses", []):
            cid = c["id"].value
            if cid in seen:
                raise SiteSourceError(
                    f"{display_path(path)}, line {c['id'].line}: clause {cid} given twice")
            seen.add(cid)
            clauses.append(Clause(cid, " ".join(c["title"].value.split()), c["text"],
                                  c.get("why"), _plain(c.get("keywords")), c.get("reading")))
        sid = s["id"].value
        if sid in seen:
            raise SiteSourceError(
                f"{display_path(path)}, line {s['id'].line}: section {sid} given twice")
        seen.add(sid)
        sections.append(Section(sid, s["title"].value, s.get("intro"), s.get("text"),
                                tuple(clauses), _plain(s.get("keywords"))))
    rules = Rules(lang, path, lined["title"].value, lined["intro"], tuple(sections))
    _check_against_clause_list(rules, load_clause_list(docs))
    return rules


def _check_against_clause_list(rules: Rules, listed: "ClauseList") -> None:
    """Refuse a ``rules.yaml`` whose sections or clauses are not exactly those of
    ``docs/clauses.yaml``, in the same order."""
    where = display_path(rules.path)
    got = [s.id for s in rules.sections]
    if got != listed.section_ids():
        raise SiteSourceError(f"{where}: sections {', '.join(got)}; docs/clauses.yaml lists "
                              f"{', '.join(listed.section_ids())} (same IDs, same order)")
    for s in rules.sections:
        mine = [c.id for c in s.clauses]
        theirs = [c.id for c in listed.section(s.id).clauses]
        if mine != theirs:
            missing = [c for c in theirs if c not in mine]
            extra = [c for c in mine if c not in theirs]
            detail = "; ".join(x for x in (
                f"missing {', '.join(missing)}" if missing else "",
                f"not in the list {', '.join(extra)}" if extra else "",
                "order differs" if not missing and not extra else "") if x)
            raise SiteSourceError(f"{where}: section {s.id}: {detail} (docs/clauses.yaml "
                                  f"lists {', '.join(theirs) or 'no clause'})")


# --- clauses.yaml: the clause list ----------------------------------------------------------

CLAUSE_LIST_SCHEMA = {
    "type": "object",
    "required": ["sections"],
    "additionalProperties": False,
    "properties": {
        "sections": {
            "type": "array", "minItems": 1,
            "items": {
                "type": "object",
                "required": ["id", "title"],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "string", "pattern": r"^(D|[1-9][0-9]?)$"},
                    "title": _TEXT,
                    "clauses": {
                        "type": "array", "minItems": 1,
                        "items": {
                            "type": "object",
                            "required": ["id", "title"],
                            "additionalProperties": False,
                            "properties": {
                                "id": {"type": "string",
                                       "pattern": r"^(D[1-9][0-9]?|[1-9][0-9]?\.[1-9][0-9]?)$"},
                                "title": _TEXT,
                            },
                        },
                    },
                },
            },
        },
    },
}


@dataclass(frozen=True)
class ListedClause:
    """A clause or ruling of ``docs/clauses.yaml``: its ID and English title."""
    id: str
    title: str


@dataclass(frozen=True)
class ListedSection:
    """A section of ``docs/clauses.yaml``; ``clauses`` is empty for a prose section."""
    id: str
    title: str
    clauses: tuple[ListedClause, ...]


@dataclass(frozen=True)
class ClauseList:
    """``docs/clauses.yaml``: the rules' sections, clauses and rulings in page order."""
    sections: tuple[ListedSection, ...]

    def section_ids(self) -> list[str]:
        return [s.id for s in self.sections]

    def section(self, sid: str) -> ListedSection:
        return next(s for s in self.sections if s.id == sid)

    def clause_ids(self) -> list[str]:
        """Every clause and ruling ID in page order: ``["1.1", …, "9.5", "D1", …, "D13"]``."""
        return [c.id for s in self.sections for c in s.clauses]


@functools.lru_cache(maxsize=None)
def load_clause_list(docs: Path = DOCS) -> ClauseList:
    """Read and check ``<docs>/clauses.yaml``. Raises :class:`SiteSourceError` for a missing
    file, bad YAML, a shape that does not follow the schema, or an ID given twice."""
    path = Path(docs) / "clauses.yaml"
    data, _ = _load_yaml(path)
    _schema_error(path, data, CLAUSE_LIST_SCHEMA)
    seen: set[str] = set()
    sections = []
    for s in data["sections"]:
        clauses = []
        for c in [s] + s.get("clauses", []):
            if c["id"] in seen:
                raise SiteSourceError(f"{display_path(path)}: {c['id']} given twice")
            seen.add(c["id"])
        for c in s.get("clauses", []):
            clauses.append(ListedClause(c["id"], c["title"]))
        sections.append(ListedSection(s["id"], s["title"], tuple(clauses)))
    return ClauseList(tuple(sections))


# --- strings.yaml ui: ------------------------------------------------------------------------

_LABELS = [
    "language", "read_in", "site_description", "footer", "copy_link", "copy_link_clause",
    "copy_link_ruling", "link_copied", "permalink", "ruling", "why", "site_reading", "see_example",
    "see_examples",
    "sections", "cited_by", "related_rulings", "clause_nav", "in_whole_rules",
    "preview_open", "preview_close", "offline_ready", "rules_by_section",
    # edition, changes, printing, pages not found
    "edition", "date", "all_clauses", "changes_link", "print_label", "pdf_rules", "pdf_card",
    "pdf_rules_file", "pdf_card_file", "table_card_link", "card_label", "table_card_screen",
    "page_numbers",
    "not_found_title", "not_found_text", "not_found_rules", "not_found_home",
    "not_found_offline",
    "puzzles_title", "puzzles_intro", "puzzle_count", "no_puzzles", "number_column",
    "puzzle_column", "situation", "question", "choices", "show_answer", "answer",
    "explanation", "clauses",
    "all_puzzles", "difficulty", "round", "round_contract", "any_round",
    # answering a puzzle and the practice page (docs/javascripts/practice.js)
    "copy_link_puzzle", "practise_kind", "practise_clause", "practise_ruling", "choose", "check",
    "choose_first",
    "right", "wrong",
    "practice_title", "practice_intro", "practice_noscript", "kind", "round_label",
    "all_kinds", "all_rounds",
    "all_difficulties", "clause_filter", "show_all", "previous", "next", "position",
    "none_match", "record", "reset", "reset_confirm", "reset_done", "open_puzzle", "loading",
    "load_failed",
    # trying again, the link to the solution, next/previous, marks, queues, level, daily
    "right_after_miss", "why_wrong", "why_wrong_title", "show_solution", "solution_shown",
    "try_yourself", "next_puzzle", "before_solved", "before_solved_late", "before_missed",
    "hide_answer", "copy_link_solution", "puzzle_nav", "mark_solved", "mark_solved_late",
    "mark_missed", "daily", "queue_label", "queue_all", "queue_new", "queue_missed",
    "order_label", "order_fixed", "order_random", "order_level", "none_new", "none_missed",
    "puzzle_rating", "kind_position", "retired_puzzle", "withdrawn_title", "withdrawn_instead",
    "level", "level_provisional", "level_change", "level_hidden", "daily_title",
]
#: Placeholders a ui string must keep (``str.format`` here, a plain replace in the browser).
PLACEHOLDERS = {
    "copy_link_clause": ("id",), "copy_link_ruling": ("id",), "puzzle_count": ("n",),
    "round": ("n",), "round_contract": ("n", "contract"), "practise_clause": ("n",),
    "practise_ruling": ("n",),
    "clause_filter": ("id",), "position": ("i", "n"),
    "record": ("answered", "n", "right", "late", "missed"),
    "puzzle_rating": ("rating",), "kind_position": ("i", "n", "kind"), "level": ("rating",),
    "level_provisional": ("rating",), "level_change": ("rating", "change"),
    "level_hidden": ("done", "n"),
    "daily_title": ("date",),
    "edition": ("version", "date"), "date": ("day", "month", "year"),
    "page_numbers": ("page", "pages"),
}


#: The home page's tools (``ui.tools``), in the order its first screen shows them.
TOOLS = ("verdict", "rules", "card", "practice", "house", "score")


def _with_placeholders(names: tuple[str, ...]) -> dict:
    return {"type": "string", "allOf": [{"pattern": rf"\{{{n}\}}"} for n in names]}


UI_SCHEMA = {
    "type": "object",
    "required": _LABELS + ["difficulties", "contracts", "kinds", "months", "tools",
                           "withdrawn_why", "retired_why"],
    "additionalProperties": False,
    "properties": {
        **{k: _TEXT for k in _LABELS},
        **{k: _with_placeholders(v) for k, v in PLACEHOLDERS.items()},
        "difficulties": {"type": "object", "required": ["1", "2", "3", "4", "5"],
                         "additionalProperties": False,
                         "patternProperties": {"^[1-5]$": _TEXT}},
        "contracts": {"type": "object", "required": [str(n) for n in range(1, 8)],
                      "additionalProperties": False,
                      "patternProperties": {"^[1-7]$": _TEXT}},
        "months": {"type": "array", "minItems": 12, "maxItems": 12, "items": _TEXT},
        # why a puzzle was withdrawn (puzzles/withdrawn.yaml, issue 26): one text per reason
        "withdrawn_why": {"type": "object",
                          "required": ["final-round-opened", "cards-count", "piles-turn",
                                       "piles-total", "unlisted-discard", "rebuilds-unstated",
                                       "opened-this-turn"],
                          "additionalProperties": False,
                          "properties": {"final-round-opened": _TEXT, "cards-count": _TEXT,
                                         "piles-turn": _TEXT, "piles-total": _TEXT,
                                         "unlisted-discard": _TEXT, "rebuilds-unstated": _TEXT,
                                         "opened-this-turn": _TEXT}},
        # why a retired puzzle (puzzles/<kind>/retired.yaml) was retired: its file's tag
        # ``retired-<key>`` (generator/site/pages.py, RETIRED_WHY)
        "retired_why": {"type": "object", "required": ["random-play", "random-game", "d14"],
                        "additionalProperties": False,
                        "properties": {"random-play": _TEXT, "random-game": _TEXT,
                                       "d14": _TEXT}},
        "tools": {"type": "object", "required": ["label", *TOOLS],
                  "additionalProperties": False,
                  "properties": {"label": _TEXT, **{k: {
                      "type": "object", "required": ["title", "text"],
                      "additionalProperties": False,
                      "properties": {"title": _TEXT, "text": _TEXT}} for k in TOOLS}}},
        "kinds": {"type": "object", "minProperties": 1,
                  "additionalProperties": False,
                  "patternProperties": {"^[a-z0-9]+(-[a-z0-9]+)*$": _TEXT}},
    },
}


def _str_keys(value):
    """YAML gives ``{1: …}`` int keys; the schema and the pages use strings."""
    if isinstance(value, dict):
        return {str(k): _str_keys(v) for k, v in value.items()}
    return value


@functools.lru_cache(maxsize=None)
def load_ui(lang: str, docs: Path = DOCS) -> dict:
    """The ``ui:`` mapping of ``<docs>/<lang>/strings.yaml``, keys as strings (``"1"``).

    Raises :class:`SiteSourceError` naming the file for a missing or malformed key."""
    path = Path(docs) / lang / "strings.yaml"
    data, _ = _load_yaml(path)
    if not isinstance(data, dict) or "ui" not in data:
        raise SiteSourceError(f"{display_path(path)}: no 'ui:' section")
    ui = _str_keys(data["ui"])
    _schema_error(path, ui, UI_SCHEMA)
    return ui



# --- changes.yaml: the editions of the rules ----------------------------------------------

CHANGES_SCHEMA = {
    "type": "object",
    "required": ["title", "intro", "editions"],
    "additionalProperties": False,
    "properties": {
        "title": _TEXT,
        "intro": _TEXT,
        "editions": {
            "type": "array", "minItems": 1,
            "items": {
                "type": "object",
                "required": ["version", "date", "changes"],
                "additionalProperties": False,
                "properties": {
                    "version": {"type": "string", "pattern": r"^[1-9][0-9]*\.[0-9]+$"},
                    "date": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"},
                    "changes": {
                        "type": "array", "minItems": 1,
                        "items": {
                            "type": "object",
                            "required": ["clauses", "text"],
                            "additionalProperties": False,
                            "properties": {
                                "clauses": {"type": "array", "items": {"type": "string"}},
                                "text": _TEXT,
                            },
                        },
                    },
                },
            },
        },
    },
}


@dataclass(frozen=True)
class Change:
    """One change of an edition: the clauses and rulings it touched (empty: every clause)
    and what changed."""
    clauses: tuple[str, ...]
    text: Text


@dataclass(frozen=True)
class Edition:
    """An edition of the rules: ``version`` ("1.1"), ``date`` and its changes."""
    version: str
    date: datetime.date
    changes: tuple[Change, ...]


@dataclass(frozen=True)
class Changes:
    """``docs/<lang>/changes.yaml``: the editions, newest first (``editions[0]`` is the
    edition the rules page shows)."""
    lang: str
    path: Path
    title: str
    intro: Text
    editions: tuple[Edition, ...]


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(x) for x in version.split("."))


@functools.lru_cache(maxsize=None)
def load_changes(lang: str, docs: Path = DOCS) -> Changes:
    """Read and check ``<docs>/<lang>/changes.yaml``: the editions newest first (versions and
    dates going down), every clause named in the clause list. Raises
    :class:`SiteSourceError` naming the file (and line)."""
    path = Path(docs) / lang / "changes.yaml"
    data, node = _load_yaml(path)
    data = {k: (v if k != "editions" else [{**e, "date": str(e.get("date"))} for e in v])
            for k, v in (data or {}).items()} if isinstance(data, dict) else data
    _schema_error(path, data, CHANGES_SCHEMA)
    lined = _with_lines(node)
    known = set(load_clause_list(docs).clause_ids())
    editions = []
    for e, raw in zip(lined["editions"], data["editions"]):
        try:
            day = datetime.date.fromisoformat(raw["date"])
        except ValueError:
            raise SiteSourceError(f"{display_path(path)}, line {e['date'].line}: "
                                  f"{raw['date']!r} is not a date") from None
        changes = []
        for c in e["changes"]:
            ids = tuple(x.value for x in c["clauses"])
            unknown = [x for x in ids if x not in known]
            if unknown:
                raise SiteSourceError(f"{display_path(path)}, line {c['text'].line}: "
                                      f"{', '.join(unknown)}: no such clause or ruling "
                                      "(docs/clauses.yaml)")
            changes.append(Change(ids, c["text"]))
        editions.append(Edition(raw["version"], day, tuple(changes)))
    for newer, older in zip(editions, editions[1:]):
        if not (_version_key(newer.version) > _version_key(older.version)
                and newer.date >= older.date):
            raise SiteSourceError(f"{display_path(path)}: edition {newer.version} "
                                  f"({newer.date}) before {older.version} ({older.date}): "
                                  "the newest edition comes first")
    return Changes(lang, path, lined["title"].value, lined["intro"], tuple(editions))


# --- the glossary: its entries and the words that link to them -----------------------------

_GLOSSARY_ENTRY = re.compile(r"^## .*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}[ \t]*$", re.M)


def glossary_ids(lang: str, docs: Path = DOCS) -> list[str]:
    """The anchors of the entries of ``<docs>/<lang>/glossary.md`` (``## Grupo {#group}``), in
    page order: concepts in English, the same in every language."""
    _, text = read_markdown(lang, "glossary.md", docs)
    return _GLOSSARY_ENTRY.findall(text)


GLOSSARY_LINKS_SCHEMA = {
    "type": "object",
    "additionalProperties": {"type": "array", "minItems": 1,
                             "items": {"type": "string", "minLength": 1, "pattern": r"^\S(.*\S)?$"}},
    "propertyNames": {"pattern": r"^[a-z0-9]+(-[a-z0-9]+)*$"},
}


@functools.lru_cache(maxsize=None)
def load_glossary_links(lang: str, docs: Path = DOCS) -> dict[str, tuple[str, ...]]:
    """``<docs>/<lang>/glossary-links.yaml``: glossary entry (concept anchor) → the words of
    the rules' text that link to it (:func:`generator.site.markup.glossary_links`).

    Raises :class:`SiteSourceError` for a bad shape, an entry the glossary does not have, or a
    word given to two entries."""
    path = Path(docs) / lang / "glossary-links.yaml"
    data, _ = _load_yaml(path)
    data = data or {}
    _schema_error(path, data, GLOSSARY_LINKS_SCHEMA)
    known = set(glossary_ids(lang, docs))
    owner: dict[str, str] = {}
    for concept, words in data.items():
        if concept not in known:
            raise SiteSourceError(f"{display_path(path)}: {concept!r} is not an entry of "
                                  f"{lang}/glossary.md (its anchors: {', '.join(sorted(known))})")
        for w in words:
            if w.lower() in owner and owner[w.lower()] != concept:
                raise SiteSourceError(f"{display_path(path)}: {w!r} links to both "
                                      f"{owner[w.lower()]!r} and {concept!r}")
            owner[w.lower()] = concept
    return {c: tuple(ws) for c, ws in data.items()}


def read_markdown(lang: str, name: str, docs: Path = DOCS) -> tuple[Path, str]:
    """The text of ``<docs>/<lang>/<name>`` and its path."""
    path = Path(docs) / lang / name
    try:
        return path, path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SiteSourceError(f"{display_path(path)}: file missing") from None
