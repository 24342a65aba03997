"""``contrato verdict [FILE] [--lang pt|es|ca] [--json] [--profile NAME|CODE]``.

``--profile`` names a profile (``contrato``, ``catalan-source``) or gives a house-rules code
(``h1-wa``: :mod:`generator.engine.house`), and the answer follows those rules; with
``--compare`` the situation is answered under this site's rules and under ``--profile``'s,
and the tool says whether the answer changes (the explanation names the house rules why).

Reads a situation (a YAML file, or standard input for ``-`` or no file), answers its question
(:func:`generator.verdict.answers.answer`) and prints the answer: text in the chosen language,
or with ``--json`` one JSON object whose ``answer`` holds the verdict, with ``clauses`` and
``explanation``. A bad situation prints one line on standard error, naming the file, line, field
and clause where it can, and the exit status is 2; nothing is printed on standard output.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import TextIO

from ..engine.errors import ContratoError, HouseRulesCodeError
from ..engine.house import profile_named
from .answers import answer, compare
from .situation import SituationError, load_situation

#: Exit status for a situation the tool cannot answer (argparse uses 2 for bad options too).
BAD_SITUATION = 2
#: Exit status for a fault of the tool itself.
INTERNAL_ERROR = 1


def _read(path: str, stdin: TextIO) -> tuple[str, str]:
    if path == "-":
        raw = getattr(stdin, "buffer", None)
        if raw is None:                      # a text stream given by a caller (tests)
            return stdin.read(), "<stdin>"
        data = raw.read()
        try:
            return data.decode("utf-8"), "<stdin>"
        except UnicodeDecodeError as err:
            raise SituationError(f"not UTF-8 text (byte {err.start})", source="<stdin>") from None
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read(), path
    except FileNotFoundError:
        raise SituationError("no such file", source=path) from None
    except IsADirectoryError:
        raise SituationError("is a folder, not a situation file", source=path) from None
    except UnicodeDecodeError as err:
        raise SituationError(f"not UTF-8 text (byte {err.start})", source=path) from None
    except OSError as err:
        raise SituationError(f"cannot be read: {err.strerror}", source=path) from None


def run(args: argparse.Namespace, *, stdin: TextIO | None = None,
        stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Answer the situation in ``args.file`` (``"-"``: standard input) with ``args.lang``,
    ``args.json`` and ``args.profile``; return the exit status (0, or 2 for a bad situation)."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    try:
        try:
            profile = profile_named(args.profile)
        except HouseRulesCodeError as err:
            raise SituationError(str(err), source="--profile") from None
        except KeyError as err:
            raise SituationError(err.args[0], source="--profile") from None
        text, source = _read(args.file, stdin)
        if getattr(args, "compare", False):
            verdict = compare(lambda p: load_situation(text, source=source, profile=p),
                              profile, args.lang)
        else:
            situation = load_situation(text, source=source, profile=profile)
            verdict = answer(situation, profile, args.lang)
    except SituationError as err:
        print(f"contrato verdict: {err}", file=stderr)
        return BAD_SITUATION
    except ContratoError as err:      # an engine refusal no answer turned into a verdict
        print(f"contrato verdict: {args.file}: {err}", file=stderr)
        return BAD_SITUATION
    except Exception as err:          # a bug: one line, and the traceback only on request
        if os.environ.get("CONTRATO_DEBUG"):
            raise
        print(f"contrato verdict: internal error ({type(err).__name__}: {err}); please report "
              f"it with the situation (CONTRATO_DEBUG=1 shows the traceback)", file=stderr)
        return INTERNAL_ERROR
    if args.json:
        json.dump(verdict.as_json(), stdout, ensure_ascii=False, indent=2)
        stdout.write("\n")
    else:
        stdout.write(verdict.text() + "\n")
    return 0
