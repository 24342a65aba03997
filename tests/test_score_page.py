"""The score sheet (``<lang>/score/``, issue 28) in Chromium on a 375 px phone, in pt, es and
ca: a whole game of seven rounds entered by tapping the cards left in each hand, whose
penalties, totals and winners are the engine's (``penalty`` and ``standings`` questions); a
reload keeps it; its link shows the same game in another browser context; printing gives one
A4 page; CSV; an impossible entry shows its clause, and the table may keep a typed total
against it; house rules; undo, corrections, several games; offline.

The texts and the page's source (no browser): same keys in every language, clause links that
exist, the page in the navigation.
"""

from __future__ import annotations

import csv
import io
import json
import random
import re
from urllib.parse import unquote

import pytest
from pypdf import PdfReader

from generator.engine.cards import parse_card
from generator.engine.deck import full_pack
from generator.engine.house import decode as house_decode
from generator.engine.profile import CONTRATO
from generator.engine.scoring import card_penalty
from generator.questions import penalty as penalty_q
from generator.questions import standings as standings_q
from generator.questions.common import purchase_step
from generator.site import score_page
from generator.site.texts import SiteSourceError, load_clause_list
from generator.verdict.share import encode as share_encode
from site_fixtures import LANGS, PHONE, Browse, settle

pytest_plugins = ["site_fixtures"]

LOCALE = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}
NAMES = ["Ana", "Bruno", "Carla", "Duarte"]


# --- a game to play ---------------------------------------------------------------------------

def deal_game(seed: str, profile=CONTRATO, small: bool = True) -> list[dict]:
    """Seven rounds as a table could end them: hands from one shuffled pack per round, one
    player out (round 5: nobody, 9.2), the others' cards left — a few in rounds 1-6 (taps
    are slow), the whole hand in a whole-hand round."""
    rng = random.Random(seed)
    rounds = []
    for rnd in range(1, profile.rounds + 1):
        pack = [c.unicode() for c in full_pack(profile)]
        rng.shuffle(pack)
        out = -1 if rnd == 5 else rng.randrange(4)
        whole = profile.contract(rnd).whole_hand
        entries = []
        for seat in range(4):
            if seat == out:
                entries.append(None)
                continue
            size = (profile.deal_size(rnd) + purchase_step(profile) * rng.randrange(0, 2)
                    if whole else rng.randrange(1, 4 if small else 11))
            entries.append([pack.pop() for _ in range(size)])
        rounds.append({"out": out, "hands": entries})
    return rounds


def engine_rows(rounds: list[dict], profile=CONTRATO) -> list[list[int]]:
    """Each round's penalties as the engine's ``penalty`` question counts the hands."""
    rows = []
    for rd in rounds:
        row = []
        for seat, hand in enumerate(rd["hands"]):
            if seat == rd["out"]:
                row.append(0)
            else:
                s = penalty_q.read({"hand": " ".join(hand)}, profile)
                row.append(penalty_q.answer(s, profile).total)
        rows.append(row)
    return rows


# --- driving the page -------------------------------------------------------------------------

def open_sheet(browse, lang: str, hash_: str = "", **options):
    options.setdefault("viewport", PHONE)
    page = browse.open(f"{lang}/score/" + (f"#{hash_}" if hash_ else ""), locale=LOCALE[lang],
                       **options)
    page.wait_for_selector("#score:not([hidden]) .score-table")
    return page


def name_players(page, names=NAMES, dealer: int = 0) -> None:
    for seat, name in enumerate(names):
        page.fill(f'[data-key="name-{seat}"]', name)
    page.check(f'[data-key="dealer-{dealer}"]')


