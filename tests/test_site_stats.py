"""The statistics page (generator/site/stats.py, issue 7): the cache of simulations (a hit reads
it, a changed engine hash or game count misses, a broken file is replaced), byte-identical SVG
plots with a title and a description, the page in every language with a table beside each
plot carrying its numbers, the texts of docs/<lang>/stats.yaml checked with file, line and key,
and the built page in each language's nav."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.site import stats, texts
from generator.site.texts import SiteSourceError
from generator.sim import stats as sim_stats

pytest_plugins = ["site_fixtures"]

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("pt", "es", "ca")
RANDOM = ("random",) * 4


@pytest.fixture(scope="module")
def small_stats():
    """Statistics of 2 quick games (random players): enough to fill every table."""
    return sim_stats.aggregate(sim_stats.play_games(2, 7, RANDOM), seed=7, kinds=RANDOM)


# --- the cache -------------------------------------------------------------------------------

@pytest.fixture
def counted(monkeypatch):
    """Count the simulations actually run."""
    calls = []
    real = sim_stats.play_games

    def play_games(games, seed, kinds, **kw):
        calls.append((games, seed, tuple(kinds)))
        return real(games, seed, kinds, **kw)

    monkeypatch.setattr(sim_stats, "play_games", play_games)
    return calls


def test_cache_hit_and_miss(tmp_path, counted):
    first, hit = stats.cached_statistics(5, 1, RANDOM, cache_dir=tmp_path, sources="a" * 64,
                                         jobs=1)
    assert not hit and counted == [(1, 5, RANDOM)]
    path = stats.cache_path(5, 1, RANDOM, tmp_path)
    assert json.loads(path.read_text())["key"]["sources"] == "a" * 64
    again, hit = stats.cached_statistics(5, 1, RANDOM, cache_dir=tmp_path, sources="a" * 64)
    assert hit and again == first and len(counted) == 1
    # the engine changed: its hash differs, the cache misses and is replaced
    changed, hit = stats.cached_statistics(5, 1, RANDOM, cache_dir=tmp_path, sources="b" * 64,
                                           jobs=1)
    assert not hit and changed == first and len(counted) == 2
    assert json.loads(path.read_text())["key"]["sources"] == "b" * 64
    # another size or seed is another entry
    _, hit = stats.cached_statistics(6, 1, RANDOM, cache_dir=tmp_path, sources="b" * 64, jobs=1)
    assert not hit and len(counted) == 3
    _, hit = stats.cached_statistics(5, 1, RANDOM, cache_dir=tmp_path, sources="b" * 64)
    assert hit and len(counted) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "stats-5-1-random-random-random-random.json", "stats-6-1-random-random-random-random.json"]


def test_broken_cache_file_is_simulated_again(tmp_path, counted):
    path = stats.cache_path(5, 1, RANDOM, tmp_path)
    path.write_text("{ not json")
    result, hit = stats.cached_statistics(5, 1, RANDOM, cache_dir=tmp_path, sources="c", jobs=1)
    assert not hit and result["games"] == 1 and len(counted) == 1
    path.write_text(json.dumps({"key": "something else"}))
    _, hit = stats.cached_statistics(5, 1, RANDOM, cache_dir=tmp_path, sources="c", jobs=1)
    assert not hit and len(counted) == 2
    _, hit = stats.cached_statistics(5, 1, RANDOM, cache_dir=tmp_path, sources="c")
    assert hit and len(counted) == 2


def test_source_hash_follows_the_engine_and_simulation_sources(tmp_path):
    engine, sim = tmp_path / "engine", tmp_path / "sim"
    shutil.copytree(ROOT / "generator" / "engine", engine,
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "generator" / "sim", sim, ignore=shutil.ignore_patterns("__pycache__"))
    before = stats.source_hash((engine, sim))
    assert before == stats.source_hash(stats.SOURCE_DIRS)        # same files, same hash
    assert re.fullmatch(r"[0-9a-f]{64}", before)
    state = engine / "state.py"
    state.write_text(state.read_text() + "\n# a change\n")
    assert stats.source_hash((engine, sim)) != before
    state.write_text(state.read_text()[:-len("\n# a change\n")])
    assert stats.source_hash((engine, sim)) == before
    (sim / "new_player.py").write_text("X = 1\n")
    assert stats.source_hash((engine, sim)) != before


def test_page_settings(monkeypatch):
    from generator.sim.players import PLAYER_KINDS
    # issue 16: at least 2,000 games of the best players (make site); the tests build the
    # page with $CONTRATO_STATS_GAMES games (tests/conftest.py)
    assert stats.GAMES >= 2000 and len(stats.PLAYERS) == 4
    assert set(stats.PLAYERS) <= set(PLAYER_KINDS)
    monkeypatch.delenv(stats.GAMES_ENV)
    assert stats.page_games() == stats.GAMES
    monkeypatch.setenv(stats.GAMES_ENV, " 150 ")
    assert stats.page_games() == 150
    for bad in ("0", "-3", "many", "2.5"):
        monkeypatch.setenv(stats.GAMES_ENV, bad)
        with pytest.raises(SiteSourceError, match=f"CONTRATO_STATS_GAMES={bad!r}.*at least 1"):
            stats.page_games()


def test_games_started_ahead_are_collected_once(tmp_path, counted):
    # a cold cache: the build starts the games at once (worker processes) and collects them
    # when the page is written; the same statistics as games played there and then
    assert stats.start_statistics(5, 12, RANDOM, cache_dir=tmp_path, sources="d", jobs=2)
    assert not stats.start_statistics(5, 12, RANDOM, cache_dir=tmp_path, sources="d", jobs=2)
    ahead, hit = stats.cached_statistics(5, 12, RANDOM, cache_dir=tmp_path, sources="d")
    assert not hit and counted == []                  # collected, not played again
    assert ahead == sim_stats.aggregate([sim_stats.summarize_game(s, RANDOM)
                                         for s in range(5, 17)], seed=5, kinds=RANDOM)
    # a warm cache: nothing to start
    assert not stats.start_statistics(5, 12, RANDOM, cache_dir=tmp_path, sources="d")
    assert stats.cached_statistics(5, 12, RANDOM, cache_dir=tmp_path, sources="d")[1]
    # a build that fails before the page gives its games up
    assert stats.start_statistics(6, 30, RANDOM, cache_dir=tmp_path, sources="d", jobs=2)
    stats.cancel_statistics()
    _, hit = stats.cached_statistics(6, 1, RANDOM, cache_dir=tmp_path, sources="d", jobs=1)
    assert not hit and counted == [(1, 6, RANDOM)]


# --- the plots -------------------------------------------------------------------------------

CHART = dict(title="Jogadores que abriram", desc="Ronda 1: 3,75; Ronda 2: 3,00.",
             xlabel="Ronda", ylabel="Jogadores (de 4)", bar_labels=["3,75", "3,00"], ymax=4,
             salt="contrato-stats-pt-openers")


def test_svg_is_byte_identical_across_processes():
    here = stats.chart_svg([3.75, 3.0], ["1", "2"], **CHART)
    assert here == stats.chart_svg([3.75, 3.0], ["1", "2"], **CHART)
    code = ("import sys, json; from generator.site import stats; "
            "a = json.loads(sys.argv[1]); sys.stdout.write(stats.chart_svg([3.75, 3.0], "
            "['1', '2'], **a))")
    there = subprocess.run([sys.executable, "-c", code, json.dumps(CHART)], cwd=ROOT,
                           capture_output=True, text=True, check=True,
                           env={"PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "123"}).stdout
    assert hashlib.sha256(there.encode()).hexdigest() == hashlib.sha256(here.encode()).hexdigest()


def test_svg_is_accessible_and_self_contained():
    svg = stats.chart_svg([3.75, None], ["1", "2"], **{**CHART, "bar_labels": ["3,75", "—"]})
    head = re.search(r"<svg [^>]*>", svg).group(0)
    assert 'role="img"' in head
    assert 'aria-labelledby="contrato-stats-pt-openers-title contrato-stats-pt-openers-desc"' in head
    assert '<title id="contrato-stats-pt-openers-title">Jogadores que abriram</title>' in svg
    assert '<desc id="contrato-stats-pt-openers-desc">Ronda 1: 3,75; Ronda 2: 3,00.</desc>' in svg
    # texts are text, in the page's language, in the reader's sans-serif font: no font file
    for text in ("Ronda", "Jogadores (de 4)", "3,75", "—"):
        assert f"> {text} <" in svg or f">{text}<" in svg, text
    assert "font-family: 'DejaVu Sans', sans-serif" in svg and "@font-face" not in svg
    assert "<!DOCTYPE" not in svg and "<metadata" not in svg and "dc:date" not in svg
    urls = set(re.findall(r"https?://[^\s\"'<>]+", svg))
    assert urls <= {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"}


def test_value_axis_writes_the_languages_decimal_mark():
    # ca review 4: the turn chart's axis read 2.5, 7.5 … beside bars labelled 3,6 and 14,6
    ticks = lambda svg: re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    comma = stats.chart_svg([14.6, 3.6], ["1", "2"], decimal_mark=",",
                            **{**CHART, "bar_labels": ["14,6", "3,6"], "ymax": None})
    assert {"2,5", "7,5", "12,5"} <= set(ticks(comma)), ticks(comma)
    assert not [t for t in ticks(comma) if re.fullmatch(r"\d+\.\d+", t)], ticks(comma)
    point = stats.chart_svg([14.6, 3.6], ["1", "2"],
                            **{**CHART, "bar_labels": ["14.6", "3.6"], "ymax": None})
    assert "2.5" in ticks(point)


def test_salt_keeps_ids_apart():
    a = stats.chart_svg([1, 2], ["1", "2"], **CHART)
    b = stats.chart_svg([1, 2], ["1", "2"], **{**CHART, "salt": "contrato-stats-pt-turn"})
    ids = lambda s: set(re.findall(r'id="([^"]+)"', s)) - {"figure_1", "axes_1", "patch_1",
                                                            "patch_2", "patch_3", "patch_4",
                                                            "patch_5", "patch_6", "patch_7",
                                                            "patch_8", "patch_9", "patch_10"}
    shared = {i for i in ids(a) & ids(b) if re.search(r"[0-9a-f]{8}", i)}
    assert not shared


# --- the page --------------------------------------------------------------------------------

def tables(md: str) -> list[str]:
    return re.findall(r"<table>.*?</table>", md, flags=re.S)


@pytest.mark.parametrize("lang", LANGS)
def test_page_has_a_table_beside_every_plot(small_stats, lang):
    files = stats.render_page(small_stats, lang)
    md = files["stats/index.md"]
    charts = [c.name for s in stats.SECTIONS for c in s.charts]
    assert sorted(files) == sorted(["stats/index.md"] + [f"stats/{c}.svg" for c in charts])
    pairs = re.findall(r'<div class="stats-pair">\n(.*?)\n</div>\n</div>', md, flags=re.S)
    assert len(pairs) == len(charts)
    t = stats.load_texts(lang)
    for pair, name in zip(pairs, charts):
        img = re.search(r'<img src="([^"]+)" alt="([^"]+)" width="(\d+)" height="(\d+)"', pair)
        assert img.group(1) == f"{name}.svg"
        assert img.group(2).endswith(t["values_in_table"])
        table = tables(pair)
        assert len(table) == 1
        assert table[0].count('<th scope="row">') == 7
    # the settings: seed, number of games, the player kinds
    assert t["settings"].format(games=2, seed=7, players=t["all_same"].format(
        kind=t["player_kinds"]["random"]["name"])) in md
    assert "`contrato simulate --games 2 --seed 7 --players random,random,random,random`" in md
    assert len(tables(md)) == len(charts) + 1                       # and the winners' totals
    assert md.startswith(f"# {t['title']}\n")
    for section in stats.SECTIONS:
        assert f"## {t['sections'][section.id]['title']} {{ #{section.id} }}" in md
    assert "](../rules.md#r9-1)" in md


def rows_of(table: str) -> list[tuple[int, list[str]]]:
    """The cells of each round's row, without their confidence intervals."""
    return [(int(r), [re.sub(r' <span class="ci">.*?</span>', "", c)
                      for c in re.findall(r"<td[^>]*>(.*?)</td>", cells)])
            for r, cells in re.findall(r'<tr><th scope="row">(\d)</th>(.*?)</tr>', table)]


