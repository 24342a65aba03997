"""``lay-off``: may this card go on that meld now, and at which end?

The situation: the round, the melds on the table (numbered in the order laid down), whether
the player opened (not yet, on this very turn, on an earlier turn), the whole hand, and one
card of it with one meld of the table. The choices are, for a sequence, "only at the low end",
"only at the high end", "at either end (the player says which)", "not now"; for a group,
"yes" and "not now". Exactly one is right.

The engine decides everything: :func:`~generator.engine.layoff.check_may_lay_off` whether the
player may lay off at all (D8, D7, 5.4, 5.5), the meld's own :meth:`add
<generator.engine.melds.Sequence.add>` whether the card fits each end (3.2, 3.4: the 14-card
limit and nothing beyond an ace; 3.5 and 3.7 for groups and jokers) — also when the timing
refuses, to show the near-miss — and :func:`~generator.engine.layoff.lay_off_targets` where
else it would fit. Verification asks :func:`~generator.engine.layoff.check_lay_off` for every
end, and, when the player goes out by discarding the card just taken from the discard pile
(D10), plays the turn through the state machine.

No situation is in round 7: whoever opens there goes out at once (7.4, D8), so the table is
always empty during play.

Random families (``random:``): ``source: build`` (default) plants the contracts of one to
three players who have opened, extended by earlier lay-offs, and aims the card (``card:
fits | near | joker | ace | any``) at a ``target`` meld (``sequence | group | any``);
``full`` makes the target a sequence of 13 or 14 cards, ``ace_end`` ends it on an ace,
``took_discard`` gives a hand of two cards, one just taken from the discard pile (D10).
``source: game`` picks a turn of a simulated round (:mod:`generator.puzzles.games`): its
table, the active player's hand, and one of its cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from ...engine import CONTRATO
from ...engine.cards import JOKER, RANKS, SUITS, Card
from ...engine.errors import ContratoError, IllegalMoveError, MeldError
from ...engine.layoff import check_lay_off, check_may_lay_off, lay_off_targets
from ...engine.melds import Group, Meld, Sequence as Run, make_group, make_sequence
from ...engine.moves import Discard, LayOff, TakeDiscard
from ...engine.state import (Phase, TableMeld, apply, make_round_state,
                             opened_before_this_turn)
from ...lang.cards import cards_markup
from .. import schema_parts as sp
from ..fields import check_together, parse_card_one, parse_hand, parse_table
from ...questions.common import unopened_size_problem
from ...questions.lines import Cards, Line, MeldRef, RankWord, Word, p
from ..situation import Situation, sort_hand
from .base import (FamilyContext, Kind, Reject, Unsuitable, as_range, as_tuple,
                   check_ranges, check_require_avoid, check_rounds, fail)
from .common import (flags, opened_text, refusal_line, refusal_known, table_key,
                     table_text)
from .pool import Pool, plant_group, plant_sequence

ROUNDS = tuple(c.round for c in CONTRATO.contracts if not c.whole_hand)


@dataclass(frozen=True)
class LayOffData:
    """``table``: the melds in the order laid down; ``opened``: ``no`` / ``this-turn`` /
    ``earlier``; ``card``: the card (in the hand); ``target``: the meld's index (from 0)."""

    table: tuple[Meld, ...]
    opened: str
    card: Card
    target: int

    def key(self, s) -> str:
        """The canonical key of the situation ``s`` this data belongs to (see
        :attr:`~generator.puzzles.situation.Situation.key`)."""
        d = self
        took = s.took.ascii() if s.took else "-"
        return (f"{s.kind}|{s.round}|{d.opened}|{table_key(d.table)}|"
                f"{' '.join(c.ascii() for c in s.hand)}|{d.card.ascii()}|{d.target + 1}|"
                f"{took}")


@dataclass(frozen=True)
class Place:
    """The engine's word on one place of the target (an end of a sequence, or the group):
    the meld after the lay-off, or the refusal's code and clause."""

    end: str | None
    meld: Meld | None
    code: str | None = None
    clause: str | None = None

    @property
    def ok(self) -> bool:
        return self.meld is not None


