"""The house-rules page (``<lang>/house-rules/``) in Chromium: choosing options writes the
house-rules code in the address, a copied link opened in a fresh context shows the same options
and the same difference, clause by clause, in the page's language; the script reads and writes
codes exactly as ``generator.engine.house`` does; a bad code names its part; the card to print
lists the table's rules; the page fits a phone.
"""

from __future__ import annotations

import random

import markupsafe

import pytest

from generator.engine.errors import HouseRulesCodeError
from generator.engine.house import OPTIONS, HouseRules, decode
from generator.engine.profile import CATALAN_SOURCE, Penalties
from generator.lang.house import diff_rows, script_text, texts
from generator.site.house_page import render_house_rules
from site_fixtures import LANGS, PHONE

pytest_plugins = ["site_fixtures"]

LOCALE = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}


def open_page(browse, lang: str, code: str = "", **options):
    page = browse.open(f"{lang}/house-rules/" + (f"#{code}" if code else ""),
                       locale=LOCALE[lang], **options)
    page.wait_for_selector("#house:not([hidden])")
    page.wait_for_function("document.getElementById('house').hasAttribute('data-code')")
    return page


def shown_diff(page) -> list[list[str]]:
    """The difference table's rows: [key, rule, this site's, the table's]."""
    return page.eval_on_selector_all(
        ".house-diff tbody tr",
        "rows => rows.map(r => [r.dataset.key].concat("
        "Array.from(r.cells).map(c => c.textContent.replace(/\\s+/g, ' ').trim())))")


def selected(page) -> dict:
    return page.eval_on_selector_all(
        ".house-options select", "ss => Object.fromEntries(ss.map(s => [s.name, s.value]))")


def expected_diff(code: str, lang: str) -> list[list[str]]:
    rows = diff_rows(decode(code), lang)
    return [[r["key"], f"{r['label']} (" + ", ".join(r["clauses"]) + ")",
             r["site"], r["house"]] for r in rows]


@pytest.mark.parametrize("lang", LANGS)
def test_choose_copy_and_open_the_link_in_a_fresh_context(browse, lang):
    page = open_page(browse, lang, permissions=["clipboard-read", "clipboard-write"])
    assert page.text_content("#house-code") == "h1" and shown_diff(page) == []
    page.select_option("#house-w", "a")
    page.select_option("#house-b", "n")
    page.fill("input[name=p-joker]", "25")
    page.dispatch_event("input[name=p-joker]", "change")
    code = "h1-bn-wa-p15.10.25"
    page.wait_for_function(f"location.hash === '#{code}'")
    assert page.text_content("#house-code") == code
    assert shown_diff(page) == expected_diff(code, lang)
    page.click("[data-copy]")
    page.wait_for_selector(f".house-copied:has-text('{texts(lang).raw('copied')}')")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.endswith(f"/{lang}/house-rules/#{code}")
    again = browse.open(None, locale=LOCALE[lang])          # a fresh context
    again.goto(link)
    again.wait_for_function("document.getElementById('house').hasAttribute('data-code')")
    assert again.text_content("#house-code") == code
    assert selected(again) == selected(page)
    assert shown_diff(again) == shown_diff(page)
    # the card to print lists the table's rules, with the link
    card = again.text_content(".house-card")
    for row in diff_rows(decode(code), lang):
        assert row["house"] in card
    assert link in " ".join(card.split())


