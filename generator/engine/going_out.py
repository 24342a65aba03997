"""Going out this turn: an exact search for a legal way to empty the hand (clauses 5.2–5.5,
7.1–7.4, 8.1; rulings D6–D8).

After the draw, a player goes out

- in rounds 1–6, if they have not opened: by laying down the contract (exact lengths, 5.2) and
  discarding the single card left — no lay-off on the opening turn (5.4);
- in rounds 1–6, if they opened on an earlier turn: by laying off every card but one — joker
  swaps included (7.1, 7.2, D6) — and discarding the last (5.5);
- in round 7: by laying down the whole hand in three sequences, with no discard (7.4, D8).

Whether a way out exists is decided exactly without listing moves: a way out is a final table
(each sequence stretched around its cards, jokers given back for their natural cards and placed
again), and any such table can be reached one legal move at a time, so a sweep over the 14
places of each suit and a balance of the jokers decide it (:func:`_suit_nets`,
:func:`_balance`). The way shown is then the first of a depth-first search over sequence
extensions and joker swaps that only enters positions from which a way out exists: never
missed (a greedy order would miss some), never slow (no branch is refuted twice, none at all).
Cards that fit a group are kept for the end: a group takes a card of its rank (or a joker)
whatever else happens on the table, so only sequences need a search.

>>> from .cards import parse_cards
>>> from .melds import make_sequence, make_group
>>> table = [make_sequence(parse_cards("5♠ 6♠ 7♠ 8♠")), make_group(parse_cards("9♦ 9♣ 9♥"))]
>>> plan = go_out_plan(3, parse_cards("9♠ 10♠ K♥"), table, opened_before_this_turn=True)
>>> [format_move(m) for m in plan.moves]
['lay off 9♠ on meld 0 (high end)', 'lay off 10♠ on meld 0 (high end)', 'discard K♥']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import product
from typing import Sequence

from .cards import Card
from .contracts import remaining
from .counts import CARDS
from .deck import check_cards
from .errors import IllegalMoveError
from .jokers import swap_on_table
from .layoff import check_may_lay_off, lay_off_on
from .melds import HIGH_ACE, LOW_ACE, Group, Meld, Sequence as Run, _rank_places
from .moves import Discard, LayDown, LayOff, Move, SwapJoker, format_move  # noqa: F401
from .opening import find_opening, first_opening_leaving
from .profile import CONTRATO, Ace, GoingOut, GroupSuits, JokerSwaps, OpeningLengths, Profile

__all__ = ["GoOutPlan", "go_out_plan", "can_go_out", "lay_off_plan", "fits_after",
           "tables_before", "table_after"]


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
                profile: Profile = CONTRATO, memo: dict | None = None) -> GoOutPlan | None:
    """A legal way for this player to empty their hand this turn, after the draw, or ``None``.

    ``hand`` is the hand after the draw (physical cards); ``table`` the melds on the table in
    the order they were laid down; ``opened_before_this_turn`` whether the player opened on an
    earlier turn; ``opened_this_turn`` whether they have just laid down their contract this
    turn (then ``hand`` is what is left: no lay-off this turn, 5.4, so only a single card left
    can go out, by discarding it).

    The answer never depends on the order of ``hand``: only the order in which the closing
    lay-offs on groups are listed follows it (they can be made in any order). The way shown
    depends on the order of ``table`` only as the search goes through the melds in turn.
    Bounded whatever the hand (up to every card of the pack): see :func:`_lay_off_all`.

    ``memo``: a dict the caller keeps from one call to the next (a simulated player asks at
    every turn, and from one turn to the next most suits of the hand and of the table stay
    as they were): the exact per-suit test (:func:`_suit_nets`) is a pure function of its key,
    so its answers are kept there and asked again. It changes no answer; the caller empties
    it when it likes (it grows by a few entries a call).

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
        first = find_opening(round_, hand, profile)
        if first is None:
            return None
        if contract.final_discard:           # house rules: every card but one, then discard
            return GoOutPlan((LayDown(first.melds), Discard(remaining(hand, first)[0])), "7.4")
        return GoOutPlan((LayDown(first.melds),), "7.4")
    if opened_this_turn:
        return GoOutPlan((Discard(hand[0]),), "5.4") if len(hand) == 1 else None
    if not opened_before_this_turn:
        exact = profile.opening is OpeningLengths.EXACT
        if exact and len(hand) != contract.min_cards(profile) + 1:
            return None
        # the first opening (canonical order) that leaves exactly the card to discard (5.2,
        # 5.5), or none at all when the profile goes out by melding every card
        laydown = first_opening_leaving(round_, hand, 1, profile)
        if laydown is None:
            return None
        rest = remaining(hand, laydown)
        if len(rest) == 1:
            return GoOutPlan((LayDown(laydown.melds), Discard(rest[0])), "5.2")
        return GoOutPlan((LayDown(laydown.melds),), "5.2")
    if not hand:
        return None
    if _fast(profile):
        moves = _lay_off_all(list(table), list(hand), profile, keep=1, memo=memo)
    else:
        moves = _search_rules(round_, tuple(table), hand, profile, keep=1)
    return None if moves is None else GoOutPlan(tuple(moves), "5.5")


