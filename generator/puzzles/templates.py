"""Loading the puzzle templates: ``puzzles/config.yaml`` and ``puzzles/<kind>/*.yaml``.

Each file is read with line numbers (:mod:`.source`), checked against its JSON Schema
(:mod:`.schema`, with the ``jsonschema`` library), then checked by the engine (cards that
exist, 1.2; a hand size that fits the round, 2.2/5.1/6.3/7.4) and for parameters that make
sense together. Every problem becomes a :class:`~.errors.TemplateError` line
``FILE:LINE: FIELD: message``; all problems of all files are reported at once.

Template format (see ``puzzles/README.md`` for the whole of it)::

    kind: can-open                  # or penalty
    tags: [source-example]          # optional, added to every puzzle of the file
    situations:                     # hand-written situations …
      - round: 2
        hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 10♦ K♠ 2♣
        took: {card: 6♠, from: discard}     # optional (can-open); below: the pile under it
        title: {pt: …, es: …, ca: …}       # optional, plain text
        remarks: [source-11]                # optional extra explanation sentences
    # … or one seeded random family:
    random:
      count: 4
      round: 3
      build: contract
      jokers: 1
      joker_place: end
      require: [one-way, joker-at-end]
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import jsonschema

from ..engine.errors import ContratoError
from ..lang import source
from .errors import Problem, TemplateError
from .families import get as get_family
from .kinds import get as get_kind
from .kinds.base import Unsuitable
from .schema import CONFIG_SCHEMA, TEMPLATE_SCHEMA
from .situation import KINDS, Situation, text_by_lang

ROOT = Path(__file__).resolve().parents[2]
#: The template folder of the repository.
TEMPLATES = ROOT / "puzzles"
CONFIG_FILE = "config.yaml"
#: The puzzles withdrawn for a position no game reaches (issue 26): not a template.
WITHDRAWN_FILE = "withdrawn.yaml"
DEFAULT_TRIES_PER_PUZZLE = 400
#: Simulated rounds per round number in the pools families sample from (:mod:`.games`):
#: rounds of the ``drift`` table (``games``: they run the stock out, for ``running-out``) and
#: of the ``people`` table (``people_games``: every other ``source: game`` family).
DEFAULT_GAMES = 3
DEFAULT_PEOPLE_GAMES = 8

_TEMPLATE_VALIDATOR = jsonschema.Draft202012Validator(TEMPLATE_SCHEMA)
_CONFIG_VALIDATOR = jsonschema.Draft202012Validator(CONFIG_SCHEMA)


@dataclass(frozen=True)
class Config:
    """``puzzles/config.yaml``: the default ``seed``, the bound on tries per puzzle of a
    random family (``tries_per_puzzle`` × ``count`` tries at most) and how many rounds of each
    round number are simulated for families that sample from games (``games`` by the
    ``drift`` table, ``people_games`` by the ``people`` table: :mod:`.games`)."""

    seed: int
    tries_per_puzzle: int = DEFAULT_TRIES_PER_PUZZLE
    games: int = DEFAULT_GAMES
    people_games: int = DEFAULT_PEOPLE_GAMES

    def games_of(self, table: str) -> int:
        """Rounds per round number simulated by ``table`` (``people`` or ``drift``)."""
        return self.people_games if table == "people" else self.games


@dataclass(frozen=True)
class FixedTemplate:
    """A file of hand-written situations, already checked."""

    name: str
    kind: str
    situations: tuple[Situation, ...]


@dataclass(frozen=True)
class RandomTemplate:
    """A seeded random family: ``params`` as written (checked), and where each came from."""

    name: str
    kind: str
    count: int
    params: Mapping[str, Any]
    tags: tuple[str, ...]
    where: source.Located = field(compare=False)


Template = FixedTemplate | RandomTemplate


# -- schema errors → problems ---------------------------------------------------------------

def _schema_problems(validator: jsonschema.Draft202012Validator, data: Any,
                     where: source.Located) -> list[Problem]:
    problems: list[Problem] = []
    for err in validator.iter_errors(data):
        path = tuple(err.absolute_path)
        if err.validator == "additionalProperties" and isinstance(err.instance, dict):
            allowed = set(err.schema.get("properties", {}))
            for key in err.instance:
                if key in allowed:
                    continue
                hint = difflib.get_close_matches(key, sorted(allowed), n=1)
                tip = f"; did you mean {hint[0]!r}?" if hint else \
                    f"; allowed: {', '.join(sorted(allowed))}"
                problems.append(where.problem(path + (key,), f"unknown field {key!r}{tip}",
                                              at_key=True))
            continue
        if err.validator == "required":
            message = f"missing field: {err.message.split(' is a required')[0]}"
        elif "x-message" in err.schema and isinstance(err.instance, dict):
            # a rule about the template's fields: say which of them it has, not its content
            fields = ", ".join(repr(k) for k in err.instance) or "none"
            message = f"{err.schema['x-message']} (its fields: {fields})"
        elif "x-message" in err.schema:
            message = f"{err.schema['x-message']} (found {_short(err.instance)})"
        else:
            message = err.message
        clause = "4.1" if "rule 4.1" in message else "1.1" if "rule 1.1" in message else None
        problems.append(where.problem(path, message, clause))
    problems.sort(key=lambda p: (p.line or 0, p.field or ""))
    return problems


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


# -- one file -------------------------------------------------------------------------------

def _fixed(name: str, kind: str, data: dict, where: source.Located,
           problems: list[Problem]) -> FixedTemplate | None:
    """Each situation read by its kind (:meth:`Kind.load`), then solved once: a situation
    that cannot make a puzzle (an engine error, too few wrong choices) is a problem at its
    line."""
    out = []
    k = get_kind(kind)
    file_tags = tuple(data.get("tags", ()))
    for i, item in enumerate(data["situations"]):
        base = ("situations", i)
        fields = k.load(item, base, where, problems)
        if fields is None:
            continue
        situation = Situation(
            kind=kind, round=item["round"], template=f"{name}#{i + 1}",
            tags=tuple(dict.fromkeys(file_tags + tuple(item.get("tags", ())))),
            remarks=tuple(item.get("remarks", ())),
            title=text_by_lang(item.get("title")), note=text_by_lang(item.get("note")),
            **fields)
        from .solve import solve
        try:
            solve(situation)
        except Unsuitable as err:
            problems.append(where.problem(base + err.field, str(err)))
            continue
        except ContratoError as err:
            problems.append(where.problem(base, f"the engine refuses this situation: {err}",
                                          err.clause))
            continue
        out.append(situation)
    return FixedTemplate(name, kind, tuple(out))


def _random(name: str, kind: str, data: dict, where: source.Located,
            problems: list[Problem]) -> RandomTemplate | None:
    params = data["random"]
    before = len(problems)
    get_family(kind).check(params, where, problems)
    if len(problems) > before:
        return None
    return RandomTemplate(name, kind, params["count"], params, tuple(data.get("tags", ())),
                          where)


def load_template(path: Path, name: str, shown: str | None = None) -> Template:
    """Read and check one template file. ``name`` is its path relative to the template folder
    (used in puzzle ``template`` fields and to derive its random seed). Raises
    :class:`~.errors.TemplateError` listing every problem of the file."""
    shown = shown or name
    data, where = source.read(path, shown)
    return _template_from_data(data, where, name)


def load_template_text(text: str, name: str) -> Template:
    """Like :func:`load_template`, from text (for tests and tools)."""
    data, where = source.load(text, name)
    return _template_from_data(data, where, name)


def _template_from_data(data: Any, where: source.Located, name: str) -> Template:
    if data is None:
        raise TemplateError.one(where.file, 1, None, "empty template: it needs at least "
                                                     "'kind' and 'situations' or 'random'")
    problems = _schema_problems(_TEMPLATE_VALIDATOR, data, where)
    if problems:
        raise TemplateError(problems)
    kind = data["kind"]
    folder = Path(name).parent.name
    if folder in KINDS and folder != kind:
        raise where.error(("kind",), f"a template in puzzles/{folder}/ must be of kind "
                                     f"{folder!r}, not {kind!r}")
    problems = []
    if "situations" in data:
        template = _fixed(name, kind, data, where, problems)
    else:
        template = _random(name, kind, data, where, problems)
    if problems:
        raise TemplateError(problems)
    return template


def load_config(folder: Path = TEMPLATES) -> Config:
    """Read ``<folder>/config.yaml``. Raises :class:`~.errors.TemplateError`."""
    path = Path(folder) / CONFIG_FILE
    shown = _shown(path)
    if not Path(folder).is_dir():
        raise TemplateError.one(_shown(Path(folder)), None, None,
                                "no such folder of puzzle templates")
    if not path.is_file():
        raise TemplateError.one(shown, None, None, "missing: it gives the default seed "
                                                   "(seed: 12345)")
    data, where = source.read(path, shown)
    if data is None:
        raise TemplateError.one(shown, 1, None, "empty: it needs 'seed'")
    problems = _schema_problems(_CONFIG_VALIDATOR, data, where)
    if problems:
        raise TemplateError(problems)
    return Config(data["seed"], data.get("tries_per_puzzle", DEFAULT_TRIES_PER_PUZZLE),
                  data.get("games", DEFAULT_GAMES),
                  data.get("people_games", DEFAULT_PEOPLE_GAMES))


def _shown(path: Path) -> str:
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def template_files(folder: Path = TEMPLATES) -> list[tuple[Path, str]]:
    """Every template file under ``folder`` (``*.yaml`` / ``*.yml``, ``config.yaml``
    excepted) as ``(path, name)``, sorted by name: the order puzzles are generated in."""
    folder = Path(folder)
    files = [p for p in folder.rglob("*") if p.is_file() and p.suffix in (".yaml", ".yml")
             and p.relative_to(folder).as_posix() not in (CONFIG_FILE, WITHDRAWN_FILE)]
    return sorted(((p, p.relative_to(folder).as_posix()) for p in files), key=lambda x: x[1])


@dataclass(frozen=True)
class Withdrawn:
    """A published puzzle withdrawn because its position is one no game reaches (issue 26):
    its ``id`` and ``kind``, the puzzle drawn ``instead`` of it, and ``why`` (a key:
    ``final-round-opened``, ``cards-count``, ``piles-turn``, ``piles-total`` (a stock and a
    discard pile whose total no turn of the round has, twelfth pt reading #1),
    ``unlisted-discard``, ``rebuilds-unstated``: a retired running-out puzzle published before
    ruling D14 whose answer depends on the rebuilds it does not state, ``opened-this-turn``: a
    player who opened this very turn with no contract at its opening lengths on the table,
    5.2, 5.4, fourteenth ca reading #1). Its address keeps a
    page that says so."""

    id: str
    kind: str
    instead: str
    why: str


#: The reasons a puzzle may be withdrawn for (``ui.withdrawn_why.<key>`` says each).
WITHDRAWN_WHY = ("final-round-opened", "cards-count", "piles-turn", "piles-total",
                 "unlisted-discard", "rebuilds-unstated", "opened-this-turn")


def load_withdrawn(folder: Path = TEMPLATES) -> tuple[Withdrawn, ...]:
    """``puzzles/withdrawn.yaml`` (none when the file is missing). Raises
    :class:`~.errors.TemplateError` for an entry without its four fields or an unknown
    ``why``."""
    path = Path(folder) / WITHDRAWN_FILE
    if not path.is_file():
        return ()
    shown = _shown(path)
    data, where = source.read(path, shown)
    out = []
    for i, item in enumerate(data or []):
        if not isinstance(item, dict) or set(item) != {"id", "kind", "instead", "why"} or \
                item["why"] not in WITHDRAWN_WHY:
            raise TemplateError([where.problem((i,), f"an entry is {{id, kind, instead, why}}, "
                                                     f"why one of {', '.join(WITHDRAWN_WHY)}")])
        out.append(Withdrawn(**{k: str(v) for k, v in item.items()}))
    return tuple(out)


def load_templates(folder: Path = TEMPLATES) -> list[Template]:
    """Every template of ``folder``, in name order. Raises one
    :class:`~.errors.TemplateError` listing the problems of every bad file."""
    folder = Path(folder)
    if not folder.is_dir():
        raise TemplateError.one(_shown(folder), None, None, "no such template folder")
    templates: list[Template] = []
    problems: list[Problem] = []
    for path, name in template_files(folder):
        try:
            templates.append(load_template(path, name, _shown(path)))
        except TemplateError as err:
            problems.extend(err.problems)
    if problems:
        raise TemplateError(problems)
    return templates
