"""The score sheet's rules in the browser (``docs/javascripts/score/game.js``) against the
engine, in Chromium, without the site: the script runs on a blank page with the numbers
``generator.site.score_page.rules_data`` exports.

- a house-rules code reads as :func:`generator.engine.house.decode` reads it — the same
  problem at the same part, or the same canonical code and the same numbers of the profile
  (cards dealt, pack, final round, penalties) — for every value of every option and for
  random codes of several options;
- every card costs what :func:`generator.engine.scoring.card_penalty` says, and the cheapest
  hands what :func:`generator.questions.standings.least_penalty` says, under this site's rules
  and under house-rules penalties and packs;
- the checks of a round of typed penalties find what
  :func:`generator.questions.standings.row_problem` finds, with its clause;
- random games played under this site's rules and under house rules: each hand's penalty is the
  ``penalty`` question's answer, the totals and the winners the ``standings`` question's;
- the game's code reads back as the same game (hypothesis), and the links to the verdict page
  are :func:`generator.verdict.share.encode`'s.
"""

from __future__ import annotations

import csv
import io
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.engine.deck import full_pack
from generator.engine.errors import HouseRulesCodeError
from generator.engine.house import OPTIONS, decode
from generator.engine.profile import CONTRATO
from generator.engine.scoring import card_penalty
from generator.questions import penalty as penalty_q
from generator.questions import standings as standings_q
from generator.questions.common import purchase_step, size_problem
from generator.site.score_page import profile_numbers, rules_data
from generator.verdict.share import encode as share_encode

pytest_plugins = ["site_fixtures"]

GAME_JS = Path(__file__).resolve().parents[1] / "docs" / "javascripts" / "score" / "game.js"
RULES = rules_data()


@pytest.fixture(scope="module")
def js(browser):
    """A blank page with game.js loaded: ``js(expression, arg)`` evaluates
    ``(arg) => expression`` there, with ``S`` = ContratoScore and ``R`` = the rules' data."""
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_content("<!doctype html><html><body></body></html>")
    page.add_script_tag(content=GAME_JS.read_text(encoding="utf-8"))
    page.evaluate("(r) => { window.R = r; window.S = window.ContratoScore; }", RULES)

    def run(expression: str, arg=None):
        return page.evaluate(f"(arg) => {{ const S = window.S, R = window.R; return ({expression}); }}",
                             arg)
    yield run
    context.close()
    assert errors == []


# --- house rules --------------------------------------------------------------------------

def python_house(code: str) -> dict:
    try:
        rules = decode(code)
    except HouseRulesCodeError as err:
        return {"problem": err.problem, "token": err.token}
    return {"code": rules.code(), "profile": profile_numbers(rules.profile())}


def js_house(js, codes: list[str]) -> list[dict]:
    return js("arg.map(c => { const h = S.house(R, c);"
              " return h.problem ? {problem: h.problem, token: h.token === undefined ? null : h.token}"
              " : {code: h.code, profile: h.profile}; })", codes)


def every_option_code() -> list[str]:
    """One code per value of every option (alone, and with what it needs to be valid),
    some numbers, some codes in capitals or with parts in another order, and codes that are
    no codes."""
    codes = ["h1", " H1 ", "h2", "x1", "h1-", "h1--wa", "h1-zz", "h1-ar", "h1-d4", "h1-wa-wa",
             "h1-bn-q2", "h1-bn-l3", "h1-d1", "h1-d1-j2", "h1-d1-j3", "h1-j6", "h1-d3-j6",
             "h1-p15.10", "h1-p1.2.3.4", "h1-p101.0.0", "h1-p0.0.0", "h1-p100.100.100",
             "h1-pa.1.1", "h1-p007.010.015", "h1-m", "h1-m4", "h1-l", "h1-l10", "h1-l0",
             "h1-WA-P15.10.25", "h1-p15.10.25-wa", "h1-fn-n11", "h1-fd-d3-j5"]
    for o in OPTIONS:
        if o.numbers:
            continue
        for text, _ in o.choices:
            if text is None:
                continue
            codes.append(f"h1-{o.key}{text}")
            if o.key == "d":
                codes.append(f"h1-{o.key}{text}-j0")
    return codes


