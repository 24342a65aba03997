"""A purchase under house rules with 2 penalty cards (``h1-q2``), said card by card, and a
penalty cut short by the stock running out: the answer says why the round ends, as the engine
established it (review pt #5, #6)."""

from __future__ import annotations

import json
import textwrap

import pytest

from generator.cli import main

SHORT = """\
    question: buy
    active: 1
    discard: 7♥ 9♣ 2♠
    stock: 3♦ 4♦ 5♦
    asks:
      3: 7♥
      2: 9♣
    """


def default_verdict(tmp_path, capsys, situation: str, *options: str) -> str:
    """The command's output for ``situation`` under this site's rules (status 0 required)."""
    path = tmp_path / "situation.yaml"
    path.write_text(textwrap.dedent(situation), encoding="utf-8")
    assert main(["verdict", str(path), *options]) == 0
    return capsys.readouterr()[0]


def verdict(tmp_path, capsys, situation: str, *options: str) -> str:
    """The same under the house rules h1-q2: two penalty cards per purchase."""
    return default_verdict(tmp_path, capsys, situation, "--profile", "h1-q2", *options)


def test_the_engine_gives_the_second_buyer_one_card_and_ends_the_round(tmp_path, capsys):
    v = json.loads(verdict(tmp_path, capsys, SHORT, "--json"))
    # the stock holds 5♦ 4♦ 3♦ (top last, 3♦ … drawn first): player 3 takes 3♦ and 4♦;
    # player 2 takes 5♦, then the stock is empty and the discard holds only 2♠ (9.1)
    assert v["answer"] == [{"seat": 3, "cards": ["7♥", "3♦", "4♦"]},
                           {"seat": 2, "cards": ["9♣", "5♦"]}]
    assert v["details"]["round_ends"] is True and v["details"]["end_clause"] == "9.2"
    assert "9.1" in v["clauses"] and "9.2" in v["clauses"]


@pytest.mark.parametrize("lang, lines", [
    ("pt", ["O jogador 3 compra o 7♥ fora da vez e leva também o 3♦ e o 4♦, as 2 cartas de "
            "cima do monte, como penalização (§6.2, §6.3).",
            "O jogador 2 compra o 9♣ fora da vez e leva também o 5♦, a carta de cima do "
            "monte, como penalização (§6.2, §6.3).",
            "A última carta de penalização já não se pode tirar: o monte está vazio e o "
            "descarte só tem a carta de cima, por isso nem se pode refazer o monte (§9.1).",
            "A ronda acaba aqui, sem vencedor"]),
    ("es", ["El jugador 3 compra el 7♥ fuera de turno y se lleva además el 3♦ y el 4♦, las 2 "
            "cartas de arriba del mazo, como cartas de castigo (§6.2, §6.3).",
            "El jugador 2 compra el 9♣ fuera de turno y se lleva además el 5♦, la carta de "
            "arriba del mazo, como carta de castigo (§6.2, §6.3).",
            "La última carta de castigo ya no se puede robar: el mazo está vacío y el "
            "descarte solo tiene la carta de arriba, así que ni siquiera se puede rehacer el "
            "mazo (§9.1).",
            "La ronda termina aquí, sin ganador"]),
    ("ca", ["El jugador 3 compra el 7♥ fora de torn i s'emporta també el 3♦ i el 4♦, les 2 "
            "cartes de dalt del munt, com a penalització (§6.2, §6.3).",
            "El jugador 2 compra el 9♣ fora de torn i s'emporta també el 5♦, la carta de dalt "
            "del munt, com a penalització (§6.2, §6.3).",
            "L'última carta de penalització ja no es pot robar: el munt està buit i la pila de "
            "descarts només té la carta de dalt, de manera que ni tan sols es pot refer el "
            "munt (§9.1).",
            "La ronda s'acaba aquí, sense guanyador"]),
])
def test_the_penalty_cut_short_is_said_with_its_reason(tmp_path, capsys, lang, lines):
    out = verdict(tmp_path, capsys, SHORT, "--lang", lang).splitlines()
    for i, line in enumerate(lines):
        assert out[i].startswith(line), (i, out[i])


@pytest.mark.parametrize("lang, said", [
    ("pt", "A última carta de penalização já não se pode tirar: o monte teria de se refazer "
           "uma quarta vez (§D14)."),
    ("es", "La última carta de castigo ya no se puede robar: habría que rehacer el mazo por "
           "cuarta vez (§D14)."),
    ("ca", "L'última carta de penalització ja no es pot robar: caldria refer el munt per "
           "quarta vegada (§D14).")])
def test_the_penalty_cut_short_by_the_rebuild_limit_D14(tmp_path, capsys, lang, said):
    # three rebuilds already: the second buyer's second penalty card would need a fourth
    situation = SHORT.replace("discard: 7♥ 9♣ 2♠", "discard: 7♥ 9♣ 2♠ 8♠ 6♣").rstrip(" ") + \
        "    reshuffles: 3\n"
    v = json.loads(verdict(tmp_path, capsys, situation, "--json"))
    assert v["answer"][1] == {"seat": 2, "cards": ["9♣", "5♦"]}
    assert v["details"]["end_clause"] == "D14"
    out = verdict(tmp_path, capsys, situation, "--lang", lang).splitlines()
    assert out[2] == said and "(§D14)" in out[3]


