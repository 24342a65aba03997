"""Titles: what tells a puzzle apart, as a language-free line of the catalogue.

A title names what makes its puzzle different from the others of its kind — the melds or the
card it turns on, the trap (a meld that leads nowhere, a card two melds want, two sequences of
one suit), the moment (before opening, on the opening turn, with the last card), the players
and the card they ask for — from the situation and the engine's facts, never from the answer
itself: a title does not say yes or no, nor which choice is right. It is a
:class:`~generator.questions.lines.Line` under ``titles.<kind>`` of
``docs/<lang>/puzzles.ftl`` with typed parameters (cards, melds, seats, numbers), rendered
in each language by :func:`generator.lang.render.title_text`: every language carries the
same cards and numbers.

Two puzzles resting on one clause never share a title, and no title is shared by more than a
few puzzles (``tests/test_puzzle_titles.py`` holds both in every language). A template may
still give its own ``title`` (author text in every language), which wins.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any, Callable

from ..engine import CONTRATO
from ..engine.cards import Card
from ..engine.melds import Group, Meld, Sequence as Run
from ..questions.lines import (Cards, Join, Line, Listing, MeldSpan, OfRank, Seat, SeatList,
                               Series, p)
from .situation import Situation

#: A penalty hand up to this many cards is named card by card; a larger one by what it holds.
PENALTY_LISTED = 6


def _noun(meld: Meld) -> str:
    return "group" if isinstance(meld, Group) else "sequence"


def _meld_params(meld: Meld) -> tuple:
    """``meld`` for a sequence (its ends), ``rank`` for a group (``of_rank``)."""
    if isinstance(meld, Group):
        return p(rank=OfRank(meld.rank))
    return p(meld=MeldSpan(meld))


def _with_when(key: str, params: tuple, when: str | None, **extra: Any) -> Line:
    """``key`` or, at a moment that matters (``when``), ``key_when`` with its phrase."""
    if when is None:
        return Line(key, params)
    piece = Line(f"titles.when.{when}", p(**extra))
    return Line(f"{key}_when", params + p(when=Join((piece,))))


# -- can-open ----------------------------------------------------------------------------------

def _same_suit_pair(laydown) -> tuple[Run, Run] | None:
    for a, b in combinations(laydown.sequences, 2):
        if a.suit == b.suit:
            return (a, b) if (a.low, a.high) < (b.low, b.high) else (b, a)
    return None


def _joker_meld(laydown) -> Meld | None:
    return next((m for m in laydown.melds if m.jokers), None)


def _ace_meld(laydown, place: int) -> Run | None:
    return next((s for s in laydown.sequences
                 if s.low <= place <= s.high and not s.card_at(place).is_joker), None)


def _twice(laydown) -> Card | None:
    counts = Counter(c for c in laydown.cards if not c.is_joker)
    return next((c for c, n in sorted(counts.items(), key=lambda x: x[0].sort_key())
                 if n > 1), None)


def _hand_melds(round_: int, hand: tuple, melds: tuple[Meld, ...], key: str) -> Line:
    rest = len(hand) - sum(len(m) for m in melds)
    if rest <= 0:
        return Line(f"{key}_all", p(round=round_, melds=Listing(tuple(map(MeldSpan, melds)))))
    return Line(key, p(round=round_, melds=Series(tuple(map(MeldSpan, melds))), n=rest),
                count=rest)


def can_open_title(s: Situation, facts, tags: set[str]) -> Line:
    """The trap or the feature the hand turns on (4.3's pair of one suit, a meld that belongs
    to no lay-down, a card two melds want, a joker, two copies of a card, two groups of one
    rank, an ace at an end), else the hand's melds."""
    v = facts.verdict
    r = s.round
    shown = v.laydowns or v.blocked
    first = shown[0] if shown else None
    pair = _same_suit_pair(first) if first is not None else None
    if pair is not None and tags & {"same-suit-block", "same-suit-sequences"}:
        return Line("titles.can-open.pair", p(round=r, first=MeldSpan(pair[0]),
                                              second=MeldSpan(pair[1])))
    if facts.traps:
        trap = facts.traps[0]
        return Line(f"titles.can-open.trap_{_noun(trap)}", p(round=r, meld=MeldSpan(trap)))
    if facts.shared:
        meld, twice = facts.shared[0]
        rival = next((m for m in v.best_partial
                      if any(c.physical in twice for c in m.cards)), None)
        if rival is not None:
            return Line("titles.can-open.shared", p(round=r, first=MeldSpan(rival),
                                                    second=MeldSpan(meld)))
    if first is not None and not CONTRATO.contract(r).whole_hand:
        same = next(((a, b) for l in shown for a, b in combinations(l.groups, 2)
                     if a.rank == b.rank), None)
        if same is not None:
            return Line("titles.can-open.same_rank", p(round=r, first=MeldSpan(same[0]),
                                                       second=MeldSpan(same[1])))
        joker = _joker_meld(first)
        if joker is not None:
            return Line(f"titles.can-open.joker_{_noun(joker)}",
                        p(round=r, meld=MeldSpan(joker)))
        twice = _twice(first)
        if twice is not None:
            return Line("titles.can-open.copies", p(round=r, card=Cards((twice,))))
        for end, place in (("high", 14), ("low", 1)):
            ace = _ace_meld(first, place)
            if ace is not None:
                return Line(f"titles.can-open.ace_{end}", p(round=r, meld=MeldSpan(ace)))
    if v.reason == "too-few-cards":
        return Line("titles.can-open.too_few", p(round=r, n=len(s.hand)), count=len(s.hand))
    melds: tuple[Meld, ...] = ()
    if first is not None:
        melds = (max(first.melds, key=lambda m: (len(m), m.sort_key())),)
    elif v.best_partial:
        melds = tuple(v.best_partial)
    elif facts.final_partial:
        melds = tuple(facts.final_partial[:1])
    if melds:
        return _hand_melds(r, s.hand, melds, "titles.can-open.melds")
    return Line("titles.can-open.hand", p(round=r, cards=Cards(s.hand)))