def intervals_of(table: str) -> list[str]:
    return re.findall(r'<span class="ci">(.*?)</span>', table)


def test_table_numbers_are_the_statistics(small_stats):
    files = stats.render_page(small_stats, "pt")
    md = files["stats/index.md"]
    openers, turn, penalty, purchases, ran_out, totals = tables(md)
    rows = rows_of(openers)
    assert [r for r, _ in rows] == list(range(1, 8))
    for (rnd, cells), r in zip(rows, small_stats["rounds"]):
        assert cells == [texts.load_ui("pt")["contracts"][str(rnd)],
                         f"{r['openers_per_round']:.2f}".replace(".", ",")]
    assert "<td>dois grupos</td>" in openers and '<td class="num">' in openers
    # a round where nobody opened has no average turn; shares are percentages of the games
    for (rnd, cells), r in zip(rows_of(turn), small_stats["rounds"]):
        assert cells[0] == ("—" if r["opening_turn"] is None
                            else f"{r['opening_turn']:.1f}".replace(".", ","))
        assert cells[1] == f"{round(100 * r['went_out'] / 2)} %"
    for (rnd, cells), r in zip(rows_of(penalty), small_stats["rounds"]):
        assert cells == [f"{r['penalty_per_player']:.1f}".replace(".", ","),
                         str(r["penalty_highest"])]
    for (rnd, cells), r in zip(rows_of(ran_out), small_stats["rounds"]):
        assert cells == [f"{round(50 * r['rounds_stock_ran_out'])} %",
                         f"{r['reshuffles_per_round']:.2f}".replace(".", ","),
                         f"{round(50 * r['no_draw'])} %"]
    assert f"<td class=\"num\">{small_stats['winning_total']['lowest']}</td>" in totals
    # every average and share of a round, and the winners' average, with its 95% interval
    r1 = small_stats["rounds"][0]
    low, high = (f"{x:.2f}".replace(".", ",") for x in r1["ci"]["openers_per_round"])
    assert intervals_of(openers)[0] == f"(IC 95 %: {low} a {high})"
    opened = sum(r["opening_turn"] is not None for r in small_stats["rounds"])
    assert len(intervals_of(openers)) == 7 and len(intervals_of(turn)) == 7 + opened
    low, high = (f"{round(100 * x)} %" for x in r1["ci"]["rounds_stock_ran_out"])
    assert intervals_of(ran_out)[0] == f"(IC 95 %: {low} a {high})"
    assert len(intervals_of(totals)) == 2
    svg = files["stats/penalty.svg"]
    assert svg.count("IC 95 %") == 7                 # the description names every interval
    # the plot's description carries the same numbers
    desc = re.search(r"<desc[^>]*>(.*)</desc>", files["stats/openers.svg"]).group(1)
    def low_high(r):
        return tuple(f"{x:.2f}".replace(".", ",") for x in r["ci"]["openers_per_round"])
    assert desc == "; ".join(f"Ronda {r['round']}: "
                             + f"{r['openers_per_round']:.2f}".replace(".", ",")
                             + " (IC 95 %: {} a {})".format(*low_high(r))
                             for r in small_stats["rounds"]) + "."


