"""Error types of the rules engine: one type per kind of mistake.

Every error carries ``clause``: the ID of the rule of ``rules-spec.md`` that the input breaks
(``"1.2"``, ``"D7"``), or ``None`` for pure notation errors; ``code``: a stable machine key so
that the site and the command-line tool can explain the error in a player's language; and
``params``: the values the message is built from. The English message always ends with the
clause it cites, e.g. ``"… (rule 1.2)"``.
"""

from __future__ import annotations

from typing import Any


class ContratoError(Exception):
    """Base class of every error the engine raises on bad input or an illegal action."""

    clause: str | None = None

    def __init__(self, message: str, *, clause: str | None = None, code: str = "error",
                 **params: Any) -> None:
        if clause is not None:
            self.clause = clause
        self.code = code
        self.params = params
        self.reason = message
        text = message if self.clause is None else f"{message} (rule {self.clause})"
        super().__init__(text)

    @property
    def clauses(self) -> tuple[str, ...]:
        """The clause IDs the error rests on (empty for notation errors)."""
        return () if self.clause is None else (self.clause,)


class NotationError(ContratoError, ValueError):
    """Text that is not valid notation: the base of the notation errors below (a card, a
    move, a position). ``clause`` is ``None``: notation breaks no rule."""


class CardNotationError(NotationError):
    """A card token that is not valid notation (``"7X"``, ``"11S"``, ``"JK=JK"``).

    ``token`` is the offending text and ``position`` its 1-based place in the list of tokens
    (``None`` when a single token was parsed).
    """

    def __init__(self, message: str, *, token: str, position: int | None = None) -> None:
        where = f"token {position} " if position is not None else ""
        super().__init__(f"{where}{token!r}: {message}", code="notation",
                         token=token, position=position)
        self.token = token
        self.position = position
        self.detail = message


class ImpossibleCardsError(ContratoError, ValueError):
    """Cards that cannot exist together in the 107-card pack: a third copy of a natural card,
    a fourth joker (clause 1.2)."""

    clause = "1.2"


class MeldError(ContratoError, ValueError):
    """Cards that do not form the meld they are said to form (clauses 3.1–3.7, D1, D2)."""


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
                         text=code_text)
        self.token = token
        self.key = key
        self.problem = problem
        self.text = code_text
        self.detail = message
