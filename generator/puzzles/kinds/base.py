"""What every puzzle kind provides, and the helpers kinds share.

A kind is one module of :mod:`generator.puzzles.kinds`, with the same parts in each, like
the question layer's modules (:mod:`generator.questions`): its name, tags and sentence
clauses, its part of the template schema, how it reads a hand-written situation, how it asks
for the answer (``solve``), its tags and difficulty, its explanation plan, the words of its
situation and choices, and its own re-check (``verify``) — module functions named after the
:class:`Kind` methods (:data:`HOOKS`). :class:`Kind` wraps the module and gives the shared
defaults for what it leaves out; the pipeline (:mod:`generator.puzzles.pipeline`) only calls
these methods, so a new kind is a new module plus its texts in
``docs/<lang>/puzzles.ftl``.

Multiple-choice kinds offer *claims* (a move, an outcome, a lay-down) and let the engine judge
each one (:class:`Judged`); exactly one offered claim is right and every wrong one comes with
the engine's reason, which the explanation names.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Mapping, Sequence

from ...engine import CONTRATO
from ...engine.errors import ContratoError
from ...lang import source
from ..errors import Problem, VerificationError
from ...questions.lines import Line
from ..model import Puzzle
from ..seeds import content_hash
from ..situation import ID_PREFIX, Situation
from ...lang.catalogue import Catalogue as Texts
from ...lang.render import sentence


class Unsuitable(ValueError):
    """A situation that cannot make a puzzle of its kind (too few wrong choices to offer, no
    question to ask). ``brief`` is the short reason counted by random families; ``field``
    the field of a hand-written situation the problem is reported at (``("hand",)``)."""

    def __init__(self, message: str, brief: str | None = None, field: tuple = ()) -> None:
        super().__init__(message)
        self.brief = brief or message
        self.field = tuple(field)


def fail(puzzle: Puzzle, message: str) -> VerificationError:
    """A :class:`VerificationError` naming the puzzle and its template."""
    return VerificationError(f"puzzle {puzzle.id} ({puzzle.template}): {message}")


def recheck(question: ModuleType, situation: Any, answer: Any, puzzle: Puzzle) -> None:
    """The question layer's own re-check of its answer (``question.verify``, a module of
    :mod:`generator.questions`), its ``AssertionError`` as the puzzle's
    :class:`~generator.puzzles.errors.VerificationError`."""
    try:
        question.verify(situation, answer, CONTRATO)
    except AssertionError as err:
        raise fail(puzzle, str(err)) from None


# -- tags ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Tag:
    """A tag a kind computes, as in lichess-puzzler's tagger: its ``name``, what it means
    (``description``), and the predicate ``holds(situation, facts)`` that says whether a
    solved puzzle has it. A kind's ``TAGS`` is its closed vocabulary, one row a tag."""

    name: str
    description: str
    holds: Callable[[Situation, Any], bool]


# -- claims judged by the engine ---------------------------------------------------------------

@dataclass(frozen=True)
class Judged:
    """A claim offered as a choice, with the engine's judgement.

    - ``claim``: a language-free value of the kind (a move, an outcome…);
    - ``right``: whether the engine confirms it;
    - ``clause`` / ``code`` / ``params``: for a wrong claim, the engine's reason (the error's
      clause and code) or the named mistake that produces it; ``params`` are plan parameters
      for the sentence that explains it.
    """

    claim: Any
    right: bool
    clause: str | None = None
    code: str | None = None
    params: tuple = ()


def refusal(claim: Any, err: ContratoError, params: tuple = ()) -> Judged:
    """A wrong claim with the engine error that refuses it."""
    return Judged(claim, False, err.clause, err.code, params)


def arrange(options: Sequence[Judged], key: str) -> tuple[tuple[Judged, ...], int]:
    """The options in a stable order derived from the situation's content (so the right one
    is not always first), and the index of the right one. Exactly one must be right."""
    rights = [o for o in options if o.right]
    if len(rights) != 1:
        raise ValueError(f"{len(rights)} right options: exactly one is needed")
    ranked = sorted(options, key=lambda o: content_hash(f"{key}|{o.claim!r}"))
    return tuple(ranked), next(i for i, o in enumerate(ranked) if o.right)


def pick_distinct(rng_key: str, pool: Sequence[Judged], n: int,
                  by: Callable[[Judged], Any] = lambda o: o.code) -> list[Judged]:
    """Up to ``n`` wrong options, as many different reasons (``by``) as possible, chosen in a
    stable order from the content."""
    ranked = sorted(pool, key=lambda o: content_hash(f"{rng_key}|{o.claim!r}"))
    out: list[Judged] = []
    seen: set = set()
    for o in ranked:
        if by(o) not in seen:
            out.append(o)
            seen.add(by(o))
        if len(out) == n:
            return out
    for o in ranked:
        if o not in out:
            out.append(o)
        if len(out) == n:
            break
    return out


# -- the kind --------------------------------------------------------------------------------

#: The functions a kind module may define, each replacing the :class:`Kind` method of its
#: name (without ``self``); ``solve``, ``difficulty``, ``plan``, ``load`` and ``verify`` have
#: no default (``tags_of`` asks the module's :class:`Tag` rows).
HOOKS = ("key", "cards", "load", "solve", "tag", "tags_of", "difficulty", "plan",
         "question", "body", "situation_text", "choices", "claim_line", "correct", "verify")