def test_page_is_deterministic(small_stats):
    assert stats.render_page(small_stats, "ca") == stats.render_page(small_stats, "ca")


def test_format_number():
    t = {"decimal_mark": ",", "no_value": "—"}
    assert stats.format_number(19.186, 1, t) == "19,2"
    assert stats.format_number(4, 2, t) == "4,00"
    assert stats.format_number(None, 2, t) == "—"


# --- the texts -------------------------------------------------------------------------------

def test_texts_have_the_same_keys_in_every_language():
    def keys(d, prefix=""):
        out = set()
        for k, v in d.items():
            out.add(prefix + k)
            if isinstance(v, dict):
                out |= keys(v, prefix + k + "/")
        return out
    first = keys(stats.load_texts("pt"))
    for lang in LANGS[1:]:
        assert keys(stats.load_texts(lang)) == first


def test_texts_use_the_players_terms():
    """A draw and a purchase out of turn are never the same word (glossary notes)."""
    pt, es, ca = (json.dumps(stats.load_texts(lang), ensure_ascii=False) for lang in LANGS)
    # the moment of a purchase is the active player's choice of the stock, before the draw
    # (6.1, 6.5: review 4 pt #1), and the draw is «tirar» / «robar»
    assert "escolhe o monte" in pt and "tirar do monte" in pt and "comprar do monte" not in pt
    assert "fora da vez" in pt and "Compras fora da vez" in pt
    assert "elige el mazo" in es and "robar" in es and "fuera de turno" in es
    assert "tria el munt" in ca and "robar" in ca and "fora de torn" in ca


