"""bench/going_out.py, bench/site.py and the runner's optional sections: the counts and the
report's shape (timing itself is for ``make bench``, never asserted here)."""

from __future__ import annotations

import pytest

from bench import site
from bench.going_out import bench_going_out, report, situations
from generator.engine.going_out import go_out_plan


def test_going_out_section_counts_every_position_once():
    found = situations(seed=7, games=1)
    assert found and all(s.round in range(1, 7) for s in found)
    assert len({(s.round, tuple(sorted(s.hand, key=lambda c: c.sort_key())), s.table)
                for s in found}) == len(found)
    result = bench_going_out(seed=7, games=1, repeat=1)
    total = result.total
    assert total.positions == len(found) == sum(r.positions for r in result.rows)
    assert total.ways_out == sum(
        go_out_plan(s.round, s.hand, s.table, opened_before_this_turn=True) is not None
        for s in found)
    for row in result.rows:
        assert row.low <= len(row.slowest_at.hand) <= row.high
    text = report(result)
    assert text.startswith("## Going-out search") and f"| **all** | {len(found)} |" in text
    assert "Slowest position" in text


def test_site_section_shows_each_step_or_the_failure():
    ok = site.SiteBuild("ok", puzzles=400, generation=6.0, statistics=0.5, statistics_hit=True,
                        statistics_games=40, sources=10.0, mkdocs=16.0, pages=1200,
                        languages=("pt", "es", "ca"))
    text = site.report(ok)
    assert "| **whole build** | **32.5** | 100% |" in text
    assert "read from `.cache/sim/`" in text and "3 languages in parallel" in text
    cold = site.report(site.SiteBuild("ok", statistics_games=40, mkdocs=None, sources=3.0,
                                      languages=("pt",)))
    assert "cache cold: 40 games simulated" in cold and "not told apart" in cold
    failed = site.report(site.SiteBuild("error", error="mkdocs build of es failed"))
    assert "The site build failed" in failed and "mkdocs build of es failed" in failed


def test_a_failing_section_is_reported_not_raised():
    pytest.importorskip("ortools")      # the runner needs the bench group (make bench)
    from bench import run

    def boom() -> str:
        raise RuntimeError("no templates")

    text, ok = run._section("puzzle generator", boom)
    assert not ok and text.startswith("## Puzzle generator") and "RuntimeError: no templates" in text
    text, ok = run._section("going-out search", lambda: "## Going-out search\n")
    assert ok and text == "## Going-out search\n"


def test_worst_cases_cover_every_question_within_64_kb_and_report_each():
    from bench import worst
    from generator.verdict.situation import ALL_QUESTIONS

    assert {c.question for c in worst.CASES} == set(ALL_QUESTIONS)
    assert all(len(c.text.encode()) <= worst.MAX_BYTES for c in worst.CASES)
    assert len({c.name for c in worst.CASES}) == len(worst.CASES)
    # one cheap case through a child process: the protocol, not the time
    i = next(i for i, c in enumerate(worst.CASES) if c.question == "draw")
    r = worst.run_case(i)
    assert r.status == "answer" and r.first.startswith("O monte está vazio") and r.peak_mb > 0
    case = worst.CASES[i]
    fake = [worst.Result(case, "answer", 0.5, 0.3, 40.0, "ok"),
            worst.Result(case, "crash", 0.1, 0.3, 40.0, "internal error | x"),
            worst.Result(case, "killed", 30.0, 0.0, 0.0, "stopped after 30 s")]
    text = worst.report(fake, fake[:1])
    assert text.startswith("## Worst cases of `contrato verdict`")
    assert "1 of 3 cases within the goal." in text and "1 of 1 calls within the goal." in text
    assert "internal error \\| x" in text                       # a table cell stays one cell
    assert worst.failures(fake) == [f"draw: {case.name}: internal error | x"]