def tap_cards(page, seat: int, cards: list[str]) -> None:
    """Tap ``cards`` into ``seat``'s hand with the card picker: open it, then for each card
    its suit and its rank."""
    hand = page.locator(f'.score-hand[data-seat="{seat}"]')
    if hand.locator(".score-mode-cards").get_attribute("aria-pressed") != "true":
        hand.locator(".score-mode-cards").click()
    if hand.locator(".score-pick").get_attribute("aria-expanded") != "true":
        hand.locator(".score-pick").click()
    # the suit pressed now, then followed here: a suit key stays pressed until another is
    # (picker.js setSuit), so a suit is tapped only when the next card's differs
    pressed = hand.locator('.picker [data-suit][aria-pressed="true"]').get_attribute("data-suit")
    for card in cards:
        if card != "JK" and card[-1] != pressed:
            pressed = card[-1]
            hand.locator(f'.picker [data-suit="{pressed}"]').click()
        hand.locator(f'.picker [data-card="{card}"]').click()


def type_points(page, seat: int, text: str) -> None:
    hand = page.locator(f'.score-hand[data-seat="{seat}"]')
    hand.locator(".score-mode-number").click()
    hand.locator(".score-number-input").fill(text)


def enter_round(page, rnd: int, rd: dict, typed: dict | None = None) -> None:
    """Open round ``rnd``, say who went out, tap every other hand (or type ``typed[seat]``),
    save."""
    page.click(f'[data-key="enter-{rnd}"]')
    page.check(f'[data-key="out-{rd["out"]}"]')
    for seat, hand in enumerate(rd["hands"]):
        if seat == rd["out"]:
            continue
        if typed and seat in typed:
            type_points(page, seat, str(typed[seat]))
        else:
            tap_cards(page, seat, hand)
    page.click('[data-key="save"]')
    page.wait_for_selector(f'.score-row[data-round="{rnd}"] td[data-penalty]')


def shown_rows(page) -> list[list[int]]:
    return page.eval_on_selector_all(
        ".score-row", "rows => rows.filter(r => r.querySelector('td[data-penalty]'))"
        ".map(r => Array.from(r.querySelectorAll('td')).map(td => Number(td.dataset.penalty)))")


def shown_totals(page) -> list[int]:
    return page.eval_on_selector_all(".score-totals [data-total]",
                                     "tds => tds.map(td => Number(td.dataset.total))")


def shown_winners(page) -> list[int]:
    return [int(s) for s in page.get_attribute(".score-verdict", "data-winners").split(",")]


def game_code(page) -> str:
    return page.evaluate("location.hash.slice(1)")


# --- a whole game -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_by_taps_totals_as_the_engine(browse, lang):
    rounds = deal_game(f"sheet-{lang}")
    rows = engine_rows(rounds)
    page = open_sheet(browse, lang)
    name_players(page, dealer=1)
    for rnd, rd in enumerate(rounds, start=1):
        # every round shows its contract, cards dealt and dealer before it is played (2.1, 2.2)
        facts = page.text_content(f'.score-row[data-round="{rnd}"] >> xpath=preceding-sibling::tr[1]')
        assert str(CONTRATO.deal_size(rnd)) in facts and NAMES[(1 + rnd - 1) % 4] in facts
        enter_round(page, rnd, rd)
        assert shown_rows(page) == rows[:rnd]
        # after each round: the engine's totals and leaders (standings question)
        a = standings_q.answer(standings_q.read({"penalties": rows[:rnd]}))
        assert tuple(shown_totals(page)) == a.totals
        assert tuple(shown_winners(page)) == a.winners
    # the winner after round 7 (9.3, 9.4), by name, with the clause linked
    a = standings_q.answer(standings_q.read({"penalties": rows, "players": NAMES}))
    assert a.final
    verdict = page.locator(".score-verdict.is-final")
    for seat in a.winners:
        assert NAMES[seat] in verdict.text_content()
    assert verdict.locator("a[href$='#r9-4']" if len(a.winners) > 1 else "a[href$='#r9-3']").count() == 1
    # round 5: nobody went out (9.2), shown on the sheet
    assert page.locator(".score-round:nth-of-type(5) .score-nobody a[href$='#r9-2']").count() == 1
    code = game_code(page)
    # a reload keeps it (the device)
    page.reload()
    page.wait_for_selector(".score-totals [data-total]")
    assert shown_rows(page) == rows and tuple(shown_totals(page)) == a.totals
    # the link shows the same game in another context (another device)
    other = open_sheet(browse, lang, code)
    assert shown_rows(other) == rows and tuple(shown_totals(other)) == a.totals
    assert other.eval_on_selector_all(".score-table thead th", "ths => ths.map(t => t.textContent)") == NAMES
    assert game_code(other) == code


