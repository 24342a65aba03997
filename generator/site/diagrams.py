"""Diagrams of the rules page, drawn at build time (issue 7).

- :func:`turn_diagram_svg` — an inline SVG flowchart of a turn and of the buying window, top
  to bottom, 344 units wide (fits a 360 px phone at about 1:1). Every box is a link to its
  clause on the rules page, with small links to the clauses it also rests on.
- :func:`turn_steps_html` — the same steps as an ordered HTML list (screen readers, text).
- :func:`turn_figure_html` — both in one block: the SVG, then the list in a ``<details>``.
- :func:`contract_html` — one round's contract pictured with example cards. Each example is
  checked by the engine (:func:`~generator.engine.contracts.validate_laydown`), so a wrong
  picture fails the build with a :class:`~generator.engine.errors.ContratoError`.
- :func:`contracts_table_html` — the seven rounds in one table: round, cards dealt (2.2),
  contract (4.1) with its picture.

The texts come from ``docs/<lang>/diagrams.yaml``, checked against :data:`SCHEMA` (jsonschema):
a missing or unknown key, or a wrong ``{placeholder}``, raises :class:`DiagramTextError`
naming the file, the line and the key. The layout, the clause of each box (:data:`TURN`) and
the example cards (:data:`CONTRACT_EXAMPLES`) live here, so they are the same in every language.

Output is a string of HTML/SVG, deterministic (same inputs → same bytes), without blank lines
(safe inside Markdown) and without any outside URL. Colours come from the CSS classes of
``docs/stylesheets/diagrams.css``, written with Material's colour variables, so the diagrams
follow the light and dark schemes; presentation attributes (``currentColor``) keep them legible
without that stylesheet.

>>> anchor_ids = [b.clause for b in turn_boxes()]
>>> anchor_ids[:3]
['6.7', '6.1', '6.2']
>>> contract_example(3).unicode()
'3♥ 4♥ 5♥ 6♥ | 8♥ 9♥ 10♥ J♥'
"""

from __future__ import annotations

import functools
import html
import re
import string
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

import jsonschema
import yaml

from ..engine.cards import parse_cards
from ..engine.contracts import LayDown, validate_laydown
from ..engine.errors import CardNotationError
from ..engine.melds import make_group, make_sequence
from ..engine.profile import CONTRATO, MeldKind
from ..lang import DOCS, LANGS
from ..lang.render import lower_first
from .markup import anchor, cards_html, render_cards

__all__ = [
    "Box", "Step", "TURN", "CONTRACT_EXAMPLES", "SCHEMA", "DiagramTextError",
    "load_texts", "texts", "turn_boxes", "turn_clauses",
    "turn_diagram_svg", "turn_steps_html", "turn_figure_html",
    "contract_example", "contract_html", "contracts_table_html",
    "text_width", "wrap",
]

TEXTS_FILE = "diagrams.yaml"


# --- the turn: steps, boxes and the clauses they link to --------------------------------------

@dataclass(frozen=True)
class Box:
    """One box of the turn diagram: ``key`` in ``turn.boxes`` of the texts, the ``clause`` the
    box links to, and the clauses it ``also`` rests on (small links under its text)."""

    key: str
    clause: str
    also: tuple[str, ...] = ()


@dataclass(frozen=True)
class Step:
    """One step (a band of the diagram, an item of the list): ``key`` in ``turn.steps``;
    ``rows`` of boxes side by side; ``window`` marks the buying window (drawn framed, its
    boxes stacked with arrows and a loop back for the next purchase)."""

    key: str
    rows: tuple[tuple[Box, ...], ...]
    window: bool = False

    @property
    def boxes(self) -> tuple[Box, ...]:
        return tuple(b for row in self.rows for b in row)


#: A turn (5.1) and the buying window (6.1–6.7), in order. The first step's left box (take the
#: discard top, 6.7) skips the window; its right box (choose the stock) opens it.
TURN: tuple[Step, ...] = (
    Step("draw", ((Box("take_discard", "6.7", ("5.1", "D3", "D13")),
                   Box("choose_stock", "6.1", ("5.1", "D13"))),)),
    Step("buy", ((Box("ask", "6.2", ("D3",)),),
                 (Box("penalty", "6.3", ("D5",)),),
                 (Box("again", "6.4", ("D4", "6.6")),),
                 (Box("stock_draw", "6.5"),)), window=True),
    Step("meld", ((Box("open", "5.2", ("5.3", "5.5")), Box("open_final", "7.4", ("D8",))),
                  (Box("lay_off", "5.4", ("D7",)), Box("swap", "7.1", ("7.2", "7.3", "D6"))))),
    Step("end", ((Box("discard", "5.1", ("5.5", "D10", "2.4")),
                  Box("go_out", "8.1", ("7.4", "8.2"))),)),
)


