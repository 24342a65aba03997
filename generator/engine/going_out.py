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
else happens on the table, so only sequences need a search. Positions are small values (a
sequence as suit, ends and joker places; the hand as counts), and a position from which no
way out can follow — two cards that fit nowhere, or more jokers needed to bridge the gaps to
the sequences' ends than the hand holds or can free — is cut at once; nothing else is cut, so
the way found is always the first in the search's order, whatever the hand's size.

>>> from .cards import parse_cards
>>> from .melds import make_sequence, make_group
>>> table = [make_sequence(parse_cards("5♠ 6♠ 7♠ 8♠")), make_group(parse_cards("9♦ 9♣ 9♥"))]
>>> plan = go_out_plan(3, parse_cards("9♠ 10♠ K♥"), table, opened_before_this_turn=True)
>>> [format_move(m) for m in plan.moves]
['lay off 9♠ on meld 0 (high end)', 'lay off 10♠ on meld 0 (high end)', 'discard K♥']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .cards import Card
from .contracts import remaining
from .counts import CARDS
from .deck import check_cards
from .errors import IllegalMoveError
from .melds import HIGH_ACE, Group, Meld, Sequence as Run
from .moves import Discard, LayDown, LayOff, Move, SwapJoker, format_move  # noqa: F401
from .opening import opening_laydowns
from .profile import CONTRATO, Ace, GroupSuits, JokerSwaps, OpeningLengths, Profile

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
        if not laydowns:
            return None
        if contract.final_discard:           # house rules: every card but one, then discard
            return GoOutPlan((LayDown(laydowns[0].melds),
                              Discard(remaining(hand, laydowns[0])[0])), "7.4")
        return GoOutPlan((LayDown(laydowns[0].melds),), "7.4")
    if opened_this_turn:
        return GoOutPlan((Discard(hand[0]),), "5.4") if len(hand) == 1 else None
    if not opened_before_this_turn:
        exact = profile.opening is OpeningLengths.EXACT
        if exact and len(hand) != contract.min_cards(profile) + 1:
            return None
        # the opening that leaves exactly the card to discard (5.2, 5.5), or none at all
        # when the profile goes out by melding every card
        for laydown in opening_laydowns(round_, hand, profile):
            rest = remaining(hand, laydown)
            if len(rest) == 1:
                return GoOutPlan((LayDown(laydown.melds), Discard(rest[0])), "5.2")
            if not rest:
                return GoOutPlan((LayDown(laydown.melds),), "5.2")
        return None
    if not hand:
        return None
    if _fast(profile):
        moves = _lay_off_all_but_one(list(table), list(hand), profile)
    else:
        moves = _search_rules(round_, tuple(table), hand, profile)
    return None if moves is None else GoOutPlan(tuple(moves), "5.5")


def _fast(profile: Profile) -> bool:
    """Whether the lay-off search below answers for ``profile``: groups that take every card
    of their rank (3.5), joker swaps in sequences only (7.1, 7.3), a card kept for the discard
    (5.5) and sequences from a low ace to a high ace (3.3, 3.4), as in this site's profile.
    Other house rules go through :func:`_search_rules`."""
    return (profile.group_suits is GroupSuits.ANY and profile.max_group_length is None
            and profile.joker_swaps is JokerSwaps.SEQUENCES and profile.keeps_discard
            and profile.ace is Ace.LOW_OR_HIGH and profile.max_sequence_length == 14)


