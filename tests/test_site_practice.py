"""Puzzles that teach, without a browser: why each wrong choice fails (generator/site/
reasons.py; each puzzle's rating: test_puzzle_rating.py), the practice data loaded
as needed and the puzzle of the day (practice.py), next/previous within a kind (pages.py),
and the vendored Glicko-2 library (vendor.py). The browser side: test_browser_practice.py.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import replace

from generator.site import pages, practice, reasons, texts, vendor

from site_fixtures import LANGS
from test_site_pages import sample_puzzles

pytest_plugins = ["site_fixtures"]


# --- why a wrong choice fails ------------------------------------------------------------------

def test_every_wrong_choice_the_explanation_lists_gets_its_own_reason(puzzles):
    """Where the explanation lists the other choices one by one, every wrong choice gets its
    item (in every language), the right one never; a yes/no puzzle has none."""
    listed = Counter()
    for p in puzzles:
        for lang in LANGS:
            t = p.texts[lang]
            found = reasons.choice_reasons(p, lang)
            assert len(found) == len(t.choices) and found[p.correct] is None
            items = [line[2:] for line in t.explanation.splitlines() if line.startswith("- ")]
            for i, reason in enumerate(found):
                if reason is not None:
                    assert any(item.endswith(reason) and t.choices[i] in item
                               for item in items), (p.id, lang, i)
            if len(t.choices) == 2:
                assert found == (None, None), (p.id, lang)
            elif any(r is not None for r in found):
                assert sum(r is not None for r in found) == len(t.choices) - 1, (p.id, lang)
                listed[p.kind] += 1
    # the kinds whose explanations list their other choices (all but which end of a
    # sequence a card fits, explained together)
    assert set(listed) >= {"buy", "final-round", "joker-swap", "penalty", "running-out",
                           "standings"}, listed
    assert sum(listed.values()) >= 200 * len(LANGS)


def test_a_reason_is_found_only_on_its_own_line():
    p = sample_puzzles()[2]                                     # pe-sample: 35/40/45/50
    assert reasons.choice_reasons(p, "pt") == (
        "contar o joker como 5 (§8.1).", "contar o ás como 10 (§8.1).", None,
        "contar o cinco como 10 (§8.1).")
    t = p.texts["pt"]
    twice = replace(p, texts={"pt": replace(t, explanation=t.explanation + "\n- **35**: outra")})
    assert reasons.choice_reasons(twice, "pt")[0] is None       # two items: neither is taken
    assert reasons.misreadings(p) == 3


# --- the practice data, next and previous, the puzzle of the day ---------------------------

def test_the_index_is_small_and_each_puzzle_its_own_file(puzzles):
    ui = texts.load_ui("pt")
    files = practice.practice_files(puzzles, "pt", ui)
    index = files.pop("practice/index.json")
    assert len(index.encode()) < 40 * len(puzzles) + 4000         # facts only: ~20 KB
    assert len(files) == len(puzzles)
    sizes = sorted(len(text.encode()) for text in files.values())
    assert sizes[-1] < 20_000 and sum(sizes) / len(sizes) < 8_000  # one puzzle: a few KB
    data = json.loads(index)
    assert [row[0] for row in data["puzzles"]] == [p.id for p in
                                                   pages.practice_order(puzzles, ui)]


def test_next_and_previous_walk_each_kind_in_the_index_order(puzzles):
    ui = texts.load_ui("pt")
    nav = pages.kind_neighbours(puzzles, ui)
    order = pages.practice_order(puzzles, ui)
    for kind in {p.kind for p in puzzles}:
        mine = [p.id for p in order if p.kind == kind]
        walked = [mine[0]]
        while nav[walked[-1]]["next"]:
            walked.append(nav[walked[-1]]["next"])
        assert walked == mine
        assert nav[mine[0]]["prev"] is None
        assert [nav[pid]["i"] for pid in mine] == list(range(1, len(mine) + 1))
        assert all(nav[pid]["n"] == len(mine) for pid in mine)
        back = [mine[-1]]
        while nav[back[-1]]["prev"]:
            back.append(nav[back[-1]]["prev"])
        assert back == mine[::-1]


def test_a_puzzle_page_links_its_neighbours_and_says_where_it_is(puzzles):
    ui = texts.load_ui("es")
    nav = pages.kind_neighbours(puzzles, ui)
    order = [p for p in pages.practice_order(puzzles, ui) if p.kind == "penalty"]
    md = pages.render_puzzle(order[1], "es", ui, nav[order[1].id])
    bar = re.search(r'<nav class="puzzle-nav".*?</nav>', md).group(0)
    assert f'rel="prev" href="../{order[0].id}/">← Anterior</a>' in bar
    assert f'rel="next" href="../{order[2].id}/">Siguiente →</a>' in bar
    assert (f"Problema 2 de {len(order)} del tipo «Puntos de penalización»") in bar
    assert f'data-next="../{order[2].id}/"' in md
    last = pages.render_puzzle(order[-1], "es", ui, nav[order[-1].id])
    assert 'rel="next"' not in last and "data-next" not in last


def test_the_puzzle_of_the_day_is_fixed_by_the_ids_and_skips_yes_or_no(puzzles):
    order = practice.daily_order(puzzles)
    assert order == practice.daily_order(list(reversed(puzzles)))       # input order: no
    many = {p.id for p in puzzles if len(p.texts["pt"].choices) >= 3}
    assert sorted(order) == sorted(many) and len(order) > 200
    # a new puzzle takes its place: the others keep their order
    fewer = practice.daily_order([p for p in puzzles if p.id != order[5]])
    assert fewer == order[:5] + order[6:]


def test_the_vendored_glicko2_is_the_published_file():
    assert vendor.check() == []
    (lib,) = [v for v in vendor.VENDORED if v.package == "glicko2"]
    assert (lib.package, lib.version, lib.license) == ("glicko2", "1.2.2", "MIT")
    assert lib.path.startswith("javascripts/vendor/")       # not on every page: loaded lazily
