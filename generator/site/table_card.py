"""The table card: the rules a table needs on one A4 page, its numbers from the engine.

:func:`card_facts` reads a :class:`~generator.engine.profile.Profile` (and the penalties of
:mod:`generator.engine.scoring`) into plain data: per round the cards dealt, the contract, the
lengths of its melds when laid down and the stock at the start; the pack; the melds; the card
penalties. Nothing on the card is typed by hand but the sentences of
``docs/<lang>/table-card.yaml``, whose ``{placeholders}`` take those numbers
(:func:`card_texts`), so the same card comes out for any profile (house rules, issue 17).

``generator/site/templates/table_card.md.j2`` lays it out as the page ``table-card/`` of each
language; ``make site`` prints that page to ``pdf/table-card.pdf`` (:mod:`generator.site.pdf`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..engine.cards import parse_card
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
    """Everything numeric on the card (:func:`card_facts`)."""
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
    #: how many times the stock may be rebuilt in a round (9.1, D14); ``None``: no limit
    max_reshuffles: int | None = None


def card_facts(profile: Profile = CONTRATO) -> CardFacts:
    """The numbers of the table card under ``profile``.

    >>> facts = card_facts()
    >>> [(r.round, r.dealt, r.groups, r.sequences, r.stock) for r in facts.rounds][:2]
    [(1, 10, 2, 0, 66), (2, 10, 1, 1, 66)]
    >>> facts.rounds[6].opening, facts.rounds[6].whole_hand
    ((('sequence', 4, 14), ('sequence', 4, 14), ('sequence', 4, 14)), True)
    >>> facts.penalties
    {'face': 10, 'ace': 15, 'joker': 15, 'low': 2, 'high': 10}
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
    faces = {card_penalty(parse_card(f"{rank}♠")) for rank in "JQK"}
    if len(faces) != 1:
        raise ValueError(f"the table card says 'K, Q, J: n' but they cost {sorted(faces)}")
    pips = [card_penalty(parse_card(f"{n}♠")) for n in range(2, 11)]
    if pips != list(range(2, 11)):
        raise ValueError(f"the table card says '2-10: their number' but they cost {pips}")
    penalties = {"face": faces.pop(), "ace": card_penalty(parse_card("A♠")),
                 "joker": card_penalty(parse_card("JK")), "low": 2, "high": 10}
    return CardFacts(
        players=profile.players, decks=profile.decks, jokers=profile.jokers,
        pack_size=profile.pack_size, group_length=profile.group_length,
        sequence_length=profile.sequence_length,
        max_sequence_length=profile.max_sequence_length,
        longest_group=profile.longest_group,
        suits_may_repeat=profile.group_suits is GroupSuits.ANY,
        exact_opening=profile.opening is OpeningLengths.EXACT,
        discard_to_go_out=profile.going_out is GoingOut.DISCARD,
        rounds=tuple(rounds), penalties=penalties, max_reshuffles=profile.max_reshuffles)


# --- the sentences: docs/<lang>/table-card.yaml -----------------------------------------------

#: The card's sections, in order (keys of ``sections:`` in table-card.yaml).
SECTIONS = ("game", "melds", "turn", "buying", "going_out", "penalties")
_TEXT = {"type": "string", "minLength": 1}
CARD_SCHEMA = {
    "type": "object",
    "required": ["title", "intro", "columns", "group", "sequence", "joiner", "exact",
                 "at_least", "total", "whole_hand", "sections"],
    "additionalProperties": False,
    "properties": {
        "title": _TEXT, "intro": _TEXT, "joiner": {"type": "string", "minLength": 1},
        "exact": {"type": "string", "pattern": r"\{n\}"},
        "at_least": {"type": "string", "pattern": r"\{n\}"},
        "total": {"type": "string", "pattern": r"\{n\}"},
        "whole_hand": _TEXT,
        "group": {"type": "array", "items": _TEXT, "minItems": 2, "maxItems": 2},
        "sequence": {"type": "array", "items": _TEXT, "minItems": 2, "maxItems": 2},
        "columns": {"type": "object", "additionalProperties": False,
                    "required": ["round", "dealt", "contract", "opening", "stock"],
                    "properties": {k: _TEXT for k in ("round", "dealt", "contract", "opening",
                                                      "stock")}},
        "sections": {"type": "object", "additionalProperties": False,
                     "required": list(SECTIONS),
                     "properties": {k: {"type": "object", "additionalProperties": False,
                                        "required": ["title", "items"],
                                        "properties": {"title": _TEXT,
                                                       "items": {"type": "array",
                                                                 "minItems": 1,
                                                                 "items": _TEXT}}}
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
    :class:`~generator.site.texts.SiteSourceError` naming the file and the place."""
    from .texts import DOCS, _load_yaml, _schema_error, display_path
    path = Path(docs or DOCS) / lang / "table-card.yaml"
    data, _ = _load_yaml(path)
    _schema_error(path, data, CARD_SCHEMA)
    return CardTexts(display_path(path), data)


def placeholders(facts: CardFacts) -> dict:
    """The values the card's sentences may use: ``{players}``, ``{decks}``, ``{jokers}``,
    ``{pack_size}``, ``{rounds}``, ``{group_length}``, ``{sequence_length}``,
    ``{max_sequence_length}``, ``{longest_group}``, ``{last_discard_round}`` (the last round
    gone out with a discard), ``{final_round}`` and ``{final_sequences}`` (the whole-hand
    round and its sequences), ``{max_reshuffles}`` (the rebuilds of the stock a round allows,
    D14), ``{face}``, ``{ace}``, ``{joker}``, ``{low}``, ``{high}``."""
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
            **facts.penalties}


def card_texts(facts: CardFacts, texts: CardTexts) -> dict:
    """The card's words with the numbers in: ``title``, ``intro``, ``columns`` (5 names),
    ``rows`` (per round: ``round``, ``dealt``, ``contract`` "2 grupos", ``opening``
    "3 + 3 = 6 cartas" or the whole hand, ``stock``) and ``sections`` (``key``, ``title``,
    ``items``: Markdown with ``§6.2`` references). Raises
    :class:`~generator.site.texts.SiteSourceError` for an unknown ``{placeholder}``."""
    from .texts import SiteSourceError
    t = texts.data
    values = placeholders(facts)

    def count(n: int, names: list[str]) -> str:
        return f"{n} {names[0] if n == 1 else names[1]}"

    def length(low: int, high: int) -> str:
        return t["exact"].format(n=low) if low == high else t["at_least"].format(n=low)

    rows = []
    for r in facts.rounds:
        parts = [count(n, t[name]) for n, name in ((r.groups, "group"),
                                                   (r.sequences, "sequence")) if n]
        if r.whole_hand:
            opening = f"{t['whole_hand']} ({t['at_least'].format(n=r.min_cards)})"
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
        for item in s["items"]:
            try:
                items.append(item.format(**values))
            except (KeyError, IndexError, ValueError) as err:
                raise SiteSourceError(f"{texts.path}: sections/{key}: {item!r}: unknown "
                                      f"placeholder {err} (known: {', '.join(values)})") from None
        sections.append({"key": key, "title": s["title"], "items": items})
    cols = t["columns"]
    return {"title": t["title"], "intro": " ".join(t["intro"].split()),
            "columns": [cols[k] for k in ("round", "dealt", "contract", "opening", "stock")],
            "rows": rows, "sections": sections}
