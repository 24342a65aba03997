"""The verdict page (``pt/verdict/``) on a phone: how soon the first ruling shows when the page
opens on a link, cold and in a new tab cached and offline, and the bytes it costs, beside the
home page's load on the same line in the same run; and ``contrato verdict`` on a trivial
situation (issue 24's targets).

The built site is served on 127.0.0.1 by a static server of our own (:class:`_Handler`) that
behaves as a host does: a file's ``.br`` copy when the browser accepts brotli, else its
``.gz`` copy (the build writes both beside the large runtime files), else text, scripts,
JSON and WebAssembly gzipped on the fly (level 6). Every response first waits the line's
latency, then its bytes share the line's bandwidth with every response in flight
(:class:`Line`, :class:`_Link`). The line is in the server, not in Chromium's network
emulation, so that it slows the requests of the page's Web Worker (Pyodide, the standard
library, the engine bundle) and of the service worker as much as the page's own. The server
counts the bytes it sends (bodies as sent, compressed, and headers) and the paths asked for.

Opened in Debian's Chromium through Playwright as a phone (375×740, DPR 2, touch); each run:

1. **home**: ``pt/`` in a fresh context (empty cache): its ``load`` event, the bytes sent
   until then;
2. **cold**: ``pt/verdict/#penalty&hand=KCAH5DJK`` in a fresh context, as a link a friend
   sent: the time from the navigation to the first ruling on screen (the
   ``contrato:first-ruling`` performance mark of docs/javascripts/verdict/verdict.js) and the
   bytes sent until then, and when the link's situation was drawn in the form (the
   ``contrato:situation-drawn`` mark: before the engine is ready), against the home page's load;
3. **cached, offline**: once the service worker keeps the page and the runtime and the engine
   kept its start (the memory snapshot of docs/javascripts/verdict/worker.js), the network is
   cut and the same link opens in a new tab of that context: the time to the first ruling,
   the bytes sent (none), and how the engine started (``snapshot`` or ``fresh``).

Lines: Fast 3G (562.5 ms per request, 180,000 B/s shared: the issue's profile), Slow 4G
(150 ms, 1,600,000 B/s) and the bare loopback (no line: what starting Python itself costs on
this machine).

The command line: ``contrato verdict`` on ``question: penalty`` with four cards, run
:data:`CLI_RUNS` times after the project's bytecode is written (``compileall``, as any
install does), wall time of the whole process.
"""

from __future__ import annotations

import gzip
import io
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

__all__ = ["Line", "LINES", "VerdictLoad", "LineTimes", "measure", "cli_times",
           "bench_verdict_load", "report", "TARGETS"]

BROWSER = "/usr/bin/chromium"
BROWSER_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]
#: The situation the page opens on (the README's ``penalty`` example).
SITUATION = "penalty&hand=KCAH5DJK"
#: The same situation for the command line.
CLI_SITUATION = "question: penalty\nhand: K♣ A♥ 5♦ JK\n"
CLI_RUNS = 15
#: Longest wait for one load (ms): a limit, not a wait.
LIMIT = 900_000
#: Bytes written at once on a slowed line.
CHUNK = 16 * 1024
#: Issue 24's targets: bytes before the first ruling (cold, as the host sends them), the
#: first ruling cold on Fast 3G, in a new tab cached and offline, the command line (seconds).
TARGETS = {"bytes": 4_500_000, "cold": 35.0, "cached": 3.0, "cli": 0.3, "drawn": 1.3}
#: What a host compresses on the fly when it has no compressed copy.
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".wasm",
                ".webmanifest", ".map", ".ftl", ".yaml")


@dataclass(frozen=True)
class Line:
    """A network line: every response waits ``latency_ms``, then its bytes share
    ``bytes_per_s`` with every response in flight (``0``: not slowed)."""

    name: str
    bytes_per_s: float
    latency_ms: float

    @property
    def slowed(self) -> bool:
        return self.bytes_per_s > 0

    def label(self) -> str:
        if not self.slowed:
            return self.name
        return f"{self.name} ({self.latency_ms:g} ms + {self.bytes_per_s:,.0f} B/s)"


LINES = (Line("Fast 3G", 180_000, 562.5), Line("Slow 4G", 1_600_000, 150),
         Line("loopback", 0, 0))


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
            self.free_at = start + n / line.bytes_per_s
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


