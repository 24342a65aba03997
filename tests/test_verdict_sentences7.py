"""Verdict sentences the seventh fresh readings found wanting, in the three languages: why a
round ends after the purchases (the active player's draw, ca #5), the card a freed joker
stands for in a way out (ca #7, pt #9), the clauses of a way out joined with a comma in pt
(pt #9), the rebuilds of the stock counted in words (ca #6)."""

from __future__ import annotations

import random
import textwrap

import pytest

from generator.cli import main
from generator.engine.buying import resolve_buying_window
from generator.engine.cards import parse_cards
from generator.engine.jokers import freed_joker
from generator.engine.melds import make_group, make_sequence


def say(tmp_path, capsys, situation: str, lang: str) -> list[str]:
    path = tmp_path / "situation.yaml"
    path.write_text(textwrap.dedent(situation), encoding="utf-8")
    status = main(["verdict", str(path), "--lang", lang])
    out, err = capsys.readouterr()
    assert status == 0, err
    return out.splitlines()


# -- buy: the round ends at the active player's draw, with its reason ----------------------------

#: player 3 buys 7♥ with 5♦; player 4 buys 9♣, whose penalty card comes from the stock rebuilt
#: of 4♠ (the discard pile but its top, 3♠); then player 2 must draw: the stock is empty
#: again and the discard pile holds only 3♠ (9.1), so the round ends (9.2, D9)
REBUILT = """\
    question: buy
    active: 2
    discard: 7♥ 9♣ 3♠ 4♠
    stock: 5♦
    asks:
      3: 7♥
      4: 9♣
    """

#: player 3 buys the only discard, 7♥, with 5♦, the stock's last card: player 2 finds both
#: piles empty
BOTH_EMPTY = """\
    question: buy
    active: 2
    discard: 7♥
    stock: 5♦
    asks:
      3: 7♥
    """

#: nobody buys; the stock was rebuilt three times already: player 2's draw ends the round (D14)
LIMIT = """\
    question: buy
    active: 2
    discard: 7♥ 9♣ 3♠
    stock: []
    reshuffles: 3
    asks: {}
    """


