"""Every fix reaches the three languages (issue 27): a text that changes in one language is
changed in the other two as well, or explicitly confirmed as right there.

The texts are cut into **units**, each the same thing said in every language:

- a Fluent message or term of ``docs/<lang>/<name>.ftl`` (its value and attributes, without
  its comment): ``puzzles.ftl:can-open-question``;
- a text of a YAML file whose keys are the same in every language (:data:`YAML`), by its path
  (list items by their ``id`` or ``version``, else their position):
  ``rules.yaml:sections/6/clauses/6.2/text``;
- a section of a Markdown page, from one ``{#anchor}`` to the next (the part before the first
  anchor is ``(top)``): ``glossary.md:#joker``.

``docs/langs-review.tsv`` records, per unit, a short hash of its text in each language at the
last confirmed review. :func:`compare` sets the texts of today against it:

=========================  ====================================================================
``one-language``           changed in some languages and not in the others: a fix that may
                           not have reached them. **This fails the tests**
                           (``tests/test_langs_review.py``) until the other languages are
                           changed too or the unit is confirmed as it is.
``all-languages``          changed in every language (fine: recorded by ``confirm``)
``new``                    a unit the record does not know yet (fine: added by ``confirm``)
``gone``                   a recorded unit that no longer exists (dropped by ``confirm``)
=========================  ====================================================================

Whitespace does not count (a message re-wrapped has not changed); a unit that exists in only
some languages is left to the tests that want the same keys everywhere.

``python -m generator.lang.review`` (``make langs-check``) lists what changed and what to do;
``python -m generator.lang.review confirm`` (``make langs-confirm``) records every change made
in all languages, every new unit and every removal; a change made in one language only is
recorded only when named: ``confirm 'verdict.ftl:reasons-beyond-ace'`` (shell patterns such
as ``'stats.yaml:*'`` allowed), after reading the other languages' text and finding it right.
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator

import yaml
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as FTL

from . import DOCS, LANGS, ROOT

__all__ = ["RECORD", "FLUENT", "YAML", "MARKDOWN", "Change", "units", "current", "read_record",
           "write_record", "compare", "confirm", "main"]

#: The record of the last confirmed review, one line per unit.
RECORD = DOCS / "langs-review.tsv"
#: The Fluent catalogues (every message).
FLUENT: tuple[str, ...] = ("cards.ftl", "puzzles.ftl", "verdict.ftl", "house.ftl")
#: YAML files with the same keys in every language (``terms.yaml``, ``search.yaml`` and
#: ``glossary-links.yaml`` hold each language's own words, not translations).
YAML: tuple[str, ...] = ("strings.yaml", "rules.yaml", "table-card.yaml", "stats.yaml",
                         "diagrams.yaml", "verdict_page.yaml", "changes.yaml")
#: Keys of those files that are search words, not sentences.
YAML_SKIP: frozenset[str] = frozenset({"keywords"})
#: Hand-written pages, cut at their ``{#anchor}`` marks.
MARKDOWN: tuple[str, ...] = ("index.md", "glossary.md", "variants.md")

_ANCHOR = re.compile(r"\{#([A-Za-z0-9_-]+)\}")
_HEADER = ("# The three languages' texts at the last confirmed review: per unit (a Fluent message, "
           "a YAML text, a page section),\n# a hash of its text in each language. Written by "
           "`make langs-confirm` (generator/lang/review.py; CONTRIBUTING.md,\n# \"A text in "
           "three languages\"). Do not edit by hand.\n")


def _hash(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()[:12]


# -- the units of one language -----------------------------------------------------------------

def _fluent_units(path: Path) -> Iterator[tuple[str, str]]:
    resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
    serializer = FluentSerializer()
    for entry in resource.body:
        if isinstance(entry, (FTL.Message, FTL.Term)):
            entry.comment = None
            ident = ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name
            yield ident, serializer.serialize_entry(entry).split("=", 1)[1]


def _step(item: Any, index: int) -> str:
    if isinstance(item, dict):
        for key in ("id", "version", "key"):
            if isinstance(item.get(key), (str, int)):
                return str(item[key])
    return str(index)


def _yaml_units(node: Any, path: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for key, value in node.items():
            if str(key) not in YAML_SKIP:
                yield from _yaml_units(value, f"{path}/{key}" if path else str(key))
    elif isinstance(node, list):
        if all(not isinstance(x, (dict, list)) for x in node):
            yield path, " | ".join(str(x) for x in node)
        else:
            for i, item in enumerate(node):
                yield from _yaml_units(item, f"{path}/{_step(item, i)}")
    elif isinstance(node, str):
        yield path, node


def _markdown_units(text: str) -> Iterator[tuple[str, str]]:
    name, lines = "(top)", []
    for line in text.splitlines():
        found = _ANCHOR.search(line)
        if found:
            if lines:
                yield name, "\n".join(lines)
            name, lines = "#" + found.group(1), []
        lines.append(line)
    if lines:
        yield name, "\n".join(lines)


def units(lang: str, docs: Path = DOCS) -> dict[str, str]:
    """Every unit of one language: ``{"puzzles.ftl:can-open-question": text, …}``."""
    out: dict[str, str] = {}
    folder = docs / lang
    for name in FLUENT:
        if (folder / name).exists():
            for ident, text in _fluent_units(folder / name):
                out[f"{name}:{ident}"] = text
    for name in YAML:
        if (folder / name).exists():
            data = yaml.safe_load((folder / name).read_text(encoding="utf-8"))
            for path, text in _yaml_units(data):
                out[f"{name}:{path}"] = text
    for name in MARKDOWN:
        if (folder / name).exists():
            for section, text in _markdown_units((folder / name).read_text(encoding="utf-8")):
                out[f"{name}:{section}"] = text
    return out


def current(docs: Path = DOCS) -> dict[str, dict[str, str]]:
    """Each unit's hash per language, for the units that exist in every language."""
    per_lang = {lang: units(lang, docs) for lang in LANGS}
    common = set.intersection(*(set(u) for u in per_lang.values()))
    return {unit: {lang: _hash(per_lang[lang][unit]) for lang in LANGS}
            for unit in sorted(common)}


