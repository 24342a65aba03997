"""Issue 26 §1: every reason states a fact the engine established for *this* situation and
profile. For every refusal code (generator/engine/errors.py ``REFUSALS``) a checker below
re-establishes, independently of the engine, the fact its sentence (``reasons-<code>`` of
docs/<lang>/verdict.ftl) states — for the cards, the meld, the end, the round and the rules
the error names; hypothesis drives the engine over random melds, lay-offs, joker swaps,
lay-downs, tables, states and profiles (this site's and house rules'), and every refusal met
is checked. Each code also has a fixed example, so that every checker runs at least once.

The question layer's own reasons are checked the same way at the end: a card said to fit
nowhere fits no meld in any order of the other cards, "does not continue at the low end" is
false whenever it does, a house rule is said to decide an answer exactly when setting it back
changes the answer."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from generator.engine.cards import ACE, JOKER, RANKS, SUITS, Card, parse_card, parse_cards
from generator.engine.contracts import check_table, validate_laydown, validate_opening
from generator.engine.deck import check_cards, physical_counts
from generator.engine.errors import (CardNotationError, ContratoError, NeitherMeldError,
                                     REFUSALS)
from generator.engine.house import decode, profile_named
from generator.engine.jokers import apply_joker_swap, check_joker_swap, check_joker_swap_at
from generator.engine.layoff import check_lay_off, lay_off_on, lay_off_ways
from generator.engine.melds import (Group, Sequence as Run, make_group, make_meld,
                                    make_sequence, meld_readings, meld_refusal, place_rank)
from generator.engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Pass, SwapJoker,
                                    TakeDiscard)
from generator.engine.profile import (CONTRATO, Ace, GoingOut, GroupSuits, JokerSwaps,
                                      OpeningLengths)
from generator.engine.state import (Phase, apply, legal_moves, make_round_state, new_game)

#: Profiles the checks run under: this site's and house rules that change what a reason says.
PROFILES = {name: profile_named(name) for name in (
    "contrato", "h1-al", "h1-ah", "h1-gd", "h1-m4", "h1-wa", "h1-wn", "h1-xm", "h1-fd",
    "h1-oa", "h1-s3")}
P_SITE = CONTRATO

SEQ_SUIT = SUITS[0]


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def _value(card: Card) -> Card | None:
    return card.declared if card.is_joker else card


def _places(card: Card) -> tuple[int, ...]:
    """The places (1–14) a natural card or declared joker may stand at in a sequence."""
    v = _value(card)
    if v is None or v.rank is None:
        return ()
    return (1, 14) if v.rank == 1 else (v.rank,)


def _profile_places(profile) -> range:
    return range(profile.lowest_place, profile.highest_place + 1)


def some_sequence_reading(cs: list[Card], profile) -> bool:
    """Whether the cards can be read as one sequence, by brute force: a start place, then
    each card (in written order when undeclared jokers fix their places by it, D2; else in
    any order) the card of its place, each place once, within the profile's places."""
    suits = {_value(c).suit for c in cs if _value(c) is not None and _value(c).suit}
    if len(suits) != 1:
        return False
    (suit,) = suits
    n = len(cs)
    if not profile.sequence_length <= n <= profile.max_sequence_length:
        return False
    undeclared = any(c.is_joker and c.declared is None for c in cs)
    for low in _profile_places(profile):
        high = low + n - 1
        if high > profile.highest_place:
            break
        if undeclared:
            if all(c.is_joker and c.declared is None
                   or Card(place_rank(low + i), suit) == _value(c) for i, c in enumerate(cs)):
                return True
        else:
            wanted = [Card(place_rank(p), suit) for p in range(low, high + 1)]
            if sorted(map(_value, cs), key=Card.sort_key) == sorted(wanted, key=Card.sort_key):
                return True
    return False


def some_run_any_order(cs: list[Card], profile, *, any_length: bool = False) -> bool:
    """Whether the cards, in any order, are the cards of consecutive places of one suit
    within the profile's places, each joker without a value standing for a place no other
    card holds (D2, 3.7); ``any_length``: whatever their number (3.2's minimum aside)."""
    from collections import Counter
    suits = {_value(c).suit for c in cs if _value(c) is not None and _value(c).suit}
    if len(suits) != 1:
        return False
    (suit,) = suits
    n = len(cs)
    if not any_length and not profile.sequence_length <= n <= profile.max_sequence_length:
        return False
    fixed = Counter(_value(c) for c in cs if _value(c) is not None)
    for low in _profile_places(profile):
        if low + n - 1 > profile.highest_place:
            break
        window = Counter(Card(place_rank(p), suit) for p in range(low, low + n))
        if not fixed - window:
            return True
    return False


# -- the checkers: code → the fact the sentence states, re-established -------------------------

FACTS: dict[str, callable] = {}


def fact(*codes):
    def register(f):
        for code in codes:
            FACTS[code] = f
        return f
    return register


@fact("notation")
def _notation(ctx, err):
    with pytest.raises(CardNotationError):
        parse_card(err.params["token"])


@fact("not-a-card")
def _not_a_card(ctx, err):
    odd = [c for c in ctx["cards"] if not c.is_joker and c.suit is None]
    assert odd and str(odd[0]) == str(err.params["card"])


@fact("too-many-copies")
def _copies(ctx, err):
    card = parse_card(err.params["card"])
    n = physical_counts(ctx["cards"])[card.physical]
    assert n == err.params["count"] > err.params["limit"] == ctx["profile"].decks


@fact("too-many-jokers")
def _jokers(ctx, err):
    n = sum(c.is_joker for c in ctx["cards"])
    assert n == err.params["count"] > err.params["limit"] == ctx["profile"].jokers


@fact("group-too-short")
def _g_short(ctx, err):
    assert len(ctx["cards"]) < ctx["profile"].group_length


@fact("group-mixed-ranks")
def _g_mixed(ctx, err):
    ranks = {c.rank for c in ctx["cards"] if not c.is_joker}
    rank = ctx.get("rank")
    assert len(ranks) > 1 or (rank is not None and ranks and rank not in ranks)


@fact("group-joker-rank")
def _g_joker_rank(ctx, err):
    ranks = {c.rank for c in ctx["cards"] if not c.is_joker}
    declared = {c.declared.rank for c in ctx["cards"] if c.is_joker and c.declared}
    rank = ctx.get("rank")
    assert len(ranks | declared | ({rank} if rank else set())) > 1 and declared


