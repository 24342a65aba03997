"""Melds (generator/engine/melds.py): clauses 1.3, 3.1–3.5, 3.7 and rulings D1, D2.

Every refusal is checked for its error type and the clause it cites.
"""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from generator.engine.cards import JOKER, RANKS, SUITS, Card, Suit, parse_card, parse_cards
from generator.engine.errors import ContratoError, ImpossibleCardsError, MeldError
from generator.engine.melds import (HIGH_ACE, LOW_ACE, Group, Sequence, make_group, make_meld,
                                    make_sequence, place_rank)
from generator.engine.profile import MeldKind

P = parse_cards
C = parse_card
S = Suit.SPADES


def refused(maker, *args, clause=None, clauses=None, error=MeldError, code=None, **kw):
    """Call ``maker`` and check it raises ``error`` citing ``clause`` (and ``code``), or
    ``clauses`` when several decide the case (cards that are neither a group nor a sequence)."""
    with pytest.raises(error) as err:
        maker(*args, **kw)
    if clauses is not None:
        assert err.value.clauses == clauses, str(err.value)
        assert err.value.clause == clauses[0]
        assert str(err.value).endswith(f"(rules {', '.join(clauses)})")
    else:
        assert err.value.clause == clause, str(err.value)
        assert err.value.clauses == (clause,)
        assert str(err.value).endswith(f"(rule {clause})")
    if code is not None:
        assert err.value.code == code
    return err.value


def seq(text):
    return make_sequence(P(text))


# -- 3.1 groups -----------------------------------------------------------------------------

def test_3_1_group_of_one_rank_suits_may_repeat():
    g = make_group(P("7♥ 7♥ 7♣"))
    assert g.kind is MeldKind.GROUP and g.rank == 7 and len(g) == 3
    assert g.unicode() == "7♥ 7♥ 7♣"
    assert make_group(P("7♣ 7♦ 7♥")).unicode() == "7♥ 7♦ 7♣"   # display order


def test_3_1_group_of_mixed_ranks_refused():
    refused(make_group, P("7♥ 7♣ 8♦"), clause="3.1", code="group-mixed-ranks")


def test_3_1_group_said_to_be_of_another_rank_refused():
    refused(make_group, P("7♥ 7♦ 7♣"), rank=8, clause="3.1", code="group-mixed-ranks")
    assert make_group(P("7♥ 7♦ JK"), rank=7).rank == 7
    with pytest.raises(ValueError):
        make_group(P("JK JK JK"), rank=14)


def test_3_1_and_3_2_no_cards_is_no_meld():
    refused(make_group, [], clause="3.1", code="group-too-short")
    refused(make_sequence, [], clause="3.2", code="sequence-too-short")
    refused(make_meld, [], clauses=("3.1", "3.2"), code="meld-neither")


def test_3_1_group_of_two_cards_refused():
    refused(make_group, P("7♥ 7♣"), clause="3.1", code="group-too-short")
    refused(make_group, P("7♥ JK"), clause="3.1", code="group-too-short")


def test_1_2_group_with_a_third_copy_or_a_fourth_joker_refused():
    refused(make_group, P("7♥ 7♥ 7♥"), clause="1.2", error=ImpossibleCardsError)
    refused(make_group, P("JK JK JK JK"), rank=7, clause="1.2", error=ImpossibleCardsError)
    g = make_group(P("7♥ 7♥ 7♣ 7♣"))
    refused(g.add, C("7♥"), clause="1.2", error=ImpossibleCardsError)


# -- 1.3 twos are natural -------------------------------------------------------------------

def test_1_3_twos_form_groups_of_twos():
    g = make_group(P("2♠ 2♥ 2♣"))
    assert g.rank == 2 and g.jokers == 0


def test_1_3_a_two_does_not_fill_a_group():
    refused(make_group, P("7♥ 7♣ 2♦"), clause="3.1", code="group-mixed-ranks")


def test_1_3_a_two_does_not_fill_a_gap_in_a_sequence():
    refused(make_sequence, P("4♠ 2♠ 6♠ 7♠"), clause="3.2")
    refused(make_sequence, P("4♠ 2♥ 6♠ 7♠"), clause="3.2", code="sequence-mixed-suits")
    assert seq("2♠ 3♠ 4♠ 5♠").places == (2, 5)


# -- 3.2 sequences --------------------------------------------------------------------------

