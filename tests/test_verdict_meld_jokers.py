"""A joker written without a value has none yet (3.7: it is declared when played; D2): the
``meld`` question, and every question that reads melds, answer the same whatever order the
cards are written in (review es #1: ``3♠ 5♠ 6♠ JK`` was "no", ``3♠ JK 5♠ 6♠`` "yes")."""

from __future__ import annotations

import json
import textwrap

import pytest
from hypothesis import given, settings, strategies as st

from generator.cli import main
from generator.engine.cards import Card, Suit, parse_cards
from generator.engine.melds import meld_readings, sequence_readings
from generator.questions import lay_down, meld
from generator.questions.common import SituationError


def verdict(tmp_path, capsys, situation: str, lang: str = "es") -> tuple[int, str, str]:
    path = tmp_path / "situation.yaml"
    path.write_text(textwrap.dedent(situation), encoding="utf-8")
    status = main(["verdict", str(path), "--lang", lang])
    out, err = capsys.readouterr()
    return status, out, err


def as_json(tmp_path, capsys, situation: str) -> dict:
    path = tmp_path / "situation.yaml"
    path.write_text(textwrap.dedent(situation), encoding="utf-8")
    assert main(["verdict", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr()[0])


@pytest.mark.parametrize("order", ["3♠ 5♠ 6♠ JK", "3♠ JK 5♠ 6♠", "JK 6♠ 5♠ 3♠"])
def test_a_joker_in_any_place_fills_the_gap(tmp_path, capsys, order):
    v = as_json(tmp_path, capsys, f"question: meld\nmeld: {order}\n")
    assert v["answer"] is True
    assert v["details"]["meld"] == "3♠ JK=4♠ 5♠ 6♠"
    assert "readings" not in v["details"]          # 4♠ is the only card that makes it


@pytest.mark.parametrize("order", ["Q♦ K♦ A♦ JK", "JK Q♦ K♦ A♦", "A♦ JK K♦ Q♦"])
def test_a_joker_after_a_high_ace_is_the_jack(tmp_path, capsys, order):
    v = as_json(tmp_path, capsys, f"question: meld\nmeld: {order}\n")
    assert v["answer"] is True
    assert v["details"]["meld"] == "JK=J♦ Q♦ K♦ A♦"


@pytest.mark.parametrize("lang, words", [
    ("es", ["Sí. JK=J♦ Q♦ K♦ A♦ es una combinación válida", "JK=J♦"]),
    ("pt", ["Sim. JK=J♦ Q♦ K♦ A♦ é uma combinação válida", "JK=J♦"]),
    ("ca", ["Sí. JK=J♦ Q♦ K♦ A♦ és una combinació vàlida", "JK=J♦"]),
])
def test_the_answer_says_the_jokers_value_in_every_language(tmp_path, capsys, lang, words):
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: Q♦ K♦ A♦ JK\n", lang)
    assert status == 0
    for w in words:
        assert w in out


@pytest.mark.parametrize("lang, one, several", [
    ("pt", "O joker fica com o valor JK=J♦, que, uma vez declarado, já não muda (§3.7).",
     "Os 3 jokers fazem de sete (o valor do grupo), e esse valor já não muda (§3.7)."),
    ("es", "El comodín está declarado como JK=J♦, y ese valor ya no cambia (§3.7).",
     "Los 3 comodines hacen de siete (el valor del grupo), y ese valor ya no cambia (§3.7)."),
    ("ca", "El comodí queda amb el valor declarat (JK=J♦), que ja no canvia (§3.7).",
     "Els 3 comodins fan de 7 (el valor del grup), i aquest valor ja no canvia (§3.7)."),
])
def test_the_jokers_values_are_said_as_a_sentence(tmp_path, capsys, lang, one, several):
    """«JK=7, JK=7, JK=7: o valor de um joker…» began with a bare list (sixth pt reading #9):
    the sentence names the joker or the jokers, one or several; a group's jokers all stand for
    its rank, said once, not «os valores JK=7, JK=7, JK=7» (seventh pt reading #8)."""
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: Q♦ K♦ A♦ JK\n", lang)
    assert status == 0 and one in " ".join(out.split()), out
    status, out, _ = verdict(tmp_path, capsys,
                             "question: meld\nmeld: 7♠ JK JK JK\nkind: group\n", lang)
    assert status == 0 and several in " ".join(out.split()), out


@pytest.mark.parametrize("lang, words", [
    ("es", ["(3♠–6♠ o 4♠–7♠)", "El comodín aún no tiene valor: puede ser JK=3♠ o JK=7♠",
            "El jugador lo declara al jugarlo", "(§3.7, §D2)"]),
    ("pt", ["(3♠–6♠ ou 4♠–7♠)", "O joker ainda não tem valor: pode ser JK=3♠ ou JK=7♠",
            "O jogador declara-o quando o joga", "(§3.7, §D2)"]),
    ("ca", ["(3♠–6♠ o 4♠–7♠)", "El comodí encara no té valor: pot ser JK=3♠ o JK=7♠",
            "El jugador el declara quan el juga", "(§3.7, §D2)"]),
])
def test_a_joker_that_may_stand_at_either_end_is_declared_by_the_player(tmp_path, capsys,
                                                                        lang, words):
    for order in ("4♠ 5♠ 6♠ JK", "JK 4♠ 5♠ 6♠", "4♠ JK 5♠ 6♠"):
        status, out, _ = verdict(tmp_path, capsys, f"question: meld\nmeld: {order}\n", lang)
        assert status == 0 and out.startswith(("Sí.", "Sim."))
        for w in words:
            assert w in out, (order, out)


def test_two_jokers_every_choice_is_listed(tmp_path, capsys):
    v = as_json(tmp_path, capsys, "question: meld\nmeld: JK 5♠ JK 6♠\n")
    assert v["details"]["readings"] == ["JK=3♠ JK=4♠ 5♠ 6♠", "JK=4♠ 5♠ 6♠ JK=7♠",
                                        "5♠ 6♠ JK=7♠ JK=8♠"]


def test_cards_no_joker_can_mend_are_refused_alike_in_every_order(tmp_path, capsys):
    # 3♠ and 7♠ leave three places between them: two jokers cannot fill them (3.2)
    outs = set()
    for order in ("3♠ 7♠ JK JK", "JK 3♠ JK 7♠", "7♠ JK JK 3♠"):
        v = as_json(tmp_path, capsys, f"question: meld\nmeld: {order}\n")
        assert v["answer"] is False
        outs.add((tuple(v["clauses"]), v["details"]["code"]))
    assert len(outs) == 1 and "3.2" in next(iter(outs))[0]


def test_the_engine_readings_of_a_full_run_at_the_ace():
    assert [s.unicode() for s in sequence_readings(parse_cards("Q♦ K♦ A♦ JK"))] == [
        "JK=J♦ Q♦ K♦ A♦"]
    # nothing below a low ace: A♠ 2♠ 3♠ JK is only A♠–4♠
    assert [s.unicode() for s in sequence_readings(parse_cards("JK A♠ 2♠ 3♠"))] == [
        "A♠ 2♠ 3♠ JK=4♠"]


# -- the invariant: any permutation of the same cards gives the same verdict -----------------

SUITS = list(Suit)


@st.composite
def written_melds(draw):
    """4–6 cards around a run of one suit, some turned into jokers, sometimes one card of
    another suit or rank: valid and invalid melds alike."""
    suit = draw(st.sampled_from(SUITS))
    n = draw(st.integers(4, 6))
    low = draw(st.integers(1, 14 - n + 1))
    cards = [Card(1 if p == 14 else p, suit) for p in range(low, low + n)]
    jokers = draw(st.sets(st.integers(0, n - 1), max_size=2))
    cards = [Card.joker() if i in jokers else c for i, c in enumerate(cards)]
    if draw(st.booleans()):
        i = draw(st.integers(0, n - 1))
        cards[i] = Card(draw(st.integers(1, 13)), draw(st.sampled_from(SUITS)))
    return cards


def judged(cards) -> tuple:
    try:
        a = meld.answer(meld.MeldSituation(tuple(cards)))
    except SituationError as err:
        return ("refused", err.code)
    return (a.value, a.meld.unicode() if a.meld else None,
            tuple(m.unicode() for m in a.readings), a.clauses,
            a.error.code if a.error else None)


@settings(max_examples=150, deadline=None)
@given(written_melds(), st.randoms(use_true_random=False))
def test_the_meld_verdict_does_not_depend_on_the_order(cards, rnd):
    first = judged(cards)
    for _ in range(4):
        other = list(cards)
        rnd.shuffle(other)
        assert judged(other) == first, (cards, other)
    # and it is yes exactly when some value of the jokers makes a meld (3.7)
    if first[0] != "refused":
        assert first[0] is bool(meld_readings(cards))


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_lay_down_verdict_does_not_depend_on_the_order(rnd):
    # round 3: 3♥ 4♥ 5♥ JK with 7♥–10♥ is valid with JK=2♥ (a JK=6♥ would continue 7♥, 4.3)
    first, second = parse_cards("3♥ 4♥ 5♥ JK"), parse_cards("7♥ 8♥ 9♥ 10♥")
    other = list(first)
    rnd.shuffle(other)
    text = " ".join(str(c) for c in other)
    a = lay_down.answer(lay_down.read({"round": 3, "melds": [text, "7♥ 8♥ 9♥ 10♥"]}))
    assert a.value is True
    assert a.laydown.melds[0].unicode() == "JK=2♥ 3♥ 4♥ 5♥"
    # and without a joker that may move, the same pair is refused (4.3)
    b = lay_down.answer(lay_down.read({"round": 3, "melds": ["3♥ 4♥ 5♥ 6♥",
                                                               " ".join(map(str, second))]}))
    assert b.value is False and b.error.clause == "4.3"


@pytest.mark.parametrize("order", ["3♠ 5♠ 6♠ JK", "JK 5♠ 3♠ 6♠"])
def test_a_table_meld_with_a_joker_out_of_place_is_the_one_it_must_be(tmp_path, capsys, order):
    # lay-off: the joker of the table's 3♠ 5♠ 6♠ JK can only be 4♠; 7♠ goes on its high end
    v = as_json(tmp_path, capsys, f"""\
        question: lay-off
        round: 3
        opened: earlier
        hand: 7♠ 2♣
        card: 7♠
        table: ["{order}", "8♥ 9♥ 10♥ J♥"]
        """)
    assert v["answer"] == [{"end": "high", "meld": 1}]


@pytest.mark.parametrize("lang, words", [
    ("pt", "pode ser JK=3♠ ou JK=7♠"), ("es", "puede ser JK=3♠ o JK=7♠"),
    ("ca", "pot ser JK=3♠ o JK=7♠")])
def test_a_table_meld_whose_joker_the_order_does_not_place_asks_for_its_value(
        tmp_path, capsys, lang, words):
    status, out, err = verdict(tmp_path, capsys, """\
        question: lay-off
        round: 3
        opened: earlier
        hand: 7♠ 2♣
        card: 7♠
        table: ["4♠ JK 5♠ 6♠", "8♥ 9♥ 10♥ J♥"]
        """, lang)
    assert status == 2 and out == "" and words in err and "(§3.7)" in err


# -- why cards with jokers make no sequence (review 3 ca #1) ------------------------------------
# A joker without a value stands for the card of the place it fills (D2): before the cards are
# said to leave a gap, each joker is read in a gap, else beyond an end; the reason is the one
# that holds for every order of the cards.

REASONS = [
    # the joker is the 6♦: no gap, three cards (3.2)
    ("5♦ JK 7♦", "sequence", "sequence-too-short", {}),
    ("JK 5♦ 7♦", "sequence", "sequence-too-short", {}),
    ("5♦ 7♦ JK", "sequence", "sequence-too-short", {}),
    ("5♦ JK=6♦ 7♦", "sequence", "sequence-too-short", {}),
    # jokers at the ends: below the low ace there is nothing, so the joker is the 3♠ / Q♠
    ("JK A♠ 2♠", "sequence", "sequence-too-short", {}),
    ("K♠ A♠ JK", "sequence", "sequence-too-short", {}),
    ("A♠ 3♠ JK", "sequence", "sequence-too-short", {}),
    ("JK 9♣ JK", "sequence", "sequence-too-short", {}),
    # several jokers: two fill 6♦ 7♦, one 6♦ and one beyond; too few to fill 6-8
    ("5♦ JK 8♦ JK", "sequence", None, {}),
    ("5♦ 9♦ JK JK", "sequence", "sequence-gap-jokers", {"joker_count": 2}),
    ("5♦ 8♦ JK", "sequence", "sequence-gap-jokers", {"joker_count": 1}),
    ("JK 5♦ 10♦ JK JK", "sequence", "sequence-gap-jokers", {"joker_count": 3}),
    # aces: low or high, never both in a short run, never around (3.3)
    ("A♠ A♠ 5♠ JK", "sequence", "sequence-gap-jokers", {"joker_count": 1}),
    ("K♠ 3♠ JK JK", "sequence", "sequence-wraps", {}),
    ("Q♥ JK 2♥ JK", "sequence", "sequence-wraps", {}),
    ("7♥ 7♥ JK JK", "sequence", "sequence-repeat", {}),
    ("5♦ JK 7♣", "sequence", "sequence-mixed-suits", {}),
]


@pytest.mark.parametrize("cards, kind, code, params", REASONS)
def test_a_joker_is_read_in_the_place_it_fills_before_a_gap_is_said(cards, kind, code, params):
    a = meld.answer(meld.read({"meld": cards, "kind": kind}))
    if code is None:
        assert a.valid
        return
    assert not a.valid and a.error.code == code
    for k, v in params.items():
        assert a.error.params[k] == v
    # the same reason for every order of the same cards
    for order in ([*reversed(cards.split())], sorted(cards.split())):
        again = meld.answer(meld.read({"meld": " ".join(order), "kind": kind}))
        assert again.error.code == code


@pytest.mark.parametrize("lang, said, not_said", [
    ("ca", "Una escala té almenys 4 cartes (§3.2).", "sense forats"),
    ("es", "Una escalera tiene al menos 4 cartas (§3.2).", "sin huecos"),
    ("pt", "Uma sequência tem pelo menos 4 cartas (§3.2).", "sem falhas"),
])
def test_the_review_s_three_cards_with_a_joker_in_the_middle_are_too_few(
        tmp_path, capsys, lang, said, not_said):
    for extra in ("", "kind: sequence\n"):
        status, out, _ = verdict(tmp_path, capsys, f"question: meld\nmeld: 5♦ JK 7♦\n{extra}",
                                 lang)
        # without a kind the sentence follows «As a sequence:», in lower case
        assert status == 0 and said[1:] in out and not_said not in out


@pytest.mark.parametrize("lang, said", [
    ("ca", "Una escala és de valors seguits, i un sol comodí no basta per omplir els forats "
           "entre aquestes cartes (§3.2)."),
    ("es", "Una escalera es de valores seguidos, y un solo comodín no basta para llenar los "
           "huecos entre estas cartas (§3.2)."),
    ("pt", "Uma sequência é de valores seguidos, e um só joker não chega para preencher as "
           "falhas entre estas cartas (§3.2)."),
])
def test_cards_too_far_apart_for_the_jokers_say_so(tmp_path, capsys, lang, said):
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: 5♦ 8♦ JK\n"
                                               "kind: sequence\n", lang)
    assert status == 0 and " ".join(said.split()) in " ".join(out.split())


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["A♠", "2♠", "3♠", "5♠", "6♠", "8♠", "Q♠", "K♠", "JK"]),
                min_size=1, max_size=6))
