"""The built site (generator/site/build.py): every clause anchor and puzzle page in every
language, the practice page and its data, byte-identical rebuilds, no outside request, the
root page, and clear errors that leave an existing site untouched.

The site is built once per session (tests/site_fixtures.py, shared with test_site_links.py
and the browser tests) and once more here for the byte-identical check. Links and anchors of
the whole site: test_site_links.py; in a browser: test_browser*.py.
"""

from __future__ import annotations

import gzip
import hashlib
import html.parser
import json
import re
import shutil
import sys
from pathlib import Path
from types import SimpleNamespace

import lxml.html
import pytest

from generator.site import build, markup, pages, texts
from generator.site.texts import SiteSourceError

from site_fixtures import EPOCH, LANGS
from test_site_pages import SPEC_IDS, SPEC_SECTIONS, sample_puzzles

pytest_plugins = ["site_fixtures"]

ROOT = Path(__file__).resolve().parents[1]


# --- reading the built site ------------------------------------------------------------------

class _Page:
    """Ids and (tag, attribute, value) URL references of one HTML page, and its styles (the
    ``style`` attributes and ``<style>`` elements), read with lxml."""

    URL_ATTRS = {"src", "href", "srcset", "action", "poster", "data", "formaction", "cite",
                 "background", "manifest", "longdesc", "xlink:href"}

    def __init__(self, text: str):
        self.ids: set[str] = set()
        self.refs: list[tuple[str, str, str]] = []
        self.styles: list[str] = []
        for el in lxml.html.document_fromstring(text).iter():
            if not isinstance(el.tag, str):
                continue                                    # a comment
            tag = el.tag.lower()
            for name, value in el.attrib.items():
                if name in ("id", "name") and (name == "id" or tag == "a"):
                    self.ids.add(value)
                elif name in self.URL_ATTRS:
                    self.refs.append((tag, name, value))
                elif name == "style":
                    self.styles.append(value)
                elif tag == "meta" and name == "content" and "url=" in value.lower():
                    self.refs.append((tag, "content", value.split("=", 1)[1]))
            if tag == "style" and el.text:
                self.styles.append(el.text)


_pages: dict[Path, _Page] = {}


def page(path: Path) -> _Page:
    if path not in _pages:
        _pages[path] = _Page(path.read_text(encoding="utf-8"))
    return _pages[path]


class _Meta(html.parser.HTMLParser):
    """The ``<title>`` and the ``<meta>`` tags (by name or property) of a page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found: dict[str, str] = {}
        self._title = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "meta" and (a.get("name") or a.get("property")):
            self.found[a.get("name") or a.get("property")] = a.get("content") or ""
        self._title = tag == "title"

    def handle_endtag(self, tag):
        self._title = False

    def handle_data(self, data):
        if self._title:
            self.found["title"] = self.found.get("title", "") + data


def meta(text: str) -> dict[str, str]:
    p = _Meta()
    p.feed(text)
    return p.found


def html_unescape(text: str) -> str:
    from html import unescape
    return unescape(text)


def html_files(root: Path) -> list[Path]:
    return sorted(root.rglob("*.html"))


def tree_hashes(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


# --- anchors and pages -----------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_every_clause_ruling_and_section_has_its_anchor(site, lang):
    ids = page(site / lang / "rules" / "index.html").ids
    missing = [c for c in SPEC_IDS + SPEC_SECTIONS if markup.anchor(c) not in ids]
    assert not missing, f"{lang}: no anchor for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_clause_has_a_heading_with_title_and_a_link_to_copy(site, lang):
    """The heading is number and title (so the contents show words); its number copies the
    address of the clause's own page."""
    text = (site / lang / "rules" / "index.html").read_text(encoding="utf-8")
    rules = texts.load_rules(lang)
    for c in rules.clauses():
        a = markup.anchor(c.id)
        page_ = markup.clause_page(c.id)
        assert re.search(rf'<div class="clause( ruling)?">\s*<h3 class="clause-head"'
                         rf'( data-badge="[^"]+")? id="{a}"><a class="clause-link" '
                         rf'href="{page_}/" data-copy-link data-copy-only', text), c.id
        toc = re.search(rf'<a href="#{a}" class="md-nav__link">\s*<span class="md-ellipsis">'
                        rf'\s*(.*?)\s*</span>', text, re.S)
        assert toc and html_unescape(toc.group(1)) == f"{c.id} {c.title}", (lang, c.id)
    assert text.count('<div class="ruling-why">') == 14
    assert text.count(f'data-badge="{texts.load_ui(lang)["ruling"]}"') == 14


