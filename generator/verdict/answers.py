"""The answers of ``contrato verdict``: ask the engine, explain its answer.

:func:`answer` takes a checked :class:`~generator.verdict.situation.Situation`, calls the engine
function of its question and returns a :class:`Verdict`: the answer (true/false, a number, a
list of seats or of moves), the clause IDs it rests on and an explanation in the chosen
language. Every rule decision is the engine's; this module only chooses which engine function to
call, in which order, and which sentence of ``docs/<lang>/verdict.yaml`` says the result.

==============  =====================================================  ===================
question        engine                                                 answer
==============  =====================================================  ===================
``can-open``    :func:`~generator.engine.opening.judge_opening`        true / false
``meld``        :func:`~generator.engine.melds.make_meld`,             true / false
                :func:`~generator.engine.contracts.validate_laydown`
``lay-off``     :mod:`~generator.engine.layoff`                        true / false, or the
                                                                       list of targets
``joker-swap``  :func:`~generator.engine.jokers.legal_joker_swaps`     list of swaps
``penalty``     :func:`~generator.engine.scoring.penalty_breakdown`    points
``buy``         :func:`~generator.engine.buying.resolve_buying_window` list of seats and
                                                                       their cards
``go-out``      :func:`~generator.engine.going_out.go_out_plan`        true / false
``draw``        :func:`~generator.engine.running_out.needed_draw`      ``"draw"``,
                                                                       ``"reshuffle"`` or
                                                                       ``"round-ends"``
``standings``   :func:`~generator.engine.scoring.running_totals`,      list of seats
                :func:`~generator.engine.scoring.winners`
==============  =====================================================  ===================

Seats and table melds are numbered from 1 in situations and answers (the engine counts from 0).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

import yaml

from ..engine.buying import resolve_buying_window
from ..engine.cards import Card, format_cards, parse_card, rank_symbol
from ..engine.contracts import LayDown, remaining, validate_laydown
from ..engine.errors import ContratoError, IllegalMoveError, MeldError
from ..engine.going_out import go_out_plan
from ..engine.jokers import check_joker_swap_at, legal_joker_swaps
from ..engine.layoff import check_may_lay_off, lay_off_targets, lay_off_ways
from ..engine.melds import Group, Meld, make_meld, place_rank
from ..engine.moves import Discard, LayDown as LayDownMove, LayOff, SwapJoker
from ..engine.opening import judge_opening, opening_length_clauses
from ..engine.profile import (CONTRATO, Contract, MeldKind, OpeningLengths, Profile,
                              SameSuitRule)
from ..engine.running_out import needed_draw
from ..engine.scoring import penalty_breakdown, running_totals, winners
from ..site.markup import DOCS, LANGS, strings
from .situation import Situation, SituationError

__all__ = ["Verdict", "answer", "texts", "Texts"]


# -- the verdict ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Verdict:
    """The answer to a situation's question.

    - ``answer``: ``True``/``False``, a number, a list (seats, targets, swaps) or a word;
    - ``clauses``: the clause IDs of ``rules-spec.md`` the answer rests on, most important
      first, each once;
    - ``sentences``: the explanation in the chosen language, one sentence (or short group of
      sentences) per item; ``§4.1`` marks a clause;
    - ``details``: language-independent facts behind the answer (lay-downs, totals …), with
      cards in Unicode notation and seats/melds numbered from 1.
    """

    question: str
    answer: Any
    clauses: tuple[str, ...]
    sentences: tuple[str, ...]
    details: Mapping[str, Any] = field(default_factory=dict)
    profile: str = "contrato"
    lang: str = "pt"

    @property
    def explanation(self) -> str:
        return " ".join(self.sentences)

    def as_json(self) -> dict:
        """The JSON object printed by ``--json``: ``answer``, ``clauses``, ``explanation`` and
        the rest of the facts."""
        return {"question": self.question, "answer": self.answer,
                "clauses": list(self.clauses), "explanation": self.explanation,
                "details": dict(self.details), "profile": self.profile, "lang": self.lang}

    def text(self) -> str:
        """The human answer: the explanation, one sentence a line, then the clauses."""
        t = texts(self.lang)
        lines = list(self.sentences)
        if self.clauses:
            lines.append(t("clauses", clauses=", ".join(self.clauses)))
        return "\n".join(lines)


def _unique(*groups: Iterable[str | None]) -> tuple[str, ...]:
    out: list[str] = []
    for group in groups:
        for c in group:
            if c and c not in out:
                out.append(c)
    return tuple(out)


# -- texts ------------------------------------------------------------------------------------

class Texts:
    """The sentences of ``docs/<lang>/verdict.yaml`` and the words built from them.

    ``t("can_open.ok", round=2, …)`` looks up a dotted key and fills its ``{placeholders}``.
    """

    def __init__(self, lang: str) -> None:
        if lang not in LANGS:
            raise ValueError(f"no language {lang!r}: use one of {', '.join(LANGS)}")
        self.lang = lang
        with open(DOCS / lang / "verdict.yaml", encoding="utf-8") as fh:
            self.data = yaml.safe_load(fh)
        self.cards_words = strings(lang)["cards"]

    def raw(self, key: str) -> Any:
        node: Any = self.data
        for part in key.split("."):
            node = node[part]
        return node

    def has(self, key: str) -> bool:
        try:
            self.raw(key)
        except (KeyError, TypeError):
            return False
        return True

    def __call__(self, key: str, **params: Any) -> str:
        return str(self.raw(key)).format(**params)

    # words
    def cards(self, cards: Iterable[Card]) -> str:
        text = format_cards(cards)
        return text if text else self("words.no_cards")

    def melds(self, melds: Iterable[Meld]) -> str:
        return " + ".join(m.unicode() for m in melds)

    def seat(self, seat: int, names: Sequence[str] | None = None) -> str:
        """A seat numbered from 1: "jogador 3", or the player's name."""
        if names:
            return names[seat - 1]
        return self("words.seat", seat=seat)

    def listing(self, items: Sequence[str]) -> str:
        """``a, b e c`` in the language."""
        items = list(items)
        if len(items) <= 1:
            return "".join(items)
        return ", ".join(items[:-1]) + self("words.and") + items[-1]

    def contract(self, round_: int, profile: Profile) -> str:
        """The contract of a round in words: "um grupo e uma sequência"."""
        c = profile.contract(round_)
        parts = []
        if c.groups:
            parts.append(self.raw("contract.groups")[c.groups])
        if c.sequences:
            parts.append(self.raw("contract.sequences")[c.sequences])
        return self.listing(parts)

    def suit(self, suit) -> str:
        return self.cards_words["suits"][suit.value]

    def describe_meld(self, meld: Meld) -> str:
        if isinstance(meld, Group):
            return self("meld.group", n=len(meld), rank=rank_symbol(meld.rank))
        ends = [rank_symbol(place_rank(p)) + meld.suit.symbol for p in meld.places]
        return self("meld.sequence", n=len(meld), suit=self.suit(meld.suit), low=ends[0],
                    high=ends[1])

    def end(self, end: str | None) -> str:
        return "" if end is None else self(f"words.end_{end}")

    def target(self, index: int, meld: Meld | None, end: str | None, *,
               article: bool = False) -> str:
        """"combinação 2 (5♠ 6♠ 7♠ 8♠) na ponta de cima" — ``index`` from 0; with ``article``
        "a combinação 2 …" (for lists)."""
        shown = self("words.the_meld" if article else "words.meld", n=index + 1)
        if meld is not None:
            shown += f" ({meld.unicode()})"
        if end is not None:
            shown += " " + self.end(end)
        return shown

    def count(self, n: int) -> str:
        """"1 carta", "5 cartas"."""
        return self("words.cards_one" if n == 1 else "words.cards_many", n=n)

    def reason(self, err: ContratoError, **context: Any) -> str:
        """An engine error in the language, from its ``code`` and parameters; the engine's
        English message when the code has no sentence yet."""
        params = dict(context)
        for k, v in err.params.items():
            if k == "card" and isinstance(v, str):
                try:
                    v = parse_card(v).unicode()
                except ContratoError:
                    pass
            if k == "meld_index" and isinstance(v, int):
                v = v + 1
            params[k] = v
        keys = [f"reasons.{err.code}"]
        if err.clause:
            keys.insert(0, f"reasons.{err.code}__{err.clause.replace('.', '-')}")
        for key in keys:
            if self.has(key):
                try:
                    return self(key, **params)
                except (KeyError, IndexError):
                    break
        return str(err)


