"""Simulated games on a Dask cluster (generator/sim/distributed.py): a local cluster of two
worker processes (started once for the module, on free ports) plays the same games, summary
for summary, as one process, in seed order, whatever the chunk size; ``contrato simulate
--scheduler`` prints the same statistics as without it."""

from __future__ import annotations

import json

import pytest

from generator.sim.distributed import chunks, play_games_distributed
from generator.sim.stats import aggregate, play_games

distributed = pytest.importorskip("distributed")

KINDS = ("strong", "greedy", "basic", "random")


@pytest.fixture(scope="module")
def scheduler():
    """A local cluster of two worker processes: its scheduler's address."""
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None, scheduler_port=0,
                                       silence_logs=40)
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def test_two_workers_play_the_same_games_as_one_process(scheduler):
    here = play_games(5, 40, KINDS)
    done = []
    there = play_games_distributed(5, 40, KINDS, scheduler=scheduler, chunk=2,
                                   progress=done.append)
    assert there == here
    assert [g.seed for g in there] == [40, 41, 42, 43, 44]
    assert done[-1] == 5 and sorted(done) == done
    assert aggregate(there, seed=40, kinds=KINDS) == aggregate(here, seed=40, kinds=KINDS)


def test_chunks_cover_every_seed_once():
    assert chunks(0, 1) == [] and play_games_distributed(0, 1, KINDS) == []
    parts = chunks(1001, 7, 200)
    seeds = [s for first, n in parts for s in range(first, first + n)]
    assert seeds == list(range(7, 1008))
    with pytest.raises(ValueError):
        play_games_distributed(-1, 1, KINDS)


def test_simulate_command_on_the_cluster(scheduler, capsys):
    from generator.cli import main
    args = ["simulate", "--games", "3", "--seed", "9", "--players", "greedy,random,strong,basic",
            "--json", "--quiet"]
    assert main(args + ["--scheduler", scheduler]) == 0
    on_cluster = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out) == on_cluster
    assert main(args + ["--workers", "-1"]) == 2