def test_practice_load_section_shows_medians_ratio_and_the_target():
    from bench import practice_load as pl
    fast, slow = pl.PROFILES
    ok = pl.PracticeLoad("ok", runs=3, puzzles=407, times=[
        pl.PageTimes(fast, home_load=[1.9, 2.0, 2.1], first_puzzle=[1.8, 1.9, 2.5],
                     practice_load=[2.0, 2.1, 2.2], practice_bytes=[350_000] * 3),
        pl.PageTimes(slow, home_load=[3.0] * 3, first_puzzle=[3.3] * 3,
                     practice_load=[3.4] * 3, practice_bytes=[350_000] * 3)])
    text = pl.report(ok)
    assert text.startswith("## Practice page on a slow phone connection")
    assert "| Fast 3G (1.6 Mbit/s, 150 ms) | 2.00 s | 1.90 s | 2.10 s | 0.95× | 342 KiB |" in text
    assert "**met** (1.90 s, 0.95×)" in text and "1.10×" in text
    late = pl.PracticeLoad("ok", runs=1, puzzles=1, times=[
        pl.PageTimes(fast, home_load=[1.0], first_puzzle=[1.5], practice_load=[1.6],
                     practice_bytes=[1])])
    assert "**missed** (1.50 s, 1.50×)" in pl.report(late)          # over 1.3× the home page
    assert "Not measured: /usr/bin/chromium is missing." in pl.report(
        pl.PracticeLoad("skipped", message="/usr/bin/chromium is missing"))


def test_verdict_load_section_shows_cold_and_cached_beside_the_home_page():
    from bench import verdict_load as vl
    fast, slow, loop = vl.LINES
    assert (fast.bytes_per_s, fast.latency_ms) == (180_000, 562.5)     # issue 24's profiles
    assert (slow.bytes_per_s, slow.latency_ms) == (1_600_000, 150)
    ok = vl.VerdictLoad("ok", runs=3, cli=[0.21, 0.25, 0.4], times=[
        vl.LineTimes(fast, home_load=[3.0, 3.2, 3.1], home_bytes=[500_000] * 3,
                     cold=[30.0, 32.0, 40.0], cold_bytes=[4_400_000] * 3,
                     cached=[1.5, 1.6, 1.7], cached_bytes=[0, 0, 0],
                     cached_start=["snapshot"] * 3, drawn=[3.5, 3.9, 4.5],
                     encodings={"pyodide.asm.wasm": "br"}),
        vl.LineTimes(loop, home_load=[0.3] * 3, home_bytes=[500_000] * 3,
                     cold=[6.0] * 3, cold_bytes=[4_400_000] * 3,
                     cached=[3.5] * 3, cached_bytes=[0] * 3, cached_start=["fresh"] * 3,
                     drawn=[0.4] * 3)])
    text = vl.report(ok)
    assert text.startswith("## Verdict page: the first ruling on a phone")
    assert ("| Fast 3G (562.5 ms + 180,000 B/s) | 3.10 s | 0.50 MB | 32.00 s | 4.40 MB "
            "| 1.60 s | 0.00 MB | snapshot | 3.90 s |") in text
    # the situation drawn: 3.9 s against a home page loaded in 3.1 s is 1.26× (≤ 1.3×)
    assert ("the link's situation drawn in the form, cold, Fast 3G: 3.90 s, 1.26× the home "
            "page's load (3.10 s) (target ≤ 1.3×): ✓") in text
    assert "| loopback | 0.30 s | 0.50 MB | 6.00 s |" in text
    assert "- bytes before the first ruling (Fast 3G, cold): 4.40 MB (target ≤ 4.50 MB): ✓" \
        in text
    assert "Fast 3G: 32.0 s (target ≤ 35 s): ✓" in text
    # the slowest line's cached open counts: 3.5 s is over 3 s
    assert "cached and offline (slowest line): 3.50 s (target ≤ 3 s): **missed**" in text
    assert "0.250 s median, 0.210 s best of 3 (target ≤ 0.3 s): ✓" in text
    assert "`pyodide.asm.wasm` br" in text
    assert "Not measured: /usr/bin/chromium is missing." in vl.report(
        vl.VerdictLoad("skipped", message="/usr/bin/chromium is missing"))