def test_the_sheet_fits_a_phone_and_looks_right(browse, tmp_path):
    rounds = deal_game("phone")
    page = open_sheet(browse, "pt")
    name_players(page)
    for rnd, rd in enumerate(rounds[:3], start=1):
        enter_round(page, rnd, rd)
    page.click('[data-key="enter-4"]')
    page.check('[data-key="out-2"]')
    tap_cards(page, 0, ["K♣", "A♥", "5♦", "JK"])
    settle(page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], width
    page.screenshot(path=str(tmp_path / "score-phone.png"), full_page=True)
    # the hand's penalty card by card (8.1): K♣ 10 + A♥ 15 + 5♦ 5 + JK 15 = 45
    hand = page.locator('.score-hand[data-seat="0"]')
    assert hand.locator(".score-value").all_text_contents() == ["10", "15", "5", "15"]
    assert hand.locator(".score-hand-penalty").get_attribute("data-penalty") == "45"
    # the keys of the picker are at least 44 px wide and high
    sizes = page.eval_on_selector_all(".picker .picker-rank", "bs => bs.map(b => "
                                      "[b.getBoundingClientRect().width, b.getBoundingClientRect().height])")
    assert min(w for w, _ in sizes) >= 43.5 and min(h for _, h in sizes) >= 44


# --- checks -----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_an_impossible_entry_shows_its_clause_and_the_table_may_keep_it(browse, lang):
    page = open_sheet(browse, lang)
    name_players(page)
    page.click('[data-key="enter-1"]')
    page.check('[data-key="out-0"]')
    type_points(page, 1, "1")                  # no hand costs 1 point: a 2 is the cheapest
    check = page.locator('.score-hand[data-seat="1"] .score-check[data-check="low"]')
    check.wait_for()
    assert check.locator("a[href$='rules/#r8-1']").count() == 1
    assert "1" in check.text_content() and "2" in check.text_content()
    tap_cards(page, 2, ["7♥", "7♥"])
    tap_cards(page, 3, ["7♥"])                 # a third 7♥: the pack has two (1.2)
    pack = page.locator('.score-check[data-check="pack"]')
    pack.wait_for()
    assert pack.locator("a[href$='rules/#r1-2']").count() == 1
    assert "Carla" in pack.text_content() and "Duarte" in pack.text_content()
    # the round cannot be saved yet, and the page says why
    page.click('[data-key="save"]')
    assert page.locator(".score-blocked").is_visible()
    assert page.locator('.score-row[data-round="1"] td[data-penalty]').count() == 0
    # take the extra 7♥ back; the table keeps the 1 point (the people's decision, marked)
    page.locator('.score-hand[data-seat="3"] .score-chip').first.click()
    tap_cards(page, 3, ["8♠"])
    page.click('[data-key="confirm-1"]')
    page.click('[data-key="save"]')
    page.wait_for_selector('.score-row[data-round="1"] td[data-penalty]')
    assert shown_rows(page) == [[0, 1, 14, 8]]
    assert page.locator('.score-row[data-round="1"] td.is-confirmed[data-seat="1"]').count() == 1
    assert game_code(page).endswith("&r=o,1!,7H7H,8S")
    # editing the round shows the check as kept by the table, against 8.1
    page.click('[data-key="edit-1"]')
    kept = page.locator('.score-check.is-confirmed[data-check="low"]')
    assert kept.locator("a[href$='rules/#r8-1']").count() >= 1


