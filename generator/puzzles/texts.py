"""The puzzle texts of each language: the catalogue ``docs/<lang>/puzzles.yaml``
(:mod:`generator.lang.catalogue`), and author text made inert.

Author text coming from templates (titles, notes) goes through :func:`escape_text` before it
lands in a page: it cannot inject HTML or Markdown.
"""

from __future__ import annotations

from pathlib import Path

from ..lang import DOCS
from ..lang.catalogue import Catalogue, load_catalogue

_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;",
            **{c: f"&#{ord(c)};" for c in "[]\\`*_#|!~{}§"}}


def escape_text(text: str) -> str:
    """Template text made inert: white space collapsed, HTML escaped (``<`` ``&`` quotes)
    and the characters that carry Markdown or site markup (``[ ] \\ * _ ` # | ! ~ { } §``)
    written as character references, which render as themselves.

    >>> escape_text('<b>x</b> [[7♥]] §4.3')
    '&lt;b&gt;x&lt;/b&gt; &#91;&#91;7♥&#93;&#93; &#167;4.3'
    """
    text = " ".join(str(text).split())
    return "".join(_ESCAPES.get(c, c) for c in text)


def load_texts(lang: str, docs: Path = DOCS) -> Catalogue:
    """The puzzle texts of ``lang``: ``<docs>/<lang>/puzzles.yaml`` (read once, then cached).
    Raises :class:`~generator.lang.source.SourceError` for an unknown language or a bad
    file."""
    return load_catalogue(lang, "puzzles", docs)
