"""The site's own Markdown extension (``mkdocs.yml``: ``generator.site.mdext``): rows of wide
tables that can be linked and read on a phone.

A table of :data:`MIN_COLUMNS` columns or more that follows a heading with an id (the
variants page's comparison tables) gets, at build time:

- an id on every body row, ``<heading id>-<n>`` (``comparison-1-3``): the same in every
  language as long as the rows are, with no markup in the page's text;
- a link to that row at the end of its first cell (class ``headerlink``, as Material's heading
  links: ``docs/javascripts/contrato.js`` copies its address, ``contrato.css`` shows it on touch
  screens);
- on every cell the name of its column (``data-label``), and ``data-rows`` on the table (not
  a class: Material styles and wraps only tables without one), so that a screen too narrow
  for it shows each row as a card with the column names (``contrato.js`` sets ``is-stacked``
  when the table does not fit).

Narrower tables (contracts, puzzle lists, statistics) are left as they are.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from markdown import Extension
from markdown.treeprocessors import Treeprocessor

#: Tables with at least this many columns get row anchors and column labels.
MIN_COLUMNS = 4
_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}


def _text(el: ET.Element) -> str:
    return " ".join("".join(el.itertext()).split())


class RowAnchors(Treeprocessor):
    """See the module docstring."""

    def __init__(self, md, title: str):
        super().__init__(md)
        self.title = title

    def run(self, root: ET.Element) -> None:
        heading = None
        for el in root.iter():
            if el.tag in _HEADINGS and el.get("id"):
                heading = el.get("id")
            elif el.tag == "table" and heading:
                self._table(el, heading)

    def _table(self, table: ET.Element, heading: str) -> None:
        head = table.find("thead/tr")
        if head is None or len(head) < MIN_COLUMNS:
            return
        labels = [_text(th) for th in head]
        table.set("data-rows", "")
        for n, tr in enumerate(table.findall("tbody/tr"), 1):
            rid = f"{heading}-{n}"
            tr.set("id", rid)
            for label, td in zip(labels, tr):
                td.set("data-label", label)
            if len(tr):
                link = ET.SubElement(tr[0], "a", {"class": "headerlink", "href": f"#{rid}",
                                                  "title": self.title})
                link.text = "¶"
                link.tail = None


class SiteExtension(Extension):
    def __init__(self, **kwargs):
        self.config = {"permalink_title": ["Permanent link", "title of the row links"]}
        super().__init__(**kwargs)

    def extendMarkdown(self, md):
        md.registerExtension(self)
        # After attr_list (8) and toc (5), so that headings have their ids, and before MkDocs'
        # anchor check (5 too, registered when a page is rendered, so after this one), so that
        # links to rows are known: the same priority as toc, listed after it in mkdocs.yml.
        md.treeprocessors.register(RowAnchors(md, self.getConfig("permalink_title")),
                                   "contrato-rows", 5)


def makeExtension(**kwargs):
    return SiteExtension(**kwargs)
