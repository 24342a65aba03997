"""bench/puzzles.py: the generator's throughput section gives one row per kind with the
puzzles actually made (timing itself is for ``make bench``, never asserted here)."""

from __future__ import annotations

import textwrap

from bench.puzzles import bench_puzzles, report
from generator.puzzles.situation import KINDS


def test_bench_puzzles_counts_every_kind(tmp_path):
    (tmp_path / "config.yaml").write_text("seed: 4\ntries_per_puzzle: 100\ngames: 1\n"
                                          "people_games: 1\n",
                                          encoding="utf-8")
    (tmp_path / "penalty").mkdir()
    (tmp_path / "penalty" / "a.yaml").write_text(textwrap.dedent("""\
        kind: penalty
        situations:
          - {round: 1, hand: K♣ A♥ 5♦ JK}
          - {round: 2, hand: K♣ A♥ 5♦ JK}
        """), encoding="utf-8")
    result = bench_puzzles(folder=tmp_path)
    assert [k.kind for k in result.kinds] == list(KINDS)
    counts = {k.kind: k.puzzles for k in result.kinds}
    assert counts["penalty"] == 2 and sum(counts.values()) == 2
    assert result.games_rounds == 14 and result.total_puzzles == 2   # 7 rounds, 2 tables
    text = report(result)
    assert "| penalty | 2 |" in text and "verified puzzles / s" in text
    # the shapes of the simulated rounds, table by table (no puzzle sampled from them here)
    assert [sh.what for sh in result.shapes] == [
        "rounds played by `people` (every turn)", "rounds played by `people` (their last turn)",
        "rounds played by `drift` (every turn)", "rounds played by `drift` (their last turn)"]
    assert all(sh.n > 0 and sh.hands[1] <= 40 for sh in result.shapes)
    assert "| rounds played by `people` (their last turn) | 7 |" in text
