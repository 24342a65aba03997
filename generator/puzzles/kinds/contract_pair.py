"""``contract-pair``: are these two sequences of one suit a valid part of the contract?

Two questions, one situation each:

``lay-down``
    A player opens with the round's contract (rounds 3, 6 and 7, the ones with two or more
    sequences); two of its sequences are of one suit. Is the lay-down valid? The question
    layer's lay-down question reads and answers it (:mod:`generator.questions.lay_down`: the
    engine's :func:`~generator.engine.contracts.validate_laydown`, and in round 7
    :func:`~generator.engine.contracts.validate_opening` on the whole hand, 7.4): two contract
    sequences of one suit must not be contiguous — a gap, or an overlap made with distinct
    physical cards (4.3); jokers count at their declared places (D2); nothing wraps around an
    ace (3.3).
``later``
    The two sequences were laid down earlier with a gap of one card; a player who opened on an
    earlier turn lays off the card (or a joker) that closes it. May they? The question
    layer's lay-off question reads and answers it (:mod:`generator.questions.lay_off`: the
    engine's :func:`~generator.engine.layoff.check_lay_off`); later additions may close the
    gap (4.4).

The choices are yes and no. The explanation says how the two sequences stand — contiguous, a
gap, an overlap — from their places (the engine's :class:`~generator.engine.melds.Sequence`
values), and verification asks the engine again, runs the layer's re-check and checks that
this description agrees with the engine's verdict (contiguous exactly when 4.3 refuses).

Random families: :mod:`generator.puzzles.families.contract_pair`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import CONTRATO
from ...engine.cards import Card
from ...engine.contracts import validate_laydown, validate_opening
from ...engine.errors import ContractError, ContratoError
from ...engine.layoff import check_lay_off
from ...engine.melds import Meld, Sequence as Run, place_rank
from ...lang.cards import cards_markup
from ...lang.render import phrase
from .. import schema_parts as sp
from ...questions import lay_down as q_lay_down
from ...questions import lay_off as q_lay_off
from ...questions.common import SituationError, size_problem
from ...questions.lines import Cards, ContractWords, Line, MeldRef, Word, cards_of, p
from ..situation import Situation
from .reading import read_through
from .base import Tag, Unsuitable, fail, recheck
from .common import table_key

ROUNDS = tuple(c.round for c in CONTRATO.contracts if c.sequences >= 2)

#: The hand of the player who lays off later: the card and one more, to discard (5.5).
LATER_HAND = 2


@dataclass(frozen=True)
class PairData:
    """- ``question``: ``lay-down`` or ``later``;
    - ``melds``: the lay-down (``lay-down``) or the melds on the table (``later``); the two
      sequences of the pair are ``melds[0]`` and ``melds[1]``;
    - ``card`` / ``target`` / ``end``: the card laid off, the meld (0 or 1) and the end
      (``later`` only)."""

    question: str
    melds: tuple[Meld, ...]
    card: Card | None = None
    target: int | None = None
    end: str | None = None

    def key(self, s) -> str:
        """The canonical key of the situation ``s`` this data belongs to (see
        :attr:`~generator.puzzles.situation.Situation.key`)."""
        d = self
        extra = ("" if d.question == "lay-down" else
                 f"|{d.card.ascii()}|{d.target + 1}|{d.end}")
        return f"{s.kind}|{s.round}|{d.question}|{table_key(d.melds)}{extra}"


@dataclass(frozen=True)
class PairFacts:
    """- ``valid``: the engine's answer; ``clause``: the clause of its refusal, if any;
    - ``relation``: how the pair stands — ``contiguous``, ``gap``, ``overlap`` — with the
      places that make it so (``first_high``, ``second_low``; the two ordered by place);
    - ``after``: for ``later``, the sequence after the lay-off."""

    valid: bool
    clause: str | None
    relation: str
    order: tuple[int, int]
    after: Meld | None


def _pair(s: Situation) -> tuple[Run, Run]:
    return s.data.melds[0], s.data.melds[1]


TAGS: tuple[Tag, ...] = (
    Tag("valid", "the answer is yes", lambda s, f: f.valid),
    Tag("invalid", "the answer is no", lambda s, f: not f.valid),
    Tag("contiguous", "the two sequences are contiguous (4.3)",
        lambda s, f: f.relation == "contiguous"),
    Tag("gap", "a gap between the two sequences", lambda s, f: f.relation == "gap"),
    Tag("overlap", "the two sequences overlap with distinct physical cards",
        lambda s, f: f.relation == "overlap"),
    Tag("joker", "a joker in the pair, counted at its declared place (D2)",
        lambda s, f: bool(_pair(s)[0].jokers or _pair(s)[1].jokers
                          or (s.data.card is not None and s.data.card.is_joker))),
    Tag("ace", "one sequence ends on a high ace and the other starts on a low ace (3.3)",
        lambda s, f: _ace_bridge(*_pair(s))),
    Tag("final-round", "round 7: the whole hand, sequences of 4 or more (7.4)",
        lambda s, f: CONTRATO.contract(s.round).whole_hand),
    Tag("long", "a sequence of the pair has more than 4 cards",
        lambda s, f: any(len(m) > 4 for m in _pair(s))),
    Tag("later", "a lay-off closes the gap later (4.4)",
        lambda s, f: s.data.question == "later"),
)

CLAUSES: dict[str, tuple[str, ...]] = {
    "contract-pair.answer.yes": (), "contract-pair.answer.no": (),
    "contract-pair.answer.later_yes": (), "contract-pair.answer.later_yes_joker": (),
    "contract-pair.answer.later_no": (),
    "contract-pair.explain.rule": ("4.1", "4.3"),
    "contract-pair.explain.rule_final": ("4.1", "7.4", "4.3"),
    "contract-pair.explain.contiguous": ("4.3",),
    "contract-pair.explain.gap": ("4.3",),
    "contract-pair.explain.overlap": ("4.3", "3.6", "1.2"),
    "contract-pair.explain.overlap_joker": ("4.3", "3.6", "1.2", "3.7"),
    "contract-pair.explain.overlap_jokers_only": ("4.3", "3.7"),
    "contract-pair.explain.ace": ("3.3", "4.3"),
    "contract-pair.explain.jokers": ("4.3", "D2"),
    "contract-pair.explain.close_later": ("4.4",),
    "contract-pair.explain.later": ("4.3",),
    "contract-pair.explain.may": ("5.4",),
    "contract-pair.explain.closes": ("4.4", "3.4"),
    "contract-pair.explain.joker_either": ("3.4", "D2"),
    "contract-pair.explain.no_fit": ("3.2",),
}


# -- the engine's answer ---------------------------------------------------------------------

def asked_lay_down(s: Situation) -> tuple[q_lay_down.LayDownSituation,
                                          q_lay_down.LayDownAnswer]:
    """``lay-down``: the question layer's lay-down question (:mod:`generator.questions.
    lay_down`: the engine's validate_laydown, or validate_opening of the whole hand in round
    7) and its answer."""
    layer = q_lay_down.LayDownSituation(s.round, s.data.melds)
    return layer, q_lay_down.answer(layer, CONTRATO)


def asked_later(s: Situation) -> tuple[q_lay_off.LayOffSituation, q_lay_off.LayOffAnswer]:
    """``later``: the question layer's lay-off question (:mod:`generator.questions.lay_off`:
    a player who opened earlier, with a card left after it, lays the card off on the target
    at its end) and its answer."""
    d: PairData = s.data
    layer = q_lay_off.LayOffSituation(s.round, d.melds, "earlier", LATER_HAND, (d.card,),
                                      d.target, d.end)
    try:
        return layer, q_lay_off.answer(layer, CONTRATO)
    except SituationError as err:
        raise Unsuitable(str(err)) from None


def _relation(a: Run, b: Run) -> tuple[str, tuple[int, int]]:
    """How two sequences of one suit stand, by their places (ordered low first)."""
    first, second = (0, 1) if (a.low, a.high) <= (b.low, b.high) else (1, 0)
    x, y = (a, b) if first == 0 else (b, a)
    if y.low <= x.high:
        return "overlap", (first, second)
    if y.low == x.high + 1:
        return "contiguous", (first, second)
    return "gap", (first, second)


def other_end(s: Situation) -> Meld | None:
    """``later`` with a joker: the target after the joker goes on at its other end instead,
    when the question layer lets it go there (a joker fits either end, D2), else ``None``."""
    d: PairData = s.data
    if d.card is None or not d.card.is_joker:
        return None
    other = "high" if d.end == "low" else "low"
    layer = q_lay_off.LayOffSituation(s.round, d.melds, "earlier", LATER_HAND, (d.card,),
                                      d.target, other)
    try:
        return q_lay_off.answer(layer, CONTRATO).result
    except SituationError:
        return None


def _closes(after: Run, other: Run) -> bool:
    """The sequence ``after`` a lay-off and the ``other`` of the pair now follow on: the
    gap is filled, and they stay two melds (4.4)."""
    return _relation(after, other)[0] == "contiguous"


def solve(s: Situation) -> PairFacts:
    d: PairData = s.data
    a, b = d.melds[0], d.melds[1]
    relation, order = _relation(a, b)
    if d.question == "later":
        found = asked_later(s)[1]
        if found.result is None:
            return PairFacts(False, found.refusal.clause, relation, order, None)
        if not _closes(found.result, d.melds[1 - d.target]):
            # the answer and the explanation say the two now follow on (third pt reading #3)
            raise Unsuitable("the lay-off leaves a gap between the two sequences",
                             "a lay-off that does not close the gap")
        return PairFacts(True, None, relation, order, found.result)
    found = asked_lay_down(s)[1]
    if found.error is not None:
        if found.error.clause != "4.3":
            raise Unsuitable(f"the lay-down is not the contract for another reason: "
                             f"{found.error}", "the lay-down fails for a reason other than 4.3")
        valid, clause = False, "4.3"
    else:
        valid, clause = True, None
    if valid == (relation == "contiguous"):
        raise Unsuitable("the engine's verdict and the places of the pair disagree")
    return PairFacts(valid, clause, relation, order, None)


# -- tags and difficulty -----------------------------------------------------------------------

def _ace_bridge(a: Run, b: Run) -> bool:
    return (a.high == 14 and b.low == 1) or (b.high == 14 and a.low == 1)


def difficulty(s: Situation, f: PairFacts, tags: set[str]) -> int:
    """1, plus one per idea: a joker at its place, an overlap, the ace that does not wrap, the
    final round's longer sequences, a near-miss (contiguous), the later lay-off (4.4)."""
    return 1 + sum(t in tags for t in ("joker", "overlap", "ace", "long", "contiguous",
                                       "later"))


# -- the explanation ---------------------------------------------------------------------------

def plan(s: Situation, f: PairFacts) -> tuple[Line, list[Line]]:
    d: PairData = s.data
    pair = (d.melds[0], d.melds[1])
    x, y = pair[f.order[0]], pair[f.order[1]]
    refs = {0: MeldRef(0, short=True), 1: MeldRef(1, short=True)}
    # x before y by rank: the sentence that says where one ends and the other begins names
    # them so; one that holds for both alike (a gap between them, an overlap) names them in
    # the table's order, «a combinação 1 e a combinação 2» (sixth pt reading #16)
    first, second = refs[f.order[0]], refs[f.order[1]]
    one, two = refs[0], refs[1]
    lines: list[Line] = []
    if d.question == "later":
        # a joker fits the other end too, and there it leaves the gap open: the runs follow
        # on only at the end asked, and the answer says so (thirteenth es reading #2; the
        # explanation's joker_either, twelfth es reading #2)
        there = other_end(s) if f.valid else None
        either = there is not None and not _closes(there, d.melds[1 - d.target])
        answer = Line("contract-pair.answer.later_no" if not f.valid
                      else "contract-pair.answer.later_yes_joker" if either
                      else "contract-pair.answer.later_yes")
        lines.append(Line("contract-pair.explain.later",
                          p(first=one, second=two,
                            gap=Cards(tuple(Card(place_rank(pl), x.suit)
                                                for pl in range(x.high + 1, y.low))))))
        lines.append(Line("contract-pair.explain.may"))
        if f.valid:
            lines.append(Line("contract-pair.explain.closes",
                              p(card=Cards((d.card,)), end=Word(f"ends.{d.end}"),
                                meld=refs[d.target], result=cards_of(f.after))))
            if either:
                other = "high" if d.end == "low" else "low"
                jk = there.cards[0] if other == "low" else there.cards[-1]
                lines.append(Line("contract-pair.explain.joker_either",
                                  p(end=Word(f"ends.{other}"), meld=refs[d.target],
                                    jk=Cards((jk,)))))
        else:
            lines.append(Line("contract-pair.explain.no_fit",
                              p(card=Cards((d.card,)), end=Word(f"ends.{d.end}"),
                                meld=refs[d.target])))
        return answer, lines
    answer = Line("contract-pair.answer.yes" if f.valid else "contract-pair.answer.no")
    if CONTRATO.contract(s.round).whole_hand:
        lines.append(Line("contract-pair.explain.rule_final"))
    else:
        lines.append(Line("contract-pair.explain.rule",
                          p(round=s.round, contract=ContractWords(s.round))))
    if f.relation == "contiguous":
        lines.append(Line("contract-pair.explain.contiguous",
                          p(first=first, second=second, a=Cards((x.cards[-1],)),
                            b=Cards((y.cards[0],)))))
    elif f.relation == "gap":
        if _ace_bridge(x, y):
            # which meld starts at the low ace and which ends at the high one (pt #12)
            low = 0 if pair[0].low == 1 else 1
            lines.append(Line("contract-pair.explain.ace", p(low=refs[low], high=refs[1 - low])))
        else:
            missing = tuple(Card(place_rank(pl), x.suit) for pl in range(x.high + 1, y.low))
            lines.append(Line("contract-pair.explain.gap",
                              p(first=one, second=two, gap=Cards(missing))))
        if not CONTRATO.contract(s.round).whole_hand:     # round 7: nobody lays off (D8)
            lines.append(Line("contract-pair.explain.close_later"))
    else:
        places = range(max(x.low, y.low), min(x.high, y.high) + 1)
        # a place where one of the two holds a joker is not two copies of one card: said
        # apart (second fresh reading, pt 7, es 11)
        jokered = tuple(pl for pl in places
                        if x.cards[pl - x.low].is_joker or y.cards[pl - y.low].is_joker)
        shared = tuple(Card(place_rank(pl), x.suit) for pl in places if pl not in jokered)
        held = Cards(tuple(Card(place_rank(pl), x.suit) for pl in jokered))
        if not jokered:
            lines.append(Line("contract-pair.explain.overlap",
                              p(first=one, second=two, overlap=Cards(shared))))
        elif shared:
            lines.append(Line("contract-pair.explain.overlap_joker",
                              p(first=one, second=two, overlap=Cards(shared),
                                jokered=held)))
        else:
            lines.append(Line("contract-pair.explain.overlap_jokers_only",
                              p(first=one, second=two, jokered=held)))
    jokers = tuple(c for m in pair for c in m.cards if c.is_joker)
    if jokers:
        lines.append(Line("contract-pair.explain.jokers", p(wilds=Cards(jokers))))
    return answer, lines


# -- reading templates -------------------------------------------------------------------------

def _load(item, base, where, problems) -> dict | None:
    """``lay-down``: the melds, read as a table by the question layer (each a meld, 3.1–3.7,
    D1, D2; every card able to exist at once, 1.2). ``later``: the lay-off question of the
    layer (:mod:`generator.questions.lay_off`: ``melds`` on the table, a player who opened
    earlier, ``card`` on meld ``target`` at ``end``). Either way the first two melds are the
    pair, two sequences of one suit; in round 7 the lay-down is the whole hand (7.4)."""
    round_ = item["round"]
    question = item.get("question", "lay-down")
    if question == "lay-down":
        if "card" in item or "target" in item:
            problems.append(where.problem(base + ("card",), (
                "card and target belong to question: later (a lay-off after the lay-down)")))
            return None
        found = read_through(q_lay_down, {"round": round_, "melds": item["melds"]}, base,
                             where, problems)
        if found is None:
            return None
        melds, card = found.melds, None
    else:
        before = len(problems)
        for name in ("card", "target", "end"):
            if name not in item:
                problems.append(where.problem(base, f"missing field: {name!r} (question: "
                                                    f"later)"))
        if len(problems) > before:
            return None
        found = read_through(q_lay_off, {
            "round": round_, "table": item["melds"], "opened": "earlier", "hand": LATER_HAND,
            "card": item["card"], "target": item["target"], "end": item["end"]},
            base, where, problems, fields={"table": "melds"})
        if found is None:
            return None
        melds, card = found.table, found.cards[0]
    if len(melds) < 2 or not all(isinstance(m, Run) for m in melds[:2]) \
            or melds[0].suit != melds[1].suit:
        problems.append(where.problem(base + ("melds",), (
            "the first two melds are the pair: two sequences of one suit (rule 4.3)"), "4.3"))
        return None
    if question == "lay-down":
        return {"data": PairData(question, melds)}
    if item["target"] not in (1, 2):
        problems.append(where.problem(base + ("target",),
                                      "target is 1 or 2: a sequence of the pair"))
        return None
    return {"data": PairData(question, melds, card.physical, item["target"] - 1, item["end"]),
            "hand": (card.physical,)}


# -- the kind ----------------------------------------------------------------------------------

NAME = "contract-pair"
SITUATION_REQUIRED = ("round", "melds")
SITUATION_PROPERTIES = {
    "question": {"enum": ["lay-down", "later"]},
    "melds": sp.TABLE,
    "card": sp.CARD,
    "target": {"type": "integer", "minimum": 1, "maximum": 2,
               "x-message": "target is 1 or 2: a sequence of the pair"},
    "end": {"enum": ["low", "high"]},
}


def cards(s: Situation) -> list:
    d: PairData = s.data
    return [c for m in d.melds for c in m.cards] + list(s.hand)


def load(item, base, where, problems):
    round_ = item["round"]
    if round_ not in ROUNDS:
        problems.append(where.problem(base + ("round",), (
            f"round {round_}'s contract has fewer than two sequences: a pair of "
            f"sequences exists in rounds {', '.join(map(str, ROUNDS))} (rule 4.1)"), "4.1"))
        return None
    return _load(item, base, where, problems)


def question(s, facts, lang, texts):
    d: PairData = s.data
    if d.question == "later":
        return phrase("contract-pair.question.later", lang, texts, card=Cards((d.card,)),
                      n=d.target + 1)
    return texts.raw("contract-pair.question.lay-down")


def body(s, facts, lang, texts):
    d: PairData = s.data
    items = "\n".join(f"{i + 1}. {cards_markup(m.cards)}"
                      for i, m in enumerate(d.melds))
    contract = texts.raw(f"contracts.r{s.round}")
    if d.question == "later":
        # only the pair on the table: «estas duas combinações» (third pt reading #9)
        key = ("contract-pair.situation.later_pair" if len(d.melds) == 2
               else "contract-pair.situation.later")
        head = texts.format(key, round=s.round, contract=contract)
    elif CONTRATO.contract(s.round).whole_hand:
        head = texts.format("contract-pair.situation.final", round=s.round,
                            n=sum(len(m) for m in d.melds))
    else:
        head = texts.format("contract-pair.situation.lay-down", round=s.round,
                            contract=contract)
    return head + "\n\n" + items


def choices(s, facts, lang, texts):
    return (texts.raw("choices.yes"), texts.raw("choices.no"))


def correct(s, facts):
    return 0 if facts.valid else 1


def verify(s, puzzle, langs, facts):
    d: PairData = s.data
    if d.question == "later":
        try:
            check_lay_off(s.round, d.melds[d.target], d.card, end=d.end,
                          opened_before_this_turn=True, cards_left_after=LATER_HAND - 1)
            valid = True
        except ContratoError:
            valid = False
        question, (layer, found) = q_lay_off, asked_later(s)
        if valid and "4.4" not in puzzle.clauses:
            raise fail(puzzle, "a gap closed later must cite 4.4")
        if valid and not _closes(found.result, d.melds[1 - d.target]):
            raise fail(puzzle, "the lay-off does not close the gap (4.4)")
    else:
        question, (layer, found) = q_lay_down, asked_lay_down(s)
        hand = layer.cards
        if CONTRATO.contract(s.round).whole_hand:
            why = size_problem("final-round", s.round, len(hand))
            if why:
                raise fail(puzzle, why[0])
        try:
            if CONTRATO.contract(s.round).whole_hand:
                validate_opening(s.round, hand, d.melds)
            else:
                validate_laydown(s.round, d.melds)
            valid = True
        except ContractError as err:
            if err.clause != "4.3":
                raise fail(puzzle, f"refused under {err.clause}, not 4.3") from None
            valid = False
        relation, _ = _relation(d.melds[0], d.melds[1])
        if valid == (relation == "contiguous"):
            raise fail(puzzle, f"the explanation says {relation!r}, the engine says "
                               f"{'valid' if valid else 'not valid'}")
        if "4.3" not in puzzle.clauses:
            raise fail(puzzle, "a pair of same-suit sequences must cite 4.3")
    # the question layer's answer and its own re-check agree with the engine asked again
    recheck(question, layer, found, puzzle)
    if (found.value is True) != valid:
        raise fail(puzzle, "the question layer and the engine disagree")
    if puzzle.correct != (0 if valid else 1):
        raise fail(puzzle, f"marked {puzzle.correct}, the engine says "
                           f"{'yes' if valid else 'no'}")