@fact("group-joker-suit")
def _g_joker_suit(ctx, err):
    # the joker named declares a suit too, and the value said is its rank alone (3.7)
    joker = parse_card(err.params["card"])
    assert joker.is_joker and joker.declared.suit is not None
    assert joker in group_cards(ctx)
    value = parse_card(err.params["value"])
    assert value.declared.rank == joker.declared.rank and value.declared.suit is None


@fact("group-undeclared")
def _g_undeclared(ctx, err):
    assert all(c.is_joker and c.declared is None for c in ctx["cards"]) and not ctx.get("rank")


def group_cards(ctx) -> list[Card]:
    """The cards the group would hold: the meld's and the card laid off on it, or the cards
    given for a new group."""
    meld = ctx.get("meld")
    if isinstance(meld, Group) and ctx.get("card") is not None:
        return list(meld.cards) + [ctx["card"]]
    return list(ctx["cards"])


@fact("group-repeated-suit")
def _g_suit(ctx, err):
    assert ctx["profile"].group_suits is GroupSuits.DISTINCT      # "with these rules"
    suits = [c.suit for c in group_cards(ctx) if not c.is_joker]
    assert len(suits) != len(set(suits)) and err.params["suit"] in {s.symbol for s in suits
                                                                    if suits.count(s) > 1}


@fact("group-too-long")
def _g_long(ctx, err):
    p = ctx["profile"]
    assert len(group_cards(ctx)) > p.longest_group


@fact("group-other-rank")
def _g_other(ctx, err):
    card, meld = ctx["card"], ctx["meld"]
    assert isinstance(meld, Group) and not card.is_joker and card.rank != meld.rank


@fact("group-no-end")
def _g_end(ctx, err):
    assert isinstance(ctx["meld"], Group) and ctx["end"] is not None


@fact("sequence-too-short")
def _s_short(ctx, err):
    assert len(ctx["cards"]) < ctx["profile"].sequence_length
    if ctx.get("any_order"):         # and the cards would make a run, jokers where they fill
        assert some_run_any_order(ctx["cards"], ctx["profile"], any_length=True)


@fact("sequence-too-long")
def _s_long(ctx, err):
    assert len(ctx["cards"]) > ctx["profile"].max_sequence_length


@fact("sequence-mixed-suits")
def _s_suits(ctx, err):
    suits = {_value(c).suit for c in ctx["cards"] if _value(c) is not None and _value(c).suit}
    assert len(suits) > 1


@fact("sequence-joker-rankless")
def _s_rankless(ctx, err):
    assert any(c.is_joker and c.declared is not None and c.declared.suit is None
               for c in ctx["cards"])


@fact("sequence-undeclared")
def _s_undeclared(ctx, err):
    assert all(_value(c) is None for c in ctx["cards"])


@fact("sequence-gap", "sequence-repeat")
def _s_gap(ctx, err):
    cs, p = ctx["cards"], ctx["profile"]
    assert not some_sequence_reading(cs, p)
    if ctx.get("any_order"):         # no run at any length, jokers wherever they fill
        assert not some_run_any_order(cs, p, any_length=True)
    # under rules whose ace may be low or high (the others have their own reason, 3.3)
    if err.code == "sequence-repeat":
        # two cards for one place, whatever place each ace takes
        values = [_value(c) for c in cs if _value(c) is not None]
        assert any(values.count(v) > 1 and v.rank != 1 for v in values) or len(
            [v for v in values if v.rank == 1]) > 2


@fact("sequence-gap-jokers")
def _s_gap_jokers(ctx, err):
    cs, p = ctx["cards"], ctx["profile"]
    free = sum(c.is_joker and c.declared is None for c in cs)
    # "the N jokers without a value are too few to fill the places between these cards"
    assert err.params["joker_count"] == free > 0
    assert not some_run_any_order(cs, p, any_length=True)
    assert not some_run_any_order(cs, replace(p, ace=Ace.LOW_OR_HIGH), any_length=True)


@fact("sequence-wraps")
def _s_wraps(ctx, err):
    p, cs = ctx["profile"], ctx["cards"]
    assert p.ace is Ace.LOW_OR_HIGH            # "the ace is low or high"
    ranks = {_value(c).rank for c in cs if _value(c) is not None}
    # the cards need the ace between a king and a two, or jokers there
    assert not some_sequence_reading(cs, p)
    assert (1 in ranks and 13 in ranks and 2 in ranks) or any(
        c.is_joker and c.declared is None for c in cs)


@fact("ace-low-only", "ace-high-only")
def _ace_only(ctx, err):
    p = ctx["profile"]
    assert p.ace is (Ace.LOW if err.code == "ace-low-only" else Ace.HIGH)
    meld = ctx.get("meld")
    if meld is not None:          # a lay-off: the end that would need the other ace
        high = err.code == "ace-low-only"
        assert (meld.high == 13) if high else (meld.low == 2)
    else:                         # a meld: it would need the ace (or a joker's place) at
        cs = cards(err.params["cards"])     # the end these rules forbid
        assert not some_sequence_reading(cs, p)
        free = replace(p, ace=Ace.LOW_OR_HIGH)
        ranks = {_value(c).rank for c in cs if _value(c) is not None}
        beside = 13 if err.code == "ace-low-only" else 2
        assert some_sequence_reading(cs, free) or (1 in ranks and beside in ranks) or any(
            c.is_joker and c.declared is None for c in cs)


@fact("beyond-ace")
def _beyond(ctx, err):
    meld = ctx.get("meld")
    if meld is None:              # building a sequence: a joker or card beyond an ace
        assert not some_sequence_reading(ctx["cards"], ctx["profile"])
        return
    end = err.params.get("end")
    if end is not None:
        assert (meld.low == 1) if end == "low" else (meld.high == 14)
    else:                         # several cards: no room left beyond the aces for the jokers
        assert meld.low == 1 or meld.high == 14 or ctx.get("cards")


@fact("sequence-full")
def _full(ctx, err):
    meld, p = ctx["meld"], ctx["profile"]
    added = len(ctx.get("cards") or [ctx.get("card")])
    assert len(meld) + added > p.max_sequence_length


@fact("does-not-extend")
def _extend(ctx, err):
    meld, card, p = ctx["meld"], parse_card(err.params["card"]) if "card" in err.params \
        else ctx["card"], ctx["profile"]
    assert isinstance(meld, Run) and not card.is_joker and card.suit == meld.suit
    # what goes at each end, by trying every natural card there
    fits = {e: [c for c in (Card(r, s) for r in RANKS for s in SUITS)
                if e in meld.ends_for(c, p)] for e in ("low", "high")}
    named = {"low": err.params["low_card"], "high": err.params["high_card"]}
    for e in ("low", "high"):
        assert [c.ascii() for c in fits[e]] == ([named[e]] if named[e] else [])
    end = err.params["end"]
    if end == "any":
        assert card not in fits["low"] + fits["high"]
        assert err.params["ends"] == {(True, True): "both", (True, False): "low",
                                      (False, True): "high", (False, False): "none"}[
            (bool(fits["low"]), bool(fits["high"]))]
    else:                         # the end asked: the card is not what goes there
        assert card not in fits[end] and fits[end]


