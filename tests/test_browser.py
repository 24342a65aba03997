"""The site in a real browser: Debian's Chromium driven by Playwright, against the site built
once per session and served on 127.0.0.1 (tests/site_fixtures.py). Every test also checks
that no request left 127.0.0.1 and that no script failed (``browse.check()``).

Rules pages in each language with their diagrams and spoken cards, following clause links,
switching language on a clause, a puzzle and the practice page, answering puzzles right and
wrong, the record surviving a reload and its reset, copy links, the pages without
JavaScript and a phone-sized screen. Search: tests/test_search.py.
"""

from __future__ import annotations

import json
import re

import pytest

from generator.engine.cards import parse_cards
from generator.site import markup, pages

from site_fixtures import LANGS, PHONE, notes, watch_notes
from test_site_pages import SPEC_IDS

pytest_plugins = ["site_fixtures"]

HTML_LANG = {"pt": "pt-PT", "es": "es", "ca": "ca"}
LOCALE = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}
#: The hand-built sample of test_site_pages: hand K♣ A♥ 5♦ JK, choices 35/40/45/50, 45 right.
SAMPLE = "pe-sample"
SAMPLE_HAND = "K♣ A♥ 5♦ JK"


def practice_data(site, lang) -> list[dict]:
    """The puzzles of the practice page, in its order: ``<lang>/practice/index.json`` (facts)
    with each ``practice/p/<id>.json`` (texts, their cards back as HTML)."""
    folder = site / lang / "practice"
    index = json.loads((folder / "index.json").read_text("utf-8"))
    out = []
    for row in index["puzzles"]:
        p = dict(zip(index["fields"], row))
        p["kind"] = index["kinds"][p["kind"]]
        p["round"] = p["round"] or None
        p["clauses"] = [index["clauses"][c] for c in p["clauses"]]
        data = json.loads((folder / "p" / f"{p['id']}.json").read_text("utf-8"))
        for key in ("title", "situation", "question", "solution"):
            p[key] = pages.unpack_cards(data[key], data["cards"])
        p["choices"] = [pages.unpack_cards(c, data["cards"]) for c in data["choices"]]
        p["reasons"] = [r and pages.unpack_cards(r, data["cards"]) for r in data["reasons"]]
        p["correct"] = data["correct"]
        out.append(p)
    return out


