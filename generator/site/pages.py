"""The pages of one language: hand-written texts rendered, generated pages added.

:func:`generator.site.sources.render_language` gathers them as ``{path in docs_dir: Markdown
text}``; the pages are made here:

- every ``docs/<lang>/*.md`` (``index.md``, ``glossary.md``, ``variants.md``…) through
  :func:`generator.site.markup.render`, its ``<!-- puzzle: KIND -->`` slots filled with an
  example puzzle of that kind or tag;
- ``rules.md`` — generated from ``rules.yaml``: every section (anchor ``r6``, ``rd``) and
  clause (``r6-2``, ``d4``) with a link that copies itself, rulings with their reasoning, and
  under each clause up to :data:`EXAMPLES_PER_CLAUSE` puzzles that rest on it;
- ``puzzles/index.md`` — the puzzles by kind, then round, with difficulty;
- ``puzzles/<id>.md`` — one page per puzzle (URL ``puzzles/<id>/``; kept out of the nav): the
  choices, then the solution in a details block (``#solution``: the link that opens it), the
  reason of each wrong choice (hidden until asked for), and links to the previous and next
  puzzle of its kind; ``docs/javascripts/practice.js`` turns the choices into a question
  to answer and shows the solution once it is solved or asked for;
- ``practice/index.md`` — the practice page: puzzles one after another, filtered by kind,
  round, difficulty or clause, in order, at random or near the player's rating (its data
  files, ``practice/index.json`` and ``practice/p/<id>.json``: :mod:`generator.site.practice`).

The rules page also carries the diagrams of :mod:`generator.site.diagrams`: the contracts
before clause 4.1, the turn before clause 5.1 (:data:`FIGURES`).

:func:`check_puzzles` refuses puzzles the pages cannot show (unknown clause or kind, missing
language…) with a :class:`~generator.site.texts.SiteSourceError`.
"""

from __future__ import annotations

import datetime
import html
import json
import functools
import re
from collections import defaultdict
from pathlib import Path
from typing import Iterable, Sequence

import jinja2
import markdown

from ..lang import LANGS
from ..lang.render import lower_first
from ..puzzles.model import Puzzle
from . import diagrams, markup, terms
from .verdict_page import puzzle_verdict_link      # "open in the verdict page" (issue 12)
from .reasons import choice_reasons
from .texts import (DOCS, Changes, Rules, SiteSourceError, display_path, load_changes,
                    load_glossary_links, load_rules, load_ui, read_markdown, render_text)

#: How many puzzles "see an example" lists under a clause.
EXAMPLES_PER_CLAUSE = 3

#: The link icon: drawn by CSS (contrato.css, a mask), hidden from screen readers.
LINK_ICON = '<span class="clause-icon" aria-hidden="true"></span>'

_PUZZLE_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

_env = jinja2.Environment(
    loader=jinja2.PackageLoader("generator.site", "templates"),
    undefined=jinja2.StrictUndefined,
    autoescape=False,          # Markdown templates; HTML attributes use `| e` explicitly
    trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
)


def _template(name: str) -> jinja2.Template:
    return _env.get_template(name)


def puzzle_where(p: Puzzle) -> str:
    """How a puzzle is named in messages: its ID and template."""
    return f"puzzle {p.id} (template {p.template})"


def check_puzzles(puzzles: Sequence[Puzzle], docs: Path = DOCS) -> None:
    """Refuse puzzles the site cannot show: a bad or repeated ID, a kind without a name in
    ``strings.yaml`` ``ui.kinds``, a round outside 1–7, a difficulty outside 1–5, a clause
    that is not on the rules page (clauses, rulings and the prose sections 10 and 11), a ``correct`` index outside the choices, a missing
    language. Raises :class:`SiteSourceError` naming the puzzle and its template."""
    seen: dict[str, Puzzle] = {}
    rules = load_rules("pt", docs)
    clause_ids = set(rules.clause_ids()) | {s.id for s in rules.sections if s.text}
    kinds = load_ui("pt", docs)["kinds"]
    for p in puzzles:
        where = puzzle_where(p)
        if not isinstance(p.id, str) or not _PUZZLE_ID.match(p.id):
            raise SiteSourceError(f"{where}: ID must be lower-case letters, digits and '-'")
        if p.id in seen:
            raise SiteSourceError(f"{where}: ID also used by {puzzle_where(seen[p.id])}")
        seen[p.id] = p
        if p.kind not in kinds:
            raise SiteSourceError(
                f"{where}: kind {p.kind!r} has no name in docs/<lang>/strings.yaml ui.kinds "
                f"(known: {', '.join(kinds)})")
        if p.round is not None and p.round not in range(1, 8):
            raise SiteSourceError(f"{where}: round {p.round!r} is not 1–7 or None")
        if p.difficulty not in range(1, 6):
            raise SiteSourceError(f"{where}: difficulty {p.difficulty!r} is not 1–5")
        if not p.clauses:
            raise SiteSourceError(f"{where}: no clause given")
        for c in p.clauses:
            if c not in clause_ids:
                raise SiteSourceError(f"{where}: clause {c!r} is not on the rules page "
                                      "(a clause, a ruling or section 10 or 11)")
        missing = [lang for lang in LANGS if lang not in p.texts]
        if missing:
            raise SiteSourceError(f"{where}: no text in {', '.join(missing)}")
        for lang in LANGS:
            t = p.texts[lang]
            for name in ("title", "situation", "question", "answer", "explanation"):
                if not getattr(t, name, "").strip():
                    raise SiteSourceError(f"{where}: empty {name} in {lang}")
            if t.choices and not 0 <= p.correct < len(t.choices):
                raise SiteSourceError(
                    f"{where}: correct={p.correct} but {len(t.choices)} choices in {lang}")


def _sort_key(p: Puzzle):
    return (p.difficulty, p.id)


def puzzles_by_clause(puzzles: Iterable[Puzzle]) -> dict[str, list[Puzzle]]:
    """Clause ID → every puzzle resting on it, easiest first, ties by ID."""
    by_clause: dict[str, list[Puzzle]] = defaultdict(list)
    for p in sorted(puzzles, key=_sort_key):
        for c in dict.fromkeys(p.clauses):
            by_clause[c].append(p)
    return dict(by_clause)


