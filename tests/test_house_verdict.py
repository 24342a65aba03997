"""``contrato verdict --profile <house-rules code>``: the answer follows the table's rules and
the explanation names the house rules it rests on, in every language; the question layer's
comparison of an answer under house rules with this site's (the puzzles' "under your rules");
the house rules in words (``docs/<lang>/house.ftl``)."""

from __future__ import annotations

import json

import pytest
import yaml
from hypothesis import given, settings, strategies as st

from generator.cli import main
from generator.engine.house import OPTIONS, REFUSED, HouseRules, decode
from generator.lang import LANGS
from generator.lang.catalogue import cited, load_catalogue
from generator.engine.profile import Penalties
from generator.lang.house import (diff_rows, page_data, refused_key, refused_rows, rule_rows,
                                  value_text)
from generator.questions import SituationError, buy, joker_swap, lay_off, penalty
from generator.questions.house import compare, house_lines, rules_of
from generator.verdict.answers import answer
from generator.verdict.situation import SituationError as VerdictSituationError, load_situation
from test_verdict import _situations, clause_ids

SWAP = """\
question: joker-swap
round: 2
table: ["9♦ 9♣ JK", "5♠ 6♠ 7♠ 8♠"]
opened: earlier
hand: 9♠ 2♥ 3♥
"""
SWAP_DATA = {"round": 2, "table": ["9♦ 9♣ JK", "5♠ 6♠ 7♠ 8♠"], "opened": "earlier",
             "hand": "9♠ 2♥ 3♥"}
BUY = """\
question: buy
active: 1
discard: 7♥ 2♣ 5♦
stock: K♠ 4♦ 5♣ 6♣ 8♣ 9♣ 10♣
asks: {3: 7♥ 5♦, 2: 2♣}
"""


def verdict(tmp_path, capsys, text: str, *options: str) -> tuple[int, dict, str]:
    path = tmp_path / "situation.yaml"
    path.write_text(text, encoding="utf-8")
    status = main(["verdict", str(path), "--json", *options])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if out else {}), err


@pytest.mark.parametrize("lang", LANGS)
def test_a_joker_swap_in_a_group_under_house_rules(tmp_path, capsys, lang):
    """7.3: this site's groups keep their jokers; a table whose groups give them back too
    (h1-wa) gets the swap, and the explanation names that house rule (§7.3)."""
    status, site, _ = verdict(tmp_path, capsys, SWAP, "--lang", lang)
    assert status == 0 and site["answer"] == [] and "7.3" in site["clauses"]
    status, house, _ = verdict(tmp_path, capsys, SWAP, "--lang", lang, "--profile", "h1-wa")
    assert status == 0 and house["profile"] == "h1-wa"
    assert [(s["meld"], s["card"]) for s in house["answer"]] == [(1, "9♠")]
    # the freed joker's places, each with the card it then stands for (3.7)
    assert {"meld": 2, "end": "low", "joker": "JK=4♠"} in house["answer"][0]["joker_to"]
    texts = load_catalogue(lang, "house")
    assert texts.raw("options.w.a") in house["explanation"]      # the house rule, in words
    assert texts.raw("options.w.s") in house["explanation"]      # and this site's
    assert "§7.3" in house["explanation"] and "h1-wa" in house["explanation"]
    assert texts.raw("options.w.a") not in site["explanation"]


@pytest.mark.parametrize("lang", LANGS)
def test_compare_on_the_command_line(tmp_path, capsys, lang):
    """--compare: this site's answer, the house answer, and whether it changes."""
    status, out, err = verdict(tmp_path, capsys, SWAP, "--lang", lang, "--profile", "h1-wa",
                               "--compare")
    assert status == 0, err
    assert out["changed"] is True and out["site"]["answer"] == []
    assert out["house"]["answer"][0]["card"] == "9♠"
    t = load_catalogue(lang, "verdict")
    assert out["explanation"] == t.raw("compare.changed")
    status, out, err = verdict(tmp_path, capsys, "question: penalty\nhand: K♣ 5♦\n",
                               "--lang", lang, "--profile", "h1-wa", "--compare")
    assert status == 0 and out["changed"] is False and out["explanation"] == t.raw("compare.same")
    # a situation only this site's pack holds: the house side is refused, with the clause
    status, out, err = verdict(tmp_path, capsys, "question: penalty\nhand: 7♥ 7♥ K♣\n",
                               "--lang", lang, "--profile", "h1-d1-j1", "--compare")
    assert status == 0 and out["changed"] is True and out["site"]["answer"] == 24
    assert out["house"]["clause"] == "1.2"
    path = tmp_path / "s.yaml"
    path.write_text(SWAP, encoding="utf-8")
    assert main(["verdict", str(path), "--lang", lang, "--profile", "h1-wa", "--compare"]) == 0
    text = capsys.readouterr().out
    assert t.format("compare.house", profile="h1-wa") in text and t.raw("compare.changed") in text


