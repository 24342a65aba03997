"""The score sheet (``pt/score/``, issue 28) on a slow phone: how long an entry takes to show
its new total.

The built site is served on 127.0.0.1 by Python's ``http.server`` and opened in Debian's
Chromium through Playwright as a 375 px phone whose CPU is slowed :data:`SLOWDOWN` times
(``Emulation.setCPUThrottlingRate``: a cheap phone). On a game of six rounds played (from its
link), round 7 is entered, and each step is timed in the page from the input to the frame that
shows it (``performance.now()`` before the event, then two animation frames):

- **a card tapped** in the picker: the hand's cards, its penalty card by card (8.1), its
  checks and the keypad's counts redrawn;
- **a digit typed** in a hand's points: the penalty, the total after the round, the checks;
- **a round saved**: the whole sheet, the totals after every round and the standings.

The target (issue 28): an entry updates the total in well under 100 ms.
"""

from __future__ import annotations

import statistics
import tempfile
import threading
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

__all__ = ["SLOWDOWN", "TARGET_MS", "ScoreEntry", "measure", "bench_score_entry", "report"]

BROWSER = "/usr/bin/chromium"
BROWSER_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]
SLOWDOWN = 4
TARGET_MS = 100.0
#: Six rounds played, and the cards of round 7's hands to tap (three hands of twelve).
GAME = "g1&id=bench1&p=Ana,Bruno,Carla,Duarte&d=1&r=" + "/".join(
    ["o,KCAH5DJK,25,3S", "12,o,40,7H7DJK", "5,6,o,7", "o,9,8,7", "1!,2,o,30", "o,14,15,16"])
HANDS = {1: [f"{r}♣" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")],
         2: [f"{r}♦" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]}

#: Runs in the page: do the action (a click, or ``value`` typed into an input), then wait two
#: frames: ``[ms to the frame, ms of the page's script]``.
TIMED = """async ([selector, value]) => {
  const node = document.querySelector(selector);
  const t0 = performance.now();
  if (value === null) { node.click(); }
  else { node.value = value; node.dispatchEvent(new Event("input", {bubbles: true})); }
  const script = performance.now() - t0;
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  return [performance.now() - t0, script];
}"""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@dataclass
class ScoreEntry:
    status: str = "ok"
    message: str = ""
    #: per step, ``(ms to the frame that shows it, ms of the page's script)``
    tap: list[tuple[float, float]] = field(default_factory=list)
    digit: list[tuple[float, float]] = field(default_factory=list)
    save: list[tuple[float, float]] = field(default_factory=list)


def measure(site: Path, runs: int = 3) -> ScoreEntry:
    """Round 7 entered ``runs`` times on ``site`` (see the module doc)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return ScoreEntry("skipped", "Playwright is not installed")
    if not Path(BROWSER).exists():
        return ScoreEntry("skipped", f"{BROWSER} is missing")
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    result = ScoreEntry()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=BROWSER, args=BROWSER_ARGS)
            for _ in range(runs):
                ctx = browser.new_context(viewport={"width": 375, "height": 740},
                                          device_scale_factor=2, has_touch=True,
                                          locale="pt-PT")
                page = ctx.new_page()
                page.goto(base + "pt/score/#" + GAME)
                page.wait_for_selector(".score-totals [data-total]")
                cdp = ctx.new_cdp_session(page)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": SLOWDOWN})
                page.click('[data-key="enter-7"]')
                page.check('[data-key="out-0"]')
                for seat, cards in HANDS.items():
                    hand = f'.score-hand[data-seat="{seat}"]'
                    if page.get_attribute(f"{hand} .score-pick", "aria-expanded") != "true":
                        page.click(f"{hand} .score-pick")
                    page.click(f'{hand} .picker [data-suit="{cards[0][-1]}"]')
                    for card in cards:
                        result.tap.append(tuple(page.evaluate(
                            TIMED, [f'{hand} .picker [data-card="{card}"]', None])))
                page.click('.score-hand[data-seat="3"] .score-mode-number')
                typed = ""
                for digit in "104":
                    typed += digit
                    result.digit.append(tuple(page.evaluate(
                        TIMED, ['[data-key="number-3"]', typed])))
                result.save.append(tuple(page.evaluate(TIMED, ['[data-key="save"]', None])))
                assert page.get_attribute('.score-row[data-round="7"] td[data-seat="3"]',
                                          "data-penalty") == "104"
                ctx.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return result


def bench_score_entry(site: Path | None = None, runs: int = 3) -> ScoreEntry:
    """:func:`measure` on ``site``, or on a site built here into a temporary folder."""
    if site is not None:
        return measure(site, runs)
    from generator.puzzles import generate_site_puzzles
    from generator.site import build
    with tempfile.TemporaryDirectory(prefix="contrato-bench-score-") as tmp:
        out = Path(tmp) / "site"
        build.build_site(out, list(generate_site_puzzles(None)))
        return measure(out, runs)


def report(result: ScoreEntry) -> str:
    """A Markdown section: median and slowest of each step, against the target."""
    lines = ["## Score sheet: an entry on a slow phone", ""]
    if result.status != "ok":
        return "\n".join(lines + [f"Not measured: {result.message}.", ""]) + "\n"
    lines += [f"`pt/score/`, round 7 of a game entered in Chromium as a 375 px phone with the "
              f"CPU slowed {SLOWDOWN}×: from the input to the frame that shows it, and the "
              f"page's own script in it (bench/score_entry.py). Target: well under "
              f"{TARGET_MS:.0f} ms.", "",
              "| step | times | to the frame: median | slowest | script: median | slowest |",
              "| --- | --- | --- | --- | --- | --- |"]
    for name, times in (("a card tapped", result.tap), ("a digit typed", result.digit),
                        ("a round saved", result.save)):
        frame, script = [t[0] for t in times], [t[1] for t in times]
        lines.append(f"| {name} | {len(times)} | {statistics.median(frame):.1f} ms | "
                     f"{max(frame):.1f} ms | {statistics.median(script):.1f} ms | "
                     f"{max(script):.1f} ms |")
    return "\n".join(lines) + "\n\n"


def main(argv=None) -> int:
    import argparse
    import sys
    parser = argparse.ArgumentParser(prog="python -m bench.score_entry",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=None,
                        help="a built site (default: build one into a temporary folder)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    sys.stdout.write(report(bench_score_entry(args.site, args.runs)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
