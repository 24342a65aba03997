"""``lay-off``: may this card go on that meld now, and at which end?

The situation: the round, the melds on the table (numbered in the order laid down), whether
the player opened (not yet, on this very turn, on an earlier turn), the whole hand, and one
card of it with one meld of the table. The choices are, for a sequence, "only at the low end",
"only at the high end", "at either end (the player says which)", "not now"; for a group,
"yes" and "not now". Exactly one is right.

The engine decides everything. The question layer's lay-off question
(:mod:`generator.questions.lay_off`, the situation the verdict tool reads too) says whether the
player may lay off at all (:func:`~generator.engine.layoff.check_may_lay_off`: D8, D7, 5.4,
5.5) and where the card fits now (:func:`~generator.engine.layoff.lay_off_targets`); the meld's
own :meth:`add <generator.engine.melds.Sequence.add>` whether the card fits each end of the
target (3.2, 3.4: the 14-card limit and nothing beyond an ace; 3.5 and 3.7 for groups and
jokers) — also when the timing refuses, to show the near-miss. Verification runs the layer's
re-check, asks :func:`~generator.engine.layoff.check_lay_off` for every end, and, when the
player goes out by discarding the card just taken from the discard pile (D10), plays the turn
through the state machine.

No situation is in round 7: whoever opens there goes out at once (7.4, D8), so the table is
always empty during play.

Random families: :mod:`generator.puzzles.families.lay_off`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import CONTRATO
from ...engine.cards import RANKS, SUITS, Card
from ...engine.errors import ContratoError, IllegalMoveError, MeldError
from ...engine.layoff import check_lay_off
from ...engine.melds import Group, Meld, Sequence as Run
from ...engine.moves import Discard, LayOff, TakeDiscard
from ...engine.state import TableMeld, apply, make_round_state
from ...lang.cards import cards_markup
from .. import schema_parts as sp
from ...questions import lay_off as q_lay_off
from ...questions.common import (SituationError, drawn_hand_possible, has_fresh_contract,
                                 opened_flags, opened_size_problem)
from ...lang.render import phrase
from ...questions.lines import Cards, Line, MeldRef, RankWord, Word, p
from ..situation import Situation, sort_hand
from .reading import load_table_situation
from .base import Tag, Unsuitable, fail, recheck
from .common import (opened_text, refusal_line, refusal_known, table_key,
                     table_text)

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


def _target(s: Situation) -> Meld:
    return s.data.table[s.data.target]


def _refused_now(code: str):
    """Refused by when or how (the timing), with the engine's ``code``."""
    return lambda s, f: f.timing is not None and f.timing[0] == code


TAGS: tuple[Tag, ...] = (
    Tag("yes", "the card may go on the meld now", lambda s, f: f.answer != "no"),
    Tag("no", "the card may not go on the meld now", lambda s, f: f.answer == "no"),
    Tag("group", "the target is a group", lambda s, f: isinstance(_target(s), Group)),
    Tag("sequence", "the target is a sequence", lambda s, f: not isinstance(_target(s), Group)),
    Tag("joker", "the card is a joker", lambda s, f: s.data.card.is_joker),
    Tag("ace", "an ace is involved (the card, or an end of the target)",
        lambda s, f: s.data.card.rank == 1 or (isinstance(_target(s), Run) and (
            _target(s).low == 1 or _target(s).high == 14))),
    Tag("full", "the target sequence holds 14 cards (3.4)",
        lambda s, f: isinstance(_target(s), Run)
        and len(_target(s)) >= CONTRATO.max_sequence_length),
    Tag("both-ends", "the card fits both ends (D2, 3.3)", lambda s, f: f.answer == "both"),
    Tag("not-opened", "refused: the player has not opened (D7)", _refused_now("not-opened")),
    Tag("opening-turn", "refused: the player opened on this very turn (5.4)",
        _refused_now("opening-turn")),
    Tag("keep-discard", "refused: no card would be left to discard (5.5)",
        _refused_now("keep-discard")),
    Tag("timing", "refused by when or how, not by the meld (D7, 5.4, 5.5)",
        lambda s, f: bool(f.timing)),
    Tag("near-miss", "refused, but the card would fit now elsewhere or at another time",
        lambda s, f: bool(f.elsewhere) or (bool(f.timing) and any(pl.ok for pl in f.places))),
    Tag("took-discard", "the player goes out discarding the card just taken (D10)",
        lambda s, f: f.goes_out),
    Tag("group-of-jokers", "the target is a group of jokers only (D1)",
        lambda s, f: isinstance(_target(s), Group) and _target(s).jokers == len(_target(s))),
)

