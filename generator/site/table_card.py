"""The table card: the rules a table needs on one A4 page, its numbers from the engine.

:func:`card_facts` reads a :class:`~generator.engine.profile.Profile` (and the penalties of
:mod:`generator.engine.scoring`) into plain data: per round the cards dealt, the contract, the
lengths of its melds when laid down and the stock at the start; the pack; the melds; the card
penalties; and the choices a table may change (house rules, :mod:`generator.engine.house`):
the suits of a group, the ace, the joker swaps, buying, the final round, going out… Nothing on
the card is typed by hand but the sentences of ``docs/<lang>/table-card.yaml``, whose
``{placeholders}`` take those numbers and whose ``by:`` items and phrases choose a sentence by
those choices (:func:`card_texts`), so the same card comes out for any profile.

The page ``table-card/`` follows a table's house rules (a code after ``#``, or the one the
house-rules page kept): the page cannot run the engine, so :func:`house_export` gives it, for
every element of the card (a column of the rounds table, a sentence), the element's text for
every combination of the options it depends on (:data:`PLACEHOLDER_OPTIONS`,
:data:`CHOICE_OPTIONS`, :data:`ROW_OPTIONS`),
each computed here from the engine's profile of those rules; the page's script
(``docs/javascripts/house/card.js``) only looks them up. The penalties' numbers (0–100 each)
are the one exception: their sentence comes with ``{ace}``, ``{face}`` and ``{joker}`` left
in, which the script fills from the code's ``p`` part (the profile's penalties are those
numbers, :class:`~generator.engine.house.HouseRules`).

``generator/site/templates/table_card.md.j2`` lays it out as the page ``table-card/`` of each
language; ``make site`` prints that page to ``pdf/table-card.pdf`` (:mod:`generator.site.pdf`).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable

from ..engine.cards import parse_card
from ..engine.house import OPTIONS, HouseRules
from ..engine.profile import CONTRATO, GoingOut, GroupSuits, OpeningLengths, Profile
from ..engine.scoring import card_penalty


@dataclass(frozen=True)
class RoundFacts:
    """One row of the card: ``round``, ``dealt`` (cards to each player, 2.2), ``groups`` and
    ``sequences`` of the contract (4.1), ``opening``: ``(kind, shortest, longest)`` for each
    meld of the contract when laid down (5.2, 7.4), ``min_cards`` (4.1), ``whole_hand`` (the
    final round, 7.4) and ``stock``: the stock after the deal (2.6)."""
    round: int
    dealt: int
    groups: int
    sequences: int
    opening: tuple[tuple[str, int, int], ...]
    min_cards: int
    whole_hand: bool
    stock: int


@dataclass(frozen=True)
class CardFacts:
    """Everything the card says (:func:`card_facts`): the numbers, and in ``choices`` the
    rules a table may choose, each as a word (:data:`CHOICES`)."""
    players: int
    decks: int
    jokers: int
    pack_size: int
    group_length: int
    sequence_length: int
    max_sequence_length: int
    longest_group: int
    suits_may_repeat: bool
    exact_opening: bool
    discard_to_go_out: bool
    rounds: tuple[RoundFacts, ...]
    penalties: dict
    choices: dict
    #: how many times the stock may be rebuilt in a round (9.1, D14); ``None``: no limit
    max_reshuffles: int | None = None


#: The choices a sentence may depend on (``by:`` in table-card.yaml), with their words; a
#: number's words are its digits (``decks``: ``"2"``). ``buy_penalty`` and ``buy_limit`` are
#: ``"no"`` when there is no buying; ``group_size`` is ``"unlimited"`` when a group may hold
#: every copy of its rank and every joker, else ``"limited"`` (to ``{longest_group}``).
CHOICES = {
    "decks": ("1", "2", "3"),
    "jokers": tuple(str(n) for n in range(7)),
    "group_suits": ("any", "distinct"),
    "group_size": ("unlimited", "limited"),
    "ace": ("low-or-high", "low", "high"),
    "opening": ("exact", "at-least"),
    "same_suit": ("not-contiguous", "different-suits", "any"),
    "joker_swaps": ("sequences", "any-meld", "none"),
    "buying": ("yes", "no"),
    "buy_penalty": ("no", "0", "1", "2"),
    "buy_limit": ("no", "none") + tuple(str(n) for n in range(1, 10)),
    "final_round": ("whole-hand", "whole-hand-discard", "normal"),
    "going_out": ("discard", "meld-or-discard"),
}


def card_facts(profile: Profile = CONTRATO) -> CardFacts:
    """The numbers and choices of the table card under ``profile``.

    >>> facts = card_facts()
    >>> [(r.round, r.dealt, r.groups, r.sequences, r.stock) for r in facts.rounds][:2]
    [(1, 10, 2, 0, 66), (2, 10, 1, 1, 66)]
    >>> facts.rounds[6].opening, facts.rounds[6].whole_hand
    ((('sequence', 4, 14), ('sequence', 4, 14), ('sequence', 4, 14)), True)
    >>> facts.penalties
    {'face': 10, 'ace': 15, 'joker': 15, 'low': 2, 'high': 10}
    >>> facts.choices["final_round"], facts.choices["buy_limit"]
    ('whole-hand', 'none')
    """
    rounds = []
    for r in range(1, profile.rounds + 1):
        contract = profile.contract(r)
        opening = tuple((kind.value, *profile.opening_lengths(kind, contract))
                        for kind in contract.kinds)
        rounds.append(RoundFacts(
            round=r, dealt=profile.deal_size(r), groups=contract.groups,
            sequences=contract.sequences, opening=opening,
            min_cards=contract.min_cards(profile), whole_hand=contract.whole_hand,
            stock=profile.initial_stock(r)))
    faces = {card_penalty(parse_card(f"{rank}♠"), profile) for rank in "JQK"}
    if len(faces) != 1:
        raise ValueError(f"the table card says 'K, Q, J: n' but they cost {sorted(faces)}")
    pips = [card_penalty(parse_card(f"{n}♠"), profile) for n in range(2, 11)]
    if pips != list(range(2, 11)):
        raise ValueError(f"the table card says '2-10: their number' but they cost {pips}")
    penalties = {"face": faces.pop(), "ace": card_penalty(parse_card("A♠"), profile),
                 "joker": card_penalty(parse_card("JK"), profile), "low": 2, "high": 10}
    final = profile.contract(profile.rounds)
    every_copy = 4 * profile.decks + profile.jokers
    choices = {
        "decks": str(profile.decks), "jokers": str(profile.jokers),
        "group_suits": profile.group_suits.value,
        "group_size": "unlimited" if profile.longest_group >= every_copy else "limited",
        "ace": profile.ace.value, "opening": profile.opening.value,
        "same_suit": profile.same_suit_rule.value, "joker_swaps": profile.joker_swaps.value,
        "buying": "yes" if profile.buying else "no",
        "buy_penalty": str(profile.buy_penalty) if profile.buying else "no",
        "buy_limit": ("no" if not profile.buying else
                      "none" if profile.buy_limit is None else str(profile.buy_limit)),
        "final_round": ("normal" if not final.whole_hand else
                        "whole-hand-discard" if final.final_discard else "whole-hand"),
        "going_out": profile.going_out.value,
    }
    return CardFacts(
        players=profile.players, decks=profile.decks, jokers=profile.jokers,
        pack_size=profile.pack_size, group_length=profile.group_length,
        sequence_length=profile.sequence_length,
        max_sequence_length=profile.longest_sequence,
        longest_group=profile.longest_group,
        suits_may_repeat=profile.group_suits is GroupSuits.ANY,
        exact_opening=profile.opening is OpeningLengths.EXACT,
        discard_to_go_out=profile.going_out is GoingOut.DISCARD,
        rounds=tuple(rounds), penalties=penalties, choices=choices,
        max_reshuffles=profile.max_reshuffles)


# --- the sentences: docs/<lang>/table-card.yaml -----------------------------------------------

#: The card's sections, in order (keys of ``sections:`` in table-card.yaml).
SECTIONS = ("game", "melds", "turn", "buying", "going_out", "penalties")
_TEXT = {"type": "string", "minLength": 1}
#: A sentence chosen by a choice of :data:`CHOICES`: ``{by: ace, cases: {low: "…", other:
#: "…"}}``; a case may be ``null`` (no sentence: the item is left out), ``other`` covers the
#: values not named.
_CASES = {"type": "object", "required": ["by", "cases"], "additionalProperties": False,
          "properties": {"by": {"enum": list(CHOICES)},
                         "cases": {"type": "object", "minProperties": 1,
                                   "additionalProperties": {"type": ["string", "null"]}}}}
CARD_SCHEMA = {
    "type": "object",
    "required": ["title", "intro", "columns", "group", "sequence", "joiner", "exact",
                 "at_least", "total", "whole_hand", "whole_hand_discard", "sections"],
    "additionalProperties": False,
    "properties": {
        "title": _TEXT, "intro": _TEXT, "joiner": {"type": "string", "minLength": 1},
        "exact": {"type": "string", "pattern": r"\{n\}"},
        "at_least": {"type": "string", "pattern": r"\{n\}"},
        "total": {"type": "string", "pattern": r"\{n\}"},
        "whole_hand": _TEXT, "whole_hand_discard": _TEXT,
        "group": {"type": "array", "items": _TEXT, "minItems": 2, "maxItems": 2},
        "sequence": {"type": "array", "items": _TEXT, "minItems": 2, "maxItems": 2},
        "columns": {"type": "object", "additionalProperties": False,
                    "required": ["round", "dealt", "contract", "opening", "stock"],
                    "properties": {k: _TEXT for k in ("round", "dealt", "contract", "opening",
                                                      "stock")}},
        "phrases": {"type": "object", "propertyNames": {"pattern": r"^[a-z_]+$"},
                    "additionalProperties": _CASES},
        "sections": {"type": "object", "additionalProperties": False,
                     "required": list(SECTIONS),
                     "properties": {k: {"type": "object", "additionalProperties": False,
                                        "required": ["title", "items"],
                                        "properties": {"title": _TEXT,
                                                       "items": {"type": "array",
                                                                 "minItems": 1,
                                                                 "items": {"oneOf": [
                                                                     _TEXT, _CASES]}}}}
                                    for k in SECTIONS}},
    },
}


@dataclass(frozen=True)
class CardTexts:
    """``docs/<lang>/table-card.yaml`` as read, and its path (for messages)."""
    path: str
    data: dict


def load_card_texts(lang: str, docs=None) -> CardTexts:
    """Read and check ``<docs>/<lang>/table-card.yaml``. Raises
    :class:`~generator.site.texts.SiteSourceError` naming the file and the place: a bad
    shape, or a ``by:`` item or phrase naming a value its choice does not have."""
    from .texts import DOCS, SiteSourceError, _load_yaml, _schema_error, display_path
    path = Path(docs or DOCS) / lang / "table-card.yaml"
    data, _ = _load_yaml(path)
    _schema_error(path, data, CARD_SCHEMA)
    clash = sorted(set(data.get("phrases") or {}) & set(PLACEHOLDER_OPTIONS))
    if clash:
        raise SiteSourceError(f"{display_path(path)}: phrases/{clash[0]}: a phrase may not "
                              f"have a placeholder's name ({', '.join(PLACEHOLDER_OPTIONS)})")
    cased = [(f"phrases/{name}", c) for name, c in (data.get("phrases") or {}).items()]
    cased += [(f"sections/{key}/items/{i + 1}", item) for key in SECTIONS
              for i, item in enumerate(data["sections"][key]["items"]) if isinstance(item, dict)]
    for where, c in cased:
        values = CHOICES[c["by"]]
        unknown = [v for v in c["cases"] if v != "other" and v not in values]
        missing = [v for v in values if v not in c["cases"]]
        if unknown or (missing and "other" not in c["cases"]):
            raise SiteSourceError(
                f"{display_path(path)}: {where}: by {c['by']}: "
                + (f"no value {unknown[0]!r}" if unknown else f"no case for {missing[0]!r}")
                + f" (its values: {', '.join(values)}, or other)")
    return CardTexts(display_path(path), data)


def placeholders(facts: CardFacts) -> dict:
    """The values the card's sentences may use: ``{players}``, ``{decks}``, ``{jokers}``,
    ``{pack_size}``, ``{rounds}``, ``{group_length}``, ``{sequence_length}``,
    ``{max_sequence_length}`` (the longest sequence), ``{longest_group}``,
    ``{last_discard_round}`` (the last round gone out with a discard), ``{final_round}`` and
    ``{final_sequences}`` (the whole-hand round and its sequences), ``{max_reshuffles}`` (the
    rebuilds of the stock a round allows, D14), ``{buy_penalty}``, ``{buy_limit}``, ``{face}``,
    ``{ace}``, ``{joker}``, ``{low}``, ``{high}``."""
    finals = [r for r in facts.rounds if r.whole_hand]
    discards = [r for r in facts.rounds if not r.whole_hand]
    return {"players": facts.players, "decks": facts.decks, "jokers": facts.jokers,
            "pack_size": facts.pack_size, "rounds": len(facts.rounds),
            "group_length": facts.group_length, "sequence_length": facts.sequence_length,
            "max_sequence_length": facts.max_sequence_length,
            "longest_group": facts.longest_group,
            "last_discard_round": discards[-1].round if discards else 0,
            "final_round": finals[-1].round if finals else len(facts.rounds),
            "final_sequences": finals[-1].sequences if finals else 0,
            "max_reshuffles": facts.max_reshuffles,
            "buy_penalty": facts.choices["buy_penalty"], "buy_limit": facts.choices["buy_limit"],
            **facts.penalties}


def _case(c: dict, facts: CardFacts) -> str | None:
    value = facts.choices[c["by"]]
    return c["cases"][value] if value in c["cases"] else c["cases"]["other"]


def card_texts(facts: CardFacts, texts: CardTexts) -> dict:
    """The card's words with the numbers in: ``title``, ``intro``, ``columns`` (5 names),
    ``rows`` (per round: ``round``, ``dealt``, ``contract`` "2 grupos", ``opening``
    "3 + 3 = 6 cartas" or the whole hand, ``stock``) and ``sections`` (``key``, ``title``,
    ``items``: Markdown with ``§6.2`` references, ``None`` for an item whose case under these
    rules is no sentence). Raises :class:`~generator.site.texts.SiteSourceError` for an
    unknown ``{placeholder}``."""
    from .texts import SiteSourceError
    t = texts.data
    values = placeholders(facts)
    phrases = t.get("phrases") or {}

    def fill(text: str, where: str, depth: int = 0) -> str:
        known = {**values, **{name: None for name in phrases}}

        def one(m: re.Match) -> str:
            name = m.group(1)
            if name not in known:
                raise SiteSourceError(f"{texts.path}: {where}: {text!r}: unknown placeholder "
                                      f"{name!r} (known: {', '.join(known)})")
            if name in phrases:
                if depth > 3:
                    raise SiteSourceError(f"{texts.path}: {where}: phrases within phrases "
                                          f"too deep ({name})")
                return fill(_case(phrases[name], facts) or "", f"phrases/{name}", depth + 1)
            return str(values[name])
        return re.sub(r"\{(\w+)\}", one, text)

    def count(n: int, names: list[str]) -> str:
        return f"{n} {names[0] if n == 1 else names[1]}"

    def length(low: int, high: int) -> str:
        return t["exact"].format(n=low) if low == high else t["at_least"].format(n=low)

    rows = []
    for r in facts.rounds:
        parts = [count(n, t[name]) for n, name in ((r.groups, "group"),
                                                   (r.sequences, "sequence")) if n]
        if r.whole_hand:
            whole = t["whole_hand_discard" if facts.choices["final_round"] ==
                      "whole-hand-discard" else "whole_hand"]
            opening = f"{whole} ({t['at_least'].format(n=r.min_cards)})"
        else:
            lengths = " + ".join(length(low, high) for _, low, high in r.opening)
            total = t["total"].format(n=r.min_cards)
            opening = f"{lengths} = {total}" if facts.exact_opening else lengths
        rows.append({"round": r.round, "dealt": r.dealt, "contract": t["joiner"].join(parts),
                     "opening": opening, "stock": r.stock})
    sections = []
    for key in SECTIONS:
        s = t["sections"][key]
        items = []
        for i, item in enumerate(s["items"]):
            text = _case(item, facts) if isinstance(item, dict) else item
            items.append(None if text is None else fill(text, f"sections/{key}"))
        sections.append({"key": key, "title": s["title"], "items": items})
    cols = t["columns"]
    return {"title": t["title"], "intro": " ".join(t["intro"].split()),
            "columns": [cols[k] for k in ("round", "dealt", "contract", "opening", "stock")],
            "rows": rows, "sections": sections}


# --- the card under house rules: what the page's script needs -----------------------------------

#: The options of a house-rules code (:data:`~generator.engine.house.OPTIONS` keys) each
#: placeholder of the card follows …
PLACEHOLDER_OPTIONS = {
    "players": "", "rounds": "", "group_length": "", "low": "", "high": "",
    "decks": "d", "jokers": "j", "pack_size": "dj", "sequence_length": "s",
    "max_sequence_length": "a", "longest_group": "djgm", "last_discard_round": "f",
    "final_round": "f", "final_sequences": "f", "buy_penalty": "bq", "buy_limit": "bl",
    "face": "p", "ace": "p", "joker": "p", "max_reshuffles": "",
}
#: … each choice (:data:`CHOICES`) …
CHOICE_OPTIONS = {
    "decks": "d", "jokers": "j", "group_suits": "g", "group_size": "djgm", "ace": "a",
    "opening": "o", "same_suit": "u", "joker_swaps": "w", "buying": "b", "buy_penalty": "bq",
    "buy_limit": "bl", "final_round": "f", "going_out": "x",
}
#: … and each column of the rounds table: the cards dealt, the stock after the deal, the
#: lengths to open (exact or at least, the minimum, the whole hand); the contract never.
#: A sentence follows the options of the placeholders, phrases and choice it uses
#: (:func:`item_options`).
ROW_OPTIONS = {"dealt": "n", "stock": "djn", "opening": "sof", "contract": ""}


def item_options(item: Any, texts: CardTexts) -> str:
    """The options (keys, in the code's order) a sentence of the card follows: those of its
    ``by:`` choice and of every placeholder and phrase in any of its cases."""
    phrases = texts.data.get("phrases") or {}
    found: set[str] = set()

    def visit(entry: Any, depth: int = 0) -> None:
        if isinstance(entry, dict):
            found.update(CHOICE_OPTIONS[entry["by"]])
            for text in entry["cases"].values():
                visit(text, depth)
        elif isinstance(entry, str):
            for name in re.findall(r"\{(\w+)\}", entry):
                if name in phrases and depth < 4:
                    visit(phrases[name], depth + 1)
                else:
                    found.update(PLACEHOLDER_OPTIONS.get(name, ""))
    visit(item)
    return "".join(o.key for o in OPTIONS if o.key in found)


_BY_KEY = {o.key: o for o in OPTIONS}
#: The penalties' numbers as the page's script fills them in (``p`` is never enumerated).
_PENALTY_SLOTS = {"face": "{face}", "ace": "{ace}", "joker": "{joker}"}


def _valid_rules(values: dict[str, Any]) -> HouseRules | None:
    try:
        return HouseRules(**{_BY_KEY[k].name: v for k, v in values.items()})
    except ValueError:
        return None


def house_export(texts: CardTexts, html: Callable[[str, str], str]) -> dict:
    """What ``table-card/``'s script needs to show the card under any house-rules code, as
    plain data (JSON): ``rows``: for each column of the rounds table (:data:`ROW_OPTIONS`),
    ``{"options": "djn", "values": {key: [one value per round]}}``; ``sections``: per section,
    ``{"key", "items"}``, per sentence ``{"options": …, "values": {key: HTML or None}}``. A ``key`` is the code's text
    of each of those options' values, in order, joined by ``|`` (``"2|3|3"``; ``""`` for an
    option left out, such as no purchase limit); only values that make valid rules with this
    site's other options are listed. A sentence following the penalties (``p``) is not
    listed by them: its HTML keeps ``{ace}``, ``{face}`` and ``{joker}`` for the script to
    fill with the code's numbers. ``html(markdown, what)``: a sentence's Markdown as the
    page's HTML."""
    cache: dict[HouseRules, dict] = {}

    def card(rules: HouseRules) -> dict:
        if rules not in cache:
            facts = card_facts(rules.profile())
            facts = replace(facts, penalties={**facts.penalties, **_PENALTY_SLOTS})
            cache[rules] = card_texts(facts, texts)
        return cache[rules]

    def table(options: str, pick: Callable[[dict], Any]) -> dict:
        keys = [k for k in options if k != "p"]
        out = {}
        for combo in itertools.product(*(_BY_KEY[k].choices for k in keys)):
            rules = _valid_rules({k: v for k, (_, v) in zip(keys, combo)})
            if rules is not None:
                out["|".join(text or "" for text, _ in combo)] = pick(card(rules))
        return {"options": "".join(keys), "values": out}

    rows = {col: table(opts, lambda c, col=col: [r[col] for r in c["rows"]])
            for col, opts in ROW_OPTIONS.items()}
    sections = []
    for si, key in enumerate(SECTIONS):
        items = []
        for i, item in enumerate(texts.data["sections"][key]["items"]):
            def pick(c, si=si, i=i, key=key):
                text = c["sections"][si]["items"][i]
                return None if text is None else html(text, key)
            items.append(table(item_options(item, texts), pick))
        sections.append({"key": key, "items": items})
    return {"rows": rows, "sections": sections}