def test_a_sequence_refusal_is_true_of_every_reading(words):
    """Brute force, independent of the engine: the cards with each joker given every card of
    the suit. Too short: some choice makes consecutive places; a gap or around the ace: none
    does at any length."""
    from itertools import product as prod
    from generator.engine.errors import ImpossibleCardsError
    from generator.engine.melds import sequence_refusal
    try:
        cards = parse_cards(" ".join(words))
        err = sequence_refusal(cards)
    except ImpossibleCardsError:
        return
    except ValueError:
        assert sequence_readings(cards)
        return
    fixed = [c.rank for c in cards if not c.is_joker]
    free = len(cards) - len(fixed)

    def runs():
        for js in prod(range(1, 14), repeat=free):
            ranks = fixed + list(js)
            for places in prod(*[(1, 14) if r == 1 else (r,) for r in ranks]):
                s = sorted(places)
                if all(b == a + 1 for a, b in zip(s, s[1:])):
                    yield s
    some = next(runs(), None)
    if err.code == "sequence-too-short":
        assert some is not None and len(cards) < 4
    elif err.code in ("sequence-gap", "sequence-gap-jokers", "sequence-wraps",
                      "sequence-repeat"):
        assert some is None
        if err.code == "sequence-gap-jokers":
            assert err.params["joker_count"] == free > 0
    else:
        assert err.code == "sequence-undeclared" and not fixed


