"""Every fix reaches the three languages (issue 27, generator/lang/review.py): a text changed in
one language since the last confirmed review (docs/langs-review.tsv) is changed in the other
two as well, or confirmed there by name."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.lang import DOCS, LANGS, review


def test_no_text_changed_in_one_language_only():
    changes = review.compare(review.current(), review.read_record())
    one = [c for c in changes if c.kind == "one-language"]
    assert not one, "\n" + review.report(one)


def test_the_record_is_sorted_and_written_by_the_command():
    record = review.read_record()
    assert record, "docs/langs-review.tsv is missing: run make langs-confirm"
    text = review.RECORD.read_text(encoding="utf-8")
    units = [line.split("\t")[0] for line in text.splitlines()
             if line and not line.startswith("#")]
    assert units == sorted(units) and len(units) == len(set(units))
    assert all(len(h) == 12 for hashes in record.values() for h in hashes.values())


# -- the rule, on a copy of the texts ---------------------------------------------------------

@pytest.fixture
def docs(tmp_path) -> Path:
    for lang in LANGS:
        (tmp_path / lang).mkdir()
        for name in ("puzzles.ftl", "stats.yaml", "glossary.md"):
            shutil.copy(DOCS / lang / name, tmp_path / lang / name)
    return tmp_path


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_message_changed_in_one_language_is_caught_until_confirmed(docs):
    record = review.current(docs)
    _edit(docs / "pt" / "puzzles.ftl", "choices-yes = Sim", "choices-yes = Sim, claro")
    changes = review.compare(review.current(docs), record)
    assert changes == [review.Change("puzzles.ftl:choices-yes", "one-language", ("pt",))]
    assert changes[0].unchanged == ("es", "ca")
    message = review.report(changes)
    assert "puzzles.ftl:choices-yes: changed in pt, not in es, ca" in message
    assert "make langs-confirm UNITS='puzzles.ftl:choices-yes'" in message
    # confirming without naming it records nothing of it
    kept, left = review.confirm(review.current(docs), record)
    assert left == changes and kept == record
    # named (a pattern works too), it is recorded as reviewed
    kept, left = review.confirm(review.current(docs), record, ["puzzles.ftl:choices-*"])
    assert not left and not review.compare(review.current(docs), kept)


def test_a_change_in_every_language_a_new_message_and_rewrapping_are_fine(docs):
    record = review.current(docs)
    for lang, word in zip(LANGS, ("Não", "No", "No")):
        _edit(docs / lang / "puzzles.ftl", f"choices-no = {word}", f"choices-no = {word}!")
        path = docs / lang / "puzzles.ftl"
        path.write_text(path.read_text(encoding="utf-8") + "\nbrand-new = x\n",
                        encoding="utf-8")
    # re-wrapped, not changed
    _edit(docs / "es" / "stats.yaml", "¿Cómo se desarrolla una partida de Contrato? Estas",
          "¿Cómo se desarrolla una partida de Contrato?\n  Estas")
    changes = review.compare(review.current(docs), record)
    assert {(c.unit, c.kind) for c in changes} == {
        ("puzzles.ftl:choices-no", "all-languages"), ("puzzles.ftl:brand-new", "new")}
    kept, left = review.confirm(review.current(docs), record)
    assert not left and not review.compare(review.current(docs), kept)


def test_yaml_texts_and_page_sections_are_units_too(docs):
    record = review.current(docs)
    assert "stats.yaml:title" in record and "glossary.md:#joker" in record
    _edit(docs / "ca" / "glossary.md", "## Comodí {#joker}", "## Comodí {#joker}\n\nMés.")
    _edit(docs / "es" / "stats.yaml", "title: Estadísticas", "title: Las estadísticas")
    assert [str(c) for c in review.compare(review.current(docs), record)] == [
        "glossary.md:#joker: changed in ca, not in pt, es",
        "stats.yaml:title: changed in es, not in pt, ca"]


def test_a_broken_record_line_is_refused_with_its_line(tmp_path):
    path = tmp_path / "langs-review.tsv"
    path.write_text("# header\nunit\tabc\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"line 2: expected a unit and 3 hashes"):
        review.read_record(path)
