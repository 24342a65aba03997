"""The ``contrato`` command: build the site, generate puzzles, answer a verdict, simulate games.

Each subcommand lives in its own module; this file only parses the command line (argparse)
and dispatches. ``contrato --help`` lists the subcommands.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from .lang import LANGS


class _Parser(argparse.ArgumentParser):
    """argparse, with the usage errors of ``contrato verdict`` said in one line in the chosen
    language (``--lang``, when it is given right; Portuguese otherwise), exit status 2."""

    argv: list[str] = []

    def error(self, message: str):
        if self.prog.split()[-1] != "verdict" and self.argv[:1] != ["verdict"]:
            super().error(message)
        argv = list(self.argv)
        lang = next((argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--lang"), None)
        lang = next((a.split("=", 1)[1] for a in argv if a.startswith("--lang=")), lang)
        from .verdict.errors import usage_error
        self.exit(2, f"contrato verdict: {usage_error(lang if lang in LANGS else 'pt')}\n")


def _parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    _Parser.argv = list(sys.argv[1:] if argv is None else argv)
    p = _Parser(
        prog="contrato",
        description="Contract Rummy (the Contrato profile): rules engine, verified puzzles "
                    "and the reference site.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", required=True)

    b = sub.add_parser("build", help="generate the puzzles and build the static site")
    b.add_argument("--out", default="site", help="output folder (default: site)")
    b.add_argument("--seed", type=int, default=None,
                   help="generator seed (default: the one in puzzles/config.yaml)")
    b.add_argument("--no-pdf", action="store_true",
                   help="skip the PDFs of the rules and the table card (they need Chromium)")
    b.set_defaults(module="generator.site.build")

    g = sub.add_parser("puzzles", help="generate and verify the puzzles, print a summary")
    g.add_argument("--dir", default="puzzles", help="template folder (default: puzzles)")
    g.add_argument("--seed", type=int, default=None, help="generator seed")
    g.add_argument("--json", dest="json_out", default=None,
                   help="also write the puzzles as JSON to this file")
    g.set_defaults(module="generator.puzzles.cli")

    v = sub.add_parser(
        "verdict", help="answer one question about a situation written in YAML",
        description="Read a situation in YAML (a file, or - for standard input) and answer "
                    "its question. Exit status 2 for a bad situation.")
    v.add_argument("file", nargs="?", default="-", help="situation file (default: stdin)")
    v.add_argument("--lang", choices=LANGS, default="pt", help="answer language (default pt)")
    v.add_argument("--json", action="store_true", help="answer as a JSON object")
    v.add_argument("--profile", default="contrato",
                   help="rule set: contrato, catalan-source, or a house-rules code such as "
                        "h1-wa (see the house-rules page; default: contrato)")
    v.add_argument("--compare", action="store_true",
                   help="answer under this site's rules and under --profile's, and say whether "
                        "the answer changes")
    v.set_defaults(module="generator.verdict.cli")

    s = sub.add_parser("simulate", help="play whole games with automatic players")
    s.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    s.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    s.add_argument("--players", default="greedy,greedy,greedy,greedy",
                   help="comma-separated player kinds: random, basic, greedy, strong "
                        "(default: 4 greedy)")
    s.add_argument("--json", action="store_true", help="print the statistics as JSON")
    s.add_argument("--jobs", type=int, default=1,
                   help="processes playing the games (default 1; 0: one per core)")
    s.add_argument("--scheduler", metavar="ADDRESS",
                   help="play on the Dask cluster of this scheduler (tcp://host:8786)")
    s.add_argument("--workers", type=int, default=0, metavar="N",
                   help="play on a local Dask cluster of N worker processes")
    s.add_argument("--quiet", action="store_true",
                   help="no progress bar (it is shown only on a terminal, on stderr)")
    s.set_defaults(module="generator.sim.cli")
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``contrato`` console script; returns the exit status."""
    args = _parser(argv).parse_args(argv)
    module = importlib.import_module(args.module)
    try:
        return int(module.run(args) or 0)
    except BrokenPipeError:
        # the reader went away (``contrato simulate --json | head``): stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
