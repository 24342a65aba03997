"""Worst cases of ``contrato verdict``: adversarial situations for every question and for the
reader, each answered in a fresh process, timed and weighed (issue 11).

Goal: every question answers any input up to 64 KB within 1 s on this machine, with the whole
process under 200 MB. Each case is one situation (YAML text, at most :data:`MAX_BYTES`) run as
``contrato verdict`` would run it — read, checked, answered, printed — in a child process of
its own, so that one case's memory never weighs on the next: ``answer s`` is the time from the
text to the printed answer (imports excluded, they are the same for every case: ``start s``),
``peak MB`` the process's highest resident memory (``VmHWM``), the interpreter and imports
included. A child that passes :data:`KILL_SECONDS` or :data:`KILL_MEMORY` is stopped, and the
case is shown as such: the bench never takes the machine down with it.

The cases are built to hurt each part: the biggest hands a round allows (77 cards in rounds
1–3, 71 in rounds 4–7: the pack less the other hands as dealt, 2.2), hands whose openings or
ways out number in the millions, tables of four whole contracts with every card left in hand,
lay-offs of a dozen cards in any order, a buying window with every seat asking for every card,
and for the reader YAML aliases nested ("billion laughs"), deep nesting, huge numbers and long
texts; and what must be refused before anything is built (issue 26): the whole pack as one
hand, tables of thousands of melds, hands given as huge numbers, piles beyond the deal, seats
and numbers written twice or in other forms. Run alone with ``python -m bench.worst``; ``make bench`` adds it
as a section.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Callable

__all__ = ["Case", "CASES", "Result", "run_case", "bench_worst", "report", "GOAL_SECONDS",
           "GOAL_MB", "MAX_BYTES"]

GOAL_SECONDS = 1.0
GOAL_MB = 200
MAX_BYTES = 64 * 1024
KILL_SECONDS = 30.0
KILL_MEMORY = 1024 ** 3              # address space of a child: 1 GB


@dataclass(frozen=True)
class Case:
    """One adversarial situation: ``name``, the ``question`` it asks, its YAML ``text``."""

    name: str
    question: str
    text: str


@dataclass(frozen=True)
class Result:
    """What a case did: ``status`` ``"answer"`` (exit 0), ``"refused"`` (exit 2, one line),
    ``"crash"`` (any other exit, or more than one line of error), ``"killed"`` (past the
    limits); ``seconds`` to answer, ``start`` seconds of imports, ``peak_mb`` the process's
    highest resident memory, ``first`` the first line printed."""

    case: Case
    status: str
    seconds: float
    start: float
    peak_mb: float
    first: str

    @property
    def within_goal(self) -> bool:
        return (self.status in ("answer", "refused") and self.seconds <= GOAL_SECONDS
                and self.peak_mb <= GOAL_MB)


# -- the cases -------------------------------------------------------------------------------------

def _pack(ascii: bool = False) -> list[str]:
    from generator.engine.deck import full_pack
    return [c.ascii() if ascii else c.unicode() for c in full_pack()]


def _cards(cards) -> str:
    return " ".join(cards)


def _minus(cards: list[str], *taken: str) -> list[str]:
    out = list(cards)
    for text in taken:
        for card in text.split():
            out.remove(card)
    return out


ISSUE_HAND = _cards(f"{r}{s}" for r in "A 2 3 4 5 6 7 8 9 10".split() for s in "♠♥♦♣") + \
    " JK JK JK"
SPADES_3_JOKERS = ("A♠ 2♠ 2♠ 3♠ 3♠ 4♠ 4♠ 5♠ 5♠ 6♠ 6♠ 7♠ 7♠ 8♠ 8♠ 9♠ 9♠ 10♠ 10♠ J♠ J♠ Q♠ Q♠ "
                   "K♠ JK JK JK")
RUNS = [f"5{s} 6{s} 7{s} 8{s}" for s in "♠♥♦♣"]
GROUPS = ["K♠ K♥ K♦", "Q♠ Q♥ Q♦", "J♠ J♥ J♦", "10♠ 10♥ 10♦"]
ROUND_6_TABLE = RUNS + RUNS + GROUPS                  # four whole contracts of round 6
ROUND_3_TABLE = RUNS + RUNS                           # four whole contracts of round 3


def _yaml_list(items: list[str]) -> str:
    return "".join(f"  - {x}\n" for x in items)


def _cases() -> list[Case]:
    pack = _pack()
    out: list[Case] = []

    def add(name: str, question: str, text: str) -> None:
        out.append(Case(name, question, f"question: {question}\n" + text))

    # can-open: the issue's 43 cards, the whole pack, the most lay-downs of round 7
    for round_ in range(1, 8):
        add(f"43 cards (issue), round {round_}", "can-open",
            f"round: {round_}\nhand: {ISSUE_HAND}\n")
    for round_ in (1, 5, 6, 7):
        most = 77 if round_ <= 3 else 71          # the largest hand the round allows (2.2)
        add(f"{most} cards, the largest hand of round {round_}", "can-open",
            f"round: {round_}\nhand: {_cards(pack[:most])}\n")
        add(f"all 107 cards, round {round_} (refused: 2.2)", "can-open",
            f"round: {round_}\nhand: {_cards(pack)}\n")
    add("one suit twice and 3 jokers, round 7 (3,164 openings)", "can-open",
        f"round: 7\nhand: {SPADES_3_JOKERS}\n")
    add("no opening in 56 cards (no run, no group of 3)", "can-open", "round: 6\nhand: "
        + _cards(f"{r}{s}" for r in "A 3 5 7 9 J K".split() for s in "♠♥♦♣" * 2) + "\n")
    # meld: the whole pack as one meld, a long sequence
    add("all 107 cards as one meld", "meld", f"meld: {_cards(pack)}\n")
    add("14-card sequence with jokers", "meld",
        "meld: A♠ 2♠ JK 4♠ 5♠ 6♠ 7♠ JK 9♠ 10♠ J♠ Q♠ JK A♠\nkind: sequence\n")
    # lay-off: a dozen cards in any order; every card left on one meld; where a joker fits
    add("11 cards onto a sequence, out of order", "lay-off",
        "round: 3\ntable:\n" + _yaml_list(ROUND_3_TABLE) + "opened: earlier\n"
        "hand: 10♠ 9♠ J♠ Q♠ K♠ 4♠ 3♠ 2♠ A♠ JK JK K♣\n"
        "cards: 10♠ 9♠ J♠ Q♠ K♠ 4♠ 3♠ 2♠ A♠ JK JK\ntarget: 1\n")
    rest = _minus(pack, *ROUND_6_TABLE)
    add("every card left onto one meld", "lay-off",
        "round: 6\ntable:\n" + _yaml_list(ROUND_6_TABLE) + "opened: earlier\n"
        f"hand: {_cards(rest)}\ncards: {_cards(rest[:-1])}\ntarget: 1\n")
    add("every card left onto any melds, swaps included (no target)", "lay-off",
        "round: 6\ntable:\n" + _yaml_list(ROUND_6_TABLE) + "opened: earlier\n"
        f"hand: {_cards(rest)}\ncards: {_cards(rest[:-1])}\n")
    add("where a joker fits on four contracts", "lay-off",
        "round: 6\ntable:\n" + _yaml_list(ROUND_6_TABLE) + "opened: earlier\n"
        f"hand: {_cards(rest)}\ncard: JK\n")
    # joker-swap: jokers on the table, every other card in hand
    swap_table = [f"5{s} JK 7{s} 8{s}" for s in "♠♥♦"] + ["5♣ 6♣ 7♣ 8♣"] + GROUPS[:2]
    swap_hand = _minus(pack, *swap_table)
    swap_hand = [c for c in swap_hand if c.startswith("6")] + [
        c for c in swap_hand if not c.startswith("6")][:71 - 8]     # the naturals, 71 cards
    add("three jokers on the table, 71 cards in hand", "joker-swap",
        "round: 6\ntable:\n" + _yaml_list(swap_table) + "opened: earlier\n"
        f"hand: {_cards(swap_hand)}\n")
    add("one swap asked, the joker placed on a chosen meld", "joker-swap",
        "round: 6\ntable:\n" + _yaml_list(swap_table) + "opened: earlier\n"
        f"hand: {_cards(swap_hand)}\ncard: 6♠\njoker_to: 2\nend: high\n")
    # penalty: the largest hand of any round; the whole pack (refused: 2.2)
    add("77 cards", "penalty", f"hand: {_cards(pack[:77])}\n")
    add("all 107 cards (refused: 2.2)", "penalty", f"hand: {_cards(pack)}\n")
    # buy: every seat asks for every card of a long discard pile, a short stock (reshuffles)
    discard, stock = pack[:60], pack[60:63]
    asks = "".join(f"  {seat}: {_cards(sorted(set(discard)))}\n" for seat in (2, 3, 4))
    add("every seat asks for every card, 60 discards, 3 in stock", "buy",
        f"active: 1\ndiscard: {_cards(discard)}\nstock: {_cards(stock)}\nasks:\n{asks}")
    add("the stock as its top cards (stock_size 7), every seat asks for every card", "buy",
        f"active: 1\ndiscard: {_cards(discard)}\nstock: {_cards(stock)}\nstock_size: 7\n"
        f"asks:\n{asks}")
    add("piles of 60 + 44 cards (refused: 2.6)", "buy",
        f"active: 1\ndiscard: {_cards(discard)}\nstock: {_cards(stock)}\nstock_size: 44\n"
        f"asks:\n{asks}")
    # go-out: four whole contracts and every card left; not opened with the whole pack
    add("63 cards out onto four round-6 contracts", "go-out",
        "round: 6\ntable:\n" + _yaml_list(ROUND_6_TABLE) + "opened: earlier\n"
        f"hand: {_cards(rest)}\n")
    rest3 = _minus(pack, *ROUND_3_TABLE)
    add("75 cards, no group on the table (every joker on a run)", "go-out",
        "round: 3\ntable:\n" + _yaml_list(ROUND_3_TABLE) + "opened: earlier\n"
        f"hand: {_cards(rest3)}\n")
    add("not opened, 71 cards, round 7", "go-out",
        f"round: 7\nopened: no\nhand: {_cards(pack[:71])}\n")
    add("not opened, one suit twice and 3 jokers, round 7", "go-out",
        f"round: 7\nopened: no\nhand: {SPADES_3_JOKERS}\n")
    # draw and standings: the largest numbers they take
    add("stock 0, discard 67", "draw", "stock: 0\ndiscard: 67\nreshuffles: 2\n")
    add("stock 0, discard 107 (refused: 2.6)", "draw", "stock: 0\ndiscard: 107\n")
    add("seven rounds of big penalties", "standings",
        "penalties:\n" + "".join("  - [0, 400, 800, 1200]\n" for _ in range(7)))
    # the reader: aliases, nesting, numbers, long texts
    laughs = "a0: &a0 [JK, JK, JK, JK, JK, JK, JK, JK, JK]\n" + "".join(
        f"a{i}: &a{i} [{', '.join(['*a' + str(i - 1)] * 9)}]\n" for i in range(1, 10))
    add("billion laughs (nested aliases, under 1 KB)", "penalty", laughs + "hand: *a9\n")
    add("500 levels of nesting", "penalty", "hand: " + "[" * 500 + "]" * 500 + "\n")
    add("a 60,000-digit number", "draw", "stock: " + "9" * 60_000 + "\ndiscard: 1\n")
    add("a 64 KB card list of one bad card", "penalty", "hand: " + "7X " * 21_000 + "\n")
    add("a 64 KB comment and nothing else", "penalty", "#" + "x" * (MAX_BYTES - 100) + "\n")
    # issue 26: refused before anything is built, whatever the size
    add("a table of 5,000 groups (refused: 4.1, 5.3)", "go-out",
        "round: 1\ntable:\n" + "- 7H 7D 7C\n" * 5_000 + "opened: earlier\nhand: 8S 9S\n")
    add("a table of 12,000 one-card melds in flow (refused: 4.1, 5.3)", "lay-off",
        "round: 2\ntable: [" + ",".join(["JK"] * 12_000) + "]\nopened: earlier\nhand: 3\n"
        "card: 7S\n")
    add("a round-7 table of 5,000 melds (refused: 7.4)", "go-out",
        "round: 7\ntable:\n" + "- 7H 7D 7C\n" * 5_000 + "opened: no\nhand: 8S 9S\n")
    add("a hand of 10^60 cards (refused: 2.2)", "lay-off",
        "round: 2\ntable: [7C 7D 7H, 2H 3H 4H 5H]\nopened: earlier\nhand: " + "1" + "0" * 60
        + "\ncard: 7S\n")
    add("one meld of 20,000 jokers (refused: 1.2)", "meld", "meld: " + "JK " * 20_000 + "\n")
    add("seat 2 asking twice, 2 and \"2\" (refused)", "buy",
        "active: 1\ndiscard: 7H 9C\nstock: 5D\nasks:\n  2: 9C\n  \"2\": 7H\n")
    add("10,000 numbers in 0x form (refused)", "standings",
        "penalties: [[" + ", ".join(["0x10"] * 10_000) + "]]\n")
    add("seven rows of penalties of 10^30 (refused: 8.1)", "standings",
        "penalties:\n" + "".join(f"  - [0, {10 ** 30}, {10 ** 30}, {10 ** 30}]\n"
                                   for _ in range(7)))
    for case in out:
        assert len(case.text.encode()) <= MAX_BYTES, (case.name, len(case.text.encode()))
    return out


#: Every case, in the order reported.
CASES: tuple[Case, ...] = tuple(_cases())


# -- the engine alone: the calls behind the questions, with the caps the answers use -----------------

def _engine_cases() -> list[tuple[str, str, Callable[[], object]]]:
    """``(question, case, call)``: the engine functions on the worst inputs above, called as
    an answer calls them (capped listings: the first 50 lay-downs, counted up to 1,000)."""
    from generator.engine.buying import resolve_buying_window
    from generator.engine.cards import parse_cards as P
    from generator.engine.going_out import go_out_plan
    from generator.engine.jokers import legal_joker_swaps
    from generator.engine.layoff import lay_off_ways
    from generator.engine.melds import make_meld
    from generator.engine.opening import can_open, judge_opening
    import random

    from collections import Counter

    from generator.engine.errors import ContratoError

    def table(texts):
        return [make_meld(P(t)) for t in texts]

    def rest_of_pack(melds):
        left = Counter(P(_cards(_pack())))
        left.subtract(c.physical for m in melds for c in m.cards)
        return sorted(left.elements(), key=lambda c: c.sort_key())

    def refusal(call):
        try:
            return call()
        except ContratoError as err:
            return err

    pack = P(_cards(_pack()))
    out = []
    for round_ in range(1, 8):
        out.append(("can-open", f"judge_opening, 43 cards (issue), round {round_}",
                    lambda r=round_: judge_opening(r, P(ISSUE_HAND), shown=50, limit=1000)))
        out.append(("can-open", f"judge_opening, all 107 cards, round {round_}",
                    lambda r=round_: judge_opening(r, pack, shown=50, limit=1000)))
    out.append(("can-open", "judge_opening, one suit twice and 3 jokers, round 7",
                lambda: judge_opening(7, P(SPADES_3_JOKERS), shown=50, limit=1000)))
    out.append(("can-open", "can_open, all 107 cards, round 6", lambda: can_open(6, pack)))
    out.append(("meld", "make_meld, all 107 cards", lambda: refusal(lambda: make_meld(pack))))
    r6, r3 = table(ROUND_6_TABLE), table(ROUND_3_TABLE)
    rest6, rest3 = rest_of_pack(r6), rest_of_pack(r3)
    out.append(("lay-off", "lay_off_ways, every card left onto one meld",
                lambda: refusal(lambda: lay_off_ways(6, r6[0], rest6[:-1],
                                                     opened_before_this_turn=True,
                                                     cards_left_after=1))))
    swap_table = table([f"5{s} JK 7{s} 8{s}" for s in "♠♥♦"] + ["5♣ 6♣ 7♣ 8♣"] + GROUPS[:2])
    out.append(("joker-swap", "legal_joker_swaps, every card left in hand",
                lambda: legal_joker_swaps(6, swap_table, rest_of_pack(swap_table),
                                          opened_before_this_turn=True)))
    out.append(("go-out", "go_out_plan, 63 cards onto four round-6 contracts",
                lambda: go_out_plan(6, rest6, r6, opened_before_this_turn=True)))
    out.append(("go-out", "go_out_plan, 75 cards, no group on the table",
                lambda: go_out_plan(3, rest3, r3, opened_before_this_turn=True)))
    for round_ in (1, 5, 7):
        out.append(("go-out", f"go_out_plan, not opened, all 107 cards, round {round_}",
                    lambda r=round_: go_out_plan(r, pack, [], opened_before_this_turn=False)))
    discard, stock = pack[:60], pack[60:63]
    out.append(("buy", "resolve_buying_window, every seat asks for every card",
                lambda: resolve_buying_window(0, discard[::-1], stock[::-1],
                                              {s: discard for s in (1, 2, 3)},
                                              rng=random.Random(0))))
    return out


#: The engine's calls, by index (built in the process that runs them).
ENGINE_CASES = _engine_cases


# -- running one case in a child process -------------------------------------------------------------

def _engine_child(index: int) -> int:
    started = time.perf_counter()
    cases = _engine_cases()
    start = time.perf_counter() - started
    question, name, call = cases[index]
    t0 = time.perf_counter()
    try:
        value = call()
        status, first = 0, repr(value)[:200]
    except BaseException as exc:  # noqa: BLE001
        status, first = 1, f"{type(exc).__name__}: {exc}"[:200]
    seconds = time.perf_counter() - t0
    sys.__stdout__.write(json.dumps({"status": status, "seconds": seconds, "start": start,
                                     "peak_mb": _peak_mb(), "lines": 1, "first": first}) + "\n")
    return 0


def _child(index: int) -> int:
    """In the child: import, read the case, answer it as the command does, print a JSON line
    with the measures on the real standard output."""
    started = time.perf_counter()
    import io

    from generator.verdict import cli
    start = time.perf_counter() - started
    case = CASES[index]
    out, err = io.StringIO(), io.StringIO()
    args = argparse.Namespace(file="-", lang="pt", json=False, profile="contrato")
    t0 = time.perf_counter()
    try:
        status = cli.run(args, stdin=io.StringIO(case.text), stdout=out, stderr=err)
    except BaseException as exc:  # noqa: BLE001 - a crash is what this bench looks for
        status, err = 1, io.StringIO(f"{type(exc).__name__}: {exc}\n")
    seconds = time.perf_counter() - t0
    peak = _peak_mb()
    lines = (out.getvalue() if status == 0 else err.getvalue()).splitlines()
    sys.__stdout__.write(json.dumps({"status": status, "seconds": seconds, "start": start,
                                     "peak_mb": peak, "lines": len(lines),
                                     "first": lines[0] if lines else ""}) + "\n")
    return 0


def _peak_mb() -> float:
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (KILL_MEMORY, KILL_MEMORY))


def run_case(index: int, engine: bool = False) -> Result:
    """Run :data:`CASES` ``[index]`` (or the engine's call ``index``) in a child process (see
    the module doc)."""
    if engine:
        question, name, _ = _engine_cases()[index]
        case = Case(name, question, "")
    else:
        case = CASES[index]
    try:
        done = subprocess.run([sys.executable, "-m", "bench.worst",
                               "--engine-child" if engine else "--child", str(index)],
                              capture_output=True, text=True, timeout=KILL_SECONDS,
                              preexec_fn=_limit, cwd=os.getcwd())
    except subprocess.TimeoutExpired:
        return Result(case, "killed", KILL_SECONDS, 0.0, 0.0,
                      f"stopped after {KILL_SECONDS:.0f} s")
    try:
        m = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        tail = (done.stderr.strip().splitlines() or ["(nothing)"])[-1]
        return Result(case, "killed" if "MemoryError" in done.stderr else "crash", 0.0, 0.0,
                      0.0, tail[:200])
    status = {0: "answer", 2: "refused"}.get(m["status"], "crash")
    if status == "refused" and m["lines"] != 1:
        status = "crash"                       # a refusal is one line, never a traceback
    return Result(case, status, m["seconds"], m["start"], m["peak_mb"], m["first"][:200])


def bench_worst(only: Callable[[Case], bool] | None = None, log=None,
                engine: bool = False) -> list[Result]:
    """Every case (or those ``only`` keeps), one child process each; with ``engine``, the
    engine's calls instead of the command."""
    results = []
    cases = ([Case(n, q, "") for q, n, _ in _engine_cases()] if engine else CASES)
    for i, case in enumerate(cases):
        if only is not None and not only(case):
            continue
        results.append(run_case(i, engine))
        if log:
            r = results[-1]
            log(f"worst case {case.question}: {case.name}: {r.status} {r.seconds:.3f} s "
                f"{r.peak_mb:.0f} MB")
    return results


