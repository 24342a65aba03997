"""``joker-swap``: which of these joker swaps may the player make now, and where may the freed
joker go?

The situation: the round, the melds on the table (jokers in sequences and in groups), the
player's hand and whether they opened (not yet, on this very turn, earlier). The choices are
moves — "give this card for the joker of that meld and put the joker there" — and "none of
these"; exactly one is right. The explanation lists every legal swap with every place the
freed joker may go (the question layer's answer, :mod:`generator.questions.joker_swap`: the
engine's :func:`~generator.engine.jokers.legal_joker_swaps`) and says why each wrong choice is
refused.

Each move is judged by :func:`~generator.engine.jokers.apply_joker_swap`, which does the swap
and places the joker in one step: it refuses a swap by a player who has not opened (D7) or
who opened on this turn (7.1), a joker in a group (7.3), a card that is not exactly the one the
joker stands for (7.1), a swap that would leave no card to discard or no place for the joker
(D6), and a place the joker does not fit (3.4). Verification runs the layer's re-check and
judges every choice again with :func:`~generator.engine.jokers.check_joker_swap` and the
engine's list of legal swaps.

No situation is in round 7: whoever opens there goes out at once, so no meld is ever on the
table to swap from (7.4, D8).

Random families: :mod:`generator.puzzles.families.joker_swap`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.errors import IllegalMoveError, MeldError
from ...engine.jokers import apply_joker_swap, check_joker_swap
from ...engine.melds import Group, Meld
from ...lang.cards import cards_markup
from ...engine import CONTRATO
from .. import schema_parts as sp
from ...questions import joker_swap as q_joker_swap
from ...questions.lines import Cards, Join, Line, MeldRef, Word, p
from ..situation import Situation, sort_hand
from ..seeds import content_hash
from .reading import load_table_situation
from .base import Judged, Tag, Unsuitable, fail, pick_distinct, recheck
from .common import opened_text, refusal_line, table_key, table_text
from ...questions.common import (drawn_hand_possible, has_fresh_contract, opened_flags,
                                 opened_size_problem)


@dataclass(frozen=True)
class JokerSwapData:
    """``table``: the melds in the order laid down; ``opened``: ``no`` / ``this-turn`` /
    ``earlier``. The hand is the situation's."""

    table: tuple[Meld, ...]
    opened: str

    def key(self, s) -> str:
        """The canonical key of the situation ``s`` this data belongs to (see
        :attr:`~generator.puzzles.situation.Situation.key`)."""
        d = self
        return (f"{s.kind}|{s.round}|{d.opened}|{table_key(d.table)}|"
                f"{' '.join(c.ascii() for c in s.hand)}")


@dataclass(frozen=True)
class Swap:
    """A move offered: give ``natural`` for the joker of meld ``meld`` and put the joker on
    meld ``to`` (at ``end`` for a sequence). Indices from 0."""

    natural: Card
    meld: int
    to: int
    end: str | None


@dataclass(frozen=True)
class NoSwap:
    """The choice "none of these moves is allowed now"."""


@dataclass(frozen=True)
class LegalSwap:
    """A legal swap from the engine's list, with the freed joker's places and its value at
    each (``(index, end, joker)``)."""

    natural: Card
    meld: int
    places: tuple[tuple[int, str | None, Card], ...]


@dataclass(frozen=True)
class JokerSwapFacts:
    timing: tuple[str, str] | None
    legal: tuple[LegalSwap, ...]
    options: tuple[Judged, ...]
    correct: int


def _refused(*codes: str):
    """A wrong move offered is refused with one of the engine's ``codes``."""
    return lambda s, f: any(o.code in codes for o in f.options if not o.right)


TAGS: tuple[Tag, ...] = (
    Tag("legal", "one of the moves offered is a legal swap",
        lambda s, f: not isinstance(f.options[f.correct].claim, NoSwap)),
    Tag("none-legal", "no move offered is legal",
        lambda s, f: isinstance(f.options[f.correct].claim, NoSwap)),
    Tag("group-joker", "a move offered tries to take a joker from a group (7.3)",
        _refused("swap-in-group")),
    Tag("wrong-card", "a move offered gives a card that is not exactly the joker's (7.1)",
        _refused("swap-not-exact")),
    Tag("keep-discard", "the swap would leave no card to discard (D6)",
        _refused("swap-keep-discard")),
    Tag("joker-nowhere", "the freed joker could go nowhere (D6)",
        _refused("swap-joker-nowhere")),
    Tag("placement", "a move offered puts the joker where it does not fit (3.4)",
        _refused("beyond-ace", "sequence-full")),
    Tag("not-opened", "the player has not opened (D7)", _refused("not-opened")),
    Tag("opening-turn", "the player opened on this very turn (7.1)",
        _refused("opening-turn")),
    Tag("several-swaps", "two or more legal swaps", lambda s, f: len(f.legal) >= 2),
    Tag("several-places", "a legal swap whose joker may go to three places or more",
        lambda s, f: any(len(sw.places) >= 3 for sw in f.legal)),
)

