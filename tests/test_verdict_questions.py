"""``contrato verdict``: every question with concrete situations and the answer the rules give.

Each situation is written as a player would write it, run through ``generator.cli.main`` with
``--json``, and checked against the value ``rules-spec.md`` gives (cited per test), with the
clauses the answer must rest on.
"""

from __future__ import annotations

import json
import re
import textwrap

import pytest

from generator.cli import main


def ask(tmp_path, capsys, situation: str, *options: str) -> dict:
    """The JSON verdict for a situation (status 0 required)."""
    path = tmp_path / "situation.yaml"
    path.write_text(textwrap.dedent(situation), encoding="utf-8")
    status = main(["verdict", str(path), "--json", *options])
    out, err = capsys.readouterr()
    assert status == 0, err
    assert err == ""
    return json.loads(out)


def refuse(tmp_path, capsys, situation: str, *options: str) -> str:
    """The one-line error for a situation the tool must refuse (status 2)."""
    path = tmp_path / "situation.yaml"
    path.write_text(textwrap.dedent(situation), encoding="utf-8")
    status = main(["verdict", str(path), *options])
    out, err = capsys.readouterr()
    assert status == 2, out
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


# -- can-open (4.1, 4.3, 5.2, 5.5, 7.4) -------------------------------------------------------

def test_can_open_the_brief_example(tmp_path, capsys):
    # §11: round 2, 7♣ 7♦ 7♥ and 3♠ 4♠ 5♠ 6♠ lay down together, exactly 7 cards
    v = ask(tmp_path, capsys, """\
        question: can-open
        round: 2
        hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣
        """)
    assert v["answer"] is True
    assert v["details"]["laydowns"] == [["7♥ 7♦ 7♣", "3♠ 4♠ 5♠ 6♠"]]
    assert sorted(v["details"]["rest"]) == sorted(["8♥", "2♦", "K♠", "Q♣"])
    assert v["clauses"][:2] == ["4.1", "5.2"]
    assert "7♥ 7♦ 7♣ + 3♠ 4♠ 5♠ 6♠" in v["explanation"]


def test_can_open_the_same_hand_in_round_1_is_refused(tmp_path, capsys):
    # round 1 needs two groups (4.1): only one group of 7s is there
    v = ask(tmp_path, capsys, """\
        question: can-open
        round: 1
        hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣
        """)
    assert v["answer"] is False
    assert v["details"]["reason"] == "no-contract"
    assert v["details"]["best_partial"] == ["7♥ 7♦ 7♣"]
    assert "4.1" in v["clauses"]


def test_can_open_needs_a_card_left_for_the_discard(tmp_path, capsys):
    # 5.5: the 7 cards of the round-2 contract and nothing else cannot open
    v = ask(tmp_path, capsys, """\
        question: can-open
        round: 2
        hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠
        """)
    assert v["answer"] is False
    assert v["clauses"][0] == "5.5"


def test_can_open_refuses_contiguous_sequences_of_one_suit(tmp_path, capsys):
    # 4.3: 3-4-5-6♥ with 7-8-9-10♥ is not a valid pair
    v = ask(tmp_path, capsys, """\
        question: can-open
        round: 3
        hand: 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ K♣
        """)
    assert v["answer"] is False
    assert v["clauses"][0] == "4.3"
    assert v["details"]["blocked"] == [["3♥ 4♥ 5♥ 6♥", "7♥ 8♥ 9♥ 10♥"]]


def test_can_open_allows_overlapping_sequences_of_one_suit(tmp_path, capsys):
    # 4.3: 3-4-5-6 with 5-6-7-8 of one suit, the second deck's 5 and 6
    v = ask(tmp_path, capsys, """\
        question: can-open
        round: 3
        hand: 3♥ 4♥ 5♥ 6♥ 5♥ 6♥ 7♥ 8♥ K♣
        """)
    assert v["answer"] is True
    assert v["details"]["laydowns"] == [["3♥ 4♥ 5♥ 6♥", "5♥ 6♥ 7♥ 8♥"]]
    assert "4.3" in v["clauses"]


def test_can_open_in_the_final_round_uses_the_whole_hand(tmp_path, capsys):
    # 7.4: 13 cards in three sequences, one longer than 4, no discard
    v = ask(tmp_path, capsys, """\
        question: can-open
        round: 7
        hand: A♠ 2♠ 3♠ 4♠ 5♠ 6♥ 7♥ 8♥ 9♥ J♦ Q♦ K♦ JK
        """)
    assert v["answer"] is True
    assert v["details"]["laydowns"][0] == ["A♠ 2♠ 3♠ 4♠ 5♠", "6♥ 7♥ 8♥ 9♥", "JK=10♦ J♦ Q♦ K♦"]
    assert "7.4" in v["clauses"]


def test_can_open_in_the_final_round_with_too_few_cards(tmp_path, capsys):
    v = ask(tmp_path, capsys, """\
        question: can-open
        round: 7
        hand: A♠ 2♠ 3♠ 4♠ 6♥ 7♥ 8♥ 9♥ J♦ Q♦
        """)
    assert v["answer"] is False
    assert v["clauses"][0] == "7.4"


# -- meld (3.1–3.7, D1, D2, 4.1, 5.2, 7.4) ------------------------------------------------------

@pytest.mark.parametrize("meld, extra, answer, clause", [
    ("7♥ 7♥ 7♣", "", True, "3.1"),                      # 3.1: suits may repeat
    ("J♥ Q♥ K♥ A♥", "", True, "3.3"),                   # 3.3: a high ace
    ("A♠ 2♠ 3♠ 4♠", "", True, "3.3"),                   # 3.3: a low ace
    ("K♠ A♠ 2♠ 3♠", "", False, "3.3"),                  # 3.3: no wrap-around
    ("3♠ 4♠ 5♠ 7♠", "", False, "3.2"),                  # 3.2: no gap
    ("3♠ 4♥ 5♠ 6♠", "", False, "3.2"),                  # 3.2: one suit
    ("7♣ 7♦", "", False, "3.1"),                        # 3.1: at least 3 cards
    ("JK JK JK", "kind: group", False, "D1"),           # D1: jokers only must declare a rank
    ("JK=7 JK=7 JK=7", "", True, "D1"),                 # D1: ... and then they are a group
    ("3♠ 4♠ 5♠ JK", "", True, "D2"),                    # D2: the joker stands for 6♠
    ("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", "", True, "3.4"),   # 3.4: 14 cards
    ("7♣ 7♦ 7♥", "round: 1", True, "5.2"),              # a contract group of round 1
    ("7♣ 7♦ 7♥ 7♠", "round: 1", False, "5.2"),          # 5.2: exactly 3 at the opening
    ("3♠ 4♠ 5♠ 6♠ 7♠", "round: 2", False, "5.2"),       # 5.2: exactly 4 at the opening
    ("3♠ 4♠ 5♠ 6♠ 7♠", "round: 7", True, "7.4"),        # 7.4: at least 4 in round 7
    ("7♣ 7♦ 7♥", "round: 3", False, "4.1"),             # round 3 is two sequences
    ("3♠ 4♠ 5♠ 6♠", "round: 4", False, "4.1"),          # round 4 is three groups
])
def test_meld(tmp_path, capsys, meld, extra, answer, clause):
    v = ask(tmp_path, capsys, f"question: meld\nmeld: {meld}\n{extra}\n")
    assert v["answer"] is answer
    assert clause in v["clauses"]


@pytest.mark.parametrize("lang, rules", [("pt", "Regras"), ("es", "Reglas"), ("ca", "Regles")])
@pytest.mark.parametrize("meld, clauses", [
    ("Q♠ Q♦ JK", ["4.1", "5.2", "3.1", "3.7"]),         # a joker in a natural group: no D1
    ("JK=7 JK=7 JK=7", ["4.1", "5.2", "3.1", "3.7", "D1"]),     # jokers only: D1
    ("5♠ JK 7♠ 8♠", ["3.2", "3.7", "D2"]),              # a sequence's joker: D2
])
def test_meld_cites_d1_only_for_jokers_only(tmp_path, capsys, lang, rules, meld, clauses):
    # fourteenth pt reading #5: «Q♠ Q♦ JK» answered «Regras: 3.1, 3.7, D1», but D1 is the
    # ruling on melds of jokers only; nothing in that answer rests on it
    round_ = "round: 1\n" if clauses[0] == "4.1" else ""
    v = ask(tmp_path, capsys, f"question: meld\n{round_}meld: {meld}\n", "--lang", lang)
    assert v["answer"] is True and v["clauses"] == clauses
    assert ("§D1" in v["explanation"]) == ("D1" in clauses)


def test_meld_shows_the_jokers_value(tmp_path, capsys):
    # the joker can only be 4♠, wherever it was written (3.7, D2)
    v = ask(tmp_path, capsys, "question: meld\nmeld: 3♠ 5♠ 6♠ JK\n")
    assert v["details"]["meld"] == "3♠ JK=4♠ 5♠ 6♠"
    assert "JK=4♠" in v["explanation"]


def test_meld_shows_the_jokers_possible_values(tmp_path, capsys):
    # a joker beside 3♠ 4♠ 5♠ has no value yet: 2♠ or 6♠, the player declares which
    v = ask(tmp_path, capsys, "question: meld\nmeld: 3♠ 4♠ 5♠ JK\n")
    assert v["details"]["readings"] == ["JK=2♠ 3♠ 4♠ 5♠", "3♠ 4♠ 5♠ JK=6♠"]
    assert "JK=2♠ ou JK=6♠" in v["explanation"] and "§D2" in v["explanation"]


