"""The verdict page at the table, on a 375 px phone, in pt, es and ca (issue 25): the rules it
applies said at the top (a table's house rules from the address, a remembered code offered,
never applied unasked, and the way back to this site's rules); follow-up questions that start
from the ruling's result; the card picker (docs/javascripts/picker.js) that stays under the
thumb and works with the arrow keys; no invisible element taking the focus before the form;
the developers' material in one disclosure at the end; axe with that disclosure open.

One page per language with the engine loaded (``table``), fed situations through the address
as a link would (``feed``), awaited by the page's ``contrato:verdict`` event."""

from __future__ import annotations

import json

import pytest

from generator.engine import hand_penalty, parse_cards
from generator.verdict.share import decode

from site_fixtures import LANGS, PHONE, Browse
from test_browser_verdict import FEED, LOAD, wait_for_ruling

pytest_plugins = ["site_fixtures"]

LOCALE = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}

#: The words of each language the tests look for (docs/<lang>/verdict_page.yaml, house.ftl).
WORDS = {
    "pt": {"site": "Regras: as deste site.", "code": "Regras da casa h1-bn-wa:",
           "bn": "não se compra fora da vez", "back": "Usar as regras deste site",
           "use": "Usar as regras da sua mesa", "follow": "E agora?",
           "after": "Depois de abrir com", "lay-off": "Pode acrescentar uma carta?",
           "dev": "Para programadores"},
    "es": {"site": "Reglas: las de este sitio.", "code": "Reglas de la casa h1-bn-wa:",
           "bn": "no se compra fuera de turno", "back": "Usar las reglas de este sitio",
           "use": "Usar las reglas de tu mesa", "follow": "¿Y ahora?",
           "after": "Después de abrir con", "lay-off": "¿Puede añadir una carta?",
           "dev": "Para desarrolladores"},
    "ca": {"site": "Regles: les d'aquest lloc.", "code": "Regles de la casa h1-bn-wa:",
           "bn": "no es compra fora de torn", "back": "Fes servir les regles d'aquest lloc",
           "use": "Fes servir les regles de la vostra taula", "follow": "I ara?",
           "after": "Després de baixar", "lay-off": "El jugador pot afegir una carta?",
           "dev": "Per a desenvolupadors"},
}

OPEN = "can-open&round=2&hand=7C7D7H3S4S5S6S8H2DKSQC"


@pytest.fixture(scope="module", params=LANGS)
def table(request, browser, served):
    """A phone's page of ``<lang>/verdict/`` with its engine loaded: (lang, browse, page)."""
    lang = request.param
    b = Browse(browser, served)
    page = b.open(f"{lang}/verdict/#penalty&hand=KCAH", locale=LOCALE[lang], viewport=PHONE,
                  has_touch=True, is_mobile=True)
    wait_for_ruling(page)
    yield lang, b, page
    b.close()
    b.check()


def feed(page, *codes):
    """The rulings of ``codes``, fed through the address (an address the page already shows
    would change nothing: another one first)."""
    codes = list(codes)
    if page.evaluate("location.hash.slice(1)") == codes[0]:
        return page.evaluate(FEED, ["draw&stock=1&discard=1"] + codes)[1:]
    return page.evaluate(FEED, codes)


def ruling(page):
    return json.loads(page.get_attribute(".verdict-answer", "data-verdict"))


def answered(page, action):
    """Do ``action`` (a function of no argument) and wait for the ruling it starts."""
    page.evaluate("""() => { window.__ruled = new Promise((resolve) =>
        document.getElementById("verdict").addEventListener("contrato:verdict",
          (e) => resolve(!!e.detail.ok), { once: true })); }""")
    action()
    return page.evaluate("window.__ruled")


# -- 1. the rules the page applies -------------------------------------------------------------

