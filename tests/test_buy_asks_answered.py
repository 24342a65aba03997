"""Every request of a buying window gets its answer (no silent skip): the card bought, the
request refused with its clause, or the request that the window never reached — a card that
never came to the top while the purchases lasted (6.2, 6.4), or one the discard pile does not
hold. Found by a new user's try: ``asks: {2: 9♣, 3: K♠}`` over ``discard: 7♥ 9♣`` said only
"nobody buys"."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from generator.engine.cards import Card, parse_cards
from generator.engine.deck import RANKS, SUITS
from generator.questions import buy
from generator.questions.lines import Cards, Seat
from generator.verdict.answers import answer as verdict
from generator.verdict.data import from_data


def lines_of(data):
    s = buy.read(data)
    a = buy.answer(s)
    return s, a, buy.explain(s, a).lines


def said(lines, key):
    out = []
    for line in lines:
        if line.key == key:
            params = dict(line.params)
            out.append((params["seat"].seat, params["card"].cards[0].physical))
    return out


def test_a_card_below_that_never_comes_up_and_a_card_not_in_the_pile_are_said():
    data = {"active": 1, "discard": "7♥ 9♣", "stock": "5♦ 4♦ 3♦", "asks": {2: "9♣", 3: "K♠"}}
    s, a, lines = lines_of(data)
    assert a.outcome.purchases == () and a.outcome.refusals == ()
    nine, king = parse_cards("9♣ K♠")
    assert said(lines, "buy.ask_not_reached") == [(1, nine.physical)]
    assert said(lines, "buy.ask_not_in_pile") == [(2, king.physical)]
    text = verdict(from_data(dict(data, question="buy")), lang="pt").sentences
    assert ("O jogador 2 pediu o 9♣, que nunca ficou em cima no descarte enquanto se "
            "compravam cartas fora da vez: só se compra a carta de cima (§6.2, §6.4).") in text
    assert ("O jogador 3 pediu o K♠, que não está no descarte: fora da vez só se compra a "
            "carta de cima do descarte (§6.2).") in text


def test_the_card_below_once_the_top_is_bought_is_answered_by_the_purchase():
    data = {"active": 1, "discard": "7♥ 9♣", "stock": "5♦ 4♦ 3♦",
            "asks": {3: "7♥", 2: "9♣"}}
    s, a, lines = lines_of(data)
    assert [(pu.seat, str(pu.card)) for pu in a.outcome.purchases] == [(2, "7♥"), (1, "9♣")]
    assert said(lines, "buy.ask_not_reached") == [] and said(lines, "buy.ask_not_in_pile") == []


def test_with_unlisted_cards_below_a_missing_card_is_not_said_absent():
    """The pile holds 6 cards, 2 listed: a K♠ could be below; the window never reached it."""
    data = {"active": 1, "discard": "7♥ 9♣", "discard_size": 6, "stock": "5♦ 4♦ 3♦",
            "asks": {3: "K♠"}}
    s, a, lines = lines_of(data)
    assert said(lines, "buy.ask_not_in_pile") == []
    assert said(lines, "buy.ask_not_reached") == [(2, parse_cards("K♠")[0].physical)]


NATURALS = [Card(r, s) for s in SUITS for r in RANKS]


@settings(max_examples=150)
@given(st.lists(st.sampled_from(NATURALS), min_size=1, max_size=4, unique=True),
       st.dictionaries(st.integers(2, 4), st.lists(st.sampled_from(NATURALS[:14]), min_size=1,
                                                   max_size=2, unique=True), max_size=3),
       st.booleans())
def test_every_request_is_answered_once_per_card(discard, asks, takes):
    data = {"active": 1, "discard": " ".join(map(str, discard)), "stock": "5♦ 4♦ 3♦ 2♦ A♦",
            "asks": {seat: " ".join(map(str, cards)) for seat, cards in asks.items()}}
    if takes:
        data["draws"] = "discard"
    s, a, lines = lines_of(data)
    answered = ({(pu.seat, pu.card.physical) for pu in a.outcome.purchases}
                | {(r.seat, r.card.physical) for r in a.outcome.refusals}
                | set(said(lines, "buy.ask_not_reached")) | set(said(lines, "buy.ask_not_in_pile")))
    for seat, cards in asks.items():
        for card in cards:
            assert (seat - 1, card.physical) in answered, (data, lines)
    # a card said absent is absent
    for seat, physical in said(lines, "buy.ask_not_in_pile"):
        assert all(c.physical != physical for c in discard)


def test_without_buying_every_request_is_refused_by_that_house_rule():
    """Under h1-bn (no buying, 6.1) a request for a card below the top is refused by the same
    house rule, not said 'never reached while cards were bought'."""
    from generator.engine.house import decode
    profile = decode("h1-bn").profile()
    s = buy.read({"active": 1, "discard": "7♥ 9♣", "stock": "5♦ 4♦ 3♦",
                  "asks": {2: "9♣", 3: "7♥"}}, profile)
    a = buy.answer(s, profile)
    lines = buy.explain(s, a, profile).lines
    assert said(lines, "buy.ask_not_reached") == [] and said(lines, "buy.ask_not_in_pile") == []
    refused = [(dict(x.params)["seat"].seat, str(dict(x.params)["card"].cards[0]))
               for x in lines if x.key == "buy.refused_no_buying"]
    assert sorted(refused) == [(1, "9♣"), (2, "7♥")]


def test_the_discarder_is_said_only_for_the_card_just_discarded():
    """Seat 4 discarded the 7♥ (the top) and asks for the 9♣ below it too: for the 7♥ the
    refusal says that seat just discarded it (D3); for the 9♣, discarded earlier by whoever,
    only the priority (6.2) — a fresh reader found «o 9♣, que acabou de descartar»."""
    data = {"active": 1, "discard": "7♥ 9♣", "stock": "5♦ 4♦ 3♦",
            "asks": {2: ["7♥", "9♣"], 3: "9♣", 4: ["7♥", "9♣"]}}
    s, a, lines = lines_of(data)
    assert [(pu.seat, str(pu.card)) for pu in a.outcome.purchases] == [(1, "7♥"), (2, "9♣")]
    assert said(lines, "buy.refused_priority_discarder") == [(3, parse_cards("7♥")[0].physical)]
    assert (3, parse_cards("9♣")[0].physical) in said(lines, "buy.refused_priority")
    # on the first turn the top was turned up at the deal: nobody discarded it
    s, a, lines = lines_of({"active": 1, "discard": "7♥", "stock": "5♦ 4♦ 3♦",
                            "stock_size": 66, "round": 1, "turn": 1,
                            "asks": {2: "7♥", 4: "7♥"}})
    assert said(lines, "buy.refused_priority_discarder") == []
    assert said(lines, "buy.refused_priority") == [(3, parse_cards("7♥")[0].physical)]
