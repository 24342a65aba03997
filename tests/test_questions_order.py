"""Order never changes an answer, question by question (issue 11, section 1): through the question
layer that ``contrato verdict`` and the puzzles share (:func:`generator.questions.ask`), the
answer and the clauses it cites do not depend on the order of the cards of ``hand``, ``cards``,
``meld`` (natural cards and declared jokers) or ``asks``, nor on the order of the table's melds
beyond their numbering (an answer about meld 2 becomes the same answer about that meld wherever
it is written), nor on the order of the rounds of ``standings``.

Positions come from the 107-card pack; tables are whole contracts of the round, as a real table
is (one per player who opened, lay-offs lengthening them).
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from generator.engine.cards import JOKER, SUITS, Card
from generator.engine.deck import full_pack
from generator.engine.melds import place_rank
from generator.engine.profile import CONTRATO
from generator.questions import ask
from generator.questions.common import SituationError, read_table

from test_engine_order import hands, near_cards, shuffled

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def text(cards) -> str:
    return " ".join(c.unicode() for c in cards)


@st.composite
def contract_tables(draw, rounds=(1, 2, 3, 4, 5, 6)):
    """``(round, melds, pack left)``: the whole contracts of 1-3 players who opened, their
    sequences lengthened and holding jokers, in a shuffled order."""
    round_ = draw(st.sampled_from(rounds))
    contract = CONTRATO.contract(round_)
    pack = Counter(full_pack())
    melds: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        for _ in range(contract.sequences):
            for _attempt in range(20):
                suit = draw(st.sampled_from(SUITS))
                length = draw(st.integers(4, 7))
                low = draw(st.integers(1, 15 - length))
                cards = [Card(place_rank(p), suit) for p in range(low, low + length)]
                for i in draw(st.sets(st.integers(0, length - 1), max_size=1)):
                    if pack[JOKER] > 0:
                        cards[i] = JOKER
                need = Counter(cards)
                if all(pack[c] >= n for c, n in need.items()):
                    pack.subtract(need)
                    melds.append(" ".join(c.unicode() if not c.is_joker else
                                          f"JK={Card(place_rank(low + k), suit).unicode()}"
                                          for k, c in enumerate(cards)))
                    break
            else:
                assume(False)
        for _ in range(contract.groups):
            rank = draw(st.integers(1, 13))
            cards = [c for c in pack.elements() if not c.is_joker and c.rank == rank][:3]
            assume(len(cards) == 3)
            pack.subtract(cards)
            melds.append(text(cards))
    random.Random(draw(st.integers(0, 99))).shuffle(melds)
    return round_, melds, pack


def answered(question: str, data: dict):
    """``(value, clauses)``, or the error's code and path."""
    try:
        _, a, e = ask(question, data)
    except SituationError as err:
        return ("refused", err.code, err.path)
    return a.value, e.clauses


def renumber(order):
    """``old meld number -> new meld number`` (from 1) for a table rewritten in ``order``."""
    return {old + 1: new + 1 for new, old in enumerate(order)}


# -- can-open, meld, penalty --------------------------------------------------------------------

@SETTINGS
@given(st.integers(1, 7), hands(max_size=16), st.integers(0, 10 ** 6))
def test_can_open_ignores_the_hands_order(round_, hand, seed):
    a = answered("can-open", {"round": round_, "hand": text(hand)})
    b = answered("can-open", {"round": round_, "hand": text(shuffled(hand, seed))})
    assert a == b


_MELD_POOL = ["A♠", "2♠", "3♠", "4♠", "5♠", "Q♠", "K♠", "7♥", "7♦", "7♣", "7♠", "K♣", "K♦",
              "A♦", "JK=4♠", "JK=7", "JK=K♠", "JK=3♠"]


@SETTINGS
@given(st.lists(st.sampled_from(_MELD_POOL), min_size=1, max_size=6), st.integers(0, 10 ** 6),
       st.sampled_from([None, 1, 2, 7]))
def test_a_meld_of_cards_with_their_values_ignores_their_order(cards, seed, round_):
    assume(Counter(cards)["JK=4♠"] + Counter(cards)["JK=7"] + Counter(cards)["JK=K♠"]
           + Counter(cards)["JK=3♠"] <= 3)
    data = {"meld": " ".join(cards)} | ({"round": round_} if round_ else {})
    other = dict(data, meld=" ".join(shuffled(cards, seed)))
    assert answered("meld", data) == answered("meld", other)


@SETTINGS
@given(hands(max_size=30), st.integers(0, 10 ** 6))
def test_a_penalty_ignores_the_hands_order(hand, seed):
    assert answered("penalty", {"hand": text(hand)}) == \
        answered("penalty", {"hand": text(shuffled(hand, seed))})


# -- lay-off ------------------------------------------------------------------------------------

