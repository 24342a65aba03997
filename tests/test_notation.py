"""Notation both ways beyond cards (generator/engine/moves.py, position.py, melds.py,
contracts.py): every value the engine makes is written and read back unchanged, canonical text
is written back unchanged, and malformed text gets the error of its kind naming what is wrong.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings, strategies as st

from generator.engine.cards import JOKER, RANKS, SUITS, Card, parse_cards
from generator.engine.contracts import LayDown as Contract, validate_laydown
from generator.engine.errors import (CardNotationError, ContractError, ImpossibleCardsError,
                                     MeldError, MoveNotationError, NotationError,
                                     PositionNotationError)
from generator.engine.melds import (Group, Meld, Sequence, make_group, make_meld, make_sequence,
                                    place_rank)
from generator.engine.opening import opening_laydowns
from generator.engine.moves import (Buy, Discard, DrawStock, LayDown, LayOff, Pass, SwapJoker,
                                    TakeDiscard, parse_move)
from generator.engine.profile import CATALAN_SOURCE
from generator.engine.state import (Phase, RoundState, apply, current_player, deal, legal_moves,
                                    make_round_state)

P = parse_cards
CONTRATO_CONTRACTS = __import__("generator.engine.profile", fromlist=["CONTRATO"]).CONTRATO.contracts


def played_round(round_: int, seed: int, *, profile=None):
    """Every state of a round dealt from ``seed`` and played with seeded random legal moves
    (biased towards openings, lay-offs and swaps), with the legal moves of each."""
    kwargs = {} if profile is None else {"profile": profile}
    state = deal(round_, seed % 4, random.Random(seed), **kwargs)
    rng = random.Random(seed)
    out = []
    for _ in range(400):
        moves = legal_moves(state)
        out.append((state, moves))
        if state.is_over:
            break
        progress = [m for m in moves if isinstance(m, (LayDown, LayOff, SwapJoker))]
        if progress and rng.random() < 0.8:
            move = rng.choice(progress)
        elif Buy() in moves:
            move = Buy() if rng.random() < 0.3 else Pass()
        else:
            move = rng.choice(moves)
        state = apply(state, move)
    return out


# -- melds --------------------------------------------------------------------------------

@st.composite
def groups(draw, length=None):
    """Any group the engine builds: 3 or more cards of one rank, each natural at most twice
    (1.2), up to 3 jokers, in any order; jokers only with the rank given (D1)."""
    rank = draw(st.sampled_from(RANKS))
    naturals = [Card(rank, suit) for suit in SUITS for _ in range(draw(st.integers(0, 2)))]
    jokers = draw(st.integers(0, 3))
    cards = naturals + [JOKER] * jokers
    if length is not None:
        cards = cards[:length]
    if len(cards) < 3:
        cards += [JOKER] * (3 - len(cards))
    cards = draw(st.permutations(cards))
    return make_group(cards, rank=rank)


@st.composite
def sequences(draw, length=None):
    """Any sequence the engine builds: 4 to 14 places of one suit within places 1-14, each a
    natural card or a joker (up to 3), jokers declared or not; written from the low end
    (undeclared jokers are read in order, D2) or in any order when all are declared."""
    suit = draw(st.sampled_from(SUITS))
    n = length or draw(st.integers(4, 14))
    low = draw(st.integers(1, 15 - n))
    cards, jokers = [], 0
    for place in range(low, low + n):
        card = Card(place_rank(place), suit)
        if jokers < 3 and draw(st.integers(0, 3)) == 0:
            jokers += 1
            card = JOKER.declare(card) if draw(st.booleans()) else JOKER
        cards.append(card)
    if all(c.is_joker and c.declared is None for c in cards):
        cards[0] = Card(place_rank(low), suit)
    if all(c.declared is not None or not c.is_joker for c in cards):
        cards = draw(st.permutations(cards))
    return make_sequence(cards)


def assert_meld_reads_back(meld):
    for text in (str(meld), meld.unicode(), meld.ascii()):
        assert Meld.parse(text) == meld, text
        assert type(meld).parse(text) == meld, text
    assert str(Meld.parse(meld.ascii())) == str(meld)
    assert eval(repr(meld)) == meld
    assert repr(meld) == f"{type(meld).__name__}.parse({str(meld)!r})"


@settings(max_examples=300)
@given(st.one_of(groups(), sequences()))
def test_every_meld_reads_back(meld):
    assert_meld_reads_back(meld)


def test_melds_of_played_rounds_read_back():
    for round_, seed in ((2, 1), (3, 2), (5, 3), (6, 4)):
        state = played_round(round_, seed)[-1][0]
        assert state.table
        for t in state.table:
            assert_meld_reads_back(t.meld)


def test_meld_notation_examples():
    g = Meld.parse("7h 7d jk")
    assert isinstance(g, Group) and str(g) == "7♥ 7♦ JK=7" and g.ascii() == "7H 7D JK=7"
    assert (len(g), g.jokers, g.naturals) == (3, 1, tuple(P("7♥ 7♦")))
    s = Meld.parse("JK 4♠ 5♠ 6♠")
    assert isinstance(s, Sequence) and str(s) == "JK=3♠ 4♠ 5♠ 6♠"
    assert (len(s), s.jokers, s.naturals) == (4, 1, tuple(P("4♠ 5♠ 6♠")))
    assert repr(Meld.parse("JK Q♥ K♥ A♥")) == "Sequence.parse('JK=J♥ Q♥ K♥ A♥')"
    assert str(Sequence.parse("J♥ Q♥ K♥ A♥")) == "J♥ Q♥ K♥ A♥"
    assert Sequence.parse("J♥ Q♥ K♥ A♥").places == (11, 14)
    assert Sequence.parse("A♥ 2♥ 3♥ 4♥").places == (1, 4)
    assert Group.parse("JK=7 JK JK").rank == 7                    # D1: the rank declared


@pytest.mark.parametrize("parse, text, error, clause", [
    (Meld.parse, "7♥ 7♦ XX", CardNotationError, None),
    (Meld.parse, "3♠ 4♠ 5♠ 6♥", MeldError, "3.2"),
    (Meld.parse, "3♠ 4♠ 6♠ 7♠", MeldError, "3.2"),
    (Meld.parse, "7♥ 7♦", MeldError, "3.1"),
    (Meld.parse, "7♠ JK JK JK", MeldError, "D2"),
    (Meld.parse, "K♠ A♠ 2♠ 3♠", MeldError, "3.3"),
    (Meld.parse, "7♥ 7♥ 7♥", ImpossibleCardsError, "1.2"),
    (Group.parse, "3♠ 4♠ 5♠ 6♠", MeldError, "3.1"),
    (Group.parse, "JK JK JK", MeldError, "D1"),
    (Sequence.parse, "7♥ 7♦ 7♣ 7♠", MeldError, "3.2"),
    (Sequence.parse, "JK=7 8♠ 9♠ 10♠", MeldError, "D2"),
])
def test_malformed_melds_get_their_error(parse, text, error, clause):
    with pytest.raises(error) as err:
        parse(text)
    assert err.value.clause == clause
    # the message names what is wrong: the meld, the bad token, the card the pack lacks
    start = {CardNotationError: "token 3 'XX'", ImpossibleCardsError: "a third 7♥"}
    assert str(err.value).startswith(start.get(error, text))


@pytest.mark.parametrize("build, clause, code", [
    (lambda: Group(7, tuple(P("7♥ 7♦ 8♣"))), "3.1", "group-mixed-ranks"),
    (lambda: Group(7, tuple(P("7♥ 7♦ JK"))), "3.7", "group-joker-undeclared"),
    (lambda: Group(7, tuple(P("7♥ 7♦ JK=8"))), "3.7", "group-joker-undeclared"),
    (lambda: Group(7, ()), "3.1", "group-too-short"),
    (lambda: Sequence(SUITS[0], 3, tuple(P("3♠ 4♠ 6♠ 7♠"))), "3.2", "sequence-gap"),
    (lambda: Sequence(SUITS[0], 3, tuple(P("3♠ JK 5♠ 6♠"))), "D2", "sequence-joker-place"),
    (lambda: Sequence(SUITS[0], 12, tuple(P("Q♠ K♠ A♠ 2♠"))), "3.4", "beyond-ace"),
    (lambda: Sequence(SUITS[0], 3, ()), "3.4", "beyond-ace"),
])
def test_a_meld_that_is_not_one_cannot_be_built(build, clause, code):
    with pytest.raises(MeldError) as err:
        build()
    assert (err.value.clause, err.value.code) == (clause, code)


def test_a_meld_built_from_wrong_types_is_refused():
    with pytest.raises(TypeError):
        Group(7, list(P("7♥ 7♦ 7♣")))
    with pytest.raises(TypeError):
        Sequence("S", 3, tuple(P("3♠ 4♠ 5♠ 6♠")))
    with pytest.raises(ValueError):
        Group(14, tuple(P("7♥ 7♦ 7♣")))


# -- lay-downs ----------------------------------------------------------------------------

def assert_laydown_reads_back(laydown):
    for text in (str(laydown), laydown.unicode(), laydown.ascii()):
        assert Contract.parse(text) == laydown, text
        assert Contract.parse(text, laydown.round) == laydown, text
    assert Contract.parse(str(laydown)).unicode() == laydown.unicode()
    assert eval(repr(laydown), {"LayDown": Contract}) == laydown


@settings(max_examples=150)
@given(st.data())
def test_every_laydown_reads_back(data):
    round_ = data.draw(st.integers(1, 7))
    c = CONTRATO_CONTRACTS[round_ - 1]
    final = c.whole_hand
    melds = [data.draw(groups(length=3)) for _ in range(c.groups)]
    melds += [data.draw(sequences(length=None if final else 4)) for _ in range(c.sequences)]
    try:
        laydown = validate_laydown(round_, data.draw(st.permutations(melds)))
    except (ContractError, ImpossibleCardsError, MeldError):
        assume(False)   # not a lay-down (two contiguous sequences, a third copy of a card)
    assert_laydown_reads_back(laydown)


def test_opening_laydowns_of_played_hands_read_back():
    checked = 0
    for round_, seed in ((1, 5), (2, 6), (3, 7), (5, 8), (7, 9)):
        for state, _ in played_round(round_, seed):
            if state.phase is Phase.PLAY and state.opened[state.active] is None:
                for laydown in opening_laydowns(state.round, state.hands[state.active]):
                    assert_laydown_reads_back(laydown)
                    checked += 1
    assert checked > 20


@pytest.mark.parametrize("text, round_, error, clause", [
    ("7♥ 7♦ 7♣ | | 3♠ 4♠ 5♠ 6♠", None, ContractError, "4.1"),
    ("7♥ 7♦ 7♣", None, ContractError, "4.1"),
    ("7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠", 3, ContractError, "4.1"),
    ("7♥ 7♦ 7♣ 7♠ | 3♠ 4♠ 5♠ 6♠", None, ContractError, "5.2"),
    ("3♥ 4♥ 5♥ 6♥ | 7♥ 8♥ 9♥ 10♥", None, ContractError, "4.3"),
    ("7♥ 7♦ 8♣ | 3♠ 4♠ 5♠ 6♠", None, MeldError, "3.2"),
])
def test_malformed_laydowns_get_their_error(text, round_, error, clause):
    with pytest.raises(error) as err:
        Contract.parse(text, round_)
    assert err.value.clause == clause


# -- moves --------------------------------------------------------------------------------

def test_every_kind_of_move_has_its_text():
    c = Card.parse
    cases = {
        DrawStock(): "#", TakeDiscard(): "_", Buy(): "$", Pass(): "-",
        Discard(c("7♥")): "7♥>_", Discard(c("JK")): "JK>_",
        LayOff(0, c("8♥")): "8♥>1", LayOff(1, c("8♥"), "high"): "8♥>2+",
        LayOff(11, c("JK"), "low"): "JK>12-",
        SwapJoker(0, c("9♠"), 2, "high"): "9♠x1>3+", SwapJoker(3, c("10♦"), 3, None): "10♦x4>4",
        LayDown([make_meld(P("7♣ 7♦ 7♥")), make_meld(P("3♠ 4♠ 5♠ JK"))]):
            "7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ JK=6♠",
    }
    for move, text in cases.items():
        assert str(move) == move.unicode() == text
        assert parse_move(text) == move
        assert parse_move(move.ascii()) == move
        assert eval(repr(move)) == move                               # repr reads back
        assert type(move).parse(text) == move
    assert SwapJoker(0, c("9♠"), 2, "low").ascii() == "9Sx1>3-"
    assert Discard(c("10♦")).ascii() == "10D>_"


def test_move_text_is_read_leniently_but_written_one_way():
    assert parse_move("  8h>2+ ") == LayOff(1, Card.parse("8♥"), "high")
    assert parse_move("9S X1>3") == SwapJoker(0, Card.parse("9♠"), 2)
    assert parse_move("7h 7d 7c|3s 4s 5s 6s") == parse_move("7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠")
    assert str(parse_move("jk 4s 5s 6s | 7h 7d 7c")) == "3♠ 4♠ 5♠ 6♠ | 7♥ 7♦ 7♣".replace(
        "3♠", "JK=3♠")


@pytest.mark.parametrize("text, error, words", [
    ("", MoveNotationError, "empty move"),
    ("draw", MoveNotationError, "is no move"),
    ("8♥>0", MoveNotationError, "numbered from 1"),
    ("8♥>_+", MoveNotationError, "a discard has no end"),
    ("9♠x1>_", MoveNotationError, "not to the discard pile"),
    ("8♥>", MoveNotationError, "is no move"),
    ("8♥>>2", MoveNotationError, "is no move"),
    ("7♥", MoveNotationError, "a discard is written 7♥>_"),
    ("7♥ 7♦ 7♣ | | 3♠ 4♠ 5♠ 6♠", MoveNotationError, "a meld between each pair of bars"),
    ("8X>2", CardNotationError, "unknown suit"),
    ("7♥ 7♦ 7Z", CardNotationError, "in the lay-down"),
    ("3♠ 4♠ 6♠ 7♠", MeldError, "no gap"),
    ("7♥ 7♥ 7♥", ImpossibleCardsError, "third 7♥"),
])
def test_malformed_moves_get_their_error(text, error, words):
    with pytest.raises(error) as err:
        parse_move(text)
    assert words in str(err.value)
    assert isinstance(err.value, ValueError)
    if error is MoveNotationError:
        assert err.value.code == "move-notation" and err.value.clause is None
        assert isinstance(err.value, NotationError)
    if error is MeldError:
        assert err.value.clause == "3.2"


def test_parse_of_a_kind_refuses_another_kind():
    with pytest.raises(MoveNotationError, match="is a Discard move, not a LayOff"):
        LayOff.parse("7♥>_")


@settings(max_examples=25)
@given(round_=st.integers(1, 7), seed=st.integers(0, 10_000))
def test_every_legal_move_of_played_rounds_reads_back(round_, seed):
    for state, moves in played_round(round_, seed)[::3]:
        for move in moves:
            assert parse_move(str(move)) == move, move
            assert parse_move(move.ascii()) == move, move
            assert str(parse_move(str(move))) == str(move)


# -- positions ----------------------------------------------------------------------------

@settings(max_examples=12)
@given(round_=st.integers(1, 7), seed=st.integers(0, 10_000))
def test_every_state_of_played_rounds_reads_back(round_, seed):
    for i, (state, _) in enumerate(played_round(round_, seed)):
        line = state.fen()
        back = RoundState.from_fen(line)
        assert back == state, str(state)
        assert back.fen() == line
        if i % 5 == 0:
            assert RoundState.from_fen(state.fen(ascii=True)) == state
            assert RoundState.from_fen(line.replace(" ", "   ")) == state


def test_every_state_of_a_whole_game_reads_back():
    from generator.sim.players import make_players, play_game
    seen = set()

    def step(before, move, after):
        for g in (before, after):
            if g.round is not None:
                assert RoundState.from_fen(g.round.fen()) == g.round
                seen.add(g.round.phase)
    play_game(3, make_players(["greedy"] * 4), on_step=step)
    assert seen == {Phase.DRAW, Phase.BUY, Phase.PLAY}


def test_a_position_of_another_profile_names_it():
    state = played_round(2, 7, profile=CATALAN_SOURCE)[5][0]
    assert state.fen().endswith(" catalan-source")
    assert RoundState.from_fen(state.fen()) == state


def test_position_fields_seen_by_a_player():
    state = make_round_state(2, [P("3♠ 4♠"), P("7♥"), P("JK"), P("K♣")], stock=P("2♦ 9♥"),
                             discard=P("10♣ 8♣"), table=[make_meld(P("7♣ 7♦ 7♥"))],
                             opened=(None, 3, None, None), active=0, turn=5, seed=42)
    line = state.fen()
    assert line == "2 4 5 1 D 3♠4♠/7♥/JK/K♣ -,3,-,- 9♥2♦ 8♣10♣ 2@0:7♥7♦7♣ - 0 42"
    # the top of each pile is written first and is the last of the state's tuple
    assert RoundState.from_fen(line).stock[-1] == Card.parse("9♥")
    assert RoundState.from_fen(line).discard[-1] == Card.parse("8♣")
    text = str(state)
    assert "> seat 1 (2 cards, active): 3♠ 4♠" in text
    assert "discard pile (2, top first): 8♣ 10♣" in text
    assert "1. 7♥ 7♦ 7♣  (seat 2, turn 0)" in text
    s = apply(state, DrawStock())
    assert s.fen().split()[4] == "B2,3,4"
    s = apply(s, Buy())
    assert s.fen().split()[4] == "B3,4/2"
    assert s.fen().split()[10] == "5:2:8♣:9♥"
    assert "buying window: to ask 3, 4; seat 2 bought the last card" in str(s)


@pytest.mark.parametrize("line, error, words", [
    ("2 4 1 1 D", PositionNotationError, "a position has 13 fields"),
    ("8 4 1 1 D - - - - - - 0 7", PositionNotationError, "round: no round 8"),
    ("2 0 1 1 D -/-/-/- -,-,-,- - - - - 0 7", PositionNotationError, "dealer: no seat 0"),
    ("2 4 x 1 D -/-/-/- -,-,-,- - - - - 0 7", PositionNotationError, "turn: 'x' is not"),
    ("2 4 1 1 Q -/-/-/- -,-,-,- - - - - 0 7", PositionNotationError, "phase: 'Q'"),
    ("2 4 1 1 B -/-/-/- -,-,-,- - - - - 0 7", PositionNotationError, "seats still to ask"),
    ("2 4 1 1 B2,2 -/-/-/- -,-,-,- - - - - 0 7", PositionNotationError, "a seat is asked once"),
    ("2 4 1 1 D2 -/-/-/- -,-,-,- - - - - 0 7", PositionNotationError, "takes no seats"),
    ("2 4 1 1 D -/-/- -,-,-,- - - - - 0 7", PositionNotationError, "hands: 3 hands"),
    ("2 4 1 1 D -/-/-/- -,- - - - - 0 7", PositionNotationError, "opened: 2 entries"),
    ("2 4 1 1 D -/-/-/- -,-,-,- - - 7♥7♦7♣ - 0 7", PositionNotationError, "owner@turn"),
    ("2 4 1 1 D -/-/-/- -,-,-,- - - - 3:2:7♥ 0 7", PositionNotationError, "turn:seat:card"),
    ("2 4 1 1 D -/-/-/- -,-,-,- - - - - 0 x", PositionNotationError, "seed: 'x'"),
    ("2 4 1 1 D -/-/-/- -,-,-,- - - - - 0 7 gin", PositionNotationError, "unknown profile"),
    ("2 4 1 1 D JK=7♠/-/-/- -,-,-,- - - - - 0 7", PositionNotationError, "declares"),
    ("2 4 1 1 D 7X/-/-/- -,-,-,- - - - - 0 7", CardNotationError, "in the hands field"),
    ("2 4 1 1 D -/-/-/- -,-,-,- - - 1@1:3♠4♠6♠7♠ - 0 7", MeldError, "no gap"),
    ("2 4 1 1 D 7♥7♥/7♥/-/- -,-,-,- - - - - 0 7", ImpossibleCardsError, "third 7♥"),
])
def test_malformed_positions_get_their_error(line, error, words):
    with pytest.raises(error) as err:
        RoundState.from_fen(line)
    assert words in str(err.value)
    assert isinstance(err.value, ValueError)
    if error is PositionNotationError:
        assert err.value.code == "position-notation" and err.value.clause is None
    if error is ImpossibleCardsError:
        assert err.value.clause == "1.2"


def test_a_state_the_line_cannot_hold_is_refused_when_written():
    from dataclasses import replace
    state = played_round(1, 3)[0][0]
    with pytest.raises(ValueError, match="only a round that is over"):
        replace(state, penalties=(0, 0, 0, 0)).fen()
    with pytest.raises(ValueError, match="go together"):
        replace(state, drawn=Card.parse("7♥")).fen()


def test_the_player_to_move_is_marked_in_the_readable_form():
    state = played_round(3, 11)[0][0]
    s = apply(state, DrawStock())
    mover = current_player(s)
    assert f"> seat {mover + 1} " in str(s)
    assert str(s).count(">") == 1


def test_the_readme_examples_read_as_written():
    """The notation table of README.md: every example there is read and written back."""
    from pathlib import Path
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Notation of melds, moves and positions", 1)[1].split("\n## ", 1)[0]
    assert str(Meld.parse("7♥ 7♦ JK=7")) == "7♥ 7♦ JK=7" and "`7♥ 7♦ JK=7`" in section
    assert str(Meld.parse("JK=3♠ 4♠ 5♠ 6♠")) == "JK=3♠ 4♠ 5♠ 6♠"
    assert str(Contract.parse("7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠")) == "7♥ 7♦ 7♣ | 3♠ 4♠ 5♠ 6♠"
    for move in ("#", "_", "$", "-", "8♥>2+", "9♠x1>3-", "7♥>_"):
        assert f"`{move}`" in section and str(parse_move(move)) == move
    line = section.split("one line like a chess FEN: `", 1)[1].split("`", 1)[0]
    assert RoundState.from_fen(line).fen() == line