# the last purchase takes the discard pile's last card: the pile is then empty, not down to
# its top card (ca #1 of the tenth reading); the engine's piles decide which is said
EMPTIED = """\
    question: buy
    active: 1
    discard: 7♥ 9♣
    stock: 5♦
    asks:
      3: 7♥
      2: 9♣
    """


@pytest.mark.parametrize("lang, said", [
    ("pt", "O jogador 2 compra o 9♣ fora da vez, mas não há carta para a penalização: o monte "
           "está vazio e o descarte também ficou vazio, por isso não resta "
           "nenhuma carta com que refazer o monte (§9.1)."),
    ("es", "El jugador 2 compra el 9♣ fuera de turno, pero no hay carta de castigo: el mazo "
           "está vacío y el descarte también se ha quedado vacío, así que no "
           "queda ninguna carta con la que rehacer el mazo (§9.1)."),
    ("ca", "El jugador 2 compra el 9♣ fora de torn, però no hi ha carta de penalització: el munt "
           "està buit i la pila de descarts també ha quedat buida, de "
           "manera que no hi ha cap carta amb què refer el munt (§9.1).")])
def test_a_purchase_that_empties_the_discard_pile_says_it_is_empty(tmp_path, capsys, lang,
                                                                  said):
    v = json.loads(default_verdict(tmp_path, capsys, EMPTIED, "--json"))
    # player 3 buys 7♥ and takes 5♦, the stock's only card; player 2 buys 9♣, the pile's last
    # card: no penalty card, nothing to rebuild the stock with (9.1), the round ends (9.2)
    assert v["answer"] == [{"seat": 3, "cards": ["7♥", "5♦"]}, {"seat": 2, "cards": ["9♣"]}]
    assert v["details"]["round_ends"] is True and v["details"]["end_clause"] == "9.2"
    out = default_verdict(tmp_path, capsys, EMPTIED, "--lang", lang).splitlines()
    assert out[1] == said
    assert all("carta de dalt" not in line and "carta de cima" not in line
               and "carta de arriba" not in line for line in out[1:])


@pytest.mark.parametrize("lang, said", [
    ("pt", "O jogador 2 compra o 9♣ fora da vez, mas não há carta para a penalização: o monte "
           "está vazio e o descarte só tem a carta de cima, por isso nem se pode refazer o "
           "monte (§9.1)."),
    ("es", "El jugador 2 compra el 9♣ fuera de turno, pero no hay carta de castigo: el mazo "
           "está vacío y el descarte solo tiene la carta de arriba, así que ni siquiera se "
           "puede rehacer el mazo (§9.1)."),
    ("ca", "El jugador 2 compra el 9♣ fora de torn, però no hi ha carta de penalització: el munt "
           "està buit i la pila de descarts només té la carta de dalt, de manera que ni tan "
           "sols es pot refer el munt (§9.1).")])
def test_a_purchase_that_leaves_the_top_card_says_only_the_top_is_left(tmp_path, capsys, lang,
                                                                      said):
    # the same, with 2♠ under 9♣: it stays, the pile's top, which is never reshuffled (9.1)
    situation = EMPTIED.replace("discard: 7♥ 9♣", "discard: 7♥ 9♣ 2♠")
    out = default_verdict(tmp_path, capsys, situation, "--lang", lang).splitlines()
    assert out[1] == said


@pytest.mark.parametrize("lang, said", [
    ("pt", "A última carta de penalização já não se pode tirar: o monte está vazio e o "
           "descarte também ficou vazio, por isso não resta nenhuma carta com que "
           "refazer o monte (§9.1)."),
    ("es", "La última carta de castigo ya no se puede robar: el mazo está vacío y el "
           "descarte también se ha quedado vacío, así que no queda ninguna carta con "
           "la que rehacer el mazo (§9.1)."),
    ("ca", "L'última carta de penalització ja no es pot robar: el munt està buit i la "
           "pila de descarts també ha quedat buida, de manera que no hi ha cap carta "
           "amb què refer el munt (§9.1).")])
def test_a_penalty_cut_short_by_an_emptied_discard_pile(tmp_path, capsys, lang, said):
    # h1-q2: player 3 takes 3♦ 4♦, player 2 takes 5♦ and buys 9♣, the pile's last card
    situation = SHORT.replace("discard: 7♥ 9♣ 2♠", "discard: 7♥ 9♣")
    v = json.loads(verdict(tmp_path, capsys, situation, "--json"))
    assert v["answer"][1] == {"seat": 2, "cards": ["9♣", "5♦"]}
    out = verdict(tmp_path, capsys, situation, "--lang", lang).splitlines()
    assert out[2] == said
