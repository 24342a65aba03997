"""The site's inline markup: cards as HTML and clause links.

- ``[[7♥ JK=8♥]]`` in a text becomes cards (:func:`cards_html`): a red or black face with the
  rank and suit, and a spoken name for screen readers in the page's language.
- ``§6.2`` / ``§D4`` becomes a link to the clause on the rules page (:func:`clause_links`),
  marked for Material's instant preview (``data-preview``: the clause's text shows on hover
  or keyboard focus; ``docs/javascripts/contrato.js`` shows it on touch screens);
- in the rules' text, the first use of a glossary entry's words links to the entry
  (:func:`glossary_links`).

Spoken names come from ``docs/<lang>/cards.ftl`` (read by :mod:`generator.lang.cards`). Everything inserted is HTML-escaped.
"""

from __future__ import annotations

import functools
import html
import re
from typing import Iterable

from ..engine.cards import Card, parse_cards, rank_symbol
from ..lang.cards import spoken

_CLAUSE = re.compile(r"§(D\d{1,2}|\d{1,2}(?:\.\d{1,2})?)(?![\w.]*\d)")
_CARDS = re.compile(r"\[\[([^\[\]]+)\]\]")


def anchor(clause: str) -> str:
    """The HTML anchor of a clause or section: ``'6.2' → 'r6-2'``, ``'D4' → 'd4'``,
    ``'6' → 'r6'``, ``'D' → 'rd'``."""
    if clause.upper().startswith("D") and clause[1:].isdigit():
        return "d" + clause[1:]
    return "r" + clause.lower().replace(".", "-")


def clause_page(clause: str) -> str:
    """The folder of a clause's own page, under ``rules/``: ``'6.2' → '6-2'``,
    ``'D4' → 'd4'`` (its URL is ``rules/6-2/``)."""
    a = anchor(clause)
    return a[1:] if a.startswith("r") else a


#: A reference and an optional range end: ``§6.1–§6.7``, ``§5.2-§5.4``, ``§D4``.
_CITED = re.compile(r"§(D\d{1,2}|\d{1,2}\.\d{1,2})(?:\s*[–-]\s*§(\d{1,2}\.\d{1,2}))?")


def cited_clauses(text: str) -> list[str]:
    """The clause and ruling IDs a text refers to (``§6.2``, ``§D4``), in order of first
    mention, without repeats; a range ``§6.1–§6.7`` within one section stands for every
    clause from 6.1 to 6.7. Section references (``§4``) are not clauses and are left out.

    >>> cited_clauses("a (§5.2–§5.4), then §D4 and §5.3")
    ['5.2', '5.3', '5.4', 'D4']
    """
    out: dict[str, None] = {}
    for m in _CITED.finditer(text):
        first, last = m.group(1), m.group(2)
        if last and not first.startswith("D") and first.split(".")[0] == last.split(".")[0]:
            sec, a = first.split(".")
            for i in range(int(a), int(last.split(".")[1]) + 1):
                out.setdefault(f"{sec}.{i}")
        else:
            out.setdefault(first)
            if last:
                out.setdefault(last)
    return list(out)


def card_html(card: Card, lang: str) -> str:
    """One card as HTML: ``<span class="card red" role="img" aria-label="sete de copas">``."""
    label = html.escape(spoken(card, lang), quote=True)
    if card.is_joker:
        face = "JK"
        if card.declared is not None:
            face += f'<span class="card-as">={html.escape(card.declared.unicode())}</span>'
        cls = "card joker"
    else:
        face = (f'<span class="card-rank">{rank_symbol(card.rank)}</span>'
                f'<span class="card-suit">{card.suit.symbol}</span>')
        cls = "card red" if card.suit.is_red else "card black"
    return f'<span class="{cls}" role="img" aria-label="{label}">{face}</span>'


def cards_html(cards: Iterable[Card], lang: str) -> str:
    """Several cards as one inline group of :func:`card_html` spans."""
    inner = "".join(card_html(c, lang) for c in cards)
    return f'<span class="cards">{inner}</span>'