@pytest.mark.parametrize("lang", LANGS)
def test_every_clause_and_ruling_has_its_own_page(site, lang):
    """rules/6-2/, rules/d4/: title, description and Open Graph tags of number, title and
    text; the clause's anchor; a link to its place on the whole page; previous and next."""
    rules = texts.load_rules(lang)
    order = rules.clauses()
    for i, c in enumerate(order):
        path = site / lang / "rules" / markup.clause_page(c.id) / "index.html"
        text = path.read_text(encoding="utf-8")
        head = meta(text)
        words = pages.plain_text(c.text.value, lang)
        assert head["title"] == f"{c.id} {c.title} - Contrato"
        assert head["description"] == head["og:description"] == f"{c.id} {c.title}: {words}"
        assert head["og:title"] == f"{c.id} {c.title}"
        assert head["og:url"].endswith(f"/{lang}/rules/{markup.clause_page(c.id)}/")
        assert head["og:locale"] == {"pt": "pt_PT", "es": "es_ES", "ca": "ca_ES"}[lang]
        ids = page(path).ids
        assert markup.anchor(c.id) in ids
        links = [ref for tag, _, ref in page(path).refs if tag == "a"]
        assert f"../#{markup.anchor(c.id)}" in links
        if i > 0:
            assert f"../{markup.clause_page(order[i - 1].id)}/" in links
        if i + 1 < len(order):
            assert f"../{markup.clause_page(order[i + 1].id)}/" in links


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_has_a_preview_picture_and_a_puzzle_describes_itself(site, site_url,
                                                                       puzzles, lang):
    """Link previews (issue 25): every page's og:image is the language's card picture, drawn
    at build time and served by the site (a PNG of 1200 x 630, the same bytes from the same
    texts); a puzzle's description is its question and situation, not the site's text."""
    from generator.site import og_image
    data = (site / lang / og_image.PATH).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")) == \
        og_image.SIZE
    description = " ".join(texts.load_ui(lang)["site_description"].split())
    assert data == og_image.card_picture("Contrato", description)
    others = {(site / other / og_image.PATH).read_bytes() for other in LANGS}
    assert len(others) == len(LANGS)                 # one picture per language
    url = f"{site_url}{lang}/{og_image.PATH}"
    for path in html_files(site / lang):
        text = path.read_text(encoding="utf-8")
        if "og:title" not in text:                   # a redirect page
            continue
        head = meta(text)
        assert head["og:image"] == url, path
        assert head["twitter:card"] == "summary_large_image"
    for p in puzzles:
        head = meta((site / lang / "puzzles" / p.id / "index.html").read_text("utf-8"))
        expected = pages.puzzle_description(p, lang)
        assert head["description"] == head["og:description"] == expected, p.id
        assert expected != description
        assert expected.startswith(pages.plain_text(p.texts[lang].question, lang))


def test_a_puzzle_s_description_reads_its_situation_in_words():
    p = SimpleNamespace(texts={"es": SimpleNamespace(
        question="¿Quién se lleva qué cartas?",
        situation="Ronda 2.\n\nEl descarte: [[7♥ 9♣]]\n\n- Ana: 10 cartas\n- Bruno: abrió\n\n"
                  "| Ronda | Ana | Bruno |\n| ---: | ---: | ---: |\n| 1 | 0 | 12 |\n"
                  "| 2 | 5 | 0 |")})
    assert pages.puzzle_description(p, "es") == (
        "¿Quién se lleva qué cartas? Ronda 2. El descarte: 7♥ 9♣. Ana: 10 cartas. Bruno: abrió. "
        "Ronda 1: Ana 0, Bruno 12. Ronda 2: Ana 5, Bruno 0.")
    long = SimpleNamespace(texts={"pt": SimpleNamespace(question="Quem?",
                                                        situation="palavra " * 100)})
    text = pages.puzzle_description(long, "pt")
    assert len(text) <= pages.DESCRIPTION_LENGTH and text.endswith("palavra…")


