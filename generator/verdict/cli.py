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

from ..engine.errors import ContratoError
from ..questions.house import rules_of
from .answers import answer, compare
from .data import read_profile
from .errors import internal_error, localized
from .situation import MAX_BYTES, SituationError, load_situation

#: Exit status for a situation the tool cannot answer (argparse uses 2 for bad options too).
BAD_SITUATION = 2
#: Exit status for a fault of the tool itself.
INTERNAL_ERROR = 1


def _decode(data: bytes, source: str) -> tuple[str, str]:
    if len(data) > MAX_BYTES:
        raise SituationError(f"more than {MAX_BYTES:,} bytes: a situation is at most "
                             f"{MAX_BYTES // 1024} KB (every card of the pack takes under 2 KB)",
                             source=source, code="too-large-read", most=MAX_BYTES // 1024)
    try:
        return data.decode("utf-8"), source
    except UnicodeDecodeError as err:
        raise SituationError(f"not UTF-8 text (byte {err.start + 1})", source=source,
                             code="not-utf8-byte", position=err.start + 1) from None


def _read(path: str, stdin: TextIO) -> tuple[str, str]:
    """The text of the situation at ``path`` (``"-"``: standard input), read no further than
    :data:`~generator.verdict.situation.MAX_BYTES` and one byte: a longer input is refused
    unread."""
    if path == "-":
        raw = getattr(stdin, "buffer", None)
        if raw is None:                      # a text stream given by a caller (tests)
            return stdin.read(MAX_BYTES + 1), "<stdin>"
        return _decode(raw.read(MAX_BYTES + 1), "<stdin>")
    try:
        with open(path, "rb") as fh:
            return _decode(fh.read(MAX_BYTES + 1), path)
    except FileNotFoundError:
        raise SituationError("no such file", source=path, code="no-file") from None
    except IsADirectoryError:
        raise SituationError("is a folder, not a situation file", source=path,
                             code="is-folder") from None
    except OSError as err:
        raise SituationError(f"cannot be read: {err.strerror}", source=path,
                             code="cannot-read") from None


def run(args: argparse.Namespace, *, stdin: TextIO | None = None,
        stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Answer the situation in ``args.file`` (``"-"``: standard input) with ``args.lang``,
    ``args.json`` and ``args.profile``; return the exit status (0, or 2 for a bad situation)."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    try:
        profile = read_profile(args.profile)
        text, source = _read(args.file, stdin)
        if getattr(args, "compare", False):
            if rules_of(profile) is None:       # nothing to compare this site's rules with
                raise SituationError("--compare compares this site's rules with house rules: "
                                     "give them with --profile h1-…", source="--compare",
                                     code="compare-without-house", profile=args.profile)
            verdict = compare(lambda p: load_situation(text, source=source, profile=p),
                              profile, args.lang,
                              lambda err: localized(err, args.lang, source=False))
        else:
            situation = load_situation(text, source=source, profile=profile)
            verdict = answer(situation, profile, args.lang)
    except SituationError as err:
        print(f"contrato verdict: {localized(err, args.lang)}", file=stderr)
        return BAD_SITUATION
    except ContratoError as err:      # an engine refusal no answer turned into a verdict
        wrapped = SituationError(str(err), source=args.file, code="refused", cause=err)
        print(f"contrato verdict: {localized(wrapped, args.lang)}", file=stderr)
        return BAD_SITUATION
    except Exception as err:          # a bug: one line, and the traceback only on request
        if os.environ.get("CONTRATO_DEBUG"):
            raise
        print(f"contrato verdict: {internal_error(err, args.lang)}", file=stderr)
        return INTERNAL_ERROR
    if args.json:
        json.dump(verdict.as_json(), stdout, ensure_ascii=False, indent=2)
        stdout.write("\n")
    else:
        stdout.write(verdict.text() + "\n")
    return 0