CLAUSES: dict[str, tuple[str, ...]] = {
    "lay-off.answer.low": (), "lay-off.answer.high": (), "lay-off.answer.both": (),
    "lay-off.answer.no": (), "lay-off.answer.yes": (), "lay-off.answer.no_fit": (),
    "lay-off.explain.may": ("5.4", "5.5"),
    "lay-off.explain.may_but": ("5.4", "5.5"),
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


def asked(s: Situation) -> tuple[q_lay_off.LayOffSituation, q_lay_off.LayOffAnswer]:
    """The question layer's lay-off question for the puzzle's card, with no target
    (:mod:`generator.questions.lay_off`: may the player lay off now — D8, D7, 5.4, 5.5 — and
    where does the card fit?) and its answer."""
    d: LayOffData = s.data
    layer = q_lay_off.LayOffSituation(s.round, d.table, d.opened, len(s.hand), (d.card,),
                                      hand=s.hand)
    try:
        return layer, q_lay_off.answer(layer, CONTRATO)
    except SituationError as err:
        raise Unsuitable(str(err)) from None


def solve_lay_off(s: Situation) -> LayOffFacts:
    """The layer's answer (the timing, where the card fits now), then the engine's word on
    each place of the target (:func:`_places`), also when the timing refuses (the
    near-miss), and the card each refused end would take."""
    d: LayOffData = s.data
    hand = s.hand
    if not 0 <= d.target < len(d.table):
        raise Unsuitable(f"no meld {d.target + 1} on the table", field=("target",))
    if d.opened == "this-turn" and not has_fresh_contract(s.round, d.table, CONTRATO):
        # the verdict's reader refuses it too (check_position; fourteenth ca reading #1)
        raise Unsuitable("an impossible position: opened this turn, but no contract at its "
                         "opening lengths on the table (5.2, 5.4)",
                         "an impossible position (this-turn-contract)")
    meld = d.table[d.target]
    timing = None
    found = asked(s)[1]
    if found.refusal is not None:
        err = found.refusal
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
        elsewhere = tuple((i, e) for i, e in found.targets if i != d.target)
    needed = tuple((pl.end, _needed(meld, pl.end)) for pl in places
                   if not group and not pl.ok and pl.code in ("does-not-extend", "other-suit"))
    goes_out = (answer != "no" and s.took_from == "discard" and s.took is not None
                and len(hand) == 2 and s.took != d.card.physical)
    return LayOffFacts(timing, places, answer, options, tuple(wrong), elsewhere, needed,
                       goes_out)


# -- tags and difficulty ---------------------------------------------------------------------

def difficulty(s: Situation, f: LayOffFacts, tags: set[str]) -> int:
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
        elif pl.code in ("does-not-extend", "other-suit") and needed.get(pl.end) is not None:
            lines.append(Line("lay-off.explain.end_no_next",
                              p(end=end, meld=ref, card=card,
                                needed=Cards((needed[pl.end],)))))
        else:
            raise Unsuitable(f"no sentence for the refusal {pl.code} ({pl.clause}) at an end")
    if all(pl.ok for pl in f.places):
        key = "both_joker" if d.card.is_joker else "both_ace"
        lines.append(Line(f"lay-off.explain.{key}", p(card=card)))
    return lines


def plan(s: Situation, f: LayOffFacts) -> tuple[Line, list[Line]]:
    d: LayOffData = s.data
    # refused by the meld (the engine found no refusal of the time: 5.4, 5.5, D7, D8 allow
    # it), not by the time: "that card does not fit", and the time said as a concession
    no_fit = f.answer == "no" and f.timing is None
    answer = Line("lay-off.answer.no_fit" if no_fit else f"lay-off.answer.{f.answer}")
    lines: list[Line] = []
    if f.timing is None:
        left = len(s.hand) - 1
        lines.append(Line("lay-off.explain.may_but" if no_fit else "lay-off.explain.may",
                          p(n=left), count=left))
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


# -- the kind ----------------------------------------------------------------------------------

NAME = "lay-off"
SITUATION_REQUIRED = ("round", "table", "hand", "card", "target")
SITUATION_PROPERTIES = {
    "table": sp.TABLE,
    "opened": sp.OPENED,
    "hand": sp.HAND,
    "card": sp.CARD,
    "target": {"type": "integer", "minimum": 1, "maximum": 24,
               "x-message": "target is the number of a meld of the table, from 1"},
    "took": sp.CARD,
}


def load(item, base, where, problems):
    out = load_table_situation(item, base, where, problems, need_card=True)
    if out is None:
        return None
    took = out.get("took")
    return {"hand": sort_hand(out["hand"]), "took": took.physical if took else None,
            "took_from": "discard" if took else None,
            "data": LayOffData(out["table"], out["opened"], out["card"].physical,
                               out["target"])}


def solve(s):
    f = solve_lay_off(s)
    _place_lines(s, f)            # every refusal has a sentence, or Unsuitable
    return f


def question(s, facts, lang, texts):
    d: LayOffData = s.data
    return phrase("lay-off.question", lang, texts, card=Cards((d.card,)), n=d.target + 1)


def body(s, facts, lang, texts):
    d: LayOffData = s.data
    parts = [texts.format("lay-off.situation.round", round=s.round) + " "
             + opened_text(d.opened, texts),
             table_text(d.table, lang, texts, round_=s.round, opened=d.opened)]
    hand = cards_markup(s.hand)
    if not drawn_hand_possible(len(s.hand)) or (d.opened == "this-turn" and s.took is None):
        # one card left, or the contract laid down this turn: not the hand as drawn, but
        # after this turn's other plays
        parts.append(texts.format("lay-off.situation.hand_now", size=len(s.hand)) + "\n"
                     + hand)
    elif s.took is not None:
        parts.append(phrase("lay-off.situation.took", lang, texts, size=len(s.hand),
                            card=Cards((s.took,))) + "\n" + hand)
    else:
        parts.append(texts.format("lay-off.situation.hand", size=len(s.hand)) + "\n"
                     + hand)
    return "\n\n".join(parts)


def choices(s, facts, lang, texts):
    return tuple(texts.raw(f"lay-off.choices.{o}") for o in facts.options)


def correct(s, facts):
    return facts.options.index(facts.answer)


def verify(s, puzzle, langs, facts):
    d: LayOffData = s.data
    meld = d.table[d.target]
    left = len(s.hand) - 1
    if d.card.physical not in [c.physical for c in s.hand]:
        raise fail(puzzle, f"{d.card} is not in the hand")
    why = opened_size_problem(s.round, d.opened, len(s.hand))
    if why:
        raise fail(puzzle, why[0])
    ok = set()
    ends = (None,) if isinstance(meld, Group) else ("low", "high")
    for end in ends:
        try:
            check_lay_off(s.round, meld, d.card, cards_left_after=left, end=end,
                          **opened_flags(d.opened))
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
    # the layer's answer (lay_off_targets) and its re-check (each target through
    # check_lay_off)
    layer, listed = asked(s)
    recheck(q_lay_off, layer, listed, puzzle)
    found = {i for i, _ in listed.targets or ()}
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
