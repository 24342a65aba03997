"""The reader of ``contrato verdict`` under hostile input (issue 11): whatever the text or the
bytes — YAML aliases nested ("billion laughs"), nesting hundreds of levels deep, huge numbers,
tags, control characters, broken UTF-8, 64 KB of anything — the command prints an answer
(exit 0) or one line on standard error (exit 2), never a traceback nor "internal error"
(exit 1), and reads no more than it needs. Time and memory are measured by ``make bench``
(``bench/worst.py``), never here.
"""

from __future__ import annotations

import argparse
import io
import os

import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from generator.lang.source import bounds_problem
from generator.verdict import cli
from generator.verdict.situation import (ALL_QUESTIONS, MAX_BYTES, MAX_DEPTH, MAX_VALUES,
                                         QUESTIONS, load_situation)


class _Bytes(io.StringIO):
    """Standard input as the command sees it: a text stream with a ``buffer`` of bytes."""

    def __init__(self, data: bytes) -> None:
        super().__init__()
        self.buffer = io.BytesIO(data)


def verdict(text: str | bytes, lang: str = "pt", *options: str) -> tuple[int, str, str]:
    """Run ``contrato verdict -`` on ``text`` (bytes: as read from a pipe)."""
    stdin = _Bytes(text) if isinstance(text, bytes) else io.StringIO(text)
    out, err = io.StringIO(), io.StringIO()
    args = argparse.Namespace(file="-", lang=lang, json="--json" in options,
                              profile="contrato")
    status = cli.run(args, stdin=stdin, stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def answered_or_refused(text: str | bytes, lang: str = "pt") -> tuple[int, str, str]:
    """The command's contract: 0 and an answer, or 2 and exactly one line on stderr."""
    status, out, err = verdict(text, lang)
    assert status in (0, 2), (status, err)
    if status == 0:
        assert out.strip() and err == ""
    else:
        assert out == "" and err.endswith("\n") and err.count("\n") == 1, err
        assert "internal error" not in err and "Traceback" not in err
    return status, out, err


def laughs(levels: int = 9, width: int = 9) -> str:
    out = f"a0: &a0 [{', '.join(['JK'] * width)}]\n"
    for i in range(1, levels + 1):
        out += f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]\n"
    return out + f"question: penalty\nhand: *a{levels}\n"


def digits(text: str) -> str:
    """``text`` with numbers as plain digits: the sentences write them as the language
    groups them (pt «20 000», with a no-break space)."""
    return re.sub(r"(?<=\d)[\s\u00a0\u202f](?=\d{3})", "", text)


# -- the two documents ---------------------------------------------------------------

def test_billion_laughs_is_one_line_and_exit_2():
    text = laughs()
    assert len(text.encode()) < 1024
    status, _, err = answered_or_refused(text)
    assert status == 2 and "linha 5" in err and f"{MAX_VALUES}" in digits(err)


@pytest.mark.parametrize("levels", [MAX_DEPTH + 1, 500, 10_000])
def test_deep_nesting_is_one_line_and_exit_2(levels):
    for text in ("question: penalty\nhand: " + "[" * levels + "]" * levels + "\n",
                 "question: penalty\nhand: " + "{a: " * levels + "}" * levels + "\n",
                 "question: penalty\nhand:\n" + "".join("  " * i + "- \n"
                                                        for i in range(1, min(levels, 200)))):
        status, _, err = answered_or_refused(text)
        assert status == 2 and f"mais de {MAX_DEPTH} níveis" in err and "linha " in err, err


def test_a_situation_nested_as_deep_as_the_format_needs_is_read():
    s = load_situation("question: standings\npenalties: [[0, 2, 3, 4], [0, 5, 5, 5]]\n")
    assert s.question == "standings"


def test_aliases_that_stay_small_are_read():
    # round 1: two groups of 7s (two decks), the second written as an alias of the first
    text = ("question: lay-off\nround: 1\ntable: [&m [7C, 7D, 7H], *m]\nopened: earlier\n"
            "hand: 7S 8C\ncard: 7S\ntarget: 2\n")
    status, out, _ = answered_or_refused(text)
    assert status == 0 and out.startswith("Sim.")


def test_an_alias_inside_its_own_value():
    status, _, err = answered_or_refused("question: penalty\nhand: &a [7H, *a]\n")
    assert status == 2 and "*a" in err


