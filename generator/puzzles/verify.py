"""Verification: every generated puzzle re-checked with the engine, independently of the
steps that made it.

Generation aimed, solving asked :func:`~generator.engine.judge_opening`; verification starts
again from the hand and the round alone and uses other engine entry points:

- the hand can be dealt from the pack (1.2) and its size fits the kind and round;
- the ID is the one the canonical content gives;
- can-open: :func:`~generator.engine.can_open` (an independent search that stops at the first
  lay-down) agrees with the choice marked right; every lay-down the solver lists passes
  :func:`~generator.engine.validate_opening` (which re-checks each meld); for a 4.3 refusal,
  every blocked lay-down is refused by the validator under 4.3 and no legal one exists;
- penalty: the sum of :func:`~generator.engine.card_penalty` equals
  :func:`~generator.engine.hand_penalty`, exactly one of the four distinct choices equals it
  (the one marked right, the same in every language), and each wrong one is the total of a
  named mistake;
- every language has every field, the yes/no or numeric choices, and an explanation that
  cites every clause of the puzzle (and at least the clauses the engine's verdict rests on).

Any failure raises :class:`~.errors.VerificationError`: a generator bug, never published.
"""

from __future__ import annotations

from ..engine import (CONTRATO, can_open, card_penalty, check_cards, hand_penalty,
                      judge_opening, opening_laydowns, validate_opening)
from ..engine.errors import ContractError, ContratoError
from .errors import VerificationError
from .model import Puzzle
from .situation import puzzle_id
from .solve import MISTAKES
from .templates import size_problem
from .texts import LANGS, cited, load_texts


def _fail(puzzle: Puzzle, message: str) -> VerificationError:
    return VerificationError(f"puzzle {puzzle.id} ({puzzle.template}): {message}")


def verify(situation, puzzle: Puzzle, langs: tuple[str, ...] = LANGS) -> None:
    """Re-check one puzzle against the engine (see the module doc). Raises
    :class:`~.errors.VerificationError`."""
    hand = situation.hand
    round_ = situation.round
    try:
        check_cards(hand, CONTRATO)
    except ContratoError as err:
        raise _fail(puzzle, f"impossible hand: {err}") from None
    why = size_problem(situation.kind, round_, len(hand))
    if why:
        raise _fail(puzzle, why[0])
    if puzzle.id != puzzle_id(situation.kind, round_, hand):
        raise _fail(puzzle, "the ID is not the one its content gives")
    if (puzzle.kind, puzzle.round) != (situation.kind, round_):
        raise _fail(puzzle, "kind or round differ from the situation")
    if not 1 <= puzzle.difficulty <= 5:
        raise _fail(puzzle, f"difficulty {puzzle.difficulty} is not 1–5")
    if set(puzzle.texts) != set(langs):
        raise _fail(puzzle, f"texts in {sorted(puzzle.texts)}, not {sorted(langs)}")
    for lang, text in puzzle.texts.items():
        for name in ("title", "situation", "question", "answer", "explanation"):
            if not getattr(text, name).strip():
                raise _fail(puzzle, f"{lang}: empty {name}")
        missing = set(puzzle.clauses) - cited(text.explanation)
        if missing:
            raise _fail(puzzle, f"{lang}: the explanation does not cite "
                                f"{', '.join(sorted(missing))}")
    if not puzzle.clauses:
        raise _fail(puzzle, "no clause cited")
    if situation.kind == "can-open":
        _verify_can_open(situation, puzzle, langs)
    elif situation.kind == "penalty":
        _verify_penalty(situation, puzzle)
    else:
        raise _fail(puzzle, f"unknown kind {situation.kind!r}")


def _verify_can_open(situation, puzzle: Puzzle, langs) -> None:
    hand, round_ = situation.hand, situation.round
    answer = can_open(round_, hand, CONTRATO)
    if puzzle.correct != (0 if answer else 1):
        raise _fail(puzzle, f"marked {'yes' if puzzle.correct == 0 else 'no'}, the engine "
                            f"says {'yes' if answer else 'no'}")
    for lang in langs:
        texts = load_texts(lang)
        want = (texts.raw("choices.yes"), texts.raw("choices.no"))
        if puzzle.texts[lang].choices != want or want[0] == want[1]:
            raise _fail(puzzle, f"{lang}: choices are not yes/no")
    laydowns = opening_laydowns(round_, hand, CONTRATO)
    if bool(laydowns) != answer:
        raise _fail(puzzle, "the solver and the search disagree")
    for laydown in laydowns:
        try:
            validate_opening(round_, hand, laydown.melds, CONTRATO)
        except ContratoError as err:
            raise _fail(puzzle, f"listed lay-down {laydown} is refused: {err}") from None
    verdict = judge_opening(round_, hand, CONTRATO)
    if not set(verdict.clauses) <= set(puzzle.clauses):
        raise _fail(puzzle, f"the verdict rests on {verdict.clauses}, the explanation cites "
                            f"{puzzle.clauses}")
    if verdict.reason == "same-suit":
        if not verdict.blocked:
            raise _fail(puzzle, "a 4.3 refusal with nothing blocked")
        for laydown in verdict.blocked:
            try:
                validate_opening(round_, hand, laydown.melds, CONTRATO)
            except ContractError as err:
                if err.clause != "4.3":
                    raise _fail(puzzle, f"{laydown} is refused under {err.clause}, "
                                        f"not 4.3") from None
            else:
                raise _fail(puzzle, f"{laydown} is said to be blocked by 4.3 but is legal")


def _verify_penalty(situation, puzzle: Puzzle) -> None:
    hand = situation.hand
    total = sum(card_penalty(c) for c in hand)
    if total != hand_penalty(hand):
        raise _fail(puzzle, "card values and hand penalty disagree")
    reference = None
    for lang, text in puzzle.texts.items():
        try:
            values = tuple(int(c) for c in text.choices)
        except ValueError:
            raise _fail(puzzle, f"{lang}: a choice is not a number") from None
        if reference is None:
            reference = values
        elif values != reference:
            raise _fail(puzzle, f"{lang}: choices differ from another language's")
        if len(values) != 4 or len(set(values)) != 4:
            raise _fail(puzzle, f"{lang}: not 4 distinct choices")
        if values.count(total) != 1 or values[puzzle.correct] != total:
            raise _fail(puzzle, f"{lang}: the right total {total} is not exactly the choice "
                                f"marked right")
    mistakes = {m(hand) for m in MISTAKES.values()}
    for i, value in enumerate(reference):
        if i != puzzle.correct and value not in mistakes:
            raise _fail(puzzle, f"wrong choice {value} comes from no named mistake")
