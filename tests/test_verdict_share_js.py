"""The verdict page's own reading of a situation's code (``docs/javascripts/verdict/share.js``,
run in Chromium) agrees with :func:`generator.verdict.share.decode`, the engine's, as the page
receives it (:func:`generator.verdict.browser.decode`: ``asks`` as ``[[seat, cards], …]``):

- the same data for every README example (its YAML encoded, and each "On the verdict page"
  link as written), every puzzle's verdict link (:attr:`Puzzle.verdict`) and situations drawn
  by hypothesis for every question, in every card notation the encoder reads;
- for damaged codes (a character dropped, added or changed; a field twice; random text), a
  refusal exactly when the engine refuses, and the same data otherwise. The one exception the
  script declares: numbers of more than 15 digits, which it leaves to the engine.

The script needs no site: it is loaded into a blank page.
"""

from __future__ import annotations

import json
import re

import pytest
import yaml
from hypothesis import given, settings, strategies as st

from generator.engine.cards import RANKS, SUITS, Card, rank_symbol
from generator.verdict.browser import _to_page
from generator.verdict.fields import QUESTIONS
from generator.verdict.share import AddressError, decode, encode

from verdict_cases import ROOT, readme_section, readme_situations

pytest_plugins = ["site_fixtures"]

SCRIPT = ROOT / "docs" / "javascripts" / "verdict" / "share.js"
#: The fields of each question as the page's config gives them (verdict_page.page_config).
FIELDS = {q: [{"name": name, "kind": f.kind, "required": f.required, "within": f.within}
              for name, f in fields.items()] for q, fields in QUESTIONS.items()}

DECODE_ALL = """([codes, fields]) => codes.map((code) => ContratoShare.decode(code, fields))"""


@pytest.fixture(scope="module")
def js(browser):
    """A blank page with share.js loaded: ``js(codes)`` → the script's answers."""
    ctx = browser.new_context()
    outside = []
    ctx.route("**/*", lambda route: (outside.append(route.request.url), route.abort()))
    page = ctx.new_page()
    page.set_content("<!doctype html><title>share.js</title>")
    page.add_script_tag(content=SCRIPT.read_text("utf-8"))

    def run(codes):
        return page.evaluate(DECODE_ALL, [list(codes), FIELDS])
    yield run
    ctx.close()
    assert outside == []


def python(code: str):
    """The engine's reading, as the page receives it; ``None`` for a refusal."""
    try:
        return _to_page(decode(code))
    except AddressError:
        return None


def long_number(code: str) -> bool:
    return re.search(r"\d{16}", code) is not None


def check_same(js, codes):
    got = js(codes)
    wrong = []
    for code, out in zip(codes, got):
        want = python(code)
        if want is None:
            if out["ok"]:
                wrong.append((code, "engine refuses, script reads", out["situation"]))
        elif not out["ok"]:
            if not long_number(code):
                wrong.append((code, "script refuses", out["error"]))
        elif json.loads(json.dumps(want)) != out["situation"]:
            wrong.append((code, want, out["situation"]))
    assert not wrong, wrong[:5]
    return got


# -- what the site links ------------------------------------------------------------------------

def test_the_script_knows_every_kind_of_field_as_share_py_does(browser):
    """A kind of field added to generator/verdict/fields.py must be read by the script too
    (else a link with it waits for the engine): the same kinds, written the same way."""
    from generator.verdict import share
    from generator.verdict.fields import KINDS
    ctx = browser.new_context()
    page = ctx.new_page()
    page.set_content("<!doctype html><title>share.js</title>")
    page.add_script_tag(content=SCRIPT.read_text("utf-8"))
    kinds = page.evaluate("ContratoShare.kinds")
    ctx.close()
    assert set(kinds["number"]) == share._NUMBER_KINDS
    assert set(kinds["word"]) == share._WORD_KINDS
    assert set(kinds["opened"]) == share._OPENED_KINDS
    assert set(kinds["cards"]) == share._CARD_KINDS
    assert set().union(*map(set, kinds.values())) == set(KINDS)
    assert set(KIND) == set(KINDS)                # and the situations drawn below use them all


