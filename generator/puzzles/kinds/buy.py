"""``buy``: several players ask for the discard; who gets which card, and what does each player
receive?

The situation: the round and the turn, the active player, the top cards of the discard pile
(top first) and of the stock (face down, shown for the puzzle), each player's hand size and
whether they have opened, whether the active player takes the stock or the discard top, and
who asks for which card, in the order they spoke. The choices are outcomes — each player with
the cards they receive — and exactly one is the engine's.

The question layer's buy question (:mod:`generator.questions.buy`, the situation the verdict
tool reads too) asks the engine's :func:`~generator.engine.buying.resolve_buying_window`, which
plays the window: the
window opens only when the active player takes the stock (6.1, 6.7); of those asking, the one
whose turn comes soonest after the active player gets the card, the discarder last (6.2, D3);
the buyer also takes the stock top as a penalty (6.3); the new top is offered again, and the
last buyer may not buy it (6.4, D4); then the active player draws (6.5); a player who has
opened may buy (D5); on the first turn the card turned up at the deal is bought like any other
(D13). The wrong choices are the same window played with one named misreading (:data:`MISTAKES`:
"first to speak wins", "the discarder first", "no penalty card", "one purchase per window",
"the same player buys twice running", "the active player draws first", "they buy although the
active player took it", "the active player pays a penalty card too"), each said in the
explanation; verification plays the window again, runs the layer's re-check (every card
accounted for) and checks that every wrong choice differs from it.

Only the top cards of each pile are kept: nobody asks for a deeper card, and the stock shown
holds more cards than the window can draw, so the rest of the piles never matters (no
reshuffle, 9.1; the empty stock is the ``running-out`` kind's question).

Random families: :mod:`generator.puzzles.families.buy`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ...engine import CONTRATO
from ...engine.buying import BuyingOutcome, priority_order
from ...engine.cards import Card
from .. import schema_parts as sp
from ...questions import buy as q_buy
from ...questions.common import RoundFacts, SituationError, round_facts_problems
from ...questions.lines import Cards, Join, Line, Seat, p
from ..situation import Situation
from ...lang.render import phrase, sentence
from ..seeds import content_hash
from .reading import read_through
from .base import Judged, Tag, Unsuitable, fail, recheck

PLAYERS = CONTRATO.players
#: Top cards of the discard pile shown (and that may be asked for).
SHOWN_DISCARD = 3
#: Top cards of the stock shown: more than a window of SHOWN_DISCARD purchases can draw.
SHOWN_STOCK = SHOWN_DISCARD + 2


@dataclass(frozen=True)
class BuyData:
    """- ``active``: the active seat (0–3); the discarder is the seat before it;
    - ``discard`` / ``stock``: the top cards of each pile, **top last** (as the engine);
      ``discard_size`` / ``stock_size``: the whole piles' sizes;
    - ``asks``: ``(seat, cards)`` in the order the players spoke: the cards each asks for if
      it is the discard top when offered;
    - ``takes``: the active player takes the discard top (6.7);
    - ``opened``: per seat, whether the player has opened; ``sizes``: hand sizes before;
    - ``turn``: the turn of the round (1: the card turned up at the deal is the top, D13)."""

    active: int
    discard: tuple[Card, ...]
    discard_size: int
    stock: tuple[Card, ...]
    stock_size: int
    asks: tuple[tuple[int, tuple[Card, ...]], ...]
    takes: bool
    opened: tuple[bool, ...]
    sizes: tuple[int, ...]
    turn: int

    def key(self, s) -> str:
        """The canonical key of the situation ``s`` this data belongs to (see
        :attr:`~generator.puzzles.situation.Situation.key`)."""
        d = self
        asks = ";".join(f"{seat + 1}:{' '.join(c.ascii() for c in cards)}"
                        for seat, cards in d.asks)
        opened = "".join("o" if o else "-" for o in d.opened)
        return (f"{s.kind}|{s.round}|t{d.turn}|a{d.active + 1}|"
                f"{' '.join(c.ascii() for c in d.discard)}/{d.discard_size}|"
                f"{' '.join(c.ascii() for c in d.stock)}/{d.stock_size}|{asks}|"
                f"{'takes' if d.takes else 'draws'}|{opened}|{','.join(map(str, d.sizes))}")


Outcome = tuple[tuple[int, tuple[Card, ...]], ...]


@dataclass(frozen=True)
class BuyFacts:
    outcome: BuyingOutcome
    options: tuple[Judged, ...]
    correct: int


def _refused(reason: str):
    """Somebody was refused a card in the window for ``reason`` (the engine's refusals)."""
    return lambda s, f: reason in {r.reason for r in f.outcome.refusals}


TAGS: tuple[Tag, ...] = (
    Tag("purchase", "somebody buys", lambda s, f: bool(f.outcome.purchases)),
    Tag("no-purchase", "nobody buys", lambda s, f: not f.outcome.purchases),
    Tag("priority", "two or more players ask for the same card (6.2)", _refused("priority")),
    Tag("chain", "two purchases or more in the window (6.4)",
        lambda s, f: len(f.outcome.purchases) >= 2),
    Tag("consecutive", "the last buyer may not buy the next card (D4)",
        _refused("consecutive")),
    Tag("discarder", "the player who discarded the card asks for it (D3)",
        lambda s, f: s.data.turn > 1 and any(seat == (s.data.active - 1) % PLAYERS
                                             for seat, _ in s.data.asks)),
    Tag("takes", "the active player takes the discard top (6.7)", lambda s, f: s.data.takes),
    Tag("dealt", "the card turned up at the deal (D13)", lambda s, f: s.data.turn == 1),
    Tag("opened-buyer", "a player who has opened buys (D5)",
        lambda s, f: any(s.data.opened[pu.seat] for pu in f.outcome.purchases)),
)

#: The named misreadings that give the wrong choices, with the clauses that refute them.
MISTAKES: dict[str, tuple[str, ...]] = {
    "spoken-order": ("6.2",),
    "discarder-first": ("D3",),
    "no-penalty": ("6.3",),
    "one-purchase": ("6.4",),
    "consecutive": ("D4",),
    "draw-first": ("6.5",),
    "buy-anyway": ("6.7",),
    "take-penalty": ("6.7",),
}

CLAUSES: dict[str, tuple[str, ...]] = {
    "buy.answer": (),
    "buy.choice": (),
    "buy.gets": (),
    "buy.gets_then": (),
    "buy.size": (),
    "buy.explain.window": ("6.1",),
    "buy.explain.takes": ("6.7", "D3"),
    "buy.explain.dealt": ("D13", "2.3"),
    "buy.explain.again": ("6.6", "2.2"),
    "buy.explain.purchase": ("6.2", "6.3"),
    "buy.explain.next": ("6.4",),
    "buy.explain.priority": ("6.2",),
    "buy.explain.discarder": ("D3", "6.2"),
    "buy.explain.consecutive": ("6.4", "D4"),
    "buy.explain.taken": ("6.7",),
    "buy.explain.opened_buyer": ("D5",),
    "buy.explain.nobody": ("6.2",),
    "buy.explain.active_draws": ("6.5",),
    "buy.explain.sizes": ("6.3",),
    "buy.explain.sizes_taken": ("6.7",),
    "buy.explain.sizes_drawn": ("5.1",),
    "buy.explain.wrong": (),
    **{f"buy.mistakes.{name}": clauses for name, clauses in MISTAKES.items()},
}


# -- the engine's answer, and the misreadings -------------------------------------------------

def _wants(d: BuyData) -> dict[int, tuple[Card, ...]]:
    return {seat: cards for seat, cards in d.asks}


def asked(d: BuyData) -> tuple[q_buy.BuySituation, q_buy.BuyAnswer]:
    """The question layer's buy question for the window (:mod:`generator.questions.buy`:
    piles top first there) and its answer, the engine's
    :func:`~generator.engine.buying.resolve_buying_window`."""
    layer = q_buy.BuySituation(d.active, d.discard[::-1], d.stock[::-1], d.asks, d.takes,
                               stock_size=d.stock_size, discard_size=d.discard_size)
    return layer, q_buy.answer(layer, CONTRATO)


def engine_outcome(d: BuyData) -> BuyingOutcome:
    """The window as the engine plays it (:func:`asked`)."""
    return asked(d)[1].outcome


def _as_outcome(added, d: BuyData) -> Outcome:
    """Cards received per seat, in priority order and the active player last."""
    order = list(priority_order(d.active, PLAYERS)) + [d.active]
    return tuple((s, tuple(added[s])) for s in order if added[s])


def misread(d: BuyData, mistake: str) -> Outcome | None:
    """The window played with one misreading of the rules (see :data:`MISTAKES`), or
    ``None`` when the misreading does not apply to this situation. These are the wrong
    choices: the right one is always the engine's (:func:`engine_outcome`)."""
    wants = _wants(d)
    order = list(priority_order(d.active, PLAYERS))
    discarder = (d.active - 1) % PLAYERS
    penalty, max_buys, consecutive_ok, draw_first = True, None, False, False
    if d.takes and mistake not in ("buy-anyway", "take-penalty"):
        return None
    if mistake == "take-penalty":
        if not d.takes:
            return None
        added = {s: [] for s in range(PLAYERS)}
        added[d.active] += [d.discard[-1], d.stock[-1]]
        return _as_outcome(added, d)
    if mistake == "spoken-order":
        spoken = [s for s, _ in d.asks]
        order = spoken + [s for s in order if s not in spoken]
    elif mistake == "discarder-first":
        if d.turn == 1:                 # the top was turned up at the deal: no discarder
            return None
        order = [discarder] + [s for s in order if s != discarder]
    elif mistake == "no-penalty":
        penalty = False
    elif mistake == "one-purchase":
        max_buys = 1
    elif mistake == "consecutive":
        consecutive_ok = True
    elif mistake == "draw-first":
        draw_first = True
    elif mistake == "buy-anyway":
        if not d.takes:
            return None
    discard, stock = list(d.discard), list(d.stock)
    added: dict[int, list[Card]] = {s: [] for s in range(PLAYERS)}
    if draw_first:
        added[d.active].append(stock.pop())
    last, buys = None, 0
    while discard and (max_buys is None or buys < max_buys):
        top = discard[-1]
        buyer = next((s for s in order if (consecutive_ok or s != last)
                      and any(c.physical == top.physical for c in wants.get(s, ()))), None)
        if buyer is None:
            break
        discard.pop()
        added[buyer].append(top)
        if penalty:
            if not stock:
                return None
            added[buyer].append(stock.pop())
        last, buys = buyer, buys + 1
    if not draw_first:
        if not stock:
            return None
        added[d.active].append(stock.pop())
    return _as_outcome(added, d)


def solve(s: Situation) -> BuyFacts:
    d: BuyData = s.data
    # a position the verdict's reader would refuse is never a puzzle (the same check)
    why = round_facts_problems(facts_of(s.round, d), CONTRATO)
    if why:
        raise Unsuitable(f"an impossible position: {why[0].message}",
                         f"an impossible position ({why[0].code})")
    try:
        out = engine_outcome(d)
    except SituationError as err:                  # the active player asks to buy (D3)
        raise Unsuitable(str(err)) from None
    if out.round_ends or out.reshuffles:
        raise Unsuitable("the window needs more stock cards than are shown",
                         "the stock shown is too short")
    right = _as_outcome(out.added, d)
    key = s.key
    seen = {right}
    wrongs = []
    for name in sorted(MISTAKES, key=lambda m: content_hash(f"{key}|{m}")):
        outcome = misread(d, name)
        if outcome is None or outcome in seen:
            continue
        seen.add(outcome)
        wrongs.append(Judged(outcome, False, MISTAKES[name][0], name))
    if len(wrongs) < 2:
        raise Unsuitable("fewer than two misreadings give a different outcome (let more "
                         "players ask, or ask for the card below the top too)",
                         "fewer than two misreadings give a different outcome", ("asks",))
    options = [Judged(right, True)] + wrongs[:3]
    options.sort(key=lambda o: content_hash(f"{key}|{o.claim!r}"))
    return BuyFacts(out, tuple(options), next(i for i, o in enumerate(options) if o.right))


# -- tags and difficulty ---------------------------------------------------------------------

def difficulty(s: Situation, f: BuyFacts, tags: set[str]) -> int:
    """1, plus one per idea: priority among several, a chain of purchases, the last buyer
    refused, the discarder last, the active player taking it, the dealt card, an opened
    buyer."""
    return 1 + sum(t in tags for t in ("priority", "chain", "consecutive", "discarder",
                                       "takes", "dealt", "opened-buyer"))


# -- words -------------------------------------------------------------------------------------

def outcome_join(outcome: Outcome) -> Join:
    """"Bruno gets 7♥ and 5♦, Carla gets 9♣ and 4♦, and Ana gets 3♦": the clauses after the
    first are ``buy.gets_then``, where a language may leave the verb out (es "Diego se queda
    con el 8♦; Bruno, con el 3♠")."""
    return Join(tuple(Line("buy.gets" if n == 0 else "buy.gets_then",
                           p(player=Seat(seat), cards=Cards(cards)))
                      for n, (seat, cards) in enumerate(outcome)), clauses=True)


def claim_line(outcome: Outcome) -> Line:
    """An outcome offered as a choice."""
    return Line("buy.choice", p(outcome=outcome_join(outcome)))


def outcome_line(outcome: Outcome) -> Line:
    return Line("buy.answer", p(outcome=outcome_join(outcome)))


def plan(s: Situation, f: BuyFacts) -> tuple[Line, list[Line]]:
    d: BuyData = s.data
    out = f.outcome
    active = Seat(d.active)
    top = d.discard[-1]
    right = f.options[f.correct].claim
    answer = outcome_line(right)
    lines: list[Line] = []
    if d.turn == 1:
        lines.append(Line("buy.explain.dealt", p(card=Cards((top,)))))
    if d.takes:
        lines.append(Line("buy.explain.takes", p(active=active, card=Cards((top,)))))
        for r in out.refusals:
            lines.append(Line("buy.explain.taken", p(player=Seat(r.seat), card=Cards((r.card,)))))
    else:
        lines.append(Line("buy.explain.window", p(active=active, card=Cards((top,)))))
        buyers = {pu.card: pu.seat for pu in out.purchases}
        again: set[int] = set()
        for n, pu in enumerate(out.purchases):
            if n:
                lines.append(Line("buy.explain.next", p(card=Cards((pu.card,)))))
            if (not d.opened[pu.seat] and d.sizes[pu.seat] > CONTRATO.deal_size(s.round)
                    and pu.seat not in again):
                # bought earlier in the round, said before this purchase (ca review of issue
                # 27: said after it, it read as the purchase just made): no limit (6.6)
                again.add(pu.seat)
                # the reason it is known: the hand is bigger than the deal (es review 3 #4)
                lines.append(Line("buy.explain.again", p(
                    player=Seat(pu.seat), size=d.sizes[pu.seat],
                    deal=CONTRATO.deal_size(s.round))))
            lines.append(Line("buy.explain.purchase",
                              p(player=Seat(pu.seat), card=Cards((pu.card,)),
                                penalty=Cards((pu.penalty,)))))
            for r in out.refusals:
                if r.card != pu.card or buyers.get(r.card) != pu.seat:
                    continue
                if r.reason == "consecutive":
                    lines.append(Line("buy.explain.consecutive",
                                      p(player=Seat(r.seat), card=Cards((r.card,)))))
                elif r.seat == (d.active - 1) % PLAYERS and d.turn > 1 and n == 0:
                    # only the window's first card is the one that player discarded (D3);
                    # a card below it was discarded earlier, by whoever
                    lines.append(Line("buy.explain.discarder",
                                      p(player=Seat(r.seat), card=Cards((r.card,)),
                                        buyer=Seat(pu.seat))))
                else:
                    lines.append(Line("buy.explain.priority",
                                      p(player=Seat(r.seat), card=Cards((r.card,)),
                                        buyer=Seat(pu.seat), active=active)))
            if d.opened[pu.seat]:
                lines.append(Line("buy.explain.opened_buyer", p(player=Seat(pu.seat))))
        for r in out.refusals:
            if r.card not in buyers and r.reason == "consecutive":
                lines.append(Line("buy.explain.consecutive",
                                  p(player=Seat(r.seat), card=Cards((r.card,)))))
        if not out.purchases:
            lines.append(Line("buy.explain.nobody", p(active=active)))
        lines.append(Line("buy.explain.active_draws",
                          p(active=active, card=Cards((out.active_draw,)))))
    sizes = tuple(Line("buy.size", p(player=Seat(seat), n=d.sizes[seat] + len(out.added[seat])),
                       count=d.sizes[seat] + len(out.added[seat]))
                  for seat in list(priority_order(d.active, PLAYERS)) + [d.active])
    # the hands grew by purchases (6.3), or only the active player's by one card: the discard
    # taken (6.7) or the stock's top drawn (5.1) (pt #13 of the fresh reviews: 6.3 cited when
    # nobody bought)
    key = ("buy.explain.sizes" if out.purchases else
           "buy.explain.sizes_taken" if d.takes else "buy.explain.sizes_drawn")
    lines.append(Line(key, p(sizes=Join(sizes))))
    lines.append(Line("buy.explain.wrong"))
    for o in f.options:
        if not o.right:
            lines.append(Line(f"buy.mistakes.{o.code}", p(outcome=outcome_join(o.claim)),
                              item=True))
    return answer, lines


def situation_text(s: Situation, lang: str, texts) -> str:
    d: BuyData = s.data
    parts = [phrase("buy.situation.round", lang, texts, round=s.round, turn=d.turn,
                    active=Seat(d.active))]
    shown = tuple(reversed(d.discard))
    if d.turn == 1:
        parts.append(phrase("buy.situation.dealt", lang, texts, card=Cards(shown[:1])))
    else:
        parts.append(phrase("buy.situation.discard", lang, texts, n=d.discard_size,
                            discarder=Seat((d.active - 1) % PLAYERS), cards=Cards(shown)))
    parts.append(phrase("buy.situation.stock", lang, texts, n=d.stock_size,
                        cards=Cards(tuple(reversed(d.stock)))))
    rows = []
    for seat in [d.active] + list(priority_order(d.active, PLAYERS)):
        key = "buy.situation.player_opened" if d.opened[seat] else "buy.situation.player"
        rows.append("- " + phrase(key, lang, texts, player=Seat(seat), n=d.sizes[seat]))
    parts.append(texts.raw("buy.situation.players") + "\n\n" + "\n".join(rows))
    event = "buy.situation.takes" if d.takes else "buy.situation.draws"
    asks = [sentence(Line("buy.situation.asks", p(player=Seat(seat), cards=Cards(
        tuple(reversed([c for c in d.discard if c in cards]))))), lang, texts)
        for seat, cards in d.asks]
    parts.append(phrase(event, lang, texts, active=Seat(d.active)) + " "
                 + texts.format("buy.situation.asks_intro", asks="; ".join(asks)))
    return "\n\n".join(parts)


# -- reading templates -------------------------------------------------------------------------

def _load(item: Mapping, base: tuple, where, problems) -> dict | None:
    """The buy question's situation (``active``, ``discard`` and ``stock`` top first,
    ``asks``: seat → cards in the order the players spoke, ``draws``) with what a puzzle
    shows of the round — the round and the turn, the piles' sizes, each player's hand size
    (``sizes``, the layer's ``hands``) and who has opened —, all read and checked to stand
    together by the question layer (:mod:`generator.questions.buy`,
    :func:`~generator.questions.common.round_facts_problems`), the very reader of the verdict
    tool; then what a puzzle needs besides: the top cards shown, asks only for those cards and
    not by the active player (D3)."""
    round_ = item["round"]
    deal = CONTRATO.deal_size(round_)
    turn = item.get("turn", 9)
    sizes = item.get("sizes", [deal] * PLAYERS)
    opened = item.get("opened", [])
    discard_size = item.get("discard_size", len(_listed(item["discard"])))
    if "stock_size" in item:
        stock_size = item["stock_size"]
    elif turn == 1:
        stock_size = CONTRATO.initial_stock(round_)
    elif not opened and isinstance(sizes, list):
        # nobody has opened: the table is empty, and the stock holds the rest of the pack
        stock_size = CONTRATO.pack_size - sum(sizes) - discard_size
    else:
        problems.append(where.problem(base + ("stock",), (
            "give stock_size: with players who have opened, the table's cards are not known")))
        return None
    data = {name: item[name] for name in ("active", "discard", "stock", "asks", "draws")
            if name in item}
    data.update(round=round_, turn=turn, hands=sizes, opened=opened,
                discard_size=discard_size, stock_size=stock_size)
    found = read_through(q_buy, data, base, where, problems, fields={"hands": "sizes"})
    if found is None:
        return None
    before = len(problems)
    active = found.active
    discard, stock = found.discard, found.stock
    if len(discard) > SHOWN_DISCARD:
        problems.append(where.problem(base + ("discard",), (
            f"list the top {SHOWN_DISCARD} cards of the discard pile at most (top first); "
            f"give the pile's size as discard_size")))
    if len(stock) < SHOWN_STOCK:
        problems.append(where.problem(base + ("stock",), (
            f"list the top {SHOWN_STOCK} cards of the stock (top first): a window may draw "
            f"that many")))
    key_of = {int(key) - 1: key for key in item["asks"]}
    for seat, wanted in found.asks:
        at = base + ("asks", key_of[seat])
        if seat == active:
            problems.append(where.problem(at, (
                "the active player may not buy: they take the discard top for free instead "
                "(rules D3, 6.7; write draws: discard)"), "D3"))
            continue
        missing = [c for c in wanted if c not in discard]
        if missing:
            problems.append(where.problem(at, f"{missing[0]} is not among the discard cards "
                                              f"listed"))
    if len(problems) > before:
        return None
    return {"data": BuyData(
        active=active, discard=tuple(reversed(discard)), discard_size=found.discard_size,
        stock=tuple(reversed(stock)), stock_size=found.stock_size, asks=found.asks,
        takes=found.takes_discard, opened=found.opened, sizes=found.hands, turn=found.turn)}


def _listed(value) -> list:
    """The cards of a pile as written (text or a list)."""
    return value.split() if isinstance(value, str) else list(value)


def facts_of(round_: int, d: BuyData) -> RoundFacts:
    """What the puzzle shows of the round, as the question layer checks it
    (:func:`~generator.questions.common.round_facts_problems`): the very facts the puzzle
    exports for the verdict (:mod:`generator.puzzles.to_verdict`)."""
    return q_buy.BuySituation(d.active, d.discard[::-1], d.stock[::-1], d.asks, d.takes,
                              stock_size=d.stock_size, discard_size=d.discard_size,
                              round=round_, turn=d.turn, hands=d.sizes,
                              opened=d.opened).facts()


# -- the kind ----------------------------------------------------------------------------------

NAME = "buy"
SITUATION_REQUIRED = ("round", "active", "discard", "stock", "asks")
SITUATION_PROPERTIES = {
    "turn": {"type": "integer", "minimum": 1, "maximum": 1000},
    "active": sp.SEAT,
    "discard": sp.HAND,
    "discard_size": {"type": "integer", "minimum": 1, "maximum": 107},
    "stock": sp.HAND,
    "stock_size": {"type": "integer", "minimum": 1, "maximum": 107},
    "asks": {"type": "object", "minProperties": 1, "maxProperties": 3,
             "propertyNames": {"enum": ["1", "2", "3", "4"],
                               "x-message": "a seat is 1 to 4 (rule 1.1)"},
             "additionalProperties": sp.HAND,
             "x-message": "asks maps a seat to the cards it asks for, in the order the "
                          "players spoke"},
    "draws": {"enum": ["stock", "discard"],
              "x-message": "draws is stock (the default) or discard: the active player "
                           "takes the discard top (rule 6.7)"},
    "opened": {"type": "array", "items": sp.SEAT, "uniqueItems": True},
    "sizes": {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 40},
              "minItems": 4, "maxItems": 4,
              "x-message": "sizes lists the 4 hand sizes, seats 1 to 4"},
}