def turn_boxes() -> list[Box]:
    """Every box of :data:`TURN`, in reading order."""
    return [b for step in TURN for b in step.boxes]


def turn_clauses() -> list[str]:
    """Every clause ID the turn diagram links to, each once, in reading order."""
    seen: dict[str, None] = {}
    for b in turn_boxes():
        for c in (b.clause, *b.also):
            seen.setdefault(c, None)
    return list(seen)


# --- the contracts' example lay-downs ---------------------------------------------------------

#: One example lay-down per round (4.1), melds in display order, in card notation. Each is
#: validated by the engine when it is drawn (:func:`contract_example`).
CONTRACT_EXAMPLES: dict[int, tuple[tuple[MeldKind, str], ...]] = {
    1: ((MeldKind.GROUP, "7♥ 7♣ 7♠"), (MeldKind.GROUP, "Q♦ Q♦ Q♠")),
    2: ((MeldKind.GROUP, "5♣ 5♥ 5♦"), (MeldKind.SEQUENCE, "8♥ 9♥ JK=10♥ J♥")),
    3: ((MeldKind.SEQUENCE, "3♥ 4♥ 5♥ 6♥"), (MeldKind.SEQUENCE, "8♥ 9♥ 10♥ J♥")),
    4: ((MeldKind.GROUP, "A♠ A♥ A♣"), (MeldKind.GROUP, "4♦ 4♦ 4♠"),
        (MeldKind.GROUP, "J♣ J♥ JK=J")),
    5: ((MeldKind.GROUP, "2♣ 2♥ 2♦"), (MeldKind.GROUP, "9♦ 9♣ 9♥"),
        (MeldKind.SEQUENCE, "A♠ 2♠ 3♠ 4♠")),
    6: ((MeldKind.GROUP, "10♣ 10♥ 10♦"), (MeldKind.SEQUENCE, "5♠ 6♠ 7♠ 8♠"),
        (MeldKind.SEQUENCE, "7♠ 8♠ 9♠ 10♠")),
    7: ((MeldKind.SEQUENCE, "A♣ 2♣ 3♣ 4♣ 5♣"), (MeldKind.SEQUENCE, "6♥ 7♥ JK=8♥ 9♥"),
        (MeldKind.SEQUENCE, "10♠ J♠ Q♠ K♠")),
}


@functools.lru_cache(maxsize=None)
def _example(round_: int) -> tuple[LayDown, tuple]:
    if round_ not in CONTRACT_EXAMPLES:
        raise ValueError(f"no round {round_!r}: rounds are 1 to {CONTRATO.rounds} (4.1)")
    melds = tuple(make_group(parse_cards(text)) if kind is MeldKind.GROUP
                  else make_sequence(parse_cards(text))
                  for kind, text in CONTRACT_EXAMPLES[round_])
    laydown = validate_laydown(round_, melds)
    contract = CONTRATO.contract(round_)
    if tuple(m.kind for m in melds) != contract.kinds:
        raise ValueError(f"contract picture of round {round_}: draw the groups first, then the "
                         f"sequences (4.1)")
    if contract.whole_hand and len(laydown.cards) != CONTRATO.deal_size(round_) + 1:
        raise ValueError(f"contract picture of round {round_}: the whole hand after a normal "
                         f"draw is {CONTRATO.deal_size(round_) + 1} cards, not "
                         f"{len(laydown.cards)} (7.4)")
    return laydown, melds


def contract_example(round_: int) -> LayDown:
    """The example lay-down of ``round_`` (1–7), validated by the engine.

    Raises :class:`~generator.engine.errors.ContractError` (or ``MeldError``) citing the clause
    if the example is not the round's contract, and ``ValueError`` for a round that does not
    exist or a final-round example that is not a whole hand after a normal draw (7.4)."""
    return _example(round_)[0]


# --- texts --------------------------------------------------------------------------------------

_TEXT = {"type": "string", "minLength": 1, "pattern": r"\S"}


def _obj(props: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": props, "required": list(props),
            "additionalProperties": False}


_ROUNDS = [str(r) for r in range(1, CONTRATO.rounds + 1)]

