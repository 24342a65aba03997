"""House rules in words: the options of :mod:`generator.engine.house` and their values in a
language (``docs/<lang>/house.ftl``), for the house-rules page, the table card and the
explanations of answers under house rules.

- :func:`value_text`: an option's value ("o ás só é baixo (A-2-3-4)"); :func:`option_label`: the
  option's name ("O ás nas sequências");
- :func:`diff_rows`: the side-by-side difference of house rules against this site's, clause
  by clause: what the house-rules page and the table card show;
- :func:`rule_rows`: every option with its value, for a table card under house rules;
- :func:`refused_rows`: the family's rules no option offers, each with its clause and reason;
- :func:`page_data`: everything the house-rules page's script needs, as plain data (JSON).

>>> from generator.engine.house import decode
>>> [(r["key"], r["clauses"], r["site"], r["house"]) for r in diff_rows(decode("h1-wa"), "pt")]
[('w', ['7.1', '7.3'], 'só se recuperam os jokers das sequências, pela carta exata', 'recuperam-se os jokers das sequências e também os dos grupos, estes por uma carta do valor do grupo')]
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..engine.house import (OPTIONS, REFUSED, VERSION, HouseRules, Option, changes, decode)
from ..engine.profile import CATALAN_SOURCE, Penalties
from ..questions.lines import HouseLabel, HouseValue
from . import DOCS
from .catalogue import LOCALES, Catalogue, load_catalogue

__all__ = ["texts", "value_text", "option_label", "house_value_text", "diff_rows",
           "rule_rows", "refused_rows", "refused_key", "page_data"]


def texts(lang: str, docs: Path = DOCS) -> Catalogue:
    """The catalogue ``docs/<lang>/house.ftl``."""
    return load_catalogue(lang, "house", docs)


def _value_key(opt: Option, value: Any) -> str:
    if isinstance(value, Penalties):
        return "value"
    text = opt.write(value)
    return "none" if text is None else text


def script_text(key: str, lang: str, docs: Path = DOCS) -> str:
    """The house-rules text ``key`` for a page's script to fill in: each of its variables
    kept as ``{name}`` (the scripts replace ``{code}``, ``{url}``, ``{token}`` …), on one
    line."""
    t = texts(lang, docs)
    return " ".join(t.fill(key, {v: "{%s}" % v for v in t.variables(key)}).split())


def value_text(opt: Option, value: Any, lang: str) -> str:
    """The value ``value`` of ``opt`` in words."""
    t = texts(lang)
    if isinstance(value, Penalties):
        return t.format(f"options.{opt.key}.value", ace=value.ace, face=value.face,
                        joker=value.joker)
    return t.raw(f"options.{opt.key}.{_value_key(opt, value)}")


def house_value_text(v: HouseValue, lang: str) -> str:
    """A :class:`~generator.questions.lines.HouseValue` parameter in words."""
    opt = next(o for o in OPTIONS if o.key == v.key)
    if opt.numbers:
        return value_text(opt, Penalties(*(int(n) for n in v.value.split("."))), lang)
    value = None if v.value == "none" else opt.read(v.value)
    return value_text(opt, value, lang)


def house_label_text(v: HouseLabel, lang: str) -> str:
    """A :class:`~generator.questions.lines.HouseLabel` parameter: the option's name."""
    return option_label(next(o for o in OPTIONS if o.key == v.key), lang)


def option_label(opt: Option, lang: str) -> str:
    """The option's name ("Jokers")."""
    return texts(lang).raw(f"options.{opt.key}.label")


def diff_rows(rules: HouseRules, lang: str, base: HouseRules | None = None) -> list[dict]:
    """The options where ``rules`` differ from ``base`` (this site's by default), in the
    code's order: ``{"key", "label", "clauses", "site", "house"}`` (the values in words)."""
    return [{"key": o.key, "label": option_label(o, lang), "clauses": list(o.clauses),
             "site": value_text(o, b, lang), "house": value_text(o, v, lang)}
            for o, b, v in changes(rules, base)]


