"""The text forms of a round position: one line both ways (like a chess FEN), and a readable
multi-line description (like OpenSpiel's ``ToString``).

:meth:`RoundState.fen() <generator.engine.state.RoundState.fen>` writes the line and
:meth:`RoundState.from_fen() <generator.engine.state.RoundState.from_fen>` reads it back:
``RoundState.from_fen(s.fen()) == s`` for every state the state machine reaches, hidden cards
included (the stock's order, the reshuffle seed), so that a position can travel in a link or a
test file and be played on exactly. This module holds the grammar; it knows the state only by
its attributes, so that :mod:`~generator.engine.state` can use it without a cycle.

The line is 13 fields separated by single spaces, and a 14th for a profile other than
``contrato``: its name (``catalan-source``) or its house-rules code (``h1-wa``,
:mod:`~generator.engine.house`). Seats and melds are numbered from 1, as players count them (the state numbers
seats from 0); piles are written **top first**; card lists are packed, one card after the
other with nothing between (:func:`~generator.engine.cards.parse_packed_cards`), ``-`` when
empty::

    position  = round dealer turn active phase hands opened stock discard table purchases
                reshuffles seed [profile]
    round     = 1..7               dealer, active = seat 1..4          turn = 0, 1, 2, ...
    phase     = "D" [drawn]                      the active player draws (5.1)
              | "B" seats ["/" seat] [drawn]     buying window (6.1-6.4): the seats still to
                                                 ask, in priority order, then the last buyer
              | "P" [drawn]                      the active player plays (5.2-5.5, 7.1, D10)
              | "O" (seat | "-") [drawn]         over: the seat that went out (8.1), or "-"
                                                 when no draw was possible (9.2)
    drawn     = ("#" | "_") card                 the card taken this turn, from the stock (#)
                                                 or the discard pile (_), as in the moves
    hands     = cards "/" cards "/" cards "/" cards        seat 1 first, in the order held
    opened    = (turn | "-") "," ... ","                   the turn each seat opened on
    stock     = cards                                      top first
    discard   = cards                                      top first
    table     = "-" | block ("/" block)*       melds in the order laid down, numbered from 1
    block     = seat "@" turn ":" meld ("," meld)*         the owner, the turn laid down
    meld      = packed cards, jokers declared  (7♥7♦JK=7, JK=3♠4♠5♠6♠)
    purchases = "-" | turn ":" seat ":" card ":" cards ("," ...)*
                                               turn, buyer, card bought, penalty card (6.3;
                                               none, or more under house rules)
    seats     = seat ("," seat)*               cards = "-" | card card ...

Each round's penalties, when it is over, are the cards left in hand (8.1, 8.2) and are not
written. Cards are read in both notations; :meth:`~generator.engine.state.RoundState.fen`
writes Unicode suits, or ASCII (for links) with ``ascii=True``.

>>> line = "2 4 1 1 D 3♠4♠/7♥/JK/K♣ -,-,-,- 9♥2♦ 8♣ - - 0 7"
>>> fields = read_fen(line)
>>> fields["hands"][0], fields["active"], fields["discard"]
((Card.parse('3♠'), Card.parse('4♠')), 0, (Card.parse('8♣'),))
>>> read_fen("2 4 1 5 D - - - - - - 0 7")
Traceback (most recent call last):
...
generator.engine.errors.PositionNotationError: active: no seat 5: seats are 1 to 4
"""

from __future__ import annotations

import re
from typing import Any

from .cards import Card, format_cards, parse_packed_cards
from .contracts import describe_contract
from .deck import check_cards
from .errors import CardNotationError, PositionNotationError
from .melds import make_meld
from .errors import HouseRulesCodeError
from .house import code_of, decode, is_code
from .profile import CONTRATO, PROFILES, Profile
from .scoring import hand_penalty

__all__ = ["FIELDS", "write_fen", "read_fen", "describe"]