def test_every_option_reads_as_the_engine_reads_it(js):
    codes = every_option_code()
    assert js_house(js, codes) == [python_house(c) for c in codes]


def test_every_penalty_value_reads_as_the_engine_reads_it(js):
    # each of the three numbers at every value 0-100 (and one past), the others at random
    rng = random.Random(28)
    codes = []
    for place in range(3):
        for n in range(0, 102):
            nums = [rng.randrange(0, 101) for _ in range(3)]
            nums[place] = n
            codes.append("h1-p" + ".".join(map(str, nums)))
    assert js_house(js, codes) == [python_house(c) for c in codes]


@st.composite
def house_codes(draw):
    parts = []
    for o in OPTIONS:
        if not draw(st.booleans()):
            continue
        if o.numbers:
            value = ".".join(str(draw(st.integers(0, 101))) for _ in o.numbers)
        else:
            value = draw(st.sampled_from([t for t, _ in o.choices if t is not None] + ["9"]))
        parts.append(o.key + value)
    parts = draw(st.permutations(parts))
    code = "-".join(["h1", *parts])
    return code.upper() if draw(st.booleans()) and len(parts) > 2 else code


@settings(max_examples=150)
@given(st.lists(house_codes(), min_size=1, max_size=8))
def test_random_codes_read_as_the_engine_reads_them(js, codes):
    assert js_house(js, codes) == [python_house(c) for c in codes]


# --- cards and hands --------------------------------------------------------------------------

PROFILE_CODES = ["h1", "h1-p0.0.0", "h1-p1.0.25", "h1-p100.1.3", "h1-p2.2.0-j0",
                 "h1-d1-j1-n4", "h1-d3-j0-p0.10.15", "h1-n11-fn", "h1-fd-p15.10.25", "h1-j0",
                 "h1-d1-j0-p0.0.0"]


@pytest.mark.parametrize("code", PROFILE_CODES)
def test_every_card_and_the_cheapest_hands_cost_what_the_engine_says(js, code):
    from generator.questions.standings import least_penalty
    profile = decode(code).profile()
    cards = sorted({c.unicode() for c in full_pack(profile)})
    got = js("(() => { const p = S.house(R, arg.code).profile;"
             " return {values: arg.cards.map(c => S.cardValue(p, S.card(c))),"
             " least: arg.ks.map(k => S.leastPenalty(p, k))}; })()",
             {"code": code, "cards": cards, "ks": list(range(0, 16))})
    from generator.engine.cards import parse_card
    assert got["values"] == [card_penalty(parse_card(c), profile) for c in cards]
    assert got["least"] == [least_penalty(k, profile) for k in range(0, 16)]


# --- the checks of a round --------------------------------------------------------------------

@st.composite
def typed_rows(draw):
    """A round of typed penalties: often possible, sometimes not (1, a low round-7 hand, two
    zeros)."""
    values = st.one_of(st.integers(0, 3), st.integers(0, 60), st.integers(100, 200),
                       st.integers(690, 760))
    return draw(st.integers(1, 7)), [draw(values) for _ in range(4)]


@settings(max_examples=120)
@given(st.sampled_from(PROFILE_CODES), st.lists(typed_rows(), min_size=1, max_size=6))
def test_checks_of_typed_rows_are_the_engines(js, code, rows):
    profile = decode(code).profile()
    rounds = []
    for rnd, row in rows:
        out = row.index(0) if 0 in row else -1
        rounds.append({"round": rnd, "out": out,
                       "entries": [None if s == out else {"n": n} for s, n in enumerate(row)]})
    got = js("arg.rounds.map(r => S.checks(S.house(R, arg.code).profile, r.round, r)"
             ".map(c => c.clause))", {"code": code, "rounds": rounds})
    for (rnd, row), clauses in zip(rows, got):
        why = standings_q.row_problem(rnd, row, profile, whole_hand=True)
        if why is None:
            assert clauses == [], (rnd, row)
        else:
            assert why[1] in clauses, (rnd, row, why, clauses)


