"""The practice page on a slow phone connection: how soon its first puzzle shows, beside the
home page's load, in Chromium, from a plain static server.

The built site (pt) is served by Python's ``http.server`` on 127.0.0.1 (no compression,
like a plain static host), and opened in Debian's Chromium through Playwright as a phone
(375×740, DPR 2, touch) with an empty cache, the network slowed by Chromium itself
(``Network.emulateNetworkConditions``) to each profile of :data:`PROFILES`:

- **Fast 3G**: 1.6 Mbit/s down, 768 kbit/s up, 150 ms round trip (WebPageTest's "3G Fast";
  the profile of the UX review, where the old practice page took 9.3 s and the home page
  1.9 s);
- **Slow 4G** (DevTools; called "Fast 3G" in older DevTools): 1.44 Mbit/s down, 675 kbit/s
  up, 562.5 ms round trip.

Measured, median of ``runs`` fresh loads each:

- the home page (``pt/``): its ``load`` event;
- the practice page (``pt/practice/``): when its first puzzle is on screen — the paint of
  its title, as the browser itself reports it (Element Timing: docs/javascripts/practice.js
  gives the first puzzle's title ``elementtiming="contrato:first-puzzle"``; ``renderTime``)
  — and its ``load`` event, and the bytes fetched until the first puzzle showed.

The target (issue 14): on Fast 3G the first puzzle within 2 s, and within 1.3× of the home
page's load.
"""

from __future__ import annotations

import statistics
import tempfile
import threading
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

__all__ = ["PROFILES", "Profile", "PageTimes", "PracticeLoad", "measure",
           "bench_practice_load", "report"]

BROWSER = "/usr/bin/chromium"
BROWSER_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]
#: The targets of issue 14, on the first profile.
TARGET_SECONDS = 2.0
TARGET_RATIO = 1.3


@dataclass(frozen=True)
class Profile:
    name: str
    down_kbps: float
    up_kbps: float
    rtt_ms: float

    def cdp(self) -> dict:
        return {"offline": False, "latency": self.rtt_ms,
                "downloadThroughput": self.down_kbps * 1000 / 8,
                "uploadThroughput": self.up_kbps * 1000 / 8}


PROFILES = (Profile("Fast 3G", 1600, 768, 150),
            Profile("Slow 4G (DevTools)", 1440, 675, 562.5))


@dataclass
class PageTimes:
    """Seconds of each run: the home page's load; the practice page's first puzzle and load;
    bytes the practice page fetched until its first puzzle."""

    profile: Profile
    home_load: list[float] = field(default_factory=list)
    first_puzzle: list[float] = field(default_factory=list)
    practice_load: list[float] = field(default_factory=list)
    practice_bytes: list[int] = field(default_factory=list)

    @staticmethod
    def median(values) -> float:
        return statistics.median(values) if values else float("nan")

    @property
    def ratio(self) -> float:
        return self.median(self.first_puzzle) / self.median(self.home_load)


@dataclass
class PracticeLoad:
    status: str                      # "ok", "skipped" (no browser) or "error"
    runs: int = 0
    times: list[PageTimes] = field(default_factory=list)
    puzzles: int = 0
    message: str = ""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):     # a closed tab: not worth a trace
        pass


#: The paint of the first puzzle's title (Element Timing), once the browser reports it.
_FIRST = """() => new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no first puzzle painted within 120 s')), 120000);
    new PerformanceObserver((list, observer) => {
      const hit = list.getEntries().find(e => e.identifier === 'contrato:first-puzzle');
      if (hit) { observer.disconnect(); resolve(hit.renderTime || hit.loadTime); }
    }).observe({type: 'element', buffered: true});
  })"""
_BYTES = """t => performance.getEntriesByType('navigation').concat(
                performance.getEntriesByType('resource'))
             .filter(e => e.responseEnd <= t).reduce((n, e) => n + e.transferSize, 0)"""