@fact("other-suit")
def _other_suit(ctx, err):
    card = parse_card(err.params["card"]) if "card" in err.params else ctx["card"]
    meld = ctx["meld"]
    assert not card.is_joker and card.suit != meld.suit and err.params["suit"] == meld.suit.symbol


@fact("gap-unfilled")
def _gap_unfilled(ctx, err):
    meld, given = ctx["meld"], ctx["cards"]
    missing = parse_card(err.params["missing_card"])
    assert missing.suit == meld.suit and missing not in [c.physical for c in given]
    place = 14 if missing.rank == 1 and err.params["end"] == "high" else (
        1 if missing.rank == 1 else missing.rank)
    assert not meld.low <= place <= meld.high
    assert (place < meld.low) == (err.params["end"] == "low")
    # every place left empty between that card and the meld is named, the first among them
    # (fourteenth pt reading #1)
    empties = [parse_card(c) for c in err.params["missing_cards"].split()]
    assert missing in empties and err.params["missing"] == len(empties)
    assert all(c.suit == meld.suit and c not in [g.physical for g in given] for c in empties)
    # the jokers given are fewer than the places between the cards and the meld
    assert err.params["jokers"] == sum(c.is_joker and c.declared is None for c in given)
    assert not lay_off_ways_ok(ctx)


def lay_off_ways_ok(ctx) -> bool:
    try:
        lay_off_ways(2, ctx["meld"], ctx["cards"], opened_before_this_turn=True,
                     cards_left_after=1, end=ctx.get("end"), profile=ctx["profile"])
        return True
    except ContratoError:
        return False


@fact("place-held-by-joker")
def _held(ctx, err):
    meld, card = ctx["meld"], parse_card(err.params["card"])
    assert any(c.is_joker and c.declared == card for c in meld.cards)


@fact("joker-declared-elsewhere")
def _declared_elsewhere(ctx, err):
    card = ctx.get("card")
    joker = card if card is not None and card.is_joker else next(
        c for c in ctx["cards"] if c.is_joker and c.declared is not None)
    assert joker.declared is not None
    assert joker not in [c for c in lay_off_results(ctx)]


def lay_off_results(ctx):
    """The cards the meld would hold with the joker placed at any end it fits undeclared."""
    meld, p = ctx["meld"], ctx["profile"]
    out = []
    for e in (None,) if isinstance(meld, Group) else ("low", "high"):
        try:
            out += list(lay_off_on(meld, JOKER, e, p).cards)
        except ContratoError:
            pass
    return out


@fact("which-end")
def _which_end(ctx, err):
    meld, card, p = ctx["meld"], ctx["card"], ctx["profile"]
    assert set(meld.ends_for(card, p)) == {"low", "high"} and ctx["end"] is None
    # the rule that makes the player say the end: a joker's place fixes the card it stands
    # for (D2); a natural card fits both ends only as an ace, low or high (3.3)
    assert err.clause == ("D2" if card.is_joker else "3.3")
    assert card.is_joker or card.rank == ACE


@fact("meld-ambiguous")
def _ambiguous(ctx, err):
    p, cs = ctx["profile"], ctx["cards"]
    make_group(cs, profile=p)
    make_sequence(cs, profile=p)


@fact("meld-neither")
def _neither(ctx, err):
    for cause in err.causes:
        FACTS[cause.code](ctx, cause)


@fact("meld-mismatch")
def _mismatch(ctx, err):
    m = ctx["meld"]
    rebuilt = (make_group(m.cards, rank=m.rank, profile=ctx["profile"]) if isinstance(m, Group)
               else make_sequence(m.cards, profile=ctx["profile"]))
    assert rebuilt != m


@fact("group-joker-undeclared")
def _g_joker_undeclared(ctx, err):
    rank = ctx["rank"]
    assert any(c.is_joker and (c.declared is None or c.declared.rank != rank
                               or c.declared.suit is not None) for c in ctx["cards"])


@fact("sequence-joker-place")
def _s_joker_place(ctx, err):
    cs = ctx["cards"]
    assert any(c.is_joker and c.declared is not None for c in cs)
    assert not some_sequence_reading(cs, ctx["profile"])


# contracts (4.1, 5.2, 4.3, 7.4, 5.5, 3.6, 5.3)

@fact("wrong-melds")
def _wrong(ctx, err):
    c = ctx["profile"].contract(ctx["round"])
    melds = ctx["melds"]
    groups = sum(isinstance(m, Group) for m in melds)
    assert (groups, len(melds) - groups) != (c.groups, c.sequences)


@fact("group-length", "sequence-length")
def _length(ctx, err):
    p, c = ctx["profile"], ctx["profile"].contract(ctx["round"])
    kind = Group if err.code == "group-length" else Run
    low, high = err.params["low"], err.params["high"]
    m = next(m for m in ctx["melds"] if m.unicode() == err.params["meld"])
    assert isinstance(m, kind) and not low <= len(m) <= high
    assert (low, high) == p.opening_lengths(m.kind, c)
    assert (err.params["exact"] == "yes") == (low == high == (
        p.group_length if kind is Group else p.sequence_length))


@fact("same-suit")
def _same_suit(ctx, err):
    a, b = parse_cards(err.params["first"]), parse_cards(err.params["second"])
    assert {c.effective_suit for c in a} == {c.effective_suit for c in b}


@fact("whole-hand")
def _whole(ctx, err):
    p = ctx["profile"]
    c = p.contract(ctx["round"])
    assert c.whole_hand and not c.final_discard
    used = sum(len(m) for m in ctx["melds"])
    assert used < len(ctx["hand"])


@fact("whole-hand-discard")
def _whole_discard(ctx, err):
    c = ctx["profile"].contract(ctx["round"])
    assert c.whole_hand and c.final_discard
    assert sum(len(m) for m in ctx["melds"]) != len(ctx["hand"]) - 1


@fact("not-in-hand")
def _not_in_hand(ctx, err):
    hand = physical_counts(ctx["hand"])
    used = physical_counts(c for m in ctx.get("melds", ()) for c in m.cards) \
        if "melds" in ctx else physical_counts([ctx["card"]])
    assert used - hand


