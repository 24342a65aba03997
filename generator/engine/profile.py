"""The rule set as data: one :class:`Profile` object holds the numbers and choices that differ
between members of the Contract Rummy family (pack, deal sizes, meld lengths, how long a meld
may be at the opening, the suits of a group, how a round is gone out, contracts).

:data:`CONTRATO` is this site's profile (``rules-spec.md``). Every engine function takes a
``profile`` argument defaulting to it, so a neighbouring variant can be described in the same
terms (see :data:`CATALAN_SOURCE`). The engine cites this site's clause IDs (``5.2``); a
profile with rules of its own says which of its rules answers for each of those clauses
(:meth:`Profile.cite`), and which questions rest on rules the engine does not model for it
(:meth:`Profile.unsupported`).

>>> CONTRATO.opening_lengths(MeldKind.SEQUENCE, CONTRATO.contract(2))
(4, 4)
>>> CATALAN_SOURCE.opening_lengths(MeldKind.SEQUENCE, CATALAN_SOURCE.contract(2))
(3, 14)
>>> CATALAN_SOURCE.opening_lengths(MeldKind.GROUP, CATALAN_SOURCE.contract(1))
(3, 4)
>>> CATALAN_SOURCE.cite("5.2") is None, CATALAN_SOURCE.cite("3.2"), CONTRATO.cite("5.2")
(True, ('V5',), ('5.2',))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class MeldKind(Enum):
    """The two kinds of meld: a group (set, 3.1) and a sequence (run, 3.2)."""

    GROUP = "group"
    SEQUENCE = "sequence"


class OpeningLengths(Enum):
    """How long each meld of the contract may be when it is laid down (the opening)."""

    #: clause 5.2: each meld at exactly its minimum length (a group of 3, a sequence of 4);
    #: more cards are laid off later. (In a round that lays down the whole hand, 7.4, the
    #: sequences are at least the minimum whatever this says.)
    EXACT = "exact"
    #: each meld at its minimum length or longer, up to the longest the profile allows
    #: (the Catalan source: runs of 3 or more, sets of 3 or 4).
    AT_LEAST = "at-least"


class GroupSuits(Enum):
    """Whether two cards of one group may share a suit."""

    #: clause 3.1: suits may repeat (two decks): ``7♥ 7♥ 7♣`` is a group.
    ANY = "any"
    #: the Catalan source: no two cards of a set of one suit. A joker takes a suit the
    #: natural cards leave free, so such a group holds at most 4 cards.
    DISTINCT = "distinct"


class GoingOut(Enum):
    """How a player empties the hand in the rounds that end with a discard (not the
    whole-hand round, 7.4)."""

    #: clause 5.5: by discarding the last card, so every meld or lay-off keeps a card in hand.
    DISCARD = "discard"
    #: the Catalan source: a discard ends every turn unless every card was melded; melding
    #: the last cards goes out too, with or without a discard.
    MELD_OR_DISCARD = "meld-or-discard"


class SameSuitRule(Enum):
    """How two contract sequences of one suit are constrained."""

    #: clause 4.3: allowed, but never contiguous (a gap, or an overlap with distinct cards).
    NOT_CONTIGUOUS = "not-contiguous"
    #: the Catalan source: several runs of one contract may not share a suit.
    DIFFERENT_SUITS = "different-suits"
    #: Pagat's page: two runs of one suit may be laid as separate runs, contiguous or not
    #: (once on the table they are never joined or split: the engine never joins melds).
    ANY = "any"


class Ace(Enum):
    """Where an ace may stand in a sequence (3.3, 3.4). Places are 1 (low ace) to 14 (high
    ace); no profile lets a sequence wrap round the ace (``K-A-2``)."""

    #: clause 3.3: low (``A-2-3-4``) or high (``J-Q-K-A``), and both ends of a sequence of
    #: every rank (``A-2-…-K-A``, 3.4).
    LOW_OR_HIGH = "low-or-high"
    #: the ace is only low: ``A-2-3-4``; ``J-Q-K-A`` is no sequence.
    LOW = "low"
    #: the ace is only high: ``J-Q-K-A``; ``A-2-3-4`` is no sequence.
    HIGH = "high"


class JokerSwaps(Enum):
    """Which jokers on the table a player may take back with a natural card (7.1–7.3)."""

    #: clauses 7.1, 7.3: jokers in sequences, for the exact card; jokers in groups stay.
    SEQUENCES = "sequences"
    #: sequences as 7.1, and a joker in a group for a natural card of the group's rank (of a
    #: suit the group's natural cards leave free when no two may share a suit).
    ANY_MELD = "any-meld"
    #: no joker is ever taken back.
    NONE = "none"


@dataclass(frozen=True)
class Penalties:
    """What each card left in hand costs at the end of a round (8.1): an ace, a king, queen or
    jack (``face``), a joker; the cards 2–10 cost their number.

    >>> Penalties().of_rank(1), Penalties().of_rank(12), Penalties().of_rank(7), Penalties().joker
    (15, 10, 7, 15)
    """

    ace: int = 15
    face: int = 10
    joker: int = 15

    def of_rank(self, rank: int) -> int:
        """The penalty of a natural card of ``rank`` (1 = ace … 13 = king)."""
        if rank == 1:
            return self.ace
        return self.face if rank >= 11 else rank

    @property
    def cheapest(self) -> int:
        """The least a card can cost: 2 for this profile (a 2, 8.1)."""
        return min(2, self.ace, self.face, self.joker)


@dataclass(frozen=True)
class Contract:
    """The contract of one round (clause 4.1): ``groups`` groups and ``sequences`` sequences.

    ``whole_hand`` marks the final round (7.4): the opening uses the whole hand at once, with
    sequences of *at least* the minimum length, and goes out with no discard
    (``final_discard``: every card but one, then a discard).
    """

    round: int
    groups: int
    sequences: int
    whole_hand: bool = False
    #: with ``whole_hand``: the opening lays down every card but one, which is then discarded
    #: to go out (a house rule; 7.4 itself has no discard).
    final_discard: bool = False

    def min_cards(self, profile: "Profile") -> int:
        """Cards needed at the minimum lengths: round 1 → 6, round 7 → 12 (clause 4.1)."""
        return self.groups * profile.group_length + self.sequences * profile.sequence_length

    @property
    def kinds(self) -> tuple[MeldKind, ...]:
        """The melds required, groups first: round 2 → (GROUP, SEQUENCE)."""
        return (MeldKind.GROUP,) * self.groups + (MeldKind.SEQUENCE,) * self.sequences


@dataclass(frozen=True)
class Profile:
    """The parameters of a rule set.

    - ``players``: seats at the table (1.1); ``decks``: standard 52-card decks (1.2);
      ``jokers``: jokers in the pack (1.2);
    - ``deal_sizes``: cards dealt to each player, one entry per round (2.2);
    - ``group_length`` / ``sequence_length``: the shortest group and sequence (3.1, 3.2);
    - ``max_sequence_length``: the longest sequence (3.4);
    - ``contracts``: one :class:`Contract` per round (4.1);
    - ``same_suit_rule``: the constraint on same-suit contract sequences (4.3);
    - ``opening``: how long contract melds are when laid down (:class:`OpeningLengths`: exactly
      the minimum, 5.2, or at least it);
    - ``max_group_length``: the longest group, ``None`` for no limit but the cards that exist
      (3.5);
    - ``group_suits``: whether a group's cards may share a suit (:class:`GroupSuits`, 3.1);
    - ``going_out``: how a round is gone out before the whole-hand round
      (:class:`GoingOut`, 5.5);
    - ``ace``: where an ace stands in a sequence (:class:`Ace`, 3.3, 3.4);
    - ``buying``: whether players buy out of turn at all (6.1–6.7); ``buy_penalty``: the cards
      a buyer takes from the stock with the discard (6.3: 1); ``buy_limit``: the purchases each
      player may make in a round (6.6: ``None``, no limit);
    - ``joker_swaps``: which jokers may be taken back (:class:`JokerSwaps`, 7.1–7.3);
    - ``penalties``: what cards left in hand cost (:class:`Penalties`, 8.1);
    - ``max_reshuffles``: how many times the stock may be rebuilt from the discard pile in
      one round (9.1); when one more rebuild would be needed the round ends as under 9.2
      (D14: 3); ``None`` for no limit;
    - ``citations``: ``(clause, (rule, …))`` pairs: for a profile with rules of its own, the
      rules that answer for each of this site's clauses (see :meth:`cite`); empty for this
      site's profile, whose rules are the clauses;
    - ``unmodelled``: ``(area, why)`` pairs for rules of this profile that the engine does not
      model (see :meth:`unsupported`); empty for this site's profile.
    """

    name: str
    players: int
    decks: int
    jokers: int
    deal_sizes: tuple[int, ...]
    group_length: int
    sequence_length: int
    max_sequence_length: int
    contracts: tuple[Contract, ...]
    same_suit_rule: SameSuitRule
    opening: OpeningLengths = OpeningLengths.EXACT
    max_group_length: int | None = None
    group_suits: GroupSuits = GroupSuits.ANY
    going_out: GoingOut = GoingOut.DISCARD
    ace: Ace = Ace.LOW_OR_HIGH
    buying: bool = True
    buy_penalty: int = 1
    buy_limit: int | None = None
    joker_swaps: JokerSwaps = JokerSwaps.SEQUENCES
    penalties: Penalties = Penalties()
    max_reshuffles: int | None = 3
    citations: tuple[tuple[str, tuple[str, ...]], ...] = ()
    unmodelled: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        problems = []
        if self.players < 2 or self.decks < 1 or self.jokers < 0:
            problems.append("at least 2 players, 1 deck and no negative number of jokers")
        if len(self.deal_sizes) != len(self.contracts):
            problems.append("one deal size per round")
        elif self.players * max(self.deal_sizes) + 1 > self.pack_size:
            problems.append(f"{self.players} hands of {max(self.deal_sizes)} cards and a discard "
                            f"from a pack of {self.pack_size}")
        if self.buy_penalty < 0 or (self.buy_limit is not None and self.buy_limit < 1):
            problems.append("a purchase's penalty cards 0 or more, a limit of 1 or more")
        if any(p < 0 for p in (self.penalties.ace, self.penalties.face, self.penalties.joker)):
            problems.append("penalties of 0 or more")
        if self.max_reshuffles is not None and self.max_reshuffles < 0:
            problems.append("a limit of rebuilds of the stock of 0 or more")
        if problems:
            raise ValueError(f"profile {self.name!r} cannot be played: " + "; ".join(problems))

    def unsupported(self, area: str) -> str | None:
        """Why the engine cannot judge ``area`` under this profile, or ``None`` if it can.

        Areas are the verdict questions (``"buy"``, ``"lay-off"``, ``"joker-swap"``,
        ``"go-out"``, ``"draw"``, …). A profile whose rule needs mechanics the engine lacks
        (taking several discards, laying off with no timing rule) lists it here, so that
        callers refuse rather than answer wrongly."""
        return dict(self.unmodelled).get(area)

    def cite(self, clause: str) -> tuple[str, ...] | None:
        """The rules of this profile that answer for this site's clause ``clause``: the clause
        itself for this site's profile (no ``citations``); for another profile its own rules
        (``"4.3"`` → ``("V7",)`` for :data:`CATALAN_SOURCE`), or ``None`` when it has no rule
        on that point, so that an answer resting on that clause is refused, not given."""
        if not self.citations:
            return (clause,)
        return dict(self.citations).get(clause)

    @property
    def lowest_place(self) -> int:
        """The lowest place a sequence may reach: 1 (a low ace, 3.3), or 2 when the ace is
        only high."""
        return 2 if self.ace is Ace.HIGH else 1

    @property
    def highest_place(self) -> int:
        """The highest place a sequence may reach: 14 (a high ace, 3.3), or 13 (a king) when
        the ace is only low."""
        return 13 if self.ace is Ace.LOW else 14

    @property
    def longest_sequence(self) -> int:
        """The most cards a sequence may hold: ``max_sequence_length`` (14, 3.4), or 13 when
        the ace stands at one end only."""
        return min(self.max_sequence_length, self.highest_place - self.lowest_place + 1)

    @property
    def longest_group(self) -> int:
        """The most cards a group may hold: ``max_group_length``, else every copy of a rank
        plus every joker (2 × 4 + 3 = 11 for this profile, 3.5); at most 4 when no two cards
        share a suit."""
        most = 4 * self.decks + self.jokers
        if self.group_suits is GroupSuits.DISTINCT:
            most = min(most, 4)
        return most if self.max_group_length is None else min(most, self.max_group_length)

    def opening_lengths(self, kind: MeldKind, contract: Contract) -> tuple[int, int]:
        """``(shortest, longest)`` cards of a contract meld of ``kind`` when it is laid down
        in ``contract``'s round: ``(3, 3)`` and ``(4, 4)`` in this profile's rounds 1–6 (5.2),
        ``(4, 14)`` for its final round's sequences (7.4, also with a final discard); with
        :attr:`OpeningLengths.AT_LEAST`, from the minimum to the longest meld allowed."""
        if kind is MeldKind.GROUP:
            low, high = self.group_length, self.longest_group
        else:
            low, high = self.sequence_length, self.longest_sequence
        if self.opening is OpeningLengths.EXACT and not contract.whole_hand:
            return (low, low)
        return (low, high)

    @property
    def keeps_discard(self) -> bool:
        """Whether a player must keep a card in hand for the discard after laying down or
        laying off in rounds 1–6 (5.5): true unless melding the last cards goes out."""
        return self.going_out is GoingOut.DISCARD

    @property
    def pack_size(self) -> int:
        """Cards in the pack: 2 × 52 + 3 = 107 for this profile (1.2)."""
        return 52 * self.decks + self.jokers

    @property
    def rounds(self) -> int:
        return len(self.contracts)

    def contract(self, round_: int) -> Contract:
        """The contract of round ``round_`` (1-based). Raises ``ValueError`` for a round that
        does not exist (4.1)."""
        contracts = self.contracts
        if type(round_) is int and 0 < round_ <= len(contracts):   # the call of every turn
            return contracts[round_ - 1]
        if not isinstance(round_, int) or isinstance(round_, bool) or not (
                1 <= round_ <= len(contracts)):
            raise ValueError(f"no round {round_!r}: rounds are 1 to {len(contracts)} (4.1)")
        return contracts[round_ - 1]

    def deal_size(self, round_: int) -> int:
        """Cards dealt to each player in a round: 10 in rounds 1–3, 12 in 4–7 (2.2)."""
        self.contract(round_)
        return self.deal_sizes[round_ - 1]

    def initial_stock(self, round_: int) -> int:
        """The stock after the deal and the first discard: 66 (rounds 1–3), 58 (4–7) (2.6)."""
        return self.pack_size - self.players * self.deal_size(round_) - 1


_CONTRACTS = (
    Contract(1, 2, 0),
    Contract(2, 1, 1),
    Contract(3, 0, 2),
    Contract(4, 3, 0),
    Contract(5, 2, 1),
    Contract(6, 1, 2),
    Contract(7, 0, 3, whole_hand=True),
)

#: This site's profile: ``rules-spec.md``.
CONTRATO = Profile(
    name="contrato",
    players=4,
    decks=2,
    jokers=3,
    deal_sizes=(10, 10, 10, 12, 12, 12, 12),
    group_length=3,
    sequence_length=4,
    max_sequence_length=14,
    contracts=_CONTRACTS,
    same_suit_rule=SameSuitRule.NOT_CONTIGUOUS,
)

#: The rules of the Catalan source (``seeds/004_…``, ``rules-spec.md`` §V), numbered V1–V14 as on
#: the site's variants page (anchors ``v1``…``v14``), which is where a reader follows them.
CATALAN_RULES = {
    "V1": "3 to 5 players (4 best); one 52-card deck and one joker (two decks and two jokers "
          "for more than 5 players)",
    "V2": "the lowest card cut deals first, the deal passes left; 10 cards each in deals 1-4, "
          "12 in deals 5-7; the stock's top card starts the discard pile",
    "V3": "ranks A (high), K, Q, J, 10 ... 2, A (low)",
    "V4": "a set is 3 or 4 cards of one rank; with more than one deck, no two of one suit",
    "V5": "a run is 3 or more consecutive cards of one suit (3-4-5-6 of spades)",
    "V6": "contracts: 2 sets; a set and a run; 2 runs; 3 sets; 2 sets and a run; a set and 2 "
          "runs; 3 runs",
    "V7": "several runs of one contract may not share a suit",
    "V8": "deal 7: every card melded at once, so a meld may exceed 4 cards",
    "V9": "draw the stock's top card, or the discard pile's top card alone, or several discards "
          "when the deepest one is melded at once and every card above it is taken",
    "V10": "meld from hand; lay off on anyone's melds; cards laid off are placed in front of "
           "(and score for) whoever laid them",
    "V11": "discard one card unless every card was melded; a lone card taken from the discard "
           "pile may not be discarded that turn (one of several may)",
    "V12": "jokers are wild; the player announces the rank and suit a joker stands for, which "
           "never change",
    "V13": "a player who completed the contract on an earlier turn may, while laying off, "
           "exchange the natural card for a joker in a run and must use the joker that turn; "
           "jokers in sets are dead",
    "V14": "going out: contract done and every card played; the others score K Q J 10, A 15, "
           "joker 15, other cards face value; lowest total after 7 deals wins",
}

#: The neighbouring variant of the Catalan source (``rules-spec.md`` §V; its rules
#: :data:`CATALAN_RULES`), for four players: one deck and one joker (V1); 10 cards in the first
#: four deals and 12 in the last three (V2); sets of 3 or 4 cards, no two of one suit (V4); runs
#: of 3 or more (V5), laid down at any length (V5, V8: its only length rules are minimums); the
#: runs of a contract in different suits (V7); a player may meld every card and go out without a
#: discard (V11, V14). Its other rules (taking several discards, lay-offs with no timing rule,
#: its joker swap) are not modelled by the engine: see :meth:`Profile.unsupported`.
CATALAN_SOURCE = Profile(
    name="catalan-source",
    players=4,
    decks=1,
    jokers=1,
    deal_sizes=(10, 10, 10, 10, 12, 12, 12),
    group_length=3,
    sequence_length=3,
    max_sequence_length=14,
    contracts=_CONTRACTS,
    same_suit_rule=SameSuitRule.DIFFERENT_SUITS,
    opening=OpeningLengths.AT_LEAST,
    max_group_length=4,
    group_suits=GroupSuits.DISTINCT,
    going_out=GoingOut.MELD_OR_DISCARD,
    max_reshuffles=None,          # the source says nothing (D14 is this site's ruling)
    citations=(
        # this site's clause → the Catalan source's rules on the same point. A clause missing
        # here has no counterpart there: an answer resting on it is refused.
        ("1.1", ("V1",)), ("1.2", ("V1",)), ("1.3", ("V12",)), ("1.4", ("V6",)),
        ("1.5", ("V14",)),
        ("2.2", ("V2",)), ("2.3", ("V2",)), ("2.4", ("V2",)),
        ("3.1", ("V4",)), ("3.2", ("V5",)), ("3.3", ("V3",)), ("3.4", ("V3",)),
        ("3.5", ("V4",)), ("3.6", ("V1",)), ("3.7", ("V12",)),
        ("4.1", ("V6",)), ("4.2", ("V6",)), ("4.3", ("V7",)),
        ("5.5", ("V11",)),
        ("7.1", ("V13",)), ("7.2", ("V13",)), ("7.3", ("V13",)), ("7.4", ("V8",)),
        ("8.1", ("V14",)), ("8.2", ("V14",)), ("8.3", ("V14",)), ("8.4", ("V14",)),
        ("9.3", ("V14",)),
        ("D1", ("V12",)), ("D2", ("V12",)), ("D12", ("V14",)),
    ),
    unmodelled=(
        ("lay-off", "the Catalan source does not say when a player may start laying off (this "
                    "profile's 5.4 and D7 have no counterpart there), and its sets hold at most "
                    "4 cards; the engine models lay-offs only with 5.4, 5.5, D7 and D8"),
        ("joker-swap", "a player may meld every card without a discard there, so D6 (a card "
                       "kept for the discard after a swap) does not apply; the engine models "
                       "only D6"),
        ("buy", "the Catalan source has no buying out of turn; it takes one or more cards "
                "from the discard pile instead (V9), which the engine does not model"),
        ("go-out", "a player goes out there by melding every card, with or without a "
                   "discard, and may take several discards (V9, V11); the engine models going "
                   "out only as 5.2, 5.5 and 7.4"),
        ("draw", "the Catalan source says nothing about an empty stock; 9.1 and 9.2 are this "
                 "profile's rules"),
    ),
)

PROFILES = {p.name: p for p in (CONTRATO, CATALAN_SOURCE)}
