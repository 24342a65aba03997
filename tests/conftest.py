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