def lay_off_plan(round_: int, cards: Sequence[Card], table: Sequence[Meld], *,
                 opened_before_this_turn: bool, cards_left_after: int,
                 opened_this_turn: bool = False,
                 profile: Profile = CONTRATO) -> tuple[Move, ...] | None:
    """A way to lay every card of ``cards`` off on the table this turn — on any melds, in any
    order, joker swaps included (5.4, 7.1, 7.2, D6) — while ``cards_left_after`` other cards
    stay in hand; ``None`` when there is none. The moves (:class:`~.moves.LayOff`,
    :class:`~.moves.SwapJoker`) index the table as it stands when each is made; a swap's
    natural card is one of ``cards``.

    Decided by the same exact test as going out (:func:`_lay_off_all`, with no card kept
    back for a discard): never missed, bounded whatever the cards, and independent of their
    order. Raises :class:`~.errors.IllegalMoveError` when the player may not lay off now (D8,
    D7, 5.4; 5.5 when no card would stay for the discard: :func:`~.layoff.check_may_lay_off`)
    and :class:`~.errors.ImpossibleCardsError` (1.2) for cards that cannot exist together.

    >>> from .cards import parse_cards
    >>> from .melds import make_sequence, make_group
    >>> table = [make_sequence(parse_cards("5♠ JK=6♠ 7♠ 8♠")), make_group(parse_cards("9♦ 9♣ 9♥"))]
    >>> [format_move(m) for m in lay_off_plan(2, parse_cards("9♠ 6♠"), table,
    ...                                       opened_before_this_turn=True, cards_left_after=1)]
    ['lay off 9♠ on meld 0 (high end)', 'swap 6♠ for the joker of meld 0, joker to meld 1']
    """
    check_may_lay_off(round_, opened_before_this_turn=opened_before_this_turn,
                      opened_this_turn=opened_this_turn, cards_left_after=cards_left_after,
                      profile=profile)
    cards = tuple(c.physical for c in cards)
    check_cards(list(cards) + [c for m in table for c in m.cards], profile)
    if _fast(profile):
        moves = _lay_off_all(list(table), list(cards), profile, keep=0)
    else:
        moves = _search_rules(round_, tuple(table), cards, profile, keep=0,
                              others=cards_left_after)
    return None if moves is None else tuple(moves)


def fits_after(round_: int, card: Card, others: Sequence[Card], table: Sequence[Meld], *,
               opened_before_this_turn: bool, cards_left_after: int,
               opened_this_turn: bool = False,
               profile: Profile = CONTRATO) -> tuple[Move, ...] | None:
    """A way to lay ``card`` off this turn once some of ``others`` (cards of the same hand,
    any of them, in any order) are laid off or given for joker swaps before it — the plan of
    :func:`lay_off_plan` for ``card`` and those others —, or ``None`` when ``card`` fits no
    meld whatever is laid off before it (5.4, 3.4, 3.5, 7.1, 7.2, D6).
    ``cards_left_after``: cards of the hand besides ``card`` and ``others`` (5.5).

    Decided exactly: every set of the others that could bring ``card`` a place is tried (the
    cards of its suit between a sequence of that suit and the card's place, the jokers, the
    natural cards that free a joker of the table) with :func:`lay_off_plan`; any other card
    only takes a place that ``card`` does not need. Raises what :func:`lay_off_plan` raises.

    >>> from .cards import parse_cards, parse_card
    >>> from .melds import make_sequence
    >>> table = [make_sequence(parse_cards("5♥ 6♥ 7♥ 8♥"))]
    >>> [format_move(m) for m in fits_after(2, parse_card("10♥"), parse_cards("9♥ Q♦"), table,
    ...                                     opened_before_this_turn=True, cards_left_after=1)]
    ['lay off 9♥ on meld 0 (high end)', 'lay off 10♥ on meld 0 (high end)']
    >>> fits_after(2, parse_card("Q♦"), parse_cards("9♥ 10♥"), table,
    ...            opened_before_this_turn=True, cards_left_after=1) is None
    True
    """
    flags = dict(opened_before_this_turn=opened_before_this_turn,
                 opened_this_turn=opened_this_turn, profile=profile)
    card = card.physical
    others = [c.physical for c in others]
    helpers = _helpers(card, others, table, profile)
    # the sets of helpers, smallest first (each distinct card once, jokers up to their count)
    kinds = sorted(set(helpers), key=Card.sort_key)
    counts = [min(helpers.count(c), 1 if not c.is_joker else helpers.count(c)) for c in kinds]
    choices = sorted(product(*(range(n + 1) for n in counts)), key=sum)
    for choice in choices:
        chosen = [c for c, n in zip(kinds, choice) for _ in range(n)]
        left = cards_left_after + len(others) - len(chosen)
        plan = lay_off_plan(round_, [card] + chosen, table, cards_left_after=left, **flags)
        if plan is not None:
            return plan
    return None