#: The JSON schema of ``docs/<lang>/diagrams.yaml``: the same keys in every language.
SCHEMA: dict[str, Any] = _obj({
    "turn": _obj({
        "title": _TEXT, "desc": _TEXT, "rule": _TEXT, "ruling": _TEXT, "see_also": _TEXT,
        "bypass": _TEXT, "list_summary": _TEXT,
        "steps": _obj({s.key: _TEXT for s in TURN}),
        "boxes": _obj({b.key: _obj({"title": _TEXT, "text": _TEXT}) for b in turn_boxes()}),
    }),
    "contracts": _obj({
        "caption": _TEXT, "round": _TEXT, "dealt": _TEXT, "contract": _TEXT,
        "group": _TEXT, "sequence": _TEXT, "total": _TEXT, "total_final": _TEXT,
        "names": _obj({r: _TEXT for r in _ROUNDS}),
        "notes": _obj({r: _TEXT for r in _ROUNDS}),
    }),
})

#: The ``{placeholders}`` each formatted text must use, exactly.
_FIELDS: dict[tuple[str, ...], set[str]] = {
    ("turn", "rule"): {"id"},
    ("turn", "ruling"): {"id"},
    ("contracts", "group"): {"n"},
    ("contracts", "sequence"): {"n"},
    ("contracts", "total"): {"n"},
    ("contracts", "total_final"): {"n", "min"},
}


class DiagramTextError(ValueError):
    """A ``diagrams.yaml`` that cannot be used: ``file``, ``line`` (1-based, or ``None``),
    ``key`` (dotted path) and ``problem``."""

    def __init__(self, file: Path | str, line: int | None, key: str, problem: str) -> None:
        self.file, self.line, self.key, self.problem = str(file), line, key, problem
        where = self.file if line is None else f"{self.file}, line {line}"
        super().__init__(f"{where}: {key or '(top)'}: {problem}")


def _line_of(node: yaml.Node | None, path: Iterable[Any]) -> int | None:
    """The 1-based line of the key at ``path`` in a composed YAML document (or of its deepest
    existing parent)."""
    if node is None:
        return None
    mark = node.start_mark
    for key in path:
        if not isinstance(node, yaml.MappingNode):
            break
        for k, v in node.value:
            if k.value == str(key):
                node, mark = v, k.start_mark
                break
        else:
            break
    return mark.line + 1


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def load_texts(path: Path | str) -> dict[str, Any]:
    """Read and check one ``diagrams.yaml``. Returns the parsed mapping.

    Raises :class:`DiagramTextError` (file, line, key) for unreadable YAML, a missing or
    unknown key, an empty text or a wrong ``{placeholder}``."""
    path = Path(path)
    try:
        source = path.read_text(encoding="utf-8")
    except OSError as err:
        raise DiagramTextError(path, None, "", f"cannot read the file ({err.strerror})") from None
    try:
        node = yaml.compose(source, Loader=yaml.SafeLoader)
        data = yaml.safe_load(source)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        raise DiagramTextError(path, None if mark is None else mark.line + 1, "",
                               f"not valid YAML: {getattr(err, 'problem', err)}") from None
    validator = jsonschema.Draft202012Validator(SCHEMA)
    errors = sorted(validator.iter_errors(data),
                    key=lambda e: (len(e.absolute_path), [str(p) for p in e.absolute_path]))
    if errors:
        err = errors[0]
        where = list(err.absolute_path)
        if err.validator == "required":
            missing = [k for k in err.validator_value if k not in err.instance]
            problem = f"missing key {missing[0]!r} (every language has the same keys)"
        elif err.validator == "additionalProperties":
            extra = sorted(set(err.instance) - set(err.schema["properties"]), key=str)
            where.append(extra[0])
            problem = f"unknown key {extra[0]!r} (every language has the same keys)"
        elif err.validator in ("minLength", "pattern"):
            problem = "empty text"
        elif err.validator == "type":
            problem = f"expected {err.validator_value}, found {type(err.instance).__name__}"
        else:
            problem = err.message
        raise DiagramTextError(path, _line_of(node, where), ".".join(map(str, where)), problem)
    for keys, wanted in _FIELDS.items():
        value: Any = data
        for k in keys:
            value = value[k]
        try:
            found = _placeholders(value)
        except ValueError as err:
            found = None
            problem = f"bad {{placeholder}}: {err}"
        if found is not None and found != wanted:
            problem = (f"uses {{{', '.join(sorted(found)) or ''}}} but must use exactly "
                       f"{', '.join('{' + w + '}' for w in sorted(wanted))}")
        if found != wanted:
            raise DiagramTextError(path, _line_of(node, keys), ".".join(keys), problem)
    return data


@functools.lru_cache(maxsize=None)
def texts(lang: str) -> dict[str, Any]:
    """The checked ``docs/<lang>/diagrams.yaml`` (see :func:`load_texts`)."""
    if lang not in LANGS:
        raise ValueError(f"no language {lang!r}: use one of {', '.join(LANGS)}")
    return load_texts(DOCS / lang / TEXTS_FILE)