def test_checks_a_round_shows_with_their_clauses(js):
    def checks(rnd, out, entries, code="h1"):
        return js("S.checks(S.house(R, arg.code).profile, arg.round, arg.r)"
                  ".map(c => [c.code, c.clause, c.seat, c.confirmable])",
                  {"code": code, "round": rnd, "r": {"out": out, "entries": entries}})
    # 1 point: no hand is that cheap, the cheapest card is a 2 (8.1)
    assert checks(2, 0, [None, {"n": 1}, {"n": 12}, {"cards": ["K♣", "A♥"]}]) == [
        ["low", "8.1", 1, True]]
    # under penalties where an ace costs 1, a hand of one ace costs 1
    assert checks(2, 0, [None, {"n": 1}, {"n": 12}, {"n": 5}], "h1-p1.10.15") == []
    # round 7: the whole hand is left, 12 cards, at least the eight 2s and four 3s = 28 (7.4)
    assert checks(7, 0, [None, {"n": 27}, {"n": 28}, {"n": 120}]) == [["low-final", "7.4", 1, True]]
    # round 7: cards tapped, one short of the whole hand (7.4)
    hand = ["2♣", "3♣", "4♣", "5♣", "6♣", "7♣", "8♣", "9♣", "10♣", "J♣", "Q♣"]
    assert checks(7, 1, [{"n": 80}, None, {"cards": hand}, {"cards": hand[:10] + ["K♣", "A♠"]}]) == [
        ["size-final", "7.4", 2, False]]
    # two players on 0 (8.2); nobody went out and a 0 (9.2)
    assert checks(3, 2, [{"n": 0}, {"n": 5}, None, {"n": 30}]) == [["two-out", "8.2", 0, True]]
    assert checks(3, -1, [{"n": 0}, {"n": 5}, {"n": 9}, {"n": 30}]) == [["zero-nobody", "9.2", 0, True]]
    # three 7♥ in the hands tapped: the pack has two (1.2)
    assert checks(1, 3, [{"cards": ["7♥", "7♥"]}, {"cards": ["7♥", "K♠"]}, {"n": 4}, None]) == [
        ["pack", "1.2", -1, False]]
    # with one deck, a second 7♥ is already one too many; a second joker too
    assert checks(1, 3, [{"cards": ["7♥", "JK"]}, {"cards": ["7♥", "JK"]}, {"n": 4}, None],
                  "h1-d1-j1") == [["pack", "1.2", -1, False], ["pack", "1.2", -1, False]]
    # dearer than any hand of the round: at most 77 cards in rounds 1-3 (107 less three hands
    # of 10), the dearest 77 cost 735; 71 cards in rounds 4-7, 701 (8.1, 2.2)
    assert checks(1, 0, [None, {"n": 735}, {"n": 736}, {"n": 3}]) == [["high", "8.1", 2, True]]
    assert checks(7, 0, [None, {"n": 701}, {"n": 702}, {"n": 30}]) == [["high", "8.1", 2, True]]
    assert checks(4, 0, [None, {"cards": ["2♣"] * 72}, {"cards": ["2♦"] * 71}, {"n": 3}])[:1] == [
        ["too-many", "2.2", 1, False]]
    # nothing entered, and who went out not chosen
    assert checks(1, None, [None, {"cards": []}, {"n": None}, {"n": None, "text": "x"}]) == [
        ["no-out", None, -1, False], ["missing", None, 0, False], ["missing", None, 1, False],
        ["missing", None, 2, False], ["not-number", "8.1", 3, False]]


@pytest.mark.parametrize("code", ["h1", "h1-bn", "h1-q0", "h1-q2", "h1-n11-fd", "h1-fn"])
def test_a_whole_hands_size_is_checked_as_the_engine_checks_it(js, code):
    """In round 7 a hand left is the whole hand: the cards dealt plus a purchase's cards per
    purchase (7.4, 6.3); tapped cards of another number show the check."""
    profile = decode(code).profile()
    for rnd in (1, 4, 7):
        got = js("""(() => { const p = S.house(R, arg.code).profile;
            return arg.sizes.map(n => S.checks(p, arg.round, {out: 0, entries: [null,
              {cards: Array(n).fill("2♣")}, {n: 200}, {n: 200}]})
              .filter(c => c.code === "size-final").length); })()""",
                 {"code": code, "round": rnd, "sizes": list(range(1, 21))})
        want = [int(size_problem("penalty", rnd, n, profile) is not None) for n in range(1, 21)]
        assert got == want, (code, rnd)


