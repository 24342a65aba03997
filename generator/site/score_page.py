"""The score sheet of each language (``score.md`` → ``<lang>/score/``): keep a game's score at
the table, the cards left in hand counted as the rules count them (issue 28).

The page is a script (``docs/javascripts/score/score.js``, on top of
``docs/javascripts/score/game.js``) that never waits for the Python runtime: everything it
needs from the engine is exported here, at build time, as plain numbers (:func:`rules_data`):

- ``site``: this site's profile as the sheet uses it — players, rounds, the pack (decks,
  jokers: 1.2), the cards dealt per round (2.2), each round's contract (4.1; ``whole_hand`` and
  ``final_discard`` for the final round, 7.4) and the penalties of an ace, a face card and a
  joker (8.1; a 2–10 costs its number: ``pips``);
- ``options``: the house-rules options of :data:`generator.engine.house.OPTIONS` in the code's
  order, each with the values a code may give (``choices``, or ``numbers`` with their ranges)
  and, for the options that change what the sheet counts, what each value sets (``sets``:
  decks, jokers, the cards dealt, the final round's contract, the penalties), read from the
  profile :meth:`~generator.engine.house.HouseRules.profile` makes; ``refused``: the parts of
  a code that ask for a rule the engine does not model. ``game.js`` reads a house-rules code
  with exactly the checks of :func:`generator.engine.house.decode` and builds the same
  numbers (``tests/test_score_rules.py`` compares the two on every option);
- ``checks``: nothing but those numbers — the checks themselves (a penalty no hand can have,
  8.1 and 7.4; two players out, 8.2; a card counted more often than the pack holds, 1.2) are
  :func:`generator.questions.standings.row_problem`'s, made from the pack in ``game.js``.

The texts are ``docs/<lang>/score.yaml`` (the same keys and ``{placeholders}`` in every
language, checked by :func:`load_texts`); ``§8.1`` in them becomes a link to the clause on the
rules page. A reference to a clause that ``docs/clauses.yaml`` does not list (yet) is left out
of the text (:func:`known_clauses_only`), so the page never links an anchor that does not exist.
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

from ..engine.house import OPTIONS, REFUSED, VERSION, HouseRules
from ..engine.profile import CONTRATO, Penalties, Profile
from ..lang.house import page_data as house_page_data
from . import markup
from .texts import DOCS, SiteSourceError, display_path, load_clause_list, load_ui
from .verdict_page import LOCALES, load_texts as verdict_texts

__all__ = ["PAGE", "SCRIPTS", "SHEETS", "rules_data", "profile_numbers", "load_texts", "page_config",
           "render_page", "score_pages", "known_clauses_only"]

#: The page's source in each language's MkDocs sources (URL ``<lang>/score/``).
PAGE = "score.md"
#: The page's scripts, relative to the page, in the order it loads them: the site's card picker
#: (the verdict page's, ``window.ContratoPicker``), then the sheet's rules and the sheet.
SCRIPTS = ("../javascripts/picker.js", "../javascripts/score/game.js",
           "../javascripts/score/score.js")
#: Its stylesheets: the card picker's, then the sheet's.
SHEETS = ("../stylesheets/picker/picker.css", "../stylesheets/score/score.css")
#: Where the game is kept on the device (shared by the three languages).
STORE = "contrato.score.v1"
#: The table's house-rules code, as the house-rules page keeps it.
HOUSE_STORE = "contrato.house"

_env = jinja2.Environment(
    loader=jinja2.PackageLoader("generator.site", "templates"),
    undefined=jinja2.StrictUndefined, autoescape=False,
    trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


# --- the numbers ------------------------------------------------------------------------------

def profile_numbers(profile: Profile) -> dict[str, Any]:
    """What the score sheet counts with under ``profile``, as plain data: ``players``,
    ``rounds``, ``decks``, ``jokers``, ``deal`` (cards dealt per round, 2.2), ``contracts``
    (per round ``groups``, ``sequences``, ``whole_hand``, ``final_discard``: 4.1, 7.4) and
    ``penalties`` (``ace``, ``face``, ``joker``: 8.1); ``buying`` and ``buy_penalty`` (6.1,
    6.3: a purchase adds the card bought and the penalty cards to a hand, so a round-7 hand
    left holds the cards dealt plus that many per purchase, 7.4).

    >>> n = profile_numbers(CONTRATO)
    >>> n["decks"], n["jokers"], n["deal"], n["penalties"]
    (2, 3, [10, 10, 10, 12, 12, 12, 12], {'ace': 15, 'face': 10, 'joker': 15})
    >>> n["contracts"][6]
    {'groups': 0, 'sequences': 3, 'whole_hand': True, 'final_discard': False}
    """
    return {
        "players": profile.players,
        "rounds": profile.rounds,
        "decks": profile.decks,
        "jokers": profile.jokers,
        "deal": [profile.deal_size(r) for r in range(1, profile.rounds + 1)],
        "contracts": [{"groups": c.groups, "sequences": c.sequences,
                       "whole_hand": c.whole_hand, "final_discard": c.final_discard}
                      for c in profile.contracts],
        "penalties": {"ace": profile.penalties.ace, "face": profile.penalties.face,
                      "joker": profile.penalties.joker},
        "buying": profile.buying,
        "buy_penalty": profile.buy_penalty,
    }


def _sets(name: str, value: Any) -> dict[str, Any]:
    """What one option's value sets among :func:`profile_numbers`, read from the profile the
    engine makes with that value (the other options at values that allow it)."""
    if name == "decks":
        return {"decks": HouseRules(decks=value, jokers=0).profile().decks}
    if name == "jokers":
        return {"jokers": HouseRules(decks=3, jokers=value).profile().jokers}
    if name == "deal":
        return {"deal": list(HouseRules(deal=value).profile().deal_sizes)}
    if name == "buying":
        return {"buying": HouseRules(buying=value).profile().buying}
    if name == "buy_penalty":
        return {"buy_penalty": HouseRules(buy_penalty=value).profile().buy_penalty}
    if name == "final_round":
        last = HouseRules(final_round=value).profile().contracts[-1]
        return {"final": {"whole_hand": last.whole_hand, "final_discard": last.final_discard}}
    return {}


@functools.lru_cache(maxsize=None)
def rules_data() -> dict[str, Any]:
    """The rules the score sheet needs, as plain data (see the module doc)."""
    pips = [Penalties().of_rank(r) for r in range(2, 11)]
    if pips != list(range(2, 11)):
        raise ValueError(f"the score sheet counts a 2-10 as its number, but they cost {pips}")
    options = []
    for o in OPTIONS:
        entry: dict[str, Any] = {"key": o.key, "name": o.name, "clauses": list(o.clauses)}
        if o.numbers:
            entry["numbers"] = [{"min": lo, "max": hi} for lo, hi in o.numbers]
            entry["fields"] = ["ace", "face", "joker"]        # p<ace>.<face>.<joker> (8.1)
        else:
            entry["choices"] = [{"code": "" if text is None else text,
                                 "sets": _sets(o.name, value)} for text, value in o.choices]
        options.append(entry)
    by_name = {o.name: o for o in OPTIONS}
    buying = by_name["buying"]
    return {
        "version": VERSION,
        "site": profile_numbers(CONTRATO),
        "options": options,
        "refused": [part for part, _, _ in REFUSED if part],
        # the checks across options of generator.engine.house.decode: at most two jokers a
        # deck; no purchase penalty or limit given without buying
        "jokers_per_deck": 2,
        "buying": {"key": buying.key, "off": buying.write(False),
                   "needs": [by_name["buy_penalty"].key, by_name["buy_limit"].key]},
    }


# --- the texts --------------------------------------------------------------------------------

def _texts_path(lang: str, docs: Path) -> Path:
    return Path(docs) / lang / "score.yaml"


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


def _same_shape(ref: Any, got: Any, path: tuple, where: str) -> None:
    """``got`` has exactly ``ref``'s keys, and each text ``ref``'s ``{placeholders}``."""
    key = ".".join(path) or "top level"
    if isinstance(ref, dict):
        if not isinstance(got, dict):
            raise SiteSourceError(f"{where}: at {key}: expected a mapping of texts")
        missing = [str(k) for k in ref if k not in got]
        extra = [str(k) for k in got if k not in ref]
        if missing or extra:
            raise SiteSourceError(
                f"{where}: at {key}: " + "; ".join(filter(None, [
                    missing and "missing " + ", ".join(missing),
                    extra and "unknown " + ", ".join(extra)]))
                + " (the keys of docs/pt/score.yaml)")
        for k in ref:
            _same_shape(ref[k], got[k], path + (str(k),), where)
    elif not isinstance(got, str) or not got.strip():
        raise SiteSourceError(f"{where}: at {key}: expected a text")
    elif _placeholders(ref) != _placeholders(got):
        raise SiteSourceError(f"{where}: at {key}: placeholders "
                              f"{sorted(_placeholders(got))}, expected "
                              f"{sorted(_placeholders(ref))} (docs/pt/score.yaml)")


@functools.lru_cache(maxsize=None)
def load_texts(lang: str, docs: Path = DOCS) -> dict:
    """``docs/<lang>/score.yaml``, checked against the Portuguese file (the same keys, the
    same ``{placeholders}``). Raises :class:`~generator.site.texts.SiteSourceError` naming the
    file and the key."""
    ref = _read(_texts_path("pt", docs))
    data = _read(_texts_path(lang, docs))
    _same_shape(ref, data, (), display_path(_texts_path(lang, docs)))
    return data


#: A clause reference in a text and the ", " or " e "/" y "/" i " that joins it to the one
#: before it in a list (§9.2, §D9, §D14).
_REF = re.compile(r"(,\s*)?§(D\d{1,2}|\d{1,2}\.\d{1,2})")


def known_clauses_only(text: str, known: set[str]) -> str:
    """``text`` without its references to clauses ``known`` does not hold (with the comma
    that joined a left-out one to the list).

    >>> known_clauses_only("o monte acabou (§9.2, §D9, §D14)", {"9.2", "D9"})
    'o monte acabou (§9.2, §D9)'
    >>> known_clauses_only("(§D14, §9.2)", {"9.2"})
    '(§9.2)'
    """
    def keep(m: re.Match) -> str:
        return m.group(0) if m.group(2) in known else ""
    out = _REF.sub(keep, text)
    return re.sub(r"\(\s*,\s*", "(", out)


def _clean(value: Any, known: set[str]) -> Any:
    if isinstance(value, dict):
        return {k: _clean(v, known) for k, v in value.items()}
    if isinstance(value, list):
        return [_clean(v, known) for v in value]
    if isinstance(value, str):
        return " ".join(known_clauses_only(value, known).split())
    return value


def house_problems(lang: str, docs: Path = DOCS) -> dict[str, str]:
    """What can be wrong with a house-rules code, in ``lang`` (``{token}``: the part), as the
    house-rules page says it."""
    return house_page_data(lang, docs)["problems"]


def _card_names(lang: str, docs: Path) -> dict:
    data = _read(Path(docs) / lang / "strings.yaml")
    return data["cards"]


def page_config(lang: str, docs: Path = DOCS) -> dict:
    """The ``data-config`` of the page in ``lang``: ``rules`` (:func:`rules_data`), ``ui``
    (the texts of ``score.yaml`` but the page's own), ``contracts`` (each round's contract in
    words, ``strings.yaml``), ``cards`` (spoken card names), ``picker`` (the card picker's
    words, as on the verdict page), ``house_problems`` (what can be wrong with a house-rules
    code, ``house.ftl``), ``clauses`` (the IDs the rules
    page has, for links), where the rules, the verdict and the house-rules pages are, and the
    storage keys."""
    known = set(load_clause_list(docs).clause_ids())
    t = _clean(load_texts(lang, docs), known)
    ui_site = load_ui(lang, docs)
    ui = {k: v for k, v in t.items() if k not in ("title", "description", "intro", "noscript")}
    return {
        "lang": lang,
        "locale": LOCALES[lang],
        "rules": rules_data(),
        "ui": ui,
        "contracts": {str(r): " ".join(ui_site["contracts"][str(r)].split())
                      for r in range(1, CONTRATO.rounds + 1)},
        "cards": _card_names(lang, docs),
        "picker": verdict_texts(lang, docs)["picker"],      # the card picker's words
        "house_problems": house_problems(lang, docs),
        "clauses": sorted(known),
        "rules_page": "../rules/",
        "verdict": "../verdict/",
        "house_page": "../house-rules/",
        "store": STORE,
        "house_store": HOUSE_STORE,
    }


def render_page(lang: str, docs: Path = DOCS) -> str:
    """The Markdown source of the score sheet in ``lang``."""
    known = set(load_clause_list(docs).clause_ids())
    t = _clean(load_texts(lang, docs), known)
    # ASCII JSON: the texts' clause markup (§8.1), which the script turns into links, is not
    # left as markup in the page's source (\u00a7 until the script reads it)
    config = json.dumps(page_config(lang, docs), ensure_ascii=True, sort_keys=True,
                        separators=(",", ":"))
    return _env.get_template("score.md.j2").render(
        t=t, config=config, scripts=SCRIPTS, sheets=SHEETS,
        intro=markup.clause_links(t["intro"], "rules.md"),
        noscript=_html_links(t["noscript"]),
        title=json.dumps(t["title"], ensure_ascii=False),
        description=json.dumps(t["description"], ensure_ascii=False))


def _html_links(text: str) -> str:
    """``text`` as HTML, each ``§8.1`` a link to the clause on the rules page."""
    return _REF.sub(lambda m: (m.group(1) or "") + f'<a href="../rules/#{markup.anchor(m.group(2))}">'
                    f"{m.group(2)}</a>", html.escape(text, quote=False))


def score_pages(lang: str, docs: Path = DOCS) -> dict[str, str]:
    """``{"score.md": …}``: the MkDocs source of the score sheet of ``lang``."""
    return {PAGE: render_page(lang, docs)}
