"""Build the run's site in a process of its own, from the start of the run (``make test``).

Under pytest-xdist the tests that need the built site run last (tests/conftest.py); the first
of them used to build it while the other workers waited on its lock, a core idle for the
length of a build. The first worker now starts this module as soon as it has collected the
tests (``pytest_collection_finish`` in tests/conftest.py), when some test of the run needs the
site: the build runs beside the other tests, under the same file lock and with the same
puzzles as the ``site`` fixture (:func:`site_fixtures.build_once`), which then finds it built,
waits for it, or reports its error.

``python tests/early_build.py OUT URL``: exit status 0 when built (or built already), 1 with
the error on standard error.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(out: str, url: str) -> int:
    from generator.puzzles.pipeline import build
    from site_fixtures import build_once
    from test_site_pages import sample_puzzles
    failure = build_once(Path(out), url, lambda: list(build().puzzles) + sample_puzzles())
    if failure:
        print(f"early_build: {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    # the tests' folder (site_fixtures) and the checkout's own root before the installed
    # package: a venv installed from another checkout must not build that one's site
    here = Path(__file__).resolve().parent
    sys.path[:0] = [str(here), str(here.parent)]
    sys.exit(main(*sys.argv[1:3]))
