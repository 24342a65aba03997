"""The practice page's data, loaded as needed: a small index, then one file per puzzle.

The practice page (``practice/``, ``docs/javascripts/practice.js``) shows one puzzle at a
time. It fetches ``practice/index.json`` (every puzzle's facts, no text: a few kilobytes),
chooses what to show (filters, order, queues, rating, the puzzle of the day), then fetches
only the puzzles it shows, ``practice/p/<id>.json``, one at a time (and the next one ahead).
The page carries the first puzzle of the plain selection (all puzzles, in order) inline
(:func:`first_puzzle_data`, the same data as its ``p/<id>.json``) and loads practice.js
right after its own content, so a first visit shows its first puzzle as soon as the
stylesheets have arrived: no round trip for data, no waiting for the theme's script
(``bench/practice_load.py`` measures it on a slow phone connection).

``index.json``::

    {"lang": "pt", "kinds": ["can-open", …], "clauses": ["1.1", …],
     "fields": ["id", "kind", "round", "difficulty", "rating", "clauses", "choices"],
     "puzzles": [["co-e9e53f89ed", 0, 1, 3, 1380, [12, 20], 2], …],   # practice order
     "daily": [17, 302, …],                  # positions in "puzzles": the daily sequence
     "epoch": "2026-01-01", "ui": {"mark_solved": …}}

``kind`` and ``clauses`` are positions in ``kinds`` and ``clauses``; ``round`` is 0 when no
round applies; ``rating`` is the puzzle's (:mod:`generator.puzzles.rating`); ``choices`` how
many answers are offered. ``ui`` holds what a page with puzzle links needs to mark them with
the player's record (:data:`generator.site.pages.MARKS_UI`).

``p/<id>.json``::

    {"id", "url": "../puzzles/<id>/", "correct": 0…, "rating",
     "cards": ["<span class=\\"card red\\" …>", …],
     "title", "meta", "situation", "question", "choices": […], "reasons": [… or null],
     "solution"}

Texts are HTML with links relative to ``practice/``; each card is one private-use character
(U+E000 + its index in ``cards``), as :class:`generator.site.pages.CardTable` packs them.

The puzzle of the day (:func:`daily_order`): day ``d`` (days since :data:`DAILY_EPOCH` in
the player's calendar) shows ``daily[d mod len(daily)]``: every puzzle with three or more
choices once before any comes back, in an order fixed by the IDs alone.
"""

from __future__ import annotations

import hashlib
import json
from typing import Sequence

from ..puzzles.model import Puzzle
from . import pages

#: Day 0 of the puzzle of the day.
DAILY_EPOCH = "2026-01-01"
#: The puzzle of the day is one with at least this many choices (a yes/no is a coin toss).
DAILY_MIN_CHOICES = 3
#: The fields of each puzzle in ``index.json``, in order.
INDEX_FIELDS = ("id", "kind", "round", "difficulty", "rating", "clauses", "choices")


def _dumps(data) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def daily_order(puzzles: Sequence[Puzzle]) -> list[str]:
    """IDs of the puzzles that may be the puzzle of the day, in the order of the days:
    those with at least :data:`DAILY_MIN_CHOICES` choices, by the SHA-256 of their ID (fixed
    by the IDs alone: a new puzzle takes its place without moving the others' order)."""
    chosen = [p.id for p in puzzles if len(p.texts["pt"].choices) >= DAILY_MIN_CHOICES]
    return sorted(chosen, key=lambda pid: (hashlib.sha256(pid.encode()).hexdigest(), pid))


def practice_index(puzzles: Sequence[Puzzle], lang: str, ui: dict) -> dict:
    """``practice/index.json`` (see the module docstring)."""
    ordered = pages.practice_order(puzzles, ui)
    kinds = list(ui["kinds"])
    clauses = sorted({c for p in ordered for c in p.clauses},
                     key=lambda c: (c.startswith("D"), [int(x) for x in
                                                         c.lstrip("D").split(".")]))
    at = {c: i for i, c in enumerate(clauses)}
    position = {p.id: i for i, p in enumerate(ordered)}
    return {
        "lang": lang, "kinds": kinds, "clauses": clauses, "fields": list(INDEX_FIELDS),
        "puzzles": [[p.id, kinds.index(p.kind), p.round or 0, p.difficulty, p.rating,
                     [at[c] for c in dict.fromkeys(p.clauses)], len(p.texts[lang].choices)]
                    for p in ordered],
        "daily": [position[pid] for pid in daily_order(ordered)],
        "epoch": DAILY_EPOCH,
        "ui": {k: " ".join(ui[k].split()) for k in pages.MARKS_UI},
    }


def practice_puzzle(p: Puzzle, lang: str, ui: dict) -> dict:
    """``practice/p/<id>.json`` (see the module docstring)."""
    table = pages.CardTable()
    texts = pages.puzzle_html(p, lang, ui, "../rules/", table)
    return {"id": p.id, "url": f"../puzzles/{p.id}/", "correct": p.correct,
            "rating": p.rating, "cards": table.cards,
            "title": texts["title"], "meta": pages.puzzle_meta_html(p, ui),
            "situation": texts["situation"], "question": texts["question"],
            "choices": texts["choices"], "reasons": texts["reasons"],
            "solution": texts["solution"]}


def first_puzzle_data(puzzles: Sequence[Puzzle], lang: str, ui: dict) -> dict | None:
    """The data of the practice page's first puzzle (:func:`generator.site.pages.first_puzzle`:
    the first of the plain selection), as in its ``p/<id>.json``, for the page to carry
    inline; ``None`` without puzzles."""
    first = pages.first_puzzle(puzzles, ui)
    if first is None:
        return None
    return practice_puzzle(next(p for p in puzzles if p.id == first), lang, ui)


def practice_files(puzzles: Sequence[Puzzle], lang: str, ui: dict) -> dict[str, str]:
    """Every data file of the practice page: ``{"practice/index.json": text,
    "practice/p/<id>.json": text, …}``."""
    files = {"practice/index.json": _dumps(practice_index(puzzles, lang, ui))}
    for p in puzzles:
        files[f"practice/p/{p.id}.json"] = _dumps(practice_puzzle(p, lang, ui))
    return files
