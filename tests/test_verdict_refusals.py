"""Situations ``contrato verdict`` must refuse (issue 26, section 3), each kind in several
forms and in pt, es and ca: one line on standard error naming the file, line and field, the
clause, exit status 2, nothing on standard output. (That each refusal is quick is measured by
``make bench``'s worst cases, ``bench/worst.py``, not here.)
"""

from __future__ import annotations

import argparse
import io
import json

import pytest

from generator.questions import ask
from generator.questions.common import SituationError as QuestionError
from generator.verdict import cli

LANGS = ("pt", "es", "ca")
TABLE2 = "table: [7♣ 7♦ 7♥, 2♥ 3♥ 4♥ 5♥]\n"
PACK = [f"{r}{s}" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split() for s in "SHDC"]


def run(text: str, lang: str = "pt", *options: str) -> tuple[int, str, str]:
    args = argparse.Namespace(file="situation.yaml", lang=lang, json="--json" in options,
                              profile="contrato", compare=False)
    rest = [o for o in options if o != "--json"]
    for flag, value in zip(rest[::2], rest[1::2]):
        setattr(args, flag.lstrip("-"), value)
    if "--compare" in options:
        args.compare = True
    out, err = io.StringIO(), io.StringIO()
    path = _write(text)
    args.file = path
    status = cli.run(args, stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


_TMP: list = []


def _write(text: str) -> str:
    import tempfile
    fh = tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False, encoding="utf-8")
    fh.write(text)
    fh.close()
    _TMP.append(fh.name)
    return fh.name


def refused(text: str, lang: str, *words: str, options=()) -> str:
    status, out, err = run(text, lang, *options)
    assert status == 2 and out == "", (status, out, err)
    assert err.count("\n") == 1 and err.startswith("contrato verdict: "), err
    for w in words:
        assert w in err.replace("\u202f", " ").replace("\xa0", " "), (w, err)
    return err


LINE = {"pt": "linha", "es": "línea", "ca": "línia"}
FIELD = {"pt": "campo", "es": "campo", "ca": "camp"}


# -- piles, hands and tables larger than the round allows (2.2, 2.6, 1.2, 4.1, 5.3) ------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("stock, discard", [(60, 8), (0, 68), (40, 40), (66, 2)])
def test_draw_piles_beyond_what_the_deal_leaves_2_6(lang, stock, discard):
    # after the deal 67 cards at most are outside the hands (66 + 1), and the piles never grow
    refused(f"question: draw\nstock: {stock}\ndiscard: {discard}\n", lang, "67", "(§2.6, §2.2)",
            f"{LINE[lang]} 3", f"{FIELD[lang]} «discard»")


@pytest.mark.parametrize("lang", LANGS)
def test_draw_stock_beyond_66_2_6(lang):
    refused("question: draw\nstock: 67\ndiscard: 0\n", lang, "66", "(§2.6)", "«stock»")


def test_piles_at_the_limit_are_answered():
    assert run("question: draw\nstock: 66\ndiscard: 1\n")[0] == 0
    assert run("question: draw\nstock: 0\ndiscard: 67\n")[0] == 0


@pytest.mark.parametrize("lang", LANGS)
def test_buy_piles_beyond_the_deal_2_6(lang):
    discard = " ".join(PACK[:40])
    stock = " ".join(PACK[40:50])
    refused(f"question: buy\nactive: 1\ndiscard: {discard}\nstock: {stock}\nstock_size: 30\n"
            f"asks: {{}}\n", lang, "30", "40", "67", "(§2.6, §2.2)", "«stock_size»")
    refused(f"question: buy\nactive: 1\ndiscard: {' '.join(PACK[:40] + PACK[:20])}\n"
            f"stock: {' '.join(PACK[20:30])}\nasks: {{}}\n", lang, "67", "«discard»")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [78, 500, 10 ** 12, 10 ** 40])
def test_a_hand_given_as_a_number_has_an_upper_bound_2_2(lang, size):
    err = refused(f"question: lay-off\nround: 2\n{TABLE2}opened: earlier\nhand: {size}\n"
                  f"card: 6H\n", lang, "77", "107", "(§2.2, §1.2)", f"{LINE[lang]} 5",
                  f"{FIELD[lang]} «hand»")
    digits = "".join(ch for ch in err.split("«hand»")[1] if ch.isdigit())
    assert digits.startswith(str(size)), err


