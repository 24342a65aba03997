"""``running-out``: the stock is empty (or nearly); what happens now?

The situation: the round and the turn, each player's hand, the stock (empty, or a card or two)
and the discard pile (its size and its top card), and what happens next: the active player
takes the stock and nobody buys, a player buys the discard top (a penalty card must come from
the stock, 6.3), or the active player takes the discard top. The choices are outcomes — "draws
the top of the stock", "the discard pile but its top becomes a new stock of N cards", "the
round ends with no winner and everyone scores the hand", "no draw is needed" — and named
misreadings ("the whole pile is reshuffled", "nobody scores", "the buyer gets the card
without a penalty"); exactly one is right.

The engine decides by playing it: the state machine (:func:`~generator.engine.state.make_round_state`,
:func:`~generator.engine.state.apply`) takes the draw or the purchase, reshuffling the discard
pile but its top when a draw from an empty stock is needed (9.1, a purchase's penalty card
included), and ending the round with every hand scored when even that gives no card (9.2, D9,
8.1). Verification asks :func:`~generator.engine.running_out.needed_draw` for the same draw
and plays the state machine again.

Random families: :mod:`generator.puzzles.families.running_out`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import CONTRATO
from ...engine.cards import Card
from ...engine.errors import ContratoError
from ...engine.melds import Meld
from ...engine.moves import Buy, DrawStock, Pass, TakeDiscard
from ...engine.running_out import needed_draw
from ...engine.scoring import hand_penalty
from ...engine.state import Phase, RoundState, TableMeld, apply, make_round_state
from ...lang.cards import cards_markup
from .. import schema_parts as sp
from ..fields import check_together, parse_cards, parse_table
from ...questions.lines import Breakdown, Cards, Join, Line, Seat, p
from ..situation import Situation, sort_hand
from ...lang.render import sentence, value
from ..seeds import content_hash
from .base import Judged, Kind, Unsuitable, fail
from .common import between_turns_problem, table_key

PLAYERS = CONTRATO.players
EVENTS = ("draw", "buy", "take")


@dataclass(frozen=True)
class RunOutData:
    """A whole state at the start of the active player's turn, and what happens next.

    - ``active``: the active seat; ``turn``: the turn number;
    - ``hands``: the four hands; ``table``: the melds on the table; ``opened``: per seat the
      turn it opened on, or ``None``;
    - ``stock`` / ``discard``: the piles, **top last**;
    - ``event``: ``draw`` (the active player takes the stock and nobody buys), ``buy``
      (``buyer`` buys the discard top, then nobody else asks) or ``take`` (the active player
      takes the discard top)."""

    active: int
    turn: int
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Meld, ...]
    opened: tuple[int | None, ...]
    stock: tuple[Card, ...]
    discard: tuple[Card, ...]
    event: str
    buyer: int | None = None

    def key(self, s) -> str:
        """The canonical key of the situation ``s`` this data belongs to (see
        :attr:`~generator.puzzles.situation.Situation.key`)."""
        d = self
        hands = "|".join(" ".join(c.ascii() for c in sorted(h, key=Card.sort_key))
                         for h in d.hands)
        opened = ",".join("-" if t is None else str(t) for t in d.opened)
        return (f"{s.kind}|{s.round}|t{d.turn}|a{d.active + 1}|{hands}|{table_key(d.table)}|"
                f"{opened}|{' '.join(c.ascii() for c in d.stock)}|"
                f"{' '.join(c.ascii() for c in d.discard)}|{d.event}|"
                f"{'' if d.buyer is None else d.buyer + 1}")


@dataclass(frozen=True)
class Outcome:
    """What happens, as a claim: ``what`` is ``draws``, ``reshuffle``, ``round-ends``,
    ``take`` or a misreading (``reshuffle-all``, ``no-score``, ``free-buy``); ``n`` the new
    stock's size for a reshuffle; ``penalty``: the reshuffle or the impossible draw is a
    purchase's penalty card."""

    what: str
    n: int = 0
    penalty: bool = False


@dataclass(frozen=True)
class RunOutFacts:
    after: RoundState
    right: Outcome
    options: tuple[Judged, ...]
    correct: int


