"""Issue 26 §2: every fact a puzzle page shows belongs to the situation the puzzle exports for
the verdict (generator/puzzles/to_verdict.py), and no puzzle shows a position the verdict's
reader refuses — one check of possibility (generator/questions/common.py,
``round_facts_problems``), made by the verdict's reader and by the puzzle generator alike."""

from __future__ import annotations

import pytest

from generator.engine import CONTRATO
from generator.engine.cards import parse_cards
from generator.puzzles.kinds import buy as k_buy
from generator.puzzles.kinds.base import Unsuitable
from generator.puzzles.pipeline import build
from generator.puzzles.situation import Situation
from generator.puzzles.templates import load_withdrawn
from generator.questions import buy as q_buy
from generator.questions.common import RoundFacts, SituationError, round_facts_problems
from generator.verdict.answers import answer
from generator.verdict.situation import load_situation
from generator.verdict.share import situation_yaml
from test_state_properties import pick

#: The round-7 buying puzzles of the issue: players who had opened still held cards.
ISSUE_26 = ("bu-68aea3b5c1", "bu-45dff89e0f", "bu-b0e27fa819", "bu-b763533cc2",
            "bu-ed133744fd", "bu-feb1bb83cf")


@pytest.fixture(scope="module")
def site():
    return build()


def test_every_published_puzzle_s_situations_are_read_by_the_verdict_s_reader(site):
    """Each situation a puzzle exports, written as the YAML the command reads, is read by
    the verdict's reader — the schema and the question layer, with the round's facts checked
    — and answered (a refused one raises)."""
    for p in site.puzzles:
        assert p.verdict, p.id
        for data in p.verdict:
            situation = load_situation(situation_yaml(data), source=p.id)
            answer(situation)


def test_a_buying_puzzle_exports_every_fact_it_shows(site):
    """Round, turn, each hand's size, who has opened, the piles' sizes and their cards shown,
    who asks for what and what the active player takes: all in the buy situation."""
    seen = 0
    for p, s in zip(site.puzzles, site.situations):
        if s.kind != "buy":
            continue
        seen += 1
        d = s.data
        (v,) = p.verdict
        assert (v["round"], v["turn"], v["hands"]) == (s.round, d.turn, list(d.sizes)), p.id
        assert v["opened"] == [seat + 1 for seat in range(4) if d.opened[seat]], p.id
        assert (v["stock_size"], v["discard_size"]) == (d.stock_size, d.discard_size), p.id
        assert parse_cards(v["discard"]) == list(d.discard[::-1]), p.id
        assert parse_cards(v["stock"]) == list(d.stock[::-1]), p.id
        assert v["active"] == d.active + 1 and (v.get("draws") == "discard") == d.takes
        # and the page says the same facts: the hand sizes and who has opened, seat by seat
        text = p.texts["pt"].situation
        for seat in range(4):
            assert f"{d.sizes[seat]} carta" in text
        assert text.count("já abriu") == sum(d.opened), p.id
    assert seen >= 50


def test_a_running_out_puzzle_exports_its_hands_and_piles(site):
    seen = 0
    for p, s in zip(site.puzzles, site.situations):
        if s.kind != "running-out":
            continue
        seen += 1
        d = s.data
        buy, draw, *penalties = p.verdict
        assert buy["hands"] == [len(h) for h in d.hands] and buy["turn"] == d.turn
        assert buy["opened"] == [seat + 1 for seat in range(4) if d.opened[seat] is not None]
        assert (draw["stock"], draw["discard"]) == (len(d.stock), len(d.discard))
        assert [parse_cards(x["hand"]) if x["hand"] else [] for x in penalties] == [
            list(h) for h in d.hands], p.id
    assert seen >= 30


def test_no_puzzle_shows_an_opened_player_in_round_7(site):
    for p, s in zip(site.puzzles, site.situations):
        if s.round == 7 and s.kind in ("buy", "running-out"):
            opened = s.data.opened
            assert not any(o if isinstance(o, bool) else o is not None for o in opened), p.id


