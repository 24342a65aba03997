"""The rules made for the table (issue 13), in Chromium (tests/site_fixtures.py): previews of
clause and glossary links on hover and on touch, clean copied links (no search highlight),
copy controls on glossary entries and variants rows on a touch screen, glossary anchors and
the place kept across a change of language, clause pages, the layout at 375 px measured with
bounding boxes, and the dispute flow on a phone: from the home page to clause 6.2's copied
link in at most 3 taps, without typing.

Every test also checks that no request left 127.0.0.1 and no script failed.
"""

from __future__ import annotations

import re

import pytest

from generator.site import markup, texts

from site_fixtures import LANGS, PHONE
from test_browser import LOCALE, SAMPLE, switch_language

pytest_plugins = ["site_fixtures"]

CLIPBOARD = ["clipboard-read", "clipboard-write"]
TOUCH = {"viewport": PHONE, "has_touch": True, "is_mobile": True}


def phone(browse, path, lang="pt", **options):
    return browse.open(path, locale=LOCALE[lang], permissions=CLIPBOARD, **TOUCH, **options)


def clipboard(page) -> str:
    return page.evaluate("navigator.clipboard.readText()")


def settle(page) -> None:
    page.wait_for_load_state("networkidle")


# --- previews ----------------------------------------------------------------------------------

def test_hovering_a_clause_reference_shows_the_clause_in_place(browse):
    """Material's instant preview (data-preview): on a desktop, hovering D4 in clause 6.4
    shows the ruling's text without leaving the page."""
    page = browse.open("pt/rules/#r6-4")
    settle(page)
    link = page.locator(".clause:has(> #r6-4) .clause-body > p a[href='#d4']")
    link.hover()
    tip = page.locator(".md-tooltip2--active")
    tip.wait_for()
    assert "Duas compras seguidas: numa mesma série de pedidos" in tip.inner_text()
    assert "refere-se a uma mesma série de pedidos" in tip.inner_text()
    assert page.url.endswith("/pt/rules/#r6-4")
    browse.check()


@pytest.mark.parametrize("lang", LANGS)
def test_tapping_a_clause_reference_on_a_phone_previews_it(browse, lang):
    """On a touch screen the first tap on a clause reference shows the clause in a panel; the
    page stays; the panel's button closes it; its link opens the clause."""
    page = phone(browse, f"{lang}/puzzles/{SAMPLE}/", lang)
    settle(page)
    page.get_by_role("radio", name="45").check()                    # answered: the solution
    page.get_by_role("button", name=texts.load_ui(lang)["check"]).tap()
    link = page.locator("details.puzzle-answer p a[href$='#r8-1']").first
    link.tap()
    sheet = page.locator(".preview-sheet.is-ready")
    sheet.wait_for()
    title = texts.load_rules(lang).clause("8.1").title
    assert title in sheet.inner_text()
    assert {"pt": "15", "es": "15", "ca": "15"}[lang] in sheet.inner_text()
    assert page.url.endswith(f"/{lang}/puzzles/{SAMPLE}/")          # still on the puzzle
    box = sheet.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] + 0.5
    ui = texts.load_ui(lang)
    page.get_by_role("button", name=ui["preview_close"], exact=True).tap()
    assert page.locator(".preview-sheet").count() == 0
    link.tap()
    sheet.wait_for()
    page.locator(".preview-sheet").get_by_role("link", name=ui["preview_open"]).tap()
    page.wait_for_url(re.compile(rf"/{lang}/rules/#r8-1$"))
    browse.check()


def test_tapping_a_glossary_word_in_a_rule_previews_the_entry(browse):
    page = phone(browse, "es/rules/#r6-3", "es")
    settle(page)
    page.locator(".clause:has(> #r6-3) .clause-body a.term[href$='#stock']").tap()
    sheet = page.locator(".preview-sheet.is-ready")
    sheet.wait_for()
    assert "Mazo" in sheet.inner_text() and "boca abajo" in sheet.inner_text()
    page.keyboard.press("Escape")
    assert page.locator(".preview-sheet").count() == 0
    browse.check()


# --- clean links -------------------------------------------------------------------------------

