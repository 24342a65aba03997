"""The table card under house rules (issue 25): what the page's script looks up
(``generator.site.table_card.house_export``) gives, for any house-rules code, exactly the card
the engine's profile of that code gives (``card_facts`` → ``card_texts``): every value of every
option alone, every pair of options with every pair of values, and random whole codes
(hypothesis). The lookup below is the one ``docs/javascripts/house/card.js`` does (the browser
test, tests/test_browser_house.py, checks the page itself against the same cards).
"""

from __future__ import annotations

import functools
import itertools
import shutil

import pytest
from hypothesis import given, settings, strategies as st

from generator.engine.house import OPTIONS, HouseRules, decode
from generator.engine.profile import Penalties
from generator.site import table_card, texts
from generator.site.texts import SiteSourceError

from site_fixtures import LANGS

BY_KEY = {o.key: o for o in OPTIONS}


@functools.lru_cache(maxsize=None)
def card_texts(lang: str) -> table_card.CardTexts:
    return table_card.load_card_texts(lang)


@pytest.fixture
def docs_copy(tmp_path):
    dst = tmp_path / "docs"
    shutil.copytree(texts.DOCS, dst)
    return dst


def plain(md: str, what: str) -> str:
    return md                              # the sentences as written: no HTML needed here


@pytest.fixture(scope="module")
def exports():
    return {lang: table_card.house_export(card_texts(lang), plain) for lang in LANGS}


def code_values(rules: HouseRules) -> dict[str, str]:
    """Each option's value as the code (and card.js) writes it: "" for an option left out."""
    out = {}
    for o in OPTIONS:
        text = o.write(o.get(rules))
        out[o.key] = "" if text is None else text
    return out


def looked_up(export: dict, rules: HouseRules) -> dict:
    """The card as card.js assembles it from ``export`` for ``rules``."""
    values = code_values(rules)
    ace, face, joker = values["p"].split(".")

    def key(entry):
        return "|".join(values[k] for k in entry["options"])

    rows = {col: entry["values"][key(entry)] for col, entry in export["rows"].items()}
    items = []
    for section in export["sections"]:
        shown = []
        for entry in section["items"]:
            html = entry["values"][key(entry)]
            shown.append(None if html is None else
                         html.replace("{ace}", ace).replace("{face}", face)
                         .replace("{joker}", joker))
        items.append(shown)
    return {"rows": rows, "items": items}


def engine_card(rules: HouseRules, lang: str) -> dict:
    """The card the engine's profile of ``rules`` gives."""
    shown = table_card.card_texts(table_card.card_facts(rules.profile()), card_texts(lang))
    return {"rows": {col: [r[col] for r in shown["rows"]] for col in table_card.ROW_OPTIONS},
            "items": [s["items"] for s in shown["sections"]]}


def valid(values: dict) -> HouseRules | None:
    try:
        return HouseRules(**{BY_KEY[k].name: v for k, v in values.items()})
    except ValueError:
        return None


def option_values(o) -> list:
    if o.numbers:                          # the penalties: a few, and the extremes
        return [Penalties(), Penalties(0, 0, 0), Penalties(100, 1, 37), Penalties(7, 55, 100)]
    return [v for _, v in o.choices]


def test_the_card_follows_every_value_of_every_option(exports):
    for lang in LANGS:
        for o in OPTIONS:
            for value in option_values(o):
                rules = valid({o.key: value})
                if rules is None:
                    continue
                assert looked_up(exports[lang], rules) == engine_card(rules, lang), \
                    (lang, rules.code())


def test_the_card_follows_every_pair_of_options(exports):
    """Two options changed at once, every pair of values: a sentence that follows an option
    its table does not list (an undeclared dependency) shows here."""
    checked = 0
    for a, b in itertools.combinations(OPTIONS, 2):
        for va, vb in itertools.product(option_values(a), option_values(b)):
            rules = valid({a.key: va, b.key: vb})
            if rules is None:
                continue
            for lang in LANGS:
                assert looked_up(exports[lang], rules) == engine_card(rules, lang), \
                    (lang, rules.code())
            checked += 1
    assert checked > 900