def test_meld_that_could_be_either_kind_asks_which(tmp_path, capsys):
    err = refuse(tmp_path, capsys, "question: meld\nmeld: 7♠ JK JK JK\n")
    assert "linha 2" in err and "«meld»" in err and "kind" in err and "(§D2)" in err
    v = ask(tmp_path, capsys, "question: meld\nmeld: 7♠ JK JK JK\nkind: sequence\n")
    assert v["answer"] is True and v["details"]["readings"] == [
        "JK=4♠ JK=5♠ JK=6♠ 7♠", "JK=5♠ JK=6♠ 7♠ JK=8♠", "JK=6♠ 7♠ JK=8♠ JK=9♠",
        "7♠ JK=8♠ JK=9♠ JK=10♠"]


# -- lay-off (5.4, 5.5, 3.4, 3.5, D2, D7, D8) -----------------------------------------------------

TABLE = """\
    table:
      - 7♣ 7♦ 7♥
      - 5♥ 6♥ 7♥ 8♥
"""


def lay_off(extra: str, round_: int = 2, table: str = TABLE) -> str:
    return f"question: lay-off\nround: {round_}\n" + textwrap.dedent(table) + textwrap.dedent(extra)


def test_lay_off_on_the_opening_turn_is_refused(tmp_path, capsys):
    # §11 and 5.4: the 8♥ that fits must wait for the next own turn
    v = ask(tmp_path, capsys, lay_off("""\
        opened: this-turn
        hand: 9♥ 2♦ K♠
        card: 9♥
        target: 2
        """))
    assert v["answer"] is False
    assert v["clauses"][0] == "5.4"


def test_lay_off_from_the_next_turn(tmp_path, capsys):
    v = ask(tmp_path, capsys, lay_off("""\
        opened: earlier
        hand: 9♥ 2♦ K♠
        card: 9♥
        target: 2
        """))
    assert v["answer"] is True
    assert v["details"]["result"] == "5♥ 6♥ 7♥ 8♥ 9♥"
    assert v["clauses"][:2] == ["5.4", "3.4"]


@pytest.mark.parametrize("opened, clause", [
    ("no", "D7"),              # not opened
    ("this-turn", "5.4"),      # not on the turn of the opening
])
def test_lay_off_refused_by_who_and_when(tmp_path, capsys, opened, clause):
    v = ask(tmp_path, capsys, lay_off(f"""\
        opened: {opened}
        hand: 3
        card: 7♠
        target: 1
        """))
    assert v["answer"] is False and v["clauses"][0] == clause


#: Positions that cannot happen, each with the field and clause that refuse it: in round 7
#: whoever opens goes out at once (7.4, D8), so no meld stays on the table and nobody is
#: "opened" during a turn; a table is whole contracts (5.3); an opened player's contract
#: lies on the table (5.2).
IMPOSSIBLE = [
    (7, ["5♠ 6♠ 7♠ 8♠", "9♥ 10♥ J♥ Q♥", "2♣ 3♣ 4♣ 5♣"], "earlier", "table", "7.4"),
    (7, [], "earlier", "opened", "D8"),
    (3, ["5♠ 6♠ 7♠ 8♠", "9♥ 9♦ 9♣"], "earlier", "table", "5.3"),
    (2, ["5♠ 6♠ 7♠ 8♠"], "no", "table", "5.3"),
    (2, [], "earlier", "opened", "5.2"),
]


@pytest.mark.parametrize("round_, table, opened, field, clause", IMPOSSIBLE)
def test_an_impossible_position_is_refused_alike_by_every_question(tmp_path, capsys, round_,
                                                                    table, opened, field,
                                                                    clause):
    # issue 11: round 7 with 'opened: earlier' was answered by joker-swap and lay-off and
    # refused by go-out; now every question with a table and an opening status refuses it the
    # same way (exit 2, the same field and clause)
    melds = "".join(f"  - {m}\n" for m in table) if table else "  []\n"
    situations = {
        "lay-off": f"hand: 8♠ 2♦ K♥\ncard: 8♠\n",
        "joker-swap": "hand: 8♠ 2♦ K♥\n",
        "go-out": "hand: 8♠ 2♦ K♥\n",
    }
    messages = set()
    for question, rest in situations.items():
        if question == "go-out" and opened == "this-turn":
            continue
        text = (f"question: {question}\nround: {round_}\ntable:\n{melds}opened: {opened}\n"
                + rest).replace("table:\n  []", "table: []")
        path = tmp_path / "situation.yaml"
        path.write_text(text, encoding="utf-8")
        status = main(["verdict", str(path)])
        out, err = capsys.readouterr()
        assert status == 2 and out == "", (question, out)
        assert f"campo «{field}»" in err and clause in err, (question, err)
        messages.add(err.split(f"campo «{field}»: ")[1])
    assert len(messages) == 1, messages


def test_lay_off_must_keep_a_card_for_the_discard(tmp_path, capsys):
    # 5.5: laying off the last card is not going out; going out is discarding it
    v = ask(tmp_path, capsys, lay_off("""\
        opened: earlier
        hand: 7♠
        card: 7♠
        target: 1
        """))
    assert v["answer"] is False and v["clauses"] == ["5.5"]


GROUPS = """\
    table:
      - 9♦ 9♣ 9♥
      - Q♠ Q♦ Q♥
"""


@pytest.mark.parametrize("lang, no, but", [
    ("ca", "No. El jugador no pot afegir totes aquestes cartes: n'ha de guardar una a la mà per "
           "al descart obligatori (§5.5).",
     "Sí que les pot afegir totes menys el 5♥, que es queda per al descart (§5.4): afegeix el 9♠ "
     "a la combinació 1 (9♥ 9♦ 9♣) i afegeix la Q♣ a la combinació 2 (Q♠ Q♥ Q♦)."),
    ("es", "No. No puede añadir todas estas cartas: tiene que guardar una en la mano para el "
           "descarte obligatorio (§5.5).",
     "Sí puede añadirlas todas menos el 5♥, que se queda para el descarte (§5.4): añade el 9♠ a "
     "la combinación 1 (9♥ 9♦ 9♣); añade la Q♣ a la combinación 2 (Q♠ Q♥ Q♦)."),
    ("pt", "Não. Não pode acrescentar todas estas cartas: tem de guardar uma na mão para o "
           "descarte obrigatório (§5.5).",
     "Pode, sim, acrescentá-las todas menos o 5♥, que fica para o descarte (§5.4): acrescenta o "
     "9♠ à combinação 1 (9♥ 9♦ 9♣) e acrescenta a Q♣ à combinação 2 (Q♠ Q♥ Q♦)."),
])
def test_lay_off_the_whole_hand_says_all_but_the_card_kept(tmp_path, capsys, lang, no, but):
    # ca #1 of the fourth Catalan reading: the whole hand may not go (5.5), but the 9♠ and the
    # Q♣ may (5.4, 3.5) while the 5♥, which fits nowhere, stays for the discard; the answer
    # said «ara no pot afegir cartes», as if he could lay off none
    v = ask(tmp_path, capsys, lay_off("""\
        opened: earlier
        hand: 9♠ 5♥ Q♣
        cards: 9♠ 5♥ Q♣
        """, round_=1, table=GROUPS), "--lang", lang)
    assert v["answer"] == [] and v["clauses"] == ["5.5", "5.4", "3.5"]
    assert v["details"] == {"code": "keep-discard", "keep": ["5♥"], "moves": [
        {"move": "lay-off", "card": "9♠", "meld": 1, "end": None},
        {"move": "lay-off", "card": "Q♣", "meld": 2, "end": None}]}
    assert v["explanation"] == f"{no} {but}"


@pytest.mark.parametrize("target", ["", "target: 2\n"])
@pytest.mark.parametrize("lang, said", [
    ("pt", "Não. Não pode acrescentar a Q♣, a sua última carta: tem de ficar uma na mão para o "
           "descarte obrigatório (§5.5)."),
    ("es", "No. No puede añadir la Q♣, su última carta: tiene que quedarle una en la mano para "
           "el descarte obligatorio (§5.5)."),
    ("ca", "No. El jugador no pot afegir la Q♣, la seva última carta: n'ha de guardar una a la "
           "mà per al descart obligatori (§5.5)."),
])
def test_the_last_card_is_refused_as_the_last_card(tmp_path, capsys, lang, said, target):
    # twelfth pt reading #5: the hand's last card fits the Qs, but it must stay for the
    # discard (5.5); the answer said «não pode acrescentar cartas agora», as if barred
    v = ask(tmp_path, capsys, lay_off("""\
        opened: earlier
        hand: Q♣
        card: Q♣
        """ + target, round_=1, table=GROUPS), "--lang", lang)
    assert v["answer"] == (False if target else []) and v["clauses"] == ["5.5"]
    assert v["details"] == {"code": "keep-discard"}
    assert v["explanation"] == said


def test_lay_off_the_whole_hand_on_a_target_and_any_card_kept(tmp_path, capsys):
    # a target: the Q♣ does not go on the 9s, so it is the card kept (5.5)
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 9♠ Q♣\ncards: 9♠ Q♣\ntarget: 1\n",
                                      round_=1, table=GROUPS), "--lang", "ca")
    assert v["answer"] is False and v["details"]["keep"] == ["Q♣"]
    assert "totes menys la Q♣, que es queda per al descart (§5.4): afegeix el 9♠ a la " \
           "combinació 1 (9♥ 9♦ 9♣)." in v["explanation"]
    # every card may be kept: the other two go on the 9s and the Qs
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 9♠ 9♣ Q♣\ncards: 9♠ 9♣ Q♣\n",
                                      round_=1, table=GROUPS), "--lang", "es")
    assert v["details"]["keep"] == ["9♠", "9♣", "Q♣"]
    assert "puede guardar cualquiera de estas: el 9♠, el 9♣ o la Q♣. Por ejemplo, si guarda " \
           "el 9♠ (§5.4): añade el 9♣ a la combinación 1" in v["explanation"]
    # one of them, whichever: «ou», not «e» (eighth pt reading #6)
    said = {lang: ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 9♠ 9♣ Q♣\n"
                                                "cards: 9♠ 9♣ Q♣\n", round_=1, table=GROUPS),
                      "--lang", lang)["explanation"] for lang in ("pt", "ca")}
    assert "pode guardar qualquer uma destas: o 9♠, o 9♣ ou a Q♣. Por exemplo, se guardar " \
           "o 9♠ (§5.4)" in said["pt"]
    assert "pot guardar qualsevol d'aquestes cartes: el 9♠, el 9♣ o la Q♣. Per exemple, si " \
           "guarda el 9♠ (§5.4)" in said["ca"]


