"""``standings``: the penalties of the rounds played; who wins (after round 7), or who leads?

The situation: a table of each player's penalty in each round played (a round where nobody went
out, 9.2, has no zero). The choices are players — one, or several tied — and exactly one is
the engine's: :func:`~generator.engine.scoring.running_totals` adds the penalties over all the
rounds, nothing reset when a contract changes (8.4), and :func:`~generator.engine.scoring.winners`
gives the lowest total, ties sharing the victory (9.3, 9.4); a round that ended with no winner
counts like the others (9.5). The wrong choices are named misreadings (:data:`MISTAKES`: only
the last round counts, the highest total wins, going out most often wins, a tie is broken,
rounds without a winner are left out); the ones that take other numbers ask the engine too
(the same functions on the rows the misreading keeps).

Random families: :mod:`generator.puzzles.families.standings`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...engine import CONTRATO
from ...engine.scoring import running_totals, winners
from ...questions.lines import Join, Line, Seat, SeatList, p
from ..situation import Situation
from ...lang.render import player
from ..seeds import content_hash
from ...questions import standings as q_standings
from ...questions.standings import row_problem
from .reading import read_through
from .base import Judged, Tag, Unsuitable, fail, recheck

PLAYERS = CONTRATO.players
LAST_ROUND = CONTRATO.rounds


@dataclass(frozen=True)
class StandingsData:
    """``penalties[r][seat]``: the penalty of each seat in each round played, in order."""

    penalties: tuple[tuple[int, ...], ...]

    def key(self, s) -> str:
        """The canonical key of the situation ``s`` this data belongs to (see
        :attr:`~generator.puzzles.situation.Situation.key`)."""
        rows = ";".join(",".join(map(str, row)) for row in self.penalties)
        return f"{s.kind}|{s.round}|{rows}"


@dataclass(frozen=True)
class StandingsFacts:
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    void: tuple[int, ...]
    options: tuple[Judged, ...]
    correct: int


TAGS: tuple[Tag, ...] = (
    Tag("final", "after round 7: who wins", lambda s, f: len(s.data.penalties) == LAST_ROUND),
    Tag("partial", "before the end: who leads",
        lambda s, f: len(s.data.penalties) != LAST_ROUND),
    Tag("tie", "two players or more share the lowest total (9.4)",
        lambda s, f: len(f.winners) > 1),
    Tag("void", "a round ended with no winner (9.2, 9.5)", lambda s, f: bool(f.void)),
    Tag("comeback", "the lowest of the last round is not the lowest overall (8.4)",
        lambda s, f: set(winners(running_totals(s.data.penalties[-1:]))) != set(f.winners)),
)

#: The named misreadings, with the clause that refutes each.
MISTAKES: dict[str, str] = {
    "last-round": "8.4",
    "highest": "9.3",
    "most-outs": "8.2",
    "tie-break": "9.4",
    "skip-void": "9.5",
}

CLAUSES: dict[str, tuple[str, ...]] = {
    "standings.answer.final": (), "standings.answer.partial": (),
    "standings.claim.one": (), "standings.claim.tie": (),
    "standings.total": (), "standings.round_number": (),
    "standings.explain.totals": ("8.4",),
    "standings.explain.void": ("9.2", "9.5"),
    "standings.explain.winner": ("9.3",),
    "standings.explain.tie": ("9.3", "9.4"),
    "standings.explain.leader": ("9.3",),
    "standings.explain.leaders": ("9.3", "9.4"),
    "standings.explain.wrong": (),
    **{f"standings.mistakes.{name}": (clause,) for name, clause in MISTAKES.items()},
    "standings.mistakes.highest": ("9.3", "1.5"),
}


# -- the engine's answer, and the misreadings -------------------------------------------------

def misread(rows: Sequence[Sequence[int]], mistake: str,
            right: tuple[int, ...]) -> tuple[int, ...] | None:
    """The players a misreading names (seats, sorted), or ``None`` when it does not apply."""
    totals = running_totals(rows)
    if mistake == "last-round":
        return tuple(winners(running_totals(rows[-1:])))
    if mistake == "highest":
        top = max(totals)
        return tuple(s for s, t in enumerate(totals) if t == top)
    if mistake == "most-outs":
        outs = [sum(1 for row in rows if row[s] == 0) for s in range(PLAYERS)]
        if max(outs) == 0:
            return None
        return tuple(s for s in range(PLAYERS) if outs[s] == max(outs))
    if mistake == "tie-break":
        if len(right) < 2:
            return None
        last = rows[-1]
        return (min(right, key=lambda s: (last[s], s)),)
    if mistake == "skip-void":
        kept = [row for row in rows if 0 in row]
        if len(kept) == len(rows) or not kept:
            return None
        return tuple(winners(running_totals(kept)))
    raise ValueError(mistake)


def solve(s: Situation) -> StandingsFacts:
    rows = s.data.penalties
    found = q_standings.answer(q_standings.StandingsSituation(rows))
    totals, right = found.totals, found.winners
    seen = {right}
    wrongs = []
    for name in sorted(MISTAKES, key=lambda m: content_hash(f"{s.key}|{m}")):
        claim = misread(rows, name, right)
        if claim is None or claim in seen:
            continue
        seen.add(claim)
        wrongs.append(Judged(claim, False, MISTAKES[name], name))
    if len(wrongs) < 2:
        raise Unsuitable("fewer than two misreadings name other players",
                         "fewer than two misreadings name other players", ("penalties",))
    options = sorted([Judged(right, True)] + wrongs[:3],
                     key=lambda j: content_hash(f"{s.key}|{j.claim!r}"))
    return StandingsFacts(totals, right, found.void, tuple(options),
                          next(i for i, o in enumerate(options) if o.right))


# -- tags and difficulty -----------------------------------------------------------------------

def difficulty(s: Situation, f: StandingsFacts, tags: set[str]) -> int:
    """1, plus one each for a tie, a round with no winner, a misleading last round, and three
    misreadings to see through."""
    wrong = sum(1 for o in f.options if not o.right)
    return 1 + sum(t in tags for t in ("tie", "void", "comeback")) + (wrong >= 3)


# -- words -------------------------------------------------------------------------------------

def claim_line(seats: tuple[int, ...]) -> Line:
    key = "standings.claim.one" if len(seats) == 1 else "standings.claim.tie"
    return Line(key, p(players=SeatList(seats)))


def plan(s: Situation, f: StandingsFacts) -> tuple[Line, list[Line]]:
    rows = s.data.penalties
    final = len(rows) == LAST_ROUND
    answer = Line(f"standings.answer.{'final' if final else 'partial'}",
                  p(players=SeatList(f.winners)), count=len(f.winners))
    totals = Join(tuple(Line("standings.total", p(player=Seat(seat), n=f.totals[seat]))
                        for seat in range(PLAYERS)))
    lines = [Line("standings.explain.totals", p(totals=totals))]
    if f.void:
        lines.append(Line("standings.explain.void",
                          p(rounds=Join(tuple(Line("standings.round_number", p(n=r))
                                              for r in f.void))), count=len(f.void)))
    low = f.totals[f.winners[0]]
    if final:
        key = "winner" if len(f.winners) == 1 else "tie"
    else:
        key = "leader" if len(f.winners) == 1 else "leaders"
    lines.append(Line(f"standings.explain.{key}", p(players=SeatList(f.winners), total=low)))
    lines.append(Line("standings.explain.wrong"))
    for o in f.options:
        if not o.right:
            lines.append(Line(f"standings.mistakes.{o.code}",
                              p(claim=Join((claim_line(o.claim),))), item=True))
    return answer, lines


def situation_text(s: Situation, lang: str, texts) -> str:
    rows = s.data.penalties
    final = len(rows) == LAST_ROUND
    head = texts.raw(f"standings.situation.{'final' if final else 'partial'}")
    names = [player(seat, texts)["name"] for seat in range(PLAYERS)]
    table = ["| " + texts.raw("standings.situation.round") + " | " + " | ".join(names) + " |",
             "| ---: |" + " ---: |" * PLAYERS]
    for r, row in enumerate(rows, start=1):
        label = str(r)
        if 0 not in row:
            label += " " + texts.raw("standings.situation.void")
        table.append(f"| {label} | " + " | ".join(str(x) for x in row) + " |")
    return head + "\n\n" + "\n".join(table)


# -- reading templates ---------------------------------------------------------------------------

def realism_problem(rows) -> tuple[int, str, str | None] | None:
    """Beyond what the question layer reads: in round 7 every hand left is a whole hand (7.4),
    so a puzzle never shows a round-7 penalty below it. ``(round index, message, clause)``."""
    for r, row in enumerate(rows, start=1):
        why = row_problem(r, row, CONTRATO, whole_hand=True)
        if why:
            return (r - 1, *why)
    return None


def _load(item, base, where, problems) -> dict | None:
    found = read_through(q_standings, {"penalties": item["penalties"], "round": item["round"]}, base, where,
                         problems)
    if found is None:
        return None
    why = realism_problem(found.penalties)
    if why:
        problems.append(where.problem(base + ("penalties", why[0]), why[1], why[2]))
        return None
    return {"data": StandingsData(found.penalties)}


# -- the kind ----------------------------------------------------------------------------------

NAME = "standings"
SITUATION_REQUIRED = ("round", "penalties")
SITUATION_PROPERTIES = {
    "penalties": {"type": "array", "minItems": 1, "maxItems": 7,
                  "items": {"type": "array",
                            "items": {"type": "integer", "minimum": 0, "maximum": 2000}},
                  "x-message": "penalties lists one row per round played, one number "
                               "per player"},
}


def cards(s: Situation) -> list:
    return []


def load(item, base, where, problems):
    return _load(item, base, where, problems)


def question(s, facts, lang, texts):
    which = "final" if s.round == LAST_ROUND else "partial"
    return texts.format(f"standings.question.{which}", round=s.round)


def verify(s, puzzle, langs, facts):
    rows = s.data.penalties
    why = realism_problem(rows)
    if why:
        raise fail(puzzle, f"round {why[0] + 1}: {why[1]}")
    situation = q_standings.StandingsSituation(rows)
    found = q_standings.answer(situation)
    recheck(q_standings, situation, found, puzzle)
    right = tuple(winners(running_totals(rows)))
    if facts.options[puzzle.correct].claim != right:
        raise fail(puzzle, "the choice marked right is not the engine's winners")
    for o in facts.options:
        if not o.right and (o.claim == right or o.clause not in puzzle.clauses):
            raise fail(puzzle, f"the misreading {o.code} names the winners, or its "
                               f"clause is not cited")
    if len(right) > 1 and "9.4" not in puzzle.clauses:
        raise fail(puzzle, "a tie must cite 9.4")
