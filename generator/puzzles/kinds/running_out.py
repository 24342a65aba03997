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
8.1), or when the stock has already been rebuilt three times in the round (D14: a situation
may say how many times, ``reshuffles``). Verification asks
:func:`~generator.engine.running_out.needed_draw` for the same draw and plays the state
machine again.

Random families: :mod:`generator.puzzles.families.running_out`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ...engine import CONTRATO
from ...engine.cards import Card
from ...engine.state import RoundState
from ...lang.cards import cards_markup
from .. import schema_parts as sp
from ...questions import running_out as q_running_out
from ...questions.common import SituationError
from ...questions.lines import Breakdown, Cards, Join, Line, Seat, p
from ...questions.running_out import EVENTS, LATE_TURN
from ..situation import Situation, sort_hand
from ...lang.render import phrase, sentence
from ..seeds import content_hash
from .base import Judged, Tag, Unsuitable, fail, recheck
from .reading import read_through
from .common import table_key

PLAYERS = CONTRATO.players


@dataclass(frozen=True)
class RunOutData(q_running_out.RunningOutSituation):
    """The question layer's situation (:class:`~generator.questions.running_out.
    RunningOutSituation`: a whole state at the start of the active player's turn, piles top
    last, and the event), with the puzzle's canonical key."""

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
                f"{'' if d.buyer is None else d.buyer + 1}"
                + (f"|r{d.reshuffles}" if d.reshuffles else ""))   # older keys unchanged


@dataclass(frozen=True)
class Outcome:
    """What happens, as a claim: ``what`` is ``draws``, ``reshuffle``, ``round-ends``,
    ``take`` or a misreading (``reshuffle-all``, ``no-score``, ``free-buy``); ``n`` the new
    stock's size for a reshuffle; ``penalty``: the reshuffle or the impossible draw is a
    purchase's penalty card; ``limit``: the round ends because the stock may not be rebuilt a
    fourth time (D14)."""

    what: str
    n: int = 0
    penalty: bool = False
    limit: bool = False


@dataclass(frozen=True)
class RunOutFacts:
    """``next_round``: when the round ends, the round played next, ``None`` after the last
    round (the question layer's answer, from the engine's ``next_round``: 9.3)."""

    after: RoundState
    right: Outcome
    options: tuple[Judged, ...]
    correct: int
    next_round: int | None = None


TAGS: tuple[Tag, ...] = (
    Tag("draws", "the stock still has a card: a plain draw",
        lambda s, f: f.right.what == "draws"),
    Tag("reshuffle", "the discard pile but its top becomes the stock (9.1)",
        lambda s, f: f.right.what == "reshuffle"),
    Tag("round-ends", "no card can be drawn: the round ends with no winner (9.2)",
        lambda s, f: f.right.what == "round-ends"),
    Tag("take", "the active player takes the discard top: no draw is needed",
        lambda s, f: f.right.what == "take"),
    Tag("purchase", "a purchase needs a penalty card (6.3, 9.1, D9)",
        lambda s, f: s.data.event == "buy"),
    Tag("d9", "the penalty card of a purchase cannot be drawn (D9)",
        lambda s, f: s.data.event == "buy" and f.right.what == "round-ends"
        and f.right.penalty and not f.right.limit),
    Tag("d14", "the stock was rebuilt three times: the round ends though the discard pile "
               "could make a new one (D14)",
        lambda s, f: f.right.what == "round-ends" and f.right.limit),
    Tag("last-card", "the stock holds exactly one card", lambda s, f: len(s.data.stock) == 1),
    Tag("small-pile", "the discard pile holds two cards: a new stock of one",
        lambda s, f: f.right.what == "reshuffle" and f.right.n == 1),
)

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
    "running-out.explain.round_ends_limit": ("D14", "9.2", "8.1"),
    "running-out.explain.last_reshuffle": ("D14",),
    "running-out.explain.d9": ("D9",),
    "running-out.explain.bought_kept": ("6.2", "6.3"),
    "running-out.explain.next": ("9.3", "9.5"),
    "running-out.explain.game_over": ("9.3", "9.5"),
    "running-out.explain.no_draw": ("9.1",),
    "running-out.explain.wrong": (),
    "running-out.wrong.draws": ("9.1",),
    # the round ends: a plain draw is wrong for the reason the engine found (es review 3 #1)
    "running-out.wrong.draws_limit": ("D14",),
    "running-out.wrong.draws_empty": ("9.1", "9.2"),
    "running-out.wrong.reshuffle_stock": ("9.1",),
    "running-out.wrong.reshuffle_take": ("9.1",),
    "running-out.wrong.round-ends": ("9.1",),
    "running-out.wrong.reshuffle_limit": ("D14",),
    "running-out.wrong.round-ends_stock": ("9.2",),
    "running-out.wrong.round-ends_take": ("9.2",),
    "running-out.wrong.reshuffle-all": ("9.1",),
    "running-out.wrong.no-score": ("9.2",),
    # the round goes on: the rebuttal says so first, then how such a round is scored (es
    # review 10 #9)
    "running-out.wrong.no-score_stock": ("9.2",),
    "running-out.wrong.no-score_reshuffle": ("9.1", "9.2"),
    "running-out.wrong.free-buy": ("6.3", "D9"),
}