def test_the_issue_s_impossible_puzzles_are_withdrawn_with_a_page(site):
    from generator.site.pages import render_withdrawn
    from generator.site.texts import load_ui
    withdrawn = {w.id: w for w in load_withdrawn()}
    ids = {p.id: p for p in site.puzzles}
    for pid in ISSUE_26:
        w = withdrawn[pid]
        assert pid not in ids and w.why == "final-round-opened" and w.instead in ids
    for w in withdrawn.values():
        for lang in ("pt", "es", "ca"):
            page = render_withdrawn(w, ids[w.instead], lang, load_ui(lang))
            assert f"({w.instead}.md)" in page and "kind=" in page
    with pytest.raises(ValueError):
        render_withdrawn(withdrawn[ISSUE_26[0]], None, "pt", load_ui("pt"))


@pytest.mark.parametrize("lang, said", [
    ("pt", "Este problema mostrava um monte e um descarte cuja soma de cartas não se dá em nenhum "
     "jogo: no início de cada vez,"),
    ("es", "Este problema mostraba un mazo y un descarte cuya suma de cartas no se da en ninguna "
     "partida: al empezar cada turno, el mazo y el descarte suman las cartas"),
    ("ca", "Aquest problema mostrava un munt i una pila de descarts amb una suma de cartes que no "
     "es dona en cap partida: a l'inici de cada torn, el munt i la pila de descarts sumen les "
     "cartes")])
def test_a_puzzle_withdrawn_for_its_piles_total_says_so_plainly(site, lang, said):
    """Not «un mazo y un descarte que, sumados, ninguna partida deja» (thirteenth es reading
    #5; pt «que, somados, nenhum jogo deixa», ca «que, sumats, cap partida no deixa»)."""
    from generator.site.pages import render_withdrawn
    from generator.site.texts import load_ui
    ids = {p.id: p for p in site.puzzles}
    w = next(w for w in load_withdrawn() if w.id == "bu-5c4d051ea1")
    assert w.why == "piles-total"
    page = " ".join(render_withdrawn(w, ids[w.instead], lang, load_ui(lang)).split())
    assert said in page, page
    assert "sumados" not in page and "somados" not in page and "sumats" not in page


# -- the one check, where each side meets it -----------------------------------------------------

def _buy_data(**changes) -> k_buy.BuyData:
    base = dict(active=0, discard=tuple(parse_cards("9♣ 7♥")), discard_size=13,
                stock=tuple(parse_cards("2♣ K♠ 3♦ 4♦ 5♦")), stock_size=34,
                asks=((2, tuple(parse_cards("7♥"))),), takes=False,
                opened=(False, True, True, False), sizes=(16, 1, 2, 12), turn=13)
    base.update(changes)
    return k_buy.BuyData(**base)


def test_the_generator_refuses_what_the_reader_refuses():
    """A candidate whose facts the verdict's reader refuses is never a puzzle: the kind's
    solve says Unsuitable, with the reader's own code."""
    s = Situation(kind="buy", round=7, data=_buy_data())
    with pytest.raises(Unsuitable) as info:
        k_buy.solve(s)
    assert "seat-opened-final-round" in info.value.brief
    data = {"active": 1, "discard": "7♥ 9♣", "discard_size": 13,
            "stock": "5♦ 4♦ 3♦ K♠ 2♣", "stock_size": 34, "asks": {"3": "7♥"}, "round": 7,
            "turn": 13, "hands": [16, 1, 2, 12], "opened": [2, 3]}
    with pytest.raises(SituationError) as err:
        q_buy.read(data)
    assert err.value.code == "seat-opened-final-round" and err.value.clause == "D8"