def test_house_rules_from_the_address_are_said_and_can_be_left(table):
    lang, _, page = table
    w = WORDS[lang]
    feed(page, OPEN + "&profile=h1-bn-wa")
    rules = page.locator(".verdict-rules")
    assert rules.get_attribute("data-profile") == "h1-bn-wa"
    text = rules.inner_text()
    assert w["code"] in text and w["bn"] in text
    assert ruling(page)["profile"] == "h1-bn-wa"
    # back to this site's rules: the same situation ruled again, the address without the code
    assert answered(page, lambda: page.get_by_role("button", name=w["back"]).click())
    assert ruling(page)["profile"] == "contrato"
    assert rules.get_attribute("data-profile") == "contrato"
    assert w["site"] in rules.inner_text()
    assert "profile=" not in page.evaluate("location.hash")
    # the page stays in the screen's width, with the rules above the form
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    top = page.evaluate("document.querySelector('.verdict-rules').getBoundingClientRect().top"
                        " < document.querySelector('.verdict-form').getBoundingClientRect().top")
    assert top


def test_a_remembered_code_is_offered_not_applied(table):
    lang, browse, _ = table
    w = WORDS[lang]
    page = browse.open(None, locale=LOCALE[lang], viewport=PHONE, has_touch=True,
                       is_mobile=True)
    page.add_init_script("localStorage.setItem('contrato.house', 'h1-bn-wa')")
    page.goto(f"{browse.base}{lang}/verdict/")
    rules = page.locator(".verdict-rules")
    rules.wait_for()
    assert rules.get_attribute("data-profile") == "contrato"
    assert rules.get_attribute("data-offer") == "h1-bn-wa"
    assert w["bn"] in rules.inner_text() and w["site"] in rules.inner_text()
    assert "profile" not in page.evaluate("window.contratoVerdict.state().data")
    page.get_by_role("button", name=w["use"]).click()            # one tap
    assert rules.get_attribute("data-profile") == "h1-bn-wa"
    assert page.evaluate("window.contratoVerdict.state().data.profile") == "h1-bn-wa"
    # the focus stays in the box, on the way back
    assert page.evaluate("document.activeElement.textContent") == w["back"]
    # a link with only the rules (the house-rules page's button) applies them to the form
    page.goto(f"{browse.base}{lang}/verdict/#profile=h1-wa")
    page.wait_for_function("document.querySelector('.verdict-rules')"
                           ".getAttribute('data-profile') === 'h1-wa'")
    assert page.evaluate("window.contratoVerdict.state().data.profile") == "h1-wa"


# -- 2. follow-up questions --------------------------------------------------------------------

def test_after_yes_like_this_the_lay_off_question_needs_three_taps(table):
    """The review's 29 taps: "can I open?" → yes; "and can I lay off the 8♥?" is now the
    follow-up button, the 8♥ and "decide" — the lay-down already on the table, the hand
    without it."""
    lang, _, page = table
    w = WORDS[lang]
    feed(page, OPEN)
    assert ruling(page)["answer"] is True
    follow = page.locator(".verdict-follow")
    assert w["follow"] in follow.inner_text() and w["after"] in follow.inner_text()
    page.locator(".verdict-follow-ask[data-question='lay-off']").click()            # 1
    assert page.input_value("select[name=question]") == "lay-off"
    assert page.input_value("select[name=opened]") == "this-turn"
    data = page.evaluate("window.contratoVerdict.state().data")
    assert data["table"] == ["7♥ 7♦ 7♣", "3♠ 4♠ 5♠ 6♠"]
    assert data["hand"] == "8♥ 2♦ K♠ Q♣"
    # the picker is open on the card to lay off, and offers only the hand's cards
    assert page.locator("[data-slot=card].is-active .picker-rank").count() == 14
    assert answered(page, lambda: (
        page.locator(".picker-suit[data-suit='♥']").click(),
        page.locator(".picker-rank[data-card='8♥']").click(),                       # 2
        page.locator(".verdict-ask").click()))                                       # 3
    got = ruling(page)
    assert got["question"] == "lay-off" and "5.4" in got["clauses"]
    assert decode(page.evaluate("location.hash.slice(1)"))["card"] == "8♥"


