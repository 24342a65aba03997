"""The glossary's synonyms are words the players of each language use for the same thing,
never words that mean something else at their table."""

from __future__ import annotations

import re

import yaml

from generator.site.texts import DOCS


def _entry(lang: str, anchor: str) -> str:
    text = (DOCS / lang / "glossary.md").read_text(encoding="utf-8")
    start = text.index("{#" + anchor + "}")
    end = text.find("\n## ", start)
    return text[start:end if end >= 0 else None]


def test_going_out_is_not_offered_as_leading():
    # fourteenth es reading #4: «Cerrar … También quedarse sin cartas, salir»: at a Spanish
    # table «salir» is to lead («¿quién sale?»); it stays a search word only (terms.yaml)
    es = _entry("es", "go-out")
    assert "**quedarse sin cartas**" in es and not re.search(r"\bsalir\b", es)
    terms = yaml.safe_load((DOCS / "es" / "terms.yaml").read_text(encoding="utf-8"))
    assert "salir" in terms["concepts"]["go-out"]["search"]
    # Catalan: «sortir» is a search word only as well
    assert not re.search(r"\bsortir\b", _entry("ca", "go-out"))
