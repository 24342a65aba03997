"""The whole site build, step by step: what ``contrato build`` (``make site``) does, built into
a temporary folder (never the repository's ``site/``) and timed from outside
:mod:`generator.site`, which is not changed for it.

Steps, in the order of a build:

1. puzzle generation — :func:`generator.puzzles.generate_site_puzzles` (templates to verified
   puzzles with their texts in pt/es/ca), as ``contrato build`` calls it;
2. statistics page — the simulated games of the statistics page
   (:func:`generator.site.stats.cached_statistics`): read from ``.cache/sim/`` when its key (a
   hash of the engine and the simulation) matches, else played and written there, as the
   build itself would (``hit`` says which);
3. page sources — :func:`generator.site.build.build_site` up to MkDocs: puzzles checked,
   every language rendered to Markdown, assets copied;
4. MkDocs — the three ``mkdocs build --strict`` processes, run in parallel by
   ``build_site`` (the time of its ``_run_mkdocs`` step, wrapped for the measurement); then the
   root page and the move into place (counted with the sources).

:func:`measure` runs in a fresh process (``python -m bench.site --json``, started by
:func:`bench_site_build`) so that no cache of an earlier section of ``make bench`` (solved
puzzles, sampled rounds) makes the build look faster than a real one.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

__all__ = ["SiteBuild", "measure", "bench_site_build", "report", "ColdBuild",
           "bench_cold_build", "report_cold"]

ROOT = Path(__file__).resolve().parent.parent
#: The longest a site build may take before the section reports a failure (seconds).
TIMEOUT = 900


@dataclass(frozen=True)
class SiteBuild:
    """The section's result. ``status`` is ``"ok"`` or ``"error"`` (then ``error`` holds the
    log); times in seconds; ``mkdocs`` is ``None`` when the step could not be told apart (the
    sources then include it); ``pages``: HTML files built, all languages together."""

    status: str
    puzzles: int = 0
    generation: float = 0.0
    statistics: float = 0.0
    statistics_hit: bool = False
    statistics_games: int = 0
    sources: float = 0.0
    mkdocs: float | None = None
    pages: int = 0
    languages: tuple[str, ...] = ()
    error: str = ""

    @property
    def whole(self) -> float:
        return self.generation + self.statistics + self.sources + (self.mkdocs or 0.0)


def measure(seed: int | None = None) -> SiteBuild:
    """Build the whole site into a temporary folder and time each step (in this process)."""
    from generator.puzzles import generate_site_puzzles
    from generator.site import build, stats

    start = time.perf_counter()
    puzzles = list(generate_site_puzzles(seed))
    generation = time.perf_counter() - start

    start = time.perf_counter()
    _, hit = stats.cached_statistics(stats.SEED, stats.page_games(), stats.PLAYERS,
                                     progress=False)
    statistics = time.perf_counter() - start

    spent: list[float] = []
    run_mkdocs = getattr(build, "_run_mkdocs", None)

    def timed(*args, **kwargs):
        begin = time.perf_counter()
        try:
            return run_mkdocs(*args, **kwargs)
        finally:
            spent.append(time.perf_counter() - begin)

    with tempfile.TemporaryDirectory(prefix="contrato-bench-site-") as tmp:
        out = Path(tmp) / "site"
        if run_mkdocs is not None:
            build._run_mkdocs = timed
        try:
            start = time.perf_counter()
            build.build_site(out, puzzles)
            whole_build = time.perf_counter() - start
        finally:
            if run_mkdocs is not None:
                build._run_mkdocs = run_mkdocs
        pages = sum(1 for _ in out.rglob("*.html"))
    mkdocs = sum(spent) if spent else None
    return SiteBuild("ok", len(puzzles), generation, statistics, hit, stats.page_games(),
                     whole_build - (mkdocs or 0.0), mkdocs, pages, tuple(build.LANGS))


def bench_site_build(seed: int | None = None, timeout: float = TIMEOUT) -> SiteBuild:
    """:func:`measure` in a fresh Python process; a failed build is reported, not raised."""
    cmd = [sys.executable, "-m", "bench.site", "--json"]
    if seed is not None:
        cmd += ["--seed", str(seed)]
    try:
        done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                              env=dict(os.environ, PYTHONPATH=str(ROOT)))
    except subprocess.TimeoutExpired:
        return SiteBuild("error", error=f"the site build took more than {timeout:.0f} s")
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        log = (done.stderr or done.stdout).strip().splitlines()
        return SiteBuild("error", error=f"`{' '.join(cmd[1:])}` exited with status "
                                        f"{done.returncode}:\n" + "\n".join(log[-30:]))
    data = json.loads(lines[-1])
    data["languages"] = tuple(data.get("languages", ()))
    return SiteBuild(**data)


def report(result: SiteBuild) -> str:
    """A Markdown section: one row per step and the whole build."""
    lines = ["## Whole site build", ""]
    if result.status != "ok":
        return "\n".join(lines + ["The site build failed:", "", "```", result.error, "```"]) + "\n"
    langs = "/".join(result.languages)
    cache = ("read from `.cache/sim/`" if result.statistics_hit
             else f"cache cold: {result.statistics_games} games simulated")
    lines += [f"What `make site` does, into a temporary folder, in a fresh process: "
              f"{result.puzzles} puzzles, {result.pages} HTML pages ({langs}).", "",
              "| step | seconds | share |", "| --- | ---: | ---: |"]
    whole = result.whole or 1.0
    steps = [("puzzle generation (`generate_site_puzzles`: templates, engine answers, texts, "
              "verification)", result.generation),
             (f"statistics page ({cache})", result.statistics)]
    if result.mkdocs is None:
        steps.append(("page sources and MkDocs (not told apart)", result.sources))
    else:
        steps += [("page sources (puzzles checked, Markdown of every language, root page)",
                   result.sources),
                  (f"MkDocs (`mkdocs build --strict`, {len(result.languages)} languages in "
                   f"parallel)", result.mkdocs)]
    for name, seconds in steps:
        lines.append(f"| {name} | {seconds:.1f} | {seconds / whole:.0%} |")
    lines.append(f"| **whole build** | **{result.whole:.1f}** | 100% |")
    return "\n".join(lines) + "\n"


# -- a cold build: `make site` with the statistics page's games still to play -----------------

#: The longest a cold build may take before the section reports a failure (seconds).
COLD_TIMEOUT = 3600


@dataclass(frozen=True)
class ColdBuild:
    """A cold ``contrato build``: ``games`` simulated during it, ``wall`` seconds, ``cpu``
    seconds of every process (the build, its game workers, the MkDocs processes), the load
    average (1 minute) at the start and the end, the machine's ``cores``."""

    status: str
    games: int = 0
    wall: float = 0.0
    cpu: float = 0.0
    load_start: float = 0.0
    load_end: float = 0.0
    cores: int = 1
    error: str = ""


