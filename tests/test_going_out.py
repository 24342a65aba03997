"""Going out this turn (clauses 5.2, 5.4, 5.5, 7.1, 7.2, 7.4; rulings D6, D8): exact search."""

from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from generator.engine.cards import JOKER, SUITS, Card, parse_cards as P
from generator.engine.contracts import validate_opening
from generator.engine.deck import full_pack, physical_counts
from generator.engine.errors import ContratoError, IllegalMoveError
from generator.engine.going_out import can_go_out, go_out_plan, lay_off_plan, tables_before
from generator.engine.jokers import apply_joker_swap
from generator.engine.layoff import check_lay_off
from generator.engine.melds import Group, Sequence as Run, make_group, make_sequence, place_rank
from generator.engine.moves import Discard, LayDown, LayOff, SwapJoker
from generator.engine.profile import CONTRATO


def execute(round_, plan, hand, table, *, opened, seen=None):
    """Play the plan's moves with the rule utilities; return the hand left (must be empty).
    ``seen``, a list, receives the table as it stands before each move."""
    hand, table = list(hand), list(table)
    for move in plan.moves:
        if seen is not None:
            seen.append(tuple(table))
        if isinstance(move, LayDown):
            validate_opening(round_, hand, move.melds)
            for c in (c for m in move.melds for c in m.cards):
                hand.remove(c.physical)
            table += move.melds
        elif isinstance(move, LayOff):
            hand.remove(move.card)
            table[move.meld_index] = check_lay_off(
                round_, table[move.meld_index], move.card, opened_before_this_turn=opened,
                cards_left_after=len(hand), end=move.end)
        elif isinstance(move, SwapJoker):
            table, hand = apply_joker_swap(round_, table, hand, move.meld_index, move.natural,
                                           move.target_index, move.target_end,
                                           opened_before_this_turn=opened)
            hand, table = list(hand), list(table)
        else:
            assert isinstance(move, Discard)
            hand.remove(move.card)
    return hand


def plan_for(round_, hand, table, opened=True):
    return go_out_plan(round_, P(hand), table, opened_before_this_turn=opened)


def check(round_, hand, table, opened=True):
    plan = plan_for(round_, hand, table, opened)
    assert plan is not None
    assert execute(round_, plan, P(hand), table, opened=opened) == []
    return plan


def test_opening_then_discarding_the_last_card_5_2():
    plan = check(1, "7♠ 7♥ 7♦ 8♠ 8♥ 8♣ 2♣", [], opened=False)
    assert plan.clause == "5.2" and str(plan.discard) == "2♣"
    assert [type(m) for m in plan.moves] == [LayDown, Discard]


def test_no_lay_off_on_the_opening_turn_5_4():
    # 8 cards: the opening uses 6, one would have to be laid off: not this turn
    table = [make_group(P("K♠ K♥ K♦"))]
    assert plan_for(1, "7♠ 7♥ 7♦ 8♠ 8♥ 8♣ K♣ 2♣", table, opened=False) is None


def test_lay_off_all_but_one_and_discard_5_5():
    table = [make_sequence(P("5♠ 6♠ 7♠ 8♠")), make_group(P("9♦ 9♣ 9♥"))]
    plan = check(3, "9♠ 10♠ K♥", table)
    assert plan.clause == "5.5" and str(plan.discard) == "K♥"


def test_greedy_order_misses_search_finds():
    # 9♠ fits the group of 9s too; laid there first, 10♠ would be stranded
    table = [make_group(P("9♦ 9♣ 9♥")), make_sequence(P("5♠ 6♠ 7♠ 8♠"))]
    plan = check(3, "9♠ 10♠ K♥", table)
    assert LayOff(1, P("9♠")[0], "high") in plan.moves
    # the joker must stand for 9♠, not 4♠, for 10♠ to follow
    table = [make_sequence(P("5♠ 6♠ 7♠ 8♠")), make_sequence(P("J♥ Q♥ K♥ A♥"))]
    plan = check(3, "JK 10♠ 3♣", table)
    assert LayOff(0, JOKER, "high") in plan.moves


def test_going_out_through_a_joker_swap_7_1_7_2():
    table = [make_sequence(P("5♠ JK 7♠ 8♠"))]
    plan = check(3, "6♠ 10♠ K♥", table)
    assert plan.moves[0] == SwapJoker(0, P("6♠")[0], 0, "high")
    # without the swap there is no way: 10♠ does not fit
    assert plan_for(3, "10♠ K♥ Q♥", table) is None