def test_lay_off_the_whole_hand_when_no_card_kept_lets_the_others_go(tmp_path, capsys):
    # neither the 8♠ nor the K♣ fits the 9s or the Qs: keeping either leaves the other (5.4)
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 8♠ K♣\ncards: 8♠ K♣\n",
                                      round_=1, table=GROUPS), "--lang", "pt")
    assert v["clauses"] == ["5.5", "5.4"] and "keep" not in v["details"]
    # «seja qual for a que guardar», not the imperative «guarde a que guardar» (eighth pt
    # reading #7)
    assert v["explanation"].endswith("E também não pode acrescentá-las todas menos uma: seja "
                                     "qual for a que guardar, a outra não pode ir para a mesa "
                                     "nesta vez (§5.4).")


def test_lay_off_on_a_group_and_a_card_of_another_rank(tmp_path, capsys):
    yes = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 2\ncard: 7♠\ntarget: 1\n"))
    assert yes["answer"] is True and yes["details"]["result"] == "7♠ 7♥ 7♦ 7♣"
    assert "3.5" in yes["clauses"]
    no = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 2\ncard: 8♠\ntarget: 1\n"))
    assert no["answer"] is False and no["clauses"][0] == "3.5"


def test_lay_off_never_beyond_an_ace(tmp_path, capsys):
    # 3.4: nothing above a high ace (no K-A-2)
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 2\ncard: 2♥\ntarget: 1\n",
                                      table="table: [J♥ Q♥ K♥ A♥, 5♣ 5♦ 5♠]\n"))
    assert v["answer"] is False and v["clauses"][0] == "3.4"


def test_lay_off_on_a_full_sequence(tmp_path, capsys):
    # 3.4: at most 14 cards (round 3: two sequences, both full)
    table = ("table: [A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠,"
             " A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥]\n")
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 3\ncard: JK\ntarget: 1\n",
                                      round_=3, table=table))
    assert v["answer"] is False and v["clauses"][0] == "3.4"
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 3\ncard: JK\n", round_=3,
                                      table=table))
    assert v["answer"] == []


def test_lay_off_a_joker_that_fits_both_ends_says_the_end_matters(tmp_path, capsys):
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 3\ncard: JK\ntarget: 2\n"))
    assert v["answer"] is True
    assert v["details"]["ends"] == ["low", "high"]
    assert "D2" in v["clauses"]
    low = ask(tmp_path, capsys, lay_off(
        "opened: earlier\nhand: 3\ncard: JK\ntarget: 2\nend: low\n"))
    assert low["details"]["result"] == "JK=4♥ 5♥ 6♥ 7♥ 8♥"


@pytest.mark.parametrize("table, extra, clauses", [
    # finding 4 of the ninth Catalan reading: a joker on a group takes the group's rank (3.5,
    # 3.7); D2, the place of a sequence's joker, has nothing to say there
    ("table: [7♣ 7♦ 7♥, 5♥ 6♥ 7♥ 8♥]\n", "hand: JK 5♦\ncard: JK\ntarget: 1\n",
     ["5.4", "3.5", "3.7"]),
    ("table: [7♣ 7♦ 7♥, 5♥ 6♥ 7♥ 8♥]\n", "hand: JK 7♠ 2♦\ncards: JK 7♠\ntarget: 1\n",
     ["5.4", "3.5", "3.7"]),
    # on a sequence's end it is D2 that says which card it stands for
    ("table: [7♣ 7♦ 7♥, 5♥ 6♥ 7♥ 8♥]\n", "hand: JK 5♦\ncard: JK\ntarget: 2\nend: high\n",
     ["5.4", "3.4", "3.7", "D2"]),
    # no target: the group (3.5, 3.7) and the sequence (3.4, D2) it fits
    ("table: [7♣ 7♦ 7♥, 5♥ 6♥ 7♥ 8♥]\n", "hand: JK 2♦\ncard: JK\n",
     ["5.4", "3.5", "3.7", "3.4", "D2"]),
    # several cards, no target: 9♥ on the sequence, the joker on the group (3.7, no D2)
    ("table: [7♣ 7♦ 7♥, 5♥ 6♥ 7♥ 8♥]\n", "hand: JK 9♥ 2♦\ncards: JK 9♥\n",
     ["5.4", "3.4", "3.5", "3.7"]),
    # a natural card on a group of jokers only: their declared rank stays (D1)
    ("table: [JK=7 JK=7 JK=7, 5♥ 6♥ 7♥ 8♥]\n", "hand: 7♠ 2♦\ncard: 7♠\ntarget: 1\n",
     ["5.4", "3.5", "D1"]),
])
def test_lay_off_cites_d2_only_for_a_joker_on_a_sequence(tmp_path, capsys, table, extra,
                                                          clauses):
    v = ask(tmp_path, capsys, lay_off("opened: earlier\n" + extra, table=table))
    if "target" in extra or "cards" in extra:
        assert v["answer"] is True
    else:                                               # where the joker fits: both melds
        assert v["answer"] == [{"meld": 1, "end": None}, {"meld": 2, "end": "low"},
                               {"meld": 2, "end": "high"}]
    assert v["clauses"] == clauses


@pytest.mark.parametrize("lang, rules", [("ca", "Regles: 5.4, 3.5, 3.7"),
                                         ("es", "Reglas: 5.4, 3.5, 3.7"),
                                         ("pt", "Regras: 5.4, 3.5, 3.7")])
def test_lay_off_a_joker_on_a_group_says_its_clauses(tmp_path, capsys, lang, rules):
    # the reader's own situation 09: the joker on 7♣ 7♦ 7♥, in every language
    path = tmp_path / "situation.yaml"
    path.write_text("question: lay-off\nround: 4\ntable: [7♣ 7♦ 7♥, Q♠ Q♦ Q♥, 2♠ 2♦ 2♣]\n"
                    "opened: earlier\nhand: JK 5♦\ncard: JK\ntarget: 1\n", encoding="utf-8")
    assert main(["verdict", str(path), "--lang", lang]) == 0
    out = capsys.readouterr()[0]
    assert "7♥ 7♦ 7♣ JK=7" in out
    assert out.rstrip("\n").splitlines()[-1] == rules


def test_lay_off_several_cards_in_any_order(tmp_path, capsys):
    v = ask(tmp_path, capsys, lay_off("""\
        opened: earlier
        hand: 10♥ 9♥ 4♥ K♠
        cards: 10♥ 9♥ 4♥
        target: 2
        """))
    assert v["answer"] is True
    assert v["details"]["result"] == "4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥"


def test_lay_off_several_cards_that_do_not_all_fit(tmp_path, capsys):
    # the second 9♥ would need the place of a 10♥
    v = ask(tmp_path, capsys, lay_off("""\
        opened: earlier
        hand: 9♥ 9♥ K♠
        cards: 9♥ 9♥
        target: 2
        """))
    assert v["answer"] is False and "3.2" in v["clauses"]


def test_lay_off_without_a_target_lists_where_the_card_fits(tmp_path, capsys):
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 3\ncard: JK\n"))
    assert v["answer"] == [{"meld": 1, "end": None}, {"meld": 2, "end": "low"},
                           {"meld": 2, "end": "high"}]
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 3\ncard: 10♠\n"))
    assert v["answer"] == []


ISSUE_TABLE = """\
    table:
      - 5♠ 6♠ 7♠ 8♠
      - 9♥ 10♥ J♥ Q♥
"""


@pytest.mark.parametrize("target", ["target: 1\n", ""])
def test_lay_off_seven_cards_out_of_rank_order_5_4(tmp_path, capsys, target):
    # issue 11: refused when written out of rank order, accepted sorted; 5.4 lets a player add
    # cards in any order; with or without a target
    answers = set()
    for cards in ("10♠ 9♠ J♠ Q♠ K♠ 4♠ 3♠", "3♠ 4♠ 9♠ 10♠ J♠ Q♠ K♠", "K♠ 3♠ Q♠ 4♠ J♠ 9♠ 10♠"):
        v = ask(tmp_path, capsys, lay_off(f"opened: earlier\nhand: {cards} 2♦\ncards: {cards}\n"
                                          + target, round_=3, table=ISSUE_TABLE))
        answers.add((v["answer"], tuple(v["clauses"])))
    assert answers == {(True, ("5.4", "3.4"))}


def test_lay_off_on_several_melds_in_one_turn(tmp_path, capsys):
    # issue 11: 8♥ on meld 2 and 9♠ on meld 1, no target: any melds, any order
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 9♠ K♣ 8♥\ncards: 9♠ 8♥\n",
                                      round_=3, table=ISSUE_TABLE))
    assert v["answer"] is True
    assert [(m["card"], m["meld"]) for m in v["details"]["moves"]] == [("9♠", 1), ("8♥", 2)]
    # and after a swap: 6♠ frees the joker, which goes on at once (7.1, 7.2)
    table = "table: [5♠ JK=6♠ 7♠ 8♠, 9♥ 10♥ J♥ Q♥]\n"
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 6♠ 9♠ K♣\ncards: 9♠ 6♠\n",
                                      round_=3, table=table))
    assert v["answer"] is True and {"7.1", "7.2", "D6"} <= set(v["clauses"])
    assert "joker-swap" in [m["move"] for m in v["details"]["moves"]]
    # cards that cannot all go: named when one fits nowhere at all
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 9♠ 9♠ 2♦ K♣\ncards: 9♠ 9♠ 2♦\n",
                                      round_=3, table=ISSUE_TABLE))
    assert v["answer"] is False and v["details"]["stuck"] == ["2♦"]
    assert v["clauses"] == ["5.4", "3.4", "3.5"]
    # issue 26: a card that fits once another is laid off is not said to fit nowhere
    table = "table: [K♣ K♦ K♥, 5♥ 6♥ 7♥ 8♥]\n"
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 9♥ 10♥ Q♦ 2♣\n"
                                      "cards: 9♥ 10♥ Q♦\n", round_=2, table=table))
    assert v["answer"] is False and v["details"]["stuck"] == ["Q♦"]
    # each fits, but not all together (one place for two cards): no card is named
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 9♥ 9♥ 2♣\ncards: 9♥ 9♥\n",
                                      round_=2, table=table))
    assert v["answer"] is False and v["details"]["stuck"] == []


