"""The site's MkDocs sources (generator/site/pages.py, texts.py): rendered text, anchors,
examples under clauses, puzzle pages, and clear errors for bad texts and puzzles.

No MkDocs build here (see test_site_build.py); these run in well under a second.
"""

from __future__ import annotations

import html
import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from generator.engine.cards import parse_cards
from generator.puzzles.model import Puzzle, PuzzleText
from generator.site import markup, pages, practice, sources, texts
from generator.site.texts import SiteSourceError

LANGS = ("pt", "es", "ca")
ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT.parent / "shared" / "rules-spec.md"

#: Every clause and ruling, in page order: the in-repo clause list docs/clauses.yaml (checked
#: against ../shared/rules-spec.md too when that file is present).
SPEC_IDS = texts.load_clause_list().clause_ids()
SPEC_SECTIONS = texts.load_clause_list().section_ids()


def spec_ids() -> list[str]:
    return list(SPEC_IDS)


def _cards(text: str, lang: str) -> str:
    return markup.cards_html(parse_cards(text), lang)


def sample_puzzles() -> list[Puzzle]:
    """Puzzles built by hand in the shape of generator.puzzles.model, for the site tests while
    (or in case) the generator's output is not what is tested. Cards are HTML, as the
    generator hands them over."""
    words = {"pt": ("Sim", "Não"), "es": ("Sí", "No"), "ca": ("Sí", "No")}
    open_text = {
        "pt": ("Ronda 2: pode abrir?", "Na ronda 2 tem na mão {h} e tirou {d} do descarte.",
               "Pode abrir já?", "Sim: {g} e {s} são o contrato exato da ronda 2.",
               "O contrato da ronda 2 é um grupo e uma sequência (§4.1), cada combinação com o "
               "comprimento mínimo exato (§5.2)."),
        "es": ("Ronda 2: ¿puede abrir?", "En la ronda 2 tiene en la mano {h} y ha robado {d} "
               "del descarte.", "¿Puede abrir ya?", "Sí: {g} y {s} son el contrato exacto de "
               "la ronda 2.", "El contrato de la ronda 2 es un grupo y una escalera (§4.1), "
               "cada combinación con la longitud mínima exacta (§5.2)."),
        "ca": ("Ronda 2: pot baixar?", "A la ronda 2 té a la mà {h} i ha robat {d} de la pila "
               "de descarts.", "Pot baixar ja?", "Sí: {g} i {s} són el contracte exacte de la "
               "ronda 2.", "El contracte de la ronda 2 és un grup i una escala (§4.1), cada "
               "combinació amb la llargada mínima exacta (§5.2)."),
    }
    penalty_text = {
        "pt": ("Quantos pontos?", "A ronda acabou e ficaram-lhe na mão {h}.",
               "Quantos pontos de penalização soma?", "45 pontos.",
               "Rei 10, ás 15, cinco 5, joker 15 (§8.1): 45, como no exemplo de §8.3.\n\n"
               "As outras respostas:\n\n- **35**: contar o joker como 5 (§8.1).\n"
               "- **40**: contar o ás como 10 (§8.1).\n- **50**: contar o cinco como 10 (§8.1)."),
        "es": ("¿Cuántos puntos?", "La ronda ha terminado y le quedan en la mano {h}.",
               "¿Cuántos puntos de penalización suma?", "45 puntos.",
               "Rey 10, as 15, cinco 5, comodín 15 (§8.1): 45, como en el ejemplo de §8.3.\n\n"
               "Las otras respuestas:\n\n- **35**: contar el comodín como 5 (§8.1).\n"
               "- **40**: contar el as como 10 (§8.1).\n- **50**: contar el cinco como 10 "
               "(§8.1)."),
        "ca": ("Quants punts?", "La ronda s'ha acabat i li queden a la mà {h}.",
               "Quants punts de penalització suma?", "45 punts.",
               "Rei 10, as 15, cinc 5, comodí 15 (§8.1): 45, com a l'exemple de §8.3.\n\n"
               "Les altres respostes:\n\n- **35**: comptar el comodí com a 5 (§8.1).\n"
               "- **40**: comptar l'as com a 10 (§8.1).\n- **50**: comptar el cinc com a 10 "
               "(§8.1)."),
    }
    gap_text = {
        "pt": ("Ronda 3: duas sequências de copas", "Na ronda 3 tem {a} e {b}.",
               "Pode abrir com estas duas sequências?", "Não: as duas sequências são contíguas.",
               "Duas sequências do contrato do mesmo naipe não podem ser contíguas (§4.3)."),
        "es": ("Ronda 3: dos escaleras de corazones", "En la ronda 3 tiene {a} y {b}.",
               "¿Puede abrir con estas dos escaleras?", "No: las dos escaleras son contiguas.",
               "Dos escaleras del contrato del mismo palo no pueden ser contiguas (§4.3)."),
        "ca": ("Ronda 3: dues escales de cors", "A la ronda 3 té {a} i {b}.",
               "Pot baixar amb aquestes dues escales?", "No: les dues escales són contigües.",
               "Dues escales del contracte del mateix pal no poden ser contigües (§4.3)."),
    }
    puzzles = []
    for i, (hand, drawn) in enumerate([("7♣ 7♦ 7♥ 3♠ 4♠ 5♠ K♦ 9♣ 2♥ Q♠", "6♠"),
                                       ("JK 8♦ 8♣ 10♥ J♥ Q♥ 4♣ 5♦ 6♣ 9♠", "8♥")]):
        texts_ = {}
        for lang in LANGS:
            title, sit, q, ans, expl = open_text[lang]
            texts_[lang] = PuzzleText(
                title=title, situation=sit.format(h=_cards(hand, lang), d=_cards(drawn, lang)),
                question=q, choices=words[lang],
                answer=ans.format(g=_cards("7♣ 7♦ 7♥", lang), s=_cards("3♠ 4♠ 5♠ 6♠", lang)),
                explanation=expl)
        puzzles.append(Puzzle(id=f"co-sample{i + 1}", kind="can-open", round=2,
                              difficulty=1 + i, clauses=("4.1", "5.2"), correct=0,
                              template="tests/test_site_pages.py:open", texts=texts_))
    texts_ = {}
    for lang in LANGS:
        title, sit, q, ans, expl = penalty_text[lang]
        texts_[lang] = PuzzleText(title=title, situation=sit.format(h=_cards("K♣ A♥ 5♦ JK", lang)),
                                  question=q, choices=("35", "40", "45", "50"), answer=ans,
                                  explanation=expl)
    puzzles.append(Puzzle(id="pe-sample", kind="penalty", round=None, difficulty=1,
                          clauses=("8.1", "8.3"), correct=2,
                          template="tests/test_site_pages.py:penalty", texts=texts_))
    texts_ = {}
    for lang in LANGS:
        title, sit, q, ans, expl = gap_text[lang]
        texts_[lang] = PuzzleText(
            title=title, situation=sit.format(a=_cards("3♥ 4♥ 5♥ 6♥", lang),
                                              b=_cards("7♥ 8♥ JK=9♥ 10♥", lang)),
            question=q, choices=words[lang], answer=ans, explanation=expl)
    puzzles.append(Puzzle(id="co-sample-gap", kind="can-open", round=3, difficulty=3,
                          clauses=("4.3", "D2"), correct=1,
                          template="tests/test_site_pages.py:gap", texts=texts_,
                          tags=("joker-in-middle",), rating=1310))
    return puzzles