def test_round_seven_checks_the_whole_hand(browse):
    page = open_sheet(browse, "pt", "g1&id=sev7en&d=1&r=" + "/".join(["o,5,5,5"] * 6))
    page.click('[data-key="enter-7"]')
    page.check('[data-key="out-3"]')
    type_points(page, 0, "27")                 # 12 cards cost at least eight 2s and four 3s: 28
    assert page.locator('.score-check[data-check="low-final"] a[href$="#r7-4"]').count() == 1
    type_points(page, 0, "28")
    assert page.locator('.score-check[data-check="low-final"]').count() == 0
    tap_cards(page, 1, ["2♣"] * 2 + ["3♣"] * 2 + ["4♣"] * 2 + ["5♣"] * 2 + ["6♣"] * 2 + ["7♣"])
    size = page.locator('.score-check[data-check="size-final"]')
    assert size.count() == 1 and "12, 14, 16" in size.text_content()
    assert "e na folha a mão tem 11 cartas (" in size.text_content()  # not «apontadas 11»
    tap_cards(page, 1, ["7♣"])
    assert page.locator('.score-check[data-check="size-final"]').count() == 0
    tap_cards(page, 2, ["9♦"])                 # one card: «1 carta» (thirteenth es reading #7)
    one = page.locator('.score-hand[data-seat="2"] .score-check[data-check="size-final"]')
    one.wait_for()
    assert "e na folha a mão tem 1 carta (" in one.text_content(), one.text_content()


def test_two_players_out_and_nobody_out(browse):
    page = open_sheet(browse, "es")
    page.click('[data-key="enter-1"]')
    page.check('[data-key="out-2"]')
    type_points(page, 0, "0")
    assert page.locator('.score-check[data-check="two-out"] a[href$="#r8-2"]').count() == 1
    page.check('[data-key="out--1"]')          # nobody went out: the stock ran out (9.2)
    help_ = page.locator(".score-out .score-help").last
    for clause in ("9.2", "D9"):
        assert help_.locator(f"a[href$='#{'d9' if clause == 'D9' else 'r9-2'}']").count() == 1
    if "D14" in load_clause_list().clause_ids():
        assert help_.locator("a[href$='#d14']").count() == 1
    assert page.locator('.score-check[data-check="zero-nobody"] a[href$="#r9-2"]').count() == 1


# --- rules, links, corrections ----------------------------------------------------------------

def test_house_rules_of_the_table_count_the_cards(browse):
    """The table's code from the house-rules page (localStorage "contrato.house") is a new
    game's rules: an ace costs 25 and a joker 50 here, as the engine counts them."""
    code = "h1-p25.10.50"
    profile = house_decode(code).profile()
    page = open_sheet(browse, "pt")
    page.evaluate(f"localStorage.setItem('contrato.house', '{code}')")
    page.click('[data-key="new"]')
    assert page.input_value(".score-rules-select") == code
    page.click('[data-key="enter-1"]')
    page.check('[data-key="out-0"]')
    tap_cards(page, 1, ["A♥", "JK"])
    tap_cards(page, 2, ["K♠", "2♦"])
    type_points(page, 3, "5")
    page.click('[data-key="save"]')
    page.wait_for_selector('.score-row[data-round="1"] td[data-penalty]')
    want = [0, sum(card_penalty(parse_card(c), profile) for c in ("A♥", "JK")),
            sum(card_penalty(parse_card(c), profile) for c in ("K♠", "2♦")), 5]
    assert shown_rows(page) == [want] == [[0, 75, 12, 5]]
    assert "&h=h1-p25.10.50&" in game_code(page)
    # the rules are fixed once a round is saved
    assert page.is_disabled(".score-rules-select")
    # "ruling on this round": the verdict page with the round and the house rules filled
    page.click('[data-key="edit-1"]')
    href = page.get_attribute(".score-ruling a", "href")
    assert href == "../verdict/#" + share_encode({"question": "standings", "penalties": [want]},
                                                 profile=code)
    hand = page.get_attribute('.score-hand[data-seat="1"] .score-ruling-hand a', "href")
    assert hand == "../verdict/#" + share_encode({"question": "penalty", "hand": "A♥ JK"},
                                                 profile=code)