@pytest.mark.parametrize("lang, said", [
    ("pt", "pela ordem em que foram baixadas: 1) 7♥ 7♦ 7♣; 2) 3♠ 4♠ 5♠ 6♠; 3) 9♥ 10♥ J♥ Q♥; "
     "4) Q♠ Q♦ Q♣. "),
    ("es", "en el orden en que se bajaron: 1) 7♥ 7♦ 7♣; 2) 3♠ 4♠ 5♠ 6♠; 3) 9♥ 10♥ J♥ Q♥; "
     "4) Q♠ Q♦ Q♣. "),
    ("ca", "en l'ordre en què es van baixar: 1) 7♥ 7♦ 7♣; 2) 3♠ 4♠ 5♠ 6♠; 3) 9♥ 10♥ J♥ Q♥; "
     "4) Q♠ Q♦ Q♣. ")])
def test_a_puzzle_s_description_separates_the_numbered_melds(puzzle_build, lang, said):
    """Fourteenth ca reading #3: not «… 6♣ 2. A♠ 2♠ …», a number running into the cards."""
    built = puzzle_build
    p = next(p for p in built.puzzles if p.id == "lo-cc31f883f2")
    text = pages.puzzle_description(p, lang)
    assert said in text, text
    for q in built.puzzles:       # no number of a list runs into a card anywhere
        assert not re.search(r"[♠♥♦♣\]] \d+\. ", pages.puzzle_description(q, lang)), q.id


def test_clause_pages_show_their_rulings_and_who_cites_them(site):
    text = (site / "pt" / "rules" / "6-4" / "index.html").read_text(encoding="utf-8")
    assert '<h2 id="related-rulings">Decisões relacionadas' in text
    assert '<h3 class="clause-head" data-badge="Decisão" id="d4">' in text
    assert "Justificação." in text
    assert '<a data-preview="" href="../d4/">D4 Duas compras seguidas: numa mesma série de pedidos</a>' \
        in text
    rules = (site / "pt" / "rules" / "index.html").read_text(encoding="utf-8")
    block = rules.split('id="r6-4"', 1)[1].split('<div class="clause ', 1)[0]
    assert "<strong>Citada em:</strong> " in block
    assert '<a data-preview="" href="#d4">D4 Duas compras seguidas: numa mesma série de pedidos</a>' \
        in block


@pytest.mark.parametrize("lang", LANGS)
def test_every_puzzle_has_its_page_linked_from_the_index(site, puzzles, lang):
    index = page(site / lang / "puzzles" / "index.html")
    linked = {href for tag, attr, href in index.refs if tag == "a"}
    for p in puzzles:
        path = site / lang / "puzzles" / p.id / "index.html"
        assert path.is_file(), f"{lang}: no page for {p.id}"
        text = path.read_text(encoding="utf-8")
        if "retired" in p.tags:      # its page stays for the links to it; no list shows it
            assert f"{p.id}/" not in linked, f"{lang}: index links retired {p.id}"
            assert 'class="puzzle-nav-position">' in text and 'rel="prev"' not in text
        else:
            assert f"{p.id}/" in linked, f"{lang}: index does not link {p.id}"
        before, details = text.split("<details", 1)
        assert "<summary>" in details and "</details>" in details
        for c in p.clauses:
            assert f'href="../../rules/#{markup.anchor(c)}"' in details


def test_puzzle_pages_are_out_of_the_nav(site, puzzles):
    nav = (site / "pt" / "rules" / "index.html").read_text(encoding="utf-8")
    nav = nav.split('<nav class="md-nav md-nav--primary"', 1)[1].split("md-sidebar--secondary")[0]
    assert "puzzles/" in nav                                  # the index is in the nav
    assert not any(f"puzzles/{p.id}/" in nav for p in puzzles)


# --- language switcher, root page, search ----------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_language_switcher_goes_to_the_same_page(site, lang, puzzles):
    for rel, root in (("index.html", "."), ("rules/index.html", ".."),
                      (f"puzzles/{puzzles[0].id}/index.html", "../..")):
        text = (site / lang / rel).read_text(encoding="utf-8")
        here = rel.removesuffix("index.html")
        for other in LANGS:
            href = f"{root}/../{other}/{here}"
            assert re.search(rf'<a href="{re.escape(href)}" '
                             rf'hreflang="{other}" lang="{other}" class="md-select__link" '
                             rf'target="_self" data-keep-hash', text), (lang, rel, other)