@pytest.fixture
def docs_copy(tmp_path):
    dst = tmp_path / "docs"
    shutil.copytree(texts.DOCS, dst)
    stats.load_texts.cache_clear()
    yield dst
    stats.load_texts.cache_clear()


def test_missing_text_names_file_line_and_key(docs_copy):
    path = docs_copy / "es" / "stats.yaml"
    path.write_text(path.read_text().replace("      highest: Mayor penalización\n", ""))
    with pytest.raises(SiteSourceError) as err:
        stats.load_texts("es", docs_copy)
    message = str(err.value)
    assert "es/stats.yaml" in message and "sections/penalties/columns" in message
    assert "'highest' is a required property" in message
    line = next(i for i, l in enumerate(path.read_text().splitlines(), 1)
                if l.strip() == "penalty: Penalización media por jugador")
    assert f"line {line}:" in message


def test_lost_placeholder_is_refused(docs_copy):
    path = docs_copy / "ca" / "stats.yaml"
    path.write_text(path.read_text().replace("llavor: {seed}", "llavor: {llavor}"))
    with pytest.raises(SiteSourceError, match=r"ca/stats\.yaml, line \d+: at settings: .*\{seed\}"):
        stats.load_texts("ca", docs_copy)


def test_bad_yaml_and_missing_file(docs_copy):
    (docs_copy / "pt" / "stats.yaml").write_text("title: [unclosed\n")
    with pytest.raises(SiteSourceError, match=r"pt/stats\.yaml: not valid YAML"):
        stats.load_texts("pt", docs_copy)
    (docs_copy / "pt" / "stats.yaml").unlink()
    with pytest.raises(SiteSourceError, match=r"pt/stats\.yaml: file missing"):
        stats.load_texts("pt", docs_copy)