@pytest.mark.parametrize("text, words", [
    ("question: draw\nstock: " + "9" * 60_000 + "\ndiscard: 1\n", ["linha 2", "60000 algarismos"]),
    # YAML 1.2's core schema has no dates: the text is read as it is, and is no card
    ("question: penalty\nhand: 2001-13-45\n", ["linha 2", "2001-13-45", "não é uma carta"]),
    ("question: penalty\nhand: !!int abc\n", ["linha 2", "abc", "número inteiro"]),
    ("question: penalty\nhand: !!float abc\n", ["linha 2", "abc"]),
    ("question: penalty\nhand: !!timestamp abc\n", ["linha 2"]),
    ("question: penalty\nhand: !!bool abc\n", ["linha 2"]),
    ("question: penalty\nhand: !!python/object:os.system echo\n", ["linha 2"]),
    ("question: penalty\nhand: 7♥\n\ud800", ["UTF-8"]),
    ("question: penalty\nhand: 7♥\n\x00", ["carácter"]),
    ("question: penalty\nhand: 7H\n" + "#" * MAX_BYTES, ["64 KB"]),
    ("question: draw\nstock: .nan\ndiscard: .inf\n", ["linha 2", "«stock»"]),
    ("question: penalty\n? [a]\n: b\n", ["linha 2"]),
])
def test_values_yaml_cannot_build_are_refused_at_their_line(text, words):
    status, _, err = answered_or_refused(text)
    assert status == 2
    for w in words:
        assert w in digits(err), (w, err)


def test_broken_utf8_and_a_flood_of_bytes_from_a_pipe():
    status, _, err = answered_or_refused(b"question: penalty\nhand: 7\xff\n")
    assert status == 2 and "UTF-8" in err
    status, _, err = answered_or_refused(b"x" * (10 * MAX_BYTES))
    assert status == 2 and "64 KB" in err


def test_bounds_are_checked_before_anything_is_built():
    # linear scan of the events: stops at the first excess, whatever follows
    assert bounds_problem("a: " + "[" * 40_000, max_depth=20)[1] == \
        "nested more than 20 levels deep"
    assert bounds_problem(laughs(), max_values=1000)[0] == 4     # a3: 9 × 820 values
    assert bounds_problem("a: [1, 2, 3]\nb: *nope\n") is None     # left to the composer


# -- fuzzing: any text, any bytes, any mixture of the format's fields ---------------------------

_WORDS = sorted({name for fields in QUESTIONS.values() for name in fields} | {"question"})
_SCALARS = st.one_of(
    st.sampled_from(list(ALL_QUESTIONS) + ["7♥", "JK", "JK=7♠", "10S", "7C 7D 7H", "3♠ 4♠ 5♠ 6♠",
                                           "earlier", "this-turn", "no", "yes", "low", "high",
                                           "group", "sequence", "stock", "discard", "~", "''",
                                           "!!int 3", "!!str 7", "2001-12-14", "1e400", ".nan",
                                           "0x1F", "0o17", "1_000", "1:30", "-1", "JK JK JK"]),
    st.integers(-10 ** 30, 10 ** 30).map(str),
    st.text(alphabet="7AJQK10♠♥♦♣SHDCX= -,[]{}&*!:#'\"", max_size=12))


@st.composite
def yamlish(draw, depth=0):
    """A YAML value written as text: scalars, lists, mappings, anchors and aliases."""
    kind = draw(st.sampled_from(["scalar", "scalar", "list", "map", "alias"] if depth < 3
                                else ["scalar"]))
    if kind == "scalar":
        return draw(_SCALARS)
    if kind == "alias":
        return draw(st.sampled_from(["*a", "*b", "&a 7H", "&b [7H, *a]", "*c"]))
    items = draw(st.lists(yamlish(depth + 1), max_size=4))
    if kind == "list":
        return "[" + ", ".join(items) + "]"
    keys = draw(st.lists(st.sampled_from(_WORDS + ["1", "2", "5", "x"]), min_size=len(items),
                         max_size=len(items)))
    return "{" + ", ".join(f"{k}: {v}" for k, v in zip(keys, items)) + "}"


@st.composite
def situations(draw):
    """Situations near the format: a question and fields of any question, any values."""
    question = draw(st.sampled_from(list(ALL_QUESTIONS)))
    fields = draw(st.lists(st.sampled_from(_WORDS), max_size=7, unique=True))
    lines = [f"question: {question}"] + [f"{f}: {draw(yamlish())}" for f in fields
                                         if f != "question"]
    return "\n".join(draw(st.permutations(lines))) + "\n"


#: Examples per fuzz test (``CONTRATO_FUZZ_EXAMPLES=20000`` for a longer hunt).
_FUZZ = settings(max_examples=int(os.environ.get("CONTRATO_FUZZ_EXAMPLES", "300")), deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])


@_FUZZ
@given(st.text(max_size=400))
def test_any_text_is_answered_or_refused_in_one_line(text):
    answered_or_refused(text)


@_FUZZ
@given(st.binary(max_size=400))
def test_any_bytes_are_answered_or_refused_in_one_line(data):
    answered_or_refused(data)


@_FUZZ
@given(situations(), st.sampled_from(["pt", "es", "ca"]))
def test_any_mixture_of_the_formats_fields_is_answered_or_refused(text, lang):
    answered_or_refused(text, lang)