def test_the_404_page_switches_language_from_any_depth(site):
    text = (site / "es" / "404.html").read_text(encoding="utf-8")
    assert '<a href="/es/../ca/" hreflang="ca"' in text


def test_root_page_links_to_every_language_and_sends_readers_to_theirs(site):
    text = (site / "index.html").read_text(encoding="utf-8")
    hrefs = [ref for tag, _, ref in page(site / "index.html").refs if tag == "a"]
    assert hrefs == ["pt/", "es/", "ca/"]
    assert "Português" in text and "Español" in text and "Català" in text
    assert "navigator.languages" in text and "window.location.replace" in text


@pytest.mark.parametrize("lang, search_lang, pipeline", [
    ("pt", ["pt"], None), ("es", ["es"], None), ("ca", ["en"], [])])
def test_each_language_has_its_own_search_index(site, lang, search_lang, pipeline):
    index = json.loads((site / lang / "search" / "search_index.json").read_text("utf-8"))
    assert index["config"]["lang"] == search_lang
    if pipeline is not None:
        assert index["config"]["pipeline"] == pipeline
    locations = [d["location"] for d in index["docs"]]
    assert any(loc.startswith("rules/") for loc in locations)
    assert all(not loc.startswith(("http", "/", "..")) for loc in locations)
    words = {"pt": "comprar fora da vez", "es": "comprar fuera de turno",
             "ca": "comprar fora de torn"}
    assert words[lang] in json.dumps(index, ensure_ascii=False).lower()


@pytest.mark.parametrize("lang", LANGS)
def test_search_finds_clauses_one_by_one_and_no_puzzle_page(site, lang):
    """One search entry per clause and ruling (its number is a heading with its id), the rules
    at double weight, the puzzle pages left out (their index is in), and words split at
    punctuation («bromista», l'exemple) in every language."""
    index = json.loads((site / lang / "search" / "search_index.json").read_text("utf-8"))
    entries = {d["location"]: d for d in index["docs"]}
    for cid in SPEC_IDS:
        entry = entries[f"rules/#{markup.anchor(cid)}"]
        assert entry["title"].split()[0] == cid and entry["boost"] == 2
        assert entry["text"].strip()
    assert not [loc for loc in entries if loc.startswith("puzzles/") and loc != "puzzles/"
                and not loc.startswith("puzzles/#")]
    assert any(loc.startswith("practice/") for loc in entries)
    assert re.fullmatch(index["config"]["separator"], "»") and \
        re.fullmatch(index["config"]["separator"], "'")
    assert not re.search(index["config"]["separator"], "6.2") and \
        not re.search(index["config"]["separator"], "col·locar")


def test_catalan_search_keywords_are_indexed_under_the_joker_clauses(site):
    """The Catalan source's «bromista» finds the clause that defines the joker and its
    glossary entry through the index's hidden keywords (tests/test_search.py), and is in the
    text only where the glossary and the variants page explain the word."""
    index = json.loads((site / "ca" / "search" / "search_index.json").read_text("utf-8"))
    with_keyword = {d["location"] for d in index["docs"]
                    if "bromista" in d.get("keywords", "").split()}
    assert with_keyword == {"rules/#r1-3", "glossary/#joker"}
    in_text = {d["location"] for d in index["docs"] if "bromista" in d["text"]}
    assert in_text <= {"glossary/#joker", "glossary/#words-to-avoid", "variants/#sources"}


def test_pages_carry_their_language_and_translated_interface(site):
    for lang, copied in (("pt", "Ligação copiada"), ("es", "Enlace copiado"),
                         ("ca", "Enllaç copiat")):
        text = (site / lang / "rules" / "index.html").read_text(encoding="utf-8")
        assert f'<html lang="{ {"pt": "pt-PT"}.get(lang, lang) }"' in text
        assert f'data-copied="{copied}"' in text


# --- reproducible, self-contained ------------------------------------------------------------