def lower_first(text: str) -> str:
    """A sentence continued after a colon: "Os jokers…" → "os jokers…"; card names and
    abbreviations ("JK=6♠ …", "K♠ …") stay as they are."""
    if len(text) > 1 and text[0].isupper() and text[1].islower():
        return text[0].lower() + text[1:]
    return text


@functools.lru_cache(maxsize=None)
def texts(lang: str) -> Texts:
    """The :class:`Texts` of a language (read once)."""
    return Texts(lang)


# -- profiles ---------------------------------------------------------------------------------

def _unsupported(s: Situation, profile: Profile, why: str) -> SituationError:
    return s.error(f"the {profile.name} profile does not support this question: {why}",
                   "question")


# -- answers ----------------------------------------------------------------------------------

def answer(situation: Situation, profile: Profile = CONTRATO, lang: str = "pt") -> Verdict:
    """Answer the situation's question with ``profile``'s rules, explained in ``lang``.

    Raises :class:`~generator.verdict.situation.SituationError` when the situation breaks a
    rule the question presupposes (a table meld that is no meld, the active player buying …)
    or when ``profile`` does not support the question (see :meth:`~generator.engine.profile.Profile.unsupported`).
    """
    why = profile.unsupported(situation.question)
    if why:
        raise _unsupported(situation, profile, why)
    t = texts(lang)
    handler = _HANDLERS[situation.question]
    verdict = _in_profile_rules(situation, handler(situation, profile, t), profile)
    sentences = verdict.sentences
    # the clauses the explanation cites are clauses the answer rests on too (after the others)
    cited = [c for text in sentences for c in _CITED.findall(text)]
    if profile is not CONTRATO:
        key = f"profile_notes.{profile.name}"
        sentences = sentences + (t(key if t.has(key) else "profile_note", profile=profile.name),)
    return dataclasses.replace(verdict, profile=profile.name, lang=lang, sentences=sentences,
                               clauses=_unique(verdict.clauses, cited))