_WRONG = {  # engine refusal (code, clause) -> sentence key, clauses
    ("swap-in-group", "7.3"): ("group", ("7.3",)),
    ("swap-not-exact", "7.1"): ("not-exact", ("7.1",)),
    ("swap-keep-discard", "D6"): ("keep-discard", ("D6", "5.5")),
    ("swap-joker-nowhere", "D6"): ("nowhere", ("D6", "7.2")),
    ("beyond-ace", "3.4"): ("beyond-ace", ("3.4",)),
    ("sequence-full", "3.4"): ("full", ("3.4",)),
    ("not-opened", "D7"): ("not-opened", ("D7",)),
    ("opening-turn", "7.1"): ("opening-turn", ("7.1",)),
}

CLAUSES: dict[str, tuple[str, ...]] = {
    "joker-swap.answer.move": (),
    "joker-swap.answer.none": (),
    "joker-swap.move.end": (),
    "joker-swap.move.group": (),
    "joker-swap.move.none": (),
    "joker-swap.place.end": (),
    "joker-swap.place.group": (),
    "joker-swap.explain.may": ("7.1",),
    "joker-swap.explain.swap": ("7.1", "7.2"),
    "joker-swap.explain.swap_many": ("7.1", "7.2"),
    "joker-swap.explain.none": (),
    "joker-swap.explain.wrong": (),
    "joker-swap.explain.keep_never": ("7.2", "3.7"),
    "joker-swap.explain.group_jokers": ("7.3",),
    "joker-swap.wrong.none": ("7.1", "7.2"),
    **{f"joker-swap.wrong.{key}": clauses for key, clauses in _WRONG.values()},
}


# -- the engine's answer ---------------------------------------------------------------------

def _judge(s: Situation, claim: Swap | NoSwap, any_legal: bool) -> Judged:
    d: JokerSwapData = s.data
    if isinstance(claim, NoSwap):
        return Judged(claim, not any_legal, None if not any_legal else "7.1",
                      None if not any_legal else "none")
    try:
        apply_joker_swap(s.round, d.table, s.hand, claim.meld, claim.natural, claim.to,
                         claim.end, **opened_flags(d.opened))
    except (IllegalMoveError, MeldError) as err:
        return Judged(claim, False, err.clause, err.code)
    return Judged(claim, True)


def _claims(s: Situation) -> list[Swap]:
    """Every move worth offering: each card of the hand that is a joker's exact card, one of
    the same rank or suit, or a group's rank, with every place on the table for the joker."""
    d: JokerSwapData = s.data
    hand = sorted({c for c in s.hand if not c.is_joker}, key=Card.sort_key)
    places: list[tuple[int, str | None]] = []
    for j, m in enumerate(d.table):
        if isinstance(m, Group):
            places.append((j, None))
        else:
            places += [(j, "low"), (j, "high")]
    out = []
    for i, m in enumerate(d.table):
        jokers = [c for c in m.cards if c.is_joker]
        if not jokers:
            continue
        for card in hand:
            if isinstance(m, Group):
                related = card.rank == m.rank
            else:
                related = any(card.rank == j.declared.rank or (
                    card.suit == j.declared.suit and abs(card.rank - j.declared.rank) <= 1)
                    for j in jokers)
            if related:
                out += [Swap(card, i, j, e) for j, e in places]
    return out


def asked(s: Situation) -> tuple[q_joker_swap.JokerSwapSituation, q_joker_swap.JokerSwapAnswer]:
    """The question layer's joker-swap question (:mod:`generator.questions.joker_swap`: may
    the player swap now — D8, D7, 7.1 — and which swaps are legal, the engine's
    :func:`~generator.engine.jokers.legal_joker_swaps`) and its answer."""
    d: JokerSwapData = s.data
    layer = q_joker_swap.JokerSwapSituation(s.round, d.table, d.opened, s.hand)
    return layer, q_joker_swap.answer(layer, CONTRATO)


def _legal(s: Situation, found: q_joker_swap.JokerSwapAnswer) -> tuple[LegalSwap, ...]:
    """The layer's legal swaps, each with the joker's value at every place it may go."""
    d: JokerSwapData = s.data
    out = []
    for sw in found.swaps:
        places = []
        for j, end in sw.targets:
            table, _ = apply_joker_swap(s.round, d.table, s.hand, sw.meld_index, sw.natural, j,
                                        end, **opened_flags(d.opened))
            m = table[j]
            joker = (m.cards[0] if end == "low" else m.cards[-1]) if end else next(
                c for c in m.cards if c.is_joker)
            places.append((j, end, joker))
        out.append(LegalSwap(sw.natural, sw.meld_index, tuple(places)))
    return tuple(out)