# --- the built site --------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_built_page_in_every_language(site, lang):
    """On the site built once per session (site_fixtures), with the page's real simulation
    (cached in .cache/sim/)."""
    built = site
    page = (built / lang / "stats" / "index.html").read_text(encoding="utf-8")
    t = stats.load_texts(lang)
    assert f"<h1" in page and t["title"] in page
    assert page.count("<table>") == sum(len(s.charts) for s in stats.SECTIONS) + 1
    assert page.count('<th scope="row">') >= 7 * 5
    assert t["settings"].format(games=stats.page_games(), seed=stats.SEED, players=t["all_same"].format(
        kind=t["player_kinds"]["strong"]["name"])) in page
    for name in re.findall(r'<img src="([^"]+\.svg)"', page):
        svg = built / lang / "stats" / name
        assert svg.is_file() and '<title id="' in svg.read_text(encoding="utf-8")
    assert len(re.findall(r'<img src="[^"]+\.svg"', page)) == 5
    # in the nav of every page, under its own title
    home = (built / lang / "index.html").read_text(encoding="utf-8")
    assert re.search(r'href="stats/"[^>]*>\s*(<span[^>]*>\s*)?' + re.escape(t["title"]), home)
    assert "stylesheets/site.css" in page                 # stats.css is in it
    assert ".stats-pair" in (built / lang / "stylesheets" / "site.css").read_text("utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_page_in_the_browser(browse, lang):
    """Desktop: each plot beside its table; phone (375 px): the table under the plot, nothing
    wider than the screen. Every plot loads from the site itself (no outside request)."""
    from site_fixtures import PHONE
    page = browse.open(f"{lang}/stats/")
    page.wait_for_load_state("load")
    sizes = page.eval_on_selector_all(
        ".stats-pair img", "els => els.map(e => [e.naturalWidth, e.getBoundingClientRect().width])")
    assert len(sizes) == 5 and all(natural > 0 and shown > 200 for natural, shown in sizes)
    beside = page.eval_on_selector_all(".stats-pair", """pairs => pairs.map(p => {
        const f = p.querySelector('figure').getBoundingClientRect();
        const t = p.querySelector('.stats-table').getBoundingClientRect();
        return t.left >= f.right - 1 && t.top < f.bottom; })""")
    assert beside == [True] * 5
    phone = browse.open(f"{lang}/stats/", viewport=PHONE)
    phone.wait_for_load_state("load")
    below = phone.eval_on_selector_all(".stats-pair", """pairs => pairs.map(p => {
        const f = p.querySelector('figure').getBoundingClientRect();
        const t = p.querySelector('.stats-table').getBoundingClientRect();
        return t.top >= f.bottom - 1 && f.width <= window.innerWidth; })""")
    assert below == [True] * 5
    assert phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_the_player_kinds_play_as_many_people_play():
    """«juega como mucha gente» read as unidiomatic (twelfth es reading #5): «juega como juega
    mucha gente»; pt «joga como muita gente» and ca «juga com molta gent» read well."""
    for kind, after in (("greedy", ": cuenta las cartas"), ("strong", " (cuenta las cartas")):
        text = " ".join(stats.load_texts("es")["player_kinds"][kind]["text"].split())
        assert text.startswith("juega como juega mucha gente" + after), text
    assert stats.load_texts("pt")["player_kinds"]["strong"]["text"].startswith(
        "joga como muita gente (")
    assert stats.load_texts("ca")["player_kinds"]["strong"]["text"].startswith(
        "juga com molta gent (")