def test_two_builds_are_byte_identical(site, site_url, puzzles, tmp_path):
    again = tmp_path / "site"
    build.build_site(again, list(reversed(puzzles)), site_url=site_url, epoch=EPOCH)
    first, second = tree_hashes(site), tree_hashes(again)
    assert first.keys() == second.keys()
    assert [k for k in first if first[k] != second[k]] == []


def test_sitemaps_are_dated_by_the_epoch(site, site_url):
    for lang in LANGS:
        xml = (site / lang / "sitemap.xml").read_text(encoding="utf-8")
        assert set(re.findall(r"<lastmod>(.*?)</lastmod>", xml)) == {"2026-01-01"}
        assert f"<loc>{site_url}{lang}/rules/</loc>" in xml
        raw = (site / lang / "sitemap.xml.gz").read_bytes()
        assert int.from_bytes(raw[4:8], "little") == EPOCH      # gzip header mtime
        assert gzip.decompress(raw).decode("utf-8") == xml


def test_no_page_names_alternate_languages_in_its_head(site, site_url):
    """Material's <link rel="alternate" hreflang> named the language home pages as every
    page's alternates, and made its script download the three languages' sitemaps on every
    page: gone (overrides/main.html); the rest of its head stays."""
    rules = (site / "es" / "rules" / "index.html").read_text(encoding="utf-8")
    assert '<link rel="canonical" href="' + site_url + 'es/rules/">' in rules
    assert '<link rel="next" href="../table-card/">' in rules
    assert '<meta name="description" content="' in rules
    for page in sorted(site.glob("*/**/index.html")):
        assert not re.search(r"<link[^>]*hreflang", page.read_text(encoding="utf-8")), page


def _authored_urls() -> set[str]:
    """Outside URLs written by hand in the texts (sources cited on a page)."""
    found = set()
    for path in texts.DOCS.glob("*/*.md"):
        found |= set(re.findall(r"https?://[^\s)\]>\"']+", path.read_text(encoding="utf-8")))
    return found


#: URLs inside Material's and lunr's JavaScript that only load for features this site does not
#: use (mermaid diagrams, a repository link, polyfills), or that are licence/comment text.
#: Other people's scripts, whose comments cite web pages: Material's, the npm packages
#: vendored unchanged in docs/javascripts/vendor/ (pinned by generator/site/vendor.py) and
#: Pyodide's (its CDN for packages the verdict page never loads; the browser tests check that
#: no request leaves the site).
VENDOR_JS = re.compile(r"assets/javascripts/(bundle\.[0-9a-f]+\.min\.js(\.map)?|lunr/.*|"
                       r"workers/.*)$|javascripts/vendor/[\w.-]+\.js$|"
                       r"^runtime/pyodide-[\w.]+/")   # Pyodide's files (generator/site/runtime.py)


def test_no_file_refers_to_an_outside_host(site, site_url):
    """Nothing the browser loads comes from outside the site: no src/href/url() to another
    host. Links (<a href>) to another host only where a hand-written text cites a source."""
    own = (site_url,)
    authored = _authored_urls()
    bad = []
    for path in sorted(site.rglob("*")):
        rel = str(path.relative_to(site))
        if path.suffix == ".html":
            p = page(path)
            for tag, attr, ref in p.refs:
                for url in re.findall(r"https?://\S+|//\S+", ref):
                    if url.startswith(own):
                        continue
                    if tag == "a" and attr == "href" and url in authored:
                        continue
                    bad.append(f"{rel}: <{tag} {attr}={url}>")
            for style in p.styles:
                bad += [f"{rel}: style url({u})" for u in re.findall(
                    r"url\(\s*['\"]?((?:https?:)?//[^'\")]+)", style)]
        elif path.suffix == ".css":
            css = path.read_text(encoding="utf-8")
            css = re.sub(r"url\(\s*(['\"])data:.*?\1\s*\)", "", css, flags=re.S)
            css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
            bad += [f"{rel}: {u}" for u in re.findall(
                r"(?:url\(\s*['\"]?|@import\s+['\"])((?:https?:)?//[^'\")\s]+)", css)]
        elif path.suffix in (".js", ".json", ".xml") and not VENDOR_JS.search(rel):
            for url in re.findall(r"https?://[^\s\"'<>)\\]+", path.read_text(encoding="utf-8")):
                if path.name == "search_index.json" and url in authored:
                    continue                     # the text of a cited source's link
                if not url.startswith(own) and url not in (
                        "http://www.sitemaps.org/schemas/sitemap/0.9",
                        "http://www.w3.org/1999/xhtml"):
                    bad.append(f"{rel}: {url}")
    assert not bad, "\n".join(bad[:30])