def test_3_2_sequence_consecutive_one_suit_any_order():
    s = seq("6♠ 3♠ 5♠ 4♠")
    assert s.kind is MeldKind.SEQUENCE
    assert (s.suit, s.low, s.high, s.unicode()) == (S, 3, 6, "3♠ 4♠ 5♠ 6♠")


def test_3_2_mixed_suits_refused():
    refused(make_sequence, P("3♠ 4♠ 5♥ 6♠"), clause="3.2", code="sequence-mixed-suits")


def test_3_2_gap_refused():
    refused(make_sequence, P("3♠ 4♠ 6♠ 7♠"), clause="3.2", code="sequence-gap")
    refused(make_sequence, P("A♠ 2♠ 3♠ 5♠"), clause="3.2", code="sequence-gap")


def test_3_2_repeated_place_refused():
    refused(make_sequence, P("3♠ 4♠ 4♠ 5♠"), clause="3.2", code="sequence-repeat")
    refused(make_sequence, P("3♠ JK=4♠ 4♠ 5♠"), clause="3.2", code="sequence-repeat")


def test_3_2_sequence_of_three_refused():
    refused(make_sequence, P("3♠ 4♠ 5♠"), clause="3.2", code="sequence-too-short")
    refused(make_sequence, P("3♠ JK 5♠"), clause="3.2", code="sequence-too-short")


# -- 3.3 the ace is low or high -------------------------------------------------------------

def test_3_3_ace_low_a_2_3_4():
    s = seq("A♠ 2♠ 3♠ 4♠")
    assert s.places == (LOW_ACE, 4)
    assert seq("4♠ 3♠ 2♠ A♠").places == (1, 4)


def test_3_3_ace_high_j_q_k_a():
    s = seq("J♥ Q♥ K♥ A♥")
    assert s.places == (11, HIGH_ACE)
    assert seq("A♥ K♥ Q♥ J♥").places == (11, 14)


def test_3_3_k_a_2_3_refused_no_wrap():
    refused(make_sequence, P("K♠ A♠ 2♠ 3♠"), clause="3.3", code="sequence-wraps")
    refused(make_sequence, P("Q♠ K♠ A♠ 2♠"), clause="3.3", code="sequence-wraps")
    refused(make_sequence, P("A♠ 2♠ Q♠ K♠"), clause="3.3", code="sequence-wraps")


def test_3_3_a_joker_does_not_make_a_wrap_either():
    # the joker would stand for the ace between K and 2
    refused(make_sequence, P("K♠ JK 2♠ 3♠"), clause="3.3", code="sequence-wraps")
    refused(make_sequence, P("Q♠ K♠ JK JK 3♠"), clause="3.3", code="sequence-wraps")
    refused(make_sequence, P("K♠ JK=A♠ 2♠ 3♠"), clause="3.3", code="sequence-wraps")


def test_3_3_an_ace_laid_off_on_2_to_k_goes_low_or_high_as_said():
    s = seq("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠")
    assert s.ends_for(C("A♠")) == ("low", "high")
    refused(s.add, C("A♠"), clause="3.3", code="which-end")
    assert s.add(C("A♠"), "low").places == (1, 13)
    assert s.add(C("A♠"), "high").places == (2, 14)
    assert s.add(C("A♠"), "high").add(C("A♠")) == seq(FULL)


def test_3_3_places():
    assert [place_rank(p) for p in range(1, 15)] == [1] + list(range(2, 14)) + [1]
    with pytest.raises(ValueError):
        place_rank(15)
    with pytest.raises(ValueError):
        place_rank(0)


# -- 3.4 at most 14 cards, never through an ace ---------------------------------------------

FULL = "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠"


def test_3_4_a_to_k_to_a_14_cards_valid_with_two_physical_aces():
    s = seq(FULL)
    assert len(s) == 14 and s.places == (1, 14)
    assert s.cards[0] == s.cards[-1] == C("A♠")


def test_3_4_14_cards_with_a_joker_ace():
    s = make_sequence(P("JK=A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠"))
    assert s.cards[0] == C("JK=A♠") and s.cards[-1] == C("A♠")
    s = make_sequence(P("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ JK"))
    assert s.cards[-1] == C("JK=A♠")


def test_3_4_15_cards_impossible():
    refused(make_sequence, P(FULL + " JK"), clause="3.4", code="sequence-too-long")
    refused(make_sequence, P("JK " + FULL), clause="3.4", code="sequence-too-long")