def _texts_file(lang: str) -> Path:
    return DOCS / lang / TEXTS_FILE


# --- links ------------------------------------------------------------------------------------

def _href(rules_url: str, clause: str) -> str:
    return f"{rules_url}#{anchor(clause)}"


def _check_rules_url(rules_url: str) -> str:
    if not isinstance(rules_url, str) or re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:|^//", rules_url):
        raise ValueError(f"rules_url {rules_url!r}: give the rules page as a relative URL "
                         f"such as 'rules/' or '../rules/' (the site makes no outside request)")
    if "#" in rules_url or '"' in rules_url or "<" in rules_url:
        raise ValueError(f"rules_url {rules_url!r}: give the page only, without '#' or quotes")
    return rules_url


_ID = re.compile(r"^[a-z][a-z0-9-]*$")

# ``§6.2`` / ``§D4`` in a text, as in :mod:`.markup` (which makes Markdown links; here HTML).
_CLAUSE = re.compile(r"§(D\d{1,2}|\d{1,2}(?:\.\d{1,2})?)(?![\w.]*\d)")


def _clause_html(text: str, rules_url: str | None) -> str:
    """``§4.3`` → ``<a href="{rules_url}#r4-3">4.3</a>`` (or plain ``4.3`` with no URL)."""
    if rules_url is None:
        return _CLAUSE.sub(lambda m: m.group(1), text)
    return _CLAUSE.sub(
        lambda m: f'<a href="{html.escape(_href(rules_url, m.group(1)))}">{m.group(1)}</a>', text)


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


# --- text measurement ---------------------------------------------------------------------------

# Advance widths in 1/1000 em of Helvetica / Arial (the metrics of Liberation Sans and close
# to Roboto and the system fonts of Material's font stack), regular and bold.
_W_REGULAR = dict(zip(
    " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
    [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
     *[556] * 10, 278, 278, 584, 584, 584, 556, 1015,
     667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722,
     667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333,
     556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333,
     500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584]))
_W_BOLD = dict(zip(
    " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
    [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
     *[556] * 10, 333, 333, 584, 584, 584, 611, 975,
     722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722,
     667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333,
     556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389,
     556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584]))
_W_OTHER = {"–": 556, "—": 1000, "§": 556, "·": 278, "’": 222, "«": 556, "»": 556, "…": 1000}
#: Safety margin for fonts a little wider than Helvetica (San Francisco, DejaVu).
_SLACK = 1.06


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Estimated width in px of ``text`` at ``size`` px (Helvetica metrics with a 6 % margin).
    Accented letters count as their base letter.

    >>> round(text_width("Sair", 10), 1)
    18.8
    """
    table = _W_BOLD if bold else _W_REGULAR
    total = 0
    for ch in text:
        w = table.get(ch) or _W_OTHER.get(ch)
        if w is None:
            base = unicodedata.normalize("NFD", ch)[:1]
            w = table.get(base, 600)
        total += w
    return total * size / 1000 * _SLACK


def wrap(text: str, width: float, size: float, bold: bool = False,
         first: float | None = None) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` px (greedy, at spaces); the first line
    no wider than ``first`` if given. A single word wider than its line stays whole.

    >>> wrap("Tirar uma carta do monte", 90, 12)
    ['Tirar uma carta', 'do monte']
    """
    lines: list[str] = []
    for word in text.split():
        limit = first if first is not None and len(lines) == 1 else width
        if lines and text_width(lines[-1] + " " + word, size, bold) <= limit:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


# --- the turn diagram: layout -------------------------------------------------------------------

W = 344                   # viewBox width (px at 1:1)
X0, X1 = 26, 340          # content; the lane left of X0 carries the arrow that skips the window
GAP = 8                   # between boxes side by side
PAD = 8                   # inside a box
FS_HEAD, FS_TITLE, FS_TEXT, FS_SMALL = 14, 13, 12, 11
LH = 1.3                  # line height, in font sizes
CHIP_H, CHIP_PAD = 16, 5
WIN_PAD, LOOP = 8, 18     # buying window: inner padding; lane for the loop arrow
ROW_GAP, ARROW_GAP, BAND_GAP = 8, 18, 24


def _n(v: float) -> str:
    """A coordinate, rounded to 0.1 and written without a useless ``.0``."""
    s = f"{round(v, 1):.1f}"
    return s[:-2] if s.endswith(".0") else s


