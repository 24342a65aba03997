"""From the old YAML text catalogues to the Fluent ones: ``docs/<lang>/puzzles.yaml`` and
``verdict.yaml`` → ``puzzles.ftl`` and ``verdict.ftl``, reproducibly, so that a branch that
still adds or edits YAML texts merges with the Fluent files without losing anything.

``python -m generator.lang.migrate`` (``make ftl``), in a merge whose other side still had
``docs/<lang>/<name>.yaml`` (git leaves that side's file in the work tree), moves into
``<name>.ftl`` exactly what that side changed in the YAML since the merge base:

- a key it **added** becomes a Fluent message, inserted after the message whose ID shares the
  longest start with it;
- a key it **changed** replaces that message (the hand-written Fluent one is dropped: review
  its plurals and agreement, the command lists it);
- a key it **removed** is removed;

then deletes the YAML file and stages both files (``git add``), which resolves git's
modify/delete conflict. Outside a merge (or with ``--base none``) only the keys missing from
the Fluent file are added. ``--base REF`` takes the YAML of commit ``REF`` as the base.

The conversion of one text (:func:`convert`): ``a.b.c`` → the message ``a-b-c``
(:func:`~.catalogue.message_id`); ``{name}`` → ``{ $name }``; a pair ``key_one`` / ``key_other``
→ one message ``key`` that selects on ``$count`` by the language's plural rules (the code passes
``count=``); literal braces and edge spaces become Fluent string literals.

Until the command is run, :func:`~.catalogue.load_catalogue` reads the YAML file's keys that the
Fluent file lacks (:func:`pending`), so nothing a branch added goes missing, and
``tests/test_lang_migrate.py`` fails, naming the command.
"""

from __future__ import annotations

import os
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from . import DOCS, LANGS
from .located import SourceError

__all__ = ["CATALOGUES", "convert", "entries", "pending", "migrate", "main"]

#: The catalogues that were YAML files.
CATALOGUES: tuple[str, ...] = ("puzzles", "verdict", "house")
#: Width of a converted message's lines.
WIDTH = 96