#: The names of the fields, in order (used in error messages).
FIELDS = ("round", "dealer", "turn", "active", "phase", "hands", "opened", "stock", "discard",
          "table", "purchases", "reshuffles", "seed", "profile")

_PHASE_LETTERS = {"draw": "D", "buy": "B", "play": "P", "over": "O"}
_PHASE_NAMES = {v: k for k, v in _PHASE_LETTERS.items()}
_FROM = {"stock": "#", "discard": "_"}
_FROM_NAMES = {v: k for k, v in _FROM.items()}


# -- writing ---------------------------------------------------------------------------------

def _cards(cards, ascii: bool, *, top_first: bool = False) -> str:
    cards = tuple(cards)
    if top_first:
        cards = cards[::-1]
    return format_cards(cards, ascii=ascii, sep="") if cards else "-"


def _card(card: Card, ascii: bool) -> str:
    return card.ascii() if ascii else card.unicode()


def _profile_name(profile: Profile) -> str | None:
    if profile is CONTRATO or profile == CONTRATO:
        return None
    if PROFILES.get(profile.name) != profile and code_of(profile) != profile.name:
        raise ValueError(f"profile {profile.name!r} is not a known profile or house-rules "
                         f"code: its position cannot be written")
    return profile.name


def write_fen(state: Any, *, ascii: bool = False) -> str:
    """The one-line text of a round state (see the module doc). ``state`` is a
    :class:`~generator.engine.state.RoundState`. Raises ``ValueError`` for a state the line
    cannot hold (an unknown profile; penalties or an end that are not the ones the hands and
    the phase give), which the state machine never makes."""
    phase = _PHASE_LETTERS[state.phase.value]
    if phase == "B":
        w = state.window
        phase += ",".join(str(s + 1) for s in w.to_poll)
        if w.last_buyer is not None:
            phase += f"/{w.last_buyer + 1}"
    elif state.window is not None:
        raise ValueError("a buying window is open only in the buy phase")
    if phase == "O":
        phase += "-" if state.went_out is None else str(state.went_out + 1)
        end = "9.2" if state.went_out is None else "8.1"
        if state.end_clause != end:
            raise ValueError(f"a round over with went_out={state.went_out} ends by {end}, "
                             f"not {state.end_clause}")
        if tuple(state.penalties or ()) != tuple(hand_penalty(h, state.profile)
                                                 for h in state.hands):
            raise ValueError("the penalties are not the cards left in hand (8.1)")
    elif state.went_out is not None or state.end_clause is not None or (
            state.penalties is not None):
        raise ValueError("only a round that is over has an end and penalties")
    if (state.drawn is None) != (state.drawn_from is None):
        raise ValueError("the card drawn and where it came from go together")
    if state.drawn is not None:
        phase += _FROM[state.drawn_from] + _card(state.drawn, ascii)
    hands = "/".join(_cards(h, ascii) for h in state.hands)
    opened = ",".join("-" if t is None else str(t) for t in state.opened)
    blocks: list[list] = []
    for t in state.table:
        if blocks and blocks[-1][0] == (t.owner, t.turn):
            blocks[-1][1].append(t.meld)
        else:
            blocks.append([(t.owner, t.turn), [t.meld]])
    table = "/".join(f"{o + 1}@{turn}:" + ",".join(_cards(m.cards, ascii) for m in melds)
                     for (o, turn), melds in blocks) or "-"
    purchases = ",".join(
        f"{p.turn}:{p.seat + 1}:{_card(p.card, ascii)}:"
        f"{_cards(p.penalties, ascii)}"
        for p in state.purchases) or "-"
    fields = [str(state.round), str(state.dealer + 1), str(state.turn), str(state.active + 1),
              phase, hands, opened, _cards(state.stock, ascii, top_first=True),
              _cards(state.discard, ascii, top_first=True), table, purchases,
              str(state.reshuffles), str(state.seed)]
    name = _profile_name(state.profile)
    if name is not None:
        fields.append(name)
    return " ".join(fields)