def test_3_4_nothing_below_a_low_ace_nor_above_a_high_ace_when_built():
    refused(make_sequence, P("JK A♠ 2♠ 3♠"), clause="3.4", code="beyond-ace")
    refused(make_sequence, P("JK JK 2♠ 3♠"), clause="3.4", code="beyond-ace")
    refused(make_sequence, P("J♠ Q♠ K♠ A♠ JK"), clause="3.4", code="beyond-ace")
    refused(make_sequence, P("Q♠ K♠ JK JK"), clause="3.4", code="beyond-ace")


def test_3_4_extend_a_2_3_4_up_to_k_then_a_high_ace():
    s = seq("A♠ 2♠ 3♠ 4♠")
    for text in "5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠".split():
        assert s.ends_for(C(text)) == ("high",)
        s = s.add(C(text))
    assert s.ends_for(C("A♠")) == ("high",)
    s = s.add(C("A♠"))
    assert s == seq(FULL)
    assert s.ends_for(JOKER) == ()
    refused(s.add, JOKER, clause="3.4", code="sequence-full")
    refused(s.add, C("2♠"), clause="3.4", code="sequence-full")


def test_3_4_lay_off_below_a_low_ace_refused():
    s = seq("A♠ 2♠ 3♠ 4♠")
    assert s.ends_for(C("K♠")) == () and s.ends_for(JOKER) == ("high",)
    refused(s.add, C("K♠"), clause="3.4", code="beyond-ace")
    refused(s.add, C("K♠"), "low", clause="3.4", code="beyond-ace")
    refused(s.add, JOKER, "low", clause="3.4", code="beyond-ace")
    refused(s.add, C("JK=K♠"), clause="3.4", code="beyond-ace")
    assert s.add(JOKER).unicode() == "A♠ 2♠ 3♠ 4♠ JK=5♠"      # one end fits: no need to say


def test_3_4_lay_off_above_a_high_ace_refused():
    s = seq("J♥ Q♥ K♥ A♥")
    assert s.ends_for(C("2♥")) == () and s.ends_for(JOKER) == ("low",)
    refused(s.add, C("2♥"), clause="3.4", code="beyond-ace")
    refused(s.add, JOKER, "high", clause="3.4", code="beyond-ace")
    refused(s.add, C("10♥"), "high", clause="3.4", code="beyond-ace")
    assert s.add(C("10♥")).places == (10, 14)


def test_3_2_lay_off_that_is_not_the_next_card_refused():
    s = seq("A♠ 2♠ 3♠ 4♠")
    refused(s.add, C("9♠"), clause="3.2", code="does-not-extend")   # not "beyond the ace"
    refused(s.add, C("A♠"), clause="3.2", code="does-not-extend")
    refused(s.add, C("5♥"), clause="3.2", code="other-suit")
    m = seq("5♠ 6♠ 7♠ 8♠")
    refused(m.add, C("4♠"), "high", clause="3.2", code="does-not-extend")
    # the refusal names the end asked and what goes there (issue 26): 4♠ fits the low end
    with pytest.raises(MeldError) as err:
        m.add(C("4♠"), "high")
    assert {k: err.value.params[k] for k in ("end", "high_card", "low_card")} == {
        "end": "high", "high_card": "9S", "low_card": "4S"}
    with pytest.raises(MeldError) as err:
        s.add(C("9♠"))
    assert {k: err.value.params[k] for k in ("end", "ends", "low_card", "high_card")} == {
        "end": "any", "ends": "high", "low_card": "", "high_card": "5S"}
    with pytest.raises(ValueError):
        m.add(C("4♠"), "middle")


# -- 3.5 groups grow ------------------------------------------------------------------------

def test_3_5_group_grows_with_cards_of_its_rank_to_every_card_that_exists():
    g = make_group(P("7♥ 7♦ 7♣"))
    for text in "7♠ 7♠ 7♥ 7♦ 7♣ JK JK JK".split():
        assert g.accepts(C(text))
        g = g.add(C(text))
    assert len(g) == 11 and g.rank == 7 and g.jokers == 3
    assert g.unicode() == "7♠ 7♠ 7♥ 7♥ 7♦ 7♦ 7♣ 7♣ JK=7 JK=7 JK=7"
    refused(g.add, C("7♠"), clause="1.2", error=ImpossibleCardsError)


def test_3_5_group_refuses_another_rank():
    g = make_group(P("7♥ 7♦ 7♣"))
    assert not g.accepts(C("8♥"))
    refused(g.add, C("8♥"), clause="3.5", code="group-other-rank")


# -- 3.7 jokers -----------------------------------------------------------------------------