@dataclass
class _BoxPlan:
    box: Box
    x: float
    w: float
    title: list[str]
    text: list[str]
    chip_rows: list[list[tuple[str, float]]]     # (clause, chip width), one list per row
    label_w: float
    ref_w: float
    h: float = 0.0
    y: float = 0.0

    @property
    def natural_h(self) -> float:
        h = PAD + len(self.title) * FS_TITLE * LH + 3 + len(self.text) * FS_TEXT * LH
        if self.chip_rows:
            h += 4 + len(self.chip_rows) * (CHIP_H + 4) - 4
        return h + PAD


def _plan_box(box: Box, x: float, w: float, t: dict) -> _BoxPlan:
    inner = w - 2 * PAD
    ref_w = text_width("§" + box.clause, FS_SMALL)
    title = wrap(t["boxes"][box.key]["title"], inner, FS_TITLE, bold=True,
                 first=inner - ref_w - 6)
    text = wrap(t["boxes"][box.key]["text"], inner, FS_TEXT)
    label_w = text_width(t["see_also"], FS_SMALL) + 4 if box.also else 0.0
    rows: list[list[tuple[str, float]]] = []
    used = inner  # force a new row for the first chip
    for c in box.also:
        cw = text_width(c, FS_SMALL) + 2 * CHIP_PAD
        start = label_w if not rows else 0.0
        if rows and used + 4 + cw <= inner:
            rows[-1].append((c, cw))
            used += 4 + cw
        else:
            rows.append([(c, cw)])
            used = start + cw
    return _BoxPlan(box, x, w, title, text, rows, label_w, ref_w)


def _text_block(lines: list[str], x: float, top: float, size: float, cls: str,
                bold: bool = False, anchor_end: bool = False) -> str:
    attrs = f' font-weight="bold"' if bold else ""
    if anchor_end:
        attrs += ' text-anchor="end"'
    # a space ends every line but the last, so that the text reads as words when it is
    # read out (assistive technology joins the lines) and not as "jogadorativo"
    spans = "".join(f'<tspan x="{_n(x)}" y="{_n(top + size * 0.95 + i * size * LH)}">'
                    f'{_esc(line)}{" " if i < len(lines) - 1 else ""}</tspan>'
                    for i, line in enumerate(lines))
    return (f'<text class="{cls}" font-size="{size}"{attrs} fill="currentColor">'
            f"{spans}</text>")


def _rule_label(t: dict, clause: str) -> str:
    """How a box or a chip names its clause for a screen reader: «regra 5.1», but «decisão
    D3» for one of this site's rulings (§D), as the rules page calls them (sixth pt reading
    #14)."""
    return t["ruling" if clause.startswith("D") else "rule"].format(id=clause)


def _render_box(p: _BoxPlan, t: dict, rules_url: str) -> list[str]:
    b, x, y, w = p.box, p.x, p.y, p.w
    strings = t["boxes"][b.key]
    label = (f'{strings["title"]}: {lower_first(strings["text"])} '
             f'({_rule_label(t, b.clause)})')
    out = [f'<g class="cd-box" data-clause="{_esc(b.clause)}">',
           f'<a href="{_esc(_href(rules_url, b.clause))}" aria-label="{_esc(label)}">',
           f'<rect class="cd-frame" x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(p.h)}" '
           f'rx="6" fill="none" stroke="currentColor"/>',
           _text_block(p.title, x + PAD, y + PAD, FS_TITLE, "cd-title", bold=True),
           _text_block(["§" + b.clause], x + w - PAD, y + PAD + 1, FS_SMALL, "cd-ref",
                       anchor_end=True)]
    top = y + PAD + len(p.title) * FS_TITLE * LH + 3
    out.append(_text_block(p.text, x + PAD, top, FS_TEXT, "cd-text"))
    out.append("</a>")
    if p.chip_rows:
        cy = y + p.h - PAD - len(p.chip_rows) * (CHIP_H + 4) + 4
        out.append(_text_block([t["see_also"]], x + PAD, cy + 1.5, FS_SMALL, "cd-also"))
        for i, row in enumerate(p.chip_rows):
            cx = x + PAD + (p.label_w if i == 0 else 0.0)
            for clause, cw in row:
                ry = cy + i * (CHIP_H + 4)
                out.append(
                    f'<a class="cd-chip" href="{_esc(_href(rules_url, clause))}" '
                    f'aria-label="{_esc(_rule_label(t, clause))}">'
                    f'<rect x="{_n(cx)}" y="{_n(ry)}" width="{_n(cw)}" height="{CHIP_H}" rx="3" '
                    f'fill="none" stroke="currentColor" stroke-width="0.5"/>'
                    f'<text x="{_n(cx + cw / 2)}" y="{_n(ry + CHIP_H - 4.5)}" '
                    f'font-size="{FS_SMALL}" text-anchor="middle" fill="currentColor">'
                    f"{_esc(clause)}</text></a>")
                cx += cw + 4
    out.append("</g>")
    return out


