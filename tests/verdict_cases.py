"""Situations of ``contrato verdict`` shared by the tests of the verdict page
(``test_verdict_page.py``, ``test_browser_verdict.py``), and the command line's own JSON.

- :func:`readme_situations`: each example of the README's verdict section, as written;
- :func:`puzzle_situations`: situations drawn from the puzzle generator's puzzles
  (:attr:`generator.puzzles.model.Puzzle.verdict`), every question of the tool, in the
  puzzles' order;
- :func:`cli_json`: what ``contrato verdict --json`` prints for a situation written in YAML,
  by the command's own code (:func:`generator.verdict.cli.run`) — computed now, never a stored
  copy, so that the page is compared with whatever the command line answers today.
"""

from __future__ import annotations

import argparse
import io
import json
import re
from pathlib import Path
from typing import Iterable

import yaml

from generator.verdict.fields import ALL_QUESTIONS
from generator.verdict.share import canonical, situation_yaml

ROOT = Path(__file__).resolve().parents[1]


def readme_section() -> str:
    readme = (ROOT / "README.md").read_text("utf-8")
    start = readme.index("## Settling an argument: `contrato verdict`")
    end = readme.find("\n## ", start + 1)
    return readme[start:end if end != -1 else None]


def readme_situations() -> list[str]:
    """The YAML of each ```yaml block of the README's verdict section, as written."""
    return [body for kind, body in re.findall(r"```(\w+)\n(.*?)```", readme_section(), re.S)
            if kind == "yaml"]


def puzzle_situations(puzzles: Iterable, per_question: int) -> list[dict]:
    """Up to ``per_question`` situations of each question, from the puzzles' verdict
    situations in order, each once."""
    out: dict[str, list[dict]] = {q: [] for q in ALL_QUESTIONS}
    seen = set()
    for p in puzzles:
        for data in p.verdict:
            key = json.dumps(data, sort_keys=True, ensure_ascii=False)
            mine = out[data["question"]]
            if key in seen or len(mine) >= per_question:
                continue
            seen.add(key)
            mine.append(dict(data))
    return [d for q in ALL_QUESTIONS for d in out[q]]


def cli_json(text: str, lang: str = "pt", profile: str = "contrato") -> tuple[int, object]:
    """``contrato verdict - --json --lang LANG --profile PROFILE`` on ``text``: the exit
    status and the parsed JSON (status 0) or the line on standard error."""
    from generator.verdict import cli
    out, err = io.StringIO(), io.StringIO()
    args = argparse.Namespace(file="-", lang=lang, json=True, profile=profile)
    status = cli.run(args, stdin=io.StringIO(text), stdout=out, stderr=err)
    return status, (json.loads(out.getvalue()) if status == 0 else err.getvalue())


def data_json(data: dict, lang: str = "pt") -> tuple[int, object]:
    """:func:`cli_json` of plain data, written as YAML by the page's own export
    (:func:`generator.verdict.share.situation_yaml`), checked to read back as the canonical
    form of ``data``."""
    text = situation_yaml(data)
    assert _string_keys(yaml.safe_load(text)) == _string_keys(
        {k: v for k, v in canonical(data).items() if k != "profile"}), text
    return cli_json(text, lang, data.get("profile", "contrato"))


def _string_keys(value):
    if isinstance(value, dict):
        return {str(k): _string_keys(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_string_keys(v) for v in value]
    return value
