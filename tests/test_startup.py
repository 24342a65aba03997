"""What ``contrato verdict`` imports and reads at its start (issue 24: the command on a trivial
situation starts in under 0.3 s, measured by ``make bench``, never timed here): the engine's
and the question layer's modules are imported when first used, and a Fluent catalogue parsed
once is read back from the cache, the same messages, never a file Fluent cannot read.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from generator.lang import catalogue
from generator.lang.located import SourceError
from generator.questions import MODULES, QUESTIONS, Questions

from verdict_cases import ROOT


def test_questions_are_their_modules_imported_on_first_use():
    assert list(QUESTIONS) == list(MODULES)
    for name in QUESTIONS:
        assert QUESTIONS[name].NAME == name
    assert "draw" in QUESTIONS and "chess" not in QUESTIONS
    with pytest.raises(KeyError):
        QUESTIONS["chess"]
    assert list(Questions(["penalty", "meld"])) == ["penalty", "meld"]


_IMPORTED = r"""
import io, json, sys, contextlib
from generator.verdict import cli
import argparse
args = argparse.Namespace(file="-", lang="pt", json=True, profile="contrato")
out = io.StringIO()
cli.run(args, stdin=io.StringIO("question: penalty\nhand: K♣ A♥ 5♦ JK\n"), stdout=out,
        stderr=io.StringIO())
json.dump({"answer": json.loads(out.getvalue())["answer"], "modules": sorted(sys.modules)},
          sys.stdout)
"""


def test_a_penalty_imports_no_solver_and_no_other_question():
    done = subprocess.run([sys.executable, "-c", _IMPORTED], capture_output=True, text=True,
                          cwd=ROOT, timeout=300, check=True)
    got = json.loads(done.stdout)
    assert got["answer"] == 45
    modules = set(got["modules"])
    assert "generator.questions.penalty" in modules
    assert not modules & {"generator.engine.opening", "generator.engine.going_out",
                          "generator.engine.state", "generator.engine.moves",
                          "generator.questions.can_open", "generator.questions.buy",
                          "generator.questions.go_out"}


TEXT = """hello = Olá, { $name }!
cards = { $count ->
    [one] uma carta
   *[other] { $count } cartas
}
"""


def test_a_parsed_catalogue_is_kept_and_read_back(tmp_path, monkeypatch):
    first = catalogue._parsed("x.ftl", TEXT, tmp_path)
    kept = list(tmp_path.glob("*.pickle"))
    assert len(kept) == 1 and kept[0].stem == catalogue.cache_key(TEXT)

    def no_parse(*_):
        raise AssertionError("parsed again")
    monkeypatch.setattr(catalogue, "_parse", no_parse)
    again = catalogue._parsed("x.ftl", TEXT, tmp_path)
    assert again.equals(first) and again is not first
    # another text is another key (and is parsed)
    monkeypatch.undo()
    catalogue._parsed("y.ftl", TEXT + "bye = Adeus\n", tmp_path)
    assert len(list(tmp_path.glob("*.pickle"))) == 2
    # a broken kept file is parsed again
    kept[0].write_bytes(b"not a pickle")
    assert catalogue._parsed("x.ftl", TEXT, tmp_path).equals(first)


def test_a_file_fluent_cannot_read_is_never_kept(tmp_path):
    for _ in range(2):
        with pytest.raises(SourceError) as err:
            catalogue._parsed("bad.ftl", "hello = { $name\n", tmp_path)
        assert str(err.value).startswith("bad.ftl:2: ") and "not valid Fluent" in str(err.value)
    assert not list(tmp_path.glob("*.pickle"))


def test_an_unwritable_cache_is_no_error(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder would be")
    resource = catalogue._parsed("x.ftl", TEXT, blocked / "ftl")
    assert [e.id.name for e in resource.body] == ["hello", "cards"]
