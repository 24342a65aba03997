"""The rules page's diagrams (generator/site/diagrams.py): the turn flowchart and its list,
the contract pictures, their texts in three languages, and clear errors for bad texts.

Clause IDs are checked against the clause list (docs/clauses.yaml) and every language's
rules.yaml, so a box can only link to a clause that exists on the rules page.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml
from hypothesis import given, strategies as st

from generator.engine.errors import ContractError, MeldError
from generator.engine.melds import Sequence
from generator.engine.profile import CONTRATO, MeldKind
from generator.lang.render import lower_first
from generator.site import diagrams as D
from generator.site.markup import anchor
from generator.site.texts import load_clause_list

LANGS = ("pt", "es", "ca")
ROOT = Path(__file__).resolve().parents[1]


def rules_ids(lang: str) -> set[str]:
    """Every clause and ruling ID of docs/<lang>/rules.yaml (sections excluded)."""
    data = yaml.safe_load((ROOT / "docs" / lang / "rules.yaml").read_text(encoding="utf-8"))
    return {str(c["id"]) for s in data["sections"] for c in s.get("clauses", [])}


def svg(lang: str, rules_url: str = "rules/") -> ET.Element:
    return ET.fromstring(D.turn_diagram_svg(lang, rules_url))


def box_links(root: ET.Element) -> list[ET.Element]:
    return [a for a in root.iter("a") if a.get("class") != "cd-chip"]


def hrefs(root: ET.Element) -> list[str]:
    return [a.get("href") for a in root.iter("a")]


def steps(lang: str) -> ET.Element:
    return ET.fromstring(D.turn_steps_html(lang, "rules/"))


# --- the turn diagram ----------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_svg_is_well_formed_with_title_desc_and_labels(lang):
    root = svg(lang)
    assert root.tag == "svg" and root.get("role") != "img"
    title, desc = root[0], root[1]
    assert title.tag == "title" and desc.tag == "desc"
    assert root.get("aria-labelledby") == title.get("id") == "turn-title"
    assert root.get("aria-describedby") == desc.get("id") == "turn-desc"
    assert title.text == D.texts(lang)["turn"]["title"]
    assert root.get("lang") == lang
    for a in root.iter("a"):
        assert a.get("href") and a.get("aria-label"), ET.tostring(a)[:80]


def test_svg_title_in_the_reader_language():
    assert svg("pt")[0].text == "A vez de jogar e a compra fora da vez"
    assert svg("es")[0].text == "El turno y la compra fuera de turno"
    assert svg("ca")[0].text == "El torn i la compra fora de torn"


@pytest.mark.parametrize("lang", LANGS)
def test_every_link_goes_to_an_existing_clause_anchor(lang):
    known = {"rules/#" + anchor(i): i for i in rules_ids(lang)}
    links = hrefs(svg(lang))
    assert links and all(h in known for h in links), sorted(set(links) - set(known))
    list_links = [a.get("href") for a in steps(lang).iter("a")]
    assert set(list_links) == set(links)


def test_every_linked_clause_is_in_the_clause_list():
    listed = set(load_clause_list().clause_ids())       # docs/clauses.yaml, in the repository
    assert set(D.turn_clauses()) <= listed
    assert len(listed) == 61  # 47 clauses of sections 1-9 and D1-D14


def test_the_diagram_links_the_clauses_of_a_turn_and_the_buying_window():
    # draw or take the discard top (5.1, 6.7, D13); purchases (6.1-6.5, D3, D4); open (5.2,
    # 7.4) or lay off (5.4, 7.1, 7.2); discard (5.1; also 5.5, D10) or go out (8.1)
    wanted = {"5.1", "6.7", "D13", "6.1", "6.2", "6.3", "6.4", "6.5", "D3", "D4", "5.2", "7.4",
              "5.4", "7.1", "7.2", "5.5", "D10", "8.1"}
    linked = {h.split("#")[1] for h in hrefs(svg("pt"))}
    assert {anchor(c) for c in wanted} <= linked
    boxes = {a.get("href").split("#")[1] for a in box_links(svg("pt"))}
    assert {"r6-7", "r6-1", "r6-2", "r6-3", "r6-4", "r6-5", "r5-2", "r7-4", "r5-4", "r7-1",
            "r5-1", "r8-1"} == boxes


@pytest.mark.parametrize("lang, rule", [("pt", "regra"), ("es", "regla"), ("ca", "regla")])
def test_the_discard_step_is_labelled_with_5_1_and_links_5_5_beside(lang, rule):
    # tenth pt reading #6: the ordinary discard that ends a turn is 5.1; 5.5 (keep a card for
    # it) is one of the clauses it also rests on, not its label
    discard = next(b for b in D.turn_boxes() if b.key == "discard")
    assert (discard.clause, discard.also) == ("5.1", ("5.5", "D10", "2.4"))
    box = next(a for a in box_links(svg(lang)) if a.get("href") == "rules/#" + anchor("5.1"))
    assert box.get("aria-label").endswith(f"({rule} 5.1)")
    assert not any(a.get("aria-label").endswith(f"({rule} 5.5)") for a in box_links(svg(lang)))
    chips = [a.get("href") for a in svg(lang).iter("a") if a.get("class") == "cd-chip"]
    assert "rules/#" + anchor("5.5") in chips


def test_box_link_labels_name_their_clause():
    for a, box in zip(box_links(svg("pt")), D.turn_boxes()):
        assert a.get("href") == "rules/#" + anchor(box.clause)
        assert a.get("aria-label").endswith(f"(regra {box.clause})")
        assert a.find("rect") is not None  # the whole box is the link
    # a chip names a clause «regla 6.3», a ruling «decisión D3», as the rules page calls the
    # D items (sixth pt reading #14: «regra D3»)
    for lang, rule, ruling in (("es", "regla", "decisión"), ("pt", "regra", "decisão"),
                               ("ca", "regla", "decisió")):
        chips = [a for a in svg(lang).iter("a") if a.get("class") == "cd-chip"]
        labels = [a.get("aria-label") for a in chips]
        assert chips and all(re.fullmatch(rf"{rule} \d\.\d|{ruling} D\d+", label)
                             for label in labels), labels
        assert f"{ruling} D3" in labels and f"{rule} D3" not in labels, labels


def test_the_buying_window_is_drawn_in_seat_order():
    root = svg("pt")
    order = [a.get("href") for a in box_links(root)]
    window = order[order.index("rules/#r6-1") + 1: order.index("rules/#r5-2")]
    assert window == ["rules/#r6-2", "rules/#r6-3", "rules/#r6-4", "rules/#r6-5"]
    assert root.find(".//rect[@class='cd-window']") is not None


@pytest.mark.parametrize("lang", LANGS)
def test_same_steps_and_boxes_in_every_language(lang):
    ol = steps(lang)
    assert ol.tag == "ol"
    items = ol.findall("li")
    assert len(items) == len(D.TURN) == 4
    assert [len(li.find("ul").findall("li")) for li in items] == [2, 4, 4, 2]
    root = svg(lang)
    assert len(root.findall(".//g[@class='cd-step']")) == len(items)
    assert len(box_links(root)) == sum(len(li.find("ul").findall("li")) for li in items)


def test_list_and_svg_carry_the_same_texts():
    t = D.texts("ca")["turn"]
    text = "".join(steps("ca").itertext())
    for step in t["steps"].values():
        assert step in text
    for box in t["boxes"].values():
        # after the title and the rule, the box's sentence goes on in small letters
        # ("Agafar de la pila de descarts (regla 6.7): el jugador de torn agafa…", es review of issue 27)
        said = lower_first(box["text"])
        assert box["title"] in text and f"): {said}" in text
    labels = " ".join(a.get("aria-label") for a in box_links(svg("ca")))
    for box in t["boxes"].values():
        assert lower_first(box["text"]) in labels


def test_rules_url_on_the_rules_page_itself_and_absolute_urls_refused():
    assert set(hrefs(svg("pt", ""))) >= {"#r6-2", "#d4"}
    assert "../rules/#r6-2" in hrefs(svg("pt", "../rules/"))
    for bad in ("https://example.org/rules/", "//example.org/rules/", "rules/#r1"):
        with pytest.raises(ValueError, match="rules_url"):
            D.turn_diagram_svg("pt", bad)
        with pytest.raises(ValueError, match="rules_url"):
            D.contracts_table_html("pt", bad)
    with pytest.raises(ValueError, match="no language 'en'"):
        D.turn_diagram_svg("en", "rules/")


def test_id_prefix_keeps_ids_unique():
    a, b = D.turn_diagram_svg("pt", "", id_prefix="turn"), D.turn_diagram_svg("pt", "",
                                                                               id_prefix="t2")
    ids_a = set(re.findall(r'id="([^"]+)"', a))
    ids_b = set(re.findall(r'id="([^"]+)"', b))
    assert ids_a == {"turn-title", "turn-desc", "turn-arrow"} and not ids_a & ids_b
    assert "url(#t2-arrow)" in b
    with pytest.raises(ValueError, match="id_prefix"):
        D.turn_diagram_svg("pt", "", id_prefix='x" onload="')


@pytest.mark.parametrize("lang", LANGS)
def test_fits_a_phone_column_and_stays_in_its_viewbox(lang):
    root = svg(lang)
    _, _, w, h = map(float, root.get("viewBox").split())
    assert w == 344 <= 360
    for rect in root.iter("rect"):
        x, width = float(rect.get("x")), float(rect.get("width"))
        y, height = float(rect.get("y")), float(rect.get("height"))
        assert 0 <= x and x + width <= w and 0 <= y and y + height <= h
    for t in root.iter("tspan"):
        assert 0 <= float(t.get("x")) <= w and 0 <= float(t.get("y")) <= h


@pytest.mark.parametrize("lang", LANGS)
def test_box_texts_fit_their_boxes(lang):
    """Every line of a box, measured with the wrapping metrics, fits inside the box."""
    for g in svg(lang).iter("g"):
        if g.get("class") != "cd-box":
            continue
        rect = g.find("a/rect")
        right = float(rect.get("x")) + float(rect.get("width")) - D.PAD + 0.5
        for text in g.find("a").findall("text"):
            size = float(text.get("font-size"))
            bold = text.get("font-weight") == "bold"
            for span in text.findall("tspan"):
                if text.get("text-anchor") == "end":
                    continue
                assert float(span.get("x")) + D.text_width(span.text.strip(), size, bold) <= right


# --- no outside request, determinism ---------------------------------------------------------

def all_outputs(lang: str) -> str:
    return "\n".join([D.turn_figure_html(lang, "rules/"), D.contracts_table_html(lang, "rules/"),
                      *(D.contract_html(r, lang) for r in range(1, 8))])


@pytest.mark.parametrize("lang", LANGS)
def test_no_outside_url_and_no_blank_line(lang):
    out = all_outputs(lang)
    assert not re.search(r"https?:|//[a-z]|xlink|<script|<style", out, re.I)
    assert "\n\n" not in out  # a blank line would end a raw HTML block in Markdown


def test_deterministic_across_processes():
    """Same inputs, byte-identical output, even with another hash seed in another process."""
    code = ("import hashlib, sys; from generator.site import diagrams as D; "
            "sys.stdout.write(hashlib.sha256('\\n'.join(D.turn_figure_html(l, 'rules/') + "
            "D.contracts_table_html(l, 'rules/') for l in ('pt', 'es', 'ca')).encode())"
            ".hexdigest())")
    here = hashlib.sha256("\n".join(D.turn_figure_html(l, "rules/")
                                    + D.contracts_table_html(l, "rules/")
                                    for l in LANGS).encode()).hexdigest()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                             capture_output=True, text=True).stdout
        assert out == here


# --- the contracts -------------------------------------------------------------------------

@pytest.mark.parametrize("round_", range(1, 8))
def test_every_contract_example_is_validated_by_the_engine(round_):
    laydown = D.contract_example(round_)
    contract = CONTRATO.contract(round_)
    assert tuple(m.kind for m in laydown.melds) == contract.kinds
    expected = {1: 6, 2: 7, 3: 8, 4: 9, 5: 10, 6: 11, 7: 13}[round_]  # 4.1; 7.4: 12 + 1 draw
    assert len(laydown.cards) == expected


def test_the_examples_show_what_the_brief_asks():
    r1 = D.contract_example(1)
    assert sorted(str(m) for m in r1.melds) == ["7♠ 7♥ 7♣", "Q♠ Q♦ Q♦"]
    a, b = D.contract_example(3).sequences
    assert a.suit == b.suit and b.low - a.high == 2  # same suit, one rank missing between (4.3)
    r6 = D.contract_example(6).sequences
    assert r6[0].suit == r6[1].suit and r6[1].low <= r6[0].high  # overlap, distinct cards (4.3)
    r7 = D.contract_example(7).sequences
    assert len(r7) == 3 and sorted(len(s) for s in r7) == [4, 4, 5]  # 7.4


def test_a_wrong_picture_fails_the_build(monkeypatch):
    D._example.cache_clear()
    monkeypatch.setitem(D.CONTRACT_EXAMPLES, 3, (
        (MeldKind.SEQUENCE, "3♥ 4♥ 5♥ 6♥"), (MeldKind.SEQUENCE, "7♥ 8♥ 9♥ 10♥")))
    with pytest.raises(ContractError) as err:
        D.contract_html(3, "pt")
    assert err.value.clause == "4.3"
    D._example.cache_clear()
    monkeypatch.setitem(D.CONTRACT_EXAMPLES, 1, (
        (MeldKind.GROUP, "7♥ 7♣ 7♠ 7♦"), (MeldKind.GROUP, "Q♦ Q♦ Q♠")))
    with pytest.raises(ContractError) as err:
        D.contracts_table_html("pt", "rules/")
    assert err.value.clause == "5.2"
    D._example.cache_clear()
    monkeypatch.setitem(D.CONTRACT_EXAMPLES, 2, (
        (MeldKind.GROUP, "5♣ 5♥ 5♦"), (MeldKind.SEQUENCE, "8♥ 9♥ 10♠ J♥")))
    with pytest.raises(MeldError) as err:
        D.contract_html(2, "es")
    assert err.value.clause == "3.2"
    D._example.cache_clear()
    monkeypatch.setitem(D.CONTRACT_EXAMPLES, 7, (
        (MeldKind.SEQUENCE, "A♣ 2♣ 3♣ 4♣"), (MeldKind.SEQUENCE, "6♥ 7♥ 8♥ 9♥"),
        (MeldKind.SEQUENCE, "10♠ J♠ Q♠ K♠")))
    with pytest.raises(ValueError, match=r"round 7: the whole hand .* 13 cards, not 12 \(7.4\)"):
        D.contract_html(7, "ca")
    D._example.cache_clear()


def test_unknown_round():
    with pytest.raises(ValueError, match="no round 8"):
        D.contract_html(8, "pt")


def test_contract_picture_labels_melds_and_total():
    pt = D.contract_html(1, "pt")
    assert "Dois grupos</span>, <span class=\"cd-contract-total\">6 cartas" in pt
    assert pt.count(">Grupo de 3<") == 2
    assert 'aria-label="dama de ouros"' in pt and 'aria-label="sete de copas"' in pt
    es = D.contract_html(7, "es")
    # round 7: the whole hand, 13 cards in the example, 12 at least (7.4; tenth es reading #5:
    # «13 cartas: toda la mano (como mínimo 12)» read as 13 and 12 at once)
    assert ('Tres escaleras</span>, <span class="cd-contract-total">toda la mano: 13 cartas en '
            'este ejemplo, 12 como mínimo') in es
    assert "a mão inteira: 13 cartas neste exemplo, 12 no mínimo" in D.contract_html(7, "pt")
    assert "tota la mà: 13 cartes en aquest exemple, 12 com a mínim" in D.contract_html(7, "ca")
    assert es.count(">Escalera de 4<") == 2 and es.count(">Escalera de 5<") == 1
    assert 'aria-label="comodín que hace de ocho de corazones"' in es
    # a joker «does» a card, it is not «worth» it (seventh pt reading #11: «joker a valer
    # sete» is heard as 7 points; a joker is worth 15, §8.1)
    assert 'aria-label="joker que faz de oito de copas"' in D.contract_html(7, "pt")
    assert 'aria-label="comodí com a vuit de cors"' in D.contract_html(7, "ca")
    ca = D.contract_html(6, "ca", "../rules/")
    assert ">Grup de 3<" in ca and ca.count(">Escala de 4<") == 2
    assert '<a href="../rules/#r4-3">4.3</a>' in ca
    assert "(4.3)" in D.contract_html(6, "ca")  # no URL: the number stays, without a link


@pytest.mark.parametrize("lang", LANGS)
def test_contracts_table(lang):
    table = ET.fromstring(D.contracts_table_html(lang, "rules/"))
    rows = table.findall(".//tbody/tr")
    assert [r.find("th").text for r in rows] == [str(i) for i in range(1, 8)]
    assert [r.findall("td")[0].text for r in rows] == ["10"] * 3 + ["12"] * 4  # 2.2
    heads = [a.get("href") for a in table.findall(".//thead//a")]
    assert heads == ["rules/#r2-2", "rules/#r4-1"]
    known = {"rules/#" + anchor(i) for i in rules_ids(lang)}
    assert all(a.get("href") in known for a in table.iter("a"))
    assert all(r.find(".//div[@class='cd-contract']") is not None for r in rows)


# --- words -------------------------------------------------------------------------------

def all_texts(lang: str) -> str:
    data = D.texts(lang)

    def walk(v):
        if isinstance(v, dict):
            for x in v.values():
                yield from walk(x)
        else:
            yield str(v)
    return "\n".join(walk(data))


def test_portuguese_keeps_draw_and_purchase_apart():
    t = D.texts("pt")["turn"]["boxes"]
    text = all_texts("pt").lower()
    assert not re.search(r"compr\w* (do|uma carta do|a carta do) monte", text)
    assert "tira a carta de cima do monte" in t["stock_draw"]["text"]
    assert "tira a carta de cima do descarte" in t["take_discard"]["text"]
    assert D.texts("pt")["turn"]["steps"]["buy"].startswith("Comprar fora da vez")


def test_spanish_and_catalan_words():
    es, ca = all_texts("es"), all_texts("ca")
    assert "roba la carta de arriba del mazo" in es and "Comprar fuera de turno" in es
    assert "comodín" in es and "joker" not in es.lower()
    assert "roba la carta de dalt del munt" in ca and "Comprar fora de torn" in ca
    assert "comodí" in ca
    for wrong in ("bromista", "acomiad", "targeta", "vestit", "oferta"):
        assert wrong not in ca.lower()


# --- bad texts: file, line and key ------------------------------------------------------------

@pytest.fixture
def texts_copy(tmp_path):
    path = tmp_path / "diagrams.yaml"
    shutil.copy(ROOT / "docs" / "pt" / "diagrams.yaml", path)
    return path


def test_texts_of_every_language_load():
    for lang in LANGS:
        assert D.load_texts(ROOT / "docs" / lang / "diagrams.yaml")["turn"]["steps"]


def test_missing_key_names_file_line_and_key(texts_copy):
    src = texts_copy.read_text(encoding="utf-8")
    texts_copy.write_text(src.replace("    again:\n      title: Nova compra\n", "    again:\n"),
                          encoding="utf-8")
    with pytest.raises(D.DiagramTextError) as err:
        D.load_texts(texts_copy)
    line = src.splitlines().index("    again:") + 1
    assert err.value.line == line and err.value.key == "turn.boxes.again"
    assert str(err.value).startswith(f"{texts_copy}, line {line}: turn.boxes.again: missing key "
                                     f"'title'")


def test_unknown_key_and_empty_text(texts_copy):
    src = texts_copy.read_text(encoding="utf-8")
    texts_copy.write_text(src.replace("  see_also: ver também\n",
                                      "  see_also: ver também\n  see_too: x\n"), encoding="utf-8")
    line = src.splitlines().index("  see_also: ver também") + 1
    with pytest.raises(D.DiagramTextError,
                       match=rf"line {line + 1}: turn.see_too: unknown key 'see_too'"):
        D.load_texts(texts_copy)
    texts_copy.write_text(src.replace("  see_also: ver também\n", '  see_also: " "\n'),
                          encoding="utf-8")
    with pytest.raises(D.DiagramTextError, match=rf"line {line}: turn.see_also: empty text"):
        D.load_texts(texts_copy)


def test_wrong_placeholder(texts_copy):
    src = texts_copy.read_text(encoding="utf-8")
    texts_copy.write_text(src.replace('total: "{n} cartas"', 'total: "{count} cartas"'),
                          encoding="utf-8")
    with pytest.raises(D.DiagramTextError, match=r"contracts.total: uses \{count\} but must use "
                                                 r"exactly \{n\}"):
        D.load_texts(texts_copy)
    texts_copy.write_text(src.replace('rule: "regra {id}"', 'rule: "regra {id"'),
                          encoding="utf-8")
    with pytest.raises(D.DiagramTextError, match=r"turn.rule: bad \{placeholder\}"):
        D.load_texts(texts_copy)


def test_broken_yaml_and_missing_file(texts_copy, tmp_path):
    texts_copy.write_text("turn:\n  title: [unclosed\n", encoding="utf-8")
    with pytest.raises(D.DiagramTextError, match=r"line \d+: \(top\): not valid YAML"):
        D.load_texts(texts_copy)
    with pytest.raises(D.DiagramTextError, match="cannot read the file"):
        D.load_texts(tmp_path / "nope.yaml")


def test_bad_card_in_a_note(monkeypatch, texts_copy):
    src = texts_copy.read_text(encoding="utf-8")
    texts_copy.write_text(src.replace("[[JK=10♥]]", "[[JK=10X]]"), encoding="utf-8")
    monkeypatch.setattr(D, "texts", lambda lang: D.load_texts(texts_copy))
    monkeypatch.setattr(D, "_texts_file", lambda lang: texts_copy)
    line = src.splitlines().index('    "2": >-') + 1
    with pytest.raises(D.DiagramTextError, match=rf"line {line}: contracts.notes.2: bad card"):
        D.contract_html(2, "pt")


# --- text measuring and wrapping ---------------------------------------------------------------

@given(st.lists(st.sampled_from(["a", "carta", "monte", "penalização", "W", "iii", "comodín",
                                 "§6.2", "l'as"]), max_size=30),
       st.integers(min_value=40, max_value=300))
def test_wrap_keeps_words_in_order_and_within_width(words, width):
    text = " ".join(words)
    lines = D.wrap(text, width, 12)
    assert " ".join(lines).split() == words
    for line in lines:
        assert D.text_width(line, 12) <= width or " " not in line


def test_text_width_of_accented_letters_and_bold():
    assert D.text_width("ção", 12) == D.text_width("cao", 12)
    assert D.text_width("Sair", 12, bold=True) > D.text_width("Sair", 12)