# --- whole games against the engine's questions -----------------------------------------------

def random_round(rng: random.Random, profile, rnd: int) -> dict:
    """A round as the table could see it: hands from one shuffled pack, one player out (or
    nobody, 9.2), the others' cards left (the whole hand in a whole-hand round), some typed."""
    pack = [c.unicode() for c in full_pack(profile)]
    rng.shuffle(pack)
    out = rng.choice([0, 1, 2, 3, -1] if rng.random() < 0.2 else [0, 1, 2, 3])
    whole = profile.contract(rnd).whole_hand
    entries = []
    for seat in range(4):
        if seat == out:
            entries.append(None)
            continue
        step = purchase_step(profile)
        size = (profile.deal_size(rnd) + step * rng.randrange(0, 3) if whole
                else rng.randrange(1, 14))
        hand = [pack.pop() for _ in range(size)]
        entries.append({"cards": hand})
    return {"out": out, "entries": entries}


GAME_CODES = ["h1", "h1-p0.0.0", "h1-p1.1.1", "h1-p25.10.50", "h1-p100.100.100", "h1-p15.5.25",
              "h1-p0.10.15", "h1-p15.0.15", "h1-p15.10.0", "h1-d1-j1-n4-p20.10.20", "h1-n11-fn",
              "h1-fd-d3-j6-p50.25.0", "h1-j0-p0.1.2"]


@pytest.mark.parametrize("code", GAME_CODES)
def test_random_games_total_as_the_engine_totals_them(js, code):
    """Twelve games of seven random rounds under the rules of ``code``: each hand's penalty is
    the ``penalty`` question's answer, and after every round the totals and the winners (or
    leaders) are the ``standings`` question's."""
    profile = decode(code).profile()
    rng = random.Random(f"score-{code}")
    for game_no in range(12):
        rounds = [random_round(rng, profile, r) for r in range(1, 8)]
        # some hands are typed instead (their penalty, as the table counted it)
        for rd in rounds:
            for e in rd["entries"]:
                if e and rng.random() < 0.25:
                    cards = e.pop("cards")
                    e["n"] = sum(card_penalty(_card(c), profile) for c in cards)
        game = {"id": "abcd12", "names": ["Ana", "Bruno", "Carla", "Duarte"],
                "dealer": game_no % 4, "house": "" if code == "h1" else code, "rounds": rounds}
        got = js("""(() => { const p = S.house(R, arg.game.house).profile;
            const out = [];
            for (let n = 1; n <= arg.game.rounds.length; n++) {
              const g = Object.assign({}, arg.game, {rounds: arg.game.rounds.slice(0, n)});
              const st = S.standings(p, g);
              out.push({rows: g.rounds.map(r => S.penalties(p, r)), totals: S.totals(p, g),
                        winners: st.winners, final: st.final,
                        checks: S.checks(p, n, g.rounds[n - 1]).length});
            }
            return out; })()""", {"game": game})
        for n, step in enumerate(got, start=1):
            rd = rounds[n - 1]
            assert step["checks"] == 0, (code, n, rd)
            for seat, e in enumerate(rd["entries"]):
                if e and "cards" in e:
                    s = penalty_q.read({"hand": " ".join(e["cards"])}, profile)
                    assert step["rows"][-1][seat] == penalty_q.answer(s, profile).total
            s = standings_q.read({"penalties": step["rows"]}, profile)
            a = standings_q.answer(s, profile)
            assert tuple(step["totals"]) == a.totals
            assert tuple(step["winners"]) == a.winners
            assert step["final"] == a.final


def _card(text):
    from generator.engine.cards import parse_card
    return parse_card(text)


def test_standings_share_places_when_tied(js):
    game = {"id": "t1e2", "names": ["", "", "", ""], "dealer": 0, "house": "",
            "rounds": [{"out": 0, "entries": [None, {"n": 20}, {"n": 5}, {"n": 20}]},
                       {"out": 2, "entries": [{"n": 5}, {"n": 5}, None, {"n": 5}]}]}
    got = js("S.standings(R.site, arg)", game)
    assert [(x["seat"], x["total"], x["place"]) for x in got["places"]] == [
        (0, 5, 1), (2, 5, 1), (1, 25, 3), (3, 25, 3)]
    assert got["winners"] == [0, 2] and got["final"] is False