_CITED = re.compile(r"§(V\d{1,2}|D\d{1,2}|\d{1,2}\.\d{1,2})")
_SITE_CLAUSE = re.compile(r"§(D\d{1,2}|\d{1,2}\.\d{1,2})")
_REPEATED = re.compile(r"(§V\d{1,2})(?:, \1(?!\d))+")


def _in_profile_rules(s: Situation, verdict: Verdict, profile: Profile) -> Verdict:
    """``verdict`` citing ``profile``'s own rules: every clause of this site's profile, in
    ``clauses`` and in the sentences (``§5.5``), becomes the rules of ``profile`` on the same
    point (:meth:`~generator.engine.profile.Profile.cite`: ``§V11`` for the Catalan source).
    An answer resting on a clause that has no counterpart there is refused
    (:class:`SituationError`), never given with another profile's rule."""
    if not profile.citations:
        return verdict

    def cite(clause: str) -> tuple[str, ...]:
        rules = profile.cite(clause)
        if rules is None:
            raise _unsupported(s, profile, f"this answer rests on rule {clause} of this site's "
                                           f"profile, which has no counterpart in its rules")
        return rules

    clauses = _unique(*(cite(c) for c in verdict.clauses))
    sentences = tuple(_REPEATED.sub(r"\1", _SITE_CLAUSE.sub(
        lambda m: ", ".join("§" + r for r in cite(m.group(1))), x)) for x in verdict.sentences)
    return dataclasses.replace(verdict, clauses=clauses, sentences=sentences)


def _numbers(p: Profile) -> dict[str, int]:
    """The profile's lengths, for the sentences that quote them."""
    return {"group_length": p.group_length, "sequence_length": p.sequence_length,
            "longest": p.max_sequence_length, "group_longest": p.longest_group,
            "copies": p.decks, "jokers": p.jokers}


def _v(s: Situation, answer_: Any, clauses: Iterable[str], sentences: Iterable[str],
       **details: Any) -> Verdict:
    return Verdict(s.question, answer_, _unique(clauses), tuple(x for x in sentences if x),
                   details)


# can-open ------------------------------------------------------------------------------------

def _laydown_text(t: Texts, laydown: LayDown) -> str:
    return t.melds(laydown.melds)


def _can_open(s: Situation, p: Profile, t: Texts) -> Verdict:
    round_, hand = s["round"], s["hand"]
    v = judge_opening(round_, hand, p)
    contract = p.contract(round_)
    words = t.contract(round_, p)
    # how long the melds are when laid down: exactly the minimum (5.2), or at least it
    exact = p.opening is OpeningLengths.EXACT
    lengths = ", ".join("§" + c for c in opening_length_clauses(contract, p))
    details: dict[str, Any] = {
        "laydowns": [[m.unicode() for m in l.melds] for l in v.laydowns[:50]],
        "laydown_count": len(v.laydowns), "reason": v.reason,
    }
    out: list[str] = []
    if v.can_open:
        first = v.laydowns[0]
        if contract.whole_hand:
            out.append(t("can_open.ok_final", round=round_, laydown=_laydown_text(t, first)))
        else:
            out.append(t("can_open.ok" if exact else "can_open.ok_at_least", round=round_,
                         contract=words, laydown=_laydown_text(t, first), lengths=lengths))
        if len(v.laydowns) > 1:
            out.append(t("can_open.other_ways", count=len(v.laydowns)))
        if not contract.whole_hand:
            rest = remaining(hand, first)
            details["rest"] = [c.unicode() for c in rest]
            if not rest:                       # melding every card goes out (not 5.5)
                out.append(t("can_open.meld_all"))
            elif p.keeps_discard:
                out.append(t("can_open.keep_one" if len(rest) == 1 else "can_open.keep",
                             rest=t.cards(rest)))
            else:
                out.append(t("can_open.keep_or_meld", rest=t.cards(rest)))
        if "4.3" in v.clauses:
            out.append(t("can_open.same_suit_ok"))
        return _v(s, True, v.clauses, out, **details)
    need = contract.min_cards(p)
    if v.reason == "too-few-cards":
        if contract.whole_hand:
            key = "can_open.too_few_final"
        else:
            key = "can_open.too_few" if p.keeps_discard else "can_open.too_few_meld_all"
        out.append(t(key, round=round_, contract=words, need=need, size=t.count(len(hand)),
                     lengths=lengths))
    elif v.reason == "same-suit":
        details["blocked"] = [[m.unicode() for m in l.melds] for l in v.blocked[:50]]
        key = ("can_open.same_suit" if p.same_suit_rule is SameSuitRule.NOT_CONTIGUOUS
               else "can_open.same_suit_distinct")
        out.append(t(key, round=round_, laydown=_laydown_text(t, v.blocked[0])))
    else:
        if contract.whole_hand:
            key = "can_open.no_final"
        else:
            key = "can_open.no_contract" if exact else "can_open.no_contract_at_least"
        out.append(t(key, round=round_, contract=words, lengths=lengths))
        if v.best_partial:
            details["best_partial"] = [m.unicode() for m in v.best_partial]
            out.append(t("can_open.partial" if exact else "can_open.partial_at_least",
                         melds=t.melds(v.best_partial)))
    return _v(s, False, v.clauses, out, **details)


