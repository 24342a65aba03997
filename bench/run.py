"""``make bench``: the opening solver's speed, checked against an independent CP-SAT model.

For every round (1–7) it draws seeded benchmark hands (:mod:`bench.hands`), then

1. times the engine: :func:`~generator.engine.opening.can_open` and
   :func:`~generator.engine.opening.opening_laydowns` on each hand (best of ``--repeat``
   runs), and keeps the slowest hand of each;
2. asks the CP-SAT model (:mod:`bench.cpsat_model`, written from the rules, not from the
   engine) the same yes/no question on EVERY hand, and times it;
3. on the small hands (at most ``--enum-cards`` cards) lists every lay-down with CP-SAT
   and compares the set, not only the number, with the engine's;
4. plays whole simulated games through ``generator.sim`` when it offers a game function
   (:mod:`bench.sim`), four players of each kind; then, side by side in two processes at once,
   the players of the last commit before issue 16 and today's on the same seeds (games per
   CPU-second, the ratio, and whether the games are the same move for move), the new players,
   the share of games strong players win against greedy ones (95% confidence interval) and a
   profile of today's games;
5. times the going-out search on every position of the puzzle generator's sampled rounds
   where the player to move has opened (:mod:`bench.going_out`);
6. times the puzzle generator kind by kind: verified puzzles per second
   (:mod:`bench.puzzles`);
7. builds the whole site into a temporary folder in a fresh process: first cold, as a first
   ``make site`` (the statistics page's 2,000 games played again: wall and CPU time with the
   load), then warm, timing its steps: puzzle generation, the statistics page's games, page
   sources, MkDocs (:mod:`bench.site`);
8. loads the practice page and the home page in Chromium on an emulated slow phone
   connection from a plain static server: when the first puzzle shows, beside the home
   page's load (:mod:`bench.practice_load`);
9. answers adversarial situations of every question of ``contrato verdict`` and of its
   reader, each in a fresh process, against the goal of 1 s and 200 MB for any input up to
   64 KB (:mod:`bench.worst`); a case that crashes (a traceback, exit status 1) fails the run.
10. opens the verdict page on a link, cold and from the cache, on the same kind of connection:
    when the engine's first ruling shows and the bytes it cost, beside the home page
    (:mod:`bench.verdict_load`);
11. enters a round on the score sheet as a slow phone: how long a card tapped, a digit typed
    and a round saved take to show (:mod:`bench.score_entry`).

Any disagreement (or a hand built to be openable that a solver refuses) is printed with the
hand and makes the exit status 1, as does a section that fails (a simulated game, the puzzle
generator or the site build raising). The report is printed and written to ``BENCHMARKS.md``.

Environment: ``BENCH_SIZE`` hands per round (default 320), ``BENCH_SEED`` (default 2026),
``BENCH_GAMES`` simulated games (default 20). Options override them (``--help``).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
import traceback
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Sequence

import ortools
from tabulate import tabulate

from bench import going_out as going_out_bench, puzzles as puzzles_bench, site as site_bench
from bench import sim as sim_bench
from bench import practice_load as practice_bench
from bench import worst as worst_bench
from bench import verdict_load as verdict_bench
from bench import score_entry as score_bench
from bench.canon import describe_canonical, engine_canonical
from bench.cpsat_model import CONTRACTS, cpsat_can_open, cpsat_laydowns, hand_counts
from bench.hands import KINDS, BenchHand, make_hands
from bench.sim import GAME_MODULES, PLAYER_KINDS, SimResult, bench_games
from generator.engine.contracts import describe_contract
from generator.engine.opening import can_open, opening_laydowns

DEFAULT_SIZE = 320
DEFAULT_SEED = 2026
DEFAULT_GAMES = 20
DEFAULT_STRENGTH = 1000  # games of strong against greedy players (issue 16)
ENUM_CARDS = 15          # lay-down sets are compared on hands of at most this many cards
ENUM_LIMIT = 5000        # CP-SAT solutions (one per lay-down) before the enumeration gives up
SHOWN = 5                # lay-downs shown per side in a disagreement


@dataclass
class Slowest:
    seconds: float = -1.0
    hand: BenchHand | None = None
    detail: str = ""

    def offer(self, seconds: float, hand: BenchHand, detail: str) -> None:
        if seconds > self.seconds:
            self.seconds, self.hand, self.detail = seconds, hand, detail


@dataclass
class RoundResult:
    round: int
    hands: int = 0
    yes: int = 0
    built: int = 0
    blocked_43: int = 0          # hands refused only because of 4.3
    engine_can: float = 0.0      # seconds, summed over hands
    engine_list: float = 0.0
    laydowns: int = 0
    most_laydowns: int = 0
    cpsat: float = 0.0
    slow_can: Slowest = field(default_factory=Slowest)
    slow_list: Slowest = field(default_factory=Slowest)
    slow_cpsat: Slowest = field(default_factory=Slowest)
    enum_hands: int = 0
    enum_laydowns: int = 0
    enum_most: int = 0
    enum_skipped: int = 0
    enum_engine: float = 0.0
    enum_cpsat: float = 0.0
    disagreements: list[str] = field(default_factory=list)
    by_kind: dict = field(default_factory=dict)   # kind -> [yes, no]


def _best_of(repeat: int, fn, *args):
    best, value = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        value = fn(*args)
        best = min(best, time.perf_counter() - start)
    return best, value


def _disagreement(hand: BenchHand, what: str, lines: list[str] = ()) -> str:
    head = (f"round {hand.round} — {what}\n  hand ({len(hand.cards)} cards, {hand.jokers} "
            f"jokers, kind {hand.kind}, seed {hand.label}): {hand.text()}")
    return "\n".join([head, *("  " + line for line in lines)])


def bench_round(round_: int, size: int, seed: int, repeat: int, enum_cards: int,
                log) -> RoundResult:
    res = RoundResult(round_)
    hands = make_hands(round_, size, seed)
    for hand in hands:
        res.hands += 1
        res.built += hand.openable
        try:
            t_can, yes = _best_of(repeat, can_open, round_, hand.cards)
            t_list, found = _best_of(repeat, opening_laydowns, round_, hand.cards)
        except Exception as err:  # an engine crash on a legal hand is a bug to report
            res.disagreements.append(_disagreement(hand, f"the engine raised {err!r}"))
            continue
        res.engine_can += t_can
        res.engine_list += t_list
        res.yes += yes
        res.by_kind.setdefault(hand.kind, [0, 0])[0 if yes else 1] += 1
        res.laydowns += len(found)
        res.most_laydowns = max(res.most_laydowns, len(found))
        res.slow_can.offer(t_can, hand, "yes" if yes else "no")
        res.slow_list.offer(t_list, hand, f"{len(found)} lay-downs")
        if not yes and opening_laydowns(round_, hand.cards, same_suit_rule=False):
            res.blocked_43 += 1
        if yes != bool(found):
            res.disagreements.append(_disagreement(
                hand, f"the engine contradicts itself: can_open={yes}, "
                      f"opening_laydowns found {len(found)}"))

        counts = hand_counts(hand.cards)
        start = time.perf_counter()
        sat = cpsat_can_open(round_, counts)
        t_sat = time.perf_counter() - start
        res.cpsat += t_sat
        res.slow_cpsat.offer(t_sat, hand, "yes" if sat else "no")
        if sat != yes:
            res.disagreements.append(_disagreement(
                hand, f"can open? engine says {'yes' if yes else 'no'}, "
                      f"CP-SAT says {'yes' if sat else 'no'}",
                [f"engine lay-down: {found[0].ascii()}"] if found else []))
        if hand.openable and not (yes and sat):
            res.disagreements.append(_disagreement(
                hand, "the hand was built around a legal lay-down, yet "
                      f"engine={'yes' if yes else 'no'}, CP-SAT={'yes' if sat else 'no'}"))

        if len(hand.cards) <= enum_cards:
            start = time.perf_counter()
            listed = cpsat_laydowns(round_, counts, limit=ENUM_LIMIT)
            t_enum = time.perf_counter() - start
            if not listed.complete:
                res.enum_skipped += 1
                continue
            res.enum_hands += 1
            res.enum_cpsat += t_enum
            res.enum_engine += t_list
            mine = {engine_canonical(l) for l in found}
            res.enum_laydowns += len(mine)
            res.enum_most = max(res.enum_most, len(mine))
            if len(mine) != len(found):
                res.disagreements.append(_disagreement(
                    hand, f"the engine lists {len(found)} lay-downs but only {len(mine)} "
                          f"are distinct"))
            if mine != listed.laydowns:
                only_e = sorted(mine - listed.laydowns)[:SHOWN]
                only_c = sorted(listed.laydowns - mine)[:SHOWN]
                res.disagreements.append(_disagreement(
                    hand, f"lay-downs: engine {len(mine)}, CP-SAT {len(listed.laydowns)}",
                    [f"only the engine: {describe_canonical(x)}" for x in only_e]
                    + [f"only CP-SAT:     {describe_canonical(x)}" for x in only_c]))
    log(f"round {round_}: {res.hands} hands, {res.yes} can open, "
        f"{len(res.disagreements)} disagreement(s)")
    return res


# -- report --------------------------------------------------------------------------------

def _rate(n: int, seconds: float) -> str:
    return f"{n / seconds:,.0f}" if seconds > 0 else "—"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}"


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _command() -> str:
    """The command as typed: ``make bench`` (make sets MAKELEVEL) or ``python -m bench …``,
    with the BENCH_* variables that were set."""
    env = [f"{k}={v}" for k, v in sorted(os.environ.items())
           if k in ("BENCH_SIZE", "BENCH_SEED", "BENCH_GAMES")]
    if os.environ.get("MAKELEVEL"):
        return " ".join(["make bench", *env])
    return " ".join([*env, "python -m bench", *sys.argv[1:]])


def render(results: list[RoundResult], sims: list[SimResult], meta: dict,
           sections: Sequence[str] = ()) -> str:
    """The whole report: the opening solver's sections, the simulated games, then
    ``sections`` (Markdown, each with its own ``##`` heading) and the disagreements."""
    out = ["# Benchmarks", "",
           "Written by `make bench` (bench/run.py); the latest run replaces this file. "
           "Performance is measured here, never by timed tests.", "",
           f"- Date: {meta['date']}",
           f"- Machine: {meta['cores']} cores ({meta['cpu']}), Python {meta['python']}, "
           f"OR-Tools {meta['ortools']} (CP-SAT with 1 worker)",
           f"- Command: `{meta['command']}` — {meta['size']} hands per round, seed "
           f"{meta['seed']}, engine times best of {meta['repeat']}",
           f"- Wall time: {meta['wall']:.0f} s; load average "
           + (f"at the start {meta['load_start']}, " if meta.get("load_start") else "")
           + f"at the end {meta['load']} (1, 5, 15 min; {meta['cores']} cores: other work on "
           f"the machine slows every column alike)", ""]

    out += ["## Opening solver, per round", ""]
    rows = []
    for r in results:
        rows.append([r.round, describe_contract(r.round), r.hands,
                     f"{r.yes} / {r.hands - r.yes}", r.blocked_43,
                     _rate(r.hands, r.engine_can), _rate(r.hands, r.engine_list),
                     f"{r.laydowns / max(r.hands, 1):.1f} / {r.most_laydowns}",
                     _ms(r.slow_list.seconds), _rate(r.hands, r.cpsat),
                     f"{r.cpsat / r.engine_can:,.0f}×" if r.engine_can else "—",
                     "yes" if not r.disagreements else f"NO ({len(r.disagreements)})"])
    tot = RoundResult(0)
    for r in results:
        tot.hands += r.hands
        tot.yes += r.yes
        tot.blocked_43 += r.blocked_43
        tot.engine_can += r.engine_can
        tot.engine_list += r.engine_list
        tot.laydowns += r.laydowns
        tot.most_laydowns = max(tot.most_laydowns, r.most_laydowns)
        tot.cpsat += r.cpsat
        tot.slow_list.offer(r.slow_list.seconds, r.slow_list.hand, "")
        tot.disagreements += r.disagreements
    rows.append(["all", "", tot.hands, f"{tot.yes} / {tot.hands - tot.yes}", tot.blocked_43,
                 _rate(tot.hands, tot.engine_can), _rate(tot.hands, tot.engine_list),
                 f"{tot.laydowns / max(tot.hands, 1):.1f} / {tot.most_laydowns}",
                 _ms(tot.slow_list.seconds), _rate(tot.hands, tot.cpsat),
                 f"{tot.cpsat / tot.engine_can:,.0f}×" if tot.engine_can else "—",
                 "yes" if not tot.disagreements else f"NO ({len(tot.disagreements)})"])
    out.append(tabulate(rows, headers=[
        "round", "contract", "hands", "can open yes / no", "no by 4.3",
        "can_open hands/s", "all lay-downs hands/s", "lay-downs mean / max",
        "slowest listing ms", "CP-SAT hands/s", "CP-SAT ÷ engine time", "agree"],
        tablefmt="github", disable_numparse=True))
    out += ["", "Hands per round: kinds " + ", ".join(f"`{k}`" for k in KINDS)
            + " in equal shares (`adjacent` only in rounds 3, 6 and 7), each with 0, 1, 2 "
              "and 3 jokers in equal shares (see bench/hands.py). \"no by 4.3\": refused "
              "only because two same-suit sequences would be contiguous. \"CP-SAT ÷ engine "
              "time\": CP-SAT's time (model built and solved) over the engine's `can_open` "
              "time on the same hands.", ""]
    rows = []
    for r in results:
        rows.append([r.round] + [
            f"{r.by_kind[k][0]} / {r.by_kind[k][1]}" if k in r.by_kind else ""
            for k in KINDS])
    out.append(tabulate(rows, headers=["round"] + [f"{k}: yes / no" for k in KINDS],
                        tablefmt="github", disable_numparse=True))
    out.append("")

    out += ["## Slowest hands (worst case), per round", ""]
    rows = []
    for r in results:
        for name, slow in (("opening_laydowns", r.slow_list), ("can_open", r.slow_can),
                           ("CP-SAT", r.slow_cpsat)):
            if slow.hand is None:
                continue
            h = slow.hand
            rows.append([r.round, name, _ms(slow.seconds), slow.detail,
                         f"{len(h.cards)} / {h.jokers}", h.kind, f"`{h.text()}`"])
    out.append(tabulate(rows, headers=["round", "call", "ms", "answer", "cards / jokers",
                                       "kind", "hand"],
                        tablefmt="github", disable_numparse=True))
    out.append("")

    out += [f"## Lay-down sets compared with CP-SAT enumeration (hands of at most "
            f"{meta['enum_cards']} cards)", ""]
    rows = []
    for r in results:
        rows.append([r.round, r.enum_hands, r.enum_laydowns, r.enum_most, r.enum_skipped,
                     _ms(r.enum_engine / r.enum_hands) if r.enum_hands else "—",
                     _ms(r.enum_cpsat / r.enum_hands) if r.enum_hands else "—"])
    out.append(tabulate(rows, headers=["round", "hands compared", "lay-downs compared",
                                       "most on one hand", "skipped (over the limit)",
                                       "engine ms/hand", "CP-SAT enumeration ms/hand"],
                        tablefmt="github", disable_numparse=True))
    out += ["", "Every lay-down is compared in a canonical form (melds with their joker "
                "places), so the check is of the sets themselves, not only their sizes. "
                f"A hand whose enumeration passes {ENUM_LIMIT:,} CP-SAT solutions is "
                "skipped and counted. CP-SAT needs a few milliseconds per lay-down it lists, "
                "so larger hands (up to 7,000 lay-downs) are compared only on request: "
                "`python -m bench --enum-cards 25`.", ""]

    out += ["## Whole simulated games", ""]
    rows, errors = [], []
    for sim in sims:
        if sim.status == "ok":
            rows.append([sim.players, f"`{sim.hook}`", sim.games,
                         f"{sim.games_per_second:,.2f}", f"{sim.moves_per_second:,.0f}",
                         f"{sim.moves / max(sim.games, 1):,.0f}", _ms(sim.slowest),
                         sim.slowest_seed])
        elif sim.status == "error":
            errors.append(f"ERROR ({sim.players}) after {sim.games} games:\n\n```\n"
                          f"{sim.error}```")
    if rows:
        out.append(tabulate(rows, headers=["players", "function", "games", "games/s",
                                           "moves/s", "moves per game", "slowest game ms",
                                           "slowest seed"],
                            tablefmt="github", disable_numparse=True))
        out += ["", f"Seeds {meta['seed']}, {meta['seed']} + 1, …; four players of one "
                    "kind, in this process (wall time)."]
    out += errors
    if not rows and not errors:
        out.append("Not available yet: no `play_game` in "
                   + ", ".join(f"`{m}`" for m in GAME_MODULES)
                   + " (hook: `find_game_player` in bench/sim.py).")
    out.append("")

    for section in sections:
        out += [section.rstrip("\n"), ""]

    out += ["## Disagreements", ""]
    if tot.disagreements:
        out += ["```", *tot.disagreements, "```"]
    else:
        out.append("None: the engine and CP-SAT agree on every hand above.")
    out.append("")
    return "\n".join(out)


def _env_int(name: str, default: int) -> int:
    text = os.environ.get(name, "")
    if not text:
        return default
    try:
        return int(text)
    except ValueError:
        sys.exit(f"bench: {name}={text!r} is not a whole number")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    p.add_argument("--size", type=int, default=_env_int("BENCH_SIZE", DEFAULT_SIZE),
                   help=f"hands per round (env BENCH_SIZE, default {DEFAULT_SIZE})")
    p.add_argument("--seed", type=int, default=_env_int("BENCH_SEED", DEFAULT_SEED),
                   help=f"seed of the hands (env BENCH_SEED, default {DEFAULT_SEED})")
    p.add_argument("--games", type=int, default=_env_int("BENCH_GAMES", DEFAULT_GAMES),
                   help=f"simulated games (env BENCH_GAMES, default {DEFAULT_GAMES})")
    p.add_argument("--repeat", type=int, default=3, help="engine timing: best of N (3)")
    p.add_argument("--enum-cards", type=int, default=ENUM_CARDS,
                   help=f"compare lay-down sets on hands of at most N cards ({ENUM_CARDS})")
    p.add_argument("--rounds", default="1-7", help="rounds to run, e.g. 7 or 1-3 (1-7)")
    p.add_argument("--strength-games", type=int,
                   default=_env_int("BENCH_STRENGTH", DEFAULT_STRENGTH),
                   help="games of strong against greedy players (env BENCH_STRENGTH, "
                        f"default {DEFAULT_STRENGTH})")
    p.add_argument("--no-side-by-side", action="store_true",
                   help="skip the games of the code before issue 16 against today's, the "
                        "players' strength and the profile")
    p.add_argument("--no-going-out", action="store_true",
                   help="skip the going-out search on puzzle sampling's positions")
    p.add_argument("--no-puzzles", action="store_true",
                   help="skip the puzzle generator's throughput")
    p.add_argument("--no-site", action="store_true",
                   help="skip the whole site build (the longest section)")
    p.add_argument("--no-cold-site", action="store_true",
                   help="skip the cold site build (the statistics page's games played again)")
    p.add_argument("--no-practice-load", action="store_true",
                   help="skip the practice page's load on a slow connection (builds a site)")
    p.add_argument("--no-worst", action="store_true",
                   help="skip the worst cases of contrato verdict")
    p.add_argument("--no-verdict-load", action="store_true",
                   help="skip the verdict page's first ruling on a slow connection (builds a "
                        "site)")
    p.add_argument("--no-score-entry", action="store_true",
                   help="skip the score sheet's entries on a slow phone (builds a site)")
    p.add_argument("--out", default="BENCHMARKS.md", help="report file (BENCHMARKS.md)")
    p.add_argument("--no-write", action="store_true", help="print only, write no file")
    args = p.parse_args(argv)
    if args.size < 1 or args.repeat < 1 or args.games < 0:
        p.error("--size and --repeat must be at least 1, --games at least 0")
    lo, _, hi = args.rounds.partition("-")
    try:
        rounds = range(int(lo), int(hi or lo) + 1)
    except ValueError:
        p.error(f"--rounds {args.rounds!r}: use a round (7) or a range (1-3)")
    if not rounds or rounds[0] not in CONTRACTS or rounds[-1] not in CONTRACTS:
        p.error(f"--rounds {args.rounds!r}: rounds are 1 to 7")

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    started = time.perf_counter()
    load_start = " ".join(f"{x:.1f}" for x in os.getloadavg())
    results = [bench_round(r, args.size, args.seed, args.repeat, args.enum_cards, log)
               for r in rounds]
    sims = [bench_games(args.games, args.seed, kind) for kind in PLAYER_KINDS]
    for sim in sims:
        log(f"simulated games ({sim.players}): {sim.status}")
    sections, broken = [], []
    for name, skip, run in (
            ("whole games side by side", args.no_side_by_side,
             lambda: sim_bench.report_issue16(
                 sim_bench.bench_side_by_side(args.games, args.seed),
                 sim_bench.bench_strength(args.strength_games, args.seed),
                 args.games, args.seed)),
            ("whole games in instructions", args.no_side_by_side,
             lambda: sim_bench.report_instructions(
                 sim_bench.bench_instructions(2, args.seed), args.seed)),
            ("profile of a game", args.no_side_by_side,
             lambda: sim_bench.profile_games() + "\n" + sim_bench.profile_games(
                 "basic", games=5, heading=False)),
            ("going-out search", args.no_going_out,
             lambda: going_out_bench.report(going_out_bench.bench_going_out(
                 repeat=args.repeat))),
            ("puzzle generator", args.no_puzzles,
             lambda: puzzles_bench.report(puzzles_bench.bench_puzzles(repeat=args.repeat))),
            ("cold site build", args.no_site or args.no_cold_site,
             lambda: _cold_site_section(broken)),
            ("site build", args.no_site, lambda: _site_section(broken)),
            ("practice page load", args.no_practice_load,
             lambda: practice_bench.report(practice_bench.bench_practice_load())),
            ("worst cases", args.no_worst, lambda: _worst_section(broken, log)),
            ("verdict page load", args.no_verdict_load,
             lambda: verdict_bench.report(verdict_bench.bench_verdict_load())),
            ("score sheet entry", args.no_score_entry,
             lambda: score_bench.report(score_bench.bench_score_entry()))):
        if skip:
            continue
        text, ok = _section(name, run)
        sections.append(text)
        if not ok:
            broken.append(name)
        log(f"{name}: {'done' if ok else 'FAILED'}")
    meta = {
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d"),
        "cores": os.cpu_count(), "cpu": _cpu_model(), "python": platform.python_version(),
        "ortools": ortools.__version__, "size": args.size, "seed": args.seed,
        "repeat": args.repeat, "enum_cards": args.enum_cards,
        "command": _command(),
        "load_start": load_start,
        "load": " ".join(f"{x:.1f}" for x in os.getloadavg()),
        "wall": time.perf_counter() - started,
    }
    report = render(results, sims, meta, sections)
    print(report)
    if not args.no_write:
        Path(args.out).write_text(report, encoding="utf-8")
        log(f"written to {args.out}")
    failed = sum(len(r.disagreements) for r in results)
    if failed:
        log(f"bench: {failed} disagreement(s) between the engine and CP-SAT (see above)")
    crashed = [s for s in sims if s.status == "error"]
    if crashed:
        log("bench: a simulated game raised (see above)")
    if broken:
        log(f"bench: failed: {', '.join(dict.fromkeys(broken))} (see above)")
    return 1 if failed or crashed or broken else 0


def _section(name: str, run: Callable[[], str]) -> tuple[str, bool]:
    """``(Markdown, ok)`` of one optional section; an exception becomes a section that shows
    the traceback (and makes the exit status 1)."""
    try:
        return run(), True
    except Exception:  # a failing section is reported, the others still run
        heading = name[0].upper() + name[1:]
        return (f"## {heading}\n\nERROR: the section raised:\n\n```\n"
                f"{traceback.format_exc()}```\n"), False


def _cold_site_section(broken: list[str]) -> str:
    result = site_bench.bench_cold_build()
    if result.status != "ok":
        broken.append("cold site build")
    return site_bench.report_cold(result)


def _worst_section(broken: list[str], log) -> str:
    results = worst_bench.bench_worst(log=log)
    engine = worst_bench.bench_worst(log=log, engine=True)
    for failure in worst_bench.failures(results + engine):
        log(f"worst cases: crashed: {failure}")
    if worst_bench.failures(results + engine):
        broken.append("worst cases")
    return worst_bench.report(results, engine)


def _site_section(broken: list[str]) -> str:
    result = site_bench.bench_site_build()
    if result.status != "ok":
        broken.append("site build")
    return site_bench.report(result)


if __name__ == "__main__":
    sys.exit(main())