def test_the_verdict_page_s_python_answers_under_house_rules(tmp_path, capsys):
    """The verdict page runs generator/verdict/browser.py: with a house-rules code as its
    profile (``&profile=h1-wa`` in the page's address) it gives the command line's answer."""
    from generator.verdict import browser, share
    situation = {"question": "joker-swap", **SWAP_DATA}
    out = json.loads(browser.rule(json.dumps({"situation": situation, "lang": "es",
                                              "profile": "h1-wa-p15.10.25"})))
    status, cli, _ = verdict(tmp_path, capsys, SWAP, "--lang", "es", "--profile",
                             "h1-wa-p15.10.25")
    assert status == 0 and out["verdict"] == cli
    assert out["code"].endswith("&profile=h1-wa-p15.10.25")
    # and whether this site's rules answer otherwise, as --compare says
    assert out["compare"]["changed"] is True and out["compare"]["site"]["answer"] == []
    assert out["lines"][-1] == load_catalogue("es", "verdict").raw("compare.changed")
    assert share.decode(out["code"])["profile"] == "h1-wa-p15.10.25"
    bad = json.loads(browser.rule(json.dumps({"situation": situation, "profile": "h1-ar"})))
    assert bad["ok"] is False and "«ar»" in json.dumps(bad, ensure_ascii=False)


def test_no_joker_swaps_at_all(tmp_path, capsys):
    text = SWAP.replace("9♠ 2♥ 3♥", "6♠ 2♥ 3♥").replace("5♠ 6♠ 7♠ 8♠", "5♠ JK 7♠ 8♠")
    status, out, _ = verdict(tmp_path, capsys, text, "--profile", "h1-wn")
    assert status == 0 and out["answer"] == []
    assert "7.1" in out["clauses"]
    status, out, _ = verdict(tmp_path, capsys, text)
    assert [s["card"] for s in out["answer"]] == ["6♠"]


@pytest.mark.parametrize("code, answer", [
    ("contrato", [{"seat": 3, "cards": ["7♥", "K♠", "5♦", "5♣"]},
                  {"seat": 2, "cards": ["2♣", "4♦"]}, {"seat": 1, "cards": ["6♣"]}]),
    ("h1-q2", [{"seat": 3, "cards": ["7♥", "K♠", "4♦", "5♦", "8♣", "9♣"]},
               {"seat": 2, "cards": ["2♣", "5♣", "6♣"]}, {"seat": 1, "cards": ["10♣"]}]),
    ("h1-q0", [{"seat": 3, "cards": ["7♥", "5♦"]}, {"seat": 2, "cards": ["2♣"]},
               {"seat": 1, "cards": ["K♠"]}]),
    ("h1-bn", [{"seat": 1, "cards": ["K♠"]}]),
    ("h1-l1", [{"seat": 3, "cards": ["7♥", "K♠"]}, {"seat": 2, "cards": ["2♣", "4♦"]},
               {"seat": 1, "cards": ["5♣"]}]),
])
def test_buying_under_house_rules(tmp_path, capsys, code, answer):
    """6.1, 6.3, 6.6: seat 3 asks for 7♥ and 5♦, seat 2 for 2♣ in between; no buying, 0 or
    2 penalty cards, one purchase a player and round (seat 3 does not get 5♦)."""
    status, out, err = verdict(tmp_path, capsys, BUY, "--profile", code)
    assert status == 0, err
    assert out["answer"] == answer
    if code == "h1-l1":
        assert "6.6" in out["clauses"]
    if code == "h1-bn":
        assert out["clauses"][0] == "6.1"


def test_purchases_made_earlier_in_the_round_count_against_a_limit():
    """The question layer's buy takes ``bought``: each seat's purchases earlier in the round
    (6.6 under a house limit; the verdict's form does not ask for it)."""
    data = {"active": 1, "discard": "7♥ 2♣", "stock": "K♠ 4♦ 5♣", "asks": {3: "7♥", 2: "2♣"},
            "bought": {2: 1}}
    limit = decode("h1-l1").profile()
    s = buy.read(data, limit)
    assert buy.answer(s, limit).value == [{"seat": 3, "cards": ["7♥", "K♠"]},
                                          {"seat": 1, "cards": ["4♦"]}]
    assert buy.answer(s).value[1] == {"seat": 2, "cards": ["2♣", "4♦"]}
    with pytest.raises(SituationError):
        buy.read({**data, "bought": {7: 1}})


