"""Each new puzzle kind on concrete, hand-written situations with the answer the rules give
(the examples of rules-spec.md and README where there is one), and the template errors of
each kind: file, line, field and, where a rule is involved, the clause."""

from __future__ import annotations

import textwrap

import pytest

from generator.engine import parse_cards
from generator.puzzles.errors import TemplateError
from generator.puzzles.kinds.final_round import CannotGoOut, GoOut, GoOutDiscard
from generator.puzzles.kinds.joker_swap import NoSwap, Swap
from generator.puzzles.kinds.running_out import Outcome
from generator.puzzles.pipeline import finish
from generator.puzzles.texts import load_texts
from generator.puzzles.solve import solve
from generator.puzzles.tagging import tag
from generator.puzzles.templates import load_template_text
from generator.lang import LANGS


def situations(kind: str, body: str):
    text = f"kind: {kind}\nsituations:\n" + textwrap.indent(textwrap.dedent(body), "  ")
    return load_template_text(text, f"{kind}/t.yaml").situations


def one(kind: str, body: str):
    (s,) = situations(kind, body)
    return s, finish(s), solve(s)


def problems(kind: str, body: str):
    text = f"kind: {kind}\nsituations:\n" + textwrap.indent(textwrap.dedent(body), "  ")
    with pytest.raises(TemplateError) as info:
        load_template_text(text, f"{kind}/t.yaml")
    return info.value.problems


def random_problems(kind: str, params: str):
    with pytest.raises(TemplateError) as info:
        load_template_text(f"kind: {kind}\nrandom: {params}\n", f"{kind}/t.yaml")
    return info.value.problems


def cards(text):
    return tuple(parse_cards(text))


# -- can-open ---------------------------------------------------------------------------------

def test_can_open_one_copy_in_hand_is_the_only_one_and_the_nearest_is_what_it_forms():
    """co-04a72f800b (third pt reading #7, #8): the hand holds one J♥, which the two groups
    use; «o máximo que consegue formar», «o único exemplar que a mão tem»."""
    s, puzzle, facts = one("can-open", "- round: 5\n  hand: 8♠ J♠ K♠ A♥ 8♥ J♥ Q♥ K♥ 3♦ 10♦ "
                                       "8♣ J♣ Q♣\n")
    assert not facts.verdict.can_open and [str(c) for _, t in facts.shared for c in t] == ["J♥"]
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert "o máximo que consegue formar são estas combinações" in said["pt"]
    assert ("mas precisa do [[J♥]], e o único exemplar que a mão tem já está numa das "
            "combinações acima") in said["pt"]
    assert "el único ejemplar que hay en la mano ya está en una de las combinaciones" in said["es"]
    assert "l'únic exemplar que té la mà ja és a una de les combinacions de dalt" in said["ca"]
    # two copies of the J♥, both used by the groups: «os exemplares… todos»
    s, puzzle, facts = one("can-open", "- round: 5\n  hand: 8♠ 8♥ 8♣ J♠ J♥ J♥ Q♥ K♥ A♥ 3♦ "
                                       "10♦ 5♣ 6♣\n")
    said = " ".join(puzzle.texts["pt"].explanation.split())
    assert ("mas precisa do [[J♥]], e os exemplares que a mão tem já estão todos nas "
            "combinações acima") in said


def test_can_open_a_joker_used_twice_is_said_a_joker():
    """«mas precisa do JK, e o único exemplar que a mão tem» (eighth pt reading #5): jokers
    are all one card, so the prose says «um joker» and «o único joker da mão»; es, ca alike."""
    s, puzzle, facts = one("can-open", "- round: 2\n  hand: 9♥ 9♣ JK 3♠ 5♠ 6♠ K♦ 2♣ 8♦ Q♥ 4♦ "
                                       "10♣ 7♥\n")
    assert [(str(m), [str(c) for c in t]) for m, t in facts.shared] == \
        [("3♠ JK=4♠ 5♠ 6♠", ["JK"])]
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    # one meld shown above (round 2 lacks the sequence): «na combinação acima», not «numa
    # das combinações acima» (eighth ca reading #1)
    assert ("[[3♠ JK=4♠ 5♠ 6♠]] também é uma sequência, mas precisa de um joker, e o único "
            "joker da mão já está na combinação acima") in said["pt"]
    assert ("también es una escalera, pero necesita un comodín, y el único comodín de la mano "
            "ya está en la combinación de arriba") in said["es"]
    assert ("també és una escala, però necessita un comodí, i l'únic comodí de la mà ja és a "
            "la combinació de dalt") in said["ca"]
    assert "Com a màxim podeu formar aquesta combinació, i el contracte complet demana" \
        in said["ca"]
    assert all("exemplar" not in t and "ejemplar" not in t for t in said.values())
    # two jokers, both in the groups above, one needed: «os 2 jokers da mão… todos»
    s, puzzle, facts = one("can-open", "- round: 4\n  hand: 9♥ 9♣ JK JK 3♠ 6♠ K♦ 2♥ 8♦ Q♥ 4♦ "
                                       "10♣ 7♥\n")
    # one meld above (2♥ JK JK): «na combinação acima» (eighth ca reading #1)
    assert [str(m) for m in facts.verdict.best_partial] == ["2♥ JK=2 JK=2"]
    assert ("[[9♥ 9♣ JK=9]] também é um grupo, mas precisa de um joker, e os 2 jokers da mão já "
            "estão todos na combinação acima") in " ".join(puzzle.texts["pt"].explanation.split())
    # jokers left free, fewer than the meld needs (the message's other branch)
    free = {lang: load_texts(lang).format("can-open.explain.shared_joker", meld="M", kind="K",
                                          n=2, copies=2, free=1, shown=2) for lang in LANGS}
    assert "mas precisa de 2 jokers, e fora das combinações acima a mão só tem um joker: " \
        in free["pt"]
    assert "necesita 2 comodines, y fuera de las combinaciones de arriba la mano solo tiene " \
        "un comodín: " in free["es"]
    assert "necessita 2 comodins, i fora de les combinacions de dalt la mà només té un " \
        "comodí: " in free["ca"]


def test_can_open_a_group_with_one_joker_says_the_joker():
    """«cada joker» only for two jokers or more (third pt reading #6; es, ca alike)."""
    s, puzzle, facts = one("can-open", "- round: 1\n  hand: 2♠ 2♣ JK 7♥ 7♦ 7♣ 9♠ K♦ A♣ 4♥ "
                                       "5♠\n")
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert "[[2♠ 2♣ JK=2]], o joker toma o valor do grupo: dois (§3.7)" in said["pt"]
    assert "cada joker" not in said["pt"]
    assert ", el comodín toma el valor del grupo" in said["es"]
    assert ", el comodí pren el valor del grup" in said["ca"]
    s, puzzle, facts = one("can-open", "- round: 1\n  hand: 2♠ JK JK 7♥ 7♦ 7♣ 9♠ K♦ A♣ 4♥ "
                                       "5♠\n")
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert "[[A♣ JK=A JK=A]], cada joker toma o valor do grupo: ás" in said["pt"]
    assert "cada comodín toma" in said["es"] and "cada comodí pren" in said["ca"]


# -- lay-off ----------------------------------------------------------------------------------

LAY_OFF = """\
- round: {round}
  table: {table}
  opened: {opened}
  hand: {hand}
  card: {card}
  target: {target}
"""


def lay_off(round_, table, opened, hand, card, target, took=None):
    body = LAY_OFF.format(round=round_, table=table, opened=opened, hand=hand, card=card,
                          target=target)
    if took:
        body += f"  took: {took}\n"
    return one("lay-off", body)


@pytest.mark.parametrize("args, answer, clause", [
    # the worked example of the rules: not on the turn of the opening (5.4, §11)
    ((2, '["7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠", "9♥ 10♥ J♥ Q♥", "Q♣ Q♦ Q♠"]', "this-turn", "8♥ 2♦ K♠ 5♣", "8♥",
      3), "no", "5.4"),
    # the same card on the next turn: only at the low end
    ((2, '["7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠", "9♥ 10♥ J♥ Q♥", "Q♣ Q♦ Q♠"]', "earlier", "8♥ 2♦ K♠ 5♣", "8♥",
      3), "low", "3.4"),
    # a player who has not opened (D7)
    ((2, '["Q♦ Q♠ Q♣", "5♠ 6♠ 7♠ 8♠"]', '"no"', "9♠ 2♣ 3♣ 4♣ 5♣ K♥ K♦ 10♦ J♠ A♥ 7♦",
      "9♠", 2), "no", "D7"),
    # the last card: it must stay for the discard (5.5)
    ((3, '["4♥ 5♥ 6♥ 7♥", "9♣ 10♣ J♣ Q♣"]', "earlier", "8♥", "8♥", 1), "no", "5.5"),
    # 14 cards, A to A: nothing more, not even a joker (3.4)
    ((3, '["A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", "5♥ 6♥ 7♥ 8♥"]', "earlier", "JK 4♦", "JK", 1),
     "no", "3.4"),
    # an ace fits below a 2 or above a king: both ends (3.3)
    ((3, '["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦", "9♣ 10♣ J♣ Q♣"]', "earlier", "A♦ 6♥", "A♦", 1), "both",
     "3.3"),
    # nothing above a high ace, nothing below a low ace (3.4)
    ((2, '["J♥ Q♥ K♥ A♥", "4♣ 4♦ 4♠"]', "earlier", "2♥ 10♥", "2♥", 1), "no", "3.4"),
    ((6, '["A♣ 2♣ 3♣ 4♣", "8♠ 8♥ 8♦", "6♦ 7♦ 8♦ 9♦"]', "earlier", "K♣ 5♣", "K♣", 1), "no",
     "3.4"),
    ((6, '["A♣ 2♣ 3♣ 4♣", "8♠ 8♥ 8♦", "6♦ 7♦ 8♦ 9♦"]', "earlier", "K♣ 5♣", "5♣", 1), "high",
     "3.4"),
    # a joker fits either end: the player says which (D2)
    ((5, '["5♠ 6♠ 7♠ 8♠", "10♥ 10♦ 10♣", "Q♠ Q♥ Q♣"]', "earlier", "JK 3♦", "JK", 1), "both",
     "D2"),
    # a group of jokers declared as sevens keeps its rank (D1)
    ((4, '["JK=7 JK=7 JK=7", "9♠ 9♥ 9♦", "K♣ K♦ K♥"]', "earlier", "8♥ 2♣", "8♥", 1), "no",
     "D1"),
    ((4, '["JK=7 JK=7 JK=7", "9♠ 9♥ 9♦", "K♣ K♦ K♥"]', "earlier", "7♥ 2♣", "7♥", 1), "yes",
     "3.5"),
])
def test_lay_off_answers(args, answer, clause):
    s, puzzle, facts = lay_off(*args)
    assert facts.options[puzzle.correct] == answer
    assert clause in puzzle.clauses
    for lang in LANGS:
        assert f"§{clause}" in puzzle.texts[lang].explanation