def clause_block(md: str, anchor: str) -> str:
    """The Markdown of one clause of the rules page, up to the next clause or section."""
    rest = md.split(f'id="{anchor}"', 1)[1]
    return re.split(r'\n<div class="clause[" ]|\n## ', rest, maxsplit=1)[0]


# --- the texts -------------------------------------------------------------------------------

def test_the_clause_list_has_every_clause_and_ruling():
    """docs/clauses.yaml: sections 1-9 with their 47 clauses, 10 and 11 as prose, D1-D14, each
    with a title; IDs in order."""
    listed = texts.load_clause_list()
    assert SPEC_SECTIONS == [str(i) for i in range(1, 12)] + ["D"]
    counts = {"1": 5, "2": 6, "3": 7, "4": 4, "5": 5, "6": 7, "7": 4, "8": 4, "9": 5,
              "10": 0, "11": 0, "D": 14}
    for s in listed.sections:
        ids = [c.id for c in s.clauses]
        assert len(ids) == counts[s.id], s.id
        want = [f"D{i}" for i in range(1, 15)] if s.id == "D" else \
            [f"{s.id}.{i}" for i in range(1, counts[s.id] + 1)]
        assert ids == want
        assert all(c.title.strip() for c in s.clauses) and s.title.strip()
    assert len(SPEC_IDS) == 61


@pytest.mark.skipif(not SPEC.exists(), reason="../shared/rules-spec.md is not next to this "
                    "checkout: docs/clauses.yaml is checked on its own")
def test_the_clause_list_matches_the_spec_when_present():
    text = SPEC.read_text(encoding="utf-8")
    assert re.findall(r"^- \*\*(D?\d+(?:\.\d+)?)\*\*", text, re.M) == SPEC_IDS


@pytest.mark.parametrize("lang", LANGS)
def test_rules_yaml_has_every_clause_of_the_spec(lang):
    rules = texts.load_rules(lang)
    assert rules.clause_ids() == SPEC_IDS
    assert [s.id for s in rules.sections] == SPEC_SECTIONS
    for s in rules.sections:
        for c in s.clauses:
            assert (c.why is not None) == c.is_ruling, f"{lang} {c.id}: a ruling has a why"


@pytest.mark.parametrize("lang", LANGS)
def test_every_clause_has_a_short_title_of_its_own(lang):
    """Titles are short (a line of the contents), one line, not repeated in the language, and
    not the text's first words."""
    rules = texts.load_rules(lang)
    titles = [c.title for c in rules.clauses()]
    assert len(set(titles)) == len(titles), lang
    for c in rules.clauses():
        assert 2 <= len(c.title) <= 60, (lang, c.id, c.title)
        assert "§" not in c.title and "[[" not in c.title and not c.title.endswith(".")
        assert c.title[0].isupper() or c.title[0].isdigit(), (lang, c.id)