# -- the record ---------------------------------------------------------------------------------

def read_record(path: Path = RECORD) -> dict[str, dict[str, str]]:
    """The record: ``{unit: {lang: hash}}`` (empty when there is no file)."""
    if not path.exists():
        return {}
    out: dict[str, dict[str, str]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 1 + len(LANGS):
            raise ValueError(f"{_shown(path)}, line {number}: expected a unit and "
                             f"{len(LANGS)} hashes separated by tabs, got {line!r}")
        out[fields[0]] = dict(zip(LANGS, fields[1:]))
    return out


def write_record(record: dict[str, dict[str, str]], path: Path = RECORD) -> None:
    lines = [_HEADER + "# unit\t" + "\t".join(LANGS)]
    lines += ["\t".join([unit] + [record[unit][lang] for lang in LANGS])
              for unit in sorted(record)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


@dataclass(frozen=True)
class Change:
    """A unit whose text is not the recorded one: ``kind`` (``one-language``,
    ``all-languages``, ``new``, ``gone``) and, for a change, the languages that changed."""
    unit: str
    kind: str
    changed: tuple[str, ...] = ()

    @property
    def unchanged(self) -> tuple[str, ...]:
        return tuple(lang for lang in LANGS if lang not in self.changed)

    def __str__(self) -> str:
        if self.kind == "one-language":
            return (f"{self.unit}: changed in {', '.join(self.changed)}, "
                    f"not in {', '.join(self.unchanged)}")
        return f"{self.unit}: {self.kind}"


def compare(now: dict[str, dict[str, str]],
            record: dict[str, dict[str, str]]) -> list[Change]:
    """Every difference between today's texts and the record, in unit order."""
    out = []
    for unit in sorted(set(now) | set(record)):
        if unit not in record:
            out.append(Change(unit, "new"))
        elif unit not in now:
            out.append(Change(unit, "gone"))
        else:
            changed = tuple(lang for lang in LANGS if now[unit][lang] != record[unit].get(lang))
            if len(changed) == len(LANGS):
                out.append(Change(unit, "all-languages", changed))
            elif changed:
                out.append(Change(unit, "one-language", changed))
    return out


def confirm(now: dict[str, dict[str, str]], record: dict[str, dict[str, str]],
            patterns: Iterable[str] = ()) -> tuple[dict[str, dict[str, str]], list[Change]]:
    """The record with every safe change taken in (``all-languages``, ``new``, ``gone``) and
    the ``one-language`` changes whose unit matches one of ``patterns``; beside it, the
    ``one-language`` changes left unconfirmed."""
    patterns = list(patterns)
    out = dict(record)
    left = []
    for change in compare(now, record):
        if change.kind == "gone":
            del out[change.unit]
        elif change.kind == "one-language" and not any(
                fnmatch.fnmatchcase(change.unit, p) for p in patterns):
            left.append(change)
        else:
            out[change.unit] = now[change.unit]
    return out, left


ADVICE = """\
What to do with a text changed in some languages only:
  - if the same fault or wording is in the other languages, fix it there too (same unit);
  - if their text is right as it is, confirm it after reading it:
        make langs-confirm UNITS='{example}'
    (or .venv/bin/python -m generator.lang.review confirm '{example}'; shell patterns work).
Then commit docs/langs-review.tsv with the texts (CONTRIBUTING.md, "A text in three languages")."""


def report(changes: list[Change]) -> str:
    """What ``langs-check`` prints."""
    one = [c for c in changes if c.kind == "one-language"]
    rest = [c for c in changes if c.kind != "one-language"]
    lines = []
    if one:
        lines.append(f"{len(one)} text(s) changed in some languages only, since the last "
                     "confirmed review (docs/langs-review.tsv):")
        lines += [f"  {c}" for c in one]
        lines.append(ADVICE.format(example=one[0].unit))
    if rest:
        counts = {kind: sum(c.kind == kind for c in rest)
                  for kind in ("all-languages", "new", "gone")}
        lines.append("To record with `make langs-confirm` (nothing to check): "
                     + ", ".join(f"{n} {kind}" for kind, n in counts.items() if n) + ".")
    if not changes:
        lines.append("Every text is as recorded at the last confirmed review.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m generator.lang.review",
        description="Texts changed in one language only since the last confirmed review "
                    "(docs/langs-review.tsv).")
    parser.add_argument("command", nargs="?", choices=("check", "confirm"), default="check")
    parser.add_argument("units", nargs="*", metavar="UNIT",
                        help="confirm: units changed in some languages only to record as "
                             "reviewed (shell patterns allowed)")
    args = parser.parse_args(argv)
    now, record = current(), read_record()
    if args.command == "check":
        if args.units:
            parser.error("units are given to confirm, not to check")
        changes = compare(now, record)
        print(report(changes))
        return 1 if any(c.kind == "one-language" for c in changes) else 0
    unknown = [p for p in args.units
               if not any(fnmatch.fnmatchcase(c.unit, p) for c in compare(now, record)
                          if c.kind == "one-language")]
    if unknown:
        print("Nothing changed in some languages only matches: " + ", ".join(unknown),
              file=sys.stderr)
        return 2
    new, left = confirm(now, record, args.units)
    recorded = len(compare(now, record)) - len(left)
    write_record(new)
    print(f"Recorded {recorded} unit(s) in {_shown(RECORD)}.")
    if left:
        print(report(left))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