# -- jokers only, without the rank a group of them declares (D1; review 6 es #1) -------------

UNDECLARED = {"es": "No, tal como está: los comodines aún no tienen valor.",
              "pt": "Não, tal como está: os jokers ainda não têm valor.",
              "ca": "No, tal com està: els comodins encara no tenen valor."}


@pytest.mark.parametrize("lang, said, not_said", [
    ("es", "Como grupo: un grupo solo de comodines es válido (§D1), pero al jugarlo hay que "
           "declarar su valor, por ejemplo JK=7.", "No. JK JK JK no es una combinación válida"),
    ("pt", "Como grupo: um grupo só de jokers é válido (§D1), mas ao jogá-lo é preciso "
           "declarar o seu valor, por exemplo JK=7.", "Não. JK JK JK não é uma combinação válida"),
    ("ca", "Com a grup: un grup només de comodins és vàlid (§D1), però en jugar-lo cal "
           "declarar-ne el valor, per exemple JK=7.", "No. JK JK JK no és una combinació vàlida"),
])
def test_a_group_of_jokers_without_its_rank_says_what_is_missing(tmp_path, capsys, lang, said,
                                                                  not_said):
    """D1: ``JK JK JK`` declared as 7s is a legal group; written without the rank the answer
    asks for it instead of saying no such group exists, after the verdict: no, as written
    (ninth es reading #6: «Falta el valor: … vale» opened a «no» answer)."""
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: JK JK JK\nkind: group\n",
                             lang)
    assert status == 0
    assert out.splitlines()[:2] == [UNDECLARED[lang], said]
    assert not_said not in out
    a = meld.answer(meld.read({"meld": "JK JK JK", "kind": "group"}))
    assert (a.value, a.error.code, a.undeclared, a.clauses) == (False, "group-undeclared",
                                                                True, ("D1",))


