"""The move from the YAML text catalogues to the Fluent ones (generator/lang/migrate.py): the
conversion of a text, the three-way move of what a branch changed in its YAML, the loader that
reads a YAML file's new keys until the move is run, and no YAML catalogue left in docs/."""

from __future__ import annotations

import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest

from generator.lang import DOCS, LANGS
from generator.lang.catalogue import Catalogue, load_catalogue
from generator.lang.migrate import CATALOGUES, Report, convert, migrate, migrate_text

YAML = textwrap.dedent("""\
    join:
      and: " e "
    can-open:
      situation:
        hand: "A sua mão ({size} cartas):"
        purchases_one: "Já comprou fora da vez {n} vez."
        purchases_other: "Já comprou fora da vez {n} vezes."
    literal: "Escreve {{7♥}} entre chavetas, e {card} fica {state}."
    long: >-
      Uma frase comprida o bastante para não caber numa só linha do ficheiro, com {card} e
      {player}, que a conversão parte em várias linhas sem partir nenhuma variável a meio.
    """)


def _catalogue(ftl: str) -> Catalogue:
    return Catalogue("pt", "puzzles", [("test.ftl", ftl)])


def test_a_yaml_catalogue_converts_to_messages_that_read_the_same():
    import yaml
    converted = convert(yaml.safe_load(YAML))
    assert set(converted) == {"join-and", "can-open-situation-hand",
                              "can-open-situation-purchases", "literal", "long"}
    assert converted["join-and"] == 'join-and = { " e " }\n'
    assert converted["can-open-situation-hand"] == (
        "can-open-situation-hand = A sua mão ({ $size } cartas):\n")
    t = _catalogue("".join(converted.values()))
    assert t.format("join.and") == " e "
    assert t.format("can-open.situation.hand", size=5) == "A sua mão (5 cartas):"
    # the plural pair: one message choosing by $count (the code's count=) with pt-PT's rules
    assert t.format("can-open.situation.purchases", count=1, n=1) == (
        "Já comprou fora da vez 1 vez.")
    assert t.format("can-open.situation.purchases", count=0, n=0) == (
        "Já comprou fora da vez 0 vezes.")
    assert t.format("literal", card="7♥", state="assim") == (
        "Escreve {7♥} entre chavetas, e 7♥ fica assim.")
    long = converted["long"]
    assert long.startswith("long =\n    ") and all(len(l) <= 96 for l in long.splitlines())
    assert t.format("long", card="7♥", player="a Ana") == (
        "Uma frase comprida o bastante para não caber numa só linha do ficheiro, com 7♥ e "
        "a Ana, que a conversão parte em várias linhas sem partir nenhuma variável a meio.")


FTL = textwrap.dedent("""\
    ## Hand-written Fluent
    can-open-situation-hand = A sua mão ({ $size ->
            [one] { $size } carta
           *[other] { $size } cartas
        }):
    can-open-situation-took = Tirou { $card }.
    can-open-situation-gone = Uma frase que o outro ramo apagou.
    penalty-answer = { $n } pontos
    """)


def test_the_move_applies_what_the_other_side_changed_and_keeps_the_rest():
    import yaml
    base = convert(yaml.safe_load(textwrap.dedent("""\
        can-open:
          situation:
            hand: "A sua mão ({size} cartas):"
            took: "Tirou {card}."
            gone: "Uma frase que o outro ramo apagou."
        penalty:
          answer: "{n} pontos"
        """)))
    theirs = convert(yaml.safe_load(textwrap.dedent("""\
        can-open:
          situation:
            hand: "A sua mão ({size} cartas):"
            took: "Tirou {card} do monte."
            below: "Debaixo de {card}:"
        penalty:
          answer: "{n} pontos"
        reasons:
          house-rules-code: "{text} não é um código."
        """)))
    report = Report("test.ftl")
    out = migrate_text(FTL, theirs, base, report)
    assert report.added == ["can-open-situation-below", "reasons-house-rules-code"]
    assert report.replaced == ["can-open-situation-took"]
    assert report.removed == ["can-open-situation-gone"]
    t = _catalogue(out)
    # untouched on their side: the hand-written Fluent message stays, with its plural
    assert t.format("can-open.situation.hand", size=1) == "A sua mão (1 carta):"
    assert t.format("can-open.situation.took", card="7♥") == "Tirou 7♥ do monte."
    assert not t.has("can-open.situation.gone")
    assert t.format("reasons.house-rules-code", text="X") == "X não é um código."
    # a new key goes beside its relatives: after the last can-open-situation message
    ids = t.own
    assert ids.index("can-open-situation-below") == ids.index("can-open-situation-took") + 1
    assert ids[-1] == "reasons-house-rules-code"
    # without a base (outside a merge) only what is missing is added
    report = Report("test.ftl")
    out = migrate_text(FTL, theirs, None, report)
    assert report.added == ["can-open-situation-below", "reasons-house-rules-code"]
    assert not report.replaced and not report.removed
    assert _catalogue(out).format("can-open.situation.took", card="7♥") == "Tirou 7♥."