@pytest.mark.parametrize("facts, code", [
    (RoundFacts(7, 13, (16, 12, 14, 12), (False, True, False, False)),
     "seat-opened-final-round"),
    (RoundFacts(2, 14, (10, 11, 10, 10)), "hand-size-unopened"),      # 2.2, 6.3
    (RoundFacts(2, 14, (10, 0, 10, 10), (False, True, False, False)), "seat-no-card"),
    (RoundFacts(2, 1, (10, 10, 10, 10), discard=2), "first-turn"),     # 2.3
    (RoundFacts(2, 1, (10, 10, 10, 10), stock=60, discard=1), "first-turn"),
    (RoundFacts(2, 5, discard=6), "discard-turn"),
    # nobody opened: no card on the table, so 26 cards are nowhere
    (RoundFacts(2, None, (10, 12, 10, 10), (False,) * 4, 30, 9), "cards-count"),
    # one seat opened in round 3: its two sequences cannot hold 77 cards (3.4, 5.3)
    (RoundFacts(3, 57, (4, 12, 10, 3), (True, False, False, True), 0, 1), "cards-count"),
    (RoundFacts(2, None, (10, 12, 10, 10), (False,) * 4, 60, 9), "cards-count"),  # 111 cards
    # turn 13 of round 7: 5 purchases (the hands) took 5 discards, so at most 1 + 12 − 5 = 8
    # cards lie there, not 13; and the stock cannot have run out yet (2.6, 5.1, 6.3)
    (RoundFacts(7, 13, (16, 14, 16, 12), (False,) * 4, 36, 13), "piles-turn"),
    (RoundFacts(2, 14, stock=40, discard=9), "piles-turn"),          # 9.5 purchases
    (RoundFacts(2, 5, stock=62, discard=4), "piles-turn"),           # half a purchase
    (RoundFacts(2, 5, stock=66, discard=2), "piles-too-big"),        # 68: the deal's 67 (2.6)
    # twelfth pt reading #1: the two piles hold the deal's 59 (rounds 4-7) or 67 (rounds 1-3)
    # cards less 2 per purchase at the start of every turn, the stock rebuilt or not (9.1):
    # bu-5c4d051ea1 showed 14 + 10 = 24 on turn 39 of round 6 (15.5 purchases)
    (RoundFacts(6, 39, (5, 14, 12, 14), (True, False, False, False), 14, 10), "piles-total"),
    # 30 + 20 = 50 in round 3: 8.5 purchases (this was a "possible" case before the reading)
    (RoundFacts(3, 40, (4, 12, 10, 3), (True, False, False, True), 30, 20), "piles-total"),
    # ro-35382e837c: turn 143 of round 2, the stock empty after 3 rebuilds, 6 discards
    (RoundFacts(2, 143, (10, 2, 12, 10), (True,) * 4, 0, 6), "piles-total"),
    # round not said: 24 is no round's 67 or 59 less whole purchases
    (RoundFacts(None, 39, stock=14, discard=10), "piles-total"),
    # 57 = 59 less one purchase, but the unopened hands (14, 14) show two (6.3)
    (RoundFacts(5, 60, (14, 3, 14, 3), (False, True, False, True), 40, 17), "piles-total"),
])
def test_each_impossible_fact_is_named(facts, code):
    problems = round_facts_problems(facts, CONTRATO)
    assert problems and problems[0].code == code, [e.message for e in problems]


@pytest.mark.parametrize("facts", [
    RoundFacts(2, 14, (10, 12, 10, 10), (False,) * 4, 56, 9),     # 42 + 56 + 9 = 107
    RoundFacts(1, 1, (10, 10, 10, 10), (False,) * 4, 66, 1),      # the deal (2.6)
    RoundFacts(7, 1, (12, 12, 12, 12), (False,) * 4, 58, 1),
    RoundFacts(3, 40, (4, 12, 10, 3), (True, False, False, True), 31, 20),   # 27 on the table
    # after rebuilds (9.1): the piles' total is still 67 less 2 per purchase (31 purchases)
    RoundFacts(2, 143, (10, 2, 12, 10), (True,) * 4, 0, 5),
    RoundFacts(6, 39, (5, 14, 12, 14), (True, False, False, False), 14, 11),   # 24 purchases
    RoundFacts(None, 39, stock=14, discard=11),
    RoundFacts(3, 9, (10, 10, 10, 5), (False, False, False, True), 57, 6),   # seat 4 bought
    RoundFacts(7, 13, (16, 14, 16, 12), (False,) * 4, 44, 5),       # 5 purchases, 3 takes
    RoundFacts(5),                                                # nothing said: nothing wrong
])
def test_possible_facts_pass(facts):
    assert round_facts_problems(facts, CONTRATO) == []


