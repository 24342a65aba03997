"""Engine refusals as explanation parameters: which sentence of the catalogue explains a
refusal, with what values, and which clauses that sentence cites.

Every refusal code is declared once by the engine (:data:`generator.engine.errors.REFUSALS`,
with its sentences ``reasons.<code>`` of ``docs/<lang>/verdict.ftl``); :func:`reason` makes
the typed parameter (:class:`~.lines.Reason`) a renderer puts in words, and
:data:`SENTENCE_CLAUSES` says what each of those sentences cites, for every language (a test
checks each language against it).
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import ContratoError
from ..engine.profile import Profile
from .lines import Reason

#: Sentence key → the clauses it cites, in order (the same in every language).
SENTENCE_CLAUSES: dict[str, tuple[str, ...]] = {
    "reasons.group-no-end": ("3.5",),
    "reasons.table-not-contracts": ("5.3",),
    "reasons.table-final-round": ("7.4",),
    "reasons.final-round-opened": ("D8",),
    "reasons.opened-twice": ("5.3",),
    "reasons.group-mixed-ranks": ("3.1",),
    "reasons.group-too-long": ("3.5",),
    "reasons.group-repeated-suit": ("3.1",),
    "reasons.group-joker-rank": ("3.7",),
    "reasons.group-joker-suit": ("3.7",),
    "reasons.group-joker-undeclared": ("3.7",),
    "reasons.group-undeclared": ("D1",),
    "reasons.group-too-short": ("3.1",),
    "reasons.group-other-rank": ("3.5",),
    "reasons.joker-declared-elsewhere": ("3.7",),
    "reasons.sequence-joker-rankless": ("D2",),
    "reasons.sequence-joker-place": ("D2",),
    "reasons.sequence-mixed-suits": ("3.2",),
    "reasons.sequence-undeclared": ("D2",),
    "reasons.sequence-too-long": ("3.4",),
    "reasons.sequence-repeat": ("3.2",),
    "reasons.sequence-gap": ("3.2",),
    "reasons.sequence-gap-jokers": ("3.2",),
    "reasons.sequence-too-short": ("3.2",),
    "reasons.sequence-wraps": ("3.3",),
    "reasons.meld-ambiguous": ("D2",),
    "reasons.meld-neither": (),
    "reasons.place-held-by-joker": ("3.7",),
    "reasons.swap-no-exact-card": ("7.1",),
    "reasons.swap-no-card-of-rank": ("7.1",),
    "reasons.group-length": ("5.2",),
    "reasons.sequence-length": ("5.2",),
    "reasons.same-suit": ("4.3",),
    "reasons.wrong-melds": ("4.1",),
    "reasons.whole-hand": ("7.4",),
    "reasons.not-in-hand": ("3.6",),
    "reasons.keep-discard": ("5.5",),
    "reasons.beyond-ace": ("3.4",),
    "reasons.does-not-extend": ("3.2", "3.4"),
    "reasons.other-suit": ("3.2",),
    "reasons.gap-unfilled": ("3.2",),
    "reasons.swap-no-joker": ("7.1",),
    "reasons.sequence-full": ("3.4",),
    "reasons.which-end__D2": ("D2",),
    "reasons.which-end__3-3": ("3.3",),
    "reasons.final-round-no-layoff": ("7.4", "D8"),
    "reasons.not-opened": ("D7",),
    "reasons.opening-turn__5-4": ("5.4",),
    "reasons.opening-turn__7-1": ("7.1",),
    "reasons.no-such-meld": (),
    "reasons.swap-in-group": ("7.3",),
    "reasons.swap-with-joker": ("7.1",),
    "reasons.swap-not-exact": ("7.1",),
    "reasons.swap-keep-discard": ("D6", "5.5"),
    "reasons.swap-joker-nowhere": ("D6", "7.2"),
    "reasons.active-buys": ("D3", "6.7"),
    "reasons.no-discard": ("5.1",),
    "reasons.draw-first": ("5.1",),
    "reasons.already-drawn": ("5.1",),
    "reasons.no-window": ("6.1",),
    "reasons.window-open": ("6.3", "6.5"),
    "reasons.new-meld-after-opening": ("5.3",),
    "reasons.round-over": (),
    "reasons.game-over": ("9.3",),
    "reasons.notation": (),
    "reasons.not-a-card": ("1.2",),
    "reasons.too-many-copies": ("1.2",),
    "reasons.too-many-jokers": ("1.2",),
    "reasons.meld-mismatch": ("3.7",),
    "reasons.move-notation": (),
    "reasons.position-notation": (),
    "reasons.house-rules-code": (),
    "reasons.whole-hand-discard": ("7.4",),
    "reasons.no-joker-swaps": ("7.1",),
    "reasons.ace-low-only": ("3.3",),
    "reasons.ace-high-only": ("3.3",),
}


def numbers(profile: Profile) -> dict[str, int]:
    """The profile's lengths and counts, for the sentences that quote them."""
    return {"group_length": profile.group_length, "sequence_length": profile.sequence_length,
            "longest": profile.max_sequence_length, "copies": profile.decks,
            "group_longest": profile.longest_group, "jokers": profile.jokers}


def reason(err: ContratoError, profile: Profile, *, lower: bool = False,
           **context: Any) -> Reason:
    """The refusal ``err`` as a :class:`~.lines.Reason`: its code and clause, the
    situation's ``context`` values and the profile's :func:`numbers`, then the error's own
    parameters (which win); ``lower``: continued after a colon."""
    params = {**context, **numbers(profile), **err.params}
    return Reason(err.code, err.clause, tuple(params.items()), str(err), lower)


def sentence_key(r: Reason) -> str | None:
    """The catalogue key that explains ``r``: ``reasons.<code>__<clause>`` when declared,
    else ``reasons.<code>``; ``None`` for a code no sentence explains."""
    if r.clause:
        key = f"reasons.{r.code}__{r.clause.replace('.', '-')}"
        if key in SENTENCE_CLAUSES:
            return key
    key = f"reasons.{r.code}"
    return key if key in SENTENCE_CLAUSES else None


def reason_clauses(r: Reason) -> tuple[str, ...]:
    """The clauses the sentence explaining ``r`` cites."""
    key = sentence_key(r)
    return SENTENCE_CLAUSES[key] if key else ()