def test_without_a_kind_the_jokers_group_asks_its_rank_and_the_sequence_says_why_not(
        tmp_path, capsys):
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: JK JK JK\n")
    assert status == 0
    assert out.splitlines()[:3] == [
        "No, tal como está: los comodines aún no tienen valor.",
        "Como grupo: un grupo solo de comodines es válido (§D1), pero al jugarlo hay que "
        "declarar su valor, por ejemplo JK=7.",
        "Como escalera: una escalera necesita una carta natural o un comodín declarado que fije "
        "el palo (§D2)."]
    assert "Reglas: D1, D2" in out


@pytest.mark.parametrize("lang, group, sequence", [
    ("es", "Como grupo: un grupo solo de comodines vale para el contrato de la ronda 1 (dos "
           "grupos, §4.1, §D1), pero al bajarlo hay que declarar su valor, por ejemplo JK=7.",
     "Como escalera: el contrato de la ronda 1 no lleva escaleras (§4.1)."),
    ("pt", "Como grupo: um grupo só de jokers serve no contrato da ronda 1 (dois grupos, §4.1, "
           "§D1), mas ao baixá-lo é preciso declarar o seu valor, por exemplo JK=7.",
     "Como sequência: o contrato da ronda 1 não inclui sequências (§4.1)."),
    ("ca", "Com a grup: un grup només de comodins serveix per al contracte de la ronda 1 (dos "
           "grups, §4.1, §D1), però en baixar-lo cal declarar-ne el valor, per exemple JK=7.",
     "Com a escala: el contracte de la ronda 1 no porta escales (§4.1)."),
])
def test_jokers_without_a_kind_in_a_round_without_sequences(tmp_path, capsys, lang, group,
                                                            sequence):
    """Ninth es reading #6: ``JK JK JK`` for round 1 (two groups) — the verdict first, the group
    once its rank is declared (D1), and as a sequence what decides there: round 1's contract
    holds none (4.1), not the suit the jokers leave open (D2, no longer cited)."""
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: JK JK JK\nround: 1\n",
                             lang)
    assert status == 0
    assert out.splitlines() == [UNDECLARED[lang], group, sequence,
                                {"es": "Reglas", "pt": "Regras", "ca": "Regles"}[lang]
                                + ": 4.1, D1"]
    a = meld.answer(meld.read({"meld": "JK JK JK", "round": 1}))
    assert (a.value, a.error.code, a.undeclared, a.clauses) == (False, "meld-neither", True,
                                                                ("4.1", "D1"))


