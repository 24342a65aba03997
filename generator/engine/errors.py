"""Error types of the rules engine: one type per kind of mistake.

Every error carries ``clause``: the ID of the rule of ``rules-spec.md`` that the input breaks
(``"1.2"``, ``"D7"``), or ``None`` for pure notation errors; ``code``: a stable machine key so
that the site and the command-line tool can explain the error in a player's language; and
``params``: the values the message is built from. The English message always ends with the
clause it cites, e.g. ``"… (rule 1.2)"``, or with the clauses when several decide the case
together (``"… (rules 3.2, 3.1)"``: cards that are neither a sequence nor a group).

Every code is declared once in :data:`REFUSALS` (a :class:`Refusal`: the error type, the
clauses it may cite, the catalogue sentences that explain it in a player's language).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class ContratoError(Exception):
    """Base class of every error the engine raises on bad input or an illegal action."""

    clause: str | None = None

    def __init__(self, message: str, *, clause: str | None = None,
                 clauses: tuple[str, ...] | None = None, code: str = "error",
                 **params: Any) -> None:
        if clauses:
            clauses = tuple(dict.fromkeys(clauses))
            clause = clauses[0]
        if clause is not None:
            self.clause = clause
        self._clauses = clauses if clauses and len(clauses) > 1 else None
        self.code = code
        self.params = params
        self.reason = message
        if self._clauses:
            text = f"{message} (rules {', '.join(self._clauses)})"
        else:
            text = message if self.clause is None else f"{message} (rule {self.clause})"
        super().__init__(text)

    @property
    def clauses(self) -> tuple[str, ...]:
        """The clause IDs the error rests on, the first being :attr:`clause` (empty for
        notation errors): every clause that decides the case, and no other."""
        if self._clauses:
            return self._clauses
        return () if self.clause is None else (self.clause,)


class NotationError(ContratoError, ValueError):
    """Text that is not valid notation: the base of the notation errors below (a card, a
    move, a position). ``clause`` is ``None``: notation breaks no rule."""


class CardNotationError(NotationError):
    """A card token that is not valid notation (``"7X"``, ``"11S"``, ``"JK=JK"``).

    ``token`` is the offending text and ``position`` its 1-based place in the list of tokens
    (``None`` when a single token was parsed).
    """

    def __init__(self, message: str, *, token: str, position: int | None = None,
                 kind: str = "not-a-card") -> None:
        where = f"token {position} " if position is not None else ""
        super().__init__(f"{where}{token!r}: {message}", code="notation",
                         token=token, position=position, kind=kind)
        #: what is wrong, as a word (for a message in another language): ``unknown-rank``,
        #: ``not-a-card``, ``missing-suit``, ``unknown-suit``, ``not-text``, ``empty``,
        #: ``joker-value-missing``, ``joker-as-joker``, ``bad-joker-value``,
        #: ``value-on-natural``
        self.kind = kind
        self.token = token
        self.position = position
        self.detail = message


class ImpossibleCardsError(ContratoError, ValueError):
    """Cards that cannot exist together in the 107-card pack: a third copy of a natural card,
    a fourth joker (clause 1.2)."""

    clause = "1.2"


class MeldError(ContratoError, ValueError):
    """Cards that do not form the meld they are said to form (clauses 3.1–3.7, D1, D2)."""


class NeitherMeldError(MeldError):
    """Cards given without a kind that are neither a group nor a sequence: both refusals
    decide the case, so both clauses are cited (``K♣ K♦ A♦``: not one rank, 3.1; not one
    suit, 3.2). ``as_group`` and ``as_sequence`` are the two refusals; ``causes`` holds them
    with the kind the cards were most likely meant as first (``meant_group``: cards of one
    rank, or jokers only), and :attr:`clauses` follows that order. ``text`` is the cards."""

    def __init__(self, text: str, as_group: MeldError, as_sequence: MeldError, *,
                 meant_group: bool) -> None:
        causes = (as_group, as_sequence) if meant_group else (as_sequence, as_group)
        why_group = as_group.reason.removeprefix(f"{text}: ")
        why_sequence = as_sequence.reason.removeprefix(f"{text}: ")
        super().__init__(
            f"{text} is neither a group ({why_group}) nor a sequence ({why_sequence})",
            clauses=tuple(c for err in causes for c in err.clauses), code="meld-neither",
            meld=text)
        self.as_group = as_group
        self.as_sequence = as_sequence
        self.causes = causes


class ContractError(ContratoError, ValueError):
    """A proposed lay-down that is not the round's contract (clauses 4.1–4.3, 5.2, 7.4)."""


