"""MkDocs hook (``hooks:`` in ``mkdocs.yml``): the players' words in the search index, never
in the results' text.

Material's search plugin indexes each section of a page (a heading with an ``id`` and what
follows it) with two fields, ``title`` and ``text``, and shows them as the result. This hook
adds fields that are searched but never shown (their boosts: ``plugins.search.fields`` in
``mkdocs.yml``; Material's search worker indexes every configured field):

- ``keywords``: the words of a section's ``<p class="search-keywords" hidden
  data-search-exclude>`` elements (written by the generator: ``keywords:`` of ``rules.yaml``,
  ``search:`` of ``terms.yaml`` for glossary entries) — words readers search with that the
  text does not use (a source's wrong word, a regional one) — and the same words without
  accents. The elements are then taken out of the page;
- ``title_plain`` / ``text_plain``: the title's and the text's words that change when
  written without accents, cedilla or the Catalan middle dot (``comodín`` → ``comodin``,
  ``col·locar`` → ``collocar``), so that a reader typing without accents finds the same
  sections.

Material's ``data-search-exclude`` keeps the keywords out of ``text``. The hook runs after the
search plugin's ``on_page_context`` (priority -100), when the page's entries exist.
"""

from __future__ import annotations

import html
import re
import unicodedata

from mkdocs.plugins import event_priority

#: A keywords element as it reaches the page (Markdown writes ``hidden="hidden"``; Material
#: strips ``data-search-exclude`` once the page is indexed).
KEYWORDS = re.compile(r'<p class="search-keywords"[^>]*>(.*?)</p>\s*', re.S)
HEADING = re.compile(r'<h[1-6]\b[^>]*?\sid="([^"]+)"')
H1 = re.compile(r'^\s*<h1\b[^>]*?\sid="([^"]+)"')
TAG = re.compile(r"<[^>]+>")
#: Words as the index splits them (the ``separator`` of mkdocs.*.yml, roughly): letters and
#: digits, with a middle dot or a point before a digit inside.
WORD = re.compile(r"[^\W_](?:[^\W_]|·(?=\w)|\.(?=\d))*")


def plain(word: str) -> str:
    """``word`` lower-cased, without accents, cedilla or the middle dot.

    >>> plain("Comodín"), plain("col·locar"), plain("sequência"), plain("baraja")
    ('comodin', 'collocar', 'sequencia', 'baraja')
    """
    decomposed = unicodedata.normalize("NFD", word.lower().replace("·", ""))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def plain_words(text: str) -> str:
    """The words of ``text`` (HTML) that change when written plain (:func:`plain`), in that
    form, once each, in order.

    >>> plain_words("<p>El comodín, los <b>comodines</b> y la baraja: comodín.</p>")
    'comodin'
    >>> plain_words("Col·locar l'as")
    'collocar'
    """
    seen: dict[str, None] = {}
    for word in WORD.findall(html.unescape(TAG.sub(" ", text))):
        folded = plain(word)
        if folded != word.lower():
            seen.setdefault(folded)
    return " ".join(seen)


def section_keywords(content: str) -> tuple[dict[str | None, list[str]], str]:
    """The keywords of each section of a page's HTML, by the ``id`` of the heading before
    them (``None`` before any), and the HTML without the keywords elements.

    >>> section_keywords('<h2 id="a">A</h2><p>x</p><p class="search-keywords" hidden>k l</p>')
    ({'a': ['k l']}, '<h2 id="a">A</h2><p>x</p>')
    """
    found: dict[str | None, list[str]] = {}
    heads = [(m.start(), m.group(1)) for m in HEADING.finditer(content)]
    for m in KEYWORDS.finditer(content):
        section = None
        for at, ident in heads:
            if at > m.start():
                break
            section = ident
        words = " ".join(html.unescape(TAG.sub(" ", m.group(1))).split())
        if words:
            found.setdefault(section, []).append(words)
    return found, KEYWORDS.sub("", content)


def _search_index(config):
    """Material's search index of this build (its plugin object holds it)."""
    for plugin in config.plugins.values():
        index = getattr(plugin, "search_index", None)
        if index is not None and hasattr(index, "entries"):
            return index
    return None


def add_fields(entries: list[dict], url: str, keywords: dict[str | None, list[str]],
               h1: str | None) -> None:
    """Give the entries of the page at ``url`` their hidden fields (see the module doc).
    The page's first section is indexed without an anchor: it takes the keywords before
    any heading and those under the page's ``h1`` (id ``h1``)."""
    for entry in entries:
        location = entry["location"]
        if location != url and not location.startswith(url + "#"):
            continue
        anchor = location[len(url) + 1:] or None
        words = list(keywords.get(anchor, []))
        if anchor is None and h1 is not None:
            words += keywords.get(h1, [])
        if words:
            joined = " ".join(words)
            extra = " ".join(w for w in plain_words(joined).split() if w not in joined.split())
            entry["keywords"] = f"{joined} {extra}".strip()
        for field in ("title", "text"):
            extra = plain_words(entry.get(field, ""))
            if extra:
                entry[f"{field}_plain"] = extra


@event_priority(-100)
def on_page_context(context, page, config, nav):
    """After Material has indexed the page: hidden fields for its entries, and the keywords
    elements out of the page."""
    index = _search_index(config)
    if index is not None:
        first = H1.search(page.content)
        keywords, page.content = section_keywords(page.content)
        add_fields(index.entries, page.url, keywords, first.group(1) if first else None)
    return context