def test_titles_of_the_example_clause():
    assert [texts.load_rules(lang).clause("6.2").title for lang in LANGS] == \
        ["Quem compra primeiro", "Quién compra primero", "Qui compra primer"]


def test_a_rules_yaml_that_differs_from_the_clause_list_is_refused(docs_copy):
    path = docs_copy / "ca" / "rules.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('- id: "6.6"', '- id: "6.9"', 1), encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"ca/rules.yaml: section 6: missing 6.6; not in "
                                              r"the list 6.9 \(docs/clauses.yaml lists 6.1, "):
        texts.load_rules("ca", docs_copy)
    path.write_text(text.replace('        title: "Qui compra primer"\n', "", 1),
                    encoding="utf-8")
    texts.load_rules.cache_clear()
    with pytest.raises(SiteSourceError, match=r"at sections/5/clauses/1: 'title' is a required"):
        texts.load_rules("ca", docs_copy)


def test_ui_strings_have_the_same_keys_and_placeholders_in_every_language():
    uis = {lang: texts.load_ui(lang) for lang in LANGS}
    for lang in LANGS:
        assert uis[lang].keys() == uis["pt"].keys()
        assert list(uis[lang]["kinds"]) == list(uis["pt"]["kinds"])
        for key, value in uis["pt"].items():
            if isinstance(value, str):
                assert set(re.findall(r"\{\w+\}", uis[lang][key])) == \
                    set(re.findall(r"\{\w+\}", value)), (lang, key)


def test_language_names_match_the_switcher_in_mkdocs_yml():
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    names = {a["lang"]: a["name"] for a in config["extra"]["alternate"]}
    assert names == {lang: texts.load_ui(lang)["language"] for lang in LANGS}


def test_strings_keep_the_players_words_apart():
    # pt: "tirar" is the draw, "comprar fora da vez" the purchase (never "comprar" alone).
    pt, es, ca = (texts.load_ui(lang) for lang in LANGS)
    assert pt["kinds"]["buy"] == "Comprar fora da vez"
    assert es["kinds"]["buy"] == "Comprar fuera de turno"
    assert ca["kinds"]["buy"] == "Comprar fora de torn"
    assert "Cambiar un comodín" == es["kinds"]["joker-swap"]
    assert "comodí" in ca["kinds"]["joker-swap"]


# --- rules page ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, said", [
    ("pt", 'Folha de mesa: <a href="../table-card/">as regras numa página, para ver no ecrã ou '
           'imprimir</a>'),
    ("es", 'Resumen de reglas: <a href="../table-card/">las reglas en una página, para ver en '
           'pantalla o imprimir</a>'),
    ("ca", 'Full de taula: <a href="../table-card/">les regles en una pàgina, per veure-les en '
           'pantalla o imprimir-les</a>')])
def test_rules_page_without_pdfs_names_the_table_card_not_a_print(lang, said):
    # twelfth pt reading #6: «Para imprimir: a folha de mesa no ecrã» in a build without PDFs
    ui = texts.load_ui(lang)
    md = pages.render_rules(texts.load_rules(lang), ui, {}, pdf=False)
    line = re.search(r'<p class="rules-print">(.*?)</p>', md).group(1)
    assert line == said and ui["print_label"] not in line
    with_pdfs = pages.render_rules(texts.load_rules(lang), ui, {}, pdf=True)
    line = re.search(r'<p class="rules-print">(.*?)</p>', with_pdfs).group(1)
    assert line.startswith(ui["print_label"] + ": ") and "../pdf/table-card.pdf" in line


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_card_shows_no_lone_separator_without_scripts(lang):
    # twelfth pt reading #6: the hidden house-rules links left a « · » in the page's text
    md = pages.render_table_card(lang, texts.load_ui(lang), texts.load_changes(lang))
    links = re.search(r'<p class="tc-house-links">(.*?)</p>', md).group(1)
    assert "·" not in links and '<span class="tc-house-sep"></span>' in links


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_has_every_anchor_and_a_copy_link(lang):
    md = pages.render_rules(texts.load_rules(lang), texts.load_ui(lang), {})
    for cid in SPEC_IDS:
        a = markup.anchor(cid)
        assert f'<div class="clause' in md
        assert f'id="{a}"' in md, cid
        assert f'<a class="clause-link" href="{markup.clause_page(cid)}/" data-copy-link ' \
               f'data-copy-only' in md, cid
    for sid in SPEC_SECTIONS:
        assert f"{{ #{markup.anchor(sid)} }}" in md, sid
        assert f'<li><a href="#{markup.anchor(sid)}">{sid}. ' in md     # the list at the top
    assert md.count('class="clause ruling"') == 14
    assert md.count('class="ruling-why"') == 14


def test_clause_headings_carry_number_and_title():
    md = pages.render_rules(texts.load_rules("es"), texts.load_ui("es"), {})
    assert ('<h3 class="clause-head" id="r6-2"><a class="clause-link" href="6-2/" data-copy-link '
            'data-copy-only data-copied="Enlace copiado" title="Copiar el enlace" '
            'aria-label="Copiar el enlace a la regla 6.2"><span class="clause-id">6.2</span>'
            f'{pages.LINK_ICON}</a> <span class="clause-title">Quién compra primero</span>'
            '</h3>') in md
    assert '<h3 class="clause-head" id="d4" data-badge="Decisión">' in md
    assert "ruling-badge" not in md                      # the badge is not heading text