@fact("keep-discard")
def _keep(ctx, err):
    assert ctx["profile"].keeps_discard and ctx["left"] == 0


@fact("table-not-contracts")
def _table(ctx, err):
    p, r = ctx["profile"], ctx["round"]
    c = p.contract(r)
    melds = ctx["melds"]
    groups = sum(isinstance(m, Group) for m in melds)
    seqs = len(melds) - groups
    assert not any((groups, seqs) == (k * c.groups, k * c.sequences)
                   for k in range(p.players + 1))


@fact("table-final-round")
def _table_final(ctx, err):
    assert ctx["profile"].contract(ctx["round"]).whole_hand and ctx["melds"]


# when a player may act (D7, 5.4, 7.1, D8, 5.3, D6, 7.3, 7.1)

@fact("final-round-no-layoff")
def _final_layoff(ctx, err):
    assert ctx["profile"].contract(ctx["round"]).whole_hand


@fact("final-round-opened")
def _final_opened(ctx, err):
    assert ctx["profile"].contract(ctx["round"]).whole_hand and (
        ctx["opened_before"] or ctx["opened_now"])


@fact("not-opened")
def _not_opened(ctx, err):
    assert not ctx["opened_before"] and not ctx["opened_now"]


@fact("opening-turn")
def _opening_turn(ctx, err):
    assert ctx["opened_now"] and not ctx["opened_before"]
    assert err.clause == ("7.1" if ctx.get("swap") else "5.4")


@fact("opened-twice")
def _twice(ctx, err):
    assert ctx["opened_before"] and ctx["opened_now"]


@fact("no-such-meld")
def _no_meld(ctx, err):
    assert not 0 <= err.params["meld_index"] < len(ctx["table"])


@fact("swap-in-group")
def _swap_group(ctx, err):
    meld = ctx["table"][ctx["meld_index"]]
    assert isinstance(meld, Group) and meld.jokers
    assert ctx["profile"].joker_swaps is not JokerSwaps.ANY_MELD


@fact("swap-with-joker")
def _swap_joker(ctx, err):
    assert ctx["natural"].is_joker


@fact("swap-not-exact")
def _swap_exact(ctx, err):
    meld, natural = ctx["table"][ctx["meld_index"]], ctx["natural"]
    jokers = [c for c in meld.cards if c.is_joker]
    assert jokers and err.params["card"] == natural.ascii()
    if isinstance(meld, Group):           # house rules that free a group's joker
        assert natural.rank != meld.rank and err.params["kind"] == "group"
        assert Card.parse(f"{err.params['wanted']}♠").rank == meld.rank
    else:
        assert natural not in [c.declared for c in jokers]
        assert err.params["wanted"].split() == [c.declared.unicode() for c in jokers]
        assert err.params["joker_count"] == len(jokers)


@fact("swap-no-joker")
def _swap_no_joker(ctx, err):
    assert not any(c.is_joker for c in ctx["table"][ctx["meld_index"]].cards)


@fact("swap-no-exact-card")
def _swap_no_exact(ctx, err):
    natural = parse_card(err.params["card"])
    meld = ctx["table"][ctx["meld_index"]]
    assert natural in [c.declared for c in meld.cards if c.is_joker]
    assert natural not in [c.physical for c in ctx["hand"]]


@fact("swap-no-card-of-rank")
def _swap_rank(ctx, err):
    meld = ctx["table"][ctx["meld_index"]]
    assert ctx["profile"].joker_swaps is JokerSwaps.ANY_MELD and isinstance(meld, Group)
    assert not any(not c.is_joker and c.rank == meld.rank for c in ctx["hand"])


@fact("swap-keep-discard")
def _swap_keep(ctx, err):
    assert ctx["profile"].keeps_discard and len(ctx["hand"]) == 1


@fact("swap-joker-nowhere")
def _swap_nowhere(ctx, err):
    # the freed joker fits no meld of the table after the swap, at no end
    table, i, natural, p = ctx["table"], ctx["meld_index"], ctx["natural"], ctx["profile"]
    meld = table[i]
    new = (meld.swap_joker(natural, p) if isinstance(meld, Group) else meld.swap_joker(natural))[0]
    after = list(table)
    after[i] = new
    for m in after:
        for e in (None,) if isinstance(m, Group) else ("low", "high"):
            with pytest.raises(ContratoError):
                lay_off_on(m, JOKER, e, p)


@fact("no-joker-swaps")
def _no_swaps(ctx, err):
    assert ctx["profile"].joker_swaps is JokerSwaps.NONE


# the state machine (5.1, 6.1, 6.3, 6.5, 5.3, 8.1, 9.2, 9.3)

@fact("no-discard")
def _no_discard(ctx, err):
    assert not ctx["state"].discard and isinstance(ctx["move"], TakeDiscard)


@fact("draw-first")
def _draw_first(ctx, err):
    assert ctx["state"].phase is Phase.DRAW
    assert not isinstance(ctx["move"], (DrawStock, TakeDiscard, Buy, Pass))


@fact("already-drawn")
def _already(ctx, err):
    assert ctx["state"].phase is Phase.PLAY and isinstance(ctx["move"], (DrawStock, TakeDiscard))


@fact("no-window")
def _no_window(ctx, err):
    assert ctx["state"].phase is not Phase.BUY and isinstance(ctx["move"], (Buy, Pass))


@fact("window-open")
def _window(ctx, err):
    assert ctx["state"].phase is Phase.BUY and not isinstance(ctx["move"], (Buy, Pass))


@fact("new-meld-after-opening")
def _new_meld(ctx, err):
    s = ctx["state"]
    assert isinstance(ctx["move"], LayDown) and s.opened[s.active] is not None


@fact("round-over")
def _over(ctx, err):
    assert ctx["state"].phase is Phase.OVER


@fact("game-over")
def _game_over(ctx, err):
    assert ctx["game"].round is None and len(ctx["game"].results) == ctx["profile"].rounds


@fact("active-buys")
def _active_buys(ctx, err):
    assert ctx["active"] in ctx["asks"]


# notation of moves, positions and house codes: the text is no such thing

@fact("move-notation")
def _move_notation(ctx, err):
    from generator.engine.moves import parse_move
    with pytest.raises(ContratoError):
        parse_move(err.params["text"])


@fact("position-notation")
def _position_notation(ctx, err):
    from generator.engine.state import RoundState
    with pytest.raises(ContratoError):
        RoundState.from_fen(ctx["text"])


@fact("house-rules-code")
def _house_code(ctx, err):
    with pytest.raises(ContratoError):
        decode(err.params["text"])


