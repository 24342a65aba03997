"""Links of the whole built site — the root page and pt/, es/, ca/ together — resolve: every
internal link, script, stylesheet and image, and every #anchor (the id exists on the target
page). MkDocs checks one language at a time; this reads the merged site as a browser would.

HTML is parsed with lxml (``iterlinks`` finds href, src, srcset and CSS url()); relative URLs
are resolved against the page's own URL; absolute URLs on the site's own address (canonical
links) are checked too. Also checked: the links inside the practice data
(``practice/index.json`` and ``practice/p/<id>.json``, relative to ``practice/``), the
locations of each language's search index, and the practice page's own ``#kind=…&p=…``
states.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urljoin, urlsplit

import lxml.html
import pytest

from generator.site import pages

from site_fixtures import LANGS

pytest_plugins = ["site_fixtures"]

#: Fragments of the practice page are its state, not anchors (docs/javascripts/practice.js).
PRACTICE_KEYS = {"kind", "round", "difficulty", "clause", "p", "queue", "order", "seed"}
#: … with the values these take (the others: what some puzzle has).
PRACTICE_VALUES = {"queue": {"new", "missed"}, "order": {"random", "level"}}


@functools.lru_cache(maxsize=None)
def _doc(path: Path):
    return lxml.html.fromstring(path.read_bytes())


@functools.lru_cache(maxsize=None)
def _ids(path: Path) -> frozenset[str]:
    doc = _doc(path)
    return frozenset(doc.xpath("//@id")) | frozenset(doc.xpath("//a/@name"))


@functools.lru_cache(maxsize=None)
def _practice(site: Path, lang: str) -> dict:
    """The practice data of ``lang``: ``{"lang", "puzzles": [{id, kind, round, difficulty,
    clauses, …facts, "data": the puzzle's own file}]}``."""
    folder = site / lang / "practice"
    index = json.loads((folder / "index.json").read_text(encoding="utf-8"))
    puzzles = []
    for row in index["puzzles"]:
        p = dict(zip(index["fields"], row))
        p["kind"] = index["kinds"][p["kind"]]
        p["round"] = p["round"] or None
        p["clauses"] = [index["clauses"][c] for c in p["clauses"]]
        p["data"] = json.loads((folder / "p" / f"{p['id']}.json").read_text(encoding="utf-8"))
        puzzles.append(p)
    return {"lang": index["lang"], "puzzles": puzzles}


class Checker:
    """Resolves URLs of the served site to files of ``site`` and records what is broken."""

    def __init__(self, site: Path, base: str):
        self.site = site
        self.base = base                   # e.g. http://127.0.0.1:PORT/
        self.broken: list[str] = []
        self.checked = 0
        self._files: dict[str, Path | None] = {}

    def url_of(self, path: Path) -> str:
        rel = path.relative_to(self.site).as_posix()
        return self.base + (rel[:-len("index.html")] if rel.endswith("index.html") else rel)

    def file_of(self, url: str) -> Path | None:
        rel = unquote(urlsplit(url).path).lstrip("/")
        if rel not in self._files:          # a site links the same few hundred files 96,000 times
            self._files[rel] = self._resolve(rel)
        return self._files[rel]

    def _resolve(self, rel: str) -> Path | None:
        target = (self.site / rel).resolve()
        if not target.is_relative_to(self.site.resolve()):
            return None
        if target.is_dir():
            target = target / "index.html"
        return target if target.is_file() else None

    def check(self, where: str, page_url: str, link: str) -> None:
        link = link.strip()
        if not link or link.startswith(("data:", "mailto:", "javascript:", "blob:")):
            return
        url = urljoin(page_url, link)
        if not url.startswith(self.base):
            return                         # an outside link: test_site_build checks there are
        self.checked += 1                  # none but cited sources
        target = self.file_of(url)
        if target is None:
            self.broken.append(f"{where}: {link} (no such file)")
            return
        fragment = unquote(urlsplit(url).fragment)
        if not fragment or target.suffix != ".html":
            return
        if "=" in fragment and target.parent.name == "practice":
            self.check_practice_state(where, link, target, fragment)
        elif target.parent.name == "verdict":
            self.check_verdict_situation(where, link, target, fragment)
        elif fragment not in _ids(target):
            self.broken.append(f"{where}: {link} (no id {fragment!r} there)")

    def check_verdict_situation(self, where: str, link: str, target: Path, fragment: str):
        """The verdict page's fragment is an id on it, a situation's code
        (generator/verdict/share.py), or only the rules, ``profile=<code>`` (the house-rules
        page's link: a profile or house-rules code the engine reads, issue 25)."""
        from generator.verdict.data import SituationError, read_profile
        from generator.verdict.share import AddressError, decode
        if fragment in _ids(target):
            return
        rules = re.fullmatch(r"profile=([a-z0-9.-]+)", urlsplit(link).fragment)
        if rules:
            try:
                read_profile(rules.group(1))
            except SituationError as err:
                self.broken.append(f"{where}: {link} (no rules: {err})")
            return
        try:
            decode(urlsplit(link).fragment)
        except AddressError as err:
            self.broken.append(f"{where}: {link} (no situation: {err})")

    def check_practice_state(self, where: str, link: str, target: Path, fragment: str):
        lang = target.relative_to(self.site).parts[0]
        puzzles = _practice(self.site, lang)["puzzles"]
        for key, value in parse_qsl(fragment):
            if key not in PRACTICE_KEYS:
                self.broken.append(f"{where}: {link} (unknown practice key {key!r})")
                continue
            if key in PRACTICE_VALUES or key == "seed":
                if key == "seed" and value.isdigit() or value in PRACTICE_VALUES.get(key, ()):
                    continue
                self.broken.append(f"{where}: {link} (no practice {key}={value})")
                continue
            field = {"p": "id", "clause": "clauses"}.get(key, key)
            values = {str(v) if v is not None else "any" for p in puzzles
                      for v in (p[field] if field == "clauses" else [p[field]])}
            if value not in values:
                self.broken.append(f"{where}: {link} (no puzzle has {key}={value})")


def html_files(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def test_every_internal_link_and_anchor_of_the_whole_site_resolves(site, site_url):
    checker = Checker(site, site_url)
    pages = html_files(site)
    for path in pages:
        page_url = checker.url_of(path)
        where = path.relative_to(site).as_posix()
        for _el, _attr, link, _pos in _doc(path).iterlinks():
            checker.check(where, page_url, link)
    assert not checker.broken, "\n".join(checker.broken[:40])
    # not vacuous: the root, three languages, every puzzle page and its links were read
    assert (site / "index.html") in pages and len(pages) > 3 * 10
    assert checker.checked > 20 * len(pages)


@pytest.mark.parametrize("lang", LANGS)
def test_links_inside_the_practice_data_resolve(site, site_url, lang):
    checker = Checker(site, site_url)
    page_url = f"{site_url}{lang}/practice/"
    data = _practice(site, lang)
    assert data["lang"] == lang and data["puzzles"]
    for entry in data["puzzles"]:
        p = entry["data"]
        where = f"{lang}/practice/p/{p['id']}.json"
        checker.check(where, page_url, p["url"])
        checker.check(where, page_url, p["url"] + "#solution")
        texts = {name: p[name] for name in ("title", "meta", "situation", "question",
                                             "solution")}
        texts.update({f"choice {i}": c for i, c in enumerate(p["choices"])})
        texts.update({f"reason {i}": r for i, r in enumerate(p["reasons"]) if r})
        for name, text in texts.items():
            text = pages.unpack_cards(text, p["cards"])
            if "<a " not in text:
                continue
            for _el, _attr, link, _pos in lxml.html.fragment_fromstring(
                    text, create_parent="div").iterlinks():
                checker.check(f"{where} {name}", page_url, link)
    assert not checker.broken, "\n".join(checker.broken[:40])
    assert checker.checked >= 2 * len(data["puzzles"])    # its page and its clauses, at least


@pytest.mark.parametrize("lang", LANGS)
def test_search_index_locations_resolve(site, site_url, lang):
    checker = Checker(site, site_url)
    index = json.loads((site / lang / "search" / "search_index.json").read_text("utf-8"))
    for doc in index["docs"]:
        checker.check(f"{lang}/search/search_index.json", f"{site_url}{lang}/",
                      doc["location"] or "./")
    assert not checker.broken, "\n".join(checker.broken[:40])
    assert checker.checked == len(index["docs"]) > 50


def test_the_checker_sees_a_broken_link_and_a_missing_anchor(site, site_url):
    """The checker itself: a made-up page, a missing id and a bad practice state are found."""
    checker = Checker(site, site_url)
    page = f"{site_url}pt/rules/"
    checker.check("t", page, "#r6-2")
    checker.check("t", page, "../glossary/")
    checker.check("t", page, "../practice/#clause=4.1")
    checker.check("t", page, "../practice/#queue=missed&order=random&seed=42")
    checker.check("t", page, "../practice/#daily")
    checker.check("t", page, "../verdict/#penalty&hand=KCAH")
    checker.check("t", page, "../verdict/#profile=h1-bn-wa")
    assert checker.broken == [] and checker.checked == 7
    checker.check("t", page, "#r6-99")
    checker.check("t", page, "../nowhere/")
    checker.check("t", page, "../practice/#clause=99.9")
    checker.check("t", page, "../practice/#colour=red")
    checker.check("t", page, "../practice/#order=sideways")
    checker.check("t", page, "../practice/#order=random&seed=x")
    checker.check("t", page, "../verdict/#penalty&hand=KX")
    checker.check("t", page, "../verdict/#profile=h1-zz")
    assert len(checker.broken) == 8, checker.broken
