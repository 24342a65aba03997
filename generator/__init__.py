"""Contrato: a rules engine for one profile of Contract Rummy, a puzzle generator built on it,
and the static site that explains both.

Packages:

- :mod:`generator.engine` — the rules (cards, melds, contracts, the game, scoring). Pure: no I/O,
  no languages, no global state.
- :mod:`generator.puzzles` — puzzle templates (YAML), generation, verification, tagging.
- :mod:`generator.site` — renders the texts and the puzzles into MkDocs sources and builds the site.
"""
