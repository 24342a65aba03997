"""House rules: a table's own variant of the profile, as options and as a short code.

Contract Rummy has no governing body: a table agrees its rules before the deal. A
:class:`HouseRules` value holds the choices the family varies on that the engine models
exactly — each one a parameter of :class:`~generator.engine.profile.Profile` that the rule
utilities and the state machine follow — and :meth:`HouseRules.profile` is the profile the
engine then plays and judges with. What the engine does not model is refused with the reason
(:data:`REFUSED`), never played approximately.

The code
--------

The options are written as a short code that fits in a chat message and an address
(``house-rules/#h1-wa-p15.10.25``): the version ``h1``, then one part per option that differs
from this site's profile, each a letter and a value, in the fixed order of :data:`OPTIONS`,
joined by ``-``. This site's profile is ``h1``. The code is stable: a code, once written,
always reads as the same rules (a later version of the options gets a new version letter and
number, and ``h1`` codes keep their meaning).

====  ===============================  ===========================================  ==========
part  option                           values (this profile's first)                clauses
====  ===============================  ===========================================  ==========
d     standard decks                   2, 1, 3                                      1.2
j     jokers                           3; 0 to 2 per deck                           1.2
n     cards dealt                      3 (10 in rounds 1–3, 12 after), 4 (10 in     2.2
                                       rounds 1–4), 11 (11 every round)
s     shortest sequence                4, 3                                         3.2
o     opening lengths                  e (exactly the minimum), a (at least)        5.2
g     suits in a group                 a (may repeat), d (all different)            3.1
m     the longest group                none (left out: every copy of the rank and   3.5
                                       the jokers), 4
u     same-suit contract sequences     c (never contiguous), d (never: different    4.3
                                       suits), a (always allowed)
b     buying out of turn               y, n                                         6.1
q     penalty cards of a purchase      1, 0, 2                                      6.3
l     purchases per player and round   none (left out), 1 to 9                      6.6
w     joker swaps                      s (sequences), a (groups too), n (never)     7.1, 7.3
a     the ace in sequences             b (low or high), l (low only), h (high only)  3.3
f     final round                      w (whole hand, no discard), d (whole hand    7.4
                                       but one card, then a discard), n (like the
                                       other rounds)
x     going out (rounds 1–6)           d (by discarding), m (also by melding every  5.5
                                       card)
p     penalties: ace.faces.joker       15.10.15, each 0 to 100                      8.1
====  ===============================  ===========================================  ==========

>>> HouseRules().code()
'h1'
>>> rules = decode("h1-wa-p15.10.25")
>>> rules.joker_swaps, rules.penalties.joker
(<JokerSwaps.ANY_MELD: 'any-meld'>, 25)
>>> rules.code() == "h1-wa-p15.10.25" and rules.profile().name == "h1-wa-p15.10.25"
True
>>> HouseRules.of(CATALAN_SOURCE).code()
'h1-d1-j1-n4-s3-oa-gd-m4-ud-bn-xm'
>>> decode("h1-ar")
Traceback (most recent call last):
...
generator.engine.errors.HouseRulesCodeError: house-rules code 'h1-ar': 'ar': a sequence that runs round the corner (K-A-2) is not modelled: the engine's sequences run from place 1 (a low ace) to 14 (a high ace) and never wrap (rule 3.3)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from typing import Any, Callable

from .errors import HouseRulesCodeError
from .profile import (_CONTRACTS, CATALAN_SOURCE, CONTRATO, PROFILES, Ace, Contract, GoingOut,
                      GroupSuits, JokerSwaps, OpeningLengths, Penalties, Profile, SameSuitRule)

__all__ = ["HouseRules", "FinalRound", "Option", "OPTIONS", "REFUSED", "VERSION", "DEALS",
           "decode", "profile_named", "is_code", "changes", "code_of", "fields_of"]

#: The version part that starts every code of these options.
VERSION = "h1"


class FinalRound(Enum):
    """How the final round is laid down and gone out (7.4)."""

    #: clause 7.4: the whole hand at once, no discard.
    WHOLE_HAND = "whole-hand"
    #: every card but one at once, then the last card is discarded to go out.
    WHOLE_HAND_DISCARD = "whole-hand-discard"
    #: like the other rounds: the contract at the opening lengths, lay-offs from the next
    #: turn, out by discarding (5.2–5.5).
    NORMAL = "normal"


#: Cards dealt to each player per round, by the code's value (2.2).
DEALS = {
    "3": (10, 10, 10, 12, 12, 12, 12),
    "4": (10, 10, 10, 10, 12, 12, 12),
    "11": (11,) * 7,
}


@dataclass(frozen=True)
class HouseRules:
    """A table's rules: this site's profile (``HouseRules()``) with some options changed.

    Fields (this profile's value first; the clause each one changes):

    - ``decks`` 2 (1–3) and ``jokers`` 3 (0 to two per deck): the pack (1.2);
    - ``deal``: cards dealt, ``"3"`` (10 in rounds 1–3, 12 in 4–7), ``"4"`` (10 in rounds
      1–4) or ``"11"`` (11 in every round) (2.2);
    - ``sequence_length`` 4 (or 3): the shortest sequence (3.2);
    - ``opening``: :class:`~.profile.OpeningLengths` (5.2);
    - ``group_suits``: :class:`~.profile.GroupSuits` (3.1);
    - ``group_max``: the most cards a group holds, ``None`` (no limit but the pack's) or 4
      (3.5);
    - ``same_suit``: :class:`~.profile.SameSuitRule` (4.3);
    - ``buying`` (6.1), ``buy_penalty`` 1 (0–2, 6.3), ``buy_limit`` ``None`` (1–9, 6.6); without
      buying the last two keep this profile's values;
    - ``joker_swaps``: :class:`~.profile.JokerSwaps` (7.1, 7.3);
    - ``ace``: :class:`~.profile.Ace` (3.3);
    - ``final_round``: :class:`FinalRound` (7.4);
    - ``going_out``: :class:`~.profile.GoingOut` (5.5);
    - ``penalties``: :class:`~.profile.Penalties`, each 0–100 (8.1).

    ``ValueError`` for values outside those ranges or contradicting each other.
    """

    decks: int = 2
    jokers: int = 3
    deal: str = "3"
    sequence_length: int = 4
    opening: OpeningLengths = OpeningLengths.EXACT
    group_suits: GroupSuits = GroupSuits.ANY
    group_max: int | None = None
    same_suit: SameSuitRule = SameSuitRule.NOT_CONTIGUOUS
    buying: bool = True
    buy_penalty: int = 1
    buy_limit: int | None = None
    joker_swaps: JokerSwaps = JokerSwaps.SEQUENCES
    ace: Ace = Ace.LOW_OR_HIGH
    final_round: FinalRound = FinalRound.WHOLE_HAND
    going_out: GoingOut = GoingOut.DISCARD
    penalties: Penalties = field(default_factory=Penalties)

    def __post_init__(self) -> None:
        for opt in OPTIONS:
            problem = opt.check(self)
            if problem:
                raise ValueError(f"{opt.name}: {problem}")
        if not self.buying and (self.buy_penalty, self.buy_limit) != (1, None):
            raise ValueError("without buying there is no purchase penalty or limit to set")

    @classmethod
    def of(cls, profile: Profile) -> "HouseRules":
        """The options of a named profile, to start from: ``HouseRules()`` for this site's;
        for the Catalan source's (:data:`~.profile.CATALAN_SOURCE`) its pack, deal, lengths,
        suits, same-suit rule and going out, and no buying (it has none: it takes discards
        instead, V9, which the engine does not model). Its other rules that the engine does not
        model (several discards, V9; no discarding a lone card just taken, V11) are not
        options: under the code they follow this profile (5.1, D10). ``ValueError`` for
        another profile."""
        if profile == CONTRATO:
            return cls()
        if profile == CATALAN_SOURCE:
            return cls(decks=1, jokers=1, deal="4", sequence_length=3,
                       opening=OpeningLengths.AT_LEAST, group_suits=GroupSuits.DISTINCT,
                       group_max=4, same_suit=SameSuitRule.DIFFERENT_SUITS, buying=False,
                       going_out=GoingOut.MELD_OR_DISCARD)
        rules = _rules_of_profile(profile)
        if rules is None:
            raise ValueError(f"profile {profile.name!r} is not one of the starting points")
        return rules

    def code(self) -> str:
        """The code of these rules: ``"h1"`` and a part for each option that differs from
        this site's profile, in the order of :data:`OPTIONS`."""
        default = _DEFAULT
        parts = [VERSION]
        for opt in OPTIONS:
            if opt.get(self) != opt.get(default):
                parts.append(opt.key + opt.write(opt.get(self)))
        return "-".join(parts)

    def profile(self) -> Profile:
        """The profile the engine plays with these rules, named by :meth:`code`;
        :data:`~.profile.CONTRATO` itself when nothing differs."""
        if self == _DEFAULT:
            return CONTRATO
        contracts = _CONTRACTS
        if self.final_round is not FinalRound.WHOLE_HAND:
            last = contracts[-1]
            contracts = contracts[:-1] + (
                Contract(last.round, last.groups, last.sequences,
                         whole_hand=self.final_round is FinalRound.WHOLE_HAND_DISCARD,
                         final_discard=self.final_round is FinalRound.WHOLE_HAND_DISCARD),)
        return replace(
            CONTRATO, name=self.code(), decks=self.decks, jokers=self.jokers,
            deal_sizes=DEALS[self.deal], sequence_length=self.sequence_length,
            contracts=contracts, same_suit_rule=self.same_suit, opening=self.opening,
            group_suits=self.group_suits, max_group_length=self.group_max,
            going_out=self.going_out, ace=self.ace,
            buying=self.buying, buy_penalty=self.buy_penalty, buy_limit=self.buy_limit,
            joker_swaps=self.joker_swaps, penalties=self.penalties)


# -- the options --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Option:
    """One option of the code: its part's letter ``key``, the :class:`HouseRules` field
    ``name``, the clauses it changes, and how its value is read and written.

    ``choices`` lists the values the code may give, as ``(text, value)`` with this profile's
    first; a numeric option has ``numbers`` instead (``(low, high)`` for each number, the
    numbers joined by ``.``)."""

    key: str
    name: str
    clauses: tuple[str, ...]
    choices: tuple[tuple[str, Any], ...] = ()
    numbers: tuple[tuple[int, int], ...] = ()
    #: further check on the whole rules: a problem in English, or ``None``
    extra: Callable[["HouseRules"], str | None] | None = None

    def get(self, rules: HouseRules) -> Any:
        return getattr(rules, self.name)

    def write(self, value: Any) -> str:
        if self.numbers:
            return ".".join(str(n) for n in _numbers_of(self, value))
        for text, v in self.choices:
            if v == value:
                return text
        raise ValueError(f"{self.name}: no code for {value!r}")

    def read(self, text: str) -> Any:
        """The value a part's text (after the letter) gives, or ``KeyError``/``ValueError``."""
        if self.numbers:
            parts = text.split(".")
            if len(parts) != len(self.numbers) or not all(re.fullmatch(r"\d{1,3}", p)
                                                         for p in parts):
                raise ValueError("numbers")
            values = [int(p) for p in parts]
            if any(not lo <= v <= hi for v, (lo, hi) in zip(values, self.numbers)):
                raise ValueError("range")
            return _from_numbers(self, values)
        for t, v in self.choices:
            if t == text:
                return v
        raise KeyError(text)

    def check(self, rules: HouseRules) -> str | None:
        value = self.get(rules)
        if self.numbers:
            nums = _numbers_of(self, value)
            if len(nums) != len(self.numbers) or any(
                    type(n) is not int or not lo <= n <= hi
                    for n, (lo, hi) in zip(nums, self.numbers)):
                return f"each number from {self.numbers[0][0]} to {self.numbers[0][1]}"
        elif not any(v == value and type(v) is type(value) for _, v in self.choices):
            return "one of " + ", ".join(repr(v) for _, v in self.choices)
        return self.extra(rules) if self.extra else None


def _numbers_of(opt: Option, value: Any) -> tuple:
    if opt.name == "penalties":
        return (value.ace, value.face, value.joker) if isinstance(value, Penalties) else ()
    return tuple(value)


def _from_numbers(opt: Option, values: list[int]) -> Any:
    if opt.name == "penalties":
        return Penalties(*values)
    return tuple(values)


def _jokers_per_deck(rules: HouseRules) -> str | None:
    if rules.jokers > 2 * rules.decks:
        return (f"{rules.jokers} jokers with {rules.decks} deck(s): at most 2 a deck "
                f"({2 * rules.decks})")
    return None


_NONE_LIMIT = (None,)

#: The options in the order of the code.
OPTIONS: tuple[Option, ...] = (
    Option("d", "decks", ("1.2",), choices=(("2", 2), ("1", 1), ("3", 3))),
    Option("j", "jokers", ("1.2",), choices=tuple((str(n), n) for n in (3, 0, 1, 2, 4, 5, 6)),
           extra=_jokers_per_deck),
    Option("n", "deal", ("2.2",), choices=(("3", "3"), ("4", "4"), ("11", "11"))),
    Option("s", "sequence_length", ("3.2",), choices=(("4", 4), ("3", 3))),
    Option("o", "opening", ("5.2",), choices=(("e", OpeningLengths.EXACT),
                                              ("a", OpeningLengths.AT_LEAST))),
    Option("g", "group_suits", ("3.1",), choices=(("a", GroupSuits.ANY),
                                                  ("d", GroupSuits.DISTINCT))),
    Option("m", "group_max", ("3.5",), choices=((None, None), ("4", 4))),
    Option("u", "same_suit", ("4.3",), choices=(("c", SameSuitRule.NOT_CONTIGUOUS),
                                                ("d", SameSuitRule.DIFFERENT_SUITS),
                                                ("a", SameSuitRule.ANY))),
    Option("b", "buying", ("6.1",), choices=(("y", True), ("n", False))),
    Option("q", "buy_penalty", ("6.3",), choices=(("1", 1), ("0", 0), ("2", 2))),
    Option("l", "buy_limit", ("6.6",),
           choices=((None, None),) + tuple((str(n), n) for n in range(1, 10))),
    Option("w", "joker_swaps", ("7.1", "7.3"), choices=(("s", JokerSwaps.SEQUENCES),
                                                        ("a", JokerSwaps.ANY_MELD),
                                                        ("n", JokerSwaps.NONE))),
    Option("a", "ace", ("3.3",), choices=(("b", Ace.LOW_OR_HIGH), ("l", Ace.LOW),
                                          ("h", Ace.HIGH))),
    Option("f", "final_round", ("7.4",), choices=(("w", FinalRound.WHOLE_HAND),
                                                  ("d", FinalRound.WHOLE_HAND_DISCARD),
                                                  ("n", FinalRound.NORMAL))),
    Option("x", "going_out", ("5.5",), choices=(("d", GoingOut.DISCARD),
                                                ("m", GoingOut.MELD_OR_DISCARD))),
    Option("p", "penalties", ("8.1",), numbers=((0, 100), (0, 100), (0, 100))),
)

_BY_KEY = {o.key: o for o in OPTIONS}
_DEFAULT = HouseRules()

#: Rules of the family that the engine does not model, as ``(part, clause, why)``: a code
#: asking for one is refused with the reason (``part`` is the part of a code that asks for
#: it, or ``None`` for rules no code can ask for), and the house-rules page lists them.
REFUSED: tuple[tuple[str | None, str, str], ...] = (
    ("ar", "3.3", "a sequence that runs round the corner (K-A-2) is not modelled: the engine's "
                  "sequences run from place 1 (a low ace) to 14 (a high ace) and never wrap"),
    ("d4", "1.2", "four or more decks are for tables of more than four players, and this "
                  "site's rules, puzzles and verdicts are for a table of four (1.1)"),
    (None, "1.1", "another number of players: the engine's seats, the verdict's situations "
                  "and the puzzles are for a table of exactly four"),
    (None, "1.3", "wild cards other than jokers (twos, as in May I?): the engine's melds know "
                  "one kind of wild card"),
    (None, "4.1", "another list of contracts (Shanghai's ten hands, May I?'s pairs of aces): "
                  "the engine plays this profile's seven contracts"),
    (None, "5.1", "taking several cards from the discard pile (the Catalan source, V9), or no "
                  "discard pile for a player who has laid down (Liverpool): the engine's turn "
                  "takes one card"),
    (None, "5.4", "laying off on the turn of the opening: not yet modelled (the engine's "
                  "lay-offs start on the next turn)"),
    (None, "D10", "no discarding of a lone card just taken from the discard pile (the Catalan "
                  "source, V11): not yet modelled"),
    (None, "8.2", "bonuses (Liverpool's -50 for an exact cut) or points for melds: the engine "
                  "scores penalties only"),
)
_REFUSED_PART = {part: (clause, why) for part, clause, why in REFUSED if part}

_PART = re.compile(r"([a-z])(.*)")


def is_code(text: str) -> bool:
    """Whether ``text`` is meant as a house-rules code (it starts with ``h`` and a digit), as
    opposed to a profile's name."""
    return bool(re.match(r"\s*[hH]\d", text or ""))


def decode(text: str) -> HouseRules:
    """The house rules a code gives (see the module doc). Parts may come in any order; letters
    in either case; white space around the code is ignored.

    Raises :class:`~generator.engine.errors.HouseRulesCodeError` naming the part and what is
    wrong with it: another version, a part that is no option, a value the option does not
    take, an option given twice, options that contradict each other (more jokers than two a
    deck; a purchase penalty or limit without buying), or a rule the engine does not model
    (:data:`REFUSED`, with the clause it would change).

    >>> decode("h1-w9")
    Traceback (most recent call last):
    ...
    generator.engine.errors.HouseRulesCodeError: house-rules code 'h1-w9': 'w9': joker swaps (w) take s, a or n
    """
    if not isinstance(text, str):
        raise HouseRulesCodeError(f"expected text, got {type(text).__name__}",
                                  code_text=repr(text), problem="syntax")
    code = text.strip()
    low = code.lower()
    parts = low.split("-")
    if not parts or not re.fullmatch(r"h\d+", parts[0]):
        raise HouseRulesCodeError(f"a code starts with its version, {VERSION} ({VERSION}-wa-"
                                  f"p15.10.25)", code_text=code, problem="syntax")
    if parts[0] != VERSION:
        raise HouseRulesCodeError(f"version {parts[0]} is unknown: this site reads {VERSION} "
                                  f"codes", code_text=code, token=parts[0], problem="version")
    values: dict[str, Any] = {}
    tokens: dict[str, str] = {}
    for part in parts[1:]:
        m = _PART.fullmatch(part)
        if m is None:
            raise HouseRulesCodeError("each part is a letter and a value, parts joined by '-' "
                                      "(h1-wa-bn)", code_text=code, token=part,
                                      problem="syntax")
        key, value = m.group(1), m.group(2)
        if part in _REFUSED_PART:
            clause, why = _REFUSED_PART[part]
            raise HouseRulesCodeError(why, code_text=code, token=part, key=key,
                                      problem="unmodelled", clause=clause)
        opt = _BY_KEY.get(key)
        if opt is None:
            raise HouseRulesCodeError(f"no option {key!r}: the options are "
                                      f"{' '.join(o.key for o in OPTIONS)}", code_text=code,
                                      token=part, key=key, problem="unknown-option")
        if opt.name in values:
            raise HouseRulesCodeError(f"{_LABELS[opt.key]} ({key}) is given twice",
                                      code_text=code, token=part, key=key, problem="twice")
        tokens[opt.name] = part
        try:
            values[opt.name] = opt.read(value)
        except (KeyError, ValueError):
            raise HouseRulesCodeError(_value_help(opt), code_text=code, token=part, key=key,
                                      problem="bad-value") from None
    if not values.get("buying", True):
        for name in ("buy_penalty", "buy_limit"):
            if name in values:
                opt = next(o for o in OPTIONS if o.name == name)
                raise HouseRulesCodeError(
                    f"{_LABELS[opt.key]} ({opt.key}) with no buying (bn): leave it out",
                    code_text=code, token=opt.key + opt.write(values[name]), key=opt.key,
                    problem="conflict")
    try:
        return HouseRules(**values)
    except ValueError as err:            # the only check across options: jokers per deck
        name = "jokers" if "jokers" in values else "decks"
        raise HouseRulesCodeError(
            f"{str(err).split(': ', 1)[1]}; give the jokers (j0 to j{2 * values.get('decks', 2)})",
            code_text=code, token=tokens[name], key=tokens[name][0], problem="conflict"
        ) from None


#: English names of the options, for error messages.
_LABELS = {
    "d": "decks", "j": "jokers", "n": "cards dealt", "s": "the shortest sequence",
    "o": "opening lengths", "g": "suits in a group", "m": "the longest group", "u": "same-suit sequences",
    "b": "buying", "q": "penalty cards of a purchase", "l": "purchases a round",
    "w": "joker swaps", "a": "the ace", "f": "the final round", "x": "going out",
    "p": "penalties",
}


def _value_help(opt: Option) -> str:
    if opt.numbers:
        lo, hi = opt.numbers[0]
        return (f"{_LABELS[opt.key]} ({opt.key}) are {len(opt.numbers)} numbers from {lo} to "
                f"{hi} joined by '.': ace, faces, joker (p15.10.15)")
    texts = [t for t, _ in opt.choices if t is not None]
    if opt.name == "buy_limit":
        return (f"{_LABELS[opt.key]} ({opt.key}) is a number from 1 to 9 (leave it out for no "
                f"limit)")
    if opt.name == "group_max":
        return f"{_LABELS[opt.key]} ({opt.key}) is 4 (leave it out for no limit)"
    return f"{_LABELS[opt.key]} ({opt.key}) take {', '.join(texts[:-1])} or {texts[-1]}"


def changes(rules: HouseRules, base: HouseRules | None = None
            ) -> list[tuple[Option, Any, Any]]:
    """The options where ``rules`` differ from ``base`` (default: this site's profile), in
    the code's order, as ``(option, base value, value)``: the clause-by-clause difference
    the house-rules page shows (each option names its clauses).

    >>> [(o.key, o.clauses) for o, _, _ in changes(decode("h1-wa-bn"))]
    [('b', ('6.1',)), ('w', ('7.1', '7.3'))]
    """
    base = _DEFAULT if base is None else base
    return [(o, o.get(base), o.get(rules)) for o in OPTIONS if o.get(base) != o.get(rules)]


def _rules_of_profile(profile: Profile) -> HouseRules | None:
    """The house rules whose profile is ``profile`` (named by its code), or ``None``."""
    if is_code(profile.name):
        try:
            rules = decode(profile.name)
        except HouseRulesCodeError:
            return None
        return rules if rules.profile() == profile else None
    return None


def profile_named(name: str) -> Profile:
    """The profile a name or a code stands for: a named profile (``contrato``,
    ``catalan-source``: :data:`~.profile.PROFILES`) or a house-rules code (``h1-wa``).
    Raises :class:`~generator.engine.errors.HouseRulesCodeError` for a bad code and
    ``KeyError`` for an unknown name (its message lists the names)."""
    if isinstance(name, str) and name.strip() in PROFILES:
        return PROFILES[name.strip()]
    if isinstance(name, str) and is_code(name):
        return decode(name).profile()
    raise KeyError(f"unknown profile {name!r}: profiles are {', '.join(PROFILES)}, or a "
                   f"house-rules code ({VERSION}-…)")


def code_of(profile: Profile) -> str | None:
    """The house-rules code of ``profile``: ``"h1"`` for this site's profile, its name for a
    house profile, ``None`` for a profile no code gives (the Catalan source's own, with its
    rules V1–V14)."""
    if profile == CONTRATO:
        return VERSION
    rules = _rules_of_profile(profile)
    return None if rules is None else rules.code()


def fields_of(rules: HouseRules) -> dict[str, Any]:
    """The options as plain values (enums as their values), for JSON."""
    out = {}
    for f in fields(rules):
        v = getattr(rules, f.name)
        out[f.name] = (v.value if isinstance(v, Enum) else
                       [v.ace, v.face, v.joker] if isinstance(v, Penalties) else v)
    return out
