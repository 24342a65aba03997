"""The statistics page (issue 7): ``stats/index.md`` and its plots, in every language.

Numbers from :data:`GAMES` whole games (seed :data:`SEED`, players :data:`PLAYERS`) played by
the automatic players of :mod:`generator.sim` and summarized by
:func:`generator.sim.stats.aggregate`: how often each contract is made (4.1, 5.2) and on which
turn, the penalty per round (8.1), purchases out of turn per round (6.2), how often the stock
runs out (9.1, 9.2) and the winners' totals (9.3). The page states the seed, the number of
games and the player kinds.

- :func:`cached_statistics` — the statistics, from the cache ``.cache/sim/`` when its key
  matches: seed, game count, players, the format of the statistics and
  :func:`source_hash` (the source files of ``generator/engine/`` and ``generator/sim/``), so a
  change of the engine or of the players simulates again; :func:`start_statistics` starts a
  cold cache's games on every core at the beginning of a build, which goes on meanwhile;
- :func:`page_games` — :data:`GAMES`, or ``$CONTRATO_STATS_GAMES`` (the tests' builds use
  fewer games: the same page, sooner);
- :func:`chart_svg` — one bar chart as SVG, drawn with matplotlib (Agg, no pyplot) and
  byte-identical for the same input: fixed ``svg.hashsalt``, text kept as text
  (``svg.fonttype: none``, so in the reader's language and no font file), no date; every SVG
  has ``role="img"``, a ``<title>`` and a ``<desc>`` listing its values;
- :func:`stats_pages` — ``{"stats/index.md": …, "stats/<chart>.svg": …}`` for one language,
  each plot next to a table carrying its numbers (:data:`SECTIONS`).

The texts are ``docs/<lang>/stats.yaml`` (checked with :data:`TEXTS_SCHEMA`; a missing key, a
lost ``{placeholder}`` or bad YAML raises :class:`~generator.site.texts.SiteSourceError`
naming the file, the line and the key). Numbers are written with the language's decimal mark.
"""

from __future__ import annotations

import functools
import hashlib
import html
import io
import json
import os
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import jsonschema
import yaml

from ..sim import stats as sim_stats
from ..sim.players import PLAYER_KINDS
from .texts import DOCS, ROOT, SiteSourceError, display_path, load_ui, render_text

__all__ = ["SEED", "GAMES", "GAMES_ENV", "PLAYERS", "CACHE_DIR", "SOURCE_DIRS", "SECTIONS",
           "TEXTS_SCHEMA", "source_hash", "cache_path", "page_games", "start_statistics",
           "cancel_statistics", "cached_statistics", "load_texts", "format_number",
           "chart_svg", "render_page", "stats_pages"]

#: The simulated games of the page: seeds SEED, SEED + 1, …; four strong players (the best
#: of generator/sim: they win most games against the greedy ones, make bench).
SEED = 2026
#: Enough games for narrow intervals (every figure has its 95% confidence interval).
GAMES = 2000
#: The environment variable that sets another number of games (:func:`page_games`).
GAMES_ENV = "CONTRATO_STATS_GAMES"
PLAYERS = ("strong",) * 4
#: Where the statistics are kept between builds (``make clean`` removes it).
CACHE_DIR = ROOT / ".cache" / "sim"
#: The sources whose change invalidates the cache.
SOURCE_DIRS = (ROOT / "generator" / "engine", ROOT / "generator" / "sim")

#: The page's URL is ``stats/``; the rules page from there.
RULES_URL = "../rules.md"


# --- the cache -------------------------------------------------------------------------------

def source_hash(dirs: Sequence[Path] = SOURCE_DIRS) -> str:
    """SHA-256 (hex) of every ``*.py`` file under ``dirs``: relative path and bytes, in path
    order. Any change to the engine or the simulation changes it."""
    h = hashlib.sha256()
    for d in dirs:
        d = Path(d)
        for path in sorted(d.rglob("*.py"), key=lambda p: p.relative_to(d).as_posix()):
            h.update(f"{d.name}/{path.relative_to(d).as_posix()}\0".encode())
            h.update(path.read_bytes())
            h.update(b"\0")
    return h.hexdigest()