def check(ctx: dict, err: ContratoError) -> None:
    """The fact of ``err``'s code holds for ``ctx``."""
    assert err.code in FACTS, f"no fact check for the code {err.code!r}"
    FACTS[err.code](ctx, err)


def test_every_refusal_code_has_its_fact_checked():
    assert set(FACTS) == set(REFUSALS), set(REFUSALS) ^ set(FACTS)


# -- a fixed example of each code, so that every checker runs --------------------------------------

def _meld_ctx(text, kind=None, profile=P_SITE, **kw):
    cs = cards(text)

    def run():
        make_meld(cs, kind, profile=profile)
    return {"cards": cs, "profile": profile, "kind": kind, **kw}, run


def _refusal_ctx(text, kind=None, profile=P_SITE):
    """Cards with jokers without a value that make no meld in any order: the question
    layer's reason (:func:`~generator.engine.melds.meld_refusal`)."""
    cs = cards(text)

    def run():
        raise meld_refusal(cs, kind, profile=profile)
    return {"cards": cs, "profile": profile, "kind": kind, "any_order": True}, run


def _lay_ctx(meld, card, end=None, profile=P_SITE, round_=2, before=True, now=False, left=3):
    m = make_meld(cards(meld), profile=profile) if isinstance(meld, str) else meld
    c = parse_card(card)

    def run():
        check_lay_off(round_, m, c, end=end, cards_left_after=left,
                      opened_before_this_turn=before, opened_this_turn=now, profile=profile)
    return {"meld": m, "card": c, "end": end, "profile": profile, "round": round_,
            "opened_before": before, "opened_now": now, "left": left}, run


def _ways_ctx(meld, given, end=None, profile=P_SITE):
    m = make_meld(cards(meld), profile=profile)
    cs = cards(given)

    def run():
        lay_off_ways(2, m, cs, opened_before_this_turn=True, cards_left_after=1, end=end,
                     profile=profile)
    return {"meld": m, "cards": cs, "end": end, "profile": profile, "round": 2}, run


def _swap_ctx(table, hand, i, natural=None, profile=P_SITE, round_=2, before=True, now=False):
    t = [make_meld(cards(m), profile=profile) for m in table]
    h = cards(hand)
    nat = parse_card(natural) if natural else None

    def run():
        if nat is None:
            check_joker_swap_at(round_, t, h, i, opened_before_this_turn=before,
                                opened_this_turn=now, profile=profile)
        else:
            check_joker_swap(round_, t, h, i, nat, opened_before_this_turn=before,
                             opened_this_turn=now, profile=profile)
    return {"table": t, "hand": h, "meld_index": i, "natural": nat, "profile": profile,
            "round": round_, "opened_before": before, "opened_now": now, "swap": True}, run


def _laydown_ctx(round_, melds, hand=None, profile=P_SITE):
    ms = [make_meld(cards(m), profile=profile) for m in melds]
    h = cards(hand) if hand else None

    def run():
        if h is None:
            validate_laydown(round_, ms, profile)
        else:
            validate_opening(round_, h, ms, profile)
    return {"round": round_, "melds": ms, "hand": h, "profile": profile}, run


def _table_ctx(round_, melds, profile=P_SITE):
    ms = [make_meld(cards(m), profile=profile) for m in melds]
    return {"round": round_, "melds": ms, "profile": profile}, lambda: check_table(round_, ms,
                                                                                  profile)


def _state_ctx(move, phase="draw"):
    rng = random.Random(3)
    state = _some_state(rng, round_=2, want=phase)
    return {"state": state, "move": move, "profile": state.profile}, lambda: apply(state, move)


def _game_over_ctx():
    game = new_game(random.Random(1))
    game = replace(game, round=None, results=tuple([None] * game.profile.rounds))
    return {"game": game, "profile": game.profile}, lambda: apply(game, DrawStock())


def _buy_ctx():
    from generator.engine.buying import resolve_buying_window
    asks = {0: cards("7♥")}
    return {"active": 0, "asks": asks}, lambda: resolve_buying_window(
        0, cards("7♥"), cards("5♦ 4♦"), asks, rng=random.Random(0))


def _cards_ctx(text, profile=P_SITE):
    cs = cards(text)
    return {"cards": cs, "profile": profile}, lambda: check_cards(cs, profile)


def _some_state(rng, round_=2, want="draw", steps=200):
    """A state of a random game in ``round_`` at the phase wanted (draw, play, buy, over)."""
    from generator.engine.state import deal
    for attempt in range(50):
        state = deal(round_, 0, random.Random(rng.random()))
        for _ in range(steps):
            if state.phase.name.lower() == want and (want != "play" or _opened(state)):
                return state
            moves = legal_moves(state)
            if not moves:
                break
            progress = [m for m in moves if isinstance(m, (LayDown, LayOff))]
            move = progress[0] if progress and rng.random() < 0.7 else rng.choice(moves)
            state = apply(state, move)
            if state.phase is Phase.OVER and want == "over":
                return state
    raise AssertionError(f"no state at {want}")


def _opened(state) -> bool:
    return state.opened[state.active] is not None