def test_the_largest_hand_a_round_allows_is_answered():
    # round 4: 107 − 3 × 12 = 71 cards at most; 71 is answered, 72 refused
    assert run(f"question: lay-off\nround: 4\ntable: [7♣ 7♦ 7♥, 8♣ 8♦ 8♥, 9♣ 9♦ 9♥]\n"
               f"opened: earlier\nhand: 71\ncard: 7S\n")[0] == 0
    refused(f"question: lay-off\nround: 4\ntable: [7♣ 7♦ 7♥, 8♣ 8♦ 8♥, 9♣ 9♦ 9♥]\n"
            f"opened: earlier\nhand: 72\ncard: 7S\n", "pt", "71")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("question, extra", [
    ("can-open", "round: 1\n"), ("go-out", "round: 1\nopened: no\n"),
    ("penalty", ""), ("joker-swap", "round: 1\ntable: []\nopened: no\n")])
def test_hands_of_cards_beyond_the_round_2_2(lang, question, extra):
    # 80 cards of the pack: more than any hand holds (77 in rounds 1-3)
    hand = " ".join((PACK * 2)[:80])
    refused(f"question: {question}\n{extra}hand: {hand}\n", lang, "80", "77", "«hand»")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("round_, melds, most", [(1, 9, 8), (3, 9, 8), (6, 13, 12),
                                                 (2, 3000, 8)])
def test_tables_beyond_one_contract_per_player_4_1_5_3(lang, round_, melds, most):
    table = "".join("  - 7♣ 7♦ 7♥\n" for _ in range(melds))
    refused(f"question: go-out\nround: {round_}\ntable:\n{table}opened: earlier\n"
            f"hand: 8S 9S\n", lang, str(most), "(§4.1, §5.3)", f"{FIELD[lang]} «table»")


@pytest.mark.parametrize("lang", LANGS)
def test_a_round_7_table_is_refused_before_its_melds_are_read_7_4(lang):
    table = "".join("  - 7♣ 7♦ 7♥\n" for _ in range(2000))
    refused(f"question: go-out\nround: 7\ntable:\n{table}opened: no\nhand: 8S 9S\n", lang,
            "(§7.4)", "«table»")


@pytest.mark.parametrize("lang", LANGS)
def test_more_cards_than_the_pack_counted_before_reading_1_2(lang):
    table = "".join(f"  - {' '.join(['JK'] * 20)}\n" for _ in range(8))
    refused(f"question: lay-off\nround: 2\ntable:\n{table}opened: earlier\nhand: 3\n"
            f"card: 7S\n", lang, "107", "(§1.2)", "«table»")


# -- YAML: one form per number, keys once as read ------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("written, plain", [("0x10", "16"), ("+2", "2"), ("02", "2"),
                                            ("010", "10"), ("0o17", "15"), ("-02", "-2")])
def test_numbers_not_in_plain_digits_are_refused(lang, written, plain):
    refused(f"question: draw\nstock: {written}\ndiscard: 4\n", lang, f"«{written}»", plain,
            f"{LINE[lang]} 2")


@pytest.mark.parametrize("lang", LANGS)
def test_a_seat_spelled_with_a_leading_zero_is_refused(lang):
    refused("question: buy\nactive: 1\ndiscard: 7H 9C\nstock: 5D 4D 3D\nasks:\n  2: 9C\n"
            "  02: 7H\n", lang, "«02»", f"{LINE[lang]} 7")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("first, second", [("2", '"2"'), ("'3'", "3"), ("4", "4")])
def test_a_seat_asking_twice_is_refused_not_dropped(lang, first, second):
    err = refused(f"question: buy\nactive: 1\ndiscard: 7H 9C\nstock: 5D 4D 3D\nasks:\n"
                  f"  {first}: 9C\n  {second}: 7H\n", lang, f"{LINE[lang]} 7", "«asks»")
    if first == "4":
        assert "«asks»" in err          # a key repeated as written: field-twice's kin
    else:
        assert first in err and second in err and f"{LINE[lang].rstrip()} 6" in err


def test_yaml_1_2_reads_words_and_times_as_text():
    # 1:00 is text in YAML 1.2 (60 in YAML 1.1): no number where one is needed
    status, _, err = run("question: draw\nstock: 1:00\ndiscard: 4\n")
    assert status == 2 and "«1:00»" in err
    # "no" is a word, as the field wants it
    status, out, _ = run("question: go-out\nround: 2\nhand: 9S 10S KH\n"
                         "table: [5S 6S 7S 8S, 9D 9C 9H]\nopened: 'no'\n")
    assert status == 2 or status == 0


