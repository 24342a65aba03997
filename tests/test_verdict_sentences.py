"""Verdict sentences as a player reads them, in the three languages, for situations whose
wording a native reading found wanting (sixth ca reading): the count of melds a hand forms,
the verb of a same-suit refusal, the rule past an ace, no joker to swap, a group's ranks, the
count of rows in a standings table."""

from __future__ import annotations

import textwrap

import pytest

from generator.cli import main


def say(tmp_path, capsys, situation: str, lang: str) -> tuple[int, str, str]:
    path = tmp_path / "situation.yaml"
    path.write_text(textwrap.dedent(situation), encoding="utf-8")
    status = main(["verdict", str(path), "--lang", lang])
    out, err = capsys.readouterr()
    return status, out, err


ONE_MELD = "question: can-open\nround: 2\nhand: 7♦ 7♣ JK 2♠ 9♥ K♣ 4♦ 5♠ Q♥ 3♣ 8♦\n"
TWO_MELDS = "question: can-open\nround: 4\nhand: 7♦ 7♣ 7♠ 9♥ 9♣ 9♠ K♣ 4♦ 5♠ Q♥ 3♣ 8♦\n"


@pytest.mark.parametrize("situation, lang, line", [
    (ONE_MELD, "ca", "De les combinacions del contracte, aquesta mà només en forma una: "
                     "7♦ 7♣ JK=7, i no es pot baixar a mitges (§5.2)."),
    (ONE_MELD, "es", "De las combinaciones del contrato, esta mano solo forma una: 7♦ 7♣ JK=7, "
                     "y no se abre por partes (§5.2)."),
    (ONE_MELD, "pt", "Das combinações do contrato, esta mão só forma uma: 7♦ 7♣ JK=7, e não se "
                     "abre por partes (§5.2)."),
    (TWO_MELDS, "ca", "De les combinacions del contracte, aquesta mà només en forma dues: "
                      "7♠ 7♦ 7♣ + 9♠ 9♥ 9♣, i no es pot baixar a mitges (§5.2)."),
    (TWO_MELDS, "es", "De las combinaciones del contrato, esta mano solo forma dos: "
                      "7♠ 7♦ 7♣ + 9♠ 9♥ 9♣, y no se abre por partes (§5.2)."),
    (TWO_MELDS, "pt", "Das combinações do contrato, esta mão só forma duas: "
                      "7♠ 7♦ 7♣ + 9♠ 9♥ 9♣, e não se abre por partes (§5.2)."),
])
def test_a_partial_lay_down_counts_the_contract_s_melds_it_forms(tmp_path, capsys, situation,
                                                                 lang, line):
    """«Del contracte, aquesta mà només forma 7♦ 7♣ JK=7» (sixth ca reading #6): which of
    the contract's melds, and how many."""
    status, out, err = say(tmp_path, capsys, situation, lang)
    assert status == 0, err
    assert out.splitlines()[1] == line


def test_a_same_suit_refusal_says_what_could_not_be_done(tmp_path, capsys):
    """«Només es podria amb dues escales…» (sixth ca reading #7): the verb is said."""
    situation = "question: can-open\nround: 3\nhand: 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ 2♣ K♠ 5♦\n"
    said = {lang: say(tmp_path, capsys, situation, lang)[1] for lang in ("ca", "es")}
    assert said["ca"].startswith(
        "No. Només es podria baixar amb dues escales contigües del mateix pal, com ara "
        "3♥ 4♥ 5♥ 6♥ + 7♥ 8♥ 9♥ 10♥, i això no està permès")
    assert said["es"].startswith(
        "No. Solo se podría abrir con dos escaleras seguidas del mismo palo, como "
        "3♥ 4♥ 5♥ 6♥ + 7♥ 8♥ 9♥ 10♥, y eso no está permitido")


