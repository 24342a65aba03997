"""The verdict page (``pt/verdict/``) on a phone: how soon the first ruling shows when the page
opens on a link, cold and from the browser's cache, and the bytes it costs, beside the home
page's load under the same connection.

The built site is served on 127.0.0.1 by Python's ``http.server`` (no compression, like a
plain static host) through a slowed line of our own (:class:`Line`): every response waits one
round trip, then its bytes share one link of the profile's bandwidth with every other
response in flight. The line is in the server, not in Chromium's network emulation, so that it
slows the requests of the page's worker (Pyodide, the engine bundle) and of the service worker
as much as the page's own. The server counts the bytes it sends and the paths asked for.

Opened in Debian's Chromium through Playwright as a phone (375×740, DPR 2, touch); each run:

1. **home**: ``pt/`` in a fresh context (empty cache): its ``load`` event, bytes, and whether
   it asked for anything of the runtime (it must not: the runtime slows no other page);
2. **cold**: ``pt/verdict/#penalty&hand=KCAH5DJK`` in a fresh context: the time from the
   navigation to the first ruling on screen (the ``contrato:first-ruling`` performance mark
   of docs/javascripts/verdict/verdict.js, in the frame after it was drawn) and the bytes
   sent until then;
3. **cached**: the same address in a new tab of the same context, once the service worker
   keeps the runtime (the second visit at the table): the same two numbers;
4. **home after**: the home page again in that context, the service worker installed (its
   scope is the whole site, though it answers only for the verdict pages and the runtime):
   its ``load`` event, to compare with 1. (its own cache helps it too).

Profiles: Fast 3G (1.6 Mbit/s, 150 ms round trip; the UX review's profile, as
:mod:`bench.practice_load`) and the bare loopback (no line: what starting Python itself
costs on this machine).
"""

from __future__ import annotations

import statistics
import tempfile
import threading
import time
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

__all__ = ["Line", "LINES", "VerdictLoad", "measure", "bench_verdict_load", "report"]

BROWSER = "/usr/bin/chromium"
BROWSER_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]
#: The situation the page opens on (the README's ``penalty`` example).
SITUATION = "penalty&hand=KCAH5DJK"
#: Longest wait for one load (ms): a limit, not a wait.
LIMIT = 900_000
#: Bytes written at once on a slowed line.
CHUNK = 16 * 1024


@dataclass(frozen=True)
class Line:
    """A network line: ``down_kbps`` shared by every response (``0``: not slowed), and a
    round trip ``rtt_ms`` before each response."""

    name: str
    down_kbps: float
    rtt_ms: float

    @property
    def slowed(self) -> bool:
        return self.down_kbps > 0


LINES = (Line("Fast 3G", 1600, 150), Line("loopback", 0, 0))


class _Link:
    """One shared link: each chunk waits for the link to be free, then for its own bytes."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.line: Line | None = None
        self.free_at = 0.0
        self.sent = 0
        self.paths: list[str] = []

    def use(self, line: Line | None) -> None:
        with self.lock:
            self.line, self.free_at = line, 0.0

    def count(self) -> tuple[int, int]:
        with self.lock:
            return self.sent, len(self.paths)

    def reserve(self, n: int, now: float) -> float:
        """Count ``n`` bytes and book the line for them from ``now`` (seconds): how long the
        sender waits until they are through (``0`` on a line that is not slowed)."""
        line = self.line
        with self.lock:
            self.sent += n
            if line is None or not line.slowed:
                return 0.0
            start = max(now, self.free_at)
            self.free_at = start + n * 8 / (line.down_kbps * 1000)
            return self.free_at - now

    def send(self, n: int) -> None:
        wait = self.reserve(n, time.monotonic())
        if wait > 0:
            time.sleep(wait)


class _Counted:
    """The handler's output, counted and slowed by the link."""

    def __init__(self, raw, link: _Link) -> None:
        self.raw, self.link = raw, link

    def write(self, data) -> int:
        view = memoryview(data)
        for start in range(0, len(view), CHUNK):
            part = view[start:start + CHUNK]
            self.link.send(len(part))
            self.raw.write(part)
        return len(view)

    def flush(self) -> None:
        self.raw.flush()

    def __getattr__(self, name):
        return getattr(self.raw, name)


class _Handler(SimpleHTTPRequestHandler):
    link: _Link

    def log_message(self, *args):
        pass

    def setup(self):
        super().setup()
        self.wfile = _Counted(self.wfile, self.link)

    def send_head(self):
        line = self.link.line
        with self.link.lock:
            self.link.paths.append(self.path)
        if line is not None and line.rtt_ms:
            time.sleep(line.rtt_ms / 1000)
        return super().send_head()


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):     # a closed tab: not worth a trace
        pass


@dataclass
class LineTimes:
    """Per run: seconds and bytes of the home page, the cold and the cached verdict page."""

    line: Line
    home_load: list[float] = field(default_factory=list)
    home_bytes: list[int] = field(default_factory=list)
    home_runtime: list[str] = field(default_factory=list)
    cold: list[float] = field(default_factory=list)
    cold_bytes: list[int] = field(default_factory=list)
    cached: list[float] = field(default_factory=list)
    cached_bytes: list[int] = field(default_factory=list)
    home_after: list[float] = field(default_factory=list)

    @staticmethod
    def median(values) -> float:
        return statistics.median(values) if values else float("nan")


@dataclass
class VerdictLoad:
    status: str                      # "ok", "skipped" (no browser) or "error"
    runs: int = 0
    times: list[LineTimes] = field(default_factory=list)
    message: str = ""


_MARK = "performance.getEntriesByName('contrato:first-ruling')"
#: The service worker keeps everything (generator/site/offline.py, verdict.js).
_KEPT = "#verdict[data-offline=ready]"