def test_two_cards_stuck_no_way_out():
    table = [make_sequence(P("5♠ 6♠ 7♠ 8♠"))]
    assert plan_for(3, "K♥ Q♥", table) is None
    assert not can_go_out(3, P("K♥ Q♥"), table, opened_before_this_turn=True)
    # one card left (a hand of one before a draw that ended nothing): it is just discarded
    assert str(plan_for(3, "K♥", table).discard) == "K♥"


def test_round_7_whole_hand_no_discard_7_4_D8():
    hand = "A♠ 2♠ 3♠ 4♠ 5♥ 6♥ 7♥ 8♥ 9♥ 9♦ 10♦ J♦ Q♦"
    plan = check(7, hand, [], opened=False)
    assert plan.clause == "7.4" and plan.discard is None and len(plan.moves) == 1
    assert sorted(len(m) for m in plan.moves[0].melds) == [4, 4, 5]
    # one card that fits nowhere: no way out (no discard in round 7)
    assert plan_for(7, hand + " K♣", [], opened=False) is None
    # nobody has opened before in round 7 (whoever opens goes out): a contradiction, D8
    with pytest.raises(IllegalMoveError) as err:
        plan_for(7, hand, [], opened=True)
    assert err.value.clause == "D8"


def test_opened_this_turn_goes_out_only_by_discarding_the_last_card_5_4():
    table = [make_sequence(P("5♠ 6♠ 7♠ 8♠")), make_group(P("K♦ K♣ K♥"))]
    # just opened, one card left: discard it and go out
    plan = go_out_plan(2, P("2♣"), table, opened_before_this_turn=False, opened_this_turn=True)
    assert plan is not None and [str(m.card) for m in plan.moves] == ["2♣"]
    # just opened, 9♠ would fit the sequence, but no lay-off on the opening turn (5.4)
    assert go_out_plan(2, P("9♠ 2♣"), table, opened_before_this_turn=False,
                       opened_this_turn=True) is None
    with pytest.raises(IllegalMoveError) as err:
        go_out_plan(2, P("2♣"), table, opened_before_this_turn=True, opened_this_turn=True)
    assert err.value.clause == "5.3"


# -- exactness against a brute force over every order and target -------------------------

def brute(round_, hand, table):
    """Every sequence of lay-offs and swaps, every target, no shortcuts."""
    hand = list(hand)
    if len(hand) == 1:
        return True
    for i, meld in enumerate(table):
        for card in set(hand):
            ends = [None] if isinstance(meld, Group) else ["low", "high"]
            for end in ends:
                try:
                    new = check_lay_off(round_, meld, card, opened_before_this_turn=True,
                                        cards_left_after=len(hand) - 1, end=end)
                except ContratoError:
                    continue
                rest = list(hand)
                rest.remove(card)
                if brute(round_, rest, table[:i] + [new] + table[i + 1:]):
                    return True
        for c in getattr(meld, "cards", ()):
            if c.is_joker and c.declared in hand and not isinstance(meld, Group):
                for j, m in enumerate(table):
                    for end in ([None] if isinstance(m, Group) else ["low", "high"]):
                        try:
                            t2, h2 = apply_joker_swap(round_, table, hand, i, c.declared, j,
                                                      end, opened_before_this_turn=True)
                        except ContratoError:
                            continue
                        if brute(round_, list(h2), list(t2)):
                            return True
    return False




@st.composite
def situations(draw):
    suit_cards = P("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠")
    low = draw(st.integers(2, 8))
    run = suit_cards[low - 2: low + 2]
    jokers = draw(st.sets(st.integers(0, 3), max_size=2))
    run_cards = [JOKER if k in jokers else c for k, c in enumerate(run)]
    table = [make_sequence(run_cards)]
    if draw(st.booleans()):
        table.append(make_group(P(draw(st.sampled_from(["9♦ 9♣ 9♥", "5♥ 5♦ 5♣",
                                                         "K♥ K♦ JK"])))))
    if draw(st.booleans()):
        table.append(make_sequence(P("9♥ 10♥ J♥ JK")))
    pool = P("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ 8♥ Q♥ K♥ 9♣ 5♣ K♣ JK")
    hand = draw(st.lists(st.sampled_from(pool), min_size=2, max_size=5))
    everything = hand + [c for m in table for c in m.cards]
    assume(all(n <= (3 if card.is_joker else 2)
               for card, n in physical_counts(everything).items()))
    return table, hand


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(situations())
def test_search_agrees_with_brute_force(situation):
    table, hand = situation
    plan = go_out_plan(3, hand, table, opened_before_this_turn=True)
    assert (plan is not None) == brute(3, hand, table)
    if plan is not None:
        seen = []
        assert execute(3, plan, hand, table, opened=True, seen=seen) == []
        # the table each move is shown against: the rule utilities' own, move after move
        assert tables_before(table, plan.moves) == tuple(seen)