@pytest.mark.parametrize("code, stock, discard, sizes, ok", [
    # no buying (6.1 off): the piles always hold the deal's 67
    ("h1-bn", 60, 7, None, True), ("h1-bn", 59, 7, None, False),
    # 2 penalty cards: 67 less 3 per purchase (64, 61…)
    ("h1-q2", 55, 6, None, True), ("h1-q2", 54, 6, None, False),
    # no penalty card: 67 less 1 per purchase, at least the 4 the unopened hands show
    ("h1-q0", 50, 13, (12, 12, 10, 10), True), ("h1-q0", 50, 15, (12, 12, 10, 10), False),
])
def test_the_piles_total_under_house_rules(code, stock, discard, sizes, ok):
    """Round 2, turn 70 (the stock may have been rebuilt): the total is 67 less
    :func:`purchase_step` per purchase, under each house rule of buying (6.1, 6.3)."""
    from generator.engine.house import profile_named
    profile = profile_named(code)
    opened = None if sizes is None else (False,) * 4
    facts = RoundFacts(2, 70, sizes, opened, stock=stock, discard=discard)
    problems = [e for e in round_facts_problems(facts, profile) if e.code != "cards-count"]
    assert (problems == []) == ok, [e.message for e in problems]
    if not ok:
        assert problems[0].code == "piles-total"
        assert problems[0].clause == ("6.1" if code == "h1-bn" else "6.3")


def _draw_states(seed: int, profile, steps: int, buy: float = 0.4):
    """The states at the start of each turn (phase DRAW) of a round of random legal play."""
    import random

    from generator.engine.state import Phase, apply, deal, legal_moves
    rng = random.Random(seed)
    s = deal(rng.randint(1, 7), rng.randrange(4), rng, profile=profile)
    for _ in range(steps):
        if s.phase is Phase.DRAW:
            yield s
        moves = legal_moves(s)
        if not moves:
            return
        move = pick(moves, rng)
        # buy more often than pick does (``buy``): many purchases drain the piles, few let
        # the stock be rebuilt (9.1) with purchases before and after
        from generator.engine.moves import Buy
        if Buy() in moves and rng.random() < buy:
            move = Buy()
        s = apply(s, move)


def _facts(s) -> RoundFacts:
    return RoundFacts(s.round, s.turn, tuple(len(h) for h in s.hands),
                      tuple(t is not None for t in s.opened), len(s.stock), len(s.discard),
                      sum(len(m.meld.cards) for m in s.table))


from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1),
       code=st.sampled_from(["contrato", "h1-q2", "h1-q0", "h1-bn"]),
       buy=st.sampled_from([0.0, 0.05, 0.4]))
def test_every_turn_reached_by_play_passes_the_check(seed, code, buy):
    """Property: every start of a turn random legal play reaches — purchases, lay-downs,
    lay-offs, rebuilt stocks (9.1), under this profile and house rules of buying — passes
    the one check of possibility (twelfth pt reading #1: the piles' total)."""
    from generator.engine.house import profile_named
    profile = profile_named(code)
    for s in _draw_states(seed, profile, 1500, buy):
        assert round_facts_problems(_facts(s), profile) == [], (seed, code, _facts(s))


def test_play_reaches_rebuilt_stocks_with_purchases_and_they_pass():
    """The property above covers rebuilds: seeds whose play rebuilds the stock after
    purchases, every later turn accepted (and the piles' total odd, 6.3)."""
    from generator.engine.profile import CONTRATO as P
    rebuilt = 0
    for seed in range(40):
        for s in _draw_states(seed, P, 1500, 0.05):
            if s.reshuffles and s.purchases:
                rebuilt += 1
                assert (len(s.stock) + len(s.discard)) % 2 == 1
                assert round_facts_problems(_facts(s), P) == [], (seed, _facts(s))
    assert rebuilt >= 400


@pytest.mark.parametrize("lang, total, not_said, random_play", [
    ("pt", "as duas pilhas somam as cartas com que a ronda começa, menos 2 por cada compra",
     "têm as cartas", "que se arrastava mais do que num jogo a sério;"),
    ("es", "el mazo y el descarte suman las cartas con que empieza la ronda, menos 2 por cada "
           "compra", "hay las cartas", "que se alargaba más que en una partida de verdad;"),
    ("ca", "el munt i la pila de descarts sumen les cartes amb què comença la ronda, menys 2 "
           "per cada compra", "hi ha les cartes",
     "que s'allargava més que en una partida de debò;"),
])
def test_withdrawn_and_retired_reasons_read_natively(lang, total, not_said, random_play):
    # fourteenth es reading #1: «entre el mazo y el descarte hay las cartas…» (impersonal
    # haber with a definite article), ca alike; fourteenth pt reading #3: a round compared
    # with a game («mais do que um jogo a sério»), es and ca alike
    from generator.site.texts import load_ui
    ui = load_ui(lang)
    why = " ".join(ui["withdrawn_why"]["piles-total"].split())
    assert total in why and not_said not in why
    assert random_play in " ".join(ui["retired_why"]["random-play"].split())