def test_edit_a_past_round_undo_and_several_games(browse):
    rounds = deal_game("edit")
    page = open_sheet(browse, "ca")
    name_players(page)
    for rnd, rd in enumerate(rounds[:2], start=1):
        enter_round(page, rnd, rd)
    before = shown_rows(page)
    # correct round 1: the first hand typed instead
    page.click('[data-key="edit-1"]')
    seat = next(s for s in range(4) if s != rounds[0]["out"])
    type_points(page, seat, "33")
    page.click('[data-key="save"]')
    page.wait_for_selector('.score-row[data-round="1"] td[data-penalty]')
    after = shown_rows(page)
    assert after[0][seat] == 33 and after[1] == before[1]
    assert shown_totals(page)[seat] == 33 + before[1][seat]
    # undo: the round as it was
    page.click('[data-key="undo"]')
    assert shown_rows(page) == before
    page.click('[data-key="undo"]')            # and before round 2 was saved
    assert shown_rows(page) == before[:1]
    # a second game; the first is still on the device
    first = game_code(page)
    page.click('[data-key="new"]')
    assert shown_rows(page) == []
    assert page.locator(".score-games option").count() == 2
    first_id = re.search(r"id=(\w+)", first).group(1)
    page.select_option(".score-games", first_id)
    assert shown_rows(page) == before[:1] and game_code(page) == first


def test_a_link_that_is_no_game_says_which_part(browse):
    page = open_sheet(browse, "pt", "g1&id=abcd12&r=o,7X,2,3")
    status = page.text_content(".score-status")
    assert "«7X»" in status
    assert shown_rows(page) == []


def test_a_newer_link_updates_the_game_on_this_device(browse):
    page = open_sheet(browse, "pt", "g1&id=follow&p=Ana,Bruno,Carla,Duarte&d=1&r=o,5,6,7")
    assert shown_rows(page) == [[0, 5, 6, 7]]
    page.evaluate("location.hash = '#g1&id=follow&p=Ana,Bruno,Carla,Duarte&d=1&r=o,5,6,7/8,o,9,10'")
    page.wait_for_function("document.querySelectorAll('.score-row td[data-penalty]').length === 8")
    assert shown_rows(page) == [[0, 5, 6, 7], [8, 0, 9, 10]]
    assert page.locator(".score-games option").count() == 1
    page.click('[data-key="undo"]')
    assert shown_rows(page) == [[0, 5, 6, 7]]


# --- print, CSV -------------------------------------------------------------------------------

FINISHED = ("g1&id=print1&p=Ana%20Rita,Bruno,Carla,Duarte&d=3&r=o,KCAH5DJK,25,3S/12,o,40,7H7DJK/"
            "5,6,o,7/o,9,8,7/1!,2,o,30/o,14,15,16/o," + ",".join(
                "".join(f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                            "K")) for s in "CDH"))
#: FINISHED's rounds and totals (84: 2 + 3 + … + 10 + three faces of 10)
FINISHED_ROWS = [[0, 45, 25, 3], [12, 0, 40, 29], [5, 6, 0, 7], [0, 9, 8, 7], [1, 2, 0, 30],
                 [0, 14, 15, 16], [0, 84, 84, 84]]


@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_game_prints_on_one_page(browse, lang):
    page = open_sheet(browse, lang, FINISHED, viewport={"width": 1280, "height": 900})
    settle(page)
    pdf = page.pdf(format="A4", print_background=True)
    reader = PdfReader(io.BytesIO(pdf))
    assert len(reader.pages) == 1
    text = " ".join(reader.pages[0].extract_text().split())
    assert "Ana Rita" in text and "Duarte" in text
    for total in page.eval_on_selector_all(".score-totals [data-total]", "t => t.map(x => x.textContent)"):
        assert total in text


