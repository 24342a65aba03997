"""The house-rules page of a language (``house-rules/index.md``, URL ``<lang>/house-rules/``).

A table chooses its own rules, option by option (:mod:`generator.engine.house`), starting from
this site's profile or from the Catalan source's; ``docs/javascripts/house/house.js`` keeps the
choice as a short code after ``#`` in the address (``#h1-wa-bn``), so that one link shares it,
and shows the side-by-side difference with this site's rules, clause by clause, and a card of
the table's rules to print. Everything the script needs (the options in the code's order, their
words in the page's language: :func:`generator.lang.house.page_data`) is written into the page;
without JavaScript the page lists the options with this site's values. The rules of the family
that no option offers are listed with the reason (:data:`generator.engine.house.REFUSED`).
"""

from __future__ import annotations

import json
from pathlib import Path

import jinja2

from ..engine.house import OPTIONS, HouseRules
from ..lang.house import page_data, refused_rows, rule_rows, script_text, texts
from . import markup
from .texts import DOCS

__all__ = ["render_house_rules", "PAGE", "SCRIPT", "CODES_SCRIPT"]

#: The page's path in each language's sources.
PAGE = "house-rules/index.md"
#: The page's script, relative to the page (``docs/javascripts/house/``: not loaded elsewhere),
#: and the one that reads and writes codes, which the table card loads too.
SCRIPT = "../javascripts/house/house.js"
CODES_SCRIPT = "../javascripts/house/code.js"

_env = jinja2.Environment(
    loader=jinja2.PackageLoader("generator.site", "templates"),
    undefined=jinja2.StrictUndefined, autoescape=False,
    trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
)


def _clause(c: str) -> dict:
    return {"id": c, "url": f"../rules/#{markup.anchor(c)}"}


def render_house_rules(lang: str, docs: Path = DOCS) -> str:
    """The Markdown source of ``house-rules/index.md`` in ``lang``."""
    t = texts(lang, docs)
    data = page_data(lang, docs)
    for opt in data["options"]:
        opt["clause_links"] = [_clause(c) for c in opt["clauses"]]
    ui_keys = ("code", "copy", "copied", "diff_none", "bad_code", "under_rules", "card_site",
               "card_url")
    ui = {k: script_text(k, lang, docs) for k in ui_keys}      # house.js fills them in
    script_data = {**page_data(lang, docs), "ui": ui,
                   "anchors": {c: markup.anchor(c) for o in OPTIONS for c in o.clauses}}
    site = rule_rows(HouseRules(), lang)
    return _env.get_template("house_rules.md.j2").render(
        t=t, options=data["options"], site=site, refused=[
            {**r, "link": {"id": r["clause"], "url": f"../rules.md#{markup.anchor(r['clause'])}"}}
            for r in refused_rows(lang, docs)],
        data=json.dumps(script_data, ensure_ascii=False, separators=(",", ":")),
        script=SCRIPT, codes_script=CODES_SCRIPT)
