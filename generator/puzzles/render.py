"""Rendering: a solved, tagged situation and its plan → a :class:`~.model.Puzzle` with one
:class:`~.model.PuzzleText` per language.

Words come from ``docs/<lang>/puzzles.yaml`` (:mod:`.texts`), cards are drawn with
:func:`generator.site.markup.cards_html`, ``[[…]]`` card markup inside a text is drawn the
same way, and template text (titles, notes) is escaped with :func:`.texts.escape_text`.
"""

from __future__ import annotations

from typing import Any, Iterable

from ..engine import CONTRATO
from ..engine.cards import rank_symbol
from ..engine.melds import Meld
from ..site import markup
from .explain import (Breakdown, Cards, ContractWords, KindWords, LengthWords, Line,
                      MissingWords, RankWord, plan_clauses)
from .model import Puzzle, PuzzleText
from .situation import Situation
from .tagging import Tagging
from .texts import LANGS, Texts, escape_text, load_texts


def _value(value: Any, lang: str, texts: Texts) -> str:
    if isinstance(value, bool):
        raise TypeError("no booleans in texts")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Cards):
        return markup.cards_html(value.cards, lang)
    if isinstance(value, ContractWords):
        return texts.raw(f"contracts.r{value.round}")
    if isinstance(value, LengthWords):
        c = CONTRATO.contract(value.round)
        which = "both" if c.groups and c.sequences else "groups" if c.groups else "sequences"
        return texts.raw(f"lengths.{which}")
    if isinstance(value, KindWords):
        return texts.format(f"melds.{value.kind}", count=value.count, n=value.count)
    if isinstance(value, MissingWords):
        parts = [texts.format(f"melds.{kind}", count=n, n=n)
                 for kind, n in (("group", value.groups), ("sequence", value.sequences)) if n]
        if len(parts) == 1:
            return parts[0]
        return texts.format("melds.and", first=parts[0], second=parts[1])
    if isinstance(value, RankWord):
        return markup.strings(lang)["cards"]["ranks"][rank_symbol(value.rank)]
    if isinstance(value, Breakdown):
        return " + ".join(f"{markup.cards_html((card,), lang)}\u00a0{points}"
                          for card, points in value.items)
    raise TypeError(f"cannot render {value!r}")


def melds_html(melds: Iterable[Meld], lang: str) -> str:
    """Melds side by side, joined by " + "."""
    return " + ".join(markup.cards_html(m.cards, lang) for m in melds)


def _sentence(line: Line, lang: str, texts: Texts) -> str:
    params = {name: _value(v, lang, texts) for name, v in line.params}
    return markup.render_cards(texts.format(line.key, count=line.count, **params), lang)


def render_lines(lines: list[Line], lang: str, texts: Texts) -> str:
    """Markdown: one paragraph per sentence, lists for lay-downs, melds and list items."""
    blocks: list[str] = []
    items: list[str] = []

    def flush() -> None:
        if items:
            blocks.append("\n".join(f"- {i}" for i in items))
            items.clear()

    for line in lines:
        text = _sentence(line, lang, texts)
        if line.item:
            items.append(text)
            continue
        flush()
        blocks.append(text)
        if line.laydowns:
            blocks.append("\n".join(f"- {melds_html(l.melds, lang)}" for l in line.laydowns))
        if line.melds:
            blocks.append(f"- {melds_html(line.melds, lang)}")
    flush()
    return "\n\n".join(blocks)


def _author_text(text, lang: str) -> str | None:
    if text is None:
        return None
    return escape_text(text[lang])


def _situation_can_open(s: Situation, lang: str, texts: Texts) -> str:
    deal = CONTRATO.deal_size(s.round)
    size = len(s.hand)
    purchases = (size - deal - 1) // 2
    parts = [texts.format("can-open.situation.contract", round=s.round,
                          contract=texts.raw(f"contracts.r{s.round}"))]
    hand = markup.cards_html(s.hand, lang)
    if s.took is not None:
        parts.append(texts.format(f"can-open.situation.took_{s.took_from}", size=size,
                                  card=markup.cards_html((s.took,), lang)) + "\n" + hand)
    else:
        parts.append(texts.format("can-open.situation.hand", size=size) + "\n" + hand)
    if purchases:
        parts.append(texts.format("can-open.situation.purchases", count=purchases,
                                  n=purchases, extra=2 * purchases))
    return "\n\n".join(parts)


def _situation_penalty(s: Situation, lang: str, texts: Texts) -> str:
    n = len(s.hand)
    key = "penalty.situation.left_final" if CONTRATO.contract(s.round).whole_hand \
        else "penalty.situation.left"
    return (texts.format(key, count=n, n=n, round=s.round) + "\n"
            + markup.cards_html(s.hand, lang))


def render_puzzle(situation: Situation, facts, tagging: Tagging, answer: Line,
                  lines: list[Line], langs: tuple[str, ...] = LANGS) -> Puzzle:
    """The :class:`Puzzle` of a solved, tagged, planned situation, in every language."""
    kind = situation.kind
    texts_by_lang = {}
    for lang in langs:
        texts = load_texts(lang)
        title = _author_text(situation.title, lang) or texts.format(
            f"{kind}.title", round=situation.round)
        if kind == "can-open":
            body = _situation_can_open(situation, lang, texts)
            choices = (texts.raw("choices.yes"), texts.raw("choices.no"))
        else:
            body = _situation_penalty(situation, lang, texts)
            choices = tuple(str(v) for v in facts.choices)
        note = _author_text(situation.note, lang)
        if note:
            body += "\n\n" + note
        texts_by_lang[lang] = PuzzleText(
            title=title,
            situation=body,
            question=texts.raw(f"{kind}.question"),
            choices=choices,
            answer=render_lines([answer], lang, texts),
            explanation=render_lines(lines, lang, texts),
        )
    correct = (0 if facts.can_open else 1) if kind == "can-open" else facts.correct
    return Puzzle(
        id=situation.id,
        kind=kind,
        round=situation.round,
        difficulty=tagging.difficulty,
        clauses=plan_clauses(lines),
        correct=correct,
        template=situation.template,
        tags=tagging.tags,
        texts=texts_by_lang,
    )
