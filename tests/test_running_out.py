"""Running out of stock (clauses 9.1, 9.2; rulings D9, D14)."""

import random

import pytest

from generator.engine.cards import parse_cards as P
from generator.engine.running_out import draw_from_stock, needed_draw, reshuffle


def test_needed_draw_kinds():
    assert (needed_draw(1, 0).kind, needed_draw(1, 0).clause) == ("draw", "5.1")
    r = needed_draw(0, 9)
    assert (r.kind, r.stock_size, r.clause) == ("reshuffle", 8, "9.1")
    for discard in (0, 1):
        r = needed_draw(0, discard)
        assert (r.kind, r.stock_size, r.clause) == ("round-ends", 0, "9.2")
    with pytest.raises(ValueError):
        needed_draw(-1, 3)


def test_reshuffle_keeps_the_top_and_is_seeded_9_1():
    pile = P("2♠ 3♠ 4♠ 5♠ 6♠ K♥")
    stock, discard = reshuffle(pile, random.Random(7))
    assert discard == tuple(P("K♥"))
    assert sorted(stock) == sorted(P("2♠ 3♠ 4♠ 5♠ 6♠"))
    assert reshuffle(pile, random.Random(7)) == (stock, discard)
    with pytest.raises(ValueError):
        reshuffle(pile, None)


def test_draw_from_stock_plain():
    d = draw_from_stock(P("2♦ 3♦"), P("K♥"))
    assert (str(d.card), d.stock, d.discard, d.reshuffled) == ("3♦", tuple(P("2♦")),
                                                               tuple(P("K♥")), False)


def test_draw_from_empty_stock_reshuffles_9_1():
    d = draw_from_stock((), P("2♠ 3♠ K♥"), random.Random(1))
    assert d.reshuffled and d.discard == tuple(P("K♥"))
    assert sorted([d.card, *d.stock]) == sorted(P("2♠ 3♠"))
    with pytest.raises(ValueError):
        draw_from_stock((), P("2♠ 3♠ K♥"))


def test_impossible_draw_ends_the_round_9_2_D9():
    d = draw_from_stock((), P("K♥"), random.Random(1))
    assert d.round_ends and d.card is None and d.discard == tuple(P("K♥"))
    assert draw_from_stock((), (), None).round_ends


def test_at_most_three_rebuilds_D14():
    # rebuilds 0, 1, 2 so far: the empty stock is rebuilt (9.1); after the third, the round ends
    for done in (0, 1, 2):
        r = needed_draw(0, 9, reshuffles=done, limit=3)
        assert (r.kind, r.stock_size, r.clause) == ("reshuffle", 8, "9.1")
    r = needed_draw(0, 9, reshuffles=3, limit=3)
    assert (r.kind, r.stock_size, r.clause) == ("round-ends", 0, "D14")
    # a stock with cards is drawn from whatever the rebuilds; an unbuildable stock is 9.2
    assert needed_draw(4, 9, reshuffles=3, limit=3).kind == "draw"
    assert needed_draw(0, 1, reshuffles=3, limit=3).clause == "9.2"
    # no limit: rebuilt again
    assert needed_draw(0, 9, reshuffles=7).kind == "reshuffle"
    with pytest.raises(ValueError):
        needed_draw(0, 9, reshuffles=-1, limit=3)


def test_draw_from_stock_refuses_a_fourth_rebuild_D14():
    d = draw_from_stock((), P("2♠ 3♠ K♥"), random.Random(1), reshuffles=3, limit=3)
    assert d.round_ends and d.clause == "D14" and not d.reshuffled
    assert d.stock == () and d.discard == tuple(P("2♠ 3♠ K♥"))
    d = draw_from_stock((), P("2♠ 3♠ K♥"), random.Random(1), reshuffles=2, limit=3)
    assert d.reshuffled and d.clause == "9.1" and d.discard == tuple(P("K♥"))