@dataclass(frozen=True)
class LayOffFacts:
    """- ``timing``: the refusal of any lay-off now (``(code, clause)``), or ``None``;
    - ``places``: the engine's word on each place of the target, whatever the timing;
    - ``answer``: the right choice (``low`` / ``high`` / ``both`` / ``no`` / ``yes``);
    - ``options``: the choices offered, in order; ``wrong``: each wrong choice with the
      clause that refutes it;
    - ``elsewhere``: other melds where the card would fit now (``(index, end)``);
    - ``needed``: per refused end of a sequence, the card that end would take;
    - ``goes_out``: the card left after the lay-off was just taken from the discard pile and
      is discarded to go out (D10)."""

    timing: tuple[str, str] | None
    places: tuple[Place, ...]
    answer: str
    options: tuple[str, ...]
    wrong: tuple[tuple[str, str], ...]
    elsewhere: tuple[tuple[int, str | None], ...]
    needed: tuple[tuple[str, Card | None], ...]
    goes_out: bool


TAGS = {
    "yes": "the card may go on the meld now",
    "no": "the card may not go on the meld now",
    "group": "the target is a group",
    "sequence": "the target is a sequence",
    "joker": "the card is a joker",
    "ace": "an ace is involved (the card, or an end of the target)",
    "full": "the target sequence holds 14 cards (3.4)",
    "both-ends": "the card fits both ends (D2, 3.3)",
    "not-opened": "refused: the player has not opened (D7)",
    "opening-turn": "refused: the player opened on this very turn (5.4)",
    "keep-discard": "refused: no card would be left to discard (5.5)",
    "timing": "refused by when or how, not by the meld (D7, 5.4, 5.5)",
    "near-miss": "refused, but the card would fit now elsewhere or at another time",
    "took-discard": "the player goes out discarding the card just taken (D10)",
    "group-of-jokers": "the target is a group of jokers only (D1)",
}

CLAUSES: dict[str, tuple[str, ...]] = {
    "lay-off.answer.low": (), "lay-off.answer.high": (), "lay-off.answer.both": (),
    "lay-off.answer.no": (), "lay-off.answer.yes": (),
    "lay-off.explain.may": ("5.4", "5.5"),
    "lay-off.explain.otherwise": (),
    "lay-off.explain.end_ok": ("3.4",),
    "lay-off.explain.end_ok_joker": ("3.4", "3.7", "D2"),
    "lay-off.explain.end_no_next": ("3.2",),
    "lay-off.explain.end_no_ace": ("3.3", "3.4"),
    "lay-off.explain.full": ("3.4",),
    "lay-off.explain.both_joker": ("D2",),
    "lay-off.explain.both_ace": ("3.3",),
    "lay-off.explain.group_ok": ("3.5",),
    "lay-off.explain.group_ok_joker": ("3.5", "3.7"),
    "lay-off.explain.group_no": ("3.5",),
    "lay-off.explain.group_of_jokers": ("D1", "3.7"),
    "lay-off.explain.elsewhere": ("5.4",),
    "lay-off.explain.goes_out": ("5.5", "D10"),
}


# -- the engine's answer ---------------------------------------------------------------------

def _places(meld: Meld, card: Card) -> tuple[Place, ...]:
    """The engine's word on each place of ``meld`` for ``card``, timing aside."""
    if isinstance(meld, Group):
        try:
            return (Place(None, meld.add(card, CONTRATO)),)
        except (MeldError, ContratoError) as err:
            return (Place(None, None, err.code, err.clause),)
    out = []
    for end in ("low", "high"):
        try:
            out.append(Place(end, meld.add(card, end, CONTRATO)))
        except (MeldError, ContratoError) as err:
            out.append(Place(end, None, err.code, err.clause))
    return tuple(out)


def _needed(meld: Meld, end: str) -> Card | None:
    """The natural card the engine accepts at ``end`` of a sequence (``None``: none)."""
    for suit in SUITS:
        for rank in RANKS:
            c = Card(rank, suit)
            if end in meld.ends_for(c, CONTRATO):
                return c
    return None


