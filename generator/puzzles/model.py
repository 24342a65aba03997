"""The puzzle as the site sees it: language-independent facts plus one text per language.

This is the contract between the puzzle generator (:mod:`generator.puzzles`) and the page
builder (:mod:`generator.site`): the builder only reads these fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping


@dataclass(frozen=True)
class PuzzleText:
    """A puzzle in one language. Markdown strings; cards are markup, ``[[7♥ 8♥]]`` (see
    :func:`generator.lang.cards.cards_markup`), and ``§4.3`` cites a clause: the site draws
    both (:func:`generator.site.markup.render`). Template text is already escaped.

    - ``title``: short, e.g. "Ronda 2: pode abrir?";
    - ``situation``: the cards and facts shown to the player;
    - ``question``: the question asked;
    - ``choices``: the options offered (for yes/no: the two words; for a number: 4 numbers);
    - ``answer``: the verified answer, one or two sentences;
    - ``explanation``: why, with links to the clauses (``§4.3`` markup is allowed).
    """

    title: str
    situation: str
    question: str
    choices: tuple[str, ...]
    answer: str
    explanation: str


@dataclass(frozen=True)
class Puzzle:
    """A verified puzzle.

    - ``id``: stable, from the puzzle's canonical content (``"co-…"`` for can-open, …);
      the page lives at ``puzzles/<id>/`` in every language;
    - ``kind``: ``"can-open"``, ``"penalty"``, …;
    - ``round``: 1–7, or ``None`` when no round applies;
    - ``difficulty``: 1 (very easy) to 5 (very hard): the band of ``rating``;
    - ``clauses``: the clause IDs the answer rests on (``"4.3"``, ``"D6"``);
    - ``correct``: index of the right option in every language's ``choices``;
    - ``template``: the template file and name it came from (for maintainers);
    - ``tags``: free tags (``"joker-at-end"``, ``"source-example"``) used for filtering;
    - ``texts``: language code → :class:`PuzzleText`;
    - ``verdict``: the puzzle's situation as ``contrato verdict`` situations (plain data,
      its own question first; :func:`generator.puzzles.to_verdict.verdict_situations`): the
      verdict page opens the first;
    - ``rating``: the puzzle's rating on the Glicko-2 scale players are rated on, calibrated
      from measured signals (:mod:`generator.puzzles.rating`); 1500, the reference player's,
      for a puzzle made by hand outside the generator.
    """

    id: str
    kind: str
    round: int | None
    difficulty: int
    clauses: tuple[str, ...]
    correct: int
    template: str
    tags: tuple[str, ...] = ()
    texts: Mapping[str, PuzzleText] = field(default_factory=dict)
    verdict: tuple[Mapping, ...] = ()
    rating: int = 1500