def test_seat_twice_in_plain_data_is_refused_by_the_layer():
    # JSON (the page) may spell a seat as 2 and "2": one seat asked twice, never one dropped
    with pytest.raises(QuestionError) as e:
        ask("buy", {"active": 1, "discard": "7H 9C", "stock": "5D", "asks": {2: "9C", "2": "7H"}})
    assert e.value.code == "seat-twice" and e.value.clause == "6.2"
    with pytest.raises(QuestionError) as e:
        ask("buy", {"active": 1, "discard": "7H", "stock": "5D", "asks": {"02": "7H"}})
    assert e.value.code == "no-seat"


# -- --compare in the chosen language -----------------------------------------------------------

@pytest.mark.parametrize("lang, said", [
    ("pt", "o 7♥ não pode aparecer 2 vezes"), ("es", "el 7♥ no puede aparecer 2 veces"),
    ("ca", "el 7♥ no hi pot ser 2 vegades")])
def test_compare_says_a_refusal_in_the_chosen_language(lang, said):
    status, out, err = run("question: penalty\nhand: 7H 7H KS\n", lang, "--profile",
                           "h1-d1-j1", "--compare")
    assert status == 0 and err == ""
    assert said in out and "(§1.2)" in out and "the pack" not in out, out
    status, out, _ = run("question: penalty\nhand: 7H 7H KS\n", lang, "--profile", "h1-d1-j1",
                         "--compare", "--json")
    house = json.loads(out)["house"]
    assert said in house["error"] and house["clause"] == "1.2"


# -- a sequence joker in a group ------------------------------------------------------------------

@pytest.mark.parametrize("lang, said", [("pt", "JK=7♠ declara uma carta de sequência"),
                                        ("es", "JK=7♠ declara una carta de escalera"),
                                        ("ca", "JK=7♠ declara una carta d'escala")])
def test_a_suited_joker_in_a_group_is_said_3_7(lang, said):
    # on the table: refused, never read as JK=7
    err = refused(f"question: go-out\nround: 2\ntable: [JK=7♠ 7♥ 7♣, 2♥ 3♥ 4♥ 5♥]\n"
                  f"opened: earlier\nhand: 7D 9S\n", lang, said, "JK=7", "(§3.7)", "«table»")
    assert "JK=7♠" in err
    # asked as a meld: "no", with the reason
    status, out, _ = run("question: meld\nmeld: JK=7♠ 7♥ 7♣\n", lang)
    assert status == 0 and said in out and "§3.7" in out


# -- standings rows no round produces --------------------------------------------------------------

ROWS6 = "[0, 10, 10, 10], [10, 0, 10, 10], [2, 2, 0, 3], [2, 2, 3, 0], [5, 5, 5, 0], [0, 9, 9, 9]"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("row", ["[9, 0, 9, 9]", "[0, 27, 30, 30]", "[0, 0, 40, 40]"])
def test_round_7_rows_keep_whole_hands_7_4(lang, row):
    # whoever does not go out in round 7 keeps a whole hand of 12 cards: 28 points at least
    refused(f"question: standings\npenalties: [{ROWS6}, {row}]\n", lang, "«penalties»",
            f"{LINE[lang]} 2")


def test_round_7_rows_of_whole_hands_are_answered():
    status, out, _ = run(f"question: standings\npenalties: [{ROWS6}, [28, 0, 100, 45]]\n")
    assert status == 0, out
    # nobody went out (9.2, D14): four whole hands
    assert run(f"question: standings\npenalties: [{ROWS6}, [28, 30, 100, 45]]\n")[0] == 0


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("round_, penalty, most", [(1, 736, "735"), (4, 702, "701"),
                                                   (7, 10 ** 9, "701")])
def test_penalties_are_bounded_above_8_1(lang, round_, penalty, most):
    rows = ["[0, 5, 5, 5]"] * (round_ - 1) + [f"[0, {penalty}, 40, 40]"]
    if round_ == 7:
        rows[-1] = f"[0, {penalty}, 40, 40]"
    refused(f"question: standings\npenalties: [{', '.join(rows)}]\n", lang, most, "(§8.1, §2.2)")


def test_the_dearest_hand_is_answered():
    assert run("question: standings\npenalties: [[0, 735, 10, 4]]\n")[0] == 0
