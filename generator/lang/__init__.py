"""Languages: what the puzzles, the verdict tool and the site share to speak pt, es and ca.

Below :mod:`generator.puzzles`, :mod:`generator.verdict` and :mod:`generator.site`, above the
rules engine and the question layer (:mod:`generator.questions`), whose language-free
explanations it turns into text. One module per idea:

==============  =================================================================
``located``     :class:`~.located.Problem` and :class:`~.located.SourceError` (file,
                line, field, clause) and where each value of a source came from
``source``      YAML with line numbers: plain data and where each value came from
``catalogue``   the Fluent catalogues ``docs/<lang>/<name>.ftl`` (Project Fluent,
                ``fluent.runtime``): messages by dotted key, plural and gender
                selection, clause citations
``migrate``     the old YAML catalogues moved into the Fluent ones, reproducibly
                (``python -m generator.lang.migrate``, ``make ftl``)
``cards``       card words: ``docs/<lang>/cards.ftl`` (ranks and suits with their
                gender and article), spoken card names, card markup ``[[7♥ 8♥]]``
``render``      an explanation (:class:`~generator.questions.lines.Line` values)
                rendered as text in one language: each value with the grammatical
                facts the messages agree with
==============  =================================================================

:data:`LANGS`, :data:`ROOT` and :data:`DOCS` are defined here, once.
"""

from __future__ import annotations

from pathlib import Path

#: The site's languages, in the order texts are produced.
LANGS: tuple[str, ...] = ("pt", "es", "ca")
#: The repository's root folder.
ROOT = Path(__file__).resolve().parents[2]
#: The hand-written texts, one folder per language.
DOCS = ROOT / "docs"

__all__ = ["LANGS", "ROOT", "DOCS"]