@pytest.mark.parametrize("situation, lang, line", [
    (REBUILT, "ca", "Després, el jugador 2, que té el torn, ha de robar (§6.5), però el munt "
                    "torna a estar buit i la pila de descarts només té la carta de dalt, que no "
                    "es barreja: ni refent el munt no hi ha cap carta per robar (§9.1). La ronda "
                    "s'acaba aquí, sense guanyador, i cada jugador suma la penalització de les "
                    "cartes que té a la mà (§9.2, §D9)."),
    (REBUILT, "pt", "Depois, o jogador 2 (o jogador ativo) tem de tirar uma carta (§6.5), mas o "
                    "monte voltou a ficar vazio e o descarte só tem a carta de cima, que não se "
                    "baralha: nem refazendo o monte há carta para tirar (§9.1). A ronda acaba "
                    "aqui, sem vencedor, e cada jogador marca a penalização das cartas que tem "
                    "na mão (§9.2, §D9)."),
    (REBUILT, "es", "Después, el jugador 2, que está en turno, tiene que robar (§6.5), pero el "
                    "mazo vuelve a estar vacío y el descarte solo tiene la carta de arriba, que no "
                    "se baraja: ni rehaciendo el mazo hay carta que robar (§9.1). La ronda termina "
                    "aquí, sin ganador, y cada jugador se apunta la penalización de las cartas "
                    "que tiene en la mano (§9.2, §D9)."),
    (BOTH_EMPTY, "ca", "Després, el jugador 2, que té el torn, ha de robar (§6.5), però el munt "
                       "està buit i la pila de descarts també: no hi ha cap carta per robar ni "
                       "amb què refer el munt (§9.1). La ronda s'acaba aquí, sense guanyador, i "
                       "cada jugador suma la penalització de les cartes que té a la mà (§9.2, "
                       "§D9)."),
    (BOTH_EMPTY, "pt", "Depois, o jogador 2 (o jogador ativo) tem de tirar uma carta (§6.5), mas "
                       "o monte está vazio e o descarte também: não há carta para tirar nem com "
                       "que refazer o monte (§9.1). A ronda acaba aqui, sem vencedor, e cada "
                       "jogador marca a penalização das cartas que tem na mão (§9.2, §D9)."),
    (BOTH_EMPTY, "es", "Después, el jugador 2, que está en turno, tiene que robar (§6.5), pero el "
                       "mazo está vacío y el descarte también: no hay carta que robar ni con qué "
                       "rehacer el mazo (§9.1). La ronda termina aquí, sin ganador, y cada "
                       "jugador se apunta la penalización de las cartas que tiene en la mano "
                       "(§9.2, §D9)."),
    (LIMIT, "ca", "Després, el jugador 2, que té el torn, ha de robar (§6.5), però el munt està "
                  "buit i ja s'ha refet tres vegades en aquesta ronda, el màxim: no es torna a "
                  "refer, encara que la pila de descarts tingui 3 cartes. La ronda s'acaba aquí, "
                  "sense guanyador, i cada jugador suma la penalització de les cartes que té a "
                  "la mà, igual que a la §9.2 (§D14)."),
    (LIMIT, "pt", "Depois, o jogador 2 (o jogador ativo) tem de tirar uma carta (§6.5), mas o "
                  "monte está vazio e já foi refeito três vezes nesta ronda, o máximo: não se "
                  "refaz outra vez, embora o descarte tenha 3 cartas. A ronda acaba aqui, sem "
                  "vencedor, e cada jogador marca a penalização das cartas que tem na mão, como "
                  "em §9.2 (§D14)."),
    (LIMIT, "es", "Después, el jugador 2, que está en turno, tiene que robar (§6.5), pero el mazo "
                  "está vacío y ya se ha rehecho tres veces en esta ronda, el máximo: no se "
                  "rehace otra vez, aunque el descarte tenga 3 cartas. La ronda termina aquí, "
                  "sin ganador, y cada jugador se apunta la penalización de las cartas que tiene "
                  "en la mano, como en §9.2 (§D14)."),
])
def test_the_round_ending_at_the_active_draw_says_why(tmp_path, capsys, situation, lang, line):
    lines = say(tmp_path, capsys, situation, lang)
    assert line in lines, lines


def test_the_penalty_card_of_the_rebuilt_stock_is_said_before_the_end(tmp_path, capsys):
    lines = say(tmp_path, capsys, REBUILT, "ca")
    assert lines[1] == ("El jugador 4 compra el 9♣ fora de torn i s'emporta també, com a "
                        "penalització, una carta del munt refet, que només pot ser el 4♠ "
                        "(§6.3, §9.1).")
    assert lines[3].startswith("Després, el jugador 2, que té el torn, ha de robar")
    assert lines[-1] == "Regles: 6.1, 6.2, 6.3, 6.4, 9.1, 6.5, 9.2, D9"


def test_a_penalty_that_cannot_be_drawn_keeps_its_own_ending(tmp_path, capsys):
    """The round ends at the penalty draw: the purchase's line gives the reason, and no line
    says that the active player draws."""
    lines = say(tmp_path, capsys, """\
        question: buy
        active: 2
        discard: 7♥ 9♣
        stock: []
        asks:
          3: 7♥
        """, "ca")
    assert lines[-2] == ("La ronda s'acaba aquí, sense guanyador, i cada jugador suma la "
                         "penalització de les cartes que té a la mà (§9.2, §D9).")
    assert not any("té el torn" in line for line in lines)


@pytest.mark.parametrize("discard, stock, wants, reshuffled, end_draw, clause", [
    # the penalty card of player 3's purchase: the stock is empty, the pile holds only 9♣
    ("9♣ 7♥", "", {3: "7♥"}, 0, "penalty", "9.2"),
    # player 2's draw after the window: the stock rebuilt of 4♠ went to player 4's penalty
    ("3♠ 4♠ 9♣ 7♥", "5♦", {3: "7♥", 0: "9♣"}, 0, "active", "9.2"),
    # player 2's draw: a fourth rebuild (D14)
    ("3♠ 9♣ 7♥", "", {}, 3, "active", "D14"),
])
def test_the_engine_says_whose_draw_ended_the_round(discard, stock, wants, reshuffled,
                                                    end_draw, clause):
    """Seats from 0 (active 1 is player 2); piles top last."""
    out = resolve_buying_window(1, parse_cards(discard), parse_cards(stock),
                                {s: parse_cards(c) for s, c in wants.items()},
                                rng=random.Random(0), reshuffled=reshuffled)
    assert (out.round_ends, out.end_draw, out.end_clause) == (True, end_draw, clause)