def examples_by_clause(puzzles: Iterable[Puzzle]) -> dict[str, list[Puzzle]]:
    """Clause ID → up to :data:`EXAMPLES_PER_CLAUSE` puzzles resting on it: the easiest
    first, one per kind before a second of the same kind; ties by ID (deterministic)."""
    chosen = {}
    for c, ps in puzzles_by_clause(puzzles).items():
        first, rest, kinds = [], [], set()
        for p in ps:
            (rest if p.kind in kinds else first).append(p)
            kinds.add(p.kind)
        chosen[c] = (first + rest)[:EXAMPLES_PER_CLAUSE]
    return chosen


def _table_cell(text: str) -> str:
    """Text safe inside one Markdown table cell (one line, no bare ``|``)."""
    return " ".join(text.split()).replace("|", "\\|")


# --- pages -----------------------------------------------------------------------------------

#: Diagrams on the rules page: section ID → the function drawing it (called with the language
#: and the rules page's own URL ``""``), placed after the section's intro, before its clauses.
FIGURES = {"4": diagrams.contracts_table_html, "5": diagrams.turn_figure_html}

#: The practice page from the rules page and from a puzzle page (directory URLs).
PRACTICE_FROM_RULES = "../practice/"
PRACTICE_FROM_PUZZLE = "../../practice/"


def practice_href(base: str, **state) -> str:
    """A link to the practice page showing a selection: ``practice_href("../practice/",
    clause="4.1")`` → ``"../practice/#clause=4.1"``. The state lives after ``#`` (the
    language switcher keeps it): ``kind``, ``round``, ``difficulty``, ``clause``, ``p``."""
    query = "&".join(f"{k}={v}" for k, v in state.items() if v is not None)
    return f"{base}#{query}" if query else base


def cited_by(rules: Rules) -> dict[str, list[str]]:
    """Clause ID → the clauses and rulings whose text or reasoning refers to it
    (:func:`generator.site.markup.cited_clauses`), in page order; a clause citing itself is
    left out. Only IDs of ``rules`` count."""
    known = set(rules.clause_ids())
    out: dict[str, list[str]] = defaultdict(list)
    for c in rules.clauses():
        text = c.text.value + (" " + c.why.value if c.why else "")
        for ref in markup.cited_clauses(text):
            if ref in known and ref != c.id:
                out[ref].append(c.id)
    return dict(out)


def render_rules(rules: Rules, ui: dict, examples: dict[str, list[Puzzle]],
                 counts: dict[str, int] | None = None, *, changes: Changes | None = None,
                 pdf: bool = False) -> str:
    """``rules.md``: the whole of ``rules.yaml`` with a list of the sections at the top,
    anchors, headings of number and title, copy links (to each clause's own page), search
    keywords, the diagrams of :data:`FIGURES`, and under each clause its examples
    (``examples``), a link to practise all of its ``counts[clause]`` puzzles and the clauses
    that cite it. Under the title: the edition of ``changes`` (default: the language's
    ``changes.yaml``) with a link to the changes page, and the printable versions (the table
    card's page; with ``pdf``, the PDFs of :mod:`generator.site.pdf`)."""
    lang = rules.lang
    where = display_path(rules.path)
    counts = counts or {}
    by_rule, _ = terms.search_words(lang, Path(rules.path).parents[1])

    def keywords(own: str | None, cid: str) -> str | None:
        """The clause's own ``keywords`` and the players' words of the concept it defines
        (``terms.yaml``), for the search index only."""
        words = (own or "").split() + " ".join(by_rule.get(cid, [])).split()
        return " ".join(dict.fromkeys(words)) or None
    citing = cited_by(rules)
    linked_terms = load_glossary_links(lang, rules.path.parent.parent)

    def md(text, what, glossary=False):
        value = markup.glossary_links(text.value, linked_terms, "glossary.md") if glossary \
            else text.value
        return render_text(value, lang, "", where=f"{where} ({what})", line=text.line)

    def example_links(cid):
        return [{"title": " ".join(p.texts[lang].title.split()),
                 "difficulty": ui["difficulties"][str(p.difficulty)],
                 "url": f"puzzles/{p.id}.md"} for p in examples.get(cid, [])]

    def practise(cid):
        if not counts.get(cid):
            return None
        return {"url": practice_href(PRACTICE_FROM_RULES, clause=cid),
                "label": ui[_practise_key(cid)].format(n=counts[cid])}

    sections = []
    for s in rules.sections:
        clauses = []
        for c in s.clauses:
            clauses.append({
                **clause_head(c, ui, f"{markup.clause_page(c.id)}/"),
                "text": md(c.text, f"clause {c.id}", glossary=True),
                "why": md(c.why, f"clause {c.id}, why") if c.why else None,
                "reading": md(c.reading, f"clause {c.id}, reading") if c.reading else None,
                "keywords": keywords(c.keywords, c.id),
                "examples": example_links(c.id),
                "practise": practise(c.id),
                "cited_by": [{"id": r, "title": rules.clause(r).title,
                              "url": f"#{markup.anchor(r)}"} for r in citing.get(c.id, [])],
            })
        figure = FIGURES.get(s.id)
        sections.append({
            "heading": f"{s.id}. {s.title}",
            "anchor": markup.anchor(s.id),
            "intro": md(s.intro, f"section {s.id}, intro") if s.intro else None,
            "keywords": s.keywords,
            "figure": figure(lang, "") if figure else None,
            "text": md(s.text, f"section {s.id}") if s.text else None,
            "examples": example_links(s.id) if s.text else [],
            "practise": practise(s.id) if s.text else None,
            "clauses": clauses,
        })
    if changes is None:
        changes = load_changes(lang, rules.path.parent.parent)
    return _template("rules.md.j2").render(
        title=rules.title, intro=md(rules.intro, "intro"), sections=sections, ui=ui,
        icon=LINK_ICON, description=plain_text(rules.intro.value, lang),
        edition=edition_text(changes, ui), pdf=pdf, pdf_files=PDF_FILES)


#: The PDFs of each language (generator/site/pdf.py), from the rules page.
PDF_FILES = {"rules": "../pdf/rules.pdf", "card": "../pdf/table-card.pdf"}


#: From a clause's own page (rules/6-2/): the practice page.
PRACTICE_FROM_CLAUSE = "../../practice/"