def test_penalties_under_house_rules(tmp_path, capsys):
    text = "question: penalty\nhand: K♣ A♥ 5♦ JK\n"
    assert verdict(tmp_path, capsys, text)[1]["answer"] == 45
    status, out, _ = verdict(tmp_path, capsys, text, "--profile", "h1-p1.10.25")
    assert status == 0 and out["answer"] == 10 + 1 + 5 + 25
    # the verb carries every item, as in es and ca (tenth pt reading #2: «ás 1 ponto, figuras 10»
    # gave the unit to the first item only)
    assert ("o ás vale 1 ponto, as figuras 10, o joker 25 e as cartas do 2 ao 10 o seu número"
            in out["explanation"])
    assert "15 pontos (§D12)" not in out["explanation"]     # "a joker costs 15" is not said


def test_hand_sizes_follow_the_house_purchases():
    """A round-7 hand left at the end is the whole hand: 12 cards plus 2 a purchase here,
    plus 3 under h1-q2, exactly 12 without buying (7.4, 6.3)."""
    data = {"round": 7, "hand": "7♣ 7♦ 7♥ 8♠ 8♥ 8♣ 2♦ K♠ Q♣ 4♦ 5♦ 6♦ 9♣ 10♣ J♣"}   # 15
    with pytest.raises(SituationError, match=r"12 cards plus 2 per purchase \(12, 14…\), not 15"):
        penalty.read(data)
    assert len(penalty.read(data, decode("h1-q2").profile()).hand) == 15
    with pytest.raises(SituationError, match="holds 12 cards, not 15"):
        penalty.read(data, decode("h1-bn").profile())


def test_the_ace_under_house_rules(tmp_path, capsys):
    text = ("question: lay-off\nround: 2\ntable: [\"7♥ 7♦ 7♣\", \"10♠ J♠ Q♠ K♠\"]\n"
            "opened: earlier\nhand: A♠ 2♦ 3♦\ncard: A♠\n")
    assert verdict(tmp_path, capsys, text)[1]["answer"] == [{"meld": 2, "end": "high"}]
    status, out, _ = verdict(tmp_path, capsys, text, "--profile", "h1-al")
    assert status == 0 and out["answer"] == [] and "3.3" in out["clauses"]
    assert "o ás só é baixo (A-2-3-4)" in out["explanation"]


@pytest.mark.parametrize("code, words", [
    # the code's problem in the reader's language, naming the part of the code at fault
    ("h1-ar", "a parte «ar» pede uma regra que o motor não modela"),
    ("h1-w9", "a parte «w9» não é um valor dessa opção"),
    ("h2-wa", "a versão «h2» não é conhecida"), ("liverpool", "liverpool não existe"),
])
def test_a_bad_code_is_one_line_and_status_2(tmp_path, capsys, code, words):
    status, out, err = verdict(tmp_path, capsys, SWAP, "--profile", code)
    assert status == 2 and out == {}
    assert err.startswith("contrato verdict: --profile:") and words in err
    assert err.count("\n") == 1


def test_named_profiles_still_work(tmp_path, capsys):
    status, out, _ = verdict(tmp_path, capsys, "question: penalty\nhand: K♣ JK\n",
                             "--profile", "catalan-source")
    assert status == 0 and out["profile"] == "catalan-source"
    status, out, _ = verdict(tmp_path, capsys, "question: penalty\nhand: K♣ JK\n",
                             "--profile", "h1")
    assert status == 0 and out["profile"] == "contrato"


HOUSES = ["h1-wa-p1.10.25", "h1-d1-j1-n4-s3-oa-gd-m4-ud-bn-xm", "h1-q2-l1-al-fd",
          "h1-wn-ah-fn-q0", "h1-d3-j6-n11-ua"]


@settings(max_examples=60, deadline=None)
@given(data=_situations(), code=st.sampled_from(HOUSES), lang=st.sampled_from(LANGS))
def test_plausible_situations_under_house_rules_get_an_answer_or_a_situation_error(data, code,
                                                                                     lang):
    """Under house rules too, the tool answers (clauses of the rules pages, every
    placeholder filled) or refuses the situation in one line: never another exception."""
    profile = decode(code).profile()
    text = yaml.safe_dump(data, allow_unicode=True)
    try:
        situation = load_situation(text, profile=profile)
        v = answer(situation, profile, lang)
    except VerdictSituationError as err:
        assert "\n" not in str(err)
        return
    assert v.clauses and set(v.clauses) <= clause_ids()
    assert v.explanation and "{" not in v.explanation


# -- the question layer ---------------------------------------------------------------------------