TAGS = {
    "draws": "the stock still has a card: a plain draw",
    "reshuffle": "the discard pile but its top becomes the stock (9.1)",
    "round-ends": "no card can be drawn: the round ends with no winner (9.2)",
    "take": "the active player takes the discard top: no draw is needed",
    "purchase": "a purchase needs a penalty card (6.3, 9.1, D9)",
    "d9": "the penalty card of a purchase cannot be drawn (D9)",
    "last-card": "the stock holds exactly one card",
    "small-pile": "the discard pile holds two cards: a new stock of one",
}

CLAUSES: dict[str, tuple[str, ...]] = {
    "running-out.answer": (),
    "running-out.outcome.draws": (), "running-out.outcome.reshuffle": (),
    "running-out.outcome.reshuffle_penalty": (), "running-out.outcome.round-ends": (),
    "running-out.outcome.take": (), "running-out.outcome.reshuffle-all": (),
    "running-out.outcome.no-score": (), "running-out.outcome.free-buy": (),
    "running-out.score": (),
    "running-out.explain.event_draw": ("6.5",),
    "running-out.explain.event_buy": ("6.3",),
    "running-out.explain.event_take": ("6.7", "5.1"),
    "running-out.explain.draws": ("5.1",),
    "running-out.explain.reshuffle": ("9.1",),
    "running-out.explain.reshuffle_penalty": ("9.1",),
    "running-out.explain.round_ends": ("9.2", "8.1"),
    "running-out.explain.d9": ("D9",),
    "running-out.explain.next": ("9.3", "9.5"),
    "running-out.explain.no_draw": ("9.1",),
    "running-out.explain.wrong": (),
    "running-out.wrong.draws": ("9.1",),
    "running-out.wrong.reshuffle_stock": ("9.1",),
    "running-out.wrong.reshuffle_take": ("9.1",),
    "running-out.wrong.round-ends": ("9.1",),
    "running-out.wrong.round-ends_stock": ("9.2",),
    "running-out.wrong.round-ends_take": ("9.2",),
    "running-out.wrong.reshuffle-all": ("9.1",),
    "running-out.wrong.no-score": ("9.2",),
    "running-out.wrong.free-buy": ("6.3", "D9"),
}

#: The clause that refutes each wrong outcome (the first clause of its sentence).
_REFUTES = {key.split(".")[-1]: clauses[0] for key, clauses in CLAUSES.items()
            if key.startswith("running-out.wrong.")}


# -- the engine's answer -----------------------------------------------------------------------

def start_state(s: Situation) -> RoundState:
    d: RunOutData = s.data
    return make_round_state(
        s.round, d.hands, stock=d.stock, discard=d.discard,
        table=tuple(TableMeld(m, 0, 0) for m in d.table), opened=d.opened, active=d.active,
        turn=d.turn, seed=content_hash(s.key))


def play_event(s: Situation) -> RoundState:
    """The state after the event, played by the engine's state machine."""
    d: RunOutData = s.data
    state = start_state(s)
    if d.event == "take":
        return apply(state, TakeDiscard())
    state = apply(state, DrawStock())
    bought = False
    while state.phase is Phase.BUY:
        seat = state.window.to_poll[0]
        if d.event == "buy" and seat == d.buyer and not bought:
            state = apply(state, Buy())
            bought = True
        else:
            state = apply(state, Pass())
    if d.event == "buy" and not bought:
        raise Unsuitable("the buyer was never asked: the discard pile is empty")
    return state


def _right(s: Situation, after: RoundState) -> Outcome:
    d: RunOutData = s.data
    if d.event == "take":
        return Outcome("take")
    penalty = d.event == "buy"
    if after.is_over:
        return Outcome("round-ends", penalty=penalty and after.end_clause == "9.2" and (
            len(after.purchases) == 1 and after.purchases[0].penalty is None))
    if after.reshuffles:
        # the size of the stock the reshuffle made: the discard pile but its top
        pile = len(d.discard) - (1 if penalty else 0)
        return Outcome("reshuffle", pile - 1, penalty and not d.stock)
    return Outcome("draws")