def test_every_readme_example_reads_the_same(js):
    codes = [encode(yaml.safe_load(t)) for t in readme_situations()]
    links = re.findall(r"`(?:pt|es|ca)/verdict/#([^`]+)`", readme_section())
    assert len(codes) >= 9 and len(links) >= 9
    got = check_same(js, codes + links)
    assert all(out["ok"] for out in got)
    # a concrete one, by hand
    penalty = js(["penalty&hand=KCAH5DJK"])[0]
    assert penalty == {"ok": True, "situation": {"question": "penalty", "hand": "K♣ A♥ 5♦ JK"}}


def test_every_puzzle_link_reads_the_same(js, puzzles):
    codes = [encode(dict(data)) for p in puzzles for data in p.verdict]
    assert len(codes) >= 200
    assert {c.split("&")[0] for c in codes} == set(QUESTIONS)
    got = check_same(js, codes)
    assert all(out["ok"] for out in got)


def test_concrete_codes(js):
    got = js(["#buy&active=1&discard=7H9C&stock=5D4D3D&asks=4:7H,2:9C&stock_size=20",
              "lay-off&round=2&table=7C7D7H,5H6H7H8H&opened=no&hand=3&cards=9h&end=high",
              "meld&meld=JK=7sjk=7T%E2%99%A5",
              "standings&penalties=0,12,30,7/45,0,3,10&players=Ana,Bruno%2C%20Jr,,%C3%80",
              "penalty&hand=7H&profile=contrato",
              "penalty&hand=7H&profile=h1-wa",
              "penalty&hand=7H8X", "penalty&hand=7H&hand=8H", "nope&x=1", ""])
    assert [o["ok"] for o in got] == [True] * 6 + [False] * 4
    assert got[0]["situation"] == {"question": "buy", "active": 1, "discard": "7♥ 9♣",
                                   "stock": "5♦ 4♦ 3♦", "asks": [[4, "7♥"], [2, "9♣"]],
                                   "stock_size": 20}
    assert got[1]["situation"] == {"question": "lay-off", "round": 2,
                                   "table": ["7♣ 7♦ 7♥", "5♥ 6♥ 7♥ 8♥"], "opened": False,
                                   "hand": 3, "cards": "9♥", "end": "high"}
    assert got[2]["situation"] == {"question": "meld", "meld": "JK=7♠ JK=7 10♥"}
    assert got[3]["situation"]["players"] == ["Ana", "Bruno, Jr", "", "À"]
    assert "profile" not in got[4]["situation"]
    assert got[5]["situation"]["profile"] == "h1-wa"
    assert got[6]["field"] == "hand" and got[7]["field"] == "hand"
    check_same(js, ["#buy&active=1&discard=7H9C&stock=5D4D3D&asks=4:7H,2:9C&stock_size=20",
                    "meld&meld=JK=7sjk=7T%E2%99%A5", "penalty&hand=7H8X", ""])


# -- situations drawn by hypothesis --------------------------------------------------------------

NATURALS = [Card(r, s) for s in SUITS for r in RANKS]
VALUES = (NATURALS + [Card.joker()] + [Card.joker(c) for c in NATURALS]
          + [Card.joker(Card(r, None)) for r in RANKS])
OUTLINE = {"♠": "♤", "♥": "♡", "♦": "♢", "♣": "♧"}


@st.composite
def card_text(draw):
    """One card in any notation the encoder reads: ASCII or Unicode suits (outline and emoji
    forms too), either case, ``T`` for 10."""
    card = draw(st.sampled_from(VALUES))
    text = draw(st.sampled_from([card.ascii(), card.unicode()]))
    if draw(st.booleans()):
        text = text.lower()
    if "10" in text and draw(st.booleans()):
        text = text.replace("10", "T")
    for symbol, outline in OUTLINE.items():
        if symbol in text:
            text = text.replace(symbol, draw(st.sampled_from(
                [symbol, outline, symbol + "\ufe0f", symbol + "\ufe0e"])))
    return text