def test_3_7_joker_in_a_group_stands_for_its_rank():
    g = make_group(P("7♥ JK 7♣"))
    assert g.unicode() == "7♥ 7♣ JK=7" and g.jokers == 1
    assert make_group(P("7♥ JK=7 7♣")) == g
    assert g.add(JOKER).cards[-1] == C("JK=7")


def test_3_7_joker_declared_with_a_suit_refused_in_a_group():
    # JK=7♠ names a card of a sequence: never silently read as the group's JK=7 (issue 26)
    err = refused(make_group, P("7♥ JK=7♠ 7♣"), clause="3.7", code="group-joker-suit")
    assert err.params == {"card": "JK=7♠", "value": "JK=7"}
    g = make_group(P("7♥ 7♦ 7♣"))
    assert not g.accepts(C("JK=7♠")) and g.accepts(C("JK=7"))
    refused(g.add, C("JK=7♠"), clause="3.7", code="group-joker-suit")
    # as a sequence it is what it says
    assert make_meld(P("JK=7♠ 8♠ 9♠ 10♠")).unicode() == "JK=7♠ 8♠ 9♠ 10♠"


def test_3_7_joker_declared_as_another_rank_refused():
    refused(make_group, P("7♥ JK=8 7♣"), clause="3.7", code="group-joker-rank")
    g = make_group(P("7♥ 7♦ 7♣"))
    assert not g.accepts(C("JK=8"))
    refused(g.add, C("JK=8"), clause="3.7", code="joker-declared-elsewhere")


def test_3_7_no_limit_of_jokers_per_meld():
    assert make_group(P("7♠ JK JK")).jokers == 2
    assert make_meld(P("7♠ JK JK JK"), "group").jokers == 3
    s = make_meld(P("JK JK JK 4♠"), MeldKind.SEQUENCE)
    assert s.unicode() == "JK=A♠ JK=2♠ JK=3♠ 4♠"


def test_3_7_joker_values_do_not_change_when_a_sequence_grows():
    s = seq("JK 5♠ JK 7♠")
    assert s.unicode() == "JK=4♠ 5♠ JK=6♠ 7♠"
    s2 = s.add(C("8♠")).add(C("3♠"))
    assert s2.unicode() == "3♠ JK=4♠ 5♠ JK=6♠ 7♠ 8♠"


def test_3_7_declared_joker_laid_off_only_at_its_value():
    s = seq("5♠ 6♠ 7♠ 8♠")
    assert s.ends_for(C("JK=4♠")) == ("low",)
    assert s.add(C("JK=9♠")).unicode() == "5♠ 6♠ 7♠ 8♠ JK=9♠"
    refused(s.add, C("JK=10♠"), clause="3.7", code="joker-declared-elsewhere")
    refused(s.add, C("JK=9♥"), clause="3.7", code="joker-declared-elsewhere")
    refused(s.add, C("JK=4♠"), "high", clause="3.7", code="joker-declared-elsewhere")
    refused(s.add, C("JK=9"), clause="3.7", code="joker-declared-elsewhere")


def test_3_3_thirteen_cards_with_one_ace_read_the_ace_where_it_is_written():
    assert seq("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠").places == (1, 13)
    assert seq("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠").places == (2, 14)


def test_3_7_sequence_of_declared_jokers_any_order():
    s = make_sequence(P("JK=6♠ 4♠ JK=3♠ 5♠"))
    assert s.unicode() == "JK=3♠ 4♠ 5♠ JK=6♠"


# -- D1 jokers only -------------------------------------------------------------------------

def test_D1_group_of_three_jokers_declared_as_7s():
    g = make_group(P("JK JK JK"), rank=7)
    assert g.rank == 7 and g.unicode() == "JK=7 JK=7 JK=7"
    assert make_group(P("JK=7 JK JK")) == g
    assert make_meld(P("JK=7 JK=7 JK=7")) == g


def test_D1_jokers_only_group_must_declare_its_rank():
    refused(make_group, P("JK JK JK"), clause="D1", code="group-undeclared")
    # as a sequence the jokers would need a suit too (D2): both rulings decide
    err = refused(make_meld, P("JK JK JK"), clauses=("D1", "D2"), code="meld-neither")
    assert (err.as_group.code, err.as_sequence.code) == ("group-undeclared",
                                                          "sequence-undeclared")
    refused(make_group, P("JK=7 JK=8 JK"), clause="3.7", code="group-joker-rank")