# --- the game's code --------------------------------------------------------------------------

names = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12).map(
    str.strip)
naturals = st.sampled_from([r + s for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10",
                                            "J", "Q", "K") for s in "♠♥♦♣"] + ["JK"])


@st.composite
def games(draw):
    n = draw(st.integers(0, 7))
    rounds = []
    for _ in range(n):
        out = draw(st.integers(-1, 3))
        entries = []
        for seat in range(4):
            if seat == out:
                entries.append(None)
            elif draw(st.booleans()):
                entries.append({"cards": draw(st.lists(naturals, min_size=1, max_size=14))})
            else:
                entries.append({"n": draw(st.integers(0, 9999)), "confirmed": draw(st.booleans())})
        rounds.append({"out": out, "entries": entries})
    return {"id": draw(st.text("abcdefghijklmnopqrstuvwxyz0123456789", min_size=4, max_size=12)),
            "names": [draw(names) for _ in range(4)], "dealer": draw(st.integers(0, 3)),
            "house": draw(st.sampled_from(["", "h1-wa", "h1-p15.10.25", "h1-d1-j1-n4"])),
            "rounds": rounds}


@settings(max_examples=200)
@given(games())
def test_the_code_reads_back_as_the_same_game(js, game):
    got = js("(() => { const code = S.encode(arg); const back = S.decode(code, R);"
             " return {code: code, back: back, again: back.game ? S.encode(back.game) : null}; })()",
             game)
    assert "error" not in got["back"], got
    assert got["back"]["game"] == game
    assert got["again"] == got["code"]
    # the code is made of characters an address keeps as they are
    assert all(c.isascii() and (c.isalnum() or c in "&=,/%!-._~") for c in got["code"])


def test_the_code_as_the_readme_writes_it(js):
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    code = "g1&id=k3f9x2&p=Ana,Bruno,Carla,Duarte&d=2&r=o,KCAH5DJK,25,3S/12,o,1!,7H7DJK"
    assert f"`pt/score/#{code}`" in readme
    got = js("S.decode(arg, R)", code)["game"]
    assert got == {"id": "k3f9x2", "names": ["Ana", "Bruno", "Carla", "Duarte"], "dealer": 1,
                   "house": "", "rounds": [
                       {"out": 0, "entries": [None, {"cards": ["K♣", "A♥", "5♦", "JK"]},
                                              {"n": 25, "confirmed": False}, {"cards": ["3♠"]}]},
                       {"out": 1, "entries": [{"n": 12, "confirmed": False}, None,
                                              {"n": 1, "confirmed": True},
                                              {"cards": ["7♥", "7♦", "JK"]}]}]}
    assert js("S.encode(S.decode(arg, R).game)", code) == code


@pytest.mark.parametrize("code, part, why", [
    ("g2&id=abcd", "g2", "version"),
    ("g1&id=abcd&x=1", "x=1", "unknown"),
    ("g1&id=abcd&id=abce", "id=abce", "twice"),
    ("g1&id=AB", "id=AB", "id"),
    ("g1&p=Ana,Bruno", "p=Ana,Bruno", "names"),
    ("g1&d=5", "d=5", "dealer"),
    ("g1&h=h1-ar", "h=h1-ar", "house"),
    ("g1&r=o,1,2", "o,1,2", "round"),
    ("g1&r=o,o,2,3", "o,o,2,3", "out"),
    ("g1&r=o,7X,2,3", "7X", "entry"),
    ("g1&r=" + "/".join(["o,2,3,4"] * 8), "r=" + "/".join(["o,2,3,4"] * 8), "rounds"),
    ("g1&id", "id", "syntax"),
])
def test_a_code_that_is_no_game_names_its_part(js, code, part, why):
    got = js("S.decode(arg, R)", code)
    assert got["error"]["part"] == part and got["error"]["why"] == why


# --- links to the verdict page, CSV -----------------------------------------------------------

