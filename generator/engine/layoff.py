"""Laying off: adding cards from hand to melds on the table (clauses 5.4, 5.5, 3.4, 3.5, 7.4;
rulings D2, D7, D8).

Who may lay off, and when:

- never in the final round: it has no laying-off phase, whoever opens goes out (7.4, D8);
- only a player who has opened (D7), and only from their next own turn after opening (5.4);
- before the final round a card must stay in hand for the compulsory discard (5.5).

Where a card fits:

- a group takes any card of its rank and any joker (3.5, 3.7);
- a sequence takes the next card of its suit at either end, up to 14 cards, never beyond an
  ace (3.4); a joker goes to an end with room and takes the value of that place; when both
  ends fit, the end must be said (D2).

>>> from .melds import make_sequence, make_group
>>> from .cards import parse_cards, parse_card
>>> seq = make_sequence(parse_cards("5♥ 6♥ 7♥ 8♥"))
>>> str(check_lay_off(2, seq, parse_card("9♥"), opened_before_this_turn=True,
...                   cards_left_after=3))
'5♥ 6♥ 7♥ 8♥ 9♥'
>>> check_lay_off(2, seq, parse_card("9♥"), opened_before_this_turn=False,
...               opened_this_turn=True, cards_left_after=3)
Traceback (most recent call last):
...
generator.engine.errors.IllegalMoveError: no laying off on the turn of the opening: wait for your next turn (rule 5.4)
>>> lay_off_targets(2, [make_group(parse_cards("7♣ 7♦ 7♥")), seq], parse_card("JK"),
...                 opened_before_this_turn=True, cards_left_after=1)
[(0, None), (1, 'low'), (1, 'high')]
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Iterable, Sequence

from .cards import Card
from .errors import IllegalMoveError, MeldError
from .melds import HIGH_ACE, LOW_ACE, Group, Meld, Sequence as Run, place_rank
from .profile import CONTRATO, Profile

__all__ = ["check_may_lay_off", "check_lay_off", "lay_off_on", "check_end", "lay_off_targets",
           "Target", "LayOffWay", "lay_off_ways"]

#: Where a card may go: ``(meld index, end)``, with ``end`` ``None`` for a group and
#: ``"low"`` / ``"high"`` for a sequence.
Target = tuple[int, "str | None"]


def check_may_lay_off(round_: int, *, opened_before_this_turn: bool,
                      opened_this_turn: bool = False, cards_left_after: int | None = None,
                      profile: Profile = CONTRATO, action: str = "lay off") -> None:
    """Check that the player may lay off at all now, whatever the card (7.4/D8, D7, 5.4, 5.5).

    - round 7 (the contract that uses the whole hand): ``IllegalMoveError`` citing D8;
    - opened on this very turn: citing 5.4; not opened at all: citing D7;
    - ``cards_left_after`` (cards in hand after the lay-off) below 1 in rounds 1–6: citing 5.5
      (unless the profile goes out by melding every card, :attr:`~.profile.GoingOut`).

    ``action`` is ``"lay off"`` or ``"swap a joker"``; for a swap the opening-turn refusal
    cites 7.1 ("a player who opened on an earlier turn").
    """
    contract = profile.contract(round_)
    if contract.whole_hand:
        raise IllegalMoveError(
            f"round {round_} has no laying-off phase: nobody may {action}, whoever opens goes "
            f"out at once (7.4)", clause="D8", code="final-round-no-layoff", round=round_)
    if not opened_before_this_turn:
        if opened_this_turn:
            noun = "laying off" if action == "lay off" else "joker swap"
            raise IllegalMoveError(
                f"no {noun} on the turn of the opening: wait for your next turn",
                clause="5.4" if action == "lay off" else "7.1", code="opening-turn")
        raise IllegalMoveError(f"a player who has not opened may not {action}", clause="D7",
                               code="not-opened")
    if cards_left_after is not None:
        if not isinstance(cards_left_after, int) or cards_left_after < 0:
            raise ValueError(f"cards_left_after must be a whole number ≥ 0, "
                             f"not {cards_left_after!r}")
        if cards_left_after < 1 and profile.keeps_discard:
            raise IllegalMoveError(
                "a card must stay in hand for the compulsory discard; going out is discarding "
                "the last card", clause="5.5", code="keep-discard")


def check_lay_off(round_: int, meld: Meld, card: Card, *, opened_before_this_turn: bool,
                  cards_left_after: int, end: str | None = None,
                  opened_this_turn: bool = False, profile: Profile = CONTRATO) -> Meld:
    """Lay ``card`` off on ``meld`` and return the extended meld, or refuse.

    - ``opened_before_this_turn``: the player opened on an earlier turn (5.4);
      ``opened_this_turn`` tells a refusal under 5.4 (opened now) from D7 (not opened);
    - ``cards_left_after``: cards in the player's hand after this lay-off (5.5);
    - ``end``: ``"low"`` or ``"high"`` for a sequence (required when both ends fit, D2);
      must be ``None`` for a group.

    Raises :class:`IllegalMoveError` (D8, D7, 5.4, 5.5 — see :func:`check_may_lay_off`) or
    :class:`MeldError`: 3.4 beyond an ace or past 14 cards; 3.2 a card that is not the next of
    the sequence's suit; 3.5 a card of another rank on a group, or an end given for a group (a
    group has no ends); 3.7 a joker declared as something else; D2 a joker that fits both ends
    with no end said.
    """
    check_may_lay_off(round_, opened_before_this_turn=opened_before_this_turn,
                      opened_this_turn=opened_this_turn, cards_left_after=cards_left_after,
                      profile=profile)
    return lay_off_on(meld, card, end, profile)


def lay_off_on(meld: Meld, card: Card, end: str | None = None,
               profile: Profile = CONTRATO) -> Meld:
    """``meld`` with ``card`` laid off on it (at ``end`` of a sequence), by the rules of melds
    alone — who may lay off, and when, is :func:`check_lay_off`'s part. Raises
    :class:`MeldError` as :func:`check_lay_off` does (3.2, 3.4, 3.5, 3.7, D2)."""
    check_end(meld, card, end)
    if isinstance(meld, Group):
        return meld.add(card, profile)
    return meld.add(card, end, profile)


def check_end(meld: Meld, card: Card, end: str | None) -> None:
    """Check that no end is given for a group: a group grows with cards of its rank and has
    no ends (3.5). Raises :class:`MeldError` citing 3.5. (A sequence's ends are checked by
    :meth:`~generator.engine.melds.Sequence.add`.)"""
    if isinstance(meld, Group) and end is not None:
        raise MeldError(f"{card} on {meld}: a group has no ends, it grows with cards of its "
                        f"rank (no {end!r} end to give)", clause="3.5", code="group-no-end",
                        end=end)


def _fits(meld: Meld, card: Card, profile: Profile) -> list[str | None]:
    if isinstance(meld, Group):
        try:
            meld.add(card, profile)
        except MeldError:
            return []
        return [None]
    return list(meld.ends_for(card, profile))


def lay_off_targets(round_: int, table: Sequence[Meld], card: Card, *,
                    opened_before_this_turn: bool, cards_left_after: int,
                    opened_this_turn: bool = False,
                    profile: Profile = CONTRATO) -> list[Target]:
    """Every ``(meld index, end)`` where ``card`` may be laid off now, in table order (low end
    before high end). Empty when the player may not lay off at all (D8, D7, 5.4, 5.5) or the
    card fits nowhere. Same arguments as :func:`check_lay_off`; ``table`` is the melds on the
    table in the order they were laid down.
    """
    try:
        check_may_lay_off(round_, opened_before_this_turn=opened_before_this_turn,
                          opened_this_turn=opened_this_turn, cards_left_after=cards_left_after,
                          profile=profile)
    except IllegalMoveError:
        return []
    return [(i, end) for i, meld in enumerate(table) for end in _fits(meld, card, profile)]


# -- several cards on one meld --------------------------------------------------------------------

@dataclass(frozen=True)
class LayOffWay:
    """One way to lay off several cards on one meld in a turn (5.4: any number of cards, in
    any order): ``steps`` are ``(card, end)`` in an order the rules accept one card at a time
    (each step passes :func:`check_lay_off`; ``end`` is ``None`` on a group), ``result`` the
    meld afterwards (every joker declared as the card of its place, D2)."""

    steps: tuple[tuple[Card, "str | None"], ...]
    result: Meld


def lay_off_ways(round_: int, meld: Meld, cards: Iterable[Card], *,
                 opened_before_this_turn: bool, cards_left_after: int,
                 opened_this_turn: bool = False, end: str | None = None,
                 profile: Profile = CONTRATO) -> tuple[LayOffWay, ...]:
    """Every way to lay off all of ``cards`` on ``meld`` this turn, or the refusal that
    decides why there is none. The order of ``cards`` never matters (5.4): a sequence takes
    them wherever their places are, however they are listed (``10♠ 9♠ J♠ Q♠ K♠ 4♠ 3♠`` on
    ``5♠ 6♠ 7♠ 8♠``).

    - ``cards_left_after``: cards left in hand once they are all laid off (5.5);
    - ``end``: ``"low"`` or ``"high"``: every card goes at that end of a sequence (for a
      group, :class:`MeldError` 3.5: a group has no ends).

    Ways differ only where undeclared jokers (3.7, D2) or an ace (3.3) may go at either end;
    they are sorted as their results (:meth:`~generator.engine.melds.Sequence.sort_key`: low
    end first, then a natural card before a joker place by place), one way per result. Bounded: at most 14 × 14 extents of a sequence are tried, whatever the cards.

    Raises :class:`IllegalMoveError` as :func:`check_may_lay_off` does (D8, D7, 5.4, 5.5)
    and :class:`MeldError` naming the first card, in display order, that decides the refusal
    (the card is in ``params['card']``): on a group 3.5 (another rank) or 3.7 (a joker
    declared as another rank); on a sequence 3.2 (another suit; a place that holds a natural
    card already; two cards for one place; a gap no joker given fills), 3.7 (a natural card
    for a place a joker holds; a joker declared as another card), 3.4 (more than 14 cards, or
    nothing beyond an ace). :class:`~.errors.ImpossibleCardsError` (1.2) for cards the pack
    cannot hold together.

    >>> from .melds import make_sequence
    >>> from .cards import parse_cards
    >>> run = make_sequence(parse_cards("5♠ 6♠ 7♠ 8♠"))
    >>> ways = lay_off_ways(3, run, parse_cards("10♠ 9♠ J♠ Q♠ K♠ 4♠ 3♠"),
    ...                     opened_before_this_turn=True, cards_left_after=1)
    >>> str(ways[0].result)
    '3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠'
    >>> [str(w.result) for w in lay_off_ways(3, run, parse_cards("JK"),
    ...                                      opened_before_this_turn=True, cards_left_after=1)]
    ['JK=4♠ 5♠ 6♠ 7♠ 8♠', '5♠ 6♠ 7♠ 8♠ JK=9♠']
    """
    cards = sorted(cards, key=Card.sort_key)
    check_may_lay_off(round_, opened_before_this_turn=opened_before_this_turn,
                      opened_this_turn=opened_this_turn, cards_left_after=cards_left_after,
                      profile=profile)
    if end is not None and end not in ("low", "high"):
        raise ValueError(f"end must be 'low' or 'high', not {end!r}")
    if not cards:
        return (LayOffWay((), meld),)
    flags = dict(opened_before_this_turn=opened_before_this_turn,
                 opened_this_turn=opened_this_turn, profile=profile)
    if isinstance(meld, Group):
        check_end(meld, cards[0], end)
        steps = tuple((c, None) for c in cards)
        return (LayOffWay(steps, _replay(round_, meld, steps, cards_left_after, flags)),)
    plans = _sequence_plans(meld, cards, end, profile)
    ways: dict[tuple, LayOffWay] = {}
    for steps in plans:
        result = _replay(round_, meld, steps, cards_left_after, flags)
        ways.setdefault(result.sort_key(), LayOffWay(steps, result))
    return tuple(ways[k] for k in sorted(ways))


def _replay(round_: int, meld: Meld, steps: Sequence[tuple[Card, str | None]], left: int,
            flags: dict) -> Meld:
    """Lay the steps off one by one with :func:`check_lay_off` (the hand shrinking by one each
    time) and return the meld afterwards: every way is checked by the one-card rules."""
    size = left + len(steps)
    for card, e in steps:
        size -= 1
        try:
            meld = check_lay_off(round_, meld, card, end=e, cards_left_after=size, **flags)
        except MeldError as err:        # the refusal names the card it refuses
            err.params.setdefault("card", card.ascii())
            raise
    return meld


def _sequence_plans(run: Run, cards: list[Card], end: str | None,
                    profile: Profile) -> list[tuple[tuple[Card, str | None], ...]]:
    """The step lists of every way to add ``cards`` to ``run`` (see :func:`lay_off_ways`), or
    the deciding :class:`MeldError`. Natural cards and declared jokers have fixed places (an
    ace one of two); undeclared jokers fill the gaps between them and the run, the rest go to
    either end while there is room (3.4: places 1 to 14)."""
    low, high, suit = run.low, run.high, run.suit
    fixed: list[tuple[Card, tuple[int, ...]]] = []      # card, its places outside the run
    free = 0                                            # undeclared jokers
    for card in cards:
        value = card.declared if card.is_joker else card
        if value is None:
            free += 1
            continue
        if value.suit != suit:
            raise _refusal(run, card, end, profile)
        places = (LOW_ACE, HIGH_ACE) if value.rank == 1 else (value.rank,)
        outside = tuple(p for p in places if not low <= p <= high)
        if end == "low":
            outside = tuple(p for p in outside if p < low)
        elif end == "high":
            outside = tuple(p for p in outside if p > high)
        if not outside:
            raise _refusal(run, card, end, profile)
        fixed.append((card, outside))
    if len(run) + len(cards) > profile.max_sequence_length:
        raise MeldError(f"{run} has {len(run)} cards: with {len(cards)} more it would pass the "
                        f"{profile.max_sequence_length} a sequence holds at most", clause="3.4",
                        code="sequence-full", card=cards[-1].ascii())
    plans = []
    best: tuple | None = None                           # (missing, choice) of the fewest gaps
    for choice in product(*(places for _, places in fixed)):
        at = dict(zip(choice, (card for card, _ in fixed)))
        if len(at) < len(choice):
            continue                                    # two cards for one place
        below = [p for p in at if p < low]
        above = [p for p in at if p > high]
        lo = min(below, default=low)
        hi = max(above, default=high)
        missing = [p for p in range(lo, low) if p not in at] + [
            p for p in range(high + 1, hi + 1) if p not in at]
        if best is None or len(missing) < len(best[0]):
            best = (missing, at)
        spare = free - len(missing)
        if spare < 0:
            continue
        for extra_low in range(spare + 1):
            extra_high = spare - extra_low
            if (lo - extra_low < LOW_ACE or hi + extra_high > HIGH_ACE
                    or (end == "high" and (below or extra_low))
                    or (end == "low" and (above or extra_high))):
                continue
            joker_at = set(missing) | set(range(lo - extra_low, lo)) | set(
                range(hi + 1, hi + extra_high + 1))
            steps = []
            for p in range(low - 1, lo - extra_low - 1, -1):
                steps.append((at[p] if p in at else _JOKER_STEP, "low"))
            for p in range(high + 1, hi + extra_high + 1):
                steps.append((at[p] if p in at else _JOKER_STEP, "high"))
            assert len(joker_at) == free
            plans.append(tuple(steps))
    if plans:
        return plans
    if len(cards) == 1:
        raise _refusal(run, cards[0], end, profile)     # the one-card rules' own refusal
    if best is None:
        # every choice puts two cards on one place: the second copy is refused (3.2)
        seen: set[Card] = set()
        for card, _ in fixed:
            value = card.declared if card.is_joker else card
            if value in seen:
                raise MeldError(f"{card}: {value} goes on {run} only once, a sequence has one "
                                f"card a place", clause="3.2", code="sequence-repeat",
                                card=card.ascii())
            seen.add(value)
        raise MeldError(f"{_format_fixed(fixed)}: two cards for one place of {run}",
                        clause="3.2", code="sequence-repeat", card=fixed[-1][0].ascii())
    missing, at = best
    if not missing:
        # the gaps are filled but the jokers have no room: nothing beyond an ace (3.4)
        raise MeldError(f"no room for the jokers on {run}: nothing goes below a low ace or "
                        f"above a high ace", clause="3.4", code="beyond-ace", card="JK")
    # the jokers given fill the gaps nearest the run first; the card beyond the first gap they
    # leave open is the one that does not extend the run (3.2)
    order = sorted(missing, key=lambda p: (low - p if p < low else p - high, p > high))
    gap = order[free]
    beyond = (max(p for p in at if p < gap) if gap < low else min(p for p in at if p > gap))
    card = at[beyond]
    side = "low" if gap < low else "high"
    # every place left empty between that card and the run, not only the first: with 4♥ on
    # 7♥–10♥ both the 5♥ and the 6♥ are missing (fourteenth pt reading #1)
    empty = sorted(p for p in order[free:] if (beyond < p < low if side == "low"
                                                else high < p < beyond))
    missing_cards = [Card(place_rank(p), suit) for p in empty]
    raise MeldError(f"{card} does not extend {run} at the {side} end: "
                    f"{' '.join(str(c) for c in missing_cards)} "
                    f"{'is' if len(empty) == 1 else 'are'} missing between them and no joker is "
                    f"left to fill {'it' if len(empty) == 1 else 'them'}; only the next card of "
                    f"the suit fits", clause="3.2",
                    code="gap-unfilled", card=card.ascii(), end=side,
                    missing_card=Card(place_rank(gap), suit).ascii(),
                    missing_cards=" ".join(c.ascii() for c in missing_cards),
                    missing=len(empty), jokers=free)


#: An undeclared joker as a step (it takes the value of its place, D2).
_JOKER_STEP = Card(None, None)


def _format_fixed(fixed) -> str:
    return " ".join(str(card) for card, _ in fixed)


def _refusal(run: Run, card: Card, end: str | None, profile: Profile) -> MeldError:
    """The one-card refusal of ``card`` on ``run`` (as :meth:`Sequence.add` gives it: 3.2
    another suit or a place already filled, 3.7 a joker's place or value, 3.4 beyond an ace),
    with the card in its parameters."""
    try:
        run.add(card, end, profile)
    except MeldError as err:
        err.params.setdefault("card", card.ascii())
        return err
    raise AssertionError(f"{card} fits {run}")  # pragma: no cover