def report(results: list[Result], engine: list[Result] = ()) -> str:
    """A Markdown section: one row per case, then how many meet the goal; then the engine's
    calls alone."""
    lines = ["## Worst cases of `contrato verdict` (adversarial input, one process each)", "",
             f"Goal: every question answers any situation of up to {MAX_BYTES // 1024} KB within "
             f"{GOAL_SECONDS:g} s, the whole process under {GOAL_MB} MB (issue 11). `answer s`: "
             f"from the text to the printed answer, imports excluded (`start s`); `peak MB`: "
             f"the process's highest resident memory (VmHWM), interpreter and imports "
             f"included. `refused` is exit status 2 with one line; a child past "
             f"{KILL_SECONDS:.0f} s or {KILL_MEMORY // 1024 ** 3} GB is stopped (`killed`).", "",
             "| question | case | bytes | status | answer s | start s | peak MB | goal | first line |",
             "| --- | --- | ---: | --- | ---: | ---: | ---: | --- | --- |"]
    for r in results:
        first = r.first.replace("|", "\\|")
        if len(first) > 90:
            first = first[:87] + "…"
        lines.append(f"| {r.case.question} | {r.case.name} | {len(r.case.text.encode()):,} | "
                     f"{r.status} | {r.seconds:.3f} | {r.start:.2f} | {r.peak_mb:.0f} | "
                     f"{'yes' if r.within_goal else '**no**'} | {first} |")
    met = sum(r.within_goal for r in results)
    slowest = max(results, key=lambda r: r.seconds, default=None)
    heaviest = max(results, key=lambda r: r.peak_mb, default=None)
    lines += ["", f"{met} of {len(results)} cases within the goal."]
    if slowest is not None:
        lines.append(f"Slowest: {slowest.case.question}, {slowest.case.name} "
                     f"({slowest.seconds:.3f} s); heaviest: {heaviest.case.question}, "
                     f"{heaviest.case.name} ({heaviest.peak_mb:.0f} MB).")
    if engine:
        lines += ["", "The engine's calls behind the answers on the same inputs, alone (one "
                      "process each; capped listings: the first 50 lay-downs, counted up to "
                      "1,000):", "",
                  "| question | call | status | s | peak MB | goal |",
                  "| --- | --- | --- | ---: | ---: | --- |"]
        for r in engine:
            lines.append(f"| {r.case.question} | {r.case.name} | {r.status} | "
                         f"{r.seconds:.3f} | {r.peak_mb:.0f} | "
                         f"{'yes' if r.within_goal else '**no**'} |")
        lines += ["", f"{sum(r.within_goal for r in engine)} of {len(engine)} calls within "
                      f"the goal."]
    return "\n".join(lines) + "\n"


def failures(results: list[Result]) -> list[str]:
    """Cases that crashed (a traceback or an exit status other than 0 and 2): a bug, not a
    matter of speed."""
    return [f"{r.case.question}: {r.case.name}: {r.first}" for r in results
            if r.status == "crash"]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.worst",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--engine-child", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--question", help="only the cases of this question")
    args = parser.parse_args(argv)
    if args.child is not None:
        return _child(args.child)
    if args.engine_child is not None:
        return _engine_child(args.engine_child)
    only = (lambda c: c.question == args.question) if args.question else None
    log = lambda m: print(m, file=sys.stderr, flush=True)  # noqa: E731
    results = bench_worst(only, log=log)
    engine = bench_worst(only, log=log, engine=True)
    sys.stdout.write(report(results, engine))
    return 1 if failures(results) else 0


if __name__ == "__main__":
    sys.exit(main())
