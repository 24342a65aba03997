"""The rules as a reader shares them (issue 13), without a browser: the glossary's anchors by
concept, the rules' words linked to the glossary, the home page's list of sections, and the
rows of wide tables (generator/site/mdext.py). In a browser: test_browser_rules.py."""

from __future__ import annotations

import re
import shutil

import markdown
import pytest

from generator.site import markup, pages, texts
from generator.site.texts import SiteSourceError

LANGS = ("pt", "es", "ca")
#: Sections of a glossary that are not an entry of the others (the Catalan source's words).
LANGUAGE_ONLY = {"ca": {"words-to-avoid"}}


@pytest.fixture
def docs_copy(tmp_path):
    dst = tmp_path / "docs"
    shutil.copytree(texts.DOCS, dst)
    texts.load_rules.cache_clear()
    texts.load_glossary_links.cache_clear()
    yield dst
    texts.load_rules.cache_clear()
    texts.load_glossary_links.cache_clear()


# --- the glossary ---------------------------------------------------------------------------

def test_glossary_anchors_are_the_same_concepts_in_every_language():
    """The anchor of an entry is its concept in English (#joker, not #comodin), so that
    switching language keeps the reader on the same entry."""
    ids = {lang: texts.glossary_ids(lang) for lang in LANGS}
    shared = {lang: [i for i in ids[lang] if i not in LANGUAGE_ONLY.get(lang, ())]
              for lang in LANGS}
    assert set(shared["pt"]) == set(shared["es"]) == set(shared["ca"])
    for lang in LANGS:
        assert len(ids[lang]) == len(set(ids[lang])), lang
    assert {"joker", "joker-swap", "buy", "lay-off", "go-out", "draw", "discard-pile",
            "stock", "penalty", "active-player"} <= set(shared["pt"])
    assert len(shared["pt"]) == 28


@pytest.mark.parametrize("lang", LANGS)
def test_every_glossary_link_word_names_an_entry(lang):
    terms = texts.load_glossary_links(lang)
    assert set(terms) <= set(texts.glossary_ids(lang))
    assert {"group", "sequence", "joker", "buy"} <= set(terms)


def test_a_glossary_link_to_no_entry_is_refused(docs_copy):
    path = docs_copy / "es" / "glossary-links.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "comodin: [comodín]\n", encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"es/glossary-links.yaml: 'comodin' is not an "
                                              r"entry of es/glossary.md"):
        texts.load_glossary_links("es", docs_copy)


def test_a_word_linked_to_two_entries_is_refused(docs_copy):
    path = docs_copy / "pt" / "glossary-links.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "meld: [grupo]\n", encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"'grupo' links to both 'meld' and 'group'"):
        texts.load_glossary_links("pt", docs_copy)


def test_glossary_links_take_the_first_use_of_each_entry_only():
    terms = {"group": ["grupo", "grupos"], "buy": ["comprar fora da vez", "comprar"],
             "joker": ["joker"]}
    text = ("Um **grupo** e dois grupos; comprar fora da vez e comprar; o grupo [[JK=7♠]] "
            "e o joker de §7.1 e [joker](x.md).")
    out = markup.glossary_links(text, terms, "glossary.md")
    assert out == ('Um **grupo** e dois [grupos](glossary.md#group){: .term data-preview="" }; '
                   '[comprar fora da vez](glossary.md#buy){: .term data-preview="" } e comprar; '
                   'o grupo [[JK=7♠]] e o [joker](glossary.md#joker){: .term data-preview="" } '
                   'de §7.1 e [joker](x.md).')


def test_rules_text_links_the_glossary_on_the_rules_page_and_on_clause_pages():
    rules, ui = texts.load_rules("pt"), texts.load_ui("pt")
    md = pages.render_rules(rules, ui, {})
    block = re.split(r'\n<div class="clause( ruling)?"', md.split('id="r6-3"', 1)[1])[0]
    assert '[compra fora da vez](glossary.md#buy){: .term data-preview="" }' in block
    assert '[monte](glossary.md#stock){: .term data-preview="" }' in block
    assert block.count("glossary.md#buy") == 1
    out = pages.render_clause_pages(rules, ui, {}, {})
    assert '[monte](../glossary.md#stock){: .term data-preview="" }' in out["rules/6-3.md"]
    # the reasoning of a ruling is not the rule's text: no glossary links there
    why = md.split('id="d4"', 1)[1].split('<div class="ruling-why" markdown>', 1)[1]
    assert "glossary.md#" in md.split('id="d4"', 1)[1].split("ruling-why", 1)[0]
    assert "glossary.md" not in why.split("</div>", 1)[0]


