"""Every error of ``contrato verdict`` in the chosen language (issue 11, section 3): each error
code the tool can raise (:data:`generator.verdict.errors.CODES`) is driven here — through the
command for the situations it reads, through the question layer for the checks the schema
makes first — and said in pt, es and ca: one line, no English sentence, a different sentence
per language, the line and field named, the clause as ``§X``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import re
from pathlib import Path

import pytest

from generator.cli import main
from generator.engine.house import profile_named
from generator.engine.profile import CONTRATO
from generator.questions import ask
from generator.questions.common import SituationError as QuestionError
from generator.questions.common import size_problem, unopened_size_problem
from generator.questions.standings import row_problem
from generator.verdict import cli
from generator.verdict.errors import CODES, internal_error, localized
from generator.verdict.situation import (ALL_QUESTIONS, MAX_BYTES, QUESTIONS, Situation,
                                         SituationError, load_situation)

LANGS = ("pt", "es", "ca")
TABLE2 = "table: [7♣ 7♦ 7♥, 2♥ 3♥ 4♥ 5♥]\n"

BUY = "question: buy\nactive: 1\ndiscard: 7H 9C\nstock: 5D 4D 3D\nasks:\n  2: 7H\n"

#: code → a situation the command reads (text), with its options; ``FILE`` cases name a path.
CLI = {
    "unknown-profile": ("question: penalty\nhand: 7H\n", ["--profile", "liverpool"]),
    # --compare with this site's own rules: nothing to compare with
    "compare-without-house": ("question: penalty\nhand: 7H\n", ["--compare", True]),
    "not-utf8": ("question: penalty\nhand: 7♥\n\ud800", []),
    "yaml-too-deep": ("question: penalty\nhand: " + "[" * 30 + "]" * 30 + "\n", []),
    "yaml-too-many": ("a0: &a0 [JK, JK, JK, JK, JK, JK, JK, JK, JK]\n" + "".join(
        f"a{i}: &a{i} [{', '.join(['*a' + str(i - 1)] * 9)}]\n" for i in range(1, 10))
        + "question: penalty\nhand: *a9\n", []),
    "yaml-self-alias": ("question: penalty\nhand: &a [7H, *a]\n", []),
    "yaml-character": ("question: penalty\nhand: 7♥\x00\n", []),
    "yaml-syntax": ("question: penalty\nhand: [7H\n", []),
    "yaml-value": ("question: penalty\nhand: !!int abc\n", []),
    "yaml-number-too-long": ("question: draw\nstock: " + "9" * 5000 + "\ndiscard: 1\n", []),
    "field-twice": ("question: penalty\nhand: 7H\nhand: 8H\n", []),
    "empty": ("", []),
    "not-a-mapping-given": ("- a\n- b\n", []),
    "missing-question": ("hand: 7H\n", []),
    "unknown-question": ("question: nope\n", []),
    "unsupported": ("question: draw\nstock: 1\ndiscard: 2\n", ["--profile", "catalan-source"]),
    "unsupported-clause": (
        "question: standings\npenalties: [[0, 10, 10, 10], [10, 0, 10, 10], [2, 2, 0, 3], "
        "[2, 2, 3, 0], [5, 5, 5, 0], [0, 40, 9, 9], [40, 0, 40, 40]]\n",
        ["--profile", "catalan-source"]),
    "missing-field-of": ("question: can-open\nhand: 7H\n", []),
    "unknown-field-of": ("question: penalty\nhand: 7H\ncolour: red\n", []),
    "card-and-cards": ("question: lay-off\nround: 2\n" + TABLE2 + "opened: earlier\nhand: 3\n"
                       "card: 7S\ncards: 7S 8S\n", []),
    "missing-card-or-cards": ("question: lay-off\nround: 2\n" + TABLE2 + "opened: earlier\n"
                              "hand: 3\n", []),
    "no-seat": ("question: buy\nactive: 1\ndiscard: 7H\nstock: 5D\nasks:\n  5: 7H\n", []),
    "wrong-type": ("question: can-open\nround: two\nhand: 7H\n", []),
    "not-one-of": ("question: meld\nmeld: 7H 7D 7C\nkind: run\n", []),
    "not-one-of-hint": ("question: lay-off\nround: 2\n" + TABLE2 + "opened: yes\nhand: 3\n"
                        "card: 7S\n", []),
    "items-count": ("question: standings\npenalties: [[1, 2, 3]]\n", []),
    "not-allowed": ("question: can-open\nround: 8\nhand: 7H\n", []),
    "repeated": ("question: standings\npenalties: [[0, 5, 5, 5]]\nplayers: [a, a, b, c]\n", []),
    "card-notation": ("question: penalty\nhand: 7X 8H\n", []),
    "hand-joker-declared": ("question: can-open\nround: 2\nhand: JK=7♠ 7♣\n", []),
    "no-cards": ("question: meld\nmeld: ''\n", []),
    "impossible-cards": ("question: penalty\nhand: 7♥ 7♥ K♠ 7♥\n", []),
    "table-meld": ("question: lay-off\nround: 2\ntable: [7C 7D 8H, 2H 3H 4H 5H]\n"
                   "opened: earlier\nhand: 3\ncard: 7S\n", []),
    "table-meld-jokers": ("question: lay-off\nround: 3\ntable: [4♠ JK 5♠ 6♠, 8H 9H 10H JH]\n"
                          "opened: earlier\nhand: 7♠ 2♣\ncard: 7♠\n", []),
    "table-meld-ambiguous": ("question: lay-off\nround: 2\ntable: [7♠ JK JK JK, 2H 3H 4H 5H]\n"
                             "opened: earlier\nhand: 3\ncard: 7S\n", []),
    "table-position": ("question: lay-off\nround: 2\ntable: [2H 3H 4H 5H]\nopened: earlier\n"
                       "hand: 3\ncard: 7S\n", []),
    "opened-final-round": ("question: lay-off\nround: 7\ntable: []\nopened: earlier\nhand: 3\n"
                           "card: 7S\n", []),
    "opened-empty-table": ("question: go-out\nround: 2\ntable: []\nopened: earlier\n"
                           "hand: 7S 8S\n", []),
    # fourteenth ca reading #1: js-281ba3fff9's table, the contract longer than laid down
    "this-turn-contract": ("question: joker-swap\nround: 5\ntable: [J♠ J♠ J♦ J♣, 5♠ 5♥ 5♦ 5♣, "
                           "2♣ 3♣ 4♣ 5♣ 6♣ JK=7♣]\nopened: this-turn\nhand: A♥ 7♦ 7♣\n", []),
    "piles-too-big": ("question: draw\nstock: 60\ndiscard: 10\n", []),
    "stock-too-big": ("question: draw\nstock: 67\ndiscard: 0\n", []),
    # issue 26: numbers in one form only, keys once as read, counts before anything is built
    "yaml-number-form": ("question: draw\nstock: 0x10\ndiscard: 1\n", []),
    "key-twice": ("question: buy\nactive: 1\ndiscard: 7H\nstock: 5D\nasks:\n  2: 7H\n"
                  "  \"2\": 7H\n", []),
    "too-many-cards": ("question: penalty\nhand: " + "7H " * 108 + "\n", []),
    "table-too-long": ("question: lay-off\nround: 2\ntable: [" + ", ".join(["7C 7D 7H"] * 9)
                       + "]\nopened: earlier\nhand: 3\ncard: 7S\n", []),
    "hand-too-big": ("question: lay-off\nround: 2\n" + TABLE2 + "opened: earlier\n"
                     "hand: 500\ncard: 7S\n", []),
    "hand-too-big-any": ("question: penalty\nhand: " + " ".join(
        f"{r}{s}" for r in "A 2 3 4 5 6 7 8 9 10".split() for s in "SHDC" * 2) + "\n", []),
    "row-high": ("question: standings\npenalties: [[0, 800, 10, 4]]\n", []),
    "meld-ambiguous": ("question: meld\nmeld: 7♠ JK JK JK\n", []),
    "row-two-zeros": ("question: standings\npenalties: [[0, 0, 5, 5]]\n", []),
    "row-low": ("question: standings\npenalties: [[0, 1, 5, 5]]\n", []),
    "refused": ("question: buy\nactive: 1\ndiscard: 7H\nstock: 5D\nasks:\n  1: 7H\n", []),
    "not-in-hand": ("question: lay-off\nround: 2\n" + TABLE2 + "opened: earlier\n"
                    "hand: 8S 9S\ncard: 7S\n", []),
    "no-meld": ("question: lay-off\nround: 2\n" + TABLE2 + "opened: earlier\nhand: 3\n"
                "card: 7S\ntarget: 4\n", []),
    "end-without-joker-to": ("question: joker-swap\nround: 2\ntable: [7♣ 7♦ 7♥, 2♥ JK 4♥ 5♥]\n"
                             "opened: earlier\nhand: 3♥ 8S\ncard: 3♥\nend: low\n", []),
    "end-on-group": ("question: lay-off\nround: 2\n" + TABLE2 + "opened: earlier\nhand: 3\n"
                     "card: 7S\ntarget: 1\nend: low\n", []),
    "swap-card-or-target": ("question: joker-swap\nround: 2\ntable: [7♣ 7♦ 7♥, 2♥ JK 4♥ 5♥]\n"
                            "opened: earlier\nhand: 3♥ 8S\njoker_to: 1\n", []),
    "no-joker-there": ("question: joker-swap\nround: 2\ntable: [7♣ 7♦ 7♥, 2♥ JK 4♥ 5♥]\n"
                       "opened: earlier\nhand: 3♥ 8S\ntarget: 1\n", []),
    "hand-too-small": ("question: lay-off\nround: 2\n" + TABLE2 + "opened: earlier\nhand: 1\n"
                       "cards: 7S 6H\n", []),
    "end-alone": ("question: lay-off\nround: 2\n" + TABLE2 + "opened: earlier\nhand: 3\n"
                  "card: 6H\nend: low\n", []),
    "table-empty": ("question: lay-off\nround: 2\ntable: []\nopened: no\nhand: 3\n"
                    "card: 7S\n", []),
    # a round's facts (issue 26 §2: the facts a buying puzzle shows)
    "needs-round": (BUY + "hands: [10, 10, 10, 10]\n", []),
    "seat-opened-final-round": (BUY + "round: 7\nopened: [2]\n", []),
    "seat-no-card": (BUY + "round: 2\nhands: [10, 0, 10, 10]\nopened: [2]\n", []),
    "first-turn": (BUY + "round: 2\nturn: 1\nopened: [3]\n", []),
    "discard-turn": (BUY + "turn: 3\ndiscard_size: 5\n", []),
    "piles-turn": (BUY + "round: 7\nturn: 13\nstock_size: 36\ndiscard_size: 13\n", []),
    # twelfth pt reading #1 (bu-5c4d051ea1): 14 + 10 on turn 39 of round 6, 15.5 purchases
    "piles-total": (BUY + "round: 6\nturn: 39\nstock_size: 14\ndiscard_size: 10\n", []),
    "cards-count": (BUY + "round: 2\nhands: [10, 12, 10, 10]\nstock_size: 30\n"
                    "discard_size: 9\n", []),
    "discard-unlisted-bought": ("question: buy\nactive: 1\ndiscard: 7H\ndiscard_size: 5\n"
                                "stock: 5D 6D 7D\nasks:\n  2: 7H\n  3: JK\n", []),
}

#: code → (question, plain data) for the checks the schema makes before the layer's own.
LAYER = {
    "cards-type": ("penalty", {"hand": 7}),
    "not-a-mapping": ("penalty", [1]),
    "missing-field": ("penalty", {}),
    "unknown-field": ("penalty", {"hand": "7H", "x": 1}),
    "not-a-number": ("can-open", {"round": "two", "hand": "7H"}),
    "number-range": ("can-open", {"round": 9, "hand": "7H"}),
    "number-at-least": ("lay-off", {"round": 2, "table": ["7C 7D 7H", "2H 3H 4H 5H"],
                                    "opened": "earlier", "hand": 3, "card": "7S",
                                    "target": 0}),
    "table-type": ("go-out", {"round": 2, "table": "7H", "opened": False, "hand": "7H"}),
    "opened-value": ("lay-off", {"round": 2, "table": ["7C 7D 7H", "2H 3H 4H 5H"],
                                 "opened": "maybe", "hand": 3, "card": "7S"}),
    "took-type": ("can-open", {"round": 2, "hand": "7H", "took": "7H"}),
    "one-card": ("can-open", {"round": 2, "hand": "7H 8H", "took": {"card": "7H 8H",
                                                                   "from": "stock"}}),
    "took-below": ("can-open", {"round": 2, "hand": "7H", "took": {"card": "7H",
                                                                  "from": "stock",
                                                                  "below": "8H"}}),
    "kind-value": ("meld", {"meld": "7H 7D 7C", "kind": "run"}),
    "row-length": ("standings", {"penalties": [[1, 2, 3]]}),
    "penalties-type": ("standings", {"penalties": 5}),
    "too-many-rounds": ("standings", {"penalties": [[0, 5, 5, 5]] * 8}),
    "row-type": ("standings", {"penalties": [5]}),
    "penalty-value": ("standings", {"penalties": [[0, -1, 5, 5]]}),
    "round-not-rows": ("standings", {"penalties": [[0, 5, 5, 5]], "round": 2}),
    "players-names": ("standings", {"penalties": [[0, 5, 5, 5]], "players": ["a", "a", "b",
                                                                             "c"]}),
    "asks-type": ("buy", {"active": 1, "discard": "7H", "stock": "5D", "asks": 5}),
    "draws-value": ("buy", {"active": 1, "discard": "7H", "stock": "5D", "asks": {},
                            "draws": "x"}),
    "bought-type": ("buy", {"active": 1, "discard": "7H", "stock": "5D", "asks": {},
                            "bought": 5}),
    "bought-value": ("buy", {"active": 1, "discard": "7H", "stock": "5D", "asks": {},
                             "bought": {"2": -1}}),
    "hands-sizes": ("buy", {"active": 1, "discard": "7H", "stock": "5D", "asks": {},
                            "round": 2, "hands": [10, 10]}),
    "hand-size-value": ("buy", {"active": 1, "discard": "7H", "stock": "5D", "asks": {},
                                "round": 2, "hands": [10, 10, -1, 10]}),
    "opened-seats": ("buy", {"active": 1, "discard": "7H", "stock": "5D", "asks": {},
                             "round": 2, "opened": [5]}),
    # plain data (JSON, the page) may name a seat as 2 and as "2": one seat, asked twice
    "seat-twice": ("buy", {"active": 1, "discard": "7H", "stock": "5D",
                           "asks": {"2": "7H", 2: "9C"}}),
    "bought-seat-twice": ("buy", {"active": 1, "discard": "7H", "stock": "5D", "asks": {},
                                  "bought": {"2": 1, 2: 1}}),
    "end-value": ("lay-off", {"round": 2, "table": ["7C 7D 7H", "2H 3H 4H 5H"],
                              "opened": "earlier", "hand": 3, "card": "7S", "end": "x"}),
    "card-or-cards": ("lay-off", {"round": 2, "table": ["7C 7D 7H", "2H 3H 4H 5H"],
                                  "opened": "earlier", "hand": 3}),
}


def _problem(why, path) -> QuestionError:
    return why.error(path)


#: code → a layer error made by the helpers the puzzles share (no question of the command
#: reaches them), or built directly for the schema's last resort.
HELPERS = {
    "hand-size-drawn": lambda: _problem(size_problem("can-open", 2, 5), ("hand",)),
    "hand-size-unopened": lambda: _problem(unopened_size_problem(2, 5, drawn=True), ("hand",)),
    "hand-size-final": lambda: _problem(size_problem("penalty", 7, 1), ("hand",)),
    # house rules without penalty cards: a purchase adds the card bought only (12, 13, 14…)
    "hand-size-house": lambda: _problem(
        size_problem("can-open", 2, 10, profile_named("h1-q0")), ("hand",)),
    "row-low-final": lambda: _problem(row_problem(7, [0, 5, 5, 5], whole_hand=True),
                                      ("penalties", 0)),
}


def _run(text: str, lang: str, options=()) -> tuple[int, str]:
    args = argparse.Namespace(file="-", lang=lang, json=False, profile="contrato")
    for flag, value in zip(options[::2], options[1::2]):
        setattr(args, flag.lstrip("-"), value)
    err = io.StringIO()
    status = cli.run(args, stdin=io.StringIO(text), stdout=io.StringIO(), stderr=err)
    return status, err.getvalue()


def _usage(argv: list[str]) -> str:
    """What ``contrato`` prints for a command line it does not understand (exit status 2)."""
    err = io.StringIO()
    with pytest.raises(SystemExit) as stop, contextlib.redirect_stderr(err):
        main(argv)
    assert stop.value.code == 2
    return err.getvalue()


def test_a_command_line_not_understood_is_one_line_in_the_language():
    assert _usage(["verdict", "--lang", "es", "--bogus"]).startswith(
        "contrato verdict: la línea de comandos no se entiende")
    assert _usage(["verdict", "--lang=ca", "a.yaml", "b.yaml"]).startswith(
        "contrato verdict: la línia d'ordres no s'entén")
    line = _usage(["verdict", "--lang", "en"])             # no such language: Portuguese
    assert line.startswith("contrato verdict: a linha de comando") and line.count("\n") == 1


def _layer(question: str, data) -> SituationError:
    with pytest.raises(QuestionError) as caught:
        ask(question, data)
    situation = Situation(question, {}, {}, "situation.yaml", None, CONTRATO)
    return situation.from_layer(caught.value)


def _from_helper(code: str) -> SituationError:
    err = HELPERS[code]()
    situation = Situation("standings", {}, {}, "situation.yaml", None, CONTRATO)
    return situation.from_layer(err)


def _file_cases(tmp_path: Path) -> dict:
    """The codes about the file itself, through the command with a path."""
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes("question: penalty\nhand: 7♥\n".encode("utf-8") + b"\xff\n")
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (MAX_BYTES + 10))
    return {"no-file": tmp_path / "nope.yaml", "is-folder": tmp_path,
            "cannot-read": tmp_path / ("x" * 300), "not-utf8-byte": bad,
            "too-large-read": big}


def every_error(tmp_path: Path, lang: str) -> dict[str, str]:
    """code → the line printed (or said) in ``lang``, for every code of :data:`CODES`."""
    out: dict[str, str] = {}
    seen: list[str] = []                 # the code of each error the command says

    def said(err, lang):
        seen.append(err.code)
        return localized(err, lang)

    original, cli.localized = cli.localized, said
    try:
        for code, (text, options) in CLI.items():
            status, err = _run(text, lang, options)
            assert status == 2 and seen[-1] == code, (code, seen[-1:], err)
            out[code] = err
        for code, path in _file_cases(tmp_path).items():
            args = argparse.Namespace(file=str(path), lang=lang, json=False, profile="contrato")
            err = io.StringIO()
            assert cli.run(args, stdout=io.StringIO(), stderr=err) == 2, code
            assert seen[-1] == code, (code, seen[-1])
            out[code] = err.getvalue()
    finally:
        cli.localized = original
    for code, (question, data) in LAYER.items():
        err = _layer(question, data)
        assert err.code == code, (code, err.code, str(err))
        out[code] = localized(err, lang)
    for code in HELPERS:
        err = _from_helper(code)
        assert err.code == code, (code, err.code)
        out[code] = localized(err, lang)
    out["usage"] = _usage(["verdict", "--lang", lang, "--bogus"])
    with pytest.raises(SituationError) as caught:
        load_situation("question: penalty\nhand: 7H\n" + "#" * MAX_BYTES)
    out["too-large"] = localized(caught.value, lang)
    out["invalid"] = localized(SituationError("x", source="s.yaml", line=2, field="hand",
                                              code="invalid"), lang)
    return out


#: Words of English that no sentence in pt, es or ca holds (field and question names, and the
#: values written in YAML, are removed first: they are the format's own words).
ENGLISH = re.compile(r"\b(the|is|must|not|cannot|with|which|only|this|that|given|whole|"
                     r"mapping|missing|unknown|allowed|pack|rule|seat|player|players|card|"
                     r"cards|meld|melds|field|line|file|folder|read|value|values|nested|"
                     r"levels|deep|digits|empty|write|least|fields|takes|needs|give|"
                     r"either|both|than|number|list|please|report|holds|has|are|"
                     r"no such|there|table|hand|round|rounds|question|questions)\b", re.I)
_FORMAT_WORDS = sorted({n for f in QUESTIONS.values() for n in f} | set(ALL_QUESTIONS)
                       | {"question", "this-turn", "earlier", "group", "sequence", "stock",
                          "discard", "low", "high", "catalan-source", "contrato", "liverpool",
                          "card: …, from: stock", "kind: group", "kind: sequence"},
                       key=len, reverse=True)


def english_words(line: str) -> list[str]:
    text = re.sub(r"'[^']*'", "", line)             # quoted names and values
    text = re.sub(r"\{[^}]*\}", "", text)
    for word in _FORMAT_WORDS:
        text = re.sub(rf"(?<![\w-]){re.escape(word)}(?![\w-])", "", text)
    return ENGLISH.findall(text)


@pytest.fixture(scope="module")
def said(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("errors")
    return {lang: every_error(tmp, lang) for lang in LANGS}


def test_every_code_is_driven(said):
    for lang in LANGS:
        assert set(said[lang]) == set(CODES), set(CODES) ^ set(said[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_every_error_is_one_line_in_the_language(said, lang):
    for code, line in said[lang].items():
        body = line.removeprefix("contrato verdict: ").rstrip("\n")
        assert "\n" not in body, (code, line)
        assert not english_words(body), (code, english_words(body), line)
        assert "(rule" not in body and "internal" not in body, (code, line)


def test_every_error_differs_by_language(said):
    for code in CODES:
        lines = {said[lang][code].split(": ", 1)[-1] for lang in LANGS}
        assert len(lines) == 3, (code, lines)


def test_errors_name_line_field_and_clause(said):
    assert said["pt"]["impossible-cards"].endswith(
        "<stdin>, linha 2, campo «hand»: o 7♥ não pode aparecer 3 vezes: o baralho só tem 2 de cada "
        "carta (§1.2)\n")
    assert said["es"]["no-seat"].endswith(
        "<stdin>, línea 6, campo «asks»: no hay jugador 5: los jugadores van de 1 a 4 (§1.1)\n")
    # sixth ca reading #10: not «n'hi ha 3, i no és el nombre correcte: una penalització…»
    # sixth pt reading #11: not «3 valores indicados, e não é o número certo»
    # ninth pt reading #3: not «foram indicados 3 valores, mas o número certo é outro: …»
    assert said["pt"]["items-count"].endswith(
        "<stdin>, linha 2, campo «penalties»: ronda 1: foram indicadas 3 penalizações, mas tem "
        "de haver uma por cada um dos 4 jogadores (§1.1)\n")
    assert said["ca"]["items-count"].endswith(
        "<stdin>, línia 2, camp «penalties»: ronda 1: s'han indicat 3 penalitzacions, però n'hi "
        "ha d'haver una per a cadascun dels 4 jugadors (§1.1)\n")
    assert said["es"]["items-count"].endswith(
        "<stdin>, línea 2, campo «penalties»: ronda 1: se han indicado 3 penalizaciones, pero "
        "tiene que haber una por cada uno de los 4 jugadores (§1.1)\n")
    assert "línea 3, columna 1" in said["es"]["yaml-syntax"]      # the end of the text


def test_a_wrong_type_cites_no_clause(said):
    # a field's type is the notation's, not a rule's (second pt reading #16: «(§1.2)» after
    # «stock: []» cited the pack); the range a field's values obey keeps its clause
    assert said["pt"]["wrong-type"].endswith(
        "<stdin>, linha 2, campo «round»: tem de ser um número inteiro, não o texto «two»\n")
    for lang in LANGS:
        assert "§" not in said[lang]["wrong-type"]
    assert said["pt"]["not-allowed"].rstrip().endswith("(§4.1)")


def test_the_message_of_the_issue_in_every_language(said):
    # 'input errors are English in every language' — a card badly written, in each
    assert "7X não é uma carta" in said["pt"]["card-notation"]
    assert "7X no es una carta" in said["es"]["card-notation"]
    assert "7X no és una carta" in said["ca"]["card-notation"]


@pytest.mark.parametrize("lang", LANGS)
def test_parts_are_joined_without_doubled_marks(said, lang):
    # issue 15: "--compare: --compare compara…", "não é válida: como sequência: …", "(sim (…))
    # (se o jogador…)" — the parts of a line meet with one mark, not two of a kind in a row
    for code, line in said[lang].items():
        body = line.removeprefix("contrato verdict: ").rstrip("\n")
        option = re.match(r"(--[a-z]+): ", body)
        assert not option or f"{option[1]}" not in body[option.end():option.end() + 12], \
            (code, line)
        assert not re.search(r"\)\s*\((?!§)", body), (code, line)    # a clause may follow
    meld = said[lang]["table-meld"].split("«table»: ", 1)[1]
    first, _, rest = meld.partition(". ")
    assert ":" not in first and rest.count(":") == 2, meld     # one sentence per kind of meld
    assert "h1-" in said[lang]["unknown-profile"], said[lang]["unknown-profile"]


@pytest.mark.parametrize("lang", LANGS)
def test_an_internal_error_is_said_in_the_language(lang):
    line = internal_error(ValueError("boom"), lang)
    assert "ValueError: boom" in line
    assert not english_words(line.replace("ValueError: boom", "")), line


def test_every_error_raised_names_its_code():
    # the errors the test above does not reach cannot slip through: every SituationError
    # (and Why) written in the questions of the command, what they share and the verdict
    # names a code of CODES (running-out and lay-down are the puzzles' questions only)
    import ast

    import sys

    from generator.verdict.data import LAYER

    root = Path(__file__).resolve().parents[1] / "generator"
    # the question layer's modules the command answers with, what they share, and the verdict
    shared = [root / "questions" / "common.py", root / "questions" / "__init__.py"]
    layer = [Path(sys.modules[m.__name__].__file__) for m in LAYER.values()]
    missing, unknown = [], []
    for path in sorted({*layer, *shared, *root.glob("verdict/*.py")}):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name not in ("SituationError", "Why"):
                continue
            codes = [k.value for k in node.keywords if k.arg == "code"]
            if not codes and not any(k.arg is None for k in node.keywords):
                missing.append(f"{path.name}:{node.lineno}")
            for c in codes:
                for value in (c.body, c.orelse) if isinstance(c, ast.IfExp) else (c,):
                    if isinstance(value, ast.Constant) and value.value not in CODES:
                        unknown.append(f"{path.name}:{node.lineno}: {value.value}")
    assert not missing and not unknown, (missing, unknown)


# -- a profile with rules of its own cites them (review pt #7, es #2) ---------------------------

@pytest.mark.parametrize("lang, said", [
    ("pt", "o 5♥ não pode aparecer 2 vezes: o baralho só tem 1 de cada carta (§V1)"),
    ("es", "el 5♥ no puede aparecer 2 veces: la baraja solo tiene 1 de cada carta (§V1)"),
    ("ca", "el 5♥ no hi pot ser 2 vegades: entre totes les cartes del joc només n'hi ha 1 (§V1)")])
def test_a_repeated_card_under_the_catalan_source_cites_its_one_deck(lang, said):
    # §1.2 here is two decks; the Catalan source's one deck and one joker is its V1
    status, err = _run("question: penalty\nhand: 5♥ 5♥ K♠\n", lang,
                       ("--profile", "catalan-source"))
    assert status == 2 and said in err and "§1.2" not in err, err
    status, err = _run("question: meld\nmeld: JK JK 5♠ 6♠\n", lang,
                       ("--profile", "catalan-source"))
    assert status == 2 and err.rstrip().endswith("(§V1)"), err
    # under this site's rules, the same pack rule is §1.2: two of each card
    status, err = _run("question: penalty\nhand: 5♥ 5♥ 5♥ K♠\n", lang)
    assert status == 2 and err.rstrip().endswith("(§1.2)") and "2" in err, err


# -- ca «baralla» is one 52-card deck (glossary #deck, §1.2): the whole pack is «el joc» ------
# (eighth ca reading #3; es/pt glossaries call the 107 cards together «la baraja»/«o baralho»)

@pytest.mark.parametrize("lang, said", [
    ("pt", "não pode haver 4 jokers: o baralho só tem 3 (§1.2)"),
    ("es", "no puede haber 4 comodines: la baraja solo tiene 3 (§1.2)"),
    ("ca", "no hi pot haver 4 comodins: entre totes les cartes del joc només n'hi ha 3 (§1.2)")])
def test_too_many_jokers_names_the_whole_pack(lang, said):
    status, err = _run("question: meld\nmeld: JK JK JK JK 5♠ 6♠\n", lang)
    assert status == 2 and said in err, err


# -- a count names what was counted (ninth pt reading #3) ---------------------------------------
# 8 rows of penalties are 8 rounds; 3 hand sizes for 4 seats; 2 names for 4 players

@pytest.mark.parametrize("text, lang, said", [
    ("question: standings\npenalties: [" + ", ".join(["[0, 1, 2, 3]"] * 8) + "]\n", "pt",
     "campo «penalties»: foram indicadas 8 rondas, mas um jogo tem 7: indique as penalizações "
     "de 1 a 7 rondas (§4.1)\n"),
    ("question: standings\npenalties: []\n", "pt",
     "campo «penalties»: não foi indicada nenhuma ronda, mas um jogo tem 7: indique as "
     "penalizações de 1 a 7 rondas (§4.1)\n"),
    (BUY + "hands: [11, 11, 11]\n", "pt",
     "campo «hands»: foram indicados 3 tamanhos de mão, mas são precisos 4, um por jogador, "
     "pela ordem dos lugares (§1.1)\n"),
    ("question: standings\npenalties: [[0, 5, 5, 5]]\nplayers: [Ana, Bruno]\n", "pt",
     "campo «players»: foram indicados 2 nomes, mas são precisos 4 nomes diferentes, pela ordem "
     "dos lugares (§1.1)\n"),
    ("question: standings\npenalties: [" + ", ".join(["[0, 1, 2, 3]"] * 8) + "]\n", "es",
     "campo «penalties»: se han indicado 8 rondas, pero tiene que haber de 1 a 7 (una partida "
     "tiene 7) (§4.1)\n"),
    (BUY + "hands: [11, 11, 11]\n", "es",
     "campo «hands»: se han indicado 3 tamaños de mano, pero tiene que haber 4, uno por jugador, "
     "en el orden de los asientos (§1.1)\n"),
    ("question: standings\npenalties: [" + ", ".join(["[0, 1, 2, 3]"] * 8) + "]\n", "ca",
     "camp «penalties»: s'han indicat 8 rondes, però n'hi ha d'haver d'1 a 7 (una partida en té "
     "7) (§4.1)\n"),
    ("question: standings\npenalties: []\n", "ca",
     "camp «penalties»: no s'ha indicat cap ronda, però n'hi ha d'haver d'1 a 7 (una partida en "
     "té 7) (§4.1)\n"),
    ("question: standings\npenalties: [[0, 5, 5, 5]]\nplayers: [Anna, Bernat]\n", "ca",
     "camp «players»: s'han indicat 2 noms, però hi ha d'haver 4 noms diferents, en l'ordre de "
     "joc (del jugador 1 al 4) (§1.1)\n")])
def test_a_wrong_count_names_what_was_counted(text, lang, said):
    status, err = _run(text, lang)
    assert status == 2 and err.endswith(said), err


# -- what a value must be is said as a clause, not a bare noun phrase after the colon ----------
# (thirteenth es reading #4: «-1 no está permitido: un número de cartas de 0 a 107 (§1.2)», «el
# valor se escribe A, 2 a 10, J, Q o K»; also «hay un elemento repetido: 4 nombres distintos»,
# «campo «card»: una sola carta, no 2» and es/ca «el valor declarado del comodín no es una carta,
# como en JK=7♠», which read as if JK=7♠ were not a card)

LAY_OFF = "question: lay-off\nround: 2\ntable: [7♣ 7♦ 7♥, 2♥ 3♥ 4♥ 5♥]\nopened: earlier\n"
HINTS = {
    "pile-size": "question: draw\nstock: -1\ndiscard: 3\n",
    "count": BUY + "hands: [11, -1, 11, 11]\n",
    "hand-or-size": LAY_OFF + "hand: -2\ncard: 6♥\n",
    "unknown-rank": "question: penalty\nhand: 1♠ 7♥\n",
    "bad-joker-value": "question: meld\nmeld: 7♥ 8♥ JK=X♥\n",
    "repeated": "question: standings\npenalties: [[0, 5, 5, 5]]\nplayers: [Ana, Ana, Bea, Carla]\n",
    "one-card": LAY_OFF + "hand: 6♥ 9♠ K♣\ncard: 6♥ 9♠\n",
}


@pytest.mark.parametrize("case, lang, said", [
    ("pile-size", "pt", "campo «stock»: -1 não é permitido: tem de ser um número de cartas de 0 a "
     "107 (§1.2)\n"),
    ("pile-size", "es", "campo «stock»: -1 no está permitido: tiene que ser un número de cartas de "
     "0 a 107 (§1.2)\n"),
    ("pile-size", "ca", "camp «stock»: -1 no està permès: ha de ser un nombre de cartes de 0 a 107 "
     "(§1.2)\n"),
    ("count", "pt", "campo «hands»: jogador 2: -1 não é permitido: tem de ser um número de "
     "cartas, 0 ou mais\n"),
    ("count", "es", "campo «hands»: jugador 2: -1 no está permitido: tiene que ser un número de "
     "cartas, 0 o más\n"),
    ("count", "ca", "camp «hands»: jugador 2: -1 no està permès: ha de ser un nombre de cartes, 0 "
     "o més\n"),
    ("hand-or-size", "pt", "campo «hand»: -2 não é permitido: tem de ser um número de cartas, 0 ou "
     "mais\n"),
    ("hand-or-size", "es", "campo «hand»: -2 no está permitido: tiene que ser un número de cartas, "
     "0 o más\n"),
    ("hand-or-size", "ca", "camp «hand»: -2 no està permès: ha de ser un nombre de cartes, 0 o "
     "més\n"),
    ("unknown-rank", "pt", "carta 1: 1♠ não é uma carta: o valor escreve-se A, de 2 a 10, J, Q ou "
     "K\n"),
    ("unknown-rank", "es", "carta 1: 1♠ no es una carta: el valor se escribe A, del 2 al 10, J, Q "
     "o K\n"),
    ("unknown-rank", "ca", "carta 1: 1♠ no és una carta: el valor s'escriu A, del 2 al 10, J, Q o "
     "K\n"),
    ("bad-joker-value", "pt", "carta 3: JK=X♥: o valor declarado do joker tem de ser uma carta, "
     "como em JK=7♠, ou um valor, como em JK=7\n"),
    ("bad-joker-value", "es", "carta 3: JK=X♥: el valor declarado del comodín tiene que ser una "
     "carta, como en JK=7♠, o un valor, como en JK=7\n"),
    ("bad-joker-value", "ca", "carta 3: JK=X♥: el valor declarat del comodí ha de ser una carta, "
     "com en JK=7♠, o un valor, com en JK=7\n"),
    ("repeated", "pt", "campo «players»: há um elemento repetido: são precisos 4 nomes "
     "diferentes, pela ordem dos lugares (§1.1)\n"),
    ("repeated", "es", "campo «players»: hay un elemento repetido: tiene que haber 4 nombres "
     "distintos, en el orden de los asientos (§1.1)\n"),
    ("repeated", "ca", "camp «players»: hi ha un element repetit, però hi ha d'haver 4 noms "
     "diferents, en l'ordre de joc (del jugador 1 al 4) (§1.1)\n"),
    ("one-card", "pt", "campo «card»: tem de ser uma carta só, não 2\n"),
    ("one-card", "es", "campo «card»: tiene que ser una sola carta, no 2\n"),
    ("one-card", "ca", "camp «card»: ha de ser una sola carta, no pas 2\n")])
def test_what_a_value_must_be_is_a_clause(case, lang, said):
    status, err = _run(HINTS[case], lang)
    assert status == 2 and err.endswith(said), err


# -- a value outside a list: what was given first, then what it must be (ninth pt reading #4) -----
# not «tem de ser no (…) ou earlier (…); não o texto «this-turn»»

@pytest.mark.parametrize("opened, lang, said", [
    ("this-turn", "pt", "campo «opened»: o texto «this-turn» não serve aqui: tem de ser no (ainda "
     "não tinha aberto) ou earlier (já tinha aberto antes desta vez)\n"),
    ("this-turn", "es", "campo «opened»: el texto «this-turn» no sirve aquí: tiene que ser no "
     "(todavía no había abierto) o earlier (ya había abierto antes de este turno)\n"),
    ("this-turn", "ca", "camp «opened»: ha de ser no (encara no havia baixat) o earlier (ja havia "
     "baixat abans d'aquest torn); no pas el text «this-turn»\n"),
    # an empty value is «um valor vazio», never «nada não serve»
    ("", "pt", "campo «opened»: um valor vazio não serve aqui: tem de ser no (ainda não tinha "
     "aberto) ou earlier (já tinha aberto antes desta vez)\n"),
    ("", "es", "campo «opened»: un valor vacío no sirve aquí: tiene que ser no (todavía no había "
     "abierto) o earlier (ya había abierto antes de este turno)\n")])
def test_a_value_outside_a_list_says_what_was_given_first(opened, lang, said):
    text = "question: go-out\nround: 2\n" + TABLE2 + f"opened: {opened}\nhand: 7S 8S\n"
    status, err = _run(text, lang)
    assert status == 2 and err.endswith(said), err
    status, err = _run("question: meld\nmeld: 7H 7D 7C\nkind: run\n", lang)
    assert status == 2 and err.endswith({
        "pt": "o texto «run» não serve aqui: os valores possíveis são group, sequence\n",
        "es": "el texto «run» no sirve aquí: los valores posibles son group, sequence\n",
        "ca": "ha de ser un d'aquests valors: group, sequence; no pas el text «run»\n"}[lang]), err


# -- true/false: YAML 1.2 reads yes/no as text, so only true/false are named (twelfth pt
# reading #3: «(yes, true)» / «(no, false)», while «no» is a value of «opened») ----------------

@pytest.mark.parametrize("lang, true_said, false_said", [
    ("pt", "campo «opened»: um valor que o YAML lê como verdadeiro (true) não serve aqui",
     "campo «kind»: um valor que o YAML lê como falso (false) não serve aqui"),
    ("es", "campo «opened»: un valor que YAML lee como verdadero (true) no sirve aquí",
     "campo «kind»: un valor que YAML lee como falso (false) no sirve aquí"),
    ("ca", "no pas un valor que YAML llegeix com a cert (true)\n",
     "no pas un valor que YAML llegeix com a fals (false)\n")])
def test_true_and_false_are_named_as_yaml_1_2_reads_them(lang, true_said, false_said):
    status, err = _run("question: go-out\nround: 2\n" + TABLE2 + "opened: true\nhand: 7S 8S\n",
                       lang)
    assert status == 2 and true_said in err and "yes" not in err, err
    status, err = _run("question: meld\nmeld: 7H 7D 7C\nkind: false\n", lang)
    assert status == 2 and false_said in err and "(no" not in err, err


# -- piles-turn: why the piles cannot be (ninth ca reading #3: «el munt encara no es pot haver
# acabat» for a stock of 40 read as a non sequitur) -------------------------------------------
# Round 2 starts with 66 cards in the stock and 1 in the discard pile (2.6); on turn 5 the stock
# has not run out, so 40 and 3 must come from the deal: 4 turns and whole purchases cannot.

PILES = (BUY.replace("stock: 5D 4D 3D", "stock: 5D")
         + "round: 2\nturn: 5\nstock_size: {stock}\ndiscard_size: 3\n")


@pytest.mark.parametrize("lang, stock, profile, said", [
    ("ca", 40, "contrato",
     "al torn 5 de la ronda 2 el munt encara no s'ha pogut acabar ni refer, i per tant cap "
     "partida no hi arriba amb 40 cartes al munt i 3 a la pila de descarts: la ronda comença "
     "amb 66 cartes al munt i 1 a la pila de descarts (§2.6); a cada torn, el jugador roba una "
     "carta i en descarta una (§5.1), i cada compra fora de torn s'emporta la carta de dalt de "
     "la pila de descarts i una del munt (§6.3)"),
    ("es", 40, "contrato",
     "en el turno 5 de la ronda 2 el mazo aún no ha podido acabarse ni rehacerse, así que "
     "ninguna partida llega a ese turno con 40 cartas en el mazo y 3 en el descarte: la ronda "
     "empieza con 66 cartas en el mazo y 1 en el descarte (§2.6); en cada turno, el jugador roba "
     "una carta y descarta una (§5.1), y cada compra fuera de turno se lleva la carta de arriba "
     "del descarte y una del mazo (§6.3)"),
    ("pt", 40, "contrato",
     "na jogada 5 da ronda 2 o monte ainda não pode ter acabado nem sido refeito, por isso "
     "nenhum jogo chega a essa jogada com 40 cartas no monte e 3 no descarte: a ronda começa com "
     "66 cartas no monte e 1 no descarte (§2.6); em cada jogada, o jogador tira uma carta e "
     "descarta uma (§5.1), e cada compra fora da vez leva a carta de cima do descarte e uma do "
     "monte (§6.3)"),
    # one card in the stock; house rules with 2 penalty cards, or none (6.3)
    ("ca", 1, "contrato", "amb 1 carta al munt i 3 a la pila de descarts"),
    ("es", 1, "contrato", "con 1 carta en el mazo y 3 en el descarte"),
    ("pt", 1, "contrato", "com 1 carta no monte e 3 no descarte"),
    ("ca", 40, "h1-q2", "la carta de dalt de la pila de descarts i 2 del munt (§6.3)"),
    ("es", 40, "h1-q2", "la carta de arriba del descarte y 2 del mazo (§6.3)"),
    ("pt", 40, "h1-q2", "a carta de cima do descarte e 2 do monte (§6.3)"),
    ("ca", 40, "h1-q0", "la carta de dalt de la pila de descarts sense cap carta del munt (§6.3)"),
    ("es", 40, "h1-q0", "la carta de arriba del descarte sin ninguna del mazo (§6.3)"),
    ("pt", 40, "h1-q0", "a carta de cima do descarte sem nenhuma do monte (§6.3)"),
])
def test_piles_turn_says_the_piles_count_from_the_deal(lang, stock, profile, said):
    status, err = _run(PILES.format(stock=stock), lang, ("--profile", profile))
    assert status == 2, err
    assert said in err and err.count("\n") == 1, err


# -- piles-total (twelfth pt reading #1): at the start of every turn the stock and the discard
# pile hold the deal's 59 (round 6) less 2 per purchase, the stock rebuilt or not (9.1) --------
# bu-5c4d051ea1: turn 39 of round 6, Carla opened with 5 cards, the others 14, 12 and 14

TOTAL = (BUY.replace("active: 1", "active: 2").replace("asks:\n  2: 7H", "asks:\n  3: 7H")
         + "round: 6\nturn: 39\nhands: [5, 14, 12, 14]\nopened: [1]\n"
         "stock_size: 14\ndiscard_size: {discard}\n")


@pytest.mark.parametrize("lang, said", [
    ("pt", "o monte (14) e o descarte (10) têm 24 cartas ao todo, e nenhum jogo lhes deixa "
           "esse total na ronda 6: no início de cada jogada, têm 59 cartas menos 2 por cada "
           "compra fora da vez feita na ronda (59, 57…), e as mãos de quem ainda não abriu "
           "mostram 2 compras, por isso no máximo 55; a ronda começa com essas cartas no monte e "
           "no descarte (§2.6), em cada jogada o jogador tira uma carta e descarta uma (§5.1) e "
           "o monte refaz-se com o descarte (§9.1), sem mudar o total, e só uma compra fora da "
           "vez lhes tira cartas: a de cima do descarte e uma do monte (§6.3)\n"),
    ("es", "el mazo (14) y el descarte (10) tienen 24 cartas en total, y ninguna partida les "
           "deja ese total en la ronda 6: al empezar cada turno, tienen 59 cartas menos 2 por "
           "cada compra fuera de turno hecha en la ronda (59, 57…), y las manos de quienes aún "
           "no han abierto muestran 2 compras, así que como mucho 55; la ronda empieza con esas "
           "cartas en el mazo y el descarte (§2.6), en cada turno el jugador roba una carta y "
           "descarta una (§5.1) y el mazo se rehace con el descarte (§9.1), sin cambiar el "
           "total, y solo una compra fuera de turno les quita cartas: la de arriba del "
           "descarte y una del mazo (§6.3)\n"),
    ("ca", "el munt (14) i la pila de descarts (10) tenen 24 cartes en total, i cap partida no "
           "els deixa aquest total a la ronda 6: a l'inici de cada torn, en tenen 59 menys 2 per "
           "cada compra fora de torn feta a la ronda (59, 57…), i les mans de qui encara no ha "
           "baixat mostren 2 compres, per tant com a màxim 55; la ronda comença amb aquestes "
           "cartes al munt i a la pila de descarts (§2.6), a cada torn el jugador roba una carta "
           "i en descarta una (§5.1) i el munt es refà amb la pila de descarts (§9.1), sense "
           "canviar el total, i només una compra fora de torn els treu cartes: la de dalt de la pila de descarts i una del munt (§6.3)\n"),
])
def test_piles_whose_total_no_turn_has_are_refused(lang, said):
    status, err = _run(TOTAL.format(discard=10), lang)
    assert status == 2 and err.endswith(said) and err.count("\n") == 1, err
    # one card more in the discard pile: 25 = 59 less 17 purchases, the stock rebuilt by
    # now (turn 39 of round 6: 38 draws and a penalty card per purchase outrun its 58 cards)
    status, out = _run(TOTAL.format(discard=11), lang)
    assert status == 0, out


@pytest.mark.parametrize("lang, said", [
    ("pt", "têm 67 ou 59 cartas, conforme a ronda, menos 2 por cada compra fora da vez feita "
           "na ronda; a ronda"),
    ("es", "tienen 67 o 59 cartas, según la ronda, menos 2 por cada compra fuera de turno "
           "hecha en la ronda; la ronda"),
    ("ca", "en tenen 67 o 59, segons la ronda, menys 2 per cada compra fora de torn feta a la "
           "ronda; la ronda"),
])
def test_piles_total_without_the_round_names_both_deals(lang, said):
    status, err = _run(BUY + "turn: 39\nstock_size: 14\ndiscard_size: 10\n", lang)
    assert status == 2 and said in err, err
    assert _run(BUY + "turn: 39\nstock_size: 14\ndiscard_size: 11\n", lang)[0] == 0


@pytest.mark.parametrize("lang, said", [
    ("pt", "têm sempre 67 cartas, porque com estas regras da casa ninguém compra fora da vez; "
           "a ronda começa com essas cartas no monte e no descarte (§2.6), em cada jogada o "
           "jogador tira uma carta e descarta uma (§5.1) e o monte refaz-se com o descarte "
           "(§9.1), sem mudar o total (§6.1)\n"),
    ("es", "tienen siempre 67 cartas, porque con estas reglas de la casa nadie compra fuera de "
           "turno; la ronda"),
    ("ca", "en tenen sempre 67, perquè amb aquestes regles de la casa ningú no compra fora de "
           "torn; la ronda"),
])
def test_piles_total_without_buying(lang, said):
    situation = BUY.replace("asks:\n  2: 7H\n", "asks: {}\n") + (
        "round: 2\nturn: 80\nstock_size: 40\ndiscard_size: 26\n")
    status, err = _run(situation, lang, ("--profile", "h1-bn"))
    assert status == 2 and said in err, err


FIRST_TURN = ("question: buy\nactive: 1\nround: {round}\nturn: 1\ndiscard: 7H\n"
              "stock: 5D 4D 3D\nasks:\n  2: 7H\n")


@pytest.mark.parametrize("lang, round_, said", [
    # eleventh pt reading #3: a listed stock of 3 cards on turn 1 fails on the stock alone (the
    # discard pile is one card, nobody opened), so the stock the deal leaves is named (2.6):
    # 66 cards in rounds 1–3, 58 in rounds 4–7
    ("pt", 2, "ninguém abriu, cada mão tem só as cartas da distribuição e o monte tem 66 "
              "cartas (§2.3, §2.6)"),
    ("es", 2, "nadie ha abierto, cada mano tiene solo las cartas repartidas y el mazo tiene 66 "
              "cartas (§2.3, §2.6)"),
    ("ca", 2, "ningú no ha baixat, cada mà té només les cartes repartides i el munt té 66 "
              "cartes (§2.3, §2.6)"),
    ("pt", 5, "cada mão tem só as cartas da distribuição e o monte tem 58 cartas (§2.3, §2.6)"),
    ("es", 5, "cada mano tiene solo las cartas repartidas y el mazo tiene 58 cartas (§2.3, §2.6)"),
    ("ca", 5, "cada mà té només les cartes repartides i el munt té 58 cartes (§2.3, §2.6)"),
])
def test_first_turn_names_the_stock_the_deal_leaves(lang, round_, said):
    status, err = _run(FIRST_TURN.format(round=round_), lang)
    assert status == 2, err
    assert said in " ".join(err.split()), err


@pytest.mark.parametrize("lang, said", [
    ("pt", "ninguém abriu e cada mão tem só as cartas da distribuição (§2.3, §2.6)"),
    ("es", "nadie ha abierto y cada mano tiene solo las cartas repartidas (§2.3, §2.6)"),
    ("ca", "ningú no ha baixat i cada mà té només les cartes repartides (§2.3, §2.6)"),
])
def test_first_turn_without_a_round_names_no_stock(lang, said):
    """No round: the deal, and so the stock it leaves, is unknown; two discards on turn 1 fail
    on the discard pile, and the message names no stock."""
    status, err = _run("question: buy\nactive: 1\nturn: 1\ndiscard: 7H 9C\n"
                       "stock: 5D 4D 3D\nasks:\n  2: 7H\n", lang)
    assert status == 2, err
    assert said in " ".join(err.split()), err
    assert "66" not in err and "0 cart" not in err


def test_first_turn_in_english_names_the_stock():
    from generator.questions.common import RoundFacts, round_facts_problems
    (e,) = [e for e in round_facts_problems(RoundFacts(2, 1, (10, 10, 10, 10), stock=60,
                                                       discard=1), CONTRATO)
            if e.code == "first-turn"]
    assert ("nobody has opened, every hand holds the deal and the stock holds "
            "66 cards (2.3, 2.6)") in str(e), str(e)
    (e,) = [e for e in round_facts_problems(RoundFacts(None, 1, discard=2), CONTRATO)
            if e.code == "first-turn"]
    assert "nobody has opened and every hand holds the deal (2.3, 2.6)" in str(e), str(e)


@pytest.mark.parametrize("lang, said", [
    ("pt", {"012": "«012» tem um zero à esquerda; escreva 12",
            "+2": "«+2» tem o sinal +; escreva 2",
            "0x10": "«0x10» está escrito na forma 0x (hexadecimal); escreva 16",
            "0o17": "«0o17» está escrito na forma 0o (octal); escreva 15"}),
    ("es", {"012": "«012» tiene un cero a la izquierda; escribe 12",
            "+2": "«+2» lleva el signo +; escribe 2",
            "0x10": "«0x10» está escrito en la forma 0x (hexadecimal); escribe 16",
            "0o17": "«0o17» está escrito en la forma 0o (octal); escribe 15"}),
    ("ca", {"012": "«012» té un zero a l'esquerra; escriviu 12",
            "+2": "«+2» porta el signe +; escriviu 2",
            "0x10": "«0x10» està escrit en la forma 0x (hexadecimal); escriviu 16",
            "0o17": "«0o17» està escrit en la forma 0o (octal); escriviu 15"}),
])
def test_a_number_not_in_plain_digits_is_refused_for_what_it_is(lang, said):
    # fourteenth es reading #2: «012» was refused as «no es un número entero escrito solo con
    # cifras», which it is; the error names the leading zero, the sign or the 0x / 0o form
    from generator.verdict import browser
    for value, words in said.items():
        status, err = _run(f"question: draw\nstock: {value}\ndiscard: 1\n", lang)
        assert status == 2 and words in err, err
        assert "solo con cifras" not in err and "só com algarismos" not in err
        # the verdict page says the same (generator/verdict/browser.py)
        page = browser.number_form(json.dumps({"value": value, "number": words.split()[-1],
                                               "line": 2, "lang": lang}))
        assert words in page, page