# meld ----------------------------------------------------------------------------------------

def _meld_clauses(meld: Meld, p: Profile) -> tuple[str, ...]:
    if isinstance(meld, Group):
        return ("3.1",) + (("3.5",) if len(meld) > p.group_length else ()) + (
            ("3.7", "D1") if meld.jokers else ())
    ace = any(c.effective_rank == 1 for c in meld.cards)
    # 3.4: longer than a contract's run of 4 on the table; where melds are laid down at any
    # length, the minimum of 3.2 says it all
    longer = len(meld) > p.sequence_length and p.opening is OpeningLengths.EXACT
    return ("3.2",) + (("3.3",) if ace else ()) + (("3.4",) if longer else ()) + (
        ("3.7", "D2") if meld.jokers else ())


def _joker_sentence(t: Texts, meld: Meld) -> str:
    jokers = [c for c in meld.cards if c.is_joker]
    if not jokers:
        return ""
    return t("meld.jokers", jokers=", ".join(str(c) for c in jokers))


def _meld(s: Situation, p: Profile, t: Texts) -> Verdict:
    cards, kind, round_ = s["meld"], s.get("kind"), s.get("round")
    try:
        meld = make_meld(cards, kind, profile=p)
    except MeldError as err:
        if err.code == "meld-ambiguous":
            raise s.error(f"{format_cards(cards)} could be a group or a sequence: add "
                          f"'kind: group' or 'kind: sequence', or declare the jokers (JK=7, "
                          f"JK=8♠)", "meld", clause="D2") from None
        return _v(s, False, (err.clause,), [
            t("meld.invalid", meld=format_cards(cards)),
            t.reason(err, meld=format_cards(cards), **_numbers(p))], code=err.code)
    details = {"meld": meld.unicode(), "kind": meld.kind.value}
    if round_ is None:
        return _v(s, True, _meld_clauses(meld, p), [
            t("meld.valid_table", meld=meld.unicode(), what=t.describe_meld(meld)),
            _joker_sentence(t, meld)], **details)
    contract = p.contract(round_)
    words = t.contract(round_, p)
    if meld.kind not in contract.kinds:
        return _v(s, False, ("4.1",), [
            t("meld.not_in_contract", round=round_, contract=words,
              kind=t(f"words.{meld.kind.value}s"))], **details)
    # the engine checks one meld as a contract that holds only it (5.2, 7.4, 4.3, 1.2)
    one = Contract(round_, int(meld.kind is MeldKind.GROUP), int(meld.kind is MeldKind.SEQUENCE),
                   contract.whole_hand)
    alone = dataclasses.replace(p, contracts=tuple(one if c.round == round_ else c
                                                  for c in p.contracts))
    try:
        validate_laydown(round_, [meld], alone)
    except ContratoError as err:
        return _v(s, False, (err.clause, "4.1"), [
            t("meld.no_contract", meld=meld.unicode(), round=round_),
            t.reason(err, meld=meld.unicode(), **_numbers(p))], code=err.code, **details)
    # how long it may be when laid down: exactly the minimum (5.2), at least the minimum in
    # the final round (7.4) or with a profile that lays melds down at any length (3.1, 3.2)
    if contract.whole_hand:
        length, key = ("7.4",), "meld.valid_final"
    elif p.opening is OpeningLengths.EXACT:
        length, key = ("5.2",), "meld.valid_contract"
    else:
        length, key = (), "meld.valid_contract_at_least"
    lengths = "§3.1" if isinstance(meld, Group) else "§3.2"
    return _v(s, True, ("4.1",) + length + _meld_clauses(meld, p), [
        t(key, meld=meld.unicode(), round=round_, contract=words, what=t.describe_meld(meld),
          lengths=lengths),
        _joker_sentence(t, meld)], **details)