def rule_rows(rules: HouseRules, lang: str) -> list[dict]:
    """Every option with its value under ``rules``: ``{"key", "label", "clauses", "value",
    "changed"}`` (``changed``: it differs from this site's), for a table card."""
    site = HouseRules()
    return [{"key": o.key, "label": option_label(o, lang), "clauses": list(o.clauses),
             "value": value_text(o, o.get(rules), lang),
             "changed": o.get(rules) != o.get(site)} for o in OPTIONS]


def refused_key(part: str | None, clause: str) -> str:
    """The key of a refused rule in ``refused.*``: its code part, else its clause."""
    return part or clause.replace(".", "-")


def refused_rows(lang: str, docs: Path = DOCS) -> list[dict]:
    """The rules of the family no option offers: ``{"clause", "part", "text"}`` (``part``:
    the part of a code that would ask for it, or ``None``)."""
    t = texts(lang, docs)
    return [{"clause": clause, "part": part,
             "text": t.raw(f"refused.{refused_key(part, clause)}")}
            for part, clause, _ in REFUSED]


#: A number of points for each plural form a penalty's sentence may take, and no other
#: number of the sentence: the form is rendered with it, then it becomes ``{ace}``.
_PLURAL_SAMPLES = {"one": 1, "other": 731}


def penalty_templates(opt: Option, lang: str, docs: Path = DOCS) -> dict[str, str]:
    """The penalties' sentence with ``{ace}``, ``{face}`` and ``{joker}`` for a script to
    fill, once per plural form of the ace's points (``{"one": "el as vale {ace} punto, …",
    "other": "… {ace} puntos, …"}``): the language's plural rules choose the words, as
    :func:`value_text` does with the numbers."""
    t = texts(lang, docs)
    out = {}
    for form, sample in _PLURAL_SAMPLES.items():
        text = t.format(f"options.{opt.key}.value", ace=sample, face="{face}", joker="{joker}")
        said = re.compile(rf"(?<![\d.,]){sample}(?![\d.,])")
        if len(said.findall(text)) != 1:
            raise ValueError(f"{lang}/house.ftl options-{opt.key}-value: the sentence must say "
                             f"the ace's points once and no other {sample}: {text!r}")
        out[form] = said.sub("{ace}", text)
    return out


def page_data(lang: str, docs: Path = DOCS) -> dict:
    """What the house-rules page's script needs, as plain data: the version, the options in
    the code's order (key, field, clauses, label, the values with the code's text and their
    words; numbers for the penalties), the starting points' codes, the code parts that ask
    for a rule the engine does not model, and the words of the problems a code can have."""
    t = texts(lang, docs)
    options = []
    for o in OPTIONS:
        entry: dict[str, Any] = {"key": o.key, "name": o.name, "clauses": list(o.clauses),
                                 "label": option_label(o, lang)}
        if o.numbers:
            entry["numbers"] = [{"min": lo, "max": hi} for lo, hi in o.numbers]
            # the page's script puts the numbers in ({ace}, {face}, {joker}: house.js), the
            # words after the ace's number agreeing with it: one template per plural form of
            # the language (CLDR, through the page's Intl.PluralRules for ``locale``)
            entry["templates"] = penalty_templates(o, lang, docs)
            entry["locale"] = LOCALES[lang]
            site = Penalties()
            entry["default"] = f"{site.ace}.{site.face}.{site.joker}"
        else:
            entry["choices"] = [{"code": "" if c is None else c,
                                 "text": t.raw(f"options.{o.key}.{'none' if c is None else c}")}
                                for c, _ in o.choices]
            entry["default"] = entry["choices"][0]["code"]
        options.append(entry)
    return {"version": VERSION, "options": options,
            "starts": {"contrato": VERSION,
                       "catalan": HouseRules.of(CATALAN_SOURCE).code()},
            "refused": [part for part, _, _ in REFUSED if part],
            # the page's script puts the code's part in ({token}: house.js)
            "problems": {k: t.format(f"problems.{k}", token="{token}") for k in PROBLEMS}}


#: The kinds of problem a code can have (:class:`~generator.engine.errors.HouseRulesCodeError`
#: ``problem``), each with its words in ``problems.*``.
PROBLEMS = ("syntax", "version", "unknown-option", "bad-value", "twice", "conflict",
            "unmodelled")