def _helpers(card: Card, others: list[Card], table: Sequence[Meld],
             profile: Profile) -> list[Card]:
    """The cards of ``others`` that may bring ``card`` a place on ``table`` (see
    :func:`fits_after`): for a natural card, the cards of its suit at a place between a
    sequence of that suit and the card's place (an ace has two), the jokers, and the
    natural cards that free a joker of the table; for a joker, none (other cards only take
    room)."""
    if card.is_joker:
        return []
    targets = set(_rank_places(card.rank))
    between: set[int] = set()
    for m in table:
        if isinstance(m, Run) and m.suit == card.suit:
            for q in targets:
                between.update(range(m.high + 1, q) if q > m.high else range(q + 1, m.low))
    standing = {c.declared for m in table if isinstance(m, Run) for c in m.cards if c.is_joker}
    group_ranks = {m.rank for m in table if isinstance(m, Group) and m.jokers}
    out = []
    for c in others:
        if c.is_joker or c in standing or (profile.joker_swaps is JokerSwaps.ANY_MELD
                                           and c.rank in group_ranks):
            out.append(c)
        elif c.suit == card.suit and set(_rank_places(c.rank)) & between:
            out.append(c)
    return out


def tables_before(table: Sequence[Meld], moves: Sequence[Move],
                  profile: Profile = CONTRATO) -> tuple[tuple[Meld, ...], ...]:
    """The table as it stands when each of ``moves`` (a way out, or a lay-off plan) is made:
    item ``k`` is the table before ``moves[k]``, after the moves before it (a lay-down appends
    its melds, a lay-off stretches its meld, a joker swap changes two melds, a discard leaves
    the table alone). The moves are played by the rules of melds (:func:`~.layoff.lay_off_on`,
    :func:`~.jokers.swap_on_table`: 3.4, 3.5, 3.7, D2, 7.2), which raise ``MeldError`` for a
    move that does not fit; who may play them, and when, is the plan's own business.

    >>> from .cards import parse_cards
    >>> from .melds import make_sequence
    >>> table = [make_sequence(parse_cards("5♠ 6♠ 7♠ 8♠"))]
    >>> plan = go_out_plan(3, parse_cards("9♠ 10♠ K♥"), table, opened_before_this_turn=True)
    >>> [str(t[0]) for t in tables_before(table, plan.moves)]
    ['5♠ 6♠ 7♠ 8♠', '5♠ 6♠ 7♠ 8♠ 9♠', '5♠ 6♠ 7♠ 8♠ 9♠ 10♠']
    """
    now = tuple(table)
    out: list[tuple[Meld, ...]] = []
    for move in moves:
        out.append(now)
        now = _played(now, move, profile)
    return tuple(out)


def table_after(table: Sequence[Meld], moves: Sequence[Move],
                profile: Profile = CONTRATO) -> tuple[Meld, ...]:
    """The table once ``moves`` are made, played as :func:`tables_before` plays them (by the
    rules of melds; ``MeldError`` for a move that does not fit).

    >>> from .cards import parse_cards
    >>> from .melds import make_sequence
    >>> from .moves import LayOff
    >>> table = [make_sequence(parse_cards("5♠ 6♠ 7♠ 8♠"))]
    >>> [str(m) for m in table_after(table, [LayOff(0, parse_cards("9♠")[0], "high")])]
    ['5♠ 6♠ 7♠ 8♠ 9♠']
    """
    now = tuple(table)
    for move in moves:
        now = _played(now, move, profile)
    return now