def clause_links(text: str, rules_url: str = "rules/", href=None) -> str:
    """Replace ``§6.2`` / ``§D4`` with Markdown links ``[6.2](rules/#r6-2){: data-preview="" }``.

    ``rules_url`` is the rules page relative to the page the text lands on; ``href``, when
    given, makes the link of a clause or ruling instead (``href("6.2") → "6-2.md"``; a
    section, ``§6``, still links to the rules page)."""
    def link(m: re.Match) -> str:
        cid = m.group(1)
        if href is not None and ("." in cid or cid.startswith("D")):
            return f"[{cid}]({href(cid)}){PREVIEW}"
        return f"[{cid}]({rules_url}#{anchor(cid)}){PREVIEW}"
    return _CLAUSE.sub(link, text)


#: The attribute list (Markdown ``attr_list``) that marks a link for Material's preview.
PREVIEW = '{: data-preview="" }'
#: … and a link to the glossary from the rules' text.
TERM = '{: .term data-preview="" }'



#: Spans of a text that never take a glossary link: cards, clause references, links, emphasis.
_PROTECTED = re.compile(r"\[\[[^\[\]]*\]\]|§[\w.–-]*\w|\[[^\]]*\]\([^)]*\)(?:\{[^}]*\})?"
                        r"|\*\*[^*]+\*\*|\*[^*]+\*")


def glossary_links(text: str, terms: dict[str, list[str]], glossary_url: str) -> str:
    """Link the first use of each glossary entry's words in ``text`` (Markdown) to
    ``glossary_url#<concept>``, as ``[grupo](glossary.md#group){: .term data-preview="" }``. ``terms`` maps
    a concept anchor to its words (``glossary-links.yaml``); words match whole and without
    regard to case, the longest first; cards, clause references, links and emphasised words
    (a definition's own term) are left alone.

    >>> glossary_links("Um grupo e outro grupo; o **grupo**.", {"group": ["grupo"]}, "g.md")
    'Um [grupo](g.md#group){: .term data-preview="" } e outro grupo; o **grupo**.'
    """
    forms = sorted(((w, c) for c, words in terms.items() for w in words),
                   key=lambda x: (-len(x[0]), x[0]))
    if not forms:
        return text
    concept = {w.lower(): c for w, c in reversed(forms)}
    pattern = re.compile(r"(?<!\w)(" + "|".join(re.escape(w) for w, _ in forms) + r")(?!\w)",
                         re.I)
    linked: set[str] = set()

    def free(part: str) -> str:
        def link(m: re.Match) -> str:
            c = concept[m.group(1).lower()]
            if c in linked:
                return m.group(0)
            linked.add(c)
            return f"[{m.group(1)}]({glossary_url}#{c}){TERM}"
        return pattern.sub(link, part)

    out, at = [], 0
    for m in _PROTECTED.finditer(text):
        out.append(free(text[at:m.start()]))
        out.append(m.group(0))
        at = m.end()
    out.append(free(text[at:]))
    return "".join(out)


@functools.lru_cache(maxsize=16384)
def token_html(inner: str, lang: str) -> str:
    """The HTML of one ``[[inner]]`` (:func:`cards_html`), made once per process for each
    token and language: a site's thousands of texts use a few thousand distinct tokens. A bad
    card raises :class:`~generator.engine.errors.CardNotationError` naming it (not cached)."""
    return cards_html(parse_cards(inner), lang)


def render_cards(text: str, lang: str) -> str:
    """Replace every ``[[…]]`` with :func:`cards_html`. A bad card inside raises
    :class:`~generator.engine.errors.CardNotationError` naming it."""
    return _CARDS.sub(lambda m: token_html(m.group(1), lang), text)


def render(text: str, lang: str, rules_url: str = "rules/", href=None) -> str:
    """Both markups: cards, then clause links (``href`` as for :func:`clause_links`)."""
    return clause_links(render_cards(text, lang), rules_url, href)
