"""Languages: what the puzzles, the verdict tool and the site share to speak pt, es and ca.

Below :mod:`generator.puzzles`, :mod:`generator.verdict` and :mod:`generator.site`, above the
rules engine and the question layer (:mod:`generator.questions`), whose language-free
explanations it turns into text. One module per idea:

==============  =================================================================
``source``      YAML with line numbers: plain data and where each value came from;
                :class:`~.source.Problem` and :class:`~.source.SourceError` (file,
                line, field, clause)
``catalogue``   the text catalogues ``docs/<lang>/<name>.yaml``: sentences by
                dotted key, placeholders, plural forms, clause citations
``cards``       card words: ``docs/<lang>/strings.yaml`` (``cards:``), spoken card
                names, card markup ``[[7♥ 8♥]]``
``render``      an explanation (:class:`~generator.questions.lines.Line` values)
                rendered as text in one language
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