def test_the_script_reads_codes_as_the_engine_does(browse):
    page = open_page(browse, "pt")
    codes = ["h1", "H1-WA", " h1-wa ", "h1-p15.10.25-wa", "h1-p015.10.25", "h1-d1-j1",
             "h1-d1", "h1-j5", "h1-bn-q2", "h1-bn-l1", "h1-l0", "h1-l", "h1-m4", "h1-m",
             "h1-wa-ws", "h1-z1", "h1-ar", "h1-d4", "h2-wa", "x1", "h1--wa", "h1-p1.2",
             "h1-p1.2.101", "h1-n11-s3-oa-gd-ud-bn-xm-al-fd",
             HouseRules.of(CATALAN_SOURCE).code()]
    for code in codes:
        out = page.evaluate("c => window.contratoHouse.decode(c)", code)
        try:
            rules = decode(code)
        except HouseRulesCodeError as err:
            assert out.get("problem") == err.problem, (code, out, err)
            assert out.get("token") == (err.token or ""), (code, out, err)
            continue
        assert "problem" not in out, (code, out)
        written = page.evaluate("v => window.contratoHouse.encode(v)", out["values"])
        assert written == rules.code(), code
    # and 300 random rules: the script writes back each code it reads, as the engine does
    rng = random.Random(17)
    codes = [random_rules(rng).code() for _ in range(300)]
    back = page.evaluate("cs => cs.map(c => window.contratoHouse.encode("
                         "window.contratoHouse.decode(c).values))", codes)
    assert back == codes


def random_rules(rng: random.Random) -> HouseRules:
    """Any house rules the options allow, drawn with ``rng``."""
    values = {}
    for opt in OPTIONS:
        if opt.numbers:
            values[opt.name] = Penalties(*(rng.randint(lo, hi) for lo, hi in opt.numbers))
        else:
            values[opt.name] = rng.choice([v for _, v in opt.choices])
    if not values["buying"]:
        values["buy_penalty"], values["buy_limit"] = 1, None
    values["jokers"] = min(values["jokers"], 2 * values["decks"])
    return HouseRules(**values)


def test_the_starting_points(browse):
    page = open_page(browse, "ca")
    page.click("[data-start=catalan]")
    code = HouseRules.of(CATALAN_SOURCE).code()
    page.wait_for_function(f"location.hash === '#{code}'")
    assert shown_diff(page) == expected_diff(code, "ca")
    page.click("[data-start=contrato]")
    page.wait_for_function("location.hash === '#h1'")
    assert shown_diff(page) == [] and page.is_visible(".house-diff-none")


def test_options_the_others_rule_out_are_disabled(browse):
    page = open_page(browse, "es", "h1-d1")           # 3 jokers with one deck: a bad code
    assert page.is_visible(".house-problem")
    assert "«d1»" in page.text_content(".house-problem")
    page.select_option("#house-d", "1")
    page.wait_for_function("location.hash === '#h1-d1-j2'")  # the jokers follow the decks
    assert page.eval_on_selector("#house-j option[value='3']", "o => o.disabled")
    page.select_option("#house-b", "n")
    assert page.eval_on_selector("#house-q", "s => s.disabled")
    assert page.eval_on_selector("#house-l", "s => s.disabled")


@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_code_names_its_part_in_the_page_language(browse, lang):
    page = open_page(browse, lang, "h1-ar")
    problem = page.text_content(".house-problem")
    assert "«ar»" in problem and page.get_attribute(".house-problem", "data-problem") == \
        "unmodelled"
    assert script_text("problems.unmodelled", lang).split("{")[0] in problem
    assert page.text_content("#house-code") == "h1"


def test_a_non_canonical_code_is_written_back_canonically(browse):
    page = open_page(browse, "pt", "h1-p15.10.25-WA")
    page.wait_for_function("location.hash === '#h1-wa-p15.10.25'")
    assert selected(page)["w"] == "a"