@pytest.mark.parametrize("lang, answer, may", [
    ("pt", "Não: essa carta não cabe nessa combinação.",
     "Nesta vez até pode acrescentar cartas: abriu numa jogada anterior e, se acrescentasse "
     "esta, ainda lhe ficaria 1 carta na mão para o descarte obrigatório (§5.4, §5.5). O "
     "problema é a combinação:"),
    ("es", "No: esa carta no encaja en esa combinación.",
     "En este turno sí puedes añadir cartas: abriste en un turno anterior y, si añadieras "
     "esta, aún te quedaría 1 carta en la mano para el descarte obligatorio (§5.4, §5.5). El "
     "problema es la combinación:"),
    ("ca", "No: aquesta carta no encaixa en aquesta combinació.",
     "En aquest torn sí que podeu afegir cartes: heu baixat en un torn anterior i, si "
     "afegíssiu aquesta, encara us quedaria 1 carta a la mà per al descart obligatori (§5.4, "
     "§5.5). El problema és la combinació:")])
def test_lay_off_refused_by_the_meld_says_so_and_concedes_the_time(lang, answer, may):
    # review pt #3, es #3: 2♥ never goes above J♥ Q♥ K♥ A♥ (3.4); the time allows a lay-off
    # (opened earlier, a card left for the discard: the engine found no refusal of the time)
    s, puzzle, facts = lay_off(2, '["J♥ Q♥ K♥ A♥", "4♣ 4♦ 4♠"]', "earlier", "2♥ 10♥", "2♥", 1)
    assert facts.options[puzzle.correct] == "no" and facts.timing is None
    texts = puzzle.texts[lang]
    assert " ".join(texts.answer.split()) == answer
    assert may in " ".join(texts.explanation.split())


@pytest.mark.parametrize("lang, answer", [
    ("pt", "Não, agora não pode acrescentar essa carta a essa combinação."),
    ("es", "No, ahora no puedes añadir esa carta a esa combinación."),
    ("ca", "No, ara no podeu afegir aquesta carta a aquesta combinació.")])
def test_lay_off_refused_by_the_time_says_now(lang, answer):
    # the opening turn (5.4): the refusal is the time, and the answer says "now"
    s, puzzle, facts = lay_off(2, '["7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠", "9♥ 10♥ J♥ Q♥", "Q♣ Q♦ Q♠"]',
                               "this-turn", "8♥ 2♦ K♠ 5♣", "8♥", 3)
    assert facts.timing is not None
    assert " ".join(puzzle.texts[lang].answer.split()) == answer


def test_lay_off_going_out_on_the_card_just_taken_is_d10():
    s, puzzle, facts = lay_off(3, '["6♣ 7♣ 8♣ 9♣", "J♦ Q♦ K♦ A♦"]', "earlier", "10♦ 3♥", "10♦",
                               2, took="3♥")
    assert facts.options[puzzle.correct] == "low"
    assert facts.goes_out and "D10" in puzzle.clauses
    assert "took-discard" in tag(s, facts).tags


def test_lay_off_near_miss_names_the_meld_where_the_card_fits():
    s, puzzle, facts = lay_off(1, '["5♥ 5♦ 5♣", "J♠ J♥ J♦ JK=J", "2♣ 2♦ 2♠", "9♠ 9♥ 9♣"]', "earlier",
                               "5♠ 3♥", "5♠", 2)
    assert facts.options[puzzle.correct] == "no" and facts.elsewhere == ((0, None),)
    assert "near-miss" in tag(s, facts).tags


def test_lay_off_template_errors():
    (p,) = problems("lay-off", """\
        - round: 7
          table: ["3♠ 4♠ 5♠ 6♠"]
          hand: 7♠ 8♥
          card: 7♠
          target: 1
        """)
    assert (p.file, p.line, p.field, p.clause) == ("lay-off/t.yaml", 3, "situations[0].round",
                                                   "D8")
    (p,) = problems("lay-off", """\
        - round: 3
          table: ["3♠ 4♠ 6♠ 7♠"]
          hand: 7♠ 8♥
          card: 7♠
          target: 1
        """)
    assert (p.line, p.field, p.clause) == (4, "situations[0].table[0]", "3.2")
    assert "not a meld" in p.message
    found = problems("lay-off", """\
        - round: 3
          table: ["3♠ 4♠ 5♠ 6♠", "9♥ 10♥ J♥ Q♥"]
          hand: 7♠ 8♥
          card: 9♦
          target: 3
        """)
    assert [(p.line, p.field) for p in found] == [(6, "situations[0].card"),
                                                   (7, "situations[0].target")]
    (p,) = problems("lay-off", """\
        - round: 3
          table: ["3♠ 4♠ 5♠ 6♠", "3♠ 4♠ 5♠ 6♠"]
          hand: 3♠ 8♥
          card: 3♠
          target: 1
        """)
    assert p.clause == "1.2" and "a third 3♠" in p.message
    assert (p.line, p.field) == (5, "situations[0].hand")      # the copy too many
    (p,) = problems("lay-off", """\
        - round: 2
          table: ["3♠ 4♠ 5♠ 6♠", "Q♣ Q♦ Q♥"]
          opened: "no"
          hand: 7♠ 8♥ 9♦
          card: 7♠
          target: 1
        """)
    assert (p.line, p.field, p.clause) == (6, "situations[0].hand", "2.2")
    (p,) = random_problems("lay-off", "{count: 2, round: [3, 7]}")
    assert (p.field, p.clause) == ("random.round", "D8")


# -- joker-swap -------------------------------------------------------------------------------

def test_joker_swap_the_example_of_the_readme():
    s, puzzle, facts = one("joker-swap", """\
        - round: 2
          table: ["5♠ JK=6♠ 7♠ 8♠", "9♦ 9♣ JK"]
          opened: earlier
          hand: 6♠ K♥ 9♥
        """)
    (legal,) = facts.legal
    assert (str(legal.natural), legal.meld) == ("6♠", 0)
    assert [(j, e, str(joker)) for j, e, joker in legal.places] == [
        (0, "low", "JK=4♠"), (0, "high", "JK=9♠"), (1, None, "JK=9")]
    right = facts.options[puzzle.correct].claim
    assert isinstance(right, Swap) and str(right.natural) == "6♠"
    wrong = {o.code for o in facts.options if not o.right}
    assert "swap-in-group" in wrong                        # 9♥ for the group's joker (7.3)
    assert {"7.1", "7.2", "7.3"} <= set(puzzle.clauses)
    # the group's place is written like the ends', JK=9 beside JK=9♠ (tenth es reading #8:
    # not «como un nueve» in the same list; ca #6: as the verdict page writes it)
    said = {"pt": "a ponta de cima da combinação 1 (como [[JK=9♠]]) ou a combinação 2 (como "
                  "[[JK=9]])",
            "es": "el extremo de arriba de la combinación 1 (como [[JK=9♠]]) o la combinación 2 "
                  "(como [[JK=9]])",
            "ca": "l'extrem de dalt de la combinació 1 (com a [[JK=9♠]]) o la combinació 2 (com "
                  "a [[JK=9]])"}
    for lang, words in said.items():
        assert words in " ".join(puzzle.texts[lang].explanation.split()), lang


@pytest.mark.parametrize("body, code, clause", [
    ("""\
     - round: 3
       table: ["3♥ 4♥ JK=5♥ 6♥", "10♣ J♣ Q♣ K♣"]
       opened: earlier
       hand: 5♥
     """, "swap-keep-discard", "D6"),
    ("""\
     - round: 3
       table: ["A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ JK=8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦", "A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"]
       opened: earlier
       hand: 8♦ 3♠ 4♠
     """, "swap-joker-nowhere", "D6"),
    ("""\
     - round: 2
       table: ["Q♠ Q♥ Q♣", "JK=9♥ 10♥ J♥ Q♥", "4♣ 4♦ 4♥", "5♠ 6♠ 7♠ 8♠"]
       opened: "no"
       hand: 9♥ 9♣ 2♠ 3♠ 5♦ 6♦ 8♣ K♣ A♥ 10♠ 7♦
     """, "not-opened", "D7"),
    ("""\
     - round: 5
       table: ["8♦ 8♣ 8♥", "K♠ K♥ K♣", "JK 5♣ 6♣ 7♣"]
       opened: this-turn
       hand: 4♣ 9♠ 2♦
     """, "opening-turn", "7.1"),
])
def test_joker_swap_refusals(body, code, clause):
    s, puzzle, facts = one("joker-swap", body)
    assert isinstance(facts.options[puzzle.correct].claim, NoSwap)
    assert code in {o.code for o in facts.options if not o.right}
    assert clause in puzzle.clauses