def _played(now: tuple[Meld, ...], move: Move, profile: Profile) -> tuple[Meld, ...]:
    """The table ``now`` after ``move``: a lay-down appends its melds, a lay-off stretches its
    meld, a joker swap changes two melds, any other move leaves the table alone."""
    if isinstance(move, LayDown):
        return now + tuple(move.melds)
    if isinstance(move, LayOff):
        i = move.meld_index
        return now[:i] + (lay_off_on(now[i], move.card, move.end, profile),) + now[i + 1:]
    if isinstance(move, SwapJoker):
        return swap_on_table(now, move.meld_index, move.natural, move.target_index,
                             move.target_end, profile)
    return now


def _fast(profile: Profile) -> bool:
    """Whether the lay-off search below answers for ``profile``: groups that take every card
    of their rank (3.5), joker swaps in sequences only (7.1, 7.3), a card kept for the discard
    (5.5) and sequences from a low ace to a high ace (3.3, 3.4), as in this site's profile.
    Other house rules go through :func:`_search_rules`."""
    return (profile.group_suits is GroupSuits.ANY and profile.max_group_length is None
            and profile.joker_swaps is JokerSwaps.SEQUENCES and profile.keeps_discard
            and profile.ace is Ace.LOW_OR_HIGH and profile.max_sequence_length == 14)


def _search_rules(round_: int, table: tuple[Meld, ...], hand: tuple[Card, ...],
                  profile: Profile, *, keep: int, others: int = 0) -> list[Move] | None:
    """The first way out of an exhaustive depth-first search over the moves the rule
    utilities allow one at a time (:func:`~.layoff.lay_off_targets`,
    :func:`~.jokers.legal_joker_swaps`), for any profile: lay-offs card by card (in display
    order) and target by target, then joker swaps. ``keep`` 1: going out, the way out is a
    hand of one card to discard (5.5), or of none where melding every card goes out (house
    rules), the discard its last move; ``keep`` 0: every card of ``hand`` laid off while
    ``others`` cards of the player stay in hand (:func:`lay_off_plan`). Positions already
    refuted are remembered, and a position holding more cards that can never be placed than
    ``keep`` is cut: a natural card can be placed only on a group of its rank, a sequence of
    its suit or for a joker standing for it, and the table never loses a meld."""
    from .jokers import apply_joker_swap, legal_joker_swaps
    from .layoff import check_lay_off, lay_off_targets

    if others:      # a card stays in hand whatever is laid off: 5.5 and D6 hold already
        profile = replace(profile, going_out=GoingOut.MELD_OR_DISCARD)

    refuted: set = set()
    path: list[Move] = []

    def stuck(table: tuple[Meld, ...], hand: tuple[Card, ...]) -> int:
        ranks = {m.rank for m in table if isinstance(m, Group)}
        suits = {m.suit for m in table if isinstance(m, Run)}
        standing = {c.declared for m in table for c in m.cards if c.is_joker}
        return sum(1 for c in hand if not c.is_joker and c.rank not in ranks
                   and c.suit not in suits and c not in standing)

    def search(table: tuple[Meld, ...], hand: tuple[Card, ...]) -> bool:
        if not hand or (keep == 1 and len(hand) == 1):
            return keep == 0 or len(hand) == 1 or not profile.keeps_discard
        key = (table, hand)
        if key in refuted:
            return False
        if stuck(table, hand) > keep:
            refuted.add(key)
            return False
        seen: set = set()
        for i, card in enumerate(hand):
            if card in seen:
                continue
            seen.add(card)
            rest = hand[:i] + hand[i + 1:]
            left = len(rest) + others
            for j, end in lay_off_targets(round_, table, card, opened_before_this_turn=True,
                                          cards_left_after=left, profile=profile):
                meld = check_lay_off(round_, table[j], card, opened_before_this_turn=True,
                                     cards_left_after=left, end=end, profile=profile)
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
    return path + [Discard(c) for c in left] if keep else path


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