def _search_rules(round_: int, table: tuple[Meld, ...], hand: tuple[Card, ...],
                  profile: Profile) -> list[Move] | None:
    """The first way out of an exhaustive depth-first search over the moves the rule
    utilities allow one at a time (:func:`~.layoff.lay_off_targets`,
    :func:`~.jokers.legal_joker_swaps`), for any profile: lay-offs card by card (in display
    order) and target by target, then joker swaps; the way out is a hand of one card to
    discard (5.5), or of none where melding every card goes out (house rules). Positions
    already refuted are remembered, and a position holding more cards that can never be
    placed than the one a discard takes is cut: a natural card can be placed only on a group
    of its rank, a sequence of its suit or for a joker standing for it, and the table never
    loses a meld."""
    from .jokers import apply_joker_swap, legal_joker_swaps
    from .layoff import check_lay_off, lay_off_targets

    refuted: set = set()
    path: list[Move] = []

    def stuck(table: tuple[Meld, ...], hand: tuple[Card, ...]) -> int:
        ranks = {m.rank for m in table if isinstance(m, Group)}
        suits = {m.suit for m in table if isinstance(m, Run)}
        standing = {c.declared for m in table for c in m.cards if c.is_joker}
        return sum(1 for c in hand if not c.is_joker and c.rank not in ranks
                   and c.suit not in suits and c not in standing)

    def search(table: tuple[Meld, ...], hand: tuple[Card, ...]) -> bool:
        if len(hand) == 1 or (not hand and not profile.keeps_discard):
            return True
        if not hand:
            return False
        key = (table, hand)
        if key in refuted:
            return False
        if stuck(table, hand) > 1:
            refuted.add(key)
            return False
        seen: set = set()
        for i, card in enumerate(hand):
            if card in seen:
                continue
            seen.add(card)
            rest = hand[:i] + hand[i + 1:]
            for j, end in lay_off_targets(round_, table, card, opened_before_this_turn=True,
                                          cards_left_after=len(rest), profile=profile):
                meld = check_lay_off(round_, table[j], card, opened_before_this_turn=True,
                                     cards_left_after=len(rest), end=end, profile=profile)
                path.append(LayOff(j, card, end))
                if search(table[:j] + (meld,) + table[j + 1:], rest):
                    return True
                path.pop()
        for swap in legal_joker_swaps(round_, table, hand, opened_before_this_turn=True,
                                      profile=profile):
            for j, end in swap.targets:
                after, rest = apply_joker_swap(round_, table, hand, swap.meld_index,
                                               swap.natural, j, end,
                                               opened_before_this_turn=True, profile=profile)
                path.append(SwapJoker(swap.meld_index, swap.natural, j, end))
                if search(tuple(after), tuple(rest)):
                    return True
                path.pop()
        refuted.add(key)
        return False

    hand = tuple(sorted(hand, key=Card.sort_key))
    if not search(tuple(table), hand):
        return None
    left = list(hand)
    for move in path:
        left.remove(move.card if isinstance(move, LayOff) else move.natural)
    return path + [Discard(c) for c in left]


def can_go_out(round_: int, hand: Sequence[Card], table: Sequence[Meld], *,
               opened_before_this_turn: bool, profile: Profile = CONTRATO) -> bool:
    """Whether :func:`go_out_plan` finds a way out."""
    return go_out_plan(round_, hand, table, opened_before_this_turn=opened_before_this_turn,
                       profile=profile) is not None


def _remove(hand: list[Card], card: Card) -> list[Card]:
    out = list(hand)
    out.remove(card)
    return out


# -- the lay-off search ------------------------------------------------------------------------
#
# Cards are numbered 0-52: a natural card ``suit.order * 13 + rank - 1`` (the order of
# ``Card.sort_key``), the joker 52. A sequence on the table is ``(suit order, low place, high
# place, joker places as bits)``; a group is ``None`` (a group takes its cards whatever else
# happens, so only sequences change during the search). The hand is a list of counts, and an
# int with a few bits per card (enough for the copies the pack holds) for the memory of
# refuted positions.

_JOKER_ID = 52
_INF = 99


def _card_id(card: Card) -> int:
    return _JOKER_ID if card.is_joker else card.suit.order * 13 + card.rank - 1


#: the card of each place of a sequence: ``_PLACE_ID[suit order][place]`` (place 0 unused)
_PLACE_ID = tuple(tuple(s * 13 + (0 if p in (1, 14) else p - 1) for p in range(15))
                  for s in range(4))
#: the places of a card (an ace has two): ``_CARD_PLACES[card id % 13]``
_CARD_PLACES = ((1, 14),) + tuple((r,) for r in range(2, 14))


