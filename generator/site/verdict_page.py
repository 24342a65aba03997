"""The verdict page of each language (``verdict.md`` → ``<lang>/verdict/``): settle an
argument at the table with the rules engine itself, running in the browser.

The page is a form (``docs/javascripts/verdict/verdict.js`` builds it) and the same
instructions as ``contrato verdict`` for readers without JavaScript. Everything the script
needs is in the ``data-config`` attribute of ``#verdict`` (:func:`page_config`):

- ``questions`` (in :data:`~generator.verdict.fields.ALL_QUESTIONS` order) and
  ``one_of``: each question's fields, with their kind and whether they are required, from
  :mod:`generator.verdict.fields` — a field added there appears on the page;
- ``profiles``: the pack and table of each rules profile (the picker's limits, 1.2);
- ``ui``: the texts of ``docs/<lang>/verdict_page.yaml``; ``cards``: the card names of
  ``docs/<lang>/strings.yaml`` (spoken by screen readers, as on the puzzle pages);
- where the runtime (:mod:`generator.site.runtime`), the trimmed standard library and its
  fallback, the engine bundle, the worker and js-yaml are, relative to the page; ``lock``:
  Pyodide's lock file, inline (no request for it); ``bytes``: what the engine's worker counts
  while it downloads (the progress bar). The service worker, which every page registers,
  keeps them all (:mod:`generator.site.offline`);
- ``house``: the words of every house-rules option's values (the rules the page applies are
  said at the top of the form: this site's, or a code and what it changes), and
  ``house_page``: the house-rules page.

The texts are checked when loaded (:func:`load_texts`): the same keys as the Portuguese file
in every language, and every ``{placeholder}`` of the Portuguese text kept.
"""

from __future__ import annotations

import functools
import html
import json
import re
import string
from pathlib import Path
from typing import Any

import jinja2
import yaml

from ..engine.profile import PROFILES
from ..puzzles.model import Puzzle
from ..verdict.fields import ALL_QUESTIONS, ONE_OF, QUESTIONS
from ..verdict.share import encode
from . import runtime
from .texts import DOCS, SiteSourceError, display_path

__all__ = ["PAGE", "load_texts", "page_config", "render_page", "verdict_pages",
           "verdict_href", "puzzle_verdict_link"]

#: The page's source, in each language's MkDocs sources.
PAGE = "verdict.md"
#: From the page (``<lang>/verdict/``) to the site's root, and to the language's root.
TO_ROOT = "../../"
TO_LANG = "../"
#: The example shown to readers without JavaScript.
EXAMPLE = "question: penalty\nhand: K♣ A♥ 5♦ JK\n"
#: The locale of each language, for numbers (the progress bar's megabytes).
LOCALES = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}

_env = jinja2.Environment(
    loader=jinja2.PackageLoader("generator.site", "templates"),
    undefined=jinja2.StrictUndefined, autoescape=False,
    trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


def _code(text: str) -> str:
    """A text of the page as HTML: escaped, `code` in backquotes as ``<code>`` (the texts
    inside the developers' disclosure, raw HTML that Markdown does not read)."""
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(" ".join(text.split()),
                                                                  quote=False))


_env.filters["code"] = _code


def _texts_path(lang: str, docs: Path) -> Path:
    return Path(docs) / lang / "verdict_page.yaml"


def _read(path: Path) -> dict:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SiteSourceError(f"{display_path(path)}: file missing") from None
    except yaml.YAMLError as err:
        raise SiteSourceError(f"{display_path(path)}: not valid YAML: {err}") from None
    if not isinstance(data, dict):
        raise SiteSourceError(f"{display_path(path)}: expected a mapping of texts")
    return data


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _compare(ref: Any, got: Any, path: tuple, where: str) -> None:
    key = ".".join(path) or "top level"
    if isinstance(ref, dict):
        if not isinstance(got, dict):
            raise SiteSourceError(f"{where}: at {key}: expected a mapping of texts")
        missing = [k for k in ref if k not in got]
        extra = [k for k in got if k not in ref]
        if missing or extra:
            raise SiteSourceError(f"{where}: at {key}: "
                                  + "; ".join(filter(None, [
                                      missing and "missing " + ", ".join(map(str, missing)),
                                      extra and "unknown " + ", ".join(map(str, extra))]))
                                  + " (the keys of docs/pt/verdict_page.yaml)")
        for k in ref:
            _compare(ref[k], got[k], path + (str(k),), where)
    elif not isinstance(got, str) or not got.strip():
        raise SiteSourceError(f"{where}: at {key}: expected a text")
    elif _placeholders(ref) != _placeholders(got):
        raise SiteSourceError(f"{where}: at {key}: placeholders "
                              f"{sorted(_placeholders(got))}, expected "
                              f"{sorted(_placeholders(ref))}")


@functools.lru_cache(maxsize=None)
def load_texts(lang: str, docs: Path = DOCS) -> dict:
    """``docs/<lang>/verdict_page.yaml``, checked against the Portuguese file (same keys,
    same placeholders; every question and field has its text). Raises
    :class:`SiteSourceError` naming the file and the key."""
    ref = _read(_texts_path("pt", docs))
    for section, names in (("questions", ALL_QUESTIONS), ("help", ALL_QUESTIONS),
                           ("fields", [n for q in QUESTIONS.values() for n in q])):
        missing = [n for n in names if n not in ref.get(section, {})]
        if missing:
            raise SiteSourceError(f"{display_path(_texts_path('pt', docs))}: at {section}: "
                                  f"no text for {', '.join(missing)}")
    data = _read(_texts_path(lang, docs))
    _compare(ref, data, (), display_path(_texts_path(lang, docs)))
    return data