# lay-off and joker swaps: the table ---------------------------------------------------------

def _table(s: Situation, p: Profile) -> list[Meld]:
    """The table's melds, read by the engine; a meld that is not one is a bad situation."""
    melds = []
    for i, cards in enumerate(s.get("table", [])):
        try:
            melds.append(make_meld(cards, profile=p))
        except MeldError as err:
            hint = (" (add the jokers' values: JK=7 for a group, JK=8♠ for a sequence)"
                    if err.code == "meld-ambiguous" else "")
            raise s.error(f"meld {i + 1} of the table is not a meld: {err.reason}{hint}",
                          "table", i, clause=err.clause) from None
    return melds


def _opened(s: Situation) -> tuple[bool, bool]:
    """``opened`` as the engine's two flags: (opened before this turn, opened this turn)."""
    value = s["opened"]
    return value == "earlier", value == "this-turn"


def _cards_left(s: Situation, laid: int) -> int:
    hand = s["hand"]
    size = hand if isinstance(hand, int) else len(hand)
    if size < laid:
        raise s.error(f"the hand holds {size} card(s) but {laid} are laid off", "hand",
                      clause="3.6")
    return size - laid


# lay-off ------------------------------------------------------------------------------------

def _lay_off(s: Situation, p: Profile, t: Texts) -> Verdict:
    round_ = s["round"]
    table = _table(s, p)
    before, now = _opened(s)
    cards = [s["card"]] if "card" in s else list(s["cards"])
    if not cards:
        raise s.error("no card to lay off", "cards")
    left = _cards_left(s, len(cards))
    flags = dict(opened_before_this_turn=before, opened_this_turn=now, profile=p)
    target = s.get("target")
    end = s.get("end")
    if target is not None and target > len(table):
        raise s.error(f"there is no meld {target} on the table (melds 1 to {len(table)})",
                      "target")
    if end is not None and (target is None or len(cards) > 1):
        raise s.error("'end' goes with one card and a 'target' sequence", "end")
    if not table:
        raise s.error("the table has no meld: there is nothing to lay off on", "table",
                      clause="5.4")
    try:
        check_may_lay_off(round_, cards_left_after=left, **flags)
    except IllegalMoveError as err:
        return _v(s, False if target else [], (err.clause,), [
            t("lay_off.may_not"), t.reason(err, round=round_, **_numbers(p))], code=err.code)

    if target is None:
        if len(cards) > 1:
            raise s.error("several cards need a 'target' meld (where do they go?)", "target")
        card = cards[0]
        found = lay_off_targets(round_, table, card, cards_left_after=left, **flags)
        listed = [{"meld": i + 1, "end": e} for i, e in found]
        if not found:
            return _v(s, [], ("5.4", "3.4", "3.5"), [t("lay_off.nowhere", card=card)],
                      targets=listed)
        where = t.listing([t.target(i, table[i], e, article=True) for i, e in found])
        clauses = ["5.4"] + ["3.5" if isinstance(table[i], Group) else "3.4" for i, _ in found]
        if card.is_joker:
            clauses += ["3.7", "D2"]
        return _v(s, listed, clauses, [t("lay_off.where", card=card, where=where)],
                  targets=listed)

    meld = table[target - 1]
    if end is not None and isinstance(meld, Group):
        raise s.error(f"meld {target} of the table is a group: a group has no ends, leave "
                      f"'end' out", "end", clause="3.5")
    kind_clause = "3.5" if isinstance(meld, Group) else "3.4"
    if len(cards) == 1 and end is None:
        card = cards[0]
        ends = [e for i, e in lay_off_targets(round_, [meld], card, cards_left_after=left,
                                              **flags)]
        if len(ends) > 1:          # a joker fitting both ends (D2)
            return _v(s, True, ("5.4", kind_clause, "3.7", "D2"), [
                t("lay_off.ok_either_end", card=card, target=t.target(target - 1, meld, None))],
                ends=ends)
        if ends:
            end = ends[0]
    steps = _lay_off_order(round_, meld, cards, end, left + len(cards), flags)
    if steps is not None:
        order, result = steps
        placed = t.listing([f"{c}" + (f" ({t.end(e)})" if e else "") for c, e in order])
        clauses = ["5.4", kind_clause] + (["3.7", "D2"] if any(c.is_joker for c in cards)
                                          else [])
        return _v(s, True, clauses, [
            t("lay_off.ok", cards=placed, target=t.target(target - 1, meld, None),
              result=result.unicode())],
            result=result.unicode(), order=[[str(c), e] for c, e in order])
    # no order works: the engine's refusal for the cards as given
    card, at, err = _first_refusal(round_, meld, cards, end, left + len(cards), flags)
    return _v(s, False, (err.clause, kind_clause), [
        t("lay_off.refused", cards=t.cards(cards), target=t.target(target - 1, meld, None)),
        t.reason(err, card=card, meld=at.unicode(), round=round_, **_numbers(p))],
        code=err.code)