def test_D1_declared_rank_is_fixed():
    g = make_group(P("JK JK JK"), rank=7)
    refused(g.add, C("8♥"), clause="3.5", code="group-other-rank")
    refused(g.add, C("JK=8"), clause="3.7")
    assert g.add(C("7♥")).unicode() == "7♥ JK=7 JK=7 JK=7"
    refused(make_group, P("JK JK 8♥"), rank=7, clause="3.1", code="group-mixed-ranks")


def test_D1_a_jokers_only_sequence_never_fits_the_pack():
    # a sequence has at least 4 cards and the pack 3 jokers: "where its length allows"
    refused(make_sequence, P("JK=3♠ JK JK JK"), clause="1.2", error=ImpossibleCardsError)
    refused(make_sequence, P("JK JK JK JK"), clause="1.2", error=ImpossibleCardsError)


# -- D2 jokers in sequences -----------------------------------------------------------------

def test_D2_joker_at_the_low_end_declares_the_low_end():
    s = seq("JK 4♠ 5♠ 6♠")
    assert s.cards[0] == C("JK=3♠") and s.places == (3, 6) and s.joker_places() == (3,)


def test_D2_joker_at_the_high_end_declares_the_high_end():
    s = seq("4♠ 5♠ 6♠ JK")
    assert s.cards[-1] == C("JK=7♠") and s.places == (4, 7) and s.joker_places() == (7,)


def test_D2_joker_in_the_middle_fills_the_gap():
    s = seq("4♠ JK 6♠ 7♠")
    assert s.cards[1] == C("JK=5♠") and s.joker_places() == (5,)
    assert seq("4♠ JK JK 7♠").unicode() == "4♠ JK=5♠ JK=6♠ 7♠"


def test_D2_jokers_at_ace_ends():
    assert seq("JK 2♠ 3♠ 4♠").unicode() == "JK=A♠ 2♠ 3♠ 4♠"
    assert seq("J♠ Q♠ K♠ JK").unicode() == "J♠ Q♠ K♠ JK=A♠"
    assert seq("A♠ JK JK JK").unicode() == "A♠ JK=2♠ JK=3♠ JK=4♠"
    assert seq("JK JK JK A♠").unicode() == "JK=J♠ JK=Q♠ JK=K♠ A♠"


def test_D2_joker_laid_off_where_both_ends_fit_must_say_which():
    s = seq("5♠ 6♠ 7♠ 8♠")
    assert s.ends_for(JOKER) == ("low", "high")
    refused(s.add, JOKER, clause="D2", code="which-end")
    assert s.add(JOKER, "low").cards[0] == C("JK=4♠")
    assert s.add(JOKER, "high").cards[-1] == C("JK=9♠")


def test_D2_sequence_joker_needs_a_rank_and_a_suit():
    refused(make_sequence, P("JK=4 5♠ 6♠ 7♠"), clause="D2", code="sequence-joker-rankless")


def test_D2_could_be_group_or_sequence_asks_for_the_kind():
    refused(make_meld, P("7♠ JK JK JK"), clause="D2", code="meld-ambiguous")
    assert make_meld(P("7♠ JK JK JK"), "sequence").unicode() == "7♠ JK=8♠ JK=9♠ JK=10♠"
    assert make_meld(P("7♠ JK JK JK"), "group").unicode() == "7♠ JK=7 JK=7 JK=7"


def test_make_meld_picks_the_kind_and_the_fitting_error():
    assert make_meld(P("3♠ 4♠ 5♠ 6♠")).kind is MeldKind.SEQUENCE
    assert make_meld(P("7♥ 7♥ 7♣")).kind is MeldKind.GROUP
    # cards given without a kind that are neither: both refusals decide, the kind the cards
    # were most likely meant as first
    refused(make_meld, P("7♥ 7♣"), clauses=("3.1", "3.2"))           # meant as a group
    refused(make_meld, P("3♠ 4♠ 6♠ 7♠"), clauses=("3.2", "3.1"))     # meant as a sequence
    refused(make_meld, P("K♠ A♠ 2♠ 3♠"), clauses=("3.3", "3.1"))
    err = refused(make_meld, P("K♣ K♦ A♦"), clauses=("3.2", "3.1"), code="meld-neither")
    assert err.as_group.code == "group-mixed-ranks" and err.as_group.clause == "3.1"
    assert err.as_sequence.code == "sequence-mixed-suits" and err.as_sequence.clause == "3.2"
    assert str(err) == ("K♣ K♦ A♦ is neither a group (a group is cards of one rank, not A, K) "
                        "nor a sequence (a sequence is in one suit) (rules 3.2, 3.1)")
    # with the kind given, only that kind's refusal decides
    refused(make_meld, P("K♣ K♦ A♦"), "group", clause="3.1", code="group-mixed-ranks")
    refused(make_meld, P("K♣ K♦ A♦"), "sequence", clause="3.2", code="sequence-mixed-suits")


