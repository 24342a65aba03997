"""``contrato puzzles``: generate and verify the puzzles, print a summary per kind and round;
``--json FILE`` also writes them (``-`` for standard output).

Exit status: 0 on success, 2 for bad templates or texts (every problem printed as
``FILE:LINE: FIELD: message``), 1 if a puzzle fails verification (a generator bug).
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections import Counter
from pathlib import Path

from .errors import TemplateError, VerificationError
from .pipeline import Build, build
from .situation import KINDS
from .templates import ROOT


def _folder(text: str) -> Path:
    path = Path(text)
    if not path.is_absolute() and not path.exists() and (ROOT / path).exists():
        return ROOT / path
    return path


def summary(result: Build) -> str:
    """A table per kind: puzzles per round, with yes/no for can-open and difficulties."""
    lines = [f"seed {result.seed}: {len(result.puzzles)} puzzles"]
    for kind in KINDS:
        mine = [p for p in result.puzzles if p.kind == kind]
        if not mine:
            continue
        lines.append(f"{kind}: {len(mine)}")
        for round_ in sorted({p.round for p in mine}):
            here = [p for p in mine if p.round == round_]
            extra = ""
            if kind == "can-open":
                yes = sum(p.correct == 0 for p in here)
                extra = f"  (yes {yes}, no {len(here) - yes})"
            diff = Counter(p.difficulty for p in here)
            levels = " ".join(f"d{d}×{n}" for d, n in sorted(diff.items()))
            lines.append(f"  round {round_}: {len(here):3d}{extra}  {levels}")
    if result.duplicates:
        lines.append(f"duplicates removed: {len(result.duplicates)}")
        for dropped, kept in result.duplicates:
            lines.append(f"  {dropped.template} = {kept.template} ({kept.id})")
    return "\n".join(lines)


def to_json(result: Build) -> str:
    """The puzzles as a JSON array (fields of :class:`~.model.Puzzle`), deterministic."""
    data = [dataclasses.asdict(p) for p in result.puzzles]
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def run(args) -> int:
    """Entry point of ``contrato puzzles`` (``args.dir``, ``args.seed``, ``args.json_out``)."""
    try:
        result = build(_folder(getattr(args, "dir", "puzzles")), getattr(args, "seed", None))
    except TemplateError as err:
        print(f"contrato puzzles: {len(err.problems)} problem(s) in the templates:",
              file=sys.stderr)
        print(str(err), file=sys.stderr)
        return 2
    except VerificationError as err:
        print(f"contrato puzzles: verification failed: {err}", file=sys.stderr)
        return 1
    out = getattr(args, "json_out", None)
    if out == "-":
        sys.stdout.write(to_json(result))
        print(summary(result), file=sys.stderr)
        return 0
    print(summary(result))
    if out:
        Path(out).write_text(to_json(result), encoding="utf-8")
        print(f"wrote {len(result.puzzles)} puzzles to {out}")
    return 0
