"""The golden playthroughs and counts (tests/golden/, written by ``make golden``): the state
machine must play every seeded round exactly as recorded, position by position and move by
move, and count the same lay-downs, lay-off targets, joker swaps and legal moves. A change of
the rules' outcome shows here as the first step that differs; if it is deliberate, run
``make golden`` and review the diff of tests/golden/."""

from __future__ import annotations

import pytest

import golden_playthroughs as golden
from generator.engine.moves import parse_move
from generator.engine.state import RoundState

NAMES = ([f"round-{r}-seed-{s}.txt" for r, s, _ in golden.ROUNDS]
         + [f"{name}.txt" for name, *_ in golden.FIXED] + ["counts.txt"])


@pytest.fixture(scope="module")
def produced() -> dict[str, str]:
    return golden.files()


def _first_difference(want: str, got: str) -> str:
    a, b = want.splitlines(), got.splitlines()
    for i, (x, y) in enumerate(zip(a, b), start=1):
        if x != y:
            return f"line {i} differs:\n  golden: {x}\n  now:    {y}"
    return f"the golden file has {len(a)} lines, the engine now gives {len(b)}"


@pytest.mark.parametrize("name", NAMES)
def test_the_engine_plays_the_golden_file(name, produced):
    path = golden.GOLDEN / name
    assert path.exists(), f"{path} is missing: run make golden"
    want = path.read_text(encoding="utf-8")
    got = produced[name]
    assert got == want, (f"{name}: {_first_difference(want, got)}\n(if the change is "
                         f"deliberate, run make golden and review the diff)")


def test_every_golden_file_is_listed():
    on_disk = {p.name for p in golden.GOLDEN.glob("*.txt")}
    assert on_disk == set(NAMES)


def test_golden_files_cover_every_round_kind_of_move_and_end():
    text = "".join((golden.GOLDEN / n).read_text(encoding="utf-8") for n in NAMES)
    lines = [line for line in text.splitlines() if not line.startswith("#")]
    moves = [line.split(" legal: ", 1)[1] for line in lines if " legal: " in line]
    kinds = {type(parse_move(m)).__name__ for m in moves}
    assert kinds == {"DrawStock", "TakeDiscard", "Buy", "Pass", "LayDown", "LayOff",
                     "SwapJoker", "Discard"}
    states = [RoundState.from_fen(line) for line in lines
              if line[0].isdigit() and " legal: " not in line]
    assert {s.round for s in states} == set(range(1, 8))
    assert any(s.reshuffles for s in states)                           # 9.1
    assert any(s.end_clause == "9.2" for s in states)                  # 9.2
    assert any(p.penalty is None for s in states for p in s.purchases)  # D9
    assert any(s.end_clause == "8.1" and s.round == 7 for s in states)  # 7.4