def test_each_move_of_a_plan_meets_the_table_as_it_stands_then():
    # two lay-offs on one sequence, then a swap on the sequence they stretched (5.5, 7.1, 7.2)
    table = [make_sequence(P("5♠ JK=6♠ 7♠ 8♠")), make_group(P("9♦ 9♣ 9♥"))]
    plan = check(2, "9♠ 10♠ 6♠ K♥", table)
    shown = [(str(t[0]), str(t[1])) for t in tables_before(table, plan.moves)]
    assert [type(m) for m in plan.moves] == [LayOff, LayOff, SwapJoker, Discard]
    assert shown == [("5♠ JK=6♠ 7♠ 8♠", "9♥ 9♦ 9♣"),
                     ("5♠ JK=6♠ 7♠ 8♠ 9♠", "9♥ 9♦ 9♣"),
                     ("5♠ JK=6♠ 7♠ 8♠ 9♠ 10♠", "9♥ 9♦ 9♣"),
                     ("5♠ 6♠ 7♠ 8♠ 9♠ 10♠", "9♥ 9♦ 9♣ JK=9")]
    # a lay-down's melds join the table for the moves after it
    plan = check(2, "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥", [], opened=False)
    assert [len(t) for t in tables_before([], plan.moves)] == [0, 2]


def test_impossible_cards_are_refused_1_2():
    import pytest
    from generator.engine.errors import ImpossibleCardsError
    table = [make_group(P("9♦ 9♣ 9♠"))]
    with pytest.raises(ImpossibleCardsError) as e:
        go_out_plan(3, P("9♠ 9♠ 2♣"), table, opened_before_this_turn=True)
    assert e.value.clause == "1.2"


# -- the same way out as the plain search, on bigger tables ---------------------------------

def reference_way_out(hand, table, profile=CONTRATO):
    """The search as it was first written (cards and melds as objects, every position keyed by
    strings, nothing cut but positions already refuted): the first way out in its order.
    The engine's search must find the very same moves (puzzles show them), only faster."""
    hand, table = [c.physical for c in hand], list(table)
    group_at = {}
    for i, m in enumerate(table):
        if isinstance(m, Group):
            group_at.setdefault(m.rank, i)
    any_group = next(iter(sorted(group_at.values())), None)

    def group_for(card):
        return any_group if card.is_joker else group_at.get(card.rank)

    def remove(h, card):
        out = list(h)
        out.remove(card)
        return out

    refuted = set()

    def key(tab, h):
        seqs = sorted((m.suit.order, m.low, m.high, m.joker_places(),
                       tuple(str(c.declared) for c in m.cards if c.is_joker))
                      for m in tab if isinstance(m, Run))
        return tuple(seqs), tuple(sorted(Counter(str(c) for c in h).items()))

    def finish(h):
        stuck = [c for c in h if group_for(c) is None]
        if len(stuck) > 1:
            return None
        last = stuck[0] if stuck else max(h, key=lambda c: c.sort_key())
        return [LayOff(group_for(c), c, None) for c in remove(h, last)] + [Discard(last)]

    def search(tab, h):
        done = finish(h)
        if done is not None:
            return done
        if len(h) < 2 or key(tab, h) in refuted:
            return None
        for i, meld in enumerate(tab):
            if not isinstance(meld, Run):
                continue
            for card in sorted(set(h), key=Card.sort_key):
                for end in meld.ends_for(card, profile):
                    new_tab = list(tab)
                    new_tab[i] = meld.add(card, end, profile)
                    found = search(new_tab, remove(h, card))
                    if found is not None:
                        return [LayOff(i, card, end)] + found
            for c in meld.cards:
                if not (c.is_joker and c.declared in h):
                    continue
                swapped, joker = meld.swap_joker(c.declared)
                after = list(tab)
                after[i] = swapped
                targets = [(any_group, None)] if any_group is not None else []
                for j, m in enumerate(after):
                    if isinstance(m, Run):
                        targets += [(j, e) for e in m.ends_for(JOKER, profile)]
                for j, e in targets:
                    new_tab = list(after)
                    new_tab[j] = after[j].add(joker) if e is None else after[j].add(
                        joker, e, profile)
                    found = search(new_tab, remove(h, c.declared))
                    if found is not None:
                        return [SwapJoker(i, c.declared, j, e)] + found
        refuted.add(key(tab, h))
        return None

    return search(table, hand) if hand else None