def _load(browser, url: str, profile: Profile, practice: bool):
    ctx = browser.new_context(viewport={"width": 375, "height": 740}, device_scale_factor=2,
                              is_mobile=True, has_touch=True, locale="pt-PT")
    try:
        page = ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
        cdp.send("Network.emulateNetworkConditions", profile.cdp())
        page.goto(url, wait_until="load", timeout=120_000)
        load = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
        if not practice:
            return load / 1000, None, None
        first = page.evaluate(_FIRST)
        return load / 1000, first / 1000, int(page.evaluate(_BYTES, first))
    finally:
        ctx.close()


def measure(site: Path, runs: int = 3, profiles=PROFILES) -> PracticeLoad:
    """Serve ``site`` and time ``runs`` cold loads of the home and practice pages (pt) per
    profile. Without Chromium or Playwright: ``status="skipped"``."""
    if not Path(BROWSER).exists():
        return PracticeLoad("skipped", message=f"{BROWSER} is missing")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return PracticeLoad("skipped", message="the Python package playwright is missing")
    server = _Server(("127.0.0.1", 0), partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/pt/"
    result = PracticeLoad("ok", runs=runs)
    try:
        import json
        index = json.loads((Path(site) / "pt" / "practice" / "index.json").read_text("utf-8"))
        result.puzzles = len(index["puzzles"])
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=BROWSER, args=BROWSER_ARGS)
            try:
                for profile in profiles:
                    times = PageTimes(profile)
                    for _ in range(runs):          # interleaved: both see the same machine
                        times.home_load.append(_load(browser, base, profile, False)[0])
                        load, first, size = _load(browser, base + "practice/", profile, True)
                        times.practice_load.append(load)
                        times.first_puzzle.append(first)
                        times.practice_bytes.append(size)
                    result.times.append(times)
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return result


def bench_practice_load(site: Path | None = None, runs: int = 3) -> PracticeLoad:
    """:func:`measure` on ``site``, or on a site built here into a temporary folder."""
    if site is not None:
        return measure(site, runs)
    from generator.puzzles import generate_site_puzzles
    from generator.site import build
    with tempfile.TemporaryDirectory(prefix="contrato-bench-practice-") as tmp:
        out = Path(tmp) / "site"
        build.build_site(out, list(generate_site_puzzles(None)))
        return measure(out, runs)


def report(result: PracticeLoad) -> str:
    """A Markdown section: per profile, the medians and whether the targets are met."""
    lines = ["## Practice page on a slow phone connection", ""]
    if result.status != "ok":
        return "\n".join(lines + [f"Not measured: {result.message}.", ""]) + "\n"
    lines += [f"The pt site ({result.puzzles} puzzles) from a plain static server "
              "(Python's `http.server`, no compression) in Chromium as a 375 px phone, cache "
              f"empty; median of {result.runs} loads each (bench/practice_load.py).", "",
              "| connection | home page: load | practice: first puzzle | practice: load "
              "| first puzzle / home load | fetched before the first puzzle |",
              "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for t in result.times:
        p = t.profile
        lines.append(
            f"| {p.name} ({p.down_kbps / 1000:g} Mbit/s, {p.rtt_ms:g} ms) "
            f"| {t.median(t.home_load):.2f} s | {t.median(t.first_puzzle):.2f} s "
            f"| {t.median(t.practice_load):.2f} s | {t.ratio:.2f}× "
            f"| {t.median(t.practice_bytes) / 1024:,.0f} KiB |")
    main = result.times[0]
    first = main.median(main.first_puzzle)
    met = first <= TARGET_SECONDS and main.ratio <= TARGET_RATIO
    lines += ["", f"Target on {main.profile.name}: first puzzle within {TARGET_SECONDS:g} s and "
                  f"within {TARGET_RATIO:g}× of the home page's load — "
                  f"**{'met' if met else 'missed'}** ({first:.2f} s, {main.ratio:.2f}×). "
                  "Before issue 14 the page fetched every puzzle (1.7 MB) first: 9.3 s.", ""]
    return "\n".join(lines)


def main(argv=None) -> int:
    import argparse
    import sys
    parser = argparse.ArgumentParser(prog="python -m bench.practice_load",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=None,
                        help="a built site (default: build one into a temporary folder)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    sys.stdout.write(report(bench_practice_load(args.site, args.runs)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
