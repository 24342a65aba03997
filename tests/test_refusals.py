"""The refusal catalogue (``generator.engine.errors.REFUSALS``): every code the engine raises
is declared once, with its error type and the clauses it cites, and every declared code has
its sentence in each language (``reasons-*`` of ``docs/<lang>/verdict.ftl``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from generator.engine import errors
from generator.engine.errors import REFUSALS, Refusal
from generator.lang import LANGS
from generator.lang.catalogue import cited, load_catalogue

ENGINE = Path(errors.__file__).resolve().parent


def _raise_sites() -> list[tuple[str, int, str, str, str | None]]:
    """Every error built with a code in the engine's sources: (file, line, error type, code,
    clause written there or ``None`` when computed)."""
    sites = []
    for path in sorted(ENGINE.glob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        owner = {}                  # a call → the class whose body holds it
        for cls in ast.walk(tree):
            if isinstance(cls, ast.ClassDef):
                for inner in ast.walk(cls):
                    owner[inner] = cls.name
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name == "__init__":      # an error type passing its own code to its base
                name = owner.get(node, "")
            kw = {k.arg: k.value for k in node.keywords}
            if name == "_refuse" and len(node.args) == 4:
                code, clause = node.args[3], node.args[2]
                name = "IllegalMoveError"
            elif "code" in kw and name.endswith("Error"):
                code, clause = kw["code"], kw.get("clause")
            else:
                continue
            if isinstance(code, ast.JoinedStr):   # a computed code: f"{kind}-length"
                pattern = "".join(re.escape(v.value) if isinstance(v, ast.Constant)
                                  else "[a-z]+" for v in code.values)
                COMPUTED.append((path.name, node.lineno, name, pattern))
                continue
            if not isinstance(code, ast.Constant):
                continue                       # the base class passing its own code on
            literal = clause.value if isinstance(clause, ast.Constant) else None
            if clause is None:
                literal = getattr(getattr(errors, name, None), "clause", None)
            sites.append((path.name, node.lineno, name, code.value, literal))
    return sites


#: Codes built at the raise site (file, line, error type, regular expression of the code).
COMPUTED: list[tuple[str, int, str, str]] = []
SITES = _raise_sites()


def test_the_scan_sees_the_engine():
    codes = {code for *_, code, _ in SITES}
    assert {"sequence-gap", "keep-discard", "round-over", "draw-first", "notation",
            "too-many-copies", "opening-turn"} <= codes
    assert len(SITES) >= 60


@pytest.mark.parametrize("file, line, error, code, clause", SITES,
                         ids=[f"{f}:{n}:{c}" for f, n, _, c, _ in SITES])
def test_every_raised_code_is_declared_with_its_clause(file, line, error, code, clause):
    assert code in REFUSALS, f"{file}:{line}: code {code!r} is not in REFUSALS"
    refusal = REFUSALS[code]
    assert issubclass(getattr(errors, error), refusal.error), (file, line, error)
    if clause is not None:
        assert clause in refusal.clauses, f"{file}:{line}: {code} cites {clause}"


def test_every_declared_code_is_raised_somewhere():
    raised = {code for *_, code, _ in SITES}
    computed = {code for code in REFUSALS
                if any(re.fullmatch(pattern, code) for *_, pattern in COMPUTED)}
    assert set(REFUSALS) == raised | computed


@pytest.mark.parametrize("file, line, error, pattern", COMPUTED or [("-", 0, "-", "-")])
def test_every_computed_code_has_a_declaration(file, line, error, pattern):
    if file == "-":
        return
    matching = [r for code, r in REFUSALS.items() if re.fullmatch(pattern, code)]
    assert matching, f"{file}:{line}: no declared code matches {pattern}"
    for r in matching:
        assert issubclass(getattr(errors, error), r.error), (file, line, r.code)


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_has_a_sentence_in_every_language(lang):
    texts = load_catalogue(lang, "verdict")
    missing = [key for r in REFUSALS.values() for key in r.sentences if not texts.has(key)]
    assert not missing, f"{lang}: no sentence for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_refusal_sentences_cite_only_their_code_s_clauses_or_related_ones(lang):
    """A by-clause sentence cites its own clause; any sentence cites real clause IDs."""
    texts = load_catalogue(lang, "verdict")
    for r in REFUSALS.values():
        if r.by_clause:
            for clause, key in zip(r.clauses, r.sentences):
                for reading in texts.readings(key):
                    assert clause in cited(reading), (lang, key)


def test_a_refusal_names_its_sentences():
    assert REFUSALS["opening-turn"].sentences == ("reasons.opening-turn__5-4",
                                                  "reasons.opening-turn__7-1")
    assert REFUSALS["keep-discard"].sentences == ("reasons.keep-discard",)
    assert isinstance(errors.refusal("no-window"), Refusal)
    with pytest.raises(KeyError):
        errors.refusal("no-such-code")


#: The engine's refusal of a card that fits both ends laid off without its end, said in each
#: language: a natural ace's end is its own rule (3.3), not the joker's (D2) (thirteenth pt
#: reading #1, ca #1).
WHICH_END = {
    "pt": ("O A♦ serve nas duas pontas da sequência {m}, porque o ás pode ser baixo, antes do "
           "dois, ou alto, depois do rei: diga em qual (§3.3).",
           "O joker serve nas duas pontas da sequência {m}: diga em qual (§D2)."),
    "es": ("El A♦ encaja por los dos extremos de la escalera {m}, porque el as puede ir abajo, "
           "antes del 2, o arriba, después del rey: di por cuál (§3.3).",
           "El comodín encaja por los dos extremos de la escalera {m}: di por cuál (§D2)."),
    "ca": ("L'A♦ encaixa pels dos extrems de l'escala {m}, perquè l'as pot anar baix, abans del "
           "2, o alt, després del rei: digueu per quin (§3.3).",
           "El comodí encaixa pels dos extrems de l'escala {m}: digueu per quin (§D2)."),
}


@pytest.mark.parametrize("lang", LANGS)
def test_which_end_is_said_by_the_rule_the_engine_cites(lang):
    from generator.engine.cards import parse_card, parse_cards
    from generator.engine.errors import MeldError
    from generator.engine.melds import make_sequence
    from generator.engine.profile import CONTRATO
    from generator.lang.render import plain_reason
    from generator.questions.refusals import reason
    run = make_sequence(parse_cards("2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦"))
    texts = load_catalogue(lang, "verdict")
    said = []
    for card in ("A♦", "JK"):
        with pytest.raises(MeldError) as info:
            run.add(parse_card(card))
        assert info.value.code == "which-end"
        said.append(plain_reason(reason(info.value, CONTRATO, card=parse_card(card),
                                        meld=run.unicode()), lang, texts))
    m = run.unicode()
    assert said == [t.format(m=m) for t in WHICH_END[lang]]
    assert REFUSALS["which-end"].sentences == ("reasons.which-end__D2", "reasons.which-end__3-3")