def _arrow(d: str, prefix: str) -> str:
    return (f'<path class="cd-arrow" d="{d}" fill="none" stroke="currentColor" '
            f'stroke-width="1.5" marker-end="url(#{prefix}-arrow)"/>')


def turn_diagram_svg(lang: str, rules_url: str, *, id_prefix: str = "turn") -> str:
    """The turn and the buying window as an inline SVG flowchart (5.1–5.5, 6.1–6.7, 7.1–7.4,
    8.1, D3, D4, D10, D13), top to bottom, in ``lang`` (``pt``, ``es``, ``ca``).

    Every box is an ``<a href="{rules_url}#r6-2">`` to its clause; the clauses it also rests on
    are small links under its text. ``rules_url`` is the rules page relative to the page the
    SVG lands on (``""`` on the rules page itself, ``"rules/"`` from the home page); an
    absolute URL raises ``ValueError``. The SVG has ``<title>`` and ``<desc>`` referenced by
    ``aria-labelledby`` / ``aria-describedby``, ``role="group"`` (so its links stay reachable)
    and a label on every link; :func:`turn_steps_html` gives the same content as a list.
    ``id_prefix`` makes the SVG's IDs (title, desc, arrow marker) unique on the page.

    Size: ``viewBox`` 344 units wide; style it ``width: 100%; max-width: …; height: auto``
    (``docs/stylesheets/diagrams.css`` does, class ``cd-turn``).
    """
    rules_url = _check_rules_url(rules_url)
    if not _ID.match(id_prefix):
        raise ValueError(f"id_prefix {id_prefix!r}: use lower-case letters, digits and '-'")
    t = texts(lang)["turn"]
    body: list[str] = []
    y = 4.0
    plans: dict[str, _BoxPlan] = {}
    bars: dict[str, tuple[float, float]] = {}        # step → (top, height) of its heading bar
    spans: dict[str, tuple[float, float]] = {}       # step → (top, bottom) of the whole band
    for number, step in enumerate(TURN, start=1):
        top = y
        if step.window:
            lx0, lx1 = X0 + WIN_PAD, X1 - WIN_PAD - LOOP
            y += WIN_PAD
            bar_x0, bar_x1 = X0 + WIN_PAD, X1 - WIN_PAD
        else:
            lx0, lx1 = X0, X1
            bar_x0, bar_x1 = X0, X1
        # heading bar: a numbered disc and the step's name
        head = wrap(t["steps"][step.key], bar_x1 - bar_x0 - 34, FS_HEAD, bold=True)
        bar_h = max(26.0, len(head) * FS_HEAD * LH + 8)
        bars[step.key] = (y, bar_h)
        group_at = len(body)
        body.append(f'<g class="cd-step" data-step="{_esc(step.key)}">')
        body.append(f'<rect class="cd-bar" x="{_n(bar_x0)}" y="{_n(y)}" '
                    f'width="{_n(bar_x1 - bar_x0)}" height="{_n(bar_h)}" rx="4" fill="none"/>')
        cy = y + bar_h / 2
        body.append(f'<circle class="cd-num-disc" cx="{_n(bar_x0 + 14)}" cy="{_n(cy)}" r="10" '
                    f'fill="none" stroke="currentColor"/>')
        body.append(f'<text class="cd-num" x="{_n(bar_x0 + 14)}" y="{_n(cy + 4.5)}" '
                    f'font-size="{FS_TITLE}" font-weight="bold" text-anchor="middle" '
                    f'fill="currentColor">{number}</text>')
        body.append(_text_block(head, bar_x0 + 30, cy - len(head) * FS_HEAD * LH / 2 + 0.5,
                                FS_HEAD, "cd-head", bold=True))
        y += bar_h + (ARROW_GAP if step.window else ROW_GAP)
        # rows of boxes
        for r, row in enumerate(step.rows):
            bw = (lx1 - lx0 - GAP * (len(row) - 1)) / len(row)
            row_plans = [_plan_box(b, lx0 + i * (bw + GAP), bw, t) for i, b in enumerate(row)]
            h = max(p.natural_h for p in row_plans)
            for p in row_plans:
                p.h, p.y = h, y
                plans[p.box.key] = p
                body.extend(_render_box(p, t, rules_url))
            y += h
            if r < len(step.rows) - 1:
                if step.window:
                    cx = (lx0 + lx1) / 2
                    body.append(_arrow(f"M{_n(cx)},{_n(y)}V{_n(y + ARROW_GAP - 1)}", id_prefix))
                    y += ARROW_GAP
                else:
                    y += ROW_GAP
        if step.window:
            y += WIN_PAD
            # the loop: after a purchase, the next discard top may be bought (6.4)
            again, ask = plans["again"], plans["ask"]
            lx = X1 - WIN_PAD - LOOP / 2
            body.append(_arrow(
                f"M{_n(lx1)},{_n(again.y + again.h / 2)}H{_n(lx)}V{_n(ask.y + ask.h / 2)}"
                f"H{_n(lx1 + 1)}", id_prefix))
            body.insert(group_at, f'<rect class="cd-window" x="{_n(X0)}" y="{_n(top)}" '
                        f'width="{_n(X1 - X0)}" height="{_n(y - top)}" rx="8" '
                        f'fill="none" stroke="currentColor" stroke-dasharray="5 4"/>')
        body.append("</g>")
        spans[step.key] = (top, y)
        y += BAND_GAP
    height = y - BAND_GAP + 4

    # arrows between the steps
    draw_bottom = spans["draw"][1]
    stock = plans["choose_stock"]
    sx = stock.x + stock.w / 2
    body.append(_arrow(f"M{_n(sx)},{_n(draw_bottom)}V{_n(spans['buy'][0] - 1)}", id_prefix))
    buy_bottom = spans["buy"][1]
    meld_top = bars["meld"][0]
    wx = (X0 + WIN_PAD + X1 - WIN_PAD - LOOP) / 2
    body.append(_arrow(f"M{_n(wx)},{_n(buy_bottom)}V{_n(meld_top - 1)}", id_prefix))
    end_top = bars["end"][0]
    mx = (X0 + X1) / 2
    body.append(_arrow(f"M{_n(mx)},{_n(spans['meld'][1])}V{_n(end_top - 1)}", id_prefix))
    # the discard top taken: no buying window, straight on to step 3 (6.7)
    take = plans["take_discard"]
    lane = X0 / 2 - 1
    meld_mid = meld_top + bars["meld"][1] / 2
    body.append(_arrow(f"M{_n(X0)},{_n(take.y + take.h / 2)}H{_n(lane)}V{_n(meld_mid)}"
                       f"H{_n(X0 - 1)}", id_prefix))
    buy_top, buy_bot = spans["buy"]
    by = (buy_top + buy_bot) / 2
    body.append(f'<text class="cd-bypass" x="{_n(lane - 4)}" y="{_n(by)}" '
                f'font-size="{FS_SMALL}" text-anchor="middle" fill="currentColor" '
                f'transform="rotate(-90 {_n(lane - 4)} {_n(by)})">{_esc(t["bypass"])}</text>')

    tid, did = f"{id_prefix}-title", f"{id_prefix}-desc"
    head = (f'<svg class="cd-turn" viewBox="0 0 {W} {_n(height)}" width="{W}" '
            f'height="{_n(height)}" role="group" aria-labelledby="{tid}" '
            f'aria-describedby="{did}" lang="{_esc(lang)}">'
            f'<title id="{tid}">{_esc(t["title"])}</title>'
            f'<desc id="{did}">{_esc(t["desc"])}</desc>'
            f'<defs><marker id="{id_prefix}-arrow" viewBox="0 0 10 10" refX="9" refY="5" '
            f'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
            f'<path class="cd-arrowhead" d="M0,0L10,5L0,10z" fill="currentColor"/>'
            f"</marker></defs>")
    return "\n".join([head, *body, "</svg>"])


