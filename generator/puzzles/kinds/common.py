"""Helpers shared by the kinds whose situations show a table: the melds on the table, the
player's opening status, canonical keys of cards and melds, engine refusals as sentences.

``opened`` is always one of :data:`generator.questions.common.OPENED`: ``"no"``,
``"this-turn"`` (opened on this very turn) or ``"earlier"`` (on an earlier turn), the engine's
two flags ``opened_before_this_turn`` and ``opened_this_turn``
(:func:`generator.questions.common.opened_flags`; 5.4, 7.1, D7).
"""

from __future__ import annotations

from typing import Sequence

from ...engine import CONTRATO
from ...engine.errors import ContratoError
from ...engine.melds import Meld
from ...lang.cards import cards_markup
from ...lang.render import phrase
from ...questions.common import has_fresh_contract
from ...questions.lines import Cards, Line
from ...lang.catalogue import Catalogue as Texts

def table_key(table: Sequence[Meld]) -> str:
    """The table in ASCII notation, melds in order (declared jokers with their values)."""
    return " / ".join(m.ascii() for m in table)


def laying_order_known(table: Sequence[Meld], round_: int | None, opened: str | None) -> bool:
    """Whether the table's order may be said to be the order its melds were laid down in: not
    when the player opened on this very turn and the last melds are not that contract as it
    is laid down (5.2) — it was the last laid (fourteenth ca reading #2; an older puzzle's
    table keeps its order, and so its ID)."""
    if opened != "this-turn" or round_ is None:
        return True
    contract = CONTRATO.contract(round_)
    per = contract.groups + contract.sequences
    return len(table) >= per and has_fresh_contract(round_, table[-per:], CONTRATO)


def table_text(table: Sequence[Meld], lang: str, texts: Texts, *, round_: int | None = None,
               opened: str | None = None) -> str:
    """The melds of the table as a numbered Markdown list (numbers from 1), under a heading
    that says they are in the order laid down only when that can be so
    (:func:`laying_order_known`)."""
    if not table:
        return texts.raw("table.empty")
    items = "\n".join(f"{i + 1}. {cards_markup(m.cards)}"
                      for i, m in enumerate(table))
    heading = ("table.heading" if laying_order_known(table, round_, opened)
               else "table.heading_unordered")
    return texts.raw(heading) + "\n\n" + items


def opened_text(opened: str, texts: Texts) -> str:
    return texts.raw(f"opened.{opened}")


#: Engine refusal codes that have a shared sentence (``refusals.<key>`` in
#: ``docs/<lang>/puzzles.ftl``), by (code, clause), with the clauses the sentence cites.
REFUSALS: dict[tuple[str, str], tuple[str, tuple[str, ...]]] = {
    ("not-opened", "D7"): ("not-opened", ("D7",)),
    ("opening-turn", "5.4"): ("opening-turn-lay-off", ("5.4",)),
    ("opening-turn", "7.1"): ("opening-turn-swap", ("7.1", "5.4")),
    ("final-round-no-layoff", "D8"): ("final-round", ("7.4", "D8")),
    ("keep-discard", "5.5"): ("keep-discard", ("5.5",)),
}

SHARED_CLAUSES: dict[str, tuple[str, ...]] = {
    f"refusals.{key}": clauses for key, clauses in REFUSALS.values()}
SHARED_CLAUSES.update({"table.meld": (), "table.meld_short": (), "ends.low": (), "ends.high": ()})


def refusal_line(code: str, clause: str) -> Line | None:
    """The shared sentence for a refusal of the whole action (timing, 5.5), or ``None``."""
    found = REFUSALS.get((code, clause))
    return None if found is None else Line(f"refusals.{found[0]}")


def refusal_known(err: ContratoError) -> bool:
    """Whether a refusal of the whole action has a shared sentence."""
    return (err.code, err.clause) in REFUSALS


#: The rounds whose table can hold melds while a player still has cards: all but round 7,
#: where whoever opens goes out at once (7.4, D8).
TABLE_ROUNDS = tuple(c.round for c in CONTRATO.contracts if not c.whole_hand)


def drawn_hand_text(kind: str, s, lang: str, texts: Texts) -> str:
    """The hand after the draw, under a line that says how many cards it holds and, when the
    situation says, which card was just taken and from which pile (``<kind>.situation.hand``
    or ``<kind>.situation.took_stock`` / ``took_discard``: the card as ``$card`` and with its
    article as ``$card_the``, :func:`~generator.lang.render.variables`)."""
    hand = cards_markup(s.hand)
    if s.took is not None:
        return phrase(f"{kind}.situation.took_{s.took_from}", lang, texts, size=len(s.hand),
                      card=Cards((s.took,))) + "\n" + hand
    return texts.format(f"{kind}.situation.hand", size=len(s.hand)) + "\n" + hand