@st.composite
def house_rules(draw):
    values = {}
    for o in OPTIONS:
        if o.numbers:
            values[o.name] = Penalties(*(draw(st.integers(lo, hi)) for lo, hi in o.numbers))
        else:
            values[o.name] = draw(st.sampled_from([v for _, v in o.choices]))
    if not values["buying"]:
        values["buy_penalty"], values["buy_limit"] = 1, None
    values["jokers"] = min(values["jokers"], 2 * values["decks"])
    return HouseRules(**values)


@settings(max_examples=150)
@given(rules=house_rules(), lang=st.sampled_from(LANGS))
def test_any_code_gives_the_engine_s_card(exports, rules, lang):
    assert looked_up(exports[lang], rules) == engine_card(rules, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_of_a_code_in_words(lang):
    """Concrete cards: the numbers of the engine, the sentences of the choices."""
    rules = decode("h1-d1-j0-n11-s3-oa-gd-bn-wa-al-fn-xm-p1.2.3")
    shown = table_card.card_texts(table_card.card_facts(rules.profile()),
                                  table_card.load_card_texts(lang))
    # one deck, no joker: 52 cards; 11 cards to each of 4 players and the first discard
    assert [r["dealt"] for r in shown["rows"]] == [11] * 7
    assert [r["stock"] for r in shown["rows"]] == [52 - 44 - 1] * 7
    # round 7 like the others: its row opens at lengths, no whole-hand sentence
    assert "+" in shown["rows"][6]["opening"]
    game, melds, turn, buying, going_out, penalties = (s["items"] for s in shown["sections"])
    assert "52" in game[0] and "1 " in game[0]
    assert "13" in melds[1]                       # the ace low only: A to K, 13 cards
    assert buying[1:] == [None, None, None]       # no buying: one sentence says so
    assert going_out[1] is None                   # no whole-hand final round
    assert "7" in going_out[0]                    # rounds 1 to 7 go out the same way
    assert all(n in penalties[0] for n in (" 1", " 2", " 3"))


def test_a_case_for_a_value_the_choice_lacks_is_refused(docs_copy):
    path = docs_copy / "pt" / "table-card.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("low-or-high: o ás", "low-and-high: o ás", 1), encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"table-card\.yaml: phrases/ace_place: by ace: "
                                              r"no value 'low-and-high'"):
        table_card.load_card_texts("pt", docs_copy)


def test_a_phrase_named_as_a_placeholder_is_refused(docs_copy):
    path = docs_copy / "ca" / "table-card.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("  ace_place:\n", "  ace:\n", 1).replace("{ace_place}", "{ace}"),
                    encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"phrases/ace: a phrase may not have a "
                                              r"placeholder's name"):
        table_card.load_card_texts("ca", docs_copy)


def test_the_pt_card_s_open_conditions_are_in_the_subjunctive():
    """«Se vários pedem», «se mesmo assim não há carta» (eighth pt reading #10): an open
    condition, as the rules page (6.2) says it."""
    shown = table_card.card_texts(table_card.card_facts(HouseRules().profile()),
                                  table_card.load_card_texts("pt"))
    items = [i for s in shown["sections"] for i in s["items"] if i]
    assert "Se vários a pedirem, fica com a carta quem joga primeiro depois do jogador ativo " \
           "(§6.2)." in items
    assert any("; se mesmo assim não houver carta, ou se o monte já tiver sido refeito 3 vezes "
               "na ronda, a ronda acaba (§9.1, §9.2, §D14)." in i for i in items), items


def test_same_suit_sequences_are_a_ban_not_a_fact_about_the_cards():
    """«mai no són contigües» read as a fact about the cards, not a ban (twelfth ca reading
    #1): «no poden ser contigües», as 4.3 says it; es and pt alike."""
    said = {"ca": "Al contracte, dues escales del mateix pal no poden ser contigües (§4.3).",
            "es": "En el contrato, dos escaleras del mismo palo no pueden ir seguidas (§4.3).",
            "pt": "No contrato, duas sequências do mesmo naipe não podem ser contíguas (§4.3)."}
    for lang in LANGS:
        shown = table_card.card_texts(table_card.card_facts(HouseRules().profile()),
                                      table_card.load_card_texts(lang))
        items = [i for s in shown["sections"] for i in s["items"] if i]
        assert said[lang] in items, (lang, items)
