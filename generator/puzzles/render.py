"""Rendering: a solved, tagged situation and its plan → a :class:`~.model.Puzzle` with one
:class:`~.model.PuzzleText` per language.

The kind gives the words of its situation, question and choices (:mod:`.kinds`); the title
is :mod:`.titles`' line; the answer and the explanation (:func:`.explain.plan`), all rendered
by :mod:`generator.lang.render`. Cards are
``[[…]]`` markup, drawn by whoever shows the text (the site). Template text (titles, notes) is
escaped with :func:`.texts.escape_text`.
"""

from __future__ import annotations

from .kinds import get
from ..questions.common import Explanation
from ..questions.lines import Line
from .model import Puzzle, PuzzleText
from .situation import Situation
from .tagging import Tagging
from ..lang import LANGS
from .texts import escape_text, load_texts
from .to_verdict import verdict_situations
from ..lang.render import render_lines, title_text
from .titles import title_line


def _author_text(text, lang: str) -> str | None:
    if text is None:
        return None
    return escape_text(text[lang])


def render_puzzle(situation: Situation, facts, tagging: Tagging, answer: Line,
                  explained: Explanation, langs: tuple[str, ...] = LANGS) -> Puzzle:
    """The :class:`Puzzle` of a solved, tagged, explained situation, in every language: the
    explanation's sentences and its clauses."""
    kind = get(situation.kind)
    title = title_line(situation, facts, tagging.tags)
    texts_by_lang = {}
    for lang in langs:
        texts = load_texts(lang)
        shown = _author_text(situation.title, lang) or title_text(title, lang, texts)
        body = kind.body(situation, facts, lang, texts)
        note = _author_text(situation.note, lang)
        if note:
            body += "\n\n" + note
        texts_by_lang[lang] = PuzzleText(
            title=shown,
            situation=body,
            question=kind.question(situation, facts, lang, texts),
            choices=tuple(kind.choices(situation, facts, lang, texts)),
            answer=render_lines([answer], lang, texts),
            explanation=render_lines(explained.lines, lang, texts),
        )
    return Puzzle(
        id=situation.id,
        kind=situation.kind,
        round=situation.round,
        difficulty=tagging.difficulty,
        rating=tagging.rating,
        clauses=explained.clauses,
        correct=kind.correct(situation, facts),
        template=situation.template,
        tags=tagging.tags,
        texts=texts_by_lang,
        verdict=verdict_situations(situation),
    )