def test_cited_by_lists_the_clauses_and_rulings_referring_to_a_clause():
    rules = texts.load_rules("pt")
    citing = pages.cited_by(rules)
    assert citing["6.4"] == ["D4", "D5", "D13"]          # D5, D13: "§6.1–§6.7"
    assert "6.4" in citing["D4"]
    assert all(c not in refs for c, refs in citing.items())       # nobody cites itself
    assert markup.cited_clauses("(§5.2–§5.4) e §D4, §5.3, §6") == ["5.2", "5.3", "5.4", "D4"]
    md = pages.render_rules(rules, texts.load_ui("pt"), {})
    assert ('**Citada em:** [D4 Duas compras seguidas: numa mesma série de pedidos](#d4){: data-preview="" }'
            ' · [D5 Comprar depois de abrir](#d5){: data-preview="" }') in clause_block(md, "r6-4")


def test_clause_pages_hold_the_clause_its_rulings_and_neighbours():
    rules, ui = texts.load_rules("ca"), texts.load_ui("ca")
    puzzles = sample_puzzles()
    counts = {c: len(ps) for c, ps in pages.puzzles_by_clause(puzzles).items()}
    out = pages.render_clause_pages(rules, ui, pages.examples_by_clause(puzzles), counts)
    assert set(out) == {f"rules/{markup.clause_page(c)}.md" for c in SPEC_IDS}
    md = out["rules/4-3.md"]
    front = yaml.safe_load(md.split("---\n")[1])
    assert front["title"] == "4.3 Escales del mateix pal mai contigües"
    assert front["description"].startswith("4.3 Escales del mateix pal mai contigües: Dins del "
                                           "contracte, dues escales del mateix pal no poden ser "
                                           "contigües: 3♥ 4♥ 5♥ 6♥ i 7♥ 8♥ 9♥ 10♥ no valen juntes")
    assert front["search"] == {"exclude": True}
    assert '<h1 class="clause-head" id="r4-3"><a class="clause-link" href="./"' in md
    assert "[Ronda 3: dues escales de cors](../puzzles/co-sample-gap.md) (mitjana)" in md
    assert 'href="../../practice/#clause=4.3">Practica' in md
    assert '<a class="clause-prev" href="../4-2/" rel="prev">' in md
    assert '<a class="clause-next" href="../4-4/" rel="next">' in md
    assert '<a class="clause-whole" href="../#r4-3">' in md
    assert "[5.4](5-4.md)" in out["rules/4-4.md"]           # references: the clause's page
    assert '<p class="clause-crumbs"><a href="../">Regles del Contrato</a> › ' \
           '<a href="../#r4">4. Contractes</a></p>' in md
    d4 = out["rules/d4.md"]
    assert "clause-next" in d4 and '<a class="clause-prev" href="../d3/"' in d4
    assert 'rel="prev"' not in out["rules/1-1.md"] and 'rel="next"' not in out["rules/d14.md"]


def test_rules_page_renders_cards_and_clause_links():
    md = pages.render_rules(texts.load_rules("pt"), texts.load_ui("pt"), {})
    assert '<span class="card red" role="img" aria-label="sete de copas">' in md
    assert "[[" not in md
    assert '[5.4](#r5-4){: data-preview="" }' in md   # §5.4 on the rules page: a local anchor
    text = re.sub(r"<svg.*?</svg>", "", md.split("\n", 1)[1], flags=re.S)  # diagrams say §
    assert "§" not in re.sub(r"<[^>]+>", "", text).replace("§§", "")


def test_examples_under_clauses_link_their_puzzles():
    puzzles = sample_puzzles()
    examples = pages.examples_by_clause(puzzles)
    assert [p.id for p in examples["4.1"]] == ["co-sample1", "co-sample2"]
    assert [p.id for p in examples["D2"]] == ["co-sample-gap"]
    md = pages.render_rules(texts.load_rules("es"), texts.load_ui("es"), examples)
    block = clause_block(md, "r4-3")
    assert "**Ver un ejemplo:** [Ronda 3: dos escaleras de corazones]" \
           "(puzzles/co-sample-gap.md) (media)" in block
    assert "Ver un ejemplo" not in clause_block(md, "r1-1")


def test_examples_prefer_easy_puzzles_of_different_kinds():
    base = sample_puzzles()[0]
    many = [replace(base, id=f"x{i}", difficulty=d, kind=k) for i, (d, k) in
            enumerate([(1, "can-open"), (1, "can-open"), (2, "penalty"), (5, "buy"),
                       (1, "can-open")])]
    chosen = pages.examples_by_clause(many)["4.1"]
    assert [p.id for p in chosen] == ["x0", "x2", "x3"]


# --- puzzle pages ----------------------------------------------------------------------------