def _lay_off_all_but_one(table: list[Meld], hand: list[Card],
                         profile: Profile) -> list[Move] | None:
    """The first way out (in the order: melds of the table in turn; on each, lay-offs by card
    then end, then joker swaps by place and their targets) of an exhaustive depth-first search.

    Positions already refuted are remembered (the sequences on the table as a multiset, the
    hand as counts) and positions that cannot lead out are cut (:func:`hopeless`): both only
    skip branches with no way out, so the way found is the first of the full search."""
    group_at: dict[int, int] = {}
    for i, m in enumerate(table):
        if isinstance(m, Group):
            group_at.setdefault(m.rank, i)
    any_group = next(iter(sorted(group_at.values())), None)

    def group_for(card: Card) -> int | None:
        return any_group if card.is_joker else group_at.get(card.rank)

    longest = profile.max_sequence_length
    tab: list[tuple[int, int, int, int] | None] = []
    for m in table:
        if isinstance(m, Run):
            mask = 0
            for place in m.joker_places():
                mask |= 1 << place
            tab.append((m.suit.order, m.low, m.high, mask))
        else:
            tab.append(None)
    cards = CARDS                      # the physical card of each id (same numbering)
    # a card that no group takes must go on a sequence (or be the one discarded)
    must = [(id_ % 13 + 1) not in group_at for id_ in range(52)] + [any_group is None]
    counts = [0] * 53
    for c in hand:
        counts[_card_id(c)] += 1
    # cards in hand, cards no group takes, the hand as an int (``bits`` bits a card)
    bits = max(profile.decks, profile.jokers).bit_length()
    st = [len(hand), sum(n for id_, n in enumerate(counts) if must[id_]),
          sum(n << (bits * id_) for id_, n in enumerate(counts))]
    refuted: set = set()
    path: list[tuple] = []

    def take(id_: int) -> None:
        counts[id_] -= 1
        st[0] -= 1
        st[1] -= must[id_]
        st[2] -= 1 << (bits * id_)

    def give(id_: int) -> None:
        counts[id_] += 1
        st[0] += 1
        st[1] += must[id_]
        st[2] += 1 << (bits * id_)

    def hopeless() -> bool:
        """True when no way out can follow (a relaxation, so never wrong when it says so).

        Every card no group takes but one must end up in a sequence of its suit: at a place a
        joker holds now (a swap), or beyond an end, every place between filled by a card of
        the hand or a joker. The jokers so needed in one suit are at least the most any of
        its cards needs alone, and jokers in different suits are different jokers; the
        jokers there can be are the hand's and those of the table the hand can free (its
        exact natural card in hand, 7.1). Two cards that fit nowhere, or more jokers needed
        than there can be, leave no way out."""
        by_suit: list[list[tuple[int, int, int]]] = [[], [], [], []]
        supply = counts[_JOKER_ID]
        freeable: dict[int, int] = {}
        for seq in tab:
            if seq is None:
                continue
            suit, low, high, mask = seq
            by_suit[suit].append((low, high, mask))
            while mask:
                place = (mask & -mask).bit_length() - 1
                mask &= mask - 1
                id_ = _PLACE_ID[suit][place]
                if counts[id_]:
                    freeable[id_] = freeable.get(id_, 0) + 1
        for id_, n in freeable.items():
            supply += min(n, counts[id_])
        nowhere = total = cut = 0
        for suit in range(4):
            first = second = 0
            ids = _PLACE_ID[suit]
            for id_ in range(suit * 13, suit * 13 + 13):
                n = counts[id_]
                if not n or not must[id_]:
                    continue
                need = _INF
                for place in _CARD_PLACES[id_ % 13]:
                    for low, high, mask in by_suit[suit]:
                        if place < low:
                            gap = sum(1 for q in range(place + 1, low) if not counts[ids[q]])
                        elif place > high:
                            gap = sum(1 for q in range(high + 1, place) if not counts[ids[q]])
                        elif mask >> place & 1:
                            gap = 0
                        else:
                            continue
                        if gap < need:
                            need = gap
                if need == _INF:
                    nowhere += n
                    if nowhere > 1:
                        return True
                    n -= 1
                for _ in range(n):
                    if need > first:
                        first, second = need, first
                    elif need > second:
                        second = need
            total += first
            cut = max(cut, first - second)
        # one card may stay for the discard: the one that fits nowhere, or the one that
        # lowers the count most
        return total - (0 if nowhere else cut) > supply

    def search() -> bool:
        if st[1] <= 1:
            return True                  # all but one card go on groups: lay off, discard
        if st[0] < 2:
            return False
        key = (tuple(sorted(seq for seq in tab if seq is not None)), st[2])
        if key in refuted:
            return False
        if hopeless():
            refuted.add(key)
            return False
        for i, seq in enumerate(tab):
            if seq is None:
                continue
            suit, low, high, mask = seq
            if high - low + 1 < longest:
                # lay-offs at the ends, by card (naturals by suit and rank, the joker last),
                # then end (low before high)
                offs = []
                if low > 1:
                    offs.append((_PLACE_ID[suit][low - 1], "low"))
                if high < HIGH_ACE:
                    offs.append((_PLACE_ID[suit][high + 1], "high"))
                if len(offs) == 2 and offs[1][0] < offs[0][0]:
                    offs.reverse()
                if counts[_JOKER_ID]:
                    if low > 1:
                        offs.append((_JOKER_ID, "low"))
                    if high < HIGH_ACE:
                        offs.append((_JOKER_ID, "high"))
                for id_, end in offs:
                    if not counts[id_]:
                        continue
                    joker = id_ == _JOKER_ID
                    if end == "low":
                        tab[i] = (suit, low - 1, high, mask | (1 << (low - 1)) if joker else mask)
                    else:
                        tab[i] = (suit, low, high + 1, mask | (1 << (high + 1)) if joker else mask)
                    take(id_)
                    path.append((i, id_, end))
                    if search():
                        return True
                    path.pop()
                    give(id_)
                    tab[i] = seq
            # joker swaps (7.1), the freed joker placed at once (7.2), by place
            rest_mask = mask
            while rest_mask:
                place = (rest_mask & -rest_mask).bit_length() - 1
                rest_mask &= rest_mask - 1
                natural = _PLACE_ID[suit][place]
                if not counts[natural]:
                    continue
                swapped = (suit, low, high, mask & ~(1 << place))
                tab[i] = swapped
                take(natural)
                targets: list[tuple[int, str | None]] = []
                if any_group is not None:
                    targets.append((any_group, None))
                for j, other in enumerate(tab):
                    if other is not None and other[2] - other[1] + 1 < longest:
                        if other[1] > 1:
                            targets.append((j, "low"))
                        if other[2] < HIGH_ACE:
                            targets.append((j, "high"))
                for j, end in targets:
                    before = tab[j]
                    if end is not None:
                        s2, l2, h2, m2 = before
                        tab[j] = ((s2, l2 - 1, h2, m2 | (1 << (l2 - 1))) if end == "low"
                                  else (s2, l2, h2 + 1, m2 | (1 << (h2 + 1))))
                    path.append((i, natural, j, end))
                    if search():
                        return True
                    path.pop()
                    tab[j] = before
                give(natural)
                tab[i] = seq
        refuted.add(key)
        return False

    if not search():
        return None
    # the moves found, then the cards that go on groups and the discard
    moves: list[Move] = []
    h = list(hand)
    for step in path:
        if len(step) == 3:
            i, id_, end = step
            moves.append(LayOff(i, cards[id_], end))
        else:
            i, id_, j, end = step
            moves.append(SwapJoker(i, cards[id_], j, end))
        h = _remove(h, cards[id_])
    stuck = [c for c in h if group_for(c) is None]
    last = stuck[0] if stuck else max(h, key=lambda c: c.sort_key())
    rest = _remove(h, last)
    return moves + [LayOff(group_for(c), c, None) for c in rest] + [Discard(last)]