def test_verdict_links_are_the_verdict_pages_codes(js):
    rows = [[0, 12, 30, 7], [45, 0, 3, 10]]
    names_ = ["Ana Rita", "Bruno, o Grande", "Carla!", "D'Artagnan (*)"]
    got = js("S.verdictStandings(arg.rows, arg.names, arg.house)",
             {"rows": rows, "names": names_, "house": "h1-p15.10.25"})
    assert got == share_encode({"question": "standings", "penalties": rows, "players": names_},
                               profile="h1-p15.10.25")
    # names missing or repeated: no players field (the verdict wants four different names)
    got = js("S.verdictStandings(arg.rows, arg.names, '')", {"rows": rows, "names": ["A", "", "C", "D"]})
    assert got == share_encode({"question": "standings", "penalties": rows})
    got = js("S.verdictPenalty(arg, '')", ["K♣", "A♥", "5♦", "JK"])
    assert got == share_encode({"question": "penalty", "hand": "K♣ A♥ 5♦ JK"})


def test_csv_reads_back_in_a_spreadsheets_dialect(js):
    rows = [["Ronda", "Ana", "Bruno; o Grande", 'Carla "C"', "=1+1"], [1, 0, 25, 3, 7],
            ["linha\nnova", "-2", "@x", "+3", ""]]
    text = js("S.csv(arg)", rows)
    assert text.startswith("\ufeff") and text.endswith("\r\n")
    back = list(csv.reader(io.StringIO(text[1:], newline=""), delimiter=";"))
    assert back == [["Ronda", "Ana", "Bruno; o Grande", 'Carla "C"', "'=1+1"],
                    ["1", "0", "25", "3", "7"], ["linha\nnova", "'-2", "'@x", "'+3", ""]]


@settings(max_examples=200)
@given(games())
def test_totals_are_the_rounds_sums_and_the_places_follow_them(js, game):
    """Whatever was entered (possible or kept by the table): a round's penalties are 0 for
    the player out (8.2), the number typed, or the engine's value of the cards (8.1); the
    totals are the sums of the rounds (8.4); the winners or leaders are the seats at the lowest
    total (9.3, 9.4) and each place is one more than the totals below it."""
    from generator.engine.scoring import hand_penalty, winners
    from generator.engine.cards import parse_cards
    got = js("""(() => { const p = S.house(R, arg.house).profile;
        return {rows: arg.rounds.map(r => S.penalties(p, r)), totals: S.totals(p, arg),
                run: S.runningTotals(p, arg), st: S.standings(p, arg)}; })()""", game)
    profile = decode(game["house"] or "h1").profile()
    for rd, row in zip(game["rounds"], got["rows"]):
        for seat, e in enumerate(rd["entries"]):
            if seat == rd["out"]:
                assert row[seat] == 0
            elif "cards" in e:
                assert row[seat] == hand_penalty(parse_cards(" ".join(e["cards"])), profile)
            else:
                assert row[seat] == e["n"]
    run, sums = [], [0, 0, 0, 0]
    for row in got["rows"]:
        sums = [a + b for a, b in zip(sums, row)]
        run.append(sums)
    assert got["run"] == run and got["totals"] == sums
    assert got["st"]["winners"] == winners(sums)
    assert got["st"]["final"] == (len(game["rounds"]) == 7)
    for x in got["st"]["places"]:
        assert x["total"] == sums[x["seat"]]
        assert x["place"] == 1 + sum(t < x["total"] for t in sums)


@pytest.mark.parametrize("code", PROFILE_CODES)
def test_the_dearest_hands_and_the_largest_hands_are_the_engines(js, code):
    from generator.questions.common import hand_size_most
    from generator.questions.standings import most_penalty
    profile = decode(code).profile()
    got = js("""(() => { const p = S.house(R, arg.code).profile;
        return {most: arg.ks.map(k => S.mostPenalty(p, k)),
                sizes: [1, 2, 3, 4, 5, 6, 7].map(r => S.handSizeMost(p, r))}; })()""",
             {"code": code, "ks": [0, 1, 12, 71, 77]})
    assert got["most"] == [most_penalty(k, profile) for k in (0, 1, 12, 71, 77)]
    assert got["sizes"] == [hand_size_most(r, profile) for r in range(1, 8)]
