"""The puzzle texts of each language: ``docs/<lang>/puzzles.yaml``.

Sentences are looked up by dotted key (``can-open.explain.contract``) and filled with
``{placeholders}``; a key with plural forms has ``_one`` and ``_other`` variants, chosen by a
count (``_one`` for exactly 1, as in pt, es and ca). A missing key or an unknown placeholder
is a :class:`~.errors.TemplateError` naming the file and line.

Author text coming from templates (titles, notes) goes through :func:`escape_text` before it
lands in a page: it cannot inject HTML or Markdown.
"""

from __future__ import annotations

import functools
import re
import string
from pathlib import Path
from typing import Any

from . import source
from .errors import TemplateError

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
#: The site's languages, in the order texts are produced.
LANGS: tuple[str, ...] = ("pt", "es", "ca")

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


def placeholders(text: str) -> set[str]:
    """The ``{names}`` a text uses."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


class Texts:
    """The puzzle texts of one language (see the module doc)."""

    def __init__(self, lang: str, data: Any, where: source.Located) -> None:
        self.lang = lang
        self.data = data
        self.where = where

    def _node(self, key: str) -> Any:
        node = self.data
        path: tuple = ()
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                raise TemplateError.one(self.where.file, self.where.line(path), key,
                                        "missing text: every language needs this key")
            node = node[part]
            path += (part,)
        return node

    def raw(self, key: str) -> str:
        """The text at ``key``, unformatted."""
        node = self._node(key)
        if not isinstance(node, str):
            raise TemplateError.one(self.where.file, self.where.line(tuple(key.split("."))),
                                    key, "expected a sentence (text)")
        return node

    def format(self, key: str, count: int | None = None, **params: Any) -> str:
        """The sentence at ``key`` (``key_one``/``key_other`` when ``count`` is given) with
        its placeholders filled from ``params``."""
        if count is not None:
            key = f"{key}_{'one' if count == 1 else 'other'}"
        text = self.raw(key)
        try:
            return text.format_map(params)
        except (KeyError, IndexError, ValueError, AttributeError) as err:
            raise TemplateError.one(self.where.file, self.where.line(tuple(key.split("."))),
                                    key, f"bad placeholder in text: {err}") from None

    def keys(self) -> dict[str, str]:
        """Every sentence, by dotted key."""
        out: dict[str, str] = {}

        def walk(node: Any, prefix: str) -> None:
            if isinstance(node, dict):
                for k, v in node.items():
                    walk(v, f"{prefix}.{k}" if prefix else k)
            else:
                out[prefix] = node
        walk(self.data, "")
        return out


@functools.lru_cache(maxsize=None)
def _load(path: str, shown: str, lang: str) -> Texts:
    data, where = source.read(path, shown)
    if not isinstance(data, dict):
        raise TemplateError.one(shown, 1, None, "expected a mapping of texts")
    return Texts(lang, data, where)


def load_texts(lang: str, docs: Path = DOCS) -> Texts:
    """The texts of ``lang`` from ``<docs>/<lang>/puzzles.yaml`` (read once, then cached).
    Raises :class:`~.errors.TemplateError` for an unknown language or a bad file."""
    if lang not in LANGS:
        raise TemplateError.one(str(docs), None, None,
                                f"no language {lang!r}: use one of {', '.join(LANGS)}")
    path = Path(docs) / lang / "puzzles.yaml"
    try:
        shown = str(path.relative_to(ROOT))
    except ValueError:
        shown = str(path)
    return _load(str(path), shown, lang)


_CLAUSE_REF = re.compile(r"§(D\d{1,2}|\d{1,2}(?:\.\d{1,2})?)")


def cited(text: str) -> set[str]:
    """The clause IDs a text cites with ``§`` markup."""
    return set(_CLAUSE_REF.findall(text))