def cards_value(min_size=0, max_size=12):
    lists = st.lists(card_text(), min_size=min_size, max_size=max_size)
    return st.one_of(lists, lists.map(" ".join), lists.map(", ".join))


NUMBER = st.integers(min_value=0, max_value=10 ** 12)
WORD = st.one_of(st.sampled_from(["low", "high", "group", "sequence", "stock", "discard"]),
                 st.from_regex(r"\A[a-z][a-z0-9.-]{0,8}\Z"))
KIND = {
    "round": NUMBER, "count": NUMBER, "turn": NUMBER, "seat": NUMBER, "index": NUMBER,
    "pile-size": NUMBER, "reshuffles": NUMBER,
    "cards": cards_value(), "meld": cards_value(), "card": cards_value(1, 1),
    "hand-or-size": st.one_of(NUMBER, cards_value()),
    "melds": st.lists(cards_value(0, 6), max_size=4),
    "kind": WORD, "end": WORD, "draws": WORD,
    "opened": st.sampled_from([False, "no", "this-turn", "earlier"]),
    "opened-before": st.sampled_from([False, "no", "this-turn", "earlier"]),
    "bool": st.booleans(),
    "seats": st.lists(st.integers(1, 4), max_size=4),
    "sizes": st.lists(NUMBER, min_size=1, max_size=4),
    # seats as YAML (numbers) or JSON (text) gives them, each once
    "asks": st.dictionaries(st.integers(1, 9), cards_value(0, 3), max_size=4).flatmap(
        lambda asks: st.tuples(*[st.sampled_from([seat, str(seat)]) for seat in asks]).map(
            lambda seats: dict(zip(seats, asks.values())))),
    "penalties": st.lists(st.lists(NUMBER, min_size=1, max_size=4), min_size=1, max_size=7),
    "players": st.lists(st.text(max_size=8), min_size=1, max_size=4),
}


@st.composite
def situation(draw):
    question = draw(st.sampled_from(sorted(QUESTIONS)))
    data = {"question": question}
    for name, f in QUESTIONS[question].items():
        if draw(st.booleans()) or f.required:
            data[name] = draw(KIND[f.kind])
    profile = draw(st.sampled_from(["contrato", "contrato", "catalan-source", "h1-wa-bn"]))
    return encode(data, profile)


@settings(max_examples=20)
@given(st.lists(situation(), min_size=30, max_size=30))
def test_drawn_situations_read_the_same(js, codes):
    got = check_same(js, codes)
    assert all(out["ok"] for out in got)


# -- damaged codes --------------------------------------------------------------------------------

ALPHABET = "&=,:/-%#_0123456789AaJjKkQqTtSsHhDdCc♠♥♦♣♤\ufe0f é2E9C3xyz"


@st.composite
def damaged(draw):
    code = draw(situation())
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(code)))
        how = draw(st.sampled_from(["drop", "add", "change", "twice"]))
        if how == "drop" and code:
            code = code[:i] + code[i + 1:]
        elif how == "add":
            code = code[:i] + draw(st.sampled_from(ALPHABET)) + code[i:]
        elif how == "change" and i < len(code):
            code = code[:i] + draw(st.sampled_from(ALPHABET)) + code[i + 1:]
        elif how == "twice" and "&" in code:
            code = code + "&" + code.split("&")[1]
    return code


@settings(max_examples=20)
@given(st.lists(damaged(), min_size=30, max_size=30))
def test_damaged_codes_are_refused_exactly_when_the_engine_refuses(js, codes):
    check_same(js, codes)


@settings(max_examples=30)
@given(st.lists(st.text(alphabet=ALPHABET, max_size=30), min_size=40, max_size=40))
def test_random_text_is_refused_exactly_when_the_engine_refuses(js, codes):
    check_same(js, ["penalty&hand=" + c for c in codes[:20]] + codes[20:])
