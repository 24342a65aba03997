"""The architecture as a contract (``[tool.importlinter]`` in pyproject.toml, checked with
import-linter): layers that import only downwards — engine < questions < lang < puzzles |
verdict | sim < site < cli —, no import cycle anywhere (imports inside functions included),
and no YAML, schema, template, Markdown or plotting library in the engine or the question
layer."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_LINT = ("import sys; from importlinter.cli import lint_imports; "
         "sys.exit(lint_imports(config_filename='pyproject.toml', no_cache=True))")


def test_import_contracts_are_kept():
    done = subprocess.run([sys.executable, "-c", _LINT], cwd=ROOT, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 kept, 0 broken" in done.stdout, done.stdout


def test_the_contract_catches_an_upward_import(tmp_path):
    """The layers contract is not vacuous: a copy of the package where the engine imports the
    site breaks it."""
    import shutil
    shutil.copytree(ROOT / "generator", tmp_path / "generator",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    bad = tmp_path / "generator" / "engine" / "deck.py"
    bad.write_text(bad.read_text("utf-8") + "\nfrom ..site import markup  # noqa\n", "utf-8")
    done = subprocess.run([sys.executable, "-c", _LINT], cwd=tmp_path, capture_output=True,
                          text=True, env={"PYTHONPATH": str(tmp_path), "PATH": ""})
    assert done.returncode != 0
    assert "generator.engine.deck -> generator.site.markup" in done.stdout, done.stdout