def render_clause_pages(rules: Rules, ui: dict, examples: dict[str, list[Puzzle]],
                        counts: dict[str, int] | None = None) -> dict[str, str]:
    """A page per clause and ruling: ``{"rules/6-2.md": text, "rules/d4.md": …}`` (URLs
    ``rules/6-2/``, ``rules/d4/``). Each holds the clause (a ruling with its reasoning), the
    rulings that cite it in full, its examples and practice link, the clauses citing it,
    the previous and next clause, and a link to its place on the whole rules page. Its
    title is number and title; its description number, title and text (the page's
    ``<title>``, ``description``, ``og:title`` and ``og:description``). References to
    other clauses go to their own pages."""
    lang = rules.lang
    where = display_path(rules.path)
    counts = counts or {}
    citing = cited_by(rules)
    order = rules.clauses()

    linked_terms = load_glossary_links(lang, rules.path.parent.parent)

    def page(cid):                       # a clause page seen from another clause page
        return f"{markup.clause_page(cid)}.md"

    def md(text, what, glossary=False):
        value = markup.glossary_links(text.value, linked_terms, "../glossary.md") if glossary \
            else text.value
        return render_text(value, lang, "../rules.md", where=f"{where} ({what})",
                           line=text.line, href=page)

    def shown(c, page_url):
        return {**clause_head(c, ui, page_url),
                "text": md(c.text, f"clause {c.id}", glossary=True),
                "why": md(c.why, f"clause {c.id}, why") if c.why else None,
                "reading": md(c.reading, f"clause {c.id}, reading") if c.reading else None}

    out = {}
    for i, c in enumerate(order):
        section = rules.section_of(c.id)
        this = shown(c, "./")
        this["examples"] = [{"title": " ".join(p.texts[lang].title.split()),
                             "difficulty": ui["difficulties"][str(p.difficulty)],
                             "url": f"../puzzles/{p.id}.md"} for p in examples.get(c.id, [])]
        this["practise"] = ({"url": practice_href(PRACTICE_FROM_CLAUSE, clause=c.id),
                             "label": ui[_practise_key(c.id)].format(n=counts[c.id])}
                            if counts.get(c.id) else None)
        this["cited_by"] = [{"id": r, "title": rules.clause(r).title, "url": page(r)}
                            for r in citing.get(c.id, [])]
        rulings = [shown(rules.clause(r), f"../{markup.clause_page(r)}/")
                   for r in citing.get(c.id, []) if rules.clause(r).is_ruling]

        def neighbour(j):
            if 0 <= j < len(order):
                n = order[j]
                return {"id": n.id, "title": n.title, "url": f"../{markup.clause_page(n.id)}/"}
            return None

        text = plain_text(c.text.value, lang)
        out[f"rules/{markup.clause_page(c.id)}.md"] = _template("clause.md.j2").render(
            c=this, ui=ui, icon=LINK_ICON, rulings=rulings,
            page_title=f"{c.id} {c.title}", description=f"{c.id} {c.title}: {text}",
            rules_url="../", rules_title=rules.title,
            section={"url": f"../#{markup.anchor(section.id)}",
                     "heading": f"{section.id}. {section.title}"},
            whole_url=f"../#{markup.anchor(c.id)}",
            previous=neighbour(i - 1), next=neighbour(i + 1))
    return out


def clause_head(c, ui: dict, page_url: str) -> dict:
    """What a clause's heading shows (``clause_parts.md.j2`` ``head``): ID, anchor, title,
    whether it is a ruling, the copy control's label and the address it copies."""
    label = ui["copy_link_ruling" if c.is_ruling else "copy_link_clause"]
    return {"id": c.id, "anchor": markup.anchor(c.id), "title": c.title,
            "ruling": c.is_ruling, "label": label.format(id=c.id), "page_url": page_url}


def plain_text(text: str, lang: str) -> str:
    """A text of the rules as one line of plain words, for a page's ``description``: cards
    as written (``7♥ 7♥ 7♣``), ``§6.2`` as ``6.2``, Markdown emphasis dropped."""
    text = markup._CARDS.sub(lambda m: " ".join(m.group(1).split()), text)
    text = re.sub(r"§(D?\d)", r"\1", text)
    text = re.sub(r"\*\*?([^*]+)\*\*?", r"\1", text)
    quotes = iter("“”" * text.count('"'))            # safe inside an HTML attribute
    text = re.sub('"', lambda m: next(quotes), text)
    return " ".join(text.split())


def clause_title(cid: str, lang: str, docs: Path = DOCS) -> str:
    """The title of a clause or ruling (``"6.2"`` → "Quem compra primeiro") or of a prose
    section (``"11"``) in ``lang``."""
    rules = load_rules(lang, docs)
    try:
        return rules.clause(cid).title
    except KeyError:
        return next(s.title for s in rules.sections if s.id == cid)


def _clause_refs(p: Puzzle, rules_url: str, lang: str) -> list[dict]:
    return [{"id": c, "title": clause_title(c, lang), "url": f"{rules_url}#{markup.anchor(c)}"}
            for c in p.clauses]


def _practise_key(cid: str) -> str:
    """The practice link's label: "this rule's puzzles", or "this ruling's" under a ruling
    (D4), which the site never calls a rule (pt review of issue 27)."""
    return "practise_ruling" if cid.startswith("D") else "practise_clause"


def _round_name(ui: dict, rnd: int | None) -> str:
    if rnd is None:
        return ui["any_round"]
    return ui["round_contract"].format(n=rnd, contract=ui["contracts"][str(rnd)])


def puzzle_meta_html(p: Puzzle, ui: dict) -> str:
    """The line under a puzzle's title: kind · round · difficulty · rating (HTML)."""
    e = html.escape
    return (f'<span class="puzzle-kind">{e(ui["kinds"][p.kind])}</span> · '
            f'<span class="puzzle-round">{e(_round_name(ui, p.round))}</span> · '
            f'<span class="difficulty difficulty-{p.difficulty}">{e(ui["difficulty"])}: '
            f'{e(ui["difficulties"][str(p.difficulty)])}</span> · '
            f'<span class="puzzle-rating">'
            f'{e(ui["puzzle_rating"].format(rating=p.rating))}</span>')


def _shown_texts(p: Puzzle, lang: str, rules_url: str):
    """The puzzle's texts in ``lang`` with their markup rendered (Markdown, with links to
    ``rules_url``)."""
    t = p.texts[lang]
    where = f"{puzzle_where(p)} [{lang}]"

    def md(text: str, what: str) -> str:
        return render_text(text, lang, rules_url, where=f"{where} {what}")

    return type(t)(
        title=" ".join(md(t.title, "title").split()),
        situation=md(t.situation, "situation"),
        question=md(t.question, "question"),
        choices=tuple(" ".join(md(c, "choice").split()) for c in t.choices),
        answer=md(t.answer, "answer"),
        explanation=md(t.explanation, "explanation"),
    )


