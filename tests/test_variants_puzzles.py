"""The variants page's worked situations (issue 6): each one links to the puzzle of *that*
situation, and that puzzle's answer — the engine's — is the verdict the page states for this
profile.

Every ``### … {#anchor}`` of the page's "situations" section ends with the slot
``<!-- puzzle: variant-<anchor> -->``; the puzzle is a hand-written template tagged
``variant-<anchor>`` (``puzzles/*/variants.yaml``, or ``hand-written.yaml`` where the
situation was already there). The expected answers below are the page's text, clause by
clause; a change of cards in a template or on the page must keep them equal.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from generator.engine import CATALAN_SOURCE, parse_cards, validate_laydown
from generator.engine.contracts import sequences_conflict
from generator.engine.errors import ContratoError
from generator.engine.melds import make_group, make_sequence
from generator.puzzles.kinds.final_round import GoOut, GoOutDiscard
from generator.puzzles.kinds.joker_swap import Swap
from generator.puzzles.pipeline import build
from generator.puzzles.solve import solve
from generator.site import pages
from generator.lang import DOCS, LANGS

_HEADING = re.compile(r"^#{2,3}\s.*\{#([a-z0-9-]+)\}\s*$")


@pytest.fixture(scope="module")
def site(puzzle_build):
    return puzzle_build


def page(lang: str) -> str:
    return (DOCS / lang / "variants.md").read_text(encoding="utf-8")


def situation_slots(lang: str) -> list[tuple[str, list[str]]]:
    """``(anchor, [slot names])`` for every ``###`` heading of the "situations" section, in
    page order."""
    out: list[tuple[str, list[str]]] = []
    inside = False
    for line in page(lang).split("\n"):
        heading = _HEADING.match(line)
        if heading and line.startswith("## "):
            inside = heading.group(1) == "situations"
        elif heading and inside:
            out.append((heading.group(1), []))
        slot = pages._PUZZLE_SLOT.match(line)
        if slot and inside and out:
            out[-1][1].append(slot.group(1))
    return out


def tagged(site, name: str):
    """``[(puzzle, situation)]`` of the site's puzzles carrying tag ``name``."""
    return [(p, s) for p, s in zip(site.puzzles, site.situations) if name in p.tags]


def cards(text: str) -> Counter:
    return Counter(c.physical for c in parse_cards(text))


# -- the slots -------------------------------------------------------------------------------

def test_every_worked_situation_has_its_own_slot_and_the_languages_agree():
    ref = situation_slots("pt")
    assert len(ref) >= 7
    for anchor, slots in ref:
        assert slots == [f"variant-{anchor}"], (anchor, slots)
    for lang in LANGS:
        assert situation_slots(lang) == ref, lang
        # no other slot anywhere on the page (the comparison tables have none)
        assert pages._PUZZLE_SLOT.findall(page(lang)) == [s for _, (s,) in ref], lang


def test_every_slot_matches_exactly_one_generated_puzzle(site):
    names = {s for lang in LANGS for m in [page(lang)] for s in pages._PUZZLE_SLOT.findall(m)}
    kinds = {p.kind for p in site.puzzles}
    for name in names:
        assert len(tagged(site, name)) == 1, (name, [p.id for p, _ in tagged(site, name)])
        assert name not in kinds       # the slot links by kind OR tag: no kind may match
    # and no puzzle is tagged for a situation the page no longer shows
    variant_tags = {t for p in site.puzzles for t in p.tags if t.startswith("variant-")}
    assert variant_tags == names


def test_the_built_page_links_each_situation_to_its_puzzle(site):
    for lang in LANGS:
        md = pages.render_markdown_file(lang, "variants.md", DOCS, site.puzzles)
        assert "<!-- puzzle:" not in md, lang
        sections = re.split(r"^###\s", md, flags=re.M)
        for anchor, (slot,) in situation_slots(lang):
            ((puzzle, _),) = tagged(site, slot)
            (section,) = [s for s in sections if f"{{#{anchor}}}" in s.split("\n", 1)[0]]
            assert f"(puzzles/{puzzle.id}.md)" in section, (lang, anchor)
            assert 'class="puzzle-example"' in section, (lang, anchor)