@pytest.mark.parametrize("lang, sequence", [
    ("es", "Como escalera: una escalera necesita una carta natural o un comodín declarado que "
           "fije el palo (§D2)."),
    ("pt", "Como sequência: uma sequência precisa de uma carta natural ou de um joker declarado "
           "que fixe o naipe (§D2)."),
    ("ca", "Com a escala: una escala necessita una carta natural o un comodí declarat que en "
           "fixi el pal (§D2)."),
])
def test_jokers_without_a_kind_in_a_round_with_sequences_keep_the_engines_refusal(
        tmp_path, capsys, lang, sequence):
    """Round 2 holds a group and a sequence: as a sequence, the engine's own refusal
    (``sequence-undeclared``, D2) after the verdict and the group's line."""
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: JK JK JK\nround: 2\n",
                             lang)
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == UNDECLARED[lang] and lines[2] == sequence
    a = meld.answer(meld.read({"meld": "JK JK JK", "round": 2}))
    assert a.error.as_sequence.code == "sequence-undeclared"
    assert a.clauses == ("4.1", "D1", "D2")


def test_a_group_of_jokers_for_a_round_with_groups_asks_its_rank(tmp_path, capsys):
    status, out, _ = verdict(tmp_path, capsys,
                             "question: meld\nmeld: JK JK JK\nkind: group\nround: 1\n")
    assert status == 0
    assert out.splitlines()[:2] == [
        "No, tal como está: los comodines aún no tienen valor.",
        "Como grupo: un grupo solo de comodines vale para el contrato de la ronda 1 (dos "
        "grupos, §4.1, §D1), pero al bajarlo hay que declarar su valor, por ejemplo JK=7."]
    assert "Reglas: 4.1, D1" in out