def test_compare_says_whether_the_answer_changes_and_why():
    c = compare(joker_swap, SWAP_DATA, decode("h1-wa").profile())
    assert c.changed and c.site.value == [] and c.house.value[0]["card"] == "9♠"
    assert [dict(line.params)["rule"].key for line in c.why] == ["w"]
    same = compare(penalty, {"hand": "K♣ 5♦"}, decode("h1-wa").profile())
    assert not same.changed and same.why == ()
    cheaper = compare(penalty, {"hand": "K♣ JK"}, decode("h1-p15.10.25-wa").profile())
    assert cheaper.changed and (cheaper.site.value, cheaper.house.value) == (25, 35)
    assert [dict(line.params)["rule"].key for line in cheaper.why] == ["p"]


def test_compare_records_a_situation_only_one_rule_set_holds():
    one_deck = decode("h1-d1-j1").profile()
    c = compare(penalty, {"hand": "7♥ 7♥ K♣"}, one_deck)
    assert c.site.value == 24 and c.house is None and c.house_error.clause == "1.2"
    assert c.changed


def test_house_lines_only_for_clauses_the_answer_rests_on():
    p = decode("h1-wa-p1.10.25").profile()
    assert [dict(l.params)["rule"].key for l in house_lines(p, ("8.1",))] == ["p"]
    assert [dict(l.params)["rule"].key for l in house_lines(p, ("7.1", "8.1"))] == ["w", "p"]
    assert house_lines(p, ("5.2",)) == ()
    assert rules_of(decode("h1").profile()) is None


# -- the words ------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_every_option_and_refusal_has_its_words(lang):
    t = load_catalogue(lang, "house")
    for opt in OPTIONS:
        assert t.has(f"options.{opt.key}.label")
        if opt.numbers:
            assert set(cited(t.format(f"options.{opt.key}.value", ace=1, face=2, joker=3))) == set()
            t.format(f"options.{opt.key}.value", ace=1, face=2, joker=3)
        for text, _ in opt.choices:
            assert t.has(f"options.{opt.key}.{'none' if text is None else text}"), (opt, text)
    for part, clause, _ in REFUSED:
        assert t.has(f"refused.{refused_key(part, clause)}")
    assert [r["clause"] for r in refused_rows(lang)] == [c for _, c, _ in REFUSED]


def test_the_same_keys_in_every_language():
    keys = [set(load_catalogue(lang, "house").keys()) for lang in LANGS]
    assert keys[0] == keys[1] == keys[2]


def test_diff_rows_clause_by_clause():
    rows = diff_rows(decode("h1-ah-wa"), "es")
    assert [(r["key"], r["clauses"]) for r in rows] == [("w", ["7.1", "7.3"]),
                                                        ("a", ["3.3"])]
    assert rows[1]["house"] == "el as solo es alto (J-Q-K-A)"
    assert diff_rows(HouseRules(), "es") == []
    card = rule_rows(decode("h1-ah"), "ca")
    assert len(card) == len(OPTIONS) and [r["key"] for r in card if r["changed"]] == ["a"]


def test_page_data_lists_every_option_in_the_code_s_order():
    data = page_data("pt")
    assert [o["key"] for o in data["options"]] == [o.key for o in OPTIONS]
    assert data["starts"]["catalan"] == "h1-d1-j1-n4-s3-oa-gd-m4-ud-bn-xm"
    w = next(o for o in data["options"] if o["key"] == "w")
    assert [c["code"] for c in w["choices"]] == ["s", "a", "n"] and w["default"] == "s"
    assert json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_s_penalty_words_agree_with_the_ace_s_points(lang):
    """The house-rules page fills the penalties' sentence in its script: one template per
    plural form, so that an ace of 1 point is «1 ponto / 1 punto / 1 punt» (es review of issue
    27: «el as vale 1 puntos»), the same words as the verdict's."""
    p = next(o for o in page_data(lang)["options"] if o["key"] == "p")
    opt = next(o for o in OPTIONS if o.key == "p")
    assert p["locale"] == {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}[lang]
    for ace, form in ((1, "one"), (2, "other"), (25, "other")):
        filled = (p["templates"][form].replace("{ace}", str(ace)).replace("{face}", "10")
                  .replace("{joker}", "15"))
        assert filled == value_text(opt, Penalties(ace, 10, 15), lang)
    assert p["templates"]["one"] != p["templates"]["other"]


@pytest.mark.parametrize("lang, said", [
    ("pt", "também se sai baixando ou acrescentando as últimas cartas, sem descarte"),
    ("es", "también se cierra bajando o añadiendo las últimas cartas, sin descarte"),
    ("ca", "també es tanca baixant o afegint les últimes cartes, sense descart")])
def test_going_out_by_melding_says_the_last_cards_as_the_table_card_does(lang, said):
    # twelfth pt reading #7: the house page said «a última carta», the table card «as últimas»
    from generator.engine.profile import GoingOut
    from generator.lang.house import value_text
    opt = next(o for o in OPTIONS if o.name == "going_out")
    assert value_text(opt, GoingOut.MELD_OR_DISCARD, lang) == said