# -- joker-swap (7.1–7.3, D6–D8) ------------------------------------------------------------------

SWAP_TABLE = """\
    table:
      - 5♠ JK=6♠ 7♠ 8♠
      - 9♦ 9♣ JK
"""


def swap(extra: str, round_: int = 2, table: str = SWAP_TABLE) -> str:
    return (f"question: joker-swap\nround: {round_}\n" + textwrap.dedent(table)
            + textwrap.dedent(extra))


def test_joker_swap_and_where_the_joker_goes(tmp_path, capsys):
    v = ask(tmp_path, capsys, swap("opened: earlier\nhand: 6♠ K♥\n"))
    # each place with the card the joker stands for there (3.7)
    assert v["answer"] == [{"meld": 1, "card": "6♠", "joker_to": [
        {"meld": 1, "end": "low", "joker": "JK=4♠"}, {"meld": 1, "end": "high", "joker": "JK=9♠"},
        {"meld": 2, "end": None, "joker": "JK=9"}]}]
    assert v["clauses"][:2] == ["7.1", "7.2"]
    assert "7.3" in v["clauses"]          # the group's joker stays


def test_joker_swap_in_a_group_is_never_possible(tmp_path, capsys):
    v = ask(tmp_path, capsys, swap("opened: earlier\nhand: 9♥ K♥\n",
                                   table="table: [9♦ 9♣ JK, 2♠ 3♠ 4♠ 5♠]\n"))
    assert v["answer"] == [] and "7.3" in v["clauses"]


def test_joker_swap_needs_a_card_left_to_discard(tmp_path, capsys):
    # D6: with 6♠ as the only card, nothing would be left to discard
    v = ask(tmp_path, capsys, swap("opened: earlier\nhand: 6♠\n"))
    assert v["answer"] == [] and "D6" in v["clauses"]


def test_joker_swap_needs_a_place_for_the_freed_joker(tmp_path, capsys):
    # D6/7.2: the only meld is a full 14-card sequence: the freed joker could go nowhere
    table = ("table: [A♠ 2♠ 3♠ JK=4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠,"
             " A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥]\n")
    v = ask(tmp_path, capsys, swap("opened: earlier\nhand: 4♠ K♣\n", round_=3, table=table))
    assert v["answer"] == [] and "D6" in v["clauses"]


JOKERS_TABLE = """\
    table:
      - 5♠ 6♠ JK=7♠ 8♠
      - 9♥ 10♥ J♥ Q♥
      - K♣ K♦ K♥
"""


@pytest.mark.parametrize("extra, answer, clauses, placed", [
    # one chosen placement: the value the freed joker takes there (3.7)
    ("card: 7♠\njoker_to: 2\nend: high\n", True, ["7.1", "7.2", "D6", "3.7"],
     {"meld": 2, "end": "high", "joker": "JK=K♥"}),
    ("card: 7♠\njoker_to: 3\n", True, ["7.1", "7.2", "D6", "3.7"],
     {"meld": 3, "end": None, "joker": "JK=K"}),
    # a card of another suit never frees it: 7.1 decides (not 3.6)
    ("card: 7♥\n", False, ["7.1"], None),
    # the low end of the other sequence
    ("card: 7♠\njoker_to: 2\nend: low\n", True, ["7.1", "7.2", "D6", "3.7"],
     {"meld": 2, "end": "low", "joker": "JK=8♥"}),
])
def test_joker_swap_one_chosen_placement(tmp_path, capsys, extra, answer, clauses, placed):
    v = ask(tmp_path, capsys, swap("opened: earlier\nhand: 7♥ 7♠ 3♣\n" + extra, round_=6,
                                   table=JOKERS_TABLE))
    assert v["answer"] is answer and v["clauses"] == clauses
    assert v["details"].get("placed") == placed


def test_joker_swap_chosen_meld_with_room_at_both_ends_lists_both(tmp_path, capsys):
    v = ask(tmp_path, capsys, swap("opened: earlier\nhand: 7♥ 7♠ 3♣\ncard: 7♠\njoker_to: 2\n",
                                   round_=6, table=JOKERS_TABLE))
    assert v["answer"] is True
    assert v["details"]["swaps"][0]["joker_to"] == [
        {"meld": 2, "end": "low", "joker": "JK=8♥"}, {"meld": 2, "end": "high", "joker": "JK=K♥"}]


def test_joker_swap_freed_joker_with_nowhere_to_go_there(tmp_path, capsys):
    table = ("table: [5♠ 6♠ JK=7♠ 8♠, A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥, K♣ K♦ K♥]\n")
    v = ask(tmp_path, capsys, swap("opened: earlier\nhand: 7♠ 3♣\ncard: 7♠\njoker_to: 2\n"
                                   "end: high\n", round_=6, table=table))
    assert v["answer"] is False and v["clauses"] == ["3.4"]


def test_joker_swap_end_on_a_group_is_refused_as_a_situation(tmp_path, capsys):
    err = refuse(tmp_path, capsys, swap("opened: earlier\nhand: 7♠ 3♣\ncard: 7♠\njoker_to: 3\n"
                                        "end: low\n", round_=6, table=JOKERS_TABLE))
    assert "«end»" in err and "(§3.5)" in err


@pytest.mark.parametrize("opened, clause", [("this-turn", "7.1"), ("no", "D7")])
def test_joker_swap_refused_by_who_and_when(tmp_path, capsys, opened, clause):
    # round 7 with 'opened: earlier' cannot happen: refused as a situation (IMPOSSIBLE above)
    v = ask(tmp_path, capsys, swap(f"opened: {opened}\nhand: 6♠ K♥\n"))
    assert v["answer"] == [] and v["clauses"][0] == clause


# -- penalty (8.1–8.3, D12) ------------------------------------------------------------------------

@pytest.mark.parametrize("hand, points", [
    ("K♣ A♥ 5♦ JK", 45),          # 8.3
    ("10♥ 2♠ Q♦", 22),            # 8.1: face value, 10 for a queen
    ("J♣ K♦ Q♠ A♣ A♦", 60),
    ("JK 7♠", 22),                # D12: a joker left in hand costs 15
    ("[]", 0),                    # 8.2: the player who went out
])
def test_penalty(tmp_path, capsys, hand, points):
    v = ask(tmp_path, capsys, f"question: penalty\nhand: {hand}\n")
    assert v["answer"] == points
    assert v["clauses"][0] == ("8.2" if points == 0 else "8.1")


def test_a_joker_in_hand_with_a_value_is_refused_by_penalty_as_elsewhere(tmp_path, capsys):
    # 3.7: a joker declares its value when it is played; one left in hand has none, so the
    # penalty question refuses JK=7♠ with the same words as any other question's hand
    penalty = refuse(tmp_path, capsys, "question: penalty\nhand: JK=7♠ 7♣\n")
    can_open = refuse(tmp_path, capsys, "question: can-open\nround: 2\nhand: JK=7♠ 7♣\n")
    said = "«hand»: JK=7♠: um joker na mão ainda não tem valor"
    assert ", linha 2, campo " + said in penalty and ", linha 3, campo " + said in can_open
    assert penalty.split("«hand»")[1] == can_open.split("«hand»")[1]
    assert penalty.rstrip().endswith("escreva JK (§3.7)")


# -- buy (6.1–6.7, D3, D4, D9, 9.1, 9.2) --------------------------------------------------------------

def test_buy_priority_then_a_second_purchase(tmp_path, capsys):
    # 6.2: seats 3 and 4 ask for 7♥, seat 3 plays sooner after seat 1; 6.4: seat 2 buys 9♣
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥ 9♣
        stock: 5♦ 4♦ 3♦ 2♦
        asks:
          2: 9♣
          3: 7♥
          4: 7♥
        """)
    assert v["answer"] == [{"seat": 3, "cards": ["7♥", "5♦"]},
                           {"seat": 2, "cards": ["9♣", "4♦"]},
                           {"seat": 1, "cards": ["3♦"]}]
    assert {"6.2", "6.3", "6.4", "6.5"} <= set(v["clauses"])


def test_buy_the_discarder_comes_last(tmp_path, capsys):
    # D3: seat 1 discarded the top card (the seat before active seat 2): seat 3 comes first
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 2
        discard: 7♥
        stock: 5♦ 6♦
        asks: {1: 7♥, 3: 7♥}
        """)
    assert v["answer"] == [{"seat": 3, "cards": ["7♥", "5♦"]}, {"seat": 2, "cards": ["6♦"]}]