def test_puzzle_page_hides_the_answer_in_a_details_block():
    p = sample_puzzles()[2]
    md = pages.render_puzzle(p, "ca", texts.load_ui("ca"))
    head, answer = md.split('<details class="success puzzle-answer">\n'
                            '<summary><span class="when-closed">Mostra la resposta</span>'
                            '<span class="when-open">Amaga la resposta</span></summary>\n'
                            '<div class="puzzle-solution" id="solution">\n', 1)
    answer, tail = answer.split("\n</div>\n</details>\n", 1)
    assert "45 punts" not in head and "45 punts" in answer
    assert answer.startswith("<p><strong>Resposta:</strong> 45 punts.</p>")
    assert ('<a data-preview="" href="../../rules/#r8-1">8.1 Final de la ronda i punts de cada '
            'carta</a> · <a data-preview="" href="../../rules/#r8-3">8.3 Exemple: 45 punts</a>'
            ) in answer                                  # the clauses: number and title
    explanation = answer.split("<strong>Regles aplicades:</strong>")[0]
    assert '<a data-preview="" href="../../rules/#r8-1">8.1</a>' in explanation  # § in the text
    assert "<span class=\"difficulty difficulty-1\">Dificultat: molt fàcil</span>" in head
    assert '<span class="puzzle-rating">Nivell ' in head
    assert "Punts de penalització" in head and "Qualsevol ronda" in head
    assert "<ul>\n<li>35</li>\n<li>40</li>\n<li>45</li>\n<li>50</li>\n</ul>" in head
    assert "\n\n" not in answer                         # one raw HTML block for Markdown
    assert tail.startswith('\n<nav class="puzzle-nav" aria-label="Altres problemes d&#39;aquest '
                           'tipus">')
    assert "\n\n[Tots els problemes](index.md) · " in tail
    assert "# Quants punts?\n" in head


def test_puzzle_page_cards_keep_their_spoken_names():
    p = sample_puzzles()[3]
    md = pages.render_puzzle(p, "es", texts.load_ui("es"))
    situation = md.split('<div class="puzzle-situation">\n')[1].split("\n</div>")[0]
    assert situation.count('role="img"') == 8 and "\ue000" not in md
    assert '<span class="card joker" role="img" aria-label="comodín que hace de nueve de ' \
           'corazones">JK<span class="card-as">=9♥</span></span>' in situation


def test_puzzle_index_groups_by_kind_then_round():
    md = pages.render_puzzle_index(sample_puzzles(), "pt", texts.load_ui("pt"))
    order = [line for line in md.splitlines() if line.startswith("#")]
    assert order == ["# Problemas", "## Pode abrir? { #can-open }",
                     "### Ronda 2: um grupo e uma sequência { #can-open-r2 }",
                     "### Ronda 3: duas sequências { #can-open-r3 }",
                     "## Pontos de penalização { #penalty }",
                     "### Qualquer ronda { #penalty-any }"]
    assert md.index("(co-sample1.md)") < md.index("(co-sample2.md)")
    assert "Número de problemas: 4" in md


def test_check_puzzles_accepts_the_samples():
    pages.check_puzzles(sample_puzzles())


@pytest.mark.parametrize("change, message", [
    (dict(clauses=("4.9",)), "clause '4.9' is not on the rules page"),
    (dict(kind="mystery"), "kind 'mystery' has no name"),
    (dict(difficulty=6), "difficulty 6 is not 1–5"),
    (dict(round=8), "round 8 is not 1–7"),
    (dict(id="Bad ID"), "ID must be lower-case"),
    (dict(correct=2), "correct=2 but 2 choices"),
])
def test_check_puzzles_names_the_puzzle_and_the_problem(change, message):
    bad = replace(sample_puzzles()[0], **change)
    with pytest.raises(SiteSourceError, match=re.escape(message)) as err:
        pages.check_puzzles([bad])
    assert "template tests/test_site_pages.py:open" in str(err.value)


def test_check_puzzles_refuses_a_missing_language_and_a_repeated_id():
    p = sample_puzzles()[0]
    with pytest.raises(SiteSourceError, match="no text in ca"):
        pages.check_puzzles([replace(p, texts={k: v for k, v in p.texts.items() if k != "ca"})])
    with pytest.raises(SiteSourceError, match="ID also used by"):
        pages.check_puzzles([p, p])


# --- errors in hand-written texts ------------------------------------------------------------

@pytest.fixture
def docs_copy(tmp_path):
    dst = tmp_path / "docs"
    shutil.copytree(texts.DOCS, dst)
    return dst


def test_bad_card_in_markdown_names_file_and_line(docs_copy):
    path = docs_copy / "ca" / "glossary.md"
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[5] += " [[7♥ 7X]]"
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(SiteSourceError) as err:
        sources.render_language("ca", [], docs_copy)
    msg = str(err.value)
    assert f"{path}, line 6: bad card markup [[7♥ 7X]]" in msg
    assert "unknown suit 'X'" in msg


