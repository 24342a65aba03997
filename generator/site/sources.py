"""Every MkDocs source of one language (:func:`render_language`): the pages of
:mod:`generator.site.pages`, the practice page's data files (:mod:`generator.site.practice`)
the statistics pages (:mod:`generator.site.stats`), the verdict page
(:mod:`generator.site.verdict_page`) and the house-rules page (:mod:`generator.site.house_page`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from ..puzzles.model import Puzzle
from .pages import (examples_by_clause, hand_written_pages, kind_neighbours,
                    puzzles_by_clause, render_clause_pages, render_markdown_file,
                    render_practice, render_puzzle, render_puzzle_index, render_rules,
                    SEARCH_BOOST, with_search_boost)
from .house_page import PAGE as HOUSE_PAGE, render_house_rules
from .practice import practice_files
from .texts import DOCS, load_rules, load_ui


def render_language(lang: str, puzzles: Sequence[Puzzle], docs: Path = DOCS) -> dict[str, str]:
    """Every MkDocs source of ``lang``: ``{relative path: text}``. Puzzles are assumed checked
    by :func:`check_puzzles`."""
    ui = load_ui(lang, docs)
    rules = load_rules(lang, docs)
    pages = {name: render_markdown_file(lang, name, docs, puzzles)
             for name in hand_written_pages(lang, docs)}
    counts = {c: len(ps) for c, ps in puzzles_by_clause(puzzles).items()}
    examples = examples_by_clause(puzzles)
    pages["rules.md"] = render_rules(rules, ui, examples, counts)
    pages.update(render_clause_pages(rules, ui, examples, counts))
    pages["puzzles/index.md"] = render_puzzle_index(puzzles, lang, ui)
    nav = kind_neighbours(puzzles, ui)
    for p in puzzles:
        pages[f"puzzles/{p.id}.md"] = render_puzzle(p, lang, ui, nav[p.id])
    pages["practice/index.md"] = render_practice(puzzles, lang, ui)
    pages.update(practice_files(puzzles, lang, ui))  # practice/index.json, practice/p/<id>.json
    from .stats import stats_pages      # stats/: simulated games (generator/site/stats.py)
    pages.update(stats_pages(lang, docs))
    from .verdict_page import verdict_pages     # verdict/: the engine in the browser
    pages.update(verdict_pages(lang, docs))
    pages[HOUSE_PAGE] = render_house_rules(lang, docs)   # house-rules/ (house_page.py)
    for name, boost in SEARCH_BOOST.items():   # search weights (issue 15): see SEARCH_BOOST
        if name in pages:
            pages[name] = with_search_boost(pages[name], boost)
    return pages