def test_a_game_exports_as_csv(browse):
    page = open_sheet(browse, "pt", FINISHED)
    with page.expect_download() as info:
        page.click('[data-key="csv"]')
    download = info.value
    assert re.fullmatch(r"contrato-pontos-\d{4}-\d{2}-\d{2}\.csv", download.suggested_filename)
    text = open(download.path(), encoding="utf-8-sig").read()
    rows = list(csv.reader(io.StringIO(text, newline=""), delimiter=";"))
    assert rows[0] == ["Ronda", "Contrato", "Cartas dadas", "Dador", "Ana Rita", "Bruno", "Carla",
                       "Duarte", "Saiu", "Notas"]
    assert rows[1][:9] == ["1", "dois grupos", "10", "Carla", "0", "45", "25", "3", "Ana Rita"]
    assert [r[4:8] for r in rows[1:8]] == [[str(n) for n in row] for row in FINISHED_ROWS]
    assert rows[2][9] == ""
    assert rows[5][4:10] == ["1", "2", "0", "30", "Carla", "Ana Rita: a mesa manteve 1 ponto "
                                                             "contra a regra 8.1"]
    assert rows[-1][0] == "Total" and rows[-1][4:8] == ["18", "160", "172", "176"]
    assert [int(x) for x in rows[-1][4:8]] == shown_totals(page)


# --- offline ----------------------------------------------------------------------------------

def test_the_sheet_works_offline_after_one_visit(browser, site):
    """With the site's service worker (which keeps every page of a language: issue 24), the
    sheet opens and keeps score with no network: one visit, then the server stopped."""
    from test_browser_offline import Server, until
    # a context of its own, without browse's request routing: Playwright's routing makes
    # Chromium bypass service workers, and this test is about the worker
    server = Server(site)
    ctx = browser.new_context(locale=LOCALE["pt"], viewport=PHONE, service_workers="allow")
    try:
        page = ctx.new_page()
        page.goto(server.base + "pt/score/#g1&id=offl1n&d=1&r=o,5,6,7")
        page.wait_for_selector("#score:not([hidden]) .score-table")
        page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller",
                               timeout=60_000)
        until(page, """async () => !!(await caches.match(location.href.split('#')[0]))
            && !!(await caches.match(new URL('../javascripts/score/score.js', location.href).href))""")
        server.stop()                                       # no network at all
        page.reload()
        page.wait_for_selector(".score-totals [data-total]")
        assert shown_rows(page) == [[0, 5, 6, 7]]
        page.click('[data-key="enter-2"]')
        page.check('[data-key="out-1"]')
        for seat in (0, 2, 3):
            type_points(page, seat, "10")
        page.click('[data-key="save"]')
        assert shown_totals(page) == [10, 5, 16, 17]
    finally:
        ctx.close()
        server.stop()


# --- the texts and the page's source ----------------------------------------------------------

def test_every_language_has_the_same_texts():
    for lang in LANGS:
        score_page.load_texts(lang)


def test_a_language_missing_a_text_is_refused_with_the_key(tmp_path):
    import shutil
    from generator.site import texts
    docs = tmp_path / "docs"
    shutil.copytree(texts.DOCS, docs)
    path = docs / "es" / "score.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("  copy: Copiar el enlace\n", ""),
                    encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"es/score.yaml: at actions: missing copy"):
        score_page.load_texts("es", docs)
    path.write_text(path.read_text(encoding="utf-8").replace('"Ronda {n}"', '"Ronda {m}"'),
                    encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"placeholders \['m'\], expected \['n'\]"):
        score_page.load_texts("es", docs)