# -- lay-off and joker-swap: a card, a meld of the table, a moment -----------------------------

def _moment(s: Situation, opened: str) -> str | None:
    if opened == "no":
        return "not-opened"
    if opened == "this-turn":
        return "this-turn"
    if len(s.hand) == 1:
        return "last-card"
    return None


def lay_off_title(s: Situation, facts, tags: set[str]) -> Line:
    """The card, the meld it would join and, when it matters, the moment."""
    d = s.data
    meld = d.table[d.target]
    when = _moment(s, d.opened)
    extra = {}
    if when is None and "took-discard" in tags:
        when, extra = "took-discard", {"card": Cards((s.took,))}
    return _with_when(f"titles.lay-off.{_noun(meld)}",
                      p(round=s.round, card=Cards((d.card,))) + _meld_params(meld), when,
                      **extra)


def joker_swap_title(s: Situation, facts, tags: set[str]) -> Line:
    """The natural cards offered for a joker, the meld the joker is in and the moment."""
    d = s.data
    swaps = [o.claim for o in facts.options if hasattr(o.claim, "natural")]
    melds = Counter(c.meld for c in swaps)
    index = min(melds, key=lambda i: (-melds[i], i))
    naturals = sorted({c.natural for c in swaps if c.meld == index}, key=Card.sort_key)
    meld = d.table[index]
    cards = Series(tuple(Cards((c,)) for c in naturals))
    return _with_when(f"titles.joker-swap.{_noun(meld)}",
                      p(round=s.round, cards=cards) + _meld_params(meld),
                      _moment(s, d.opened))


# -- contract-pair ------------------------------------------------------------------------------

def contract_pair_title(s: Situation, facts, tags: set[str]) -> Line:
    """The lay-down, the two sequences of one suit first (later: the card laid off between
    them)."""
    d = s.data
    a, b = d.melds[facts.order[0]], d.melds[facts.order[1]]
    if d.question == "later":
        return Line("titles.contract-pair.later", p(round=s.round, first=MeldSpan(a),
                                                    second=MeldSpan(b),
                                                    card=Cards((d.card,))))
    melds = (a, b) + tuple(m for i, m in enumerate(d.melds) if i not in facts.order)
    return Line("titles.contract-pair.lay-down",
                p(round=s.round, melds=Listing(tuple(map(MeldSpan, melds)))))


# -- buy ------------------------------------------------------------------------------------------

def buy_title(s: Situation, facts, tags: set[str]) -> Line:
    """Who asks for which cards (in the order they spoke), and whether the active player
    takes the top card or it was turned up at the deal."""
    d = s.data
    askers = tuple(dict.fromkeys(seat for seat, _ in d.asks))
    asked = []
    for card in reversed(d.discard):               # the top first
        if any(c.physical == card.physical for _, cards in d.asks for c in cards):
            asked.append(card)
    top = d.discard[-1]
    who = SeatList(askers)
    if d.takes:
        if not askers:
            return Line("titles.buy.takes_alone", p(round=s.round, active=Seat(d.active),
                                                    card=Cards((top,))))
        return Line("titles.buy.takes", p(round=s.round, active=Seat(d.active),
                                          card=Cards((top,)), askers=who), count=len(askers))
    # each player with the cards they ask for (players asking for the same cards together,
    # in the order they spoke): two lists side by side would read "respectively"
    groups: dict[tuple, list[int]] = {}
    for seat in askers:
        wanted = tuple(c for c in asked
                       if any(w.physical == c.physical for st, ws in d.asks if st == seat
                              for w in ws)) or (top,)
        groups.setdefault(wanted, []).append(seat)
    asks = Join(tuple(Line("titles.buy.ask", p(askers=SeatList(tuple(seats)),
                                               cards=Listing(tuple(Cards((c,)) for c in wanted))),
                           count=len(seats))
                      for wanted, seats in groups.items()), clauses=True)
    key = "titles.buy.dealt" if d.turn == 1 else "titles.buy.asks"
    return Line(key, p(round=s.round, asks=asks))