def test_a_group_of_jokers_for_a_round_without_groups_is_not_in_its_contract(tmp_path, capsys):
    status, out, _ = verdict(tmp_path, capsys,
                             "question: meld\nmeld: JK JK JK\nkind: group\nround: 3\n")
    assert status == 0
    assert out.splitlines()[0] == ("No. El contrato de la ronda 3 pide dos escaleras (§4.1): no "
                                   "lleva grupos.")
    assert "Falta el valor" not in out and "tal como está" not in out


def test_jokers_that_make_no_group_even_with_a_rank_keep_the_refusal(tmp_path, capsys):
    """Two jokers are too few for a group (3.1) whatever their rank: no «Falta el valor»."""
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: JK JK\nkind: group\n")
    assert status == 0
    assert out.startswith("No. JK JK no es una combinación válida.")
    assert "Falta el valor" not in out and "tal como está" not in out


@pytest.mark.parametrize("lang, meld, said", [
    ("pt", "A♠ A♥ JK", "O joker faz de ás (o valor do grupo), e esse valor já não muda (§3.7)."),
    ("pt", "Q♦ JK Q♣", "O joker faz de dama (o valor do grupo)"),
    ("es", "A♠ A♥ JK", "El comodín hace de as (el valor del grupo), y ese valor ya no cambia "
                       "(§3.7)."),
    ("ca", "A♠ A♥ JK", "El comodí fa d'A (el valor del grup), i aquest valor ja no canvia "
                       "(§3.7)."),
    ("ca", "JK=A JK JK", "Els 3 comodins fan d'A (el valor del grup)"),
    ("ca", "Q♦ JK Q♣", "El comodí fa de Q (el valor del grup)"),
])
def test_a_groups_jokers_stand_for_its_rank_said_once(tmp_path, capsys, lang, meld, said):
    """One or several jokers of a group: the group's rank as a word; ca writes it as on the
    cards, «fa d'A», «fa de 9», since «fa de nou» reads "does again" (eleventh ca reading #1)."""
    status, out, _ = verdict(tmp_path, capsys,
                             f"question: meld\nmeld: {meld}\nkind: group\n", lang)
    line = next(x for x in out.splitlines() if "(§3.7)" in x)
    assert status == 0 and said in line and "JK=" not in line, out