def test_the_round_seven_size_check_says_how_many_were_entered():
    """«…y hay apuntadas 11» read clumsily (twelfth es reading #4), and «se han apuntado 11»
    read as 11 points, «apuntarse» being what a player does with points on this sheet
    (thirteenth es reading #7; pt «estão apontadas 11», ca «n'hi ha 11 d'apuntades» alike):
    the hand on the sheet has 11 cards, «cartas» said, 1 in the singular. Filled as the
    sheet's script fills it (``fmt``; {count} from ``cards_one``/``cards_other``)."""
    def said(lang, key, **params):
        text = score_page.load_texts(lang)["checks"][key]
        return re.sub(r"\{(\w+)\}", lambda m: str(params[m.group(1)]), text)
    def cards(lang, n):
        return said(lang, "cards_one" if n == 1 else "cards_other", n=n)
    params = dict(name="Bruno", round=7, cards=12, step=2, sizes="12, 14, 16")
    assert said("es", "size_final", count=cards("es", 11), **params) == (
        "Bruno: en la ronda 7 quien no cierra se queda con toda la mano, 12 cartas y 2 más por "
        "cada compra fuera de turno (12, 14, 16…), y en la hoja su mano tiene 11 cartas (§7.4, "
        "§6.3).")
    assert said("es", "size_final_fixed", count=cards("es", 1), **params) == (
        "Bruno: en la ronda 7 quien no cierra se queda con toda la mano, 12 cartas, y en la hoja "
        "su mano tiene 1 carta (§7.4).")
    assert said("pt", "size_final", count=cards("pt", 11), **params).endswith(
        "(12, 14, 16…), e na folha a mão tem 11 cartas (§7.4, §6.3).")
    assert said("pt", "size_final_fixed", count=cards("pt", 1), **params).endswith(
        "12 cartas, e na folha a mão tem 1 carta (§7.4).")
    assert said("ca", "size_final", count=cards("ca", 11), **params).endswith(
        "(12, 14, 16…), i al full la mà té 11 cartes (§7.4, §6.3).")
    assert said("ca", "size_final_fixed", count=cards("ca", 1), **params).endswith(
        "12 cartes, i al full la mà té 1 carta (§7.4).")
    for lang in ("pt", "es", "ca"):
        for key in ("size_final", "size_final_fixed"):
            text = score_page.load_texts(lang)["checks"][key]
            assert not re.search(r"apunt|apont|marca", text), (lang, key, text)


def test_only_clauses_the_rules_have_are_linked():
    known = set(load_clause_list().clause_ids())
    for lang in LANGS:
        config = score_page.page_config(lang)
        text = json.dumps(config["ui"], ensure_ascii=False)
        for ref in re.findall(r"§(D\d+|\d+\.\d+)", text):
            assert ref in known, (lang, ref)
    assert score_page.known_clauses_only("(§9.2, §D9, §D14)", {"9.2", "D9"}) == "(§9.2, §D9)"
    assert score_page.known_clauses_only("(§9.2, §D9, §D14)", {"9.2", "D9", "D14"}) == \
        "(§9.2, §D9, §D14)"


def test_the_page_is_in_the_navigation_the_home_page_and_every_language(site):
    for lang in LANGS:
        html = (site / lang / "score" / "index.html").read_text(encoding="utf-8")
        assert 'id="score"' in html and "javascripts/score/game.js" in html
        home = (site / lang / "index.html").read_text(encoding="utf-8")
        assert 'href="score/"' in home          # the menu
        # the home page's first screen (its table tools, issue 25)
        assert re.search(r'<li class="home-tool home-tool-score"><a href="score/">', home)


@pytest.mark.parametrize("lang", LANGS)
def test_the_sheets_texts_use_the_players_terms(lang):
    """The sheet's texts are written by its script, so the built-page check of
    tests/test_terms.py does not read them: the same table checks them here."""
    from generator.site import terms

    def texts(value):
        if isinstance(value, dict):
            for v in value.values():
                yield from texts(v)
        else:
            yield str(value)
    concepts = terms.load_terms(lang)
    found = [(c.name, m.group(0), text) for text in texts(score_page.load_texts(lang))
             for c in concepts for _, m in c.uses(text)]
    assert found == []


def test_the_sheet_has_no_serious_accessibility_violation(browse):
    """axe-core (as tests/test_browser_a11y.py) on a finished game, and on a round being
    entered with the keypad open, a hand tapped and a check shown, on a phone."""
    from test_browser_a11y import serious
    axe_sync = pytest.importorskip("axe_playwright_python.sync_playwright")
    axe = axe_sync.Axe()
    page = open_sheet(browse, "ca", FINISHED)
    assert serious(axe, page) == []
    page = open_sheet(browse, "pt", "g1&id=axe123&d=1&r=o,5,6,7")
    page.click('[data-key="enter-2"]')
    page.check('[data-key="out-1"]')
    tap_cards(page, 0, ["K♣", "A♥"])
    type_points(page, 2, "1")
    assert serious(axe, page) == []