@SETTINGS
@given(st.data())
def test_lay_off_ignores_the_order_of_cards_hand_and_table(data):
    round_, melds, pack = data.draw(contract_tables())
    table, _ = read_table({"table": melds})
    cards = data.draw(hands(pack, max_size=5, near=near_cards(table)))
    rest = [c for c in pack.elements() if c not in cards][:2]
    seed = data.draw(st.integers(0, 10 ** 6))
    order = shuffled(range(len(melds)), seed)
    other_melds = [melds[i] for i in order]
    new = renumber(order)
    base = {"round": round_, "opened": "earlier", "hand": text(cards + rest)}
    many = {"cards": text(cards)} if len(cards) > 1 else {"card": text(cards)}
    # no target: where the one card fits (renumbered), or whether all go on (several)
    a = answered("lay-off", dict(base, table=melds, **many))
    b = answered("lay-off", dict(base, table=other_melds,
                                 hand=text(shuffled(cards + rest, seed)),
                                 **{k: text(shuffled(cards, seed)) for k in many}))
    if len(cards) == 1 and isinstance(a[0], list):
        assert sorted((new[t["meld"]], t["end"] or "") for t in a[0]) == \
            sorted((t["meld"], t["end"] or "") for t in b[0])
        assert set(a[1]) == set(b[1])
    else:
        assert a == b
    # with a target: the same meld, wherever it is written
    target = data.draw(st.integers(1, len(melds)))
    a = answered("lay-off", dict(base, table=melds, target=target, **many))
    b = answered("lay-off", dict(base, table=other_melds, target=new[target],
                                 **{k: text(shuffled(cards, seed)) for k in many}))
    assert a[0] == b[0] and set(a[1]) == set(b[1])


# -- joker-swap, go-out -------------------------------------------------------------------------

def _swaps(value, new=None):
    new = new or (lambda i: i)
    return sorted((new(s["meld"]), s["card"],
                   tuple(sorted((new(t["meld"]), t["end"] or "", t["joker"])
                                for t in s["joker_to"]))) for s in value)


@SETTINGS
@given(st.data())
def test_joker_swaps_ignore_the_hands_order_and_follow_the_melds(data):
    round_, melds, pack = data.draw(contract_tables())
    table, _ = read_table({"table": melds})
    hand = data.draw(hands(pack, max_size=6, near=near_cards(table)))
    seed = data.draw(st.integers(0, 10 ** 6))
    order = shuffled(range(len(melds)), seed)
    new = renumber(order)
    base = {"round": round_, "opened": "earlier"}
    a = answered("joker-swap", dict(base, table=melds, hand=text(hand)))
    b = answered("joker-swap", dict(base, table=[melds[i] for i in order],
                                    hand=text(shuffled(hand, seed))))
    assert _swaps(a[0], new.get) == _swaps(b[0])
    assert set(a[1]) == set(b[1])


@SETTINGS
@given(st.data())
def test_going_out_ignores_the_hands_order_and_the_tables(data):
    round_, melds, pack = data.draw(contract_tables())
    table, _ = read_table({"table": melds})
    hand = data.draw(hands(pack, max_size=8, near=near_cards(table)))
    seed = data.draw(st.integers(0, 10 ** 6))
    order = shuffled(range(len(melds)), seed)
    base = {"round": round_, "opened": "earlier"}
    a = answered("go-out", dict(base, table=melds, hand=text(hand)))
    b = answered("go-out", dict(base, table=[melds[i] for i in order],
                                hand=text(shuffled(hand, seed))))
    assert a[0] == b[0]


# -- buy, standings -----------------------------------------------------------------------------

@SETTINGS
@given(st.data())
def test_buying_ignores_the_order_of_each_seats_requests(data):
    pack = sorted(full_pack(), key=Card.sort_key)
    picks = data.draw(st.lists(st.sampled_from(pack[:30]), min_size=1, max_size=6))
    assume(all(n <= 2 for c, n in Counter(picks).items() if not c.is_joker))
    discard, stock = picks, [c for c in pack[60:66]]
    asks = {seat: data.draw(st.lists(st.sampled_from(picks), max_size=4))
            for seat in data.draw(st.sets(st.sampled_from([2, 3, 4]), min_size=1))}
    seed = data.draw(st.integers(0, 10 ** 6))
    base = {"active": 1, "discard": text(discard), "stock": text(stock)}
    a = answered("buy", dict(base, asks={s: text(c) for s, c in asks.items()}))
    b = answered("buy", dict(base, asks={s: text(shuffled(c, seed)) for s, c in
                                         reversed(list(asks.items()))}))
    assert a == b


@SETTINGS
@given(st.lists(st.permutations([0, 12, 30, 7]), min_size=1, max_size=7),
       st.integers(0, 10 ** 6))
def test_standings_ignore_the_order_of_the_rounds(rows, seed):
    assert answered("standings", {"penalties": rows}) == \
        answered("standings", {"penalties": shuffled(rows, seed)})


def test_the_issue_example_in_every_order_through_the_layer():
    # table 5♠ 6♠ 7♠ 8♠ (and the other sequence of round 3), cards 10♠ 9♠ J♠ Q♠ K♠ 4♠ 3♠
    cards = "10♠ 9♠ J♠ Q♠ K♠ 4♠ 3♠".split()
    answers = set()
    for seed in range(20):
        order = shuffled(cards, seed)
        value, clauses = answered("lay-off", {
            "round": 3, "table": ["5♠ 6♠ 7♠ 8♠", "9♥ 10♥ J♥ Q♥"], "opened": "earlier",
            "hand": " ".join(order) + " 2♦", "cards": " ".join(order), "target": 1})
        answers.add((value, clauses))
    assert answers == {(True, ("5.4", "3.4"))}
