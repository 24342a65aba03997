"""Verification: every generated puzzle re-checked with the engine, independently of the
steps that made it.

Generation aimed, solving asked the engine; verification starts again from the situation and
asks the engine again, through other entry points where it has them (each kind's
:meth:`~.kinds.base.Kind.verify`: for example ``can-open`` asks
:func:`~generator.engine.can_open` and :func:`~generator.engine.validate_opening`, the
multiple-choice kinds judge every offered choice again). Common to every kind:

- every card the situation shows (hands, table, piles, together) can exist at once (1.2);
- a table holds whole contracts, one per player who opened (5.3);
- the ID is the one the canonical content gives; kind and round are the situation's;
- the difficulty is 1–5, the band of the rating; every language has every field and the same number of choices; the
  choice marked right exists;
- every explanation cites every clause of the puzzle (``§`` markup), and the puzzle cites at
  least one clause.

Any failure raises :class:`~.errors.VerificationError`: a generator bug, never published.
"""

from __future__ import annotations

from ..engine import CONTRATO, check_cards
from ..engine.contracts import check_table
from ..engine.errors import ContratoError
from .errors import VerificationError  # noqa: F401  (re-exported)
from .kinds import get
from .kinds.base import fail
from .model import Puzzle
from .solve import solve
from .rating import difficulty as band
from .situation import id_from_key
from ..lang import LANGS
from ..lang.catalogue import cited


def verify(situation, puzzle: Puzzle, langs: tuple[str, ...] = LANGS, facts=None) -> None:
    """Re-check one puzzle against the engine (see the module doc); ``facts`` are the
    situation's solved facts (the choices offered), solved again when not given. Raises
    :class:`~.errors.VerificationError`."""
    kind = get(situation.kind)
    try:
        check_cards(kind.cards(situation), CONTRATO)
    except ContratoError as err:
        raise fail(puzzle, f"impossible cards: {err}") from None
    table = getattr(situation.data, "table", None)
    if table is not None:
        try:
            check_table(situation.round, [getattr(m, "meld", m) for m in table], CONTRATO)
        except ContratoError as err:
            raise fail(puzzle, f"impossible table: {err}") from None
    if puzzle.id != id_from_key(situation.kind, situation.key):
        raise fail(puzzle, "the ID is not the one its content gives")
    if (puzzle.kind, puzzle.round) != (situation.kind, situation.round):
        raise fail(puzzle, "kind or round differ from the situation")
    if not 1 <= puzzle.difficulty <= 5:
        raise fail(puzzle, f"difficulty {puzzle.difficulty} is not 1–5")
    if puzzle.difficulty != band(puzzle.rating):
        raise fail(puzzle, f"difficulty {puzzle.difficulty} is not the band of its rating "
                           f"{puzzle.rating} ({band(puzzle.rating)})")
    if set(puzzle.texts) != set(langs):
        raise fail(puzzle, f"texts in {sorted(puzzle.texts)}, not {sorted(langs)}")
    sizes = {len(t.choices) for t in puzzle.texts.values()}
    if len(sizes) != 1 or not sizes.pop() >= 2:
        raise fail(puzzle, "not the same number (2 or more) of choices in every language")
    for lang, text in puzzle.texts.items():
        for name in ("title", "situation", "question", "answer", "explanation"):
            if not getattr(text, name).strip():
                raise fail(puzzle, f"{lang}: empty {name}")
        if not 0 <= puzzle.correct < len(text.choices):
            raise fail(puzzle, f"{lang}: no choice {puzzle.correct}")
        if len(set(text.choices)) != len(text.choices):
            raise fail(puzzle, f"{lang}: two choices read the same")
        missing = set(puzzle.clauses) - cited(text.explanation)
        if missing:
            raise fail(puzzle, f"{lang}: the explanation does not cite "
                               f"{', '.join(sorted(missing))}")
    if not puzzle.clauses:
        raise fail(puzzle, "no clause cited")
    kind.verify(situation, puzzle, langs, solve(situation) if facts is None else facts)