def solve_running_out(s: Situation) -> RunOutFacts:
    d: RunOutData = s.data
    try:
        after = play_event(s)
    except ContratoError as err:
        raise Unsuitable(f"the engine refuses the event: {err}")
    if after.is_over and after.reshuffles:
        raise Unsuitable("a reshuffle and then the end of the round: two needed draws",
                         "two needed draws in a row")
    right = _right(s, after)
    pile = len(d.discard) - (1 if d.event == "buy" else 0)
    pool: list[Judged] = []

    def wrong(claim: Outcome, code: str) -> None:
        if claim != right and all(j.claim != claim for j in pool):
            pool.append(Judged(claim, False, _REFUTES[code], code))

    if right.what == "take":
        if pile >= 2:
            wrong(Outcome("reshuffle", pile - 1), "reshuffle_take")
        wrong(Outcome("round-ends"), "round-ends_take")
        if pile >= 1:
            wrong(Outcome("reshuffle-all", pile), "reshuffle-all")
    elif right.what == "draws":
        if pile >= 2:
            wrong(Outcome("reshuffle", pile - 1), "reshuffle_stock")
            wrong(Outcome("reshuffle-all", pile), "reshuffle-all")
        wrong(Outcome("round-ends"), "round-ends_stock")
        wrong(Outcome("no-score"), "no-score")
    elif right.what == "reshuffle":
        wrong(Outcome("draws"), "draws")
        wrong(Outcome("reshuffle-all", right.n + 1, right.penalty), "reshuffle-all")
        wrong(Outcome("round-ends", penalty=right.penalty), "round-ends")
        wrong(Outcome("no-score"), "no-score")
    else:
        wrong(Outcome("no-score"), "no-score")
        if pile >= 1:
            wrong(Outcome("reshuffle-all", pile, right.penalty), "reshuffle-all")
        if right.penalty:
            wrong(Outcome("free-buy"), "free-buy")
        wrong(Outcome("draws"), "draws")
    ranked = sorted(pool, key=lambda j: content_hash(f"{s.key}|{j.claim!r}"))[:3]
    if len(ranked) < 2:
        raise Unsuitable("fewer than two wrong outcomes to offer")
    options = sorted([Judged(right, True)] + ranked,
                     key=lambda j: content_hash(f"{s.key}|{j.claim!r}"))
    return RunOutFacts(after, right, tuple(options),
                       next(i for i, o in enumerate(options) if o.right))


# -- tags and difficulty -----------------------------------------------------------------------

def running_out_tags(s: Situation, f: RunOutFacts) -> set[str]:
    d: RunOutData = s.data
    tags = {f.right.what}
    if d.event == "buy":
        tags.add("purchase")
        if f.right.what == "round-ends" and f.right.penalty:
            tags.add("d9")
    if len(d.stock) == 1:
        tags.add("last-card")
    if f.right.what == "reshuffle" and f.right.n == 1:
        tags.add("small-pile")
    return tags


def running_out_difficulty(s: Situation, f: RunOutFacts, tags: set[str]) -> int:
    """1, plus one per idea: a reshuffle or the end of the round, a purchase's penalty card,
    the penalty card that cannot be drawn (D9), a one-card stock or pile, no draw needed."""
    return 1 + sum(t in tags for t in ("reshuffle", "round-ends", "purchase", "d9",
                                       "last-card", "small-pile", "take"))


# -- words -------------------------------------------------------------------------------------

def outcome_line(s: Situation, o: Outcome) -> Line:
    d: RunOutData = s.data
    who = Seat(d.buyer if d.event == "buy" else d.active)
    key = o.what
    if o.what == "reshuffle" and o.penalty:
        key = "reshuffle_penalty"
    count = o.n if key in ("reshuffle", "reshuffle_penalty", "reshuffle-all") else None
    return Line(f"running-out.outcome.{key}", p(player=who, active=Seat(d.active), n=o.n),
                count=count)


def plan_running_out(s: Situation, f: RunOutFacts) -> tuple[Line, list[Line]]:
    d: RunOutData = s.data
    top = d.discard[-1] if d.discard else None
    answer = Line("running-out.answer", p(outcome=Join((outcome_line(s, f.right),))))
    lines: list[Line] = []
    if d.event == "take":
        lines.append(Line("running-out.explain.event_take", p(active=Seat(d.active))))
        lines.append(Line("running-out.explain.no_draw"))
    else:
        if d.event == "draw":
            lines.append(Line("running-out.explain.event_draw", p(active=Seat(d.active))))
        else:
            lines.append(Line("running-out.explain.event_buy",
                              p(player=Seat(d.buyer), card=Cards((top,)))))
        if f.right.what == "draws":
            lines.append(Line("running-out.explain.draws", p(n=len(d.stock)),
                              count=len(d.stock)))
        elif f.right.what == "reshuffle":
            key = "reshuffle_penalty" if f.right.penalty else "reshuffle"
            lines.append(Line(f"running-out.explain.{key}", p(n=f.right.n), count=f.right.n))
        else:
            pile = len(f.after.discard)
            lines.append(Line("running-out.explain.round_ends", p(n=pile), count=pile))
            for seat in range(PLAYERS):
                hand = sort_hand(f.after.hands[seat])
                lines.append(Line("running-out.score",
                                  p(player=Seat(seat), items=Breakdown(tuple(
                                      (c, _value(c)) for c in hand)),
                                    total=f.after.penalties[seat]), item=True))
            if f.right.penalty:
                lines.append(Line("running-out.explain.d9"))
            lines.append(Line("running-out.explain.next"))
    lines.append(Line("running-out.explain.wrong"))
    for o in f.options:
        if not o.right:
            lines.append(Line(f"running-out.wrong.{o.code}",
                              p(outcome=Join((outcome_line(s, o.claim),)), n=o.claim.n),
                              item=True))
    return answer, lines