def test_buy_a_refusal_cites_d3_only_for_the_discarder(tmp_path, capsys):
    # es #13, ca #20 (fresh reviews): seat 3 loses 7♥ to seat 2 on priority alone (6.2); seat 4
    # discarded it and comes last (D3): only seat 4's refusal says so and cites D3
    path = tmp_path / "situation.yaml"
    path.write_text(textwrap.dedent("""\
        question: buy
        active: 1
        discard: 7♥ 9♣
        stock: 5♦ 4♦ 3♦ 2♦
        asks: {4: 7♥, 2: 7♥, 3: 7♥}
        """), encoding="utf-8")
    assert main(["verdict", str(path), "--lang", "es"]) == 0
    out = capsys.readouterr().out.splitlines()
    third = next(line for line in out if line.startswith("El jugador 3 también"))
    fourth = next(line for line in out if line.startswith("El jugador 4 también"))
    assert third.endswith("contando desde el jugador en turno (§6.2).")
    assert "que acaba de descartar" in fourth and fourth.endswith("(§6.2, §D3).")


def test_buy_no_two_purchases_in_a_row(tmp_path, capsys):
    # D4: seat 3 bought 7♥ and cannot buy 9♣ next; seat 4 can
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥ 9♣
        stock: 5♦ 4♦ 3♦
        asks: {3: [7♥, 9♣]}
        """)
    assert v["answer"] == [{"seat": 3, "cards": ["7♥", "5♦"]}, {"seat": 1, "cards": ["4♦"]}]
    assert "D4" in v["clauses"]
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥ 9♣
        stock: 5♦ 4♦ 3♦
        asks: {3: [7♥, 9♣], 4: 9♣}
        """)
    assert v["answer"] == [{"seat": 3, "cards": ["7♥", "5♦"]}, {"seat": 4, "cards": ["9♣", "4♦"]},
                           {"seat": 1, "cards": ["3♦"]}]


def test_buy_when_the_active_player_takes_the_discard(tmp_path, capsys):
    # 6.7: nobody buys
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥ 9♣
        stock: 5♦
        asks: {2: 7♥}
        draws: discard
        """)
    assert v["answer"] == [{"seat": 1, "cards": ["7♥"]}]
    assert v["clauses"][0] == "6.7"


def test_buy_the_active_player_may_not_buy(tmp_path, capsys):
    err = refuse(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥
        stock: 5♦
        asks:
          1: 7♥
        """)
    assert "linha 6" in err and "«asks»" in err and "§D3" in err


def test_buy_running_out_reshuffles_then_ends_the_round(tmp_path, capsys):
    # 9.1: the second penalty card comes from the reshuffled discard pile (chance: not named);
    # then the active player's draw is impossible: the round ends (9.2, D9)
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥ 9♣ 3♣ 4♣ 5♣
        stock: 5♦
        asks: {2: 7♥, 3: 9♣}
        """)
    assert v["answer"] == [{"seat": 2, "cards": ["7♥", "5♦"]}, {"seat": 3, "cards": ["9♣", None]},
                           {"seat": 1, "cards": [None]}]
    assert v["details"]["reshuffles"] == 1 and v["details"]["round_ends"] is False
    assert {"9.1"} <= set(v["clauses"])


#: The 2nd buys 7♥ and takes the stock's last card, 5♦, as his penalty card; the 3rd buys 9♣,
#: whose penalty card needs the pile but its new top (3♣) shuffled: a stock of one card, 4♣.
TWO_PURCHASES_ONE_REBUILD = """\
    question: buy
    active: 1
    discard: 7♥ 9♣ 3♣ 4♣
    stock: 5♦
    asks: {2: 7♥, 3: 9♣}
    """


def test_buy_a_reshuffled_stock_of_one_card_is_named(tmp_path, capsys):
    # issue 11: after the reshuffle the new stock can only be 4♣ (the discard pile but its top
    # 3♣): named, not null; then the active player's draw is impossible (9.2, D9)
    v = ask(tmp_path, capsys, TWO_PURCHASES_ONE_REBUILD)
    assert v["answer"] == [{"seat": 2, "cards": ["7♥", "5♦"]}, {"seat": 3, "cards": ["9♣", "4♣"]}]
    assert v["details"]["round_ends"] is True and {"9.1", "9.2", "D9"} <= set(v["clauses"])
    assert "4♣" in v["explanation"]
    # two copies of one card: whichever comes, it is that card
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥ 9♣ 3♣ 3♣
        stock: []
        asks: {2: 7♥, 3: 9♣}
        """)
    assert v["answer"] == [{"seat": 2, "cards": ["7♥", "3♣"]}, {"seat": 3, "cards": ["9♣", "3♣"]}]


@pytest.mark.parametrize("lang, bought, rebuilt", [
    ("es", "El jugador 3 compra el 9♣", "Como el mazo está vacío, para esa carta de castigo"),
    ("pt", "O jogador 3 compra o 9♣", "Como o monte está vazio, para essa penalização"),
    ("ca", "El jugador 3 compra el 9♣", "Com que el munt està buit, per a aquesta penalització"),
])
def test_buy_the_rebuild_is_said_after_the_purchase_that_needs_it(tmp_path, capsys, lang,
                                                                   bought, rebuilt):
    # 9.1: the 2nd's penalty card empties the stock; the 3rd's purchase of 9♣ needs a penalty
    # card, so the pile but its new top (3♣) is shuffled. Said the other way round, "the top
    # card" read as the card being bought (es #9 of the fifth reading)
    v = ask(tmp_path, capsys, TWO_PURCHASES_ONE_REBUILD, "--lang", lang)
    text = v["explanation"]
    assert bought in text and rebuilt in text
    assert text.index(bought) < text.index(rebuilt)
    # with no purchase that needs it, the rebuild comes before the active player's draw
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥ 9♣ 3♣
        stock: []
        asks: {}
        """, "--lang", lang)
    assert rebuilt not in v["explanation"] and {"9.1", "6.5"} <= set(v["clauses"])


def test_catalan_says_an_empty_pile_with_estar():
    # fifteenth ca reading #2: «el munt és buit» where everywhere else the site says «el munt
    # està buit»: one form throughout the Catalan texts
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent / "docs" / "ca"
    for path in root.rglob("*"):
        if path.suffix in (".ftl", ".yaml", ".md") and "reviews" not in path.parts:
            text = " ".join(path.read_text(encoding="utf-8").split())
            assert not re.search(r"\b(?:és|era|sigui|fos|serà) bui(?:t|ts|da|des)\b", text), path


def test_buy_stock_as_its_top_cards_with_its_size(tmp_path, capsys):
    # issue 11: 'stock' lists the whole stock, or its top cards with 'stock_size' (the cards
    # below are drawn unseen: null, and no reshuffle while the stock lasts)
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥ 9♣ 3♣ 4♣
        stock: 5♦
        stock_size: 20
        asks: {2: 7♥, 3: 9♣}
        """)
    assert v["answer"] == [{"seat": 2, "cards": ["7♥", "5♦"]}, {"seat": 3, "cards": ["9♣", None]},
                           {"seat": 1, "cards": [None]}]
    assert v["details"]["reshuffles"] == 0 and "9.1" not in v["clauses"]
    err = refuse(tmp_path, capsys, "question: buy\nactive: 1\ndiscard: 7♥\nstock: 5♦ 6♦\n"
                                   "stock_size: 1\nasks: {2: 7♥}\n")
    assert "«stock_size»" in err and "linha 5" in err