@st.composite
def bigger_tables(draw, max_hand=9):
    """1-4 sequences in one to three suits (jokers inside, up to 3 in all), 0-2 groups anywhere
    on the table, and a hand drawn mostly from the places around the sequences and the cards
    their jokers stand for: so that lay-offs chain, jokers are swapped, cards compete for one
    end, and many hands just fail."""
    pack = Counter(full_pack())
    jokers = 3
    table = []
    suits = draw(st.lists(st.sampled_from(SUITS), min_size=1, max_size=3, unique=True))
    for _ in range(draw(st.integers(1, 4))):
        suit = draw(st.sampled_from(suits))
        length = draw(st.integers(4, 7))
        low = draw(st.integers(1, 15 - length))
        at = draw(st.sets(st.integers(0, length - 1), max_size=min(2, jokers)))
        cards = [JOKER if i in at else Card(place_rank(low + i), suit) for i in range(length)]
        if len(at) == length or any(pack[c] < n for c, n in Counter(cards).items()
                                    if not c.is_joker):
            continue
        pack.subtract(cards)
        jokers -= len(at)
        table.append(make_sequence(cards))
    for _ in range(draw(st.integers(0, 2))):
        rank = draw(st.integers(1, 13))
        cards = [c for c in pack.elements() if not c.is_joker and c.rank == rank][:3]
        if len(cards) == 3:
            pack.subtract(cards)
            table.insert(draw(st.integers(0, len(table))), make_group(cards))
    near = [Card(place_rank(p), m.suit) for m in table if isinstance(m, Run)
            for p in range(max(1, m.low - 3), min(14, m.high + 3) + 1)]
    hand = []
    for _ in range(draw(st.integers(2, max_hand))):
        pool = near if near and draw(st.integers(0, 3)) else list(pack.elements())
        card = draw(st.sampled_from(pool))
        if card.is_joker and jokers:
            jokers -= 1
            hand.append(JOKER)
        elif not card.is_joker and pack[card] > 0:
            pack[card] -= 1
            hand.append(card)
    if draw(st.booleans()) and jokers:
        hand.append(JOKER)
    assume(len(hand) >= 2)
    return table, hand


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(bigger_tables())
def test_the_way_out_is_the_first_of_the_plain_search(situation):
    table, hand = situation
    plan = go_out_plan(3, hand, table, opened_before_this_turn=True)
    expected = reference_way_out(hand, table)
    assert (plan.moves if plan else None) == (tuple(expected) if expected else None)
    if plan is not None:
        assert plan.clause == "5.5"
        assert execute(3, plan, hand, table, opened=True) == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(bigger_tables(max_hand=5))
def test_bigger_tables_agree_with_brute_force(situation):
    table, hand = situation
    plan = go_out_plan(3, hand, table, opened_before_this_turn=True)
    assert (plan is not None) == brute(3, hand, table)


#: A round-3 table and a 21-card hand from a simulated round with purchases (puzzle sampling):
#: no group, so every card but one must go on a sequence, and far too few jokers can be
#: freed to bridge the gaps (5♣ fits nowhere at all: its place is a natural card already).
BIG_TABLE = [make_sequence(P(t)) for t in (
    "A♦ JK=2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦", "5♣ 6♣ 7♣ 8♣ 9♣ 10♣", "10♠ J♠ Q♠ JK=K♠ A♠",
    "5♥ 6♥ JK=7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥", "10♠ J♠ Q♠ K♠", "3♦ 4♦ 5♦ 6♦ 7♦")]
BIG_HAND = "A♠ 3♠ 5♠ 5♠ 7♠ 7♠ 9♠ A♥ 3♥ 3♥ 4♥ 7♥ 2♦ 9♦ J♦ K♦ A♣ A♣ 4♣ 5♣ Q♣"