class Kind:
    """One puzzle kind: its module (``module``) with the shared defaults.

    Read from the module:

    - ``name`` (``NAME``, ``"lay-off"``); ``prefix`` of IDs (``"lo"``,
      :data:`~generator.puzzles.situation.ID_PREFIX`, the one source);
    - ``tags`` (``TAGS``, rows of :class:`Tag`): the computed tags, name → what each means
      (``require``/``avoid`` use them); ``tag_rows``: the rows, with their predicates;
    - ``clauses`` (``CLAUSES``): sentence key (relative to ``docs/<lang>/puzzles.ftl``) →
      the clauses the sentence cites, in every language;
    - ``remarks`` (``REMARKS``): remark names a template may add (texts under ``remarks:``);
    - ``situation_properties`` / ``situation_required`` (``SITUATION_PROPERTIES`` /
      ``SITUATION_REQUIRED``): JSON Schema of a hand-written situation (``round``,
      ``title``, ``note``, ``tags`` and ``remarks`` are common);
    - the module's functions named in :data:`HOOKS`, in place of the methods below.

    Random families are not the kind's: :mod:`generator.puzzles.families` draws the
    candidates, the kind judges them.
    """

    def __init__(self, module: ModuleType) -> None:
        self.module = module
        self.name: str = module.NAME
        self.prefix: str = ID_PREFIX[self.name]
        self.tag_rows: tuple[Tag, ...] = tuple(module.TAGS)
        self.tags: dict[str, str] = {t.name: t.description for t in self.tag_rows}
        self.clauses: dict[str, tuple[str, ...]] = module.CLAUSES
        self.remarks: tuple[str, ...] = getattr(module, "REMARKS", ())
        self.situation_properties: dict = getattr(module, "SITUATION_PROPERTIES", {})
        self.situation_required: tuple[str, ...] = getattr(module, "SITUATION_REQUIRED",
                                                           ("round",))
        for hook in HOOKS:
            own = getattr(module, hook, None)
            if own is not None:
                setattr(self, hook, own)

    def __repr__(self) -> str:
        return f"Kind({self.module.__name__})"

    # -- identity ------------------------------------------------------------------------
    def key(self, s: Situation) -> str:
        """The canonical key: equal exactly for duplicate puzzles (:attr:`Situation.key`)."""
        return s.key

    def cards(self, s: Situation) -> list:
        """Every physical card the situation shows (hands, table, piles), for 1.2: by
        default the hand and, when the kind's data has one, the table's melds."""
        return list(s.hand) + [c for m in getattr(s.data, "table", ()) for c in m.cards]

    # -- templates -----------------------------------------------------------------------
    def load(self, item: Mapping, base: tuple, where: source.Located,
             problems: list[Problem]) -> dict | None:
        """The kind's fields of a hand-written situation as :class:`Situation` keyword
        arguments (``hand``, ``data``, …), or ``None`` after appending problems."""
        raise NotImplementedError

    # -- the answer ----------------------------------------------------------------------
    def solve(self, s: Situation) -> Any:
        """The engine's answer and the facts the explanation needs; :class:`Unsuitable` when
        the situation cannot make a puzzle."""
        raise NotImplementedError

    def tag(self, s: Situation, facts: Any) -> tuple[set[str], int]:
        """Computed tags (:meth:`tags_of`) and the difficulty, 1–5 (:meth:`difficulty`)."""
        tags = self.tags_of(s, facts)
        return tags, self.difficulty(s, facts, tags)

    def tags_of(self, s: Situation, facts: Any) -> set[str]:
        """The tags the facts show: every :class:`Tag` row whose predicate holds."""
        return {t.name for t in self.tag_rows if t.holds(s, facts)}

    def difficulty(self, s: Situation, facts: Any, tags: set[str]) -> int:
        """1 (easy) to 5 (hard)."""
        raise NotImplementedError

    def plan(self, s: Situation, facts: Any) -> tuple[Line, list[Line]]:
        """The answer line and the explanation lines."""
        raise NotImplementedError

    # -- words ---------------------------------------------------------------------------
    def question(self, s: Situation, facts: Any, lang: str, texts: Texts) -> str:
        return texts.raw(f"{self.name}.question")

    def body(self, s: Situation, facts: Any, lang: str, texts: Texts) -> str:
        """The situation shown (Markdown, cards as ``[[…]]`` markup):
        :meth:`situation_text`."""
        return self.situation_text(s, lang, texts)

    def situation_text(self, s: Situation, lang: str, texts: Texts) -> str:
        raise NotImplementedError

    def choices(self, s: Situation, facts: Any, lang: str, texts: Texts) -> tuple[str, ...]:
        """Multiple choice: each offered claim (``facts.options``, :class:`Judged`) in words,
        by :meth:`claim_line`."""
        return tuple(sentence(self.claim_line(o.claim), lang, texts) for o in facts.options)

    def claim_line(self, claim: Any) -> Line:
        """A claim offered as a choice, as a sentence."""
        raise NotImplementedError

    def correct(self, s: Situation, facts: Any) -> int:
        """The index of the right choice (multiple choice: ``facts.correct``)."""
        return facts.correct

    # -- verification --------------------------------------------------------------------
    def verify(self, s: Situation, puzzle: Puzzle, langs: tuple[str, ...],
               facts: Any) -> None:
        """Re-check the puzzle's answer with the engine, independently of :meth:`solve`
        (``facts`` are its result: the choices that were offered, to judge again); raise
        :class:`~generator.puzzles.errors.VerificationError` (see :func:`fail`)."""
        raise NotImplementedError