def test_buy_asking_for_a_card_asks_for_either_copy(tmp_path, capsys):
    # two decks: asking for 7♥ covers whichever 7♥ lies on top, both copies in turn
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥ 7♥
        stock: 5♦ 6♦ 8♦ 9♦
        asks: {3: 7♥, 4: 7♥}
        """)
    assert v["answer"] == [{"seat": 3, "cards": ["7♥", "5♦"]}, {"seat": 4, "cards": ["7♥", "6♦"]},
                           {"seat": 1, "cards": ["8♦"]}]


def test_buy_penalty_card_impossible(tmp_path, capsys):
    # D9: the buyer keeps the bought card; no penalty card exists, the round ends
    v = ask(tmp_path, capsys, """\
        question: buy
        active: 1
        discard: 7♥
        stock: []
        asks: {2: 7♥}
        """)
    assert v["answer"] == [{"seat": 2, "cards": ["7♥"]}]
    assert "D9" in v["clauses"]


# -- go-out (5.2, 5.4, 5.5, 7.1, 7.2, 7.4, D8) ------------------------------------------------------

def test_go_out_by_laying_off_and_discarding(tmp_path, capsys):
    v = ask(tmp_path, capsys, """\
        question: go-out
        round: 2
        table:
          - 5♠ 6♠ 7♠ 8♠
          - 9♦ 9♣ 9♥
        opened: earlier
        hand: 9♠ 10♠ K♥
        """)
    assert v["answer"] is True
    assert v["details"]["moves"] == [
        {"move": "lay-off", "card": "9♠", "meld": 1, "end": "high"},
        {"move": "lay-off", "card": "10♠", "meld": 1, "end": "high"},
        {"move": "discard", "card": "K♥"}]
    assert "5.5" in v["clauses"]


@pytest.mark.parametrize("lang", ["pt", "es", "ca"])
def test_each_step_shows_the_meld_as_it_stands_then(tmp_path, capsys, lang):
    # 9♠ then 10♠ on one sequence: the second step shows it with 9♠ already on it; a swap
    # after them shows the sequence both cards stretched (go-out and a lay-off plan alike)
    v = ask(tmp_path, capsys, """\
        question: go-out
        round: 2
        table: [5♠ 6♠ 7♠ 8♠, 9♦ 9♣ 9♥]
        opened: earlier
        hand: 9♠ 10♠ K♥
        """, "--lang", lang)
    shown = re.findall(r"\(([^()§]*)\)", v["explanation"])
    assert shown == ["5♠ 6♠ 7♠ 8♠", "5♠ 6♠ 7♠ 8♠ 9♠"]
    v = ask(tmp_path, capsys, lay_off("opened: earlier\nhand: 9♠ 10♠ 6♠ K♥\ncards: 9♠ 10♠ 6♠\n",
                                      table="table: [5♠ JK=6♠ 7♠ 8♠, 9♦ 9♣ 9♥]\n"), "--lang", lang)
    shown = re.findall(r"\(([^()§]*)\)", v["explanation"])
    assert shown == ["5♠ JK=6♠ 7♠ 8♠", "5♠ JK=6♠ 7♠ 8♠ 9♠", "5♠ JK=6♠ 7♠ 8♠ 9♠ 10♠"]


def test_go_out_with_a_joker_swap(tmp_path, capsys):
    v = ask(tmp_path, capsys, """\
        question: go-out
        round: 3
        table: [5♠ JK=6♠ 7♠ 8♠, 9♥ 10♥ J♥ Q♥]
        opened: earlier
        hand: 6♠ 4♣
        """)
    assert v["answer"] is True
    assert [m["move"] for m in v["details"]["moves"]] == ["joker-swap", "discard"]
    assert {"7.1", "7.2"} <= set(v["clauses"])


def test_go_out_by_opening_with_one_card_left(tmp_path, capsys):
    v = ask(tmp_path, capsys, """\
        question: go-out
        round: 2
        hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥
        opened: no
        """)
    assert v["answer"] is True
    assert v["details"]["moves"] == [
        {"move": "lay-down", "melds": ["7♥ 7♦ 7♣", "3♠ 4♠ 5♠ 6♠"]},
        {"move": "discard", "card": "8♥"}]


def test_go_out_not_when_cards_stay_after_opening(tmp_path, capsys):
    # 5.4: no lay-off on the opening turn, so 8♥ 2♦ K♠ Q♣ would stay
    v = ask(tmp_path, capsys, """\
        question: go-out
        round: 2
        hand: 7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣
        opened: no
        """)
    assert v["answer"] is False
    assert "5.4" in v["clauses"]


def test_go_out_in_the_final_round(tmp_path, capsys):
    v = ask(tmp_path, capsys, """\
        question: go-out
        round: 7
        hand: A♠ 2♠ 3♠ 4♠ 5♠ 6♥ 7♥ 8♥ 9♥ J♦ Q♦ K♦ JK
        opened: no
        """)
    assert v["answer"] is True and v["clauses"][0] == "7.4"
    assert [m["move"] for m in v["details"]["moves"]] == ["lay-down"]


def test_go_out_when_nothing_fits(tmp_path, capsys):
    v = ask(tmp_path, capsys, """\
        question: go-out
        round: 3
        table: [5♠ 6♠ 7♠ 8♠, 5♥ 6♥ 7♥ 8♥]
        opened: earlier
        hand: 2♦ K♥
        """)
    assert v["answer"] is False


@pytest.mark.parametrize("lang, said", [
    ("pt", "Só daria com duas sequências contíguas do mesmo naipe, como em 3♠ 4♠ 5♠ 6♠ + "
           "7♠ 8♠ 9♠ 10♠ + 9♥ 10♥ J♥ Q♥ K♥, e isso não é permitido: entre elas tem de haver "
           "um intervalo ou uma sobreposição (§4.3)."),
    ("es", "Solo se podría abrir con dos escaleras seguidas del mismo palo, como en 3♠ 4♠ 5♠ 6♠ + "
           "7♠ 8♠ 9♠ 10♠ + 9♥ 10♥ J♥ Q♥ K♥, y eso no está permitido: entre ellas tiene que "
           "haber un hueco o un solapamiento (§4.3)."),
    ("ca", "Només es podria baixar amb dues escales contigües del mateix pal, com passa a "
           "3♠ 4♠ 5♠ 6♠ + 7♠ 8♠ 9♠ 10♠ + 9♥ 10♥ J♥ Q♥ K♥, i això no està permès: entre totes "
           "dues hi ha d'haver un forat o un encavalcament (§4.3)."),
])
def test_go_out_round_7_says_why_touching_same_suit_sequences_do_not_do(tmp_path, capsys, lang,
                                                                        said):
    # fifteenth pt reading #1: the only split of this hand is 3♠–6♠ + 7♠–10♠ + 9♥–K♥, two
    # sequences of one suit that touch (4.3); go-out said only «esta mão não o permite»
    situation = """\
        question: go-out
        round: 7
        hand: 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 9♥ 10♥ J♥ Q♥ K♥
        opened: no
        """
    v = ask(tmp_path, capsys, situation, "--lang", lang)
    assert v["answer"] is False and "4.3" in v["clauses"]
    assert said in " ".join(v["explanation"].split())
    other = ask(tmp_path, capsys, situation.replace("10♠ 9♥", "10♠ 8♥"), "--lang", lang)
    assert other["answer"] is False and "(§4.3)" not in other["explanation"]


def test_go_out_round_7_cannot_have_opened_earlier(tmp_path, capsys):
    err = refuse(tmp_path, capsys, """\
        question: go-out
        round: 7
        hand: A♠ 2♠ 3♠ 4♠
        opened: earlier
        """)
    assert "linha 4" in err and "«opened»" in err and "(§D8)" in err


# -- draw (5.1, 9.1, 9.2, D9) --------------------------------------------------------------------

@pytest.mark.parametrize("stock, discard, answer, size, clause", [
    (5, 1, "draw", 5, "5.1"),
    (0, 7, "reshuffle", 6, "9.1"),          # the top card stays: 6 cards form the stock
    (0, 1, "round-ends", 0, "9.2"),         # nothing to reshuffle
    (0, 0, "round-ends", 0, "9.2"),
])
def test_draw(tmp_path, capsys, stock, discard, answer, size, clause):
    v = ask(tmp_path, capsys, f"question: draw\nstock: {stock}\ndiscard: {discard}\n")
    assert v["answer"] == answer and v["details"]["stock_size"] == size
    assert v["clauses"][0] == clause


@pytest.mark.parametrize("lang, stock, said", [
    ("pt", 1, "O monte tem 1 carta: tira-se a carta de cima, como sempre (§5.1)."),
    ("es", 5, "El mazo tiene 5 cartas: se roba la carta de arriba, como siempre (§5.1)."),
    ("ca", 1, "El munt té 1 carta: es roba la carta de dalt, com sempre (§5.1)."),
    ("ca", 5, "El munt té 5 cartes: es roba la carta de dalt, com sempre (§5.1).")])
def test_draw_says_what_the_stock_holds(tmp_path, capsys, lang, stock, said):
    # the stock's size first, then the draw: not «…la carta de dalt del munt, que té 1 carta»,
    # where «que té» can be read of the card (ca #5 of the tenth reading)
    path = tmp_path / "situation.yaml"
    path.write_text(f"question: draw\nstock: {stock}\ndiscard: 1\n", encoding="utf-8")
    assert main(["verdict", str(path), "--lang", lang]) == 0
    assert capsys.readouterr()[0].splitlines()[0] == said


# -- standings (8.4, 9.3, 9.4) ---------------------------------------------------------------------

def test_standings_after_two_rounds(tmp_path, capsys):
    v = ask(tmp_path, capsys, """\
        question: standings
        penalties:
          - [0, 12, 30, 7]
          - [45, 0, 3, 10]
        """)
    assert v["details"]["totals"] == [45, 12, 33, 17]
    assert v["answer"] == [2] and v["details"]["final"] is False


def test_standings_after_seven_rounds_with_names(tmp_path, capsys):
    v = ask(tmp_path, capsys, """\
        question: standings
        players: [Ana, Bruno, Carla, Duarte]
        penalties:
          - [0, 12, 30, 7]
          - [45, 0, 3, 10]
          - [10, 20, 0, 5]
          - [5, 5, 5, 0]
          - [0, 10, 10, 10]
          - [10, 0, 10, 10]
          - [40, 30, 50, 0]
        """)
    # round 7: the players who did not go out kept whole hands (7.4), 28 points at least
    assert v["details"]["totals"] == [110, 77, 108, 42]
    assert v["answer"] == [4] and v["details"]["final"] is True
    assert "Duarte" in v["explanation"] and "9.3" in v["clauses"]


def test_standings_tie_shares_the_victory(tmp_path, capsys):
    # 9.4
    rows = "\n".join(["  - [10, 5, 20, 5]"] * 6 + ["  - [40, 35, 50, 35]"])
    v = ask(tmp_path, capsys, f"question: standings\npenalties:\n{rows}\n")
    assert v["answer"] == [2, 4] and "9.4" in v["clauses"]


# -- the clauses that decide (issue 11, section 4) ----------------------------------------------

@pytest.mark.parametrize("situation, clauses", [
    # cards that are neither: both refusals decide, the kind most likely meant first
    ("question: meld\nmeld: K♣ K♦ A♦\n", ["3.2", "3.1"]),
    # jokers written before a low ace have no value yet: they are 3♥ 4♥, the only cards
    # that make the meld (3.7, D2), not cards below the ace (3.4)
    ("question: meld\nmeld: JK JK A♥ 2♥\n", ["3.2", "3.3", "3.7", "D2"]),
    # a natural card for the place a joker holds: its value is fixed (3.7), nothing else
    ("question: lay-off\nround: 3\ntable: [5♠ 6♠ 7♠ JK=8♠, 9♥ 10♥ J♥ Q♥]\nopened: earlier\n"
     "hand: 8♠ 2♣\ncard: 8♠\ntarget: 1\n", ["3.7"]),
    # a card of another suit never frees a joker: 7.1 (the exact card), not 3.6
    ("question: joker-swap\nround: 3\ntable: [5♠ 6♠ JK=7♠ 8♠, 9♥ 10♥ J♥ Q♥]\nopened: earlier\n"
     "hand: 7♥ 2♣\n", ["7.1"]),
    ("question: joker-swap\nround: 3\ntable: [5♠ 6♠ JK=7♠ 8♠, 9♥ 10♥ J♥ Q♥]\nopened: earlier\n"
     "hand: 7♥ 2♣\ncard: 7♥\n", ["7.1"]),
    # a group's jokers are never recovered: 7.3, said once for its three jokers
    ("question: joker-swap\nround: 1\ntable: [JK=7 JK=7 JK=7, 9♥ 9♦ 9♣]\nopened: earlier\n"
     "hand: 7♥ 2♣\n", ["7.3"]),
])
def test_the_clauses_cited_are_the_ones_that_decide(tmp_path, capsys, situation, clauses):
    v = ask(tmp_path, capsys, situation)
    assert v["clauses"] == clauses, v["explanation"]
    if "JK=7 JK=7 JK=7" in situation:
        assert v["explanation"].count("7.3") == 1        # one refusal for the group


@pytest.mark.parametrize("lang, said", [("pt", "Pode acrescentar o joker (na ponta de cima) à"),
                                        ("es", "Puede añadir el comodín (por arriba) a la"),
                                        ("ca", "pot afegir el comodí (per l'extrem de dalt) a la")])
def test_lay_off_names_an_undeclared_joker_in_words(tmp_path, capsys, lang, said):
    # pt #17 of the fresh reviews: «o JK (na ponta de cima)»: JK is notation; at the high end of
    # 5♠–8♠ the joker becomes JK=9♠ (3.4, 3.7)
    path = tmp_path / "situation.yaml"
    path.write_text("question: lay-off\nround: 2\ntable:\n  - 5♠ 6♠ 7♠ 8♠\n  - 9♦ 9♣ 9♥\n"
                    "opened: earlier\nhand: JK K♥ 4♣\ncard: JK\ntarget: 1\nend: high\n",
                    encoding="utf-8")
    assert main(["verdict", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert said in out and "5♠ 6♠ 7♠ 8♠ JK=9♠" in out, out


# -- second fresh readings: a sequence open at both ends said once; the rebuild said first ------

def test_lay_off_a_sequence_open_at_both_ends_is_said_once(tmp_path, capsys):
    path = tmp_path / "s.yaml"
    path.write_text("question: lay-off\nround: 2\ntable: [5♥ 6♥ 7♥ 8♥, 7♣ 7♦ 7♠]\n"
                    "opened: earlier\nhand: JK 3♣\ncard: JK\n", encoding="utf-8")
    said = {}
    for lang in ("pt", "es", "ca"):
        assert main(["verdict", str(path), "--lang", lang]) == 0
        said[lang] = capsys.readouterr().out.splitlines()[0]
    assert said == {
        "pt": "Sim (§5.4): o joker pode ir para qualquer das pontas da combinação 1 "
              "(5♥ 6♥ 7♥ 8♥) ou para a combinação 2 (7♠ 7♦ 7♣).",
        "es": "Sí (§5.4): el comodín puede ir a la combinación 1 (5♥ 6♥ 7♥ 8♥) por cualquiera "
              "de sus extremos o a la combinación 2 (7♠ 7♦ 7♣).",
        "ca": "Sí (§5.4): el comodí pot anar a la combinació 1 (5♥ 6♥ 7♥ 8♥) per qualsevol dels "
              "dos extrems o a la combinació 2 (7♠ 7♦ 7♣)."}


def test_buy_the_rebuild_is_said_right_after_the_purchase_it_serves(tmp_path, capsys):
    # the purchase first, then the rebuild it needs, whose "top card" is the 9♣ left on the
    # pile after the 7♥ was bought (es #9 of the fifth reading; the first reading's es #12 had
    # the rebuild said before anything, where «la de arriba» read as the 7♥)
    path = tmp_path / "s.yaml"
    path.write_text("question: buy\nactive: 1\ndiscard: 7♥ 9♣ 4♦\nstock: []\nasks:\n  3: 7♥\n",
                    encoding="utf-8")
    assert main(["verdict", str(path), "--lang", "es"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("El jugador 3 compra el 7♥ fuera de turno") and "el 4♦" in lines[0]
    assert lines[1].startswith("Como el mazo está vacío, para esa carta de castigo se barajan las "
                               "cartas del descarte, menos la que queda arriba tras la compra")
    # pt: «e forma-se com elas um monte novo», as rule 9.1 says (eighth pt reading #8)
    assert main(["verdict", str(path), "--lang", "pt"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == ("Como o monte está vazio, para essa penalização baralham-se as cartas do "
                        "descarte, exceto a que agora fica em cima, e forma-se com elas um monte "
                        "novo (§9.1).")


@pytest.mark.parametrize("lang, said", [
    ("ca", "el 7♥ pot anar a la combinació 1 (3♥ 4♥ 5♥ 6♥) per l'extrem de dalt o a la "
           "combinació 2 (8♥ 9♥ 10♥ J♥) per l'extrem de baix."),
    ("es", "el 7♥ puede ir a la combinación 1 (3♥ 4♥ 5♥ 6♥) por arriba o a la combinación 2 "
           "(8♥ 9♥ 10♥ J♥) por abajo."),
    ("pt", "o 7♥ pode ir para a ponta de cima da combinação 1 (3♥ 4♥ 5♥ 6♥) ou para a ponta "
           "de baixo da combinação 2 (8♥ 9♥ 10♥ J♥)."),
])
def test_each_place_a_card_may_go_to_has_its_preposition(tmp_path, capsys, lang, said):
    """Review 3 ca #9: «… o a la combinació 2», the preposition repeated in the list."""
    path = tmp_path / "situation.yaml"
    path.write_text("question: lay-off\nround: 3\ntable: [\"3♥ 4♥ 5♥ 6♥\", \"8♥ 9♥ 10♥ J♥\"]\n"
                    "opened: earlier\nhand: 7♥ 2♣ 3♣\ncard: 7♥\n", encoding="utf-8")
    assert main(["verdict", str(path), "--lang", lang]) == 0
    assert said in capsys.readouterr()[0]