def test_after_a_joker_swap_the_next_question_is_asked_at_once(table):
    lang, _, page = table
    feed(page, "joker-swap&round=2&table=5SJK7S8S,9D9C9H&opened=earlier&hand=6SKD2C")
    assert ruling(page)["answer"][0]["card"] == "6♠"
    buttons = page.locator(".verdict-follow-ask[data-question='go-out']")
    assert buttons.count() == 3                       # one per place of the freed joker
    assert answered(page, lambda: buttons.first.click())
    got = ruling(page)
    assert got["question"] == "go-out" and got["answer"] is False
    assert page.evaluate("window.contratoVerdict.state().data")["table"][0] == \
        "JK=4♠ 5♠ 6♠ 7♠ 8♠"


# -- 3. the picker ------------------------------------------------------------------------------

def test_the_keypad_stays_under_the_finger(table):
    """A finger that stays where the keys were: 16 cards tapped at the places the suits and
    the first four keys had before any card was chosen, while the chosen cards wrap to new
    rows (the keys moved 50 px twice before), give exactly those 16 cards."""
    lang, _, page = table
    feed(page, "penalty&hand=-")
    page.click("fieldset[data-field=hand] .verdict-edit")

    def centre(selector):
        box = page.locator(selector).bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    suits = {s: centre(f".picker-suit[data-suit='{s}']") for s in "♠♥♦♣"}
    keys = [centre(f".picker-rank >> nth={i}") for i in range(4)]
    first = page.locator(".picker-rank").first
    top = first.bounding_box()["y"]
    for suit in "♠♥♦♣":
        page.touchscreen.tap(*suits[suit])
        for x, y in keys:
            page.touchscreen.tap(x, y)
            assert abs(first.bounding_box()["y"] - top) < 1
    hand = page.evaluate("window.contratoVerdict.state().data.hand")
    assert hand.split() == [f"{r}{s}" for s in "♠♥♦♣" for r in ("A", "2", "3", "4")]
    rows = {round(b["y"]) for b in page.locator("fieldset[data-field=hand] .picker-chip")
            .evaluate_all("cs => cs.map(c => c.getBoundingClientRect())")}
    assert len(rows) >= 2                            # the cards did wrap to a new row


def test_the_picker_works_with_the_arrow_keys(table):
    lang, _, page = table
    feed(page, "penalty&hand=7H")
    page.click("fieldset[data-field=hand] .verdict-edit")
    focused = "document.activeElement.getAttribute('data-card')"
    # opening the picker puts the focus on its keys (the suit last chosen: ♣ after the test
    # before); hearts, then Tab from the suits: the keys are the next Tab stop
    assert page.evaluate(focused) is not None
    page.click(".picker-suit[data-suit='♥']")
    page.keyboard.press("Tab")
    # one Tab stop for the keys: the one focused, the others tabindex -1
    assert page.locator(".picker-rank[tabindex='0']").count() == 1
    assert page.evaluate(focused) == "A♥"
    page.keyboard.press("ArrowRight")
    assert page.evaluate(focused) == "2♥"
    columns = page.evaluate("""() => { const k = [...document.querySelectorAll('.picker-rank')];
        return k.filter(b => b.offsetTop === k[0].offsetTop).length; }""")
    page.keyboard.press("ArrowDown")
    assert page.evaluate(focused) == page.evaluate(
        f"document.querySelectorAll('.picker-rank')[{1 + columns}].getAttribute('data-card')")
    page.keyboard.press("Home")
    page.keyboard.press("Enter")                                  # takes the A♥
    assert page.evaluate("window.contratoVerdict.state().data.hand") == "7♥ A♥"
    assert page.evaluate(focused) == "A♥"                       # the focus stays
    # back to the suits (one Tab stop), the arrows change the suit
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.getAttribute('data-suit')") == "♥"
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.getAttribute('data-suit')") == "♦"
    assert page.locator(".picker-suit[aria-pressed='true']").get_attribute("data-suit") == "♦"
    page.keyboard.press("Tab")
    assert page.evaluate(focused) == "A♦"