def solve(s: Situation) -> JokerSwapFacts:
    d = s.data
    if d.opened == "this-turn" and not has_fresh_contract(s.round, d.table, CONTRATO):
        # the verdict's reader refuses it too (check_position; fourteenth ca reading #1)
        raise Unsuitable("an impossible position: opened this turn, but no contract at its "
                         "opening lengths on the table (5.2, 5.4)",
                         "an impossible position (this-turn-contract)")
    found = asked(s)[1]
    timing = None if found.refusal is None else (found.refusal.code, found.refusal.clause)
    legal = _legal(s, found)
    judged = [_judge(s, c, bool(legal)) for c in _claims(s)]
    for j in judged:
        if not j.right and (j.code, j.clause) not in _WRONG:
            raise Unsuitable(f"no sentence for the refusal {j.code} ({j.clause})")
    rights = [j for j in judged if j.right]
    if bool(rights) != bool(legal):
        raise Unsuitable("the legal moves and the engine's list of swaps disagree")
    key = s.key
    wrong_pool = [j for j in judged if not j.right]
    if rights:
        right = min(rights, key=lambda j: content_hash(f"{key}|{j.claim!r}"))
        wrongs = pick_distinct(key, wrong_pool, 3)
        if len(wrongs) < 3:
            wrongs.append(_judge(s, NoSwap(), True))
    else:
        right = _judge(s, NoSwap(), False)
        wrongs = pick_distinct(key, wrong_pool, 3)
    if len(wrongs) < 2:
        raise Unsuitable("fewer than two wrong moves to offer (give the hand a card related "
                         "to a joker of the table)", "fewer than two wrong moves to offer",
                         ("hand",))
    options = sorted([right] + wrongs[:3], key=lambda j: content_hash(f"{key}|{j.claim!r}"))
    return JokerSwapFacts(timing, legal, tuple(options),
                          next(i for i, o in enumerate(options) if o.right))


# -- tags and difficulty ---------------------------------------------------------------------

def difficulty(s: Situation, f: JokerSwapFacts, tags: set[str]) -> int:
    """1, plus one per distinct reason among the wrong choices (at most 3), plus one for
    several legal swaps."""
    reasons = len({o.code for o in f.options if not o.right and o.code != "none"})
    return 1 + min(reasons, 3) + ("several-swaps" in tags)


# -- words -------------------------------------------------------------------------------------

#: Beyond this many places for a freed joker, the explanation gives the number and a few.
MANY_PLACES = 5

def claim_line(claim: Swap | NoSwap) -> Line:
    if isinstance(claim, NoSwap):
        return Line("joker-swap.move.none")
    params = p(natural=Cards((claim.natural,)), meld=MeldRef(claim.meld, short=True),
               to=MeldRef(claim.to, short=True))
    if claim.end is None:
        return Line("joker-swap.move.group", params)
    return Line("joker-swap.move.end", params + p(end=Word(f"ends.{claim.end}")))