def solve_lay_off(s: Situation) -> LayOffFacts:
    d: LayOffData = s.data
    hand = s.hand
    if not 0 <= d.target < len(d.table):
        raise Unsuitable(f"no meld {d.target + 1} on the table", field=("target",))
    meld = d.table[d.target]
    left = len(hand) - 1
    timing = None
    try:
        check_may_lay_off(s.round, cards_left_after=left, **flags(d.opened))
    except IllegalMoveError as err:
        if not refusal_known(err):
            raise Unsuitable(f"no sentence for the refusal {err.code} ({err.clause})")
        timing = (err.code, err.clause)
    places = _places(meld, d.card)
    ok_ends = {pl.end for pl in places if pl.ok} if timing is None else set()
    group = isinstance(meld, Group)
    if group:
        answer = "yes" if ok_ends else "no"
        options = ("yes", "no")
    else:
        answer = {frozenset(): "no", frozenset({"low"}): "low", frozenset({"high"}): "high",
                  frozenset({"low", "high"}): "both"}[frozenset(ok_ends)]
        options = ("low", "high", "both", "no")
    by_end = {pl.end: pl for pl in places}
    wrong = []
    for o in options:
        if o == answer:
            continue
        if o == "no":
            wrong.append((o, "3.5" if group else "3.4"))
        elif timing is not None:
            wrong.append((o, timing[1]))
        elif group:
            wrong.append((o, by_end[None].clause))
        else:
            wanted = {"low": {"low"}, "high": {"high"}, "both": {"low", "high"}}[o]
            refused = [by_end[e] for e in sorted(wanted) if not by_end[e].ok]
            if refused:
                wrong.append((o, refused[0].clause))
            else:                              # the other end fits too
                wrong.append((o, "3.4"))
    elsewhere: tuple = ()
    if answer == "no" and timing is None:
        elsewhere = tuple((i, e) for i, e in lay_off_targets(
            s.round, d.table, d.card, cards_left_after=left, **flags(d.opened))
            if i != d.target)
    needed = tuple((pl.end, _needed(meld, pl.end)) for pl in places
                   if not group and not pl.ok and pl.code == "does-not-extend")
    goes_out = (answer != "no" and s.took_from == "discard" and s.took is not None
                and len(hand) == 2 and s.took != d.card.physical)
    return LayOffFacts(timing, places, answer, options, tuple(wrong), elsewhere, needed,
                       goes_out)


# -- tags and difficulty ---------------------------------------------------------------------

def lay_off_tags(s: Situation, f: LayOffFacts) -> set[str]:
    d: LayOffData = s.data
    meld = d.table[d.target]
    tags = {"no" if f.answer == "no" else "yes",
            "group" if isinstance(meld, Group) else "sequence"}
    if d.card.is_joker:
        tags.add("joker")
    if d.card.rank == 1 or (isinstance(meld, Run) and (meld.low == 1 or meld.high == 14)):
        tags.add("ace")
    if isinstance(meld, Run) and len(meld) >= CONTRATO.max_sequence_length:
        tags.add("full")
    if f.answer == "both":
        tags.add("both-ends")
    if f.timing:
        tags.add("timing")
        tags.add({"not-opened": "not-opened", "opening-turn": "opening-turn",
                  "keep-discard": "keep-discard"}.get(f.timing[0], "timing"))
        if any(pl.ok for pl in f.places):
            tags.add("near-miss")
    if f.elsewhere:
        tags.add("near-miss")
    if f.goes_out:
        tags.add("took-discard")
    if isinstance(meld, Group) and meld.jokers == len(meld):
        tags.add("group-of-jokers")
    return tags


def lay_off_difficulty(s: Situation, f: LayOffFacts, tags: set[str]) -> int:
    """1, plus one per idea: a joker, an ace or the 14-card limit, a refusal by timing or by
    5.5, both ends, a near-miss, going out on the card just taken (D10)."""
    ideas = [bool(tags & {"joker", "group-of-jokers"}), bool(tags & {"ace", "full"}),
             "timing" in tags, "both-ends" in tags, "near-miss" in tags,
             "took-discard" in tags]
    return 1 + sum(ideas)


# -- the explanation ---------------------------------------------------------------------------

