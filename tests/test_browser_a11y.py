"""Accessibility of the main pages in each language: axe-core (axe-playwright-python, which
carries axe-core and runs offline) in Chromium finds no serious or critical violation on the
home page, the rules, the glossary, the variants, a puzzle and the practice page (answered) in
every language, on the puzzle index and a phone-sized puzzle before and after answering, on
the house-rules page and the table card under house rules, and on the verdict page on a phone
in every language (and, with its engine, in tests/test_browser_verdict.py and
tests/test_browser_verdict_table.py).
"""

from __future__ import annotations

import pytest

from site_fixtures import LANGS, PHONE, settle

pytest_plugins = ["site_fixtures"]

LOCALE = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}
SAMPLE = "pe-sample"            # test_site_pages.sample_puzzles: four choices


@pytest.fixture(scope="module")
def axe():
    axe_sync = pytest.importorskip("axe_playwright_python.sync_playwright")
    return axe_sync.Axe()


def serious(axe, page, *, also: tuple[str, ...] = (), within: str | None = None) -> list[str]:
    """Violations of impact serious or critical, one line each with where they are; and
    every node of the rules named in ``also``, whatever their impact (one axe run for both).
    ``within``: a CSS selector; only that part of the page is scanned (axe's context), for
    a part that opens over a page already scanned."""
    # colours are measured on a settled page: no transition runs in the tests' pages (the
    # header's title, the back-to-top button), fonts and layout done
    settle(page)
    found = []
    for v in axe.run(page, context=within).response["violations"]:
        if v.get("impact") in ("serious", "critical"):
            targets = ", ".join(str(n["target"]) for n in v["nodes"][:4])
            found.append(f"{v['impact']} {v['id']}: {v['help']} ({len(v['nodes'])}: {targets})")
        if v["id"] in also:
            found += [f"{v['id']}: {n['target']}" for n in v["nodes"]]
    return found


def answer(page) -> None:
    page.locator(".quiz-choice input").first.check()
    page.locator(".quiz-check").click()
    page.wait_for_selector(".quiz-verdict.is-right, .quiz-verdict.is-wrong")


@pytest.mark.parametrize("lang", LANGS)
def test_main_pages_have_no_serious_accessibility_violation(browse, axe, lang):
    """Home, rules, glossary, variants; a puzzle and the practice page once answered (their
    question, verdict and solution all on the page)."""
    page = browse.open(None, locale=LOCALE[lang])
    problems = {}
    for path in ("", "rules/", "glossary/", "variants/", f"puzzles/{SAMPLE}/", "practice/"):
        page.goto(f"{browse.base}{lang}/{path}")
        if path == "practice/":
            page.wait_for_selector(".practice-title")
        if page.locator(".quiz-check").count():
            answer(page)
        problems[path] = serious(axe, page)
    problems = {k: v for k, v in problems.items() if v}
    assert not problems, f"{lang}: " + "\n".join(f"{k}: {v}" for k, v in problems.items())
    browse.check()


def test_the_puzzle_index_and_answering_on_a_phone(browse, axe):
    """The puzzle index (the same table in every language: scanned once), a puzzle before it
    is answered, and a puzzle and the practice page answered on a 375 px screen."""
    page = browse.open("pt/puzzles/")
    assert serious(axe, page) == []
    page = browse.open(f"es/puzzles/{SAMPLE}/", locale="es-ES", viewport=PHONE)
    assert serious(axe, page) == []
    answer(page)
    assert serious(axe, page) == []
    page.goto(browse.base + "ca/practice/#kind=penalty")
    page.wait_for_selector(".practice-title")
    answer(page)
    assert serious(axe, page) == []
    browse.check()


@pytest.mark.parametrize("lang", LANGS)
def test_house_rules_and_the_house_card(browse, axe, lang):
    """Issue 25: the house-rules page with a code (the difference and the card to print
    filled in: no <p> inside the card's <dl>, axe's definition-list), on a desktop and a
    375 px phone, and the table card under that code; the home page's tools on the phone."""
    code = "h1-bn-wa-p15.10.25"
    problems = {}
    for viewport in (None, PHONE):
        page = browse.open(None, locale=LOCALE[lang], viewport=viewport)
        page.goto(f"{browse.base}{lang}/house-rules/#{code}")
        page.wait_for_function("document.getElementById('house').hasAttribute('data-code')")
        problems[f"house-rules {viewport}"] = serious(axe, page,
                                                     also=("definition-list", "dlitem"))
        page.goto(f"{browse.base}{lang}/table-card/#{code}")
        page.wait_for_selector(f".table-card[data-code='{code}']")
        problems[f"table-card {viewport}"] = serious(axe, page)
        page.goto(f"{browse.base}{lang}/")
        problems[f"home {viewport}"] = serious(axe, page)
    problems = {k: v for k, v in problems.items() if v}
    assert not problems, f"{lang}: " + "\n".join(f"{k}: {v}" for k, v in problems.items())
    browse.check()


@pytest.mark.parametrize("lang", LANGS)
def test_rules_glossary_and_variants_on_a_phone(browse, axe, lang):
    """At 375 px with touch (issue 13): the rules, a clause page, the glossary and the
    variants (its wide tables as cards), the changes, the table card, the page not found,
    the verdict page with its developers' disclosure open, and a clause's preview panel
    open; no serious
    violation, and no scrollable region that a keyboard cannot reach."""
    page = browse.open(None, locale=LOCALE[lang], viewport=PHONE, has_touch=True,
                       is_mobile=True)
    problems = {}
    for path in ("rules/", "rules/d4/", "glossary/", "variants/", "changes/", "table-card/",
                 "404.html"):
        page.goto(f"{browse.base}{lang}/{path}")
        page.wait_for_load_state("networkidle")
        problems[path] = serious(axe, page, also=("scrollable-region-focusable",))
    # the verdict page (issue 25), its developers' disclosure open: the command line's code
    # blocks take the keyboard's focus (scrollable-region-focusable)
    page.goto(f"{browse.base}{lang}/verdict/")
    page.locator(".verdict-rules").wait_for()
    page.locator("details.verdict-dev summary").click()
    problems["verdict/"] = serious(axe, page, also=("scrollable-region-focusable",))
    page.goto(f"{browse.base}{lang}/rules/#r6-4")
    page.wait_for_load_state("networkidle")
    page.locator(".clause:has(> #r6-4) .clause-body > p a[href='#d4']").tap()
    page.wait_for_selector(".preview-sheet.is-ready")
    # the rules page under it was scanned above, at the same size: the sheet alone
    problems["preview"] = serious(axe, page, within=".preview-sheet")
    problems = {k: v for k, v in problems.items() if v}
    assert not problems, f"{lang}: " + "\n".join(f"{k}: {v}" for k, v in problems.items())
    browse.check()