# -- final-round ----------------------------------------------------------------------------------

def final_round_title(s: Situation, facts, tags: set[str]) -> Line:
    """The whole lay-down that 4.3 forbids (two sequences of one suit that touch first),
    else the two longest melds the hand shows (in a lay-down of the whole hand, of the hand but one card, or one 4.3 forbids)."""
    shown = (facts.laydowns or facts.blocked or tuple(l for _, l in facts.near)
             or tuple(o.claim for o in facts.options if hasattr(o.claim, "melds")))
    first = shown[0] if shown else None
    melds = tuple(getattr(first, "melds", ()))
    if melds and "blocked" in tags:
        pair = _same_suit_pair(first)
        if pair is not None:
            rest = tuple(m for m in melds if m not in pair)
            return _hand_melds(s.round, s.hand, pair + rest, "titles.final-round.melds")
    if not melds:
        return Line("titles.final-round.hand", p(round=s.round, n=len(s.hand)))
    longest = sorted(melds, key=lambda m: (-len(m), -m.jokers, m.sort_key()))[:2]
    return _hand_melds(s.round, s.hand, tuple(longest), "titles.final-round.melds")


# -- penalty ---------------------------------------------------------------------------------------

def penalty_title(s: Situation, facts, tags: set[str]) -> Line:
    """A small hand card by card; a larger one by its size and its jokers, aces and faces."""
    hand = s.hand
    n = len(hand)
    if n <= PENALTY_LISTED:
        return Line("titles.penalty.cards", p(round=s.round, cards=Cards(hand)), count=n)
    parts = []
    for key, count in (("jokers", sum(c.is_joker for c in hand)),
                       ("aces", sum(c.rank == 1 for c in hand)),
                       ("faces", sum(c.rank in (11, 12, 13) for c in hand))):
        if count:
            parts.append(Line(f"titles.penalty.{key}", p(n=count), count=count))
    if not parts:
        return Line("titles.penalty.size", p(round=s.round, n=n))
    return Line("titles.penalty.hand", p(round=s.round, n=n, parts=Join(tuple(parts))))


# -- running-out -----------------------------------------------------------------------------------

def running_out_title(s: Situation, facts, tags: set[str]) -> Line:
    """The turn, who draws, takes or buys, what the stock holds and how many times it has been
    rebuilt in the round (D14), when it has."""
    d = s.data
    n = len(d.stock)
    rebuilt = "_rebuilt" if d.reshuffles else ""
    stock = (Line(f"titles.running-out.stock_empty{rebuilt}", p(times=d.reshuffles),
                  count=d.reshuffles) if not n else
             Line(f"titles.running-out.stock{rebuilt}", p(n=n, times=d.reshuffles), count=n))
    who = Seat(d.buyer if d.event == "buy" else d.active)
    return Line(f"titles.running-out.{d.event}", p(round=s.round, turn=d.turn, player=who,
                                                   stock=Join((stock,))))


# -- standings --------------------------------------------------------------------------------------

def standings_title(s: Situation, facts, tags: set[str]) -> Line:
    """When (the end, or after which round), the round's biggest penalty and who took it,
    and the rounds nobody won."""
    rows = s.data.penalties
    stage = (Line("titles.standings.final") if "final" in tags else
             Line("titles.standings.partial", p(round=len(rows))))
    points, at, seat = max((v, -r, -seat) for r, row in enumerate(rows)
                           for seat, v in enumerate(row))
    params = p(stage=Join((stage,)), points=points, player=Seat(-seat), at=-at + 1)
    void = tuple(facts.void)
    if void:
        return Line("titles.standings.void", params + p(rounds=Listing(void)),
                    count=len(void))
    return Line("titles.standings.top", params)


TITLES: dict[str, Callable[[Situation, Any, set[str]], Line]] = {
    "can-open": can_open_title, "lay-off": lay_off_title, "joker-swap": joker_swap_title,
    "contract-pair": contract_pair_title, "buy": buy_title, "final-round": final_round_title,
    "penalty": penalty_title, "running-out": running_out_title,
    "standings": standings_title,
}


def title_line(s: Situation, facts, tags) -> Line:
    """The title of a solved, tagged situation, as a line of the catalogue."""
    return TITLES[s.kind](s, facts, set(tags))