def test_bad_card_in_rules_yaml_names_file_line_and_clause(docs_copy):
    path = docs_copy / "es" / "rules.yaml"
    text = path.read_text(encoding="utf-8")
    line = next(i for i, l in enumerate(text.split("\n"), 1) if 'id: "8.3"' in l) + 3
    path.write_text(text.replace('"Ejemplo: 45 puntos"\n        text: >-\n          ',
                                 '"Ejemplo: 45 puntos"\n        text: >-\n          [[11♣]] ', 1),
                    encoding="utf-8")
    texts.load_rules.cache_clear()
    with pytest.raises(SiteSourceError) as err:
        sources.render_language("es", [], docs_copy)
    assert f"{path} (clause 8.3), line {line}: bad card markup [[11♣]]" in str(err.value)


def test_malformed_rules_yaml_is_refused_with_the_file_and_place(docs_copy):
    path = docs_copy / "pt" / "rules.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace('id: "6.2"', 'id: "6.2.1"', 1),
                    encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"rules.yaml: at sections/5/clauses/1/id: "):
        texts.load_rules("pt", docs_copy)


def test_missing_ui_string_is_refused(docs_copy):
    path = docs_copy / "pt" / "strings.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("  link_copied:", "  linkcopied:"),
                    encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"strings.yaml: at top level: 'link_copied' is a "
                                              r"required property"):
        texts.load_ui("pt", docs_copy)


def test_real_texts_render_in_every_language():
    for lang in LANGS:
        out = sources.render_language(lang, sample_puzzles())
        assert set(out) >= {"index.md", "glossary.md", "variants.md", "rules.md",
                            "puzzles/index.md", "practice/index.md", "practice/index.json",
                            "practice/p/pe-sample.json",
                            "puzzles/co-sample1.md", "puzzles/co-sample2.md",
                            "puzzles/pe-sample.md", "puzzles/co-sample-gap.md"}
        for name, text in out.items():
            if name == "practice/index.json":             # facts only, no text (lists of lists)
                assert "§" not in text and "<" not in text
                continue
            assert "[[" not in text, (lang, name)
            # no unrendered §6.2 markup (the rules page's diagrams write "§6.2" in SVG text)
            shown = re.sub(r"<svg.*?</svg>", "", text, flags=re.S)
            assert not re.search(r"§(D?\d)", shown), (lang, name)


@pytest.mark.parametrize("lang, said, not_said", [
    ("pt", "O site inclui também **problemas** para resolver: situações de jogo em que",
     "tem também"),
    ("es", "Incluye también **problemas** para practicar", "También tiene"),
    ("ca", "A més, hi trobareu problemes de joc", "té problemes")])
def test_the_home_page_offers_puzzles_not_faults(lang, said, not_said):
    """«O site tem também problemas» first read «the site also has faults» (thirteenth pt
    reading #2), and so did es «También tiene problemas»: the site includes them."""
    md = pages.render_markdown_file(lang, "index.md")
    text = " ".join(md.split())
    assert said in text and not_said not in text, text[:900]


def test_puzzle_slots_in_hand_written_pages_get_an_example(docs_copy):
    path = docs_copy / "pt" / "index.md"
    path.write_text(path.read_text(encoding="utf-8")
                    + "\n<!-- puzzle: penalty -->\n\n<!-- puzzle: joker-in-middle -->\n"
                      "\n<!-- puzzle: nothing-yet -->\n", encoding="utf-8")
    md = pages.render_markdown_file("pt", "index.md", docs_copy, sample_puzzles())
    assert ('<div class="puzzle-example" markdown>\n**Ver um exemplo:** '
            "[Quantos pontos?](puzzles/pe-sample.md) (muito fácil)\n</div>") in md
    assert "[Ronda 3: duas sequências de copas](puzzles/co-sample-gap.md) (média)" in md
    assert "<!-- puzzle: nothing-yet -->" in md       # no puzzle yet: stays an HTML comment


def test_a_hand_written_page_cannot_take_a_generated_one(docs_copy):
    (docs_copy / "es" / "rules.md").write_text("# Reglas\n", encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"es/rules.md: this page is generated"):
        sources.render_language("es", [], docs_copy)


# --- the practice page, the puzzle question, the rules page's extras -------------------------

def test_every_puzzle_kind_of_the_generator_has_a_name_in_every_language():
    from generator.puzzles.situation import KINDS
    for lang in LANGS:
        kinds = texts.load_ui(lang)["kinds"]
        assert list(kinds) == list(KINDS), lang          # same kinds, in the generator's order
        assert all(name.strip() for name in kinds.values())


def test_rules_page_has_the_diagrams_on_their_own_lines_before_4_1_and_5_1():
    for lang in LANGS:
        md = pages.render_rules(texts.load_rules(lang), texts.load_ui(lang), {})
        for section, start, clause in (("4", '<div class="cd-scroll">\n<table class="cd-contracts"',
                                        "r4-1"),
                                       ("5", '<div class="cd-turn-figure">', "r5-1")):
            head = md.index(f"{{ #r{section} }}")
            at = md.index(start)
            assert head < at < md.index(f'id="{clause}"'), (lang, section)
            assert md[at - 2:at] == "\n\n"                   # a block of its own
            end = md.index("\n\n", at)
            assert md[end - 6:end] == "</div>" and "\n\n" not in md[at:end]
            # not inside a Markdown div: every <div before it is closed
            before = md[:at]
            assert before.count("<div") == before.count("</div>"), (lang, section)


