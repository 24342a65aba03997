"""House rules that follow the reader (issue 25), in Chromium at 375 px in pt, es and ca: the
house-rules page is readable on a phone and opens the verdict page and the table card with its
code; the table card shows the engine's card for the code (the address's, else the one kept on
the device), says so at the top and leads back to this site's rules; printed, the house card
and the table card under house rules are one A4 page each (Chromium's page.pdf, pypdf).
"""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from generator.engine.house import decode
from generator.lang.house import diff_rows, script_text, texts
from generator.site import pages, table_card

from site_fixtures import LANGS, PHONE, settle

pytest_plugins = ["site_fixtures"]

LOCALE = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}
#: Many options changed at once: the longest box at the top of the card.
BIG = "h1-d1-j1-n4-s3-oa-gd-m4-ud-bn-wa-al-fd-xm-p25.5.50"
CODE = "h1-bn-wa"


def words(text: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", text).split()).replace(" ,", ",") \
        .replace(" )", ")").replace("( ", "(").replace(" .", ".")


def phone(browse, lang: str, path: str):
    return browse.open(f"{lang}/{path}", locale=LOCALE[lang], viewport=PHONE, has_touch=True,
                       is_mobile=True)


def house_page(browse, lang: str, code: str):
    page = phone(browse, lang, f"house-rules/#{code}")
    page.wait_for_function("document.getElementById('house').hasAttribute('data-code')")
    settle(page)
    return page


def expected_card(code: str, lang: str) -> dict:
    """The card of ``code`` in words: the rounds table's cells and the sentences shown."""
    texts_ = table_card.load_card_texts(lang)
    shown = table_card.card_texts(table_card.card_facts(decode(code).profile()), texts_)

    def html(md: str) -> str:
        return pages._inline_html(pages.render_text(md, lang, "../rules/", where="test"))
    return {"cells": [[str(r[c]) for c in ("dealt", "contract", "opening", "stock")]
                      for r in shown["rows"]],
            "items": [words(html(i)) for s in shown["sections"] for i in s["items"]
                      if i is not None]}


def shown_card(page) -> dict:
    return {"cells": page.eval_on_selector_all(
                ".tc-rounds tbody tr", "rows => rows.map(r => Array.from("
                "r.querySelectorAll('[data-tc-col]')).map(c => c.textContent.trim()))"),
            "items": [words(t) for t in page.eval_on_selector_all(
                ".tc-section li:not([hidden])", "lis => lis.map(li => li.innerHTML)")]}


# --- the house-rules page on a phone ---------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_house_rules_form_reads_on_a_phone(browse, lang):
    page = house_page(browse, lang, CODE)
    # each option's clauses stay on one line, their links big enough to tap (they wrapped one
    # character a line, 12 px wide)
    lines = page.eval_on_selector_all(
        ".house-option .house-clauses, .house-diff .house-clauses",
        "ss => ss.map(s => [new Set(Array.from(s.getClientRects(), r => Math.round(r.top))).size,"
        " s.getBoundingClientRect().height])")
    assert len(lines) == 16 + 2 and all(n == 1 and h < 30 for n, h in lines), lines
    widths = page.eval_on_selector_all(".house-option .house-clauses a",
                                       "as => as.map(a => a.getBoundingClientRect().width)")
    assert min(widths) >= 24, widths
    # a chosen value its closed select cannot show is written out under it, whole
    for key in ("w", "b", "a"):
        box = page.locator(f".house-option[data-key='{key}']")
        chosen = box.locator("select").evaluate("s => s.options[s.selectedIndex].text")
        cut = box.evaluate("b => b.classList.contains('is-cut')")
        echo = box.locator(".house-chosen")
        if cut:
            assert echo.is_visible() and echo.inner_text() == chosen
            assert echo.bounding_box()["width"] <= PHONE["width"]
    long = page.locator(".house-option[data-key='w'] .house-chosen")
    assert long.is_visible()                        # "recuperam-se os jokers das sequências…"
    # the difference: one card a row, each value under its column's name
    rows = page.locator(".house-diff tbody tr")
    assert rows.count() == 2
    assert rows.first.evaluate("r => getComputedStyle(r).display") == "block"
    columns = [script_text(k, lang) for k in ("column_site", "column_house")]
    labels = rows.first.locator("td").evaluate_all(
        "tds => tds.map(td => getComputedStyle(td, '::before').content)")
    assert labels == [f'"{c}"' for c in columns]
    site_value, house_value = rows.first.locator("td").all_inner_texts()
    row = diff_rows(decode(CODE), lang)[0]
    assert row["site"] in site_value and row["house"] in house_value
    assert page.evaluate("document.documentElement.scrollWidth <= "
                         "document.documentElement.clientWidth")
    browse.check()


@pytest.mark.parametrize("lang", LANGS)
def test_the_house_rules_page_opens_the_verdict_and_the_card_with_its_code(browse, lang):
    page = house_page(browse, lang, CODE)
    verdict = page.locator("a.house-to-verdict")
    assert verdict.inner_text() == texts(lang).raw("open_verdict")
    assert verdict.get_attribute("href") == f"../verdict/#profile={CODE}"
    card = page.locator("a.house-to-card")
    assert card.inner_text() == texts(lang).raw("open_card")
    # another choice: both links follow it
    page.select_option("#house-w", "s")
    page.wait_for_function("location.hash === '#h1-bn'")
    assert verdict.get_attribute("href") == "../verdict/#profile=h1-bn"
    assert card.get_attribute("href") == "../table-card/#h1-bn"
    page.locator("[data-reset]").click()                 # this site's rules: no profile
    page.wait_for_function("location.hash === '#h1'")
    assert verdict.get_attribute("href") == "../verdict/"
    page.select_option("#house-b", "n")
    page.wait_for_function("location.hash === '#h1-bn'")
    card.tap()
    page.wait_for_url(lambda url: url.endswith(f"/{lang}/table-card/#h1-bn"))
    page.wait_for_selector(".table-card[data-code='h1-bn']")
    assert shown_card(page) == expected_card("h1-bn", lang)
    browse.check()


# --- the table card follows the code ---------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_table_card_shows_the_engine_s_card_for_the_code(browse, lang):
    page = phone(browse, lang, f"table-card/#{BIG}")
    page.wait_for_selector(f".table-card[data-code='{BIG}']")
    assert shown_card(page) == expected_card(BIG, lang)
    # it says so at the top: the code, each change in the house-rules page's words
    box = page.locator(".tc-house")
    assert box.is_visible()
    said = " ".join(box.inner_text().split())
    assert said.startswith(script_text("card_house", lang).format(code=BIG))
    for row in diff_rows(decode(BIG), lang):
        assert row["house"] in said, row
    assert script_text("card_site", lang) in said
    assert page.locator(".tc-house-edit").get_attribute("href") == f"../house-rules/#{BIG}"
    # the two links' separator is written with them (none on the page without scripts)
    assert page.locator(".tc-house-sep").text_content() == " · "
    assert page.evaluate("document.documentElement.scrollWidth <= "
                         "document.documentElement.clientWidth")
    # back to this site's rules: the card as built, and the code offered back
    site = expected_card("h1", lang)
    assert shown_card(page) != site
    page.locator(".tc-house-site").tap()
    page.wait_for_selector(".table-card[data-code='h1']")
    assert shown_card(page) == site
    assert not box.is_visible()
    browse.check()


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_card_follows_the_code_kept_on_the_device(browse, lang):
    """The house-rules page keeps the last code (localStorage "contrato.house"): the table
    card opened from the menu shows it, says so, and offers this site's card back."""
    page = house_page(browse, lang, "h1-q2-l1-fn")
    page.goto(f"{browse.base}{lang}/table-card/")
    page.wait_for_selector(".table-card[data-code='h1-q2-l1-fn']")
    assert shown_card(page) == expected_card("h1-q2-l1-fn", lang)
    page.locator(".tc-house-site").tap()                     # #h1: this site's card …
    page.wait_for_selector(".table-card[data-code='h1']")
    offer = page.locator(".tc-house-offer a")                  # … and the table's, offered
    assert offer.is_visible()
    assert offer.inner_text() == script_text("card_house_offer", lang).format(code="h1-q2-l1-fn")
    offer.tap()
    page.wait_for_selector(".table-card[data-code='h1-q2-l1-fn']")
    # a code that does not read: said, and this site's card
    page.goto(f"{browse.base}{lang}/table-card/#h1-w9")
    page.wait_for_selector(".tc-house-problem:not([hidden])")
    assert "h1-w9" in page.inner_text(".tc-house-problem")
    assert shown_card(page) == expected_card("h1", lang)
    browse.check()


# --- printing: one A4 page -------------------------------------------------------------------

def pdf_pages(page) -> int:
    data = page.pdf(format="A4", print_background=True,
                    margin={"top": "16mm", "bottom": "16mm", "left": "14mm", "right": "14mm"})
    return len(PdfReader(io.BytesIO(data)).pages)


@pytest.mark.parametrize("lang", LANGS)
def test_printing_the_house_card_gives_one_page(browse, lang):
    """The house-rules page's card printed (it was 3 pages, 2 of them blank), and the table
    card under the longest house rules."""
    page = house_page(browse, lang, BIG)
    assert pdf_pages(page) == 1
    page.emulate_media(media="print")
    assert page.locator(".house-card").is_visible()
    assert not page.locator(".house-options").is_visible()
    page = phone(browse, lang, f"table-card/#{BIG}")
    page.wait_for_selector(f".table-card[data-code='{BIG}']")
    assert pdf_pages(page) == 1
    page.emulate_media(media="print")
    assert page.locator(".tc-house").is_visible()
    assert not page.locator(".tc-house-links").is_visible()
    browse.check()
