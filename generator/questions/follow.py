"""Follow-up questions: after a ruling, the natural next questions, starting from its result.

A ruling that lets the player act — open with this lay-down, lay off these cards, swap this
joker — leaves a new position: the table with the player's melds as they stand after the
moves, and the hand without the cards played. The next questions start there, so that a player
never enters the same cards again (issue 25: "can I open?" → "yes, like this" → "and can I lay
off the 8♥?"). One function per question computes those positions from the situation and the
answer the layer gave:

- :func:`after_can_open`: the first lay-down found goes on the table as the player's melds,
  opened on this turn (5.2), and leaves the hand; the next questions are lay-off (a card to
  choose), joker-swap (when those melds hold a joker) and — from the same hand, since going
  out is judged from the draw — go-out;
- :func:`after_lay_off`: the cards laid off as the answer says (each place the one card fits,
  the order on the meld asked about, or the plan over the table, swaps included);
- :func:`after_joker_swap`: each swap allowed, with each place its freed joker may go (7.2),
  then a lay-off or going out;
- :func:`after_go_out`: none — a way out ends the round (8.1), and a "no" leaves the position
  as it was.

A :class:`FollowUp` is a next question and its situation as plain data (what
``contrato verdict`` reads), the moves that led there and a sentence key saying them
(``follow.*`` of ``docs/<lang>/verdict.ftl``, with typed parameters: :mod:`.lines`), and the
field still to fill in (``pick``: the card to lay off). No rule is decided here: the moves are
the answer's own, played on the table by the engine's rules of melds
(:func:`~generator.engine.going_out.table_after`).

>>> from . import can_open
>>> s = can_open.read({"round": 2, "hand": "7♣ 7♦ 7♥ 3♠ 4♠ 5♠ 6♠ 8♥ 2♦ K♠ Q♣"})
>>> [(f.question, f.data.get("table"), f.data["hand"]) for f in
...  after_can_open(s, can_open.answer(s))][:1]
[('lay-off', ['7♥ 7♦ 7♣', '3♠ 4♠ 5♠ 6♠'], '8♥ 2♦ K♠ Q♣')]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..engine.cards import Card, format_cards
from ..engine.going_out import table_after
from ..engine.jokers import freed_joker
from ..engine.melds import Meld
from ..engine.moves import LayDown, LayOff, Move, SwapJoker
from ..engine.profile import CONTRATO, Profile
from . import can_open, go_out, joker_swap, lay_off
from .lines import Cards, Line, MeldList, MeldTarget, p

__all__ = ["FollowUp", "Position", "follow_ups", "after_can_open", "after_lay_off",
           "after_joker_swap", "after_go_out", "FOLLOW", "KEYS"]

#: The sentence keys (``docs/<lang>/verdict.ftl``) that say what was played before the next
#: questions; they cite no clause (the ruling above them does).
KEYS = ("follow.lay_down", "follow.same_hand", "follow.lay_off", "follow.moves",
        "follow.swap")


@dataclass(frozen=True)
class Position:
    """Where the player stands after ``moves``: the round, the table, how far they opened
    (``"no"``, ``"this-turn"``, ``"earlier"``) and the hand — its cards, or only how many when
    the situation gave only that (lay-off)."""

    round: int
    table: tuple[Meld, ...]
    opened: str
    hand: tuple[Card, ...] | int
    moves: tuple[Move, ...] = ()

    @property
    def cards_left(self) -> int:
        return self.hand if isinstance(self.hand, int) else len(self.hand)


@dataclass(frozen=True)
class FollowUp:
    """A next question: its name, its situation as plain data (without ``question``), the
    moves that led there and the sentence saying them (``after``), and the field the player
    still fills in (``pick``), if any."""

    question: str
    data: dict[str, Any]
    after: Line
    moves: tuple[Move, ...] = ()
    pick: str | None = None
    #: the position the situation describes
    position: Position | None = field(default=None, compare=False, repr=False)


def _cards(cards: Sequence[Card]) -> str | list:
    return format_cards(cards) if cards else []


def _without(hand: tuple[Card, ...], played: Sequence[Card]) -> tuple[Card, ...]:
    """``hand`` without the physical cards ``played`` (a joker played is the hand's joker),
    the rest in the order the hand was given."""
    gone = Counter(c.physical for c in played)
    left = []
    for card in hand:
        if gone[card.physical] > 0:
            gone[card.physical] -= 1
        else:
            left.append(card)
    if +gone:
        raise AssertionError(f"played cards not in the hand: {format_cards(played)}")
    return tuple(left)


def _hand_after(hand: tuple[Card, ...] | int, played: Sequence[Card]) -> tuple[Card, ...] | int:
    if isinstance(hand, int):
        return hand - len(played)
    return _without(hand, played)


def _questions(at: Position, after: Line, swaps: bool = True) -> list[FollowUp]:
    """The next questions from ``at``: lay off a card (chosen from the hand), go out from
    here (a player who opened on an earlier turn: the go-out question judges the rest of this
    turn; a player who opened on this one is asked from the draw instead, by
    :func:`after_can_open`), and the joker swaps there are (when the table holds a joker;
    ``swaps=False`` right after a swap, whose ruling listed them). No question once the hand
    is empty: the round is over (8.1)."""
    if at.cards_left == 0:
        return []
    table = [m.unicode() for m in at.table]
    hand = at.hand if isinstance(at.hand, int) else _cards(at.hand)
    base = {"round": at.round, "table": table, "opened": at.opened, "hand": hand}
    out = [FollowUp(lay_off.NAME, dict(base), after, at.moves, "card", at)]
    if isinstance(at.hand, tuple):
        if at.opened == "earlier":
            out.append(FollowUp(go_out.NAME, dict(base), after, at.moves, None, at))
        if swaps and any(c.is_joker for m in at.table for c in m.cards):
            out.append(FollowUp(joker_swap.NAME, dict(base), after, at.moves, None, at))
    return out


def after_can_open(s: can_open.CanOpenSituation, a: can_open.CanOpenAnswer,
                   profile: Profile = CONTRATO) -> tuple[FollowUp, ...]:
    """After "yes, like this": the first lay-down of the answer on the table, the hand
    without it (the answer's ``rest``), opened on this turn; and going out, asked from the
    same hand. Nothing after a "no", in the last round (whoever opens goes out, 7.4) or when
    the lay-down takes every card (the player is out, 8.1)."""
    if not a.value or a.whole_hand or not a.rest:
        return ()
    melds = tuple(a.verdict.laydowns[0].melds)
    at = Position(s.round, melds, "this-turn", _without(s.hand, [c for m in melds
                                                                for c in m.cards]),
                  (LayDown(melds),))
    if sorted(at.hand, key=Card.sort_key) != sorted(a.rest, key=Card.sort_key):
        raise AssertionError("the hand after the lay-down is not the answer's rest")
    out = _questions(at, Line("follow.lay_down", p(melds=MeldList(melds))))
    same = Position(s.round, (), "no", s.hand)
    out.append(FollowUp(go_out.NAME, {"round": s.round, "hand": _cards(s.hand),
                                      "opened": "no"},
                        Line("follow.same_hand"), (), None, same))
    return tuple(out)


def _moves_line(moves: tuple[Move, ...], table: tuple[Meld, ...],
                profile: Profile) -> Line:
    """What was played: one lay-off or swap in its own sentence; several (a plan, cards on
    one meld in an order) as the ruling above them says them."""
    if len(moves) == 1:
        move = moves[0]
        if isinstance(move, LayOff):
            return Line("follow.lay_off", p(card=Cards((move.card,)), target=MeldTarget(
                move.meld_index, table[move.meld_index], move.end)))
        if isinstance(move, SwapJoker):
            joker = freed_joker(table, move.meld_index, move.natural, move.target_index,
                                move.target_end, profile)
            return Line("follow.swap", p(card=Cards((move.natural,)),
                                         meld=MeldTarget(move.meld_index,
                                                         table[move.meld_index]),
                                         target=MeldTarget(move.target_index, None,
                                                           move.target_end),
                                         joker=Cards((joker,))))
    return Line("follow.moves")


def _played(move: Move) -> Card:
    return move.card if isinstance(move, LayOff) else move.natural


def _after_moves(s, hand: tuple[Card, ...] | int, moves: tuple[Move, ...],
                 profile: Profile, swaps: bool = True) -> list[FollowUp]:
    at = Position(s.round, table_after(s.table, moves, profile), s.opened,
                  _hand_after(hand, [_played(m) for m in moves]), moves)
    return _questions(at, _moves_line(moves, s.table, profile), swaps)


def after_lay_off(s: lay_off.LayOffSituation, a: lay_off.LayOffAnswer,
                  profile: Profile = CONTRATO) -> tuple[FollowUp, ...]:
    """After the cards go on the table: each place the one card fits (no target asked), each
    end a joker fits (D2), the order the answer found on the meld asked about, or the plan
    over the whole table. Nothing after a "no"."""
    if a.refusal is not None:
        return ()
    hand = s.hand if s.hand is not None else s.size
    plays: list[tuple[Move, ...]] = []
    if a.plan:
        plays.append(tuple(a.plan))
    elif a.targets:
        plays += [(LayOff(i, s.cards[0], e),) for i, e in a.targets]
    elif a.either_end:
        plays += [(LayOff(s.target, s.cards[0], e),) for e in a.either_end]
    elif a.result is not None:
        plays.append(tuple(LayOff(s.target, c, e) for c, e in a.order))
    out: list[FollowUp] = []
    for moves in plays:
        out += _after_moves(s, hand, moves, profile)
    return tuple(out)


def after_joker_swap(s: joker_swap.JokerSwapSituation, a: joker_swap.JokerSwapAnswer,
                     profile: Profile = CONTRATO) -> tuple[FollowUp, ...]:
    """After a swap: for each swap allowed, each place its freed joker may go (7.2) — or the
    one place asked about —, lay off a card or go out from there (the swaps themselves were
    the ruling's list). Nothing after a "no"."""
    if a.refusal is not None:
        return ()
    out: list[FollowUp] = []
    for sw in a.swaps:
        places = [a.placed[:2]] if a.placed is not None else list(sw.targets)
        for i, end in places:
            out += _after_moves(s, s.hand, (SwapJoker(sw.meld_index, sw.natural, i, end),),
                                profile, swaps=False)
    return tuple(out)


def after_go_out(s: go_out.GoOutSituation, a: go_out.GoOutAnswer,
                 profile: Profile = CONTRATO) -> tuple[FollowUp, ...]:
    """None: a way out ends the round (8.1); after a "no" the position is the one asked
    about."""
    return ()


#: Question name → the function giving its follow-up questions.
FOLLOW: dict[str, Callable[..., tuple[FollowUp, ...]]] = {
    can_open.NAME: after_can_open, lay_off.NAME: after_lay_off,
    joker_swap.NAME: after_joker_swap, go_out.NAME: after_go_out}


def follow_ups(question: str, situation: Any, answer: Any,
               profile: Profile = CONTRATO) -> tuple[FollowUp, ...]:
    """The follow-up questions of a ruling (none for the questions without any)."""
    after = FOLLOW.get(question)
    return after(situation, answer, profile) if after else ()
