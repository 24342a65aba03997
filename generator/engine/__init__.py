"""The rules engine of the profile in ``rules-spec.md``.

Pure functions over immutable values: no I/O, no languages, no global state; randomness only
from an explicit :class:`random.Random`. Errors name the clause they rest on
(:mod:`~generator.engine.errors`). One module per idea:

==================  ===========================================================
``cards``           cards and notation, both ways (1.2, 1.3, 3.7)
``deck``            the 107-card pack and impossible-card checks (1.2)
``profile``         the rule set as parameters (contracts, deal sizes, lengths)
``melds``           groups and sequences (3.1–3.7, D1, D2)
``contracts``       contract lay-downs (4.1–4.4, 5.2, 5.5, 7.4)
``opening``         the opening solver: every legal lay-down of a hand
``scoring``         penalties, totals and winners (8.1–8.4, 9.3, 9.4)
``moves``           the moves of a round as values and their notation (5.1–5.5, 6.1–6.7,
                    7.1–7.4)
``layoff``          who may lay off, when, and where a card fits (5.4, 5.5, 3.4, 3.5, D7, D8)
``jokers``          joker swaps (7.1–7.3, D6–D8)
``running_out``     drawing from an empty stock (9.1, 9.2, D9)
``buying``          the buying window (6.1–6.7, D3–D5, D9)
``going_out``       exact search for a way out this turn (5.2–5.5, 7.1–7.4)
``position``        a round position as one line of text (like a chess FEN) and readably
``state``           the round and game state machine: deal, legal moves, apply (2, 5–9)
==================  ===========================================================
"""

import importlib

#: Each name this package exports → the module that defines it. A module is imported when
#: one of its names is first asked for (PEP 562): ``from generator.engine.cards import …``
#: or a penalty does not import the opening solver (issue 24: ``contrato verdict``'s start
#: is its imports).
_EXPORTS: dict[str, str] = {
    **dict.fromkeys(("JOKER", "Card", "Suit", "format_cards", "parse_card", "parse_cards",
                     "parse_packed_cards"), "cards"),
    **dict.fromkeys(("LayDown", "validate_laydown", "validate_opening"), "contracts"),
    **dict.fromkeys(("check_cards", "full_pack"), "deck"),
    **dict.fromkeys(("CardNotationError", "ContractError", "ContratoError", "IllegalMoveError",
                     "ImpossibleCardsError", "MeldError", "MoveNotationError", "NotationError",
                     "PositionNotationError"), "errors"),
    **dict.fromkeys(("Group", "Meld", "Sequence", "make_group", "make_meld", "make_sequence"),
                    "melds"),
    "parse_move": "moves",
    **dict.fromkeys(("OpeningVerdict", "can_open", "judge_opening", "opening_laydowns"),
                    "opening"),
    **dict.fromkeys(("CATALAN_SOURCE", "CONTRATO", "Contract", "MeldKind", "Profile"),
                    "profile"),
    **dict.fromkeys(("card_penalty", "hand_penalty", "penalty_breakdown", "running_totals",
                     "winners"), "scoring"),
}


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))


__all__ = [
    "JOKER", "Card", "Suit", "format_cards", "parse_card", "parse_cards", "parse_packed_cards",
    "LayDown", "validate_laydown", "validate_opening", "check_cards", "full_pack",
    "CardNotationError", "ContractError", "ContratoError", "IllegalMoveError",
    "ImpossibleCardsError", "MeldError", "MoveNotationError", "NotationError",
    "PositionNotationError", "Group", "Meld", "Sequence", "make_group", "make_meld", "parse_move",
    "make_sequence", "OpeningVerdict", "can_open", "judge_opening", "opening_laydowns",
    "CATALAN_SOURCE", "CONTRATO", "Contract", "MeldKind", "Profile",
    "card_penalty", "hand_penalty", "penalty_breakdown", "running_totals", "winners",
]