def test_a_link_copied_after_a_search_carries_no_highlight(browse):
    """A search result opens the page with ?h=…: the words are marked, then ?h= leaves the
    address bar; the clause's copy control gives the clause page's clean address."""
    page = browse.open("pt/rules/?h=comprar#r6-2", permissions=CLIPBOARD)
    page.locator("mark[data-md-highlight]").first.wait_for()
    assert "?h=" not in page.url and page.url.endswith("/pt/rules/#r6-2")
    page.click("#r6-2 a.clause-link")
    page.wait_for_selector("#r6-2 .clause-copied.is-visible")
    assert clipboard(page) == browse.base + "pt/rules/6-2/"
    browse.check()


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_entries_have_a_visible_copy_control_on_a_phone(browse, lang):
    page = phone(browse, f"{lang}/glossary/", lang)
    settle(page)
    control = page.locator("h2#joker a.headerlink")
    control.scroll_into_view_if_needed()
    box = control.bounding_box()
    assert box and box["width"] >= 20 and box["height"] >= 20          # a finger's target
    assert control.evaluate("e => getComputedStyle(e).opacity") == "1"
    control.tap()
    page.wait_for_selector("h2#joker .clause-copied.is-visible")
    assert clipboard(page) == browse.base + f"{lang}/glossary/#joker"
    assert page.inner_text("h2#joker .clause-copied") == texts.load_ui(lang)["link_copied"]
    browse.check()


def test_variants_rows_have_a_copy_control_on_a_phone(browse):
    page = phone(browse, "ca/variants/", "ca")
    settle(page)
    row = page.locator("tr#comparison-1-3")
    control = row.locator("a.headerlink")
    control.scroll_into_view_if_needed()
    assert control.is_visible()
    control.tap()
    page.wait_for_selector("tr#comparison-1-3 .clause-copied.is-visible")
    assert clipboard(page) == browse.base + "ca/variants/#comparison-1-3"
    browse.check()


# --- switching language keeps the place -----------------------------------------------------------

def test_a_glossary_entry_is_the_same_anchor_in_every_language(browse):
    page = browse.open("pt/glossary/#joker-swap")
    switch_language(page, "es")
    page.wait_for_url(browse.base + "es/glossary/#joker-swap")
    heading = page.locator("h2#joker-swap")
    assert "Cambiar un comodín" in heading.inner_text()
    top = heading.evaluate("e => e.getBoundingClientRect().top")
    assert 0 <= top < 300
    browse.check()


def test_switching_language_without_an_anchor_keeps_the_nearest_clause(browse):
    page = browse.open("pt/rules/")
    settle(page)
    page.evaluate("""() => { const h = document.getElementById('r6-2');
                             window.scrollTo(0, h.getBoundingClientRect().top + scrollY - 60); }""")
    page.wait_for_function("Math.abs(document.getElementById('r6-2')"
                           ".getBoundingClientRect().top - 60) < 2")
    assert page.url.endswith("/pt/rules/")                       # no anchor in the address
    switch_language(page, "es")
    page.wait_for_url(browse.base + "es/rules/#r6-2")
    top = page.locator("#r6-2").evaluate("e => e.getBoundingClientRect().top")
    assert 0 <= top < 200
    browse.check()


def test_a_clause_page_switches_language_to_the_same_clause(browse):
    page = browse.open("ca/rules/d4/", locale="ca-ES")
    switch_language(page, "pt")
    page.wait_for_url(browse.base + "pt/rules/d4/")
    assert page.title() == "D4 Duas compras seguidas: numa mesma série de pedidos - Contrato"
    browse.check()


# --- the dispute flow on a phone, measured --------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_from_the_home_page_to_clause_6_2_and_its_link_in_three_taps(browse, lang):
    """No typing, no menu: the home page lists the sections; section 6 opens with 6.2 on the
    screen; its number copies the clause page's address."""
    taps = 0
    page = phone(browse, f"{lang}/", lang)
    settle(page)
    section = page.locator("nav.rules-sections a[href='rules/#r6']")
    section.scroll_into_view_if_needed()
    section.tap()
    taps += 1
    page.wait_for_url(re.compile(rf"/{lang}/rules/#r6$"))
    settle(page)
    control = page.locator("#r6-2 a.clause-link")
    box = control.bounding_box()
    assert box and 48 <= box["y"] and box["y"] + box["height"] <= PHONE["height"], \
        "6.2 is on the screen without scrolling"
    control.tap()
    taps += 1
    page.wait_for_selector("#r6-2 .clause-copied.is-visible")
    link = clipboard(page)
    assert link == browse.base + f"{lang}/rules/6-2/" and "?h=" not in link
    assert taps <= 3
    # the copied link shows the rule itself: title and description of the clause page
    page.goto(link)
    clause = texts.load_rules(lang).clause("6.2")
    assert page.title() == f"6.2 {clause.title} - Contrato"
    description = page.locator("meta[property='og:description']").get_attribute("content")
    assert description.startswith(f"6.2 {clause.title}: ")
    browse.check()


