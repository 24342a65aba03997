"""Fixtures shared by the site tests (a pytest plugin: ``pytest_plugins = ["site_fixtures"]``).

- ``puzzles``: the generator's puzzles plus hand-built samples (test_site_pages.sample_puzzles);
- ``site``: the whole site, built ONCE per run by ``generator.site.build.build_site`` into
  a temporary folder, with ``site_url`` = the address it is served on, so that everything
  that uses ``site_url`` (canonical links, sitemaps) points at the server of the tests. Under
  pytest-xdist (``make test``: ``-n auto``) the run's controller serves the folder and the
  first worker that needs the site builds it while the others wait on a file lock
  (tests/conftest.py);
- ``served``: that address, ``http://127.0.0.1:<free port>/``, a server started by the tests;
- ``browser``: Debian's headless Chromium (:data:`BROWSER`) driven by Playwright, once per
  session. Without it or Playwright the browser tests are skipped, except in CI
  (``CI=true``), where they fail with the reason: ``make test`` installs both;
- ``browse``: opens pages in fresh browser contexts that abort and record every request to a
  host other than 127.0.0.1, and record script errors (``browse.check()`` asserts none);
  service workers are blocked there unless a test allows them.
  Every page is a settled page: reduced motion is emulated and CSS transitions, animations
  and smooth scrolling are switched off (:data:`STILL`), so that nothing a test reads or
  measures (an axe colour scan, a clause scrolled into view) is caught mid-transition however
  busy the machine; :func:`settle` waits for the page's load, fonts and animations.

The fixtures are methods of :class:`SiteFixtures`, registered as a plugin of its own when
this module is loaded (``pytest_configure``): ``--doctest-modules`` collects this file as a
module too, and fixtures defined at module level would then be visible to this file only.
"""

from __future__ import annotations

import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from filelock import FileLock

from generator.site import build
from shared_session import serve
from test_site_pages import sample_puzzles

LANGS = ("pt", "es", "ca")
EPOCH = 1767225600                     # 2026-01-01T00:00:00Z: the sitemaps' date
#: The tests' browser: Debian's headless Chromium (package ``chromium-headless-shell``: the
#: engine of /usr/bin/chromium, same version, without the desktop browser around it; what
#: Playwright itself runs for headless tests). Measured on this project's 2-core machine: a
#: page of the site in a new context costs it 0.5 CPU-s, /usr/bin/chromium 1.35; the whole
#: suite ~610 machine CPU-s against ~850. The site's PDFs and ``make bench``'s load times use
#: /usr/bin/chromium, the full browser.
BROWSER = "/usr/bin/chromium-headless-shell"
BROWSER_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run"]
DESKTOP = {"width": 1280, "height": 900}
#: Run in every page before its own scripts: a style sheet that stops transitions, animations
#: and smooth scrolling (Material's header title fades when the page scrolls, its back-to-top
#: button slides; on a busy machine a test could read colours or positions halfway).
STILL = """(() => {
  const css = "*, *::before, *::after { transition: none !important; animation: none !important;"
            + " scroll-behavior: auto !important; } html { scroll-behavior: auto !important; }";
  const add = () => {
    const style = document.createElement("style");
    style.setAttribute("data-test", "still");
    style.textContent = css;
    (document.head || document.documentElement).appendChild(style);
  };
  if (document.documentElement) { add(); return; }
  new MutationObserver((_, seen) => {
    if (document.documentElement) { seen.disconnect(); add(); }
  }).observe(document, { childList: true });
})();"""
PHONE = {"width": 375, "height": 740}
#: How long a step of a browser test may take (ms) before it fails: a limit, never a wait.
#: Playwright's 30 s was reached on a machine running two suites and site builds at once
#: (a page of the practice set failed to open in time while nothing was wrong with it).
LIMIT = 120_000


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def _missing(reason: str):
    message = (f"browser tests need {reason}; `make test` installs them (Chromium's headless "
               "shell with `apt-get update && apt-get install -y chromium-headless-shell`, as "
               "root)")
    if _in_ci():
        pytest.fail(f"CI=true: {message}", pytrace=False)
    pytest.skip(message)


