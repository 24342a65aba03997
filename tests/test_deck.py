"""The pack and the deal's numbers (generator/engine/deck.py, profile.py): clauses 1.1, 1.2,
1.5, 2.2, 2.5, 2.6.

2.1, 2.3 and 2.4 (who deals, the first discard, who plays first) are moves of the state machine
and are tested in ``tests/test_state.py``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, strategies as st

from generator.engine.cards import JOKER, RANKS, SUITS, Card, parse_cards
from generator.engine.deck import check_cards, full_pack, physical_counts, shuffled_pack
from generator.engine.errors import ContratoError, ImpossibleCardsError
from generator.engine.profile import CATALAN_SOURCE, CONTRATO

P = parse_cards


def test_1_1_exactly_four_players():
    assert CONTRATO.players == 4


def test_1_2_pack_has_107_cards_two_of_each_natural_and_3_jokers():
    pack = full_pack()
    assert len(pack) == 107 == CONTRATO.pack_size
    counts = Counter(pack)
    assert counts[JOKER] == 3
    naturals = {c: n for c, n in counts.items() if not c.is_joker}
    assert len(naturals) == 52
    assert set(naturals.values()) == {2}
    assert set(naturals) == {Card(r, s) for r in RANKS for s in SUITS}
    assert all(c.declared is None for c in pack)


def test_1_2_full_pack_is_in_a_fixed_order():
    pack = full_pack()
    assert pack == full_pack()
    assert [c.ascii() for c in pack[:3]] == ["AS", "AS", "2S"]
    assert list(pack[-3:]) == [JOKER] * 3


def test_1_2_two_copies_are_possible():
    counts = check_cards(P("7♥ 7♥ 7♣ JK JK JK"))
    assert counts[Card.parse("7♥")] == 2 and counts[JOKER] == 3


def test_1_2_third_copy_of_a_natural_card_rejected():
    with pytest.raises(ImpossibleCardsError) as err:
        check_cards(P("7♥ 8♠ 7♥ 7♥"))
    e = err.value
    assert e.clause == "1.2" and e.code == "too-many-copies"
    assert e.params == {"card": "7H", "count": 3, "limit": 2}
    assert str(e) == "a third 7♥: the pack has only 2 of each natural card (rule 1.2)"
    assert e.clauses == ("1.2",)
    assert e.reason == "a third 7♥: the pack has only 2 of each natural card"
    assert isinstance(e, ContratoError) and isinstance(e, ValueError)


def test_1_2_fourth_joker_rejected_declared_jokers_count_as_jokers():
    with pytest.raises(ImpossibleCardsError) as err:
        check_cards(P("JK JK=7♠ JK=7 JK"))
    assert err.value.clause == "1.2" and err.value.code == "too-many-jokers"
    assert err.value.params["count"] == 4
    assert physical_counts(P("JK JK=7♠ JK=7"))[JOKER] == 3


def test_1_2_a_rank_alone_is_not_a_card_of_the_pack():
    with pytest.raises(ImpossibleCardsError) as err:
        check_cards([Card(7, None)])
    assert err.value.clause == "1.2" and err.value.code == "not-a-card"


def test_1_2_other_profile_numbers():
    # the neighbouring variant (§V): one deck and one joker
    assert CATALAN_SOURCE.pack_size == 53 == len(full_pack(CATALAN_SOURCE))
    with pytest.raises(ImpossibleCardsError):
        check_cards(P("7♥ 7♥"), CATALAN_SOURCE)
    with pytest.raises(ImpossibleCardsError):
        check_cards(P("JK JK"), CATALAN_SOURCE)


def test_1_5_seven_rounds():
    assert CONTRATO.rounds == 7


def test_2_2_deal_sizes():
    assert [CONTRATO.deal_size(r) for r in range(1, 8)] == [10, 10, 10, 12, 12, 12, 12]
    for bad in (0, 8, "1", True):
        with pytest.raises(ValueError):
            CONTRATO.deal_size(bad)


def test_2_6_initial_stock_66_then_58():
    assert [CONTRATO.initial_stock(r) for r in range(1, 8)] == [66, 66, 66, 58, 58, 58, 58]
    for r in range(1, 8):
        # 107 = 4 hands + 1 discard + stock
        assert 4 * CONTRATO.deal_size(r) + 1 + CONTRATO.initial_stock(r) == 107


def test_2_5_shuffle_is_a_permutation_of_the_whole_pack_and_seeded():
    a = shuffled_pack(random.Random(42))
    b = shuffled_pack(random.Random(42))
    c = shuffled_pack(random.Random(43))
    assert a == b and a != c
    assert Counter(a) == Counter(full_pack())


def test_2_5_shuffle_uses_only_the_given_generator():
    random.seed(1)
    a = shuffled_pack(random.Random(7))
    random.seed(2)
    b = shuffled_pack(random.Random(7))
    assert a == b


@given(st.integers(0, 2**32))
def test_property_107_cards_conserved_by_every_shuffle(seed):
    pack = shuffled_pack(random.Random(seed))
    assert len(pack) == 107
    assert Counter(pack) == Counter(full_pack())
    check_cards(pack)


@given(st.lists(st.sampled_from(full_pack()), max_size=30))
def test_property_check_cards_accepts_exactly_what_the_pack_allows(cards):
    counts = Counter(cards)
    possible = all(n <= (3 if c.is_joker else 2) for c, n in counts.items())
    if possible:
        assert check_cards(cards) == counts
    else:
        with pytest.raises(ImpossibleCardsError) as err:
            check_cards(cards)
        assert err.value.clause == "1.2"