def cache_path(seed: int, games: int, players: Sequence[str],
               cache_dir: Path = CACHE_DIR) -> Path:
    """The cache file of one simulation: one file per seed, game count and players."""
    return Path(cache_dir) / f"stats-{seed}-{games}-{'-'.join(players)}.json"


def _cache_key(seed: int, games: int, players: Sequence[str], sources: str) -> dict:
    return {"format": sim_stats.FORMAT, "seed": seed, "games": games,
            "players": list(players), "sources": sources}


def page_games() -> int:
    """The number of games of the page: ``$CONTRATO_STATS_GAMES`` when set (the tests build
    the site with fewer, to keep a fresh clone's first run short), else :data:`GAMES`.
    :class:`~generator.site.texts.SiteSourceError` for a value that is not a whole number of
    at least 1."""
    text = os.environ.get(GAMES_ENV, "").strip()
    if not text:
        return GAMES
    try:
        games = int(text)
    except ValueError:
        games = 0
    if games < 1:
        raise SiteSourceError(f"{GAMES_ENV}={text!r}: the statistics page's number of games "
                              f"must be a whole number of at least 1 (default {GAMES})")
    return games


def _cached(path: Path, key: dict) -> dict | None:
    """The statistics in the cache file ``path`` when its key is ``key``, else ``None`` (no
    file, another key, or a file that cannot be read)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("key") == key:
            return data["statistics"]
    except (OSError, ValueError, AttributeError, KeyError, TypeError):
        pass
    return None


#: Simulations started ahead by :func:`start_statistics`, by (seed, games, players, cache).
_STARTED: dict[tuple, sim_stats.GamesInProgress] = {}


def start_statistics(seed: int = SEED, games: int | None = None,
                     players: Sequence[str] = PLAYERS, *, cache_dir: Path = CACHE_DIR,
                     sources: str | None = None, jobs: int = 0) -> bool:
    """When the cache does not hold these games (a cold build), start simulating them in
    ``jobs`` worker processes (0: one per core) and return ``True`` at once: the build goes
    on with the puzzles and the other pages while they play, and :func:`cached_statistics`
    collects them. ``False`` (nothing started) on a cache hit or when they are already
    started. ``sources`` as in :func:`cached_statistics`. :func:`cancel_statistics` stops
    them if the build fails first."""
    games = page_games() if games is None else games
    ahead = (seed, games, tuple(players), Path(cache_dir))
    if ahead in _STARTED:
        return False
    key = _cache_key(seed, games, players, source_hash() if sources is None else sources)
    if _cached(cache_path(seed, games, players, cache_dir), key) is not None:
        return False
    _STARTED[ahead] = sim_stats.start_games(games, seed, players, jobs=jobs)
    return True


def cancel_statistics() -> None:
    """Stop the simulations :func:`start_statistics` started and nobody collected."""
    while _STARTED:
        _STARTED.popitem()[1].cancel()


def cached_statistics(seed: int = SEED, games: int | None = None,
                      players: Sequence[str] = PLAYERS, *, cache_dir: Path = CACHE_DIR,
                      sources: str | None = None, jobs: int = 0,
                      progress: bool = True) -> tuple[dict, bool]:
    """``(statistics, hit)``: the statistics of :func:`generator.sim.stats.aggregate` for
    these games (``games``: default :func:`page_games`), read from the cache when its key
    matches (``hit`` true), else simulated (``jobs`` processes, 0: one per core; a progress
    bar on a terminal; or collected from :func:`start_statistics`) and written to the cache.
    ``sources`` defaults to :func:`source_hash`. A cache file that cannot be read is
    simulated again and replaced; the file is written atomically (a rename)."""
    games = page_games() if games is None else games
    key = _cache_key(seed, games, players, source_hash() if sources is None else sources)
    path = cache_path(seed, games, players, cache_dir)
    cached = _cached(path, key)
    if cached is not None:
        return cached, True
    started = _STARTED.pop((seed, games, tuple(players), Path(cache_dir)), None)
    if started is not None:
        summaries = started.collect(progress=progress, desc="statistics page: simulating")
    else:
        summaries = sim_stats.play_games(games, seed, players, jobs=jobs, progress=progress,
                                         desc="statistics page: simulating")
    stats = sim_stats.aggregate(summaries, seed=seed, kinds=players)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump({"key": key, "statistics": stats}, fh, ensure_ascii=False, indent=1,
                  sort_keys=True)
        fh.write("\n")
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)
    return stats, False


@functools.lru_cache(maxsize=4)
def _page_statistics(seed: int, games: int, players: tuple[str, ...]) -> dict:
    """The page's statistics, once per build process (three languages, one simulation)."""
    return cached_statistics(seed, games, players, progress=sys.stderr.isatty())[0]