def test_scripts_work_without_instant_navigation(site):
    """practice.js and contrato.js run once per page load (or per document$ emission, if
    navigation.instant is ever turned on); instant navigation stays off, as the language
    switcher needs full page loads."""
    import yaml
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert "navigation.instant" not in config["theme"]["features"]
    js = (site / "pt" / "javascripts" / "practice.js").read_text(encoding="utf-8")
    assert "document$.subscribe(init)" in js
    text = (site / "pt" / "practice" / "index.html").read_text(encoding="utf-8")
    assert 'src="../javascripts/practice.js"' in text


def test_the_card_picker_only_where_cards_are_entered(site):
    """docs/javascripts/picker.js and its stylesheet load on the verdict page, before its
    script, and not on every page (build.PLACED_SCRIPTS; a subfolder of stylesheets/)."""
    home = (site / "pt" / "index.html").read_text(encoding="utf-8")
    assert "picker" not in home
    verdict = (site / "pt" / "verdict" / "index.html").read_text(encoding="utf-8")
    assert 'href="../stylesheets/picker/picker.css"' in verdict
    assert verdict.index('src="../javascripts/picker.js"') < verdict.index(
        'src="../javascripts/verdict/verdict.js"')
    assert (site / "pt" / "javascripts" / "picker.js").is_file()
    assert (site / "pt" / "stylesheets" / "picker" / "picker.css").is_file()


def test_no_web_fonts_and_our_assets_are_linked(site):
    text = (site / "pt" / "index.html").read_text(encoding="utf-8")
    assert "fonts.googleapis" not in text and "fonts.gstatic" not in text
    assert 'href="stylesheets/site.css"' in text          # docs/stylesheets/*.css, joined
    assert 'src="javascripts/contrato.js"' in text
    assert (site / "pt" / "stylesheets" / "site.css").is_file()


# --- errors ----------------------------------------------------------------------------------

@pytest.fixture
def docs_copy(tmp_path):
    dst = tmp_path / "docs"
    shutil.copytree(texts.DOCS, dst)
    return dst


@pytest.fixture
def old_site(tmp_path):
    """A previous build in place: a root page and pt/."""
    out = tmp_path / "out"
    (out / "pt").mkdir(parents=True)
    (out / "index.html").write_text("old", encoding="utf-8")
    (out / "pt" / "index.html").write_text("old pt", encoding="utf-8")
    return out


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_bad_card_markup_fails_naming_the_file_and_leaves_the_site(docs_copy, old_site):
    path = docs_copy / "es" / "glossary.md"
    path.write_text(path.read_text(encoding="utf-8") + "\nMano: [[7♥ 1♣]]\n", encoding="utf-8")
    before = tree_hashes(old_site)
    with pytest.raises(SiteSourceError) as err:
        build.build_site(old_site, sample_puzzles(), docs=docs_copy, epoch=EPOCH)
    assert str(err.value).startswith(f"{path}, line ")
    assert "bad card markup [[7♥ 1♣]]" in str(err.value)
    assert tree_hashes(old_site) == before
    assert _leftovers(old_site.parent) == []


def test_a_failing_mkdocs_build_leaves_the_old_site_untouched(docs_copy, old_site):
    path = docs_copy / "ca" / "glossary.md"
    path.write_text(path.read_text(encoding="utf-8") + "\nVegeu [res](nowhere.md).\n",
                    encoding="utf-8")
    before = tree_hashes(old_site)
    with pytest.raises(build.SiteBuildError) as err:
        build.build_site(old_site, sample_puzzles(), docs=docs_copy, epoch=EPOCH)
    msg = str(err.value)
    assert "mkdocs build of ca failed" in msg and "nowhere.md" in msg
    assert "mkdocs build of pt failed" not in msg
    assert tree_hashes(old_site) == before
    assert _leftovers(old_site.parent) == []


