"""YAML with line numbers: plain data plus where each value and key came from.

PyYAML's safe *composer* gives a node tree with marks; :func:`load` turns it into plain data
(dicts, lists, scalars, through the safe constructor) and a :class:`Located` map from a field
path (``("situations", 2, "hand")``) to its 1-based line. Anything that is not plain YAML data
— a syntax error, a duplicate key, a non-text key, an unknown tag (``!!python/object``), a
recursive alias, a document too large — becomes a :class:`SourceError` naming the file and
line. No other exception leaves :func:`load`.

Every problem with a source (a puzzle template, a text catalogue, a situation) is a
:class:`Problem`: file, line, field, message and the clause involved; a :class:`SourceError`
holds one or more of them, one line each, ``FILE:LINE: FIELD: message``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

import yaml

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

#: The most values one file may expand to (aliases included): a guard against "billion
#: laughs" documents.
MAX_VALUES = 20_000
#: The deepest nesting accepted.
MAX_DEPTH = 60


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


class _Builder:
    def __init__(self, loader: yaml.SafeLoader, where: Located) -> None:
        self.loader = loader
        self.where = where
        self.count = 0
        self.active: set[int] = set()

    def fail(self, node: yaml.Node, path: Path_, message: str) -> SourceError:
        return SourceError.one(self.where.file, node.start_mark.line + 1, field_name(path),
                                 message)

    def build(self, node: yaml.Node, path: Path_) -> Any:
        self.count += 1
        if self.count > MAX_VALUES:
            raise self.fail(node, path, f"the document expands to more than {MAX_VALUES} "
                                        f"values (too many aliases?)")
        if len(path) > MAX_DEPTH:
            raise self.fail(node, path, f"nested more than {MAX_DEPTH} levels deep")
        if id(node) in self.active:
            raise self.fail(node, path, "a recursive alias: a value cannot contain itself")
        self.where.values.setdefault(path, node.start_mark.line + 1)
        if isinstance(node, yaml.ScalarNode):
            try:
                return self.loader.construct_object(node, deep=True)
            except yaml.YAMLError as err:
                raise self.fail(node, path, _yaml_problem(err)) from None
            except (ValueError, TypeError, OverflowError) as err:
                raise self.fail(node, path, f"not a valid value: {err}") from None
        self.active.add(id(node))
        try:
            if isinstance(node, yaml.SequenceNode):
                self._check_tag(node, path, "tag:yaml.org,2002:seq")
                return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
            if isinstance(node, yaml.MappingNode):
                self._check_tag(node, path, "tag:yaml.org,2002:map")
                try:
                    self.loader.flatten_mapping(node)
                except yaml.YAMLError as err:
                    raise self.fail(node, path, _yaml_problem(err)) from None
                out: dict[str, Any] = {}
                for key_node, value_node in node.value:
                    if not isinstance(key_node, yaml.ScalarNode):
                        raise self.fail(key_node, path, "a key must be a plain word, not a "
                                                        "list or a mapping")
                    try:
                        key = self.loader.construct_object(key_node, deep=True)
                    except yaml.YAMLError as err:
                        raise self.fail(key_node, path, _yaml_problem(err)) from None
                    except (ValueError, TypeError, OverflowError) as err:
                        raise self.fail(key_node, path, f"not a valid key: {err}") from None
                    if isinstance(key, int) and not isinstance(key, bool):
                        key = str(key)      # a number as a key (a seat, "3: 7♥"): its text
                    if not isinstance(key, str):
                        raise self.fail(key_node, path, f"the key {key!r} must be text")
                    sub = path + (key,)
                    if key in out:
                        raise self.fail(key_node, sub, f"duplicate key {key!r} (first at line "
                                                       f"{self.where.keys.get(sub)})")
                    self.where.keys[sub] = key_node.start_mark.line + 1
                    out[key] = self.build(value_node, sub)
                return out
            raise self.fail(node, path, "not plain YAML data")
        finally:
            self.active.discard(id(node))

    def _check_tag(self, node: yaml.Node, path: Path_, tag: str) -> None:
        if node.tag != tag:
            raise self.fail(node, path, f"unsupported tag {node.tag!r}")


def _yaml_problem(err: yaml.YAMLError) -> str:
    if isinstance(err, yaml.MarkedYAMLError):
        parts = [p for p in (err.context, err.problem) if p]
        return "not valid YAML: " + (", ".join(parts) if parts else "syntax error")
    return f"not valid YAML: {err}"


def load(text: str, file: str) -> tuple[Any, Located]:
    """Parse one YAML document. Returns ``(data, located)``; an empty document is ``None``.

    Raises :class:`SourceError` (with file and line) for anything that is not plain
    YAML data; never another exception for text input.
    """
    where = Located(file)
    if not isinstance(text, str):
        raise SourceError.one(file, None, None, "expected text")
    try:
        loader = yaml.SafeLoader(text)
    except yaml.YAMLError as err:
        raise SourceError.one(file, None, None, _yaml_problem(err)) from None
    try:
        try:
            node = loader.get_single_node()
        except yaml.MarkedYAMLError as err:
            mark = err.problem_mark or err.context_mark
            line = mark.line + 1 if mark is not None else None
            raise SourceError.one(file, line, None, _yaml_problem(err)) from None
        except yaml.YAMLError as err:
            raise SourceError.one(file, None, None, _yaml_problem(err)) from None
        except RecursionError:
            raise SourceError.one(file, None, None, "nested too deeply") from None
        if node is None:
            return None, where
        try:
            return _Builder(loader, where).build(node, ()), where
        except RecursionError:
            raise SourceError.one(file, None, None, "nested too deeply") from None
    finally:
        loader.dispose()


def read(path, shown: str) -> tuple[Any, Located]:
    """Read and :func:`load` a file; ``shown`` is the name used in messages. An unreadable
    file or one that is not UTF-8 is a :class:`SourceError` too."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except UnicodeDecodeError as err:
        raise SourceError.one(shown, None, None, f"not UTF-8 text ({err.reason})") from None
    except OSError as err:
        raise SourceError.one(shown, None, None, f"cannot read: {err.strerror}") from None
    return load(text, shown)