class SiteFixtures:
    """The shared fixtures (see the module docstring)."""

    @pytest.fixture(scope="session")
    def puzzles(self, puzzle_build):
        """The generator's puzzles (tests/conftest.py ``puzzle_build``, made once per run)
        plus the hand-built samples."""
        return list(puzzle_build.puzzles) + sample_puzzles()

    @pytest.fixture(scope="session")
    def _server(self, request, tmp_path_factory):
        """The folder the site will be built into and the address it is served on:
        ``(folder, "http://127.0.0.1:<port>/")``.

        Under pytest-xdist the run's controller serves one folder for every worker
        (:func:`pytest_configure` in tests/conftest.py hands it over in ``workerinput``), so
        that the site is built once for the whole run; alone, a server started here."""
        given = getattr(request.config, "workerinput", {}).get("contrato_site")
        if given:
            yield Path(given[0]), given[1]
            return
        out = tmp_path_factory.mktemp("built") / "site"
        server, url = serve(out)
        yield out, url
        server.shutdown()
        server.server_close()

    @pytest.fixture(scope="session")
    def site_url(self, _server) -> str:
        """The root address the site is built for and served on."""
        return _server[1]

    @pytest.fixture(scope="session")
    def site(self, _server, puzzles) -> Path:
        """The built site (``index.html``, ``pt/``, ``es/``, ``ca/``), built once per run: by
        the first worker that needs it, under a file lock that the others wait on (under
        pytest-xdist it is usually built already, or being built, by :mod:`early_build`)."""
        out, url = _server
        failure = build_once(out, url, lambda: puzzles)
        if failure:
            pytest.fail("the site's build failed in another worker of this run: " + failure,
                        pytrace=False)
        return out

    @pytest.fixture(scope="session")
    def served(self, site, site_url) -> str:
        """The address of the built site, being served."""
        return site_url

    @pytest.fixture(scope="session")
    def browser(self):
        """Debian's headless Chromium (:data:`BROWSER`) through Playwright."""
        if not Path(BROWSER).exists():
            _missing(f"{BROWSER}, which is missing")
        try:
            from playwright.sync_api import sync_playwright
        except ImportError:
            _missing("the Python package playwright, which is not installed")
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=BROWSER, args=BROWSER_ARGS)
            yield b
            b.close()

    @pytest.fixture
    def browse(self, browser, served):
        """A :class:`Browse` of the served site; at the end, no outside request and no
        script error."""
        b = Browse(browser, served)
        yield b
        b.close()
        b.check()


def build_once(out: Path, url: str, puzzles) -> str | None:
    """Build the site into ``out`` for ``url`` with ``puzzles()`` unless this run has built it
    already, under the run's file lock: ``None`` once it is built, or the error of an earlier
    attempt (another process of the run) as text. An error of this attempt is raised, and
    written down for the others."""
    built, failed = out.parent / "built", out.parent / "build-failed"
    with FileLock(str(out.parent / "build.lock")):
        if failed.exists():
            return failed.read_text(encoding="utf-8")
        if not built.exists():
            try:
                build.build_site(out, puzzles(), site_url=url, epoch=EPOCH)
            except BaseException as err:
                failed.write_text(f"{type(err).__name__}: {err}", encoding="utf-8")
                raise
            built.write_text(url, encoding="utf-8")
    return None


def pytest_configure(config):
    if not config.pluginmanager.has_plugin("contrato-site-fixtures"):
        config.pluginmanager.register(SiteFixtures(), "contrato-site-fixtures")


#: Chromium's own services, which a browser profile on disk calls by itself whatever the page
#: (updates, accounts, form filling): not the site's requests.
CHROMIUM_SERVICES = {"update.googleapis.com", "accounts.google.com",
                     "content-autofill.googleapis.com", "optimizationguide-pa.googleapis.com",
                     "clientservices.googleapis.com", "clients2.google.com"}