def _place_lines(s: Situation, f: LayOffFacts) -> list[Line]:
    d: LayOffData = s.data
    meld = d.table[d.target]
    ref = MeldRef(d.target, short=True)
    card = Cards((d.card,))
    lines: list[Line] = []
    if isinstance(meld, Group):
        if meld.jokers == len(meld):
            lines.append(Line("lay-off.explain.group_of_jokers",
                              p(meld=ref, rank=RankWord(meld.rank))))
        (pl,) = f.places
        if pl.ok:
            key = "group_ok_joker" if d.card.is_joker else "group_ok"
            lines.append(Line(f"lay-off.explain.{key}",
                              p(card=card, rank=RankWord(meld.rank), meld=ref)))
        else:
            lines.append(Line("lay-off.explain.group_no",
                              p(card=card, rank=RankWord(meld.rank), meld=ref)))
        return lines
    needed = dict(f.needed)
    if any(pl.code == "sequence-full" for pl in f.places):
        return [Line("lay-off.explain.full", p(meld=ref))]
    for pl in f.places:
        end = Word(f"ends.{pl.end}")
        if pl.ok:
            if d.card.is_joker:
                joker = pl.meld.cards[0] if pl.end == "low" else pl.meld.cards[-1]
                lines.append(Line("lay-off.explain.end_ok_joker",
                                  p(end=end, meld=ref, jk=Cards((joker,)),
                                    result=Cards(pl.meld.cards))))
            else:
                lines.append(Line("lay-off.explain.end_ok",
                                  p(end=end, meld=ref, card=card,
                                    result=Cards(pl.meld.cards))))
        elif pl.code == "beyond-ace":
            lines.append(Line("lay-off.explain.end_no_ace", p(end=end, meld=ref)))
        elif pl.code == "does-not-extend" and needed.get(pl.end) is not None:
            lines.append(Line("lay-off.explain.end_no_next",
                              p(end=end, meld=ref, card=card,
                                needed=Cards((needed[pl.end],)))))
        else:
            raise Unsuitable(f"no sentence for the refusal {pl.code} ({pl.clause}) at an end")
    if all(pl.ok for pl in f.places):
        key = "both_joker" if d.card.is_joker else "both_ace"
        lines.append(Line(f"lay-off.explain.{key}", p(card=card)))
    return lines


def plan_lay_off(s: Situation, f: LayOffFacts) -> tuple[Line, list[Line]]:
    d: LayOffData = s.data
    answer = Line(f"lay-off.answer.{f.answer}")
    lines: list[Line] = []
    if f.timing is None:
        left = len(s.hand) - 1
        lines.append(Line("lay-off.explain.may", p(n=left), count=left))
        lines += _place_lines(s, f)
    else:
        lines.append(refusal_line(*f.timing))
        lines.append(Line("lay-off.explain.otherwise"))
        lines += [Line(l.key, l.params, l.count, item=True) for l in _place_lines(s, f)]
    if f.elsewhere:
        i, _ = f.elsewhere[0]
        lines.append(Line("lay-off.explain.elsewhere",
                          p(card=Cards((d.card,)), meld=MeldRef(i, d.table[i].cards))))
    if f.goes_out:
        lines.append(Line("lay-off.explain.goes_out", p(card=Cards((s.took,)))))
    return answer, lines


# -- reading templates -------------------------------------------------------------------------

def _opened_size_problem(round_: int, opened: str, size: int) -> tuple[str, str] | None:
    """Hand sizes that fit the round, the opening status and the purchases (2.2, 5.1, 6.3):
    not opened — the deal + 1 + 2 per purchase; opened this turn — that, minus the contract
    just laid down; opened earlier — any number from 1."""
    if opened == "no":
        return unopened_size_problem(round_, size, drawn=True)
    if opened == "this-turn":
        base = CONTRATO.deal_size(round_) + 1 - CONTRATO.contract(round_).min_cards(CONTRATO)
        if size < base or (size - base) % 2:
            return (f"a player who opened on this turn of round {round_} holds {base} cards "
                    f"after the lay-down, plus 2 per purchase ({base}, {base + 2}…), not "
                    f"{size} (rules 2.2, 5.2, 6.3)", "5.2")
    return None