def _card_names(lang: str, docs: Path) -> dict:
    data = _read(Path(docs) / lang / "strings.yaml")
    return data["cards"]


def page_config(lang: str, docs: Path = DOCS) -> dict:
    """The ``data-config`` of the page in ``lang`` (see the module doc)."""
    t = load_texts(lang, docs)
    files = runtime.page_files()
    folder = TO_ROOT + runtime.runtime_folder()
    by_name = {rel.rsplit("/", 1)[-1]: rel for rel, _ in files}
    stdlib = next(rel for rel, _ in files if rel.rsplit("/", 1)[-1].startswith("stdlib-"))
    bundle = next(rel for rel, _ in files if rel.rsplit("/", 1)[-1].startswith("contrato-"))
    (_, _), (rest_name, _) = runtime.stdlib_zips()
    # the bytes the worker counts: all it fetches but the loader (pyodide.mjs, imported)
    counted = sum(len(data) for rel, data in files if rel != by_name["pyodide.mjs"])
    ui = {k: v for k, v in t.items()
          if k not in ("intro", "noscript", "cli", "description", "dev")}
    return {
        "lang": lang,
        "locale": LOCALES[lang],
        "questions_order": list(ALL_QUESTIONS),
        "questions": {q: [{"name": name, "kind": f.kind, "required": f.required,
                           "within": f.within} for name, f in fields.items()]
                      for q, fields in QUESTIONS.items()},
        "one_of": {q: list(names) for q, names in ONE_OF.items()},
        "profiles": {name: {"players": p.players, "decks": p.decks, "jokers": p.jokers,
                            "rounds": len(p.contracts), "pack": p.decks * 52 + p.jokers,
                            "reshuffles": p.max_reshuffles}
                     for name, p in PROFILES.items()},
        "ui": ui,
        "cards": _card_names(lang, docs),
        "rules": TO_LANG + "rules/",
        "variants": TO_LANG + "variants/",
        "runtime": folder,
        "stdlib": TO_ROOT + stdlib,
        "stdlib_rest": f"{TO_ROOT}{runtime.RUNTIME}/{rest_name}",
        "bundle": TO_ROOT + bundle,
        "lock": runtime.lock_contents(),
        "bytes": counted,
        "worker": "../javascripts/verdict/worker.js",
        "yaml": "../javascripts/vendor/js-yaml.min.js",
        "house": _house_words(lang, docs),
        "house_page": TO_LANG + "house-rules/",
    }


def _house_words(lang: str, docs: Path) -> dict:
    """What the page needs to say a house-rules code in words (the rules it applies, at the
    top of the form): the code's version and, per option (its letter), the words of each value
    (:func:`generator.lang.house.page_data`); the engine, not the page, judges the code."""
    from ..lang.house import page_data
    data = page_data(lang, docs)
    options = {}
    for o in data["options"]:
        entry: dict[str, Any] = {"default": o["default"]}
        if "numbers" in o:
            # one sentence per plural form of the ace's points, chosen in the page by
            # Intl.PluralRules(locale) (generator/lang/house.py penalty_templates)
            entry["templates"], entry["locale"] = o["templates"], o["locale"]
        else:
            entry["values"] = {c["code"]: c["text"] for c in o["choices"]}
        options[o["key"]] = entry
    return {"version": data["version"], "options": options}


def render_page(lang: str, docs: Path = DOCS) -> str:
    """The Markdown source of the verdict page in ``lang``."""
    t = load_texts(lang, docs)
    config = json.dumps(page_config(lang, docs), ensure_ascii=False, sort_keys=True,
                        separators=(",", ":"))
    return _env.get_template("verdict.md.j2").render(
        t=t, lang=lang, config=config, example=EXAMPLE,
        title=json.dumps(" ".join(t["title"].split()), ensure_ascii=False),
        description=json.dumps(" ".join(t["description"].split()), ensure_ascii=False))


def verdict_pages(lang: str, docs: Path = DOCS) -> dict[str, str]:
    """``{"verdict.md": …}``: the MkDocs source of the verdict page of ``lang``."""
    return {PAGE: render_page(lang, docs)}


def verdict_href(situation: dict, base: str = "verdict/") -> str:
    """The address of the verdict page showing ``situation`` (plain data, as
    ``contrato verdict`` reads it): ``base`` + ``#`` + its code
    (:func:`generator.verdict.share.encode`)."""
    return f"{base}#{encode(situation)}"


#: The verdict page from a puzzle's page (``<lang>/puzzles/<id>/``).
FROM_PUZZLE = "../../verdict/"


def puzzle_verdict_link(p: Puzzle, lang: str, docs: Path = DOCS) -> dict | None:
    """The "open in the verdict page" link of a puzzle's page: ``{"href", "label", "house"}``
    (its situation, :attr:`~generator.puzzles.model.Puzzle.verdict`, in the address;
    ``house``: the words of the same link under the reader's house rules, which
    ``docs/javascripts/house-link.js`` shows when the house-rules page has kept a code), or
    ``None`` for a puzzle that has none."""
    if not p.verdict:
        return None
    from ..lang.house import script_text      # "under your rules" (issue 17)
    return {"href": verdict_href(dict(p.verdict[0]), FROM_PUZZLE),
            "label": " ".join(load_texts(lang, docs)["from_puzzle"].split()),
            "house": script_text("under_rules", lang, docs)}