def _lay_off_all(table: list[Meld], hand: list[Card], profile: Profile,
                 keep: int, memo: dict | None = None) -> list[Move] | None:
    """The first way to lay off every card of ``hand`` but ``keep`` (1: the discard that goes
    out, 5.5; 0: every card, for a lay-off asked about) — in the order: melds of the table in
    turn; on each, lay-offs by card then end, then joker swaps by place and their targets — of
    an exhaustive depth-first search; with ``keep`` 1, the discard is the last move.

    Every position is first tested for a way out (:func:`_suit_nets`, :func:`_balance`: exact
    and polynomial), and the search only enters positions that have one: so it never
    backtracks, finds the very way the full search would find first, and takes at most a few
    tests per card laid off, whatever the hand (up to every card of the pack). ``memo``: the
    caller's dict of :func:`_suit_nets` answers (see :func:`go_out_plan`)."""
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

    suit_cache: dict = {} if memo is None else memo
    most = profile.jokers
    groups = any_group is not None

    def feasible() -> bool:
        """Whether a way out exists from this position (exact: :func:`_suit_nets` per suit,
        then one discard and the jokers' balance over the four suits)."""
        if st[0] < keep:
            return False
        per_suit = []
        for suit in range(4):
            seqs = tuple(sorted((low, high, mask) for seq in tab if seq is not None
                                for (s_, low, high, mask) in (seq,) if s_ == suit))
            part = tuple(counts[suit * 13: suit * 13 + 13])
            key = (seqs, part, tuple(must[suit * 13: suit * 13 + 13]), most)
            nets = suit_cache.get(key)
            if nets is None:
                nets = _suit_nets_cached(seqs, part, key[2], most)
                suit_cache[key] = nets
            per_suit.append(nets)
        return _balance(per_suit, counts[_JOKER_ID], groups, most, keep)

    def search() -> bool:
        # only called on positions from which a way out exists (feasible()): the first child
        # that keeps one is followed, so the search never backtracks
        if st[1] <= keep:
            return True                  # the rest go on groups (and one is discarded)
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
                    if feasible() and search():
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
                    if feasible() and search():
                        return True
                    path.pop()
                    tab[j] = before
                give(natural)
                tab[i] = seq
        raise AssertionError("a feasible position has a feasible move")  # pragma: no cover

    if not feasible():
        return None
    search()
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
    if not keep:
        return moves + [LayOff(group_for(c), c, None) for c in h]
    stuck = [c for c in h if group_for(c) is None]
    last = stuck[0] if stuck else max(h, key=lambda c: c.sort_key())
    rest = _remove(h, last)
    return moves + [LayOff(group_for(c), c, None) for c in rest] + [Discard(last)]


# -- the exact test: is there a way out from here? ---------------------------------------------
#
# A way out is a final table: each sequence stretched to places [L, H] around its cards, every
# new place filled by a card of the hand (its natural card, or a joker), some jokers of the
# sequences given back for their exact natural card (7.1) and the jokers so freed placed at
# new places or on a group (7.2); every card of the hand on the table but one, the discard.
# Any such table can be reached one legal move at a time (each sequence stretched from its
# cards outwards, a swap made when its joker is needed at an end or goes to a group), so the
# question is only whether one exists. Per suit, a sweep over the places 1-14 tracks which
# sequences are growing there (low ends that have started, high ends still open) and what it
# costs in jokers (needed at new places minus freed by swaps); the suits are then joined by the
# jokers' balance and the one discard. Polynomial: at most 14 places x the sequences' states.


def _suit_nets(seqs: tuple[tuple[int, int, int], ...], counts: tuple[int, ...],
               must: tuple[bool, ...], most: int) -> tuple[int, int]:
    """The joker balances one suit can reach, as two bit sets (without, with this suit's card
    as the discard): bit ``most + n`` set when the suit's cards of the hand can all be placed
    (the discard aside) with ``n`` more jokers needed at new places than freed by swaps.

    ``seqs``: the suit's sequences as (low place, high place, joker places as bits);
    ``counts[r - 1]``: the hand's cards of rank ``r``; ``must[r - 1]``: no group takes rank
    ``r`` (so every such card goes on a sequence). Balances beyond ``±most`` (the pack's
    jokers) cannot happen and are dropped."""
    if not seqs:
        return _suit_nets_without_sequences(counts, must, most)
    return _suit_sweep(seqs, counts, must, most)


#: :func:`_suit_nets` remembered from one search (and one game) to the next: a pure function of
#: immutable values (tuples and ints), so a cache of its answers holds no state of a game.
_suit_nets_cached = lru_cache(maxsize=16384)(_suit_nets)