def test_joker_swap_template_errors():
    (p,) = problems("joker-swap", """\
        - round: 6
          table: ["JK=J JK=J J♠", "8♥ 9♥ 10♥ JK=J♥", "A♠ 2♠ JK=3♠ 4♠"]
          hand: J♥ 3♠
        """)
    # the meld that holds the joker too many (the question layer's reader names it)
    assert (p.line, p.field, p.clause) == (4, "situations[0].table[2]", "1.2")
    (p,) = problems("joker-swap", """\
        - round: 3
          table: ["3♥ 4♥ 5♥ 6♥", "J♣ Q♣ K♣ A♣"]
          hand: 9♠ 2♦
        """)
    assert p.field == "situations[0].hand" and "fewer than two wrong moves" in p.message
    (p,) = random_problems("joker-swap", "{count: 2, round: [1, 2]}")
    assert (p.field, p.clause) == ("random.round", "7.3")


# -- contract-pair ----------------------------------------------------------------------------

@pytest.mark.parametrize("round_, melds, valid", [
    (3, '["3♥ 4♥ 5♥ 6♥", "7♥ 8♥ 9♥ 10♥"]', False),        # contiguous: the example of 4.3
    (3, '["3♥ 4♥ 5♥ 6♥", "5♥ 6♥ 7♥ 8♥"]', True),         # overlap, the second deck's 5 and 6
    (3, '["3♥ 4♥ 5♥ 6♥", "8♥ 9♥ 10♥ J♥"]', True),        # a gap
    (3, '["3♠ 4♠ 5♠ JK=6♠", "7♠ 8♠ 9♠ 10♠"]', False),    # the joker counts at its place
    (3, '["JK=2♠ 3♠ 4♠ 5♠", "7♠ 8♠ 9♠ 10♠"]', True),     # … at the other end: a gap (D2)
    (6, '["J♦ Q♦ K♦ A♦", "A♦ 2♦ 3♦ 4♦", "9♣ 9♥ 9♠"]', True),   # no wrap-around (3.3)
    (7, '["3♠ 4♠ 5♠ 6♠ 7♠", "8♠ 9♠ 10♠ J♠", "A♥ 2♥ 3♥ 4♥"]', False),   # round 7 too
    (7, '["2♦ 3♦ 4♦ 5♦ 6♦ 7♦", "4♦ 5♦ 6♦ 7♦ 8♦", "9♥ 10♥ J♥ Q♥ K♥ A♥"]', True),
])
def test_contract_pair_answers(round_, melds, valid):
    s, puzzle, facts = one("contract-pair", f"- round: {round_}\n  melds: {melds}\n")
    assert facts.valid is valid and puzzle.correct == (0 if valid else 1)
    assert "4.3" in puzzle.clauses


def test_contract_pair_one_joker_is_the_joker_not_each_joker():
    """«Cada joker» only for two jokers or more (third pt reading #5; ca alike)."""
    s, puzzle, facts = one("contract-pair", '- round: 3\n  melds: ["3♠ 4♠ 5♠ JK=6♠", '
                                            '"7♠ 8♠ 9♠ 10♠"]\n')
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert "O joker conta no lugar que lhe foi declarado: [[JK=6♠]] (§4.3, §D2)." in said["pt"]
    assert "El comodín cuenta en el lugar declarado para él: [[JK=6♠]]" in said["es"]
    assert "El comodí compta al lloc on s'ha declarat: [[JK=6♠]]" in said["ca"]


def test_wrong_none_says_no_as_every_wrong_option():
    """«não, …» as every other wrong option, not «errado,» (third pt reading #11); es/ca answer
    the negative option with «sí puedes» / «sí que podeu», not «no es así» (ninth es reading #3)."""
    s, puzzle, facts = one("final-round", "- round: 7\n"
                                          "  hand: 3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥ J♥ Q♥ A♦ 2♦ 3♦ 4♦\n")
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert "Não pode sair nesta vez: pode, sim; há uma maneira de sair (§7.4)" in said["pt"]
    assert "Não pode sair nesta vez: não," not in said["pt"]
    assert "No puedes cerrar en este turno: sí puedes; hay una manera de cerrar (§7.4)" in said["es"]
    assert ("No podeu tancar en aquest torn amb cap d'aquestes jugades: sí que podeu; hi ha una "
            "manera de tancar (§7.4)") in said["ca"]
    assert "no es así" not in said["es"] and "no és així" not in said["ca"]
    from generator.puzzles.texts import load_texts
    said = {lang: load_texts(lang).format("joker-swap.wrong.none", move="X") for lang in LANGS}
    # eleventh pt reading #1: a bare «não» after a negative option reads as agreeing with it
    assert said == {"pt": "X: há, sim, uma troca permitida (§7.1, §7.2).",
                    "es": "X: sí hay un cambio permitido (§7.1, §7.2).",
                    "ca": "X: sí que hi ha un intercanvi permès (§7.1, §7.2)."}


def test_contract_pair_an_overlap_with_a_joker_says_which_place_is_a_joker():
    # second fresh readings (pt 7, es 11): 4♣ 5♣ 6♣ overlap, but the 5♣ of one is a joker:
    # two copies of 4♣ and 6♣, and a joker in the 5♣'s place, not "each its own 5♣"
    s, puzzle, facts = one("contract-pair",
                           '- round: 3\n  melds: ["3♣ 4♣ JK=5♣ 6♣", "4♣ 5♣ 6♣ 7♣"]\n')
    assert facts.valid and facts.relation == "overlap"
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert ("o [[4♣]] e o [[6♣]] estão nas duas, e cada uma usa o seu exemplar dessas cartas, "
            "pois há dois baralhos; o [[5♣]] também, mas numa delas é um joker") in said["pt"]
    assert ("se solapan en el [[4♣]] y el [[6♣]], y cada una usa su propio ejemplar de esas "
            "cartas, porque hay dos barajas; también en el [[5♣]], pero en una de ellas es un "
            "comodín") in said["es"]
    assert ("també tenen el [[5♣]], però en una de les dues és un comodí") in said["ca"]
    assert "3.7" in puzzle.clauses


@pytest.mark.parametrize("melds, pt, es, ca", [
    # a gap and an overlap hold for both alike: named in the table's order, meld 1 first,
    # though meld 2 lies below it (sixth pt reading #16: «a combinação 2 e a combinação 1»)
    ('["8♥ 9♥ 10♥ J♥", "3♥ 4♥ 5♥ 6♥"]',
     "Entre a combinação 1 e a combinação 2 há um intervalo: falta o [[7♥]]",
     "Entre la combinación 1 y la combinación 2", "Entre la combinació 1 i la combinació 2"),
    ('["5♥ 6♥ 7♥ 8♥", "3♥ 4♥ 5♥ 6♥"]', "A combinação 1 e a combinação 2 sobrepõem-se:",
     "La combinación 1 y la combinación 2", "La combinació 1 i la combinació 2"),
    # where one ends and the next begins: the lower one first
    ('["7♥ 8♥ 9♥ 10♥", "3♥ 4♥ 5♥ 6♥"]',
     "A combinação 2 acaba no [[6♥]] e a combinação 1 começa logo a seguir",
     "La combinación 2 termina en el [[6♥]] y la combinación 1 empieza justo después",
     "La combinació 2 acaba amb el [[6♥]] i la combinació 1 comença just després"),
])
def test_contract_pair_names_the_pair_in_the_tables_order(melds, pt, es, ca):
    s, puzzle, facts = one("contract-pair", f"- round: 3\n  melds: {melds}\n")
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert pt in said["pt"], said["pt"]
    assert es in said["es"], said["es"]
    assert ca in said["ca"], said["ca"]


def test_contract_pair_a_gap_closed_later_is_4_4():
    s, puzzle, facts = one("contract-pair", """\
        - round: 3
          question: later
          melds: ["3♥ 4♥ 5♥ 6♥", "8♥ 9♥ 10♥ J♥"]
          card: 7♥
          target: 1
          end: high
        """)
    assert facts.valid and puzzle.correct == 0
    assert "4.4" in puzzle.clauses and str(facts.after) == "3♥ 4♥ 5♥ 6♥ 7♥"
    # the gap is filled and the two stay two melds, not «joined» (third pt reading #3); with
    # only the pair on the table, «these two melds» (#9)
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert ("podem preenchê-lo (§4.4, §3.4). A sequência fica [[3♥ 4♥ 5♥ 6♥ 7♥]]; as duas "
            "sequências ficam seguidas, mas continuam a ser duas combinações.") in said["pt"]
    assert "siguen siendo dos combinaciones" in said["es"]
    assert "continuen sent dues combinacions" in said["ca"]
    assert all("junta" not in said[lang] for lang in LANGS)
    situation = {lang: " ".join(puzzle.texts[lang].situation.split()) for lang in LANGS}
    assert "estas duas combinações de outro jogador, do mesmo naipe:" in situation["pt"]
    assert "estas dos combinaciones de otro jugador, del mismo palo:" in situation["es"]
    assert "aquestes dues combinacions d'un altre jugador, del mateix pal:" in situation["ca"]
    # a third meld on the table: the first two are the pair
    s, puzzle, facts = one("contract-pair", """\
        - round: 6
          question: later
          melds: ["5♣ 6♣ 7♣ 8♣", "10♣ J♣ Q♣ K♣", "2♥ 2♦ 2♠"]
          card: JK
          target: 2
          end: low
        """)
    assert "as duas primeiras são do mesmo naipe" in " ".join(puzzle.texts["pt"].situation.split())