def encoded(path: str, accept: str, cache: dict) -> tuple[bytes, str | None]:
    """What a host sends for the file ``path`` to a browser whose ``Accept-Encoding`` is
    ``accept``: ``(body, Content-Encoding)`` — the ``.br`` copy, the ``.gz`` copy, the file
    gzipped on the fly (:data:`COMPRESSIBLE`, level 6, kept in ``cache``), or the file."""
    accepted = {part.split(";")[0].strip() for part in accept.split(",")}
    if "br" in accepted and os.path.isfile(path + ".br"):
        return Path(path + ".br").read_bytes(), "br"
    if "gzip" in accepted and os.path.isfile(path + ".gz"):
        return Path(path + ".gz").read_bytes(), "gzip"
    data = Path(path).read_bytes()
    if "gzip" in accepted and path.endswith(COMPRESSIBLE) and len(data) > 256:
        key = (path, os.path.getmtime(path))
        if key not in cache:
            cache[key] = gzip.compress(data, compresslevel=6, mtime=0)
        return cache[key], "gzip"
    return data, None


class _Handler(SimpleHTTPRequestHandler):
    link: _Link
    gzipped: dict
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript",
                      ".wasm": "application/wasm", ".webmanifest": "application/manifest+json"}

    def log_message(self, *args):
        pass

    def setup(self):
        super().setup()
        self.wfile = _Counted(self.wfile, self.link)

    def send_head(self):
        line = self.link.line
        with self.link.lock:
            self.link.paths.append(self.path)
        if line is not None and line.latency_ms:
            time.sleep(line.latency_ms / 1000)
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?")[0].split("#")[0].endswith("/"):
                return super().send_head()          # the redirect to the folder's "/"
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()              # 404 as the plain server says it
        body, encoding = encoded(path, self.headers.get("Accept-Encoding", ""), self.gzipped)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        return io.BytesIO(body)


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
    cold: list[float] = field(default_factory=list)
    cold_bytes: list[int] = field(default_factory=list)
    cold_steps: list[dict] = field(default_factory=list)
    drawn: list[float] = field(default_factory=list)
    cached: list[float] = field(default_factory=list)
    cached_bytes: list[int] = field(default_factory=list)
    cached_start: list[str] = field(default_factory=list)
    cached_steps: list[dict] = field(default_factory=list)
    encodings: dict[str, str] = field(default_factory=dict)

    @staticmethod
    def median(values) -> float:
        return statistics.median(values) if values else float("nan")


@dataclass
class VerdictLoad:
    status: str                      # "ok", "skipped" (no browser) or "error"
    runs: int = 0
    times: list[LineTimes] = field(default_factory=list)
    cli: list[float] = field(default_factory=list)
    cli_cpu: list[float] = field(default_factory=list)
    message: str = ""
    #: the machine's load average (1 minute) when the measures began and ended
    load: tuple[float, float] = (float("nan"), float("nan"))


_MARK = "performance.getEntriesByName('contrato:first-ruling')"
#: The link's situation is drawn in the form (verdict.js, before the engine is ready).
_DRAWN = "performance.getEntriesByName('contrato:situation-drawn')"
#: The service worker keeps everything (generator/site/offline.py, verdict.js).
_KEPT = "[data-offline=ready]"
#: The engine kept its start (docs/javascripts/verdict/worker.js).
_SNAPSHOT = """() => {
  if (!window.__kept) {
    window.__kept = "looking";
    caches.open("contrato-snapshot").then((c) => c.keys())
      .then((keys) => { window.__kept = keys.length > 0 ? "yes" : null; });
  }
  return window.__kept === "yes";
}"""
_STEPS = "self.contratoTimes"


def _context(browser):
    return browser.new_context(viewport={"width": 375, "height": 740}, device_scale_factor=2,
                               is_mobile=True, has_touch=True, locale="pt-PT")


def _steps(page) -> dict:
    workers = [w for w in page.workers if w.url.endswith("/verdict/worker.js")]
    return dict(workers[0].evaluate(_STEPS)) if workers else {}


def _ruling(page, link: _Link, url: str) -> tuple[float, int]:
    before = link.count()[0]
    page.goto(url, wait_until="commit", timeout=LIMIT)
    page.wait_for_function(f"{_MARK}.length > 0", timeout=LIMIT, polling=100)
    sent = link.count()[0] - before
    seconds = page.evaluate(f"{_MARK}[0].startTime") / 1000
    return seconds, sent