# --- the texts -------------------------------------------------------------------------------

_TEXT = {"type": "string", "minLength": 1}


def _placeholders(*names: str) -> dict:
    return {"type": "string", "allOf": [{"pattern": rf"\{{{n}\}}"} for n in names]}


def _obj(props: dict, required: Sequence[str] | None = None) -> dict:
    return {"type": "object", "additionalProperties": False, "properties": props,
            "required": list(props if required is None else required)}


@dataclass(frozen=True)
class Column:
    """A round statistic as a column of a table (``name``: its heading's key in
    ``stats.yaml``) or as the bars of a plot: the key in a round's statistics, the decimals
    written, and ``share``: a count of rounds shown as a percentage of the games."""

    name: str
    key: str
    decimals: int = 0
    share: bool = False


@dataclass(frozen=True)
class Chart:
    """One plot (file ``stats/<name>.svg``, texts ``sections.<id>.charts.<name>``) drawing
    the first of its ``columns``; its table beside it holds the round, the round's contract
    when ``contract`` is true, and all its ``columns``. ``ymax`` sets the least top of the
    scale (4 players, 100 %)."""

    name: str
    columns: tuple[Column, ...]
    ymax: float | None = None
    contract: bool = False


@dataclass(frozen=True)
class Section:
    """A section of the page (texts in ``stats.yaml`` ``sections.<id>``) and its plots."""

    id: str
    charts: tuple[Chart, ...]

    @property
    def columns(self) -> tuple[Column, ...]:
        return tuple(c for chart in self.charts for c in chart.columns)


SECTIONS = (
    Section("contracts", (
        Chart("openers", (Column("openers", "openers_per_round", 2),), ymax=4, contract=True),
        Chart("turn", (Column("turn", "opening_turn", 1),
                       Column("went_out", "went_out", share=True))))),
    Section("penalties", (
        Chart("penalty", (Column("penalty", "penalty_per_player", 1),
                          Column("highest", "penalty_highest"))),)),
    Section("purchases", (
        Chart("purchases", (Column("purchases", "purchases_per_round", 2),
                            Column("with_purchase", "rounds_with_purchase", share=True))),)),
    Section("stock", (
        Chart("ran_out", (Column("ran_out", "rounds_stock_ran_out", share=True),
                          Column("reshuffles", "reshuffles_per_round", 2),
                          Column("no_draw", "no_draw", share=True)), ymax=100),)),
)

#: The rows of the winners' table: key in ``stats.yaml`` ``totals.rows`` → how to get it.
TOTAL_ROWS: dict[str, Callable[[dict], Any]] = {
    "winning_average": lambda s: (s["winning_total"]["average"], 1),
    "winning_lowest": lambda s: (s["winning_total"]["lowest"], 0),
    "winning_highest": lambda s: (s["winning_total"]["highest"], 0),
    "average_total": lambda s: (sum(s["average_total"]) / len(s["average_total"])
                                if s["average_total"] else None, 1),
    "shared": lambda s: (s["shared_victories"], 0),
}


def _section_schema(section: Section) -> dict:
    chart = _obj({"title": _TEXT, "axis": _TEXT})
    return _obj({
        "title": _TEXT, "text": _TEXT,
        "charts": _obj({c.name: chart for c in section.charts}),
        "columns": _obj({c.name: _TEXT for c in section.columns}),
    })