def test_no_end_no_end_draw():
    out = resolve_buying_window(1, parse_cards("9♣ 7♥"), parse_cards("5♦ 6♦"),
                                {2: parse_cards("7♥")}, rng=random.Random(0))
    assert (out.round_ends, out.end_draw) == (False, None)


# -- go-out / lay-off: the freed joker's new card --------------------------------------------------

@pytest.mark.parametrize("table, natural, target, end, joker", [
    (["5♦ JK=6♦ 7♦ 8♦"], "6♦", 0, "low", "JK=4♦"),         # the same sequence, 6♦ now in it
    (["5♦ JK=6♦ 7♦ 8♦"], "6♦", 0, "high", "JK=9♦"),
    (["10♦ JK=J♦ Q♦ K♦ A♦", "9♣ 9♥ 9♠"], "J♦", 1, None, "JK=9"),   # a group: its rank
    (["5♠ JK=6♠ 7♠ 8♠", "9♥ 10♥ J♥ Q♥"], "6♠", 1, "high", "JK=K♥"),
])
def test_the_freed_joker_stands_for_the_card_of_its_new_place(table, natural, target, end,
                                                               joker):
    melds = [make_group(parse_cards(m)) if len({c.rank for c in parse_cards(m)
                                                if not c.is_joker}) == 1
             else make_sequence(parse_cards(m)) for m in table]
    assert str(freed_joker(melds, 0, parse_cards(natural)[0], target, end)) == joker


GO_OUT = """\
    question: go-out
    round: 3
    table:
      - 5♦ JK=6♦ 7♦ 8♦
      - 9♣ 10♣ J♣ Q♣
    opened: earlier
    hand: 6♦ 3♠ K♣
    """

GO_OUT_GROUP = """\
    question: go-out
    round: 2
    table:
      - 10♦ JK=J♦ Q♦ K♦ A♦
      - 9♣ 9♥ 9♠
    opened: earlier
    hand: J♦ 3♠
    """


@pytest.mark.parametrize("situation, lang, line", [
    (GO_OUT, "ca", "Sí. El jugador pot tancar en aquest torn: intercanvia el comodí de la "
                   "combinació 1 (5♦ JK=6♦ 7♦ 8♦) pel 6♦ i posa el comodí a la combinació 1 per "
                   "l'extrem de baix, com a JK=4♦ (§7.1, §7.2, §3.7); afegeix el K♣ a la "
                   "combinació 2 (9♣ 10♣ J♣ Q♣) per l'extrem de dalt, i descarta el 3♠, l'última "
                   "carta, amb què tanca (§5.5)."),
    # pt: the clauses joined with commas, the last with «e» (no comma before it: twelfth pt
    # reading #4), «, e» only after a clause with its own «e» (no «… e … e …» run-on)
    (GO_OUT, "pt", "Sim. Pode sair já nesta vez: troca o joker da combinação 1 (5♦ JK=6♦ 7♦ 8♦) "
                   "pelo 6♦ e põe-no na ponta de baixo da combinação 1, como JK=4♦ (§7.1, §7.2, "
                   "§3.7), acrescenta o K♣ à ponta de cima da combinação 2 (9♣ 10♣ J♣ Q♣) e "
                   "descarta o 3♠, a última carta, para sair (§5.5)."),
    (GO_OUT, "es", "Sí. Puede cerrar en este turno: cambia el comodín de la combinación 1 "
                   "(5♦ JK=6♦ 7♦ 8♦) por el 6♦ y lo pone en la combinación 1 por abajo, como "
                   "JK=4♦ (§7.1, §7.2, §3.7); añade el K♣ a la combinación 2 (9♣ 10♣ J♣ Q♣) por "
                   "arriba; descarta el 3♠, la última carta, para cerrar (§5.5)."),
    (GO_OUT_GROUP, "ca", "Sí. El jugador pot tancar en aquest torn: intercanvia el comodí de la "
                         "combinació 1 (10♦ JK=J♦ Q♦ K♦ A♦) pel J♦ i posa el comodí a la "
                         "combinació 2, com a JK=9 (§7.1, §7.2, §3.7), i descarta el 3♠, "
                         "l'última carta, amb què tanca (§5.5)."),
    (GO_OUT_GROUP, "pt", "Sim. Pode sair já nesta vez: troca o joker da combinação 1 "
                         "(10♦ JK=J♦ Q♦ K♦ A♦) pelo J♦ e põe-no na combinação 2, como JK=9 "
                         "(§7.1, §7.2, §3.7), e descarta o 3♠, a última carta, para sair "
                         "(§5.5)."),
    (GO_OUT_GROUP, "es", "Sí. Puede cerrar en este turno: cambia el comodín de la combinación 1 "
                         "(10♦ JK=J♦ Q♦ K♦ A♦) por la J♦ y lo pone en la combinación 2, como "
                         "JK=9 (§7.1, §7.2, §3.7); descarta el 3♠, la última carta, para cerrar "
                         "(§5.5)."),
])
def test_a_way_out_through_a_swap_says_the_freed_jokers_card(tmp_path, capsys, situation, lang,
                                                             line):
    lines = say(tmp_path, capsys, situation, lang)
    assert lines[0] == line
    assert "3.7" in lines[-1]