def plan(s: Situation, f: JokerSwapFacts) -> tuple[Line, list[Line]]:
    d: JokerSwapData = s.data
    right = f.options[f.correct]
    if isinstance(right.claim, NoSwap):
        answer = Line("joker-swap.answer.none")
    else:
        answer = Line("joker-swap.answer.move", p(move=Join((claim_line(right.claim),))))
    lines: list[Line] = []
    if f.timing is None:
        lines.append(Line("joker-swap.explain.may"))
    else:
        lines.append(refusal_line(*f.timing))
    for sw in f.legal:
        pieces = []
        for j, end, joker in sw.places:
            if end is None:
                # the joker as written, JK=6, like the ends' JK=5♠ in the same list
                # (es review 10 #8: not «como un seis» beside «como JK=5♠»; ca #6: «com a
                # JK=6» on the verdict page)
                pieces.append(Line("joker-swap.place.group",
                                   p(meld=MeldRef(j, short=True), jk=Cards((joker,)))))
            else:
                pieces.append(Line("joker-swap.place.end",
                                   p(end=Word(f"ends.{end}"), meld=MeldRef(j, short=True),
                                     jk=Cards((joker,)))))
        params = p(natural=Cards((sw.natural,)), meld=MeldRef(sw.meld, d.table[sw.meld].cards))
        if len(pieces) > MANY_PLACES:
            lines.append(Line("joker-swap.explain.swap_many",
                              params + p(n=len(pieces),
                                         places=Join(tuple(pieces[:MANY_PLACES - 1])))))
        else:
            lines.append(Line("joker-swap.explain.swap",
                              params + p(places=Join(tuple(pieces), either=True),
                                         places_count=len(pieces))))
    if f.timing is None and not f.legal:
        lines.append(Line("joker-swap.explain.none"))
    lines.append(Line("joker-swap.explain.wrong"))
    for o in f.options:
        if o.right:
            continue
        if isinstance(o.claim, NoSwap):
            lines.append(Line("joker-swap.wrong.none", p(move=Join((claim_line(o.claim),))),
                              item=True))
            continue
        key, _ = _WRONG[(o.code, o.clause)]
        c = o.claim
        m = d.table[c.meld]
        params = p(move=Join((claim_line(c),)), meld=MeldRef(c.meld, short=True),
                   natural=Cards((c.natural,)), to=MeldRef(c.to, short=True))
        if key == "not-exact":
            jokers = [x for x in m.cards if x.is_joker]
            near = [x for x in jokers if x.declared.rank == c.natural.rank
                    or x.declared.suit == c.natural.suit]
            params += p(jk=Cards(((near or jokers)[0],)))
        if key == "beyond-ace":
            params += p(end=Word(f"ends.{c.end}"))
        lines.append(Line(f"joker-swap.wrong.{key}", params, item=True))
    lines.append(Line("joker-swap.explain.keep_never"))
    group_jokers = [i for i, m in enumerate(d.table) if isinstance(m, Group) and m.jokers]
    if group_jokers and not any(o.code == "swap-in-group" for o in f.options):
        lines.append(Line("joker-swap.explain.group_jokers",
                          p(meld=MeldRef(group_jokers[0], short=True))))
    return answer, lines


# -- the kind ----------------------------------------------------------------------------------

NAME = "joker-swap"
SITUATION_REQUIRED = ("round", "table", "hand")
SITUATION_PROPERTIES = {"table": sp.TABLE, "opened": sp.OPENED, "hand": sp.HAND}


def load(item, base, where, problems):
    out = load_table_situation(item, base, where, problems, need_card=False)
    if out is None:
        return None
    return {"hand": sort_hand(out["hand"]),
            "data": JokerSwapData(out["table"], out["opened"])}


def body(s, facts, lang, texts):
    d: JokerSwapData = s.data
    return "\n\n".join([
        texts.format("joker-swap.situation.round", round=s.round) + " "
        + opened_text(d.opened, texts),
        table_text(d.table, lang, texts, round_=s.round, opened=d.opened),
        # a hand as drawn only when nothing was played yet: one who opened this turn has
        # laid the contract down, and what is left is the hand after it
        texts.format("joker-swap.situation.hand"
                     if drawn_hand_possible(len(s.hand)) and d.opened != "this-turn"
                     else "joker-swap.situation.hand_now", size=len(s.hand)) + "\n"
        + cards_markup(s.hand)])


def verify(s, puzzle, langs, facts):
    d: JokerSwapData = s.data
    why = opened_size_problem(s.round, d.opened, len(s.hand))
    if why:
        raise fail(puzzle, why[0])
    # the layer's answer (legal_joker_swaps) and its re-check (check_joker_swap); then the
    # choices offered, each judged again here
    layer, found = asked(s)
    recheck(q_joker_swap, layer, found, puzzle)
    legal = found.swaps
    listed = {(sw.natural, sw.meld_index, t) for sw in legal for t in sw.targets}
    rights = 0
    for i, o in enumerate(facts.options):
        if isinstance(o.claim, NoSwap):
            ok = not legal
        else:
            c = o.claim
            try:
                swap = check_joker_swap(s.round, d.table, s.hand, c.meld, c.natural,
                                        **opened_flags(d.opened))
                ok = (c.to, c.end) in swap.targets
            except (IllegalMoveError, MeldError):
                ok = False
            if ok != ((c.natural, c.meld, (c.to, c.end)) in listed):
                raise fail(puzzle, f"check_joker_swap and legal_joker_swaps disagree on "
                                   f"{c}")
        if ok != (i == puzzle.correct):
            raise fail(puzzle, f"choice {i} is {'right' if ok else 'wrong'} for the "
                               f"engine, marked {'right' if i == puzzle.correct else 'wrong'}")
        rights += ok
        if not ok and o.clause not in puzzle.clauses:
            raise fail(puzzle, f"the wrong choice {i} is refused under {o.clause}, which "
                               f"the explanation does not cite")
    if rights != 1:
        raise fail(puzzle, f"{rights} right choices")
