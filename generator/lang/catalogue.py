"""The text catalogues of each language: ``docs/<lang>/<name>.yaml`` (``puzzles``, …).

Sentences are looked up by dotted key (``can-open.explain.contract``) and filled with
``{placeholders}``; a key with plural forms has ``_one`` and ``_other`` variants, chosen by a
count (``_one`` for exactly 1, as in pt, es and ca). A missing key or an unknown placeholder
is a :class:`~.located.SourceError` naming the file and line. ``§4.3`` in a sentence cites a
clause (:func:`cited`).
"""

from __future__ import annotations

import functools
import json
import re
import string
from pathlib import Path
from typing import Any

from . import DOCS, LANGS, ROOT
from .located import Located, SourceError

#: A clause cited in a text: ``§6.2``, ``§D4`` (the site links them, :mod:`generator.site.markup`).
CLAUSE_REF = re.compile(r"§(D\d{1,2}|\d{1,2}(?:\.\d{1,2})?)")


def cited(text: str) -> set[str]:
    """The clause IDs a text cites with ``§`` markup.

    >>> sorted(cited("a group (§3.1) of jokers (§D1)"))
    ['3.1', 'D1']
    """
    return set(CLAUSE_REF.findall(text))


def placeholders(text: str) -> set[str]:
    """The ``{names}`` a text uses."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


class Catalogue:
    """The sentences of one catalogue file in one language (see the module doc).

    ``data`` is the file's plain data (nested mappings of sentences); ``where`` says where
    each key was written (:class:`~.located.Located`), for errors."""

    def __init__(self, lang: str, data: Any, where: Located) -> None:
        self.lang = lang
        self.data = data
        self.where = where

    def _node(self, key: str) -> Any:
        node = self.data
        path: tuple = ()
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                raise SourceError.one(self.where.file, self.where.line(path), key,
                                      "missing text: every language needs this key")
            node = node[part]
            path += (part,)
        return node

    def has(self, key: str) -> bool:
        """Whether ``key`` names a sentence or a section."""
        try:
            self._node(key)
        except SourceError:
            return False
        return True

    def raw(self, key: str) -> str:
        """The text at ``key``, unformatted."""
        node = self._node(key)
        if not isinstance(node, str):
            raise SourceError.one(self.where.file, self.where.line(tuple(key.split("."))),
                                  key, "expected a sentence (text)")
        return node

    def format(self, key: str, count: int | None = None, **params: Any) -> str:
        """The sentence at ``key`` (``key_one``/``key_other`` when ``count`` is given) with
        its placeholders filled from ``params``."""
        return self.fill(key, params, count)

    def fill(self, key: str, params: dict[str, Any], count: int | None = None) -> str:
        """:meth:`format` with the placeholders' values as a mapping (a placeholder may be
        called ``count`` too)."""
        if count is not None:
            key = f"{key}_{'one' if count == 1 else 'other'}"
        text = self.raw(key)
        try:
            return text.format_map(params)
        except (KeyError, IndexError, ValueError, AttributeError) as err:
            raise SourceError.one(self.where.file, self.where.line(tuple(key.split("."))),
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


def read_file(path: Path, shown: str, *, strict: bool = True) -> tuple[Any, Located]:
    """The plain data of a text file ``<name>.yaml`` and where each value was written
    (:func:`.source.read`: YAML with line numbers, text keys only; ``strict=False``: PyYAML's
    safe loader as it is, no lines, for ``strings.yaml`` and its numbered keys). Where there
    is no such file but the ``<name>.json`` the site's build wrote from it — in the verdict
    page's engine bundle (:func:`generator.site.runtime.bundle_members`), which runs in a
    browser with no YAML reader —, that JSON, without lines. Raises :class:`SourceError`
    naming the file."""
    path = Path(path)
    compiled = path.with_suffix(".json")
    if not path.exists() and compiled.is_file():
        try:
            return json.loads(compiled.read_text(encoding="utf-8")), Located(shown)
        except (OSError, ValueError) as err:
            raise SourceError.one(shown, None, None, f"cannot read {compiled.name}: {err}") \
                from None
    # YAML: never reached in the browser, which has the JSON and no YAML reader
    from . import source
    if strict:
        return source.read(path, shown)
    return source.read_loose(path, shown), Located(shown)


@functools.lru_cache(maxsize=None)
def _load(path: str, shown: str, lang: str) -> Catalogue:
    data, where = read_file(Path(path), shown)
    if not isinstance(data, dict):
        raise SourceError.one(shown, 1, None, "expected a mapping of texts")
    return Catalogue(lang, data, where)


def shown_path(path: Path) -> str:
    """A path as shown in messages: relative to the repository when inside it."""
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def load_catalogue(lang: str, name: str, docs: Path = DOCS) -> Catalogue:
    """The catalogue ``<docs>/<lang>/<name>.yaml`` (read once, then cached). Raises
    :class:`~.located.SourceError` for an unknown language or a bad file."""
    if lang not in LANGS:
        raise SourceError.one(str(docs), None, None,
                              f"no language {lang!r}: use one of {', '.join(LANGS)}")
    path = Path(docs) / lang / f"{name}.yaml"
    try:
        shown = str(path.relative_to(ROOT))
    except ValueError:
        shown = str(path)
    return _load(str(path), shown, lang)