# -- each puzzle's answer is the verdict the page states -------------------------------------

def same_suit_runs(p, s, f):
    # "pode": 3♥-6♥ with 8♥-J♥ leave the 7♥ as a gap, so they are not contiguous (4.3).
    assert f.valid and f.relation == "gap" and p.correct == 0 and "valid" in p.tags
    assert [m.cards for m in s.data.melds] == [tuple(parse_cards("3♥ 4♥ 5♥ 6♥")),
                                               tuple(parse_cards("8♥ 9♥ 10♥ J♥"))]
    # the page's two other pairs: contiguous, refused (4.3); an overlap with the second
    # deck's 5♥ 6♥, allowed (4.3)
    low = make_sequence(parse_cards("3♥ 4♥ 5♥ 6♥"))
    with pytest.raises(ContratoError) as err:
        validate_laydown(3, [low, make_sequence(parse_cards("7♥ 8♥ 9♥ 10♥"))])
    assert err.value.clause == "4.3"
    validate_laydown(3, [low, make_sequence(parse_cards("5♥ 6♥ 7♥ 8♥"))])
    # "Noutras regras": the Catalan source forbids two runs of one suit (§V)
    assert sequences_conflict(*s.data.melds, CATALAN_SOURCE)


def lay_off_opening_turn(p, s, f):
    # "não pode pôr o 8♥ nesta vez; só a partir da sua vez seguinte (§5.4)": opened on this
    # very turn, with 4 cards left (10 dealt + the 6♠ - 7 laid down, 2.2, 5.2)
    d = s.data
    assert d.opened == "this-turn" and d.card == parse_cards("8♥")[0]
    assert Counter(s.hand) == cards("8♥ 2♦ K♠ 5♣")
    assert d.table[d.target].cards == tuple(parse_cards("9♥ 10♥ J♥ Q♥"))
    assert f.answer == "no" and f.timing == ("opening-turn", "5.4")
    assert p.correct == f.options.index("no")
    # "o 8♥ encaixa na ponta de baixo": the meld takes it at its low end (3.4), later
    assert [pl.end for pl in f.places if pl.ok] == ["low"]


def discard_taken_card(p, s, f):
    # "pode, e com esse descarte sai" (D10): the K♥ goes on the kings, the 9♣ just taken
    # from the discard pile is left for the compulsory discard (5.5) and discarded
    assert s.took == parse_cards("9♣")[0] and s.took_from == "discard"
    assert s.round == 4 and s.data.opened == "earlier"
    assert s.data.card == parse_cards("K♥")[0]
    assert f.answer == "yes" and f.goes_out and f.timing is None
    assert p.correct == f.options.index("yes")
    assert {"5.5", "D10"} <= set(p.clauses) and "took-discard" in p.tags


def buying_priority(p, s, f):
    # seats: Ana 0 (active), Bruno 1, Carla 2, Duarte 3 (who discarded the 9♠)
    d = s.data
    assert d.active == 0 and not d.takes
    assert [seat for seat, _ in d.asks] == [2, 1]          # Carla spoke first
    right = f.options[f.correct]
    assert right.right and p.correct == f.correct
    # "fica o Bruno, porque a sua vez chega antes da da Carla (§6.2); leva também a carta de
    # cima do monte como penalização (§6.3)"; then Ana draws (6.5)
    stock_top = d.stock[-1]
    assert dict(right.claim) == {1: (parse_cards("9♠")[0], stock_top), 0: (d.stock[-2],)}
    # what Wikipedia's rule gives, Carla as the first to ask, is offered and refuted by 6.2
    (first_asked,) = [o for o in f.options if o.code == "spoken-order"]
    assert not first_asked.right and first_asked.clause == "6.2"
    assert dict(first_asked.claim)[2][0] == parse_cards("9♠")[0]