def _run(browser, base: str, link: _Link, times: LineTimes) -> None:
    ctx = _context(browser)
    try:
        page = ctx.new_page()
        before = link.count()[0]
        page.goto(base, wait_until="load", timeout=LIMIT)
        times.home_bytes.append(link.count()[0] - before)
        times.home_load.append(page.evaluate(
            "performance.getEntriesByType('navigation')[0].loadEventEnd") / 1000)
    finally:
        ctx.close()
    ctx = _context(browser)
    try:
        page = ctx.new_page()
        page.on("response", lambda r: times.encodings.setdefault(
            r.url.rsplit("/", 1)[-1], r.headers.get("content-encoding", "identity"))
            if "/runtime/" in r.url else None)
        seconds, size = _ruling(page, link, base + "verdict/#" + SITUATION)
        times.cold.append(seconds)
        times.cold_bytes.append(size)
        times.cold_steps.append(_steps(page))
        times.drawn.append(page.evaluate(f"{_DRAWN}[0].startTime") / 1000)
        page.wait_for_selector(_KEPT, state="attached", timeout=LIMIT)
        page.wait_for_function(_SNAPSHOT, timeout=LIMIT, polling=200)
        ctx.set_offline(True)
        again = ctx.new_page()
        seconds, size = _ruling(again, link, base + "verdict/#" + SITUATION)
        times.cached.append(seconds)
        times.cached_bytes.append(size)
        times.cached_start.append(again.get_attribute("#verdict", "data-engine-start") or "?")
        times.cached_steps.append(_steps(again))
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
    handler = type("Handler", (_Handler,), {"link": link, "gzipped": {}})
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


def cli_times(runs: int = CLI_RUNS) -> list[float]:
    """Wall seconds of ``contrato verdict`` on :data:`CLI_SITUATION`, ``runs`` times, after
    the project's bytecode is written (``python -m compileall``: what installing does).
    :data:`CLI_CPU` gets the CPU seconds (user + system) of each run: the part of the time
    the machine's load does not add."""
    root = Path(__file__).resolve().parents[1]
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "generator")],
                   check=True, capture_output=True)
    command = shutil.which("contrato", path=str(Path(sys.executable).parent))
    argv = [command] if command else [sys.executable, "-m", "generator"]
    out = []
    with tempfile.TemporaryDirectory(prefix="contrato-bench-cli-") as tmp:
        path = Path(tmp) / "situation.yaml"
        path.write_text(CLI_SITUATION, encoding="utf-8")
        subprocess.run(argv + ["verdict", str(path)], check=True, capture_output=True)
        CLI_CPU.clear()
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(argv + ["verdict", str(path)], check=True, capture_output=True)
            out.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            CLI_CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return out


#: The CPU seconds of each run of the last :func:`cli_times`.
CLI_CPU: list[float] = []


def bench_verdict_load(site: Path | None = None, runs: int = 3, lines=LINES) -> VerdictLoad:
    """:func:`measure` on ``site``, or on a site built here into a temporary folder, and
    :func:`cli_times`."""
    begun = os.getloadavg()[0]
    if site is not None:
        result = measure(site, runs, lines)
    else:
        from generator.puzzles import generate_site_puzzles
        from generator.site import build
        with tempfile.TemporaryDirectory(prefix="contrato-bench-verdict-") as tmp:
            out = Path(tmp) / "site"
            build.build_site(out, list(generate_site_puzzles(None)))
            result = measure(out, runs, lines)
    result.cli = cli_times()
    result.cli_cpu = list(CLI_CPU)
    result.load = (begun, os.getloadavg()[0])
    return result


def _mb(n: float) -> str:
    return f"{n / 1_000_000:,.2f} MB"


def _mark(ok: bool) -> str:
    return "✓" if ok else "**missed**"