# --- layout at 375 px ------------------------------------------------------------------------

#: Every element of the page's content that shows text or is a control, with its box; those in
#: a region that scrolls on purpose are left out (none should remain on these pages).
BOXES = """() => {
    const out = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll('.md-content *')) {
        if (!el.getClientRects().length) continue;
        const s = getComputedStyle(el);
        if (s.visibility === 'hidden' || s.display === 'none') continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        let scroller = null;
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            const ps = getComputedStyle(p);
            if (/(auto|scroll)/.test(ps.overflowX) && p.scrollWidth > p.clientWidth + 1) {
                scroller = p; break; }
        }
        if (r.right > width + 0.5 || r.left < -0.5)
            out.push({tag: el.tagName, cls: el.className && el.className.baseVal === undefined
                      ? el.className : '', text: (el.textContent || '').trim().slice(0, 40),
                      left: r.left, right: r.right, scrolls: !!scroller});
    }
    return {out, pageWidth: document.documentElement.scrollWidth, width};
}"""

#: Each clause's heading (number, title, a ruling's badge) ends above its text.
HEADS = """() => [...document.querySelectorAll('.clause')].map(c => {
    const h = c.querySelector(':scope > .clause-head').getBoundingClientRect();
    const b = c.querySelector(':scope > .clause-body').getBoundingClientRect();
    const badge = getComputedStyle(c.querySelector(':scope > .clause-head'), '::after');
    return {id: c.querySelector(':scope > .clause-head').id, headBottom: h.bottom,
            bodyTop: b.top, headRight: h.right, badge: badge.content};
})"""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", ["rules/", "rules/d4/", "rules/6-2/", "glossary/", "variants/",
                                  "", f"puzzles/{SAMPLE}/", "changes/", "table-card/",
                                  "404.html"])
def test_nothing_is_cut_off_or_covered_at_375_px(browse, lang, path):
    page = phone(browse, f"{lang}/{path}", lang)
    settle(page)
    found = page.evaluate(BOXES)
    assert found["pageWidth"] <= found["width"], f"{lang}/{path}: the page scrolls sideways"
    assert found["out"] == [], f"{lang}/{path}: outside the screen: {found['out'][:5]}"
    heads = page.evaluate(HEADS)
    for h in heads:
        assert h["headBottom"] <= h["bodyTop"] + 0.5, f"{lang}/{path}: {h['id']} covers its text"
        assert h["headRight"] <= PHONE["width"] + 0.5
    if path == "rules/":
        rulings = [h for h in heads if h["id"].startswith("d")]
        assert len(rulings) == 14
        assert all(texts.load_ui(lang)["ruling"] in h["badge"] for h in rulings)
    if path == "variants/":
        assert page.locator("table[data-rows].is-stacked").count() >= 2
    browse.check()


def test_a_wide_table_is_a_table_again_on_a_wide_screen(browse):
    page = browse.open("es/variants/", locale="es-ES")
    settle(page)
    assert page.locator("table[data-rows]").count() >= 2
    assert page.locator("table[data-rows].is-stacked").count() == 0
    page.set_viewport_size(PHONE)
    page.wait_for_function("document.querySelectorAll('table.is-stacked').length >= 2")
    browse.check()


# --- pages not found -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_root_page_not_found_speaks_the_readers_language_first(browse, lang):
    """site/404.html, shown by a server at any missing address: the reader's language first
    (here from the browser's), its links to the rules and the home page working."""
    page = phone(browse, "404.html", lang)
    settle(page)
    assert page.locator("section").first.get_attribute("lang") == lang
    assert page.evaluate("document.documentElement.lang") == lang
    ui = texts.load_ui(lang)
    page.get_by_role("link", name=ui["not_found_rules"]).first.tap()
    page.wait_for_url(f"**/{lang}/rules/")
    heading = page.locator("h1").first.inner_text()
    assert heading.removesuffix("¶").strip() == texts.load_rules(lang).title
    browse.check()
