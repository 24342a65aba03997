"""Where a text's problems are: the file, line and field of each value of a source, and the
errors that name them — apart from YAML, so that what reads a text in the browser (the
verdict page's engine, which has no YAML reader) can use them.

Every problem with a source (a puzzle template, a text catalogue, a situation) is a
:class:`Problem`: file, line, field, message and the clause involved; a :class:`SourceError`
holds one or more of them, one line each, ``FILE:LINE: FIELD: message``. A :class:`Located`
maps a field path (``("situations", 2, "hand")``) to the line it was written on
(:func:`generator.lang.source.load` fills it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

__all__ = ["Problem", "SourceError", "Located", "field_name", "Path_"]


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


class SourceError(ValueError):
    """A source that cannot be used: a puzzle template, the configuration, a text catalogue.

    ``problems`` lists every problem found (at least one); ``file``, ``line``, ``field`` and
    ``clause`` are those of the first. ``str(error)`` gives one line per problem.
    """

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        if not self.problems:
            raise ValueError("a SourceError needs at least one problem")
        super().__init__("\n".join(str(p) for p in self.problems))

    @classmethod
    def one(cls, file: str, line: int | None, field: str | None, message: str,
            clause: str | None = None) -> "SourceError":
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


Path_ = tuple  # a field path: keys (str) and list indexes (int)

def field_name(path: Path_) -> str | None:
    """``("situations", 2, "hand")`` → ``"situations[2].hand"``; ``()`` → ``None``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or None


@dataclass
class Located:
    """Where each value of a loaded document came from.

    ``values[path]`` is the line of the value at ``path``; ``keys[path]`` the line of the key
    that introduces it (for mapping entries). Lines are 1-based."""

    file: str
    values: dict = field(default_factory=dict)
    keys: dict = field(default_factory=dict)

    def line(self, path: Path_) -> int | None:
        """The line of the value at ``path``, or of its nearest located parent."""
        path = tuple(path)
        while True:
            if path in self.values:
                return self.values[path]
            if not path:
                return None
            path = path[:-1]

    def key_line(self, path: Path_) -> int | None:
        """The line of the key introducing ``path`` (falls back to :meth:`line`)."""
        path = tuple(path)
        return self.keys.get(path) or self.line(path)

    def error(self, path: Path_, message: str, clause: str | None = None,
              *, at_key: bool = False) -> SourceError:
        """A :class:`SourceError` at ``path`` of this file."""
        line = self.key_line(path) if at_key else self.line(path)
        return SourceError.one(self.file, line, field_name(path), message, clause)

    def problem(self, path: Path_, message: str, clause: str | None = None,
                *, at_key: bool = False) -> Problem:
        line = self.key_line(path) if at_key else self.line(path)
        return Problem(self.file, line, field_name(path), message, clause)