# -- reading ---------------------------------------------------------------------------------

_INT = re.compile(r"\d+")
_SEED = re.compile(r"-?\d+")
_PHASE = re.compile(r"(?P<letter>[DBPO])(?P<args>[^#_]*)(?:(?P<from>[#_])(?P<card>.+))?")


class _Reader:
    """Reads the fields of one line; every error names its field."""

    def __init__(self, profile: Profile) -> None:
        self.profile = profile

    def int(self, text: str, field: str, *, what: str = "a number") -> int:
        if not _INT.fullmatch(text):
            raise PositionNotationError(f"{text!r} is not {what}", field=field)
        return int(text)

    def seat(self, text: str, field: str) -> int:
        n = self.int(text, field, what="a seat number")
        if not 1 <= n <= self.profile.players:
            raise PositionNotationError(f"no seat {n}: seats are 1 to {self.profile.players}",
                                        field=field)
        return n - 1

    def cards(self, text: str, field: str, *, physical: bool = True) -> tuple[Card, ...]:
        if text == "-":
            return ()
        try:
            cards = tuple(parse_packed_cards(text))
        except CardNotationError as err:
            raise CardNotationError(f"{err.detail} (in the {field} field)",
                                    token=err.token) from None
        if physical:
            declared = [c for c in cards if c.declared is not None]
            if declared:
                raise PositionNotationError(f"{declared[0]}: only a joker in a meld declares "
                                            f"a value (3.7)", field=field)
        return cards

    def card(self, text: str, field: str) -> Card:
        cards = self.cards(text, field)
        if len(cards) != 1:
            raise PositionNotationError(f"{text!r} is not one card", field=field)
        return cards[0]


def _profile(fields: list[str]) -> Profile:
    if len(fields) == 14:
        if is_code(fields[13]):
            try:
                return decode(fields[13]).profile()
            except HouseRulesCodeError as err:
                raise PositionNotationError(str(err), field="profile") from None
        profile = PROFILES.get(fields[13])
        if profile is None:
            raise PositionNotationError(f"unknown profile {fields[13]!r} (known: "
                                        f"{', '.join(sorted(PROFILES))}, or a house-rules "
                                        f"code h1-…)", field="profile")
        return profile
    return CONTRATO