def test_keywords_are_in_the_page_for_search_but_hidden(docs_copy):
    """A clause's own ``keywords`` and the players' words of the concept it defines
    (``terms.yaml``) go under it, hidden and for the search index only (the search hook takes
    them out of the page once indexed: tests/test_search.py)."""
    md = pages.render_rules(texts.load_rules("ca"), texts.load_ui("ca"), {})
    assert ('<p class="search-keywords" hidden data-search-exclude>comodí comodins bromista '
            'jòquer joker</p>') in clause_block(md, "r1-3")
    path = docs_copy / "es" / "rules.yaml"
    text = path.read_text(encoding="utf-8").replace(
        '      - id: "6.2"\n', '      - id: "6.2"\n        keywords: pedir <la> carta\n', 1)
    path.write_text(text, encoding="utf-8")
    rules = texts.load_rules("es", docs_copy)
    md = pages.render_rules(rules, texts.load_ui("es"), {})
    assert ('<p class="search-keywords" hidden data-search-exclude>pedir &lt;la&gt; carta</p>'
            in clause_block(md, "r6-2"))


def test_each_clause_links_the_practice_of_all_its_puzzles():
    puzzles = sample_puzzles()
    counts = {c: len(ps) for c, ps in pages.puzzles_by_clause(puzzles).items()}
    assert counts["4.1"] == 2 and counts["8.1"] == 1
    md = pages.render_rules(texts.load_rules("pt"), texts.load_ui("pt"),
                            pages.examples_by_clause(puzzles), counts)
    assert ('<a class="clause-practice" href="../practice/#clause=4.1">Praticar os problemas '
            'desta regra (2)</a>') in clause_block(md, "r4-1")
    assert "clause-practice" not in clause_block(md, "r1-1")


def test_puzzle_page_asks_the_question_in_the_browser():
    p = sample_puzzles()[2]                                    # pe-sample, 45 is right
    md = pages.render_puzzle(p, "es", texts.load_ui("es"))
    quiz = re.search(r'<div class="puzzle-quiz" data-puzzle="pe-sample" data-correct="2" '
                     r'data-rating="(\d+)" data-ui="([^"]+)"></div>', md)
    ui = json.loads(html.unescape(quiz.group(2)))
    assert set(ui) == set(pages.QUIZ_UI + pages.MARKS_UI)
    assert ui["wrong"] == "Esa no es la respuesta."            # never the right answer
    assert "{answer}" not in json.dumps(ui) and "45" not in json.dumps(ui)
    assert md.index(quiz.group(0)) < md.index('<details class="success puzzle-answer">')
    assert ('<a class="puzzle-copy" href="./" data-copy-link data-copy-only '
            'data-copied="Enlace copiado" aria-label="Copiar el enlace a este problema">') in md
    assert ('<a class="puzzle-copy puzzle-copy-solution" href="./#solution" data-copy-link '
            'data-copy-only data-copied="Enlace copiado">') in md
    # why each wrong choice fails, hidden until asked for, after the question
    reasons = md.split('<div class="puzzle-reasons" hidden>\n')[1].split("</div>")[0]
    assert re.findall(r'<p data-choice="(\d)">', reasons) == ["0", "1", "3"]
    assert '<p data-choice="1">contar el as como 10 (<a data-preview="" href="../../rules/#r8-1">8.1</a>).</p>' \
        in reasons
    assert md.index(quiz.group(0)) < md.index('<div class="puzzle-reasons" hidden>')
    assert 'href="../../practice/#kind=penalty&amp;p=pe-sample">Practicar problemas de este ' \
           'tipo</a>' in md
    assert "search:\n  exclude: true" in md.split("---")[1]    # not in the search index


def test_practice_index_has_every_puzzle_in_page_order_without_texts():
    puzzles = sample_puzzles()
    ui = texts.load_ui("ca")
    index = practice.practice_index(list(reversed(puzzles)), "ca", ui)
    assert index["lang"] == "ca" and index["fields"] == list(practice.INDEX_FIELDS)
    rows = [dict(zip(index["fields"], row)) for row in index["puzzles"]]
    assert [r["id"] for r in rows] == ["co-sample1", "co-sample2", "co-sample-gap",
                                       "pe-sample"]                     # kind, round…
    gap = rows[2]
    assert index["kinds"][gap["kind"]] == "can-open" and gap["round"] == 3
    assert gap["difficulty"] == 3 and gap["choices"] == 2
    assert [index["clauses"][c] for c in gap["clauses"]] == ["4.3", "D2"]
    assert gap["rating"] == 1310
    assert rows[3]["round"] == 0                                        # no round
    # the puzzle of the day: only puzzles with three choices or more (pe-sample here)
    assert index["daily"] == [3] and index["epoch"] == practice.DAILY_EPOCH
    assert set(index["ui"]) == set(pages.MARKS_UI)
    assert "Sí" not in json.dumps(index, ensure_ascii=False)          # no texts