# -- properties -----------------------------------------------------------------------------

@st.composite
def windows(draw, max_len=14):
    """A legal sequence as (suit, low, length, joker places) with at most 3 jokers."""
    suit = draw(st.sampled_from(SUITS))
    length = draw(st.integers(4, max_len))
    low = draw(st.integers(LOW_ACE, HIGH_ACE - length + 1))
    jokers = draw(st.sets(st.integers(low, low + length - 1), max_size=min(3, length - 1)))
    return suit, low, length, jokers


def _window_cards(suit, low, length, jokers, declared):
    out = []
    for p in range(low, low + length):
        card = Card(place_rank(p), suit)
        out.append((JOKER.declare(card) if declared else JOKER) if p in jokers else card)
    return out


@given(windows(), st.randoms(use_true_random=False))
def test_property_every_legal_window_builds_in_any_order_when_declared(w, rnd):
    suit, low, length, jokers = w
    cards = _window_cards(suit, low, length, jokers, declared=True)
    expected = Sequence(suit, low, tuple(cards))
    assert make_sequence(cards) == expected
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    aces = sum(1 for c in cards if c.effective_rank == 1)
    if aces == 0 or aces == 1 and length < 13:
        assert make_sequence(shuffled) == expected
    else:
        # A..K or 2..A (13 cards), or two aces: the written order says where the ace goes;
        # any order gives a sequence of the same cards
        assert sorted(make_sequence(shuffled).cards) == sorted(cards)
    # undeclared jokers read in order give the same values (D2)
    assert make_sequence(_window_cards(suit, low, length, jokers, declared=False)) == expected
    assert expected.joker_places() == tuple(sorted(jokers))


@given(windows(max_len=13), st.sampled_from(list(RANKS) + [None]),
       st.sampled_from(SUITS), st.sampled_from([None, "low", "high"]))
def test_property_ends_for_agrees_with_add(w, rank, suit, end):
    s = make_sequence(_window_cards(*w, declared=False))
    card = JOKER if rank is None else Card(rank, suit)
    ends = s.ends_for(card)
    if end is None and len(ends) == 1 or end in ends:
        t = s.add(card, end)
        assert len(t) == len(s) + 1
        assert make_sequence(t.cards) == t          # still a legal sequence
    else:
        with pytest.raises(MeldError) as err:
            s.add(card, end)
        held = [p for p in range(s.low, s.high + 1) if s.card_at(p).is_joker
                and s.card_at(p).declared == card]
        # a natural card whose place a joker holds: 3.7 decides (its value is fixed), when the
        # card has no place outside the sequence either
        if held and not card.is_joker and all(
                s.low <= p <= s.high for p in ((1, 14) if card.rank == 1 else (card.rank,))):
            assert (err.value.clause, err.value.code) == ("3.7", "place-held-by-joker")
        else:
            assert err.value.clause in ("3.2", "3.3", "3.4", "D2")


_SMALL = P("A♠ 2♠ 3♠ 4♠ 5♠ J♠ Q♠ K♠ A♠ 2♠ 5♥ 7♥ 7♦ 7♣ 7♠ JK JK JK")


@given(st.lists(st.sampled_from(_SMALL), min_size=0, max_size=7))
def test_property_makers_return_a_valid_meld_or_a_clause_error(cards):
    for maker in (make_group, make_sequence, make_meld):
        try:
            meld = maker(cards)
        except ContratoError as err:
            assert isinstance(err, (MeldError, ImpossibleCardsError))
            assert err.clause in ("1.2", "3.1", "3.2", "3.3", "3.4", "3.7", "D1", "D2")
            continue
        assert sorted(c.physical for c in meld.cards) == sorted(c.physical for c in cards)
        if isinstance(meld, Group):
            assert len(meld) >= 3
            assert all(c.effective_rank == meld.rank for c in meld.cards)
        else:
            assert 4 <= len(meld) <= 14
            for p, c in zip(range(meld.low, meld.high + 1), meld.cards):
                assert (c.declared if c.is_joker else c) == Card(place_rank(p), meld.suit)