def test_the_verdict_benchs_line_shares_its_bandwidth_and_counts_every_byte():
    """The slowed line of bench/verdict_load.py: responses in flight share its bandwidth (a
    booking waits for those before it), an idle line starts at once, and every byte written
    is counted and written, in chunks. The clock is given: nothing here is timed."""
    from bench import verdict_load as vl
    link = vl._Link()
    link.use(vl.Line("test", 40_000, 0))              # 40 kB per second
    assert link.reserve(20_000, now=10.0) == pytest.approx(0.5)
    assert link.reserve(20_000, now=10.0) == pytest.approx(1.0)     # after the first
    assert link.reserve(4_000, now=10.25) == pytest.approx(0.85)    # after both
    assert link.reserve(4_000, now=20.0) == pytest.approx(0.1)      # the line was idle
    assert link.count()[0] == 48_000
    link.use(vl.Line("loopback", 0, 0))               # not slowed: counted only
    assert link.reserve(1_000_000, now=0.0) == 0.0
    sent = []

    class Sink:
        def write(self, data):
            sent.append(bytes(data))

    out = vl._Counted(Sink(), link)
    assert out.write(b"x" * 40_000) == 40_000
    assert b"".join(sent) == b"x" * 40_000 and max(map(len, sent)) <= vl.CHUNK
    assert link.count()[0] == 48_000 + 1_000_000 + 40_000


def test_the_verdict_benchs_server_sends_what_a_host_sends(tmp_path):
    """A file's .br copy to a browser that accepts brotli, its .gz copy to one that accepts
    gzip only, text gzipped on the fly when there is no copy, and the file itself when the
    browser accepts neither or the type is not compressed."""
    import gzip
    from bench import verdict_load as vl
    big = tmp_path / "a.wasm"
    big.write_bytes(b"wasm" * 1000)
    (tmp_path / "a.wasm.br").write_bytes(b"BR")
    (tmp_path / "a.wasm.gz").write_bytes(b"GZ")
    page = tmp_path / "index.html"
    page.write_text("<p>hello</p>" * 100)
    png = tmp_path / "i.png"
    png.write_bytes(b"\x89PNG" * 200)
    cache = {}
    assert vl.encoded(str(big), "gzip, deflate, br, zstd", cache) == (b"BR", "br")
    assert vl.encoded(str(big), "gzip, deflate", cache) == (b"GZ", "gzip")
    assert vl.encoded(str(big), "identity", cache) == (b"wasm" * 1000, None)
    body, how = vl.encoded(str(page), "gzip, br", cache)
    assert how == "gzip" and gzip.decompress(body) == page.read_bytes()
    assert vl.encoded(str(png), "gzip, br", cache) == (png.read_bytes(), None)


def test_cold_site_section_shows_wall_cpu_and_load():
    text = site.report_cold(site.ColdBuild("ok", games=2000, wall=95.4, cpu=170.2,
                                           load_start=3.2, load_end=4.1, cores=2))
    assert "| 95 | 170 | 85 (2 cores) | 3.2 / 4.1 |" in text and "2,000 games" in text
    failed = site.report_cold(site.ColdBuild("error", error="exited with status 1"))
    assert "The cold build failed" in failed and "exited with status 1" in failed


def test_instructions_section_gives_the_ratio_or_says_why_not():
    """Issue 16's speed-up counted in instructions (callgrind), load-independent."""
    from bench.sim import BASELINE_COMMIT, report_instructions
    text = report_instructions({"games": 2, "then": 4_000_000_000, "today": 400_000_000}, 2026)
    assert text.startswith("## Whole games, side by side, in instructions")
    assert f"`{BASELINE_COMMIT[:7]}` (before) | 2 | 4,000 |" in text
    assert "| `basic` × 4 | today | 2 | 400 |" in text
    assert "`basic` **10.0×**" in text
    assert "Not measured" in report_instructions(None, 2026)