def load_table_situation(kind: str, item: Mapping, base: tuple, where, problems,
                         *, need_card: bool) -> dict | None:
    """Round, table, opening status and hand of a hand-written lay-off or joker-swap
    situation, checked: the table's melds (3.1–3.7), every card together (1.2), a hand size
    that fits (2.2, 5.2, 6.3), no round 7 (7.4: nobody has a meld on the table there)."""
    before = len(problems)
    round_ = item["round"]
    if CONTRATO.contract(round_).whole_hand:
        problems.append(where.problem(base + ("round",), (
            "in round 7 whoever opens goes out at once, so there is never a meld on the "
            "table to lay off on (rules 7.4, D8)"), "D8"))
        return None
    table = parse_table(item["table"], base + ("table",), where, problems)
    hand = parse_hand(item["hand"], base + ("hand",), where, problems)
    if table is None or hand is None:
        return None
    if not table:
        problems.append(where.problem(base + ("table",), "the table has no meld"))
        return None
    if not check_together([(base + ("table",), [c for m in table for c in m.cards]),
                           (base + ("hand",), hand)], where, problems):
        return None
    opened = item.get("opened", "earlier")
    why = _opened_size_problem(round_, opened, len(hand))
    if why:
        problems.append(where.problem(base + ("hand",), *why))
    out: dict[str, Any] = {"table": table, "hand": hand, "opened": opened}
    if need_card:
        card = parse_card_one(item["card"], base + ("card",), where, problems)
        if card is not None and card.physical not in hand:
            problems.append(where.problem(base + ("card",), f"{card} is not in the hand"))
        target = item["target"]
        if target > len(table):
            problems.append(where.problem(base + ("target",), (
                f"there is no meld {target} on the table (melds 1 to {len(table)})")))
        out.update(card=card, target=target - 1)
    if "took" in item:
        took = parse_card_one(item["took"], base + ("took",), where, problems)
        if took is not None and took.physical not in hand:
            problems.append(where.problem(base + ("took",), (
                f"{took} is not in the hand: the card just taken from the discard pile is "
                f"part of it")))
        out["took"] = took
    if len(problems) > before:
        return None
    return out


# -- random families ---------------------------------------------------------------------------

def _extend(rng: random.Random, pool: Pool, cards: list[Card], low: int, suit,
            extra: int) -> tuple[list[Card], int]:
    """``cards`` of a sequence from place ``low``, extended by up to ``extra`` cards at
    random ends (earlier lay-offs), within places 1–14."""
    from ...engine.melds import place_rank
    for _ in range(extra):
        ends = []
        if low > 1:
            ends.append("low")
        if low + len(cards) - 1 < 14:
            ends.append("high")
        if not ends:
            break
        end = rng.choice(ends)
        place = low - 1 if end == "low" else low + len(cards)
        card = Card(place_rank(place), suit)
        if not pool.has(card):
            continue
        pool.take(card)
        if end == "low":
            cards.insert(0, card)
            low -= 1
        else:
            cards.append(card)
    return cards, low


def build_table(rng: random.Random, pool: Pool, round_: int, *, players: int,
                extra: int = 2, jokers: int = 0, full: bool = False, ace_end: bool = False,
                group_jokers: bool = False) -> list[Meld]:
    """The melds of ``players`` contracts of ``round_`` with earlier lay-offs; the first
    sequence is ``full`` (13–14 cards) or ends on an ace (``ace_end``) when asked; ``jokers``
    jokers replace cards at random (in groups too when ``group_jokers``). Every meld is made
    by the engine."""
    contract = CONTRATO.contract(round_)
    planted: list[tuple[str, list[Card], Any, int]] = []
    first_seq = True
    for _ in range(players):
        for _g in range(contract.groups):
            g = plant_group(rng, pool)
            planted.append(("group", g.cards, None, 0))
        for _s in range(contract.sequences):
            suit = rng.choice(SUITS)
            if first_seq and full:
                length = rng.choice((13, 14))
                low = 1 if length == 14 else rng.choice((1, 2))
            elif first_seq and ace_end:
                length = 4
                low = rng.choice((1, 11))
            else:
                length = 4
                low = rng.randint(1, 11)
            seq = plant_sequence(pool, suit, low, length)
            cards = seq.cards
            if not (first_seq and (full or ace_end)):
                cards, low = _extend(rng, pool, cards, low, suit, rng.randint(0, extra))
            planted.append(("sequence", cards, suit, low))
            first_seq = False
    if rng.random() < 0.5:
        for kind, cards, _, _ in planted:
            if kind == "group" and rng.random() < 0.5:
                card = pool.draw(rng, 1, lambda c, r=cards[0].rank: c.rank == r)
                cards.extend(card)
    spots = [(i, j) for i, (kind, cards, _, _) in enumerate(planted)
             for j in range(len(cards)) if kind == "sequence" or group_jokers]
    for i, j in rng.sample(spots, min(jokers, len(spots))):
        kind, cards, _, _ = planted[i]
        if sum(c.is_joker for c in cards) + 1 >= len(cards):
            continue
        pool.give(cards[j])
        cards[j] = pool.take(JOKER)
    melds: list[Meld] = []
    for kind, cards, suit, low in planted:
        try:
            if kind == "group":
                rank = next(c.rank for c in cards if not c.is_joker)
                melds.append(make_group(cards, rank=rank, profile=CONTRATO))
            else:
                melds.append(make_sequence(cards, profile=CONTRATO))
        except (MeldError, ContratoError):
            raise Reject("a planted meld is not a meld")
    return melds