def test_a_big_hand_with_no_way_out_5_5_7_1():
    # (the plain search needs seconds to refute it: every order of the lay-offs that fit)
    assert plan_for(3, BIG_HAND, BIG_TABLE) is None
    # 5♣ alone is stuck: with every other card placed, discarding it would be the way out
    assert plan_for(3, "5♣ 4♣", BIG_TABLE) is not None
    assert plan_for(3, "5♣ 2♠", BIG_TABLE) is None


def test_a_big_hand_with_a_way_out_through_swaps_7_1_7_2():
    hand = "8♠ 6♠ 7♠ 9♠ 2♦ 7♥ 8♦ 10♦ J♦ 4♥ 3♥ 4♣ 3♣ Q♣ K♥ 2♣"
    plan = check(3, hand, BIG_TABLE)
    assert plan.moves == tuple(reference_way_out(P(hand), BIG_TABLE))
    # 10♦ J♦ first make room for the joker freed by 2♦; the one freed by 7♥ bridges 10♣-Q♣
    assert [m for m in plan.moves if isinstance(m, SwapJoker)] == [
        SwapJoker(0, P("2♦")[0], 0, "high"), SwapJoker(3, P("7♥")[0], 1, "high")]
    assert LayOff(1, P("Q♣")[0], "high") in plan.moves and str(plan.discard) == "K♥"


# -- the exact test of a way out, against brute force, on varied positions ------------------------

@st.composite
def varied_positions(draw):
    """Sequences in one or two suits (aces at the ends, jokers inside), a group or none (so
    that jokers and every card must go on sequences), jokers in hand: the cases a relaxation
    gets wrong."""
    pack = Counter(full_pack())
    jokers = 3
    suits = draw(st.lists(st.sampled_from(SUITS), min_size=1, max_size=2, unique=True))
    table = []
    for _ in range(draw(st.integers(1, 3))):
        suit = draw(st.sampled_from(suits))
        length = draw(st.integers(4, 6))
        low = min(draw(st.sampled_from([1, 1, 2, 3, 5, 8, 11])), 15 - length)
        cards = [Card(place_rank(p), suit) for p in range(low, low + length)]
        for i in draw(st.sets(st.integers(0, length - 1), max_size=2)):
            if jokers:
                cards[i] = JOKER
                jokers -= 1
        if all(c.is_joker for c in cards) or any(
                pack[c] < n for c, n in Counter(cards).items() if not c.is_joker):
            jokers += sum(c.is_joker for c in cards)
            continue
        pack.subtract(c for c in cards if not c.is_joker)
        table.append(make_sequence(cards))
    assume(table)
    if draw(st.booleans()):
        rank = draw(st.integers(1, 13))
        cards = [c for c in pack.elements() if not c.is_joker and c.rank == rank][:3]
        if len(cards) == 3:
            pack.subtract(cards)
            table.insert(draw(st.integers(0, len(table))), make_group(cards))
    near = [Card(place_rank(p), m.suit) for m in table if isinstance(m, Run)
            for p in range(max(1, m.low - 3), min(14, m.high + 3) + 1)]
    hand = []
    for _ in range(draw(st.integers(1, 6))):
        if jokers and draw(st.integers(0, 6)) == 0:
            jokers -= 1
            hand.append(JOKER)
            continue
        card = draw(st.sampled_from(near))
        if pack[card] > 0:
            pack[card] -= 1
            hand.append(card)
    assume(hand)
    return table, hand


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(varied_positions())
def test_the_exact_test_agrees_with_brute_force(situation):
    table, hand = situation
    plan = go_out_plan(3, hand, table, opened_before_this_turn=True)
    assert (plan is not None) == brute(3, hand, table)
    if plan is not None:
        seen = []
        assert execute(3, plan, hand, table, opened=True, seen=seen) == []
        # the table each move is shown against: the rule utilities' own, move after move
        assert tables_before(table, plan.moves) == tuple(seen)


