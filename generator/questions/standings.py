"""``standings``: the totals after the rounds played — who wins, or who leads? (8.4, 9.3–9.5)

- :class:`StandingsSituation`, read from plain data by :func:`read`: ``penalties`` (one row
  per round played, one penalty per seat), optional ``players`` (names in seat order) and
  ``round`` (the rounds played, when given it must match the rows);
- :func:`answer`: the totals (:func:`~generator.engine.scoring.running_totals`), the lowest
  (:func:`~generator.engine.scoring.winners`), the rounds nobody won (9.2, 9.5);
- :func:`explain`: the sentences ``standings.*`` of ``docs/<lang>/verdict.ftl``;
- :func:`verify`: each total again as the sum of its column (8.4), the winners as the seats
  at the lowest.

Seats are numbered from 0 here, as in the engine (shown from 1).

>>> s = read({"penalties": [[0, 12, 30, 7], [45, 0, 3, 10]]})
>>> a = answer(s)
>>> a.totals, a.winners, a.value
((45, 12, 33, 17), (1,), [2])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..engine.deck import full_pack
from ..engine.profile import CONTRATO, Profile
from ..engine.scoring import card_penalty, running_totals, winners
from .common import (Why, Explanation, SituationError, explanation, hand_size_most, read_int,
                     require)
from .lines import Line, SeatList, Totals, p

NAME = "standings"
FIELDS: tuple[str, ...] = ("penalties",)
OPTIONAL: tuple[str, ...] = ("players", "round")

#: Sentence key (``docs/<lang>/verdict.ftl``) → the clauses it cites.
CLAUSES: dict[str, tuple[str, ...]] = {
    "standings.totals": ("8.4",),
    "standings.winner": ("9.3", "1.5"),
    "standings.tie": ("9.4",),
    "standings.leader": ("9.3",),
    "standings.leaders": ("9.3",),
}


@dataclass(frozen=True)
class StandingsSituation:
    """``penalties[r][seat]``: each seat's penalty in each round played, in order;
    ``players``: the players' names in seat order (``()``: "player 1"…)."""

    penalties: tuple[tuple[int, ...], ...]
    players: tuple[str, ...] = ()

    @property
    def rounds(self) -> int:
        """How many rounds were played."""
        return len(self.penalties)