def _flatten(node: Any, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    if isinstance(node, dict):
        for k, v in node.items():
            out.update(_flatten(v, f"{prefix}.{k}" if prefix else str(k)))
    elif node is not None:
        out[prefix] = str(node)
    return out


def pattern(text: str, where: str = "") -> str:
    """A YAML text (``str.format`` placeholders) as a Fluent pattern on one line.

    >>> pattern("Ronda {round}: joga {active}.")
    'Ronda { $round }: joga { $active }.'
    >>> pattern(" e ")
    '{ " e " }'
    >>> pattern("{{literal}}")
    '{ "{" }literal{ "}" }'
    """
    text = " ".join(text.split("\n"))
    out = []
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError as err:
        raise ValueError(f"{where}: not a text with {{placeholders}}: {err}") from None
    for literal, name, spec, conversion in parsed:
        out.append(literal.replace("{", "\x01").replace("}", "\x02"))
        if name is not None:
            if spec or conversion or not name.isidentifier():
                raise ValueError(f"{where}: placeholder {{{name}}} is not a plain name")
            out.append("{ $" + name + " }")
    body = "".join(out)
    core = body.strip(" ")
    if core != body:                      # Fluent trims a pattern's edge spaces: quote them
        if not any(c in core for c in '{}"\\\x01\x02'):
            body = f'{{ "{body}" }}'
        else:
            lead = body[: len(body) - len(body.lstrip(" "))]
            trail = body[len(body.rstrip(" ")):]
            body = ((f'{{ "{lead}" }}' if lead else "") + core
                    + (f'{{ "{trail}" }}' if trail else ""))
    return body.replace("\x01", '{ "{" }').replace("\x02", '{ "}" }')


def _wrapped(ident: str, body: str) -> str:
    """``ident = body`` on lines of :data:`WIDTH` at most (placeables kept whole; no line
    starts with a character Fluent would read as syntax)."""
    first = f"{ident} = {body}"
    if len(first) <= WIDTH:
        return first + "\n"
    import textwrap          # here: the catalogues import this module at every start
    guarded, depth = [], 0
    for ch in body:                       # no break inside { … }
        depth += ch == "{"
        depth -= ch == "}"
        guarded.append("\x00" if ch == " " and depth else ch)
    lines = textwrap.wrap("".join(guarded), WIDTH - 4, break_long_words=False,
                          break_on_hyphens=False)
    merged: list[str] = []
    for line in lines:
        if merged and line[:1] in "[*.}":
            merged[-1] += " " + line
        else:
            merged.append(line)
    text = f"{ident} =\n" + "".join(f"    {line}\n" for line in merged)
    return text.replace("\x00", " ")


def message_id(key: str) -> str:
    """The Fluent message of a dotted key (the code's name for a sentence):
    ``can-open.explain.ways`` → ``can-open-explain-ways``.

    >>> message_id("reasons.opening-turn__5-4")
    'reasons-opening-turn__5-4'
    """
    return key.replace(".", "-")


def convert(data: Any, where: str = "") -> dict[str, str]:
    """Fluent messages (ID → entry text, ending in a newline) of a YAML catalogue's data
    (nested mappings of texts)."""
    flat = _flatten(data)
    out: dict[str, str] = {}
    for key, text in flat.items():
        for form in ("_one", "_other"):
            if key.endswith(form):
                base = key[: -len(form)]
                if f"{base}_one" in flat and f"{base}_other" in flat:
                    break
        else:
            out[message_id(key)] = _wrapped(message_id(key), pattern(text, f"{where}{key}"))
            continue
        ident = message_id(base)
        if ident in out:
            continue
        one = pattern(flat[f"{base}_one"], f"{where}{base}_one")
        other = pattern(flat[f"{base}_other"], f"{where}{base}_other")
        out[ident] = (f"{ident} =\n    {{ $count ->\n        [one] {one}\n"
                      f"       *[other] {other}\n    }}\n")
    return out


def _read_yaml(text: str, shown: str) -> dict[str, str]:
    import yaml
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        raise SourceError.one(shown, mark.line + 1 if mark else None, None,
                              f"not valid YAML: {getattr(err, 'problem', err)}") from None
    try:
        return convert(data or {}, f"{shown}: ")
    except ValueError as err:
        raise SourceError.one(shown, None, None, str(err)) from None


def entries(ftl_text: str) -> dict[str, tuple[int, int]]:
    """The messages of a Fluent file: ID → (start, end) offsets of the whole entry (its
    attributes included, its comment not)."""
    resource = FluentParser(with_spans=True).parse(ftl_text)
    out = {}
    for entry in resource.body:
        if isinstance(entry, FTL.Message):
            end = entry.span.end
            if ftl_text[end:end + 1] == "\n":
                end += 1
            out[entry.id.name] = (entry.span.start, end)
    return out


def pending(yaml_path: Path, ftl_text: str, shown: str) -> str:
    """The Fluent text of the keys of ``yaml_path`` that ``ftl_text`` lacks (what the loader
    reads until the migration is run)."""
    known = entries(ftl_text)
    converted = _read_yaml(yaml_path.read_text(encoding="utf-8"), shown)
    return "".join(text for ident, text in converted.items() if ident not in known)


def _common(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


@dataclass
class Report:
    """What :func:`migrate` did to one Fluent file."""
    file: str
    added: list[str] = field(default_factory=list)
    replaced: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        out = []
        for what, ids in (("added", self.added), ("replaced (review it)", self.replaced),
                          ("removed", self.removed),
                          ("already there, kept", self.kept)):
            if ids:
                out.append(f"{self.file}: {what}: {', '.join(ids)}")
        return out


def migrate_text(ftl_text: str, theirs: dict[str, str], base: dict[str, str] | None,
                 report: Report) -> str:
    """``ftl_text`` with the changes from ``base`` to ``theirs`` (converted messages) applied;
    ``base`` ``None``: only the messages ``ftl_text`` lacks are added."""
    known = entries(ftl_text)
    if base is None:
        added = [i for i in theirs if i not in known]
        changed: list[str] = []
        removed: list[str] = []
    else:
        added = [i for i in theirs if i not in base]
        changed = [i for i in theirs if i in base and theirs[i] != base[i]]
        removed = [i for i in base if i not in theirs]
    edits: list[tuple[int, int, str]] = []     # (start, end, new text), applied from the end
    for ident in changed:
        if ident in known:
            edits.append((*known[ident], theirs[ident]))
            report.replaced.append(ident)
        else:
            added.append(ident)
    for ident in removed:
        if ident in known:
            edits.append((*known[ident], ""))
            report.removed.append(ident)
    after: dict[int, list[str]] = {}
    for ident in added:
        if ident in known:
            report.kept.append(ident)
            continue
        if known:
            anchor = max(known, key=lambda k: (_common(k, ident), known[k][1]))
            at = known[anchor][1] if _common(anchor, ident) else len(ftl_text)
        else:
            at = len(ftl_text)
        after.setdefault(at, []).append(theirs[ident])
        report.added.append(ident)
    for at, texts in after.items():
        edits.append((at, at, "".join(texts)))
    text = ftl_text
    if text and not text.endswith("\n"):
        text += "\n"
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        text = text[:start] + new + text[end:]
    return text


def _git(*args: str, cwd: Path) -> str | None:
    import subprocess
    try:
        done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True,
                              check=False)
    except OSError:
        return None
    return done.stdout if done.returncode == 0 else None


def base_text(docs: Path, lang: str, name: str, ref: str | None) -> str | None:
    """The YAML the other side changed, as it was at the base: at commit ``ref``, else at the
    merge base of a merge in progress; ``None`` when there is none."""
    rel = _git("rev-parse", "--show-prefix", cwd=docs)
    if rel is None:
        return None
    rel = rel.strip()
    path = f"{rel}{lang}/{name}.yaml"
    if ref == "none":
        return None
    if ref is None:
        if _git("rev-parse", "-q", "--verify", "MERGE_HEAD", cwd=docs) is None:
            return None
        ref = (_git("merge-base", "HEAD", "MERGE_HEAD", cwd=docs) or "").strip()
        if not ref:
            return None
    return _git("show", f"{ref.strip()}:{path}", cwd=docs)


def migrate(lang: str, name: str, docs: Path = DOCS, ref: str | None = None,
            stage: bool = True) -> Report | None:
    """Move ``<docs>/<lang>/<name>.yaml`` into ``<name>.ftl`` (see the module doc); ``None``
    when there is no YAML file."""
    yaml_path = Path(docs) / lang / f"{name}.yaml"
    ftl_path = Path(docs) / lang / f"{name}.ftl"
    if not yaml_path.exists():
        return None
    shown = f"{lang}/{name}.yaml"
    theirs = _read_yaml(yaml_path.read_text(encoding="utf-8"), shown)
    old = base_text(Path(docs), lang, name, ref)
    base = _read_yaml(old, f"{shown} (base)") if old is not None else None
    ftl_text = ftl_path.read_text(encoding="utf-8") if ftl_path.exists() else ""
    report = Report(str(ftl_path))
    new = migrate_text(ftl_text, theirs, base, report)
    for entry in FluentParser(with_spans=True).parse(new).body:   # Fluent must read it
        if isinstance(entry, FTL.Junk):
            line = new.count("\n", 0, entry.span.start) + 1
            raise SourceError.one(str(ftl_path), line, None,
                                  "the moved text is not valid Fluent: "
                                  + "; ".join(a.message for a in entry.annotations))
    ftl_path.write_text(new, encoding="utf-8")
    yaml_path.unlink()
    if stage:
        _git("add", "-A", "--", str(yaml_path), str(ftl_path), cwd=Path(docs))
    return report


def main(argv: list[str] | None = None) -> int:
    import argparse
    parser = argparse.ArgumentParser(
        prog="python -m generator.lang.migrate",
        description="Move the texts of docs/<lang>/puzzles.yaml and verdict.yaml into the "
                    "Fluent files (puzzles.ftl, verdict.ftl): the keys the YAML side added, "
                    "changed or removed since the merge base.")
    parser.add_argument("--docs", type=Path, default=DOCS, help="the docs folder")
    parser.add_argument("--base", default=None,
                        help="commit whose YAML is the base (default: the merge base of the "
                             "merge in progress; 'none': only add missing keys)")
    parser.add_argument("--no-git", action="store_true", help="do not stage the files")
    args = parser.parse_args(argv)
    done = 0
    for lang in LANGS:
        for name in CATALOGUES:
            try:
                report = migrate(lang, name, args.docs, args.base, stage=not args.no_git)
            except SourceError as err:
                print(err, file=sys.stderr)
                return 1
            if report is not None:
                done += 1
                for line in report.lines() or [f"{report.file}: nothing to change"]:
                    print(line)
    if not done:
        print("no YAML catalogue left: docs/<lang>/puzzles.ftl and verdict.ftl are the texts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