def _value(card: Card) -> int:
    from ...engine.scoring import card_penalty
    return card_penalty(card)


def situation_text(s: Situation, lang: str, texts) -> str:
    d: RunOutData = s.data
    parts = [texts.format("running-out.situation.round", round=s.round, turn=d.turn,
                          active=value(Seat(d.active), lang, texts))]
    if d.stock:
        parts.append(texts.format("running-out.situation.stock", count=len(d.stock),
                                  n=len(d.stock)))
    else:
        parts.append(texts.raw("running-out.situation.stock_empty"))
    if d.discard:
        parts.append(texts.format("running-out.situation.discard", count=len(d.discard),
                                  n=len(d.discard),
                                  card=cards_markup((d.discard[-1],))))
    else:
        parts.append(texts.raw("running-out.situation.discard_empty"))
    rows = []
    for seat in range(PLAYERS):
        key = ("running-out.situation.hand_opened" if d.opened[seat] is not None
               else "running-out.situation.hand")
        rows.append("- " + texts.format(key, player=value(Seat(seat), lang, texts),
                                        count=len(d.hands[seat]), n=len(d.hands[seat]))
                    + " " + cards_markup(d.hands[seat]))
    parts.append(texts.raw("running-out.situation.hands") + "\n\n" + "\n".join(rows))
    if d.table:
        parts.append(texts.format("running-out.situation.table", count=len(d.table),
                                  n=len(d.table)))
    event = {"draw": "running-out.situation.draws", "take": "running-out.situation.takes",
             "buy": "running-out.situation.buys"}[d.event]
    parts.append(texts.format(event, active=value(Seat(d.active), lang, texts),
                              player=value(Seat(d.buyer if d.buyer is not None else d.active),
                                           lang, texts)))
    return "\n\n".join(parts)


# -- reading templates -------------------------------------------------------------------------

def _load(item, base, where, problems) -> dict | None:
    before = len(problems)
    round_ = item["round"]
    hands = []
    for i, text in enumerate(item["hands"]):
        cards = parse_cards(text, base + ("hands", i), where, problems, empty_ok=True)
        hands.append(cards)
    stock = parse_cards(item.get("stock", ""), base + ("stock",), where, problems,
                        empty_ok=True)
    discard = parse_cards(item["discard"], base + ("discard",), where, problems, empty_ok=True)
    table = parse_table(item.get("table", []), base + ("table",), where, problems)
    if len(problems) > before:
        return None
    groups = ([(base + ("hands", i), h) for i, h in enumerate(hands)]
              + [(base + ("stock",), stock), (base + ("discard",), discard)]
              + [(base + ("table", i), m.cards) for i, m in enumerate(table)])
    if not check_together(groups, where, problems):
        return None
    opened_seats = item.get("opened", [])
    deal = CONTRATO.deal_size(round_)
    for seat, hand in enumerate(hands):
        if seat + 1 not in opened_seats and (len(hand) < deal or (len(hand) - deal) % 2):
            problems.append(where.problem(base + ("hands", seat), (
                f"seat {seat + 1} has not opened, so holds {deal} cards plus 2 per purchase "
                f"({deal}, {deal + 2}…) between turns, not {len(hand)} (rules 2.2, 6.3)"),
                "2.2"))
        if seat + 1 in opened_seats and not hand:
            problems.append(where.problem(base + ("hands", seat), (
                "a player with no card left has gone out: the round is over (rule 5.5)"),
                "5.5"))
    event = item.get("event", "draw")
    buyer = item.get("buyer")
    if (event == "buy") != (buyer is not None):
        problems.append(where.problem(base + ("buyer",), "a buyer goes with event: buy"))
    if event == "buy" and stock:
        problems.append(where.problem(base + ("stock",), (
            "a purchase is asked about with an empty stock (its penalty card needs 9.1)")))
    if buyer is not None and buyer == item["active"]:
        problems.append(where.problem(base + ("buyer",), (
            "the active player may not buy (rule D3)"), "D3"))
    if len(problems) > before:
        return None
    turn = item.get("turn", 60)
    opened = tuple(1 if s + 1 in opened_seats else None for s in range(PLAYERS))
    return {"data": RunOutData(
        active=item["active"] - 1, turn=turn, hands=tuple(tuple(h) for h in hands),
        table=table, opened=opened, stock=tuple(reversed(stock)),
        discard=tuple(reversed(discard)), event=event,
        buyer=None if buyer is None else buyer - 1)}