def read_fen(text: str) -> dict[str, Any]:
    """Read a position line (see the module doc) into plain values: a dict with the keys
    ``profile round dealer turn active phase window hands opened stock discard table
    purchases reshuffles seed drawn drawn_from went_out end_clause penalties``. Seats are
    numbered from 0 and piles are tuples with the top last, as in the state; ``phase`` is the
    phase's name (``"draw"``); ``window`` is ``(to_poll, last_buyer)`` or ``None``; ``table``
    holds ``(meld, owner, turn)`` and ``purchases`` ``(turn, seat, card, penalty)``.

    Raises :class:`~generator.engine.errors.PositionNotationError` naming the field for text
    that is no position, :class:`~generator.engine.errors.CardNotationError` for a bad card,
    :class:`~generator.engine.errors.MeldError` for a meld on the table that is no meld (its
    clause), and :class:`~generator.engine.errors.ImpossibleCardsError` (1.2) for cards the pack
    cannot hold together. Whether the position can arise in play is not checked.
    """
    if not isinstance(text, str):
        raise PositionNotationError(f"expected text, got {type(text).__name__}")
    parts = text.split()
    if len(parts) not in (13, 14):
        raise PositionNotationError(
            f"a position has 13 fields ({' '.join(FIELDS[:13])}) and an optional profile, "
            f"not {len(parts)}")
    profile = _profile(parts)
    r = _Reader(profile)
    (round_t, dealer_t, turn_t, active_t, phase_t, hands_t, opened_t, stock_t, discard_t,
     table_t, purchases_t, reshuffles_t, seed_t) = parts[:13]
    round_ = r.int(round_t, "round")
    if not 1 <= round_ <= profile.rounds:
        raise PositionNotationError(f"no round {round_}: rounds are 1 to {profile.rounds}",
                                    field="round")
    out: dict[str, Any] = {"profile": profile, "round": round_,
                           "dealer": r.seat(dealer_t, "dealer"),
                           "turn": r.int(turn_t, "turn"), "active": r.seat(active_t, "active")}
    out.update(_read_phase(r, phase_t))
    hands = hands_t.split("/")
    if len(hands) != profile.players:
        raise PositionNotationError(f"{len(hands)} hands: there is one for each of the "
                                    f"{profile.players} seats", field="hands")
    out["hands"] = tuple(r.cards(h, "hands") for h in hands)
    opened = opened_t.split(",")
    if len(opened) != profile.players:
        raise PositionNotationError(f"{len(opened)} entries: there is one for each of the "
                                    f"{profile.players} seats (a turn or -)", field="opened")
    out["opened"] = tuple(None if t == "-" else r.int(t, "opened", what="a turn or -")
                          for t in opened)
    out["stock"] = r.cards(stock_t, "stock")[::-1]
    out["discard"] = r.cards(discard_t, "discard")[::-1]
    out["table"] = _read_table(r, table_t)
    out["purchases"] = _read_purchases(r, purchases_t)
    out["reshuffles"] = r.int(reshuffles_t, "reshuffles")
    if not _SEED.fullmatch(seed_t):
        raise PositionNotationError(f"{seed_t!r} is not a whole number", field="seed")
    out["seed"] = int(seed_t)
    if out["phase"] == "over":
        out["penalties"] = tuple(hand_penalty(h, profile) for h in out["hands"])
    check_cards([c for h in out["hands"] for c in h] + list(out["stock"])
                + list(out["discard"]) + [c for m, _, _ in out["table"] for c in m.cards],
                profile)
    return out


def _read_phase(r: _Reader, text: str) -> dict[str, Any]:
    m = _PHASE.fullmatch(text)
    if m is None:
        raise PositionNotationError(
            f"{text!r}: a phase is D, B (seats to ask), P or O (the seat out, or -), then the "
            f"card drawn if any (#card from the stock, _card from the discard pile)",
            field="phase")
    letter, args = m.group("letter"), m.group("args")
    out: dict[str, Any] = {"phase": _PHASE_NAMES[letter], "window": None, "drawn": None,
                           "drawn_from": None, "went_out": None, "end_clause": None,
                           "penalties": None}
    if m.group("from"):
        out["drawn"] = r.card(m.group("card"), "phase")
        out["drawn_from"] = _FROM_NAMES[m.group("from")]
    if letter == "B":
        seats, _, last = args.partition("/")
        if not seats:
            raise PositionNotationError("a buying window names the seats still to ask (B2,3,4)",
                                        field="phase")
        to_poll = tuple(r.seat(s, "phase") for s in seats.split(","))
        if len(set(to_poll)) != len(to_poll):
            raise PositionNotationError(f"{text!r}: a seat is asked once", field="phase")
        out["window"] = (to_poll, r.seat(last, "phase") if last else None)
    elif letter == "O":
        if args == "-":
            out["end_clause"] = "9.2"
        else:
            out["went_out"] = r.seat(args, "phase")
            out["end_clause"] = "8.1"
    elif args:
        raise PositionNotationError(f"{text!r}: phase {letter} takes no seats", field="phase")
    return out


_BLOCK = re.compile(r"(?P<owner>[^@]+)@(?P<turn>[^:]+):(?P<melds>.+)")


def _read_table(r: _Reader, text: str) -> tuple:
    if text == "-":
        return ()
    table = []
    for block in text.split("/"):
        m = _BLOCK.fullmatch(block)
        if m is None:
            raise PositionNotationError(f"{block!r}: melds are written owner@turn:meld,meld "
                                        f"(2@5:7♥7♦7♣,3♠4♠5♠6♠)", field="table")
        owner, turn = r.seat(m.group("owner"), "table"), r.int(m.group("turn"), "table")
        for meld_text in m.group("melds").split(","):
            cards = r.cards(meld_text, "table", physical=False)
            table.append((make_meld(cards, profile=r.profile), owner, turn))
    return tuple(table)