class Elsewhere:
    """The browser's proxy: every request for another host comes here instead (the site's
    host, 127.0.0.1, bypasses it) and is recorded (but Chromium's own services), then
    refused."""

    def __init__(self):
        self.asked: list[str] = []
        asked = self.asked

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _refuse(self):
                host = urlsplit(self.path if "//" in self.path else "//" + self.path).hostname
                if host not in CHROMIUM_SERVICES:
                    asked.append(f"{self.command} {self.path}")
                try:
                    self.send_error(502)
                except OSError:     # the browser gave up on the request first (a closed page)
                    pass            # recorded above all the same; nothing left to answer

            do_GET = do_POST = do_HEAD = do_CONNECT = do_PUT = _refuse

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()

    _shared: "Elsewhere | None" = None

    @classmethod
    def shared(cls) -> "Elsewhere":
        """One proxy for this test process, started when first asked for (it runs in a
        daemon thread until the process ends)."""
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared


class Browse:
    """Pages of the served site in fresh contexts; requests leaving 127.0.0.1 are refused and
    listed in :attr:`outside`, uncaught script errors in :attr:`errors`.

    Requests for another host go to a proxy that records and refuses them (:class:`Elsewhere`,
    one per test process), the site's own host bypasses it: unlike routing every request
    through Playwright (each one a round trip to this process), a page loads as fast as in a
    plain browser, and a service worker's requests are watched too."""

    def __init__(self, browser, base: str):
        self.browser = browser
        self.base = base
        self.proxy = Elsewhere.shared()
        self._since = len(self.proxy.asked)
        self.errors: list[str] = []
        self.contexts = []

    @property
    def outside(self) -> list[str]:
        """The requests for another host made since this :class:`Browse` began."""
        return self.proxy.asked[self._since:]

    def open(self, path: str | None = "", *, locale: str = "pt-PT", viewport=None,
             permissions=(), **options):
        """A new page (in a new context: its own localStorage) at ``base + path``. Service
        workers are blocked unless ``service_workers="allow"``: every page registers one,
        which would download the language and the runtime in the background of every test
        (tests/test_browser_offline.py tests it)."""
        options.setdefault("reduced_motion", "reduce")
        options.setdefault("service_workers", "block")
        options.setdefault("proxy", {"server": self.proxy.server, "bypass": "127.0.0.1"})
        ctx = self.browser.new_context(locale=locale, viewport=viewport or DESKTOP, **options)
        ctx.set_default_timeout(LIMIT)
        ctx.add_init_script(STILL)
        if permissions:
            ctx.grant_permissions(list(permissions), origin=self.base.rstrip("/"))
        self.contexts.append(ctx)
        page = ctx.new_page()
        page.on("pageerror", lambda err: self.errors.append(f"{page.url}: {err}"))
        if path is not None:
            page.goto(self.base + path)
        return page

    def check(self):
        """No request left 127.0.0.1 and no script failed."""
        assert self.outside == [], f"requests outside 127.0.0.1: {self.outside}"
        assert self.errors == [], f"script errors: {self.errors}"

    def close(self):
        for ctx in self.contexts:
            ctx.close()


def settle(page) -> None:
    """Wait until ``page`` is settled: loaded, its fonts ready, no animation running (there
    should be none: :data:`STILL`), two frames drawn since."""
    page.wait_for_load_state("load")
    page.wait_for_function("""() => document.fonts.status === "loaded"
        && document.getAnimations().every(a => a.playState !== "running")""")
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def watch_notes(page) -> None:
    """Record the text of every "link copied" note the moment it shows (``.clause-copied``
    gets ``is-visible``), before its timer hides it again: read them with :func:`notes`.
    A busy machine can take longer than the note stays up between two test steps."""
    page.evaluate("""() => {
        window.__notes = [];
        new MutationObserver(() => {
            for (const n of document.querySelectorAll(".clause-copied.is-visible")) {
                if (n.textContent && !window.__notes.includes(n.textContent)) {
                    window.__notes.push(n.textContent);
                }
            }
        }).observe(document.body, { subtree: true, childList: true, attributes: true,
                                    characterData: true });
    }""")


def notes(page) -> list[str]:
    """The texts of the notes :func:`watch_notes` saw, once at least one has shown."""
    page.wait_for_function("() => window.__notes && window.__notes.length > 0")
    return page.evaluate("window.__notes")
