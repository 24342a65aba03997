"""Every MkDocs source of one language (:func:`render_language`): the pages of
:mod:`generator.site.pages`, the practice page's data files (:mod:`generator.site.practice`)
the statistics pages (:mod:`generator.site.stats`), the verdict page
(:mod:`generator.site.verdict_page`), the house-rules page (:mod:`generator.site.house_page`) and
the score sheet (:mod:`generator.site.score_page`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from ..puzzles.model import Puzzle
from .pages import (examples_by_clause, fill_tools_slot, hand_written_pages, kind_neighbours,
                    puzzles_by_clause, render_changes, render_clause_pages,
                    render_markdown_file, render_practice, render_puzzle, render_puzzle_index,
                    render_rules, render_table_card, render_withdrawn, retired, retired_nav,
                    SEARCH_BOOST, with_search_boost)
from ..puzzles.templates import load_withdrawn
from .house_page import PAGE as HOUSE_PAGE, render_house_rules
from .practice import first_puzzle_data, practice_files
from .texts import DOCS, load_changes, load_rules, load_ui


def render_language(lang: str, puzzles: Sequence[Puzzle], docs: Path = DOCS, *,
                    pdf: bool = False, stats: bool = True) -> dict[str, str]:
    """Every MkDocs source of ``lang``: ``{relative path: text}``. Puzzles are assumed checked
    by :func:`check_puzzles`. ``pdf``: the build makes the PDFs (the rules page links
    them). ``stats=False`` leaves out the statistics pages (the build adds them last: on a
    cold cache their games are still being played meanwhile)."""
    ui = load_ui(lang, docs)
    rules = load_rules(lang, docs)
    changes = load_changes(lang, docs)
    pages = {name: render_markdown_file(lang, name, docs, puzzles)
             for name in hand_written_pages(lang, docs)}
    # a retired puzzle keeps its page (links to it keep working) but no list shows it
    listed = [p for p in puzzles if not retired(p)]
    counts = {c: len(ps) for c, ps in puzzles_by_clause(listed).items()}
    examples = examples_by_clause(listed)
    pages["rules.md"] = render_rules(rules, ui, examples, counts, changes=changes, pdf=pdf)
    pages.update(render_clause_pages(rules, ui, examples, counts))
    pages["changes.md"] = render_changes(changes, rules, ui)
    pages["table-card.md"] = render_table_card(lang, ui, changes, docs)
    pages["puzzles/index.md"] = render_puzzle_index(listed, lang, ui)
    nav = kind_neighbours(listed, ui)
    for p in puzzles:
        pages[f"puzzles/{p.id}.md"] = render_puzzle(p, lang, ui,
                                                    nav.get(p.id) or retired_nav(p, nav))
    # a withdrawn puzzle's address keeps a page: why, and the puzzle drawn instead (issue 26);
    # a build of other puzzles than the generator's (tests' samples) has no such pages
    # (tests/test_puzzle_sampling.py checks that every replacement is built)
    by_id = {p.id: p for p in puzzles}
    for w in load_withdrawn():
        if w.id not in by_id and w.instead in by_id:
            pages[f"puzzles/{w.id}.md"] = render_withdrawn(w, by_id[w.instead], lang, ui)
    pages["practice/index.md"] = render_practice(listed, lang, ui,
                                                 first_puzzle_data(listed, lang, ui))
    pages.update(practice_files(listed, lang, ui))  # practice/index.json, practice/p/<id>.json
    from .verdict_page import verdict_pages     # verdict/: the engine in the browser
    pages.update(verdict_pages(lang, docs))
    pages[HOUSE_PAGE] = render_house_rules(lang, docs)   # house-rules/ (house_page.py)
    from .score_page import score_pages         # score/: the score sheet (issue 28)
    pages.update(score_pages(lang, docs))
    if stats:
        pages.update(stats_sources(lang, docs))
    # the home page's tools: every page is known by now (a tool without a page is left out)
    pages["index.md"] = fill_tools_slot(pages["index.md"], ui, pages)
    return _boosted(pages)


def stats_sources(lang: str, docs: Path = DOCS) -> dict[str, str]:
    """The statistics pages of ``lang`` as :func:`render_language` gives them (search weights
    applied): what the build adds last, once the page's simulated games are played."""
    from .stats import stats_pages      # stats/: simulated games (generator/site/stats.py)
    return _boosted(stats_pages(lang, docs))


def _boosted(pages: dict[str, str]) -> dict[str, str]:
    for name, boost in SEARCH_BOOST.items():   # search weights (issue 15): see SEARCH_BOOST
        if name in pages:
            pages[name] = with_search_boost(pages[name], boost)
    return pages