#: The clause that refutes each wrong outcome (the first clause of its sentence).
_REFUTES = {key.split(".")[-1]: clauses[0] for key, clauses in CLAUSES.items()
            if key.startswith("running-out.wrong.")}


# -- the engine's answer -----------------------------------------------------------------------

def layer_situation(s: Situation) -> RunOutData:
    """The question layer's situation of ``s``, its reshuffles seeded from the key."""
    return dataclasses.replace(s.data, seed=content_hash(s.key))


def play_event(s: Situation) -> RoundState:
    """The state after the event, played by the engine's state machine
    (:func:`generator.questions.running_out.play`)."""
    return q_running_out.play(layer_situation(s))


def _right(a: q_running_out.RunningOutAnswer) -> Outcome:
    """The layer's answer as the claim offered."""
    if a.outcome == "reshuffle":
        return Outcome("reshuffle", a.stock_size, a.penalty)
    if a.outcome == "round-ends":
        return Outcome("round-ends", penalty=a.penalty, limit=a.limit)
    return Outcome("draws" if a.outcome == "draw" else a.outcome)


def solve(s: Situation) -> RunOutFacts:
    d: RunOutData = s.data
    try:
        found = q_running_out.answer(layer_situation(s))
    except SituationError as err:
        raise Unsuitable(f"the engine refuses the event: {err}")
    after = found.after
    if after.is_over and after.reshuffles > d.reshuffles:
        raise Unsuitable("a reshuffle and then the end of the round: two needed draws",
                         "two needed draws in a row")
    right = _right(found)
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
        wrong(Outcome("no-score"), "no-score_stock")
    elif right.what == "reshuffle":
        wrong(Outcome("draws"), "draws")
        wrong(Outcome("reshuffle-all", right.n + 1, right.penalty), "reshuffle-all")
        wrong(Outcome("round-ends", penalty=right.penalty), "round-ends")
        wrong(Outcome("no-score"), "no-score_reshuffle")
    else:
        wrong(Outcome("no-score"), "no-score")
        if right.limit:          # D14: the pile could make a new stock, but not a fourth time
            wrong(Outcome("reshuffle", pile - 1, right.penalty), "reshuffle_limit")
        if pile >= 1:
            wrong(Outcome("reshuffle-all", pile, right.penalty), "reshuffle-all")
        if right.penalty:
            wrong(Outcome("free-buy"), "free-buy")
        # no card even after 9.1: the stock may not be rebuilt a fourth time (D14), or the
        # discard pile has nothing to shuffle but its top (9.1, 9.2)
        wrong(Outcome("draws"), "draws_limit" if right.limit else "draws_empty")
    ranked = sorted(pool, key=lambda j: content_hash(f"{s.key}|{j.claim!r}"))
    # the misreading the ruling is about is always offered: a fourth rebuild (D14)
    ranked = sorted(ranked, key=lambda j: j.code != "reshuffle_limit")[:3]
    if len(ranked) < 2:
        raise Unsuitable("fewer than two wrong outcomes to offer")
    options = sorted([Judged(right, True)] + ranked,
                     key=lambda j: content_hash(f"{s.key}|{j.claim!r}"))
    return RunOutFacts(after, right, tuple(options),
                       next(i for i, o in enumerate(options) if o.right), found.next_round)


# -- tags and difficulty -----------------------------------------------------------------------