TEXTS_SCHEMA = _obj({
    "title": _TEXT,
    "intro": _TEXT,
    "settings": _placeholders("games", "seed", "players"),
    "all_same": _placeholders("kind"),
    "player_kinds": _obj({k: _obj({"name": _TEXT, "text": _TEXT})
                          for k in sorted(PLAYER_KINDS)}),
    "caveat": _TEXT,
    "reproduce": _placeholders("command"),
    "values_in_table": _TEXT,
    "decimal_mark": {"type": "string", "enum": [",", "."]},
    "percent": _placeholders("n"),
    "interval": _placeholders("low", "high"),
    "intervals_text": _TEXT,
    "round_column": _TEXT,
    "contract_column": _TEXT,
    "no_value": _TEXT,
    "sections": _obj({s.id: _section_schema(s) for s in SECTIONS}),
    "totals": _obj({"title": _TEXT, "text": _TEXT, "value_column": _TEXT,
                    "rows": _obj({k: _TEXT for k in TOTAL_ROWS})}),
})


def _texts_path(lang: str, docs: Path) -> Path:
    return Path(docs) / lang / "stats.yaml"


def _line(node: yaml.Node | None, path: Sequence[Any]) -> int | None:
    """The line of the value at ``path`` in the composed YAML (or of its nearest parent)."""
    line = node.start_mark.line + 1 if node is not None else None
    for part in path:
        if not isinstance(node, yaml.MappingNode):
            break
        found = next((v for k, v in node.value if k.value == str(part)), None)
        if found is None:
            break
        node = found
        line = node.start_mark.line + 1
    return line


@functools.lru_cache(maxsize=None)
def load_texts(lang: str, docs: Path = DOCS) -> dict:
    """``docs/<lang>/stats.yaml``, checked with :data:`TEXTS_SCHEMA`. Raises
    :class:`SiteSourceError` ``"<file>, line <n>: at <key>: <problem>"``."""
    path = _texts_path(lang, docs)
    where = display_path(path)
    try:
        text = path.read_text(encoding="utf-8")
        data, node = yaml.safe_load(text), yaml.compose(text)
    except FileNotFoundError:
        raise SiteSourceError(f"{where}: file missing") from None
    except yaml.YAMLError as err:
        raise SiteSourceError(f"{where}: not valid YAML: {err}") from None
    errors = sorted(jsonschema.Draft202012Validator(TEXTS_SCHEMA).iter_errors(data),
                    key=lambda e: [str(p) for p in e.absolute_path])
    if errors:
        err = errors[0]
        key = "/".join(str(p) for p in err.absolute_path) or "top level"
        line = _line(node, list(err.absolute_path))
        message = err.message
        if err.validator == "pattern":
            wanted = err.validator_value.replace("\\", "")
            message = f"{err.instance!r} lost its placeholder {wanted}"
        raise SiteSourceError(f"{where}, line {line}: at {key}: {message}")
    return data


# --- numbers and plots -----------------------------------------------------------------------

def format_number(value: float | None, decimals: int, t: dict) -> str:
    """``value`` with ``decimals`` decimals and the language's decimal mark; ``t["no_value"]``
    for ``None`` (nobody opened, so no average turn).

    >>> format_number(3.75, 2, {"decimal_mark": ",", "no_value": "—"})
    '3,75'
    >>> format_number(None, 1, {"decimal_mark": ",", "no_value": "—"})
    '—'
    """
    if value is None:
        return t["no_value"]
    return f"{value:.{decimals}f}".replace(".", t["decimal_mark"])


def _share(count: int, games: int) -> float | None:
    return round(100 * count / games) if games else None


def _value(stats: dict, row: dict, key: str, share: bool) -> float | None:
    return _share(row[key], stats["games"]) if share else row[key]