def _aim_card(rng: random.Random, pool: Pool, meld: Meld, how: str) -> Card:
    """A card for the target: one that fits (``fits``), one that almost fits (``near``), a
    joker, an ace, or any card (the engine decides what it does)."""
    if how == "joker":
        return pool.take(JOKER)
    naturals = [c for c in pool.available(lambda c: not c.is_joker)]
    if how == "any":
        return pool.take(rng.choice(naturals + [JOKER] * (1 if pool.has(JOKER) else 0)))
    if how == "ace":
        suit = meld.suit if isinstance(meld, Run) else rng.choice(SUITS)
        options = [c for c in naturals if c.rank == 1 and c.suit == suit]
    elif isinstance(meld, Group):
        if how == "fits":
            options = [c for c in naturals if c.rank == meld.rank]
        else:
            options = [c for c in naturals if abs(c.rank - meld.rank) == 1]
    else:
        fits = [c for c in naturals if meld.ends_for(c, CONTRATO)]
        if how == "fits":
            options = fits
        else:
            from ...engine.melds import place_rank
            beyond = [place_rank(pl) for pl in (meld.low - 2, meld.high + 2) if 1 <= pl <= 14]
            options = [c for c in naturals if c.suit == meld.suit and c.rank in beyond
                       and c not in fits]
            options += [c for c in naturals if c.suit != meld.suit
                        and any(c.rank == f.rank for f in fits)]
    if not options:
        raise Reject("no card of the kind wanted is left")
    return pool.take(rng.choice(options))


def _hand_size(rng: random.Random, round_: int, opened: str, sizes: tuple[int, int],
               purchases: int) -> int:
    deal = CONTRATO.deal_size(round_)
    if opened == "no":
        return deal + 1 + 2 * purchases
    if opened == "this-turn":
        return deal + 1 + 2 * purchases - CONTRATO.contract(round_).min_cards(CONTRATO)
    return rng.randint(*sizes)


@dataclass(frozen=True)
class LayOffFamily:
    rounds: tuple[int, ...]
    opened: tuple[str, ...]
    target: str
    card: tuple[str, ...]
    full: bool
    ace_end: bool
    took_discard: bool
    sizes: tuple[int, int]
    purchases: tuple[int, ...]
    jokers: tuple[int, int]
    source: str


def _state_situation(rng: random.Random, ctx: FamilyContext, f: LayOffFamily) -> Situation:
    """A turn of a simulated round: its table, the active player's hand after the draw, one
    of its cards, one meld (the engine's answer may be anything)."""
    round_ = rng.choice(f.rounds)
    states = ctx.game_states(round_, lambda st: st.phase is Phase.PLAY and st.table
                             and len(st.hands[st.active]) >= 1)
    if not states:
        raise Reject("no simulated turn with a meld on the table")
    st = rng.choice(states)
    seat = st.active
    opened = ("earlier" if opened_before_this_turn(st) else
              "this-turn" if st.opened[seat] is not None else "no")
    if opened not in f.opened:
        raise Reject(f"the simulated player's opening status is not {'/'.join(f.opened)}")
    hand = st.hands[seat]
    card = rng.choice(hand)
    table = st.melds
    fits = [i for i, _ in lay_off_targets(round_, table, card, opened_before_this_turn=True,
                                          cards_left_after=1)]
    target = rng.choice(fits) if fits and rng.random() < 0.6 else rng.randrange(len(table))
    took = st.drawn if st.drawn_from == "discard" else None
    return ctx.situation(round_, hand=sort_hand(hand),
                         took=took, took_from="discard" if took else None,
                         data=LayOffData(table, opened, card.physical, target))