def test_switching_language_keeps_the_game(browse):
    page = open_sheet(browse, "pt", FINISHED, viewport={"width": 1280, "height": 900})
    totals = shown_totals(page)
    page.hover(".md-header__option .md-select")
    page.click("a.md-select__link[hreflang=es]")
    page.wait_for_url("**/es/score/**")
    page.wait_for_selector(".score-totals [data-total]")
    assert shown_totals(page) == totals and game_code(page) == FINISHED
    assert page.text_content(".score-verdict").startswith("Gana la partida: Ana Rita")


def test_a_round_half_entered_survives_a_reload_and_a_game_can_be_deleted(browse):
    page = open_sheet(browse, "pt")
    name_players(page)
    page.click('[data-key="enter-1"]')
    page.check('[data-key="out-3"]')
    tap_cards(page, 0, ["K♣", "A♥"])
    type_points(page, 1, "12")
    page.reload()
    page.wait_for_selector(".score-entry")
    assert page.is_checked('[data-key="out-3"]')
    assert page.get_attribute('.score-hand[data-seat="0"] .score-hand-penalty', "data-penalty") == "25"
    assert page.input_value('[data-key="number-1"]') == "12"
    # a second game, then this one deleted (the browser asks first)
    page.click('[data-key="cancel"]')
    page.click('[data-key="new"]')
    assert page.locator(".score-games option").count() == 2
    page.once("dialog", lambda d: d.accept())
    page.click('[data-key="delete"]')
    page.wait_for_function("document.querySelectorAll('.score-games option').length === 1")
    assert page.eval_on_selector_all(".score-table thead th", "t => t.map(x => x.textContent)") == NAMES


def test_the_benchs_section_reports_each_step():
    """bench/score_entry.py (make bench): each step's median and slowest, to the frame and of
    the page's script."""
    from bench import score_entry as se
    ok = se.ScoreEntry(tap=[(30.0, 2.0), (40.0, 3.0), (90.0, 9.0)], digit=[(20.0, 1.0)],
                       save=[(100.0, 60.0), (140.0, 80.0)])
    text = se.report(ok)
    assert text.startswith("## Score sheet: an entry on a slow phone")
    assert "| a card tapped | 3 | 40.0 ms | 90.0 ms | 3.0 ms | 9.0 ms |" in text
    assert "| a round saved | 2 | 120.0 ms | 140.0 ms | 70.0 ms | 80.0 ms |" in text
    assert "Not measured: /usr/bin/chromium is missing." in se.report(
        se.ScoreEntry("skipped", "/usr/bin/chromium is missing"))


def test_the_page_loads_the_sites_card_picker_before_its_scripts():
    page = score_page.render_page("pt")
    assert page.index('src="../javascripts/picker.js"') < page.index('src="../javascripts/score/game.js"') \
        < page.index('src="../javascripts/score/score.js"')
    assert page.index('href="../stylesheets/picker/picker.css"') < \
        page.index('href="../stylesheets/score/score.css"')


def test_the_keypad_stays_under_the_finger_and_takes_arrow_keys(browse):
    """The site's card picker on the sheet: taps add the cards after the keypad, so a key does
    not move on the screen however many cards the hand gets; arrow keys and Enter take cards,
    and the focus stays on the keypad."""
    page = open_sheet(browse, "pt", "g1&id=keys12&d=1")
    page.click('[data-key="enter-1"]')
    page.check('[data-key="out-2"]')
    hand = page.locator('.score-hand[data-seat="0"]')
    key = hand.locator('.picker [data-card="7♥"]')
    before = key.bounding_box()
    for card in ("7♥", "K♥", "Q♥", "J♥", "10♥", "9♥", "8♥", "6♥", "5♥"):
        hand.locator(f'.picker [data-card="{card}"]').click()
        box = key.bounding_box()
        assert (box["x"], box["y"]) == (before["x"], before["y"]), card
    assert hand.locator(".score-hand-penalty").get_attribute("data-penalty") == "75"
    key.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                   # the 8♥
    assert page.evaluate("document.activeElement.dataset.card") == "8♥"
    assert hand.locator(".score-chip").last.get_attribute("data-card") == "8♥"
    assert hand.locator(".score-hand-penalty").get_attribute("data-penalty") == "83"