def final_round(p, s, f):
    # "não": no discard in round 7 (7.4, D8); the 13 cards go down, one sequence of 5
    hand = "3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥ J♥ Q♥ A♦ 2♦ 3♦ 4♦"
    assert s.round == 7 and Counter(s.hand) == cards(hand)
    right = f.options[f.correct]
    assert isinstance(right.claim, GoOut) and p.correct == f.correct
    assert sorted(len(m) for m in right.claim.melds) == [4, 4, 5]
    assert Counter(c for m in right.claim.melds for c in m.cards) == cards(hand)
    # the page's question: 4♠-7♠, 9♥-Q♥, A♦-4♦ and discard the 3♠ — refused by 7.4
    (discard,) = [o for o in f.options if isinstance(o.claim, GoOutDiscard)]
    assert discard.claim.card == parse_cards("3♠")[0]
    assert not discard.right and discard.clause == "7.4"
    assert {"7.4", "D8"} <= set(p.clauses)


def several_discards(p, s, f):
    # "só o K♣ está ao alcance (§5.1) … se tirar o K♣, as suas 11 cartas só fazem um grupo:
    # não abre nesta vez (§4.1)"
    assert s.round == 1 and s.took == parse_cards("K♣")[0] and s.took_from == "discard"
    assert Counter(s.hand) == cards("8♥ 8♣ Q♠ Q♦ Q♥ 2♠ 4♦ 6♣ 9♥ J♠ K♣")
    assert not f.can_open and p.correct == 1 and "no" in p.tags
    # the whole situation is shown: the 8♦ left under the K♣, which another rule set would
    # let the player take (§V9), and why it is out of reach here (5.1, 6.2)
    assert s.took_below == tuple(parse_cards("8♦"))
    assert {"5.1", "6.2"} <= set(p.clauses)
    for lang in LANGS:
        text = p.texts[lang].situation
        assert "[[8♦]]" in text and text.index("[[K♣]]") < text.index("[[8♦]]"), (lang, text)
        assert "§5.1" in p.texts[lang].explanation, lang


def joker_swaps(p, s, f):
    # round 2, the player's own contract on the table, opened earlier; hand 7♠ 7♥ K♦
    d = s.data
    assert s.round == 2 and d.opened == "earlier"
    assert Counter(s.hand) == cards("7♠ 7♥ K♦")
    right = f.options[f.correct]
    assert right.right and p.correct == f.correct
    # "pode pôr o 7♠ no lugar do JK=7♠ (§7.1) … o joker libertado vai nessa mesma vez para
    # … uma ponta da sequência como JK=9♠ (§7.2)"
    assert right.claim == Swap(parse_cards("7♠")[0], 1, 1, "high")
    (legal,) = [l for l in f.legal if l.natural == parse_cards("7♠")[0] and l.meld == 1]
    assert (1, "high", parse_cards("JK=9♠")[0]) in legal.places
    # "o joker do grupo não se recupera (§7.3)"
    assert [o.clause for o in f.options if isinstance(o.claim, Swap) and o.claim.meld == 0]
    assert all(o.clause == "7.3" and not o.right
               for o in f.options if isinstance(o.claim, Swap) and o.claim.meld == 0)
    # "o 7♥ pode, isso sim, juntar-se ao grupo (§3.5)"
    group = d.table[0]
    assert group.add(parse_cards("7♥")[0]) == make_group(
        list(group.cards) + parse_cards("7♥"), rank=group.rank)


EXPECTED = {
    "variant-same-suit-runs": same_suit_runs,
    "variant-lay-off-opening-turn": lay_off_opening_turn,
    "variant-discard-taken-card": discard_taken_card,
    "variant-buying-priority": buying_priority,
    "variant-final-round": final_round,
    "variant-several-discards": several_discards,
    "variant-joker-swaps": joker_swaps,
}


def test_every_slot_has_an_expected_answer():
    assert set(EXPECTED) == {s for _, (s,) in situation_slots("pt")}


@pytest.mark.parametrize("slot", sorted(EXPECTED))
def test_the_puzzle_answers_what_the_page_says(site, slot):
    ((puzzle, situation),) = tagged(site, slot)
    EXPECTED[slot](puzzle, situation, solve(situation))