def report(result: VerdictLoad) -> str:
    """A Markdown section: per line, the medians, the targets met or missed."""
    lines = ["## Verdict page: the first ruling on a phone", ""]
    if result.status != "ok":
        return "\n".join(lines + [f"Not measured: {result.message}.", ""]) + "\n"
    lines += [f"`pt/verdict/#{SITUATION}` opened in Chromium as a 375 px phone from a static "
              "server that sends the `.br` or `.gz` copies the build writes, or gzips on the "
              "fly, as a host does, behind a slowed line of the server's own (every request, "
              "the workers' too, waits the latency, then shares the bandwidth); median of "
              f"{result.runs} runs each (bench/verdict_load.py). *Cold*: a link opened with "
              "an empty cache; *cached, offline*: the same link in a new tab once the "
              "service worker keeps the site and the engine kept its start, the network cut. "
              "Time from the navigation to the first ruling on screen; bytes the server sent "
              "until then (compressed, headers included). Load average of the machine (2 "
              f"cores) when the measures began and ended: {result.load[0]:.1f} / "
              f"{result.load[1]:.1f}.",
              "", "| line | home page: load | home page: bytes | verdict cold: first ruling "
              "| cold: bytes | cached, offline: first ruling | cached: bytes | cached: start "
              "| situation drawn |",
              "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |"]
    for t in result.times:
        starts = ", ".join(sorted(set(t.cached_start))) or "–"
        lines.append(f"| {t.line.label()} | {t.median(t.home_load):.2f} s "
                     f"| {_mb(t.median(t.home_bytes))} | {t.median(t.cold):.2f} s "
                     f"| {_mb(t.median(t.cold_bytes))} | {t.median(t.cached):.2f} s "
                     f"| {_mb(t.median(t.cached_bytes))} | {starts} "
                     f"| {t.median(t.drawn):.2f} s |")
    fast = next((t for t in result.times if t.line.name == "Fast 3G"), None)
    cli = statistics.median(result.cli) if result.cli else float("nan")
    lines += ["", "Issue 24's targets:", ""]
    if fast is not None:
        cold_bytes, cold, cached = (fast.median(fast.cold_bytes), fast.median(fast.cold),
                                    max((t.median(t.cached) for t in result.times),
                                        default=float("nan")))
        lines += [f"- bytes before the first ruling (Fast 3G, cold): {_mb(cold_bytes)} "
                  f"(target ≤ {_mb(TARGETS['bytes'])}): {_mark(cold_bytes <= TARGETS['bytes'])}",
                  f"- first ruling from a shared link, cold, Fast 3G: {cold:.1f} s (target ≤ "
                  f"{TARGETS['cold']:g} s): {_mark(cold <= TARGETS['cold'])}",
                  f"- first ruling in a new tab, cached and offline (slowest line): "
                  f"{cached:.2f} s (target ≤ {TARGETS['cached']:g} s): "
                  f"{_mark(cached <= TARGETS['cached'])}"]
        drawn, home = fast.median(fast.drawn), fast.median(fast.home_load)
        lines.append(f"- the link's situation drawn in the form, cold, Fast 3G: {drawn:.2f} s, "
                     f"{drawn / home:.2f}× the home page's load ({home:.2f} s) (target ≤ "
                     f"{TARGETS['drawn']:g}×): {_mark(drawn <= TARGETS['drawn'] * home)}")
    if result.cli:
        lines.append(f"- `contrato verdict` on a penalty of four cards: {cli:.3f} s median, "
                     f"{min(result.cli):.3f} s best of {len(result.cli)} (target ≤ "
                     f"{TARGETS['cli']:g} s): {_mark(cli <= TARGETS['cli'])}"
                     + (f"; CPU {statistics.median(result.cli_cpu):.3f} s median"
                        if result.cli_cpu else ""))
    encodings = {}
    for t in result.times:
        encodings.update(t.encodings)
    if encodings:
        lines += ["", "How the runtime's files travelled: " + ", ".join(
            f"`{name}` {enc}" for name, enc in sorted(encodings.items())) + "."]
    steps = [s for t in result.times for s in t.cold_steps + t.cached_steps if s]
    if steps and fast is not None and fast.cold_steps and fast.cached_steps:
        lines += ["", "The worker's steps on Fast 3G (ms since it started, first run): cold "
                  + ", ".join(f"{k} {v}" for k, v in fast.cold_steps[0].items())
                  + "; cached " + ", ".join(f"{k} {v}" for k, v in fast.cached_steps[0].items())
                  + "."]
    return "\n".join(lines + [""])


def main(argv=None) -> int:
    import argparse
    parser = argparse.ArgumentParser(prog="python -m bench.verdict_load",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=None,
                        help="a built site (default: build one into a temporary folder)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--lines", default=",".join(line.name for line in LINES),
                        help="the lines to measure, by name, comma-separated")
    args = parser.parse_args(argv)
    wanted = [name.strip() for name in args.lines.split(",")]
    lines = [line for line in LINES if line.name in wanted]
    sys.stdout.write(report(bench_verdict_load(args.site, args.runs, lines)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