def test_contract_pair_a_joker_that_closes_the_gap_could_go_at_the_other_end():
    """A joker fits either end of the target: the explanation says where else it goes, as
    which card, and that there the gap stays open (twelfth es reading #2, cp-194bc4973d);
    not when the other end is an ace (3.3) and so nothing else is possible."""
    s, puzzle, facts = one("contract-pair", """\
        - round: 3
          question: later
          melds: ["7♠ 8♠ 9♠ 10♠", "2♠ 3♠ 4♠ 5♠"]
          card: JK
          target: 1
          end: low
        """)
    assert facts.valid and str(facts.after) == "JK=6♠ 7♠ 8♠ 9♠ 10♠"
    assert "D2" in puzzle.clauses
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert ("El comodín también cabe en el extremo de arriba de la combinación 1, como "
            "[[JK=J♠]], y ahí el hueco queda sin tapar: al añadirlo, di en qué extremo va "
            "(§3.4, §D2).") in said["es"], said["es"]
    assert ("O joker também cabe na ponta de cima da combinação 1, como [[JK=J♠]], e aí o "
            "intervalo continua por preencher: ao acrescentá-lo, diga em que ponta fica "
            "(§3.4, §D2).") in said["pt"], said["pt"]
    assert ("El comodí també hi cap a l'extrem de dalt de la combinació 1, com a [[JK=J♠]], "
            "i aleshores el forat queda sense omplir: en afegir-lo, digueu a quin extrem va "
            "(§3.4, §D2).") in said["ca"], said["ca"]
    # the answer line: the runs follow on only if the joker goes at the end that closes the
    # gap (thirteenth es reading #2: «aunque las dos escaleras queden seguidas» said it always)
    answer = {lang: " ".join(puzzle.texts[lang].answer.split()) for lang in LANGS}
    assert answer == {
        "pt": "Sim, pode acrescentar o joker; se o puser na ponta que preenche o intervalo, as "
              "duas sequências ficam contíguas, e isso é permitido.",
        "es": "Sí, puedes añadir el comodín; si lo pones en el extremo que tapa el hueco, las "
              "dos escaleras quedan seguidas, y eso está permitido.",
        "ca": "Sí, podeu afegir el comodí; si el poseu a l'extrem que omple el forat, les dues "
              "escales queden contigües, i això està permès."}
    # the other end is a high ace: the joker goes only where it closes the gap
    s, puzzle, facts = one("contract-pair", """\
        - round: 3
          question: later
          melds: ["J♥ Q♥ K♥ A♥", "5♥ 6♥ 7♥ 8♥ 9♥"]
          card: JK
          target: 1
          end: low
        """)
    assert facts.valid and str(facts.after) == "JK=10♥ J♥ Q♥ K♥ A♥"
    assert "también cabe" not in puzzle.texts["es"].explanation
    assert "também cabe" not in puzzle.texts["pt"].explanation
    assert "també hi cap" not in puzzle.texts["ca"].explanation
    # nowhere else to go: the runs follow on, said as for a natural card
    assert " ".join(puzzle.texts["es"].answer.split()) == (
        "Sí, puedes añadir esa carta, aunque las dos escaleras queden seguidas.")
    # a natural card fits one end only: nothing more is said
    s, puzzle, facts = one("contract-pair", """\
        - round: 3
          question: later
          melds: ["3♥ 4♥ 5♥ 6♥", "8♥ 9♥ 10♥ J♥"]
          card: 7♥
          target: 1
          end: high
        """)
    assert "también cabe" not in puzzle.texts["es"].explanation
    assert " ".join(puzzle.texts["pt"].answer.split()) == (
        "Sim, pode acrescentar essa carta, mesmo que as duas sequências fiquem contíguas.")
    assert " ".join(puzzle.texts["ca"].answer.split()) == (
        "Sí, podeu afegir aquesta carta, encara que les dues escales quedin contigües.")


def test_contract_pair_a_lay_off_that_leaves_a_gap_is_no_puzzle():
    """The explanation says the two sequences now follow on: a lay-off that leaves a gap
    of one card between them is refused, naming the situation (the engine allows it, 3.4)."""
    (p,) = problems("contract-pair", """\
        - round: 3
          question: later
          melds: ["3♥ 4♥ 5♥ 6♥", "9♥ 10♥ J♥ Q♥"]
          card: 7♥
          target: 1
          end: high
        """)
    assert p.field == "situations[0]" and "leaves a gap" in p.message


def test_contract_pair_template_errors():
    (p,) = problems("contract-pair", "- round: 2\n  melds: [\"3♥ 4♥ 5♥ 6♥\", \"8♥ 9♥ 10♥ J♥\"]\n")
    assert (p.line, p.field, p.clause) == (3, "situations[0].round", "4.1")
    (p,) = problems("contract-pair", "- round: 3\n  melds: [\"3♥ 4♥ 5♥ 6♥\", \"8♠ 9♠ 10♠ J♠\"]\n")
    assert (p.field, p.clause) == ("situations[0].melds", "4.3")
    (p,) = problems("contract-pair",
                    "- round: 7\n  melds: [\"3♠ 4♠ 5♠ 6♠\", \"8♠ 9♠ 10♠ J♠\", \"A♥ 2♥ 3♥ 4♥\"]\n")
    assert (p.field, p.clause) == ("situations[0].melds", "2.2") and "not 12" in p.message


# -- buy --------------------------------------------------------------------------------------

def test_buy_the_example_of_the_readme():
    """Seat 1 takes the stock; 4 and 3 ask for 7♥, 2 for 9♣: seat 3 comes first (6.2), then
    seat 2 buys the new top (6.4); each pays the stock top (6.3); seat 1 draws last (6.5)."""
    s, puzzle, facts = one("buy", """\
        - round: 2
          turn: 14
          active: 1
          discard: 7♥ 9♣ 6♣
          discard_size: 9
          stock: 5♦ 4♦ 3♦ K♠ 2♣
          stock_size: 56
          sizes: [10, 12, 10, 10]
          asks:
            4: 7♥
            3: 7♥
            2: 9♣
        """)
    right = facts.options[puzzle.correct].claim
    assert right == ((1, cards("9♣ 4♦")), (2, cards("7♥ 5♦")), (0, cards("3♦")))
    assert {"6.1", "6.2", "6.3", "6.4", "6.5"} <= set(puzzle.clauses)
    assert "D3" in puzzle.clauses            # seat 4 discarded the 7♥ and comes last
    assert {o.code for o in facts.options if not o.right} <= {
        "spoken-order", "discarder-first", "no-penalty", "one-purchase", "consecutive",
        "draw-first"}


def test_buy_no_two_purchases_running_and_the_dealt_card():
    s, puzzle, facts = one("buy", """\
        - round: 4
          turn: 22
          active: 2
          discard: Q♠ Q♦ 8♣
          stock: 6♥ A♠ 10♣ 2♦ 7♠
          sizes: [14, 12, 12, 12]
          asks:
            1: Q♠ Q♦
            4: Q♦
        """)
    assert facts.options[puzzle.correct].claim == (
        (3, cards("Q♦ A♠")), (0, cards("Q♠ 6♥")), (1, cards("10♣")))
    assert "D4" in puzzle.clauses
    # es review 3 #4: seat 1 bought earlier in the round, and the explanation says how that is
    # known: 14 cards before opening, 12 dealt in round 4 (2.2); no limit of purchases (6.6)
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert ("A Ana já comprou antes nesta ronda: ainda não abriu e tem 14 cartas, mais do que "
            "as 12 da distribuição (§2.2). Pode voltar a comprar: não há limite de compras por "
            "ronda (§6.6).") in said["pt"]
    assert ("Ana ya ha comprado antes en esta ronda: aún no ha abierto y tiene 14 cartas, más "
            "de las 12 del reparto (§2.2). Puede volver a comprar: no hay límite de compras "
            "por ronda (§6.6).") in said["es"]
    assert ("L'Anna ja ha comprat abans en aquesta ronda: encara no ha baixat i té 14 cartes, "
            "més de les 12 del repartiment (§2.2). Pot tornar a comprar: no hi ha cap límit de "
            "compres per ronda (§6.6).") in said["ca"]
    assert {"2.2", "6.6"} <= set(puzzle.clauses)
    s, puzzle, facts = one("buy", """\
        - round: 1
          turn: 1
          active: 2
          discard: 8♦
          stock: 3♠ J♥ 5♣ 9♦ 2♥
          asks:
            4: 8♦
            1: 8♦
        """)
    assert facts.options[puzzle.correct].claim == ((3, cards("8♦ 3♠")), (1, cards("J♥")))
    assert "D13" in puzzle.clauses and "discarder-first" not in {o.code for o in facts.options}


def test_buy_the_active_player_takes_the_top():
    s, puzzle, facts = one("buy", """\
        - round: 5
          turn: 31
          active: 4
          discard: 10♥ K♣
          discard_size: 19
          stock: 4♣ 7♦ A♥ 6♣ Q♥
          stock_size: 12
          opened: [1]
          sizes: [3, 12, 14, 12]
          draws: discard
          asks:
            1: 10♥
            3: 10♥ K♣
        """)
    assert facts.options[puzzle.correct].claim == ((3, cards("10♥")),)
    assert "6.7" in puzzle.clauses


def test_buy_template_errors():
    found = problems("buy", """\
        - round: 2
          active: 1
          discard: 7♥ 9♣
          stock: 5♦ 4♦ 3♦ K♠ 2♣
          asks:
            1: 7♥
            3: 8♥
        """)
    assert [(p.line, p.field, p.clause) for p in found] == [
        (8, "situations[0].asks.1", "D3"), (9, "situations[0].asks.3", None)]
    (p,) = problems("buy", """\
        - round: 2
          active: 1
          discard: 7♥
          stock: 5♦ 4♦ 3♦
          asks:
            2: 7♥
        """)
    assert (p.line, p.field) == (6, "situations[0].stock") and "top 5 cards" in p.message
    # 11 cards before opening (2.2); the stock those hands leave is then no play's (2.6)
    p, q = problems("buy", """\
        - round: 2
          active: 1
          discard: 7♥
          stock: 5♦ 4♦ 3♦ 2♦ A♦
          sizes: [10, 11, 10, 10]
          asks:
            2: 7♥
        """)
    assert (p.field, p.clause) == ("situations[0].sizes[1]", "2.2")
    assert (q.field, q.clause) == ("situations[0].stock", "2.6")
    # issue 26: the facts shown must add up — the verdict's reader, the same check
    found = problems("buy", """\
        - round: 7
          turn: 13
          active: 1
          discard: 7♥
          stock: 5♦ 4♦ 3♦ 2♦ A♦
          stock_size: 34
          opened: [2]
          sizes: [16, 1, 12, 12]
          asks:
            2: 7♥
        """)
    assert [(p.field, p.clause) for p in found][:1] == [("situations[0].opened", "D8")]
    # turn 14: the piles say 8 purchases, which the hands do not show (2.6, 5.1, 6.3); and
    # 26 cards are nowhere, with nobody opened (2.5)
    p, q = problems("buy", """\
        - round: 2
          turn: 14
          active: 1
          discard: 7♥
          discard_size: 9
          stock: 5♦ 4♦ 3♦ 2♦ A♦
          stock_size: 42
          sizes: [10, 12, 10, 10]
          asks:
            2: 7♥
        """)
    assert (p.field, p.clause) == ("situations[0].stock", "2.6")
    assert (q.field, q.clause) == ("situations[0].sizes", "2.5") and "14" in q.message