def test_each_practice_puzzle_is_its_own_file_as_html():
    puzzles = sample_puzzles()
    ui = texts.load_ui("ca")
    files = practice.practice_files(puzzles, "ca", ui)
    assert set(files) == {"practice/index.json"} | {f"practice/p/{p.id}.json"
                                                    for p in puzzles}
    gap = json.loads(files["practice/p/co-sample-gap.json"])
    assert gap["id"] == "co-sample-gap" and gap["correct"] == 1
    assert gap["url"] == "../puzzles/co-sample-gap/"
    assert gap["rating"] == 1310
    assert gap["choices"] == ["Sí", "No"] and gap["reasons"] == [None, None]
    assert gap["title"] == "Ronda 3: dues escales de cors"
    # each card is one private-use character; the HTML of each distinct card is in "cards"
    assert 'aria-label' not in gap["situation"] and "\ue000" in gap["situation"]
    assert len(gap["cards"]) == len(set(gap["cards"]))
    situation = pages.unpack_cards(gap["situation"], gap["cards"])
    assert '<span class="card joker" role="img" aria-label="comodí com a nou de cors">' \
           'JK<span class="card-as">=9♥</span></span>' in situation
    assert situation.startswith("<p>A la ronda 3 té ")
    assert situation == pages.render_puzzle(puzzles[3], "ca", ui).split(
        '<div class="puzzle-situation">\n')[1].split("\n</div>")[0]   # as on its own page
    assert gap["solution"].startswith("<p><strong>Resposta:</strong> No: les dues escales")
    assert ('<a data-preview="" href="../rules/#r4-3">4.3 Escales del mateix pal mai contigües'
            '</a> · <a data-preview="" href="../rules/#d2">D2 Comodí a l\'extrem o al mig</a>'
            ) in gap["solution"]
    assert "§" not in json.dumps(gap, ensure_ascii=False) and "**" not in gap["solution"]
    assert "Ronda 3: dues escales" in gap["meta"] and "Dificultat: mitjana" in gap["meta"]
    pe = json.loads(files["practice/p/pe-sample.json"])
    assert pe["choices"] == ["35", "40", "45", "50"] and pe["correct"] == 2
    assert pe["reasons"][2] is None and pe["reasons"][3] == (
        'comptar el cinc com a 10 (<a data-preview="" href="../rules/#r8-1">8.1</a>).')
    with pytest.raises(SiteSourceError, match="private-use character"):
        odd = replace(puzzles[0], texts={**puzzles[0].texts, "ca": replace(
            puzzles[0].texts["ca"], question="Pot baixar?\ue123")})
        practice.practice_puzzle(odd, "ca", ui)


def test_practice_page_filters_offer_what_the_puzzles_have():
    ui = texts.load_ui("pt")
    first = practice.first_puzzle_data(sample_puzzles(), "pt", ui)
    md = pages.render_practice(sample_puzzles(), "pt", ui, first)
    kinds = re.findall(r'<option value="([a-z-]+)">', md.split('name="kind"')[1].split("</select>")[0])
    assert kinds == ["can-open", "penalty"]
    rounds = md.split('name="round"')[1].split("</select>")[0]
    assert re.findall(r'<option value="(\w*)">', rounds) == ["", "2", "3", "any"]
    assert '<option value="any">Qualquer ronda</option>' in rounds
    assert re.findall(r'<option value="(\d)">', md.split('name="difficulty"')[1]) == ["1", "2", "3"]
    assert 'data-src="index.json" data-puzzles="p/"' in md
    assert 'data-first="co-sample1" data-count="4"' in md and "data-search-exclude hidden>" in md
    # the first puzzle inline, shown before the index; practice.js right after the block
    inline = re.search(r'<script type="application/json" id="practice-first">(.*)</script>\n',
                       md).group(1)
    assert json.loads(inline) == first and first["id"] == "co-sample1"
    assert "<" not in inline and "\\u003c" in inline          # its HTML cannot end the script
    assert md.rstrip().endswith('</div>\n<script src="../javascripts/practice.js"></script>')
    assert "practice_script_in_page: true" in md.split("---")[1]   # not again at the end
    assert 'data-first' not in pages.render_practice(sample_puzzles(), "pt", ui)
    for name in ("queue", "order"):
        assert re.findall(r'<option value="(\w*)">', md.split(f'name="{name}"')[1].split(
            "</select>")[0]) == {"queue": ["", "new", "missed"],
                                 "order": ["", "random", "level"]}[name]
    assert '<a class="practice-daily md-button" id="daily" href="#daily">' in md
    assert '<noscript><p class="practice-noscript">' in md and 'href="../puzzles/"' in md
    ui = json.loads(html.unescape(re.search(r'data-ui="([^"]+)"', md).group(1)))
    assert set(ui) == set(pages.PRACTICE_UI)


def test_practice_links_keep_their_state_after_the_hash():
    assert pages.practice_href("../practice/") == "../practice/"
    assert pages.practice_href("../practice/", clause="D4") == "../practice/#clause=D4"
    assert pages.practice_href("../../practice/", kind="buy", round=None, p="bu-1") == \
        "../../practice/#kind=buy&p=bu-1"


def test_ui_placeholders_are_checked(docs_copy):
    path = docs_copy / "ca" / "strings.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("Problemes d'aquesta selecció: {n}. ",
                                                             ""),
                    encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"ca/strings.yaml: at record: .*\{n\\\\\}"):
        texts.load_ui("ca", docs_copy)