def _lay_off_order(round_: int, meld: Meld, cards: list[Card], end: str | None, size: int,
                   flags: dict) -> tuple[list[tuple[Card, str | None]], Meld] | None:
    """An order (and ends) in which the engine accepts every card on ``meld`` — whatever the
    order the cards are given in (5.4, :func:`~generator.engine.layoff.lay_off_ways`) — and
    the meld afterwards; ``None`` if there is none."""
    try:
        ways = lay_off_ways(round_, meld, cards, end=end, cards_left_after=size - len(cards),
                            **flags)
    except ContratoError:
        return None
    return list(ways[0].steps), ways[0].result


def _first_refusal(round_: int, meld: Meld, cards: list[Card], end: str | None, size: int,
                   flags: dict) -> tuple[Card, Meld, ContratoError]:
    """The engine's refusal of the cards on ``meld``: the card it names, the meld, the error
    (the card that decides, whatever the order they are given in)."""
    try:
        lay_off_ways(round_, meld, cards, end=end, cards_left_after=size - len(cards), **flags)
    except ContratoError as err:
        named = err.params.get("card")
        card = parse_card(named) if isinstance(named, str) else cards[0]
        return card, meld, err
    raise AssertionError("the cards were accepted")  # pragma: no cover


# joker-swap -----------------------------------------------------------------------------------

def _joker_swap(s: Situation, p: Profile, t: Texts) -> Verdict:
    round_, hand = s["round"], s["hand"]
    table = _table(s, p)
    before, now = _opened(s)
    try:
        check_may_lay_off(round_, opened_before_this_turn=before, opened_this_turn=now,
                          profile=p, action="swap a joker")
    except IllegalMoveError as err:
        return _v(s, [], (err.clause,), [t("joker_swap.may_not"),
                                         t.reason(err, round=round_, **_numbers(p))],
                  code=err.code)
    swaps = legal_joker_swaps(round_, table, hand, opened_before_this_turn=before,
                              opened_this_turn=now, profile=p)
    listed = [{"meld": sw.meld_index + 1, "card": sw.natural.unicode(),
               "joker_to": [{"meld": i + 1, "end": e} for i, e in sw.targets]} for sw in swaps]
    out: list[str] = []
    clauses: list[str] = ["7.1", "7.2", "D6"]
    legal = {(sw.meld_index, sw.natural) for sw in swaps}
    for sw in swaps:
        where = t.listing([t.target(i, None, e, article=True) for i, e in sw.targets])
        out.append(t("joker_swap.swap", card=sw.natural,
                      meld=t.target(sw.meld_index, table[sw.meld_index], None), where=where))
    refused = []
    for i, meld in enumerate(table):
        for k, c in enumerate(meld.cards):
            if not c.is_joker or (i, c.declared) in legal:
                continue
            try:
                check_joker_swap_at(round_, table, hand, i,
                                    None if isinstance(meld, Group) else meld.low + k,
                                    opened_before_this_turn=before, opened_this_turn=now,
                                    profile=p)
            except ContratoError as err:
                clauses.append(err.clause)
                sentence = t("joker_swap.cannot", joker=c, meld=t.target(i, meld, None),
                             reason=lower_first(t.reason(
                                 err, card=c.declared, meld=meld.unicode(), round=round_,
                                 **_numbers(p))))
                if sentence not in refused:       # a group's jokers: one refusal, once
                    refused.append(sentence)
    if not any(c.is_joker for m in table for c in m.cards):
        out.insert(0, t("joker_swap.no_jokers"))
    elif swaps:
        out.insert(0, t("joker_swap.some", count=len(swaps)))
    else:
        out.insert(0, t("joker_swap.none"))
    out += refused
    if swaps:
        out.append(t("joker_swap.place"))
    return _v(s, listed, clauses, out, swaps=listed)


# penalty --------------------------------------------------------------------------------------

def _penalty(s: Situation, p: Profile, t: Texts) -> Verdict:
    hand = s["hand"]
    parts = penalty_breakdown(hand)
    total = sum(v for _, v in parts)
    details = {"cards": [[c.unicode(), v] for c, v in parts]}
    if not hand:
        return _v(s, 0, ("8.2",), [t("penalty.empty")], **details)
    sum_text = " + ".join(f"{c} {v}" for c, v in parts)
    out = [t("penalty.total", total=total, sum=sum_text)]
    clauses = ["8.1"]
    if any(c.is_joker for c in hand):
        out.append(t("penalty.joker"))
        clauses.append("D12")
    return _v(s, total, clauses, out, **details)