def turn_steps_html(lang: str, rules_url: str) -> str:
    """The steps of :func:`turn_diagram_svg` as an ordered list (``<ol class="cd-steps">``):
    one item per step, one nested item per box, with the same texts and the same links
    (the box's clause on its title, the other clauses after its text)."""
    rules_url = _check_rules_url(rules_url)
    t = texts(lang)["turn"]
    out = [f'<ol class="cd-steps" lang="{_esc(lang)}">']
    for step in TURN:
        out.append(f'<li><strong>{_esc(t["steps"][step.key])}</strong>')
        out.append("<ul>")
        for b in step.boxes:
            s = t["boxes"][b.key]
            item = (f'<li data-clause="{_esc(b.clause)}">'
                    f'<a href="{_esc(_href(rules_url, b.clause))}">{_esc(s["title"])}</a> '
                    f'({_esc(_rule_label(t, b.clause))}): {_esc(lower_first(s["text"]))}')
            if b.also:
                links = ", ".join(f'<a href="{_esc(_href(rules_url, c))}">{_esc(c)}</a>'
                                  for c in b.also)
                item += f' <span class="cd-also">({_esc(t["see_also"])} {links})</span>'
            out.append(item + "</li>")
        out.append("</ul></li>")
    out.append("</ol>")
    return "\n".join(out)