def _solution_markdown(p: Puzzle, shown, ui: dict, rules_url: str, lang: str) -> str:
    """Answer, explanation and the clauses it rests on (number and title), as Markdown."""
    links = " · ".join(f"[{c['id']} {c['title']}]({c['url']}){markup.PREVIEW}"
                       for c in _clause_refs(p, rules_url, lang))
    return (f"**{ui['answer']}:** {shown.answer}\n\n{shown.explanation}\n\n"
            f"**{ui['clauses']}:** {links}")


#: The ``ui`` strings the browser needs to ask a puzzle (docs/javascripts/practice.js).
QUIZ_UI = ("choose", "check", "choose_first", "right", "right_after_miss", "wrong",
           "why_wrong", "why_wrong_title", "show_solution", "solution_shown",
           "try_yourself", "next_puzzle", "before_solved", "before_solved_late",
           "before_missed", "level", "level_provisional", "level_change",
           "level_hidden")
#: … to mark puzzle links with the player's record (every page with puzzle links; the
#: practice index carries them, see :mod:`generator.site.practice`).
MARKS_UI = ("mark_solved", "mark_solved_late", "mark_missed")
#: … and to run the practice page.
PRACTICE_UI = QUIZ_UI + MARKS_UI + (
    "position", "none_match", "record", "reset_confirm", "reset_done", "clause_filter",
    "copy_link_puzzle", "copy_link", "copy_link_solution", "link_copied", "open_puzzle",
    "situation", "question", "load_failed", "daily_title", "none_new", "none_missed")


def ui_json(ui: dict, keys: Sequence[str]) -> str:
    """Some ``ui`` strings as compact JSON, for a ``data-ui`` attribute."""
    return json.dumps({k: " ".join(ui[k].split()) for k in keys}, ensure_ascii=False,
                      separators=(",", ":"))


def kind_neighbours(puzzles: Sequence[Puzzle], ui: dict) -> dict[str, dict]:
    """Each puzzle's place among the puzzles of its kind, in :func:`practice_order`:
    ``{id: {"prev": id or None, "next": id or None, "i": 1…, "n": count, "kind"}}``."""
    by_kind: dict[str, list[str]] = defaultdict(list)
    for p in practice_order(puzzles, ui):
        by_kind[p.kind].append(p.id)
    out = {}
    for kind, ids in by_kind.items():
        for i, pid in enumerate(ids):
            out[pid] = {"prev": ids[i - 1] if i else None,
                        "next": ids[i + 1] if i + 1 < len(ids) else None,
                        "i": i + 1, "n": len(ids), "kind": kind}
    return out


#: The tag of a retired puzzle (``puzzles/<kind>/retired.yaml``): its page stays at its
#: address, so that links to it keep working, but no list shows it (the puzzle index, the
#: clauses' examples, practice, previous/next of the others).
RETIRED = "retired"


def retired(p: Puzzle) -> bool:
    """Whether ``p`` is retired (:data:`RETIRED`)."""
    return RETIRED in p.tags


#: The tag of a retired puzzle's file that names why it was retired: ``retired-<key>``, the
#: page saying ``ui.retired_why.<key>`` (``random-play``: sampled from rounds of random play,
#: ``random-game``: from whole games of random play (standings), fifteenth es reading #2;
#: issue 14; ``d14``: sampled before ruling D14, with an answer no rebuild count changes).
RETIRED_WHY = "retired-"


def retired_why(p: Puzzle, lang: str, ui: dict) -> str | None:
    """The reason a retired puzzle's page gives (HTML, its links final), ``None`` for a listed one. Raises
    :class:`ValueError` for a retired puzzle without exactly one known reason tag."""
    if not retired(p):
        return None
    keys = [t[len(RETIRED_WHY):] for t in p.tags if t.startswith(RETIRED_WHY)]
    if len(keys) != 1 or keys[0] not in ui["retired_why"]:
        raise ValueError(f"retired puzzle {p.id} ({puzzle_where(p)}): its file needs one tag "
                         f"retired-<why>, why one of {', '.join(ui['retired_why'])}; "
                         f"it has {keys or 'none'}")
    return markdown_html(render_text(ui["retired_why"][keys[0]], lang, "../../rules/",
                                     where=f"ui.retired_why.{keys[0]} [{lang}]"))


def retired_nav(p: Puzzle, nav: dict[str, dict]) -> dict:
    """The navigation of a retired puzzle's page: no previous, the first listed puzzle of its
    kind as next, no position among them (``i`` 0)."""
    first = next((pid for pid, n in nav.items() if n["i"] == 1 and n.get("kind") == p.kind),
                 None)
    return {"prev": None, "next": first, "i": 0, "n": 0}


def render_puzzle(p: Puzzle, lang: str, ui: dict, nav: dict | None = None) -> str:
    """``puzzles/<id>.md``: situation, question, choices, then the answer, explanation and
    clauses in a details block that stays closed until the player opens it or arrives by
    ``puzzles/<id>/#solution`` (the id of its content: browsers open a closed details block
    to show the target of the address); the reason of each wrong choice, hidden;
    links to the previous and next puzzle of its kind (``nav``, from
    :func:`kind_neighbours`). With JavaScript, ``.puzzle-quiz`` (``data-puzzle``,
    ``data-correct``, ``data-rating``, ``data-ui``) becomes a question to answer: a wrong
    choice says so without the answer, and the details block shows once the puzzle is
    solved or the player asks for the solution.

    The texts go in as HTML (:func:`puzzle_html`, links final: ``../../rules/#r4-1``), so
    that MkDocs has only raw HTML to pass through on hundreds of pages full of cards; the
    link check of the built site (tests/test_site_links.py) checks their links."""
    table = CardTable()
    shown = puzzle_html(p, lang, ui, "../../rules/", table)
    unpacked = {k: unpack_cards(v, table.cards) for k, v in shown.items()
                if k not in ("choices", "reasons")}
    unpacked["choices"] = [unpack_cards(c, table.cards) for c in shown["choices"]]
    unpacked["reasons"] = [None if r is None else unpack_cards(r, table.cards)
                           for r in shown["reasons"]]
    nav = nav or {"prev": None, "next": None, "i": 1, "n": 1}
    return _template("puzzle.md.j2").render(
        p=p, ui=ui, title=" ".join(render_text(p.texts[lang].title, lang, "../rules.md",
                                               where=f"{puzzle_where(p)} [{lang}] title")
                                   .split()),
        html=unpacked, meta=puzzle_meta_html(p, ui),
        quiz_ui=ui_json(ui, QUIZ_UI + MARKS_UI),
        rating=p.rating, nav=nav,
        position=(ui["kind_position"].format(i=nav["i"], n=nav["n"], kind=ui["kinds"][p.kind])
                  if nav["i"] else ui["retired_puzzle"]),
        retired_why=retired_why(p, lang, ui),
        practice=(practice_href(PRACTICE_FROM_PUZZLE, kind=p.kind) if retired(p) else
                  practice_href(PRACTICE_FROM_PUZZLE, kind=p.kind, p=p.id)),
        verdict=puzzle_verdict_link(p, lang), description=puzzle_description(p, lang))


