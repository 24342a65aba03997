"""YAML with line numbers: plain data plus where each value and key came from.

PyYAML's safe *composer* gives a node tree with marks; :func:`load` turns it into plain data
(dicts, lists, scalars, through the safe constructor) and a :class:`Located` map from a field
path (``("situations", 2, "hand")``) to its 1-based line. Anything that is not plain YAML data
— a syntax error, a duplicate key, a non-text key, an unknown tag (``!!python/object``), a
recursive alias, a document too large — becomes a :class:`SourceError` naming the file and
line. No other exception leaves :func:`load`.

Every problem with a source (a puzzle template, a text catalogue, a situation) is a
:class:`Problem`: file, line, field, message and the clause involved; a :class:`SourceError`
holds one or more of them, one line each, ``FILE:LINE: FIELD: message``. These, and
:class:`Located`, live in :mod:`.located` (no YAML there) and are re-exported here.
"""

from __future__ import annotations

from typing import Any

import yaml

from .located import Located, Path_, Problem, SourceError, field_name

__all__ = ["Problem", "SourceError", "Located", "field_name", "load", "read", "read_loose",
           "MAX_VALUES", "MAX_DEPTH", "FAST_LOADER", "bounds_problem"]

#: The most values one file may expand to (aliases included): a guard against "billion
#: laughs" documents.
MAX_VALUES = 20_000
#: The deepest nesting accepted.
MAX_DEPTH = 60


#: The fastest YAML parser at hand: libyaml's (C) when PyYAML was built with it.
FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def bounds_problem(text: str, *, max_values: int = MAX_VALUES,
                   max_depth: int = MAX_DEPTH) -> tuple[int | None, str] | None:
    r"""Whether a YAML text stays within bounds once its aliases are expanded, checked on the
    parser's events alone — before anything is built, so in time linear in the text and
    stopping at the first excess: ``(line, message)`` of the first problem, or ``None``.

    Problems: nesting deeper than ``max_depth`` (libyaml's composer recurses, and segfaults
    on some 30,000 levels), more than ``max_values`` values with every alias expanded ("billion
    laughs": 9 aliases of 9 aliases … under 1 KB), an alias inside the value it names (a
    value containing itself). Syntax errors (and an anchor named twice) are left to the
    composer, which words them.

    >>> bounds_problem("a: &a [1, 2]\nb: *a\n") is None
    True
    >>> bounds_problem("a: " + "[" * 100 + "]" * 100)
    (1, 'nested more than 60 levels deep')
    >>> print(*bounds_problem("a: &a [*a]"))
    1 the alias *a is inside the value it names: a value cannot contain itself
    """
    sizes: dict[str, int] = {}          # anchor → values it expands to
    open_anchors: set[str] = set()       # anchors of collections not closed yet
    stack: list[list] = []              # open collections: [values so far, anchor]
    expanded = 0
    try:
        for event in yaml.parse(text, Loader=FAST_LOADER):
            mark = event.start_mark
            line = mark.line + 1 if mark is not None else None
            anchor = getattr(event, "anchor", None)
            if anchor is not None and not isinstance(event, yaml.AliasEvent) and (
                    anchor in sizes or anchor in open_anchors):
                return None                          # an anchor named twice: the composer
            if isinstance(event, yaml.CollectionStartEvent):
                stack.append([1, event.anchor])
                if event.anchor is not None:
                    open_anchors.add(event.anchor)
                if len(stack) > max_depth:
                    return line, f"nested more than {max_depth} levels deep"
                size = 1
            elif isinstance(event, yaml.CollectionEndEvent):
                if not stack:
                    continue
                total, anchor = stack.pop()
                if anchor is not None:
                    sizes[anchor] = total
                    open_anchors.discard(anchor)
                if stack:
                    stack[-1][0] += total
                continue
            elif isinstance(event, yaml.ScalarEvent):
                size = 1
                if event.anchor is not None:
                    sizes[event.anchor] = 1
            elif isinstance(event, yaml.AliasEvent):
                if event.anchor in open_anchors:
                    return line, (f"the alias *{event.anchor} is inside the value it names: a "
                                  f"value cannot contain itself")
                size = sizes.get(event.anchor, 1)
            else:                                    # stream and document events
                continue
            expanded += size
            if expanded > max_values:
                return line, (f"more than {max_values:,} values once its aliases (*name) are "
                              f"expanded")
            if stack and not isinstance(event, yaml.CollectionStartEvent):
                stack[-1][0] += size
    except yaml.YAMLError:
        return None                                  # a syntax error: the composer says it
    return None


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
    too_big = bounds_problem(text)
    if too_big is not None:
        raise SourceError.one(file, too_big[0], None, too_big[1])
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


def read_loose(path, shown: str) -> Any:
    """A YAML file read by PyYAML's safe loader as it is (number keys allowed, no lines), for
    files that are not catalogues of texts (``strings.yaml``). :class:`SourceError` naming the
    file for anything unreadable."""
    try:
        with open(path, encoding="utf-8") as fh:
            return yaml.safe_load(fh)
    except OSError as err:
        raise SourceError.one(shown, None, None, f"cannot read: {err.strerror}") from None
    except (UnicodeDecodeError, yaml.YAMLError) as err:
        raise SourceError.one(shown, None, None, f"not valid YAML: {err}") from None