# -- final-round ------------------------------------------------------------------------------

def test_final_round_the_example_of_the_variants_page():
    """13 cards: three sequences, one of five; no card is discarded or kept (7.4, D8)."""
    s, puzzle, facts = one("final-round", "- round: 7\n"
                                          "  hand: 3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥ J♥ Q♥ A♦ 2♦ 3♦ 4♦\n")
    right = facts.options[puzzle.correct].claim
    assert isinstance(right, GoOut)
    assert sorted(len(m) for m in right.melds) == [4, 4, 5]
    assert {o.code for o in facts.options if not o.right} >= {"whole-hand", "keep"}
    assert {"7.4", "D8"} <= set(puzzle.clauses)


def test_final_round_eight_of_one_suit_do_not_split():
    s, puzzle, facts = one("final-round", "- round: 7\n"
                                          "  hand: 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ A♦ 2♦ 3♦ 4♦ K♣\n")
    assert isinstance(facts.options[puzzle.correct].claim, CannotGoOut)
    assert "4.3" in puzzle.clauses
    # laying down 3♠–6♠ + 7♠–10♠ + A♦–4♦ and discarding the K♣ fails first because round 7
    # has no discard (7.4), whatever the melds; their contiguity is said besides (4.3; third
    # pt reading #4: not «the melds are contiguous» alone, as if the discard were fine)
    (discard,) = [o for o in facts.options if isinstance(o.claim, GoOutDiscard)]
    assert (discard.code, discard.clause) == ("whole-hand_same-suit", "7.4")
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert ("e descartar o [[K♣]]: não, na ronda 7 não há descarte: a mão inteira vai para a "
            "mesa de uma só vez (§7.4); além disso, [[3♠ 4♠ 5♠ 6♠]] e [[7♠ 8♠ 9♠ 10♠]] são do "
            "mesmo naipe e contíguas") in said["pt"]
    assert ("el [[K♣]]: no, en la ronda 7 no hay descarte: toda la mano va a la mesa de una "
            "vez (§7.4); además, [[3♠ 4♠ 5♠ 6♠]] y [[7♠ 8♠ 9♠ 10♠]]") in said["es"]
    assert ("el [[K♣]]: no, a la ronda 7 no hi ha descart, i tota la mà va a la taula de cop "
            "(§7.4); a més, [[3♠ 4♠ 5♠ 6♠]] i [[7♠ 8♠ 9♠ 10♠]]") in said["ca"]


def test_final_round_two_runs_of_one_suit_that_overlap_are_said_to_overlap():
    """Review 6 es #15: 3♠–6♠ and 5♠–8♠ share the places 5 and 6, each with its own cards;
    «no van seguidas» read as a gap between them. A gap is still said as a gap."""
    s, puzzle, facts = one("final-round", "- round: 7\n"
                                          "  hand: 3♠ 4♠ 5♠ 6♠ 5♠ 6♠ 7♠ 8♠ A♦ 2♦ 3♦ 4♦ 5♦\n")
    assert isinstance(facts.options[puzzle.correct].claim, GoOut)
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert ("[[3♠ 4♠ 5♠ 6♠]] y [[5♠ 6♠ 7♠ 8♠]] son del mismo palo y se solapan, cada una con "
            "sus propias cartas físicas, y eso está permitido (§4.3, §3.6).") in said["es"]
    assert ("[[3♠ 4♠ 5♠ 6♠]] e [[5♠ 6♠ 7♠ 8♠]] são do mesmo naipe e sobrepõem-se, cada uma com "
            "as suas próprias cartas físicas, o que é permitido (§4.3, §3.6).") in said["pt"]
    assert ("[[3♠ 4♠ 5♠ 6♠]] i [[5♠ 6♠ 7♠ 8♠]] són del mateix pal i s'encavalquen, cadascuna "
            "amb les seves pròpies cartes físiques, i això està permès (§4.3, §3.6).") in said["ca"]
    assert "no van seguidas" not in said["es"] and "não são contíguas" not in said["pt"]
    assert "3.6" in puzzle.clauses
    s, puzzle, facts = one("final-round", "- round: 7\n"
                                          "  hand: 3♠ 4♠ 5♠ 6♠ 8♠ 9♠ 10♠ J♠ A♦ 2♦ 3♦ 4♦ 5♦\n")
    said = " ".join(puzzle.texts["es"].explanation.split())
    assert ("[[3♠ 4♠ 5♠ 6♠]] y [[8♠ 9♠ 10♠ J♠]] son del mismo palo, pero no van seguidas, y eso "
            "está permitido (§4.3).") in said
    assert "se solapan" not in said


def test_final_round_no_way_out_is_one_option_not_none_of_them():
    """«Não pode sair nesta vez» is an option itself: the answer says that none of the OTHER
    options is allowed (sixth pt reading #3); es and ca say «jugadas», the moves offered."""
    s, puzzle, facts = one("final-round", "- round: 7\n"
                                          "  hand: 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ A♦ 2♦ 3♦ 4♦ K♣\n")
    assert isinstance(facts.options[puzzle.correct].claim, CannotGoOut)
    said = {lang: " ".join(puzzle.texts[lang].answer.split()) for lang in LANGS}
    assert said == {
        "pt": "Não pode sair nesta vez: nenhuma das outras opções é permitida.",
        "es": "No puedes cerrar en este turno: ninguna de las jugadas propuestas está permitida.",
        "ca": "No podeu tancar en aquest torn: cap de les jugades proposades no està permesa."}


def test_penalty_in_the_final_round_the_whole_hand_is_left():
    """Round 7: the hand left is the whole hand, said once (sixth pt reading #4: not «Na sua
    mão ficaram as suas 16 cartas»)."""
    s, puzzle, facts = one("penalty", "- round: 7\n  hand: 3♠ 4♠ 5♠ 6♠ 8♥ 9♥ J♥ Q♥ A♦ 2♦ "
                                      "4♦ 5♦ K♣ JK\n")
    said = {lang: " ".join(puzzle.texts[lang].situation.split()) for lang in LANGS}
    assert "Ficaram-lhe na mão todas as 14 cartas:" in said["pt"], said["pt"]
    assert "Te han quedado en la mano tus 14 cartas:" in said["es"], said["es"]
    assert "Us han quedat a la mà les vostres 14 cartes:" in said["ca"], said["ca"]


def test_final_round_a_discard_is_refused_by_the_whole_hand_first_7_4():
    """Any way out that leaves a card for a discard: the engine's whole-hand check (7.4)
    refuses it, contiguous or not; the same check as validate_opening's."""
    from generator.engine.contracts import check_whole_hand
    from generator.engine.errors import ContractError
    hand = cards("3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ A♦ 2♦ 3♦ 4♦ K♣")
    with pytest.raises(ContractError) as info:
        check_whole_hand(7, hand, hand[:-1])
    assert (info.value.clause, info.value.code) == ("7.4", "whole-hand")
    check_whole_hand(7, hand, hand)                   # the whole hand: nothing to say
    check_whole_hand(6, hand, hand[:-1])              # rounds 1-6 end with a discard


def test_final_round_after_purchases():
    s, puzzle, facts = one("final-round", "- round: 7\n  hand: 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 5♥ 6♥ "
                                          "7♥ 8♥ 9♥ 10♥ J♣ Q♣ K♣ A♣\n")
    assert isinstance(facts.options[puzzle.correct].claim, GoOut)
    assert "6.3" in puzzle.clauses and "after-purchase" in tag(s, facts).tags


def test_final_round_template_errors():
    (p,) = problems("final-round", "- round: 6\n  hand: 3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥ J♥ Q♥ A♦ 2♦ 3♦ 4♦\n")
    assert (p.line, p.field, p.clause) == (3, "situations[0].round", "7.4")
    (p,) = problems("final-round", "- round: 7\n  hand: 3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥ J♥ Q♥ A♦ 2♦ 3♦\n")
    assert (p.line, p.field, p.clause) == (4, "situations[0].hand", "2.2")


# -- running-out ------------------------------------------------------------------------------

RUN_OUT = """\
- round: {round}
  turn: 60
  active: {active}
  opened: {opened}
  hands: {hands}
  stock: "{stock}"
  discard: {discard}
  event: {event}
"""


def running_out(round_, active, opened, hands, stock, discard, event, buyer=None,
                reshuffles=None):
    body = RUN_OUT.format(round=round_, active=active, opened=opened, hands=hands, stock=stock,
                          discard=discard, event=event)
    if buyer:
        body += f"  buyer: {buyer}\n"
    if reshuffles is not None:
        body += f"  reshuffles: {reshuffles}\n"
    return one("running-out", body)


HANDS_3 = ('["2♠ 9♦ K♣ JK", "3♥ 3♦ 5♣ 6♣ 8♠ 8♥ 10♦ J♣ Q♠ A♦ A♣ 4♥", '
           '"2♥ 4♦ 5♠ 7♣ 9♠ 10♥ J♦ K♥ K♦ A♠", "6♦ Q♦ 2♣"]')


def test_running_out_a_purchase_with_no_penalty_card_ends_the_round():
    """D9: the penalty card is a needed draw; the round ends and every hand is scored."""
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, "", "Q♥", "buy", buyer=2)
    right = facts.options[puzzle.correct].claim
    assert (right.what, right.penalty) == ("round-ends", True)
    assert facts.after.penalties == (36, 107, 82, 18)    # 8.1, the bought Q♥ in hand too
    assert {"9.2", "8.1", "D9", "9.5"} <= set(puzzle.clauses)