@pytest.mark.parametrize("lang, game, round_", [
    ("pt", "vinha de um jogo simulado", "vinha de uma ronda simulada"),
    ("es", "salía de una partida simulada", "salía de una ronda simulada"),
    ("ca", "sortia d'una partida simulada", "sortia d'una ronda simulada"),
])
def test_a_retired_standings_puzzle_came_from_a_game_the_others_from_a_round(site, lang, game,
                                                                             round_):
    # fifteenth es reading #2: a standings puzzle was sampled from a whole simulated game, not
    # a round («salía de una ronda simulada» on st-11804b3755); buy, lay-off and joker-swap
    # puzzles from rounds
    from generator.site.pages import retired_why
    from generator.site.texts import load_ui
    ui = load_ui(lang)
    by_id = {p.id: p for p in site.puzzles}
    said = " ".join(retired_why(by_id["st-11804b3755"], lang, ui).split())
    assert game in said and round_ not in said
    for p in site.puzzles:
        if retired_why(p, lang, ui) and "retired-random-play" in p.tags:
            assert p.kind != "standings"
            assert round_ in " ".join(retired_why(p, lang, ui).split())


# -- fourteenth ca reading #1: "opened this very turn" needs the contract as laid down ------------

#: js-281ba3fff9's situation: round 5 (two groups and a sequence), the only contract on the table
#: with 4-card groups and a 6-card sequence, though its player laid it down this very turn.
THIS_TURN_LONG = {"question": "joker-swap", "round": 5, "opened": "this-turn",
                  "table": ["J♠ J♠ J♦ J♣", "5♠ 5♥ 5♦ 5♣", "2♣ 3♣ 4♣ 5♣ 6♣ JK=7♣"],
                  "hand": "A♥ 7♦ 7♣"}
THIS_TURN_EXACT = dict(THIS_TURN_LONG, table=["J♠ J♦ J♣", "5♠ 5♥ 5♦", "4♣ 5♣ 6♣ JK=7♣"])


@pytest.mark.parametrize("question, extra", [("joker-swap", {}),
                                             ("lay-off", {"card": "7♣", "target": 3})])
def test_a_this_turn_table_without_the_contract_as_laid_down_is_refused(question, extra):
    from generator.verdict.situation import SituationError as ReadError
    data = dict(THIS_TURN_LONG, question=question, **extra)
    with pytest.raises(ReadError) as err:
        load_situation(situation_yaml(data))
    assert err.value.code == "this-turn-contract" and err.value.clause == "5.2"
    assert "(5.2)" in str(err.value) and "(5.4)" in str(err.value)
    # the same table with the contract at its exact lengths: read and answered — no, not in
    # the turn one opens (5.4 lay-off, 7.1 joker swap)
    ok = dict(THIS_TURN_EXACT, question=question, **extra)
    said = answer(load_situation(situation_yaml(ok)), lang="ca")
    assert said.clauses and set(said.clauses) & {"5.4", "7.1"}, said
    # another player's longer melds beside the player's exact contract are fine
    both = dict(ok, table=["Q♠ Q♥ Q♦ Q♣", "9♥ 9♦ 9♣", "8♦ 9♦ 10♦ J♦ Q♦"]
                + THIS_TURN_EXACT["table"])
    assert answer(load_situation(situation_yaml(both)), lang="ca") is not None


@pytest.mark.parametrize("lang, said", [
    ("pt", "«this-turn» é impossível com esta mesa: quem abriu nesta mesma vez baixou o contrato "
     "da ronda 5 com cada combinação no comprimento mínimo exato (§5.2), e ninguém lhe "
     "acrescentou cartas desde então (§5.4); esse contrato não está na mesa"),
    ("es", "«this-turn» no puede ser con esta mesa: quien ha abierto en este mismo turno ha bajado "
     "el contrato de la ronda 5 con cada combinación de la longitud mínima exacta (§5.2), y "
     "nadie le ha añadido cartas desde entonces (§5.4); ese contrato no está en la mesa"),
    ("ca", "«this-turn» no pot ser amb aquesta taula: qui ha baixat en aquest mateix torn hi ha "
     "deixat el contracte de la ronda 5 amb cada combinació de la llargada mínima exacta (§5.2), "
     "i des d'aleshores ningú no hi ha afegit cartes (§5.4); aquest contracte no és a la taula")])
