"""Work done once per test run, shared by every pytest-xdist worker (``make test`` runs the
suite on every core: ``pytest -n auto``).

A session-scoped fixture runs once per *worker*; what is costly and the same for everyone
(the site's puzzles, the built site) is made once for the whole run instead:

- :func:`shared_folder` is one folder for the whole run: under xdist, the parent of the
  workers' own temporary folders (``…/pytest-N/``, which every worker of one run shares);
  without xdist, the session's own temporary folder;
- :func:`once` makes a value once in that folder, under a file lock (the ``filelock``
  library): the first worker that needs it makes and pickles it, the others wait on the lock
  and read it. A failure is recorded too, so that the others fail at once with the same
  message instead of doing the same work again.

Nothing here changes what a test checks: each value is exactly what the fixture computed
before, in the same process kind (pure Python, deterministic).
"""

from __future__ import annotations

import os
import pickle
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Callable, TypeVar

import pytest
from filelock import FileLock

T = TypeVar("T")


def worker_id() -> str:
    """``gw0``, ``gw1``… in a pytest-xdist worker, ``master`` without xdist."""
    return os.environ.get("PYTEST_XDIST_WORKER", "master")


def shared_folder(tmp_path_factory) -> Path:
    """One folder shared by every worker of this run (see the module docstring)."""
    base = tmp_path_factory.getbasetemp()
    folder = base.parent if worker_id() != "master" else base
    shared = folder / "shared"
    shared.mkdir(exist_ok=True)
    return shared


def once(tmp_path_factory, name: str, make: Callable[[], T]) -> T:
    """``make()``, computed by one worker of the run and read back by the others.

    Raises ``pytest.fail`` with the first worker's error if making it failed there."""
    folder = shared_folder(tmp_path_factory)
    done, failed = folder / f"{name}.pickle", folder / f"{name}.failed"
    with FileLock(str(folder / f"{name}.lock")):
        if failed.exists():
            pytest.fail(f"{name}: {failed.read_text(encoding='utf-8')} (made by another "
                        "worker of this run)", pytrace=False)
        if done.exists():
            return pickle.loads(done.read_bytes())
        try:
            value = make()
        except BaseException as err:
            failed.write_text(f"{type(err).__name__}: {err}", encoding="utf-8")
            raise
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        part = done.with_suffix(".part")
        part.write_bytes(data)
        part.replace(done)
        return value


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        """A browser that closed its connection early (a page left before a file arrived) is
        no error of the site; anything else is printed as usual."""
        import sys
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(folder: Path) -> tuple[ThreadingHTTPServer, str]:
    """A static server of ``folder`` (which may not exist yet) on 127.0.0.1 and a free port,
    in a daemon thread: ``(server, "http://127.0.0.1:<port>/")``."""
    server = _Server(("127.0.0.1", 0), partial(_Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"