def _said(puzzle, lang):
    return " ".join(puzzle.texts[lang].explanation.split())


#: es review 3 #1: when the round ends, "draws the top of the stock" is refuted by the reason
#: the engine found — never "there is a card after shuffling the discard pile".
DRAWS_WRONG = {
    # the stock was rebuilt three times (D14): the pile of four could make a new one
    "limit": {
        "pt": "não, o monte está vazio e já foi refeito três vezes nesta ronda; como não se refaz "
              "uma quarta vez, não há carta para tirar (§D14).",
        "es": "no, el mazo está vacío y ya se ha rehecho tres veces en esta ronda; como no se "
              "rehace por cuarta vez, no hay carta que robar (§D14).",
        "ca": "no, el munt està buit i ja s'ha refet tres vegades en aquesta ronda; com que no es "
              "refà per quarta vegada, no hi ha cap carta per robar (§D14)."},
    # a draw with the discard pile's top alone left (9.1: it stays; 9.2)
    "top": {
        "pt": "não, o monte está vazio e o descarte só tem a carta de cima, que não se "
              "baralha; não há nenhuma carta para tirar (§9.1, §9.2).",
        "es": "no, el mazo está vacío y el descarte solo tiene la carta de arriba, que no se "
              "baraja; no hay ninguna carta que robar (§9.1, §9.2).",
        "ca": "no, el munt està buit i la pila de descarts només té la carta de dalt, que no es "
              "barreja; no hi ha cap carta per robar (§9.1, §9.2)."},
    # a purchase of the only card of the pile: nothing is left in it (9.1, 9.2, D9)
    "empty": {
        "pt": "não, o monte e o descarte estão vazios, por isso não há nenhuma carta para "
              "tirar (§9.1, §9.2).",
        "es": "no, el mazo y el descarte están vacíos, así que no hay ninguna carta que robar "
              "(§9.1, §9.2).",
        "ca": "no, el munt i la pila de descarts estan buits, així que no hi ha cap carta per "
              "robar (§9.1, §9.2)."},
}
NOT_AFTER_SHUFFLING = {"pt": "só depois de baralhar", "es": "solo hay carta que robar después",
                       "ca": "només hi ha carta per robar després"}


@pytest.mark.parametrize("case, args, code", [
    ("limit", dict(discard="Q♥ 7♦ 3♠ 10♣ 9♥", event="draw", reshuffles=3), "draws_limit"),
    ("top", dict(discard="Q♥", event="draw"), "draws_empty"),
    ("empty", dict(discard="Q♥", event="buy", buyer=2), "draws_empty"),
])
def test_running_out_a_draw_refuted_by_the_engines_reason(case, args, code):
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, "", **args)
    right = facts.options[puzzle.correct].claim
    assert right.what == "round-ends" and right.limit == (case == "limit")
    assert len(facts.after.discard) == {"limit": 5, "top": 1, "empty": 0}[case]
    (draws,) = [o for o in facts.options if o.claim.what == "draws"]
    assert draws.code == code
    for lang in LANGS:
        said = _said(puzzle, lang)
        assert DRAWS_WRONG[case][lang] in said, (lang, said)
        assert NOT_AFTER_SHUFFLING[lang] not in said, (lang, said)


#: sixth pt reading #6: a wrong option is said «<option>: não, <reason>», and the reason
#: stacks no colon of its own after that one («…nesta ronda: não se refaz…: não, …»)
RESHUFFLE_WRONG = {
    "pt": "de onde a Ana tira: não, o monte já foi refeito três vezes nesta ronda, o máximo "
          "permitido, e não se refaz uma quarta vez (§D14).",
    "es": "del que roba Ana: no, el mazo ya se ha rehecho tres veces en esta ronda, el máximo "
          "permitido, y no se rehace por cuarta vez (§D14).",
    "ca": "d'on roba l'Anna: no, el munt ja s'ha refet tres vegades en aquesta ronda, el màxim "
          "permès, i no es refà per quarta vegada (§D14).",
}


@pytest.mark.parametrize("args", [dict(discard="Q♥ 7♦ 3♠ 10♣ 9♥", event="draw", reshuffles=3),
                                  dict(discard="Q♥", event="draw"),
                                  dict(discard="Q♥", event="buy", buyer=2)])
def test_running_out_a_wrong_option_has_one_colon(args):
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, "", **args)
    for lang in LANGS:
        explanation = puzzle.texts[lang].explanation
        wrong = [line for line in explanation.split("\n\n")[-1].split("\n")
                 if line.startswith("- ")]
        assert len(wrong) == sum(not o.right for o in facts.options), (lang, explanation)
        for line in wrong:
            assert " ".join(line.split()).count(":") == 1, (lang, line)
        if "reshuffles" in args:
            assert RESHUFFLE_WRONG[lang] in _said(puzzle, lang), (lang, explanation)


def test_running_out_a_draw_refuted_by_a_reshuffle_keeps_its_reason():
    # the stock is rebuilt here: "a card only after shuffling the discard pile" is the fact
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, "", "10♣ 3♠ 7♦ Q♥ 9♥", "draw")
    assert facts.options[puzzle.correct].claim == Outcome("reshuffle", 4)
    (draws,) = [o for o in facts.options if o.claim.what == "draws"]
    assert draws.code == "draws"
    assert "solo hay carta que robar después de barajar el descarte (§9.1)" in _said(puzzle, "es")


#: es review 10 #9: «the round ends with no winner, and nobody scores» where the round goes on
#: is refuted first by the round going on, then by how such a round is scored (9.2)
NO_SCORE_WRONG = {
    "draws": {
        "pt": "A ronda acaba sem vencedor, e ninguém marca pontos: não, aqui a ronda não acaba, "
              "porque o monte ainda não está vazio; e, quando uma ronda acaba sem vencedor, cada "
              "jogador marca a penalização da sua mão (§9.2).",
        "es": "La ronda termina sin ganador, y nadie se apunta puntos: no, aquí la ronda no "
              "termina, porque el mazo todavía no está vacío; y, cuando una ronda termina sin "
              "ganador, cada jugador se apunta la penalización de su mano (§9.2).",
        "ca": "La ronda s'acaba sense guanyador, i ningú no suma punts: no, aquí la ronda no "
              "s'acaba, perquè el munt encara no està buit; i, quan una ronda s'acaba sense "
              "guanyador, cada jugador suma la penalització de la seva mà (§9.2)."},
    "reshuffle": {
        "pt": "A ronda acaba sem vencedor, e ninguém marca pontos: não, aqui a ronda não acaba, "
              "porque com o descarte, menos a carta de cima, se forma um monte novo (§9.1); e, "
              "quando uma ronda acaba sem vencedor, cada jogador marca a penalização da sua mão "
              "(§9.2).",
        "es": "La ronda termina sin ganador, y nadie se apunta puntos: no, aquí la ronda no "
              "termina, porque con el descarte, menos la carta de arriba, se forma un mazo nuevo "
              "(§9.1); y, cuando una ronda termina sin ganador, cada jugador se apunta la "
              "penalización de su mano (§9.2).",
        "ca": "La ronda s'acaba sense guanyador, i ningú no suma punts: no, aquí la ronda no "
              "s'acaba, perquè amb la pila de descarts, menys la carta de dalt, es fa un munt nou "
              "(§9.1); i, quan una ronda s'acaba sense guanyador, cada jugador suma la "
              "penalització de la seva mà (§9.2)."},
}


@pytest.mark.parametrize("stock, discard, right, code", [
    ("5♣", "Q♥ 9♥", Outcome("draws"), "no-score_stock"),              # 5.1: Ana draws the 5♣
    ("", "10♣ 3♠ 7♦", Outcome("reshuffle", 2), "no-score_reshuffle")])  # 9.1: 2 cards
def test_running_out_no_score_refuted_first_by_the_round_going_on(stock, discard, right, code):
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, stock, discard, "draw")
    assert facts.options[puzzle.correct].claim == right
    assert not facts.after.is_over
    (no_score,) = [o for o in facts.options if o.claim.what == "no-score"]
    assert no_score.code == code
    for lang in LANGS:
        said = _said(puzzle, lang)
        assert NO_SCORE_WRONG[right.what][lang] in said, (lang, said)


def test_running_out_no_score_where_the_round_ends_answered_with_yes_they_score():
    """eleventh pt reading #1: «…e ninguém marca pontos: não, …» reads as agreeing with the
    negative option; the rebuttal says «marcam, sim» (es «sí se apuntan», ca «sí que en
    sumen»). Stock empty, only the Q♥ in the discard pile: the round ends (9.2)."""
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, "", "Q♥", "draw")
    assert facts.options[puzzle.correct].claim.what == "round-ends"
    (no_score,) = [o for o in facts.options if o.claim.what == "no-score"]
    assert no_score.code == "no-score"
    expected = {
        "pt": "A ronda acaba sem vencedor, e ninguém marca pontos: marcam, sim; quando a ronda "
              "acaba assim, cada jogador marca a penalização da sua mão (§9.2).",
        "es": "La ronda termina sin ganador, y nadie se apunta puntos: sí se apuntan; cuando la "
              "ronda termina así, cada jugador se apunta la penalización de su mano (§9.2).",
        "ca": "La ronda s'acaba sense guanyador, i ningú no suma punts: sí que en sumen; quan la "
              "ronda s'acaba així, cada jugador suma la penalització de la seva mà (§9.2)."}
    for lang in LANGS:
        said = _said(puzzle, lang)
        assert expected[lang] in said, (lang, said)