EXAMPLES = {
    "notation": lambda: ({"text": "7X"}, lambda: parse_card("7X")),
    "not-a-card": lambda: ({"cards": [Card(7, None)], "profile": P_SITE},
                           lambda: check_cards([Card(7, None)])),
    "too-many-copies": lambda: _cards_ctx("7♥ 7♥ 7♥"),
    "too-many-jokers": lambda: _cards_ctx("JK JK JK JK"),
    "group-too-short": lambda: _meld_ctx("7♥ 7♣", "group"),
    "group-mixed-ranks": lambda: _meld_ctx("7♥ 7♣ 8♦", "group"),
    "group-joker-rank": lambda: _meld_ctx("7♥ 7♣ JK=8", "group"),
    "group-undeclared": lambda: _meld_ctx("JK JK JK", "group"),
    "group-joker-suit": lambda: _meld_ctx("7♥ 7♣ JK=7♠", "group"),
    "group-repeated-suit": lambda: _meld_ctx("7♥ 7♥ 7♣", "group", PROFILES["h1-gd"]),
    "group-too-long": lambda: _meld_ctx("7♥ 7♣ 7♦ 7♠ 7♥", "group", PROFILES["h1-m4"]),
    "group-other-rank": lambda: _lay_ctx("7♥ 7♣ 7♦", "8♥"),
    "group-no-end": lambda: _lay_ctx("7♥ 7♣ 7♦", "7♠", "low"),
    "sequence-too-short": lambda: _meld_ctx("5♥ 6♥ 7♥", "sequence"),
    "sequence-too-long": lambda: _meld_ctx(
        "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ JK", "sequence"),
    "sequence-mixed-suits": lambda: _meld_ctx("5♥ 6♥ 7♥ 8♣", "sequence"),
    "sequence-gap": lambda: _meld_ctx("5♥ 6♥ 7♥ 9♥", "sequence"),
    "sequence-gap-jokers": lambda: _refusal_ctx("5♦ 8♦ JK", "sequence"),
    "sequence-repeat": lambda: _meld_ctx("5♥ 5♥ 6♥ 7♥", "sequence"),
    "sequence-wraps": lambda: _meld_ctx("K♥ A♥ 2♥ 3♥", "sequence"),
    "sequence-undeclared": lambda: _meld_ctx("JK JK JK", "sequence"),
    "sequence-joker-rankless": lambda: _meld_ctx("5♥ 6♥ 7♥ JK=8", "sequence"),
    "sequence-joker-place": lambda: _joker_place_ctx(),
    "meld-ambiguous": lambda: _meld_ctx("7♠ JK JK JK"),
    "meld-neither": lambda: _meld_ctx("K♣ K♦ A♦"),
    "ace-low-only": lambda: _meld_ctx("J♥ Q♥ K♥ A♥", "sequence", PROFILES["h1-al"]),
    "ace-high-only": lambda: _meld_ctx("A♥ 2♥ 3♥ 4♥", "sequence", PROFILES["h1-ah"]),
    "beyond-ace": lambda: _lay_ctx("A♥ 2♥ 3♥ 4♥", "K♥", "low"),
    "sequence-full": lambda: _lay_ctx("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥", "JK"),
    "does-not-extend": lambda: _lay_ctx("8♥ 9♥ 10♥ J♥", "Q♥", "low"),
    "other-suit": lambda: _lay_ctx("8♥ 9♥ 10♥ J♥", "Q♦"),
    "gap-unfilled": lambda: _ways_ctx("5♠ 6♠ 7♠ 8♠", "J♠ 10♠"),
    "which-end": lambda: _lay_ctx("5♠ 6♠ 7♠ 8♠", "JK"),
    "place-held-by-joker": lambda: _lay_ctx("5♠ 6♠ 7♠ JK=8♠", "8♠"),
    "joker-declared-elsewhere": lambda: _lay_ctx("5♠ 6♠ 7♠ 8♠", "JK=3♠"),
    "meld-mismatch": lambda: _mismatch_ctx(),
    "group-joker-undeclared": lambda: _undeclared_group_ctx(),
    "wrong-melds": lambda: _laydown_ctx(2, ["7♣ 7♦ 7♥", "8♣ 8♦ 8♥"]),
    "group-length": lambda: _laydown_ctx(2, ["7♣ 7♦ 7♥ 7♠", "3♠ 4♠ 5♠ 6♠"]),
    "sequence-length": lambda: _laydown_ctx(2, ["7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠ 7♠"]),
    "same-suit": lambda: _laydown_ctx(3, ["3♠ 4♠ 5♠ 6♠", "7♠ 8♠ 9♠ 10♠"]),
    "whole-hand": lambda: _laydown_ctx(7, ["3♠ 4♠ 5♠ 6♠", "3♥ 4♥ 5♥ 6♥", "3♦ 4♦ 5♦ 6♦"],
                                       "3♠ 4♠ 5♠ 6♠ 3♥ 4♥ 5♥ 6♥ 3♦ 4♦ 5♦ 6♦ K♣"),
    "whole-hand-discard": lambda: _laydown_ctx(
        7, ["3♠ 4♠ 5♠ 6♠", "3♥ 4♥ 5♥ 6♥", "3♦ 4♦ 5♦ 6♦"],
        "3♠ 4♠ 5♠ 6♠ 3♥ 4♥ 5♥ 6♥ 3♦ 4♦ 5♦ 6♦ K♣ Q♣", PROFILES["h1-fd"]),
    "not-in-hand": lambda: _laydown_ctx(2, ["7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠"],
                                        "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ K♣ Q♣"),
    "keep-discard": lambda: _lay_ctx("5♠ 6♠ 7♠ 8♠", "9♠", left=0),
    "table-not-contracts": lambda: _table_ctx(2, ["7♣ 7♦ 7♥"]),
    "table-final-round": lambda: _table_ctx(7, ["3♠ 4♠ 5♠ 6♠"]),
    "final-round-no-layoff": lambda: _lay_ctx("5♠ 6♠ 7♠ 8♠", "9♠", round_=7),
    "final-round-opened": lambda: _go_out_ctx(7, before=True),
    "not-opened": lambda: _lay_ctx("5♠ 6♠ 7♠ 8♠", "9♠", before=False),
    "opening-turn": lambda: _lay_ctx("5♠ 6♠ 7♠ 8♠", "9♠", before=False, now=True),
    "opened-twice": lambda: _go_out_ctx(2, before=True, now=True),
    "no-such-meld": lambda: _swap_ctx(["7♣ 7♦ 7♥", "5♠ JK 7♠ 8♠"], "6♠ K♣", 5, "6♠"),
    "swap-in-group": lambda: _swap_ctx(["7♣ 7♦ JK", "5♠ 6♠ 7♠ 8♠"], "7♠ K♣", 0, "7♠"),
    "swap-with-joker": lambda: _swap_ctx(["7♣ 7♦ 7♥", "5♠ JK 7♠ 8♠"], "JK K♣", 1, "JK"),
    "swap-not-exact": lambda: _swap_ctx(["7♣ 7♦ 7♥", "5♠ JK 7♠ 8♠"], "8♠ K♣", 1, "8♠"),
    "swap-no-joker": lambda: _swap_ctx(["7♣ 7♦ 7♥", "5♠ 6♠ 7♠ 8♠"], "6♠ K♣", 1, "6♠"),
    "swap-no-exact-card": lambda: _swap_ctx(["7♣ 7♦ 7♥", "5♠ JK 7♠ 8♠"], "8♠ K♣", 1),
    "swap-no-card-of-rank": lambda: _swap_ctx(["7♣ 7♦ JK", "5♠ 6♠ 7♠ 8♠"], "8♠ K♣", 0,
                                              profile=PROFILES["h1-wa"]),
    "swap-keep-discard": lambda: _swap_ctx(["7♣ 7♦ 7♥", "5♠ JK 7♠ 8♠"], "6♠", 1, "6♠"),
    # both sequences already run from ace to ace: the freed joker has nowhere to go (D6)
    "swap-joker-nowhere": lambda: _swap_ctx(["A♠ 2♠ 3♠ 4♠ 5♠ 6♠ JK 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠",
                                             "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥"],
                                            "7♠ K♣", 0, "7♠", round_=3),
    "no-joker-swaps": lambda: _swap_ctx(["7♣ 7♦ 7♥", "5♠ JK 7♠ 8♠"], "6♠ K♣", 1, "6♠",
                                        profile=PROFILES["h1-wn"]),
    "active-buys": _buy_ctx,
    "no-discard": lambda: _no_discard_ctx(),
    "draw-first": lambda: _state_ctx(Discard(Card(7, SUITS[0]))),
    "already-drawn": lambda: _state_ctx(DrawStock(), "play"),
    "no-window": lambda: _state_ctx(Buy()),
    "window-open": lambda: _state_ctx(DrawStock(), "buy"),
    "new-meld-after-opening": lambda: _new_meld_ctx(),
    "round-over": lambda: _state_ctx(DrawStock(), "over"),
    "game-over": _game_over_ctx,
    "move-notation": lambda: ({"text": "draw"}, lambda: _parse_move("draw")),
    "position-notation": lambda: ({"text": "2 4 5"}, lambda: _from_fen("2 4 5")),
    "house-rules-code": lambda: ({}, lambda: decode("h1-zz")),
}