def difficulty(s: Situation, f: RunOutFacts, tags: set[str]) -> int:
    """1, plus one per idea: a reshuffle or the end of the round, a purchase's penalty card,
    the penalty card that cannot be drawn (D9), the limit of rebuilds (D14), a one-card stock
    or pile, no draw needed."""
    return 1 + sum(t in tags for t in ("reshuffle", "round-ends", "purchase", "d9", "d14",
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


def plan(s: Situation, f: RunOutFacts) -> tuple[Line, list[Line]]:
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
            if d.reshuffles + 1 == CONTRATO.max_reshuffles:     # the last rebuild allowed
                lines.append(Line("running-out.explain.last_reshuffle",
                                  p(times=CONTRATO.max_reshuffles)))
        else:
            pile = len(f.after.discard)
            if f.right.limit:
                lines.append(Line("running-out.explain.round_ends_limit",
                                  p(n=pile, times=d.reshuffles), count=pile))
            else:
                lines.append(Line("running-out.explain.round_ends", p(n=pile), count=pile))
            for seat in range(PLAYERS):
                hand = sort_hand(f.after.hands[seat])
                lines.append(Line("running-out.score",
                                  p(player=Seat(seat), items=Breakdown(tuple(
                                      (c, _value(c)) for c in hand)),
                                    total=f.after.penalties[seat]), item=True))
            # the purchase stands though its penalty card could not be drawn: the bought card
            # is in the buyer's hand the engine scored; said as this site's reading, which no
            # clause writes (es review 3 #12)
            if (d.event == "buy" and top is not None and list(f.after.hands[d.buyer]).count(top)
                    == list(d.hands[d.buyer]).count(top) + 1):
                lines.append(Line("running-out.explain.bought_kept",
                                  p(player=Seat(d.buyer), card=Cards((top,)))))
            if f.right.penalty and not f.right.limit:    # D14 said it already
                lines.append(Line("running-out.explain.d9"))
            # 9.3: the next round, or the end of the game after the last one
            lines.append(Line("running-out.explain.next" if f.next_round is not None
                              else "running-out.explain.game_over"))
    lines.append(Line("running-out.explain.wrong"))
    for o in f.options:
        if not o.right:
            # draws_empty: the cards left in the discard pile after the event (1: its top)
            n = len(f.after.discard) if o.code == "draws_empty" else o.claim.n
            lines.append(Line(f"running-out.wrong.{o.code}",
                              p(outcome=Join((outcome_line(s, o.claim),)), n=n,
                                times=d.reshuffles),
                              count=n if o.code == "draws_empty" else None, item=True))
    return answer, lines


def _value(card: Card) -> int:
    from ...engine.scoring import card_penalty
    return card_penalty(card)


def rebuilds_matter(s: Situation) -> bool:
    """Whether the answer to ``s`` depends on how many times the stock was rebuilt earlier in
    the round: the engine's outcome with the rebuilds ``s`` states differs from the one with
    any other count, 0 to :attr:`~generator.engine.profile.Profile.max_reshuffles` (D14). A
    situation whose answer rests on the count states it, even when it is none."""
    base = layer_situation(s)
    outcome = q_running_out.answer(base).outcome
    return any(q_running_out.answer(dataclasses.replace(base, reshuffles=n)).outcome != outcome
               for n in range(CONTRATO.max_reshuffles + 1) if n != base.reshuffles)


def situation_text(s: Situation, lang: str, texts) -> str:
    d: RunOutData = s.data
    parts = [phrase("running-out.situation.round", lang, texts, round=s.round, turn=d.turn,
                    active=Seat(d.active))]
    if d.stock:
        parts.append(texts.format("running-out.situation.stock", count=len(d.stock),
                                  n=len(d.stock)))
    else:
        parts.append(texts.raw("running-out.situation.stock_empty"))
    if d.reshuffles:
        parts.append(texts.format("running-out.situation.reshuffles", n=d.reshuffles))
    elif rebuilds_matter(s):        # none so far, and the answer rests on it (D14)
        parts.append(texts.raw("running-out.situation.no_reshuffles"))
    if d.discard:
        parts.append(phrase("running-out.situation.discard", lang, texts, count=len(d.discard),
                            n=len(d.discard), card=Cards((d.discard[-1],))))
    else:
        parts.append(texts.raw("running-out.situation.discard_empty"))
    rows = []
    for seat in range(PLAYERS):
        key = ("running-out.situation.hand_opened" if d.opened[seat] is not None
               else "running-out.situation.hand")
        rows.append("- " + phrase(key, lang, texts, player=Seat(seat), n=len(d.hands[seat]))
                    + " " + cards_markup(d.hands[seat]))
    parts.append(texts.raw("running-out.situation.hands") + "\n\n" + "\n".join(rows))
    if d.table:
        parts.append(texts.format("running-out.situation.table", count=len(d.table),
                                  n=len(d.table)))
    event = {"draw": "running-out.situation.draws", "take": "running-out.situation.takes",
             "buy": "running-out.situation.buys"}[d.event]
    parts.append(phrase(event, lang, texts, active=Seat(d.active),
                        player=Seat(d.buyer if d.buyer is not None else d.active)))
    return "\n\n".join(parts)


# -- reading templates -------------------------------------------------------------------------

def _load(item, base, where, problems) -> dict | None:
    """The question layer's situation (:mod:`generator.questions.running_out`: the hands,
    piles top first, table, opened seats, event and buyer, checked for 1.2, 2.2, 6.3, 5.5,
    D3); a purchase is asked about with an empty stock only (its penalty card needs 9.1)."""
    data = {name: item[name] for name in q_running_out.FIELDS + q_running_out.OPTIONAL
            if name in item}
    data.setdefault("turn", LATE_TURN)
    found = read_through(q_running_out, data, base, where, problems)
    if found is None:
        return None
    if found.event == "buy" and found.stock:
        problems.append(where.problem(base + ("stock",), (
            "a purchase is asked about with an empty stock (its penalty card needs 9.1)")))
        return None
    return {"data": RunOutData(**{f.name: getattr(found, f.name)
                                  for f in dataclasses.fields(found)})}


# -- the kind ----------------------------------------------------------------------------------

NAME = "running-out"
SITUATION_REQUIRED = ("round", "active", "hands", "discard")
SITUATION_PROPERTIES = {
    "turn": {"type": "integer", "minimum": 2, "maximum": 10000},
    "active": sp.SEAT,
    "hands": {"type": "array", "minItems": 4, "maxItems": 4, "items": sp.CARDS_OR_NONE,
              "x-message": "hands lists the 4 hands, seats 1 to 4"},
    "stock": sp.CARDS_OR_NONE,
    "discard": sp.CARDS_OR_NONE,
    "table": sp.TABLE,
    # the seats that have opened, or each one's turn of opening (seat: turn)
    "opened": {"type": ["array", "object"], "items": sp.SEAT, "uniqueItems": True,
               "additionalProperties": {"type": "integer", "minimum": 1}},
    "event": {"enum": list(EVENTS)},
    "buyer": sp.SEAT,
    "reshuffles": {"type": "integer", "minimum": 0, "maximum": CONTRATO.max_reshuffles},
}


def cards(s: Situation) -> list:
    d: RunOutData = s.data
    return ([c for h in d.hands for c in h] + list(d.stock) + list(d.discard)
            + [c for m in d.table for c in m.cards])


def load(item, base, where, problems):
    return _load(item, base, where, problems)


def choices(s, facts, lang, texts):
    # an outcome's words depend on the situation (whose seat, which cards)
    return tuple(sentence(outcome_line(s, o.claim), lang, texts) for o in facts.options)


def verify(s, puzzle, langs, facts):
    d: RunOutData = s.data
    wrong = q_running_out.problems(d)
    if wrong:
        raise fail(puzzle, wrong[0].message)
    # the layer's re-check (needed_draw, the scores), on the event played again
    layer = layer_situation(s)
    found = q_running_out.answer(layer)
    recheck(q_running_out, layer, found, puzzle)
    # facts: the choices offered; checked again here
    right = facts.options[puzzle.correct].claim
    if right != _right(found):
        raise fail(puzzle, "the choice marked right is not what the state machine does")
    if right.what == "round-ends" and not {"9.2", "8.1"} <= set(puzzle.clauses):
        raise fail(puzzle, "a round that ends must cite 9.2 and 8.1")
    if right.what == "round-ends" and facts.next_round != found.next_round:
        raise fail(puzzle, "the round after this one is not the engine's (9.3)")
    for o in facts.options:
        if not o.right and (o.claim == right or o.clause not in puzzle.clauses):
            raise fail(puzzle, f"the wrong choice {o.code} is right, or its clause "
                               f"{o.clause} is not cited")
