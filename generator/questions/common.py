"""What every question shares: reading plain data, the errors it raises, the explanation it
returns.

A situation arrives as plain data (what YAML or JSON give: dicts, lists, strings, numbers).
A question's ``read`` turns it into a value or raises :class:`SituationError`, which names the
field (a path such as ``("hand", 3)``: the fourth card of a list), says what is wrong and,
when a rule is broken, the clause. The caller says *where* that field was written (a file and
line for ``contrato verdict`` and the puzzle templates, a form field in a browser).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Iterable, Sequence

from ..engine.cards import Card, format_cards, parse_card
from ..engine.contracts import check_table, validate_laydown
from ..engine.deck import check_cards
from ..engine.errors import CardNotationError, ContractError, ImpossibleCardsError, MeldError
from ..engine.melds import Meld, free_jokers, make_meld, meld_readings, meld_refusal
from ..engine.profile import CONTRATO, MeldKind, Profile
from .lines import ClauseRefs, Join, Line, Reason  # noqa: F401  (ClauseRefs: see cited_by)
from .refusals import reason_clauses


def cites_clause(message: str, clause: str) -> bool:
    """Whether an English message already names ``clause`` in ``(rule X)`` / ``(rules X, Y)``."""
    return any(clause in part.replace(",", " ").split()
               for part in re.findall(r"\(rules? ([^)]*)\)", message))


class SituationError(ValueError):
    """A situation a question cannot be asked about.

    - ``path``: the field and, inside it, the item (``("hand", 3)``; ``()`` for the whole);
    - ``message``: what is wrong, in English; ends with ``(rule X)`` when ``clause`` is set;
    - ``clause``: the rule involved, or ``None``;
    - ``placed``: the message already says where inside the field (a caller need not);
    - ``code`` and ``params``: the same message for any language — the sentence
      ``errors.<code>`` of ``docs/<lang>/verdict.ftl`` filled with ``params`` (language-free
      values: numbers, cards, the text given, field names); every error has one;
    - ``cause``: the engine's refusal when it is the message (a third 7♥, a meld that is no
      meld): said in a language by its own sentence ``reasons.<code>``.
    - ``also``: further problems, in other fields, found independently of this one (a
      caller that lists every problem at once — the puzzle templates — shows them too;
      :func:`raise_first`).
    """

    also: tuple[SituationError, ...] = ()

    def __init__(self, path: Sequence[Any], message: str, clause: str | None = None, *,
                 placed: bool = False, code: str | None = None, cause: Exception | None = None,
                 **params: Any) -> None:
        self.path = tuple(path)
        #: the message already says where in the field it is ("meld 2 of the table …")
        self.placed = placed
        self.clause = clause
        self.code = code
        self.cause = cause
        self.params = params
        if clause is not None and not cites_clause(message, clause):
            message = f"{message} (rule {clause})"
        self.message = message
        super().__init__(message)

    @property
    def field(self) -> str | None:
        """The top-level field, or ``None``."""
        return str(self.path[0]) if self.path else None


def raise_first(errors: Sequence[SituationError]) -> None:
    """Raise the first of ``errors`` (independent problems, in the order of the situation's
    fields) with the others as its ``also``; nothing when there is none."""
    if errors:
        first = errors[0]
        first.also = tuple(errors[1:])
        raise first


class Unsupported(SituationError):
    """A question the profile's rules do not let the engine answer (the field ``question``):
    its answer would rest on a rule the engine does not model there."""

    def __init__(self, profile: Profile, why: str, area: str = "") -> None:
        super().__init__(("question",), f"the {profile.name} profile does not support this "
                                        f"question: {why}", code="unsupported",
                         profile=profile.name, area=area)
        self.why = why


@dataclass(frozen=True)
class Explanation:
    """A language-free explanation: the sentences (:class:`~.lines.Line`, keys of a text
    catalogue) and the clauses the answer rests on, most important first, each once."""

    lines: tuple[Line, ...]
    clauses: tuple[str, ...]


#: Sentence keys every question may use: a whole sentence that is an engine refusal.
SHARED_CLAUSES: dict[str, tuple[str, ...]] = {"reason": ()}


def cited_by(line: Line, declared: dict) -> list[str]:
    """The clauses a line's sentence cites: its key's (``declared``, or
    :data:`SHARED_CLAUSES`; ``"{name}"`` there stands for the clauses of the
    :class:`~.lines.ClauseRefs` parameter ``name``), then those of the refusals and inline
    sentences it holds."""
    params = dict(line.params)
    out = []
    for c in declared[line.key] if line.key in declared else SHARED_CLAUSES[line.key]:
        if c.startswith("{"):               # the clauses of a ClauseRefs parameter, here
            out += params[c.strip("{}")].clauses
        else:
            out.append(c)
    for _, value in line.params:
        if isinstance(value, Reason):
            out += reason_clauses(value)
        elif isinstance(value, Join):
            for piece in value.items:
                out += cited_by(piece, declared)
    return out


def explanation(lines: Iterable[Line], clauses: Iterable[str], declared: dict) -> Explanation:
    """An :class:`Explanation` whose clauses are ``clauses`` and then those its sentences
    cite (``declared``: sentence key → clauses; :func:`cited_by`), each once."""
    lines = tuple(lines)
    out: list[str] = []
    for c in list(clauses) + [c for line in lines for c in cited_by(line, declared)]:
        if c and c not in out:
            out.append(c)
    return Explanation(lines, tuple(out))


# -- hand sizes ------------------------------------------------------------------------------

def final_key(key: str, contract: Any) -> str:
    """A final-round sentence's key, or its ``_discard`` form under house rules whose final
    round lays down every card but one and discards it
    (:attr:`~generator.engine.profile.Contract.final_discard`, 7.4)."""
    return key + "_discard" if contract.final_discard else key


def purchase_step(profile: Profile = CONTRATO) -> int:
    """The cards a purchase adds to a hand: the card bought and the penalty cards (6.3: 2);
    0 under house rules without buying (6.1), 1 or 3 with another number of penalty cards."""
    return 1 + profile.buy_penalty if profile.buying else 0


def _sizes(base: int, step: int, size: int) -> bool:
    """Whether ``size`` is ``base`` plus some number of ``step``."""
    if step == 0:
        return size == base
    return size >= base and (size - base) % step == 0


def _plus(base: int, step: int, joint: str, each: str, more: int = 2) -> str:
    """"12 cards<joint>plus 2 <each> (12, 14…)" (``more`` examples after ``base``), or
    "12 cards" without buying."""
    if step == 0:
        return f"{base} cards"
    shown = ", ".join(str(base + k * step) for k in range(more + 1))
    return f"{base} cards{joint}plus {step} {each} ({shown}…)"


def _house_size(round_: int, base: int, step: int, size: int, clause: str) -> "Why":
    """A hand size that house rules' purchases (another number of penalty cards, or no
    buying at all: :func:`purchase_step`) cannot give."""
    return Why(f"under these house rules a round {round_} hand here holds "
               f"{_plus(base, step, ' ', 'per purchase')}, not {size} (rules 2.2, 6.3)",
               clause, code="hand-size-house", round=round_,
               sizes=", ".join(str(base + k * step) for k in range(3)) + "…" if step else
               str(base), size=size)


def size_problem(kind: str, round_: int, size: int,
                 profile: Profile = CONTRATO) -> tuple[str, str] | None:
    """Why a hand of ``size`` cannot be a ``kind`` hand in ``round_``, as ``(message,
    clause)``, or ``None`` when it fits: a can-open hand is after the draw (deal + 1, plus 2
    per purchase: 2.2, 5.1, 6.3; plus :func:`purchase_step` under house rules); a penalty
    hand of round 7 is the whole hand (7.4)."""
    deal = profile.deal_size(round_)
    final = profile.contract(round_).whole_hand
    step = purchase_step(profile)
    if kind in ("can-open", "final-round"):
        base = deal + 1
        if not _sizes(base, step, size):
            if step != 2:
                return _house_size(round_, base, step, size, "2.2")
            return Why(f"a round {round_} hand after the draw holds {base} cards, plus 2 for "
                       f"each purchase ({base}, {base + 2}, {base + 4}…), not {size} "
                       f"(rules 2.2, 5.1, 6.3)", "2.2", code="hand-size-drawn", round=round_,
                       base=base, more=base + 2, most=base + 4, size=size)
    elif kind == "penalty" and final and not _sizes(deal, step, size):
        if step != 2:
            return _house_size(round_, deal, step, size, "7.4")
        return Why(f"in round 7 nobody lays down before going out, so a hand left holds {deal} "
                   f"cards plus 2 per purchase ({deal}, {deal + 2}…), not {size} (rules 7.4, "
                   f"6.3)", "7.4", code="hand-size-final", round=round_, base=deal,
                   more=deal + 2, size=size)
    return None


class Why(tuple):
    """A problem as ``(message, clause)`` — unpacked into a :class:`SituationError` — with its
    ``code`` and ``params`` for the message in any language."""

    def __new__(cls, message: str, clause: str | None, *, code: str, **params: Any) -> "Why":
        self = super().__new__(cls, (message, clause))
        self.code = code
        self.params = params
        return self

    def error(self, path: Sequence[Any]) -> "SituationError":
        """This problem as a :class:`SituationError` at ``path``."""
        return SituationError(path, self[0], self[1], code=self.code, **self.params)


def unopened_size_problem(round_: int, size: int, *, drawn: bool,
                          profile: Profile = CONTRATO) -> tuple[str, str] | None:
    """Why a player who has not opened cannot hold ``size`` cards in ``round_``: the deal,
    plus 1 after this turn's draw (``drawn``), plus 2 per purchase (2.2, 5.1, 6.3;
    :func:`purchase_step` under house rules)."""
    base = profile.deal_size(round_) + (1 if drawn else 0)
    step = purchase_step(profile)
    if not _sizes(base, step, size):
        if step != 2:
            return _house_size(round_, base, step, size, "2.2")
        when = "after the draw " if drawn else ""
        return Why(f"a round {round_} player who has not opened holds {base} cards {when}plus "
                   f"2 for each purchase ({base}, {base + 2}…), not {size} (rules 2.2, 5.1, "
                   f"6.3)", "2.2", code="hand-size-unopened", round=round_, base=base,
                   more=base + 2, size=size)
    return None


def drawn_hand_possible(size: int) -> bool:
    """Whether a hand of ``size`` cards can be one just drawn to: a player starts a turn with
    at least one card (a hand emptied ends the round at once, 8.1) and draws one (5.1), so at
    least 2. A smaller hand is the hand later in the turn, after other cards were played.

    >>> drawn_hand_possible(2), drawn_hand_possible(1)
    (True, False)
    """
    return size >= 2


def opened_size_problem(round_: int, opened: str, size: int,
                        profile: Profile = CONTRATO) -> tuple[str, str] | None:
    """Why a hand of ``size`` cards after the draw cannot belong to a player whose opening
    status is ``opened`` (:data:`OPENED`) in ``round_``, as ``(message, clause)``, or
    ``None``: not opened — the deal + 1 + 2 per purchase; opened this turn — that, minus the
    contract just laid down (2.2, 5.1, 5.2, 6.3); opened earlier — any number. Under house
    rules a purchase adds :func:`purchase_step` cards."""
    if opened == "no":
        return unopened_size_problem(round_, size, drawn=True, profile=profile)
    if opened == "this-turn":
        base = profile.deal_size(round_) + 1 - profile.contract(round_).min_cards(profile)
        step = purchase_step(profile)
        if not _sizes(base, step, size):
            return (f"a player who opened on this turn of round {round_} holds "
                    f"{_plus(base, step, ' after the lay-down, ', 'per purchase', 1)}, not "
                    f"{size} (rules 2.2, 5.2, 6.3)", "5.2")
    return None


# -- a round between turns: what a situation may say of it ------------------------------------

@dataclass(frozen=True)
class RoundFacts:
    """What a situation says of a round at the start of a turn (before the active player's
    draw), each ``None`` when it does not say: ``round``, ``turn`` (from 1), ``sizes`` (each
    seat's hand size, seats from 0), ``opened`` (per seat, whether the player has opened),
    ``stock`` and ``discard`` (the piles' sizes), ``table`` (the cards on the table).
    ``paths``: the field each fact was read from (``sizes`` → ``("hands",)``), where a
    problem is reported."""

    round: int | None = None
    turn: int | None = None
    sizes: tuple[int, ...] | None = None
    opened: tuple[bool, ...] | None = None
    stock: int | None = None
    discard: int | None = None
    table: int | None = None
    paths: tuple[tuple[str, tuple], ...] = ()

    def path(self, fact: str) -> tuple:
        return dict(self.paths).get(fact, (fact,))


def table_capacity(contract: Any, profile: Profile = CONTRATO) -> int:
    """The most cards one player's contract can ever hold on the table, lay-offs included: a
    sequence at most ``max_sequence_length`` (3.4), a group at most the profile's longest, or
    every card of its rank and every joker (3.5, 1.2). A bound, not a count (the jokers are
    shared by all the melds)."""
    group = profile.max_group_length or (4 * profile.decks + profile.jokers)
    return contract.groups * group + contract.sequences * profile.max_sequence_length


def purchases_from_piles(f: RoundFacts, profile: Profile = CONTRATO) -> tuple[int, int] | None:
    """``(purchases, takes)`` the piles' sizes at the start of turn ``t`` say were made, while
    the stock cannot have run out yet (``None`` when it may have, 9.1, or a fact is missing):
    from the deal's stock ``S`` and the card turned up (2.6), each of the ``t − 1`` turns
    played drew a card — from the stock, or the discard top (``takes``) — and discarded one
    (5.1, 5.5), and each purchase took the discard top and the penalty cards from the stock
    (6.3), so ``discard = t − takes − purchases`` and ``stock = S − (t − 1 − takes) −
    penalty × purchases``. The stock may have run out only after ``t − 1 + penalty × t`` cards
    could leave it (at most one purchase per discard). The values may be negative or not
    whole: then no play gives these piles."""
    r, t = f.round, f.turn
    if r is None or t is None or t < 2 or f.stock is None or f.discard is None:
        return None
    start = profile.initial_stock(r)
    q = profile.buy_penalty if profile.buying else 0
    if t - 1 + q * t >= start:
        return None
    step = 1 + q
    twice = start + 1 - f.discard - f.stock          # step × purchases
    purchases = twice / step if twice % step else twice // step
    return purchases, t - f.discard - purchases


def _piles_turn_problems(f: RoundFacts, profile: Profile) -> list["SituationError"]:
    """The piles against the turn (:func:`purchases_from_piles`): whole numbers of purchases
    and takes, as many purchases as the hands of the seats that have not opened show (none
    without buying), no more takes than turns played."""
    found = purchases_from_piles(f, profile)
    if found is None:
        return []
    purchases, takes = found
    deal = profile.deal_size(f.round)
    step = purchase_step(profile)
    known = 0
    if f.sizes is not None and step:
        known = sum((size - deal) // step for seat, size in enumerate(f.sizes)
                    if not (f.opened is not None and f.opened[seat]) and size >= deal)
    ok = (isinstance(purchases, int) and purchases >= known and (profile.buying or not purchases)
          and isinstance(takes, int) and 0 <= takes <= f.turn - 1)
    if ok:
        return []
    penalty = profile.buy_penalty
    return [SituationError(f.path("stock"), f"on turn {f.turn} of round {f.round} the stock "
                           f"cannot have run out nor been rebuilt yet, so no play reaches that "
                           f"turn with {f.stock} cards in the stock and {f.discard} in the "
                           f"discard pile: the round starts with {profile.initial_stock(f.round)} "
                           f"cards in the stock and 1 in the discard pile (2.6), each turn draws a "
                           f"card and discards one (5.1), each purchase takes the discard top "
                           f"and {penalty} stock card{'' if penalty == 1 else 's'} (6.3)", "2.6",
                           code="piles-turn", turn=f.turn, round=f.round, stock=f.stock,
                           discard=f.discard, start=profile.initial_stock(f.round),
                           from_stock=penalty)]


def piles_total_problem(f: RoundFacts, profile: Profile = CONTRATO) -> "SituationError | None":
    """Why the stock and the discard pile cannot hold ``f.stock + f.discard`` cards together at
    the start of a turn of the round, at any turn (the stock rebuilt or not): the round starts
    with ``initial_stock + 1`` cards in them (2.6); a turn draws one and discards one (5.1), a
    rebuild turns the discard pile but its top into the stock (9.1), melds and lay-offs take
    cards from the hands, and the round is over once a hand is emptied (8.1, 7.4) or a needed
    draw — a purchase's penalty card too — is impossible (9.2, D9, D14): only a purchase takes
    cards out of the piles, the discard top and the penalty cards (6.3). So the total is
    ``initial_stock + 1 − step × purchases`` (:func:`purchase_step`; under house rules without
    buying, always the first), with at least the purchases the hands of the seats that have not
    opened show. Without the round, some round of the profile must fit; without the turn, the
    facts are not said to be a turn's start and nothing is checked. ``None``: possible."""
    if f.stock is None or f.discard is None or f.turn is None or f.turn == 1:
        return None     # without a turn, listed piles are only their top cards (README)
    step = purchase_step(profile)
    total = f.stock + f.discard
    rounds = ((f.round,) if f.round is not None else
              tuple(range(1, len(profile.contracts) + 1)))
    starts = sorted({profile.initial_stock(r) + 1 for r in rounds}, reverse=True)
    known = 0
    if f.round is not None and f.sizes is not None and step:
        deal = profile.deal_size(f.round)
        known = sum((size - deal) // step for seat, size in enumerate(f.sizes)
                    if not (f.opened is not None and f.opened[seat]) and size >= deal)
    for start in starts:
        most = start - step * known
        if total == most if not step else (total <= most and (most - total) % step == 0):
            return None
    start, other = starts[0], (starts[1] if len(starts) > 1 else 0)
    most = start - step * known
    listed = "" if other else f" ({start}, {start - step}…)"
    shown = (f", and the hands of the seats that have not opened show {known} purchase"
             f"{'' if known == 1 else 's'}, so at most {most}" if known else "")
    each = (f"less {step} per purchase made in the round{listed}{shown}" if step else
            "always (nobody buys under these house rules)")
    where = f"in round {f.round}" if f.round is not None else "in any round"
    begins = f"{start}" + (f" or {other} (by the round)" if other else "")
    penalty = profile.buy_penalty
    return SituationError(
        f.path("stock"), f"the stock ({f.stock}) and the discard pile ({f.discard}) hold "
        f"{total} cards together, which no play gives {where}: at the start of every turn they "
        f"hold {begins} cards {each}; the round starts with them (2.6), a turn draws a card and "
        f"discards one (5.1) and a rebuild turns the discard pile into the stock (9.1) without "
        f"changing their total" + (f", and only a purchase takes cards out of them, the "
                                   f"discard top and {penalty} stock card"
                                   f"{'' if penalty == 1 else 's'} (6.3)" if step else
                                   " (6.1)"), "6.3" if step else "6.1",
        code="piles-total", stock=f.stock, discard=f.discard, total=total,
        round=f.round or 0, start=start, other=other, step=step, known=known,
        most=most, next=start - step, from_stock=penalty)


def round_facts_problems(f: RoundFacts, profile: Profile = CONTRATO) -> list["SituationError"]:
    """Why these facts cannot stand together at the start of a turn of one round, in the
    order of the checks — the one check of possibility of a round's facts, used by every
    question that states them (``buy``, ``running-out``) and by the puzzles that show them:

    - in the final round nobody has opened during play: whoever opens goes out at once (7.4,
      D8);
    - a seat that has not opened holds the deal plus 2 per purchase (2.2, 6.3;
      :func:`purchase_step` under house rules); one that has opened, at least a card (a hand
      emptied ended the round, 5.5, 8.1);
    - on the first turn the discard pile is the card turned up at the deal, nobody has opened,
      every hand holds the deal and the stock the rest (2.3, 2.6);
    - the discard pile starts with one card and each turn adds at most one (2.3, 5.1), so it
      holds at most as many cards as the turn's number; and while the stock cannot have run
      out, its size and the discard pile's are those some play gives
      (:func:`purchases_from_piles`: draws, takes and purchases, 2.6, 5.1, 6.3);
    - the cards add up to the pack (1.2, 2.5): what the hands and the piles do not hold is on
      the table — nothing while nobody has opened; for the seats that have, at least their
      contracts (5.2) and at most what those melds can ever hold (5.3: no other meld is laid
      down; :func:`table_capacity`); exactly the table's cards when they are given.

    Without the hand sizes, the piles hold at most what the deal leaves out of the hands
    (:func:`piles_problem`, 2.6). Returns :class:`SituationError` values (empty: possible)."""
    out: list[SituationError] = []
    if f.stock is not None and f.discard is not None and f.sizes is None:
        # the hands not said: the piles hold at most what the deal leaves out of them (2.6)
        why = piles_problem(f.stock, f.discard, profile, f.path("piles"))
        if why:
            return [why]
    r = f.round
    final = r is not None and profile.contract(r).whole_hand
    if f.opened is not None and final and any(f.opened):
        seat = f.opened.index(True)
        out.append(SituationError(f.path("opened"), f"seat {seat + 1} cannot have opened: in "
                                  f"round {r} whoever opens goes out at once (7.4), so nobody "
                                  f"still playing has opened", "D8",
                                  code="seat-opened-final-round", seat=seat + 1, round=r))
    if f.sizes is not None and r is not None:
        for seat, size in enumerate(f.sizes):
            opened = f.opened is not None and f.opened[seat]
            at = f.path("sizes") + (seat,)
            if not opened:
                why = unopened_size_problem(r, size, drawn=False, profile=profile)
                if why:
                    out.append(why.error(at))
            elif size < 1:
                out.append(SituationError(at, f"seat {seat + 1} has opened and holds no card: "
                                              f"a player who empties the hand has gone out and "
                                              f"the round is over (5.5, 8.1)", "5.5",
                                          code="seat-no-card", seat=seat + 1))
    if f.turn == 1:
        deal = profile.deal_size(r) if r is not None else None
        wrong = ((f.discard is not None and f.discard != 1)
                 or (f.opened is not None and any(f.opened))
                 or (deal is not None and f.sizes is not None
                     and any(x != deal for x in f.sizes))
                 or (r is not None and f.stock is not None
                     and f.stock != profile.initial_stock(r)))
        if wrong:
            # every fact of a first turn, the stock's count too when the round says it (2.6)
            left = profile.initial_stock(r) if r is not None else 0
            facts = ("nobody has opened and every hand holds the deal" if r is None else
                     f"nobody has opened, every hand holds the deal and the stock holds "
                     f"{left} card{'' if left == 1 else 's'}")
            out.append(SituationError(f.path("turn"), "on the first turn of a round the discard "
                                      f"pile is the card turned up at the deal, {facts} "
                                      "(2.3, 2.6)", "2.3",
                                      code="first-turn", **({"round": r, "deal": deal,
                                      "stock": profile.initial_stock(r)} if r else
                                      {"round": 0, "deal": 0, "stock": 0})))
    elif f.turn is not None and f.discard is not None and f.discard > f.turn:
        out.append(SituationError(f.path("discard"), f"on turn {f.turn} the discard pile holds "
                                  f"at most {f.turn} cards: it starts with one and each turn adds "
                                  f"one at most (2.3, 5.1), not {f.discard}", "5.1",
                                  code="discard-turn", turn=f.turn, size=f.discard))
    turn_problems = _piles_turn_problems(f, profile)
    out += turn_problems
    total = None if turn_problems else piles_total_problem(f, profile)
    if total:
        out.append(total)
    if f.sizes is not None and f.stock is not None and f.discard is not None:
        held = sum(f.sizes) + f.stock + f.discard
        rest = profile.pack_size - held
        opened = sum(f.opened) if f.opened is not None else 0
        least = (opened * profile.contract(r).min_cards(profile)) if r is not None else 0
        most = (opened * table_capacity(profile.contract(r), profile)) if r is not None else (
            profile.pack_size)
        if f.table is not None:
            bad = rest != f.table
        else:
            bad = rest < 0 or (rest != 0 if not opened else not least <= rest <= most)
        if bad:
            case = ("over" if rest < 0 else "table" if f.table is not None else
                    "most" if opened and rest > most else "least" if opened else "none")
            out.append(SituationError(f.path("sizes"), f"the hands ({sum(f.sizes)} cards), the "
                                      f"stock ({f.stock}) and the discard pile ({f.discard}) hold "
                                      f"{held} of the {profile.pack_size} cards, which leaves "
                                      f"{rest} for the table, where there are "
                                      + (f"{f.table}" if f.table is not None else
                                         f"from {least} to {most}" if opened else "none")
                                      + " (1.2, 2.5, 5.2)", "2.5", code="cards-count",
                                      held=held, pack=profile.pack_size, spare=rest,
                                      opened=opened, least=least, most=most, case=case,
                                      table=-1 if f.table is None else f.table))
    return out


# -- reading plain data -----------------------------------------------------------------------

def card_tokens(value: Any, path: tuple) -> list[tuple[str, tuple]]:
    """The card tokens of a field written as one string (``"7♥ 8♥, JK"``) or a list, each
    with the path it is reported at (a list item has its own)."""
    if isinstance(value, str):
        return [(t, path) for t in value.replace(",", " ").replace(";", " ").split()]
    if isinstance(value, (list, tuple)):
        return [(str(t), path + (i,)) for i, t in enumerate(value)]
    raise SituationError(path, "cards are text (\"7♥ 8♥ JK\") or a list of cards",
                         code="cards-type")


def read_cards(value: Any, path: tuple, *, declared: bool = False,
               empty_ok: bool = False) -> tuple[Card, ...]:
    """Cards written as one string or a list. ``declared``: jokers may carry a value
    (``JK=7♠``, on the table); otherwise a declared joker is refused (3.7: a joker in a hand or
    a pile has no value yet)."""
    cards: list[Card] = []
    tokens = card_tokens(value, path)
    for pos, (token, at) in enumerate(tokens, start=1):
        try:
            card = parse_card(token)
        except CardNotationError as err:
            where = f"card {pos} " if at == path else ""
            raise SituationError(at, f"{where}{token!r}: {err.detail}", code="card-notation",
                                 cause=err, token=token,
                                 pos=pos if at == path else None) from None
        if card.is_joker and card.declared is not None and not declared:
            raise SituationError(at, f"{token!r}: a joker in hand has no declared value yet "
                                     f"(it declares one when it is played); write JK", "3.7",
                                 code="hand-joker-declared", token=token)
        cards.append(card)
    if not cards and not empty_ok:
        raise SituationError(path, "no cards", code="no-cards")
    return tuple(cards)


def read_one_card(value: Any, path: tuple, *, in_hand: Sequence[Card] | None = None,
                  why: str = "") -> Card:
    """One card (a joker without a value, or a natural card); with ``in_hand``, a card of
    that hand (3.6: ``why`` ends the message when it is not)."""
    cards = read_cards(value, path)
    if len(cards) != 1:
        raise SituationError(path, f"one card, not {len(cards)}", code="one-card",
                             count=len(cards))
    card = cards[0]
    if in_hand is not None and card.physical not in [c.physical for c in in_hand]:
        raise SituationError(path, f"{card} is not in the hand{why}", code="not-in-hand",
                             cards=card.unicode())
    return card


def check_possible(fields: Iterable[tuple[tuple, Sequence[Card], Sequence[tuple]]],
                   profile: Profile = CONTRATO) -> None:
    """All the cards of a situation together must be able to exist at once in the pack (1.2).
    ``fields``: ``(path, cards, paths)`` in the order the situation lists them, each card
    with the path it was written at. The error is at the first field where the pack's limit
    is passed, at the card beyond it."""
    cards: list[Card] = []
    paths: list[tuple] = []
    for path, group, where in fields:
        cards += list(group)
        paths += list(where)
        try:
            check_cards(cards, profile)
        except ImpossibleCardsError as err:
            at = path
            bad = err.params.get("card")
            seen = 0
            for card, p in zip(cards, paths):
                if (bad is None and card.is_joker) or (bad is not None
                                                       and card.physical.ascii() == bad):
                    seen += 1
                    if seen > err.params.get("limit", 0):
                        at = p
                        break
            raise SituationError(at, str(err), err.clause, code="impossible-cards",
                                 cause=err) from None


def card_paths(value: Any, path: tuple, cards: Sequence[Card]) -> list[tuple]:
    """The path each card of a field was written at (a list item's own, or the field's)."""
    if isinstance(value, (list, tuple)):
        return [path + (i,) for i in range(len(cards))]
    return [path] * len(cards)


def read_hand(data: dict, name: str = "hand", *, empty_ok: bool = False,
              declared: bool = False, check: bool = True, round_: int | None = None,
              profile: Profile = CONTRATO) -> tuple[Card, ...]:
    """The hand at ``data[name]``: notation, no declared joker (3.7; ``declared`` lets a
    joker say what it stood for), no more cards than a hand of ``round_`` can hold
    (:func:`hand_size_most`; any round's when ``None``), cards the pack can hold (1.2;
    ``check=False`` when the caller checks them together with the rest of the situation)."""
    value = data[name]
    if isinstance(value, str) and not value.split() and not empty_ok:
        raise SituationError((name,), "empty hand", code="no-cards")
    cards = read_cards(value, (name,), empty_ok=empty_ok, declared=declared)
    why = hand_size_problem(len(cards), round_, profile)
    if why:
        raise why.error((name,))
    if check:
        check_possible([((name,), cards, card_paths(value, (name,), cards))], profile)
    return cards


def hand_size_most(round_: int | None = None, profile: Profile = CONTRATO) -> int:
    """The most cards one hand can hold in ``round_`` (in any round when ``None``): every
    other player keeps in hand or has laid down at least the cards dealt to them, since each
    draws before discarding and a purchase only adds cards (2.2, 5.1, 6.3), so a hand holds
    at most the pack less the other hands as dealt: 107 − 3 × 10 = 77 in rounds 1–3,
    107 − 3 × 12 = 71 in rounds 4–7 (1.2).

    >>> hand_size_most(1), hand_size_most(7), hand_size_most()
    (77, 71, 77)
    """
    rounds = range(1, profile.rounds + 1) if round_ is None else (round_,)
    return max(profile.pack_size - (profile.players - 1) * profile.deal_size(r)
               for r in rounds)


def hand_size_problem(size: int, round_: int | None = None,
                      profile: Profile = CONTRATO) -> "Why | None":
    """Why a hand of ``size`` cards cannot be held in ``round_`` (any round when ``None``):
    more than :func:`hand_size_most`; ``None`` when it can."""
    most = hand_size_most(round_, profile)
    if size <= most:
        return None
    others = profile.players - 1
    if round_ is None:
        deal = min(profile.deal_sizes)
        return Why(f"a hand of {size} cards: the other {others} players keep at least the "
                   f"{deal} cards each was dealt, in hand or on the table, so a hand holds "
                   f"at most {most} of the {profile.pack_size} cards (rules 2.2, 1.2)", "2.2",
                   code="hand-too-big-any", size=size, most=most, others=others, deal=deal,
                   pack=profile.pack_size)
    deal = profile.deal_size(round_)
    return Why(f"a hand of {size} cards: in round {round_} the other {others} players keep at "
               f"least the {deal} cards each was dealt, in hand or on the table, so a hand "
               f"holds at most {most} of the {profile.pack_size} cards (rules 2.2, 1.2)",
               "2.2", code="hand-too-big", size=size, most=most, round=round_,
               others=others, deal=deal, pack=profile.pack_size)


def piles_most(profile: Profile = CONTRATO) -> tuple[int, int]:
    """``(stock, both)``: the most cards the stock, and the stock and the discard pile
    together, can hold at any time of any round: the deal leaves 66 in the stock and 1 in
    the discard pile in rounds 1–3 (2.6), fewer in rounds 4–7; afterwards each turn takes one
    card from the piles and gives one back, a purchase takes two, and a rebuild (9.1) turns
    all of the discard pile but its top into the stock.

    >>> piles_most()
    (66, 67)
    """
    stock = max(profile.initial_stock(r) for r in range(1, profile.rounds + 1))
    return stock, stock + 1


def piles_problem(stock: int, discard: int, profile: Profile = CONTRATO,
                  path: tuple = ("discard",)) -> "SituationError | None":
    """Why a stock of ``stock`` cards and a discard pile of ``discard`` cannot be
    (:func:`piles_most`, 2.6), as an error at ``path``; ``None`` when they can."""
    most_stock, most = piles_most(profile)
    hands = profile.pack_size - most
    if stock > most_stock:
        return SituationError(("stock",), f"a stock of {stock} cards: the deal leaves at most "
                                          f"{most_stock} in it, and it never grows beyond "
                                          f"(rule 2.6)", "2.6", code="stock-too-big",
                              stock=stock, most=most_stock)
    if stock + discard > most:
        return SituationError(path, f"{stock} (stock) + {discard} (discard) cards: the deal "
                                    f"puts at least {hands} cards in the {profile.players} "
                                    f"hands, so the piles hold at most {most} together, and "
                                    f"they never grow (rules 2.6, 2.2)", "2.6",
                              code="piles-too-big", stock=stock, discard=discard, most=most,
                              hands=hands, players=profile.players)
    return None


def require(data: Any, fields: Sequence[str], optional: Sequence[str] = ()) -> dict:
    """``data`` as a mapping (a copy) with every field of ``fields`` and no field outside
    ``fields`` and ``optional``; :class:`SituationError` otherwise (``data`` may be anything
    plain data holds)."""
    if not isinstance(data, dict):
        raise SituationError((), "a situation is a mapping of fields", code="not-a-mapping")
    data = dict(data)
    for name in fields:
        if name not in data:
            raise SituationError((), f"missing field {name!r}", code="missing-field",
                                 name=name)
    allowed = set(fields) | set(optional)
    for name in data:
        if name not in allowed:
            raise SituationError((name,), f"unknown field {name!r}: the fields are "
                                          + ", ".join(list(fields) + list(optional)),
                                 code="unknown-field", name=name,
                                 fields=", ".join(list(fields) + list(optional)))
    return data


def read_int(data: dict, name: str, low: int, high: int | None = None,
             clause: str | None = None) -> int:
    """A whole number from ``low`` to ``high``."""
    value = data[name]
    if isinstance(value, bool) or not isinstance(value, int):
        raise SituationError((name,), f"{name} is a whole number, not {value!r}",
                             code="not-a-number", name=name, value=repr(value))
    if value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"{low} or more"
        raise SituationError((name,), f"{name} is {span}, not {value}", clause,
                             code="number-range" if high is not None else "number-at-least",
                             name=name, low=low, high=high, value=value)
    return value


def read_reshuffles(data: dict, profile: Profile = CONTRATO, name: str = "reshuffles") -> int:
    """How many times the stock has been rebuilt from the discard pile so far in the round
    (9.1): ``0`` when not given; at most :attr:`~generator.engine.profile.Profile.max_reshuffles`
    (D14: 3; a fourth would have ended the round)."""
    if name not in data:
        return 0
    return read_int(data, name, 0, profile.max_reshuffles, "D14")


def _table_meld(cards: tuple[Card, ...], at: tuple, i: int, profile: Profile,
                free: bool = False) -> Meld:
    """One meld of the table as written: undeclared jokers read at their place
    (:func:`~generator.engine.melds.make_meld`, D2); when that reading fails, the meld its
    cards make whatever their order (:func:`~generator.engine.melds.meld_readings`, 3.7) if
    there is only one, so that a joker written out of place (``3♠ 5♠ 6♠ JK``) is the card it
    must be (``JK=4♠``); when there are several, the jokers' values must be written — or,
    ``free`` (melds being laid down, whose jokers are declared now), the first of them."""
    try:
        return make_meld(cards, profile=profile)
    except MeldError as err:
        if err.code == "meld-ambiguous" or not free_jokers(cards):
            raise
        readings = meld_readings(cards, profile=profile)
        if not readings:
            # why the cards make no meld, the same for every order of them, each joker read
            # in the place it fills (D2)
            raise meld_refusal(cards, profile=profile) from None
        if len(readings) == 1 or (free and len({m.kind for m in readings}) == 1):
            return readings[0]
        if len({m.kind for m in readings}) == 1:
            choices = "|".join(" ".join(str(c) for c in m.cards if c.is_joker)
                               for m in readings)
            raise SituationError(at, f"meld {i + 1}: its jokers could stand for "
                                     f"{choices.replace('|', ' or ')}: write their values",
                                 "3.7", placed=True, code="table-meld-jokers", n=i + 1,
                                 meld=format_cards(cards), choices=choices) from None
        raise


def read_table(data: dict, name: str = "table", profile: Profile = CONTRATO, *,
               of: str = "the table", free: bool = False) -> tuple[tuple[Meld, ...], list]:
    """The melds on the table (or of a lay-down: ``of`` names them in messages), in the order
    laid down: each a string or list of cards, undeclared jokers standing for the card of
    their place in a sequence (D2) or the group's rank. Each must be a meld
    (:func:`~generator.engine.melds.make_meld`, 3.1–3.7, D1, D2). Returns the melds and, for
    :func:`check_possible`, ``(path, cards, paths)`` of each."""
    value = data.get(name, [])
    if not isinstance(value, (list, tuple)):
        raise SituationError((name,), "the table is a list of melds, each a string or a list "
                                      "of cards", code="table-type")
    melds: list[Meld] = []
    located = []
    for i, item in enumerate(value):
        at = (name, i)
        cards = read_cards(item, at, declared=True)
        located.append((at, cards, card_paths(item, at, cards)))
        try:
            melds.append(_table_meld(cards, at, i, profile, free))
        except ImpossibleCardsError as err:
            raise SituationError(at, str(err), err.clause, code="impossible-cards",
                                 cause=err) from None
        except MeldError as err:
            hint = (" (add the jokers' values: JK=7 for a group, JK=8♠ for a sequence)"
                    if err.code == "meld-ambiguous" else "")
            raise SituationError(at, f"meld {i + 1} of {of} is not a meld: "
                                     f"{err.reason}{hint}", err.clause, placed=True,
                                 code="table-meld-ambiguous" if hint else "table-meld",
                                 cause=err, n=i + 1, meld=format_cards(cards)) from None
    return tuple(melds), located


#: How far the player has opened: not at all, on this very turn, or on an earlier turn.
OPENED = ("no", "this-turn", "earlier")


def read_opened(data: dict, name: str = "opened", allowed: Sequence[str] = OPENED,
                default: str | None = None) -> str:
    """``opened`` as one of :data:`OPENED` (YAML's ``no`` — false — is ``"no"``)."""
    if name not in data:
        if default is None:
            raise SituationError((), f"missing field {name!r}", code="missing-field", name=name)
        return default
    value = data[name]
    value = "no" if value is False else value
    if value not in allowed:
        raise SituationError((name,), "opened is " + ", ".join(allowed)
                             + ": has the player opened? not yet (no), on this very turn "
                               "(this-turn) or on an earlier turn (earlier)",
                             code="opened-value", allowed=", ".join(allowed))
    return value


def check_position(round_: int, table: Sequence[Meld], opened: str,
                   profile: Profile = CONTRATO, name: str = "table") -> int:
    """The table and the player's opening status as they can stand together, checked the same
    way for every question that has them (lay-off, joker-swap, go-out), so that an impossible
    state is refused alike by all: whole contracts on the table, one per player who opened
    (:func:`~generator.engine.contracts.check_table`: 4.1, 5.3; none in the final round,
    7.4); in the final round nobody is ever "opened" during a turn, since whoever opens goes
    out at once (7.4, D8); a player who opened has a contract on the table (5.2). Returns how
    many players opened; :class:`SituationError` otherwise."""
    try:
        opened_players = check_table(round_, table, profile)
    except ContractError as err:
        raise SituationError((name,), str(err), err.clause, code="table-position",
                             cause=err) from None
    if opened != "no" and profile.contract(round_).whole_hand:
        raise SituationError(("opened",), f"{opened!r} cannot be: in round {round_} whoever "
                                          f"opens goes out at once (7.4), so nobody has "
                                          f"opened during a turn", "D8",
                             code="opened-final-round", opened=opened, round=round_)
    if opened != "no" and not opened_players:
        raise SituationError(("opened",), f"{opened!r} cannot be with an empty table: a player "
                                          f"who opened laid the contract down there (rule "
                                          f"5.2)", "5.2", code="opened-empty-table",
                             opened=opened)
    if opened == "this-turn" and not has_fresh_contract(round_, table, profile):
        raise SituationError(("table",), f"'this-turn' cannot be with this table: a player who "
                                         f"opened on this very turn laid the round's contract "
                                         f"with each meld at its exact minimum length (5.2) "
                                         f"and nobody has laid off on it since (5.4), but no "
                                         f"such contract is on the table", "5.2",
                             code="this-turn-contract", round=round_)
    return opened_players


def has_fresh_contract(round_: int, table: Sequence[Meld], profile: Profile = CONTRATO) -> bool:
    """Whether the round's contract, just as it is laid down (5.2: each meld at its opening
    length, :func:`~generator.engine.contracts.validate_laydown`), is among ``table``'s melds:
    what a player who opened on this very turn left there, since nobody has played since and
    nobody lays off in the turn they open (5.4) (fourteenth ca reading #1)."""
    contract = profile.contract(round_)
    groups = [m for m in table if m.kind is MeldKind.GROUP]
    seqs = [m for m in table if m.kind is MeldKind.SEQUENCE]
    for gs in combinations(groups, contract.groups):
        for ss in combinations(seqs, contract.sequences):
            try:
                validate_laydown(round_, gs + ss, profile)
            except (ContractError, MeldError, ImpossibleCardsError):
                continue
            return True
    return False


def opened_flags(opened: str) -> dict[str, bool]:
    """``opened`` as the engine's keyword flags (5.4, 7.1, D7)."""
    return {"opened_before_this_turn": opened == "earlier",
            "opened_this_turn": opened == "this-turn"}