def test_the_verdict_says_why_in_each_language(lang, said):
    from generator.verdict.errors import localized
    from generator.verdict.situation import SituationError as ReadError
    with pytest.raises(ReadError) as err:
        load_situation(situation_yaml(THIS_TURN_LONG))
    assert said in " ".join(localized(err.value, lang).split())


def test_the_three_puzzles_are_withdrawn_and_the_generator_refuses_them(site):
    ids = {p.id for p in site.puzzles}
    withdrawn = {w.id: w for w in load_withdrawn()}
    for pid in ("js-281ba3fff9", "lo-3797519e42", "lo-62cbfd4a68"):
        assert pid not in ids and withdrawn[pid].why == "opened-this-turn"
        assert withdrawn[pid].instead in ids
    from generator.questions.common import has_fresh_contract
    for s in site.situations:
        if s.kind in ("lay-off", "joker-swap") and s.data.opened == "this-turn":
            assert has_fresh_contract(s.round, s.data.table, CONTRATO), s


@pytest.mark.parametrize("lang, said", [
    ("pt", "cada combinação no comprimento mínimo exato (§5.2), e ninguém lhe acrescenta cartas "
     "nessa vez (§5.4)"),
    ("es", "cada combinación con la longitud mínima exacta (§5.2), y nadie le añade cartas en ese "
     "turno (§5.4)"),
    ("ca", "cada combinació amb la llargada mínima exacta (§5.2), i en aquell torn ningú no hi "
     "afegeix cartes (§5.4)")])
def test_a_puzzle_withdrawn_for_its_this_turn_table_says_why(site, lang, said):
    from generator.site.pages import render_withdrawn
    from generator.site.texts import load_ui
    ids = {p.id: p for p in site.puzzles}
    import re
    w = next(w for w in load_withdrawn() if w.id == "js-281ba3fff9")
    page = " ".join(render_withdrawn(w, ids[w.instead], lang, load_ui(lang)).split())
    page = re.sub(r"\[([0-9.]+)\]\([^)]*\)\{[^}]*\}", r"§\1", page)   # a clause's link
    assert said in page, page


# -- fourteenth ca reading #2: "in the order laid down" only where the table can be so ----------

@pytest.mark.parametrize("lang, unordered, ordered", [
    ("pt", "Na mesa estão estas combinações, numeradas:",
     "Na mesa, as combinações numeradas pela ordem em que foram baixadas:"),
    ("es", "En la mesa hay estas combinaciones, numeradas:",
     "En la mesa, las combinaciones numeradas en el orden en que se bajaron:"),
    ("ca", "A la taula hi ha aquestes combinacions, numerades:",
     "A la taula, les combinacions numerades en l'ordre en què es van baixar:")])
def test_a_this_turn_table_claims_the_laying_order_only_with_the_contract_last(site, lang,
                                                                                unordered,
                                                                                ordered):
    """js-be2ed0d573 (the player's contract, at exact lengths, is melds 1-2 of 5) and
    js-b2ef0a8693 (melds 2, 4, 6): the contract laid this very turn was the last laid, so
    the heading does not say the numbers follow the laying order; IDs unchanged. A this-turn
    table whose last melds are that contract (lo-8d3472f231) keeps the heading."""
    from generator.puzzles.kinds.common import laying_order_known
    by_id = {p.id: (p, s) for p, s in zip(site.puzzles, site.situations)}
    for pid in ("js-be2ed0d573", "js-b2ef0a8693"):
        p, s = by_id[pid]
        assert not laying_order_known(s.data.table, s.round, s.data.opened)
        assert unordered in p.texts[lang].situation and ordered not in p.texts[lang].situation
    p, s = by_id["lo-8d3472f231"]
    assert s.data.opened == "this-turn" and ordered in p.texts[lang].situation
    # no this-turn page claims an order its table cannot have
    for p, s in zip(site.puzzles, site.situations):
        if s.kind in ("lay-off", "joker-swap") and ordered in p.texts[lang].situation:
            assert laying_order_known(s.data.table, s.round, s.data.opened), p.id