class IllegalMoveError(ContratoError):
    """A move that the rules do not allow in this state (sections 5–9)."""


class MoveNotationError(NotationError):
    """A move's text that is no move (``"8♥>0"``, ``"draw"``; see
    :func:`~generator.engine.moves.parse_move`). ``text`` is the text read."""

    def __init__(self, message: str, *, text: str) -> None:
        super().__init__(message, code="move-notation", text=text)
        self.text = text


class PositionNotationError(NotationError):
    """A round position's text that is no position (a missing field, a seat that does not
    exist; see :mod:`~generator.engine.position`). ``field`` names the field."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        where = f"{field}: " if field else ""
        super().__init__(f"{where}{message}", code="position-notation", field=field)
        self.field = field


class HouseRulesCodeError(NotationError):
    """A house-rules code that is no code (see :mod:`~generator.engine.house`): an unknown
    version or option, a value the option does not take, an option given twice, options that
    contradict each other, or a rule the engine does not model (then ``clause`` names the
    clause the rule would change). ``token`` is the offending part of the code (``"a9"``),
    ``key`` the option's letter, ``problem`` a stable key: ``version``, ``syntax``,
    ``unknown-option``, ``bad-value``, ``twice``, ``conflict`` or ``unmodelled``."""

    def __init__(self, message: str, *, code_text: str, token: str | None = None,
                 key: str | None = None, problem: str, clause: str | None = None) -> None:
        where = f"{token!r}: " if token is not None else ""
        super().__init__(f"house-rules code {code_text!r}: {where}{message}", clause=clause,
                         code="house-rules-code", token=token, key=key, problem=problem,
                         text=code_text, detail=message)
        self.token = token
        self.key = key
        self.problem = problem
        self.text = code_text
        self.detail = message


# -- the refusal catalogue ------------------------------------------------------------------------

@dataclass(frozen=True)
class Refusal:
    """One kind of refusal, declared once: every ``code`` the engine raises is here.

    - ``code``: the stable key the error carries (:attr:`ContratoError.code`);
    - ``error``: the error type raised with it;
    - ``clauses``: the clauses an error with this code may cite (``()`` for notation);
    - ``by_clause``: the explanation differs with the clause cited, so there is one sentence
      per clause (``opening-turn``: 5.4 for a lay-off, 7.1 for a joker swap);
    - ``summary``: what it means, in English.

    A player reads it in their language through :attr:`sentences`: keys of the text
    catalogue ``docs/<lang>/verdict.ftl`` (a test checks that every language has each one).
    """

    code: str
    error: type
    clauses: tuple[str, ...]
    summary: str
    by_clause: bool = False

    @property
    def sentences(self) -> tuple[str, ...]:
        """The catalogue keys that explain this refusal: ``reasons.<code>``, or
        ``reasons.<code>__<clause>`` for each clause (dots as hyphens) when ``by_clause``."""
        if self.by_clause:
            return tuple(f"reasons.{self.code}__{c.replace('.', '-')}" for c in self.clauses)
        return (f"reasons.{self.code}",)


def _r(code: str, error: type, clauses: str, summary: str, by_clause: bool = False) -> Refusal:
    return Refusal(code, error, tuple(clauses.split()), summary, by_clause)


#: Every refusal code the engine raises → its :class:`Refusal`. A test checks that every
#: ``code=`` of the engine's sources is declared here with the clauses it cites.
REFUSALS: dict[str, Refusal] = {r.code: r for r in (
    # notation and the pack (1.2)
    _r("notation", CardNotationError, "", "not card notation"),
    _r("move-notation", MoveNotationError, "", "not move notation"),
    _r("position-notation", PositionNotationError, "", "not a round position's text"),
    _r("house-rules-code", HouseRulesCodeError, "1.1 1.2 1.3 3.3 4.1 5.1 5.4 8.2 D10",
       "not a house-rules code, or a house rule the engine does not model (the clause it "
       "would change)"),
    _r("not-a-card", ImpossibleCardsError, "1.2", "a rank without a suit is no card of the pack"),
    _r("too-many-copies", ImpossibleCardsError, "1.2", "more copies of a natural card than the pack holds"),
    _r("too-many-jokers", ImpossibleCardsError, "1.2", "more jokers than the pack holds"),
    # melds (3.1–3.7, D1, D2)
    _r("group-too-short", MeldError, "3.1", "a group has too few cards"),
    _r("group-mixed-ranks", MeldError, "3.1", "a group mixes ranks"),
    _r("group-repeated-suit", MeldError, "3.1", "two cards of one suit in a group (profiles "
       "whose groups have distinct suits)"),
    _r("group-too-long", MeldError, "3.5", "a group longer than the profile allows"),
    _r("group-undeclared", MeldError, "D1", "a group of jokers only has no rank"),
    _r("group-joker-rank", MeldError, "3.7", "a group's joker stands for another rank"),
    _r("group-joker-suit", MeldError, "3.7", "a group's joker declared with a suit (JK=7♠)"),
    _r("group-joker-undeclared", MeldError, "3.7", "a group's joker without the group's rank"),
    _r("group-other-rank", MeldError, "3.5", "a card of another rank laid off on a group"),
    _r("group-no-end", MeldError, "3.5", "an end given for a group"),
    _r("sequence-too-short", MeldError, "3.2", "a sequence has too few cards"),
    _r("sequence-mixed-suits", MeldError, "3.2", "a sequence mixes suits"),
    _r("sequence-gap", MeldError, "3.2", "a sequence with a gap"),
    _r("sequence-gap-jokers", MeldError, "3.2", "cards too far apart for the jokers without a "
       "value to fill the places between them"),
    _r("sequence-repeat", MeldError, "3.2", "a sequence repeats a rank"),
    _r("sequence-wraps", MeldError, "3.3", "a sequence turns the corner at the ace"),
    _r("sequence-too-long", MeldError, "3.4", "a sequence longer than ace to ace"),
    _r("sequence-full", MeldError, "3.4", "a sequence already from ace to ace"),
    _r("beyond-ace", MeldError, "3.4", "a sequence extended past an ace"),
    _r("ace-low-only", MeldError, "3.3", "a high ace under house rules whose ace is only low"),
    _r("ace-high-only", MeldError, "3.3", "a low ace under house rules whose ace is only high"),
    _r("does-not-extend", MeldError, "3.2", "the card is not the next one at the end asked, "
       "or at either end"),
    _r("other-suit", MeldError, "3.2", "a natural card of another suit than the sequence's"),
    _r("gap-unfilled", MeldError, "3.2", "cards laid off together leave a place between "
       "them and the sequence that no card or joker given fills"),
    _r("sequence-undeclared", MeldError, "D2", "a sequence of jokers only has no places"),
    _r("sequence-joker-rankless", MeldError, "D2", "a sequence's joker declared as a rank only"),
    _r("sequence-joker-place", MeldError, "D2", "a sequence's joker declared for another place"),
    _r("which-end", MeldError, "D2 3.3", "a card that fits both ends needs its end said: a "
       "joker's end fixes the card it stands for (D2), a natural ace goes low or high (3.3)",
       by_clause=True),
    _r("meld-ambiguous", MeldError, "D2", "cards that could be a group or a sequence"),
    _r("meld-neither", MeldError, "3.1 3.2 3.3 3.4 3.5 3.7 D1 D2",
       "cards given without a kind that are neither a group nor a sequence (the clauses of "
       "both refusals)"),
    _r("place-held-by-joker", MeldError, "3.7",
       "a natural card laid off on the place a joker holds"),
    _r("joker-declared-elsewhere", MeldError, "3.7", "a joker's declared value does not fit here"),
    _r("meld-mismatch", MeldError, "3.7", "a meld's cards do not match its declared shape"),
    # contracts and lay-downs (4.1–4.3, 5.2, 5.3, 7.4)
    _r("wrong-melds", ContractError, "4.1", "not the melds of the round's contract"),
    _r("group-length", ContractError, "5.2", "a contract group of the wrong length"),
    _r("sequence-length", ContractError, "5.2", "a contract sequence of the wrong length"),
    _r("same-suit", ContractError, "4.3", "two same-suit sequences that continue each other"),
    _r("whole-hand", ContractError, "7.4", "round 7 is laid down with the whole hand"),
    _r("whole-hand-discard", ContractError, "7.4", "round 7 under house rules with a final "
       "discard: every card but one is laid down"),
    _r("table-not-contracts", ContractError, "5.3", "a table that is not whole contracts"),
    _r("table-final-round", ContractError, "7.4", "melds on the table in round 7"),
    _r("not-in-hand", ContratoError, "3.6", "cards that are not in the hand"),
    _r("keep-discard", ContratoError, "5.5", "no card would be left for the discard"),
    # when a player may act (5.1–5.5, 6.1–6.7, 7.1–7.4, 9.3, D3–D8)
    _r("not-opened", IllegalMoveError, "D7", "a player who has not opened may not lay off"),
    _r("opening-turn", IllegalMoveError, "5.4 7.1",
       "no lay-off or joker swap on the turn of the opening", by_clause=True),
    _r("opened-twice", IllegalMoveError, "5.3", "a player opens once"),
    _r("final-round-opened", IllegalMoveError, "D8", "in round 7 nobody has opened before going out"),
    _r("final-round-no-layoff", IllegalMoveError, "D8", "no lay-off in round 7"),
    _r("no-such-meld", IllegalMoveError, "5.4 7.1 7.2", "no meld of that number on the table"),
    _r("swap-with-joker", MeldError, "7.1", "a joker is freed with a natural card"),
    _r("swap-not-exact", MeldError, "7.1", "the card is not the one the joker stands for"),
    _r("swap-no-joker", MeldError, "7.1", "the meld named holds no joker to take back"),
    _r("swap-no-exact-card", IllegalMoveError, "7.1",
       "the hand lacks the exact natural card a joker stands for"),
    _r("swap-no-card-of-rank", IllegalMoveError, "7.1",
       "house rules that free a group's joker: the hand lacks a natural card of its rank"),
    _r("swap-in-group", MeldError, "7.3", "a group's joker is not swapped"),
    _r("no-joker-swaps", IllegalMoveError, "7.1", "house rules where no joker is taken back"),
    _r("swap-joker-nowhere", IllegalMoveError, "D6", "the freed joker has no place on the table"),
    _r("swap-keep-discard", IllegalMoveError, "D6", "a swap that leaves no card for the discard"),
    _r("active-buys", IllegalMoveError, "D3", "the active player does not buy"),
    _r("no-discard", IllegalMoveError, "5.1", "the discard pile is empty"),
    _r("draw-first", IllegalMoveError, "5.1", "a turn starts with a draw"),
    _r("already-drawn", IllegalMoveError, "5.1", "a turn has one draw"),
    _r("no-window", IllegalMoveError, "6.1", "no buying window is open"),
    _r("window-open", IllegalMoveError, "6.3 6.5", "the buying window is open"),
    _r("new-meld-after-opening", IllegalMoveError, "5.3", "no new meld after the opening"),
    _r("round-over", IllegalMoveError, "8.1 9.2", "the round is over"),
    _r("game-over", IllegalMoveError, "9.3", "the game is over"),
)}


def refusal(code: str) -> Refusal:
    """The declared :class:`Refusal` of ``code``; ``KeyError`` for an undeclared one."""
    return REFUSALS[code]