def turn_figure_html(lang: str, rules_url: str, *, id_prefix: str = "turn") -> str:
    """The diagram and its list in one block for a Markdown page::

        <div class="cd-turn-figure"><div class="cd-scroll">{svg}</div>
        <details class="cd-steps-details"><summary>…</summary>{list}</details></div>
    """
    t = texts(lang)["turn"]
    return "\n".join([
        '<div class="cd-turn-figure">',
        '<div class="cd-scroll">',
        turn_diagram_svg(lang, rules_url, id_prefix=id_prefix),
        "</div>",
        f'<details class="cd-steps-details"><summary>{_esc(t["list_summary"])}</summary>',
        turn_steps_html(lang, rules_url),
        "</details>",
        "</div>",
    ])


# --- contracts ----------------------------------------------------------------------------------

def _note_html(lang: str, round_: int, rules_url: str | None) -> str:
    note = texts(lang)["contracts"]["notes"][str(round_)]
    try:
        cards = render_cards(html.escape(note, quote=False), lang)
    except CardNotationError as err:
        path = _texts_file(lang)
        node = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
        keys = ["contracts", "notes", str(round_)]
        raise DiagramTextError(path, _line_of(node, keys), ".".join(keys),
                               f"bad card: {err}") from None
    return _clause_html(cards, rules_url)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def contract_html(round_: int, lang: str, rules_url: str | None = None) -> str:
    """One round's contract (4.1) pictured with example cards (``<div class="cd-contract">``):
    the contract's name and total of cards, each meld labelled (group / sequence and its
    length) with its cards as :func:`~generator.site.markup.cards_html`, and a note on the
    rule the example shows. ``§`` references in the note link to ``{rules_url}#…`` when
    ``rules_url`` is given, else stay plain numbers.

    The example is validated by the engine first (:func:`contract_example`): a wrong
    picture raises instead of being drawn."""
    if rules_url is not None:
        rules_url = _check_rules_url(rules_url)
    laydown, melds = _example(round_)
    t = texts(lang)["contracts"]
    contract = CONTRATO.contract(round_)
    n = len(laydown.cards)
    if contract.whole_hand:
        total = t["total_final"].format(n=n, min=contract.min_cards(CONTRATO))
    else:
        total = t["total"].format(n=n)
    out = [f'<div class="cd-contract" data-round="{round_}">',
           f'<p class="cd-contract-head"><span class="cd-contract-name">'
           f'{_esc(_capital(t["names"][str(round_)]))}</span>, '
           f'<span class="cd-contract-total">{_esc(total)}</span></p>',
           '<ul class="cd-melds">']
    for meld in melds:
        kind = "group" if meld.kind is MeldKind.GROUP else "sequence"
        label = t[kind].format(n=len(meld))
        out.append(f'<li class="cd-meld cd-{kind}"><span class="cd-meld-label">{_esc(label)}'
                   f"</span> {cards_html(meld.cards, lang)}</li>")
    out.append("</ul>")
    out.append(f'<p class="cd-contract-note">{_note_html(lang, round_, rules_url)}</p>')
    out.append("</div>")
    return "\n".join(out)


def contracts_table_html(lang: str, rules_url: str) -> str:
    """All seven rounds in one table for the rules page (``<table class="cd-contracts">``
    inside ``<div class="cd-scroll">``): round, cards dealt to each player (2.2) and the
    contract (4.1) pictured by :func:`contract_html`. Column headings link to 2.2 and 4.1."""
    rules_url = _check_rules_url(rules_url)
    t = texts(lang)["contracts"]

    def link(clause: str) -> str:
        return f'<a href="{_esc(_href(rules_url, clause))}">{clause}</a>'

    out = ['<div class="cd-scroll">', f'<table class="cd-contracts" lang="{_esc(lang)}">',
           f'<caption>{_esc(t["caption"])}</caption>',
           f'<thead><tr><th scope="col">{_esc(t["round"])}</th>'
           f'<th scope="col">{_esc(t["dealt"])} ({link("2.2")})</th>'
           f'<th scope="col">{_esc(t["contract"])} ({link("4.1")})</th></tr></thead>',
           "<tbody>"]
    for r in range(1, CONTRATO.rounds + 1):
        out.append(f'<tr><th scope="row">{r}</th><td>{CONTRATO.deal_size(r)}</td><td>')
        out.append(contract_html(r, lang, rules_url))
        out.append("</td></tr>")
    out += ["</tbody>", "</table>", "</div>"]
    return "\n".join(out)