@pytest.mark.parametrize("lang, one, two", [
    ("ca", "Queda a la mà la Q♣; si el jugador no la baixa, l'haurà de descartar al final del "
           "torn (§5.5).",
     "Queden a la mà el 7♣ i la Q♣; si el jugador no baixa totes aquestes cartes, n'haurà de "
     "descartar una al final del torn (§5.5)."),
    ("es", "Queda en la mano la Q♣; si no la baja, la descarta al final del turno (§5.5).",
     "Quedan en la mano el 7♣ y la Q♣; si no baja todas esas cartas, descarta una de ellas al "
     "final del turno (§5.5)."),
    ("pt", "Fica na mão a Q♣; se não a baixar, descarta-a no fim da vez (§5.5).",
     "Ficam na mão o 7♣ e a Q♣; se não baixar todas essas cartas, descarta uma delas no fim "
     "da vez (§5.5)."),
])
def test_can_open_the_cards_left_agree_in_number(tmp_path, capsys, lang, one, two):
    # ca #3 of the fourth Catalan reading: «Queden a la mà el K♣; … no les baixa totes» for
    # one card, under house rules that go out by melding every card and lay melds down at
    # any length from the minimum (h1-oa-xm, 5.5, 5.2: the Q♣ may go down with the queens,
    # the 7♣ with the sevens); several cards: «esas cartas», not a pronoun without an
    # antecedent («las baja todas» after «el 2♦», ninth es reading #5)
    hand = "question: can-open\nround: 1\nhand: 7♣ 7♦ 7♥ Q♠ Q♦ Q♥ Q♣"
    v = ask(tmp_path, capsys, hand + "\n", "--profile", "h1-oa-xm", "--lang", lang)
    assert v["answer"] is True and one in v["explanation"]
    v = ask(tmp_path, capsys, hand + " 7♠\n", "--profile", "h1-oa-xm", "--lang", lang)
    assert two in v["explanation"]


@pytest.mark.parametrize("lang, one, two", [
    ("ca", "Queda a la mà la Q♣, per al descart obligatori (§5.5).",
     "Queden a la mà el 7♣ i la Q♣; una d'aquestes cartes serà el descart obligatori (§5.5)."),
    ("es", "Queda en la mano la Q♣, para el descarte obligatorio (§5.5).",
     "Quedan en la mano el 7♣ y la Q♣; una de esas cartas será el descarte obligatorio "
     "(§5.5)."),
    ("pt", "Fica na mão a Q♣, para o descarte obrigatório (§5.5).",
     "Ficam na mão o 7♣ e a Q♣; uma dessas cartas será o descarte obrigatório (§5.5)."),
])
@pytest.mark.parametrize("profile", ["contrato", "h1-xm"])
def test_can_open_cards_that_cannot_go_down_this_turn_stay_for_the_discard(
        tmp_path, capsys, lang, one, two, profile):
    """Thirteenth es reading #8: under h1-xm (going out by melding every card) with melds laid
    down at their exact lengths (5.2), the cards left cannot go down in the opening turn (no
    lay-off then, 5.4; no other meld, 5.3): «si no la baja, la descarta» offered what the rules
    do not allow. One stays for the discard, as under this site's rules; and a card that fits
    no meld at all stays for it under h1-oa-xm too."""
    hand = "question: can-open\nround: 1\nhand: 7♣ 7♦ 7♥ Q♠ Q♦ Q♥ Q♣"
    v = ask(tmp_path, capsys, hand + "\n", "--profile", profile, "--lang", lang)
    assert v["answer"] is True and v["details"]["rest"] == ["Q♣"]
    assert one in v["explanation"]
    v = ask(tmp_path, capsys, hand + " 7♠\n", "--profile", profile, "--lang", lang)
    assert two in v["explanation"]
    # exact lengths or not, the 2♦ fits no meld: the other card left with it is the discard
    v = ask(tmp_path, capsys, hand.replace("Q♣", "2♦") + "\n", "--profile", "h1-oa-xm",
            "--lang", lang)
    assert one.replace("la Q♣", "el 2♦").replace("a Q♣", "o 2♦") in v["explanation"]


