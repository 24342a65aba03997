"""Order never changes an answer (issue 11): for every engine function behind the nine questions
of ``contrato verdict`` — can-open, meld, lay-off, joker swap, penalty, buy, go out, draw,
standings — the answer does not depend on the order of the cards of a hand or of cards laid off,
nor on the order of the table's melds beyond their numbering (an answer about meld 2 becomes
the same answer about that meld wherever it is written).

Hypothesis permutes the inputs and compares; positions come from the 107-card pack (two copies
of each card, three jokers), tables from whole contracts, hands up to every card left.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from generator.engine.buying import resolve_buying_window
from generator.engine.cards import JOKER, SUITS, Card, parse_cards
from generator.engine.contracts import check_table, validate_laydown
from generator.engine.deck import full_pack
from generator.engine.errors import ContratoError
from generator.engine.going_out import go_out_plan
from generator.engine.jokers import check_joker_swap_at, legal_joker_swaps
from generator.engine.layoff import lay_off_targets, lay_off_ways
from generator.engine.melds import Group, Sequence, make_group, make_meld, make_sequence, place_rank
from generator.engine.moves import Discard, LayOff, SwapJoker
from generator.engine.opening import can_open, judge_opening, list_openings
from generator.engine.running_out import needed_draw
from generator.engine.scoring import hand_penalty, penalty_breakdown, running_totals, winners

P = parse_cards


# -- positions ----------------------------------------------------------------------------------

def _pack() -> Counter:
    return Counter(full_pack())


@st.composite
def tables(draw, max_sequences=4, max_groups=3):
    """Melds that can lie together on a table (each card within the pack), sequences with
    jokers inside, and the pack left: ``(melds, pack)``."""
    pack = _pack()
    melds: list = []
    for _ in range(draw(st.integers(0, max_sequences))):
        suit = draw(st.sampled_from(SUITS))
        length = draw(st.integers(4, 8))
        low = draw(st.integers(1, 15 - length))
        cards = [Card(place_rank(p), suit) for p in range(low, low + length)]
        for i in draw(st.sets(st.integers(0, length - 1), max_size=2)):
            if pack[JOKER] - sum(c.is_joker for c in cards) > 0:
                cards[i] = JOKER
        need = Counter(cards)
        if all(c.is_joker for c in cards) or any(pack[c] < n for c, n in need.items()):
            continue
        pack.subtract(need)
        melds.append(make_sequence(cards))
    for _ in range(draw(st.integers(0, max_groups))):
        rank = draw(st.integers(1, 13))
        cards = [c for c in pack.elements() if not c.is_joker and c.rank == rank][:3]
        if draw(st.booleans()) and pack[JOKER] and len(cards) == 3:
            cards[2] = JOKER
        if len(cards) == 3:
            pack.subtract(cards)
            melds.append(make_group(cards))
    random.Random(draw(st.integers(0, 99))).shuffle(melds)
    return melds, pack


@st.composite
def hands(draw, pack: Counter | None = None, max_size=20, near=()):
    """A hand from what the pack has left, partly from the cards ``near`` (so that lay-offs
    and swaps fit)."""
    pack = Counter(pack or _pack())
    pool = sorted(pack.elements(), key=Card.sort_key)
    hand = []
    for _ in range(draw(st.integers(1, max_size))):
        options = [c for c in near if pack[c] > 0] if near and draw(st.booleans()) else pool
        card = draw(st.sampled_from(options or pool))
        if pack[card] > 0:
            pack[card] -= 1
            hand.append(card)
    return hand


def shuffled(items, seed):
    out = list(items)
    random.Random(seed).shuffle(out)
    return out


def near_cards(melds):
    """The cards around the table's sequences and their jokers' natural cards, and jokers."""
    out = [JOKER]
    for m in melds:
        if isinstance(m, Sequence):
            out += [Card(place_rank(p), m.suit)
                    for p in range(max(1, m.low - 3), min(14, m.high + 3) + 1)]
        else:
            out += [Card(m.rank, s) for s in SUITS]
    return out


def renumbered(order):
    """``old index -> new index`` for a table rewritten in ``order`` (new[i] = old[order[i]])."""
    return {old: new for new, old in enumerate(order)}


# -- can-open -----------------------------------------------------------------------------------

@settings(max_examples=60)
@given(st.integers(1, 7), hands(max_size=30), st.integers(0, 10 ** 6))
def test_can_open_and_its_listing_ignore_the_hands_order(round_, hand, seed):
    other = shuffled(hand, seed)
    assert can_open(round_, hand) == can_open(round_, other)
    a = list_openings(round_, hand, shown=5, limit=50)
    b = list_openings(round_, other, shown=5, limit=50)
    assert a == b
    va = judge_opening(round_, hand, shown=5, limit=50)
    vb = judge_opening(round_, other, shown=5, limit=50)
    assert va == vb
    assert bool(a.items) == can_open(round_, hand)


# -- meld ---------------------------------------------------------------------------------------

_MELD_POOL = P("A♠ 2♠ 3♠ 4♠ 5♠ Q♠ K♠ A♠ 7♥ 7♦ 7♣ 7♠ K♣ K♦ A♦ JK=4♠ JK=7 JK=K♠")


@given(st.lists(st.sampled_from(_MELD_POOL), min_size=1, max_size=7), st.integers(0, 10 ** 6),
       st.sampled_from([None, "group", "sequence"]))
def test_a_meld_of_cards_with_their_values_ignores_their_order(cards, seed, kind):
    # natural cards and declared jokers carry their places: any order is the same meld
    # (undeclared jokers in a sequence are read from the low end, D2: that order is notation)
    def judge(cs):
        try:
            return make_meld(cs, kind)
        except ContratoError as err:
            return (type(err), err.code, err.clauses)

    assert judge(cards) == judge(shuffled(cards, seed))


@settings(max_examples=40)
@given(tables(), st.integers(0, 10 ** 6))
def test_a_table_is_whole_contracts_in_any_order(table, seed):
    melds, _ = table
    other = shuffled(melds, seed)
    for round_ in range(1, 8):
        try:
            a = check_table(round_, melds)
        except ContratoError as err:
            a = err.code
        try:
            b = check_table(round_, other)
        except ContratoError as err:
            b = err.code
        assert a == b


def test_a_laydown_ignores_the_order_of_its_melds():
    melds = [make_sequence(P("3♠ 4♠ 5♠ 6♠")), make_group(P("7♣ 7♦ 7♥")),
             make_sequence(P("9♥ 10♥ J♥ Q♥"))]
    assert validate_laydown(6, melds) == validate_laydown(6, melds[::-1])


# -- lay-off ------------------------------------------------------------------------------------

def ways_or_refusal(round_, meld, cards, **kw):
    try:
        return lay_off_ways(round_, meld, cards, opened_before_this_turn=True,
                            cards_left_after=1, **kw)
    except ContratoError as err:
        return (err.code, err.clauses, err.params.get("card"))


def test_the_issue_example_seven_cards_out_of_rank_order_5_4():
    run = make_sequence(P("5♠ 6♠ 7♠ 8♠"))
    given_order = ways_or_refusal(3, run, P("10♠ 9♠ J♠ Q♠ K♠ 4♠ 3♠"))
    in_order = ways_or_refusal(3, run, P("3♠ 4♠ 9♠ 10♠ J♠ Q♠ K♠"))
    assert given_order == in_order
    (way,) = given_order
    assert str(way.result) == "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"
    # the steps are an order the one-card rules accept: inner cards first at each end
    assert [(str(c), e) for c, e in way.steps] == [
        ("4♠", "low"), ("3♠", "low"), ("9♠", "high"), ("10♠", "high"), ("J♠", "high"),
        ("Q♠", "high"), ("K♠", "high")]


@settings(max_examples=150)
@given(st.data())
def test_lay_off_ways_ignore_the_order_of_the_cards(data):
    melds, pack = data.draw(tables(max_sequences=2, max_groups=1))
    if not melds:
        return
    meld = data.draw(st.sampled_from(melds))
    cards = data.draw(hands(pack, max_size=9, near=near_cards([meld])))
    seed = data.draw(st.integers(0, 10 ** 6))
    assert ways_or_refusal(3, meld, cards) == ways_or_refusal(3, meld, shuffled(cards, seed))


@settings(max_examples=40)
@given(st.data())
def test_lay_off_targets_follow_the_melds_wherever_they_are_written(data):
    melds, pack = data.draw(tables())
    fits = [c for c in near_cards(melds) if pack[c] > 0]
    if not fits:
        return
    card = data.draw(st.sampled_from(fits))
    order = shuffled(range(len(melds)), data.draw(st.integers(0, 10 ** 6)))
    other = [melds[i] for i in order]
    new = renumbered(order)
    a = lay_off_targets(3, melds, card, opened_before_this_turn=True, cards_left_after=1)
    b = lay_off_targets(3, other, card, opened_before_this_turn=True, cards_left_after=1)
    assert sorted((new[i], e) for i, e in a) == sorted(b)


# -- joker swap ---------------------------------------------------------------------------------

def swaps_by_meld(table, hand):
    return {(id(table[s.meld_index]), s.natural, s.place,
             tuple(sorted((id(table[i]), e or "") for i, e in s.targets)))
            for s in legal_joker_swaps(3, table, hand, opened_before_this_turn=True)}


@settings(max_examples=60)
@given(st.data())
def test_joker_swaps_ignore_the_hands_order_and_follow_the_melds(data):
    melds, pack = data.draw(tables())
    hand = data.draw(hands(pack, max_size=8, near=near_cards(melds)))
    seed = data.draw(st.integers(0, 10 ** 6))
    other_hand = shuffled(hand, seed)
    other_table = shuffled(melds, seed)
    assert swaps_by_meld(melds, hand) == swaps_by_meld(melds, other_hand)
    assert swaps_by_meld(melds, hand) == swaps_by_meld(other_table, hand)
    # and the refusal of each joker is the same wherever its meld is written
    for i, meld in enumerate(melds):
        places = meld.joker_places() if isinstance(meld, Sequence) else [None] * meld.jokers
        for place in places[:1] if isinstance(meld, Group) else places:
            j = other_table.index(meld)
            answers = []
            for table, index, h in ((melds, i, hand), (other_table, j, other_hand)):
                try:
                    sw = check_joker_swap_at(3, table, h, index, place,
                                             opened_before_this_turn=True)
                    answers.append((sw.natural, sw.place, len(sw.targets)))
                except ContratoError as err:
                    answers.append((err.code, err.clauses))
            assert answers[0] == answers[1]


# -- penalty, draw, standings -------------------------------------------------------------------

@given(hands(max_size=40), st.integers(0, 10 ** 6))
def test_a_penalty_ignores_the_hands_order(hand, seed):
    other = shuffled(hand, seed)
    assert hand_penalty(hand) == hand_penalty(other)
    assert Counter(penalty_breakdown(hand)) == Counter(penalty_breakdown(other))


@given(st.integers(0, 107), st.integers(0, 107))
def test_a_needed_draw_depends_on_the_sizes_only(stock, discard):
    assert needed_draw(stock, discard) == needed_draw(stock, discard)


@given(st.lists(st.lists(st.sampled_from([0, 2, 3, 10, 45, 120]), min_size=4, max_size=4)
                .filter(lambda r: r.count(0) <= 1), min_size=1, max_size=7),
       st.integers(0, 10 ** 6))
def test_standings_ignore_the_rounds_order_and_follow_the_seats(rows, seed):
    totals = running_totals(rows)
    assert running_totals(shuffled(rows, seed)) == totals
    seats = shuffled(range(4), seed)
    moved = running_totals([[row[s] for s in seats] for row in rows])
    assert moved == [totals[s] for s in seats]
    assert sorted(seats[w] for w in winners(moved)) == winners(totals)


# -- buy ----------------------------------------------------------------------------------------

@settings(max_examples=80)
@given(st.data())
def test_the_buying_window_ignores_the_order_of_the_requests(data):
    hand = data.draw(hands(max_size=12))
    if len(hand) < 4:
        return
    discard, stock = hand[: len(hand) // 2], hand[len(hand) // 2:]
    active = data.draw(st.integers(0, 3))
    wants = {}
    for seat in range(4):
        if seat != active:
            wants[seat] = data.draw(st.lists(st.sampled_from(discard), max_size=3))
    seed = data.draw(st.integers(0, 10 ** 6))
    other = {seat: shuffled(cards, seed) for seat, cards in shuffled(wants.items(), seed)}
    a = resolve_buying_window(active, discard, stock, wants, rng=random.Random(1))
    b = resolve_buying_window(active, discard, stock, other, rng=random.Random(1))
    assert a == b


# -- go out -------------------------------------------------------------------------------------

def way_out(round_, hand, table, opened=True):
    plan = go_out_plan(round_, hand, table, opened_before_this_turn=opened)
    if plan is None:
        return None
    # the moves on sequences in order, the closing lay-offs on groups as a multiset (they are
    # made in any order: they follow the hand's), the discard; melds named by their cards
    path, closing, last = [], Counter(), None
    for m in plan.moves:
        if isinstance(m, LayOff) and isinstance(table[m.meld_index], Group):
            closing[(m.card, table[m.meld_index].sort_key())] += 1
        elif isinstance(m, LayOff):
            path.append(("lay-off", m.card, table[m.meld_index].sort_key(), m.end))
        elif isinstance(m, SwapJoker):
            path.append(("swap", m.natural, table[m.meld_index].sort_key(),
                         table[m.target_index].sort_key(), m.target_end))
        elif isinstance(m, Discard):
            last = m.card
        else:
            path.append(("lay-down", m))
    return path, closing, last


@settings(max_examples=80)
@given(st.data())
def test_going_out_ignores_the_hands_order(data):
    melds, pack = data.draw(tables())
    hand = data.draw(hands(pack, max_size=12, near=near_cards(melds)))
    seed = data.draw(st.integers(0, 10 ** 6))
    assert way_out(3, hand, melds) == way_out(3, shuffled(hand, seed), melds)
    # not opened: the way out is the opening (rounds 1-7)
    for round_ in (1, 4, 7):
        assert (way_out(round_, hand, [], opened=False)
                == way_out(round_, shuffled(hand, seed), [], opened=False))


@settings(max_examples=80)
@given(st.data())
def test_going_out_answers_the_same_wherever_the_melds_are_written(data):
    melds, pack = data.draw(tables())
    hand = data.draw(hands(pack, max_size=12, near=near_cards(melds)))
    other = shuffled(melds, data.draw(st.integers(0, 10 ** 6)))
    a = go_out_plan(3, hand, melds, opened_before_this_turn=True)
    b = go_out_plan(3, hand, other, opened_before_this_turn=True)
    assert (a is None) == (b is None)