def test_no_invisible_element_takes_the_focus_before_the_form(table):
    """From the top of the page, every Tab stop before the question's select is on screen and
    visible: not the closed menu's links nor the hidden search field (12 of them before). The
    menu still opens, and its links take the focus then."""
    lang, browse, _ = table
    page = browse.open(f"{lang}/verdict/", locale=LOCALE[lang], viewport=PHONE,
                       has_touch=True, is_mobile=True)
    page.locator(".verdict-form select[name=question]").wait_for()
    stops = []
    for _ in range(40):
        page.keyboard.press("Tab")
        info = page.evaluate("""() => { const e = document.activeElement;
            const r = e.getBoundingClientRect(), s = getComputedStyle(e);
            return { name: e.getAttribute('name'), tag: e.tagName,
                     text: (e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30),
                     seen: r.width > 0 && r.height > 0 && r.right > 0 && r.left < innerWidth
                           && s.visibility !== 'hidden' && s.opacity !== '0' }; }""")
        if info["name"] == "question":
            break
        stops.append(info)
    else:
        pytest.fail(f"the form's select was never reached: {stops}")
    hidden = [s for s in stops if not s["seen"]]
    assert not hidden, hidden
    # Material's menu: it opens, and its links take the focus
    page.locator("label.md-header__button[for='__drawer']").click()
    link = page.locator(".md-sidebar--primary .md-nav__link").first
    link.wait_for(state="visible")
    link.focus()
    assert page.evaluate("document.activeElement.closest('.md-sidebar--primary') !== null")


# -- 4. the developers' disclosure ---------------------------------------------------------------

def test_developer_material_is_in_one_disclosure_at_the_end(table):
    lang, _, page = table
    w = WORDS[lang]
    feed(page, "penalty&hand=KCAHJK")
    dev = page.locator("details.verdict-dev")
    assert dev.count() == 1 and w["dev"] in dev.locator("summary").inner_text()
    assert not dev.evaluate("d => d.open")
    # nothing of it outside: no YAML button, no JSON, no command line among the players' part
    players = page.locator("#verdict").inner_text() + page.locator("article > p").first.inner_text()
    assert "contrato verdict" not in players and "YAML" not in players and "JSON" not in players
    assert page.locator("#verdict [data-export], #verdict pre").count() == 0
    # the answer keeps its data-verdict; the disclosure shows the same JSON
    dev.locator("summary").click()
    shown = json.loads(dev.locator(".verdict-json code").inner_text())
    assert shown == ruling(page)
    assert shown["answer"] == hand_penalty(parse_cards("K♣ A♥ JK"))
    # it is the last thing of the page's text
    last = page.evaluate("[...document.querySelector('article').children].filter("
                         "e => e.tagName !== 'SCRIPT' && e.tagName !== 'LINK').pop().className")
    assert "verdict-dev" in last
    dev.locator("summary").click()


# -- 5. axe ---------------------------------------------------------------------------------------

def test_axe_with_the_disclosure_and_a_follow_up_open(table):
    from axe_playwright_python.sync_playwright import Axe
    lang, _, page = table
    feed(page, OPEN + "&profile=h1-wa")
    page.locator("details.verdict-dev summary").click()
    page.click("fieldset[data-field=hand] .verdict-edit")
    violations = Axe().run(page).response["violations"]
    bad = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in violations
           if v["impact"] in ("serious", "critical") or v["id"] == "scrollable-region-focusable"]
    assert not bad, bad
    page.locator("details.verdict-dev summary").click()
