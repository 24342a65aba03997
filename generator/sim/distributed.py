"""Simulated games on several machines: :func:`play_games_distributed`, with Dask distributed.

The games of seeds ``seed``, ``seed + 1``, … are cut into chunks of consecutive seeds; each
chunk is one task that a worker plays with :func:`~.stats.summarize_game`, exactly as one
machine would, and the summaries come back in seed order. So the statistics
(:func:`~.stats.aggregate`) are the same, figure for figure, whatever the number of machines,
workers or chunks.

Two ways to run:

- an existing Dask cluster: start a scheduler (``dask scheduler``) and workers on the machines
  (``dask worker tcp://SCHEDULER:8786 --nthreads 1``, one a core; each machine needs this
  project installed with ``pip install -e '.[dist]'``), then
  ``contrato simulate --scheduler tcp://SCHEDULER:8786 --games 1000000``;
- a local cluster of worker processes on this machine: ``contrato simulate --workers 2``.

The summaries of all the games are gathered before the statistics are made (about a
kilobyte a game: a million games want a client with a gigabyte or more).
"""

from __future__ import annotations

from typing import Sequence

from .stats import GameSummary, summarize_game

__all__ = ["CHUNK", "play_games_distributed", "chunks"]

#: Games per task: large enough that a task's overhead (a few milliseconds) is small beside
#: the games (tens of milliseconds each), small enough to share the work evenly.
CHUNK = 200


def chunks(games: int, seed: int, size: int = CHUNK) -> list[tuple[int, int]]:
    """``(first seed, games)`` of each task, in seed order.

    >>> chunks(450, 10)
    [(10, 200), (210, 200), (410, 50)]
    """
    return [(seed + start, min(size, games - start)) for start in range(0, games, size)]


def _play_chunk(task: tuple[int, int], kinds: tuple[str, ...]) -> list[GameSummary]:
    first, count = task
    return [summarize_game(s, kinds) for s in range(first, first + count)]


def play_games_distributed(games: int, seed: int, kinds: Sequence[str], *,
                           scheduler: str | None = None, workers: int = 2,
                           chunk: int = CHUNK, progress=None) -> list[GameSummary]:
    """The summaries of ``games`` games from ``seed`` (as :func:`~.stats.play_games`, same
    result), played by a Dask cluster: the one at ``scheduler`` (``tcp://host:port``), else a
    local cluster of ``workers`` worker processes (one thread each, no dashboard) started and
    stopped here. ``progress(done)`` is called with the games done after each task.

    Raises ``ValueError`` for a bad count, ``ImportError`` naming the extra to install when
    Dask distributed is missing."""
    if not isinstance(games, int) or games < 0:
        raise ValueError(f"the number of games must be a whole number ≥ 0, not {games!r}")
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError as err:                            # pragma: no cover
        raise ImportError("contrato simulate on a cluster needs Dask distributed: "
                          "pip install -e '.[dist]'") from err
    kinds = tuple(kinds)
    tasks = chunks(games, seed, chunk)
    if not tasks:
        return []
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=None, scheduler_port=0, silence_logs=40)
    try:
        with Client(scheduler if scheduler is not None else cluster) as client:
            futures = client.map(_play_chunk, tasks, kinds=kinds, pure=False)
            order = {f.key: i for i, f in enumerate(futures)}
            results: list[list[GameSummary] | None] = [None] * len(futures)
            done = 0
            for future in as_completed(futures):
                results[order[future.key]] = future.result()
                done += len(results[order[future.key]])
                if progress is not None:
                    progress(done)
    finally:
        if cluster is not None:
            cluster.close()
    return [g for part in results for g in part]