# buy ------------------------------------------------------------------------------------------

def _buy(s: Situation, p: Profile, t: Texts) -> Verdict:
    active = s["active"]
    discard, stock = list(s["discard"]), list(s["stock"])
    asks = s["asks"]
    takes_discard = s.get("draws", "stock") == "discard"
    try:
        out = resolve_buying_window(
            active - 1, discard[::-1], stock[::-1], {seat - 1: cards for seat, cards in asks.items()},
            active_takes_discard=takes_discard, players=p.players, rng=random.Random(0))
    except IllegalMoveError as err:
        path = ("asks", str(active)) if err.code == "active-buys" else ("discard",)
        raise s.error(err.reason, *path, clause=err.clause) from None
    # the cards drawn from the stock, in order: the purchases' penalties, then the active draw;
    # after a reshuffle (9.1) a drawn card is chance, so it is not named
    known = len(stock)
    drawn = 0

    def shown(card: Card | None) -> str | None:
        nonlocal drawn
        if card is None:
            return None
        drawn += 1
        return card.unicode() if drawn <= known or not out.reshuffles else None

    sentences: list[str] = []
    clauses: list[str] = []
    got: dict[int, list[str | None]] = {}
    refusals = list(out.refusals)
    if takes_discard:
        top = discard[0]
        got.setdefault(active, []).append(top.unicode())
        sentences.append(t("buy.active_takes", active=t.seat(active), card=top))
        clauses += ["6.7", "D3"]
    else:
        clauses.append("6.1")
        if not out.purchases:
            sentences.append(t("buy.nobody"))
        for pu in out.purchases:
            seat = pu.seat + 1
            penalty = shown(pu.penalty)
            got.setdefault(seat, []).append(pu.card.unicode())
            clauses += ["6.2", "6.3"]
            if pu.penalty is None:
                sentences.append(t("buy.bought_no_penalty", seat=t.seat(seat), card=pu.card))
                continue
            got[seat].append(penalty)
            key = "buy.bought" if penalty else "buy.bought_reshuffled"
            sentences.append(t(key, seat=t.seat(seat), card=pu.card, penalty=penalty))
            if len(out.purchases) > 1:
                clauses.append("6.4")
            # the requests for this card that were not granted, right after its purchase
            for r in [r for r in refusals if r.card.physical == pu.card.physical]:
                refusals.remove(r)
                sentences.append(_refusal(t, r))
                clauses += [r.clause] + (["6.4"] if r.reason == "consecutive" else [])
    for r in refusals:
        sentences.append(_refusal(t, r))
        clauses += [r.clause] + (["6.4"] if r.reason == "consecutive" else [])
    if out.reshuffles:
        sentences.append(t("buy.reshuffled"))
        clauses.append("9.1")
    if out.round_ends:
        sentences.append(t("buy.round_ends"))
        clauses += ["9.2", "D9"]
    elif not takes_discard:
        card = shown(out.active_draw)
        got.setdefault(active, []).append(card)
        key = "buy.active_draws" if card else "buy.active_draws_reshuffled"
        sentences.append(t(key, active=t.seat(active), card=card))
        clauses.append("6.5")
    answer_ = [{"seat": seat, "cards": cards} for seat, cards in got.items()]
    return _v(s, answer_, clauses, sentences,
              purchases=[{"seat": pu.seat + 1, "card": pu.card.unicode()}
                         for pu in out.purchases],
              reshuffles=out.reshuffles, round_ends=out.round_ends)


def _refusal(t: Texts, r) -> str:
    key = {"priority": "buy.refused_priority", "consecutive": "buy.refused_consecutive",
           "active-takes-discard": "buy.refused_active"}[r.reason]
    return t(key, seat=t.seat(r.seat + 1), card=r.card)


# go-out ---------------------------------------------------------------------------------------

def _describe_move(t: Texts, move, table: Sequence[Meld]) -> str:
    def meld_at(i: int) -> Meld | None:
        return table[i] if i < len(table) else None

    if isinstance(move, LayDownMove):
        return t("go_out.lay_down", melds=t.melds(move.melds))
    if isinstance(move, LayOff):
        return t("go_out.lay_off", card=move.card,
                 target=t.target(move.meld_index, meld_at(move.meld_index), move.end))
    if isinstance(move, SwapJoker):
        return t("go_out.swap", card=move.natural,
                 meld=t.target(move.meld_index, meld_at(move.meld_index), None),
                 target=t.target(move.target_index, None, move.target_end))
    if isinstance(move, Discard):
        return t("go_out.discard", card=move.card)
    raise TypeError(f"not a move of a way out: {move!r}")