@dataclass(frozen=True)
class StandingsAnswer:
    """``totals`` per seat (8.4); ``winners``: the seats with the lowest total (9.3, 9.4);
    ``final``: after the last round (a game is over); ``void``: rounds (from 1) nobody won
    (nobody scored 0: 9.2, 9.5)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    final: bool
    void: tuple[int, ...]
    players: tuple[str, ...] = ()

    @property
    def value(self) -> list[int]:
        """The answer as plain data: the winning (or leading) seats, numbered from 1."""
        return [seat + 1 for seat in self.winners]

    def details(self) -> dict[str, Any]:
        """The facts behind it as plain data: totals, whether the game is over, names."""
        return {"totals": list(self.totals), "final": self.final,
                "players": list(self.players) if self.players else None}


# -- reading ----------------------------------------------------------------------------------

def least_penalty(cards: int, profile: Profile = CONTRATO) -> int:
    """The smallest penalty a hand of ``cards`` cards can have (the pack's cheapest cards)."""
    values = sorted(card_penalty(c, profile) for c in full_pack(profile))
    return sum(values[:cards])


def most_penalty(cards: int, profile: Profile = CONTRATO) -> int:
    """The largest penalty a hand of ``cards`` cards can have (the pack's dearest cards).

    >>> most_penalty(77), most_penalty(71)
    (735, 701)
    """
    values = sorted((card_penalty(c, profile) for c in full_pack(profile)), reverse=True)
    return sum(values[:cards])


def row_problem(round_: int, row: Sequence[int], profile: Profile = CONTRATO, *,
                whole_hand: bool = False) -> tuple[str, str | None] | None:
    """Why a round's penalties cannot happen, as ``(message, clause)``, or ``None``: one
    penalty per player (1.1); one player at most went out (0, 8.2); every other hand holds a
    card, so costs at least the cheapest card (8.1), and at most what the dearest cards a hand
    of that round can hold cost (:func:`~.common.hand_size_most`: 77 cards in rounds 1–3, 71
    in rounds 4–7; 2.2, 8.1). With ``whole_hand``, also: in a round where nobody lays down
    before going out (round 7) every other hand is a whole hand (7.4), and costs at least
    that many of the cheapest cards."""
    if len(row) != profile.players:
        return Why(f"{len(row)} penalties: one per player, {profile.players} in all (rule 1.1)",
                   "1.1", code="row-length", count=len(row), players=profile.players)
    if sum(1 for x in row if x == 0) > 1 and least_penalty(1, profile) > 0:
        return Why("two players scored 0, but only the player who went out does (rule 8.2)",
                   "8.2", code="row-two-zeros")
    whole = whole_hand and profile.contract(round_).whole_hand
    least = least_penalty(profile.deal_size(round_) if whole else 1, profile)
    low = [x for x in row if x != 0 and x < least]
    if low:
        if whole:
            return Why(f"a penalty of {low[0]} is impossible: in round {round_} the whole hand "
                       f"is left, which costs at least {least} (rules 8.1, 7.4)", "7.4",
                       code="row-low-final", penalty=low[0], round=round_, least=least)
        return Why(f"a penalty of {low[0]} is impossible: a hand left costs at least {least}",
                   "8.1", code="row-low", penalty=low[0], least=least)
    cards = hand_size_most(round_, profile)
    most = most_penalty(cards, profile)
    high = [x for x in row if x > most]
    if high:
        return Why(f"a penalty of {high[0]} is impossible: in round {round_} a hand holds at "
                   f"most {cards} cards, which cost at most {most} (rules 8.1, 2.2)", "8.1",
                   code="row-high", penalty=high[0], round=round_, size=cards, most=most)
    return None


def _rows(value: Any, profile: Profile) -> tuple[tuple[int, ...], ...]:
    if not isinstance(value, (list, tuple)) or not value:
        raise SituationError(("penalties",), "penalties lists one row per round played, one "
                                             "number per player", code="penalties-type")
    if len(value) > profile.rounds:
        raise SituationError(("penalties",), f"{len(value)} rounds: a game has "
                                             f"{profile.rounds}", "4.1", code="too-many-rounds",
                             count=len(value), rounds=profile.rounds)
    rows = []
    for r, row in enumerate(value):
        if not isinstance(row, (list, tuple)):
            raise SituationError(("penalties", r), "a round's penalties are a list, one per "
                                                   "player", code="row-type")
        for i, x in enumerate(row):
            if isinstance(x, bool) or not isinstance(x, int) or x < 0:
                raise SituationError(("penalties", r, i), f"a penalty is 0 or more points, "
                                                          f"not {x!r}", "8.1",
                                     code="penalty-value", value=repr(x))
        rows.append(tuple(row))
    return tuple(rows)


def read(data: Mapping[str, Any], profile: Profile = CONTRATO) -> StandingsSituation:
    """The situation from plain data. Raises :class:`~.common.SituationError` for rows no
    round can produce (:func:`row_problem`: two players on 0, a hand cheaper than a card or
    dearer than the most a hand can hold, a round-7 hand that is not whole, 8.1, 8.2, 7.4),
    names that are not one per player, or a ``round`` that is not the number of rows."""
    data = require(data, FIELDS, OPTIONAL)
    rows = _rows(data["penalties"], profile)
    if "round" in data:
        n = read_int(data, "round", 1, profile.rounds, "4.1")
        if n != len(rows):
            raise SituationError(("round",), f"round is the number of rounds played: "
                                             f"{len(rows)} rows of penalties",
                                 code="round-not-rows", rows=len(rows))
    for r, row in enumerate(rows, start=1):
        # round 7: whoever does not go out keeps a whole hand (7.4), as the puzzles check
        why = row_problem(r, row, profile, whole_hand=True)
        if why:
            raise why.error(("penalties", r - 1))
    names: tuple[str, ...] = ()
    if "players" in data:
        value = data["players"]
        if (not isinstance(value, (list, tuple)) or len(value) != profile.players
                or not all(isinstance(n, str) and n for n in value)
                or len(set(value)) != len(value)):
            raise SituationError(("players",), f"{profile.players} different names, in seat "
                                               f"order", "1.1", code="players-names",
                                 players=profile.players)
        names = tuple(value)
    return StandingsSituation(rows, names)


# -- the answer -------------------------------------------------------------------------------

def void_rounds(rows: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Rounds (from 1) where nobody scored 0: nobody went out (9.2)."""
    return tuple(r + 1 for r, row in enumerate(rows) if 0 not in row)


def answer(s: StandingsSituation, profile: Profile = CONTRATO) -> StandingsAnswer:
    """Totals (8.4: nothing is reset between rounds, 9.5), the seats at the lowest (9.3;
    several share a tie, 9.4)."""
    totals = tuple(running_totals(s.penalties, profile))
    return StandingsAnswer(totals, tuple(winners(totals)), s.rounds == profile.rounds,
                           void_rounds(s.penalties), s.players)


def explain(s: StandingsSituation, a: StandingsAnswer,
            profile: Profile = CONTRATO) -> Explanation:
    """The totals (``standings.totals``), then the winner, the tie, or who leads."""
    names = s.players
    who = SeatList(a.winners, names)
    low = a.totals[a.winners[0]]
    lines = [Line("standings.totals", p(rounds=s.rounds,
                                        totals=Totals(tuple(enumerate(a.totals)), names)))]
    clauses = ["8.4"]
    if a.final:
        if len(a.winners) > 1:
            lines.append(Line("standings.tie", p(who=who, total=low)))
            clauses += ["9.4", "9.3"]
        else:
            lines.append(Line("standings.winner", p(who=who, total=low)))
            clauses += ["9.3", "1.5"]
    else:
        key = "standings.leaders" if len(a.winners) > 1 else "standings.leader"
        lines.append(Line(key, p(who=who, total=low, rounds=s.rounds, last=profile.rounds)))
        clauses.append("9.3")
    return explanation(lines, clauses, CLAUSES)


def verify(s: StandingsSituation, a: StandingsAnswer, profile: Profile = CONTRATO) -> None:
    """The independent re-check: each total is its column's sum (8.4) and the winners are
    exactly the seats at the lowest total (9.3, 9.4); ``AssertionError`` otherwise."""
    for seat, total in enumerate(a.totals):
        if total != sum(row[seat] for row in s.penalties):
            raise AssertionError("a total is not the sum of the rounds (8.4)")
    low = min(a.totals)
    if a.winners != tuple(seat for seat, t in enumerate(a.totals) if t == low):
        raise AssertionError("the winners are not the seats at the lowest total")