def test_past_an_ace_the_rule_forbids_a_card(tmp_path, capsys):
    """«no hi ha res per sota d'un as baix» stated a fact, not rule 3.4 (sixth ca reading #8)."""
    situation = ("question: lay-off\nround: 3\ntable: [A♥ 2♥ 3♥ 4♥, 9♠ 10♠ J♠ Q♠]\n"
                 "opened: earlier\nhand: K♥ 2♣\ncard: K♥\n")
    said = {lang: say(tmp_path, capsys, situation, lang)[1].splitlines()[1]
            for lang in ("ca", "es", "pt")}
    assert said["ca"] == ("El K♥ no pot anar més enllà de l'as de l'escala A♥ 2♥ 3♥ 4♥: no s'hi "
                          "pot posar res per sota d'un as baix ni per sobre d'un as alt (§3.4).")
    assert said["es"].endswith(": no se puede poner nada por debajo de un as bajo ni por "
                               "encima de un as alto (§3.4).")
    assert said["pt"].endswith(": não se pode pôr nada abaixo de um ás baixo nem acima de um ás "
                               "alto (§3.4).")


TABLE = "round: 3\ntable: [5♠ 6♠ {} 8♠, 9♥ 10♥ J♥ Q♥]\nhand: 7♠ 2♣\n"


@pytest.mark.parametrize("joker, opened, lang, first", [
    ("JK=7♠", "no", "ca", "Ara aquest jugador no pot intercanviar cap comodí."),
    ("JK=7♠", "no", "es", "Ahora este jugador no puede cambiar ningún comodín."),
    ("JK=7♠", "no", "pt", "Este jogador não pode fazer nenhuma troca de joker agora."),
    ("7♠", "earlier", "ca", "No es pot intercanviar cap comodí: no n'hi ha cap a les "
                            "combinacions de la taula."),
    ("7♠", "earlier", "es", "No se puede cambiar ningún comodín: no hay comodines en las "
                            "combinaciones de la mesa."),
    ("7♠", "earlier", "pt", "Nenhuma troca de joker é possível: não há jokers nas combinações "
                            "da mesa."),
])
def test_no_joker_swap_is_a_whole_sentence(tmp_path, capsys, joker, opened, lang, first):
    """«Cap: aquest jugador ara no pot intercanviar comodins.» answered a question the command
    line does not show (sixth ca reading #9)."""
    situation = "question: joker-swap\n" + TABLE.format(joker) + f'opened: "{opened}"\n'
    status, out, err = say(tmp_path, capsys, situation, lang)
    assert status == 0, err
    assert out.splitlines()[0] == first


def test_a_group_s_cards_share_a_rank(tmp_path, capsys):
    """«Un grup és de cartes del mateix valor» (sixth ca reading #11)."""
    out = say(tmp_path, capsys, "question: meld\nmeld: 7♥ 8♥ 9♣\nkind: group\n", "ca")[1]
    assert out.splitlines()[1] == "Un grup està format per cartes del mateix valor (§3.1)."


@pytest.mark.parametrize("penalties, lang, said", [
    # ninth pt reading #3: the count names what was counted (rounds), in every language
    ("[]", "ca", "no s'ha indicat cap ronda, però n'hi ha d'haver d'1 a 7 (una partida en té 7) "
                 "(§4.1)"),
    ("[" + ", ".join(["[1, 2, 3, 4]"] * 8) + "]", "ca",
     "s'han indicat 8 rondes, però n'hi ha d'haver d'1 a 7 (una partida en té 7) (§4.1)"),
    ("[" + ", ".join(["[1, 2, 3, 4]"] * 8) + "]", "es",
     "se han indicado 8 rondas, pero tiene que haber de 1 a 7 (una partida tiene 7) (§4.1)"),
    ("[" + ", ".join(["[1, 2, 3, 4]"] * 8) + "]", "pt",
     "foram indicadas 8 rondas, mas um jogo tem 7: indique as penalizações de 1 a 7 rondas "
     "(§4.1)"),
])
def test_a_wrong_count_of_rounds_says_how_many_there_must_be(tmp_path, capsys, penalties, lang,
                                                             said):
    """The count of a standings table's rows, as a sentence (sixth ca reading #10): the hint
    is what there must be, not an order after «no és el nombre correcte»."""
    status, out, err = say(tmp_path, capsys, f"question: standings\npenalties: {penalties}\n",
                           lang)
    assert status != 0 and out == ""
    assert err.rstrip("\n").endswith(said), err
