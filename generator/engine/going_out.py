"""Going out this turn: an exact search for a legal way to empty the hand (clauses 5.2–5.5,
7.1–7.4, 8.1; rulings D6–D8).

After the draw, a player goes out

- in rounds 1–6, if they have not opened: by laying down the contract (exact lengths, 5.2) and
  discarding the single card left — no lay-off on the opening turn (5.4);
- in rounds 1–6, if they opened on an earlier turn: by laying off every card but one — joker
  swaps included (7.1, 7.2, D6) — and discarding the last (5.5);
- in round 7: by laying down the whole hand in three sequences, with no discard (7.4, D8).

The search is exhaustive (depth-first over sequence extensions and joker swaps, with memory of
the positions already refuted), so it never misses a solution a greedy order would miss. Cards
that fit a group are kept for the end: a group takes a card of its rank (or a joker) whatever
else happens on the table, so only sequences need a search.

>>> from .cards import parse_cards
>>> from .melds import make_sequence, make_group
>>> table = [make_sequence(parse_cards("5♠ 6♠ 7♠ 8♠")), make_group(parse_cards("9♦ 9♣ 9♥"))]
>>> plan = go_out_plan(3, parse_cards("9♠ 10♠ K♥"), table, opened_before_this_turn=True)
>>> [format_move(m) for m in plan.moves]
['lay off 9♠ on meld 0 (high end)', 'lay off 10♠ on meld 0 (high end)', 'discard K♥']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from .cards import JOKER, Card
from .contracts import remaining
from .deck import check_cards
from .errors import IllegalMoveError
from .melds import Group, Meld, Sequence as Run
from .moves import Discard, LayDown, LayOff, Move, SwapJoker, format_move  # noqa: F401
from .opening import opening_laydowns
from .profile import CONTRATO, Profile

__all__ = ["GoOutPlan", "go_out_plan", "can_go_out"]


@dataclass(frozen=True)
class GoOutPlan:
    """A legal way to go out this turn: ``moves`` in order (:class:`~.moves.LayDown`,
    :class:`~.moves.LayOff`, :class:`~.moves.SwapJoker`, :class:`~.moves.Discard`), with meld
    indices into the table as it stands when each move is made (a lay-down appends its melds
    at the end). ``clause`` is the clause the way out rests on: ``"5.2"`` (opening and
    discarding), ``"5.5"`` (laying off and discarding), ``"7.4"`` (final round)."""

    moves: tuple[Move, ...]
    clause: str

    @property
    def discard(self) -> Card | None:
        """The card discarded last (``None`` in round 7)."""
        last = self.moves[-1] if self.moves else None
        return last.card if isinstance(last, Discard) else None


def go_out_plan(round_: int, hand: Sequence[Card], table: Sequence[Meld], *,
                opened_before_this_turn: bool, opened_this_turn: bool = False,
                profile: Profile = CONTRATO) -> GoOutPlan | None:
    """A legal way for this player to empty their hand this turn, after the draw, or ``None``.

    ``hand`` is the hand after the draw (physical cards); ``table`` the melds on the table in
    the order they were laid down; ``opened_before_this_turn`` whether the player opened on an
    earlier turn; ``opened_this_turn`` whether they have just laid down their contract this
    turn (then ``hand`` is what is left: no lay-off this turn, 5.4, so only a single card left
    can go out, by discarding it).

    Raises :class:`~.errors.IllegalMoveError` (D8) for an earlier opening in round 7, where
    whoever opens goes out at once, and for both flags at once (5.3); raises
    :class:`~.errors.ImpossibleCardsError` (1.2) when the hand and the table hold cards that
    cannot exist together.
    """
    hand = tuple(c.physical for c in hand)
    contract = profile.contract(round_)
    check_cards(list(hand) + [c for m in table for c in m.cards], profile)
    if opened_before_this_turn and opened_this_turn:
        raise IllegalMoveError("a player opens once: not both on an earlier turn and on this one",
                               clause="5.3", code="opened-twice")
    if contract.whole_hand:
        if opened_before_this_turn or opened_this_turn:
            raise IllegalMoveError("in the final round nobody holds cards after opening: "
                                   "whoever opens goes out at once", clause="D8",
                                   code="final-round-opened")
        laydowns = opening_laydowns(round_, hand, profile)
        return GoOutPlan((LayDown(laydowns[0].melds),), "7.4") if laydowns else None
    if opened_this_turn:
        return GoOutPlan((Discard(hand[0]),), "5.4") if len(hand) == 1 else None
    if not opened_before_this_turn:
        if len(hand) != contract.min_cards(profile) + 1:
            return None
        laydowns = opening_laydowns(round_, hand, profile)
        if not laydowns:
            return None
        (last,) = remaining(hand, laydowns[0])
        return GoOutPlan((LayDown(laydowns[0].melds), Discard(last)), "5.2")
    if not hand:
        return None
    moves = _lay_off_all_but_one(list(table), list(hand), profile)
    return None if moves is None else GoOutPlan(tuple(moves), "5.5")


def can_go_out(round_: int, hand: Sequence[Card], table: Sequence[Meld], *,
               opened_before_this_turn: bool, profile: Profile = CONTRATO) -> bool:
    """Whether :func:`go_out_plan` finds a way out."""
    return go_out_plan(round_, hand, table, opened_before_this_turn=opened_before_this_turn,
                       profile=profile) is not None


def _remove(hand: list[Card], card: Card) -> list[Card]:
    out = list(hand)
    out.remove(card)
    return out


def _lay_off_all_but_one(table: list[Meld], hand: list[Card],
                         profile: Profile) -> list[Move] | None:
    group_at = {}
    for i, m in enumerate(table):
        if isinstance(m, Group):
            group_at.setdefault(m.rank, i)
    any_group = next(iter(sorted(group_at.values())), None)

    def group_for(card: Card) -> int | None:
        return any_group if card.is_joker else group_at.get(card.rank)

    refuted: set = set()

    def key(tab: list[Meld], h: list[Card]) -> tuple:
        seqs = sorted((m.suit.order, m.low, m.high, m.joker_places(),
                       tuple(str(c.declared) for c in m.cards if c.is_joker))
                      for m in tab if isinstance(m, Run))
        return tuple(seqs), tuple(sorted(Counter(str(c) for c in h).items()))

    def finish(h: list[Card]) -> list[Move] | None:
        stuck = [c for c in h if group_for(c) is None]
        if len(stuck) > 1:
            return None
        last = stuck[0] if stuck else max(h, key=lambda c: c.sort_key())
        rest = _remove(h, last)
        return [LayOff(group_for(c), c, None) for c in rest] + [Discard(last)]

    def search(tab: list[Meld], h: list[Card]) -> list[Move] | None:
        done = finish(h)
        if done is not None:
            return done
        if len(h) < 2:
            return None
        k = key(tab, h)
        if k in refuted:
            return None
        distinct = sorted(set(h), key=Card.sort_key)
        for i, meld in enumerate(tab):
            if not isinstance(meld, Run):
                continue
            # lay-offs at the ends of sequences
            for card in distinct:
                for end in meld.ends_for(card, profile):
                    new_tab = list(tab)
                    new_tab[i] = meld.add(card, end, profile)
                    found = search(new_tab, _remove(h, card))
                    if found is not None:
                        return [LayOff(i, card, end)] + found
            # joker swaps (7.1), the freed joker placed at once (7.2)
            for c in meld.cards:
                if not (c.is_joker and c.declared in h):
                    continue
                natural = c.declared
                swapped, joker = meld.swap_joker(natural)
                after = list(tab)
                after[i] = swapped
                rest = _remove(h, natural)
                targets: list[tuple[int, str | None]] = []
                if any_group is not None:
                    targets.append((any_group, None))
                for j, m in enumerate(after):
                    if isinstance(m, Run):
                        targets += [(j, e) for e in m.ends_for(JOKER, profile)]
                for j, e in targets:
                    new_tab = list(after)
                    new_tab[j] = after[j].add(joker) if e is None else after[j].add(
                        joker, e, profile)
                    found = search(new_tab, rest)
                    if found is not None:
                        return [SwapJoker(i, natural, j, e)] + found
        refuted.add(k)
        return None

    return search(table, hand)
