"""The variants page (docs/<lang>/variants.md) names a source for every fact (issue 18).

- In the comparison tables, each cell of this profile's column cites its clauses (``§4.3``);
  each cell of another game's column either says that its sources do not say, or names the
  source of each of its facts: a link to the Catalan source's rule (``[V4](#v4)``) or to an entry
  of the sources list (``[rádio](#src-radio)``).
- Each worked situation's "other rules" paragraph links the sources it reports.
- The Catalan source's rules are listed once, numbered V1–V14, with the anchors the verdict's
  ``--profile catalan-source`` cites (``generator.engine.profile.CATALAN_RULES``).
- Every link of the page points at an anchor of the page, and the three languages cite the same
  sources in the same places.
"""

from __future__ import annotations

import re

import pytest

from generator.engine.profile import CATALAN_RULES
from generator.lang import DOCS, LANGS

NOT_SAID = {"pt": "a fonte não diz", "es": "La fuente no lo dice", "ca": "La font no ho diu"}
OTHERS = {"pt": "**Noutras regras:**", "es": "**En otros reglamentos:**",
          "ca": "**En altres reglaments:**"}
_LINK = re.compile(r"\]\(#([a-z0-9-]+)\)")
_SOURCE = re.compile(r"\]\(#(v\d{1,2}|src-[a-z-]+)\)")
_ANCHOR = re.compile(r"\{#([a-z0-9-]+)\}")


def page(lang: str) -> str:
    return (DOCS / lang / "variants.md").read_text(encoding="utf-8")


def tables(lang: str) -> list[list[list[str]]]:
    """The comparison tables: rows of cells (header and separator left out)."""
    out, rows = [], None
    for line in page(lang).split("\n"):
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
            if rows is None:
                rows = []                                  # the header
            elif not set(line) <= set("|- "):
                rows.append(cells)
        elif rows is not None:
            out.append(rows)
            rows = None
    return out


def others(lang: str) -> dict[str, str]:
    """Each situation's "other rules" paragraph, by the situation's anchor."""
    text = page(lang)
    text = text[text.index("{#situations}"):text.index("{#catalan-rules}")]
    found = {}
    for m in re.finditer(r"^### .*\{#([a-z0-9-]+)\}$", text, flags=re.M):
        section = text[m.end():].split("\n#", 1)[0]
        (para,) = [p for p in section.split("\n\n") if p.startswith(OTHERS[lang])]
        found[m.group(1)] = para
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_cell_names_its_source(lang):
    first, second = tables(lang)
    assert len(first) == len(second) == 14
    for row in first + second:
        assert len(row) == 4, row
    for row in first:
        assert re.search(r"§(D\d|\d)", row[1]), row            # this profile: its clauses
    for row in first:
        cells = row[2:]
        for cell in cells:
            assert cell.startswith(NOT_SAID[lang]) or _SOURCE.search(cell), (row[0], cell)
    for row in second:
        for cell in row[1:]:
            assert cell.startswith(NOT_SAID[lang]) or _SOURCE.search(cell), (row[0], cell)
    # a cell that reports facts ends with its source: nothing after the last citation but
    # punctuation (each fact is followed by the source that states it)
    for row in first + second:
        for cell in row[2 if row in first else 1:]:
            if not cell.startswith(NOT_SAID[lang]):
                assert cell.endswith(")"), (row[0], cell)


@pytest.mark.parametrize("lang", LANGS)
def test_every_worked_situation_links_the_sources_it_reports(lang):
    paras = others(lang)
    assert len(paras) >= 7
    for anchor, para in paras.items():
        assert _SOURCE.search(para), (anchor, para)


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalan_rules_are_listed_v1_to_v14(lang):
    text = page(lang)
    section = text[text.index("{#catalan-rules}"):text.index("{#sources}")]
    terms = re.findall(r"^\*\*(V\d{1,2}) · .*\*\* \{#(v\d{1,2})\}$", section, flags=re.M)
    assert [v for v, _ in terms] == list(CATALAN_RULES)
    assert all(anchor == v.lower() for v, anchor in terms)


@pytest.mark.parametrize("lang", LANGS)
def test_every_link_points_at_an_anchor_of_the_page(lang):
    text = page(lang)
    anchors = set(_ANCHOR.findall(text))
    assert set(_LINK.findall(text)) <= anchors, set(_LINK.findall(text)) - anchors
    # every source of the list is cited somewhere
    listed = {a for a in anchors if a.startswith("src-")}
    assert listed == {a for a in _LINK.findall(text) if a.startswith("src-")}


def test_the_three_languages_cite_the_same_sources_in_the_same_places():
    def cited(lang):
        rows = [[_SOURCE.findall(c) for c in row] for t in tables(lang) for row in t]
        return rows, {a: _SOURCE.findall(p) for a, p in others(lang).items()}
    ref = cited("pt")
    for lang in LANGS:
        assert cited(lang) == ref, lang