KEPT = {
    "pt": "A compra fora da vez mantém-se: a Carla fica com a [[Q♥]] na mão, e essa carta conta na sua "
          "penalização. As regras não dizem se uma compra se desfaz quando falta a carta de "
          "penalização; é a leitura deste site, não uma regra escrita (§6.2, §6.3).",
    "es": "La compra fuera de turno se mantiene: Carla se queda con la [[Q♥]] en la mano, y esa carta cuenta en su "
          "penalización. Las reglas no dicen si una compra se deshace cuando falta la carta de "
          "castigo; es la lectura de este sitio, no una regla escrita (§6.2, §6.3).",
    "ca": "La compra fora de torn es manté: la Carla es queda la [[Q♥]] a la mà, i aquesta carta compta en la "
          "seva penalització. Les regles no diuen si una compra es desfà quan falta la carta "
          "de penalització; és la lectura d'aquest lloc, no una regla escrita (§6.2, §6.3).",
}


@pytest.mark.parametrize("discard, reshuffles", [("Q♥", None), ("Q♥ 7♦ 3♠ 10♣ 9♥", 3)])
def test_running_out_the_purchase_stands_said_as_this_sites_reading(discard, reshuffles):
    """es review 3 #12: no clause says whether a purchase stands when its penalty card cannot
    be drawn (D9, D14 end the round); the engine keeps the bought card in the buyer's hand and
    scores it, and the explanation says so as this site's reading, not as a rule."""
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, "", discard, "buy",
                                   buyer=3, reshuffles=reshuffles)
    right = facts.options[puzzle.correct].claim
    assert (right.what, right.penalty, right.limit) == ("round-ends", True, reshuffles == 3)
    hand = parse_cards("2♥ 4♦ 5♠ 7♣ 9♠ 10♥ J♦ K♥ K♦ A♠ Q♥")
    assert sorted(facts.after.hands[2], key=str) == sorted(hand, key=str)
    assert facts.after.penalties[2] == 82 + 10                 # 8.1: the Q♥ counts
    for lang in LANGS:
        assert KEPT[lang] in _said(puzzle, lang), lang
    assert {"6.2", "6.3"} <= set(puzzle.clauses)


NO_REBUILD = {"pt": "Nesta ronda o monte ainda não foi refeito.",
              "es": "En esta ronda el mazo aún no se ha rehecho.",
              "ca": "En aquesta ronda el munt encara no s'ha refet."}


@pytest.mark.parametrize("stock, discard, event, said", [
    ("", "Q♥ 7♦ 3♠ 10♣ 9♥", "draw", True),       # a rebuild: the 1st, or none at the 4th (D14)
    ("", "Q♥ 7♦ 3♠ 10♣ 9♥", "buy", True),        # the penalty card needs one too (6.3)
    ("", "Q♥", "draw", False),                # nothing to rebuild with: ends anyway (9.2)
    ("", "Q♥ 7♦ 3♠ 10♣ 9♥", "take", False),      # no draw, no rebuild (6.7)
    ("7♦", "Q♥ 9♥", "draw", False),           # a card left: no rebuild
])
def test_running_out_says_no_rebuild_yet_when_the_answer_rests_on_it(stock, discard, event,
                                                                      said):
    """es review 4 #4: an empty stock with no rebuild so far in the round says so when the
    answer depends on it (a fourth rebuild would end the round, D14), and only then."""
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, stock, discard, event,
                                   buyer=2 if event == "buy" else None)
    for lang in LANGS:
        assert (NO_REBUILD[lang] in puzzle.texts[lang].situation) == said, lang
    # with three rebuilds stated, the other sentence says them, never "none yet"
    if said:
        s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, stock, discard, event,
                                       buyer=2 if event == "buy" else None, reshuffles=3)
        assert NO_REBUILD["es"] not in puzzle.texts["es"].situation
        assert "ya se ha rehecho tres veces" in puzzle.texts["es"].situation


def test_running_out_reshuffle_keeps_the_top():
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, "", "Q♥ 7♦ 3♠ 10♣ 9♥", "draw")
    right = facts.options[puzzle.correct].claim
    assert (right.what, right.n) == ("reshuffle", 4)
    assert "reshuffle-all" in {o.code for o in facts.options}
    assert "9.1" in puzzle.clauses


def test_running_out_a_pile_of_two_with_an_empty_stock_is_refused():
    """A pile of two would make a stock of one (the tag ``small-pile``), but at the start of a
    turn the stock and the discard pile hold 67 cards less 2 per purchase (twelfth pt reading
    #1): an empty stock goes with an odd pile, so no puzzle shows it (6.3)."""
    (p,) = problems("running-out", RUN_OUT.format(
        round=3, active=1, opened="[1, 2, 3, 4]", hands=HANDS_3, stock="", discard="Q♥ 7♦",
        event="draw"))
    assert (p.field, p.clause) == ("situations[0].stock", "6.3")
    assert "hold 2 cards together, which no play gives in round 3" in p.message
    # the tag itself still says a rebuilt stock of one card
    from types import SimpleNamespace

    from generator.puzzles.kinds.running_out import TAGS
    (row,) = [t for t in TAGS if t.name == "small-pile"]
    assert row.holds(None, SimpleNamespace(right=Outcome("reshuffle", 1)))
    assert not row.holds(None, SimpleNamespace(right=Outcome("reshuffle", 2)))


def test_running_out_a_last_card_and_a_take():
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, "7♦", "Q♥ 9♥", "draw")
    assert facts.options[puzzle.correct].claim.what == "draws"
    s, puzzle, facts = running_out(3, 1, "[1, 2, 3, 4]", HANDS_3, "", "Q♥", "take")
    assert facts.options[puzzle.correct].claim.what == "take"
    assert "round-ends_take" in {o.code for o in facts.options}


# the hands of puzzle ro-f04ba25e84 (third pt reading #1): nobody has opened, the stock is
# empty and was rebuilt three times already; the discard pile holds the 3 cards left
HANDS_LAST = ('["8♥ 5♠ 4♣ J♥ 5♠ K♠ J♦ 6♠ 6♣ 7♣ K♦ 6♦ 3♣ 2♣ A♠ 5♣ K♣ 8♥ 4♦ 9♥ K♣ 9♣", '
              '"4♣ 10♠ 10♠ 3♠ J♣ A♠ 7♠ A♥ 5♦ A♦ 5♥ K♠ JK 7♠ K♥ 5♦ K♦ 6♥ 6♦ A♦ 9♦ Q♥ 7♣ J♦ '
              '10♣ 6♠ 7♦ 3♦", '
              '"Q♣ Q♥ 4♠ 2♥ JK 9♣ 9♠ A♥ 9♠ J♣ 8♦ K♥ 9♦ 5♣ Q♦ 5♥ 8♦ A♣ Q♠ J♥ 6♥ Q♦", '
              '"10♥ 4♥ 3♥ J♠ 3♠ 7♥ 10♣ 10♦ 2♦ 2♠ Q♠ 2♠ 2♣ 9♥ 3♥ 3♣ JK 8♣ 2♦ A♣ 4♥ 2♥ 8♣ J♠ '
              '7♥ Q♣ 4♠ 8♠ 7♦ 4♦ 8♠ 10♦"]')


@pytest.mark.parametrize("round_,following", [(6, 7), (7, None)])
def test_running_out_after_the_last_round_the_game_ends_9_3(round_, following):
    """A round that ends under D14/9.2 is followed by the next round (9.3, 9.5), except
    round 7, the last: then the game is over (third pt reading #1)."""
    s, puzzle, facts = one("running-out", RUN_OUT.format(
        round=round_, active=2, opened="[]", hands=HANDS_LAST, stock="",
        discard="10♥ 3♦ 6♣", event="draw") + "  reshuffles: 3\n")
    right = facts.options[puzzle.correct].claim
    assert (right.what, right.limit) == ("round-ends", True)
    assert facts.next_round == following
    assert facts.after.penalties == (162, 245, 199, 212)
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    next_words = {"pt": "O jogo passa à ronda seguinte", "es": "El juego pasa a la ronda "
                  "siguiente", "ca": "El joc passa a la ronda següent"}
    last_words = {"pt": "Era a última ronda: o jogo acaba", "es": "Era la última ronda: la "
                  "partida termina", "ca": "Era l'última ronda: la partida s'acaba"}
    for lang in LANGS:
        assert (next_words[lang] in said[lang]) == (following is not None), lang
        assert (last_words[lang] in said[lang]) == (following is None), lang
        assert "§9.3" in said[lang]


def test_running_out_template_errors():
    # seat 4's 3 cards before opening (2.2); and one opened seat's two sequences cannot hold
    # the 76 cards the hands and the piles leave (2.5, 5.3: issue 26)
    p, q = problems("running-out", RUN_OUT.format(
        round=3, active=1, opened="[1]", hands=HANDS_3, stock="", discard="Q♥", event="draw"))
    assert (p.field, p.clause) == ("situations[0].hands[3]", "2.2")
    assert (q.field, q.clause) == ("situations[0].hands", "2.5")
    (p,) = problems("running-out", RUN_OUT.format(
        round=3, active=1, opened="[1, 2, 3, 4]", hands=HANDS_3, stock="7♦", discard="Q♥ 9♥",
        event="buy") + "  buyer: 2\n")
    assert p.field == "situations[0].stock" and "empty stock" in p.message
    (p,) = problems("running-out", RUN_OUT.format(
        round=3, active=1, opened="[1, 2, 3, 4]", hands=HANDS_3, stock="", discard="2♠ 2♠ 9♥",
        event="draw"))
    assert p.clause == "1.2" and "a third 2♠" in p.message


# -- standings --------------------------------------------------------------------------------