def _interval(row: dict, key: str, share: bool) -> tuple[float, float] | None:
    """The 95% confidence interval of ``row[key]`` as the page shows it (shares of the games
    in percent), or ``None`` when the statistics have none (a highest value)."""
    ci = row.get("ci", {}).get(key)
    if ci is None:
        return None
    return (100 * ci[0], 100 * ci[1]) if share else (ci[0], ci[1])


def _interval_text(ci: tuple[float, float] | None, decimals: int, share: bool,
                   t: dict) -> str:
    if ci is None:
        return ""
    low, high = (format_number(x if not share else round(x), decimals, t) for x in ci)
    if share:
        low, high = t["percent"].format(n=low), t["percent"].format(n=high)
    return t["interval"].format(low=low, high=high)


def _cell(value: float | None, decimals: int, share: bool, t: dict) -> str:
    text = format_number(value, decimals, t)
    return t["percent"].format(n=text) if share and value is not None else text


#: Colours of the bars and text (contrato.css: the site's primary green, its text colour).
BAR = "#1e5b3a"
INK = "#1f2a24"


def chart_svg(values: Sequence[float | None], labels: Sequence[str], *, title: str,
              desc: str, xlabel: str, ylabel: str, bar_labels: Sequence[str],
              ymax: float | None = None, salt: str = "contrato",
              errors: Sequence[tuple[float, float] | None] | None = None,
              decimal_mark: str = ".") -> str:
    """A bar chart as SVG text: one bar per label (``None``: no bar), its value written
    above it (``bar_labels``); the value axis's numbers with the language's ``decimal_mark``
    (2,5 in pt, es and ca). Deterministic: the same arguments give the same bytes.

    The SVG starts with ``role="img"`` and ``aria-labelledby`` naming its ``<title>`` and
    ``<desc>``; ids are unique per ``salt``. Texts stay text in the file (searchable, in the
    page's language, drawn with the reader's sans-serif font); no date, no outside URL."""
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib.figure import Figure
    from matplotlib.ticker import ScalarFormatter

    class MarkFormatter(ScalarFormatter):       # matplotlib's ticks (0.0, 2.5 …), our mark
        def __call__(self, x, pos=None):
            return super().__call__(x, pos).replace(".", decimal_mark)

    rc = {"svg.hashsalt": salt, "svg.fonttype": "none", "font.family": "sans-serif",
          "font.sans-serif": ["DejaVu Sans"], "font.size": 11, "text.color": INK,
          "axes.labelcolor": INK, "xtick.color": INK, "ytick.color": INK,
          "axes.edgecolor": "#8a958f", "axes.titlesize": 12}
    with matplotlib.rc_context(rc):
        fig = Figure(figsize=(4.2, 3.2), layout="constrained")
        ax = fig.add_subplot()
        xs = list(range(len(labels)))
        heights = [0 if v is None else v for v in values]
        bars = ax.bar(xs, heights, width=0.66, color=BAR)
        ax.bar_label(bars, labels=list(bar_labels), padding=2, fontsize=9.5,
                     label_type="center", color="white")
        if errors:                             # each bar's 95% confidence interval
            below = [0 if e is None or v is None else max(0.0, v - e[0])
                     for v, e in zip(values, errors)]
            above = [0 if e is None or v is None else max(0.0, e[1] - v)
                     for v, e in zip(values, errors)]
            ax.errorbar(xs, heights, yerr=[below, above], fmt="none", ecolor=INK,
                        elinewidth=1.1, capsize=4)
            top_ci = max((e[1] for e in errors if e is not None), default=0)
            heights = list(heights) + [top_ci]
        ax.set_xticks(xs, labels=list(labels))
        ax.set_xlabel(xlabel)
        ax.set_ylabel(ylabel)
        top = max([h for h in heights if h] or [1])
        ax.set_ylim(0, max(ymax or 0, top) * 1.15)
        ax.yaxis.set_major_formatter(MarkFormatter())
        ax.spines[["top", "right"]].set_visible(False)
        ax.yaxis.grid(True, color="#dde3df", linewidth=0.8)
        ax.set_axisbelow(True)
        ax.tick_params(axis="x", length=0)
        buf = io.StringIO()
        fig.savefig(buf, format="svg", metadata={
            "Date": None, "Creator": None, "Format": None, "Type": None})
    svg = buf.getvalue()
    # no DTD (an outside URL); a name and a description for screen readers
    svg = re.sub(r"<!DOCTYPE[^>]*>\s*", "", svg, count=1)
    ident = re.sub(r"[^a-z0-9]+", "-", salt.lower()).strip("-")
    head = (f'<svg role="img" aria-labelledby="{ident}-title {ident}-desc" ')
    svg = svg.replace("<svg ", head, 1)
    svg = re.sub(r"(<svg [^>]*>)", lambda m: (
        f"{m.group(1)}\n <title id=\"{ident}-title\">{html.escape(title)}</title>"
        f"\n <desc id=\"{ident}-desc\">{html.escape(desc)}</desc>"), svg, count=1)
    return svg