def plain(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", "", html).split())


def record(page) -> dict:
    return page.evaluate("JSON.parse(localStorage.getItem('contrato.record.v2') || '{}')")


def first_attempts(page) -> dict:
    """The record without its dates: ``{id: {f, ok, s, l}}``."""
    return {k: {x: v for x, v in e.items() if x != "d"} for k, e in record(page).items()}


def switch_language(page, lang: str) -> None:
    page.hover(".md-header__option .md-select")
    page.click(f"a.md-select__link[hreflang={lang}]")


def ax_images(page) -> list[str]:
    """Names of the images in Chromium's own accessibility tree (over CDP)."""
    cdp = page.context.new_cdp_session(page)
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    cdp.detach()
    return [n.get("name", {}).get("value", "") for n in nodes
            if not n.get("ignored") and n.get("role", {}).get("value") in ("image", "img")]


def in_view(page, selector: str) -> bool:
    return page.evaluate("""s => { const r = document.querySelector(s).getBoundingClientRect();
                                   return r.top >= 0 && r.top < window.innerHeight; }""",
                         selector)


# --- rules pages, cards, diagrams ------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_in_each_language(browse, lang):
    page = browse.open(f"{lang}/rules/", locale=LOCALE[lang])
    assert page.evaluate("document.documentElement.lang") == HTML_LANG[lang]
    assert page.locator(".clause").count() == len(SPEC_IDS)
    assert page.locator(".clause a.clause-link[data-copy-link]").count() == len(SPEC_IDS)
    # the diagrams (issue 7): the contracts after the heading of 4 and before 4.1, the turn
    # after the heading of 5 and before 5.1
    order = page.evaluate("""() => {
        const all = [...document.querySelectorAll('h2, .clause-head, table.cd-contracts, svg.cd-turn')];
        return ['#r4', 'table.cd-contracts', '#r4-1', '#r5', 'svg.cd-turn', '#r5-1']
            .map(s => all.indexOf(document.querySelector(s))); }""")
    assert -1 not in order and order == sorted(order)
    assert order[1] == order[0] + 1 and order[4] == order[3] + 1
    assert page.locator("table.cd-contracts tbody tr").count() == 7
    # every card of the contracts table is an image named in this language, as the tree says
    names = ax_images(page)
    for card in parse_cards("7♠ 7♥ 7♣ JK=10♥"):
        assert markup.spoken(card, lang) in names, (lang, card)
    assert "♥" not in " ".join(names)             # names are words, not symbols
    # keywords for the search go to the search index only (tests/test_search.py), not the page
    assert page.locator(".search-keywords").count() == 0


@pytest.mark.parametrize("lang", LANGS)
def test_cards_look_like_cards_and_are_spoken_by_name(browse, site, lang):
    page = browse.open(f"{lang}/puzzles/{SAMPLE}/", locale=LOCALE[lang])
    hand = page.locator(".puzzle-situation .card")
    assert hand.count() == 4
    style = """e => { const s = getComputedStyle(e);
                      return [s.color, s.backgroundColor, s.borderTopStyle]; }"""
    king, ace, five, joker = (hand.nth(i).evaluate(style) for i in range(4))
    assert king[0] == "rgb(26, 26, 26)" and ace[0] == five[0] == "rgb(192, 22, 29)"
    assert joker[0] not in (king[0], ace[0]) and joker[1] != king[1]      # jokers distinct
    assert joker[2] == "double"
    assert hand.nth(1).inner_text().replace("\n", "") == "A♥"
    names = [n for n in ax_images(page) if n]
    spoken = [markup.spoken(c, lang) for c in parse_cards(SAMPLE_HAND)]
    assert names[:4] == spoken                     # the hand, in order, first on the page
    assert {"pt": "ás de copas", "es": "as de corazones", "ca": "as de cors"}[lang] in names


# --- links ---------------------------------------------------------------------------------

def test_following_a_clause_link_shows_the_clause(browse):
    page = browse.open("pt/rules/")
    page.click(".clause:has(#r1-4) .clause-body a[href='#r4-1']")
    page.wait_for_url(re.compile(r"/pt/rules/#r4-1$"))
    assert in_view(page, "#r4-1")
    assert page.evaluate("document.querySelector(':target').id") == "r4-1"
    assert page.locator(".clause:has(> #r4-1)").evaluate(
        "e => getComputedStyle(e).backgroundColor") == "rgb(255, 245, 209)"   # highlighted
    # from a puzzle's solution to the rules page
    page.goto(browse.base + f"pt/puzzles/{SAMPLE}/")
    page.get_by_role("radio", name="45").check()
    page.get_by_role("button", name="Verificar").click()
    page.click("details.puzzle-answer a[href$='#r8-3']")
    page.wait_for_url(browse.base + "pt/rules/#r8-3")
    assert in_view(page, "#r8-3")
    browse.check()


def test_switching_language_keeps_the_clause(browse):
    page = browse.open("pt/rules/#r6-2")
    switch_language(page, "ca")
    page.wait_for_url(browse.base + "ca/rules/#r6-2")
    assert page.evaluate("document.documentElement.lang") == "ca"
    assert in_view(page, "#r6-2")
    browse.check()


@pytest.mark.parametrize("start, to", [("pt", "es"), ("es", "ca"), ("ca", "pt")])
def test_switching_language_on_a_puzzle_lands_on_the_same_puzzle(browse, site, puzzles,
                                                                 start, to):
    listed = [q for q in puzzles if "retired" not in q.tags]
    p = listed[len(listed) // 2]
    page = browse.open(f"{start}/puzzles/{p.id}/", locale=LOCALE[start])
    switch_language(page, to)
    page.wait_for_url(browse.base + f"{to}/puzzles/{p.id}/")
    assert page.evaluate("document.documentElement.lang") == HTML_LANG[to]
    title = next(x for x in practice_data(site, to) if x["id"] == p.id)["title"]
    assert page.locator("h1").inner_text().rstrip("¶ \n") == plain(title)
    assert page.locator(".puzzle-quiz form.quiz").count() == 1       # practice.js ran
    browse.check()


def test_copy_link_on_a_clause_and_on_a_puzzle(browse):
    page = browse.open("es/rules/", locale="es-ES",
                       permissions=["clipboard-read", "clipboard-write"])
    watch_notes(page)
    page.click("#d4 a.clause-link")
    assert notes(page) == ["Enlace copiado"]
    # the clause's own page: its preview in a chat is the ruling itself
    assert page.evaluate("navigator.clipboard.readText()") == browse.base + "es/rules/d4/"
    assert page.url == browse.base + "es/rules/"                       # stayed on the page
    page.goto(browse.base + f"es/puzzles/{SAMPLE}/")
    watch_notes(page)
    page.get_by_role("link", name="Copiar el enlace a este problema").click()
    assert notes(page)
    assert page.evaluate("navigator.clipboard.readText()") == \
        browse.base + f"es/puzzles/{SAMPLE}/"
    assert page.url == browse.base + f"es/puzzles/{SAMPLE}/"           # stayed on the page
    browse.check()


def test_the_root_page_picks_the_browser_language(browse):
    for locale, lang in (("es-ES", "es"), ("ca-ES", "ca"), ("pt-PT", "pt"), ("de-DE", "pt")):
        page = browse.open("", locale=locale)
        page.wait_for_url(browse.base + lang + "/")
    browse.check()


# --- answering a puzzle --------------------------------------------------------------------

def test_a_wrong_answer_hides_the_solution_and_the_first_attempt_counts(browse):
    page = browse.open(f"es/puzzles/{SAMPLE}/", locale="es-ES")
    details = page.locator("details.puzzle-answer")
    assert not details.is_visible() and not page.locator(".puzzle-choices").is_visible()
    check = page.get_by_role("button", name="Comprobar")
    check.click()
    assert page.inner_text(".quiz-verdict") == "Elige primero una de las respuestas."
    assert not details.is_visible()
    page.get_by_role("radio", name="40").check()
    check.click()
    # wrong: said so, never which one is right; the solution stays hidden
    page.wait_for_selector(".quiz-verdict.is-wrong")
    assert page.inner_text(".quiz-verdict") == "Esa no es la respuesta."
    assert not details.is_visible() and page.locator(".quiz-choice.is-right").count() == 0
    assert page.inner_text(".quiz-choice.is-wrong") == "40"
    assert page.get_by_role("radio", name="40").is_disabled()
    assert first_attempts(page) == {SAMPLE: {"f": 1, "ok": False, "s": False, "l": False}}
    # why does 40 fail? its own reason, still not the answer
    page.get_by_role("button", name="¿Por qué no?").click()
    reason = page.inner_text(".quiz-reason")
    assert "Por qué esta respuesta no vale:" in reason and "contar el as como 10" in reason
    assert not details.is_visible()
    # try again: right, but the record keeps the miss
    page.get_by_role("radio", name="45").check()
    check.click()
    page.wait_for_selector(".quiz-verdict.is-right")
    assert page.inner_text(".quiz-verdict").startswith("¡Correcto! No ha sido a la primera")
    assert details.is_visible() and details.evaluate("d => d.open")
    assert "45 puntos" in details.inner_text()
    assert first_attempts(page) == {SAMPLE: {"f": 1, "ok": False, "s": True, "l": False}}

    page.reload()
    assert page.inner_text(".quiz-before") == \
        "Ya has resuelto este problema en este navegador, después de fallar."
    assert not details.is_visible()
    page.get_by_role("radio", name="45").check()
    page.get_by_role("button", name="Comprobar").click()
    page.wait_for_selector(".quiz-verdict.is-right")
    assert page.inner_text(".quiz-verdict") == "¡Correcto!"
    # a later attempt never replaces the first; it only says how the last fresh one went
    assert first_attempts(page) == {SAMPLE: {"f": 1, "ok": False, "s": True, "l": True}}
    browse.check()


def test_without_javascript_the_solution_is_behind_a_disclosure(browse):
    page = browse.open(f"ca/puzzles/{SAMPLE}/", locale="ca-ES", java_script_enabled=False)
    assert page.locator(".puzzle-choices li").all_inner_texts() == ["35", "40", "45", "50"]
    assert page.locator("form.quiz").count() == 0
    summary = page.locator("details.puzzle-answer > summary")
    assert summary.inner_text().strip() == "Mostra la resposta"
    assert not page.get_by_text("45 punts.").is_visible()
    summary.click()
    assert page.get_by_text("45 punts.").is_visible()
    page.goto(browse.base + "ca/practice/")
    assert not page.locator("#practice").is_visible()
    assert page.locator(".practice-noscript a").get_attribute("href") == "../puzzles/"
    browse.check()


# --- the practice page ---------------------------------------------------------------------

def test_practice_answers_next_record_reload_and_reset(browse, site):
    penalty = [p for p in practice_data(site, "pt") if p["kind"] == "penalty"]
    first, second = penalty[0], penalty[1]
    page = browse.open("pt/practice/#kind=penalty")
    page.wait_for_selector(".practice-title")
    assert page.input_value("select[name=kind]") == "penalty"
    page.wait_for_function("document.querySelector('.practice-position').textContent"
                           f" === 'Problema 1 de {len(penalty)}'")
    assert page.inner_text(".practice-title") == plain(first["title"])
    solution = page.locator(".practice-solution")
    assert not solution.is_visible()
    page.locator(".quiz-choice input").nth(first["correct"]).check()
    page.get_by_role("button", name="Verificar").click()
    assert page.inner_text(".quiz-verdict") == "Certo!"
    assert solution.is_visible()
    page.wait_for_selector(".practice-level-text:has-text('(')")       # the level moved

    page.locator(".practice-nav").first.get_by_role("button", name="Seguinte").click()
    page.wait_for_selector(f"#practice-{second['id']}")
    wrong = (second["correct"] + 1) % len(second["choices"])
    page.locator(".quiz-choice input").nth(wrong).check()
    page.get_by_role("button", name="Verificar").click()
    assert page.inner_text(".quiz-verdict") == "Não é essa a resposta."
    assert not page.locator(".practice-solution").is_visible()
    page.get_by_role("button", name="Ver a solução").click()
    assert page.locator(".practice-solution").is_visible()
    assert page.inner_text(".quiz-verdict") == "A solução está abaixo."
    done = (f"Nesta escolha — tentados: 2 de {len(penalty)}; certos à primeira: 1; "
            "certos depois de errar: 0; falhados: 1.")
    assert page.inner_text(".practice-record-text") == done
    assert page.url.endswith(f"#kind=penalty&p={second['id']}")

    page.reload()
    page.wait_for_selector(f"#practice-{second['id']}")
    page.wait_for_function(f"document.querySelector('.practice-record-text').textContent"
                           f" === {json.dumps(done)}")                  # same record
    assert page.inner_text(".practice-title") == plain(second["title"])   # same puzzle
    assert "sem o resolver" in page.inner_text(".quiz-before")
    assert first_attempts(page) == {
        first["id"]: {"f": first["correct"], "ok": True, "s": True, "l": True},
        second["id"]: {"f": wrong, "ok": False, "s": False, "l": False}}

    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Apagar o registo").click()
    assert record(page) == {}
    assert page.evaluate("localStorage.getItem('contrato.level.v1')") is None
    assert page.inner_text(".practice-record-text") == (
        f"Registo apagado. Nesta escolha — tentados: 0 de {len(penalty)}; certos à primeira: 0; "
        "certos depois de errar: 0; falhados: 0.")
    page.wait_for_selector(".quiz-before", state="detached")
    browse.check()


def test_practice_filters_and_a_change_of_language_keep_the_puzzle(browse, site):
    data = practice_data(site, "es")
    page = browse.open("es/practice/", locale="es-ES")
    page.wait_for_selector(".practice-title")
    assert page.inner_text(".practice-position") == f"Problema 1 de {len(data)}"
    page.wait_for_selector(".practice-nav button[data-go='1']:not([disabled])")   # index in
    page.select_option("select[name=round]", "3")
    third = [p for p in data if p["round"] == 3]
    assert page.inner_text(".practice-position") == f"Problema 1 de {len(third)}"
    page.locator(".practice-nav").first.get_by_role("button", name="Siguiente").click()
    shown = third[1]
    page.wait_for_selector(f"#practice-{shown['id']}")
    assert page.inner_text(".practice-title") == plain(shown["title"])
    assert page.url.endswith(f"#round=3&p={shown['id']}")
    difficulty = str(shown["difficulty"])
    page.select_option("select[name=difficulty]", difficulty)
    both = [p for p in third if str(p["difficulty"]) == difficulty]
    assert page.inner_text(".practice-title") == plain(shown["title"])    # still shown
    assert page.inner_text(".practice-position") == \
        f"Problema {both.index(shown) + 1} de {len(both)}"

    switch_language(page, "ca")
    page.wait_for_url(re.compile(r"/ca/practice/#"))
    page.wait_for_selector(".practice-title")
    ca = next(p for p in practice_data(site, "ca") if p["id"] == shown["id"])
    assert page.inner_text(".practice-title") == plain(ca["title"])
    assert page.input_value("select[name=round]") == "3"
    assert page.input_value("select[name=difficulty]") == difficulty
    browse.check()


def test_a_clause_lists_its_puzzles_on_the_practice_page(browse, site):
    page = browse.open("ca/rules/", locale="ca-ES")
    link = page.locator(".clause:has(#r8-1) a.clause-practice")
    with_clause = [p for p in practice_data(site, "ca") if "8.1" in p["clauses"]]
    assert link.inner_text() == f"Practica amb els problemes d'aquesta regla ({len(with_clause)})"
    link.click()
    # the practice page writes its state into the address at once (…#clause=8.1&p=<puzzle>):
    # an exact address raced with it, and the wait then missed the page it waited for
    page.wait_for_url(lambda url: url.startswith(browse.base + "ca/practice/#clause=8.1"))
    page.wait_for_selector(".practice-title")
    assert page.inner_text(".practice-clause-text") == "Només els problemes de la regla 8.1"
    assert page.inner_text(".practice-position") == \
        f"Problema 1 d'aquesta selecció, que en té {len(with_clause)}"
    page.get_by_role("button", name="Mostra'ls tots").click()
    assert not page.locator(".practice-clause").is_visible()
    total = len(practice_data(site, "ca"))
    assert page.inner_text(".practice-position").endswith(f", que en té {total}")
    # a puzzle's "copy link" in practice copies the puzzle's own page
    browse.check()


def test_practice_copy_link_gives_the_puzzle_page(browse, site):
    first = practice_data(site, "pt")[0]
    page = browse.open("pt/practice/", permissions=["clipboard-read", "clipboard-write"])
    page.wait_for_selector(".practice-title")
    watch_notes(page)
    page.get_by_role("link", name="Copiar a ligação para este problema").click()
    assert notes(page)
    assert page.evaluate("navigator.clipboard.readText()") == \
        browse.base + f"pt/puzzles/{first['id']}/"
    assert "/practice/" in page.url
    browse.check()


# --- small screens -------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_phone_sized_pages_do_not_overflow_sideways(browse, lang, puzzles):
    page = browse.open(None, locale=LOCALE[lang], viewport=PHONE)
    widths = {}
    for path in ("", "rules/", "glossary/", "variants/", "puzzles/", f"puzzles/{SAMPLE}/",
                 f"puzzles/{puzzles[0].id}/", "practice/"):
        page.goto(f"{browse.base}{lang}/{path}")
        if path == "practice/":
            page.wait_for_selector(".practice-title")
            page.locator(".quiz-choice input").first.check()
            page.locator(".quiz-check").click()          # the solution too
        widths[path] = page.evaluate(
            "[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    wide = {path: w for path, w in widths.items() if w[0] > w[1]}
    assert not wide, f"{lang}: pages wider than a {PHONE['width']} px screen: {wide}"
    browse.check()


# --- search: tests/test_search.py (the players' words, in every language) ------------------


# --- the fixture without a browser -----------------------------------------------------------

def test_without_chromium_ci_fails_and_a_local_run_skips(monkeypatch):
    import site_fixtures
    monkeypatch.setenv("CI", "true")
    missing = f"{site_fixtures.BROWSER}, which is missing"
    with pytest.raises(pytest.fail.Exception, match=r"CI=true: browser tests need "
                       r"/usr/bin/chromium-headless-shell, which is missing.*"
                       r"apt-get install -y chromium-headless-shell"):
        site_fixtures._missing(missing)
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception, match="make test"):
        site_fixtures._missing(missing)


def test_a_request_for_another_host_is_refused_and_recorded(browse):
    """The watch every browser test relies on (``browse.check()``): a page's request for
    another host, from a page or from a worker, never leaves the machine and is listed."""
    page = browse.open("pt/")
    status = page.evaluate("""async () => {
        try { return (await fetch("http://example.org/font.woff2")).status; }
        catch (err) { return "refused"; } }""")
    page.evaluate("""() => new Promise((done) => {
        const w = new Worker(URL.createObjectURL(new Blob(
            ["fetch('http://cdn.example.net/x.js').catch(() => 0).finally(() => postMessage(1))"])));
        w.onmessage = () => done(); })""")
    assert status != 200
    assert [a.split()[1] for a in browse.outside] == ["http://example.org/font.woff2",
                                                      "http://cdn.example.net/x.js"]
    browse.proxy.asked.clear()                   # recorded as it should be: not this test's fault