def test_a_lay_off_plan_through_a_swap_says_the_freed_jokers_card(tmp_path, capsys):
    lines = say(tmp_path, capsys, GO_OUT.replace("hand: 6♦ 3♠ K♣",
                                                 "hand: 6♦ 3♠ K♣\n    cards: 6♦ K♣")
                .replace("go-out", "lay-off"), "pt")
    assert lines[0] == ("Sim. Nesta vez pode acrescentar todas estas cartas (§5.4): troca o "
                        "joker da combinação 1 (5♦ JK=6♦ 7♦ 8♦) pelo 6♦ e põe-no na ponta de "
                        "baixo da combinação 1, como JK=4♦ (§7.1, §7.2, §3.7), e acrescenta o "
                        "K♣ à ponta de cima da combinação 2 (9♣ 10♣ J♣ Q♣).")


@pytest.mark.parametrize("lang, items, said", [
    # twelfth pt reading #4: no comma before «e» joining clauses with the same subject …
    ("pt", ["abre com 7♥ 7♦ 7♣ + 9♠ 9♥ 9♣", "descarta o K♦"],
     "abre com 7♥ 7♦ 7♣ + 9♠ 9♥ 9♣ e descarta o K♦"),
    ("pt", ["acrescenta o 2♥", "acrescenta a Q♣", "descarta o K♦"],
     "acrescenta o 2♥, acrescenta a Q♣ e descarta o K♦"),
    # … except after a clause that joins two with «e» itself (no «… e … e …» run-on)
    ("pt", ["troca o joker pelo 6♦ e põe-no na combinação 2", "descarta o 3♠"],
     "troca o joker pelo 6♦ e põe-no na combinação 2, e descarta o 3♠"),
    ("ca", ["afegeix el K♥", "descarta el 9♣"], "afegeix el K♥ i descarta el 9♣"),
    ("ca", ["afegeix el K♥", "afegeix la Q♣", "descarta el 9♣"],
     "afegeix el K♥; afegeix la Q♣, i descarta el 9♣"),
    ("ca", ["intercanvia el comodí pel J♦ i el posa a la combinació 2", "descarta el 3♠"],
     "intercanvia el comodí pel J♦ i el posa a la combinació 2, i descarta el 3♠"),
    ("es", ["añade el K♥", "descarta el 9♣"], "añade el K♥; descarta el 9♣"),
])
def test_clauses_are_joined_as_the_language_joins_them(lang, items, said):
    from generator.lang.render import plain_clauses
    from generator.verdict.answers import texts
    assert plain_clauses(items, texts(lang)) == said