def _suit_sweep(seqs: tuple[tuple[int, int, int], ...], counts: tuple[int, ...],
                must: tuple[bool, ...], most: int) -> tuple[int, int]:
    """:func:`_suit_nets` by the sweep over the places 1–14 (any sequences, none too)."""
    width = 2 * most + 1
    full = (1 << width) - 1
    swaps = [0] * 15
    for _, _, mask in seqs:
        for p in range(15):
            if mask >> p & 1:
                swaps[p] += 1
    lows = sorted(low for low, _, _ in seqs if low > LOW_ACE)
    high_starts = [0] * 16
    for _, high, _ in seqs:
        if high < HIGH_ACE:
            high_starts[high + 1] += 1
    # state: (low ends started and still growing, as their low places; high ends open; aces
    # placed at place 1; discard taken) -> balances reached (bits)
    states: dict[tuple, int] = {((), 0, 0, 0): 1 << most}
    for p in range(1, 15):
        rank = 1 if p in (1, 14) else p
        is_must = must[rank - 1]
        waiting = [low for low in lows if low > p]
        new: dict[tuple, int] = {}
        for (active, open_high, aces_low, d), nets in states.items():
            active = tuple(low for low in active if low > p)
            unstarted = list(waiting)
            for low in active:
                unstarted.remove(low)
            avail = counts[0] - (aces_low if p == 14 else 0) if rank == 1 else counts[rank - 1]
            for started in _sub_multisets(unstarted):
                act = tuple(sorted(active + started))
                for opened in range(high_starts[p] + 1):
                    for kept in range(open_high + 1):
                        highs = kept + opened
                        n = len(act) + highs
                        room = n + swaps[p]
                        for dd in ((0, 1) if (d == 0 and p != 1 and avail) else (0,)):
                            rest = avail - dd
                            if p == 1:
                                choices = range(min(rest, room) + 1)
                            elif is_must:
                                if rest > room:
                                    continue
                                choices = (rest,)
                            else:
                                choices = (min(rest, room),)
                            for x in choices:
                                net = n - x
                                moved = (nets << net if net >= 0 else nets >> -net) & full
                                if not moved:
                                    continue
                                key = (act, highs, x if p == 1 else aces_low, d | dd)
                                new[key] = new.get(key, 0) | moved
        states = new
        if not states:
            return (0, 0)
    out = [0, 0]
    for (_, _, _, d), nets in states.items():
        out[d] |= nets
    return out[0], out[1]


def _suit_nets_without_sequences(counts: tuple[int, ...], must: tuple[bool, ...],
                                 most: int) -> tuple[int, int]:
    """:func:`_suit_nets` of a suit with no sequence on the table, in closed form: no card of
    the suit can go on a sequence and no joker is needed or freed there, so every card of a
    rank that no group takes (``must``) must be the discard. Balance 0 without the discard
    when there is no such card; with this suit's card as the discard, when there is at most
    one such card and the suit holds a card to discard."""
    stuck = sum(n for n, m in zip(counts, must) if m)
    zero = 1 << most
    if stuck == 0:
        return zero, (zero if any(counts) else 0)
    return 0, (zero if stuck == 1 else 0)


def _sub_multisets(items: list[int]) -> list[tuple[int, ...]]:
    """Every sub-multiset of ``items`` (sorted) once, as sorted tuples."""
    out: list[tuple[int, ...]] = [()]
    i = 0
    while i < len(items):
        j = i
        while j < len(items) and items[j] == items[i]:
            j += 1
        out = [t + (items[i],) * k for t in out for k in range(j - i + 1)]
        i = j
    return out


def _balance(per_suit: list[tuple[int, int]], jokers: int, groups: bool, most: int,
             discards: int = 1) -> bool:
    """Whether the suits' joker balances (:func:`_suit_nets`) fit the hand's ``jokers`` with
    exactly ``discards`` discards (1: a natural card of one suit, or a joker; 0: none, every
    card placed). With a group on the table,
    spare jokers go on it (any balance up to the jokers held); without one, every joker must
    fill a new place (the balance equals the jokers held)."""

    def sums(masks: list[int]) -> set[int]:
        total = {0}
        for mask in masks:
            values = [b - most for b in range(2 * most + 1) if mask >> b & 1]
            if not values:
                return set()
            total = {t + v for t in total for v in values}
        return total

    def fits(total: set[int], have: int) -> bool:
        return any(t <= have for t in total) if groups else have in total

    if not discards:
        return fits(sums([d0 for d0, _ in per_suit]), jokers)
    if jokers and fits(sums([d0 for d0, _ in per_suit]), jokers - 1):
        return True
    for i in range(len(per_suit)):
        masks = [d1 if j == i else d0 for j, (d0, d1) in enumerate(per_suit)]
        if fits(sums(masks), jokers):
            return True
    return False