def _context(browser):
    return browser.new_context(viewport={"width": 375, "height": 740}, device_scale_factor=2,
                               is_mobile=True, has_touch=True, locale="pt-PT")


def _ruling(page, link: _Link, url: str) -> tuple[float, int]:
    before = link.count()[0]
    page.goto(url, wait_until="commit", timeout=LIMIT)
    page.wait_for_function(f"{_MARK}.length > 0", timeout=LIMIT, polling=200)
    seconds = page.evaluate(f"{_MARK}[0].startTime") / 1000
    return seconds, link.count()[0] - before


def _run(browser, base: str, link: _Link, times: LineTimes) -> None:
    ctx = _context(browser)
    try:
        page = ctx.new_page()
        before, asked = link.count()
        page.goto(base, wait_until="load", timeout=LIMIT)
        times.home_load.append(page.evaluate(
            "performance.getEntriesByType('navigation')[0].loadEventEnd") / 1000)
        page.wait_for_load_state("networkidle", timeout=LIMIT)
        sent, now = link.count()
        times.home_bytes.append(sent - before)
        with link.lock:
            times.home_runtime += [p for p in link.paths[asked:now]
                                   if "/runtime/" in p or p.endswith("sw.js")]
    finally:
        ctx.close()
    ctx = _context(browser)
    try:
        page = ctx.new_page()
        seconds, size = _ruling(page, link, base + "verdict/#" + SITUATION)
        times.cold.append(seconds)
        times.cold_bytes.append(size)
        page.wait_for_selector(_KEPT, state="attached", timeout=LIMIT)
        page.wait_for_load_state("networkidle", timeout=LIMIT)
        again = ctx.new_page()
        seconds, size = _ruling(again, link, base + "verdict/#" + SITUATION)
        times.cached.append(seconds)
        times.cached_bytes.append(size)
        # the home page again, now that the service worker is installed (its scope is the
        # whole site): it must not be slower than without
        home = ctx.new_page()
        home.goto(base, wait_until="load", timeout=LIMIT)
        times.home_after.append(home.evaluate(
            "performance.getEntriesByType('navigation')[0].loadEventEnd") / 1000)
    finally:
        ctx.close()


def measure(site: Path, runs: int = 3, lines=LINES) -> VerdictLoad:
    """Serve ``site`` and time ``runs`` loads of each kind per line. Without Chromium or
    Playwright: ``status="skipped"``."""
    if not Path(BROWSER).exists():
        return VerdictLoad("skipped", message=f"{BROWSER} is missing")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return VerdictLoad("skipped", message="the Python package playwright is missing")
    link = _Link()
    handler = type("Handler", (_Handler,), {"link": link})
    server = _Server(("127.0.0.1", 0), partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/pt/"
    result = VerdictLoad("ok", runs=runs)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=BROWSER, args=BROWSER_ARGS)
            try:
                for line in lines:
                    link.use(line)
                    times = LineTimes(line)
                    for _ in range(runs):
                        _run(browser, base, link, times)
                    result.times.append(times)
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return result


def bench_verdict_load(site: Path | None = None, runs: int = 3) -> VerdictLoad:
    """:func:`measure` on ``site``, or on a site built here into a temporary folder."""
    if site is not None:
        return measure(site, runs)
    from generator.puzzles import generate_site_puzzles
    from generator.site import build
    with tempfile.TemporaryDirectory(prefix="contrato-bench-verdict-") as tmp:
        out = Path(tmp) / "site"
        build.build_site(out, list(generate_site_puzzles(None)))
        return measure(out, runs)


def _kib(n: float) -> str:
    return f"{n / 1024:,.0f} KiB"


def report(result: VerdictLoad) -> str:
    """A Markdown section: per line, the medians."""
    lines = ["## Verdict page: the first ruling on a phone", ""]
    if result.status != "ok":
        return "\n".join(lines + [f"Not measured: {result.message}.", ""]) + "\n"
    lines += [f"`pt/verdict/#{SITUATION}` opened in Chromium as a 375 px phone from a plain "
              "static server (no compression) behind a slowed line of the server's own, which "
              "slows the workers' requests too; median of "
              f"{result.runs} runs each (bench/verdict_load.py). *Cold*: empty cache; "
              "*cached*: a second visit, the runtime kept by the service worker. Time from "
              "the navigation to the first ruling on screen; bytes the server sent until then.",
              "", "| line | home page: load | home page: bytes | verdict cold: first ruling "
              "| cold: bytes | verdict cached: first ruling | cached: bytes "
              "| home page after, service worker installed: load |",
              "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for t in result.times:
        line = t.line
        name = (f"{line.name} ({line.down_kbps / 1000:g} Mbit/s, {line.rtt_ms:g} ms)"
                if line.slowed else line.name)
        lines.append(f"| {name} | {t.median(t.home_load):.2f} s | {_kib(t.median(t.home_bytes))} "
                     f"| {t.median(t.cold):.2f} s | {_kib(t.median(t.cold_bytes))} "
                     f"| {t.median(t.cached):.2f} s | {_kib(t.median(t.cached_bytes))} "
                     f"| {t.median(t.home_after):.2f} s |")
    asked = sorted({p for t in result.times for p in t.home_runtime})
    lines += ["", "The home page asked for no file of the runtime and not for the service "
                  "worker (`sw.js`)." if not asked else
                  f"**The home page asked for the runtime**: {', '.join(asked)}.", ""]
    return "\n".join(lines)


def main(argv=None) -> int:
    import argparse
    import sys
    parser = argparse.ArgumentParser(prog="python -m bench.verdict_load",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=None,
                        help="a built site (default: build one into a temporary folder)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    sys.stdout.write(report(bench_verdict_load(args.site, args.runs)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