def cards(s: Situation) -> list:
    return list(s.data.discard) + list(s.data.stock)


def load(item, base, where, problems):
    return _load(item, base, where, problems)


def verify(s, puzzle, langs, facts):
    d: BuyData = s.data
    if len(d.stock) > d.stock_size or len(d.discard) > d.discard_size:
        raise fail(puzzle, "more cards shown than the piles hold")
    why = round_facts_problems(facts_of(s.round, d), CONTRATO)
    if why:
        raise fail(puzzle, why[0].message)
    # the question layer's answer and its re-check (every card accounted for)
    layer, found = asked(d)
    recheck(q_buy, layer, found, puzzle)
    out = found.outcome
    right = _as_outcome(out.added, d)
    # facts: the choices offered; each is checked again here
    marked = facts.options[puzzle.correct].claim
    if marked != right:
        raise fail(puzzle, "the choice marked right is not the engine's outcome")
    for o in facts.options:
        if o.claim == right and not o.right:
            raise fail(puzzle, "a wrong choice equals the engine's outcome")
        if not o.right and o.clause not in puzzle.clauses:
            raise fail(puzzle, f"the misreading {o.code} rests on {o.clause}, which the "
                               f"explanation does not cite")
    if len({o.claim for o in facts.options}) != len(facts.options):
        raise fail(puzzle, "two choices give the same outcome")
    for pu in out.purchases:
        if pu.seat == d.active:
            raise fail(puzzle, "the active player bought (D3)")