@pytest.fixture
def docs_copy(tmp_path) -> Path:
    docs = tmp_path / "docs"
    for lang in LANGS:
        (docs / lang).mkdir(parents=True)
        for name in ("cards",) + CATALOGUES:
            shutil.copy(DOCS / lang / f"{name}.ftl", docs / lang / f"{name}.ftl")
    return docs


def test_a_yaml_file_left_by_a_merge_is_read_until_moved(docs_copy):
    (docs_copy / "es" / "verdict.yaml").write_text(textwrap.dedent("""\
        words:
          and: " y "
        reasons:
          brand-new: "{text} es nuevo (§3.1)."
        """), encoding="utf-8")
    t = load_catalogue("es", "verdict", docs_copy)
    # the Fluent file wins for a key both have; the YAML's new key is read, converted
    assert t.format("words.and") == " y "
    assert t.format("reasons.brand-new", text="Esto") == "Esto es nuevo (§3.1)."
    assert "reasons-brand-new" in t.own
    report = migrate("es", "verdict", docs_copy, ref="none", stage=False)
    assert report.added == ["reasons-brand-new"] and not report.replaced
    assert not (docs_copy / "es" / "verdict.yaml").exists()
    text = (docs_copy / "es" / "verdict.ftl").read_text(encoding="utf-8")
    assert "reasons-brand-new = { $text } es nuevo (§3.1).\n" in text


def test_the_command_in_a_merge_with_a_modify_delete_conflict(tmp_path):
    """The case it is for: main has the Fluent files, a branch added a key to its YAML."""
    def git(*args):
        subprocess.run(["git", *args], cwd=tmp_path, check=True, capture_output=True,
                       env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
                            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t",
                            "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    docs = tmp_path / "docs"
    (docs / "pt").mkdir(parents=True)
    yaml_file, ftl_file = docs / "pt" / "verdict.yaml", docs / "pt" / "verdict.ftl"
    yaml_file.write_text('words:\n  seat: "jogador {seat}"\n  old: "Antes: {card}."\n'
                         '  gone: "Apagada."\n', encoding="utf-8")
    git("init", "-q", "-b", "main")
    git("add", "-A")
    git("commit", "-qm", "base")
    git("checkout", "-qb", "branch")
    # the branch adds a key, edits one, removes one, and leaves one alone
    yaml_file.write_text('words:\n  seat: "jogador {seat}"\n  old: "Depois: {card}."\n'
                         '  new: "Nova: {card}."\n', encoding="utf-8")
    git("commit", "-qam", "a key")
    git("checkout", "-q", "main")
    yaml_file.unlink()
    ftl_file.write_text("words-seat = o jogador { $seat }\nwords-old = Antes: { $card }.\n"
                        "words-gone = Apagada.\n", encoding="utf-8")
    git("add", "-A")
    git("commit", "-qm", "fluent")
    git("checkout", "-q", "branch")
    merged = subprocess.run(["git", "merge", "-q", "main"], cwd=tmp_path, capture_output=True,
                            env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
                                 "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t",
                                 "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert merged.returncode != 0 and yaml_file.exists()        # modify/delete
    report = migrate("pt", "verdict", docs)
    # against the merge base: what the branch did, and only that (the Fluent file's own
    # edit of words-seat stays)
    assert (report.added, report.replaced, report.removed) == (
        ["words-new"], ["words-old"], ["words-gone"])
    assert ftl_file.read_text(encoding="utf-8") == (
        "words-seat = o jogador { $seat }\nwords-old = Depois: { $card }.\n"
        "words-new = Nova: { $card }.\n")
    status = subprocess.run(["git", "status", "--porcelain"], cwd=tmp_path,
                            capture_output=True, text=True).stdout
    assert "UD" not in status and "DU" not in status, status   # the conflict is resolved


def test_no_yaml_catalogue_is_left_in_docs():
    left = [str(DOCS / lang / f"{name}.yaml") for lang in LANGS for name in CATALOGUES
            if (DOCS / lang / f"{name}.yaml").exists()]
    assert not left, (
        f"{left}: the texts are Fluent files now (docs/<lang>/puzzles.ftl, verdict.ftl). Run "
        f"`.venv/bin/python -m generator.lang.migrate` (or `make ftl`) to move what your "
        f"branch added to the YAML into them (CONTRIBUTING.md, 'Adding a sentence').")
