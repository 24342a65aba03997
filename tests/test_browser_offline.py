"""Issue 24 in Chromium: a shared situation at once, the runtime before the argument starts,
the whole reference offline.

- A link's situation is drawn in the form while the engine is still loading (the runtime's
  requests are held back, so the engine cannot be ready); an edit made meanwhile survives the
  engine's arrival; the status is at the top of a phone's screen, in every language; screen
  readers hear the start and "ready", never the megabytes; the ruling is scrolled into view
  and focused.
- After one visit to the home page (a browser profile of its own, kept on disk), with the
  server stopped and the browser's HTTP cache deleted, so that only the service worker can
  answer: every page the build lists for the language opens (home, rules, every clause page,
  glossary, variants, changes, table card, house rules, practice with its index, the
  verdict, anything added later), an unknown address gets the "page not found" page, the
  visited puzzle page and the practice data already loaded open, and a new tab on a verdict
  link answers. No request leaves the host: the browser's proxy for every other host records
  whatever would.
- A new build (the build's offline step run again on a changed copy of the site) replaces the
  cache whole: while a changed file cannot be fetched the old version stays, whole; then the
  new version's cache holds exactly the new build's bytes, and the old cache is gone.
- A reader who asked to save data gets the service worker but no download.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest

from generator.site import offline, verdict_page
from generator.site.build import LANGS

from site_fixtures import BROWSER, BROWSER_ARGS, PHONE, STILL, Browse, Elsewhere, settle
from verdict_cases import cli_json, data_json

pytest_plugins = ["site_fixtures"]

#: How long the engine or a whole language may take on a busy machine (ms): a limit, not a wait.
LOAD = 600_000
LINK = "lay-off&round=2&table=7C7D7H,5H6H7H8H&opened=this-turn&hand=9H2DKS&card=9H&target=2"
#: What the status line, the live region and the answer said, as they said it.
RECORD = """(() => {
  window.__said = { shown: [], heard: [] };
  const watch = () => {
    const status = document.querySelector(".verdict-status");
    const live = document.querySelector(".verdict-live");
    if (!status || !live) { return false; }
    const note = (list, node) => () => {
      const text = node.textContent;
      if (text && list[list.length - 1] !== text) { list.push(text); }
    };
    for (const [list, node] of [[window.__said.shown, status], [window.__said.heard, live]]) {
      note(list, node)();                    // what it already says (the script ran first)
      new MutationObserver(note(list, node)).observe(node, { childList: true, characterData: true, subtree: true });
    }
    return true;
  };
  if (!watch()) { document.addEventListener("DOMContentLoaded", watch); }
})();"""


def texts(lang):
    return verdict_page.load_texts(lang)


class Server:
    """A static server of ``folder`` on 127.0.0.1 that can be stopped, and made to fail on
    some paths (``fail``: a set of paths answered 500); ``paths``: every path asked."""

    def __init__(self, folder):
        self.fail: set[str] = set()
        self.paths: list[str] = []
        server = self

        class Handler(SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                server.paths.append(self.path)
                if self.path.split("?")[0] in server.fail:
                    self.send_error(500)
                    return
                super().do_GET()

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(folder)))
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def profile(browser, folder, proxy, **options):
    """A browser with a profile kept in ``folder`` (its service worker and caches survive a
    restart), every other host sent to ``proxy``."""
    options.setdefault("viewport", PHONE)
    ctx = browser.browser_type.launch_persistent_context(
        str(folder), executable_path=BROWSER, args=BROWSER_ARGS, locale="pt-PT",
        proxy={"server": proxy.server, "bypass": "127.0.0.1"}, reduced_motion="reduce", **options)
    ctx.add_init_script(STILL)
    errors = []
    ctx.on("weberror", lambda e: errors.append(str(e.error)))
    return ctx, errors


def forget_http_cache(folder):
    """Delete the browser's HTTP cache from a closed profile (the service worker's own cache,
    under "Service Worker/", stays)."""
    for name in ("Cache", "Code Cache"):
        shutil.rmtree(folder / "Default" / name, ignore_errors=True)


def until(page, script, arg=None, limit=LOAD):
    """Wait until ``script`` (a function, possibly async: its promise is awaited) returns a
    truthy value in ``page``, asking every 0.2 s; ``wait_for_function`` would take a promise for
    a true value."""
    for _ in range(limit // 200):
        if page.evaluate(script, arg):
            return
        page.evaluate("() => new Promise((r) => setTimeout(r, 200))")
    raise AssertionError(f"never true: {script}")


def kept(page, lang="pt"):
    page.wait_for_selector(f"html[data-offline=ready]", state="attached", timeout=LOAD)


def pages_of(lists, lang):
    """The pages (not the other files) the build lists for ``lang``."""
    return [a for a, _ in lists["langs"][lang]["keep"]
            if a.startswith(lang + "/") and (a.endswith("/") or a.endswith(".html"))]


# -- a shared link, drawn at once --------------------------------------------------------------

def test_a_link_is_drawn_before_the_engine_and_an_edit_made_meanwhile_survives(browse, site):
    held = []
    release = threading.Event()

    def hold(route):
        if release.is_set():
            route.continue_()
        else:
            held.append(route)

    page = browse.open(None, viewport=PHONE, service_workers="block")
    page.context.route("**/runtime/**", hold)
    page.add_init_script(RECORD)
    page.goto(browse.base + "pt/verdict/#" + LINK)
    page.wait_for_selector("#verdict[data-drawn=address]", state="attached")
    for _ in range(6000):                                      # the runtime is asked for
        if held:
            break
        page.evaluate("() => new Promise((r) => setTimeout(r, 50))")
    assert held, "the page never asked for the runtime"
    # the friend's situation, in the form, with no engine
    assert page.input_value("select[name=question]") == "lay-off"
    assert page.input_value("select[name=round]") == "2"
    assert page.input_value("select[name=opened]") == "this-turn"
    assert page.input_value("select[name=target]") == "2"
    assert page.locator("fieldset[data-field=table] .verdict-melds li").count() == 2
    hand = page.locator("fieldset[data-field=hand] .verdict-chip")
    assert hand.evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))") == [
        "Retirar nove de copas", "Retirar dois de ouros", "Retirar rei de espadas"]
    assert page.get_attribute("#verdict", "data-engine") == "loading"
    assert page.locator(".verdict-answer").is_hidden()
    # the moment it was drawn, marked once for the bench (bench/verdict_load.py)
    assert page.evaluate("performance.getEntriesByName('contrato:situation-drawn').length") == 1
    # the status at the top of a phone's screen, under the header, the situation below it
    box = page.locator(".verdict-status").bounding_box()
    assert 0 <= box["y"] <= PHONE["height"] / 5, box
    assert page.inner_text(".verdict-status").startswith("A carregar o motor de regras… ")
    page.screenshot(path=str(site.parent / "link-drawn-pt.png"))
    # while the engine loads, the player says the laying player opened on an earlier turn
    page.select_option("select[name=opened]", "earlier")
    release.set()
    for route in held:
        route.continue_()
    page.wait_for_function("document.querySelector('#verdict').dataset.engine === 'ready'",
                           timeout=LOAD)
    page.evaluate("() => new Promise((r) => setTimeout(r, 0))")
    # the link's ruling was dropped, the edit stays
    assert page.input_value("select[name=opened]") == "earlier"
    assert page.get_attribute("#verdict", "data-state") == "editing"
    assert page.locator(".verdict-answer").is_hidden()
    assert page.get_attribute(".verdict-answer", "data-verdict") is None
    # asked now: the ruling of what the form shows, scrolled into view and focused
    page.evaluate("""() => new Promise((resolve) => {
      const root = document.getElementById("verdict");
      root.addEventListener("contrato:verdict", resolve, { once: true });
      root.querySelector(".verdict-ask").click();
    })""")
    got = json.loads(page.get_attribute(".verdict-answer", "data-verdict"))
    link = {"question": "lay-off", "round": 2, "table": ["7♣ 7♦ 7♥", "5♥ 6♥ 7♥ 8♥"],
            "opened": "this-turn", "hand": "9♥ 2♦ K♠", "card": "9♥", "target": 2}
    edited = dict(link, opened="earlier")
    assert got == data_json(edited)[1]
    assert got["answer"] != data_json(link)[1]["answer"]      # not the link's ruling
    assert page.evaluate("location.hash") == "#" + LINK.replace("this-turn", "earlier")
    assert page.evaluate("document.activeElement.classList.contains('verdict-answer')")
    ruling = page.locator(".verdict-answer h2").bounding_box()
    assert 0 <= ruling["y"] <= PHONE["height"] - ruling["height"], ruling
    page.screenshot(path=str(site.parent / "ruling-pt.png"))
    # screen readers heard the start and "ready", never the megabytes; the line showed them
    said = page.evaluate("window.__said")
    t = texts("pt")["status"]
    assert said["heard"] == [t["download"], t["ready"]], said["heard"]
    assert any(" MB" in s for s in said["shown"]), said["shown"]
    assert t["starting"] in said["shown"], said["shown"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_status_is_on_a_phones_first_screen(browse, site, lang):
    """While the engine loads (held back), the status line is at the top of a phone's screen
    (a link scrolls the page's introduction away) and says so in the page's language; the
    link is already drawn below it."""
    page = browse.open(None, viewport=PHONE, service_workers="block",
                       locale={"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}[lang])
    held = []
    page.context.route("**/runtime/**", lambda route: held.append(route))   # never answered
    page.goto(browse.base + f"{lang}/verdict/#" + LINK)
    page.wait_for_selector("#verdict[data-drawn=address]", state="attached")
    settle(page)
    box = page.locator(".verdict-status").bounding_box()
    assert 0 <= box["y"] <= PHONE["height"] / 5, box
    status = page.inner_text(".verdict-status")
    assert status.startswith(texts(lang)["status"]["download"]), status
    assert page.input_value("select[name=round]") == "2"
    page.screenshot(path=str(site.parent / f"status-{lang}.png"))
    # scrolled down the form, the status stays on screen (under the header)
    page.evaluate("window.scrollTo(0, document.querySelector('.verdict-actions').offsetTop)")
    box = page.locator(".verdict-status").bounding_box()
    assert 0 <= box["y"] <= PHONE["height"] - box["height"], box
    for route in held:
        route.abort()


# -- the whole reference offline ---------------------------------------------------------------

def test_after_one_visit_every_page_opens_with_the_service_worker_alone(
        browser, site, puzzles, tmp_path):
    lists = json.loads(json.dumps(offline.offline_lists(site, LANGS)))
    sw = (site / "sw.js").read_text("utf-8")
    assert lists["version"] in sw                               # the build's own lists
    pages = pages_of(lists, "pt")
    for must in ("pt/", "pt/rules/", "pt/rules/6-2/", "pt/rules/d4/", "pt/glossary/",
                 "pt/variants/", "pt/changes/", "pt/table-card/", "pt/house-rules/",
                 "pt/practice/", "pt/puzzles/", "pt/verdict/", "pt/404.html"):
        assert must in pages, must
    keep = dict(lists["langs"]["pt"]["keep"])
    assert "pt/practice/index.json" in keep
    first = json.loads((site / "pt" / "practice" / "index.json").read_text("utf-8"))
    puzzle = next(p for p in puzzles if p.kind == "buy" and p.id != first["puzzles"][0][0])
    server, proxy = Server(site), Elsewhere()
    folder = tmp_path / "profile"
    try:
        # one visit: the home page, a puzzle, the practice page on that puzzle
        ctx, errors = profile(browser, folder, proxy)
        page = ctx.new_page()
        page.goto(server.base + "pt/")
        kept(page)
        assert page.inner_text(".md-footer-meta .offline-mark") == "Disponível sem rede neste aparelho"
        page.screenshot(path=str(site.parent / "footer-mark-pt.png"), full_page=True)
        page.goto(server.base + f"pt/puzzles/{puzzle.id}/")
        page.goto(server.base + f"pt/practice/#p={puzzle.id}")
        page.wait_for_selector(f"#practice-{puzzle.id}", timeout=LOAD)
        ctx.close()
        forget_http_cache(folder)
        server.stop()                                          # no network at all
        asked_online = len(server.paths)
        # a new browser on the same profile: every page of the language, by the worker alone
        ctx, errors = profile(browser, folder, proxy, offline=True)
        page = ctx.new_page()
        # every page is a navigation answered by the worker, the whole page with its heading;
        # the page is not drawn (the navigation's answer is what the worker decides: drawing
        # 500 pages only made the machine busy), a sample of them below is
        failed = []
        for address in pages:
            response = page.goto(server.base + address, wait_until="commit")
            if not response or response.status != 200 or not response.from_service_worker:
                failed.append((address, response and response.status))
            elif not re.search(r"<h1[ >]", response.text()) or "</html>" not in response.text():
                failed.append((address, "no heading, or not the whole page"))
        assert not failed, failed
        for address in ("pt/", "pt/rules/", "pt/rules/6-2/", "pt/glossary/", "pt/verdict/",
                        f"pt/puzzles/{first['puzzles'][0][0]}/"):
            response = page.goto(server.base + address, wait_until="domcontentloaded")
            assert response.from_service_worker and page.locator("h1").count(), address
        # an address no build has: the language's "page not found"
        response = page.goto(server.base + "pt/nao-existe/")
        assert response.status == 404
        assert page.inner_text("h1") == "Página não encontrada"
        assert page.inner_text(".not-found-offline") == "Sem rede: esta página não está guardada neste aparelho."
        # the visited puzzle page, the practice data already loaded
        response = page.goto(server.base + f"pt/puzzles/{puzzle.id}/")
        assert response.status == 200 and response.from_service_worker
        page.goto(server.base + f"pt/practice/#p={puzzle.id}")
        page.wait_for_selector(f"#practice-{puzzle.id}", timeout=LOAD)
        # a new tab on a verdict link: the engine from the cache, the ruling
        tab = ctx.new_page()
        tab.goto(server.base + "pt/verdict/#penalty&hand=KCAH5DJK")
        tab.wait_for_selector(".verdict-answer[data-verdict]", state="attached", timeout=LOAD)
        ruling = json.loads(tab.get_attribute(".verdict-answer", "data-verdict"))
        assert ruling == cli_json("question: penalty\nhand: K♣ A♥ 5♦ JK\n")[1]
        ctx.close()
        assert len(server.paths) == asked_online               # nothing reached the server
        assert errors == [], errors
    finally:
        proxy.stop()
    assert proxy.asked == [], proxy.asked                      # nothing left for another host


def _cache(page):
    """The service worker's caches: {name: {address: sha256[:HASH_CHARS]}}."""
    return page.evaluate("""async (chars) => {
      const out = {};
      const base = new URL("/", location.href).href;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        out[name] = {};
        for (const request of await cache.keys()) {
          const bytes = await (await cache.match(request)).arrayBuffer();
          const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
          out[name][request.url.slice(base.length)] = Array.from(digest,
            (b) => b.toString(16).padStart(2, "0")).join("").slice(0, chars);
        }
      }
      return out;
    }""", offline.HASH_CHARS)


def test_a_new_build_replaces_the_cache_whole(browser, site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site, copy, ignore=shutil.ignore_patterns("pdf"))
    names = {lang: (f"Contrato — {' '.join(texts(lang)['title'].split())}",
                    texts(lang)["description"]) for lang in LANGS}
    first = offline.write_offline(copy, LANGS, names)
    assert (copy / "sw.js").read_bytes() == (site / "sw.js").read_bytes() or \
        first["version"] != offline.offline_lists(site, LANGS)["version"]   # no PDFs here
    server, proxy = Server(copy), Elsewhere()
    try:
        ctx, errors = profile(browser, tmp_path / "profile", proxy)
        page = ctx.new_page()
        page.goto(server.base + "pt/glossary/")
        kept(page)
        old = "contrato-site-" + first["version"]
        cached = _cache(page)
        assert list(cached) == [old]
        assert cached[old]["pt/glossary/"] == dict(first["langs"]["pt"]["keep"])["pt/glossary/"]
        # a new build: the glossary changed
        glossary = copy / "pt" / "glossary" / "index.html"
        glossary.write_text(glossary.read_text("utf-8").replace("</h1>", " (2)</h1>", 1), "utf-8")
        second = offline.write_offline(copy, LANGS, names)
        new = "contrato-site-" + second["version"]
        assert new != old
        # the changed page cannot be fetched: the new version does not install, the old one
        # stays whole and in charge
        server.fail.add("/pt/glossary/")
        installing = page.evaluate("""async () => {
          const r = await navigator.serviceWorker.getRegistration();
          await r.update().catch(() => null);
          return !!r.installing;
        }""")
        assert installing                                      # the new version installs…
        until(page, """async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return !r.installing && !r.waiting;
        }""")                                                  # …and fails
        assert server.paths.count("/pt/glossary/") >= 1
        assert list(_cache(page)) in ([old], [old, new])
        assert _cache(page)[old] == cached[old]
        assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == server.base + "sw.js"
        assert page.evaluate("""async () => (await (await fetch("./")).text()).includes(" (2)</h1>")""") is False
        # now it can: the new version takes over with the new build's bytes, and only them
        server.fail.clear()
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        until(page, """async (name) => JSON.stringify(await caches.keys())
                                        === JSON.stringify([name])""", new)
        now = _cache(page)[new]
        want = dict(second["langs"]["pt"]["keep"] + second["shared"])
        assert {a: h for a, h in now.items() if not a.startswith("__offline__")} == {
            a: want[a] for a in now if not a.startswith("__offline__")}
        assert set(want) <= set(now)                           # pt whole, as before
        assert now["pt/glossary/"] != cached[old]["pt/glossary/"]
        assert "__offline__/pt" in now                        # kept whole
        assert page.evaluate("""async () => (await (await fetch("./")).text()).includes(" (2)</h1>")""")
        ctx.close()
        assert errors == [], errors
    finally:
        server.stop()
        proxy.stop()
    assert proxy.asked == [], proxy.asked


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_carries_the_ready_offline_mark_in_its_language(site, lang):
    """The footer's mark is drawn by contrato.js from the page's interface strings: every page
    of every language carries it, in its language (pt, es, ca), and registers the worker."""
    import re
    from generator.site.texts import load_ui
    want = " ".join(load_ui(lang)["offline_ready"].split())
    for page in ("", "rules/6-2/", "verdict/", "404.html"):
        path = site / lang / (page + "index.html" if not page.endswith(".html") else page)
        html = path.read_text("utf-8")
        ui = json.loads(re.search(r'<script id="contrato-ui" type="application/json">(.*?)</script>',
                                  html, re.S).group(1))
        assert ui["offline_ready"] == want, path
        assert re.search(r'<script src="[^"]*javascripts/contrato\.js"', html), path
    assert {"pt": "Disponível sem rede neste aparelho",
            "es": "Disponible sin conexión en este dispositivo",
            "ca": "Disponible sense connexió en aquest aparell"}[lang] == want


def test_a_reader_saving_data_gets_no_download(browser, site, tmp_path):
    server, proxy = Server(site), Elsewhere()
    try:
        ctx, errors = profile(browser, tmp_path / "profile", proxy)
        ctx.add_init_script("""Object.defineProperty(navigator, "connection",
            { value: { saveData: true, effectiveType: "4g" }, configurable: true });""")
        page = ctx.new_page()
        page.goto(server.base + "pt/rules/")
        until(page, "navigator.serviceWorker.getRegistration().then((r) => !!(r && r.active))")
        page.wait_for_selector("html[data-offline=saving]", state="attached", timeout=LOAD)
        assert not [p for p in server.paths if "/runtime/" in p]
        assert not [p for p in server.paths if p.startswith("/pt/glossary/")]
        ctx.close()
    finally:
        server.stop()
        proxy.stop()
    assert proxy.asked == [], proxy.asked