def _svg_size_px(svg: str) -> tuple[int, int]:
    """The SVG's width and height in CSS pixels (matplotlib writes points)."""
    m = re.search(r'width="([\d.]+)pt" height="([\d.]+)pt"', svg)
    return round(float(m.group(1)) * 4 / 3), round(float(m.group(2)) * 4 / 3)


# --- the page --------------------------------------------------------------------------------

def _md(text: str, lang: str, where: str) -> str:
    return render_text(text, lang, RULES_URL, where=where)


def _players_text(players: Sequence[str], t: dict) -> str:
    names = [t["player_kinds"][k]["name"] for k in players]
    if len(set(players)) == 1:
        return t["all_same"].format(kind=names[0])
    return ", ".join(names)


def render_page(stats: dict, lang: str, docs: Path = DOCS) -> dict[str, str]:
    """The statistics page of ``lang`` from ``stats`` (:func:`generator.sim.stats.aggregate`):
    ``{"stats/index.md": Markdown, "stats/<chart>.svg": SVG, …}``."""
    t = load_texts(lang, docs)
    ui = load_ui(lang, docs)
    where = display_path(_texts_path(lang, docs))
    rounds = stats["rounds"]
    round_labels = [str(r["round"]) for r in rounds]
    files: dict[str, str] = {}
    out = [f"# {t['title']}", "", _md(t["intro"], lang, f"{where} (intro)"), ""]
    settings = t["settings"].format(games=stats["games"], seed=stats["seed"],
                                    players=_players_text(stats["players"], t))
    out += [settings, ""]
    for kind in dict.fromkeys(stats["players"]):
        k = t["player_kinds"][kind]
        out += [f"- **{k['name']}** (`{kind}`): "
                + " ".join(_md(k["text"], lang, f"{where} (player_kinds)").split())]
    out += ["", _md(t["caveat"], lang, f"{where} (caveat)"), "",
            _md(t["intervals_text"], lang, f"{where} (intervals_text)"), ""]
    command = (f"contrato simulate --games {stats['games']} --seed {stats['seed']} "
               f"--players {','.join(stats['players'])}")
    out += [t["reproduce"].format(command=f"`{command}`"), ""]

    for section in SECTIONS:
        s = t["sections"][section.id]
        swhere = f"{where} (sections/{section.id})"
        out += [f"## {s['title']}" + " { #" + section.id + " }", "",
                _md(s["text"], lang, swhere), ""]
        for chart in section.charts:
            c = s["charts"][chart.name]
            drawn = chart.columns[0]
            values = [_value(stats, r, drawn.key, drawn.share) for r in rounds]
            written = [_cell(v, drawn.decimals, drawn.share, t) for v in values]
            errors = [_interval(r, drawn.key, drawn.share) for r in rounds]
            desc = "; ".join(f"{ui['round'].format(n=r)}: {w}"
                             for r, w in zip(round_labels, written)) + "."
            salt = f"contrato-stats-{lang}-{chart.name}"
            desc = "; ".join(
                f"{ui['round'].format(n=r)}: {w} {_interval_text(e, drawn.decimals, drawn.share, t)}"
                .rstrip() for r, w, e in zip(round_labels, written, errors)) + "."
            svg = chart_svg(values, round_labels, title=c["title"], desc=desc, errors=errors,
                            xlabel=t["round_column"], ylabel=c["axis"], bar_labels=written,
                            ymax=chart.ymax, salt=salt, decimal_mark=t["decimal_mark"])
            files[f"stats/{chart.name}.svg"] = svg
            w, h = _svg_size_px(svg)
            alt = f"{c['title']}. {t['values_in_table']}"
            out += ['<div class="stats-pair">',
                    f'<figure class="stats-figure"><img src="{chart.name}.svg" '
                    f'alt="{html.escape(alt)}" width="{w}" height="{h}"></figure>',
                    '<div class="stats-table">',
                    _round_table(stats, section, chart, t, ui),
                    "</div>", "</div>", ""]
    out += _totals(stats, t, lang, where)
    files["stats/index.md"] = "\n".join(out).rstrip("\n") + "\n"
    return files