# -- the kind ----------------------------------------------------------------------------------

class RunningOutKind(Kind):
    name = "running-out"
    prefix = "ro"
    tags = TAGS
    clauses = CLAUSES
    situation_required = ("round", "active", "hands", "discard")
    situation_properties = {
        "turn": {"type": "integer", "minimum": 2, "maximum": 10000},
        "active": sp.SEAT,
        "hands": {"type": "array", "minItems": 4, "maxItems": 4, "items": sp.CARDS_OR_NONE,
                  "x-message": "hands lists the 4 hands, seats 1 to 4"},
        "stock": sp.CARDS_OR_NONE,
        "discard": sp.CARDS_OR_NONE,
        "table": sp.TABLE,
        "opened": {"type": "array", "items": sp.SEAT, "uniqueItems": True},
        "event": {"enum": list(EVENTS)},
        "buyer": sp.SEAT,
    }


    def cards(self, s: Situation) -> list:
        d: RunOutData = s.data
        return ([c for h in d.hands for c in h] + list(d.stock) + list(d.discard)
                + [c for m in d.table for c in m.cards])

    def load(self, item, base, where, problems):
        return _load(item, base, where, problems)

    solve = staticmethod(solve_running_out)
    tags_of = staticmethod(running_out_tags)
    difficulty = staticmethod(running_out_difficulty)
    plan = staticmethod(plan_running_out)
    situation_text = staticmethod(situation_text)

    def choices(self, s, facts, lang, texts):
        # an outcome's words depend on the situation (whose seat, which cards)
        return tuple(sentence(outcome_line(s, o.claim), lang, texts) for o in facts.options)

    def verify(self, s, puzzle, langs, facts):
        d: RunOutData = s.data
        why = between_turns_problem(s.round, [t is not None for t in d.opened],
                                    [len(h) for h in d.hands])
        if why:
            raise fail(puzzle, why)
        # facts: the choices offered; checked again here
        after = play_event(s)
        right = facts.options[puzzle.correct].claim
        if right != _right(s, after):
            raise fail(puzzle, "the choice marked right is not what the state machine does")
        if d.event != "take":
            pile = len(d.discard) - (1 if d.event == "buy" else 0)
            stock = len(d.stock)
            if d.event == "buy" and d.stock:
                stock -= 1             # the penalty card came from the stock
                if right.what != "draws" and stock < 0:
                    raise fail(puzzle, "a purchase from an empty stock was not reshuffled")
            outcome = needed_draw(len(d.stock), pile)
            expected = {"draw": "draws", "reshuffle": "reshuffle",
                        "round-ends": "round-ends"}[outcome.kind]
            if d.event == "draw" and expected != right.what:
                raise fail(puzzle, f"needed_draw says {outcome.kind}, the puzzle {right.what}")
            if d.event == "draw" and right.what == "reshuffle" and right.n != outcome.stock_size:
                raise fail(puzzle, "the new stock's size differs from needed_draw's")
        if right.what == "round-ends":
            for seat in range(PLAYERS):
                if after.penalties[seat] != hand_penalty(after.hands[seat]):
                    raise fail(puzzle, "a penalty is not the hand's (9.2, 8.1)")
            if not {"9.2", "8.1"} <= set(puzzle.clauses):
                raise fail(puzzle, "a round that ends must cite 9.2 and 8.1")
        for o in facts.options:
            if not o.right and (o.claim == right or o.clause not in puzzle.clauses):
                raise fail(puzzle, f"the wrong choice {o.code} is right, or its clause "
                                   f"{o.clause} is not cited")


KIND = RunningOutKind()