@pytest.mark.parametrize("lang, words", [
    ("pt", "num grupo, um joker assume só o valor do grupo: JK=7 (§3.7)"),
    ("es", "en un grupo, un comodín solo toma el valor del grupo: JK=7 (§3.7)"),
    ("ca", "en un grup, un comodí només pren el valor del grup: JK=7 (§3.7)"),
])
def test_a_joker_declared_with_a_suit_in_a_group_takes_the_groups_rank(tmp_path, capsys,
                                                                       lang, words):
    # «val el valor» / «vale el valor» said the same thing twice (eighth ca reading #4)
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: 7♥ 7♠ JK=7♣\nround: 1\n",
                             lang)
    assert "JK=7♣" in out and words in out, out


@pytest.mark.parametrize("lang, one, two", [
    ("pt", "O joker fica com o valor JK=J♦,",
     "Os jokers ficam com os valores JK=6♦, JK=7♦, que, uma vez declarados, já não mudam"),
    ("es", "El comodín está declarado como JK=J♦,",
     "Los comodines están declarados como JK=6♦, JK=7♦, y esos valores ya no cambian"),
    ("ca", "El comodí queda amb el valor declarat (JK=J♦),",
     "Els comodins queden amb els valors declarats (JK=6♦, JK=7♦), que ja no canvien (§3.7)."),
])
def test_one_joker_or_several_in_a_sequence(tmp_path, capsys, lang, one, two):
    """ca «Cada comodí queda amb el valor declarat (JK=6♦)» said «each» of a single joker
    (eleventh ca reading #4): one joker or several, in every language."""
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: Q♦ K♦ A♦ JK\n", lang)
    assert status == 0 and one in " ".join(out.split()), out
    assert "Cada" not in out
    status, out, _ = verdict(tmp_path, capsys, "question: meld\nmeld: 5♦ JK JK 8♦\n", lang)
    assert status == 0 and two in " ".join(out.split()), out