def _built_situation(rng: random.Random, ctx: FamilyContext, f: LayOffFamily) -> Situation:
    round_ = rng.choice(f.rounds)
    opened = rng.choice(f.opened)
    pool = Pool()
    contract = CONTRATO.contract(round_)
    if f.target == "sequence" and not contract.sequences:
        raise Reject("the contract of the round has no sequence")
    if f.target == "group" and not contract.groups:
        raise Reject("the contract of the round has no group")
    players = rng.randint(1, 3) if opened != "no" else rng.randint(1, 3)
    table = build_table(rng, pool, round_, players=players, jokers=rng.randint(*f.jokers),
                        full=f.full, ace_end=f.ace_end)
    wanted = {"sequence": Run, "group": Group}.get(f.target, (Run, Group))
    if f.full or f.ace_end:
        wanted = Run
    targets = [i for i, m in enumerate(table) if isinstance(m, wanted)]
    if f.full or f.ace_end:
        targets = targets[:1]
    if not targets:
        raise Reject("no meld of the kind wanted on the table")
    target = rng.choice(targets)
    card = _aim_card(rng, pool, table[target], rng.choice(f.card))
    took = None
    if f.took_discard:
        if opened != "earlier":
            raise Reject("going out on the card just taken needs a player who opened earlier")
        (took,) = pool.draw(rng, 1)
        hand = [card, took]
    else:
        size = _hand_size(rng, round_, opened, f.sizes, rng.choice(f.purchases))
        if size < 1:
            raise Reject("no card would be in the hand")
        hand = [card] + pool.draw(rng, size - 1, lambda c: True)
    return ctx.situation(round_, hand=sort_hand(hand), took=took,
                         took_from="discard" if took else None,
                         data=LayOffData(tuple(table), opened, card, target))


# -- the kind ----------------------------------------------------------------------------------