def test_the_table_s_rules_are_remembered_for_the_other_pages(browse):
    """The code chosen is kept (localStorage ``contrato.house``) for the verdict page and the
    puzzles, and shown again when the page is opened without a code; this site's rules
    forget it; a bad code in a link does not."""
    page = open_page(browse, "pt")
    page.select_option("#house-w", "a")
    page.wait_for_function("location.hash === '#h1-wa'")
    assert page.evaluate("localStorage.getItem('contrato.house')") == "h1-wa"
    page.goto(page.url.split("#")[0] + "#h1-ar")
    page.wait_for_selector(".house-problem:not([hidden])")
    assert page.evaluate("localStorage.getItem('contrato.house')") == "h1-wa"
    page.goto(page.url.split("#")[0])
    page.reload()
    page.wait_for_function("location.hash === '#h1-wa'")
    assert selected(page)["w"] == "a"
    page.click("[data-reset]")
    page.wait_for_function("location.hash === '#h1'")
    assert page.evaluate("localStorage.getItem('contrato.house')") is None


def test_a_puzzle_offers_its_situation_under_the_table_s_rules(browse, puzzles):
    """Once the house-rules page has kept a code, a puzzle's page offers the same situation on
    the verdict page under those rules (its link plus ``&profile=<code>``), in the page's
    language; without a kept code, only this site's link."""
    p = next(p for p in puzzles if p.kind == "joker-swap" and p.verdict)
    page = open_page(browse, "ca")
    page.goto(page.url.split("#")[0] + "#h1-wa")
    page.wait_for_function("localStorage.getItem('contrato.house') === 'h1-wa'")
    page.goto(page.url.split("house-rules/")[0] + f"puzzles/{p.id}/")
    house = page.locator(".puzzle-verdict-house")
    site = page.locator(".puzzle-verdict a").first
    assert house.get_attribute("href") == site.get_attribute("href") + "&profile=h1-wa"
    assert house.text_content() == script_text("under_rules", "ca").replace("{code}", "h1-wa")
    fresh = browse.open(f"ca/puzzles/{p.id}/", locale=LOCALE["ca"])
    assert fresh.locator(".puzzle-verdict-house").count() == 0


def test_the_page_fits_a_phone(browse):
    page = open_page(browse, "pt", "h1-d1-j1-n4-s3-oa-gd-m4-ud-bn-xm", viewport=PHONE)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


# -- without a browser ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_page_lists_every_option_and_every_refused_rule(lang):
    md = render_house_rules(lang)
    t = texts(lang)
    for opt in OPTIONS:
        assert f'data-key="{opt.key}"' in md
        assert str(markupsafe.escape(t.raw(f"options.{opt.key}.label"))) in md
    for key in ("1-1", "ar", "D10", "5-1"):
        assert " ".join(t.raw(f"refused.{key}").split()) in " ".join(md.split())
    assert "../javascripts/house/house.js" in md


@pytest.mark.parametrize("lang", LANGS)
def test_the_command_line_is_in_a_developers_disclosure_at_the_end(lang):
    """Issue 25, point 4: the command line is developers' material, in one closed
    disclosure after the table's card and its print button, not beside the player's buttons."""
    md = render_house_rules(lang)
    dev = md.index('<details class="house-dev"')
    assert md.count("contrato verdict --profile") == 1
    assert dev < md.index("contrato verdict --profile") < md.index("</details>", dev)
    assert md.index("data-print") < dev < md.index('<noscript>')
    summary = md[dev:].split("<summary>")[1].split("</summary>")[0]
    assert summary == str(markupsafe.escape(texts(lang).raw("dev_summary")))
    assert " open" not in md[dev:md.index(">", dev)]


@pytest.mark.parametrize("lang, said", [
    ("pt", "tira-se uma só carta, do monte ou do descarte, quer o jogador já tenha aberto "
           "quer não."),
    ("es", "se roba una sola carta, del mazo o del descarte, tanto si el jugador ya ha abierto "
           "como si no."),
    ("ca", "s'agafa una sola carta, del munt o de la pila de descarts, tant si el jugador ja ha "
           "baixat com si no.")])
def test_the_refused_5_1_says_one_draw_a_turn_whether_opened_or_not(lang, said):
    # not «before and after laying down», read as two draws (ca #4 of the tenth reading)
    md = " ".join(render_house_rules(lang).split())
    assert said in md