def test_standings_a_tie_shares_the_victory():
    s, puzzle, facts = one("standings", """\
        - round: 7
          penalties:
            - [0, 12, 30, 7]
            - [13, 0, 3, 10]
            - [22, 18, 0, 25]
            - [0, 40, 15, 33]
            - [9, 0, 27, 14]
            - [25, 26, 0, 8]
            - [28, 73, 95, 0]
        """)
    assert facts.totals == (97, 169, 170, 97)
    assert facts.options[puzzle.correct].claim == (0, 3)
    assert {"8.4", "9.3", "9.4"} <= set(puzzle.clauses)
    assert "tie-break" in {o.code for o in facts.options}
    # the misreading names the one it keeps of the two tied (seat 3, lower in the last round),
    # in words, not a bare «desempatar» (eighth pt reading #4), and with no gendered word for
    # the tied players, who may be women (tenth es reading #3): «uma das pessoas empatadas»,
    # not «ficar com um só nome do empate» (eleventh pt reading #2)
    assert dict((o.code, o.claim) for o in facts.options if not o.right)["tie-break"] == (3,)
    # both tied lead, and share the victory at the end (9.4): said once, not «tied… level»
    # twice over (ca #3 of the tenth reading)
    said = {"pt": "O Duarte: escolher só uma das pessoas empatadas. Quem empata com o total mais baixo "
                  "vai à frente e, no fim do jogo, partilha a vitória (§9.4).",
            "es": "Diego: elegir solo a una de las personas empatadas. Quien empata con el total más "
                  "bajo va en cabeza y, al final de la partida, comparte la victoria (§9.4).",
            "ca": "En Dídac: triar només una de les persones empatades. Qui empata amb el total més "
                  "baix va al davant i, al final de la partida, comparteix la victòria (§9.4)."}
    for lang, words in said.items():
        assert words in " ".join(puzzle.texts[lang].explanation.split()), lang
    # seats 0, 1 and 2 went out twice each, seat 3 once: «most outs» names the three, and says
    # so with no «cada uno»/«cada um» (ca «cadascú» is the same for men and women)
    assert dict((o.code, o.claim) for o in facts.options if not o.right)["most-outs"] == (0, 1, 2)
    said = {"pt": "A Ana, o Bruno e a Carla, empatados: ver quem saiu mais vezes. Sair não dá",
            "es": "Ana, Bruno y Carla, empatados: mirar quién ha cerrado más veces. Cerrar no",
            "ca": "L'Anna, en Bernat i la Carla, empatats: comptar quantes vegades ha tancat "
                  "cadascú. Tancar no"}
    for lang, words in said.items():
        assert words in " ".join(puzzle.texts[lang].explanation.split()), lang


def test_standings_a_round_with_no_winner_counts():
    s, puzzle, facts = one("standings", """\
        - round: 7
          penalties:
            - [0, 25, 41, 12]
            - [14, 0, 9, 30]
            - [80, 10, 63, 71]
            - [0, 15, 22, 18]
            - [7, 0, 40, 11]
            - [19, 22, 0, 37]
            - [0, 28, 64, 120]
        """)
    assert facts.options[puzzle.correct].claim == (1,)
    assert facts.void == (3,) and {"9.2", "9.5"} <= set(puzzle.clauses)
    wrong = {o.code: o.claim for o in facts.options if not o.right}
    assert (0,) in wrong.values()             # leaving out round 3 or the last round: seat 1


def test_standings_template_errors():
    (p,) = problems("standings", "- round: 2\n  penalties: [[0, 12, 30, 7], [0, 0, 3, 10]]\n")
    assert (p.line, p.field, p.clause) == (4, "situations[0].penalties[1]", "8.2")
    (p,) = problems("standings", "- round: 7\n  penalties: [[0, 1, 2, 3], [0, 2, 3, 4], "
                                 "[0, 2, 3, 4], [0, 2, 3, 4], [0, 2, 3, 4], [0, 2, 3, 4], "
                                 "[0, 20, 30, 40]]\n")
    assert p.field == "situations[0].penalties[0]" and "at least 2" in p.message
    (p,) = problems("standings", "- round: 3\n  penalties: [[0, 12, 30, 7]]\n")
    assert (p.line, p.field) == (3, "situations[0].round")


# -- the schema names unknown fields of every kind ----------------------------------------------

@pytest.mark.parametrize("kind, field, hint", [
    ("lay-off", "targte", "target"), ("joker-swap", "tabel", "table"),
    ("contract-pair", "meld", "melds"), ("buy", "aks", "asks"),
    ("final-round", "hnd", "hand"), ("running-out", "hand", "hands"),
    ("standings", "penalty", "penalties")])
def test_a_misspelt_field_of_each_kind(kind, field, hint):
    found = problems(kind, f"- round: 3\n  {field}: x\n")
    typo = [p for p in found if p.field == f"situations[0].{field}"]
    assert typo and typo[0].line == 4 and f"did you mean {hint!r}" in typo[0].message, found


@pytest.mark.parametrize("kind", ["lay-off", "joker-swap", "contract-pair", "buy",
                                  "final-round", "running-out", "standings"])
def test_a_family_that_cannot_make_its_count_says_why(kind, tmp_path):
    from generator.puzzles.pipeline import build
    params = {"lay-off": "{count: 3, round: 3, card: joker, require: [group]}",
              "joker-swap": "{count: 3, round: 3, opened: 'no', require: [legal]}",
              "contract-pair": "{count: 3, round: 3, relation: gap, require: [contiguous]}",
              "buy": "{count: 3, round: 2, asking: 1, require: [chain]}",
              "final-round": "{count: 3, round: 7, build: contract, require: ['yes', blocked]}",
              "running-out": "{count: 3, round: 2, event: take, require: [d9]}",
              "standings": "{count: 3, round: 3, void: 0, require: [void]}"}[kind]
    (tmp_path / "config.yaml").write_text("seed: 1\ntries_per_puzzle: 3\ngames: 1\n",
                                          encoding="utf-8")
    (tmp_path / kind).mkdir()
    (tmp_path / kind / "x.yaml").write_text(f"kind: {kind}\nrandom: {params}\n",
                                            encoding="utf-8")
    with pytest.raises(TemplateError) as info:
        build(tmp_path)
    (p,) = info.value.problems
    assert (p.line, p.field) == (2, "random.count")
    assert "made only 0 of 3 distinct puzzles in 9 tries" in p.message


def test_a_hand_after_opening_this_turn_is_the_hand_now():
    # second es reading #7: «Has abierto en este mismo turno … Tu mano, con la carta que acabas
    # de robar (3 cartas)» — the contract is down, so the hand is the one left after it
    s, puzzle, facts = one("joker-swap", """\
        - round: 5
          table: ["8♦ 8♣ 8♥", "K♠ K♥ K♣", "JK 5♣ 6♣ 7♣"]
          opened: this-turn
          hand: 4♣ 9♠ 2♦
        """)
    body = {lang: " ".join(puzzle.texts[lang].situation.split()) for lang in ("pt", "es", "ca")}
    assert "Tu mano ahora, después de las cartas que ya has jugado en este turno (3 cartas):" \
        in body["es"] and "acabas de robar" not in body["es"]
    assert "A sua mão agora" in body["pt"] and "La vostra mà ara" in body["ca"]


def test_running_out_the_new_stock_is_formed_with_the_pile_s_cards():
    """«baralham-se as cartas do descarte… e formam um monte novo» (eighth pt reading #8):
    «e forma-se com elas um monte novo», as rule 9.1 says."""
    pt = load_texts("pt")
    for key in ("running-out.explain.reshuffle", "running-out.explain.reshuffle_penalty"):
        said = " ".join(pt.format(key, n=11).split())
        assert said.startswith("O monte está vazio: baralham-se as cartas do descarte, menos a "
                               "de cima, que fica à vista, e forma-se com elas um monte novo de "
                               "11 cartas"), said


def test_can_open_one_meld_shown_is_said_in_the_singular():
    """co-2b22adf4f1 (eighth ca reading #1): round 2 with only the group formed showed one meld
    under «les combinacions següents» and then «a les combinacions de dalt»; pt/es said «numa
    das combinações acima». With two melds shown the plural stays."""
    s, puzzle, facts = one("can-open", "- round: 2\n  hand: 9♥ 9♣ JK 3♠ 5♠ 6♠ K♦ 2♣ 8♦ Q♥ 4♦ "
                                       "10♣ 7♥\n")
    assert len(facts.verdict.best_partial) == 1
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert "Com a màxim podeu formar aquesta combinació, i el contracte complet demana, a més, " \
        "una escala" in said["ca"]
    assert "o máximo que consegue formar é esta combinação (§4.1, §5.2)" in said["pt"]
    assert "lo más que consigues formar es esta combinación (§4.1, §5.2)" in said["es"]
    assert "combinacions" not in said["ca"].split("(§3.6)")[0].split("també és")[1]
    # two groups shown (round 5): the plural
    s, puzzle, facts = one("can-open", "- round: 5\n  hand: 8♠ J♠ K♠ A♥ 8♥ J♥ Q♥ K♥ 3♦ 10♦ "
                                       "8♣ J♣ Q♣\n")
    assert len(facts.verdict.best_partial) == 2
    said = {lang: " ".join(puzzle.texts[lang].explanation.split()) for lang in LANGS}
    assert "Com a màxim podeu formar les combinacions següents, i el contracte" in said["ca"]
    assert "lo más que consigues formar son estas combinaciones (§4.1, §5.2)" in said["es"]
    assert "l'únic exemplar que té la mà ja és a una de les combinacions de dalt" in said["ca"]
    # each form of the shared lines with one meld above, in every language
    one_above = {lang: load_texts(lang).format("can-open.explain.shared", meld="M", kind="K",
                                               cards="C", cards_the="C", cards_each="C",
                                               cards_gender="masculine", cards_count=1,
                                               copies=2, shown=1)
                 for lang in LANGS}
    assert "os exemplares que a mão tem já estão todos na combinação acima" in one_above["pt"]
    assert "los ejemplares que hay en la mano ya están todos en la combinación de arriba" \
        in one_above["es"]
    assert "els exemplars que té la mà ja són tots a la combinació de dalt" in one_above["ca"]
    free = {lang: load_texts(lang).format("can-open.explain.shared_joker", meld="M", kind="K",
                                          n=2, copies=2, free=1, shown=1) for lang in LANGS}
    assert "fora da combinação acima a mão só tem um joker" in free["pt"]
    assert "fuera de la combinación de arriba la mano solo tiene un comodín" in free["es"]
    assert "fora de la combinació de dalt la mà només té un comodí" in free["ca"]