# --- the home page ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_home_page_lists_the_sections_of_the_rules(lang):
    md = pages.render_markdown_file(lang, "index.md")
    nav = md.split('<nav class="rules-sections"', 1)[1].split("</nav>", 1)[0]
    rules = texts.load_rules(lang)
    assert re.findall(r'<li><a href="rules/#(r\w+)">', nav) == \
        [markup.anchor(s.id) for s in rules.sections]
    assert f'>6. {rules.sections[5].title}</a>' in nav
    assert md.index("<nav") < md.index("\n## ")          # before the first section of the page


# --- wide tables: a link and the column's name for every row ---------------------------------

def _md(text: str) -> str:
    md = markdown.Markdown(extensions=["tables", "attr_list", "toc",
                                       "generator.site.mdext"])
    return md.convert(text)


def test_wide_tables_get_an_anchor_a_link_and_column_names_per_row():
    out = _md("## Comparison {#cmp}\n\n| Point | A | B | C |\n| --- | --- | --- | --- |\n"
              "| Players | 4 | 3–5 | 3–8 |\n| Jokers | 3 | 1 | 4 |\n")
    assert '<table data-rows="">' in out
    assert '<tr id="cmp-2">' in out
    assert ('<td data-label="Point">Jokers<a class="headerlink" href="#cmp-2" '
            'title="Permanent link">¶</a></td>') in out
    assert '<td data-label="C">4</td>' in out


def test_narrow_tables_and_tables_without_a_heading_id_are_left_alone():
    narrow = _md("## Rounds {#r}\n\n| Round | Cards | Contract |\n| --- | --- | --- |\n"
                 "| 1 | 10 | two groups |\n")
    assert "data-rows" not in narrow and "<tr id" not in narrow
    plain = _md("| Point | A | B | C |\n| --- | --- | --- | --- |\n| x | 1 | 2 | 3 |\n")
    assert "data-rows" not in plain


# --- this site's reading under a clause (review 4 es, #3) -----------------------------------

READING = {"pt": ("Leitura deste site", "a compra não se desfaz"),
           "es": ("Lectura de este sitio", "la compra no se deshace"),
           "ca": ("Lectura d'aquest lloc", "la compra no es desfà")}


@pytest.mark.parametrize("lang", LANGS)
def test_the_kept_purchase_is_a_marked_reading_under_6_3_not_a_ruling(lang):
    """The purchase kept when its penalty card cannot be drawn (the engine's reading, said by
    running-out and buy explanations citing §6.3) is a note under 6.3 marked as this site's
    reading, with its own anchor, on the rules page and on 6.3's page; no numbered ruling."""
    rules, ui = texts.load_rules(lang), texts.load_ui(lang)
    label, said = READING[lang]
    md = pages.render_rules(rules, ui, {})
    block = re.split(r'\n<div class="clause( ruling)?"', md.split('id="r6-3"', 1)[1])[0]
    assert '<div class="site-reading" id="r6-3-reading" markdown>' in block
    assert f"**{label}.**" in block and said in block
    assert [c.id for c in rules.clauses() if c.reading] == ["6.3"]
    page = pages.render_clause_pages(rules, ui, {}, {})["rules/6-3.md"]
    assert said in page.split("</div>\n</div>", 1)[0]     # under the clause, before the rest


def test_a_clause_page_shows_its_own_examples_and_citers_before_the_related_rulings():
    """review 4 es #12: on rules/6-2/ the clause's practice link and "cited in" come straight
    under the clause, not after the rulings D3-D5 (where they looked like D5's)."""
    rules, ui = texts.load_rules("es"), texts.load_ui("es")
    page = pages.render_clause_pages(rules, ui, {}, {"6.2": 53})["rules/6-2.md"]
    related = page.index("#related-rulings")
    assert page.index('class="clause-practice"') < related
    assert page.index('class="clause-cited"') < related
    assert page.index('id="d4"') > related
