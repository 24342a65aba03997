"""The rule set as data: one :class:`Profile` object holds the numbers and choices that differ
between members of the Contract Rummy family (pack, deal sizes, meld lengths, contracts).

:data:`CONTRATO` is this site's profile (``rules-spec.md``, sections 1–4). Every engine
function takes a ``profile`` argument defaulting to it, so a neighbouring variant can be
described in the same terms (see :data:`CATALAN_SOURCE`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class MeldKind(Enum):
    """The two kinds of meld: a group (set, 3.1) and a sequence (run, 3.2)."""

    GROUP = "group"
    SEQUENCE = "sequence"


class SameSuitRule(Enum):
    """How two contract sequences of one suit are constrained."""

    #: clause 4.3: allowed, but never contiguous (a gap, or an overlap with distinct cards).
    NOT_CONTIGUOUS = "not-contiguous"
    #: the Catalan source: several runs of one contract may not share a suit.
    DIFFERENT_SUITS = "different-suits"


@dataclass(frozen=True)
class Contract:
    """The contract of one round (clause 4.1): ``groups`` groups and ``sequences`` sequences.

    ``whole_hand`` marks the final round (7.4): the opening uses the whole hand at once, with
    sequences of *at least* the minimum length, and goes out with no discard.
    """

    round: int
    groups: int
    sequences: int
    whole_hand: bool = False

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
    - ``group_length`` / ``sequence_length``: exact lengths of contract melds (3.1, 3.2, 5.2);
    - ``max_sequence_length``: the longest sequence on the table (3.4);
    - ``contracts``: one :class:`Contract` per round (4.1);
    - ``same_suit_rule``: the constraint on same-suit contract sequences (4.3);
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
    unmodelled: tuple[tuple[str, str], ...] = ()

    def unsupported(self, area: str) -> str | None:
        """Why the engine cannot judge ``area`` under this profile, or ``None`` if it can.

        Areas are the verdict questions (``"buy"``, ``"lay-off"``, ``"joker-swap"``,
        ``"go-out"``, ``"draw"``) and ``"groups"``. A profile whose rule needs mechanics the
        engine lacks (taking several discards, sets with distinct suits) lists it here, so
        that callers refuse rather than answer wrongly."""
        return dict(self.unmodelled).get(area)

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
        if not isinstance(round_, int) or isinstance(round_, bool) or not (
                1 <= round_ <= len(self.contracts)):
            raise ValueError(f"no round {round_!r}: rounds are 1 to {len(self.contracts)} (4.1)")
        return self.contracts[round_ - 1]

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

#: The neighbouring variant of the Catalan source (``rules-spec.md`` §V), as far as these
#: parameters describe it, for four players: one deck and one joker; 10 cards in the first four
#: deals and 12 in the last three; runs of 3 or more; runs of one contract in different suits.
#: Its other rules (sets of 3 or 4 with distinct suits, taking several discards) are not
#: modelled by the engine: see :meth:`Profile.unsupported`.
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
    unmodelled=(
        ("lay-off", "its lay-off timing is not this profile's 5.4 and cards laid off are "
                    "scored for whoever laid them; the engine models lay-offs only as "
                    "5.4/5.5/D7/D8"),
        ("joker-swap", "a player may meld every card without a discard there, so D6 (a card "
                       "kept for the discard after a swap) does not apply; the engine models "
                       "only D6"),
        ("buy", "the Catalan source has no buying out of turn; it takes one or more cards "
                "from the discard pile instead, which the engine does not model"),
        ("go-out", "a player goes out there by melding every card, with or without a "
                   "discard, and may take several discards; the engine models going out only "
                   "as 5.2/5.5/7.4"),
        ("draw", "the Catalan source says nothing about an empty stock; 9.1/9.2 are this "
                 "profile's rules"),
        ("groups", "its sets have 3 or 4 cards with no two of one suit, which the engine "
                   "does not model"),
    ),
)

PROFILES = {p.name: p for p in (CONTRATO, CATALAN_SOURCE)}
