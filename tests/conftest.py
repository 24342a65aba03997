"""Shared test settings.

Hypothesis profiles (choose with ``HYPOTHESIS_PROFILE=<name>``):

- ``contrato`` (default): no per-example deadline (timing is measured by ``make bench``,
  never by tests) and derandomized, so ``make test`` checks the same examples on every run
  and a failure is reproducible by anyone;
- ``explore``: random examples and ten times as many, to hunt for new counter-examples
  (``HYPOTHESIS_PROFILE=explore .venv/bin/python -m pytest tests``).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "contrato", deadline=None, derandomize=True, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "explore", deadline=None, derandomize=False, print_blob=True,
    max_examples=1000, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "contrato"))

# The tests build the site with the statistics of 200 simulated games instead of the page's
# 2,000 (generator/site/stats.py, page_games): the same page and code, a fresh clone's first
# run (CI) some minutes shorter. `make site` keeps 2,000; set the variable to test with more.
os.environ.setdefault("CONTRATO_STATS_GAMES", "200")


# --- one run on every core (pytest-xdist), costly things made once ---------------------------
#
# `make test` runs `pytest -n auto`: one worker per core. The site is served by the run's
# controller and built by the first worker that needs it (tests/site_fixtures.py); the
# puzzles of the site are made once (tests/shared_session.py). Tests that need the built
# site run after the others, so that while one worker builds it the other keeps testing.

import pytest  # noqa: E402

from shared_session import once, serve  # noqa: E402


def _xdist_controller(config) -> bool:
    return (not hasattr(config, "workerinput")
            and bool(getattr(config.option, "numprocesses", None)))


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    if _xdist_controller(config):
        folder = config._tmp_path_factory.getbasetemp() / "shared" / "built"
        folder.mkdir(parents=True, exist_ok=True)
        server, url = serve(folder / "site")
        config._contrato_site = (server, [str(folder / "site"), url])


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    """Hand every xdist worker the folder and address of the one site of this run."""
    given = getattr(node.config, "_contrato_site", None)
    if given:
        node.workerinput["contrato_site"] = given[1]


def pytest_unconfigure(config):
    given = getattr(config, "_contrato_site", None)
    if given:
        given[0].shutdown()
        given[0].server_close()


_SITE_FIXTURES = {"site", "served", "browse", "browser"}


#: The longest tests of a run (``--durations``: 15–60 s each, where most take under one),
#: started first among the site's tests, so that the run does not end with one core busy on
#: one of them and the other idle (longest first: the classic rule for dividing work among
#: workers). A name here is a function's name; a test not here keeps its collection order.
LONGEST_FIRST = (
    "test_two_builds_are_byte_identical",
    "test_after_one_visit_every_page_opens_with_the_service_worker_alone",
    "test_rules_glossary_and_variants_on_a_phone",
    "test_a_whole_game_by_taps_totals_as_the_engine",
    "test_main_pages_have_no_serious_accessibility_violation",
    "test_the_puzzle_index_and_answering_on_a_phone",
    "test_answered_states_have_no_serious_accessibility_violation",
)


def pytest_collection_modifyitems(config, items):
    """The tests that need the built site (or the browser) marked ``site`` (``make check``
    leaves them out: ``-m "not site"``) and run after the others, the longest of them first
    (:data:`LONGEST_FIRST`), the rest of each group in its collection order."""
    for item in items:
        if _SITE_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.site)
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}

    def order(item):
        name = getattr(item, "originalname", None) or item.name
        return (item.get_closest_marker("site") is not None, rank.get(name, len(rank)))
    items.sort(key=order)


def pytest_collection_finish(session):
    """Under pytest-xdist, the first worker starts the site's build in a process of its own
    (tests/early_build.py) as soon as it knows some test of the run needs the site."""
    config = session.config
    given = getattr(config, "workerinput", {}).get("contrato_site")
    if not given or config.workerinput.get("workerid") != "gw0":
        return
    if not any(_SITE_FIXTURES & set(getattr(item, "fixturenames", ())) for item in session.items):
        return
    import subprocess
    import sys
    from pathlib import Path
    here = Path(__file__).resolve().parent
    config._contrato_early_build = subprocess.Popen(
        [sys.executable, str(here / "early_build.py"), *given], cwd=here.parent,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def pytest_sessionfinish(session):
    """The early build ends with the run: waited for when it is nearly always done, stopped
    if the run ended before it (an interrupted or failed run)."""
    early = getattr(session.config, "_contrato_early_build", None)
    if early is not None and early.poll() is None:
        early.terminate()
        early.wait()


@pytest.fixture(scope="session")
def puzzle_build(tmp_path_factory):
    """``generator.puzzles.pipeline.build()`` — every puzzle of the site with its situation,
    from the templates in ``puzzles/`` and their seed — made once per run and shared by every
    worker (and every module that asks for it)."""
    from generator.puzzles.pipeline import build
    return once(tmp_path_factory, "puzzle-build", build)


#: The other seed the determinism tests build the puzzles with (tests/test_puzzles.py and
#: tests/test_puzzle_kinds.py ask the same build different questions).
OTHER_SEED = 99


@pytest.fixture(scope="session")
def other_seed_build(tmp_path_factory):
    """``generator.puzzles.pipeline.build(seed=OTHER_SEED)``, made once per run like
    :func:`puzzle_build`: the hand-written puzzles keep their IDs under another seed, the
    random ones change."""
    from functools import partial
    from generator.puzzles.pipeline import build
    return once(tmp_path_factory, f"puzzle-build-seed-{OTHER_SEED}", partial(build, seed=OTHER_SEED))