#: The longest description of a puzzle's page (a link's preview shows less).
DESCRIPTION_LENGTH = 300


def puzzle_description(p: Puzzle, lang: str) -> str:
    """A puzzle page's ``description`` (its ``og:description``, a link's preview): the
    question, then the situation, in plain words (:func:`plain_text`: cards as written,
    ``7♥ 8♥``), each paragraph and list item a sentence, a table's rows as "Ronda 1: Ana 0,
    Bruno 10, …"; cut at a word to :data:`DESCRIPTION_LENGTH` characters with "…".

    >>> from types import SimpleNamespace as NS
    >>> p = NS(texts={"pt": NS(question="Quem vai à frente?", situation=(
    ...     "Os pontos:\\n\\n| Ronda | Ana | Rui |\\n| ---: | ---: | ---: |\\n| 1 | 0 | 12 |\\n\\n"
    ...     "- Ana: 3 cartas\\n- Rui: [[7♥ 8♥]]"))})
    >>> puzzle_description(p, "pt")
    'Quem vai à frente? Os pontos: Ronda 1: Ana 0, Rui 12. Ana: 3 cartas. Rui: 7♥ 8♥.'
    >>> p = NS(texts={"pt": NS(question="Pode?", situation=(
    ...     "Na mesa:\\n\\n1. [[6♥ 6♦ 6♣]]\\n2. [[A♠ 2♠ 3♠ 4♠]]"))})
    >>> puzzle_description(p, "pt")
    'Pode? Na mesa: 1) 6♥ 6♦ 6♣; 2) A♠ 2♠ 3♠ 4♠.'
    """
    t = p.texts[lang]
    sentences = [t.question.strip()]
    for block in re.split(r"\n\s*\n", t.situation.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if lines and all(line.startswith("|") for line in lines):
            rows = [[c.strip() for c in line.strip("|").split("|")] for line in lines
                    if not re.fullmatch(r"[|\s:-]+", line)]
            head = rows[0]
            parts = [f"{head[0]} {row[0]}: " + ", ".join(f"{h} {c}" for h, c in
                                                      zip(head[1:], row[1:]))
                     for row in rows[1:]]
        elif lines and all(re.match(r"[-*]\s", line) for line in lines):
            parts = [line[2:].strip() for line in lines]
        elif lines and all(re.match(r"\d+\.\s", line) for line in lines):
            # a numbered list (the table's melds) as "1) 6♥ 6♦ 6♣; 2) A♠ 2♠ 3♠ 4♠": not
            # "6♣ 2. A♠", where a number runs into the cards (fourteenth ca reading #3)
            parts = ["; ".join(re.sub(r"^(\d+)\.\s+", r"\1) ", line) for line in lines)]
        else:
            parts = [" ".join(lines)]
        for part in parts:
            sentences.append(part if part[-1:] in (".", ":", "?", "!", "…") else part + ".")
    text = plain_text(" ".join(sentences), lang)
    if len(text) > DESCRIPTION_LENGTH:
        text = text[:DESCRIPTION_LENGTH - 1].rsplit(" ", 1)[0].rstrip(",;:.") + "…"
    return text


def render_withdrawn(w, instead: Puzzle | None, lang: str, ui: dict) -> str:
    """``puzzles/<id>.md`` of a withdrawn puzzle (``puzzles/withdrawn.yaml``, issue 26): a
    puzzle whose position no game reaches keeps its address, with a page that says why it
    was withdrawn and links the puzzle drawn in its place (``instead``) and the practice of
    its kind. Raises :class:`ValueError` when the puzzle put in its place is not built."""
    if instead is None:
        raise ValueError(f"withdrawn puzzle {w.id}: its replacement {w.instead} is not built")
    why = render_text(ui["withdrawn_why"][w.why], lang, "../rules.md",
                      where=f"ui.withdrawn_why.{w.why} [{lang}]")
    title = " ".join(render_text(instead.texts[lang].title, lang, "../rules.md",
                                 where=f"{puzzle_where(instead)} [{lang}] title").split())
    practice = practice_href(PRACTICE_FROM_PUZZLE, kind=w.kind)
    return "\n".join([
        "---", "search:", "  exclude: true", "---", "",
        f"# {ui['withdrawn_title']}", "",
        why, "",
        f"{ui['withdrawn_instead']} [{title}]({instead.id}.md)", "",
        f'<a href="{html.escape(practice)}">{html.escape(ui["practise_kind"])}</a>', ""])


# --- the practice page -----------------------------------------------------------------------

_MD_EXTENSIONS = ["abbr", "attr_list", "def_list", "md_in_html", "tables"]


_markdown: list[markdown.Markdown] = []


@functools.lru_cache(maxsize=8192)
def markdown_html(text: str) -> str:
    """Markdown → HTML with the site's inline extensions (links are taken as written),
    without blank lines (safe as a raw HTML block inside a Markdown page). The same text
    comes back often (a puzzle's texts on its page, in the practice data and in the index:
    three times on average), so each is converted once per process."""
    if not _markdown:
        _markdown.append(markdown.Markdown(extensions=_MD_EXTENSIONS, output_format="html"))
    return re.sub(r"\n\s*\n", "\n", _markdown[0].reset().convert(text).strip())


def _inline_html(text: str) -> str:
    """Markdown of one line → HTML without the surrounding paragraph."""
    out = markdown_html(text)
    if out.startswith("<p>") and out.endswith("</p>") and out.count("<p>") == 1:
        out = out[3:-4]
    return out


def practice_order(puzzles: Sequence[Puzzle], ui: dict) -> list[Puzzle]:
    """Puzzles in the order of the practice page and the index: kind (``ui.kinds`` order),
    round (1–7, then none), difficulty, ID."""
    kinds = list(ui["kinds"])
    return sorted(puzzles, key=lambda p: (kinds.index(p.kind), p.round is None, p.round or 0,
                                          p.difficulty, p.id))


#: A card as :func:`generator.site.markup.card_html` writes it.
_CARD_HTML = re.compile(r'<span class="card (?:red|black|joker)" role="img" aria-label="[^"]*">'
                        r'(?:<span class="card-[a-z]+">[^<]*</span>|[^<])*</span>')
#: Cards in the practice data are one character each, from here on (Unicode private use).
CARD_TOKEN_BASE = 0xE000
_PRIVATE_USE = re.compile("[\ue000-\uf8ff]")


class CardTable:
    """Distinct card HTML → one private-use character (U+E000 + index), first seen
    first: the practice data carries each card's HTML once (``cards``), its texts a
    character per card (practice.js puts the HTML back)."""

    def __init__(self):
        self.cards: list[str] = []
        self._index: dict[str, int] = {}

    def pack(self, text: str, where: str) -> str:
        if _PRIVATE_USE.search(text):
            raise SiteSourceError(f"{where}: a private-use character (U+E000–U+F8FF) in the "
                                  "text; the practice data uses them for cards")

        def token(m: re.Match) -> str:
            html_ = m.group(0)
            if html_ not in self._index:
                if len(self.cards) > 0xF8FF - CARD_TOKEN_BASE:
                    raise SiteSourceError(f"{where}: too many different cards")
                self._index[html_] = len(self.cards)
                self.cards.append(html_)
            return chr(CARD_TOKEN_BASE + self._index[html_])
        return _CARD_HTML.sub(token, text)


def unpack_cards(text: str, cards: Sequence[str]) -> str:
    """The inverse of :meth:`CardTable.pack` (what practice.js does)."""
    return _PRIVATE_USE.sub(lambda m: cards[ord(m.group(0)) - CARD_TOKEN_BASE], text)


#: Where a puzzle's texts link the rules page while they are converted (:func:`puzzle_html`):
#: the same text converts once for the puzzle's page and the practice data, whose links
#: differ only there.
_RULES_MARK = "rules-url-of-the-page/"


def puzzle_html(p: Puzzle, lang: str, ui: dict, rules_url: str, table: "CardTable") -> dict:
    """A puzzle's texts in ``lang`` as HTML, links to ``rules_url``: ``title``,
    ``situation``, ``question``, ``choices`` (a list), ``reasons`` (for each choice, why
    it fails, or ``None``: :func:`generator.site.reasons.choice_reasons`), ``solution``
    (answer, explanation and the clauses). Cards are packed by ``table`` before Markdown
    (one character each, so Markdown has no HTML to parse) and stay packed
    (:func:`unpack_cards`)."""
    shown = _shown_texts(p, lang, _RULES_MARK)
    where = f"{puzzle_where(p)} [{lang}]"

    def pack(text: str, what: str) -> str:
        return table.pack(text, f"{where} {what}")

    def linked(html_: str) -> str:
        return html_.replace(_RULES_MARK, rules_url)

    def reason(text: str | None) -> str | None:
        if text is None:
            return None
        md = render_text(text, lang, _RULES_MARK, where=f"{where} reason")
        return linked(_inline_html(pack(" ".join(md.split()), "reason")))

    return {
        "title": linked(_inline_html(pack(shown.title, "title"))),
        "situation": linked(markdown_html(pack(shown.situation, "situation"))),
        "question": linked(markdown_html(pack(shown.question, "question"))),
        "choices": [linked(_inline_html(pack(c, "choice"))) for c in shown.choices],
        "reasons": [reason(r) for r in choice_reasons(p, lang)],
        "solution": linked(markdown_html(pack(_solution_markdown(p, shown, ui, _RULES_MARK,
                                                                 lang), "solution"))),
    }


def first_puzzle(puzzles: Sequence[Puzzle], ui: dict) -> str | None:
    """The ID of the first puzzle of the plain selection (all puzzles, in order): the one
    the practice page carries inline."""
    ordered = practice_order(puzzles, ui)
    return ordered[0].id if ordered else None


def render_practice(puzzles: Sequence[Puzzle], lang: str, ui: dict,
                    first: dict | None = None) -> str:
    """``practice/index.md``: the filters (only values some puzzle has), the record and the
    place where practice.js shows one puzzle at a time; without JavaScript, a link to the
    puzzle index instead. ``first``: the first puzzle's data
    (:func:`generator.site.practice.first_puzzle_data`), carried inline as JSON (``<``,
    ``>``, ``&`` and ``'`` escaped, so no text can end the script element) and shown before
    the index arrives; without it the page waits for the index."""
    kinds = [{"value": k, "name": name} for k, name in ui["kinds"].items()
             if any(p.kind == k for p in puzzles)]
    rounds = sorted({p.round for p in puzzles}, key=lambda r: (r is None, r or 0))
    return _template("practice.md.j2").render(
        ui=ui, kinds=kinds, first=first, count=len(puzzles),
        first_json=jinja2.utils.htmlsafe_json_dumps(first, separators=(",", ":"),
                                                    ensure_ascii=False) if first else "",
        rounds=[{"value": r if r is not None else "any", "name": _round_name(ui, r)}
                for r in rounds],
        difficulties=[{"value": d, "name": ui["difficulties"][str(d)]}
                      for d in sorted({p.difficulty for p in puzzles})],
        practice_ui=ui_json(ui, PRACTICE_UI))


def render_puzzle_index(puzzles: Sequence[Puzzle], lang: str, ui: dict) -> str:
    """``puzzles/index.md``: by kind (in ``ui.kinds`` order), then round (1–7, then none),
    then difficulty and ID."""
    kinds = []
    for kind, name in ui["kinds"].items():
        mine = [p for p in puzzles if p.kind == kind]
        if not mine:
            continue
        rounds = []
        for rnd in sorted({p.round for p in mine}, key=lambda r: (r is None, r or 0)):
            rows = [{
                "title": _table_cell(
                    render_text(p.texts[lang].title, lang, "../rules.md",
                                where=f"{puzzle_where(p)} [{lang}] title")),
                "url": f"{p.id}.md",
                "difficulty": p.difficulty,
                "difficulty_name": ui["difficulties"][str(p.difficulty)],
            } for p in sorted((p for p in mine if p.round == rnd), key=_sort_key)]
            rounds.append({"name": _round_name(ui, rnd),
                           "anchor": f"{kind}-{'r' + str(rnd) if rnd else 'any'}",
                           "puzzles": rows})
        kinds.append({"name": name, "anchor": kind, "rounds": rounds})
    return _template("puzzles_index.md.j2").render(
        ui=ui, kinds=kinds, count=ui["puzzle_count"].format(n=len(puzzles)))


#: ``<!-- puzzle: KIND -->`` in a hand-written page: "see an example" with a puzzle of that kind
#: (or with that tag). Left as it is (an invisible comment) while no puzzle matches.
_PUZZLE_SLOT = re.compile(r"^<!--\s*puzzle:\s*([a-z0-9-]+)\s*-->[ \t]*$", re.M)
#: Hand-written pages that would take the place of a generated one (rules/, puzzles/,
#: practice/).
GENERATED = ("rules.md", "puzzles.md", "practice.md", "verdict.md", "changes.md",
             "table-card.md", "score.md")


def _puzzle_slots(text: str, puzzles: Sequence[Puzzle], lang: str, ui: dict,
                  puzzles_url: str) -> str:
    def example(m: re.Match) -> str:
        wanted = m.group(1)
        matching = sorted((p for p in puzzles if p.kind == wanted or wanted in p.tags),
                          key=_sort_key)
        if not matching:
            return m.group(0)
        p = matching[0]
        title = " ".join(p.texts[lang].title.split())
        name = ui["difficulties"][str(p.difficulty)]
        return (f'<div class="puzzle-example" markdown>\n**{ui["see_example"]}:** '
                f"[{title}]({puzzles_url}{p.id}.md) ({name})\n</div>")
    return _PUZZLE_SLOT.sub(example, text)


#: ``<!-- rules-sections -->`` in a hand-written page: the sections of the rules, each a link
#: to its place on the rules page (the home page: a clause is two taps away).
_SECTIONS_SLOT = re.compile(r"^<!--\s*rules-sections\s*-->[ \t]*$", re.M)


def _sections_slot(text: str, lang: str, ui: dict, docs: Path) -> str:
    def sections(m: re.Match) -> str:
        items = "\n".join(f'<li><a href="rules/#{markup.anchor(s.id)}">'
                          f"{html.escape(s.id)}. {html.escape(s.title)}</a></li>"
                          for s in load_rules(lang, docs).sections)
        label = html.escape(ui["rules_by_section"])
        return (f'<nav class="rules-sections" aria-label="{label}">\n'
                f'<p class="rules-sections-title">{label}</p>\n<ul>\n{items}\n</ul>\n</nav>')
    return _SECTIONS_SLOT.sub(sections, text)


#: ``<!-- tools -->`` in a hand-written page (the home page's first screen): the table's tools,
#: each a link with its name and a few words (``ui.tools``), in the order of
#: :data:`~generator.site.texts.TOOLS`; a tool whose page is not among the sources built is
#: left out (the score sheet before its page exists).
_TOOLS_SLOT = re.compile(r"^<!--\s*tools\s*-->[ \t]*$", re.M)
#: Each tool's page (its MkDocs source) and its address from the home page.
TOOL_PAGES = {"verdict": ("verdict.md", "verdict/"), "rules": ("rules.md", "rules/"),
              "card": ("table-card.md", "table-card/"),
              "practice": ("practice/index.md", "practice/"),
              "house": ("house-rules/index.md", "house-rules/"),
              "score": ("score.md", "score/")}


def home_tools_html(ui: dict, sources: Iterable[str]) -> str:
    """The tools of :data:`_TOOLS_SLOT` whose page is in ``sources`` (the paths of the
    language's MkDocs sources), as a list of links (HTML)."""
    from .texts import TOOLS
    built = set(sources)
    items = []
    for key in TOOLS:
        source, url = TOOL_PAGES[key]
        if source not in built:
            continue
        tool = ui["tools"][key]
        items.append(f'<li class="home-tool home-tool-{key}"><a href="{url}">'
                     f'<span class="home-tool-title">{html.escape(tool["title"])}</span> '
                     f'<span class="home-tool-text">{html.escape(tool["text"])}</span></a></li>')
    label = html.escape(ui["tools"]["label"])
    return (f'<nav class="home-tools" aria-label="{label}">\n<ul>\n' + "\n".join(items)
            + "\n</ul>\n</nav>")


def fill_tools_slot(text: str, ui: dict, sources: Iterable[str]) -> str:
    """``text`` with its ``<!-- tools -->`` slot replaced by :func:`home_tools_html`."""
    return _TOOLS_SLOT.sub(lambda m: home_tools_html(ui, sources), text)


#: A heading of a hand-written page with its anchor: ``## Comodí {#comodi}``.
_HEADING = re.compile(r"^(#{1,6} [^\n]*\{\s*#([a-z0-9-]+)[^}\n]*\}[ \t]*)$", re.M)


def search_keywords_html(words: Sequence[str]) -> str:
    """Words for the search index only, under the heading before them: hidden, out of the
    page once indexed (generator/site/search_hook.py)."""
    return (f'<p class="search-keywords" hidden data-search-exclude>'
            f'{html.escape(" ".join(words))}</p>')


def _entry_keywords(text: str, by_anchor: dict[str, list[str]]) -> str:
    """After each heading whose anchor has words in ``by_anchor``, those words as
    :func:`search_keywords_html`."""
    def add(m: re.Match) -> str:
        words = by_anchor.get(m.group(2))
        return f"{m.group(1)}\n\n{search_keywords_html(words)}" if words else m.group(1)
    return _HEADING.sub(add, text)


def render_markdown_file(lang: str, name: str, docs: Path = DOCS,
                         puzzles: Sequence[Puzzle] = ()) -> str:
    """A hand-written Markdown page of ``docs/<lang>/`` with its markup rendered (the rules
    page is ``rules.md`` next to it), its ``<!-- puzzle: KIND -->`` slots filled, its
    ``<!-- rules-sections -->`` slot replaced by the list of the rules' sections, and the
    glossary's entries get the players' words of their concept (``terms.yaml``) for the
    search index."""
    path, text = read_markdown(lang, name, docs)
    text = render_text(text, lang, "rules.md", where=display_path(path))
    if name == "glossary.md":
        text = _entry_keywords(text, terms.search_words(lang, docs)[1])
    ui = load_ui(lang, docs)
    return _sections_slot(_puzzle_slots(text, puzzles, lang, ui, "puzzles/"), lang, ui, docs)


def hand_written_pages(lang: str, docs: Path = DOCS) -> list[str]:
    """The Markdown pages of ``docs/<lang>/`` (``index.md``, ``glossary.md``, …), sorted."""
    names = sorted(p.name for p in (Path(docs) / lang).glob("*.md"))
    for name in names:
        if name in GENERATED:
            raise SiteSourceError(f"{display_path(Path(docs) / lang / name)}: this page is "
                                  "generated; write its text in rules.yaml or strings.yaml")
    if "index.md" not in names:
        raise SiteSourceError(f"{display_path(Path(docs) / lang / 'index.md')}: file missing")
    return names


# --- edition, changes, table card -------------------------------------------------------------

def edition_text(changes: Changes, ui: dict) -> str:
    """``"Edição 1.1, 1 de dezembro de 2026"``: the newest edition of ``changes``."""
    newest = changes.editions[0]
    return ui["edition"].format(version=newest.version, date=format_date(newest.date, ui))


def format_date(day: datetime.date, ui: dict) -> str:
    """A date in words: ``ui["date"]`` with ``{day}``, ``{month}`` (``ui["months"]``, with its
    preposition: "de dezembro", "d'octubre") and ``{year}``."""
    return ui["date"].format(day=day.day, month=ui["months"][day.month - 1], year=day.year)


def render_changes(changes: Changes, rules: Rules, ui: dict) -> str:
    """``changes.md``: every edition, newest first, each change with the clauses it touched
    (number and title, linked) or "every clause"."""
    lang = rules.lang
    where = display_path(changes.path)
    editions = []
    for e in changes.editions:
        items = []
        for c in e.changes:
            if c.clauses:
                names = ", ".join(f"[{cid} {clause_title(cid, lang, rules.path.parent.parent)}]"
                                  f"(rules.md#{markup.anchor(cid)}){markup.PREVIEW}"
                                  for cid in c.clauses)
            else:
                names = ui["all_clauses"]
            # "Todas as regras — cada regra e cada decisão…": the change continues the line
            items.append({"where": names,
                          "text": lower_first(render_text(c.text.value, lang, "rules.md",
                                                          where=f"{where} ({e.version})",
                                                          line=c.text.line))})
        editions.append({"heading": ui["edition"].format(version=e.version,
                                                         date=format_date(e.date, ui)),
                         "anchor": "v" + e.version.replace(".", "-"), "changes": items})
    return _template("changes.md.j2").render(
        title=changes.title, intro=render_text(changes.intro.value, lang, "rules.md",
                                               where=where, line=changes.intro.line),
        description=plain_text(changes.intro.value, lang), editions=editions)


def table_card_title(lang: str, docs: Path = DOCS) -> str:
    """The table card's title in ``lang`` (``docs/<lang>/table-card.yaml``)."""
    from . import table_card
    return table_card.load_card_texts(lang, docs).data["title"]


def render_table_card(lang: str, ui: dict, changes: Changes, docs: Path = DOCS,
                      profile=None) -> str:
    """``table-card.md``: the table card of :mod:`generator.site.table_card` for ``profile``
    (default: this site's), its sentences from ``docs/<lang>/table-card.yaml``; with what
    its script (``docs/javascripts/house/card.js``) needs to show it under a house-rules code
    (:func:`~generator.site.table_card.house_export`, the options' words of
    :func:`generator.lang.house.page_data` and the texts of the box that says so)."""
    from ..lang.house import page_data, script_text
    from . import table_card
    from .house_page import CODES_SCRIPT
    texts_ = table_card.load_card_texts(lang, docs)
    facts = table_card.card_facts() if profile is None else table_card.card_facts(profile)
    shown = table_card.card_texts(facts, texts_)

    def html_of(md: str, what: str) -> str:
        return _inline_html(render_text(md, lang, "../rules/", where=f"{texts_.path} ({what})"))

    sections = [{"key": s["key"], "title": s["title"],
                 "lines": [None if item is None else html_of(item, s["key"])
                           for item in s["items"]]}
                for s in shown["sections"]]
    house = page_data(lang, docs)
    script = {"version": house["version"], "refused": house["refused"],
              "problems": house["problems"],
              "options": [{k: o[k] for k in ("key", "label", "clauses", "default", "choices",
                                             "numbers", "templates", "locale") if k in o}
                          for o in house["options"]],
              "ui": {k: script_text(k, lang, docs) for k in (
                  "card_house", "card_house_site", "card_house_edit", "card_house_offer",
                  "card_site", "bad_code")},
              "card": table_card.house_export(texts_, html_of)}
    return _template("table_card.md.j2").render(
        title=shown["title"], intro=shown["intro"], columns=shown["columns"],
        rows=shown["rows"], sections=sections, edition=edition_text(changes, ui),
        rules_url="../rules/", rules_link=load_rules(lang, docs).title,
        description=" ".join(shown["intro"].split()),
        house=json.dumps(script, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/"),
        scripts=[CODES_SCRIPT, "../javascripts/house/card.js"])


#: Weight of a page's sections in search (Material's ``search: boost:`` front matter), for the
#: pages that do not set their own: the rules page sets 2 (rules.md.j2), the glossary keeps 1;
#: the pages that only mention the game's words (home, variants, puzzle index, statistics)
#: rank below both. Puzzle pages are not indexed (puzzle.md.j2).
SEARCH_BOOST = {"index.md": 0.5, "variants.md": 0.5, "puzzles/index.md": 0.5,
                "stats/index.md": 0.5}


def with_search_boost(text: str, boost: float) -> str:
    """``text`` (Markdown) with ``search: boost:`` front matter, unless it has front matter
    already (its own weight wins)."""
    if text.startswith("---\n"):
        return text
    return f"---\nsearch:\n  boost: {boost}\n---\n\n{text}"