def _read_purchases(r: _Reader, text: str) -> tuple:
    if text == "-":
        return ()
    out = []
    for item in text.split(","):
        parts = item.split(":")
        if len(parts) != 4:
            raise PositionNotationError(f"{item!r}: a purchase is turn:seat:card:penalty "
                                        f"(12:3:7♥:K♣, or 12:3:7♥:- with no penalty card)",
                                        field="purchases")
        turn, seat, card, penalty = parts
        taken = r.cards(penalty, "purchases")       # more than one under house rules (6.3)
        if len(taken) > max(1, r.profile.buy_penalty):
            raise PositionNotationError(f"{item!r}: a purchase takes at most "
                                        f"{max(1, r.profile.buy_penalty)} penalty card(s)",
                                        field="purchases")
        out.append((r.int(turn, "purchases"), r.seat(seat, "purchases"),
                    r.card(card, "purchases"), taken[0] if taken else None, tuple(taken[1:])))
    return tuple(out)


# -- the readable form -----------------------------------------------------------------------

def describe(state: Any) -> str:
    """A readable multi-line description of a round state, for people and assertion messages
    (not for reading back: use the one-line form). Seats and melds are numbered from 1, piles
    shown top first, the seat to move marked ``>``."""
    p = state.profile
    phase = state.phase.value
    lines = [f"round {state.round} ({describe_contract(state.round, p)}), turn {state.turn}, "
             f"dealer seat {state.dealer + 1}, phase {phase}"]
    if state.window is not None:
        w = state.window
        last = "" if w.last_buyer is None else f"; seat {w.last_buyer + 1} bought the last card"
        lines.append(f"buying window: to ask {', '.join(str(s + 1) for s in w.to_poll)}{last}")
    if state.drawn is not None:
        lines.append(f"seat {state.active + 1} took {state.drawn} from the {state.drawn_from}")
    if phase == "over":
        who = ("nobody went out (9.2)" if state.went_out is None
               else f"seat {state.went_out + 1} went out (8.1)")
        lines.append(f"over: {who}; penalties {', '.join(map(str, state.penalties or ()))}")
    mover = None
    if phase in ("draw", "play"):
        mover = state.active
    elif phase == "buy":
        mover = state.window.to_poll[0]
    for s, hand in enumerate(state.hands):
        mark = ">" if s == mover else " "
        opened = "" if state.opened[s] is None else f", opened on turn {state.opened[s]}"
        active = ", active" if s == state.active else ""
        count = f"{len(hand)} card{'' if len(hand) == 1 else 's'}"
        lines.append(f"{mark} seat {s + 1} ({count}{opened}{active}): "
                     f"{format_cards(hand) or '-'}")
    lines.append(f"stock ({len(state.stock)}, top first): "
                 f"{format_cards(state.stock[::-1]) or '-'}")
    lines.append(f"discard pile ({len(state.discard)}, top first): "
                 f"{format_cards(state.discard[::-1]) or '-'}")
    if state.table:
        lines.append("table:")
        for i, t in enumerate(state.table, start=1):
            lines.append(f"  {i}. {t.meld}  (seat {t.owner + 1}, turn {t.turn})")
    else:
        lines.append("table: -")
    for pr in state.purchases:
        penalty = ("no penalty card (D9)" if pr.penalty is None and p.buy_penalty
                   else "no penalty card" if pr.penalty is None
                   else f"penalty {format_cards(pr.penalties)}")
        lines.append(f"purchase: turn {pr.turn}, seat {pr.seat + 1} bought {pr.card}, {penalty}")
    lines.append(f"reshuffles {state.reshuffles}, seed {state.seed}")
    return "\n".join(lines)