def test_can_open_too_few_cards_for_round_7_says_the_size_once(tmp_path, capsys):
    # ca #4 of the fourth Catalan reading: «aquesta mà en té 10 cartes» (the number already
    # says «cartes»); 10 cards cannot make the three sequences of round 7 (7.4: at least 12)
    v = ask(tmp_path, capsys, "question: can-open\nround: 7\n"
                              "hand: 2♣ 3♣ 4♣ 5♣ 7♦ 8♦ 9♦ 10♦ J♦ K♠\n", "--lang", "ca")
    assert v["answer"] is False
    assert "calen almenys 12 cartes, i aquesta mà té 10 cartes." in v["explanation"]


@pytest.mark.parametrize("meld, lang, said", [
    ("3♠ 4♠ 5♠ 6♠ 7♠", "pt", "Na abertura, uma sequência tem exatamente 4 cartas; as restantes "
                             "cartas acrescentam-se depois (§5.2)."),
    ("3♠ 4♠ 5♠ 6♠ 7♠", "es", "Al abrir, una escalera tiene exactamente 4 cartas; las demás "
                             "cartas se añaden después (§5.2)."),
    ("3♠ 4♠ 5♠ 6♠ 7♠", "ca", "En baixar, una escala té exactament 4 cartes; les altres cartes "
                             "s'afegeixen després (§5.2)."),
    ("9♠ 9♥ 9♦ 9♣", "pt", "Na abertura, um grupo tem exatamente 3 cartas; as restantes cartas "
                          "acrescentam-se depois (§5.2)."),
])
def test_a_contract_meld_s_length_says_the_cards_added_later(tmp_path, capsys, meld, lang, said):
    """«uma sequência tem exatamente 4 cartas; as outras acrescentam-se depois» read as the
    other sequences (eighth pt reading #9): the cards are named."""
    path = tmp_path / "s.yaml"
    path.write_text(f"question: meld\nmeld: {meld}\nround: 2\n", encoding="utf-8")
    assert main(["verdict", str(path), "--lang", lang]) == 0
    assert said in capsys.readouterr().out.splitlines()


# -- thirteenth readings (pt #1, ca #1): a natural ace at either end is not a joker ------------

ACE_ON_TWELVE = ("question: lay-off\nround: 2\n"
                 "table: [2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦, 7♣ 7♠ 7♥]\n"
                 "opened: earlier\nhand: {card} 5♣ 9♣\ncard: {card}\ntarget: 1\n")
DIAMONDS = "(2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦)"


@pytest.mark.parametrize("lang, said, rules", [
    ("pt", f"Sim. O A♦ pode ir para a combinação 1 {DIAMONDS}, em qualquer das pontas: o ás pode "
           "ser baixo, antes do dois, ou alto, depois do rei; ao acrescentá-lo, o jogador diz em "
           "que ponta fica (§3.3, §3.4).", "Regras: 5.4, 3.4, 3.3"),
    ("es", f"Sí. El A♦ puede ir a la combinación 1 {DIAMONDS}, por cualquiera de los dos "
           "extremos: el as puede ir abajo, antes del 2, o arriba, después del rey; al añadirlo, "
           "el jugador dice por cuál (§3.3, §3.4).", "Reglas: 5.4, 3.4, 3.3"),
    ("ca", f"Sí. L'A♦ pot anar a la combinació 1 {DIAMONDS}, per qualsevol dels dos extrems: "
           "l'as pot anar baix, abans del 2, o alt, després del rei; en afegir-lo, el jugador diu "
           "per quin extrem (§3.3, §3.4).", "Regles: 5.4, 3.4, 3.3"),
])
def test_lay_off_a_natural_ace_at_either_end_cites_the_ace_rule(tmp_path, capsys, lang, said,
                                                                rules):
    path = tmp_path / "s.yaml"
    path.write_text(ACE_ON_TWELVE.format(card="A♦"), encoding="utf-8")
    assert main(["verdict", str(path), "--lang", lang]) == 0
    assert capsys.readouterr().out.splitlines() == [said, rules]


@pytest.mark.parametrize("lang, said", [
    ("pt", "ao jogá-lo, o jogador diz em que ponta fica, porque isso fixa o seu valor (§D2, §3.7)."),
    ("es", "al añadir la carta, el jugador dice por cuál, porque eso fija su valor (§D2, §3.7)."),
    ("ca", "en afegir-lo, el jugador diu per quin, perquè això en fixa el valor (§D2, §3.7)."),
])
def test_lay_off_a_joker_at_either_end_keeps_the_joker_rules(tmp_path, capsys, lang, said):
    path = tmp_path / "s.yaml"
    path.write_text(ACE_ON_TWELVE.format(card="JK"), encoding="utf-8")
    assert main(["verdict", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(said) and "ás" not in out[0] and " as " not in out[0], out
    assert out[1].endswith("5.4, 3.4, 3.7, D2")


def test_lay_off_a_natural_ace_at_either_end_json_clauses(tmp_path, capsys):
    v = ask(tmp_path, capsys, ACE_ON_TWELVE.format(card="A♦"))
    assert v["answer"] is True and v["details"]["ends"] == ["low", "high"]
    assert v["clauses"] == ["5.4", "3.4", "3.3"]


HEARTS_RUN = """\
    table:
      - 7♥ 8♥ 9♥ 10♥
      - 2♣ 3♣ 4♣ 5♣
    """


@pytest.mark.parametrize("lang, two, one", [
    ("pt", "O 4♥ não chega à sequência 7♥ 8♥ 9♥ 10♥ pela ponta de baixo: entre essa carta e a "
           "sequência faltam o 5♥ e o 6♥, e não há jokers para esses lugares (§3.2).",
     "A Q♥ não chega à sequência 7♥ 8♥ 9♥ 10♥ pela ponta de cima: entre essa carta e a "
     "sequência falta o J♥, e não há jokers para esse lugar (§3.2)."),
    ("es", "El 4♥ no llega a la escalera 7♥ 8♥ 9♥ 10♥ por abajo: entre esa carta y la escalera "
           "faltan el 5♥ y el 6♥, y no hay comodines para esos lugares (§3.2).",
     "La Q♥ no llega a la escalera 7♥ 8♥ 9♥ 10♥ por arriba: entre esa carta y la escalera "
     "falta la J♥, y no hay ningún comodín para ese lugar (§3.2)."),
    ("ca", "El 4♥ no arriba a l'escala 7♥ 8♥ 9♥ 10♥ per l'extrem de baix: entre aquesta carta i "
           "l'escala hi falten el 5♥ i el 6♥, i no hi ha cap comodí per a aquests llocs (§3.2).",
     "La Q♥ no arriba a l'escala 7♥ 8♥ 9♥ 10♥ per l'extrem de dalt: entre aquesta carta i "
     "l'escala hi falta el J♥, i no hi ha cap comodí per a aquest lloc (§3.2)."),
])
def test_a_gap_left_unfilled_names_every_missing_card(tmp_path, capsys, lang, two, one):
    # fourteenth pt reading #1 and #2: 4♥ with J♥ on 7♥–10♥ leaves both the 5♥ and the 6♥
    # empty (3.2), the answer named only the 6♥; «entre os dois» agreed with no antecedent
    # when the card is a Q
    v = ask(tmp_path, capsys, lay_off("""\
        opened: earlier
        hand: 4♥ J♥ 5♦
        cards: 4♥ J♥
        target: 1
        """, round_=3, table=HEARTS_RUN), "--lang", lang)
    assert v["answer"] is False and v["clauses"] == ["3.2"]
    assert v["explanation"].endswith(" " + two)
    v = ask(tmp_path, capsys, lay_off("""\
        opened: earlier
        hand: Q♥ 6♥ 5♦
        cards: Q♥ 6♥
        target: 1
        """, round_=3, table=HEARTS_RUN), "--lang", lang)
    assert v["answer"] is False and v["clauses"] == ["3.2"]
    assert v["explanation"].endswith(" " + one)


@pytest.mark.parametrize("lang, two_jacks, two_jokers", [
    ("pt", "Não. Não pode acrescentar os dois J♥ à combinação 1 (7♥ 8♥ 9♥ 10♥).",
     "os dois jokers"),
    ("es", "No. No puede añadir las dos J♥ a la combinación 1 (7♥ 8♥ 9♥ 10♥).",
     "los dos comodines"),
    ("ca", "No. El jugador no pot afegir els dos J♥ a la combinació 1 (7♥ 8♥ 9♥ 10♥).",
     "els dos comodins"),
])
def test_two_copies_of_one_card_are_said_once(tmp_path, capsys, lang, two_jacks, two_jokers):
    # fourteenth pt reading #4: «Não pode acrescentar o J♥ e o J♥…» for the two copies of
    # the J♥ (both want the same place, 3.2)
    v = ask(tmp_path, capsys, lay_off("""\
        opened: earlier
        hand: J♥ J♥ 5♦
        cards: J♥ J♥
        target: 1
        """, round_=3, table=HEARTS_RUN), "--lang", lang)
    assert v["answer"] is False and v["clauses"] == ["3.2"]
    assert v["explanation"].startswith(two_jacks + " ")
    from generator.engine import parse_cards
    from generator.lang.catalogue import load_catalogue
    from generator.lang.render import each_card, plain_listing
    texts = load_catalogue(lang, "verdict")
    said = each_card(parse_cards("JK 7♠ JK Q♥ Q♥"), lang, lambda c: c.unicode(),
                     lambda xs: plain_listing(xs, texts))
    assert said == {"pt": "os dois jokers, o 7♠ e as duas Q♥",
                    "es": "los dos comodines, el 7♠ y las dos Q♥",
                    "ca": "els dos comodins, el 7♠ i les dues Q♥"}[lang]
    assert two_jokers in said
    # one of them, whichever: the card once («o J♥»)
    assert each_card(parse_cards("J♥ J♥"), lang, lambda c: c.unicode(),
                     lambda xs: plain_listing(xs, texts, "words.or"), either=True) == {
        "pt": "o J♥", "es": "la J♥", "ca": "el J♥"}[lang]
