"""Errors of the puzzle generator: every problem names the file, the line and the field.

A :class:`TemplateError` holds one or more :class:`Problem` values; its message is one line
per problem, ``FILE:LINE: FIELD: what is wrong`` (with ``(rule X)`` when a rule is involved),
so an author can jump straight to the place to fix.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a template or a text file.

    - ``file``: the path as shown to the author (relative to the repository when possible);
    - ``line``: 1-based line, or ``None`` when the problem concerns the whole file;
    - ``field``: the field's path, e.g. ``situations[2].hand`` (``None`` for the whole file);
    - ``message``: what is wrong, in English, ending with ``(rule X)`` when a rule is broken;
    - ``clause``: the rule clause involved (``"1.2"``), if any.
    """

    file: str
    line: int | None
    field: str | None
    message: str
    clause: str | None = None

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: {self.field or '(file)'}: {self.message}"


class TemplateError(ValueError):
    """A puzzle template (or the configuration, or a text file) that cannot be used.

    ``problems`` lists every problem found (at least one); ``file``, ``line``, ``field`` and
    ``clause`` are those of the first. ``str(error)`` gives one line per problem.
    """

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        if not self.problems:
            raise ValueError("a TemplateError needs at least one problem")
        super().__init__("\n".join(str(p) for p in self.problems))

    @classmethod
    def one(cls, file: str, line: int | None, field: str | None, message: str,
            clause: str | None = None) -> "TemplateError":
        return cls([Problem(file, line, field, message, clause)])

    @property
    def file(self) -> str:
        return self.problems[0].file

    @property
    def line(self) -> int | None:
        return self.problems[0].line

    @property
    def field(self) -> str | None:
        return self.problems[0].field

    @property
    def clause(self) -> str | None:
        return self.problems[0].clause


class VerificationError(AssertionError):
    """A generated puzzle whose stated answer the engine does not confirm. This is a bug in
    the generator, never an author's mistake: the build stops rather than publish it."""