def test_refuses_to_replace_a_folder_that_is_not_a_site(tmp_path):
    out = tmp_path / "precious"
    out.mkdir()
    (out / "notes.txt").write_text("keep me", encoding="utf-8")
    with pytest.raises(SiteSourceError, match="refusing to replace it"):
        build._put_in_place(tmp_path, out)
    assert (out / "notes.txt").read_text(encoding="utf-8") == "keep me"


def test_site_url_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("CONTRATO_SITE_URL", "https://contrato.example/regras")
    assert build.site_url_root() == "https://contrato.example/regras/"
    monkeypatch.delenv("CONTRATO_SITE_URL")
    assert build.site_url_root() == "http://127.0.0.1:8000/"
    with pytest.raises(SiteSourceError, match="must start with http"):
        build.site_url_root("contrato.example")


def test_a_release_build_with_the_default_address_warns(monkeypatch):
    """`contrato build` says when CONTRATO_SITE_URL leaves the site at 127.0.0.1: a real
    deployment's previews, canonical links and PDFs would point at this machine."""
    warning = build.default_url_warning({})
    assert "CONTRATO_SITE_URL" in warning and "http://127.0.0.1:8000/" in warning
    assert "og:image" in warning and "make site" in warning
    assert build.default_url_warning({"CONTRATO_SITE_URL": "http://127.0.0.1:8000"}) == warning
    assert build.default_url_warning({"CONTRATO_SITE_URL": "https://contrato.example/"}) is None


def test_the_build_command_prints_the_warning(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("CONTRATO_SITE_URL", raising=False)
    monkeypatch.setattr(build, "build_site", lambda out, puzzles, **kw: None)
    monkeypatch.setitem(sys.modules, "generator.puzzles", SimpleNamespace(
        __name__="gp", TemplateError=ValueError, VerificationError=RuntimeError,
        generate_site_puzzles=lambda seed: []))
    monkeypatch.setattr(build.stats, "start_statistics", lambda: None)
    assert build.run(SimpleNamespace(out=str(tmp_path / "site"), seed=None, no_pdf=True)) == 0
    assert build.default_url_warning() in capsys.readouterr().err
    monkeypatch.setenv("CONTRATO_SITE_URL", "https://contrato.example/")
    assert build.run(SimpleNamespace(out=str(tmp_path / "site"), seed=None, no_pdf=True)) == 0
    assert "warning" not in capsys.readouterr().err


def test_build_command_fails_loudly_without_the_puzzle_generator(monkeypatch, capsys, tmp_path):
    monkeypatch.setitem(sys.modules, "generator.puzzles", SimpleNamespace(__name__="gp"))
    status = build.run(SimpleNamespace(out=str(tmp_path / "site"), seed=None))
    assert status == 1
    assert "the puzzle generator is not available" in capsys.readouterr().err
    assert not (tmp_path / "site").exists()


def test_statistics_pages_written_last_as_render_language_gives_them(tmp_path, monkeypatch):
    # the build writes the statistics pages after every other page (their games may still be
    # playing, generator/site/stats.py start_statistics); they come out as render_language
    # gives them, search weight included (issue 15)
    from generator.site import sources, stats
    order = []

    def stats_pages(lang, docs=texts.DOCS):
        order.append(("stats", lang))
        return {"stats/index.md": f"# Estatísticas ({lang})\n"}

    real = sources.render_language

    def render_language(lang, puzzles, docs=texts.DOCS, **kw):
        order.append(("pages", lang))
        return real(lang, puzzles, docs, **kw)

    monkeypatch.setattr(stats, "stats_pages", stats_pages)
    monkeypatch.setattr(build, "render_language", render_language)
    puzzles = sample_puzzles()
    build.write_sources(puzzles, tmp_path)
    assert order[:len(LANGS)] == [("pages", lang) for lang in LANGS]
    assert order[len(LANGS):] == [("stats", lang) for lang in LANGS]
    for lang in LANGS:
        written = (tmp_path / lang / "stats" / "index.md").read_text(encoding="utf-8")
        assert written == real(lang, puzzles)["stats/index.md"]
        assert written.startswith("---\nsearch:\n  boost: ") and f"({lang})" in written