def _parse_move(text):
    from generator.engine.moves import parse_move
    return parse_move(text)


def _from_fen(text):
    from generator.engine.state import RoundState
    return RoundState.from_fen(text)


def _go_out_ctx(round_, before=False, now=False):
    from generator.engine.going_out import go_out_plan
    hand = cards("3♠ 4♠ 5♠ 6♠ 3♥ 4♥ 5♥ 6♥ 3♦ 4♦ 5♦ 6♦ K♣")
    return ({"round": round_, "profile": P_SITE, "opened_before": before, "opened_now": now},
            lambda: go_out_plan(round_, hand, [], opened_before_this_turn=before,
                                opened_this_turn=now))


def _mismatch_ctx():
    """A group value built by hand, not as make_group builds it (its cards out of their
    order): the state machine refuses the lay-down of such a value (3.7)."""
    from generator.engine.state import _check_melds
    bad = Group(7, tuple(cards("7♥ 7♣ 7♦")))
    return {"meld": bad, "profile": P_SITE}, lambda: _check_melds(LayDown((bad,)), P_SITE)


def _joker_place_ctx():
    """A sequence value whose joker is declared for another place than its own (D2)."""
    cs = tuple(cards("5♥ 6♥ 7♥ JK=9♥"))
    return {"cards": list(cs), "profile": P_SITE}, lambda: Run(SUITS[1], 5, cs)


def _undeclared_group_ctx():
    """A group value built by hand whose joker says no rank (3.7)."""
    cs = tuple(cards("7♣ 7♦ JK"))
    return {"cards": cs, "rank": 7, "profile": P_SITE}, lambda: Group(7, cs)


def _no_discard_ctx():
    state = _some_state(random.Random(5), 2, "draw")
    state = replace(state, discard=())
    return {"state": state, "move": TakeDiscard(), "profile": state.profile}, \
        lambda: apply(state, TakeDiscard())


def _new_meld_ctx():
    state = _some_state(random.Random(7), 2, "play")
    move = LayDown(tuple(make_meld(cards(m)) for m in ("7♣ 7♦ 7♥", "3♠ 4♠ 5♠ 6♠")))
    return {"state": state, "move": move, "profile": state.profile}, lambda: apply(state, move)


@pytest.mark.parametrize("code", sorted(REFUSALS))
def test_each_code_s_example_raises_it_and_its_fact_holds(code):
    ctx, run = EXAMPLES[code]()
    with pytest.raises(ContratoError) as info:
        run()
    err = info.value
    assert err.code == code, (code, err)
    check(ctx, err)


# -- the engine over random situations: every refusal met states a fact that holds -------------

SUIT = st.sampled_from(SUITS)
PROFILE = st.sampled_from([PROFILES[k] for k in sorted(PROFILES)])


@st.composite
def meld_cards(draw):
    """Cards near a meld: a run of one suit or a rank's cards, with jokers, strays and
    repeats mixed in."""
    suit = draw(SUIT)
    low = draw(st.integers(1, 12))
    n = draw(st.integers(1, 8))
    base = [Card(place_rank(min(p, 14)), suit) for p in range(low, low + n)]
    if draw(st.booleans()):
        rank = draw(st.sampled_from(RANKS))
        base = [Card(rank, draw(SUIT)) for _ in range(n)]
    extra = draw(st.lists(st.one_of(
        st.just(JOKER),
        st.builds(lambda r, s: JOKER.declare(Card(r, s)), st.sampled_from(RANKS), SUIT),
        st.builds(lambda r: JOKER.declare(Card(r, None)), st.sampled_from(RANKS)),
        st.builds(Card, st.sampled_from(RANKS), SUIT)), max_size=3))
    cs = base + extra
    order = draw(st.permutations(cs))
    return list(order)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(meld_cards(), st.sampled_from([None, "group", "sequence"]), PROFILE)
def test_meld_refusals_state_facts(cs, kind, profile):
    try:
        make_meld(cs, kind, profile=profile)
    except ContratoError as err:
        check({"cards": cs, "kind": kind, "profile": profile}, err)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(meld_cards(), st.sampled_from([None, "group", "sequence"]), PROFILE)
def test_meld_refusals_in_any_order_state_facts(cs, kind, profile):
    """Cards with jokers without a value that make no meld in any order: the reason the
    question layer gives (each joker read in the place it fills, D2; review 3 ca #1)."""
    try:
        check_cards(cs, profile)
    except ContratoError:
        return
    assume(any(c.is_joker and c.declared is None for c in cs))
    assume(not meld_readings(cs, kind, profile=profile))
    err = meld_refusal(cs, kind, profile=profile)
    ctx = {"cards": cs, "kind": kind, "profile": profile, "any_order": True}
    for e in (err.causes if isinstance(err, NeitherMeldError) else (err,)):
        check(ctx, e)


@st.composite
def table_meld(draw, profile=P_SITE):
    """A valid meld: a run (with jokers in it, at its ends too) or a group."""
    suit = draw(SUIT)
    if draw(st.booleans()):
        n = draw(st.integers(profile.sequence_length, 14))
        low = draw(st.integers(1, 15 - n))
        cs = [Card(place_rank(p), suit) for p in range(low, low + n)]
        for i in draw(st.sets(st.integers(0, n - 1), max_size=2)):
            cs[i] = JOKER.declare(cs[i])
        return make_sequence(cs)
    rank = draw(st.sampled_from(RANKS))
    n = draw(st.integers(3, 5))
    joker = draw(st.booleans())
    suits = draw(st.permutations(SUITS * 2))[:n - joker]   # two of each card at most (1.2)
    cs = [Card(rank, suit) for suit in suits] + [JOKER.declare(Card(rank, None))] * joker
    return make_group(cs)


