"""Cards and their notation (generator/engine/cards.py): clauses 1.2, 1.3, 3.7.

Every card of the pack, every declared joker, both notations, and a fuzzed parser that never
raises anything but :class:`CardNotationError` naming the token and its place.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from generator.engine.cards import (ACE, JOKER, KING, RANKS, SUITS, Card, Suit, format_cards,
                                    parse_card, parse_cards, parse_rank, rank_symbol)
from generator.engine.errors import CardNotationError, ContratoError

P = parse_cards

NATURALS = [Card(r, s) for s in SUITS for r in RANKS]
#: Every value a card can have: 52 naturals, the joker, 52 jokers declared as a card (in a
#: sequence) and 13 declared as a rank (in a group), 3.7.
EVERY_CARD = (NATURALS + [JOKER] + [JOKER.declare(c) for c in NATURALS]
              + [JOKER.declare(Card(r, None)) for r in RANKS])


# -- 1.2 / 3.7: reading and writing cards ---------------------------------------------------

def test_1_2_every_rank_and_suit_parses():
    assert parse_card("AS") == Card(ACE, Suit.SPADES)
    assert parse_card("10H") == Card(10, Suit.HEARTS)
    assert parse_card("TD") == Card(10, Suit.DIAMONDS)
    assert parse_card("qc") == Card(12, Suit.CLUBS)
    assert parse_card("K♣") == Card(KING, Suit.CLUBS)
    assert parse_card("J♤") == Card(11, Suit.SPADES)       # outline suit symbols
    assert parse_card("7♡") == Card(7, Suit.HEARTS)
    assert parse_card("7♢") == Card(7, Suit.DIAMONDS)
    assert parse_card("7♧") == Card(7, Suit.CLUBS)
    assert parse_card("  2s ") == Card(2, Suit.SPADES)    # white space around is ignored


def test_1_2_emoji_suits_with_variation_selector():
    # phones paste "♥️" (U+2665 U+FE0F); the selector adds nothing to the suit
    assert parse_card("7♥\ufe0f") == Card(7, Suit.HEARTS)
    assert parse_card("A♠\ufe0e") == Card(ACE, Suit.SPADES)
    assert parse_card("JK=10♦\ufe0f") == JOKER.declare(Card(10, Suit.DIAMONDS))


def test_3_7_jokers_parse_with_and_without_declared_value():
    assert parse_card("JK") == JOKER
    assert parse_card("jk") == JOKER
    assert parse_card("Joker") == JOKER
    assert parse_card("JK=7♠") == Card(None, None, Card(7, Suit.SPADES))
    assert parse_card("jk=7s") == JOKER.declare(Card(7, Suit.SPADES))
    assert parse_card("JK=7") == JOKER.declare(Card(7, None))   # a group joker: rank only
    assert parse_card("JK=10").declared.rank == 10


def test_3_7_declared_value_is_part_of_the_value_not_of_the_physical_card():
    a, b = parse_card("JK=7♠"), parse_card("JK=8♠")
    assert a != b != JOKER
    assert a.physical == b.physical == JOKER
    assert a.effective_rank == 7 and a.effective_suit is Suit.SPADES
    assert JOKER.effective_rank is None and JOKER.effective_suit is None
    assert parse_card("7♥").physical == parse_card("7♥")


def test_1_3_only_jokers_are_wild_twos_are_natural():
    two = parse_card("2♠")
    assert not two.is_joker
    assert two.effective_rank == 2 and two.effective_suit is Suit.SPADES
    assert two.physical == two
    with pytest.raises(ValueError):
        two.declare(Card(5, Suit.SPADES))       # a two never stands for another card
    assert JOKER.is_joker and [c for c in P("2♠ 2♥ 2♦ 2♣ JK") if c.is_joker] == [JOKER]


@pytest.mark.parametrize("token, ascii_, uni", [
    ("7H", "7H", "7♥"), ("10s", "10S", "10♠"), ("ts", "10S", "10♠"), ("a♣", "AC", "A♣"),
    ("K♧", "KC", "K♣"), ("jk", "JK", "JK"), ("JOKER", "JK", "JK"), ("jk=q♡", "JK=QH", "JK=Q♥"),
    ("JK=t", "JK=10", "JK=10"), ("JK=a", "JK=A", "JK=A"), ("2D", "2D", "2♦"),
])
def test_notation_formats_canonically(token, ascii_, uni):
    card = parse_card(token)
    assert card.ascii() == ascii_
    assert card.unicode() == uni == str(card)
    assert format_cards([card]) == uni and format_cards([card], ascii=True) == ascii_


def test_format_cards_keeps_order_and_8_3_example_reads_back():
    cards = P("K♣ A♥ 5♦ JK")
    assert format_cards(cards) == "K♣ A♥ 5♦ JK"
    assert format_cards(cards, ascii=True) == "KC AH 5D JK"
    assert P("KC, AH;5D  JK") == cards
    assert P(["KC", "AH", "5D", "JK"]) == cards
    assert P("") == [] and P("  ,, ") == []


@pytest.mark.parametrize("card", EVERY_CARD, ids=lambda c: c.ascii())
def test_round_trip_every_card_ascii_and_unicode(card):
    assert parse_card(card.ascii()) == card
    assert parse_card(card.unicode()) == card
    assert parse_card(repr(card)[len("Card.parse('"):-2]) == card
    assert card.ascii().isascii()


def test_round_trip_the_whole_pack_as_one_string():
    text_u = format_cards(EVERY_CARD)
    text_a = format_cards(EVERY_CARD, ascii=True)
    assert P(text_u) == EVERY_CARD
    assert P(text_a) == EVERY_CARD


def test_rank_symbols():
    assert [rank_symbol(r) for r in RANKS] == "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    assert [parse_rank(t) for t in "A 2 3 4 5 6 7 8 9 10 J Q K".split()] == list(RANKS)
    assert parse_rank("t") == 10
    with pytest.raises(ValueError):
        rank_symbol(14)
    with pytest.raises(CardNotationError) as err:
        parse_rank("1")
    assert err.value.token == "1"


def test_display_order_suits_then_ranks_jokers_last():
    cards = P("JK=7 2♣ JK A♥ K♠ 10♠ JK=3♠ 2♠")
    # jokers last: undeclared, then rank-only values, then full values
    assert format_cards(sorted(cards)) == "2♠ 10♠ K♠ A♥ 2♣ JK JK=7 JK=3♠"
    assert sorted(SUITS) == [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
    assert Suit.HEARTS.is_red and Suit.DIAMONDS.is_red and not Suit.CLUBS.is_red


# -- bad notation: a clear CardNotationError naming the token --------------------------------

@pytest.mark.parametrize("token, words", [
    ("7X", "unknown suit"), ("11S", "rank"), ("1H", "rank"), ("0S", "rank"), ("7", "missing suit"),
    ("", "empty"), ("JK=", "needs a value"), ("JK=JK", "not a joker"), ("JK=7X", "bad declared"),
    ("7H=8H", "only a joker"), ("Z", "not a card"), ("♥7", "not a card"), ("JK=1", "bad declared"),
])
def test_bad_tokens_raise_notation_error(token, words):
    with pytest.raises(CardNotationError) as err:
        parse_card(token)
    e = err.value
    assert words in str(e)
    assert e.clause is None and e.code == "notation" and e.position is None
    assert isinstance(e, ValueError) and isinstance(e, ContratoError)


def test_parse_cards_names_the_bad_token_and_its_position():
    with pytest.raises(CardNotationError) as err:
        parse_cards("7H, 8H 9Z 10H")
    e = err.value
    assert (e.token, e.position) == ("9Z", 3)
    assert str(e).startswith("token 3 '9Z': unknown suit")
    with pytest.raises(CardNotationError) as err:
        parse_cards(["7H", 42])
    assert err.value.position == 2 and err.value.token == "42"


def test_parse_card_refuses_non_text():
    with pytest.raises(CardNotationError) as err:
        parse_card(7)
    assert "expected text" in str(err.value)
    with pytest.raises(CardNotationError) as err:
        parse_cards(None)
    assert "expected text" in str(err.value) and err.value.token == "None"


def test_card_constructor_refuses_impossible_values():
    with pytest.raises(ValueError):
        Card(14, Suit.SPADES)
    with pytest.raises(ValueError):
        Card(0, Suit.SPADES)
    with pytest.raises(ValueError):
        Card(True, Suit.SPADES)          # a bool is not a rank
    with pytest.raises(ValueError):
        Card(7, "H")                     # a suit is a Suit
    with pytest.raises(ValueError):
        Card(None, Suit.SPADES)          # a joker has no suit
    with pytest.raises(ValueError):
        Card(7, Suit.SPADES, Card(7, Suit.SPADES))   # only a joker declares
    with pytest.raises(ValueError):
        JOKER.declare(JOKER)             # a joker stands for a natural card
    with pytest.raises(ValueError):
        Card(None, None, "7S")


# -- properties ------------------------------------------------------------------------------

cards_st = st.sampled_from(EVERY_CARD)


@given(st.lists(cards_st, max_size=20), st.sampled_from([" ", ", ", ";", "\n", " ,\t"]))
def test_property_round_trip_lists(cards, sep):
    for ascii_ in (False, True):
        text = sep.join(c.ascii() if ascii_ else c.unicode() for c in cards)
        assert parse_cards(text) == cards


_RANK_SPELLINGS = {r: [rank_symbol(r), rank_symbol(r).lower()] + (["T", "t"] if r == 10 else [])
                   for r in RANKS}
_SUIT_SPELLINGS = {Suit.SPADES: ["S", "s", "♠", "♤", "♠\ufe0f"],
                   Suit.HEARTS: ["H", "h", "♥", "♡", "♥\ufe0f"],
                   Suit.DIAMONDS: ["D", "d", "♦", "♢"], Suit.CLUBS: ["C", "c", "♣", "♧"]}


@st.composite
def spelled_cards(draw):
    """A card and one of its many spellings."""
    card = draw(cards_st)
    value = card.declared if card.is_joker else card
    if card.is_joker and value is None:
        return card, draw(st.sampled_from(["JK", "jk", "Jk", "JOKER", "joker", "🃏"]))
    text = draw(st.sampled_from(_RANK_SPELLINGS[value.rank]))
    if value.suit is not None:
        text += draw(st.sampled_from(_SUIT_SPELLINGS[value.suit]))
    if card.is_joker:
        text = draw(st.sampled_from(["JK=", "jk=", "Joker="])) + text
    return card, text


@given(spelled_cards())
def test_property_format_of_parse_is_canonical(pair):
    card, text = pair
    parsed = parse_card(text)
    assert parsed == card
    assert parse_card(parsed.ascii()).ascii() == parsed.ascii()
    assert parsed.ascii() == card.ascii() and parsed.unicode() == card.unicode()


def _check_never_crashes(text):
    try:
        cards = parse_cards(text)
    except CardNotationError as err:
        assert err.token and isinstance(err.position, int) and err.position >= 1
        assert repr(err.token) in str(err) and f"token {err.position} " in str(err)
    else:
        assert all(isinstance(c, Card) for c in cards)
        assert parse_cards(format_cards(cards)) == cards
    try:
        card = parse_card(text)
    except CardNotationError as err:
        assert err.token is not None and repr(err.token) in str(err)
    else:
        assert parse_card(card.unicode()) == card


@settings(max_examples=400)
@given(st.text())
def test_fuzz_any_text_gives_cards_or_a_notation_error(text):
    _check_never_crashes(text)


_NEAR_MISS = st.text(alphabet=st.sampled_from(
    list("0123456789AJQKTajqktSHDCshdcXZ♠♥♦♣♤♡♢♧=JKjkOER,; \t\n\u00a0\u2028\ufe0f\ufe0e🃏")),
    max_size=14)


@settings(max_examples=600)
@given(_NEAR_MISS)
def test_fuzz_card_like_text_gives_cards_or_a_notation_error(text):
    _check_never_crashes(text)