def test_every_card_of_the_pack_left_goes_out_in_one_turn_when_it_can():
    # a round-6 table of four contracts (a group and two sequences each), the hand every card
    # left: 63 cards. The answer needs no listing of ways: it is decided place by place.
    runs = [make_sequence(P(f"5{s} 6{s} 7{s} 8{s}")) for s in "♠♥♦♣"] * 2
    groups = [make_group(P(f"{r}♠ {r}♥ {r}♦")) for r in ("K", "Q", "J", "10")]
    table = runs[:4] + groups[:2] + runs[4:] + groups[2:]
    pack = Counter(full_pack())
    for m in table:
        pack.subtract(c.physical for c in m.cards)
    hand = list(pack.elements())
    assert len(hand) == 63
    plan = check(6, " ".join(str(c) for c in hand), table)
    assert plan.clause == "5.5" and len(plan.moves) == 63
    # two copies of a card go on the two sequences of their suit, one each
    plan = check(6, "9♠ 4♠ 4♠ 9♠ K♣", runs)
    assert str(plan.discard) == "K♣"
    # 3♠ needs a 4♠ below each spade sequence first; two cards that fit nowhere
    assert plan_for(6, "3♠ 3♠ 4♠ K♣", runs) is None
    assert plan_for(6, "K♣ Q♣", runs) is None


# -- laying off given cards on any melds, swaps included (lay_off_plan, issue 11) ------------------

#: A card kept in hand for the discard (5.5): never laid off by these tests.
KEPT = Card(2, SUITS[2])


def brute_all(round_, cards, table):
    """Every order of lay-offs and swaps of ``cards`` (one card kept in hand besides)."""
    cards = list(cards)
    if not cards:
        return True
    for i, meld in enumerate(table):
        for card in set(cards):
            for end in ([None] if isinstance(meld, Group) else ["low", "high"]):
                try:
                    new = check_lay_off(round_, meld, card, opened_before_this_turn=True,
                                        cards_left_after=len(cards), end=end)
                except ContratoError:
                    continue
                rest = list(cards)
                rest.remove(card)
                if brute_all(round_, rest, table[:i] + [new] + table[i + 1:]):
                    return True
        for c in getattr(meld, "cards", ()):
            if c.is_joker and c.declared in cards and not isinstance(meld, Group):
                for j, m in enumerate(table):
                    for end in ([None] if isinstance(m, Group) else ["low", "high"]):
                        try:
                            t2, h2 = apply_joker_swap(round_, table, cards + [KEPT], i,
                                                      c.declared, j, end,
                                                      opened_before_this_turn=True)
                        except ContratoError:
                            continue
                        rest = list(h2)
                        rest.remove(KEPT)
                        if brute_all(round_, rest, list(t2)):
                            return True
    return False


def play_lay_offs(round_, moves, cards, table):
    """Play the moves with the rule utilities, one card kept; return the cards left."""
    hand, table = list(cards) + [KEPT], list(table)
    for move in moves:
        if isinstance(move, LayOff):
            hand.remove(move.card)
            table[move.meld_index] = check_lay_off(
                round_, table[move.meld_index], move.card, opened_before_this_turn=True,
                cards_left_after=len(hand), end=move.end)
        else:
            assert isinstance(move, SwapJoker)
            table, hand = apply_joker_swap(round_, table, hand, move.meld_index, move.natural,
                                           move.target_index, move.target_end,
                                           opened_before_this_turn=True)
            hand, table = list(hand), list(table)
    hand.remove(KEPT)
    return hand


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(situations(), varied_positions()), st.randoms(use_true_random=False))
def test_laying_off_given_cards_agrees_with_brute_force_in_any_order(situation, rnd):
    table, cards = situation
    plan = lay_off_plan(3, cards, table, opened_before_this_turn=True, cards_left_after=1)
    assert (plan is not None) == brute_all(3, cards, table)
    if plan is not None:
        assert play_lay_offs(3, plan, cards, table) == []
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    other = lay_off_plan(3, shuffled, table, opened_before_this_turn=True, cards_left_after=1)
    assert (other is None) == (plan is None)


def test_lay_off_on_two_melds_and_after_a_swap_5_4_7_1():
    # the case: 8♥ on meld 1 and 9♠ on meld 2 in one turn; then 6♠ frees the joker,
    # which goes on at once (7.2), before 9♠
    table = [make_sequence(P("4♥ 5♥ 6♥ 7♥")), make_sequence(P("5♠ JK=6♠ 7♠ 8♠"))]
    plan = lay_off_plan(3, P("8♥ 9♠"), table, opened_before_this_turn=True, cards_left_after=2)
    assert [(type(m).__name__, m.meld_index) for m in plan] == [("LayOff", 0), ("LayOff", 1)]
    plan = lay_off_plan(3, P("9♠ 6♠"), table, opened_before_this_turn=True, cards_left_after=1)
    assert play_lay_offs(3, plan, P("9♠ 6♠"), table) == []
    assert any(isinstance(m, SwapJoker) for m in plan)
    # two 9♠ cannot both go on: one place above 8♠ (3.2, 3.4)
    assert lay_off_plan(3, P("9♠ 9♠"), table, opened_before_this_turn=True,
                        cards_left_after=1) is None