CARD = st.one_of(st.builds(Card, st.sampled_from(RANKS), SUIT), st.just(JOKER),
                 st.builds(lambda r, s: JOKER.declare(Card(r, s)), st.sampled_from(RANKS), SUIT))


@settings(max_examples=400, deadline=None)
@given(table_meld(), CARD, st.sampled_from([None, "low", "high"]), PROFILE,
       st.sampled_from([(True, False), (False, True), (False, False)]), st.integers(0, 3),
       st.sampled_from([2, 3, 7]))
def test_lay_off_refusals_state_facts(meld, card, end, profile, opened, left, round_):
    before, now = opened
    ctx = {"meld": meld, "card": card, "end": end, "profile": profile, "round": round_,
           "opened_before": before, "opened_now": now, "left": left, "cards": [card]}
    try:
        check_lay_off(round_, meld, card, end=end, cards_left_after=left,
                      opened_before_this_turn=before, opened_this_turn=now, profile=profile)
    except ContratoError as err:
        check(ctx, err)


@settings(max_examples=300, deadline=None)
@given(table_meld(), st.lists(CARD.filter(lambda c: c.declared is None), min_size=1,
                              max_size=4), st.sampled_from([None, "low", "high"]))
def test_several_card_lay_off_refusals_state_facts(meld, given_cards, end):
    try:
        check_cards(list(meld.cards) + given_cards)
    except ContratoError:
        assume(False)
    ctx = {"meld": meld, "cards": given_cards, "end": end, "profile": P_SITE, "round": 2,
           "opened_before": True, "opened_now": False, "left": 1,
           "card": given_cards[0]}
    try:
        lay_off_ways(2, meld, given_cards, opened_before_this_turn=True, cards_left_after=1,
                     end=end)
    except ContratoError as err:
        if err.code in ("does-not-extend", "other-suit", "place-held-by-joker",
                        "joker-declared-elsewhere", "group-other-rank", "beyond-ace",
                        "which-end"):
            # the card the refusal names, alone on the meld (3.2, 3.4, 3.7)
            ctx["card"] = parse_card(err.params["card"]) if "card" in err.params else \
                given_cards[0]
        check(ctx, err)


@settings(max_examples=300, deadline=None)
@given(st.lists(table_meld(), min_size=1, max_size=3),
       st.lists(st.builds(Card, st.sampled_from(RANKS), SUIT) | st.just(JOKER), max_size=4),
       st.integers(0, 3), st.one_of(st.none(), st.builds(Card, st.sampled_from(RANKS), SUIT),
                                    st.just(JOKER)),
       st.sampled_from([PROFILES[k] for k in ("contrato", "h1-wa", "h1-wn", "h1-xm")]),
       st.sampled_from([(True, False), (False, True), (False, False)]))
def test_joker_swap_refusals_state_facts(table, hand, i, natural, profile, opened):
    before, now = opened
    if natural is not None:
        hand = hand + [natural]
    ctx = {"table": table, "hand": hand, "meld_index": i, "natural": natural,
           "profile": profile, "round": 2, "opened_before": before, "opened_now": now,
           "swap": True}
    try:
        check_cards([c for m in table for c in m.cards] + hand, profile)
    except ContratoError:
        assume(False)
    try:
        if natural is None:
            if 0 <= i < len(table) and not table[i].jokers:
                return                      # asked about a joker: the meld must hold one
            check_joker_swap_at(2, table, hand, i, opened_before_this_turn=before,
                                opened_this_turn=now, profile=profile)
        else:
            check_joker_swap(2, table, hand, i, natural, opened_before_this_turn=before,
                             opened_this_turn=now, profile=profile)
    except ContratoError as err:
        if err.code == "swap-no-exact-card" or err.code == "swap-not-exact":
            ctx["natural"] = parse_card(err.params["card"])
        check(ctx, err)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 7), st.lists(table_meld(), min_size=1, max_size=4), PROFILE)
def test_lay_down_and_table_refusals_state_facts(round_, melds, profile):
    hand = [c.physical for m in melds for c in m.cards]
    laid = [c for m in melds for c in m.cards]
    opening_hand = hand + [Card(13, SUITS[3])]
    runs = ((lambda: validate_laydown(round_, melds, profile), hand, laid),
            (lambda: validate_opening(round_, opening_hand, melds, profile), opening_hand,
             opening_hand),
            (lambda: check_table(round_, melds, profile), hand, laid))
    for run, in_hand, counted in runs:
        try:
            run()
        except ContratoError as err:
            check({"round": round_, "melds": melds, "hand": in_hand, "profile": profile,
                   "cards": counted}, err)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10 ** 6), st.integers(1, 7), st.integers(0, 60))
def test_state_machine_refusals_state_facts(seed, round_, steps):
    from generator.engine.state import deal
    rng = random.Random(seed)
    state = deal(round_, 0, rng)
    tries = [DrawStock(), TakeDiscard(), Buy(), Pass()]
    for _ in range(steps):
        moves = legal_moves(state)
        if not moves:
            break
        state = apply(state, rng.choice(moves))
    hand = state.hands[state.active]
    if hand:
        tries += [Discard(hand[0]), LayOff(0, hand[0], None)]
    tries.append(LayDown((make_group(cards("7♣ 7♦ 7♥")),)))
    for move in tries:
        try:
            apply(state, move)
        except ContratoError as err:
            ctx = {"state": state, "move": move, "profile": state.profile,
                   "round": state.round, "table": [t.meld for t in state.table],
                   "melds": list(move.melds) if isinstance(move, LayDown) else [],
                   "hand": list(hand), "card": getattr(move, "card", None),
                   "opened_before": state.opened[state.active] is not None
                   and state.opened[state.active] != state.turn,
                   "opened_now": state.opened[state.active] == state.turn,
                   "left": len(hand) - 1, "meld": state.table[0].meld if state.table else None,
                   "end": None, "cards": [getattr(move, "card", None)]}
            if err.code in ("group-other-rank", "does-not-extend", "other-suit",
                            "place-held-by-joker", "which-end", "beyond-ace",
                            "sequence-full", "group-too-long", "group-repeated-suit"):
                continue                    # checked on melds above
            if err.code in ("not-in-hand",) and isinstance(move, LayDown):
                continue                    # the lay-down's own checks, above
            check(ctx, err)