def _round_table(stats: dict, section: Section, chart: Chart, t: dict, ui: dict) -> str:
    """The table beside ``chart``: a row per round, with its contract (4.1) when
    ``chart.contract``, and the chart's columns (class ``num``: numbers, right-aligned); the
    caption is the chart's title."""
    s = t["sections"][section.id]
    head = [f'<th scope="col">{html.escape(t["round_column"])}</th>']
    if chart.contract:
        head.append(f'<th scope="col">{html.escape(t["contract_column"])}</th>')
    head += [f'<th scope="col" class="num">{html.escape(s["columns"][c.name])}</th>'
             for c in chart.columns]
    rows = []
    for r in stats["rounds"]:
        cells = [f'<th scope="row">{r["round"]}</th>']
        if chart.contract:
            cells.append(f"<td>{html.escape(ui['contracts'][str(r['round'])])}</td>")
        for c in chart.columns:
            value = _value(stats, r, c.key, c.share)
            ci = _interval_text(_interval(r, c.key, c.share), c.decimals, c.share, t)
            cells.append(f'<td class="num">{_cell(value, c.decimals, c.share, t)}'
                         + (f' <span class="ci">{html.escape(ci)}</span>' if ci else "")
                         + "</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    caption = html.escape(s["charts"][chart.name]["title"])
    return ("<table>"
            f"<caption>{caption}</caption>"
            "<thead><tr>" + "".join(head) + "</tr></thead><tbody>" + "".join(rows)
            + "</tbody></table>")


def _totals(stats: dict, t: dict, lang: str, where: str) -> list[str]:
    s = t["totals"]
    rows = []
    intervals = {"winning_average": stats["winning_total"].get("ci"),
                 "average_total": stats.get("average_total_ci")}
    for key, get in TOTAL_ROWS.items():
        value, decimals = get(stats)
        ci = _interval_text(intervals.get(key), decimals, False, t)
        rows.append(f'<tr><th scope="row">{html.escape(s["rows"][key])}</th>'
                    f'<td class="num">{format_number(value, decimals, t)}'
                    + (f' <span class="ci">{html.escape(ci)}</span>' if ci else "")
                    + "</td></tr>")
    return [f"## {s['title']}" + " { #totals }", "", _md(s["text"], lang, f"{where} (totals)"),
            "", '<div class="stats-table">',
            "<table><caption>" + html.escape(s["title"]) + "</caption><thead><tr>"
            f'<th scope="col"></th><th scope="col" class="num">{html.escape(s["value_column"])}</th>'
            "</tr></thead><tbody>" + "".join(rows) + "</tbody></table>", "</div>", ""]


def stats_pages(lang: str, docs: Path = DOCS, *, seed: int = SEED, games: int | None = None,
                players: Sequence[str] = PLAYERS) -> dict[str, str]:
    """The MkDocs sources of the statistics page of ``lang`` (see :func:`render_page`), from
    the cached simulation (:func:`cached_statistics`; ``games``: default
    :func:`page_games`)."""
    games = page_games() if games is None else games
    return render_page(_page_statistics(seed, games, tuple(players)), lang, docs)