def bench_cold_build(games: int | None = None, timeout: float = COLD_TIMEOUT) -> ColdBuild:
    """What a first ``make site`` does: the statistics page's cache file removed (it is
    written again by the build, with the same key), then ``contrato build`` into a temporary
    folder in a fresh process, timed from outside (wall clock, and the CPU time of it and of
    every process it waited for). ``games``: the page's games (default
    :data:`~generator.site.stats.GAMES`, as ``make site``)."""
    import resource

    from generator.site import stats

    env = {k: v for k, v in os.environ.items() if k != stats.GAMES_ENV}
    if games is None:
        games = stats.GAMES
    else:
        env[stats.GAMES_ENV] = str(games)
    stats.cache_path(stats.SEED, games, stats.PLAYERS).unlink(missing_ok=True)
    cmd = [sys.executable, "-m", "generator", "build"]
    with tempfile.TemporaryDirectory(prefix="contrato-bench-cold-") as tmp:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        load = os.getloadavg()[0]
        start = time.perf_counter()
        try:
            done = subprocess.run(cmd + ["--out", str(Path(tmp) / "site")], cwd=ROOT, env=env,
                                  capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return ColdBuild("error", games, error=f"the cold build took more than "
                                                   f"{timeout:.0f} s")
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        log = (done.stderr or done.stdout).strip().splitlines()
        return ColdBuild("error", games, error=f"`contrato build` exited with status "
                                               f"{done.returncode}:\n" + "\n".join(log[-30:]))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return ColdBuild("ok", games, wall, cpu, load, os.getloadavg()[0], os.cpu_count() or 1)


def report_cold(result: ColdBuild) -> str:
    """A Markdown section: the cold build's wall and CPU time, with the load it ran under."""
    lines = ["## Cold site build (`make site` with `.cache/sim/` empty)", ""]
    if result.status != "ok":
        return "\n".join(lines + ["The cold build failed:", "", "```", result.error, "```"]) \
            + "\n"
    lines += [f"`contrato build` in a fresh process, the statistics page's cache file removed "
              f"first: its {result.games:,} games play on every core while the puzzles and "
              f"the other pages are made.", "",
              "| wall seconds | CPU seconds, every process | CPU seconds ÷ cores | load average "
              "(1 min) at the start / end |", "| ---: | ---: | ---: | ---: |",
              f"| {result.wall:.0f} | {result.cpu:.0f} | {result.cpu / result.cores:.0f} "
              f"({result.cores} cores) | {result.load_start:.1f} / {result.load_end:.1f} |", "",
              "The CPU time does not depend much on the load; the wall time does: with the "
              "machine to itself it tends to the CPU time over the cores (the games, the "
              "puzzles, the pages and the MkDocs builds keep the cores busy together)."]
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.site",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=None, help="default: puzzles/config.yaml")
    parser.add_argument("--json", action="store_true",
                        help="print the result as one line of JSON (for bench.run)")
    args = parser.parse_args(argv)
    result = measure(args.seed)
    if args.json:
        data = dict(result.__dict__)
        data["languages"] = list(result.languages)
        print(json.dumps(data))
    else:
        sys.stdout.write(report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