def _move_json(move) -> dict:
    if isinstance(move, LayDownMove):
        return {"move": "lay-down", "melds": [m.unicode() for m in move.melds]}
    if isinstance(move, LayOff):
        return {"move": "lay-off", "card": move.card.unicode(), "meld": move.meld_index + 1,
                "end": move.end}
    if isinstance(move, SwapJoker):
        return {"move": "joker-swap", "card": move.natural.unicode(),
                "meld": move.meld_index + 1, "joker_to": move.target_index + 1,
                "end": move.target_end}
    return {"move": "discard", "card": move.card.unicode()}


def _go_out(s: Situation, p: Profile, t: Texts) -> Verdict:
    round_, hand = s["round"], s["hand"]
    table = _table(s, p)
    before = s["opened"] == "earlier"
    contract = p.contract(round_)
    if before:
        try:
            check_may_lay_off(round_, opened_before_this_turn=True, profile=p)
        except IllegalMoveError as err:
            raise s.error(f"'earlier' cannot be: {err}", "opened", clause=err.clause) from None
    plan = go_out_plan(round_, hand, table, opened_before_this_turn=before, profile=p)
    if plan is not None:
        steps = [_describe_move(t, m, table) for m in plan.moves]
        clauses = {"5.2": ("5.2", "5.5", "4.1"), "5.5": ("5.4", "5.5"),
                   "7.4": ("7.4", "4.1")}[plan.clause]
        extra = []
        if any(isinstance(m, SwapJoker) for m in plan.moves):
            extra += ["7.1", "7.2", "D6"]
        key = "go_out.ok_final" if contract.whole_hand else "go_out.ok"
        return _v(s, True, clauses + tuple(extra) + ("8.1",),
                  [t(key) + " " + t.listing(steps) + "."],
                  moves=[_move_json(m) for m in plan.moves])
    if before:
        return _v(s, False, ("5.4", "5.5", "7.1"), [t("go_out.no_lay_off")])
    # not opened: the way out is the opening (and the discard); say how far the hand is
    v = judge_opening(round_, hand, p)
    if contract.whole_hand:
        return _v(s, False, ("7.4",) + v.clauses, [t("go_out.no_final", round=round_)])
    out = [t("go_out.no_open", round=round_, contract=t.contract(round_, p))]
    if v.can_open:
        rest = remaining(hand, v.laydowns[0])
        out.append(t("go_out.opens_but", laydown=t.melds(v.laydowns[0].melds),
                     rest=t.cards(rest), count=t.count(len(rest))))
    else:
        out.append(t("go_out.cannot_open"))
    return _v(s, False, ("5.2", "5.5", "5.4") + v.clauses, out)


# draw -----------------------------------------------------------------------------------------

def _draw(s: Situation, p: Profile, t: Texts) -> Verdict:
    outcome = needed_draw(s["stock"], s["discard"])
    key = {"draw": "draw.draw", "reshuffle": "draw.reshuffle",
           "round-ends": "draw.round_ends"}[outcome.kind]
    clauses = {"draw": ("5.1",), "reshuffle": ("9.1",), "round-ends": ("9.2", "9.1", "D9")}
    return _v(s, outcome.kind, clauses[outcome.kind],
              [t(key, stock=t.count(s["stock"]), discard=t.count(s["discard"]),
                 size=t.count(outcome.stock_size))],
              stock_size=outcome.stock_size)


# standings ------------------------------------------------------------------------------------

def _standings(s: Situation, p: Profile, t: Texts) -> Verdict:
    rows = s["penalties"]
    names = s.get("players")
    try:
        totals = running_totals(rows)
    except ValueError as err:
        clause = "8.2" if "scores 0" in str(err) else "8.1"
        raise s.error(str(err).rsplit(" (", 1)[0], "penalties", clause=clause) from None
    best = [seat + 1 for seat in winners(totals)]
    shown = t.listing([f"{t.seat(i + 1, names)}: {total}" for i, total in enumerate(totals)])
    who = t.listing([t.seat(seat, names) for seat in best])
    final = len(rows) == p.rounds
    out = [t("standings.totals", rounds=len(rows), totals=shown)]
    clauses = ["8.4"]
    if final:
        if len(best) > 1:
            out.append(t("standings.tie", who=who, total=totals[best[0] - 1]))
            clauses += ["9.4", "9.3"]
        else:
            out.append(t("standings.winner", who=who, total=totals[best[0] - 1]))
            clauses += ["9.3", "1.5"]
    else:
        key = "standings.leaders" if len(best) > 1 else "standings.leader"
        out.append(t(key, who=who, total=totals[best[0] - 1], rounds=len(rows),
                     last=p.rounds))
        clauses.append("9.3")
    return _v(s, best, clauses, out, totals=totals, final=final,
              players=list(names) if names else None)


_HANDLERS = {
    "can-open": _can_open, "meld": _meld, "lay-off": _lay_off, "joker-swap": _joker_swap,
    "penalty": _penalty, "buy": _buy, "go-out": _go_out, "draw": _draw,
    "standings": _standings,
}