class LayOffKind(Kind):
    name = "lay-off"
    prefix = "lo"
    tags = TAGS
    clauses = CLAUSES
    situation_required = ("round", "table", "hand", "card", "target")
    situation_properties = {
        "table": sp.TABLE,
        "opened": sp.OPENED,
        "hand": sp.HAND,
        "card": sp.CARD,
        "target": {"type": "integer", "minimum": 1, "maximum": 24,
                   "x-message": "target is the number of a meld of the table, from 1"},
        "took": sp.CARD,
    }
    random_properties = {
        "source": {"enum": ["build", "game"]},
        "opened": sp.one_or_list(sp.OPENED, 3),
        "target": {"enum": ["sequence", "group", "any"]},
        "card": sp.one_or_list({"enum": ["fits", "near", "joker", "ace", "any"]}, 5),
        "full": {"type": "boolean"},
        "ace_end": {"type": "boolean"},
        "took_discard": {"type": "boolean"},
        "hand_size": sp.number_range(1, 20),
        "purchases": sp.one_or_list({"type": "integer", "minimum": 0, "maximum": 4}, 5),
        "jokers": sp.number_range(0, 3),
    }


    def cards(self, s: Situation) -> list:
        return list(s.hand) + [c for m in s.data.table for c in m.cards]

    def load(self, item, base, where, problems):
        out = load_table_situation(self.name, item, base, where, problems, need_card=True)
        if out is None:
            return None
        took = out.get("took")
        return {"hand": sort_hand(out["hand"]), "took": took.physical if took else None,
                "took_from": "discard" if took else None,
                "data": LayOffData(out["table"], out["opened"], out["card"].physical,
                                   out["target"])}

    def check_params(self, params, where, problems):
        check_require_avoid(params, where, problems)
        check_ranges(params, ("hand_size", "jokers"), where, problems)
        check_rounds(params, ROUNDS, "in round 7 whoever opens goes out at once, so no meld "
                                     "is ever on the table", where, problems, "D8")
        if params.get("took_discard") and set(as_tuple(params.get("opened", "earlier"))) \
                != {"earlier"}:
            problems.append(where.problem(("random", "took_discard"), (
                "took_discard needs opened: earlier (the player goes out by laying off and "
                "discarding)")))

    def family(self, params):
        return LayOffFamily(
            rounds=as_tuple(params["round"]),
            opened=as_tuple(params.get("opened", "earlier")),
            target=params.get("target", "any"),
            card=as_tuple(params.get("card", "any")),
            full=params.get("full", False), ace_end=params.get("ace_end", False),
            took_discard=params.get("took_discard", False),
            sizes=as_range(params.get("hand_size"), (1, 5)),
            purchases=as_tuple(params.get("purchases", 0)),
            jokers=as_range(params.get("jokers"), (0, 1)),
            source=params.get("source", "build"))

    def candidate(self, rng, family, ctx):
        if family.source == "game":
            return _state_situation(rng, ctx, family)
        return _built_situation(rng, ctx, family)

    def solve(self, s):
        f = solve_lay_off(s)
        _place_lines(s, f)            # every refusal has a sentence, or Unsuitable
        return f

    tags_of = staticmethod(lay_off_tags)
    difficulty = staticmethod(lay_off_difficulty)
    plan = staticmethod(plan_lay_off)

    def question(self, s, facts, lang, texts):
        d: LayOffData = s.data
        return texts.format("lay-off.question", card=cards_markup((d.card,)),
                            n=d.target + 1)

    def body(self, s, facts, lang, texts):
        d: LayOffData = s.data
        parts = [texts.format("lay-off.situation.round", round=s.round) + " "
                 + opened_text(d.opened, texts),
                 table_text(d.table, lang, texts)]
        hand = cards_markup(s.hand)
        if s.took is not None:
            parts.append(texts.format("lay-off.situation.took", size=len(s.hand),
                                      card=cards_markup((s.took,))) + "\n" + hand)
        else:
            parts.append(texts.format("lay-off.situation.hand", size=len(s.hand)) + "\n"
                         + hand)
        return "\n\n".join(parts)

    def choices(self, s, facts, lang, texts):
        return tuple(texts.raw(f"lay-off.choices.{o}") for o in facts.options)

    def correct(self, s, facts):
        return facts.options.index(facts.answer)

    def verify(self, s, puzzle, langs, facts):
        d: LayOffData = s.data
        meld = d.table[d.target]
        left = len(s.hand) - 1
        if d.card.physical not in [c.physical for c in s.hand]:
            raise fail(puzzle, f"{d.card} is not in the hand")
        why = _opened_size_problem(s.round, d.opened, len(s.hand))
        if why:
            raise fail(puzzle, why[0])
        ok = set()
        ends = (None,) if isinstance(meld, Group) else ("low", "high")
        for end in ends:
            try:
                check_lay_off(s.round, meld, d.card, cards_left_after=left, end=end,
                              **flags(d.opened))
                ok.add(end)
            except (IllegalMoveError, MeldError):
                pass
        if isinstance(meld, Group):
            right = "yes" if ok else "no"
            options = ("yes", "no")
        else:
            right = {frozenset(): "no", frozenset({"low"}): "low",
                     frozenset({"high"}): "high",
                     frozenset({"low", "high"}): "both"}[frozenset(ok)]
            options = ("low", "high", "both", "no")
        found = {i for i, _ in lay_off_targets(s.round, d.table, d.card, cards_left_after=left,
                                               **flags(d.opened))}
        if (d.target in found) != (right != "no"):
            raise fail(puzzle, "check_lay_off and lay_off_targets disagree")
        if options.index(right) != puzzle.correct:
            raise fail(puzzle, f"marked choice {puzzle.correct}, the engine says {right!r}")
        facts = solve_lay_off(s)
        for option, clause in facts.wrong:
            if clause not in puzzle.clauses:
                raise fail(puzzle, f"the wrong choice {option!r} is refuted by {clause}, "
                                   f"which the explanation does not cite")
        if facts.goes_out:
            _verify_goes_out(s, puzzle)


def _verify_goes_out(s: Situation, puzzle) -> None:
    """D10 through the state machine: take the discard top, lay the card off, discard the
    card just taken — the player goes out."""
    d: LayOffData = s.data
    rest = list(s.hand)
    rest.remove(s.took)
    others = ((), (), ())
    state = make_round_state(
        s.round, (tuple(rest),) + others, stock=(), discard=(s.took,),
        table=tuple(TableMeld(m, 0, 0) for m in d.table), opened=(1, None, None, None),
        active=0, turn=5)
    meld = d.table[d.target]
    end = None
    if not isinstance(meld, Group):
        end = next(pl.end for pl in _places(meld, d.card) if pl.ok)
    try:
        state = apply(state, TakeDiscard())
        state = apply(state, LayOff(d.target, d.card, end))
        state = apply(state, Discard(s.took))
    except ContratoError as err:
        raise fail(puzzle, f"the state machine refuses going out on the card just taken: "
                           f"{err}") from None
    if state.went_out != 0:
        raise fail(puzzle, "the state machine does not end the round with the player out")


KIND = LayOffKind()