def test_lay_off_plan_keeps_a_card_for_the_discard_5_5():
    table = [make_sequence(P("4♥ 5♥ 6♥ 7♥")), make_sequence(P("5♠ 6♠ 7♠ 8♠"))]
    with pytest.raises(IllegalMoveError) as err:
        lay_off_plan(3, P("8♥"), table, opened_before_this_turn=True, cards_left_after=0)
    assert err.value.clause == "5.5"
    with pytest.raises(IllegalMoveError) as err:
        lay_off_plan(3, P("8♥"), table, opened_before_this_turn=False, cards_left_after=3)
    assert err.value.clause == "D7"


# -- issue 16: the caller's memo of the per-suit test, and the suits with no sequence ---------

@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(varied_positions(), min_size=1, max_size=4))
def test_a_memo_kept_between_calls_changes_no_way_out(situations):
    """A simulated player keeps one memo for many positions (issue 16): the plan found with it
    is the plan found without it, position after position (5.5, 7.1, 7.2)."""
    memo: dict = {}
    for table, hand in situations:
        alone = go_out_plan(3, hand, table, opened_before_this_turn=True)
        kept = go_out_plan(3, hand, table, opened_before_this_turn=True, memo=memo)
        assert kept == alone
    assert memo                      # the memo was used


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(0, 2), min_size=13, max_size=13),
       st.lists(st.booleans(), min_size=13, max_size=13), st.integers(1, 3))
def test_a_suit_without_sequences_in_closed_form_is_the_sweep(counts, must, most):
    """The closed form for a suit with no sequence on the table (every card of a rank no group
    takes must be the discard) answers what the sweep over the places answers (5.5)."""
    from generator.engine.going_out import _suit_nets_without_sequences, _suit_sweep
    counts, must = tuple(counts), tuple(must)
    assert _suit_nets_without_sequences(counts, must, most) == _suit_sweep((), counts, must, most)


def test_a_suit_without_sequences_concrete_5_5():
    """Concrete: one 7 that no group takes must be the discard; two cannot both be."""
    from generator.engine.going_out import _suit_nets
    none = (False,) * 13
    seven = tuple(r == 7 for r in range(1, 14))
    one_seven = tuple(1 if r == 7 else 0 for r in range(1, 14))
    two_sevens = tuple(2 if r == 7 else 0 for r in range(1, 14))
    zero = 1 << 3                                    # balance 0 with 3 jokers in the pack
    assert _suit_nets((), one_seven, none, 3) == (zero, zero)     # a group takes it
    assert _suit_nets((), one_seven, seven, 3) == (0, zero)       # only as the discard
    assert _suit_nets((), two_sevens, seven, 3) == (0, 0)         # no way out
    assert _suit_nets((), (0,) * 13, seven, 3) == (zero, 0)       # nothing of the suit


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_suit_nets_cache_equals_the_direct_computation(data):
    """The going-out search's suit sweeps kept in a cache across searches (a pure function of
    tuples and ints) answer what the sweep works out afresh, asked again or not."""
    from generator.engine.going_out import _suit_nets, _suit_nets_cached
    seqs = []
    for _ in range(data.draw(st.integers(0, 2))):
        low = data.draw(st.integers(1, 11))
        high = data.draw(st.integers(low + 3, 14))
        mask = data.draw(st.integers(0, 2 ** 15 - 1)) & (((1 << (high + 1)) - 1) >> low << low)
        seqs.append((low, high, mask))
    seqs = tuple(sorted(seqs))
    counts = tuple(data.draw(st.lists(st.integers(0, 2), min_size=13, max_size=13)))
    must = tuple(data.draw(st.lists(st.booleans(), min_size=13, max_size=13)))
    most = data.draw(st.integers(0, 4))
    direct = _suit_nets(seqs, counts, must, most)
    assert _suit_nets_cached(seqs, counts, must, most) == direct
    assert _suit_nets_cached(seqs, counts, must, most) == direct      # from the cache
